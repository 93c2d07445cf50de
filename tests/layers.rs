//! The crate's layers, held.
//!
//! **Folders are layers.** Each folder of the library has a rank ([`RANKS`], lowest
//! first): the engine, the search, then the app's folders — the languages' mechanism,
//! the browser's services, the game model, the board, images, the runtime, the features
//! (which share one rank: no feature imports another), the app on top. A file may name
//! only folders of a lower rank than its own (and its own folder); ARCHITECTURE.md draws
//! the table.
//!
//! **No circles between files**: in the library (`src/engine`, `src/ai`, `src/ui`) and in
//! the CLI (`src/bin/mancala-atlas/`), a file that names another file's module — in a
//! `use` line or in a path in its code (`super::x`, `crate::a::b`) — is never named back,
//! directly or through others.
//!
//! Test modules are left out (a test may look at anything). Each file's dependencies are
//! read from its text: a plain, small reader of paths, not a Rust parser, which is enough
//! for this crate's style (one `use` item per path, braces one level deep).

mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use source::rust_files;

/// The module path of a file under a crate's root folder: `ui/game/save/mod.rs` is
/// `ui::game::save`, `main.rs` or `lib.rs` the root.
fn module_of(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).expect("under the root");
    let mut parts: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The code of a file without its test modules (`#[cfg(test)]` or `#[cfg(all(test, …))]`
/// before a `mod`: the declaration of a test file, or an inline module to its closing
/// brace) and without its comment lines.
fn code_of(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i].trim_start();
        let test_attr = l.starts_with("#[cfg(test)]") || l.starts_with("#[cfg(all(test");
        let next = lines.get(i + 1).map_or("", |n| n.trim_start());
        let is_mod = next.starts_with("mod ") || next.starts_with("pub(crate) mod ");
        if test_attr && is_mod {
            i += 1;
            if next.trim_end().ends_with(';') {
                i += 1;
                continue;
            }
            // An inline module: to the line where its braces close.
            let mut depth = 0i32;
            while i < lines.len() {
                depth += lines[i].matches('{').count() as i32;
                depth -= lines[i].matches('}').count() as i32;
                i += 1;
                if depth <= 0 {
                    break;
                }
            }
            continue;
        }
        out.push(lines[i]);
        i += 1;
    }
    out.join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths a file names: each `crate::…` / `super::…` / `self::…` path in its code, and
/// each item of a `use` line's braces after its prefix.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    // `use a::b::{c, d::e};` → a::b::c, a::b::d
    for stmt in code.split("use ").skip(1) {
        let Some(end) = stmt.find(';') else { continue };
        let stmt = &stmt[..end];
        if let (Some(open), Some(close)) = (stmt.find('{'), stmt.rfind('}')) {
            let prefix: Vec<String> = stmt[..open]
                .split("::")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect();
            for item in stmt[open + 1..close].split(',') {
                let first: String = item.trim().chars().take_while(|&c| is_ident(c)).collect();
                if !first.is_empty() {
                    let mut p = prefix.clone();
                    p.push(first);
                    out.push(p);
                }
            }
        }
    }
    // Every path that starts at the crate, the parent or this module.
    let bytes: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !is_ident(bytes[i - 1]);
        let rest: String = bytes[i..bytes.len().min(i + 7)].iter().collect();
        if starts_word
            && (rest.starts_with("crate::")
                || rest.starts_with("super::")
                || rest.starts_with("self::"))
        {
            let mut segs = Vec::new();
            let mut j = i;
            loop {
                let seg: String = bytes[j..].iter().take_while(|&&c| is_ident(c)).collect();
                if seg.is_empty() {
                    break;
                }
                j += seg.chars().count();
                segs.push(seg);
                if bytes.get(j) == Some(&':') && bytes.get(j + 1) == Some(&':') {
                    j += 2;
                } else {
                    break;
                }
            }
            i = j.max(i + 1);
            out.push(segs);
        } else {
            i += 1;
        }
    }
    out
}

/// The files each file depends on, for the crate whose root folder is `root` (only the
/// files listed: `skip` folders are other crates).
fn graph(root: &Path, skip: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(root, &mut files);
    files.retain(|f| {
        let rel = f.strip_prefix(root).expect("under the root");
        // A test module's own file (`#[cfg(test)] mod tests;`) is a test.
        !skip.iter().any(|s| rel.starts_with(s)) && !rel.ends_with("tests.rs")
    });
    let name = |f: &Path| f.strip_prefix(root).expect("root").display().to_string();
    let modules: BTreeMap<Vec<String>, String> = files
        .iter()
        .map(|f| (module_of(root, f), name(f)))
        .collect();
    let mut edges = BTreeMap::new();
    for f in &files {
        let me = module_of(root, f);
        let text = fs::read_to_string(f).expect("a source file");
        let mut deps = BTreeSet::new();
        for path in paths_in(&code_of(&text)) {
            let (mut cur, mut rest): (Vec<String>, &[String]) = match path[0].as_str() {
                "crate" => (Vec::new(), &path[1..]),
                "self" => (me.clone(), &path[1..]),
                "super" => (me[..me.len().saturating_sub(1)].to_vec(), &path[1..]),
                _ => continue,
            };
            while rest.first().is_some_and(|s| s == "super") {
                cur.pop();
                rest = &rest[1..];
            }
            // The longest prefix of the path that is a file.
            for k in (1..=rest.len()).rev() {
                let mut m = cur.clone();
                m.extend_from_slice(&rest[..k]);
                if let Some(file) = modules.get(&m) {
                    if *file != name(f) {
                        deps.insert(file.clone());
                    }
                    break;
                }
            }
        }
        edges.insert(name(f), deps);
    }
    edges
}

/// The groups of files that depend on each other in a circle (Tarjan's strongly
/// connected components of more than one file).
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on.insert(v);
            for w in &self.edges[v] {
                let w = w.as_str();
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let lw = self.low[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on.contains(w) {
                    let iw = self.index[w];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on.remove(w);
                    comp.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    self.out.push(comp);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.out
}

/// Each folder of the library with its rank, lowest first, and what it holds. A file may
/// name a folder of a lower rank only (and its own folder); the features share one rank,
/// so that none imports another. Every folder of `src/ui` is here (a new one is placed
/// in the table before it can be used).
const RANKS: &[(&str, u8, &str)] = &[
    ("engine", 0, "the rules: positions, moves, sowing, records"),
    ("ai", 1, "the computer's search, tables and proofs over the engine"),
    ("ui/i18n", 2, "the languages: lookups, the data files, numbers, the engine's errors in words"),
    ("ui/platform", 3, "the browser's services: storage, the address, crash, hooks, sounds, a Web Worker, the query reader, the XML escaper"),
    ("ui/game", 4, "the game model: the state and its reducer, saves, share links, the route and the screens' addresses, lessons, animation, what each holder carries out"),
    ("ui/board", 5, "the board: geometry, the drawing, the component, its inputs and controls, themes"),
    ("ui/print", 6, "images of a board for print and download"),
    ("ui/shell", 7, "the runtime: every effect carried out, the worker's requests, saves, the game's storage"),
    ("ui/play", 8, "feature: the game's panels"),
    ("ui/learn", 8, "feature: the lessons"),
    ("ui/puzzles", 8, "feature: the puzzles"),
    ("ui/record", 8, "feature: record a game"),
    ("ui/figure", 8, "feature: the embedded figure and its builder"),
    ("ui/kiosk", 8, "feature: the museum kiosk"),
    ("ui/stats", 8, "feature: what play shows"),
    ("ui/rules", 8, "feature: the rules panel"),
    ("ui/start", 8, "feature: the start screen"),
    ("ui/app", 9, "the app: its root and screens, the route in the address, the embedded page's root, the catalog of words"),
];

/// The ranked folder a file (`ui/game/save/mod.rs`) is in, if any: the longest prefix in
/// [`RANKS`].
fn folder_of(file: &str) -> Option<(&'static str, u8)> {
    RANKS
        .iter()
        .filter(|(f, _, _)| file.starts_with(&format!("{f}/")))
        .max_by_key(|(f, _, _)| f.len())
        .map(|&(f, r, _)| (f, r))
}

/// Every import of a folder of the same or a higher rank than the importer's own: (the
/// file, the file it names).
fn rank_breaches(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (file, deps) in edges {
        let Some((from, rank)) = folder_of(file) else {
            continue;
        };
        for dep in deps {
            if let Some((to, other)) = folder_of(dep) {
                if to != from && other >= rank {
                    out.push((file.clone(), dep.clone()));
                }
            }
        }
    }
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_library_has_no_circle_between_files() {
    let edges = graph(&src(), &["bin"]);
    assert!(edges.len() > 50, "the library's files were found");
    assert!(
        edges["ui/game/reduce.rs"].contains("ui/game/effect.rs"),
        "dependencies are read: {:?}",
        edges["ui/game/reduce.rs"]
    );
    let found = circles(&edges);
    assert!(
        found.is_empty(),
        "files that depend on each other: {found:#?}"
    );
}

#[test]
fn the_cli_has_no_circle_between_files() {
    let edges = graph(&src().join("bin/mancala-atlas"), &[]);
    assert!(edges.len() > 5, "the CLI's files were found");
    let found = circles(&edges);
    assert!(
        found.is_empty(),
        "files that depend on each other: {found:#?}"
    );
}

#[test]
fn a_circle_is_seen() {
    // The reader and the search on a made-up pair: a.rs uses b, b.rs names super::a.
    let mut edges = BTreeMap::new();
    edges.insert("a.rs".to_string(), BTreeSet::from(["b.rs".to_string()]));
    edges.insert("b.rs".to_string(), BTreeSet::from(["a.rs".to_string()]));
    edges.insert("c.rs".to_string(), BTreeSet::from(["a.rs".to_string()]));
    assert_eq!(circles(&edges), vec![vec!["a.rs", "b.rs"]]);
    let paths = paths_in("use super::{board::Hole, error};\nfn f() { crate::engine::rules::x(); }");
    assert!(paths.contains(&vec!["super".into(), "board".into()]));
    assert!(paths.contains(&vec!["super".into(), "error".into()]));
    assert!(paths.contains(&vec![
        "crate".into(),
        "engine".into(),
        "rules".into(),
        "x".into()
    ]));
}

#[test]
fn each_folder_imports_only_lower_ranks() {
    let edges = graph(&src(), &["bin"]);
    let breaches = rank_breaches(&edges);
    let said: Vec<String> = breaches
        .iter()
        .map(|(a, b)| {
            let (fa, ra) = folder_of(a).expect("ranked");
            let (fb, rb) = folder_of(b).expect("ranked");
            format!("{a} ({fa}, rank {ra}) names {b} ({fb}, rank {rb})")
        })
        .collect();
    assert!(
        said.is_empty(),
        "imports of a higher or the same rank:\n{}",
        said.join("\n")
    );
}

#[test]
fn every_folder_of_the_app_has_a_rank() {
    let ui = src().join("ui");
    let mut folders: Vec<String> = fs::read_dir(&ui)
        .expect("src/ui")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.is_dir())
        .map(|p| format!("ui/{}", p.file_name().expect("a name").to_string_lossy()))
        .collect();
    folders.sort();
    assert!(folders.len() >= 10, "{folders:?}");
    for f in &folders {
        assert!(
            RANKS.iter().any(|(r, _, _)| r == f),
            "{f} has no rank in tests/layers.rs"
        );
    }
    // And every file of the library but the crate's and the app's maps is in a ranked folder.
    let edges = graph(&src(), &["bin"]);
    for file in edges.keys() {
        let top = ["lib.rs", "ui/mod.rs"];
        assert!(
            folder_of(file).is_some() || top.contains(&file.as_str()),
            "{file} is in no ranked folder"
        );
    }
}

#[test]
fn a_breach_of_the_ranks_is_seen() {
    let edge = |a: &str, b: &str| (a.to_string(), BTreeSet::from([b.to_string()]));
    // The board naming a feature, a feature naming another, the platform naming the game:
    // each is seen; a feature naming the game, the app naming a feature, a folder naming
    // itself are not.
    let edges = BTreeMap::from([
        edge("ui/board/view.rs", "ui/play/status.rs"),
        edge("ui/figure/config.rs", "ui/learn/mod.rs"),
        edge("ui/platform/hooks.rs", "ui/game/mod.rs"),
        edge("ui/learn/run.rs", "ui/game/mod.rs"),
        edge("ui/app/root.rs", "ui/puzzles/view.rs"),
        edge("ui/game/save/mod.rs", "ui/game/session.rs"),
        edge("engine/play.rs", "ui/i18n/mod.rs"),
    ]);
    let found = rank_breaches(&edges);
    let files: Vec<&str> = found.iter().map(|(a, _)| a.as_str()).collect();
    assert_eq!(
        files,
        [
            "engine/play.rs",
            "ui/board/view.rs",
            "ui/figure/config.rs",
            "ui/platform/hooks.rs"
        ]
    );
    // A test module is not code: what it names is not read.
    let code = code_of(
        "use crate::ui::game::x;\n#[cfg(test)]\nmod tests {\n    use crate::ui::app::y;\n}\nfn after() {}\n#[cfg(all(test, feature = \"f\"))]\nmod more;\npub use z::w;",
    );
    assert!(
        code.contains("ui::game::x") && !code.contains("ui::app::y"),
        "{code}"
    );
    assert!(
        code.contains("fn after()") && code.contains("pub use z::w"),
        "{code}"
    );
}
