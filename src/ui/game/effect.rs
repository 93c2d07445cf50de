//! What an update asks of the world, as values ([`Effect`]): the worker's request, the
//! sounds to play, the game to save, the settings and the tab's record to keep, the
//! address to write or clear, the board to focus, a puzzle's attempt and a recording to
//! keep. The shell carries every one out (`crate::ui::shell::runtime`), or refuses it as
//! [`super::carries`] says.

use std::rc::Rc;

use super::prefs::Keep;
use super::session::{SaveId, Session};
use super::showing::Sound;
use super::work::{Request, Work};
use super::Screen;

/// How the shell writes the route in the address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Write {
    /// A new history entry (the reader went somewhere in the app).
    Push,
    /// In place of the current one (a link was opened: a reload must not open it again).
    Replace,
}

/// What the hooks do after an update.
#[derive(Clone, Debug)]
pub enum Effect {
    /// The worker takes this request (whatever it was doing is dropped).
    Ask(Work),
    /// The worker stops working on this request, if it still is.
    Cancel(Request),
    /// Play these sounds (when sounds are on).
    Sounds(Vec<Sound>),
    /// Keep a setting the player chose in the browser.
    Keep(Keep),
    /// Read again what the browser keeps (the start screen's lists are shown).
    RefreshLibrary,
    /// Save this game: a new revision (or a new game) is written over the saved revision
    /// it descends from, and only over that one (another tab's newer save is never
    /// overwritten: [`super::LibraryAction::SaveConflict`] comes back instead).
    Save(Session),
    /// Keep this tab's record: the game on its board and the screen shown (a reload
    /// reopens them).
    Tab(SaveId, Screen),
    /// The page's address loses its fragment: the link in it was opened (a reload must not
    /// open it again).
    ClearAddress,
    /// Give the board the focus (the start screen's Play or Resume, or a game opened from
    /// it, showed the board): the first hole that can be played, else the first hole.
    FocusBoard,
    /// Keep this puzzle's attempt in the tab (its moves, whether it is still clean and
    /// its solution shown: the attempt's record, as text), so that a reload comes back
    /// to it as the game's screen comes back to its game.
    KeepAttempt(String),
    /// The address shows where the reader now is ([`super::Route`]): its fragment (empty:
    /// the page's own address) and, in the history entry, the game's screen.
    Route {
        /// The fragment, without `#`.
        fragment: String,
        /// The game's screen, kept in the history entry.
        screen: Screen,
        /// A new history entry, or in place of the current one.
        write: Write,
    },
    /// Keep the recording of "Record a game" in the browser: its text
    /// (`crate::ui::record::kept_text`), written over the one kept before.
    KeepRecording(Rc<str>),
}

/// The effects of one update.
pub type Effects = Vec<Effect>;
