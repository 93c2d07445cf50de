//! The play API: moves checked, played and listed, for every game through its rulebook.
//!
//! Three ways to play (STYLE.md): [`Position::play`] for callers who may be wrong,
//! [`Position::play_unchecked`] for search, [`Position::play_traced`] for the animation.
//! These decide endless sowing exactly, however long that takes. Where the effort is the
//! caller's choice ([`Effort`]) there is one call at either effort, answering *played*,
//! *illegal* (why) or *undecided* ([`Refusal`]): [`Game::play`](super::Game::play) for a
//! move of a game, [`Position::successors`] for search. The app, which must never keep
//! the page waiting, plays at [`Effort::Quick`] and asks [`Position::choices_at`]: quick
//! passes that answer "undecided" rather than walk a sowing of millions of laps.

use std::fmt;

use super::board::{Circuit, Hole, Track};
use super::error::PlayError;
use super::games::{self, RedistributionChoice};
use super::notation::{Lift, Move, Sow};
use super::outcome::{EndReason, Phase};
use super::player::Player;
use super::position::Position;
use super::rng::Rng;
use super::sowing::{Ctx, Decisions, Effort};
use super::trace::TraceEvent;

/// Why a move was not played, at either [`Effort`]: it is illegal, or (only at
/// [`Effort::Quick`]) a sowing in it is too long to decide in passing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The move is illegal, and why.
    Illegal(PlayError),
    /// A sowing in it (or in the next player's answer to it) is too long to decide in
    /// passing (almost always endless): deciding takes [`Effort::Exact`], off the page's
    /// main thread.
    Undecided,
}

impl Refusal {
    /// Why the move is illegal (`None`: undecided).
    pub fn illegal(&self) -> Option<&PlayError> {
        match self {
            Refusal::Illegal(e) => Some(e),
            Refusal::Undecided => None,
        }
    }
}

impl From<PlayError> for Refusal {
    fn from(e: PlayError) -> Refusal {
        Refusal::Illegal(e)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Illegal(e) => e.fmt(f),
            Refusal::Undecided => write!(f, "a sowing is too long to decide in passing"),
        }
    }
}

impl std::error::Error for Refusal {}

/// The legal moves of a position with the positions they lead to, at an [`Effort`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Successors {
    /// The legal moves, in canonical order (see [`Position::legal_moves`]), each with the
    /// position after it.
    pub legal: Vec<(Move, Position)>,
    /// The moves a quick pass could not decide (always empty at [`Effort::Exact`]).
    pub undecided: Vec<Move>,
}

/// What choosing a hole offers: one move, or a choice among several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoleChoices {
    /// The hole.
    pub hole: Hole,
    /// What the moves differ in.
    pub kind: ChoiceKind,
    /// The moves from the hole, in canonical order, each with what a quick look found:
    /// `Ok` for a legal one.
    pub moves: Vec<(Move, Result<(), Refusal>)>,
}

/// What the moves from one hole differ in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceKind {
    /// There is one move.
    Single,
    /// How many seeds to lift (Kiothi).
    Lift,
    /// Which circuit to sow along (Katro's `either` option).
    Circuit,
}

/// A candidate drawn at random and sown on a copy (the turn played, the no-move rules
/// not yet applied): a random move in the making.
struct Drawn {
    /// Its place among the candidates, in canonical order.
    index: u32,
    /// The move.
    sow: Sow,
    /// The position after its turn.
    after: Position,
    /// `Ok`: legal, decided by a quick pass.
    verdict: Result<(), Refusal>,
    /// When the candidates drawn before it were not legal: the generator as it was before
    /// the first of them, to draw the move again from there.
    again: Option<Rng>,
}

impl Drawn {
    /// A place to draw moves of `p`'s game into.
    fn on(p: &Position) -> Drawn {
        Drawn {
            index: 0,
            sow: Sow {
                hole: p.geometry().hole(0),
                lift: Lift::All,
                circuit: Circuit::Default,
            },
            after: p.clone(),
            verdict: Ok(()),
            again: None,
        }
    }
}

/// Settling never needs more rounds than this (each ends a round or passes a turn).
const MAX_SETTLE: usize = 64;

impl Position {
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
        p.apply(mv, &mut Ctx::new(Effort::Exact))?;
        Ok(p)
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]), as search does:
    /// a sowing skips the checks a legal move passes (the game is on, no redistribution
    /// is due, the hole is on the board, the mover's, open and occupied, the game's own
    /// checks), which a debug build makes again. An illegal move leaves the position as
    /// it was (and fails a debug assertion).
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        let mut p = self.clone();
        let mut ctx = Ctx::new(Effort::Exact);
        let r = match *mv {
            Move::Sow(_) => {
                debug_assert_eq!(self.phase, Phase::Play, "play_unchecked({mv}): not in play");
                p.apply_candidate(mv, &mut ctx)
            }
            Move::Redistribute(_) => p.apply(mv, &mut ctx),
        };
        match r {
            Ok(()) => p,
            Err(e) => {
                debug_assert!(false, "play_unchecked({mv}) in an illegal position: {e:?}");
                self.clone()
            }
        }
    }

    /// Plays `mv` and returns every step of it for the animation (a relay longer than
    /// [`QUICK_LAPS`](super::QUICK_LAPS) laps is summed up by a
    /// [`TraceEvent::LongSowing`]).
    ///
    /// # Errors
    /// As [`Position::play`].
    pub fn play_traced(&self, mv: &Move) -> Result<(Position, Vec<TraceEvent>), PlayError> {
        let mut p = self.clone();
        let mut ctx = Ctx::new(Effort::Exact).traced();
        p.apply(mv, &mut ctx)?;
        Ok((p, ctx.ev.into_vec()))
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
        self.successors(Effort::Exact)
            .legal
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// The legal moves with the position each one leads to (what search wants), each
    /// sowing followed as `effort` says: at [`Effort::Quick`] the moves a quick pass cannot
    /// decide are listed apart ([`Successors::undecided`]). Every move of
    /// [`Successors::legal`] is legal. Empty outside the sowing phase.
    pub fn successors(&self, effort: Effort) -> Successors {
        let mut out = Successors::default();
        if self.phase != Phase::Play {
            return out;
        }
        self.for_each_candidate(self.to_move, |mv| {
            let mut p = self.clone();
            let mut ctx = Ctx::new(effort);
            match p.apply_candidate(&mv, &mut ctx) {
                _ if ctx.undecided => out.undecided.push(mv),
                Ok(()) => out.legal.push((mv, p)),
                Err(_) => {}
            }
            true
        });
        out
    }

    /// The moves that pass the cheap checks, in canonical order, until `f` says stop.
    #[inline]
    pub(crate) fn for_each_candidate(&self, player: Player, mut f: impl FnMut(Move) -> bool) {
        let c = games::candidates(self, player);
        let g = self.geometry();
        let mut holes = c.holes;
        while holes != 0 {
            let i = holes.trailing_zeros() as usize;
            holes &= holes - 1;
            let n = self.pits[i];
            if n == 0 {
                continue;
            }
            let hole = g.hole(i);
            let sow = |lift, circuit| {
                Move::Sow(Sow {
                    hole,
                    lift,
                    circuit,
                })
            };
            if c.lifts {
                for k in 1..n {
                    if !f(sow(Lift::Some(k), Circuit::Default)) {
                        return;
                    }
                }
            }
            if !f(sow(Lift::All, Circuit::Default)) {
                return;
            }
            if c.mirrored && !f(sow(Lift::All, Circuit::Mirrored)) {
                return;
            }
        }
    }

    /// How many candidates [`Position::for_each_candidate`] lists for `c`.
    #[inline]
    fn candidate_count(&self, c: games::Candidates) -> u32 {
        let mut holes = c.holes;
        let mut count = 0;
        while holes != 0 {
            let i = holes.trailing_zeros() as usize;
            holes &= holes - 1;
            count += c.per_hole(self.pits[i]);
        }
        count
    }

    /// Candidate `k` (from 0, below [`Position::candidate_count`]) in the order of
    /// [`Position::for_each_candidate`], found without listing the others.
    #[inline]
    fn nth_candidate(&self, c: games::Candidates, mut k: u32) -> Sow {
        let mut holes = c.holes;
        while holes != 0 {
            let i = holes.trailing_zeros() as usize;
            holes &= holes - 1;
            let n = self.pits[i];
            let here = c.per_hole(n);
            if k >= here {
                k -= here;
                continue;
            }
            // Partial lifts from 1 up, the whole hole, then the whole hole mirrored.
            let partial = if c.lifts { u32::from(n) - 1 } else { 0 };
            let (lift, circuit) = if k < partial {
                (Lift::Some(k as u8 + 1), Circuit::Default)
            } else if k == partial {
                (Lift::All, Circuit::Default)
            } else {
                (Lift::All, Circuit::Mirrored)
            };
            return Sow {
                hole: self.geometry().hole(i),
                lift,
                circuit,
            };
        }
        unreachable!("candidate {k} past the last")
    }

    /// Whether `player` has a legal sowing here (the side to move aside): a quick pass
    /// first, then, if `ctx` is exact, the undecided moves in full. `Err` says why not.
    fn can_move_why(&self, player: Player, ctx: &mut Ctx) -> Result<(), EndReason> {
        let mut probe = self.clone();
        probe.to_move = player;
        let (mut any, mut endless, mut other_illegal) = (false, false, false);
        let mut undecided: Vec<Move> = Vec::new();
        let mut found = false;
        let kept = ctx.ev.pause();
        let mut quick = ctx.quick_probe();
        self.for_each_candidate(player, |mv| {
            any = true;
            quick.undecided = false;
            match probe.sow_candidate(&mv, &mut quick) {
                _ if quick.undecided => undecided.push(mv),
                Ok(()) => {
                    found = true;
                    return false;
                }
                Err(PlayError::EndlessSowing) => endless = true,
                Err(_) => other_illegal = true,
            }
            true
        });
        drop(quick);
        if !found && !undecided.is_empty() {
            if ctx.is_exact() {
                for mv in undecided {
                    match probe.sow_only(&mv, ctx) {
                        Ok(()) => {
                            found = true;
                            break;
                        }
                        Err(_) => endless = true,
                    }
                }
            } else {
                // Cannot tell: the caller's result is void (`ctx.undecided`).
                ctx.undecided = true;
                found = true;
            }
        }
        ctx.ev.resume(kept);
        if found {
            Ok(())
        } else if !any {
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

    /// The sowing of `mv` by the player to move, without the end-of-turn rules, decided
    /// with `quick` (a quick context, reset here).
    fn sow_verdict(&self, mv: &Move, quick: &mut Ctx) -> Result<(), Refusal> {
        quick.undecided = false;
        let r = self.sow_only(mv, quick);
        quick.refusal(r)
    }

    /// Sows candidate `mv` (from [`Position::for_each_candidate`], so its cheap checks
    /// pass) on a copy, without the end-of-turn rules.
    #[inline]
    fn sow_candidate(&self, mv: &Move, ctx: &mut Ctx) -> Result<(), PlayError> {
        let Move::Sow(s) = *mv else {
            return Ok(());
        };
        let mut p = self.clone();
        let start = p.candidate_start(s)?;
        games::turn(&mut p, s, start, ctx)
    }

    /// The hole index of a candidate sowing (its checks are known to pass; a debug build
    /// checks them again).
    #[inline]
    fn candidate_start(&self, s: Sow) -> Result<usize, PlayError> {
        debug_assert_eq!(self.check_sow(s).err(), None, "{s} is not a candidate");
        self.geometry()
            .index(s.hole)
            .ok_or(PlayError::NoSuchHole(s.hole))
    }

    /// Plays candidate `mv` (from [`Position::for_each_candidate`]): as
    /// [`Position::apply`] without the checks the candidates pass already.
    fn apply_candidate(&mut self, mv: &Move, ctx: &mut Ctx) -> Result<(), PlayError> {
        let Move::Sow(s) = *mv else {
            return self.apply(mv, ctx);
        };
        #[cfg(debug_assertions)]
        let total = self.total_seeds();
        let start = self.candidate_start(s)?;
        games::turn(self, s, start, ctx)?;
        self.settle(ctx);
        #[cfg(debug_assertions)]
        debug_assert_eq!(total, self.total_seeds(), "seeds not conserved by {mv}");
        Ok(())
    }

    /// Sows `mv` on a copy, without the end-of-turn rules.
    #[inline]
    fn sow_only(&self, mv: &Move, ctx: &mut Ctx) -> Result<(), PlayError> {
        let Move::Sow(s) = *mv else {
            return Ok(());
        };
        let mut p = self.clone();
        let start = p.check_sow(s)?;
        games::turn(&mut p, s, start, ctx)
    }

    /// The checks every game shares — the hole is on the board, the mover's, open and
    /// occupied — then the game's own. Returns the hole's index.
    fn check_sow(&self, s: Sow) -> Result<usize, PlayError> {
        let g = self.geometry();
        let index = g.index(s.hole).ok_or(PlayError::NoSuchHole(s.hole))?;
        if g.owner_at(index) != self.to_move {
            return Err(PlayError::NotYourHole {
                hole: s.hole,
                mover: self.to_move,
            });
        }
        if self.closed & (1 << index) != 0 {
            return Err(PlayError::ClosedHole(s.hole));
        }
        if self.pits[index] == 0 {
            return Err(PlayError::EmptyHole(s.hole));
        }
        games::check(self, s)?;
        Ok(index)
    }

    /// The one entry point that changes a position: the move, then the no-move rules.
    pub(crate) fn apply(&mut self, mv: &Move, ctx: &mut Ctx) -> Result<(), PlayError> {
        if self.phase == Phase::Over {
            return Err(PlayError::GameOver);
        }
        #[cfg(debug_assertions)]
        let total = self.total_seeds();
        let book = self.rules.book();
        match (*mv, self.phase) {
            (Move::Redistribute(_), _) if !book.holds().redistribution => {
                return Err(PlayError::NoRedistribution)
            }
            (Move::Redistribute(r), Phase::Redistribute) => {
                self.rules.play().redistribute(self, &r, &mut ctx.ev)?
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
                let start = self.check_sow(s)?;
                games::turn(self, s, start, ctx)?;
            }
        }
        self.settle(ctx);
        #[cfg(debug_assertions)]
        debug_assert_eq!(total, self.total_seeds(), "seeds not conserved by {mv}");
        Ok(())
    }

    /// Applies the no-move rules while the player to move cannot move (a pass, the end
    /// of a round or of the game), so that every position in play has a legal move.
    pub(crate) fn settle(&mut self, ctx: &mut Ctx) {
        fn can_move(p: &Position, player: Player, ctx: &mut Ctx) -> bool {
            p.can_move_why(player, ctx).is_ok()
        }
        for _ in 0..MAX_SETTLE {
            if self.phase != Phase::Play {
                return;
            }
            let Err(reason) = self.can_move_why(self.to_move, ctx) else {
                return;
            };
            let before = (self.to_move, self.matchs.round);
            self.rules.play().no_move(self, reason, can_move, ctx);
            if self.phase == Phase::Play && (self.to_move, self.matchs.round) == before {
                return;
            }
        }
    }

    /// Ends the game by threefold repetition (RULES.md §1.4), as the game's rules say
    /// (in a match, the round ends and the match goes on).
    pub fn end_by_repetition(&mut self) -> Vec<TraceEvent> {
        let mut ctx = Ctx::new(Effort::Exact).traced();
        self.repeat(&mut ctx);
        ctx.ev.into_vec()
    }

    /// [`Position::end_by_repetition`] within `ctx`.
    pub(crate) fn repeat(&mut self, ctx: &mut Ctx) {
        if self.phase == Phase::Over {
            return;
        }
        self.rules.play().repetition(self, &mut ctx.ev);
        self.settle(ctx);
    }

    /// A random legal move and the position after it (`None` when the game is over).
    /// The redistribution is drawn by [`RedistributionChoice::random`]. Candidates are
    /// tried in random order and the illegal ones (endless sowing, Kiothi's first-lap rule)
    /// dropped. The choice is uniform over the legal moves whose sowing a quick pass
    /// decides — all but extremely rare ones; a longer legal sowing is drawn only when no
    /// such move exists.
    pub fn random_move(&self, rng: &mut Rng) -> Option<(Move, Position)> {
        match self.phase {
            Phase::Over => None,
            Phase::Redistribute => {
                let mv = self.redistribution_choice()?.random(rng);
                let p = self.play(&mv).ok()?;
                Some((mv, p))
            }
            Phase::Play => {
                let mut d = Drawn::on(self);
                if !self.draw(rng, &mut d) {
                    return None;
                }
                self.take_drawn(&mut d, rng, None)?;
                Some((Move::Sow(d.sow), d.after))
            }
        }
    }

    /// Plays random legal moves ([`Position::random_move`]) from here until the game ends
    /// or `max_moves` moves are played, without the repetition history (a benchmark's
    /// playout). Returns the position reached and the number of moves played.
    ///
    /// The same moves as [`Position::random_move`] over and over, with one sowing per
    /// move instead of two: that a player can move (the no-move rules) is proved by the
    /// move drawn for them next, not by sowing their first legal move beforehand.
    pub fn random_playout(&self, rng: &mut Rng, max_moves: u32) -> (Position, u32) {
        let mut p = self.clone();
        let mut n = 0;
        // Two moves in the making: `drawn` for the player to move in `p`, `next` for the
        // player after them; `ready` when `drawn` holds one already.
        let (mut a, mut b) = (Drawn::on(self), Drawn::on(self));
        let (mut drawn, mut next) = (&mut a, &mut b);
        let mut ready = false;
        while n < max_moves {
            if p.phase != Phase::Play {
                let Some((_, q)) = p.random_move(rng) else {
                    break;
                };
                (p, ready) = (q, false);
                n += 1;
                continue;
            }
            if !ready && !p.draw(rng, drawn) {
                break;
            }
            let peek = (n + 1 < max_moves).then_some(&mut *next);
            let Some(peeked) = p.take_drawn(drawn, rng, peek) else {
                break;
            };
            std::mem::swap(&mut p, &mut drawn.after);
            if peeked {
                std::mem::swap(&mut drawn, &mut next);
            }
            ready = peeked;
            n += 1;
        }
        (p, n)
    }

    /// Draws one candidate of the player to move uniformly and sows it into `out`
    /// (decided quickly, the no-move rules not applied yet). `false`: no candidate.
    fn draw(&self, rng: &mut Rng, out: &mut Drawn) -> bool {
        let c = games::candidates(self, self.to_move);
        let count = self.candidate_count(c);
        if count == 0 {
            return false;
        }
        let index = rng.below(count);
        self.sow_drawn(c, index, out);
        true
    }

    /// Candidate `index` of `c` sown into `out`, decided quickly.
    fn sow_drawn(&self, c: games::Candidates, index: u32, out: &mut Drawn) {
        let sow = self.nth_candidate(c, index);
        out.after.clone_from(self);
        let mut ctx = Ctx::new(Effort::Quick);
        let r = out
            .after
            .candidate_start(sow)
            .and_then(|start| games::turn(&mut out.after, sow, start, &mut ctx));
        (out.index, out.sow, out.verdict) = (index, sow, ctx.refusal(r));
        out.again = None;
    }

    /// [`Position::random_move`] from its first candidate drawn, `d`: that one if it is
    /// legal and the no-move rules after it are decided quickly, else the other
    /// candidates in random order, then the undecided ones played exactly. The move taken
    /// is left in `d` (its sowing, and the position after it with the no-move rules
    /// applied); `None`: there is none. With `next`, the answer says whether it holds the
    /// next player's move, drawn and sown ([`Position::settle_drawn`]).
    fn take_drawn(
        &self,
        d: &mut Drawn,
        rng: &mut Rng,
        mut next: Option<&mut Drawn>,
    ) -> Option<bool> {
        if let Some(first) = d.again.take() {
            // Drawn past the first candidate by the last move's peek: taken as it is,
            // unless its no-move rules are undecided; then drawn again from the first.
            if let Some(peeked) = Position::settle_drawn(&mut d.after, rng, next.as_deref_mut()) {
                return Some(peeked);
            }
            *rng = first;
            if !self.draw(rng, d) {
                return None;
            }
        }
        let mut deferred = Vec::new();
        match d.verdict {
            Ok(()) => match Position::settle_drawn(&mut d.after, rng, next.as_deref_mut()) {
                Some(peeked) => return Some(peeked),
                None => deferred.push(d.sow),
            },
            Err(Refusal::Undecided) => deferred.push(d.sow),
            Err(Refusal::Illegal(_)) => {}
        }
        let taken = self.draw_on(d, rng, &mut deferred, |d, rng| {
            Position::settle_drawn(&mut d.after, rng, next.as_deref_mut())
        });
        if taken.is_some() {
            return taken;
        }
        while !deferred.is_empty() {
            let i = rng.below(deferred.len() as u32) as usize;
            let s = deferred.swap_remove(i);
            if let Ok(p) = self.play(&Move::Sow(s)) {
                (d.sow, d.after) = (s, p);
                return Some(false);
            }
        }
        None
    }

    /// The candidates after the one in `d`, drawn first and not taken: drawn in random
    /// order (each from those left, the last one moved into the place of the one drawn),
    /// each sown into `d`, until `take` takes a legal one (`Some`: its answer) or says its
    /// no-move rules are undecided (`None`: it joins `deferred`, as the undecided sowings
    /// do). `None` when no candidate is taken.
    fn draw_on(
        &self,
        d: &mut Drawn,
        rng: &mut Rng,
        deferred: &mut Vec<Sow>,
        mut take: impl FnMut(&mut Drawn, &mut Rng) -> Option<bool>,
    ) -> Option<bool> {
        let c = games::candidates(self, self.to_move);
        let count = self.candidate_count(c) as usize;
        // The candidates left, by index: on the stack for any ordinary position.
        let mut stack = [0u16; 128];
        let mut heap = Vec::new();
        let left: &mut [u16] = if count <= stack.len() {
            &mut stack[..count]
        } else {
            heap.resize(count, 0);
            &mut heap
        };
        for (k, slot) in left.iter_mut().enumerate() {
            *slot = k as u16;
        }
        let mut len = count - 1;
        left[d.index as usize] = left[len];
        while len > 0 {
            let i = rng.below(len as u32) as usize;
            let k = left[i];
            len -= 1;
            left[i] = left[len];
            self.sow_drawn(c, u32::from(k), d);
            match d.verdict {
                Ok(()) => match take(d, rng) {
                    Some(answer) => return Some(answer),
                    None => deferred.push(d.sow),
                },
                Err(Refusal::Undecided) => deferred.push(d.sow),
                Err(Refusal::Illegal(_)) => {}
            }
        }
        None
    }

    /// Applies the no-move rules to `q`, just after a legal turn; `None` when a quick
    /// pass cannot decide them. With `next`, they are first decided by drawing the next
    /// player's move into it as [`Position::take_drawn`] would: the first candidate
    /// drawn, or if that is not legal, the others in random order until one is. Finding
    /// one proves that the player can move, so the rules change nothing; the answer is
    /// then `true`, and the next random move starts with the one in `next` (as it would
    /// have, drawn with `rng` as it was). Otherwise `rng` is put back as it was and the
    /// rules are applied as usual.
    fn settle_drawn(q: &mut Position, rng: &mut Rng, next: Option<&mut Drawn>) -> Option<bool> {
        if q.phase != Phase::Play {
            return Some(false);
        }
        if let Some(e) = next {
            let before = rng.clone();
            if q.draw(rng, e) {
                if e.verdict.is_ok() {
                    return Some(true);
                }
                if q.draw_on(e, rng, &mut Vec::new(), |_, _| Some(true))
                    .is_some()
                {
                    e.again = Some(before);
                    return Some(true);
                }
            }
            *rng = before;
        }
        let mut ctx = Ctx::new(Effort::Quick);
        q.settle(&mut ctx);
        (!ctx.undecided).then_some(false)
    }

    /// The opening redistribution turn: what the player to move may choose.
    pub fn redistribution_choice(&self) -> Option<RedistributionChoice> {
        self.rules.play().redistribution_choice(self)
    }

    /// The circuit the player to move sows along (for the board's direction marks).
    pub fn sowing_track(&self) -> &'static Track {
        let circuit = self.rules.book().circuit(self.rules.options);
        self.geometry().track(self.to_move, circuit)
    }

    /// What choosing `hole` offers the player to move, each move judged quickly, with the
    /// long sowings in `known` taken as decided.
    ///
    /// # Errors
    /// Why no move starts from `hole` (not the mover's, empty, closed, the wrong row, the
    /// game over, a redistribution due).
    pub fn choices_at(&self, hole: Hole, known: &Decisions) -> Result<HoleChoices, PlayError> {
        match self.phase {
            Phase::Over => return Err(PlayError::GameOver),
            Phase::Redistribute => {
                return Err(PlayError::WrongPhase {
                    redistribution_due: true,
                })
            }
            Phase::Play => {}
        }
        let mut moves = Vec::new();
        self.for_each_candidate(self.to_move, |m| {
            if m.sow_hole() == Some(hole) {
                moves.push(m);
            }
            true
        });
        if moves.is_empty() {
            self.check_sow(Sow {
                hole,
                lift: Lift::All,
                circuit: Circuit::Default,
            })?;
            return Err(PlayError::NoMoveFrom(hole));
        }
        let kind = match moves.as_slice() {
            [_] => ChoiceKind::Single,
            [Move::Sow(a), Move::Sow(b), ..] if a.lift != b.lift => ChoiceKind::Lift,
            _ => ChoiceKind::Circuit,
        };
        let mut ctx = Ctx::new(Effort::Quick).knowing(known);
        let moves = moves
            .into_iter()
            .map(|m| {
                let v = self.sow_verdict(&m, &mut ctx);
                (m, v)
            })
            .collect();
        Ok(HoleChoices { hole, kind, moves })
    }

    /// The holes the player to move may choose now, by index: those with a move that a
    /// quick look finds legal or cannot decide.
    pub fn playable_holes(&self, known: &Decisions) -> Vec<bool> {
        let g = self.geometry();
        let mut out = vec![false; g.len()];
        if self.phase != Phase::Play {
            return out;
        }
        let mut ctx = Ctx::new(Effort::Quick).knowing(known);
        self.for_each_candidate(self.to_move, |m| {
            if let Some(i) = m.sow_hole().and_then(|h| g.index(h)) {
                if !out[i] && !matches!(self.sow_verdict(&m, &mut ctx), Err(Refusal::Illegal(_))) {
                    out[i] = true;
                }
            }
            true
        });
        out
    }
}

impl Ctx<'_> {
    /// A quick context for probing one sowing, knowing what `self` knows.
    pub(crate) fn quick_probe(&self) -> Ctx<'_> {
        let q = Ctx::new(Effort::Quick);
        match self.known() {
            Some(k) => q.knowing(k),
            None => q,
        }
    }

    /// What a pass in this context came to: `r`, or undecided when the context gave up.
    pub(crate) fn refusal(&self, r: Result<(), PlayError>) -> Result<(), Refusal> {
        if self.undecided {
            Err(Refusal::Undecided)
        } else {
            r.map_err(Refusal::Illegal)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    /// Candidates counted and picked by index are the ones listed, in the same order, in
    /// positions of random games of every variant (the test-only game's among them).
    #[test]
    fn candidates_by_index_are_the_candidates_listed() {
        for rules in Rules::all_variants() {
            let mut rng = Rng::new(5);
            for _ in 0..3 {
                let mut p = Position::start(rules);
                while let Some((_, q)) = p.random_move(&mut rng) {
                    for player in Player::BOTH {
                        let c = games::candidates(&p, player);
                        let mut listed = Vec::new();
                        p.for_each_candidate(player, |m| {
                            listed.push(m);
                            true
                        });
                        let count = p.candidate_count(c);
                        let picked: Vec<Move> = (0..count)
                            .map(|k| Move::Sow(p.nth_candidate(c, k)))
                            .collect();
                        assert_eq!(picked, listed, "{rules}, {player:?} in {p}");
                    }
                    p = q;
                }
            }
        }
    }
}
