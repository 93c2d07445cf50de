//! The move list: a new game, and the moves played (the side line marked). Undo and
//! Redo are under the board (`app/root.rs`), where a phone's player has them in view.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::{Glyph, Move, Player};
use crate::ui::i18n::{self, t};
use crate::ui::platform::hooks::use_lang;

/// Properties of [`History`].
#[derive(Properties, PartialEq)]
pub struct HistoryProps {
    /// The main line: each move and who played it (when known).
    pub line: Vec<(Move, Option<Player>)>,
    /// Moves played (the rest can be redone).
    pub at: usize,
    /// Match play: after how many moves a round ended, and its result in words.
    #[prop_or_default]
    pub rounds: Vec<(usize, String)>,
    /// A resignation or an agreed draw after the last move, in words (not a move).
    #[prop_or_default]
    pub ending: Option<String>,
    /// Analysis: the number of the first move that leaves the game's moves (a side line).
    #[prop_or_default]
    pub side_from: Option<usize>,
    /// Go to the position after this many moves.
    pub on_jump: Callback<usize>,
    /// Back to the start screen.
    pub on_new: Callback<()>,
    /// What an annotated record says of each move: its glyph and its comment.
    #[prop_or_default]
    pub notes: Vec<(Option<Glyph>, Option<String>)>,
    /// What it says of the start.
    #[prop_or_default]
    pub start_note: Option<String>,
    /// Its header: each field's name (in the reader's language) and value.
    #[prop_or_default]
    pub header: Vec<(String, String)>,
}

/// Undo, redo, new game and the move list.
#[component]
pub fn History(p: &HistoryProps) -> Html {
    let lang = use_lang();
    let items = p
        .line
        .iter()
        .enumerate()
        .map(|(i, (mv, who))| {
            let n = i + 1;
            let side = p.side_from.is_some_and(|from| n >= from);
            let class = classes!("ply", (n == p.at).then_some("current"), (n > p.at).then_some("future"), side.then_some("side-line"));
            let (name, initial) = match who {
                Some(pl) => (i18n::player(lang, *pl), i18n::player_initial(lang, *pl)),
                None => ("·", "·"),
            };
            let round = p.rounds.iter().find(|(after, _)| *after == n).map(|(_, text)| text);
            let (glyph, comment) = p.notes.get(i).cloned().unwrap_or_default();
            html! {
                <>
                <li>
                    <button type="button" class={class} data-ply={n.to_string()} title={format!("{name}: {mv}")}
                        onclick={p.on_jump.reform(move |_: MouseEvent| n)}>
                        <span class="num">{ format!("{n}.") }</span>
                        <span class={classes!("who", who.map(Player::name))}>{ initial }</span>
                        <span class="mv">{ mv.to_string() }</span>
                        if let Some(g) = glyph {
                            <span class="glyph" data-glyph={g.text()} aria-hidden="true">{ g.text() }</span>
                            <span class="visually-hidden">{ format!(" ({})", i18n::glyph_name(lang, g)) }</span>
                        }
                    </button>
                </li>
                if let Some(text) = comment {
                    <li class="move-comment" data-comment={n.to_string()}>{ text }</li>
                }
                if let Some(text) = round {
                    <li class="round-end" data-round-end={n.to_string()}>{ text }</li>
                }
                </>
            }
        })
        .collect::<Html>();
    // Keep the current move in view in a long list (without scrolling the page).
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with((p.at, p.line.len()), move |_| {
            if let Some(ol) = list.cast::<web_sys::HtmlElement>() {
                let current = ol
                    .query_selector(".ply.current")
                    .ok()
                    .flatten()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(c) = current {
                    let top = c.offset_top();
                    let view = ol.client_height();
                    if top < ol.scroll_top() || top > ol.scroll_top() + view - 40 {
                        ol.set_scroll_top((top - view / 2).max(0));
                    }
                }
            }
        });
    }
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    html! {
        <section class="history" aria-label={t(lang, "Moves")}>
            if !p.header.is_empty() {
                <dl class="record-header" data-record-header="">
                    { for p.header.iter().map(|(name, value)| html! {
                        <><dt>{ name }</dt><dd>{ value }</dd></>
                    }) }
                </dl>
            }
            <div class="buttons">
                <button type="button" data-action="new-game" onclick={cb(&p.on_new)}>{ t(lang, "New game") }</button>
            </div>
            <ol class="moves" ref={list}>
                <li><button type="button" class={classes!("ply", (p.at == 0).then_some("current"))} data-ply="0"
                    onclick={p.on_jump.reform(|_: MouseEvent| 0)}>{ t(lang, "Start") }</button></li>
                if let Some(text) = &p.start_note {
                    <li class="move-comment" data-comment="0">{ text }</li>
                }
                { items }
                if let Some(e) = &p.ending {
                    <li class="ending" data-ending="">{ e }</li>
                }
            </ol>
        </section>
    }
}
