//! The JSON form of an annotated record, both ways: the plain record's keys, `"header"`
//! with the fields, `"start"` with the start's note, each annotated move an object with
//! its glyph, comments and marks, and a position set by hand as `{"position": …}` after
//! its move. A plain record's JSON is read by the same reader, its annotations dropped.

use serde_json::{json, Map, Value};

use super::{check_unwritten, hole_of, is_lang, note_error, Annotated, Step};
use crate::engine::notation::Move;
use crate::engine::notes::{
    Arrow, At, Colour, Field, Glyph, Header, JsonPart, Note, NoteError, LABEL_CHARS,
};
use crate::engine::position::Position;
use crate::engine::record::{FormatError, MoveError, Record, RecordError};
use crate::engine::rules::{GameId, Rules};
use crate::engine::sowing::Decisions;

// ---------------------------------------------------------------------------------------
// Writing.

impl Annotated {
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
            for (f, value) in self.header.iter() {
                h.insert(f.key().to_string(), Value::String(value.to_string()));
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

// ---------------------------------------------------------------------------------------
// Reading.

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
        let mut header = Header::default();
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
                                reason: MoveError::Parse(crate::engine::error::ParseError::Move(
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
                        reason: MoveError::Parse(crate::engine::error::ParseError::Move(
                            item.to_string(),
                        )),
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
