//! An embedded figure: a board showing the position and the moves an author describes,
//! configured by [`EmbedConfig`] (URL parameters of `embed.html`, or the
//! `data-mancala-atlas` attribute of an element mounted by `embed.js`).
//!
//! The figure runs on the app's own [`State`] and reducer: stepping forward plays the
//! next move of the figure seed by seed (`Redo`), back takes it back, and a reader who
//! may play on clicks holes like in the app. It never touches the page around it: no
//! navigation, no scripts on the parent; its one link opens the app in a new tab.
//!
//! The root is `<div class="atlas-embed" data-embed="figure|error">` with `lang`, `dir`,
//! `data-controls` and `data-at` (moves played); the caption is `[data-caption]`.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::engine::{GameId, Rules};

use super::config::{Controls, EmbedConfig};
use super::frame::{self, Caption, Moment, Steps};
use super::model::{Figure as FigureModel, FigureMsg};
use crate::ui::board::controls::{spoken_region, AnimationControls};
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::view::{html, vtag, Board, BoardDefs};
use crate::ui::game::share;
use crate::ui::game::{Action, PlayAction, PrefsAction, ShowAction, Speed};
use crate::ui::game::{Host, Place};
use crate::ui::i18n::{t, Lang};
use crate::ui::print::download::{download_image, Download};
use crate::ui::shell::hooks::Dispatch;
use crate::ui::shell::runtime::{use_shell, ShellSetup};
use crate::ui::shell::switch::Switcher;

/// Properties of [`Figure`].
#[derive(Properties)]
pub struct FigureProps {
    /// The figure's parameters, read.
    pub config: Rc<EmbedConfig>,
    /// The language it is drawn in.
    pub lang: Lang,
    /// Where the app is, for the "open in the app" link.
    pub app_url: String,
    /// The reader chose another language (full controls).
    pub on_lang: Callback<Lang>,
    /// The rules panel of a game and its options, under the full controls (the app
    /// draws it: a figure draws no other feature's screen).
    pub rules_panel: Callback<(GameId, Option<Rules>), Html>,
}

impl PartialEq for FigureProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.config, &other.config)
            && self.lang == other.lang
            && self.app_url == other.app_url
            && self.on_lang == other.on_lang
            && self.rules_panel == other.rules_panel
    }
}

/// Whether the figure at `node` is narrow ([`crate::ui::platform::narrow`]): the
/// width of the element it is drawn in, measured once drawn and whenever the window is
/// resized (the window's width before it is drawn).
#[hook]
fn use_narrow_figure(node: NodeRef) -> bool {
    let state = use_state(crate::ui::platform::storage::narrow_window);
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            // The element the figure is drawn in (as `embed.js` measures it for the first
            // drawing): the page's column, or the frame's page.
            let measure = move || {
                if let Some(el) = node
                    .cast::<web_sys::Element>()
                    .and_then(|el| el.parent_element())
                {
                    let width = el.client_width();
                    if width > 0 {
                        state.set(crate::ui::platform::narrow(f64::from(width)));
                    }
                }
            };
            measure();
            let listener = web_sys::window()
                .map(|w| gloo::events::EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    *state
}

/// Milliseconds between two moves when the figure plays by itself.
fn pause_between_moves(speed: Speed) -> u32 {
    match speed {
        Speed::Instant => 1200,
        Speed::Fast => 500,
        Speed::Normal => 900,
        Speed::Slow | Speed::Step => 1500,
    }
}

/// A callback that stops the autoplay and does `a`.
fn sender<E: 'static>(
    dispatch: &Callback<Action>,
    playing: &UseStateHandle<bool>,
    a: Action,
) -> Callback<E> {
    let d = dispatch.clone();
    let playing = playing.clone();
    Callback::from(move |_: E| {
        playing.set(false);
        d.emit(a.clone())
    })
}

#[component]
pub fn Figure(props: &FigureProps) -> Html {
    let c = &props.config;
    let lang = props.lang;
    let shell = {
        let config = c.clone();
        let reduced = crate::ui::platform::storage::prefers_reduced_motion();
        use_shell(
            move || (FigureModel::new(config, lang, reduced), Vec::new()),
            ShellSetup {
                host: Host::Figure,
                place: Place::Embedded,
                decider: None,
                prefs: None,
                drawn: true,
            },
        )
    };
    let dispatch = shell.dispatch.clone();
    let s = &shell.model().s;
    // On the embed page the figure is the page: its language and title follow the figure's.
    use_effect_with(lang, |lang| {
        if crate::ui::platform::storage::is_embed_page() {
            let title = t(*lang, "A mancala board (Mancala Atlas)");
            crate::ui::platform::storage::set_document_lang(*lang, title);
            crate::ui::platform::storage::set_embed_heading(title);
        }
    });
    // Upright below a width, as the figure's first drawing: the figure's own width (its
    // column's, or its frame's), in every form alike.
    let figure_ref = use_node_ref();
    let narrow = use_narrow_figure(figure_ref.clone());
    // The language switcher's choices (full controls): only the latest is carried out,
    // each figure counting its own.
    let switcher = use_memo((), |_| Switcher::default());
    // Back online: a notice that was only about being offline (a language not loaded)
    // goes.
    {
        let d = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "online", move |_| {
                    d.emit(crate::ui::game::NoticeAction::BackOnline.into())
                })
            });
            move || drop(listener)
        });
    }
    let playing = use_state(|| c.autoplay && c.at < c.record.moves.len());
    // The page refused to open a new tab for "Open in Mancala Atlas".
    let blocked = use_state(|| false);

    let played = s.session.ply();
    let line = s.session.line();
    let figure_moves = &c.record.moves;
    // Whether the game shown is still the figure's (the reader has not played a move
    // of their own).
    let on_figure = played <= figure_moves.len()
        && figure_moves.starts_with(s.session.game().moves())
        && line.len() <= figure_moves.len()
        && figure_moves.starts_with(line);
    let has_next = played < line.len();

    // Autoplay: the next move once the last one has been shown and a pause has passed.
    {
        let playing = playing.clone();
        let dispatch = dispatch.clone();
        let waiting = *playing && !s.animating();
        let pause = pause_between_moves(s.prefs.speed);
        use_effect_with(
            (waiting, played, has_next),
            move |&(waiting, _, has_next)| {
                let timer = match (waiting, has_next) {
                    (true, true) => {
                        Some(Timeout::new(pause, move || dispatch.send(PlayAction::Redo)))
                    }
                    (true, false) => {
                        playing.set(false);
                        None
                    }
                    _ => None,
                };
                move || drop(timer)
            },
        );
    }

    let send = |a: Action| sender::<MouseEvent>(&dispatch, &playing, a);
    let send0 = |a: Action| sender::<()>(&dispatch, &playing, a);
    let toggle_play = {
        let playing = playing.clone();
        let dispatch = dispatch.clone();
        let at_end = !has_next;
        Callback::from(move |_| {
            if !*playing && at_end {
                // Play the figure again from its start.
                dispatch.send(PlayAction::Jump(0));
            }
            playing.set(!*playing);
        })
    };
    let restore = {
        let send = shell.send();
        let playing = playing.clone();
        Callback::from(move |_| {
            playing.set(false);
            send.emit(FigureMsg::Restore);
        })
    };

    let p = s.position();
    let game = p.game();
    let may_play = c.play && !p.is_over();
    let on_hole = if c.play {
        let playing = playing.clone();
        dispatch.reform(move |h| {
            playing.set(false);
            PlayAction::Hole(h).into()
        })
    } else {
        Callback::noop()
    };

    // The caption: the author's for this moment of the figure, and what the move was.
    let caption = html(
        &frame::caption(
            lang,
            &Caption {
                author: on_figure
                    .then(|| c.caption(played, lang))
                    .flatten()
                    .map(str::to_string),
                what: frame::what_after(lang, s.session.game(), played, &c.earlier),
                branch: !on_figure,
                status: (c.controls == Controls::Full || c.play || p.is_over()).then(|| s.status()),
                play_on: may_play && !s.animating() && on_figure && !has_next,
                credit: c.credit_line(lang),
            },
        )
        .into(),
    );

    // The step bar: one listener for its buttons, each named by its `data-action`.
    let step_bar = (c.controls != Controls::None).then(|| {
        let n = line.len();
        let mut bar = vtag(&frame::steps(
            lang,
            &Steps {
                played,
                moves: n,
                earlier: c.earlier.count,
                autoplay: (!c.record.moves.is_empty() && on_figure).then_some(*playing),
                restore: !on_figure,
            },
        ));
        let step = send(PlayAction::Undo.into());
        let forward = send(PlayAction::Redo.into());
        let jump = {
            let (dispatch, playing) = (dispatch.clone(), playing.clone());
            Callback::from(move |k: usize| {
                playing.set(false);
                dispatch.send(PlayAction::Jump(k))
            })
        };
        let (toggle_play, restore) = (toggle_play.clone(), restore.clone());
        let onclick = Callback::from(move |e: MouseEvent| {
            let action = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|el| el.closest("[data-action]").ok().flatten())
                .and_then(|el| el.get_attribute("data-action"));
            match action.as_deref() {
                Some("first") => jump.emit(0),
                Some("back") => step.emit(e),
                Some("forward") => forward.emit(e),
                Some("last") => jump.emit(n),
                Some("autoplay") => toggle_play.emit(e),
                Some("restore") => restore.emit(e),
                _ => {}
            }
        });
        bar.add_listener(Rc::new(yew::html::onclick::Wrapper::new(onclick)));
        Html::from(bar)
    });

    // What the reader puts together on the board (a lift, a circuit, a redistribution)
    // stops the autoplay, as every other act of theirs does.
    let inputs = {
        let (d, playing) = (dispatch.clone(), playing.clone());
        let stopping = Callback::from(move |a: Action| {
            playing.set(false);
            d.emit(a)
        });
        board_inputs(s, &stopping, c.play)
    };

    // Opens the game shown in the app, the reader's own moves included: with the full
    // controls, and in any figure once the reader has played on.
    let link = format!(
        "{}#{}",
        props.app_url,
        share::fragment(&s.session.game().record())
    );
    // A frame that may open no new tab (`sandbox` without `allow-popups`, as blogs' embeds
    // often are) refuses it without a word: the figure then says so, with the address.
    let on_open = {
        let (link, blocked) = (link.clone(), blocked.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(w) = web_sys::window() else { return };
            e.prevent_default();
            match w.open_with_url_and_target(&link, "_blank") {
                Ok(Some(tab)) => {
                    let _ =
                        js_sys::Reflect::set(&tab, &"opener".into(), &wasm_bindgen::JsValue::NULL);
                    blocked.set(false);
                }
                _ => blocked.set(true),
            }
        })
    };
    let refused = blocked.then(|| html! {
        <div class="embed-open-blocked" data-open-blocked="" role="alert">
            <p>{ t(lang, "This page does not let the figure open a new tab: copy the address below to open the game in Mancala Atlas.") }</p>
            <input type="text" readonly=true value={link.clone()} aria-label={t(lang, "The game's address in Mancala Atlas")}
                onfocus={Callback::from(|e: FocusEvent| {
                    if let Some(i) = e.target_dyn_into::<web_sys::HtmlInputElement>() { i.select(); }
                })} />
        </div>
    });
    let open_link = html! {
        <>
            <p class="embed-open"><a href={link.clone()} target="_blank" rel="noopener" data-action="open-in-app" onclick={on_open}>{ t(lang, "Open in Mancala Atlas") }</a></p>
            { for refused }
        </>
    };
    let own_link = (c.controls != Controls::Full && !on_figure).then(|| open_link.clone());
    let full = (c.controls == Controls::Full).then(|| {
        let moves = line.iter().enumerate().map(|(i, mv)| {
            let class = classes!("embed-ply", (i + 1 == played).then_some("current"), (i + 1 > played).then_some("future"));
            html! {
                <li><button {class} data-ply={(i + 1).to_string()} onclick={send(PlayAction::Jump(i + 1).into())}>
                    <span class="num">{ format!("{}.", c.earlier.count + i + 1) }</span>{ " " }{ mv.to_string() }
                    if let Some(g) = c.notes.glyph(i) {
                        <span class="embed-glyph" aria-hidden="true">{ g.text() }</span>
                        <span class="visually-hidden">{ format!(" ({})", crate::ui::i18n::glyph_name(lang, g)) }</span>
                    }
                </button></li>
            }
        });
        let on_change = {
            let on_lang = props.on_lang.clone();
            let dispatch = dispatch.clone();
            let base = props.app_url.clone();
            let switcher = (*switcher).clone();
            Callback::from(move |e: Event| {
                let Some(el) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                    return;
                };
                if let Some(l) = Lang::from_code(&el.value()) {
                    // Once the language's text is in (the web build fetches it); else
                    // the figure stays in `lang` and says so. Only if no other language
                    // was chosen meanwhile in this figure.
                    let (d, on_lang) = (dispatch.clone(), on_lang.clone());
                    switcher.language(el, lang, l, base.clone(), dispatch.clone(), move || {
                        d.send(PrefsAction::SetLang(l));
                        on_lang.emit(l);
                    });
                }
            })
        };
        let languages = Lang::OFFERED.iter().map(|l| {
            html! { <option value={l.code()} selected={*l == lang} lang={l.code()}>{ l.native_name() }</option> }
        });
        html! {
            <div class="embed-full">
                <label class="embed-lang">{ t(lang, "Language") }{ " " }
                    <select data-action="lang" onchange={on_change}>{ for languages }</select>
                </label>
                <AnimationControls {game} speed={s.prefs.speed} animating={s.animating()} callouts={s.callouts()}
                    on_speed={dispatch.to(ShowAction::SetSpeed)} on_seed={send0(ShowAction::StepSeed.into())}
                    on_lap={send0(ShowAction::StepLap.into())} on_finish={send0(ShowAction::FinishAnimation.into())} />
                <ol class="embed-moves">{ for moves }</ol>
                { download_image(lang, Download { position: p.clone(), flipped: false, coordinates: c.coordinates,
                    caption: on_figure.then(|| c.caption(played, lang)).flatten().map(str::to_string),
                    credit: c.credit_line(lang),
                    note: frame::what_after(lang, s.session.game(), played, &c.earlier), theme: c.theme,
                    base: props.app_url.clone(), name: format!("{}-move-{}", game.id(), c.earlier.count + played),
                    marks: on_figure.then(|| c.notes.at(played).map(|n| n.marks.clone())).flatten().unwrap_or_default(),
                    words: None }) }
                { props.rules_panel.emit((game, Some(p.rules()))) }
                { open_link }
            </div>
        }
    });

    let notice = s
        .notices
        .notice
        .as_ref()
        .filter(|n| n.error)
        .map(|n| html! { <p class="embed-notice" role="alert">{ n.message.text(lang) }</p> });

    // The keyboard steps like the buttons (not in a hole, which has its own keys, nor
    // in the language list): the arrows go back and forward the way the page reads,
    // Home and End to the start and the end.
    let onkeydown = (c.controls != Controls::None).then(|| {
        let dispatch = dispatch.clone();
        let playing = playing.clone();
        let rtl = lang.is_rtl();
        let n = line.len();
        Callback::from(move |e: KeyboardEvent| {
            let own_keys = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|el| el.closest("[data-hole], select").ok().flatten())
                .is_some();
            if own_keys || e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
                return;
            }
            let action = match (e.key().as_str(), rtl) {
                ("ArrowLeft", false) | ("ArrowRight", true) if played > 0 => PlayAction::Undo,
                ("ArrowRight", false) | ("ArrowLeft", true) if has_next => PlayAction::Redo,
                ("Home", _) if played > 0 => PlayAction::Jump(0),
                ("End", _) if has_next => PlayAction::Jump(n),
                _ => return,
            };
            e.prevent_default();
            playing.set(false);
            dispatch.send(action);
        })
    });
    // A pointer on the board leaves the keyboard with the figure: the arrow keys go on
    // stepping through the moves (a hole chosen with the keyboard keeps its own keys).
    let onmousedown = {
        let figure_ref = figure_ref.clone();
        Callback::from(move |e: MouseEvent| {
            let on_hole = e
                .target_dyn_into::<web_sys::Element>()
                .and_then(|el| el.closest("[data-hole]").ok().flatten())
                .is_some();
            if on_hole {
                e.prevent_default();
                if let Some(f) = figure_ref.cast::<web_sys::HtmlElement>() {
                    let _ = f.focus();
                }
            }
        })
    };
    let mut view = s.board_view();
    if !c.play {
        // Nothing to click: no hole is marked playable.
        view.legal.iter_mut().for_each(|l| *l = false);
        view.interactive = false;
    }
    let mut root = vtag(&frame::root(
        c,
        lang,
        Moment {
            played,
            playing: *playing,
            sketch: false,
        },
    ));
    root.node_ref = figure_ref;
    if let Some(keys) = onkeydown {
        root.add_listener(Rc::new(yew::html::onkeydown::Wrapper::new(keys)));
    }
    root.add_child(html! {
        <>
            <BoardDefs />
            <div class="embed-board" dir="ltr" {onmousedown}>
                <Board view={view} {on_hole} portrait={game.layouts().portrait(narrow)} may_play={c.play} />
            </div>
            { caption }
            { spoken_region(&s.spoken_after(c.earlier.count)) }
            { for notice }
            // One node each, present or not (`{ for … }` would be spread into this list
            // and shift the board's place in it: the board would be drawn anew, and the
            // focus lost, whenever a chooser opens or closes).
            { inputs }
            { for step_bar }
            { for own_link }
            { for full }
        </>
    });
    root.into()
}
