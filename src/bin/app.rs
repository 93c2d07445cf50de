//! Entry point of the web app: Trunk builds this binary for wasm32 (`make serve`).
//!
//! On the app's own page (`<body data-atlas="app">`, index.html) it draws the app. On
//! any other page it draws nothing by itself: `embed.js` (the embed page `embed.html`,
//! or an article that mounts figures) calls `mount_embed` for each figure.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::{App, Embed, EmbedProps};
    use wasm_bindgen::prelude::*;

    pub fn main() {
        let is_app = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
            .and_then(|b| b.get_attribute("data-atlas"))
            .is_some_and(|v| v == "app");
        if is_app {
            yew::Renderer::<App>::new().render();
        }
    }

    /// Draws a figure in `element`: `query` holds its parameters (`game=katro&moves=…`),
    /// `app_url` is where the app is (for the figure's "open in the app" link), and
    /// `styles` the stylesheets to load inside the figure (none on the embed page,
    /// which links them itself). Bad parameters are explained inside the element.
    #[wasm_bindgen]
    pub fn mount_embed(
        element: web_sys::Element,
        query: String,
        app_url: String,
        styles: Vec<String>,
    ) {
        let languages = web_sys::window()
            .map(|w| w.navigator().languages())
            .map(|list| list.iter().filter_map(|v| v.as_string()).collect())
            .unwrap_or_default();
        let props = EmbedProps {
            query,
            languages,
            app_url,
            styles,
        };
        yew::Renderer::<Embed>::with_root_and_props(element, props).render();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    web::main();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build and serve it with `make serve`.");
    std::process::exit(2);
}
