//! Table-driven rule tests: every file in `tests/rules/` is a list of cases written in the
//! notation of RULES.md (a position, moves, the expected position or error).
//!
//! File format (one key per line; a line starting with `#` is a comment — the comments on
//! the right below explain the keys and are not allowed in the files):
//!
//! ```text
//! game: hoyito-3                  # the file's game (once, at the top)
//!
//! # §4.3 last seed makes four: capture, move again
//! case: capture and extra turn   # starts a case; its comment lines cite RULES.md
//! options: {"match": true}        # optional, default {}
//! position: start                 # or RULES.md position JSON ("game"/"options" may be left out)
//! moves: c1 d1                    # played in order through engine::Game (repetition counts)
//! expect: {"pits": [[…], […]], "to_move": "north"}
//! moves: e2                       # more steps may follow
//! error: endless sowing           # the last move of the preceding `moves:` line fails with this
//! legal: b1 d1 f1                 # the legal moves now, in canonical order ("legal:" alone: none)
//! ```
//!
//! `expect` compares only the keys given; objects are compared key by key (so
//! `{"outcome": {"winner": "south"}}` ignores the outcome's other keys), arrays and
//! numbers exactly. Every case must have a comment citing a rule (`§`).

use std::fs;
use std::path::Path;

use mancala_atlas::engine::{Effort, Game, GameId, Move, Position, Rules};
use serde_json::Value;

#[derive(Debug)]
enum Step {
    Moves(Vec<String>),
    Expect(Value),
    Error(String),
    Legal(Vec<String>),
}

#[derive(Debug)]
struct Case {
    file: String,
    line: usize,
    name: String,
    comment: String,
    game: String,
    options: Value,
    position: Option<String>,
    steps: Vec<Step>,
}

fn parse_file(path: &Path) -> Vec<Case> {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file = path.file_name().unwrap().to_string_lossy().to_string();
    let mut game: Option<String> = None;
    let mut cases: Vec<Case> = Vec::new();
    let mut comment = String::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(c) = line.strip_prefix('#') {
            comment.push_str(c.trim());
            comment.push('\n');
            continue;
        }
        let (key, rest) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{file}:{}: expected \"key: value\", got {line:?}", n + 1));
        let rest = rest.trim();
        let where_ = || format!("{file}:{}", n + 1);
        if key == "game" {
            assert!(
                cases.is_empty(),
                "{}: \"game:\" comes once, before the cases",
                where_()
            );
            game = Some(rest.to_string());
            comment.clear();
            continue;
        }
        if key == "case" {
            let g = game
                .clone()
                .unwrap_or_else(|| panic!("{}: the file needs a \"game:\" line first", where_()));
            cases.push(Case {
                file: file.clone(),
                line: n + 1,
                name: rest.to_string(),
                comment: std::mem::take(&mut comment),
                game: g,
                options: Value::Object(Default::default()),
                position: None,
                steps: Vec::new(),
            });
            continue;
        }
        let case = cases
            .last_mut()
            .unwrap_or_else(|| panic!("{}: \"{key}:\" outside a case", where_()));
        // Comments between the lines of a case belong to it.
        case.comment.push_str(&std::mem::take(&mut comment));
        let json = |s: &str| -> Value {
            serde_json::from_str(s).unwrap_or_else(|e| panic!("{}: not JSON ({e}): {s}", where_()))
        };
        match key {
            "options" => case.options = json(rest),
            "position" => case.position = Some(rest.to_string()),
            "moves" => case.steps.push(Step::Moves(
                rest.split_whitespace().map(String::from).collect(),
            )),
            "expect" => case.steps.push(Step::Expect(json(rest))),
            "error" => case.steps.push(Step::Error(rest.to_string())),
            "legal" => case.steps.push(Step::Legal(
                rest.split_whitespace().map(String::from).collect(),
            )),
            other => panic!("{}: unknown key \"{other}\"", where_()),
        }
    }
    cases
}

/// Whether `actual` has every key of `expected` with the same value (objects recursively).
fn matches(expected: &Value, actual: &Value, path: &str, diffs: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                let p = format!("{path}.{k}");
                match a.get(k) {
                    Some(av) => matches(v, av, &p, diffs),
                    None => diffs.push(format!("{p}: expected {v}, missing")),
                }
            }
        }
        _ => {
            if expected != actual {
                diffs.push(format!("{path}: expected {expected}, got {actual}"));
            }
        }
    }
}

fn run_case(case: &Case) -> Result<(), String> {
    let (game, options) = (&case.game, &case.options);
    let id: GameId = game.parse().map_err(|e| format!("game: {e}"))?;
    let rules = Rules::from_options(id, options).map_err(|e| format!("options: {e}"))?;
    let start = match case.position.as_deref() {
        None | Some("start") => Position::start(rules),
        Some(text) => {
            let mut v: Value =
                serde_json::from_str(text).map_err(|e| format!("position is not JSON: {e}"))?;
            if v.get("game").is_none() {
                v["game"] = Value::String(game.clone());
            }
            if v.get("options").is_none() {
                v["options"] = options.clone();
            }
            let p = Position::from_value(&v).map_err(|e| format!("position: {e}"))?;
            if p.rules() != rules {
                return Err("the position's options differ from the case's".into());
            }
            p
        }
    };
    let mut g = Game::new(start);
    let mut played = 0;
    let mut last_failed: Option<(String, String)> = None;
    for (si, step) in case.steps.iter().enumerate() {
        match step {
            Step::Moves(moves) => {
                last_failed = None;
                for (k, text) in moves.iter().enumerate() {
                    played += 1;
                    let before = g.current().clone();
                    let result = text
                        .parse::<Move>()
                        .map_err(|e| e.to_string())
                        .and_then(|mv| {
                            g.play(&mv, Effort::Exact)
                                .map(|_| ())
                                .map_err(|e| e.to_string())
                        });
                    if let Err(e) = result {
                        if k + 1 == moves.len() {
                            if g.current() != &before || g.moves().len() != played - 1 {
                                return Err(format!(
                                    "move {played} ({text}) failed but changed the game"
                                ));
                            }
                            last_failed = Some((text.clone(), e));
                            played -= 1;
                        } else {
                            return Err(format!(
                                "move {played} ({text}): {e}\n  position: {before}"
                            ));
                        }
                    }
                }
                if let Some((text, e)) = &last_failed {
                    // Only a following `error:` may accept the failure.
                    let next_is_error = matches!(case.steps.get(si + 1), Some(Step::Error(_)));
                    if !next_is_error {
                        return Err(format!(
                            "move {} ({text}): {e}\n  position: {}",
                            played + 1,
                            g.current()
                        ));
                    }
                }
            }
            Step::Expect(expected) => {
                let actual = g.current().to_json();
                let mut diffs = Vec::new();
                matches(expected, &actual, "", &mut diffs);
                if !diffs.is_empty() {
                    return Err(format!(
                        "after {played} moves:\n  {}\n  position: {actual}",
                        diffs.join("\n  ")
                    ));
                }
            }
            Step::Legal(expected) => {
                let actual: Vec<String> = g
                    .current()
                    .legal_moves()
                    .iter()
                    .map(|m| m.to_string())
                    .collect();
                if &actual != expected {
                    return Err(format!(
                        "after {played} moves: legal moves {actual:?}, expected {expected:?}\n  position: {}",
                        g.current()
                    ));
                }
            }
            Step::Error(fragment) => match &last_failed {
                Some((_, e)) if e.contains(fragment.as_str()) => {}
                Some((text, e)) => {
                    return Err(format!(
                        "{text}: expected an error with \"{fragment}\", got \"{e}\""
                    ))
                }
                None => {
                    return Err(format!(
                        "expected the last move to fail with \"{fragment}\", but it played: {}",
                        g.current()
                    ))
                }
            },
        }
    }
    Ok(())
}

/// Runs every case of `tests/rules/{name}.txt`.
fn run_file(name: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/rules")
        .join(format!("{name}.txt"));
    let cases = parse_file(&path);
    assert!(!cases.is_empty(), "{}: no cases", path.display());
    let mut failures = Vec::new();
    for case in &cases {
        let label = format!("{}:{} \"{}\"", case.file, case.line, case.name);
        if !case.comment.contains('§') {
            failures.push(format!(
                "{label}: no comment citing a rule of RULES.md (§…)"
            ));
            continue;
        }
        if case.steps.is_empty() {
            failures.push(format!("{label}: nothing to check"));
            continue;
        }
        if let Err(e) = run_case(case) {
            failures.push(format!(
                "{label}\n  {}\n  {e}",
                case.comment.trim().replace('\n', "\n  ")
            ));
        }
    }
    println!("{name}: {} rule cases", cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} rule cases failed:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

#[test]
fn katro() {
    run_file("katro");
}

#[test]
fn rio_kadalis() {
    run_file("rio-kadalis");
}

#[test]
fn hoyito_3() {
    run_file("hoyito-3");
}

#[test]
fn kiothi() {
    run_file("kiothi");
}

/// Every table in `tests/rules/` is one of the four above.
#[test]
fn every_table_runs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(names, ["hoyito-3", "katro", "kiothi", "rio-kadalis"]);
}
