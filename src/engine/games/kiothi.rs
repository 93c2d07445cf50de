//! Kiothi (Meru, Kenya), RULES.md §5.
//!
//! 1. Board: 2 × 10 holes (*boma*) and two prisons (the stores).
//! 2. Opening: 5 warriors in each of a player's six rightmost holes (options `5x5`, `5x6`).
//! 3. Redistribution, turns 1 (South) and 2 (North): empty exactly two (option
//!    `up-to-two`: up to two) of one's occupied holes and place those warriors anywhere.
//! 4. *Nki*: after both redistributions every occupied hole is marked; a hole loses its
//!    mark for good the first time seeds are lifted from it (relay lifts included).
//! 5. Move: lift 1 up to all warriors of an own occupied hole (`c1/3`, `c1`), sow
//!    counter-clockwise round all 20 holes; relay lifts take the whole hole.
//! 6. First lap: illegal if its last warrior would fall into an occupied hole of the
//!    mover's own rank.
//! 7. Relay until a lap ends in an empty hole.
//! 8. Capture: the turn ends in an empty own hole facing an occupied, non-*nki* enemy
//!    hole: that hole and the landing warrior go to the mover's prison.
//! 9. Leftmost bonus: a capture from the leftmost hole (South `a1`, North `j2`) also
//!    takes the enemy holes facing the 2nd, 3rd and 4th holes, in order, stopping at the
//!    first that is empty or *nki*.
//! 10. End: the player to move has no legal move: every warrior on the board goes to the
//!     other player's prison. More warriors wins; by exactly two: the one-warrior victory.
//!
//! Where RULES.md is silent: with `exactly-two` and fewer than two occupied holes, a
//! redistribution empties all the player's occupied holes; emptying nothing is written `=`.
//! A repeated position (§1.4) sends the warriors to the rank owners and is scored by
//! prisons.

use crate::engine::board::{Circuit, Geometry, Hole, Shape};
use crate::engine::error::{Inconsistency, PlayError, SetupError};
use crate::engine::facts::{Facts, Layouts, Piece, Scoring, Stores};
use crate::engine::games::{open_holes, Candidates, Holds, Play, Rulebook};
use crate::engine::notation::{Lift, Move, Redistribution, Sow};
use crate::engine::outcome::{higher, EndReason, Phase};
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::rng::Rng;
use crate::engine::rules::{Choice, OptionSpec, Options};
use crate::engine::sowing::{self, CanMove, Ctx, Landing, Laps};
use crate::engine::trace::{CaptureKind, Events, TraceEvent};

/// Kiothi's rulebook.
pub(crate) struct Kiothi;

const OPENING: usize = 0;
const REDISTRIBUTE: usize = 1;

static OPTIONS: [OptionSpec; 2] = [
    OptionSpec {
        key: "opening",
        choices: &[
            Choice::Text("6x5"),
            Choice::Text("5x5"),
            Choice::Text("5x6"),
        ],
    },
    OptionSpec {
        key: "redistribute",
        choices: &[Choice::Text("exactly-two"), Choice::Text("up-to-two")],
    },
];

/// The opening layout: (holes, warriors per hole).
fn layout(o: Options) -> (u8, u8) {
    match o.get(OPENING) {
        0 => (6, 5),
        1 => (5, 5),
        _ => (5, 6),
    }
}

/// One turn's landings: the first-lap rule, relays, and the capture where it ends.
struct KiothiLaps {
    mover: Player,
}

impl Laps for KiothiLaps {
    #[inline(always)]
    fn last(
        &mut self,
        p: &mut Position,
        i: usize,
        first: bool,
        ev: &mut Events,
    ) -> Result<Landing, PlayError> {
        let g = p.geometry();
        if p.pits[i] > 1 {
            if first && g.owner_at(i) == self.mover {
                return Err(PlayError::FirstLapOwnOccupied { landing: g.hole(i) });
            }
            return Ok(Landing::Relay);
        }
        capture(p, i, self.mover, ev);
        Ok(Landing::Stop)
    }
}

/// §5.8 capture and §5.9 leftmost bonus, where a turn ended (the hole at `landing`).
#[inline(always)]
fn capture(p: &mut Position, landing: usize, mover: Player, ev: &mut Events) {
    let g = p.geometry();
    let f = g.facing(landing);
    if g.owner_at(landing) != mover || p.pits[f] == 0 || p.nki & (1 << f) != 0 {
        return;
    }
    let mut take = |p: &mut Position, i: usize, kind: CaptureKind| {
        let count = p.pits[i];
        p.pits[i] = 0;
        p.captured[mover.index()] += count;
        ev.push(|| TraceEvent::Capture {
            hole: g.hole(i),
            count,
            by: mover,
            into: None,
            kind,
        });
    };
    take(p, f, CaptureKind::Capture);
    take(p, landing, CaptureKind::Capture);
    if landing == g.nth_from_left(mover, 0) {
        for k in 1..=3 {
            let target = g.facing(g.nth_from_left(mover, k));
            if p.pits[target] == 0 || p.nki & (1 << target) != 0 {
                break;
            }
            take(p, target, CaptureKind::Bonus);
        }
    }
}

/// How many holes a redistribution must empty: (at least, at most).
fn empty_bounds(p: &Position, player: Player) -> (u8, u8) {
    let occupied = p.pits[p.geometry().side(player)]
        .iter()
        .filter(|&&n| n > 0)
        .count() as u8;
    let most = occupied.min(2);
    if p.rules.options.get(REDISTRIBUTE) == 1 {
        (0, most)
    } else {
        (most, most)
    }
}

impl Rulebook for Kiothi {
    fn id(&self) -> &'static str {
        "kiothi"
    }
    fn name(&self) -> &'static str {
        "Kiothi"
    }
    fn facts(&self) -> Facts {
        Facts {
            piece: Piece::Warrior,
            stores: Stores::Prisons,
            scoring: Scoring::Prisoners,
            layouts: Layouts::LandscapeOrPortrait,
            partial_lifts: true,
            celebrates_win_by_two: true,
        }
    }
    fn options(&self) -> &'static [OptionSpec] {
        &OPTIONS
    }
    fn shape(&self, _o: Options) -> Shape {
        Shape::Ring { files: 10 }
    }
    fn total_seeds(&self, o: Options, _g: &Geometry) -> u32 {
        let (holes, n) = layout(o);
        2 * holes as u32 * n as u32
    }
    fn holds(&self) -> Holds {
        Holds {
            redistribution: true,
            nki: true,
            stores: true,
        }
    }
    fn end_reasons(&self, _o: Options) -> &'static [EndReason] {
        &[
            EndReason::NoSeeds,
            EndReason::NoLegalMove,
            EndReason::OnlyEndlessMoves,
            EndReason::Repetition,
        ]
    }
    fn setup(&self, p: &mut Position) {
        let g = p.geometry();
        let (holes, n) = layout(p.rules.options);
        for pl in Player::BOTH {
            for k in 0..holes as usize {
                p.pits[g.nth_from_right(pl, k)] = n;
            }
        }
        p.phase = Phase::Redistribute;
    }
    fn validate(&self, p: &Position) -> Result<(), SetupError> {
        if p.phase == Phase::Redistribute && p.nki != 0 {
            return Err(Inconsistency::NkiBeforeRedistributionDone.into());
        }
        if p.phase == Phase::Redistribute && p.captured != [0, 0] {
            return Err(Inconsistency::PrisonersBeforeRedistributionDone.into());
        }
        Ok(())
    }
}

impl Play for Kiothi {
    fn candidates(&self, p: &Position, player: Player) -> Candidates {
        Candidates {
            lifts: true,
            ..open_holes(p, player)
        }
    }
    fn check(&self, p: &Position, s: Sow) -> Result<(), PlayError> {
        if s.circuit == Circuit::Mirrored {
            return Err(PlayError::MirroredNotAllowed);
        }
        if let Lift::Some(k) = s.lift {
            let n = p.count(s.hole);
            if k > n {
                return Err(PlayError::LiftTooMany {
                    hole: s.hole,
                    have: n,
                    asked: k,
                });
            }
            if k == n {
                // RULES.md §1.5: lifting all is written `c1`, never `c1/5`.
                return Err(PlayError::WholeLiftWrittenPartial {
                    hole: s.hole,
                    count: n,
                });
            }
        }
        Ok(())
    }
    fn turn(&self, p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError> {
        let mover = p.to_move;
        let k = match s.lift {
            Lift::All => p.pits[start],
            Lift::Some(k) => k,
        };
        sowing::turn(
            p,
            Circuit::Default,
            start,
            k,
            &mut KiothiLaps { mover },
            ctx,
        )?;
        p.to_move = !mover;
        Ok(())
    }
    fn no_move(&self, p: &mut Position, reason: EndReason, _can_move: CanMove, ctx: &mut Ctx) {
        // §5.10: every warrior on the board goes to the other player's prison.
        let other = !p.to_move;
        for i in 0..p.geometry().len() {
            p.sweep(i, other, &mut ctx.ev);
        }
        p.nki = 0;
        let score = p.captured;
        p.finish(higher(score), reason, score, &mut ctx.ev);
    }
    fn repetition(&self, p: &mut Position, ev: &mut Events) {
        p.sweep_to_owners(ev);
        let score = p.captured;
        p.finish(higher(score), EndReason::Repetition, score, ev);
    }
    fn redistribute(
        &self,
        p: &mut Position,
        r: &Redistribution,
        ev: &mut Events,
    ) -> Result<(), PlayError> {
        let g = p.geometry();
        let mover = p.to_move;
        let on_board = |h: Hole| g.index(h).ok_or(PlayError::NoSuchHole(h));
        let mut lifted = 0u16;
        let mut emptied = Vec::new();
        for h in r.emptied() {
            let i = on_board(h)?;
            if g.owner_at(i) != mover || p.pits[i] == 0 {
                return Err(PlayError::CannotEmpty(h));
            }
            lifted += p.pits[i] as u16;
            emptied.push(i);
        }
        let mut placed = Vec::new();
        for (h, n) in r.placements() {
            placed.push((on_board(h)?, n));
        }
        let (lo, hi) = empty_bounds(p, mover);
        let count = emptied.len() as u8;
        if count < lo || count > hi {
            return Err(PlayError::EmptiedCount {
                emptied: count,
                least: lo,
                most: hi,
            });
        }
        if r.placed_total() != lifted {
            return Err(PlayError::PlacedCount {
                lifted,
                placed: r.placed_total(),
            });
        }
        for i in emptied {
            let count = p.pits[i];
            p.pits[i] = 0;
            ev.push(|| TraceEvent::Empty {
                hole: g.hole(i),
                count,
            });
        }
        for (i, count) in placed {
            p.pits[i] += count;
            ev.push(|| TraceEvent::Place {
                hole: g.hole(i),
                count,
            });
        }
        match mover {
            Player::South => p.to_move = Player::North,
            Player::North => {
                p.nki = 0;
                for i in 0..g.len() {
                    if p.pits[i] > 0 {
                        p.nki |= 1 << i;
                    }
                }
                let nki = p.nki;
                ev.push(|| TraceEvent::NkiMarked {
                    holes: (0..g.len())
                        .filter(|i| nki & (1 << i) != 0)
                        .map(|i| g.hole(i))
                        .collect(),
                });
                p.phase = Phase::Play;
                p.to_move = Player::South;
            }
        }
        Ok(())
    }
    fn redistribution_choice(&self, p: &Position) -> Option<RedistributionChoice> {
        if p.phase != Phase::Redistribute {
            return None;
        }
        let player = p.to_move;
        let g = p.geometry();
        let holes = g
            .side(player)
            .filter(|&i| p.pits[i] > 0)
            .map(|i| (g.hole(i), p.pits[i]))
            .collect();
        let (min_empty, max_empty) = empty_bounds(p, player);
        Some(RedistributionChoice {
            player,
            holes,
            min_empty,
            max_empty,
            board: g.holes().collect(),
        })
    }
}

/// What a player may choose in a redistribution turn (it cannot be listed move by move:
/// the ways to place 10 warriors in 20 holes alone number over 20 million).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RedistributionChoice {
    /// Who redistributes.
    pub player: Player,
    /// The holes that may be emptied, with their warriors.
    pub holes: Vec<(Hole, u8)>,
    /// At least this many holes are emptied.
    pub min_empty: u8,
    /// At most this many.
    pub max_empty: u8,
    /// The holes warriors may be placed in: every hole of the board.
    pub board: Vec<Hole>,
}

impl RedistributionChoice {
    /// A uniformly random choice of holes to empty (within the bounds), and each warrior
    /// placed in a uniformly random hole.
    pub fn random(&self, rng: &mut Rng) -> Move {
        let k = self.min_empty + rng.below((self.max_empty - self.min_empty) as u32 + 1) as u8;
        let mut pool: Vec<(Hole, u8)> = self.holes.clone();
        let mut emptied = Vec::new();
        let mut warriors = 0u32;
        for _ in 0..k {
            let j = rng.below(pool.len() as u32) as usize;
            let (h, n) = pool.swap_remove(j);
            emptied.push(h);
            warriors += n as u32;
        }
        let mut placed = vec![0u8; self.board.len()];
        for _ in 0..warriors {
            placed[rng.below(self.board.len() as u32) as usize] += 1;
        }
        let placements: Vec<(Hole, u8)> = self
            .board
            .iter()
            .zip(placed)
            .filter(|(_, n)| *n > 0)
            .map(|(&h, n)| (h, n))
            .collect();
        // The holes are distinct and on the board, so this cannot fail.
        Move::Redistribute(Redistribution::new(&emptied, &placements).unwrap_or_default())
    }
}
