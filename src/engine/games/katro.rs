//! Katro (Madagascar), RULES.md §2.
//!
//! 1. Board: 2 × `rows_per_player` ranks of `holes_per_row`; every hole starts with
//!    `seeds_per_hole` seeds; no stores, no seed leaves the board.
//! 2. Track: each player's own half, boustrophedon (South: `a1…f1, f2…a2, a3…f3`, then
//!    `a1`; North the same turned 180°) — [`Shape::Halves`].
//! 3. Move: any occupied hole of the mover's outermost rank that holds seeds.
//! 4. Last seed into an empty hole: the turn ends.
//! 5. Last seed into an occupied hole: capture when the landing hole is in the mover's
//!    innermost rank holding seeds and the same-file hole of the opponent's innermost
//!    rank holding seeds is occupied — its seeds join the landing hole. Capture or not,
//!    the landing hole is lifted and sown on (relay).
//! 6. End: checked after every lap; a capture that empties the opponent ends the turn
//!    and the game, the mover winning.
//! 7. Options: `rows_per_player`, `holes_per_row`, `seeds_per_hole`, `direction`
//!    (`either`: the mirrored circuit, `c1'`).
//!
//! Where RULES.md is silent: a player who has seeds but only endless moves cannot move,
//! and (as passing is not allowed, §2.3) loses like a player without seeds. A repeated
//! position (§1.4) is a draw, scored by the seeds on each side.

use crate::engine::board::{Circuit, Geometry, Shape};
use crate::engine::error::PlayError;
use crate::engine::facts::{Facts, Scoring, Stores};
use crate::engine::games::{Candidates, Holds, Play, Rulebook};
use crate::engine::notation::{Lift, Sow};
use crate::engine::outcome::EndReason;
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::rules::{Choice, OptionSpec, Options};
use crate::engine::sowing::{self, CanMove, Ctx, Landing, Laps};
use crate::engine::trace::{CaptureKind, Events, TraceEvent};

/// Katro's rulebook.
pub(crate) struct Katro;

const ROWS: usize = 0;
const WIDTH: usize = 1;
const SEEDS: usize = 2;
const DIRECTION: usize = 3;

static OPTIONS: [OptionSpec; 4] = [
    OptionSpec {
        key: "rows_per_player",
        choices: &[Choice::Number(3), Choice::Number(2)],
    },
    OptionSpec {
        key: "holes_per_row",
        choices: &[Choice::Number(6), Choice::Number(4)],
    },
    OptionSpec {
        key: "seeds_per_hole",
        choices: &[Choice::Number(2), Choice::Number(3)],
    },
    OptionSpec {
        key: "direction",
        choices: &[Choice::Text("fixed"), Choice::Text("either")],
    },
];

fn number(o: Options, i: usize) -> u8 {
    match OPTIONS[i].choices[o.get(i) as usize] {
        Choice::Number(n) => n,
        _ => unreachable!("Katro's sizes are numbers"),
    }
}

fn either(o: Options) -> bool {
    o.get(DIRECTION) == 1
}

/// The mover's outermost rank that holds seeds (moves start there, §2.3): the rank of
/// their occupied hole farthest from the middle of the board.
#[inline]
fn outermost_rank(p: &Position, player: Player) -> Option<u8> {
    let g = p.geometry();
    let side = g.side(player);
    let half = &p.pits[side.clone()];
    let k = match player {
        Player::South => half.iter().position(|&n| n > 0)?,
        Player::North => half.iter().rposition(|&n| n > 0)?,
    };
    Some(g.hole(side.start + k).rank())
}

/// A player's innermost rank that holds seeds (captures are judged there, §2.5): the
/// rank of their occupied hole nearest the middle of the board.
#[inline]
fn innermost_rank(p: &Position, player: Player) -> Option<u8> {
    let g = p.geometry();
    let side = g.side(player);
    let half = &p.pits[side.clone()];
    let k = match player {
        Player::South => half.iter().rposition(|&n| n > 0)?,
        Player::North => half.iter().position(|&n| n > 0)?,
    };
    Some(g.hole(side.start + k).rank())
}

/// One Katro turn's landings: capture from the opponent's innermost occupied rank, relay
/// on every occupied landing; `won` when a capture empties the opponent.
struct KatroLaps {
    mover: Player,
    won: bool,
}

impl Laps for KatroLaps {
    #[inline(always)]
    fn last(
        &mut self,
        p: &mut Position,
        i: usize,
        _first: bool,
        ev: &mut Events,
    ) -> Result<Landing, PlayError> {
        if p.pits[i] == 1 {
            return Ok(Landing::Stop);
        }
        let g = p.geometry();
        let landing = g.hole(i);
        if innermost_rank(p, self.mover) == Some(landing.rank()) {
            if let Some(rank) = innermost_rank(p, !self.mover) {
                let target = g.at(landing.file(), rank);
                let c = p.pits[target];
                if c > 0 {
                    p.pits[target] = 0;
                    p.pits[i] += c;
                    let by = self.mover;
                    ev.push(|| TraceEvent::Capture {
                        hole: g.hole(target),
                        count: c,
                        by,
                        into: Some(landing),
                        kind: CaptureKind::Capture,
                    });
                    if p.seeds_on_side(!self.mover) == 0 {
                        self.won = true;
                        return Ok(Landing::Stop);
                    }
                }
            }
        }
        Ok(Landing::Relay)
    }
}

impl Rulebook for Katro {
    fn id(&self) -> &'static str {
        "katro"
    }
    fn name(&self) -> &'static str {
        "Katro"
    }
    fn facts(&self) -> Facts {
        Facts {
            stores: Stores::None,
            scoring: Scoring::OnSide,
            ..Facts::SEEDS
        }
    }
    fn options(&self) -> &'static [OptionSpec] {
        &OPTIONS
    }
    fn shape(&self, o: Options) -> Shape {
        Shape::Halves {
            files: number(o, WIDTH),
            rows: number(o, ROWS),
        }
    }
    fn total_seeds(&self, o: Options, g: &Geometry) -> u32 {
        g.len() as u32 * number(o, SEEDS) as u32
    }
    fn holds(&self) -> Holds {
        Holds::default()
    }
    fn end_reasons(&self, _o: Options) -> &'static [EndReason] {
        &[
            EndReason::OpponentEmptied,
            EndReason::NoSeeds,
            EndReason::NoLegalMove,
            EndReason::OnlyEndlessMoves,
            EndReason::Repetition,
        ]
    }
    fn setup(&self, p: &mut Position) {
        let n = p.geometry().len();
        p.pits[..n].fill(number(p.rules.options, SEEDS));
    }
    fn score_decides(&self) -> bool {
        false
    }
}

impl Play for Katro {
    fn candidates(&self, p: &Position, player: Player) -> Candidates {
        let Some(rank) = outermost_rank(p, player) else {
            return Candidates::default();
        };
        Candidates {
            holes: p.geometry().rank_mask(rank),
            lifts: false,
            mirrored: either(p.rules.options),
        }
    }
    fn check(&self, p: &Position, s: Sow) -> Result<(), PlayError> {
        if let Lift::Some(_) = s.lift {
            return Err(PlayError::PartialLiftNotAllowed);
        }
        if s.circuit == Circuit::Mirrored && !either(p.rules.options) {
            return Err(PlayError::MirroredNotAllowed);
        }
        let out = outermost_rank(p, p.to_move);
        if out != Some(s.hole.rank()) {
            return Err(PlayError::NotOutermostRank {
                hole: s.hole,
                rank: out.unwrap_or(0),
            });
        }
        Ok(())
    }
    fn turn(&self, p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError> {
        let mover = p.to_move;
        let mut laps = KatroLaps { mover, won: false };
        let n = p.pits[start];
        sowing::turn(p, s.circuit, start, n, &mut laps, ctx)?;
        if laps.won {
            let score = p.sides();
            p.finish(Some(mover), EndReason::OpponentEmptied, score, &mut ctx.ev);
        } else {
            p.to_move = !mover;
        }
        Ok(())
    }
    fn no_move(&self, p: &mut Position, reason: EndReason, _can_move: CanMove, ctx: &mut Ctx) {
        // §2.3: no passing; a player who cannot move has lost.
        let score = p.sides();
        p.finish(Some(!p.to_move), reason, score, &mut ctx.ev);
    }
    fn repetition(&self, p: &mut Position, ev: &mut Events) {
        let score = p.sides();
        p.finish(None, EndReason::Repetition, score, ev);
    }
}
