//! `stats`, `stats variants` and `stats merge`: seeded games of one option set (or of
//! every option set of a game) between two players of one level, and what they came to
//! with 95% intervals (the manual, "Research"). Game `i` is played from a seed made of the
//! run's seed and `i` alone, and everything counted is a whole number, so the report is
//! the same on any number of threads, and shards (`--shard I/K --out FILE`) added up by
//! `stats merge` give the very report of one run.

pub mod counts;
pub mod report;
mod shard;

use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};

use mancala_atlas::ai::Level;
use mancala_atlas::engine::Rules;

use crate::args::{ArgError, Args, Command, Flag, MAX_COUNT};
use crate::errors::{CliError, MergeError, RunError};
use crate::input::{game_flag, rules_of};
use crate::messages::stats::report as report_text;
use counts::{play_game, Counts, Run};

/// The most threads `--threads` takes.
pub const MAX_THREADS: u64 = 1024;
/// Games a thread takes at a time.
const CHUNK: u64 = 16;

/// `stats` (`variants` false) and `stats variants`.
pub fn stats(a: &Args, variants: bool) -> Result<String, CliError> {
    let command = if variants {
        Command::StatsVariants
    } else {
        Command::Stats
    };
    let (game, rules) = if variants {
        let game = game_flag(a)?;
        let rules: Vec<Rules> = Rules::all_variants()
            .into_iter()
            .filter(|r| game.is_none_or(|g| r.game() == g))
            .collect();
        (game, rules)
    } else {
        (None, vec![rules_of(a)?])
    };
    let run = Run {
        variants,
        game,
        rules,
        players: a.level(Flag::Players)?.unwrap_or(Level::Random),
        games: a.required(command, Flag::Games, "N", 1, MAX_COUNT)?,
        seed: a.required(command, Flag::Seed, "S", 0, u64::MAX)?,
    };
    let threads = a.number(Flag::Threads, 1, MAX_THREADS)?.unwrap_or(1);
    let shard = a.shard()?;
    let games = shard.map_or(0..run.games, |s| shard::range(run.games, s));
    let mut counts = Vec::new();
    for &rules in &run.rules {
        counts.push(count(&run, rules, games.clone(), threads)?);
    }
    match (shard, a.get(Flag::Out)) {
        (Some(s), Some(path)) => {
            let text = shard::write(&run, s, &counts) + "\n";
            std::fs::write(path, text).map_err(|error| CliError::CannotWriteFile {
                path: path.to_string(),
                error,
            })?;
            Ok(String::new())
        }
        _ => Ok(report_text(&run, &counts, a.has(Flag::Json))),
    }
}

/// `stats merge FILE…`: the shards' counts added up, reported as one run.
pub fn merge(a: &Args) -> Result<String, CliError> {
    if a.moves.is_empty() {
        return Err(ArgError::MergeNeedsFiles.into());
    }
    let mut files = Vec::new();
    for path in &a.moves {
        let text = std::fs::read_to_string(path).map_err(|error| MergeError::CannotRead {
            path: path.clone(),
            error,
        })?;
        files.push((path.clone(), text));
    }
    let (run, counts) = shard::merge(&files)?;
    Ok(report_text(&run, &counts, a.has(Flag::Json)))
}

/// `stats plot FILE`: a game's statistics file (`static/stats/GAME.json`, as
/// `scripts/stats.sh` writes it) drawn as one SVG image, its words in `--lang` (English):
/// the SVG on stdout, or written to `--out FILE`.
pub fn plot(a: &Args) -> Result<String, CliError> {
    use mancala_atlas::ui::i18n::Lang;
    use mancala_atlas::ui::stats::{self as play_stats, plot as play_stats_plot};
    let [path] = a.moves.as_slice() else {
        return Err(ArgError::PlotNeedsOneFile(a.moves.len()).into());
    };
    let lang = match a.get(Flag::Lang) {
        None => Lang::En,
        Some(code) => Lang::ALL
            .into_iter()
            .find(|l| l.code() == code)
            .ok_or_else(|| ArgError::UnknownLanguage(code.to_string()))?,
    };
    let text = std::fs::read_to_string(path).map_err(|error| MergeError::CannotRead {
        path: path.clone(),
        error,
    })?;
    // The file says its game; read as that game's statistics.
    let game = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|v| v.get("game")?.as_str()?.parse().ok());
    let stats = game
        .ok_or_else(|| "no \"game\" this version knows".to_string())
        .and_then(|g| play_stats::read(g, &text))
        .map_err(|why| MergeError::NotStatistics {
            path: path.clone(),
            why,
        })?;
    let svg = play_stats_plot::plot(&stats, lang);
    match a.get(Flag::Out) {
        None => Ok(svg.trim_end().to_string()),
        Some(out) => {
            std::fs::write(out, &svg).map_err(|error| CliError::CannotWriteFile {
                path: out.to_string(),
                error,
            })?;
            Ok(String::new())
        }
    }
}

/// Plays games `games` of `run` under `rules` on `threads` threads. Each thread takes the
/// next [`CHUNK`] games in turn; a game that fails is reported by the lowest index
/// (every game is still played, so that the failure named is the same on any threads).
fn count(run: &Run, rules: Rules, games: Range<u64>, threads: u64) -> Result<Counts, CliError> {
    let next = AtomicU64::new(games.start);
    let work = || {
        let mut c = Counts::new(rules);
        let mut failed: Option<(u64, RunError)> = None;
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= games.end {
                break;
            }
            for i in start..(start.saturating_add(CHUNK)).min(games.end) {
                if let Err(e) = play_game(rules, run.players, run.seed, i, &mut c) {
                    if failed.as_ref().is_none_or(|(j, _)| i < *j) {
                        failed = Some((i, e));
                    }
                }
            }
        }
        (c, failed)
    };
    let results: Vec<(Counts, Option<(u64, RunError)>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    let mut total = Counts::new(rules);
    let mut failed: Option<(u64, RunError)> = None;
    for (c, f) in results {
        total.merge(&c);
        if let Some((i, e)) = f {
            if failed.as_ref().is_none_or(|(j, _)| i < *j) {
                failed = Some((i, e));
            }
        }
    }
    match failed {
        Some((_, e)) => Err(e.into()),
        None => Ok(total),
    }
}
