//! The command line as clap reads it (derive): every command, its flags and their help
//! (each default, an example), `--version`, suggestions and shell completions. What clap
//! read is written into the [`Args`] the commands read, value by value as given, so that
//! the numbers, levels and shards are checked (and refused) in one place, `Args`.
//! A clap error becomes an [`ArgError`]: one line, exit status 2.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args as ClapArgs, Parser, Subcommand};
use clap_complete::Shell;

use super::help_text;
use super::{ArgError, Args, Command, Flag, Invocation};

/// The command line.
#[derive(Parser, Debug)]
#[command(
    name = "mancala-atlas",
    version,
    about = help_text::ABOUT,
    after_help = after_help(),
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

/// The top-level help's closing lines, with the engine's games.
fn after_help() -> String {
    let games: Vec<&str> = mancala_atlas::engine::GameId::ALL
        .iter()
        .map(|g| g.id())
        .collect();
    help_text::AFTER_HELP.replace("{games}", &games.join(", "))
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// The position after the moves, as one line of JSON.
    #[command(after_help = help_text::PLAY)]
    Play(Start),
    /// The legal moves after the moves, one a line.
    #[command(after_help = help_text::MOVES)]
    Moves(Start),
    /// The number of move sequences of a depth (perft).
    #[command(after_help = help_text::PERFT)]
    Perft(Perft),
    /// The last move's trace (every seed dropped, lap, capture), as JSON.
    #[command(after_help = help_text::TRACE)]
    Trace(Start),
    /// Seeded random games played to the end: a summary.
    #[command(after_help = help_text::SELFPLAY)]
    Selfplay(Selfplay),
    /// Games per second of random play (every game's defaults without --game).
    #[command(after_help = help_text::BENCH)]
    Bench(Bench),
    /// Two levels play each other: wins with 95% intervals.
    #[command(
        name = "match",
        after_help = help_text::MATCH
    )]
    Match(Match),
    /// The search's analysis of a position: each move's value and the best line.
    #[command(after_help = help_text::THINK)]
    Think(Think),
    /// Statistics of seeded games of one option set (or a subcommand), with 95% intervals.
    #[command(
        args_conflicts_with_subcommands = true,
        after_help = help_text::STATS
    )]
    Stats(Stats),
    /// The board as an SVG image.
    #[command(
        after_help = help_text::SVG
    )]
    Svg(Svg),
    /// Endgame tables: build one, or check one against the solver.
    #[command(subcommand_required = true)]
    Tables {
        #[command(subcommand)]
        part: TablesPart,
    },
    /// Positions with one best move, found in seeded games by the solver (a JSON file).
    #[command(
        after_help = help_text::PUZZLES
    )]
    Puzzles(Puzzles),
    /// A shell's completion script for mancala-atlas, on stdout.
    #[command(
        after_help = help_text::COMPLETIONS
    )]
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: Shell,
    },
}

/// The game and its options (the rules a command plays).
#[derive(ClapArgs, Debug)]
struct Rules {
    /// The game: katro, rio-kadalis, hoyito-3 or kiothi.
    #[arg(long, value_name = "ID", allow_hyphen_values = true)]
    game: Option<String>,
    /// The game's options, as JSON (RULES.md lists them) [default: the game's defaults].
    #[arg(long, value_name = "JSON", allow_hyphen_values = true)]
    options: Option<String>,
}

impl Rules {
    fn fill(self, a: &mut Args) {
        a.set(Flag::Game, self.game);
        a.set(Flag::Options, self.options);
    }
}

/// A position: a game's start (with its options) or a position's JSON, and moves.
#[derive(ClapArgs, Debug)]
struct Start {
    #[command(flatten)]
    rules: Rules,
    /// A position, as JSON (RULES.md, "The position format"), instead of --game.
    #[arg(long, value_name = "JSON", allow_hyphen_values = true)]
    position: Option<String>,
    /// Moves played from the start, in the notation (c1, j1/3, e1+f1=c1:5,a2:5).
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
}

impl Start {
    fn fill(self, a: &mut Args) {
        self.rules.fill(a);
        a.set(Flag::Position, self.position);
        a.moves = self.moves;
    }
}

#[derive(ClapArgs, Debug)]
struct Perft {
    #[command(flatten)]
    start: Start,
    /// The depth, in moves (required).
    #[arg(long, value_name = "D", allow_hyphen_values = true)]
    depth: Option<String>,
}

/// Seeded games: how many, and the seed.
#[derive(ClapArgs, Debug)]
struct Seeded {
    /// The number of games (required).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    games: Option<String>,
    /// The seed: the same seed plays the same games (required).
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
}

impl Seeded {
    fn fill(self, a: &mut Args) {
        a.set(Flag::Games, self.games);
        a.set(Flag::Seed, self.seed);
    }
}

#[derive(ClapArgs, Debug)]
struct Selfplay {
    #[command(flatten)]
    rules: Rules,
    #[command(flatten)]
    seeded: Seeded,
}

#[derive(ClapArgs, Debug)]
struct Bench {
    #[command(flatten)]
    rules: Rules,
    /// The number of games [default: 2000].
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    games: Option<String>,
    /// The seed [default: 1].
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
}

#[derive(ClapArgs, Debug)]
struct Match {
    #[command(flatten)]
    rules: Rules,
    /// The first player's level (required; South in odd games).
    #[arg(long = "a", value_name = "LEVEL", allow_hyphen_values = true)]
    a: Option<String>,
    /// The second player's level (required).
    #[arg(long = "b", value_name = "LEVEL", allow_hyphen_values = true)]
    b: Option<String>,
    #[command(flatten)]
    seeded: Seeded,
    /// The search's node budget per move [default: each level's own].
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    nodes: Option<String>,
    /// Random opening moves before the levels play [default: 0].
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    opening: Option<String>,
    /// With --opening: only openings the search scores within ±T seeds.
    #[arg(long, value_name = "T", allow_hyphen_values = true)]
    balanced: Option<String>,
}

#[derive(ClapArgs, Debug)]
struct Think {
    #[command(flatten)]
    start: Start,
    /// The level whose search is shown [default: expert].
    #[arg(long, value_name = "LEVEL", allow_hyphen_values = true)]
    level: Option<String>,
    /// The search's node budget [default: the level's own for the game].
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    nodes: Option<String>,
    /// The seed [default: 1].
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
    /// An endgame table the search reads (tables build writes one).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    tables: Option<String>,
}

/// What `stats` and `stats variants` share.
#[derive(ClapArgs, Debug)]
struct StatsRun {
    #[command(flatten)]
    seeded: Seeded,
    /// The level on both sides [default: random].
    #[arg(long, value_name = "LEVEL", allow_hyphen_values = true)]
    players: Option<String>,
    /// Threads that play the games (the figures are the same on any number) [default: 1].
    #[arg(long, value_name = "T", allow_hyphen_values = true)]
    threads: Option<String>,
    /// The report as JSON (instead of text).
    #[arg(long)]
    json: bool,
    /// The report as CSV: a header, then one row per option set, every figure a column.
    #[arg(long)]
    csv: bool,
    /// Also write one CSV row a game to FILE (index, winner, moves, captures, how it ended).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    per_game: Option<String>,
    /// Play part I of K of the games only (with --out; stats merge adds the parts up).
    #[arg(long, value_name = "I/K", allow_hyphen_values = true)]
    shard: Option<String>,
    /// With --shard: the file the part's counts are written to.
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    out: Option<String>,
}

impl StatsRun {
    fn fill(self, a: &mut Args) {
        self.seeded.fill(a);
        a.set(Flag::Players, self.players);
        a.set(Flag::Threads, self.threads);
        a.switch(Flag::Json, self.json);
        a.switch(Flag::Csv, self.csv);
        a.set(Flag::PerGame, self.per_game);
        a.set(Flag::Shard, self.shard);
        a.set(Flag::Out, self.out);
    }
}

#[derive(ClapArgs, Debug)]
struct Stats {
    #[command(subcommand)]
    part: Option<StatsPart>,
    #[command(flatten)]
    rules: Rules,
    #[command(flatten)]
    run: StatsRun,
}

#[derive(Subcommand, Debug)]
enum StatsPart {
    /// Statistics of every option set (of one game with --game), with 95% intervals.
    #[command(
        after_help = help_text::VARIANTS
    )]
    Variants {
        /// Only this game's option sets [default: every game's].
        #[arg(long, value_name = "ID", allow_hyphen_values = true)]
        game: Option<String>,
        #[command(flatten)]
        run: StatsRun,
    },
    /// The parts written by --shard I/K --out FILE added up: the report of the whole run.
    #[command(
        after_help = help_text::MERGE
    )]
    Merge {
        /// The report as JSON (instead of text).
        #[arg(long)]
        json: bool,
        /// The report as CSV (a header, one row per option set).
        #[arg(long)]
        csv: bool,
        /// The parts' files, every part of one run.
        #[arg(value_name = "FILE")]
        files: Vec<String>,
    },
    /// A statistics file drawn as an SVG image: a stats, stats variants or stats merge
    /// --json report, a part written by --shard (of a run in one part), or
    /// static/stats/GAME.json.
    #[command(
        after_help = help_text::PLOT
    )]
    Plot {
        /// The statistics file.
        #[arg(value_name = "FILE")]
        files: Vec<String>,
        /// For a file of several games: the game drawn.
        #[arg(long, value_name = "ID", allow_hyphen_values = true)]
        game: Option<String>,
        /// The language of the image's words [default: en].
        #[arg(long, value_name = "LANG", allow_hyphen_values = true)]
        lang: Option<String>,
        /// The file the image is written to [default: stdout].
        #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
        out: Option<String>,
    },
}

#[derive(ClapArgs, Debug)]
struct Svg {
    #[command(flatten)]
    start: Start,
    /// A game record (the app's text or annotated record) instead of --game and moves.
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    record: Option<String>,
    /// The position after K moves [default: after every move].
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    at: Option<String>,
    /// Hole names around the board: yes or no [default: yes].
    #[arg(long, value_name = "yes|no", allow_hyphen_values = true)]
    coordinates: Option<String>,
    /// The players' names: yes or no [default: yes].
    #[arg(long, value_name = "yes|no", allow_hyphen_values = true)]
    names: Option<String>,
    /// The caption under the board [default: the game and the move].
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    caption: Option<String>,
    /// The colours: wood, earth or dark [default: wood].
    #[arg(long, value_name = "THEME", allow_hyphen_values = true)]
    theme: Option<String>,
    /// The file the image is written to [default: stdout].
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    out: Option<String>,
}

#[derive(Subcommand, Debug)]
enum TablesPart {
    /// An endgame table built (every position of up to N seeds) and written.
    #[command(
        after_help = help_text::BUILD
    )]
    Build {
        #[command(flatten)]
        rules: Rules,
        /// The most seeds on the board of a position in the table (required).
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        seeds: Option<String>,
        /// The file the table is written to [default: GAME-N.bin].
        #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
        out: Option<String>,
    },
    /// A table's values checked against the search's solver: a sample of random positions
    /// (about a minute with the defaults), or with --all every entry.
    #[command(
        after_help = help_text::VERIFY
    )]
    Verify {
        /// The table to check (required).
        #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
        tables: Option<String>,
        /// Random positions checked [default: 300].
        #[arg(long, value_name = "K", allow_hyphen_values = true)]
        positions: Option<String>,
        /// Every entry checked against the entries one move on, instead of a sample.
        #[arg(long)]
        all: bool,
        /// Of the sample, positions also solved without the table [default: 0].
        #[arg(long, value_name = "K", allow_hyphen_values = true)]
        alone: Option<String>,
        /// The solver's node budget per position [default: 200000].
        #[arg(long, value_name = "N", allow_hyphen_values = true)]
        nodes: Option<String>,
        /// The seed of the sample [default: 1].
        #[arg(long, value_name = "S", allow_hyphen_values = true)]
        seed: Option<String>,
        /// Threads for --all [default: 1].
        #[arg(long, value_name = "T", allow_hyphen_values = true)]
        threads: Option<String>,
    },
}

#[derive(ClapArgs, Debug)]
struct Puzzles {
    #[command(flatten)]
    rules: Rules,
    /// The number of puzzles (required).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    count: Option<String>,
    /// The seed of the games searched (required).
    #[arg(long, value_name = "S", allow_hyphen_values = true)]
    seed: Option<String>,
    /// The solver's node budget per position [default: the game's own].
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    nodes: Option<String>,
    /// An endgame table the solver reads.
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    tables: Option<String>,
    /// With --tables: M more puzzles whose best move gains the most (proven by the table).
    #[arg(long, value_name = "M", allow_hyphen_values = true)]
    gains: Option<String>,
    /// With --gains: the least margin, in seeds, of the best move over the next [default: 4].
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    margin: Option<String>,
    /// The file the puzzles are written to [default: stdout].
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    out: Option<String>,
}

impl Cmd {
    /// The command and its values, as the commands read them.
    fn into_invocation(self) -> Invocation {
        let mut a = Args::default();
        let command = match self {
            Cmd::Completions { shell } => return Invocation::Completions(shell),
            Cmd::Play(s) => {
                s.fill(&mut a);
                Command::Play
            }
            Cmd::Moves(s) => {
                s.fill(&mut a);
                Command::Moves
            }
            Cmd::Trace(s) => {
                s.fill(&mut a);
                Command::Trace
            }
            Cmd::Perft(p) => {
                p.start.fill(&mut a);
                a.set(Flag::Depth, p.depth);
                Command::Perft
            }
            Cmd::Selfplay(s) => {
                s.rules.fill(&mut a);
                s.seeded.fill(&mut a);
                Command::Selfplay
            }
            Cmd::Bench(b) => {
                b.rules.fill(&mut a);
                a.set(Flag::Games, b.games);
                a.set(Flag::Seed, b.seed);
                Command::Bench
            }
            Cmd::Match(m) => {
                m.rules.fill(&mut a);
                a.set(Flag::A, m.a);
                a.set(Flag::B, m.b);
                m.seeded.fill(&mut a);
                a.set(Flag::Nodes, m.nodes);
                a.set(Flag::Opening, m.opening);
                a.set(Flag::Balanced, m.balanced);
                Command::Match
            }
            Cmd::Think(t) => {
                t.start.fill(&mut a);
                a.set(Flag::Level, t.level);
                a.set(Flag::Nodes, t.nodes);
                a.set(Flag::Seed, t.seed);
                a.set(Flag::Tables, t.tables);
                Command::Think
            }
            Cmd::Stats(s) => match s.part {
                None => {
                    s.rules.fill(&mut a);
                    s.run.fill(&mut a);
                    Command::Stats
                }
                Some(StatsPart::Variants { game, run }) => {
                    a.set(Flag::Game, game);
                    run.fill(&mut a);
                    Command::StatsVariants
                }
                Some(StatsPart::Merge { json, csv, files }) => {
                    a.switch(Flag::Json, json);
                    a.switch(Flag::Csv, csv);
                    a.moves = files;
                    Command::StatsMerge
                }
                Some(StatsPart::Plot {
                    files,
                    game,
                    lang,
                    out,
                }) => {
                    a.moves = files;
                    a.set(Flag::Game, game);
                    a.set(Flag::Lang, lang);
                    a.set(Flag::Out, out);
                    Command::StatsPlot
                }
            },
            Cmd::Svg(s) => {
                s.start.fill(&mut a);
                a.set(Flag::Record, s.record);
                a.set(Flag::At, s.at);
                a.set(Flag::Coordinates, s.coordinates);
                a.set(Flag::Names, s.names);
                a.set(Flag::Caption, s.caption);
                a.set(Flag::Theme, s.theme);
                a.set(Flag::Out, s.out);
                Command::Svg
            }
            Cmd::Tables { part } => match part {
                TablesPart::Build { rules, seeds, out } => {
                    rules.fill(&mut a);
                    a.set(Flag::Seeds, seeds);
                    a.set(Flag::Out, out);
                    Command::TablesBuild
                }
                TablesPart::Verify {
                    tables,
                    positions,
                    all,
                    alone,
                    nodes,
                    seed,
                    threads,
                } => {
                    a.set(Flag::Tables, tables);
                    a.set(Flag::Positions, positions);
                    a.switch(Flag::All, all);
                    a.set(Flag::Alone, alone);
                    a.set(Flag::Nodes, nodes);
                    a.set(Flag::Seed, seed);
                    a.set(Flag::Threads, threads);
                    Command::TablesVerify
                }
            },
            Cmd::Puzzles(p) => {
                p.rules.fill(&mut a);
                a.set(Flag::Count, p.count);
                a.set(Flag::Seed, p.seed);
                a.set(Flag::Nodes, p.nodes);
                a.set(Flag::Tables, p.tables);
                a.set(Flag::Gains, p.gains);
                a.set(Flag::Margin, p.margin);
                a.set(Flag::Out, p.out);
                Command::Puzzles
            }
        };
        Invocation::Run(command, a)
    }
}

/// The clap command, for completions and the help tests.
pub fn command() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
}

/// Reads the arguments after the program's name.
pub fn parse(args: &[String]) -> Result<Invocation, ArgError> {
    let words = std::iter::once("mancala-atlas").chain(args.iter().map(String::as_str));
    match Cli::try_parse_from(words) {
        Ok(Cli { command: None }) => Err(ArgError::NoCommand),
        Ok(Cli {
            command: Some(command),
        }) => Ok(command.into_invocation()),
        Err(e) => from_clap(&e, args),
    }
}

/// The command the arguments name (its words before the first flag), if any.
fn command_in(args: &[String]) -> Option<Command> {
    let first = args.first()?;
    if matches!(first.as_str(), "stats" | "tables") {
        if let Some(part) = args.get(1).filter(|p| !p.starts_with('-')) {
            if let Some(c) = Command::from_name(&format!("{first} {part}")) {
                return Some(c);
            }
        }
    }
    Command::from_name(first)
}

/// A context string of a clap error.
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        _ => None,
    }
}

/// The flag of clap's `--game <ID>`.
fn flag_of(arg: &str) -> Option<Flag> {
    Flag::from_name(arg.split([' ', '=']).next()?)
}

/// A clap error as the CLI says it (help and version are not errors: their text).
fn from_clap(e: &clap::Error, args: &[String]) -> Result<Invocation, ArgError> {
    let invalid = context(e, ContextKind::InvalidArg);
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            return Ok(Invocation::Text(e.render().to_string()))
        }
        ErrorKind::InvalidSubcommand => {
            let word = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            // The words that name a command before the unknown one (`tables shrink`).
            let before: Vec<&str> = args
                .iter()
                .take_while(|a| **a != word)
                .map(String::as_str)
                .collect();
            let name = before
                .into_iter()
                .chain([word.as_str()])
                .collect::<Vec<_>>()
                .join(" ");
            return Err(ArgError::UnknownCommand {
                name,
                suggestion: context(e, ContextKind::SuggestedSubcommand),
            });
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            return Err(ArgError::NeedsPart(
                args.first().cloned().unwrap_or_default(),
            ))
        }
        ErrorKind::UnknownArgument => {
            let arg = invalid.unwrap_or_default();
            let command = command_in(args);
            let suggestion = context(e, ContextKind::SuggestedArg);
            return Err(match (command, flag_of(&arg)) {
                // A flag where the command should be, like none clap knows: not a command.
                (None, _) if suggestion.is_none() => ArgError::UnknownCommand {
                    name: arg,
                    suggestion: None,
                },
                (Some(command), _) if !arg.starts_with('-') => {
                    ArgError::TakesNoMoves { command, arg }
                }
                (Some(command), Some(flag)) if arg == flag.name() => {
                    ArgError::NotTaken { command, flag }
                }
                _ => ArgError::UnknownFlag {
                    flag: arg,
                    suggestion,
                    command,
                },
            });
        }
        ErrorKind::ArgumentConflict => {
            let prior = context(e, ContextKind::PriorArg);
            if let (Some(flag), true) = (invalid.as_deref().and_then(flag_of), invalid == prior) {
                return Err(ArgError::GivenTwice(flag));
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let missing = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(v)) => v.join(", "),
                _ => String::new(),
            };
            let command = command_in(args).map_or("mancala-atlas", Command::name);
            return Err(ArgError::Other(format!("{command} needs {missing}")));
        }
        ErrorKind::InvalidValue => {
            let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
            if let (Some(flag), true) = (invalid.as_deref().and_then(flag_of), value.is_empty()) {
                return Err(ArgError::NeedsValue(flag));
            }
        }
        _ => {}
    }
    // Anything else: clap's own first line.
    let text = e.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    Err(ArgError::Other(
        line.trim_start_matches("error: ").to_string(),
    ))
}
