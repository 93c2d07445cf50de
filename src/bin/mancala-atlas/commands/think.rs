//! `think`: the chosen move and every move's value in a position.

use std::time::Instant;

use mancala_atlas::ai::Level;

use super::{search, tables};
use crate::args::{Args, Flag};
use crate::errors::CliError;
use crate::input::game_of;
use crate::messages::reports::{analysis_lines, choice_line, table_line};

pub fn think(a: &Args) -> Result<String, CliError> {
    let game = game_of(a)?;
    let level = a.level(Flag::Level)?.unwrap_or(Level::Expert);
    let seed = a.number(Flag::Seed, 0, u64::MAX)?.unwrap_or(1);
    let nodes = a
        .number(Flag::Nodes, 1, u64::MAX)?
        .unwrap_or_else(|| search::default_nodes(level, game.current().game()));
    let table = tables::for_position(a, game.current())?;
    let tables: Vec<&_> = table.iter().collect();
    let clock = Instant::now();
    let analysis = search::analyse(&game, nodes, seed, &tables);
    let mut out = analysis_lines(game.current(), &analysis, clock.elapsed().as_secs_f64());
    let clock = Instant::now();
    if let Some(c) = search::choose_at_level(&game, level, seed, &tables) {
        out.push(choice_line(level, &c, clock.elapsed().as_secs_f64()));
    }
    if let Some(t) = &table {
        let p = game.current();
        out.push(table_line(t.probe(p), t.covers(p)));
    }
    Ok(out.join("\n"))
}
