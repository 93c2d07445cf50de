//! Everything that can happen to the app state: one enum per part, wrapped by
//! [`Action`], which the reducer routes (`reduce.rs`).

use super::analysis::AnalysisAction;
use super::notices::NoticeAction;
use super::opening::LibraryAction;
use super::play::{DraftAction, PlayAction};
use super::prefs::PrefsAction;
use super::route::RouteAction;
use super::setup::SetupAction;
use super::showing::ShowAction;
use super::work::Reply;

/// Everything that can happen, by the part it happens to.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The start screen.
    Setup(SetupAction),
    /// The game: moves, the line, the hint, endings.
    Play(PlayAction),
    /// The redistribution draft.
    Draft(DraftAction),
    /// The animation.
    Show(ShowAction),
    /// The analysis board and graph.
    Analysis(AnalysisAction),
    /// Games opened from elsewhere, and what the browser keeps.
    Library(LibraryAction),
    /// Language, coordinates, sounds.
    Prefs(PrefsAction),
    /// Messages.
    Notice(NoticeAction),
    /// The worker's replies.
    Reply(Reply),
    /// Where the reader is: the route.
    Route(RouteAction),
}

impl Action {
    /// Whether the action would play a move or change what the player is choosing (a
    /// lesson's, a puzzle's and the recorder's boards take none when the move is not the
    /// player's to make).
    pub fn moves(&self) -> bool {
        match self {
            Action::Draft(_) => true,
            Action::Play(p) => !matches!(p, PlayAction::FlipBoard),
            _ => false,
        }
    }
}

macro_rules! part {
    ($($part:ident => $variant:ident),* $(,)?) => {
        $(impl From<$part> for Action {
            fn from(a: $part) -> Action {
                Action::$variant(a)
            }
        })*
    };
}

part! {
    SetupAction => Setup,
    PlayAction => Play,
    DraftAction => Draft,
    ShowAction => Show,
    AnalysisAction => Analysis,
    LibraryAction => Library,
    PrefsAction => Prefs,
    NoticeAction => Notice,
    Reply => Reply,
    RouteAction => Route,
}
