//! `puzzles`: positions from seeded random games where the side to move has exactly one
//! winning move, proven by the exact solver alone, each with the solver's line to the end
//! of the game, graded and written as JSON (`static/puzzles/GAME.json`).

use std::collections::HashSet;
use std::time::Instant;

use mancala_atlas::ai::tables::Table;
use mancala_atlas::ai::{Bounded, Solved, Value};
use mancala_atlas::engine::{Effort, Game, GameId, Move, Phase, Player, Position, Rng, Rules};
use serde::Serialize;

use super::{search, tables};
use crate::args::{Args, Command, Flag};
use crate::errors::CliError;
use crate::input::rules_of;
use crate::messages::reports::{puzzle_lines, PuzzleReport};

/// The most puzzles one run makes.
pub const MAX_PUZZLES: u64 = 100_000;

/// How many late positions of a game are tried, the first ones: a random game's last
/// positions are mostly a few seeds going round until the game ends by repetition.
const PER_GAME: usize = 8;

/// Whether `p` is late enough in its game for the solver alone: few seeds on the board
/// (Rio Kadalis, Hoyito III, Kiothi), or one side down to a few (Katro, where no seed
/// leaves the board and a side without seeds has lost).
fn is_late(p: &Position) -> bool {
    match p.game() {
        GameId::Katro => {
            p.seeds_on_side(Player::South)
                .min(p.seeds_on_side(Player::North))
                <= LATE_KATRO
        }
        _ => p.seeds_on_board() <= LATE_SEEDS,
    }
}

/// Seeds on the board at most, for [`is_late`].
const LATE_SEEDS: u32 = 20;
/// Katro: seeds on the poorer side at most.
const LATE_KATRO: u32 = 8;

/// Random games played per puzzle asked for, at most, before a run gives up with fewer.
const GAMES_PER_PUZZLE: u64 = 200;

/// A random game ends here if it has not ended by itself (Katro's and Kiothi's relays can
/// keep a random game going for long).
const MAX_MOVES: usize = 2_000;

/// The exact solver's positions per candidate, by default: what keeps every game's run
/// within minutes (see README "Puzzles").
pub fn default_nodes(game: GameId) -> u64 {
    match game {
        GameId::Katro | GameId::Kiothi => 200_000,
        _ => 100_000,
    }
}

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
    /// The position, as one line of RULES.md JSON (`play` prints the same).
    pub position: String,
    /// Always `win`: the only winning move.
    pub goal: &'static str,
    /// The winner's moves until the game is won, the first included.
    pub n: u32,
    /// 1 (easy) to 3 (hard): see [`difficulty`].
    pub difficulty: u8,
    /// The solver's line from the position to the end of the game.
    pub line: Vec<String>,
    /// Positions the solver searched to prove the first move the only win.
    pub nodes: u64,
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
        .unwrap_or_else(|| default_nodes(rules.game()));
    let table = match a.get(Flag::Tables) {
        Some(_) => tables::for_position(a, &Position::start(rules))?,
        None => None,
    };
    let tables: Vec<&Table> = table.iter().collect();
    let solver = Solver {
        nodes,
        tables: &tables,
    };
    let run = generate(rules, count as usize, seed, &solver);
    let json = to_json(&run.puzzles);
    let out = a.get(Flag::Out);
    let report = PuzzleReport {
        difficulties: run.puzzles.iter().map(|p| p.difficulty).collect(),
        asked: count,
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
pub fn generate(rules: Rules, count: usize, seed: u64, solver: &Solver) -> Run {
    let clock = Instant::now();
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
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
        for p in late.take(PER_GAME) {
            if p.phase() != Phase::Play || !seen.insert(p.to_string()) {
                continue;
            }
            run.tried += 1;
            if let Some(puzzle) = examine(p, solver) {
                run.puzzles.push(puzzle);
                if run.puzzles.len() == count {
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

/// `p` as a puzzle: it has more than one move and exactly one the solver proves a win,
/// every other proven not to win; the solver's line from it reaches the win.
fn examine(p: &Position, solver: &Solver) -> Option<Puzzle> {
    let root = solver.solve(p)?;
    if root.moves.len() < 2 {
        return None;
    }
    only_win(&root)?;
    let line = principal_line(p, &root, solver)?;
    let me = p.to_move();
    let n = winner_moves(p, &line, me)?;
    let position = p.to_string();
    Some(Puzzle {
        id: format!("{}-{:08x}", p.game().id(), fnv1a(&position) as u32),
        game: p.game().id(),
        options: p.rules().options_json(),
        position,
        goal: "win",
        n,
        difficulty: difficulty(n, root.nodes),
        line: line.iter().map(Move::to_string).collect(),
        nodes: root.nodes,
    })
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

/// The longest line kept (a proven win's line is far shorter).
const MAX_LINE: usize = 500;

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

/// By the winner's moves to the win, `n`: 1 (easy) up to 2, 2 (medium) 3 to 6, 3 (hard)
/// 7 or more; a proof that took the solver more than 50,000 positions one grade harder.
pub fn difficulty(n: u32, nodes: u64) -> u8 {
    let by_length = match n {
        0..=2 => 1,
        3..=6 => 2,
        _ => 3,
    };
    let search = u8::from(nodes > 50_000);
    (by_length + search).min(3)
}

/// FNV-1a, 64 bits: a puzzle's id from its position.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01B3)
    })
}
