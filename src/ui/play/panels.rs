//! The panels around the board: status and messages, the lift and circuit chooser,
//! Kiothi's redistribution, the animation controls, the move list, records and share
//! links, and the rules. Each gets data and callbacks, never the reducer.

use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::ai::Value;
use crate::engine::{GameId, Hole, Move, Piece, Player, Rules};
use crate::ui::i18n::errors;
use crate::ui::i18n::{self, t, tf, tn};
use crate::ui::rules;
use crate::ui::shell::hooks::use_lang;
use crate::ui::state::{
    choice_label, hint_margin, hint_summary, hint_value, ChoiceItem, Conclusion, DraftButtons,
    Notice, RecordSource, Speed,
};
use crate::ui::stats::panel::PlayStats;

/// Properties of [`StatusBar`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// Where the game stands.
    pub status: String,
    /// Whether the game is over (the status is its result).
    #[prop_or_default]
    pub over: bool,
    /// Match play's line.
    pub match_line: Option<String>,
    /// A message.
    pub notice: Option<Notice>,
    /// Close the message.
    pub on_dismiss: Callback<()>,
    /// While a long sowing is decided: stop deciding (the status says what waits).
    #[prop_or_default]
    pub on_cancel_decide: Option<Callback<()>>,
    /// What a screen reader hears of the moves ([`spoken_region`]), on the board's screen.
    #[prop_or_default]
    pub spoken: Option<String>,
}

/// The board's one live region: the last move in words (`State::spoken`), replaced —
/// never appended — when it changes, and so said once per move. Unseen: the status and
/// the call-outs show the same on the screen.
pub fn spoken_region(text: &str) -> Html {
    html! { <p class="visually-hidden" data-spoken="" aria-live="polite">{ text }</p> }
}

/// Whose turn it is, the result, and the last message.
#[component]
pub fn StatusBar(p: &StatusProps) -> Html {
    let lang = use_lang();
    let dismiss = p.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="status-bar">
            <p class={classes!("status", p.over.then_some("over"), p.on_cancel_decide.is_some().then_some("deciding"))} data-status="">
                { &p.status }
                if let Some(cancel) = &p.on_cancel_decide {
                    { " " }
                    <button type="button" class="cancel-decide" data-action="cancel-decide"
                        onclick={cancel.reform(|_: MouseEvent| ())}>{ t(lang, "Cancel") }</button>
                }
            </p>
            if let Some(m) = &p.match_line { <p class="match-line" data-match="">{ m }</p> }
            if let Some(said) = &p.spoken { { spoken_region(said) } }
            if let Some(n) = &p.notice {
                <div class={classes!("notice", if n.error { "error" } else { "info" })}
                    role={if n.error { "alert" } else { "status" }}
                    data-notice={if n.error { "error" } else { "info" }}>
                    <span>{ n.message.text(lang) }</span>
                    <button type="button" class="dismiss" aria-label={t(lang, "Close the message")} onclick={dismiss}>{ "×" }</button>
                </div>
            }
        </div>
    }
}

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
/// is marked disabled (`aria-disabled`) with its reason; choosing it says the reason.
#[component]
pub fn Chooser(p: &ChooserProps) -> Html {
    let lang = use_lang();
    let root = use_node_ref();
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
            // until the worker answers: the focus stays on it.
            let choose = if item.undecided {
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
                None => tf(lang, "play {}", &[&mv]),
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
    html! {
        <div class="chooser" role="group" aria-label={p.title.clone()} ref={root} {onkeydown}>
            <span class="chooser-title">{ &p.title }</span>
            { buttons }
            <button type="button" class="cancel" data-action="cancel-choice" onclick={cancel.reform(|_: MouseEvent| ())}>{ t(lang, "Cancel") }</button>
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
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    let step = if p.placing {
        tf(
            lang,
            "Click any hole, in either row, to place a warrior there ({} in hand).",
            &[&p.hand],
        )
    } else if p.emptied.is_empty() {
        t(lang, "Click the holes of your row to empty.").to_string()
    } else {
        let names: Vec<String> = p.emptied.iter().map(Hole::to_string).collect();
        tf(
            lang,
            "Emptying {}. Click a hole again to keep it.",
            &[&names.join(t(lang, " and "))],
        )
    };
    html! {
        <div class="draft" role="group" aria-label={t(lang, "Opening redistribution")}>
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

/// Properties of [`AnimationControls`].
#[derive(Properties, PartialEq)]
pub struct AnimProps {
    /// The game (Kiothi's seeds are warriors).
    pub game: GameId,
    /// The speed.
    pub speed: Speed,
    /// Whether a move is being shown.
    pub animating: bool,
    /// What happened so far in the move shown.
    pub callouts: Vec<String>,
    /// Change the speed.
    pub on_speed: Callback<Speed>,
    /// Next seed.
    pub on_seed: Callback<()>,
    /// Next lap.
    pub on_lap: Callback<()>,
    /// Show the rest.
    pub on_finish: Callback<()>,
    /// Whether sounds are on (`None`: no sound setting here, as in a figure).
    #[prop_or_default]
    pub sound: Option<bool>,
    /// Turn the sounds on or off.
    #[prop_or_default]
    pub on_sound: Callback<bool>,
}

/// Speed, step mode, and the call-outs of the move being shown.
#[component]
pub fn AnimationControls(p: &AnimProps) -> Html {
    let lang = use_lang();
    let speeds = Speed::ALL
        .into_iter()
        .map(|s| {
            html! {
                <button type="button" class={classes!("speed", (s == p.speed).then_some("on"))} data-speed={s.id()}
                    aria-pressed={if s == p.speed { "true" } else { "false" }}
                    onclick={p.on_speed.reform(move |_: MouseEvent| s)}>{ s.label(lang) }</button>
            }
        })
        .collect::<Html>();
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    let shown = p.callouts.len().saturating_sub(6);
    html! {
        <section class="anim-controls" aria-label={t(lang, "Sowing")}>
            <div class="buttons speeds" role="group" aria-label={t(lang, "Speed")}>{ speeds }</div>
            if let Some(on) = p.sound {
                <div class="buttons sound">
                    <button type="button" data-action="sound" aria-pressed={if on { "true" } else { "false" }}
                        onclick={p.on_sound.reform(move |_: MouseEvent| !on)}>
                        { if on { t(lang, "Sounds: on") } else { t(lang, "Sounds: off") } }
                    </button>
                </div>
            }
            <div class="buttons steps">
                <button type="button" data-action="step-seed" disabled={!p.animating} onclick={cb(&p.on_seed)}>{ if p.game.piece() == Piece::Warrior { t(lang, "Next warrior") } else { t(lang, "Next seed") } }</button>
                <button type="button" data-action="step-lap" disabled={!p.animating} onclick={cb(&p.on_lap)}>{ t(lang, "Next lap") }</button>
                <button type="button" data-action="finish" disabled={!p.animating} onclick={cb(&p.on_finish)}>{ t(lang, "Show all") }</button>
            </div>
            <ol class="callouts">
                { for p.callouts.iter().skip(shown).map(|c| html! { <li>{ c }</li> }) }
            </ol>
        </section>
    }
}

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
    /// Take back.
    pub on_undo: Callback<()>,
    /// Redo.
    pub on_redo: Callback<()>,
    /// Go to the position after this many moves.
    pub on_jump: Callback<usize>,
    /// Back to the start screen.
    pub on_new: Callback<()>,
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
            html! {
                <>
                <li>
                    <button type="button" class={class} data-ply={n.to_string()} title={format!("{name}: {mv}")}
                        onclick={p.on_jump.reform(move |_: MouseEvent| n)}>
                        <span class="num">{ format!("{n}.") }</span>
                        <span class={classes!("who", who.map(Player::name))}>{ initial }</span>
                        <span class="mv">{ mv.to_string() }</span>
                    </button>
                </li>
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
            <div class="buttons">
                <button type="button" data-action="undo" disabled={p.at == 0} onclick={cb(&p.on_undo)}>{ t(lang, "↶ Undo") }</button>
                <button type="button" data-action="redo" disabled={p.at >= p.line.len()} onclick={cb(&p.on_redo)}>{ t(lang, "Redo ↷") }</button>
                <button type="button" data-action="new-game" onclick={cb(&p.on_new)}>{ t(lang, "New game") }</button>
            </div>
            <ol class="moves" ref={list}>
                <li><button type="button" class={classes!("ply", (p.at == 0).then_some("current"))} data-ply="0"
                    onclick={p.on_jump.reform(|_: MouseEvent| 0)}>{ t(lang, "Start") }</button></li>
                { items }
                if let Some(e) = &p.ending {
                    <li class="ending" data-ending="">{ e }</li>
                }
            </ol>
        </section>
    }
}

/// Properties of [`RecordPanel`].
#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// The game to export (its texts are built only while the panel is open).
    pub source: RecordSource,
    /// The page's address without its fragment, for the share link.
    pub page: String,
    /// Import this text.
    pub on_import: Callback<String>,
    /// The last import's result.
    #[prop_or_default]
    pub message: Option<Notice>,
    /// While an import waits for a long sowing to be decided: what the status says.
    #[prop_or_default]
    pub deciding: Option<String>,
}

/// What the record panel shows: the record as text and as JSON, and the share link.
struct Exported {
    text: String,
    json: String,
    link: String,
    /// Moves taken back, left out of the record and the link.
    taken_back: usize,
    /// How the players ended the game (not in the notation), said beside it.
    ended: Option<Conclusion>,
}

/// Export, import and share. The record's texts and the link are built when the panel
/// is opened, and again only when the game changes while it is open.
#[component]
pub fn RecordPanel(p: &RecordProps) -> Html {
    let lang = use_lang();
    let input = use_node_ref();
    let open = use_state(|| false);
    let exported = use_memo(
        (*open, p.source.clone(), p.page.clone()),
        |(open, source, page)| {
            open.then(|| {
                let record = source.record();
                let link = format!("{page}#{}", super::share::fragment(&record));
                Exported {
                    text: record.to_string(),
                    json: record.to_json().to_string(),
                    link,
                    taken_back: source.taken_back(),
                    ended: source.ended(),
                }
            })
        },
    );
    let toggle = {
        let open = open.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            open.set(!*open);
        })
    };
    let import = {
        let input = input.clone();
        let cb = p.on_import.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = input.cast::<HtmlTextAreaElement>() {
                cb.emit(t.value());
            }
        })
    };
    let body = exported.as_ref().as_ref().map(|x| {
        let text_href = format!(
            "data:text/plain;charset=utf-8,{}",
            super::share::percent_encode(&x.text)
        );
        let json_href = format!(
            "data:application/json;charset=utf-8,{}",
            super::share::percent_encode(&x.json)
        );
        let left_out = (x.taken_back > 0).then(|| {
            let said = tn(
                lang,
                x.taken_back as u64,
                "The record is the game as shown: {} move taken back (Redo) is not in it.",
                "The record is the game as shown: {} moves taken back (Redo) are not in it.",
                &[&x.taken_back],
            );
            html! { <p class="fine" data-export-note="">{ said }</p> }
        });
        let ended = x.ended.map(|c| {
            let said = c.sentence(lang);
            html! { <p class="fine" data-export-ended="">{ tf(lang, "{} The notation has no word for this: the record ends with the last move.", &[&said]) }</p> }
        });
        html! {
            <>
                { for left_out }
                { for ended }
                <label>{ t(lang, "Share link (the game, its options and its moves)") }
                    <input type="text" readonly=true class="share-link" data-share="" value={x.link.clone()} />
                </label>
                <p class="buttons"><CopyButton text={x.link.clone()} action="copy-link" label={t(lang, "Copy link")}
                    failed={t(lang, "Copying failed: select the link and copy it")} /></p>
                <label>{ t(lang, "Record (notation)") }
                    <textarea readonly=true rows="4" data-export="text" value={x.text.clone()} />
                </label>
                <label>{ t(lang, "Record (JSON)") }
                    <textarea readonly=true rows="4" data-export="json" value={x.json.clone()} />
                </label>
                <p class="buttons">
                    <a class="button" download="mancala-game.txt" href={text_href}>{ t(lang, "Download text") }</a>
                    <a class="button" download="mancala-game.json" href={json_href}>{ t(lang, "Download JSON") }</a>
                </p>
            </>
        }
    });
    html! {
        <details class="record panel" open={*open}>
            <summary data-action="record-panel" onclick={toggle}>{ t(lang, "Save, share and import") }</summary>
            <div class="record-grid">
                { for body }
                <label>{ t(lang, "Import a record (text or JSON)") }
                    <textarea rows="4" ref={input} data-import="" placeholder="game: hoyito-3\nmoves: c1 f2" />
                </label>
                <p class="buttons"><button type="button" data-action="import" onclick={import}>{ t(lang, "Import") }</button></p>
                if let Some(d) = &p.deciding {
                    <p class="notice info deciding" role="status" data-import-message="deciding">{ d }</p>
                } else if let Some(m) = &p.message {
                    <p class={classes!("notice", if m.error { "error" } else { "info" })} role="status"
                        data-import-message={if m.error { "error" } else { "info" }}>{ m.message.text(lang) }</p>
                }
            </div>
        </details>
    }
}

/// Properties of [`CopyButton`].
#[derive(Properties, PartialEq)]
pub struct CopyProps {
    /// What to copy.
    pub text: String,
    /// `data-action` of the button.
    pub action: &'static str,
    /// The button's label.
    pub label: &'static str,
    /// What it says when the browser refused.
    pub failed: &'static str,
}

/// Copies a text to the clipboard; the button says whether it worked (until the text
/// changes).
#[component]
pub fn CopyButton(p: &CopyProps) -> Html {
    let lang = use_lang();
    let copied = use_state(|| None::<bool>);
    {
        let copied = copied.clone();
        use_effect_with(p.text.clone(), move |_| copied.set(None));
    }
    let onclick = {
        let text = p.text.clone();
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(window) = web_sys::window() else {
                copied.set(Some(false));
                return;
            };
            let promise = window.navigator().clipboard().write_text(&text);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                copied.set(Some(ok));
            });
        })
    };
    let label = match *copied {
        None => p.label,
        Some(true) => t(lang, "Copied"),
        Some(false) => p.failed,
    };
    html! { <button type="button" data-action={p.action} {onclick}>{ label }</button> }
}

/// Properties of [`RulesPanel`].
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// The game.
    pub game: GameId,
    /// The game's rules with their options, listed and described in the panel.
    #[prop_or_default]
    pub rules: Option<Rules>,
    /// Where the Atlas's files are, for "What play shows" (ending in `/`; empty: beside
    /// the page).
    #[prop_or_default]
    pub files: AttrValue,
}

/// The rules in plain words, the game's words in the reader's language (the glossary,
/// with each word's source), house rules marked, sources, readings not taken; and a
/// draft translation's note; and what seeded play showed of each option set.
#[component]
pub fn RulesPanel(p: &RulesProps) -> Html {
    let lang = use_lang();
    let i = rules::info_in(p.game, lang);
    let glossary = rules::glossary(p.game, lang);
    let in_play = p.rules.map(|r| rules::options_in_play(r, lang));
    let list = |items: &[&str]| {
        items
            .iter()
            .map(|s| html! { <li>{ *s }</li> })
            .collect::<Html>()
    };
    html! {
        <details class="rules panel" data-rules={p.game.id()}>
            <summary>{ tf(lang, "Rules of {}", &[&rules::game_name(p.game, lang)]) }</summary>
            if let Some(note) = rules::draft_note(lang) {
                <p class="fine draft-note" data-draft-note="">{ note }</p>
            }
            <p class="special">{ i.special }</p>
            <ol>{ list(&i.rules) }</ol>
            if !glossary.is_empty() {
                <h3>{ t(lang, "The game's words") }</h3>
                <dl class="glossary" data-glossary="">
                    { for glossary.iter().map(|term| html! { <>
                        <dt>{ term.word }</dt>
                        <dd>{ match term.source {
                            Some(s) => tf(lang, "Source: {}", &[&s]),
                            None => t(lang, "No source gives a word for this: a plain translation.").to_string(),
                        } }</dd>
                    </> }) }
                </dl>
            }
            if let Some(options) = in_play.filter(|o| !o.is_empty()) {
                <h3>{ t(lang, "Options of this game") }</h3>
                <ul class="options-in-play">
                    { for options.into_iter().map(|(label, value, more)| html! {
                        <li data-option-in-play="">
                            <strong>{ label }</strong>{ ": " }{ value }
                            if let Some(m) = more { <p class="option-more" data-option-more="">{ m }</p> }
                        </li>
                    }) }
                </ul>
            }
            <h3>{ t(lang, "House rules") }</h3>
            <p class="fine">{ t(lang, "Not in any source: they make every game end with one outcome.") }</p>
            <ul class="house">{ for i.house.iter().map(|s| html! { <li><span class="tag">{ t(lang, "house rule") }</span>{ " " }{ *s }</li> }) }</ul>
            <h3>{ t(lang, "Sources") }</h3>
            <ul>{ list(&i.sources) }</ul>
            <h3>{ t(lang, "Readings not taken") }</h3>
            <ul>{ list(&i.not_taken) }</ul>
            <PlayStats key={p.game.id()} game={p.game} rules={p.rules} files={p.files.clone()} />
        </details>
    }
}

/// Properties of [`HintPanel`].
#[derive(Properties, PartialEq)]
pub struct HintProps {
    /// Whether a hint may be asked for now (a person to move).
    pub can_hint: bool,
    /// Whether one is being computed.
    pub thinking: bool,
    /// The hint: `(move, value, best)`, best first.
    pub lines: Vec<(Move, Value, bool)>,
    /// Whether every value of the hint is proven.
    #[prop_or_default]
    pub solved: bool,
    /// From an endgame table (`None`: without one): each move's final margin.
    #[prop_or_default]
    pub margins: Option<Vec<(Move, i32)>>,
    /// The game (the values' unit).
    pub game: GameId,
    /// Ask for one.
    pub on_hint: Callback<()>,
}

/// The hint button and every move's value.
#[component]
pub fn HintPanel(p: &HintProps) -> Html {
    let lang = use_lang();
    let items = p
        .lines
        .iter()
        .map(|(mv, value, best)| {
            let margin = p
                .margins
                .as_ref()
                .and_then(|m| m.iter().find(|(m, _)| m == mv))
                .map(|&(_, n)| hint_margin(lang, n, p.game))
                .filter(|m| !m.is_empty());
            html! {
                <li class={classes!(best.then_some("best"))} data-hint-move={mv.to_string()} data-hint-value={value.to_string()}>
                    <span class="hint-move">{ mv.to_string() }</span>
                    <span class="hint-value">{ hint_value(lang, *value, p.game) }</span>
                    if let Some(margin) = margin { <span class="hint-margin" data-hint-margin="">{ margin }</span> }
                    if *best { <span class="hint-best">{ t(lang, "best") }</span> }
                </li>
            }
        })
        .collect::<Html>();
    html! {
        <section class="hints" aria-label={t(lang, "Hint")}>
            <div class="buttons">
                <button type="button" data-action="hint" disabled={!p.can_hint || p.thinking}
                    onclick={p.on_hint.reform(|_: MouseEvent| ())}>
                    { if p.thinking { t(lang, "Thinking…") } else { t(lang, "Hint") } }
                </button>
                if p.lines.is_empty() && !p.thinking {
                    <span class="hint-help">{ t(lang, "Every move's value for the player to move.") }</span>
                }
            </div>
            if !p.lines.is_empty() {
                <p class="hint-summary fine" data-hint-solved={p.solved.to_string()} data-hint-table={p.margins.is_some().to_string()}>{ hint_summary(lang, p.solved, p.margins.is_some(), p.game) }</p>
                <ol class="hint-list" aria-live="polite">{ items }</ol>
            }
        </section>
    }
}
