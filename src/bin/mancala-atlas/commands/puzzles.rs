//! `puzzles`: positions from seeded random games where the side to move has exactly one
//! best move — the only winning move, proven by the exact solver (with the endgame tables
//! where given); Katro's only quickest win, proven by the proof search (`ai::prove`); with
//! `--gains`, the one move that makes sure of at least `--margin` seeds more than any other,
//! proven by the tables — each with its line to the end of the game, graded and written as
//! JSON (`static/puzzles/GAME.json`).

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use mancala_atlas::ai::prove::Prover;
use mancala_atlas::ai::puzzles::{
    difficulty, is_late, Policy, Proof, DEFAULT_MARGIN, GAINS_PER_GAME, GAMES_PER_PUZZLE, MAX_LINE,
    MAX_MOVES, MAX_PROOF, MOST_POSITIONS, PER_GAME,
};
use mancala_atlas::ai::tables::{gained, Table, Valued};
use mancala_atlas::ai::win_distance::win_distances;
use mancala_atlas::ai::{Bounded, Solved, Value};
use mancala_atlas::engine::{Effort, Game, Move, Phase, Player, Position, Rng, Rules};
use serde::Serialize;

use super::{search, tables};
use crate::args::{ArgError, Args, Command, Flag};
use crate::errors::CliError;
use crate::input::rules_of;
use crate::messages::reports::{puzzle_lines, PuzzleReport};

/// The most puzzles one run makes.
pub const MAX_PUZZLES: u64 = 100_000;

/// What the solver may spend on a candidate: `nodes` positions for each position of
/// its line, with `tables` for the positions they cover.
pub struct Solver<'a> {
    pub nodes: u64,
    pub tables: &'a [&'a Table],
}

impl Solver<'_> {
    fn solve(&self, p: &Position) -> Option<Solved> {
        search::solve_moves(p, self.nodes, self.tables)
    }
}

/// One puzzle as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Puzzle {
    pub id: String,
    pub game: &'static str,
    pub options: serde_json::Value,
    /// The position, as a RULES.md JSON object (`play` prints the same). Files written
    /// before held it as a string of that JSON; readers take both.
    pub position: serde_json::Value,
    /// `win`: the only winning move; `gain`: the one move that gains at least `gain`
    /// seeds more than any other.
    pub goal: &'static str,
    /// The winner's moves until the game is won, the first included: for Rio Kadalis and
    /// Hoyito III the exact win distance (the fewest of the winner's own moves against
    /// the longest defence, `ai::win_distance`); a `gain` puzzle: the player's moves in
    /// the line.
    pub n: u32,
    /// 1 (easy) to 3 (hard): see [`difficulty`].
    pub difficulty: u8,
    /// The line from the position to the end of the game: the quickest win against the
    /// longest defence (the win distances', the solver's or the proof search's), or the
    /// tables' line of a `gain` puzzle.
    pub line: Vec<String>,
    /// Positions the solver searched to prove the first move the only win (a `gain`
    /// puzzle: 0, the tables answer at once).
    pub nodes: u64,
    /// A `win` puzzle proven by the proof search (Katro): `true`, the first move is the
    /// only one that wins in `n` moves; another may win later.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quickest: Option<bool>,
    /// A `gain` puzzle: the seeds that count the best move gains more than any other.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gain: Option<i32>,
    /// A `gain` puzzle: the best difference of seeds that count the player makes sure of
    /// from the position to the end of the game (the line's result).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,
    /// A `gain` puzzle: at each of the player's turns in the line, what each legal move
    /// makes sure of (the same measure as `value`), by the tables.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<TurnValues>>,
}

/// What a run found, for its report.
pub struct Run {
    pub puzzles: Vec<Puzzle>,
    pub games: u64,
    pub tried: u64,
    pub secs: f64,
}

/// `puzzles`: the JSON array (stdout), or with `--out` the file written and a report.
pub fn puzzles(a: &Args, note: &dyn Fn(&str)) -> Result<String, CliError> {
    let rules = rules_of(a)?;
    let count = a.required(Command::Puzzles, Flag::Count, "N", 1, MAX_PUZZLES)?;
    let seed = a.required(Command::Puzzles, Flag::Seed, "S", 0, u64::MAX)?;
    let nodes = a
        .number(Flag::Nodes, 1, u64::MAX)?
        .unwrap_or_else(|| Policy::of(rules.game()).nodes);
    let table = match a.get(Flag::Tables) {
        Some(_) => tables::for_position(a, &Position::start(rules))?,
        None => None,
    };
    let gains = a.number(Flag::Gains, 1, MAX_PUZZLES)?;
    let margin = a
        .number(Flag::Margin, 1, 48)?
        .unwrap_or(DEFAULT_MARGIN as u64) as i32;
    let gain_table = match (gains, &table) {
        (Some(_), None) => return Err(ArgError::GainsNeedTables.into()),
        (Some(g), Some(t)) => Some((g as usize, t)),
        (None, _) => None,
    };
    let tables: Vec<&Table> = table.iter().collect();
    let solver = Solver {
        nodes,
        tables: &tables,
    };
    let mut seen = HashSet::new();
    // The bar counts the puzzles found (a run may end short of them: GAMES_PER_PUZZLE).
    let bar = crate::progress::bar(count + gains.unwrap_or(0), "puzzles");
    let mut run = generate(rules, count as usize, seed, &solver, &mut seen, &bar);
    if let Some((gains, table)) = gain_table {
        let more = generate_gains(rules, gains, seed, table, margin, &mut seen, &bar);
        run.puzzles.extend(more.puzzles);
        run.games += more.games;
        run.tried += more.tried;
        run.secs += more.secs;
    }
    bar.finish_and_clear();
    let json = to_json(&run.puzzles);
    let out = a.get(Flag::Out);
    let report = PuzzleReport {
        difficulties: run.puzzles.iter().map(|p| p.difficulty).collect(),
        asked: count + gains.unwrap_or(0),
        games: run.games,
        games_per_puzzle: GAMES_PER_PUZZLE,
        tried: run.tried,
        nodes,
        secs: run.secs,
        out,
    };
    let Some(out) = out else {
        if run.puzzles.len() < count as usize {
            note(&puzzle_lines(&report).join("; "));
        }
        return Ok(json);
    };
    std::fs::write(out, format!("{json}\n")).map_err(|error| CliError::CannotWriteFile {
        path: out.to_string(),
        error,
    })?;
    Ok(puzzle_lines(&report).join("\n"))
}

/// The puzzles as a JSON array, one puzzle a line.
fn to_json(puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles
        .iter()
        .map(|p| serde_json::to_string(p).unwrap_or_default())
        .collect();
    format!("[\n{}\n]", lines.join(",\n"))
}

/// Up to `count` puzzles from random games seeded by `seed`, each candidate given what
/// `solver` may spend. The same arguments give the same puzzles.
pub fn generate(
    rules: Rules,
    count: usize,
    seed: u64,
    solver: &Solver,
    seen: &mut HashSet<String>,
    bar: &indicatif::ProgressBar,
) -> Run {
    let clock = Instant::now();
    let mut rng = Rng::new(seed);
    let mut run = Run {
        puzzles: Vec::new(),
        games: 0,
        tried: 0,
        secs: 0.0,
    };
    let most_games = (count as u64).saturating_mul(GAMES_PER_PUZZLE);
    while run.puzzles.len() < count && run.games < most_games {
        run.games += 1;
        let game = random_game(rules, &mut rng);
        let late = game.positions().iter().filter(|p| is_late(p));
        let mut kept = 0;
        for p in late.take(PER_GAME) {
            if p.phase() != Phase::Play || !seen.insert(p.to_string()) {
                continue;
            }
            run.tried += 1;
            if let Some(puzzle) = examine(p, solver) {
                run.puzzles.push(puzzle);
                bar.inc(1);
                kept += 1;
                if run.puzzles.len() == count || kept == Policy::of(rules.game()).wins_per_game {
                    break;
                }
            }
        }
    }
    run.secs = clock.elapsed().as_secs_f64();
    run
}

/// A game of random moves (the engine's random player) to its end, or [`MAX_MOVES`].
fn random_game(rules: Rules, rng: &mut Rng) -> Game {
    let mut game = Game::from_rules(rules);
    while !game.current().is_over() && game.moves().len() < MAX_MOVES {
        let Some((mv, _)) = game.current().random_move(rng) else {
            break;
        };
        if game.play(&mv, Effort::Exact).is_err() {
            break;
        }
    }
    game
}

/// `p` as a puzzle proven by the proof search: it has more than one move, and exactly one
/// of them wins in the fewest moves; the line, the winner's quickest win against the
/// defence that puts it off longest, is proven move by move.
fn examine_by_proof(p: &Position, solver: &Solver) -> Option<Puzzle> {
    let mut prover = search::prover(solver.nodes);
    let quickest = prover.quickest(p, MAX_PROOF)?;
    let [first] = quickest.wins.as_slice() else {
        return None;
    };
    if quickest.moves < 2 {
        return None;
    }
    let nodes = prover.nodes();
    prover.allow(solver.nodes);
    let line = proven_line(p, *first, quickest.plies, &mut prover)?;
    let n = winner_moves(p, &line, p.to_move())?;
    let mut puzzle = puzzle(p, "win", n, difficulty(n, nodes), &line, nodes);
    puzzle.quickest = Some(true);
    Some(puzzle)
}

/// The proof search's line from `p`: `first`, a win within `plies` moves, then the
/// winner's quickest win (the first in the engine's order among equals) against the
/// defence that puts it off longest, each proven again; the moves left drop by one each
/// move, so the line ends. `None` when the budget runs out.
fn proven_line(
    p: &Position,
    first: Move,
    plies: u32,
    prover: &mut Prover<'_>,
) -> Option<Vec<Move>> {
    let me = p.to_move();
    let mut game = Game::new(p.clone());
    game.play(&first, Effort::Exact).ok()?;
    let mut line = vec![first];
    let mut left = plies - 1;
    while !game.current().is_over() {
        let q = game.current().clone();
        let kids = q.successors(Effort::Exact).legal;
        let (mv, d) = if q.to_move() == me {
            // The quickest: every move's depth raised together.
            (0..left).find_map(|t| {
                kids.iter()
                    .find_map(|(m, c)| prover.wins_within(c, me, t).map(|n| (*m, n)))
            })?
        } else {
            let mut worst: Option<(Move, u32)> = None;
            for (m, c) in &kids {
                let n = prover.distance(c, me, left - 1)?;
                if worst.is_none_or(|(_, w)| n > w) {
                    worst = Some((*m, n));
                }
            }
            worst?
        };
        if d >= left {
            return None;
        }
        game.play(&mv, Effort::Exact).ok()?;
        line.push(mv);
        left = d;
    }
    Some(line)
}

/// `p` as a puzzle: it has more than one move and exactly one the solver proves a win,
/// every other proven not to win; the solver's line from it reaches the win.
fn examine(p: &Position, solver: &Solver) -> Option<Puzzle> {
    let policy = Policy::of(p.game());
    if policy.proof == Proof::Quickest {
        return examine_by_proof(p, solver);
    }
    let root = solver.solve(p)?;
    if root.moves.len() < 2 {
        return None;
    }
    let win = only_win(&root)?;
    let me = p.to_move();
    let line = if policy.win_distances {
        // The exact win distance: the fewest of the winner's own moves to a won game,
        // against the longest defence (the tables only leave out hopeless positions). A
        // win that rests on a repetition (the winner leads, the loser keeps the game
        // going round) has none: not kept.
        let line = win_line(p, solver.tables)?;
        (line.first() == Some(&win)).then_some(line)?
    } else {
        principal_line(p, &root, solver)?
    };
    let n = winner_moves(p, &line, me)?;
    Some(puzzle(
        p,
        "win",
        n,
        difficulty(n, root.nodes),
        &line,
        root.nodes,
    ))
}

/// `p`'s line of exact win distances, in its side to move's own moves: the quickest win
/// (the first move in the engine's order among equals) against the defence that puts it
/// off longest (likewise), by the retrograde analysis of every position reachable
/// ([`win_distances`]). `None`: no win without a repetition, or more than
/// [`MOST_POSITIONS`] positions reachable — so that the full check
/// (`scripts/puzzles.sh verify`) can recompute every kept puzzle's distances. (The proof
/// search settled some lines sooner, but it kept wins whose positions are far more: 74 of
/// the Hoyito III file made so, one beyond this machine's 23 GB to check.)
fn win_line(p: &Position, tables: &[&Table]) -> Option<Vec<Move>> {
    win_distances(p, p.to_move(), tables, MOST_POSITIONS)
        .ok()?
        .line(p)
}

/// The puzzle written for `p`.
fn puzzle(
    p: &Position,
    goal: &'static str,
    n: u32,
    difficulty: u8,
    line: &[Move],
    nodes: u64,
) -> Puzzle {
    let position = p.to_string();
    Puzzle {
        id: format!("{}-{:08x}", p.game().id(), fnv1a(&position) as u32),
        game: p.game().id(),
        options: p.rules().options_json(),
        position: p.to_json(),
        goal,
        n,
        difficulty,
        line: line.iter().map(Move::to_string).collect(),
        nodes,
        quickest: None,
        gain: None,
        value: None,
        values: None,
    }
}

// ---------------------------------------------------------------------------------------
// Gain puzzles: the endgame tables' exact values.

/// What each legal move makes sure of at one of the player's turns, by its notation.
type TurnValues = BTreeMap<String, i32>;

/// Keeps a gain puzzle's stream of random games apart from the win puzzles' (whose
/// puzzles stay the same whether gains are asked for or not).
const GAIN_STREAM: u64 = 0x6761_696E_5F70_757A;

/// Up to `count` `gain` puzzles from random games seeded by `seed` (a stream of their
/// own), each proven by `table`: positions it covers where one move makes sure of at
/// least `margin` seeds that count more than any other, to the end of the game. Skips
/// the positions in `seen` (the win puzzles' and those tried), and adds those it tries.
pub fn generate_gains(
    rules: Rules,
    count: usize,
    seed: u64,
    table: &Table,
    margin: i32,
    seen: &mut HashSet<String>,
    bar: &indicatif::ProgressBar,
) -> Run {
    let clock = Instant::now();
    let mut rng = Rng::new(seed ^ GAIN_STREAM);
    let mut run = Run {
        puzzles: Vec::new(),
        games: 0,
        tried: 0,
        secs: 0.0,
    };
    let most_games = (count as u64).saturating_mul(GAMES_PER_PUZZLE);
    while run.puzzles.len() < count && run.games < most_games {
        run.games += 1;
        let game = random_game(rules, &mut rng);
        let covered = game.positions().iter().filter(|p| table.covers(p));
        let mut kept = 0;
        for p in covered.take(PER_GAME) {
            if p.phase() != Phase::Play || !seen.insert(p.to_string()) {
                continue;
            }
            run.tried += 1;
            if let Some(puzzle) = examine_gain(p, table, margin) {
                run.puzzles.push(puzzle);
                bar.inc(1);
                kept += 1;
                if run.puzzles.len() == count || kept == GAINS_PER_GAME {
                    break;
                }
            }
        }
    }
    run.secs = clock.elapsed().as_secs_f64();
    run
}

/// `p` as a `gain` puzzle: more than one move, the best making sure of at least `margin`
/// seeds more than any other (by `table`), and a line to the end of the game in which
/// both sides keep their best, reaching that value.
fn examine_gain(p: &Position, table: &Table, margin: i32) -> Option<Puzzle> {
    let root = table.values(p)?;
    if root.len() < 2 {
        return None;
    }
    let mut sorted: Vec<i32> = root.iter().map(|v| v.value).collect();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let (best, second) = (sorted[0], sorted[1]);
    if best - second < margin {
        return None;
    }
    let (line, values) = gain_line(p, table)?;
    let end = line.iter().try_fold(p.clone(), |q, mv| q.play(mv).ok())?;
    if gained(p, &end) != best || !end.is_over() {
        return None;
    }
    let n = values.len() as u32;
    // The player's turns where some move gives part of the value back: the decisions.
    let decisions = values
        .iter()
        .filter(|turn| {
            let top = turn.values().max().copied().unwrap_or(0);
            turn.values().any(|&v| v < top)
        })
        .count() as u32;
    let mut puzzle = puzzle(p, "gain", n, difficulty(decisions, 0), &line, 0);
    puzzle.gain = Some(best - second);
    puzzle.value = Some(best);
    puzzle.values = Some(values);
    Some(puzzle)
}

/// The tables' line from `p` to the end of the game: each side plays a move that keeps its
/// best (the player the one that ends the game soonest, the opponent the one that puts the
/// end off longest, each the first in the engine's order among equals), with what each
/// of the player's moves makes sure of at each of its turns. `None` when a value after a
/// move is not exact, the value is held only by endless play, or the line runs too long.
fn gain_line(p: &Position, table: &Table) -> Option<(Vec<Move>, Vec<TurnValues>)> {
    let me = p.to_move();
    let mut game = Game::new(p.clone());
    let mut line = Vec::new();
    let mut values = Vec::new();
    while !game.current().is_over() {
        if line.len() >= MAX_LINE {
            return None;
        }
        let q = game.current();
        let moves = table.values(q)?;
        let best = moves.iter().map(|v| v.value).max()?;
        // The moves until the end after each move that keeps the best, the player keeping
        // its value and the opponent putting the end off (`None`: only by endless play).
        let left = |v: &Valued| match v.then {
            None => Some(0),
            Some(e) if v.after.to_move() == me => e.moves,
            Some(e) => e.against,
        };
        let keep = moves.iter().filter(|v| v.value == best);
        let chosen = if q.to_move() == me {
            values.push(
                moves
                    .iter()
                    .map(|v| (v.mv.to_string(), v.value))
                    .collect::<TurnValues>(),
            );
            keep.filter_map(|v| Some((left(v)?, v)))
                .min_by_key(|(n, _)| *n)
        } else {
            keep.filter_map(|v| Some((left(v)?, v)))
                .rev()
                .max_by_key(|(n, _)| *n)
        };
        let (_, v) = chosen?;
        let mv = v.mv;
        game.play(&mv, Effort::Exact).ok()?;
        line.push(mv);
    }
    Some((line, values))
}

/// The only winning move: exactly one move is a proven win and every other is proven
/// not to win.
fn only_win(s: &Solved) -> Option<Move> {
    let wins: Vec<&Bounded> = s.moves.iter().filter(|m| is_win(m.lo)).collect();
    let [win] = wins.as_slice() else {
        return None;
    };
    s.moves
        .iter()
        .filter(|m| m.mv != win.mv)
        .all(|m| m.hi.rank() <= 0)
        .then_some(win.mv)
}

fn is_win(v: Value) -> bool {
    matches!(v, Value::Win { .. })
}

fn is_loss(v: Value) -> bool {
    matches!(v, Value::Loss { .. })
}

/// The solver's line from `p` (whose moves `root` solved) to the end of the game: the
/// side that wins plays its quickest proven win (the first in the engine's order among
/// equals); the other side the move that puts the loss off longest, by the solver's
/// bounds. A proven win is proven within a number of moves that drops by one each move,
/// so the line ends; `None` when the solver leaves a step unproven within its budget.
fn principal_line(p: &Position, root: &Solved, solver: &Solver) -> Option<Vec<Move>> {
    let me = p.to_move();
    let mut game = Game::new(p.clone());
    let mut line = Vec::new();
    let mut solved = root.clone();
    loop {
        let moves = solved.moves.iter().rev();
        let best = if game.current().to_move() == me {
            moves.filter(|m| is_win(m.lo)).max_by_key(|m| m.lo.rank())
        } else {
            // Every defence must be a proven loss, or the line need not end.
            if !solved.moves.iter().all(|m| is_loss(m.hi)) {
                return None;
            }
            moves.max_by_key(|m| (m.hi.rank(), m.lo.rank()))
        }?;
        game.play(&best.mv, Effort::Exact).ok()?;
        line.push(best.mv);
        if game.current().is_over() {
            return Some(line);
        }
        if line.len() >= MAX_LINE {
            return None;
        }
        solved = solver.solve(game.current())?;
    }
}

/// How many of `line`'s moves from `p` `me` makes, when `me` wins at its end.
fn winner_moves(p: &Position, line: &[Move], me: Player) -> Option<u32> {
    let mut q = p.clone();
    let mut mine = 0;
    for mv in line {
        if q.to_move() == me {
            mine += 1;
        }
        q = q.play(mv).ok()?;
    }
    (q.outcome()?.winner == Some(me)).then_some(mine)
}

/// FNV-1a, 64 bits: a puzzle's id from its position.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
    })
}
