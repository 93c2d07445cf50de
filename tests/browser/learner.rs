//! Browser tests of issue 38: what a learner meets. A lesson's and a puzzle's board speak
//! the language chosen after they opened; a puzzle file that does not come offline is
//! said, tried again by hand and when the browser is back online; a refused lift says why
//! where it was tapped; a failed puzzle's and a judged lesson's board offer nothing; a
//! reload comes back to a puzzle's attempt (its moves, its speed); a difficulty moves off
//! a puzzle it does not admit, its label apart from the list; Kiothi's redistribution
//! says when every warrior is placed and counts warriors. (The layout — the players'
//! strips, the verdicts in view, the panels on a phone — is the site test's:
//! tests/site/learner.js.) Included from `tests/browser.rs` (its helpers are `super::`).

use std::cell::Cell;
use std::rc::Rc;

use mancala_atlas::engine::{Effort, Game, GameId, Move, Player, Position};
use mancala_atlas::ui::game::lessons;
use mancala_atlas::ui::game::BoardView;
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::puzzles::{self, Puzzle};
use mancala_atlas::ui::{App, AppProps, PuzzleLoader};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;
use yew::Callback;

use super::common::open_address;
use super::common::{
    add_app_styles, clean_page, click, click_on, count, find, holes_match, text_of, unmount,
    wait_for, wait_text, wait_until,
};

/// The app on a phone's width, with the app's styles, reading the puzzles with `loader`.
fn mount_with(loader: PuzzleLoader) -> Element {
    add_app_styles();
    let props = AppProps {
        puzzles: Some(loader),
        ..AppProps::default()
    };
    super::common::mount::<App>(props, Some("width: 390px"))
}

/// The texts of the players' strips (the names without the word after them, the notes),
/// without the marks that embed right-to-left text.
fn strips(root: &Element) -> Vec<String> {
    let all = root
        .query_selector_all("svg.board.main .band .band-name, svg.board.main .band .band-note")
        .expect("selector");
    (0..all.length())
        .filter_map(|i| all.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .map(|el| {
            // The name's own text node (the word "to move" is a span of its own).
            let text = el
                .first_child()
                .and_then(|c| c.text_content())
                .unwrap_or_default();
            text.chars()
                .filter(|c| !('\u{202A}'..='\u{202E}').contains(c))
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect()
}

/// Waits until the players' strips of the board in `scope` say what `p`'s board says in
/// `lang` (names and notes), and nothing else.
async fn strips_say(root: &Element, p: &Position, lang: Lang) {
    let view = BoardView::still(p, lang);
    let mut want: Vec<String> = view
        .names
        .iter()
        .chain(view.stores.iter().filter(|s| !s.is_empty()))
        .cloned()
        .collect();
    want.sort();
    wait_until(&format!("the players' strips in {lang:?}"), || {
        let mut now = strips(root);
        now.sort();
        if now == want {
            Ok(())
        } else {
            Err(format!("{now:?}, not {want:?}"))
        }
    })
    .await;
}

/// Issue 38, item 3: a lesson's and a puzzle's board say their players and stores in the
/// language chosen after the screen opened, as the game's board does.
#[wasm_bindgen_test]
async fn a_lesson_s_and_a_puzzle_s_board_speak_the_language_chosen_after_they_opened() {
    clean_page().await;
    open_address("#learn=katro/1");
    let root = mount_with(super::puzzles::loader());
    wait_for(&root, "article.lesson svg.board.main .band-note").await;
    let lesson = lessons::lesson(GameId::Katro, 1)
        .expect("a lesson")
        .start()
        .expect("it starts");
    strips_say(&root, &lesson, Lang::En).await;
    for (code, lang) in [("fa", Lang::Fa), ("en", Lang::En), ("tr", Lang::Tr)] {
        super::choose_lang(&root, code).await;
        strips_say(&root, &lesson, lang).await;
    }
    // A puzzle, opened in Turkish, then in English and Persian.
    let p = super::puzzles::short_puzzle(GameId::RioKadalis);
    super::common::paste_link(&p.link());
    wait_for(
        &root,
        &format!(
            "article.puzzle[data-puzzle-shown=\"{}\"] svg.board.main .band-note",
            p.id
        ),
    )
    .await;
    strips_say(&root, &p.start, Lang::Tr).await;
    for (code, lang) in [("en", Lang::En), ("fa", Lang::Fa), ("en", Lang::En)] {
        super::choose_lang(&root, code).await;
        strips_say(&root, &p.start, lang).await;
    }
}

/// A puzzle loader that fails (with what a service worker answers offline) until
/// `allowed` is set, counting the times it was asked.
fn failing_loader(allowed: Rc<Cell<bool>>, asked: Rc<Cell<u32>>) -> PuzzleLoader {
    PuzzleLoader(Rc::new(
        move |game, done: Callback<Result<String, String>>| {
            asked.set(asked.get() + 1);
            let got = if allowed.get() {
                Ok(include_str!("../../static/puzzles/katro.json").to_string())
            } else {
                Err(format!("puzzles/{}.json: HTTP 503", game.id()))
            };
            gloo::timers::callback::Timeout::new(0, move || done.emit(got)).forget();
        },
    ))
}

/// Makes the browser say it is offline (`navigator.onLine`), or online again with its
/// `online` event.
fn set_online(online: bool) {
    let f = js_sys::Function::new_with_args(
        "online",
        "if (online) { delete navigator.onLine; window.dispatchEvent(new Event('online')); } \
         else { Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }); \
         window.dispatchEvent(new Event('offline')); }",
    );
    f.call1(&JsValue::NULL, &JsValue::from_bool(online))
        .expect("the browser's line set");
}

/// Issue 38, item 4: a puzzle file not downloaded yet, offline: the page says the reader
/// is offline (not "HTTP 503"), offers to try again, and tries again by itself when the
/// browser is back online; online, a failure says why and offers to try again too.
#[wasm_bindgen_test]
async fn a_puzzle_file_that_does_not_come_offline_is_said_and_tried_again_by_hand_and_once_online()
{
    clean_page().await;
    let (allowed, asked) = (Rc::new(Cell::new(false)), Rc::new(Cell::new(0)));
    set_online(false);
    open_address("#puzzles=katro");
    let root = mount_with(failing_loader(Rc::clone(&allowed), Rc::clone(&asked)));
    let said = wait_text(
        &root,
        "[data-puzzles-status=\"offline\"]",
        "the reader told they are offline",
        |t| t.contains("You are offline") && t.contains("Katro"),
    )
    .await;
    assert!(!said.contains("HTTP"), "{said}");
    // Try again, still offline: asked again, said again.
    click_on(&root, "[data-action=\"puzzles-again\"]").await;
    wait_until("the file asked for again", || {
        (asked.get() == 2)
            .then_some(())
            .ok_or(format!("{} times", asked.get()))
    })
    .await;
    wait_for(
        &root,
        "[data-puzzles-status=\"offline\"] [data-action=\"puzzles-again\"]",
    )
    .await;
    // Back online: the puzzles come by themselves.
    allowed.set(true);
    set_online(true);
    wait_for(&root, "article.puzzle svg.board.main [data-hole]").await;
    assert_eq!(asked.get(), 3);
    unmount(&root).await;

    // Online, a failure says why, and Try again loads the puzzles.
    clean_page().await;
    let (allowed, asked) = (Rc::new(Cell::new(false)), Rc::new(Cell::new(0)));
    open_address("#puzzles=katro");
    let root = mount_with(failing_loader(Rc::clone(&allowed), Rc::clone(&asked)));
    wait_text(
        &root,
        "[data-puzzles-status=\"error\"]",
        "the failure",
        |t| t.contains("HTTP 503"),
    )
    .await;
    allowed.set(true);
    click_on(&root, "[data-action=\"puzzles-again\"]").await;
    wait_for(&root, "article.puzzle svg.board.main [data-hole]").await;
}

/// Taps `hole` on the board of the lesson or puzzle shown.
fn tap_hole(root: &Element, hole: &str) {
    let el = find(
        root,
        &format!("article svg.board.main [data-hole=\"{hole}\"]"),
    )
    .expect("the hole is drawn");
    click(&el);
}

/// Issue 38, item 7: a lift that cannot be played, tapped, says why in the chooser (a
/// tooltip is never seen on a touch screen), and plays nothing.
#[wasm_bindgen_test]
async fn a_refused_lift_tapped_says_why_where_it_was_tapped() {
    clean_page().await;
    open_address("#learn=kiothi/2");
    let root = mount_with(super::puzzles::loader());
    wait_for(&root, "article.lesson svg.board.main [data-hole=\"c1\"]").await;
    let start = lessons::lesson(GameId::Kiothi, 2)
        .expect("a lesson")
        .start()
        .expect("it starts");
    tap_hole(&root, "c1");
    // c1/3's first lap would end in f1, occupied, of South's own row.
    let refused = wait_for(&root, ".chooser [data-move=\"c1/3\"].illegal").await;
    assert!(!start.is_legal(&"c1/3".parse::<Move>().expect("a move")));
    assert_eq!(text_of(&root, ".chooser .chooser-why"), "");
    click(&refused);
    let why = wait_text(
        &root,
        ".chooser .chooser-why[data-refused]",
        "the reason, said in the chooser",
        |t| t.starts_with("This move cannot be played: "),
    )
    .await;
    assert!(why.len() > "This move cannot be played: .".len(), "{why}");
    // Nothing was played: the chooser is still open, the board as it was.
    assert!(find(&root, ".chooser").is_some());
    let svg = find(&root, "article.lesson svg.board.main").expect("the board");
    holes_match(&svg, &start).expect("the lesson's position");
    assert_eq!(count(&root, "[data-verdict]"), 0);
}

/// Whether the board shown offers no hole and marks nobody to move.
fn at_rest(root: &Element) -> Result<(), String> {
    let offered = count(root, "article svg.board.main .hole.legal");
    let to_move = count(root, "article svg.board.main .band.to-move");
    let buttons = count(
        root,
        "article svg.board.main [data-hole][role=\"button\"][tabindex=\"0\"]",
    );
    if offered + to_move + buttons == 0 {
        Ok(())
    } else {
        Err(format!(
            "{offered} holes offered, {to_move} players to move, {buttons} holes to tab to"
        ))
    }
}

/// Issue 38, item 8: after a failed puzzle (and a judged lesson) the board does not look
/// playable: no hole offered, nobody marked to move, until Try again.
#[wasm_bindgen_test]
async fn after_a_failed_puzzle_or_a_judged_lesson_the_board_is_at_rest_until_try_again() {
    clean_page().await;
    let p = super::puzzles::short_puzzle(GameId::Katro);
    open_address(&p.link());
    let root = mount_with(super::puzzles::loader());
    super::puzzles::puzzle_shown(&root, &p.id).await;
    wait_for(&root, "article.puzzle svg.board.main .hole.legal").await;
    let Move::Sow(first) = p.line[0] else {
        panic!("a sowing")
    };
    let wrong = p
        .start
        .legal_moves()
        .into_iter()
        .find_map(|m| match m {
            Move::Sow(s) if s.hole != first.hole => Some(s.hole),
            _ => None,
        })
        .expect("another hole");
    tap_hole(&root, &wrong.to_string());
    wait_for(&root, "[data-verdict=\"wrong\"]").await;
    super::settled(&root).await;
    wait_until("the failed puzzle's board at rest", || at_rest(&root)).await;
    click_on(&root, "[data-action=\"retry\"]").await;
    wait_for(&root, "article.puzzle svg.board.main .hole.legal").await;
    wait_for(&root, "article.puzzle svg.board.main .band.to-move").await;
    unmount(&root).await;

    // A lesson, once its move is judged (right or wrong).
    clean_page().await;
    open_address("#learn=katro/1");
    let root = mount_with(super::puzzles::loader());
    let first = wait_for(&root, "article.lesson svg.board.main .hole.legal").await;
    click_on(&root, "article.lesson [data-speed=\"instant\"]").await;
    click(&first);
    wait_for(&root, "[data-verdict]").await;
    super::settled(&root).await;
    wait_until("the judged lesson's board at rest", || at_rest(&root)).await;
    click_on(&root, "[data-action=\"retry\"]").await;
    wait_for(&root, "article.lesson svg.board.main .hole.legal").await;
}

/// Waits until the puzzle's board shows `p` and the attempt's status is `status`.
async fn puzzle_shows(root: &Element, p: &Position, status: &str) {
    wait_until(&format!("the puzzle's board ({status})"), || {
        let article = find(root, "article.puzzle").ok_or("no puzzle")?;
        let now = article
            .get_attribute("data-puzzle-status")
            .unwrap_or_default();
        if now != status {
            return Err(format!("status {now}"));
        }
        holes_match(&find(&article, "svg.board.main").ok_or("no board")?, p)
    })
    .await;
}

/// Plays the puzzle's `k`th move, the player's, by touch.
async fn touch_line(root: &Element, g: &Game, mv: &Move) {
    let Move::Sow(s) = mv else {
        panic!("a sowing: {mv}")
    };
    tap_hole(root, &s.hole.to_string());
    let choices = g
        .current()
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Sow(o) if o.hole == s.hole))
        .count();
    if choices > 1 || (g.current().game() == GameId::Kiothi && g.current().count(s.hole) > 1) {
        click_on(root, &format!("[data-move=\"{mv}\"]")).await;
    }
}

/// Issue 38, item 9: a reload mid-puzzle comes back to the attempt: its moves (the
/// player's and the computer's), its speed; the puzzle is then solved from there, and a
/// puzzle whose record is another's starts afresh.
#[wasm_bindgen_test]
async fn a_reload_mid_puzzle_comes_back_to_its_moves_and_its_speed() {
    clean_page().await;
    let p: Rc<Puzzle> = super::puzzles::short_puzzle(GameId::RioKadalis);
    open_address(&p.link());
    let root = mount_with(super::puzzles::loader());
    super::puzzles::puzzle_shown(&root, &p.id).await;
    let mut g = Game::new(p.start.clone());
    // The player's first move and the computer's answer.
    puzzle_shows(&root, g.current(), "yours").await;
    touch_line(&root, &g, &p.line[0]).await;
    g.play(&p.line[0], Effort::Exact).expect("legal");
    let mut k = 1;
    while g.current().to_move() != p.side() {
        g.play(&p.line[k], Effort::Exact).expect("legal");
        k += 1;
    }
    puzzle_shows(&root, g.current(), "yours").await;
    click_on(&root, "article.puzzle [data-speed=\"slow\"]").await;
    wait_for(&root, "article.puzzle [data-speed=\"slow\"].on").await;
    super::common::settle().await;
    unmount(&root).await;

    // The reload.
    let root = mount_with(super::puzzles::loader());
    let article = wait_for(
        &root,
        &format!("article.puzzle[data-puzzle-shown=\"{}\"]", p.id),
    )
    .await;
    puzzle_shows(&root, g.current(), "yours").await;
    wait_for(&article, "[data-speed=\"slow\"].on").await;
    assert_eq!(count(&root, "[data-verdict]"), 0);
    // Solved from there, without a wrong move: the streak counts it.
    click_on(&root, "article.puzzle [data-speed=\"instant\"]").await;
    while k < p.line.len() {
        let mv = p.line[k];
        if g.current().to_move() == p.side() {
            puzzle_shows(&root, g.current(), "yours").await;
            touch_line(&root, &g, &mv).await;
        }
        g.play(&mv, Effort::Exact).expect("legal");
        k += 1;
    }
    wait_for(&root, "[data-verdict=\"right\"]").await;
    wait_for(&root, ".puzzle-counts[data-streak=\"1\"]").await;

    // Another puzzle opened in the tab starts afresh.
    let other = super::puzzles::short_puzzle(GameId::Katro);
    super::common::paste_link(&other.link());
    super::puzzles::puzzle_shown(&root, &other.id).await;
    puzzle_shows(&root, &other.start, "yours").await;
}

/// Issue 38, item 11: choosing "easy" while a hard puzzle is shown moves to an easy one;
/// the difficulty's label, its list and the count stand apart.
#[wasm_bindgen_test]
async fn choosing_a_difficulty_moves_off_a_puzzle_it_does_not_admit() {
    clean_page().await;
    let set = puzzles::read(
        GameId::Hoyito3,
        include_str!("../../static/puzzles/hoyito-3.json"),
    )
    .expect("it reads");
    let hard = set
        .puzzles
        .iter()
        .find(|p| p.difficulty == 3)
        .expect("a hard puzzle");
    open_address(&hard.link());
    let root = mount_with(super::puzzles::loader());
    super::puzzles::puzzle_shown(&root, &hard.id).await;
    // The label, the list and the count apart: words between them, and room on the screen.
    let choice = wait_for(&root, ".puzzle-choice").await;
    let label = find(&choice, "label").expect("a label");
    let select = find(&choice, "select").expect("the list");
    let admitted = find(&choice, "[data-admitted]").expect("the count");
    for (a, b) in [(&label, &select), (&select, &admitted)] {
        let between = a
            .next_sibling()
            .and_then(|n| n.text_content())
            .unwrap_or_default();
        assert_eq!(between, " ", "a space after {}", a.tag_name());
        // Side by side (on a phone the count may wrap under the list).
        let (ra, rb) = (a.get_bounding_client_rect(), b.get_bounding_client_rect());
        let wrapped = rb.top() >= ra.bottom() - 1.0;
        let gap = rb.left() - ra.right();
        assert!(
            wrapped || gap >= 4.0,
            "{gap} px between {} and {}",
            a.tag_name(),
            b.tag_name()
        );
    }
    // "Easy".
    let list: web_sys::HtmlSelectElement = select.dyn_into().expect("a select");
    list.set_value("1");
    let change = web_sys::Event::new_with_event_init_dict("change", &{
        let init = web_sys::EventInit::new();
        init.set_bubbles(true);
        init
    })
    .expect("an event");
    list.dispatch_event(&change).expect("dispatched");
    let shown = wait_until("an easy puzzle shown", || {
        let id = find(&root, "article.puzzle")
            .and_then(|a| a.get_attribute("data-puzzle-shown"))
            .unwrap_or_default();
        match set.find(&id).map(|i| set.puzzles[i].difficulty) {
            Some(1) => Ok(id),
            d => Err(format!("{id}: difficulty {d:?}")),
        }
    })
    .await;
    assert_ne!(shown, hard.id);
}

/// Issue 38, item 10: Kiothi's redistribution asks for no click, shows no notation to
/// follow, and once every warrior is placed says so (not "0 in hand"); a lesson about
/// warriors counts warriors.
#[wasm_bindgen_test]
async fn kiothi_s_redistribution_and_lessons_speak_of_warriors_and_of_no_click() {
    clean_page().await;
    open_address("#learn=kiothi/1");
    let root = mount_with(super::puzzles::loader());
    wait_for(&root, "article.lesson svg.board.main [data-hole=\"e1\"]").await;
    click_on(&root, "article.lesson [data-speed=\"instant\"]").await;
    let no_click = |root: &Element| {
        let text = text_of(root, ".draft");
        assert!(!text.to_lowercase().contains("click"), "{text}");
        assert!(!text.contains("e.g."), "{text}");
    };
    wait_for(&root, ".draft .draft-rule").await;
    no_click(&root);
    tap_hole(&root, "e1");
    tap_hole(&root, "f1");
    click_on(&root, "[data-action=\"draft-take\"]").await;
    wait_for(&root, ".draft [data-hand=\"10\"]").await;
    no_click(&root);
    for n in (0..10).rev() {
        tap_hole(&root, ["a1", "b1", "c1", "d1"][n % 4]);
        wait_for(&root, &format!(".draft [data-hand=\"{n}\"]")).await;
    }
    let step = text_of(&root, ".draft .draft-step");
    assert_eq!(
        step, "Every warrior has been placed: confirm, or take one back.",
        "{step}"
    );
    unmount(&root).await;

    // Lesson 4: "Capture North's warriors in d2", missed.
    clean_page().await;
    open_address("#learn=kiothi/4");
    let lesson = lessons::lesson(GameId::Kiothi, 4).expect("a lesson");
    let p = lesson.start().expect("it starts");
    let missed = lesson
        .moves(&p)
        .expect("its moves")
        .into_iter()
        .find(|m| {
            matches!(lesson.judge(&p, m), lessons::Verdict::Wrong { ref after, .. }
                if after.captured(Player::South) == p.captured(Player::South))
        })
        .expect("a move that takes nothing");
    let root = mount_with(super::puzzles::loader());
    wait_for(&root, "article.lesson svg.board.main [data-hole]").await;
    click_on(&root, "article.lesson [data-speed=\"instant\"]").await;
    let Move::Sow(s) = missed else {
        panic!("a sowing")
    };
    tap_hole(&root, &s.hole.to_string());
    if p.count(s.hole) > 1 {
        click_on(&root, &format!("[data-move=\"{missed}\"]")).await;
    }
    wait_text(
        &root,
        "[data-verdict=\"wrong\"] .reasons li",
        "the feedback in warriors",
        |t| t.starts_with("Warriors you took: 0;"),
    )
    .await;
}
