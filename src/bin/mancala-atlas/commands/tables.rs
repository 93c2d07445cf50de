//! `tables build` and `tables verify`: endgame tables made, written and checked; and the
//! table `think --tables FILE` reads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use mancala_atlas::ai::tables::{check_table, verify_entry, FullCheck, Part, Table, MAX_SEEDS};
use mancala_atlas::engine::{Position, Rng};

use super::stats::MAX_THREADS;
use crate::args::{Args, Command, Flag};
use crate::errors::{CliError, TablesError};
use crate::input::rules_of;
use crate::messages::reports::{
    build_lines, full_check_lines, progress_line, verify_lines, VerifyCounts,
};
use crate::progress;

/// The table in `path`.
pub fn load(path: &str) -> Result<Table, CliError> {
    let bytes = std::fs::read(path).map_err(|error| TablesError::CannotRead {
        path: path.to_string(),
        error,
    })?;
    Ok(Table::load(&bytes).map_err(|error| TablesError::Bad {
        path: path.to_string(),
        error,
    })?)
}

/// The table of `--tables`, checked to be of `p`'s rules.
pub fn for_position(a: &Args, p: &Position) -> Result<Option<Table>, CliError> {
    let Some(path) = a.get(Flag::Tables) else {
        return Ok(None);
    };
    let t = load(path)?;
    if t.rules() != p.rules() {
        return Err(TablesError::OtherRules {
            path: path.to_string(),
            table: t.rules(),
            game: p.rules(),
        }
        .into());
    }
    Ok(Some(t))
}

/// Where `tables build` writes without `--out`: `GAME.bin` (its options in the name when
/// they are not the defaults).
fn default_out(rules: mancala_atlas::engine::Rules) -> String {
    let mut name = rules.game().id().to_string();
    for c in rules.chosen() {
        name.push_str(&format!("-{}-{}", c.key, c.choice).replace(['"', ' '], ""));
    }
    name + ".bin"
}

/// The entries of a table of `rules` with up to `seeds` seeds: each way to lay out `s`
/// seeds in the board's holes, `C(s + holes - 1, holes - 1)`, for each side to move; the
/// length of the build's bar, its work about proportional to them.
fn entries_up_to(rules: mancala_atlas::engine::Rules, seeds: u8) -> u64 {
    let holes = rules.geometry().len() as u128;
    let choose = |n: u128, k: u128| (0..k).fold(1u128, |c, i| c * (n - i) / (i + 1));
    let total: u128 = (0..=u128::from(seeds))
        .map(|s| 2 * choose(s + holes - 1, holes - 1))
        .sum();
    u64::try_from(total).unwrap_or(u64::MAX)
}

/// `tables build`: the table built, written, and what it holds.
pub fn build(a: &Args, note: &dyn Fn(&str)) -> Result<String, CliError> {
    let rules = rules_of(a)?;
    let seeds = a.required(Command::TablesBuild, Flag::Seeds, "N", 0, MAX_SEEDS as u64)? as u8;
    let out = a
        .get(Flag::Out)
        .map_or_else(|| default_out(rules), str::to_string);
    let clock = Instant::now();
    // On a terminal a bar of the entries built (each seed count's line printed above
    // it); elsewhere each seed count's line on stderr, as the build's log.
    let bar = progress::bar(entries_up_to(rules, seeds), "entries");
    let table = Table::build(rules, seeds, |p| {
        let line = progress_line(&p, clock.elapsed().as_secs_f64());
        bar.inc(p.entries);
        if bar.is_hidden() {
            note(&line);
        } else {
            bar.println(line);
        }
    })
    .map_err(TablesError::Build)?;
    bar.finish_and_clear();
    let built = clock.elapsed().as_secs_f64();
    let bytes = table.to_bytes(10);
    std::fs::write(&out, &bytes).map_err(|error| CliError::CannotWriteFile {
        path: out.clone(),
        error,
    })?;
    let raw = table.raw().len();
    Ok(build_lines(&table, &table.summary(), raw, bytes.len(), built, &out).join("\n"))
}

/// The full check of `table` ([`check_table`]), each seed count's parts on `threads`
/// threads taking them in turn (the counts are the same on any number).
fn check_all(table: &Table, threads: usize, mirror: bool) -> FullCheck {
    check_table(table, mirror, |ranges, work| {
        let next = AtomicUsize::new(0);
        let mut done: Vec<(usize, Part)> = std::thread::scope(|s| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    s.spawn(|| {
                        let mut mine = Vec::new();
                        loop {
                            let k = next.fetch_add(1, Ordering::Relaxed);
                            let Some(r) = ranges.get(k) else {
                                break mine;
                            };
                            mine.push((k, work(r.clone())));
                        }
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_default())
                .collect()
        });
        done.sort_by_key(|(k, _)| *k);
        done.into_iter().map(|(_, p)| p).collect()
    })
}

/// `tables verify`'s sample without `--positions`: with [`VERIFY_NODES`], some 45
/// CPU-seconds on hoyito-3.bin (300 positions, 0 unsolved; 10,000 positions of 2,000,000
/// nodes, the defaults before, ran for hours).
const VERIFY_POSITIONS: u64 = 300;
/// The solver's node budget per position of `tables verify` without `--nodes`.
const VERIFY_NODES: u64 = 200_000;

/// `tables verify`: random positions of the table checked against the solver, or with
/// `--all` every entry against the entries one move on.
pub fn verify(a: &Args) -> Result<String, CliError> {
    let path = a
        .get(Flag::Tables)
        .ok_or(crate::args::ArgError::Missing {
            command: Command::TablesVerify,
            flag: Flag::Tables,
            what: "FILE",
        })?
        .to_string();
    let table = load(&path)?;
    let wanted = a
        .number(Flag::Positions, 1, u32::MAX as u64)?
        .unwrap_or(VERIFY_POSITIONS);
    let seed = a.number(Flag::Seed, 0, u64::MAX)?.unwrap_or(1);
    let nodes = a.number(Flag::Nodes, 1, u64::MAX)?.unwrap_or(VERIFY_NODES);
    let alone = a.number(Flag::Alone, 0, u32::MAX as u64)?.unwrap_or(0);
    let threads = a.number(Flag::Threads, 1, MAX_THREADS)?.unwrap_or(1) as usize;
    let clock = Instant::now();
    if a.has(Flag::All) {
        let bytes = std::fs::read(&path).map_err(|error| TablesError::CannotRead {
            path: path.clone(),
            error,
        })?;
        let mut checks = vec![(table.rules(), check_all(&table, threads, false))];
        if let Some(mirror) = table.mirror_rules() {
            checks.push((mirror, check_all(&table, threads, true)));
        }
        let lines = full_check_lines(
            &table,
            &bytes,
            &checks,
            threads,
            clock.elapsed().as_secs_f64(),
        );
        if checks.iter().any(|(_, c)| c.disagreements > 0) {
            return Err(TablesError::Disagree {
                report: lines.join("; "),
            }
            .into());
        }
        return Ok(lines.join("\n"));
    }
    let mut rng = Rng::new(seed);
    let (mut on, mut by_itself) = (VerifyCounts::default(), VerifyCounts::default());
    let leaves = [&table];
    let bar = progress::bar(wanted, "positions");
    while on.positions < wanted {
        let i = rng.next_u64() % table.entries();
        let v = verify_entry(&table, i, nodes, &leaves);
        if !v.in_play {
            continue;
        }
        on.add(&v);
        bar.inc(1);
        if by_itself.positions < alone {
            by_itself.add(&verify_entry(&table, i, nodes, &[]));
        }
    }
    bar.finish_and_clear();
    let lines = verify_lines(&table, &on, &by_itself, clock.elapsed().as_secs_f64());
    if on.disagreements + by_itself.disagreements > 0 {
        return Err(TablesError::Disagree {
            report: lines.join("; "),
        }
        .into());
    }
    Ok(lines.join("\n"))
}
