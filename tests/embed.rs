//! Browser tests of the embedded figure: `cargo test --target wasm32-unknown-unknown
//! --test embed` (run by `make test`). Each mounts the [`Embed`] component with the
//! query an author writes (the same string `embed.html?…` and `data-mancala-atlas`
//! carry) and checks what a reader sees: the position reached against the engine, the
//! caption, which controls show, the language and its direction, stepping, autoplay,
//! playing on, and the explanation of a bad parameter.
#![cfg(target_arch = "wasm32")]

use mancala_atlas::engine::{Game, GameId, Move, Position, Record, Rules};
use mancala_atlas::ui::{Embed, EmbedProps};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::{check_holes, click, tick};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a figure with `query` in a fresh element 640 px wide.
fn mount(query: &str, languages: &[&str]) -> Element {
    let document = gloo::utils::document();
    let root = document.create_element("div").expect("a div");
    root.set_attribute("style", "width: 640px").expect("style");
    document
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    let props = EmbedProps {
        query: query.to_string(),
        languages: languages.iter().map(|s| s.to_string()).collect(),
        app_url: "./".to_string(),
        styles: vec![],
    };
    yew::Renderer::<Embed>::with_root_and_props(root.clone(), props).render();
    root
}

/// Gives Yew turns of the event loop until `selector` matches, up to about `ms`.
async fn wait_for_ms(root: &Element, selector: &str, ms: u32) -> Element {
    for _ in 0..ms / 10 {
        if let Some(found) = root.query_selector(selector).expect("a valid selector") {
            return found;
        }
        tick().await;
    }
    panic!("nothing matches {selector}");
}

async fn wait_for(root: &Element, selector: &str) -> Element {
    wait_for_ms(root, selector, 3000).await
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).expect("a valid selector")
}

fn text(el: &Element) -> String {
    el.text_content().unwrap_or_default()
}

/// The engine's position after the first `n` moves of `moves` in `game`.
fn position_after(game: GameId, moves: &str, n: usize) -> Position {
    let mut g = Game::from_rules(Rules::default_for(game));
    for mv in moves.split_whitespace().take(n) {
        let mv: Move = mv.parse().expect("a move");
        g.play(&mv).expect("legal");
    }
    g.current().clone()
}

/// Every hole's `data-count` in the figure equals the engine's count.
fn check_board(root: &Element, p: &Position, context: &str) {
    let svg = find(root, "svg.board.main").expect("the board is drawn");
    assert_eq!(
        svg.get_attribute("data-game").as_deref(),
        Some(p.game().id()),
        "{context}"
    );
    check_holes(&svg, p, context);
}

/// Waits until the figure shows `n` moves played and no animation.
async fn at_move(root: &Element, n: usize) {
    for _ in 0..600 {
        let figure = find(root, "[data-embed=figure]");
        let board = find(root, "svg.board.main");
        if figure.and_then(|f| f.get_attribute("data-at")) == Some(n.to_string())
            && board
                .and_then(|b| b.get_attribute("data-animating"))
                .as_deref()
                == Some("false")
        {
            return;
        }
        tick().await;
    }
    let shown = find(root, "[data-embed=figure]").and_then(|f| f.get_attribute("data-at"));
    panic!("the figure never settled at move {n} (it shows {shown:?})");
}

const MOVES: &str = "c1 f2 a2";

#[wasm_bindgen_test]
async fn the_figure_opens_at_the_move_asked_with_its_caption_and_steps() {
    let root = mount(
        &format!(
            "game=hoyito-3&moves={}&at=1&speed=instant&captions=Before%7CSouth%20opens%20with%20c1%7CNorth%20answers",
            MOVES.replace(' ', "%20")
        ),
        &["en-US"],
    );
    wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 1).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 1), "at=1");
    let caption = text(&wait_for(&root, "[data-caption]").await);
    assert!(caption.contains("South opens with c1"), "{caption}");
    assert!(caption.contains("Move 1: South plays c1"), "{caption}");
    assert_eq!(
        text(&wait_for(&root, "[data-counter]").await),
        "Move 1 of 3"
    );
    // Step controls, and none of the full set.
    for action in ["first", "back", "forward", "last", "autoplay"] {
        assert!(
            find(&root, &format!("[data-action={action}]")).is_some(),
            "{action}"
        );
    }
    assert!(find(&root, "[data-action=step-seed]").is_none());
    assert!(find(&root, "details.rules").is_none());
    // Forward plays the next move; its caption follows.
    click(&wait_for(&root, "[data-action=forward]").await);
    at_move(&root, 2).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 2), "forward");
    assert!(text(&wait_for(&root, "[data-caption]").await).contains("North answers"));
    click(&wait_for(&root, "[data-action=first]").await);
    at_move(&root, 0).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 0), "first");
    assert!(text(&wait_for(&root, "[data-caption]").await).contains("Before"));
    click(&wait_for(&root, "[data-action=last]").await);
    at_move(&root, 3).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 3), "last");
    // No caption was written for move 3: only what the move was.
    let caption = text(&wait_for(&root, "[data-caption]").await);
    assert!(caption.contains("Move 3: North plays a2"), "{caption}");
    assert!(!caption.contains("North answers"), "{caption}");
}

#[wasm_bindgen_test]
async fn controls_none_shows_only_the_board_and_full_shows_everything() {
    let root = mount("game=rio-kadalis&moves=a1&controls=none", &["en"]);
    wait_for(&root, "[data-embed=figure]").await;
    assert!(find(&root, "svg.board.main").is_some());
    assert!(find(&root, "[data-caption]").is_some());
    assert!(
        find(&root, "button").is_none(),
        "controls=none shows no button"
    );
    assert_eq!(
        find(&root, "[data-embed=figure]").and_then(|f| f.get_attribute("data-controls")),
        Some("none".into())
    );

    let root = mount("game=rio-kadalis&moves=a1&controls=full", &["en"]);
    wait_for(&root, "[data-embed=figure]").await;
    for selector in [
        "[data-action=back]",
        "[data-action=step-seed]",
        "[data-speed=slow]",
        "[data-ply='1']",
        "details.rules",
        "[data-status]",
    ] {
        assert!(find(&root, selector).is_some(), "{selector}");
    }
    // The one link opens the app in a new tab, never in the page around the figure.
    let link = wait_for(&root, ".embed-open a").await;
    assert_eq!(link.get_attribute("target").as_deref(), Some("_blank"));
    let href = link.get_attribute("href").expect("href");
    let record = Game::from_rules(Rules::default_for(GameId::RioKadalis)).record();
    assert!(
        href.starts_with("./#game=rio-kadalis&options="),
        "{href} ({record})"
    );
    assert!(href.ends_with("&moves=a1"), "{href}");
    // Full controls carry a language switcher.
    let select = wait_for(&root, "select[data-action=lang]").await;
    let f = js_sys::Function::new_with_args(
        "el",
        "el.value = 'fa'; el.dispatchEvent(new Event('change', {bubbles: true}))",
    );
    f.call1(&JsValue::NULL, &select).expect("changed");
    for _ in 0..100 {
        tick().await;
        if find(&root, "[data-embed=figure][lang=fa]").is_some() {
            break;
        }
    }
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("dir").as_deref(), Some("rtl"));
    assert_eq!(
        text(&wait_for(&root, "[data-counter]").await),
        "حرکت 1 از 1"
    );
}

#[wasm_bindgen_test]
async fn the_language_comes_from_the_parameter_else_the_browser() {
    let root = mount("game=hoyito-3&moves=c1&lang=tr", &["en-US"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("tr"));
    assert_eq!(figure.get_attribute("dir").as_deref(), Some("ltr"));
    assert_eq!(
        text(&wait_for(&root, "[data-counter]").await),
        "Hamle 1 / 1"
    );
    assert!(text(&wait_for(&root, "[data-caption]").await).contains("Güney c1 oynar"));

    // No parameter: the browser's first language the app speaks.
    let root = mount("game=hoyito-3&moves=c1", &["de-DE", "fa-IR"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("fa"));
    assert_eq!(
        text(&wait_for(&root, "[data-counter]").await),
        "حرکت 1 از 1"
    );
    let root = mount("game=hoyito-3", &["de-DE"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("en"));
}

/// The left edge of a hole's drawing on the screen.
fn left_of(root: &Element, hole: &str) -> f64 {
    find(root, &format!("[data-hole={hole}]"))
        .expect("the hole is drawn")
        .get_bounding_client_rect()
        .left()
}

#[wasm_bindgen_test]
async fn persian_reads_right_to_left_and_the_board_never_mirrors() {
    let ltr = mount("game=hoyito-3&moves=c1&lang=en", &[]);
    let rtl = mount("game=hoyito-3&moves=c1&lang=fa", &[]);
    let figure = wait_for(&rtl, "[data-embed=figure]").await;
    wait_for(&ltr, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("dir").as_deref(), Some("rtl"));
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("fa"));
    let window = web_sys::window().expect("a window");
    let direction = |el: &Element| {
        window
            .get_computed_style(el)
            .expect("style")
            .expect("a style")
            .get_property_value("direction")
            .expect("direction")
    };
    assert_eq!(direction(&figure), "rtl");
    // The controls run right to left: "to the start" is the rightmost button.
    let first = wait_for(&rtl, "[data-action=first]")
        .await
        .get_bounding_client_rect();
    let last = wait_for(&rtl, "[data-action=last]")
        .await
        .get_bounding_client_rect();
    assert!(
        first.left() > last.left(),
        "to the start is on the right in Persian"
    );
    // The board does not: a1 lies left of f1 and at the same place in both languages.
    let board = wait_for(&rtl, "svg.board.main").await;
    assert_eq!(direction(&board), "ltr");
    for (a, b) in [("a1", "f1"), ("f2", "a2")] {
        let (ea, eb) = (left_of(&ltr, a), left_of(&ltr, b));
        let (fa, fb) = (left_of(&rtl, a), left_of(&rtl, b));
        assert_eq!(ea < eb, fa < fb, "{a} and {b} keep their order");
        let ltr_left = ltr.get_bounding_client_rect().left();
        let rtl_left = rtl.get_bounding_client_rect().left();
        assert!(
            ((ea - ltr_left) - (fa - rtl_left)).abs() < 1.0,
            "{a} is drawn at the same place"
        );
    }
    assert!(left_of(&rtl, "a1") < left_of(&rtl, "f1"));
}

#[wasm_bindgen_test]
async fn a_bad_parameter_is_explained_in_the_frame() {
    let root = mount("game=katro&mvoes=a1", &["en"]);
    let error = wait_for(&root, "[data-embed=error]").await;
    assert_eq!(error.get_attribute("role").as_deref(), Some("alert"));
    let said = text(&error);
    assert!(said.contains("This figure cannot be shown"), "{said}");
    assert!(said.contains("There is no parameter \"mvoes\""), "{said}");
    assert!(find(&root, "svg.board").is_none());

    // In the reader's language, naming the move that cannot be played.
    let root = mount("game=hoyito-3&moves=c1%20q9&lang=tr", &["en"]);
    let error = wait_for(&root, "[data-embed=error]").await;
    let said = text(&error);
    assert!(said.contains("Bu şekil gösterilemiyor"), "{said}");
    // The engine's reason in Turkish too, not its English.
    assert!(said.contains("2. hamle (q9)"), "{said}");
    assert!(!said.contains("is not a"), "{said}");
    let root = mount("game=katro&at=9", &["fa"]);
    let error = wait_for(&root, "[data-embed=error]").await;
    assert_eq!(error.get_attribute("dir").as_deref(), Some("rtl"));
    assert!(text(&error).contains("at=9"));
}

#[wasm_bindgen_test]
async fn autoplay_plays_the_moves_to_the_end() {
    let root = mount(
        &format!(
            "game=hoyito-3&moves={}&autoplay=yes&speed=fast",
            MOVES.replace(' ', "%20")
        ),
        &[],
    );
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("data-at").as_deref(), Some("0"));
    assert_eq!(
        figure.get_attribute("data-playing").as_deref(),
        Some("true")
    );
    for _ in 0..1500 {
        if figure.get_attribute("data-playing").as_deref() == Some("false") {
            break;
        }
        tick().await;
    }
    at_move(&root, 3).await;
    assert_eq!(
        figure.get_attribute("data-playing").as_deref(),
        Some("false")
    );
    check_board(
        &root,
        &position_after(GameId::Hoyito3, MOVES, 3),
        "autoplay",
    );
}

#[wasm_bindgen_test]
async fn a_reader_plays_on_only_when_allowed_and_can_go_back_to_the_figure() {
    let first = position_after(GameId::Hoyito3, "c1", 1);
    let reply = first.legal_moves()[0];
    let hole = reply.to_string();

    let root = mount("game=hoyito-3&moves=c1&speed=instant", &[]);
    wait_for(&root, "[data-embed=figure]").await;
    assert!(
        find(&root, ".hole.legal").is_none(),
        "play=no marks no hole playable"
    );
    click(&wait_for(&root, &format!("[data-hole={hole}]")).await);
    for _ in 0..20 {
        tick().await;
    }
    at_move(&root, 1).await;
    check_board(&root, &first, "play=no: a click plays nothing");

    let root = mount("game=hoyito-3&moves=c1&speed=instant&play=yes", &[]);
    wait_for(&root, "[data-embed=figure]").await;
    assert!(find(&root, &format!(".hole.legal[data-hole={hole}]")).is_some());
    click(&wait_for(&root, &format!("[data-hole={hole}]")).await);
    at_move(&root, 2).await;
    let after = first.play(&reply).expect("legal");
    check_board(&root, &after, "play=yes: the reader's move");
    assert!(text(&wait_for(&root, "[data-caption]").await)
        .contains("You are playing on from the figure."));
    click(&wait_for(&root, "[data-action=restore]").await);
    at_move(&root, 1).await;
    check_board(&root, &first, "back to the figure");
    assert!(find(&root, "[data-action=restore]").is_none());
    // The record of what the figure shows is still the author's.
    let record: Record = "game: hoyito-3\nmoves: c1\n".parse().expect("a record");
    assert_eq!(record.replay().expect("replays").current(), &first);
}

/// A key pressed on `el` (bubbling, as from the focused figure or one of its buttons).
fn key(el: &Element, key: &str) {
    let f = js_sys::Function::new_with_args(
        "el, key",
        "el.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}))",
    );
    f.call2(&JsValue::NULL, el, &JsValue::from_str(key))
        .expect("dispatched");
}

#[wasm_bindgen_test]
async fn the_arrow_keys_step_the_way_the_page_reads() {
    let query = format!(
        "game=hoyito-3&moves={}&at=1&speed=instant",
        MOVES.replace(' ', "%20")
    );
    let root = mount(&query, &["en"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("tabindex").as_deref(), Some("0"));
    key(&figure, "ArrowRight");
    at_move(&root, 2).await;
    key(&figure, "ArrowLeft");
    at_move(&root, 1).await;
    key(&figure, "End");
    at_move(&root, 3).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 3), "End");
    key(&figure, "Home");
    at_move(&root, 0).await;
    // At the start, back does nothing and says nothing.
    key(&figure, "ArrowLeft");
    at_move(&root, 0).await;
    assert!(find(&root, ".embed-notice").is_none());

    // Right to left, the left arrow goes forward.
    let root = mount(&format!("{query}&lang=fa"), &[]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    key(&figure, "ArrowLeft");
    at_move(&root, 2).await;
    key(&figure, "ArrowRight");
    at_move(&root, 1).await;

    // controls=none: no keys either.
    let root = mount(&format!("{query}&controls=none"), &[]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert!(figure.get_attribute("tabindex").is_none());
    key(&figure, "ArrowRight");
    for _ in 0..20 {
        tick().await;
    }
    at_move(&root, 1).await;
}
