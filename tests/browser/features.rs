//! Browser tests of issue 11, part B: the record as shown, the keyboard in the choosers,
//! the words of results and call-outs, match rounds in the move list, buttons that can do
//! nothing, hint units, the rules panel's options, resigning and draws, sounds, analysis
//! and correspondence links. Included from `tests/browser.rs` (its helpers are `super::`).

use mancala_atlas::engine::{Effort, Game, GameId, Move, Player, Position, Record, Rng, Rules};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlTextAreaElement};

use super::common::{
    click, click_on, count, find, text_of, wait_attr, wait_for, wait_text, wait_until,
};
use super::{check_board, clean_mount, hole_el, play_by_clicks, settled, start_game};

/// Plays `moves` by clicks from the start of the game on the board, waiting for each.
async fn play_moves(root: &Element, game: &mut Game, moves: &[&str]) {
    for name in moves {
        let mv: Move = name.parse().expect("a move");
        let p = game.current().clone();
        play_by_clicks(root, &p, &mv).await;
        game.play(&mv, Effort::Exact).expect("legal");
        settled(root).await;
        check_board(root, game.current(), &format!("after {name}")).await;
    }
}

/// The value of the textarea matching `selector`, once it is drawn.
async fn area_value(root: &Element, selector: &str) -> String {
    let area: HtmlTextAreaElement = wait_for(root, selector)
        .await
        .dyn_into()
        .expect("a textarea");
    area.value()
}

#[wasm_bindgen_test]
async fn the_exported_record_is_the_game_as_shown_after_an_undo() {
    let root = clean_mount().await;
    start_game(&root, GameId::RioKadalis).await;
    let mut game = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    play_moves(&root, &mut game, &["a1", "f2", "b1"]).await;
    click_on(&root, "[data-action=\"undo\"]").await;
    game.undo();
    settled(&root).await;
    check_board(&root, game.current(), "after the undo").await;
    click_on(&root, "[data-action=\"record-panel\"]").await;
    let text = area_value(&root, "[data-export=\"text\"]").await;
    assert!(text.contains("moves: a1 f2"), "{text}");
    assert!(
        !text.contains("b1"),
        "the move taken back is left out: {text}"
    );
    let json = area_value(&root, "[data-export=\"json\"]").await;
    let from_json = Record::from_json(&json).expect("the JSON reads");
    assert_eq!(
        from_json.replay(Effort::Exact).expect("replays").current(),
        game.current()
    );
    wait_text(
        &root,
        "[data-export-note]",
        "the note on the move left out",
        |t| t.contains("1 move taken back"),
    )
    .await;
    // The download carries the same text.
    let href = find(&root, "a[download=\"mancala-game.txt\"]")
        .and_then(|a| a.get_attribute("href"))
        .unwrap_or_default();
    let encoded = href.split_once(',').map(|(_, t)| t).unwrap_or_default();
    let decoded = mancala_atlas::ui::game::share::percent_decode(encoded).expect("decodes");
    assert_eq!(decoded, text);
    // Imported again, the record lands on the position shown, not on the undone one.
    let import: HtmlTextAreaElement = wait_for(&root, "[data-import]")
        .await
        .dyn_into()
        .expect("a textarea");
    import.set_value(&text);
    click_on(&root, "[data-action=\"import\"]").await;
    wait_text(&root, "[data-notice=\"info\"]", "the import", |t| {
        t.contains("Imported")
    })
    .await;
    settled(&root).await;
    check_board(&root, game.current(), "the imported record").await;
}

/// Imports `text` through the record panel's box, as a person would paste it.
async fn import(root: &Element, text: &str) {
    let box_: HtmlTextAreaElement = wait_for(root, "[data-import]")
        .await
        .dyn_into()
        .expect("a textarea");
    box_.set_value(text);
    click_on(root, "[data-action=\"import\"]").await;
}

/// A game of `game` played by the engine's random moves (seeded) to its end.
fn finished(game: GameId, seed: u64) -> Game {
    let mut g = Game::from_rules(Rules::default_for(game));
    let mut rng = Rng::new(seed);
    while let Some((mv, _)) = g.current().random_move(&mut rng) {
        g.play(&mv, Effort::Exact).expect("legal");
    }
    assert!(g.current().is_over(), "played to its end");
    g
}

#[wasm_bindgen_test]
async fn results_read_from_the_winners_side_and_kiothi_steps_warriors() {
    let root = clean_mount().await;
    start_game(&root, GameId::RioKadalis).await;
    // A seed whose game has a winner.
    let g = (1..50)
        .map(|seed| finished(GameId::RioKadalis, seed))
        .find(|g| g.current().outcome().is_some_and(|o| o.winner.is_some()))
        .expect("a game with a winner");
    let p = g.current();
    let o = p.outcome().expect("over");
    let w = o.winner.expect("a winner");
    let name = |pl: Player| {
        if pl == Player::South {
            "South"
        } else {
            "North"
        }
    };
    import(&root, &g.record().to_string()).await;
    settled(&root).await;
    check_board(&root, p, "the finished game").await;
    let status = wait_text(&root, "[data-status]", "the result", |t| {
        t.contains(" wins ")
    })
    .await;
    let (won, lost) = (o.score[w.index()], o.score[(!w).index()]);
    let want = format!("{} wins with {won} fours to {}'s {lost}", name(w), name(!w));
    assert!(status.starts_with(&want), "{status}");
    // The seed totals beside the fours are what the stores on the board hold.
    for pl in [Player::South, Player::North] {
        let store = find(
            &root,
            &format!("svg.board.main [data-store=\"{}\"]", pl.name()),
        )
        .expect("a store");
        let seeds = store.get_attribute("data-count").unwrap_or_default();
        assert!(
            status.contains(&format!("{} {seeds}", name(pl))),
            "{status} / {seeds}"
        );
        let note = text_of(&store, ".band-note");
        assert!(
            note.starts_with(&format!("{} four", o.score[pl.index()]))
                && note.ends_with(&format!("= {seeds} seeds")),
            "the store says its fours and its seeds: {note}"
        );
    }

    // Kiothi's step button says warrior.
    click_on(&root, "[data-action=\"new-game\"]").await;
    start_game(&root, GameId::Kiothi).await;
    wait_text(
        &root,
        "[data-action=\"step-seed\"]",
        "the step button",
        |t| t == "Next warrior",
    )
    .await;
    let hole = find(&root, "svg.board.main [data-hole=\"e1\"]").expect("e1");
    assert_eq!(
        hole.get_attribute("aria-label").as_deref(),
        Some("e1: 5 warriors")
    );
}

/// The texts of the elements matching `selector`.
fn texts(root: &Element, selector: &str) -> Vec<String> {
    let all = root.query_selector_all(selector).expect("selector");
    (0..all.length())
        .filter_map(|i| all.item(i))
        .map(|n| n.text_content().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn hint_values_carry_a_unit_and_solved_positions_say_win_in_n() {
    use mancala_atlas::ai;
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    click_on(&root, "[data-action=\"hint\"]").await;
    let n = Position::start(Rules::default_for(GameId::Hoyito3))
        .legal_moves()
        .len();
    wait_until("a value per move", || {
        let shown = texts(&root, ".hint-value");
        if shown.len() == n {
            Ok(shown)
        } else {
            Err(format!("{shown:?}"))
        }
    })
    .await;
    for v in texts(&root, ".hint-value") {
        let known = v.ends_with(" seeds")
            || v.ends_with(" seed")
            || v.starts_with("win in ")
            || v.starts_with("loss in ")
            || v == "draw";
        assert!(known, "a value with its unit: {v:?}");
    }
    wait_for(&root, "[data-hint-solved=\"false\"]").await;

    // A position a few moves before the end of a game: the search proves every move's value.
    let (record, position) = (1..40)
        .find_map(|seed| {
            let g = finished(GameId::Hoyito3, seed);
            let mut g2 = g.clone();
            g2.truncate(g.moves().len().saturating_sub(3));
            let a = ai::Think::in_game(&g2)
                .nodes(mancala_atlas::ui::FALLBACK_HINT_NODES)
                .analyse();
            (a.solved && !g2.current().is_over())
                .then(|| (g2.record().to_string(), g2.current().clone()))
        })
        .expect("a solved position");
    import(&root, &record).await;
    settled(&root).await;
    check_board(&root, &position, "the endgame").await;
    click_on(&root, "[data-action=\"hint\"]").await;
    wait_for(&root, "[data-hint-solved=\"true\"]").await;
    let summary = text_of(&root, ".hint-summary");
    assert!(summary.starts_with("Solved"), "{summary}");
    let values = texts(&root, ".hint-value");
    assert_eq!(values.len(), position.legal_moves().len());
    for v in &values {
        assert!(
            v.starts_with("win in ") || v.starts_with("loss in ") || v == "draw",
            "proven: {v:?}"
        );
    }
}

/// Whether the button matching `selector` is disabled.
fn disabled(root: &Element, selector: &str) -> bool {
    find(root, selector)
        .unwrap_or_else(|| panic!("no {selector}"))
        .has_attribute("disabled")
}

#[wasm_bindgen_test]
async fn kiothi_buttons_that_can_do_nothing_are_disabled() {
    let root = clean_mount().await;
    start_game(&root, GameId::Kiothi).await;
    wait_for(&root, "[data-action=\"draft-confirm\"]").await;
    for b in ["draft-take", "draft-back", "draft-reset", "draft-confirm"] {
        assert!(
            disabled(&root, &format!("[data-action=\"{b}\"]")),
            "{b} can do nothing yet"
        );
    }
    // Undo, redo and the step buttons have nothing to do at the start either.
    for b in ["undo", "redo", "step-seed", "step-lap", "finish"] {
        assert!(disabled(&root, &format!("[data-action=\"{b}\"]")), "{b}");
    }
    click(&hole_el(&root, "e1".parse().expect("hole")));
    click(&hole_el(&root, "f1".parse().expect("hole")));
    let take = wait_for(&root, "[data-action=\"draft-take\"]").await;
    wait_attr(&take, "disabled", None, "two holes chosen: take up").await;
    assert!(!disabled(&root, "[data-action=\"draft-reset\"]"));
    assert!(disabled(&root, "[data-action=\"draft-confirm\"]"));
    click(&take);
    let back = wait_for(&root, "[data-action=\"draft-back\"]").await;
    wait_attr(&back, "disabled", None, "placing: take back").await;
    // Ten warriors in hand: place them all, then Confirm plays.
    for _ in 0..10 {
        click(&hole_el(&root, "c2".parse().expect("hole")));
    }
    let confirm = wait_for(&root, "[data-action=\"draft-confirm\"]").await;
    wait_attr(&confirm, "disabled", None, "every warrior placed: confirm").await;
    click(&confirm);
    wait_until("the redistribution to be played", || {
        let listed = count(&root, "[data-ply]");
        if listed == 2 {
            Ok(())
        } else {
            Err(format!("{listed} entries"))
        }
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_katro_rules_panel_describes_either_when_it_is_on() {
    let root = clean_mount().await;
    start_game(&root, GameId::Katro).await;
    let rules = wait_for(&root, "[data-rules=\"katro\"]").await;
    assert_eq!(
        count(&rules, "[data-option-more]"),
        0,
        "the fixed circuit needs no more words"
    );
    assert!(rules
        .text_content()
        .unwrap_or_default()
        .contains("the fixed circuit"));
    // A new game with `either`.
    click_on(&root, "[data-action=\"new-game\"]").await;
    let select: web_sys::HtmlSelectElement = wait_for(&root, "select[data-option=\"direction\"]")
        .await
        .dyn_into()
        .expect("a select");
    select.set_selected_index(1);
    let f = js_sys::Function::new_with_args(
        "el",
        "el.dispatchEvent(new Event('change', {bubbles: true}))",
    );
    f.call1(&wasm_bindgen::JsValue::NULL, &select)
        .expect("dispatched");
    click_on(&root, "[data-action=\"start\"]").await;
    let more = wait_text(
        &root,
        "[data-rules=\"katro\"] [data-option-more]",
        "the either option described",
        |t| t.contains("mirror image") && t.contains("c1'"),
    )
    .await;
    assert!(!more.is_empty());
    // And it is so: a hole asks which way.
    click(&hole_el(&root, "a1".parse().expect("hole")));
    wait_for(&root, "[data-choice=\"circuit-2\"]").await;
}

#[wasm_bindgen_test]
async fn match_play_marks_the_rounds_and_their_results_in_the_move_list() {
    let root = clean_mount().await;
    start_game(&root, GameId::RioKadalis).await;
    // A match of Rio Kadalis played by the engine past its first round, imported.
    let rules = Rules::from_options(GameId::RioKadalis, &serde_json::json!({"match": true}))
        .expect("rules");
    let mut g = Game::from_rules(rules);
    let mut rng = Rng::new(5);
    let mut first_end = None;
    while g.current().match_state().round < 2 && !g.current().is_over() {
        let (mv, _) = g.current().random_move(&mut rng).expect("a move");
        g.play(&mv, Effort::Exact).expect("legal");
        if g.current().match_state().round == 2 {
            first_end = Some(g.moves().len());
        }
    }
    let n = first_end.expect("round 1 ended");
    for _ in 0..2 {
        if let Some((mv, _)) = g.current().random_move(&mut rng) {
            g.play(&mv, Effort::Exact).expect("legal");
        }
    }
    import(&root, &g.record().to_string()).await;
    settled(&root).await;
    check_board(&root, g.current(), "the match in its second round").await;
    let mark = wait_for(&root, &format!(".moves [data-round-end=\"{n}\"]")).await;
    let text = mark.text_content().unwrap_or_default();
    assert!(
        text.starts_with("Round 1 ") && text.contains("holdings"),
        "{text}"
    );
    // It sits right after the move that ended the round.
    let before = mark
        .previous_element_sibling()
        .and_then(|li| li.query_selector("[data-ply]").ok().flatten())
        .and_then(|b| b.get_attribute("data-ply"));
    assert_eq!(before, Some(n.to_string()));
    assert_eq!(count(&root, "[data-round-end]"), 1);
}

/// The element that has the keyboard focus.
pub(super) fn focused() -> Option<Element> {
    gloo::utils::document().active_element()
}

/// Waits until the focused element matches `selector`.
async fn wait_focus(selector: &str, what: &str) -> Element {
    wait_until(
        &format!("the focus on {selector} ({what})"),
        || match focused() {
            Some(el) if el.matches(selector).unwrap_or(false) => Ok(el),
            Some(el) => Err(el.outer_html().chars().take(120).collect()),
            None => Err("nothing".into()),
        },
    )
    .await
}

/// A key pressed on the focused element (as the keyboard sends it).
pub(super) fn press(key: &str) {
    let el = focused().expect("something has the focus");
    let f = js_sys::Function::new_with_args(
        "el, key",
        "el.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true}))",
    );
    f.call2(
        &wasm_bindgen::JsValue::NULL,
        &el,
        &wasm_bindgen::JsValue::from_str(key),
    )
    .expect("dispatched");
}

/// Activates the focused button, as Enter or Space on it does.
pub(super) fn activate() {
    let el: web_sys::HtmlElement = focused()
        .expect("focus")
        .dyn_into()
        .expect("an HTML element");
    el.click();
}

/// The page's stylesheets (the test page has none), taken out by the next clean_page.
fn add_styles() {
    let head: Element = gloo::utils::document().head().expect("a head").into();
    let style = super::common::fresh_element("style", &head);
    style.set_text_content(Some(concat!(
        include_str!("../../static/style.css"),
        include_str!("../../static/board.css")
    )));
}

#[wasm_bindgen_test]
async fn the_choosers_take_the_focus_give_it_back_and_close_with_escape_by_keyboard_alone() {
    super::common::clean_page().await;
    add_styles();
    // A phone's width.
    let root = super::common::mount::<mancala_atlas::ui::App>(
        mancala_atlas::ui::AppProps::default(),
        Some("width: 390px"),
    );
    wait_for(&root, "[data-action=\"start\"]").await;
    click_on(&root, "[data-game-card=\"katro\"]").await;
    let select: web_sys::HtmlSelectElement = wait_for(&root, "select[data-option=\"direction\"]")
        .await
        .dyn_into()
        .expect("a select");
    select.set_selected_index(1);
    let f = js_sys::Function::new_with_args(
        "el",
        "el.dispatchEvent(new Event('change', {bubbles: true}))",
    );
    f.call1(&wasm_bindgen::JsValue::NULL, &select)
        .expect("dispatched");
    // Play, by keyboard: the focus goes to the board, on a hole that can be played.
    let start: web_sys::HtmlElement = wait_for(&root, "[data-action=\"start\"]")
        .await
        .dyn_into()
        .expect("a button");
    start.focus().expect("focus");
    activate();
    wait_focus("svg.board.main .hole.legal", "after Play").await;
    // Enter on a1 opens the circuit chooser, and the focus moves into it.
    let a1 = hole_el(&root, "a1".parse().expect("hole"));
    let a1: web_sys::SvgElement = a1.dyn_into().expect("an SVG element");
    a1.focus().expect("focus");
    press("Enter");
    wait_focus("[data-choice=\"circuit-1\"]", "the chooser opened").await;
    // It fits the phone's width.
    let chooser = find(&root, ".chooser").expect("the chooser");
    let (right, width) = (
        chooser.get_bounding_client_rect().right(),
        root.get_bounding_client_rect().right(),
    );
    assert!(right <= width + 1.0, "the chooser fits: {right} vs {width}");
    // Escape closes it and gives the focus back to the hole.
    let a1_before = hole_el(&root, "a1".parse().expect("hole"));
    press("Escape");
    wait_until("the chooser to close", || {
        if find(&root, ".chooser").is_none() {
            Ok(())
        } else {
            Err("open".into())
        }
    })
    .await;
    wait_focus("[data-hole=\"a1\"]", "back on a1 after Escape").await;
    super::common::settle().await;
    assert!(
        a1_before == hole_el(&root, "a1".parse().expect("hole")),
        "the board is not drawn anew when the chooser closes"
    );
    // Again, and a choice played: the focus comes back to the hole, the move is played.
    press("Enter");
    wait_focus(
        "[data-choice=\"circuit-2\"], [data-choice=\"circuit-1\"]",
        "the chooser again",
    )
    .await;
    let second: web_sys::HtmlElement = wait_for(&root, "[data-choice=\"circuit-2\"]")
        .await
        .dyn_into()
        .expect("a button");
    second.focus().expect("focus");
    activate();
    wait_focus("[data-hole=\"a1\"]", "back on a1 after the choice").await;
    wait_until("the move a1' to be played", || {
        let listed = texts(&root, "[data-ply] .mv");
        if listed == ["a1'"] {
            Ok(())
        } else {
            Err(format!("{listed:?}"))
        }
    })
    .await;
}

#[wasm_bindgen_test]
async fn lift_counts_that_cannot_be_played_are_marked_disabled_with_their_reason() {
    use mancala_atlas::engine::{Phase, Refusal};
    let root = clean_mount().await;
    start_game(&root, GameId::Kiothi).await;
    // Both redistributions, then random moves until South has a hole with a lift that
    // cannot be played.
    let mut g = Game::from_rules(Rules::default_for(GameId::Kiothi));
    let mut rng = Rng::new(11);
    let found = loop {
        let p = g.current().clone();
        assert!(
            !p.is_over(),
            "a position with an illegal lift was found first"
        );
        if p.phase() == Phase::Play && p.to_move() == Player::South {
            let hit = p.geometry().holes().find(|&h| {
                p.choices_at(h, g.decisions()).is_ok_and(|c| {
                    c.moves
                        .iter()
                        .any(|(_, v)| matches!(v, Err(Refusal::Illegal(_))))
                        && c.moves.iter().any(|(_, v)| v.is_ok())
                })
            });
            if let Some(h) = hit {
                break h;
            }
        }
        let mv = if p.phase() == Phase::Redistribute {
            super::spread(&p)
        } else {
            p.random_move(&mut rng).expect("a move").0
        };
        g.play(&mv, Effort::Exact).expect("legal");
    };
    import(&root, &g.record().to_string()).await;
    settled(&root).await;
    check_board(&root, g.current(), "the position to choose a lift in").await;
    let hole: web_sys::SvgElement = hole_el(&root, found).dyn_into().expect("an SVG element");
    hole.focus().expect("focus");
    press("Enter");
    let first = wait_focus("[data-choice]", "the lift chooser opened").await;
    assert_ne!(
        first.get_attribute("aria-disabled").as_deref(),
        Some("true"),
        "the focus lands on a lift that can be played"
    );
    let disabled = root
        .query_selector_all("[data-choice][aria-disabled=\"true\"]")
        .expect("selector");
    assert!(
        disabled.length() > 0,
        "the lifts that cannot be played are marked disabled"
    );
    for i in 0..disabled.length() {
        let b: Element = disabled
            .item(i)
            .expect("an item")
            .dyn_into()
            .expect("an element");
        let id = b.get_attribute("aria-describedby").expect("a reason");
        let why = gloo::utils::document()
            .get_element_by_id(&id)
            .and_then(|e| e.text_content())
            .unwrap_or_default();
        assert!(why.starts_with("This move cannot be played: "), "{why}");
    }
    press("Escape");
    wait_focus(&format!("[data-hole=\"{found}\"]"), "back on the hole").await;
}

/// Waits until the status line says `what`.
async fn wait_status(root: &Element, what: &str) -> String {
    wait_text(root, "[data-status]", what, |t| t.contains(what)).await
}

#[wasm_bindgen_test]
async fn resign_and_an_agreed_draw_by_keyboard_on_a_phone_kept_across_a_reload() {
    super::common::clean_page().await;
    add_styles();
    let root = super::common::mount::<mancala_atlas::ui::App>(
        mancala_atlas::ui::AppProps::default(),
        Some("width: 390px"),
    );
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game(&root, GameId::Hoyito3).await;
    let mut game = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    play_moves(&root, &mut game, &["c1"]).await;
    // North (to move) resigns: asked first, the focus on the answer.
    let resign: web_sys::HtmlElement = wait_for(&root, "[data-action=\"resign\"]")
        .await
        .dyn_into()
        .expect("a button");
    assert_eq!(resign.text_content().as_deref(), Some("Resign (North)"));
    let section = find(&root, ".game-end").expect("the section");
    assert!(
        section.get_bounding_client_rect().right() <= root.get_bounding_client_rect().right() + 1.0,
        "it fits a phone"
    );
    resign.focus().expect("focus");
    activate();
    wait_focus("[data-action=\"confirm-resign\"]", "the question").await;
    activate();
    wait_status(&root, "North resigned: South wins.").await;
    wait_text(&root, "[data-ending]", "the ending in the move list", |t| {
        t.contains("resigned")
    })
    .await;
    assert!(find(&root, ".game-end").is_none(), "nothing left to resign");
    // The export says it beside the record, which ends with the last move.
    click_on(&root, "[data-action=\"record-panel\"]").await;
    wait_text(
        &root,
        "[data-export-ended]",
        "the ending beside the record",
        |t| t.contains("North resigned"),
    )
    .await;
    assert!(area_value(&root, "[data-export=\"text\"]")
        .await
        .contains("moves: c1"));
    // Undo takes the resignation back.
    click_on(&root, "[data-action=\"undo\"]").await;
    wait_status(&root, "North to move.").await;
    check_board(&root, game.current(), "the game goes on").await;

    // North offers a draw; South declines; offered again, South accepts.
    click_on(&root, "[data-action=\"offer-draw\"]").await;
    wait_focus("[data-action=\"accept-draw\"]", "the offer's answer").await;
    let offer = text_of(&root, "[data-draw-offer]");
    assert!(
        offer.contains("North offers a draw. South, do you accept?"),
        "{offer}"
    );
    click_on(&root, "[data-action=\"decline-draw\"]").await;
    wait_text(&root, "[data-notice=\"info\"]", "the decline", |t| {
        t.contains("South declined the draw")
    })
    .await;
    click_on(&root, "[data-action=\"offer-draw\"]").await;
    click_on(&root, "[data-action=\"accept-draw\"]").await;
    wait_status(&root, "A draw, agreed by the players.").await;
    // Kept: the page comes back to the same ended game.
    super::common::settle().await;
    super::common::unmount(&root).await;
    let root = super::common::mount::<mancala_atlas::ui::App>(
        mancala_atlas::ui::AppProps::default(),
        None,
    );
    wait_status(&root, "A draw, agreed by the players.").await;
    click_on(&root, "[data-action=\"new-game\"]").await;
    wait_text(&root, "[data-recent]", "the recent game's result", |t| {
        t.contains("drawn by agreement")
    })
    .await;

    // Against the computer: just "Resign", no draw.
    super::start_game_as(&root, GameId::RioKadalis, "computer-north").await;
    let resign = wait_for(&root, "[data-action=\"resign\"]").await;
    assert_eq!(resign.text_content().as_deref(), Some("Resign"));
    assert!(find(&root, "[data-action=\"offer-draw\"]").is_none());
    click(&resign);
    click_on(&root, "[data-action=\"confirm-resign\"]").await;
    wait_status(&root, "South resigned: North wins.").await;
}

#[wasm_bindgen_test]
async fn sounds_are_off_by_default_and_when_on_a_drop_and_a_capture_sound() {
    use mancala_atlas::engine::TraceEvent;
    use mancala_atlas::ui::game::Sound;
    use mancala_atlas::ui::platform::sound;
    let root = clean_mount().await;
    start_game(&root, GameId::RioKadalis).await;
    // A position whose next move captures, reached by the engine's random moves.
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    let mut rng = Rng::new(2);
    let capture = loop {
        let p = g.current().clone();
        let hit = p.legal_moves().into_iter().find(|mv| {
            p.play_traced(mv)
                .is_ok_and(|(_, t)| t.iter().any(|e| matches!(e, TraceEvent::Capture { .. })))
        });
        if let Some(mv) = hit {
            break mv;
        }
        let (mv, _) = p.random_move(&mut rng).expect("a move");
        g.play(&mv, Effort::Exact).expect("legal");
    };
    import(&root, &g.record().to_string()).await;
    settled(&root).await;
    let button = wait_for(&root, "[data-action=\"sound\"]").await;
    assert_eq!(
        button.get_attribute("aria-pressed").as_deref(),
        Some("false"),
        "off by default"
    );
    assert_eq!(button.text_content().as_deref(), Some("Sounds: off"));
    let before = sound::played().0;
    // Off: a capture makes no sound.
    let p = g.current().clone();
    play_by_clicks(&root, &p, &capture).await;
    g.play(&capture, Effort::Exact).expect("legal");
    settled(&root).await;
    check_board(&root, g.current(), "after the capture").await;
    assert_eq!(sound::played().0, before, "no sound while off");
    click_on(&root, "[data-action=\"undo\"]").await;
    g.undo();
    settled(&root).await;
    // On (kept in the browser): the same move, shown at once, sounds a drop and a capture.
    click(&button);
    wait_attr(&button, "aria-pressed", Some("true"), "sounds on").await;
    let kept = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| {
            s.get_item(mancala_atlas::ui::game::save::SOUND_KEY)
                .ok()
                .flatten()
        });
    assert_eq!(kept.as_deref(), Some("on"));
    let p = g.current().clone();
    play_by_clicks(&root, &p, &capture).await;
    g.play(&capture, Effort::Exact).expect("legal");
    settled(&root).await;
    wait_until("a drop and a capture to sound", || {
        let (count, log) = sound::played();
        let new = &log[log.len().saturating_sub(count - before)..];
        if new == [Sound::Drop, Sound::Capture] {
            Ok(())
        } else {
            Err(format!("{new:?}"))
        }
    })
    .await;
    // Seed by seed: each step's drop sounds as it is shown.
    click_on(&root, "[data-action=\"undo\"]").await;
    g.undo();
    settled(&root).await;
    click_on(&root, "[data-speed=\"step\"]").await;
    wait_for(&root, "[data-speed=\"step\"].on").await;
    let start = sound::played().0;
    let p = g.current().clone();
    play_by_clicks(&root, &p, &capture).await;
    wait_attr(
        &super::board(&root),
        "data-animating",
        Some("true"),
        "the move waits for steps",
    )
    .await;
    for k in 1..=2 {
        click_on(&root, "[data-action=\"step-seed\"]").await;
        wait_until(&format!("{k} drops"), || {
            let drops = sound::played().0 - start;
            if drops == k {
                Ok(())
            } else {
                Err(format!("{drops}"))
            }
        })
        .await;
    }
}

/// Sets the page's fragment, as a link pasted into the address bar does.
fn open_link(fragment: &str) {
    super::common::paste_link(fragment);
}

#[wasm_bindgen_test]
async fn a_correspondence_game_goes_back_and_forth_by_your_move_links() {
    use mancala_atlas::ui::game::share;
    let root = clean_mount().await;
    super::start_game_as(&root, GameId::Hoyito3, "correspondence-south").await;
    wait_text(
        &root,
        "[data-correspondence=\"south\"]",
        "whose move",
        |t| t.contains("You play South"),
    )
    .await;
    let mut game = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    play_moves(&root, &mut game, &["c1"]).await;
    // The link to send.
    let letter: web_sys::HtmlInputElement = wait_for(&root, "[data-letter]")
        .await
        .dyn_into()
        .expect("an input");
    let link = letter.value();
    let fragment = link
        .split_once('#')
        .map(|(_, f)| f.to_string())
        .expect("a fragment");
    let id = share::letter_id(&fragment)
        .expect("a your-move link")
        .expect("an id");
    assert!(fragment.contains("moves=c1"), "{fragment}");
    wait_until("the game saved", || {
        let keys = super::game_keys();
        if keys.len() == 1 {
            Ok(())
        } else {
            Err(format!("{keys:?}"))
        }
    })
    .await;
    // North's move is not played here.
    click(&hole_el(&root, "d2".parse().expect("hole")));
    wait_text(&root, "[data-notice=\"error\"]", "the refusal", |t| {
        t.contains("It is North's move")
    })
    .await;

    // North's answer comes as a link: the same game goes on, saved under the same id.
    game.play(&"d2".parse().expect("a move"), Effort::Exact)
        .expect("legal");
    open_link(&share::letter_fragment(&game.record(), &id));
    wait_text(
        &root,
        "[data-notice=\"info\"]",
        "the move that arrived",
        |t| t.starts_with("North played d2. Your move."),
    )
    .await;
    settled(&root).await;
    check_board(&root, game.current(), "after North's move arrived").await;
    wait_until("still one saved game, at its new revision", || {
        let keys = super::game_keys();
        let saved = keys
            .first()
            .and_then(|k| super::local().get_item(k).ok().flatten())
            .and_then(|t| mancala_atlas::ui::game::save::read(&t, 0.0).ok());
        match saved {
            Some(g) if keys.len() == 1 && g.record.moves.len() == 2 => Ok(()),
            _ => Err(format!("{keys:?}")),
        }
    })
    .await;
    assert!(
        find(&root, "[data-letter]").is_none(),
        "South's move now: nothing to send"
    );

    // A link that does not follow this game opens as a new game; this one is kept.
    let mut other = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    other
        .play(&"a1".parse().expect("a move"), Effort::Exact)
        .expect("legal");
    open_link(&share::letter_fragment(&other.record(), &id));
    wait_text(&root, "[data-notice=\"info\"]", "the new game", |t| {
        t.contains("does not follow your game")
    })
    .await;
    settled(&root).await;
    check_board(&root, other.current(), "the link's game").await;
    wait_until("both games saved", || {
        let n = super::game_keys().len();
        if n == 2 {
            Ok(())
        } else {
            Err(format!("{n}"))
        }
    })
    .await;
    // The first game's link again: its saved game is opened, nothing new in it.
    open_link(&share::letter_fragment(&game.record(), &id));
    wait_text(&root, "[data-notice=\"info\"]", "the saved game", |t| {
        t.contains("nothing new") && t.contains("Recent games")
    })
    .await;
    settled(&root).await;
    check_board(&root, game.current(), "the first game, from its save").await;

    // A link of a game this browser does not have: a new game, played here as North.
    let mut fresh = Game::from_rules(Rules::default_for(GameId::Katro));
    fresh
        .play(&"a1".parse().expect("a move"), Effort::Exact)
        .expect("legal");
    open_link(&share::letter_fragment(&fresh.record(), "someone-7"));
    wait_text(
        &root,
        "[data-notice=\"info\"]",
        "the new correspondence game",
        |t| t.contains("you play North"),
    )
    .await;
    settled(&root).await;
    check_board(&root, fresh.current(), "North's side of a new game").await;
    wait_text(&root, "[data-correspondence=\"north\"]", "this side", |t| {
        t.contains("You play North")
    })
    .await;
    // A broken id is refused and changes nothing.
    open_link("game=katro&moves=a1&corr=a%20b");
    wait_text(&root, "[data-notice=\"error\"]", "the refusal", |t| {
        t.contains("correspondence id")
    })
    .await;
    check_board(&root, fresh.current(), "unchanged").await;
}

#[wasm_bindgen_test]
async fn analysis_explores_side_lines_keeps_the_game_and_graphs_its_values_on_a_phone() {
    super::common::clean_page().await;
    add_styles();
    let root = super::common::mount::<mancala_atlas::ui::App>(
        mancala_atlas::ui::AppProps::default(),
        Some("width: 390px"),
    );
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game(&root, GameId::Hoyito3).await;
    let mut game = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    play_moves(&root, &mut game, &["c1", "d2"]).await;
    let third = game.current().legal_moves()[0].to_string();
    play_moves(&root, &mut game, &[third.as_str()]).await;
    wait_until("the game saved with its 3 moves", || {
        let text = super::game_keys()
            .first()
            .and_then(|k| super::local().get_item(k).ok().flatten());
        match text.and_then(|t| mancala_atlas::ui::game::save::read(&t, 0.0).ok()) {
            Some(g) if g.record.moves.len() == 3 => Ok(()),
            other => Err(format!("{:?}", other.map(|g| g.record.moves.len()))),
        }
    })
    .await;
    let saved = |k: &str| super::local().get_item(k).ok().flatten();
    let key = super::game_keys()[0].clone();
    let before = saved(&key);

    click_on(&root, "[data-action=\"analyse\"]").await;
    wait_for(&root, "[data-analysis]").await;
    wait_status(&root, "Analysis: ").await;
    // Back to move 1 and another move there: a side line from move 2.
    click_on(&root, "[data-ply=\"1\"]").await;
    let after_one = game.positions()[1].clone();
    check_board(&root, &after_one, "the analysis board at move 1").await;
    let side: Move = after_one
        .legal_moves()
        .into_iter()
        .find(|m| *m != game.moves()[1])
        .expect("another move");
    play_by_clicks(&root, &after_one, &side).await;
    settled(&root).await;
    check_board(
        &root,
        &after_one.play(&side).expect("legal"),
        "the side line",
    )
    .await;
    wait_for(&root, "[data-side-line=\"2\"]").await;
    assert_eq!(
        count(&root, ".moves .ply.side-line"),
        1,
        "the side line's move is marked"
    );
    let height = |sel: &str| {
        find(&root, sel)
            .expect(sel)
            .get_bounding_client_rect()
            .height()
    };
    assert!(
        (height(".moves .ply.side-line") - height("[data-ply=\"1\"]")).abs() < 1.0,
        "the side line's move is drawn as the others, on one line"
    );
    // The game is as it was: not saved again.
    super::common::settle().await;
    assert_eq!(
        saved(&key),
        before,
        "the analysis is never saved over the game"
    );

    // The graph: every position of the game valued (here by the search in the page).
    click_on(&root, "[data-action=\"graph\"]").await;
    wait_for(&root, "[data-graph-progress=\"4/4\"]").await;
    wait_until("a point per position", || {
        let n = count(&root, "[data-graph-point]");
        if n == 4 {
            Ok(())
        } else {
            Err(format!("{n}"))
        }
    })
    .await;
    let graph = find(&root, ".value-graph").expect("the graph");
    assert!(
        graph.get_bounding_client_rect().right() <= root.get_bounding_client_rect().right() + 1.0,
        "the graph fits a phone"
    );
    // A point shows the game's position there (the side line dropped); arrow keys step.
    click(&find(&root, "[data-graph-point=\"2\"]").expect("point 2"));
    check_board(&root, &game.positions()[2], "the game at move 2").await;
    wait_until("back on the game's moves", || {
        if find(&root, "[data-side-line]").is_none() {
            Ok(())
        } else {
            Err("a side line".into())
        }
    })
    .await;
    let graph: web_sys::SvgElement = graph.dyn_into().expect("an SVG element");
    graph.focus().expect("focus");
    press("ArrowLeft");
    check_board(&root, &game.positions()[1], "one move back, by keyboard").await;
    press("End");
    check_board(&root, game.current(), "the last move, by keyboard").await;

    // Back to the game: as it was.
    click_on(&root, "[data-action=\"leave-analysis\"]").await;
    wait_until("the analysis closed", || {
        if find(&root, "[data-analysis]").is_none() {
            Ok(())
        } else {
            Err("open".into())
        }
    })
    .await;
    check_board(&root, game.current(), "the game").await;
    wait_count_moves(&root, 3).await;
    assert_eq!(saved(&key), before);
}

/// Waits until the move list shows `n` moves (and the start).
async fn wait_count_moves(root: &Element, n: u32) {
    super::common::wait_count(root, "[data-ply]", n + 1, "the game's moves listed").await;
}
