//! The manual's links hold: every link between the pages of the book (`docs/src`), to a
//! heading of a page (`figures.md#by-hand`), to an image, and every link of the README and
//! of the pages the book includes (`RULES.md`, `ARCHITECTURE.md`) names a file that is
//! there and a heading that page has. mdBook itself fails the build (scripts/post-build.sh)
//! on a chapter or an included file that is missing, but not on a link: this test does.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The links of a Markdown text, outside code: each `](target)`'s target.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut fence = false;
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        // Code spans hold no links: keep what lies between them.
        let outside: String = line
            .split('`')
            .enumerate()
            .filter(|(k, _)| k % 2 == 0)
            .map(|(_, s)| s)
            .collect::<Vec<_>>()
            .join(" ");
        let mut rest = outside.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            found.push((i + 1, after[..end].to_string()));
            rest = &after[end..];
        }
    }
    found
}

/// The ids mdBook gives a page's headings: the heading's text, lower case, spaces as
/// hyphens, other punctuation dropped (code spans' backticks and emphasis too); a second
/// heading of the same id gets `-1`.
fn heading_ids(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let mut fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            continue;
        }
        let Some(title) = line.trim_start_matches('#').strip_prefix(' ') else {
            continue;
        };
        if fence || !line.starts_with('#') {
            continue;
        }
        let id: String = title
            .trim()
            .chars()
            .filter_map(|c| {
                if c.is_alphanumeric() || c == '_' || c == '-' {
                    Some(c.to_lowercase().next().unwrap_or(c))
                } else if c.is_whitespace() {
                    Some('-')
                } else {
                    None
                }
            })
            .collect();
        let mut unique = id.clone();
        let mut n = 1;
        while ids.contains(&unique) {
            unique = format!("{id}-{n}");
            n += 1;
        }
        ids.insert(unique);
    }
    ids
}

/// A page's text with its `{{#include …}}` lines replaced by the files they name.
fn expanded(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap_or_default();
    let dir = path.parent().unwrap_or(Path::new("."));
    text.lines()
        .map(|l| {
            match l
                .trim()
                .strip_prefix("{{#include ")
                .and_then(|r| r.strip_suffix("}}"))
            {
                Some(inc) => fs::read_to_string(dir.join(inc.trim())).unwrap_or_default(),
                None => l.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What is wrong with the links of the page `path` (read as `text`): `page:line: target`.
fn broken(path: &Path, text: &str) -> Vec<String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path
        .strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string();
    let mut bad = Vec::new();
    for (line, target) in links(text) {
        if target.starts_with("http://") || target.starts_with("https://") {
            continue;
        }
        let (file, anchor) = match target.split_once('#') {
            Some((f, a)) => (f, Some(a)),
            None => (target.as_str(), None),
        };
        let page = if file.is_empty() {
            path.to_path_buf()
        } else {
            dir.join(file)
        };
        if !page.is_file() {
            bad.push(format!("{name}:{line}: {target} (no such file)"));
            continue;
        }
        if let Some(a) = anchor {
            if !heading_ids(&expanded(&page)).contains(a) {
                bad.push(format!("{name}:{line}: {target} (no such heading)"));
            }
        }
    }
    bad
}

#[test]
fn every_chapter_of_the_summary_is_a_page_and_every_page_a_chapter() {
    let src = root().join("docs/src");
    let summary = fs::read_to_string(src.join("SUMMARY.md")).expect("docs/src/SUMMARY.md");
    let listed: BTreeSet<String> = links(&summary).into_iter().map(|(_, t)| t).collect();
    let pages: BTreeSet<String> = fs::read_dir(&src)
        .expect("docs/src")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md") && n != "SUMMARY.md")
        .collect();
    assert_eq!(listed, pages, "SUMMARY.md lists every page, and only pages");
    // The manual's parts the issue names are there.
    for page in [
        "playing.md",
        "learning.md",
        "recording.md",
        "figures.md",
        "cli.md",
        "tables.md",
        "deploying.md",
        "architecture.md",
        "translating.md",
        "contributing.md",
        "rules.md",
    ] {
        assert!(pages.contains(page), "the manual has {page}");
    }
}

#[test]
fn every_link_of_the_manual_and_the_readme_holds() {
    let src = root().join("docs/src");
    let mut pages: Vec<PathBuf> = fs::read_dir(&src)
        .expect("docs/src")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    let mut bad = Vec::new();
    let mut count = 0;
    for p in &pages {
        let text = expanded(p);
        count += links(&text).len();
        bad.extend(broken(p, &text));
    }
    for top in ["README.md", "RULES.md", "ARCHITECTURE.md"] {
        let p = root().join(top);
        let text = fs::read_to_string(&p).expect(top);
        count += links(&text).len();
        bad.extend(broken(&p, &text));
    }
    assert!(
        count >= 60,
        "only {count} links found: the scan misses the pages"
    );
    assert!(bad.is_empty(), "broken links:\n{}", bad.join("\n"));
    println!(
        "{count} links in {} pages and the README: each holds",
        pages.len()
    );
}

#[test]
fn the_readme_is_a_front_page() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let lines = readme.lines().count();
    assert!(lines <= 300, "the README has {lines} lines: at most 300");
    assert!(
        readme.starts_with("```sh\nmake serve"),
        "the README opens with the two commands"
    );
}

#[test]
fn a_broken_link_is_seen() {
    let dir = root().join("docs/src");
    let page = dir.join("introduction.md");
    let text = "[ok](figures.md) [gone](nope.md) [heading](figures.md#by-hand) \
                [no heading](figures.md#nowhere) `[code](nope.md)`\n```\n[fenced](nope.md)\n```\n";
    let bad = broken(&page, text);
    assert_eq!(
        bad,
        [
            "docs/src/introduction.md:1: nope.md (no such file)",
            "docs/src/introduction.md:1: figures.md#nowhere (no such heading)"
        ]
    );
    assert!(heading_ids("# A `code` heading!\n## Same\n## Same\n").contains("a-code-heading"));
    assert!(heading_ids("## Same\n## Same\n").contains("same-1"));
}
