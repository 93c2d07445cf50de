//! The computer opponent: a search over the engine's public API.
//!
//! Pure Rust, no clocks and no global randomness, so it runs the same natively and in a
//! Web Worker: effort is counted in **positions searched** (nodes), never in time, and
//! every random choice comes from the seed the caller passes.
//!
//! * [`Think`] is a search request (a position or a game, a level or budget, an
//!   [`Effort`], a seed, a stop callback): [`Think::choose`] picks a move for a
//!   [`Level`]; [`Think::analyse`] gives every legal move a [`Value`]: "win in N",
//!   "draw", "loss in N" when the search proved it, else a heuristic score. The hint
//!   button and the per-move display use it.
//! * [`solve`] is the exact solver alone (for tests and tools).
//! * [`protocol`] is the JSON request/response the Web Worker speaks.
//!
//! How the search copes with extra turns, relays, endless moves, Kiothi's partial lifts
//! and redistribution, and repetition is explained in [`search`] and [`redistribute`].
#![deny(missing_docs)]

pub mod eval;
pub mod protocol;
pub mod prove;
pub mod puzzles;
pub mod redistribute;
pub mod search;
pub mod tables;
pub mod win_distance;

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::engine::{Effort, Game, GameId, Move, Phase, Position, Rng};
use search::{lift, terminal, Limits, Searcher, MAX_DEPTH, PROVEN, WIN};
use tables::Table;

/// How strong the computer plays. `Random` and `Greedy` are reference players for
/// measurement; the app offers `Beginner` to `Expert`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// A uniformly random legal move (reference player).
    Random,
    /// One-move lookahead: the move that looks best right after it (reference player).
    Greedy,
    /// A very shallow search (a little noise in Kiothi).
    Beginner,
    /// A small search with some noise.
    Easy,
    /// A medium search with a little noise.
    Medium,
    /// A larger search, no noise.
    Hard,
    /// Everything: iterative deepening, a transposition table and the exact solver.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 7] = [
        Level::Random,
        Level::Greedy,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];
    /// The levels the app offers, weakest first.
    pub const PLAYABLE: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The id used on the command line and in the worker protocol: `random`, `greedy`,
    /// `beginner`, `easy`, `medium`, `hard`, `expert`.
    pub const fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level's default budget for `game`.
    pub fn budget(self, game: GameId) -> Budget {
        // A Kiothi position has many more moves (partial lifts) and a Katro move sows long
        // relays, so a node there costs more: their budgets are smaller, to keep the
        // expert's move well under a second.
        let scale = |n: u64| match game {
            GameId::Kiothi => n / 3,
            GameId::Katro => n * 3 / 5,
            _ => n,
        };
        // Noise is in hundredths of a seed; Rio Kadalis and Hoyito III trade seeds four at
        // a time, so a level's mistakes there must be measured in fours to matter.
        let noise_unit = match game {
            GameId::RioKadalis | GameId::Hoyito3 => 4,
            _ => 1,
        };
        let b = |nodes: u64, noise: i32, candidates: usize, max_depth: u32| Budget {
            nodes: scale(nodes),
            solve_nodes: 0,
            tt_bits: 0,
            candidates,
            noise: noise * noise_unit,
            max_depth,
        };
        match self {
            Level::Random | Level::Greedy => b(0, 0, 1, 1),
            // A noisy two-ply search on 30 positions plays no better than the one-move
            // greedy reference on balanced openings (the manual, "The engine": measured with
            // `match`), so the beginner is a noise-free two-ply search on
            // 30 positions (Rio Kadalis, Hoyito III), three-ply on 60 (Katro), or
            // two-ply on 100 with a little noise (Kiothi, whose many partial lifts 30
            // positions did not cover) — above greedy, still clearly below easy.
            Level::Beginner => match game {
                GameId::RioKadalis | GameId::Hoyito3 => b(30, 0, 4, 2),
                GameId::Katro => b(100, 0, 4, 3),
                _ => b(300, 75, 4, 2),
            },
            // Kiothi: easy a step further above that stronger beginner.
            Level::Easy => match game {
                GameId::Kiothi => b(900, 100, 6, MAX_DEPTH),
                _ => b(300, 200, 6, MAX_DEPTH),
            },
            Level::Medium => b(3_000, 100, 10, MAX_DEPTH),
            Level::Hard => b(30_000, 30, 16, MAX_DEPTH),
            Level::Expert => Budget {
                nodes: scale(250_000),
                solve_nodes: scale(60_000),
                tt_bits: 18,
                candidates: 24,
                noise: 0,
                max_depth: MAX_DEPTH,
            },
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level \"{}\" (random, greedy, beginner, easy, medium, hard or expert)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.id() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// What a search may spend and how it chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Positions searched in all (the exact solver's included).
    pub nodes: u64,
    /// Of those, at most this many for the exact solver (0: no solver).
    pub solve_nodes: u64,
    /// Transposition table size, log2 (0: none). 18 is 2^18 entries of 24 bytes (6 MB).
    pub tt_bits: u8,
    /// Kiothi: redistributions sampled per redistribution turn.
    pub candidates: usize,
    /// Random noise added to each move's score before choosing, in hundredths of a seed
    /// (0: the best move, ties broken at random).
    pub noise: i32,
    /// Deepest iteration.
    pub max_depth: u32,
}

impl Budget {
    fn limits(&self, effort: Effort) -> Limits {
        Limits {
            nodes: self.nodes,
            solve_nodes: self.solve_nodes,
            tt_bits: self.tt_bits,
            candidates: self.candidates,
            max_depth: self.max_depth,
            effort,
        }
    }
}

/// What a move is worth to the player making it.
///
/// Written as an object tagged by `kind`: `{"kind":"win","plies":3}`, `{"kind":"draw"}`,
/// `{"kind":"loss","plies":4}`, `{"kind":"heuristic","score":-150}` (through `ValueJson`:
/// serde's own tagged enums read through a buffer of the whole object, which cost the
/// app's bundle kilobytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ValueJson", into = "ValueJson")]
pub enum Value {
    /// Proven: the mover wins, and the game ends after `plies` moves (this one included),
    /// whatever the opponent does.
    Win {
        /// Moves until the end, counting this one.
        plies: u32,
    },
    /// Proven: best play by both sides draws.
    Draw,
    /// Proven: the mover loses, after `plies` moves at the latest (this one included).
    Loss {
        /// Moves until the end, counting this one.
        plies: u32,
    },
    /// Not proven: the search's estimate, in hundredths of a seed for the mover.
    Heuristic {
        /// Positive is good for the mover.
        score: i32,
    },
}

/// A [`Value`] as its JSON object: the `kind`, and the number that kind has.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct ValueJson {
    kind: ValueKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    plies: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
}

/// The `kind` of a [`ValueJson`].
#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum ValueKind {
    Win,
    Draw,
    Loss,
    Heuristic,
}

impl From<Value> for ValueJson {
    fn from(v: Value) -> ValueJson {
        let (kind, plies, score) = match v {
            Value::Win { plies } => (ValueKind::Win, Some(plies), None),
            Value::Draw => (ValueKind::Draw, None, None),
            Value::Loss { plies } => (ValueKind::Loss, Some(plies), None),
            Value::Heuristic { score } => (ValueKind::Heuristic, None, Some(score)),
        };
        ValueJson { kind, plies, score }
    }
}

impl TryFrom<ValueJson> for Value {
    type Error = &'static str;

    fn try_from(v: ValueJson) -> Result<Value, &'static str> {
        match (v.kind, v.plies, v.score) {
            (ValueKind::Win, Some(plies), _) => Ok(Value::Win { plies }),
            (ValueKind::Draw, _, _) => Ok(Value::Draw),
            (ValueKind::Loss, Some(plies), _) => Ok(Value::Loss { plies }),
            (ValueKind::Heuristic, _, Some(score)) => Ok(Value::Heuristic { score }),
            (ValueKind::Win | ValueKind::Loss, None, _) => Err("missing field `plies`"),
            (ValueKind::Heuristic, _, None) => Err("missing field `score`"),
        }
    }
}

impl Value {
    /// Reads a search score. `exact`: a 0 is a proven draw (the solver's), not an estimate.
    fn from_score(v: i32, exact: bool) -> Value {
        if v > PROVEN {
            Value::Win {
                plies: (WIN - v) as u32,
            }
        } else if v < -PROVEN {
            Value::Loss {
                plies: (WIN + v) as u32,
            }
        } else if exact {
            Value::Draw
        } else {
            Value::Heuristic { score: v }
        }
    }
    /// Reads the solver's interval: a value when it is exact, or when it is a proven win
    /// (then `plies` is the most the win can take) or a proven loss (the most the loss
    /// can be put off).
    fn from_interval(lo: i32, hi: i32) -> Option<Value> {
        if lo == hi {
            Some(Value::from_score(lo, true))
        } else if lo > PROVEN {
            Some(Value::Win {
                plies: (WIN - lo) as u32,
            })
        } else if hi < -PROVEN {
            Some(Value::Loss {
                plies: (WIN + hi) as u32,
            })
        } else {
            None
        }
    }
    /// Whether the value is proven (win, draw or loss).
    pub fn is_solved(&self) -> bool {
        !matches!(self, Value::Heuristic { .. })
    }
    /// A number that orders values: wins (sooner first), estimates, losses (later first).
    pub fn rank(&self) -> i32 {
        match *self {
            Value::Win { plies } => WIN - plies as i32,
            Value::Draw => 0,
            Value::Loss { plies } => -WIN + plies as i32,
            Value::Heuristic { score } => score,
        }
    }
}

impl fmt::Display for Value {
    /// `win in 5`, `draw`, `loss in 3`, `+1.25`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Win { plies } => write!(f, "win in {plies}"),
            Value::Draw => f.write_str("draw"),
            Value::Loss { plies } => write!(f, "loss in {plies}"),
            // Hundredths as a number with two decimals, in integers ("+1.25").
            Value::Heuristic { score } => {
                let sign = if score < 0 { '-' } else { '+' };
                let s = score.unsigned_abs();
                write!(f, "{sign}{}.{:02}", s / 100, s % 100)
            }
        }
    }
}

/// A move and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move.
    pub mv: Move,
    /// What it is worth to the mover.
    pub value: Value,
}

/// The move a level chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub mv: Move,
    /// Its value when the search gives one (not for `random`, nor for a forced move).
    pub value: Option<Value>,
    /// Positions searched.
    pub nodes: u64,
    /// The deepest completed iteration (0 when none was needed).
    pub depth: u32,
}

/// A per-move analysis of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Every legal move (Kiothi's redistribution: the sampled ones), in the engine's order.
    pub moves: Vec<MoveValue>,
    /// The best of them.
    pub best: Option<Move>,
    /// Whether every move's value is proven.
    pub solved: bool,
    /// Positions searched.
    pub nodes: u64,
    /// The deepest completed heuristic iteration (0 when the solver settled everything).
    pub depth: u32,
}

fn never() -> bool {
    false
}

/// A search request, the one way into the search: what to search (a position, with the
/// game's positions so far when they are known), how hard (a [`Level`] and its
/// [`Budget`], or a budget of its own), how far long sowings are followed ([`Effort`]),
/// the seed of every random choice and a stop callback. Made with [`Think::new`] or
/// [`Think::in_game`] and adjusted by its setters; then [`Think::choose`] gives the move
/// the level plays and [`Think::analyse`] every move's value. Deterministic given the
/// seed.
///
/// # Examples
/// ```
/// use mancala_atlas::ai::{Level, Think};
/// use mancala_atlas::engine::{GameId, Position, Rules};
/// let p = Position::start(Rules::default_for(GameId::Hoyito3));
/// let c = Think::new(&p).level(Level::Easy).seed(7).choose().unwrap();
/// assert!(p.is_legal(&c.mv));
/// assert_eq!(Think::new(&p).level(Level::Easy).seed(7).choose().unwrap().mv, c.mv);
/// let a = Think::new(&p).nodes(2_000).seed(1).analyse();
/// assert_eq!(a.moves.len(), p.legal_moves().len());
/// ```
#[derive(Clone, Copy)]
pub struct Think<'a> {
    position: &'a Position,
    history: &'a [Position],
    level: Level,
    budget: Budget,
    effort: Effort,
    seed: u64,
    stop: &'a dyn Fn() -> bool,
    tables: &'a [&'a Table],
}

impl fmt::Debug for Think<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Think")
            .field("position", &self.position.to_string())
            .field("history", &self.history.len())
            .field("level", &self.level)
            .field("budget", &self.budget)
            .field("effort", &self.effort)
            .field("seed", &self.seed)
            .field("tables", &self.tables.len())
            .finish_non_exhaustive()
    }
}

impl<'a> Think<'a> {
    /// A search of `position` without its game's history: [`Level::Medium`] and its
    /// budget, [`Effort::Exact`], seed 0, never stopped.
    pub fn new(position: &'a Position) -> Think<'a> {
        const LEVEL: Level = Level::Medium;
        Think {
            position,
            history: &[],
            level: LEVEL,
            budget: LEVEL.budget(position.game()),
            effort: Effort::Exact,
            seed: 0,
            stop: &never,
            tables: &[],
        }
    }

    /// Endgame tables to use: the solver takes their exact values for the positions they
    /// cover (see [`tables`]) instead of searching on.
    pub fn tables(self, tables: &'a [&'a Table]) -> Think<'a> {
        Think { tables, ..self }
    }

    /// A search of the current position of `game`, knowing the game so far: a position
    /// met again is scored as the repetition ending (RULES.md §1.4) it heads for, and a
    /// position already seen twice is the end of the game. What the app and the `match`
    /// command use.
    pub fn in_game(game: &'a Game) -> Think<'a> {
        Think::new(game.current()).history(game.positions())
    }

    /// The game's positions so far (the current one included), or empty.
    pub fn history(self, history: &'a [Position]) -> Think<'a> {
        Think { history, ..self }
    }

    /// Plays (and spends) as `level`: its budget for the position's game.
    pub fn level(self, level: Level) -> Think<'a> {
        Think {
            level,
            budget: level.budget(self.position.game()),
            ..self
        }
    }

    /// Spends `budget` instead of the level's (for tools measuring budgets).
    pub fn budget(self, budget: Budget) -> Think<'a> {
        Think { budget, ..self }
    }

    /// Spends about `nodes` positions in all (the exact solver's share no more than
    /// that): [`Think::choose`] within the level's budget otherwise, and what
    /// [`Think::analyse`] spends.
    pub fn nodes(self, nodes: u64) -> Think<'a> {
        let budget = Budget {
            nodes,
            solve_nodes: self.budget.solve_nodes.min(nodes),
            ..self.budget
        };
        Think { budget, ..self }
    }

    /// How far long sowings are followed: at [`Effort::Quick`] (the page's own opponent
    /// and hint when the worker is unavailable) none is decided exactly, and the moves a
    /// quick pass cannot decide are left out of the search.
    pub fn effort(self, effort: Effort) -> Think<'a> {
        Think { effort, ..self }
    }

    /// The seed of every random choice.
    pub fn seed(self, seed: u64) -> Think<'a> {
        Think { seed, ..self }
    }

    /// `stop`, polled every 1,024 positions: when it returns true the search ends, with
    /// the best found so far.
    pub fn stop(self, stop: &'a dyn Fn() -> bool) -> Think<'a> {
        Think { stop, ..self }
    }

    /// The move the level plays (`None` when the game is over). At [`Effort::Quick`],
    /// when a quick pass decides no move at all, one of the undecided moves is returned
    /// without a value (deciding it is the caller's business, off the page's thread).
    pub fn choose(&self) -> Option<Choice> {
        let pos = self.position;
        if pos.is_over() {
            return None;
        }
        let mut rng = Rng::new(self.seed ^ 0xA076_1D64_78BD_642F);
        let limits = self.budget.limits(self.effort);
        let chosen = match self.level {
            Level::Random if self.effort == Effort::Exact => {
                pos.random_move(&mut rng).map(|(mv, _)| unvalued(mv))
            }
            Level::Random => {
                let legal = Searcher::new(&limits, self.seed, &never).children(pos);
                let i = rng.below(legal.len() as u32) as usize;
                legal.get(i).map(|(mv, _)| unvalued(*mv))
            }
            Level::Greedy => greedy(pos, &limits, &mut rng, self.seed),
            _ => self.searched(&limits, &mut rng),
        };
        match self.effort {
            Effort::Exact => chosen,
            Effort::Quick => chosen.or_else(|| {
                let undecided = pos.successors(Effort::Quick).undecided;
                let mv = *undecided.get(rng.below(undecided.len() as u32) as usize)?;
                Some(unvalued(mv))
            }),
        }
    }

    /// Every move's value, spending about the budget's nodes: first the exact solver
    /// (half of them), then a heuristic search with a full window for every move not
    /// solved. At [`Effort::Quick`] the moves a quick pass cannot decide are left out.
    /// The seed only matters for Kiothi's sampled redistributions.
    pub fn analyse(&self) -> Analysis {
        analyse_limits(
            self.position,
            self.history,
            self.budget.nodes,
            self.seed,
            self.stop,
            self.effort,
            self.tables,
        )
    }

    /// The levels from beginner up: the solver, then iterative deepening.
    fn searched(&self, limits: &Limits, rng: &mut Rng) -> Option<Choice> {
        let (pos, budget, stop) = (self.position, &self.budget, self.stop);
        let limits = *limits;
        let mut s = Searcher::new(&limits, self.seed, stop);
        s.set_history(self.history);
        s.set_tables(self.tables);
        let mut kids = s.children(pos);
        if kids.is_empty() {
            return match self.effort {
                Effort::Exact => pos.random_move(rng).map(|(mv, _)| unvalued(mv)),
                // Nothing decided quickly: an undecided move, if any (see `choose`).
                Effort::Quick => None,
            };
        }
        if kids.len() == 1 {
            return Some(Choice {
                mv: kids[0].0,
                value: None,
                nodes: 0,
                depth: 0,
            });
        }
        // Shuffled so that equal moves are chosen at random (the searches keep the first best).
        redistribute::shuffle(&mut kids, rng);

        if limits.solve_nodes > 0 && pos.phase() == Phase::Play {
            s.set_limit(limits.solve_nodes.min(limits.nodes));
            let solved = s.solve_moves(pos, &kids, false, MAX_DEPTH);
            if let Some(b) = search::decided(&solved) {
                let (lo, hi) = solved[b];
                return Some(Choice {
                    mv: kids[b].0,
                    value: Value::from_interval(lo, hi),
                    nodes: s.nodes,
                    depth: 0,
                });
            }
            if (stop)() {
                return Some(Choice {
                    mv: kids[0].0,
                    value: None,
                    nodes: s.nodes,
                    depth: 0,
                });
            }
        }

        s.set_limit(limits.nodes.max(s.nodes + 1));
        let full = budget.noise > 0;
        let (scores, best, depth) = s.iterate(pos, &kids, full, limits.max_depth);
        let chosen = if budget.noise > 0 {
            (0..kids.len())
                .max_by_key(|&i| scores[i].saturating_add(rng.below(budget.noise as u32) as i32))
                .unwrap_or(best)
        } else {
            best
        };
        Some(Choice {
            mv: kids[chosen].0,
            value: Some(Value::from_score(scores[chosen], false)),
            nodes: s.nodes,
            depth,
        })
    }
}

/// A move chosen without a value or a search.
fn unvalued(mv: Move) -> Choice {
    Choice {
        mv,
        value: None,
        nodes: 0,
        depth: 0,
    }
}

/// One-move lookahead: the evaluation right after each move, for the mover.
fn greedy(pos: &Position, limits: &Limits, rng: &mut Rng, seed: u64) -> Option<Choice> {
    let s = Searcher::new(limits, seed, &never);
    let mut kids = s.children(pos);
    redistribute::shuffle(&mut kids, rng);
    let me = pos.to_move();
    let (mv, _) = kids.iter().max_by_key(|(_, c)| {
        if c.is_over() {
            lift(c.to_move() == me, terminal(c))
        } else {
            eval::evaluate(c, me)
        }
    })?;
    Some(Choice {
        mv: *mv,
        value: None,
        nodes: kids.len() as u64,
        depth: 1,
    })
}

fn analyse_limits(
    pos: &Position,
    history: &[Position],
    nodes: u64,
    seed: u64,
    stop: &dyn Fn() -> bool,
    effort: Effort,
    tables: &[&Table],
) -> Analysis {
    let expert = Level::Expert.budget(pos.game());
    let limits = Limits {
        nodes,
        solve_nodes: nodes / 2,
        ..expert.limits(effort)
    };
    let mut s = Searcher::new(&limits, seed, stop);
    s.set_history(history);
    s.set_tables(tables);
    let kids = s.children(pos);
    let mut values: Vec<Option<Value>> = vec![None; kids.len()];
    if pos.phase() == Phase::Play && !kids.is_empty() {
        // First the cheap best-move proof (what `Think::choose` does), then every move with a
        // full window; both give intervals that hold, so they are intersected.
        s.set_limit(limits.solve_nodes / 2);
        let quick = s.solve_moves(pos, &kids, false, MAX_DEPTH);
        s.set_limit(limits.solve_nodes.max(s.nodes + 1));
        let full = s.solve_moves(pos, &kids, true, MAX_DEPTH);
        for (v, ((qlo, qhi), (flo, fhi))) in values.iter_mut().zip(quick.into_iter().zip(full)) {
            *v = Value::from_interval(qlo.max(flo), qhi.min(fhi));
        }
    }
    let open: Vec<usize> = (0..kids.len()).filter(|&i| values[i].is_none()).collect();
    let mut depth = 0;
    if !open.is_empty() && !(stop)() {
        let rest: Vec<(Move, Position)> = open.iter().map(|&i| kids[i].clone()).collect();
        // The usual alpha-beta root first (a third of what is left): it searches deeper
        // than full windows and may prove the best move's result.
        let left = nodes.saturating_sub(s.nodes);
        s.set_limit(s.nodes + left / 3 + 1);
        let (quick, quick_best, _) = s.iterate(pos, &rest, false, limits.max_depth);
        s.set_limit(nodes.max(s.nodes + 1));
        let (scores, _, d) = s.iterate(pos, &rest, true, limits.max_depth);
        depth = d;
        for (k, &i) in open.iter().enumerate() {
            let v = if k == quick_best && quick[k].abs() > PROVEN && scores[k].abs() <= PROVEN {
                quick[k]
            } else {
                scores[k]
            };
            values[i] = Some(Value::from_score(v, false));
        }
    }
    let moves: Vec<MoveValue> = kids
        .iter()
        .zip(&values)
        .map(|((mv, _), v)| MoveValue {
            mv: *mv,
            value: v.unwrap_or(Value::Heuristic { score: 0 }),
        })
        .collect();
    let best = moves
        .iter()
        .rev()
        .max_by_key(|m| m.value.rank())
        .map(|m| m.mv);
    let solved = !moves.is_empty() && moves.iter().all(|m| m.value.is_solved());
    Analysis {
        moves,
        best,
        solved,
        nodes: s.nodes,
        depth,
    }
}

/// The exact value of `pos` for its side to move, if the solver proves it within `nodes`
/// positions (`None` otherwise, and for Kiothi's redistribution turns).
pub fn solve(pos: &Position, nodes: u64) -> Option<Value> {
    solve_with(pos, nodes, &[])
}

/// As [`solve`], taking the exact values of `tables` for the positions they cover.
pub fn solve_with(pos: &Position, nodes: u64, tables: &[&Table]) -> Option<Value> {
    if pos.is_over() {
        return Some(Value::from_score(terminal(pos), true));
    }
    let res = solve_moves(pos, nodes, tables)?.bounds;
    let lo = res.iter().map(|r| r.0).max()?;
    let hi = res.iter().map(|r| r.1).max()?;
    Value::from_interval(lo, hi)
}

/// What the exact solver proved of every move of a position, as scores.
struct Scores {
    /// The moves and the positions they lead to.
    kids: Vec<(Move, Position)>,
    /// Each move's bounds, `(lo, hi)`.
    bounds: Vec<(i32, i32)>,
    /// Positions searched.
    nodes: u64,
}

/// The exact solver alone on every move of a position in play, each with a full window,
/// within `nodes` positions (with `tables`). `None` for a position not in play.
fn solve_moves(pos: &Position, nodes: u64, tables: &[&Table]) -> Option<Scores> {
    if pos.phase() != Phase::Play {
        return None;
    }
    let limits = Limits {
        nodes,
        solve_nodes: nodes,
        tt_bits: 0,
        candidates: 1,
        max_depth: MAX_DEPTH,
        effort: Effort::Exact,
    };
    let mut s = Searcher::new(&limits, 0, &never);
    s.set_tables(tables);
    let kids = s.children(pos);
    let bounds = s.solve_moves(pos, &kids, true, MAX_DEPTH);
    Some(Scores {
        kids,
        bounds,
        nodes: s.nodes,
    })
}

/// A move with the bounds the exact solver proved on its value: at least `lo`, at most
/// `hi` (equal when the value is exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounded {
    /// The move.
    pub mv: Move,
    /// The least it is worth to the mover.
    pub lo: Value,
    /// The most it is worth to the mover.
    pub hi: Value,
}

impl Bounded {
    /// The value, when the solver settled it.
    pub fn exact(&self) -> Option<Value> {
        (self.lo == self.hi).then_some(self.lo)
    }
}

/// What the exact solver proved of every move of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Every legal move, in the engine's order, with its bounds.
    pub moves: Vec<Bounded>,
    /// Positions searched.
    pub nodes: u64,
}

/// The exact solver alone on every move of `pos`, each with a full window, within `nodes`
/// positions in all (with `tables` for the positions they cover): what it proved of each
/// (bounds that hold even when the budget ran out). `None` for a position not in play
/// (over, or Kiothi's redistribution turns).
pub fn solve_each(pos: &Position, nodes: u64, tables: &[&Table]) -> Option<Solved> {
    let Scores {
        kids,
        bounds,
        nodes: searched,
    } = solve_moves(pos, nodes, tables)?;
    let moves = kids
        .iter()
        .zip(bounds)
        .map(|((mv, _), (lo, hi))| Bounded {
            mv: *mv,
            lo: Value::from_score(lo, true),
            hi: Value::from_score(hi, true),
        })
        .collect();
    Some(Solved {
        moves,
        nodes: searched,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Record;

    #[test]
    fn a_value_is_written_and_read_as_its_tagged_object() {
        for (v, json) in [
            (Value::Win { plies: 3 }, r#"{"kind":"win","plies":3}"#),
            (Value::Draw, r#"{"kind":"draw"}"#),
            (Value::Loss { plies: 4 }, r#"{"kind":"loss","plies":4}"#),
            (
                Value::Heuristic { score: -150 },
                r#"{"kind":"heuristic","score":-150}"#,
            ),
        ] {
            assert_eq!(serde_json::to_string(&v).expect("writes"), json);
            assert_eq!(serde_json::from_str::<Value>(json).expect("reads"), v);
        }
        for bad in [
            r#"{"kind":"win"}"#,
            r#"{"kind":"heuristic","plies":2}"#,
            r#"{"kind":"maybe"}"#,
            r#"{"plies":2}"#,
            r#""win""#,
        ] {
            assert!(serde_json::from_str::<Value>(bad).is_err(), "{bad}");
        }
    }

    /// The games of `tests/data/long_sowings.json` before their undecided move.
    fn long_games() -> Vec<(Game, Move)> {
        let all: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/data/long_sowings.json")).expect("JSON");
        ["quick", "long_endless", "ninety"]
            .iter()
            .map(|name| {
                let f = &all[*name];
                let r = Record::from_json(&f["record"].to_string()).expect("a record");
                let mv = f["move"].as_str().expect("a move").parse().expect("a move");
                (r.replay(Effort::Quick).expect("replays quickly"), mv)
            })
            .collect()
    }

    #[test]
    fn the_pages_own_opponent_and_hint_keep_to_moves_a_quick_pass_decides() {
        for (game, undecided) in long_games() {
            let p = game.current();
            let quick = p.successors(Effort::Quick);
            assert!(
                quick.undecided.contains(&undecided),
                "{undecided} is undecided in passing"
            );
            let legal: Vec<Move> = quick.legal.into_iter().map(|(m, _)| m).collect();
            for seed in 0..20 {
                let c = Think::new(p)
                    .level(Level::Greedy)
                    .effort(Effort::Quick)
                    .seed(seed)
                    .choose()
                    .expect("a move");
                assert!(legal.contains(&c.mv), "{} is decided and legal", c.mv);
            }
            let a = Think::in_game(&game)
                .nodes(2_000)
                .effort(Effort::Quick)
                .seed(1)
                .analyse();
            assert!(!a.moves.is_empty());
            for m in &a.moves {
                assert!(legal.contains(&m.mv), "{} is decided and legal", m.mv);
            }
        }
    }
}
