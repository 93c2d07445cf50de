//! The hint: a request waiting for the search, and its answer for one position.

use std::rc::Rc;

use super::deciding::quick_verdict;
use crate::ai::Value;
use crate::engine::{Decisions, Move, Position, Refusal};

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
}

/// The hint part of the state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HintRequest {
    /// A hint asked for and not yet answered: the request's id (the serial when asked).
    pub asked: Option<u64>,
    /// The last hint, for the position it was asked in.
    pub hint: Option<Rc<Hint>>,
}

impl HintRequest {
    /// Forgets the request and the hint.
    pub fn clear(&mut self) {
        *self = HintRequest::default();
    }

    /// Asks for a hint; `id` names the request.
    pub fn ask(&mut self, id: u64) {
        self.hint = None;
        self.asked = Some(id);
    }

    /// The hint for `p`, if there is one.
    pub fn for_position(&self, p: &Position) -> Option<&Hint> {
        self.hint.as_deref().filter(|h| &h.position == p)
    }

    /// Takes the answer to the request for `p`; `false` (and no hint) when it names a
    /// move that is not legal in `p`, or none at all. Checked quickly (`known`: the long
    /// sowings decided): a move the quick pass cannot decide is taken on the search's
    /// word.
    pub fn answer(
        &mut self,
        p: &Position,
        known: &Decisions,
        moves: Vec<(Move, Value)>,
        best: Option<Move>,
        solved: bool,
    ) -> bool {
        self.asked = None;
        let ok = |m: &Move| !matches!(quick_verdict(p, known, m), Err(Refusal::Illegal(_)));
        let legal = moves.iter().all(|(m, _)| ok(m)) && best.as_ref().is_none_or(ok);
        if !legal || moves.is_empty() {
            return false;
        }
        self.hint = Some(Rc::new(Hint {
            position: p.clone(),
            moves,
            best,
            solved,
        }));
        true
    }
}
