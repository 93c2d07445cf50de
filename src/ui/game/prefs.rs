//! The player's preferences: the interface's language, how fast moves are shown, and
//! whether the board's coordinates are written along it. They belong to the browser,
//! not to a game (they are kept apart from the saved games). Settings to come (sounds)
//! go here.

use super::super::i18n::{t, Lang};

/// How fast moves are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// No animation.
    Instant,
    /// About 16 seeds a second.
    Fast,
    /// About 5 seeds a second.
    Normal,
    /// About 2 seeds a second.
    Slow,
    /// Only on request: next seed, next lap.
    Step,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 5] = [
        Speed::Instant,
        Speed::Fast,
        Speed::Normal,
        Speed::Slow,
        Speed::Step,
    ];
    /// A short id for saving and for tests.
    pub fn id(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
            Speed::Step => "step",
        }
    }
    /// Reads [`Speed::id`].
    pub fn from_id(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|m| m.id() == s)
    }
    /// The button's label, in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Speed::Instant => t(lang, "Instant"),
            Speed::Fast => t(lang, "Fast"),
            Speed::Normal => t(lang, "Normal"),
            Speed::Slow => t(lang, "Slow"),
            Speed::Step => t(lang, "Step"),
        }
    }
    /// Milliseconds per seed; `None` when nothing advances by itself.
    pub fn millis(self) -> Option<u32> {
        match self {
            Speed::Instant | Speed::Step => None,
            Speed::Fast => Some(60),
            Speed::Normal => Some(180),
            Speed::Slow => Some(420),
        }
    }
}

/// The preferences part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The interface's language.
    pub lang: Lang,
    /// How moves are shown.
    pub speed: Speed,
    /// File letters and rank numbers along the board (on by default in the app, where
    /// moves are listed).
    pub coordinates: bool,
    /// Whether a drop and a capture make a sound (off unless the player turns them on).
    pub sound: bool,
}

/// A setting the browser keeps, to write there (an effect).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keep {
    /// The speed.
    Speed(Speed),
    /// Whether the coordinates are written along the board.
    Coordinates(bool),
    /// Whether sounds are on.
    Sound(bool),
}

/// The preferences' actions (the speed is the animation's: `ShowAction::SetSpeed`).
#[derive(Clone, Debug, PartialEq)]
pub enum PrefsAction {
    /// Turn the sounds on or off.
    SetSound(bool),
    /// Change the interface's language.
    SetLang(Lang),
    /// Write the coordinates along the board, or not.
    SetCoordinates(bool),
}

impl Prefs {
    /// Applies `action`; the settings the browser keeps are kept (the language is
    /// kept as it is chosen, before its text is fetched).
    pub fn update(&mut self, action: PrefsAction) -> Option<Keep> {
        match action {
            PrefsAction::SetSound(on) => {
                self.sound = on;
                Some(Keep::Sound(on))
            }
            PrefsAction::SetLang(l) => {
                self.lang = l;
                None
            }
            PrefsAction::SetCoordinates(on) => {
                self.coordinates = on;
                Some(Keep::Coordinates(on))
            }
        }
    }
}
