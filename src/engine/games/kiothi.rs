//! Kiothi (Meru, Kenya), RULES.md §5.
//!
//! 1. Board: 2 × 10 holes (*boma*) and two prisons (the stores).
//! 2. Opening: 5 warriors in each of a player's six rightmost holes (options `5x5`, `5x6`).
//! 3. Redistribution, turns 1 (South) and 2 (North): empty exactly two (option
//!    `up-to-two`: up to two) of one's occupied holes and place those warriors anywhere.
//! 4. *Nki*: after both redistributions every occupied hole is marked; a hole loses its
//!    mark for good the first time seeds are lifted from it (relay lifts included).
//! 5. Move: lift 1 up to all warriors of an own occupied hole (`c1/3`, `c1`), sow
//!    counter-clockwise round all 20 holes; relay lifts take the whole hole.
//! 6. First lap: illegal if its last warrior would fall into an occupied hole of the
//!    mover's own rank.
//! 7. Relay until a lap ends in an empty hole.
//! 8. Capture: the turn ends in an empty own hole facing an occupied, non-*nki* enemy
//!    hole: that hole and the landing warrior go to the mover's prison.
//! 9. Leftmost bonus: a capture from the leftmost hole (South `a1`, North `j2`) also
//!    takes the enemy holes facing the 2nd, 3rd and 4th holes, in order, stopping at the
//!    first that is empty or *nki*.
//! 10. End: the player to move has no legal move: every warrior on the board goes to the
//!     other player's prison. More warriors wins; by exactly two: the one-warrior victory.
//!
//! Where RULES.md is silent: with `exactly-two` and fewer than two occupied holes, a
//! redistribution empties all the player's occupied holes; emptying nothing is written `=`.

use crate::engine::board::Hole;
use crate::engine::error::PlayError;
use crate::engine::notation::{Move, Redistribution, KIOTHI_HOLES};
use crate::engine::player::Player;
use crate::engine::position::{Phase, Position, TurnEnd};
use crate::engine::rng::Rng;
use crate::engine::rules::{KiothiOptions, KiothiRedistribute, Rules};
use crate::engine::trace::{hole_at, lap, relay, stop_error, TraceEvent, Tracer};

use super::same_state;

const FILES: u8 = 10;

pub(crate) fn setup(p: &mut Position, o: KiothiOptions) {
    let (holes, n) = o.opening.layout();
    for k in 0..holes as usize {
        // South's rightmost holes end at j1; North's at a2 (North's right).
        p.pits[FILES as usize - 1 - k] = n;
        p.pits[FILES as usize + k] = n;
    }
    p.phase = Phase::Redistribute;
}

fn owner(i: usize) -> Player {
    if i < FILES as usize {
        Player::South
    } else {
        Player::North
    }
}

fn facing(i: usize) -> usize {
    if i < FILES as usize {
        i + FILES as usize
    } else {
        i - FILES as usize
    }
}

pub(crate) fn sow<T: Tracer>(
    p: &mut Position,
    start: usize,
    k: u8,
    t: &mut T,
) -> Result<TurnEnd, PlayError> {
    let mover = p.to_move;
    let g = p.geometry();
    let next = &g.next[0][0];
    // First lap: lift k (1 up to all).
    p.pits[start] -= k;
    p.nki &= !(1 << start);
    t.on(|| TraceEvent::Lift {
        hole: hole_at(FILES, start),
        count: k,
        relay: false,
    });
    let last = lap(&mut p.pits, next, 0, FILES, start, k, t, |_, _, _, _| {});
    if p.pits[last] > 1 && owner(last) == mover {
        return Err(PlayError::FirstLapOwnOccupied {
            landing: hole_at(FILES, last),
        });
    }
    let mut landing = last;
    if p.pits[last] > 1 {
        relay(p, same_state, last, t.lap_limit(), |p, h| {
            let n = p.pits[h];
            p.pits[h] = 0;
            p.nki &= !(1 << h);
            t.on(|| TraceEvent::Lift {
                hole: hole_at(FILES, h),
                count: n,
                relay: true,
            });
            let l = lap(&mut p.pits, next, 0, FILES, h, n, t, |_, _, _, _| {});
            if p.pits[l] > 1 {
                Some(l)
            } else {
                landing = l;
                None
            }
        })
        .map_err(|s| stop_error(s, t))?;
    }
    // §5.8 capture, §5.9 leftmost bonus.
    let f = facing(landing);
    if owner(landing) == mover && p.pits[f] > 0 && p.nki & (1 << f) == 0 {
        let c = p.pits[f];
        p.pits[f] = 0;
        p.pits[landing] = 0;
        p.captured[mover.index()] += c + 1;
        t.on(|| TraceEvent::Capture {
            hole: hole_at(FILES, f),
            count: c,
            by: mover,
            into: None,
            kind: "capture",
        });
        t.on(|| TraceEvent::Capture {
            hole: hole_at(FILES, landing),
            count: 1,
            by: mover,
            into: None,
            kind: "capture",
        });
        let leftmost = match mover {
            Player::South => 0,
            Player::North => 2 * FILES as usize - 1,
        };
        if landing == leftmost {
            for step in 1..=3usize {
                let own = match mover {
                    Player::South => step,
                    Player::North => leftmost - step,
                };
                let target = facing(own);
                let c = p.pits[target];
                if c == 0 || p.nki & (1 << target) != 0 {
                    break;
                }
                p.pits[target] = 0;
                p.captured[mover.index()] += c;
                t.on(|| TraceEvent::Capture {
                    hole: hole_at(FILES, target),
                    count: c,
                    by: mover,
                    into: None,
                    kind: "bonus",
                });
            }
        }
    }
    Ok(TurnEnd::default())
}

/// How many holes a redistribution must empty: (at least, at most).
fn empty_bounds(p: &Position, player: Player) -> (u8, u8) {
    let occupied = p.pits[p.side(player)].iter().filter(|&&n| n > 0).count() as u8;
    match p.rules {
        Rules::Kiothi(KiothiOptions {
            redistribute: KiothiRedistribute::UpToTwo,
            ..
        }) => (0, occupied.min(2)),
        _ => (occupied.min(2), occupied.min(2)),
    }
}

/// §5.3: one redistribution turn.
pub(crate) fn redistribute<T: Tracer>(
    p: &mut Position,
    r: &Redistribution,
    t: &mut T,
) -> Result<(), PlayError> {
    let mover = p.to_move;
    let mut lifted = 0u32;
    let mut count = 0u8;
    for h in r.emptied() {
        let i = (h.rank() * FILES + h.file()) as usize;
        if owner(i) != mover || p.pits[i] == 0 {
            return Err(PlayError::CannotEmpty(h));
        }
        lifted += p.pits[i] as u32;
        count += 1;
    }
    let (lo, hi) = empty_bounds(p, mover);
    if count < lo || count > hi {
        return Err(PlayError::EmptiedCount {
            emptied: count,
            expected: match (lo, hi) {
                (0, _) => "none, one or two",
                (2, 2) => "exactly two",
                _ => "every occupied hole",
            },
        });
    }
    if r.placed_total() != lifted {
        return Err(PlayError::PlacedCount {
            lifted,
            placed: r.placed_total(),
        });
    }
    let mask = r.emptied_mask();
    for i in 0..KIOTHI_HOLES {
        if mask & (1 << i) != 0 {
            let c = p.pits[i];
            p.pits[i] = 0;
            t.on(|| TraceEvent::Empty {
                hole: hole_at(FILES, i),
                count: c,
            });
        }
    }
    for (i, &c) in r.placed().iter().enumerate() {
        if c > 0 {
            p.pits[i] += c;
            t.on(|| TraceEvent::Place {
                hole: hole_at(FILES, i),
                count: c,
            });
        }
    }
    match mover {
        Player::South => p.to_move = Player::North,
        Player::North => {
            p.nki = 0;
            for i in 0..KIOTHI_HOLES {
                if p.pits[i] > 0 {
                    p.nki |= 1 << i;
                }
            }
            let nki = p.nki;
            t.on(|| TraceEvent::NkiMarked {
                holes: (0..KIOTHI_HOLES)
                    .filter(|i| nki & (1 << i) != 0)
                    .map(|i| hole_at(FILES, i))
                    .collect(),
            });
            p.phase = Phase::Play;
            p.to_move = Player::South;
            p.settle(t);
        }
    }
    Ok(())
}

/// What a player may choose in a redistribution turn (it cannot be listed move by move:
/// the ways to place 10 warriors in 20 holes alone number over 20 million).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RedistributionChoice {
    /// Who redistributes.
    pub player: Player,
    /// The holes that may be emptied, with their warriors.
    pub holes: Vec<(Hole, u8)>,
    /// At least this many holes are emptied.
    pub min_empty: u8,
    /// At most this many.
    pub max_empty: u8,
}

impl RedistributionChoice {
    /// One sentence for a person.
    pub fn describe(&self) -> String {
        let holes: Vec<String> = self
            .holes
            .iter()
            .map(|(h, n)| format!("{h} ({n})"))
            .collect();
        let how_many = if self.min_empty == self.max_empty {
            format!("exactly {}", self.min_empty)
        } else {
            format!("{} to {}", self.min_empty, self.max_empty)
        };
        format!(
            "{} empties {how_many} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
            self.player,
            holes.join(", ")
        )
    }

    /// A uniformly random choice of holes to empty (within the bounds), and each warrior
    /// placed in a uniformly random hole.
    pub fn random(&self, rng: &mut Rng) -> Move {
        let k = self.min_empty + rng.below((self.max_empty - self.min_empty) as u32 + 1) as u8;
        let mut pool: Vec<(Hole, u8)> = self.holes.clone();
        let mut emptied = Vec::new();
        let mut warriors = 0u32;
        for _ in 0..k {
            let j = rng.below(pool.len() as u32) as usize;
            let (h, n) = pool.swap_remove(j);
            emptied.push(h);
            warriors += n as u32;
        }
        let mut placed = [0u8; KIOTHI_HOLES];
        for _ in 0..warriors {
            placed[rng.below(KIOTHI_HOLES as u32) as usize] += 1;
        }
        let placements: Vec<(Hole, u8)> = (0..KIOTHI_HOLES)
            .filter(|&i| placed[i] > 0)
            .map(|i| (hole_at(FILES, i), placed[i]))
            .collect();
        // The holes are distinct and on the board, so this cannot fail.
        Move::Redistribute(
            Redistribution::new(&emptied, &placements).unwrap_or_else(|_| empty_redistribution()),
        )
    }
}

fn empty_redistribution() -> Redistribution {
    match Redistribution::new(&[], &[]) {
        Ok(r) => r,
        Err(_) => unreachable!("an empty redistribution is always valid"),
    }
}

pub(crate) fn choice(p: &Position) -> Option<RedistributionChoice> {
    if p.phase != Phase::Redistribute {
        return None;
    }
    let player = p.to_move;
    let holes = p
        .side(player)
        .filter(|&i| p.pits[i] > 0)
        .map(|i| (hole_at(FILES, i), p.pits[i]))
        .collect();
    let (min_empty, max_empty) = empty_bounds(p, player);
    Some(RedistributionChoice {
        player,
        holes,
        min_empty,
        max_empty,
    })
}
