//! The storage policy: what is kept where in the browser's storage, and for how long.
//! Pure Rust over a [`Store`] (localStorage in the browser, a map in the tests), so that
//! every rule here is tested natively.
//!
//! **Keys.** Each game has its own save, `mancala-atlas.game.<id>` ([`GAME_PREFIX`]),
//! so that two tabs playing two games never touch each other's. A save that cannot be
//! restored is moved to `mancala-atlas.set-aside.<id>` ([`SET_ASIDE_PREFIX`]), one key
//! per save (the id is a hash of its text), so a second failure never overwrites a
//! first; the entry keeps the text exactly as it was
//! (`{"version":3,"set_aside":1718000000000.0,"from":"mancala-atlas.game.x-1","text":"…"}`).
//! The speed of the animation, the coordinates and the sound settings are kept apart
//! ([`SPEED_KEY`], …); which game a tab shows is kept in the tab's own `sessionStorage`
//! (`ui::storage`).
//!
//! **What is kept.** The [`RECENT_GAMES`] most recently saved games; a game with no move
//! is saved (a reload finds it) but not listed, and goes when another game is first
//! saved. `revision` counts a game's changes: a tab writes only over the revision it
//! started from, so two tabs never silently overwrite each other ([`write_game`]).
//!
//! **Never lost.** A save that cannot be restored is set aside with the reason, never
//! deleted, and tried again each time the list is read (a later version may restore
//! it). A save of a version newer than this app knows is never changed or deleted; it is
//! listed with a message. A save of an earlier version stays as it is until its game is
//! saved again (in the current version); version 1's slots ([`V1_SAVE_KEY`],
//! [`V1_SET_ASIDE_KEY`]) are moved into games' keys, in the current version, on the first
//! load ([`migrate`]), losing nothing. One whose replay needs a long sowing decided is not
//! broken: it is never set aside for it, and the app has the worker decide it
//! ([`Restored::Undecided`]).

use serde::Serialize;
use serde_json::Value;

use super::super::session::{SaveId, Session};
use super::format::{loaded_text, parse_object, save_text, version, SAVE_VERSION};
use super::migrate::{open, read, text_hash, v1_speed, version_of};
use super::saved::{restore, Restored, SaveError, SavedGame, Summary};
use crate::ui::platform::store::{StorageError, Store};

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
/// Where the recording of "Record a game" is kept (`crate::ui::record`).
pub const RECORDING_KEY: &str = "mancala-atlas.recording";
/// The prefix of every key the app keeps in a browser's storage (games, set-aside saves,
/// settings, a tab's record), the language's (`mancala-atlas-lang`) aside.
pub const APP_PREFIX: &str = "mancala-atlas.";

/// Whether the storage key `key` is one of the app's ([`APP_PREFIX`]; version 1's too).
pub fn is_app_key(key: &str) -> bool {
    key.starts_with(APP_PREFIX)
}
/// How many games are kept (the most recently saved).
pub const RECENT_GAMES: usize = 12;

/// Where a saved game that could not be restored is now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whereabouts {
    /// In the list of set-aside games on the start screen.
    SetAside,
    /// Left where it was (the browser refused to move it).
    Untouched,
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

/// The revision of a save, when it is of a version this app reads (an earlier version's
/// save is written over in the current version; a newer version's never).
fn revision_of(text: &str) -> Option<u64> {
    let m = parse_object(text).ok()?;
    let v = version(&m).ok()?;
    (v <= SAVE_VERSION).then(|| m.get("revision").and_then(|r| r.as_u64()).unwrap_or(0))
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
        if revision_of(&there) != Some(base) {
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
        let entry = SetAsideEntry {
            version: SAVE_VERSION,
            set_aside: now,
            from: from.to_string(),
            text: text.to_string(),
        };
        // Numbers and strings only: serializing cannot fail.
        store.set(&key, &serde_json::to_string(&entry).unwrap_or_default())?;
    }
    Ok(id)
}

/// Moves the save at `key` to the set-aside list; where it is now.
fn move_aside(store: &mut dyn Store, key: &str, text: &str, now: f64) -> Whereabouts {
    match set_aside(store, key, text, now) {
        Ok(_) => {
            store.remove(key);
            Whereabouts::SetAside
        }
        Err(_) => Whereabouts::Untouched,
    }
}

/// Moves version 1's slots into the current version and sets aside any game save that cannot be
/// read. Returns the saves that could not be restored, with where they are now. Saves of
/// a newer version are left as they are.
pub fn migrate(store: &mut dyn Store, now: f64) -> Vec<(SaveError, Whereabouts)> {
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
        Err(e) if e.is_undecided() => Ok((saved.id.clone(), saved.to_text())),
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

/// A set-aside save's entry: the text exactly as it was, where it was read from and when.
/// Read leniently (only `text` must be there): nothing set aside is ever lost.
/// Written by derive, read by [`read_set_aside`].
#[derive(Clone, Debug, PartialEq, Serialize)]
struct SetAsideEntry {
    /// The format version of the app that set it aside.
    version: u64,
    /// When (milliseconds since 1970).
    set_aside: f64,
    /// The key it was read from.
    from: String,
    /// The save's text.
    text: String,
}

/// Reads the set-aside entry `text` (the whole text when it is not an entry).
/// Read from the JSON object as every save is (not by a reader of its own: one more
/// derived reader costs the app's bundle kilobytes); each part left out takes its default,
/// one of the wrong kind makes the text not an entry.
fn read_set_aside(text: &str) -> (f64, String, String) {
    let entry = parse_object(text).ok().and_then(|m| {
        let when = m.get("set_aside").map_or(Some(0.0), Value::as_f64)?;
        let from = m.get("from").map_or(Some(""), Value::as_str)?;
        m.get("version").map_or(Some(0), Value::as_u64)?;
        let saved = m.get("text")?.as_str()?;
        Some((when, from.to_string(), saved.to_string()))
    });
    entry.unwrap_or_else(|| (0.0, String::new(), text.to_string()))
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
    Failed(SaveError, Whereabouts),
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
            Ok(loaded) => Ok(Restored::Replayed(loaded)),
            Err(e) if e.is_undecided() => Ok(Restored::Undecided(saved)),
            Err(e) => Err(e),
        }
    });
    match restored {
        Ok(r) => Ok(r),
        Err(e @ SaveError::Newer(_)) => Err(OpenError::Failed(e, Whereabouts::Untouched)),
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
            (Restored::Replayed(loaded), kept)
        }
        Err(e) if e.is_undecided() => {
            saved.saved = now;
            let kept = saved.to_text();
            (Restored::Undecided(saved), kept)
        }
        Err(e) => return Ok(Err(e)),
    };
    let new_id = match &restored {
        Restored::Replayed(l) => l.id.clone(),
        Restored::Undecided(s) => s.id.clone(),
    };
    store.set(&game_key(&new_id), &kept)?;
    store.remove(&key);
    prune(store, &new_id);
    Ok(Ok(restored))
}
