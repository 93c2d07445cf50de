//! The CLI contract: what `mancala-atlas` prints and its exit status.
//!
//! - `play` prints the position as one line of RULES.md JSON;
//! - an illegal or malformed move: exit status 2, nothing on stdout, one stderr line naming
//!   the move's number, its text and the reason;
//! - `moves` prints one canonical move per line (`c1`, `c1/3`, `c1'`);
//! - `perft` prints a count, `trace` JSON, `selfplay` a summary;
//! - bad arguments or JSON: exit status 2 and a one-line message: user input echoed in it
//!   once, quoted, control characters escaped and cut to 60 characters;
//! - the output cannot be written: exit status 1 and a one-line message; a reader that
//!   closed the pipe early (`moves | head -1`): exit status 0, nothing on stderr;
//! - non-UTF-8 arguments and a stderr nobody reads: a refusal, never a panic.
//!
//! The tests run the binary as a Unix process (pipes, `/dev/full`, `true`).
#![cfg(unix)]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Stdio};

use serde_json::Value;

mod cli_run;
use cli_run::{ok, run, run_os, Out};

/// A failed run: status 2, nothing on stdout, one line on stderr containing every fragment.
fn fails(args: &[&str], fragments: &[&str]) {
    fails_with(run(args), &args, fragments);
}

/// As [`fails`], for a run already made; returns the stderr line.
fn fails_with(o: Out, args: &dyn std::fmt::Debug, fragments: &[&str]) -> String {
    assert_eq!(
        o.code, 2,
        "{args:?} should fail with status 2 (stdout {:?})",
        o.stdout
    );
    assert_eq!(o.stdout, "", "{args:?} wrote to stdout on failure");
    assert_eq!(
        o.stderr.lines().count(),
        1,
        "{args:?}: not one stderr line: {:?}",
        o.stderr
    );
    assert!(o.stderr.ends_with('\n'));
    assert!(
        o.stderr.starts_with("mancala-atlas: "),
        "{args:?}: {:?}",
        o.stderr
    );
    for f in fragments {
        assert!(o.stderr.contains(f), "{args:?}: {:?} lacks {f:?}", o.stderr);
    }
    o.stderr
}

fn one_json_line(s: &str) -> Value {
    assert_eq!(s.lines().count(), 1, "not one line: {s:?}");
    serde_json::from_str(s.trim_end()).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
}

// Hoyito III, c1 from the start (hand-checked in tests/rules/hoyito-3.txt).
const HOYITO_AFTER_C1: &str = "[[6,6,2,7,1,6],[1,0,6,6,6,1]]";
// The endless-sowing position of tests/rules/hoyito-3.txt (e1 never ends).
const HOYITO_ENDLESS: &str = r#"{"game":"hoyito-3","pits":[[0,1,0,1,3,1],[1,0,1,0,1,0]],"captured":{"south":20,"north":19}}"#;

#[test]
fn play_prints_one_line_of_json() {
    let v = one_json_line(&ok(&["play", "--game", "hoyito-3", "c1"]));
    assert_eq!(v["game"], "hoyito-3");
    assert_eq!(
        v["pits"],
        serde_json::from_str::<Value>(HOYITO_AFTER_C1).unwrap()
    );
    assert_eq!(v["to_move"], "north");
    assert_eq!(v["phase"], "play");
    // No moves: the start position; options are echoed.
    let v = one_json_line(&ok(&[
        "play",
        "--game",
        "rio-kadalis",
        "--options",
        r#"{"holes_per_row":5}"#,
    ]));
    assert_eq!(v["options"]["holes_per_row"], 5);
    assert_eq!(v["pits"][0].as_array().unwrap().len(), 5);
    // From a position.
    let v = one_json_line(&ok(&["play", "--position", HOYITO_ENDLESS, "b1"]));
    assert_eq!(v["pits"][0], serde_json::json!([0, 0, 1, 1, 3, 1]));
    // Its output reads back as a position.
    let again = one_json_line(&ok(&["play", "--position", v.to_string().as_str()]));
    assert_eq!(again, v);
}

#[test]
fn illegal_and_malformed_moves() {
    // After c1 North is to move: c1 is not North's.
    fails(
        &["play", "--game", "hoyito-3", "c1", "c1"],
        &["move 2", "c1", "not one of North's holes"],
    );
    fails(
        &["play", "--game", "katro", "c1", "zz9"],
        &["move 2", "zz9", "is not a move"],
    );
    fails(
        &["play", "--game", "katro", "c2"],
        &["move 1", "c2", "outermost"],
    );
    fails(
        &["play", "--position", HOYITO_ENDLESS, "e1"],
        &["move 1", "e1", "never end"],
    );
    fails(
        &["play", "--game", "kiothi", "e1"],
        &["move 1", "e1", "redistribution"],
    );
    fails(
        &["play", "--game", "hoyito-3", "a1/2"],
        &["move 1", "a1/2", "every seed"],
    );
    fails(
        &["play", "--game", "hoyito-3", "a1'"],
        &["move 1", "a1'", "either direction"],
    );
    fails(
        &["play", "--game", "kiothi", "e1+f1=c1:9"],
        &["move 1", "e1+f1=c1:9", "placed"],
    );
    for cmd in ["moves", "perft", "trace"] {
        let mut args = vec![cmd, "--game", "hoyito-3", "c1", "b1", "a2"];
        if cmd == "perft" {
            args.extend(["--depth", "1"]);
        }
        fails(&args, &["move 2", "b1"]);
    }
}

#[test]
fn moves_one_per_line() {
    assert_eq!(
        ok(&["moves", "--game", "hoyito-3"]),
        "a1\nb1\nc1\nd1\ne1\nf1\n"
    );
    assert_eq!(
        ok(&["moves", "--game", "hoyito-3", "c1"]),
        "a2\nc2\nd2\ne2\nf2\n"
    );
    let katro = ok(&[
        "moves",
        "--game",
        "katro",
        "--options",
        r#"{"direction":"either"}"#,
    ]);
    assert!(katro.starts_with("a1\na1'\nb1\nb1'\n"), "{katro}");
    assert_eq!(katro.lines().count(), 12);
    // Kiothi partial lifts (tests/rules/kiothi.txt "partial lift, relay, nki cleared").
    let p = r#"{"game":"kiothi","pits":[[0,0,0,0,0,0,0,0,0,2],[4,0,0,0,0,0,0,0,0,2]],"captured":{"south":26,"north":26},"nki":["j1","j2"]}"#;
    assert_eq!(ok(&["moves", "--position", p]), "j1/1\nj1\n");
    // A finished game has no moves.
    let over = r#"{"game":"hoyito-3","pits":[[0,0,0,0,0,0],[0,0,0,0,0,0]],"captured":{"south":24,"north":24}}"#;
    assert_eq!(ok(&["moves", "--position", over]), "");
}

#[test]
fn perft_counts() {
    assert_eq!(ok(&["perft", "--game", "hoyito-3", "--depth", "0"]), "1\n");
    assert_eq!(ok(&["perft", "--game", "hoyito-3", "--depth", "1"]), "6\n");
    assert_eq!(
        ok(&[
            "perft",
            "--game",
            "katro",
            "--options",
            r#"{"direction":"either"}"#,
            "--depth",
            "1"
        ]),
        "12\n"
    );
    assert_eq!(
        ok(&["perft", "--game", "hoyito-3", "c1", "--depth", "1"]),
        "5\n"
    );
    fails(&["perft", "--game", "katro"], &["--depth"]);
}

#[test]
fn trace_prints_json() {
    let v = one_json_line(&ok(&["trace", "--game", "rio-kadalis", "a1"]));
    assert_eq!(v["move"], "a1");
    let events = v["events"].as_array().unwrap();
    assert_eq!(
        events[0],
        serde_json::json!({"type": "lift", "hole": "a1", "count": 4, "relay": false})
    );
    assert_eq!(
        events[1],
        serde_json::json!({"type": "drop", "hole": "b1", "count": 5})
    );
    // a1, then relays from e1, c2, c1, d2 (tests/rules/rio-kadalis.txt).
    let lifts: Vec<&str> = events
        .iter()
        .filter(|e| e["type"] == "lift")
        .map(|e| e["hole"].as_str().unwrap())
        .collect();
    assert_eq!(lifts, ["a1", "e1", "c2", "c1", "d2"]);
    assert_eq!(
        v["position"]["pits"],
        serde_json::json!([[2, 7, 1, 6, 1, 6], [6, 6, 1, 0, 6, 6]])
    );
    fails(&["trace", "--game", "rio-kadalis"], &["MOVE"]);
}

#[test]
fn selfplay_summary() {
    let a = ok(&["selfplay", "--game", "katro", "--games", "3", "--seed", "1"]);
    assert!(a.contains("games: 3"), "{a}");
    assert!(a.contains("results:"), "{a}");
    let b = ok(&["selfplay", "--game", "katro", "--games", "3", "--seed", "1"]);
    assert_eq!(a, b, "the same seed plays the same games");
    fails(
        &["selfplay", "--game", "katro", "--seed", "1"],
        &["--games"],
    );
}

#[test]
fn bad_arguments_and_json() {
    fails(&[], &[]);
    fails(&["frobnicate"], &["frobnicate"]);
    fails(&["play", "--game", "chess"], &["chess"]);
    fails(&["play"], &["--game"]);
    fails(&["play", "--game", "katro", "--bogus"], &["--bogus"]);
    fails(
        &["play", "--game", "katro", "--options", "{"],
        &["--options"],
    );
    fails(
        &[
            "play",
            "--game",
            "katro",
            "--options",
            r#"{"rows_per_player":5}"#,
        ],
        &["rows_per_player"],
    );
    fails(
        &[
            "play",
            "--game",
            "katro",
            "--options",
            r#"{"colour":"red"}"#,
        ],
        &["colour"],
    );
    fails(&["play", "--position", "{"], &["--position"]);
    fails(
        &["play", "--position", r#"{"game":"hoyito-3","pits":[[4]]}"#],
        &["pits"],
    );
    fails(
        &[
            "play",
            "--position",
            r#"{"game":"hoyito-3","pits":[[4,4,4,4,4,4],[4,4,4,4,4,5]]}"#,
        ],
        &["49", "48"],
    );
    fails(
        &["play", "--game", "katro", "--position", HOYITO_ENDLESS],
        &["either"],
    );
    fails(&["perft", "--game", "katro", "--depth", "x"], &["--depth"]);
    fails(&["play", "--game"], &["--game"]);
}

#[test]
fn help() {
    // clap's help (it was a hand-written usage block, "usage: …").
    let h = ok(&["help"]);
    assert!(h.contains("Usage: mancala-atlas"), "{h}");
    // The games are the engine's, every one of them.
    let ids: Vec<&str> = mancala_atlas::engine::GameId::ALL
        .iter()
        .map(|g| g.id())
        .collect();
    assert!(h.contains(&format!("\ngames: {}\n", ids.join(", "))), "{h}");
}

/// Runs the CLI with its stdout or stderr (or both) sent elsewhere.
fn run_to(args: &[&str], stdout: Stdio, stderr: Stdio) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_mancala-atlas"))
        .args(args)
        .stdout(stdout)
        .stderr(stderr)
        .output()
        .expect("the CLI runs")
}

/// The write end of a pipe nobody reads: its read end was held by `true`, which has
/// exited, so every write to it fails with "broken pipe".
fn pipe_without_reader() -> Stdio {
    use std::io::Write;
    let mut reader = Command::new("true")
        .stdin(Stdio::piped())
        .spawn()
        .expect("true runs");
    let mut write_end = reader.stdin.take().expect("a pipe to true");
    assert!(reader.wait().expect("true exits").success());
    // A process another test spawned at the same moment may hold a copy of the read end
    // until it starts its program; wait until the pipe has no reader at all.
    loop {
        match write_end.write(b"\n") {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => break,
            Err(e) => panic!("writing to the pipe: {e}"),
            Ok(_) => std::thread::yield_now(),
        }
    }
    Stdio::from(write_end)
}

#[test]
fn non_utf8_arguments_are_refused() {
    // "c1\xFF": not UTF-8 (a byte of Latin-1 text, say).
    let bad = OsStr::from_bytes(b"c1\xff");
    for args in [
        vec![
            OsStr::new("play"),
            OsStr::new("--game"),
            OsStr::new("katro"),
            bad,
        ],
        vec![bad],
        vec![OsStr::new("perft"), OsStr::new("--depth"), bad],
    ] {
        let n = 1 + args.iter().position(|a| *a == bad).unwrap();
        let o = run_os(args.iter().copied());
        let line = fails_with(o, &args, &["not UTF-8", r#""c1\xFF""#]);
        assert!(line.contains(&format!("argument {n} ")), "{line}");
    }
}

#[test]
fn a_stderr_nobody_reads_is_no_panic() {
    // An error message into a broken pipe: still status 2, not a panic (101).
    let o = run_to(
        &["play", "--game", "katro", "zz9"],
        Stdio::null(),
        pipe_without_reader(),
    );
    assert_eq!(o.status.code(), Some(2));
    // `moves` in Kiothi's redistribution writes its description on stderr and succeeds.
    let o = run_to(
        &["moves", "--game", "kiothi"],
        Stdio::null(),
        pipe_without_reader(),
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn output_that_cannot_be_written_is_a_failure() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let o = run_to(
        &["play", "--game", "katro"],
        Stdio::from(full),
        Stdio::piped(),
    );
    assert_eq!(o.status.code(), Some(1), "a full device is a failure");
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err:?}");
    assert!(
        err.starts_with("mancala-atlas: cannot write the output: "),
        "{err:?}"
    );
    // A reader that stops early (`moves | head -1`) is not an error: status 0, quietly.
    let o = run_to(
        &[
            "moves",
            "--game",
            "katro",
            "--options",
            r#"{"direction":"either"}"#,
        ],
        pipe_without_reader(),
        Stdio::piped(),
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(o.stderr, b"");
}

/// A message at most this long, whatever the input.
const LONGEST_MESSAGE: usize = 400;

#[test]
fn echoed_input_is_one_escaped_bounded_line() {
    // Newlines and other control characters are escaped.
    let line = fails_with(
        run(&["play", "--game", "katro", "c1\nd1\u{7}\r"]),
        &"c1\\nd1",
        &[r#"move 1 "c1\nd1\u{7}\r""#],
    );
    assert_eq!(line.matches("c1\\nd1").count(), 1, "echoed once: {line}");
    fails(
        &["play", "--game", "line one\nline two\u{1b}[31m"],
        &[r#""line one\nline two\u{1b}[31m""#],
    );
    // JSON strings with an escaped newline: the name read has a real one.
    fails(
        &["play", "--game", "katro", "--options", r#"{"a\nb":1}"#],
        &[r#"katro has no option "a\nb""#],
    );
    fails(
        &["play", "--position", r#"{"game":"x\ny","pits":[]}"#],
        &[r#""x\ny""#],
    );
    fails(&["frob\u{2028}nicate"], &[r#""frob\u{2028}nicate""#]);
    // A 10 kB argument anywhere: cut to 60 characters with its full length, echoed once.
    let long = "x".repeat(10_000);
    let long_json_string = format!(r#"{{"game":"{long}","pits":[]}}"#);
    let long_flag = format!("--{long}");
    let long_key = format!(r#"{{"{long}":1}}"#);
    let long_hole = format!(
        r#"{{"game":"kiothi","pits":[[0,0,0,0,5,5,5,5,5,5],[5,5,5,5,5,5,0,0,0,0]],"nki":["{long}"]}}"#
    );
    let cases: Vec<Vec<&str>> = vec![
        vec!["play", "--game", "katro", &long],
        vec!["play", "--game", "katro", "c1", &long],
        vec!["play", "--game", &long],
        vec![&long],
        vec!["play", &long_flag],
        vec!["perft", "--game", "katro", "--depth", &long],
        vec!["play", "--position", &long_json_string],
        vec!["play", "--game", "katro", "--options", &long_key],
        vec!["play", "--position", &long_hole],
        vec!["think", "--game", "katro", "--level", &long],
    ];
    for args in cases {
        let line = fails_with(run(&args), &&args[..args.len() - 1], &["…"]);
        assert!(
            line.chars().count() <= LONGEST_MESSAGE,
            "{} characters: {line}",
            line.chars().count()
        );
        let xs = line.matches('x').count();
        assert!((55..=65).contains(&xs), "echoed once, cut to 60: {line}");
    }
    let line = fails_with(
        run(&["play", "--game", "katro", &long]),
        &"10 kB move",
        &[r#"move 1 "xxxxxxxxxx"#, "…\" (10000 characters)"],
    );
    assert_eq!(line.matches('x').count(), 60, "{line}");
}

/// A match of two random players, complete but for any further flags.
const MATCH: &[&str] = &[
    "match", "--game", "katro", "--a", "random", "--b", "random", "--games", "2", "--seed", "1",
];

#[test]
fn numbers_out_of_range_name_the_range() {
    for bad in [
        "2^64",
        "18446744073709551616",
        "-1",
        "1e3",
        "",
        " 3",
        "3.0",
        "4294967296",
    ] {
        fails(
            &["perft", "--game", "katro", "--depth", bad],
            &["--depth must be a whole number from 0 to 4294967295"],
        );
    }
    for bad in ["18446744073709551616", "-1", "1e3", "0x10"] {
        fails(
            &["selfplay", "--game", "katro", "--games", "1", "--seed", bad],
            &["--seed must be a whole number from 0 to 18446744073709551615"],
        );
    }
    for (flag, range) in [
        ("--games", "from 1 to 4294967295"),
        ("--nodes", "from 1 to 18446744073709551615"),
    ] {
        for bad in ["0", "-1", "1e3", "18446744073709551616"] {
            let mut args = vec![
                "match", "--game", "katro", "--a", "random", "--b", "random", "--seed", "1",
            ];
            if flag != "--games" {
                args.extend(["--games", "2"]);
            }
            args.extend([flag, bad]);
            fails(&args, &[&format!("{flag} must be a whole number {range}")]);
        }
    }
    fails(
        &[MATCH, &["--opening", "-3"]].concat(),
        &["--opening must be a whole number from 0 to"],
    );
    // Ordinary spellings still work.
    assert_eq!(ok(&["perft", "--game", "hoyito-3", "--depth", "+1"]), "6\n");
}

/// The Kiothi position of `moves_one_per_line` (j1 holds 2, South to move).
const KIOTHI_J1_TWO: &str = r#"{"game":"kiothi","pits":[[0,0,0,0,0,0,0,0,0,2],[4,0,0,0,0,0,0,0,0,2]],"captured":{"south":26,"north":26},"nki":["j1","j2"]}"#;

#[test]
fn lifts_and_redistributions_in_plain_words() {
    // Too many seeds, however many are asked for.
    for asked in ["2", "3", "255", "256", "999", "18446744073709551616"] {
        let mv = format!("j1/{asked}");
        if asked == "2" {
            fails(
                &["play", "--position", KIOTHI_J1_TWO, &mv],
                &["lifting all of them is written j1"],
            );
            continue;
        }
        fails(
            &["play", "--position", KIOTHI_J1_TWO, &mv],
            &[&format!(
                "move 1 (j1/{asked}): j1 holds 2 seeds: a partial lift takes 1 of them"
            )],
        );
    }
    let p = r#"{"game":"kiothi","pits":[[0,0,0,0,0,0,0,0,0,6],[0,0,0,0,0,0,0,0,0,2]],"captured":{"south":26,"north":26},"nki":["j1","j2"]}"#;
    fails(
        &["play", "--position", p, "j1/999"],
        &["move 1 (j1/999): j1 holds 6 seeds: a partial lift takes 1 to 5 of them"],
    );
    // A lift of zero, and a lift in a game without partial lifts.
    fails(
        &["play", "--position", p, "j1/0"],
        &["move 1 \"j1/0\": a partial lift takes at least 1 seed"],
    );
    fails(
        &["play", "--game", "katro", "c1/999"],
        &["move 1 (c1/999)", "every seed of the hole is lifted"],
    );
    // Redistributions in games that have none, whatever holes they name.
    for game in ["katro", "rio-kadalis", "hoyito-3"] {
        for mv in ["c1=", "=", "e1+f1=c1:5,a2:5", "c3+d3=", "c1=zz:1"] {
            fails(
                &["play", "--game", game, mv],
                &[
                    "move 1",
                    "has no redistribution: a move sows from a hole, like c1",
                ],
            );
        }
    }
    // Kiothi once the redistribution is over.
    fails(
        &["play", "--position", p, "c1="],
        &["move 1 (c1=)", "the redistribution is over"],
    );
    fails(
        &["play", "--game", "kiothi", "k1+a1="],
        &["move 1", "there is no hole k1 on this board"],
    );
    fails(
        &["play", "--game", "kiothi", "a1+b1=c1:999"],
        &["move 1", "\"c1:999\"", "more warriors than the board holds"],
    );
}

#[test]
fn flags_a_command_does_not_take_are_refused() {
    fails(
        &["play", "--game", "katro", "--game", "kiothi"],
        &["--game is given twice"],
    );
    fails(
        &["play", "--game", "katro", "--depth", "3"],
        &["play does not take --depth"],
    );
    fails(
        &[
            "selfplay", "--game", "katro", "--games", "1", "--seed", "1", "c1",
        ],
        &["selfplay takes no moves", "\"c1\""],
    );
    fails(
        &["bench", "--options", "{}"],
        &["--options goes with --game"],
    );
    fails(
        &[MATCH, &["--balanced", "5"]].concat(),
        &["--balanced needs --opening"],
    );
    fails(
        &["think", "--game", "katro", "--level", "grandmaster"],
        &["--level: unknown level \"grandmaster\" (choose random, greedy"],
    );
    fails(&["play", "--bogus"], &["unknown flag \"--bogus\""]);
}

#[test]
fn tables_build_verify_and_think_with_a_table() {
    let dir = std::env::temp_dir().join(format!("atlas-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("rio.bin");
    let path = file.to_str().expect("a path");
    let o = run(&[
        "tables",
        "build",
        "--game",
        "rio-kadalis",
        "--seeds",
        "6",
        "--out",
        path,
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("at most 6 seeds"), "{}", o.stdout);
    assert!(
        o.stderr.contains("6 seeds:"),
        "progress on stderr: {}",
        o.stderr
    );
    let out = ok(&["tables", "verify", "--tables", path, "--positions", "200"]);
    assert!(out.contains("0 disagreed"), "{out}");
    // Every entry one move on, through the mirror too (clockwise sowing), on two threads.
    let out = ok(&[
        "tables",
        "verify",
        "--tables",
        path,
        "--all",
        "--threads",
        "2",
    ]);
    let every = out
        .lines()
        .filter(|l| l.starts_with("one move on, every entry") && l.ends_with(", 0 disagreed"))
        .count();
    assert_eq!(every, 2, "{out}");
    assert!(
        out.contains("37128 entries, 35280 positions in play"),
        "{out}"
    );
    // A position of 6 seeds, the stores level: the table's line says its value.
    let pos = r#"{"game":"rio-kadalis","pits":[[0,0,3,0,0,1],[0,2,0,0,0,0]],"captured":{"south":21,"north":21}}"#;
    let out = ok(&[
        "think",
        "--position",
        pos,
        "--tables",
        path,
        "--nodes",
        "2000",
    ]);
    assert!(out.lines().any(|l| l.starts_with("table: ")), "{out}");
    // A table of other rules, a missing file, bytes that are not a table: status 2.
    fails(
        &["think", "--game", "hoyito-3", "--tables", path],
        &["is a table of rio-kadalis", "hoyito-3"],
    );
    let missing = dir.join("none.bin");
    fails(
        &[
            "think",
            "--game",
            "rio-kadalis",
            "--tables",
            missing.to_str().unwrap(),
        ],
        &["--tables: cannot read"],
    );
    let junk = dir.join("junk.bin");
    std::fs::write(&junk, b"not a table").expect("written");
    fails(
        &["tables", "verify", "--tables", junk.to_str().unwrap()],
        &["is refused", "not an endgame table"],
    );
    fails(
        &[
            "tables", "build", "--game", "kiothi", "--seeds", "4", "--out", path,
        ],
        &["no tables for kiothi"],
    );
    fails(
        &["tables", "build", "--game", "hoyito-3", "--seeds", "25"],
        &["--seeds"],
    );
    // A size whose moves the builder cannot count is refused before it starts.
    fails(
        &["tables", "build", "--game", "rio-kadalis", "--seeds", "24"],
        &["a table of 24 seeds is too large to build"],
    );
    fails(&["tables", "shrink"], &["unknown command", "tables shrink"]);
    std::fs::remove_dir_all(&dir).ok();
}

/// Every command and the flags its help must list.
const COMMANDS: &[(&[&str], &[&str])] = &[
    (&["play"], &["--game", "--options", "--position", "[MOVE]"]),
    (&["moves"], &["--game", "--options", "--position"]),
    (&["perft"], &["--game", "--position", "--depth"]),
    (&["trace"], &["--game", "--position"]),
    (&["selfplay"], &["--game", "--options", "--games", "--seed"]),
    (
        &["bench"],
        &["--game", "--games", "--seed", "[default: 2000]"],
    ),
    (
        &["match"],
        &[
            "--a",
            "--b",
            "--games",
            "--seed",
            "--nodes",
            "--opening",
            "--balanced",
        ],
    ),
    (
        &["think"],
        &[
            "--level",
            "--nodes",
            "--seed",
            "--tables",
            "[default: expert]",
        ],
    ),
    (
        &["stats"],
        &[
            "--game",
            "--options",
            "--games",
            "--seed",
            "--players",
            "--threads",
            "--json",
            "--csv",
            "--per-game",
            "--shard",
            "--out",
        ],
    ),
    (
        &["stats", "variants"],
        &[
            "--game",
            "--games",
            "--seed",
            "--players",
            "--threads",
            "--csv",
            "--per-game",
        ],
    ),
    (&["stats", "merge"], &["--json", "--csv", "[FILE]"]),
    (
        &["stats", "plot"],
        &["--game", "--lang", "--out", "[default: en]"],
    ),
    (
        &["svg"],
        &[
            "--record",
            "--at",
            "--coordinates",
            "--names",
            "--caption",
            "--theme",
            "--out",
        ],
    ),
    (
        &["tables", "build"],
        &["--game", "--options", "--seeds", "--out"],
    ),
    (
        &["tables", "verify"],
        &[
            "--tables",
            "--positions",
            "--all",
            "--alone",
            "--nodes",
            "--seed",
            "--threads",
            "[default: 300]",
            "[default: 200000]",
        ],
    ),
    (
        &["puzzles"],
        &[
            "--count", "--seed", "--nodes", "--tables", "--gains", "--margin", "--out",
        ],
    ),
    (&["completions"], &["<SHELL>", "bash", "zsh", "fish"]),
];

#[test]
fn each_command_has_help_with_its_flags_and_an_example() {
    for (path, flags) in COMMANDS {
        for how in ["--help", "-h"] {
            let help = ok(&[*path, &[how][..]].concat());
            assert!(
                help.contains(&format!("Usage: mancala-atlas {}", path.join(" "))),
                "{path:?}: {help}"
            );
            for flag in *flags {
                assert!(help.contains(flag), "{path:?} {how} lacks {flag}: {help}");
            }
            assert!(
                help.contains("Example") && help.contains(&format!("mancala-atlas {}", path[0])),
                "{path:?}: no example: {help}"
            );
        }
        // `help COMMAND` is the same help.
        assert_eq!(
            ok(&[&["help"][..], path].concat()),
            ok(&[*path, &["--help"][..]].concat())
        );
    }
    // The quick commands' examples run as written.
    for command in ["play", "moves", "perft", "trace", "think"] {
        let help = ok(&[command, "--help"]);
        let example = help
            .split("Example:\n  mancala-atlas ")
            .nth(1)
            .and_then(|rest| rest.lines().next())
            .unwrap_or_else(|| panic!("{command}: {help}"));
        let words: Vec<&str> = example.split_whitespace().collect();
        ok(&words);
    }
    // The commands `tables` and `stats` hold are in their help.
    let tables = ok(&["tables", "--help"]);
    assert!(
        tables.contains("build") && tables.contains("verify"),
        "{tables}"
    );
    let stats = ok(&["stats", "--help"]);
    for part in ["variants", "merge", "plot"] {
        assert!(stats.contains(part), "{stats}");
    }
}

#[test]
fn version_and_completions() {
    for how in ["--version", "-V"] {
        assert_eq!(
            ok(&[how]),
            format!("mancala-atlas {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    for (shell, fragment) in [
        ("bash", "complete -F _mancala__atlas"),
        ("zsh", "#compdef mancala-atlas"),
        ("fish", "complete -c mancala-atlas"),
        ("elvish", "mancala-atlas"),
        ("powershell", "mancala-atlas"),
    ] {
        let script = ok(&["completions", shell]);
        assert!(script.contains(fragment), "{shell}: {script}");
        // Every command and a subcommand's flag are completed.
        for word in ["stats", "tables", "verify", "per-game"] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
    fails(&["completions", "tcsh"], &["tcsh"]);
    fails(&["completions"], &["SHELL"]);
}

#[test]
fn mistyped_commands_and_flags_are_suggested_on_one_line() {
    fails(
        &["paly", "--game", "katro"],
        &["unknown command \"paly\"", "did you mean play?"],
    );
    fails(&["stats", "varaints"], &["did you mean variants?"]);
    fails(
        &["tables", "verfy"],
        &["\"tables verfy\"", "did you mean verify?"],
    );
    fails(
        &["play", "--gmae", "katro"],
        &[
            "unknown flag \"--gmae\"",
            "did you mean --game?",
            "play --help",
        ],
    );
    fails(
        &["stats", "--game", "katro", "--seeed", "1"],
        &["did you mean --seed?"],
    );
    // A flag of another command: named as such, not as unknown.
    fails(
        &["tables", "verify", "--depth", "3"],
        &["tables verify does not take --depth"],
    );
    fails(
        &["tables"],
        &["\"tables\" needs a subcommand", "tables --help"],
    );
    fails(
        &["stats", "merge", "--seed", "1"],
        &["stats merge does not take --seed"],
    );
    fails(&["stats", "--json", "--json"], &["--json is given twice"]);
    // `--` ends the flags, as in every clap program (it was refused as an unknown flag).
    assert_eq!(
        ok(&["play", "--game", "katro", "--", "c1"]),
        ok(&["play", "--game", "katro", "c1"])
    );
    fails(&["--game", "katro"], &["unknown command \"--game\""]);
    fails(&["--verison"], &["did you mean --version?"]);
}
