//! Positions: the board, stores, marks, side to move, phase and outcome, and how a
//! move changes them.

use std::fmt;

use serde::Serialize;

use super::board::{Geometry, Hole, MAX_HOLES};
use super::error::PlayError;
use super::games;
use super::notation::{Lift, Move, Sow};
use super::player::Player;
use super::rules::{GameId, Rules};
use super::trace::{ser_opt_player, Bounded, NoTrace, TraceEvent, Tracer};

/// Relay laps a quick first pass follows before setting a move aside as undecided.
/// Ordinary sowings take a handful of laps; Kiothi has endless sowings whose cycles run
/// to hundreds of millions of laps (seconds of work), decided exactly only when needed.
pub(crate) const QUICK_LAPS: u64 = 4096;

/// What a quick look at a sowing found.
enum Verdict {
    Legal,
    Illegal(PlayError),
    Undecided,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Kiothi's two opening redistribution turns.
    Redistribute,
    /// Sowing moves.
    Play,
    /// The game (or the whole match) is over.
    Over,
}

impl Phase {
    /// The JSON name: `redistribute`, `play`, `over`.
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Redistribute => "redistribute",
            Phase::Play => "play",
            Phase::Over => "over",
        }
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

    /// Reads a JSON name.
    pub fn from_id(s: &str) -> Option<EndReason> {
        EndReason::ALL.into_iter().find(|r| r.id() == s)
    }

    /// A sentence for the result banner.
    pub const fn describe(self) -> &'static str {
        match self {
            EndReason::OpponentEmptied => "a capture emptied the opponent's side",
            EndReason::NoSeeds => "the player to move has no seeds",
            EndReason::NoLegalMove => "the player to move has no legal move",
            EndReason::OnlyEndlessMoves => {
                "every move left to the player to move would sow endlessly"
            }
            EndReason::LastFour => "a capture left the last four seeds",
            EndReason::NeitherCanMove => "neither player can move",
            EndReason::Repetition => "the same position occurred three times",
            EndReason::CannotFillHole => "a player cannot fill a single hole",
        }
    }
}

/// The result of a finished game or match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Outcome {
    /// The winner; `None` is a draw.
    #[serde(serialize_with = "ser_opt_player")]
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: EndReason,
    /// The deciding score, `[south, north]`: fours taken (Rio Kadalis), seeds (Hoyito III,
    /// Katro), warriors in prison (Kiothi), holdings (a match).
    pub score: [u8; 2],
}

impl Outcome {
    /// Kiothi's celebrated "one-warrior victory": a win by exactly two warriors.
    pub fn one_warrior_victory(&self, game: GameId) -> bool {
        game == GameId::Kiothi
            && self.winner.is_some()
            && self.score[0].abs_diff(self.score[1]) == 2
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

/// A position of any of the four games. Cheap to copy; built from outside only through
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

/// What a turn's sowing left to decide once it stopped.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct TurnEnd {
    /// Hoyito III: the mover captured and moves again.
    pub extra_turn: bool,
    /// Katro: the mover emptied the opponent's half.
    pub opponent_emptied: bool,
    /// Hoyito III: the capture left exactly four seeds.
    pub last_four: bool,
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
        let mut p = Position {
            rules,
            pits: [0; MAX_HOLES],
            captured: [0, 0],
            nki: 0,
            closed: 0,
            to_move: Player::South,
            phase: Phase::Play,
            outcome: None,
            matchs: MatchState::default(),
        };
        games::setup(&mut p);
        p
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
    /// The player who owns `hole`.
    #[inline]
    pub fn owner(&self, hole: Hole) -> Player {
        if hole.rank() < self.ranks() / 2 {
            Player::South
        } else {
            Player::North
        }
    }
    #[inline]
    pub(crate) fn owner_of(&self, index: usize) -> Player {
        if index < self.geometry().len() / 2 {
            Player::South
        } else {
            Player::North
        }
    }
    /// The indices of `player`'s holes.
    #[inline]
    pub(crate) fn side(&self, player: Player) -> std::ops::Range<usize> {
        let half = self.geometry().len() / 2;
        match player {
            Player::South => 0..half,
            Player::North => half..2 * half,
        }
    }
    /// Seeds on `player`'s side of the board.
    pub fn seeds_on_side(&self, player: Player) -> u32 {
        self.pits[self.side(player)].iter().map(|&n| n as u32).sum()
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

    /// Plays `mv`, returning the position after it.
    ///
    /// # Errors
    /// A [`PlayError`] saying why the move is not legal; `self` is unchanged.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{GameId, Position, Rules};
    /// let p = Position::start(Rules::default_for(GameId::Hoyito3));
    /// let q = p.play(&"c1".parse().unwrap()).unwrap();
    /// assert_eq!(q.total_seeds(), 48); // seeds are conserved
    /// assert_eq!(p.count("c1".parse().unwrap()), 4); // `p` itself is unchanged
    /// assert!(p.play(&"c2".parse().unwrap()).is_err()); // North's hole
    /// ```
    pub fn play(&self, mv: &Move) -> Result<Position, PlayError> {
        let mut p = self.clone();
        p.apply(mv, &mut NoTrace)?;
        Ok(p)
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]), as search does.
    /// An illegal move leaves the position as it was (and fails a debug assertion).
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut p = self.clone();
        let r = p.apply(mv, &mut NoTrace);
        debug_assert!(
            r.is_ok(),
            "play_unchecked({mv}) in an illegal position: {r:?}"
        );
        if r.is_err() {
            return self.clone();
        }
        p
    }

    /// Plays `mv` and returns every step of it for the animation.
    ///
    /// # Errors
    /// As [`Position::play`].
    pub fn play_traced(&self, mv: &Move) -> Result<(Position, Vec<TraceEvent>), PlayError> {
        // Decide legality without a trace first: an endless sowing would record every drop
        // until its cycle is found, and Kiothi has endless sowings of 10^8 laps (gigabytes).
        self.play(mv)?;
        let mut p = self.clone();
        let mut t = Vec::new();
        p.apply(mv, &mut t)?;
        Ok((p, t))
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: &Move) -> bool {
        self.play(mv).is_ok()
    }

    /// The legal moves, in canonical order: holes in notation order (rank by rank, each
    /// rank from file `a`); for each hole, Kiothi's partial lifts from 1 up and then the
    /// whole hole; Katro's `either` option: `c1` before `c1'`. Empty when the game is
    /// over and during Kiothi's redistribution (see [`Position::redistribution_choice`]).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.successors().into_iter().map(|(m, _)| m).collect()
    }

    /// The legal moves with the position each one leads to (what search wants).
    pub fn successors(&self) -> Vec<(Move, Position)> {
        let mut v = Vec::new();
        if self.phase != Phase::Play {
            return v;
        }
        self.for_each_candidate(self.to_move, |mv| {
            let mut p = self.clone();
            if p.apply(&mv, &mut NoTrace).is_ok() {
                v.push((mv, p));
            }
            true
        });
        v
    }

    /// The moves that pass the cheap checks (own, occupied, open hole; Katro's rank rule),
    /// before sowing decides endless sowing and Kiothi's first-lap rule.
    pub(crate) fn for_each_candidate(&self, player: Player, mut f: impl FnMut(Move) -> bool) {
        let g = self.geometry();
        match self.rules {
            Rules::Katro(o) => {
                let Some(rank) = games::katro::outermost_rank(self, player) else {
                    return;
                };
                let either = o.direction == super::rules::KatroDirection::Either;
                for file in 0..g.files() {
                    let h = Hole::new(file, rank);
                    if self.count(h) == 0 {
                        continue;
                    }
                    if !f(Move::hole(h)) {
                        return;
                    }
                    if either
                        && !f(Move::Sow(Sow {
                            hole: h,
                            lift: Lift::All,
                            circuit: super::board::Circuit::Mirrored,
                        }))
                    {
                        return;
                    }
                }
            }
            Rules::Kiothi(_) => {
                for i in self.side(player) {
                    let n = self.pits[i];
                    for k in 1..=n {
                        let lift = if k == n { Lift::All } else { Lift::Some(k) };
                        let mv = Move::Sow(Sow {
                            hole: g.hole(i),
                            lift,
                            circuit: super::board::Circuit::Default,
                        });
                        if !f(mv) {
                            return;
                        }
                    }
                }
            }
            Rules::RioKadalis(_) | Rules::Hoyito3(_) => {
                for i in self.side(player) {
                    if self.pits[i] > 0 && self.closed & (1 << i) == 0 && !f(Move::hole(g.hole(i)))
                    {
                        return;
                    }
                }
            }
        }
    }

    /// Whether `player` has a legal sowing move here (the side to move aside). Exact:
    /// a quick pass with a lap limit first, then the undecided moves in full.
    pub(crate) fn can_move(&self, player: Player) -> Result<(), EndReason> {
        let mut probe = self.clone();
        probe.to_move = player;
        let mut any_candidate = false;
        let mut endless = false;
        let mut other_illegal = false;
        let mut undecided: Vec<Move> = Vec::new();
        let mut found = false;
        self.for_each_candidate(player, |mv| {
            any_candidate = true;
            match probe.sows(&mv, QUICK_LAPS) {
                Verdict::Legal => {
                    found = true;
                    return false;
                }
                Verdict::Undecided => undecided.push(mv),
                Verdict::Illegal(PlayError::EndlessSowing) => endless = true,
                Verdict::Illegal(_) => other_illegal = true,
            }
            true
        });
        if found {
            return Ok(());
        }
        for mv in undecided {
            match probe.sows(&mv, u64::MAX) {
                Verdict::Legal => return Ok(()),
                _ => endless = true,
            }
        }
        if !any_candidate {
            Err(if self.seeds_on_side(player) == 0 {
                EndReason::NoSeeds
            } else {
                EndReason::NoLegalMove
            })
        } else if endless && !other_illegal {
            Err(EndReason::OnlyEndlessMoves)
        } else {
            Err(EndReason::NoLegalMove)
        }
    }

    /// Whether the sowing of `mv` is legal, without the end-of-turn rules (which would
    /// ask the same of the next player), following at most `max_laps` relay laps.
    fn sows(&self, mv: &Move, max_laps: u64) -> Verdict {
        let Move::Sow(s) = mv else {
            return Verdict::Legal;
        };
        let mut b = Bounded {
            max_laps,
            hit: false,
        };
        match games::sow_turn(&mut self.clone(), *s, &mut b) {
            Ok(_) => Verdict::Legal,
            Err(_) if b.hit => Verdict::Undecided,
            Err(e) => Verdict::Illegal(e),
        }
    }

    /// The legal moves with their positions, for search, deciding endless sowing only up
    /// to `max_laps` relay laps: the second list holds the moves left undecided (sowings
    /// longer than that, almost always endless). Every move of the first list is legal.
    pub fn successors_bounded(&self, max_laps: u64) -> (Vec<(Move, Position)>, Vec<Move>) {
        let mut legal = Vec::new();
        let mut undecided = Vec::new();
        if self.phase != Phase::Play {
            return (legal, undecided);
        }
        self.for_each_candidate(self.to_move, |mv| {
            let mut p = self.clone();
            let mut b = Bounded {
                max_laps,
                hit: false,
            };
            match p.apply(&mv, &mut b) {
                Ok(()) => legal.push((mv, p)),
                Err(_) if b.hit => undecided.push(mv),
                Err(_) => {}
            }
            true
        });
        (legal, undecided)
    }

    /// The one entry point that changes a position.
    pub(crate) fn apply<T: Tracer>(&mut self, mv: &Move, t: &mut T) -> Result<(), PlayError> {
        if self.phase == Phase::Over {
            return Err(PlayError::GameOver);
        }
        #[cfg(debug_assertions)]
        let total = self.total_seeds();
        let mover = self.to_move;
        match (*mv, self.phase) {
            (Move::Redistribute(r), Phase::Redistribute) => {
                games::kiothi::redistribute(self, &r, t)?
            }
            (Move::Redistribute(_), _) => {
                return Err(PlayError::WrongPhase {
                    redistribution_due: false,
                })
            }
            (Move::Sow(_), Phase::Redistribute) => {
                return Err(PlayError::WrongPhase {
                    redistribution_due: true,
                })
            }
            (Move::Sow(s), _) => {
                let end = games::sow_turn(self, s, t)?;
                self.finish_turn(mover, end, t);
            }
        }
        #[cfg(debug_assertions)]
        debug_assert_eq!(total, self.total_seeds(), "seeds not conserved by {mv}");
        Ok(())
    }

    /// After a turn's sowing: the end rules, passes and extra turns.
    fn finish_turn<T: Tracer>(&mut self, mover: Player, end: TurnEnd, t: &mut T) {
        match self.rules {
            Rules::Katro(_) => {
                if end.opponent_emptied {
                    let score = [
                        self.seeds_on_side(Player::South) as u8,
                        self.seeds_on_side(Player::North) as u8,
                    ];
                    self.finish(Some(mover), EndReason::OpponentEmptied, score, t);
                    return;
                }
                self.to_move = !mover;
                self.settle(t);
            }
            Rules::Hoyito3(_) => {
                if end.last_four {
                    games::hoyito::last_four(self, mover, t);
                    return;
                }
                if end.extra_turn {
                    t.on(|| TraceEvent::ExtraTurn { player: mover });
                    self.to_move = mover;
                } else {
                    self.to_move = !mover;
                }
                self.settle(t);
            }
            Rules::RioKadalis(_) | Rules::Kiothi(_) => {
                self.to_move = !mover;
                self.settle(t);
            }
        }
    }

    /// Applies the no-move rules when the player to move cannot move: Hoyito III passes,
    /// the other games end. Positions read from JSON are settled too, so that every
    /// position in play has a legal move.
    pub(crate) fn settle<T: Tracer>(&mut self, t: &mut T) {
        if self.phase != Phase::Play {
            return;
        }
        let p = self.to_move;
        let Err(reason) = self.can_move(p) else {
            return;
        };
        match self.rules {
            Rules::Katro(_) => {
                let score = [
                    self.seeds_on_side(Player::South) as u8,
                    self.seeds_on_side(Player::North) as u8,
                ];
                self.finish(Some(!p), reason, score, t);
            }
            Rules::Hoyito3(_) => {
                if self.can_move(!p).is_ok() {
                    t.on(|| TraceEvent::Pass { player: p });
                    self.to_move = !p;
                } else {
                    self.sweep_to_owners(t);
                    let score = self.captured;
                    self.end_round(games::more(score), EndReason::NeitherCanMove, score, t);
                }
            }
            Rules::RioKadalis(_) => {
                let fours = [self.captured[0] / 4, self.captured[1] / 4];
                self.sweep_to_owners(t);
                self.end_round(games::more(fours), reason, fours, t);
            }
            Rules::Kiothi(_) => {
                for i in 0..self.geometry().len() {
                    let n = self.pits[i];
                    if n > 0 {
                        self.pits[i] = 0;
                        self.captured[(!p).index()] += n;
                        let files = self.files();
                        t.on(|| TraceEvent::Sweep {
                            hole: super::trace::hole_at(files, i),
                            count: n,
                            to: !p,
                        });
                    }
                }
                self.nki = 0;
                let score = self.captured;
                self.finish(games::more(score), reason, score, t);
            }
        }
    }

    /// Every seed on the board goes to the owner of the row it lies in.
    pub(crate) fn sweep_to_owners<T: Tracer>(&mut self, t: &mut T) {
        let files = self.files();
        for i in 0..self.geometry().len() {
            let n = self.pits[i];
            if n > 0 {
                let owner = self.owner_of(i);
                self.pits[i] = 0;
                self.captured[owner.index()] += n;
                t.on(|| TraceEvent::Sweep {
                    hole: super::trace::hole_at(files, i),
                    count: n,
                    to: owner,
                });
            }
        }
        self.nki = 0;
    }

    /// Ends the game with `winner`.
    pub(crate) fn finish<T: Tracer>(
        &mut self,
        winner: Option<Player>,
        reason: EndReason,
        score: [u8; 2],
        t: &mut T,
    ) {
        let outcome = Outcome {
            winner,
            reason,
            score,
        };
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        t.on(|| TraceEvent::GameEnd { outcome });
    }

    /// Ends a round (a whole single game, or one round of a match: then the next round
    /// is set up, RULES.md §3.8). The board has been swept into `captured` already.
    pub(crate) fn end_round<T: Tracer>(
        &mut self,
        winner: Option<Player>,
        reason: EndReason,
        score: [u8; 2],
        t: &mut T,
    ) {
        if !self.rules.is_match() {
            self.finish(winner, reason, score, t);
            return;
        }
        let holdings = [
            self.holdings(Player::South) as u8,
            self.holdings(Player::North) as u8,
        ];
        let round = self.matchs.round;
        t.on(|| TraceEvent::RoundEnd {
            round,
            winner,
            reason,
            score,
            holdings,
        });
        self.matchs.last = Some(RoundResult {
            winner,
            reason,
            score,
            holdings,
        });
        if let Some(loser) = Player::BOTH.into_iter().find(|p| holdings[p.index()] < 4) {
            self.finish(Some(!loser), EndReason::CannotFillHole, holdings, t);
            return;
        }
        // Refill: each player fills their own holes with 4, from their rightmost hole leftwards.
        let files = self.files() as usize;
        self.pits = [0; MAX_HOLES];
        self.closed = 0;
        self.captured = [0, 0];
        for p in Player::BOTH {
            let mut left = holdings[p.index()];
            for k in 0..files {
                // South's rightmost is the last file of rank 1; North's is file a of rank 2.
                let i = match p {
                    Player::South => files - 1 - k,
                    Player::North => files + k,
                };
                if left >= 4 {
                    self.pits[i] = 4;
                    left -= 4;
                } else {
                    self.closed |= 1 << i;
                }
            }
            self.matchs.reserve[p.index()] = left;
        }
        self.matchs.round = round.saturating_add(1);
        self.to_move = if self.matchs.round % 2 == 1 {
            Player::South
        } else {
            Player::North
        };
        self.settle(t);
    }

    /// Ends the game by threefold repetition (RULES.md §1.4): Katro is drawn; in the other
    /// games every seed on the board goes to the owner of its row and the game is scored
    /// as usual (in a match, the round ends and the match goes on).
    pub fn end_by_repetition(&mut self) -> Vec<TraceEvent> {
        let mut t = Vec::new();
        if self.phase == Phase::Over {
            return t;
        }
        match self.rules {
            Rules::Katro(_) => {
                let score = [
                    self.seeds_on_side(Player::South) as u8,
                    self.seeds_on_side(Player::North) as u8,
                ];
                self.finish(None, EndReason::Repetition, score, &mut t);
            }
            Rules::RioKadalis(_) => {
                let fours = [self.captured[0] / 4, self.captured[1] / 4];
                self.sweep_to_owners(&mut t);
                self.end_round(games::more(fours), EndReason::Repetition, fours, &mut t);
            }
            Rules::Hoyito3(_) => {
                self.sweep_to_owners(&mut t);
                let score = self.captured;
                self.end_round(games::more(score), EndReason::Repetition, score, &mut t);
            }
            Rules::Kiothi(_) => {
                self.sweep_to_owners(&mut t);
                let score = self.captured;
                self.finish(games::more(score), EndReason::Repetition, score, &mut t);
            }
        }
        t
    }

    /// What counts for repetition: everything but the outcome (which is `None` in play).
    pub fn repetition_key(&self) -> &Position {
        self
    }

    /// A random legal move and the position after it (`None` when the game is over).
    /// Kiothi's redistribution is drawn by [`RedistributionChoice::random`]. Candidates are
    /// tried in random order and the illegal ones (endless sowing, Kiothi's first-lap rule)
    /// dropped. The choice is uniform over the legal moves whose sowing takes at most
    /// `QUICK_LAPS` relay laps — all but extremely rare ones; a longer legal sowing is
    /// drawn only when no such move exists.
    ///
    /// [`RedistributionChoice::random`]: super::games::kiothi::RedistributionChoice::random
    pub fn random_move(&self, rng: &mut super::rng::Rng) -> Option<(Move, Position)> {
        match self.phase {
            Phase::Over => None,
            Phase::Redistribute => {
                let mv = self.redistribution_choice()?.random(rng);
                let p = self.play(&mv).ok()?;
                Some((mv, p))
            }
            Phase::Play => {
                let mut cands: Vec<Move> = Vec::with_capacity(16);
                self.for_each_candidate(self.to_move, |m| {
                    cands.push(m);
                    true
                });
                // Quick pass: sowings longer than QUICK_LAPS laps are set aside and
                // decided exactly only if no other move is legal.
                let mut deferred = Vec::new();
                while !cands.is_empty() {
                    let i = rng.below(cands.len() as u32) as usize;
                    let mv = cands.swap_remove(i);
                    let mut p = self.clone();
                    let mut b = Bounded {
                        max_laps: QUICK_LAPS,
                        hit: false,
                    };
                    match p.apply(&mv, &mut b) {
                        Ok(()) => return Some((mv, p)),
                        Err(_) if b.hit => deferred.push(mv),
                        Err(_) => {}
                    }
                }
                while !deferred.is_empty() {
                    let i = rng.below(deferred.len() as u32) as usize;
                    let mv = deferred.swap_remove(i);
                    let mut p = self.clone();
                    if p.apply(&mv, &mut NoTrace).is_ok() {
                        return Some((mv, p));
                    }
                }
                None
            }
        }
    }

    /// Plays random legal moves ([`Position::random_move`]) from here until the game ends
    /// or `max_moves` moves are played, without the repetition history (a benchmark's
    /// playout). Returns the position reached and the number of moves played.
    pub fn random_playout(&self, rng: &mut super::rng::Rng, max_moves: u32) -> (Position, u32) {
        let mut p = self.clone();
        let mut n = 0;
        while n < max_moves {
            match p.random_move(rng) {
                Some((_, q)) => p = q,
                None => break,
            }
            n += 1;
        }
        (p, n)
    }

    /// Kiothi's redistribution turn: what the player to move may choose.
    pub fn redistribution_choice(&self) -> Option<games::kiothi::RedistributionChoice> {
        games::kiothi::choice(self)
    }
}

impl fmt::Display for Position {
    /// The position as one line of RULES.md JSON.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_json())
    }
}
