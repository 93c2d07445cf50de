//! Kiothi's opening redistribution (RULES.md §5.3), as the search sees it.
//!
//! The choice is enormous: emptying two of six holes of 5 and placing the 10 warriors
//! anywhere in 20 holes gives 15 × C(29, 10) ≈ 300 million distinct moves, and North's
//! reply is as large again. It cannot be searched move by move, and most of it is
//! pointless (a warrior given to the opponent's rank is a warrior they can sow). So the
//! search treats a redistribution turn as a node whose children are a *sample*:
//!
//! * **constructions** a player would consider, for every way of choosing the holes to
//!   empty: fill one's empty holes one warrior each from the left (many small holes:
//!   many safe, partial-lift moves and no exposed stacks); spread over all one's holes;
//!   pile everything in one's leftmost hole (the leftmost-bonus capture of §5.9 starts
//!   there); two warriors per empty hole from the left; put everything back where it was;
//! * **random draws**: half from [`RedistributionChoice::random`] (anywhere on the board,
//!   so the sample is not blind to placements in the enemy rank), half restricted to
//!   one's own rank.
//!
//! The candidates are then searched like ordinary moves (South's sample, North's sample
//! below each of them, then the sowing game), so the choice among them is made by the
//! same search and evaluation as every other move. The sample is a pure function of the
//! position and the search seed, so the transposition table stays consistent and a seed
//! reproduces the choice.
//!
//! [`RedistributionChoice::random`]: crate::engine::RedistributionChoice::random

use std::collections::HashSet;

use crate::engine::{Effort, Game, Hole, Move, Player, Position, Redistribution, Rng};

/// Up to `n` distinct legal redistributions for the player to move, with the positions
/// they lead to (empty outside the redistribution phase). Each is played at `effort`; at [`Effort::Quick`] those whose follow-up a quick pass cannot
/// decide are left out (the page's own searches).
pub fn candidates(p: &Position, n: usize, seed: u64, effort: Effort) -> Vec<(Move, Position)> {
    let after = |mv: &Move| -> Option<Position> {
        match effort {
            Effort::Exact => p.play(mv).ok(),
            Effort::Quick => {
                let mut g = Game::new(p.clone());
                g.play(mv, effort).ok()?;
                Some(g.current().clone())
            }
        }
    };
    let Some(choice) = p.redistribution_choice() else {
        return Vec::new();
    };
    let mut rng = Rng::new(seed);
    let me = choice.player;
    let files = p.files();
    // The player's own holes from their left to their right.
    let own: Vec<Hole> = (0..files)
        .map(|k| match me {
            Player::South => Hole::new(k, 0),
            Player::North => Hole::new(files - 1 - k, 1),
        })
        .collect();

    let holes = &choice.holes;
    let mut subsets: Vec<Vec<usize>> = Vec::new();
    for k in choice.min_empty..=choice.max_empty {
        match k {
            0 => subsets.push(Vec::new()),
            1 => subsets.extend((0..holes.len()).map(|i| vec![i])),
            _ => {
                for i in 0..holes.len() {
                    for j in i + 1..holes.len() {
                        subsets.push(vec![i, j]);
                    }
                }
            }
        }
    }

    let mut constructed: Vec<Move> = Vec::new();
    for s in &subsets {
        let emptied: Vec<Hole> = s.iter().map(|&i| holes[i].0).collect();
        let warriors: u32 = s.iter().map(|&i| holes[i].1 as u32).sum();
        let empty_after: Vec<Hole> = own
            .iter()
            .copied()
            .filter(|&h| p.count(h) == 0 || emptied.contains(&h))
            .collect();
        let mut plans: Vec<Vec<(Hole, u32)>> = Vec::new();
        plans.push(round_robin(&empty_after, warriors, 1));
        plans.push(round_robin(&own, warriors, 1));
        plans.push(vec![(own[0], warriors)]);
        plans.push(round_robin(&empty_after, warriors, 2));
        plans.push(s.iter().map(|&i| (holes[i].0, holes[i].1 as u32)).collect());
        for plan in plans {
            if let Some(mv) = make(&emptied, &plan) {
                constructed.push(mv);
            }
        }
    }
    shuffle(&mut constructed, &mut rng);

    let mut out = Vec::with_capacity(n);
    let mut seen: HashSet<Move> = HashSet::new();
    let mut push = |mv: Move, out: &mut Vec<(Move, Position)>| {
        if out.len() < n && seen.insert(mv) {
            if let Some(q) = after(&mv) {
                out.push((mv, q));
            }
        }
    };
    // Half constructions (more when there are few), then random draws.
    let half = n.div_ceil(2);
    for &mv in constructed.iter().take(half) {
        push(mv, &mut out);
    }
    let mut tries = 0;
    while out.len() < n && tries < 4 * n + 8 {
        tries += 1;
        let mv = if tries % 2 == 0 {
            choice.random(&mut rng)
        } else {
            own_rank_random(
                &choice.holes,
                choice.min_empty,
                choice.max_empty,
                &own,
                &mut rng,
            )
        };
        push(mv, &mut out);
    }
    for &mv in constructed.iter().skip(half) {
        push(mv, &mut out);
    }
    out
}

/// `warriors` dealt `per` at a time round `holes`, from the first.
fn round_robin(holes: &[Hole], warriors: u32, per: u32) -> Vec<(Hole, u32)> {
    if holes.is_empty() {
        return Vec::new();
    }
    let mut counts = vec![0u32; holes.len()];
    let mut left = warriors;
    let mut i = 0;
    while left > 0 {
        let k = per.min(left);
        counts[i % holes.len()] += k;
        left -= k;
        i += 1;
    }
    holes
        .iter()
        .copied()
        .zip(counts)
        .filter(|&(_, c)| c > 0)
        .collect()
}

fn make(emptied: &[Hole], plan: &[(Hole, u32)]) -> Option<Move> {
    let mut placements = Vec::with_capacity(plan.len());
    for &(h, c) in plan {
        if c > 0 {
            placements.push((h, u8::try_from(c).ok()?));
        }
    }
    Redistribution::new(emptied, &placements)
        .ok()
        .map(Move::Redistribute)
}

/// A random choice of holes to empty, every warrior placed in a random hole of one's own rank.
fn own_rank_random(holes: &[(Hole, u8)], min: u8, max: u8, own: &[Hole], rng: &mut Rng) -> Move {
    let k = min + rng.below((max - min) as u32 + 1) as u8;
    let mut pool = holes.to_vec();
    let mut emptied = Vec::new();
    let mut warriors = 0u32;
    for _ in 0..k {
        if pool.is_empty() {
            break;
        }
        let (h, c) = pool.swap_remove(rng.below(pool.len() as u32) as usize);
        emptied.push(h);
        warriors += c as u32;
    }
    let mut counts = vec![0u32; own.len()];
    for _ in 0..warriors {
        counts[rng.below(own.len() as u32) as usize] += 1;
    }
    let plan: Vec<(Hole, u32)> = own.iter().copied().zip(counts).collect();
    make(&emptied, &plan).unwrap_or_else(|| Move::Redistribute(empty()))
}

fn empty() -> Redistribution {
    Redistribution::new(&[], &[])
        .unwrap_or_else(|_| unreachable!("an empty redistribution is always well formed"))
}

/// Fisher–Yates with the seeded generator.
pub(crate) fn shuffle<T>(v: &mut [T], rng: &mut Rng) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        v.swap(i, j);
    }
}
