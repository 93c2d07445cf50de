//! The sowing's controls under a board: the speed, the step mode, the sounds, and the
//! call-outs of the move being shown; and the board's one live region.

use yew::prelude::*;

use crate::engine::{GameId, Piece};
use crate::ui::game::Speed;
use crate::ui::i18n::t;
use crate::ui::platform::hooks::use_lang;

/// The board's one live region: the last move in words (`State::spoken`), replaced —
/// never appended — when it changes, and so said once per move. Unseen: the status and
/// the call-outs show the same on the screen.
pub fn spoken_region(text: &str) -> Html {
    html! { <p class="visually-hidden" data-spoken="" aria-live="polite">{ text }</p> }
}

/// What the move being shown does, said beside the board: its last two call-outs (the
/// newest last), under the board and kept in view at the screen's foot while the board
/// is — where the player looks, on a phone too, not in the panel further down. Unheard:
/// the live region says the move. Empty until a move is shown; the last move's stay.
pub fn board_says(callouts: &[String], animating: bool) -> Html {
    let from = callouts.len().saturating_sub(2);
    html! {
        <p class={classes!("board-says", animating.then_some("now"))} data-board-says={callouts.len().to_string()} aria-hidden="true">
            { for callouts[from..].iter().map(|c| html! { <span>{ c }</span> }) }
        </p>
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
