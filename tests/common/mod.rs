//! What the browser tests share (`mod common;` in tests/browser.rs and tests/embed.rs).
//!
//! The tests never wait for a fixed time and then assert: every check that follows an
//! action is a condition waited for ([`wait_until`] and the `wait_*` helpers), polled
//! after Yew has finished the work it scheduled ([`settle`]) and a turn of the event
//! loop, with a generous [`DEADLINE_MS`], and a failure names the condition and what was
//! seen last. Checks that something did *not* happen (a refused click, a key with no
//! effect) assert after [`settle`]: by then every message the action sent has been
//! handled and drawn, so there is nothing left to wait for.
//!
//! Every test starts with [`clean_page`]: what an earlier test left behind (apps still
//! mounted, even after a failure; local storage; the address; added styles) is removed
//! first, so that no test depends on the order they run in.
#![cfg(target_arch = "wasm32")]
// Each test file uses a part of these.
#![allow(dead_code)]

use std::cell::{OnceCell, RefCell};
use std::time::Duration;

use mancala_atlas::engine::{Hole, Position};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;
use yew::BaseComponent;

/// How long a condition may take before the test fails: generous, since the tests must
/// pass on a machine whose CPUs are busy with other work.
pub const DEADLINE_MS: f64 = 20_000.0;

/// Lets Yew finish everything it has scheduled: renders of every component, effects
/// (saving, the document's language) and the messages those send. Yew's scheduler may
/// otherwise hand the page back to the browser halfway (after a parent's render, before
/// its children's), which a test running in that gap would see as a stale board.
pub async fn settle() {
    yew::scheduler::flush().await;
}

/// Waits until `check` says yes (`Ok`), checking after Yew's pending work and then
/// after each turn of the event loop (timers, worker messages). Panics after
/// [`DEADLINE_MS`] with `what` was waited for and the last answer of `check`.
pub async fn wait_until<T>(what: &str, mut check: impl FnMut() -> Result<T, String>) -> T {
    let start = js_sys::Date::now();
    loop {
        settle().await;
        let last = match check() {
            Ok(found) => return found,
            Err(seen) => seen,
        };
        if js_sys::Date::now() - start > DEADLINE_MS {
            panic!(
                "waited {} s for {what}, in vain; last seen: {last}",
                DEADLINE_MS / 1000.0
            );
        }
        yew::platform::time::sleep(Duration::from_millis(10)).await;
    }
}

/// The first element under `root` that matches `selector`, if any.
pub fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).expect("a valid selector")
}

/// How many elements under `root` match `selector`.
pub fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector)
        .expect("a valid selector")
        .length()
}

/// The text of the first element under `root` that matches `selector` (empty if none).
pub fn text_of(root: &Element, selector: &str) -> String {
    find(root, selector)
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

/// Waits until an element under `root` matches `selector`, and returns it.
pub async fn wait_for(root: &Element, selector: &str) -> Element {
    wait_until(&format!("an element matching {selector}"), || {
        find(root, selector).ok_or_else(|| "none".to_string())
    })
    .await
}

/// Waits until exactly `n` elements under `root` match `selector`.
pub async fn wait_count(root: &Element, selector: &str, n: u32, what: &str) {
    wait_until(&format!("{what}: {n} × {selector}"), || {
        let found = count(root, selector);
        if found == n {
            Ok(())
        } else {
            Err(format!("{found}"))
        }
    })
    .await;
}

/// Waits until the first element matching `selector` has text for which `ok` holds,
/// and returns that text.
pub async fn wait_text(
    root: &Element,
    selector: &str,
    what: &str,
    ok: impl Fn(&str) -> bool,
) -> String {
    wait_until(&format!("{what} ({selector})"), || {
        match find(root, selector) {
            None => Err("no such element".to_string()),
            Some(el) => {
                let text = el.text_content().unwrap_or_default();
                if ok(&text) {
                    Ok(text)
                } else {
                    Err(format!("{text:?}"))
                }
            }
        }
    })
    .await
}

/// Waits until `el`'s attribute `name` is `value` (`None`: absent).
pub async fn wait_attr(el: &Element, name: &str, value: Option<&str>, what: &str) {
    wait_until(&format!("{what}: {name} = {value:?}"), || {
        let now = el.get_attribute(name);
        if now.as_deref() == value {
            Ok(())
        } else {
            Err(format!("{now:?}"))
        }
    })
    .await;
}

/// A bubbling click, as a mouse or a tap makes it (SVG elements have no `click()`).
pub fn click(el: &Element) {
    let f = js_sys::Function::new_with_args(
        "el",
        "el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}))",
    );
    f.call1(&JsValue::NULL, el).expect("dispatched");
}

/// Clicks the element matching `selector` once there is one.
pub async fn click_on(root: &Element, selector: &str) {
    click(&wait_for(root, selector).await);
}

/// Whether every hole of the board `svg` is drawn once, with the engine's count in
/// `data-count`; else what differs.
pub fn holes_match(svg: &Element, p: &Position) -> Result<(), String> {
    let holes = svg.query_selector_all("[data-hole]").expect("selector");
    if holes.length() as usize != p.geometry().len() {
        return Err(format!(
            "{} holes drawn, {} on the board",
            holes.length(),
            p.geometry().len()
        ));
    }
    let mut wrong = Vec::new();
    for i in 0..holes.length() {
        let el: Element = holes
            .item(i)
            .expect("an item")
            .dyn_into()
            .expect("an element");
        let name = el.get_attribute("data-hole").unwrap_or_default();
        let Ok(hole) = name.parse::<Hole>() else {
            return Err(format!("a hole named {name:?}"));
        };
        let shown = el.get_attribute("data-count");
        let want = p.count(hole).to_string();
        if shown.as_deref() != Some(want.as_str()) {
            wrong.push(format!(
                "{name} shows {} (engine {want})",
                shown.as_deref().unwrap_or("nothing")
            ));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join(", "))
    }
}

/// Something a test put in the page, and how to destroy what runs in it (an app).
type Placed = (Element, Box<dyn FnOnce()>);

thread_local! {
    /// What the tests put in the page, to take out again: an app's root, or an added style.
    static MOUNTED: RefCell<Vec<Placed>> = RefCell::new(Vec::new());
    /// The test page's own address, before any test changed it.
    static ADDRESS: OnceCell<String> = const { OnceCell::new() };
}

/// Sets the address's `#…` as a link pasted into the address bar of the open page, or
/// followed in it, does (the browser fires `hashchange`), and checks that the browser
/// took it. Chromium silently ignores a change of the address past 200 in 10 seconds
/// (its navigation rate limit, against pages that flood the history): the tests mount
/// some forty apps in ten seconds, each writing its address, and a link then ignored
/// would leave a test waiting for a screen that never comes. `webdriver.json` turns
/// the limit off (`--disable-ipc-flooding-protection`); this check says so if it is on.
pub fn paste_link(fragment: &str) {
    let location = web_sys::window().expect("a window").location();
    let before = location.href().unwrap_or_default();
    let want =
        web_sys::Url::new_with_base(&format!("#{}", fragment.trim_start_matches('#')), &before)
            .map(|u| u.hash())
            .unwrap_or_default();
    location
        .set_hash(fragment)
        .expect("the address's fragment set");
    let now = location.hash().unwrap_or_default();
    assert_eq!(
        now, want,
        "the browser did not take the link (is its navigation rate limit on? webdriver.json turns it off)"
    );
}

/// The page's address from `#` on (`""` when it has none), as the app's route writes it.
pub fn address_hash() -> String {
    web_sys::window()
        .expect("a window")
        .location()
        .hash()
        .unwrap_or_default()
}

/// Puts `hash` in the page's address, keeping its path and query, as a link opened
/// would, before an app mounts: no `hashchange`, no new history entry.
pub fn open_address(hash: &str) {
    let query = web_sys::window()
        .expect("a window")
        .location()
        .search()
        .expect("a query");
    open_address_with_query(&query, hash);
}

/// Puts `query` (`"?kiosk=yes"`, or `""` for none) and `hash` in the page's address,
/// keeping its path, as [`open_address`] does.
pub fn open_address_with_query(query: &str, hash: &str) {
    let window = web_sys::window().expect("a window");
    let here = format!(
        "{}{query}{hash}",
        window.location().pathname().expect("a path")
    );
    window
        .history()
        .expect("history")
        .replace_state_with_url(&JsValue::NULL, "", Some(&here))
        .expect("address set");
}

/// A new element at the end of the page's body, taken out again by [`clean_page`].
pub fn fresh_element(tag: &str, parent: &Element) -> Element {
    let el = gloo::utils::document()
        .create_element(tag)
        .expect("an element");
    parent.append_child(&el).expect("appended");
    MOUNTED.with(|m| m.borrow_mut().push((el.clone(), Box::new(|| ()))));
    el
}

/// Mounts component `C` with `props` in a fresh `div` at the end of the body (`style`
/// on the div, if any). [`unmount`] or [`clean_page`] destroy it.
pub fn mount<C: BaseComponent>(props: C::Properties, style: Option<&str>) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    if let Some(style) = style {
        root.set_attribute("style", style).expect("style");
    }
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    let handle = yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    MOUNTED.with(|m| {
        m.borrow_mut()
            .push((root.clone(), Box::new(move || handle.destroy())))
    });
    root
}

/// Destroys what was mounted in `root` and takes `root` out of the page.
pub async fn unmount(root: &Element) {
    let found = MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        let i = m.iter().position(|(el, _)| el == root)?;
        Some(m.remove(i))
    });
    if let Some((el, destroy)) = found {
        destroy();
        settle().await;
        el.remove();
    }
}

/// Starts a test from a clean page: destroys every app an earlier test left mounted
/// (also after it failed), removes what it added to the page, empties local storage and
/// puts the page's address back as it was.
pub async fn clean_page() {
    let left: Vec<Placed> = MOUNTED.with(|m| m.borrow_mut().drain(..).collect());
    for (el, destroy) in left {
        destroy();
        settle().await;
        el.remove();
    }
    let window = web_sys::window().expect("a window");
    if let Some(storage) = window.local_storage().ok().flatten() {
        storage.clear().expect("local storage cleared");
    }
    if let Some(storage) = window.session_storage().ok().flatten() {
        storage.clear().expect("session storage cleared");
    }
    let location = window.location();
    let here = format!(
        "{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let first = ADDRESS.with(|a| a.get_or_init(|| here.clone()).clone());
    // The page's first address, and a history entry that keeps no screen of a test before.
    window
        .history()
        .expect("history")
        .replace_state_with_url(&JsValue::NULL, "", Some(&first))
        .expect("address restored");
    settle().await;
}

/// Adds the app's stylesheets (the board's and the page's) to the test page, as
/// index.html links them: the test page has none. Taken out again by [`clean_page`].
pub fn add_app_styles() {
    let head: Element = gloo::utils::document().head().expect("a head").into();
    fresh_element("style", &head).set_text_content(Some(concat!(
        include_str!("../../static/style.css"),
        include_str!("../../static/board.css")
    )));
}

/// Whether `el`'s content overflows it sideways: `Err` with its width when it does.
pub fn no_sideways_overflow(el: &Element) -> Result<(), String> {
    let (scroll, client) = (el.scroll_width(), el.client_width());
    if scroll <= client {
        Ok(())
    } else {
        Err(format!("{scroll} px of content in {client} px"))
    }
}

/// Keeps the page's downloads instead of starting them: while it lives, a link clicked
/// to download (how "Download image" saves a file) is recorded as its file name and
/// address, which [`Downloads::next`] reads.
pub struct Downloads {
    original: JsValue,
}

impl Downloads {
    pub fn catch() -> Downloads {
        let f = js_sys::Function::new_no_args(
            "const original = HTMLAnchorElement.prototype.click;\
             window.atlasDownloads = [];\
             HTMLAnchorElement.prototype.click = function () {\
               if (this.hasAttribute('download')) window.atlasDownloads.push([this.download, this.href]);\
               else original.call(this);\
             };\
             return original;",
        );
        Downloads {
            original: f.call0(&JsValue::NULL).expect("the links' click replaced"),
        }
    }

    fn list() -> js_sys::Array {
        let w = web_sys::window().expect("a window");
        js_sys::Reflect::get(&w, &"atlasDownloads".into())
            .ok()
            .and_then(|v| v.dyn_into::<js_sys::Array>().ok())
            .unwrap_or_default()
    }

    /// Waits for the download after the `seen` first ones: its file name and bytes.
    pub async fn next(&self, seen: u32) -> (String, Vec<u8>) {
        let entry: js_sys::Array = wait_until("a download", || {
            let list = Downloads::list();
            if list.length() > seen {
                Ok(list.get(seen).unchecked_into())
            } else {
                Err(format!("{} downloads", list.length()))
            }
        })
        .await;
        let name = entry.get(0).as_string().unwrap_or_default();
        let url = entry.get(1).as_string().unwrap_or_default();
        let w = web_sys::window().expect("a window");
        let response: web_sys::Response =
            wasm_bindgen_futures::JsFuture::from(w.fetch_with_str(&url))
                .await
                .expect("the download's address answers")
                .unchecked_into();
        let bytes = wasm_bindgen_futures::JsFuture::from(response.array_buffer().expect("bytes"))
            .await
            .expect("the download's bytes");
        (name, js_sys::Uint8Array::new(&bytes).to_vec())
    }
}

impl Drop for Downloads {
    fn drop(&mut self) {
        let f = js_sys::Function::new_with_args(
            "original",
            "HTMLAnchorElement.prototype.click = original; delete window.atlasDownloads;",
        );
        let _ = f.call1(&JsValue::NULL, &self.original);
    }
}

/// A PNG's width and height (its header), if `bytes` is one.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    let signature = [0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
    if bytes.len() < 24 || bytes[..8] != signature || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    Some((word(16), word(20)))
}

/// What the board's live region (`[data-spoken]`) should say after the moves of `g`
/// (two people playing), in `lang`: the app's sentence builder over the engine's trace.
pub fn spoken_for(lang: mancala_atlas::ui::i18n::Lang, g: &mancala_atlas::engine::Game) -> String {
    let n = g.moves().len();
    assert!(n > 0, "a move to say");
    let trace = g.trace_of(n - 1).expect("the move's trace");
    mancala_atlas::ui::game::last_move_sentence(lang, g, &trace, [false, false])
        .expect("a move to say")
}

/// Waits until the one live region under `root` says `expected` (and is polite).
pub async fn wait_spoken(root: &Element, expected: &str, what: &str) {
    wait_until(
        &format!("the live region to say {expected:?} ({what})"),
        || {
            let regions = root
                .query_selector_all("[data-spoken]")
                .map_err(|_| "selector")?;
            if regions.length() != 1 {
                return Err(format!("{} live regions", regions.length()));
            }
            let el: Element = regions
                .get(0)
                .ok_or("none")?
                .dyn_into()
                .map_err(|_| "not an element")?;
            if el.get_attribute("aria-live").as_deref() != Some("polite") {
                return Err("the region is not aria-live=polite".into());
            }
            let text = el.text_content().unwrap_or_default();
            if text == expected {
                Ok(())
            } else {
                Err(format!("{text:?}"))
            }
        },
    )
    .await;
}
