//! `cargo bench --bench long_sowings -- GAMES [FIRST_SEED]`: plays random Kiothi games
//! (`GAME=hoyito-3` for another game)
//! (the engine's `random_move`, through a `Game` so that repetition counts as in the
//! app) and prints, as one JSON line each, every position with a move that a quick pass
//! leaves undecided (`successors` at `Effort::Quick`): the game's seed, the ply, the record that
//! reaches it, the position and the undecided moves. With `TIME=1` each undecided move is
//! then decided exactly (`Position::play`) and timed. How the long positions kept in
//! `benches/long_positions.md` were found. Figures, not verdicts.

use std::time::Instant;

use mancala_atlas::engine::{Effort, Game, GameId, Position, Refusal, Rng, Rules};
use serde_json::json;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let games: u64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let first: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let time = std::env::var("TIME").is_ok();
    if std::env::var("STDIN").is_ok() {
        time_lines();
        return;
    }

    let game: GameId = std::env::var("GAME")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(GameId::Kiothi);
    let rules = Rules::default_for(game);
    let started = Instant::now();
    let mut hits = 0;
    for seed in first..first + games {
        let mut rng = Rng::new(seed);
        let mut game = Game::from_rules(rules);
        for ply in 0..600 {
            let p = game.current().clone();
            if p.is_over() {
                break;
            }
            let undecided = p.successors(Effort::Quick).undecided;
            if !undecided.is_empty() {
                hits += 1;
                report(seed, ply, &game, &p, &undecided, time);
            }
            let Some((mv, _)) = p.random_move(&mut rng) else {
                break;
            };
            match game.play(&mv, Effort::Quick) {
                Ok(_) => {}
                Err(Refusal::Undecided) => {
                    let _ = game.play(&mv, Effort::Exact);
                }
                Err(Refusal::Illegal(e)) => panic!("seed {seed} ply {ply}: {mv}: {e}"),
            }
        }
    }
    eprintln!(
        "{games} games from seed {first}: {hits} positions with undecided moves, {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// `STDIN=1`: times the exact decision of every undecided move of each line read (the
/// scan's output), one line out per move.
fn time_lines() {
    for line in std::io::stdin().lines().map_while(Result::ok) {
        let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        let Ok(p) = Position::from_json(&v["position"].to_string()) else {
            continue;
        };
        for u in v["undecided"].as_array().into_iter().flatten() {
            let Some(mv) = u["move"].as_str().and_then(|m| m.parse().ok()) else {
                continue;
            };
            let t = Instant::now();
            let r = p.play(&mv);
            println!(
                "{}",
                json!({"seed": v["seed"], "ply": v["ply"], "move": u["move"],
                       "exact_ms": t.elapsed().as_millis() as u64,
                       "result": r.err().map_or("legal".to_string(), |e| e.to_string())})
            );
        }
    }
}

fn report(
    seed: u64,
    ply: usize,
    game: &Game,
    p: &Position,
    undecided: &[mancala_atlas::engine::Move],
    time: bool,
) {
    let moves: Vec<serde_json::Value> = undecided
        .iter()
        .map(|mv| {
            // Whether the sowing itself is undecided, or only what follows it (the next
            // player's replies, in the no-move rules).
            let sowing = mv.sow_hole().and_then(|h| {
                p.choices_at(h, game.decisions())
                    .ok()?
                    .moves
                    .into_iter()
                    .find(|(m, _)| m == mv)
                    .map(|(_, v)| v)
            });
            let mut entry = json!({
                "move": mv.to_string(),
                "sowing_undecided": sowing == Some(Err(Refusal::Undecided)),
            });
            if time {
                let t = Instant::now();
                let r = p.play(mv);
                entry["exact_ms"] = json!(t.elapsed().as_millis() as u64);
                entry["result"] = json!(match r {
                    Ok(_) => "legal".to_string(),
                    Err(e) => e.to_string(),
                });
            }
            entry
        })
        .collect();
    println!(
        "{}",
        json!({
            "seed": seed,
            "ply": ply,
            "record": game.record().to_json(),
            "position": p.to_json(),
            "undecided": moves,
        })
    );
}
