//! `bench`: random playouts per second, per game.

use std::time::Instant;

use mancala_atlas::engine::{GameId, Position, Rng, Rules};

use crate::args::{ArgError, Args, Flag, MAX_COUNT};
use crate::errors::CliError;
use crate::input::rules_of;
use crate::messages::reports::{bench_header, BenchRow};

pub fn bench(a: &Args) -> Result<String, CliError> {
    let variants: Vec<Rules> = if a.has(Flag::Game) {
        vec![rules_of(a)?]
    } else if a.has(Flag::Options) {
        return Err(ArgError::OptionsWithoutGame.into());
    } else {
        GameId::ALL.iter().map(|&g| Rules::default_for(g)).collect()
    };
    let games = a.number(Flag::Games, 1, MAX_COUNT)?.unwrap_or(2000);
    let seed = a.number(Flag::Seed, 0, u64::MAX)?.unwrap_or(1);
    let mut out = vec![bench_header()];
    for rules in variants {
        let mut rng = Rng::new(seed);
        let start = Position::start(rules);
        let t = Instant::now();
        let mut moves = 0u64;
        for _ in 0..games {
            // Random playouts without the repetition history; a rare endless random walk
            // is cut at 2,000 moves.
            moves += start.random_playout(&mut rng, 2000).1 as u64;
        }
        let row = BenchRow {
            rules,
            games,
            moves,
            secs: t.elapsed().as_secs_f64(),
        };
        out.push(row.to_string());
    }
    Ok(out.join("\n"))
}
