//! What the state asks of the worker, as values: its one request ([`Request`], with what
//! it needs in [`Work`], carried by `Effect::Ask`), and the replies that come back
//! ([`Reply`], each naming the request it answers).
//!
//! The worker serves one request at a time, so the state has one slot for what it waits
//! for ([`Asked`]: a hint or a long sowing to decide, never both), stamped with the board
//! it was made for; the computer's move and the graph's next value are asked when nothing
//! else is waited for.

use std::rc::Rc;

use super::deciding::{DecideFailure, Deciding};
use super::session::{Session, Stamp};
use crate::ai::{Level, Value as MoveValue};
use crate::engine::{Decisions, Game, Move};

/// A request to the worker (what a reply answers).
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// The computer's move in the position after `ply` moves, asked at `serial`.
    Computer {
        /// Moves played.
        ply: usize,
        /// The state's serial when asked (the request's id).
        serial: u64,
    },
    /// Every move's value (the hint), request `id`.
    Hint {
        /// The request's id.
        id: u64,
    },
    /// The value of the game's position after `ply` moves (the analysis graph).
    Graph {
        /// The request's id.
        id: u64,
        /// The position's number.
        ply: usize,
    },
    /// Long sowings decided exactly.
    Decide(Rc<Deciding>),
}

impl Request {
    /// The request's id.
    pub fn id(&self) -> u64 {
        match self {
            Request::Computer { serial, .. } => *serial,
            Request::Hint { id } | Request::Graph { id, .. } => *id,
            Request::Decide(d) => d.id,
        }
    }
}

/// A request with what the worker needs for it.
#[derive(Clone, Debug)]
pub struct Work {
    /// The request.
    pub request: Request,
    /// The game searched (up to the graph's position).
    pub game: Rc<Game>,
    /// How strong the computer plays.
    pub level: Level,
    /// Milliseconds the computer waits at least before moving (the page paints first).
    pub pause: u32,
}

/// What the state waits for from the worker (one slot: a hint or a decision).
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A hint, request `id`.
    Hint(u64),
    /// A long sowing to decide.
    Decide(Rc<Deciding>),
}

/// [`Ask`] stamped with the board it was made for: a hint with the position's stamp, a
/// decision with the game's ([`Session::stamp`], [`Session::version`]). Once the board
/// changes, it no longer matches, and is as good as gone.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    on: Stamp,
    /// What is waited for.
    pub ask: Ask,
}

impl Asked {
    /// A hint asked (request `id`) on `board`.
    pub fn hint(id: u64, board: &Session) -> Asked {
        Asked {
            on: board.stamp(),
            ask: Ask::Hint(id),
        }
    }

    /// A decision waited for on `board`.
    pub fn decide(d: Deciding, board: &Session) -> Asked {
        Asked {
            on: board.version(),
            ask: Ask::Decide(Rc::new(d)),
        }
    }

    /// Whether it is still waited for on `board`.
    pub fn holds(&self, board: &Session) -> bool {
        match self.ask {
            Ask::Hint(_) => self.on == board.stamp(),
            Ask::Decide(_) => self.on == board.version(),
        }
    }
}

/// The computer's move failed on a board ([`Reply::ComputerFailed`]), stamped with the
/// position it was asked in ([`Session::stamp`]): after a first failure the move is
/// asked again at once (the reply's update makes a new request); after a second the
/// computer waits ([`Failing::gave_up`]) until the reader lets it try again
/// (`PlayAction::RetryComputer`), or takes a move back. Any other position leaves it
/// behind: it holds only for the position it was made on.
#[derive(Clone, Debug, PartialEq)]
pub struct Failing {
    on: Stamp,
    /// The computer has failed twice here and waits for the reader.
    pub gave_up: bool,
}

impl Failing {
    /// A failure on `board`: the first (`gave_up` false) or the second.
    pub fn on(board: &Session, gave_up: bool) -> Failing {
        Failing {
            on: board.stamp(),
            gave_up,
        }
    }

    /// Whether it is about the position on `board`.
    pub fn holds(&self, board: &Session) -> bool {
        self.on == board.stamp()
    }
}

/// The worker's replies (and the page's answer in its place), each naming the request
/// it answers: one that is not the request out is stale, and changes nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The computer's move for the position after `ply` moves, asked at `serial`.
    Computer {
        /// Moves played when the computer started thinking.
        ply: usize,
        /// The state's serial then (the request's id).
        serial: u64,
        /// The move.
        mv: Move,
    },
    /// The hint asked with request `id`.
    Hint {
        /// The request's id.
        id: u64,
        /// Each move and its value.
        moves: Vec<(Move, MoveValue)>,
        /// The best move.
        best: Option<Move>,
        /// Whether every value is proven.
        solved: bool,
        /// From an endgame table: each move's final margin (see `Hint::margins`).
        margins: Option<Vec<(Move, i32)>>,
    },
    /// The hint could not be computed.
    HintFailed {
        /// The request's id.
        id: u64,
    },
    /// The computer's move could not be chosen (the worker failed and the page found no
    /// move in its place), for the request [`Reply::Computer`] would have answered.
    ComputerFailed {
        /// Moves played when the computer started thinking.
        ply: usize,
        /// The state's serial then (the request's id).
        serial: u64,
    },
    /// The search's value of the game's position after `ply` moves, for its side to move
    /// (`None`: it could not be computed), answering request `id`.
    Graph {
        /// The request's id.
        id: u64,
        /// The position's number.
        ply: usize,
        /// Its value.
        value: Option<MoveValue>,
    },
    /// The long sowings decided for request `id`.
    Decided {
        /// The request's id.
        id: u64,
        /// What it decided (with what was known before).
        decisions: Decisions,
    },
    /// Decide request `id` got no answer.
    DecideFailed {
        /// The request's id.
        id: u64,
        /// Why.
        why: DecideFailure,
    },
}

impl Reply {
    /// Whether this answers `request` (the graph's values are matched by the analysis,
    /// which knows the position it asked for).
    pub fn answers(&self, request: Option<&Request>) -> bool {
        match (self, request) {
            (
                Reply::Computer { ply, serial, .. } | Reply::ComputerFailed { ply, serial },
                Some(Request::Computer { ply: p, serial: s }),
            ) => ply == p && serial == s,
            (Reply::Hint { id, .. } | Reply::HintFailed { id }, Some(Request::Hint { id: i })) => {
                id == i
            }
            (
                Reply::Decided { id, .. } | Reply::DecideFailed { id, .. },
                Some(Request::Decide(d)),
            ) => *id == d.id,
            (Reply::Graph { .. }, _) => true,
            _ => false,
        }
    }
}
