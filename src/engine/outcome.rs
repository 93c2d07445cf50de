//! Where a game stands: its phase, why it ended, its result, and the state of a match.
//! Plain data at the bottom of the engine's layers (see ARCHITECTURE.md).

use serde::Serialize;

use super::player::Player;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Opening redistribution turns (Kiothi).
    Redistribute,
    /// Sowing moves.
    Play,
    /// The game (or the whole match) is over.
    Over,
}

impl Phase {
    /// Every phase.
    pub const ALL: [Phase; 3] = [Phase::Redistribute, Phase::Play, Phase::Over];

    /// The JSON name: `redistribute`, `play`, `over`.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Redistribute => "redistribute",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }

    /// Reads a JSON name.
    pub fn from_name(s: &str) -> Option<Phase> {
        Phase::ALL.into_iter().find(|p| p.name() == s)
    }
}

/// Why a game or round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// Katro: a capture emptied the opponent's half (§2.6).
    OpponentEmptied,
    /// The player to move has no seeds to move.
    NoSeeds,
    /// The player to move has no legal move.
    NoLegalMove,
    /// The player to move has only endless moves (§1.3).
    OnlyEndlessMoves,
    /// Hoyito III: a capture left exactly four seeds (§4.5).
    LastFour,
    /// Hoyito III: neither player can move (§4.5).
    NeitherCanMove,
    /// The same position occurred for the third time (§1.4).
    Repetition,
    /// Match play: a player cannot fill a single hole (§3.8, §4.7).
    CannotFillHole,
}

impl EndReason {
    /// Every reason.
    pub const ALL: [EndReason; 8] = [
        EndReason::OpponentEmptied,
        EndReason::NoSeeds,
        EndReason::NoLegalMove,
        EndReason::OnlyEndlessMoves,
        EndReason::LastFour,
        EndReason::NeitherCanMove,
        EndReason::Repetition,
        EndReason::CannotFillHole,
    ];

    /// The JSON name, e.g. `last-four`.
    pub const fn id(self) -> &'static str {
        match self {
            EndReason::OpponentEmptied => "opponent-emptied",
            EndReason::NoSeeds => "no-seeds",
            EndReason::NoLegalMove => "no-legal-move",
            EndReason::OnlyEndlessMoves => "only-endless-moves",
            EndReason::LastFour => "last-four",
            EndReason::NeitherCanMove => "neither-can-move",
            EndReason::Repetition => "repetition",
            EndReason::CannotFillHole => "cannot-fill-hole",
        }
    }

    /// Reads a JSON name.
    pub fn from_id(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.id() == s)
    }
}

/// The result of a finished game or match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Outcome {
    /// The winner; `None` is a draw.
    #[serde(serialize_with = "super::player::ser_opt_player")]
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The deciding score, `[south, north]`: fours taken (Rio Kadalis), seeds (Hoyito III,
    /// Katro), warriors in prison (Kiothi), holdings (a match).
    pub score: [u8; 2],
}

impl Outcome {
    /// A win by exactly two (Kiothi's celebrated "one-warrior victory"; the game decides
    /// whether it counts, see [`Position::one_warrior_victory`]).
    ///
    /// [`Position::one_warrior_victory`]: super::Position::one_warrior_victory
    pub fn won_by_two(&self) -> bool {
        self.winner.is_some() && self.score[0].abs_diff(self.score[1]) == 2
    }
}

/// How the previous round of a match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundResult {
    /// Who won it; `None`: drawn.
    pub winner: Option<Player>,
    /// Why it ended.
    pub reason: EndReason,
    /// The deciding score of the round.
    pub score: [u8; 2],
    /// What each player held after it.
    pub holdings: [u8; 2],
}

/// The state of a match (Rio Kadalis and Hoyito III with `match`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchState {
    /// The round being played, from 1.
    pub round: u16,
    /// Seeds each player holds off the board: too few to fill a hole, or more than their holes take.
    pub reserve: [u8; 2],
    /// The previous round's result.
    pub last: Option<RoundResult>,
}

impl Default for MatchState {
    fn default() -> Self {
        MatchState {
            round: 1,
            reserve: [0, 0],
            last: None,
        }
    }
}

/// The player with the higher score, `None` when equal.
pub(crate) fn higher(score: [u8; 2]) -> Option<Player> {
    use std::cmp::Ordering::*;
    match score[0].cmp(&score[1]) {
        Greater => Some(Player::South),
        Less => Some(Player::North),
        Equal => None,
    }
}
