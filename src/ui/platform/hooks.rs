//! The hooks every screen shares, over the browser alone: the board's focus, the
//! document's language, the window's width, a first drawing in parts, an element brought
//! into view, the room a panel takes. They know no game: what a screen does with them is
//! its own.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::storage;
use crate::ui::i18n::Lang;

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
    /// Focuses the board now, or as soon as it is drawn.
    pub fn ask(&self) {
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
/// first visit's start would be one long task (`benches/pages/tasks.js` measures it).
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

/// Brings the element `node` into view when `shown` becomes true (a verdict that has just
/// been given, below the board): the page scrolls the least that shows it whole.
#[hook]
pub fn use_in_view(node: NodeRef, shown: bool) {
    use_effect_with(shown, move |&shown| {
        if let (true, Some(el), Some(w)) =
            (shown, node.cast::<web_sys::Element>(), web_sys::window())
        {
            let r = el.get_bounding_client_rect();
            let height = w
                .inner_height()
                .ok()
                .and_then(|h| h.as_f64())
                .unwrap_or(0.0);
            let by = super::scroll_to_show(r.top(), r.bottom(), height, 8.0);
            if by != 0.0 && height > 0.0 {
                w.scroll_by_with_x_and_y(0.0, by);
            }
        }
    });
}

/// Keeps a board and the text about it (a lesson's or a puzzle's task) in view while a
/// move is chosen in a panel at the screen's foot (Kiothi's redistribution, the lift
/// chooser) or shown (`key`: whether a panel is open, whether a move is shown): when
/// either becomes true the page scrolls the least that shows the text and the board
/// above the panel, or the board alone where both do not fit. Nothing covers the board
/// or the task, and a sowing is never run off-screen.
#[hook]
pub fn use_board_in_view(text: NodeRef, board: NodeRef, key: (bool, bool)) {
    use_effect_with(key, move |&(panel, showing)| {
        let (Some(w), true) = (web_sys::window(), panel || showing) else {
            return;
        };
        let (Some(text), Some(board)) = (
            text.cast::<web_sys::Element>(),
            board.cast::<web_sys::Element>(),
        ) else {
            return;
        };
        let height = w
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        // The panel kept at the screen's foot takes its room from the screen.
        let below = w
            .document()
            .and_then(|d| d.query_selector(".draft, .chooser").ok().flatten())
            .map_or(0.0, |p| p.get_bounding_client_rect().height());
        let room = height - below;
        let (t, b) = (
            text.get_bounding_client_rect(),
            board.get_bounding_client_rect(),
        );
        let top = if b.bottom() - t.top() <= room - 16.0 {
            t.top()
        } else {
            b.top()
        };
        let by = super::scroll_to_show(top, b.bottom(), room, 8.0);
        if by != 0.0 && room > 0.0 {
            w.scroll_by_with_x_and_y(0.0, by);
        }
    });
}

/// Keeps the page's CSS property `name` (`--panel-room`, `--status-room`) at the height
/// of the element `node` while it is drawn, measured after each drawing, and takes it
/// away when the element goes: the styles leave that room on the screen (an upright
/// board is made short enough that a panel stuck at the bottom of the screen, or the
/// status line stuck at its top, covers none of its holes).
#[hook]
pub fn use_room(node: NodeRef, name: &'static str) {
    let style = || {
        use wasm_bindgen::JsCast;
        web_sys::window()?
            .document()?
            .document_element()?
            .dyn_into::<web_sys::HtmlElement>()
            .ok()
            .map(|e| e.style())
    };
    {
        let node = node.clone();
        use_effect(move || {
            if let (Some(el), Some(style)) = (node.cast::<web_sys::Element>(), style()) {
                let h = el.get_bounding_client_rect().height();
                // Whole pixels, written as an integer (no float formatting in the bundle).
                if h.is_finite() {
                    let _ = style.set_property(name, &format!("{}px", h.ceil().max(0.0) as u64));
                }
            }
        });
    }
    use_effect_with((), move |_| {
        move || {
            if let Some(style) = style() {
                let _ = style.remove_property(name);
            }
        }
    });
}
