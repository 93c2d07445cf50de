//! The builder's marks by pointing: the board at a step of the figure, each hole a button
//! (a tap, a click, Enter or Space); what a press does is the tool chosen — a highlight
//! in a colour, an arrow from a hole to a hole, a short label — as in the recorder. The
//! marks are the draft's, written into its moves as the record's `[%csl …]`, `[%cal …]`
//! and `[%lbl …]` commands ([`super::Draft::mark`]), so the figure draws them and its
//! code carries them.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::engine::{Colour, Game, Hole, Marks, LABEL_CHARS};
use crate::ui::board::picture::{colour_name, marks_words};
use crate::ui::board::tool::Tool;
use crate::ui::board::view::Board;
use crate::ui::figure::frame;
use crate::ui::game::BoardView;
use crate::ui::i18n::{t, tf};
use crate::ui::platform::hooks::use_narrow;

/// A change to the marks of a step.
#[derive(Clone, Debug, PartialEq)]
pub enum MarkEdit {
    /// A highlight on a hole (again: taken off).
    Hole(Colour, Hole),
    /// An arrow (again: taken off).
    Arrow(Colour, Hole, Hole),
    /// A label on a hole (again: taken off).
    Label(Hole, String),
    /// Every mark of the step taken off.
    Clear,
}

impl MarkEdit {
    /// Applies the change to `m`.
    pub fn apply(&self, m: &mut Marks) {
        match self {
            MarkEdit::Hole(c, h) => m.toggle_hole(*c, *h),
            MarkEdit::Arrow(c, from, to) => m.toggle_arrow(*c, *from, *to),
            MarkEdit::Label(h, text) => m.toggle_label(*h, text),
            MarkEdit::Clear => *m = Marks::default(),
        }
    }
}

/// The figure's game, the same when it is the same one (not compared entry by entry).
#[derive(Clone)]
pub struct SameGame(pub Rc<Game>);

impl PartialEq for SameGame {
    fn eq(&self, other: &SameGame) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Properties of [`Marking`].
#[derive(Properties, PartialEq)]
pub struct MarkingProps {
    /// The figure's whole game (its positions), when its moves read.
    pub game: Option<SameGame>,
    /// The first step shown.
    pub first: usize,
    /// The last step shown.
    pub last: usize,
    /// The step the figure opens on (marked first).
    pub at: usize,
    /// The marks at each step of the game (from its start).
    pub marks: Rc<Vec<Marks>>,
    /// A change to the marks of a step.
    pub on_mark: Callback<(usize, MarkEdit)>,
}

/// The marks of the figure's steps, made by pointing at holes.
#[function_component(Marking)]
pub fn marking(p: &MarkingProps) -> Html {
    let lang = crate::ui::platform::hooks::use_lang();
    let narrow = use_narrow();
    let chosen_step = use_state(|| None::<usize>);
    let tool = use_state(|| Tool::Highlight);
    let colour = use_state(|| Colour::Green);
    let label = use_state(String::new);
    let arrow_from = use_state(|| None::<Hole>);
    let label_bad = use_state(|| false);
    let Some(SameGame(game)) = p.game.clone() else {
        return html! {
            <fieldset class="builder-marks" data-builder-marks="">
                <legend>{ t(lang, "Marks on the board") }</legend>
                <p class="fine">{ t(lang, "No preview until what is marked is mended.") }</p>
            </fieldset>
        };
    };
    let last = p.last.min(game.moves().len());
    let first = p.first.min(last);
    let k = chosen_step.unwrap_or(p.at).clamp(first, last);
    let Some(position) = game.positions().get(k) else {
        return Html::default();
    };
    let marks = p.marks.get(k).cloned().unwrap_or_default();
    let step_name = |k: usize| frame::what(lang, &game, k);

    let mut view = BoardView::still(position, lang);
    view.legal = vec![true; view.counts.len()];
    view.interactive = true;
    view.selected = *arrow_from;
    view.marks = marks.clone();
    let on_hole = {
        let (tool, colour, label, arrow_from, label_bad, on_mark) = (
            tool.clone(),
            colour.clone(),
            label.clone(),
            arrow_from.clone(),
            label_bad.clone(),
            p.on_mark.clone(),
        );
        Callback::from(move |h: Hole| {
            label_bad.set(false);
            match *tool {
                Tool::Moves => {}
                Tool::Highlight => on_mark.emit((k, MarkEdit::Hole(*colour, h))),
                Tool::Arrow => match *arrow_from {
                    None => arrow_from.set(Some(h)),
                    Some(from) => {
                        arrow_from.set(None);
                        if from != h {
                            on_mark.emit((k, MarkEdit::Arrow(*colour, from, h)));
                        }
                    }
                },
                Tool::Label => {
                    let text = label.trim().to_string();
                    let n = text.chars().count();
                    if n == 0 || n > LABEL_CHARS {
                        label_bad.set(true);
                    } else {
                        on_mark.emit((k, MarkEdit::Label(h, text)));
                    }
                }
            }
        })
    };

    let steps = (first..=last).map(|s| {
        html! { <option value={s.to_string()} selected={s == k}>{ step_name(s) }</option> }
    });
    let on_step = {
        let (chosen_step, arrow_from) = (chosen_step.clone(), arrow_from.clone());
        Callback::from(move |e: Event| {
            if let Some(v) = e
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
            {
                arrow_from.set(None);
                chosen_step.set(Some(v));
            }
        })
    };
    let tools = [Tool::Highlight, Tool::Arrow, Tool::Label].map(|x| {
        let on = *tool == x;
        let (tool, arrow_from) = (tool.clone(), arrow_from.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            arrow_from.set(None);
            tool.set(x);
        });
        html! {
            <button type="button" data-mark-tool={x.id()} aria-pressed={on.to_string()} {onclick}>{ x.name(lang) }</button>
        }
    });
    let colours = Colour::ALL.map(|c| {
        let on = *colour == c;
        let colour = colour.clone();
        let onclick = Callback::from(move |_: MouseEvent| colour.set(c));
        html! {
            <button type="button" class={classes!("swatch", c.name())} data-mark-colour={c.name()}
                aria-pressed={on.to_string()} {onclick}>
                <span class="swatch-dot" aria-hidden="true"></span>{ colour_name(lang, c) }
            </button>
        }
    });
    let on_label = {
        let label = label.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                label.set(i.value());
            }
        })
    };
    let here = step_name(k);
    let help = match (*tool, *arrow_from) {
        (Tool::Arrow, Some(from)) => tf(
            lang,
            "An arrow from {}: now tap the hole it points to.",
            &[&from],
        ),
        (Tool::Arrow, None) => tf(
            lang,
            "Tap the hole an arrow starts from, then the hole it points to, on {}.",
            &[&here],
        ),
        (Tool::Label, _) if *label_bad => tf(
            lang,
            "Type the label first (1 to {} characters), then tap the hole.",
            &[&LABEL_CHARS],
        ),
        (Tool::Label, _) => tf(
            lang,
            "Type a short label, then tap the hole it goes on, on {}.",
            &[&here],
        ),
        _ => tf(
            lang,
            "Tap a hole to highlight it on {}; tap it again to take the highlight off.",
            &[&here],
        ),
    };
    let words = marks_words(lang, &marks);
    let clear = {
        let on_mark = p.on_mark.clone();
        Callback::from(move |_: MouseEvent| on_mark.emit((k, MarkEdit::Clear)))
    };
    let portrait = position.game().layouts().portrait(narrow);
    html! {
        <fieldset class="builder-marks" data-builder-marks="" data-mark-step={k.to_string()}>
            <legend>{ t(lang, "Marks on the board") }</legend>
            <div class="builder-field">
                <label for="builder-mark-step">{ t(lang, "Marks at") }</label>
                <select id="builder-mark-step" data-field="mark-step" onchange={on_step}>{ for steps }</select>
            </div>
            <div class="buttons record-tools" role="group" aria-label={t(lang, "A tap on a hole")}>{ for tools }</div>
            if matches!(*tool, Tool::Highlight | Tool::Arrow) {
                <div class="buttons record-colours" role="group" aria-label={t(lang, "Colour")}>{ for colours }</div>
            }
            if *tool == Tool::Label {
                <label class="record-label">{ tf(lang, "Label (1 to {} characters)", &[&LABEL_CHARS]) }
                    <input type="text" data-mark-label="" maxlength={LABEL_CHARS.to_string()} value={(*label).clone()} oninput={on_label} />
                </label>
            }
            <p class="fine" role="status" data-mark-help="">{ help }</p>
            <div class="board-wrap builder-mark-board">
                <Board {view} {on_hole} {portrait} may_play={true} />
            </div>
            if words.is_empty() {
                <p class="fine" data-marks="">{ t(lang, "No marks.") }</p>
            } else {
                <p data-marks={words.len().to_string()}>{ tf(lang, "Marks: {}.", &[&words.join("; ")]) }</p>
                <p class="buttons"><button type="button" data-action="clear-marks" onclick={clear}>{ t(lang, "Take the marks off") }</button></p>
            }
        </fieldset>
    }
}
