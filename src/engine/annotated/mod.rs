//! Annotated game records: a game watched in the field, as an ethnographer writes it down —
//! who played, where and when, which rules, what was said of a move, the hole the text is
//! about. The conventions are chess authors' (PGN and its embedded commands, as lichess and
//! ChessBase write them), carried over to the mancala notation of RULES.md §1.5:
//!
//! ```text
//! game: kiothi
//! options: {}
//! players: Kaburu (South), Mwenda (North)
//! place: Meru market
//! date: 2026-03-14
//! recorded by: A. Researcher
//! moves: {The players set up their warriors.} e1+f1=c1:5,a2:3,b2:2 e2+f2=j1:4,g2:6
//!   c1/3! {[%csl Gc1,Rc2][%cal Gc1e1] Kaburu lifts three warriors from c1.}
//!   {[%lang fr] Kaburu lève trois guerriers de c1.}
//! ```
//!
//! * **Header fields** are the record's own `key: value` lines ([`Field`]): `players:`,
//!   `place:`, `date:`, `event:`, `recorded by:`, `source:`, `local name:`, `notes:`, each
//!   at most once, in any language; `\n` writes a line break and `\\` a backslash.
//! * **A comment** is `{…}` after its move (before the first move: about the start). A
//!   comment starting with `[%lang fr]` is in that language; one without is for every
//!   reader. In a comment's text, `\{`, `\}`, `\\` and `\[` stand for the characters.
//! * **A glyph** is appended to its move: `!`, `?`, `!!`, `??`, `!?`, `?!` ([`Glyph`]).
//! * **Marks** are commands in a comment, written as the PGN supplement's embedded commands
//!   (`[%name operand,operand]`): `[%csl Gc1,Ra2]` highlights c1 green and a2 red, `[%cal
//!   Gc1f1]` draws a green arrow from c1 to f1 (colours `G`, `R`, `Y`, `B`), `[%lbl
//!   c1,"nki"]` writes a short text (at most [`LABEL_CHARS`] characters) on c1.
//! * **A move the players played against the rules** is written as they played it (or
//!   `--` when the notation cannot write it), and a `position:` line after it gives the
//!   position play went on from, set by hand ([`Step::then`]).
//!
//! Every older record reads as before: [`Record`]'s text and JSON are annotated records
//! without annotations. The JSON form carries the same ([`Annotated::to_json`]).
//!
//! The files, one form or one job each: `text.rs` reads and writes the text form's lines
//! (the header's fields, the moves, the positions set by hand), `comments.rs` a note as the
//! comments that say it (their escapes, the marks as commands, the language), `json.rs`
//! the JSON form. This file holds the types, what does not depend on a form (the plain
//! record, the positions at each step), and the checks both readers make (a hole on the
//! board, a language's code, a position after every `--`).
//!
//! [`LABEL_CHARS`]: crate::engine::LABEL_CHARS

mod comments;
mod json;
mod text;

use crate::engine::board::Hole;
use crate::engine::notation::Move;
use crate::engine::notes::{At, Glyph, Header, Note, NoteError};
use crate::engine::position::Position;
use crate::engine::record::{FormatError, Record, RecordError};
use crate::engine::rules::Rules;
use crate::engine::sowing::{Decisions, Effort};

/// A move of an annotated record, with what is said of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The move as the players played it; `None`: one the notation cannot write (`--`,
    /// its comment says what happened; a position set by hand follows it).
    pub mv: Option<Move>,
    /// What the annotator thinks of it.
    pub glyph: Option<Glyph>,
    /// What is said and drawn after it.
    pub note: Note,
    /// The position play went on from, set by hand after this move (the players broke the
    /// rules, or the move cannot be written): the rules' position after it is not used.
    pub then: Option<Position>,
}

impl Step {
    /// A move with nothing said of it.
    pub fn of(mv: Move) -> Step {
        Step {
            mv: Some(mv),
            glyph: None,
            note: Note::default(),
            then: None,
        }
    }
}

/// An annotated game record: the record (the rule set, the start position, the moves, the
/// long sowings decided), its header, and what is said and drawn at each step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotated {
    /// The game and its options.
    pub rules: Rules,
    /// The start position when it is not the rules' own.
    pub setup: Option<Position>,
    /// Long sowings already decided.
    pub decisions: Decisions,
    /// The header's fields that have a value.
    pub header: Header,
    /// What is said and drawn at the start, before the first move.
    pub start: Note,
    /// The moves from the start.
    pub steps: Vec<Step>,
}

impl From<Record> for Annotated {
    fn from(r: Record) -> Annotated {
        Annotated {
            rules: r.rules,
            setup: r.setup,
            decisions: r.decisions,
            header: Header::default(),
            start: Note::default(),
            steps: r.moves.into_iter().map(Step::of).collect(),
        }
    }
}

fn note_error(at: At, why: NoteError) -> RecordError {
    RecordError::Format(FormatError::Note { at, why })
}

impl Annotated {
    /// The plain record, when play never went on from a position set by hand and every
    /// move is written.
    pub fn record(&self) -> Option<Record> {
        let moves = self
            .steps
            .iter()
            .map(|s| s.mv.filter(|_| s.then.is_none()))
            .collect::<Option<Vec<Move>>>()?;
        Some(Record {
            rules: self.rules,
            setup: self.setup.clone(),
            moves,
            decisions: self.decisions.clone(),
        })
    }

    /// The plain record, its annotations dropped.
    ///
    /// # Errors
    /// Play went on from a position set by hand (or a move cannot be written): only an
    /// annotated record holds it ([`FormatError::SetByHand`], after which move).
    pub fn into_record(self) -> Result<Record, RecordError> {
        if let Some(i) = self
            .steps
            .iter()
            .position(|s| s.then.is_some() || s.mv.is_none())
        {
            return Err(FormatError::SetByHand { after: i + 1 }.into());
        }
        Ok(Record {
            rules: self.rules,
            setup: self.setup,
            moves: self.steps.into_iter().filter_map(|s| s.mv).collect(),
            decisions: self.decisions,
        })
    }

    /// The position at each step: the start, then the position after each move — the
    /// rules' own, or the one set by hand after a move that has one (such a move, played
    /// against the rules, is not checked; every other move is, from the position before
    /// it, repetition counted from the last position set by hand), each sowing followed as
    /// `effort` says ([`Record::replay`]).
    ///
    /// # Errors
    /// The first move that cannot be played, with its number, or undecided.
    pub fn positions(&self, effort: Effort) -> Result<Vec<Position>, RecordError> {
        let mut out = Vec::with_capacity(self.steps.len() + 1);
        let mut start = self.setup.clone();
        let mut moves: Vec<Move> = Vec::new();
        let mut first = 0;
        let flush = |start: Option<Position>,
                     moves: Vec<Move>,
                     first: usize,
                     out: &mut Vec<Position>|
         -> Result<(), RecordError> {
            let r = Record {
                rules: self.rules,
                setup: start,
                moves,
                decisions: self.decisions.clone(),
            };
            let game = r.replay(effort).map_err(|e| match e {
                RecordError::Move {
                    number,
                    text,
                    reason,
                } => RecordError::Move {
                    number: number + first,
                    text,
                    reason,
                },
                e => e,
            })?;
            out.extend(game.positions().iter().cloned());
            Ok(())
        };
        for (i, step) in self.steps.iter().enumerate() {
            match (&step.then, step.mv) {
                (Some(p), _) => {
                    flush(start.take(), std::mem::take(&mut moves), first, &mut out)?;
                    start = Some(p.clone());
                    first = i + 1;
                }
                (None, Some(mv)) => moves.push(mv),
                (None, None) => {
                    return Err(note_error(
                        at_move(self, i + 1),
                        NoteError::UnwrittenWithoutPosition,
                    ))
                }
            }
        }
        flush(start, moves, first, &mut out)?;
        Ok(out)
    }

    /// Whether anything is annotated: a header field, a comment, a glyph, a mark, a
    /// position set by hand.
    pub fn is_annotated(&self) -> bool {
        !self.header.is_empty()
            || !self.start.is_empty()
            || self.steps.iter().any(|s| {
                s.glyph.is_some() || !s.note.is_empty() || s.then.is_some() || s.mv.is_none()
            })
    }

    /// The note at step `k`: the start's (`0`), else move `k`'s.
    pub fn note_at(&self, k: usize) -> Option<&Note> {
        match k {
            0 => Some(&self.start),
            k => self.steps.get(k - 1).map(|s| &s.note),
        }
    }

    /// Reads a record in either form (JSON or text).
    ///
    /// # Errors
    /// What is wrong with it, and where.
    pub fn parse_any(text: &str) -> Result<Annotated, RecordError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim_start().starts_with('{') {
            Annotated::from_json(text)
        } else {
            text.parse()
        }
    }
}

fn at_move(a: &Annotated, number: usize) -> At {
    let text = a
        .steps
        .get(number - 1)
        .map(|s| s.mv.map_or_else(|| "--".to_string(), |m| m.to_string()))
        .unwrap_or_default();
    At::Move { number, text }
}

/// Every `--` has a position set by hand after it.
fn check_unwritten(a: &Annotated) -> Result<(), RecordError> {
    for (i, s) in a.steps.iter().enumerate() {
        if s.mv.is_none() && s.then.is_none() {
            return Err(note_error(
                at_move(a, i + 1),
                NoteError::UnwrittenWithoutPosition,
            ));
        }
    }
    Ok(())
}

/// A hole of `rules`' board, as written.
fn hole_of(rules: Rules, text: &str) -> Result<Hole, NoteError> {
    let h: Hole = text
        .parse()
        .map_err(|_| NoteError::NotOnBoard(text.to_string()))?;
    rules
        .geometry()
        .index(h)
        .map(|_| h)
        .ok_or_else(|| NoteError::NotOnBoard(text.to_string()))
}

/// Whether `s` is a language's code: two or three letters, then `-` parts (`fr`,
/// `pt-BR`).
fn is_lang(s: &str) -> bool {
    let mut parts = s.split('-');
    let first = parts.next().unwrap_or("");
    (2..=3).contains(&first.len())
        && first.bytes().all(|b| b.is_ascii_lowercase())
        && parts
            .all(|p| !p.is_empty() && p.len() <= 8 && p.bytes().all(|b| b.is_ascii_alphanumeric()))
}
