//! The rules engine: pure Rust, no browser, no clocks, no global randomness.
//!
//! Layers, each using only those below it (see ARCHITECTURE.md):
//!
//! 1. vocabulary — [`Player`], [`Hole`], [`Geometry`] and [`Track`] (`board.rs`), [`Rules`]
//!    and [`GameId`] (handles), a game's [`Facts`], errors, [`Move`] (`notation.rs`);
//! 2. `outcome.rs`, `trace.rs` — [`Phase`], [`EndReason`], [`Outcome`], [`MatchState`],
//!    [`TraceEvent`];
//! 3. `position.rs` — [`Position`] as data;
//! 4. `sowing.rs` — one turn of laps and relays on a track, endless sowing decided
//!    exactly, [`Effort`], [`Decisions`];
//! 5. `games/` — one file per game behind one trait;
//! 6. `play.rs`, `json.rs`, `record.rs` — the public play API: [`Position::play`] and
//!    friends, position JSON, [`Game`] and [`Record`].
//!
//! Everything starts from [`Rules`] (a game and its options) and [`Position`]. Positions
//! from outside come only through [`Position::from_json`]; moves are read with
//! `str::parse::<Move>()` and played with [`Position::play`] (checked),
//! [`Position::play_unchecked`] (search) or [`Position::play_traced`] (animation).
//! [`Game`] adds the history: threefold repetition, undo, records, and [`Game::play`] at
//! either [`Effort`] (quick for callers that must never wait: it may answer
//! [`Refusal::Undecided`]).
#![deny(missing_docs)]

mod annotated;
mod board;
mod error;
mod facts;
pub mod games;
mod json;
mod notation;
mod notes;
mod outcome;
mod play;
mod player;
mod position;
mod record;
mod rng;
mod rules;
mod sowing;
mod trace;

pub use annotated::{Annotated, Step};
pub use board::{Circuit, Geometry, Hole, Shape, Track, MAX_HOLES};
pub use error::{
    escape_char, plain, quote, quote_json, DecisionsError, FieldProblem, Inconsistency,
    LiftCountProblem, ParseError, PlacementProblem, PlayError, SetupError,
};
pub use facts::{Facts, Layouts, Piece, Scoring, Stores};
pub use games::{option_names, RedistributionChoice};
pub use notation::{Lift, Move, Redistribution, Sow};
pub use notes::{
    Arrow, At, Colour, Comment, Field, Glyph, Header, JsonPart, Marks, Note, NoteError, LABEL_CHARS,
};
pub use outcome::{EndReason, MatchState, Outcome, Phase, RoundResult};
pub use play::{ChoiceKind, HoleChoices, Refusal, Successors};
pub use player::Player;
pub use position::Position;
pub use record::{perft, FormatError, Game, MoveError, Record, RecordError};
pub use rng::Rng;
pub use rules::{Choice, GameId, OptionChoice, OptionSpec, Rules};
pub use sowing::{Decisions, Effort, MAX_LAPS, QUICK_LAPS};
pub use trace::{CaptureKind, TraceEvent};
