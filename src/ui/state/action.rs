//! Everything that can happen to the app state.

use super::super::i18n::Lang;
use std::rc::Rc;

use super::deciding::DecideFailure;
use super::notices::Notice;
use super::prefs::Speed;
use super::save::{Library, Loaded, Restored, SavedGame};
use super::session::Mode;
use super::session::SaveId;
use crate::ai::{Level, Value as MoveValue};
use crate::engine::{Decisions, GameId, Hole, Move, OptionChoice};

/// Everything that can happen.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Start screen: choose a game (its default options).
    ChooseGame(GameId),
    /// Start screen: set one option to one of its choices.
    SetOption(OptionChoice),
    /// Start screen: choose who plays.
    SetMode(Mode),
    /// Start screen: choose how strong the computer plays.
    SetLevel(Level),
    /// Start the chosen game.
    Start,
    /// Back to the start screen (the game in progress stays until a new one starts).
    ShowStart,
    /// Back from the start screen to the game in progress.
    Resume,
    /// A hole clicked, tapped or chosen by keyboard.
    Hole(Hole),
    /// A complete move (from a chooser or the computer of a test).
    Play(Move),
    /// The computer's move for the position after `ply` moves at `serial`.
    Computer {
        /// Moves played when the computer started thinking.
        ply: usize,
        /// The state's serial then.
        serial: u64,
        /// The move.
        mv: Move,
    },
    /// Ask for a hint: every move's value (the search answers with [`Action::HintReply`]).
    AskHint,
    /// The search's answer to the hint asked with request `id` (the serial then).
    HintReply {
        /// The request's id.
        id: u64,
        /// Each move and its value.
        moves: Vec<(Move, MoveValue)>,
        /// The best move.
        best: Option<Move>,
        /// Whether every value is proven.
        solved: bool,
    },
    /// The hint could not be computed.
    HintFailed {
        /// The request's id.
        id: u64,
    },
    /// Close the lift or circuit chooser.
    CancelInput,
    /// The animation timer: show the next event.
    Tick,
    /// Step mode: show up to the next seed dropped.
    StepSeed,
    /// Step mode: show up to the next lap.
    StepLap,
    /// Show the rest of the move at once.
    FinishAnimation,
    /// Change the speed.
    SetSpeed(Speed),
    /// Turn the sounds on or off.
    SetSound(bool),
    /// Take back a move (two against the computer: back to your turn).
    Undo,
    /// Play the next move of the main line again.
    Redo,
    /// Go to the position after this many moves of the main line.
    Jump(usize),
    /// Redistribution: done choosing holes to empty; now place the warriors.
    DraftTake,
    /// Redistribution: take back the last warrior placed (or go back to choosing holes).
    DraftTakeBack,
    /// Redistribution: start it over.
    DraftReset,
    /// Redistribution: play it.
    DraftConfirm,
    /// Import a record (JSON or text).
    Import(String),
    /// Open a share link's fragment (`#game=…`).
    OpenLink(String),
    /// Open a "your move" link of a correspondence game (`#game=…&corr=…`), with the
    /// game saved under its id in this browser, if any (read by the caller).
    OpenLetter {
        /// The link's fragment.
        fragment: String,
        /// The saved game of the link's id (restored, or waiting for a long sowing to
        /// be decided).
        saved: Option<Rc<Restored>>,
    },
    /// Show a message.
    Notify(Notice),
    /// Change the interface's language.
    SetLang(Lang),
    /// Write the coordinates along the board, or not.
    SetCoordinates(bool),
    /// Turn the board half a turn (which player is drawn at the bottom; the holes keep
    /// their names).
    FlipBoard,
    /// Open a saved game (restored from the browser's storage by the caller).
    OpenSaved(Rc<Loaded>),
    /// Open a saved game whose replay needs a long sowing decided first (in the worker).
    DecideSaved(Rc<SavedGame>),
    /// The worker's answer to decide request `id`: the long sowings it decided.
    Decided {
        /// The request's id.
        id: u64,
        /// What it decided (with what was known before).
        decisions: Decisions,
    },
    /// Decide request `id` got no answer.
    DecideFailed {
        /// The request's id.
        id: u64,
        /// Why.
        why: DecideFailure,
    },
    /// Stop deciding (the game is left as it was).
    CancelDecide,
    /// Another tab saved a newer revision of the game on the board. Followed only if
    /// the game is still at revision `seen` (everything this tab did was saved).
    Followed {
        /// The other tab's game, restored.
        loaded: Rc<Loaded>,
        /// The revision the game on the board had when the other tab's save arrived.
        seen: u64,
    },
    /// Saving game `id` found another tab's revision there: this tab's game goes on as
    /// a new game.
    SaveConflict(SaveId),
    /// What the browser keeps, read again.
    Library(Rc<Library>),
    /// Close the message.
    Dismiss,
    /// Open the analysis board at the position shown.
    Analyse,
    /// Back to the game from the analysis (the side lines are dropped).
    LeaveAnalysis,
    /// Analysis: put the board at the game's position after this many moves.
    AnalysisToGame(usize),
    /// Analysis: compute the graph of the game's values (one position at a time).
    GraphStart,
    /// Analysis: stop computing it.
    GraphStop,
    /// The search's value of the game's position after `ply` moves, for its side to move
    /// (`None`: it could not be computed), answering request `id`.
    GraphValue {
        /// The request's id.
        id: u64,
        /// The position's number.
        ply: usize,
        /// Its value.
        value: Option<MoveValue>,
    },
    /// The person (two players: the player to move) resigns.
    Resign,
    /// Two players on one device: the player to move offers a draw.
    OfferDraw,
    /// The other player accepts the draw offered.
    AcceptDraw,
    /// The other player declines it.
    DeclineDraw,
}
