//! Entry point of the web app: Trunk builds this binary for wasm32 (`make serve`).
//!
//! It draws the app on the app's own page (`<body data-atlas="app">`, index.html) and
//! nothing elsewhere. Embedded figures are another binary, `src/bin/figure.rs` (the
//! figure bundle that `embed.js` loads), so that an article never downloads the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    let is_app = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .and_then(|b| b.get_attribute("data-atlas"))
        .is_some_and(|v| v == "app");
    if is_app {
        // A reader of Turkish or Persian gets that language's text first (a data file next
        // to the app, src/ui/lang_data.rs), so that the page is never drawn in English
        // and then again; meanwhile the page's loading frame stays.
        let lang = mancala_atlas::ui::storage::initial_lang();
        wasm_bindgen_futures::spawn_local(async move {
            mancala_atlas::ui::lang_data::load(lang, "").await;
            // Each step in a task of its own, so that no task of the page's start is long
            // (benches/pages/tasks.js): the first state read, then the first drawing.
            mancala_atlas::ui::storage::next_task().await;
            mancala_atlas::ui::prepare();
            mancala_atlas::ui::storage::next_task().await;
            yew::Renderer::<mancala_atlas::ui::App>::new().render();
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build and serve it with `make serve`.");
    std::process::exit(2);
}
