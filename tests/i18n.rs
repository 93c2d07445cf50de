//! Every interface string is translated: scans each `.rs` file under `src/ui/` for the string
//! literals passed to `t(lang, "…")` and `tf(lang, "…", …)` and fails naming any that is
//! not in the catalog of `src/ui/i18n.rs` — so an untranslated string cannot slip in.

use std::fs;
use std::path::Path;

use mancala_atlas::ui::i18n::{has, t, tf, Lang};

/// Reads a Rust string literal starting at `s[0] == '"'` (or a raw `r"…"`/`r#"…"#`);
/// returns its value and the bytes it takes.
fn literal(s: &str) -> Option<(String, usize)> {
    let b = s.as_bytes();
    if b.first() == Some(&b'r') {
        let hashes = s[1..].bytes().take_while(|&c| c == b'#').count();
        if b.get(1 + hashes) != Some(&b'"') {
            return None;
        }
        let body = 2 + hashes;
        let end = format!("\"{}", "#".repeat(hashes));
        let close = s[body..].find(&end)?;
        return Some((s[body..body + close].to_string(), body + close + end.len()));
    }
    if b.first() != Some(&b'"') {
        return None;
    }
    let mut out = String::new();
    let mut chars = s[1..].char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, i + 2)),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                'u' => {
                    let mut hex = String::new();
                    for (_, c) in chars.by_ref() {
                        match c {
                            '{' => {}
                            '}' => break,
                            c => hex.push(c),
                        }
                    }
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                '\n' => {
                    // A line continuation: the next line's leading whitespace is skipped.
                    let rest = &s[1 + i + 2..];
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                other => panic!("an unexpected escape \\{other}"),
            },
            c => out.push(c),
        }
    }
    None
}

/// The string literals given as the second argument of `t(…)` / `tf(…)` calls in `src`,
/// with their line numbers.
fn keys(src: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let bytes = src.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    for name in ["t(", "tf("] {
        let mut from = 0;
        while let Some(k) = src[from..].find(name) {
            let at = from + k;
            from = at + name.len();
            if at > 0 && (ident(bytes[at - 1]) || bytes[at - 1] == b'.') {
                continue;
            }
            // Skip the first argument: up to the first comma outside brackets.
            let mut depth = 0i32;
            let mut i = from;
            let mut comma = None;
            while i < bytes.len() {
                match bytes[i] {
                    b'(' | b'[' | b'{' => depth += 1,
                    b')' | b']' | b'}' => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    b',' if depth == 0 => {
                        comma = Some(i);
                        break;
                    }
                    b'"' => break,
                    _ => {}
                }
                i += 1;
            }
            let Some(comma) = comma else { continue };
            let rest = src[comma + 1..].trim_start();
            if let Some((text, _)) = literal(rest) {
                let line = src[..at].matches('\n').count() + 1;
                found.push((line, text));
            }
        }
    }
    found
}

#[test]
fn the_scanner_reads_calls_across_lines_and_escapes() {
    let src = "let a = t(lang, \"Undo\");\nlet b = tf(\n    self.lang,\n    \"Move {}: \\\"{}\\\"\",\n    &[&n],\n);\nlet c = format!(\"x\"); it(lang, \"no\"); x.t(l, \"no\"); t(f(a, b), \"Yes\");";
    let k: Vec<String> = keys(src).into_iter().map(|(_, s)| s).collect();
    assert_eq!(k, ["Undo", "Yes", "Move {}: \"{}\""]);
}

#[test]
fn every_interface_string_is_in_the_catalog() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut files = Vec::new();
    let mut dirs = vec![dir.clone()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).expect("a folder of src/ui").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(
        files.iter().any(|p| p.ends_with("state/sentences.rs")),
        "the scan reaches the folders of src/ui"
    );
    let mut missing = Vec::new();
    let mut total = 0;
    for path in &files {
        let src = fs::read_to_string(path).expect("a source file");
        for (line, key) in keys(&src) {
            total += 1;
            if !has(&key) {
                let name = path.strip_prefix(&dir).unwrap_or(path).display();
                missing.push(format!("{name}:{line}: {key:?}"));
            }
        }
    }
    assert!(
        total > 100,
        "only {total} translated strings found: is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "{} interface strings are not in the catalog (src/ui/i18n.rs):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

#[test]
fn translations_are_used_and_placeholders_filled() {
    assert_eq!(t(Lang::Tr, "South"), "Güney");
    assert_eq!(t(Lang::Fa, "North"), "شمال");
    assert_eq!(tf(Lang::En, "{} wins", &[&"South"]), "South wins");
    assert!(tf(Lang::Tr, "{} wins", &[&"Güney"]).starts_with("Güney"));
}
