//! What good game sites have, around the board: resigning and offering a draw. Each
//! component gets data and callbacks, never the reducer.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::hooks::use_lang;
use super::i18n::{self, t, tf};
use crate::engine::Player;

/// Focuses the first button inside `node` (a question that just appeared).
fn focus_first_button(node: &NodeRef) {
    let button = node
        .cast::<web_sys::Element>()
        .and_then(|el| el.query_selector("button").ok().flatten())
        .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(b) = button {
        let _ = b.focus();
    }
}

/// Properties of [`EndControls`].
#[derive(Properties, PartialEq)]
pub struct EndProps {
    /// Who would resign now (`None`: nobody here can).
    pub resigner: Option<Player>,
    /// Whether the computer plays the other side (the button then just says "Resign").
    #[prop_or_default]
    pub against_computer: bool,
    /// Whether the player to move may offer a draw (two players on one device).
    #[prop_or_default]
    pub can_offer: bool,
    /// A draw offered by this player, waiting for the other's answer.
    #[prop_or_default]
    pub offer: Option<Player>,
    /// Resign (after the player confirmed it).
    pub on_resign: Callback<()>,
    /// Offer a draw.
    pub on_offer: Callback<()>,
    /// Accept the draw offered.
    pub on_accept: Callback<()>,
    /// Decline it.
    pub on_decline: Callback<()>,
}

/// Resign (asked twice), and between two players on one device, offer a draw that the
/// other accepts or declines. A resignation is taken back with Undo.
#[component]
pub fn EndControls(p: &EndProps) -> Html {
    let lang = use_lang();
    let asking = use_state(|| false);
    let question = use_node_ref();
    {
        // A question asked for one player is dropped when the turn passes.
        let asking = asking.clone();
        use_effect_with(p.resigner, move |_| asking.set(false));
    }
    {
        let question = question.clone();
        use_effect_with((*asking, p.offer), move |(asking, offer)| {
            if *asking || offer.is_some() {
                focus_first_button(&question);
            }
        });
    }
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    let body = if let Some(by) = p.offer {
        html! {
            <div class="question" role="group" ref={question.clone()} data-draw-offer={by.name()}
                aria-label={t(lang, "A draw is offered")}>
                <p>{ tf(lang, "{} offers a draw. {}, do you accept?", &[&i18n::player(lang, by), &i18n::player(lang, !by)]) }</p>
                <span class="buttons">
                    <button type="button" data-action="accept-draw" onclick={cb(&p.on_accept)}>{ t(lang, "Accept the draw") }</button>
                    <button type="button" data-action="decline-draw" onclick={cb(&p.on_decline)}>{ t(lang, "Decline and play on") }</button>
                </span>
            </div>
        }
    } else if *asking {
        let yes = {
            let asking = asking.clone();
            let on_resign = p.on_resign.clone();
            Callback::from(move |_: MouseEvent| {
                asking.set(false);
                on_resign.emit(());
            })
        };
        let no = {
            let asking = asking.clone();
            Callback::from(move |_: MouseEvent| asking.set(false))
        };
        let who = p
            .resigner
            .map(|pl| i18n::player(lang, pl))
            .unwrap_or_default();
        html! {
            <div class="question" role="group" ref={question.clone()} aria-label={t(lang, "Resign")}>
                <p>{ tf(lang, "{} resigns and loses this game? Undo takes it back.", &[&who]) }</p>
                <span class="buttons">
                    <button type="button" data-action="confirm-resign" onclick={yes}>{ t(lang, "Yes, resign") }</button>
                    <button type="button" data-action="keep-playing" onclick={no}>{ t(lang, "Keep playing") }</button>
                </span>
            </div>
        }
    } else {
        let ask = {
            let asking = asking.clone();
            Callback::from(move |_: MouseEvent| asking.set(true))
        };
        let resign_label = match (p.resigner, p.against_computer) {
            (Some(pl), false) => tf(lang, "Resign ({})", &[&i18n::player(lang, pl)]),
            _ => t(lang, "Resign").to_string(),
        };
        html! {
            <span class="buttons">
                <button type="button" data-action="resign" disabled={p.resigner.is_none()} onclick={ask}>{ resign_label }</button>
                if p.can_offer {
                    <button type="button" data-action="offer-draw" onclick={cb(&p.on_offer)}>{ t(lang, "Offer a draw") }</button>
                }
            </span>
        }
    };
    html! {
        <section class="game-end" aria-label={t(lang, "End the game")}>{ body }</section>
    }
}

/// Properties of [`LetterPanel`].
#[derive(Properties, PartialEq)]
pub struct LetterProps {
    /// The side played on this device.
    pub you: Player,
    /// The "your move" link to send, once this side has played (the whole address).
    pub link: Option<String>,
    /// Whether the game is over.
    #[prop_or_default]
    pub over: bool,
}

/// A correspondence game: the link of the move just played, to send to the other player
/// (copy it, or select it), or a line saying whose move it is.
#[component]
pub fn LetterPanel(p: &LetterProps) -> Html {
    let lang = use_lang();
    let them = i18n::player(lang, !p.you);
    let body = match &p.link {
        Some(link) => html! {
            <>
                <label>{ if p.over {
                        tf(lang, "The game is over. Send this link to {} so that they see its end:", &[&them])
                    } else {
                        tf(lang, "Your move is played. Send this link to {}:", &[&them])
                    } }
                    <input type="text" readonly=true class="share-link" data-letter="" value={link.clone()} />
                </label>
                <p class="buttons">
                    <super::panels::CopyButton text={link.clone()} action="copy-letter" label={t(lang, "Copy link")}
                        failed={t(lang, "Copying failed: select the link and copy it")} />
                </p>
            </>
        },
        None if p.over => Html::default(),
        None => html! {
            <p class="fine">{ tf(lang, "You play {}. When you have played, the link to send to {} appears here; open the link of their move when it comes.", &[&i18n::player(lang, p.you), &them]) }</p>
        },
    };
    html! {
        <section class="letter" aria-label={t(lang, "Correspondence")} data-correspondence={p.you.name()}>
            <h2>{ t(lang, "Correspondence") }</h2>
            { body }
        </section>
    }
}
