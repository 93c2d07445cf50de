//! The interface's languages: English, Turkish and Persian (right to left).
//!
//! The English text is the key: `t(lang, "Undo")` gives the Turkish or Persian text, and
//! falls back to the English when a string has no translation (never a panic). Strings
//! with values in them use `{}` placeholders filled in order by [`tf`]. Game terms
//! (*binikh*, *nki*, *boma*, *casitas*) are kept in their own language in every
//! translation, with a gloss. The board itself never mirrors: only the page's text runs
//! right to left in Persian; South's holes and the sowing direction stay where they are.

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Turkish.
    Tr,
    /// Persian (written right to left).
    Fa,
}

impl Lang {
    /// Every language, in the switcher's order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Tr, Lang::Fa];

    /// The BCP 47 code: `en`, `tr`, `fa`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Fa => "fa",
        }
    }

    /// The language named by a code or a browser language tag (`tr`, `tr-TR`, `FA-ir`,
    /// `en_GB`); `None` for any other language.
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "tr" => Some(Lang::Tr),
            "fa" | "per" | "fas" => Some(Lang::Fa),
            _ => None,
        }
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
}

/// Every translated string: the English key, the Turkish, the Persian.
const CATALOG: &[(&str, &str, &str)] = &[
    ("Mancala Atlas", "Mancala Atlas", "اطلس منقله"),
    ("Language", "Dil", "زبان"),
];

fn table() -> &'static HashMap<&'static str, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<&'static str, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // The app's strings, then the embed's (src/ui/embed_text.rs).
        CATALOG
            .iter()
            .chain(super::embed_text::CATALOG)
            .map(|&(en, tr, fa)| (en, (tr, fa)))
            .collect()
    })
}

/// Whether `en` has a translation in the catalog.
pub fn has(en: &str) -> bool {
    table().contains_key(en)
}

/// `en` in `lang` (the English itself when it has no translation).
pub fn t(lang: Lang, en: &'static str) -> &'static str {
    match (lang, table().get(en)) {
        (Lang::Tr, Some((tr, _))) => tr,
        (Lang::Fa, Some((_, fa))) => fa,
        _ => en,
    }
}

/// `en` in `lang` with each `{}` replaced by the next value of `args` (in order; a
/// translation may not reorder them). Extra placeholders are left empty.
pub fn tf(lang: Lang, en: &'static str, args: &[&dyn Display]) -> String {
    let template = t(lang, en);
    let mut out = String::with_capacity(template.len() + 16);
    let mut args = args.iter();
    let mut rest = template;
    while let Some(i) = rest.find("{}") {
        out.push_str(&rest[..i]);
        if let Some(a) = args.next() {
            out.push_str(&a.to_string());
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_browser_tags_choose_a_language() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_code("FA_ir"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_browser(&["de-DE", "fa-IR", "en"]), Lang::Fa);
        assert_eq!(Lang::from_browser(&["de-DE"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert!(Lang::Fa.is_rtl() && !Lang::Tr.is_rtl());
    }

    #[test]
    fn catalog_keys_are_unique_and_translated() {
        let mut seen = std::collections::HashSet::new();
        for (en, tr, fa) in CATALOG {
            assert!(seen.insert(en), "{en:?} is in the catalog twice");
            assert!(!tr.trim().is_empty() && !fa.trim().is_empty(), "{en:?}");
            let holes = |s: &str| s.matches("{}").count();
            assert_eq!(holes(en), holes(tr), "{en:?} / {tr:?}: placeholders");
            assert_eq!(holes(en), holes(fa), "{en:?} / {fa:?}: placeholders");
        }
    }

    #[test]
    fn missing_strings_fall_back_to_english_and_placeholders_fill_in_order() {
        assert_eq!(t(Lang::Tr, "not in the catalog"), "not in the catalog");
        assert_eq!(t(Lang::Tr, "Language"), "Dil");
        assert_eq!(tf(Lang::En, "{} to {}", &[&"a1", &3]), "a1 to 3");
        assert_eq!(tf(Lang::En, "{} and {}", &[&1]), "1 and ");
    }
}
