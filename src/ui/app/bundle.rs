//! What a bundle of figures exports to `embed.js`: the figure bundle (`src/bin/figure.rs`,
//! behind `ui::FigureEmbed`) and the lessons bundle (`src/bin/lessons.rs`, behind
//! `ui::LessonEmbed`) have one interface, which `embed.js` calls alike — `prepare`,
//! `mount_embed`, `unmount_embed` — and one panic hook, written once here as a macro that
//! each bin expands with its root.

/// The exports and the `main` of a bundle of figures whose root is `ui::$root`; `$name`
/// names it in what a native run says.
///
/// - `prepare(query, base)`: gets ready to draw the figure of `query`: fetches its
///   language's text from `base` (where the Atlas's files are) unless it is in the bundle
///   (English) or already in. Never fails: without the file it is drawn in English.
/// - `mount_embed(element, query, app_url, styles)`: draws the figure `query` asks for in
///   `element`; `app_url` is where the app is (its links, the languages' data files, the
///   puzzles' files), `styles` the stylesheets to load inside the figure (none on the
///   embed page, which links them itself). Bad parameters are explained inside the
///   element, and so is a figure the other bundle draws. Returns the figure's number.
/// - `unmount_embed(id)`: takes away figure `id` (its element drawn again, or gone): its
///   app, its listeners and its memory; a number not drawn, or gone already, is nothing.
/// - `crash_for_tests()`, only with the `crash-tests` feature (the site test's crash build,
///   `scripts/crash-build.sh`): panics, to show what a panic shows — every figure of the
///   instance says so in its own element (`ui::platform::crash`).
#[macro_export]
macro_rules! figure_bundle {
    ($root:ident, $name:literal) => {
        #[cfg(target_arch = "wasm32")]
        mod web {
            use wasm_bindgen::prelude::*;
            use $crate::ui::app::embed;

            #[wasm_bindgen]
            pub async fn prepare(query: String, base: String) {
                embed::prepare(&query, &base).await;
            }

            #[wasm_bindgen]
            pub fn mount_embed(
                element: web_sys::Element,
                query: String,
                app_url: String,
                styles: Vec<String>,
            ) -> u32 {
                embed::mount::<$crate::ui::$root>(element, query, app_url, styles)
            }

            #[wasm_bindgen]
            pub fn unmount_embed(id: u32) {
                embed::unmount(id);
            }

            #[cfg(feature = "crash-tests")]
            #[wasm_bindgen]
            pub fn crash_for_tests() {
                $crate::ui::platform::crash::now_for_tests();
            }
        }

        #[cfg(target_arch = "wasm32")]
        fn main() {
            // A panic from now on is said in each figure of this instance.
            $crate::ui::platform::crash::figure();
        }

        #[cfg(not(target_arch = "wasm32"))]
        fn main() {
            eprintln!(concat!(
                $name,
                " runs in a browser: `trunk build` builds it (scripts/figure.sh)."
            ));
            std::process::exit(2);
        }
    };
}
