//! The saved game: its format (version 1: one slot with the main line's record, the
//! moves played, who plays, the level, the speed and the screen) and why a saved text
//! cannot be restored, as data ([`SaveError`]; put into words in `sentences.rs`).

use serde_json::{json, Map, Value};

use super::prefs::Speed;
use super::session::{Mode, SaveId, Session, DEFAULT_LEVEL};
use super::{Screen, State};
use crate::ai::Level;
use crate::engine::{Game, Move, Record, RecordError};

/// The saved-game format version; a saved game of another version is set aside.
pub const SAVE_VERSION: u64 = 1;

/// Why the browser did not keep something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// This browser keeps no local storage here.
    Unavailable,
    /// The storage refused it (full, or private browsing).
    Refused,
}

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
    /// Saved by another version of the app, in this format version.
    Newer(u64),
    /// A part that must be there is missing.
    Missing(&'static str),
    /// The game record cannot be read or replayed.
    Record(RecordError),
}

/// A saved game restored: the record replayed.
#[derive(Clone, Debug)]
pub struct Loaded {
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
}

fn parse_object(text: &str) -> Result<Map<String, Value>, SaveError> {
    let v: Value = serde_json::from_str(text).map_err(|e| SaveError::NotJson {
        line: e.line(),
        column: e.column(),
    })?;
    match v {
        Value::Object(m) => Ok(m),
        _ => Err(SaveError::NotAnObject),
    }
}

/// The game as saved in the browser's storage.
pub fn save_json(session: &Session, speed: Speed, screen: Screen) -> String {
    json!({
        "version": SAVE_VERSION,
        "record": session.line_record().to_json(),
        "at": session.ply(),
        "mode": session.mode.id(),
        "level": session.level.id(),
        "speed": speed.id(),
        "screen": if screen == Screen::Play { "play" } else { "start" },
    })
    .to_string()
}

/// A saved game read back: the game, the speed and the screen.
///
/// # Errors
/// What is wrong with the saved game.
pub fn from_saved(text: &str, id: SaveId) -> Result<(Loaded, Speed, Screen), SaveError> {
    let m = parse_object(text)?;
    match m.get("version").and_then(Value::as_u64) {
        Some(SAVE_VERSION) => {}
        Some(other) => return Err(SaveError::Newer(other)),
        None => return Err(SaveError::NoVersion),
    }
    let record = m.get("record").ok_or(SaveError::Missing("record"))?;
    let record = Record::from_json(&record.to_string()).map_err(SaveError::Record)?;
    let game = record.replay().map_err(SaveError::Record)?;
    let at = m
        .get("at")
        .and_then(Value::as_u64)
        .map_or(record.moves.len(), |n| n as usize)
        .min(record.moves.len());
    let mode = m
        .get("mode")
        .and_then(Value::as_str)
        .and_then(Mode::from_id)
        .unwrap_or(Mode::TwoPlayers);
    let speed = m
        .get("speed")
        .and_then(Value::as_str)
        .and_then(Speed::from_id)
        .unwrap_or(Speed::Normal);
    // Saved before there were levels: the default.
    let level = m
        .get("level")
        .and_then(|l| serde_json::from_value::<Level>(l.clone()).ok())
        .unwrap_or(DEFAULT_LEVEL);
    let screen = if m.get("screen").and_then(Value::as_str) == Some("start") {
        Screen::Start
    } else {
        Screen::Play
    };
    let loaded = Loaded {
        id,
        revision: 1,
        game,
        line: record.moves,
        at,
        mode,
        level,
    };
    Ok((loaded, speed, screen))
}

impl State {
    /// The game as saved in the browser's storage.
    pub fn save_json(&self) -> String {
        save_json(&self.session, self.prefs.speed, self.screen)
    }

    /// A state restored from [`State::save_json`]'s text.
    ///
    /// # Errors
    /// What is wrong with the saved game (not JSON, another version, a record that does
    /// not replay).
    pub fn from_saved(text: &str) -> Result<State, SaveError> {
        let mut s = State::new(Speed::Normal);
        let id = s.ids.make();
        let (loaded, speed, screen) = from_saved(text, id)?;
        s.prefs.speed = speed;
        s.open_saved(&loaded);
        s.screen = screen;
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::started;
    use super::super::{Action, State};
    use super::*;
    use crate::engine::GameId;

    #[test]
    fn a_saved_game_round_trips_and_a_corrupt_one_is_refused() {
        let mut s = started(GameId::RioKadalis, Speed::Fast);
        for _ in 0..3 {
            let mv = s.position().legal_moves()[0];
            s = s.reduce(Action::Play(mv)).reduce(Action::FinishAnimation);
        }
        s = s.reduce(Action::Undo);
        let text = s.save_json();
        let r = State::from_saved(&text).expect("restores");
        assert_eq!(r.position(), s.position());
        assert_eq!(r.session.line(), s.session.line());
        assert_eq!(r.prefs.speed, Speed::Fast);
        assert!(matches!(
            State::from_saved("{not json"),
            Err(SaveError::NotJson { line: 1, column: 2 })
        ));
        assert_eq!(
            State::from_saved(r#"{"version": 99}"#).map(|_| ()),
            Err(SaveError::Newer(99))
        );
        let broken = text.replace("\"moves\":[", "\"moves\":[\"q9\",");
        assert!(matches!(
            State::from_saved(&broken),
            Err(SaveError::Record(_))
        ));
    }

    #[test]
    fn the_level_is_saved_and_old_saves_get_the_default() {
        let s = State::new(Speed::Fast)
            .reduce(Action::SetMode(Mode::ComputerVsComputer))
            .reduce(Action::SetLevel(Level::Hard))
            .reduce(Action::Start);
        let r = State::from_saved(&s.save_json()).expect("restores");
        assert_eq!((r.session.level, r.setup.level), (Level::Hard, Level::Hard));
        assert_eq!(r.session.mode, Mode::ComputerVsComputer);
        let mut old: Value = serde_json::from_str(&s.save_json()).expect("json");
        if let Some(m) = old.as_object_mut() {
            m.remove("level");
        }
        let r = State::from_saved(&old.to_string()).expect("an old save restores");
        assert_eq!(r.session.level, DEFAULT_LEVEL);
        let odd = s.save_json().replace("\"hard\"", "\"grandmaster\"");
        assert_eq!(
            State::from_saved(&odd).map(|r| r.session.level),
            Ok(DEFAULT_LEVEL)
        );
    }
}
