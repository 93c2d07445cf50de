//! Game facts come from the engine (issue 35, item 5): no line of code in `src/ui` or
//! `src/bin` names a game — no `GameId::Katro`, no `"kiothi"`, no "Rio Kadalis" — so
//! that a game's list, its default, its example in a message, are asked of the engine
//! (`GameId::ALL`, a game's facts) or of the data (the lessons, the puzzle files), and a
//! game added to the registry is never missing from a list written by hand.
//!
//! The places that speak about games by name are left out: the words (the catalogs,
//! `*_text.rs` and `words.rs`; the translations in `src/ui/i18n/lang/`), the rules text
//! (`src/ui/game/about.rs`), the lesson content (`src/ui/game/lessons/`: one data file per game
//! and their index), and the tests (`tests.rs` files and `#[cfg(test)]` items). Comments
//! are left out too: a doc may give an example. The games are the engine's own
//! (`GameId::ALL`: each id, each name and its first word, in any case), and any
//! `GameId::` constant.
//!
//! The file is read as text by a small lexer (strings, characters, comments), enough for
//! this crate's style: not a Rust parser.

mod source;

use std::fs;
use std::path::Path;

use mancala_atlas::engine::GameId;
use source::rust_files;

/// Places left out: what speaks about games by name, and the puzzle generator's
/// per-game policy, which moves into the library (issue 35, item 5) — remove its line
/// then.
const LEFT_OUT: &[&str] = &[
    "src/ui/i18n/lang/",
    "src/ui/game/about.rs",
    "src/ui/game/lessons/",
    "src/bin/mancala-atlas/commands/puzzles.rs",
];

/// Whether a file (its path from the crate's root, with `/`) is left out.
fn left_out(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    LEFT_OUT.iter().any(|p| path.starts_with(p))
        || name.ends_with("_text.rs")
        || name == "words.rs"
        || name.ends_with("tests.rs")
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The text in two forms of the same length: `code`, with comments blanked (strings
/// kept), and `shape`, with the insides of strings and characters blanked too (for
/// finding braces). Newlines are kept in both.
fn lex(text: &str) -> (Vec<char>, Vec<char>) {
    let c: Vec<char> = text.chars().collect();
    let mut code = c.clone();
    let mut shape = c.clone();
    let blank = |v: &mut Vec<char>, from: usize, to: usize| {
        for x in v.iter_mut().take(to).skip(from) {
            if *x != '\n' {
                *x = ' ';
            }
        }
    };
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            let end = c[i..]
                .iter()
                .position(|&x| x == '\n')
                .map_or(c.len(), |e| i + e);
            blank(&mut code, i, end);
            blank(&mut shape, i, end);
            i = end;
        } else if c[i] == '/' && next == Some('*') {
            let (mut depth, mut j) = (1, i + 2);
            while j < c.len() && depth > 0 {
                if c[j] == '/' && c.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 1;
                } else if c[j] == '*' && c.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 1;
                }
                j += 1;
            }
            blank(&mut code, i, j);
            blank(&mut shape, i, j);
            i = j;
        } else if c[i] == '"' {
            // A raw string: `r#"…"#` (the `r` and its hashes just before).
            let hashes = c[..i].iter().rev().take_while(|&&x| x == '#').count();
            let r = i.checked_sub(hashes + 1).filter(|&k| c[k] == 'r');
            let raw = r.is_some_and(|k| {
                k == 0 || !is_ident(c[k - 1]) || (c[k - 1] == 'b' && (k < 2 || !is_ident(c[k - 2])))
            });
            let mut j = i + 1;
            if raw {
                let close: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                while j < c.len() && !c[j..].starts_with(&close) {
                    j += 1;
                }
                j += close.len();
            } else {
                while j < c.len() && c[j] != '"' {
                    j += if c[j] == '\\' { 2 } else { 1 };
                }
                j += 1;
            }
            let j = j.min(c.len());
            blank(&mut shape, i + 1, j.saturating_sub(1));
            i = j;
        } else if c[i] == '\'' {
            // A character ('x', '\n', '\u{7f}'), or a lifetime or a label.
            let end = if next == Some('\\') {
                c[i + 2..]
                    .iter()
                    .position(|&x| x == '\'')
                    .map(|e| i + 2 + e)
            } else if c.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(e) => {
                    blank(&mut shape, i + 1, e);
                    i = e + 1;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    (code, shape)
}

/// The file's code lines (numbered from 1): without comments and without `#[cfg(test)]`
/// items (a test module, a test helper).
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let (mut code, shape) = lex(text);
    let s: String = shape.iter().collect();
    let at_char = |byte: usize| s[..byte].chars().count();
    for start in ["#[cfg(test)]", "#[cfg(all(test"] {
        let mut from = 0;
        while let Some(found) = s[from..].find(start) {
            let a = at_char(from + found);
            from += found + start.len();
            // The item: to its `;`, or to the brace that closes its first `{`.
            let mut j = a;
            let mut depth = 0usize;
            while j < shape.len() {
                match shape[j] {
                    ';' if depth == 0 => break,
                    '{' => depth += 1,
                    '}' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            for x in code.iter_mut().take(j + 1).skip(a) {
                if *x != '\n' {
                    *x = ' ';
                }
            }
        }
    }
    code.iter()
        .collect::<String>()
        .lines()
        .enumerate()
        .map(|(k, l)| (k + 1, l.to_string()))
        .collect()
}

/// The words that name a game: each game's id (and as a module writes it), its name and
/// its name's first word, lower-cased.
fn game_words() -> Vec<String> {
    let mut words = Vec::new();
    for g in GameId::ALL {
        let name = g.name().to_lowercase();
        let first = name.split(' ').next().unwrap_or(&name).to_string();
        for w in [g.id().to_string(), g.id().replace('-', "_"), name, first] {
            if !words.contains(&w) {
                words.push(w);
            }
        }
    }
    words
}

/// What in `line` names a game, if anything: a `GameId::` constant, or one of `words`
/// standing as a word (not inside an identifier: `BeyondKiothi`, an engine error's name,
/// is not a game named), in any case.
fn names_a_game(line: &str, words: &[String]) -> Option<String> {
    let mut rest = line;
    while let Some(k) = rest.find("GameId::") {
        let after = &rest[k + "GameId::".len()..];
        if after.starts_with(|c: char| c.is_ascii_uppercase()) && !after.starts_with("ALL") {
            return Some(after.chars().take_while(|&c| is_ident(c)).collect());
        }
        rest = after;
    }
    let lower = line.to_lowercase();
    for w in words {
        let mut from = 0;
        while let Some(k) = lower[from..].find(w.as_str()) {
            let at = from + k;
            let before = lower[..at].chars().next_back();
            let after = lower[at + w.len()..].chars().next();
            if !before.is_some_and(is_ident) && !after.is_some_and(is_ident) {
                return Some(w.clone());
            }
            from = at + w.len();
        }
    }
    None
}

/// Every line of code in `src/ui` and `src/bin` (but the places left out) that names a
/// game: `path:line: what it names: the line`.
fn lines_naming_games() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let words = game_words();
    let mut files = Vec::new();
    rust_files(&root.join("src/ui"), &mut files);
    rust_files(&root.join("src/bin"), &mut files);
    let mut out = Vec::new();
    for f in files {
        let path = f
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        if left_out(&path) {
            continue;
        }
        let text = fs::read_to_string(&f).expect("a source file");
        for (n, line) in code_lines(&text) {
            if let Some(what) = names_a_game(&line, &words) {
                out.push(format!("{path}:{n}: {what}: {}", line.trim()));
            }
        }
    }
    out
}

#[test]
fn no_line_of_the_app_or_the_cli_names_a_game() {
    let found = lines_naming_games();
    assert!(
        found.is_empty(),
        "{} lines name a game (ask the engine: GameId::ALL, a game's facts; or the data):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scanner_sees_a_game_named_in_code_and_nothing_else() {
    let words = game_words();
    for w in [
        "katro",
        "rio-kadalis",
        "rio_kadalis",
        "hoyito-3",
        "kiothi",
        "hoyito iii",
    ] {
        assert!(words.contains(&w.to_string()), "{w}: {words:?}");
    }
    let named = |line: &str| names_a_game(line, &words);
    assert_eq!(named("let g = GameId::Kiothi;").as_deref(), Some("Kiothi"));
    assert_eq!(named("GameId::Fifth").as_deref(), Some("Fifth"));
    assert_eq!(named("mod katro;").as_deref(), Some("katro"));
    assert_eq!(
        named("t(\"here are Katro's lessons\")").as_deref(),
        Some("katro")
    );
    assert_eq!(
        named("\"game=rio-kadalis\"").as_deref(),
        Some("rio-kadalis")
    );
    assert_eq!(named("Hoyito III").as_deref(), Some("hoyito iii"));
    assert_eq!(named("hoyito::LESSONS").as_deref(), Some("hoyito"));
    for clean in [
        "GameId::ALL[0]",
        "for g in GameId::ALL {",
        "ParseError::BeyondKiothi(h) => x,",
        "let katrol = 1;",
        "g.id()",
    ] {
        assert_eq!(named(clean), None, "{clean}");
    }
    // Comments, strings' braces, characters and test items are understood.
    let text = "fn a() {} // katro\n\
                /* kiothi */ fn b() { let c = '{'; let s = \"}{\"; }\n\
                #[cfg(test)]\nfn helper() { let g = GameId::Katro; }\n\
                #[cfg(test)]\nuse x::katro;\n\
                fn c() { \"kiothi\" }\n\
                #[cfg(test)]\nmod tests {\n    fn t() { let r = r#\"}\"#; GameId::Katro; }\n}\n\
                fn d<'a>(x: &'a str) { GameId::Hoyito3 }\n";
    let found: Vec<(usize, Option<String>)> = code_lines(text)
        .into_iter()
        .map(|(n, l)| (n, names_a_game(&l, &words)))
        .filter(|(_, w)| w.is_some())
        .collect();
    assert_eq!(
        found,
        vec![(7, Some("kiothi".into())), (12, Some("Hoyito3".into()))]
    );
    // The places left out.
    for path in [
        "src/ui/game/about.rs",
        "src/ui/game/lessons/katro.rs",
        "src/ui/figure/words.rs",
        "src/ui/i18n/errors_text.rs",
        "src/ui/puzzles/tests.rs",
    ] {
        assert!(left_out(path), "{path}");
    }
    for path in [
        "src/ui/learn/mod.rs",
        "src/ui/i18n/errors.rs",
        "src/bin/app.rs",
    ] {
        assert!(!left_out(path), "{path}");
    }
}
