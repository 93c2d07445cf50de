//! `cargo bench`: random playouts per second and moves per second for every game's
//! default rules, legality (endless-sowing detection) included, plus the cost of listing
//! legal moves. Plain timing loops (no bench framework): figures, not verdicts.

use std::hint::black_box;
use std::time::{Duration, Instant};

use mancala_atlas::engine::{GameId, Position, Rng, Rules};

/// Runs `f` repeatedly for about `budget`, returning (iterations, seconds).
fn time_for(budget: Duration, mut f: impl FnMut() -> u64) -> (u64, u64, f64) {
    let start = Instant::now();
    let mut runs = 0;
    let mut units = 0;
    while start.elapsed() < budget {
        units += f();
        runs += 1;
    }
    (runs, units, start.elapsed().as_secs_f64())
}

/// Times `read` on the shipped file `static/NAME` (for about a third of `budget`) and
/// prints how long one read takes and how many `what` it found.
fn file_read(budget: Duration, name: &str, what: &str, read: impl Fn(&str) -> u64) {
    let path = format!("{}/static/{name}", env!("CARGO_MANIFEST_DIR"));
    let Ok(text) = std::fs::read_to_string(path) else {
        return;
    };
    let (runs, n, secs) = time_for(budget / 3, || read(&text));
    println!(
        "{name} ({} bytes): {} {what} read in {:.2} ms",
        text.len(),
        n / runs.max(1),
        secs * 1000.0 / runs as f64
    );
}

fn main() {
    let budget = Duration::from_millis(
        std::env::var("BENCH_MS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(1500),
    );
    println!(
        "{:<14} {:>12} {:>14} {:>16}",
        "game", "playouts/s", "moves/s", "legal lists/s"
    );
    for game in GameId::ALL {
        let rules = Rules::default_for(game);
        let start = Position::start(rules);
        let mut rng = Rng::new(7);
        let (playouts, moves, secs) = time_for(budget, || {
            let (p, n) = start.random_playout(&mut rng, 2000);
            black_box(&p);
            n as u64
        });
        // A mid-game position to list legal moves in.
        let mut mid = start.clone();
        let mut r2 = Rng::new(3);
        for _ in 0..12 {
            if let Some((_, q)) = mid.random_move(&mut r2) {
                if !q.is_over() {
                    mid = q;
                }
            }
        }
        let (lists, _, lsecs) = time_for(budget / 3, || black_box(mid.legal_moves()).len() as u64);
        println!(
            "{:<14} {:>12.0} {:>14.0} {:>16.0}",
            game.id(),
            playouts as f64 / secs,
            moves as f64 / secs,
            lists as f64 / lsecs
        );
    }
    // What the Puzzles screen does when a game's file comes: the file read (every puzzle's
    // position and line parsed), natively (the page's wasm is slower by a small factor).
    for game in mancala_atlas::ui::game::puzzle_address::GAMES {
        file_read(
            budget,
            &format!("puzzles/{}.json", game.id()),
            "puzzles",
            |text| {
                mancala_atlas::ui::puzzles::read(game, text).map_or(0, |s| s.puzzles.len() as u64)
            },
        );
    }
    // What "What play shows" does when a game's statistics file comes: the file read
    // (the figures of every option set; the file's exact counts, most of its bytes,
    // skipped), natively.
    for game in GameId::ALL {
        let name = mancala_atlas::ui::stats::file_name(game);
        file_read(budget, &name, "option sets", |text| {
            mancala_atlas::ui::stats::read(game, text).map_or(0, |s| s.sets.len() as u64)
        });
    }
    // What the worker does with an endgame table: reads it packed, once (the checksum and
    // the block index), then reads entries, inflating a block of each plane for an entry
    // whose blocks it does not hold (random entries: nearly always), and answers a hint
    // from it.
    for s in mancala_atlas::ai::tables::SHIPPED {
        use mancala_atlas::ai::protocol::{serve_with, Mode, Request};
        use mancala_atlas::ai::tables::Table;
        let path = format!(
            "{}/static/tables/{}.bin",
            env!("CARGO_MANIFEST_DIR"),
            s.name
        );
        let Ok(bytes) = std::fs::read(path) else {
            continue;
        };
        let clock = Instant::now();
        let Ok(t) = Table::load_packed(&bytes) else {
            continue;
        };
        let load = clock.elapsed().as_secs_f64() * 1000.0;
        let mut rng = Rng::new(5);
        let mut positions = Vec::new();
        while positions.len() < 2_000 {
            if let Some(p) = t.position(rng.next_u64() % t.entries()) {
                positions.push(p);
            }
        }
        let mut k = 0;
        let (runs, _, secs) = time_for(budget / 3, || {
            k = (k + 1) % positions.len();
            black_box(t.bounds(&positions[k]));
            1
        });
        // A hint at a position of the table's largest seed count reached in play.
        let p = positions
            .iter()
            .rev()
            .find(|p| p.legal_moves().len() >= 3 && t.probe(p).is_some())
            .unwrap_or(&positions[0]);
        let request = Request {
            id: 1,
            mode: Mode::Hint,
            position: p.to_json(),
            level: mancala_atlas::ai::Level::Expert,
            seed: 1,
            history: Vec::new(),
            nodes: None,
            record: None,
            mv: None,
        };
        let clock = Instant::now();
        let answer = serve_with(&request, &[&t]);
        let hint = clock.elapsed().as_secs_f64() * 1000.0;
        println!(
            "tables/{}.bin: read packed in {load:.1} ms ({} bytes held), {:.0} random entries/s, a hint from it in {hint:.1} ms ({} nodes{})",
            s.name,
            t.memory(),
            runs as f64 / secs,
            answer.nodes,
            if answer.table { ", the table's" } else { "" }
        );
        // The worst case: a position whose value rests on a repetition (Hoyito III's open
        // bounds, the stores level), which the search must play out, meeting covered
        // positions all the way (it reads at most `PACKED_PROBES` entries of the table).
        let open = positions.iter().find_map(|p| {
            let half = ((p.rules().total_seeds() - p.seeds_on_board()) / 2) as u8;
            let q = mancala_atlas::engine::Position::from_board(
                p.rules(),
                p.pits(),
                [half, half],
                p.to_move(),
            )
            .ok()?;
            let b = t.bounds(&q)?;
            (b.lo < 0 && b.hi > 0 && q.legal_moves().len() >= 3).then_some(q)
        });
        if let Some(q) = open {
            let request = Request {
                position: q.to_json(),
                ..request
            };
            let clock = Instant::now();
            let answer = serve_with(&request, &[&t]);
            println!(
                "tables/{}.bin: a hint where the value rests on a repetition in {:.0} ms ({} nodes)",
                s.name,
                clock.elapsed().as_secs_f64() * 1000.0,
                answer.nodes
            );
        }
    }
    if std::env::var("LONG").is_ok() {
        if let Ok(p) = Position::from_json(LONG_ENDLESS) {
            if let Ok(mv) = "g1".parse() {
                let t = Instant::now();
                let r = p.play(&mv);
                println!(
                    "kiothi g1 in the long-cycle position: {:?} after {:.2} s (a 157,243,048-lap cycle)",
                    r.err(),
                    t.elapsed().as_secs_f64()
                );
            }
        }
    }
}

/// A Kiothi sowing whose relay laps run in a cycle of 157,243,048 laps (found in random
/// play): the worst case of exact endless-sowing detection. Run with `LONG=1`.
const LONG_ENDLESS: &str = r#"{"game":"kiothi","to_move":"south","pits":[[0,1,0,1,5,6,5,1,6,1],[7,6,7,1,5,6,1,0,1,0]],"nki":["b1","d1","e1","f1","g1","h1","i1","j1","a2","b2","c2","d2","e2","f2","g2","i2"]}"#;
