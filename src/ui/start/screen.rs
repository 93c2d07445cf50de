//! The start screen: the four games with a drawing of each board, where it is played and
//! what makes it special; the chosen game's options; who plays (drawn by
//! [`page::screen`], as the light start screen is); and what this browser keeps: the recent games (resume, delete), the saves set aside because they could not
//! be restored (restore, copy, download) and saves of a newer version of the app.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::html::{onchange, onclick};
use yew::prelude::*;

use super::page;
use crate::ai::Level;
use crate::engine::{GameId, OptionChoice, Rules};
use crate::ui::board::view::vtag;
use crate::ui::game::{summary_text, Library, Mode, SaveId, SetupForm};
use crate::ui::i18n::{t, tf};
use crate::ui::platform::copy::CopyButton;
use crate::ui::platform::hooks::{use_lang, use_steps};

/// Properties of [`StartScreen`].
#[derive(Properties, PartialEq)]
pub struct StartProps {
    /// The chosen game and options.
    pub rules: Rules,
    /// The chosen mode.
    pub mode: Mode,
    /// Whether a game is in progress to go back to.
    pub can_resume: bool,
    /// A game chosen.
    pub on_game: Callback<GameId>,
    /// An option set.
    pub on_option: Callback<OptionChoice>,
    /// A mode chosen.
    pub on_mode: Callback<Mode>,
    /// The computer's chosen level.
    pub level: Level,
    /// A level chosen.
    pub on_level: Callback<Level>,
    /// Start.
    pub on_start: Callback<()>,
    /// Back to the game in progress.
    pub on_resume: Callback<()>,
    /// What this browser keeps.
    pub library: Rc<Library>,
    /// The game of this tab.
    pub current: SaveId,
    /// Open a saved game.
    pub on_open_saved: Callback<SaveId>,
    /// Delete a saved game (its id and its game, for the message).
    pub on_delete_saved: Callback<(SaveId, GameId)>,
    /// Restore a set-aside save.
    pub on_restore_set_aside: Callback<SaveId>,
    /// Whether a game by correspondence is offered (not on a kiosk).
    #[prop_or(true)]
    pub letters: bool,
}

thread_local! {
    /// Whether the start screen has drawn all its boards once in this page: its first
    /// drawing adds them one a task, later ones draw them at once.
    static BOARDS_DRAWN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The element an event happened in.
fn target(e: &Event) -> Option<web_sys::Element> {
    e.target()?.dyn_into::<web_sys::Element>().ok()
}

/// The start screen: [`page::screen`]'s drawing (the light start screen's too), the
/// saved games after it; one listener for its clicks and one for its choices.
#[component]
pub fn StartScreen(p: &StartProps) -> Html {
    let lang = use_lang();
    let boards = use_steps(GameId::ALL.len(), BOARDS_DRAWN.get());
    if boards == GameId::ALL.len() {
        BOARDS_DRAWN.set(true);
    }
    let setup = SetupForm {
        rules: p.rules,
        mode: p.mode,
        level: p.level,
    };
    let mut root = vtag(&page::screen_offering(
        &setup,
        lang,
        p.can_resume,
        boards,
        p.letters,
        crate::ui::board::picture::board,
    ));
    let click = {
        let (on_game, on_start, on_resume) =
            (p.on_game.clone(), p.on_start.clone(), p.on_resume.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(el) = target(&e) else { return };
            if let Some(g) = el
                .closest("[data-game-card]")
                .ok()
                .flatten()
                .and_then(|c| c.get_attribute("data-game-card"))
                .and_then(|id| id.parse::<GameId>().ok())
            {
                on_game.emit(g);
                return;
            }
            let action = el
                .closest("[data-action]")
                .ok()
                .flatten()
                .and_then(|b| b.get_attribute("data-action"));
            match action.as_deref() {
                Some("start") => on_start.emit(()),
                Some("resume") => on_resume.emit(()),
                _ => {}
            }
        })
    };
    let change = {
        let (on_option, on_mode, on_level) =
            (p.on_option.clone(), p.on_mode.clone(), p.on_level.clone());
        let game = p.rules.game();
        Callback::from(move |e: Event| {
            let Some(el) = target(&e) else { return };
            let value = js_sys::Reflect::get(&el, &"value".into())
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            if let Some(key) = el.get_attribute("data-option") {
                // The select's values are the engine's choices (`page::screen`).
                if let Ok(c) = game.option_choice(&key, &value) {
                    on_option.emit(c);
                }
            } else if el.has_attribute("data-mode") {
                if let Some(m) = page::offered_mode(&value) {
                    on_mode.emit(m);
                }
            } else if el.has_attribute("data-level") {
                if let Some(l) = page::offered_level(&value) {
                    on_level.emit(l);
                }
            }
        })
    };
    root.add_listener(Rc::new(onclick::Wrapper::new(click)));
    root.add_listener(Rc::new(onchange::Wrapper::new(change)));
    // "Record a game" (`#record`): the app's alone (the light start screen stays as
    // small as it is), and not on a kiosk, which keeps nothing.
    if !crate::ui::platform::storage::kiosk() {
        root.add_child(html! {
            <p class="learn-entry record-entry">
                <a href={crate::ui::game::record_link()} data-action="record">{ t(lang, "Record a game: enter a game played on a real board, move by move") }</a>
            </p>
        });
    }
    root.add_child(html! {
        <SavedGames library={p.library.clone()} current={p.current.clone()}
            on_open={p.on_open_saved.clone()} on_delete={p.on_delete_saved.clone()}
            on_restore={p.on_restore_set_aside.clone()} />
    });
    root.into()
}

/// Properties of [`SavedGames`].
#[derive(Properties, PartialEq)]
struct SavedProps {
    library: Rc<Library>,
    current: SaveId,
    on_open: Callback<SaveId>,
    on_delete: Callback<(SaveId, GameId)>,
    on_restore: Callback<SaveId>,
}

/// A date in the reader's language and time zone (`None` when unknown): written by
/// `i18n::date` from the language's file, or by the browser for Persian's calendar.
fn date(ms: f64, lang: crate::ui::i18n::Lang) -> Option<String> {
    (ms > 0.0).then(|| {
        let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        if lang.browser_dates() {
            return d
                .to_locale_string(lang.date_locale(), &wasm_bindgen::JsValue::UNDEFINED)
                .into();
        }
        let part = |v: u32| u8::try_from(v).unwrap_or(0);
        crate::ui::i18n::date(
            lang,
            crate::ui::i18n::Moment {
                year: i32::try_from(d.get_full_year()).unwrap_or(0),
                month: part(d.get_month() + 1),
                day: part(d.get_date()),
                hour: part(d.get_hours()),
                minute: part(d.get_minutes()),
            },
        )
    })
}

/// A text as a `data:` address, for a download link.
fn text_href(text: &str) -> String {
    format!(
        "data:text/plain;charset=utf-8,{}",
        crate::ui::game::share::percent_encode(text)
    )
}

/// Recent games, set-aside saves and saves of a newer version.
#[component]
fn SavedGames(p: &SavedProps) -> Html {
    let lang = use_lang();
    let confirming = use_state(|| None::<SaveId>);
    let lib = &p.library;
    let recent = lib.recent.iter().map(|g| {
        let id = g.id.clone();
        let this = g.id == p.current;
        let open = p.on_open.reform({
            let id = id.clone();
            move |_: MouseEvent| id.clone()
        });
        let asking = confirming.as_ref() == Some(&id);
        let ask = {
            let confirming = confirming.clone();
            let id = id.clone();
            Callback::from(move |_: MouseEvent| confirming.set(Some(id.clone())))
        };
        let keep = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(None))
        };
        let delete = {
            let confirming = confirming.clone();
            let on_delete = p.on_delete.clone();
            let (id, game) = (id.clone(), g.summary.game);
            Callback::from(move |_: MouseEvent| {
                confirming.set(None);
                on_delete.emit((id.clone(), game));
            })
        };
        html! {
            <li class={classes!("saved-game", this.then_some("current"))} data-recent={id.to_string()}>
                <span class="saved-what">{ summary_text(lang, &g.summary) }</span>
                if let Some(d) = date(g.saved, lang) { <span class="saved-when">{ d }</span> }
                if this { <span class="saved-tag">{ t(lang, "this tab's game") }</span> }
                <span class="buttons">
                    <button type="button" data-action="resume-saved" onclick={open}>{ t(lang, "Resume") }</button>
                    if !this && !asking {
                        <button type="button" data-action="delete-saved" onclick={ask}>{ t(lang, "Delete") }</button>
                    }
                    if asking {
                        <span class="confirm" role="group" aria-label={t(lang, "Delete this saved game?")}>
                            { t(lang, "Delete this saved game?") }{ " " }
                            <button type="button" data-action="confirm-delete" onclick={delete}>{ t(lang, "Yes, delete it") }</button>
                            <button type="button" data-action="keep-saved" onclick={keep}>{ t(lang, "Keep it") }</button>
                        </span>
                    }
                </span>
            </li>
        }
    });
    let set_aside = lib.set_aside.iter().map(|g| {
        let restore = p.on_restore.reform({
            let id = g.id.clone();
            move |_: MouseEvent| id.clone()
        });
        let why = match &g.problem {
            Some(e) => tf(lang, "Why it could not be restored: {}.", &[&e.describe(lang)]),
            None => t(lang, "This version of the app can restore it.").to_string(),
        };
        html! {
            <li class="saved-game set-aside" data-set-aside={g.id.to_string()}>
                if let Some(d) = date(g.when, lang) { <span class="saved-when">{ tf(lang, "Set aside on {}", &[&d]) }</span> }
                <span class="saved-why" data-why="">{ why }</span>
                <details class="saved-text">
                    <summary>{ t(lang, "The saved text") }</summary>
                    <textarea readonly=true rows="3" data-set-aside-text="" value={g.text.clone()} />
                </details>
                <span class="buttons">
                    <button type="button" data-action="restore-set-aside" disabled={g.problem.is_some()} onclick={restore}>{ t(lang, "Restore") }</button>
                    <CopyButton text={g.text.clone()} action="copy-text" label={t(lang, "Copy text")}
                        failed={t(lang, "Copying failed: select the text and copy it")} />
                    <a class="button" download="mancala-saved-game.txt" href={text_href(&g.text)}>{ t(lang, "Download text") }</a>
                </span>
            </li>
        }
    });
    let newer = lib.newer.iter().map(|n| {
        html! {
            <li class="saved-game newer" data-newer={n.key.clone()}>
                <span class="saved-why">{ tf(lang, "Format {}: kept as it is. Open it with a newer version of Mancala Atlas.", &[&n.version]) }</span>
                <span class="buttons">
                    <CopyButton text={n.text.clone()} action="copy-text" label={t(lang, "Copy text")}
                        failed={t(lang, "Copying failed: select the text and copy it")} />
                    <a class="button" download="mancala-saved-game.txt" href={text_href(&n.text)}>{ t(lang, "Download text") }</a>
                </span>
            </li>
        }
    });
    html! {
        <div class="saved">
            if !lib.recent.is_empty() {
                <section class="recent" aria-label={t(lang, "Recent games")}>
                    <h2>{ t(lang, "Recent games") }</h2>
                    <ul class="saved-list">{ for recent }</ul>
                </section>
            }
            if !lib.set_aside.is_empty() {
                <section class="set-aside-games" aria-label={t(lang, "Set-aside games")}>
                    <h2>{ t(lang, "Set-aside games") }</h2>
                    <p class="fine">{ t(lang, "Saved games that could not be restored, kept exactly as they were.") }</p>
                    <ul class="saved-list">{ for set_aside }</ul>
                </section>
            }
            if !lib.newer.is_empty() {
                <section class="newer-saves" aria-label={t(lang, "Saved by a newer version of the app")}>
                    <h2>{ t(lang, "Saved by a newer version of the app") }</h2>
                    <ul class="saved-list">{ for newer }</ul>
                </section>
            }
        </div>
    }
}
