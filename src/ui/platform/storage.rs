//! The browser's side of keeping things: localStorage and sessionStorage, the address and
//! the history entry, the document, the reduced-motion preference. Every call tolerates a
//! missing or refusing browser API (private mode, storage full): it reports, never
//! panics. What is kept under which key is said by the layers above.

use wasm_bindgen::JsValue;

use super::kept::{Changed, KeptProgress};
use super::store::{StorageError, Store};
use crate::ui::i18n::Lang;

/// Where the language chosen with the switcher is kept (its code: `en`, `fr`, …).
pub const LANG_KEY: &str = super::lang::KEY;

/// Whether the page is the museum kiosk (`?kiosk=yes`, [`super::query::is_kiosk`]): it
/// keeps nothing, so the next visitor finds nothing of the last one.
pub fn kiosk() -> bool {
    super::query::is_kiosk(&search())
}

/// The page's query (`?…`; empty when there is none).
pub fn search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
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

/// The value under `key` in this browser's local storage, if it keeps one here.
pub fn local_get(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Keeps `value` under `key` in this browser's local storage, if it keeps anything here
/// (a refusal is not said: a setting not kept is only not kept).
pub fn local_set(key: &str, value: &str) {
    if let Some(s) = local_storage() {
        let _ = s.set_item(key, value);
    }
}

/// The value under `key` in this tab's own session storage, if it keeps one here.
pub fn session_get(key: &str) -> Option<String> {
    session_storage()?.get_item(key).ok().flatten()
}

/// Keeps `value` under `key` in this tab's own session storage (none: takes it away).
pub fn session_set(key: &str, value: Option<&str>) {
    if let Some(s) = session_storage() {
        let _ = match value {
            Some(v) => s.set_item(key, v),
            None => s.remove_item(key),
        };
    }
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
pub fn load_kept<T: KeptProgress>(lang: Lang) -> (T, Option<String>) {
    match local_store() {
        Some(mut store) => {
            let (v, e) = T::load(&mut store);
            (v, e.map(|e| e.message(lang, &T::WORDS)))
        }
        None => (T::default(), None),
    }
}

/// `change` made to `progress` and, when it changed anything, kept in this browser
/// ([`KeptProgress::change_and_keep`]; a kiosk keeps nothing and says nothing of it). `None` when
/// nothing changed.
pub fn change_kept<T: KeptProgress>(
    progress: &T,
    change: impl FnOnce(&mut T),
) -> Option<Changed<T>> {
    progress.change_and_keep(change, local_store().as_mut(), kiosk())
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

/// The language chosen with the switcher, as kept (its code), if any.
pub fn saved_lang() -> Option<String> {
    local_get(LANG_KEY)
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
/// saved yet) the address's `?lang=` is kept as the choice ([`super::lang::to_keep`]):
/// the plain address then opens in it too.
pub fn initial_lang() -> Lang {
    let search = search();
    let saved = saved_lang();
    if let Some(keep) = super::lang::to_keep(&search, saved.as_deref()) {
        save_lang(keep);
    }
    super::lang::initial(&search, saved.as_deref(), &browser_languages())
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

/// The id of the light start screen drawn in the loading frame's place on a first visit
/// (`crate::ui::start::page::light`).
pub const LIGHT_ID: &str = "atlas-start";

/// Removes the frame index.html shows while the app loads, and the light start screen
/// drawn in its place ([`LIGHT_ID`]), if there is one.
pub fn remove_loading_frame() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for id in [LOADING_FRAME, LIGHT_ID] {
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
pub fn page_path() -> String {
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
        .is_some_and(super::narrow)
}

/// Writes `url` (the page's path and query, and a fragment) in the address bar with the
/// history entry's `state` — as a new entry (`push`) or in place of the current one —
/// without reloading.
pub fn write_history(url: &str, state: &str, push: bool) {
    let Some(w) = web_sys::window() else { return };
    let Ok(h) = w.history() else { return };
    let state = JsValue::from_str(state);
    let _ = if push {
        h.push_state_with_url(&state, "", Some(url))
    } else {
        h.replace_state_with_url(&state, "", Some(url))
    };
}
