//! A game ended by the players rather than by the rules: a resignation, or a draw agreed
//! on one device. The rules (and RULES.md's notation) know nothing of them, so they are
//! kept beside the moves, never among them: in the session ([`Conclusion`]), in the save
//! (its `ended` part, with the winner written out) and in the move list (a line after the
//! last move, not a move). Whether a player may resign or offer a draw is the app's
//! choice; who won a resigned game is recorded, not worked out again.
//!
//! In a save (the `ended` part, written and read as `save::EndedV3`):
//!
//! ```json
//! {"by": "resignation", "resigned": "south", "winner": "north", "at": 12}
//! {"by": "agreement", "winner": null, "at": 30}
//! ```
//!
//! `at` is the number of moves played when the game ended (the main line's length).

use super::super::i18n::{self, t, tf, Lang};
use crate::engine::Player;

/// How the players ended the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player resigned; the other won.
    Resigned {
        /// Who resigned.
        by: Player,
    },
    /// Both players agreed to a draw.
    DrawAgreed,
}

/// A game ended by the players, after `at` moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conclusion {
    /// How.
    pub ending: Ending,
    /// Moves played when it ended.
    pub at: usize,
}

impl Conclusion {
    /// The winner: the opponent of who resigned; nobody after a draw.
    pub fn winner(&self) -> Option<Player> {
        match self.ending {
            Ending::Resigned { by } => Some(!by),
            Ending::DrawAgreed => None,
        }
    }

    /// The status line: "South resigned: North wins." / "A draw, agreed by the players."
    pub fn sentence(&self, lang: Lang) -> String {
        match self.ending {
            Ending::Resigned { by } => tf(
                lang,
                "{} resigned: {} wins.",
                &[&i18n::player(lang, by), &i18n::player(lang, !by)],
            ),
            Ending::DrawAgreed => t(lang, "A draw, agreed by the players.").to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ending_names_its_winner_and_says_how_it_ended() {
        let resigned = Conclusion {
            ending: Ending::Resigned { by: Player::South },
            at: 12,
        };
        assert_eq!(resigned.winner(), Some(Player::North));
        let agreed = Conclusion {
            ending: Ending::DrawAgreed,
            at: 3,
        };
        assert_eq!(agreed.winner(), None);
        assert_eq!(agreed.sentence(Lang::En), "A draw, agreed by the players.");
        assert_eq!(resigned.sentence(Lang::En), "South resigned: North wins.");
        assert_eq!(
            resigned.sentence(Lang::Tr),
            "Güney pes etti: Kuzey kazandı."
        );
    }
}
