//! What a game is like, as data, for whoever speaks about it or draws it (the app, the
//! CLI): what its pieces are called, what its stores are, what a score counts, which
//! layouts its board has. Each game's file says its own ([`Rulebook::facts`]); callers
//! ask [`GameId::facts`] and never which game is being played.
//!
//! [`Rulebook::facts`]: super::games::Rulebook

use super::rules::{GameId, Rules};

/// What a game's pieces are called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Seeds (Katro, Rio Kadalis, Hoyito III).
    Seed,
    /// Warriors (Kiothi).
    Warrior,
}

/// What holds the pieces a player has taken off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stores {
    /// Nothing: nothing leaves the board (Katro).
    None,
    /// A pile beside each player's side (Rio Kadalis, Hoyito III).
    Piles,
    /// A prison in the wood at each end of the board (Kiothi).
    Prisons,
}

/// How a player's score is counted, and so in what unit it is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// The seeds captured, one point each (Hoyito III).
    Captured,
    /// The fours captured: seeds captured / 4 (Rio Kadalis).
    Fours,
    /// The warriors in one's prison (Kiothi).
    Prisoners,
    /// The seeds on one's own side of the board (Katro).
    OnSide,
}

impl Scoring {
    /// The points `captured` pieces off the board are worth (the fours they make; `0`
    /// where the score is not counted off the board).
    pub fn points(self, captured: u32) -> u32 {
        match self {
            Scoring::Captured | Scoring::Prisoners => captured,
            Scoring::Fours => captured / 4,
            Scoring::OnSide => 0,
        }
    }
}

/// The ways a board may be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layouts {
    /// Across the screen only.
    Landscape,
    /// Across, or upright (turned a quarter) on a narrow screen: a long board of two
    /// rows (Kiothi's 2 × 10).
    LandscapeOrPortrait,
}

impl Layouts {
    /// Whether the board is drawn upright on a screen that is `narrow`.
    pub fn portrait(self, narrow: bool) -> bool {
        narrow && self == Layouts::LandscapeOrPortrait
    }
}

/// What a game is like: everything the app and the CLI say about it or draw differently
/// from game to game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Facts {
    /// What a piece is called.
    pub piece: Piece,
    /// What the stores are.
    pub stores: Stores,
    /// How a score is counted.
    pub scoring: Scoring,
    /// How the board may be drawn.
    pub layouts: Layouts,
    /// Whether a player may lift part of a hole's pieces, not only all (Kiothi).
    pub partial_lifts: bool,
    /// Whether a win by exactly two is celebrated (Kiothi's one-warrior victory).
    pub celebrates_win_by_two: bool,
}

impl Facts {
    /// The usual facts of a game of seeds captured into piles, drawn across the screen:
    /// a game's file starts from these and changes what differs.
    pub const SEEDS: Facts = Facts {
        piece: Piece::Seed,
        stores: Stores::Piles,
        scoring: Scoring::Captured,
        layouts: Layouts::Landscape,
        partial_lifts: false,
        celebrates_win_by_two: false,
    };
}

impl GameId {
    /// What the game is like: its pieces, stores, scoring and layouts.
    pub fn facts(self) -> Facts {
        self.book().facts()
    }

    /// What a piece is called.
    pub fn piece(self) -> Piece {
        self.facts().piece
    }

    /// What the stores are.
    pub fn stores(self) -> Stores {
        self.facts().stores
    }

    /// How a score is counted.
    pub fn scoring(self) -> Scoring {
        self.facts().scoring
    }

    /// How the board may be drawn.
    pub fn layouts(self) -> Layouts {
        self.facts().layouts
    }
}

impl Default for GameId {
    /// The game the Atlas opens with: Hoyito III, the plainest sowing of the four.
    fn default() -> GameId {
        GameId::Hoyito3
    }
}

impl Rules {
    /// What the game is like ([`GameId::facts`]).
    pub fn facts(&self) -> Facts {
        self.game.facts()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_says_what_it_is_like() {
        let f = |g: GameId| g.facts();
        assert_eq!(f(GameId::Kiothi).piece, Piece::Warrior);
        assert_eq!(f(GameId::Kiothi).stores, Stores::Prisons);
        assert_eq!(f(GameId::Kiothi).scoring, Scoring::Prisoners);
        assert!(f(GameId::Kiothi).layouts.portrait(true));
        assert!(!f(GameId::Kiothi).layouts.portrait(false));
        assert!(f(GameId::Kiothi).partial_lifts);
        assert!(f(GameId::Kiothi).celebrates_win_by_two);
        assert_eq!(f(GameId::Katro).stores, Stores::None);
        assert_eq!(f(GameId::Katro).scoring, Scoring::OnSide);
        assert_eq!(f(GameId::RioKadalis).scoring, Scoring::Fours);
        assert_eq!(f(GameId::RioKadalis).scoring.points(30), 7);
        assert_eq!(f(GameId::Hoyito3), Facts::SEEDS);
        for g in [GameId::Katro, GameId::RioKadalis, GameId::Hoyito3] {
            assert_eq!(g.piece(), Piece::Seed);
            assert!(!g.layouts().portrait(true));
            assert!(!g.facts().partial_lifts);
        }
        assert_eq!(GameId::default(), GameId::Hoyito3);
    }
}
