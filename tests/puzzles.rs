//! The shipped puzzles (`static/puzzles/GAME.json`, made by `mancala-atlas puzzles`,
//! the manual "Puzzles"), every one re-verified without the shipped endgame tables:
//!
//! * a `win` puzzle by the exact solver — its first move the only win, every other move
//!   proven not to win — alone (no table, the threefold rule played) where it decides
//!   within the generator's budget, else with an endgame table built afresh here; Katro's
//!   (`quickest`) by the proof search — its first move the only one that wins in the
//!   line's length, every other proven not to win so soon; its line legal to the end of
//!   the game and won there by the side to move, `n` the winner's moves in it — and, for
//!   Rio Kadalis and Hoyito III, `n` and the line recomputed as the exact win distance
//!   (`ai::win_distance`: the fewest of the winner's own moves against the longest
//!   defence), for every puzzle whose positions reachable are within [`CI_POSITIONS`]
//!   (all of them with `PUZZLES_FULL=1`, as `bash scripts/puzzles.sh verify` runs it);
//! * a `gain` puzzle by an endgame table built afresh — its first move the best by at
//!   least the margin, every value at each of the player's turns the table's, each move
//!   of the line keeping its side's best, the line legal to the end of the game and
//!   reaching the value;
//!
//! with the generator's own policy (`ai::puzzles`: budgets, grading), never a copy of its
//! numbers; and the generator: the same seed gives the same puzzles, bad arguments a
//! one-line refusal with status 2.
#![cfg(unix)]

use std::collections::HashSet;

use mancala_atlas::ai::prove::Prover;
use mancala_atlas::ai::puzzles::{difficulty, Policy, Proof, DEFAULT_MARGIN};
use mancala_atlas::ai::tables::{gained, Table, SHIPPED};
use mancala_atlas::ai::win_distance::{win_distances, Unworked, WinDistances};
use mancala_atlas::ai::{solve_each, Solved, Value};
use mancala_atlas::engine::{Effort, Game, GameId, Move, Position, Rules};
use serde_json::Value as Json;

/// The most positions a puzzle's win distances may reach in CI (some 5 s for 2,000,000,
/// once for the puzzles that share them: [`Known`]): the others are recomputed by
/// `PUZZLES_FULL=1` (`bash scripts/puzzles.sh verify`, whose result
/// `static/puzzles/verified.json` records). Measured on the shipped files: 193 of Rio
/// Kadalis' 200 and all 200 of Hoyito III's within it, the four files' check in 106 s wall.
const CI_POSITIONS: usize = 2_500_000;

/// Whether every puzzle's win distances are recomputed, however many positions they reach.
fn full() -> bool {
    std::env::var_os("PUZZLES_FULL").is_some_and(|v| v == "1")
}

/// The endgame table of `game`'s default rules built afresh, as large as the shipped one
/// the generator used (none for a game without one): the check never reads the shipped
/// file.
fn fresh_table(game: GameId) -> Option<Table> {
    let rules = Rules::default_for(game);
    let s = SHIPPED.iter().find(|s| s.rules() == Some(rules))?;
    Some(Table::build(rules, s.seeds, |_| {}).expect("a table"))
}

/// What checking a file's puzzles came to.
#[derive(Debug, Default)]
struct Tally {
    /// Win puzzles whose only win the solver alone proved.
    alone: usize,
    /// Win puzzles whose only win the solver proved with the table built afresh.
    by_table: usize,
    /// Win puzzles whose `n` and line were recomputed as exact win distances.
    distances: usize,
    /// Win puzzles whose win distances reach more positions than allowed here.
    too_many: usize,
    /// Gain puzzles whose values the table built afresh recomputed.
    gains: usize,
    /// The win distances computed so far.
    known: Known,
}

/// The most positions the win distances kept hold together (some 50 bytes each kept).
const KEPT_POSITIONS: usize = 50_000_000;

/// Win distances already computed, the latest last. A puzzle whose position one of them
/// reached with a distance reads its distance and line there: a position's distance
/// depends only on the positions reachable from it, every one of which that analysis
/// numbered and settled (the puzzles of one game often share them).
#[derive(Default)]
struct Known(Vec<WinDistances>);

impl std::fmt::Debug for Known {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} analyses kept", self.0.len())
    }
}

impl Known {
    /// The win distances of `p`'s side to move that reach `p` with a distance: kept ones,
    /// else computed afresh (and kept) with `tables` and at most `most` positions.
    fn distances(
        &mut self,
        p: &Position,
        tables: &[&Table],
        most: usize,
    ) -> Result<&WinDistances, Unworked> {
        let me = p.to_move();
        let at = self
            .0
            .iter()
            .rposition(|d| d.attacker() == me && d.of(p).is_some());
        let at = match at {
            Some(at) => at,
            None => {
                self.0.push(win_distances(p, me, tables, most)?);
                while self.0.len() > 1
                    && self.0.iter().map(WinDistances::positions).sum::<usize>() > KEPT_POSITIONS
                {
                    self.0.remove(0);
                }
                self.0.len() - 1
            }
        };
        Ok(&self.0[at])
    }
}

/// Checks one puzzle of `game` (with `tables` built afresh); its id.
fn verify(puzzle: &Json, game: GameId, tables: &[&Table], tally: &mut Tally) -> String {
    let field = |k: &str| puzzle.get(k).unwrap_or_else(|| panic!("{puzzle}: no {k}"));
    let id = field("id").as_str().expect("an id").to_string();
    assert!(id.starts_with(&format!("{}-", game.id())), "{id}");
    assert_eq!(field("game").as_str(), Some(game.id()), "{id}");
    let goal = field("goal").as_str().unwrap_or("");
    // A JSON object (as the CLI writes it), or in older files (the shipped ones) a string
    // of that JSON.
    let p = match field("position") {
        Json::String(s) => Position::from_json(s),
        other => Position::from_value(other),
    }
    .unwrap_or_else(|e| panic!("{id}: {e}"));
    assert_eq!(p.rules(), Rules::default_for(game), "{id}: default options");
    assert_eq!(field("options"), &p.rules().options_json(), "{id}");
    match field("position") {
        Json::String(s) => assert_eq!(&p.to_string(), s, "{id}"),
        other => assert_eq!(&p.to_json(), other, "{id}"),
    }
    let line: Vec<Move> = field("line")
        .as_array()
        .expect("a line")
        .iter()
        .map(|m| m.as_str().and_then(|m| m.parse().ok()).expect("a move"))
        .collect();
    assert!(!line.is_empty(), "{id}");
    match goal {
        "gain" => {
            verify_gain(puzzle, &id, &p, &line, tables);
            tally.gains += 1;
        }
        "win" if puzzle.get("quickest") == Some(&Json::Bool(true)) => {
            verify_quickest(puzzle, &id, &p, &line)
        }
        "win" => verify_win(puzzle, &id, &p, &line, tables, tally),
        other => panic!("{id}: goal {other}"),
    }
    id
}

/// Whether `solved` proves `first` the only win: it wins, and every other move is proven
/// not to.
fn only_win(solved: &Solved, first: Move) -> bool {
    let wins: Vec<Move> = solved
        .moves
        .iter()
        .filter(|m| matches!(m.lo, Value::Win { .. }))
        .map(|m| m.mv)
        .collect();
    wins == [first]
        && solved
            .moves
            .iter()
            .filter(|m| m.mv != first)
            .all(|m| m.hi.rank() <= 0)
}

/// A `win` puzzle: the first move is the only one the solver proves a win, none other can
/// win — by the solver alone within the generator's budget, else with the table built
/// afresh; the line is legal and won; for the games with tables, `n` and the line are the
/// exact win distances'.
fn verify_win(
    puzzle: &Json,
    id: &str,
    p: &Position,
    line: &[Move],
    tables: &[&Table],
    tally: &mut Tally,
) {
    let game = p.game();
    let policy = Policy::of(game);
    assert_eq!(policy.proof, Proof::Solver, "{id}");
    assert_eq!(
        puzzle.get("quickest"),
        None,
        "{id}: only Katro's are quickest"
    );
    let alone = solve_each(p, policy.nodes, &[]).expect("in play");
    let solved = if only_win(&alone, line[0]) {
        tally.alone += 1;
        alone
    } else {
        assert!(
            !tables.is_empty(),
            "{id}: the solver alone leaves it open within {} positions",
            policy.nodes
        );
        tally.by_table += 1;
        solve_each(p, policy.nodes, tables).expect("in play")
    };
    assert!(solved.moves.len() >= 2, "{id}: a choice");
    assert!(only_win(&solved, line[0]), "{id}: {:?}", solved.moves);
    if policy.win_distances {
        // The exact win distance, recomputed: `n` the fewest of the winner's own moves
        // against the longest defence, the line that defence.
        let most = if full() { usize::MAX } else { CI_POSITIONS };
        match tally.known.distances(p, tables, most) {
            Ok(d) => {
                assert_eq!(
                    d.of(p).map(u64::from),
                    puzzle["n"].as_u64(),
                    "{id}: n is the win distance"
                );
                assert_eq!(d.line(p).as_deref(), Some(line), "{id}: the line");
                tally.distances += 1;
            }
            Err(Unworked::TooMany(_)) => tally.too_many += 1,
            Err(e) => panic!("{id}: {e:?}"),
        }
    } else {
        let Some(Value::Win { plies }) =
            solved.moves.iter().find(|m| m.mv == line[0]).map(|m| m.lo)
        else {
            panic!("{id}: no win");
        };
        assert!(
            line.len() <= plies as usize,
            "{id}: within the proven {plies} moves"
        );
    }
    won_by_the_line(puzzle, id, p, line);
}

/// The line is legal to the end of the game, which the side to move wins; `n` is the
/// winner's moves in it, and the difficulty grows with it.
fn won_by_the_line(puzzle: &Json, id: &str, p: &Position, line: &[Move]) {
    let (g, mine) = played(id, p, line);
    let outcome = g
        .current()
        .outcome()
        .unwrap_or_else(|| panic!("{id}: not over"));
    assert_eq!(
        outcome.winner,
        Some(p.to_move()),
        "{id}: won by the side to move"
    );
    assert_eq!(
        puzzle["n"].as_u64(),
        Some(mine),
        "{id}: n is the winner's moves"
    );
    graded(puzzle, id, mine);
}

/// The game after `line` from `p` (each move legal, the game over only at its end), and
/// the moves of `p`'s side to move in it.
fn played(id: &str, p: &Position, line: &[Move]) -> (Game, u64) {
    let me = p.to_move();
    let mut g = Game::new(p.clone());
    let mut mine = 0;
    for (i, mv) in line.iter().enumerate() {
        assert!(!g.current().is_over(), "{id}: over before move {}", i + 1);
        mine += u64::from(g.current().to_move() == me);
        g.play(mv, Effort::Exact)
            .unwrap_or_else(|e| panic!("{id}: move {} {mv}: {e:?}", i + 1));
    }
    (g, mine)
}

/// The difficulty is the policy's for `k` and the proof's positions: up to 2 at most
/// medium, 7 or more hard.
fn graded(puzzle: &Json, id: &str, k: u64) {
    let d = puzzle["difficulty"].as_u64().expect("a difficulty");
    assert!((1..=3).contains(&d), "{id}");
    assert!(k > 2 || d <= 2, "{id}: {k}, difficulty {d}");
    assert!(k < 7 || d == 3, "{id}: {k}, difficulty {d}");
    let nodes = puzzle["nodes"].as_u64().expect("nodes");
    assert_eq!(
        u64::from(difficulty(k as u32, nodes)),
        d,
        "{id}: the policy's grade"
    );
}

/// A Katro puzzle (`quickest`): the proof search proves its first move the only one that
/// wins within the line's length, every other move proven not to win so soon, and the
/// line (the quickest win against the longest defence) is won in exactly that many moves.
fn verify_quickest(puzzle: &Json, id: &str, p: &Position, line: &[Move]) {
    let policy = Policy::of(p.game());
    assert_eq!(
        policy.proof,
        Proof::Quickest,
        "{id}: the proof search's puzzles are its games'"
    );
    let mut prover = Prover::new(policy.nodes);
    let quickest = prover
        .quickest(p, line.len() as u32)
        .unwrap_or_else(|| panic!("{id}: no win proven within {} moves", line.len()));
    assert_eq!(
        quickest.plies as usize,
        line.len(),
        "{id}: the quickest win"
    );
    assert_eq!(quickest.wins, vec![line[0]], "{id}: the one quickest move");
    assert!(quickest.moves >= 2, "{id}: a choice");
    won_by_the_line(puzzle, id, p, line);
}

/// A `gain` puzzle: by the table, its first move makes sure of `value`, at least `gain`
/// more than any other; its values are the table's at each of the player's turns; each
/// move of the line keeps its side's best; the game ends on the line with `value`.
fn verify_gain(puzzle: &Json, id: &str, p: &Position, line: &[Move], tables: &[&Table]) {
    let [table] = tables else {
        panic!("{id}: a gain puzzle needs the game's table");
    };
    let number = |k: &str| puzzle[k].as_i64().unwrap_or_else(|| panic!("{id}: no {k}"));
    let (margin, value) = (number("gain"), number("value"));
    assert!(
        margin >= i64::from(DEFAULT_MARGIN),
        "{id}: at least a four more ({margin})"
    );
    assert_eq!(puzzle["nodes"].as_u64(), Some(0), "{id}");
    let turns = puzzle["values"].as_array().expect("values");
    let me = p.to_move();
    let mut g = Game::new(p.clone());
    let mut turn = 0;
    let mut decisions = 0;
    for (i, mv) in line.iter().enumerate() {
        let q = g.current().clone();
        assert!(!q.is_over(), "{id}: over before move {}", i + 1);
        let values = table
            .values(&q)
            .unwrap_or_else(|| panic!("{id}: move {}: not exact", i + 1));
        let best = values.iter().map(|v| v.value).max().expect("moves");
        let mine = values.iter().find(|v| v.mv == *mv).expect("a legal move");
        assert_eq!(
            mine.value,
            best,
            "{id}: move {} {mv} keeps its side's best",
            i + 1
        );
        if q.to_move() == me {
            let said = turns[turn].as_object().expect("a turn's values");
            assert_eq!(
                said.len(),
                values.len(),
                "{id}: turn {turn}: every legal move"
            );
            for v in &values {
                assert_eq!(
                    said.get(&v.mv.to_string()).and_then(Json::as_i64),
                    Some(v.value as i64),
                    "{id}: turn {turn}: {}",
                    v.mv
                );
            }
            if i == 0 {
                assert_eq!(best as i64, value, "{id}: the value");
                let second = values.iter().filter(|v| v.mv != *mv).map(|v| v.value).max();
                assert_eq!(
                    second.map(|s| (best - s) as i64),
                    Some(margin),
                    "{id}: the margin over the next best"
                );
            }
            decisions += u64::from(values.iter().any(|v| v.value < best));
            turn += 1;
        }
        g.play(mv, Effort::Exact)
            .unwrap_or_else(|e| panic!("{id}: move {} {mv}: {e:?}", i + 1));
    }
    assert_eq!(
        turn,
        turns.len(),
        "{id}: a turn's values for each of the player's moves"
    );
    assert_eq!(
        puzzle["n"].as_u64(),
        Some(turn as u64),
        "{id}: n is the player's moves"
    );
    assert!(g.current().is_over(), "{id}: the line ends the game");
    assert_eq!(
        gained(p, g.current()) as i64,
        value,
        "{id}: the line reaches the value"
    );
    // Graded by the player's decisions: the turns where some move gives seeds back.
    graded(puzzle, id, decisions);
}

fn puzzles_of(text: &str) -> Vec<Json> {
    serde_json::from_str::<Json>(text)
        .expect("JSON")
        .as_array()
        .expect("an array")
        .clone()
}

/// The tables built afresh, once for all the tests (`None` for a game without one).
fn fresh(game: GameId) -> Option<&'static Table> {
    use std::sync::OnceLock;
    static RIO: OnceLock<Option<Table>> = OnceLock::new();
    static HOYITO: OnceLock<Option<Table>> = OnceLock::new();
    static NONE: OnceLock<Option<Table>> = OnceLock::new();
    let cell = if game == GameId::RioKadalis {
        &RIO
    } else if game == GameId::Hoyito3 {
        &HOYITO
    } else {
        &NONE
    };
    cell.get_or_init(|| fresh_table(game)).as_ref()
}

/// The shipped file of `game`, each puzzle verified; how many `win` and `gain` puzzles,
/// and what verified them.
fn check_file(game: GameId) -> ((usize, usize), Tally) {
    let path = format!(
        "{}/static/puzzles/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.id()
    );
    let all = puzzles_of(&std::fs::read_to_string(&path).expect("the shipped puzzles"));
    let tables: Vec<&Table> = fresh(game).into_iter().collect();
    let mut ids = HashSet::new();
    let mut positions = HashSet::new();
    let mut goals = (0, 0);
    let mut tally = Tally::default();
    for puzzle in &all {
        assert!(
            ids.insert(verify(puzzle, game, &tables, &mut tally)),
            "ids are unique"
        );
        assert!(
            positions.insert(puzzle["position"].to_string()),
            "each position once"
        );
        match puzzle["goal"].as_str() {
            Some("gain") => goals.1 += 1,
            _ => goals.0 += 1,
        }
    }
    // The line `scripts/puzzles.sh verify` records.
    eprintln!(
        "PUZZLES {}: {} win, {} gain; only win by the solver alone {}, with a table built afresh {}; n and line as exact win distances {} ({}: {}); gain values by the table built afresh {}",
        game.id(),
        goals.0,
        goals.1,
        tally.alone,
        tally.by_table,
        tally.distances,
        if full() {
            "left for reaching too many positions, with no bound".to_string()
        } else {
            format!("left for reaching more than {CI_POSITIONS} positions")
        },
        tally.too_many,
        tally.gains
    );
    if full() {
        assert_eq!(tally.too_many, 0, "{game}: every win distance recomputed");
    }
    (goals, tally)
}

#[test]
fn every_rio_kadalis_puzzle_is_proven_without_the_shipped_table() {
    let (goals, tally) = check_file(GameId::RioKadalis);
    assert_eq!(goals, (200, GAINS_SHIPPED));
    assert_eq!(tally.alone + tally.by_table, 200);
    assert!(tally.distances >= 100, "{tally:?}");
}

#[test]
fn every_hoyito_puzzle_is_proven_without_the_shipped_table() {
    let (goals, tally) = check_file(GameId::Hoyito3);
    assert_eq!(goals, (200, GAINS_SHIPPED));
    assert_eq!(tally.alone + tally.by_table, 200);
    assert!(tally.distances >= 100, "{tally:?}");
}

#[test]
fn every_kiothi_puzzle_is_the_solvers_alone() {
    let (goals, tally) = check_file(GameId::Kiothi);
    assert_eq!(goals, (OTHER_SHIPPED, 0));
    assert_eq!(tally.alone, OTHER_SHIPPED);
}

#[test]
fn every_katro_puzzle_is_the_proof_searchs() {
    assert_eq!(check_file(GameId::Katro).0, (OTHER_SHIPPED, 0));
}

/// Katro's and Kiothi's win puzzles shipped (the manual, "Puzzles"): the 50 the issue asks for.
const OTHER_SHIPPED: usize = 50;
/// The gain puzzles of each 2×6 game shipped, beside their 200 win puzzles.
const GAINS_SHIPPED: usize = 50;

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
            "--gains",
            "3",
        ]
    };
    let first = run(&args("7"));
    assert_eq!(first.code, 0, "{}", first.stderr);
    let again = run(&args("7"));
    assert_eq!(first.stdout, again.stdout);
    let other = run(&args("8"));
    assert_ne!(first.stdout, other.stdout);
    let tables: Vec<&Table> = fresh(GameId::RioKadalis).into_iter().collect();
    let made = puzzles_of(&first.stdout);
    assert_eq!(made.len(), 7);
    let mut tally = Tally::default();
    for p in &made {
        verify(p, GameId::RioKadalis, &tables, &mut tally);
    }
    let goals: Vec<&str> = made.iter().filter_map(|p| p["goal"].as_str()).collect();
    assert_eq!(goals, ["win", "win", "win", "win", "gain", "gain", "gain"]);
    // The win puzzles are the same whether gain puzzles are asked for or not.
    let wins = run(&args("7")[..9]);
    assert_eq!(puzzles_of(&wins.stdout), made[..4].to_vec());
}

#[test]
fn katros_generator_is_reproducible_and_its_puzzles_proven() {
    let args = ["puzzles", "--game", "katro", "--count", "3", "--seed", "7"];
    let first = run(&args);
    assert_eq!(first.code, 0, "{}", first.stderr);
    assert_eq!(first.stdout, run(&args).stdout);
    let made = puzzles_of(&first.stdout);
    assert_eq!(made.len(), 3);
    // The CLI writes each position as a JSON object.
    assert!(made.iter().all(|p| p["position"].is_object()), "{made:?}");
    for p in &made {
        verify(p, GameId::Katro, &[], &mut Tally::default());
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
        (
            &[
                "puzzles",
                "--game",
                "rio-kadalis",
                "--count",
                "1",
                "--seed",
                "1",
                "--gains",
                "2",
            ][..],
            "--gains needs --tables",
        ),
        (
            &[
                "puzzles", "--game", "katro", "--count", "1", "--seed", "1", "--margin", "0",
            ][..],
            "--margin",
        ),
    ] {
        let o = run(args);
        assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
        assert_eq!(o.stdout, "", "{args:?}");
        assert_eq!(o.stderr.lines().count(), 1, "{args:?}: {}", o.stderr);
        assert!(o.stderr.contains(fragment), "{args:?}: {}", o.stderr);
    }
}

mod checksum;

/// The 2×6 files' every win distance was recomputed (`PUZZLES_FULL=1`, beyond what CI
/// recomputes) on their very bytes: each is on record in `static/puzzles/verified.json`
/// (written by `bash scripts/puzzles.sh verify` only when that check passed) under its
/// SHA-256, with every win puzzle's `n` and line recomputed and none left over.
#[test]
fn the_2x6_files_passed_the_full_check_on_their_very_bytes() {
    let dir = format!("{}/static/puzzles", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(format!("{dir}/verified.json")).expect("the record");
    let record: Json = serde_json::from_str(&text).expect("JSON");
    let files = record["files"].as_array().expect("a list of files");
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let bytes = std::fs::read(format!("{dir}/{}.json", game.id())).expect("the file");
        let sum = checksum::sha256(&bytes);
        let r = files
            .iter()
            .find(|r| r["game"] == game.id() && r["sha256"] == sum.as_str())
            .unwrap_or_else(|| {
                panic!(
                    "{}.json (sha256 {sum}) has no full check on record: run `bash scripts/puzzles.sh verify`",
                    game.id()
                )
            });
        let found = r["found"].as_str().unwrap_or("");
        assert!(
            found.contains(": 200 win, 50 gain;")
                && found.contains("n and line as exact win distances 200 ")
                && found.ends_with("gain values by the table built afresh 50"),
            "{}: {found}",
            game.id()
        );
    }
}
