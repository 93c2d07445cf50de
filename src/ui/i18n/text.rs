//! The installed strings: each language's text by key, installed from its data file (or
//! compiled in with the `translations` feature), and the lookups that answer in a
//! language ([`t`], [`tf`], [`tn`]), falling back to the English.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Display;

use super::fill::fill;
use super::format::{id_key, name_key, text_key};
use super::lang::{Lang, Plural};

thread_local! {
    // Each language's text installed from its data file, by key (`format.rs`):
    // leaked, as it lives as long as the page.
    static INSTALLED: RefCell<HashMap<Lang, &'static HashMap<u64, &'static str>>> =
        RefCell::new(HashMap::new());
}

/// Installs `lang`'s texts (each under its key, `format.rs`) in place of any
/// installed before: from then on [`t`] and the others answer in `lang`.
/// `data.rs` reads the data files.
pub fn install_text(lang: Lang, texts: Vec<(u64, String)>) {
    let texts: HashMap<u64, &'static str> = texts
        .into_iter()
        .map(|(k, v)| (k, &*Box::leak(v.into_boxed_str())))
        .collect();
    let texts: &'static HashMap<u64, &'static str> = Box::leak(Box::new(texts));
    INSTALLED.with(|l| l.borrow_mut().insert(lang, texts));
}

/// Whether text of `lang` has been installed ([`install_text`]).
pub fn installed(lang: Lang) -> bool {
    INSTALLED.with(|l| l.borrow().contains_key(&lang))
}

/// The translator's file of `lang` as compiled in (the `translations` feature; none for
/// English, which is the catalog itself).
#[cfg(feature = "translations")]
pub fn source(lang: Lang) -> Option<&'static str> {
    Some(match lang {
        Lang::En => return None,
        Lang::Mg => include_str!("lang/mg.txt"),
        Lang::Fr => include_str!("lang/fr.txt"),
        Lang::So => include_str!("lang/so.txt"),
        Lang::Es => include_str!("lang/es.txt"),
        Lang::Sw => include_str!("lang/sw.txt"),
        Lang::Tr => include_str!("lang/tr.txt"),
        Lang::Fa => include_str!("lang/fa.txt"),
    })
}

/// The compiled-in texts of each language of [`Lang::ALL`], read when first asked for.
#[cfg(feature = "translations")]
static TABLES: [std::sync::OnceLock<HashMap<u64, &'static str>>; 8] =
    [const { std::sync::OnceLock::new() }; 8];

/// `lang`'s compiled-in texts by key, read from its file when first asked for.
#[cfg(feature = "translations")]
fn built_in(lang: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    let at = Lang::ALL.iter().position(|&l| l == lang)?;
    let text = source(lang)?;
    Some(TABLES[at].get_or_init(|| {
        let src = super::format::read_source(text)
            .unwrap_or_else(|e| panic!("src/ui/i18n/lang/{}.txt: {e}", lang.code()));
        let src: &'static super::format::Source = Box::leak(Box::new(src));
        src.keyed().into_iter().collect()
    }))
}

#[cfg(not(feature = "translations"))]
fn built_in(_: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    None
}

/// `lang`'s compiled-in texts if they have been read already (never reads them).
#[cfg(feature = "translations")]
fn built_in_read(lang: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    TABLES[Lang::ALL.iter().position(|&l| l == lang)?].get()
}

#[cfg(not(feature = "translations"))]
fn built_in_read(_: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    None
}

/// `en` in `lang` as [`text`] finds it, by a lookup that cannot panic — for a panic hook
/// (`crate::ui::platform::crash`), which may run while the installed strings are being
/// changed: the installed text, else the compiled-in one if it has been read already;
/// `None` for English, and when the lookup cannot be made now.
pub fn text_now(lang: Lang, en: &str) -> Option<&'static str> {
    if lang == Lang::En {
        return None;
    }
    let installed = INSTALLED
        .try_with(|l| l.try_borrow().ok().and_then(|l| l.get(&lang).copied()))
        .ok()
        .flatten();
    installed
        .or_else(|| built_in_read(lang))?
        .get(&text_key(en))
        .copied()
}

/// Whether `lang`'s text is compiled in (English always; every language with the
/// `translations` feature), so that nothing has to be fetched for it.
pub fn built_in_lang(lang: Lang) -> bool {
    lang == Lang::En || built_in(lang).is_some()
}

/// The text under `key` in `lang`: installed from its data file, else compiled in.
fn lookup(lang: Lang, key: u64) -> Option<&'static str> {
    if lang == Lang::En {
        return None;
    }
    let table = INSTALLED
        .with(|l| l.borrow().get(&lang).copied())
        .or_else(|| built_in(lang))?;
    table.get(&key).copied()
}

/// `en` in `lang` (the English itself when it has no translation).
pub fn t(lang: Lang, en: &'static str) -> &'static str {
    text(lang, en).unwrap_or(en)
}

/// `en` in `lang`, if `lang`'s file has it (never for English).
pub fn text(lang: Lang, en: &str) -> Option<&'static str> {
    lookup(lang, text_key(en))
}

/// The rules-panel text `id` in `lang`, translated from `en`: the English itself when
/// `lang`'s file has no translation of this English (none, or one made from an earlier
/// English: a stale one).
pub fn id_text(lang: Lang, id: &str, en: &'static str) -> &'static str {
    lookup(lang, id_key(id, en)).unwrap_or(en)
}

/// A named entry of `lang`'s file: a glossary term (`term.kiothi.warrior`), its source
/// (`term.kiothi.warrior/source`), the draft note (`note`).
pub fn named(lang: Lang, name: &str) -> Option<&'static str> {
    lookup(lang, name_key(name))
}

/// `en` in `lang` with its placeholders filled from `args` ([`fill`]).
pub fn tf(lang: Lang, en: &'static str, args: &[&dyn Display]) -> String {
    fill(t(lang, en), args)
}

/// A sentence about a count `n` in `lang`: `one` or `other` (English texts, both with
/// their placeholders: `"{} move"`, `"{} moves"`) as `lang`'s plural rule says for `n`
/// ([`Lang::plural`]: French says "0 coup"), filled from `args`.
pub fn tn(
    lang: Lang,
    n: u64,
    one: &'static str,
    other: &'static str,
    args: &[&dyn Display],
) -> String {
    let en = match lang.plural(n) {
        Plural::One => one,
        Plural::Other => other,
    };
    tf(lang, en, args)
}
