//! The saved games: their format, its versions and migrations, and what is kept where in
//! the browser's storage. Pure Rust over a [`Store`] (localStorage in the browser, a map
//! in the tests), so that every rule here is tested natively.
//!
//! **Keys.** Each game has its own save, `mancala-atlas.game.<id>` ([`GAME_PREFIX`]),
//! so that two tabs playing two games never touch each other's. A save that cannot be
//! restored is moved to `mancala-atlas.set-aside.<id>` ([`SET_ASIDE_PREFIX`]), one key
//! per save (the id is a hash of its text), so a second failure never overwrites a
//! first. The speed of the animation is kept apart ([`SPEED_KEY`]); which game a tab
//! shows is kept in the tab's own `sessionStorage` (`ui::storage`).
//!
//! **Format, version 2** ([`SAVE_VERSION`]):
//!
//! ```json
//! {"version":2,"id":"k3j2x-1","revision":7,"saved":1718000000000,
//!  "record":{"game":"katro","options":{},"moves":["a1","f6'"]},"at":2,
//!  "mode":"two-players","level":"medium",
//!  "summary":{"game":"katro","moves":2,"at":2,"to_move":"south"}}
//! ```
//!
//! `record` is the main line (moves taken back included), `at` the moves played, and
//! `summary` what the list of recent games shows without replaying the record
//! (`"result":{"winner":"north","score":[20,28]}` instead of `to_move` once it is over).
//! `revision` counts the changes: a tab writes only over the revision it started from,
//! so two tabs never silently overwrite each other ([`write_game`]).
//!
//! A game ended by the players carries an optional `ended` part after its last move,
//! with the winner written out: `{"by":"resignation","resigned":"south","winner":"north",
//! "at":12}` or `{"by":"agreement","winner":null,"at":30}` (see `ending.rs`); its summary
//! says `"result":{"winner":"north","resigned":"south"}` or `{"winner":null,"agreed":true}`,
//! and a finished game's result names its unit (`"unit":"fours"`). Both parts are
//! additions to version 2 (a reader that does not know them shows the game as it stands
//! on the board); an `ended` part that does not hold together (its winner is not the
//! resigning player's opponent, its `at` is beyond the moves) makes the save unreadable,
//! and so set aside with the reason, never silently changed.
//!
//! **Versions.** Version 1 was one slot, `mancala-atlas.game` ([`V1_SAVE_KEY`]), with
//! `record`, `at`, `mode`, `level`, `speed` and `screen`, and one set-aside slot
//! ([`V1_SET_ASIDE_KEY`]). [`migrate`] moves both into version 2 on the first load,
//! losing nothing. A save is read through [`UPGRADES`], one step per version. A save of
//! a version newer than this app knows is never changed or deleted; it is listed with a
//! message.
//!
//! **Long sowings decided** (Kiothi's endless sowings of millions of laps, decided in
//! the worker, never on the page's thread) are kept in `record`, as the record's own
//! optional `"decisions"` list (`Record::to_json`), so that a reload decides nothing
//! again. That needs no new format version: version 2 readers have always read a
//! record with the engine's `Record::from_json`, which reads (and, when empty, leaves
//! out) that list, so a save with decisions is still a valid version 2 save, and one
//! without them reads as before. A save is replayed with the quick pass only
//! ([`restore`]); one that needs a long sowing decided is not broken: it is never set
//! aside for it, and the app has the worker decide it ([`Restored::Undecided`]).

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use super::ending::{Conclusion, Ending};
pub use super::kept::Kept;
use super::prefs::Speed;
use super::results::ScoreUnit;
use super::session::{Mode, SaveId, Session, DEFAULT_LEVEL};
use crate::ai::Level;
use crate::engine::{Game, GameId, Move, Player, Record, RecordError};

/// The format this app writes.
pub const SAVE_VERSION: u64 = 2;
/// The prefix of each game's key; the game's id follows.
pub const GAME_PREFIX: &str = "mancala-atlas.game.";
/// The prefix of each set-aside save's key.
pub const SET_ASIDE_PREFIX: &str = "mancala-atlas.set-aside.";
/// Where version 1 kept the one game in progress.
pub const V1_SAVE_KEY: &str = "mancala-atlas.game";
/// Where version 1 set aside a save that could not be restored.
pub const V1_SET_ASIDE_KEY: &str = "mancala-atlas.set-aside";
/// Where the animation speed is kept (`instant`, `fast`, …).
pub const SPEED_KEY: &str = "mancala-atlas.speed";
/// Where the coordinates setting is kept (`on`, `off`).
pub const COORDINATES_KEY: &str = "mancala-atlas.coordinates";
/// Where the sound setting is kept (`on` or `off`; none: off).
pub const SOUND_KEY: &str = "mancala-atlas.sound";
/// The prefix of every key the app keeps in a browser's storage (games, set-aside saves,
/// settings, a tab's record), the language's (`mancala-atlas-lang`) aside.
pub const APP_PREFIX: &str = "mancala-atlas.";

/// Whether the storage key `key` is one of the app's ([`APP_PREFIX`]; version 1's too).
pub fn is_app_key(key: &str) -> bool {
    key.starts_with(APP_PREFIX)
}
/// How many games are kept (the most recently saved).
pub const RECENT_GAMES: usize = 12;

/// Key-value storage: the browser's localStorage, or a map.
pub trait Store {
    /// The value under `key`.
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value` under `key`.
    ///
    /// # Errors
    /// The storage refused it (full, or private browsing).
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str);
    /// Every key.
    fn keys(&self) -> Vec<String>;
}

/// A [`Store`] in memory (the tests'; a browser without storage).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemStore(pub BTreeMap<String, String>);

impl Store for MemStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.0.insert(key.to_string(), value.to_string());
        Ok(())
    }
    fn remove(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys().cloned().collect()
    }
}

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
    /// Saved by a newer version of the app, in this format version.
    Newer(u64),
    /// A part that must be there is missing.
    Missing(&'static str),
    /// A part is not what it must be.
    Invalid(&'static str),
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

    fn to_json(&self) -> Value {
        let mut v = json!({
            "game": self.game.id(),
            "moves": self.moves,
            "at": self.at,
            "mode": self.mode.id(),
        });
        match self.standing {
            Some(Standing::ToMove(p)) => v["to_move"] = json!(p.name()),
            Some(Standing::Won {
                winner,
                score,
                unit,
            }) => {
                v["result"] = json!({"winner": winner.name(), "score": score});
                if let Some(u) = unit {
                    v["result"]["unit"] = json!(u.id());
                }
            }
            Some(Standing::Drawn { score, unit }) => {
                v["result"] = json!({"winner": null, "score": score});
                if let Some(u) = unit {
                    v["result"]["unit"] = json!(u.id());
                }
            }
            Some(Standing::Ended(ending)) => {
                v["result"] = match ending {
                    Ending::Resigned { by } => {
                        json!({"winner": (!by).name(), "resigned": by.name()})
                    }
                    Ending::DrawAgreed => json!({"winner": null, "agreed": true}),
                };
            }
            None => {}
        }
        v
    }

    /// Reads a summary; `None` for anything else.
    fn from_json(v: &Value) -> Option<Summary> {
        let game: GameId = v.get("game")?.as_str()?.parse().ok()?;
        let moves = usize::try_from(v.get("moves")?.as_u64()?).ok()?;
        let at = usize::try_from(v.get("at")?.as_u64()?).ok()?.min(moves);
        let mode = v
            .get("mode")
            .and_then(Value::as_str)
            .and_then(Mode::from_id)
            .unwrap_or(Mode::TwoPlayers);
        let score = |r: &Value| -> Option<[u8; 2]> {
            let s = r.get("score")?.as_array()?;
            let n = |i: usize| u8::try_from(s.get(i)?.as_u64()?).ok();
            Some([n(0)?, n(1)?])
        };
        let resigned = |r: &Value| r.get("resigned")?.as_str().and_then(Player::from_name);
        let standing = if let Some(by) = v.get("result").and_then(resigned) {
            Some(Standing::Ended(Ending::Resigned { by }))
        } else if v.get("result").and_then(|r| r.get("agreed")) == Some(&Value::Bool(true)) {
            Some(Standing::Ended(Ending::DrawAgreed))
        } else if let Some(r) = v.get("result") {
            let score = score(r)?;
            let unit = r
                .get("unit")
                .and_then(Value::as_str)
                .and_then(ScoreUnit::from_id);
            match r.get("winner")? {
                Value::Null => Some(Standing::Drawn { score, unit }),
                w => Some(Standing::Won {
                    winner: Player::from_name(w.as_str()?)?,
                    score,
                    unit,
                }),
            }
        } else {
            v.get("to_move")
                .and_then(Value::as_str)
                .and_then(Player::from_name)
                .map(Standing::ToMove)
        };
        Some(Summary {
            game,
            moves,
            at,
            standing,
            mode,
        })
    }
}

/// A save read (version 2, or upgraded to it), not yet replayed.
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
}

/// What opening a save gave: the game, or a save whose replay waits for a long sowing
/// to be decided in the worker (the quick pass could not tell).
#[derive(Clone, Debug, PartialEq)]
pub enum Restored {
    /// Restored.
    Loaded(Loaded),
    /// Read, not yet replayed: a long sowing must be decided first.
    Undecided(SavedGame),
}

impl Restored {
    /// The game restored, if it was.
    pub fn loaded(self) -> Option<Loaded> {
        match self {
            Restored::Loaded(l) => Some(l),
            Restored::Undecided(_) => None,
        }
    }
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
    /// A resignation or an agreed draw after the last move.
    pub ended: Option<Conclusion>,
}

impl PartialEq for Loaded {
    fn eq(&self, other: &Loaded) -> bool {
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

impl Loaded {
    /// Its summary.
    pub fn summary(&self) -> Summary {
        let mut game = self.game.clone();
        game.truncate(self.at);
        Summary::of(&game, self.line.len(), self.mode).ended(self.ended.filter(|c| c.at == self.at))
    }
}

/// A short, stable hash of a text (FNV-1a, 64 bits, in hex): the id of a migrated or
/// set-aside save, so that the same text is never kept twice.
pub fn text_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// What a migration step knows besides the save itself.
pub struct Context<'a> {
    /// The text read (version 1 saves take their id from it).
    pub text: &'a str,
    /// Now, in milliseconds since 1970.
    pub now: f64,
}

type Upgrade = fn(Map<String, Value>, &Context) -> Result<Map<String, Value>, SaveError>;

/// The migrations: `UPGRADES[v - 1]` turns a version `v` save into version `v + 1`.
pub const UPGRADES: [Upgrade; 1] = [v1_to_v2];

/// Version 1 → 2: the one slot becomes a game with an id (`v1-` and the hash of its
/// text, so that the same slot migrated twice is one game) at revision 1; the speed goes
/// to the preferences and the screen to the tab (both are dropped here).
fn v1_to_v2(mut m: Map<String, Value>, cx: &Context) -> Result<Map<String, Value>, SaveError> {
    m.remove("speed");
    m.remove("screen");
    m.insert("version".into(), json!(2));
    m.insert("id".into(), json!(format!("v1-{}", text_hash(cx.text))));
    m.insert("revision".into(), json!(1));
    m.insert("saved".into(), json!(cx.now));
    Ok(m)
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

fn version(m: &Map<String, Value>) -> Result<u64, SaveError> {
    match m.get("version").and_then(Value::as_u64) {
        Some(0) | None => Err(SaveError::NoVersion),
        Some(v) => Ok(v),
    }
}

/// The format version of a saved text, if it has one.
pub fn version_of(text: &str) -> Option<u64> {
    parse_object(text).ok().and_then(|m| version(&m).ok())
}

/// Reads a save of any known version (upgrading it to the current one).
///
/// # Errors
/// What is wrong with it; [`SaveError::Newer`] for a version this app does not know.
pub fn read(text: &str, now: f64) -> Result<SavedGame, SaveError> {
    let mut m = parse_object(text)?;
    let cx = Context { text, now };
    loop {
        let v = version(&m)?;
        if v == SAVE_VERSION {
            break;
        }
        let step = usize::try_from(v - 1)
            .ok()
            .and_then(|i| UPGRADES.get(i))
            .ok_or(SaveError::Newer(v))?;
        m = step(m, &cx)?;
    }
    let id = m
        .get("id")
        .ok_or(SaveError::Missing("id"))?
        .as_str()
        .and_then(SaveId::parse)
        .ok_or(SaveError::Invalid("id"))?;
    let revision = m
        .get("revision")
        .ok_or(SaveError::Missing("revision"))?
        .as_u64()
        .ok_or(SaveError::Invalid("revision"))?;
    let saved = m.get("saved").and_then(Value::as_f64).unwrap_or(0.0);
    let record = m.get("record").ok_or(SaveError::Missing("record"))?;
    let record = Record::from_json(&record.to_string()).map_err(SaveError::Record)?;
    let at = m
        .get("at")
        .and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
        .map_or(record.moves.len(), |n| n.min(record.moves.len()));
    let mode = m
        .get("mode")
        .and_then(Value::as_str)
        .and_then(Mode::from_id)
        .unwrap_or(Mode::TwoPlayers);
    // A level this app does not know (or none, saved before there were levels): the default.
    let level = m
        .get("level")
        .and_then(|l| serde_json::from_value::<Level>(l.clone()).ok())
        .unwrap_or(DEFAULT_LEVEL);
    let summary = m.get("summary").and_then(Summary::from_json);
    // A resignation or an agreed draw: kept only when it holds together (a save whose
    // `ended` part does not is not read, and so is set aside with the reason).
    let ended = match m.get("ended") {
        None | Some(Value::Null) => None,
        Some(e) => {
            Some(Conclusion::from_json(e, record.moves.len()).ok_or(SaveError::Invalid("ended"))?)
        }
    };
    Ok(SavedGame {
        id,
        revision,
        saved,
        record,
        at,
        mode,
        level,
        summary,
        ended,
    })
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
pub fn restore(saved: &SavedGame) -> Result<Loaded, SaveError> {
    let game = saved.record.try_replay().map_err(SaveError::Record)?;
    Ok(Loaded {
        id: saved.id.clone(),
        revision: saved.revision,
        game,
        line: saved.record.moves.clone(),
        at: saved.at,
        mode: saved.mode,
        level: saved.level,
        ended: saved.ended,
    })
}

/// Reads and replays a save.
///
/// # Errors
/// As [`read`] and [`restore`].
pub fn open(text: &str, now: f64) -> Result<Loaded, SaveError> {
    restore(&read(text, now)?)
}

/// A version 1 save's speed, if it has a known one.
pub fn v1_speed(text: &str) -> Option<Speed> {
    let m = parse_object(text).ok()?;
    (version(&m).ok()? == 1)
        .then(|| m.get("speed")?.as_str().and_then(Speed::from_id))
        .flatten()
}

impl SavedGame {
    /// The save's JSON (the current version).
    fn to_json(&self) -> Value {
        let mut v = json!({
            "version": SAVE_VERSION,
            "id": self.id.as_str(),
            "revision": self.revision,
            "saved": self.saved,
            "record": self.record.to_json(),
            "at": self.at,
            "mode": self.mode.id(),
            "level": self.level.id(),
        });
        if let Some(summary) = &self.summary {
            v["summary"] = summary.to_json();
        }
        if let Some(ended) = &self.ended {
            v["ended"] = ended.to_json();
        }
        v
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
    }
    .to_json()
    .to_string()
}

fn loaded_text(l: &Loaded, saved: f64) -> String {
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
    }
    .to_json()
    .to_string()
}

/// The key of game `id`.
pub fn game_key(id: &SaveId) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// The key of set-aside save `id`.
pub fn set_aside_key(id: &SaveId) -> String {
    format!("{SET_ASIDE_PREFIX}{id}")
}

/// What [`write_game`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// Saved.
    Saved,
    /// Another tab saved this game since `base`: nothing was written.
    Conflict,
}

/// The revision and version of a save, when it is one this app reads.
fn peek(text: &str) -> Option<(u64, u64)> {
    let m = parse_object(text).ok()?;
    let v = version(&m).ok()?;
    Some((v, m.get("revision").and_then(Value::as_u64).unwrap_or(0)))
}

/// Saves `session` over the revision `base` of its save (0: a game not saved yet).
/// Nothing is written when the save there is not revision `base`: another tab saved
/// the game meanwhile ([`Written::Conflict`]). The first save of a game leaves only the
/// [`RECENT_GAMES`] most recent games, and drops the other games that have no move yet
/// (a game started and left before its first move).
///
/// # Errors
/// The storage refused it.
pub fn write_game(
    store: &mut dyn Store,
    session: &Session,
    base: u64,
    now: f64,
) -> Result<Written, StorageError> {
    let key = game_key(&session.id);
    if let Some(there) = store.get(&key) {
        if peek(&there) != Some((SAVE_VERSION, base)) {
            return Ok(Written::Conflict);
        }
    }
    store.set(&key, &save_text(session, now))?;
    if base == 0 {
        prune(store, &session.id);
    }
    Ok(Written::Saved)
}

/// Removes the games that have no move and those saved least recently beyond
/// [`RECENT_GAMES`] (never `keep`, never a save of another version).
pub fn prune(store: &mut dyn Store, keep: &SaveId) {
    let keep = game_key(keep);
    let mut games: Vec<(f64, String)> = Vec::new();
    for k in store.keys() {
        if !k.starts_with(GAME_PREFIX) || k == keep {
            continue;
        }
        let Some(s) = store.get(&k).and_then(|t| read(&t, 0.0).ok()) else {
            continue;
        };
        if s.record.moves.is_empty() {
            store.remove(&k);
        } else {
            games.push((s.saved, k));
        }
    }
    games.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, k) in games.into_iter().skip(RECENT_GAMES - 1) {
        store.remove(&k);
    }
}

/// Keeps `text` (read from `from`) in the list of set-aside saves, under the hash of the
/// text: the same text set aside twice is one entry, another never overwrites it.
///
/// # Errors
/// The storage refused it.
pub fn set_aside(
    store: &mut dyn Store,
    from: &str,
    text: &str,
    now: f64,
) -> Result<SaveId, StorageError> {
    let id = SaveId::parse(&format!("h{}", text_hash(text))).ok_or(StorageError::Refused)?;
    let key = set_aside_key(&id);
    if store.get(&key).is_none() {
        let entry = json!({"version": SAVE_VERSION, "set_aside": now, "from": from, "text": text});
        store.set(&key, &entry.to_string())?;
    }
    Ok(id)
}

/// Moves the save at `key` to the set-aside list; where it is now.
fn move_aside(store: &mut dyn Store, key: &str, text: &str, now: f64) -> Kept {
    match set_aside(store, key, text, now) {
        Ok(_) => {
            store.remove(key);
            Kept::SetAside
        }
        Err(_) => Kept::Untouched,
    }
}

/// Moves version 1's slots into version 2 and sets aside any game save that cannot be
/// read. Returns the saves that could not be restored, with where they are now. Saves of
/// a newer version are left as they are.
pub fn migrate(store: &mut dyn Store, now: f64) -> Vec<(SaveError, Kept)> {
    let mut failures = Vec::new();
    if let Some(text) = store.get(V1_SAVE_KEY) {
        match version_of(&text) {
            Some(v) if v > SAVE_VERSION => {}
            _ => match read(&text, now).and_then(|s| restored(s, now)) {
                Ok((id, migrated)) => {
                    let key = game_key(&id);
                    // Migrated before (an old tab wrote the same slot again): keep the
                    // game as it went on.
                    let written = store.get(&key).is_some() || store.set(&key, &migrated).is_ok();
                    if written {
                        if let (None, Some(speed)) = (store.get(SPEED_KEY), v1_speed(&text)) {
                            let _ = store.set(SPEED_KEY, speed.id());
                        }
                        store.remove(V1_SAVE_KEY);
                    }
                }
                Err(e) => failures.push((e, move_aside(store, V1_SAVE_KEY, &text, now))),
            },
        }
    }
    if let Some(text) = store.get(V1_SET_ASIDE_KEY) {
        if set_aside(store, V1_SET_ASIDE_KEY, &text, now).is_ok() {
            store.remove(V1_SET_ASIDE_KEY);
        }
    }
    for key in store.keys() {
        if !key.starts_with(GAME_PREFIX) {
            continue;
        }
        let Some(text) = store.get(&key) else {
            continue;
        };
        match read(&text, now) {
            Ok(_) | Err(SaveError::Newer(_)) => {}
            Err(e) => failures.push((e, move_aside(store, &key, &text, now))),
        }
    }
    failures
}

/// A save read, as the text to keep in the current format: replayed (with its summary)
/// when the quick pass can, else as read (a long sowing to decide when it is opened).
fn restored(saved: SavedGame, now: f64) -> Result<(SaveId, String), SaveError> {
    match restore(&saved) {
        Ok(loaded) => Ok((loaded.id.clone(), loaded_text(&loaded, now))),
        Err(e) if e.is_undecided() => Ok((saved.id.clone(), saved.to_json().to_string())),
        Err(e) => Err(e),
    }
}

/// A game in the list of recent games.
#[derive(Clone, Debug, PartialEq)]
pub struct RecentGame {
    /// Its id.
    pub id: SaveId,
    /// When it was saved.
    pub saved: f64,
    /// What to show of it.
    pub summary: Summary,
}

/// A save that could not be restored, kept aside.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAsideGame {
    /// Its id.
    pub id: SaveId,
    /// When it was set aside.
    pub when: f64,
    /// The key it was read from.
    pub from: String,
    /// The text, exactly as it was.
    pub text: String,
    /// Why it does not restore (`None`: it restores now).
    pub problem: Option<SaveError>,
}

/// A save of a format newer than this app, left untouched.
#[derive(Clone, Debug, PartialEq)]
pub struct NewerSave {
    /// Where it is.
    pub key: String,
    /// Its format version.
    pub version: u64,
    /// Its text.
    pub text: String,
}

/// Everything kept in this browser, as the start screen lists it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Library {
    /// Whether this browser keeps games here at all.
    pub available: bool,
    /// The games, most recently saved first.
    pub recent: Vec<RecentGame>,
    /// Saves that could not be restored, most recent first.
    pub set_aside: Vec<SetAsideGame>,
    /// Saves of a newer format.
    pub newer: Vec<NewerSave>,
}

/// Reads the set-aside entry `text` (the whole text when it is not an entry).
fn read_set_aside(text: &str) -> (f64, String, String) {
    let m = parse_object(text).ok();
    let field = |k: &str| m.as_ref().and_then(|m| m.get(k)).cloned();
    match field("text").and_then(|t| t.as_str().map(str::to_string)) {
        Some(t) => (
            field("set_aside").and_then(|v| v.as_f64()).unwrap_or(0.0),
            field("from")
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default(),
            t,
        ),
        None => (0.0, String::new(), text.to_string()),
    }
}

/// Lists what `store` keeps. Set-aside saves are tried again (a later version of the app
/// may restore them).
pub fn library(store: &dyn Store, now: f64) -> Library {
    let mut lib = Library {
        available: true,
        ..Library::default()
    };
    let mut keys = store.keys();
    keys.sort();
    for key in keys {
        let Some(text) = store.get(&key) else {
            continue;
        };
        if key.starts_with(GAME_PREFIX) || key == V1_SAVE_KEY {
            match read(&text, now) {
                Ok(s) if key.starts_with(GAME_PREFIX) && !s.record.moves.is_empty() => {
                    let id = SaveId::parse(&key[GAME_PREFIX.len()..]).unwrap_or(s.id);
                    let summary = s.summary.unwrap_or(Summary {
                        game: s.record.rules.game(),
                        moves: s.record.moves.len(),
                        at: s.at,
                        standing: None,
                        mode: s.mode,
                    });
                    lib.recent.push(RecentGame {
                        id,
                        saved: s.saved,
                        summary,
                    });
                }
                Err(SaveError::Newer(version)) => lib.newer.push(NewerSave { key, version, text }),
                _ => {}
            }
        } else if let Some(id) = key.strip_prefix(SET_ASIDE_PREFIX).and_then(SaveId::parse) {
            let (when, from, text) = read_set_aside(&text);
            // One that only needs a long sowing decided restores.
            let problem = open(&text, now).err().filter(|e| !e.is_undecided());
            lib.set_aside.push(SetAsideGame {
                id,
                when,
                from,
                text,
                problem,
            });
        }
    }
    lib.recent.sort_by(|a, b| b.saved.total_cmp(&a.saved));
    lib.set_aside.sort_by(|a, b| b.when.total_cmp(&a.when));
    lib
}

/// The game a tab opens with: its own (`tab`) if it is still saved; for a new tab
/// (`None`), the most recently saved game.
pub fn pick(store: &dyn Store, tab: Option<&SaveId>, now: f64) -> Option<SaveId> {
    match tab {
        Some(id) if store.get(&game_key(id)).is_some() => Some(id.clone()),
        // The tab's own game is gone (deleted in another tab, or storage cleared): the
        // most recent game, as a new tab would.
        _ => library(store, now).recent.first().map(|g| g.id.clone()),
    }
}

/// Why a saved game did not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// It is no longer saved (deleted in another tab).
    Gone,
    /// It cannot be restored; where it is now.
    Failed(SaveError, Kept),
}

/// Opens saved game `id`. One that cannot be restored is set aside (one of a newer
/// version stays where it is); one that needs a long sowing decided stays too.
///
/// # Errors
/// It is gone, or it does not restore.
pub fn open_game(store: &mut dyn Store, id: &SaveId, now: f64) -> Result<Restored, OpenError> {
    let key = game_key(id);
    let text = store.get(&key).ok_or(OpenError::Gone)?;
    let restored = read(&text, now).and_then(|mut saved| {
        saved.id = id.clone();
        match restore(&saved) {
            Ok(loaded) => Ok(Restored::Loaded(loaded)),
            Err(e) if e.is_undecided() => Ok(Restored::Undecided(saved)),
            Err(e) => Err(e),
        }
    });
    match restored {
        Ok(r) => Ok(r),
        Err(e @ SaveError::Newer(_)) => Err(OpenError::Failed(e, Kept::Untouched)),
        Err(e) => {
            let kept = move_aside(store, &key, &text, now);
            Err(OpenError::Failed(e, kept))
        }
    }
}

/// Deletes saved game `id`; `false` when it was not there.
pub fn delete_game(store: &mut dyn Store, id: &SaveId) -> bool {
    let key = game_key(id);
    let there = store.get(&key).is_some();
    store.remove(&key);
    there
}

/// Restores set-aside save `id` as a saved game (id `r-` and the hash of its text), and
/// takes it off the list. One whose replay needs a long sowing decided is kept as a
/// saved game all the same ([`Restored::Undecided`]: the worker decides it when it is
/// opened).
///
/// # Errors
/// It still does not restore (or is gone: [`SaveError::Missing`]), or the storage
/// refused the game.
pub fn restore_set_aside(
    store: &mut dyn Store,
    id: &SaveId,
    now: f64,
) -> Result<Result<Restored, SaveError>, StorageError> {
    let key = set_aside_key(id);
    let Some(entry) = store.get(&key) else {
        return Ok(Err(SaveError::Missing("text")));
    };
    let (_, _, text) = read_set_aside(&entry);
    let mut saved = match read(&text, now) {
        Ok(s) => s,
        Err(e) => return Ok(Err(e)),
    };
    saved.id = SaveId::parse(&format!("r-{}", text_hash(&text))).unwrap_or(saved.id);
    saved.revision = 1;
    let (restored, kept) = match restore(&saved) {
        Ok(loaded) => {
            let kept = loaded_text(&loaded, now);
            (Restored::Loaded(loaded), kept)
        }
        Err(e) if e.is_undecided() => {
            saved.saved = now;
            let kept = saved.to_json().to_string();
            (Restored::Undecided(saved), kept)
        }
        Err(e) => return Ok(Err(e)),
    };
    let new_id = match &restored {
        Restored::Loaded(l) => l.id.clone(),
        Restored::Undecided(s) => s.id.clone(),
    };
    store.set(&game_key(&new_id), &kept)?;
    store.remove(&key);
    prune(store, &new_id);
    Ok(Ok(restored))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::ui::state::session::IdSource;

    /// Saves written by version 1 of the app (`State::save_json` before version 2): Rio
    /// Kadalis with a move taken back, Katro `either` against the computer at the hard
    /// level, and Kiothi with both redistributions and partial lifts, left on the start
    /// screen.
    const V1_RIO: &str = r#"{"version":1,"record":{"game":"rio-kadalis","options":{},"moves":["a1","a2","b1"]},"at":2,"mode":"two-players","level":"medium","speed":"fast","screen":"play"}"#;
    const V1_KATRO: &str = r#"{"version":1,"record":{"game":"katro","options":{"direction":"either"},"moves":["a1'"]},"at":1,"mode":"computer-north","level":"hard","speed":"normal","screen":"play"}"#;
    const V1_KIOTHI: &str = r#"{"version":1,"record":{"game":"kiothi","options":{},"moves":["h1+i1=b1:1,c1:1,e1:1,j1:2,c2:1,d2:1,e2:1,h2:2","f2+h2=d1:1,h1:1,i1:1,j1:1,a2:1,b2:1,i2:1","j1/6","c2","d1/2"]},"at":5,"mode":"two-players","level":"medium","speed":"step","screen":"start"}"#;
    /// A version 1 save whose record does not replay (`q7` is no hole), as the browser
    /// test of version 1 wrote it.
    const V1_BROKEN: &str = r#"{"version": 1, "record": {"game": "katro", "moves": ["q7"]}}"#;

    const NOW: f64 = 1_700_000_000_000.0;

    fn store_with(pairs: &[(&str, &str)]) -> MemStore {
        MemStore(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        )
    }

    fn session(game: GameId, moves: usize, ids: &mut IdSource) -> Session {
        let mut s = Session::new_game(
            ids.make(),
            Rules::default_for(game),
            Mode::TwoPlayers,
            DEFAULT_LEVEL,
        );
        let mut rng = crate::engine::Rng::new(moves as u64);
        for _ in 0..moves {
            let (mv, _) = s.position().random_move(&mut rng).expect("a move");
            s.play(mv).expect("legal");
        }
        s
    }

    #[test]
    fn every_v1_save_migrates_with_nothing_lost() {
        for (text, game, moves, at, mode, level, speed) in [
            (
                V1_RIO,
                GameId::RioKadalis,
                3,
                2,
                Mode::TwoPlayers,
                Level::Medium,
                Speed::Fast,
            ),
            (
                V1_KATRO,
                GameId::Katro,
                1,
                1,
                Mode::VsComputer {
                    computer: Player::North,
                },
                Level::Hard,
                Speed::Normal,
            ),
            (
                V1_KIOTHI,
                GameId::Kiothi,
                5,
                5,
                Mode::TwoPlayers,
                Level::Medium,
                Speed::Step,
            ),
        ] {
            let mut store = store_with(&[(V1_SAVE_KEY, text)]);
            assert_eq!(migrate(&mut store, NOW), vec![]);
            assert_eq!(
                store.get(V1_SAVE_KEY),
                None,
                "the version 1 slot is emptied"
            );
            assert_eq!(store.get(SPEED_KEY).as_deref(), Some(speed.id()));
            let lib = library(&store, NOW);
            assert_eq!(lib.recent.len(), 1);
            let g = &lib.recent[0];
            assert_eq!(g.summary.game, game);
            assert_eq!((g.summary.moves, g.summary.at), (moves, at));
            assert_eq!(g.summary.mode, mode);
            assert!(g.id.as_str().starts_with("v1-"));
            let l = open_game(&mut store, &g.id, NOW)
                .expect("restores")
                .loaded()
                .expect("replays quickly");
            assert_eq!(
                (l.line.len(), l.at, l.mode, l.level),
                (moves, at, mode, level)
            );
            let v1: Value = serde_json::from_str(text).expect("json");
            let want: Vec<String> = v1["record"]["moves"]
                .as_array()
                .expect("moves")
                .iter()
                .map(|m| m.as_str().expect("a move").to_string())
                .collect();
            let got: Vec<String> = l.line.iter().map(Move::to_string).collect();
            assert_eq!(got, want, "every move of the main line is kept");
            assert_eq!(
                l.game.record().rules.options_json(),
                v1["record"]["options"]
            );
            // An old tab writing the same slot again: still one game, as it went on.
            store.0.insert(V1_SAVE_KEY.into(), text.into());
            assert_eq!(migrate(&mut store, NOW + 1.0), vec![]);
            assert_eq!(library(&store, NOW).recent.len(), 1);
        }
    }

    #[test]
    fn a_v1_save_that_does_not_restore_is_set_aside_and_a_second_never_overwrites_it() {
        let mut store = store_with(&[(V1_SAVE_KEY, V1_BROKEN), (V1_SET_ASIDE_KEY, "{old")]);
        let failures = migrate(&mut store, NOW);
        assert_eq!(failures.len(), 1);
        assert!(matches!(
            failures[0],
            (SaveError::Record(_), Kept::SetAside)
        ));
        assert_eq!(store.get(V1_SAVE_KEY), None);
        assert_eq!(store.get(V1_SET_ASIDE_KEY), None);
        let lib = library(&store, NOW);
        assert_eq!(
            lib.set_aside.len(),
            2,
            "the v1 set-aside slot is listed too"
        );
        let broken = lib
            .set_aside
            .iter()
            .find(|s| s.text == V1_BROKEN)
            .expect("listed with its text");
        assert_eq!(broken.from, V1_SAVE_KEY);
        assert!(matches!(broken.problem, Some(SaveError::Record(_))));
        // A second broken save: both are kept.
        let second = V1_BROKEN.replace("q7", "q8");
        store.0.insert(V1_SAVE_KEY.into(), second.clone());
        assert_eq!(migrate(&mut store, NOW + 5.0).len(), 1);
        let lib = library(&store, NOW);
        assert_eq!(lib.set_aside.len(), 3);
        assert!(lib.set_aside.iter().any(|s| s.text == V1_BROKEN));
        assert!(lib.set_aside.iter().any(|s| s.text == second));
        assert_eq!(lib.set_aside[0].text, second, "the latest first");
        // Not JSON at all: set aside with where the reading stopped.
        let mut store = store_with(&[(V1_SAVE_KEY, "{not json")]);
        let failures = migrate(&mut store, NOW);
        assert!(matches!(
            failures[0],
            (SaveError::NotJson { line: 1, column: 2 }, Kept::SetAside)
        ));
    }

    #[test]
    fn a_save_of_a_newer_version_is_listed_and_never_touched() {
        let newer = r#"{"version":3,"id":"x-1","record":{},"decisions":[]}"#;
        let key = format!("{GAME_PREFIX}x-1");
        let mut store = store_with(&[(V1_SAVE_KEY, newer), (&key, newer)]);
        assert_eq!(migrate(&mut store, NOW), vec![]);
        assert_eq!(store.get(V1_SAVE_KEY).as_deref(), Some(newer));
        assert_eq!(store.get(&key).as_deref(), Some(newer));
        let lib = library(&store, NOW);
        assert_eq!(lib.newer.len(), 2);
        assert!(lib.newer.iter().all(|n| n.version == 3 && n.text == newer));
        assert!(lib.recent.is_empty());
        let id = SaveId::parse("x-1").expect("an id");
        assert_eq!(
            open_game(&mut store, &id, NOW).map(|_| ()),
            Err(OpenError::Failed(SaveError::Newer(3), Kept::Untouched))
        );
        assert_eq!(store.get(&key).as_deref(), Some(newer), "still untouched");
        // Writing the game of that id is refused as another tab's.
        let mut ids = IdSource::new("t");
        let mut s = session(GameId::Hoyito3, 1, &mut ids);
        s.id = id;
        assert_eq!(write_game(&mut store, &s, 0, NOW), Ok(Written::Conflict));
        assert_eq!(store.get(&key).as_deref(), Some(newer));
    }

    #[test]
    fn a_save_round_trips_and_reads_its_summary() {
        let mut ids = IdSource::new("t");
        let mut s = session(GameId::RioKadalis, 3, &mut ids);
        assert!(s.undo());
        let text = save_text(&s, NOW);
        let saved = read(&text, NOW).expect("reads");
        assert_eq!(
            (saved.id.clone(), saved.revision),
            (s.id.clone(), s.revision)
        );
        assert_eq!(saved.summary, Some(Summary::of_session(&s)));
        assert_eq!(
            saved.summary.as_ref().and_then(|x| x.standing),
            Some(Standing::ToMove(s.position().to_move()))
        );
        let l = restore(&saved).expect("replays");
        assert_eq!(l.line, s.line());
        assert_eq!(l.at, 2);
        let back = Session::from_loaded(&l);
        assert_eq!(back.position(), s.position());
        assert_eq!((back.revision, back.base), (s.revision, s.revision));
        // What is wrong is said, as data.
        assert_eq!(read("[1]", NOW), Err(SaveError::NotAnObject));
        assert_eq!(read("{}", NOW), Err(SaveError::NoVersion));
        assert_eq!(
            read(&text.replace("\"id\":", "\"di\":"), NOW),
            Err(SaveError::Missing("id"))
        );
        let broken = text.replace("\"moves\":[", "\"moves\":[\"q9\",");
        assert!(matches!(open(&broken, NOW), Err(SaveError::Record(_))));
        // An `ended` part that does not hold together is not read (the save is set aside
        // with the reason); one that does is kept.
        let with = |ended: Value| {
            let mut v: Value = serde_json::from_str(&text).expect("json");
            v["ended"] = ended;
            v.to_string()
        };
        let at = s.line().len();
        let good = json!({"by": "resignation", "resigned": "north", "winner": "south", "at": at});
        assert!(read(&with(good), NOW).is_ok_and(|g| g.ended.is_some()));
        let bad = json!({"by": "resignation", "resigned": "north", "winner": "north", "at": at});
        assert_eq!(read(&with(bad), NOW), Err(SaveError::Invalid("ended")));
        let beyond = json!({"by": "agreement", "winner": null, "at": at + 5});
        assert_eq!(read(&with(beyond), NOW), Err(SaveError::Invalid("ended")));
        // A level this app does not know: the default.
        let odd = text.replace("\"medium\"", "\"grandmaster\"");
        assert_eq!(read(&odd, NOW).map(|s| s.level), Ok(DEFAULT_LEVEL));
        // A finished game says its result.
        let over = Summary::from_json(&json!({"game":"katro","moves":9,"at":9,
            "result":{"winner":"north","score":[10,22]}}));
        assert_eq!(
            over.and_then(|s| s.standing),
            Some(Standing::Won {
                winner: Player::North,
                score: [10, 22],
                unit: None,
            })
        );
    }

    #[test]
    fn a_tab_writes_only_over_the_revision_it_started_from() {
        let mut ids = IdSource::new("a");
        let mut store = MemStore::default();
        let mut a = session(GameId::Hoyito3, 1, &mut ids);
        assert_eq!(write_game(&mut store, &a, 0, NOW), Ok(Written::Saved));
        let saved = a.revision;
        // Tab B restored the same game and played on.
        let loaded = open_game(&mut store, &a.id, NOW).expect("restores");
        let mut b = Session::from_loaded(&loaded.loaded().expect("replays quickly"));
        let mv = b.position().legal_moves()[0];
        b.play(mv).expect("legal");
        assert_eq!(write_game(&mut store, &b, saved, NOW), Ok(Written::Saved));
        // Tab A plays on from the revision it saved: it must not overwrite B's move.
        let mv = a.position().legal_moves()[1];
        a.play(mv).expect("legal");
        let before = store.get(&game_key(&a.id));
        assert_eq!(
            write_game(&mut store, &a, saved, NOW),
            Ok(Written::Conflict)
        );
        assert_eq!(store.get(&game_key(&a.id)), before, "B's save is kept");
        // A goes on as a new game: both are kept.
        a.fork(ids.make());
        assert_eq!(write_game(&mut store, &a, a.base, NOW), Ok(Written::Saved));
        assert_eq!(library(&store, NOW).recent.len(), 2);
        // A game with no move is saved (a reload finds it) but not listed, and goes when
        // another game is first saved.
        let empty = session(GameId::Katro, 0, &mut ids);
        assert_eq!(write_game(&mut store, &empty, 0, NOW), Ok(Written::Saved));
        assert_eq!(pick(&store, Some(&empty.id), NOW), Some(empty.id.clone()));
        assert_eq!(library(&store, NOW).recent.len(), 2);
        let next = session(GameId::Katro, 1, &mut ids);
        write_game(&mut store, &next, 0, NOW).expect("saved");
        // Its tab, reloaded, opens the latest game instead.
        let latest = library(&store, NOW).recent.first().map(|g| g.id.clone());
        assert!(latest.is_some());
        assert_eq!(pick(&store, Some(&empty.id), NOW), latest);
        assert_eq!(library(&store, NOW).recent.len(), 3);
    }

    #[test]
    fn only_the_most_recent_games_are_kept() {
        let mut ids = IdSource::new("p");
        let mut store = MemStore::default();
        let mut first = None;
        for k in 0..(RECENT_GAMES + 3) {
            let s = session(GameId::Hoyito3, 1, &mut ids);
            first.get_or_insert_with(|| s.id.clone());
            write_game(&mut store, &s, 0, NOW + k as f64).expect("saved");
        }
        let lib = library(&store, NOW);
        assert_eq!(lib.recent.len(), RECENT_GAMES);
        assert!(lib.recent.iter().all(|g| Some(&g.id) != first.as_ref()));
        assert!(lib.recent[0].saved > lib.recent[1].saved, "newest first");
    }

    #[test]
    fn set_aside_games_restore_once_they_replay_and_games_delete() {
        let mut ids = IdSource::new("s");
        let good = save_text(&session(GameId::Katro, 2, &mut ids), NOW);
        let mut store = MemStore::default();
        let id = set_aside(&mut store, "somewhere", &good, NOW).expect("kept");
        let lib = library(&store, NOW);
        assert_eq!(lib.set_aside[0].problem, None, "it restores now");
        let l = restore_set_aside(&mut store, &id, NOW)
            .expect("stored")
            .expect("restores")
            .loaded()
            .expect("replays quickly");
        assert_eq!(l.line.len(), 2);
        let lib = library(&store, NOW);
        assert!(lib.set_aside.is_empty());
        assert_eq!(lib.recent.len(), 1);
        assert_eq!(lib.recent[0].id, l.id);
        assert!(delete_game(&mut store, &l.id));
        assert!(!delete_game(&mut store, &l.id), "deleted once");
        assert!(library(&store, NOW).recent.is_empty());
        assert_eq!(
            open_game(&mut store, &l.id, NOW).map(|_| ()),
            Err(OpenError::Gone)
        );
        // One that does not replay stays listed, with its reason.
        let bad = set_aside(&mut store, "x", V1_BROKEN, NOW).expect("kept");
        assert!(matches!(
            restore_set_aside(&mut store, &bad, NOW),
            Ok(Err(SaveError::Record(_)))
        ));
        assert_eq!(library(&store, NOW).set_aside.len(), 1);
    }

    #[test]
    fn a_tab_opens_its_own_game_and_a_new_tab_the_latest() {
        let mut ids = IdSource::new("q");
        let mut store = MemStore::default();
        let old = session(GameId::Katro, 1, &mut ids);
        let new = session(GameId::Kiothi, 1, &mut ids);
        write_game(&mut store, &old, 0, NOW).expect("saved");
        write_game(&mut store, &new, 0, NOW + 1.0).expect("saved");
        assert_eq!(pick(&store, None, NOW), Some(new.id.clone()));
        assert_eq!(pick(&store, Some(&old.id), NOW), Some(old.id.clone()));
        // A tab whose game is gone (deleted elsewhere) opens the latest, as a new tab.
        let other = ids.make();
        assert_eq!(pick(&store, Some(&other), NOW), Some(new.id.clone()));
    }

    #[test]
    fn a_save_that_needs_a_long_sowing_decided_is_never_set_aside_for_it() {
        // A record whose last move the quick pass cannot decide (the app never saves such
        // a move; a save from elsewhere might hold one, or a start that needs one).
        let f = crate::ui::state::testing::quick_long();
        let mut record = f.record.clone();
        record.moves.push(f.mv);
        let saved = |id: &str| {
            let mut m = parse_object(&save_text(
                &session(GameId::Kiothi, 0, &mut IdSource::new("u")),
                NOW,
            ))
            .expect("an object");
            m.insert("id".into(), json!(id));
            m.insert("record".into(), record.to_json());
            m.remove("summary");
            Value::Object(m).to_string()
        };
        let u1 = SaveId::parse("u-1").expect("an id");
        let mut store = store_with(&[(&game_key(&u1), &saved("u-1"))]);
        assert_eq!(migrate(&mut store, NOW), vec![], "not broken");
        match open_game(&mut store, &u1, NOW) {
            Ok(Restored::Undecided(s)) => assert_eq!(s.record, record),
            other => panic!("{other:?}"),
        }
        assert!(store.get(&game_key(&u1)).is_some(), "kept where it was");
        assert_eq!(library(&store, NOW).recent.len(), 1);
        // Set aside by an older version: listed as restorable, and restored as a game.
        let text = saved("u-2");
        let id = set_aside(&mut store, "elsewhere", &text, NOW).expect("kept");
        let lib = library(&store, NOW);
        assert_eq!(lib.set_aside[0].problem, None, "it restores (once decided)");
        match restore_set_aside(&mut store, &id, NOW) {
            Ok(Ok(Restored::Undecided(s))) => {
                assert!(s.id.as_str().starts_with("r-"));
                assert!(store.get(&game_key(&s.id)).is_some(), "saved as a game");
            }
            other => panic!("{other:?}"),
        }
        assert!(library(&store, NOW).set_aside.is_empty());
        // A version 1 save that needs one is migrated as it is.
        let v1 = format!(
            r#"{{"version":1,"record":{},"at":13,"mode":"two-players"}}"#,
            record.to_json()
        );
        let mut store = store_with(&[(V1_SAVE_KEY, &v1)]);
        assert_eq!(migrate(&mut store, NOW), vec![]);
        assert_eq!(store.get(V1_SAVE_KEY), None);
        let lib = library(&store, NOW);
        assert_eq!(lib.recent.len(), 1);
        assert!(matches!(
            open_game(&mut store, &lib.recent[0].id, NOW),
            Ok(Restored::Undecided(_))
        ));
    }
}
