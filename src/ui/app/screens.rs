//! The screens' bundle's root (`src/bin/screens.rs`): the part of the page the app's
//! holder asked for ([`super::lazy::Shown`], read from its text), drawn by the features'
//! own components in the app's language, as the app draws them with the `screens`
//! feature (`root.rs`).

use yew::prelude::*;

use super::lazy::Shown;
use crate::ui::figure::builder::address;
use crate::ui::figure::builder::view::BuilderScreen;
use crate::ui::game::Keep;
use crate::ui::i18n::Lang;
use crate::ui::record::view::RecordScreen;
use crate::ui::stats::panel::StatsBody;

/// Properties of [`Part`].
#[derive(Properties, PartialEq)]
pub struct PartProps {
    /// The part, and what it is drawn from.
    pub shown: Shown,
    /// A setting the reader changed on the recorder's board (the app keeps it).
    pub on_keep: Callback<Keep>,
    /// The screen's way back (the app's).
    pub on_leave: Callback<()>,
}

/// A part of the page the app left to the screens' bundle.
#[component]
pub fn Part(p: &PartProps) -> Html {
    let part = match &p.shown {
        Shown::Record {
            rules,
            prefs,
            place,
        } => html! {
            <RecordScreen rules={*rules} prefs={*prefs} on_keep={p.on_keep.clone()} place={*place}
                on_leave={p.on_leave.clone()} />
        },
        Shown::Builder { fragment, .. } => match address::opened(fragment) {
            Some(opened) => html! { <BuilderScreen {opened} on_leave={p.on_leave.clone()} /> },
            None => Html::default(),
        },
        Shown::Stats {
            game,
            rules,
            opened,
            ..
        } => html! { <StatsBody game={*game} rules={*rules} opened={*opened} /> },
    };
    html! {
        <ContextProvider<Lang> context={p.shown.lang()}>{ part }</ContextProvider<Lang>>
    }
}
