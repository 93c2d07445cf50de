//! `selfplay`: seeded random games, and how many candidate moves were endless.

use std::collections::BTreeMap;

use mancala_atlas::engine::{Facts, Game, Move, Phase, PlayError, Player, Position, Rng, Rules};

use crate::args::{Args, Command, Flag, MAX_COUNT};
use crate::errors::CliError;
use crate::input::rules_of;
use crate::messages::reports::SelfplayReport;

pub fn selfplay(a: &Args) -> Result<String, CliError> {
    let rules = rules_of(a)?;
    let games = a.required(Command::Selfplay, Flag::Games, "N", 1, MAX_COUNT)?;
    let seed = a.required(Command::Selfplay, Flag::Seed, "S", 0, u64::MAX)?;
    let facts = rules.facts();
    let mut rng = Rng::new(seed);
    let mut r = SelfplayReport {
        rules,
        games,
        seed,
        wins: [0; 3],
        reasons: BTreeMap::new(),
        one_warrior: facts.celebrates_win_by_two.then_some(0),
        lengths: Vec::new(),
        endless: 0,
        candidates: 0,
    };
    for _ in 0..games {
        let game = play_random(rules, &mut rng, &facts, &mut r);
        let o = game.current().outcome();
        let w = match o.and_then(|o| o.winner) {
            Some(Player::South) => 0,
            Some(Player::North) => 1,
            None => 2,
        };
        r.wins[w] += 1;
        if let Some(o) = o {
            *r.reasons.entry(o.reason.id().to_string()).or_default() += 1;
            if game.current().one_warrior_victory() {
                if let Some(n) = r.one_warrior.as_mut() {
                    *n += 1;
                }
            }
        }
        r.lengths.push(game.moves().len());
    }
    r.lengths.sort_unstable();
    Ok(r.to_string())
}

/// One random game, counting its endless candidate moves into `r`.
fn play_random(rules: Rules, rng: &mut Rng, facts: &Facts, r: &mut SelfplayReport) -> Game {
    let mut game = Game::from_rules(rules);
    while game.current().phase() != Phase::Over {
        let p = game.current().clone();
        if p.phase() == Phase::Play {
            for mv in candidate_moves(&p, facts) {
                r.candidates += 1;
                if p.play(&mv) == Err(PlayError::EndlessSowing) {
                    r.endless += 1;
                }
            }
        }
        let Some((mv, _)) = p.random_move(rng) else {
            break;
        };
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

/// Every candidate sowing of the side to move (legal or not), for counting endless ones.
fn candidate_moves(p: &Position, facts: &Facts) -> Vec<Move> {
    let mut out = Vec::new();
    let g = p.geometry();
    for hole in g.holes() {
        if p.owner(hole) != p.to_move() || p.count(hole) == 0 {
            continue;
        }
        for text in [format!("{hole}"), format!("{hole}'")] {
            if let Ok(mv) = text.parse::<Move>() {
                match p.play(&mv) {
                    Err(
                        PlayError::MirroredNotAllowed
                        | PlayError::NotOutermostRank { .. }
                        | PlayError::ClosedHole(_),
                    ) => {}
                    _ => out.push(mv),
                }
            }
        }
        if facts.partial_lifts {
            for k in 1..p.count(hole) {
                if let Ok(mv) = format!("{hole}/{k}").parse::<Move>() {
                    out.push(mv);
                }
            }
        }
    }
    out
}
