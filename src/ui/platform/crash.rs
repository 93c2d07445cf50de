//! A crash said: what a Rust panic in one of the web build's bundles shows, in the
//! reader's language (the manual, "When something fails").
//!
//! On the web a panic stops the bundle's WebAssembly instance (the bundles are built with
//! `panic = "abort"`, and wasm32 aborts on a panic anyway): it traps (`unreachable` on the
//! console), and nothing in it can be trusted to run again — not Yew, not a `RefCell` that
//! was borrowed when it happened. So each bundle installs, first thing, a panic hook that
//! says so with plain DOM calls (or a message, or an error for its caller) and never calls
//! back into Yew or anything that could panic again:
//!
//! | bundle | hook | what the reader sees |
//! |---|---|---|
//! | the app (`src/bin/app.rs`) | [`app`] | a notice (`role="alert"`) at the top of the page, in `<html lang>`: Mancala Atlas stopped, the game is saved in this browser (the app saves each change as it happens: `shell/saves.rs`), a Reload button; the rest of the page inert |
//! | a figure (`src/bin/figure.rs`; a lesson or a puzzle in a figure, `src/bin/lessons.rs`) | [`figure`] | the same in each figure of that bundle's instance, inside the figure's own element only, in the figure's language; nothing is kept (a figure keeps nothing) |
//! | the worker (`src/bin/worker.rs`) | [`worker`] | nothing of its own: it posts [`crate::ai::protocol::PANICKED`], and the page (`shell/worker.rs`) says so in its notices and answers without it |
//! | the sketch (`src/bin/sketch.rs`) | [`sketch`] | its caller, `embed.js`, gets an error carrying the notice in the figure's language, shows it in the figure's element and has the figure bundle draw the figure instead |
//! | the print bundle (`src/bin/print.rs`) | [`print`] | the download's status (`[data-download-status]`) says, in the words its caller gave, that images cannot be made until a reload |
//! | the screens' bundle (`src/bin/screens.rs`) | [`screens`] | the same notice as the app's inside each part of the page it draws (the recorder, the figure builder, "What play shows"), in the app's language, with the screen's way back; the app goes on |
//! | the light start screen (`src/bin/start.rs`) | none | nothing is lost: a call into it that throws hands the page to the app (`static/boot.js`), which draws its own start screen |
//!
//! The texts are looked up when the panic comes by [`said`], which cannot itself panic
//! ([`crate::ui::i18n::text_now`]: the installed strings are read with `try_borrow`).
//! The language is the one the page or the figure shows then (its `lang` attribute), so a
//! change of language needs nothing prepared.
//!
//! Built with the `crash-tests` feature (the site test's crash build only,
//! `scripts/crash-build.sh`; never the shipped bundles), every bundle exports
//! `crash_for_tests`, the only way to make it panic on purpose: a function of the
//! bundle's module that no page of the Atlas calls and no address, attribute or setting
//! reaches — only a script that imports the module itself (the site test,
//! `tests/site/failures.js`, through the DevTools protocol). For the sketch, the
//! print bundle and the start bundle it arms the next drawing, download or choice
//! ([`arm_for_tests`]), so that the panic happens where a real one would, inside the call
//! their caller makes.

use super::words;
use crate::ui::i18n::{text_now, Lang};

/// Which bundle stopped, and so what its notice says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The app, in a browser that keeps its games (each change is saved as it happens).
    App,
    /// The app on a page that keeps nothing (the kiosk, a browser that keeps no games).
    AppKeepingNothing,
    /// A figure.
    Figure,
    /// A figure's first drawing (the sketch): the figure bundle draws it instead.
    Drawing,
    /// The print bundle (the image writer).
    Print,
    /// A part of the Atlas drawn by the screens' bundle (the recorder, the figure
    /// builder, "What play shows"): the app goes on.
    Screen,
}

impl Stopped {
    /// What the notice says, in English (the key of the languages' files).
    pub fn english(self) -> &'static str {
        match self {
            Stopped::App => words::APP_STOPPED,
            Stopped::AppKeepingNothing => words::APP_STOPPED_NOTHING_KEPT,
            Stopped::Figure => words::FIGURE_STOPPED,
            Stopped::Drawing => words::DRAWING_STOPPED,
            Stopped::Print => words::PRINT_STOPPED,
            Stopped::Screen => words::SCREEN_STOPPED,
        }
    }
}

/// What the notice of `stopped` says in `lang`, and its Reload button's label, by a
/// lookup that cannot panic: the English where the language's text is not in.
pub fn said(stopped: Stopped, lang: Lang) -> (&'static str, &'static str) {
    said_in(stopped.english(), lang)
}

/// [`said`] of the notice whose English is `en` (a hook names its own notice, so that a
/// bundle carries only the words it says).
fn said_in(en: &'static str, lang: Lang) -> (&'static str, &'static str) {
    let say = |en: &'static str| text_now(lang, en).unwrap_or(en);
    (say(en), say(words::RELOAD))
}

/// The error a sketch's panic hook gives its caller (`embed.js`): lines saying that it
/// stopped (`crashed`), the figure's language code and direction, the notice in that
/// language, its button's label, then what the panic said (for the console).
pub fn drawing_error(lang: Lang, panic: &str) -> String {
    let (text, reload) = said_in(words::DRAWING_STOPPED, lang);
    format!(
        "crashed\n{}\n{}\n{text}\n{reload}\n{panic}",
        lang.code(),
        lang.dir()
    )
}

thread_local! {
    /// A panic asked for by a test, on the next drawing or download ([`arm_for_tests`]).
    static ARMED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// The language of the figure being drawn (the sketch's).
    static DRAWING: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
}

/// Panics, as a test asked (a bundle's `crash_for_tests`).
pub fn now_for_tests() {
    panic!("a panic asked for by a test (crash_for_tests)");
}

/// Makes the next [`when_armed`] panic (the sketch's drawing, the print bundle's
/// download, the start bundle's choice): a bundle's `crash_for_tests`.
pub fn arm_for_tests() {
    ARMED.with(|a| a.set(true));
}

/// Panics if a test armed it ([`arm_for_tests`]); else nothing.
pub fn when_armed() {
    if ARMED.with(|a| a.replace(false)) {
        now_for_tests();
    }
}

/// The sketch draws a figure in `lang`: its panic hook says so in it.
pub fn drawing(lang: Lang) {
    DRAWING.with(|d| d.set(lang));
}

/// The sketch's panic hook: the drawing's caller gets an error ([`drawing_error`]) in
/// place of the drawing, instead of an `unreachable` trap.
pub fn sketch() {
    std::panic::set_hook(Box::new(|info| {
        let lang = DRAWING.try_with(std::cell::Cell::get).unwrap_or(Lang::En);
        let error = drawing_error(lang, &info.to_string());
        #[cfg(target_arch = "wasm32")]
        wasm_bindgen::throw_str(&error);
        #[cfg(not(target_arch = "wasm32"))]
        eprintln!("{error}");
    }));
}

#[cfg(target_arch = "wasm32")]
pub use web::{
    app, figure, hold, hold_screen, print, printing, release, release_screen, say_app, say_figures,
    say_screens, screens, worker,
};

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::{Cell, RefCell};
    use std::panic::PanicHookInfo;

    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{Document, Element};

    use super::{said_in, words};
    use crate::ui::i18n::Lang;
    use crate::ui::platform::storage;

    thread_local! {
        /// Whether a crash was said already (a panic after the first says nothing more).
        static SAID: Cell<bool> = const { Cell::new(false) };
        /// The figures drawn by this instance of a bundle of figures ([`hold`]).
        static FIGURES: RefCell<Vec<Element>> = const { RefCell::new(Vec::new()) };
        /// The download under way (the print bundle's): its control and what to say there
        /// if the bundle stops.
        static PRINTING: RefCell<Option<(Element, String)>> = const { RefCell::new(None) };
        /// The parts of the page drawn by this instance of the screens' bundle
        /// ([`hold_screen`]): each one's element, and its way back if it has one.
        static SCREENS: RefCell<Vec<(Element, Option<Back>)>> = const { RefCell::new(Vec::new()) };
    }

    /// A screen's way back, on its crash notice: the app's own function (outside the
    /// stopped instance), and its button's label in English.
    pub type Back = (js_sys::Function, &'static str);

    /// Runs `say` for the first panic only, after writing what the panic said to the
    /// console.
    fn once(info: &PanicHookInfo<'_>, say: impl FnOnce()) {
        web_sys::console::error_1(&JsValue::from_str(&format!(
            "Mancala Atlas stopped on an error: {info}"
        )));
        if !SAID.try_with(|s| s.replace(true)).unwrap_or(true) {
            say();
        }
    }

    /// The app's panic hook ([`say_app`]). Set through Yew, which otherwise puts its
    /// own in its place when the app is first drawn.
    pub fn app() {
        yew::set_custom_panic_hook(Box::new(|info| once(info, say_app)));
    }

    /// The panic hook of a bundle of figures (the figure bundle, the lessons bundle:
    /// [`say_figures`]), set through Yew as the app's.
    pub fn figure() {
        yew::set_custom_panic_hook(Box::new(|info| once(info, say_figures)));
    }

    /// The worker's panic hook: it posts [`crate::ai::protocol::PANICKED`] to the page.
    pub fn worker() {
        std::panic::set_hook(Box::new(|info| {
            once(info, || {
                let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
                let _ = scope.post_message(&JsValue::from_str(crate::ai::protocol::PANICKED));
            })
        }));
    }

    /// The screens' bundle's panic hook ([`say_screens`]), set through Yew as the app's.
    pub fn screens() {
        yew::set_custom_panic_hook(Box::new(|info| once(info, say_screens)));
    }

    /// The print bundle's panic hook: the download under way ([`printing`]) says, in
    /// its control's `[data-download-status]`, what its caller gave for it (marked
    /// `data-crashed`, so that the caller's glue does not write over it).
    pub fn print() {
        std::panic::set_hook(Box::new(|info| {
            once(info, || {
                let under_way = PRINTING
                    .try_with(|p| p.try_borrow().ok().and_then(|p| p.clone()))
                    .ok()
                    .flatten();
                let Some((control, text)) = under_way else {
                    return;
                };
                if let Ok(Some(status)) = control.query_selector("[data-download-status]") {
                    status.set_text_content(Some(&text));
                    let _ = status.set_attribute("data-crashed", "");
                }
            })
        }));
    }

    /// The print bundle starts a download for `control`; `text` is what its status says
    /// if the bundle stops meanwhile.
    pub fn printing(control: &Element, text: String) {
        PRINTING.with(|p| *p.borrow_mut() = Some((control.clone(), text)));
    }

    /// A bundle of figures (the figure bundle, the lessons bundle) draws a figure in
    /// `element` (its panic hook marks it).
    pub fn hold(element: &Element) {
        FIGURES.with(|f| f.borrow_mut().push(element.clone()));
    }

    /// The figure in `element` is taken away.
    pub fn release(element: &Element) {
        FIGURES.with(|f| f.borrow_mut().retain(|e| e != element));
    }

    /// The screens' bundle draws a part of the page in `element` (its panic hook says so
    /// there), whose way back is `back`: a function of the app, and its label in English.
    pub fn hold_screen(element: &Element, back: Option<Back>) {
        SCREENS.with(|s| s.borrow_mut().push((element.clone(), back)));
    }

    /// The part of the page in `element` is taken away.
    pub fn release_screen(element: &Element) {
        SCREENS.with(|s| s.borrow_mut().retain(|(e, _)| e != element));
    }

    fn document() -> Option<Document> {
        web_sys::window()?.document()
    }

    /// The notice whose English is `en`, in `lang`: a `role="alert"` box (`class`) with
    /// its text and a Reload button, which reloads the page by itself (the browser's
    /// `location.reload`, bound: no call into the stopped instance, no inline script).
    fn notice(doc: &Document, en: &'static str, lang: Lang, class: &str) -> Option<Element> {
        let (text, reload) = said_in(en, lang);
        let root = doc.create_element("div").ok()?;
        root.set_class_name(class);
        for (name, value) in [
            ("role", "alert"),
            ("data-crashed", ""),
            ("lang", lang.code()),
            ("dir", lang.dir()),
        ] {
            root.set_attribute(name, value).ok()?;
        }
        let p = doc.create_element("p").ok()?;
        p.set_text_content(Some(text));
        let button = doc.create_element("button").ok()?;
        button.set_attribute("type", "button").ok()?;
        button.set_attribute("data-action", "reload").ok()?;
        button.set_text_content(Some(reload));
        let location = web_sys::window()?.location();
        let reload: js_sys::Function = js_sys::Reflect::get(&location, &"reload".into())
            .ok()?
            .dyn_into()
            .ok()?;
        button
            .add_event_listener_with_callback("click", &reload.bind0(&location))
            .ok()?;
        root.append_child(&p).ok()?;
        root.append_child(&button).ok()?;
        Some(root)
    }

    /// Puts `notice` first in `parent` and makes everything else in it inert (what is
    /// left of the stopped bundle's drawing no longer answers); `focus`: its button takes
    /// the keyboard's focus (the app's page, not a figure's host page).
    fn put(parent: &Element, notice: &Element, focus: bool) {
        let children = parent.children();
        for i in 0..children.length() {
            if let Some(c) = children.item(i) {
                let _ = c.set_attribute("inert", "");
            }
        }
        let _ = parent.prepend_with_node_1(notice);
        if !focus {
            return;
        }
        if let Some(b) = notice
            .query_selector("button")
            .ok()
            .flatten()
            .and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = b.focus();
        }
    }

    /// The language an element says it is in (its `lang`), else English.
    fn lang_of(el: Option<Element>) -> Lang {
        el.and_then(|e| e.get_attribute("lang"))
            .and_then(|c| Lang::from_code(&c))
            .unwrap_or(Lang::En)
    }

    /// Says that the app stopped: a notice at the top of the page, in `<html lang>`, that
    /// the game is saved (unless the page keeps nothing) and how to reload; the page's
    /// loading frame, if it is still there, goes.
    pub fn say_app() {
        let Some(doc) = document() else {
            return;
        };
        let (Some(body), lang) = (doc.body(), lang_of(doc.document_element())) else {
            return;
        };
        let kept = !storage::kiosk() && storage::local_store().is_some();
        let said = if kept {
            words::APP_STOPPED
        } else {
            words::APP_STOPPED_NOTHING_KEPT
        };
        // The loading frame promises a board that will not come.
        if let Some(frame) = doc.get_element_by_id(storage::LOADING_FRAME) {
            frame.remove();
        }
        if let Some(n) = notice(&doc, said, lang, "notice error crashed") {
            put(&body, &n, true);
        }
    }

    /// Says that the parts of the page drawn by this instance of the screens' bundle
    /// stopped: a notice at the top of each one's element, in the language it says it is
    /// in (the app's), with Reload and, for a screen, its way back — the app's own
    /// function, outside the stopped instance (the app goes on). The notice takes the
    /// keyboard's focus when it was in the part that stopped.
    pub fn say_screens() {
        let Some(doc) = document() else {
            return;
        };
        let held = SCREENS
            .try_with(|s| s.try_borrow().map(|s| s.clone()).unwrap_or_default())
            .unwrap_or_default();
        for (el, back) in held {
            let lang = lang_of(Some(el.clone()));
            let Some(n) = notice(&doc, words::SCREEN_STOPPED, lang, "notice error crashed") else {
                continue;
            };
            if let Some((leave, en)) = back {
                let label = crate::ui::i18n::text_now(lang, en).unwrap_or(en);
                if let Ok(b) = doc.create_element("button") {
                    let _ = b.set_attribute("type", "button");
                    let _ = b.set_attribute("data-action", "leave-crashed");
                    b.set_text_content(Some(label));
                    let _ = b.add_event_listener_with_callback("click", &leave);
                    let _ = n.append_child(&b);
                }
            }
            let focused = doc.active_element().is_some_and(|a| el.contains(Some(&a)));
            put(&el, &n, focused);
        }
    }

    /// Says that the figures of this instance of a bundle of figures stopped: a notice
    /// inside each figure's own element, in the figure's language.
    pub fn say_figures() {
        let Some(doc) = document() else {
            return;
        };
        let figures = FIGURES
            .try_with(|f| f.try_borrow().map(|f| f.clone()).unwrap_or_default())
            .unwrap_or_default();
        for el in figures {
            let lang = lang_of(el.query_selector("[data-embed][lang]").ok().flatten());
            if let Some(n) = notice(&doc, words::FIGURE_STOPPED, lang, "atlas-embed embed-error") {
                put(&el, &n, false);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::t;

    #[test]
    fn each_crash_notice_is_said_in_every_language_and_the_english_without_one() {
        let all = [
            Stopped::App,
            Stopped::AppKeepingNothing,
            Stopped::Figure,
            Stopped::Drawing,
            Stopped::Print,
            Stopped::Screen,
        ];
        for stopped in all {
            assert_eq!(said(stopped, Lang::En), (stopped.english(), words::RELOAD));
            assert!(
                crate::ui::app::words::has(stopped.english()),
                "{stopped:?} is in the catalog"
            );
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                // Not read yet: the hook never reads a language's file, it says the English.
                // Once read (as a page has its language before it draws), the language's.
                let _ = t(lang, words::RELOAD);
                let (text, reload) = said(stopped, lang);
                assert_eq!(text, t(lang, stopped.english()), "{stopped:?} in {lang:?}");
                assert_ne!(
                    text,
                    stopped.english(),
                    "{stopped:?} is translated in {lang:?}"
                );
                assert_ne!(reload, words::RELOAD, "Reload is translated in {lang:?}");
            }
        }
        let error = drawing_error(Lang::Fa, "boom");
        let lines: Vec<&str> = error.lines().collect();
        assert_eq!(lines[..3], ["crashed", "fa", "rtl"]);
        assert_eq!(lines[3], t(Lang::Fa, words::DRAWING_STOPPED));
        assert_eq!(lines[5], "boom");
    }

    #[test]
    fn a_test_s_panic_comes_only_when_armed_and_once() {
        when_armed();
        arm_for_tests();
        assert!(std::panic::catch_unwind(when_armed).is_err());
        when_armed();
    }
}
