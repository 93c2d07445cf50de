//! The figure builder's screen (`#figure=…`, "Make a figure" under a game's board): the
//! author's choices beside the real figure, `embed.html` with the very address the
//! code holds, as its live preview; the code to copy in each form, and a field into
//! which a figure's code, address or a record is pasted to open it here again. The
//! builder's part is pure, in `builder.rs`; the preview is the figure's own page, so
//! the builder adds nothing to what a reader of an article downloads.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::engine::{Field as HeaderField, GameId, Marks};
use crate::ui::board::theme::Theme;
use crate::ui::figure::builder::address::{self, Opened};
use crate::ui::figure::builder::marking::{MarkEdit, Marking};
use crate::ui::figure::builder::paste::read_pasted;
use crate::ui::figure::builder::{CodeForm, Draft, Field, PasteError, Problem};
use crate::ui::figure::config::{Controls, CREDITED};
use crate::ui::figure::frame;
use crate::ui::game::Speed;
use crate::ui::i18n::field_name;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::platform::copy::CopyButton;
use crate::ui::platform::storage;
use crate::ui::print::download::{download_image, Download};

/// Properties of [`BuilderScreen`].
#[derive(Properties, PartialEq)]
pub struct BuilderProps {
    /// The figure opened.
    pub opened: Opened,
    /// Back to the game.
    pub on_leave: Callback<()>,
}

/// The folder the Atlas is served from (`https://…/atlas/`), for the code's addresses.
fn base() -> String {
    let page = storage::page_address();
    let page = page.split('?').next().unwrap_or_default();
    match page.rfind('/') {
        Some(i) => page[..=i].to_string(),
        None => String::new(),
    }
}

/// A field's error, said next to it (`id` is the field's, for `aria-describedby`).
fn field_error(problem: Option<&Problem>, field: Field, id: &str) -> Html {
    match problem.filter(|p| p.field == field) {
        Some(p) => {
            html! { <p class="field-error" id={format!("{id}-error")} role="alert">{ p.message.clone() }</p> }
        }
        None => Html::default(),
    }
}

/// An edit of the draft, applied to the draft as it is when it comes (never to the one
/// a callback saw when it was drawn: two edits between two drawings both count).
type Edit = Rc<dyn Fn(&mut Draft)>;

/// What the author does to the figure.
enum Work {
    /// Typing into a caption (its language, its step): the text as typed, spaces and all
    /// (a caption is kept trimmed; a drawing would take back a space just typed).
    TypeCaption(Option<Lang>, usize, String),
    /// Typing into a field: the text is the draft's at once (a drawing never takes back
    /// what was typed), the preview and the code follow when the field is left (its
    /// `change`, a [`Work::Choose`] of the text as it stands).
    Type(Edit),
    /// A choice made: the draft and the preview at once.
    Choose(Edit),
    /// Another figure opened.
    Open(Box<Draft>),
}

/// The author's work: the draft as typed, and the draft the preview and the code show.
#[derive(Clone, PartialEq)]
struct Works {
    typed: Draft,
    shown: Draft,
    /// The captions being typed, as typed (by language and step), until left.
    captions: Vec<((Option<Lang>, usize), String)>,
}

impl Reducible for Works {
    type Action = Work;

    fn reduce(self: Rc<Self>, action: Work) -> Rc<Self> {
        let mut w = (*self).clone();
        match action {
            Work::Type(f) => f(&mut w.typed),
            Work::TypeCaption(l, k, text) => {
                let _ = w.typed.captions.put(l, k, &text);
                w.captions.retain(|(key, _)| *key != (l, k));
                w.captions.push(((l, k), text));
            }
            Work::Choose(f) => {
                f(&mut w.typed);
                w.captions.clear();
                w.commit();
            }
            Work::Open(d) => {
                w.typed = (*d).clone();
                w.shown = *d;
                w.captions.clear();
            }
        }
        Rc::new(w)
    }
}

impl Works {
    /// The draft as typed is shown, its cut kept inside the game's moves as retyped.
    fn commit(&mut self) {
        let old = self
            .shown
            .record(Lang::En)
            .map(|(r, _)| r.moves.len())
            .unwrap_or(self.shown.last);
        if let Ok((r, _)) = self.typed.record(Lang::En) {
            if self.typed.moves != self.shown.moves
                || self.typed.options != self.shown.options
                || self.typed.position != self.shown.position
                || self.typed.game != self.shown.game
            {
                self.typed.fit(r.moves.len(), old);
            }
        }
        self.typed.first = self.typed.first.min(self.typed.last);
        self.typed.at = self.typed.at.clamp(self.typed.first, self.typed.last);
        self.shown = self.typed.clone();
    }
}

/// The builder.
#[component]
pub fn BuilderScreen(p: &BuilderProps) -> Html {
    let lang = crate::ui::platform::hooks::use_lang();
    let works = use_reducer(|| Works {
        typed: p.opened.draft.clone(),
        shown: p.opened.draft.clone(),
        captions: Vec::new(),
    });
    // "Options and start position" stays as the author left it (open or shut); another
    // figure opened shows it as that figure needs (open when it has options or a position).
    let more_open =
        use_state(|| !p.opened.draft.options.is_empty() || !p.opened.draft.position.is_empty());
    {
        let works = works.dispatcher();
        let more_open = more_open.clone();
        use_effect_with(p.opened.clone(), move |o| {
            more_open.set(!o.draft.options.is_empty() || !o.draft.position.is_empty());
            works.dispatch(Work::Open(Box::new(o.draft.clone())))
        });
    }
    // The game of the last draft that read, for the moves' names while one does not.
    let last_game = use_mut_ref(|| None::<crate::engine::Game>);
    let form = use_state(|| CodeForm::Iframe);
    let caption_lang = use_state(|| None::<Lang>);
    let pasted = use_state(String::new);
    let paste_problem = use_state(|| None::<PasteError>);
    let measured = use_state(|| None::<u32>);
    let frame = use_node_ref();
    // The preview says how tall its figure is (embed.html posts it to its parent).
    {
        let (measured, frame) = (measured.clone(), frame.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "message", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else {
                        return;
                    };
                    // (Compared as values: the frame's window is of another realm, not
                    // an `instanceof Window` here.)
                    let from_preview = frame
                        .cast::<web_sys::HtmlIFrameElement>()
                        .and_then(|f| f.content_window())
                        .zip(e.source())
                        .is_some_and(|(a, b)| {
                            wasm_bindgen::JsValue::from(a) == wasm_bindgen::JsValue::from(b)
                        });
                    let height = js_sys::Reflect::get(&e.data(), &"height".into())
                        .ok()
                        .and_then(|h| h.as_f64());
                    if let (true, Some(h)) = (from_preview, height) {
                        if h.is_finite() && h > 0.0 {
                            measured.set(Some(h.round().clamp(80.0, 4000.0) as u32));
                        }
                        // The preview is sized to its figure, as a page with embed.js
                        // sizes its frames (static/embed.js): its board fills its width.
                        if let Some(source) = e.source() {
                            let sized = js_sys::Object::new();
                            let _ = js_sys::Reflect::set(
                                &sized,
                                &"type".into(),
                                &"mancala-atlas:sized".into(),
                            );
                            let _ = source
                                .unchecked_into::<web_sys::Window>()
                                .post_message(&sized, "*");
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }

    // What the fields show: the draft as typed.
    let typed = works.typed.clone();
    // What the preview, the code and the address show: the draft as last left.
    let d = works.shown.clone();
    // The game read once for the draft shown (a long game's replay is the costly part),
    // not again at each keystroke of a field being typed into.
    let made = use_memo((d.clone(), lang), |(d, lang)| {
        let read = d.record(*lang);
        let figure = read.clone().and_then(|(r, g)| d.figure_of(&r, &g, *lang));
        // What the moves' text says of each step (comments, marks), for the captions'
        // placeholders and the marks.
        let said = read.as_ref().ok().and(d.annotated());
        let steps = read.as_ref().map_or(0, |(r, _)| r.moves.len());
        let marks: Vec<Marks> = (0..=steps)
            .map(|k| {
                said.as_ref()
                    .and_then(|a| a.note_at(k))
                    .map(|n| n.marks.clone())
                    .unwrap_or_default()
            })
            .collect();
        let game = read
            .as_ref()
            .ok()
            .map(|(_, g)| crate::ui::figure::builder::marking::SameGame(Rc::new(g.clone())));
        (read, figure, said, Rc::new(marks), game)
    });
    let (read, figure) = ((made.0).clone(), (made.1).clone());
    let size = d.size(lang, *measured);
    let problem = figure
        .as_ref()
        .err()
        .cloned()
        .or_else(|| size.as_ref().err().cloned());
    let base = base();
    // The address is the builder's work: kept in the address bar, so a reload keeps it
    // (the figure, the moves after it, the frame's height).
    let address = figure
        .as_ref()
        .ok()
        .map(|f| address::draft_link(f, &d, &d.moves_after()));
    use_effect_with(address.clone(), |a| {
        if let Some(a) = a {
            storage::replace_fragment(a);
        }
    });

    let dispatcher = works.dispatcher();
    let edit = |f: fn(&mut Draft, String)| {
        let works = dispatcher.clone();
        Callback::from(move |v: String| {
            works.dispatch(Work::Choose(Rc::new(move |d: &mut Draft| f(d, v.clone()))))
        })
    };
    // A field typed into: its text kept at each keystroke, shown when left.
    let typing = |f: fn(&mut Draft, String)| {
        let works = dispatcher.clone();
        Callback::from(move |e: InputEvent| {
            let v = if let Some(t) = e.target_dyn_into::<HtmlTextAreaElement>() {
                t.value()
            } else if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                i.value()
            } else {
                return;
            };
            works.dispatch(Work::Type(Rc::new(move |d: &mut Draft| f(d, v.clone()))))
        })
    };

    let on_value = |cb: Callback<String>| {
        Callback::from(move |e: Event| {
            let v = if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                if i.type_() == "checkbox" {
                    i.checked().to_string()
                } else {
                    i.value()
                }
            } else if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
                s.value()
            } else if let Some(t) = e.target_dyn_into::<HtmlTextAreaElement>() {
                t.value()
            } else {
                return;
            };
            cb.emit(v);
        })
    };
    // The game's fields: typed again, the cut kept inside the new moves (`Works::commit`).
    let edit_game = |f: fn(&mut Draft, String)| on_value(edit(f));
    let (n, game_of_record) = match read {
        Ok((r, g)) => {
            *last_game.borrow_mut() = Some(g.clone());
            (r.moves.len(), Some(g))
        }
        Err(_) => (d.last, last_game.borrow().clone()),
    };
    // A step's name: "Move 8: North plays a2" (of the last game that read, while the
    // one typed does not).
    let moment = |k: usize| match &game_of_record {
        Some(g) if k <= g.moves().len() => frame::what(lang, g, k),
        _ => k.to_string(),
    };
    let invalid = |field: Field| problem.as_ref().is_some_and(|p| p.field == field);
    let described = |field: Field, id: &str| invalid(field).then(|| format!("{id}-error"));

    let games = GameId::ALL.map(|g| {
        html! { <option value={g.id()} selected={g == d.game}>{ game_name(g, lang) }</option> }
    });
    let step_options = |from: usize, to: usize, chosen: usize| {
        (from..=to)
            .map(|k| html! { <option value={k.to_string()} selected={k == chosen}>{ moment(k) }</option> })
            .collect::<Html>()
    };
    let number = |f: fn(&mut Draft, usize)| {
        let works = dispatcher.clone();
        on_value(Callback::from(move |v: String| {
            if let Ok(k) = v.parse::<usize>() {
                works.dispatch(Work::Choose(Rc::new(move |d: &mut Draft| {
                    f(d, k);
                    d.first = d.first.min(d.last);
                    d.at = d.at.clamp(d.first, d.last);
                })));
            }
        }))
    };

    // The captions of the steps shown, in the language chosen for them.
    let cl = *caption_lang;
    let captions = (d.first..=d.last.min(n)).map(|k| {
        let id = format!("builder-caption-{k}");
        let value = works
            .captions
            .iter()
            .find(|(key, _)| *key == (cl, k))
            .map(|(_, text)| text.clone())
            .unwrap_or_else(|| typed.captions.own(k, cl).unwrap_or_default().to_string());
        let works = dispatcher.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<HtmlTextAreaElement>() {
                works.dispatch(Work::TypeCaption(cl, k, t.value()));
            }
        });
        // Left (or set by a script, as `change` without `input`): the text as it stands.
        let works = dispatcher.clone();
        let onchange = on_value(Callback::from(move |v: String| {
            works.dispatch(Work::Choose(Rc::new(move |d: &mut Draft| {
                let _ = d.captions.put(cl, k, &v);
            })));
        }));
        // The record's comment is the step's caption until the author writes one.
        let placeholder = made
            .2
            .as_ref()
            .and_then(|a| a.note_at(k))
            .and_then(|n| match cl {
                Some(l) => n.comment(l.code()),
                None => n.comments.iter().find(|c| c.lang.is_none()).map(|c| c.text.as_str()),
            })
            .map(str::to_string);
        html! {
            <div class="builder-field" key={id.clone()}>
                <label for={id.clone()}>{ moment(k) }</label>
                <textarea {id} rows="2" data-caption={k.to_string()} value={value} {placeholder} {oninput} {onchange} />
            </div>
        }
    });
    // Marks by pointing, written into the moves.
    let on_mark = {
        let works = dispatcher.clone();
        Callback::from(move |(k, edit): (usize, MarkEdit)| {
            works.dispatch(Work::Choose(Rc::new(move |d: &mut Draft| {
                d.mark(k, |m| edit.apply(m));
            })));
        })
    };
    // The header, and whether the figure shows it as a credit line.
    let header_fields = CREDITED.map(|f| {
        let id = format!("builder-header-{}", builder_key(f));
        let value = typed.header.get(f).unwrap_or_default().to_string();
        let set = move |d: &mut Draft, v: &str| {
            if v.trim().is_empty() {
                d.header.remove(f);
            } else {
                d.header.insert(f, v.to_string());
            }
        };
        let works = dispatcher.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                let v = i.value();
                works.dispatch(Work::Type(Rc::new(move |d: &mut Draft| set(d, &v))));
            }
        });
        let works = dispatcher.clone();
        let onchange = Callback::from(move |e: Event| {
            if let Some(i) = e.target_dyn_into::<HtmlInputElement>() {
                let v = i.value();
                works.dispatch(Work::Choose(Rc::new(move |d: &mut Draft| set(d, &v))));
            }
        });
        html! {
            <div class="builder-field">
                <label for={id.clone()}>{ field_name(lang, f) }</label>
                <input type="text" {id} data-header={f.key()} {value} {oninput} {onchange} />
            </div>
        }
    });
    let caption_langs = std::iter::once(None).chain(Lang::ALL.map(Some)).map(|l| {
        let (value, label) = match l {
            None => (String::new(), t(lang, "every reader").to_string()),
            Some(l) => (l.code().to_string(), l.native_name().to_string()),
        };
        let written = l.is_some() && d.captions.languages().any(|w| Some(w) == l);
        html! { <option {value} selected={l == cl}>{ if written { format!("{label} ✓") } else { label } }</option> }
    });
    let on_caption_lang = {
        let caption_lang = caption_lang.clone();
        on_value(Callback::from(move |v: String| {
            caption_lang.set(Lang::from_code(&v))
        }))
    };

    let choice = |value: &str, label: &str, chosen: bool| {
        html! { <option value={value.to_string()} selected={chosen}>{ label.to_string() }</option> }
    };
    let themes = [
        (Theme::Wood, t(lang, "wood")),
        (Theme::Earth, t(lang, "red earth")),
        (Theme::Dark, t(lang, "dark")),
    ]
    .map(|(th, label)| choice(th.id(), label, th == d.theme));
    let controls = [
        (Controls::None, t(lang, "none: the board and its caption")),
        (Controls::Step, t(lang, "back and forward")),
        (Controls::Full, t(lang, "all: speed, moves, rules, image")),
    ]
    .map(|(c, label)| choice(c.id(), label, c == d.controls));
    let speeds = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant]
        .map(|s| choice(s.id(), s.label(lang), s == d.speed));
    let coordinates = [
        (
            "",
            t(lang, "as the controls have them"),
            d.coordinates.is_none(),
        ),
        ("yes", t(lang, "shown"), d.coordinates == Some(true)),
        ("no", t(lang, "not shown"), d.coordinates == Some(false)),
    ]
    .map(|(v, label, chosen)| choice(v, label, chosen));
    let figure_langs = std::iter::once(choice("", t(lang, "each reader's own"), d.lang.is_none()))
        .chain(Lang::ALL.map(|l| choice(l.code(), l.native_name(), d.lang == Some(l))));

    let forms = CodeForm::ALL.map(|f| {
        let label = match f {
            CodeForm::Iframe => t(lang, "an iframe"),
            CodeForm::Element => t(lang, "the element <mancala-figure>"),
            CodeForm::Script => t(lang, "an element drawn by embed.js"),
            CodeForm::Address => t(lang, "the address"),
        };
        let chosen = *form == f;
        let form = form.clone();
        let onchange = Callback::from(move |_: Event| form.set(f));
        html! {
            <label class="builder-form-choice">
                <input type="radio" name="builder-form" value={f.id()} checked={chosen} {onchange} />{ " " }{ label }
            </label>
        }
    });
    let code = match (&figure, &size) {
        (Ok(f), Ok((w, h))) => Some(f.code(*form, &base, (w, h), d.lang.unwrap_or(lang))),
        _ => None,
    };

    let on_paste_text = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e.target_dyn_into::<HtmlTextAreaElement>() {
                pasted.set(t.value());
            }
        })
    };
    let on_open = {
        let (pasted, paste_problem, works) =
            (pasted.clone(), paste_problem.clone(), dispatcher.clone());
        Callback::from(move |_: MouseEvent| match read_pasted(&pasted) {
            Ok(d) => {
                paste_problem.set(None);
                pasted.set(String::new());
                works.dispatch(Work::Open(Box::new(d)));
            }
            Err(e) => paste_problem.set(Some(e)),
        })
    };
    let leave = p.on_leave.reform(|_: MouseEvent| ());
    // Opened and shut by the author only (the state draws it: the browser's own toggle
    // would race the drawing).
    let on_more = {
        let more_open = more_open.clone();
        let forced = invalid(Field::Options) || invalid(Field::Position);
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            more_open.set(!(*more_open || forced));
        })
    };

    // The image of the step the figure opens on, for print.
    let image = figure.as_ref().ok().map(|f| {
        let c = &f.config;
        let position = c
            .game
            .positions()
            .get(c.at)
            .cloned()
            .unwrap_or_else(|| c.game.current().clone());
        // The image is the figure's, in the figure's language, as the preview shows it.
        let figure_lang = c.lang.unwrap_or(lang);
        download_image(
            lang,
            Download {
                position,
                flipped: false,
                coordinates: c.coordinates,
                caption: c.caption(c.at, figure_lang).map(str::to_string),
                credit: c.credit_line(figure_lang),
                note: frame::what_after(figure_lang, &c.game, c.at, &c.earlier),
                theme: c.theme,
                base: String::new(),
                name: format!(
                    "{}-figure-move-{}",
                    c.record.rules.game().id(),
                    c.earlier.count + c.at
                ),
                marks: c
                    .notes
                    .at(c.at)
                    .map(|n| n.marks.clone())
                    .unwrap_or_default(),
                words: Some(figure_lang),
            },
        )
    });
    let preview = figure.as_ref().ok().map(|f| f.address(""));
    let frame_height = size
        .as_ref()
        .map(|(_, h)| h.clone())
        .unwrap_or_else(|_| "480".into());
    let frame_width = size
        .as_ref()
        .map(|(w, _)| w.clone())
        .unwrap_or_else(|_| "100%".into());

    html! {
        <section class="builder" aria-labelledby="builder-title" data-builder="">
            <h2 id="builder-title">{ t(lang, "Make a figure") }</h2>
            <p class="fine">{ t(lang, "Choose what the figure shows; the preview is the figure itself. Copy its code into any page.") }</p>
            if let Some(e) = &p.opened.problem {
                <p class="notice error" role="alert">{ tf(lang, "This builder link cannot be opened: {}", &[&e.message(lang)]) }</p>
            }
            <div class="builder-body">
            <div class="builder-choices">
            <fieldset>
                <legend>{ t(lang, "The game") }</legend>
                <div class="builder-field">
                    <label for="builder-game">{ t(lang, "Game") }</label>
                    <select id="builder-game" data-field="game" onchange={edit_game(|d, v| {
                        if let Ok(g) = v.parse::<GameId>() {
                            if g != d.game {
                                d.game = g;
                                d.options.clear();
                                d.position.clear();
                                d.moves.clear();
                                d.decisions = Default::default();
                            }
                        }
                    })}>{ for games }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-moves">{ t(lang, "Moves, in the Atlas's notation") }</label>
                    <textarea id="builder-moves" rows="2" data-field="moves" value={typed.moves.clone()} aria-invalid={invalid(Field::Moves).then_some("true")}
                        aria-describedby={described(Field::Moves, "builder-moves")} oninput={typing(|d, v| d.moves = v)} onchange={on_value(edit(|d, v| d.moves = v))} />
                    { field_error(problem.as_ref(), Field::Moves, "builder-moves") }
                </div>
                <details class="builder-more" open={*more_open || invalid(Field::Options) || invalid(Field::Position)}>
                    <summary onclick={on_more}>{ t(lang, "Options and start position") }</summary>
                    <div class="builder-field">
                        <label for="builder-options">{ t(lang, "Options (JSON; empty: the game's own)") }</label>
                        <input id="builder-options" type="text" data-field="options" value={typed.options.clone()} aria-invalid={invalid(Field::Options).then_some("true")}
                            aria-describedby={described(Field::Options, "builder-options")} oninput={typing(|d, v| d.options = v)} onchange={on_value(edit(|d, v| d.options = v))} />
                        { field_error(problem.as_ref(), Field::Options, "builder-options") }
                    </div>
                    <div class="builder-field">
                        <label for="builder-position">{ t(lang, "Start position (JSON; empty: the game's start)") }</label>
                        <textarea id="builder-position" rows="3" data-field="position" value={typed.position.clone()} aria-invalid={invalid(Field::Position).then_some("true")}
                            aria-describedby={described(Field::Position, "builder-position")} oninput={typing(|d, v| d.position = v)} onchange={on_value(edit(|d, v| d.position = v))} />
                        { field_error(problem.as_ref(), Field::Position, "builder-position") }
                    </div>
                </details>
            </fieldset>
            <fieldset>
                <legend>{ t(lang, "The moves shown") }</legend>
                <div class="builder-field">
                    <label for="builder-first">{ t(lang, "From") }</label>
                    <select id="builder-first" data-field="first" onchange={number(|d, k| d.first = k)}>{ step_options(0, n, d.first) }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-last">{ t(lang, "To") }</label>
                    <select id="builder-last" data-field="last" onchange={number(|d, k| d.last = k)}>{ step_options(d.first, n, d.last) }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-at">{ t(lang, "Shown first") }</label>
                    <select id="builder-at" data-field="at" onchange={number(|d, k| d.at = k)}>{ step_options(d.first, d.last.min(n), d.at) }</select>
                </div>
            </fieldset>
            <fieldset>
                <legend>{ t(lang, "Captions") }</legend>
                <div class="builder-field">
                    <label for="builder-caption-lang">{ t(lang, "Written for") }</label>
                    <select id="builder-caption-lang" data-field="caption-lang" onchange={on_caption_lang}>{ for caption_langs }</select>
                </div>
                <p class="fine">{ t(lang, "A reader whose language has a caption reads it; every other reader reads the caption for every reader.") }</p>
                { for captions }
            </fieldset>
            <Marking game={made.4.clone()} first={d.first} last={d.last} at={d.at} marks={made.3.clone()} {on_mark} />
            <fieldset class="builder-credit">
                <legend>{ t(lang, "Credit line") }</legend>
                <p class="fine">{ t(lang, "The record's header: players, place, date…") }</p>
                { for header_fields }
                <div class="builder-field check">
                    <input id="builder-credit" type="checkbox" data-field="credit" checked={d.credit} onchange={on_value(edit(|d, v| d.credit = v == "true"))} />
                    <label for="builder-credit">{ t(lang, "Show the header as a credit line under the caption") }</label>
                </div>
            </fieldset>
            <fieldset>
                <legend>{ t(lang, "How it looks and plays") }</legend>
                <div class="builder-field">
                    <label for="builder-theme">{ t(lang, "Look") }</label>
                    <select id="builder-theme" data-field="theme" onchange={on_value(edit(|d, v| d.theme = Theme::from_id(&v).unwrap_or(d.theme)))}>{ for themes }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-controls">{ t(lang, "Controls") }</label>
                    <select id="builder-controls" data-field="controls" onchange={on_value(edit(|d, v| {
                        d.controls = [Controls::None, Controls::Step, Controls::Full].into_iter().find(|c| c.id() == v).unwrap_or(d.controls);
                    }))}>{ for controls }</select>
                </div>
                <div class="builder-field check">
                    <input id="builder-play" type="checkbox" data-field="play" checked={d.play} onchange={on_value(edit(|d, v| d.play = v == "true"))} />
                    <label for="builder-play">{ t(lang, "The reader may play on") }</label>
                </div>
                <div class="builder-field check">
                    <input id="builder-autoplay" type="checkbox" data-field="autoplay" checked={d.autoplay} onchange={on_value(edit(|d, v| d.autoplay = v == "true"))} />
                    <label for="builder-autoplay">{ t(lang, "The moves play by themselves") }</label>
                </div>
                <div class="builder-field">
                    <label for="builder-speed">{ t(lang, "Speed") }</label>
                    <select id="builder-speed" data-field="speed" onchange={on_value(edit(|d, v| d.speed = Speed::from_id(&v).unwrap_or(d.speed)))}>{ for speeds }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-coordinates">{ t(lang, "Coordinates") }</label>
                    <select id="builder-coordinates" data-field="coordinates" onchange={on_value(edit(|d, v| d.coordinates = match v.as_str() { "yes" => Some(true), "no" => Some(false), _ => None }))}>{ for coordinates }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-lang">{ t(lang, "The figure's language") }</label>
                    <select id="builder-lang" data-field="lang" onchange={on_value(edit(|d, v| d.lang = Lang::from_code(&v)))}>{ for figure_langs }</select>
                </div>
                <div class="builder-field">
                    <label for="builder-width">{ t(lang, "Width (pixels, or % of the page's column)") }</label>
                    <input id="builder-width" type="text" inputmode="decimal" data-field="width" value={typed.width.clone()} placeholder="100%"
                        aria-invalid={invalid(Field::Width).then_some("true")} aria-describedby={described(Field::Width, "builder-width")}
                        oninput={typing(|d, v| d.width = v)} onchange={on_value(edit(|d, v| d.width = v))} />
                    { field_error(problem.as_ref(), Field::Width, "builder-width") }
                </div>
                <div class="builder-field">
                    <label for="builder-height">{ t(lang, "Height of an iframe (pixels; empty: as tall as the preview)") }</label>
                    <input id="builder-height" type="text" inputmode="numeric" data-field="height" value={typed.height.clone()}
                        placeholder={measured.map(|h| h.to_string()).unwrap_or_default()}
                        aria-invalid={invalid(Field::Height).then_some("true")} aria-describedby={described(Field::Height, "builder-height")}
                        oninput={typing(|d, v| d.height = v)} onchange={on_value(edit(|d, v| d.height = v))} />
                    { field_error(problem.as_ref(), Field::Height, "builder-height") }
                </div>
            </fieldset>
            </div>
            <div class="builder-output">
                <h2 class="builder-part">{ t(lang, "Preview") }</h2>
                if let Some(src) = preview {
                    <iframe ref={frame} class="builder-preview" data-preview="" src={src} width={frame_width} height={frame_height}
                        title={tf(lang, "Preview of the figure: {}", &[&game_name(d.game, lang)])} />
                } else {
                    <p class="builder-no-preview" data-no-preview="">{ t(lang, "No preview until what is marked is mended.") }</p>
                }
                { image.unwrap_or_default() }
                <h2 class="builder-part">{ t(lang, "The code to copy") }</h2>
                <div class="builder-forms" role="radiogroup" aria-label={t(lang, "The code's form")}>{ for forms }</div>
                if let Some(code) = code {
                    <textarea class="builder-code" data-code={form.id()} readonly=true rows="5" aria-label={t(lang, "The code to copy")} value={code.clone()} />
                    <p class="buttons"><CopyButton text={code} action="copy-code" label={t(lang, "Copy the code")}
                        failed={t(lang, "The browser did not copy it: select the code and copy it yourself.")} /></p>
                } else {
                    <p class="builder-no-preview" data-no-code="">{ t(lang, "No code until what is marked is mended.") }</p>
                }
                <h2 class="builder-part">{ t(lang, "Open a figure") }</h2>
                <div class="builder-field">
                    <label for="builder-paste">{ t(lang, "Paste a figure's code or address, or a game's record") }</label>
                    <textarea id="builder-paste" rows="3" data-field="paste" value={(*pasted).clone()} oninput={on_paste_text}
                        aria-invalid={paste_problem.is_some().then_some("true")} aria-describedby={paste_problem.is_some().then_some("builder-paste-error")} />
                    if let Some(e) = &*paste_problem {
                        <p class="field-error" id="builder-paste-error" role="alert">{ e.message(lang) }</p>
                    }
                </div>
                <p class="buttons"><button type="button" data-action="open-pasted" onclick={on_open}>{ t(lang, "Open in the builder") }</button></p>
            </div>
            </div>
            <p class="buttons"><button type="button" data-action="leave-builder" onclick={leave}>{ t(lang, "Back to the game") }</button></p>
        </section>
    }
}

/// A header field's part of an element id (`recorded-by`).
fn builder_key(f: HeaderField) -> &'static str {
    crate::ui::figure::config::field_param(f)
}
