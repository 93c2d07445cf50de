//! Messages for the player, as data: what happened or what was refused, with the
//! engine's reasons as the engine's enums. They are put into words in the reader's
//! language only when shown ([`Message::text`], in `sentences.rs`), so a message already
//! on screen follows a change of language.

pub use super::save::Whereabouts;
use super::save::{SaveError, StorageError};
use crate::engine::{GameId, Hole, Move, ParseError, PlayError, Player, RecordError, SetupError};
use crate::ui::game::share::LinkError;

/// What became of the game that was on the board when another one was opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Previous {
    /// There was none worth keeping (no move played).
    None,
    /// It is kept in this browser, under "Recent games" on the start screen.
    Kept(GameId),
    /// This browser keeps no games here: it is gone.
    NotKept(GameId),
}

/// What is being decided, said to the player (see `deciding::Waiting`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pending {
    /// A move.
    Move(Move),
    /// The moves of the main line up to this many.
    Jump(usize),
    /// An imported record.
    Import,
    /// A share link.
    Link,
    /// A saved game of this game.
    Saved(GameId),
}

/// Why no decision came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecideFailure {
    /// No background worker could be started on this page.
    NoWorker,
    /// The worker failed, or its answer could not be read.
    Failed,
    /// The worker's answer did not decide it (the quick pass still cannot tell).
    StillUndecided,
    /// An embedded figure, which never decides one (it would hold up the host page).
    InFigure,
}

/// What came of opening a "your move" link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Letter {
    /// The link's moves continue the game here: these moves arrived.
    Moves {
        /// Who played them (the last of them, when the mover played again).
        by: Player,
        /// The moves.
        moves: Vec<Move>,
        /// Whether it is now this side's move.
        your_move: bool,
    },
    /// The link brings no move this game does not have.
    NothingNew,
    /// The link is older than the game here (it has fewer moves).
    Older {
        /// The link's moves.
        link: usize,
        /// The game's.
        here: usize,
    },
    /// The link does not follow the game here: opened as a new game.
    Diverged,
    /// A game this browser did not have, opened: this side plays `you`.
    Opened {
        /// The game.
        game: GameId,
        /// The side played here.
        you: Player,
        /// Its moves.
        moves: usize,
    },
}

/// Everything the app tells the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A start-screen option refused.
    OptionRefused(SetupError),
    /// A move asked for while the computer is to move.
    ComputersTurn(Player),
    /// The computer (the worker) named a move that is not legal.
    ComputerIllegal(Move),
    /// The computer could not choose its move, twice: it waits until it is let try again.
    ComputerFailed,
    /// The computer's search (the worker) stopped on an error; the page answered in its
    /// place.
    WorkerStopped,
    /// A language's text could not be fetched: the page stays in its language.
    LanguageUnavailable(crate::ui::i18n::Lang),
    /// A hint asked for when there is nobody to give it to.
    HintNotNow,
    /// The hint named a move that is not legal.
    HintIllegal,
    /// No hint could be computed.
    HintFailed,
    /// Redo with nothing to redo.
    NothingToRedo,
    /// Undo with nothing to undo.
    NothingToUndo,
    /// A move asked for while the last one was being shown: it was finished instead.
    StillShowing,
    /// A move the engine refused.
    CannotPlay(Move, PlayError),
    /// A click after the end of the game.
    GameOver,
    /// A hole that is not on the board.
    NoSuchHole(Hole),
    /// Redistribution: a hole that cannot be emptied.
    CannotEmpty {
        /// The hole.
        hole: Hole,
        /// Whose row must be emptied.
        player: Player,
    },
    /// Redistribution: more holes chosen than allowed.
    AtMostEmptied(u8),
    /// Redistribution: a warrior placed with none in hand.
    AllPlaced,
    /// Redistribution: too few holes chosen to take up the warriors.
    EmptyFirst {
        /// Holes to choose at least.
        min: u8,
        /// Holes chosen.
        chosen: usize,
    },
    /// Redistribution: confirmed with warriors still in hand.
    PlaceFirst(u32),
    /// Redistribution: the draft is not a redistribution.
    RedistributionRefused(ParseError),
    /// A move of the main line no longer plays.
    ReplayFailed {
        /// Its number, from 1.
        number: usize,
        /// The move.
        mv: Move,
        /// Why.
        error: PlayError,
    },
    /// A record imported as a new game.
    Imported {
        /// The game.
        game: GameId,
        /// Moves.
        moves: usize,
        /// The game that was on the board.
        previous: Previous,
    },
    /// A record that cannot be imported.
    ImportRefused(RecordError),
    /// A share link opened as a new game.
    OpenedLink {
        /// The game.
        game: GameId,
        /// Moves.
        moves: usize,
        /// The game that was on the board.
        previous: Previous,
    },
    /// A share link that cannot be opened.
    LinkRefused(LinkError),
    /// The game could not be saved.
    SaveFailed(StorageError),
    /// A saved game could not be restored.
    RestoreFailed {
        /// Why.
        error: SaveError,
        /// Where it is now.
        kept: Whereabouts,
    },
    /// Another tab saved this game meanwhile: this tab's moves go on as a new game.
    Forked,
    /// This game was continued in another tab: this tab follows it.
    Followed,
    /// A set-aside game restored as a new game.
    RestoredSetAside,
    /// A saved game deleted.
    Deleted {
        /// Its game.
        game: GameId,
    },
    /// A saved game could not be found (deleted in another tab).
    SaveGone,
    /// Something asked for while a long sowing is being decided.
    StillDeciding(Pending),
    /// Deciding was cancelled: what waited was not done.
    DecideCancelled(Pending),
    /// No decision came: what waited was not done.
    DecideFailed(Pending, DecideFailure),
    /// What a record from elsewhere (a link, an import) said of a long sowing, the
    /// worker decided otherwise: the claim was dropped, the worker's verdict is used.
    ClaimDropped(Pending),
    /// Resigning or offering a draw when nobody here can (the game is over, the
    /// computer plays both sides, a draw against the computer).
    NoEnding,
    /// The draw offered by this player was declined.
    DrawDeclined(Player),
    /// Correspondence: a move of the other side, whose moves come by link.
    TheirMove(Player),
    /// A "your move" link opened.
    Letter {
        /// What it did.
        letter: Letter,
        /// The game that was on the board.
        previous: Previous,
    },
    /// Several messages at once, in order.
    Several(Vec<Message>),
}

/// A message and whether it is an error (something was refused or went wrong).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// An error (something was refused) or information.
    pub error: bool,
    /// What to say.
    pub message: Message,
}

impl Notice {
    /// An error message.
    pub fn error(message: Message) -> Notice {
        Notice {
            error: true,
            message,
        }
    }
    /// An informative message.
    pub fn info(message: Message) -> Notice {
        Notice {
            error: false,
            message,
        }
    }
    /// The notice without what it says only because the browser was offline (a language
    /// that could not be loaded); `None` when nothing else is left.
    pub fn without_offline(self) -> Option<Notice> {
        let offline = |m: &Message| matches!(m, Message::LanguageUnavailable(_));
        match self.message {
            m if offline(&m) => None,
            Message::Several(ms) => {
                let mut left: Vec<Message> = ms.into_iter().filter(|m| !offline(m)).collect();
                let message = match left.len() {
                    0 => return None,
                    1 => left.remove(0),
                    _ => Message::Several(left),
                };
                Some(Notice {
                    error: self.error,
                    message,
                })
            }
            message => Some(Notice {
                error: self.error,
                message,
            }),
        }
    }

    /// Both notices as one (an error if either is).
    pub fn and(self, then: Notice) -> Notice {
        Notice {
            error: self.error || then.error,
            message: Message::Several(vec![self.message, then.message]),
        }
    }
}

/// The messages part of the state: the last message, and the last import's result,
/// said again beside the import box.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices {
    /// The message shown under the status line.
    pub notice: Option<Notice>,
    /// The last import's result.
    pub import: Option<Notice>,
}

impl Notices {
    /// Shows an error.
    pub fn error(&mut self, m: Message) {
        self.notice = Some(Notice::error(m));
    }
    /// Shows information.
    pub fn info(&mut self, m: Message) {
        self.notice = Some(Notice::info(m));
    }
    /// Closes the message (not the import's).
    pub fn clear(&mut self) {
        self.notice = None;
    }
    /// Closes both.
    pub fn dismiss(&mut self) {
        self.notice = None;
        self.import = None;
    }
}

/// The messages' actions.
#[derive(Clone, Debug, PartialEq)]
pub enum NoticeAction {
    /// Show a message.
    Notify(Notice),
    /// Show a message after the one shown, if any (both are said).
    Also(Notice),
    /// Close the message.
    Dismiss,
    /// The browser is back online: a message that was only about being offline (a
    /// language that could not be loaded) is no longer true, and goes; any other stays.
    BackOnline,
}

impl Notices {
    /// Applies `action`.
    pub fn update(&mut self, action: NoticeAction) {
        match action {
            NoticeAction::Notify(n) => self.notice = Some(n),
            NoticeAction::Also(n) => {
                self.notice = Some(match self.notice.take() {
                    Some(before) => before.and(n),
                    None => n,
                })
            }
            NoticeAction::Dismiss => self.dismiss(),
            NoticeAction::BackOnline => {
                if let Some(n) = self.notice.take() {
                    self.notice = n.without_offline();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;

    #[test]
    fn back_online_a_language_not_loaded_is_no_longer_said_and_nothing_else_goes() {
        let offline = Notice::error(Message::LanguageUnavailable(Lang::So));
        let mut n = Notices::default();
        n.update(NoticeAction::Notify(offline.clone()));
        n.update(NoticeAction::BackOnline);
        assert_eq!(
            n.notice, None,
            "the offline banner goes once the browser is back online"
        );
        // Another message stays, alone or beside the offline one.
        let other = Notice::error(Message::NothingToUndo);
        n.update(NoticeAction::Notify(other.clone()));
        n.update(NoticeAction::BackOnline);
        assert_eq!(n.notice, Some(other.clone()));
        n.update(NoticeAction::Also(offline));
        n.update(NoticeAction::BackOnline);
        assert_eq!(n.notice, Some(other));
    }
}
