//! The project's `RULES.md` holds every section the repository cites.
//!
//! In this repository `§` is the sign for a section of `RULES.md`: `§2.5` is item 5 of
//! section 2, a heading `### 2.5 …` there (a whole section, `§2`, is a heading `## 2. …`).
//! The code's comments, the rule tests' cases, the lessons, the README and the catalogs
//! cite them; each citation must name a section the page has, so that a reader who follows
//! one finds the rule. A range (`§5.4-5.10`) names both ends.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The sections of a `RULES.md` text: `2` for `## 2. Katro`, `2.5` for `### 2.5 …`.
fn sections(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in text.lines() {
        let Some(rest) = line
            .strip_prefix("### ")
            .or_else(|| line.strip_prefix("## "))
        else {
            continue;
        };
        let number: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let number = number.trim_end_matches('.');
        if !number.is_empty() {
            found.insert(number.to_string());
        }
    }
    found
}

/// A section number at the start of `s` (`2`, `5.10`), without a trailing full stop.
fn number_at(s: &str) -> Option<String> {
    let n: String = s
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let n = n.trim_end_matches('.');
    (!n.is_empty() && n.starts_with(|c: char| c.is_ascii_digit())).then(|| n.to_string())
}

/// The sections `text` cites, with their line numbers: each `§N` or `§N.M` (a space after
/// the sign allowed), and both ends of a range `§N.M-N.K` (a hyphen or an en dash).
fn citations(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for (at, _) in line.match_indices('§') {
            let rest = line[at + '§'.len_utf8()..].trim_start_matches(' ');
            let Some(first) = number_at(rest) else {
                continue;
            };
            let after = &rest[first.len()..];
            found.push((i + 1, first));
            let range = after.strip_prefix('-').or_else(|| after.strip_prefix('–'));
            if let Some(last) = range.and_then(number_at) {
                found.push((i + 1, last));
            }
        }
    }
    found
}

/// The repository's text files under `dir` that may cite a section (not the build's).
fn text_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(name.as_str(), "target" | "dist" | "node_modules" | ".git") {
                text_files(&path, out);
            }
        } else if [
            ".rs", ".md", ".txt", ".js", ".json", ".sh", ".html", ".toml",
        ]
        .iter()
        .any(|ext| name.ends_with(ext))
        {
            out.push(path);
        }
    }
}

/// What in `files` cites a section `rules` does not have: `path:line: §N`.
fn missing(rules: &BTreeSet<String>, files: &[(String, String)]) -> Vec<String> {
    let mut bad = Vec::new();
    for (name, text) in files {
        for (line, section) in citations(text) {
            if !rules.contains(&section) {
                bad.push(format!("{name}:{line}: §{section}"));
            }
        }
    }
    bad
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rules_sections() -> BTreeSet<String> {
    let text = fs::read_to_string(root().join("RULES.md")).expect("RULES.md at the top");
    sections(&text)
}

#[test]
fn rules_md_has_the_sections_of_each_game() {
    let have = rules_sections();
    // The common ground, each game's items as its rule tests cite them, the readings not
    // taken.
    let mut want: Vec<String> = (1..=6).map(|n| n.to_string()).collect();
    want.extend((1..=6).map(|m| format!("1.{m}")));
    for (game, items) in [(2, 7), (3, 8), (4, 7), (5, 11)] {
        want.extend((1..=items).map(|m| format!("{game}.{m}")));
    }
    let absent: Vec<&String> = want.iter().filter(|s| !have.contains(*s)).collect();
    assert!(absent.is_empty(), "RULES.md lacks sections {absent:?}");
}

#[test]
fn every_section_cited_in_the_repository_is_in_rules_md() {
    let have = rules_sections();
    let mut paths = Vec::new();
    for dir in ["src", "tests", "benches", "scripts", "static"] {
        text_files(&root().join(dir), &mut paths);
    }
    for top in [
        "README.md",
        "ARCHITECTURE.md",
        "RULES.md",
        "Cargo.toml",
        "index.html",
    ] {
        paths.push(root().join(top));
    }
    let mut files = Vec::new();
    let mut citing = 0;
    let mut cited = 0;
    for p in paths {
        let Ok(text) = fs::read_to_string(&p) else {
            continue;
        };
        let name = p.strip_prefix(root()).unwrap_or(&p).display().to_string();
        // This file's self-test cites sections on purpose that no page has.
        if name == "tests/rules_doc.rs" {
            continue;
        }
        let n = citations(&text).len();
        if n > 0 {
            citing += 1;
            cited += n;
        }
        files.push((name, text));
    }
    // The scan reaches the citations: the engine's games and the rule tests cite many.
    assert!(
        citing >= 30 && cited >= 200,
        "only {cited} citations in {citing} files: the scan does not reach the repository"
    );
    let bad = missing(&have, &files);
    assert!(
        bad.is_empty(),
        "{} citations name a section RULES.md does not have:\n{}",
        bad.len(),
        bad.join("\n")
    );
    println!("{cited} citations of RULES.md in {citing} files, every one a section of it");
}

#[test]
fn a_citation_of_a_missing_section_is_seen() {
    let rules =
        sections("## 2. Katro\n### 2.5 Last seed\n## 5. Kiothi\n### 5.4 Nki\n### 5.10 End\n");
    let files = vec![(
        "a.rs".to_string(),
        "// §2.5 and § 2, §5.4-5.10, §5.4–5.10.\n// §2.9 is not there; nor §7.\n// RULES.md §5.4-5.11\n"
            .to_string(),
    )];
    assert_eq!(
        missing(&rules, &files),
        ["a.rs:2: §2.9", "a.rs:2: §7", "a.rs:3: §5.11"]
    );
    assert_eq!(
        citations("§3.5–3.6. §1.2-1.3"),
        [
            (1, "3.5".to_string()),
            (1, "3.6".to_string()),
            (1, "1.2".to_string()),
            (1, "1.3".to_string())
        ]
    );
}
