//! The lessons bundle: a lesson (`lesson=GAME/N`: `src/ui/learn/view.rs`) or a puzzle
//! (`puzzle=ID`: `src/ui/puzzles/view.rs`) in a figure, behind `ui::LessonEmbed`, built
//! next to the figure bundle by `scripts/figure.sh` into `lessons.js` + `lessons_bg.wasm`,
//! which `embed.js` loads in place of the figure bundle for a figure whose parameters ask
//! for one. They are a bundle of their own because they alone need the computer's
//! answers (the worker's client, the page's own search, the tables' decoder) and the
//! lessons' and puzzles' texts: a reader of a figure of moves never downloads them.
//! Its interface to `embed.js` is the figure bundle's (`src/bin/figure.rs`), and so is
//! its panic hook.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::app::embed;
    use mancala_atlas::ui::LessonEmbed;
    use wasm_bindgen::prelude::*;

    /// Gets ready to draw the lesson or puzzle of `query`: fetches its language's text
    /// from `base` (where the Atlas's files are) unless it is in the bundle (English) or
    /// already in. Never fails: without the file it is drawn in English.
    #[wasm_bindgen]
    pub async fn prepare(query: String, base: String) {
        embed::prepare(&query, &base).await;
    }

    /// Draws the lesson or the puzzle `query` asks for (`lesson=kiothi/3&theme=dark`) in
    /// `element`: `app_url` is where the app is (for the links to it, the languages'
    /// data files and the puzzles' files), and `styles` the stylesheets to load inside
    /// the figure (none on the embed page, which links them itself). Bad parameters are
    /// explained inside the element; so is a figure of moves, which this bundle does not
    /// draw.
    ///
    /// Returns the figure's number, for [`unmount_embed`].
    #[wasm_bindgen]
    pub fn mount_embed(
        element: web_sys::Element,
        query: String,
        app_url: String,
        styles: Vec<String>,
    ) -> u32 {
        embed::mount::<LessonEmbed>(element, query, app_url, styles)
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
    // A panic from now on is said in each figure of this instance, as the figure
    // bundle's (ui::platform::crash).
    mancala_atlas::ui::platform::crash::figure();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The lessons bundle runs in a browser: `trunk build` builds it (scripts/figure.sh).");
    std::process::exit(2);
}
