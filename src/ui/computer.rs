//! The quick computer opponent: a greedy one-ply choice over `Position::successors()`.
//! Pure and fast (well under a frame for every game), so the page never freezes. The
//! strong opponent (src/ai/, in a Web Worker) replaces it behind the `use_computer` hook.

use crate::engine::{GameId, Move, Player, Position, Rng};

/// How good `p` is for `me`: a won game is worth everything; otherwise seeds captured
/// (Katro: seeds on one's own side, since captured seeds stay on the board).
pub fn score(p: &Position, me: Player) -> i32 {
    if let Some(o) = p.outcome() {
        return match o.winner {
            Some(w) if w == me => 10_000,
            Some(_) => -10_000,
            None => 0,
        };
    }
    let material = match p.game() {
        GameId::Katro => p.seeds_on_side(me) as i32 - p.seeds_on_side(!me) as i32,
        _ => p.holdings(me) as i32 - p.holdings(!me) as i32,
    };
    // Hoyito III: moving again is worth a little.
    let tempo = i32::from(p.to_move() == me && p.game() == GameId::Hoyito3);
    material * 4 + tempo
}

/// The computer's move in `p`: the legal move with the best [`score`], ties broken by
/// `seed`; Kiothi's redistribution is a random legal one. `None` when the game is over.
pub fn choose(p: &Position, seed: u64) -> Option<Move> {
    let mut rng = Rng::new(seed);
    if let Some(choice) = p.redistribution_choice() {
        return Some(choice.random(&mut rng));
    }
    let me = p.to_move();
    let mut best: Option<(i32, u64, Move)> = None;
    // Bounded first: Kiothi has rare sowings of 10^8 laps that are almost always endless;
    // only when nothing is decided quickly does the full check run.
    let (mut moves, undecided) = p.successors_bounded();
    if moves.is_empty() && !undecided.is_empty() {
        moves = p.successors();
    }
    for (mv, next) in moves {
        let s = score(&next, me);
        let tie = rng.next_u64();
        if best.as_ref().is_none_or(|&(bs, bt, _)| (s, tie) > (bs, bt)) {
            best = Some((s, tie, mv));
        }
    }
    best.map(|(_, _, mv)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Rules};

    #[test]
    fn the_computer_finishes_a_game_of_every_variant_with_legal_moves() {
        for (k, rules) in Rules::all_variants().into_iter().enumerate() {
            let mut game = Game::from_rules(rules);
            for ply in 0..400u64 {
                if game.current().is_over() {
                    break;
                }
                let mv = choose(game.current(), k as u64 * 1000 + ply)
                    .expect("a move while the game goes on");
                game.play(&mv).expect("the computer plays legal moves");
            }
        }
    }

    #[test]
    fn the_computer_takes_a_free_capture() {
        // Hoyito III: b1 (3 seeds) sows c1 d1 e1; e1 holds 3, so the last seed makes 4.
        // The other move, e1, ends in an empty hole.
        let p = Position::from_json(
            r#"{"game":"hoyito-3","to_move":"south","pits":[[0,3,0,0,3,0],[0,0,0,0,0,0]],"captured":{"south":21,"north":21}}"#,
        )
        .expect("a valid position");
        let mv = choose(&p, 1).expect("a move");
        assert_eq!(mv.to_string(), "b1");
    }
}
