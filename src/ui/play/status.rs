//! The status bar over the board: whose turn it is, the result, match play's line and the
//! last message.

use yew::prelude::*;

use crate::ui::board::controls::spoken_region;
use crate::ui::game::Notice;
use crate::ui::i18n::t;
use crate::ui::platform::hooks::{use_lang, use_room};

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
    /// The computer, stopped after failing twice to choose its move: let it try again
    /// (the status says it could not choose).
    #[prop_or_default]
    pub on_retry_computer: Option<Callback<()>>,
}

/// Whose turn it is, the result, and the last message.
#[component]
pub fn StatusBar(p: &StatusProps) -> Html {
    let lang = use_lang();
    let root = use_node_ref();
    use_room(root.clone(), "--status-room");
    let dismiss = p.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="status-bar" ref={root}>
            <p class={classes!("status", p.over.then_some("over"), p.on_cancel_decide.is_some().then_some("deciding"))} data-status="">
                { &p.status }
                if let Some(cancel) = &p.on_cancel_decide {
                    { " " }
                    <button type="button" class="cancel-decide" data-action="cancel-decide"
                        onclick={cancel.reform(|_: MouseEvent| ())}>{ t(lang, "Cancel") }</button>
                }
                if let Some(retry) = &p.on_retry_computer {
                    { " " }
                    <button type="button" class="retry-computer" data-action="retry-computer"
                        onclick={retry.reform(|_: MouseEvent| ())}>{ t(lang, "Let the computer try again") }</button>
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
