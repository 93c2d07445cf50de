//! A language switcher's choice carried out: the page changes language once the chosen
//! language's text is in ([`crate::ui::i18n::data::when_ready`]); when its file cannot be
//! fetched (offline, the file not kept) the page keeps its language, the switcher shows
//! it again, and the page says so in a notice in that language
//! ([`Message::LanguageUnavailable`]). Used by the app's switcher (`app/root.rs`) and
//! a figure's (`figure/view.rs`); the light start screen's does the same in `boot.js`.
//!
//! The latest choice wins: a reader who chooses Turkish and then Persian before
//! Turkish's file has come gets Persian, whichever file comes last, and Turkish's late
//! answer — its text or its failure — changes nothing (not the language, not the choice
//! kept, not the switcher, no notice). Each switcher counts its own choices
//! ([`Switcher`], held by the app's view and by each figure's): several figures on one
//! page (`embed.js` mounts them in one instance) each have theirs.

use std::cell::Cell;
use std::rc::Rc;

#[cfg(target_arch = "wasm32")]
use crate::ui::game::{Action, Message, Notice, NoticeAction};
#[cfg(target_arch = "wasm32")]
use crate::ui::i18n::{data, Lang};

/// One language switcher's choices, counted, so that an answer is carried out only for
/// the latest: clones share the count (the switcher's view holds one, each answer
/// awaited a clone).
#[derive(Clone, Debug, Default)]
pub struct Switcher {
    latest: Rc<Cell<u64>>,
}

/// A choice made in a [`Switcher`], to be carried out only while it is the latest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice(u64);

impl Switcher {
    /// A new choice: from now on, every earlier one is out of date.
    pub fn choose(&self) -> Choice {
        let next = self.latest.get() + 1;
        self.latest.set(next);
        Choice(next)
    }

    /// Whether `choice` is still the latest one made in this switcher.
    pub fn is_latest(&self, choice: Choice) -> bool {
        self.latest.get() == choice.0
    }
}

#[cfg(target_arch = "wasm32")]
impl Switcher {
    /// Switches from `from` to `to`, chosen in `select`, with the languages' files at
    /// `base` (`""`: next to the page): `done` once `to`'s text is in; else `select`
    /// shows `from` again and `dispatch` gets the notice that `to` could not be loaded —
    /// either only if no other language was chosen in this switcher meanwhile.
    pub fn language(
        &self,
        select: web_sys::HtmlSelectElement,
        from: Lang,
        to: Lang,
        base: String,
        dispatch: yew::Callback<Action>,
        done: impl FnOnce() + 'static,
    ) {
        let choice = self.choose();
        let switcher = self.clone();
        data::when_ready(to, base, move |got| {
            if !switcher.is_latest(choice) {
                return;
            }
            match got {
                Ok(()) => done(),
                Err(_) => {
                    select.set_value(from.code());
                    let said = Notice::error(Message::LanguageUnavailable(to));
                    dispatch.emit(NoticeAction::Notify(said).into());
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_latest_choice_is_carried_out() {
        let switcher = Switcher::default();
        let turkish = switcher.choose();
        assert!(switcher.is_latest(turkish));
        let persian = switcher.choose();
        assert!(
            !switcher.is_latest(turkish),
            "Turkish's late answer is dropped"
        );
        assert!(switcher.is_latest(persian));
        // The view's clone and the one an answer waits with count together.
        let held = switcher.clone();
        let english = held.choose();
        assert!(!switcher.is_latest(persian) && switcher.is_latest(english));
    }

    #[test]
    fn each_switcher_counts_its_own_choices() {
        // Two figures on one page: a choice in one leaves the other's latest its latest.
        let (first, second) = (Switcher::default(), Switcher::default());
        let a = first.choose();
        let b = second.choose();
        let _ = second.choose();
        assert!(
            first.is_latest(a),
            "the other switcher's choices do not count"
        );
        assert!(!second.is_latest(b));
    }
}
