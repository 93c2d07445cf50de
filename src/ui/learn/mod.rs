//! The Learn screen's own part, pure (no Yew, no DOM): where it is opened
//! (`#learn=GAME`, `#learn=GAME/N`), and which lessons are done (kept in the browser,
//! versioned like the saves). The lessons themselves are [`super::learn::lessons`]'; the screen
//! is `view.rs`; a lesson's run is `run.rs`.

pub mod lessons;
pub mod run;

#[cfg(target_arch = "wasm32")]
pub mod view;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::i18n::{tf, Lang};
use super::rules::game_name;
use super::shell::kept::{Kept, KeptError, Words};
use crate::engine::GameId;

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
        .find(|g| lessons::count(*g) > 0)
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
        .filter(|g| lessons::count(*g) > 0)
        .ok_or_else(|| RouteError::NoGame(short(name)))?;
    let count = lessons::count(game);
    let lesson = match number {
        None | Some("") => None,
        Some(n) => match n.parse::<usize>() {
            Ok(k) if (1..=count).contains(&k) => Some(k),
            _ => {
                return Err(RouteError::NoLesson {
                    game,
                    asked: short(n),
                    count,
                })
            }
        },
    };
    Ok(Route { game, lesson })
}

/// At most 24 characters of what a link said (a message never repeats a long address).
fn short(s: &str) -> String {
    let mut out: String = s.chars().filter(|c| !c.is_control()).take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    out
}

/// The link to lesson `n` of `game` (or to its lessons: `n` = `None`).
pub fn link(game: GameId, n: Option<usize>) -> String {
    match n {
        Some(n) => format!("#learn={}/{n}", game.id()),
        None => format!("#learn={}", game.id()),
    }
}

/// Where the browser keeps the lessons done.
pub const PROGRESS_KEY: &str = "mancala-atlas.lessons";
/// Where a kept value the app cannot read is set aside (never deleted).
pub const SET_ASIDE_KEY: &str = "mancala-atlas.lessons.set-aside";
/// The format's version.
pub const PROGRESS_VERSION: u64 = 1;

/// The lessons done, by game (kept as the browser stored them: a game or a lesson this
/// app does not know is kept, not dropped).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeMap<String, BTreeSet<usize>>,
}

/// Why the kept progress could not be read.
pub type ProgressError = KeptError;

/// What is said of the lessons' progress.
pub const KEPT_WORDS: Words = Words {
    unreadable: "The lessons done that this browser kept could not be read ({}). They are kept aside, untouched, and the lessons start afresh.",
    newer: "The lessons done were kept by a newer version of the Atlas (format {}). They are kept aside, untouched; this version starts afresh.",
    not_kept: "This browser does not keep the lessons done: they are marked until the page is closed.",
};

/// Kept by the one store of a progress ([`Kept`]: read, set aside, kept).
impl Kept for Progress {
    const KEY: &'static str = PROGRESS_KEY;
    const SET_ASIDE_KEY: &'static str = SET_ASIDE_KEY;
    const VERSION: u64 = PROGRESS_VERSION;
    const WORDS: Words = KEPT_WORDS;

    fn from_json(v: &Value) -> Result<Progress, ProgressError> {
        let bad = ProgressError::Unreadable;
        let done = v
            .get("done")
            .and_then(Value::as_object)
            .ok_or_else(|| bad("no \"done\""))?;
        let mut out = Progress::default();
        for (game, list) in done {
            let list = list
                .as_array()
                .ok_or_else(|| bad("a game's lessons are not a list"))?;
            let mut set = BTreeSet::new();
            for n in list {
                let n = n
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| bad("a lesson is not a number from 1"))?;
                set.insert(n);
            }
            out.done.insert(game.clone(), set);
        }
        Ok(out)
    }

    fn fields(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("done".into(), serde_json::json!(self.done));
        m
    }
}

impl Progress {
    /// Whether lesson `n` of `game` is done.
    pub fn is_done(&self, game: GameId, n: usize) -> bool {
        self.done.get(game.id()).is_some_and(|s| s.contains(&n))
    }

    /// Marks lesson `n` of `game` done; whether it was not before.
    pub fn mark(&mut self, game: GameId, n: usize) -> bool {
        self.done
            .entry(game.id().to_string())
            .or_default()
            .insert(n)
    }

    /// How many of `game`'s lessons are done.
    pub fn done_count(&self, game: GameId) -> usize {
        let count = lessons::count(game);
        self.done
            .get(game.id())
            .map_or(0, |s| s.iter().filter(|&&n| n <= count).count())
    }

    /// The lesson a route shows: its own, else the first of the game not yet done (the
    /// first when all are).
    pub fn lesson_for(&self, route: Route) -> usize {
        route.lesson.unwrap_or_else(|| {
            (1..=lessons::count(route.game))
                .find(|&n| !self.is_done(route.game, n))
                .unwrap_or(1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::save::{MemStore, Store};

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
        assert!(lessons::count(first) > 0);
        assert!(GameId::ALL
            .iter()
            .take_while(|g| **g != first)
            .all(|g| lessons::count(*g) == 0));
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
            for n in [None, Some(1), Some(lessons::lessons(game).len())] {
                let o = open(&link(game, n)).unwrap();
                assert_eq!(o.route, Route { game, lesson: n });
                assert_eq!(o.problem, None);
            }
        }
    }

    #[test]
    fn progress_is_kept_and_read_back() {
        let mut store = MemStore::default();
        let (mut p, e) = Progress::load(&mut store);
        assert_eq!((p.clone(), e), (Progress::default(), None));
        assert!(p.mark(GameId::Katro, 2));
        assert!(!p.mark(GameId::Katro, 2));
        p.mark(GameId::Kiothi, 7);
        p.save(&mut store).unwrap();
        let (back, e) = Progress::load(&mut store);
        assert_eq!(e, None);
        assert_eq!(back, p);
        assert!(back.is_done(GameId::Katro, 2) && !back.is_done(GameId::Katro, 1));
        assert_eq!(back.done_count(GameId::Kiothi), 1);
        assert_eq!(
            store.get(PROGRESS_KEY).unwrap(),
            r#"{"version":1,"done":{"katro":[2],"kiothi":[7]}}"#
        );
        // The first lesson not done, unless the route names one.
        let route = Route {
            game: GameId::Katro,
            lesson: None,
        };
        assert_eq!(back.lesson_for(route), 1);
        assert_eq!(
            back.lesson_for(Route {
                lesson: Some(4),
                ..route
            }),
            4
        );
        let mut all = Progress::default();
        for n in 1..=lessons::lessons(GameId::Hoyito3).len() {
            all.mark(GameId::Hoyito3, n);
        }
        assert_eq!(
            all.lesson_for(Route {
                game: GameId::Hoyito3,
                lesson: None
            }),
            1
        );
    }

    #[test]
    fn what_this_version_does_not_know_is_kept() {
        let text = r#"{"version":1,"done":{"katro":[1,40],"oware":[3]}}"#;
        let p = Progress::read(text).unwrap();
        assert_eq!(p.done_count(GameId::Katro), 1);
        assert_eq!(Progress::read(&p.write()).unwrap(), p);
        assert!(p.write().contains("oware") && p.write().contains("40"));
    }

    /// What is the lessons' own: their fields that do not read (the rest of what is
    /// set aside, newer versions among it, is the one store's: `shell::kept`).
    #[test]
    fn unreadable_progress_is_set_aside_never_lost() {
        let cases = [
            (r#"{"version":1,"done":{"katro":[0]}}"#, "from 1"),
            (r#"{"version":1,"done":{"katro":"1"}}"#, "not a list"),
            (r#"{"version":1}"#, "no \"done\""),
        ];
        for (text, why) in cases {
            let mut store = MemStore::default();
            store.set(PROGRESS_KEY, text).unwrap();
            let (p, e) = Progress::load(&mut store);
            assert_eq!(p, Progress::default());
            let msg = e.unwrap().message(Lang::En, &KEPT_WORDS);
            assert!(msg.contains(why), "{text}: {msg}");
            assert_eq!(store.get(SET_ASIDE_KEY).as_deref(), Some(text));
            assert_eq!(store.get(PROGRESS_KEY), None);
        }
    }
}
