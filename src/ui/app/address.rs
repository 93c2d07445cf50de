//! The address followed: links, the browser's back and forward, a share link pasted into
//! the address bar of the open page.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::game::{Action, SaveId};
use crate::ui::platform::storage;
use crate::ui::shell::saves;

/// Follows the address: a link followed, the browser's back and forward, a share link
/// pasted into the address bar of the open page (`popstate`, `hashchange`). Where the
/// reader is goes to the state as the route's action ([`crate::ui::app::route::read`]);
/// a share link (or a correspondence game's "your move" link) is opened as a game over
/// `current`, the game on the board. The history entry the page opened on is given the
/// game's screen as the app shows it (`screen`), so that a walk back to it, or a reload,
/// finds it: also in place of another it named (the board of a game the browser no longer
/// keeps, its storage cleared: the app shows the start screen, and the entry says so).
#[hook]
pub fn use_address(dispatch: Callback<Action>, current: SaveId, screen: crate::ui::game::Screen) {
    let on_board = use_mut_ref(|| current.clone());
    *on_board.borrow_mut() = current;
    use_effect_with((), move |_| {
        if storage::history_screen().as_deref() != Some(crate::ui::game::screen_code(screen)) {
            let hash = storage::location_hash();
            crate::ui::shell::storage::write_route(
                hash.trim_start_matches('#'),
                screen,
                crate::ui::game::Write::Replace,
            );
        }
        // popstate and hashchange may both come for one move of the browser: where the
        // reader is changes once (a route already there changes nothing), and a share
        // link — always a change of the fragment — is opened on hashchange only.
        let follow = move |hashchange: bool| {
            let (hash, screen) = address_now();
            match super::route::read(&hash, screen.as_deref()) {
                super::route::Address::Route(a) => dispatch.emit(a.into()),
                super::route::Address::Link(fragment) if hashchange => {
                    let current = on_board.borrow().clone();
                    // The link's update clears the address (`Effect::ClearAddress`).
                    for a in saves::link_actions(fragment, &current) {
                        dispatch.emit(a);
                    }
                }
                super::route::Address::Link(_) => {}
            }
        };
        let listeners = web_sys::window().map(|w| {
            let follow = Rc::new(follow);
            ["popstate", "hashchange"].map(|name| {
                let follow = Rc::clone(&follow);
                let hashchange = name == "hashchange";
                gloo::events::EventListener::new(&w, name, move |_| follow(hashchange))
            })
        });
        move || drop(listeners)
    });
}

/// The address as the route reads it: the fragment and the history entry's screen.
fn address_now() -> (String, Option<String>) {
    (storage::location_hash(), storage::history_screen())
}
