//! Browser tests of issue 39, item 2: "Record a game" (`#record`). A game watched on a
//! real board is entered on a 390 px phone by touch (and a move by the keyboard), with a
//! comment, a glyph and a mark, a wrong entry undone, a move against the rules named with
//! the engine's reason and recorded anyway from a position set by hand; the record is
//! kept in the browser after every change, comes back whole when the app is mounted
//! again, and its export reads back equal to what was entered. A recording kept that
//! does not read is set aside and said, never lost. Included from `tests/browser.rs`
//! (its helpers are `super::`).

use mancala_atlas::engine::{
    Annotated, ChoiceKind, Decisions, Effort, GameId, Glyph, Move, Position, Rng,
};
use mancala_atlas::ui::record::{read_kept, KEY, SET_ASIDE_KEY};
use mancala_atlas::ui::{App, AppProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlTextAreaElement};

use super::common::open_address;
use super::common::{
    add_app_styles, clean_page, click, click_on, find, holes_match, no_sideways_overflow, text_of,
    unmount, wait_for, wait_until,
};
use super::features::press;
use super::local;

/// The app mounted on a phone's width, with the app's styles.
fn mount_phone() -> Element {
    add_app_styles();
    super::common::mount::<App>(AppProps::default(), Some("width: 390px"))
}

/// The recorder's section.
fn recorder(root: &Element) -> Element {
    find(root, "section.recorder").expect("the recorder")
}

/// Waits until the recorder says `n` steps are recorded.
async fn steps_are(root: &Element, n: usize, what: &str) {
    wait_until(&format!("{n} steps recorded ({what})"), || {
        let r = find(root, "section.recorder").ok_or("no recorder")?;
        match r.get_attribute("data-steps") {
            Some(s) if s == n.to_string() => Ok(()),
            s => Err(format!("data-steps = {s:?}")),
        }
    })
    .await;
}

/// Waits until the recorder's board shows `p`, hole by hole.
async fn board_is(root: &Element, p: &Position, what: &str) {
    wait_until(&format!("the recorder's board to show {what}"), || {
        let svg = find(root, "section.recorder svg.board.main").ok_or("no board")?;
        holes_match(&svg, p)
    })
    .await;
}

/// The hole `name` of the recorder's board.
fn hole(root: &Element, name: &str) -> Element {
    find(
        root,
        &format!("section.recorder svg.board.main [data-hole=\"{name}\"]"),
    )
    .expect("the hole is drawn")
}

/// Enters `mv` by touch: its hole, then the chooser's button when one opens.
async fn touch(root: &Element, p: &Position, mv: &Move, n: usize) {
    let Move::Sow(s) = mv else {
        panic!("a sowing: {mv}")
    };
    click(&hole(root, &s.hole.to_string()));
    // A chooser opens where the engine says the hole offers a choice (a lift, a circuit).
    let kind = p
        .choices_at(s.hole, &Decisions::default())
        .map(|c| c.kind)
        .unwrap_or(ChoiceKind::Single);
    if kind != ChoiceKind::Single {
        click_on(root, &format!("[data-move=\"{mv}\"]")).await;
    }
    steps_are(root, n, &format!("{mv} entered")).await;
}

/// A line of `plies` moves of `p`'s game from seeded play, each a sowing.
fn line_from(p: &Position, seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut at = p.clone();
    let mut out = Vec::new();
    while out.len() < plies && !at.is_over() {
        let Some((mv, next)) = at.random_move(&mut rng) else {
            break;
        };
        out.push(mv);
        at = next;
    }
    out
}

/// Sets a text area's (or input's) value and sends its change, as typing then leaving
/// it does.
fn type_into(el: &Element, text: &str) {
    let f = js_sys::Function::new_with_args(
        "el, text",
        "el.value = text; el.dispatchEvent(new Event('input', {bubbles: true})); el.dispatchEvent(new Event('change', {bubbles: true}))",
    );
    f.call2(
        &wasm_bindgen::JsValue::NULL,
        el,
        &wasm_bindgen::JsValue::from_str(text),
    )
    .expect("dispatched");
}

/// The recording kept in local storage, read.
fn kept() -> Annotated {
    let text = local().get_item(KEY).expect("storage").expect("kept");
    read_kept(&text).expect("the kept recording reads")
}

/// The export's text (`text` or `json`), once shown.
async fn exported(root: &Element, which: &str) -> String {
    let el = wait_for(root, &format!("[data-recording-export=\"{which}\"]")).await;
    el.dyn_into::<HtmlTextAreaElement>()
        .expect("a text area")
        .value()
}

#[wasm_bindgen_test]
async fn a_game_is_recorded_by_touch_with_notes_undo_and_a_broken_rule_and_kept() {
    clean_page().await;
    open_address(&mancala_atlas::ui::game::record_link());
    let root = mount_phone();
    let section = wait_for(&root, "section.recorder[data-steps=\"0\"]").await;
    let game: GameId = section
        .query_selector("[data-record-game]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("data-record-game"))
        .and_then(|g| g.parse().ok())
        .expect("the game recorded");
    let start = Position::start(mancala_atlas::engine::Rules::default_for(game));
    board_is(&root, &start, "the start").await;
    wait_until("the recorder to fit the phone", || {
        no_sideways_overflow(&root)
    })
    .await;

    // Six moves by touch, checked against the engine each time.
    let line = line_from(&start, 39, 8);
    let mut g = mancala_atlas::engine::Game::new(start.clone());
    for (i, mv) in line.iter().take(6).enumerate() {
        let p = g.current().clone();
        touch(&root, &p, mv, i + 1).await;
        g.play(mv, Effort::Exact).expect("a legal move");
        board_is(&root, g.current(), &format!("after {mv}")).await;
        assert_eq!(kept().steps.len(), i + 1, "kept after each move");
    }

    // A wrong entry, undone: the step taken back is named.
    let wrong = line[6];
    touch(&root, g.current(), &wrong, 7).await;
    click_on(&root, "[data-action=\"undo-step\"]").await;
    steps_are(&root, 6, "the wrong entry undone").await;
    board_is(&root, g.current(), "back before it").await;
    assert!(
        text_of(&root, "[data-said]").contains("taken back"),
        "{}",
        text_of(&root, "[data-said]")
    );

    // The seventh move by the keyboard alone: its hole focused, Enter.
    let Move::Sow(s) = line[6] else {
        panic!("a sowing")
    };
    let el: web_sys::SvgElement = hole(&root, &s.hole.to_string()).dyn_into().expect("svg");
    el.focus().expect("focusable");
    press("Enter");
    let kind = g
        .current()
        .choices_at(s.hole, &Decisions::default())
        .map(|c| c.kind)
        .unwrap_or(ChoiceKind::Single);
    if kind != ChoiceKind::Single {
        click_on(&root, &format!("[data-move=\"{}\"]", line[6])).await;
    }
    steps_are(&root, 7, "a move by the keyboard").await;
    g.play(&line[6], Effort::Exact).expect("legal");

    // A comment, a glyph and a highlight on the move just entered.
    let comment = find(&root, "textarea[data-comment]").expect("the comment box");
    type_into(&comment, "Kaburu hesitated here.");
    click_on(&root, "[data-glyph=\"!?\"]").await;
    wait_for(&root, "[data-glyph=\"!?\"][aria-pressed=\"true\"]").await;
    click_on(&root, "[data-tool=\"highlight\"]").await;
    wait_for(&root, "section.recorder[data-tool=\"highlight\"]").await;
    let marked = s.hole.to_string();
    click(&hole(&root, &marked));
    wait_for(
        &root,
        &format!("svg.board.main [data-hole=\"{marked}\"][data-mark=\"highlight\"][data-colour=\"green\"]"),
    )
    .await;
    wait_until("the mark said in words", || {
        let said = text_of(&root, "[data-marks]");
        let hole = find(&root, &format!("svg.board.main [data-hole=\"{marked}\"]"))
            .and_then(|h| h.get_attribute("aria-label"))
            .unwrap_or_default();
        if said.contains(&format!("{marked} highlighted green")) && hole.contains("marked green") {
            Ok(())
        } else {
            Err(format!("{said} / {hole}"))
        }
    })
    .await;
    click_on(&root, "[data-tool=\"moves\"]").await;
    wait_until("the step's notes kept", || {
        let k = kept();
        let step = k.steps.get(6).ok_or("no step 7")?;
        if step.glyph == Some(Glyph::Interesting)
            && step.note.comment("en") == Some("Kaburu hesitated here.")
            && step.note.marks.holes.len() == 1
        {
            Ok(())
        } else {
            Err(format!("{step:?}"))
        }
    })
    .await;
    let item = text_of(&root, "[data-step=\"7\"]");
    assert!(
        item.contains("(an interesting move)") && item.contains("Kaburu hesitated"),
        "{item}"
    );

    // A move against the rules: a hole of the player not to move.
    let mover = g.current().to_move();
    let theirs = g
        .current()
        .geometry()
        .holes()
        .find(|h| g.current().owner(*h) != mover && g.current().count(*h) > 0)
        .expect("a hole of the other side");
    click(&hole(&root, &theirs.to_string()));
    let refused = wait_for(&root, "[data-refused]").await;
    assert_eq!(
        refused.get_attribute("data-refused"),
        Some(theirs.to_string())
    );
    let said = refused.text_content().unwrap_or_default();
    assert!(
        said.starts_with(&format!("{theirs} cannot be played: ")),
        "{said}"
    );
    steps_are(&root, 7, "nothing recorded yet").await;
    click_on(&root, "[data-action=\"record-anyway\"]").await;
    let editor = wait_for(&root, "[data-editor]").await;
    // The other side sowed one seed from it into its neighbour: set by hand.
    let next = g
        .current()
        .geometry()
        .holes()
        .find(|h| *h != theirs && g.current().owner(*h) != mover)
        .expect("another hole of theirs");
    click_on(&editor, &format!("[data-edit-step=\"{theirs}:-1\"]")).await;
    click_on(&editor, &format!("[data-edit-step=\"{next}:+1\"]")).await;
    click_on(
        &editor,
        &format!("[data-edit-to-move=\"{}\"]", mover.name()),
    )
    .await;
    type_into(
        &find(&editor, "[data-edit-comment]").expect("the comment"),
        "North moved out of turn.",
    );
    click_on(&root, "[data-action=\"confirm-edit\"]").await;
    steps_are(&root, 8, "the move recorded anyway").await;
    wait_until("the editor to close", || {
        match find(&root, "[data-editor]") {
            None => Ok(()),
            Some(_) => Err(text_of(&root, "[data-edit-problem]")),
        }
    })
    .await;
    let k = kept();
    let set = k.steps[7].then.clone().expect("a position set by hand");
    assert_eq!(
        k.steps[7].mv.map(|m| m.to_string()),
        refused.get_attribute("data-refused"),
        "kept as the players played it"
    );
    assert_eq!(set.count(theirs) + 1, g.current().count(theirs));
    assert_eq!(set.to_move(), mover);
    board_is(&root, &set, "the position set by hand").await;
    assert!(text_of(&root, "[data-step=\"8\"]").contains("position set by hand"));

    // Play goes on from it, by touch.
    let after = line_from(&set, 5, 1)[0];
    touch(&root, &set, &after, 9).await;
    let text_before = kept();

    // The export reads back equal to what was entered, as text and as JSON.
    click_on(&root, "[data-action=\"export-recording\"]").await;
    let text = exported(&root, "text").await;
    let json = exported(&root, "json").await;
    assert_eq!(
        text.parse::<Annotated>().expect("the text reads"),
        text_before
    );
    assert_eq!(
        Annotated::from_json(&json).expect("the JSON reads"),
        text_before
    );
    assert!(text.contains("North moved out of turn."), "{text}");

    // Mounted again (a reload): everything is there.
    unmount(&root).await;
    open_address(&mancala_atlas::ui::game::record_link());
    let root = mount_phone();
    steps_are(&root, 9, "after the reload").await;
    let positions = text_before.positions(Effort::Exact).expect("plays");
    board_is(
        &root,
        positions.last().unwrap(),
        "the position after the reload",
    )
    .await;
    click_on(&root, "[data-action=\"export-recording\"]").await;
    let again = exported(&root, "text").await;
    assert_eq!(again, text, "the same record after the reload");
    assert_eq!(
        recorder(&root).get_attribute("data-selected"),
        Some("9".into())
    );
}

#[wasm_bindgen_test]
async fn the_start_screen_opens_the_recorder_and_a_bad_recording_is_set_aside() {
    clean_page().await;
    local()
        .set_item(KEY, "{\"version\": 1, \"record\": {\"game\": \"nope\"}}")
        .expect("stored");
    let root = mount_phone();
    click_on(&root, "[data-action=\"record\"]").await;
    let section = wait_for(&root, "section.recorder[data-steps=\"0\"]").await;
    let problem = wait_for(&section, "[data-record-problem]").await;
    let said = problem.text_content().unwrap_or_default();
    assert!(
        said.starts_with("The recording this browser kept could not be read (")
            && said.contains("nope"),
        "{said}"
    );
    wait_for(
        &root,
        &format!("[data-recording-set-aside=\"{SET_ASIDE_KEY}\"]"),
    )
    .await;
    assert_eq!(
        local().get_item(SET_ASIDE_KEY).expect("storage").as_deref(),
        Some("{\"version\": 1, \"record\": {\"game\": \"nope\"}}"),
        "kept aside exactly as it was"
    );
    // A header field typed is kept; leaving goes back to the start screen.
    let players = wait_for(&root, "input[data-field=\"players\"]").await;
    type_into(&players, "Kaburu (South), Mwenda (North)");
    wait_until("the header kept", || {
        let k = kept();
        match k.header.get(mancala_atlas::engine::Field::Players) {
            Some("Kaburu (South), Mwenda (North)") => Ok(()),
            v => Err(format!("{v:?}")),
        }
    })
    .await;
    click_on(&root, "[data-action=\"leave-record\"]").await;
    wait_for(&root, "[data-action=\"record\"]").await;
}

#[wasm_bindgen_test]
async fn the_coordinates_set_on_the_recorder_s_board_are_the_app_s() {
    use mancala_atlas::ui::game::save::COORDINATES_KEY;
    clean_page().await;
    let root = mount_phone();
    click_on(&root, "[data-action=\"record\"]").await;
    let section = wait_for(&root, "section.recorder[data-steps=\"0\"]").await;
    // On by default in the app, and so on the recorder's board.
    wait_for(
        &section,
        "[data-action=\"coordinates\"][aria-pressed=\"true\"]",
    )
    .await;
    wait_for(&section, "svg.board.main .coordinates > *").await;
    click_on(&section, "[data-action=\"coordinates\"]").await;
    wait_until("the recorder's board without its coordinates", || {
        let s = recorder(&root);
        let pressed =
            find(&s, "[data-action=\"coordinates\"]").and_then(|b| b.get_attribute("aria-pressed"));
        match (
            pressed.as_deref(),
            find(&s, "svg.board.main .coordinates > *"),
        ) {
            (Some("false"), None) => Ok(()),
            (p, c) => Err(format!("pressed {p:?}, coordinates drawn: {}", c.is_some())),
        }
    })
    .await;
    // The app keeps it, and its own board follows it.
    wait_until("the app keeps the setting", || {
        match local().get_item(COORDINATES_KEY).expect("storage") {
            Some(v) if v == "off" => Ok(()),
            v => Err(format!("{v:?}")),
        }
    })
    .await;
    click_on(&root, "[data-action=\"leave-record\"]").await;
    click_on(&root, "[data-action=\"start\"]").await;
    wait_for(
        &root,
        ".board-tools [data-action=\"coordinates\"][aria-pressed=\"false\"]",
    )
    .await;
    assert!(
        find(&root, "svg.board.main .coordinates > *").is_none(),
        "the game's board has no coordinates"
    );
    unmount(&root).await;
}
