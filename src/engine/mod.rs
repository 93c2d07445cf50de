//! The rules engine: pure Rust, no browser, no clocks, no global randomness.
//!
//! Everything starts from [`Rules`] (a game and its options) and [`Position`]. Positions
//! from outside come only through [`Position::from_json`]; moves are read with
//! `str::parse::<Move>()` and played with [`Position::play`] (checked),
//! [`Position::play_unchecked`] (search) or [`Position::play_traced`] (animation).
//! [`Game`] adds the history: threefold repetition, undo and records.
#![deny(missing_docs)]

mod board;
mod error;
pub mod games;
mod json;
mod notation;
mod player;
mod position;
mod record;
mod rng;
mod rules;
mod trace;

pub use board::{Circuit, Geometry, Hole, MAX_HOLES};
pub use error::{ParseError, PlayError, SetupError};
pub use games::kiothi::RedistributionChoice;
pub use notation::{Lift, Move, Redistribution, Sow};
pub use player::Player;
pub use position::{EndReason, MatchState, Outcome, Phase, Position, RoundResult};
pub use record::{perft, Game, MoveError, Record, RecordError};
pub use rng::Rng;
pub use rules::{
    option_names, GameId, HoyitoOptions, KatroDirection, KatroOptions, KatroRows, KatroSeeds,
    KatroWidth, KiothiOpening, KiothiOptions, KiothiRedistribute, Play, RioKadalisOptions,
    RioWidth, Rules, SowDirection,
};
pub use trace::TraceEvent;
