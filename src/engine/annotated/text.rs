//! The text form of an annotated record, both ways: its lines (`game:`, `options:`, the
//! header's fields, `position:`, `moves:`, `decisions:`), the moves' text cut into moves
//! with their glyphs, comments and positions set by hand, and the plain record's text
//! (read by the same reader). What a comment says is `comments.rs`'s.

use std::fmt;
use std::str::FromStr;

use serde_json::Value;

use super::comments::{note_text, read_comment};
use super::{at_move, check_unwritten, note_error, Annotated, Step};
use crate::engine::error::SetupError;
use crate::engine::notation::Move;
use crate::engine::notes::{At, Field, Glyph, Header, Note, NoteError};
use crate::engine::position::Position;
use crate::engine::record::{FormatError, MoveError, Record, RecordError};
use crate::engine::rules::{GameId, Rules};
use crate::engine::sowing::Decisions;

// ---------------------------------------------------------------------------------------
// Writing.

/// Escapes a header field's value: `\` and line breaks.
fn escape_field(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

impl Annotated {
    /// What a record's `moves:` line says (without its key): the start's note, then each
    /// move with its glyph and note. A position set by hand is not in it (only the whole
    /// text form writes one).
    pub fn moves_text(&self) -> String {
        let mut line: Vec<String> = note_text(&self.start);
        for s in &self.steps {
            line.extend(step_text(s));
        }
        line.join(" ")
    }
}

/// A move as the moves' text writes it: the move with its glyph, then its note.
fn step_text(s: &Step) -> Vec<String> {
    let mv = s.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
    let mut out = vec![format!("{mv}{}", s.glyph.map_or("", Glyph::text))];
    out.extend(note_text(&s.note));
    out
}

impl fmt::Display for Annotated {
    /// The text form: the plain record's lines (`game:`, `options:`, `position:`,
    /// `moves:`, `decisions:`) with the header's fields after `options:`, and the moves
    /// with their glyphs, comments and marks, a `position:` line after a move where play
    /// went on from a position set by hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game: {}", self.rules.game().id())?;
        writeln!(f, "options: {}", self.rules.options_json())?;
        for (field, value) in self.header.iter() {
            writeln!(f, "{}: {}", field.key(), escape_field(value))?;
        }
        if let Some(p) = &self.setup {
            writeln!(f, "position: {}", p.to_json())?;
        }
        let mut line: Vec<String> = note_text(&self.start);
        for s in &self.steps {
            line.extend(step_text(s));
            if let Some(p) = &s.then {
                writeln!(f, "moves: {}", line.join(" "))?;
                writeln!(f, "position: {}", p.to_json())?;
                line.clear();
            }
        }
        if !line.is_empty() || self.steps.is_empty() {
            writeln!(f, "moves: {}", line.join(" "))?;
        }
        if !self.decisions.is_empty() {
            writeln!(f, "decisions: {}", self.decisions.to_json())?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------
// Reading.

fn unescape_field(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some('n')) => {
                out.push('\n');
                chars.next();
            }
            ('\\', Some('\\')) => {
                out.push('\\');
                chars.next();
            }
            (c, _) => out.push(c),
        }
    }
    out
}

// A plain record is read as an annotated one, its annotations dropped: one reader for both.

/// Reads the text form (an annotated record's annotations are dropped: [`Annotated`]'s
/// `FromStr` keeps them).
impl FromStr for Record {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Record, RecordError> {
        s.parse::<Annotated>()?.into_record()
    }
}

/// A piece of the moves' text, as read.
enum Piece {
    /// A move (with its glyph).
    Move(String),
    /// A comment's content (escapes kept).
    Comment(String),
    /// A position set by hand: its line, its column, its JSON.
    Set(usize, usize, String),
}

/// The keys of a plain record's lines.
const RECORD_KEYS: [&str; 5] = ["game", "options", "position", "moves", "decisions"];

/// Where `part` (a slice of `line`) starts in `line`, in bytes as serde_json counts columns.
fn column_in(line: &str, part: &str) -> usize {
    part.as_ptr() as usize - line.as_ptr() as usize
}

/// The moves' text of one line (after `moves:`, or a continuation), cut into pieces:
/// `comment` holds a comment still open from the line before (and is left open if this
/// line does not close it). A `#` outside a comment ends the line.
fn cut_moves(
    n: usize,
    text: &str,
    comment: &mut Option<(usize, String)>,
    out: &mut Vec<Piece>,
) -> Result<(), NoteError> {
    let mut chars = text.chars().peekable();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Piece>| {
        if !word.is_empty() {
            out.push(Piece::Move(std::mem::take(word)));
        }
    };
    while let Some(c) = chars.next() {
        if let Some((_, body)) = comment.as_mut() {
            match c {
                '\\' => {
                    body.push('\\');
                    if let Some(next) = chars.next() {
                        body.push(next);
                    }
                }
                '}' => {
                    let (_, body) = comment.take().unwrap_or_default();
                    out.push(Piece::Comment(body));
                }
                c => body.push(c),
            }
            continue;
        }
        match c {
            '{' => {
                flush(&mut word, out);
                *comment = Some((n, String::new()));
            }
            '}' => return Err(NoteError::StrayClose),
            '#' => break,
            c if c.is_whitespace() => flush(&mut word, out),
            c => word.push(c),
        }
    }
    flush(&mut word, out);
    if let Some((_, body)) = comment.as_mut() {
        body.push('\n');
    }
    Ok(())
}

impl FromStr for Annotated {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Annotated, RecordError> {
        let mut game = None;
        let mut options = Value::Null;
        let mut position = None;
        let mut decisions = Decisions::default();
        let mut header = Header::default();
        let mut pieces: Vec<Piece> = Vec::new();
        let mut in_moves = false;
        let mut open: Option<(usize, String)> = None;
        let mut seen_keys: Vec<&'static str> = Vec::new();
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        for (i, raw) in s.lines().enumerate() {
            let n = i + 1;
            if open.is_some() {
                // Inside a comment that started on an earlier line.
                cut_moves(n, raw, &mut open, &mut pieces)
                    .map_err(|why| RecordError::Format(FormatError::NoteLine { line: n, why }))?;
                continue;
            }
            let key = raw
                .split_once(':')
                .map(|(k, rest)| (k.trim(), rest))
                .filter(|(k, _)| RECORD_KEYS.contains(k) || Field::from_key(k).is_some());
            // A header field's value is the whole rest of its line (a `#` in it is text).
            if let Some(field) = key.and_then(|(k, _)| Field::from_key(k)) {
                let value = unescape_field(key.map_or("", |k| k.1).trim());
                in_moves = false;
                if header.contains(field) {
                    return Err(FormatError::Repeated {
                        line: n,
                        key: field.key(),
                    }
                    .into());
                }
                if !value.trim().is_empty() {
                    header.insert(field, value);
                }
                continue;
            }
            let line = raw.split('#').next().unwrap_or("").trim();
            match key {
                Some((k, _)) => {
                    let rest_start = raw.find(':').map_or(0, |c| c + 1);
                    let rest_raw = &raw[rest_start..];
                    let rest = line.split_once(':').map_or("", |(_, r)| r).trim();
                    let key = RECORD_KEYS.into_iter().find(|r| *r == k).unwrap_or("moves");
                    // A position after moves: play went on from it, set by hand.
                    let set_by_hand = key == "position" && (in_moves || !pieces.is_empty());
                    in_moves = false;
                    if key != "moves" && !set_by_hand {
                        if seen_keys.contains(&key) {
                            return Err(FormatError::Repeated { line: n, key }.into());
                        }
                        seen_keys.push(key);
                    }
                    match key {
                        "game" => game = Some(rest.parse::<GameId>()?),
                        "options" => {
                            options = serde_json::from_str(rest)
                                .map_err(|_| FormatError::OptionsNotJson { line: n })?
                        }
                        "position" if set_by_hand => {
                            pieces.push(Piece::Set(n, column_in(raw, rest), rest.to_string()));
                        }
                        "position" => position = Some((n, column_in(raw, rest), rest.to_string())),
                        "decisions" => {
                            let v: Value =
                                serde_json::from_str(rest).map_err(|e| FormatError::NotJson {
                                    line: n,
                                    column: column_in(raw, rest) + e.column(),
                                })?;
                            decisions = Decisions::from_json(&v).map_err(FormatError::Decisions)?;
                        }
                        _ => {
                            in_moves = true;
                            cut_moves(n, rest_raw, &mut open, &mut pieces).map_err(|why| {
                                RecordError::Format(FormatError::NoteLine { line: n, why })
                            })?;
                        }
                    }
                }
                None if in_moves => {
                    cut_moves(n, raw, &mut open, &mut pieces).map_err(|why| {
                        RecordError::Format(FormatError::NoteLine { line: n, why })
                    })?;
                }
                None if line.is_empty() => {}
                None => {
                    return Err(FormatError::UnknownLine {
                        line: n,
                        text: line.to_string(),
                    }
                    .into())
                }
            }
        }
        if let Some((line, _)) = open {
            return Err(FormatError::NoteLine {
                line,
                why: NoteError::Unclosed,
            }
            .into());
        }
        let game = game.ok_or(FormatError::NoGame)?;
        let rules = Rules::from_options(game, &options)?;
        let setup = match position {
            None => None,
            Some((line, start, text)) => Some(position_at(rules, line, start, &text)?),
        };
        let mut a = Annotated {
            rules,
            setup,
            decisions,
            header,
            start: Note::default(),
            steps: Vec::new(),
        };
        for piece in pieces {
            match piece {
                Piece::Move(text) => {
                    let number = a.steps.len() + 1;
                    let split = text.find(['!', '?']).unwrap_or(text.len());
                    let (mv_text, glyph_text) = text.split_at(split);
                    let glyph = match glyph_text {
                        "" => None,
                        g => Some(Glyph::from_text(g).ok_or_else(|| {
                            note_error(
                                At::Move {
                                    number,
                                    text: text.clone(),
                                },
                                NoteError::BadGlyph(g.to_string()),
                            )
                        })?),
                    };
                    if mv_text.is_empty() {
                        let at = a
                            .steps
                            .last()
                            .map_or(At::Start, |_| at_move(&a, a.steps.len()));
                        return Err(note_error(at, NoteError::GlyphFirst));
                    }
                    let mv = match mv_text {
                        "--" => None,
                        t => Some(t.parse::<Move>().map_err(|e| RecordError::Move {
                            number,
                            text: t.to_string(),
                            reason: MoveError::Parse(e),
                        })?),
                    };
                    a.steps.push(Step {
                        mv,
                        glyph,
                        note: Note::default(),
                        then: None,
                    });
                }
                Piece::Comment(body) => {
                    let at = match a.steps.len() {
                        0 => At::Start,
                        k => at_move(&a, k),
                    };
                    let shape = rules;
                    let note = match a.steps.last_mut() {
                        Some(s) => &mut s.note,
                        None => &mut a.start,
                    };
                    read_comment(&body, shape, note).map_err(|why| note_error(at, why))?;
                }
                Piece::Set(line, column, text) => {
                    let p = position_at(rules, line, column, &text)?;
                    match a.steps.last_mut() {
                        Some(s) => s.then = Some(p),
                        None => {
                            return Err(FormatError::NoteLine {
                                line,
                                why: NoteError::SetBeforeMoves,
                            }
                            .into())
                        }
                    }
                }
            }
        }
        check_unwritten(&a)?;
        Ok(a)
    }
}

/// A position of `rules` written on `line` from `column`.
fn position_at(
    rules: Rules,
    line: usize,
    column: usize,
    text: &str,
) -> Result<Position, RecordError> {
    let v: Value = serde_json::from_str(text).map_err(|e| SetupError::Json {
        line,
        column: column + e.column(),
        ends_early: e.is_eof(),
    })?;
    let p = Position::read_value(&v)?;
    if p.rules() != rules {
        return Err(FormatError::PositionRulesDiffer.into());
    }
    Ok(p)
}
