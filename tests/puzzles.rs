//! The shipped puzzles (`static/puzzles/GAME.json`, made by `mancala-atlas puzzles`,
//! README "Puzzles"): every one re-verified by the exact solver — its first move the only
//! win, every other move proven not to win, its line legal to the end of the game and
//! won there by the side to move, `n` the winner's moves in it — and the generator:
//! the same seed gives the same puzzles, bad arguments a one-line refusal with status 2.
#![cfg(unix)]

use std::collections::HashSet;

use mancala_atlas::ai::tables::Table;
use mancala_atlas::ai::{solve_each, Value};
use mancala_atlas::engine::{Effort, Game, GameId, Move, Position, Rules};
use serde_json::Value as Json;

/// The solver's positions per puzzle: the generator's default budget for the game.
fn nodes(game: GameId) -> u64 {
    match game {
        GameId::Katro | GameId::Kiothi => 200_000,
        _ => 100_000,
    }
}

/// The endgame table the generator used for `game`, if it has one.
fn table(game: GameId) -> Option<Table> {
    matches!(game, GameId::RioKadalis | GameId::Hoyito3).then(|| {
        let path = format!(
            "{}/static/tables/{}.bin",
            env!("CARGO_MANIFEST_DIR"),
            game.id()
        );
        Table::load(&std::fs::read(path).expect("the shipped table")).expect("a table")
    })
}

/// Checks one puzzle of `game` against the solver (with `tables`); its id.
fn verify(puzzle: &Json, game: GameId, tables: &[&Table]) -> String {
    let field = |k: &str| puzzle.get(k).unwrap_or_else(|| panic!("{puzzle}: no {k}"));
    let id = field("id").as_str().expect("an id").to_string();
    assert!(id.starts_with(&format!("{}-", game.id())), "{id}");
    assert_eq!(field("game").as_str(), Some(game.id()), "{id}");
    assert_eq!(field("goal").as_str(), Some("win"), "{id}");
    let p = Position::from_json(field("position").as_str().expect("a position string"))
        .unwrap_or_else(|e| panic!("{id}: {e}"));
    assert_eq!(p.rules(), Rules::default_for(game), "{id}: default options");
    assert_eq!(field("options"), &p.rules().options_json(), "{id}");
    assert_eq!(
        p.to_string(),
        field("position").as_str().unwrap_or(""),
        "{id}"
    );
    let line: Vec<Move> = field("line")
        .as_array()
        .expect("a line")
        .iter()
        .map(|m| m.as_str().and_then(|m| m.parse().ok()).expect("a move"))
        .collect();
    assert!(!line.is_empty(), "{id}");

    // The first move is the only one the solver proves a win; none other can win.
    let solved = solve_each(&p, nodes(game), tables).expect("in play");
    assert!(solved.moves.len() >= 2, "{id}: a choice");
    let wins: Vec<Move> = solved
        .moves
        .iter()
        .filter(|m| matches!(m.lo, Value::Win { .. }))
        .map(|m| m.mv)
        .collect();
    assert_eq!(wins, vec![line[0]], "{id}: the one winning move");
    for m in solved.moves.iter().filter(|m| m.mv != line[0]) {
        assert!(m.hi.rank() <= 0, "{id}: {} might win ({})", m.mv, m.hi);
    }
    let Some(Value::Win { plies }) = solved.moves.iter().find(|m| m.mv == line[0]).map(|m| m.lo)
    else {
        panic!("{id}: no win");
    };
    assert!(
        line.len() <= plies as usize,
        "{id}: within the proven {plies} moves"
    );

    // The line is legal to the end of the game, which the side to move wins.
    let me = p.to_move();
    let mut g = Game::new(p);
    let mut mine = 0;
    for (i, mv) in line.iter().enumerate() {
        assert!(!g.current().is_over(), "{id}: over before move {}", i + 1);
        mine += u64::from(g.current().to_move() == me);
        g.play(mv, Effort::Exact)
            .unwrap_or_else(|e| panic!("{id}: move {} {mv}: {e:?}", i + 1));
    }
    let outcome = g
        .current()
        .outcome()
        .unwrap_or_else(|| panic!("{id}: not over"));
    assert_eq!(outcome.winner, Some(me), "{id}: won by the side to move");
    assert_eq!(
        field("n").as_u64(),
        Some(mine),
        "{id}: n is the winner's moves"
    );
    let d = field("difficulty").as_u64().expect("a difficulty");
    assert!((1..=3).contains(&d), "{id}");
    // Difficulty grows with n: up to 2 moves at most medium, 7 or more hard.
    assert!(mine > 2 || d <= 2, "{id}: {mine} moves, difficulty {d}");
    assert!(mine < 7 || d == 3, "{id}: {mine} moves, difficulty {d}");
    id
}

fn puzzles_of(text: &str) -> Vec<Json> {
    serde_json::from_str::<Json>(text)
        .expect("JSON")
        .as_array()
        .expect("an array")
        .clone()
}

/// The shipped file of `game`, each puzzle verified; how many.
fn check_file(game: GameId) -> usize {
    let path = format!(
        "{}/static/puzzles/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.id()
    );
    let all = puzzles_of(&std::fs::read_to_string(&path).expect("the shipped puzzles"));
    let table = table(game);
    let tables: Vec<&Table> = table.iter().collect();
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    for puzzle in &all {
        assert!(ids.insert(verify(puzzle, game, &tables)), "ids are unique");
        assert!(
            positions.insert(puzzle["position"].to_string()),
            "each position once"
        );
    }
    all.len()
}

#[test]
fn every_rio_kadalis_puzzle_is_the_solvers() {
    assert!(check_file(GameId::RioKadalis) >= 200);
}

#[test]
fn every_hoyito_puzzle_is_the_solvers() {
    assert!(check_file(GameId::Hoyito3) >= 200);
}

#[test]
fn every_kiothi_puzzle_is_the_solvers() {
    assert!(check_file(GameId::Kiothi) >= KIOTHI_SHIPPED);
}

/// Kiothi's puzzles shipped (README "Puzzles"): the 50 the issue asks for; Katro has none
/// yet (the solver alone settles hardly any of its positions).
const KIOTHI_SHIPPED: usize = 50;

mod cli_run;
use cli_run::run;

#[test]
fn the_same_seed_makes_the_same_puzzles_and_another_seed_others() {
    let args = |seed: &'static str| {
        [
            "puzzles",
            "--game",
            "rio-kadalis",
            "--count",
            "4",
            "--seed",
            seed,
            "--tables",
            "static/tables/rio-kadalis.bin",
        ]
    };
    let first = run(&args("7"));
    assert_eq!(first.code, 0, "{}", first.stderr);
    let again = run(&args("7"));
    assert_eq!(first.stdout, again.stdout);
    let other = run(&args("8"));
    assert_ne!(first.stdout, other.stdout);
    let table = table(GameId::RioKadalis);
    let tables: Vec<&Table> = table.iter().collect();
    let made = puzzles_of(&first.stdout);
    assert_eq!(made.len(), 4);
    for p in &made {
        verify(p, GameId::RioKadalis, &tables);
    }
}

#[test]
fn bad_arguments_are_refused_with_status_2() {
    for (args, fragment) in [
        (
            &["puzzles", "--game", "katro", "--seed", "1"][..],
            "--count",
        ),
        (
            &["puzzles", "--game", "katro", "--count", "5"][..],
            "--seed",
        ),
        (
            &["puzzles", "--game", "katro", "--count", "0", "--seed", "1"][..],
            "--count",
        ),
        (
            &["puzzles", "--game", "katro", "--count", "x", "--seed", "1"][..],
            "--count",
        ),
        (
            &["puzzles", "--game", "chess", "--count", "1", "--seed", "1"][..],
            "chess",
        ),
        (&["puzzles", "--count", "1", "--seed", "1"][..], "--game"),
        (
            &[
                "puzzles", "--game", "katro", "--count", "1", "--seed", "1", "--depth", "2",
            ][..],
            "--depth",
        ),
        (
            &[
                "puzzles",
                "--game",
                "rio-kadalis",
                "--count",
                "1",
                "--seed",
                "1",
                "--tables",
                "no/such.bin",
            ][..],
            "no/such.bin",
        ),
    ] {
        let o = run(args);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
        assert_eq!(o.stdout, "", "{args:?}");
        assert_eq!(o.stderr.lines().count(), 1, "{args:?}: {}", o.stderr);
        assert!(o.stderr.contains(fragment), "{args:?}: {}", o.stderr);
    }
}
