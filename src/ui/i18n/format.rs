//! The languages' data files as text: the files translators edit (`src/ui/i18n/lang/xx.txt`,
//! described in `src/ui/i18n/lang/README.md`) and the files the build ships next to the app
//! (`lang-xx.txt`, written by `src/bin/lang-data.rs`). Pure text in, text out; it knows
//! no language and no catalog (`i18n.rs` above it does), so the app's bundles carry only
//! the small reader of the shipped form ([`read_shipped`]).
//!
//! Every text is found by a key, a 64-bit hash ([`hash`]):
//! - an interface text by its English (`en: Undo` / `fr: Annuler`): [`text_key`];
//! - a rules-panel text by its id and the English it was translated from
//!   (`id: katro.rules.3`, `en: …`, `fr: …`): [`id_key`], so that a translation whose
//!   English has changed since (a stale one) fits no key and the English is shown;
//! - a glossary word and its source (`term: kiothi.warrior`, `fr: …`, `source: …`) and the
//!   file's draft note (`note: …`): [`name_key`].
//!
//! A glossary term may also name the words the language must not use for it
//! (`forbid: capturer, tablier`): they are not shipped; [`Source::forbidden_uses`] finds
//! them in the file's texts, for the report and the tests.

/// The FNV-1a hash (64 bits) of `text`.
pub fn hash(text: &str) -> u64 {
    hash_parts(&[text])
}

fn hash_parts(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in parts.iter().flat_map(|p| p.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The key of an interface text: the hash of its English.
pub fn text_key(en: &str) -> u64 {
    hash(en)
}

/// The key of a rules-panel text: its id and the English it translates.
pub fn id_key(id: &str, en: &str) -> u64 {
    hash_parts(&["#", id, "\n", en])
}

/// The key of a named entry with no English: a glossary term's word (`term.kiothi.warrior`),
/// its source (`term.kiothi.warrior/source`), the file's draft note (`note`).
pub fn name_key(name: &str) -> u64 {
    hash_parts(&["@", name])
}

/// One entry of a translator's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// An interface text: its English and its translation ("" when not yet translated).
    Text {
        /// The English, the catalog's key.
        en: String,
        /// The translation.
        text: String,
        /// Its first line (its `en:`).
        line: usize,
        /// Its last line.
        end: usize,
    },
    /// A rules-panel text: its id, the English it was translated from, the translation.
    Id {
        /// The id (`katro.rules.3`).
        id: String,
        /// The English it was translated from.
        en: String,
        /// The translation.
        text: String,
        /// Its first line (its `id:`).
        line: usize,
        /// Its last line.
        end: usize,
    },
    /// A glossary term: its id (`kiothi.warrior`), the word the language uses, and where
    /// it comes from (`none`: no source gives one; a plain translation).
    Term {
        /// The term's id: the game's and the concept's.
        id: String,
        /// The word, as the language's rules text uses it.
        word: String,
        /// Its source, in the language (or `none`).
        source: String,
        /// The words the language must not use for it (its `forbid:` lines, each a list
        /// separated by commas), as [`uses_word`] matches them.
        forbid: Vec<String>,
        /// Its first line (its `term:`).
        line: usize,
        /// Its last line.
        end: usize,
    },
}

/// A translator's file, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Source {
    /// The language's code (`lang:`).
    pub lang: String,
    /// The language's name in itself (`name:`).
    pub name: String,
    /// The draft note (`note:`), in the language: the translation is a draft until a
    /// speaker has checked it and removed the line.
    pub note: Option<String>,
    /// The entries, in the file's order.
    pub entries: Vec<Entry>,
}

/// A value as written after `xx: `: `\s` stands for a space at its start or end (which an
/// editor would otherwise trim or hide).
fn unescape(v: &str) -> String {
    let v = v.strip_suffix('\r').unwrap_or(v);
    let (lead, v) = match v.strip_prefix("\\s") {
        Some(rest) => (" ", rest),
        None => ("", v),
    };
    let (v, trail) = match v.strip_suffix("\\s") {
        Some(rest) => (rest, " "),
        None => (v, ""),
    };
    format!("{lead}{v}{trail}")
}

/// `v` as written in a translator's file (the inverse of reading it).
pub fn escape(v: &str) -> String {
    let mut out = String::with_capacity(v.len() + 4);
    let (lead, rest) = match v.strip_prefix(' ') {
        Some(rest) => ("\\s", rest),
        None => ("", v),
    };
    let (mid, trail) = match rest.strip_suffix(' ') {
        Some(mid) => (mid, "\\s"),
        None => (rest, ""),
    };
    out.push_str(lead);
    out.push_str(mid);
    out.push_str(trail);
    out
}

/// Reads a translator's file (`text`).
///
/// # Errors
/// A line that is none of the file's (its number and why): a header out of place, a
/// translation without its English, an `id:` without its `en:`, a line of another
/// language.
pub fn read_source(text: &str) -> Result<Source, String> {
    let mut src = Source::default();
    // The entry being read: its kind's first line, then the lines that follow it.
    let mut pending: Option<(usize, &str, String)> = None; // (line, "en" | "id" | "term", value)
    let mut pending_en: Option<String> = None; // an id's English
    let at = |n: usize, why: &str| format!("line {n}: {why}");
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((tag, value)) = line.split_once(':') else {
            return Err(at(
                n,
                "a line is a tag and a text (`en: …`), a comment (`# …`) or blank",
            ));
        };
        let value = unescape(value.strip_prefix(' ').unwrap_or(value));
        match tag {
            "lang" if src.lang.is_empty() && pending.is_none() => src.lang = value,
            "name" if src.name.is_empty() => src.name = value,
            "note" if src.note.is_none() => src.note = Some(value),
            "lang" | "name" | "note" => return Err(at(n, &format!("a second `{tag}:`"))),
            "en" => match pending.take() {
                Some((first, "id", id)) if pending_en.is_none() => {
                    pending_en = Some(value);
                    pending = Some((first, "id", id));
                }
                Some((_, kind, _)) => {
                    return Err(at(n, &format!("an `en:` where the {kind} before wants its translation")))
                }
                None => pending = Some((n, "en", value)),
            },
            "id" | "term" => {
                if let Some((first, kind, _)) = pending {
                    return Err(at(first, &format!("this {kind} has no translation")));
                }
                pending = Some((n, if tag == "id" { "id" } else { "term" }, value));
                pending_en = None;
            }
            "source" => match src.entries.last_mut() {
                Some(Entry::Term { source, end, .. }) if source.is_empty() && pending.is_none() => {
                    *source = value;
                    *end = n;
                }
                _ => return Err(at(n, "a `source:` belongs right after a term's word")),
            },
            "forbid" => match src.entries.last_mut() {
                Some(Entry::Term { forbid, end, .. }) if pending.is_none() => {
                    let words: Vec<String> = value
                        .split(',')
                        .map(|w| w.trim().to_lowercase())
                        .filter(|w| !w.is_empty())
                        .collect();
                    if words.iter().any(|w| w.trim_end_matches('*').is_empty()) {
                        return Err(at(n, "a forbidden word is a word, not a bare `*`"));
                    }
                    forbid.extend(words);
                    *end = n;
                }
                _ => return Err(at(n, "a `forbid:` belongs under a term (after its word or its source)")),
            },
            tag if tag == src.lang && !src.lang.is_empty() => {
                let entry = match pending.take() {
                    Some((line, "en", en)) => Entry::Text {
                        en,
                        text: value,
                        line,
                        end: n,
                    },
                    Some((line, "id", id)) => {
                        let Some(en) = pending_en.take() else {
                            return Err(at(line, "this id has no `en:`"));
                        };
                        Entry::Id {
                            id,
                            en,
                            text: value,
                            line,
                            end: n,
                        }
                    }
                    Some((line, _, id)) => Entry::Term {
                        id,
                        word: value,
                        source: String::new(),
                        forbid: Vec::new(),
                        line,
                        end: n,
                    },
                    None => return Err(at(n, "a translation with no `en:`, `id:` or `term:` before it")),
                };
                src.entries.push(entry);
            }
            other => {
                return Err(at(
                    n,
                    &format!(
                        "`{other}:` is not a tag of this file (lang, name, note, en, id, term, source, forbid, {})",
                        if src.lang.is_empty() { "and the language's code" } else { &src.lang }
                    ),
                ))
            }
        }
    }
    if let Some((first, kind, _)) = pending {
        return Err(at(first, &format!("this {kind} has no translation")));
    }
    if src.lang.is_empty() {
        return Err("no `lang:` line".into());
    }
    Ok(src)
}

impl Entry {
    /// The lines it takes in its file, first and last.
    pub fn lines(&self) -> (usize, usize) {
        match *self {
            Entry::Text { line, end, .. }
            | Entry::Id { line, end, .. }
            | Entry::Term { line, end, .. } => (line, end),
        }
    }
}

/// Whether `c` belongs to a word: a letter or digit, a combining mark (Persian's vowel
/// signs and hamza, the dot of a lowercased `İ`) or the zero-width non-joiner that keeps
/// a Persian word's parts apart (`دانه‌ها`).
fn word_char(c: char) -> bool {
    c.is_alphanumeric()
        || c == '\u{200c}'
        || ('\u{0300}'..='\u{036f}').contains(&c)
        || ('\u{064b}'..='\u{065f}').contains(&c)
        || c == '\u{0670}'
}

/// Whether `text` uses the forbidden word `word` (as a `forbid:` line gives it): the
/// word, or the words of a phrase, whole, in any case (`tour` is not in `tourner`); a
/// word ending in `*` stands for every word that begins with it (`captur*`: capturer,
/// capturez, capturé), one starting with `*` for every word that ends with it, and
/// `*kamat*` for every word that holds it (Swahili's verbs take their prefixes:
/// hukamata, ukamataji).
pub fn uses_word(text: &str, word: &str) -> bool {
    // Lower case, Turkish's dotted capital as its `i` (not `i` and a combining dot).
    let fold = |s: &str| -> String {
        s.chars()
            .flat_map(|c| {
                if c == 'İ' {
                    'i'.to_lowercase()
                } else {
                    c.to_lowercase()
                }
            })
            .collect()
    };
    let text = fold(text);
    let word = fold(word);
    let (word, open_end) = match word.strip_suffix('*') {
        Some(w) => (w, true),
        None => (word.as_str(), false),
    };
    let (word, open_start) = match word.strip_prefix('*') {
        Some(w) => (w, true),
        None => (word, false),
    };
    if word.trim().is_empty() {
        return false;
    }
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        (open_start || !before.is_some_and(word_char))
            && (open_end || !after.is_some_and(word_char))
    })
}

impl Source {
    /// Every use in the file of a word its glossary forbids, each as `line N: …`: a
    /// word forbidden under a term of every game (`term: all.lift`) in any text of the
    /// file (interface, rules panels, lessons); one forbidden under a game's term
    /// (`term: kiothi.warrior`) in that game's texts (ids `kiothi.…`: its rules panel
    /// and lessons). The glossary itself is not looked at: it names and glosses the
    /// words (`mpiganaji (njodthie)`), and its sources quote.
    pub fn forbidden_uses(&self) -> Vec<String> {
        let rules: Vec<(&str, &str, &str)> = self
            .entries
            .iter()
            .filter_map(|e| match e {
                Entry::Term { id, forbid, .. } => Some((id.as_str(), forbid)),
                _ => None,
            })
            .flat_map(|(id, forbid)| {
                let game = id.split('.').next().unwrap_or("");
                forbid.iter().map(move |w| (id, game, w.as_str()))
            })
            .collect();
        let mut out = Vec::new();
        for e in &self.entries {
            let (key, text) = match e {
                Entry::Text { text, .. } => (None, text),
                Entry::Id { id, text, .. } => (Some(id.as_str()), text),
                Entry::Term { .. } => continue,
            };
            for &(term, game, word) in &rules {
                let applies = game == "all"
                    || key
                        .is_some_and(|k| k.strip_prefix(game).is_some_and(|r| r.starts_with('.')));
                if applies && uses_word(text, word) {
                    let (line, _) = e.lines();
                    let what = match e {
                        Entry::Id { id, .. } => format!("id: {id}"),
                        Entry::Text { en, .. } | Entry::Term { id: en, .. } => format!("en: {en}"),
                    };
                    out.push(format!(
                        "line {line}: \"{word}\" (forbidden for {term}) in {what}: {text}"
                    ));
                }
            }
        }
        out
    }

    /// Every key with its text, as the app looks them up (untranslated texts left out).
    pub fn keyed(&self) -> Vec<(u64, &str)> {
        let mut out = Vec::with_capacity(self.entries.len() + 1);
        if let Some(n) = &self.note {
            out.push((name_key("note"), n.as_str()));
        }
        for e in &self.entries {
            match e {
                Entry::Text { en, text, .. } => out.push((text_key(en), text.as_str())),
                Entry::Id { id, en, text, .. } => out.push((id_key(id, en), text.as_str())),
                Entry::Term {
                    id, word, source, ..
                } => {
                    out.push((name_key(&format!("term.{id}")), word.as_str()));
                    out.push((name_key(&format!("term.{id}/source")), source.as_str()));
                }
            }
        }
        out.retain(|(_, t)| !t.is_empty());
        out
    }
}

/// The file the build ships for a language: a first line `lang xx`, then one line per
/// text, its key in 16 hex digits, a space and the text.
pub fn write_shipped(lang: &str, keyed: &[(u64, &str)]) -> String {
    let mut out = format!("lang {lang}\n");
    for (k, text) in keyed {
        debug_assert!(!text.contains('\n'));
        out.push_str(&format!("{k:016x} {text}\n"));
    }
    out
}

/// The texts of a shipped file (`text`) of the language `lang`, by key.
///
/// # Errors
/// The file is not a language file, or is another language's.
pub fn read_shipped(lang: &str, text: &str) -> Result<Vec<(u64, String)>, String> {
    let mut lines = text.split('\n');
    let code = lines
        .next()
        .and_then(|l| l.strip_prefix("lang "))
        .ok_or("not a language file")?;
    if code.trim() != lang {
        return Err(format!("the file is for \"{}\"", code.trim()));
    }
    let mut out = Vec::new();
    for (n, line) in lines.enumerate() {
        if line.is_empty() {
            continue;
        }
        let key = line
            .get(..16)
            .and_then(|k| u64::from_str_radix(k, 16).ok())
            .filter(|_| line.as_bytes().get(16) == Some(&b' '))
            .ok_or_else(|| format!("not a language file (line {})", n + 2))?;
        out.push((key, line[17..].to_string()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_its_header_texts_ids_and_terms() {
        let src = read_source(
            "lang: fr\nname: Français\nnote: Brouillon\n\n# a comment\nen: Undo\nfr: Annuler\n\nen: \\sand\\s\nfr: \\set\\s\n\nid: katro.rules.3\nen: Choose a hole.\nfr: Choisissez un trou.\n\nterm: kiothi.warrior\nfr: njodthie\nsource: none\n\nen: Redo\nfr:\n",
        )
        .unwrap();
        assert_eq!((src.lang.as_str(), src.name.as_str()), ("fr", "Français"));
        assert_eq!(src.note.as_deref(), Some("Brouillon"));
        assert_eq!(src.entries.len(), 5);
        assert!(
            matches!(&src.entries[1], Entry::Text { en, text, .. } if en == " and " && text == " et ")
        );
        assert!(
            matches!(&src.entries[2], Entry::Id { id, en, .. } if id == "katro.rules.3" && en == "Choose a hole.")
        );
        assert!(
            matches!(&src.entries[3], Entry::Term { word, source, .. } if word == "njodthie" && source == "none")
        );
        let keyed = src.keyed();
        assert!(keyed.contains(&(text_key("Undo"), "Annuler")));
        assert!(keyed.contains(&(
            id_key("katro.rules.3", "Choose a hole."),
            "Choisissez un trou."
        )));
        assert!(keyed.contains(&(name_key("note"), "Brouillon")));
        assert!(
            !keyed.iter().any(|(k, _)| *k == text_key("Redo")),
            "untranslated"
        );
        // The shipped file says the same.
        let shipped = write_shipped("fr", &keyed);
        let back = read_shipped("fr", &shipped).unwrap();
        assert_eq!(back.len(), keyed.len());
        assert!(back.contains(&(text_key(" and "), " et ".to_string())));
        assert_eq!(
            read_shipped("tr", &shipped).unwrap_err(),
            "the file is for \"fr\""
        );
        assert!(read_shipped("fr", "{}").is_err());
        assert!(read_shipped("fr", "lang fr\nxyz text").is_err());
        assert_eq!(escape(" and "), "\\sand\\s");
        assert_eq!(unescape(&escape(" x ")), " x ");
    }

    #[test]
    fn a_broken_file_is_refused_with_its_line() {
        for (text, line) in [
            ("lang: fr\nfr: Annuler\n", "line 2"),
            ("lang: fr\nen: Undo\nen: Redo\n", "line 3"),
            ("lang: fr\nid: x\nfr: y\n", "line 2"),
            ("lang: fr\nen: Undo\n", "line 2"),
            ("lang: fr\nes: Deshacer\n", "line 2"),
            ("lang: fr\nsource: x\n", "line 2"),
            ("lang: fr\njust text\n", "line 2"),
        ] {
            let e = read_source(text).unwrap_err();
            assert!(e.starts_with(line), "{text:?}: {e}");
        }
        assert!(read_source("en: Undo\n").is_err());
    }

    #[test]
    fn a_term_names_the_words_it_forbids_and_the_file_is_searched_for_them() {
        let src = read_source(
            "lang: fr\n\nen: Undo\nfr: Annuler l'opération\n\nid: katro.rules.1\nen: Lift.\nfr: Capturez et prenez tout.\n\nid: kiothi.rules.1\nen: Warriors.\nfr: Les graines du tablier.\n\nterm: all.capture\nfr: prise\nsource: none\nforbid: captur*\n\nterm: all.board\nfr: plateau\nforbid: tablier*, l'opération\nforbid: prendre\nsource: none\n\nterm: kiothi.warrior\nfr: guerrier (njodthie)\nsource: none\nforbid: graine*\n",
        )
        .unwrap();
        assert!(matches!(&src.entries[4], Entry::Term { forbid, source, .. }
            if forbid == &["tablier*", "l'opération", "prendre"] && source == "none"));
        let uses = src.forbidden_uses();
        assert_eq!(uses.len(), 4, "{uses:#?}");
        assert!(
            uses[0].starts_with("line 3: \"l'opération\" (forbidden for all.board) in en: Undo")
        );
        assert!(uses[1].contains("\"captur*\" (forbidden for all.capture) in id: katro.rules.1"));
        // "prenez" is not "prendre"; the warrior's forbidden seeds only in Kiothi's texts.
        assert!(uses[2].contains("\"tablier*\" (forbidden for all.board) in id: kiothi.rules.1"));
        assert!(
            uses[3].contains("\"graine*\" (forbidden for kiothi.warrior) in id: kiothi.rules.1")
        );
        // A forbid line belongs under a term.
        for text in [
            "lang: fr\nforbid: x\n",
            "lang: fr\nen: Undo\nfr: Annuler\nforbid: x\n",
            "lang: fr\nterm: all.hole\nforbid: x\nfr: trou\n",
            "lang: fr\nterm: all.hole\nfr: trou\nforbid: *\n",
        ] {
            assert!(read_source(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn a_forbidden_word_is_found_whole_or_as_a_stem_in_any_case() {
        assert!(uses_word("Le tour de Nord", "tour"));
        assert!(!uses_word("Tourner la page", "tour"));
        assert!(uses_word("Tourner la page", "tour*"));
        assert!(uses_word("Capturez !", "captur*"));
        assert!(!uses_word("recapturez", "captur*"));
        assert!(uses_word("una CASILLA vacía", "casilla*"));
        assert!(uses_word("Kendi yarın dolu", "kendi yarın"));
        assert!(!uses_word("Kendi yarınızda", "kendi yarın"));
        assert!(uses_word("ÇEKİL", "çekil"));
        assert!(uses_word("bir bayrak turuyla", "bayrak tur*"));
        assert!(uses_word("hukamata mbegu", "*kamat*"));
        assert!(uses_word("Ukamataji", "*kamat*"));
        assert!(!uses_word("kula", "*kamat*"));
        assert!(uses_word("los capturados", "*capturados"));
        assert!(!uses_word("x", "**"));
        // Persian: a word's parts joined by the non-joiner are one word.
        assert!(uses_word("دانه‌ها در حفره", "دانه*"));
        assert!(!uses_word("دانه‌ها در حفره", "دانه"));
        assert!(uses_word("یک دانه", "دانه"));
        assert!(!uses_word("", "x"));
    }

    #[test]
    fn the_three_kinds_of_key_never_meet() {
        assert_ne!(text_key("note"), name_key("note"));
        assert_ne!(id_key("a", "b"), id_key("a", "c"));
        assert_ne!(id_key("a", "b"), name_key("a\nb"));
    }
}
