//! Hoyito III (Dominican Republic), RULES.md §4.
//!
//! 1. Board: 2 × 6, 4 seeds per hole; no stores.
//! 2. Move: all seeds of any occupied hole of the mover's rank, sown counter-clockwise
//!    round all 12 holes.
//! 3. Last seed: making exactly 4 (either rank) captures those 4 and the mover moves
//!    again; into an occupied hole: relay; into an empty hole: the turn ends. Fours made by
//!    other seeds are not taken.
//! 4. Pass: a player with no seeds (or only endless moves) passes, extra turns included.
//! 5. End: a capture that leaves exactly 4 on the board; the last 4 go to the capturer
//!    (single game, rounds 1–2) or to the previous round's winner (round 3 on; the
//!    capturer when it was drawn). Neither player able to move: seeds to the rank owners.
//!    More seeds wins.
//! 6. Option `match`; 7. rounds as Rio Kadalis §3.8.

use crate::engine::error::PlayError;
use crate::engine::player::Player;
use crate::engine::position::{EndReason, Position, TurnEnd};
use crate::engine::trace::{hole_at, lap, relay, stop_error, TraceEvent, Tracer};

use super::{more, same_state};

pub(crate) fn sow<T: Tracer>(
    p: &mut Position,
    start: usize,
    t: &mut T,
) -> Result<TurnEnd, PlayError> {
    let mover = p.to_move;
    let g = p.geometry();
    let files = g.files();
    let next = &g.next[mover.index()][0];
    let closed = p.closed;
    let mut first = true;
    let mut end = TurnEnd::default();
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
        let last = lap(&mut p.pits, next, closed, files, h, n, t, |_, _, _, _| {});
        match p.pits[last] {
            4 => {
                p.pits[last] = 0;
                p.captured[mover.index()] += 4;
                t.on(|| TraceEvent::Capture {
                    hole: hole_at(files, last),
                    count: 4,
                    by: mover,
                    into: None,
                    kind: "capture",
                });
                end.extra_turn = true;
                end.last_four = p.seeds_on_board() == 4;
                None
            }
            1 => None,
            _ => Some(last),
        }
    })
    .map_err(|s| stop_error(s, t))?;
    Ok(end)
}

/// §4.5: a capture left exactly four seeds. They go to the capturer, or from round 3 of
/// a match to the previous round's winner; then the round is scored by seeds.
pub(crate) fn last_four<T: Tracer>(p: &mut Position, capturer: Player, t: &mut T) {
    let m = p.matchs;
    let to = match m.last {
        Some(last) if p.rules.is_match() && m.round >= 3 => last.winner.unwrap_or(capturer),
        _ => capturer,
    };
    let files = p.files();
    for i in 0..p.geometry().len() {
        let n = p.pits[i];
        if n > 0 {
            p.pits[i] = 0;
            p.captured[to.index()] += n;
            t.on(|| TraceEvent::Sweep {
                hole: hole_at(files, i),
                count: n,
                to,
            });
        }
    }
    let score = p.captured;
    p.end_round(more(score), EndReason::LastFour, score, t);
}
