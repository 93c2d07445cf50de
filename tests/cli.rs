//! The CLI contract: what `mancala-atlas` prints and its exit status.
//!
//! - `play` prints the position as one line of RULES.md JSON;
//! - an illegal or malformed move: exit status 2, nothing on stdout, one stderr line naming
//!   the move's number, its text and the reason;
//! - `moves` prints one canonical move per line (`c1`, `c1/3`, `c1'`);
//! - `perft` prints a count, `trace` JSON, `selfplay` a summary;
//! - bad arguments or JSON: exit status 2 and a one-line message.

use std::process::Command;

use serde_json::Value;

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Out {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala-atlas"))
        .args(args)
        .output()
        .expect("the CLI runs");
    Out {
        code: out.status.code().expect("an exit status"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// A successful run: status 0, nothing on stderr.
fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert_eq!(o.code, 0, "{args:?} failed: {}", o.stderr);
    assert_eq!(o.stderr, "", "{args:?} wrote to stderr");
    o.stdout
}

/// A failed run: status 2, nothing on stdout, one line on stderr containing every fragment.
fn fails(args: &[&str], fragments: &[&str]) {
    let o = run(args);
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
    for f in fragments {
        assert!(o.stderr.contains(f), "{args:?}: {:?} lacks {f:?}", o.stderr);
    }
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
    let h = ok(&["help"]);
    assert!(h.contains("usage"));
}
