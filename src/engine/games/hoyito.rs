//! Hoyito III (Dominican Republic), RULES.md §4.
//!
//! 1. Board: 2 × 6, 4 seeds per hole; no stores.
//! 2. Move: all seeds of any occupied hole of the mover's rank, sown counter-clockwise
//!    round all 12 holes.
//! 3. Last seed: making exactly 4 (either rank) captures those 4 and the mover moves
//!    again; into an occupied hole: relay; into an empty hole: the turn ends. Fours made by
//!    other seeds are not taken.
//! 4. Pass: a player with no seeds (or only endless moves) passes, extra turns included.
//! 5. End: a capture that leaves exactly 4 on the board; the last 4 go to the capturer
//!    (single game, rounds 1–2) or to the previous round's winner (round 3 on; the
//!    capturer when it was drawn). Neither player able to move: seeds to the rank owners.
//!    More seeds wins.
//! 6. Option `match`; 7. rounds as Rio Kadalis §3.8 (`match_play.rs`).
//!
//! Where RULES.md is silent: a repeated position (§1.4) sends the seeds to the rank
//! owners and is scored by seeds, like a round where neither player can move.

use crate::engine::board::{Geometry, Shape};
use crate::engine::error::PlayError;
use crate::engine::facts::Facts;
use crate::engine::games::{match_play, open_holes, Candidates, Holds, Play, Rulebook};
use crate::engine::notation::Sow;
use crate::engine::outcome::{higher, EndReason};
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::rules::{Choice, OptionSpec, Options};
use crate::engine::sowing::{self, CanMove, Ctx, Landing, Laps};
use crate::engine::trace::{CaptureKind, Events, TraceEvent};

/// Hoyito III's rulebook.
pub(crate) struct Hoyito3;

const MATCH: usize = 0;

static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    key: "match",
    choices: &[Choice::Flag(false), Choice::Flag(true)],
}];

/// One turn's landings: a last seed making four captures and earns another turn.
struct HoyitoLaps {
    mover: Player,
    captured: bool,
}

impl Laps for HoyitoLaps {
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
                    kind: CaptureKind::Capture,
                });
                self.captured = true;
                Landing::Stop
            }
            1 => Landing::Stop,
            _ => Landing::Relay,
        })
    }
}

/// Scores the round by seeds once the board has been swept.
fn end(p: &mut Position, reason: EndReason, ev: &mut Events) {
    let score = p.captured;
    match_play::end_round(p, higher(score), reason, score, ev);
}

impl Rulebook for Hoyito3 {
    fn id(&self) -> &'static str {
        "hoyito-3"
    }
    fn name(&self) -> &'static str {
        "Hoyito III"
    }
    fn facts(&self) -> Facts {
        Facts::SEEDS
    }
    fn options(&self) -> &'static [OptionSpec] {
        &OPTIONS
    }
    fn shape(&self, _o: Options) -> Shape {
        Shape::Ring { files: 6 }
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
            EndReason::LastFour,
            EndReason::NeitherCanMove,
            EndReason::Repetition,
        ];
        const MATCH: &[EndReason] = &[
            EndReason::LastFour,
            EndReason::NeitherCanMove,
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
}

impl Play for Hoyito3 {
    fn candidates(&self, p: &Position, player: Player) -> Candidates {
        open_holes(p, player)
    }
    fn turn(&self, p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError> {
        let mover = p.to_move;
        let mut laps = HoyitoLaps {
            mover,
            captured: false,
        };
        let n = p.pits[start];
        sowing::turn(p, s.circuit, start, n, &mut laps, ctx)?;
        if !laps.captured {
            p.to_move = !mover;
        } else if p.seeds_on_board() == 4 {
            last_four(p, mover, &mut ctx.ev);
        } else {
            ctx.ev.push(|| TraceEvent::ExtraTurn { player: mover });
        }
        Ok(())
    }
    fn no_move(&self, p: &mut Position, _reason: EndReason, can_move: CanMove, ctx: &mut Ctx) {
        let player = p.to_move;
        if can_move(p, !player, ctx) {
            ctx.ev.push(|| TraceEvent::Pass { player });
            p.to_move = !player;
        } else {
            p.sweep_to_owners(&mut ctx.ev);
            end(p, EndReason::NeitherCanMove, &mut ctx.ev);
        }
    }
    fn repetition(&self, p: &mut Position, ev: &mut Events) {
        p.sweep_to_owners(ev);
        end(p, EndReason::Repetition, ev);
    }
}

/// §4.5: a capture left exactly four seeds. They go to the capturer, or from round 3 of
/// a match to the previous round's winner; then the round is scored by seeds.
fn last_four(p: &mut Position, capturer: Player, ev: &mut Events) {
    let m = p.matchs;
    let to = match m.last {
        Some(last) if p.rules.is_match() && m.round >= 3 => last.winner.unwrap_or(capturer),
        _ => capturer,
    };
    for i in 0..p.geometry().len() {
        p.sweep(i, to, ev);
    }
    end(p, EndReason::LastFour, ev);
}
