//! A fifth game, only in tests: proof that a new game is this one file plus one line in
//! the registry (`games/mod.rs`). Nothing else in the engine names it, and the play API,
//! position JSON, records and perft all work for it.
//!
//! The skeleton: a 2 × 4 ring of 3 seeds per hole; a move sows all of one's own hole
//! counter-clockwise, one lap, no relay; a last seed that makes 2 or 3 in the opponent's
//! row is captured (into the mover's store). A player who cannot move ends the game: the
//! seeds left go to the owners of their rows, and more seeds wins. Option `seeds` 3
//! (default) or 4.

use crate::engine::board::{Geometry, Shape};
use crate::engine::error::PlayError;
use crate::engine::facts::Facts;
use crate::engine::games::{open_holes, Candidates, Holds, Play, Rulebook};
use crate::engine::notation::Sow;
use crate::engine::outcome::{higher, EndReason};
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::rules::{Choice, OptionSpec, Options};
use crate::engine::sowing::{self, CanMove, Ctx, Landing, Laps};
use crate::engine::trace::{CaptureKind, Events, TraceEvent};

/// The fifth game's rulebook.
pub(crate) struct Fifth;

static OPTIONS: [OptionSpec; 1] = [OptionSpec {
    key: "seeds",
    choices: &[Choice::Number(3), Choice::Number(4)],
}];

struct FifthLaps {
    mover: Player,
}

impl Laps for FifthLaps {
    #[inline(always)]
    fn last(
        &mut self,
        p: &mut Position,
        i: usize,
        _first: bool,
        ev: &mut Events,
    ) -> Result<Landing, PlayError> {
        let g = p.geometry();
        let n = p.pits[i];
        if g.owner_at(i) != self.mover && (n == 2 || n == 3) {
            p.pits[i] = 0;
            p.captured[self.mover.index()] += n;
            let by = self.mover;
            ev.push(|| TraceEvent::Capture {
                hole: g.hole(i),
                count: n,
                by,
                into: None,
                kind: CaptureKind::Capture,
            });
        }
        Ok(Landing::Stop)
    }
}

fn end(p: &mut Position, reason: EndReason, ev: &mut Events) {
    p.sweep_to_owners(ev);
    let score = p.captured;
    p.finish(higher(score), reason, score, ev);
}

impl Rulebook for Fifth {
    fn id(&self) -> &'static str {
        "fifth"
    }
    fn name(&self) -> &'static str {
        "Fifth"
    }
    fn facts(&self) -> Facts {
        Facts::SEEDS
    }
    fn options(&self) -> &'static [OptionSpec] {
        &OPTIONS
    }
    fn shape(&self, _o: Options) -> Shape {
        Shape::Ring { files: 4 }
    }
    fn total_seeds(&self, o: Options, g: &Geometry) -> u32 {
        g.len() as u32 * (3 + o.get(0) as u32)
    }
    fn holds(&self) -> Holds {
        Holds {
            stores: true,
            ..Holds::default()
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
        let n = p.geometry().len();
        p.pits[..n].fill(3 + p.rules.options.get(0));
    }
}

impl Play for Fifth {
    fn candidates(&self, p: &Position, player: Player) -> Candidates {
        open_holes(p, player)
    }
    fn turn(&self, p: &mut Position, s: Sow, start: usize, ctx: &mut Ctx) -> Result<(), PlayError> {
        let mover = p.to_move;
        let n = p.pits[start];
        sowing::turn(p, s.circuit, start, n, &mut FifthLaps { mover }, ctx)?;
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

#[cfg(test)]
mod tests {
    use crate::engine::{perft, Effort, GameId, Position, Record, Rng, Rules};

    fn fifth() -> GameId {
        "fifth".parse().expect("the fifth game is registered")
    }

    #[test]
    fn the_fifth_game_plays_through_the_engine_api() {
        let game = fifth();
        assert_eq!(game.name(), "Fifth");
        // The registry wrote its constant, and keeps it out of the Atlas's own list.
        assert_eq!(GameId::Fifth, game);
        assert!(!GameId::ALL.contains(&game));
        assert_eq!(GameId::registered().count(), GameId::ALL.len() + 1);
        assert_eq!(
            GameId::ALL.map(GameId::id),
            ["katro", "rio-kadalis", "hoyito-3", "kiothi"]
        );
        let start = Position::start(Rules::default_for(game));
        assert_eq!(start.total_seeds(), 24);
        assert_eq!(
            start
                .legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>(),
            ["a1", "b1", "c1", "d1"]
        );
        // d1 sows d2, c2, b2 (counter-clockwise round the ring): b2 makes 4, no capture.
        let p = start.play(&"d1".parse().unwrap()).unwrap();
        assert_eq!(p.pits(), &[3, 3, 3, 0, 3, 4, 4, 4]);
        assert!(
            p.play(&"b1".parse().unwrap()).is_err(),
            "South's hole, North to move"
        );
        // North's c2 sows b2, a2, a1, b1: b1 makes 4, not 2 or 3, so no capture.
        let q = p.play(&"c2".parse().unwrap()).unwrap();
        assert_eq!(q.pits(), &[4, 4, 3, 0, 4, 5, 0, 4]);
        // A capture, from a position set up in JSON: d1's 2 seeds go to d2 and c2, and
        // the last makes 2 in North's c2, which South takes.
        let set_up =
            Position::from_json(r#"{"game":"fifth","pits":[[5,5,5,2],[1,2,1,3]]}"#).unwrap();
        let after = set_up.play(&"d1".parse().unwrap()).unwrap();
        assert_eq!(after.pits(), &[5, 5, 5, 0, 1, 2, 0, 4]);
        assert_eq!(after.captured(crate::engine::Player::South), 2);
        // Options, JSON and records round-trip like any game's.
        let four = Rules::from_options(game, &serde_json::json!({"seeds": 4})).unwrap();
        assert_eq!(Position::start(four).total_seeds(), 32);
        let json = p.to_json().to_string();
        assert_eq!(Position::from_json(&json).unwrap(), p);
        let record: Record = "game: fifth\noptions: {}\nmoves: d1 b2".parse().unwrap();
        assert_eq!(record.replay(Effort::Exact).unwrap().moves().len(), 2);
        assert_eq!(perft(&start, 1), 4);
        assert!(perft(&start, 3) > 0);
    }

    #[test]
    fn random_fifth_games_end_and_conserve_seeds() {
        let mut rng = Rng::new(5);
        for rules in Rules::all_variants()
            .into_iter()
            .filter(|r| r.game() == fifth())
        {
            for _ in 0..200 {
                let (end, n) = Position::start(rules).random_playout(&mut rng, 500);
                assert_eq!(end.total_seeds(), rules.total_seeds());
                assert!(end.is_over() || n == 500);
            }
        }
    }
}
