//! Browser tests of issue 20, part 4: the museum kiosk (`?kiosk=yes`), on a 390 px phone,
//! with a test clock (never a real wait): the lessons and a game against the computer
//! offered first, touch targets of at least 48 px, no link that leaves the app, nothing
//! kept, and after three minutes without a touch — a countdown first, which a touch
//! stops — the start screen again with nothing of the last visitor. Included from
//! `tests/browser.rs` (its helpers are `super::`).

use mancala_atlas::engine::{Game, GameId, Move, Rules};
use mancala_atlas::ui::kiosk::{leaves_app, COUNTDOWN_MS, IDLE_MS};
use mancala_atlas::ui::{App, AppProps, KioskClock};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use super::common::{
    add_app_styles, address_hash, clean_page, click, click_on, count, find, holes_match,
    no_sideways_overflow, open_address_with_query, wait_for, wait_until,
};

/// Puts `?kiosk=yes` (and `hash`) in the page's address, as the museum's link does.
fn kiosk_address(hash: &str) {
    open_address_with_query("?kiosk=yes", hash);
}

fn mount_kiosk(clock: &KioskClock) -> Element {
    add_app_styles();
    super::common::mount::<App>(
        AppProps {
            clock: Some(clock.clone()),
            ..AppProps::default()
        },
        Some("width: 390px"),
    )
}

/// A touch on the page (what the kiosk listens for).
fn touch() {
    let e = web_sys::Event::new("pointerdown").expect("an event");
    gloo::utils::document()
        .dispatch_event(&e)
        .expect("dispatched");
}

/// Every item kept by the page, in both storages.
fn kept() -> usize {
    let w = web_sys::window().expect("a window");
    [w.local_storage(), w.session_storage()]
        .into_iter()
        .filter_map(|s| s.ok().flatten())
        .map(|s| s.length().unwrap_or(0) as usize)
        .sum()
}

/// The buttons and links a visitor can touch that are smaller than 48 px, and the links
/// that leave the app.
fn too_small_or_leaving(root: &Element) -> Result<(), String> {
    let all = root
        .query_selector_all("button, a[href], select, summary")
        .expect("selector");
    let mut bad = Vec::new();
    for i in 0..all.length() {
        let Some(el) = all.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let r = el.get_bounding_client_rect();
        if r.width() == 0.0 && r.height() == 0.0 {
            continue; // not shown
        }
        if el.class_list().contains("visually-hidden") {
            continue;
        }
        if r.height() < 47.5 || r.width() < 47.5 {
            bad.push(format!(
                "{:.0}×{:.0} {}",
                r.width(),
                r.height(),
                el.outer_html().chars().take(90).collect::<String>()
            ));
        }
        if let Some(href) = el.get_attribute("href") {
            if leaves_app(&href) {
                bad.push(format!("a link that leaves the app: {href}"));
            }
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(bad.join("; "))
    }
}

async fn countdown_shows(root: &Element, seconds: Option<u32>) {
    let want = seconds.map(|s| s.to_string());
    wait_until(&format!("the countdown to show {want:?}"), || {
        let shown = find(root, ".kiosk-countdown").and_then(|e| e.get_attribute("data-countdown"));
        if shown == want {
            Ok(())
        } else {
            Err(format!("{shown:?}"))
        }
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_kiosk_offers_the_lessons_and_the_computer_keeps_nothing_and_returns_to_its_start() {
    clean_page().await;
    kiosk_address("");
    let clock = KioskClock::manual(1_000_000.0);
    let root = mount_kiosk(&clock);
    // The offer first: the lessons and a game against the beginner.
    let offer = wait_for(&root, "[data-kiosk-offer]").await;
    let start = find(&root, "[data-action=\"start\"]").expect("the start screen");
    assert!(
        offer.compare_document_position(&start) & web_sys::Node::DOCUMENT_POSITION_FOLLOWING != 0,
        "the offer comes before the start screen's form"
    );
    wait_for(&root, "main.app.kiosk").await;
    wait_until(
        "every target 48 px and no link leaving the app (start)",
        || too_small_or_leaving(&root),
    )
    .await;
    wait_until("the kiosk fits the phone", || no_sideways_overflow(&root)).await;

    // A game against the computer: played, and nothing kept.
    let game: GameId = offer
        .get_attribute("data-kiosk-offer")
        .and_then(|g| g.parse().ok())
        .expect("the offer names its game");
    click_on(&root, "[data-action=\"kiosk-computer\"]").await;
    let fresh = Game::from_rules(Rules::default_for(game));
    wait_until("the game's board", || {
        let svg = find(&root, "svg.board.main").ok_or("no board")?;
        holes_match(&svg, fresh.current())
    })
    .await;
    let mv = fresh.current().legal_moves()[0];
    let Move::Sow(s) = mv else { panic!("a sowing") };
    touch();
    click(&super::hole_el(&root, s.hole));
    wait_until("the computer's answer", || {
        let n = count(&root, "[data-ply]");
        if n >= 3 {
            Ok(())
        } else {
            Err(format!("{n} entries"))
        }
    })
    .await;
    super::settled(&root).await;
    wait_until(
        "every target 48 px and no link leaving the app (game)",
        || too_small_or_leaving(&root),
    )
    .await;
    assert_eq!(kept(), 0, "a kiosk keeps nothing");

    // Quiet: no countdown until 30 s before the three minutes.
    clock.advance(IDLE_MS - COUNTDOWN_MS - 1.0);
    countdown_shows(&root, None).await;
    clock.advance(1.0);
    countdown_shows(&root, Some(30)).await;
    let _ = wait_for(&root, "[data-action=\"kiosk-stay\"]").await;
    // A touch stops it, and the game stays.
    touch();
    countdown_shows(&root, None).await;
    assert!(find(&root, "svg.board.main").is_some(), "the game stays");
    // Three minutes without a touch: the countdown to 1, then the start again.
    clock.advance(IDLE_MS - COUNTDOWN_MS);
    countdown_shows(&root, Some(30)).await;
    clock.advance(COUNTDOWN_MS - 1000.0);
    countdown_shows(&root, Some(1)).await;
    clock.advance(1000.0);
    wait_for(&root, "[data-kiosk-offer]").await;
    countdown_shows(&root, None).await;
    assert_eq!(
        count(&root, "[data-action=\"resume\"]"),
        0,
        "nothing of the last visitor's game"
    );
    assert_eq!(kept(), 0, "a kiosk keeps nothing");
}

#[wasm_bindgen_test]
async fn a_lesson_on_the_kiosk_returns_to_the_start_after_three_quiet_minutes() {
    clean_page().await;
    kiosk_address("");
    let clock = KioskClock::manual(0.0);
    let root = mount_kiosk(&clock);
    wait_for(&root, "[data-kiosk-offer]").await;
    // A visitor reads Persian (the switcher is on the start screen); the next one will
    // find the kiosk's own language again.
    super::choose_lang(&root, "fa").await;
    super::wait_html_lang("fa", "rtl").await;
    click_on(&root, "[data-action=\"kiosk-learn\"]").await;
    let article = wait_for(&root, "article.lesson").await;
    wait_until(
        "every target 48 px and no link leaving the app (lesson)",
        || too_small_or_leaving(&root),
    )
    .await;
    // A lesson done is marked, but not kept, and nothing says it is not.
    let shown = article
        .get_attribute("data-lesson-shown")
        .expect("the lesson shown");
    assert!(shown.ends_with("/1"), "{shown}");
    // Three minutes at once (the page's clock looks every second; a test's when moved).
    clock.advance(IDLE_MS);
    wait_for(&root, "[data-kiosk-offer]").await;
    wait_until("the lessons left", || {
        if find(&root, "section.learn").is_none() {
            Ok(())
        } else {
            Err("still shown".into())
        }
    })
    .await;
    assert_eq!(
        address_hash(),
        "",
        "the learn link is gone from the address"
    );
    super::wait_html_lang("en", "ltr").await;
    assert_eq!(kept(), 0);
}

#[wasm_bindgen_test]
async fn puzzles_on_the_kiosk_keep_nothing_and_return_to_the_start() {
    clean_page().await;
    kiosk_address("");
    let clock = KioskClock::manual(0.0);
    add_app_styles();
    let root = super::common::mount::<App>(
        AppProps {
            clock: Some(clock.clone()),
            puzzles: Some(super::puzzles::loader()),
            ..AppProps::default()
        },
        Some("width: 390px"),
    );
    wait_for(&root, "[data-kiosk-offer]").await;
    // The start screen's Puzzles entry, for Rio Kadalis.
    click_on(&root, "[data-game-card=\"rio-kadalis\"]").await;
    wait_until("the Puzzles entry of Rio Kadalis", || {
        let a = find(&root, "[data-action=\"puzzles\"]").ok_or("no entry")?;
        match a.get_attribute("href").as_deref() {
            Some("#puzzles=rio-kadalis") => Ok(()),
            other => Err(format!("{other:?}")),
        }
    })
    .await;
    click_on(&root, "[data-action=\"puzzles\"]").await;
    wait_for(&root, "article.puzzle").await;
    wait_until(
        "every target 48 px and no link leaving the app (puzzles)",
        || too_small_or_leaving(&root),
    )
    .await;
    // A puzzle solved there: marked, not kept, and nothing says it is not.
    let p = super::puzzles::short_puzzle(GameId::RioKadalis);
    super::common::paste_link(&p.link());
    super::puzzles::puzzle_shown(&root, &p.id).await;
    super::puzzles::play_line(&root, &p, false).await;
    wait_for(&root, ".puzzle-counts[data-solved=\"1\"]").await;
    assert_eq!(count(&root, "section.puzzles .notice.error"), 0);
    assert_eq!(kept(), 0, "a kiosk keeps nothing");
    clock.advance(IDLE_MS);
    wait_for(&root, "[data-kiosk-offer]").await;
    wait_until("the puzzles left", || {
        if find(&root, "section.puzzles").is_none() {
            Ok(())
        } else {
            Err("still shown".into())
        }
    })
    .await;
    assert_eq!(address_hash(), "");
    assert_eq!(kept(), 0);
}

/// What a kiosk's visitor could take away, as far as it is shown: a game by
/// correspondence (its mode, its links), a share link or the record, a download, the
/// figure builder or "Make a figure".
fn takeaways_shown(root: &Element) -> Result<(), String> {
    const TAKEAWAYS: &str =
        "[data-mode^=\"correspondence\"], [data-correspondence], [data-letter], \
        [data-share], [data-action=\"record-panel\"], [data-export], a[download], [data-download], \
        [data-play-stats-file], [data-builder], [data-action=\"make-figure\"]";
    let all = root.query_selector_all(TAKEAWAYS).expect("selector");
    let shown: Vec<String> = (0..all.length())
        .filter_map(|i| all.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .filter(|el| {
            let r = el.get_bounding_client_rect();
            r.width() > 0.0 || r.height() > 0.0
        })
        .map(|el| el.outer_html().chars().take(90).collect())
        .collect();
    if shown.is_empty() {
        Ok(())
    } else {
        Err(shown.join("; "))
    }
}

/// Issue 38, item 2: a kiosk never shows anything to take away — not on its start screen
/// (no game by correspondence), not in a game (no share link, no record, no download, no
/// "Make a figure"), not for a "your move" link (no link to send), not for the builder's
/// link (the start screen instead).
#[wasm_bindgen_test]
async fn a_kiosk_shows_nothing_to_take_away() {
    clean_page().await;
    kiosk_address("");
    let clock = KioskClock::manual(1_000_000.0);
    let root = mount_kiosk(&clock);
    wait_for(&root, "[data-kiosk-offer]").await;
    wait_for(&root, "[data-mode=\"two-players\"]").await;
    wait_until("the start screen, nothing to take away", || {
        takeaways_shown(&root)
    })
    .await;
    // Two players on this device: a move played.
    click_on(&root, "[data-mode=\"two-players\"]").await;
    click_on(&root, "[data-action=\"start\"]").await;
    let board = wait_for(&root, "svg.board.main [data-hole]").await;
    let game: GameId = wait_for(&root, "svg.board.main")
        .await
        .get_attribute("data-game")
        .and_then(|g| g.parse().ok())
        .expect("the board names its game");
    let _ = board;
    let fresh = Game::from_rules(Rules::default_for(game));
    let Move::Sow(s) = fresh.current().legal_moves()[0] else {
        panic!("a sowing")
    };
    touch();
    click(&super::hole_el(&root, s.hole));
    wait_for(&root, "[data-ply]").await;
    super::settled(&root).await;
    wait_for(&root, "[data-action=\"hint\"]").await;
    wait_until("a game, nothing to take away", || takeaways_shown(&root)).await;
    super::common::unmount(&root).await;

    // A "your move" link opened on the kiosk: no link to send back.
    let mut g = Game::from_rules(Rules::default_for(GameId::Katro));
    let first = g.current().legal_moves()[0];
    g.play(&first, mancala_atlas::engine::Effort::Exact)
        .expect("legal");
    let letter = mancala_atlas::ui::game::share::letter_fragment(&g.record(), "kiosk-38");
    kiosk_address(&format!("#{letter}"));
    let root = mount_kiosk(&clock);
    wait_for(&root, "svg.board.main[data-game=\"katro\"] [data-hole]").await;
    wait_for(&root, "[data-action=\"hint\"]").await;
    wait_until("a correspondence game, nothing to take away", || {
        takeaways_shown(&root)
    })
    .await;
    super::common::unmount(&root).await;

    // The figure builder's link: the kiosk's start screen instead.
    kiosk_address("#figure=game%3Dhoyito-3");
    let root = mount_kiosk(&clock);
    wait_for(&root, "[data-kiosk-offer]").await;
    wait_until("the builder's link, nothing to take away", || {
        takeaways_shown(&root)
    })
    .await;
    assert_eq!(kept(), 0, "a kiosk keeps nothing");
}
