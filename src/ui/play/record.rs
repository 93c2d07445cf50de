//! The record panel (export, import, the share link) and the copy button.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::ui::game::{Conclusion, Notice, RecordSource};
use crate::ui::i18n::{t, tf, tn};
use crate::ui::platform::copy::CopyButton;
use crate::ui::platform::hooks::use_lang;

/// Properties of [`RecordPanel`].
#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// The game to export (its texts are built only while the panel is open).
    pub source: RecordSource,
    /// The page's address without its fragment, for the share link.
    pub page: String,
    /// Import this text.
    pub on_import: Callback<String>,
    /// The last import's result.
    #[prop_or_default]
    pub message: Option<Notice>,
    /// While an import waits for a long sowing to be decided: what the status says.
    #[prop_or_default]
    pub deciding: Option<String>,
}

/// What the record panel shows: the record as text and as JSON, and the share link.
struct Exported {
    text: String,
    json: String,
    link: String,
    /// Moves taken back, left out of the record and the link.
    taken_back: usize,
    /// How the players ended the game (not in the notation), said beside it.
    ended: Option<Conclusion>,
}

/// Export, import and share. The record's texts and the link are built when the panel
/// is opened, and again only when the game changes while it is open.
#[component]
pub fn RecordPanel(p: &RecordProps) -> Html {
    let lang = use_lang();
    let input = use_node_ref();
    let open = use_state(|| false);
    let exported = use_memo(
        (*open, p.source.clone(), p.page.clone()),
        |(open, source, page)| {
            open.then(|| {
                let record = source.record();
                let link = format!("{page}#{}", crate::ui::game::share::fragment(&record));
                // With what an annotated record says (the plain record's text when nothing).
                let annotated = source.annotated();
                Exported {
                    text: annotated.to_string(),
                    json: annotated.to_json().to_string(),
                    link,
                    taken_back: source.taken_back(),
                    ended: source.ended(),
                }
            })
        },
    );
    let toggle = {
        let open = open.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            open.set(!*open);
        })
    };
    let import = {
        let input = input.clone();
        let cb = p.on_import.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = input.cast::<HtmlTextAreaElement>() {
                cb.emit(t.value());
            }
        })
    };
    let body = exported.as_ref().as_ref().map(|x| {
        let text_href = format!(
            "data:text/plain;charset=utf-8,{}",
            crate::ui::game::share::percent_encode(&x.text)
        );
        let json_href = format!(
            "data:application/json;charset=utf-8,{}",
            crate::ui::game::share::percent_encode(&x.json)
        );
        let left_out = (x.taken_back > 0).then(|| {
            let said = tn(
                lang,
                x.taken_back as u64,
                "The record is the game as shown: {} move taken back (Redo) is not in it.",
                "The record is the game as shown: {} moves taken back (Redo) are not in it.",
                &[&x.taken_back],
            );
            html! { <p class="fine" data-export-note="">{ said }</p> }
        });
        let ended = x.ended.map(|c| {
            let said = c.sentence(lang);
            html! { <p class="fine" data-export-ended="">{ tf(lang, "{} The notation has no word for this: the record ends with the last move.", &[&said]) }</p> }
        });
        html! {
            <>
                { for left_out }
                { for ended }
                <label>{ t(lang, "Share link (the game, its options and its moves)") }
                    <input type="text" readonly=true class="share-link" data-share="" value={x.link.clone()} />
                </label>
                <p class="buttons"><CopyButton text={x.link.clone()} action="copy-link" label={t(lang, "Copy link")}
                    failed={t(lang, "Copying failed: select the link and copy it")} /></p>
                <label>{ t(lang, "Record (notation)") }
                    <textarea readonly=true rows="4" data-export="text" value={x.text.clone()} />
                </label>
                <label>{ t(lang, "Record (JSON)") }
                    <textarea readonly=true rows="4" data-export="json" value={x.json.clone()} />
                </label>
                <p class="buttons">
                    <a class="button" download="mancala-game.txt" href={text_href}>{ t(lang, "Download text") }</a>
                    <a class="button" download="mancala-game.json" href={json_href}>{ t(lang, "Download JSON") }</a>
                </p>
            </>
        }
    });
    html! {
        <details class="record panel" open={*open}>
            <summary data-action="record-panel" onclick={toggle}>{ t(lang, "Save, share and import") }</summary>
            <div class="record-grid">
                { for body }
                <label>{ t(lang, "Import a record (text or JSON)") }
                    <textarea rows="4" ref={input} data-import="" placeholder={crate::ui::game::share::example_record()} />
                </label>
                <p class="buttons"><button type="button" data-action="import" onclick={import}>{ t(lang, "Import") }</button></p>
                if let Some(d) = &p.deciding {
                    <p class="notice info deciding" role="status" data-import-message="deciding">{ d }</p>
                } else if let Some(m) = &p.message {
                    <p class={classes!("notice", if m.error { "error" } else { "info" })} role="status"
                        data-import-message={if m.error { "error" } else { "info" }}>{ m.message.text(lang) }</p>
                }
            </div>
        </details>
    }
}
