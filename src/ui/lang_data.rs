//! Turkish and Persian as data: what the web build fetches instead of compiling in.
//!
//! With the crate's `translations` feature (the default: native builds, the tests, the
//! CLI) every catalog ([`crate::catalog!`]) and the rules text of every language are
//! compiled in. The web build (Trunk, `scripts/figure.sh`) turns it off: only the English
//! is in the wasm, and a page whose reader reads Turkish or Persian fetches that one
//! language's data file, `lang-tr.json` or `lang-fa.json`, which the build writes next to
//! the app (`src/bin/lang-data.rs`, from the same catalogs: [`data_file`]). So a figure
//! or the app in English downloads no other language, and a reader of one language
//! downloads only that one.
//!
//! A data file is `{"lang": "tr", "strings": {"<key>": "…"}, "rules": {...}}`: the
//! translation of each of the catalog's English texts under the key of that English
//! ([`key`], a hash), and each game's rules text. A text is found by its English, so a
//! file needs no list of the English in the binary (a figure's first drawing carries only
//! the few texts it draws), and a file of another build still fits where its English is
//! the same: a text whose English changed is shown in English. Until a language's file
//! has arrived — or if it never does — its text is the English (never a panic, never a
//! blank). The strings are installed apart from the rules text ([`install_strings`]):
//! what uses no rules text links none.
//!
//! The installed text is kept by what reads it, below this file: the strings by
//! `i18n.rs` ([`i18n::install_text`]), the rules text by `rules_text.rs`
//! ([`rules_text::install`]). This file reads, writes and fetches the data files.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::i18n::{self, Lang};
use super::rules_text::{self, GameInfo, OptionInfo};

pub use super::i18n::{key, text};
use crate::engine::GameId;

/// The data file's name for `lang` (`lang-tr.json`), next to the app's files.
pub fn file_name(lang: Lang) -> String {
    format!("lang-{}.json", lang.code())
}

/// Whether `lang`'s text is in the binary (English always; all three with the
/// `translations` feature), so that nothing has to be fetched for it.
pub fn built_in(lang: Lang) -> bool {
    lang == Lang::En || cfg!(feature = "translations")
}

/// The rules text of one game as the data file holds it (the options and their choices
/// are the engine's, in its order: only their labels are written).
#[derive(Serialize, Deserialize)]
struct RulesData {
    place: String,
    special: String,
    rules: Vec<String>,
    house: Vec<String>,
    sources: Vec<String>,
    not_taken: Vec<String>,
    /// Each option's label and its choices' labels.
    options: Vec<(String, Vec<String>)>,
}

#[derive(Serialize, Deserialize)]
struct DataFile {
    lang: String,
    strings: HashMap<String, String>,
    rules: HashMap<String, RulesData>,
}

/// Whether `lang` can be shown in full now: built in, or its data file installed.
pub fn ready(lang: Lang) -> bool {
    built_in(lang) || i18n::installed(lang)
}

/// `game`'s rules text in `lang` from its installed data file, if any.
pub fn rules(lang: Lang, game: GameId) -> Option<GameInfo> {
    rules_text::installed(lang, game)
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_all(v: Vec<String>) -> &'static [&'static str] {
    Box::leak(
        v.into_iter()
            .map(leak)
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    )
}

/// `data`'s rules text, shaped as the English `en` (as many options and choices), or why
/// not.
fn rules_info(game: GameId, data: RulesData, en: GameInfo) -> Result<GameInfo, String> {
    let shape = |what: &str, a: usize, b: usize| {
        if a == b {
            Ok(())
        } else {
            Err(format!(
                "{}: {what}: {a} in the file, {b} in English",
                game.id()
            ))
        }
    };
    shape("options", data.options.len(), en.options.len())?;
    let mut options = Vec::new();
    for (k, ((label, choices), o)) in data.options.into_iter().zip(en.options).enumerate() {
        let key = game.options().get(k).map_or("", |s| s.key);
        shape(key, choices.len(), o.choices.len())?;
        let choices = choices.into_iter().map(leak).collect::<Vec<_>>();
        options.push(OptionInfo {
            label: leak(label),
            choices: Box::leak(choices.into_boxed_slice()),
        });
    }
    Ok(GameInfo {
        place: leak(data.place),
        special: leak(data.special),
        rules: leak_all(data.rules),
        house: leak_all(data.house),
        sources: leak_all(data.sources),
        not_taken: leak_all(data.not_taken),
        options: Box::leak(options.into_boxed_slice()),
    })
}

/// Reads `lang`'s data file (`json`) and installs it: from then on [`text`] and
/// [`rules`] answer in `lang`. A file that is not JSON, is of another language, or whose
/// rules text does not fit the game's is refused whole, with the reason, and nothing
/// changes.
pub fn install(lang: Lang, json: &str) -> Result<(), String> {
    let data = read(lang, json)?;
    let mut rules = HashMap::new();
    let mut by_id = data.rules;
    for game in GameId::ALL {
        if let Some(d) = by_id.remove(game.id()) {
            rules.insert(game, rules_info(game, d, super::rules_text::info(game))?);
        }
    }
    i18n::install_text(lang, data.strings);
    rules_text::install(lang, rules);
    Ok(())
}

/// Installs the strings of `lang`'s data file (`json`) and not its rules text: from then
/// on [`text`] answers in `lang` ([`rules`] only after [`install`]). Refused as
/// [`install`] refuses. Read as a JSON value, which the engine reads positions with: no
/// code of its own for the file's shape (a figure's first drawing is meant to be small).
pub fn install_strings(lang: Lang, json: &str) -> Result<(), String> {
    let not_one = |why: String| format!("{}: not a language file: {why}", file_name(lang));
    let data: serde_json::Value = serde_json::from_str(json).map_err(|e| not_one(e.to_string()))?;
    let code = data.get("lang").and_then(|l| l.as_str()).unwrap_or("");
    if code != lang.code() {
        return Err(format!("{}: the file is for \"{code}\"", file_name(lang)));
    }
    let strings = data
        .get("strings")
        .and_then(|s| s.as_object())
        .ok_or_else(|| not_one("no strings".into()))?
        .iter()
        .filter_map(|(key, text)| Some((key.clone(), text.as_str()?.to_string())))
        .collect();
    i18n::install_text(lang, strings);
    Ok(())
}

/// A data file of `lang`, or why not.
fn read(lang: Lang, json: &str) -> Result<DataFile, String> {
    let data: DataFile = serde_json::from_str(json)
        .map_err(|e| format!("{}: not a language file: {e}", file_name(lang)))?;
    if data.lang != lang.code() {
        return Err(format!(
            "{}: the file is for \"{}\"",
            file_name(lang),
            data.lang
        ));
    }
    Ok(data)
}

/// `lang`'s data file, from the catalogs and the rules text compiled in (the build writes
/// it: `src/bin/lang-data.rs`).
#[cfg(feature = "translations")]
pub fn data_file(lang: Lang) -> String {
    let rules = GameId::ALL
        .iter()
        .map(|&game| {
            let i = super::rules_text::info_in(game, lang);
            let all = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
            let data = RulesData {
                place: i.place.into(),
                special: i.special.into(),
                rules: all(i.rules),
                house: all(i.house),
                sources: all(i.sources),
                not_taken: all(i.not_taken),
                options: i
                    .options
                    .iter()
                    .map(|o| {
                        (
                            o.label.into(),
                            o.choices.iter().map(|&c| c.into()).collect(),
                        )
                    })
                    .collect(),
            };
            (game.id().to_string(), data)
        })
        .collect();
    let data = DataFile {
        lang: lang.code().into(),
        strings: super::i18n::keys()
            .map(|en| {
                (
                    key(en),
                    super::i18n::translate(lang, en).unwrap_or(en).to_string(),
                )
            })
            .collect(),
        rules,
    };
    serde_json::to_string(&data).expect("the data file is plain strings")
}

/// Fetches and installs `lang`'s data file from `base` (the address of the app's files,
/// ending in `/`), unless `lang` is ready already. On failure (offline without a copy, a
/// file of another build) the text stays English, and the reason goes to the console.
#[cfg(target_arch = "wasm32")]
pub async fn load(lang: Lang, base: &str) {
    if ready(lang) {
        return;
    }
    if let Err(e) = fetch_text(&format!("{base}{}", file_name(lang)))
        .await
        .and_then(|json| install(lang, &json))
    {
        web_sys::console::warn_1(&format!("Mancala Atlas: {e}; the text stays English").into());
    }
}

#[cfg(target_arch = "wasm32")]
async fn fetch_text(url: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let why = |e: wasm_bindgen::JsValue| {
        format!(
            "{url}: {}",
            e.as_string().unwrap_or_else(|| format!("{e:?}"))
        )
    };
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(why)?
        .dyn_into()
        .map_err(why)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    JsFuture::from(response.text().map_err(why)?)
        .await
        .map_err(why)?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}

/// Calls `then` once `lang`'s text is in: at once when it is built in or installed, else
/// after its data file has been fetched from `base` (or has failed to come: then the
/// text is English). A page switches language through this, so that it is never drawn
/// half in the old language and half in English.
#[cfg(target_arch = "wasm32")]
pub fn when_ready(lang: Lang, base: String, then: impl FnOnce() + 'static) {
    if ready(lang) {
        then();
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            load(lang, &base).await;
            then();
        });
    }
}

#[cfg(all(test, feature = "translations"))]
mod tests {
    use super::*;
    use crate::ui::i18n::{self, t};

    #[test]
    fn a_data_file_installs_and_answers_as_the_compiled_catalog_does() {
        for lang in [Lang::Tr, Lang::Fa] {
            install(lang, &data_file(lang)).unwrap();
            for en in i18n::keys() {
                assert_eq!(text(lang, en).unwrap_or(en), t(lang, en), "{en:?}");
            }
            for game in GameId::ALL {
                let (file, built) = (
                    rules(lang, game).unwrap(),
                    super::super::rules_text::info_in(game, lang),
                );
                assert_eq!(file.rules, built.rules);
                assert_eq!((file.place, file.special), (built.place, built.special));
                assert_eq!(file.house, built.house);
                assert_eq!(file.sources, built.sources);
                assert_eq!(file.not_taken, built.not_taken);
                for (a, b) in file.options.iter().zip(built.options) {
                    assert_eq!((a.label, a.choices), (b.label, b.choices));
                }
                assert_eq!(file.options.len(), built.options.len());
            }
        }
    }

    #[test]
    fn a_wrong_data_file_is_refused_whole_with_its_reason() {
        let tr = data_file(Lang::Tr);
        let refused = |json: &str| install(Lang::Fa, json).unwrap_err();
        assert!(refused("not json").contains("not a language file"));
        assert!(refused(&tr).contains("the file is for \"tr\""));
        assert!(install_strings(Lang::Fa, &tr)
            .unwrap_err()
            .contains("the file is for \"tr\""));
        let mut short: serde_json::Value = serde_json::from_str(&data_file(Lang::Fa)).unwrap();
        short["rules"]["katro"]["options"] = serde_json::json!([]);
        assert!(refused(&short.to_string()).contains("katro: options"));
        // Nothing was installed by the refusals (each test has a thread of its own).
        assert!(!i18n::installed(Lang::Fa));
        assert!(GameId::ALL.iter().all(|&g| rules(Lang::Fa, g).is_none()));
    }

    #[test]
    fn every_english_text_has_a_key_of_its_own() {
        let mut seen = HashMap::new();
        for en in i18n::keys() {
            if let Some(other) = seen.insert(key(en), en) {
                assert_eq!(other, en, "two texts with one key");
            }
        }
    }

    #[test]
    fn a_file_of_another_build_fits_where_the_english_is_the_same() {
        // A build whose catalog lost or changed a text: the others still read.
        let mut file: serde_json::Value = serde_json::from_str(&data_file(Lang::Tr)).unwrap();
        let strings = file["strings"].as_object_mut().unwrap();
        strings.remove(&key("Opening position"));
        strings.insert(key("A text of another build"), "Başka".into());
        install_strings(Lang::Tr, &file.to_string()).unwrap();
        assert_eq!(text(Lang::Tr, "Opening position"), None);
        assert_eq!(text(Lang::Tr, "A text of another build"), Some("Başka"));
        assert_eq!(
            text(Lang::Tr, "Back one move"),
            Some(i18n::t(Lang::Tr, "Back one move"))
        );
        assert!(
            rules(Lang::Tr, "katro".parse().expect("a game")).is_none(),
            "strings only"
        );
    }
}
