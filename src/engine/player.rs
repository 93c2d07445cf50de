//! The two players.

use std::fmt;
use std::ops::Not;

/// One of the two players. South sits at the bottom of the screen and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The player at the bottom (ranks 1…).
    South,
    /// The player at the top.
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// 0 for South, 1 for North: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Player::South => 0,
            Player::North => 1,
        }
    }

    /// The lower-case name used in JSON and notation: `south` or `north`.
    pub const fn name(self) -> &'static str {
        match self {
            Player::South => "south",
            Player::North => "north",
        }
    }

    /// Parses `south` or `north` (any case).
    pub fn from_name(s: &str) -> Option<Player> {
        match s.to_ascii_lowercase().as_str() {
            "south" => Some(Player::South),
            "north" => Some(Player::North),
            _ => None,
        }
    }
}

impl Not for Player {
    type Output = Player;
    #[inline]
    fn not(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::South => "South",
            Player::North => "North",
        })
    }
}

/// Serialises a player by name (`"south"`), for the trace and the outcome.
pub(crate) fn ser_player<S: serde::Serializer>(p: &Player, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(p.name())
}
/// Serialises an optional player by name, `null` for none.
pub(crate) fn ser_opt_player<S: serde::Serializer>(
    p: &Option<Player>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match p {
        Some(p) => s.serialize_str(p.name()),
        None => s.serialize_none(),
    }
}
