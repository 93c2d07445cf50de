//! The help's words: what the CLI is, and each command's examples (`cli` puts them in
//! the help clap prints; tests/cli.rs runs the quick ones).

/// What the CLI is, at the top of `--help`.
pub const ABOUT: &str = "Four traditional mancala games (Katro, Rio Kadalis, Hoyito III, Kiothi) on the command line: play and check moves, search, statistics of seeded games, endgame tables, puzzles, board images.";

/// The top-level help's closing lines: levels, games (the engine's, filled in),
/// exit statuses, examples.
pub const AFTER_HELP: &str = "\
levels: random, greedy, beginner, easy, medium, hard, expert
games: {games}
exit status: 0 done, 1 the output could not be written, 2 bad input (one line on stderr)

Examples:
  mancala-atlas play --game hoyito-3 c1 d2
  mancala-atlas stats --game katro --games 1000 --seed 1 --csv
  mancala-atlas play --help            each command's flags, defaults and an example
  mancala-atlas completions bash > ~/.local/share/bash-completion/completions/mancala-atlas";

pub const PLAY: &str = "Example:\n  mancala-atlas play --game hoyito-3 c1 d2";

pub const MOVES: &str = "Example:\n  mancala-atlas moves --game katro c1";

pub const PERFT: &str = "Example:\n  mancala-atlas perft --game hoyito-3 --depth 4";

pub const TRACE: &str = "Example:\n  mancala-atlas trace --game katro c1";

pub const SELFPLAY: &str = "Example:\n  mancala-atlas selfplay --game katro --games 100 --seed 1";

pub const BENCH: &str = "Example:\n  mancala-atlas bench --game katro --games 500";

pub const MATCH: &str =
    "Example:\n  mancala-atlas match --game katro --a easy --b hard --games 20 --seed 1";

pub const THINK: &str = "Example:\n  mancala-atlas think --game katro c1 --level hard";

pub const STATS: &str = "Examples:\n  mancala-atlas stats --game katro --games 1000 --seed 1\n  mancala-atlas stats --game katro --games 1000 --seed 1 --csv > katro.csv\n  mancala-atlas stats --game katro --games 1000 --seed 1 --per-game games.csv\n  mancala-atlas stats --game katro --games 1000 --seed 1 --shard 1/4 --out part1.json";

pub const SVG: &str = "Examples:\n  mancala-atlas svg --game katro c1 a6 --out board.svg\n  mancala-atlas svg --record game.txt --at 10 --theme dark";

pub const PUZZLES: &str =
    "Example:\n  mancala-atlas puzzles --game katro --count 5 --seed 1 --out puzzles.json";

pub const COMPLETIONS: &str = "Examples:\n  mancala-atlas completions bash > ~/.local/share/bash-completion/completions/mancala-atlas\n  mancala-atlas completions zsh > ~/.zfunc/_mancala-atlas\n  mancala-atlas completions fish > ~/.config/fish/completions/mancala-atlas.fish";

pub const VARIANTS: &str = "Examples:\n  mancala-atlas stats variants --game katro --games 1000 --seed 1 --json > katro-variants.json\n  mancala-atlas stats variants --games 1000 --seed 1 --csv > variants.csv";

pub const MERGE: &str =
    "Example:\n  mancala-atlas stats merge --json part1.json part2.json part3.json part4.json";

pub const PLOT: &str = "Examples:\n  mancala-atlas stats plot static/stats/katro.json --out katro.svg\n  mancala-atlas stats plot report.json --lang fr --out report.svg";

pub const BUILD: &str =
    "Example:\n  mancala-atlas tables build --game hoyito-3 --seeds 8 --out hoyito-3-8.bin";

pub const VERIFY: &str = "Examples:\n  mancala-atlas tables verify --tables static/tables/hoyito-3.bin\n  mancala-atlas tables verify --tables static/tables/hoyito-3.bin --all --threads 2";
