//! The museum kiosk's part of the page (`index.html?kiosk=yes`; the pure rules are
//! [`crate::ui::kiosk`]). [`Kiosk`] holds the Atlas (drawn by the app's callback, keyed by
//! the visitor) and watches for touches: after
//! [`super::IDLE_MS`] without one (a countdown shown for the last
//! [`super::COUNTDOWN_MS`]) it starts the Atlas afresh, on its start screen, in the
//! kiosk's own language, with no game, no lesson and nothing of the last visitor (the
//! kiosk keeps nothing: `storage::kiosk`). [`KioskOffer`] puts the lessons and a game
//! against the computer first on the start screen.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::engine::GameId;
use crate::ui::game::lessons::address as learn;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::kiosk::{idle, Idle};
use crate::ui::platform::hooks::use_lang;

/// The time the kiosk reads: the page's (`Date.now()`, looked at every second), or a
/// test's, which moves only when [`Clock::advance`] is called.
#[derive(Clone, Default)]
pub struct Clock(Option<Rc<Manual>>);

struct Manual {
    now: Cell<f64>,
    tick: RefCell<Option<Callback<()>>>,
}

impl PartialEq for Clock {
    fn eq(&self, o: &Self) -> bool {
        match (&self.0, &o.0) {
            (None, None) => true,
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Clock {
    /// A clock that stands at `start` (milliseconds) until moved.
    pub fn manual(start: f64) -> Clock {
        Clock(Some(Rc::new(Manual {
            now: Cell::new(start),
            tick: RefCell::new(None),
        })))
    }

    /// Now, in milliseconds.
    pub fn now(&self) -> f64 {
        match &self.0 {
            None => js_sys::Date::now(),
            Some(m) => m.now.get(),
        }
    }

    /// Moves a test's clock on by `ms` and lets the kiosk look at it (the page's clock
    /// does not move by hand).
    pub fn advance(&self, ms: f64) {
        if let Some(m) = &self.0 {
            m.now.set(m.now.get() + ms);
            let tick = m.tick.borrow().clone();
            if let Some(tick) = tick {
                tick.emit(());
            }
        }
    }

    /// Calls `tick` each time the time should be looked at: every second for the page's
    /// clock (the interval returned), on each [`Clock::advance`] for a test's.
    fn on_tick(&self, tick: Callback<()>) -> Option<Interval> {
        match &self.0 {
            None => Some(Interval::new(1000, move || tick.emit(()))),
            Some(m) => {
                *m.tick.borrow_mut() = Some(tick);
                None
            }
        }
    }
}

/// Properties of [`Kiosk`].
#[derive(Properties, PartialEq)]
pub struct KioskProps {
    /// The clock.
    pub clock: Clock,
    /// Draws the Atlas for a visitor (its key: a new one for each visitor).
    pub atlas: Callback<String, Html>,
}

/// The language the page speaks now (the Atlas sets `<html lang>`).
fn page_lang() -> Lang {
    gloo::utils::document()
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|c| Lang::from_code(&c))
        .unwrap_or(Lang::En)
}

/// The kiosk: the Atlas, started afresh after three minutes without a touch.
#[component]
pub fn Kiosk(p: &KioskProps) -> Html {
    // Each visitor's Atlas: a new one (a new key) after each return to the start.
    let visitor = use_state(|| 0u32);
    let shown = use_state_eq(|| Idle::Active);
    let touched = use_mut_ref(|| p.clock.now());
    {
        let (clock, touched, shown, visitor) = (
            p.clock.clone(),
            touched.clone(),
            shown.clone(),
            visitor.clone(),
        );
        use_effect_with(p.clock.clone(), move |_| {
            let touch = {
                let (clock, touched, shown) = (clock.clone(), touched.clone(), shown.clone());
                move |_: &web_sys::Event| {
                    *touched.borrow_mut() = clock.now();
                    shown.set(Idle::Active);
                }
            };
            let document = gloo::utils::document();
            let listeners: Vec<gloo::events::EventListener> =
                ["pointerdown", "keydown", "wheel", "touchstart", "click"]
                    .into_iter()
                    .map(|name| {
                        let touch = touch.clone();
                        gloo::events::EventListener::new(&document, name, move |e| touch(e))
                    })
                    .collect();
            let tick = {
                let clock = clock.clone();
                Callback::from(move |_: ()| {
                    let now = clock.now();
                    let at = idle(*touched.borrow(), now);
                    if at == Idle::Return {
                        *touched.borrow_mut() = now;
                        // The next visitor starts on the start screen, and the
                        // browser's back leads to nothing of the last one.
                        crate::ui::shell::storage::write_route(
                            "",
                            crate::ui::game::Screen::Start,
                            crate::ui::game::Write::Replace,
                        );
                        visitor.set(*visitor + 1);
                        shown.set(Idle::Active);
                    } else {
                        shown.set(at);
                    }
                })
            };
            let interval = clock.on_tick(tick);
            move || {
                drop(listeners);
                drop(interval);
            }
        });
    }
    let countdown = match *shown {
        Idle::Countdown(seconds) => {
            let lang = page_lang();
            Some(html! {
                <div class="kiosk-countdown" role="status" data-countdown={seconds.to_string()} lang={lang.code()} dir={lang.dir()}>
                    // Seen: every second; heard: at 30, 20 and 10 seconds only.
                    <p aria-hidden="true">{ tf(lang, "Nobody has touched the screen for a while: back to the start in {} s.", &[&seconds]) }</p>
                    <p class="visually-hidden">{ tf(lang, "Nobody has touched the screen for a while: back to the start in {} s.", &[&seconds.div_ceil(10).saturating_mul(10)]) }</p>
                    <p class="buttons"><button type="button" class="primary" data-action="kiosk-stay">{ t(lang, "Stay") }</button></p>
                </div>
            })
        }
        _ => None,
    };
    // Both children keyed, the countdown's place always there: the Atlas is made anew
    // only when the visitor changes, never when the countdown comes or goes.
    html! {
        <>
            { p.atlas.emit(format!("visitor-{}", *visitor)) }
            <div key="countdown" class="kiosk-countdown-place">{ for countdown }</div>
        </>
    }
}

/// Properties of [`KioskOffer`].
#[derive(Properties, PartialEq)]
pub struct KioskOfferProps {
    /// The game chosen on the start screen.
    pub game: GameId,
    /// Start a game of it against the computer (the beginner).
    pub on_computer: Callback<GameId>,
}

/// What the kiosk offers first: the chosen game's lessons, and a game against the
/// computer at the beginner level.
#[component]
pub fn KioskOffer(p: &KioskOfferProps) -> Html {
    let lang = use_lang();
    let game = p.game;
    let name = game_name(game, lang);
    let play = p.on_computer.reform(move |_: MouseEvent| game);
    html! {
        <div class="kiosk-offer buttons" data-kiosk-offer={game.id()}>
            <a class="button primary" href={learn::link(game, None)} data-action="kiosk-learn">{ tf(lang, "Learn {}", &[&name]) }</a>
            <button type="button" class="primary" data-action="kiosk-computer" onclick={play}>{ tf(lang, "Play {} against the beginner", &[&name]) }</button>
        </div>
    }
}
