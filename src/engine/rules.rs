//! Games and their options: the handles every layer passes around. What a game *is* —
//! its id, options, board and rules — lives in its own file under `games/`, which
//! implements [`Rulebook`](super::games::Rulebook); the methods here that need a game's
//! file reach it through the registry in `games/mod.rs`.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::board::Geometry;

/// A game: a handle to one of the registered rulebooks (`games/mod.rs`). Each registered
/// game has a constant of its own (`GameId::Katro` …), written with [`GameId::ALL`] by the
/// registry; [`GameId::registered`] lists every registered game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(crate) u8);

impl fmt::Debug for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameId({})", self.id())
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The most options a game has.
pub(crate) const MAX_OPTIONS: usize = 4;

/// One value an option can take, as it is written in RULES.md option JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// A number, e.g. `holes_per_row: 4`.
    Number(u8),
    /// A string, e.g. `direction: "either"`.
    Text(&'static str),
    /// A flag, e.g. `match: true`.
    Flag(bool),
}

impl Choice {
    /// The choice as JSON.
    pub fn to_json(self) -> serde_json::Value {
        match self {
            Choice::Number(n) => n.into(),
            Choice::Text(s) => s.into(),
            Choice::Flag(b) => b.into(),
        }
    }

    /// Whether `v` is this choice.
    pub fn is(self, v: &serde_json::Value) -> bool {
        match self {
            Choice::Number(n) => v.as_u64() == Some(u64::from(n)),
            Choice::Text(s) => v.as_str() == Some(s),
            Choice::Flag(b) => v.as_bool() == Some(b),
        }
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Number(n) => write!(f, "{n}"),
            Choice::Text(s) => write!(f, "\"{s}\""),
            Choice::Flag(b) => write!(f, "{b}"),
        }
    }
}

/// One option of a game: its key in option JSON and its choices, the default first.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// The key, e.g. `holes_per_row`.
    pub key: &'static str,
    /// The values it may take; the first is the default.
    pub choices: &'static [Choice],
}

impl OptionSpec {
    /// Each of its choices as an [`OptionChoice`], the default first.
    pub fn each(&self) -> impl Iterator<Item = OptionChoice> + '_ {
        self.choices.iter().map(|&choice| OptionChoice {
            key: self.key,
            choice,
        })
    }
}

/// One choice of one of a game's options, named as the game's option specs name them:
/// the option's key and the value taken. What the app's option controls send and
/// [`Rules::with_choice`] takes; made from the specs ([`OptionSpec::each`],
/// [`Rules::chosen`]) or read from a control's text ([`GameId::option_choice`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OptionChoice {
    /// The option's key ([`OptionSpec::key`]).
    pub key: &'static str,
    /// The value taken.
    pub choice: Choice,
}

/// A game's option values: for each of its options (in the order the game lists them), the
/// index of the choice taken. All zeros is the default rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options(pub(crate) [u8; MAX_OPTIONS]);

impl Options {
    /// The index of the choice taken for option `i`.
    #[inline]
    pub(crate) fn get(self, i: usize) -> u8 {
        self.0[i]
    }
}

/// A game with its options: everything that decides how a position plays. Cheap to copy;
/// made by [`Rules::default_for`] or [`Rules::from_options`].
#[derive(Clone, Copy)]
pub struct Rules {
    pub(crate) game: GameId,
    pub(crate) options: Options,
    pub(crate) geometry: &'static Geometry,
}

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.game == other.game && self.options == other.options
    }
}

impl Eq for Rules {}

impl Hash for Rules {
    /// The game's place in the registry, then each of its options' choices — the words
    /// an enum of games with an enum per option would hash, so that hashes (the search's
    /// transposition keys and samples) stay as they were before games became rulebooks.
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_isize(self.game.0 as isize);
        for &choice in &self.options.0[..self.option_count()] {
            state.write_isize(choice as isize);
        }
    }
}

impl fmt::Debug for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Rules({self})")
    }
}

impl Rules {
    /// Which game these rules are for.
    #[inline]
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The board shape and circuits.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }
}

impl fmt::Display for Rules {
    /// `katro` or `katro {"direction":"either"}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = self.options_json();
        if o.as_object().is_some_and(|m| m.is_empty()) {
            write!(f, "{}", self.game())
        } else {
            write!(f, "{} {}", self.game(), o)
        }
    }
}
