//! The print bundle: a board's image for "Download image" in the app and the figure
//! (`src/ui/print/image.rs`, `src/ui/print/`), built next to the figure's bundles by
//! `scripts/figure.sh` into `print.js` + `print_bg.wasm`, and loaded only when a reader
//! first downloads an image. It takes the board's drawing as markup (the app and the
//! figure draw it; this bundle has no engine) and gives the SVG file or a PNG.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::print::image;
    use wasm_bindgen::prelude::*;

    /// "Download image" of the control `control` (`[data-download]`): the image of the
    /// board drawn as `markup` with the options ticked there, in the theme `theme`
    /// (`wood`, `earth`, `dark`), with a caption and a note under it (none when empty),
    /// as `format` (`svg`, `png-1`, `png-2`, `png-4`), saved as `name` and its
    /// extension; why not said in its `[data-download-status]` with `failed` (`{}` for
    /// the reason), and `crashed` if this bundle stops on a panic meanwhile
    /// (`ui::platform::crash`).
    #[allow(clippy::too_many_arguments)]
    #[wasm_bindgen]
    pub async fn download(
        control: web_sys::Element,
        markup: String,
        theme: String,
        caption: String,
        note: String,
        name: String,
        failed: String,
        format: String,
        crashed: String,
    ) {
        mancala_atlas::ui::platform::crash::printing(&control, crashed.clone());
        mancala_atlas::ui::platform::crash::when_armed();
        let ask = image::Ask {
            theme,
            caption,
            note,
            name,
            failed,
            format,
            crashed,
        };
        image::save_from(&control, &markup, &ask).await;
    }

    /// Makes the next [`download`] panic, to show what a panic shows
    /// (`ui::platform::crash`). For the site test only, which imports this module itself;
    /// no page calls it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        mancala_atlas::ui::platform::crash::arm_for_tests();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic from now on is said in the download's status (ui::platform::crash).
    mancala_atlas::ui::platform::crash::print();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The print bundle runs in a browser: `trunk build` builds it (scripts/figure.sh); `mancala-atlas svg` writes the same images.");
    std::process::exit(2);
}
