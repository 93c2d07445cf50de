//! The screens' bundle: the parts of the app that its first drawing does not show — the
//! recorder ("Record a game", `src/ui/record/`), the figure builder
//! (`src/ui/figure/builder/`) and the rules panel's "What play shows"
//! (`src/ui/stats/panel.rs`) — built next to the app by `scripts/figure.sh` into
//! `screens.js` + `screens_bg.wasm`, and loaded by the web build's app the first time one
//! of them is shown (`src/ui/app/holder.rs`). Built with the `screens` feature (native
//! builds, the tests) the app draws them itself.
//!
//! What a part is drawn from crosses as text (`ui::app::lazy::Shown`), its callbacks as
//! JavaScript functions of the app: this bundle's memory is not the app's.

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::app::lazy::{keep_text, Shown};
    use mancala_atlas::ui::app::screens::{Part, PartProps};
    use mancala_atlas::ui::i18n::data;
    use mancala_atlas::ui::platform::crash;
    use wasm_bindgen::prelude::*;
    use yew::Callback;

    /// A part drawn and not taken away.
    struct Mounted {
        id: u32,
        app: yew::AppHandle<Part>,
        element: web_sys::Element,
        /// Its callbacks, given again with each change.
        on_keep: Callback<mancala_atlas::ui::game::Keep>,
        on_leave: Callback<()>,
        /// The last change asked for (a change waits for its language's text; an earlier
        /// one that comes after it is dropped).
        asked: u32,
    }

    thread_local! {
        /// The parts drawn and not taken away, in order.
        static MOUNTED: std::cell::RefCell<Vec<Mounted>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// `shown` read, and its language's text installed from `base` (where the Atlas's
    /// files are: the language's file is the app's, from the browser's or the service
    /// worker's cache; without it the part is drawn in English).
    async fn ready(shown: &str, base: &str) -> Result<Shown, JsValue> {
        let shown = Shown::read(shown).map_err(|e| JsValue::from_str(&e))?;
        data::load(shown.lang(), base).await;
        Ok(shown)
    }

    /// Draws in `element` the part `shown` (`ui::app::lazy::Shown`'s text), in its
    /// language, whose files are at `base`: a setting the reader changes on it is given to
    /// `on_keep` (`speed=fast`, `coordinates=on`: `lazy::keep_text`), and its way back
    /// calls `on_leave` (a panel has none). Returns the part's number, for [`update`] and
    /// [`unmount`].
    ///
    /// # Errors
    /// A text that is not a part's (a bundle of another build than the app's).
    #[wasm_bindgen]
    pub async fn mount(
        element: web_sys::Element,
        shown: String,
        base: String,
        on_keep: js_sys::Function,
        on_leave: Option<js_sys::Function>,
    ) -> Result<u32, JsValue> {
        let shown = ready(&shown, &base).await?;
        let back = on_leave.clone().zip(shown.kind().back());
        crash::hold_screen(&element, back);
        let on_keep = Callback::from(move |k| {
            let _ = on_keep.call1(&JsValue::NULL, &JsValue::from_str(&keep_text(k)));
        });
        let on_leave = Callback::from(move |()| {
            if let Some(f) = &on_leave {
                let _ = f.call0(&JsValue::NULL);
            }
        });
        let props = PartProps {
            shown,
            on_keep: on_keep.clone(),
            on_leave: on_leave.clone(),
        };
        let app = yew::Renderer::<Part>::with_root_and_props(element.clone(), props).render();
        Ok(MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            let id = m.last().map_or(1, |p| p.id + 1);
            m.push(Mounted {
                id,
                app,
                element,
                on_keep,
                on_leave,
                asked: 0,
            });
            id
        }))
    }

    /// Draws part `id` from `shown` now (the language switched: its text installed first;
    /// another figure's address). A part not drawn, or taken away, is nothing to do.
    #[wasm_bindgen]
    pub async fn update(id: u32, shown: String, base: String) {
        let asked = MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            let p = m.iter_mut().find(|p| p.id == id)?;
            p.asked += 1;
            Some(p.asked)
        });
        let Some(asked) = asked else {
            return;
        };
        let Ok(shown) = ready(&shown, &base).await else {
            return;
        };
        MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            if let Some(p) = m.iter_mut().find(|p| p.id == id && p.asked == asked) {
                let props = PartProps {
                    shown,
                    on_keep: p.on_keep.clone(),
                    on_leave: p.on_leave.clone(),
                };
                p.app.update(props);
            }
        });
    }

    /// Takes part `id` away: its drawing, its listeners and its memory. A number not
    /// drawn, or taken away already, is nothing to do.
    #[wasm_bindgen]
    pub fn unmount(id: u32) {
        let gone = MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            let at = m.iter().position(|p| p.id == id)?;
            Some(m.remove(at))
        });
        if let Some(p) = gone {
            crash::release_screen(&p.element);
            p.app.destroy();
        }
    }

    /// Panics, to show what a panic shows (`ui::platform::crash`): every part this
    /// instance draws says so in its own element. For the site test only, which imports
    /// this module itself; the app never calls it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        crash::now_for_tests();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic from now on is said in each part this instance draws (ui::platform::crash).
    mancala_atlas::ui::platform::crash::screens();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The screens' bundle runs in a browser: `trunk build` builds it (scripts/figure.sh)."
    );
    std::process::exit(2);
}
