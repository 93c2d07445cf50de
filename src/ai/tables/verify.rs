//! A table's entries checked, in three ways.
//!
//! * **The full check** ([`check_table`]): every entry against the entries one move on,
//!   read straight from the table — its moves are the engine's, what they gain is
//!   counted here, and only the next positions' values and distances are the table's —
//!   then, seed count by seed count, every position whose value is held above what
//!   endless play gives forced out of the seed count. A table passing it is right as a
//!   whole (the proof is at [`check_table`]); it reads the table once per move, so a
//!   shipped table of 10 to 20 million entries is checked in under a minute of CPU.
//! * **The solver one move on** ([`verify_entry`] with the table as `leaves`): the
//!   search's exact solver takes the table's values for the positions after the entry's
//!   moves (see [`crate::ai::solve_with`]), its moves, captures, game ends and results
//!   its own: the same check, by other code, on a sample.
//! * **The solver alone** ([`verify_entry`] without leaves): the solver knows nothing of
//!   tables and plays every line out under the threefold rule from the position, as a
//!   real game would. It settles the positions whose best play ends the game soon; where
//!   best play cycles, its tree (every position up to three times on a line) is far too
//!   large, and it gives up within its nodes.
//!
//! The solver answers win, draw or loss (and in how many moves) for a position with its
//! stores, while the table gives the difference still to come, whatever the stores. So
//! each entry is set up with the stores that put the side to move's lead just where the
//! table says the result turns: one step above minus `lo` (the side to move must win: in
//! at most `moves`), at minus `lo` when the value is exact (a draw), and one step below
//! minus `hi` (a loss: put off at most `against` moves). Together these pin the
//! difference down exactly. What the solver proves is an interval (a win within some
//! moves, perhaps sooner): a set-up disagrees only when the interval excludes what the
//! table says (no win, or a win proven slower than `moves`; no loss, or one proven put
//! off longer than `against`), agrees when it proves it, and is left unsettled else.

use super::{Bounds, Table};
use crate::ai::{solve_each, Value};
use crate::engine::{Effort, Player, Position};

/// What checking one entry found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verification {
    /// Whether the entry is a position in play (the others are not checked).
    pub in_play: bool,
    /// The solver's answers that agree with the table.
    pub agreed: u32,
    /// Set-ups the solver could not settle within its nodes.
    pub unsolved: u32,
    /// Set-ups whose result the table leaves open (Hoyito III's repetitions) and the
    /// solver did not settle: nothing to compare.
    pub open: u32,
    /// What disagreed, in words.
    pub disagreements: Vec<String>,
    /// Wins the solver proved where the table gives a length (`moves`).
    pub wins: u32,
    /// Of those, proven within exactly the table's `moves` (the others within fewer).
    pub wins_as_long: u32,
    /// Losses the solver proved where the table gives a length (`against`).
    pub losses: u32,
    /// Of those, proven to come within exactly the table's `against`.
    pub losses_as_long: u32,
}

/// The smallest change of the side to move's lead in points (in seeds): one seed from
/// one side to the other, or one four.
fn step(p: &Position) -> i32 {
    if p.game().facts().scoring == crate::engine::Scoring::Fours {
        4
    } else {
        2
    }
}

/// The side to move's lead in points, in seeds (fours count 4).
fn lead(p: &Position) -> i32 {
    let scoring = p.game().facts().scoring;
    let unit = if scoring == crate::engine::Scoring::Fours {
        4
    } else {
        1
    };
    let pts = |who: Player| scoring.points(p.captured(who) as u32) as i32 * unit;
    pts(p.to_move()) - pts(!p.to_move())
}

/// `p` with stores that make the side to move's lead `want`, if some split of the seeds
/// off the board does.
fn with_lead(p: &Position, want: i32) -> Option<Position> {
    let off = p.total_seeds() - p.seeds_on_board();
    let me = p.to_move();
    (0..=off).find_map(|mine| {
        let mut stores = [0u8; 2];
        stores[me.index()] = mine as u8;
        stores[(!me).index()] = (off - mine) as u8;
        let q = Position::from_board(p.rules(), p.pits(), stores, me).ok()?;
        (lead(&q) == want && q.to_move() == me && !q.is_over()).then_some(q)
    })
}

/// The result a set-up must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    Win,
    Draw,
    Loss,
    /// Bounds that leave the result open, at minus `lo`: not a loss (the lower bound holds).
    NoLoss,
    /// At minus `hi`: not a win (the upper bound holds).
    NoWin,
}

/// Checks entry `i` of `table` with the solver, `nodes` positions per set-up; the solver
/// takes the values of `leaves` for the positions they cover (none: it plays every line
/// out; the table itself: a check of the entry against the entries one move on).
pub fn verify_entry(table: &Table, i: u64, nodes: u64, leaves: &[&Table]) -> Verification {
    match table.position(i) {
        Some(p) => verify_position(table, &p, nodes, leaves),
        None => Verification::default(),
    }
}

/// As [`verify_entry`], for a position the table covers (of its rules' mirror image too).
pub fn verify_position(table: &Table, p: &Position, nodes: u64, leaves: &[&Table]) -> Verification {
    let mut v = Verification {
        in_play: true,
        ..Verification::default()
    };
    let Some(b) = table.bounds(p) else {
        v.disagreements
            .push(format!("the table does not cover {p}"));
        return v;
    };
    let p = p.clone();
    let Bounds { lo, hi, .. } = b;
    let s = step(&p);
    let mut cases = vec![(s - lo, Expect::Win), (-hi - s, Expect::Loss)];
    if lo == hi {
        cases.push((-lo, Expect::Draw));
    } else {
        cases.push((-lo, Expect::NoLoss));
        cases.push((-hi, Expect::NoWin));
    }
    for (want, expect) in cases {
        let Some(q) = with_lead(&p, want) else {
            continue;
        };
        // What the solver proved: the value lies between `low` and `high` (equal when it
        // settled it), for the side to move.
        let Some((low, high)) = solve_each(&q, nodes, leaves).and_then(|s| {
            let low = s.moves.iter().map(|m| m.lo).max_by_key(Value::rank)?;
            let high = s.moves.iter().map(|m| m.hi).max_by_key(Value::rank)?;
            Some((low, high))
        }) else {
            v.unsolved += 1;
            continue;
        };
        let (l, h) = (low.rank(), high.rank());
        // A disagreement is a proof against the table; agreement, a proof of what it
        // says; anything else is left unsettled.
        let (against, settled) = match expect {
            // A win within `moves`: none is proven slower, nor a draw or a loss.
            Expect::Win => {
                let slower =
                    matches!((high, b.moves), (Value::Win { plies }, Some(m)) if plies > m);
                if let (Value::Win { plies }, Some(m)) = (low, b.moves) {
                    v.wins += 1;
                    v.wins_as_long += u32::from(plies == m);
                }
                (h <= 0 || slower, l > 0)
            }
            // A loss put off at most `against` moves: none is proven longer.
            Expect::Loss => {
                let longer = match (low, b.against) {
                    (Value::Loss { plies }, Some(m)) => plies > m,
                    (_, _) => l >= 0,
                };
                if let (Value::Loss { plies }, Some(m)) = (high, b.against) {
                    v.losses += 1;
                    v.losses_as_long += u32::from(plies == m);
                }
                (longer, h < 0)
            }
            Expect::Draw => (l > 0 || h < 0, l == 0 && h == 0),
            Expect::NoLoss => (h < 0, l >= 0),
            Expect::NoWin => (l > 0, h <= 0),
        };
        if against {
            v.disagreements.push(format!(
                "{q}: the table says {lo}..{hi} (moves {:?}, against {:?}) so {expect:?}, the solver {}",
                b.moves,
                b.against,
                if low == high {
                    low.to_string()
                } else {
                    format!("{low} to {high}")
                }
            ));
        } else if settled {
            v.agreed += 1;
        } else if matches!(expect, Expect::NoWin | Expect::NoLoss) {
            // Open bounds need no answer: only a proof would disagree.
            v.open += 1;
        } else {
            v.unsolved += 1;
        }
    }
    v
}

// ---------------------------------------------------------------------------------------
// The full check: every entry against the entries one move on, read straight from the
// table (no solver), and each seed count's positions held above what endless play gives.

/// What the full check of a table found ([`check_table`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FullCheck {
    /// Entries checked.
    pub entries: u64,
    /// Of those, positions in play (the others must hold nothing).
    pub positions: u64,
    /// Positions whose value one side holds above what endless play gives it without
    /// the end of the game within its reach: each checked to force its way to a capture
    /// or to a position whose end is within reach (see [`check_table`]).
    pub held_out: u64,
    /// Entries that disagree.
    pub disagreements: u64,
    /// The first few disagreements, in words, by entry.
    pub first: Vec<(u64, String)>,
}

/// Disagreements kept in words.
const KEPT: usize = 5;

impl FullCheck {
    /// Adds another part's counts (parts may be checked in any order: the disagreements
    /// kept are the first by entry).
    pub fn add(&mut self, other: &FullCheck) {
        self.entries += other.entries;
        self.positions += other.positions;
        self.held_out += other.held_out;
        self.disagreements += other.disagreements;
        self.first.extend(other.first.iter().cloned());
        self.first.sort_by_key(|(i, _)| *i);
        self.first.truncate(KEPT);
    }

    fn note(&mut self, i: u64, problem: String) {
        self.disagreements += 1;
        if self.first.len() < KEPT {
            self.first.push((i, problem));
        }
    }
}

/// The side to move's points so far in seeds that count (fours count 4), or when `p` is
/// over, of the final score: `[south, north]`. (Written here apart from the builder's,
/// so that the check does not take the builder's word for what a move gains.)
fn points_of(p: &Position) -> [i32; 2] {
    let scoring = p.game().facts().scoring;
    let unit = if scoring == crate::engine::Scoring::Fours {
        4
    } else {
        1
    };
    match p.outcome() {
        Some(o) => o.score.map(|s| s as i32 * unit),
        None => Player::BOTH.map(|who| scoring.points(p.captured(who) as u32) as i32 * unit),
    }
}

/// What a move from `p` to `c` gains for `p`'s side to move, in seeds that count.
fn gain_of(p: &Position, c: &Position) -> i32 {
    let (before, after) = (points_of(p), points_of(c));
    let me = p.to_move().index();
    (after[me] - before[me]) - (after[1 - me] - before[1 - me])
}

/// A distance one move further (`None` stays `None`; the builder's distances are below
/// `u16::MAX`, which is its "none").
fn further(d: Option<u32>) -> Option<u32> {
    d.map(|d| d + 1).filter(|&d| d < u16::MAX as u32)
}

/// How a position whose value one side holds above endless play's, with no end within
/// its reach, leaves its seed count (see [`check_table`]).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Way {
    /// At once: the side keeps its value by a capture (or the end of the game).
    Out,
    /// Once `need` of these positions of the same seed count (by their number in it)
    /// have a way out: one of them when the side is to move, every one when the other is.
    Wait { need: u8, through: Vec<u32> },
}

/// What checking a position found, beyond agreeing: for its side to move and for the
/// other, the way out when that side's value is held above endless play's with no end
/// within reach (`None`: it is not).
struct Local {
    ways: [Option<Way>; 2],
}

/// A part of one seed count's entries checked ([`check_part`]): what agreed and
/// disagreed, and the ways out of its positions held above endless play, for the seed
/// count's last step.
#[derive(Clone, Debug, Default)]
pub struct Part {
    check: FullCheck,
    /// The seed count's first entry.
    base: u64,
    /// Per side (South, North): positions with a way out at once, by their number in the
    /// seed count.
    out: [Vec<u32>; 2],
    /// Per side: positions waiting for others, with how many they need.
    wait: [Vec<(u32, u8)>; 2],
    /// Per side: (position waited for, position waiting).
    edges: [Vec<(u32, u32)>; 2],
}

/// Entry `i`'s position in play, seen in a mirror when `mirror` (the rules of
/// [`Table::mirror_rules`], whose moves the engine sows the other way round).
fn entry_position(table: &Table, i: u64, mirror: bool) -> Result<Option<Position>, String> {
    let Some(p) = table.position(i) else {
        return Ok(None);
    };
    if !mirror {
        return Ok(Some(p));
    }
    let rules = table
        .mirror_rules()
        .ok_or_else(|| format!("{} has no mirror image", table.rules()))?;
    let files = p.files() as usize;
    let pits = p.pits();
    let m: Vec<u8> = (0..pits.len())
        .map(|k| pits[k - k % files + (files - 1 - k % files)])
        .collect();
    let stores = [p.captured(Player::South), p.captured(Player::North)];
    Position::from_board(rules, &m, stores, p.to_move())
        .map(Some)
        .map_err(|e| format!("entry {i} seen in a mirror: {e}"))
}

/// Checks entry `i` of `table` against the entries one move on (`mirror`: its position
/// seen in a mirror): `Ok(true)` for a position in play that agrees, `Ok(false)` for an
/// entry not in play that holds nothing, else what disagrees. (Only the seed count's
/// last step, in [`check_table`], completes the check of the positions held above what
/// endless play gives.)
pub fn check_entry(table: &Table, i: u64, mirror: bool) -> Result<bool, String> {
    match entry_position(table, i, mirror)? {
        Some(p) => check_position(table, &p).map(|_| true),
        None => match table.entries.get(i as usize) {
            Some(e) if e.lo == 0 && e.gap == 0 && e.moves == 0 && e.against == 0 => Ok(false),
            Some(e) => Err(format!("entry {i}, not in play, holds {e:?}")),
            None => Err(format!("entry {i} does not read")),
        },
    }
}

/// One move of a position checked: what it is worth to the side to move `X` and the
/// distances after it.
struct Step {
    /// A capture or the end of the game (it leaves the seed count).
    exit: bool,
    /// The position after it, by its number in the seed count (an inner move).
    child: u32,
    /// Its lower bound for `X` (endless play the worst for `X`).
    low: i32,
    /// `X`'s distance after it, in that game, one move further.
    mine: Option<u32>,
    /// The opponent's distance after it (endless play the worst for the opponent).
    theirs: Option<u32>,
    /// Whether `X` (resp. the opponent) has no distance after an inner move.
    mine_none: bool,
    theirs_none: bool,
}

/// The local check of [`check_entry`], for a position in play that the table covers.
fn check_position(table: &Table, p: &Position) -> Result<Local, String> {
    let at = table
        .index(p)
        .ok_or_else(|| format!("{p}: the table does not cover it"))?;
    let b = table
        .bounds_at(at)
        .ok_or_else(|| format!("{p}: the table has no entry in range"))?;
    let me = p.to_move();
    let seeds = p.seeds_on_board();
    let base = table.layout.offset(seeds as u8);
    // What endless play gives the side to move: when it counts the worst for it, and the
    // best.
    let (endless_worst, endless_best) = if super::endless_adds_nothing(table.rules()) {
        (0, 0)
    } else {
        (-(seeds as i32), seeds as i32)
    };
    let (mut lo, mut hi) = (i32::MIN, i32::MIN);
    let mut steps: Vec<Step> = Vec::new();
    for (mv, c) in p.successors(Effort::Exact).legal {
        let g = gain_of(p, &c);
        if c.is_over() {
            lo = lo.max(g);
            hi = hi.max(g);
            steps.push(Step {
                exit: true,
                child: 0,
                low: g,
                mine: Some(1),
                theirs: Some(1),
                mine_none: false,
                theirs_none: false,
            });
            continue;
        }
        let ci = table
            .index(&c)
            .ok_or_else(|| format!("{p}: {mv} leads to {c}, which the table does not cover"))?;
        let cb = table
            .bounds_at(ci)
            .ok_or_else(|| format!("{p}: {mv} leads to {c}, whose entry is out of range"))?;
        let same = c.to_move() == me;
        let (low, high) = if same {
            (g + cb.lo, g + cb.hi)
        } else {
            (g - cb.hi, g - cb.lo)
        };
        let (mine, theirs) = if same {
            (cb.moves, cb.against)
        } else {
            (cb.against, cb.moves)
        };
        lo = lo.max(low);
        hi = hi.max(high);
        let exit = c.seeds_on_board() < seeds;
        steps.push(Step {
            exit,
            child: if exit { 0 } else { (ci as u64 - base) as u32 },
            low,
            mine: further(mine),
            theirs: further(theirs),
            mine_none: mine.is_none(),
            theirs_none: theirs.is_none(),
        });
    }
    let say = |what: String| {
        format!(
            "{p}: the table says {}..{} (moves {:?}, against {:?}), its moves give {what}",
            b.lo, b.hi, b.moves, b.against
        )
    };
    if steps.is_empty() {
        return Err(say("no move".into()));
    }
    if (b.lo, b.hi) != (lo, hi) {
        return Err(say(format!("{lo}..{hi}")));
    }
    // The side to move's quickest way to make sure of `lo` by ending the game: a move
    // that keeps `lo` (by its lower bound), with the fewest moves after it.
    let keeping = || steps.iter().filter(|s| s.low >= lo);
    let quickest = keeping().filter_map(|s| s.mine).min();
    if b.moves != quickest {
        return Err(say(format!("moves {quickest:?}")));
    }
    // The opponent's: after every move, the most it needs.
    let longest = steps
        .iter()
        .map(|s| s.theirs)
        .try_fold(0, |worst, d| d.map(|d| worst.max(d)));
    if b.against != longest {
        return Err(say(format!("against {longest:?}")));
    }
    // Held above endless play with no end within reach: the way out of the seed count.
    let mine = (quickest.is_none() && lo > endless_worst).then(|| {
        if keeping().any(|s| s.exit) {
            return Way::Out;
        }
        let through: Vec<u32> = keeping().filter(|s| s.mine_none).map(|s| s.child).collect();
        if through.is_empty() {
            Way::Out
        } else {
            Way::Wait { need: 1, through }
        }
    });
    let theirs = (longest.is_none() && hi < endless_best).then(|| {
        let through: Vec<u32> = steps
            .iter()
            .filter(|s| !s.exit && s.theirs_none)
            .map(|s| s.child)
            .collect();
        if through.is_empty() {
            Way::Out
        } else {
            Way::Wait {
                need: through.len() as u8,
                through,
            }
        }
    });
    let mut ways = [None, None];
    ways[me.index()] = mine;
    ways[(!me).index()] = theirs;
    Ok(Local { ways })
}

/// Checks entries `range` of `table` (all of one seed count) one move on, and gathers
/// their ways out for the seed count's last step ([`check_table`]).
fn check_part(table: &Table, range: std::ops::Range<u64>, mirror: bool) -> Part {
    let mut part = Part::default();
    let end = range.end.min(table.entries());
    if range.start >= end {
        return part;
    }
    let mut pits = vec![0u8; table.layout.holes()];
    let (seeds, _) = table.layout.entry(range.start, &mut pits);
    part.base = table.layout.offset(seeds);
    for i in range.start..end {
        part.check.entries += 1;
        let p = match entry_position(table, i, mirror) {
            Ok(Some(p)) => p,
            Ok(None) => {
                if let Err(problem) = check_entry(table, i, mirror) {
                    part.check.note(i, problem);
                }
                continue;
            }
            Err(problem) => {
                part.check.note(i, problem);
                continue;
            }
        };
        part.check.positions += 1;
        let local = match check_position(table, &p) {
            Ok(l) => l,
            Err(problem) => {
                part.check.note(i, problem);
                continue;
            }
        };
        let me = (i - part.base) as u32;
        for (side, way) in local.ways.into_iter().enumerate() {
            match way {
                None => {}
                Some(Way::Out) => {
                    part.check.held_out += 1;
                    part.out[side].push(me);
                }
                Some(Way::Wait { need, through }) => {
                    part.check.held_out += 1;
                    part.wait[side].push((me, need));
                    part.edges[side].extend(through.into_iter().map(|c| (c, me)));
                }
            }
        }
    }
    part
}

/// The seed count's last step: every position held above endless play must force its
/// way out of the seed count. Returns the positions (by number) that cannot, per side.
fn settle(len: usize, parts: &[Part], side: usize) -> Vec<u32> {
    // 0: not held out, 1: waiting, 2: has a way out.
    let mut state = vec![0u8; len];
    let mut need = vec![0u8; len];
    let mut queue: Vec<u32> = Vec::new();
    for part in parts {
        for &n in &part.out[side] {
            state[n as usize] = 2;
            queue.push(n);
        }
        for &(n, k) in &part.wait[side] {
            state[n as usize] = 1;
            need[n as usize] = k;
        }
    }
    // The waiting positions by the position they wait for, in one counting pass.
    let mut at = vec![0u32; len + 1];
    for part in parts {
        for &(c, _) in &part.edges[side] {
            at[c as usize + 1] += 1;
        }
    }
    for i in 0..len {
        at[i + 1] += at[i];
    }
    let mut fill = at.clone();
    let mut by = vec![0u32; at[len] as usize];
    for part in parts {
        for &(c, w) in &part.edges[side] {
            by[fill[c as usize] as usize] = w;
            fill[c as usize] += 1;
        }
    }
    drop(fill);
    while let Some(c) = queue.pop() {
        for &w in &by[at[c as usize] as usize..at[c as usize + 1] as usize] {
            let w = w as usize;
            if state[w] == 1 {
                need[w] -= 1;
                if need[w] == 0 {
                    state[w] = 2;
                    queue.push(w as u32);
                }
            }
        }
    }
    (0..len as u32)
        .filter(|&n| state[n as usize] == 1)
        .collect()
}

/// Entries a part of the check takes at most.
const PART: u64 = 1 << 16;

/// The full check of `table` (`mirror`: every entry's position seen in a mirror, played
/// with the other sowing direction). `map` runs the check of the parts it is given and
/// returns their results in order (one after another, or on threads: the counts are the
/// same either way).
///
/// Each entry is checked against the entries one move on ([`check_entry`]): with `X`
/// the side to move, `lo` what `X` makes sure of when endless play counts the worst for
/// it, `hi` what the opponent holds `X` to when endless play counts the worst for the
/// opponent (equal in Rio Kadalis, where endless play counts nothing). For each legal
/// move (the engine's, sowings decided exactly), what it gains and the entry after it
/// give the move's bounds for `X`; the entry must be
///
/// 1. `lo` the best of the moves' lower bounds and `hi` the best of their upper bounds;
/// 2. `moves` one more than the fewest of `X`'s distances after a move that keeps `lo`
///    (a move that ends the game: 1), none when no such move has one;
/// 3. `against` one more than the most of the opponent's distances after any move,
///    none when one of them is none.
///
/// Then, seed count by seed count, each position where a side's value is above what
/// endless play gives it (nothing in Rio Kadalis; in Hoyito III every seed on the board
/// to the opponent) while it has no distance — its value is held by a capture after
/// which the game may go on for ever — must force its way out of the seed count: by a
/// capture that keeps its value, or to such positions that do, the opponent answering
/// as it likes (a backward induction over those positions and their moves).
///
/// A table passing all of this is right: the side that keeps its value plays a move
/// whose distance goes down by one (which ends the game), or one that forces its way out
/// of the seed count (the seeds on the board only go down), and otherwise any move that
/// keeps its value; play that never ends then settles in one seed count on positions
/// whose value is no more than endless play gives, and the values kept on the way make
/// sure of the rest.
pub fn check_table<F>(table: &Table, mirror: bool, mut map: F) -> FullCheck
where
    F: FnMut(&[std::ops::Range<u64>], &(dyn Fn(std::ops::Range<u64>) -> Part + Sync)) -> Vec<Part>,
{
    let mut all = FullCheck::default();
    let layout = &table.layout;
    for seeds in 0..=layout.max() {
        let start = layout.offset(seeds);
        let end = start + 2 * layout.boards(seeds);
        let ranges: Vec<_> = (start..end)
            .step_by(PART as usize)
            .map(|s| s..(s + PART).min(end))
            .collect();
        let parts = map(&ranges, &|r| check_part(table, r, mirror));
        for part in &parts {
            all.add(&part.check);
        }
        let len = (end - start) as usize;
        for side in 0..2 {
            for n in settle(len, &parts, side) {
                let i = start + n as u64;
                let who = Player::BOTH[side];
                let p = entry_position(table, i, mirror)
                    .ok()
                    .flatten()
                    .map_or_else(|| format!("entry {i}"), |p| p.to_string());
                all.note(
                    i,
                    format!(
                        "{p}: {who} holds its value above endless play's with no end within reach, and cannot force a capture that keeps it"
                    ),
                );
            }
        }
        all.first.sort_by_key(|(i, _)| *i);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::tables::entries::Entries;
    use crate::engine::{GameId, Rng, Rules};

    /// A part holding `out`, `wait` and `edges` for side 0.
    fn part(out: &[u32], wait: &[(u32, u8)], edges: &[(u32, u32)]) -> Part {
        let mut p = Part::default();
        p.out[0] = out.to_vec();
        p.wait[0] = wait.to_vec();
        p.edges[0] = edges.to_vec();
        p
    }

    /// The last step: a position waiting for one of several has a way out when one of
    /// them has; one waiting for all needs every one; a ring of positions waiting for
    /// each other has none.
    #[test]
    fn a_seed_counts_last_step_finds_the_positions_without_a_way_out() {
        // 0 is out; 1 needs one of {0, 2}; 2 needs both of {1, 3}; 3 needs one of {4};
        // 4 needs one of {3}: 3 and 4 wait for each other, so 2 waits for ever.
        let parts = [
            part(&[0], &[(1, 1), (2, 2)], &[(0, 1), (2, 1), (1, 2), (3, 2)]),
            part(&[], &[(3, 1), (4, 1)], &[(4, 3), (3, 4)]),
        ];
        assert_eq!(settle(6, &parts, 0), vec![2, 3, 4]);
        // With 4 out, everything has one.
        let parts = [
            part(&[0], &[(1, 1), (2, 2)], &[(0, 1), (2, 1), (1, 2), (3, 2)]),
            part(&[4], &[(3, 1)], &[(4, 3)]),
        ];
        assert_eq!(settle(6, &parts, 0), Vec::<u32>::new());
        assert_eq!(settle(6, &parts, 1), Vec::<u32>::new());
    }

    /// Any change of an entry in play — its value, its bounds' gap, either distance — is
    /// a disagreement with the entries one move on.
    #[test]
    fn a_changed_entry_disagrees_with_its_moves() {
        for game in [GameId::RioKadalis, GameId::Hoyito3] {
            let t = Table::build(Rules::default_for(game), 6, |_| {}).expect("a table");
            let mut rng = Rng::new(9);
            let mut changed = 0;
            while changed < 300 {
                let i = rng.next_u64() % t.entries();
                if t.position(i).is_none() {
                    continue;
                }
                assert_eq!(check_entry(&t, i, false), Ok(true), "{game} {i}");
                for change in 0..5u8 {
                    let mut bad = t.clone();
                    let Entries::Full {
                        lo,
                        gap,
                        moves,
                        against,
                    } = &mut bad.entries
                    else {
                        unreachable!("built whole");
                    };
                    let i = i as usize;
                    match change {
                        0 => lo[i] -= 1,
                        1 => gap[i] += 1,
                        2 => moves[i] = moves[i].wrapping_add(1),
                        3 => against[i] = against[i].wrapping_add(1),
                        _ => moves[i] = if moves[i] == 0 { 3 } else { 0 },
                    }
                    assert!(
                        check_entry(&bad, i as u64, false).is_err(),
                        "{game}: entry {i}, change {change}"
                    );
                }
                changed += 1;
            }
            // An entry not in play must hold nothing.
            let idle = (0..t.entries())
                .find(|&i| t.position(i).is_none())
                .expect("an entry not in play");
            let mut bad = t.clone();
            if let Entries::Full { moves, .. } = &mut bad.entries {
                moves[idle as usize] = 7;
            }
            assert!(check_entry(&bad, idle, false).is_err(), "{game}");
            assert_eq!(check_entry(&t, idle, false), Ok(false), "{game}");
        }
    }
}
