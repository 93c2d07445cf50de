//! Browser tests of "Download image" (issue 21, part 4) in the app: the SVG file it
//! saves is the one `mancala-atlas svg` writes for the same board (tests/svg.rs keeps
//! the CLI's file in tests/data/svg/), and its PNGs are the board at the scale asked.
//! Included from `tests/browser.rs` (its helpers are `super::`).

use mancala_atlas::engine::{Effort, Game, GameId, Rules};
use mancala_atlas::ui::print::markup::{self, Item, Tag};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlInputElement};

use super::common::{click, click_on, png_size, wait_for, Downloads};
use super::{check_board, clean_mount, hole_el, settled, start_game};

/// `mancala-atlas svg --game hoyito-3 c1` (tests/svg.rs checks that it still is).
const CLI_HOYITO_C1: &str = include_str!("../data/svg/hoyito-3-c1.svg");

/// Sets the control's option `key` (`coordinates`, `names`, `caption`) to `on`.
async fn set_option(root: &Element, key: &str, on: bool) {
    let input: HtmlInputElement = wait_for(root, &format!("[data-option=\"{key}\"]"))
        .await
        .unchecked_into();
    if input.checked() != on {
        input.click();
    }
    super::wait_true(&format!("the option {key} {on}"), || input.checked() == on).await;
}

/// Each hole's name and count in the image `svg`.
fn holes(svg: &str) -> Vec<(String, String)> {
    fn walk(t: &Tag, out: &mut Vec<(String, String)>) {
        if let (Some(h), Some(c)) = (t.get("data-hole"), t.get("data-count")) {
            out.push((h.to_string(), c.to_string()));
        }
        for c in &t.children {
            if let Item::Tag(c) = c {
                walk(c, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(&markup::parse(svg).expect("the image reads back"), &mut out);
    out
}

#[wasm_bindgen_test]
async fn the_apps_download_is_the_clis_svg_and_its_pngs_are_to_scale() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    click(&hole_el(&root, "c1".parse().unwrap()));
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    g.play(&"c1".parse().unwrap(), Effort::Exact).unwrap();
    settled(&root).await;
    check_board(&root, g.current(), "after c1").await;

    let downloads = Downloads::catch();
    click_on(&root, "[data-download] summary").await;
    set_option(&root, "coordinates", true).await;
    set_option(&root, "names", true).await;
    set_option(&root, "caption", false).await;
    click_on(&root, "[data-format=\"svg\"]").await;
    let (name, bytes) = downloads.next(0).await;
    assert_eq!(name, "hoyito-3-move-1.svg");
    let svg = String::from_utf8(bytes).expect("UTF-8");
    assert_eq!(svg, CLI_HOYITO_C1.trim_end(), "the app's SVG is the CLI's");
    let shown = holes(&svg);
    assert_eq!(shown.len(), 12);
    for (hole, count) in &shown {
        let h = hole.parse().unwrap();
        assert_eq!(count, &g.current().count(h).to_string(), "{hole}");
    }

    // The PNGs: the image's size (its width and height attributes) times the scale.
    let size = |key: &str| {
        let root = markup::parse(&svg).unwrap();
        root.get(key).unwrap().parse::<f64>().unwrap()
    };
    let (w, h) = (size("width"), size("height"));
    for (k, scale) in [(1u32, "png-1"), (2, "png-2"), (4, "png-4")] {
        click_on(&root, &format!("[data-format=\"{scale}\"]")).await;
        let (name, bytes) = downloads.next(k.trailing_zeros() + 1).await;
        let want = if k == 1 {
            "hoyito-3-move-1.png".to_string()
        } else {
            format!("hoyito-3-move-1@{k}x.png")
        };
        assert_eq!(name, want);
        let (pw, ph) = png_size(&bytes).expect("a PNG");
        let f = f64::from(k);
        assert_eq!(
            (pw, ph),
            ((w * f).ceil() as u32, (h * f).ceil() as u32),
            "{name}"
        );
        assert!(
            bytes.len() > 2000 * k as usize,
            "{name}: {} bytes",
            bytes.len()
        );
    }

    // The options: no coordinates, no names, the caption saying what the move was.
    set_option(&root, "coordinates", false).await;
    set_option(&root, "names", false).await;
    set_option(&root, "caption", true).await;
    click_on(&root, "[data-format=\"svg\"]").await;
    let (_, bytes) = downloads.next(4).await;
    let other = String::from_utf8(bytes).unwrap();
    assert!(!other.contains("class=\"coordinate\""));
    assert!(!other.contains("band-name"));
    assert!(other.contains("class=\"caption\"") && other.contains("embed-what"));
    assert_eq!(holes(&other), shown, "the same holes and counts");
}
