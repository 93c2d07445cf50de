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

use mancala_atlas::engine::{Game, GameId, Hole, Move, Phase, Position, Redistribution, Rules};
use mancala_atlas::ui::state::save;
use mancala_atlas::ui::{storage, App};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

mod common;
#[path = "browser/features.rs"]
mod features;
use common::{
    clean_page, click, click_on, count, find, holes_match, settle, text_of, unmount, wait_attr,
    wait_count, wait_for, wait_text, wait_until,
};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app in a fresh element at the end of the page.
fn mount_app() -> Element {
    common::mount::<App>((), None)
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

async fn start_game(root: &Element, game: GameId) {
    click_on(root, &format!("[data-game-card=\"{}\"]", game.id())).await;
    wait_for(root, &format!("[data-game-card=\"{}\"].on", game.id())).await;
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
        g.play(&mv).expect("a legal move");
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
        g.play(&mv).expect("legal");
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
        g.play(&mv.parse().expect("a move")).expect("legal");
    }
    check_board(&root, g.current(), "the migrated game").await;
    assert_eq!(texts(&root, "[data-ply]").len(), 4, "start + the 3 moves");
    let redo = wait_for(&root, "[data-action=\"redo\"]").await;
    assert!(!redo.has_attribute("disabled"), "b1 can still be redone");
    wait_for(&root, "[data-speed=\"fast\"][aria-pressed=\"true\"]").await;
    assert_eq!(local().get_item(save::V1_SAVE_KEY).expect("get"), None);
    assert_eq!(game_keys().len(), 1, "one version 2 save");
    let text = local()
        .get_item(&game_keys()[0])
        .expect("get")
        .expect("the game");
    let saved = save::read(&text, 0.0).expect("a version 2 save");
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
    web_sys::window()
        .expect("a window")
        .location()
        .set_hash("game=katro&moves=a1")
        .expect("hash");
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
    use mancala_atlas::ui::state::Session;
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
        g.play(&c1).expect("legal");
        g.play(&north).expect("legal");
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
    use mancala_atlas::ui::anim::Animation;
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
    choose_mode(&root, "computer-north").await;
    start_game(&root, GameId::RioKadalis).await;
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
    let game = record.replay().expect("the exported record replays");
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
    choose_mode(&root, "computer-north").await;
    start_game(&root, GameId::Hoyito3).await;
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
    let head: Element = gloo::utils::document().head().expect("a head").into();
    let style = common::fresh_element("style", &head);
    style.set_text_content(Some(concat!(
        include_str!("../static/style.css"),
        include_str!("../static/board.css")
    )));
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
