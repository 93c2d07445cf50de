//! The games: each file holds one game's rules behind two traits — `Rulebook`, what the
//! game is (its options, board and set-up), and `Play`, how it is played (candidate
//! moves, sowing, turn end, no-move rule and repetition rule). Nothing outside a game's
//! file asks which game is being played: the play API (`play.rs`) asks the position's
//! rules. A new game is one file here plus one line
//! in the `registry!` list, which also writes its `GameId` constant.

pub mod hoyito;
pub mod katro;
pub mod kiothi;
mod match_play;
pub mod rio_kadalis;

#[cfg(test)]
mod fifth;

use std::str::FromStr;

use serde_json::{Map, Value};

use super::board::{Circuit, Geometry, Shape};
use super::error::{PlayError, SetupError};
use super::facts::Facts;
use super::notation::{Lift, Redistribution, Sow};
use super::outcome::{EndReason, Phase};
use super::player::Player;
use super::position::Position;
use super::rules::{Choice, GameId, OptionChoice, OptionSpec, Options, Rules, MAX_OPTIONS};
use super::sowing::{CanMove, Ctx};
use super::trace::Events;

pub use kiothi::RedistributionChoice;

/// The registry: every game, in [`GameId`] order (a game's id is its place here). One line
/// per game, with the doc of its [`GameId`] constant: the Atlas's games (in the order the
/// app lists them: [`GameId::ALL`]), then the games registered only in tests. The macro
/// writes the `GameId` constants, [`GameId::ALL`], the tables of rulebooks and of play,
/// and the static dispatch of the hot paths ([`candidates`], [`check`], [`turn`]): a call
/// there goes straight to the game's code, inlined, where the rest of the traits is
/// called through `&dyn Rulebook` and `&dyn Play`.
macro_rules! registry {
    (
        atlas: $(#[doc = $doc:literal] $module:ident::$game:ident,)*
        tests: $(#[doc = $tdoc:literal] $tmodule:ident::$tgame:ident,)*
    ) => {
        /// The registered games, for the static dispatch.
        #[allow(dead_code)]
        #[repr(u8)]
        enum Registered {
            $($game,)*
            $(#[cfg(test)] $tgame,)*
        }

        /// How many games the Atlas has.
        const ATLAS: usize = [$(stringify!($game)),*].len();

        #[allow(non_upper_case_globals)]
        impl GameId {
            $(#[doc = $doc] pub const $game: GameId = GameId(Registered::$game as u8);)*
            $(#[doc = $tdoc] #[cfg(test)] pub const $tgame: GameId = GameId(Registered::$tgame as u8);)*

            /// The games of the Atlas, in the order the app lists them (the games
            /// registered only in tests aside; [`GameId::registered`] lists every game).
            pub const ALL: [GameId; ATLAS] = [$(GameId::$game),*];
        }

        static REGISTRY: &[&dyn Rulebook] = &[
            $(&$module::$game,)*
            $(#[cfg(test)] &$tmodule::$tgame,)*
        ];

        /// How each game is played, in the same order ([`Play`]).
        static PLAY: &[&dyn Play] = &[
            $(&$module::$game,)*
            $(#[cfg(test)] &$tmodule::$tgame,)*
        ];

        /// [`Play::candidates`] of `p`'s game.
        #[inline(always)]
        pub(crate) fn candidates(p: &Position, player: Player) -> Candidates {
            let game = p.rules.game;
            $(if game == GameId::$game {
                return $module::$game.candidates(p, player);
            })*
            p.rules.play().candidates(p, player)
        }

        /// [`Play::check`] of `p`'s game.
        #[inline(always)]
        pub(crate) fn check(p: &Position, s: Sow) -> Result<(), PlayError> {
            let game = p.rules.game;
            $(if game == GameId::$game {
                return $module::$game.check(p, s);
            })*
            p.rules.play().check(p, s)
        }

        /// [`Play::turn`] of `p`'s game.
        #[inline(always)]
        pub(crate) fn turn(p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError> {
            let game = p.rules.game;
            $(if game == GameId::$game {
                return $module::$game.turn(p, s, start, ctx);
            })*
            p.rules.play().turn(p, s, start, ctx)
        }
    };
}

registry! {
    atlas:
    /// Katro (Madagascar), 6 × 6.
    katro::Katro,
    /// Rio Kadalis (Somalia), 2 × 6.
    rio_kadalis::RioKadalis,
    /// Hoyito III (Dominican Republic), 2 × 6.
    hoyito::Hoyito3,
    /// Kiothi (Meru, Kenya), 2 × 10 with prisons.
    kiothi::Kiothi,
    tests:
    /// The fifth game of the tests (`games/fifth.rs`), 2 × 4.
    fifth::Fifth,
}

/// What a position of a game may hold besides pits and a side to move, for reading
/// positions: anything else is refused.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Holds {
    /// Opening redistribution turns (`"phase": "redistribute"`).
    pub redistribution: bool,
    /// *Nki* marks.
    pub nki: bool,
    /// Seeds off the board (`captured`).
    pub stores: bool,
}

/// What one game is: its name, options, board, seeds and set-up, what its positions may
/// hold and how they end ([`Play`] is how it is played). Object-safe: the engine holds a
/// `&'static dyn Rulebook`.
pub(crate) trait Rulebook: Sync {
    /// The id used in JSON, records and URLs, e.g. `hoyito-3`.
    fn id(&self) -> &'static str;
    /// The name as players write it, e.g. `Hoyito III`.
    fn name(&self) -> &'static str;
    /// The options, each with its choices (the default first).
    fn options(&self) -> &'static [OptionSpec] {
        &[]
    }
    /// The board for these options.
    fn shape(&self, o: Options) -> Shape;
    /// Seeds in play for these options.
    fn total_seeds(&self, o: Options, g: &Geometry) -> u32;
    /// Whether these options play a match of rounds.
    fn is_match(&self, _o: Options) -> bool {
        false
    }
    /// What its positions may hold.
    fn holds(&self) -> Holds;
    /// The reasons its games (and rounds) can end for.
    fn end_reasons(&self, o: Options) -> &'static [EndReason];
    /// Lays out the start position on an empty board (South to move, in play).
    fn setup(&self, p: &mut Position);
    /// Checks what a position read from outside must keep to beyond the shared checks.
    ///
    /// # Errors
    /// What is wrong.
    fn validate(&self, _p: &Position) -> Result<(), SetupError> {
        Ok(())
    }
    /// Whether the higher score always wins (every game but Katro, where a player who
    /// cannot move loses whatever seeds they hold).
    fn score_decides(&self) -> bool {
        true
    }
    /// The circuit plain moves are sown along (a fact of the board: the
    /// sowing track drawn on a board at rest follows it too).
    fn circuit(&self, _o: Options) -> Circuit {
        Circuit::Default
    }
    /// What the game is like, for those who speak about it or draw it: what a piece is
    /// called, the stores, the scoring, the layouts (`facts.rs`).
    fn facts(&self) -> Facts;
}

/// How one game is played: its candidate moves, its sowing and turn end, its no-move and
/// repetition rules, its opening redistribution. Apart from [`Rulebook`] (what the game
/// is: its options, board and set-up, which every page asks) so that a bundle that never
/// plays a move (the light start screen) does not carry the play methods that a
/// rulebook's table of methods would bring in with it: only the play API reaches them,
/// through [`Rules::play`] and the static dispatch above.
/// Object-safe (`&'static dyn Play`); inside a game's file the sowing is generic (see
/// `sowing.rs`) and compiled for that game alone.
pub(crate) trait Play: Sync {
    /// The moves of `player` that pass the cheap checks (own, occupied, open hole and the
    /// game's own); sowing decides the rest.
    fn candidates(&self, p: &Position, player: Player) -> Candidates;
    /// The game's own checks of a sowing before it is sown (the shared ones — on the
    /// board, the mover's, open, occupied — are done): partial lifts, circuits, rows.
    ///
    /// # Errors
    /// Why the move cannot be played.
    fn check(&self, _p: &Position, s: Sow) -> Result<(), PlayError> {
        whole_lift_default_circuit(s)
    }
    /// Sows `s` (checked) from the hole at `start` and ends the turn: captures, whose turn
    /// it is next, and the end of the game when the sowing decides it. The no-move rule
    /// is applied afterwards by the caller.
    ///
    /// # Errors
    /// A sowing the rules forbid ([`PlayError::EndlessSowing`] among them).
    fn turn(&self, p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError>;
    /// The player to move cannot move (`reason`): end the game or round, or pass.
    /// `can_move` tells whether a player has a legal sowing.
    fn no_move(&self, p: &mut Position, reason: EndReason, can_move: CanMove, ctx: &mut Ctx);
    /// The same position occurred for the third time (RULES.md §1.4).
    fn repetition(&self, p: &mut Position, ev: &mut Events);
    /// An opening redistribution turn.
    ///
    /// # Errors
    /// Why it cannot be played.
    fn redistribute(
        &self,
        _p: &mut Position,
        _r: &Redistribution,
        _ev: &mut Events,
    ) -> Result<(), PlayError> {
        Err(PlayError::WrongPhase {
            redistribution_due: false,
        })
    }
    /// What the player to move may choose in a redistribution turn.
    fn redistribution_choice(&self, _p: &Position) -> Option<RedistributionChoice> {
        None
    }
}

/// The shared default of [`Play::check`]: every seed of the hole, the usual circuit.
pub(crate) fn whole_lift_default_circuit(s: Sow) -> Result<(), PlayError> {
    if let Lift::Some(_) = s.lift {
        return Err(PlayError::PartialLiftNotAllowed);
    }
    if s.circuit == Circuit::Mirrored {
        return Err(PlayError::MirroredNotAllowed);
    }
    Ok(())
}

/// The moves a player may try, as data: the holes, and what varies from each. The play
/// API lists them in canonical order: the occupied ones of these holes in notation order;
/// for each, partial lifts from 1 up, then the whole hole; the usual circuit before the
/// mirrored one.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Candidates {
    /// The holes, by index (the empty ones among them are passed over).
    pub holes: u64,
    /// Any number of seeds may be lifted (Kiothi), not only all.
    pub lifts: bool,
    /// The mirrored circuit may be chosen too (Katro's `either`).
    pub mirrored: bool,
}

impl Candidates {
    /// How many moves a hole holding `n` seeds offers (none when empty).
    #[inline]
    pub fn per_hole(&self, n: u8) -> u32 {
        if n == 0 {
            return 0;
        }
        let partial = if self.lifts { u32::from(n) - 1 } else { 0 };
        partial + 1 + u32::from(self.mirrored)
    }
}

/// Every open, occupied hole of `player`, sown whole along the usual circuit.
#[inline]
pub(crate) fn open_holes(p: &Position, player: Player) -> Candidates {
    Candidates {
        holes: p.geometry().side_mask(player) & !p.closed,
        ..Candidates::default()
    }
}

impl GameId {
    /// Every registered game.
    pub fn registered() -> impl Iterator<Item = GameId> {
        (0..REGISTRY.len()).map(|i| GameId(i as u8))
    }
    /// The id used in JSON, records and URLs: `katro`, `rio-kadalis`, `hoyito-3`, `kiothi`.
    pub fn id(self) -> &'static str {
        self.book().id()
    }
    /// The game's name as players write it.
    pub fn name(self) -> &'static str {
        self.book().name()
    }
    /// The game's rulebook.
    #[inline]
    pub(crate) fn book(self) -> &'static dyn Rulebook {
        REGISTRY[self.0 as usize]
    }
    /// How the game is played.
    #[inline]
    pub(crate) fn play(self) -> &'static dyn Play {
        PLAY[self.0 as usize]
    }
    /// The option names, for messages and the app's option form.
    pub fn option_names(self) -> Vec<&'static str> {
        self.book().options().iter().map(|o| o.key).collect()
    }
    /// The options with their choices (the default first).
    pub fn options(self) -> &'static [OptionSpec] {
        self.book().options()
    }
}

impl FromStr for GameId {
    type Err = SetupError;
    fn from_str(s: &str) -> Result<GameId, SetupError> {
        GameId::registered()
            .find(|g| g.id() == s)
            .ok_or_else(|| SetupError::UnknownGame(s.to_string()))
    }
}

/// The option names of `game`, for messages and the app's option form.
pub fn option_names(game: GameId) -> Vec<&'static str> {
    game.option_names()
}

impl Rules {
    pub(crate) fn with(game: GameId, options: Options) -> Rules {
        Rules {
            game,
            options,
            geometry: Geometry::of(game.book().shape(options)),
        }
    }

    /// The default rules of `game`.
    pub fn default_for(game: GameId) -> Rules {
        Rules::with(game, Options::default())
    }

    /// The game's rulebook.
    #[inline]
    pub(crate) fn book(&self) -> &'static dyn Rulebook {
        self.game.book()
    }

    /// How the game is played.
    #[inline]
    pub(crate) fn play(&self) -> &'static dyn Play {
        self.game.play()
    }

    /// How many options the game has.
    pub(crate) fn option_count(&self) -> usize {
        self.book().options().len()
    }

    /// Whether match play is on (Rio Kadalis and Hoyito III).
    pub fn is_match(&self) -> bool {
        self.book().is_match(self.options)
    }

    /// The number of seeds in play (on the board, in stores and reserves).
    pub fn total_seeds(&self) -> u32 {
        self.book().total_seeds(self.options, self.geometry)
    }

    /// The value of option `key`, if the game has it.
    pub fn option(&self, key: &str) -> Option<Choice> {
        let specs = self.book().options();
        let i = specs.iter().position(|o| o.key == key)?;
        Some(specs[i].choices[self.options.get(i) as usize])
    }

    /// The options as RULES.md JSON: only the options that differ from the default, so
    /// the default rules are written `{}`.
    pub fn options_json(&self) -> Value {
        let mut m = Map::new();
        for (i, spec) in self.book().options().iter().enumerate() {
            let k = self.options.get(i) as usize;
            if k != 0 {
                m.insert(spec.key.into(), spec.choices[k].to_json());
            }
        }
        Value::Object(m)
    }

    /// Reads the rules of `game` from RULES.md option JSON (`{}` or `null` is the default).
    ///
    /// # Errors
    /// An unknown option name or a value that is not one of the option's choices.
    pub fn from_options(game: GameId, options: &Value) -> Result<Rules, SetupError> {
        let empty = Map::new();
        let map = match options {
            Value::Null => &empty,
            Value::Object(m) => m,
            other => return Err(SetupError::OptionsNotObject(other.to_string())),
        };
        let specs = game.book().options();
        let mut o = Options::default();
        for (key, value) in map {
            let Some(i) = specs.iter().position(|s| s.key == key) else {
                return Err(SetupError::UnknownOption {
                    game,
                    key: key.clone(),
                });
            };
            let spec = specs[i];
            let k = spec
                .choices
                .iter()
                .position(|c| c.is(value))
                .ok_or_else(|| SetupError::BadOptionValue {
                    game,
                    key: spec.key,
                    value: value.to_string(),
                })?;
            o.0[i] = k as u8;
        }
        Ok(Rules::with(game, o))
    }

    /// Every combination of options of every registered game: what the consistency
    /// harness covers.
    pub fn all_variants() -> Vec<Rules> {
        let mut v = Vec::new();
        for game in GameId::registered() {
            let specs = game.book().options();
            debug_assert!(specs.len() <= MAX_OPTIONS);
            let mut o = Options::default();
            loop {
                v.push(Rules::with(game, o));
                // Next combination, the first option turning fastest.
                let mut i = 0;
                loop {
                    if i == specs.len() {
                        break;
                    }
                    o.0[i] += 1;
                    if (o.0[i] as usize) < specs[i].choices.len() {
                        break;
                    }
                    o.0[i] = 0;
                    i += 1;
                }
                if i == specs.len() {
                    break;
                }
            }
        }
        v
    }
}

// Options read from a control's text and set one at a time (with the option JSON
// readers above, so that `rules.rs`, below the errors, names no error).
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

impl Position {
    /// The start position of `rules`.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{GameId, Position, Rules, Hole};
    /// let p = Position::start(Rules::default_for(GameId::Hoyito3));
    /// assert_eq!(p.count(Hole::new(0, 0)), 4);
    /// ```
    pub fn start(rules: Rules) -> Position {
        let mut p = Position::empty(rules);
        rules.book().setup(&mut p);
        p
    }

    /// Whether the game's result is Kiothi's celebrated "one-warrior victory" (a win by
    /// exactly two warriors).
    pub fn one_warrior_victory(&self) -> bool {
        self.rules.facts().celebrates_win_by_two && self.outcome.is_some_and(|o| o.won_by_two())
    }
}

/// Whether a phase is one the game has.
pub(crate) fn has_phase(h: Holds, phase: Phase) -> bool {
    phase != Phase::Redistribute || h.redistribution
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
