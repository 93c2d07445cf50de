//! The start screen: the four games with a drawing of each board, where it is played and
//! what makes it special; the chosen game's options; who plays.

use serde_json::Value;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::Board;
use super::hooks::use_lang;
use super::i18n::{self, t, tf};
use super::rules_text;
use super::state::{BoardView, Mode};
use crate::ai::Level;
use crate::engine::{GameId, Position, Rules};

/// Properties of [`StartScreen`].
#[derive(Properties, PartialEq)]
pub struct StartProps {
    /// The chosen game and options.
    pub rules: Rules,
    /// The chosen mode.
    pub mode: Mode,
    /// Whether a game is in progress to go back to.
    pub can_resume: bool,
    /// A game chosen.
    pub on_game: Callback<GameId>,
    /// An option set.
    pub on_option: Callback<(String, Value)>,
    /// A mode chosen.
    pub on_mode: Callback<Mode>,
    /// The computer's chosen level.
    pub level: Level,
    /// A level chosen.
    pub on_level: Callback<Level>,
    /// Start.
    pub on_start: Callback<()>,
    /// Back to the game in progress.
    pub on_resume: Callback<()>,
}

/// The start screen.
#[component]
pub fn StartScreen(p: &StartProps) -> Html {
    let lang = use_lang();
    let chosen = p.rules.game();
    let cards = GameId::ALL
        .into_iter()
        .map(|g| {
            let i = rules_text::info_in(g, lang);
            let rules = if g == chosen { p.rules } else { Rules::default_for(g) };
            let view = BoardView::still(&Position::start(rules));
            let on = g == chosen;
            html! {
                <li>
                    <button type="button" class={classes!("game-card", on.then_some("on"))} data-game-card={g.id()}
                        aria-pressed={if on { "true" } else { "false" }} onclick={p.on_game.reform(move |_: MouseEvent| g)}>
                        <Board view={view} mini=true />
                        <span class="card-name">{ rules_text::game_name(g, lang) }</span>
                        <span class="card-place">{ i.place }</span>
                        <span class="card-special">{ i.special }</span>
                    </button>
                </li>
            }
        })
        .collect::<Html>();

    let current = p.rules.options_json();
    let options = rules_text::info_in(chosen, lang)
        .options
        .iter()
        .map(|o| {
            let key = o.key;
            let selected = current.get(key).map(|v| v.to_string());
            let on_option = p.on_option.clone();
            let choices: Vec<&'static str> = o.choices.iter().map(|c| c.1).collect();
            let onchange = Callback::from(move |e: Event| {
                if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
                    let idx = usize::try_from(s.selected_index()).unwrap_or(0);
                    if let Some(v) = choices
                        .get(idx)
                        .and_then(|j| serde_json::from_str::<Value>(j).ok())
                    {
                        on_option.emit((key.to_string(), v));
                    }
                }
            });
            let opts = o
                .choices
                .iter()
                .enumerate()
                .map(|(n, (label, json))| {
                    let is = match &selected {
                        Some(sel) => sel == json,
                        None => n == 0,
                    };
                    html! { <option value={json.to_string()} selected={is}>{ *label }</option> }
                })
                .collect::<Html>();
            html! {
                <label class="option">
                    <span>{ o.label }</span>
                    <select data-option={key} {onchange}>{ opts }</select>
                </label>
            }
        })
        .collect::<Html>();

    let modes = Mode::ALL
        .into_iter()
        .map(|m| {
            html! {
                <label class="mode">
                    <input type="radio" name="mode" value={m.id()} data-mode={m.id()} checked={m == p.mode}
                        onchange={p.on_mode.reform(move |_: Event| m)} />
                    { m.label(lang) }
                </label>
            }
        })
        .collect::<Html>();

    let levels = Level::PLAYABLE
        .into_iter()
        .map(|l| html! { <option value={l.id()} selected={l == p.level}>{ i18n::level(lang, l) }</option> })
        .collect::<Html>();
    let on_level = p.on_level.clone();
    let on_level_change = Callback::from(move |e: Event| {
        if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
            let idx = usize::try_from(s.selected_index()).unwrap_or(0);
            if let Some(&l) = Level::PLAYABLE.get(idx) {
                on_level.emit(l);
            }
        }
    });
    let uses_computer = p.mode != Mode::TwoPlayers;

    html! {
        <section class="start" aria-label={t(lang, "Choose a game")}>
            <p class="lede">{ t(lang, "Four traditional mancala games from four corners of the world. Choose one, set its options and who plays.") }</p>
            <ul class="cards">{ cards }</ul>
            <div class="setup">
                <fieldset>
                    <legend>{ tf(lang, "{} options", &[&rules_text::game_name(chosen, lang)]) }</legend>
                    { options }
                </fieldset>
                <fieldset>
                    <legend>{ t(lang, "Players") }</legend>
                    { modes }
                    <label class={classes!("option", "level", (!uses_computer).then_some("idle"))}>
                        <span>{ t(lang, "Computer's strength") }</span>
                        <select data-level="" onchange={on_level_change}>{ levels }</select>
                    </label>
                </fieldset>
                <div class="buttons">
                    <button type="button" class="primary" data-action="start" onclick={p.on_start.reform(|_: MouseEvent| ())}>
                        { tf(lang, "Play {}", &[&rules_text::game_name(chosen, lang)]) }
                    </button>
                    if p.can_resume {
                        <button type="button" data-action="resume" onclick={p.on_resume.reform(|_: MouseEvent| ())}>
                            { t(lang, "Back to the game in progress") }
                        </button>
                    }
                </div>
            </div>
        </section>
    }
}
