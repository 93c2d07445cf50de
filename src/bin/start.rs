//! The light start screen bundle: the app's start screen for a first visit
//! (`src/ui/start/page.rs`), without Yew — the four games' cards with their boards, the
//! chosen game's options, who plays, the language — which a visitor can choose with while
//! the app is still on its way. Built next to the figure's bundles by `scripts/figure.sh`
//! into `start.js` + `start_bg.wasm`, which `static/boot.js` loads first; the app takes
//! over with the choices (`page::setup_json`) when it has come, at once if Play was
//! pressed. Like the sketch bundle it touches no page: it takes text and gives text.

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;

    use mancala_atlas::ui::board::tree::Node;
    use mancala_atlas::ui::game::SetupForm;
    use mancala_atlas::ui::i18n::data;
    use mancala_atlas::ui::i18n::{t, tf, Lang};
    use mancala_atlas::ui::start::page::{self, Choice};
    use wasm_bindgen::prelude::*;

    /// What the light start screen shows: the choices, the language, a refused choice.
    struct Screen {
        setup: SetupForm,
        lang: Lang,
        notice: Option<String>,
    }

    thread_local! {
        static SCREEN: RefCell<Screen> = RefCell::new(Screen {
            setup: SetupForm::default(),
            lang: Lang::En,
            notice: None,
        });
    }

    /// Whether the light start screen may stand for the app: `keys` are the names in the
    /// browser's local and session storage, `hash` the address's (`page::may_start_light`).
    #[wasm_bindgen]
    pub fn may_start_light(keys: Vec<String>, hash: String) -> bool {
        page::may_start_light(&keys, &hash)
    }

    /// The language the page opens in (its code): the address's `?lang=` (`search`), the
    /// one saved (`saved`, "" if none), the browser's (`languages`). `boot.js` fetches its
    /// data file unless it is English, then calls [`install_language`] and [`show_language`].
    #[wasm_bindgen]
    pub fn language(search: String, saved: String, languages: Vec<String>) -> String {
        let saved = (!saved.is_empty()).then_some(saved.as_str());
        mancala_atlas::ui::platform::lang::initial(&search, saved, &languages)
            .code()
            .to_string()
    }

    /// Where the language chosen with the switch is kept.
    #[wasm_bindgen]
    pub fn language_key() -> String {
        mancala_atlas::ui::platform::lang::KEY.to_string()
    }

    /// The language to keep under [`language_key`] now (its code, or ""): the address's
    /// `?lang=` (`search`) on a first visit, when nothing is saved (`saved`, "" if none)
    /// (`page::lang_to_keep`).
    #[wasm_bindgen]
    pub fn language_to_keep(search: String, saved: String) -> String {
        let saved = (!saved.is_empty()).then_some(saved.as_str());
        mancala_atlas::ui::platform::lang::to_keep(&search, saved)
            .map(|l| l.code().to_string())
            .unwrap_or_default()
    }

    /// The data file of the language `code` (`lang-fr.txt`).
    #[wasm_bindgen]
    pub fn language_file(code: String) -> String {
        Lang::from_code(&code)
            .map(data::file_name)
            .unwrap_or_default()
    }

    /// Installs the data file `text` of the language `code` (English has none): the
    /// interface's texts and the games' (the cards' place and description, the options'
    /// labels). Returns why not, or "".
    #[wasm_bindgen]
    pub fn install_language(code: String, text: String) -> String {
        match Lang::from_code(&code) {
            None => format!("no language {code}"),
            Some(Lang::En) => String::new(),
            Some(lang) => data::install(lang, &text).err().unwrap_or_default(),
        }
    }

    /// Draws in the language `code` from now on, if its text is in (English always;
    /// another once [`install_language`] has taken its file). Returns whether it does.
    #[wasm_bindgen]
    pub fn show_language(code: String) -> bool {
        let Some(lang) = Lang::from_code(&code).filter(|&l| data::ready(l)) else {
            return false;
        };
        SCREEN.with(|s| s.borrow_mut().lang = lang);
        true
    }

    /// The language `code` could not be shown (its file did not come): the screen stays
    /// in its language and says so, until the next choice ([`draw`] draws it).
    #[wasm_bindgen]
    pub fn language_unavailable(code: String) {
        let Some(lang) = Lang::from_code(&code) else {
            return;
        };
        SCREEN.with(|s| {
            let s = &mut *s.borrow_mut();
            s.notice = Some(tf(
                s.lang,
                "{} could not be loaded (is this device offline?). The page stays in this language: try again later.",
                &[&lang.native_name()],
            ));
        });
    }

    /// Makes the next [`choose`] panic, to show what a panic of this bundle does
    /// (`boot.js` hands the page to the app). For the site test only, which imports this
    /// module itself; `boot.js` never calls it.
    /// Built only with the `crash-tests` feature (the site test's crash build,
    /// `scripts/crash-build.sh`): the shipped bundle does not carry it.
    #[cfg(feature = "crash-tests")]
    #[wasm_bindgen]
    pub fn crash_for_tests() {
        mancala_atlas::ui::platform::crash::arm_for_tests();
    }

    /// A choice made: `kind` is the control's (`game`, `option`, `mode`, `level`), `key`
    /// the option's name, `value` the control's value. Returns what was wrong, or "" (the
    /// screen is to be drawn again either way: a refusal is said on it).
    #[wasm_bindgen]
    pub fn choose(kind: String, key: String, value: String) -> String {
        mancala_atlas::ui::platform::crash::when_armed();
        let choice = match kind.as_str() {
            "game" => Choice::Game(value),
            "option" => Choice::Option(key, value),
            "mode" => Choice::Mode(value),
            "level" => Choice::Level(value),
            _ => return format!("no choice {kind}"),
        };
        SCREEN.with(|s| {
            let s = &mut *s.borrow_mut();
            let result = page::choose(&mut s.setup, &choice, s.lang);
            s.notice = result.as_ref().err().cloned();
            result.err().unwrap_or_default()
        })
    }

    /// The light start screen as lines: the language's code, its direction, the page's
    /// title in it, then the markup of the `<main>`.
    #[wasm_bindgen]
    pub fn draw() -> String {
        SCREEN.with(|s| {
            let s = s.borrow();
            let main = page::light(&s.setup, s.lang, s.notice.as_deref());
            format!(
                "{}\n{}\n{}\n{}",
                s.lang.code(),
                s.lang.dir(),
                t(s.lang, "Mancala Atlas"),
                Node::from(main).markup()
            )
        })
    }

    /// The choices, for the app (`page::setup_json`).
    #[wasm_bindgen]
    pub fn setup() -> String {
        SCREEN.with(|s| page::setup_json(&s.borrow().setup))
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The light start screen runs in a browser: `trunk build` builds it (scripts/figure.sh)."
    );
    std::process::exit(2);
}
