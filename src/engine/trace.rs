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
    /// How many relay laps to follow before giving up undecided (exact: no limit).
    #[inline(always)]
    fn lap_limit(&self) -> u64 {
        u64::MAX
    }
    /// Told that a sowing was given up undecided at the lap limit.
    #[inline(always)]
    fn undecided(&mut self) {}
}

/// A tracer that records nothing and gives up on sowings longer than `max_laps` laps:
/// for quick first passes whose undecided moves are then decided exactly (or, in
/// search, left aside).
pub(crate) struct Bounded {
    pub max_laps: u64,
    pub hit: bool,
}

impl Tracer for Bounded {
    const ON: bool = false;
    #[inline(always)]
    fn on(&mut self, _f: impl FnOnce() -> TraceEvent) {}
    #[inline(always)]
    fn lap_limit(&self) -> u64 {
        self.max_laps
    }
    fn undecided(&mut self) {
        self.hit = true;
    }
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

/// Why a relay stopped without ending its turn.
pub(crate) enum Stop {
    /// The sowing is endless (RULES.md §1.3).
    Endless,
    /// The lap limit of a bounded pass was reached first.
    Undecided,
}

/// The play error of a stopped relay; tells the tracer when it was only undecided.
pub(crate) fn stop_error<T: Tracer>(stop: Stop, t: &mut T) -> super::error::PlayError {
    if let Stop::Undecided = stop {
        t.undecided();
    }
    super::error::PlayError::EndlessSowing
}

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
/// function of the previous one, so a repeated state means the sowing never ends. Each
/// state is compared in full (no hashing, no lap cap) with the state after the first lap
/// (relay sowing is almost always reversible, so an endless sowing comes back to it) and
/// with Brent's saved state (which finds any cycle). Only a bounded pass (`limit` below
/// `u64::MAX`) gives up, as [`Stop::Undecided`].
#[inline]
pub(crate) fn relay<S: Clone>(
    state: &mut S,
    same: impl Fn(&S, &S) -> bool,
    start: usize,
    limit: u64,
    mut lap: impl FnMut(&mut S, usize) -> Option<usize>,
) -> Result<(), Stop> {
    let mut hole = start;
    let mut first_hole = hole;
    let mut first: Option<S> = None;
    let mut saved_hole = hole;
    let mut saved: Option<S> = None;
    let mut power: u64 = 1;
    let mut steps: u64 = 0;
    let mut laps: u64 = 0;
    loop {
        match lap(state, hole) {
            None => return Ok(()),
            Some(h) => hole = h,
        }
        laps += 1;
        if let Some(s) = &first {
            if hole == first_hole && same(state, s) {
                return Err(Stop::Endless);
            }
        } else {
            first = Some(state.clone());
            first_hole = hole;
        }
        if let Some(s) = &saved {
            if hole == saved_hole && same(state, s) {
                return Err(Stop::Endless);
            }
        }
        if laps >= limit {
            return Err(Stop::Undecided);
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
