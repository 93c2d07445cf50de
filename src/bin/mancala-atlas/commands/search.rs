//! Every call of the CLI into the search (`mancala_atlas::ai`), in one place: `match`
//! and `think` ask here.

use mancala_atlas::ai::{analyse_in_game, choose_budget, choose_in_game, Analysis, Budget};
use mancala_atlas::ai::{Choice, Level, Value};
use mancala_atlas::engine::{Game, GameId};

/// `level`'s budget in `game`, with at most `nodes` positions when given.
pub fn budget(level: Level, game: GameId, nodes: Option<u64>) -> Budget {
    let mut b = level.budget(game);
    if let Some(n) = nodes {
        b.solve_nodes = b.solve_nodes.min(n);
        b.nodes = n;
    }
    b
}

/// The positions `level` searches by default in `game`.
pub fn default_nodes(level: Level, game: GameId) -> u64 {
    level.budget(game).nodes
}

/// The best value for the side to move in `game`'s position, by an analysis of `nodes`
/// positions (seed 1).
pub fn best_value(game: &Game, nodes: u64) -> Option<Value> {
    let an = analyse_in_game(game, nodes, 1);
    an.moves.iter().map(|m| m.value).max_by_key(|v| v.rank())
}

/// The move `level` chooses in `game` within `budget`, never stopped.
pub fn choose(game: &Game, level: Level, budget: Budget, seed: u64) -> Option<Choice> {
    choose_budget(
        game.current(),
        game.positions(),
        level,
        budget,
        seed,
        &|| false,
    )
}

/// Every move's value in `game`'s position.
pub fn analyse(game: &Game, nodes: u64, seed: u64) -> Analysis {
    analyse_in_game(game, nodes, seed)
}

/// The move `level` chooses in `game` with its own budget.
pub fn choose_at_level(game: &Game, level: Level, seed: u64) -> Option<Choice> {
    choose_in_game(game, level, seed)
}
