//! A game ended by the players rather than by the rules: a resignation, or a draw agreed
//! on one device. The rules (and RULES.md's notation) know nothing of them, so they are
//! kept beside the moves, never among them: in the session ([`Conclusion`]), in the save
//! (its `ended` part, with the winner written out) and in the move list (a line after the
//! last move, not a move). Whether a player may resign or offer a draw is the app's
//! choice; who won a resigned game is recorded, not worked out again.
//!
//! In a save (the `ended` part, read by [`Conclusion::from_json`]):
//!
//! ```json
//! {"by": "resignation", "resigned": "south", "winner": "north", "at": 12}
//! {"by": "agreement", "winner": null, "at": 30}
//! ```
//!
//! `at` is the number of moves played when the game ended (the main line's length).

use serde_json::{json, Value};

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

    /// The save's `ended` part.
    pub fn to_json(&self) -> Value {
        let winner = self.winner().map(Player::name);
        match self.ending {
            Ending::Resigned { by } => json!({
                "by": "resignation", "resigned": by.name(), "winner": winner, "at": self.at,
            }),
            Ending::DrawAgreed => json!({"by": "agreement", "winner": null, "at": self.at}),
        }
    }

    /// Reads the save's `ended` part; `None` when it is not one (a resignation whose
    /// winner is not the other player, a draw with a winner, `at` beyond `moves`).
    pub fn from_json(v: &Value, moves: usize) -> Option<Conclusion> {
        let at = usize::try_from(v.get("at")?.as_u64()?).ok()?;
        if at > moves {
            return None;
        }
        let winner = match v.get("winner")? {
            Value::Null => None,
            w => Some(Player::from_name(w.as_str()?)?),
        };
        let ending = match v.get("by")?.as_str()? {
            "resignation" => {
                let by = Player::from_name(v.get("resigned")?.as_str()?)?;
                (winner == Some(!by)).then_some(Ending::Resigned { by })?
            }
            "agreement" => winner.is_none().then_some(Ending::DrawAgreed)?,
            _ => return None,
        };
        Some(Conclusion { ending, at })
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
    fn an_ending_is_saved_with_its_winner_and_read_back_only_when_it_holds() {
        for c in [
            Conclusion {
                ending: Ending::Resigned { by: Player::South },
                at: 12,
            },
            Conclusion {
                ending: Ending::DrawAgreed,
                at: 3,
            },
        ] {
            let v = c.to_json();
            assert_eq!(Conclusion::from_json(&v, 12), Some(c));
            assert_eq!(Conclusion::from_json(&v, 2), None, "at beyond the moves");
        }
        let resigned = Conclusion {
            ending: Ending::Resigned { by: Player::South },
            at: 12,
        };
        assert_eq!(resigned.to_json()["winner"], json!("north"));
        assert_eq!(resigned.winner(), Some(Player::North));
        // A winner that contradicts the resignation is not read.
        let mut bad = resigned.to_json();
        bad["winner"] = json!("south");
        assert_eq!(Conclusion::from_json(&bad, 12), None);
        let bad = json!({"by": "agreement", "winner": "north", "at": 1});
        assert_eq!(Conclusion::from_json(&bad, 12), None);
        assert_eq!(
            Conclusion::from_json(&json!({"by": "timeout", "at": 1}), 12),
            None
        );
        assert_eq!(resigned.sentence(Lang::En), "South resigned: North wins.");
        assert_eq!(resigned.sentence(Lang::Tr), "Güney çekildi: Kuzey kazandı.");
    }
}
