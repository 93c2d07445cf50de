//! The browser's side of keeping things: localStorage, the URL fragment, the
//! reduced-motion preference. Every call tolerates a missing or refusing browser API
//! (private mode, storage full): it reports, never panics.

use wasm_bindgen::JsValue;

/// Where the game in progress is saved.
pub const SAVE_KEY: &str = "mancala-atlas.game";
/// Where a saved game that cannot be restored is set aside.
pub const SET_ASIDE_KEY: &str = "mancala-atlas.set-aside";

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game's text, if any.
pub fn load() -> Option<String> {
    local_storage()?.get_item(SAVE_KEY).ok().flatten()
}

/// Saves the game's text.
///
/// # Errors
/// Storage is unavailable or full.
pub fn save(text: &str) -> Result<(), String> {
    let s = local_storage().ok_or("this browser keeps no local storage here")?;
    s.set_item(SAVE_KEY, text)
        .map_err(|_| "the browser's storage refused it (full, or private browsing)".to_string())
}

/// Moves a saved game that cannot be restored out of the way, keeping its text.
pub fn set_aside(text: &str) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(SET_ASIDE_KEY, text);
        let _ = s.remove_item(SAVE_KEY);
    }
}

/// Forgets the saved game (tests start from a clean page).
pub fn clear() {
    if let Some(s) = local_storage() {
        let _ = s.remove_item(SAVE_KEY);
    }
}

/// The URL's fragment, `#…` included (empty when there is none).
pub fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's address without its fragment.
pub fn page_address() -> String {
    let Some(w) = web_sys::window() else {
        return String::new();
    };
    let l = w.location();
    let origin = l.origin().unwrap_or_default();
    let path = l.pathname().unwrap_or_default();
    let search = l.search().unwrap_or_default();
    format!("{origin}{path}{search}")
}

/// Removes the fragment from the address bar without reloading (after a share link was read).
pub fn clear_hash() {
    let Some(w) = web_sys::window() else { return };
    let l = w.location();
    let path = format!(
        "{}{}",
        l.pathname().unwrap_or_default(),
        l.search().unwrap_or_default()
    );
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
}

/// Whether the person asked their system for reduced motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}
