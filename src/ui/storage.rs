//! The browser's side of keeping things: localStorage, the URL fragment, the
//! reduced-motion preference. Every call tolerates a missing or refusing browser API
//! (private mode, storage full): it reports, never panics.

use wasm_bindgen::JsValue;

use super::i18n::Lang;
use super::state::StorageError;

/// Where the game in progress is saved.
pub const SAVE_KEY: &str = "mancala-atlas.game";
/// Where a saved game that cannot be restored is set aside.
pub const SET_ASIDE_KEY: &str = "mancala-atlas.set-aside";
/// Where the language chosen with the switcher is kept (`en`, `tr` or `fa`).
pub const LANG_KEY: &str = "mancala-atlas-lang";

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
pub fn save(text: &str) -> Result<(), StorageError> {
    let s = local_storage().ok_or(StorageError::Unavailable)?;
    s.set_item(SAVE_KEY, text)
        .map_err(|_| StorageError::Refused)
}

/// The language asked for in the page's address (`?lang=tr`), if it is one the app speaks.
pub fn query_lang() -> Option<Lang> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    Lang::from_code(&params.get("lang")?)
}

/// The language saved by the switcher, if any (a value the app does not know is ignored).
pub fn saved_lang() -> Option<Lang> {
    let code = local_storage()?.get_item(LANG_KEY).ok().flatten()?;
    Lang::ALL.into_iter().find(|l| l.code() == code.trim())
}

/// Keeps the language chosen with the switcher.
pub fn save_lang(lang: Lang) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
}

/// Forgets the language chosen with the switcher (tests start from a clean page).
pub fn clear_lang() {
    if let Some(s) = local_storage() {
        let _ = s.remove_item(LANG_KEY);
    }
}

/// The browser's preferred languages (`navigator.languages`, else `navigator.language`).
pub fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if tags.is_empty() {
        tags.extend(nav.language());
    }
    tags
}

/// The interface's language: the address's `?lang=` wins, else the switcher's saved
/// choice, else the browser's languages, else English.
pub fn initial_lang() -> Lang {
    query_lang()
        .or_else(saved_lang)
        .unwrap_or_else(|| Lang::from_browser(&browser_languages()))
}

/// Sets `lang` and `dir` on the document's root element.
pub fn set_document_lang(lang: Lang) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(el) = root {
        let _ = el.set_attribute("lang", lang.code());
        let _ = el.set_attribute("dir", lang.dir());
    }
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
