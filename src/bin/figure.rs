//! The figure bundle: only what an embedded figure of moves needs (`src/ui/figure/view.rs`,
//! behind `ui::FigureEmbed`), built next to the app by `scripts/figure.sh` (a Trunk hook)
//! into `figure.js` + `figure_bg.wasm`, which `embed.js` loads. The app
//! (`src/bin/app.rs`), the start screen and the computer's worker are not in it: an
//! article reader downloads a figure. Nor are the lessons and the puzzles in figures,
//! which the lessons bundle draws (`src/bin/lessons.rs`).

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::app::embed;
    use mancala_atlas::ui::FigureEmbed;
    use wasm_bindgen::prelude::*;

    /// Gets ready to draw the figure of `query`: fetches its language's text from `base`
    /// (where the Atlas's files are) unless it is in the bundle (English) or already in.
    /// Never fails: without the file the figure is drawn in English.
    #[wasm_bindgen]
    pub async fn prepare(query: String, base: String) {
        embed::prepare(&query, &base).await;
    }

    /// Draws a figure in `element`: `query` holds its parameters (`game=katro&moves=…`),
    /// `app_url` is where the app is (for the figure's "open in the app" link, and the
    /// languages' data files), and `styles` the stylesheets to load inside the figure
    /// (none on the embed page, which links them itself). Bad parameters are explained
    /// inside the element; so is a lesson or a puzzle, which this bundle does not draw.
    ///
    /// Returns the figure's number, for [`unmount_embed`].
    #[wasm_bindgen]
    pub fn mount_embed(
        element: web_sys::Element,
        query: String,
        app_url: String,
        styles: Vec<String>,
    ) -> u32 {
        embed::mount::<FigureEmbed>(element, query, app_url, styles)
    }

    /// Takes away figure `id` (its element drawn again, or gone): its app, its listeners
    /// and its memory. A number not drawn, or taken away already, is nothing to do.
    #[wasm_bindgen]
    pub fn unmount_embed(id: u32) {
        embed::unmount(id);
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
