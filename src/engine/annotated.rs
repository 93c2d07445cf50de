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

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde_json::{json, Map, Value};

use super::board::Hole;
use super::error::SetupError;
use super::notation::Move;
use super::notes::{
    Arrow, At, Colour, Field, Glyph, JsonPart, Marks, Note, NoteError, LABEL_CHARS,
};
use super::position::Position;
use super::record::{FormatError, MoveError, Record, RecordError};
use super::rules::{GameId, Rules};
use super::sowing::{Decisions, Effort};

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
    pub header: BTreeMap<Field, String>,
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
            header: BTreeMap::new(),
            start: Note::default(),
            steps: r.moves.into_iter().map(Step::of).collect(),
        }
    }
}

fn note_error(at: At, why: NoteError) -> RecordError {
    RecordError::Format(FormatError::Note { at, why })
}

// ---------------------------------------------------------------------------------------
// Writing.

/// Escapes a comment's text: `\`, `{`, `}` and the `[` of a `[%` (which would start a
/// command).
fn escape_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '[' if chars.peek() == Some(&'%') => out.push_str("\\["),
            c => out.push(c),
        }
    }
    out
}

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

/// A quoted operand (a label's text): `"`, `\` and the braces (which would end its
/// comment) escaped.
fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        if matches!(c, '"' | '\\' | '{' | '}') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The marks as commands (`[%csl …][%cal …][%lbl …]`).
pub fn marks_text(m: &Marks) -> String {
    let mut out = String::new();
    if !m.holes.is_empty() {
        let ops: Vec<String> = m
            .holes
            .iter()
            .map(|(c, h)| format!("{}{h}", c.letter()))
            .collect();
        out.push_str(&format!("[%csl {}]", ops.join(",")));
    }
    if !m.arrows.is_empty() {
        let ops: Vec<String> = m
            .arrows
            .iter()
            .map(|a| format!("{}{}{}", a.colour.letter(), a.from, a.to))
            .collect();
        out.push_str(&format!("[%cal {}]", ops.join(",")));
    }
    if !m.labels.is_empty() {
        let ops: Vec<String> = m
            .labels
            .iter()
            .map(|(h, t)| format!("{h},{}", quoted(t)))
            .collect();
        out.push_str(&format!("[%lbl {}]", ops.join(",")));
    }
    out
}

/// A note as the comments that write it: the marks and the comment for every reader
/// first, then one comment per language.
fn note_text(n: &Note) -> Vec<String> {
    let mut out = Vec::new();
    let general = n.comments.iter().find(|c| c.lang.is_none());
    let marks = marks_text(&n.marks);
    if !marks.is_empty() || general.is_some() {
        let text = general.map(|c| escape_comment(&c.text)).unwrap_or_default();
        let sep = if marks.is_empty() || text.is_empty() {
            ""
        } else {
            " "
        };
        out.push(format!("{{{marks}{sep}{text}}}"));
    }
    for c in n.comments.iter().filter(|c| c.lang.is_some()) {
        let lang = c.lang.as_deref().unwrap_or_default();
        out.push(format!("{{[%lang {lang}] {}}}", escape_comment(&c.text)));
    }
    out
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

    /// The record as JSON: the plain record's keys (moves with nothing said of them are
    /// strings), `"header"` with the fields, `"start"` with the start's note, and each
    /// annotated move as an object `{"move", "glyph"?, "comments"?, "marks"?}`, a position
    /// set by hand as `{"position": …}` after its move.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "game": self.rules.game().id(),
            "options": self.rules.options_json(),
        });
        if !self.header.is_empty() {
            let mut h = Map::new();
            for (f, value) in &self.header {
                h.insert(f.key().to_string(), Value::String(value.clone()));
            }
            v["header"] = Value::Object(h);
        }
        if let Some(p) = &self.setup {
            v["position"] = p.to_json();
        }
        if !self.start.is_empty() {
            v["start"] = note_json(&self.start);
        }
        let mut moves = Vec::new();
        for s in &self.steps {
            let text = s.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
            if s.glyph.is_none() && s.note.is_empty() {
                moves.push(Value::String(text));
            } else {
                let mut o = note_json(&s.note);
                o["move"] = Value::String(text);
                if let Some(g) = s.glyph {
                    o["glyph"] = Value::String(g.text().into());
                }
                moves.push(o);
            }
            if let Some(p) = &s.then {
                moves.push(json!({ "position": p.to_json() }));
            }
        }
        v["moves"] = Value::Array(moves);
        if !self.decisions.is_empty() {
            v["decisions"] = self.decisions.to_json();
        }
        v
    }

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

/// A move as the moves' text writes it: the move with its glyph, then its note.
fn step_text(s: &Step) -> Vec<String> {
    let mv = s.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
    let mut out = vec![format!("{mv}{}", s.glyph.map_or("", Glyph::text))];
    out.extend(note_text(&s.note));
    out
}

fn note_json(n: &Note) -> Value {
    let mut o = Map::new();
    if !n.comments.is_empty() {
        let comments: Vec<Value> = n
            .comments
            .iter()
            .map(|c| match &c.lang {
                Some(l) => json!({ "lang": l, "text": c.text }),
                None => json!({ "text": c.text }),
            })
            .collect();
        o.insert("comments".into(), Value::Array(comments));
    }
    let m = &n.marks;
    if !m.is_empty() {
        let mut marks = Map::new();
        if !m.holes.is_empty() {
            let holes: Vec<Value> = m
                .holes
                .iter()
                .map(|(c, h)| json!({ "hole": h.to_string(), "colour": c.name() }))
                .collect();
            marks.insert("holes".into(), Value::Array(holes));
        }
        if !m.arrows.is_empty() {
            let arrows: Vec<Value> = m
                .arrows
                .iter()
                .map(|a| {
                    json!({ "from": a.from.to_string(), "to": a.to.to_string(), "colour": a.colour.name() })
                })
                .collect();
            marks.insert("arrows".into(), Value::Array(arrows));
        }
        if !m.labels.is_empty() {
            let labels: Vec<Value> = m
                .labels
                .iter()
                .map(|(h, t)| json!({ "hole": h.to_string(), "text": t }))
                .collect();
            marks.insert("labels".into(), Value::Array(labels));
        }
        o.insert("marks".into(), Value::Object(marks));
    }
    Value::Object(o)
}

impl fmt::Display for Annotated {
    /// The text form: the plain record's lines (`game:`, `options:`, `position:`,
    /// `moves:`, `decisions:`) with the header's fields after `options:`, and the moves
    /// with their glyphs, comments and marks, a `position:` line after a move where play
    /// went on from a position set by hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game: {}", self.rules.game().id())?;
        writeln!(f, "options: {}", self.rules.options_json())?;
        for (field, value) in &self.header {
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
// A plain record is read as an annotated one, its annotations dropped: one reader for both.

impl Record {
    /// Reads a record from JSON (an annotated record's annotations are dropped:
    /// [`Annotated::from_json`] keeps them).
    ///
    /// # Errors
    /// What is wrong with it (a move's problems are reported by [`Record::replay`] too).
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        Annotated::from_json(text)?.into_record()
    }
}

/// Reads the text form (an annotated record's annotations are dropped: [`Annotated`]'s
/// `FromStr` keeps them).
impl FromStr for Record {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Record, RecordError> {
        s.parse::<Annotated>()?.into_record()
    }
}

// ---------------------------------------------------------------------------------------
// Reading the text form.

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
        let mut header = BTreeMap::new();
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
                if header.contains_key(&field) {
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

/// A colour letter and a hole (`Gc1`).
fn coloured_hole(rules: Rules, op: &str) -> Result<(Colour, Hole), NoteError> {
    let mut chars = op.chars();
    let c = chars
        .next()
        .and_then(Colour::from_letter)
        .ok_or_else(|| NoteError::BadColour(op.to_string()))?;
    Ok((c, hole_of(rules, chars.as_str())?))
}

/// A colour letter and two holes (`Gc1f1`).
fn arrow(rules: Rules, op: &str) -> Result<Arrow, NoteError> {
    let mut chars = op.chars();
    let colour = chars
        .next()
        .and_then(Colour::from_letter)
        .ok_or_else(|| NoteError::BadColour(op.to_string()))?;
    let holes = chars.as_str();
    // The second hole starts at the second letter.
    let second = holes
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map(|(i, _)| i)
        .ok_or_else(|| NoteError::BadMark(op.to_string()))?;
    Ok(Arrow {
        colour,
        from: hole_of(rules, &holes[..second])?,
        to: hole_of(rules, &holes[second..])?,
    })
}

/// A command's operands: split at commas outside double quotes; a quoted operand is read
/// as its text (`\"` and `\\` escaped).
fn operands(s: &str) -> Result<Vec<(bool, String)>, NoteError> {
    let mut out = Vec::new();
    let mut chars = s.chars();
    let mut cur = String::new();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', false) if cur.trim().is_empty() => {
                quoted = true;
                was_quoted = true;
                cur.clear();
            }
            ('"', true) => quoted = false,
            ('\\', true) => {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            (',', false) => {
                out.push((
                    was_quoted,
                    if was_quoted {
                        cur.clone()
                    } else {
                        cur.trim().to_string()
                    },
                ));
                cur.clear();
                was_quoted = false;
            }
            (c, true) => cur.push(c),
            (c, false) if was_quoted && !c.is_whitespace() => {
                return Err(NoteError::BadMark(s.to_string()))
            }
            (c, false) => cur.push(c),
        }
    }
    if quoted {
        return Err(NoteError::BadMark(s.to_string()));
    }
    if was_quoted || !cur.trim().is_empty() {
        out.push((
            was_quoted,
            if was_quoted {
                cur
            } else {
                cur.trim().to_string()
            },
        ));
    }
    Ok(out)
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

/// Reads a comment's content (escapes kept) into `note`: its commands (marks, language)
/// and its text.
fn read_comment(body: &str, rules: Rules, note: &mut Note) -> Result<(), NoteError> {
    let mut text = String::new();
    let mut lang = None;
    let mut rest = body;
    loop {
        // The next unescaped `[%`.
        let mut chars = rest.char_indices().peekable();
        let mut found = None;
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => {
                    if let Some((_, n)) = chars.next() {
                        text.push(n);
                    }
                }
                '[' if rest[i + 1..].starts_with('%') => {
                    found = Some(i);
                    break;
                }
                c => text.push(c),
            }
        }
        let Some(i) = found else { break };
        let after = &rest[i + 2..];
        let end = after.find(']').ok_or(NoteError::UnclosedCommand)?;
        // A `]` inside a quoted operand does not end the command.
        let end = command_end(after).unwrap_or(end);
        let command = &after[..end];
        let (name, ops) = command
            .split_once(char::is_whitespace)
            .unwrap_or((command, ""));
        match name {
            "csl" => {
                for (_, op) in operands(ops)? {
                    note.marks.holes.push(coloured_hole(rules, &op)?);
                }
            }
            "cal" => {
                for (_, op) in operands(ops)? {
                    note.marks.arrows.push(arrow(rules, &op)?);
                }
            }
            "lbl" => {
                let ops = operands(ops)?;
                if ops.len() % 2 != 0 || ops.is_empty() {
                    return Err(NoteError::BadMark(format!("[%{command}]")));
                }
                for pair in ops.chunks(2) {
                    let h = hole_of(rules, &pair[0].1)?;
                    let t = pair[1].1.clone();
                    if t.trim().is_empty() || t.chars().count() > LABEL_CHARS {
                        return Err(NoteError::BadLabel(t));
                    }
                    note.marks.labels.push((h, t));
                }
            }
            "lang" => {
                let l = ops.trim();
                if !is_lang(l) {
                    return Err(NoteError::BadLang(l.to_string()));
                }
                lang = Some(l.to_string());
            }
            other => return Err(NoteError::UnknownCommand(other.to_string())),
        }
        rest = &after[end + 1..];
    }
    note.say(lang, text.trim().to_string());
    Ok(())
}

/// Where a command's `]` is, quoted operands skipped.
fn command_end(s: &str) -> Option<usize> {
    let mut quoted = false;
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match (c, quoted) {
            ('"', _) => quoted = !quoted,
            ('\\', true) => {
                chars.next();
            }
            (']', false) => return Some(i),
            _ => {}
        }
    }
    None
}

// ---------------------------------------------------------------------------------------
// Reading JSON.

impl Annotated {
    /// Reads a record from JSON (a plain record's, or an annotated one's).
    ///
    /// # Errors
    /// What is wrong with it, and where.
    pub fn from_json(text: &str) -> Result<Annotated, RecordError> {
        let v: Value = serde_json::from_str(text).map_err(|e| FormatError::NotJson {
            line: e.line(),
            column: e.column(),
        })?;
        let obj = v.as_object().ok_or(FormatError::NotAnObject)?;
        let game: GameId = obj
            .get("game")
            .and_then(Value::as_str)
            .ok_or(FormatError::NoGame)?
            .parse()?;
        let rules = Rules::from_options(game, obj.get("options").unwrap_or(&Value::Null))?;
        let setup = match obj.get("position") {
            None | Some(Value::Null) => None,
            Some(p) => Some(json_position(rules, p)?),
        };
        let mut header = BTreeMap::new();
        match obj.get("header") {
            None | Some(Value::Null) => {}
            Some(Value::Object(h)) => {
                for (k, value) in h {
                    let field = Field::from_key(k).ok_or_else(|| {
                        note_error(At::Start, NoteError::Json(JsonPart::HeaderField))
                    })?;
                    let value = value.as_str().ok_or_else(|| {
                        note_error(At::Field(field), NoteError::Json(JsonPart::HeaderValue))
                    })?;
                    if !value.trim().is_empty() {
                        header.insert(field, value.to_string());
                    }
                }
            }
            Some(_) => return Err(note_error(At::Start, NoteError::Json(JsonPart::Header))),
        }
        let start = match obj.get("start") {
            None | Some(Value::Null) => Note::default(),
            Some(n) => json_note(rules, n).map_err(|why| note_error(At::Start, why))?,
        };
        let mut a = Annotated {
            rules,
            setup,
            decisions: Decisions::default(),
            header,
            start,
            steps: Vec::new(),
        };
        let list = match obj.get("moves") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(list)) => list.clone(),
            Some(_) => return Err(FormatError::MovesNotAList.into()),
        };
        for item in &list {
            let number = a.steps.len() + 1;
            let parse = |t: &str| -> Result<Option<Move>, RecordError> {
                match t {
                    "--" => Ok(None),
                    t => t.parse().map(Some).map_err(|e| RecordError::Move {
                        number,
                        text: t.to_string(),
                        reason: MoveError::Parse(e),
                    }),
                }
            };
            match item {
                Value::String(t) => {
                    let mv = parse(t)?;
                    a.steps.push(Step {
                        mv,
                        glyph: None,
                        note: Note::default(),
                        then: None,
                    });
                }
                Value::Object(o) if o.contains_key("position") && !o.contains_key("move") => {
                    let p = json_position(rules, &o["position"])?;
                    match a.steps.last_mut() {
                        Some(s) => s.then = Some(p),
                        None => return Err(note_error(At::Start, NoteError::SetBeforeMoves)),
                    }
                }
                Value::Object(o) => {
                    let t =
                        o.get("move")
                            .and_then(Value::as_str)
                            .ok_or_else(|| RecordError::Move {
                                number,
                                text: item.to_string(),
                                reason: MoveError::Parse(super::error::ParseError::Move(
                                    item.to_string(),
                                )),
                            })?;
                    let mv = parse(t)?;
                    let at = At::Move {
                        number,
                        text: t.to_string(),
                    };
                    let glyph = match o.get("glyph") {
                        None | Some(Value::Null) => None,
                        Some(g) => {
                            let g = g.as_str().unwrap_or_default();
                            Some(Glyph::from_text(g).ok_or_else(|| {
                                note_error(at.clone(), NoteError::BadGlyph(g.to_string()))
                            })?)
                        }
                    };
                    let note = json_note(rules, item).map_err(|why| note_error(at, why))?;
                    a.steps.push(Step {
                        mv,
                        glyph,
                        note,
                        then: None,
                    });
                }
                _ => {
                    return Err(RecordError::Move {
                        number,
                        text: item.to_string(),
                        reason: MoveError::Parse(super::error::ParseError::Move(item.to_string())),
                    })
                }
            }
        }
        a.decisions = match obj.get("decisions") {
            None | Some(Value::Null) => Decisions::default(),
            Some(d) => Decisions::from_json(d).map_err(FormatError::Decisions)?,
        };
        check_unwritten(&a)?;
        Ok(a)
    }
}

fn json_position(rules: Rules, v: &Value) -> Result<Position, RecordError> {
    let p = Position::read_value(v)?;
    if p.rules() != rules {
        return Err(FormatError::PositionRulesDiffer.into());
    }
    Ok(p)
}

/// A note's `"comments"` and `"marks"` in a JSON object.
fn json_note(rules: Rules, v: &Value) -> Result<Note, NoteError> {
    let mut n = Note::default();
    let o = v.as_object().ok_or(NoteError::Json(JsonPart::Note))?;
    match o.get("comments") {
        None | Some(Value::Null) => {}
        Some(Value::Array(list)) => {
            for c in list {
                let text = c
                    .get("text")
                    .and_then(Value::as_str)
                    .ok_or(NoteError::Json(JsonPart::Comment))?;
                let lang = match c.get("lang") {
                    None | Some(Value::Null) => None,
                    Some(l) => {
                        let l = l.as_str().unwrap_or_default();
                        if !is_lang(l) {
                            return Err(NoteError::BadLang(l.to_string()));
                        }
                        Some(l.to_string())
                    }
                };
                n.say(lang, text.trim().to_string());
            }
        }
        Some(_) => return Err(NoteError::Json(JsonPart::Comments)),
    }
    let Some(marks) = o.get("marks").filter(|m| !m.is_null()) else {
        return Ok(n);
    };
    let marks = marks.as_object().ok_or(NoteError::Json(JsonPart::Marks))?;
    let list = |key: &str| -> Result<Vec<Value>, NoteError> {
        match marks.get(key) {
            None | Some(Value::Null) => Ok(Vec::new()),
            Some(Value::Array(a)) => Ok(a.clone()),
            Some(_) => Err(NoteError::Json(JsonPart::MarkList)),
        }
    };
    let text = |m: &Value, key: &str| {
        m.get(key)
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let colour = |m: &Value| {
        let c = text(m, "colour");
        Colour::from_name(&c).ok_or(NoteError::BadColour(c))
    };
    for m in list("holes")? {
        n.marks
            .holes
            .push((colour(&m)?, hole_of(rules, &text(&m, "hole"))?));
    }
    for m in list("arrows")? {
        n.marks.arrows.push(Arrow {
            colour: colour(&m)?,
            from: hole_of(rules, &text(&m, "from"))?,
            to: hole_of(rules, &text(&m, "to"))?,
        });
    }
    for m in list("labels")? {
        let t = text(&m, "text");
        if t.trim().is_empty() || t.chars().count() > LABEL_CHARS {
            return Err(NoteError::BadLabel(t));
        }
        n.marks.labels.push((hole_of(rules, &text(&m, "hole"))?, t));
    }
    Ok(n)
}
