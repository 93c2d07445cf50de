//! The computer opponent (src/ai): exact values checked against a plain exhaustive
//! minimax, legal and reproducible choices at every level, and the worker protocol.

use mancala_atlas::ai::{protocol, solve, Analysis, Choice, Level, Think, Value};
use mancala_atlas::engine::{Effort, GameId, Player, Position, Rng, Rules};

/// The move `level` plays in `p` (no history).
fn choose(p: &Position, level: Level, seed: u64) -> Option<Choice> {
    Think::new(p).level(level).seed(seed).choose()
}

/// Every move's value in `p` (no history), spending about `nodes` positions.
fn analyse(p: &Position, nodes: u64, seed: u64) -> Analysis {
    Think::new(p).nodes(nodes).seed(seed).analyse()
}

const WIN: i64 = 1_000_000;

/// A value as one ordered number: a win in n is `WIN - n`, a loss in n `-(WIN - n)`, a
/// draw 0 (sooner wins and later losses are better), for the side to move.
fn rank(v: Value) -> i64 {
    match v {
        Value::Win { plies } => WIN - plies as i64,
        Value::Loss { plies } => -WIN + plies as i64,
        Value::Draw => 0,
        Value::Heuristic { .. } => panic!("not a proven value: {v:?}"),
    }
}

/// A child's number seen from its parent: negated only when the side to move changed
/// (extra turns, passes), one move further from the end.
fn from_child(parent: &Position, child: &Position, v: i64) -> i64 {
    let v = if child.to_move() == parent.to_move() {
        v
    } else {
        -v
    };
    match v.signum() {
        1 => v - 1,
        -1 => v + 1,
        _ => 0,
    }
}

/// Plain exhaustive minimax to `depth` moves: no pruning, no table, no cycle check.
/// Returns an interval `(lo, hi)` holding the true value: a line still going at the
/// depth limit could end any way at all, `(-WIN, WIN)`. When `lo == hi` it is the exact
/// value of the game. `None` when the node allowance runs out.
fn minimax(p: &Position, depth: u32, nodes: &mut u64) -> Option<(i64, i64)> {
    if let Some(o) = p.outcome() {
        let v = match o.winner {
            None => 0,
            Some(w) if w == p.to_move() => WIN,
            Some(_) => -WIN,
        };
        return Some((v, v));
    }
    if depth == 0 {
        return Some((-WIN, WIN));
    }
    if *nodes == 0 {
        return None;
    }
    *nodes -= 1;
    let (mut lo, mut hi) = (i64::MIN, i64::MIN);
    for (_, c) in p.successors(Effort::Exact).legal {
        let (l, h) = child_interval(p, &c, minimax(&c, depth - 1, nodes)?);
        lo = lo.max(l);
        hi = hi.max(h);
    }
    Some((lo, hi))
}

fn child_interval(p: &Position, c: &Position, (l, h): (i64, i64)) -> (i64, i64) {
    let (a, b) = (from_child(p, c, l), from_child(p, c, h));
    (a.min(b), a.max(b))
}

/// The interval a solver value stands for: an exact draw; a win in at most `plies`; a
/// loss after at most `plies`. (Wins and losses may be exact; the interval covers both.)
fn interval(v: Value) -> (i64, i64) {
    match v {
        Value::Win { plies } => (WIN - plies as i64, WIN),
        Value::Loss { plies } => (-WIN, -WIN + plies as i64),
        Value::Draw => (0, 0),
        Value::Heuristic { .. } => (-WIN, WIN),
    }
}

/// Whether a solver value and a reference interval can both hold; `exact` counts the
/// cases where the reference is exact and the solver gave the same value.
fn consistent(v: Value, (lo, hi): (i64, i64), exact: &mut usize) -> bool {
    let (a, b) = interval(v);
    if lo == hi && v.is_solved() && rank(v) == lo {
        *exact += 1;
    }
    a.max(lo) <= b.min(hi)
}

/// Positions with few seeds from seeded random games of `rules`: the first position of
/// each game where `small` holds.
fn small_positions(
    rules: Rules,
    small: impl Fn(&Position) -> bool,
    games: u64,
    seed: u64,
) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut p = Position::start(rules);
        for _ in 0..600 {
            if p.is_over() {
                break;
            }
            if p.phase() == mancala_atlas::engine::Phase::Play && small(&p) {
                out.push(p.clone());
                break;
            }
            match p.random_move(&mut rng) {
                Some((_, q)) => p = q,
                None => break,
            }
        }
    }
    out
}

/// For every small position: the solver's value of the position and of every move is
/// consistent with a plain exhaustive minimax to `depth` moves (both hold the true value),
/// and equal to it wherever that minimax settles the value exactly. Returns how many
/// exact values were compared.
fn check_against_minimax(
    rules: Rules,
    small: impl Fn(&Position) -> bool,
    depth: u32,
    games: u64,
    seed: u64,
) -> usize {
    let mut exact = 0;
    for p in small_positions(rules, small, games, seed) {
        let mut nodes = 400_000;
        let Some(expected) = minimax(&p, depth, &mut nodes) else {
            continue;
        };
        if let Some(v) = solve(&p, 200_000) {
            assert!(
                consistent(v, expected, &mut exact),
                "value of {p}: solver {v:?}, minimax {expected:?}"
            );
        }
        let analysis = analyse(&p, 300_000, 1);
        for (m, (mv, c)) in analysis.moves.iter().zip(p.successors(Effort::Exact).legal) {
            assert_eq!(m.mv, mv);
            let mut nodes = 400_000;
            let child = minimax(&c, depth - 1, &mut nodes).expect("a subtree of a walked tree");
            let expected = child_interval(&p, &c, child);
            if m.value.is_solved() {
                assert!(
                    consistent(m.value, expected, &mut exact),
                    "move {mv} in {p}: solver {:?}, minimax {expected:?}",
                    m.value
                );
            }
        }
    }
    println!("{}: {exact} exact values agree", rules.game());
    exact
}

#[test]
fn solver_agrees_with_plain_minimax_rio_kadalis() {
    let n = check_against_minimax(
        Rules::default_for(GameId::RioKadalis),
        |p| p.seeds_on_board() <= 8,
        12,
        70,
        11,
    );
    assert!(n >= 10, "only {n} exact values compared");
}

#[test]
fn solver_agrees_with_plain_minimax_hoyito() {
    let n = check_against_minimax(
        Rules::default_for(GameId::Hoyito3),
        |p| p.seeds_on_board() <= 8,
        12,
        70,
        12,
    );
    assert!(n >= 10, "only {n} exact values compared");
}

#[test]
fn solver_agrees_with_plain_minimax_kiothi() {
    let n = check_against_minimax(
        Rules::default_for(GameId::Kiothi),
        |p| p.seeds_on_board() <= 7,
        12,
        80,
        13,
    );
    assert!(n >= 10, "only {n} exact values compared");
}

#[test]
fn solver_agrees_with_plain_minimax_katro() {
    // Katro never takes seeds off the board: "few seeds" is one side nearly empty, on
    // de Voogt's 4 × 4 board.
    let rules = Rules::from_options(
        GameId::Katro,
        &serde_json::json!({"rows_per_player": 2, "holes_per_row": 4}),
    )
    .unwrap();
    let small = |p: &Position| {
        p.seeds_on_side(Player::South)
            .min(p.seeds_on_side(Player::North))
            <= 3
    };
    let n = check_against_minimax(rules, small, 12, 80, 14);
    assert!(n >= 10, "only {n} exact values compared");
}

/// Some positions of a seeded random game of `rules`, Kiothi's redistribution turns included.
fn sample_positions(rules: Rules, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut p = Position::start(rules);
    let mut out = vec![p.clone()];
    while let Some((_, q)) = p.random_move(&mut rng) {
        p = q;
        if !p.is_over() && rng.below(6) == 0 {
            out.push(p.clone());
        }
    }
    out.truncate(6);
    out
}

#[test]
fn every_level_plays_legal_moves_and_repeats_itself_given_the_seed() {
    for rules in GameId::ALL.map(Rules::default_for) {
        for p in sample_positions(rules, 5) {
            for level in Level::ALL {
                let seed = 99;
                let c =
                    choose(&p, level, seed).unwrap_or_else(|| panic!("{level}: no move in {p}"));
                assert!(p.is_legal(&c.mv), "{level} chose {} in {p}", c.mv);
                let again = choose(&p, level, seed).expect("a move");
                assert_eq!(again, c, "{level} is not reproducible in {p}");
            }
        }
    }
}

#[test]
fn nothing_to_choose_when_the_game_is_over() {
    let mut rng = Rng::new(3);
    let mut p = Position::start(Rules::default_for(GameId::RioKadalis));
    while let Some((_, q)) = p.random_move(&mut rng) {
        p = q;
    }
    assert!(p.is_over());
    assert!(choose(&p, Level::Expert, 1).is_none());
    assert!(analyse(&p, 1000, 1).moves.is_empty());
}

#[test]
fn the_worker_protocol_answers_play_and_hint_requests() {
    let p = Position::start(Rules::default_for(GameId::Hoyito3));
    let req = serde_json::json!({"id": 5, "mode": "play", "level": "easy", "seed": 3, "position": p.to_json()});
    let r: protocol::Response = serde_json::from_str(&protocol::handle(&req.to_string())).unwrap();
    assert!(r.ok && r.id == 5);
    let mv: mancala_atlas::engine::Move = r.mv.expect("a move").parse().unwrap();
    assert!(p.is_legal(&mv));

    let req = serde_json::json!({"id": 6, "mode": "hint", "level": "medium", "seed": 3, "position": p.to_json()});
    let r: protocol::Response = serde_json::from_str(&protocol::handle(&req.to_string())).unwrap();
    assert!(r.ok);
    assert_eq!(r.analysis.len(), p.legal_moves().len());

    // A point of the analysis graph: the position's own value, the best move's.
    let req = serde_json::json!({"id": 7, "mode": "value", "level": "hard", "seed": 3, "position": p.to_json(), "nodes": 4000});
    let r: protocol::Response = serde_json::from_str(&protocol::handle(&req.to_string())).unwrap();
    assert!(r.ok && r.id == 7);
    assert!(r.value.is_some(), "a value for a position in play");
    let best: mancala_atlas::engine::Move = r.mv.expect("the best move").parse().unwrap();
    assert!(p.is_legal(&best));
    let a = analyse(&p, 4000, 3);
    assert_eq!(
        r.value,
        a.moves
            .iter()
            .find(|m| Some(m.mv) == a.best)
            .map(|m| m.value),
        "the best move's value"
    );

    let r: protocol::Response =
        serde_json::from_str(&protocol::handle(r#"{"id": 9, "level": "grandmaster"}"#)).unwrap();
    assert!(!r.ok && r.id == 9 && r.error.is_some());
}

#[test]
fn a_move_into_a_third_repetition_is_valued_as_the_end_of_the_game() {
    use mancala_atlas::engine::{EndReason, Game};
    let mut rng = Rng::new(21);
    let mut checked = 0;
    for _ in 0..400 {
        let mut game = Game::from_rules(Rules::default_for(GameId::RioKadalis));
        while let Some((mv, _)) = game.current().random_move(&mut rng) {
            game.play(&mv, Effort::Exact).expect("a legal move");
        }
        let outcome = game.current().outcome().expect("over");
        if outcome.reason != EndReason::Repetition {
            continue;
        }
        let last = *game.moves().last().expect("moves");
        let mut before = game.clone();
        before.truncate(game.moves().len() - 1);
        let mover = before.current().to_move();
        let expected = match outcome.winner {
            None => Value::Draw,
            Some(w) if w == mover => Value::Win { plies: 1 },
            Some(_) => Value::Loss { plies: 1 },
        };
        let analysis = Think::in_game(&before).nodes(20_000).seed(1).analyse();
        let entry = analysis
            .moves
            .iter()
            .find(|m| m.mv == last)
            .expect("the move is listed");
        assert_eq!(entry.value, expected, "{last} from {}", before.current());
        checked += 1;
        if checked == 5 {
            break;
        }
    }
    assert!(checked >= 1, "no game ended by repetition");
}

/// The manual's Rio Kadalis endgame (an embed example, docs/src/figures.md) is solved by the hint's search:
/// every move's value is proven, f1 wins in 7, c1 in 25 and d1 loses in 14.
#[test]
fn the_readme_rio_kadalis_endgame_is_solved() {
    let p = Position::from_json(
        r#"{"game":"rio-kadalis","to_move":"south","pits":[[0,0,1,2,0,1],[0,0,1,0,0,3]],"captured":{"south":20,"north":20}}"#,
    )
    .expect("the manual's position");
    let figures = include_str!("../docs/src/figures.md");
    assert!(
        figures.contains(r#""pits":[[0,0,1,2,0,1],[0,0,1,0,0,3]]"#),
        "the manual shows this endgame"
    );
    let a = analyse(&p, 250_000, 1);
    assert!(a.solved, "every value proven: {:?}", a.moves);
    let said: Vec<String> = a
        .moves
        .iter()
        .map(|m| format!("{} {}", m.mv, m.value))
        .collect();
    assert_eq!(said, ["c1 win in 25", "d1 loss in 14", "f1 win in 7"]);
    assert_eq!(a.best.map(|m| m.to_string()).as_deref(), Some("f1"));
}
