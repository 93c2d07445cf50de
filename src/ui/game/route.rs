//! Where the reader is: the route. The game's own screens (the start screen, the board:
//! [`Screen`]) and, over them, a screen an address opens — the lessons, the puzzles, the
//! figure builder, the recorder ([`Aside`]) — which leaves the game as it was and goes back to its
//! screen. One route for all of them, in the state: every change of it is an update, and
//! the shell mirrors it in the address (its fragment, and the history entry's screen),
//! so that the browser's back and forward walk between the screens, and a reload comes
//! back to the same one.
//!
//! The route changes two ways. In the app (a button: Play, New game, Resume, Leave the
//! lessons), the update asks the shell to add a history entry ([`Effect::Route`]); from
//! the address (a link followed, back, forward, a reload: [`RouteAction::Arrived`]) the
//! browser has already moved, and nothing is added.

use super::effect::{Effect, Effects};
use super::{Screen, State};

/// The kind of screen an address opens over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AsideKind {
    /// A game's lessons (`#learn=…`).
    Learn,
    /// A game's puzzles (`#puzzles…`, `#puzzle=…`).
    Puzzles,
    /// The figure builder (`#figure=…`).
    Builder,
    /// "Record a game" (`#record`).
    Record,
}

/// A screen over the game, as its address says it: the kind, and the fragment (without
/// `#`) that the screen reads.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Aside {
    /// Which screen.
    pub kind: AsideKind,
    /// Its address's fragment, without `#` (`learn=katro/2`).
    pub fragment: String,
}

/// Where the reader is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// The start screen.
    Start,
    /// The board.
    Play,
    /// A screen over the game (whose own screen is kept for the way back).
    Aside(Aside),
}

impl Route {
    /// The route's address: its fragment (without `#`; empty for the game's own screens,
    /// whose address is the page's own) and the game's screen the history entry keeps.
    pub fn address(&self, screen: Screen) -> (String, Screen) {
        match self {
            Route::Start => (String::new(), Screen::Start),
            Route::Play => (String::new(), Screen::Play),
            Route::Aside(a) => (a.fragment.clone(), screen),
        }
    }
}

/// The history entry's word for the game's screen.
pub fn screen_code(screen: Screen) -> &'static str {
    match screen {
        Screen::Start => "start",
        Screen::Play => "play",
    }
}

/// The game's screen a history entry's word names.
pub fn screen_of(code: &str) -> Option<Screen> {
    match code {
        "start" => Some(Screen::Start),
        "play" => Some(Screen::Play),
        _ => None,
    }
}

/// The recorder's fragment (without `#`).
pub const RECORD_LINK: &str = "record";

/// Whether an address's fragment (with or without `#`) opens the recorder.
pub fn is_record_link(fragment: &str) -> bool {
    fragment.trim_start_matches('#') == RECORD_LINK
}

/// The recorder's link, as an `href`.
pub fn record_link() -> String {
    format!("#{RECORD_LINK}")
}

/// What moves the reader.
#[derive(Clone, Debug, PartialEq)]
pub enum RouteAction {
    /// The address says where the reader is (a link followed, back or forward, a
    /// reload): an aside, or none and the game's screen (`None`: the screen the game is
    /// on). The browser has moved already: nothing is added to the history.
    Arrived {
        /// The screen over the game, if any.
        aside: Option<Aside>,
        /// The game's screen the history entry keeps.
        screen: Option<Screen>,
    },
    /// Open a screen over the game (a new history entry).
    Open(Aside),
    /// Leave the screen over the game, back to the game's screen (a new history entry).
    Leave,
}

impl State {
    /// Where the reader is now.
    pub fn route(&self) -> Route {
        match (&self.aside, self.screen) {
            (Some(a), _) => Route::Aside(a.clone()),
            (None, Screen::Start) => Route::Start,
            (None, Screen::Play) => Route::Play,
        }
    }

    /// The route's actions.
    pub(super) fn update_route(&mut self, action: RouteAction) -> Effects {
        match action {
            RouteAction::Arrived { aside, screen } => {
                self.aside = aside;
                match screen {
                    Some(Screen::Start) if self.screen != Screen::Start => {
                        self.update_setup(super::SetupAction::ShowStart)
                    }
                    Some(Screen::Play) if self.screen != Screen::Play => {
                        self.update_setup(super::SetupAction::Resume)
                    }
                    _ => Vec::new(),
                }
            }
            RouteAction::Open(aside) => {
                self.aside = Some(aside);
                Vec::new()
            }
            RouteAction::Leave => {
                let refresh = self.aside.take().is_some() && self.screen == Screen::Start;
                refresh
                    .then_some(Effect::RefreshLibrary)
                    .into_iter()
                    .collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::game::testing::{game, started};
    use crate::ui::game::{LibraryAction, Mode, SetupAction, Speed, Write};

    fn learn(fragment: &str) -> Aside {
        Aside {
            kind: AsideKind::Learn,
            fragment: fragment.into(),
        }
    }

    /// The address the last update wrote, if any: its fragment, screen and how.
    fn written(s: &State) -> Vec<(String, Screen, Write)> {
        s.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Route {
                    fragment,
                    screen,
                    write,
                } => Some((fragment.clone(), *screen, *write)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn going_somewhere_in_the_app_adds_a_history_entry() {
        let s = State::two_players(Speed::Instant);
        assert_eq!(s.route(), Route::Start);
        let s = s.reduce(SetupAction::Start);
        assert_eq!(s.route(), Route::Play);
        assert_eq!(written(&s), [(String::new(), Screen::Play, Write::Push)]);
        let s = s.reduce(RouteAction::Open(learn("learn=katro/2")));
        assert_eq!(s.route(), Route::Aside(learn("learn=katro/2")));
        assert_eq!(
            written(&s),
            [("learn=katro/2".to_string(), Screen::Play, Write::Push)],
            "the lessons' address, and the board's screen kept for the way back"
        );
        let s = s.reduce(RouteAction::Leave);
        assert_eq!(s.route(), Route::Play);
        assert_eq!(written(&s), [(String::new(), Screen::Play, Write::Push)]);
        let s = s.reduce(SetupAction::ShowStart);
        assert_eq!(written(&s), [(String::new(), Screen::Start, Write::Push)]);
        let s = s.reduce(SetupAction::Resume);
        assert_eq!(written(&s), [(String::new(), Screen::Play, Write::Push)]);
        // Nothing that stays on the screen writes the address.
        let s = s.reduce(crate::ui::game::PlayAction::FlipBoard);
        assert!(written(&s).is_empty());
    }

    #[test]
    fn back_and_forward_move_the_reader_without_writing_the_address() {
        let s = started(game("rio-kadalis"), Speed::Instant);
        let to = |s: &State, aside: Option<Aside>, screen| {
            s.clone().reduce(RouteAction::Arrived {
                aside,
                screen: Some(screen),
            })
        };
        let back = to(&s, None, Screen::Start);
        assert_eq!(back.route(), Route::Start);
        assert!(written(&back).is_empty(), "the browser moved already");
        assert!(back
            .effects
            .iter()
            .any(|e| matches!(e, Effect::RefreshLibrary)));
        let forward = to(&back, None, Screen::Play);
        assert_eq!(forward.route(), Route::Play);
        assert!(written(&forward).is_empty());
        assert_eq!(forward.session.id, s.session.id, "the same game");
        let lessons = to(&forward, Some(learn("learn=kiothi")), Screen::Play);
        assert_eq!(lessons.route(), Route::Aside(learn("learn=kiothi")));
        assert!(written(&lessons).is_empty());
        // Arriving without a screen (a page opened afresh) keeps the game's.
        let same = lessons.clone().reduce(RouteAction::Arrived {
            aside: None,
            screen: None,
        });
        assert_eq!(same.route(), Route::Play);
        // An address that says where the reader already is changes nothing, not even
        // the serial (the computer's request stays).
        let again = same.clone().reduce(RouteAction::Arrived {
            aside: None,
            screen: Some(Screen::Play),
        });
        assert_eq!(again.serial, same.serial);
        assert!(again.effects.is_empty());
    }

    #[test]
    fn the_game_waits_while_a_screen_is_over_it() {
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game("hoyito-3")))
            .reduce(SetupAction::SetMode(Mode::VsComputer {
                computer: crate::engine::Player::South,
            }))
            .reduce(SetupAction::Start);
        assert!(s.computer_to_move(), "the computer opens");
        let away = s.reduce(RouteAction::Open(learn("learn=hoyito-3")));
        assert!(!away.computer_to_move(), "not while the lessons are shown");
        assert!(!away.can_hint() && away.resigner().is_none());
        let back = away.reduce(RouteAction::Leave);
        assert!(back.computer_to_move());
    }

    #[test]
    fn a_link_opened_leaves_the_lessons_and_takes_the_link_s_entry() {
        let s = State::two_players(Speed::Instant).reduce(RouteAction::Arrived {
            aside: Some(learn("learn=katro")),
            screen: Some(Screen::Start),
        });
        let opened = s.reduce(LibraryAction::OpenLink("#game=hoyito-3&moves=c1".into()));
        assert_eq!(opened.route(), Route::Play);
        assert!(opened
            .effects
            .iter()
            .any(|e| matches!(e, Effect::ClearAddress)));
        assert_eq!(
            written(&opened),
            [(String::new(), Screen::Play, Write::Replace)],
            "in place of the link's entry: a reload must not open it again"
        );
        // The start screen's Play leaves any screen over the game too.
        let s = State::two_players(Speed::Instant)
            .reduce(RouteAction::Open(learn("learn=katro")))
            .reduce(SetupAction::Start);
        assert_eq!(s.route(), Route::Play);
    }
}
