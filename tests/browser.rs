//! Browser tests: `cargo test --target wasm32-unknown-unknown --test browser` runs them in
//! headless Chromium through wasm-bindgen-test-runner (see `.cargo/config.toml`,
//! `webdriver.json`, `make test`).
//!
//! They mount the whole app, click through the start screen, play moves of every game by
//! dispatching clicks on the SVG holes (and the Kiothi choosers), and check every hole's
//! `data-count` against the engine after each move; they re-mount the app to find the
//! game restored from localStorage, and import broken records and saved games to find
//! the messages. They switch the interface to Turkish and Persian (right to left) and
//! check that the board itself never mirrors.
#![cfg(target_arch = "wasm32")]

use mancala_atlas::engine::{
    Effort, Game, GameId, Hole, Move, Phase, Position, Redistribution, Rules,
};
use mancala_atlas::ui::game::save;
use mancala_atlas::ui::platform::storage;
use mancala_atlas::ui::{App, AppProps};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

#[path = "browser/builder.rs"]
mod builder;
mod common;
#[path = "browser/features.rs"]
mod features;
#[path = "browser/kiosk.rs"]
mod kiosk;
#[path = "browser/learn.rs"]
mod learn;
#[path = "browser/learner.rs"]
mod learner;
#[path = "browser/notes.rs"]
mod notes;
#[path = "browser/print.rs"]
mod print;
#[path = "browser/puzzles.rs"]
mod puzzles;
#[path = "browser/record.rs"]
mod record;
#[path = "browser/route.rs"]
mod route;
#[path = "browser/spoken.rs"]
mod spoken;
#[path = "browser/worker.rs"]
mod worker;
use common::{
    clean_page, click, click_on, count, find, holes_match, settle, text_of, unmount, wait_attr,
    wait_count, wait_for, wait_text, wait_until,
};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app in a fresh element at the end of the page.
fn mount_app() -> Element {
    common::mount::<App>(AppProps::default(), None)
}

fn board(root: &Element) -> Element {
    find(root, "svg.board.main").expect("the board is drawn")
}

/// Waits until the board shows no animation.
async fn settled(root: &Element) {
    wait_until("the board to show no animation", || {
        match find(root, "svg.board.main") {
            None => Err("no board".to_string()),
            Some(b) => match b.get_attribute("data-animating") {
                Some(a) if a == "false" => Ok(()),
                a => Err(format!("data-animating = {a:?}")),
            },
        }
    })
    .await;
}

/// Whether the board shows `p`: every hole's `data-count` is the engine's count, and the
/// root's data attributes say the right game, side to move and phase.
fn board_shows(root: &Element, p: &Position) -> Result<(), String> {
    let svg = find(root, "svg.board.main").ok_or("no board")?;
    let attrs = [
        ("data-game", p.game().id()),
        ("data-to-move", p.to_move().name()),
        ("data-phase", p.phase().name()),
    ];
    for (name, want) in attrs {
        let shown = svg.get_attribute(name);
        if shown.as_deref() != Some(want) {
            return Err(format!("{name} = {shown:?}, the engine says {want}"));
        }
    }
    holes_match(&svg, p)
}

/// Waits until the board shows `p` (see [`board_shows`]).
async fn check_board(root: &Element, p: &Position, context: &str) {
    wait_until(
        &format!("the board to show the engine's position ({context})"),
        || board_shows(root, p),
    )
    .await;
}

/// Chooses who plays (`two-players`, `computer-north`, …) on the start screen.
async fn choose_mode(root: &Element, mode: &str) {
    let radio: HtmlInputElement = wait_for(root, &format!("[data-mode=\"{mode}\"]"))
        .await
        .dyn_into()
        .expect("an input");
    radio.click();
    wait_until(&format!("the mode {mode} to be chosen"), || {
        if radio.checked() {
            Ok(())
        } else {
            Err("not checked".to_string())
        }
    })
    .await;
}

/// A game of `game` for two people on this device (a first visit's Play is against the
/// computer: the tests that play both sides say so).
async fn start_game(root: &Element, game: GameId) {
    start_game_as(root, game, "two-players").await;
}

/// A game of `game` played as `mode` (`data-mode`: "computer-north"…).
async fn start_game_as(root: &Element, game: GameId, mode: &str) {
    click_on(root, &format!("[data-game-card=\"{}\"]", game.id())).await;
    wait_for(root, &format!("[data-game-card=\"{}\"].on", game.id())).await;
    choose_mode(root, mode).await;
    click_on(root, "[data-action=\"start\"]").await;
    wait_for(
        root,
        &format!("svg.board.main[data-game=\"{}\"]", game.id()),
    )
    .await;
    click_on(root, "[data-speed=\"instant\"]").await;
    wait_for(root, "[data-speed=\"instant\"].on").await;
}

fn hole_el(root: &Element, hole: Hole) -> Element {
    board(root)
        .query_selector(&format!("[data-hole=\"{hole}\"]"))
        .expect("selector")
        .expect("the hole is drawn")
}

/// Plays `mv` by clicks, as a person would. The caller waits for its result.
async fn play_by_clicks(root: &Element, p: &Position, mv: &Move) {
    match mv {
        Move::Sow(s) => {
            click(&hole_el(root, s.hole));
            if p.game() == GameId::Kiothi && p.count(s.hole) > 1 {
                click_on(root, &format!("[data-move=\"{mv}\"]")).await;
            }
        }
        Move::Redistribute(r) => {
            for h in r.emptied() {
                click(&hole_el(root, h));
            }
            click_on(root, "[data-action=\"draft-take\"]").await;
            for (h, n) in r.placements() {
                for _ in 0..n {
                    click(&hole_el(root, h));
                }
            }
            click_on(root, "[data-action=\"draft-confirm\"]").await;
        }
    }
}

/// A redistribution for the test: empty the first two holes allowed, and spread their
/// warriors over every hole in turn from `a1`.
fn spread(p: &Position) -> Move {
    let choice = p.redistribution_choice().expect("a redistribution turn");
    let emptied: Vec<Hole> = choice
        .holes
        .iter()
        .take(usize::from(choice.max_empty))
        .map(|&(h, _)| h)
        .collect();
    let total: u32 = choice
        .holes
        .iter()
        .take(emptied.len())
        .map(|&(_, n)| u32::from(n))
        .sum();
    let holes: Vec<Hole> = p.geometry().holes().collect();
    let mut counts = vec![0u8; holes.len()];
    for k in 0..total as usize {
        counts[(k * 3) % holes.len()] += 1;
    }
    let placements: Vec<(Hole, u8)> = holes
        .iter()
        .zip(counts)
        .filter(|(_, n)| *n > 0)
        .map(|(&h, n)| (h, n))
        .collect();
    Move::Redistribute(Redistribution::new(&emptied, &placements).expect("a valid redistribution"))
}

/// A clean page (see [`clean_page`]) with the app on its start screen.
async fn clean_mount() -> Element {
    clean_page().await;
    let root = mount_app();
    wait_for(&root, "[data-action=\"start\"]").await;
    root
}

/// Plays `plies` moves of `game` by clicks, checking every hole after each.
async fn play_by_clicks_and_check(game: GameId, plies: usize) {
    let root = clean_mount().await;
    start_game(&root, game).await;
    let mut g = Game::from_rules(Rules::default_for(game));
    check_board(&root, g.current(), "start").await;
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
        settled(&root).await;
        check_board(
            &root,
            g.current(),
            &format!("{} after move {} ({mv})", game.name(), ply + 1),
        )
        .await;
    }
    wait_count(
        &root,
        "[data-ply]",
        g.moves().len() as u32 + 1,
        "the move list shows every move (and the start)",
    )
    .await;
}

#[wasm_bindgen_test]
async fn katro_moves_by_clicks_match_the_engine() {
    play_by_clicks_and_check(GameId::Katro, 10).await;
}

#[wasm_bindgen_test]
async fn rio_kadalis_moves_by_clicks_match_the_engine() {
    play_by_clicks_and_check(GameId::RioKadalis, 10).await;
}

#[wasm_bindgen_test]
async fn hoyito_moves_by_clicks_match_the_engine() {
    play_by_clicks_and_check(GameId::Hoyito3, 10).await;
}

#[wasm_bindgen_test]
async fn kiothi_redistribution_and_moves_by_clicks_match_the_engine() {
    play_by_clicks_and_check(GameId::Kiothi, 10).await;
}

#[wasm_bindgen_test]
async fn app_draws_the_hoyito_start_position() {
    let root = clean_mount().await;
    assert_eq!(text_of(&root, "h1"), "Mancala Atlas");
    start_game(&root, GameId::Hoyito3).await;
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    check_board(&root, &start, "the start").await;
    let svg = board(&root);
    let holes = svg.query_selector_all("[data-hole]").expect("selector");
    assert_eq!(holes.length(), 12, "a 2 x 6 board has 12 holes");
    let mut names = Vec::new();
    for i in 0..holes.length() {
        let hole: Element = holes.item(i).expect("item").dyn_into().expect("element");
        let name = hole.get_attribute("data-hole").expect("data-hole");
        assert_eq!(
            hole.get_attribute("data-count").as_deref(),
            Some("4"),
            "hole {name}"
        );
        assert_eq!(count(&hole, ".seed"), 4, "seeds drawn in {name}");
        names.push(name);
    }
    names.sort();
    let expected: Vec<String> = ["a", "b", "c", "d", "e", "f"]
        .iter()
        .flat_map(|f| ["1", "2"].map(|r| format!("{f}{r}")))
        .collect();
    assert_eq!(names, expected);
    // South's six holes are the legal ones.
    assert_eq!(count(&svg, ".hole.legal"), 6);
}

#[wasm_bindgen_test]
async fn an_illegal_click_is_explained() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    click(&hole_el(&root, "c2".parse().expect("hole")));
    wait_text(&root, "[data-notice=\"error\"]", "the refusal", |t| {
        t.contains("c2 is not one of South's holes")
    })
    .await;
    check_board(
        &root,
        &Position::start(Rules::default_for(GameId::Hoyito3)),
        "nothing changed",
    )
    .await;
}

#[wasm_bindgen_test]
async fn a_reload_restores_the_game_from_local_storage() {
    let root = clean_mount().await;
    start_game(&root, GameId::RioKadalis).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    for k in 0..3 {
        let p = g.current().clone();
        let mv = p.legal_moves()[0];
        play_by_clicks(&root, &p, &mv).await;
        g.play(&mv, Effort::Exact).expect("legal");
        settled(&root).await;
        check_board(&root, g.current(), &format!("after move {}", k + 1)).await;
    }
    // Take one back: the restored game must keep it available for redo.
    click_on(&root, "[data-action=\"undo\"]").await;
    g.undo();
    settled(&root).await;
    check_board(&root, g.current(), "before the reload").await;
    // Every effect of the undo has run (the save among them) before the page goes.
    settle().await;
    unmount(&root).await;

    // The page comes back: a new app, the same storage.
    let root = mount_app();
    wait_for(&root, "svg.board.main[data-game=\"rio-kadalis\"]").await;
    check_board(&root, g.current(), "after the reload").await;
    let redo = wait_for(&root, "[data-action=\"redo\"]").await;
    wait_attr(
        &redo,
        "disabled",
        None,
        "the move taken back can still be redone",
    )
    .await;
    wait_count(&root, "[data-ply]", 4, "start + 3 moves listed").await;
}

#[wasm_bindgen_test]
async fn a_malformed_record_import_shows_what_is_wrong() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    let area: HtmlTextAreaElement = wait_for(&root, "[data-import]")
        .await
        .dyn_into()
        .expect("a textarea");
    area.set_value("{\"game\": \"hoyito-3\", \"moves\": [\"c1\", \"z\"]}");
    let button: HtmlElement = wait_for(&root, "[data-action=\"import\"]")
        .await
        .dyn_into()
        .expect("a button");
    button.click();
    let text = wait_text(&root, "[data-notice=\"error\"]", "the refusal", |t| {
        t.contains("cannot be imported") && t.contains("move 2")
    })
    .await;
    wait_text(
        &root,
        "[data-import-message=\"error\"]",
        "the refusal said beside the import box too",
        |beside| beside == text.trim_end_matches('×'),
    )
    .await;
    // Nothing the player had is lost.
    check_board(
        &root,
        &Position::start(Rules::default_for(GameId::Hoyito3)),
        "after the failed import",
    )
    .await;

    // A good record replaces the game.
    area.set_value("game: katro\nmoves: a1");
    button.click();
    wait_for(&root, "svg.board.main[data-game=\"katro\"]").await;
    settled(&root).await;
    let p = Position::start(Rules::default_for(GameId::Katro))
        .play(&"a1".parse().expect("move"))
        .expect("legal");
    check_board(&root, &p, "after the import").await;
}

fn local() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage")
}

/// The keys of the saved games in localStorage.
fn game_keys() -> Vec<String> {
    let l = local();
    let n = l.length().expect("length");
    let mut keys: Vec<String> = (0..n)
        .filter_map(|i| l.key(i).ok().flatten())
        .filter(|k| k.starts_with(save::GAME_PREFIX))
        .collect();
    keys.sort();
    keys
}

/// Waits until `holds` is true (common::wait_until, for a plain condition).
async fn wait_true(what: &str, holds: impl Fn() -> bool) {
    wait_until(what, || {
        if holds() {
            Ok(())
        } else {
            Err("not yet".into())
        }
    })
    .await
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
async fn a_corrupt_save_is_set_aside_and_a_second_one_never_overwrites_the_first() {
    clean_page().await;
    let first = "{\"version\": 1, \"record\": {\"game\": \"katro\", \"moves\": [\"q7\"]}}";
    let second = "{\"version\": 1, \"record\": {\"game\": \"katro\", \"moves\": [\"q8\"]}}";
    local().set_item(save::V1_SAVE_KEY, first).expect("set");
    let root = mount_app();
    let notice = wait_for(&root, "[data-notice=\"error\"]").await;
    let text = notice.text_content().unwrap_or_default();
    assert!(
        text.contains("could not be restored") && text.contains("q7"),
        "{text}"
    );
    assert!(text.contains("Set-aside games"), "says where it is: {text}");
    wait_for(&root, "[data-action=\"start\"]").await;
    wait_for(&root, "[data-set-aside]").await;
    let why = texts(&root, "[data-set-aside] [data-why]");
    assert_eq!(why.len(), 1);
    assert!(why[0].contains("q7"), "with its reason: {why:?}");
    assert_eq!(local().get_item(save::V1_SAVE_KEY).expect("get"), None);
    unmount(&root).await;

    // A second save that does not restore: both are listed, the first unchanged.
    local().set_item(save::V1_SAVE_KEY, second).expect("set");
    let root = mount_app();
    wait_for(&root, "[data-notice=\"error\"]").await;
    wait_true("two set-aside games listed", || {
        texts(&root, "[data-set-aside]").len() == 2
    })
    .await;
    let kept: Vec<String> = {
        let all = root
            .query_selector_all("[data-set-aside-text]")
            .expect("selector");
        (0..all.length())
            .filter_map(|i| all.item(i))
            .filter_map(|n| n.dyn_into::<HtmlTextAreaElement>().ok())
            .map(|t| t.value())
            .collect()
    };
    assert!(kept.iter().any(|t| t == first), "{kept:?}");
    assert!(kept.iter().any(|t| t == second), "{kept:?}");
    // Neither restores: their Restore buttons are disabled, their text can be taken away.
    assert_eq!(
        root.query_selector_all("[data-action=\"restore-set-aside\"][disabled]")
            .expect("selector")
            .length(),
        2
    );
    assert_eq!(
        root.query_selector_all("[data-set-aside] a[download]")
            .expect("selector")
            .length(),
        2
    );
}

/// A save written by version 1 of the app (`State::save_json`): Rio Kadalis, three moves,
/// the third taken back, fast animation.
const V1_RIO: &str = r#"{"version":1,"record":{"game":"rio-kadalis","options":{},"moves":["a1","a2","b1"]},"at":2,"mode":"two-players","level":"medium","speed":"fast","screen":"play"}"#;

#[wasm_bindgen_test]
async fn a_version_1_save_migrates_with_nothing_lost() {
    clean_page().await;
    local().set_item(save::V1_SAVE_KEY, V1_RIO).expect("set");
    let root = mount_app();
    wait_for(&root, "svg.board.main[data-game=\"rio-kadalis\"]").await;
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    for mv in ["a1", "a2"] {
        g.play(&mv.parse().expect("a move"), Effort::Exact)
            .expect("legal");
    }
    check_board(&root, g.current(), "the migrated game").await;
    // The panels come a task after the board.
    wait_count(&root, "[data-ply]", 4, "start + the 3 moves").await;
    let redo = wait_for(&root, "[data-action=\"redo\"]").await;
    assert!(!redo.has_attribute("disabled"), "b1 can still be redone");
    wait_for(&root, "[data-speed=\"fast\"][aria-pressed=\"true\"]").await;
    assert_eq!(local().get_item(save::V1_SAVE_KEY).expect("get"), None);
    assert_eq!(game_keys().len(), 1, "one save of the current version");
    let text = local()
        .get_item(&game_keys()[0])
        .expect("get")
        .expect("the game");
    assert_eq!(save::version_of(&text), Some(save::SAVE_VERSION));
    let saved = save::read(&text, 0.0).expect("a save of the current version");
    assert_eq!(saved.record.moves.len(), 3);
    assert_eq!(saved.at, 2);
}

#[wasm_bindgen_test]
async fn a_link_opens_as_a_new_game_and_the_previous_one_resumes_from_recent_games() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    let c1: Move = "c1".parse().expect("a move");
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    play_by_clicks(&root, &start, &c1).await;
    settled(&root).await;
    wait_true("the game is saved", || game_keys().len() == 1).await;

    // A share link pasted into the open tab.
    common::paste_link("game=katro&moves=a1");
    wait_for(&root, "svg.board.main[data-game=\"katro\"]").await;
    let text = wait_for(&root, "[data-notice]")
        .await
        .text_content()
        .unwrap_or_default();
    assert!(
        text.contains("as a new game") && text.contains("Recent games"),
        "{text}"
    );
    wait_true("both games are saved", || game_keys().len() == 2).await;

    // The previous game is listed, and resumes.
    click_on(&root, "[data-action=\"new-game\"]").await;
    wait_true("two recent games", || {
        texts(&root, "[data-recent]").len() == 2
    })
    .await;
    let hoyito = {
        let all = root.query_selector_all("[data-recent]").expect("selector");
        (0..all.length())
            .filter_map(|i| all.item(i))
            .filter_map(|n| n.dyn_into::<Element>().ok())
            .find(|e| e.text_content().unwrap_or_default().contains("Hoyito III"))
            .expect("the Hoyito III game is listed")
    };
    assert!(
        hoyito.text_content().unwrap_or_default().contains("1 move"),
        "{:?}",
        hoyito.text_content()
    );
    let resume = hoyito
        .query_selector("[data-action=\"resume-saved\"]")
        .expect("selector")
        .expect("a Resume button");
    click(&resume);
    wait_for(&root, "svg.board.main[data-game=\"hoyito-3\"]").await;
    check_board(&root, &start.play(&c1).expect("legal"), "the resumed game").await;
}

/// What another tab does: writes its save of the game and (when `tell`) fires the
/// `storage` event this tab would get.
fn other_tab_writes(key: &str, text: &str, tell: bool) {
    local().set_item(key, text).expect("set");
    if tell {
        let f = js_sys::Function::new_with_args(
            "key, value",
            "window.dispatchEvent(new StorageEvent('storage', {key: key, newValue: value, storageArea: localStorage}))",
        );
        f.call2(
            &JsValue::NULL,
            &JsValue::from_str(key),
            &JsValue::from_str(text),
        )
        .expect("dispatched");
    }
}

#[wasm_bindgen_test]
async fn two_tabs_on_one_game_never_overwrite_each_other() {
    use mancala_atlas::ui::game::Session;
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    let c1: Move = "c1".parse().expect("a move");
    play_by_clicks(&root, &start, &c1).await;
    settled(&root).await;
    wait_true("the game is saved", || game_keys().len() == 1).await;
    let key = game_keys()[0].clone();
    let read = |key: &str| {
        let text = local().get_item(key).expect("get").expect("saved");
        Session::from_loaded(&save::open(&text, 0.0).expect("restores"))
    };

    // The other tab answers North's move: this tab, with nothing unsaved, follows it.
    let mut other = read(&key);
    let north = other.position().legal_moves()[0];
    other.play(north).expect("legal");
    other_tab_writes(&key, &save::save_text(&other, 1.0), true);
    let notice = wait_for(&root, "[data-notice]").await;
    assert!(
        notice
            .text_content()
            .unwrap_or_default()
            .contains("continued in another tab"),
        "{:?}",
        notice.text_content()
    );
    settled(&root).await;
    check_board(&root, other.position(), "following the other tab").await;

    // The other tab plays again, and this tab plays before it hears of it: its save
    // finds the other tab's revision, and goes on as a new game instead.
    let theirs = other.position().legal_moves()[0];
    other.play(theirs).expect("legal");
    let their_text = save::save_text(&other, 2.0);
    other_tab_writes(&key, &their_text, false);
    let p = {
        let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
        g.play(&c1, Effort::Exact).expect("legal");
        g.play(&north, Effort::Exact).expect("legal");
        g.current().clone()
    };
    let my_move = p.legal_moves()[1];
    play_by_clicks(&root, &p, &my_move).await;
    settled(&root).await;
    let forked = wait_for(&root, "[data-notice]").await;
    wait_true("this tab's game is saved apart", || game_keys().len() == 2).await;
    assert!(
        forked
            .text_content()
            .unwrap_or_default()
            .contains("as a new game"),
        "{:?}",
        forked.text_content()
    );
    assert_eq!(
        local().get_item(&key).expect("get").as_deref(),
        Some(their_text.as_str()),
        "the other tab's save is untouched"
    );
    let new_key = game_keys()
        .into_iter()
        .find(|k| *k != key)
        .expect("the new game's key");
    let mine = read(&new_key);
    assert_eq!(
        mine.line(),
        [c1, north, my_move],
        "this tab's moves are kept"
    );
    check_board(&root, mine.position(), "this tab's game").await;
}

/// Whether every hole shows the given frame (the pure animation model) while the board
/// is animating.
fn frame_shown(root: &Element, p: &Position, pits: &[u32]) -> Result<(), String> {
    let svg = board(root);
    let animating = svg.get_attribute("data-animating");
    if animating.as_deref() != Some("true") {
        return Err(format!("data-animating = {animating:?}"));
    }
    let mut wrong = Vec::new();
    for hole in p.geometry().holes() {
        let i = p.geometry().index(hole).expect("on the board");
        let shown = hole_el(root, hole).get_attribute("data-count");
        if shown != Some(pits[i].to_string()) {
            wrong.push(format!("{hole} shows {shown:?} (model {})", pits[i]));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join(", "))
    }
}

async fn check_frame(root: &Element, p: &Position, pits: &[u32], context: &str) {
    wait_until(&format!("the board to show the frame {context}"), || {
        frame_shown(root, p, pits)
    })
    .await;
}

#[wasm_bindgen_test]
async fn step_mode_shows_the_sowing_seed_by_seed_and_lap_by_lap() {
    use mancala_atlas::ui::game::anim::Animation;
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    click_on(&root, "[data-speed=\"step\"]").await;
    wait_for(&root, "[data-speed=\"step\"].on").await;
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    let mv: Move = "a1".parse().expect("a move");
    let (after, trace) = start.play_traced(&mv).expect("legal");
    let mut model = Animation::new(start.clone(), after.clone(), trace);
    click(&hole_el(&root, "a1".parse().expect("hole")));
    check_frame(&root, &start, &model.frame().pits, "before the first seed").await;
    for k in 0..3 {
        click_on(&root, "[data-action=\"step-seed\"]").await;
        model.next_seed();
        check_frame(
            &root,
            &start,
            &model.frame().pits,
            &format!("after seed {}", k + 1),
        )
        .await;
    }
    wait_count(
        &root,
        "svg.board.main .hole.focus",
        1,
        "the hole just sown into is marked",
    )
    .await;
    click_on(&root, "[data-action=\"step-lap\"]").await;
    model.next_lap();
    if !model.done() {
        check_frame(&root, &start, &model.frame().pits, "of the next lap").await;
        wait_text(&root, ".callouts", "the call-outs", |t| {
            t.contains("lifts 4 seeds from a1")
        })
        .await;
    }
    click_on(&root, "[data-action=\"finish\"]").await;
    settled(&root).await;
    check_board(&root, &after, "after the whole move").await;
}

#[wasm_bindgen_test]
async fn the_computer_answers_with_a_legal_move() {
    let root = clean_mount().await;
    start_game_as(&root, GameId::RioKadalis, "computer-north").await;
    click(&hole_el(&root, "c1".parse().expect("hole")));
    // The computer (North) answers: here from the page, since the test runner serves
    // no worker script.
    wait_until("the computer's answer in the move list", || {
        let listed = count(&root, "[data-ply]");
        if listed >= 3 {
            Ok(())
        } else {
            Err(format!("{listed} entries"))
        }
    })
    .await;
    settled(&root).await;
    // The record is exported when the panel is opened.
    click_on(&root, "[data-action=\"record-panel\"]").await;
    let json: HtmlTextAreaElement = wait_for(&root, "[data-export=\"json\"]")
        .await
        .dyn_into()
        .expect("a textarea");
    let record =
        mancala_atlas::engine::Record::from_json(&json.value()).expect("the exported record reads");
    let game = record
        .replay(Effort::Exact)
        .expect("the exported record replays");
    assert_eq!(game.moves()[0].to_string(), "c1");
    assert!(game.moves().len() >= 2, "the computer's move is recorded");
    check_board(&root, game.current(), "after the computer's move").await;
}

#[wasm_bindgen_test]
async fn a_move_by_keyboard_and_the_rules_panel() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    let hole = hole_el(&root, "d1".parse().expect("hole"));
    assert_eq!(
        hole.get_attribute("tabindex").as_deref(),
        Some("0"),
        "legal holes are in the tab order"
    );
    let f = js_sys::Function::new_with_args(
        "el",
        "el.focus(); el.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}))",
    );
    f.call1(&JsValue::NULL, &hole).expect("dispatched");
    let p = Position::start(Rules::default_for(GameId::Hoyito3))
        .play(&"d1".parse().expect("move"))
        .expect("legal");
    settled(&root).await;
    check_board(&root, &p, "after Enter on d1").await;
    // Arrow keys move the focus from hole to hole.
    let a1 = hole_el(&root, "a1".parse().expect("hole"));
    let arrows = js_sys::Function::new_with_args(
        "el",
        "el.focus(); el.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})); \
         document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowUp', bubbles: true})); \
         return document.activeElement.getAttribute('data-hole');",
    );
    let focused = arrows.call1(&JsValue::NULL, &a1).expect("dispatched");
    assert_eq!(
        focused.as_string().as_deref(),
        Some("b2"),
        "right then up from a1"
    );
    let rules = wait_for(&root, "[data-rules=\"hoyito-3\"]")
        .await
        .text_content()
        .unwrap_or_default();
    for needle in [
        "House rules",
        "house rule",
        "Endless sowing",
        "Sources",
        "Readings not taken",
        "Hoyito I",
    ] {
        assert!(rules.contains(needle), "the rules panel mentions {needle}");
    }
}

#[wasm_bindgen_test]
async fn the_hint_shows_every_move_value_and_clears_after_a_move() {
    let root = clean_mount().await;
    start_game_as(&root, GameId::Hoyito3, "computer-north").await;
    // Here the worker's script is not served: the hint comes from the search in the page.
    click_on(&root, "[data-action=\"hint\"]").await;
    let p = Position::start(Rules::default_for(GameId::Hoyito3));
    let legal = p.legal_moves();
    let n = legal.len() as u32;
    wait_count(&root, "[data-hint-move]", n, "one line per legal move").await;
    wait_count(
        &root,
        "svg.board.main [data-hint]",
        n,
        "a value on every playable hole",
    )
    .await;
    assert_eq!(
        count(&board(&root), "[data-hint][data-best=\"true\"]"),
        1,
        "the best move is marked"
    );
    let values = root
        .query_selector_all("[data-hint-value]")
        .expect("selector");
    assert_eq!(values.length(), n, "a value per move");
    for k in 0..values.length() {
        let value = values
            .get(k)
            .and_then(|n| n.dyn_into::<Element>().ok())
            .and_then(|e| e.get_attribute("data-hint-value"))
            .unwrap_or_default();
        let known = value.starts_with("win in ")
            || value.starts_with("loss in ")
            || value == "draw"
            || value.starts_with('+')
            || value.starts_with('-');
        assert!(known, "a value reads {value:?}");
    }
    // A move clears the hint.
    click(&hole_el(&root, legal[0].sow_hole().expect("a sowing")));
    wait_until("the move to be played", || {
        let listed = count(&root, "[data-ply]");
        if listed >= 2 {
            Ok(())
        } else {
            Err(format!("{listed} entries in the move list"))
        }
    })
    .await;
    wait_count(
        &root,
        "svg.board.main [data-hint]",
        0,
        "the hint is gone after the move",
    )
    .await;
}

/// Chooses `code` in the masthead's language switcher, as a person would.
async fn choose_lang(root: &Element, code: &str) {
    let select: HtmlSelectElement = wait_for(root, "select[data-action=\"lang\"]")
        .await
        .dyn_into()
        .expect("a select");
    select.set_value(code);
    let f = js_sys::Function::new_with_args(
        "el",
        "el.dispatchEvent(new Event('change', {bubbles: true}))",
    );
    f.call1(&JsValue::NULL, &select).expect("dispatched");
}

fn app_root(root: &Element) -> Element {
    find(root, "main.app").expect("the app's root")
}

fn html_attr(name: &str) -> Option<String> {
    gloo::utils::document()
        .document_element()
        .and_then(|e| e.get_attribute(name))
}

/// Waits until the page's `<html>` element has `lang` and `dir` as given.
async fn wait_html_lang(lang: &str, dir: &str) {
    wait_until(&format!("<html lang={lang} dir={dir}>"), || {
        let now = (html_attr("lang"), html_attr("dir"));
        if now.0.as_deref() == Some(lang) && now.1.as_deref() == Some(dir) {
            Ok(())
        } else {
            Err(format!("lang {:?}, dir {:?}", now.0, now.1))
        }
    })
    .await;
}

/// Where hole `name` is drawn, as a fraction of the board's width from its left edge.
fn hole_x(root: &Element, name: &str) -> f64 {
    let svg = board(root).get_bounding_client_rect();
    let hole = hole_el(root, name.parse().expect("hole")).get_bounding_client_rect();
    (hole.left() + hole.width() / 2.0 - svg.left()) / svg.width()
}

#[wasm_bindgen_test]
async fn the_switcher_turns_the_interface_turkish_and_persian_without_mirroring_the_board() {
    let root = clean_mount().await;
    // The test page has no stylesheets: add the board's and the app's, as the page has
    // (taken out again by the next test's clean_page).
    common::add_app_styles();
    // English by default (the test browser asks for English).
    assert_eq!(text_of(&root, "[data-action=\"start\"]"), "Play Hoyito III");
    assert_eq!(app_root(&root).get_attribute("dir").as_deref(), Some("ltr"));
    start_game(&root, GameId::Hoyito3).await;
    let (a1, f1) = (hole_x(&root, "a1"), hole_x(&root, "f1"));
    assert!(a1 < f1, "a1 is drawn left of f1 ({a1} vs {f1})");

    // Turkish: the labels change, the choice is kept, the page says which language.
    choose_lang(&root, "tr").await;
    wait_for(&root, "main.app[lang=\"tr\"]").await;
    wait_text(
        &root,
        "[data-action=\"new-game\"]",
        "the Turkish label",
        |t| t == "Yeni oyun",
    )
    .await;
    assert_eq!(text_of(&root, "h1"), "Mancala Atlas");
    let status = text_of(&root, "[data-status]");
    assert!(
        status.contains("Güney"),
        "the status line names Güney: {status}"
    );
    wait_html_lang("tr", "ltr").await;
    wait_until("the switcher's choice to be saved", || {
        let saved = web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .and_then(|s| s.get_item(storage::LANG_KEY).ok().flatten());
        if saved.as_deref() == Some("tr") {
            Ok(())
        } else {
            Err(format!("{saved:?}"))
        }
    })
    .await;

    // Persian: the page runs right to left, the board does not.
    choose_lang(&root, "fa").await;
    wait_for(&root, "main.app[dir=\"rtl\"][lang=\"fa\"]").await;
    wait_html_lang("fa", "rtl").await;
    wait_text(
        &root,
        "[data-action=\"new-game\"]",
        "the Persian label",
        |t| t == "بازی جدید",
    )
    .await;
    let direction = web_sys::window()
        .and_then(|w| w.get_computed_style(&board(&root)).ok().flatten())
        .and_then(|st| st.get_property_value("direction").ok())
        .unwrap_or_default();
    assert_eq!(direction, "ltr", "svg.board keeps direction: ltr");
    let (a1_fa, f1_fa) = (hole_x(&root, "a1"), hole_x(&root, "f1"));
    assert!(
        a1_fa < f1_fa,
        "a1 stays left of f1 in Persian ({a1_fa} vs {f1_fa})"
    );
    assert!(
        (a1_fa - a1).abs() < 0.02 && (f1_fa - f1).abs() < 0.02,
        "the holes keep their places on the board: a1 {a1} → {a1_fa}, f1 {f1} → {f1_fa}"
    );
    // A move still plays and the board still matches the engine.
    click(&hole_el(&root, "c1".parse().expect("hole")));
    let p = Position::start(Rules::default_for(GameId::Hoyito3))
        .play(&"c1".parse().expect("move"))
        .expect("legal");
    settled(&root).await;
    check_board(&root, &p, "after c1 in Persian").await;

    // Back to English.
    choose_lang(&root, "en").await;
    wait_for(&root, "main.app[dir=\"ltr\"][lang=\"en\"]").await;
    wait_text(
        &root,
        "[data-action=\"new-game\"]",
        "the English label",
        |t| t == "New game",
    )
    .await;
    wait_html_lang("en", "ltr").await;
}

#[wasm_bindgen_test]
async fn the_language_comes_from_the_address_then_the_saved_choice_then_the_browser() {
    clean_page().await;
    let local = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage");
    let history = web_sys::window()
        .and_then(|w| w.history().ok())
        .expect("history");
    let location = web_sys::window().expect("a window").location();
    let path = location.pathname().unwrap_or_default();
    let search = location.search().unwrap_or_default();

    // A saved choice: Persian.
    local.set_item(storage::LANG_KEY, "fa").expect("set");
    let root = mount_app();
    wait_for(&root, "main.app[dir=\"rtl\"][lang=\"fa\"]").await;
    wait_text(&root, "h1", "the Persian title", |t| t == "اطلس منقله").await;
    unmount(&root).await;

    // ?lang=tr in the address wins over the saved choice (and is not saved).
    history
        .replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}?lang=tr")))
        .expect("replace state");
    let root = mount_app();
    wait_for(&root, "main.app[lang=\"tr\"]").await;
    wait_text(&root, "[data-action=\"start\"]", "the Turkish label", |t| {
        t == "Hoyito III oyna"
    })
    .await;
    unmount(&root).await;
    assert_eq!(
        local.get_item(storage::LANG_KEY).expect("get").as_deref(),
        Some("fa"),
        "the address's language is not saved"
    );
    history
        .replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}{search}")))
        .expect("replace state");

    // A bad saved value is ignored: the browser's language (English here).
    local.set_item(storage::LANG_KEY, "klingon").expect("set");
    let root = mount_app();
    wait_for(&root, "main.app[lang=\"en\"]").await;
    wait_text(&root, "[data-action=\"start\"]", "the English label", |t| {
        t == "Play Hoyito III"
    })
    .await;
}

// ---- Long sowings: decided off the page's thread ----

/// The record and the move after it of `tests/data/long_sowings.json`'s `quick`
/// fixture: Kiothi after 12 moves, South's `j1/4` undecided by the quick pass (endless,
/// decided exactly in about a millisecond).
fn long_fixture() -> (mancala_atlas::engine::Record, Move) {
    let all: serde_json::Value =
        serde_json::from_str(include_str!("data/long_sowings.json")).expect("JSON");
    let f = &all["quick"];
    (
        mancala_atlas::engine::Record::from_json(&f["record"].to_string()).expect("a record"),
        f["move"].as_str().expect("a move").parse().expect("a move"),
    )
}

/// Stands in for the worker's decisions: keeps each request and its reply until the
/// test answers it.
#[derive(Clone, Default)]
struct FakeDecider(std::rc::Rc<std::cell::RefCell<Vec<Asked>>>);

/// A decide request (the worker's JSON) and where its answer goes.
type Asked = (String, yew::Callback<String>);

impl FakeDecider {
    fn decider(&self) -> mancala_atlas::ui::Decider {
        let asked = self.0.clone();
        mancala_atlas::ui::Decider(std::rc::Rc::new(move |request, reply| {
            asked.borrow_mut().push((request, reply))
        }))
    }
    fn asked(&self) -> usize {
        self.0.borrow().len()
    }
    /// The first request waiting, taken off the list.
    fn take(&self) -> Asked {
        self.0.borrow_mut().remove(0)
    }
}

/// The app on a clean page with `decider` deciding long sowings, a game started.
async fn mount_deciding(decider: Option<mancala_atlas::ui::Decider>) -> Element {
    clean_page().await;
    let root = common::mount::<App>(
        AppProps {
            decider,
            ..AppProps::default()
        },
        None,
    );
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game(&root, GameId::Hoyito3).await;
    root
}

/// Imports `text` through the record panel.
async fn import(root: &Element, text: &str) {
    let area: HtmlTextAreaElement = wait_for(root, "[data-import]")
        .await
        .dyn_into()
        .expect("a textarea");
    area.set_value(text);
    click_on(root, "[data-action=\"import\"]").await;
}

/// Opens the fixture's game by import and checks the board.
async fn open_long_fixture(root: &Element) -> (Game, Move) {
    let (record, mv) = long_fixture();
    import(root, &record.to_string()).await;
    let game = record.replay(Effort::Quick).expect("replays quickly");
    check_board(root, game.current(), "the fixture's game").await;
    (game, mv)
}

#[wasm_bindgen_test]
async fn a_lift_that_needs_deciding_waits_and_cancel_leaves_the_game_as_it_was() {
    use mancala_atlas::ai::protocol;
    let fake = FakeDecider::default();
    let root = mount_deciding(Some(fake.decider())).await;
    let (game, _) = open_long_fixture(&root).await;
    let j1: Hole = "j1".parse().expect("a hole");

    // The chooser shows the lift that needs deciding with a "?", and it can be chosen.
    click(&hole_el(&root, j1));
    let choice = wait_for(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
    assert!(choice.text_content().unwrap_or_default().contains('?'));
    assert_eq!(
        count(&root, "[data-undecided]"),
        1,
        "only j1/4 needs deciding"
    );
    click(&choice);
    wait_text(&root, "[data-status]", "the status says it decides", |t| {
        t.contains("Deciding a very long sowing (move j1/4)")
    })
    .await;
    wait_for(&root, "[data-action=\"cancel-decide\"]").await;
    wait_for(
        &root,
        "svg.board.main[data-deciding=\"true\"] [data-hole=\"j1\"][data-deciding=\"true\"]",
    )
    .await;
    wait_for(&root, "[data-move=\"j1/4\"][data-deciding=\"true\"]").await;
    wait_true("the decider is asked", || fake.asked() == 1).await;
    let (request, stale) = fake.take();
    let r: protocol::Request = serde_json::from_str(&request).expect("a request");
    assert_eq!(r.mode, protocol::Mode::Decide);
    assert_eq!(r.mv.as_deref(), Some("j1/4"));
    let moves = r
        .record
        .as_ref()
        .and_then(|v| v["moves"].as_array())
        .map(Vec::len);
    assert_eq!(moves, Some(12), "the game so far, to replay exactly");
    check_board(&root, game.current(), "nothing is played meanwhile").await;

    // Cancel: the game is as it was; a late answer changes nothing.
    click_on(&root, "[data-action=\"cancel-decide\"]").await;
    wait_text(&root, "[data-notice]", "the cancel is said", |t| {
        t.contains("Stopped deciding (move j1/4)")
    })
    .await;
    wait_count(
        &root,
        "[data-action=\"cancel-decide\"]",
        0,
        "no Cancel left",
    )
    .await;
    wait_count(
        &root,
        "svg.board.main[data-deciding]",
        0,
        "the board is free",
    )
    .await;
    stale.emit(protocol::handle(&request));
    settle().await;
    check_board(&root, game.current(), "after the cancel and a late answer").await;
    wait_for(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;

    // Chosen again and answered: the move is decided (this one is endless: refused with
    // the engine's reason), and the chooser knows it from now on.
    click_on(&root, "[data-move=\"j1/4\"]").await;
    wait_true("the decider is asked again", || fake.asked() == 1).await;
    let (request, reply) = fake.take();
    reply.emit(protocol::handle(&request));
    wait_text(
        &root,
        "[data-notice=\"error\"]",
        "the move's refusal",
        |t| t.contains("j1/4 cannot be played") && t.contains("never end"),
    )
    .await;
    wait_for(&root, "[data-move=\"j1/4\"].illegal").await;
    wait_count(&root, "[data-undecided]", 0, "nothing left to decide").await;
    wait_count(
        &root,
        "[data-action=\"cancel-decide\"]",
        0,
        "no Cancel left",
    )
    .await;
    check_board(&root, game.current(), "after the answer").await;

    // The share link carries the decision.
    click_on(&root, "[data-action=\"record-panel\"]").await;
    let link: HtmlInputElement = wait_for(&root, "[data-share]")
        .await
        .dyn_into()
        .expect("an input");
    assert!(link.value().contains("&d="), "{}", link.value());

    // A reload keeps it: nothing is asked again.
    settle().await;
    unmount(&root).await;
    let root = common::mount::<App>(
        AppProps {
            decider: Some(fake.decider()),
            ..AppProps::default()
        },
        None,
    );
    wait_for(&root, "svg.board.main[data-game=\"kiothi\"]").await;
    check_board(&root, game.current(), "after the reload").await;
    click(&hole_el(&root, j1));
    click_on(&root, "[data-move=\"j1/4\"].illegal").await;
    wait_text(&root, "[data-notice=\"error\"]", "refused at once", |t| {
        t.contains("j1/4 cannot be played")
    })
    .await;
    assert_eq!(fake.asked(), 0, "decided once, never again");
    assert_eq!(count(&root, "[data-action=\"cancel-decide\"]"), 0);
}

#[wasm_bindgen_test]
async fn a_record_that_needs_deciding_waits_beside_the_import_box() {
    use mancala_atlas::ai::protocol;
    let fake = FakeDecider::default();
    let root = mount_deciding(Some(fake.decider())).await;
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    // Its last move is the one the quick pass cannot decide.
    let (mut record, mv) = long_fixture();
    record.moves.push(mv);
    import(&root, &record.to_string()).await;
    wait_text(
        &root,
        "[data-import-message=\"deciding\"]",
        "the import box says it decides",
        |t| t.contains("the imported game"),
    )
    .await;
    wait_true("the decider is asked", || fake.asked() == 1).await;
    check_board(&root, &start, "the game on the board stays meanwhile").await;
    let (request, reply) = fake.take();
    reply.emit(protocol::handle(&request));
    wait_text(
        &root,
        "[data-import-message=\"error\"]",
        "the refusal beside the box",
        |t| t.contains("move 13 (j1/4)") && t.contains("never end"),
    )
    .await;
    check_board(&root, &start, "nothing the player had is lost").await;
}

#[wasm_bindgen_test]
async fn a_your_move_link_and_an_analysis_move_that_need_deciding_wait_for_the_worker() {
    use mancala_atlas::ai::protocol;
    let fake = FakeDecider::default();
    let root = mount_deciding(Some(fake.decider())).await;
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    // A correspondence game's "your move" link whose last move the quick pass cannot
    // decide, pasted into the address bar: it waits for the worker like any link.
    let (mut record, mv) = long_fixture();
    record.moves.push(mv);
    common::paste_link(&mancala_atlas::ui::game::share::letter_fragment(
        &record, "corr-7",
    ));
    wait_text(&root, "[data-status]", "the status says it decides", |t| {
        t.contains("Deciding a very long sowing (the shared game)")
    })
    .await;
    wait_for(&root, "[data-action=\"cancel-decide\"]").await;
    wait_true("the decider is asked", || fake.asked() == 1).await;
    let (request, reply) = fake.take();
    let r: protocol::Request = serde_json::from_str(&request).expect("a request");
    assert_eq!((r.mode, r.mv), (protocol::Mode::Decide, None));
    let moves = r
        .record
        .as_ref()
        .and_then(|v| v["moves"].as_array())
        .map(Vec::len);
    assert_eq!(moves, Some(13), "the link's record, to replay exactly");
    check_board(&root, &start, "the game on the board stays meanwhile").await;
    reply.emit(protocol::handle(&request));
    wait_text(
        &root,
        "[data-notice=\"error\"]",
        "the link's refusal",
        |t| t.contains("move 13 (j1/4)") && t.contains("never end"),
    )
    .await;
    wait_count(&root, "[data-action=\"cancel-decide\"]", 0, "nothing waits").await;
    check_board(&root, &start, "nothing the player had is lost").await;

    // The analysis board: its lift that needs deciding waits too (the graph asks for
    // nothing meanwhile: the state's test checks that).
    let (game, _) = open_long_fixture(&root).await;
    let j1: Hole = "j1".parse().expect("a hole");
    click_on(&root, "[data-action=\"analyse\"]").await;
    wait_for(&root, "[data-analysis]").await;
    click(&hole_el(&root, j1));
    click_on(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
    wait_text(
        &root,
        "[data-status]",
        "deciding on the analysis board",
        |t| t.starts_with("Analysis: Deciding a very long sowing (move j1/4)"),
    )
    .await;
    wait_true("the decider is asked", || fake.asked() == 1).await;
    click_on(&root, "[data-action=\"graph\"]").await;
    // Cancel: the graph is computed (here by the search in the page).
    let (stale, late) = fake.take();
    click_on(&root, "[data-action=\"cancel-decide\"]").await;
    wait_for(&root, "[data-graph-progress=\"13/13\"]").await;
    late.emit(protocol::handle(&stale));
    settle().await;
    check_board(&root, game.current(), "the analysis board as it was").await;
    // Asked again, then the analysis left: what waited is dropped, and its answer
    // changes nothing (the game never learns what the analysis board asked).
    click(&hole_el(&root, j1));
    click_on(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
    wait_true("the decider is asked again", || fake.asked() == 1).await;
    let (request, reply) = fake.take();
    click_on(&root, "[data-action=\"leave-analysis\"]").await;
    wait_count(&root, "[data-analysis]", 0, "back to the game").await;
    wait_count(&root, "[data-action=\"cancel-decide\"]", 0, "nothing waits").await;
    reply.emit(protocol::handle(&request));
    settle().await;
    check_board(&root, game.current(), "the game as it was").await;
    click(&hole_el(&root, j1));
    wait_for(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
}

#[wasm_bindgen_test]
async fn without_a_worker_a_move_that_needs_deciding_is_left_unplayed_and_said() {
    // wasm-bindgen-test-runner serves no worker script: the app cannot start one.
    let root = mount_deciding(None).await;
    let (game, _) = open_long_fixture(&root).await;
    click(&hole_el(&root, "j1".parse().expect("a hole")));
    click_on(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
    wait_text(&root, "[data-notice=\"error\"]", "the page says why", |t| {
        t.contains("Could not decide (move j1/4)") && t.contains("could not start one")
    })
    .await;
    wait_count(&root, "[data-action=\"cancel-decide\"]", 0, "nothing waits").await;
    check_board(&root, game.current(), "the move is not played").await;
    wait_for(&root, "[data-move=\"j1/4\"][data-undecided=\"true\"]").await;
}

#[wasm_bindgen_test]
async fn after_jumping_back_the_move_list_still_names_every_mover() {
    let root = clean_mount().await;
    start_game(&root, GameId::Hoyito3).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    for k in 0..4 {
        let p = g.current().clone();
        let mv = p.legal_moves()[k % 2];
        play_by_clicks(&root, &p, &mv).await;
        g.play(&mv, Effort::Exact).expect("legal");
        settled(&root).await;
        check_board(&root, g.current(), &format!("after move {}", k + 1)).await;
    }
    click_on(&root, "[data-ply=\"0\"]").await;
    wait_for(&root, "[data-ply=\"0\"].current").await;
    check_board(&root, g.start(), "back at the start").await;
    let want: Vec<String> = g.positions()[..4]
        .iter()
        .zip(g.moves())
        .map(|(p, mv)| format!("{}{mv}", &p.to_move().name()[..1].to_uppercase()))
        .collect();
    wait_until("every move to name its player (S or N), none a ·", || {
        let shown: Vec<String> = (1..=4)
            .map(|n| {
                let who = text_of(&root, &format!("[data-ply=\"{n}\"] .who"));
                let mv = text_of(&root, &format!("[data-ply=\"{n}\"] .mv"));
                format!("{who}{mv}")
            })
            .collect();
        if shown == want {
            Ok(())
        } else {
            Err(format!("{shown:?}, want {want:?}"))
        }
    })
    .await;
}

/// Where the characters `from..to` of `el`'s first text node are drawn (their left edge).
fn char_left(el: &Element, from: u32, to: u32) -> f64 {
    let f = js_sys::Function::new_with_args(
        "el, from, to",
        "const r = document.createRange(); r.setStart(el.firstChild, from); r.setEnd(el.firstChild, to); \
         return r.getBoundingClientRect().left;",
    );
    f.call3(&JsValue::NULL, el, &from.into(), &to.into())
        .expect("measured")
        .as_f64()
        .expect("a number")
}

#[wasm_bindgen_test]
async fn a_kiothi_redistribution_hint_stays_in_the_page_and_persian_keeps_each_value_apart() {
    clean_page().await;
    common::add_app_styles();
    // A phone's width: nothing may push the page wider than that.
    let root = common::mount::<App>(AppProps::default(), Some("width: 390px"));
    start_game(&root, GameId::Kiothi).await;
    click_on(&root, "[data-action=\"hint\"]").await;
    wait_until("the hint's lines", || {
        match count(&root, "[data-hint-move]") {
            0 => Err("none".to_string()),
            n => Ok(n),
        }
    })
    .await;
    wait_until("the app to keep within its 390 px", || {
        common::no_sideways_overflow(&root)
    })
    .await;
    choose_lang(&root, "fa").await;
    wait_for(&root, "main.app[lang=\"fa\"]").await;
    wait_until("the app to keep within its 390 px in Persian", || {
        common::no_sideways_overflow(&root)
    })
    .await;
    let lines = root
        .query_selector_all("[data-hint-move]")
        .expect("selector");
    let mut estimates = 0;
    for i in 0..lines.length() {
        let li: Element = lines.item(i).expect("item").dyn_into().expect("element");
        let mv = find(&li, ".hint-move")
            .expect("the move")
            .get_bounding_client_rect();
        let value_el = find(&li, ".hint-value").expect("the value");
        let value = value_el.get_bounding_client_rect();
        // Right to left the value follows the move on its left, with a gap (or on a
        // line of its own below it).
        let apart = value.right() + 4.0 <= mv.left() || value.top() >= mv.bottom() - 1.0;
        assert!(
            apart,
            "line {i}: value {}–{} and move {}–{} touch",
            value.left(),
            value.right(),
            mv.left(),
            mv.right()
        );
        let text = value_el.text_content().unwrap_or_default();
        let chars: Vec<char> = text.chars().collect();
        if let Some(sign) = chars.iter().position(|c| *c == '+' || *c == '-') {
            let digit = sign + 1;
            assert!(
                chars.get(digit).is_some_and(char::is_ascii_digit),
                "{text:?}"
            );
            let (sign_x, digit_x) = (
                char_left(
                    &value_el,
                    utf16_at(&chars, sign),
                    utf16_at(&chars, sign) + 1,
                ),
                char_left(
                    &value_el,
                    utf16_at(&chars, digit),
                    utf16_at(&chars, digit) + 1,
                ),
            );
            assert!(
                sign_x < digit_x,
                "{text:?}: the sign is drawn before its number"
            );
            estimates += 1;
        }
    }
    assert!(estimates > 0, "the opening's values are estimates");
}

/// The UTF-16 offset of `chars[i]` (what a DOM range counts in).
fn utf16_at(chars: &[char], i: usize) -> u32 {
    chars[..i].iter().map(|c| c.len_utf16() as u32).sum()
}

/// Whether `text` holds a Persian or Arabic-Indic digit.
fn has_eastern_digit(text: &str) -> bool {
    text.chars()
        .any(|c| ('\u{0660}'..='\u{0669}').contains(&c) || ('\u{06F0}'..='\u{06F9}').contains(&c))
}

/// Waits until the page's title is `want`.
async fn wait_title(want: &str) {
    wait_until(&format!("the page's title {want:?}"), || {
        let title = gloo::utils::document().title();
        if title == want {
            Ok(())
        } else {
            Err(title)
        }
    })
    .await;
}

#[wasm_bindgen_test]
async fn persian_writes_latin_digits_throughout_and_translates_the_page_title() {
    clean_page().await;
    local().set_item(storage::LANG_KEY, "fa").expect("set");
    let root = mount_app();
    wait_for(&root, "main.app[lang=\"fa\"]").await;
    wait_title("اطلس منقله").await;
    // A game with moves, a hint and the rules open, then the start screen listing it
    // with its date.
    // (Two people on this device: the test plays both sides.)
    start_game(&root, GameId::RioKadalis).await;
    let mut g = Game::from_rules(Rules::default_for(GameId::RioKadalis));
    for _ in 0..2 {
        let p = g.current().clone();
        let mv = p.legal_moves()[0];
        play_by_clicks(&root, &p, &mv).await;
        g.play(&mv, Effort::Exact).expect("legal");
        settled(&root).await;
    }
    check_board(&root, g.current(), "two moves in Persian").await;
    click_on(&root, "[data-action=\"hint\"]").await;
    wait_until("the hint", || match count(&root, "[data-hint-move]") {
        0 => Err("none".to_string()),
        _ => Ok(()),
    })
    .await;
    let rules: HtmlElement = wait_for(&root, "details.rules")
        .await
        .dyn_into()
        .expect("details");
    rules.set_attribute("open", "").expect("open");
    let play_text = app_root(&root).text_content().unwrap_or_default();
    assert!(
        !has_eastern_digit(&play_text),
        "the game screen writes Latin digits: {play_text}"
    );
    assert!(play_text.contains("ریو کادالیس"), "in Persian: {play_text}");
    click_on(&root, "[data-action=\"new-game\"]").await;
    wait_for(&root, "[data-recent] .saved-when").await;
    let start_text = app_root(&root).text_content().unwrap_or_default();
    assert!(
        !has_eastern_digit(&start_text),
        "the start screen (and the saved game's date) write Latin digits: {start_text}"
    );
    choose_lang(&root, "en").await;
    wait_title("Mancala Atlas").await;
}

/// The width of `el`'s drawing (`getBBox`), in the board's units.
fn bbox_width(el: &Element) -> f64 {
    js_sys::Function::new_with_args("el", "return el.getBBox().width;")
        .call1(&JsValue::NULL, el)
        .expect("measured")
        .as_f64()
        .expect("a number")
}

#[wasm_bindgen_test]
async fn every_prison_label_fits_its_prison_in_every_language() {
    let root = clean_mount().await;
    common::add_app_styles();
    start_game(&root, GameId::Kiothi).await;
    for lang in ["tr", "fa", "en"] {
        choose_lang(&root, lang).await;
        wait_for(&root, &format!("main.app[lang=\"{lang}\"]")).await;
        wait_until(
            &format!("every prison label inside its prison ({lang})"),
            || {
                let prisons = board(&root)
                    .query_selector_all(".prison")
                    .expect("selector");
                let mut seen = Vec::new();
                for i in 0..prisons.length() {
                    let prison: Element =
                        prisons.item(i).expect("item").dyn_into().expect("element");
                    let room = bbox_width(&find(&prison, ".prison-floor").expect("its floor"));
                    let labels = prison
                        .query_selector_all(".prison-label")
                        .expect("selector");
                    for k in 0..labels.length() {
                        let label: Element =
                            labels.item(k).expect("item").dyn_into().expect("element");
                        let w = bbox_width(&label);
                        if w > room - 12.0 + 0.5 {
                            seen.push(format!(
                                "{:?} is {w:.0} wide in {room:.0}",
                                label.text_content().unwrap_or_default()
                            ));
                        }
                    }
                }
                if seen.is_empty() {
                    Ok(())
                } else {
                    Err(seen.join("; "))
                }
            },
        )
        .await;
    }
}

/// The texts drawn on the board `svg` whose boxes overlap another's (more than a pixel
/// each way): `Err` naming them.
fn texts_apart(svg: &Element) -> Result<(), String> {
    let all = svg.query_selector_all("text").expect("selector");
    let mut boxes = Vec::new();
    for i in 0..all.length() {
        let el: Element = all.item(i).expect("item").dyn_into().expect("element");
        let text = el.text_content().unwrap_or_default();
        let r = el.get_bounding_client_rect();
        if text.trim().is_empty() || r.width() == 0.0 {
            continue;
        }
        boxes.push((text, r.left(), r.top(), r.right(), r.bottom()));
    }
    let mut clashes = Vec::new();
    for (i, a) in boxes.iter().enumerate() {
        for b in &boxes[i + 1..] {
            let across = a.3.min(b.3) - a.1.max(b.1);
            let down = a.4.min(b.4) - a.2.max(b.2);
            if across > 1.0 && down > 1.0 {
                clashes.push(format!("{:?} and {:?}", a.0, b.0));
            }
        }
    }
    if clashes.is_empty() {
        Ok(())
    } else {
        Err(clashes.join("; "))
    }
}

/// The centre of `el` on the screen.
fn centre(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

#[wasm_bindgen_test]
async fn coordinates_run_along_the_board_and_the_setting_is_kept() {
    let root = clean_mount().await;
    common::add_app_styles();
    start_game(&root, GameId::Hoyito3).await;
    let svg = board(&root);
    wait_count(&root, "svg.board.main .coordinate", 8, "a to f and 1, 2").await;
    // Each letter under its file's holes, each number beside its rank's row.
    let coords = svg.query_selector_all(".coordinate").expect("selector");
    for i in 0..coords.length() {
        let c: Element = coords.item(i).expect("item").dyn_into().expect("element");
        let text = c.text_content().unwrap_or_default();
        let (x, y) = centre(&c);
        if let Ok(rank) = text.parse::<u8>() {
            let hole = hole_el(&root, Hole::new(0, rank - 1));
            let (hx, hy) = centre(&find(&hole, ".pit").expect("a pit"));
            assert!((y - hy).abs() < 2.0 && x < hx, "{text} beside rank {rank}");
        } else {
            let file = text.as_bytes()[0] - b'a';
            let hole = hole_el(&root, Hole::new(file, 0));
            let (hx, hy) = centre(&find(&hole, ".pit").expect("a pit"));
            assert!((x - hx).abs() < 2.0 && y > hy, "{text} under file {text}");
        }
    }
    wait_until("the board's labels apart", || texts_apart(&board(&root))).await;
    // A setting: off, and still off after a reload.
    let button = wait_for(&root, "[data-action=\"coordinates\"]").await;
    assert_eq!(
        button.get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
    click(&button);
    wait_count(&root, "svg.board.main .coordinate", 0, "coordinates off").await;
    wait_attr(&button, "aria-pressed", Some("false"), "the button says so").await;
    settle().await;
    unmount(&root).await;
    let root = mount_app();
    wait_for(&root, "svg.board.main[data-game=\"hoyito-3\"]").await;
    let button = wait_for(&root, "[data-action=\"coordinates\"]").await;
    wait_attr(
        &button,
        "aria-pressed",
        Some("false"),
        "kept after a reload",
    )
    .await;
    assert_eq!(count(&board(&root), ".coordinate"), 0);
    click(&button);
    wait_count(
        &root,
        "svg.board.main .coordinate",
        8,
        "coordinates on again",
    )
    .await;
}

#[wasm_bindgen_test]
async fn playing_north_against_the_computer_turns_the_board_and_the_notation_stays() {
    let root = clean_mount().await;
    common::add_app_styles();
    start_game_as(&root, GameId::Hoyito3, "computer-south").await;
    let svg = board(&root);
    wait_attr(&svg, "data-flipped", Some("true"), "North at the bottom").await;
    // The computer (South) moves first.
    wait_until("South's move", || match count(&root, "[data-ply]") {
        n if n >= 2 => Ok(()),
        n => Err(format!("{n} entries")),
    })
    .await;
    settled(&root).await;
    let (a1, f1) = (hole_x(&root, "a1"), hole_x(&root, "f1"));
    assert!(
        a1 > f1,
        "seen from North, a1 is on the right ({a1} vs {f1})"
    );
    let (_, y_a1) = centre(&hole_el(&root, "a1".parse().expect("hole")));
    let (_, y_a2) = centre(&hole_el(&root, "a2".parse().expect("hole")));
    assert!(y_a2 > y_a1, "North's row a2…f2 at the bottom");
    let north_band = find(&svg, ".band.north").expect("North's band");
    let south_band = find(&svg, ".band.south").expect("South's band");
    assert!(
        centre(&north_band).1 > centre(&south_band).1,
        "North's name below"
    );
    // The holes keep their names: a click on a2 plays a2.
    let record = {
        let json: String = js_sys::Function::new_no_args(
            "return [...document.querySelectorAll('[data-ply] .mv')].map(e => e.textContent).join(' ')",
        )
        .call0(&JsValue::NULL)
        .expect("read")
        .as_string()
        .unwrap_or_default();
        json
    };
    let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    for mv in record.split_whitespace() {
        g.play(&mv.parse().expect("a move"), Effort::Exact)
            .expect("legal");
    }
    let mine = g
        .current()
        .legal_moves()
        .into_iter()
        .next()
        .expect("North can move");
    click(&hole_el(&root, mine.sow_hole().expect("a sowing")));
    let n = g.moves().len() + 1;
    wait_text(
        &root,
        &format!("[data-ply=\"{n}\"] .mv"),
        "the move list names the hole clicked",
        |t| t == mine.to_string(),
    )
    .await;
    // The arrow keys follow the screen: right of a2 is b2 seen from South, but seen
    // from North the hole on the right of b2 is a2.
    let b2 = hole_el(&root, "b2".parse().expect("hole"));
    let right = js_sys::Function::new_with_args(
        "el",
        "el.focus(); el.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})); \
         return document.activeElement.getAttribute('data-hole');",
    )
    .call1(&JsValue::NULL, &b2)
    .expect("dispatched");
    assert_eq!(right.as_string().as_deref(), Some("a2"));
    // The button turns it back.
    click_on(&root, "[data-action=\"flip\"]").await;
    wait_attr(&board(&root), "data-flipped", Some("false"), "turned back").await;
    let (a1, f1) = (hole_x(&root, "a1"), hole_x(&root, "f1"));
    assert!(a1 < f1, "South at the bottom again ({a1} vs {f1})");
}

#[wasm_bindgen_test]
async fn the_seeds_in_hand_are_counted_over_the_hole_and_no_label_overprints_another() {
    for game in GameId::ALL {
        clean_page().await;
        common::add_app_styles();
        let root = common::mount::<App>(AppProps::default(), Some("width: 390px"));
        wait_for(&root, "[data-action=\"start\"]").await;
        start_game(&root, game).await;
        wait_until(
            &format!("{} at the start: labels apart", game.name()),
            || texts_apart(&board(&root)),
        )
        .await;
        if game == GameId::Kiothi {
            continue;
        }
        click_on(&root, "[data-speed=\"step\"]").await;
        wait_for(&root, "[data-speed=\"step\"].on").await;
        let p = Position::start(Rules::default_for(game));
        let mv = p.legal_moves()[0];
        click(&hole_el(&root, mv.sow_hole().expect("a sowing")));
        // One seed sown: the rest are still in hand.
        click_on(&root, "[data-action=\"step-seed\"]").await;
        let tag = wait_for(&root, "svg.board.main .hand-tag").await;
        let focus = wait_for(&root, "svg.board.main .hole.focus").await;
        assert_eq!(
            tag.get_attribute("data-hand-hole"),
            focus.get_attribute("data-hole"),
            "{}: the hand is counted over the hole the sowing is at",
            game.name()
        );
        let (tag_x, _) = centre(&tag);
        let (hole_x, _) = centre(&find(&focus, ".pit").expect("a pit"));
        assert!(
            (tag_x - hole_x).abs() < 2.0,
            "{}: centred over it",
            game.name()
        );
        wait_until(&format!("{} sowing: labels apart", game.name()), || {
            texts_apart(&board(&root))
        })
        .await;
    }
}

#[wasm_bindgen_test]
async fn upright_kiothi_puts_both_names_above_and_keeps_every_label_apart() {
    use mancala_atlas::ui::board::view::BoardProps;
    use mancala_atlas::ui::game::{Mode, SetupAction, Speed, State};
    use mancala_atlas::ui::Board;
    clean_page().await;
    common::add_app_styles();
    for flipped in [false, true] {
        let mode = if flipped {
            Mode::VsComputer {
                computer: mancala_atlas::engine::Player::South,
            }
        } else {
            Mode::TwoPlayers
        };
        let s = State::new(Speed::Instant)
            .reduce(SetupAction::ChooseGame(GameId::Kiothi))
            .reduce(SetupAction::SetMode(mode))
            .reduce(SetupAction::Start);
        assert_eq!(s.board_view().flipped, flipped);
        let props = yew::props!(BoardProps {
            view: s.board_view(),
            portrait: true,
        });
        let root = common::mount::<Board>(props, Some("width: 390px"));
        let svg = wait_for(&root, "svg.board.main.portrait").await;
        wait_until("every label apart", || texts_apart(&svg)).await;
        let wood = find(&svg, "rect.wood")
            .expect("the wood")
            .get_bounding_client_rect();
        let (south, north) = (
            find(&svg, ".band.south .band-name").expect("South's name"),
            find(&svg, ".band.north .band-name").expect("North's name"),
        );
        for name in [&south, &north] {
            assert!(
                name.get_bounding_client_rect().bottom() <= wood.top() + 1.0,
                "both names above the upright board"
            );
        }
        // Each name on the side of its own row.
        let (sx, nx) = (centre(&south).0, centre(&north).0);
        let (a1, a2) = (
            centre(&find(&svg, "[data-hole=\"a1\"]").expect("a1")).0,
            centre(&find(&svg, "[data-hole=\"a2\"]").expect("a2")).0,
        );
        assert_eq!(
            sx > nx,
            a1 > a2,
            "flipped {flipped}: names beside their rows"
        );
        // Every prison's count and its owner's name apart (the badge included).
        let prisons = svg.query_selector_all(".prison").expect("selector");
        for i in 0..prisons.length() {
            let prison: Element = prisons.item(i).expect("item").dyn_into().expect("element");
            let badge = find(&prison, ".badge")
                .expect("a badge")
                .get_bounding_client_rect();
            let name = find(&prison, ".prison-label")
                .expect("a name")
                .get_bounding_client_rect();
            let apart = name.top() >= badge.bottom() - 0.5
                || name.bottom() <= badge.top() + 0.5
                || name.left() >= badge.right() - 0.5
                || name.right() <= badge.left() + 0.5;
            assert!(
                apart,
                "flipped {flipped}: a prison's name clear of its count"
            );
        }
        unmount(&root).await;
    }
}

#[wasm_bindgen_test]
async fn the_loading_frame_goes_once_the_app_is_drawn() {
    clean_page().await;
    let body: Element = gloo::utils::document().body().expect("a body").into();
    let frame = common::fresh_element("div", &body);
    frame.set_id(storage::LOADING_FRAME);
    frame.set_text_content(Some("Loading the boards…"));
    let root = mount_app();
    wait_for(&root, "[data-action=\"start\"]").await;
    wait_until(
        "the loading frame to be gone",
        || match gloo::utils::document().get_element_by_id(storage::LOADING_FRAME) {
            None => Ok(()),
            Some(_) => Err("still in the page".to_string()),
        },
    )
    .await;
}

/// The app's start screen and masthead are the light start screen's drawing
/// (`start::page`, what a first visitor chooses with before the app has come), element for
/// element, for each game chosen with another option, mode and level, in Turkish too: the
/// app takes over a choice and shows it as the light screen did.
#[wasm_bindgen_test]
async fn the_start_screen_is_drawn_as_the_light_start_screen_is() {
    use mancala_atlas::ui::board::tree::Node;
    use mancala_atlas::ui::game::{Mode, SetupForm};
    use mancala_atlas::ui::i18n::Lang;
    use mancala_atlas::ui::start::page::{self, Choice};
    let root = clean_mount().await;
    let doc = gloo::utils::document();
    // An element as text, its attributes in name order (Yew adds an attribute to an
    // element it keeps at the end, where markup has it in its place: the same element).
    let canon = js_sys::Function::new_with_args(
        "el",
        "const c = (n) => n.nodeType === 3 ? n.data : n.nodeType !== 1 ? '' : \
         `<${n.localName} ${[...n.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort().join(' ')}>` + \
         [...n.childNodes].map(c).join('') + `</${n.localName}>`; return c(el);",
    );
    let text = move |el: &Element| {
        canon
            .call1(&JsValue::NULL, el)
            .unwrap()
            .as_string()
            .unwrap()
    };
    // The markup's element as text.
    let written = |markup: &str| {
        let div = doc.create_element("div").unwrap();
        div.set_inner_html(markup);
        text(&div.first_element_child().expect("an element"))
    };
    let cases = [
        (GameId::Katro, "computer-north", "hard", Lang::En),
        (GameId::RioKadalis, "two-players", "easy", Lang::En),
        (GameId::Hoyito3, "correspondence-south", "expert", Lang::Tr),
        (GameId::Kiothi, "computers", "beginner", Lang::Tr),
    ];
    for (game, mode, level, lang) in cases {
        choose_lang(&root, lang.code()).await;
        wait_html_lang(lang.code(), "ltr").await;
        click_on(&root, &format!("[data-game-card=\"{}\"]", game.id())).await;
        wait_for(&root, &format!("[data-game-card=\"{}\"].on", game.id())).await;
        // The first option's last choice, as the select offers it.
        let select: HtmlSelectElement = find(&root, "select[data-option]")
            .expect("an option")
            .dyn_into()
            .unwrap();
        let key = select.get_attribute("data-option").unwrap();
        let options = select.query_selector_all("option").unwrap();
        let last: Element = options
            .item(options.length() - 1)
            .unwrap()
            .dyn_into()
            .unwrap();
        let value = last.get_attribute("value").unwrap();
        select.set_value(&value);
        let fire = js_sys::Function::new_with_args(
            "el",
            "el.dispatchEvent(new Event('change', {bubbles: true}))",
        );
        fire.call1(&JsValue::NULL, &select).unwrap();
        choose_mode(&root, mode).await;
        let level_select: HtmlSelectElement = find(&root, "select[data-level]")
            .unwrap()
            .dyn_into()
            .unwrap();
        level_select.set_value(level);
        fire.call1(&JsValue::NULL, &level_select).unwrap();

        let mut setup = SetupForm::default();
        for c in [
            Choice::Game(game.id().to_string()),
            Choice::Option(key.clone(), value.clone()),
            Choice::Mode(mode.to_string()),
            Choice::Level(level.to_string()),
        ] {
            page::choose(&mut setup, &c, lang).unwrap();
        }
        assert_eq!(Mode::from_id(mode), Some(setup.mode));
        let want = written(&Node::from(page::screen(&setup, lang, false, 4)).markup());
        let got = wait_until(
            &format!("{game:?}: the app's start screen to be the light one's"),
            || {
                let section = find(&root, "section.start").ok_or("no start screen")?;
                let copy: Element = section
                    .clone_node_with_deep(true)
                    .unwrap()
                    .dyn_into()
                    .unwrap();
                // The app's own parts, after all the light one draws: the saved games
                // and "Record a game" (the light start bundle does not carry it).
                for own in [".saved", ".record-entry"] {
                    if let Some(el) = copy.query_selector(own).unwrap() {
                        el.remove();
                    }
                }
                let got = text(&copy);
                if got == want {
                    Ok(got)
                } else {
                    let at = got
                        .bytes()
                        .zip(want.bytes())
                        .take_while(|(a, b)| a == b)
                        .count();
                    let around = |s: &str| {
                        s.get(at.saturating_sub(100)..(at + 100).min(s.len()))
                            .unwrap_or("")
                            .to_string()
                    };
                    Err(format!(
                        "differs at byte {at}:\n app:   …{}…\n light: …{}…",
                        around(&got),
                        around(&want)
                    ))
                }
            },
        )
        .await;
        assert!(got.contains("svg"));
        let masthead = text(&find(&root, "header.masthead").unwrap());
        assert_eq!(
            masthead,
            written(&Node::from(page::masthead(lang, None)).markup())
        );
    }
    choose_lang(&root, "en").await;
    wait_html_lang("en", "ltr").await;
    unmount(&root).await;
}
