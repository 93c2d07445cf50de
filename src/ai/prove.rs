//! A proof search for forced wins, as a chess mate search: "can this side force a win
//! within n moves?", answered yes (with a proof), no (proven), or not within the budget.
//! Nothing else: no draws, no values, no heuristic — which is what makes it fast where the
//! exact solver ([`super::search`]) is slow.
//!
//! # Why repetition can be left out
//! The search plays the game *without* the threefold rule (RULES.md §1.4): a position
//! met again is searched again as if new, and a line that never ends is simply no win.
//! Every answer is then a fact about the position alone (no history, no path), so a
//! transposition table may keep each one for good — where the exact solver, which must
//! count repetitions along its path, cannot keep what rests on them, and its tree for a
//! game like Katro, whose repetitions are draws, grows out of reach.
//!
//! Both answers hold in the real game, from a position with no history before it:
//!
//! * **A win within n.** Let `d(P)` be the fewest moves in which the attacker forces a
//!   win from `P` without the threefold rule. Playing a move that lowers `d` by one,
//!   whatever the defender answers `d` goes down by one each move, so no position occurs
//!   twice on the way and the threefold rule is never reached: the same moves win the
//!   real game within `d(P)` moves (which moves are legal never depends on the history).
//! * **No win within n — where a repetition is a draw (Katro).** A way to win the real
//!   game within n moves, whatever the defender does, then never meets a third occurrence
//!   on the way (that would end the game drawn); played without the threefold rule it
//!   wins within n moves all the same. So a position where the search proves none has
//!   none in the real game either. (Where a repetition scores the game — the other three
//!   games — it may win the real game, and "no" speaks only of the game without the
//!   rule.)
//!
//! What it never claims is that a move does not win at all: a slower win, a draw and a
//! loss all look the same to it beyond its depth. `puzzles` uses it for Katro, whose
//! puzzles ask for the only move that wins in the fewest moves (chess's "mate in n"), and
//! the tests that re-verify them.

use std::collections::HashMap;

use super::eval::evaluate;
use super::search::key;
use super::tables::Table;
use crate::engine::{Effort, Move, Player, Position};

/// What a search step found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// A forced win within this many moves.
    Yes(u32),
    /// No forced win within the depth searched.
    No,
    /// The budget ran out.
    Stop,
    /// Not settled: a line ran longer than [`ROOM`] moves in all (counting only the
    /// attacker's moves, the defender's between them are not counted).
    Cut,
}

/// Which moves a proof search counts ([`Prover::counting`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Every move, either side's: "a win within n moves" is within n moves of the game.
    Every,
    /// The attacker's moves only: "a win within n" is within n of the attacker's own
    /// moves, however many the defender makes between them (Hoyito III's extra turns and
    /// passes): a puzzle's "win in n".
    Attackers,
}

/// The most moves in all a line of a search counting the attacker's moves only may run
/// ([`Count::Attackers`]): a longer one is left unsettled, never taken for "no win".
const ROOM: u32 = 1_000;

/// What is known of a position for one attacker.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// A forced win within this many moves (`u32::MAX`: none known).
    win: u32,
    /// No forced win within this many moves (0: nothing known).
    none: u32,
    /// The move that proved it (a win: the attacker's; no win: the defender's refutation),
    /// tried first next time.
    best: u8,
}

/// Entries kept at most before the table starts afresh (about 100 MB).
const MAX_ENTRIES: usize = 3 << 20;

/// A proof search with its own table of facts and a budget of positions.
pub struct Prover<'t> {
    nodes: u64,
    limit: u64,
    memo: HashMap<u64, Entry>,
    count: Count,
    /// Endgame tables that say where the attacker cannot win at all ([`Prover::tables`]).
    tables: &'t [&'t Table],
}

/// The quickest wins of a position ([`Prover::quickest`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quickest {
    /// The fewest moves in which the side to move forces a win (its first move included),
    /// counted as the prover counts them ([`Count`]).
    pub plies: u32,
    /// The moves that win so, in the engine's order; every other move is proven not to win
    /// within `plies` moves.
    pub wins: Vec<Move>,
    /// The position's legal moves.
    pub moves: usize,
}

impl<'t> Prover<'t> {
    /// A prover that gives up after searching `limit` positions in all, counting every
    /// move ([`Count::Every`]).
    pub fn new(limit: u64) -> Prover<'t> {
        Prover::counting(limit, Count::Every)
    }

    /// A prover that gives up after searching `limit` positions in all, counting the
    /// moves `count` says.
    pub fn counting(limit: u64, count: Count) -> Prover<'t> {
        Prover {
            nodes: 0,
            limit,
            memo: HashMap::new(),
            count,
            tables: &[],
        }
    }

    /// The prover asking `tables`, for the positions they cover, whether the attacker can
    /// win at all: where even the most the table lets it make sure of (its upper bound,
    /// endless play counted the best for it) does not bring its lead above nothing, no
    /// line wins and none is searched. Only "no" is taken from a table — every win and
    /// its distance are the search's own — so a table cuts the search short without
    /// changing an answer (when the table is right: `ai::tables::check_table`).
    pub fn tables(mut self, tables: &'t [&'t Table]) -> Prover<'t> {
        self.tables = tables;
        self
    }

    /// Positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Allows `more` positions beyond the budget so far.
    pub fn allow(&mut self, more: u64) {
        self.limit = self.nodes.saturating_add(more);
    }

    /// Whether the budget ran out.
    pub fn exhausted(&self) -> bool {
        self.nodes >= self.limit
    }

    /// The fewest moves within which `attacker` forces a win from `p`, if that is at most
    /// `max` and the budget suffices to prove it (and that no quicker win exists).
    pub fn distance(&mut self, p: &Position, attacker: Player, max: u32) -> Option<u32> {
        for d in 0..=max {
            match self.win(p, attacker, d, ROOM) {
                Step::Yes(n) => return Some(n),
                Step::No => {}
                Step::Stop | Step::Cut => return None,
            }
        }
        None
    }

    /// Whether `attacker` forces a win from `p` within `depth` moves: `Some(n)`, a win
    /// within `n`; `None` when there is none, or when the budget ran out (see
    /// [`Prover::exhausted`]).
    pub fn wins_within(&mut self, p: &Position, attacker: Player, depth: u32) -> Option<u32> {
        match self.win(p, attacker, depth, ROOM) {
            Step::Yes(n) => Some(n),
            _ => None,
        }
    }

    /// The quickest wins among the moves of `p` (the legal ones, sowings decided
    /// exactly): every move's depth is raised together until some move is proven to
    /// win, so the moves proven then are all those that win in the fewest moves, and
    /// every other move is proven *not* to win so soon (in the real game where a
    /// repetition is a draw: see the module's doc). `None` when no move wins within
    /// `max` moves, or the budget runs out first.
    pub fn quickest(&mut self, p: &Position, max: u32) -> Option<Quickest> {
        let me = p.to_move();
        let kids = p.successors(Effort::Exact).legal;
        for d in 0..max {
            let mut wins = Vec::new();
            for (m, c) in &kids {
                match self.win(c, me, d, ROOM) {
                    Step::Yes(_) => wins.push(*m),
                    Step::No => {}
                    Step::Stop | Step::Cut => return None,
                }
            }
            if !wins.is_empty() {
                return Some(Quickest {
                    plies: d + 1,
                    wins,
                    moves: kids.len(),
                });
            }
        }
        None
    }

    /// The moves of `p` in the search: every legal one, each sowing decided (exactly, when
    /// a quick pass leaves one undecided: leaving out a move of either side could turn a
    /// "no" into a wrong one).
    fn children(p: &Position) -> Vec<(Move, Position)> {
        let quick = p.successors(Effort::Quick);
        if quick.undecided.is_empty() {
            quick.legal
        } else {
            p.successors(Effort::Exact).legal
        }
    }

    fn remember(&mut self, k: u64, f: impl FnOnce(&mut Entry)) {
        if self.memo.len() >= MAX_ENTRIES {
            self.memo.clear();
        }
        let e = self.memo.entry(k).or_insert(Entry {
            win: u32::MAX,
            none: 0,
            best: 0,
        });
        f(e);
    }

    /// Whether `a` forces a win from `p` within `d` moves (as counted), in a line of at
    /// most `room` moves in all.
    fn win(&mut self, p: &Position, a: Player, d: u32, room: u32) -> Step {
        if let Some(o) = p.outcome() {
            return if o.winner == Some(a) {
                Step::Yes(0)
            } else {
                Step::No
            };
        }
        let attacking = p.to_move() == a;
        // Whether the move made here counts.
        let counts = attacking || self.count == Count::Every;
        if counts && d == 0 {
            return Step::No;
        }
        if room == 0 {
            return Step::Cut;
        }
        if Table::hopeless(self.tables, p, a) {
            return Step::No;
        }
        let k = key(p) ^ if a == Player::South { 0 } else { SALT };
        let mut hint = None;
        if let Some(e) = self.memo.get(&k) {
            if e.win <= d {
                return Step::Yes(e.win);
            }
            if e.none >= d {
                return Step::No;
            }
            hint = Some(e.best as usize);
        }
        self.nodes += 1;
        if self.nodes >= self.limit {
            return Step::Stop;
        }
        let kids = Prover::children(p);
        if kids.is_empty() {
            return Step::No;
        }
        let order = order(&kids, a, attacking, hint);
        let next = d - u32::from(counts);
        let mut worst = 0;
        let mut cut = false;
        for i in order {
            match self.win(&kids[i].1, a, next, room - 1) {
                Step::Stop => return Step::Stop,
                Step::Yes(n) if attacking => {
                    let n = n + u32::from(counts);
                    self.remember(k, |e| {
                        e.win = e.win.min(n);
                        e.best = i as u8;
                    });
                    return Step::Yes(n);
                }
                Step::Yes(n) => worst = worst.max(n + u32::from(counts)),
                Step::No if attacking => {}
                Step::No => {
                    self.remember(k, |e| {
                        e.none = e.none.max(d);
                        e.best = i as u8;
                    });
                    return Step::No;
                }
                Step::Cut => cut = true,
            }
        }
        if cut {
            Step::Cut
        } else if attacking {
            self.remember(k, |e| e.none = e.none.max(d));
            Step::No
        } else {
            self.remember(k, |e| e.win = e.win.min(worst));
            Step::Yes(worst)
        }
    }
}

/// Tells the attackers' entries apart.
const SALT: u64 = 0x9E37_79B9_7F4A_7C15;

/// The order the moves are tried in: the one that proved the position before, then the
/// game's end, then by the evaluation — the attacker's best first, and the defender's.
fn order(kids: &[(Move, Position)], a: Player, attacking: bool, hint: Option<usize>) -> Vec<usize> {
    let mut scored: Vec<(i64, usize)> = kids
        .iter()
        .enumerate()
        .map(|(i, (_, c))| {
            let v = match c.outcome() {
                Some(o) if o.winner == Some(a) => 1_000_000,
                Some(_) => -1_000_000,
                None => evaluate(c, a) as i64,
            };
            let v = if attacking { v } else { -v };
            let v = if Some(i) == hint { i64::MAX } else { v };
            (v, i)
        })
        .collect();
    scored.sort_by_key(|&(v, _)| std::cmp::Reverse(v));
    scored.into_iter().map(|(_, i)| i).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{solve_each, Value};
    use crate::engine::{Game, GameId, Rng, Rules};

    /// Late positions of seeded random Katro games (the poorer side down to 8 seeds).
    fn late_katro(games: u64) -> Vec<Position> {
        let mut rng = Rng::new(11);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut g = Game::from_rules(Rules::default_for(GameId::Katro));
            while !g.current().is_over() && g.moves().len() < 2_000 {
                let Some((mv, _)) = g.current().random_move(&mut rng) else {
                    break;
                };
                g.play(&mv, Effort::Exact).expect("legal");
            }
            let poor = |p: &Position| {
                p.seeds_on_side(Player::South)
                    .min(p.seeds_on_side(Player::North))
            };
            out.extend(
                g.positions()
                    .iter()
                    .filter(|p| !p.is_over() && poor(p) <= 8)
                    .take(3)
                    .cloned(),
            );
        }
        out
    }

    /// The proof search and the exact solver (which plays the threefold rule) never
    /// disagree: no move the solver proves a win sooner than the quickest, and none of the
    /// quickest wins is a draw or a loss by the solver.
    #[test]
    fn the_quickest_wins_agree_with_the_exact_solver() {
        let mut checked = 0;
        for p in late_katro(12) {
            let mut prover = Prover::new(100_000);
            let Some(q) = prover.quickest(&p, 12) else {
                continue;
            };
            assert!(!q.wins.is_empty() && q.moves >= q.wins.len());
            let solved = solve_each(&p, 100_000, &[]).expect("in play");
            for m in &solved.moves {
                if let Value::Win { plies } = m.lo {
                    assert!(
                        plies >= q.plies,
                        "{p}: {} wins in {plies} < {}",
                        m.mv,
                        q.plies
                    );
                }
                if q.wins.contains(&m.mv) {
                    assert!(m.hi.rank() > 0, "{p}: {} cannot win ({})", m.mv, m.hi);
                }
            }
            checked += 1;
        }
        assert!(checked >= 10, "{checked} positions with a quick win");
    }

    /// A proven win's moves: the attacker's one that keeps the distance dropping by one,
    /// whatever the defender answers, reach the win in exactly that many moves.
    #[test]
    fn a_proven_distance_drops_by_one_each_move_to_the_win() {
        let mut walked = 0;
        for p in late_katro(6) {
            let me = p.to_move();
            let mut prover = Prover::new(200_000);
            let Some(mut d) = prover.distance(&p, me, 9) else {
                continue;
            };
            let mut q = p.clone();
            while d > 0 {
                assert!(!q.is_over(), "{p}: over before the win");
                let kids = q.successors(Effort::Exact).legal;
                let next = if q.to_move() == me {
                    kids.iter()
                        .find(|(_, c)| prover.wins_within(c, me, d - 1).is_some())
                        .map(|(_, c)| c.clone())
                        .expect("a move keeps the win")
                } else {
                    for (_, c) in &kids {
                        assert!(prover.wins_within(c, me, d - 1).is_some(), "{p}");
                    }
                    kids[0].1.clone()
                };
                q = next;
                d -= 1;
            }
            assert_eq!(q.outcome().and_then(|o| o.winner), Some(me), "{p}");
            walked += 1;
        }
        assert!(walked >= 3, "{walked} wins walked");
    }
}
