//! The hint: a request waiting for the search, and its answer for one position.

use std::rc::Rc;

use super::deciding::quick_verdict;
use super::session::{Session, Stamp};
use crate::ai::Value;
use crate::engine::{Move, Position, Refusal};

/// Every move's value in a position, from the search (the hint button).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The position analysed.
    pub position: Position,
    /// Each move and its value for the mover, in the search's order.
    pub moves: Vec<(Move, Value)>,
    /// The best move.
    pub best: Option<Move>,
    /// Whether every value is proven.
    pub solved: bool,
    /// From an endgame table (`None`: without one): each move's final margin when both
    /// play their best, in the game's points (a move whose value rests on a repetition
    /// has none).
    pub margins: Option<Vec<(Move, i32)>>,
}

impl Hint {
    /// Whether the values came from an endgame table.
    pub fn from_table(&self) -> bool {
        self.margins.is_some()
    }

    /// `mv`'s final margin, from the table.
    pub fn margin(&self, mv: Move) -> Option<i32> {
        let margins = self.margins.as_ref()?;
        margins.iter().find(|(m, _)| *m == mv).map(|&(_, n)| n)
    }
}

/// The hint part of the state: the last answer, stamped with the position it is for
/// (asking is the state's one request slot, `work::Asked`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HintRequest {
    hint: Option<(Stamp, Rc<Hint>)>,
}

impl HintRequest {
    /// Forgets the hint.
    pub fn clear(&mut self) {
        *self = HintRequest::default();
    }

    /// The hint for `board` as it is now, if there is one (a hint for an earlier
    /// position of it, or another board, is gone).
    pub fn for_board(&self, board: &Session) -> Option<&Hint> {
        self.hint
            .as_ref()
            .filter(|(on, h)| *on == board.stamp() && &h.position == board.position())
            .map(|(_, h)| &**h)
    }

    /// Takes the answer for `board`'s position; `false` (and no hint) when it names a
    /// move that is not legal there, or none at all. Checked quickly: a move the quick
    /// pass cannot decide is taken on the search's word.
    pub fn answer(
        &mut self,
        board: &Session,
        moves: Vec<(Move, Value)>,
        best: Option<Move>,
        solved: bool,
        margins: Option<Vec<(Move, i32)>>,
    ) -> bool {
        let (p, known) = (board.position(), board.game().decisions());
        let ok = |m: &Move| !matches!(quick_verdict(p, known, m), Err(Refusal::Illegal(_)));
        let legal = moves.iter().all(|(m, _)| ok(m)) && best.as_ref().is_none_or(ok);
        if !legal || moves.is_empty() {
            return false;
        }
        let hint = Hint {
            position: p.clone(),
            moves,
            best,
            solved,
            margins,
        };
        self.hint = Some((board.stamp(), Rc::new(hint)));
        true
    }
}
