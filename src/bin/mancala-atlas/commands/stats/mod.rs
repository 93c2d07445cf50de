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
use crate::messages::stats_csv as report_csv;
use crate::progress;
use counts::{play_game, Counts, GameRow, Run};

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
    if a.has(Flag::Csv) {
        if let Some(with) = [Flag::Json, Flag::Shard].into_iter().find(|&f| a.has(f)) {
            return Err(ArgError::CsvWith(with).into());
        }
    }
    let per_game = a.get(Flag::PerGame);
    let games = shard.map_or(0..run.games, |s| shard::range(run.games, s));
    let bar = progress::games_bar(games.end - games.start, run.rules.len() as u64);
    let mut counts = Vec::new();
    let mut rows = Vec::new();
    for &rules in &run.rules {
        let (c, r) = count(
            &run,
            rules,
            games.clone(),
            threads,
            per_game.is_some(),
            &bar,
        )?;
        counts.push(c);
        rows.push((rules, r));
    }
    bar.finish_and_clear();
    if let Some(path) = per_game {
        let text = report_csv::per_game(&run, &rows);
        std::fs::write(path, text).map_err(|error| CliError::CannotWriteFile {
            path: path.to_string(),
            error,
        })?;
    }
    if a.has(Flag::Csv) {
        return Ok(report_csv::report(&run, &counts).trim_end().to_string());
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
    if a.has(Flag::Csv) && a.has(Flag::Json) {
        return Err(ArgError::CsvWith(Flag::Json).into());
    }
    let (run, counts) = shard::merge(&files)?;
    if a.has(Flag::Csv) {
        return Ok(report_csv::report(&run, &counts).trim_end().to_string());
    }
    Ok(report_text(&run, &counts, a.has(Flag::Json)))
}

/// `stats plot FILE`: any statistics file the CLI writes (`as_statistics`) drawn as one
/// SVG image, its words in `--lang` (English):
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
    let (game, text) = as_statistics(path, text, a)?;
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

/// Any statistics file the CLI writes as a game's statistics file (`static/stats/GAME.json`,
/// `{"game", "runs": [{"players", "variants": [report…]}]}`, which the image is drawn
/// from), with its game: a `stats --json` report (one option set), a `stats variants` or
/// `stats merge --json` report (`variants`), a `--shard` part (its counts reported, as
/// `stats merge` would: a part of a run in several parts is refused as merge refuses it),
/// or a game's file itself. The game is the file's; a file of several games (`stats
/// variants` without `--game`) is drawn for `--game`. Text that is none of these is
/// passed on as it is, for the reader to say what is wrong with it.
fn as_statistics(
    path: &str,
    text: String,
    a: &Args,
) -> Result<(Option<mancala_atlas::engine::GameId>, String), CliError> {
    use serde_json::{json, Value};
    let Ok(mut v) = serde_json::from_str::<Value>(&text) else {
        return Ok((None, text));
    };
    if v.get("format")
        .and_then(Value::as_str)
        .is_some_and(|f| f.starts_with(shard::FORMAT_NAME))
    {
        let (run, counts) = shard::merge(&[(path.to_string(), text.clone())])?;
        v = serde_json::from_str(&report_text(&run, &counts, true)).unwrap_or_default();
    }
    let runs = if v.get("runs").is_some() {
        v.get("runs").cloned().unwrap_or_default()
    } else if v.get("variants").is_some() {
        json!([v.clone()])
    } else if v.get("results").is_some() {
        json!([{"players": v.get("players").cloned(), "variants": [v.clone()]}])
    } else {
        return Ok((file_game(&v), text));
    };
    let Some(mut runs) = runs.as_array().cloned() else {
        return Ok((file_game(&v), text));
    };
    let game_of = |variant: &Value| {
        variant
            .get("rules")
            .and_then(|r| r.get("game"))
            .and_then(Value::as_str)
            .map(str::to_string)
    };
    let mut games: Vec<String> = file_game(&v)
        .map(|g| g.id().to_string())
        .into_iter()
        .collect();
    for run in &runs {
        for variant in run
            .get("variants")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if let Some(g) = game_of(variant).filter(|g| !games.contains(g)) {
                games.push(g);
            }
        }
    }
    let game = match (crate::input::game_flag(a)?, games.as_slice()) {
        (Some(g), _) if games.iter().any(|h| h == g.id()) => g,
        (Some(g), _) => {
            return Err(ArgError::PlotOtherGame {
                game: g.id().to_string(),
                games,
            }
            .into())
        }
        (None, [one]) => match one.parse() {
            Ok(g) => g,
            Err(_) => return Ok((None, text)),
        },
        (None, []) => return Ok((None, text)),
        (None, _) => return Err(ArgError::PlotNeedsGame(games).into()),
    };
    for run in &mut runs {
        if let Some(vs) = run.get_mut("variants").and_then(Value::as_array_mut) {
            vs.retain(|variant| game_of(variant).is_none_or(|g| g == game.id()));
        }
    }
    Ok((
        Some(game),
        json!({"game": game.id(), "runs": runs}).to_string(),
    ))
}

/// The game a statistics file names at its top.
fn file_game(v: &serde_json::Value) -> Option<mancala_atlas::engine::GameId> {
    v.get("game")?.as_str()?.parse().ok()
}

/// Plays games `games` of `run` under `rules` on `threads` threads. Each thread takes the
/// next [`CHUNK`] games in turn; a game that fails is reported by the lowest index
/// (every game is still played, so that the failure named is the same on any threads).
///
/// With `rows`, each game's row too, in the games' order; `bar` counts the games played.
fn count(
    run: &Run,
    rules: Rules,
    games: Range<u64>,
    threads: u64,
    rows: bool,
    bar: &indicatif::ProgressBar,
) -> Result<(Counts, Vec<GameRow>), CliError> {
    let next = AtomicU64::new(games.start);
    let work = || {
        let mut c = Counts::new(rules);
        let mut mine = Vec::new();
        let mut failed: Option<(u64, RunError)> = None;
        loop {
            let start = next.fetch_add(CHUNK, Ordering::Relaxed);
            if start >= games.end {
                break;
            }
            let end = (start.saturating_add(CHUNK)).min(games.end);
            for i in start..end {
                match play_game(rules, run.players, run.seed, i, &mut c) {
                    Ok(row) if rows => mine.push(row),
                    Ok(_) => {}
                    Err(e) => {
                        if failed.as_ref().is_none_or(|(j, _)| i < *j) {
                            failed = Some((i, e));
                        }
                    }
                }
            }
            bar.inc(end - start);
        }
        (c, mine, failed)
    };
    type Done = (Counts, Vec<GameRow>, Option<(u64, RunError)>);
    let results: Vec<Done> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    let mut total = Counts::new(rules);
    let mut all_rows = Vec::new();
    let mut failed: Option<(u64, RunError)> = None;
    for (c, r, f) in results {
        total.merge(&c);
        all_rows.extend(r);
        if let Some((i, e)) = f {
            if failed.as_ref().is_none_or(|(j, _)| i < *j) {
                failed = Some((i, e));
            }
        }
    }
    all_rows.sort_by_key(|r| r.index);
    match failed {
        Some((_, e)) => Err(e.into()),
        None => Ok((total, all_rows)),
    }
}
