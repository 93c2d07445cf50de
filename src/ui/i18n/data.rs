//! The languages as data: what the web build fetches instead of compiling in, and what
//! tells a translator what is left to do.
//!
//! Every language but English is one file that translators edit, `src/ui/i18n/lang/xx.txt`
//! (its format: `src/ui/i18n/lang/README.md`). With the crate's `translations` feature (the
//! default: native builds, the tests, the CLI) the files are compiled in. The web build
//! (Trunk, `scripts/figure.sh`) turns it off: only the English is in the wasm, and a page
//! whose reader reads another language fetches that one language's shipped file,
//! `lang-fr.txt`, which the build writes next to the app (`src/bin/lang-data.rs`:
//! [`data_file`], each text under its key, without the English). So a figure or the app
//! in English downloads no other language, and a reader of one language downloads only
//! that one.
//!
//! A text is found by its key (`format.rs`), so a file needs no list of the English
//! in the binary (a figure's first drawing carries only the few texts it draws), and a
//! file of another build still fits where its English is the same: a text whose English
//! changed is shown in English. Until a language's file has arrived — or if it never
//! does — its text is the English (never a panic, never a blank).
//!
//! [`report`] and [`sync`] (`lang-data --report`, `--sync`) say, per language, which
//! texts are missing, stale (translated from an English that has changed since),
//! obsolete (whose English is no longer the app's) or whose placeholders do not fit.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::format::{self, Entry};
use crate::ui::i18n::{self, Lang};

/// The shipped data file's name for `lang` (`lang-fr.txt`), next to the app's files.
pub fn file_name(lang: Lang) -> String {
    format!("lang-{}.txt", lang.code())
}

/// The translator's file of `lang` in the source tree (`src/ui/i18n/lang/fr.txt`).
pub fn source_path(lang: Lang) -> String {
    format!("src/ui/i18n/lang/{}.txt", lang.code())
}

/// Whether `lang`'s text is in the binary (English always; all with the `translations`
/// feature), so that nothing has to be fetched for it.
pub fn built_in(lang: Lang) -> bool {
    i18n::built_in_lang(lang)
}

/// Whether `lang` can be shown in full now: built in, or its data file installed.
pub fn ready(lang: Lang) -> bool {
    built_in(lang) || i18n::installed(lang)
}

/// Reads `lang`'s shipped data file (`text`) and installs it: from then on the
/// interface, the rules panel and the glossary answer in `lang`. A file that is not one,
/// or is of another language, is refused whole, with the reason, and nothing changes.
pub fn install(lang: Lang, text: &str) -> Result<(), String> {
    let texts =
        format::read_shipped(lang.code(), text).map_err(|e| format!("{}: {e}", file_name(lang)))?;
    i18n::install_text(lang, texts);
    Ok(())
}

/// `lang`'s shipped data file, from its translator's file (`source`): every translated
/// text under its key.
///
/// # Errors
/// The translator's file cannot be read (its line and why).
pub fn data_file(lang: Lang, source: &str) -> Result<String, String> {
    let src = format::read_source(source).map_err(|e| format!("{}: {e}", source_path(lang)))?;
    if src.lang != lang.code() {
        return Err(format!("{}: it says lang: {}", source_path(lang), src.lang));
    }
    Ok(format::write_shipped(lang.code(), &src.keyed()))
}

/// The line of `static/boot.js` that the build replaces with [`boot_table`].
pub const BOOT_PLACEHOLDER: &str = "const WORDS = {};";

/// What the page says before its wasm has come, in every language offered but English
/// (the page's own): a line of JavaScript, `const WORDS = {"fr":{…},…};`, each language
/// with its direction, the page's name, the loading frame's note and the loader's
/// failure (`{}`: the reason). About a kilobyte: the page's loader carries it rather than
/// fetch a language's whole file before it can say "Loading".
pub fn boot_table() -> String {
    let table: serde_json::Map<String, serde_json::Value> = Lang::OFFERED
        .into_iter()
        .filter(|&l| l != Lang::En)
        .map(|l| {
            let words = serde_json::json!({
                "dir": l.dir(),
                "title": i18n::t(l, "Mancala Atlas"),
                "loading": i18n::t(l, "Loading the boards…"),
                "failed": i18n::t(l, "Mancala Atlas could not start: {}. Reloading the page may help."),
            });
            (l.code().to_string(), words)
        })
        .collect();
    format!("const WORDS = {};", serde_json::Value::Object(table))
}

/// `boot.js` (`js`, as the build copied it) with [`boot_table`] in place of its one
/// [`BOOT_PLACEHOLDER`] line.
///
/// # Errors
/// The file has no such line, or more than one.
pub fn with_boot_table(js: &str) -> Result<String, String> {
    let count = js.lines().filter(|l| l.trim() == BOOT_PLACEHOLDER).count();
    if count != 1 {
        return Err(format!(
            "boot.js must hold exactly one line {BOOT_PLACEHOLDER:?} (found {count})"
        ));
    }
    let table = boot_table();
    let mut out: String = js
        .lines()
        .map(|l| {
            if l.trim() == BOOT_PLACEHOLDER {
                table.as_str()
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    if js.ends_with('\n') {
        out.push('\n');
    }
    Ok(out)
}

/// What the app asks of a language's file: the catalog's English texts, every game's
/// rules-panel texts by id, every glossary term. The app says it
/// (`crate::ui::app::words::wanted`): every feature registers its own texts there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wanted {
    /// The catalog's English, in order.
    pub texts: Vec<&'static str>,
    /// The rules-panel ids, in order, with their English and whether they may be left out.
    pub ids: Vec<(String, &'static str, bool)>,
    /// The glossary's term ids (`kiothi.warrior`, then the shared words: `all.hole`), in
    /// order.
    pub terms: Vec<String>,
}

/// What a language's file lacks and what is wrong in it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The language.
    pub lang: String,
    /// How many texts the app asks for (the catalog, the rules panels, the glossary).
    pub wanted: usize,
    /// How many of them the file translates, not stale.
    pub done: usize,
    /// Texts with no translation (the English, an id, a term).
    pub missing: Vec<String>,
    /// Rules-panel ids translated from an English that has changed since.
    pub stale: Vec<String>,
    /// Entries the app no longer has (their line and what they are).
    pub obsolete: Vec<String>,
    /// Translations whose placeholders are not the English's, texts given twice, terms
    /// without a source.
    pub wrong: Vec<String>,
    /// Translations identical to their English (names, citations, numbers: to look over).
    pub same_as_english: Vec<String>,
    /// Texts that use a word the file's glossary forbids (`forbid:`): to mend.
    pub forbidden: Vec<String>,
    /// Whether the file is a draft (it has a `note:`).
    pub draft: bool,
}

impl Report {
    /// Whether the app may offer the language: nothing missing, stale or wrong.
    pub fn complete(&self) -> bool {
        self.missing.is_empty() && self.stale.is_empty() && self.wrong.is_empty()
    }

    /// The report as lines for a translator.
    pub fn lines(&self, verbose: bool) -> String {
        let mut out = format!(
            "{}: {} of {} texts{}{}\n",
            self.lang,
            self.done,
            self.wanted,
            if self.complete() {
                ", complete"
            } else {
                ", incomplete"
            },
            if self.draft {
                " (a draft: it has a note:)"
            } else {
                ""
            }
        );
        let mut list = |what: &str, items: &[String], always: bool| {
            if items.is_empty() {
                return;
            }
            out.push_str(&format!("  {} {what}\n", items.len()));
            if always || verbose {
                for i in items {
                    out.push_str(&format!("    {i}\n"));
                }
            }
        };
        list("missing", &self.missing, true);
        list("stale (the English changed)", &self.stale, true);
        list("wrong", &self.wrong, true);
        list("obsolete (no longer the app's)", &self.obsolete, true);
        list("with a word the glossary forbids", &self.forbidden, true);
        list("the same as the English", &self.same_as_english, verbose);
        out
    }
}

/// The set of argument indices a template uses.
fn slots(s: &str) -> BTreeSet<usize> {
    i18n::placeholders(s).into_iter().collect()
}

/// `lang`'s file (`source`, its text) against what the app asks (`w`).
///
/// # Errors
/// The file cannot be read (its line and why), or is another language's.
pub fn report(lang: Lang, source: &str, w: &Wanted) -> Result<Report, String> {
    let src = format::read_source(source).map_err(|e| format!("{}: {e}", source_path(lang)))?;
    if src.lang != lang.code() {
        return Err(format!("{}: it says lang: {}", source_path(lang), src.lang));
    }
    let texts: BTreeSet<&str> = w.texts.iter().copied().collect();
    let ids: HashMap<&str, &str> = w.ids.iter().map(|(id, en, _)| (id.as_str(), *en)).collect();
    let terms: BTreeSet<&str> = w.terms.iter().map(String::as_str).collect();
    let mut r = Report {
        lang: lang.code().to_string(),
        wanted: w.texts.len() + w.ids.iter().filter(|i| !i.2).count() + w.terms.len(),
        draft: src.note.is_some(),
        forbidden: src.forbidden_uses(),
        ..Report::default()
    };
    let mut have: BTreeMap<String, usize> = BTreeMap::new();
    let mut stale = BTreeSet::new();
    for e in &src.entries {
        let (line, _) = e.lines();
        let (key, en, text) = match e {
            Entry::Text { en, text, .. } => {
                if !texts.contains(en.as_str()) {
                    r.obsolete.push(format!("line {line}: en: {en}"));
                    continue;
                }
                (en.clone(), en.as_str(), text.as_str())
            }
            Entry::Id { id, en, text, .. } => {
                let Some(&now) = ids.get(id.as_str()) else {
                    r.obsolete.push(format!("line {line}: id: {id}"));
                    continue;
                };
                if now != en {
                    r.stale.push(format!("line {line}: {id}"));
                    stale.insert(id.clone());
                    continue;
                }
                (format!("id: {id}"), now, text.as_str())
            }
            Entry::Term {
                id, word, source, ..
            } => {
                if !terms.contains(id.as_str()) {
                    r.obsolete.push(format!("line {line}: term: {id}"));
                    continue;
                }
                if source.is_empty() && !word.is_empty() {
                    r.wrong.push(format!("line {line}: term {id} has no source: line (`source: none` if no source gives a word)"));
                }
                (format!("term: {id}"), "", word.as_str())
            }
        };
        if text.is_empty() {
            continue;
        }
        if let Some(first) = have.insert(key.clone(), line) {
            r.wrong
                .push(format!("line {line}: {key} again (first at line {first})"));
        }
        if !key.starts_with("term: ") && slots(text) != slots(en) {
            r.wrong.push(format!(
                "line {line}: the placeholders of {text:?} are not those of {en:?}"
            ));
        }
        if text == en && !en.is_empty() {
            r.same_as_english.push(format!("line {line}: {key}"));
        }
    }
    for en in &w.texts {
        if !have.contains_key(*en) {
            r.missing.push(format!("en: {en}"));
        }
    }
    for (id, _, optional) in &w.ids {
        if !optional && !stale.contains(id) && !have.contains_key(&format!("id: {id}")) {
            r.missing.push(format!("id: {id}"));
        }
    }
    for t in &w.terms {
        if !have.contains_key(&format!("term: {t}")) {
            r.missing.push(format!("term: {t}"));
        }
    }
    r.done = have.len()
        - w.ids
            .iter()
            .filter(|(id, _, optional)| *optional && have.contains_key(&format!("id: {id}")))
            .count();
    Ok(r)
}

/// `lang`'s file (`source`) brought up to the app's texts, for its translator: each
/// stale translation commented out with the English it was made from, under the new
/// English and an empty translation; each obsolete entry commented out; each missing
/// text added at the end with its English and an empty translation. Nothing is lost,
/// and the file stays in its order.
///
/// # Errors
/// As [`report`].
pub fn sync(lang: Lang, source: &str, w: &Wanted) -> Result<String, String> {
    let src = format::read_source(source).map_err(|e| format!("{}: {e}", source_path(lang)))?;
    let r = report(lang, source, w)?;
    let ids: HashMap<&str, &str> = w.ids.iter().map(|(id, en, _)| (id.as_str(), *en)).collect();
    let texts: BTreeSet<&str> = w.texts.iter().copied().collect();
    let terms: BTreeSet<&str> = w.terms.iter().map(String::as_str).collect();
    let code = lang.code();
    let mut lines: Vec<Vec<String>> = source.lines().map(|l| vec![l.to_string()]).collect();
    let comment = |lines: &mut Vec<Vec<String>>, (from, to): (usize, usize), why: &str| {
        for l in &mut lines[from - 1..to] {
            if !l[0].starts_with('#') && !l[0].trim().is_empty() {
                l[0] = format!("# {why}: {}", l[0]);
            }
        }
    };
    for e in &src.entries {
        match e {
            Entry::Text { en, .. } if !texts.contains(en.as_str()) => {
                comment(&mut lines, e.lines(), "obsolete")
            }
            Entry::Id { id, .. } if !ids.contains_key(id.as_str()) => {
                comment(&mut lines, e.lines(), "obsolete")
            }
            Entry::Term { id, .. } if !terms.contains(id.as_str()) => {
                comment(&mut lines, e.lines(), "obsolete")
            }
            Entry::Id { id, en, .. } if ids[id.as_str()] != en => {
                let (first, last) = e.lines();
                comment(&mut lines, (first + 1, last), "stale");
                lines[last - 1].push(format!("en: {}", format::escape(ids[id.as_str()])));
                lines[last - 1].push(format!("{code}:"));
            }
            _ => {}
        }
    }
    let mut out: Vec<String> = lines.into_iter().flatten().collect();
    // Those the file has already, untranslated, are left where they are.
    let untranslated: BTreeSet<String> = src
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::Text { en, text, .. } if text.is_empty() => Some(format!("en: {en}")),
            Entry::Id { id, text, .. } if text.is_empty() => Some(format!("id: {id}")),
            Entry::Term { id, word, .. } if word.is_empty() => Some(format!("term: {id}")),
            _ => None,
        })
        .collect();
    let missing: Vec<&String> = r
        .missing
        .iter()
        .filter(|m| !untranslated.contains(*m))
        .collect();
    if !missing.is_empty() {
        out.push(String::new());
        out.push(
            "## Missing: added by lang-data --sync (translate, then move them if you like)".into(),
        );
        for m in missing {
            out.push(String::new());
            if let Some(en) = m.strip_prefix("en: ") {
                out.push(format!("en: {}", format::escape(en)));
            } else if let Some(id) = m.strip_prefix("id: ") {
                out.push(format!("id: {id}"));
                out.push(format!("en: {}", format::escape(ids[id])));
            } else if let Some(t) = m.strip_prefix("term: ") {
                out.push(format!("term: {t}"));
                out.push(format!("{code}:"));
                out.push("source: none".into());
                continue;
            }
            out.push(format!("{code}:"));
        }
    }
    let mut text = out.join("\n");
    text.push('\n');
    Ok(text)
}

/// Fetches and installs `lang`'s data file from `base` (the address of the app's files,
/// ending in `/`), unless `lang` is ready already. On failure (offline without a copy, a
/// file of another build) the text stays English, and the reason goes to the console.
#[cfg(target_arch = "wasm32")]
pub async fn load(lang: Lang, base: &str) {
    let _ = fetch_and_install(lang, base).await;
}

/// [`load`], saying whether `lang`'s text is in now, or why not (the address and the
/// reason, also written to the console).
#[cfg(target_arch = "wasm32")]
pub async fn fetch_and_install(lang: Lang, base: &str) -> Result<(), String> {
    if ready(lang) {
        return Ok(());
    }
    let got = fetch_text(&format!("{base}{}", file_name(lang)))
        .await
        .and_then(|text| install(lang, &text));
    if let Err(e) = &got {
        web_sys::console::warn_1(&format!("Mancala Atlas: {e}; the text stays as it was").into());
    }
    got
}

/// The text at `url`, or why it did not come (the address and the reason).
#[cfg(target_arch = "wasm32")]
pub(crate) async fn fetch_text(url: &str) -> Result<String, String> {
    let (response, why) = fetch_ok(url).await?;
    wasm_bindgen_futures::JsFuture::from(response.text().map_err(&why)?)
        .await
        .map_err(why)?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}

/// The answer to a request for `url` when it is a success (2xx), or why not (the address
/// and the reason); with it, how to say a failure reading its body.
#[cfg(target_arch = "wasm32")]
pub(crate) async fn fetch_ok(
    url: &str,
) -> Result<
    (
        web_sys::Response,
        impl Fn(wasm_bindgen::JsValue) -> String + '_,
    ),
    String,
> {
    use wasm_bindgen::JsCast;
    let why = move |e: wasm_bindgen::JsValue| {
        format!(
            "{url}: {}",
            e.as_string().unwrap_or_else(|| format!("{e:?}"))
        )
    };
    let window = web_sys::window().ok_or("no window")?;
    let response: web_sys::Response =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url))
            .await
            .map_err(why)?
            .dyn_into()
            .map_err(why)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    Ok((response, why))
}

/// Calls `then` once `lang`'s text is in (`Ok`): at once when it is built in or
/// installed, else after its data file has been fetched from `base` — or with why not
/// (`Err`, the address and the reason) when it could not be fetched or read, so that the
/// page stays in its language and says so (`ui::shell::switch`). A page switches
/// language through this, so that it is never drawn half in the old language and half in
/// English.
#[cfg(target_arch = "wasm32")]
pub fn when_ready(lang: Lang, base: String, then: impl FnOnce(Result<(), String>) + 'static) {
    if ready(lang) {
        then(Ok(()));
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            then(fetch_and_install(lang, &base).await);
        });
    }
}

#[cfg(all(test, feature = "translations"))]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::ui::app::words::{keys, wanted};
    use crate::ui::game::about as rules;
    use crate::ui::i18n::{self, t};

    fn shipped(lang: Lang) -> String {
        data_file(lang, i18n::source(lang).expect("a file")).expect("it reads")
    }

    #[test]
    fn a_data_file_installs_and_answers_as_the_compiled_one_does() {
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let built: Vec<String> = keys().map(|en| t(lang, en).to_string()).collect();
            let rules: Vec<_> = GameId::ALL
                .iter()
                .map(|&g| rules::info_in(g, lang))
                .collect();
            install(lang, &shipped(lang)).unwrap();
            assert!(i18n::installed(lang));
            for (en, built) in keys().zip(&built) {
                assert_eq!(t(lang, en), built, "{en:?}");
            }
            for (&g, built) in GameId::ALL.iter().zip(&rules) {
                assert_eq!(&rules::info_in(g, lang), built);
            }
        }
    }

    #[test]
    fn the_loader_s_table_says_loading_and_failure_in_every_language_offered() {
        let js = "// a\nconst WORDS = {};\nconst x = 1;\n";
        let out = with_boot_table(js).unwrap();
        let line = out.lines().nth(1).unwrap();
        let json = line
            .strip_prefix("const WORDS = ")
            .and_then(|l| l.strip_suffix(';'))
            .unwrap();
        let table: serde_json::Value = serde_json::from_str(json).unwrap();
        for lang in Lang::OFFERED.into_iter().filter(|&l| l != Lang::En) {
            let w = &table[lang.code()];
            assert_eq!(w["dir"], lang.dir(), "{lang:?}");
            let loading = w["loading"].as_str().unwrap();
            let failed = w["failed"].as_str().unwrap();
            assert_ne!(loading, "Loading the boards…", "{lang:?}");
            assert!(
                !failed.contains("could not start") && failed.contains("{}"),
                "{lang:?}: {failed}"
            );
        }
        assert!(table.get("en").is_none(), "English is the page's own");
        assert!(out.starts_with("// a\n") && out.ends_with("const x = 1;\n"));
        assert!(json.len() < 2000, "{} bytes", json.len());
        assert!(with_boot_table("no table").is_err());
        assert!(with_boot_table("const WORDS = {};\nconst WORDS = {};").is_err());
        let real = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/boot.js"))
            .unwrap();
        assert!(
            with_boot_table(&real).is_ok(),
            "static/boot.js has its placeholder"
        );
    }

    #[test]
    fn a_wrong_data_file_is_refused_whole_with_its_reason() {
        let tr = shipped(Lang::Tr);
        let refused = |text: &str| install(Lang::Fa, text).unwrap_err();
        assert!(refused("not a file").contains("not a language file"));
        assert!(refused("{\"lang\":\"fa\"}").contains("not a language file"));
        assert!(refused(&tr).contains("the file is for \"tr\""));
        let broken = shipped(Lang::Fa).replacen('\n', "\nnot a line\n", 1);
        assert!(refused(&broken).contains("line 2"), "{}", refused(&broken));
        // Nothing was installed by the refusals (each test has a thread of its own).
        assert!(!i18n::installed(Lang::Fa));
    }

    #[test]
    fn every_english_text_and_id_has_a_key_of_its_own() {
        let mut seen = HashMap::new();
        let w = wanted();
        let mut all: Vec<(u64, String)> = keys()
            .map(|en| (format::text_key(en), en.to_string()))
            .collect();
        all.extend(
            w.ids
                .iter()
                .map(|(id, en, _)| (format::id_key(id, en), id.clone())),
        );
        all.extend(
            w.terms
                .iter()
                .map(|t| (format::name_key(&format!("term.{t}")), t.clone())),
        );
        all.push((format::name_key("note"), "note".into()));
        for (k, what) in all {
            if let Some(other) = seen.insert(k, what.clone()) {
                panic!("{other:?} and {what:?} have one key");
            }
        }
    }

    #[test]
    fn a_file_of_another_build_fits_where_the_english_is_the_same() {
        // A build whose catalog lost or changed a text: the others still read.
        let file = shipped(Lang::Tr);
        let opening = format!("{:016x} ", format::text_key("Opening position"));
        let kept: Vec<&str> = file.lines().filter(|l| !l.starts_with(&opening)).collect();
        let mut file = kept.join("\n");
        file.push_str(&format!(
            "\n{:016x} Başka\n",
            format::text_key("A text of another build")
        ));
        install(Lang::Tr, &file).unwrap();
        assert_eq!(i18n::text(Lang::Tr, "Opening position"), None);
        assert_eq!(
            i18n::text(Lang::Tr, "A text of another build"),
            Some("Başka")
        );
        assert_eq!(t(Lang::Tr, "Back one move"), "Bir hamle geri");
    }

    #[test]
    fn the_report_finds_what_is_missing_stale_obsolete_and_wrong_and_sync_keeps_all() {
        let file = "lang: fr\nnote: Brouillon\n\nen: Undo\nfr: Annuler\n\nen: A text no longer the app's\nfr: Vieux\n\nid: katro.rules.3\nen: An English since changed.\nfr: Ancienne traduction.\n\nen: {} to move\nfr: Au tour de\n\nen: Resume\nfr:\n";
        let r = report(Lang::Fr, file, &wanted()).unwrap();
        assert!(!r.complete() && r.draft);
        assert_eq!(r.done, 2);
        assert_eq!(r.stale, ["line 10: katro.rules.3"]);
        assert_eq!(r.obsolete, ["line 7: en: A text no longer the app's"]);
        assert_eq!(r.wrong.len(), 1, "{:?}", r.wrong);
        assert!(r.missing.contains(&"en: Resume".to_string()));
        assert!(r.missing.contains(&"term: kiothi.warrior".to_string()));
        assert!(
            !r.missing.contains(&"id: katro.rules.3".to_string()),
            "stale, not missing"
        );
        assert!(
            !r.missing.iter().any(|m| m.ends_with(".name")),
            "names are optional"
        );
        assert_eq!(r.wanted, r.missing.len() + r.done + 1, "{r:?}");
        let synced = sync(Lang::Fr, file, &wanted()).unwrap();
        assert!(
            synced.contains("# obsolete: en: A text no longer the app's\n# obsolete: fr: Vieux")
        );
        assert!(synced.contains(
            "# stale: en: An English since changed.\n# stale: fr: Ancienne traduction.\nen: "
        ));
        assert!(synced.contains("## Missing"));
        let again = report(Lang::Fr, &synced, &wanted()).unwrap();
        assert!(
            again.obsolete.is_empty() && again.stale.is_empty(),
            "{again:?}"
        );
        assert_eq!(
            again.missing.len(),
            r.missing.len() + 1,
            "the stale one is now to do"
        );
        assert_eq!(
            sync(Lang::Fr, &synced, &wanted()).unwrap(),
            synced,
            "nothing more to do"
        );
    }

    #[test]
    fn the_report_lists_the_texts_that_use_a_word_the_glossary_forbids() {
        let file = "lang: fr\n\nen: Undo\nfr: Annuler\n\nen: Resume\nfr: Reprendre le tablier\n\nterm: all.board\nfr: plateau\nforbid: tablier\nsource: none\n";
        let r = report(Lang::Fr, file, &wanted()).unwrap();
        assert_eq!(r.forbidden.len(), 1, "{:?}", r.forbidden);
        assert!(r.forbidden[0].starts_with("line 6: \"tablier\" (forbidden for all.board)"));
        assert!(r
            .lines(false)
            .contains("1 with a word the glossary forbids"));
        assert!(!r.missing.contains(&"term: all.board".to_string()));
        assert!(r.missing.contains(&"term: all.lap".to_string()));
    }
}
