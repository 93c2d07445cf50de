//! The "Record a game" screen (`#record`): the board a watcher taps to enter each move
//! (the recording's part, [`Recorder`], runs through the shell as every screen that holds
//! a game), Undo, the board's coordinates (a setting the app keeps), what a tap does (moves, or marks: highlights, arrows, labels), what is
//! said of the step selected (glyph, comment for every reader or per language, marks in
//! words), the move list, the record's header, the export (text and JSON, copied or
//! downloaded), a new recording, and the recordings set aside. A move the board refuses
//! is said with the engine's reason, with "Record it anyway", which opens the position
//! editor. Phone first: every control at least 44 px high; everything by keyboard.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::model::{Editor, RecordMsg, Recorder, Remark};
use super::panels::{
    pressed, step_name, EditorPanel, Export, HeaderFields, MoveList, NewRecording, SetAsideList,
    Shown, StepNotes,
};
use super::{KeptRecording, SetAside};
use crate::engine::{Colour, GameId, Rules, LABEL_CHARS};
use crate::ui::board::controls::spoken_region;
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::picture::colour_name;
use crate::ui::board::tool::Tool;
use crate::ui::board::view::Board;
use crate::ui::game::{BoardView, Keep, PlayAction, Prefs, PrefsAction, Speed};
use crate::ui::game::{Host, Place};
use crate::ui::i18n::game_name;
use crate::ui::i18n::{errors, t, tf, tn, Lang};
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
                <button type="button" data-action="coordinates" aria-pressed={pressed(s.prefs.coordinates)}
                    title={t(lang, "Show the names of the files and ranks along the board")}
                    onclick={dispatch.reform({ let on = !s.prefs.coordinates; move |_: MouseEvent| PrefsAction::SetCoordinates(on).into() })}>
                    { t(lang, "Coordinates") }
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
