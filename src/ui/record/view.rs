//! The "Record a game" screen (`#record`): the board a watcher taps to enter each move
//! (the recording's part, [`Recorder`], runs through the shell as every screen that holds
//! a game), Undo, what a tap does (moves, or marks: highlights, arrows, labels), what is
//! said of the step selected (glyph, comment for every reader or per language, marks in
//! words), the move list, the record's header, the export (text and JSON, copied or
//! downloaded), a new recording, and the recordings set aside. A move the board refuses
//! is said with the engine's reason, with "Record it anyway", which opens the position
//! editor. Phone first: every control at least 44 px high; everything by keyboard.

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::model::{EditMsg, EditProblem, Edited, Editor, RecordMsg, Recorder, Remark};
use super::{KeptRecording, SetAside};
use crate::engine::{Colour, Field, GameId, Glyph, Phase, Player, Rules, LABEL_CHARS};
use crate::ui::board::controls::spoken_region;
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::picture::{colour_name, marks_words};
use crate::ui::board::tool::Tool;
use crate::ui::board::view::Board;
use crate::ui::game::share::percent_encode;
use crate::ui::game::{BoardView, Keep, PlayAction, Prefs, Speed};
use crate::ui::game::{Host, Place};
use crate::ui::i18n::game_name;
use crate::ui::i18n::{self, errors, t, tf, tn, Lang};
use crate::ui::i18n::{field_name, glyph_name};
use crate::ui::platform::copy::CopyButton;
use crate::ui::platform::hooks::{use_lang, use_narrow};
use crate::ui::platform::storage;
use crate::ui::shell::hooks::Dispatch;
use crate::ui::shell::runtime::{use_shell, ShellSetup};
use crate::ui::shell::worker::Decider;

/// Properties of [`RecordScreen`].
#[derive(Properties, PartialEq)]
pub struct RecordProps {
    /// The game a new recording is of (the start screen's choice, with its options).
    pub rules: Rules,
    /// The app's settings (the recorder's board follows them, without animation).
    pub prefs: Prefs,
    /// A setting the reader changed on the recorder's board (the app keeps it).
    pub on_keep: Callback<Keep>,
    /// Where the page is (a kiosk keeps nothing).
    pub place: Place,
    /// Decides long sowings instead of the Web Worker (the tests').
    #[prop_or_default]
    pub decider: Option<Decider>,
    /// Leave the recorder (back to the screen the app was on).
    pub on_leave: Callback<()>,
}

/// What this browser kept when the screen opened: the recording, what was set aside, and
/// every recording set aside.
#[derive(Clone, Debug, Default, PartialEq)]
struct Opened {
    loaded: KeptRecording,
    set_aside: Vec<(String, String)>,
}

fn open_kept() -> Opened {
    match storage::local_store() {
        Some(mut store) => {
            let loaded = super::load(&mut store);
            Opened {
                set_aside: super::set_aside_in(&store),
                loaded,
            }
        }
        None => Opened::default(),
    }
}

/// A text as a `data:` address, for a download link.
fn href(mime: &str, text: &str) -> String {
    format!("data:{mime};charset=utf-8,{}", percent_encode(text))
}

/// The value of the input, select or text area an event came from.
fn value_of(e: &Event) -> String {
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

/// What the recorder said, in words.
fn said_words(lang: Lang, said: &Remark) -> String {
    match said {
        Remark::NothingToUndo => t(lang, "Nothing to undo: no move is recorded yet.").to_string(),
        Remark::Undone(n, mv) => tf(lang, "Move {} ({}) taken back.", &[n, mv]),
        Remark::ArrowFrom(h) => tf(
            lang,
            "An arrow from {}: now tap the hole it points to.",
            &[h],
        ),
        Remark::LabelBad => tf(
            lang,
            "Type the label first (1 to {} characters), then tap the hole.",
            &[&LABEL_CHARS],
        ),
        Remark::SetByHand(n) => tf(
            lang,
            "Move {} is recorded as played, and play goes on from the position set by hand.",
            &[n],
        ),
    }
}

/// The step `k` as the move list and headings name it: "the start", "move 12 (c1)".
fn step_name(lang: Lang, r: &Recorder, k: usize) -> String {
    match k.checked_sub(1).and_then(|i| r.rec.steps.get(i)) {
        None => t(lang, "the start").to_string(),
        Some(s) => {
            let mv = s.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
            tf(lang, "move {} ({})", &[&k, &mv])
        }
    }
}

/// A pressed-or-not button's `aria-pressed`.
fn pressed(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// The "Record a game" screen.
#[component]
pub fn RecordScreen(p: &RecordProps) -> Html {
    let lang = use_lang();
    let opened = use_memo((), |_| open_kept());
    let shell = {
        let (rules, place) = (p.rules, p.place);
        // No animation: the sowing was seen on the real board.
        let prefs = Prefs {
            speed: Speed::Instant,
            ..p.prefs
        };
        let opened = opened.clone();
        use_shell(
            move || {
                let kept = opened
                    .loaded
                    .record
                    .clone()
                    .and_then(|rec| Recorder::from_record(rec, prefs).ok());
                let mut r = kept.unwrap_or_else(|| Recorder::new(rules, prefs));
                r.keeps = place == Place::Atlas && opened.loaded.may_keep();
                (r, Vec::new())
            },
            ShellSetup {
                host: Host::Recorder,
                place: p.place,
                decider: p.decider.clone(),
                prefs: Some((prefs, p.on_keep.clone())),
                drawn: true,
            },
        )
    };
    let narrow = use_narrow();
    let comment_lang = use_state(|| None::<String>);
    let export_open = use_state(|| false);
    let confirm_new = use_state(|| false);
    let new_game = use_state(|| p.rules.game());
    let send = shell.send();
    let dispatch = shell.dispatch.clone();
    let r = shell.model();
    let s = &r.s;
    let game = r.rec.rules.game();
    let msg = |m: RecordMsg| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send.emit(m.clone()))
    };
    let steps = r.rec.steps.len();

    // What is wrong, or not kept.
    let mut problems: Vec<String> = Vec::new();
    if let Some(SetAside { why, key, .. }) = &opened.loaded.set_aside {
        problems.push(match key {
            Some(_) => tf(
                lang,
                "The recording this browser kept could not be read ({}). It is kept aside, untouched, below; this is a new recording.",
                &[&why.message(lang)],
            ),
            None => tf(
                lang,
                "The recording this browser kept could not be read ({}), nor moved aside: it is left as it was, and this recording is not kept. Export it before you leave.",
                &[&why.message(lang)],
            ),
        });
    }
    if let Some(e) = r.not_kept {
        problems.push(tf(
            lang,
            "This browser did not keep the recording: {}. Export it before you leave.",
            &[&e.describe(lang)],
        ));
    } else if p.place != Place::Atlas {
        problems.push(
            t(
                lang,
                "Nothing is kept on this screen: export the record before you leave.",
            )
            .to_string(),
        );
    }
    let problems = problems
        .into_iter()
        .map(|m| html! { <p class="notice error" role="alert" data-record-problem="">{ m }</p> });

    // The board: the position now, or while marking the step selected.
    let marking = r.tool != Tool::Moves && r.editor.is_none();
    let editing = r.editor.as_ref();
    let view = match (editing.map(Editor::position), marking) {
        (Some(Ok(p)), _) => {
            let mut v = BoardView::still(&p, lang);
            v.flipped = s.session.turned;
            v.coordinates = s.prefs.coordinates;
            v
        }
        (Some(Err(_)), _) => {
            let mut v = BoardView::still(s.position(), lang);
            v.flipped = s.session.turned;
            v.coordinates = s.prefs.coordinates;
            v
        }
        (None, true) => {
            let mut v = BoardView::still(r.position_at(r.selected), lang);
            v.flipped = s.session.turned;
            v.coordinates = s.prefs.coordinates;
            v.legal = vec![true; v.counts.len()];
            v.interactive = true;
            v.selected = r.arrow_from;
            v.marks = r.marks_shown().clone();
            v
        }
        (None, false) => {
            let mut v = s.board_view();
            v.marks = r.marks_shown().clone();
            v
        }
    };
    let on_hole = if marking {
        send.reform(RecordMsg::Mark)
    } else {
        dispatch.to(PlayAction::Hole)
    };
    let board = html! {
        <div class="board-wrap">
            <Board {view} {on_hole} portrait={game.layouts().portrait(narrow)} may_play={editing.is_none()} />
        </div>
    };

    // A move refused: the engine's reason, and "Record it anyway".
    let refused = match (r.refused(), editing) {
        (Some((mv, why)), None) => html! {
            <div class="notice error record-refused" role="alert" data-refused={mv.to_string()}>
                <p>{ tf(lang, "{} cannot be played: {}.", &[&mv, &errors::play_error(lang, why)]) }</p>
                <p class="fine">{ t(lang, "If the players played it all the same, record it as they played it, then set the position they went on from.") }</p>
                <p class="buttons"><button type="button" class="primary" data-action="record-anyway" onclick={msg(RecordMsg::RecordAnyway)}>{ t(lang, "Record it anyway") }</button></p>
            </div>
        },
        _ => match (&s.notices.notice, editing) {
            (Some(n), None) => html! {
                <p class={classes!("notice", if n.error { "error" } else { "info" })} role="status" data-board-notice="">{ n.message.text(lang) }</p>
            },
            _ => Html::default(),
        },
    };
    let said = r
        .said
        .as_ref()
        .map(|x| said_words(lang, x))
        .unwrap_or_default();
    let deciding = s.deciding().map(|_| s.status());

    // The tools: Undo, turn the board, set the position by hand; what a tap does.
    let tools = Tool::ALL.into_iter().map(|tool| {
        html! {
            <button type="button" data-tool={tool.id()} aria-pressed={pressed(r.tool == tool)}
                onclick={msg(RecordMsg::Tool(tool))}>{ tool.name(lang) }</button>
        }
    });
    let colours = Colour::ALL.into_iter().map(|c| {
        html! {
            <button type="button" class={classes!("swatch", c.name())} data-pick-colour={c.name()}
                aria-pressed={pressed(r.colour == c)} onclick={msg(RecordMsg::Colour(c))}>
                <span class="swatch-dot" aria-hidden="true"></span>{ colour_name(lang, c) }
            </button>
        }
    });
    let on_label = send.reform(|e: InputEvent| {
        let text = e
            .target_dyn_into::<HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default();
        RecordMsg::LabelText(text)
    });
    let marking_help = match r.tool {
        Tool::Moves => Html::default(),
        Tool::Highlight => {
            html! { <p class="fine">{ tf(lang, "Tap a hole to highlight it on {}; tap it again to take the highlight off.", &[&step_name(lang, r, r.selected)]) }</p> }
        }
        Tool::Arrow => {
            html! { <p class="fine">{ tf(lang, "Tap the hole an arrow starts from, then the hole it points to, on {}.", &[&step_name(lang, r, r.selected)]) }</p> }
        }
        Tool::Label => {
            html! { <p class="fine">{ tf(lang, "Type a short label, then tap the hole it goes on, on {}.", &[&step_name(lang, r, r.selected)]) }</p> }
        }
    };
    let toolbar = html! {
        <div class="record-toolbar">
            <div class="buttons record-actions" role="group" aria-label={t(lang, "The recording")}>
                <button type="button" data-action="undo-step" disabled={steps == 0} onclick={msg(RecordMsg::Undo)}>{ t(lang, "Undo") }</button>
                <button type="button" data-action="flip" title={t(lang, "Turn the board half a turn: the other player at the bottom (the holes keep their names)")}
                    onclick={msg(RecordMsg::Flip)}>
                    <span aria-hidden="true">{ "⇅" }</span>{ t(lang, "Turn the board") }
                </button>
                <button type="button" data-action="set-by-hand" onclick={msg(RecordMsg::SetByHand)}>{ t(lang, "Set the position by hand") }</button>
            </div>
            <div class="buttons record-tools" role="group" aria-label={t(lang, "A tap on a hole")}>{ for tools }</div>
            if matches!(r.tool, Tool::Highlight | Tool::Arrow) {
                <div class="buttons record-colours" role="group" aria-label={t(lang, "Colour")}>{ for colours }</div>
            }
            if r.tool == Tool::Label {
                <label class="record-label">{ tf(lang, "Label (1 to {} characters)", &[&LABEL_CHARS]) }
                    <input type="text" data-label-text="" maxlength={LABEL_CHARS.to_string()} value={r.label.clone()} oninput={on_label} />
                </label>
            }
            { marking_help }
        </div>
    };

    html! {
        <section class="recorder" aria-labelledby="record-title" data-steps={steps.to_string()}
            data-tool={r.tool.id()} data-selected={r.selected.to_string()} data-editing={editing.is_some().then_some("true")}>
            <h2 id="record-title">{ t(lang, "Record a game") }</h2>
            <p class="lede">{ t(lang, "Enter the moves of a game played on a real board as the players make them: tap the hole each move starts from. Add what is said of a move, mark holes, and export the record at any time; this browser keeps it meanwhile.") }</p>
            { for problems }
            <p class="record-game" data-record-game={game.id()}>
                <strong>{ game_name(game, lang) }</strong>{ " · " }
                { tn(lang, steps as u64, "{} move recorded", "{} moves recorded", &[&steps]) }
            </p>
            { board }
            { spoken_region(&s.spoken()) }
            if editing.is_none() && r.tool == Tool::Moves {
                { board_inputs(s, &dispatch, true) }
            }
            { refused }
            if let Some(d) = deciding {
                <p class="notice info" role="status" data-deciding="">{ d }</p>
            }
            <p class="record-said" role="status" data-said="">{ said }</p>
            if let Some(ed) = editing {
                <EditorPanel editor={ed.clone()} on={send.clone()} />
            } else {
                { toolbar }
            }
            <StepNotes recorder={Shown(r.clone())} lang_chosen={(*comment_lang).clone()} on={send.clone()}
                on_lang={Callback::from({ let c = comment_lang.clone(); move |l: Option<String>| c.set(l) })} />
            <MoveList recorder={Shown(r.clone())} on={send.clone()} />
            <HeaderFields recorder={Shown(r.clone())} on={send.clone()} />
            <Export recorder={Shown(r.clone())} open={*export_open}
                on_toggle={Callback::from({ let o = export_open.clone(); move |_: ()| o.set(!*o) })} />
            <NewRecording current={game} chosen={*new_game} confirming={*confirm_new} started={steps > 0 || r.rec.is_annotated()}
                on_choose={Callback::from({ let g = new_game.clone(); move |x: GameId| g.set(x) })}
                on_ask={Callback::from({ let c = confirm_new.clone(); move |on: bool| c.set(on) })}
                on_start={Callback::from({
                    let (send, c, rules) = (send.clone(), confirm_new.clone(), p.rules);
                    move |g: GameId| {
                        c.set(false);
                        let rules = if g == rules.game() { rules } else { Rules::default_for(g) };
                        send.emit(RecordMsg::New(rules));
                    }
                })} />
            if !opened.set_aside.is_empty() {
                <SetAsideList kept={opened.set_aside.clone()} />
            }
            <p class="buttons record-leave"><button type="button" data-action="leave-record" onclick={p.on_leave.reform(|_: MouseEvent| ())}>{ t(lang, "Leave the recorder") }</button></p>
        </section>
    }
}

/// Properties of the recorder's parts.
#[derive(Properties, PartialEq)]
struct PartProps {
    recorder: Shown,
    on: Callback<RecordMsg>,
}

/// The recording as the screen's parts get it: equal when what they draw is (the record,
/// the step selected, the tools; not the board, which they do not draw).
#[derive(Clone)]
struct Shown(Recorder);

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
struct NotesProps {
    recorder: Shown,
    /// The language of the comment shown (`None`: for every reader).
    lang_chosen: Option<String>,
    on: Callback<RecordMsg>,
    on_lang: Callback<Option<String>>,
}

/// What is said of the step selected: its glyph, its comment (for every reader or for a
/// language's readers), its marks in words.
#[component]
fn StepNotes(p: &NotesProps) -> Html {
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
fn MoveList(p: &PartProps) -> Html {
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
fn HeaderFields(p: &PartProps) -> Html {
    let lang = use_lang();
    let r = &p.recorder;
    let fields = Field::ALL.into_iter().map(|f| {
        let value = r.rec.header.get(&f).cloned().unwrap_or_default();
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
struct ExportProps {
    recorder: Shown,
    open: bool,
    on_toggle: Callback<()>,
}

/// The record exported: as text and as JSON, copied or downloaded (built while open).
#[component]
fn Export(p: &ExportProps) -> Html {
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
struct EditorProps {
    editor: Editor,
    on: Callback<RecordMsg>,
}

/// The position editor: each hole's count (typed, or one more, one fewer), who moves
/// next, what each player has captured, the phase; confirmed, play goes on from it.
#[component]
fn EditorPanel(p: &EditorProps) -> Html {
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
struct NewProps {
    current: GameId,
    chosen: GameId,
    confirming: bool,
    /// Whether anything is recorded (a new recording then asks first).
    started: bool,
    on_choose: Callback<GameId>,
    on_ask: Callback<bool>,
    on_start: Callback<GameId>,
}

/// A new recording, of any game: asked twice when something is recorded.
#[component]
fn NewRecording(p: &NewProps) -> Html {
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
struct SetAsideProps {
    kept: Vec<(String, String)>,
}

/// The recordings set aside because they could not be read: each kept as it was, to copy
/// or download.
#[component]
fn SetAsideList(p: &SetAsideProps) -> Html {
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
