//! Running the `mancala-atlas` binary, for the tests of its commands (`mod cli_run;` in
//! tests/cli.rs, tests/stats.rs and tests/svg.rs): its exit status and both outputs.
// Each test file uses a part of these.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::process::Command;

/// What a run of the CLI gave.
pub struct Out {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the CLI with `args`.
pub fn run(args: &[&str]) -> Out {
    run_os(args.iter().map(OsStr::new))
}

/// Runs the CLI with arguments that need not be UTF-8.
pub fn run_os<'a>(args: impl IntoIterator<Item = &'a OsStr>) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala-atlas"))
        .args(args)
        .output()
        .expect("the CLI runs");
    Out {
        code: out.status.code().expect("an exit status"),
        stdout: String::from_utf8(out.stdout).expect("UTF-8 on stdout"),
        stderr: String::from_utf8(out.stderr).expect("UTF-8 on stderr"),
    }
}

/// A successful run: status 0, nothing on stderr; its stdout.
pub fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert_eq!(o.code, 0, "{args:?} failed: {}", o.stderr);
    assert_eq!(o.stderr, "", "{args:?} wrote to stderr");
    o.stdout
}
