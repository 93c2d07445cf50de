//! The start screen's choices: the game and its options, who plays, the computer's level.

use super::notices::Message;
use super::session::{Mode, Session};
use crate::ai::Level;
use crate::engine::{GameId, OptionChoice, Player, Rules, SetupError};

/// The start screen's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum SetupAction {
    /// Choose a game (its default options).
    ChooseGame(GameId),
    /// Set one option to one of its choices.
    SetOption(OptionChoice),
    /// Choose who plays.
    SetMode(Mode),
    /// Choose how strong the computer plays.
    SetLevel(Level),
    /// Start the chosen game (the game part: `play.rs`).
    Start,
    /// Back to the start screen (the game in progress stays until a new one starts).
    ShowStart,
    /// Back from the start screen to the game in progress.
    Resume,
}

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
    /// What a first visit's Play starts: Hoyito III against the computer, the reader
    /// South (at the foot of the board, moving first), the computer North at the beginner's
    /// level — a newcomer has someone to play against, and wins now and then.
    fn default() -> SetupForm {
        SetupForm {
            rules: Rules::default_for(GameId::default()),
            mode: Mode::VsComputer {
                computer: Player::North,
            },
            level: Level::Beginner,
        }
    }
}

impl SetupForm {
    /// Applies one of the form's actions (the others, which change the screen, are the
    /// game part's: nothing here).
    ///
    /// # Errors
    /// What to say when an option is refused.
    pub fn update(&mut self, action: SetupAction) -> Result<(), Message> {
        match action {
            SetupAction::ChooseGame(g) => self.choose_game(g),
            SetupAction::SetOption(choice) => {
                self.set_option(choice).map_err(Message::OptionRefused)?
            }
            SetupAction::SetMode(m) => self.mode = m,
            SetupAction::SetLevel(l) => self.level = l,
            SetupAction::Start | SetupAction::ShowStart | SetupAction::Resume => {}
        }
        Ok(())
    }

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
