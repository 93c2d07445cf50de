//! Every way a run fails, as types: the exit status is part of the error, its words are
//! in `messages`.

use mancala_atlas::ai::tables::{BuildError, TableError};
use mancala_atlas::ai::Level;
use mancala_atlas::engine::{
    GameId, Hole, Move, ParseError, PlayError, Position, Refusal, Rules, SetupError,
};

use crate::args::{ArgError, Flag};

/// A failed run.
#[derive(Debug)]
pub enum CliError {
    /// The command line cannot be read.
    Args(ArgError),
    /// The position or a move given cannot be used.
    Input(InputError),
    /// The command could not finish its work.
    Run(RunError),
    /// `stats merge`: the files cannot be added up.
    Merge(MergeError),
    /// The output could not be written (not a reader that stopped early: that is done).
    CannotWrite(std::io::Error),
    /// `--out FILE` could not be written.
    CannotWriteFile { path: String, error: std::io::Error },
    /// An endgame table cannot be built, read or used.
    Tables(TablesError),
}

/// An endgame table that cannot be built, read or used (bad input: status 2).
#[derive(Debug)]
pub enum TablesError {
    /// `--tables FILE` cannot be read.
    CannotRead { path: String, error: std::io::Error },
    /// `--tables FILE` is not a table.
    Bad { path: String, error: TableError },
    /// The rules have no tables, or too many seeds were asked for.
    Build(BuildError),
    /// `think --tables`: the table is of other rules than the position's.
    OtherRules {
        path: String,
        table: Rules,
        game: Rules,
    },
    /// `tables verify`: the solver disagreed with the table.
    Disagree { report: String },
}

impl From<TablesError> for CliError {
    fn from(e: TablesError) -> Self {
        CliError::Tables(e)
    }
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
            CliError::CannotWrite(_) | CliError::CannotWriteFile { .. } => Status::CannotWrite,
            CliError::Args(_)
            | CliError::Input(_)
            | CliError::Run(_)
            | CliError::Merge(_)
            | CliError::Tables(_) => Status::BadInput,
        }
    }
}

/// Why a command that plays games (`match`, `stats`) could not finish.
#[derive(Debug)]
pub enum RunError {
    /// A random opening move the engine then refused.
    OpeningMove { mv: Move, error: Refusal },
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
        error: Refusal,
    },
}

/// Why `stats merge` cannot add its files up, each naming the file (`path`) it is about.
#[derive(Debug)]
pub enum MergeError {
    CannotRead {
        path: String,
        error: std::io::Error,
    },
    NotJson {
        path: String,
        error: serde_json::Error,
    },
    /// `stats plot`: not a game's statistics file (why).
    NotStatistics {
        path: String,
        why: String,
    },
    /// JSON, but not a shard file of `stats` (serde's reason).
    NotAShard {
        path: String,
        error: serde_json::Error,
    },
    /// A shard file's rules, which the engine refuses.
    Rules {
        path: String,
        error: SetupError,
    },
    /// A shard file whose counts do not add up.
    Counts {
        path: String,
        problem: CountsProblem,
    },
    /// A shard of another run than the first file's: the first thing that differs.
    OtherRun {
        path: String,
        differs: RunPart,
    },
    /// Part `part` of `of` given twice.
    PartTwice {
        path: String,
        part: u64,
        of: u64,
    },
    /// Part `part` of `of` not given.
    PartMissing {
        part: u64,
        of: u64,
    },
}

/// What identifies a run, in the order a merge compares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunPart {
    Command,
    Game,
    Players,
    Games,
    Seed,
    Parts,
    Rules,
}

/// How a shard file's counts fail to add up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountsProblem {
    /// A command that makes no shards (the name given).
    Command(String),
    /// Its games are not the part of the run it names (`first..end` of `part`/`of`).
    Range,
    /// Wins, draws and unfinished games are not its games.
    Results,
    /// The end reasons are not its finished games.
    Reasons,
    /// An end reason the engine does not know.
    UnknownReason(String),
    /// A tally (`moves`, `endless`, `captures`, `rounds`) is not one value per game.
    Tally(&'static str),
    /// Rounds counted for rules without match play, or none for a match.
    Rounds,
}

impl From<MergeError> for CliError {
    fn from(e: MergeError) -> Self {
        CliError::Merge(e)
    }
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

/// Why the position or a move given cannot be used (exit status 2).
#[derive(Debug)]
pub enum InputError {
    /// A game id that is not one of the games, given to `flag` (`--game`, `--position`).
    UnknownGame {
        flag: Flag,
        name: String,
    },
    OptionsNotJson(serde_json::Error),
    Options(SetupError),
    Position(SetupError),
    /// Move `number` (from 1) cannot be read or played.
    Move {
        number: usize,
        error: MoveError,
    },
    /// `--record FILE` cannot be read.
    RecordFile {
        path: String,
        error: std::io::Error,
    },
    /// `--record FILE` is not a record, or does not replay (the engine's reason).
    Record {
        path: String,
        error: mancala_atlas::engine::RecordError,
    },
}

/// Why one move cannot be read or played.
#[derive(Debug)]
pub enum MoveError {
    /// A redistribution (`…=…`) in a game that has none.
    NoRedistribution {
        text: String,
        game: GameId,
    },
    NotAMove(String),
    NotAHole(String),
    /// A redistribution naming a hole off the board.
    OffTheBoard(Hole),
    /// `c1/0` (the move as written).
    ZeroLift(String),
    /// A lift count that is not a whole number (the count as written).
    NotALiftCount(String),
    /// `c1/999`: the move as written (trimmed), and what the hole allows.
    LiftTooLarge {
        shown: String,
        why: LiftRefusal,
    },
    /// A placement of more warriors than the board holds (`total`).
    TooManyPlaced {
        placement: String,
        total: u32,
    },
    NotAPlacement(String),
    /// A hole emptied or placed into twice (the move as written).
    Twice {
        text: String,
        error: ParseError,
    },
    Illegal {
        mv: Move,
        error: Refusal,
    },
}

/// Why a lift cannot be played.
#[derive(Debug)]
pub enum LiftRefusal {
    /// More seeds than `hole` holds (`have`).
    TooMany {
        hole: Hole,
        have: u8,
    },
    Other(PlayError),
}

impl From<PlayError> for LiftRefusal {
    fn from(e: PlayError) -> Self {
        match e {
            PlayError::LiftTooMany { hole, have, .. } => LiftRefusal::TooMany { hole, have },
            e => LiftRefusal::Other(e),
        }
    }
}
