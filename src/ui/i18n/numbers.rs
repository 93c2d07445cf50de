//! Numbers and dates as each language writes them.

use super::catalog::MONTHS;
use super::lang::Lang;
use super::text::{t, tf};

/// A number written with its decimal sign in `lang` (`"+1.25"` is `"+1,25"` in French):
/// `text` is the number as Rust writes it.
pub fn decimals(lang: Lang, text: &str) -> String {
    text.replace('.', lang.decimal_sign().encode_utf8(&mut [0; 4]))
}

/// A whole number in `lang`, its thousands grouped as the language groups them
/// (`1,234,567`; French `1 234 567` with narrow spaces, Spanish `1.234.567` and `1234`
/// ungrouped, as CLDR says).
pub fn number(lang: Lang, n: u64) -> String {
    let digits = n.to_string();
    let (sign, least) = match lang {
        Lang::En | Lang::So | Lang::Sw | Lang::Fa => (",", 4),
        Lang::Fr => ("\u{202f}", 4),
        Lang::Mg => ("\u{a0}", 4),
        Lang::Es => (".", 5),
        Lang::Tr => (".", 4),
    };
    if digits.len() < least {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push_str(sign);
        }
        out.push(c);
    }
    out
}

/// A moment, as the reader's clock shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month.
    pub day: u8,
    /// The hour, 0 to 23.
    pub hour: u8,
    /// The minute.
    pub minute: u8,
}

/// A date and time in `lang`, as each language writes one: the month's name and the
/// order of the day, the month, the year and the time are its file's ("March 5, 2025,
/// 14:03"; "5 mars 2025, 14:03"). Times in 24 hours in every language.
pub fn date(lang: Lang, m: Moment) -> String {
    let month = MONTHS
        .get(usize::from(m.month.max(1) - 1))
        .map_or("", |&name| t(lang, name));
    let time = format!("{:02}:{:02}", m.hour, m.minute);
    tf(lang, "{1} {2}, {3}, {4}", &[&month, &m.day, &m.year, &time])
}
