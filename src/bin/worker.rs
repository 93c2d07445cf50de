//! The computer opponent's Web Worker: Trunk builds this binary for wasm32 next to the
//! app (`<link data-trunk rel="rust" data-bin="worker" data-type="worker" />` in
//! index.html) and emits `worker.js` + `worker_bg.wasm`.
//!
//! Protocol (`mancala_atlas::ai::protocol`): every message is a JSON string. Once loaded
//! the worker posts `{"ready":true}`; the page must wait for it (messages sent before the
//! worker's wasm is running are lost). Then each request string gets one response string
//! with the same `id`. The worker searches one request at a time and cannot be
//! interrupted: to cancel, the page calls `worker.terminate()` and spawns a new one.
//!
//! An endgame table (`tables/NAME.bin`, which the page fetches once, the first time a
//! game needs a position it covers: `ui::bot`) comes as an `ArrayBuffer` message, which
//! gets no answer: the worker reads it packed (its blocks inflated as they are read) and
//! serves every later request with it (`protocol::serve_with`). A table that does not
//! read is said on the console and left out.
//!
//! A panic (a bug) posts `protocol::PANICKED` before the instance stops: the page then
//! answers the request it held and starts a new worker for the next one.

/// Random playouts of `game`'s default rules from its start, as the CLI's `bench` plays
/// them (`Position::random_playout`, seeded, at most 2,000 moves each): the moves played
/// in all, or an error naming an unknown game. For the benchmark of the engine in the
/// browser against the native build (`benches/pages/playouts.js`); the page never calls it.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn playouts(game: &str, games: u32, seed: u32) -> Result<f64, String> {
    use mancala_atlas::engine::{GameId, Position, Rng, Rules};
    let id: GameId = game.parse().map_err(|e| format!("{e}"))?;
    let start = Position::start(Rules::default_for(id));
    let mut rng = Rng::new(u64::from(seed));
    let mut moves = 0u64;
    for _ in 0..games {
        moves += u64::from(start.random_playout(&mut rng, 2000).1);
    }
    Ok(moves as f64)
}

/// Panics, to show what a panic shows: the page is told
/// (`mancala_atlas::ui::platform::crash`). For the site test only, which calls it in the
/// worker's own scope through the DevTools protocol; the page never does.
/// Built only with the `crash-tests` feature (the site test's crash build,
/// `scripts/crash-build.sh`): the shipped bundle does not carry it.
#[cfg(all(target_arch = "wasm32", feature = "crash-tests"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn crash_for_tests() {
    mancala_atlas::ui::platform::crash::now_for_tests();
}

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    use mancala_atlas::ai::tables::Table;

    // A panic from now on is posted to the page (protocol::PANICKED), which answers in
    // the worker's place (ui::platform::crash, ui::shell::worker).
    mancala_atlas::ui::platform::crash::worker();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    // The tables received, for the worker's life.
    let mut tables: Vec<Table> = Vec::new();
    let onmessage =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
                let bytes = js_sys::Uint8Array::new(buffer).to_vec();
                match Table::load_packed(&bytes) {
                    Ok(t) => {
                        tables.retain(|old| old.rules() != t.rules());
                        tables.push(t);
                    }
                    Err(error) => web_sys::console::warn_1(&JsValue::from_str(&format!(
                        "Mancala Atlas: an endgame table left out: {error}"
                    ))),
                }
                return;
            }
            let request = data.as_string().unwrap_or_default();
            let held: Vec<&Table> = tables.iter().collect();
            let response = mancala_atlas::ai::protocol::handle_with(&request, &held);
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
