//! The sketch bundle: a figure's first drawing (`src/ui/figure/sketch.rs`), without Yew — the
//! board at the figure's moment, its caption and step bar — built next to the figure
//! bundle by `scripts/figure.sh` into `sketch.js` + `sketch_bg.wasm`, which `embed.js`
//! loads first. The figure bundle replaces the drawing when its controls are needed.
//! It touches no page: it takes text and gives text, and `embed.js` puts the drawing in
//! place (so that the bundle carries none of the browser's bindings).

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::figure::sketch;
    use mancala_atlas::ui::i18n::data;
    use mancala_atlas::ui::i18n::Lang;
    use wasm_bindgen::prelude::*;

    /// The code of the language the figure of `query` is drawn in (`en`, `fr`, `tr`, …)
    /// for a reader whose browser prefers `languages`: `embed.js` fetches its data file
    /// (`lang-fr.txt`) unless it is English.
    #[wasm_bindgen]
    pub fn language(query: String, languages: Vec<String>) -> String {
        mancala_atlas::ui::platform::lang::of_page(&query, &languages)
            .code()
            .to_string()
    }

    /// Installs the data file `text` of the language `code`. Returns why not, or "" (the
    /// drawing is then in English).
    #[wasm_bindgen]
    pub fn install_language(code: String, text: String) -> String {
        match Lang::from_code(&code).map(|lang| data::install(lang, &text)) {
            None => format!("no language {code}"),
            Some(Err(e)) => e,
            Some(Ok(())) => String::new(),
        }
    }

    /// Makes the next [`draw`] panic, to show what a panic shows (`ui::platform::crash`).
    /// For the site test only, which imports this module itself; `embed.js` never calls
    /// it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        mancala_atlas::ui::platform::crash::arm_for_tests();
    }

    /// The window width (CSS pixels) below which the drawing is drawn for a phone:
    /// `embed.js` draws its drawings again when the window crosses it.
    #[wasm_bindgen]
    pub fn narrow_below() -> f64 {
        mancala_atlas::ui::platform::NARROW_BELOW
    }

    /// The first drawing of the figure `query` for a reader whose browser prefers
    /// `languages`, in a window `width` CSS pixels wide, with the stylesheets
    /// `styles` (none on the embed page, which links them itself), as lines: when the
    /// figure is to replace it (`never`, `intent`, `now`), the language's code, its
    /// direction, the page title in it, then the markup. Only `now` when the parameters
    /// are wrong (the figure explains them).
    #[wasm_bindgen]
    pub fn draw(query: String, languages: Vec<String>, width: f64, styles: Vec<String>) -> String {
        let lang = mancala_atlas::ui::platform::lang::of_page(&query, &languages);
        mancala_atlas::ui::platform::crash::drawing(lang);
        mancala_atlas::ui::platform::crash::when_armed();
        let narrow = mancala_atlas::ui::platform::narrow(width);
        match sketch::sketch(&query, &languages, &styles, narrow) {
            None => sketch::Wake::Now.id().to_string(),
            Some((markup, wake)) => format!(
                "{}\n{}\n{}\n{}\n{markup}",
                wake.id(),
                lang.code(),
                lang.dir(),
                sketch::title(lang)
            ),
        }
    }
}

/// The sketch's allocator: a free list (lol_alloc), a few hundred bytes of code where
/// Rust's default allocator on wasm32 (dlmalloc) is several kilobytes. A drawing's
/// allocations are small and short-lived (README, "How the pages load", measures it).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
// SAFETY: the sketch runs on the page's one thread (wasm32 here has no threads).
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic from now on is an error for the caller, in the figure's language
    // (ui::platform::crash): embed.js says it in the figure's element.
    mancala_atlas::ui::platform::crash::sketch();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The sketch bundle runs in a browser: `trunk build` builds it (scripts/figure.sh).");
    std::process::exit(2);
}
