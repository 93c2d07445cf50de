//! Entry point of the web app: Trunk builds this binary for wasm32 (`make serve`).
//!
//! It draws the app on the app's own page (`<body data-atlas="app">`, index.html) and
//! nothing elsewhere. Embedded figures are another binary, `src/bin/figure.rs` (the
//! figure bundle that `embed.js` loads), so that an article never downloads the app.
//!
//! On a first visit the page shows the light start screen first (`src/bin/start.rs`,
//! `static/boot.js`: `<body data-atlas="light">`); the app is loaded meanwhile and waits
//! until `static/boot.js` hands it the choices made there ([`start`]).

#[cfg(target_arch = "wasm32")]
mod web {
    use mancala_atlas::ui::i18n::Lang;
    use wasm_bindgen::prelude::*;

    /// Draws the app in `lang` (else the page's language, `storage::initial_lang`): the
    /// first state read (with `setup`, the light start screen's choices, and its Play if
    /// `play`), then the first drawing, each in a task of its own
    /// so that no task of the page's start is long (benches/pages/tasks.js).
    pub fn run(setup: Option<String>, lang: Option<Lang>, play: bool) {
        // A reader of Turkish or Persian gets that language's text first (a data file next
        // to the app, src/ui/i18n/data.rs), so that the page is never drawn in English
        // and then again; meanwhile the page's loading frame stays.
        let lang = lang.unwrap_or_else(mancala_atlas::ui::platform::storage::initial_lang);
        wasm_bindgen_futures::spawn_local(async move {
            mancala_atlas::ui::i18n::data::load(lang, "").await;
            mancala_atlas::ui::platform::storage::next_task().await;
            mancala_atlas::ui::prepare_from(setup.as_deref(), lang, play);
            mancala_atlas::ui::platform::storage::next_task().await;
            yew::Renderer::<mancala_atlas::ui::App>::new().render();
        });
    }

    /// Panics, to show what a panic shows (`ui::platform::crash`): for the site test only,
    /// which imports this module itself; no page calls it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        mancala_atlas::ui::platform::crash::now_for_tests();
    }

    /// Takes over from the light start screen: `setup` is its choices
    /// (`page::setup_json`), `lang` the code of the language it was shown in (the
    /// reader may have switched since the address's `?lang=`), `play` whether its Play
    /// was pressed.
    #[wasm_bindgen]
    pub fn start(setup: String, lang: String, play: bool) {
        run(Some(setup), Lang::from_code(&lang), play);
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic from now on is said on the page, in its language (ui::platform::crash).
    mancala_atlas::ui::platform::crash::app();
    let page = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
        .and_then(|b| b.get_attribute("data-atlas"));
    if page.as_deref() == Some("app") {
        web::run(None, None, false);
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build and serve it with `make serve`.");
    std::process::exit(2);
}
