//! Timers and the page, kept out of the reducer: the effects of each update
//! ([`use_effects`]: the worker's requests, the sounds, the game saved, the address, the
//! board's focus), the animation clock (a subscription: [`use_animation`]), share links
//! pasted into an open tab, the document's language, the window's width (saving the game
//! and other tabs: [`super::saves`]; the worker: [`super::worker`]).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::saves::Saver;
use super::storage;
use super::worker::BotHandle;
use crate::ui::i18n::Lang;
use crate::ui::state::{Action, Effect, Keep, SaveId, State};

/// Dispatching any part's action through the app's `Callback<Action>`.
pub trait Dispatch {
    /// A callback that dispatches `f(value)`.
    fn to<T: 'static, A: Into<Action>>(&self, f: impl Fn(T) -> A + 'static) -> Callback<T>;
    /// Dispatches `a`.
    fn send(&self, a: impl Into<Action>);
}

impl Dispatch for Callback<Action> {
    fn to<T: 'static, A: Into<Action>>(&self, f: impl Fn(T) -> A + 'static) -> Callback<T> {
        let d = self.clone();
        Callback::from(move |t| d.emit(f(t).into()))
    }
    fn send(&self, a: impl Into<Action>) {
        self.emit(a.into());
    }
}

/// The effects the updates returned, waiting for the hooks (several updates may come
/// before one drawing: none is lost).
pub type Outbox = Rc<RefCell<Vec<Effect>>>;

/// Does what the updates asked ([`State::update`]'s effects, gathered in `outbox`; `count`
/// changes with each update that asked something): the worker's requests, the sounds
/// (when sounds are on), the game saved (`saver`; of several saves asked before one
/// drawing, the last), the tab's record and the settings kept in the browser, the start
/// screen's lists, the address cleared, the board focused (`focus`).
#[hook]
pub fn use_effects(
    outbox: Outbox,
    count: u64,
    sound: bool,
    worker: BotHandle,
    saver: Saver,
    focus: Focus,
) {
    let dispatch = worker.dispatch();
    use_effect_with(count, move |_| {
        let effects = std::mem::take(&mut *outbox.borrow_mut());
        // Each save writes the whole game: the last one asked is the game now.
        let last_save = effects.iter().rposition(|e| matches!(e, Effect::Save(_)));
        for (i, effect) in effects.into_iter().enumerate() {
            match effect {
                Effect::Ask(work) => worker.ask(work),
                Effect::Cancel(request) => worker.cancel(&request),
                Effect::Sounds(sounds) if sound => sounds.into_iter().for_each(super::sound::play),
                Effect::Sounds(_) => {}
                Effect::Keep(Keep::Speed(s)) => storage::save_speed(s),
                Effect::Keep(Keep::Coordinates(on)) => storage::save_coordinates(on),
                Effect::Keep(Keep::Sound(on)) => storage::save_sound(on),
                Effect::RefreshLibrary => dispatch.emit(super::saves::refreshed()),
                Effect::Save(session) if Some(i) == last_save => saver.save(&session),
                Effect::Save(_) => {}
                Effect::Tab(id, screen) => storage::save_tab(&id, screen),
                Effect::ClearAddress => storage::clear_hash(),
                Effect::FocusBoard => focus.ask(),
            }
        }
    });
}

/// Gives the board the focus when an update asks ([`Effect::FocusBoard`]): at once when
/// the board is drawn, else as soon as it is (in the app's first tasks the board comes a
/// task after the screen, [`use_steps`]).
#[derive(Clone)]
pub struct Focus {
    /// A focus asked before the board was drawn.
    waiting: Rc<RefCell<bool>>,
    /// Whether the board is drawn.
    drawn: bool,
}

impl Focus {
    fn ask(&self) {
        if self.drawn {
            focus_board();
        } else {
            *self.waiting.borrow_mut() = true;
        }
    }
}

/// The board's focus ([`Focus`]); `drawn`: whether the board is drawn.
#[hook]
pub fn use_focus(drawn: bool) -> Focus {
    let waiting = use_mut_ref(|| false);
    {
        let waiting = waiting.clone();
        use_effect_with(drawn, move |&drawn| {
            if drawn && waiting.replace(false) {
                focus_board();
            }
        });
    }
    Focus { waiting, drawn }
}

/// Focuses the first hole of the board that can be played, else its first hole.
fn focus_board() {
    let document = gloo::utils::document();
    let hole = document
        .query_selector("svg.board.main .hole.legal")
        .ok()
        .flatten()
        .or_else(|| {
            document
                .query_selector("svg.board.main [data-hole]")
                .ok()
                .flatten()
        });
    if let Some(h) =
        hole.and_then(|h| wasm_bindgen::JsCast::dyn_into::<web_sys::SvgElement>(h).ok())
    {
        let _ = h.focus();
    }
}

/// The interface's language, from the nearest `ContextProvider<Lang>` (English when there
/// is none).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// Keeps the document's `lang` and `dir` (on `<html>`) and its title (`title`, in that
/// language) in step with the app's language.
#[hook]
pub fn use_document_lang(lang: Lang, title: &'static str) {
    use_effect_with(lang, move |lang| {
        storage::set_document_lang(*lang, crate::ui::i18n::t(*lang, title))
    });
}

/// Shows the next event of the move being animated after its time has passed.
///
/// A subscription, not an effect (as Elm's subscriptions): the timer is derived from the
/// state each drawing ([`State::next_tick`]: the next event's place and its time, none
/// when nothing is animated), and Yew's effect starts it when that changes and drops it
/// when it changes again. No update has to remember to start or stop it: each one that
/// starts, steps, finishes, cancels or speeds up an animation (a move, a tick, Undo, a new
/// game, the speed, another tab's revision…) changes what the timer is derived from. The
/// figure (`embed.rs`), which runs no effects, shares it.
#[hook]
pub fn use_animation(state: &State, dispatch: Callback<Action>) {
    let next = state.next_tick();
    use_effect_with(next, move |next| {
        let timer = next.map(|(_, ms)| {
            Timeout::new(ms, move || {
                dispatch.send(crate::ui::state::ShowAction::Tick)
            })
        });
        move || drop(timer)
    });
}

/// Opens a share link (or a correspondence game's "your move" link) pasted into the
/// address bar of the open page (`hashchange`); `current`: the game on the board. A learn
/// link (`#learn=…`) goes to `on_learn` instead, and every other change of the address
/// tells it `None`.
#[hook]
pub fn use_hash_links(
    dispatch: Callback<Action>,
    current: SaveId,
    on_learn: Callback<Option<super::route::Aside>>,
) {
    let on_board = use_mut_ref(|| current.clone());
    *on_board.borrow_mut() = current;
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            gloo::events::EventListener::new(&w, "hashchange", move |_| {
                let hash = storage::location_hash();
                // A learn link opens the lessons (the game on the board is not touched);
                // any other change of the address leaves them (the browser's Back).
                let learn = super::route::open(&hash);
                let is_learn = learn.is_some();
                on_learn.emit(learn);
                if !is_learn && !hash.trim_start_matches('#').is_empty() {
                    let current = on_board.borrow().clone();
                    // The link's update clears the address (`Effect::ClearAddress`).
                    for a in super::saves::link_actions(hash, &current) {
                        dispatch.emit(a);
                    }
                }
            })
        });
        move || drop(listener)
    });
}

/// Whether the window is narrow (a phone held upright): long boards are then drawn in
/// portrait. Follows resizes and rotations.
#[hook]
pub fn use_narrow() -> bool {
    use super::storage::narrow_window as narrow;
    let state = use_state(narrow);
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "resize", move |_| state.set(narrow()))
            });
            move || drop(listener)
        });
    }
    *state
}

/// A count that goes from 0 to `total`, one step in each task of the page (a `setTimeout`
/// of 0 each), or is `total` at once when `at_once`: a first drawing made in parts, so that
/// no task of the page draws everything at once. The first drawing of each part also
/// compiles the code that draws it (the browser compiles WebAssembly lazily): at once, a
/// first visit's start took one task of 160–180 ms (benches/pages/tasks.js).
#[hook]
pub fn use_steps(total: usize, at_once: bool) -> usize {
    let step = use_state(|| if at_once { total } else { 0 });
    {
        let step = step.clone();
        use_effect_with(*step, move |&n| {
            let next = (n < total).then(|| Timeout::new(0, move || step.set(n + 1)));
            move || drop(next)
        });
    }
    *step
}
