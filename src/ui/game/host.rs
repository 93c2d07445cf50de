//! What holds a game, and what each holder carries out: every screen that holds a game —
//! the app's game, a lesson, a puzzle, a figure, the recorder, on the Atlas's page, on a
//! museum's kiosk or embedded in another site's page — is a pure [`Model`] around the
//! app's [`State`]: its update returns the [`Effect`]s the world must see, and the shell
//! carries every one of them out (`crate::ui::shell::runtime`, one exhaustive `match`),
//! or refuses it for a reason said here, in one place ([`carries`]): a figure keeps
//! nothing and searches nothing, a kiosk keeps nothing, a lesson's board is not the
//! player's game, a recording is kept only by the recorder on the Atlas's own page.
//! A new [`Effect`] does not compile until [`carries`] says, for every screen, whether
//! it is carried out, and the runtime how.

use super::{Action, DecideFailure, Effect, Effects, Reply, Request, State};

/// A screen's part that runs through the shell: the app's [`State`] itself, or a screen's
/// own part around it (a lesson's, a puzzle's, a figure's). Pure: its update returns what
/// the world must do, and the shell does it.
pub trait Model: Clone + 'static {
    /// What can happen to it: its own messages, and the board's actions.
    type Msg: 'static;
    /// The board's action as a message (the worker's replies, the animation's ticks, the
    /// board's clicks).
    fn board(action: Action) -> Self::Msg;
    /// The board's state.
    fn state(&self) -> &State;
    /// Applies `msg`; what the shell must do.
    fn update(&mut self, msg: Self::Msg) -> Effects;
    /// Whether this screen ever keeps the game (saves, the tab's record, the saved games'
    /// lists, the settings in the browser's storage) and writes the address: only the
    /// app's game. What [`carries`] says at run time, known when the
    /// bundle is built, so that a bundle whose screens keep nothing (the figure) carries
    /// no code for it; a test checks that the two agree.
    const SAVES: bool = false;
    /// Whether this screen ever asks the worker (a hint, a move, a long sowing decided):
    /// every screen but the figure, which searches nothing (as [`carries`] says).
    const SEARCHES: bool = true;
    /// Whether this screen ever plays sounds: every screen of the Atlas; a figure is
    /// another site's page, and plays none.
    const SOUNDS: bool = true;
}

impl Model for State {
    type Msg = Action;
    fn board(action: Action) -> Action {
        action
    }
    fn state(&self) -> &State {
        self
    }
    fn update(&mut self, msg: Action) -> Effects {
        State::update(self, msg)
    }
    const SAVES: bool = true;
}

/// What holds the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    /// The app's own game: the one the player plays, saves and shares.
    App,
    /// A lesson's board.
    Lesson,
    /// A puzzle's board.
    Puzzle,
    /// An embedded figure's board: the author's moves, and the reader's own.
    Figure,
    /// "Record a game": a game watched on a real board, entered move by move; its
    /// recording is kept in the browser ([`Effect::KeepRecording`]), not as the app's game.
    Recorder,
}

/// Where the page is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The Atlas's own page.
    Atlas,
    /// A museum's kiosk (`?kiosk=yes`): the next visitor must find nothing of the last.
    Kiosk,
    /// Another site's page (an embedded figure, lesson or puzzle): it is the reader's
    /// page, not ours.
    Embedded,
}

/// Why a screen does not carry out an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nothing is kept in the browser here (a kiosk, another site's page).
    KeepsNothing,
    /// Not the app's own game: the saves, the tab's record, the saved games' lists and
    /// the address are the app's.
    NotTheGame,
    /// A figure searches and decides nothing (it would hold up its host's page): what
    /// it asks is answered at once as not done ([`refused_reply`]).
    NoSearch,
    /// A figure is another site's page: it plays no sound.
    Silent,
    /// Only a puzzle's board has an attempt to keep.
    NoAttempt,
}

/// Whether a screen (`host`, at `place`) carries out `effect`, or why not: the one place
/// that says it, for every effect and every screen.
///
/// # Errors
/// The reason it is refused.
pub fn carries(host: Host, place: Place, effect: &Effect) -> Result<(), Refusal> {
    let keeps = place == Place::Atlas;
    match effect {
        Effect::Ask(_) | Effect::Cancel(_) if host == Host::Figure => Err(Refusal::NoSearch),
        Effect::Ask(_) | Effect::Cancel(_) => Ok(()),
        Effect::Sounds(_) if host == Host::Figure => Err(Refusal::Silent),
        // Played only when the reader turned them on (the board's own setting).
        Effect::Sounds(_) => Ok(()),
        Effect::FocusBoard => Ok(()),
        // A setting changed on any screen of the Atlas is the reader's: a lesson's or a
        // puzzle's is handed to the app, which keeps it (or, on a kiosk, only follows it).
        Effect::Keep(_) => match (host, place) {
            (Host::App, Place::Atlas) => Ok(()),
            (Host::Lesson | Host::Puzzle | Host::Recorder, Place::Atlas | Place::Kiosk) => Ok(()),
            _ => Err(Refusal::KeepsNothing),
        },
        // The recording is the recorder's, kept on the Atlas's own page only.
        Effect::KeepRecording(_) => match (host, place) {
            (Host::Recorder, Place::Atlas) => Ok(()),
            (Host::Recorder, _) => Err(Refusal::KeepsNothing),
            _ => Err(Refusal::NotTheGame),
        },
        Effect::Save(_) | Effect::Tab(..) | Effect::RefreshLibrary => match (host, keeps) {
            (Host::App, true) => Ok(()),
            (Host::App, false) => Err(Refusal::KeepsNothing),
            _ => Err(Refusal::NotTheGame),
        },
        Effect::ClearAddress | Effect::Route { .. } => match (host, place) {
            (Host::App, Place::Atlas | Place::Kiosk) => Ok(()),
            _ => Err(Refusal::NotTheGame),
        },
        // A puzzle's attempt is kept in the tab on the Atlas's page (a reload comes back
        // to it); a kiosk's next visitor and another site's page find nothing of it.
        Effect::KeepAttempt(_) => match (host, keeps) {
            (Host::Puzzle, true) => Ok(()),
            (Host::Puzzle, false) => Err(Refusal::KeepsNothing),
            _ => Err(Refusal::NoAttempt),
        },
    }
}

/// Whether a puzzle's board at `place` comes back to the attempt kept in the tab (where
/// it keeps its attempt: [`carries`]).
pub fn resumes_attempt(place: Place) -> bool {
    carries(Host::Puzzle, place, &Effect::KeepAttempt(String::new())).is_ok()
}

/// Something a screen offers the reader to take away from the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Takeaway {
    /// The game's share link and its record (the record panel).
    Share,
    /// A game by correspondence: its mode on the start screen, and the links to send.
    Letters,
    /// A file to download: an image of the board, a record, the statistics.
    Download,
    /// A figure for another page: "Make a figure" and the figure builder.
    Figure,
}

impl Takeaway {
    /// Every takeaway.
    pub const ALL: [Takeaway; 4] = [
        Takeaway::Share,
        Takeaway::Letters,
        Takeaway::Download,
        Takeaway::Figure,
    ];
}

/// Whether a page at `place` offers `what`: a museum's kiosk offers nothing to take away
/// (its visitor has no address bar, no downloads folder and no way to send a link, and
/// the next visitor would find what was left); the Atlas's page and another site's offer
/// everything they show.
pub fn offers(place: Place, what: Takeaway) -> bool {
    match (place, what) {
        (Place::Kiosk, _) => false,
        (Place::Atlas | Place::Embedded, _) => true,
    }
}

/// The reply that answers a request the shell refused to send ([`Refusal::NoSearch`]):
/// what the state waits for is answered as not done, so that nothing waits for ever.
pub fn refused_reply(request: &Request) -> Reply {
    match request {
        Request::Decide(d) => Reply::DecideFailed {
            id: d.id,
            why: DecideFailure::InFigure,
        },
        Request::Hint { id } => Reply::HintFailed { id: *id },
        Request::Graph { id, ply } => Reply::Graph {
            id: *id,
            ply: *ply,
            value: None,
        },
        Request::Computer { ply, serial } => Reply::ComputerFailed {
            ply: *ply,
            serial: *serial,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::ui::game::{testing, Keep, LibraryAction, PlayAction, Screen, Sound, Speed, Write};

    /// One of each effect (but a puzzle's attempt kept, which only a puzzle has: its own
    /// test below).
    fn every_effect() -> Vec<Effect> {
        let s = testing::started(GameId::Kiothi, Speed::Normal);
        let work = s.work(Request::Hint { id: 7 });
        vec![
            Effect::Ask(work),
            Effect::Cancel(Request::Hint { id: 7 }),
            Effect::Sounds(vec![Sound::Drop]),
            Effect::Keep(Keep::Speed(Speed::Fast)),
            Effect::RefreshLibrary,
            Effect::Save(s.session.clone()),
            Effect::Tab(s.session.id.clone(), Screen::Play),
            Effect::ClearAddress,
            Effect::FocusBoard,
            Effect::Route {
                fragment: String::new(),
                screen: Screen::Play,
                write: Write::Push,
            },
            Effect::KeepRecording("{}".into()),
        ]
    }

    fn carried(host: Host, place: Place) -> Vec<bool> {
        every_effect()
            .iter()
            .map(|e| carries(host, place, e).is_ok())
            .collect()
    }

    #[test]
    fn the_app_on_its_page_carries_out_everything_but_a_recording() {
        for (effect, carried) in every_effect().iter().zip(carried(Host::App, Place::Atlas)) {
            match effect {
                Effect::KeepRecording(_) => assert!(!carried, "a recording is the recorder's"),
                _ => assert!(carried, "{effect:?}"),
            }
        }
    }

    #[test]
    fn a_recording_is_kept_by_the_recorder_on_the_atlas_only() {
        for effect in every_effect() {
            let atlas = carries(Host::Recorder, Place::Atlas, &effect);
            let kiosk = carries(Host::Recorder, Place::Kiosk, &effect);
            let embedded = carries(Host::Recorder, Place::Embedded, &effect);
            match effect {
                Effect::KeepRecording(_) => {
                    assert_eq!(atlas, Ok(()));
                    assert_eq!(kiosk, Err(Refusal::KeepsNothing), "a kiosk keeps nothing");
                    assert_eq!(embedded, Err(Refusal::KeepsNothing), "another site's page");
                }
                // Its board decides long sowings in the worker, plays sounds, takes the
                // focus, and hands a setting changed on it to the app.
                Effect::Ask(_) | Effect::Cancel(_) | Effect::Sounds(_) | Effect::FocusBoard => {
                    assert_eq!(atlas, Ok(()));
                    assert_eq!(embedded, Ok(()));
                }
                Effect::Keep(_) => {
                    assert_eq!(atlas, Ok(()));
                    assert_eq!(kiosk, Ok(()));
                    assert_eq!(embedded, Err(Refusal::KeepsNothing));
                }
                // Not the app's game: no saves, no tab's record, no address.
                _ => {
                    assert_eq!(atlas, Err(Refusal::NotTheGame), "{effect:?}");
                    assert_eq!(kiosk, Err(Refusal::NotTheGame), "{effect:?}");
                }
            }
        }
        // Nobody else keeps a recording.
        for host in [Host::App, Host::Lesson, Host::Puzzle, Host::Figure] {
            for place in [Place::Atlas, Place::Kiosk, Place::Embedded] {
                let e = Effect::KeepRecording("{}".into());
                assert!(carries(host, place, &e).is_err(), "{host:?} {place:?}");
            }
        }
    }

    #[test]
    fn a_kiosk_keeps_nothing_and_a_figure_keeps_and_searches_nothing() {
        let e = every_effect();
        for (i, effect) in e.iter().enumerate() {
            let kiosk = carries(Host::App, Place::Kiosk, effect);
            match effect {
                Effect::Keep(_) | Effect::Save(_) | Effect::Tab(..) | Effect::RefreshLibrary => {
                    assert_eq!(kiosk, Err(Refusal::KeepsNothing), "{i}")
                }
                Effect::KeepRecording(_) => assert_eq!(kiosk, Err(Refusal::NotTheGame), "{i}"),
                _ => assert_eq!(kiosk, Ok(()), "{i}"),
            }
            let figure = carries(Host::Figure, Place::Embedded, effect);
            match effect {
                Effect::Ask(_) | Effect::Cancel(_) => {
                    assert_eq!(figure, Err(Refusal::NoSearch), "{i}")
                }
                Effect::Sounds(_) => assert_eq!(figure, Err(Refusal::Silent), "{i}"),
                Effect::FocusBoard => assert_eq!(figure, Ok(()), "{i}"),
                _ => assert!(figure.is_err(), "{i}: a figure keeps nothing"),
            }
        }
    }

    #[test]
    fn a_lesson_or_a_puzzle_searches_and_keeps_the_reader_s_settings_but_not_the_game() {
        for host in [Host::Lesson, Host::Puzzle] {
            for effect in every_effect() {
                let atlas = carries(host, Place::Atlas, &effect);
                let embedded = carries(host, Place::Embedded, &effect);
                match effect {
                    Effect::Ask(_) | Effect::Cancel(_) | Effect::Sounds(_) | Effect::FocusBoard => {
                        assert_eq!(atlas, Ok(()));
                        assert_eq!(embedded, Ok(()));
                    }
                    Effect::Keep(_) => {
                        assert_eq!(atlas, Ok(()), "a speed changed in a lesson is kept");
                        assert_eq!(embedded, Err(Refusal::KeepsNothing));
                    }
                    _ => {
                        assert_eq!(atlas, Err(Refusal::NotTheGame));
                        assert_eq!(embedded, Err(Refusal::NotTheGame));
                    }
                }
            }
        }
    }

    /// A model's kind says at build time what [`carries`] says at run time: it keeps, asks
    /// or sounds exactly when some place carries that out for its screen.
    fn agrees<M: Model>(host: Host) {
        let places = [Place::Atlas, Place::Kiosk, Place::Embedded];
        for effect in every_effect() {
            let somewhere = places.iter().any(|&p| carries(host, p, &effect).is_ok());
            let built = match effect {
                Effect::Ask(_) | Effect::Cancel(_) => M::SEARCHES,
                Effect::Sounds(_) => M::SOUNDS,
                Effect::Save(_) | Effect::Tab(..) | Effect::RefreshLibrary => M::SAVES,
                Effect::ClearAddress | Effect::Route { .. } => M::SAVES,
                _ => continue,
            };
            assert_eq!(built, somewhere, "{host:?}: {effect:?}");
        }
    }

    #[test]
    fn what_a_bundle_builds_is_what_its_screen_carries_out() {
        agrees::<State>(Host::App);
        agrees::<crate::ui::learn::run::Run>(Host::Lesson);
        agrees::<crate::ui::puzzles::attempt::Attempt>(Host::Puzzle);
        agrees::<crate::ui::figure::model::Figure>(Host::Figure);
        agrees::<crate::ui::record::model::Recorder>(Host::Recorder);
    }

    #[test]
    fn only_a_puzzle_on_the_atlas_s_page_keeps_its_attempt() {
        let keep = Effect::KeepAttempt("{}".into());
        for host in [Host::App, Host::Lesson, Host::Puzzle, Host::Figure] {
            for place in [Place::Atlas, Place::Kiosk, Place::Embedded] {
                let want = match (host, place) {
                    (Host::Puzzle, Place::Atlas) => Ok(()),
                    (Host::Puzzle, _) => Err(Refusal::KeepsNothing),
                    _ => Err(Refusal::NoAttempt),
                };
                assert_eq!(carries(host, place, &keep), want, "{host:?} at {place:?}");
            }
        }
        assert!(resumes_attempt(Place::Atlas));
        assert!(!resumes_attempt(Place::Kiosk) && !resumes_attempt(Place::Embedded));
    }

    #[test]
    fn a_kiosk_offers_nothing_to_take_away() {
        for what in Takeaway::ALL {
            assert!(!offers(Place::Kiosk, what), "{what:?}");
            assert!(offers(Place::Atlas, what), "{what:?}");
        }
    }

    #[test]
    fn a_refused_request_is_answered_so_that_nothing_waits() {
        // A figure's long sowing: the decision it waits for is answered "not here".
        let f = testing::quick_long();
        let s = State::two_players(Speed::Instant)
            .reduce(LibraryAction::Import(f.record.to_string()))
            .reduce(PlayAction::Play(f.mv));
        let asked = s.effects.iter().find_map(|e| match e {
            Effect::Ask(w) => Some(w.request.clone()),
            _ => None,
        });
        let request = asked.expect("a decision asked");
        let answered = s.clone().reduce(refused_reply(&request));
        assert!(answered.deciding().is_none(), "nothing waits");
        let said = answered
            .notices
            .notice
            .as_ref()
            .map(|n| n.message.text(crate::ui::i18n::Lang::En))
            .unwrap_or_default();
        assert!(said.contains("a figure never decides"), "{said}");
        // A hint: answered as failed.
        let s = testing::started(GameId::RioKadalis, Speed::Instant).reduce(PlayAction::AskHint);
        let id = s.hint_asked().expect("asked");
        let answered = s.reduce(refused_reply(&Request::Hint { id }));
        assert!(answered.hint_asked().is_none());
    }
}
