//! The rules engine: pure Rust, no browser, no clocks, no global randomness.
//!
//! Layers, each using only those below it (see ARCHITECTURE.md):
//!
//! 1. vocabulary — [`Player`], [`Hole`], [`Geometry`] and [`Track`] (`board.rs`), [`Move`]
//!    (`notation.rs`), errors, [`Rules`] and [`GameId`] (handles), [`TraceEvent`];
//! 2. `outcome.rs` — [`Phase`], [`EndReason`], [`Outcome`], [`MatchState`];
//! 3. `position.rs` — [`Position`] as data;
//! 4. `sowing.rs` — one turn of laps and relays on a track, endless sowing decided
//!    exactly, [`Decisions`];
//! 5. `games/` — one file per game behind one trait;
//! 6. `play.rs`, `json.rs`, `record.rs` — the public play API: [`Position::play`] and
//!    friends, position JSON, [`Game`] and [`Record`].
//!
//! Everything starts from [`Rules`] (a game and its options) and [`Position`]. Positions
//! from outside come only through [`Position::from_json`]; moves are read with
//! `str::parse::<Move>()` and played with [`Position::play`] (checked),
//! [`Position::play_unchecked`] (search) or [`Position::play_traced`] (animation).
//! [`Game`] adds the history: threefold repetition, undo, records, and the quick
//! [`Game::try_play`] for callers that must never wait.
#![deny(missing_docs)]

mod board;
mod error;
mod facts;
pub mod games;
mod json;
mod notation;
mod outcome;
mod play;
mod player;
mod position;
mod record;
mod rng;
mod rules;
mod sowing;
mod trace;

pub use board::{Circuit, Geometry, Hole, Shape, Track, MAX_HOLES};
pub use error::{
    escape_char, quote, quote_json, DecisionsError, FieldProblem, Inconsistency, LiftCountProblem,
    ParseError, PlacementProblem, PlayError, SetupError,
};
pub use facts::{Facts, Layouts, Piece, Scoring, Stores};
pub use games::{option_names, RedistributionChoice};
pub use notation::{Lift, Move, Redistribution, Sow};
pub use outcome::{EndReason, MatchState, Outcome, Phase, RoundResult};
pub use play::{ChoiceKind, HoleChoices, Verdict};
pub use player::Player;
pub use position::Position;
pub use record::{perft, FormatError, Game, MoveError, Record, RecordError, Refusal};
pub use rng::Rng;
pub use rules::{Choice, GameId, OptionChoice, OptionSpec, Rules};
pub use sowing::{Decisions, QUICK_LAPS};
pub use trace::{CaptureKind, TraceEvent};
