//! The hint: the button, and every move's value.

use yew::prelude::*;

use crate::ai::Value;
use crate::engine::{GameId, Move};
use crate::ui::game::{hint_margin, hint_summary, hint_value};
use crate::ui::i18n::t;
use crate::ui::platform::hooks::use_lang;

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
