//! Games and their options (RULES.md §2.7, §3.7, §4.6, §5.11).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde_json::{Map, Value};

use super::board::Geometry;
use super::error::SetupError;

/// The four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// Katro (Madagascar), 6 × 6.
    Katro,
    /// Rio Kadalis (Somalia), 2 × 6.
    RioKadalis,
    /// Hoyito III (Dominican Republic), 2 × 6.
    Hoyito3,
    /// Kiothi (Meru, Kenya), 2 × 10 with prisons.
    Kiothi,
}

impl GameId {
    /// All games, in the order the app lists them.
    pub const ALL: [GameId; 4] = [
        GameId::Katro,
        GameId::RioKadalis,
        GameId::Hoyito3,
        GameId::Kiothi,
    ];

    /// The id used in JSON, records and URLs: `katro`, `rio-kadalis`, `hoyito-3`, `kiothi`.
    pub const fn id(self) -> &'static str {
        match self {
            GameId::Katro => "katro",
            GameId::RioKadalis => "rio-kadalis",
            GameId::Hoyito3 => "hoyito-3",
            GameId::Kiothi => "kiothi",
        }
    }

    /// The game's name as players write it.
    pub const fn name(self) -> &'static str {
        match self {
            GameId::Katro => "Katro",
            GameId::RioKadalis => "Rio Kadalis",
            GameId::Hoyito3 => "Hoyito III",
            GameId::Kiothi => "Kiothi",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for GameId {
    type Err = SetupError;
    fn from_str(s: &str) -> Result<GameId, SetupError> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| SetupError::UnknownGame(s.to_string()))
    }
}

/// Katro: rows per player (`rows_per_player`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KatroRows {
    /// Three rows each: the 6-rank board (default).
    #[default]
    Three,
    /// Two rows each: de Voogt's 4-rank boards.
    Two,
}

/// Katro: holes per row (`holes_per_row`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KatroWidth {
    /// Six holes per row (default).
    #[default]
    Six,
    /// Four holes per row.
    Four,
}

/// Katro: seeds per hole at the start (`seeds_per_hole`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KatroSeeds {
    /// Two seeds (default).
    #[default]
    Two,
    /// Three seeds.
    Three,
}

/// Katro: which circuits a player may sow along (`direction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KatroDirection {
    /// Always the default circuit (default).
    #[default]
    Fixed,
    /// The mover chooses the circuit or its mirror image each turn (`c1'`).
    Either,
}

/// The options of Katro.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct KatroOptions {
    /// `rows_per_player`: 3 or 2.
    pub rows: KatroRows,
    /// `holes_per_row`: 6 or 4.
    pub width: KatroWidth,
    /// `seeds_per_hole`: 2 or 3.
    pub seeds: KatroSeeds,
    /// `direction`: `fixed` or `either`.
    pub direction: KatroDirection,
}

/// Rio Kadalis: holes per row (`holes_per_row`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum RioWidth {
    /// Six holes per row (default, 48 seeds).
    #[default]
    Six,
    /// Five holes per row (40 seeds).
    Five,
}

/// Rio Kadalis: sowing direction (`direction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SowDirection {
    /// Counter-clockwise (default).
    #[default]
    Ccw,
    /// Clockwise.
    Cw,
}

/// Single game or match (`match`), for Rio Kadalis and Hoyito III.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Play {
    /// One game (default).
    #[default]
    Single,
    /// Rounds until a player cannot fill a hole (RULES.md §3.8, §4.7).
    Match,
}

/// The options of Rio Kadalis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct RioKadalisOptions {
    /// `holes_per_row`: 6 or 5.
    pub width: RioWidth,
    /// `direction`: `ccw` or `cw`.
    pub direction: SowDirection,
    /// `match`: false or true.
    pub play: Play,
}

/// The options of Hoyito III.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct HoyitoOptions {
    /// `match`: false or true.
    pub play: Play,
}

/// Kiothi: the opening layout (`opening`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KiothiOpening {
    /// Six rightmost holes of 5 each (default, 30 each).
    #[default]
    SixByFive,
    /// Five rightmost holes of 5 each (25 each).
    FiveByFive,
    /// Five rightmost holes of 6 each (30 each, per Wikipedia).
    FiveBySix,
}

impl KiothiOpening {
    /// (holes, warriors per hole).
    pub const fn layout(self) -> (u8, u8) {
        match self {
            KiothiOpening::SixByFive => (6, 5),
            KiothiOpening::FiveByFive => (5, 5),
            KiothiOpening::FiveBySix => (5, 6),
        }
    }
}

/// Kiothi: how many holes a redistribution empties (`redistribute`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KiothiRedistribute {
    /// Exactly two holes (default).
    #[default]
    ExactlyTwo,
    /// None, one or two holes (Mancala World).
    UpToTwo,
}

/// The options of Kiothi.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct KiothiOptions {
    /// `opening`: `6x5`, `5x5` or `5x6`.
    pub opening: KiothiOpening,
    /// `redistribute`: `exactly-two` or `up-to-two`.
    pub redistribute: KiothiRedistribute,
}

/// A game with its options: everything that decides how a position plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Katro and its options.
    Katro(KatroOptions),
    /// Rio Kadalis and its options.
    RioKadalis(RioKadalisOptions),
    /// Hoyito III and its options.
    Hoyito3(HoyitoOptions),
    /// Kiothi and its options.
    Kiothi(KiothiOptions),
}

fn geometries() -> &'static [Geometry; 8] {
    static G: OnceLock<[Geometry; 8]> = OnceLock::new();
    G.get_or_init(|| {
        [
            Geometry::katro(6, 3),
            Geometry::katro(4, 3),
            Geometry::katro(6, 2),
            Geometry::katro(4, 2),
            Geometry::two_rows(6),
            Geometry::two_rows(5),
            Geometry::two_rows(10),
            Geometry::two_rows(6),
        ]
    })
}

impl Rules {
    /// The default rules of `game`.
    pub fn default_for(game: GameId) -> Rules {
        match game {
            GameId::Katro => Rules::Katro(KatroOptions::default()),
            GameId::RioKadalis => Rules::RioKadalis(RioKadalisOptions::default()),
            GameId::Hoyito3 => Rules::Hoyito3(HoyitoOptions::default()),
            GameId::Kiothi => Rules::Kiothi(KiothiOptions::default()),
        }
    }

    /// Which game these rules are for.
    pub fn game(&self) -> GameId {
        match self {
            Rules::Katro(_) => GameId::Katro,
            Rules::RioKadalis(_) => GameId::RioKadalis,
            Rules::Hoyito3(_) => GameId::Hoyito3,
            Rules::Kiothi(_) => GameId::Kiothi,
        }
    }

    /// The board shape and circuits.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        let g = geometries();
        match self {
            Rules::Katro(o) => match (o.rows, o.width) {
                (KatroRows::Three, KatroWidth::Six) => &g[0],
                (KatroRows::Three, KatroWidth::Four) => &g[1],
                (KatroRows::Two, KatroWidth::Six) => &g[2],
                (KatroRows::Two, KatroWidth::Four) => &g[3],
            },
            Rules::RioKadalis(o) => match o.width {
                RioWidth::Six => &g[4],
                RioWidth::Five => &g[5],
            },
            Rules::Hoyito3(_) => &g[7],
            Rules::Kiothi(_) => &g[6],
        }
    }

    /// Whether match play is on (Rio Kadalis and Hoyito III).
    pub fn is_match(&self) -> bool {
        matches!(
            self,
            Rules::RioKadalis(RioKadalisOptions {
                play: Play::Match,
                ..
            }) | Rules::Hoyito3(HoyitoOptions { play: Play::Match })
        )
    }

    /// The number of seeds in play (on the board, in stores and reserves).
    pub fn total_seeds(&self) -> u32 {
        match self {
            Rules::Katro(o) => {
                let per = match o.seeds {
                    KatroSeeds::Two => 2,
                    KatroSeeds::Three => 3,
                };
                self.geometry().len() as u32 * per
            }
            Rules::RioKadalis(_) | Rules::Hoyito3(_) => self.geometry().len() as u32 * 4,
            Rules::Kiothi(o) => {
                let (h, n) = o.opening.layout();
                2 * h as u32 * n as u32
            }
        }
    }

    /// The options as RULES.md JSON: only the options that differ from the default, so
    /// the default rules are written `{}`.
    pub fn options_json(&self) -> Value {
        let mut m = Map::new();
        match self {
            Rules::Katro(o) => {
                if o.rows == KatroRows::Two {
                    m.insert("rows_per_player".into(), 2.into());
                }
                if o.width == KatroWidth::Four {
                    m.insert("holes_per_row".into(), 4.into());
                }
                if o.seeds == KatroSeeds::Three {
                    m.insert("seeds_per_hole".into(), 3.into());
                }
                if o.direction == KatroDirection::Either {
                    m.insert("direction".into(), "either".into());
                }
            }
            Rules::RioKadalis(o) => {
                if o.width == RioWidth::Five {
                    m.insert("holes_per_row".into(), 5.into());
                }
                if o.direction == SowDirection::Cw {
                    m.insert("direction".into(), "cw".into());
                }
                if o.play == Play::Match {
                    m.insert("match".into(), true.into());
                }
            }
            Rules::Hoyito3(o) => {
                if o.play == Play::Match {
                    m.insert("match".into(), true.into());
                }
            }
            Rules::Kiothi(o) => {
                match o.opening {
                    KiothiOpening::SixByFive => {}
                    KiothiOpening::FiveByFive => {
                        m.insert("opening".into(), "5x5".into());
                    }
                    KiothiOpening::FiveBySix => {
                        m.insert("opening".into(), "5x6".into());
                    }
                }
                if o.redistribute == KiothiRedistribute::UpToTwo {
                    m.insert("redistribute".into(), "up-to-two".into());
                }
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
            other => {
                return Err(SetupError::Options(format!(
                    "options must be a JSON object, not {other}"
                )))
            }
        };
        let mut rules = Rules::default_for(game);
        for (key, value) in map {
            let bad = || {
                SetupError::Options(format!(
                    "option \"{key}\" of {} cannot be {value}{}",
                    game.id(),
                    choices(game, key)
                        .map(|c| format!(" (choose {c})"))
                        .unwrap_or_default()
                ))
            };
            let n = value.as_u64();
            let s = value.as_str();
            let b = value.as_bool();
            match (&mut rules, key.as_str()) {
                (Rules::Katro(o), "rows_per_player") => {
                    o.rows = match n {
                        Some(3) => KatroRows::Three,
                        Some(2) => KatroRows::Two,
                        _ => return Err(bad()),
                    }
                }
                (Rules::Katro(o), "holes_per_row") => {
                    o.width = match n {
                        Some(6) => KatroWidth::Six,
                        Some(4) => KatroWidth::Four,
                        _ => return Err(bad()),
                    }
                }
                (Rules::Katro(o), "seeds_per_hole") => {
                    o.seeds = match n {
                        Some(2) => KatroSeeds::Two,
                        Some(3) => KatroSeeds::Three,
                        _ => return Err(bad()),
                    }
                }
                (Rules::Katro(o), "direction") => {
                    o.direction = match s {
                        Some("fixed") => KatroDirection::Fixed,
                        Some("either") => KatroDirection::Either,
                        _ => return Err(bad()),
                    }
                }
                (Rules::RioKadalis(o), "holes_per_row") => {
                    o.width = match n {
                        Some(6) => RioWidth::Six,
                        Some(5) => RioWidth::Five,
                        _ => return Err(bad()),
                    }
                }
                (Rules::RioKadalis(o), "direction") => {
                    o.direction = match s {
                        Some("ccw") => SowDirection::Ccw,
                        Some("cw") => SowDirection::Cw,
                        _ => return Err(bad()),
                    }
                }
                (Rules::RioKadalis(RioKadalisOptions { play, .. }), "match")
                | (Rules::Hoyito3(HoyitoOptions { play }), "match") => {
                    *play = match b {
                        Some(false) => Play::Single,
                        Some(true) => Play::Match,
                        _ => return Err(bad()),
                    }
                }
                (Rules::Kiothi(o), "opening") => {
                    o.opening = match s {
                        Some("6x5") => KiothiOpening::SixByFive,
                        Some("5x5") => KiothiOpening::FiveByFive,
                        Some("5x6") => KiothiOpening::FiveBySix,
                        _ => return Err(bad()),
                    }
                }
                (Rules::Kiothi(o), "redistribute") => {
                    o.redistribute = match s {
                        Some("exactly-two") => KiothiRedistribute::ExactlyTwo,
                        Some("up-to-two") => KiothiRedistribute::UpToTwo,
                        _ => return Err(bad()),
                    }
                }
                _ => {
                    return Err(SetupError::Options(format!(
                        "{} has no option \"{key}\" (its options: {})",
                        game.id(),
                        option_names(game).join(", ")
                    )))
                }
            }
        }
        Ok(rules)
    }

    /// Every combination of options of every game: what the consistency harness covers.
    pub fn all_variants() -> Vec<Rules> {
        let mut v = Vec::new();
        for rows in [KatroRows::Three, KatroRows::Two] {
            for width in [KatroWidth::Six, KatroWidth::Four] {
                for seeds in [KatroSeeds::Two, KatroSeeds::Three] {
                    for direction in [KatroDirection::Fixed, KatroDirection::Either] {
                        v.push(Rules::Katro(KatroOptions {
                            rows,
                            width,
                            seeds,
                            direction,
                        }));
                    }
                }
            }
        }
        for width in [RioWidth::Six, RioWidth::Five] {
            for direction in [SowDirection::Ccw, SowDirection::Cw] {
                for play in [Play::Single, Play::Match] {
                    v.push(Rules::RioKadalis(RioKadalisOptions {
                        width,
                        direction,
                        play,
                    }));
                }
            }
        }
        for play in [Play::Single, Play::Match] {
            v.push(Rules::Hoyito3(HoyitoOptions { play }));
        }
        for opening in [
            KiothiOpening::SixByFive,
            KiothiOpening::FiveByFive,
            KiothiOpening::FiveBySix,
        ] {
            for redistribute in [KiothiRedistribute::ExactlyTwo, KiothiRedistribute::UpToTwo] {
                v.push(Rules::Kiothi(KiothiOptions {
                    opening,
                    redistribute,
                }));
            }
        }
        v
    }
}

/// The option names of `game`, for messages and the app's option form.
pub fn option_names(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Katro => &[
            "rows_per_player",
            "holes_per_row",
            "seeds_per_hole",
            "direction",
        ],
        GameId::RioKadalis => &["holes_per_row", "direction", "match"],
        GameId::Hoyito3 => &["match"],
        GameId::Kiothi => &["opening", "redistribute"],
    }
}

fn choices(game: GameId, key: &str) -> Option<&'static str> {
    Some(match (game, key) {
        (GameId::Katro, "rows_per_player") => "3 or 2",
        (GameId::Katro, "holes_per_row") => "6 or 4",
        (GameId::Katro, "seeds_per_hole") => "2 or 3",
        (GameId::Katro, "direction") => "\"fixed\" or \"either\"",
        (GameId::RioKadalis, "holes_per_row") => "6 or 5",
        (GameId::RioKadalis, "direction") => "\"ccw\" or \"cw\"",
        (_, "match") => "false or true",
        (GameId::Kiothi, "opening") => "\"6x5\", \"5x5\" or \"5x6\"",
        (GameId::Kiothi, "redistribute") => "\"exactly-two\" or \"up-to-two\"",
        _ => return None,
    })
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
