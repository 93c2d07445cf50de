//! One function per command: its work, from typed arguments to the text it prints.

mod bench;
mod matches;
mod puzzles;
mod search;
mod selfplay;
pub mod stats;
mod svg;
mod tables;
mod think;

use mancala_atlas::engine::perft;

use crate::args::{ArgError, Args, Command, Flag};
use crate::errors::CliError;
use crate::input::{game_of, play_text, replay, start_of};
use crate::messages::describe_redistribution;

/// Runs `command`: the text for stdout (a line on stderr, for `moves` in a redistribution
/// turn, is written by `note`).
pub fn run(command: Command, a: &Args, note: &dyn Fn(&str)) -> Result<String, CliError> {
    match command {
        Command::Play => Ok(game_of(a)?.current().to_string()),
        Command::Moves => moves(a, note),
        Command::Perft => {
            let depth = a.required(command, Flag::Depth, "D", 0, u32::MAX as u64)? as u32;
            Ok(perft(game_of(a)?.current(), depth).to_string())
        }
        Command::Trace => trace(a),
        Command::Selfplay => selfplay::selfplay(a),
        Command::Bench => bench::bench(a),
        Command::Match => matches::match_levels(a, note),
        Command::Think => think::think(a),
        Command::Stats => stats::stats(a, false),
        Command::StatsVariants => stats::stats(a, true),
        Command::StatsMerge => stats::merge(a),
        Command::StatsPlot => stats::plot(a),
        Command::Svg => svg::svg(a),
        Command::TablesBuild => tables::build(a, note),
        Command::TablesVerify => tables::verify(a),
        Command::Puzzles => puzzles::puzzles(a, note),
    }
}

/// `moves`: the legal moves, one a line; a redistribution turn described on stderr.
fn moves(a: &Args, note: &dyn Fn(&str)) -> Result<String, CliError> {
    let game = game_of(a)?;
    let p = game.current();
    if let Some(choice) = p.redistribution_choice() {
        note(&describe_redistribution(&choice));
    }
    Ok(p.legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join("\n"))
}

/// `trace`: the last move's trace, as JSON.
fn trace(a: &Args) -> Result<String, CliError> {
    let (last, earlier) = a.moves.split_last().ok_or(ArgError::TraceNeedsMove)?;
    let mut game = replay(start_of(a)?, earlier)?;
    let events = play_text(&mut game, earlier.len() + 1, last)?;
    let mv = game.moves().last().map(|m| m.to_string());
    let out = serde_json::json!({
        "move": mv,
        "events": events,
        "position": game.current().to_json(),
    });
    Ok(out.to_string())
}
