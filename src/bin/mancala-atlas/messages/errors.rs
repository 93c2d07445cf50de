//! The words of every failure: one line each, input echoed once through `quote`, text
//! from the engine through `tame`.

use std::fmt;

use mancala_atlas::ai::Level;
use mancala_atlas::engine::{GameId, PlayError, Refusal};

use super::{lift_too_many, one_of, quote, quote_bytes, tame, ECHO_CHARS};
use crate::args::{ArgError, Flag};
use crate::errors::{CliError, CountsProblem, MergeError, RunError, RunPart, TablesError};
use crate::errors::{InputError, LiftRefusal, MoveError};

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Args(e) => e.fmt(f),
            CliError::Input(e) => e.fmt(f),
            CliError::Run(e) => e.fmt(f),
            CliError::Merge(e) => e.fmt(f),
            CliError::CannotWrite(e) => {
                write!(f, "cannot write the output: {}", tame(&e.to_string()))
            }
            CliError::CannotWriteFile { path, error } => write!(
                f,
                "--out: cannot write {}: {}",
                quote(path),
                tame(&error.to_string())
            ),
            CliError::Tables(e) => e.fmt(f),
        }
    }
}

impl fmt::Display for TablesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablesError::CannotRead { path, error } => write!(
                f,
                "--tables: cannot read {}: {}",
                quote(path),
                tame(&error.to_string())
            ),
            TablesError::Bad { path, error } => {
                write!(f, "--tables: {} is refused: {error}", quote(path))
            }
            TablesError::Build(e) => write!(f, "{e}"),
            TablesError::OtherRules { path, table, game } => write!(
                f,
                "--tables: {} is a table of {table}, the position is of {game}",
                quote(path)
            ),
            TablesError::Disagree { report } => {
                write!(f, "the table disagrees with the solver: {report}")
            }
        }
    }
}

const HELP_COMMANDS: &str = "mancala-atlas --help lists the commands";

/// `did you mean X? ` before a pointer to the help, when clap suggests something.
fn did_you_mean(suggestion: &Option<String>) -> String {
    match suggestion {
        Some(s) => format!("did you mean {s}? "),
        None => String::new(),
    }
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgError::NotUtf8 { number, bytes } => {
                write!(
                    f,
                    "argument {number} {} is not UTF-8 text",
                    quote_bytes(bytes)
                )
            }
            ArgError::NoCommand => write!(f, "no command given ({HELP_COMMANDS})"),
            ArgError::UnknownCommand { name, suggestion } => write!(
                f,
                "unknown command {} ({}{HELP_COMMANDS})",
                quote(name),
                did_you_mean(suggestion)
            ),
            ArgError::NeedsPart(command) => write!(
                f,
                "{} needs a subcommand (mancala-atlas {} --help lists them)",
                quote(command),
                quote(command).trim_matches('"')
            ),
            ArgError::TakesNoMoves { command, arg } => {
                write!(f, "{} takes no moves (got {})", command.name(), quote(arg))
            }
            ArgError::UnknownFlag {
                flag,
                suggestion,
                command,
            } => write!(
                f,
                "unknown flag {} ({}mancala-atlas {}--help lists the flags)",
                quote(flag),
                did_you_mean(suggestion),
                command.map_or(String::new(), |c| format!("{} ", c.name()))
            ),
            ArgError::NotTaken { command, flag } => write!(
                f,
                "{} does not take {} (mancala-atlas {} --help lists its flags)",
                command.name(),
                flag.name(),
                command.name()
            ),
            ArgError::NeedsValue(flag) => write!(f, "{} needs a value", flag.name()),
            ArgError::GivenTwice(flag) => write!(f, "{} is given twice", flag.name()),
            ArgError::NotANumber {
                flag,
                min,
                max,
                text,
            } => write!(
                f,
                "{} must be a whole number from {min} to {max}, not {}",
                flag.name(),
                quote(text)
            ),
            ArgError::Missing {
                command,
                flag,
                what,
            } => write!(f, "{} needs {} {what}", command.name(), flag.name()),
            ArgError::UnknownLevel { flag, name } => {
                let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
                write!(
                    f,
                    "{}: unknown level {} (choose {})",
                    flag.name(),
                    quote(name),
                    one_of(&ids)
                )
            }
            ArgError::GameRequired => write!(f, "--game is required ({})", game_ids()),
            ArgError::GameAndPosition => write!(f, "give either --game or --position, not both"),
            ArgError::RecordAndGame => write!(
                f,
                "--record gives the game, its start and its moves: give no --game, --options, --position or moves with it"
            ),
            ArgError::OptionsWithPosition => write!(
                f,
                "--options goes with --game (a --position carries its own options)"
            ),
            ArgError::OptionsWithoutGame => write!(
                f,
                "--options goes with --game (bench without --game runs every game's defaults)"
            ),
            ArgError::TraceNeedsMove => write!(f, "trace needs the MOVE to trace"),
            ArgError::BalancedNeedsOpening => write!(
                f,
                "--balanced needs --opening K from 1 (it chooses among random openings)"
            ),
            ArgError::NotAShard(text) => write!(
                f,
                "--shard must be I/K, part I of K parts with I from 1 to K and K up to {}, like 2/8 (not {})",
                crate::args::MAX_COUNT,
                quote(text)
            ),
            ArgError::ShardAndOut(Flag::Out) => {
                write!(f, "--out goes with --shard I/K (the shard's counts are written there)")
            }
            ArgError::ShardAndOut(_) => {
                write!(f, "--shard needs --out FILE (where the shard's counts are written)")
            }
            ArgError::JsonWithShard => write!(
                f,
                "--json goes with a report; a --shard writes its counts to --out (stats merge reports them)"
            ),
            ArgError::MergeNeedsFiles => {
                write!(f, "stats merge needs the FILE... written by --shard I/K --out FILE")
            }
            ArgError::PlotNeedsOneFile(n) => write!(
                f,
                "stats plot needs one FILE, a statistics file the CLI writes (stats, stats variants or stats merge --json, a --shard part, static/stats/GAME.json), not {n}"
            ),
            ArgError::UnknownLanguage(text) => write!(
                f,
                "--lang: unknown language {} (choose {})",
                quote(text),
                mancala_atlas::ui::i18n::Lang::ALL
                    .iter()
                    .map(|l| l.code())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            ArgError::NotYesNo { flag, text } => {
                write!(f, "{} must be yes or no, not {}", flag.name(), quote(text))
            }
            ArgError::UnknownTheme(text) => write!(
                f,
                "--theme: unknown theme {} (choose wood, earth or dark)",
                quote(text)
            ),
            ArgError::GainsNeedTables => write!(
                f,
                "--gains needs --tables FILE (a gain is proven by the endgame tables)"
            ),
            ArgError::CsvWith(flag) => write!(
                f,
                "--csv is a report of its own: give it without {}",
                flag.name()
            ),
            ArgError::PlotNeedsGame(games) => write!(
                f,
                "stats plot draws one game: this file has {}; give --game ID",
                games.join(", ")
            ),
            ArgError::PlotOtherGame { game, games } => write!(
                f,
                "--game {}: the file holds the statistics of {}",
                quote(game),
                one_of(&games.iter().map(String::as_str).collect::<Vec<_>>())
            ),
            ArgError::Other(line) => write!(f, "{}", tame(line)),
        }
    }
}

/// `katro, rio-kadalis, hoyito-3 or kiothi`.
fn game_ids() -> String {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
    one_of(&ids)
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::UnknownGame { flag, name } => write!(
                f,
                "{}: unknown game {} (choose {})",
                flag.name(),
                quote(name),
                game_ids()
            ),
            InputError::OptionsNotJson(e) => {
                write!(f, "--options is not JSON: {}", tame(&e.to_string()))
            }
            InputError::Options(e) => write!(f, "--options: {}", tame(&e.to_string())),
            InputError::Position(e) => write!(f, "--position: {}", tame(&e.to_string())),
            InputError::Move { number, error } => write!(f, "move {number}{error}"),
            InputError::RecordFile { path, error } => {
                write!(f, "--record {}: cannot be read: {error}", tame(path))
            }
            InputError::Record { path, error } => {
                write!(f, "--record {}: {}", tame(path), tame(&error.to_string()))
            }
        }
    }
}

impl fmt::Display for MoveError {
    /// What follows "move N": the move echoed once, and why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoRedistribution { text, game } => write!(
                f,
                " {}: {} has no redistribution: a move sows from a hole, like c1",
                quote(text),
                game.name()
            ),
            MoveError::NotAMove(text) => write!(
                f,
                " {} is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
                quote(text)
            ),
            MoveError::NotAHole(h) => write!(
                f,
                ": {} is not a hole (write a file letter and a rank number, like c1)",
                quote(h)
            ),
            MoveError::OffTheBoard(hole) => write!(f, ": there is no hole {hole} on this board"),
            MoveError::ZeroLift(text) => {
                write!(f, " {}: a partial lift takes at least 1 seed", quote(text))
            }
            MoveError::NotALiftCount(count) => write!(
                f,
                ": {} is not a number of seeds to lift (write a whole number from 1, like c1/3)",
                quote(count)
            ),
            MoveError::LiftTooLarge { shown, why } => {
                let why = match why {
                    LiftRefusal::TooMany { hole, have } => lift_too_many(*hole, *have),
                    LiftRefusal::Other(e) => tame(&e.to_string()),
                };
                if shown.chars().count() <= ECHO_CHARS {
                    write!(f, " ({shown}): {why}")
                } else {
                    write!(f, " {}: {why}", quote(shown))
                }
            }
            MoveError::TooManyPlaced { placement, total } => write!(
                f,
                ": {} places more warriors than the board holds ({total})",
                quote(placement)
            ),
            MoveError::NotAPlacement(placement) => write!(
                f,
                ": {} is not a placement (write hole:count, like c1:5)",
                quote(placement)
            ),
            MoveError::Twice { text, error } => {
                write!(f, " {}: {}", quote(text), tame(&error.to_string()))
            }
            MoveError::Illegal { mv, error } => {
                let why = match error {
                    Refusal::Illegal(PlayError::LiftTooMany { hole, have, .. }) => {
                        lift_too_many(*hole, *have)
                    }
                    e => tame(&e.to_string()),
                };
                write!(f, " ({mv}): {why}")
            }
        }
    }
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::CannotRead { path, error } => write!(
                f,
                "cannot read {}: {}",
                quote(path),
                tame(&error.to_string())
            ),
            MergeError::NotJson { path, error } => {
                write!(
                    f,
                    "{} is not JSON: {}",
                    quote(path),
                    tame(&error.to_string())
                )
            }
            MergeError::NotStatistics { path, why } => write!(
                f,
                "{} is not a game's statistics (static/stats/GAME.json): {}",
                quote(path),
                tame(why)
            ),
            MergeError::NotAShard { path, error } => write!(
                f,
                "{} is not a shard file of stats --shard: {}",
                quote(path),
                tame(&error.to_string())
            ),
            MergeError::Rules { path, error } => {
                write!(f, "{}: {}", quote(path), tame(&error.to_string()))
            }
            MergeError::Counts { path, problem } => {
                write!(f, "{}: {problem}", quote(path))
            }
            MergeError::OtherRun { path, differs } => write!(
                f,
                "{} is a shard of another run than the first file's: its {} differ",
                quote(path),
                match differs {
                    RunPart::Command => "commands",
                    RunPart::Game => "games (--game)",
                    RunPart::Players => "players",
                    RunPart::Games => "numbers of games",
                    RunPart::Seed => "seeds",
                    RunPart::Parts => "numbers of parts (K of --shard I/K)",
                    RunPart::Rules => "rules",
                }
            ),
            MergeError::PartTwice { path, part, of } => {
                write!(f, "{} is part {part} of {of} again", quote(path))
            }
            MergeError::PartMissing { part, of } => {
                write!(
                    f,
                    "part {part} of {of} is missing (every part is needed once)"
                )
            }
        }
    }
}

impl fmt::Display for CountsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountsProblem::Command(c) => write!(f, "{} makes no shards", quote(c)),
            CountsProblem::Range => {
                write!(f, "its games are not the part of the run it names")
            }
            CountsProblem::Results => {
                write!(f, "its wins, draws and unfinished games are not its games")
            }
            CountsProblem::Reasons => write!(f, "its end reasons are not its finished games"),
            CountsProblem::UnknownReason(r) => write!(f, "unknown end reason {}", quote(r)),
            CountsProblem::Tally(name) => {
                write!(f, "its {name} tally is not one value per game")
            }
            CountsProblem::Rounds => write!(f, "rounds are counted for match play only"),
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::OpeningMove { mv, error } => write!(f, "opening move {mv}: {error}"),
            RunError::NoBalancedOpening { within, tries } => write!(
                f,
                "no balanced opening within ±{within} after {tries} tries"
            ),
            RunError::NoMove {
                game,
                level,
                position,
            } => write!(f, "game {game}: no move for {level} in {position}"),
            RunError::IllegalChoice {
                game,
                level,
                mv,
                error,
            } => write!(f, "game {game}: {level} played {mv} illegally: {error}"),
        }
    }
}
