//! Every way a run fails, as types: the exit status is part of the error, its words are
//! in `messages`.

use mancala_atlas::ai::Level;
use mancala_atlas::engine::{Move, PlayError, Position};

use crate::args::ArgError;
use crate::input::InputError;

/// A failed run.
#[derive(Debug)]
pub enum CliError {
    /// The command line cannot be read.
    Args(ArgError),
    /// The position or a move given cannot be used.
    Input(InputError),
    /// The command could not finish its work.
    Run(RunError),
    /// The output could not be written (not a reader that stopped early: that is done).
    CannotWrite(std::io::Error),
}

/// Exit statuses: 0 done (also when the reader of stdout stopped reading early), 1 the
/// output could not be written, 2 bad input (arguments, JSON, moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    CannotWrite = 1,
    BadInput = 2,
}

impl CliError {
    /// The exit status the failure ends with.
    pub fn status(&self) -> Status {
        match self {
            CliError::CannotWrite(_) => Status::CannotWrite,
            CliError::Args(_) | CliError::Input(_) | CliError::Run(_) => Status::BadInput,
        }
    }
}

/// Why a command that plays games (`match`) could not finish.
#[derive(Debug)]
pub enum RunError {
    /// A random opening move the engine then refused.
    OpeningMove { mv: Move, error: PlayError },
    /// `--balanced T`: no opening within ±T after so many tries.
    NoBalancedOpening { within: u64, tries: u64 },
    /// Game `game` (from 1): the level found no move.
    NoMove {
        game: u64,
        level: Level,
        position: Box<Position>,
    },
    /// Game `game` (from 1): the level chose a move the engine refused.
    IllegalChoice {
        game: u64,
        level: Level,
        mv: Move,
        error: PlayError,
    },
}

impl From<ArgError> for CliError {
    fn from(e: ArgError) -> Self {
        CliError::Args(e)
    }
}

impl From<InputError> for CliError {
    fn from(e: InputError) -> Self {
        CliError::Input(e)
    }
}

impl From<RunError> for CliError {
    fn from(e: RunError) -> Self {
        CliError::Run(e)
    }
}
