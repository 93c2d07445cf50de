//! Rio Kadalis (Somalia), RULES.md §3.
//!
//! 1. Board: 2 × 6 (or 5), 4 seeds per hole; captured seeds are kept off the board.
//! 2. Move: all seeds of any occupied hole of the mover's rank, sown counter-clockwise
//!    (or clockwise with `direction: cw`) round all holes, with relay.
//! 3. Fours during a lap: a seed that is not its lap's last and makes a hole hold exactly
//!    4 gives those 4 to the owner of that hole's rank at once; the lap goes on.
//! 4. Last seed: making exactly 4 (*binikh*) gives the 4 to the mover and ends the turn;
//!    into an empty hole ends the turn; else relay.
//! 5. End: the player to move has no legal move; seeds left go to the rank owner.
//! 6. Result by fours taken (shown with seed totals).
//! 7. Options `holes_per_row`, `direction`, `match` (rounds: `match_play.rs`).
//!
//! Where RULES.md is silent: a repeated position (§1.4) is scored like a round that ends
//! for want of a move.

use crate::engine::board::{Circuit, Geometry, Shape};
use crate::engine::error::PlayError;
use crate::engine::facts::{Facts, Scoring};
use crate::engine::games::{match_play, open_holes, Candidates, Holds, Play, Rulebook};
use crate::engine::notation::Sow;
use crate::engine::outcome::{higher, EndReason};
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::rules::{Choice, OptionSpec, Options};
use crate::engine::sowing::{self, CanMove, Ctx, Landing, Laps};
use crate::engine::trace::{CaptureKind, Events, TraceEvent};

/// Rio Kadalis's rulebook.
pub(crate) struct RioKadalis;

const WIDTH: usize = 0;
const DIRECTION: usize = 1;
const MATCH: usize = 2;

static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        key: "holes_per_row",
        choices: &[Choice::Number(6), Choice::Number(5)],
    },
    OptionSpec {
        key: "direction",
        choices: &[Choice::Text("ccw"), Choice::Text("cw")],
    },
    OptionSpec {
        key: "match",
        choices: &[Choice::Flag(false), Choice::Flag(true)],
    },
];

/// One turn's landings: fours taken as they are made, *binikh* at a lap's end.
struct RioLaps {
    mover: Player,
}

impl Laps for RioLaps {
    const PASSING: bool = true;

    #[inline(always)]
    fn passing(&mut self, p: &mut Position, i: usize, ev: &mut Events) {
        if p.pits[i] == 4 {
            let g = p.geometry();
            let owner = g.owner_at(i);
            p.pits[i] = 0;
            p.captured[owner.index()] += 4;
            ev.push(|| TraceEvent::Capture {
                hole: g.hole(i),
                count: 4,
                by: owner,
                into: None,
                kind: CaptureKind::Four,
            });
        }
    }

    #[inline(always)]
    fn last(
        &mut self,
        p: &mut Position,
        i: usize,
        _first: bool,
        ev: &mut Events,
    ) -> Result<Landing, PlayError> {
        Ok(match p.pits[i] {
            4 => {
                p.pits[i] = 0;
                p.captured[self.mover.index()] += 4;
                let (hole, by) = (p.geometry().hole(i), self.mover);
                ev.push(|| TraceEvent::Capture {
                    hole,
                    count: 4,
                    by,
                    into: None,
                    kind: CaptureKind::Binikh,
                });
                Landing::Stop
            }
            1 => Landing::Stop,
            _ => Landing::Relay,
        })
    }
}

/// Ends the round as §3.5–3.6 say: the fours decide, the board goes to the rank owners.
fn end(p: &mut Position, reason: EndReason, ev: &mut Events) {
    let fours = [p.captured[0] / 4, p.captured[1] / 4];
    p.sweep_to_owners(ev);
    match_play::end_round(p, higher(fours), reason, fours, ev);
}

impl Rulebook for RioKadalis {
    fn id(&self) -> &'static str {
        "rio-kadalis"
    }
    fn name(&self) -> &'static str {
        "Rio Kadalis"
    }
    fn facts(&self) -> Facts {
        Facts {
            scoring: Scoring::Fours,
            ..Facts::SEEDS
        }
    }
    fn options(&self) -> &'static [OptionSpec] {
        &OPTIONS
    }
    fn shape(&self, o: Options) -> Shape {
        Shape::Ring {
            files: if o.get(WIDTH) == 0 { 6 } else { 5 },
        }
    }
    fn total_seeds(&self, _o: Options, g: &Geometry) -> u32 {
        g.len() as u32 * 4
    }
    fn is_match(&self, o: Options) -> bool {
        o.get(MATCH) == 1
    }
    fn holds(&self) -> Holds {
        Holds {
            stores: true,
            ..Holds::default()
        }
    }
    fn end_reasons(&self, o: Options) -> &'static [EndReason] {
        const SINGLE: &[EndReason] = &[
            EndReason::NoSeeds,
            EndReason::NoLegalMove,
            EndReason::OnlyEndlessMoves,
            EndReason::Repetition,
        ];
        const MATCH: &[EndReason] = &[
            EndReason::NoSeeds,
            EndReason::NoLegalMove,
            EndReason::OnlyEndlessMoves,
            EndReason::Repetition,
            EndReason::CannotFillHole,
        ];
        if self.is_match(o) {
            MATCH
        } else {
            SINGLE
        }
    }
    fn setup(&self, p: &mut Position) {
        let n = p.geometry().len();
        p.pits[..n].fill(4);
    }
    fn circuit(&self, o: Options) -> Circuit {
        if o.get(DIRECTION) == 1 {
            Circuit::Mirrored
        } else {
            Circuit::Default
        }
    }
}

impl Play for RioKadalis {
    fn candidates(&self, p: &Position, player: Player) -> Candidates {
        open_holes(p, player)
    }
    fn turn(
        &self,
        p: &mut Position,
        _s: Sow,
        start: usize,
        ctx: &mut Ctx,
    ) -> Result<(), PlayError> {
        let mover = p.to_move;
        let n = p.pits[start];
        let circuit = self.circuit(p.rules.options);
        sowing::turn(p, circuit, start, n, &mut RioLaps { mover }, ctx)?;
        p.to_move = !mover;
        Ok(())
    }
    fn no_move(&self, p: &mut Position, reason: EndReason, _can_move: CanMove, ctx: &mut Ctx) {
        end(p, reason, &mut ctx.ev);
    }
    fn repetition(&self, p: &mut Position, ev: &mut Events) {
        end(p, EndReason::Repetition, ev);
    }
}
