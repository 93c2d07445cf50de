//! A shard file: the exact counts of one part of a run's games (`--shard I/K --out
//! FILE`), and how `stats merge` reads them back and adds them up.

use std::ops::Range;

use serde::{Deserialize, Serialize};

use mancala_atlas::ai::Level;
use mancala_atlas::engine::{GameId, Rules, SetupError};

use super::counts::{Counts, Run};
use crate::args::Shard;
use crate::errors::{CountsProblem, MergeError, RunPart};

/// The games of part `s` of a run of `games`: `⌊(I−1)·N/K⌋` up to `⌊I·N/K⌋`.
pub fn range(games: u64, s: Shard) -> Range<u64> {
    let at = |i: u64| (u128::from(games) * u128::from(i) / u128::from(s.of)) as u64;
    at(s.part - 1)..at(s.part)
}

/// The name of a shard file's format, its versions after it.
pub const FORMAT_NAME: &str = "mancala-atlas stats shard";

/// The one format a shard file has (checked when read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Format {
    #[serde(rename = "mancala-atlas stats shard, version 1")]
    V1,
}

/// A shard file as JSON.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    format: Format,
    /// `stats` or `stats variants`.
    command: String,
    /// `stats variants --game`: the game (absent: every game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    game: Option<String>,
    players: Level,
    games: u64,
    seed: u64,
    part: u64,
    of: u64,
    /// The games counted: from `first` up to `end` (not included).
    first: u64,
    end: u64,
    runs: Vec<RulesCounts>,
}

/// One set of rules and its counts.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesCounts {
    game: String,
    options: serde_json::Value,
    counts: Counts,
}

/// The shard file of part `s` of `run`: `counts` per set of rules, in the run's order.
pub fn write(run: &Run, s: Shard, counts: &[Counts]) -> String {
    let games = range(run.games, s);
    let file = File {
        format: Format::V1,
        command: command_name(run.variants).to_string(),
        game: run.game.map(|g| g.id().to_string()),
        players: run.players,
        games: run.games,
        seed: run.seed,
        part: s.part,
        of: s.of,
        first: games.start,
        end: games.end,
        runs: run
            .rules
            .iter()
            .zip(counts)
            .map(|(r, c)| RulesCounts {
                game: r.game().id().to_string(),
                options: r.options_json(),
                counts: c.clone(),
            })
            .collect(),
    };
    serde_json::to_string(&file).unwrap_or_default()
}

fn command_name(variants: bool) -> &'static str {
    if variants {
        "stats variants"
    } else {
        "stats"
    }
}

/// One shard file read: the run it is part of, which part, and its counts.
struct Part {
    run: Run,
    shard: Shard,
    counts: Vec<Counts>,
}

/// Reads shard file `path` (its text).
fn read(path: &str, text: &str) -> Result<Part, MergeError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|error| MergeError::NotJson {
            path: path.to_string(),
            error,
        })?;
    let f: File = serde_json::from_value(value).map_err(|error| MergeError::NotAShard {
        path: path.to_string(),
        error,
    })?;
    let bad = |problem| MergeError::Counts {
        path: path.to_string(),
        problem,
    };
    let rules_error = |error| MergeError::Rules {
        path: path.to_string(),
        error,
    };
    let variants = match f.command.as_str() {
        "stats" => false,
        "stats variants" => true,
        _ => return Err(bad(CountsProblem::Command(f.command.clone()))),
    };
    let game = f
        .game
        .as_deref()
        .map(str::parse::<GameId>)
        .transpose()
        .map_err(rules_error)?;
    if f.part == 0 || f.part > f.of {
        return Err(bad(CountsProblem::Range));
    }
    let shard = Shard {
        part: f.part,
        of: f.of,
    };
    let games = range(f.games, shard);
    if (f.first, f.end) != (games.start, games.end) {
        return Err(bad(CountsProblem::Range));
    }
    let mut rules = Vec::new();
    let mut counts = Vec::new();
    for rc in f.runs {
        let r = rules_of(&rc.game, &rc.options).map_err(rules_error)?;
        rc.counts.check(r, games.end - games.start).map_err(bad)?;
        rules.push(r);
        counts.push(rc.counts);
    }
    let run = Run {
        variants,
        game,
        rules,
        players: f.players,
        games: f.games,
        seed: f.seed,
    };
    Ok(Part { run, shard, counts })
}

fn rules_of(game: &str, options: &serde_json::Value) -> Result<Rules, SetupError> {
    Rules::from_options(game.parse()?, options)
}

/// The first part of a run in which `b` differs from `a`.
fn differs(a: &Run, b: &Run) -> Option<RunPart> {
    if a.variants != b.variants {
        Some(RunPart::Command)
    } else if a.game != b.game {
        Some(RunPart::Game)
    } else if a.players != b.players {
        Some(RunPart::Players)
    } else if a.games != b.games {
        Some(RunPart::Games)
    } else if a.seed != b.seed {
        Some(RunPart::Seed)
    } else if a.rules != b.rules {
        Some(RunPart::Rules)
    } else {
        None
    }
}

/// Adds up the shard files `files` (each a path and its text): every part of one run,
/// each once. The run, and its counts per set of rules.
pub fn merge(files: &[(String, String)]) -> Result<(Run, Vec<Counts>), MergeError> {
    let mut parts = Vec::new();
    for (path, text) in files {
        parts.push((path, read(path, text)?));
    }
    let Some((_, first)) = parts.first() else {
        return Err(MergeError::PartMissing { part: 1, of: 1 });
    };
    let of = first.shard.of;
    let mut seen = vec![false; of.min(parts.len() as u64 + 1) as usize];
    let mut total: Vec<Counts> = first.run.rules.iter().map(|&r| Counts::new(r)).collect();
    for (path, p) in &parts {
        let other = |differs| MergeError::OtherRun {
            path: path.to_string(),
            differs,
        };
        if let Some(d) = differs(&first.run, &p.run) {
            return Err(other(d));
        }
        if p.shard.of != of {
            return Err(other(RunPart::Parts));
        }
        // More files than parts cannot all be different parts: a part is then given
        // twice, found when its slot is taken (slots past the files' count are never
        // needed: some part up to there is missing).
        let i = (p.shard.part - 1) as usize;
        if i < seen.len() {
            if seen[i] {
                return Err(MergeError::PartTwice {
                    path: path.to_string(),
                    part: p.shard.part,
                    of,
                });
            }
            seen[i] = true;
        }
        for (t, c) in total.iter_mut().zip(&p.counts) {
            t.merge(c);
        }
    }
    if let Some(i) = (0..of).find(|&i| seen.get(i as usize) != Some(&true)) {
        return Err(MergeError::PartMissing { part: i + 1, of });
    }
    Ok((first.run.clone(), total))
}
