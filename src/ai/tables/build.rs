//! Building a table by retrograde analysis, one seed count at a time.
//!
//! Seeds leave the board only by captures, so a move either keeps the board's seed count
//! (an *inner* move, between entries of one layer) or lowers it (an *exit*: into a layer
//! solved before, or the end of the game). Each layer is built in three steps:
//!
//! 1. **The graph.** Every entry is set up with [`Position::from_board`] and its moves
//!    played by the engine ([`Position::successors`] at [`Effort::Exact`], so endless
//!    sowings are left out as the rules say); exits keep the points they win and the
//!    entry they reach, inner moves are kept as reverse edges. An entry whose side to
//!    move cannot move is never a position in play (the engine passes or ends the game
//!    first): it gets no value.
//! 2. **The values**, from South's side, of a game in which endless play is worth a fixed
//!    `endless` to South: for each threshold `t` (every exit's value and `endless`,
//!    highest first), the entries where South makes sure of at least `t` are an
//!    attractor — South forcing an exit worth `t` or more when endless play is worth
//!    less than `t`, else everything but North's attractor to exits worth less. An
//!    entry's value is the highest `t` it is in.
//! 3. **The distances**: for each side, the fewest moves in which it makes sure of the
//!    entry's value by reaching the end of the game (a shortest-path game: the side
//!    attacking takes its best move that keeps the value, the other side any move; a
//!    Dijkstra over the reverse edges, with exits costing what their entry costs). An
//!    entry whose value that side holds only by endless play has none.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::index::Layout;
use crate::engine::{Effort, Player, Position, Rules, SetupError};

/// No distance: the value is held only by endless play (or the entry is not in play).
pub(crate) const NONE: u16 = u16::MAX;

/// The most exits, inner moves and entries the builder counts (in `u32`, `u32::MAX`
/// meaning "the game is over"): [`super::Table::build`] refuses a table that could have
/// more.
pub(crate) const MAX_MOVES: u64 = u32::MAX as u64 - 1;

/// Why a layer could not be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Failure {
    /// An entry's board is not a position of the rules.
    Setup,
    /// A distance in this layer does not fit an entry.
    TooLong(u8),
}

impl From<SetupError> for Failure {
    fn from(_: SetupError) -> Failure {
        Failure::Setup
    }
}

/// A count as the builder keeps it (checked against [`MAX_MOVES`] before a build starts).
fn count(n: usize) -> u32 {
    debug_assert!(
        n as u64 <= MAX_MOVES,
        "{n} moves: Table::build refuses this size"
    );
    n as u32
}

/// What a layer's moves lead to.
struct Graph {
    /// Entries of the layer.
    n: usize,
    /// Entries whose side to move has no move (never in play).
    idle: Vec<bool>,
    /// Per entry, its exits: `ex[ex_at[i]..ex_at[i + 1]]`.
    ex_at: Vec<u32>,
    /// An exit: the points it wins for South and the entry it reaches (`u32::MAX`: the
    /// game is over).
    ex: Vec<(i8, u32)>,
    /// Per entry, its inner moves.
    inner: Vec<u8>,
    /// Reverse inner edges: the entries moving to `i` are `rev[rev_at[i]..rev_at[i + 1]]`.
    rev_at: Vec<u32>,
    rev: Vec<u32>,
    /// Entries `n / 2..` have North to move.
    half: usize,
}

impl Graph {
    fn north(&self, i: usize) -> bool {
        i >= self.half
    }
    fn exits(&self, i: usize) -> &[(i8, u32)] {
        &self.ex[self.ex_at[i] as usize..self.ex_at[i + 1] as usize]
    }
    fn parents(&self, i: usize) -> &[u32] {
        &self.rev[self.rev_at[i] as usize..self.rev_at[i + 1] as usize]
    }
}

/// One of the games solved: endless play worth `endless` to South.
pub(crate) struct Solved {
    pub endless: i32,
    /// Per entry, South's value (0 for idle entries).
    pub value: Vec<i8>,
    /// Per entry, South's distance to making sure of the value (if asked for).
    pub south: Option<Vec<u16>>,
    /// Per entry, North's.
    pub north: Option<Vec<u16>>,
}

/// What the builder reports after each layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The layer's seed count.
    pub seeds: u8,
    /// Its entries.
    pub entries: u64,
    /// Of those, positions in play.
    pub positions: u64,
    /// Inner moves (between entries of the layer).
    pub inner_moves: u64,
}

/// The points `p`'s score counts for each side, `[south, north]`, in seeds.
fn points(p: &Position) -> [i32; 2] {
    let scoring = p.game().facts().scoring;
    Player::BOTH.map(|who| scoring.points(p.captured(who) as u32) as i32 * unit(p))
}

/// Seeds per point.
fn unit(p: &Position) -> i32 {
    match p.game().facts().scoring {
        crate::engine::Scoring::Fours => 4,
        _ => 1,
    }
}

/// What a move from `p` to `c` wins for South, in seeds that count.
pub(super) fn gain(p: &Position, c: &Position) -> i32 {
    let before = points(p);
    let after = match c.outcome() {
        Some(o) => o.score.map(|s| s as i32 * unit(c)),
        None => points(c),
    };
    (after[0] - before[0]) - (after[1] - before[1])
}

/// The layer of `seeds` seeds: its entries set up and their moves played.
fn graph(rules: Rules, layout: &Layout, seeds: u8) -> Result<Graph, SetupError> {
    let boards = layout.boards(seeds) as usize;
    let n = 2 * boards;
    let base = layout.offset(seeds);
    let total = rules.total_seeds();
    let stores = [(total - seeds as u32) as u8, 0];
    let mut pits = vec![0u8; layout.holes()];
    let mut idle = vec![false; n];
    let mut ex_at = Vec::with_capacity(n + 1);
    let mut ex = Vec::new();
    let mut inner = vec![0u8; n];
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for i in 0..n {
        ex_at.push(count(ex.len()));
        let north = i >= boards;
        layout.unrank((i % boards) as u64, seeds, &mut pits);
        let side = if north { Player::North } else { Player::South };
        let p = Position::from_board(rules, &pits, stores, side)?;
        if p.is_over() || p.to_move() != side {
            idle[i] = true;
            continue;
        }
        for (_, c) in p.successors(Effort::Exact).legal {
            let g = gain(&p, &c) as i8;
            if c.is_over() {
                ex.push((g, u32::MAX));
                continue;
            }
            let j = layout
                .index(c.pits(), c.to_move() == Player::North)
                .expect("a move never adds seeds to the board");
            if c.seeds_on_board() < seeds as u32 {
                ex.push((g, count(j as usize)));
            } else {
                debug_assert_eq!(g, 0, "a move that keeps the seeds captures nothing");
                edges.push((count((j - base) as usize), count(i)));
                inner[i] += 1;
            }
        }
    }
    ex_at.push(count(ex.len()));
    // Reverse edges by their target, in one counting pass.
    let mut rev_at = vec![0u32; n + 1];
    for &(to, _) in &edges {
        rev_at[to as usize + 1] += 1;
    }
    for i in 0..n {
        rev_at[i + 1] += rev_at[i];
    }
    let mut fill = rev_at.clone();
    let mut rev = vec![0u32; count(edges.len()) as usize];
    for &(to, from) in &edges {
        rev[fill[to as usize] as usize] = from;
        fill[to as usize] += 1;
    }
    Ok(Graph {
        n,
        idle,
        ex_at,
        ex,
        inner,
        rev_at,
        rev,
        half: boards,
    })
}

/// The entries where the attracting side (`south`) makes sure of an exit that
/// `good` accepts: the attracting side needs one such exit or one inner move into the
/// set; the other side has no exit `good` refuses and every inner move into the set.
fn attractor(g: &Graph, south: bool, good: impl Fn(i32) -> bool, exit: &[i32]) -> Vec<bool> {
    let mut inside = vec![false; g.n];
    let mut left: Vec<u8> = g.inner.clone();
    let mut blocked = vec![false; g.n];
    let mut queue = Vec::new();
    for i in 0..g.n {
        if g.idle[i] {
            continue;
        }
        let attacking = g.north(i) != south;
        let values = &exit[g.ex_at[i] as usize..g.ex_at[i + 1] as usize];
        if attacking {
            if values.iter().any(|&v| good(v)) {
                inside[i] = true;
                queue.push(i as u32);
            }
        } else if values.iter().any(|&v| !good(v)) {
            blocked[i] = true;
        } else if left[i] == 0 {
            inside[i] = true;
            queue.push(i as u32);
        }
    }
    while let Some(c) = queue.pop() {
        for &p in g.parents(c as usize) {
            let p = p as usize;
            if inside[p] || blocked[p] {
                continue;
            }
            let attacking = g.north(p) != south;
            if attacking {
                inside[p] = true;
                queue.push(p as u32);
            } else {
                left[p] -= 1;
                if left[p] == 0 {
                    inside[p] = true;
                    queue.push(p as u32);
                }
            }
        }
    }
    inside
}

/// South's values in the layer, endless play worth `endless` to South; `lower` holds the
/// values of every entry below the layer.
fn values(g: &Graph, lower: &[i8], endless: i32) -> Vec<i8> {
    // Each exit's value for South: its points and the value of where it leads.
    let exit: Vec<i32> =
        g.ex.iter()
            .map(|&(pts, to)| {
                pts as i32
                    + if to == u32::MAX {
                        0
                    } else {
                        lower[to as usize] as i32
                    }
            })
            .collect();
    let mut ts: Vec<i32> = exit.clone();
    ts.push(endless);
    ts.sort_unstable();
    ts.dedup();
    let mut value: Vec<Option<i8>> = vec![None; g.n];
    for &t in ts.iter().rev() {
        let sure = if endless >= t {
            // South makes sure of t unless North forces an exit worth less.
            let north = attractor(g, false, |v| v < t, &exit);
            north.into_iter().map(|x| !x).collect::<Vec<_>>()
        } else {
            attractor(g, true, |v| v >= t, &exit)
        };
        for i in 0..g.n {
            if !g.idle[i] && sure[i] && value[i].is_none() {
                value[i] = Some(t as i8);
            }
        }
    }
    value.into_iter().map(|v| v.unwrap_or(0)).collect()
}

/// The side's (`south`) fewest moves to making sure of each entry's value by the end
/// of the game. `value` is the layer's (South's side), `lower_value` and `lower` the
/// values and the same side's distances of the entries below.
fn distances(
    g: &Graph,
    south: bool,
    value: &[i8],
    lower_value: &[i8],
    lower: &[u16],
) -> Result<Vec<u16>, TooLong> {
    // Whether a value reached keeps what the attacking side makes sure of.
    let keeps = |reached: i32, wanted: i32| {
        if south {
            reached >= wanted
        } else {
            reached <= wanted
        }
    };
    let mut dist = vec![NONE; g.n];
    let mut left: Vec<u8> = g.inner.clone();
    let mut worst = vec![0u16; g.n];
    let mut blocked = vec![false; g.n];
    let mut heap: BinaryHeap<Reverse<(u16, u32)>> = BinaryHeap::new();
    // A move into the layers below costs the distance there and one (none: none).
    let cost = |to: u32| -> Result<u16, TooLong> {
        if to == u32::MAX {
            return Ok(1);
        }
        match lower[to as usize] {
            NONE => Ok(NONE),
            d if d + 1 == NONE => Err(TooLong),
            d => Ok(d + 1),
        }
    };
    for i in 0..g.n {
        if g.idle[i] {
            continue;
        }
        let attacking = g.north(i) != south;
        let want = value[i] as i32;
        if attacking {
            let best = g
                .exits(i)
                .iter()
                .filter(|&&(pts, to)| {
                    let v = pts as i32
                        + if to == u32::MAX {
                            0
                        } else {
                            lower_value[to as usize] as i32
                        };
                    keeps(v, want)
                })
                .map(|&(_, to)| cost(to))
                .collect::<Result<Vec<u16>, TooLong>>()?
                .into_iter()
                .min();
            if let Some(d) = best.filter(|&d| d != NONE) {
                heap.push(Reverse((d, i as u32)));
            }
        } else {
            for &(_, to) in g.exits(i) {
                let d = cost(to)?;
                if d == NONE {
                    blocked[i] = true;
                }
                worst[i] = worst[i].max(d);
            }
            if !blocked[i] && left[i] == 0 {
                heap.push(Reverse((worst[i], i as u32)));
            }
        }
    }
    while let Some(Reverse((d, c))) = heap.pop() {
        let c = c as usize;
        if dist[c] != NONE {
            continue;
        }
        dist[c] = d;
        let next = d + 1;
        if next == NONE {
            return Err(TooLong);
        }
        for &p in g.parents(c) {
            let p = p as usize;
            if dist[p] != NONE || blocked[p] {
                continue;
            }
            let attacking = g.north(p) != south;
            if attacking {
                if keeps(value[c] as i32, value[p] as i32) {
                    heap.push(Reverse((next, p as u32)));
                }
            } else {
                left[p] -= 1;
                worst[p] = worst[p].max(next);
                if left[p] == 0 {
                    heap.push(Reverse((worst[p], p as u32)));
                }
            }
        }
    }
    Ok(dist)
}

/// A distance that does not fit an entry.
struct TooLong;

/// Solves every layer from 0 to the layout's most seeds, for each game (endless play
/// worth `endless` to South, and which sides' distances are wanted), reporting each
/// layer to `progress`.
pub(crate) fn solve(
    rules: Rules,
    layout: &Layout,
    games: &[(i32, bool, bool)],
    mut progress: impl FnMut(Progress),
) -> Result<Vec<Solved>, Failure> {
    let total = layout.len() as usize;
    let mut solved: Vec<Solved> = games
        .iter()
        .map(|&(endless, s, n)| Solved {
            endless,
            value: vec![0; total],
            south: s.then(|| vec![NONE; total]),
            north: n.then(|| vec![NONE; total]),
        })
        .collect();
    for seeds in 0..=layout.max() {
        let g = graph(rules, layout, seeds)?;
        let base = layout.offset(seeds) as usize;
        for s in &mut solved {
            // Endless play is worth at most every seed on the board either way.
            let endless = s.endless.clamp(-(seeds as i32), seeds as i32);
            let v = values(&g, &s.value[..base], endless);
            s.value[base..base + g.n].copy_from_slice(&v);
            for (south, dist) in [(true, &mut s.south), (false, &mut s.north)] {
                if let Some(dist) = dist {
                    let d = distances(&g, south, &v, &s.value[..base], &dist[..base])
                        .map_err(|TooLong| Failure::TooLong(seeds))?;
                    dist[base..base + g.n].copy_from_slice(&d);
                }
            }
        }
        progress(Progress {
            seeds,
            entries: g.n as u64,
            positions: g.idle.iter().filter(|&&x| !x).count() as u64,
            inner_moves: g.rev.len() as u64,
        });
    }
    Ok(solved)
}
