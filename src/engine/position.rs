//! Positions as data: the board, stores, marks, side to move, phase and outcome, what can
//! be read off them, and the few changes every game makes the same way (ending a game,
//! sweeping the board to the rank owners). How a move changes a position is the games'
//! business (`games/`), reached through the play API (`play.rs`).

use super::board::{Geometry, Hole, MAX_HOLES};
use super::outcome::{EndReason, MatchState, Outcome, Phase};
use super::player::Player;
use super::rules::{GameId, Rules};
use super::trace::{Events, TraceEvent};

/// A position of any game. Cheap to copy; built from outside only through
/// [`Position::start`] and the validating JSON reader [`Position::from_json`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) pits: [u8; MAX_HOLES],
    pub(crate) captured: [u8; 2],
    pub(crate) nki: u64,
    pub(crate) closed: u64,
    pub(crate) to_move: Player,
    pub(crate) phase: Phase,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) matchs: MatchState,
}

impl Position {
    /// An empty board of `rules`, South to move, in play (the games lay out their start
    /// position on it).
    pub(crate) fn empty(rules: Rules) -> Position {
        Position {
            rules,
            pits: [0; MAX_HOLES],
            captured: [0, 0],
            nki: 0,
            closed: 0,
            to_move: Player::South,
            phase: Phase::Play,
            outcome: None,
            matchs: MatchState::default(),
        }
    }

    /// The rules this position plays by.
    #[inline]
    pub fn rules(&self) -> Rules {
        self.rules
    }
    /// The game.
    #[inline]
    pub fn game(&self) -> GameId {
        self.rules.game()
    }
    /// The board shape and circuits.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.rules.geometry()
    }
    /// Number of files (holes per row).
    #[inline]
    pub fn files(&self) -> u8 {
        self.geometry().files()
    }
    /// Number of ranks (rows).
    #[inline]
    pub fn ranks(&self) -> u8 {
        self.geometry().ranks()
    }
    /// Seeds in `hole` (0 for a hole off the board).
    #[inline]
    pub fn count(&self, hole: Hole) -> u8 {
        self.geometry().index(hole).map_or(0, |i| self.pits[i])
    }
    /// Seeds in each hole, by index (`rank * files + file`).
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.geometry().len()]
    }
    /// Seeds a player has captured (Kiothi: their prison).
    #[inline]
    pub fn captured(&self, player: Player) -> u8 {
        self.captured[player.index()]
    }
    /// Whether `hole` is *nki* (Kiothi).
    pub fn is_nki(&self, hole: Hole) -> bool {
        self.geometry()
            .index(hole)
            .is_some_and(|i| self.nki & (1 << i) != 0)
    }
    /// Whether `hole` is closed for this round (match play).
    pub fn is_closed(&self, hole: Hole) -> bool {
        self.geometry()
            .index(hole)
            .is_some_and(|i| self.closed & (1 << i) != 0)
    }
    /// Who is to move (after the game ends: who would have been).
    #[inline]
    pub fn to_move(&self) -> Player {
        self.to_move
    }
    /// The phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The result, once the game is over.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// Whether the game (or match) is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The match state (round 1 and no reserves in a single game).
    pub fn match_state(&self) -> MatchState {
        self.matchs
    }
    /// The player who owns `hole`: South owns the lower half of the ranks.
    #[inline]
    pub fn owner(&self, hole: Hole) -> Player {
        self.geometry().owner(hole)
    }
    /// Seeds on `player`'s side of the board.
    pub fn seeds_on_side(&self, player: Player) -> u32 {
        self.pits[self.geometry().side(player)]
            .iter()
            .map(|&n| n as u32)
            .sum()
    }
    /// Seeds on each side, `[south, north]` (a score where no seed leaves the board).
    pub(crate) fn sides(&self) -> [u8; 2] {
        Player::BOTH.map(|p| self.seeds_on_side(p) as u8)
    }
    /// Seeds on the board.
    pub fn seeds_on_board(&self) -> u32 {
        self.pits().iter().map(|&n| n as u32).sum()
    }
    /// Everything a player holds in a match or at the end: captured seeds and reserve.
    pub fn holdings(&self, player: Player) -> u32 {
        self.captured[player.index()] as u32 + self.matchs.reserve[player.index()] as u32
    }
    /// All seeds: board, stores and reserves. Constant for a game (seeds are conserved).
    pub fn total_seeds(&self) -> u32 {
        self.seeds_on_board() + Player::BOTH.iter().map(|&p| self.holdings(p)).sum::<u32>()
    }

    /// Empties the hole at `index` into `player`'s store, saying so as a sweep.
    pub(crate) fn sweep(&mut self, index: usize, to: Player, ev: &mut Events) {
        let n = self.pits[index];
        if n > 0 {
            self.pits[index] = 0;
            self.captured[to.index()] += n;
            let hole = self.geometry().hole(index);
            ev.push(|| TraceEvent::Sweep { hole, count: n, to });
        }
    }

    /// Every seed on the board goes to the owner of the row it lies in.
    pub(crate) fn sweep_to_owners(&mut self, ev: &mut Events) {
        let g = self.geometry();
        for i in 0..g.len() {
            self.sweep(i, g.owner_at(i), ev);
        }
        self.nki = 0;
    }

    /// Ends the game with `winner`.
    pub(crate) fn finish(
        &mut self,
        winner: Option<Player>,
        reason: EndReason,
        score: [u8; 2],
        ev: &mut Events,
    ) {
        let outcome = Outcome {
            winner,
            reason,
            score,
        };
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        ev.push(|| TraceEvent::GameEnd { outcome });
    }
}
