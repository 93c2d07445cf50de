//! Browser tests of issue 21, part 1: the figure builder. On a 390 px phone, a game's
//! "Make a figure" opens the builder on its moves; the author cuts the moves shown,
//! writes captions (one in French), picks a look; the preview is the very figure the
//! code holds; the code in each form, pasted back, opens the same figure; what the author
//! types wrong is said next to its field with the embed's reason, and nothing is lost;
//! the builder is used by the keyboard alone, and leaving it finds the game as it was.
//! Included from `tests/browser.rs`.

use mancala_atlas::engine::{Effort, Game, GameId, Rules};
use mancala_atlas::ui::figure::builder::{self, CodeForm};
use mancala_atlas::ui::figure::config::EmbedConfig;
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::{App, AppProps};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;

use super::common::open_address;
use super::common::{
    add_app_styles, clean_page, click_on, find, no_sideways_overflow, text_of, unmount, wait_for,
    wait_text, wait_until,
};
use super::features::activate;
use super::learn::focus;
use super::{play_by_clicks, start_game, wait_true};

fn mount_phone() -> Element {
    add_app_styles();
    super::common::mount::<App>(AppProps::default(), Some("width: 390px"))
}

/// Sets a field's value as typing and leaving it does (`change`), or `input` for the
/// paste field.
fn set_value(el: &Element, value: &str, event: &str) {
    let f = js_sys::Function::new_with_args(
        "el, v, ev",
        "el.value = v; el.dispatchEvent(new Event(ev, { bubbles: true }))",
    );
    f.call3(&JsValue::NULL, el, &value.into(), &event.into())
        .expect("set");
}

fn field(root: &Element, name: &str) -> Element {
    find(root, &format!("[data-builder] [data-field=\"{name}\"]"))
        .unwrap_or_else(|| panic!("the builder's {name} field"))
}

/// The preview's address, once it shows `want` (a part of its query).
async fn preview_with(root: &Element, want: &str) -> String {
    wait_until(&format!("the preview shows {want}"), || {
        let src = find(root, "iframe[data-preview]")
            .and_then(|f| f.get_attribute("src"))
            .ok_or("no preview")?;
        if src.contains(want) {
            Ok(src)
        } else {
            Err(src)
        }
    })
    .await
}

/// The code shown, in the form chosen.
async fn code(root: &Element, form: CodeForm) -> String {
    click_on(
        root,
        &format!("input[name=\"builder-form\"][value=\"{}\"]", form.id()),
    )
    .await;
    let area = wait_for(
        root,
        &format!("textarea.builder-code[data-code=\"{}\"]", form.id()),
    )
    .await;
    area.dyn_into::<web_sys::HtmlTextAreaElement>()
        .expect("a text area")
        .value()
}

/// Plays the first legal move `plies` times by clicks, and returns the game.
async fn play_some(root: &Element, game: GameId, plies: usize) -> Game {
    let mut g = Game::from_rules(Rules::default_for(game));
    for ply in 1..=plies {
        let p = g.current().clone();
        let mv = p.legal_moves()[0];
        play_by_clicks(root, &p, &mv).await;
        g.play(&mv, Effort::Exact).expect("legal");
        // The move's button on the list (the opening position's is there too).
        let listed = || {
            root.query_selector_all(".history [data-ply]")
                .map_or(0, |l| l.length() as usize)
        };
        wait_true(&format!("move {ply} is on the list"), || listed() > ply).await;
    }
    g
}

#[wasm_bindgen_test]
async fn a_games_figure_is_built_copied_and_pasted_back_as_it_was() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game(&root, GameId::Hoyito3).await;
    let g = play_some(&root, GameId::Hoyito3, 3).await;
    let moves: Vec<String> = g.moves().iter().map(ToString::to_string).collect();
    click_on(&root, "[data-action=\"make-figure\"]").await;
    wait_for(&root, "section[data-builder]").await;
    // It opens on the game's moves, at the last.
    let src = preview_with(&root, "game=hoyito-3").await;
    assert_eq!(
        src,
        format!("embed.html?game=hoyito-3&moves={}", moves.join("%20"))
    );
    assert_eq!(
        field(&root, "moves")
            .dyn_into::<web_sys::HtmlTextAreaElement>()
            .unwrap()
            .value(),
        moves.join(" ")
    );
    // From move 1 on, captions for the steps, one in French, a dark look.
    set_value(&field(&root, "first"), "1", "change");
    preview_with(&root, "position=").await;
    let caption = wait_for(&root, "[data-builder] textarea[data-caption=\"2\"]").await;
    set_value(&caption, "North answers", "change");
    preview_with(&root, "caption1=North%20answers").await;
    set_value(&field(&root, "caption-lang"), "fr", "change");
    let caption = wait_for(&root, "[data-builder] textarea[data-caption=\"2\"]").await;
    wait_until("the French caption is empty", || {
        let v = caption
            .clone()
            .dyn_into::<web_sys::HtmlTextAreaElement>()
            .unwrap()
            .value();
        if v.is_empty() {
            Ok(())
        } else {
            Err(v)
        }
    })
    .await;
    set_value(&caption, "Le Nord répond", "change");
    set_value(&field(&root, "theme"), "dark", "change");
    let src = preview_with(&root, "theme=dark").await;
    assert!(src.contains("caption1-fr=Le%20Nord%20r%C3%A9pond"), "{src}");
    // The preview is the figure the code holds, and the embed reads it as the author
    // made it: from the position after move 1, moves 2 and 3, the captions.
    let query = src.strip_prefix("embed.html?").expect("the figure's page");
    let c = EmbedConfig::parse(query).expect("the embed reads it");
    assert_eq!(c.game.moves(), &g.moves()[1..]);
    assert_eq!(c.game.positions()[0].to_json(), g.positions()[1].to_json());
    assert_eq!(c.caption(1, Lang::Fr), Some("Le Nord répond"));
    assert_eq!(c.caption(1, Lang::En), Some("North answers"));
    let address = code(&root, CodeForm::Address).await;
    assert!(
        address.ends_with(&src),
        "{address} is not the preview's {src}"
    );
    let iframe = code(&root, CodeForm::Iframe).await;
    assert!(
        iframe.starts_with("<iframe src=\"") && iframe.contains(&src.replace('&', "&amp;")),
        "{iframe}"
    );
    let mut forms = Vec::new();
    for form in CodeForm::ALL {
        forms.push(code(&root, form).await);
    }
    // Each form pasted back opens the same figure (after the author changed it).
    for pasted in &forms {
        set_value(&field(&root, "theme"), "earth", "change");
        preview_with(&root, "theme=earth").await;
        set_value(&field(&root, "paste"), pasted, "input");
        click_on(&root, "[data-action=\"open-pasted\"]").await;
        let again = preview_with(&root, "theme=dark").await;
        assert_eq!(again, src, "pasted back: {pasted}");
    }
    // The copy button answers (the browser copies, or says it did not).
    click_on(&root, "[data-action=\"copy-code\"]").await;
    wait_text(
        &root,
        "[data-action=\"copy-code\"]",
        "the copy's answer",
        |t| t != "Copy the code",
    )
    .await;
    no_sideways_overflow(&root).expect("nothing wider than the phone");
    unmount(&root).await;
}

#[wasm_bindgen_test]
async fn what_the_author_types_wrong_is_said_next_to_its_field_and_nothing_is_lost() {
    clean_page().await;
    open_address(&format!(
        "#{}",
        builder::address::link("game=rio-kadalis&moves=b1%20f2&caption2=Binikh")
    ));
    let root = mount_phone();
    let good = preview_with(&root, "game=rio-kadalis").await;
    // Moves that cannot be played: the embed's reason beside the field, no preview.
    let moves = field(&root, "moves");
    set_value(&moves, "b1 b1", "change");
    let error = wait_for(&root, "#builder-moves-error").await;
    let said = error.text_content().unwrap_or_default();
    assert!(
        said.starts_with("The figure's game cannot be set up:") && said.contains("move 2"),
        "{said}"
    );
    assert_eq!(moves.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        moves.get_attribute("aria-describedby").as_deref(),
        Some("builder-moves-error")
    );
    wait_for(&root, "[data-no-preview]").await;
    // Mended, the figure is back with its caption.
    set_value(&moves, "b1 f2", "change");
    assert_eq!(preview_with(&root, "caption2=Binikh").await, good);
    // A width that is no width.
    set_value(&field(&root, "width"), "wide", "change");
    let error = wait_for(&root, "#builder-width-error").await;
    assert!(error
        .text_content()
        .unwrap_or_default()
        .contains("\"wide\" is no width"));
    set_value(&field(&root, "width"), "640", "change");
    wait_until("the width error is gone", || {
        find(&root, "#builder-width-error").map_or(Ok(()), |_| Err("still said".to_string()))
    })
    .await;
    assert!(code(&root, CodeForm::Iframe)
        .await
        .contains("width=\"640\""));
    // A pasted text that is no figure: said, and the figure stays.
    set_value(
        &field(&root, "paste"),
        "embed.html?game=katro&colour=red",
        "input",
    );
    click_on(&root, "[data-action=\"open-pasted\"]").await;
    let error = wait_for(&root, "#builder-paste-error").await;
    assert!(error
        .text_content()
        .unwrap_or_default()
        .contains("no parameter \"colour\""));
    assert_eq!(preview_with(&root, "game=rio-kadalis").await, good);
    unmount(&root).await;
    // A builder link that does not read: the first game's figure, and why.
    clean_page().await;
    open_address(&format!("#{}", builder::address::link("game=chess")));
    let root = mount_phone();
    let notice = wait_for(&root, "section[data-builder] .notice.error").await;
    assert!(notice
        .text_content()
        .unwrap_or_default()
        .contains("\"chess\" is not a value of \"game\""));
    preview_with(&root, "game=katro").await;
    unmount(&root).await;
}

#[wasm_bindgen_test]
async fn the_builder_is_used_by_the_keyboard_alone_and_leaving_it_finds_the_game_as_it_was() {
    clean_page().await;
    let root = mount_phone();
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game(&root, GameId::Kiothi).await;
    let g = play_some(&root, GameId::Kiothi, 0).await;
    let board_before = text_of(&root, "svg.board.main");
    let make = find(&root, "[data-action=\"make-figure\"]").expect("Make a figure");
    focus(&make);
    activate();
    wait_for(&root, "section[data-builder]").await;
    preview_with(&root, "game=kiothi").await;
    assert!(g.moves().is_empty());
    // Every control of the builder is one the keyboard reaches: a field, a button, a
    // radio or a summary, none taken out of the tab order.
    let controls = root
        .query_selector_all("section[data-builder] :is(input, select, textarea, button, summary)")
        .expect("selector");
    assert!(controls.length() >= 15, "{} controls", controls.length());
    for i in 0..controls.length() {
        let el: Element = controls.item(i).unwrap().dyn_into().unwrap();
        assert_ne!(
            el.get_attribute("tabindex").as_deref(),
            Some("-1"),
            "{}",
            el.outer_html()
        );
    }
    // A choice by the keyboard: the select focused, its value changed (the arrow keys).
    let controls_field = field(&root, "controls");
    focus(&controls_field);
    set_value(&controls_field, "full", "change");
    preview_with(&root, "controls=full").await;
    let leave = find(&root, "[data-action=\"leave-builder\"]").expect("Back to the game");
    focus(&leave);
    activate();
    wait_for(&root, "svg.board.main[data-game=\"kiothi\"]").await;
    assert!(find(&root, "section[data-builder]").is_none());
    assert_eq!(text_of(&root, "svg.board.main"), board_before);
    unmount(&root).await;
}
