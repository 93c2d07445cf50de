//! Browser tests of the computer's worker (`ui::shell::worker`, issue 48): work cancelled
//! stops the worker and the next request starts another, and what the page made to
//! listen to a worker (its `onmessage` and `onerror` handlers) goes with it — never one
//! pair left behind per worker started. Included from `tests/browser.rs` (its helpers are
//! `super::`).

use mancala_atlas::ai::protocol;
use mancala_atlas::engine::{GameId, Position, Rules};
use mancala_atlas::ui::platform::worker::handlers_alive;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{clean_page, click_on, unmount, wait_for, wait_until};
use super::{check_board, mount_app, play_by_clicks, settled, start_game_as};

/// Workers that start at once and never answer, in place of the page's `Worker` while
/// this lives (the test runner serves no `worker_loader.js`, and a worker that cannot
/// start is not started again: the page answers from then on). Each says it is ready
/// ([`protocol::READY`]) from a script of its own (a Blob) and keeps every request; the
/// page's `window.atlasTestWorkers` counts the workers started and the requests posted.
struct SilentWorkers {
    original: JsValue,
}

impl SilentWorkers {
    fn install() -> SilentWorkers {
        // The requests are counted on each worker itself (an own `postMessage`): the
        // bindings' `new Worker` gives the browser's own prototype, not a subclass's.
        let f = js_sys::Function::new_with_args(
            "ready",
            "const Original = window.Worker;\
             const script = URL.createObjectURL(new Blob(['postMessage(' + JSON.stringify(ready) + '); onmessage = () => {};'], { type: 'text/javascript' }));\
             const counts = { started: 0, posted: 0 };\
             window.atlasTestWorkers = counts;\
             window.Worker = class extends Original {\
               constructor() {\
                 super(script);\
                 counts.started++;\
                 const post = Original.prototype.postMessage;\
                 this.postMessage = (...args) => { if (typeof args[0] === 'string') counts.posted++; return post.apply(this, args); };\
               }\
             };\
             return Original;",
        );
        SilentWorkers {
            original: f
                .call1(&JsValue::NULL, &JsValue::from_str(protocol::READY))
                .expect("the page's Worker replaced"),
        }
    }

    /// How many workers were started, and how many requests posted to them.
    fn counts() -> (u32, u32) {
        let w = web_sys::window().expect("a window");
        let counts = js_sys::Reflect::get(&w, &"atlasTestWorkers".into()).expect("the counts");
        let read = |k: &str| {
            js_sys::Reflect::get(&counts, &k.into())
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or(0.0) as u32
        };
        (read("started"), read("posted"))
    }
}

impl Drop for SilentWorkers {
    fn drop(&mut self) {
        let f = js_sys::Function::new_with_args(
            "original",
            "window.Worker = original; delete window.atlasTestWorkers;",
        );
        let _ = f.call1(&JsValue::NULL, &self.original);
    }
}

#[wasm_bindgen_test]
async fn cancelled_work_stops_its_worker_and_leaves_no_handlers_behind() {
    clean_page().await;
    let workers = SilentWorkers::install();
    let root = mount_app();
    wait_for(&root, "[data-action=\"start\"]").await;
    start_game_as(&root, GameId::Katro, "two-players").await;
    // A few moves, so that the analysis has a graph to compute (a point answered in
    // the page, when a worker is slow to start, leaves others to ask).
    let mut p = Position::start(Rules::default_for(GameId::Katro));
    for ply in 1..=4 {
        let mv = p.legal_moves()[0];
        play_by_clicks(&root, &p, &mv).await;
        p = p.play(&mv).expect("legal");
        settled(&root).await;
        check_board(&root, &p, &format!("after move {ply}")).await;
    }
    click_on(&root, "[data-action=\"analyse\"]").await;
    wait_for(&root, "[data-analysis]").await;

    // The graph computed and stopped, again and again: each time the worker is working
    // on a point when Stop cancels it, so it is stopped and the next point starts
    // another.
    const TIMES: u32 = 20;
    for n in 1..=TIMES {
        click_on(&root, "[data-action=\"graph\"]").await;
        wait_until(
            &format!("request {n} posted to a worker"),
            || match SilentWorkers::counts() {
                (_, posted) if posted == n => Ok(()),
                seen => Err(format!("{seen:?} (started, posted)")),
            },
        )
        .await;
        let alive = handlers_alive();
        assert!(
            alive <= 1,
            "the graph asked, time {n}: {alive} workers' handlers alive, one at most"
        );
        click_on(&root, "[data-action=\"graph-stop\"]").await;
        wait_for(&root, "[data-action=\"graph\"]").await;
        let alive = handlers_alive();
        assert!(
            alive <= 1,
            "the graph stopped, time {n}: {alive} workers' handlers alive, one at most"
        );
    }
    assert_eq!(
        SilentWorkers::counts().0,
        TIMES,
        "each request after a Stop went to a new worker"
    );
    // The app gone, its worker goes, with its handlers.
    unmount(&root).await;
    assert_eq!(handlers_alive(), 0, "no handlers left once the app is gone");
    drop(workers);
}
