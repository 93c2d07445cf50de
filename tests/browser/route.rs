//! One route (issue 35): the start screen, the board, the lessons, the puzzles and the
//! figure builder are one route in the app's state, mirrored in the address — the
//! browser's back and forward walk between them, and a reload comes back to the same one.

use mancala_atlas::engine::{Effort, Game, GameId, Move, Rules};
use mancala_atlas::ui::{App, AppProps};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use super::common::{
    add_app_styles, address_hash, clean_page, click, click_on, find, holes_match, unmount,
    wait_for, wait_until,
};
use super::{start_game, wait_true};

fn mount_phone() -> Element {
    add_app_styles();
    super::common::mount::<App>(
        AppProps {
            puzzles: Some(super::puzzles::loader()),
            ..AppProps::default()
        },
        Some("width: 390px"),
    )
}

fn history() -> web_sys::History {
    web_sys::window()
        .expect("a window")
        .history()
        .expect("history")
}

/// Waits for the board of `g`'s game as it is now (on the app's own board).
async fn board_shows(root: &Element, g: &Game) {
    wait_until("the game's board", || {
        if find(root, "section.learn").is_some() {
            return Err("another screen is over the board".into());
        }
        let svg = find(root, "svg.board.main").ok_or("no board")?;
        holes_match(&svg, g.current())
    })
    .await;
}

/// Waits for the start screen.
async fn start_shown(root: &Element) {
    wait_true("the start screen", || {
        find(root, "section.start").is_some() && find(root, "svg.board.main").is_none()
    })
    .await;
}

/// A game of Rio Kadalis with one move played (by a click, as a person plays).
async fn one_move(root: &Element) -> Game {
    start_game(root, GameId::RioKadalis).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    let mv = g.current().legal_moves()[0];
    let Move::Sow(s) = mv else { panic!("a sowing") };
    click(&super::hole_el(root, s.hole));
    g.play(&mv, Effort::Exact).expect("legal");
    board_shows(root, &g).await;
    g
}

#[wasm_bindgen_test]
async fn back_and_forward_walk_between_the_screens() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    let g = one_move(&root).await;
    // The lessons, by a link followed in the page; left by their button.
    super::common::paste_link("#learn=kiothi");
    wait_for(&root, "article.lesson[data-lesson-shown=\"kiothi/1\"]").await;
    click_on(&root, "[data-action=\"leave-lessons\"]").await;
    board_shows(&root, &g).await;
    assert_eq!(address_hash(), "");

    // Back: the lessons again; back: the board; back: the start screen.
    history().back().expect("back");
    wait_for(&root, "article.lesson[data-lesson-shown=\"kiothi/1\"]").await;
    assert_eq!(address_hash(), "#learn=kiothi");
    history().back().expect("back");
    board_shows(&root, &g).await;
    history().back().expect("back");
    start_shown(&root).await;
    // Forward: the same game, as it was; forward: the lessons.
    history().forward().expect("forward");
    board_shows(&root, &g).await;
    history().forward().expect("forward");
    wait_for(&root, "article.lesson[data-lesson-shown=\"kiothi/1\"]").await;
    history().forward().expect("forward");
    board_shows(&root, &g).await;

    // New game: the start screen, and back to the board.
    click_on(&root, "[data-action=\"new-game\"]").await;
    start_shown(&root).await;
    history().back().expect("back");
    board_shows(&root, &g).await;
    unmount(&root).await;
}

#[wasm_bindgen_test]
async fn a_reload_comes_back_to_the_same_screen() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    let g = one_move(&root).await;
    // A reload (the app drawn afresh on the same page): the board.
    unmount(&root).await;
    let root = mount_phone();
    board_shows(&root, &g).await;
    // On the start screen: the start screen.
    click_on(&root, "[data-action=\"new-game\"]").await;
    start_shown(&root).await;
    unmount(&root).await;
    let root = mount_phone();
    start_shown(&root).await;
    // On the puzzles: the puzzles, and leaving them goes back to the start screen.
    super::common::paste_link("#puzzles=rio-kadalis");
    wait_for(&root, "section.puzzles[data-puzzles=\"rio-kadalis\"]").await;
    unmount(&root).await;
    let root = mount_phone();
    wait_for(&root, "section.puzzles[data-puzzles=\"rio-kadalis\"]").await;
    click_on(&root, "[data-action=\"leave-puzzles\"]").await;
    start_shown(&root).await;
    unmount(&root).await;
}

#[wasm_bindgen_test]
async fn a_reload_without_the_game_kept_comes_back_to_the_start_screen() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    one_move(&root).await;
    unmount(&root).await;
    // The browser's storage cleared (by the reader, or the site's data removed): the
    // history entry still says the board, but there is no game to come back to.
    let window = web_sys::window().expect("a window");
    for storage in [window.local_storage(), window.session_storage()] {
        if let Some(s) = storage.ok().flatten() {
            s.clear().expect("storage cleared");
        }
    }
    let root = mount_phone();
    // The start screen, no empty board put in its place.
    start_shown(&root).await;
    // The history entry says so now: a second reload (the start screen's new game is kept
    // by then) comes back to the start screen too, not to that game's empty board.
    wait_true("the history entry names the start screen", || {
        history()
            .state()
            .ok()
            .and_then(|s| s.as_string())
            .as_deref()
            == Some("start")
    })
    .await;
    unmount(&root).await;
    let root = mount_phone();
    start_shown(&root).await;
    unmount(&root).await;
}
