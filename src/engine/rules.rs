//! Games and their options: the handles every layer passes around. What a game *is* —
//! its id, options, board and rules — lives in its own file under `games/`, which
//! implements [`Rulebook`](super::games::Rulebook); the methods here that need a game's
//! file reach it through the registry in `games/mod.rs`.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::board::Geometry;
use super::error::SetupError;

/// A game: a handle to one of the registered rulebooks (`games/mod.rs`). The four games
/// of the Atlas have names of their own; [`GameId::registered`] lists every registered game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(crate) u8);

#[allow(non_upper_case_globals)]
impl GameId {
    /// Katro (Madagascar), 6 × 6.
    pub const Katro: GameId = GameId(0);
    /// Rio Kadalis (Somalia), 2 × 6.
    pub const RioKadalis: GameId = GameId(1);
    /// Hoyito III (Dominican Republic), 2 × 6.
    pub const Hoyito3: GameId = GameId(2);
    /// Kiothi (Meru, Kenya), 2 × 10 with prisons.
    pub const Kiothi: GameId = GameId(3);

    /// The four games of the Atlas, in the order the app lists them.
    pub const ALL: [GameId; 4] = [
        GameId::Katro,
        GameId::RioKadalis,
        GameId::Hoyito3,
        GameId::Kiothi,
    ];
}

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

impl GameId {
    /// The choice of option `key` written `text` as [`Choice`]'s `Display` writes it
    /// (`6`, `"either"`, `true`: its option JSON).
    ///
    /// # Errors
    /// The game has no option `key`, or `text` is none of its choices.
    pub fn option_choice(self, key: &str, text: &str) -> Result<OptionChoice, SetupError> {
        let spec = self
            .options()
            .iter()
            .find(|o| o.key == key)
            .ok_or_else(|| SetupError::UnknownOption {
                game: self,
                key: key.to_string(),
            })?;
        spec.each()
            .find(|c| c.choice.to_string() == text)
            .ok_or_else(|| SetupError::BadOptionValue {
                game: self,
                key: spec.key,
                value: text.to_string(),
            })
    }
}

impl Rules {
    /// These rules with option `c.key` set to `c.choice`, the others as they are.
    ///
    /// # Errors
    /// The game has no such option, or the option has no such choice (a choice of
    /// another game's option).
    pub fn with_choice(self, c: OptionChoice) -> Result<Rules, SetupError> {
        let game = self.game;
        let specs = game.options();
        let i =
            specs
                .iter()
                .position(|o| o.key == c.key)
                .ok_or_else(|| SetupError::UnknownOption {
                    game,
                    key: c.key.to_string(),
                })?;
        let k = specs[i]
            .choices
            .iter()
            .position(|&x| x == c.choice)
            .ok_or_else(|| SetupError::BadOptionValue {
                game,
                key: specs[i].key,
                value: c.choice.to_string(),
            })?;
        let mut options = self.options;
        options.0[i] = k as u8;
        Ok(Rules::with(game, options))
    }

    /// The choice taken for each of the game's options, in the order the game lists them.
    pub fn chosen(&self) -> impl Iterator<Item = OptionChoice> + '_ {
        let options = self.options;
        self.game
            .options()
            .iter()
            .enumerate()
            .map(move |(i, spec)| OptionChoice {
                key: spec.key,
                choice: spec.choices[options.get(i) as usize],
            })
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_choices_come_from_the_specs_and_are_checked() {
        let katro = Rules::default_for(GameId::Katro);
        let either = GameId::Katro
            .option_choice("direction", "\"either\"")
            .expect("a choice");
        assert_eq!(either.choice, Choice::Text("either"));
        let rules = katro.with_choice(either).expect("Katro has it");
        assert_eq!(
            rules.options_json().to_string(),
            r#"{"direction":"either"}"#
        );
        assert_eq!(
            rules
                .chosen()
                .map(|c| c.choice.to_string())
                .collect::<Vec<_>>(),
            ["3", "6", "2", "\"either\""]
        );
        for spec in GameId::Katro.options() {
            for c in spec.each() {
                let text = c.choice.to_string();
                assert_eq!(GameId::Katro.option_choice(spec.key, &text).ok(), Some(c));
                assert!(katro.with_choice(c).is_ok());
            }
        }
        assert!(matches!(
            GameId::Katro.option_choice("match", "true"),
            Err(SetupError::UnknownOption { .. })
        ));
        assert!(matches!(
            GameId::Katro.option_choice("direction", "\"sideways\""),
            Err(SetupError::BadOptionValue { .. })
        ));
        // A choice of another game's option is refused by these rules.
        let kiothi = GameId::Kiothi.options()[0].each().nth(1).expect("5x5");
        assert!(matches!(
            katro.with_choice(kiothi),
            Err(SetupError::UnknownOption { .. })
        ));
        let hoyito_match = OptionChoice {
            key: "match",
            choice: Choice::Text("maybe"),
        };
        assert!(matches!(
            Rules::default_for(GameId::Hoyito3).with_choice(hoyito_match),
            Err(SetupError::BadOptionValue { key: "match", .. })
        ));
    }
}
