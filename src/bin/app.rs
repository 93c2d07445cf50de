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
        yew::Renderer::<mancala_atlas::ui::App>::new().render();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build and serve it with `make serve`.");
    std::process::exit(2);
}
