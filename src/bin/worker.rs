//! The computer opponent's Web Worker: Trunk builds this binary for wasm32 next to the
//! app (`<link data-trunk rel="rust" data-bin="worker" data-type="worker" />` in
//! index.html) and emits `worker.js` + `worker_bg.wasm`.
//!
//! Protocol (`mancala_atlas::ai::protocol`): every message is a JSON string. Once loaded
//! the worker posts `{"ready":true}`; the page must wait for it (messages sent before the
//! worker's wasm is running are lost). Then each request string gets one response string
//! with the same `id`. The worker searches one request at a time and cannot be
//! interrupted: to cancel, the page calls `worker.terminate()` and spawns a new one.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let onmessage =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let request = e.data().as_string().unwrap_or_default();
            let response = mancala_atlas::ai::protocol::handle(&request);
            let _ = reply_to.post_message(&JsValue::from_str(&response));
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&JsValue::from_str(mancala_atlas::ai::protocol::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The search worker runs in a browser (Trunk builds it with the app); natively use `mancala-atlas think` or `match`.");
    std::process::exit(2);
}
