//! A puzzle's address: where the Puzzles screen is opened (`#puzzles`, `#puzzles=GAME`,
//! `#puzzle=ID`), written and read here, for the route, the start screen and a figure
//! (`puzzle=ID`). The puzzles themselves are files (`static/puzzles/GAME.json`), read by
//! the Puzzles screen (`crate::ui::puzzles`).

use crate::engine::GameId;
use crate::ui::i18n::{game_name, tf, Lang};
use crate::ui::platform::query::excerpt;

/// The games that have puzzles, in the engine's order: every game of the Atlas
/// ([`GameId::ALL`]) — `mancala-atlas puzzles` makes each one's file,
/// `static/puzzles/GAME.json`, and a test checks that the folder holds one for each game
/// and no other. `#puzzles` opens the first one's.
pub const GAMES: [GameId; GameId::ALL.len()] = GameId::ALL;

/// Whether `game` has puzzles.
pub fn has_puzzles(game: GameId) -> bool {
    GAMES.contains(&game)
}

/// Where the Puzzles screen is opened: a game's puzzles, and one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The game.
    pub game: GameId,
    /// The puzzle asked for (its id); `None`: the puzzle of the day.
    pub id: Option<String>,
}

/// What is wrong with a puzzle link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// No game with puzzles by this name.
    NoGame(String),
    /// A puzzle id of no game with puzzles.
    NoPuzzle(String),
}

impl RouteError {
    /// The error in words.
    pub fn message(&self, lang: Lang) -> String {
        let first = game_name(GAMES[0], lang);
        match self {
            RouteError::NoGame(name) => tf(
                lang,
                "The puzzle link names no game with puzzles (\"{}\"): here are the puzzles of {}.",
                &[name, &first],
            ),
            RouteError::NoPuzzle(id) => tf(
                lang,
                "There is no puzzle \"{}\": here is the puzzle of the day.",
                &[id],
            ),
        }
    }
}

/// A puzzle link opened: what to show, and what was wrong with the link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// What to show.
    pub route: Route,
    /// What was wrong with the link.
    pub problem: Option<RouteError>,
}

/// Whether an address's fragment (with or without `#`) is a puzzle link (`#puzzles`,
/// `#puzzles=GAME`, `#puzzle=ID`), which is not a share link.
pub fn is_puzzle_link(fragment: &str) -> bool {
    let f = fragment.trim_start_matches('#');
    f == "puzzles" || f.starts_with("puzzles=") || f.starts_with("puzzle=")
}

/// The game a puzzle id belongs to (`rio-kadalis-7275bbd4`: Rio Kadalis).
pub fn game_of(id: &str) -> Option<GameId> {
    GAMES.into_iter().find(|g| {
        id.strip_prefix(g.id())
            .is_some_and(|rest| rest.starts_with('-'))
    })
}

/// The puzzle link in an address's fragment, or `None` when it is not one. A link that
/// names a game without puzzles or an id of none opens what it can, with the reason (an
/// id of a game's form that its file does not hold is said once the file is in).
pub fn open(fragment: &str) -> Option<Opened> {
    if !is_puzzle_link(fragment) {
        return None;
    }
    let f = fragment.trim_start_matches('#');
    let first = Route {
        game: GAMES[0],
        id: None,
    };
    let ok = |route| {
        Some(Opened {
            route,
            problem: None,
        })
    };
    if let Some(id) = f.strip_prefix("puzzle=") {
        return match game_of(id) {
            Some(game) => ok(Route {
                game,
                id: Some(id.to_string()),
            }),
            None => Some(Opened {
                route: first,
                problem: Some(RouteError::NoPuzzle(excerpt(id))),
            }),
        };
    }
    let name = f.strip_prefix("puzzles=").unwrap_or("");
    if name.is_empty() {
        return ok(first);
    }
    match name.parse::<GameId>().ok().filter(|g| has_puzzles(*g)) {
        Some(game) => ok(Route { game, id: None }),
        None => Some(Opened {
            route: first,
            problem: Some(RouteError::NoGame(excerpt(name))),
        }),
    }
}

/// The link to `game`'s puzzles.
pub fn link(game: GameId) -> String {
    format!("#puzzles={}", game.id())
}
