//! No circles between files (issue 19): in the library (`src/engine`, `src/ai`, `src/ui`)
//! and in the CLI (`src/bin/mancala-atlas/`), a file that names another file's module —
//! in a `use` line or in a path in its code (`super::x`, `crate::a::b`) — is never named
//! back, directly or through others. Test modules are left out (a test may look at
//! anything). Each file's dependencies are read from its text: a plain, small reader of
//! paths, not a Rust parser, which is enough for this crate's style (one `use` item per
//! path, braces one level deep).

mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use source::rust_files;

/// The module path of a file under a crate's root folder: `ui/state/save/mod.rs` is
/// `ui::state::save`, `main.rs` or `lib.rs` the root.
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

/// The code of a file without its test module and its comment lines.
fn code_of(text: &str) -> String {
    let end = text.find("#[cfg(test)]\nmod tests").unwrap_or(text.len());
    let end = text[..end]
        .find("#[cfg(test)]\npub(crate) mod testing")
        .map_or(end, |t| t.min(end));
    text[..end]
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
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
        !skip.iter().any(|s| rel.starts_with(s))
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

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn the_library_has_no_circle_between_files() {
    let edges = graph(&src(), &["bin"]);
    assert!(edges.len() > 50, "the library's files were found");
    assert!(
        edges["ui/state/reduce.rs"].contains("ui/state/work.rs"),
        "dependencies are read: {:?}",
        edges["ui/state/reduce.rs"]
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
