//! What happens during a move, step by step, for the animation (`Position::play_traced`),
//! and the sink the rules write those steps into. A build without the `traces` feature
//! (the sketch bundle, which draws positions only) writes none: every trace is empty.

use serde::Serialize;

use super::board::Hole;
use super::outcome::{EndReason, Outcome};
use super::player::{ser_opt_player, ser_player, Player};

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
        /// Why.
        kind: CaptureKind,
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
    /// A relay too long to show seed by seed (more than [`QUICK_LAPS`] laps; every
    /// step is still decided exactly): the board after its last whole lap.
    ///
    /// [`QUICK_LAPS`]: super::QUICK_LAPS
    LongSowing {
        /// Relay laps sown in all, the last one included.
        laps: u64,
        /// Seeds per hole (by index) when the last lap starts.
        pits: Vec<u8>,
        /// The stores then, `[south, north]`.
        captured: [u8; 2],
        /// The hole the last lap is lifted from.
        #[serde(serialize_with = "ser_hole")]
        from: Hole,
    },
    /// The game (or match) is over.
    GameEnd {
        /// The result.
        outcome: Outcome,
    },
}

/// Why seeds were taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureKind {
    /// Rio Kadalis: a passing seed made four; its rank's owner takes them (§3.3).
    Four,
    /// Rio Kadalis: the last seed made four; the mover takes them (§3.4).
    Binikh,
    /// The game's capture (Katro §2.5, Hoyito III §4.3, Kiothi §5.8).
    Capture,
    /// Kiothi: the leftmost bonus (§5.9).
    Bonus,
}

impl CaptureKind {
    /// The JSON name: `four`, `binikh`, `capture`, `bonus`.
    pub const fn id(self) -> &'static str {
        match self {
            CaptureKind::Four => "four",
            CaptureKind::Binikh => "binikh",
            CaptureKind::Capture => "capture",
            CaptureKind::Bonus => "bonus",
        }
    }
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
/// Where the rules write what happens: nowhere (play, search), or a list (the animation).
#[derive(Debug, Default)]
pub(crate) struct Events(Option<Vec<TraceEvent>>);

impl Events {
    /// A sink that drops everything (the hot path: the closures are never called).
    pub const fn off() -> Events {
        Events(None)
    }
    /// A sink that keeps every event; in a build without the `traces` feature (the
    /// sketch, which draws positions and never a sowing: Cargo.toml), one that keeps none,
    /// and a trace is empty.
    pub fn recording() -> Events {
        Events(cfg!(feature = "traces").then(Vec::new))
    }
    /// Whether events are kept.
    #[inline(always)]
    pub fn on(&self) -> bool {
        cfg!(feature = "traces") && self.0.is_some()
    }
    /// Records the event made by `f` (not called when nothing is kept).
    #[inline(always)]
    pub fn push(&mut self, f: impl FnOnce() -> TraceEvent) {
        if !cfg!(feature = "traces") {
            return;
        }
        if let Some(v) = &mut self.0 {
            v.push(f());
        }
    }
    /// Stops keeping events, returning what was kept (for a long relay: see
    /// [`TraceEvent::LongSowing`]); [`Events::resume`] gives it back.
    pub fn pause(&mut self) -> Option<Vec<TraceEvent>> {
        self.0.take()
    }
    /// Keeps events again after [`Events::pause`].
    pub fn resume(&mut self, kept: Option<Vec<TraceEvent>>) {
        self.0 = kept;
    }
    /// The events kept.
    pub fn into_vec(self) -> Vec<TraceEvent> {
        self.0.unwrap_or_default()
    }
}
