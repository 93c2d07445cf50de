//! A puzzle's hints, pure: help that comes before the solution gives the puzzle away. The
//! first hint names the hole to look at and why (a capture to be made there, a four that
//! gives another move, or where the sowing must end); the second names the move's hole
//! (and for a partial lift how many to lift). They are worked out from the line's move by
//! the engine's trace, for the position on the board.

use crate::engine::{Circuit, Hole, Lift, Move, Player, Position, TraceEvent};
use crate::ui::i18n::{t, tf, tn, Lang};

/// How many hints a turn has: the idea, then the move.
pub const HINTS: u8 = 2;

/// What the first hint points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idea {
    /// The move takes seeds from this hole.
    Capture,
    /// The move's last seed makes a four here, which gives another move (Hoyito III).
    MoveAgain,
    /// Nothing is taken at once: where the sowing ends matters.
    Ends,
}

/// A hint for the player's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// Where to look, and why.
    Look {
        /// The hole.
        hole: Hole,
        /// What happens there.
        idea: Idea,
    },
    /// The move: the hole to play, how many to lift when not all, and whether along the
    /// mirrored circuit (Katro's `either`).
    Play {
        /// The hole lifted from.
        hole: Hole,
        /// How many seeds, when not all of them.
        lift: Option<u8>,
        /// Along the mirrored circuit.
        mirrored: bool,
    },
}

/// Hint number `stage` (1: the idea, 2: the move) for playing `mv` in `p`; `None` for
/// another stage, or a move that is not a sowing or not legal there.
pub fn hint_for(p: &Position, mv: &Move, stage: u8) -> Option<Hint> {
    let Move::Sow(sow) = mv else { return None };
    match stage {
        1 => {
            let (_, events) = p.play_traced(mv).ok()?;
            Some(look(&events, p.to_move()).unwrap_or(Hint::Look {
                hole: sow.hole,
                idea: Idea::Ends,
            }))
        }
        2 => Some(Hint::Play {
            hole: sow.hole,
            lift: match sow.lift {
                Lift::All => None,
                Lift::Some(n) => Some(n),
            },
            mirrored: sow.circuit == Circuit::Mirrored,
        }),
        _ => None,
    }
}

/// The first hint from a move's trace: the first capture by the mover (a move again when
/// an extra turn follows it), else the hole where the sowing ends.
fn look(events: &[TraceEvent], mover: Player) -> Option<Hint> {
    let again = events
        .iter()
        .any(|e| matches!(e, TraceEvent::ExtraTurn { player } if *player == mover));
    let taken = events.iter().find_map(|e| match e {
        TraceEvent::Capture { hole, by, .. } if *by == mover => Some(*hole),
        _ => None,
    });
    if let Some(hole) = taken {
        let idea = if again {
            Idea::MoveAgain
        } else {
            Idea::Capture
        };
        return Some(Hint::Look { hole, idea });
    }
    let last = events.iter().rev().find_map(|e| match e {
        TraceEvent::Drop { hole, .. } => Some(*hole),
        _ => None,
    })?;
    Some(Hint::Look {
        hole: last,
        idea: Idea::Ends,
    })
}

impl Hint {
    /// The hint in words, in `lang`: no notation, only the holes' names.
    pub fn text(&self, lang: Lang) -> String {
        match *self {
            Hint::Look { hole, idea } => {
                let h = hole.to_string();
                match idea {
                    Idea::Capture => {
                        tf(lang, "Look at {}: there are seeds to capture there.", &[&h])
                    }
                    Idea::MoveAgain => tf(
                        lang,
                        "Look at {}: a four made there with the last seed gives you another move.",
                        &[&h],
                    ),
                    Idea::Ends => tf(
                        lang,
                        "Look at {}: where your sowing ends decides the game.",
                        &[&h],
                    ),
                }
            }
            Hint::Play {
                hole,
                lift,
                mirrored,
            } => {
                let h = hole.to_string();
                let mut s = match lift {
                    None => tf(lang, "Play the hole {}.", &[&h]),
                    Some(n) => tn(
                        lang,
                        n.into(),
                        "Play the hole {}, lifting {} seed.",
                        "Play the hole {}, lifting {} seeds.",
                        &[&h, &n],
                    ),
                };
                if mirrored {
                    s.push(' ');
                    s.push_str(t(lang, "Sow along the mirrored circuit."));
                }
                s
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Rules};

    fn position(json: &str) -> Position {
        Position::from_json(json).expect("a position")
    }

    #[test]
    fn the_first_hint_names_the_hole_of_the_capture_the_second_the_move() {
        // Rio Kadalis: South's f1 makes four with its last seed in a2 (binikh).
        let p = position(
            r#"{"game":"rio-kadalis","to_move":"south","pits":[[0,0,1,2,0,1],[0,0,1,0,0,3]],"captured":{"south":20,"north":20}}"#,
        );
        let mv: Move = "f1".parse().unwrap();
        let first = hint_for(&p, &mv, 1).unwrap();
        let Hint::Look { hole, idea } = first else {
            panic!("the first hint says where to look: {first:?}")
        };
        let (_, events) = p.play_traced(&mv).unwrap();
        let captured = events
            .iter()
            .any(|e| matches!(e, TraceEvent::Capture { hole: h, .. } if *h == hole));
        assert_eq!(idea == Idea::Capture, captured, "{hole} {idea:?}");
        assert_eq!(
            hint_for(&p, &mv, 2),
            Some(Hint::Play {
                hole: "f1".parse().unwrap(),
                lift: None,
                mirrored: false
            })
        );
        assert_eq!(hint_for(&p, &mv, 3), None);
        assert_eq!(
            Hint::Play {
                hole: "f1".parse().unwrap(),
                lift: None,
                mirrored: false
            }
            .text(Lang::En),
            "Play the hole f1."
        );
    }

    #[test]
    fn a_four_with_the_last_seed_in_hoyito_is_a_move_again() {
        // Hoyito III: c1's 3 seeds end in f1, which held 3: a four, and South moves again.
        let p = position(
            r#"{"game":"hoyito-3","to_move":"south","pits":[[0,0,3,0,0,3],[4,4,4,4,4,2]],"captured":{"south":12,"north":8}}"#,
        );
        let hint = hint_for(&p, &"c1".parse().unwrap(), 1).unwrap();
        assert_eq!(
            hint,
            Hint::Look {
                hole: "f1".parse().unwrap(),
                idea: Idea::MoveAgain
            }
        );
        assert!(hint.text(Lang::En).contains("another move"));
    }

    #[test]
    fn a_partial_lift_says_how_many_and_no_hint_names_notation() {
        let p = Position::start(Rules::default_for(GameId::Kiothi));
        let hint = Hint::Play {
            hole: "c1".parse().unwrap(),
            lift: Some(3),
            mirrored: false,
        };
        assert_eq!(hint.text(Lang::En), "Play the hole c1, lifting 3 seeds.");
        assert!(!hint.text(Lang::En).contains('/'));
        // A redistribution has no hint.
        let mv: Move = "e1+f1=c1:5,a2:5".parse().unwrap();
        assert_eq!(hint_for(&p, &mv, 1), None);
    }
}
