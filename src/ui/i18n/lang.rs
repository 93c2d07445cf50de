//! The languages of the interface ([`Lang`]): their codes, names, direction, plural rule
//! and number writing, and which one a browser asks for.

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default, built in).
    #[default]
    En,
    /// Malagasy (Katro's home, with French).
    Mg,
    /// French (Katro's home, with Malagasy).
    Fr,
    /// Somali (Rio Kadalis's home).
    So,
    /// Spanish (Hoyito III's home).
    Es,
    /// Swahili (Kiothi's home country; the game's own words are Kimeru).
    Sw,
    /// Turkish.
    Tr,
    /// Persian (written right to left).
    Fa,
}

/// A plural form: the language's rule says which a count takes ([`Lang::plural`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// The form of one ("1 move"; in French and Malagasy also 0).
    One,
    /// Every other count's form.
    Other,
}

impl Lang {
    /// Every language, in the switcher's order: English, then the games' homes in the
    /// games' order (Katro: Malagasy and French; Rio Kadalis: Somali; Hoyito III:
    /// Spanish; Kiothi: Swahili), then the languages of the texts the Atlas was made from.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Mg,
        Lang::Fr,
        Lang::So,
        Lang::Es,
        Lang::Sw,
        Lang::Tr,
        Lang::Fa,
    ];

    /// The languages offered to readers (the switcher, `?lang=`, the browser's
    /// languages): only those whose file is complete, every text of the English
    /// catalog translated and none stale (`tests/i18n.rs` fails otherwise, and
    /// `lang-data` refuses to ship one that is not).
    pub const OFFERED: [Lang; 8] = Lang::ALL;

    /// The BCP 47 code: `en`, `mg`, `fr`, `so`, `es`, `sw`, `tr`, `fa`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Mg => "mg",
            Lang::Fr => "fr",
            Lang::So => "so",
            Lang::Es => "es",
            Lang::Sw => "sw",
            Lang::Tr => "tr",
            Lang::Fa => "fa",
        }
    }

    /// The offered language named by a code or a browser language tag (`tr`, `tr-TR`,
    /// `FA-ir`, `en_GB`, `sw-KE`, `fra`); `None` for any other language.
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let lang = match primary.as_str() {
            "en" | "eng" => Lang::En,
            "mg" | "mlg" | "plt" => Lang::Mg,
            "fr" | "fra" | "fre" => Lang::Fr,
            "so" | "som" => Lang::So,
            "es" | "spa" => Lang::Es,
            "sw" | "swa" | "swh" => Lang::Sw,
            "tr" | "tur" => Lang::Tr,
            "fa" | "per" | "fas" => Lang::Fa,
            _ => return None,
        };
        Lang::OFFERED.contains(&lang).then_some(lang)
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter()
            .find_map(|t| Lang::from_code(t.as_ref()))
            .unwrap_or_default()
    }

    /// The language's own name, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Mg => "Malagasy",
            Lang::Fr => "Français",
            Lang::So => "Soomaali",
            Lang::Es => "Español",
            Lang::Sw => "Kiswahili",
            Lang::Tr => "Türkçe",
            Lang::Fa => "فارسی",
        }
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The HTML `dir` value: `ltr` or `rtl`.
    pub fn dir(self) -> &'static str {
        if self.is_rtl() {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The plural form a count of `n` takes (CLDR's rules for whole numbers, which are
    /// all the app counts): one for 1 (in French, Malagasy and Persian also for 0),
    /// other for the rest. Malagasy, Turkish and Persian nouns do not change with the
    /// number, nor do Swahili's N-class nouns and Somali's after a numeral, but the two
    /// forms are there for any sentence whose words do (Swahili *shimo* / *mashimo*).
    pub fn plural(self, n: u64) -> Plural {
        self.plural_of(n, false)
    }

    /// The plural form of a number whose whole part is `whole`, with a fraction or not
    /// (the hint's estimates, "+1.5 seeds"): French takes the one form for every number
    /// below 2 (CLDR: i = 0,1), the others only for exactly 1 (and Persian also 0).
    pub fn plural_of(self, whole: u64, fraction: bool) -> Plural {
        let one = match self {
            Lang::Fr => whole <= 1,
            Lang::Mg => whole <= 1 && !fraction,
            Lang::Fa => whole == 0 || (whole == 1 && !fraction),
            Lang::En | Lang::So | Lang::Es | Lang::Sw | Lang::Tr => whole == 1 && !fraction,
        };
        if one {
            Plural::One
        } else {
            Plural::Other
        }
    }

    /// The sign before a number's decimals: a comma in French, Spanish, Malagasy and
    /// Turkish, a point in English, Somali, Swahili and Persian (whose digits the app
    /// writes in Latin, as the notation's).
    pub fn decimal_sign(self) -> char {
        match self {
            Lang::Fr | Lang::Es | Lang::Mg | Lang::Tr => ',',
            Lang::En | Lang::So | Lang::Sw | Lang::Fa => '.',
        }
    }

    /// Whether the language's dates come from the browser's own formatting: Persian's,
    /// whose readers count in the Solar Hijri calendar (Chromium, Firefox and Safari all
    /// have it), with Latin digits. The others are written by [`date`].
    pub fn browser_dates(self) -> bool {
        self == Lang::Fa
    }

    /// The browser's locale for [`Lang::browser_dates`]: the language with Latin digits.
    pub fn date_locale(self) -> &'static str {
        match self {
            Lang::Fa => "fa-u-nu-latn",
            other => other.code(),
        }
    }
}
