//! What the tests that read the crate's own source share (`mod source;` in
//! tests/layers.rs and tests/facts.rs).

use std::fs;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, in a stable order.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
