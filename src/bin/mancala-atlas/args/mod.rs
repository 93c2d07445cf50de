//! The command line read into a typed command and its flags: clap reads it (`cli`: every
//! command's flags, help, suggestions, completions) into [`Args`], each flag's value as
//! given and the moves (or, for `stats merge` and `stats plot`, the files); numbers,
//! levels and shards are read from `Args` on request, each refusal an [`ArgError`].

mod cli;
mod help_text;

pub use cli::{command as clap_command, parse};

use std::collections::BTreeMap;
use std::ffi::OsString;

use mancala_atlas::ai::Level;

/// A command of the CLI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Play,
    Moves,
    Perft,
    Trace,
    Selfplay,
    Bench,
    Match,
    Think,
    /// `stats`: one option set's statistics.
    Stats,
    /// `stats variants`: every option set's.
    StatsVariants,
    /// `stats merge`: shards' counts added up.
    StatsMerge,
    /// `stats plot`: a statistics file drawn as an image.
    StatsPlot,
    /// `svg`: the board as an image.
    Svg,
    /// `tables build`: an endgame table built and written.
    TablesBuild,
    /// `tables verify`: a table's values checked against the search's solver.
    TablesVerify,
    /// `puzzles`: positions with one best move, found in seeded games by the solver.
    Puzzles,
}

impl Command {
    const ALL: [Command; 16] = [
        Command::Play,
        Command::Moves,
        Command::Perft,
        Command::Trace,
        Command::Selfplay,
        Command::Bench,
        Command::Match,
        Command::Think,
        Command::Stats,
        Command::StatsVariants,
        Command::StatsMerge,
        Command::StatsPlot,
        Command::Svg,
        Command::TablesBuild,
        Command::TablesVerify,
        Command::Puzzles,
    ];

    /// The command as written.
    pub fn name(self) -> &'static str {
        match self {
            Command::Play => "play",
            Command::Moves => "moves",
            Command::Perft => "perft",
            Command::Trace => "trace",
            Command::Selfplay => "selfplay",
            Command::Bench => "bench",
            Command::Match => "match",
            Command::Think => "think",
            Command::Stats => "stats",
            Command::StatsVariants => "stats variants",
            Command::StatsMerge => "stats merge",
            Command::StatsPlot => "stats plot",
            Command::Svg => "svg",
            Command::TablesBuild => "tables build",
            Command::TablesVerify => "tables verify",
            Command::Puzzles => "puzzles",
        }
    }

    fn from_name(name: &str) -> Option<Command> {
        Command::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// A flag of the CLI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Flag {
    Game,
    Options,
    Position,
    Depth,
    Games,
    Seed,
    A,
    B,
    Level,
    Nodes,
    Opening,
    Balanced,
    Players,
    Threads,
    Json,
    Shard,
    Out,
    At,
    Coordinates,
    Names,
    Caption,
    Theme,
    Seeds,
    Tables,
    Positions,
    Alone,
    All,
    Count,
    Gains,
    Margin,
    Lang,
    Record,
    Csv,
    PerGame,
}

impl Flag {
    const ALL: [Flag; 34] = [
        Flag::Game,
        Flag::Options,
        Flag::Position,
        Flag::Depth,
        Flag::Games,
        Flag::Seed,
        Flag::A,
        Flag::B,
        Flag::Level,
        Flag::Nodes,
        Flag::Opening,
        Flag::Balanced,
        Flag::Players,
        Flag::Threads,
        Flag::Json,
        Flag::Shard,
        Flag::Out,
        Flag::At,
        Flag::Coordinates,
        Flag::Names,
        Flag::Caption,
        Flag::Theme,
        Flag::Seeds,
        Flag::Tables,
        Flag::Positions,
        Flag::Alone,
        Flag::All,
        Flag::Count,
        Flag::Gains,
        Flag::Margin,
        Flag::Lang,
        Flag::Record,
        Flag::Csv,
        Flag::PerGame,
    ];

    /// The flag as written.
    pub fn name(self) -> &'static str {
        match self {
            Flag::Game => "--game",
            Flag::Options => "--options",
            Flag::Position => "--position",
            Flag::Depth => "--depth",
            Flag::Games => "--games",
            Flag::Seed => "--seed",
            Flag::A => "--a",
            Flag::B => "--b",
            Flag::Level => "--level",
            Flag::Nodes => "--nodes",
            Flag::Opening => "--opening",
            Flag::Balanced => "--balanced",
            Flag::Players => "--players",
            Flag::Threads => "--threads",
            Flag::Json => "--json",
            Flag::Shard => "--shard",
            Flag::Out => "--out",
            Flag::At => "--at",
            Flag::Coordinates => "--coordinates",
            Flag::Names => "--names",
            Flag::Caption => "--caption",
            Flag::Theme => "--theme",
            Flag::Seeds => "--seeds",
            Flag::Tables => "--tables",
            Flag::Positions => "--positions",
            Flag::Alone => "--alone",
            Flag::All => "--all",
            Flag::Count => "--count",
            Flag::Gains => "--gains",
            Flag::Margin => "--margin",
            Flag::Lang => "--lang",
            Flag::Record => "--record",
            Flag::Csv => "--csv",
            Flag::PerGame => "--per-game",
        }
    }

    fn from_name(name: &str) -> Option<Flag> {
        Flag::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// Why the command line cannot be read (exit status 2).
#[derive(Debug, PartialEq, Eq)]
pub enum ArgError {
    /// Argument `number` (from 1) is not UTF-8: its bytes.
    NotUtf8 {
        number: usize,
        bytes: Vec<u8>,
    },
    NoCommand,
    /// A command that is none of the CLI's (its words), and the one clap suggests.
    UnknownCommand {
        name: String,
        suggestion: Option<String>,
    },
    /// `tables` without its part (the command given).
    NeedsPart(String),
    /// A move (an argument that is no flag) given to a command that takes none (nor files).
    TakesNoMoves {
        command: Command,
        arg: String,
    },
    /// A flag that is none of the CLI's, the one clap suggests, and the command.
    UnknownFlag {
        flag: String,
        suggestion: Option<String>,
        command: Option<Command>,
    },
    NotTaken {
        command: Command,
        flag: Flag,
    },
    NeedsValue(Flag),
    GivenTwice(Flag),
    /// Not a whole number from `min` to `max`.
    NotANumber {
        flag: Flag,
        min: u64,
        max: u64,
        text: String,
    },
    /// A required flag is missing; `what` is how the usage names its value (`N`).
    Missing {
        command: Command,
        flag: Flag,
        what: &'static str,
    },
    UnknownLevel {
        flag: Flag,
        name: String,
    },
    GameRequired,
    GameAndPosition,
    /// `svg --record FILE` with `--game`, `--position` or moves: the record says them.
    RecordAndGame,
    OptionsWithPosition,
    /// `bench --options` without `--game`.
    OptionsWithoutGame,
    TraceNeedsMove,
    BalancedNeedsOpening,
    /// `--shard` is not `I/K` with `I` from 1 to `K` (the text given).
    NotAShard(String),
    /// `--shard` without `--out`, or `--out` without `--shard`: the one given.
    ShardAndOut(Flag),
    /// `--json` with `--shard` (a shard writes its counts to `--out`, not a report).
    JsonWithShard,
    /// `stats merge` without files.
    MergeNeedsFiles,
    /// `stats plot` without exactly one file (how many were given).
    PlotNeedsOneFile(usize),
    /// `--lang`: not a language of the Atlas (the text given).
    UnknownLanguage(String),
    /// Not `yes` or `no` (the text given).
    NotYesNo {
        flag: Flag,
        text: String,
    },
    /// `--theme`: not one of the themes (the text given).
    UnknownTheme(String),
    /// `puzzles --gains` without `--tables` (a gain is proven by the endgame tables).
    GainsNeedTables,
    /// `--csv` with `--json`, or with `--shard` (the one given with it).
    CsvWith(Flag),
    /// `stats plot`: a file of several games, without `--game` (the games).
    PlotNeedsGame(Vec<String>),
    /// `stats plot --game`: a game the file has no statistics of (the file's games).
    PlotOtherGame {
        game: String,
        games: Vec<String>,
    },
    /// Any other refusal of clap's: its first line.
    Other(String),
}

/// One part of a run split in `of` parts: part `part`, from 1 (`--shard 2/8`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub part: u64,
    pub of: u64,
}

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Invocation {
    /// Text clap made: a help or the version (exit status 0).
    Text(String),
    /// `completions SHELL`.
    Completions(clap_complete::Shell),
    Run(Command, Args),
}

/// A command's arguments: each flag's value (given once; a switch's is empty) and the
/// moves (or files).
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Args {
    values: BTreeMap<Flag, String>,
    /// The moves, as written (`stats merge`: the files).
    pub moves: Vec<String>,
}

/// Games, levels and openings are counted in `u32`s.
pub const MAX_COUNT: u64 = u32::MAX as u64;

/// The arguments as text: one that is not UTF-8 is refused, naming its position.
pub fn utf8_args(args: impl Iterator<Item = OsString>) -> Result<Vec<String>, ArgError> {
    args.enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| ArgError::NotUtf8 {
                number: i + 1,
                bytes: a.as_encoded_bytes().to_vec(),
            })
        })
        .collect()
}

impl Args {
    /// Sets `flag`'s value, if given.
    fn set(&mut self, flag: Flag, value: Option<String>) {
        if let Some(v) = value {
            self.values.insert(flag, v);
        }
    }

    /// Sets a switch (`--json`), if given.
    fn switch(&mut self, flag: Flag, on: bool) {
        if on {
            self.values.insert(flag, String::new());
        }
    }

    /// The value given to `flag`.
    pub fn get(&self, flag: Flag) -> Option<&str> {
        self.values.get(&flag).map(String::as_str)
    }

    /// Whether `flag` is given.
    pub fn has(&self, flag: Flag) -> bool {
        self.values.contains_key(&flag)
    }

    /// The whole number given to `flag`, from `min` to `max`.
    pub fn number(&self, flag: Flag, min: u64, max: u64) -> Result<Option<u64>, ArgError> {
        let Some(text) = self.get(flag) else {
            return Ok(None);
        };
        match text.parse::<u64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(ArgError::NotANumber {
                flag,
                min,
                max,
                text: text.to_string(),
            }),
        }
    }

    /// As [`Args::number`], and required: `what` is how the usage names it (`N`).
    pub fn required(
        &self,
        command: Command,
        flag: Flag,
        what: &'static str,
        min: u64,
        max: u64,
    ) -> Result<u64, ArgError> {
        self.number(flag, min, max)?.ok_or(ArgError::Missing {
            command,
            flag,
            what,
        })
    }

    /// The level given to `flag`.
    pub fn level(&self, flag: Flag) -> Result<Option<Level>, ArgError> {
        let Some(name) = self.get(flag) else {
            return Ok(None);
        };
        name.parse().map(Some).map_err(|_| ArgError::UnknownLevel {
            flag,
            name: name.to_string(),
        })
    }

    /// The part of a run given to `--shard` (`I/K`, `I` from 1 to `K`), with `--out` (both
    /// or neither, and no `--json` with them).
    pub fn shard(&self) -> Result<Option<Shard>, ArgError> {
        match (self.get(Flag::Shard), self.has(Flag::Out)) {
            (None, false) => return Ok(None),
            (Some(_), false) => return Err(ArgError::ShardAndOut(Flag::Shard)),
            (None, true) => return Err(ArgError::ShardAndOut(Flag::Out)),
            (Some(_), true) if self.has(Flag::Json) => return Err(ArgError::JsonWithShard),
            (Some(_), true) => {}
        }
        let text = self.get(Flag::Shard).unwrap_or_default();
        let bad = || ArgError::NotAShard(text.to_string());
        let (part, of) = text.split_once('/').ok_or_else(bad)?;
        let number = |s: &str| {
            s.parse::<u64>()
                .ok()
                .filter(|n| (1..=MAX_COUNT).contains(n))
        };
        match (number(part), number(of)) {
            (Some(part), Some(of)) if part <= of => Ok(Some(Shard { part, of })),
            _ => Err(bad()),
        }
    }

    /// The `yes` or `no` given to `flag`.
    pub fn yes_no(&self, flag: Flag) -> Result<Option<bool>, ArgError> {
        match self.get(flag) {
            None => Ok(None),
            Some("yes") => Ok(Some(true)),
            Some("no") => Ok(Some(false)),
            Some(text) => Err(ArgError::NotYesNo {
                flag,
                text: text.to_string(),
            }),
        }
    }

    /// As [`Args::level`], and required.
    pub fn required_level(&self, command: Command, flag: Flag) -> Result<Level, ArgError> {
        self.level(flag)?.ok_or(ArgError::Missing {
            command,
            flag,
            what: "LEVEL",
        })
    }
}

#[cfg(test)]
mod tests;
