//! Browser tests of issue 20, part 1: the Learn screen. A lesson of each game is played
//! on a 390 px phone by touch (clicks on the holes, the choosers and the offered
//! redistributions) and one by the keyboard alone; a wrong move is answered with the
//! engine's reasons, the right one marks the lesson done and the mark is kept; the last
//! lesson starts a game against the beginner; a learn link never touches the game on
//! the board; a bad link and unreadable progress are said. Included from
//! `tests/browser.rs` (its helpers are `super::`).

use mancala_atlas::engine::{Effort, Game, GameId, Move, Position, Rules};
use mancala_atlas::ui::game::lessons::address as learn;
use mancala_atlas::ui::game::lessons::{self, Lesson, Verdict};
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::learn::{PROGRESS_KEY, SET_ASIDE_KEY};
use mancala_atlas::ui::{App, AppProps};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use super::common::{
    add_app_styles, address_hash, clean_page, click, click_on, count, find, holes_match,
    no_sideways_overflow, open_address, text_of, unmount, wait_for, wait_text, wait_until,
};
use super::features::{activate, press};
use super::{game_keys, local, start_game, texts, wait_true};

/// The app mounted on a phone's width, with the app's styles.
fn mount_phone() -> Element {
    add_app_styles();
    super::common::mount::<App>(AppProps::default(), Some("width: 390px"))
}

/// The lesson's board.
fn lesson_board(root: &Element) -> Element {
    find(root, "article.lesson svg.board.main").expect("the lesson's board")
}

/// Waits until lesson `n` of `game` is shown, and makes its sowing instant.
async fn lesson_shown(root: &Element, game: GameId, n: usize) -> Element {
    let article = wait_for(
        root,
        &format!("article.lesson[data-lesson-shown=\"{}/{n}\"]", game.id()),
    )
    .await;
    click_on(&article, "[data-speed=\"instant\"]").await;
    wait_for(&article, "[data-speed=\"instant\"].on").await;
    article
}

/// Waits until the lesson's board shows `p`, hole by hole.
async fn board_is(root: &Element, p: &Position, what: &str) {
    wait_until(&format!("the lesson's board to show {what}"), || {
        let svg = find(root, "article.lesson svg.board.main").ok_or("no board")?;
        holes_match(&svg, p)
    })
    .await;
}

/// The lesson's right move and one wrong move (the first of the moves offered that
/// does not do the task), by the engine's own judgement.
fn right_and_wrong(lesson: &Lesson) -> (Position, Move, Move) {
    let start = lesson.start().expect("the lesson's position reads");
    let moves = lesson.moves(&start).expect("the lesson's moves");
    let right = *moves
        .iter()
        .find(|m| matches!(lesson.judge(&start, m), Verdict::Right { .. }))
        .expect("a move does the task");
    let wrong = *moves
        .iter()
        .find(|m| matches!(lesson.judge(&start, m), Verdict::Wrong { .. }))
        .expect("a move does not");
    (start, right, wrong)
}

/// Plays `mv` on the lesson's board by touch: an offered move by its button, a sowing
/// by its hole (and the chooser's button when the hole has more than one move).
async fn touch(root: &Element, lesson: &Lesson, start: &Position, mv: &Move) {
    let moves = lesson.moves(start).expect("the lesson's moves");
    if !lesson.offered.is_empty() {
        let i = moves.iter().position(|m| m == mv).expect("offered");
        click_on(root, &format!("[data-offered=\"{i}\"]")).await;
        return;
    }
    let Move::Sow(s) = mv else {
        panic!("a lesson without offered moves is sown: {mv}")
    };
    let board = lesson_board(root);
    let hole = board
        .query_selector(&format!("[data-hole=\"{}\"]", s.hole))
        .expect("selector")
        .expect("the hole is drawn");
    click(&hole);
    let from_hole = moves
        .iter()
        .filter(|m| matches!(m, Move::Sow(o) if o.hole == s.hole))
        .count();
    let lifts = start.game() == GameId::Kiothi && start.count(s.hole) > 1;
    if from_hole > 1 || lifts {
        click_on(root, &format!("[data-move=\"{mv}\"]")).await;
    }
}

/// The reasons the lesson's checker gives for `mv`, in English.
fn reasons(lesson: &Lesson, start: &Position, mv: &Move) -> Vec<String> {
    match lesson.judge(start, mv) {
        Verdict::Wrong { reasons, .. } => reasons.iter().map(|r| r.sentence(Lang::En)).collect(),
        other => panic!("{mv} is not wrong: {other:?}"),
    }
}

/// The position after `mv` (the engine's).
fn after(start: &Position, mv: &Move) -> Position {
    start.play_traced(mv).expect("a legal move").0
}

/// Lesson `n` of `game` played by touch on a phone: a wrong move and its reasons, Try
/// again, the right move, the lesson marked done and kept over a reload.
async fn a_lesson_by_touch(game: GameId, n: usize) {
    clean_page().await;
    open_address(&learn::link(game, Some(n)));
    let root = mount_phone();
    let lesson = lessons::lesson(game, n).expect("the lesson");
    let article = lesson_shown(&root, game, n).await;
    let (start, right, wrong) = right_and_wrong(lesson);
    board_is(&root, &start, "the lesson's position").await;
    assert_eq!(
        text_of(&article, ".lesson-task"),
        format!("Your task: {}", lesson.task)
    );
    // Nothing sideways on a phone, with the lesson list and the board.
    wait_until("the Learn screen to fit the phone", || {
        no_sideways_overflow(&root)
    })
    .await;

    // A wrong move: the engine's reasons, the board showing what the move did.
    touch(&root, lesson, &start, &wrong).await;
    wait_for(&root, "[data-verdict=\"wrong\"]").await;
    let want = reasons(lesson, &start, &wrong);
    wait_until(&format!("the reasons for {wrong}"), || {
        let shown = texts(&root, "[data-verdict=\"wrong\"] ul.reasons li");
        if shown == want {
            Ok(())
        } else {
            Err(format!("{shown:?}, the checker says {want:?}"))
        }
    })
    .await;
    board_is(
        &root,
        &after(&start, &wrong),
        &format!("the position after {wrong}"),
    )
    .await;
    assert_eq!(
        local().get_item(PROGRESS_KEY).expect("storage"),
        None,
        "a wrong move marks nothing"
    );

    // Try again: the lesson's position, and the right move.
    click_on(&root, "[data-action=\"retry\"]").await;
    board_is(&root, &start, "the lesson's position again").await;
    wait_until("the feedback to go", || {
        if count(&root, "[data-verdict]") == 0 {
            Ok(())
        } else {
            Err("still shown".into())
        }
    })
    .await;
    touch(&root, lesson, &start, &right).await;
    wait_for(&root, "[data-verdict=\"right\"]").await;
    board_is(
        &root,
        &after(&start, &right),
        &format!("the position after {right}"),
    )
    .await;
    wait_for(&root, ".learn-count[data-done=\"1\"]").await;
    wait_for(
        &root,
        &format!(".lesson-list li.done [data-lesson=\"{n}\"]"),
    )
    .await;
    let kept = local()
        .get_item(PROGRESS_KEY)
        .expect("storage")
        .expect("the progress is kept");
    assert!(
        kept.contains("\"version\":1") && kept.contains(game.id()),
        "{kept}"
    );
    if n < lessons::lessons(game).len() {
        let next = find(&root, "[data-action=\"next-lesson\"]").expect("the next lesson's link");
        assert_eq!(
            next.get_attribute("href"),
            Some(learn::link(game, Some(n + 1)))
        );
    }
    wait_until("the Learn screen to fit the phone after the move", || {
        no_sideways_overflow(&root)
    })
    .await;

    // Reloaded: the lesson is still marked done.
    unmount(&root).await;
    let root = mount_phone();
    wait_for(&root, ".learn-count[data-done=\"1\"]").await;
    wait_text(
        &root,
        &format!("[data-lesson=\"{n}\"]"),
        "the done lesson said in words",
        |t| t.ends_with(" ✓ (done)"),
    )
    .await;
}

#[wasm_bindgen_test]
async fn a_katro_lesson_with_the_either_direction_is_played_by_touch() {
    a_lesson_by_touch(GameId::Katro, 6).await;
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_lesson_is_played_by_touch() {
    a_lesson_by_touch(GameId::RioKadalis, 3).await;
}

#[wasm_bindgen_test]
async fn a_hoyito_lesson_is_played_by_touch() {
    a_lesson_by_touch(GameId::Hoyito3, 4).await;
}

#[wasm_bindgen_test]
async fn a_kiothi_redistribution_lesson_is_played_by_touch() {
    a_lesson_by_touch(GameId::Kiothi, 1).await;
}

#[wasm_bindgen_test]
async fn a_kiothi_sowing_lesson_is_played_by_touch() {
    a_lesson_by_touch(GameId::Kiothi, 3).await;
}

/// Focuses `el`, as Tab reaching it does.
pub(super) fn focus(el: &Element) {
    let f = js_sys::Function::new_with_args("el", "el.focus()");
    f.call1(&JsValue::NULL, el).expect("focused");
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_lesson_is_played_by_the_keyboard_alone_and_leads_to_the_next() {
    clean_page().await;
    // The game's link without a number: its first lesson not done, kept on screen once
    // it is done (the feedback shows, not the next lesson at once).
    open_address("#learn=rio-kadalis");
    let root = mount_phone();
    let game = GameId::RioKadalis;
    let lesson = lessons::lesson(game, 1).expect("the lesson");
    lesson_shown(&root, game, 1).await;
    let (start, right, _) = right_and_wrong(lesson);
    // The hint, by keyboard.
    let hint = find(&root, "[data-action=\"hint\"]").expect("the hint button");
    focus(&hint);
    activate();
    wait_text(&root, ".lesson-hint", "the hint", |t| t == lesson.hint).await;
    assert_eq!(hint.get_attribute("aria-expanded").as_deref(), Some("true"));
    // The hole of the right move: it takes the focus, and Enter plays it.
    let Move::Sow(s) = right else {
        panic!("a sowing")
    };
    let hole = lesson_board(&root)
        .query_selector(&format!("[data-hole=\"{}\"]", s.hole))
        .expect("selector")
        .expect("the hole");
    assert_eq!(
        hole.get_attribute("tabindex").as_deref(),
        Some("0"),
        "a hole that can be played is reached by Tab"
    );
    focus(&hole);
    press("Enter");
    wait_for(&root, "[data-verdict=\"right\"]").await;
    board_is(&root, &after(&start, &right), "after the move by keyboard").await;
    wait_for(&root, ".learn-count[data-done=\"1\"]").await;
    super::common::settle().await;
    assert!(
        find(
            &root,
            "article.lesson[data-lesson-shown=\"rio-kadalis/1\"] [data-verdict=\"right\"]"
        )
        .is_some(),
        "the lesson done stays, with its feedback"
    );
    // The link to the next lesson, by keyboard.
    let next = wait_for(&root, "[data-action=\"next-lesson\"]").await;
    focus(&next);
    activate();
    lesson_shown(&root, game, 2).await;
    assert_eq!(address_hash(), "#learn=rio-kadalis/2");
    wait_for(&root, ".learn-count[data-done=\"1\"]").await;
}

#[wasm_bindgen_test]
async fn the_last_lesson_ends_in_a_game_against_the_beginner() {
    clean_page().await;
    let game = GameId::Hoyito3;
    let last = lessons::lessons(game).len();
    open_address(&learn::link(game, Some(last)));
    let root = mount_phone();
    let lesson = lessons::lesson(game, last).expect("the lesson");
    lesson_shown(&root, game, last).await;
    let (start, right, _) = right_and_wrong(lesson);
    touch(&root, lesson, &start, &right).await;
    wait_for(&root, "[data-verdict=\"right\"]").await;
    assert_eq!(count(&root, "[data-action=\"next-lesson\"]"), 0);
    click_on(&root, "[data-action=\"play-beginner\"]").await;
    // The lessons are left for a new game of Hoyito III, South against the computer.
    wait_true("the lessons to be left", || {
        find(&root, "section.learn").is_none()
    })
    .await;
    let fresh = Game::from_rules(Rules::default_for(game));
    wait_until("the new game's board", || {
        let svg = find(&root, "svg.board.main[data-game=\"hoyito-3\"]").ok_or("no board")?;
        holes_match(&svg, fresh.current())
    })
    .await;
    assert_eq!(address_hash(), "");
    wait_until("the game saved against the beginner", || {
        let saved: Vec<String> = game_keys()
            .iter()
            .filter_map(|k| local().get_item(k).ok().flatten())
            .collect();
        if saved.iter().any(|s| {
            s.contains("\"mode\":\"computer-north\"") && s.contains("\"level\":\"beginner\"")
        }) {
            Ok(())
        } else {
            Err(format!("{saved:?}"))
        }
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_start_screen_opens_the_lessons_and_a_learn_link_never_touches_the_game() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    // A game with one move played.
    start_game(&root, GameId::RioKadalis).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    let mv = g.current().legal_moves()[0];
    let Move::Sow(s) = mv else { panic!("a sowing") };
    click(&super::hole_el(&root, s.hole));
    g.play(&mv, Effort::Exact).expect("legal");
    wait_until("the move played", || {
        holes_match(&super::board(&root), g.current())
    })
    .await;
    let saved_before: Vec<Option<String>> = game_keys()
        .iter()
        .map(|k| local().get_item(k).expect("storage"))
        .collect();
    // A learn link opened in the address bar: the lessons, over the game.
    window_hash("#learn=kiothi");
    let article = lesson_shown(&root, GameId::Kiothi, 1).await;
    assert!(article.is_connected());
    wait_for(&root, "[data-learn-game=\"kiothi\"][aria-current=\"page\"]").await;
    // Another game's lessons from the list.
    click_on(&root, "[data-learn-game=\"katro\"]").await;
    lesson_shown(&root, GameId::Katro, 1).await;
    // Leaving: the game is as it was, and nothing saved changed.
    click_on(&root, "[data-action=\"leave-lessons\"]").await;
    wait_until("the game back on the board", || {
        let svg = find(&root, "svg.board.main").ok_or("no board")?;
        if find(&root, "section.learn").is_some() {
            return Err("the lessons are still shown".into());
        }
        holes_match(&svg, g.current())
    })
    .await;
    assert_eq!(address_hash(), "");
    let saved_after: Vec<Option<String>> = game_keys()
        .iter()
        .map(|k| local().get_item(k).expect("storage"))
        .collect();
    assert_eq!(
        saved_before, saved_after,
        "a learn link saves nothing over the game"
    );

    // From the start screen: its Learn entry.
    clean_page().await;
    let root = mount_phone();
    click_on(&root, "[data-game-card=\"hoyito-3\"]").await;
    wait_for(&root, "[data-game-card=\"hoyito-3\"].on").await;
    let entry = wait_for(&root, "[data-action=\"learn\"]").await;
    assert_eq!(
        entry.get_attribute("href"),
        Some(learn::link(GameId::Hoyito3, None))
    );
    click(&entry);
    lesson_shown(&root, GameId::Hoyito3, 1).await;
    click_on(&root, "[data-action=\"leave-lessons\"]").await;
    wait_for(&root, "[data-action=\"start\"]").await;
}

/// Sets the address's `#…` as a link followed in the page does (a `hashchange`).
fn window_hash(h: &str) {
    super::common::paste_link(h);
}

#[wasm_bindgen_test]
async fn a_bad_learn_link_and_unreadable_progress_are_said_and_nothing_is_lost() {
    clean_page().await;
    local()
        .set_item(PROGRESS_KEY, "not the lessons")
        .expect("storage");
    open_address("#learn=chess/2");
    let root = mount_phone();
    // The link names no game: Katro's lessons, and why.
    lesson_shown(&root, GameId::Katro, 1).await;
    wait_until("both problems said", || {
        let said = texts(&root, ".learn .notice.error[role=\"alert\"]");
        let link = said.iter().any(|t| t.contains("\"chess\""));
        let kept = said.iter().any(|t| t.contains("kept aside, untouched"));
        if link && kept {
            Ok(())
        } else {
            Err(format!("{said:?}"))
        }
    })
    .await;
    // What could not be read is kept aside, untouched.
    assert_eq!(
        local().get_item(SET_ASIDE_KEY).expect("storage").as_deref(),
        Some("not the lessons")
    );
    // A lesson the game does not have.
    clean_page().await;
    open_address("#learn=hoyito-3/99");
    let root = mount_phone();
    lesson_shown(&root, GameId::Hoyito3, 1).await;
    wait_text(&root, ".learn .notice.error", "the lesson asked for", |t| {
        t.contains("\"99\"") && t.contains("lessons 1 to")
    })
    .await;
}
