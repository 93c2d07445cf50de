//! `mancala-atlas`: the engine on the command line (see README "CLI").

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use mancala_atlas::engine::{perft, Game, GameId, Move, Phase, Player, PlayError, Position, Rng, Rules};

const USAGE: &str = "usage: mancala-atlas <play|moves|perft|trace|selfplay|bench> …
  play     (--game ID [--options JSON] | --position JSON) [MOVE...]
  moves    (--game ID [--options JSON] | --position JSON) [MOVE...]
  perft    (--game ID [--options JSON] | --position JSON) [MOVE...] --depth D
  trace    (--game ID [--options JSON] | --position JSON) [MOVE...] MOVE
  selfplay --game ID [--options JSON] --games N --seed S
  bench    [--game ID] [--options JSON] [--games N] [--seed S]
games: katro, rio-kadalis, hoyito-3, kiothi";

/// A failure: the message for stderr (exit status 2).
struct Fail(String);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            if !out.is_empty() {
                println!("{out}");
            }
            ExitCode::SUCCESS
        }
        Err(Fail(msg)) => {
            eprintln!("mancala-atlas: {msg}");
            ExitCode::from(2)
        }
    }
}

#[derive(Default)]
struct Args {
    game: Option<String>,
    options: Option<String>,
    position: Option<String>,
    depth: Option<u32>,
    games: Option<u64>,
    seed: Option<u64>,
    free: Vec<String>,
}

fn parse_args(args: &[String]) -> Result<Args, Fail> {
    let mut a = Args::default();
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let mut value = |name: &str| -> Result<String, Fail> {
            i += 1;
            args.get(i).cloned().ok_or_else(|| Fail(format!("{name} needs a value")))
        };
        let number = |name: &str, v: String| -> Result<u64, Fail> {
            v.parse().map_err(|_| Fail(format!("{name} must be a whole number, not \"{v}\"")))
        };
        match flag {
            "--game" => a.game = Some(value("--game")?),
            "--options" => a.options = Some(value("--options")?),
            "--position" => a.position = Some(value("--position")?),
            "--depth" => {
                let v = value("--depth")?;
                a.depth = Some(number("--depth", v)?.min(u32::MAX as u64) as u32)
            }
            "--games" => {
                let v = value("--games")?;
                a.games = Some(number("--games", v)?)
            }
            "--seed" => {
                let v = value("--seed")?;
                a.seed = Some(number("--seed", v)?)
            }
            f if f.starts_with("--") => return Err(Fail(format!("unknown flag {f}\n{USAGE}"))),
            _ => a.free.push(args[i].clone()),
        }
        i += 1;
    }
    Ok(a)
}

fn rules_of(a: &Args) -> Result<Rules, Fail> {
    let game: GameId = a
        .game
        .as_deref()
        .ok_or_else(|| Fail("--game is required (katro, rio-kadalis, hoyito-3 or kiothi)".into()))?
        .parse()
        .map_err(|e| Fail(format!("{e}")))?;
    let options = match &a.options {
        Some(o) => serde_json::from_str(o).map_err(|e| Fail(format!("--options is not JSON: {e}")))?,
        None => serde_json::Value::Null,
    };
    Rules::from_options(game, &options).map_err(|e| Fail(format!("--options: {e}")))
}

fn start_of(a: &Args) -> Result<Position, Fail> {
    match (&a.position, &a.game) {
        (Some(_), Some(_)) => Err(Fail("give either --game or --position, not both".into())),
        (Some(p), None) => {
            if a.options.is_some() {
                return Err(Fail("--options goes with --game (a --position carries its own options)".into()));
            }
            Position::from_json(p).map_err(|e| Fail(format!("--position: {e}")))
        }
        (None, _) => Ok(Position::start(rules_of(a)?)),
    }
}

/// Plays `moves` from `start` through a [`Game`] (so repetition counts).
fn replay(start: Position, moves: &[String]) -> Result<Game, Fail> {
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        let mv: Move = text.parse().map_err(|e| Fail(format!("move {} ({text}): {e}", i + 1)))?;
        game.play(&mv).map_err(|e: PlayError| Fail(format!("move {} ({text}): {e}", i + 1)))?;
    }
    Ok(game)
}

fn run(args: &[String]) -> Result<String, Fail> {
    let Some(cmd) = args.first() else { return Err(Fail(USAGE.into())) };
    let a = parse_args(&args[1..])?;
    match cmd.as_str() {
        "play" => Ok(replay(start_of(&a)?, &a.free)?.current().to_string()),
        "moves" => {
            let game = replay(start_of(&a)?, &a.free)?;
            let p = game.current();
            if let Some(choice) = p.redistribution_choice() {
                eprintln!("{}", choice.describe());
            }
            Ok(p.legal_moves().iter().map(|m| m.to_string()).collect::<Vec<_>>().join("\n"))
        }
        "perft" => {
            let depth = a.depth.ok_or_else(|| Fail("perft needs --depth D".into()))?;
            let game = replay(start_of(&a)?, &a.free)?;
            Ok(perft(game.current(), depth).to_string())
        }
        "trace" => {
            let (last, earlier) = a.free.split_last().ok_or_else(|| Fail("trace needs the MOVE to trace".into()))?;
            let game = replay(start_of(&a)?, earlier)?;
            let mut g = game.clone();
            let n = earlier.len() + 1;
            let mv: Move = last.parse().map_err(|e| Fail(format!("move {n} ({last}): {e}")))?;
            let events = g.play(&mv).map_err(|e| Fail(format!("move {n} ({last}): {e}")))?;
            let out = serde_json::json!({
                "move": mv.to_string(),
                "events": events,
                "position": g.current().to_json(),
            });
            Ok(out.to_string())
        }
        "selfplay" => selfplay(&a),
        "bench" => bench(&a),
        "help" | "--help" | "-h" => Ok(USAGE.into()),
        other => Err(Fail(format!("unknown command \"{other}\"\n{USAGE}"))),
    }
}

fn selfplay(a: &Args) -> Result<String, Fail> {
    let rules = rules_of(a)?;
    let games = a.games.ok_or_else(|| Fail("selfplay needs --games N".into()))?;
    let seed = a.seed.ok_or_else(|| Fail("selfplay needs --seed S".into()))?;
    let mut rng = Rng::new(seed);
    let mut wins = [0u64; 3];
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut lengths = Vec::new();
    let mut endless = 0u64;
    let mut candidates = 0u64;
    let mut one_warrior = 0u64;
    for _ in 0..games {
        let mut game = Game::from_rules(rules);
        while game.current().phase() != Phase::Over {
            let p = game.current().clone();
            if p.phase() == Phase::Play {
                for mv in candidate_moves(&p) {
                    candidates += 1;
                    if p.play(&mv) == Err(PlayError::EndlessSowing) {
                        endless += 1;
                    }
                }
            }
            let Some((mv, _)) = p.random_move(&mut rng) else { break };
            if game.play(&mv).is_err() {
                break;
            }
        }
        let o = game.current().outcome();
        let w = match o.and_then(|o| o.winner) {
            Some(Player::South) => 0,
            Some(Player::North) => 1,
            None => 2,
        };
        wins[w] += 1;
        if let Some(o) = o {
            *reasons.entry(o.reason.id().to_string()).or_default() += 1;
            if o.one_warrior_victory(rules.game()) {
                one_warrior += 1;
            }
        }
        lengths.push(game.moves().len());
    }
    lengths.sort_unstable();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len().max(1) as f64;
    let mut out = format!("rules: {rules}\ngames: {games} (seed {seed})\n");
    out += &format!("results: south {} north {} draw {}\n", wins[0], wins[1], wins[2]);
    out += &format!(
        "reasons: {}\n",
        reasons.iter().map(|(k, v)| format!("{k} {v}")).collect::<Vec<_>>().join(", ")
    );
    if rules.game() == GameId::Kiothi {
        out += &format!("one-warrior victories: {one_warrior}\n");
    }
    out += &format!(
        "length (moves): min {} median {} mean {:.1} max {}\n",
        lengths.first().copied().unwrap_or(0),
        lengths.get(lengths.len() / 2).copied().unwrap_or(0),
        mean,
        lengths.last().copied().unwrap_or(0)
    );
    out += &format!("endless candidate moves: {endless} of {candidates}");
    Ok(out)
}

/// Every candidate sowing of the side to move (legal or not), for counting endless ones.
fn candidate_moves(p: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    let g = p.geometry();
    for hole in g.holes() {
        if p.owner(hole) != p.to_move() || p.count(hole) == 0 {
            continue;
        }
        for text in [format!("{hole}"), format!("{hole}'")] {
            if let Ok(mv) = text.parse::<Move>() {
                match p.play(&mv) {
                    Err(PlayError::MirroredNotAllowed | PlayError::NotOutermostRank { .. } | PlayError::ClosedHole(_)) => {}
                    _ => out.push(mv),
                }
            }
        }
        if p.game() == GameId::Kiothi {
            for k in 1..p.count(hole) {
                if let Ok(mv) = format!("{hole}/{k}").parse::<Move>() {
                    out.push(mv);
                }
            }
        }
    }
    out
}

fn bench(a: &Args) -> Result<String, Fail> {
    let variants: Vec<Rules> = if a.game.is_some() {
        vec![rules_of(a)?]
    } else {
        GameId::ALL.iter().map(|&g| Rules::default_for(g)).collect()
    };
    let games = a.games.unwrap_or(2000);
    let seed = a.seed.unwrap_or(1);
    let mut out = vec![format!(
        "{:<42} {:>10} {:>14} {:>12}",
        "rules", "playouts/s", "moves/s", "moves/game"
    )];
    for rules in variants {
        let mut rng = Rng::new(seed);
        let start = Position::start(rules);
        let t = Instant::now();
        let mut moves = 0u64;
        for _ in 0..games {
            let mut p = start.clone();
            let mut n = 0;
            // Random playouts without the repetition history; a rare endless random walk
            // is cut at 2,000 moves.
            while n < 2000 {
                match p.random_move(&mut rng) {
                    Some((_, q)) => p = q,
                    None => break,
                }
                n += 1;
            }
            moves += n;
        }
        let secs = t.elapsed().as_secs_f64();
        out.push(format!(
            "{:<42} {:>10.0} {:>14.0} {:>12.1}",
            rules.to_string(),
            games as f64 / secs,
            moves as f64 / secs,
            moves as f64 / games as f64
        ));
    }
    Ok(out.join("\n"))
}
