//! Browser tests of issue 20, part 2: the Puzzles screen. A puzzle of each game is
//! played on a 390 px phone by touch — a wrong first move answered with what it did (the
//! engine's trace), Try again, then the line to the end of the game, the computer
//! answering with the line's defence — and one by the keyboard alone; a gain puzzle of
//! each 2×6 game the same way (a first move that gives seeds back, a move off the line
//! that keeps the whole gain); the solve and the streak are kept; the puzzle of the day,
//! the difficulty filter, a bad link and unreadable progress. The puzzle files are handed
//! to the app as the web build would fetch them (`static/puzzles/GAME.json`). Included
//! from `tests/browser.rs`.

use std::rc::Rc;

use mancala_atlas::engine::{Effort, Game, GameId, Move, Position};
use mancala_atlas::ui::game::lessons;
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::puzzles::{self, Goal, Next, Puzzle, PROGRESS_KEY, SET_ASIDE_KEY};
use mancala_atlas::ui::{App, AppProps, PuzzleLoader};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;
use yew::Callback;

use super::common::{
    add_app_styles, address_hash, clean_page, click, click_on, find, holes_match,
    no_sideways_overflow, open_address, text_of, unmount, wait_for, wait_text, wait_until,
};
use super::features::{activate, press};
use super::learn::focus;
use super::{local, texts};

/// The shipped file of `game`.
fn file(game: GameId) -> Option<&'static str> {
    match game {
        GameId::Katro => Some(include_str!("../../static/puzzles/katro.json")),
        GameId::RioKadalis => Some(include_str!("../../static/puzzles/rio-kadalis.json")),
        GameId::Hoyito3 => Some(include_str!("../../static/puzzles/hoyito-3.json")),
        GameId::Kiothi => Some(include_str!("../../static/puzzles/kiothi.json")),
        _ => None,
    }
}

/// Hands the app the shipped files, a task later (as a fetch answers).
pub(super) fn loader() -> PuzzleLoader {
    PuzzleLoader(Rc::new(|game, done: Callback<Result<String, String>>| {
        let got = file(game)
            .map(str::to_string)
            .ok_or_else(|| "no file".to_string());
        gloo::timers::callback::Timeout::new(0, move || done.emit(got)).forget();
    }))
}

/// The shipped puzzles of `game`.
fn puzzles(game: GameId) -> Vec<Rc<Puzzle>> {
    puzzles::read(game, file(game).expect("a file"))
        .expect("it reads")
        .puzzles
}

/// The place of `game`'s puzzle of the day today for a reader who has solved none of its
/// puzzles and chose no difficulty (an easy one: a newcomer starts there).
fn of_the_day(game: GameId) -> usize {
    let set = puzzles::read(game, file(game).expect("a file")).expect("it reads");
    let day = puzzles::day_of(js_sys::Date::now());
    puzzles::of_the_day_for(
        &set,
        day,
        puzzles::Filter::All,
        &puzzles::Progress::default(),
    )
    .expect("one")
}

/// The `win` puzzle of `game` with the shortest line in which the computer answers at
/// least once, and whose first position offers another move than the winning one.
pub(super) fn short_puzzle(game: GameId) -> Rc<Puzzle> {
    short(game, false)
}

/// The shortest such puzzle of `game`, a `gain` puzzle or a `win` puzzle.
fn short(game: GameId, gain: bool) -> Rc<Puzzle> {
    let mut all = puzzles(game);
    all.sort_by_key(|p| p.line.len());
    all.into_iter()
        .find(|p| {
            matches!(p.goal, Goal::Gain(_)) == gain
                && p.line.len() >= 3
                && p.start.legal_moves().len() >= 2
        })
        .expect("a short puzzle")
}

/// The app on a phone's width, with the app's styles and the shipped puzzles.
fn mount_phone() -> Element {
    add_app_styles();
    let props = AppProps {
        puzzles: Some(loader()),
        ..AppProps::default()
    };
    super::common::mount::<App>(props, Some("width: 390px"))
}

/// Waits until puzzle `id` is shown, and makes its sowing instant.
pub(super) async fn puzzle_shown(root: &Element, id: &str) -> Element {
    let article = wait_for(root, &format!("article.puzzle[data-puzzle-shown=\"{id}\"]")).await;
    click_on(&article, "[data-speed=\"instant\"]").await;
    wait_for(&article, "[data-speed=\"instant\"].on").await;
    article
}

/// Waits until the puzzle's board shows `p` and the attempt's status is `status`.
async fn shows(root: &Element, p: &Position, status: &str, what: &str) {
    wait_until(
        &format!("the puzzle's board to show {what} ({status})"),
        || {
            let article = find(root, "article.puzzle").ok_or("no puzzle")?;
            let now = article
                .get_attribute("data-puzzle-status")
                .unwrap_or_default();
            if now != status {
                return Err(format!("status {now}"));
            }
            let svg = find(&article, "svg.board.main").ok_or("no board")?;
            holes_match(&svg, p)
        },
    )
    .await;
}

/// The hole of a sowing, and whether the board asks which move of it (a chooser).
fn hole_of(p: &Position, mv: &Move) -> (String, bool) {
    let Move::Sow(s) = mv else {
        panic!("a puzzle's move is sown: {mv}")
    };
    let from_hole = p
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Sow(o) if o.hole == s.hole))
        .count();
    let lifts = p.game() == GameId::Kiothi && p.count(s.hole) > 1;
    (s.hole.to_string(), from_hole > 1 || lifts)
}

/// Plays `mv` from `p` on the puzzle's board by touch.
async fn touch(root: &Element, p: &Position, mv: &Move) {
    let (hole, chooser) = hole_of(p, mv);
    let board = find(root, "article.puzzle svg.board.main").expect("the board");
    let el = board
        .query_selector(&format!("[data-hole=\"{hole}\"]"))
        .expect("selector")
        .expect("the hole is drawn");
    click(&el);
    if chooser {
        click_on(root, &format!("[data-move=\"{mv}\"]")).await;
    }
}

/// Plays `mv` from `p` by the keyboard alone: its hole focused and Enter (then the
/// chooser's button, focused and activated).
async fn keys(root: &Element, p: &Position, mv: &Move) {
    let (hole, chooser) = hole_of(p, mv);
    let board = find(root, "article.puzzle svg.board.main").expect("the board");
    let el = board
        .query_selector(&format!("[data-hole=\"{hole}\"]"))
        .expect("selector")
        .expect("the hole is drawn");
    assert_eq!(
        el.get_attribute("tabindex").as_deref(),
        Some("0"),
        "a hole that can be played is reached by Tab"
    );
    focus(&el);
    press("Enter");
    if chooser {
        let button = wait_for(root, &format!("[data-move=\"{mv}\"]")).await;
        focus(&button);
        activate();
    }
}

/// Plays the puzzle's line from the start: the player's moves by `by` (touch or the
/// keyboard), the computer's answers waited for, the board and the status checked at
/// each of the player's turns, and the solve at the end.
pub(super) async fn play_line(root: &Element, p: &Puzzle, keyboard: bool) {
    let mut g = Game::new(p.start.clone());
    for mv in &p.line {
        if g.current().to_move() == p.side() {
            shows(
                root,
                g.current(),
                "yours",
                &format!("the position before {mv}"),
            )
            .await;
            if keyboard {
                keys(root, g.current(), mv).await;
            } else {
                touch(root, g.current(), mv).await;
            }
        }
        g.play(mv, Effort::Exact).expect("the line is legal");
    }
    shows(root, g.current(), "solved", "the end of the line").await;
    wait_for(root, "[data-verdict=\"right\"]").await;
}

/// Puzzle of `game` played by touch on a phone: a wrong first move and what it did, Try
/// again, the line to the end, the solve kept (not clean: the streak stays 0).
async fn a_puzzle_by_touch(game: GameId) {
    by_touch(short_puzzle(game)).await;
}

/// Puzzle `p` played by touch on a phone (see [`a_puzzle_by_touch`]).
async fn by_touch(p: Rc<Puzzle>) {
    let game = p.game;
    clean_page().await;
    open_address(&p.link());
    let root = mount_phone();
    let article = puzzle_shown(&root, &p.id).await;
    shows(&root, &p.start, "yours", "the puzzle's position").await;
    assert_eq!(
        text_of(&article, ".lesson-task"),
        format!("Your task: {}", puzzles::task(&p, Lang::En))
    );
    wait_until("the Puzzles screen to fit the phone", || {
        no_sideways_overflow(&root)
    })
    .await;

    // A wrong first move: what it did, from the engine's trace.
    let wrong = p
        .start
        .legal_moves()
        .into_iter()
        .filter(|m| *m != p.line[0])
        .max_by_key(|m| {
            p.start
                .play(m)
                .map_or(0, |a| u8::from(a.outcome().is_none()))
        })
        .expect("another move");
    touch(&root, &p.start, &wrong).await;
    wait_for(&root, "[data-verdict=\"wrong\"]").await;
    let after = p.start.play(&wrong).expect("legal");
    if after.outcome().is_none() {
        let want: Vec<String> = lessons::story(&p.start, &wrong)
            .expect("a story")
            .iter()
            .map(|r| r.sentence(Lang::En))
            .collect();
        wait_until(&format!("what {wrong} did"), || {
            let shown = texts(&root, "[data-verdict=\"wrong\"] ul.reasons li");
            if shown == want {
                Ok(())
            } else {
                Err(format!("{shown:?}, the engine says {want:?}"))
            }
        })
        .await;
    }
    // The verdict the puzzle's judge gives (Katro's: the only quickest win; a gain
    // puzzle's: the seeds given back).
    let mut g = Game::new(p.start.clone());
    g.play(&wrong, Effort::Exact).expect("legal");
    let Next::Failed(failure) = puzzles::next_step(&p, &g) else {
        panic!("{wrong} fails");
    };
    let verdict = failure.verdict(Lang::En);
    assert!(verdict.starts_with(&wrong.to_string()) || verdict.starts_with("The game ended"));
    wait_text(
        &root,
        "[data-verdict=\"wrong\"] .verdict",
        "the verdict",
        |t| t == verdict,
    )
    .await;
    wait_for(&root, ".puzzle-counts[data-streak=\"0\"]").await;

    // Try again (by the keyboard: the focus stays on it), and the line.
    let retry = find(&root, "[data-action=\"retry\"]").expect("Try again");
    focus(&retry);
    activate();
    shows(&root, &p.start, "yours", "the puzzle's position again").await;
    assert_eq!(
        super::features::focused().and_then(|e| e.get_attribute("data-action")),
        Some("retry".to_string()),
        "the focus stays on Try again"
    );
    play_line(&root, &p, false).await;
    wait_for(
        &root,
        ".puzzle-counts[data-solved=\"1\"][data-streak=\"0\"]",
    )
    .await;
    let kept = local()
        .get_item(PROGRESS_KEY)
        .expect("storage")
        .expect("the solve is kept");
    assert!(
        kept.contains("\"version\":1") && kept.contains(&p.id),
        "{kept}"
    );
    wait_until(
        "the Puzzles screen to fit the phone after the solve",
        || no_sideways_overflow(&root),
    )
    .await;
    // The next puzzle's link.
    let next = find(&root, "[data-action=\"next-puzzle\"]").expect("the next puzzle");
    let href = next.get_attribute("href").unwrap_or_default();
    assert!(
        href.starts_with(&format!("#puzzle={}-", game.id())) && href != p.link(),
        "{href}"
    );

    // Reloaded: still solved.
    unmount(&root).await;
    let root = mount_phone();
    puzzle_shown(&root, &p.id).await;
    wait_for(&root, ".puzzle-counts[data-solved=\"1\"]").await;
    wait_for(&root, "[data-puzzle-solved]").await;
}

#[wasm_bindgen_test]
async fn a_katro_puzzle_is_played_by_touch() {
    a_puzzle_by_touch(GameId::Katro).await;
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_gain_puzzle_is_played_by_touch() {
    by_touch(short(GameId::RioKadalis, true)).await;
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_puzzle_is_played_by_touch() {
    a_puzzle_by_touch(GameId::RioKadalis).await;
}

#[wasm_bindgen_test]
async fn a_hoyito_puzzle_is_played_by_touch() {
    a_puzzle_by_touch(GameId::Hoyito3).await;
}

#[wasm_bindgen_test]
async fn a_kiothi_puzzle_is_played_by_touch() {
    a_puzzle_by_touch(GameId::Kiothi).await;
}

/// A puzzle solved by the keyboard alone, without a wrong move: the streak grows; then
/// the next puzzle's link, by keyboard.
async fn a_puzzle_by_keyboard(game: GameId) {
    by_keyboard(short_puzzle(game)).await;
}

/// Puzzle `p` solved by the keyboard alone (see [`a_puzzle_by_keyboard`]).
async fn by_keyboard(p: Rc<Puzzle>) {
    clean_page().await;
    open_address(&p.link());
    let root = mount_phone();
    puzzle_shown(&root, &p.id).await;
    play_line(&root, &p, true).await;
    wait_for(
        &root,
        ".puzzle-counts[data-solved=\"1\"][data-streak=\"1\"]",
    )
    .await;
    let next = wait_for(&root, "[data-action=\"next-puzzle\"]").await;
    let href = next.get_attribute("href").unwrap_or_default();
    focus(&next);
    activate();
    let id = href.trim_start_matches("#puzzle=").to_string();
    puzzle_shown(&root, &id).await;
    wait_for(
        &root,
        ".puzzle-counts[data-solved=\"1\"][data-streak=\"1\"]",
    )
    .await;
}

#[wasm_bindgen_test]
async fn a_katro_puzzle_is_solved_by_the_keyboard_alone() {
    a_puzzle_by_keyboard(GameId::Katro).await;
}

#[wasm_bindgen_test]
async fn a_hoyito_gain_puzzle_is_solved_by_the_keyboard_alone() {
    by_keyboard(short(GameId::Hoyito3, true)).await;
}

#[wasm_bindgen_test]
async fn a_rio_kadalis_puzzle_is_solved_by_the_keyboard_alone() {
    a_puzzle_by_keyboard(GameId::RioKadalis).await;
}

#[wasm_bindgen_test]
async fn a_hoyito_puzzle_is_solved_by_the_keyboard_alone() {
    a_puzzle_by_keyboard(GameId::Hoyito3).await;
}

#[wasm_bindgen_test]
async fn a_kiothi_puzzle_is_solved_by_the_keyboard_alone() {
    a_puzzle_by_keyboard(GameId::Kiothi).await;
}

/// A gain puzzle of `game` and a point of its line where the player has another move
/// that keeps the whole gain: the moves before it, and that move.
fn kept_off_the_line(game: GameId) -> (Rc<Puzzle>, usize, Move) {
    let mut all = puzzles(game);
    all.sort_by_key(|p| p.line.len());
    for p in all {
        let Goal::Gain(g) = &p.goal else { continue };
        let mut q = p.start.clone();
        let mut turn = 0;
        for (k, mv) in p.line.iter().enumerate() {
            if q.to_move() == p.side() {
                let best = g.turns[turn].iter().map(|(_, v)| *v).max();
                if let Some((other, _)) = g.turns[turn]
                    .iter()
                    .find(|(m, v)| m != mv && Some(*v) == best)
                {
                    if k > 0 {
                        return (Rc::clone(&p), k, *other);
                    }
                }
                turn += 1;
            }
            q = q.play(mv).expect("legal");
        }
    }
    panic!("no gain puzzle with another move keeping the gain")
}

#[wasm_bindgen_test]
async fn a_move_off_a_gain_puzzles_line_that_keeps_the_gain_solves_it() {
    clean_page().await;
    let (p, k, other) = kept_off_the_line(GameId::RioKadalis);
    open_address(&p.link());
    let root = mount_phone();
    puzzle_shown(&root, &p.id).await;
    let mut g = Game::new(p.start.clone());
    for mv in &p.line[..k] {
        if g.current().to_move() == p.side() {
            shows(
                &root,
                g.current(),
                "yours",
                &format!("the position before {mv}"),
            )
            .await;
            touch(&root, g.current(), mv).await;
        }
        g.play(mv, Effort::Exact).expect("the line is legal");
    }
    shows(
        &root,
        g.current(),
        "yours",
        "the turn with another keeping move",
    )
    .await;
    touch(&root, g.current(), &other).await;
    g.play(&other, Effort::Exact).expect("legal");
    shows(&root, g.current(), "solved", "the move off the line").await;
    wait_text(
        &root,
        "[data-verdict=\"right\"] .verdict",
        "the verdict",
        |t| t.starts_with(&format!("Solved: {other} keeps the whole gain too")),
    )
    .await;
    wait_for(
        &root,
        ".puzzle-counts[data-solved=\"1\"][data-streak=\"1\"]",
    )
    .await;
}

#[wasm_bindgen_test]
async fn the_puzzle_of_the_day_the_filter_and_the_solution() {
    clean_page().await;
    let game = GameId::Hoyito3;
    let all = puzzles(game);
    open_address(&mancala_atlas::ui::game::puzzle_address::link(game));
    let root = mount_phone();
    let day = of_the_day(game);
    let p = &all[day];
    puzzle_shown(&root, &p.id).await;
    wait_for(&root, "[data-puzzle-of-the-day]").await;
    // The filter: the hard ones only.
    let hard = all.iter().filter(|p| p.difficulty == 3).count();
    let select: web_sys::HtmlSelectElement =
        wasm_bindgen::JsCast::dyn_into(find(&root, "[data-puzzle-filter]").expect("the filter"))
            .expect("a select");
    select.set_value("3");
    let change = web_sys::Event::new_with_event_init_dict("change", &{
        let i = web_sys::EventInit::new();
        i.set_bubbles(true);
        i
    })
    .expect("an event");
    select.dispatch_event(&change).expect("dispatched");
    wait_for(&root, &format!("[data-admitted=\"{hard}\"]")).await;
    // The puzzle shown now: the day's if it is a hard one, else the filter moved off it
    // to a hard one (which depends on the day).
    let p = if p.difficulty == 3 {
        p
    } else {
        wait_until("another puzzle, a hard one", || {
            let shown = find(&root, "article.puzzle")
                .and_then(|a| a.get_attribute("data-puzzle-shown"))
                .unwrap_or_default();
            match all.iter().find(|q| q.id == shown) {
                Some(q) if q.id != p.id => Ok(q),
                _ => Err(shown),
            }
        })
        .await
    };
    assert_eq!(p.difficulty, 3, "{}", p.id);
    // The solution: the winning move and the line.
    click_on(&root, "[data-action=\"solution\"]").await;
    let line: Vec<String> = p.line.iter().map(Move::to_string).collect();
    wait_text(&root, "[data-solution] .notation", "the line", |t| {
        t == line.join(" ")
    })
    .await;
    let story: Vec<String> = puzzles::story_of_first(p)
        .iter()
        .map(|r| r.sentence(Lang::En))
        .collect();
    assert_eq!(texts(&root, "[data-solution] ul.reasons li"), story);
    // The next puzzle offered is a hard one.
    play_line(&root, p, false).await;
    let next = find(&root, "[data-action=\"next-puzzle\"]").expect("the next puzzle");
    let id = next
        .get_attribute("href")
        .unwrap_or_default()
        .trim_start_matches("#puzzle=")
        .to_string();
    let shown = all.iter().find(|p| p.id == id).expect("a shipped puzzle");
    assert_eq!(shown.difficulty, 3, "{id}");
}

#[wasm_bindgen_test]
async fn a_bad_puzzle_link_and_unreadable_progress_are_said() {
    clean_page().await;
    local().set_item(PROGRESS_KEY, "not json").expect("stored");
    open_address("#puzzle=kiothi-00000000");
    let root = mount_phone();
    let all = puzzles(GameId::Kiothi);
    let day = of_the_day(GameId::Kiothi);
    puzzle_shown(&root, &all[day].id).await;
    wait_until("the two problems said", || {
        let said = texts(&root, "section.puzzles .notice.error").join(" | ");
        if said.contains("There is no puzzle \"kiothi-00000000\"")
            && said.contains("could not be read (not JSON)")
        {
            Ok(())
        } else {
            Err(said)
        }
    })
    .await;
    assert_eq!(
        local().get_item(SET_ASIDE_KEY).expect("storage").as_deref(),
        Some("not json"),
        "set aside, not lost"
    );
    // A game without puzzles: its link opens the first game's, and says so.
    unmount(&root).await;
    open_address("#puzzles=oware");
    let root = mount_phone();
    wait_for(&root, "section.puzzles[data-puzzles=\"katro\"]").await;
    wait_text(&root, "section.puzzles .notice.error", "the reason", |t| {
        t.contains("no game with puzzles (\"oware\")")
    })
    .await;
    // Leaving the puzzles: the start screen, the address cleared.
    click_on(&root, "[data-action=\"leave-puzzles\"]").await;
    wait_for(&root, "section.start").await;
    assert_eq!(address_hash(), "");
}

#[wasm_bindgen_test]
async fn a_puzzle_file_that_comes_after_the_reader_switched_games_is_ignored() {
    clean_page().await;
    // Katro's file is held until the test lets it come; the others come a task later.
    type Held = Rc<std::cell::RefCell<Vec<Callback<Result<String, String>>>>>;
    let held: Held = Rc::default();
    let holder = Rc::clone(&held);
    let slow = PuzzleLoader(Rc::new(
        move |game, done: Callback<Result<String, String>>| {
            if game == GameId::Katro {
                holder.borrow_mut().push(done);
            } else {
                let got = file(game)
                    .map(str::to_string)
                    .ok_or_else(|| "no file".to_string());
                gloo::timers::callback::Timeout::new(0, move || done.emit(got)).forget();
            }
        },
    ));
    add_app_styles();
    open_address(&mancala_atlas::ui::game::puzzle_address::link(
        GameId::Katro,
    ));
    let props = AppProps {
        puzzles: Some(slow),
        ..AppProps::default()
    };
    let root = super::common::mount::<App>(props, Some("width: 390px"));
    wait_for(
        &root,
        "section.puzzles[data-puzzles=\"katro\"] [data-puzzles-status=\"loading\"]",
    )
    .await;
    // The reader goes on to Hoyito III's puzzles before Katro's file has come.
    click_on(&root, "[data-puzzle-game=\"hoyito-3\"]").await;
    let all = puzzles(GameId::Hoyito3);
    let day = of_the_day(GameId::Hoyito3);
    let shown = format!(
        "section.puzzles[data-puzzles=\"hoyito-3\"] article.puzzle[data-puzzle-shown=\"{}\"]",
        all[day].id
    );
    wait_for(&root, &shown).await;
    // Katro's file comes now, late: it is read and dropped (a task later, as a fetch's
    // answer is), and Hoyito III's puzzle stays.
    let late = held.borrow_mut().pop().expect("Katro's file was asked for");
    late.emit(Ok(file(GameId::Katro).expect("a file").to_string()));
    yew::platform::time::sleep(std::time::Duration::ZERO).await;
    super::common::settle().await;
    assert!(
        find(&root, &shown).is_some(),
        "Hoyito III's puzzle is still shown: {}",
        text_of(&root, "section.puzzles")
    );
    assert!(find(&root, "[data-puzzles-status]").is_none());
    // Back to Katro: its file is asked for again, and shown once it comes.
    click_on(&root, "[data-puzzle-game=\"katro\"]").await;
    wait_for(
        &root,
        "section.puzzles[data-puzzles=\"katro\"] [data-puzzles-status=\"loading\"]",
    )
    .await;
    let again = held
        .borrow_mut()
        .pop()
        .expect("Katro's file asked for again");
    again.emit(Ok(file(GameId::Katro).expect("a file").to_string()));
    wait_for(
        &root,
        "section.puzzles[data-puzzles=\"katro\"] article.puzzle",
    )
    .await;
}
