//! What a tap on a hole does where a board takes marks as well as moves (the recorder,
//! the figure builder): enter a move, or highlight, point an arrow, write a label.

use crate::ui::i18n::{t, Lang};

/// What a tap on a hole does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Enters the move from that hole (a chooser opens where the hole offers several).
    #[default]
    Moves,
    /// Highlights the hole in the colour chosen (again: takes it off).
    Highlight,
    /// The first tap: where an arrow starts; the second: where it points.
    Arrow,
    /// Writes the label typed on the hole (again: takes it off).
    Label,
}

impl Tool {
    /// Every tool, in the order the screen offers them.
    pub const ALL: [Tool; 4] = [Tool::Moves, Tool::Highlight, Tool::Arrow, Tool::Label];

    /// Its `data-tool` name.
    pub fn id(self) -> &'static str {
        match self {
            Tool::Moves => "moves",
            Tool::Highlight => "highlight",
            Tool::Arrow => "arrow",
            Tool::Label => "label",
        }
    }

    /// Its name, in `lang`.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Tool::Moves => t(lang, "Enter moves"),
            Tool::Highlight => t(lang, "Highlight"),
            Tool::Arrow => t(lang, "Arrow"),
            Tool::Label => t(lang, "Label"),
        }
    }
}
