//! A lesson's address: where the Learn screen is opened (`#learn=GAME`, `#learn=GAME/N`),
//! written and read here, for the route, the start screen, the kiosk and a figure
//! (`lesson=GAME/N`).

use super::count;
use crate::engine::GameId;
use crate::ui::i18n::{game_name, tf, Lang};
use crate::ui::platform::query::excerpt;

/// Where the Learn screen is opened: a game's lessons, and one of them (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    /// The game.
    pub game: GameId,
    /// The lesson shown (from 1); `None`: the first not yet done.
    pub lesson: Option<usize>,
}

/// What is wrong with a learn link (`#learn=…`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// No game by this name.
    NoGame(String),
    /// The game has no lesson by this number.
    NoLesson {
        /// The game.
        game: GameId,
        /// What the link asked for.
        asked: String,
        /// How many lessons the game has.
        count: usize,
    },
}

impl RouteError {
    /// The error in words.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            RouteError::NoGame(name) => tf(
                lang,
                "The learn link names no game the Atlas has (\"{}\"): here are the lessons of {}.",
                &[name, &game_name(first_game(), lang)],
            ),
            RouteError::NoLesson { game, asked, count } => tf(
                lang,
                "The learn link asks for lesson \"{}\", but {} has lessons 1 to {}.",
                &[asked, &game_name(*game, lang), count],
            ),
        }
    }
}

/// A learn link opened: the route to show, and what was wrong with the link if
/// something was (the screen then shows what it can, and says so).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// What to show.
    pub route: Route,
    /// What was wrong with the link.
    pub problem: Option<RouteError>,
}

/// Whether an address's fragment (with or without `#`) is a learn link, which is not a
/// share link: the game on the board is not touched by it.
pub fn is_learn_link(fragment: &str) -> bool {
    let f = fragment.trim_start_matches('#');
    f == "learn" || f.starts_with("learn=")
}

/// The learn link in an address's fragment (`learn=katro/2`, with or without `#`), or
/// `None` when the fragment is not one ([`is_learn_link`]). A link that names a game
/// without lessons or a lesson that does not exist opens what it can, with the reason.
pub fn open(fragment: &str) -> Option<Opened> {
    if !is_learn_link(fragment) {
        return None;
    }
    let f = fragment.trim_start_matches('#');
    let value = f.strip_prefix("learn=").unwrap_or("");
    let first = Route {
        game: first_game(),
        lesson: None,
    };
    if value.is_empty() {
        return Some(Opened {
            route: first,
            problem: None,
        });
    }
    Some(match route(value) {
        Ok(route) => Opened {
            route,
            problem: None,
        },
        // A game without lessons: the first game's; a lesson it does not have: its first.
        Err(problem) => Opened {
            route: match problem {
                RouteError::NoLesson { game, .. } => Route { game, lesson: None },
                RouteError::NoGame(_) => first,
            },
            problem: Some(problem),
        },
    })
}

/// The game the Learn screen shows when its link names none, or none with lessons: the
/// first of the engine's games ([`GameId::ALL`]) that has lessons, by their data.
pub fn first_game() -> GameId {
    GameId::ALL
        .into_iter()
        .find(|g| count(*g) > 0)
        .unwrap_or(GameId::ALL[0])
}

/// A lesson's route as a link or a figure writes it: `GAME` (its lessons) or `GAME/N`
/// (lesson N, from 1; `GAME/` is `GAME`).
///
/// # Errors
/// A name that is no game with lessons, or a number the game's lessons do not have.
pub fn route(value: &str) -> Result<Route, RouteError> {
    let (name, number) = match value.split_once('/') {
        Some((g, n)) => (g, Some(n)),
        None => (value, None),
    };
    let game = name
        .parse::<GameId>()
        .ok()
        .filter(|g| count(*g) > 0)
        .ok_or_else(|| RouteError::NoGame(excerpt(name)))?;
    let count = count(game);
    let lesson = match number {
        None | Some("") => None,
        Some(n) => match n.parse::<usize>() {
            Ok(k) if (1..=count).contains(&k) => Some(k),
            _ => {
                return Err(RouteError::NoLesson {
                    game,
                    asked: excerpt(n),
                    count,
                })
            }
        },
    };
    Ok(Route { game, lesson })
}

/// The link to lesson `n` of `game` (or to its lessons: `n` = `None`).
pub fn link(game: GameId, n: Option<usize>) -> String {
    match n {
        Some(n) => format!("#learn={}/{n}", game.id()),
        None => format!("#learn={}", game.id()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_learn_link_opens_its_game_and_lesson() {
        let cases = [
            ("#learn=katro", Some((GameId::Katro, None))),
            ("learn=kiothi/7", Some((GameId::Kiothi, Some(7)))),
            ("#learn=hoyito-3/1", Some((GameId::Hoyito3, Some(1)))),
            ("#learn=rio-kadalis/", Some((GameId::RioKadalis, None))),
            ("#learn", Some((GameId::Katro, None))),
            ("#learn=", Some((GameId::Katro, None))),
            ("#learner", None),
            ("#g=katro", None),
            ("", None),
        ];
        for (hash, want) in cases {
            let got = open(hash);
            assert_eq!(
                got.as_ref().map(|o| (o.route.game, o.route.lesson)),
                want,
                "{hash}"
            );
            assert!(got.is_none_or(|o| o.problem.is_none()), "{hash}");
            assert_eq!(is_learn_link(hash), want.is_some(), "{hash}");
        }
    }

    #[test]
    fn a_bad_learn_link_opens_what_it_can_and_says_why() {
        let o = open("#learn=kiothi/9").unwrap();
        assert_eq!(
            o.route,
            Route {
                game: GameId::Kiothi,
                lesson: None
            }
        );
        let msg = o.problem.unwrap().message(Lang::En);
        assert!(msg.contains("\"9\"") && msg.contains("1 to 7"), "{msg}");
        for bad in ["#learn=katro/0", "#learn=katro/x", "#learn=katro/-1"] {
            assert!(open(bad).unwrap().problem.is_some(), "{bad}");
        }
        let o = open(&format!("#learn=chess{}", "x".repeat(100))).unwrap();
        assert_eq!(o.route.game, GameId::Katro);
        let msg = o.problem.unwrap().message(Lang::En);
        assert!(msg.contains("chess") && msg.len() < 200, "{msg}");
    }

    #[test]
    fn without_a_game_the_first_game_with_lessons_is_opened() {
        let first = first_game();
        assert!(count(first) > 0);
        assert!(GameId::ALL
            .iter()
            .take_while(|g| **g != first)
            .all(|g| count(*g) == 0));
        assert_eq!(open("#learn").map(|o| o.route.game), Some(first));
        let o = open("#learn=chess").unwrap();
        assert_eq!(o.route.game, first);
        for lang in Lang::ALL {
            let msg = o.problem.as_ref().unwrap().message(lang);
            assert!(msg.contains(game_name(first, lang)), "{lang:?}: {msg}");
        }
    }

    #[test]
    fn links_are_read_back() {
        for game in GameId::ALL {
            for n in [None, Some(1), Some(super::super::lessons(game).len())] {
                let o = open(&link(game, n)).unwrap();
                assert_eq!(o.route, Route { game, lesson: n });
                assert_eq!(o.problem, None);
            }
        }
    }
}
