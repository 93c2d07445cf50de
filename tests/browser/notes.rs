//! An annotated record in the app (issue 39): imported, its header, glyphs and comments
//! are in the move list, its marks drawn on the board at their step (`data-mark`), and a
//! reload keeps them.

use mancala_atlas::engine::GameId;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{clean_page, click_on, find, unmount, wait_for, wait_text, wait_until};

const RECORD: &str = "game: rio-kadalis\noptions: {}\nplayers: Abdi (South), Hodan (North)\nplace: Hargeisa\nmoves: {[%csl Ga1] The usual opening.} a1! {[%cal Rf2a2][%lbl a2,\"4\"] Abdi opens.} f2?! b1";

#[wasm_bindgen_test]
async fn an_imported_annotated_record_is_shown_with_its_notes_and_marks() {
    clean_page().await;
    let root = super::mount_app();
    wait_for(&root, "[data-action=\"start\"]").await;
    super::start_game(&root, GameId::RioKadalis).await;
    super::import(&root, RECORD).await;
    wait_text(&root, "[data-record-header]", "the header", |t| {
        t.contains("Abdi (South), Hodan (North)") && t.contains("Hargeisa")
    })
    .await;
    wait_text(&root, "[data-comment=\"1\"]", "move 1's comment", |t| {
        t == "Abdi opens."
    })
    .await;
    wait_text(&root, "[data-comment=\"0\"]", "the start's comment", |t| {
        t == "The usual opening."
    })
    .await;
    let glyph = wait_for(&root, "[data-ply=\"2\"] .glyph").await;
    assert_eq!(glyph.get_attribute("data-glyph").as_deref(), Some("?!"));
    // The glyph in words for a screen reader.
    wait_text(&root, "[data-ply=\"2\"]", "the glyph said", |t| {
        t.contains("a dubious move")
    })
    .await;
    // At the end (after b1) nothing is marked; after move 1 the arrow and the label.
    assert!(find(&root, "svg.board.main [data-mark]").is_none());
    click_on(&root, "[data-ply=\"1\"]").await;
    let arrow = wait_for(&root, "svg.board.main [data-mark=\"arrow\"]").await;
    assert_eq!(arrow.get_attribute("data-from").as_deref(), Some("f2"));
    assert_eq!(arrow.get_attribute("data-to").as_deref(), Some("a2"));
    assert_eq!(arrow.get_attribute("data-colour").as_deref(), Some("red"));
    wait_for(
        &root,
        "svg.board.main [data-mark=\"label\"][data-at=\"a2\"]",
    )
    .await;
    click_on(&root, "[data-ply=\"0\"]").await;
    let hole = wait_for(&root, "svg.board.main [data-mark=\"highlight\"]").await;
    assert_eq!(hole.get_attribute("data-hole").as_deref(), Some("a1"));
    assert_eq!(hole.get_attribute("data-colour").as_deref(), Some("green"));
    assert!(
        hole.get_attribute("aria-label")
            .is_some_and(|l| l.contains("marked green")),
        "the mark said"
    );
    // A reload: the game and its notes are back.
    unmount(&root).await;
    let root = super::mount_app();
    wait_until("the notes after a reload", || {
        match find(&root, "[data-comment=\"1\"]").and_then(|e| e.text_content()) {
            Some(t) if t == "Abdi opens." => Ok(()),
            other => Err(format!("{other:?}")),
        }
    })
    .await;
    unmount(&root).await;
}
