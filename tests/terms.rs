//! The term base (`src/ui/i18n/terms/xx.txt`, its format in that folder's README) against
//! every text of each language's file: the interface catalog, the errors, the rules panels,
//! the lessons and the glossary (issue 52: one concept, one word; two concepts, never one
//! word). Each finding is reported as `lang: text id/english: found X, the term base says Y`.

use std::collections::BTreeMap;

use mancala_atlas::engine::GameId;
use mancala_atlas::ui::game::about;
use mancala_atlas::ui::i18n::format::{self, Entry};
use mancala_atlas::ui::i18n::{self, Lang};

/// One concept of a language's term base.
#[derive(Debug, Default, Clone)]
struct Concept {
    /// Its name (`capture`).
    name: String,
    /// What says it in an English text (`captur*`); none: the rule holds in every text.
    en: Vec<String>,
    /// The word(s), as a reader sees them.
    word: Vec<String>,
    /// The forms (stems) of the word, as [`format::uses_word`] matches them.
    forms: Vec<String>,
    /// Near forms that are wrong in a text whose English says the concept.
    wrong: Vec<String>,
    /// Forms wrong in every text of the language.
    never: Vec<String>,
    /// The glossary's terms (`all.capture`, `kiothi.prison`) that name this concept.
    glossary: Vec<String>,
    /// Its first line.
    line: usize,
}

/// A term base, read: its concepts in the file's order.
fn parse(text: &str) -> Result<Vec<Concept>, String> {
    let mut out: Vec<Concept> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| format!("line {}: no `key:`: {line}", n + 1))?;
        let list = || -> Vec<String> {
            value
                .split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect()
        };
        if key == "lang" {
            continue;
        }
        if key == "concept" {
            out.push(Concept {
                name: value.trim().to_string(),
                line: n + 1,
                ..Concept::default()
            });
            continue;
        }
        let c = out
            .last_mut()
            .ok_or_else(|| format!("line {}: `{key}:` before any `concept:`", n + 1))?;
        match key {
            "en" => c.en.extend(list()),
            "word" => c.word.extend(list()),
            "forms" => c.forms.extend(list()),
            "wrong" => c.wrong.extend(list()),
            "never" => c.never.extend(list()),
            "glossary" => c.glossary.extend(list()),
            _ => return Err(format!("line {}: unknown key `{key}:`", n + 1)),
        }
    }
    Ok(out)
}

fn terms_file(lang: Lang) -> String {
    let path = format!(
        "{}/src/ui/i18n/terms/{}.txt",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The word a pattern matched in `text` (whole words around the match), if it did.
fn found(text: &str, pattern: &str) -> Option<String> {
    if !format::uses_word(text, pattern) {
        return None;
    }
    let core = pattern.trim_matches('*').to_lowercase();
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '\u{200c}' || c == '\''))
        .filter(|w| !w.is_empty())
        .collect();
    let n = core.split_whitespace().count().max(1);
    for i in 0..words.len() {
        let end = (i + n).min(words.len());
        let phrase = words[i..end].join(" ");
        if format::uses_word(&phrase, pattern) {
            return Some(phrase);
        }
    }
    Some(core)
}

/// `text` without what it quotes in ASCII double quotes (`"captured"`): names of the code.
fn unquoted(text: &str) -> String {
    text.split('"')
        .enumerate()
        .map(|(i, part)| if i % 2 == 0 { part } else { "…" })
        .collect::<Vec<_>>()
        .join("")
}

fn label(e: &Entry) -> String {
    let short = |s: &str| {
        let s: String = s.chars().take(70).collect();
        s
    };
    match e {
        Entry::Id { id, .. } => id.clone(),
        Entry::Text { en, .. } => format!("\"{}\"", short(en)),
        Entry::Term { id, .. } => format!("glossary {id}"),
    }
}

/// Every finding of one language: each a line `lang: text: found X, the term base says Y`.
fn findings(lang: Lang) -> Vec<String> {
    let code = lang.code();
    let base = parse(&terms_file(lang)).unwrap_or_else(|e| panic!("terms/{code}.txt: {e}"));
    let file = format::read_source(i18n::source(lang).expect("compiled in"))
        .unwrap_or_else(|e| panic!("{code}: {e}"));
    check(code, &base, &file, true)
}

/// The findings of a term base against a language's file; `glossary`: whether every term
/// of the games' glossaries must be named by a concept.
fn check(code: &str, base: &[Concept], file: &format::Source, glossary: bool) -> Vec<String> {
    let mut out = Vec::new();
    let says = |c: &Concept| format!("{} is \"{}\"", c.name, c.word.join(", "));

    // The term base itself: each concept has a word and its forms, and the forms match
    // the word; no word of one concept is a form of another (two concepts, one word).
    for c in base {
        if c.word.is_empty() || c.forms.is_empty() {
            out.push(format!(
                "{code}: terms line {}: {} has no word or no forms",
                c.line, c.name
            ));
        }
        for w in &c.word {
            if !c.forms.iter().any(|f| format::uses_word(w, f)) {
                out.push(format!(
                    "{code}: terms line {}: {}'s word \"{w}\" matches none of its forms",
                    c.line, c.name
                ));
            }
            // A compound that holds another concept's word (`ekim yolu`, the sowing's path)
            // is its own word: only a form as long as the word is the same word.
            let len = w.split_whitespace().count();
            for other in base.iter().filter(|o| o.name != c.name) {
                if let Some(f) = other
                    .forms
                    .iter()
                    .find(|f| f.split_whitespace().count() == len && format::uses_word(w, f))
                {
                    out.push(format!(
                        "{code}: the term base gives \"{w}\" to {} and (as {f}) to {}",
                        c.name, other.name
                    ));
                }
            }
        }
    }

    // The glossary: every term names a concept of the base, and says it with its word.
    let wanted: Vec<String> = GameId::ALL
        .iter()
        .flat_map(|g| {
            about::glossary_terms(*g)
                .iter()
                .map(move |t| format!("{}.{t}", g.id()))
        })
        .chain(about::SHARED_TERMS.iter().map(|t| format!("all.{t}")))
        .collect();
    for id in wanted.iter().filter(|_| glossary) {
        if !base.iter().any(|c| c.glossary.contains(id)) {
            out.push(format!(
                "{code}: glossary {id}: no concept of the term base names it"
            ));
        }
    }

    for e in &file.entries {
        let (en, text): (Option<&str>, &str) = match e {
            Entry::Text { en, text, .. } | Entry::Id { en, text, .. } => (Some(en), text),
            Entry::Term { word, .. } => (None, word),
        };
        if text.is_empty() {
            continue;
        }
        let says_concept = |c: &Concept| match (e, en) {
            (Entry::Term { id, .. }, _) => c.glossary.contains(id),
            (_, Some(en)) => c.en.iter().any(|p| format::uses_word(en, p)),
            _ => false,
        };
        if let Entry::Term { id, .. } = e {
            if let Some(c) = base.iter().find(|c| c.glossary.contains(id)) {
                if !c.forms.iter().any(|f| format::uses_word(text, f)) {
                    out.push(format!(
                        "{code}: {}: found \"{text}\", the term base says {}",
                        label(e),
                        says(c)
                    ));
                }
            }
        }
        // The glossary glosses and quotes (`trou — casitas (« petites maisons »)`): it is
        // checked for its word above, not for near forms.
        if matches!(e, Entry::Term { .. }) {
            continue;
        }
        // A name quoted as the code writes it ("captured", a field of the JSON) is not a
        // word of the language.
        let text = unquoted(text);
        let mut seen = Vec::new();
        for c in base {
            let mut wrong: Vec<&String> = c.never.iter().collect();
            if says_concept(c) {
                wrong.extend(c.wrong.iter());
            }
            for w in wrong {
                let Some(hit) = found(&text, w) else { continue };
                if seen.contains(&(c.name.as_str(), hit.to_lowercase())) {
                    continue;
                }
                seen.push((c.name.as_str(), hit.to_lowercase()));
                // A wrong form that is another concept's word is that concept's, where
                // the English says that concept too.
                let others = base.iter().filter(|o| {
                    o.name != c.name
                        && says_concept(o)
                        && o.forms.iter().any(|f| format::uses_word(&hit, f))
                });
                if others.count() > 0 {
                    continue;
                }
                out.push(format!(
                    "{code}: {}: found \"{hit}\" ({w}), the term base says {}",
                    label(e),
                    says(c)
                ));
            }
        }
    }
    out
}

fn others() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|l| *l != Lang::En)
}

/// Every text of every language uses the term base's word for each concept it says, never
/// a near form the base lists as wrong, and no word is given to two concepts.
#[test]
fn every_text_uses_the_term_base_s_words() {
    let mut all = Vec::new();
    let mut counts = BTreeMap::new();
    for lang in others() {
        let f = findings(lang);
        counts.insert(lang.code(), f.len());
        all.extend(f);
    }
    assert!(
        all.is_empty(),
        "{} wrong forms ({}):\n{}",
        all.len(),
        counts
            .iter()
            .map(|(l, n)| format!("{l} {n}"))
            .collect::<Vec<_>>()
            .join(", "),
        all.join("\n")
    );
}

/// The test sees what it must: a wrong form in a text, a glossary word the base does not
/// give, and one word given to two concepts.
#[test]
fn the_term_base_check_sees_a_wrong_form_and_a_word_given_twice() {
    let base = parse(
        "lang: xx\nconcept: capture\nen: captur*\nword: prise\nforms: pris*\nwrong: ramass*\n\
         glossary: all.capture\n\nconcept: lift\nen: lift*\nword: prise\nforms: ramass*\n",
    )
    .expect("reads");
    assert_eq!(base.len(), 2);
    assert_eq!(base[0].wrong, ["ramass*"]);
    assert_eq!(base[1].word, ["prise"]);
    assert_eq!(
        found("Il ramasse les graines", "ramass*").as_deref(),
        Some("ramasse")
    );
    assert!(parse("word: x\n").is_err());
    let file = format::read_source(
        "lang: xx\nname: X\n\nen: Capture four seeds\nxx: Ramassez quatre graines\n\n\
         en: Lift the seeds\nxx: Ramassez les graines\n\nterm: all.capture\nxx: ramassage\n\
         source: none\n",
    )
    .expect("reads");
    let found = check("xx", &base, &file, false);
    let expected = [
        "xx: the term base gives \"prise\" to lift and (as pris*) to capture",
        "xx: \"Capture four seeds\": found \"Ramassez\" (ramass*), the term base says capture is \"prise\"",
        "xx: glossary all.capture: found \"ramassage\", the term base says capture is \"prise\"",
    ];
    for x in expected {
        assert!(
            found.iter().any(|f| f == x),
            "{x}\nnot in:\n{}",
            found.join("\n")
        );
    }
    // The lift text, whose English does not say capture, is not reported.
    assert!(
        !found.iter().any(|f| f.contains("Lift the seeds")),
        "{found:?}"
    );
    assert!(parse("concept: x\nwhat: y\n").is_err());
}
