//! What the game keeps in the browser, beside its saves (`saves.rs`): which game a tab
//! shows and on which screen (the tab's own record), a puzzle's attempt in the tab, the
//! reader's settings, the recorder's recording, the route in the address and its history
//! entry. Over the platform's storage (`crate::ui::platform::storage`), which knows no
//! game.

use crate::ui::game::save::{self, Store};
use crate::ui::game::{Keep, SaveId, Screen, Speed, StorageError, Write};
use crate::ui::platform::storage::{self, local_get, local_set, session_get, session_set};

/// Where a tab keeps (in its own `sessionStorage`) which game it shows and on which screen.
pub const TAB_KEY: &str = "mancala-atlas.tab";

/// Keeps the recording of "Record a game" (its text) under its key.
///
/// # Errors
/// This browser keeps nothing here, or the storage refused it (full, private browsing).
pub fn keep_recording(text: &str) -> Result<(), StorageError> {
    let mut store = storage::local_store().ok_or(StorageError::Unavailable)?;
    store.set(save::RECORDING_KEY, text)
}

/// What a tab keeps about itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TabRecord {
    /// The game it shows.
    pub game: Option<SaveId>,
    /// Whether it shows the start screen.
    pub start_screen: bool,
}

/// This tab's record, if it has one (a reload of the tab; a new tab has none).
pub fn tab_record() -> Option<TabRecord> {
    let text = session_get(TAB_KEY)?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(TabRecord {
        game: v
            .get("game")
            .and_then(|g| g.as_str())
            .and_then(SaveId::parse),
        start_screen: v.get("screen").and_then(|s| s.as_str()) == Some("start"),
    })
}

/// Keeps which game this tab shows, and on which screen.
pub fn save_tab(game: &SaveId, screen: Screen) {
    let screen = crate::ui::game::screen_code(screen);
    let v = serde_json::json!({"game": game.as_str(), "screen": screen});
    session_set(TAB_KEY, Some(&v.to_string()));
}

/// Where a tab keeps (in its own `sessionStorage`) the puzzle attempt on its screen
/// ([`crate::ui::puzzles::attempt::Snapshot`]): a reload comes back to it.
pub const ATTEMPT_KEY: &str = "mancala-atlas.puzzle-attempt";

/// Keeps the puzzle attempt `record` in this tab.
pub fn keep_attempt(record: &str) {
    session_set(ATTEMPT_KEY, Some(record));
}

/// The puzzle attempt kept in this tab, if any (as text).
pub fn kept_attempt() -> Option<String> {
    session_get(ATTEMPT_KEY)
}

/// The speed kept from before, if any.
pub fn saved_speed() -> Option<Speed> {
    Speed::from_id(&local_get(save::SPEED_KEY)?)
}

/// The coordinates setting kept from before, if any.
pub fn saved_coordinates() -> Option<bool> {
    match local_get(save::COORDINATES_KEY)?.as_str() {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Whether the player turned the sounds on (off when never set).
pub fn saved_sound() -> bool {
    local_get(save::SOUND_KEY).is_some_and(|v| v == "on")
}

/// Keeps a setting the reader chose.
pub fn keep(k: Keep) {
    let on_off = |on: bool| if on { "on" } else { "off" };
    match k {
        Keep::Speed(s) => local_set(save::SPEED_KEY, s.id()),
        Keep::Coordinates(on) => local_set(save::COORDINATES_KEY, on_off(on)),
        Keep::Sound(on) => local_set(save::SOUND_KEY, on_off(on)),
    }
}

/// Forgets every game, set-aside save and preference but the language, and this tab's
/// record (tests start from a clean page).
pub fn clear() {
    if let Some(mut s) = storage::local_store() {
        for k in s.keys() {
            if save::is_app_key(&k) {
                s.remove(&k);
            }
        }
    }
    session_set(TAB_KEY, None);
}

/// Writes a route in the address: `fragment` (without `#`; empty: the page's own address)
/// and, in the history entry, the game's `screen` — as a new entry or in place of the
/// current one. The browser's back and forward then walk between the screens.
pub fn write_route(fragment: &str, screen: Screen, write: Write) {
    let url = if fragment.is_empty() {
        storage::page_path()
    } else {
        format!("{}#{fragment}", storage::page_path())
    };
    let screen = crate::ui::game::screen_code(screen);
    storage::write_history(&url, screen, write == Write::Push);
}
