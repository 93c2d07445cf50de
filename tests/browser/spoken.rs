//! Browser tests of issue 21, part 5: the moves spoken. After each move of every game —
//! played by clicks, by the computer, taken back and played again — the board's one live
//! region says the move in words, as the sentence builder says it from the engine's
//! trace; in Turkish too. Included from `tests/browser.rs` (its helpers are `super::`).

use mancala_atlas::engine::{Effort, Game, GameId, Phase, Rules};
use mancala_atlas::ui::i18n::Lang;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{click, click_on, find, spoken_for, wait_spoken, wait_text};
use super::{
    choose_lang, clean_mount, hole_el, play_by_clicks, settled, spread, start_game, start_game_as,
};

/// Plays `plies` moves of `game` by clicks and waits after each for the live region to
/// say it; then takes the last move back and plays it again.
async fn moves_are_spoken(game: GameId, plies: usize) {
    let root = clean_mount().await;
    start_game(&root, game).await;
    wait_text(&root, "[data-spoken]", "the start said", |t| {
        t.starts_with("No move played yet. ")
    })
    .await;
    let status = find(&root, "[data-status]").expect("the status line");
    assert_eq!(
        status.get_attribute("aria-live"),
        None,
        "the status is not a second live region"
    );
    let mut g = Game::from_rules(Rules::default_for(game));
    for ply in 0..plies {
        let p = g.current().clone();
        if p.is_over() {
            break;
        }
        let mv = if p.phase() == Phase::Redistribute {
            spread(&p)
        } else {
            let legal = p.legal_moves();
            legal[(ply * 7 + 3) % legal.len()]
        };
        play_by_clicks(&root, &p, &mv).await;
        g.play(&mv, Effort::Exact).expect("a legal move");
        let said = spoken_for(Lang::En, &g);
        assert!(said.starts_with(&format!("Move {}: ", ply + 1)), "{said}");
        wait_spoken(&root, &said, &format!("{} move {}", game.name(), ply + 1)).await;
    }
    let last = spoken_for(Lang::En, &g);
    settled(&root).await;
    click_on(&root, "[data-action=\"undo\"]").await;
    g.undo();
    wait_spoken(&root, &spoken_for(Lang::En, &g), "after Undo").await;
    click_on(&root, "[data-action=\"redo\"]").await;
    wait_spoken(&root, &last, "after Redo").await;
    // Jumping to the start through the move list.
    click_on(&root, "[data-ply=\"0\"]").await;
    wait_text(&root, "[data-spoken]", "back at the start", |t| {
        t.starts_with("No move played yet. ")
    })
    .await;
}

#[wasm_bindgen_test]
async fn katro_moves_are_spoken() {
    moves_are_spoken(GameId::Katro, 4).await;
}

#[wasm_bindgen_test]
async fn rio_kadalis_moves_are_spoken() {
    moves_are_spoken(GameId::RioKadalis, 4).await;
}

#[wasm_bindgen_test]
async fn hoyito_moves_are_spoken() {
    moves_are_spoken(GameId::Hoyito3, 4).await;
}

#[wasm_bindgen_test]
async fn kiothi_redistributions_and_moves_are_spoken() {
    moves_are_spoken(GameId::Kiothi, 4).await;
}

#[wasm_bindgen_test]
async fn the_computer_s_move_is_spoken() {
    let root = clean_mount().await;
    start_game_as(&root, GameId::RioKadalis, "computer-north").await;
    click(&hole_el(&root, "c1".parse().expect("hole")));
    wait_text(&root, "[data-spoken]", "the computer's move said", |t| {
        t.starts_with("Move 2: North sows ")
    })
    .await;
}

#[wasm_bindgen_test]
async fn a_move_is_spoken_in_turkish() {
    let root = clean_mount().await;
    choose_lang(&root, "tr").await;
    wait_for_turkish(&root).await;
    start_game(&root, GameId::Hoyito3).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    let mv = "c1".parse().expect("a move");
    click(&hole_el(&root, "c1".parse().expect("hole")));
    g.play(&mv, Effort::Exact).expect("legal");
    let said = spoken_for(Lang::Tr, &g);
    assert!(said.starts_with("Hamle 1: Güney"), "{said}");
    wait_spoken(&root, &said, "in Turkish").await;
}

async fn wait_for_turkish(root: &web_sys::Element) {
    super::common::wait_for(root, "main.app[lang=\"tr\"]").await;
}
