//! A Web Worker held with its handlers: started from a script, each message it posts (as
//! text) and each error handed to a closure that lives as long as the worker does.
//! Dropped — the worker stopped or replaced, its holder gone — it takes the handlers off
//! the worker, which frees them, and terminates it: a worker started again and again (a
//! search cancelled is a worker replaced) leaves nothing behind. What the messages mean is
//! the holder's (`crate::ui::shell::worker`: the search's protocol).

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

thread_local! {
    /// How many workers' handlers are alive ([`handlers_alive`]).
    static HANDLERS: Cell<usize> = const { Cell::new(0) };
}

/// How many workers' pairs of handlers (`onmessage` and `onerror`) are alive in this
/// instance, from their making until both are freed: one at most, the worker's in use
/// (the tests' measure that a worker stopped takes its handlers with it).
pub fn handlers_alive() -> usize {
    HANDLERS.with(Cell::get)
}

/// One pair of handlers counted in [`handlers_alive`] while both hold it.
struct Counted;

impl Counted {
    fn new() -> Rc<Counted> {
        HANDLERS.with(|n| n.set(n.get() + 1));
        Rc::new(Counted)
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        HANDLERS.with(|n| n.set(n.get() - 1));
    }
}

/// A worker started, with its `onmessage` and `onerror` handlers.
pub struct WebWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl WebWorker {
    /// Starts the worker of `script` (an address next to the page): `on_message` gets each
    /// message it posts, as text (none: empty), `on_error` each error. `None` when the
    /// browser starts no worker here.
    pub fn start(
        script: &str,
        mut on_message: impl FnMut(String) + 'static,
        mut on_error: impl FnMut() + 'static,
    ) -> Option<WebWorker> {
        let worker = Worker::new(script).ok()?;
        let counted = Counted::new();
        let held = Rc::clone(&counted);
        let on_msg = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let _ = &held;
            on_message(e.data().as_string().unwrap_or_default());
        });
        let on_err = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            let _ = &counted;
            on_error();
        });
        worker.set_onmessage(Some(on_msg.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_err.as_ref().unchecked_ref()));
        Some(WebWorker {
            worker,
            _on_message: on_msg,
            _on_error: on_err,
        })
    }

    /// Posts `message` (a string, or a buffer: an endgame table's file) to the worker.
    ///
    /// # Errors
    /// The browser refused it (the worker is gone, or the value cannot be sent).
    pub fn post(&self, message: &JsValue) -> Result<(), JsValue> {
        self.worker.post_message(message)
    }
}

impl Drop for WebWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
