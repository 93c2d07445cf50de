//! Browser tests of the embedded figure: `cargo test --target wasm32-unknown-unknown
//! --test embed` (run by `make test`). Each mounts the root a bundle mounts — the figure
//! bundle's [`FigureEmbed`], or for a lesson or a puzzle the lessons bundle's
//! [`LessonEmbed`] — with the query an author writes (the same string `embed.html?…` and
//! `data-mancala-atlas` carry) and checks what a reader sees: the position reached against
//! the engine, the caption, which controls show, the language and its direction, stepping,
//! autoplay, playing on, the explanation of a bad parameter, and what each bundle says of a
//! figure that is the other's.
#![cfg(target_arch = "wasm32")]

use mancala_atlas::engine::{Effort, Game, GameId, Move, Position, Record, Rules};
use mancala_atlas::ui::{EmbedProps, FigureEmbed, LessonEmbed};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::{
    clean_page, click, find, holes_match, settle, text_of, wait_attr, wait_for, wait_text,
    wait_until,
};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts a figure with `query` in a fresh element 640 px wide, as the figure bundle does.
fn mount(query: &str, languages: &[&str]) -> Element {
    mount_root::<FigureEmbed>(query, languages)
}

/// Mounts a lesson or a puzzle with `query` in a fresh element 640 px wide, as the
/// lessons bundle does.
fn mount_lesson(query: &str, languages: &[&str]) -> Element {
    mount_root::<LessonEmbed>(query, languages)
}

fn mount_root<C: yew::BaseComponent<Properties = EmbedProps>>(
    query: &str,
    languages: &[&str],
) -> Element {
    let props = EmbedProps {
        query: query.to_string(),
        languages: languages.iter().map(|s| s.to_string()).collect(),
        app_url: "./".to_string(),
        styles: vec![],
        puzzles: None,
    };
    common::mount::<C>(props, Some("width: 640px"))
}

fn text(el: &Element) -> String {
    el.text_content().unwrap_or_default()
}

/// The engine's position after the first `n` moves of `moves` in `game`.
fn position_after(game: GameId, moves: &str, n: usize) -> Position {
    let mut g = Game::from_rules(Rules::default_for(game));
    for mv in moves.split_whitespace().take(n) {
        let mv: Move = mv.parse().expect("a move");
        g.play(&mv, Effort::Exact).expect("legal");
    }
    g.current().clone()
}

/// Waits until the figure's board shows `p`: the game, and every hole's `data-count`
/// equal to the engine's count.
async fn check_board(root: &Element, p: &Position, context: &str) {
    wait_until(
        &format!("the figure to show the engine's position ({context})"),
        || {
            let svg = find(root, "svg.board.main").ok_or("no board")?;
            let game = svg.get_attribute("data-game");
            if game.as_deref() != Some(p.game().id()) {
                return Err(format!("data-game = {game:?}"));
            }
            holes_match(&svg, p)
        },
    )
    .await;
}

/// What the figure shows now: the moves played (`data-at`) and whether its board is
/// animating.
fn shown(root: &Element) -> (Option<String>, Option<String>) {
    (
        find(root, "[data-embed=figure]").and_then(|f| f.get_attribute("data-at")),
        find(root, "svg.board.main").and_then(|b| b.get_attribute("data-animating")),
    )
}

/// Waits until the figure shows `n` moves played and no animation.
async fn at_move(root: &Element, n: usize) {
    wait_until(&format!("the figure to settle at move {n}"), || {
        let (at, animating) = shown(root);
        if at == Some(n.to_string()) && animating.as_deref() == Some("false") {
            Ok(())
        } else {
            Err(format!("data-at {at:?}, data-animating {animating:?}"))
        }
    })
    .await;
}

/// After everything an action sent has been handled and drawn, the figure still shows
/// move `n` (for actions that must change nothing).
async fn still_at_move(root: &Element, n: usize, what: &str) {
    settle().await;
    let (at, animating) = shown(root);
    assert_eq!(
        (at.as_deref(), animating.as_deref()),
        (Some(n.to_string().as_str()), Some("false")),
        "{what}: the figure stays at move {n}"
    );
}

const MOVES: &str = "c1 f2 a2";

#[wasm_bindgen_test]
async fn the_figure_opens_at_the_move_asked_with_its_caption_and_steps() {
    clean_page().await;
    let root = mount(
        &format!(
            "game=hoyito-3&moves={}&at=1&speed=instant&captions=Before%7CSouth%20opens%20with%20c1%7CNorth%20answers",
            MOVES.replace(' ', "%20")
        ),
        &["en-US"],
    );
    wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 1).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 1), "at=1").await;
    wait_text(&root, "[data-caption]", "the caption of move 1", |c| {
        c.contains("South opens with c1") && c.contains("Move 1: South plays c1")
    })
    .await;
    wait_text(&root, "[data-counter]", "the counter", |c| {
        c == "Move 1 of 3"
    })
    .await;
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
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 2), "forward").await;
    wait_text(&root, "[data-caption]", "the caption of move 2", |c| {
        c.contains("North answers")
    })
    .await;
    click(&wait_for(&root, "[data-action=first]").await);
    at_move(&root, 0).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 0), "first").await;
    wait_text(&root, "[data-caption]", "the opening caption", |c| {
        c.contains("Before")
    })
    .await;
    click(&wait_for(&root, "[data-action=last]").await);
    at_move(&root, 3).await;
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 3), "last").await;
    // No caption was written for move 3: only what the move was.
    wait_text(
        &root,
        "[data-caption]",
        "only what move 3 was, no author's caption",
        |c| c.contains("Move 3: North plays a2") && !c.contains("North answers"),
    )
    .await;
}

#[wasm_bindgen_test]
async fn controls_none_shows_only_the_board_and_full_shows_everything() {
    clean_page().await;
    let root = mount("game=rio-kadalis&moves=a1&controls=none", &["en"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    settle().await;
    assert!(find(&root, "svg.board.main").is_some());
    assert!(find(&root, "[data-caption]").is_some());
    assert!(
        find(&root, "button").is_none(),
        "controls=none shows no button"
    );
    assert_eq!(
        figure.get_attribute("data-controls").as_deref(),
        Some("none")
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
        wait_for(&root, selector).await;
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
    let figure = wait_for(&root, "[data-embed=figure][lang=fa]").await;
    wait_attr(&figure, "dir", Some("rtl"), "the figure in Persian").await;
    wait_text(&root, "[data-counter]", "the Persian counter", |c| {
        c == "حرکت 1 از 1"
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_language_comes_from_the_parameter_else_the_browser() {
    clean_page().await;
    let root = mount("game=hoyito-3&moves=c1&lang=tr", &["en-US"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("tr"));
    assert_eq!(figure.get_attribute("dir").as_deref(), Some("ltr"));
    wait_text(&root, "[data-counter]", "the Turkish counter", |c| {
        c == "Hamle 1 / 1"
    })
    .await;
    wait_text(&root, "[data-caption]", "the Turkish caption", |c| {
        c.contains("Güney c1 oynar")
    })
    .await;

    // No parameter: the browser's first language the app speaks.
    let root = mount("game=hoyito-3&moves=c1", &["de-DE", "fa-IR"]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("lang").as_deref(), Some("fa"));
    wait_text(&root, "[data-counter]", "the Persian counter", |c| {
        c == "حرکت 1 از 1"
    })
    .await;
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
    clean_page().await;
    let ltr = mount("game=hoyito-3&moves=c1&lang=en", &[]);
    let rtl = mount("game=hoyito-3&moves=c1&lang=fa", &[]);
    let figure = wait_for(&rtl, "[data-embed=figure]").await;
    wait_for(&ltr, "[data-embed=figure] svg.board.main [data-hole]").await;
    wait_for(&rtl, "[data-embed=figure] svg.board.main [data-hole]").await;
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
    clean_page().await;
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
    clean_page().await;
    let root = mount(
        &format!(
            "game=hoyito-3&moves={}&autoplay=yes&speed=fast",
            MOVES.replace(' ', "%20")
        ),
        &[],
    );
    // The first look comes before any timer of the figure can have run: it opens at the
    // start, playing.
    let figure = wait_for(&root, "[data-embed=figure]").await;
    assert_eq!(figure.get_attribute("data-at").as_deref(), Some("0"));
    assert_eq!(
        figure.get_attribute("data-playing").as_deref(),
        Some("true")
    );
    wait_attr(&figure, "data-playing", Some("false"), "autoplay to end").await;
    at_move(&root, 3).await;
    check_board(
        &root,
        &position_after(GameId::Hoyito3, MOVES, 3),
        "autoplay",
    )
    .await;
}

#[wasm_bindgen_test]
async fn a_reader_plays_on_only_when_allowed_and_can_go_back_to_the_figure() {
    clean_page().await;
    let first = position_after(GameId::Hoyito3, "c1", 1);
    let reply = first.legal_moves()[0];
    let hole = reply.to_string();

    let root = mount("game=hoyito-3&moves=c1&speed=instant", &[]);
    wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 1).await;
    assert!(
        find(&root, ".hole.legal").is_none(),
        "play=no marks no hole playable"
    );
    click(&wait_for(&root, &format!("[data-hole={hole}]")).await);
    still_at_move(&root, 1, "play=no: a click plays nothing").await;
    check_board(&root, &first, "play=no: a click plays nothing").await;

    let root = mount("game=hoyito-3&moves=c1&speed=instant&play=yes", &[]);
    wait_for(&root, &format!(".hole.legal[data-hole={hole}]")).await;
    click(&wait_for(&root, &format!("[data-hole={hole}]")).await);
    at_move(&root, 2).await;
    let after = first.play(&reply).expect("legal");
    check_board(&root, &after, "play=yes: the reader's move").await;
    wait_text(&root, "[data-caption]", "the playing-on caption", |c| {
        c.contains("You are playing on from the figure.")
    })
    .await;
    click(&wait_for(&root, "[data-action=restore]").await);
    at_move(&root, 1).await;
    check_board(&root, &first, "back to the figure").await;
    wait_until("the restore button to go", || {
        match find(&root, "[data-action=restore]") {
            None => Ok(()),
            Some(_) => Err("still there".to_string()),
        }
    })
    .await;
    // The record of what the figure shows is still the author's.
    let record: Record = "game: hoyito-3\nmoves: c1\n".parse().expect("a record");
    assert_eq!(
        record.replay(Effort::Exact).expect("replays").current(),
        &first
    );
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
    clean_page().await;
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
    check_board(&root, &position_after(GameId::Hoyito3, MOVES, 3), "End").await;
    key(&figure, "Home");
    at_move(&root, 0).await;
    // At the start, back does nothing and says nothing.
    key(&figure, "ArrowLeft");
    still_at_move(&root, 0, "back at the start").await;
    assert!(
        find(&root, ".embed-notice").is_none(),
        "back at the start says nothing: {}",
        text_of(&root, ".embed-notice")
    );

    // Right to left, the left arrow goes forward.
    let root = mount(&format!("{query}&lang=fa"), &[]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 1).await;
    key(&figure, "ArrowLeft");
    at_move(&root, 2).await;
    key(&figure, "ArrowRight");
    at_move(&root, 1).await;

    // controls=none: no keys either.
    let root = mount(&format!("{query}&controls=none"), &[]);
    let figure = wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 1).await;
    assert!(figure.get_attribute("tabindex").is_none());
    key(&figure, "ArrowRight");
    still_at_move(&root, 1, "controls=none: the arrow keys").await;
}

#[wasm_bindgen_test]
async fn a_figure_never_decides_a_long_sowing_and_says_so() {
    // `tests/data/long_sowings.json`'s `quick` fixture: Kiothi after 12 moves, South's
    // `j1/4` too long to decide in passing.
    let all: serde_json::Value =
        serde_json::from_str(include_str!("data/long_sowings.json")).expect("JSON");
    let f = &all["quick"];
    let record = Record::from_json(&f["record"].to_string()).expect("a record");
    let mv: Move = f["move"].as_str().expect("a move").parse().expect("a move");
    let encode = |r: &Record| mancala_atlas::ui::game::share::percent_encode(&r.to_string());
    clean_page().await;

    // A record that needs the decision to be replayed: explained, never decided.
    let mut needs = record.clone();
    needs.moves.push(mv);
    let root = mount(&format!("record={}", encode(&needs)), &["en"]);
    let said = text(&wait_for(&root, "[data-embed=error]").await);
    assert!(said.contains("needs a very long sowing decided"), "{said}");

    // Playing on, the reader chooses the undecided lift: refused at once, with why.
    let root = mount(
        &format!("record={}&play=yes&speed=instant", encode(&record)),
        &["en"],
    );
    at_move(&root, 12).await;
    let game = record.replay(Effort::Quick).expect("replays quickly");
    check_board(&root, game.current(), "the figure").await;
    click(&wait_for(&root, "[data-hole=j1]").await);
    click(&wait_for(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await);
    wait_text(&root, ".embed-notice", "the refusal", |t| {
        t.contains("Could not decide (move j1/4)") && t.contains("a figure never decides")
    })
    .await;
    check_board(&root, game.current(), "nothing was played").await;
}

/// A pointer pressed and released on `el` (what a mouse or a finger sends).
fn press(el: &Element) {
    let f = js_sys::Function::new_with_args(
        "el",
        "for (const type of ['mousedown', 'mouseup', 'click']) \
           el.dispatchEvent(new MouseEvent(type, {bubbles: true, cancelable: true, view: window, detail: 1}));",
    );
    f.call1(&JsValue::NULL, el).expect("dispatched");
}

/// The element that has the keyboard.
fn active() -> Element {
    gloo::utils::document()
        .active_element()
        .expect("an active element")
}

#[wasm_bindgen_test]
async fn holes_are_buttons_only_when_the_reader_may_play() {
    clean_page().await;
    let look = mount("game=hoyito-3&moves=c1&speed=instant", &["en"]);
    wait_for(&look, "svg.board.main [data-hole]").await;
    let holes = look.query_selector_all("[data-hole]").expect("selector");
    for i in 0..holes.length() {
        let hole: Element =
            wasm_bindgen::JsCast::dyn_into(holes.item(i).expect("item")).expect("element");
        assert_eq!(hole.get_attribute("role").as_deref(), Some("img"));
        assert!(
            hole.get_attribute("tabindex").is_none(),
            "not in the tab order"
        );
        assert!(
            hole.get_attribute("aria-label")
                .is_some_and(|l| l.contains("seed")),
            "still says what it holds"
        );
    }
    let play = mount("game=hoyito-3&moves=c1&speed=instant&play=yes", &["en"]);
    let legal = wait_for(&play, "svg.board.main .hole.legal").await;
    assert_eq!(legal.get_attribute("role").as_deref(), Some("button"));
    assert_eq!(legal.get_attribute("tabindex").as_deref(), Some("0"));
}

#[wasm_bindgen_test]
async fn after_a_click_on_the_board_the_arrow_keys_still_step() {
    clean_page().await;
    let query = format!(
        "game=hoyito-3&moves={}&at=1&speed=instant",
        MOVES.replace(' ', "%20")
    );
    for play in ["no", "yes"] {
        let root = mount(&format!("{query}&play={play}"), &["en"]);
        let figure = wait_for(&root, "[data-embed=figure]").await;
        at_move(&root, 1).await;
        // A hole the mover may not sow (North's turn: a South hole).
        press(&wait_for(&root, "[data-hole=a1]").await);
        settle().await;
        assert_eq!(
            active(),
            figure,
            "play={play}: the figure keeps the keyboard"
        );
        key(&active(), "ArrowRight");
        at_move(&root, 2).await;
        key(&active(), "ArrowLeft");
        at_move(&root, 1).await;
    }
}

#[wasm_bindgen_test]
async fn open_in_the_app_carries_the_readers_own_moves() {
    use mancala_atlas::ui::game::share::read_fragment;
    clean_page().await;
    let first = position_after(GameId::Hoyito3, "c1", 1);
    let reply = first.legal_moves()[0];
    for controls in ["step", "full"] {
        let root = mount(
            &format!("game=hoyito-3&moves=c1&speed=instant&play=yes&controls={controls}"),
            &["en"],
        );
        wait_for(&root, "[data-embed=figure]").await;
        at_move(&root, 1).await;
        click(&wait_for(&root, &format!("[data-hole={reply}]")).await);
        at_move(&root, 2).await;
        let link = wait_for(&root, "[data-action=open-in-app]").await;
        let href = link.get_attribute("href").unwrap_or_default();
        let fragment = href.split_once('#').map(|(_, f)| f).unwrap_or_default();
        let record = read_fragment(fragment)
            .expect("the link reads")
            .expect("a game");
        let moves: Vec<String> = record.moves.iter().map(ToString::to_string).collect();
        assert_eq!(
            moves,
            ["c1".to_string(), reply.to_string()],
            "controls={controls}: the figure's move and the reader's"
        );
        assert_eq!(link.get_attribute("target").as_deref(), Some("_blank"));
    }
    // A figure only looked at (step controls) offers no link.
    let root = mount("game=hoyito-3&moves=c1&speed=instant", &["en"]);
    wait_for(&root, "[data-embed=figure]").await;
    settle().await;
    assert!(find(&root, "[data-action=open-in-app]").is_none());
}

#[wasm_bindgen_test]
async fn coordinates_show_where_the_moves_are_listed_or_when_asked() {
    clean_page().await;
    let count_of = |root: &Element| {
        root.query_selector_all("svg.board.main .coordinate")
            .expect("selector")
            .length()
    };
    for (query, want) in [
        ("game=hoyito-3&moves=c1&controls=full", 8),
        ("game=hoyito-3&moves=c1", 0),
        ("game=hoyito-3&moves=c1&coordinates=yes", 8),
        ("game=hoyito-3&moves=c1&controls=full&coordinates=no", 0),
    ] {
        let root = mount(query, &["en"]);
        wait_for(&root, "svg.board.main [data-hole]").await;
        wait_until(
            &format!("{want} coordinates for {query}"),
            || match count_of(&root) {
                n if n == want => Ok(()),
                n => Err(format!("{n}")),
            },
        )
        .await;
    }
}

/// The figure's first drawing (the sketch bundle's, `src/ui/figure/sketch.rs`, drawn before the
/// figure's controls arrive) is the figure as it is drawn: the same markup from the same
/// writer, but for which drawing it is (`data-embed`) — for every game, mid-game and at
/// the start, with captions, coordinates, no controls, and in Persian.
#[wasm_bindgen_test]
async fn the_first_drawing_is_the_figure_as_it_is_drawn() {
    use mancala_atlas::ui::figure::sketch;
    use mancala_atlas::ui::platform::storage;
    let cases: [(&str, &[&str]); 6] = [
        ("game=katro&moves=a1&at=1&caption1=After%20a1", &[]),
        ("game=rio-kadalis&moves=a1 f2 b1&at=2&coordinates=yes", &[]),
        ("game=hoyito-3&moves=c1&lang=fa", &[]),
        ("game=kiothi&controls=step", &["tr-TR"]),
        ("game=kiothi&controls=none&coordinates=yes", &[]),
        ("game=katro&moves=a1&at=0&controls=step", &["fa"]),
    ];
    // The markup a drawing's `<figure>` has in this browser, its labels unsqueezed, on a
    // copy. Without the figure's live region (moves spoken, `[data-spoken]`): it says the
    // moves from their traces, which a drawing does not have, and it takes no room on
    // the page (visually hidden), so the drawing does not move when the figure comes.
    let normal = |figure: &Element| -> String {
        let figure: Element =
            wasm_bindgen::JsCast::dyn_into(figure.clone_node_with_deep(true).unwrap()).unwrap();
        let spoken = figure.query_selector_all("[data-spoken]").unwrap();
        for i in 0..spoken.length() {
            let el: Element = wasm_bindgen::JsCast::dyn_into(spoken.item(i).unwrap()).unwrap();
            el.remove();
        }
        let labels = figure.query_selector_all("[textLength]").unwrap();
        for i in 0..labels.length() {
            let el: Element = wasm_bindgen::JsCast::dyn_into(labels.item(i).unwrap()).unwrap();
            el.remove_attribute("textLength").unwrap();
            el.remove_attribute("lengthAdjust").unwrap();
        }
        figure
            .outer_html()
            .replacen("data-embed=\"sketch\"", "data-embed=\"figure\"", 1)
    };
    for (query, languages) in cases {
        let root = mount(query, languages);
        wait_for(&root, "[data-embed=figure] svg.board.main [data-hole]").await;
        settle().await;
        let figure = normal(&find(&root, "[data-embed=figure]").unwrap());
        let languages: Vec<String> = languages.iter().map(|s| s.to_string()).collect();
        let (markup, _) = sketch::sketch(query, &languages, &[], storage::narrow_window())
            .unwrap_or_else(|| panic!("no drawing for {query}"));
        let doc = web_sys::window().unwrap().document().unwrap();
        let drawn = doc.create_element("div").unwrap();
        drawn.set_inner_html(&markup);
        let first = normal(&find(&drawn, "[data-embed=sketch]").expect("a sketch"));
        if first != figure {
            let at = first
                .bytes()
                .zip(figure.bytes())
                .take_while(|(a, b)| a == b)
                .count();
            let around = |s: &str| {
                s.get(at.saturating_sub(120)..(at + 120).min(s.len()))
                    .unwrap_or("")
                    .to_string()
            };
            panic!(
                "{query}: the first drawing differs from the figure at byte {at}:\n drawing: …{}…\n figure:  …{}…",
                around(&first),
                around(&figure)
            );
        }
    }
}

/// When a drawing is replaced by its figure: never without controls, on the reader's
/// intent with step controls, at once when it plays by itself, lets the reader play, or
/// shows the full controls, or when its parameters are wrong (no drawing).
#[wasm_bindgen_test]
fn a_drawing_says_when_its_figure_is_needed() {
    use mancala_atlas::ui::figure::sketch::{sketch, Wake};
    let wake = |q: &str| sketch(q, &[], &[], false).map(|(_, w)| w);
    assert_eq!(wake("game=katro&controls=none"), Some(Wake::Never));
    assert_eq!(wake("game=katro&moves=a1"), Some(Wake::OnIntent));
    assert_eq!(wake("game=katro&moves=a1&autoplay=yes"), Some(Wake::Now));
    assert_eq!(wake("game=katro&play=yes"), Some(Wake::Now));
    assert_eq!(wake("game=katro&controls=full"), Some(Wake::Now));
    assert_eq!(wake("game=chess"), None);
}

/// Each hole's name and count in the image `svg` (read back by the writer's reader).
fn image_holes(svg: &str) -> Vec<(String, String)> {
    use mancala_atlas::ui::print::markup::{self, Item, Tag};
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
async fn the_full_controls_download_the_step_shown_as_svg_and_png() {
    clean_page().await;
    let query =
        "game=hoyito-3&moves=c1%20f2&at=1&controls=full&theme=earth&captions=%7CSouth%20sows%20c1";
    let root = mount(query, &["en"]);
    let p = position_after(GameId::Hoyito3, "c1 f2", 1);
    check_board(&root, &p, "at=1").await;
    let downloads = common::Downloads::catch();
    click(&wait_for(&root, "[data-download] summary").await);
    click(&wait_for(&root, "[data-format=\"svg\"]").await);
    let (name, bytes) = downloads.next(0).await;
    assert_eq!(name, "hoyito-3-move-1.svg");
    let svg = String::from_utf8(bytes).expect("UTF-8");
    let holes = image_holes(&svg);
    assert_eq!(holes.len(), p.geometry().len());
    for (hole, count) in &holes {
        assert_eq!(count, &p.count(hole.parse().unwrap()).to_string(), "{hole}");
    }
    assert!(
        svg.contains("fill=\"#a4532c\""),
        "the figure's theme (earth)"
    );
    assert!(
        svg.contains("class=\"embed-author\"") && svg.contains("class=\"embed-what\""),
        "its caption"
    );
    assert!(!svg.contains("<text"), "English words outlined");
    // One step on: the image of move 2.
    click(&wait_for(&root, "[data-action=\"forward\"]").await);
    let p2 = position_after(GameId::Hoyito3, "c1 f2", 2);
    check_board(&root, &p2, "after forward").await;
    click(&wait_for(&root, "[data-format=\"png-2\"]").await);
    let (name, bytes) = downloads.next(1).await;
    assert_eq!(name, "hoyito-3-move-2@2x.png");
    let (w, _) = common::png_size(&bytes).expect("a PNG");
    assert_eq!(w, 2 * 648, "twice the board's width");
    click(&wait_for(&root, "[data-format=\"svg\"]").await);
    let (_, bytes) = downloads.next(2).await;
    let holes = image_holes(&String::from_utf8(bytes).unwrap());
    for (hole, count) in &holes {
        assert_eq!(
            count,
            &p2.count(hole.parse().unwrap()).to_string(),
            "{hole}"
        );
    }
}

/// A figure of `game` with `moves`: stepping forward, back, to the end and to the start,
/// the figure's one live region says each move as the sentence builder does.
async fn figure_moves_are_spoken(game: GameId, moves: &[&str]) {
    use common::{spoken_for, wait_spoken};
    use mancala_atlas::ui::i18n::Lang;
    clean_page().await;
    let list = js_sys::encode_uri_component(&moves.join(" "));
    let root = mount(
        &format!("game={}&moves={list}&at=0&speed=instant", game.id()),
        &["en-US"],
    );
    wait_for(&root, "[data-embed=figure]").await;
    at_move(&root, 0).await;
    let mut g = Game::from_rules(Rules::default_for(game));
    let mut said = Vec::new();
    for (k, mv) in moves.iter().enumerate() {
        click(&wait_for(&root, "[data-action=forward]").await);
        g.play(&mv.parse().expect("a move"), Effort::Exact)
            .expect("legal");
        said.push(spoken_for(Lang::En, &g));
        wait_spoken(
            &root,
            &said[k],
            &format!("{} forward to move {}", game.name(), k + 1),
        )
        .await;
    }
    at_move(&root, moves.len()).await;
    click(&wait_for(&root, "[data-action=back]").await);
    at_move(&root, moves.len() - 1).await;
    if moves.len() > 1 {
        wait_spoken(&root, &said[moves.len() - 2], "one move back").await;
    }
    click(&wait_for(&root, "[data-action=last]").await);
    wait_spoken(&root, &said[moves.len() - 1], "to the end").await;
    click(&wait_for(&root, "[data-action=first]").await);
    wait_text(&root, "[data-spoken]", "the start said", |t| {
        t.starts_with("No move played yet. ")
    })
    .await;
}

#[wasm_bindgen_test]
async fn a_katro_figure_speaks_its_moves() {
    figure_moves_are_spoken(GameId::Katro, &["c1", "a6", "f1"]).await;
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_figure_speaks_its_moves() {
    figure_moves_are_spoken(GameId::RioKadalis, &["c1", "a2", "f1"]).await;
}

#[wasm_bindgen_test]
async fn a_hoyito_figure_speaks_its_moves() {
    figure_moves_are_spoken(GameId::Hoyito3, &["c1", "a2", "f2"]).await;
}

#[wasm_bindgen_test]
async fn a_kiothi_figure_speaks_its_redistributions_and_moves() {
    figure_moves_are_spoken(
        GameId::Kiothi,
        &[
            "e1+i1=c1:2,e1:1,g1:1,i1:1,j1:2,b2:1,i2:1,j2:1",
            "d2+i2=c1:1,g1:1,c2:1,d2:1,f2:1,h2:1",
            "j1/3",
            "a2/3",
            "j1/2",
        ],
    )
    .await;
}

#[wasm_bindgen_test]
async fn autoplay_and_playing_on_are_spoken_in_the_reader_s_language() {
    use common::{spoken_for, wait_spoken};
    use mancala_atlas::ui::i18n::Lang;
    clean_page().await;
    // Autoplay, in Turkish: the last move is said once the figure stops.
    let root = mount(
        &format!(
            "game=hoyito-3&moves={}&autoplay=yes&speed=fast&lang=tr",
            MOVES.replace(' ', "%20")
        ),
        &[],
    );
    let figure = wait_for(&root, "[data-embed=figure]").await;
    wait_attr(&figure, "data-playing", Some("false"), "autoplay to end").await;
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    for mv in MOVES.split_whitespace() {
        g.play(&mv.parse().expect("a move"), Effort::Exact)
            .expect("legal");
    }
    let said = spoken_for(Lang::Tr, &g);
    assert!(said.starts_with("Hamle 3: Kuzey"), "{said}");
    wait_spoken(&root, &said, "autoplay's last move, in Turkish").await;

    // Playing on: the reader's own move is said.
    let root = mount("game=hoyito-3&moves=c1&speed=instant&play=yes", &["en-US"]);
    at_move(&root, 1).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    g.play(&"c1".parse().expect("a move"), Effort::Exact)
        .expect("legal");
    let reply = g.current().legal_moves()[0];
    click(&wait_for(&root, &format!("[data-hole={reply}]")).await);
    g.play(&reply, Effort::Exact).expect("legal");
    wait_spoken(&root, &spoken_for(Lang::En, &g), "the reader's move").await;
}

/// A lesson in a figure (`lesson=GAME/N`), in the figure's theme and language: played by
/// clicks, judged as on the Learn screen, nothing kept, its link opening the app.
#[wasm_bindgen_test]
async fn a_lesson_in_a_figure_is_played_and_judged_and_keeps_nothing() {
    use mancala_atlas::ui::game::lessons::{self, Verdict};
    clean_page().await;
    let lesson = lessons::lesson(GameId::Kiothi, 3).expect("the lesson");
    let root = mount_lesson("lesson=kiothi/3&theme=dark&lang=tr&speed=instant", &["en"]);
    let fig = wait_for(&root, "figure.atlas-embed[data-embed=\"lesson\"]").await;
    assert_eq!(fig.get_attribute("lang").as_deref(), Some("tr"));
    assert!(fig.class_list().contains("theme-dark"));
    let start = lesson.start().expect("reads");
    check_board(&root, &start, "the lesson's position").await;
    wait_text(&root, ".lesson-task", "the task in Turkish", |t| {
        t.starts_with("Göreviniz:")
    })
    .await;
    let moves = lesson.moves(&start).expect("moves");
    let right = *moves
        .iter()
        .find(|m| matches!(lesson.judge(&start, m), Verdict::Right { .. }))
        .expect("a right move");
    let Move::Sow(s) = right else {
        panic!("a sowing")
    };
    let hole = find(&root, &format!("svg.board.main [data-hole=\"{}\"]", s.hole)).expect("hole");
    click(&hole);
    if start.count(s.hole) > 1 {
        let choice = wait_for(&root, &format!("[data-move=\"{right}\"]")).await;
        click(&choice);
    }
    wait_for(&root, "[data-verdict=\"right\"]").await;
    let next = wait_for(
        &root,
        "[data-verdict=\"right\"] a[data-action=\"open-in-app\"]",
    )
    .await;
    assert_eq!(
        next.get_attribute("href").as_deref(),
        Some("./#learn=kiothi/4")
    );
    assert_eq!(next.get_attribute("target").as_deref(), Some("_blank"));
    let stored = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(|s| s.length().unwrap_or(0));
    assert_eq!(stored, Some(0), "a figure keeps nothing");
    // A lesson the game does not have is said in the frame.
    clean_page().await;
    let root = mount_lesson("lesson=hoyito-3/9", &["en"]);
    wait_text(
        &root,
        "[data-embed=\"error\"]",
        "the bad lesson said",
        |t| t.contains("lessons 1 to 5"),
    )
    .await;
}

/// A puzzle in a figure (`puzzle=ID`), in the figure's theme and language: its game's
/// file read from where the app is, the line played by clicks to the solve, the computer
/// answering, nothing kept, the next puzzle's link opening the app.
#[wasm_bindgen_test]
async fn a_puzzle_in_a_figure_is_played_to_its_solve_and_keeps_nothing() {
    use mancala_atlas::ui::puzzles;
    use mancala_atlas::ui::PuzzleLoader;
    use std::rc::Rc;
    clean_page().await;
    const FILE: &str = include_str!("../static/puzzles/rio-kadalis.json");
    let set = puzzles::read(GameId::RioKadalis, FILE).expect("reads");
    let mut all = set.puzzles.clone();
    all.sort_by_key(|p| p.line.len());
    let p = all
        .into_iter()
        .find(|p| p.line.len() >= 3)
        .expect("a puzzle");
    let asked = Rc::new(std::cell::RefCell::new(Vec::new()));
    let loader = {
        let asked = Rc::clone(&asked);
        PuzzleLoader(Rc::new(
            move |game: GameId, done: yew::Callback<Result<String, String>>| {
                asked.borrow_mut().push(game);
                gloo::timers::callback::Timeout::new(0, move || done.emit(Ok(FILE.to_string())))
                    .forget();
            },
        ))
    };
    let props = EmbedProps {
        query: format!("puzzle={}&theme=earth&lang=fr&speed=instant", p.id),
        languages: vec!["en".into()],
        app_url: "./".to_string(),
        styles: vec![],
        puzzles: Some(loader),
    };
    let root = common::mount::<LessonEmbed>(props, Some("width: 640px"));
    let fig = wait_for(&root, "figure.atlas-embed[data-embed=\"puzzle\"]").await;
    assert_eq!(fig.get_attribute("lang").as_deref(), Some("fr"));
    assert!(fig.class_list().contains("theme-earth"));
    wait_for(
        &root,
        &format!("article.puzzle[data-puzzle-shown=\"{}\"]", p.id),
    )
    .await;
    assert_eq!(*asked.borrow(), vec![GameId::RioKadalis], "one file, once");
    let mut g = Game::new(p.start.clone());
    for mv in &p.line {
        if g.current().to_move() == p.side() {
            let want = g.current().clone();
            wait_until("the player's turn", || {
                let a = find(&root, "article.puzzle").ok_or("no puzzle")?;
                let status = a.get_attribute("data-puzzle-status").unwrap_or_default();
                if status != "yours" {
                    return Err(status);
                }
                common::holes_match(&find(&a, "svg.board.main").ok_or("no board")?, &want)
            })
            .await;
            let Move::Sow(s) = mv else { panic!("a sowing") };
            let hole =
                find(&root, &format!("svg.board.main [data-hole=\"{}\"]", s.hole)).expect("hole");
            click(&hole);
        }
        g.play(mv, Effort::Exact).expect("legal");
    }
    wait_for(&root, "article.puzzle[data-puzzle-status=\"solved\"]").await;
    wait_text(
        &root,
        "[data-verdict=\"right\"] .verdict",
        "the solve in French",
        |t| !t.is_empty() && t != "Solved: the game is won.",
    )
    .await;
    let next = wait_for(
        &root,
        "[data-verdict=\"right\"] a[data-action=\"next-puzzle\"]",
    )
    .await;
    assert!(next
        .get_attribute("href")
        .unwrap_or_default()
        .starts_with("./#puzzle=rio-kadalis-"));
    assert_eq!(next.get_attribute("target").as_deref(), Some("_blank"));
    let stored = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(|s| s.length().unwrap_or(0));
    assert_eq!(stored, Some(0), "a figure keeps nothing");
    // A malformed id is said in the frame.
    clean_page().await;
    let root = mount_lesson("puzzle=oware-1", &["en"]);
    wait_text(
        &root,
        "[data-embed=\"error\"]",
        "the bad puzzle said",
        |t| t.contains("names no puzzle"),
    )
    .await;
}

/// Each bundle draws only its own figures (`embed.js` loads the one a figure's parameters
/// ask for): the other's, asked for anyway (a page whose `embed.js` is of another version),
/// is said in the figure's language, naming the bundle that draws it — never a blank
/// frame; a bad parameter is said by either.
#[wasm_bindgen_test]
async fn each_bundle_says_a_figure_that_is_the_other_bundles() {
    clean_page().await;
    type Mount = fn(&str, &[&str]) -> Element;
    let cases: [(Mount, &str, &str); 3] = [
        (mount, "lesson=katro/2&lang=fr", "lessons"),
        (mount, "puzzle=rio-kadalis-7275bbd4", "lessons"),
        (mount_lesson, "game=katro&moves=a1&lang=fr", "figure"),
    ];
    for (mount_with, query, other) in cases {
        let root = mount_with(query, &["en"]);
        let said = wait_for(&root, "[data-embed=\"error\"][role=\"alert\"]").await;
        assert_eq!(
            said.get_attribute("data-bundle").as_deref(),
            Some(other),
            "{query}"
        );
        let lang = if query.contains("lang=fr") {
            "fr"
        } else {
            "en"
        };
        assert_eq!(said.get_attribute("lang").as_deref(), Some(lang), "{query}");
        let words = text(&said);
        assert!(
            words.contains("embed.js") && !words.contains("README"),
            "{query}: {words}"
        );
        assert!(find(&root, "svg.board").is_none(), "{query}: no board");
    }
    // What is wrong with the parameters, said by either bundle alike.
    for mount_with in [mount as Mount, mount_lesson] {
        let root = mount_with("lesson=katro/2&moves=a1", &["en"]);
        let said = wait_for(&root, "[data-embed=\"error\"]").await;
        assert!(said.get_attribute("data-bundle").is_none());
        assert!(
            text(&said).contains("leave out \"moves\""),
            "{}",
            text(&said)
        );
    }
}
