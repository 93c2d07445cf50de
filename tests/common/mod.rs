//! What the browser tests share (`mod common;` in tests/browser.rs and tests/embed.rs).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use mancala_atlas::engine::{Hole, Position};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::Element;

/// One turn of the event loop for Yew.
pub async fn tick() {
    yew::platform::time::sleep(Duration::from_millis(10)).await;
}

/// A bubbling click, as a mouse or a tap makes it (SVG elements have no `click()`).
pub fn click(el: &Element) {
    let f = js_sys::Function::new_with_args(
        "el",
        "el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}))",
    );
    f.call1(&JsValue::NULL, el).expect("dispatched");
}

/// Every hole of the board `svg` is drawn once, with the engine's count in `data-count`.
pub fn check_holes(svg: &Element, p: &Position, context: &str) {
    let holes = svg.query_selector_all("[data-hole]").expect("selector");
    assert_eq!(
        holes.length() as usize,
        p.geometry().len(),
        "{context}: one element per hole"
    );
    for i in 0..holes.length() {
        let el: Element = holes
            .item(i)
            .expect("an item")
            .dyn_into()
            .expect("an element");
        let name = el.get_attribute("data-hole").expect("data-hole");
        let hole: Hole = name.parse().expect("a hole name");
        assert_eq!(
            el.get_attribute("data-count"),
            Some(p.count(hole).to_string()),
            "{context}: hole {name}"
        );
    }
}
