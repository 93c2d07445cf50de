//! Numbers and dates as each language writes them.

use super::catalog::MONTHS;
use super::lang::Lang;
use super::text::{t, tf};

/// A number written with its decimal sign in `lang` (`"+1.25"` is `"+1,25"` in French):
/// `text` is the number as Rust writes it.
pub fn decimals(lang: Lang, text: &str) -> String {
    text.replace('.', lang.decimal_sign().encode_utf8(&mut [0; 4]))
}

/// `x` with `places` decimals (at most 8), exactly as Rust's `format!("{x:.places$}")`
/// writes it: the exact value of the double, rounded half to even, `-` on a negative
/// value (`-0.0` too), `NaN`, `inf`. Written with integer arithmetic alone, so that a
/// bundle that writes a share or a coordinate does not carry `core`'s float formatting
/// and its tables (the manual, "How the pages load", says what that saves).
/// Checked against `format!` in the tests. ([`crate::ui::board::layout::num`] writes a
/// drawing's coordinates, at most one decimal and none when it is 0.)
pub fn fixed(x: f64, places: u32) -> String {
    let places = places.min(8);
    if x.is_nan() {
        return "NaN".to_string();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x.is_infinite() {
        return format!("{sign}inf");
    }
    let bits = x.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    // x = m * 2^e exactly.
    let (m, e) = if exp == 0 {
        (u128::from(frac), -1074)
    } else {
        (u128::from(frac | (1 << 52)), exp - 1075)
    };
    let scale = 10u128.pow(places);
    if e >= 0 {
        // A whole number: its digits, and zeros after the point.
        let whole = if e <= 74 {
            (m << e).to_string()
        } else {
            doubled(m, e.unsigned_abs())
        };
        let zeros = "0".repeat(places as usize);
        let point = if places == 0 { "" } else { "." };
        return format!("{sign}{whole}{point}{zeros}");
    }
    // m * scale < 2^53 * 10^8 < 2^80: exact, and the shift is exact below 128.
    let n = m * scale;
    let k = e.unsigned_abs();
    let scaled = if k >= 100 {
        // Below 2^-47 of a unit, and never a half: 0.
        0
    } else {
        let q = n >> k;
        let r = n & ((1u128 << k) - 1);
        let half = 1u128 << (k - 1);
        if r > half || (r == half && q % 2 == 1) {
            q + 1
        } else {
            q
        }
    };
    let whole = scaled / scale;
    if places == 0 {
        return format!("{sign}{whole}");
    }
    let part = scaled % scale;
    format!("{sign}{whole}.{part:0width$}", width = places as usize)
}

/// The decimal digits of `m * 2^e` (a double's whole value beyond 2^127).
fn doubled(m: u128, e: u32) -> String {
    // Little-endian decimal digits, doubled e times.
    let mut digits: Vec<u8> = m.to_string().bytes().rev().map(|b| b - b'0').collect();
    for _ in 0..e {
        let mut carry = 0;
        for d in &mut digits {
            let v = *d * 2 + carry;
            *d = v % 10;
            carry = v / 10;
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    digits.iter().rev().map(|d| char::from(b'0' + d)).collect()
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
