//! The app's side of a save: what a save holds once read ([`SavedGame`]), what it says
//! for the list of recent games ([`Summary`]), what is wrong with one ([`SaveError`]),
//! and a save replayed ([`Replayed`], [`restore`]): the types the format (`format.rs`)
//! and the readers of every version (`migrate.rs`) turn saves into.

use super::super::ending::{Conclusion, Ending};
use super::super::results::ScoreUnit;
use super::super::session::{Mode, Notes, SaveId, Session};
use crate::ai::Level;
use crate::engine::{Effort, Game, GameId, Move, Player, Record, RecordError};

/// Why a saved game cannot be read or restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not JSON; where the reading stopped.
    NotJson {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
    },
    /// JSON, but not an object.
    NotAnObject,
    /// No format version.
    NoVersion,
    /// Saved by a newer version of the app, in this format version.
    Newer(u64),
    /// A part that must be there is missing.
    Missing(&'static str),
    /// A part is not what it must be.
    Invalid(&'static str),
    /// A part this version of the format does not have (a version 3 save is read
    /// strictly).
    Unknown(String),
    /// The game record cannot be read or replayed.
    Record(RecordError),
}

/// Where a finished game or one in progress stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// In progress: this player to move.
    ToMove(Player),
    /// Over: won.
    Won {
        /// The winner.
        winner: Player,
        /// `[south, north]`.
        score: [u8; 2],
        /// What the score counts (unknown in a save written before units were kept).
        unit: Option<ScoreUnit>,
    },
    /// Over: drawn.
    Drawn {
        /// `[south, north]`.
        score: [u8; 2],
        /// What the score counts.
        unit: Option<ScoreUnit>,
    },
    /// Over: ended by the players (a resignation, an agreed draw).
    Ended(Ending),
}

/// What the list of recent games shows of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The game.
    pub game: GameId,
    /// Moves in the main line.
    pub moves: usize,
    /// Moves played.
    pub at: usize,
    /// Where it stands (unknown for a save that has no summary).
    pub standing: Option<Standing>,
    /// Who plays which side.
    pub mode: Mode,
}

impl Summary {
    /// The summary of `game` (played to the position shown), whose main line has `line`
    /// moves.
    pub fn of(game: &Game, line: usize, mode: Mode) -> Summary {
        let p = game.current();
        let standing = match p.outcome() {
            Some(o) => {
                let (score, unit) = (o.score, Some(ScoreUnit::of(p, &o)));
                match o.winner {
                    Some(winner) => Standing::Won {
                        winner,
                        score,
                        unit,
                    },
                    None => Standing::Drawn { score, unit },
                }
            }
            None => Standing::ToMove(p.to_move()),
        };
        Summary {
            game: p.game(),
            moves: line,
            at: game.moves().len(),
            standing: Some(standing),
            mode,
        }
    }

    /// The summary of `session`.
    pub fn of_session(session: &Session) -> Summary {
        Summary::of(session.game(), session.line().len(), session.mode).ended(session.ended_now())
    }

    /// The summary of a game ended by the players, as `ended` says.
    fn ended(mut self, ended: Option<Conclusion>) -> Summary {
        if let Some(c) = ended {
            self.standing = Some(Standing::Ended(c.ending));
        }
        self
    }
}

/// A save read (of any version), not yet replayed.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// Which game.
    pub id: SaveId,
    /// Its revision.
    pub revision: u64,
    /// When it was saved (milliseconds since 1970).
    pub saved: f64,
    /// The main line.
    pub record: Record,
    /// Moves played.
    pub at: usize,
    /// Who plays which side.
    pub mode: Mode,
    /// The computer's level.
    pub level: Level,
    /// What the list shows (absent in a save upgraded from version 1).
    pub summary: Option<Summary>,
    /// A resignation or an agreed draw after the last move (the `ended` part).
    pub ended: Option<Conclusion>,
    /// What an annotated record says of the game (kept in the save's record).
    pub notes: Notes,
}

/// What opening a save gave: the game, or a save whose replay waits for a long sowing
/// to be decided in the worker (the quick pass could not tell).
#[derive(Clone, Debug, PartialEq)]
pub enum Restored {
    /// Restored.
    Replayed(Replayed),
    /// Read, not yet replayed: a long sowing must be decided first.
    Undecided(SavedGame),
}

impl Restored {
    /// The game restored, if it was.
    pub fn loaded(self) -> Option<Replayed> {
        match self {
            Restored::Replayed(l) => Some(l),
            Restored::Undecided(_) => None,
        }
    }
}

/// A saved game restored: the record replayed.
#[derive(Clone, Debug)]
pub struct Replayed {
    /// Which game.
    pub id: SaveId,
    /// The revision restored.
    pub revision: u64,
    /// The main line played through.
    pub game: Game,
    /// The main line.
    pub line: Vec<Move>,
    /// Moves played.
    pub at: usize,
    /// Who plays which side.
    pub mode: Mode,
    /// The computer's level.
    pub level: Level,
    /// A resignation or an agreed draw after the last move.
    pub ended: Option<Conclusion>,
    /// What an annotated record says of the game.
    pub notes: Notes,
}

impl PartialEq for Replayed {
    fn eq(&self, other: &Replayed) -> bool {
        self.id == other.id
            && self.revision == other.revision
            && self.line == other.line
            && self.at == other.at
            && self.mode == other.mode
            && self.level == other.level
            && self.ended == other.ended
            && self.game.start() == other.game.start()
    }
}

impl Replayed {
    /// Its summary.
    pub fn summary(&self) -> Summary {
        let mut game = self.game.clone();
        game.truncate(self.at);
        Summary::of(&game, self.line.len(), self.mode).ended(self.ended.filter(|c| c.at == self.at))
    }
}

impl Session {
    /// A saved game restored: its id, at its revision.
    pub fn from_loaded(l: &Replayed) -> Session {
        let mut s = Session::from_game(
            l.id.clone(),
            l.game.clone(),
            l.line.clone(),
            l.at,
            l.mode,
            l.level,
        );
        if !l.notes.is_empty() {
            s.annotate(l.notes.clone());
        }
        s.revision = l.revision;
        s.base = l.revision;
        s.ended = l.ended;
        s
    }
}

impl SaveError {
    /// Whether the save's replay only stopped at a sowing too long to decide in passing
    /// (not broken: the worker decides it, and it restores).
    pub fn is_undecided(&self) -> bool {
        matches!(self, SaveError::Record(e) if e.is_undecided())
    }
}

/// Replays a save with the engine's quick pass (never an exact decision: the page's
/// thread must not wait).
///
/// # Errors
/// The record does not replay, or needs a long sowing decided
/// ([`SaveError::is_undecided`]).
pub fn restore(saved: &SavedGame) -> Result<Replayed, SaveError> {
    let game = saved
        .record
        .replay(Effort::Quick)
        .map_err(SaveError::Record)?;
    Ok(Replayed {
        id: saved.id.clone(),
        revision: saved.revision,
        game,
        line: saved.record.moves.clone(),
        at: saved.at,
        mode: saved.mode,
        level: saved.level,
        ended: saved.ended,
        notes: saved.notes.clone(),
    })
}
