//! The recorder's panels beside its board: what is said of the step selected (glyph,
//! comments, marks in words), the move list, the record's header, the export, the
//! position editor, a new recording and the recordings set aside; and the small helpers
//! they share with the screen (`view.rs`).

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::model::{EditMsg, EditProblem, Edited, Editor, RecordMsg, Recorder};
use crate::engine::{Field, GameId, Glyph, Phase, Player};
use crate::ui::board::picture::marks_words;
use crate::ui::game::share::percent_encode;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{self, errors, t, tf, Lang};
use crate::ui::i18n::{field_name, glyph_name};
use crate::ui::platform::copy::CopyButton;
use crate::ui::platform::hooks::use_lang;

/// A text as a `data:` address, for a download link.
pub(super) fn href(mime: &str, text: &str) -> String {
    format!("data:{mime};charset=utf-8,{}", percent_encode(text))
}

/// The value of the input, select or text area an event came from.
pub(super) fn value_of(e: &Event) -> String {
    if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
        i.value()
    } else if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
        s.value()
    } else if let Some(a) = e.target_dyn_into::<HtmlTextAreaElement>() {
        a.value()
    } else {
        String::new()
    }
}

/// The step `k` as the move list and headings name it: "the start", "move 12 (c1)".
pub(super) fn step_name(lang: Lang, r: &Recorder, k: usize) -> String {
    match k.checked_sub(1).and_then(|i| r.rec.steps.get(i)) {
        None => t(lang, "the start").to_string(),
        Some(s) => {
            let mv = s.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
            tf(lang, "move {} ({})", &[&k, &mv])
        }
    }
}

/// A pressed-or-not button's `aria-pressed`.
pub(super) fn pressed(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// Properties of the recorder's parts.
#[derive(Properties, PartialEq)]
pub(super) struct PartProps {
    pub(super) recorder: Shown,
    pub(super) on: Callback<RecordMsg>,
}

/// The recording as the screen's parts get it: equal when what they draw is (the record,
/// the step selected, the tools; not the board, which they do not draw).
#[derive(Clone)]
pub(super) struct Shown(pub(super) Recorder);

impl std::ops::Deref for Shown {
    type Target = Recorder;
    fn deref(&self) -> &Recorder {
        &self.0
    }
}

impl PartialEq for Shown {
    fn eq(&self, o: &Self) -> bool {
        self.rec == o.rec
            && (self.selected, self.tool, self.colour) == (o.selected, o.tool, o.colour)
            && (&self.label, self.arrow_from, &self.said) == (&o.label, o.arrow_from, &o.said)
            && self.positions().len() == o.positions().len()
    }
}

/// Properties of [`StepNotes`].
#[derive(Properties, PartialEq)]
pub(super) struct NotesProps {
    pub(super) recorder: Shown,
    /// The language of the comment shown (`None`: for every reader).
    pub(super) lang_chosen: Option<String>,
    pub(super) on: Callback<RecordMsg>,
    pub(super) on_lang: Callback<Option<String>>,
}

/// What is said of the step selected: its glyph, its comment (for every reader or for a
/// language's readers), its marks in words.
#[component]
pub(super) fn StepNotes(p: &NotesProps) -> Html {
    let lang = use_lang();
    let r = &p.recorder;
    let k = r.selected;
    let note = r.note_at(k);
    let glyph = k
        .checked_sub(1)
        .and_then(|i| r.rec.steps.get(i))
        .and_then(|s| s.glyph);
    let glyphs = Glyph::ALL.into_iter().map(|g| {
        let on = glyph == Some(g);
        let onclick = p
            .on
            .reform(move |_: MouseEvent| RecordMsg::Glyph((!on).then_some(g)));
        html! {
            <button type="button" class="glyph" data-glyph={g.text()} aria-pressed={pressed(on)}
                aria-label={glyph_name(lang, g)} title={glyph_name(lang, g)} {onclick}>{ g.text() }</button>
        }
    });
    let chosen = p.lang_chosen.clone();
    let text = note
        .comments
        .iter()
        .find(|c| c.lang == chosen)
        .map(|c| c.text.clone())
        .unwrap_or_default();
    let langs = std::iter::once(None)
        .chain(Lang::ALL.into_iter().map(Some))
        .map(|l| {
            let value = l.map_or("", |l| l.code());
            let label = l.map_or(t(lang, "every reader"), |l| l.native_name());
            let selected = chosen.as_deref().unwrap_or("") == value;
            html! { <option value={value} {selected}>{ label }</option> }
        });
    let on_lang = p.on_lang.reform(|e: Event| {
        let v = value_of(&e);
        (!v.is_empty()).then_some(v)
    });
    let on_comment = {
        let chosen = chosen.clone();
        p.on.reform(move |e: Event| RecordMsg::Comment(chosen.clone(), value_of(&e)))
    };
    let marks = marks_words(lang, &note.marks);
    let clear = p.on.reform(|_: MouseEvent| RecordMsg::ClearMarks);
    let name = step_name(lang, r, k);
    html! {
        <section class="record-notes panel" aria-labelledby="record-notes-title" data-notes-step={k.to_string()}>
            <h3 id="record-notes-title">{ tf(lang, "What is said of {}", &[&name]) }</h3>
            if k > 0 {
                <div class="buttons record-glyphs" role="group" aria-label={t(lang, "Glyph")}>{ for glyphs }</div>
            }
            <div class="record-comment">
                <label for="record-comment-lang">{ t(lang, "Written for") }</label>
                <select id="record-comment-lang" data-comment-lang="" onchange={on_lang}>{ for langs }</select>
                <label for="record-comment">{ t(lang, "Comment") }</label>
                <textarea id="record-comment" rows="3" data-comment="" value={text} onchange={on_comment} />
            </div>
            if marks.is_empty() {
                <p class="fine" data-marks="">{ t(lang, "No marks.") }</p>
            } else {
                <p data-marks={marks.len().to_string()}>{ tf(lang, "Marks: {}.", &[&marks.join("; ")]) }</p>
                <p class="buttons"><button type="button" data-action="clear-marks" onclick={clear}>{ t(lang, "Take the marks off") }</button></p>
            }
        </section>
    }
}

/// The moves recorded, each a button that selects its step.
#[component]
pub(super) fn MoveList(p: &PartProps) -> Html {
    let lang = use_lang();
    let r = &p.recorder;
    let item = |k: usize| {
        let on = r.selected == k;
        let select = p.on.reform(move |_: MouseEvent| RecordMsg::Select(k));
        let note = r.note_at(k);
        let (number, mv, glyph, set) = match k.checked_sub(1).and_then(|i| r.rec.steps.get(i)) {
            None => (String::new(), t(lang, "Start").to_string(), None, false),
            Some(s) => (
                format!("{k}."),
                s.mv.map_or_else(|| "--".to_string(), |m| m.to_string()),
                s.glyph,
                s.then.is_some(),
            ),
        };
        let mover = r.mover(k).map(|pl| i18n::player_initial(lang, pl));
        let comment = note.comment(lang.code()).map(|c| {
            let short: String = c.chars().take(60).collect();
            if short.len() < c.len() {
                format!("{short}…")
            } else {
                short
            }
        });
        html! {
            <li>
                <button type="button" data-step={k.to_string()} aria-pressed={pressed(on)} onclick={select}>
                    <span class="step-number">{ number }</span>
                    if let Some(m) = mover { <span class="step-mover">{ m }</span> }
                    <span class="notation">{ mv }</span>
                    if let Some(g) = glyph {
                        <span class="step-glyph" aria-hidden="true">{ g.text() }</span>
                        <span class="visually-hidden">{ format!(" ({})", glyph_name(lang, g)) }</span>
                    }
                    if !note.marks.is_empty() {
                        <span class="step-marks">{ t(lang, "marks") }</span>
                    }
                    if set {
                        <span class="step-set">{ t(lang, "position set by hand") }</span>
                    }
                    if let Some(c) = comment { <span class="step-comment">{ c }</span> }
                </button>
            </li>
        }
    };
    let items = (0..=r.rec.steps.len()).map(item);
    html! {
        <section class="record-moves panel" aria-labelledby="record-moves-title">
            <h3 id="record-moves-title">{ t(lang, "Moves") }</h3>
            <p class="fine">{ t(lang, "Choose a step to say something of it or to mark it.") }</p>
            <ol class="record-move-list">{ for items }</ol>
        </section>
    }
}

/// The record's header: its fields, editable at any time.
#[component]
pub(super) fn HeaderFields(p: &PartProps) -> Html {
    let lang = use_lang();
    let r = &p.recorder;
    let fields = Field::ALL.into_iter().map(|f| {
        let value = r.rec.header.get(f).unwrap_or_default().to_string();
        let id = format!("record-field-{}", f.key().replace(' ', "-"));
        let onchange = p.on.reform(move |e: Event| RecordMsg::Header(f, value_of(&e)));
        let input = if f == Field::Notes {
            html! { <textarea id={id.clone()} rows="3" data-field={f.key()} value={value} {onchange} /> }
        } else {
            html! { <input type="text" id={id.clone()} data-field={f.key()} value={value} {onchange} /> }
        };
        html! {
            <div class="record-field">
                <label for={id}>{ field_name(lang, f) }</label>
                { input }
            </div>
        }
    });
    html! {
        <details class="record-header panel" open={r.rec.steps.is_empty()}>
            <summary data-action="record-header">{ t(lang, "The record's header: players, place, date…") }</summary>
            <div class="record-fields">{ for fields }</div>
        </details>
    }
}

/// Properties of [`Export`].
#[derive(Properties, PartialEq)]
pub(super) struct ExportProps {
    pub(super) recorder: Shown,
    pub(super) open: bool,
    pub(super) on_toggle: Callback<()>,
}

/// The record exported: as text and as JSON, copied or downloaded (built while open).
#[component]
pub(super) fn Export(p: &ExportProps) -> Html {
    let lang = use_lang();
    let texts = use_memo((p.open, p.recorder.rec.clone()), |(open, rec)| {
        open.then(|| {
            let json = serde_json::to_string_pretty(&rec.to_json()).unwrap_or_default();
            (rec.to_string(), json)
        })
    });
    let toggle = p.on_toggle.reform(|e: MouseEvent| e.prevent_default());
    let body = texts.as_ref().as_ref().map(|(text, json)| {
        html! {
            <>
                <label>{ t(lang, "Record (notation)") }
                    <textarea readonly=true rows="6" data-recording-export="text" value={text.clone()} />
                </label>
                <p class="buttons">
                    <CopyButton text={text.clone()} action="copy-record-text" label={t(lang, "Copy text")}
                        failed={t(lang, "Copying failed: select the text and copy it")} />
                    <a class="button" download="mancala-recording.txt" href={href("text/plain", text)} data-download="text">{ t(lang, "Download text") }</a>
                </p>
                <label>{ t(lang, "Record (JSON)") }
                    <textarea readonly=true rows="6" data-recording-export="json" value={json.clone()} />
                </label>
                <p class="buttons">
                    <CopyButton text={json.clone()} action="copy-record-json" label={t(lang, "Copy JSON")}
                        failed={t(lang, "Copying failed: select the text and copy it")} />
                    <a class="button" download="mancala-recording.json" href={href("application/json", json)} data-download="json">{ t(lang, "Download JSON") }</a>
                </p>
            </>
        }
    });
    html! {
        <details class="record-export panel" open={p.open}>
            <summary data-action="export-recording" onclick={toggle}>{ t(lang, "Export the record") }</summary>
            <div class="record-grid">{ for body }</div>
        </details>
    }
}

/// Properties of [`EditorPanel`].
#[derive(Properties, PartialEq)]
pub(super) struct EditorProps {
    pub(super) editor: Editor,
    pub(super) on: Callback<RecordMsg>,
}

/// The position editor: each hole's count (typed, or one more, one fewer), who moves
/// next, what each player has captured, the phase; confirmed, play goes on from it.
#[component]
pub(super) fn EditorPanel(p: &EditorProps) -> Html {
    let lang = use_lang();
    let ed = &p.editor;
    let on = p.on.clone();
    let edit = move |m: EditMsg| on.emit(RecordMsg::Edit(m));
    let number = |e: &Event| value_of(e).trim().parse::<u32>().ok();
    let g = ed.from.geometry();
    let holes = g.holes().enumerate().map(|(i, h)| {
        let name = h.to_string();
        let id = format!("edit-hole-{name}");
        let count = ed.counts.get(i).copied().unwrap_or(0);
        let onchange = {
            let edit = edit.clone();
            Callback::from(move |e: Event| {
                if let Some(n) = number(&e) {
                    edit(EditMsg::Count(i, n));
                }
            })
        };
        let step = |by: i32| {
            let edit = edit.clone();
            Callback::from(move |_: MouseEvent| edit(EditMsg::Step(i, by)))
        };
        html! {
            <div class="edit-hole" role="group" aria-labelledby={format!("{id}-name")}>
                <label id={format!("{id}-name")} for={id.clone()} class="notation">{ &name }</label>
                <button type="button" data-edit-step={format!("{name}:-1")} aria-label={tf(lang, "One fewer in {}", &[&name])} onclick={step(-1)}>{ "−" }</button>
                <input type="number" inputmode="numeric" min="0" max="255" {id} data-edit-hole={name.clone()} value={count.to_string()} {onchange} />
                <button type="button" data-edit-step={format!("{name}:+1")} aria-label={tf(lang, "One more in {}", &[&name])} onclick={step(1)}>{ "+" }</button>
            </div>
        }
    });
    let to_move = Player::BOTH.into_iter().map(|pl| {
        let edit = edit.clone();
        html! {
            <label class="mode">
                <input type="radio" name="edit-to-move" data-edit-to-move={pl.name()} checked={ed.to_move == pl}
                    onchange={Callback::from(move |_: Event| edit(EditMsg::ToMove(pl)))} />
                { i18n::player(lang, pl) }
            </label>
        }
    });
    let captured = Player::BOTH.into_iter().map(|pl| {
        let id = format!("edit-captured-{}", pl.name());
        let onchange = {
            let edit = edit.clone();
            Callback::from(move |e: Event| {
                if let Some(n) = number(&e) {
                    edit(EditMsg::Captured(pl, n));
                }
            })
        };
        let step = |by: i32| {
            let edit = edit.clone();
            Callback::from(move |_: MouseEvent| edit(EditMsg::StepCaptured(pl, by)))
        };
        let who = i18n::player(lang, pl);
        html! {
            <div class="edit-hole" role="group" aria-labelledby={format!("{id}-name")}>
                <label id={format!("{id}-name")} for={id.clone()}>{ who }</label>
                <button type="button" aria-label={tf(lang, "One fewer for {}", &[&who])} onclick={step(-1)}>{ "−" }</button>
                <input type="number" inputmode="numeric" min="0" {id} data-edit-captured={pl.name()} value={ed.captured[pl.index()].to_string()} {onchange} />
                <button type="button" aria-label={tf(lang, "One more for {}", &[&who])} onclick={step(1)}>{ "+" }</button>
            </div>
        }
    });
    let phases = ed.phases();
    let phase_choice = (phases.len() > 1).then(|| {
        let options = phases.iter().map(|&ph| {
            let label = match ph {
                Phase::Redistribute => t(lang, "Opening redistribution"),
                _ => t(lang, "Sowing"),
            };
            html! { <option value={ph.name()} selected={ed.phase == ph}>{ label }</option> }
        });
        let edit = edit.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(ph) = Phase::from_name(&value_of(&e)) {
                edit(EditMsg::Phase(ph));
            }
        });
        html! {
            <div class="record-field">
                <label for="edit-phase">{ t(lang, "Phase") }</label>
                <select id="edit-phase" data-edit-phase="" {onchange}>{ for options }</select>
            </div>
        }
    });
    let on_comment = {
        let edit = edit.clone();
        Callback::from(move |e: Event| edit(EditMsg::Comment(value_of(&e))))
    };
    let heading = match &ed.edited {
        Edited::Start => t(lang, "The start position, set by hand").to_string(),
        Edited::After(Some(mv)) => tf(
            lang,
            "{} as the players played it: the position they went on from",
            &[mv],
        ),
        Edited::After(None) => t(
            lang,
            "A move the notation cannot write: the position the players went on from",
        )
        .to_string(),
    };
    let refused = ed.refused.as_ref().map(|e| {
        html! { <p class="fine">{ tf(lang, "The rules refuse it: {}.", &[&errors::play_error(lang, e)]) }</p> }
    });
    let problem = ed.problem.as_ref().map(|pr| {
        let said = match pr {
            EditProblem::Position(e) => tf(
                lang,
                "This is not a position to play on from: {}.",
                &[&errors::setup_error(lang, e)],
            ),
            EditProblem::Record(e) => tf(
                lang,
                "This is not a position to play on from: {}.",
                &[&errors::record_error(lang, e)],
            ),
            EditProblem::CommentNeeded => t(
                lang,
                "Say in the comment what happened: the notation cannot write this move.",
            )
            .to_string(),
        };
        html! { <p class="notice error" role="alert" data-edit-problem="">{ said }</p> }
    });
    let comment_label = match ed.edited {
        Edited::After(None) => t(lang, "What happened (needed)"),
        _ => t(lang, "What happened (a comment, if you like)"),
    };
    let (total, expected) = (ed.total(), ed.expected());
    let confirm = {
        let on = p.on.clone();
        Callback::from(move |_: MouseEvent| on.emit(RecordMsg::ConfirmEdit))
    };
    let cancel = p.on.reform(|_: MouseEvent| RecordMsg::CancelEdit);
    html! {
        <section class="record-editor panel" aria-labelledby="record-editor-title" data-editor="">
            <h3 id="record-editor-title">{ heading }</h3>
            { for refused }
            <p class="fine">{ t(lang, "Set what each hole holds, who moves next and what each player has captured; play goes on from this position.") }</p>
            <fieldset class="edit-holes">
                <legend>{ t(lang, "Holes") }</legend>
                { for holes }
            </fieldset>
            <p class="fine" data-edit-total={total.to_string()}>{ tf(lang, "In all: {} (before: {}).", &[&total, &expected]) }</p>
            <fieldset>
                <legend>{ t(lang, "Who moves next") }</legend>
                { for to_move }
            </fieldset>
            if ed.has_captures() {
                <fieldset class="edit-holes">
                    <legend>{ if ed.from.game().stores() == crate::engine::Stores::Prisons { t(lang, "In prison") } else { t(lang, "Captured") } }</legend>
                    { for captured }
                </fieldset>
            }
            { for phase_choice }
            <div class="record-field">
                <label for="edit-comment">{ comment_label }</label>
                <textarea id="edit-comment" rows="2" data-edit-comment="" value={ed.comment.clone()} onchange={on_comment} />
            </div>
            { for problem }
            <p class="buttons">
                <button type="button" class="primary" data-action="confirm-edit" onclick={confirm}>{ t(lang, "Go on from this position") }</button>
                <button type="button" data-action="cancel-edit" onclick={cancel}>{ t(lang, "Cancel") }</button>
            </p>
        </section>
    }
}

/// Properties of [`NewRecording`].
#[derive(Properties, PartialEq)]
pub(super) struct NewProps {
    pub(super) current: GameId,
    pub(super) chosen: GameId,
    pub(super) confirming: bool,
    /// Whether anything is recorded (a new recording then asks first).
    pub(super) started: bool,
    pub(super) on_choose: Callback<GameId>,
    pub(super) on_ask: Callback<bool>,
    pub(super) on_start: Callback<GameId>,
}

/// A new recording, of any game: asked twice when something is recorded.
#[component]
pub(super) fn NewRecording(p: &NewProps) -> Html {
    let lang = use_lang();
    let options = GameId::ALL.into_iter().map(|g| {
        html! { <option value={g.id()} selected={g == p.chosen}>{ game_name(g, lang) }</option> }
    });
    let choose = p
        .on_choose
        .reform(|e: Event| value_of(&e).parse::<GameId>().unwrap_or(GameId::ALL[0]));
    let chosen = p.chosen;
    let start = p.on_start.reform(move |_: MouseEvent| chosen);
    let ask = p.on_ask.reform(|_: MouseEvent| true);
    let keep = p.on_ask.reform(|_: MouseEvent| false);
    html! {
        <details class="record-new panel">
            <summary data-action="record-new">{ t(lang, "A new recording") }</summary>
            <div class="record-field">
                <label for="record-new-game">{ t(lang, "Game") }</label>
                <select id="record-new-game" data-new-game="" onchange={choose}>{ for options }</select>
            </div>
            if p.started && p.confirming {
                <p class="notice info" role="status">{ tf(lang, "The recording of {} is replaced by a new one: export it first to keep it.", &[&game_name(p.current, lang)]) }</p>
                <p class="buttons">
                    <button type="button" class="primary" data-action="confirm-new" onclick={start}>{ t(lang, "Yes, start anew") }</button>
                    <button type="button" data-action="keep-recording" onclick={keep}>{ t(lang, "Keep this recording") }</button>
                </p>
            } else if p.started {
                <p class="buttons"><button type="button" data-action="new-recording" onclick={ask}>{ t(lang, "Start a new recording") }</button></p>
            } else {
                <p class="buttons"><button type="button" data-action="new-recording" onclick={start}>{ t(lang, "Start a new recording") }</button></p>
            }
        </details>
    }
}

/// Properties of [`SetAsideList`].
#[derive(Properties, PartialEq)]
pub(super) struct SetAsideProps {
    pub(super) kept: Vec<(String, String)>,
}

/// The recordings set aside because they could not be read: each kept as it was, to copy
/// or download.
#[component]
pub(super) fn SetAsideList(p: &SetAsideProps) -> Html {
    let lang = use_lang();
    let items = p.kept.iter().map(|(key, text)| {
        html! {
            <li class="saved-game set-aside" data-recording-set-aside={key.clone()}>
                <details class="saved-text">
                    <summary>{ t(lang, "The saved text") }</summary>
                    <textarea readonly=true rows="3" value={text.clone()} />
                </details>
                <span class="buttons">
                    <CopyButton text={text.clone()} action="copy-text" label={t(lang, "Copy text")}
                        failed={t(lang, "Copying failed: select the text and copy it")} />
                    <a class="button" download="mancala-recording-set-aside.txt" href={href("text/plain", text)}>{ t(lang, "Download text") }</a>
                </span>
            </li>
        }
    });
    html! {
        <section class="record-set-aside panel" aria-labelledby="record-set-aside-title">
            <h3 id="record-set-aside-title">{ t(lang, "Recordings set aside") }</h3>
            <p class="fine">{ t(lang, "Recordings this browser kept that could not be read, kept exactly as they were.") }</p>
            <ul class="saved-list">{ for items }</ul>
        </section>
    }
}
