//! What the player is in the middle of putting together: a Kiothi lift or a Katro
//! circuit (a chooser open on a hole), or Kiothi's opening redistribution (holes to
//! empty, then warriors placed one by one).

use super::deciding::quick_verdict;
use super::notices::Message;
use super::session::Mode;
use crate::engine::{ChoiceKind, Decisions, Hole, Move, Phase, Position, Redistribution, Refusal};

/// A move being put together in more than one step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Choosing {
    /// Nothing chosen yet.
    #[default]
    None,
    /// Kiothi: the hole is chosen; how many to lift?
    Lift(Hole),
    /// Katro with `either`: the hole is chosen; which circuit?
    Circuit(Hole),
}

impl Choosing {
    /// The hole a chooser is open on.
    pub fn hole(self) -> Option<Hole> {
        match self {
            Choosing::None => None,
            Choosing::Lift(h) | Choosing::Circuit(h) => Some(h),
        }
    }
}

/// Kiothi's redistribution being put together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    /// The holes emptied, in the order chosen.
    pub emptied: Vec<Hole>,
    /// Warriors placed one by one, in order.
    pub placed: Vec<Hole>,
    /// False while choosing the holes to empty; true while placing.
    pub placing: bool,
}

/// What the redistribution panel's buttons can do now.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DraftButtons {
    /// Take up the warriors of the holes chosen (enough holes are chosen).
    pub take: bool,
    /// Take back the last warrior placed, or go back to choosing holes.
    pub back: bool,
    /// Start over (something was chosen).
    pub reset: bool,
    /// Confirm: the draft is a legal redistribution.
    pub confirm: bool,
}

/// What a click on a hole comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Play this move.
    Play(Move),
    /// A chooser opened or the draft changed: nothing to say.
    Done,
    /// Refused, with the reason.
    Refused(Message),
}

/// The input part of the state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Input {
    /// The chooser open, if any.
    pub choosing: Choosing,
    /// Kiothi's redistribution draft.
    pub draft: Draft,
    /// Two players on one device: a draw offered by this player, waiting for the other's
    /// answer (a move made instead declines it).
    pub offer: Option<crate::engine::Player>,
}

impl Input {
    /// Forgets everything half chosen.
    pub fn clear(&mut self) {
        *self = Input::default();
    }

    /// A hole clicked in `p` (not while a move is shown); `known`: the long sowings the
    /// game has decided.
    pub fn click(&mut self, p: &Position, known: &Decisions, mode: Mode, hole: Hole) -> Click {
        if p.is_over() {
            return Click::Refused(Message::GameOver);
        }
        if mode.is_computer(p.to_move()) {
            return Click::Refused(Message::ComputersTurn(p.to_move()));
        }
        if mode.is_remote(p.to_move()) {
            return Click::Refused(Message::TheirMove(p.to_move()));
        }
        if p.geometry().index(hole).is_none() {
            return Click::Refused(Message::NoSuchHole(hole));
        }
        if p.phase() == Phase::Redistribute {
            return match self.draft_click(p, hole) {
                Ok(()) => Click::Done,
                Err(m) => Click::Refused(m),
            };
        }
        // The engine says what the hole offers: one move, or a lift or a circuit to choose.
        match p.choices_at(hole, known) {
            Ok(c) if c.kind == ChoiceKind::Lift => {
                self.choosing = Choosing::Lift(hole);
                Click::Done
            }
            Ok(c)
                if c.kind == ChoiceKind::Circuit
                    && c.moves
                        .iter()
                        .any(|(_, v)| !matches!(v, Err(Refusal::Illegal(_)))) =>
            {
                self.choosing = Choosing::Circuit(hole);
                Click::Done
            }
            // One move, or circuits that are both illegal: playing it says why.
            Ok(c) => Click::Play(c.moves.first().map_or(Move::hole(hole), |(m, _)| *m)),
            Err(_) => Click::Play(Move::hole(hole)),
        }
    }

    fn draft_click(&mut self, p: &Position, hole: Hole) -> Result<(), Message> {
        let Some(choice) = p.redistribution_choice() else {
            return Ok(());
        };
        let draft = &mut self.draft;
        if !draft.placing {
            if let Some(i) = draft.emptied.iter().position(|&h| h == hole) {
                draft.emptied.remove(i);
            } else if !choice.holes.iter().any(|&(h, _)| h == hole) {
                return Err(Message::CannotEmpty {
                    hole,
                    player: choice.player,
                });
            } else if draft.emptied.len() >= usize::from(choice.max_empty) {
                return Err(Message::AtMostEmptied(choice.max_empty));
            } else {
                draft.emptied.push(hole);
            }
        } else if self.hand(p) == 0 {
            return Err(Message::AllPlaced);
        } else {
            self.draft.placed.push(hole);
        }
        Ok(())
    }

    /// Redistribution: done choosing holes to empty; now place the warriors.
    ///
    /// # Errors
    /// Too few holes chosen.
    pub fn draft_take(&mut self, p: &Position) -> Result<(), Message> {
        let Some(choice) = p.redistribution_choice() else {
            return Ok(());
        };
        let n = self.draft.emptied.len();
        if n < usize::from(choice.min_empty) {
            return Err(Message::EmptyFirst {
                min: choice.min_empty,
                chosen: n,
            });
        }
        self.draft.placing = true;
        Ok(())
    }

    /// Redistribution: takes back the last warrior placed (or goes back to choosing holes).
    pub fn draft_take_back(&mut self) {
        if self.draft.placed.pop().is_none() {
            self.draft.placing = false;
        }
    }

    /// Redistribution: starts it over.
    pub fn draft_reset(&mut self) {
        self.draft = Draft::default();
    }

    /// Redistribution: what each of the panel's buttons can do in `p` now (a button that
    /// can do nothing is disabled); `known`: the long sowings the game has decided.
    /// Whether the draft can be confirmed is the engine's quick answer: its move is not
    /// illegal in `p` (one too long to decide in passing is confirmed, and decided in the
    /// worker).
    pub fn draft_buttons(&self, p: &Position, known: &Decisions) -> DraftButtons {
        let Some(choice) = p.redistribution_choice() else {
            return DraftButtons::default();
        };
        let d = &self.draft;
        let chosen = d.emptied.len();
        DraftButtons {
            take: !d.placing
                && chosen >= usize::from(choice.min_empty)
                && chosen <= usize::from(choice.max_empty),
            back: d.placing,
            reset: *d != Draft::default(),
            confirm: self.hand(p) == 0
                && self.draft_move().is_ok_and(|mv| {
                    !matches!(quick_verdict(p, known, &mv), Err(Refusal::Illegal(_)))
                }),
        }
    }

    /// Redistribution: the move the draft makes, once it is complete in `p`.
    ///
    /// # Errors
    /// Too few holes emptied, warriors still in hand, or not a redistribution.
    pub fn draft_complete(&self, p: &Position) -> Result<Move, Message> {
        if let Some(choice) = p.redistribution_choice() {
            let chosen = self.draft.emptied.len();
            if chosen < usize::from(choice.min_empty) {
                return Err(Message::EmptyFirst {
                    min: choice.min_empty,
                    chosen,
                });
            }
            let hand = self.hand(p);
            if hand > 0 {
                return Err(Message::PlaceFirst(hand));
            }
        }
        self.draft_move()
    }

    /// Redistribution: the move the draft makes.
    ///
    /// # Errors
    /// The draft is not a redistribution.
    pub fn draft_move(&self) -> Result<Move, Message> {
        let mut placements: Vec<(Hole, u8)> = Vec::new();
        for &h in &self.draft.placed {
            match placements.iter_mut().find(|(q, _)| *q == h) {
                Some((_, n)) => *n = n.saturating_add(1),
                None => placements.push((h, 1)),
            }
        }
        Redistribution::new(&self.draft.emptied, &placements)
            .map(Move::Redistribute)
            .map_err(Message::RedistributionRefused)
    }

    /// Warriors in hand during the redistribution draft of `p`.
    pub fn hand(&self, p: &Position) -> u32 {
        let lifted: u32 = self
            .draft
            .emptied
            .iter()
            .map(|&h| u32::from(p.count(h)))
            .sum();
        lifted.saturating_sub(self.draft.placed.len() as u32)
    }
}
