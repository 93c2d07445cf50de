//! The "Download image" control, as a tree: the same in the app, a figure and a
//! figure's first drawing; `download.rs` listens on it.

use crate::ui::board::tree::{El, Node};
use crate::ui::i18n::{t, Lang};

/// "Download image": the options (the coordinates as the board has them; the players'
/// names and the caption on), a button per format, and a place to say why an image
/// could not be made (`[data-download-status]`).
pub fn control(lang: Lang, coordinates: bool) -> El {
    let option = |key: &'static str, label: &str, on: bool| {
        Node::from(
            El::new("label")
                .child(
                    El::new("input")
                        .attr("type", "checkbox")
                        .attr("data-option", key)
                        .opt("checked", on.then_some("")),
                )
                .text(format!(" {label}")),
        )
    };
    let button = |format: String, label: String| {
        Node::from(
            El::new("button")
                .attr("type", "button")
                .attr("data-format", format)
                .text(label),
        )
    };
    let pngs = super::SCALES.map(|k| button(format!("png-{k}"), format!("PNG {k}×")));
    El::new("details")
        .attr("class", "download-image")
        .attr("data-download", "")
        .child(El::new("summary").text(t(lang, "Download image")))
        .child(
            El::new("div")
                .attr("class", "download-options")
                .child(option("coordinates", t(lang, "Coordinates"), coordinates))
                .child(option("names", t(lang, "Players' names"), true))
                .child(option("caption", t(lang, "Caption"), true)),
        )
        .child(
            El::new("div")
                .attr("class", "buttons")
                .attr("role", "group")
                .attr("aria-label", t(lang, "Download image"))
                .child(button("svg".into(), "SVG".into()))
                .children(pngs),
        )
        .child(
            El::new("p")
                .attr("class", "download-failed")
                .attr("role", "status")
                .attr("data-download-status", ""),
        )
}
