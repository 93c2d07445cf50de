//! "Download image": the board shown, as an SVG file or a PNG at 1×, 2× or 4×, with the
//! coordinates, the players' names and the caption each optional — near the app's
//! board and in a figure's full controls. The control is a drawing tree
//! ([`super::control::control`]) with one listener and no state of its own: what
//! a reader ticks is read from it when they ask ([`super::image::save_from`]). The image
//! is of the board's own drawing at rest ([`super::drawing`]).

use std::rc::Rc;

use yew::html::onclick;
use yew::prelude::*;

use super::image::{self, Ask};
use crate::engine::Position;
use crate::ui::board::theme::Theme;
use crate::ui::board::tree::Node;
use crate::ui::board::view::vtag;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::platform::crash::Stopped;
use crate::ui::print;

/// What "Download image" saves.
pub struct Download {
    /// The position shown.
    pub position: Position,
    /// Whether the board is turned half a turn.
    pub flipped: bool,
    /// Whether the coordinates are on at first (the board's own setting).
    pub coordinates: bool,
    /// The author's caption for the moment shown (a figure's), if any.
    pub caption: Option<String>,
    /// What the move shown was ("Move 3: North plays c2").
    pub note: String,
    /// A figure's credit line (`credit=yes`), written after the note.
    pub credit: Option<String>,
    /// The figure's theme (the app's is wood).
    pub theme: Theme,
    /// Where the app's files are, for the print bundle (`""`: next to the page).
    pub base: String,
    /// The file's name without its extension.
    pub name: String,
    /// What an annotated record marks at the step shown (drawn on the image too).
    pub marks: crate::engine::Marks,
    /// The image's language, where it is not the control's (a builder's figure: the
    /// figure's own, as its preview shows it); `None`: the control's.
    pub words: Option<Lang>,
}

/// The control for `d`, in `lang`.
pub fn download_image(lang: Lang, d: Download) -> Html {
    let mut root = vtag(&super::control::control(lang, d.coordinates));
    let onclick = Callback::from(move |e: MouseEvent| {
        let Some(button) = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|el| el.closest("[data-format]").ok().flatten())
        else {
            return;
        };
        let Some(control) = button.closest("[data-download]").ok().flatten() else {
            return;
        };
        let words = d.words.unwrap_or(lang);
        let ask = Ask {
            theme: d.theme.id().to_string(),
            caption: d.caption.clone().unwrap_or_default(),
            note: match &d.credit {
                Some(c) => format!("{} · {c}", d.note),
                None => d.note.clone(),
            },
            name: d.name.clone(),
            failed: tf(lang, "The image could not be made: {}.", &[&"{}"]),
            format: button.get_attribute("data-format").unwrap_or_default(),
            crashed: t(lang, Stopped::Print.english()).to_string(),
        };
        let (position, flipped, base) = (d.position.clone(), d.flipped, d.base.clone());
        let marks = d.marks.clone();
        // In the image's language, once its words are here (a builder in English making
        // a French figure's image fetches the French first).
        crate::ui::i18n::data::when_ready(words, d.base.clone(), move |got| match got {
            Ok(()) => {
                let mut view = print::view(&position, words, flipped);
                view.marks = marks;
                let markup = Node::from(print::drawing(&view, words)).markup();
                image::start(&base, control, markup, ask);
            }
            // The figure's language cannot be fetched (offline): said at the control.
            Err(why) => {
                let status = control
                    .query_selector("[data-download-status]")
                    .ok()
                    .flatten();
                if let Some(s) = status {
                    s.set_text_content(Some(&ask.failed.replace("{}", &why)));
                }
            }
        });
    });
    root.add_listener(Rc::new(onclick::Wrapper::new(onclick)));
    root.into()
}
