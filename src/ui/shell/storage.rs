//! The browser's side of keeping things: localStorage, the URL fragment, the
//! reduced-motion preference. Every call tolerates a missing or refusing browser API
//! (private mode, storage full): it reports, never panics.

use wasm_bindgen::JsValue;

use super::kept::{Changed, Kept};
use crate::ui::i18n::Lang;
use crate::ui::state::save::{self, Store};
use crate::ui::state::{SaveId, Screen, Speed, StorageError};

/// Where the language chosen with the switcher is kept (its code: `en`, `fr`, …).
pub const LANG_KEY: &str = crate::ui::start::page::LANG_KEY;
/// Where a tab keeps (in its own `sessionStorage`) which game it shows and on which screen.
pub const TAB_KEY: &str = "mancala-atlas.tab";

/// Whether the page is the museum kiosk (`?kiosk=yes`, [`crate::ui::kiosk`]): it keeps
/// nothing, so the next visitor finds nothing of the last one.
pub fn kiosk() -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| crate::ui::kiosk::is_kiosk(&q))
}

fn local_storage() -> Option<web_sys::Storage> {
    if kiosk() {
        return None;
    }
    web_sys::window()?.local_storage().ok().flatten()
}

fn session_storage() -> Option<web_sys::Storage> {
    if kiosk() {
        return None;
    }
    web_sys::window()?.session_storage().ok().flatten()
}

/// The browser's localStorage as a [`Store`].
pub struct LocalStore(web_sys::Storage);

impl Store for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.0
            .set_item(key, value)
            .map_err(|_| StorageError::Refused)
    }
    fn remove(&mut self, key: &str) {
        let _ = self.0.remove_item(key);
    }
    fn keys(&self) -> Vec<String> {
        let n = self.0.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| self.0.key(i).ok().flatten())
            .collect()
    }
}

/// localStorage, when this browser keeps it here.
pub fn local_store() -> Option<LocalStore> {
    local_storage().map(LocalStore)
}

/// A progress the app keeps in this browser ([`super::kept`]), and what was wrong with
/// what was kept, in `lang`; the default when the browser keeps nothing here.
pub fn load_kept<T: Kept>(lang: Lang) -> (T, Option<String>) {
    match local_store() {
        Some(mut store) => {
            let (v, e) = T::load(&mut store);
            (v, e.map(|e| e.message(lang, &T::WORDS)))
        }
        None => (T::default(), None),
    }
}

/// `change` made to `progress` and, when it changed anything, kept in this browser
/// ([`Kept::change_and_keep`]; a kiosk keeps nothing and says nothing of it). `None` when
/// nothing changed.
pub fn change_kept<T: Kept>(progress: &T, change: impl FnOnce(&mut T)) -> Option<Changed<T>> {
    progress.change_and_keep(change, local_store().as_mut(), kiosk())
}

/// Keeps the recording of "Record a game" (its text) under its key.
///
/// # Errors
/// This browser keeps nothing here, or the storage refused it (full, private browsing).
pub fn keep_recording(text: &str) -> Result<(), StorageError> {
    use crate::ui::state::save::Store as _;
    let mut store = local_store().ok_or(StorageError::Unavailable)?;
    store.set(crate::ui::record::KEY, text)
}

/// Now, in milliseconds since 1970.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A prefix for this page's new game ids: the time and a random number, so that two
/// tabs never make the same id.
pub fn id_prefix() -> String {
    let random = (js_sys::Math::random() * 1_679_616.0) as u64;
    format!("{:x}{:x}", now() as u64, random)
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
    let text = session_storage()?.get_item(TAB_KEY).ok().flatten()?;
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
    if let Some(s) = session_storage() {
        let screen = if screen == Screen::Start {
            "start"
        } else {
            "play"
        };
        let v = serde_json::json!({"game": game.as_str(), "screen": screen});
        let _ = s.set_item(TAB_KEY, &v.to_string());
    }
}

/// Where a tab keeps (in its own `sessionStorage`) the puzzle attempt on its screen
/// ([`crate::ui::puzzles::attempt::Record`]): a reload comes back to it.
pub const ATTEMPT_KEY: &str = "mancala-atlas.puzzle-attempt";

/// Keeps the puzzle attempt `record` in this tab.
pub fn keep_attempt(record: &str) {
    if let Some(s) = session_storage() {
        let _ = s.set_item(ATTEMPT_KEY, record);
    }
}

/// The puzzle attempt kept in this tab, if any (as text).
pub fn kept_attempt() -> Option<String> {
    session_storage()?.get_item(ATTEMPT_KEY).ok().flatten()
}

/// The speed kept from before, if any.
pub fn saved_speed() -> Option<Speed> {
    Speed::from_id(&local_storage()?.get_item(save::SPEED_KEY).ok().flatten()?)
}

/// Keeps the speed.
pub fn save_speed(speed: Speed) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(save::SPEED_KEY, speed.id());
    }
}

/// The coordinates setting kept from before, if any.
pub fn saved_coordinates() -> Option<bool> {
    match local_storage()?
        .get_item(save::COORDINATES_KEY)
        .ok()
        .flatten()?
        .as_str()
    {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Keeps the coordinates setting.
pub fn save_coordinates(on: bool) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(save::COORDINATES_KEY, if on { "on" } else { "off" });
    }
}

/// Whether the player turned the sounds on (off when never set).
pub fn saved_sound() -> bool {
    local_storage()
        .and_then(|s| s.get_item(save::SOUND_KEY).ok().flatten())
        .is_some_and(|v| v == "on")
}

/// Keeps the sound setting.
pub fn save_sound(on: bool) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(save::SOUND_KEY, if on { "on" } else { "off" });
    }
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
/// choice, else the browser's languages, else English. On a first visit (no choice
/// saved yet) the address's `?lang=` is kept as the choice
/// (`page::lang_to_keep`): the plain address then opens in it too.
pub fn initial_lang() -> Lang {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let saved = local_storage().and_then(|s| s.get_item(LANG_KEY).ok().flatten());
    if let Some(keep) = crate::ui::start::page::lang_to_keep(&search, saved.as_deref()) {
        save_lang(keep);
    }
    crate::ui::start::page::initial_lang(&search, saved.as_deref(), &browser_languages())
}

/// Sets `lang` and `dir` on the document's root element, and the document's title.
pub fn set_document_lang(lang: Lang, title: &str) {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(el) = document.as_ref().and_then(|d| d.document_element()) {
        let _ = el.set_attribute("lang", lang.code());
        let _ = el.set_attribute("dir", lang.dir());
    }
    // The page's title in the same language (the tab, bookmarks, the home screen).
    if let Some(d) = document {
        d.set_title(title);
    }
}

/// The id of the frame index.html shows while the app loads.
pub const LOADING_FRAME: &str = "atlas-loading";

/// Removes the frame index.html shows while the app loads, and the light start screen
/// drawn in its place ([`crate::ui::start::page::light`]), if there is one.
pub fn remove_loading_frame() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for id in [LOADING_FRAME, crate::ui::start::page::LIGHT_ID] {
        if let Some(el) = document.get_element_by_id(id) {
            el.remove();
        }
    }
}

/// Whether this page is the embed page (`<body data-atlas="embed">`, embed.html): a figure
/// there speaks for the whole page (its language and title).
pub fn is_embed_page() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .and_then(|b| b.get_attribute("data-atlas"))
        .is_some_and(|v| v == "embed")
}

/// The embed page's heading (`#atlas-embed-title`, read by screen readers only) says
/// `text`.
pub fn set_embed_heading(text: &str) {
    if let Some(h) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("atlas-embed-title"))
    {
        h.set_text_content(Some(text));
    }
}

/// Forgets every game, set-aside save and preference but the language, and this tab's
/// record (tests start from a clean page).
pub fn clear() {
    if let Some(mut s) = local_store() {
        for k in s.keys() {
            if save::is_app_key(&k) {
                s.remove(&k);
            }
        }
    }
    if let Some(s) = session_storage() {
        let _ = s.remove_item(TAB_KEY);
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

/// Removes the fragment from the address bar without reloading (after a share link was
/// read), keeping the history entry's screen.
pub fn clear_hash() {
    replace_fragment("");
}

/// Writes `fragment` (without `#`; empty: none) in the address bar in place of the one
/// there, without reloading and keeping the history entry's screen (a screen's own work
/// kept in its address, as the figure builder's).
pub fn replace_fragment(fragment: &str) {
    let Some(w) = web_sys::window() else { return };
    let Ok(h) = w.history() else { return };
    let state = h.state().unwrap_or(JsValue::NULL);
    let url = if fragment.is_empty() {
        page_path()
    } else {
        format!("{}#{fragment}", page_path())
    };
    let _ = h.replace_state_with_url(&state, "", Some(&url));
}

/// The page's path and query (the address without its origin and fragment).
fn page_path() -> String {
    let Some(w) = web_sys::window() else {
        return String::new();
    };
    let l = w.location();
    format!(
        "{}{}",
        l.pathname().unwrap_or_default(),
        l.search().unwrap_or_default()
    )
}

/// The game's screen the history entry keeps (`start` or `play`, written by
/// [`write_route`]), if any.
pub fn history_screen() -> Option<String> {
    web_sys::window()?.history().ok()?.state().ok()?.as_string()
}

/// Writes a route in the address: `fragment` (without `#`; empty: the page's own address)
/// and, in the history entry, the game's `screen` — as a new entry or in place of the
/// current one. The browser's back and forward then walk between the screens.
pub fn write_route(fragment: &str, screen: Screen, write: crate::ui::state::Write) {
    let Some(w) = web_sys::window() else { return };
    let Ok(h) = w.history() else { return };
    let url = if fragment.is_empty() {
        page_path()
    } else {
        format!("{}#{fragment}", page_path())
    };
    let state = JsValue::from_str(super::route::screen_code(screen));
    let _ = match write {
        crate::ui::state::Write::Push => h.push_state_with_url(&state, "", Some(&url)),
        crate::ui::state::Write::Replace => h.replace_state_with_url(&state, "", Some(&url)),
    };
}

/// Keeps a setting the reader chose.
pub fn keep(k: crate::ui::state::Keep) {
    match k {
        crate::ui::state::Keep::Speed(s) => save_speed(s),
        crate::ui::state::Keep::Coordinates(on) => save_coordinates(on),
        crate::ui::state::Keep::Sound(on) => save_sound(on),
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

/// Resolves in a later task of the page (a `setTimeout` of 0): what runs after it is not
/// part of the task that awaited it, so the page can draw and answer in between.
pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback(&resolve);
        } else {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Whether the window is narrow (a phone): Kiothi's long board is then drawn upright.
pub fn narrow_window() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|v| v.as_f64())
        .is_some_and(crate::ui::board::layout::narrow)
}
