//! The figure bundle: only what an embedded figure needs (`src/ui/figure/view.rs`), built
//! next to the app by `scripts/figure.sh` (a Trunk hook) into `figure.js` +
//! `figure_bg.wasm`, which `embed.js` loads. The app (`src/bin/app.rs`), the start
//! screen and the computer's worker are not in it: an article reader downloads a figure.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::i18n::data;
    use mancala_atlas::ui::i18n::Lang;
    use mancala_atlas::ui::platform::storage;
    use mancala_atlas::ui::{Embed, EmbedProps};
    use wasm_bindgen::prelude::*;

    /// Gets ready to draw the figure of `query`: fetches its language's text from `base`
    /// (where the Atlas's files are) unless it is in the bundle (English) or already in.
    /// Never fails: without the file the figure is drawn in English.
    #[wasm_bindgen]
    pub async fn prepare(query: String, base: String) {
        let lang = mancala_atlas::ui::platform::lang::of_query(&query)
            .unwrap_or_else(|| Lang::from_browser(&storage::browser_languages()));
        data::load(lang, &base).await;
    }

    /// Draws a figure in `element`: `query` holds its parameters (`game=katro&moves=…`),
    /// `app_url` is where the app is (for the figure's "open in the app" link, and the
    /// languages' data files), and `styles` the stylesheets to load inside the figure
    /// (none on the embed page, which links them itself). Bad parameters are explained
    /// inside the element.
    ///
    /// Returns the figure's number, for [`unmount_embed`].
    #[wasm_bindgen]
    pub fn mount_embed(
        element: web_sys::Element,
        query: String,
        app_url: String,
        styles: Vec<String>,
    ) -> u32 {
        let props = EmbedProps {
            query,
            languages: storage::browser_languages(),
            app_url,
            styles,
            puzzles: None,
        };
        mancala_atlas::ui::platform::crash::hold(&element);
        let app = yew::Renderer::<Embed>::with_root_and_props(element.clone(), props).render();
        MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            let id = m.last().map_or(1, |(k, _, _)| k + 1);
            m.push((id, app, element));
            id
        })
    }

    /// Takes away figure `id` (its element drawn again, or gone): its app, its listeners
    /// and its memory. A number not drawn, or taken away already, is nothing to do.
    #[wasm_bindgen]
    pub fn unmount_embed(id: u32) {
        let app = MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            let at = m.iter().position(|(k, _, _)| *k == id)?;
            Some(m.remove(at))
        });
        if let Some((_, app, element)) = app {
            mancala_atlas::ui::platform::crash::release(&element);
            app.destroy();
        }
    }

    /// Panics, to show what a panic shows (`ui::platform::crash`): every figure of this
    /// instance says so in its own element. For the site test only, which imports this
    /// module itself; `embed.js` never calls it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        mancala_atlas::ui::platform::crash::now_for_tests();
    }

    thread_local! {
        /// The figures drawn and not taken away, with their numbers and elements, in order.
        static MOUNTED: std::cell::RefCell<Vec<(u32, yew::AppHandle<Embed>, web_sys::Element)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic from now on is said in each figure of this instance (ui::platform::crash).
    mancala_atlas::ui::platform::crash::figure();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The figure bundle runs in a browser: `trunk build` builds it (scripts/figure.sh).");
    std::process::exit(2);
}
