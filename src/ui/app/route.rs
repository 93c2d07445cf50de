//! The route in the address, pure: what an address says of where the reader is, and what
//! the shell writes for a route ([`crate::ui::game::Route`]).
//!
//! A screen over the game is its fragment: the lessons (`#learn=…`, [`crate::ui::learn`]),
//! the puzzles (`#puzzles…`, `#puzzle=…`, [`crate::ui::puzzles`]), the figure builder
//! (`#figure=…`, [`crate::ui::figure::builder`]) and "Record a game" (`#record`,
//! [`crate::ui::record`]); such a link leaves the game on the board
//! as it was. The game's own screens have the page's own address (no fragment), and the
//! history entry keeps which of the two it is (`start` or `play`), so that back and
//! forward walk between them and a reload comes back to the same one. Any other fragment
//! is a share link: the game it holds is opened, and the link leaves the address.

use crate::ui::figure::builder;
use crate::ui::game::lessons::address as learn;
use crate::ui::game::puzzle_address;
use crate::ui::game::{screen_of, Aside, AsideKind, RouteAction};

/// The screen over the game an address's fragment (with or without `#`) opens, if any.
pub fn aside(fragment: &str) -> Option<Aside> {
    let f = fragment.trim_start_matches('#');
    let kind = if learn::is_learn_link(f) {
        AsideKind::Learn
    } else if puzzle_address::is_puzzle_link(f) {
        AsideKind::Puzzles
    } else if builder::address::is_builder_link(f) {
        AsideKind::Builder
    } else if crate::ui::game::is_record_link(f) {
        AsideKind::Record
    } else {
        return None;
    };
    Some(Aside {
        kind,
        fragment: f.to_string(),
    })
}

/// Whether the fragment opens a screen over the game (and is no share link).
pub fn is_aside_link(fragment: &str) -> bool {
    aside(fragment).is_some()
}

/// What an address says.
#[derive(Clone, Debug, PartialEq)]
pub enum Address {
    /// Where the reader is: the route's action.
    Route(RouteAction),
    /// A share link (or a correspondence game's "your move" link), with its `#`: the game
    /// it holds is to be opened.
    Link(String),
}

/// What the address — its fragment (with or without `#`) and the history entry's screen
/// (`history`: what [`screen_code`] wrote, if anything) — says.
pub fn read(fragment: &str, history: Option<&str>) -> Address {
    let f = fragment.trim_start_matches('#');
    if f.is_empty() {
        return Address::Route(RouteAction::Arrived {
            aside: None,
            screen: history.and_then(screen_of),
        });
    }
    match aside(f) {
        Some(a) => Address::Route(RouteAction::Arrived {
            aside: Some(a),
            screen: history.and_then(screen_of),
        }),
        None => Address::Link(format!("#{f}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;
    use crate::ui::game::{screen_code, Screen};

    #[test]
    fn lessons_puzzles_and_the_builder_are_asides_and_nothing_else() {
        let kind = |f: &str| aside(f).map(|a| a.kind);
        assert_eq!(kind("#learn=kiothi/2"), Some(AsideKind::Learn));
        assert_eq!(kind("#puzzle=kiothi-1"), Some(AsideKind::Puzzles));
        assert_eq!(kind("#puzzles"), Some(AsideKind::Puzzles));
        assert_eq!(kind("#figure=game%3Dkiothi"), Some(AsideKind::Builder));
        assert_eq!(kind("#record"), Some(AsideKind::Record));
        assert_eq!(kind("record"), Some(AsideKind::Record));
        assert_eq!(
            aside("#learn=kiothi/2").map(|a| a.fragment),
            Some("learn=kiothi/2".to_string()),
            "kept without its #"
        );
        // What each screen reads of its fragment.
        let opened = learn::open(&aside("#learn=kiothi/2").unwrap().fragment).unwrap();
        assert_eq!(opened.route.game, GameId::Kiothi);
        let opened = puzzle_address::open(&aside("#puzzle=kiothi-1").unwrap().fragment).unwrap();
        assert_eq!(opened.route.game, GameId::Kiothi);
        let opened =
            builder::address::opened(&aside("#figure=game%3Dkiothi").unwrap().fragment).unwrap();
        assert!(opened.draft.game == GameId::Kiothi && opened.problem.is_none());
        let refused =
            builder::address::opened(&aside("#figure=game%3Dchess").unwrap().fragment).unwrap();
        assert!(refused.problem.is_some());
        for share in [
            "#g=katro",
            "",
            "#learner",
            "#puzzlex",
            "#recorder",
            "#record=x",
        ] {
            assert_eq!(aside(share), None, "{share}");
            assert!(!is_aside_link(share), "{share}");
        }
    }

    #[test]
    fn an_address_says_the_route_or_holds_a_link() {
        assert_eq!(
            read("", Some("play")),
            Address::Route(RouteAction::Arrived {
                aside: None,
                screen: Some(Screen::Play)
            })
        );
        assert_eq!(
            read("#", Some("start")),
            Address::Route(RouteAction::Arrived {
                aside: None,
                screen: Some(Screen::Start)
            })
        );
        assert_eq!(
            read("", None),
            Address::Route(RouteAction::Arrived {
                aside: None,
                screen: None
            }),
            "a page opened afresh: the game's screen stays as the tab left it"
        );
        assert_eq!(
            read("", Some("nonsense")),
            Address::Route(RouteAction::Arrived {
                aside: None,
                screen: None
            })
        );
        match read("#learn=katro", Some("play")) {
            Address::Route(RouteAction::Arrived {
                aside: Some(a),
                screen: Some(Screen::Play),
            }) => assert_eq!(a.kind, AsideKind::Learn),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            read("game=katro&moves=a1", None),
            Address::Link("#game=katro&moves=a1".into())
        );
        for s in [Screen::Start, Screen::Play] {
            assert_eq!(screen_of(screen_code(s)), Some(s));
        }
    }
}
