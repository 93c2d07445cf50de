//! A table's entries checked against the search's exact solver ([`crate::ai::solve`]),
//! in two ways.
//!
//! * **Alone**: the solver knows nothing of tables and plays every line out under the
//!   threefold rule from the position, as a real game would. It settles the positions
//!   whose best play ends the game soon; where best play cycles, its tree (every position
//!   up to three times on a line) is far too large, and it gives up within its nodes.
//! * **One move on**: the solver takes the table's values for the positions after the
//!   entry's moves (see [`crate::ai::solve_with`]): its moves, captures, game ends and
//!   results are the engine's and the search's own, and only the next positions' values
//!   are the table's. Every entry passing this is a certificate of the whole table: a
//!   result held by ending the game is reached by moves whose count goes down to the end,
//!   and one held by endless play is kept by the opponent's every move, so no value can
//!   be wrong when none disagrees with the values one move on (with the engine's moves).
//!
//! The solver answers win, draw or loss (and in how many moves) for a position with its
//! stores, while the table gives the difference still to come, whatever the stores. So
//! each entry is set up with the stores that put the side to move's lead just where the
//! table says the result turns: one step above minus `lo` (the side to move must win: in
//! at most `moves`), at minus `lo` when the value is exact (a draw), and one step below
//! minus `hi` (a loss: put off at most `against` moves). Together these pin the
//! difference down exactly.

use super::{Bounds, Table};
use crate::ai::{solve_with, Value};
use crate::engine::{Player, Position};

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
    /// Wins whose length the table gives (`moves`).
    pub wins: u32,
    /// Of those, as long as the table's `moves` (the others shorter).
    pub wins_as_long: u32,
    /// Losses whose length the table gives (`against`).
    pub losses: u32,
    /// Of those, as long as the table's `against`.
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
        let value = match (solve_with(&q, nodes, leaves), expect) {
            (Some(value), _) => value,
            // Open bounds need no answer: only a proof would disagree.
            (None, Expect::NoWin | Expect::NoLoss) => {
                v.open += 1;
                continue;
            }
            (None, _) => {
                v.unsolved += 1;
                continue;
            }
        };
        let ok = match (expect, value) {
            (Expect::Win, Value::Win { plies }) => match b.moves {
                Some(m) => {
                    v.wins += 1;
                    v.wins_as_long += (plies == m) as u32;
                    plies <= m
                }
                None => true,
            },
            (Expect::Loss, Value::Loss { plies }) => match b.against {
                Some(m) => {
                    v.losses += 1;
                    v.losses_as_long += (plies == m) as u32;
                    plies <= m
                }
                None => true,
            },
            (Expect::Draw, Value::Draw) => true,
            (Expect::NoWin, v) => !matches!(v, Value::Win { .. }),
            (Expect::NoLoss, v) => !matches!(v, Value::Loss { .. }),
            _ => false,
        };
        if ok {
            v.agreed += 1;
        } else {
            v.disagreements.push(format!(
                "{q}: the table says {lo}..{hi} (moves {:?}, against {:?}) so {expect:?}, the solver {value}",
                b.moves, b.against
            ));
        }
    }
    v
}
