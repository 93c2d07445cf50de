//! What each game does differently. The shared mechanism (laps, relays, endless-sowing
//! detection, end-of-turn rules) lives in `trace.rs` and `position.rs`; each file here
//! holds only its own game's rules.

pub mod hoyito;
pub mod katro;
pub mod kiothi;
pub mod rio_kadalis;

use super::board::Circuit;
use super::error::PlayError;
use super::notation::{Lift, Sow};
use super::player::Player;
use super::position::{Position, TurnEnd};
use super::rules::Rules;
use super::trace::Tracer;

/// Lays out the start position of the position's rules.
pub(crate) fn setup(p: &mut Position) {
    match p.rules {
        Rules::Katro(o) => katro::setup(p, o),
        Rules::RioKadalis(_) | Rules::Hoyito3(_) => {
            let n = p.geometry().len();
            p.pits[..n].fill(4);
        }
        Rules::Kiothi(o) => kiothi::setup(p, o),
    }
}

/// Runs the sowing of one turn (every lap, capture and relay), leaving the end-of-turn
/// rules to the caller.
pub(crate) fn sow_turn<T: Tracer>(
    p: &mut Position,
    s: Sow,
    t: &mut T,
) -> Result<TurnEnd, PlayError> {
    let index = check_hole(p, s)?;
    match p.rules {
        Rules::Katro(_) => katro::sow(p, index, s.circuit, t),
        Rules::RioKadalis(_) => rio_kadalis::sow(p, index, t),
        Rules::Hoyito3(_) => hoyito::sow(p, index, t),
        Rules::Kiothi(_) => {
            let n = p.pits[index];
            let k = match s.lift {
                Lift::All => n,
                Lift::Some(k) => k,
            };
            kiothi::sow(p, index, k, t)
        }
    }
}

/// The checks every game shares: the hole is on the board, the mover's, open and occupied;
/// partial lifts and mirrored circuits only where the rules allow them.
fn check_hole(p: &Position, s: Sow) -> Result<usize, PlayError> {
    let g = p.geometry();
    let index = g.index(s.hole).ok_or(PlayError::NoSuchHole(s.hole))?;
    if p.owner_of(index) != p.to_move {
        return Err(PlayError::NotYourHole {
            hole: s.hole,
            mover: p.to_move,
        });
    }
    if p.closed & (1 << index) != 0 {
        return Err(PlayError::ClosedHole(s.hole));
    }
    let n = p.pits[index];
    if n == 0 {
        return Err(PlayError::EmptyHole(s.hole));
    }
    if let Lift::Some(k) = s.lift {
        if !matches!(p.rules, Rules::Kiothi(_)) {
            return Err(PlayError::PartialLiftNotAllowed);
        }
        if k > n {
            return Err(PlayError::LiftTooMany {
                hole: s.hole,
                have: n,
                asked: k,
            });
        }
        if k == n {
            // RULES.md §1.5: lifting all is written `c1`, never `c1/5`.
            return Err(PlayError::WholeLiftWrittenPartial {
                hole: s.hole,
                count: n,
            });
        }
    }
    if s.circuit == Circuit::Mirrored
        && !matches!(p.rules, Rules::Katro(o) if o.direction == super::rules::KatroDirection::Either)
    {
        return Err(PlayError::MirroredNotAllowed);
    }
    Ok(index)
}

/// The state that decides how a sowing goes on: the board and the *nki* marks.
#[inline]
pub(crate) fn same_state(a: &Position, b: &Position) -> bool {
    a.pits == b.pits && a.nki == b.nki
}

/// The player with the higher score, `None` when equal.
pub(crate) fn more(score: [u8; 2]) -> Option<Player> {
    use std::cmp::Ordering::*;
    match score[0].cmp(&score[1]) {
        Greater => Some(Player::South),
        Less => Some(Player::North),
        Equal => None,
    }
}
