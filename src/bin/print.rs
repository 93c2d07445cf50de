//! The print bundle: a board's image for "Download image" in the app and the figure
//! (`src/ui/image.rs`, `src/ui/print/`), built next to the figure's bundles by
//! `scripts/figure.sh` into `print.js` + `print_bg.wasm`, and loaded only when a reader
//! first downloads an image. It takes the board's drawing as markup (the app and the
//! figure draw it; this bundle has no engine) and gives the SVG file or a PNG.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::image;
    use wasm_bindgen::prelude::*;

    /// The image of the board drawn as `markup` in the theme `theme` (`wood`, `earth`,
    /// `dark`), with a caption and a note under it (none when empty): the SVG file
    /// (`scale` 0), or a PNG `scale` times its size. Rejects with why not.
    #[wasm_bindgen]
    pub async fn image(
        markup: String,
        theme: String,
        caption: String,
        note: String,
        scale: u32,
    ) -> Result<web_sys::Blob, JsValue> {
        let o = image::options(&theme, caption, note);
        image::make(&markup, &o, scale)
            .await
            .map_err(|e| JsValue::from(js_sys::Error::new(&e)))
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The print bundle runs in a browser: `trunk build` builds it (scripts/figure.sh); `mancala-atlas svg` writes the same images.");
    std::process::exit(2);
}
