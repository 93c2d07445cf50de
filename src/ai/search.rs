//! The search: iterative-deepening alpha-beta (negamax) with a transposition table over a
//! heuristic evaluation, and an exact solver for positions whose tree can be searched to
//! the end.
//!
//! # What these games do to the usual algorithms
//! * **Extra turns and passes** (Hoyito III): the side to move does not alternate. Every
//!   value is from the point of view of the side to move in *that* position, and a child's
//!   value is negated only when the child's side to move differs from the parent's — also
//!   the alpha-beta window is mirrored only then.
//! * **Relays and endless sowing**: a move is a whole turn however many laps it takes; the
//!   engine's `successors` has already dropped endless moves, so the search never sees
//!   them.
//! * **Kiothi's partial lifts** are ordinary moves (`c1/3`); its **redistribution** is a
//!   sampled node (see [`super::redistribute`]).
//! * **Repetition**: the search sees positions, not games, so it does not count
//!   repetitions (RULES.md §1.4 is applied by [`crate::engine::Game`] in real games). The
//!   heuristic search just meets cycles as depth runs out. The exact solver counts each
//!   position's occurrences before the root (the game's history) and along the current
//!   path, and ends the game by repetition at the third, as the rules do; a result that
//!   rests on a repetition along the path holds only there, so it is not kept in the
//!   table of bounds (which holds facts about a position whatever the path to it).
//!
//! # Values
//! Values are `i32` from the side to move's point of view. A finished game is worth
//! `WIN`, `0` or `-WIN` at the position where it ends; every move towards the root moves a
//! win or loss one step towards zero, so `WIN - n` is "win in n moves" counted from the
//! position searched (see `lift`). Heuristic values stay within ±`HEURISTIC_MAX`, far
//! from `PROVEN`: any value beyond `PROVEN` is a proof, whether the solver or the heuristic
//! search found it.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};

use super::eval::{evaluate, HEURISTIC_MAX};
use super::redistribute;
use super::tables::{self, Bounds};
use crate::engine::{Effort, Move, Phase, Player, Position};

/// A won game, at the position where it ends.
pub const WIN: i32 = 1_000_000;
/// Values beyond ±`PROVEN` are proven wins and losses.
pub const PROVEN: i32 = 900_000;
/// Beyond every value.
pub const INF: i32 = 2_000_000;

const _: () = assert!(HEURISTIC_MAX < PROVEN);

/// The deepest iteration of either search.
pub const MAX_DEPTH: u32 = 120;

/// A position's value at the end of the game, for its side to move.
pub(crate) fn terminal(p: &Position) -> i32 {
    match p.outcome().and_then(|o| o.winner) {
        None => 0,
        Some(w) if w == p.to_move() => WIN,
        Some(_) => -WIN,
    }
}

/// What the position is worth if the game ends by repetition there, for its side to move:
/// exact when that ends the game, else (a match goes on to its next round) the evaluation.
pub(crate) fn repetition_value(p: &Position) -> i32 {
    let mut q = p.clone();
    q.end_by_repetition();
    let v = if q.is_over() {
        terminal(&q)
    } else {
        evaluate(&q, q.to_move())
    };
    if q.to_move() == p.to_move() {
        v
    } else {
        -v
    }
}

/// A proven result of unknown length (held by endless play, which ends by repetition
/// after some moves): this far inside the proven range, so that lifting it through the
/// deepest search keeps it proven.
const SOMETIME: i32 = PROVEN + 1_000;

/// What an endgame table's bounds on the difference still to come say of `p`'s result,
/// as the solver's interval `(lo, hi)` for the side to move: the score so far plus the
/// difference decides the winner; a win comes within the table's `moves`, a loss within
/// its `against` (a result held only by endless play: within some number of moves).
pub(crate) fn table_interval(p: &Position, b: Bounds) -> (i32, i32) {
    let scoring = p.game().facts().scoring;
    let unit = if scoring == crate::engine::Scoring::Fours {
        4
    } else {
        1
    };
    let points = |who: Player| scoring.points(p.captured(who) as u32) as i32 * unit;
    let me = p.to_move();
    let lead = points(me) - points(!me);
    let lo = match (lead + b.lo).signum() {
        1 => b.moves.map_or(SOMETIME, |m| WIN - m as i32),
        0 => 0,
        _ => -WIN + 1,
    };
    let hi = match (lead + b.hi).signum() {
        -1 => b.against.map_or(-SOMETIME, |m| -WIN + m as i32),
        0 => 0,
        _ => WIN - 1,
    };
    (lo, hi)
}

/// A child's value seen from the parent: negated when the side to move changed, and a
/// proven result one move further away.
#[inline]
pub(crate) fn lift(same_side: bool, child: i32) -> i32 {
    let v = if same_side { child } else { -child };
    if v > PROVEN {
        v - 1
    } else if v < -PROVEN {
        v + 1
    } else {
        v
    }
}

/// The inverse of the distance step of [`lift`], for windows.
#[inline]
fn unlift(v: i32) -> i32 {
    if v > PROVEN {
        v + 1
    } else if v < -PROVEN {
        v - 1
    } else {
        v
    }
}

/// The parent's window `(alpha, beta)` as the child sees it.
#[inline]
fn window(same_side: bool, alpha: i32, beta: i32) -> (i32, i32) {
    if same_side {
        (unlift(alpha), unlift(beta))
    } else {
        (-unlift(beta), -unlift(alpha))
    }
}

/// A fast, deterministic hash of a whole position (the same on every platform).
pub(crate) fn key(p: &Position) -> u64 {
    let mut h = Fx(0x2545_F491_4F6C_DD1D);
    p.hash(&mut h);
    h.finish()
}

struct Fx(u64);

impl Fx {
    #[inline]
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
}

impl Hasher for Fx {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            self.add(u64::from_le_bytes(b));
        }
        for &b in chunks.remainder() {
            self.add(b as u64);
        }
    }
    fn write_u8(&mut self, x: u8) {
        self.add(x as u64)
    }
    fn write_u16(&mut self, x: u16) {
        self.add(x as u64)
    }
    fn write_u32(&mut self, x: u32) {
        self.add(x as u64)
    }
    fn write_u64(&mut self, x: u64) {
        self.add(x)
    }
    fn write_usize(&mut self, x: usize) {
        self.add(x as u64)
    }
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: u8,
    best: u16,
}

/// The heuristic search's transposition table: one entry per slot, always replaced.
struct Table {
    slots: Vec<Entry>,
    mask: usize,
}

impl Table {
    fn new(bits: u8) -> Table {
        let n = 1usize << bits;
        Table {
            slots: vec![Entry::default(); n],
            mask: n - 1,
        }
    }
    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.bound != 0 && e.key == key).then_some(e)
    }
    fn store(&mut self, e: Entry) {
        self.slots[e.key as usize & self.mask] = e;
    }
}

/// What a search may spend, and how it searches.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// Positions visited, both searches together.
    pub nodes: u64,
    /// Of those, at most this many for the exact solver (0: no solver).
    pub solve_nodes: u64,
    /// Transposition table size, log2 (0: none).
    pub tt_bits: u8,
    /// Kiothi: redistributions sampled per redistribution turn.
    pub candidates: usize,
    /// Deepest iteration.
    pub max_depth: u32,
    /// How far long sowings are followed: at [`Effort::Quick`] (the page's own searches,
    /// which must never keep it waiting) a long sowing is never decided exactly, and the
    /// moves a quick pass leaves undecided are left out everywhere.
    pub effort: Effort,
}

/// One search: counters, tables and the stop callback.
pub(crate) struct Searcher<'s> {
    pub nodes: u64,
    limit: u64,
    stop: &'s dyn Fn() -> bool,
    pub aborted: bool,
    /// The first iteration always completes (the stop callback aside).
    guaranteed: bool,
    /// A leaf was cut off by depth (not by the end of the game) in this iteration.
    cutoff: bool,
    tt: Option<Table>,
    /// The solver's proven bounds `(lower, upper)` per position.
    bounds: HashMap<u64, (i32, i32)>,
    path: Vec<u64>,
    /// How often each position occurred in the game before the search (the root included).
    history: HashMap<u64, u8>,
    seed: u64,
    candidates: usize,
    effort: Effort,
    /// Endgame tables: exact values for the positions they cover.
    tables: &'s [&'s tables::Table],
    /// Entries of a packed table the search may still read (see [`PACKED_PROBES`]).
    packed_probes: u32,
}

/// The entries of a packed table (the browser's, `Table::load_packed`) one search reads at
/// most: an entry whose blocks are not at hand costs six blocks inflated (some 150 µs
/// natively), and a search that rests on repetitions meets hundreds of thousands of
/// covered positions. Beyond this the search goes on as without the table; the root's
/// moves come first, so a hint's and the expert's moves always have the table's values.
/// A count of entries, not of time, so that the same request gives the same answer.
pub const PACKED_PROBES: u32 = 600;

impl<'s> Searcher<'s> {
    pub fn new(limits: &Limits, seed: u64, stop: &'s dyn Fn() -> bool) -> Searcher<'s> {
        Searcher {
            nodes: 0,
            limit: limits.nodes,
            stop,
            aborted: false,
            guaranteed: false,
            cutoff: false,
            tt: (limits.tt_bits > 0).then(|| Table::new(limits.tt_bits)),
            bounds: HashMap::new(),
            path: Vec::new(),
            history: HashMap::new(),
            seed,
            candidates: limits.candidates.max(1),
            effort: limits.effort,
            tables: &[],
            packed_probes: PACKED_PROBES,
        }
    }

    /// Uses `tables` for the positions they cover.
    pub fn set_tables(&mut self, tables: &'s [&'s tables::Table]) {
        self.tables = tables;
    }

    /// What the tables say of `p` (a position met for the first time: the tables' values
    /// are those of play from a position with no earlier one), as the solver's interval.
    fn probe(&mut self, p: &Position) -> Option<(i32, i32)> {
        let (t, i) = self.tables.iter().find_map(|t| Some((t, t.index(p)?)))?;
        if t.is_packed() {
            if self.packed_probes == 0 {
                return None;
            }
            self.packed_probes -= 1;
        }
        Some(table_interval(p, t.bounds_at(i)?))
    }

    /// The game so far (every position, the current one included), for repetitions.
    pub fn set_history(&mut self, positions: &[Position]) {
        self.history.clear();
        for p in positions.iter().filter(|p| !p.is_over()) {
            *self.history.entry(key(p)).or_insert(0) += 1;
        }
    }

    /// Sets the node count at which the search gives up.
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
        self.aborted = false;
    }

    /// Counts a node; true when the search must give up.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if (self.nodes >= self.limit && !self.guaranteed)
            || (self.nodes & 1023 == 0 && (self.stop)())
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The moves of `p` with their positions: the legal moves, or in Kiothi's
    /// redistribution a sample of them. A quick search keeps only the moves a quick
    /// pass decides.
    pub fn children(&self, p: &Position) -> Vec<(Move, Position)> {
        match p.phase() {
            Phase::Play => p.successors(self.effort).legal,
            Phase::Redistribute => {
                let seed = self.seed ^ key(p);
                redistribute::candidates(p, self.candidates, seed, self.effort)
            }
            Phase::Over => Vec::new(),
        }
    }

    /// The moves inside the tree. Kiothi has rare sowings that run for millions of laps
    /// before the engine can tell they are endless; inside the tree, moves still
    /// undecided after `QUICK_LAPS` laps (almost always endless) are left out, and the
    /// flag says so (the solver then counts them as "anything"). When nothing else is
    /// left they are decided in full, except in a quick search.
    fn inner_children(&self, p: &Position) -> (Vec<(Move, Position)>, bool) {
        match p.phase() {
            Phase::Play => {
                let s = p.successors(Effort::Quick);
                if s.undecided.is_empty() {
                    (s.legal, false)
                } else if s.legal.is_empty() && self.effort == Effort::Exact {
                    (p.successors(Effort::Exact).legal, false)
                } else {
                    (s.legal, true)
                }
            }
            _ => (self.children(p), false),
        }
    }

    /// Children indices, most promising first: the table's best move, then by the static
    /// evaluation for the side to move (ties keep the given order).
    fn order(&self, p: &Position, kids: &[(Move, Position)], hint: Option<usize>) -> Vec<usize> {
        let me = p.to_move();
        let mut scored: Vec<(i32, usize)> = kids
            .iter()
            .enumerate()
            .map(|(i, (_, c))| {
                let s = if Some(i) == hint {
                    INF
                } else if c.is_over() {
                    lift(c.to_move() == me, terminal(c))
                } else {
                    evaluate(c, me)
                };
                (s, i)
            })
            .collect();
        scored.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        scored.into_iter().map(|(_, i)| i).collect()
    }

    /// Depth-limited fail-soft negamax with the transposition table.
    fn negamax(&mut self, p: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        if p.is_over() {
            return terminal(p);
        }
        if self.tick() {
            return 0;
        }
        let k = key(p);
        if self.history.contains_key(&k) || self.path.contains(&k) {
            // A position met again: assume it keeps repeating until the game ends by
            // repetition (RULES.md §1.4), as chess engines score a repetition as a draw.
            return repetition_value(p);
        }
        if let Some((lo, hi)) = self.probe(p) {
            if lo == hi || lo > PROVEN || hi < -PROVEN {
                // Exact, or a proven result: the longest a win may take, the longest a
                // loss may be put off.
                return if lo > PROVEN || lo == hi { lo } else { hi };
            }
        }
        if depth == 0 {
            self.cutoff = true;
            return evaluate(p, p.to_move());
        }
        let mut hint = None;
        if let Some(e) = self.tt.as_ref().and_then(|t| t.probe(k)) {
            if e.depth as u32 >= depth {
                let usable = match e.bound {
                    EXACT => true,
                    LOWER => e.value >= beta,
                    _ => e.value <= alpha,
                };
                if usable {
                    if e.value.abs() <= PROVEN {
                        self.cutoff = true;
                    }
                    return e.value;
                }
            }
            hint = Some(e.best as usize);
        }
        let (kids, _) = self.inner_children(p);
        if kids.is_empty() {
            return evaluate(p, p.to_move());
        }
        let order = if depth >= 2 || hint.is_some() {
            self.order(p, &kids, hint)
        } else {
            (0..kids.len()).collect()
        };
        self.path.push(k);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_i = order[0];
        for &i in &order {
            let c = &kids[i].1;
            let same = c.to_move() == p.to_move();
            let (a, b) = window(same, alpha, beta);
            let cv = self.negamax(c, depth - 1, a, b);
            if self.aborted {
                self.path.pop();
                return 0;
            }
            let v = lift(same, cv);
            if v > best {
                best = v;
                best_i = i;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                break;
            }
        }
        self.path.pop();
        if let Some(t) = self.tt.as_mut() {
            let bound = if best <= alpha0 {
                UPPER
            } else if best >= beta {
                LOWER
            } else {
                EXACT
            };
            t.store(Entry {
                key: k,
                value: best,
                depth: depth.min(255) as u8,
                bound,
                best: best_i as u16,
            });
        }
        best
    }

    pub fn iterate(
        &mut self,
        p: &Position,
        kids: &[(Move, Position)],
        full: bool,
        max_depth: u32,
    ) -> (Vec<i32>, usize, u32) {
        self.with_root(p, |s| s.iterate_inner(p, kids, full, max_depth))
    }

    /// Runs `f` with the search path holding just the root `p` (repetitions along the
    /// path count from there), and leaves the path empty.
    fn with_root<R>(&mut self, p: &Position, f: impl FnOnce(&mut Self) -> R) -> R {
        self.path.clear();
        self.path.push(key(p));
        let r = f(self);
        self.path.clear();
        r
    }

    /// Iterative deepening over the root's moves `kids`. With `full`, every move gets
    /// its own full window (exact scores for each, for analysis and for the weaker levels'
    /// noisy choice); otherwise the usual alpha-beta root, where moves other than the best
    /// only get upper bounds. Returns the scores (from the root's side to move), the best
    /// move's index and the last completed depth.
    fn iterate_inner(
        &mut self,
        p: &Position,
        kids: &[(Move, Position)],
        full: bool,
        max_depth: u32,
    ) -> (Vec<i32>, usize, u32) {
        let n = kids.len();
        let mut order: Vec<usize> = (0..n).collect();
        let mut scores = vec![0; n];
        let mut best = 0;
        let mut done = 0;
        for d in 1..=max_depth.max(1) {
            self.cutoff = false;
            self.guaranteed = d == 1;
            let mut it = vec![-INF; n];
            let mut alpha = -INF;
            let mut it_best = None;
            let mut searched = 0;
            for &i in &order {
                let c = &kids[i].1;
                let same = c.to_move() == p.to_move();
                let (ca, cb) = window(same, if full { -INF } else { alpha }, INF);
                let cv = self.negamax(c, d - 1, ca, cb);
                if self.aborted {
                    break;
                }
                let v = lift(same, cv);
                it[i] = v;
                searched += 1;
                if it_best.is_none() || v > alpha {
                    alpha = alpha.max(v);
                    it_best = Some(i);
                }
            }
            self.guaranteed = false;
            if self.aborted {
                // A partial iteration that searched the previous best first and then found
                // a better move has found a real improvement.
                if done > 0 && searched >= 2 {
                    if let Some(b) = it_best.filter(|&b| b != order[0]) {
                        best = b;
                        scores[b] = it[b];
                    }
                }
                if done == 0 {
                    // Only the stop callback can interrupt the first iteration.
                    scores = it;
                    best = it_best.unwrap_or(0);
                }
                break;
            }
            scores = it;
            best = it_best.unwrap_or(0);
            done = d;
            order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
            let proven = |v: i32| v.abs() > PROVEN;
            if !self.cutoff
                || (!full && proven(scores[best]))
                || (full && scores.iter().all(|&v| proven(v)))
            {
                break;
            }
        }
        (scores, best, done)
    }

    /// The exact solver: depth-limited alpha-beta over *intervals* of proven values.
    ///
    /// Returns `(lo, hi)` with `lo <= value <= hi` for the position's side to move: a
    /// fact about the game, whatever the window (the window only lets the search stop
    /// early). A line cut off by depth, a position already on the current path (a cycle)
    /// or an exhausted budget is "anything": `(-WIN, WIN)`. Working with intervals rather
    /// than "known or unknown" matters here: one proven winning move makes a position a
    /// win even while a faster win elsewhere is still unknown.
    fn solve(&mut self, p: &Position, depth: u32, alpha: i32, beta: i32) -> (i32, i32) {
        let (lo, hi, _) = self.solve_on_path(p, depth, alpha, beta);
        (lo, hi)
    }

    /// [`Searcher::solve`], also saying whether the result depends on the current path
    /// (a repetition along it): such a result holds only there and is not kept in the
    /// table of bounds.
    fn solve_on_path(
        &mut self,
        p: &Position,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, i32, bool) {
        const ANY: (i32, i32, bool) = (-WIN, WIN, false);
        if p.is_over() {
            let v = terminal(p);
            return (v, v, false);
        }
        if self.tick() {
            return ANY;
        }
        if p.phase() != Phase::Play {
            return ANY;
        }
        let k = key(p);
        // How often the game has been here: before the root, and along the path (the root
        // opens the path and is in the history too: counted once).
        let mut on_path = self.path.iter().filter(|&&x| x == k).count();
        if on_path > 0 && self.path.first() == Some(&k) && self.history.contains_key(&k) {
            on_path -= 1;
        }
        let seen = self.history.get(&k).map_or(0, |&n| n as usize) + on_path;
        if seen >= 2 {
            // The third occurrence: the game ends by repetition here (in a match only the
            // round ends: not an exact value).
            let mut q = p.clone();
            q.end_by_repetition();
            if !q.is_over() {
                return (-WIN, WIN, on_path > 0);
            }
            let v = repetition_value(p);
            return (v, v, on_path > 0);
        }
        // Bounds kept in the table hold for the position without a repetition on the way
        // to it: here, a second occurrence, they need not.
        let mut known = if on_path == 0 {
            self.bounds.get(&k).copied()
        } else {
            None
        };
        if seen == 0 {
            if let Some((lo, hi)) = self.probe(p) {
                // A table's result, exact or proven (a win within its moves), ends the
                // line; bounds that leave the result open (a repetition decides it) are
                // kept as known bounds while the search goes on.
                if lo == hi || lo > PROVEN || hi < -PROVEN {
                    return (lo, hi, false);
                }
                known = Some(known.map_or((lo, hi), |(a, b)| (a.max(lo), b.min(hi))));
            }
        }
        if let Some((lo, hi)) = known {
            if lo == hi || lo >= beta || hi <= alpha {
                return (lo, hi, false);
            }
        }
        if depth == 0 {
            self.cutoff = true;
            return match known {
                Some((lo, hi)) => (lo, hi, false),
                None => (-WIN, WIN, on_path > 0),
            };
        }
        let (kids, incomplete) = self.inner_children(p);
        if kids.is_empty() {
            return ANY;
        }
        let order = self.order(p, &kids, None);
        self.path.push(k);
        let mut alpha = alpha;
        let mut dep = on_path > 0;
        // A move left undecided could be worth anything.
        let (mut lo, mut hi) = (-INF, if incomplete { WIN - 1 } else { -INF });
        for (n, &i) in order.iter().enumerate() {
            let c = &kids[i].1;
            let same = c.to_move() == p.to_move();
            let (a, b) = window(same, alpha, beta);
            let (clo, chi, cdep) = self.solve_on_path(c, depth - 1, a, b);
            if self.aborted {
                self.path.pop();
                return ANY;
            }
            dep |= cdep;
            let (l, h) = if same {
                (lift(true, clo), lift(true, chi))
            } else {
                (lift(false, chi), lift(false, clo))
            };
            lo = lo.max(l);
            hi = hi.max(h);
            alpha = alpha.max(l);
            if lo >= beta {
                if n + 1 < order.len() {
                    // The moves not searched could be worth anything up to a win now.
                    hi = hi.max(WIN - 1);
                }
                break;
            }
        }
        self.path.pop();
        if let Some((klo, khi)) = known {
            lo = lo.max(klo);
            hi = hi.min(khi);
        }
        if !dep {
            self.learn(k, lo, hi);
        }
        (lo, hi, dep)
    }

    fn learn(&mut self, k: u64, lo: i32, hi: i32) {
        if lo <= -WIN + 1 && hi >= WIN - 1 {
            return;
        }
        if self.bounds.len() > 1 << 20 {
            self.bounds.clear();
        }
        let e = self.bounds.entry(k).or_insert((-INF, INF));
        e.0 = e.0.max(lo);
        e.1 = e.1.min(hi);
    }

    pub fn solve_moves(
        &mut self,
        p: &Position,
        kids: &[(Move, Position)],
        full: bool,
        max_depth: u32,
    ) -> Vec<(i32, i32)> {
        self.with_root(p, |s| s.solve_moves_inner(p, kids, full, max_depth))
    }

    /// Solves the root's moves by iterative deepening, returning each move's interval
    /// `(lo, hi)` from the root's side to move. With `full`, every move gets a full
    /// window (exact values when the depth suffices); otherwise only what picking the
    /// best move needs. Stops when nothing is cut off by depth any more, when every move
    /// is exact, or (not `full`) when the best move is proven best or a proven win.
    fn solve_moves_inner(
        &mut self,
        p: &Position,
        kids: &[(Move, Position)],
        full: bool,
        max_depth: u32,
    ) -> Vec<(i32, i32)> {
        let n = kids.len();
        let mut res: Vec<(i32, i32)> = vec![(-WIN, WIN); n];
        for d in 1..=max_depth {
            self.cutoff = false;
            let mut alpha = -INF;
            let mut it = res.clone();
            for (i, (_, c)) in kids.iter().enumerate() {
                let same = c.to_move() == p.to_move();
                let (ca, cb) = window(same, if full { -INF } else { alpha }, INF);
                let (clo, chi) = self.solve(c, d - 1, ca, cb);
                if self.aborted {
                    break;
                }
                let (l, h) = if same {
                    (lift(true, clo), lift(true, chi))
                } else {
                    (lift(false, chi), lift(false, clo))
                };
                // Intervals from every iteration are facts: keep the tightest.
                it[i] = (it[i].0.max(l), it[i].1.min(h));
                alpha = alpha.max(it[i].0);
            }
            res = it;
            if self.aborted {
                break;
            }
            if !self.cutoff
                || res.iter().all(|&(l, h)| l == h)
                || (!full && decided(&res).is_some())
            {
                break;
            }
        }
        res
    }
}

/// The best move's index when the intervals settle it: its lower bound is a proven win,
/// or no other move can be better.
pub(crate) fn decided(res: &[(i32, i32)]) -> Option<usize> {
    let best = (0..res.len()).max_by_key(|&i| (res[i].0, std::cmp::Reverse(i)))?;
    let lo = res[best].0;
    let others = res
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != best)
        .all(|(_, &(_, h))| h <= lo);
    (lo > PROVEN || (others && res[best].0 == res[best].1)).then_some(best)
}
