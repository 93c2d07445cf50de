//! Long sowings decided off the page's thread.
//!
//! The page only ever asks the engine's quick questions (`Game::play` and
//! `Record::replay` at `Effort::Quick`, `Position::choices_at`, `playable_holes`), which never follow a
//! relay for more than `QUICK_LAPS` laps. When one answers "undecided" (a Kiothi sowing of
//! millions of laps, almost always endless), what the player asked for waits here while
//! the Web Worker replays the game exactly (`ai::protocol`, mode `decide`); its answer is
//! the decisions it learned, which the game keeps (and saves, and puts in its records
//! and links), and the quick question is asked again — now answered at once. The
//! player sees "deciding…" and may cancel: the game stays as it was. An answer to a
//! request that is no longer waited for is dropped.

use std::rc::Rc;

use super::claims::Claims;
use super::letters::{Incoming, LetterPart};
pub use super::notices::{DecideFailure, Pending};
use super::save::SavedGame;
use super::session::Notes;
use crate::engine::{Decisions, Effort, Game, Move, Position, Record, Refusal};

/// What waits for a long sowing to be decided.
#[derive(Clone, Debug, PartialEq)]
pub enum Waiting {
    /// A move in the game on the board.
    Move {
        /// The move.
        mv: Move,
        /// Replayed from the main line (redo): the computer does not answer it.
        redo: bool,
    },
    /// The position after this many moves of the main line.
    Jump(usize),
    /// A record to open as a new game: an import, or a share link.
    Open {
        /// The record, without the decided sowings it carried.
        record: Record,
        /// What it said of long sowings, checked against the worker's verdicts.
        claims: Claims,
        /// From the import box (else a share link).
        import: bool,
        /// What an annotated record says of the game.
        notes: Rc<Notes>,
    },
    /// A saved game to open.
    Saved(Rc<SavedGame>),
    /// A correspondence game's "your move" link to open: the worker decides the part
    /// named (the link's record, or the game saved under its id).
    Letter(Rc<Incoming>, LetterPart),
}

/// A request to decide, and what waits for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Deciding {
    /// The request's id (the state's serial when it was made): an answer with another id
    /// is stale.
    pub id: u64,
    /// The record the worker replays exactly (with the decisions known so far).
    pub record: Record,
    /// The move it plays after the record.
    pub mv: Option<Move>,
    /// What waits for the answer.
    pub waiting: Waiting,
}

impl Deciding {
    /// What is being decided.
    pub fn pending(&self) -> Pending {
        match &self.waiting {
            Waiting::Move { mv, .. } => Pending::Move(*mv),
            Waiting::Jump(n) => Pending::Jump(*n),
            Waiting::Open { import: true, .. } => Pending::Import,
            Waiting::Open { import: false, .. } | Waiting::Letter(..) => Pending::Link,
            Waiting::Saved(s) => Pending::Saved(s.record.rules.game()),
        }
    }

    /// A move of `game` waits: the worker replays the game and plays `mv`.
    pub fn for_move(id: u64, game: &Game, mv: Move, redo: bool) -> Deciding {
        Deciding {
            id,
            record: game.record(),
            mv: Some(mv),
            waiting: Waiting::Move { mv, redo },
        }
    }

    /// A jump to `n` moves of the main line `line` waits.
    pub fn for_jump(id: u64, line: &Record, n: usize) -> Deciding {
        let mut record = line.clone();
        record.moves.truncate(n);
        Deciding {
            id,
            record,
            mv: None,
            waiting: Waiting::Jump(n),
        }
    }

    /// A record to open waits (with what an annotated record says of it); the worker
    /// decides it without `claims`, the decided sowings it carried.
    pub fn for_record(
        id: u64,
        record: Record,
        claims: Claims,
        import: bool,
        notes: Rc<Notes>,
    ) -> Deciding {
        Deciding {
            id,
            record: record.clone(),
            mv: None,
            waiting: Waiting::Open {
                record,
                claims,
                import,
                notes,
            },
        }
    }

    /// A "your move" link waits: the worker decides `record`, its `part`.
    pub fn for_letter(id: u64, record: Record, part: LetterPart, incoming: Incoming) -> Deciding {
        Deciding {
            id,
            record,
            mv: None,
            waiting: Waiting::Letter(Rc::new(incoming), part),
        }
    }

    /// A saved game to open waits.
    pub fn for_saved(id: u64, saved: Rc<SavedGame>) -> Deciding {
        Deciding {
            id,
            record: saved.record.clone(),
            mv: None,
            waiting: Waiting::Saved(saved),
        }
    }
}

/// What a quick look says of `mv` in `p` (the long sowings in `known` taken as decided):
/// never an exact decision, whatever the move (a Kiothi redistribution too).
pub fn quick_verdict(p: &Position, known: &Decisions, mv: &Move) -> Result<(), Refusal> {
    let mut g = Game::new(p.clone());
    g.learn(known.clone());
    g.play(mv, Effort::Quick).map(|_| ())
}
