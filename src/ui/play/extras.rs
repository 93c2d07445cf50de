//! What good game sites have, around the board: resigning and offering a draw, the link
//! to send in a correspondence game, and the analysis with its graph of values. Each
//! component gets data and callbacks, never the reducer.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::Value;
use crate::engine::{GameId, Player};
use crate::ui::board::layout::num;
use crate::ui::game::hint_value;
use crate::ui::i18n::{self, fixed, t, tf};
use crate::ui::platform::hooks::use_lang;

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
                    <crate::ui::platform::copy::CopyButton text={link.clone()} action="copy-letter" label={t(lang, "Copy link")}
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

/// The graph's height, in seeds for South at its top (and for North at its bottom): a
/// proven win or loss is drawn there, estimates beyond it are clipped.
const GRAPH_CAP: f64 = 12.0;
/// The graph's drawing, in its own units.
const GRAPH_W: f64 = 300.0;
const GRAPH_H: f64 = 90.0;
const GRAPH_PAD: f64 = 6.0;

/// Where a value for South is drawn, from the top.
fn graph_y(v: Value) -> f64 {
    let seeds = match v {
        Value::Win { .. } => GRAPH_CAP,
        Value::Loss { .. } => -GRAPH_CAP,
        Value::Draw => 0.0,
        Value::Heuristic { score } => (f64::from(score) / 100.0).clamp(-GRAPH_CAP, GRAPH_CAP),
    };
    GRAPH_H / 2.0 - seeds / GRAPH_CAP * (GRAPH_H / 2.0 - GRAPH_PAD)
}

/// Properties of [`ValueGraph`].
#[derive(Properties, PartialEq)]
pub struct GraphProps {
    /// The value of the position after each move of the game, for South.
    pub values: Vec<Option<Value>>,
    /// The position shown on the analysis board, when it is one of the game's.
    pub at: Option<usize>,
    /// The game (the values' unit).
    pub game: GameId,
    /// Show the game's position after this many moves.
    pub on_point: Callback<usize>,
}

/// The computer's value of each position of the game, for South, as a small graph over
/// the game: above the middle line South is ahead. A point clicked (or the arrow keys,
/// Home and End on the graph) shows that position on the analysis board.
#[component]
pub fn ValueGraph(p: &GraphProps) -> Html {
    let lang = use_lang();
    let n = p.values.len();
    let x = |i: usize| GRAPH_PAD + i as f64 * (GRAPH_W - 2.0 * GRAPH_PAD) / (n.max(2) - 1) as f64;
    // The known values as runs of a line (a value not computed yet breaks it).
    let mut runs: Vec<Vec<String>> = vec![Vec::new()];
    for (i, v) in p.values.iter().enumerate() {
        match v {
            Some(v) => runs
                .last_mut()
                .map(|r| r.push(format!("{},{}", fixed(x(i), 1), fixed(graph_y(*v), 1))))
                .unwrap_or_default(),
            None => runs.push(Vec::new()),
        }
    }
    let lines = runs
        .into_iter()
        .filter(|r| r.len() > 1)
        .map(|r| html! { <polyline class="graph-line" points={r.join(" ")} /> })
        .collect::<Html>();
    let points = p
        .values
        .iter()
        .enumerate()
        .filter_map(|(i, v)| v.map(|v| (i, v)))
        .map(|(i, v)| {
            let said = tf(lang, "After move {}: {} for South", &[&i, &hint_value(lang, v, p.game)]);
            html! {
                <circle class={classes!("graph-point", (p.at == Some(i)).then_some("at"))} cx={fixed(x(i), 1)}
                    cy={fixed(graph_y(v), 1)} r="3.2" data-graph-point={i.to_string()} data-value={v.to_string()}
                    onclick={p.on_point.reform(move |_: MouseEvent| i)}>
                    <title>{ said }</title>
                </circle>
            }
        })
        .collect::<Html>();
    let cursor = p.at.map(|i| {
        html! { <line class="graph-cursor" x1={fixed(x(i), 1)} x2={fixed(x(i), 1)} y1="0" y2={num(GRAPH_H)} /> }
    });
    let onkeydown = {
        let on_point = p.on_point.clone();
        let at = p.at;
        Callback::from(move |e: KeyboardEvent| {
            let last = n.saturating_sub(1);
            let here = at.unwrap_or(0);
            let to = match e.key().as_str() {
                "ArrowLeft" | "ArrowDown" => here.saturating_sub(1),
                "ArrowRight" | "ArrowUp" => (here + 1).min(last),
                "Home" => 0,
                "End" => last,
                _ => return,
            };
            e.prevent_default();
            on_point.emit(to);
        })
    };
    html! {
        <svg class="value-graph" viewBox={format!("0 0 {} {}", num(GRAPH_W), num(GRAPH_H))} tabindex="0" role="group"
            aria-label={t(lang, "The computer's value of each position of the game, for South: arrow keys go from move to move")}
            {onkeydown}>
            <rect class="graph-south" x="0" y="0" width={num(GRAPH_W)} height={num(GRAPH_H / 2.0)} />
            <line class="graph-zero" x1="0" x2={num(GRAPH_W)} y1={num(GRAPH_H / 2.0)} y2={num(GRAPH_H / 2.0)} />
            { for cursor }
            { lines }
            { points }
        </svg>
    }
}

/// Properties of [`AnalysisPanel`].
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// The analysis, when the player analyses.
    pub analysing: bool,
    /// The graph's values (for South), by position.
    #[prop_or_default]
    pub values: Vec<Option<Value>>,
    /// Whether the graph is being computed.
    #[prop_or_default]
    pub running: bool,
    /// The analysis board's position, when it is one of the game's.
    #[prop_or_default]
    pub at: Option<usize>,
    /// Where the analysis board leaves the game's moves (a side line), if it does.
    #[prop_or_default]
    pub side_from: Option<usize>,
    /// The game.
    pub game: GameId,
    /// Open the analysis.
    pub on_analyse: Callback<()>,
    /// Back to the game.
    pub on_leave: Callback<()>,
    /// Compute the graph.
    pub on_start: Callback<()>,
    /// Stop computing it.
    pub on_stop: Callback<()>,
    /// Show the game's position after this many moves.
    pub on_point: Callback<usize>,
}

/// Analysis: a board for side lines, the game kept as it was; and the graph of values.
#[component]
pub fn AnalysisPanel(p: &AnalysisProps) -> Html {
    let lang = use_lang();
    let cb = |c: &Callback<()>| c.reform(|_: MouseEvent| ());
    if !p.analysing {
        return html! {
            <section class="analysis" aria-label={t(lang, "Analysis")}>
                <span class="buttons">
                    <button type="button" data-action="analyse" onclick={cb(&p.on_analyse)}>{ t(lang, "Analyse") }</button>
                </span>
                <p class="fine">{ t(lang, "Explore side lines from any position and see the computer's value of each move; the game stays as it is.") }</p>
            </section>
        };
    }
    let known = p.values.iter().filter(|v| v.is_some()).count();
    let total = p.values.len();
    let progress = if p.running {
        tf(lang, "Computing: {} of {} positions…", &[&known, &total])
    } else {
        tf(lang, "{} of {} positions computed.", &[&known, &total])
    };
    let where_ = match p.side_from {
        Some(n) => tf(
            lang,
            "A side line, from move {}: the game's moves are kept.",
            &[&n],
        ),
        None => t(
            lang,
            "On the game's moves: play any move to explore a side line.",
        )
        .to_string(),
    };
    html! {
        <section class="analysis on" aria-label={t(lang, "Analysis")} data-analysis="">
            <h2>{ t(lang, "Analysis") }</h2>
            <p class="fine" data-side-line={p.side_from.map(|n| n.to_string())}>{ where_ }</p>
            <span class="buttons">
                <button type="button" class="primary" data-action="leave-analysis" onclick={cb(&p.on_leave)}>{ t(lang, "Back to the game") }</button>
                if p.running {
                    <button type="button" data-action="graph-stop" onclick={cb(&p.on_stop)}>{ t(lang, "Stop") }</button>
                } else {
                    <button type="button" data-action="graph" disabled={known == total} onclick={cb(&p.on_start)}>{ t(lang, "Compute the graph") }</button>
                }
            </span>
            <ValueGraph values={p.values.clone()} at={p.at} game={p.game} on_point={p.on_point.clone()} />
            <p class="fine" data-graph-progress={format!("{known}/{total}")} aria-live="polite">{ progress }{ " " }{ t(lang, "Above the middle line South is ahead, below it North.") }</p>
        </section>
    }
}
