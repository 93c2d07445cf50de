//! The save format, version 3 ([`SAVE_VERSION`]): plain structs read and written by
//! serde's derive, and their conversion to and from the app's [`SavedGame`].
//!
//! ```json
//! {"version":3,"id":"k3j2x-1","revision":7,"saved":1718000000000.0,
//!  "record":{"game":"katro","options":{},"moves":["a1","f6'"]},"at":2,
//!  "mode":"two-players","level":"medium",
//!  "summary":{"game":"katro","moves":2,"at":2,"mode":"two-players",
//!             "standing":{"to_move":"south"}}}
//! ```
//!
//! `record` is the engine's record JSON (`Record::to_json`: the main line, moves taken
//! back included, any set-up `position`, and the long sowings already decided as its
//! `decisions`; for a game opened from an annotated record, `Annotated::to_json`, which
//! adds its `header`, `start` and annotated moves — a plain game's record is written as
//! before, byte for byte, so that an older app still reads it), `at` the moves played, `summary` what the list of recent games shows
//! without replaying the record. Its `standing` is one of `{"to_move":"south"}`,
//! `{"won":{"winner":"north","score":[20,28],"unit":"fours"}}`,
//! `{"drawn":{"score":[24,24],"unit":"seeds"}}`, `{"resigned":"south"}` or
//! `"draw_agreed"`. A game ended by the players has an `ended` part, as in version 2
//! (`{"by":"resignation","resigned":"south","winner":"north","at":12}` or
//! `{"by":"agreement","winner":null,"at":30}`, see `ending.rs`). `summary` and `ended`
//! may be left out; everything else must be there.
//!
//! Version 3 is read strictly: a part this app does not know, or one of the wrong kind,
//! makes the save unreadable (it is set aside with the reason, never changed), so any
//! later change to the format is a new version number, which this app leaves untouched.
//! Only a `level` this app does not know reads as the default level (a save of a later
//! app with more levels still opens).

use std::fmt;

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Unexpected, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::{Map, Value};

use super::super::ending::{Conclusion, Ending};
use super::super::results::ScoreUnit;
use super::super::session::{Mode, Notes, SaveId, Session, DEFAULT_LEVEL};
use super::saved::{Replayed, SaveError, SavedGame, Standing, Summary};
use crate::ai::Level;
use crate::engine::{Annotated, GameId, Player};

/// The format this app writes.
pub const SAVE_VERSION: u64 = 3;

/// The highest revision a save may have: 2^53 − 1, the largest integer JSON carries
/// exactly in every reader (a JavaScript number). A game's revision grows by one a
/// change, so no game comes near it, and the app's `revision + 1` never overflows; a save
/// beyond it (written by hand) is not valid, and is set aside like any other. A save at
/// exactly this revision still opens: changed, it is written one beyond, and set aside
/// when read again.
pub const MAX_REVISION: u64 = (1 << 53) - 1;

/// A save, version 3.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveV3 {
    /// Always [`SAVE_VERSION`].
    pub version: u64,
    /// Which game.
    #[serde(with = "save_id")]
    pub id: SaveId,
    /// Counts the changes: a tab writes only over the revision it started from (at most
    /// [`MAX_REVISION`]).
    #[serde(deserialize_with = "revision")]
    pub revision: u64,
    /// When it was saved (milliseconds since 1970).
    pub saved: f64,
    /// The engine's record JSON (taken from the object as it is, not read through serde:
    /// see [`SaveV3::from_object`]).
    #[serde(skip_deserializing)]
    pub record: Value,
    /// Moves played.
    pub at: usize,
    /// Who plays which side.
    pub mode: Id<Mode>,
    /// The computer's level (one this app does not know reads as the default).
    #[serde(serialize_with = "level_id", deserialize_with = "level_or_default")]
    pub level: Level,
    /// What the list of recent games shows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<SummaryV3>,
    /// A resignation or an agreed draw after the last move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<EndedV3>,
}

/// The summary, version 3.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SummaryV3 {
    /// The game.
    pub game: Id<GameId>,
    /// Moves in the main line.
    pub moves: usize,
    /// Moves played (at most `moves`).
    pub at: usize,
    /// Who plays which side.
    pub mode: Id<Mode>,
    /// Where it stands, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standing: Option<StandingV3>,
}

/// Where a game stands, version 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum StandingV3 {
    /// In progress: this player to move.
    ToMove(Id<Player>),
    /// Won.
    Won {
        /// The winner.
        winner: Id<Player>,
        /// `[south, north]`.
        score: [u8; 2],
        /// What the score counts.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unit: Option<Id<ScoreUnit>>,
    },
    /// Drawn.
    Drawn {
        /// `[south, north]`.
        score: [u8; 2],
        /// What the score counts.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unit: Option<Id<ScoreUnit>>,
    },
    /// This player resigned.
    Resigned(Id<Player>),
    /// A draw agreed by the players.
    DrawAgreed,
}

/// The `ended` part (the same in versions 2 and 3), the winner written out:
/// `{"by":"resignation","resigned":"south","winner":"north","at":12}` or
/// `{"by":"agreement","winner":null,"at":30}`.
///
/// A struct rather than an enum tagged by `by`: serde reads a tagged enum through a
/// buffer of the whole object, which cost the app's bundle kilobytes; whether the parts
/// hold together (a resignation names who resigned, the winner is the other player) is
/// checked by [`EndedV3::conclusion`], as it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndedV3 {
    /// How the game ended.
    pub by: EndedBy,
    /// Who resigned (a resignation only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Id<Player>>,
    /// Who won: the other player after a resignation, nobody (`null`) after a draw.
    pub winner: Option<Id<Player>>,
    /// Moves played when the game ended.
    pub at: usize,
}

/// How a game was ended by its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndedBy {
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
}

/// An app type that a save writes as its id (`"two-players"`, `"katro"`, `"south"`, …).
pub trait Named: Sized + Copy {
    /// The id.
    fn name(self) -> &'static str;
    /// The value of an id.
    fn named(id: &str) -> Option<Self>;
}

impl Named for Mode {
    fn name(self) -> &'static str {
        self.id()
    }
    fn named(id: &str) -> Option<Mode> {
        Mode::from_id(id)
    }
}

impl Named for GameId {
    fn name(self) -> &'static str {
        self.id()
    }
    fn named(id: &str) -> Option<GameId> {
        id.parse().ok()
    }
}

impl Named for Player {
    fn name(self) -> &'static str {
        Player::name(self)
    }
    fn named(id: &str) -> Option<Player> {
        Player::from_name(id)
    }
}

impl Named for ScoreUnit {
    fn name(self) -> &'static str {
        self.id()
    }
    fn named(id: &str) -> Option<ScoreUnit> {
        ScoreUnit::from_id(id)
    }
}

impl Named for Level {
    fn name(self) -> &'static str {
        self.id()
    }
    fn named(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}

/// A [`Named`] value in a save: written and read as its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Id<T>(pub T);

impl<T: Named> Serialize for Id<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

impl<'de, T: Named> Deserialize<'de> for Id<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Id<T>, D::Error> {
        let id = String::deserialize(d)?;
        T::named(&id)
            .map(Id)
            .ok_or_else(|| de::Error::invalid_value(Unexpected::Str(&id), &"a known id"))
    }
}

/// A [`SaveId`] as its text.
mod save_id {
    use super::super::super::session::SaveId;
    use serde::de::{self, Unexpected};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(id: &SaveId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(id.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<SaveId, D::Error> {
        let text = String::deserialize(d)?;
        SaveId::parse(&text)
            .ok_or_else(|| de::Error::invalid_value(Unexpected::Str(&text), &"a save id"))
    }
}

fn level_id<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
    Id(*level).serialize(s)
}

/// A level by its id; one this app does not know is the default.
fn level_or_default<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
    Ok(Level::named(&String::deserialize(d)?).unwrap_or(DEFAULT_LEVEL))
}

/// A revision, at most [`MAX_REVISION`].
fn revision<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    let n = u64::deserialize(d)?;
    if n > MAX_REVISION {
        return Err(de::Error::invalid_value(
            Unexpected::Unsigned(n),
            &"a revision of at most 2^53 - 1",
        ));
    }
    Ok(n)
}

/// The JSON object of a save, or why it is not one.
pub(super) fn parse_object(text: &str) -> Result<Map<String, Value>, SaveError> {
    let v: Value = serde_json::from_str(text).map_err(|e| SaveError::NotJson {
        line: e.line(),
        column: e.column(),
    })?;
    match v {
        Value::Object(m) => Ok(m),
        _ => Err(SaveError::NotAnObject),
    }
}

/// The format version of a save's object.
pub(super) fn version(m: &Map<String, Value>) -> Result<u64, SaveError> {
    match m.get("version").and_then(Value::as_u64) {
        Some(0) | None => Err(SaveError::NoVersion),
        Some(v) => Ok(v),
    }
}

impl SaveV3 {
    /// Reads a version 3 save's object, naming the part that is wrong: one missing
    /// ([`SaveError::Missing`]), one of the wrong kind ([`SaveError::Invalid`]), then one
    /// this version does not know ([`SaveError::Unknown`]). The record is any JSON at this
    /// point (`into_saved` reads it) and is taken out of the object as it is, before the
    /// derived reader sees the rest: a missing record is said after the other missing
    /// parts. This is the only reader of a version 3 save (the derived `Deserialize` alone
    /// leaves `record` null).
    ///
    /// # Errors
    /// As said.
    pub fn from_object(mut m: Map<String, Value>) -> Result<SaveV3, SaveError> {
        let mut unknown = None;
        // The record is any JSON here (`into_saved` reads it): taken out as it is.
        let record = m.remove("record");
        let save = SaveV3::deserialize(Object {
            map: m,
            unknown: &mut unknown,
        })
        .map_err(|e| e.0)?;
        let record = record.ok_or(SaveError::Missing("record"))?;
        match unknown {
            Some(part) => Err(SaveError::Unknown(part)),
            None => Ok(SaveV3 { record, ..save }),
        }
    }

    /// The text of the save.
    pub fn to_text(&self) -> String {
        // Strings, numbers and lists only: serializing cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The version 3 form of `saved`.
    pub fn of(saved: &SavedGame) -> SaveV3 {
        SaveV3 {
            version: SAVE_VERSION,
            id: saved.id.clone(),
            revision: saved.revision,
            saved: saved.saved,
            record: saved.notes.on(saved.record.clone()).to_json(),
            at: saved.at,
            mode: Id(saved.mode),
            level: saved.level,
            summary: saved.summary.as_ref().map(SummaryV3::of),
            ended: saved.ended.map(EndedV3::of),
        }
    }

    /// The save as the app's [`SavedGame`], checked: the record reads, `at` and the
    /// `ended` part are within its moves, the summary holds together.
    ///
    /// # Errors
    /// What does not.
    pub fn into_saved(self) -> Result<SavedGame, SaveError> {
        let read = Annotated::from_json(&self.record.to_string()).map_err(SaveError::Record)?;
        let notes = Notes::of(&read);
        let record = read.into_record().map_err(SaveError::Record)?;
        let moves = record.moves.len();
        if self.at > moves {
            return Err(SaveError::Invalid("at"));
        }
        let summary = match self.summary {
            Some(s) => Some(s.into_summary().ok_or(SaveError::Invalid("summary"))?),
            None => None,
        };
        let ended = match self.ended {
            Some(e) => Some(e.conclusion(moves).ok_or(SaveError::Invalid("ended"))?),
            None => None,
        };
        Ok(SavedGame {
            id: self.id,
            revision: self.revision,
            saved: self.saved,
            record,
            at: self.at,
            mode: self.mode.0,
            level: self.level,
            summary,
            ended,
            notes,
        })
    }
}

impl SummaryV3 {
    /// The version 3 form of `s`.
    pub fn of(s: &Summary) -> SummaryV3 {
        SummaryV3 {
            game: Id(s.game),
            moves: s.moves,
            at: s.at,
            mode: Id(s.mode),
            standing: s.standing.map(StandingV3::of),
        }
    }

    /// The app's summary; `None` when `at` is beyond `moves`.
    fn into_summary(self) -> Option<Summary> {
        (self.at <= self.moves).then(|| Summary {
            game: self.game.0,
            moves: self.moves,
            at: self.at,
            standing: self.standing.map(StandingV3::standing),
            mode: self.mode.0,
        })
    }
}

impl StandingV3 {
    fn of(s: Standing) -> StandingV3 {
        match s {
            Standing::ToMove(p) => StandingV3::ToMove(Id(p)),
            Standing::Won {
                winner,
                score,
                unit,
            } => StandingV3::Won {
                winner: Id(winner),
                score,
                unit: unit.map(Id),
            },
            Standing::Drawn { score, unit } => StandingV3::Drawn {
                score,
                unit: unit.map(Id),
            },
            Standing::Ended(Ending::Resigned { by }) => StandingV3::Resigned(Id(by)),
            Standing::Ended(Ending::DrawAgreed) => StandingV3::DrawAgreed,
        }
    }

    fn standing(self) -> Standing {
        match self {
            StandingV3::ToMove(p) => Standing::ToMove(p.0),
            StandingV3::Won {
                winner,
                score,
                unit,
            } => Standing::Won {
                winner: winner.0,
                score,
                unit: unit.map(|u| u.0),
            },
            StandingV3::Drawn { score, unit } => Standing::Drawn {
                score,
                unit: unit.map(|u| u.0),
            },
            StandingV3::Resigned(by) => Standing::Ended(Ending::Resigned { by: by.0 }),
            StandingV3::DrawAgreed => Standing::Ended(Ending::DrawAgreed),
        }
    }
}

impl EndedV3 {
    /// The `ended` part of `c`.
    pub fn of(c: Conclusion) -> EndedV3 {
        match c.ending {
            Ending::Resigned { by } => EndedV3 {
                by: EndedBy::Resignation,
                resigned: Some(Id(by)),
                winner: Some(Id(!by)),
                at: c.at,
            },
            Ending::DrawAgreed => EndedV3 {
                by: EndedBy::Agreement,
                resigned: None,
                winner: None,
                at: c.at,
            },
        }
    }

    /// The conclusion, when it holds together in a record of `moves` moves: a
    /// resignation names who resigned and the winner is that player's opponent, an agreed
    /// draw names nobody, `at` is within the moves.
    pub fn conclusion(self, moves: usize) -> Option<Conclusion> {
        let ending = match (self.by, self.resigned, self.winner) {
            (EndedBy::Resignation, Some(Id(by)), Some(Id(winner))) if winner == !by => {
                Ending::Resigned { by }
            }
            (EndedBy::Agreement, None, None) => Ending::DrawAgreed,
            _ => return None,
        };
        (self.at <= moves).then_some(Conclusion {
            ending,
            at: self.at,
        })
    }
}

/// A serde error that names the part of the save that is wrong.
#[derive(Debug)]
struct PartError(SaveError);

impl fmt::Display for PartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.0)
    }
}

impl std::error::Error for PartError {}

impl de::Error for PartError {
    fn custom<T: fmt::Display>(_: T) -> PartError {
        // Not raised for a JSON object (only a part's own errors, named below).
        PartError(SaveError::NotAnObject)
    }
    fn missing_field(part: &'static str) -> PartError {
        PartError(SaveError::Missing(part))
    }
    fn unknown_field(part: &str, _: &'static [&'static str]) -> PartError {
        PartError(SaveError::Unknown(part.to_string()))
    }
}

/// A save's object as a serde deserializer whose errors name the part: the derived
/// reader is given the known parts (those it names; the others are noted in `unknown`)
/// and each part's value, whose error becomes [`SaveError::Invalid`] of that part.
struct Object<'a> {
    map: Map<String, Value>,
    unknown: &'a mut Option<String>,
}

impl<'de> Deserializer<'de> for Object<'_> {
    type Error = PartError;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, PartError> {
        Err(PartError(SaveError::NotAnObject))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, PartError> {
        let mut known = Vec::new();
        for (key, value) in self.map {
            match fields.iter().find(|f| **f == key) {
                Some(name) => known.push((*name, value)),
                None => {
                    self.unknown.get_or_insert(key);
                }
            }
        }
        visitor.visit_map(Parts {
            parts: known.into_iter(),
            value: None,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
        identifier ignored_any
    }
}

/// The known parts of a save's object, each with its name.
struct Parts {
    parts: std::vec::IntoIter<(&'static str, Value)>,
    value: Option<(&'static str, Value)>,
}

impl<'de> MapAccess<'de> for Parts {
    type Error = PartError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, PartError> {
        let Some((name, value)) = self.parts.next() else {
            return Ok(None);
        };
        self.value = Some((name, value));
        seed.deserialize(BorrowedStrDeserializer::new(name))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, PartError> {
        let (name, value) = self.value.take().ok_or(PartError(SaveError::NotAnObject))?;
        seed.deserialize(value)
            .map_err(|_| PartError(SaveError::Invalid(name)))
    }
}

impl SavedGame {
    /// The save's text, in the current format.
    pub fn to_text(&self) -> String {
        SaveV3::of(self).to_text()
    }
}

/// The text of `session`'s save at its revision, saved at `saved`.
pub fn save_text(session: &Session, saved: f64) -> String {
    SavedGame {
        id: session.id.clone(),
        revision: session.revision,
        saved,
        record: session.line_record(),
        at: session.ply(),
        mode: session.mode,
        level: session.level,
        summary: Some(Summary::of_session(session)),
        ended: session.ended,
        notes: session.notes().clone(),
    }
    .to_text()
}

/// The text of `l`'s save, saved at `saved`.
pub fn loaded_text(l: &Replayed, saved: f64) -> String {
    let mut record = l.game.record();
    record.moves.clone_from(&l.line);
    SavedGame {
        id: l.id.clone(),
        revision: l.revision,
        saved,
        record,
        at: l.at,
        mode: l.mode,
        level: l.level,
        summary: Some(l.summary()),
        ended: l.ended,
        notes: l.notes.clone(),
    }
    .to_text()
}
