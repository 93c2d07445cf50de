//! What a player puts together on the board before a move is made: Kiothi's "how many to
//! lift" and Katro's "which circuit" ([`Chooser`]), and Kiothi's opening redistribution
//! ([`DraftPanel`]); both, for any screen, from the board's state ([`board_inputs`]).

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::{Hole, Move, Phase};
use crate::ui::game::{
    choice_label, choice_title, chooser_title, Action, ChoiceItem, DraftAction, DraftButtons,
    PlayAction, State,
};
use crate::ui::i18n::errors;
use crate::ui::i18n::{t, tf};
use crate::ui::platform::hooks::{use_lang, use_room};

/// Properties of [`Chooser`].
#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    /// The question.
    pub title: String,
    /// The hole the chooser is open on (focus goes back to it).
    pub hole: Hole,
    /// The choices.
    pub items: Vec<ChoiceItem>,
    /// `data-choice` prefix for each button: `lift` or `circuit`.
    pub kind: &'static str,
    /// A choice made.
    pub on_choose: Callback<Move>,
    /// Closed without choosing.
    pub on_cancel: Callback<()>,
}

/// The board's hole `hole` near `from` (the nearest ancestor of `from` that holds a main
/// board), to give the focus back to.
pub fn hole_near(from: &NodeRef, hole: Hole) -> Option<web_sys::SvgElement> {
    let selector = format!("svg.board.main [data-hole=\"{hole}\"]");
    let mut at = from.cast::<web_sys::Element>();
    while let Some(el) = at {
        if let Some(found) = el.query_selector(&selector).ok().flatten() {
            return found.dyn_into().ok();
        }
        at = el.parent_element();
    }
    None
}

/// Kiothi's "how many to lift" and Katro's "which circuit". The focus moves into it
/// when it opens (to its first playable choice) and back to the hole when it closes,
/// whether a choice was made, Cancel pressed, or Escape. A choice that cannot be played
/// is marked disabled (`aria-disabled`) with its reason; choosing it (a tap, a click, a
/// key) says the reason in the chooser itself, under its choices (and the board refuses
/// the move, as it does any).
#[component]
pub fn Chooser(p: &ChooserProps) -> Html {
    let lang = use_lang();
    let root = use_node_ref();
    use_room(root.clone(), "--panel-room");
    // The refused choice last chosen (its number), whose reason is said.
    let refused = use_state(|| None::<usize>);
    {
        let refused = refused.clone();
        use_effect_with((p.hole, p.kind), move |_| refused.set(None));
    }
    {
        let root = root.clone();
        use_effect_with((p.hole, p.kind), move |_| {
            if let Some(el) = root.cast::<web_sys::Element>() {
                let first = el
                    .query_selector(".choice:not([aria-disabled=\"true\"])")
                    .ok()
                    .flatten()
                    .or_else(|| el.query_selector("button").ok().flatten());
                if let Some(b) = first.and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = b.focus();
                }
            }
        });
    }
    // Closes the chooser with `then` and gives the focus back to the hole (found first:
    // the chooser is gone once the state has changed).
    let closing = |then: Callback<()>| {
        let root = root.clone();
        let hole = p.hole;
        Callback::from(move |()| {
            let back = hole_near(&root, hole);
            then.emit(());
            if let Some(h) = back {
                let _ = h.focus();
            }
        })
    };
    let cancel = closing(p.on_cancel.clone());
    let buttons = p
        .items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let mv = item.mv;
            // A choice that needs deciding keeps the chooser open (marked "deciding…")
            // until the worker answers: the focus stays on it. A refused one says why.
            let choose = if item.problem.is_some() {
                // (Still asked of the board, whose own notice says it too.)
                let (refused, on_choose) = (refused.clone(), p.on_choose.clone());
                Callback::from(move |()| {
                    refused.set(Some(i));
                    on_choose.emit(mv);
                })
            } else if item.undecided {
                p.on_choose.reform(move |()| mv)
            } else {
                closing(p.on_choose.reform(move |()| mv))
            };
            let why = format!("chooser-why-{}-{}-{}", p.kind, p.hole, i + 1);
            let problem = item
                .problem
                .as_ref()
                .map(|e| tf(lang, "This move cannot be played: {}.", &[&errors::play_error(lang, e)]));
            let title = match &problem {
                Some(text) => text.clone(),
                None if item.undecided => tf(lang, "{} — needs deciding (a very long sowing): choose it to decide it", &[&mv]),
                None => choice_title(lang, p.hole, item.label),
            };
            html! {
                <button type="button" class={classes!("choice", item.problem.is_some().then_some("illegal"), item.undecided.then_some("undecided"), item.deciding.then_some("deciding"))}
                    data-choice={format!("{}-{}", p.kind, i + 1)} data-move={mv.to_string()}
                    data-undecided={item.undecided.then_some("true")} data-deciding={item.deciding.then_some("true")}
                    aria-busy={item.deciding.then_some("true")}
                    aria-disabled={problem.is_some().then_some("true")}
                    aria-describedby={problem.is_some().then(|| why.clone())}
                    {title} onclick={choose.reform(|_: MouseEvent| ())}>
                    { choice_label(lang, item.label) }
                    if item.deciding {
                        <span class="deciding-mark">{ " " }{ t(lang, "deciding…") }</span>
                    } else if item.undecided {
                        <span class="undecided-mark" aria-hidden="true">{ "?" }</span>
                    }
                    if let Some(text) = problem {
                        <span class="visually-hidden" id={why}>{ text }</span>
                    }
                </button>
            }
        })
        .collect::<Html>();
    let onkeydown = {
        let cancel = cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                cancel.emit(());
            }
        })
    };
    // Why the refused choice chosen cannot be played, said where it was chosen (a
    // tooltip is never seen on a touch screen).
    let why = (*refused)
        .and_then(|i| p.items.get(i))
        .and_then(|item| item.problem.as_ref())
        .map(|e| {
            tf(
                lang,
                "This move cannot be played: {}.",
                &[&errors::play_error(lang, e)],
            )
        });
    html! {
        <div class="chooser" role="group" aria-label={p.title.clone()} ref={root} {onkeydown}>
            <span class="chooser-title">{ &p.title }</span>
            { buttons }
            <button type="button" class="cancel" data-action="cancel-choice" onclick={cancel.reform(|_: MouseEvent| ())}>{ t(lang, "Cancel") }</button>
            <p class="chooser-why" role="status" data-refused={why.is_some().then_some("true")}>{ why.unwrap_or_default() }</p>
        </div>
    }
}

/// Properties of [`DraftPanel`].
#[derive(Properties, PartialEq)]
pub struct DraftProps {
    /// What the player may do, in the reader's language.
    pub describe: String,
    /// Holes emptied so far.
    pub emptied: Vec<Hole>,
    /// Warriors in hand.
    pub hand: u32,
    /// Placing (true) or choosing holes (false).
    pub placing: bool,
    /// What each button can do now (a button that can do nothing is disabled).
    pub can: DraftButtons,
    /// The buttons: take up, take back, start over, confirm.
    pub on_take: Callback<()>,
    /// Take back the last warrior.
    pub on_back: Callback<()>,
    /// Start over.
    pub on_reset: Callback<()>,
    /// Play it.
    pub on_confirm: Callback<()>,
}

/// Kiothi's opening redistribution as its own step.
#[component]
pub fn DraftPanel(p: &DraftProps) -> Html {
    let lang = use_lang();
    let root = use_node_ref();
    use_room(root.clone(), "--panel-room");
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    let step = if p.placing && p.hand == 0 {
        t(
            lang,
            "Every warrior has been placed: confirm, or take one back.",
        )
        .to_string()
    } else if p.placing {
        tf(
            lang,
            "Choose any hole, in either row, to place a warrior there ({} in hand).",
            &[&p.hand],
        )
    } else if p.emptied.is_empty() {
        t(lang, "Choose the holes of your row to empty.").to_string()
    } else {
        let names: Vec<String> = p.emptied.iter().map(Hole::to_string).collect();
        tf(
            lang,
            "Emptying {}. Choose a hole again to keep it.",
            &[&names.join(t(lang, " and "))],
        )
    };
    html! {
        <div class="draft" role="group" aria-label={t(lang, "Opening redistribution")} ref={root}>
            <p class="draft-rule">{ &p.describe }</p>
            <p class="draft-step" data-hand={p.hand.to_string()}>{ step }</p>
            <div class="buttons">
                if !p.placing {
                    <button type="button" data-action="draft-take" disabled={!p.can.take} onclick={cb(&p.on_take)}>{ t(lang, "Take up the warriors") }</button>
                }
                <button type="button" data-action="draft-back" disabled={!p.can.back} onclick={cb(&p.on_back)}>{ t(lang, "Take back one") }</button>
                <button type="button" data-action="draft-reset" disabled={!p.can.reset} onclick={cb(&p.on_reset)}>{ t(lang, "Start over") }</button>
                <button type="button" class="primary" data-action="draft-confirm" disabled={!p.can.confirm} onclick={cb(&p.on_confirm)}>{ t(lang, "Confirm") }</button>
            </div>
        </div>
    }
}

/// What the player puts together on the board, for every screen that holds a game: the
/// lift or circuit chooser while one is open, and Kiothi's redistribution while it is
/// the player's — when the person at the board may act (`may`). One node, present or not
/// (the board's place in its parent's list never shifts, so it is never drawn anew).
pub fn board_inputs(s: &State, dispatch: &Callback<Action>, may: bool) -> Html {
    let lang = s.prefs.lang;
    let send = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.emit(a.clone()))
    };
    let chooser = may
        .then(|| chooser_title(lang, s.input.choosing))
        .flatten()
        .map(|(title, kind)| {
            let hole = s.input.choosing.hole().unwrap_or(Hole::new(0, 0));
            let on_choose = {
                let d = dispatch.clone();
                Callback::from(move |mv: Move| d.emit(PlayAction::Play(mv).into()))
            };
            html! { <Chooser {title} {hole} {kind} items={s.choices()} {on_choose} on_cancel={send(PlayAction::CancelInput.into())} /> }
        });
    let p = s.position();
    let draft = (may && p.phase() == Phase::Redistribute && !s.animating())
        .then(|| p.redistribution_choice())
        .flatten()
        .map(|d| {
            html! {
                <DraftPanel describe={s.redistribution_text(&d)} emptied={s.input.draft.emptied.clone()}
                    hand={s.hand()} placing={s.input.draft.placing} can={s.draft_buttons()}
                    on_take={send(DraftAction::Take.into())} on_back={send(DraftAction::TakeBack.into())}
                    on_reset={send(DraftAction::Reset.into())} on_confirm={send(DraftAction::Confirm.into())} />
            }
        });
    html! { <>{ chooser.unwrap_or_default() }{ draft.unwrap_or_default() }</> }
}
