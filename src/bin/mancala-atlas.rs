//! `mancala-atlas`: the engine on the command line (see README "CLI").

use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

use mancala_atlas::ai::{analyse_in_game, choose_budget, choose_in_game, Level, Value};
use mancala_atlas::engine::{
    perft, Game, GameId, Move, Phase, PlayError, Player, Position, Rng, Rules,
};

const USAGE: &str = "usage: mancala-atlas <play|moves|perft|trace|selfplay|bench|match|think> …
  play     (--game ID [--options JSON] | --position JSON) [MOVE...]
  moves    (--game ID [--options JSON] | --position JSON) [MOVE...]
  perft    (--game ID [--options JSON] | --position JSON) [MOVE...] --depth D
  trace    (--game ID [--options JSON] | --position JSON) [MOVE...] MOVE
  selfplay --game ID [--options JSON] --games N --seed S
  bench    [--game ID] [--options JSON] [--games N] [--seed S]
  match    --game ID [--options JSON] --a LEVEL --b LEVEL --games N --seed S [--nodes N] [--opening K [--balanced T]]
  think    (--game ID [--options JSON] | --position JSON) [MOVE...] [--level LEVEL] [--nodes N] [--seed S]
levels: random, greedy, beginner, easy, medium, hard, expert
games: katro, rio-kadalis, hoyito-3, kiothi";

/// A failure: the message for stderr (exit status 2).
struct Fail(String);

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            // A closed pipe (`moves | head -1`) is not an error worth a panic.
            if !out.is_empty() {
                use std::io::Write;
                let _ = writeln!(std::io::stdout().lock(), "{out}");
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
    level_a: Option<String>,
    level_b: Option<String>,
    level: Option<String>,
    nodes: Option<u64>,
    opening: Option<u64>,
    balanced: Option<u64>,
}

/// Kiothi's redistribution rule for the player to move, in one sentence.
fn describe_redistribution(c: &mancala_atlas::engine::RedistributionChoice) -> String {
    let holes: Vec<String> = c.holes.iter().map(|(h, n)| format!("{h} ({n})")).collect();
    let how_many = if c.min_empty == c.max_empty {
        format!("exactly {}", c.min_empty)
    } else {
        format!("{} to {}", c.min_empty, c.max_empty)
    };
    format!(
        "{} empties {how_many} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
        c.player,
        holes.join(", ")
    )
}

fn parse_args(args: &[String]) -> Result<Args, Fail> {
    let mut a = Args::default();
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let mut value = |name: &str| -> Result<String, Fail> {
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| Fail(format!("{name} needs a value")))
        };
        let number = |name: &str, v: String| -> Result<u64, Fail> {
            v.parse()
                .map_err(|_| Fail(format!("{name} must be a whole number, not \"{v}\"")))
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
            "--a" => a.level_a = Some(value("--a")?),
            "--b" => a.level_b = Some(value("--b")?),
            "--level" => a.level = Some(value("--level")?),
            "--opening" => {
                let v = value("--opening")?;
                a.opening = Some(number("--opening", v)?)
            }
            "--balanced" => {
                let v = value("--balanced")?;
                a.balanced = Some(number("--balanced", v)?)
            }
            "--nodes" => {
                let v = value("--nodes")?;
                a.nodes = Some(number("--nodes", v)?)
            }
            f if f.starts_with("--") => {
                return Err(Fail(format!(
                    "unknown flag {f} (mancala-atlas help lists the flags)"
                )))
            }
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
        Some(o) => {
            serde_json::from_str(o).map_err(|e| Fail(format!("--options is not JSON: {e}")))?
        }
        None => serde_json::Value::Null,
    };
    Rules::from_options(game, &options).map_err(|e| Fail(format!("--options: {e}")))
}

fn start_of(a: &Args) -> Result<Position, Fail> {
    match (&a.position, &a.game) {
        (Some(_), Some(_)) => Err(Fail("give either --game or --position, not both".into())),
        (Some(p), None) => {
            if a.options.is_some() {
                return Err(Fail(
                    "--options goes with --game (a --position carries its own options)".into(),
                ));
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
        let mv: Move = text
            .parse()
            .map_err(|e| Fail(format!("move {} ({text}): {e}", i + 1)))?;
        game.play(&mv)
            .map_err(|e: PlayError| Fail(format!("move {} ({text}): {e}", i + 1)))?;
    }
    Ok(game)
}

fn run(args: &[String]) -> Result<String, Fail> {
    let Some(cmd) = args.first() else {
        return Err(Fail(
            "no command given (mancala-atlas help lists the commands)".into(),
        ));
    };
    let a = parse_args(&args[1..])?;
    match cmd.as_str() {
        "play" => Ok(replay(start_of(&a)?, &a.free)?.current().to_string()),
        "moves" => {
            let game = replay(start_of(&a)?, &a.free)?;
            let p = game.current();
            if let Some(choice) = p.redistribution_choice() {
                eprintln!("{}", describe_redistribution(&choice));
            }
            Ok(p.legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join("\n"))
        }
        "perft" => {
            let depth = a
                .depth
                .ok_or_else(|| Fail("perft needs --depth D".into()))?;
            let game = replay(start_of(&a)?, &a.free)?;
            Ok(perft(game.current(), depth).to_string())
        }
        "trace" => {
            let (last, earlier) = a
                .free
                .split_last()
                .ok_or_else(|| Fail("trace needs the MOVE to trace".into()))?;
            let game = replay(start_of(&a)?, earlier)?;
            let mut g = game.clone();
            let n = earlier.len() + 1;
            let mv: Move = last
                .parse()
                .map_err(|e| Fail(format!("move {n} ({last}): {e}")))?;
            let events = g
                .play(&mv)
                .map_err(|e| Fail(format!("move {n} ({last}): {e}")))?;
            let out = serde_json::json!({
                "move": mv.to_string(),
                "events": events,
                "position": g.current().to_json(),
            });
            Ok(out.to_string())
        }
        "selfplay" => selfplay(&a),
        "bench" => bench(&a),
        "match" => match_levels(&a),
        "think" => think(&a),
        "help" | "--help" | "-h" => Ok(USAGE.into()),
        other => Err(Fail(format!(
            "unknown command \"{other}\" (mancala-atlas help lists the commands)"
        ))),
    }
}

fn selfplay(a: &Args) -> Result<String, Fail> {
    let rules = rules_of(a)?;
    let games = a
        .games
        .ok_or_else(|| Fail("selfplay needs --games N".into()))?;
    let seed = a
        .seed
        .ok_or_else(|| Fail("selfplay needs --seed S".into()))?;
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
            let Some((mv, _)) = p.random_move(&mut rng) else {
                break;
            };
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
            if game.current().one_warrior_victory() {
                one_warrior += 1;
            }
        }
        lengths.push(game.moves().len());
    }
    lengths.sort_unstable();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len().max(1) as f64;
    let mut out = format!("rules: {rules}\ngames: {games} (seed {seed})\n");
    out += &format!(
        "results: south {} north {} draw {}\n",
        wins[0], wins[1], wins[2]
    );
    out += &format!(
        "reasons: {}\n",
        reasons
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
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
                    Err(
                        PlayError::MirroredNotAllowed
                        | PlayError::NotOutermostRank { .. }
                        | PlayError::ClosedHole(_),
                    ) => {}
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
            // Random playouts without the repetition history; a rare endless random walk
            // is cut at 2,000 moves.
            moves += start.random_playout(&mut rng, 2000).1 as u64;
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

fn level_of(name: Option<&str>, flag: &str) -> Result<Level, Fail> {
    name.ok_or_else(|| Fail(format!("{flag} LEVEL is required")))?
        .parse()
        .map_err(|e| Fail(format!("{flag}: {e}")))
}

/// `match`: seeded games between two levels, sides alternating (A is South in games 1, 3, …).
fn match_levels(a: &Args) -> Result<String, Fail> {
    let rules = rules_of(a)?;
    let levels = [
        level_of(a.level_a.as_deref(), "--a")?,
        level_of(a.level_b.as_deref(), "--b")?,
    ];
    let games = a
        .games
        .ok_or_else(|| Fail("match needs --games N".into()))?;
    let seed = a.seed.ok_or_else(|| Fail("match needs --seed S".into()))?;
    let opening = a.opening.unwrap_or(0);
    let budgets = levels.map(|l| {
        let mut b = l.budget(rules.game());
        if let Some(n) = a.nodes {
            b.solve_nodes = b.solve_nodes.min(n);
            b.nodes = n;
        }
        b
    });
    // Per side: wins, draws, losses, moves, thinking time, nodes, slowest move.
    let mut wdl = [[0u64; 3]; 2];
    let mut moves = [0u64; 2];
    let mut think = [0f64; 2];
    let mut nodes = [0u64; 2];
    let mut slowest = [0f64; 2];
    let mut total_moves = 0u64;
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut distinct = std::collections::HashSet::new();
    let mut unfinished = 0u64;
    // A's wins as South and as North.
    let mut a_wins_as = [0u64; 2];
    // Per opening (games 2k and 2k+1): A's wins among the two, and decisive games.
    let mut pair_wins = [0u64; 3];
    let mut pair_decisive = [0u64; 3];
    let mut pair_now = (0u64, 0u64);
    const MOVE_CAP: usize = 3000;
    const BALANCE_NODES: u64 = 500_000;
    let mut opening_moves = Vec::new();
    let mut opening_tries = 0u64;
    for g in 0..games {
        let a_side = if g % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        // Games 2k and 2k+1 start with the same K random moves, sides swapped. With
        // --balanced T, random openings are drawn until one whose value for the side to
        // move (an analysis of BALANCE_NODES positions) is a proven draw or an estimate
        // within ±T hundredths of a seed: a position neither side has already won.
        if g % 2 == 0 {
            let mut orng = Rng::new(seed ^ (g / 2).wrapping_mul(0xD1B5_4A32_D192_ED03));
            let mut tries = 0u64;
            opening_moves = loop {
                tries += 1;
                let mut game = Game::from_rules(rules);
                let mut mvs = Vec::new();
                for _ in 0..opening {
                    let Some((mv, _)) = game.current().random_move(&mut orng) else {
                        break;
                    };
                    game.play(&mv)
                        .map_err(|e| Fail(format!("opening move {mv}: {e}")))?;
                    mvs.push(mv);
                }
                let Some(t) = a.balanced else { break mvs };
                if game.current().is_over() {
                    continue;
                }
                let an = analyse_in_game(&game, BALANCE_NODES, 1);
                let best = an.moves.iter().map(|m| m.value).max_by_key(|v| v.rank());
                let fair = match best {
                    Some(Value::Draw) => true,
                    Some(Value::Heuristic { score }) => score.unsigned_abs() as u64 <= t,
                    _ => false,
                };
                if fair {
                    break mvs;
                }
                if tries >= 10_000 {
                    return Err(Fail(format!(
                        "no balanced opening within ±{t} after {tries} tries"
                    )));
                }
            };
            opening_tries += tries;
        }
        let mut game = Game::from_rules(rules);
        for mv in &opening_moves {
            game.play(mv)
                .map_err(|e| Fail(format!("opening move {mv}: {e}")))?;
        }
        let mut ply = 0u64;
        while !game.current().is_over() && game.moves().len() < MOVE_CAP {
            let p = game.current().clone();
            let who = usize::from(p.to_move() != a_side);
            let move_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (g << 20) ^ ply;
            let t = Instant::now();
            let c = choose_budget(
                &p,
                game.positions(),
                levels[who],
                budgets[who],
                move_seed,
                &|| false,
            )
            .ok_or_else(|| {
                Fail(format!(
                    "game {}: no move for {} in {}",
                    g + 1,
                    levels[who],
                    p
                ))
            })?;
            let dt = t.elapsed().as_secs_f64();
            think[who] += dt;
            slowest[who] = slowest[who].max(dt);
            moves[who] += 1;
            nodes[who] += c.nodes;
            if std::env::var_os("MANCALA_VERBOSE").is_some() {
                eprintln!(
                    "game {} ply {ply}: {} ({}) plays {} [{}]",
                    g + 1,
                    levels[who],
                    p.to_move(),
                    c.mv,
                    c.value.map_or("-".to_string(), |v| v.to_string())
                );
            }
            game.play(&c.mv).map_err(|e| {
                Fail(format!(
                    "game {}: {} played {} illegally: {e}",
                    g + 1,
                    levels[who],
                    c.mv
                ))
            })?;
            ply += 1;
        }
        total_moves += game.moves().len() as u64;
        distinct.insert(
            game.moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        );
        match game.current().outcome() {
            None => {
                unfinished += 1;
                wdl[0][1] += 1;
                wdl[1][1] += 1;
            }
            Some(o) => {
                *reasons.entry(o.reason.id().to_string()).or_default() += 1;
                match o.winner {
                    None => {
                        wdl[0][1] += 1;
                        wdl[1][1] += 1;
                    }
                    Some(w) => {
                        let a_won = w == a_side;
                        if a_won {
                            a_wins_as[a_side.index()] += 1;
                            pair_now.0 += 1;
                        }
                        pair_now.1 += 1;
                        wdl[0][if a_won { 0 } else { 2 }] += 1;
                        wdl[1][if a_won { 2 } else { 0 }] += 1;
                    }
                }
            }
        }
        if g % 2 == 1 {
            // Both games of this opening played: A won 0, 1 or 2 of them.
            pair_wins[pair_now.0 as usize] += 1;
            pair_decisive[pair_now.1 as usize] += 1;
            pair_now = (0, 0);
        }
    }
    let mut out = format!("rules: {rules}\ngames: {games} (seed {seed}), sides alternating: A is South in games 1, 3, 5, …\n");
    if opening > 0 {
        out += &format!(
            "openings: {opening} random moves, each opening played twice with sides swapped\n"
        );
    }
    if let Some(t) = a.balanced {
        out += &format!(
            "balanced openings only: analysis ({BALANCE_NODES} nodes) within ±{:.2} seeds or a proven draw; {opening_tries} openings drawn for {} kept\n",
            t as f64 / 100.0,
            games.div_ceil(2)
        );
    }
    for (i, name) in ["A", "B"].iter().enumerate() {
        let [w, d, l] = wdl[i];
        let decisive = w + l;
        let rate = if decisive > 0 {
            format!("{:.1}%", 100.0 * w as f64 / decisive as f64)
        } else {
            "n/a".into()
        };
        out += &format!(
            "{name} {:<8} wins {w} draws {d} losses {l}; decisive-game win rate {rate}; think {:.2} ms/move (max {:.1} ms), {:.0} nodes/move; budget {} nodes\n",
            levels[i].id(),
            1000.0 * think[i] / moves[i].max(1) as f64,
            1000.0 * slowest[i],
            nodes[i] as f64 / moves[i].max(1) as f64,
            budgets[i].nodes,
        );
    }
    out += &format!(
        "A's wins as South {}, as North {}\n",
        a_wins_as[0], a_wins_as[1]
    );
    if games >= 2 {
        out += &format!(
            "per opening (games 2k, 2k+1, sides swapped): A won both {}, one {}, neither {}; decisive games 2: {}, 1: {}, 0: {}\n",
            pair_wins[2], pair_wins[1], pair_wins[0], pair_decisive[2], pair_decisive[1], pair_decisive[0]
        );
    }
    out += &format!(
        "moves per game: {:.1}; distinct games: {}; ended by: {}",
        total_moves as f64 / games.max(1) as f64,
        distinct.len(),
        reasons
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if unfinished > 0 {
        out += &format!("; unfinished after {MOVE_CAP} moves (counted as draws): {unfinished}");
    }
    Ok(out)
}

/// `think`: the chosen move and every move's value in a position.
fn think(a: &Args) -> Result<String, Fail> {
    let game = replay(start_of(a)?, &a.free)?;
    let p = game.current().clone();
    let level = match &a.level {
        Some(l) => l.parse().map_err(|e| Fail(format!("--level: {e}")))?,
        None => Level::Expert,
    };
    let seed = a.seed.unwrap_or(1);
    let nodes = a.nodes.unwrap_or_else(|| level.budget(p.game()).nodes);
    let t = Instant::now();
    let analysis = analyse_in_game(&game, nodes, seed);
    let secs = t.elapsed().as_secs_f64();
    let mut out = vec![format!("position: {p}")];
    for m in &analysis.moves {
        let mark = if Some(m.mv) == analysis.best {
            "  <- best"
        } else {
            ""
        };
        out.push(format!("{:<24} {}{mark}", m.mv.to_string(), m.value));
    }
    out.push(format!(
        "analysis: {} nodes, depth {}, {}, {:.0} ms",
        analysis.nodes,
        analysis.depth,
        if analysis.solved {
            "solved"
        } else {
            "not solved"
        },
        secs * 1000.0
    ));
    let t = Instant::now();
    if let Some(c) = choose_in_game(&game, level, seed) {
        out.push(format!(
            "{level} plays {} ({}; {} nodes, depth {}, {:.0} ms)",
            c.mv,
            c.value.map_or("no value".to_string(), |v| v.to_string()),
            c.nodes,
            c.depth,
            t.elapsed().as_secs_f64() * 1000.0
        ));
    }
    Ok(out.join("\n"))
}
