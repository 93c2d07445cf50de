//! The screens a link opens over the app's own, pure: the lessons (`#learn=…`,
//! [`crate::ui::learn`]), the puzzles (`#puzzles…`, `#puzzle=…`, [`crate::ui::puzzles`]) and the
//! figure builder (`#figure=…`, [`crate::ui::figure::builder`]). Such
//! a link is not a share link: the game on the board is not touched by it, and leaving
//! the screen (or any other change of the address) goes back to the screen the app was on.

use crate::ui::figure::builder;
use crate::ui::{learn, puzzles};

/// A screen opened by the address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Aside {
    /// A game's lessons.
    Learn(learn::Opened),
    /// A game's puzzles.
    Puzzles(puzzles::Opened),
    /// The figure builder (`#figure=…`).
    Figure(Box<builder::Opened>),
}

/// The screen an address's fragment (with or without `#`) opens, if it opens one.
pub fn open(fragment: &str) -> Option<Aside> {
    learn::open(fragment)
        .map(Aside::Learn)
        .or_else(|| puzzles::open(fragment).map(Aside::Puzzles))
        .or_else(|| builder::opened(fragment).map(|o| Aside::Figure(Box::new(o))))
}

/// Whether the fragment opens such a screen (and is no share link).
pub fn is_aside_link(fragment: &str) -> bool {
    learn::is_learn_link(fragment)
        || puzzles::is_puzzle_link(fragment)
        || builder::is_builder_link(fragment)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    #[test]
    fn lessons_and_puzzles_are_opened_and_nothing_else() {
        assert!(matches!(open("#learn=kiothi/2"), Some(Aside::Learn(_))));
        assert!(
            matches!(open("#puzzle=kiothi-1"), Some(Aside::Puzzles(o)) if o.route.game == GameId::Kiothi)
        );
        assert!(matches!(open("#puzzles"), Some(Aside::Puzzles(_))));
        assert!(
            matches!(open("#figure=game%3Dkiothi"), Some(Aside::Figure(o)) if o.draft.game == GameId::Kiothi && o.problem.is_none())
        );
        assert!(
            matches!(open("#figure=game%3Dchess"), Some(Aside::Figure(o)) if o.problem.is_some())
        );
        for share in ["#g=katro", "", "#learner", "#puzzlex"] {
            assert_eq!(open(share), None, "{share}");
            assert!(!is_aside_link(share), "{share}");
        }
    }
}
