//! Every call of the CLI into the search (`mancala_atlas::ai`), in one place: `match`,
//! `think`, `stats` and `puzzles` ask here.

use mancala_atlas::ai::prove::Prover;
use mancala_atlas::ai::tables::Table;
use mancala_atlas::ai::{solve_each, Analysis, Budget, Choice, Level, Solved, Think, Value};
use mancala_atlas::engine::{Effort, Game, GameId, Position};

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
    let an = Think::in_game(game).nodes(nodes).seed(1).analyse();
    an.moves.iter().map(|m| m.value).max_by_key(|v| v.rank())
}

/// The move `level` chooses in `game` within `budget`, never stopped.
pub fn choose(game: &Game, level: Level, budget: Budget, seed: u64) -> Option<Choice> {
    Think::in_game(game)
        .level(level)
        .budget(budget)
        .seed(seed)
        .choose()
}

/// Every move's value in `game`'s position, with `tables` for the positions they cover.
pub fn analyse(game: &Game, nodes: u64, seed: u64, tables: &[&Table]) -> Analysis {
    Think::in_game(game)
        .nodes(nodes)
        .seed(seed)
        .tables(tables)
        .analyse()
}

/// The move `level` chooses in `game` with its own budget, with `tables`.
pub fn choose_at_level(game: &Game, level: Level, seed: u64, tables: &[&Table]) -> Option<Choice> {
    Think::in_game(game)
        .level(level)
        .seed(seed)
        .tables(tables)
        .choose()
}

/// The move `level` plays in `game` in a run of many games (`stats`). Every level chooses
/// among the moves a quick pass decides, as the engine's random player does
/// (`Position::random_move`, which `random` plays at [`Effort::Exact`]): a searching level
/// searches at [`Effort::Quick`], since deciding a sowing of millions of laps exactly can
/// take minutes. When a quick pass decides no move, a long sowing is chosen without a
/// value; `exact` asks again with every move decided, for when that one is endless.
pub fn choose_in_run(game: &Game, level: Level, seed: u64, exact: bool) -> Option<Choice> {
    let effort = if exact || level == Level::Random {
        Effort::Exact
    } else {
        Effort::Quick
    };
    Think::in_game(game)
        .level(level)
        .effort(effort)
        .seed(seed)
        .choose()
}

/// What the exact solver proves of every move of `p` within `nodes` positions, with
/// `tables` for the positions they cover (`puzzles`); `None` when `p` is not in play.
pub fn solve_moves(p: &Position, nodes: u64, tables: &[&Table]) -> Option<Solved> {
    solve_each(p, nodes, tables)
}

/// A proof search of at most `nodes` positions (`puzzles`: Katro's quickest wins, then
/// their lines, asked of the same prover so that its facts serve both).
pub fn prover(nodes: u64) -> Prover<'static> {
    Prover::new(nodes)
}
