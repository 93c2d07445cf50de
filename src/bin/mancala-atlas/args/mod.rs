//! The command line read into a typed command and its flags: which command, each flag's
//! value (given once, and only to a command that takes it), the moves; numbers and levels
//! read on request, each refusal an [`ArgError`].

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
}

impl Command {
    const ALL: [Command; 8] = [
        Command::Play,
        Command::Moves,
        Command::Perft,
        Command::Trace,
        Command::Selfplay,
        Command::Bench,
        Command::Match,
        Command::Think,
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
        }
    }

    fn from_name(name: &str) -> Option<Command> {
        Command::ALL.into_iter().find(|c| c.name() == name)
    }

    /// Whether the command takes moves after the position.
    fn takes_moves(self) -> bool {
        matches!(
            self,
            Command::Play | Command::Moves | Command::Perft | Command::Trace | Command::Think
        )
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
}

impl Flag {
    const ALL: [Flag; 12] = [
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
        }
    }

    fn from_name(name: &str) -> Option<Flag> {
        Flag::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Whether `command` takes this flag.
    fn taken_by(self, command: Command) -> bool {
        use Command::*;
        match self {
            Flag::Game | Flag::Options => true,
            Flag::Position => command.takes_moves(),
            Flag::Depth => command == Perft,
            Flag::Games => matches!(command, Selfplay | Bench | Match),
            Flag::Seed => matches!(command, Selfplay | Bench | Match | Think),
            Flag::A | Flag::B | Flag::Opening | Flag::Balanced => command == Match,
            Flag::Level => command == Think,
            Flag::Nodes => matches!(command, Match | Think),
        }
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
    UnknownCommand(String),
    /// A move (an argument that is no flag) given to a command that takes none.
    TakesNoMoves {
        command: Command,
        arg: String,
    },
    UnknownFlag(String),
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
    OptionsWithPosition,
    /// `bench --options` without `--game`.
    OptionsWithoutGame,
    TraceNeedsMove,
    BalancedNeedsOpening,
}

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Invocation {
    Help,
    Run(Command, Args),
}

/// A command's arguments: each flag's value (given once) and the moves.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Args {
    values: BTreeMap<Flag, String>,
    /// The moves, as written.
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

/// Reads the arguments after the program's name.
pub fn parse(args: &[String]) -> Result<Invocation, ArgError> {
    let Some(cmd) = args.first() else {
        return Err(ArgError::NoCommand);
    };
    if matches!(cmd.as_str(), "help" | "--help" | "-h") {
        return Ok(Invocation::Help);
    }
    let command = Command::from_name(cmd).ok_or_else(|| ArgError::UnknownCommand(cmd.clone()))?;
    Ok(Invocation::Run(command, Args::parse(command, &args[1..])?))
}

impl Args {
    fn parse(command: Command, args: &[String]) -> Result<Args, ArgError> {
        let mut a = Args::default();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if !arg.starts_with("--") {
                if !command.takes_moves() {
                    let arg = arg.clone();
                    return Err(ArgError::TakesNoMoves { command, arg });
                }
                a.moves.push(arg.clone());
                continue;
            }
            let flag = Flag::from_name(arg).ok_or_else(|| ArgError::UnknownFlag(arg.clone()))?;
            if !flag.taken_by(command) {
                return Err(ArgError::NotTaken { command, flag });
            }
            let value = rest.next().ok_or(ArgError::NeedsValue(flag))?;
            if a.values.insert(flag, value.clone()).is_some() {
                return Err(ArgError::GivenTwice(flag));
            }
        }
        Ok(a)
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
