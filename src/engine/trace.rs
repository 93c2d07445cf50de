//! What happens during a move, step by step, for the animation (`Position::play_traced`).

use serde::Serialize;

use super::board::{Hole, MAX_HOLES};
use super::player::Player;
use super::position::{EndReason, Outcome};

/// One step of a move. Serialized as JSON objects with a `"type"` field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TraceEvent {
    /// Seeds lifted to start a lap: the move's first lap, or a relay (`relay: true`).
    Lift {
        /// Where from.
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// How many.
        count: u8,
        /// True for a relay lift (a later lap of the same turn).
        relay: bool,
    },
    /// One seed dropped; `count` is what the hole holds after the drop.
    Drop {
        /// Where.
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// The hole's count after the drop.
        count: u8,
    },
    /// Seeds taken from a hole.
    Capture {
        /// The hole emptied (or partly emptied).
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// How many seeds.
        count: u8,
        /// Who takes them.
        #[serde(serialize_with = "ser_player")]
        by: Player,
        /// Where they go: `"store"` (off the board, a prison) or a hole (Katro).
        #[serde(serialize_with = "ser_opt_hole")]
        into: Option<Hole>,
        /// Why: `four`, `binikh`, `capture`, `bonus`.
        kind: &'static str,
    },
    /// A player passes (Hoyito III): they have no move.
    Pass {
        /// Who passes.
        #[serde(serialize_with = "ser_player")]
        player: Player,
    },
    /// The mover moves again (Hoyito III capture).
    ExtraTurn {
        /// Who moves again.
        #[serde(serialize_with = "ser_player")]
        player: Player,
    },
    /// Kiothi's redistribution empties a hole.
    Empty {
        /// The hole.
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// Warriors taken up.
        count: u8,
    },
    /// Kiothi's redistribution places warriors.
    Place {
        /// The hole.
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// Warriors placed.
        count: u8,
    },
    /// Kiothi: the occupied holes become *nki* after both redistributions.
    NkiMarked {
        /// The holes marked.
        #[serde(serialize_with = "ser_holes")]
        holes: Vec<Hole>,
    },
    /// Seeds left on the board go to a player at the end of a game or round.
    Sweep {
        /// The hole emptied.
        #[serde(serialize_with = "ser_hole")]
        hole: Hole,
        /// Seeds.
        count: u8,
        /// Who receives them.
        #[serde(serialize_with = "ser_player")]
        to: Player,
    },
    /// A round of a match ended; the next one is set up (unless the match is over).
    RoundEnd {
        /// The round that ended (from 1).
        round: u16,
        /// Who won it (`null`: drawn).
        #[serde(serialize_with = "ser_opt_player")]
        winner: Option<Player>,
        /// Why it ended.
        reason: EndReason,
        /// The deciding score (fours in Rio Kadalis, seeds in Hoyito III): `[south, north]`.
        score: [u8; 2],
        /// Seeds each player holds for the next round: `[south, north]`.
        holdings: [u8; 2],
    },
    /// The game (or match) is over.
    GameEnd {
        /// The result.
        outcome: Outcome,
    },
}

fn ser_hole<S: serde::Serializer>(h: &Hole, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(h)
}
fn ser_opt_hole<S: serde::Serializer>(h: &Option<Hole>, s: S) -> Result<S::Ok, S::Error> {
    match h {
        Some(h) => s.collect_str(h),
        None => s.serialize_str("store"),
    }
}
fn ser_holes<S: serde::Serializer>(h: &[Hole], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(h.iter().map(|h| h.to_string()))
}
pub(crate) fn ser_player<S: serde::Serializer>(p: &Player, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(p.name())
}
pub(crate) fn ser_opt_player<S: serde::Serializer>(
    p: &Option<Player>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.serialize_str(p.name()),
        None => s.serialize_none(),
    }
}

/// Receives trace events. The hot path uses [`NoTrace`], which compiles to nothing.
pub(crate) trait Tracer {
    /// Whether events are recorded at all.
    const ON: bool;
    /// Records the event made by `f` (not called when `ON` is false).
    fn on(&mut self, f: impl FnOnce() -> TraceEvent);
}

/// The tracer of `play` and `play_unchecked`: records nothing.
pub(crate) struct NoTrace;

impl Tracer for NoTrace {
    const ON: bool = false;
    #[inline(always)]
    fn on(&mut self, _f: impl FnOnce() -> TraceEvent) {}
}

impl Tracer for Vec<TraceEvent> {
    const ON: bool = true;
    fn on(&mut self, f: impl FnOnce() -> TraceEvent) {
        self.push(f());
    }
}

/// The sowing is endless (RULES.md §1.3).
pub(crate) struct Endless;

/// The shared sowing mechanism: one lap drops `n` seeds one at a time into the holes
/// after `from` along `next`, skipping closed holes. The hole lifted from is not
/// skipped. `each(pits, hole, last)` runs after every drop (Rio Kadalis takes fours
/// there). Returns the hole of the last drop.
#[inline(always)]
#[allow(clippy::too_many_arguments)]
pub(crate) fn lap<T: Tracer>(
    pits: &mut [u8; MAX_HOLES],
    next: &[u8; MAX_HOLES],
    closed: u64,
    files: u8,
    from: usize,
    n: u8,
    t: &mut T,
    mut each: impl FnMut(&mut [u8; MAX_HOLES], usize, bool, &mut T),
) -> usize {
    let mut h = from;
    for i in 0..n {
        h = next[h] as usize;
        while closed & (1 << h) != 0 {
            h = next[h] as usize;
        }
        pits[h] += 1;
        if T::ON {
            let c = pits[h];
            t.on(|| TraceEvent::Drop {
                hole: hole_at(files, h),
                count: c,
            });
        }
        each(pits, h, i + 1 == n, t);
    }
    h
}

/// The hole at `index` on a board `files` wide.
#[inline]
pub(crate) fn hole_at(files: u8, index: usize) -> Hole {
    Hole::new(
        (index % files as usize) as u8,
        (index / files as usize) as u8,
    )
}

/// Runs relay laps from `start` until `lap` ends the turn (`None`), detecting endless
/// sowing exactly: the lap-start state (board, marks, hole to lift) is a deterministic
/// function of the previous one, so Brent's cycle detection over it — with full state
/// comparison, no hashing and no lap cap — finds a repetition if and only if there is one.
#[inline]
pub(crate) fn relay<S: Clone>(
    state: &mut S,
    same: impl Fn(&S, &S) -> bool,
    start: usize,
    mut lap: impl FnMut(&mut S, usize) -> Option<usize>,
) -> Result<(), Endless> {
    let mut hole = start;
    let mut saved_hole = hole;
    let mut saved: Option<S> = None;
    let mut power: u32 = 1;
    let mut steps: u32 = 0;
    loop {
        match lap(state, hole) {
            None => return Ok(()),
            Some(h) => hole = h,
        }
        if let Some(s) = &saved {
            if hole == saved_hole && same(state, s) {
                return Err(Endless);
            }
        }
        steps += 1;
        if steps == power {
            saved = Some(state.clone());
            saved_hole = hole;
            power <<= 1;
            steps = 0;
        }
    }
}
