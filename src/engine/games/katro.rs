//! Katro (Madagascar), RULES.md §2.
//!
//! 1. Board: 2 × `rows_per_player` ranks of `holes_per_row`; every hole starts with
//!    `seeds_per_hole` seeds; no stores, no seed leaves the board.
//! 2. Track: each player's own half, boustrophedon (South: `a1…f1, f2…a2, a3…f3`, then
//!    `a1`; North the same turned 180°) — see [`Geometry::katro`](crate::engine::Geometry).
//! 3. Move: any occupied hole of the mover's outermost rank that holds seeds.
//! 4. Last seed into an empty hole: the turn ends.
//! 5. Last seed into an occupied hole: capture when the landing hole is in the mover's
//!    innermost rank holding seeds and the same-file hole of the opponent's innermost
//!    rank holding seeds is occupied — its seeds join the landing hole. Capture or not,
//!    the landing hole is lifted and sown on (relay).
//! 6. End: checked after every lap; a capture that empties the opponent ends the turn
//!    and the game, the mover winning.
//! 7. Options: `rows_per_player`, `holes_per_row`, `seeds_per_hole`, `direction`
//!    (`either`: the mirrored circuit, `c1'`).
//!
//! Where RULES.md is silent: a player who has seeds but only endless moves cannot move,
//! and (as passing is not allowed, §2.3) loses like a player without seeds.

use crate::engine::board::{Circuit, Hole};
use crate::engine::error::PlayError;
use crate::engine::player::Player;
use crate::engine::position::{Position, TurnEnd};
use crate::engine::rules::{KatroOptions, KatroSeeds};
use crate::engine::trace::{hole_at, lap, relay, stop_error, TraceEvent, Tracer};

use super::same_state;

pub(crate) fn setup(p: &mut Position, o: KatroOptions) {
    let n = p.geometry().len();
    let seeds = match o.seeds {
        KatroSeeds::Two => 2,
        KatroSeeds::Three => 3,
    };
    p.pits[..n].fill(seeds);
}

/// The player's ranks from outermost to innermost.
fn ranks_out_to_in(p: &Position, player: Player) -> impl Iterator<Item = u8> {
    let ranks = p.ranks();
    let half = ranks / 2;
    (0..half).map(move |k| match player {
        Player::South => k,
        Player::North => ranks - 1 - k,
    })
}

fn rank_has_seeds(p: &Position, rank: u8) -> bool {
    let f = p.files() as usize;
    let start = rank as usize * f;
    p.pits[start..start + f].iter().any(|&n| n > 0)
}

/// The mover's outermost rank that holds seeds (moves start there, §2.3).
pub(crate) fn outermost_rank(p: &Position, player: Player) -> Option<u8> {
    ranks_out_to_in(p, player).find(|&r| rank_has_seeds(p, r))
}

/// A player's innermost rank that holds seeds (captures are judged there, §2.5).
pub(crate) fn innermost_rank(p: &Position, player: Player) -> Option<u8> {
    let half = p.ranks() / 2;
    (0..half)
        .map(|k| match player {
            Player::South => half - 1 - k,
            Player::North => half + k,
        })
        .find(|&r| rank_has_seeds(p, r))
}

pub(crate) fn sow<T: Tracer>(
    p: &mut Position,
    start: usize,
    circuit: Circuit,
    t: &mut T,
) -> Result<TurnEnd, PlayError> {
    let mover = p.to_move;
    let g = p.geometry();
    let files = g.files();
    let hole = g.hole(start);
    let out = outermost_rank(p, mover);
    if out != Some(hole.rank()) {
        return Err(PlayError::NotOutermostRank {
            hole,
            rank: out.unwrap_or(0),
        });
    }
    let next = &g.next[mover.index()][circuit.index()];
    let mut end = TurnEnd::default();
    let mut first = true;
    relay(p, same_state, start, t.lap_limit(), |p, h| {
        let n = p.pits[h];
        p.pits[h] = 0;
        let relay_lift = !first;
        first = false;
        t.on(|| TraceEvent::Lift {
            hole: hole_at(files, h),
            count: n,
            relay: relay_lift,
        });
        let last = lap(&mut p.pits, next, 0, files, h, n, t, |_, _, _, _| {});
        if p.pits[last] == 1 {
            return None;
        }
        let landing = hole_at(files, last);
        if innermost_rank(p, mover) == Some(landing.rank()) {
            if let Some(rank) = innermost_rank(p, !mover) {
                let target = Hole::new(landing.file(), rank);
                let ti = rank as usize * files as usize + landing.file() as usize;
                let c = p.pits[ti];
                if c > 0 {
                    p.pits[ti] = 0;
                    p.pits[last] += c;
                    t.on(|| TraceEvent::Capture {
                        hole: target,
                        count: c,
                        by: mover,
                        into: Some(landing),
                        kind: "capture",
                    });
                    if p.seeds_on_side(!mover) == 0 {
                        end.opponent_emptied = true;
                        return None;
                    }
                }
            }
        }
        Some(last)
    })
    .map_err(|s| stop_error(s, t))?;
    Ok(end)
}
