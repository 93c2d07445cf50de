//! The hooks of a screen that holds a game: dispatching any part's action, and the
//! animation clock (a subscription: [`use_animation`]). The effects of the updates are
//! carried out by the runtime ([`super::runtime`]).

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::game::{Action, State};

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

/// Shows the next event of the move being animated after its time has passed.
///
/// A subscription, not an effect (as Elm's subscriptions): the timer is derived from the
/// state each drawing ([`State::next_tick`]: the next event's place and its time, none
/// when nothing is animated), and Yew's effect starts it when that changes and drops it
/// when it changes again. No update has to remember to start or stop it: each one that
/// starts, steps, finishes, cancels or speeds up an animation (a move, a tick, Undo, a new
/// game, the speed, another tab's revision…) changes what the timer is derived from. The
/// figure, the lessons and the puzzles share it (the shell runs it for each).
#[hook]
pub fn use_animation(state: &State, dispatch: Callback<Action>) {
    let next = state.next_tick();
    use_effect_with(next, move |next| {
        let timer = next.map(|(_, ms)| {
            Timeout::new(ms, move || dispatch.send(crate::ui::game::ShowAction::Tick))
        });
        move || drop(timer)
    });
}
