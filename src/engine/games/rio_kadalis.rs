//! Rio Kadalis (Somalia), RULES.md §3.
//!
//! 1. Board: 2 × 6 (or 5), 4 seeds per hole; captured seeds are kept off the board.
//! 2. Move: all seeds of any occupied hole of the mover's rank, sown counter-clockwise
//!    (or clockwise with `direction: cw`) round all holes, with relay.
//! 3. Fours during a lap: a seed that is not its lap's last and makes a hole hold exactly
//!    4 gives those 4 to the owner of that hole's rank at once; the lap goes on.
//! 4. Last seed: making exactly 4 (*binikh*) gives the 4 to the mover and ends the turn;
//!    into an empty hole ends the turn; else relay.
//! 5. End: the player to move has no legal move; seeds left go to the rank owner.
//! 6. Result by fours taken (shown with seed totals).
//! 7. Options `holes_per_row`, `direction`, `match` (rounds: see `Position::end_round`).

use crate::engine::error::PlayError;
use crate::engine::player::Player;
use crate::engine::position::{Position, TurnEnd};
use crate::engine::rules::{Rules, SowDirection};
use crate::engine::trace::{hole_at, lap, relay, stop_error, TraceEvent, Tracer};

use super::same_state;

pub(crate) fn sow<T: Tracer>(
    p: &mut Position,
    start: usize,
    t: &mut T,
) -> Result<TurnEnd, PlayError> {
    let mover = p.to_move;
    let g = p.geometry();
    let files = g.files();
    let half = g.len();
    let half = half / 2;
    let circuit = match p.rules {
        Rules::RioKadalis(o) if o.direction == SowDirection::Cw => 1,
        _ => 0,
    };
    let next = &g.next[mover.index()][circuit];
    let closed = p.closed;
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
        let captured = &mut p.captured;
        let last = lap(
            &mut p.pits,
            next,
            closed,
            files,
            h,
            n,
            t,
            |pits, i, last, t| {
                if !last && pits[i] == 4 {
                    pits[i] = 0;
                    let owner = if i < half {
                        Player::South
                    } else {
                        Player::North
                    };
                    captured[owner.index()] += 4;
                    t.on(|| TraceEvent::Capture {
                        hole: hole_at(files, i),
                        count: 4,
                        by: owner,
                        into: None,
                        kind: "four",
                    });
                }
            },
        );
        match p.pits[last] {
            4 => {
                p.pits[last] = 0;
                p.captured[mover.index()] += 4;
                t.on(|| TraceEvent::Capture {
                    hole: hole_at(files, last),
                    count: 4,
                    by: mover,
                    into: None,
                    kind: "binikh",
                });
                None
            }
            1 => None,
            _ => Some(last),
        }
    })
    .map_err(|s| stop_error(s, t))?;
    Ok(TurnEnd::default())
}
