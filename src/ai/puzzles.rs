//! What makes a puzzle, as one policy read by the generator (`mancala-atlas puzzles`)
//! and by the tests that re-verify the shipped files (`tests/puzzles.rs`): which
//! positions are tried, how each game's puzzles are proven and with what budget, how many
//! one game may give, how a puzzle is graded — so that a check never copies a number
//! the generator used.
//!
//! A game's own values are asked of [`Policy::of`], never written where the game is
//! named (the app and the CLI ask this module).

use crate::engine::{GameId, Player, Position, Rules, Stores};

/// How a game's win puzzles are proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The exact solver ([`crate::ai::solve_each`]): the only move that wins, every other
    /// proven not to (with the game's endgame table, where it has one).
    Solver,
    /// The proof search ([`crate::ai::prove`]): the only move that wins in the fewest
    /// moves (`quickest`), every other proven not to win so soon — for a game whose
    /// draws by repetition put "no other move wins" out of the solver's reach (Katro).
    Quickest,
}

/// A game's puzzle policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// How its win puzzles are proven.
    pub proof: Proof,
    /// The solver's positions per position of a candidate's line (the proof search's:
    /// per candidate, and as many again for its line), by default.
    pub nodes: u64,
    /// The win puzzles one random game may give at most.
    pub wins_per_game: usize,
    /// Whether its win puzzles' `n` and line are the exact win distances
    /// ([`crate::ai::win_distance`]): the games with endgame tables, whose lines the
    /// solver takes from the tables' margins, not from the win.
    pub win_distances: bool,
}

/// Late positions tried per random game, the first ones: a random game's last positions
/// are mostly a few seeds going round until the game ends by repetition.
pub const PER_GAME: usize = 8;

/// A late position has at most this many seeds on the board (games whose seeds leave
/// the board).
pub const LATE_SEEDS: u32 = 20;

/// A late position has at most this many seeds on the poorer side (a game where no seed
/// leaves the board and a side without seeds has lost: Katro).
pub const LATE_POOR_SIDE: u32 = 8;

/// Random games played per puzzle asked for, at most, before a run gives up with fewer.
pub const GAMES_PER_PUZZLE: u64 = 200;

/// A random game ends here if it has not ended by itself (Katro's and Kiothi's relays can
/// keep a random game going for long).
pub const MAX_MOVES: usize = 2_000;

/// The most moves the proof search looks ahead.
pub const MAX_PROOF: u32 = 40;

/// The longest line kept (a proven win's line is far shorter).
pub const MAX_LINE: usize = 500;

/// The gain puzzles one random game may give at most: neighbouring positions of one game
/// make puzzles too alike.
pub const GAINS_PER_GAME: usize = 2;

/// The least a gain puzzle's best move gains more than any other, in seeds that count,
/// by default: one four (a capture in Hoyito III; the unit of the score in Rio Kadalis).
pub const DEFAULT_MARGIN: i32 = 4;

/// The most positions the exact win distances of a candidate may reach
/// ([`crate::ai::win_distance::win_distances`]; some 100 bytes each): a candidate
/// whose positions are more is not kept.
pub const MOST_POSITIONS: usize = 8_000_000;

/// A proof that took the solver more positions than this makes a puzzle a grade harder.
pub const HARD_PROOF: u64 = 50_000;

impl Policy {
    /// `game`'s policy.
    pub fn of(game: GameId) -> Policy {
        // Katro's draws by repetition: the exact solver proved none of 7,258 late
        // positions at 200,000 positions each (the manual, "Puzzles"); the proof search does.
        let proof = if game == GameId::Katro {
            Proof::Quickest
        } else {
            Proof::Solver
        };
        // A Katro move sows long relays and a Kiothi position has many moves (partial
        // lifts): the budgets that keep each game's run within minutes.
        let nodes = match game {
            GameId::Katro => 200_000,
            GameId::Kiothi => 50_000,
            _ => 100_000,
        };
        Policy {
            proof,
            nodes,
            wins_per_game: if proof == Proof::Quickest {
                2
            } else {
                PER_GAME
            },
            win_distances: crate::ai::win_distance::supported(Rules::default_for(game)),
        }
    }
}

/// Whether `p` is late enough in its game to be tried: few seeds on the board, or, where
/// no seed leaves the board, one side down to a few.
pub fn is_late(p: &Position) -> bool {
    if p.game().stores() == Stores::None {
        p.seeds_on_side(Player::South)
            .min(p.seeds_on_side(Player::North))
            <= LATE_POOR_SIDE
    } else {
        p.seeds_on_board() <= LATE_SEEDS
    }
}

/// A puzzle's difficulty, 1 (easy) to 3 (hard), by `k` — a win puzzle's `n`, a gain
/// puzzle's decisions (its player's turns where some move gives seeds back): up to 2
/// easy, 3 to 6 medium, 7 or more hard; a proof that took the solver more than
/// [`HARD_PROOF`] positions one grade harder.
pub fn difficulty(k: u32, nodes: u64) -> u8 {
    let by_length = match k {
        0..=2 => 1,
        3..=6 => 2,
        _ => 3,
    };
    (by_length + u8::from(nodes > HARD_PROOF)).min(3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_has_its_policy() {
        assert_eq!(Policy::of(GameId::Katro).proof, Proof::Quickest);
        assert_eq!(Policy::of(GameId::Katro).wins_per_game, 2);
        for game in [GameId::RioKadalis, GameId::Hoyito3, GameId::Kiothi] {
            assert_eq!(Policy::of(game).proof, Proof::Solver, "{game}");
            assert_eq!(Policy::of(game).wins_per_game, PER_GAME, "{game}");
        }
        assert!(Policy::of(GameId::RioKadalis).win_distances);
        assert!(Policy::of(GameId::Hoyito3).win_distances);
        assert!(!Policy::of(GameId::Kiothi).win_distances);
        assert!(!Policy::of(GameId::Katro).win_distances);
        assert_eq!(difficulty(2, 0), 1);
        assert_eq!(difficulty(2, 50_001), 2);
        assert_eq!(difficulty(6, 0), 2);
        assert_eq!(difficulty(7, 0), 3);
        assert_eq!(difficulty(9, 1_000_000), 3);
    }
}
