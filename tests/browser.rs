//! Browser tests: `cargo test --target wasm32-unknown-unknown --test browser` runs them in
//! headless Chromium through wasm-bindgen-test-runner (see `.cargo/config.toml`,
//! `webdriver.json`, `make test`).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use mancala_atlas::ui::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element in the page to mount a component into.
fn fresh_root() -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

/// Yew renders on its scheduler, not inside `render()`: give it turns of the event loop
/// until `selector` matches, up to about two seconds.
async fn wait_for(root: &Element, selector: &str) -> Option<Element> {
    for _ in 0..200 {
        if let Some(found) = root.query_selector(selector).unwrap() {
            return Some(found);
        }
        yew::platform::time::sleep(Duration::from_millis(10)).await;
    }
    None
}

#[wasm_bindgen_test]
async fn app_draws_the_hoyito_start_position() {
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();

    let svg = wait_for(&root, "svg[data-game]")
        .await
        .expect("the app renders no <svg data-game> board");
    assert_eq!(svg.get_attribute("data-game").as_deref(), Some("hoyito-3"));

    let heading = root.query_selector("h1").unwrap().expect("no heading");
    assert_eq!(heading.text_content().as_deref(), Some("Mancala Atlas"));

    let holes = svg.query_selector_all("[data-hole]").unwrap();
    assert_eq!(holes.length(), 12, "a 2 x 6 board has 12 holes");
    let mut names = Vec::new();
    for i in 0..holes.length() {
        let hole: Element = holes.item(i).unwrap().dyn_into().unwrap();
        let name = hole.get_attribute("data-hole").unwrap();
        assert_eq!(
            hole.get_attribute("data-count").as_deref(),
            Some("4"),
            "hole {name}"
        );
        names.push(name);
    }
    names.sort();
    let expected: Vec<String> = ["a", "b", "c", "d", "e", "f"]
        .iter()
        .flat_map(|f| ["1", "2"].map(|r| format!("{f}{r}")))
        .collect();
    assert_eq!(names, expected);
}
