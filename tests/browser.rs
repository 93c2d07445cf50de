//! Browser tests: `cargo test --target wasm32-unknown-unknown --test browser` runs them in
//! headless Chromium through wasm-bindgen-test-runner (see `.cargo/config.toml`,
//! `webdriver.json`, `make test`).
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use mancala_atlas::ui::{layout, App};
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

    let svg = wait_for(&root, "svg")
        .await
        .expect("the app renders no <svg> board");
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
        let drawn = hole.query_selector_all(".seed").unwrap().length();
        assert_eq!(drawn, 4, "seeds drawn in {name}");
        names.push(name);
    }
    names.sort();
    let expected: Vec<String> = ["a", "b", "c", "d", "e", "f"]
        .iter()
        .flat_map(|f| ["1", "2"].map(|r| format!("{f}{r}")))
        .collect();
    assert_eq!(names, expected);
}

#[wasm_bindgen_test]
fn layout_puts_south_at_the_bottom_and_every_hole_inside_the_board() {
    let (files, ranks) = (6, 2);
    let (width, height) = layout::board_size(files, ranks);
    let a1 = layout::hole_center(files, ranks, 0, 0);
    let a2 = layout::hole_center(files, ranks, 0, 1);
    let f1 = layout::hole_center(files, ranks, 5, 0);
    assert!(a1.1 > a2.1, "rank 1 (South) is drawn below rank 2");
    assert!(a1.0 < f1.0, "file a is on South's left");
    for file in 0..files {
        for rank in 0..ranks {
            let (x, y) = layout::hole_center(files, ranks, file, rank);
            let r = layout::HOLE_RADIUS;
            assert!(x - r > 0.0 && x + r < width && y - r > 0.0 && y + r < height);
        }
    }
}

#[wasm_bindgen_test]
fn layout_keeps_seeds_inside_their_hole() {
    for count in 0..=60u8 {
        let seeds = layout::seeds(count, 17);
        assert_eq!(seeds.len(), usize::from(count).min(layout::MAX_DRAWN_SEEDS));
        for s in seeds {
            assert!((s.dx * s.dx + s.dy * s.dy).sqrt() + s.r <= layout::HOLE_RADIUS);
        }
    }
}
