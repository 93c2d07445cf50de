//! A language switcher's choice carried out: the page changes language once the chosen
//! language's text is in ([`crate::ui::i18n::data::when_ready`]); when its file cannot be
//! fetched (offline, the file not kept) the page keeps its language, the switcher shows
//! it again, and the page says so in a notice in that language
//! ([`Message::LanguageUnavailable`]). Used by the app's switcher (`app/root.rs`) and
//! a figure's (`figure/view.rs`); the light start screen's does the same in `boot.js`.

use web_sys::HtmlSelectElement;
use yew::Callback;

use crate::ui::game::{Action, Message, Notice, NoticeAction};
use crate::ui::i18n::{data, Lang};

/// Switches from `from` to `to`, chosen in `select`, with the languages' files at `base`
/// (`""`: next to the page): `done` once `to`'s text is in; else `select` shows `from`
/// again and `dispatch` gets the notice that `to` could not be loaded.
pub fn language(
    select: HtmlSelectElement,
    from: Lang,
    to: Lang,
    base: String,
    dispatch: Callback<Action>,
    done: impl FnOnce() + 'static,
) {
    data::when_ready(to, base, move |got| match got {
        Ok(()) => done(),
        Err(_) => {
            select.set_value(from.code());
            let said = Notice::error(Message::LanguageUnavailable(to));
            dispatch.emit(NoticeAction::Notify(said).into());
        }
    });
}
