//! The copy button: copies a text to the clipboard and says whether it worked.

use yew::prelude::*;

use super::hooks::use_lang;
use crate::ui::i18n::t;

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
