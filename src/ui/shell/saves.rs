//! The saves' browser side: the first state (version 1 saves migrated, this tab's game
//! restored), the [`Saver`] that writes the game (an effect of the updates), the hook
//! that keeps tabs from overwriting each other,
//! and the start screen's operations on the saved games. The format and every rule are
//! in [`crate::ui::game::save`]; this file only connects them to localStorage,
//! sessionStorage and the `storage` event.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::game::save::{self, OpenError, Written};
use crate::ui::game::Model;
use crate::ui::game::{
    Action, IdSource, Library, LibraryAction, Message, Notice, NoticeAction, Restored, SaveId,
    Screen, Session, Speed, State, StorageError, Whereabouts,
};
use crate::ui::platform::storage;

/// The action that shows `notice`.
fn notify(notice: Notice) -> Action {
    NoticeAction::Notify(notice).into()
}

/// What the browser keeps now.
fn library() -> Rc<Library> {
    Rc::new(match storage::local_store() {
        Some(store) => save::library(&store, storage::now()),
        None => Library::default(),
    })
}

/// The actions that bring the start screen's lists up to date.
pub fn refreshed() -> Action {
    LibraryAction::Refreshed(library()).into()
}

/// The action that opens a restored save: at once, or once the worker has decided a
/// long sowing its replay needs.
fn opened(r: Restored) -> Action {
    match r {
        Restored::Replayed(l) => LibraryAction::OpenSaved(Rc::new(l)).into(),
        Restored::Undecided(s) => LibraryAction::DecideSaved(Rc::new(s)).into(),
    }
}

/// The app's first state: version 1 saves migrated (one that does not restore is set
/// aside), this tab's game restored (a new tab: the latest game; one that needs a long
/// sowing decided waits for the worker), the speed, the language and the coordinates
/// setting kept from before. Every failure is said in the notice. With it, whether a game
/// was restored (or is being decided): without one, there is no board to come back to.
pub fn initial_state(speed: Speed) -> (State, bool) {
    let now = storage::now();
    let mut state = State::with_ids(speed, IdSource::new(&storage::id_prefix()));
    let mut said: Vec<Notice> = Vec::new();
    let mut restored = false;
    if let Some(mut store) = storage::local_store() {
        for (error, kept) in save::migrate(&mut store, now) {
            said.push(Notice::error(Message::RestoreFailed { error, kept }));
        }
        let tab = super::storage::tab_record();
        let mine = tab.as_ref().and_then(|t| t.game.as_ref());
        if let Some(id) = save::pick(&store, mine, now) {
            match save::open_game(&mut store, &id, now) {
                Ok(Restored::Replayed(loaded)) => {
                    restored = true;
                    state.open_saved(&loaded);
                    if tab.is_some_and(|t| t.start_screen) {
                        state.screen = Screen::Start;
                    }
                }
                Ok(r @ Restored::Undecided(_)) => {
                    restored = true;
                    state = state.reduce(opened(r));
                }
                Err(OpenError::Gone) => {}
                Err(OpenError::Failed(error, kept)) => {
                    said.push(Notice::error(Message::RestoreFailed { error, kept }));
                }
            }
        }
        state.library = Rc::new(save::library(&store, now));
    }
    if let Some(s) = super::storage::saved_speed() {
        state.prefs.speed = s;
    }
    if let Some(on) = super::storage::saved_coordinates() {
        state.prefs.coordinates = on;
    }
    state.notices.notice = said.into_iter().reduce(Notice::and);
    (state, restored)
}

/// Opens saved game `id` (a failure is said, and a save that does not restore is set
/// aside).
pub fn open_saved(id: &SaveId) -> Vec<Action> {
    let Some(mut store) = storage::local_store() else {
        return vec![notify(Notice::error(Message::SaveFailed(
            StorageError::Unavailable,
        )))];
    };
    match save::open_game(&mut store, id, storage::now()) {
        Ok(r) => vec![opened(r)],
        Err(OpenError::Gone) => vec![notify(Notice::error(Message::SaveGone)), refreshed()],
        Err(OpenError::Failed(error, kept)) => vec![
            notify(Notice::error(Message::RestoreFailed { error, kept })),
            refreshed(),
        ],
    }
}

/// The actions that open the link `fragment` (pasted, or the page's address): a "your
/// move" link of a correspondence game comes with the game saved under its id, when this
/// browser has it and it is not the one on the board (`current`); any other link is a
/// share link.
pub fn link_actions(fragment: String, current: &SaveId) -> Vec<Action> {
    let id = crate::ui::game::share::letter_id(&fragment)
        .and_then(Result::ok)
        .and_then(|t| SaveId::parse(&t));
    let Some(id) = id else {
        // A share link, or a broken "your move" link (the reducer says why).
        return vec![LibraryAction::OpenLink(fragment).into()];
    };
    let mut out = Vec::new();
    let saved = if &id == current {
        None
    } else {
        storage::local_store().and_then(|mut store| {
            match save::open_game(&mut store, &id, storage::now()) {
                // Restored, or waiting for a long sowing to be decided (the reducer has
                // the worker decide it, as for any link).
                Ok(restored) => Some(Rc::new(restored)),
                Err(OpenError::Gone) => None,
                Err(OpenError::Failed(error, kept)) => {
                    out.push(notify(Notice::error(Message::RestoreFailed {
                        error,
                        kept,
                    })));
                    None
                }
            }
        })
    };
    out.push(LibraryAction::OpenLetter { fragment, saved }.into());
    out
}

/// Deletes saved game `id`.
pub fn delete_saved(id: &SaveId, game: crate::engine::GameId) -> Vec<Action> {
    match storage::local_store() {
        Some(mut store) => {
            let gone = save::delete_game(&mut store, id);
            let said = if gone {
                Notice::info(Message::Deleted { game })
            } else {
                Notice::error(Message::SaveGone)
            };
            vec![notify(said), refreshed()]
        }
        None => vec![refreshed()],
    }
}

/// Restores set-aside save `id` as a new saved game and opens it.
pub fn restore_set_aside(id: &SaveId) -> Vec<Action> {
    let Some(mut store) = storage::local_store() else {
        return vec![refreshed()];
    };
    match save::restore_set_aside(&mut store, id, storage::now()) {
        Ok(Ok(r)) => vec![
            opened(r),
            notify(Notice::info(Message::RestoredSetAside)),
            refreshed(),
        ],
        Ok(Err(error)) => vec![
            notify(Notice::error(Message::RestoreFailed {
                error,
                kept: Whereabouts::SetAside,
            })),
            refreshed(),
        ],
        Err(e) => vec![notify(Notice::error(Message::SaveFailed(e)))],
    }
}

/// What the `storage` listener needs to know of the state now.
#[derive(Clone, Debug)]
struct Now {
    id: SaveId,
    revision: u64,
    base: u64,
    start_screen: bool,
}

/// The saved revision this tab's game descends from: the one it last wrote or loaded.
fn synced_base(synced: &Option<(SaveId, u64)>, id: &SaveId, base: u64) -> u64 {
    match synced {
        Some((s, r)) if s == id => (*r).max(base),
        _ => base,
    }
}

/// Saves the game ([`crate::ui::game::Effect::Save`], carried out by the shell, [`super::runtime`]):
/// a new revision is written over the saved revision it descends from, and only over
/// that one (another tab's newer save is never overwritten: the game here goes on as a
/// new game instead, [`LibraryAction::SaveConflict`]). A failure is said once, until a
/// save works again.
#[derive(Clone)]
pub struct Saver {
    /// The revision this tab last wrote or loaded, shared with the `storage` listener.
    synced: Rc<RefCell<Option<(SaveId, u64)>>>,
    /// Whether a failure to save was said.
    reported: Rc<RefCell<bool>>,
    dispatch: Callback<Action>,
}

impl Saver {
    /// Writes `session` if it has a revision not saved yet.
    pub fn save(&self, session: &Session) {
        // A museum's kiosk keeps nothing, on purpose: nothing to save, nothing to say.
        if storage::kiosk() {
            return;
        }
        let base = synced_base(&self.synced.borrow(), &session.id, session.base);
        if session.revision <= base {
            return;
        }
        let written = match storage::local_store() {
            Some(mut store) => save::write_game(&mut store, session, base, storage::now()),
            None => Err(StorageError::Unavailable),
        };
        match written {
            Ok(Written::Saved) => {
                *self.synced.borrow_mut() = Some((session.id.clone(), session.revision));
                *self.reported.borrow_mut() = false;
            }
            Ok(Written::Conflict) => self
                .dispatch
                .emit(LibraryAction::SaveConflict(session.id.clone()).into()),
            Err(e) => {
                if !self.reported.replace(true) {
                    self.dispatch
                        .emit(notify(Notice::error(Message::SaveFailed(e))));
                }
            }
        }
    }
}

/// Keeps the tabs apart, and returns the [`Saver`] that saves the game:
///
/// * another tab's save of the same game is followed when everything here was saved
///   (the `storage` event), and the start screen's lists are read again;
/// * the game's revisions, this tab's record (its game and screen, in sessionStorage),
///   the settings, and the lists whenever the start screen is shown, are effects of the
///   updates (`Effect::Save`, `Effect::Tab`, `Effect::Keep`, `Effect::RefreshLibrary`,
///   carried out by the shell's runtime).
///
/// The `storage` listener is a subscription: it reads the game on the board as it was
/// last drawn (its id and revision, the revision it descends from, the screen).
///
/// `active`: the app's own game (a lesson's or a puzzle's board listens to nothing; a
/// model that never saves, [`Model::SAVES`], does not even build the listener).
#[hook]
pub fn use_saves<M: Model>(state: &State, dispatch: Callback<Action>, active: bool) -> Saver {
    let synced: Rc<RefCell<Option<(SaveId, u64)>>> = use_mut_ref(|| None);
    let now_ref: Rc<RefCell<Option<Now>>> = use_mut_ref(|| None);
    let reported = use_mut_ref(|| false);
    *now_ref.borrow_mut() = Some(Now {
        id: state.session.id.clone(),
        revision: state.session.revision,
        base: state.session.base,
        start_screen: state.screen == Screen::Start,
    });
    let saver = Saver {
        synced: synced.clone(),
        reported,
        dispatch: dispatch.clone(),
    };

    // Other tabs.
    use_effect_with(active, move |&active| {
        let listener = web_sys::window().filter(|_| M::SAVES && active).map(|w| {
            gloo::events::EventListener::new(&w, "storage", move |e| {
                // A `StorageEvent`'s key and new value, read as properties (`None`: the
                // storage was cleared; a removed key).
                let field = |name: &str| {
                    js_sys::Reflect::get(e.as_ref(), &wasm_bindgen::JsValue::from_str(name))
                        .ok()
                        .and_then(|v| v.as_string())
                };
                let Some(now) = now_ref.borrow().clone() else {
                    return;
                };
                let key = field("key");
                if key.as_deref() == Some(save::game_key(&now.id).as_str()) {
                    let base = synced_base(&synced.borrow(), &now.id, now.base);
                    // Followed only when everything here was saved; otherwise the next
                    // save finds the other tab's revision and goes on as a new game.
                    if now.revision <= base {
                        if let Some(text) = field("newValue") {
                            if let Ok(mut loaded) = save::open(&text, storage::now()) {
                                loaded.id = now.id.clone();
                                if loaded.revision > now.revision {
                                    let loaded = Rc::new(loaded);
                                    let seen = now.revision;
                                    let followed = LibraryAction::Followed { loaded, seen };
                                    dispatch.emit(followed.into());
                                }
                            }
                        }
                    }
                }
                let ours = key.as_deref().is_none_or(save::is_app_key);
                if ours && now.start_screen {
                    dispatch.emit(refreshed());
                }
            })
        });
        move || drop(listener)
    });
    saver
}
