//! "Download image": the board shown, as an SVG file or a PNG at 1×, 2× or 4×, with the
//! coordinates, the players' names and the caption each optional — near the app's
//! board and in a figure's full controls. The drawing is the board's own
//! ([`super::print::drawing`], at rest); the file is made by [`super::image`].
//!
//! The root is `<details class="download-image" data-download>`; each option is an
//! `input[data-option]` (`coordinates`, `names`, `caption`), each button says its
//! format in `data-format` (`svg`, `png-1`, `png-2`, `png-4`).

use yew::prelude::*;

use super::embed_config::Theme;
use super::hooks::use_lang;
use super::i18n::{t, tf};
use super::image::{self, SCALES};
use super::picture::Node;
use super::print::{self, Options};
use super::state::BoardView;

/// Properties of [`DownloadImage`].
#[derive(Properties, PartialEq)]
pub struct DownloadProps {
    /// The board at rest ([`print::view`]): its coordinates are the control's choice.
    pub view: BoardView,
    /// Whether the coordinates are on at first (the board's own setting).
    pub coordinates: bool,
    /// The author's caption for the moment shown (a figure's), if any.
    #[prop_or_default]
    pub caption: Option<String>,
    /// What the move shown was ("Move 3: North plays c2").
    pub note: String,
    /// The figure's theme (the app's is wood).
    pub theme: Theme,
    /// Where the app's files are, for the print bundle (`""`: next to the page).
    pub base: String,
    /// The file's name without its extension.
    pub name: String,
}

/// The control: its options and one button per format.
#[component]
pub fn DownloadImage(props: &DownloadProps) -> Html {
    let lang = use_lang();
    let coordinates = use_state_eq(|| props.coordinates);
    let names = use_state_eq(|| true);
    let caption = use_state_eq(|| true);
    let busy = use_state_eq(|| false);
    let failed = use_state_eq(|| None::<String>);

    let onclick = {
        let (view, note, author) = (
            props.view.clone(),
            props.note.clone(),
            props.caption.clone(),
        );
        let (theme, base, name) = (props.theme, props.base.clone(), props.name.clone());
        let (coordinates, names, caption) = (*coordinates, *names, *caption);
        let (busy, failed) = (busy.clone(), failed.clone());
        Callback::from(move |e: MouseEvent| {
            let format = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|el| el.closest("[data-format]").ok().flatten())
                .and_then(|el| el.get_attribute("data-format"));
            let Some(format) = format else {
                return;
            };
            let scale: u32 = format
                .strip_prefix("png-")
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let mut v = view.clone();
            v.coordinates = coordinates;
            let markup = Node::from(print::drawing(&v, lang, names)).markup();
            let o = Options {
                theme,
                caption: author.clone().filter(|_| caption),
                note: Some(note.clone()).filter(|_| caption),
            };
            let file = match scale {
                0 => format!("{name}.svg"),
                1 => format!("{name}.png"),
                k => format!("{name}@{k}x.png"),
            };
            let (base, busy, failed) = (base.clone(), busy.clone(), failed.clone());
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                let done = image::request(&base, markup, o, scale)
                    .await
                    .and_then(|blob| image::save(&blob, &file));
                busy.set(false);
                failed.set(done.err());
            });
        })
    };
    let toggle = |state: &UseStateHandle<bool>| {
        let state = state.clone();
        Callback::from(move |_: Event| state.set(!*state))
    };
    let option = |key: &'static str, label: &str, state: &UseStateHandle<bool>| {
        html! {
            <label><input type="checkbox" data-option={key} checked={**state} onchange={toggle(state)} />{ " " }{ label }</label>
        }
    };
    let pngs = SCALES.iter().map(|k| {
        html! { <button type="button" data-format={format!("png-{k}")} disabled={*busy}>{ format!("PNG {k}×") }</button> }
    });
    html! {
        <details class="download-image" data-download="">
            <summary>{ t(lang, "Download image") }</summary>
            <div class="download-options">
                { option("coordinates", t(lang, "Coordinates"), &coordinates) }
                { option("names", t(lang, "Players' names"), &names) }
                { option("caption", t(lang, "Caption"), &caption) }
            </div>
            <div class="buttons" role="group" aria-label={t(lang, "Download image")} aria-busy={if *busy { "true" } else { "false" }} {onclick}>
                <button type="button" data-format="svg" disabled={*busy}>{ "SVG" }</button>
                { for pngs }
            </div>
            if let Some(why) = &*failed {
                <p class="download-failed" role="alert">{ tf(lang, "The image could not be made: {}.", &[why]) }</p>
            }
        </details>
    }
}
