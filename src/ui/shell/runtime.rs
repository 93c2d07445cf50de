//! The shell's runtime: every screen that holds a game — the app's game, a lesson, a
//! puzzle, a figure — runs its part ([`Model`]) through [`use_shell`], which holds it in
//! Yew's reducer and carries out every [`Effect`] its updates return, in one exhaustive
//! `match` ([`carry`]): the worker's requests, the sounds, the settings kept, the game's
//! saves and the tab's record, the saved games' lists, the address, the board's focus,
//! the recording of "Record a game".
//! What a screen does not carry out is refused in one place ([`super::carries`]); a
//! refused request is answered at once, so that nothing waits for it.
//!
//! The animation's timer is a subscription derived from the board's state
//! ([`super::hooks::use_animation`]); the settings of a screen opened from the app follow
//! the app's ([`ShellSetup::prefs`]).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::hooks::{use_animation, Dispatch};
use super::saves::{use_saves, Saver};
use super::worker::{use_worker, BotHandle, Decider};
use crate::ui::game::{carries, refused_reply, Host, Model, Place, Refusal};
use crate::ui::game::{
    Action, Effect, Effects, Keep, Message, Notice, NoticeAction, Prefs, PrefsAction, ShowAction,
};
use crate::ui::platform::hooks::{use_focus, Focus};

/// The effects the updates returned, waiting for the runtime (several updates may come
/// before one drawing: none is lost).
pub type Outbox = Rc<RefCell<Vec<Effect>>>;

/// A model as Yew's reducer holds it: the model, and the effects its updates returned
/// (counted by `count`, which changes with each update that returned any).
pub struct Shelled<M: Model> {
    /// The screen's part.
    pub model: M,
    outbox: Outbox,
    count: u64,
}

impl<M: Model> Reducible for Shelled<M> {
    type Action = M::Msg;
    fn reduce(self: Rc<Self>, msg: M::Msg) -> Rc<Self> {
        let Shelled {
            mut model,
            outbox,
            count,
        } = Rc::try_unwrap(self).unwrap_or_else(|rc| Shelled {
            model: rc.model.clone(),
            outbox: Rc::clone(&rc.outbox),
            count: rc.count,
        });
        let effects = model.update(msg);
        let count = if effects.is_empty() {
            count
        } else {
            outbox.borrow_mut().extend(effects);
            count + 1
        };
        Rc::new(Shelled {
            model,
            outbox,
            count,
        })
    }
}

/// What a screen's shell is given.
#[derive(Clone, PartialEq)]
pub struct ShellSetup {
    /// What holds the game.
    pub host: Host,
    /// Where the page is.
    pub place: Place,
    /// Decides long sowings instead of the Web Worker (the tests').
    pub decider: Option<Decider>,
    /// A screen opened from the app: the app's settings, which its board follows, and
    /// where a setting the reader changes on it goes (the app keeps it). `None`: the
    /// shell keeps settings itself (the app).
    pub prefs: Option<(Prefs, Callback<Keep>)>,
    /// Whether the board is drawn yet (the focus waits for it).
    pub drawn: bool,
}

/// A screen's shell: its model, and the callbacks that send it messages.
pub struct Shell<M: Model> {
    handle: UseReducerHandle<Shelled<M>>,
    /// The board's actions (the board's clicks, the panels' buttons).
    pub dispatch: Callback<Action>,
}

impl<M: Model> Shell<M> {
    /// The screen's part as it is now.
    pub fn model(&self) -> &M {
        &self.handle.model
    }

    /// Sends the screen's own message.
    pub fn send(&self) -> Callback<M::Msg> {
        let handle = self.handle.clone();
        Callback::from(move |m: M::Msg| handle.dispatch(m))
    }
}

/// What the runtime carries effects out with.
struct Ports {
    host: Host,
    place: Place,
    worker: BotHandle,
    saver: Saver,
    focus: Focus,
    dispatch: Callback<Action>,
    /// Whether sounds are on (the board's setting).
    sound: bool,
    /// Where a setting goes (`None`: kept here).
    keep: Option<Callback<Keep>>,
}

/// Runs a screen's model through the shell: `init` makes it, with what must be done
/// from the start.
#[hook]
pub fn use_shell<M, F>(init: F, setup: ShellSetup) -> Shell<M>
where
    M: Model,
    F: FnOnce() -> (M, Effects),
{
    let handle = use_reducer(move || {
        let (model, first) = init();
        Shelled {
            model,
            outbox: Rc::new(RefCell::new(first)),
            count: 1,
        }
    });
    let dispatch: Callback<Action> = {
        let handle = handle.clone();
        Callback::from(move |a: Action| handle.dispatch(M::board(a)))
    };
    let s = handle.model.state();
    use_animation(s, dispatch.clone());
    let worker = use_worker(dispatch.clone(), setup.decider.clone());
    let saver = use_saves::<M>(s, dispatch.clone(), setup.host == Host::App);
    let focus = use_focus(setup.drawn);
    use_followed_prefs(setup.prefs.as_ref().map(|p| p.0), s.prefs, &dispatch);
    let ports = Ports {
        host: setup.host,
        place: setup.place,
        worker,
        saver,
        focus,
        dispatch: dispatch.clone(),
        sound: s.prefs.sound,
        keep: setup.prefs.map(|p| p.1),
    };
    let outbox = Rc::clone(&handle.outbox);
    use_effect_with(handle.count, move |_| {
        let effects = std::mem::take(&mut *outbox.borrow_mut());
        carry::<M>(effects, &ports);
    });
    Shell { handle, dispatch }
}

/// The board of a screen opened from the app follows the app's settings (`parent`) when
/// they change: its language, speed, coordinates and sounds.
#[hook]
fn use_followed_prefs(parent: Option<Prefs>, own: Prefs, dispatch: &Callback<Action>) {
    let dispatch = dispatch.clone();
    use_effect_with(parent, move |parent| {
        if let Some(p) = parent {
            if p.lang != own.lang {
                dispatch.send(PrefsAction::SetLang(p.lang));
            }
            if p.speed != own.speed {
                dispatch.send(ShowAction::SetSpeed(p.speed));
            }
            if p.coordinates != own.coordinates {
                dispatch.send(PrefsAction::SetCoordinates(p.coordinates));
            }
            if p.sound != own.sound {
                dispatch.send(PrefsAction::SetSound(p.sound));
            }
        }
    });
}

/// Carries out `effects`, in order: each one the screen carries out ([`carries`]), by the
/// one `match` below; a refused request is answered as not done. What a model's kind never
/// does ([`Model::SAVES`], [`Model::SEARCHES`], [`Model::SOUNDS`]) is not even built into
/// its bundle.
fn carry<M: Model>(effects: Vec<Effect>, p: &Ports) {
    // Each save writes the whole game: the last one asked is the game now.
    let last_save = effects.iter().rposition(|e| matches!(e, Effect::Save(_)));
    for (i, effect) in effects.into_iter().enumerate() {
        if let Err(why) = carries(p.host, p.place, &effect) {
            refuse(&effect, why, p);
            continue;
        }
        match effect {
            Effect::Ask(work) if M::SEARCHES => p.worker.ask(work),
            Effect::Ask(work) => refuse(&Effect::Ask(work), Refusal::NoSearch, p),
            Effect::Cancel(request) if M::SEARCHES => p.worker.cancel(&request),
            Effect::Cancel(_) => {}
            Effect::Sounds(sounds) if M::SOUNDS && p.sound => sounds
                .into_iter()
                .for_each(crate::ui::platform::sound::play),
            Effect::Sounds(_) => {}
            Effect::Keep(k) => match &p.keep {
                Some(up) => up.emit(k),
                // Only the app keeps settings itself (a screen opened from it hands them up).
                None if M::SAVES => super::storage::keep(k),
                None => {}
            },
            Effect::RefreshLibrary if M::SAVES => p.dispatch.emit(super::saves::refreshed()),
            Effect::Save(session) if M::SAVES && Some(i) == last_save => p.saver.save(&session),
            Effect::Tab(id, screen) if M::SAVES => super::storage::save_tab(&id, screen),
            Effect::RefreshLibrary | Effect::Save(_) | Effect::Tab(..) => {}
            Effect::ClearAddress if M::SAVES => crate::ui::platform::storage::clear_hash(),
            Effect::Route {
                fragment,
                screen,
                write,
            } if M::SAVES => super::storage::write_route(&fragment, screen, write),
            Effect::ClearAddress | Effect::Route { .. } => {}
            Effect::FocusBoard => p.focus.ask(),
            // The browser refusing it is said to the recorder (`Message::SaveFailed`).
            Effect::KeepRecording(text) => {
                if let Err(e) = super::storage::keep_recording(&text) {
                    let n = Notice::error(Message::SaveFailed(e));
                    p.dispatch.emit(NoticeAction::Notify(n).into());
                }
            }
            Effect::KeepAttempt(record) => super::storage::keep_attempt(&record),
        }
    }
}

/// What the shell does with a refused effect: a request is answered as not done (so that
/// nothing waits for it); anything else is simply not done.
fn refuse(effect: &Effect, why: Refusal, p: &Ports) {
    if let (Effect::Ask(work), Refusal::NoSearch) = (effect, why) {
        p.dispatch.emit(refused_reply(&work.request).into());
    }
}
