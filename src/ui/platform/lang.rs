//! The reader's language, read in one place: the address's `?lang=`, the choice kept by
//! the language switch ([`KEY`]), the browser's languages. Every page of the Atlas — the
//! app, the light start screen, a figure and its first drawing — opens in the language
//! these say.

use super::query;
use crate::ui::i18n::Lang;

/// Where the language chosen with the switch is kept (local storage).
pub const KEY: &str = "mancala-atlas-lang";

/// The language asked for in a query (`?lang=fr`), if it names one: so that an error in
/// the other parameters is explained in the reader's language.
pub fn of_query(query: &str) -> Option<Lang> {
    query::value(query, "lang")?
        .ok()
        .and_then(|code| Lang::from_code(&code))
}

/// The language a page whose address asks nothing else opens in (a figure): the
/// address's `?lang=`, else the browser's first the Atlas has, else English.
pub fn of_page(query: &str, languages: &[String]) -> Lang {
    of_query(query).unwrap_or_else(|| Lang::from_browser(languages))
}

/// The language saved by the switch (`saved`, the value kept under [`KEY`]), if it is
/// one the Atlas offers.
fn kept(saved: Option<&str>) -> Option<Lang> {
    saved.and_then(|code| Lang::OFFERED.into_iter().find(|l| l.code() == code.trim()))
}

/// The language a page of the app opens in: the address's `?lang=` (`search`), else the
/// one saved by the language switch (`saved`, the value kept under [`KEY`]), else the
/// browser's first the app has (`languages`), else English.
pub fn initial(search: &str, saved: Option<&str>, languages: &[String]) -> Lang {
    of_query(search)
        .or_else(|| kept(saved))
        .unwrap_or_else(|| Lang::from_browser(languages))
}

/// The language to keep when a page opens with the address `search` and the saved
/// choice `saved`: the address's `?lang=` on a first visit (nothing saved yet), so that
/// the reader who came by a link in their language finds it again on the plain address;
/// never over a choice already kept, which a link does not override (the switch does).
pub fn to_keep(search: &str, saved: Option<&str>) -> Option<Lang> {
    match kept(saved) {
        Some(_) => None,
        None => of_query(search),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_s_language_is_read_when_it_names_one() {
        assert_eq!(of_query("?game=chess&lang=tr"), Some(Lang::Tr));
        assert_eq!(of_query("game=chess"), None);
    }

    #[test]
    fn the_language_is_the_address_s_then_the_saved_then_the_browser_s() {
        let b = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(initial("?lang=fa", Some("tr"), &b(&["en"])), Lang::Fa);
        assert_eq!(initial("?x=1&lang=tr", None, &b(&[])), Lang::Tr);
        assert_eq!(initial("?lang=xx", Some(" tr "), &b(&["fa"])), Lang::Tr);
        assert_eq!(initial("", Some("de"), &b(&["fa-IR", "en"])), Lang::Fa);
        assert_eq!(initial("", None, &b(&["de"])), Lang::En);
        assert_eq!(initial("", None, &b(&["sw-KE", "en"])), Lang::Sw);
    }

    #[test]
    fn the_address_s_language_is_kept_on_a_first_visit_only() {
        assert_eq!(to_keep("?lang=tr", None), Some(Lang::Tr));
        assert_eq!(to_keep("?game=x&lang=fa", Some("")), Some(Lang::Fa));
        assert_eq!(
            to_keep("?lang=tr", Some("xx")),
            Some(Lang::Tr),
            "nothing valid kept"
        );
        assert_eq!(
            to_keep("?lang=tr", Some("fa")),
            None,
            "a choice of one's own stays"
        );
        assert_eq!(to_keep("", None), None);
        assert_eq!(to_keep("?lang=de", None), None);
    }
}
