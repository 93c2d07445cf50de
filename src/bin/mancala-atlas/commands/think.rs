//! `think`: the chosen move and every move's value in a position.

use std::time::Instant;

use mancala_atlas::ai::Level;

use super::search;
use crate::args::{Args, Flag};
use crate::errors::CliError;
use crate::input::game_of;
use crate::messages::reports::{analysis_lines, choice_line};

pub fn think(a: &Args) -> Result<String, CliError> {
    let game = game_of(a)?;
    let level = a.level(Flag::Level)?.unwrap_or(Level::Expert);
    let seed = a.number(Flag::Seed, 0, u64::MAX)?.unwrap_or(1);
    let nodes = a
        .number(Flag::Nodes, 1, u64::MAX)?
        .unwrap_or_else(|| search::default_nodes(level, game.current().game()));
    let clock = Instant::now();
    let analysis = search::analyse(&game, nodes, seed);
    let mut out = analysis_lines(game.current(), &analysis, clock.elapsed().as_secs_f64());
    let clock = Instant::now();
    if let Some(c) = search::choose_at_level(&game, level, seed) {
        out.push(choice_line(level, &c, clock.elapsed().as_secs_f64()));
    }
    Ok(out.join("\n"))
}
