//! Entry point of the web app: Trunk builds this binary for wasm32 (`make serve`).

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<mancala_atlas::ui::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build and serve it with `make serve`.");
    std::process::exit(2);
}
