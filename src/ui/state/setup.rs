//! The start screen's choices: the game and its options, who plays, the computer's level.

use super::session::{Mode, Session, DEFAULT_LEVEL};
use crate::ai::Level;
use crate::engine::{GameId, OptionChoice, Rules, SetupError};

/// The set-up part of the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupForm {
    /// The chosen game and options.
    pub rules: Rules,
    /// The chosen mode.
    pub mode: Mode,
    /// The chosen level.
    pub level: Level,
}

impl Default for SetupForm {
    /// Hoyito III, two players, the default level.
    fn default() -> SetupForm {
        SetupForm {
            rules: Rules::default_for(GameId::default()),
            mode: Mode::TwoPlayers,
            level: DEFAULT_LEVEL,
        }
    }
}

impl SetupForm {
    /// Chooses a game (its default options; the options stay when it is chosen already).
    pub fn choose_game(&mut self, g: GameId) {
        if self.rules.game() != g {
            self.rules = Rules::default_for(g);
        }
    }

    /// Sets one option to one of its choices.
    ///
    /// # Errors
    /// The engine's reason the option cannot take the value.
    pub fn set_option(&mut self, choice: OptionChoice) -> Result<(), SetupError> {
        self.rules = self.rules.with_choice(choice)?;
        Ok(())
    }

    /// The choices of the game in progress (the start screen offers it again).
    pub fn follow(&mut self, session: &Session) {
        self.rules = session.position().rules();
        self.mode = session.mode;
        self.level = session.level;
    }
}
