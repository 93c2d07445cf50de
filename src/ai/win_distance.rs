//! How many of its own moves a side needs to win, exactly: a retrograde analysis of every
//! position reachable from one (stores, marks and side to move included, so that a win
//! is a won game and not a margin), counting only the winner's moves — a puzzle's
//! "win in n", whatever the loser does between them (Hoyito III's extra turns and
//! passes included).
//!
//! The distance of a position is the fewest of the attacker's moves in which it forces
//! the game's end won, the defender putting it off as long as it can: 0 for a game won;
//! the least over the attacker's moves of one more than the distance after it; the most
//! over the defender's moves of the distance after it. Positions from which no line is
//! forced to a win — the defender can draw, win, or keep the game going for ever — have
//! none. Like the proof search ([`super::prove`]) this is the game without the threefold
//! rule, and the same argument makes a distance hold in the real game: playing moves
//! that lower it, no position occurs twice on the way, so the rule is never reached.
//!
//! Nothing is searched to a depth or within a budget of nodes: every reachable position
//! is numbered (at most a number given), its moves played by the engine, and distances
//! are settled from the won ends backwards, the fewest first. Endgame tables may be
//! given to leave out the positions from which they say the attacker cannot win at all
//! (its upper bound does not bring its lead above nothing): only that "no" is taken
//! from a table, never a distance.

use std::collections::{HashMap, VecDeque};

use super::tables::Table;
use crate::engine::{Effort, Move, Player, Position, Rules};

/// No distance: the attacker cannot force a win.
const NONE: u32 = u32::MAX;

/// The two ends every finished line leads to: a game won by the attacker, and any other.
const WON: u32 = 0;
const NOT_WON: u32 = 1;

/// The attacker's distances to a won game from every position reachable from one
/// ([`win_distances`]).
#[derive(Clone, Debug)]
pub struct WinDistances {
    rules: Rules,
    attacker: Player,
    /// Each position's number, by its [`code`].
    index: HashMap<u128, u32>,
    /// Each position's distance ([`NONE`]: none), after the two ends.
    dist: Vec<u32>,
}

/// Why no distances were worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unworked {
    /// Rules whose positions are not only their board, stores and side to move (match
    /// play, Kiothi's marks, Katro's boards of more than 12 holes): not these distances'.
    Rules(Rules),
    /// More positions are reachable than were allowed.
    TooMany(usize),
}

/// A position in play as a number: its board, its stores and its side to move (what a
/// position of a single game without marks is), six bits a count.
fn code(p: &Position) -> u128 {
    let mut c: u128 = 0;
    for &n in p.pits() {
        c = (c << 6) | u128::from(n);
    }
    c = (c << 6) | u128::from(p.captured(Player::South));
    c = (c << 6) | u128::from(p.captured(Player::North));
    (c << 1) | u128::from(p.to_move() == Player::North)
}

/// The position of a [`code`].
fn decode(rules: Rules, holes: usize, mut c: u128) -> Option<Position> {
    let side = if c & 1 == 1 {
        Player::North
    } else {
        Player::South
    };
    c >>= 1;
    let north = (c & 63) as u8;
    c >>= 6;
    let south = (c & 63) as u8;
    c >>= 6;
    let mut pits = vec![0u8; holes];
    for n in pits.iter_mut().rev() {
        *n = (c & 63) as u8;
        c >>= 6;
    }
    Position::from_board(rules, &pits, [south, north], side).ok()
}

/// Whether a position of `rules` is its board, stores and side to move alone, and fits a
/// [`code`]: the single games that have endgame tables.
pub fn supported(rules: Rules) -> bool {
    super::tables::supported(rules) && rules.geometry().len() <= 12
}

/// The distances of `attacker` from every position reachable from `root` (leaving out
/// those from which `tables` say it cannot win), when at most `most` positions are
/// reachable.
///
/// # Errors
/// [`Unworked`]: rules these distances are not for ([`supported`]), or too many
/// positions.
pub fn win_distances(
    root: &Position,
    attacker: Player,
    tables: &[&Table],
    most: usize,
) -> Result<WinDistances, Unworked> {
    let rules = root.rules();
    if !supported(rules) || root.is_over() {
        return Err(Unworked::Rules(rules));
    }
    let holes = root.pits().len();
    let mut index: HashMap<u128, u32> = HashMap::new();
    // The positions in play by number (after the two ends), as codes.
    let mut codes: Vec<u128> = vec![0, 0, code(root)];
    index.insert(code(root), 2);
    // Each position's moves, by number: `kids[at[i - 2]..at[i - 1]]`.
    let mut at: Vec<u32> = vec![0];
    let mut kids: Vec<u32> = Vec::new();
    let mut next = 2;
    while next < codes.len() {
        let p = decode(rules, holes, codes[next]).ok_or(Unworked::Rules(rules))?;
        debug_assert_eq!(code(&p), codes[next]);
        next += 1;
        if !Table::hopeless(tables, &p, attacker) {
            for (_, c) in p.successors(Effort::Exact).legal {
                let k = match c.outcome() {
                    Some(o) if o.winner == Some(attacker) => WON,
                    Some(_) => NOT_WON,
                    None => {
                        let key = code(&c);
                        match index.get(&key) {
                            Some(&k) => k,
                            None => {
                                if codes.len() > most {
                                    return Err(Unworked::TooMany(most));
                                }
                                let k = codes.len() as u32;
                                index.insert(key, k);
                                codes.push(key);
                                k
                            }
                        }
                    }
                };
                kids.push(k);
            }
        }
        at.push(kids.len() as u32);
    }
    let n = codes.len();
    // Whose move each position is.
    let attacking: Vec<bool> = codes
        .iter()
        .enumerate()
        .map(|(i, &c)| i >= 2 && (c & 1 == 1) == (attacker == Player::North))
        .collect();
    drop(codes);
    let moves = |i: usize| -> &[u32] {
        if i < 2 {
            &[]
        } else {
            &kids[at[i - 2] as usize..at[i - 1] as usize]
        }
    };
    // The positions moving to each, in one counting pass.
    let mut rev_at = vec![0u32; n + 1];
    for &k in &kids {
        rev_at[k as usize + 1] += 1;
    }
    for i in 0..n {
        rev_at[i + 1] += rev_at[i];
    }
    let mut fill = rev_at.clone();
    let mut rev = vec![0u32; kids.len()];
    for i in 2..n {
        for &k in moves(i) {
            rev[fill[k as usize] as usize] = i as u32;
            fill[k as usize] += 1;
        }
    }
    drop(fill);
    // Settled fewest first: an attacker's move costs one, the defender's nothing (a
    // queue of two ends: settled at the same distance in front, one more behind).
    let mut dist = vec![NONE; n];
    let mut left: Vec<u32> = (0..n).map(|i| moves(i).len() as u32).collect();
    let mut queue: VecDeque<(u32, u32)> = VecDeque::from([(WON, 0)]);
    while let Some((c, d)) = queue.pop_front() {
        if dist[c as usize] != NONE {
            continue;
        }
        dist[c as usize] = d;
        for &p in &rev[rev_at[c as usize] as usize..rev_at[c as usize + 1] as usize] {
            let pi = p as usize;
            if dist[pi] != NONE {
                continue;
            }
            if attacking[pi] {
                queue.push_back((p, d + 1));
            } else {
                left[pi] -= 1;
                if left[pi] == 0 {
                    queue.push_front((p, d));
                }
            }
        }
    }
    Ok(WinDistances {
        rules,
        attacker,
        index,
        dist,
    })
}

impl WinDistances {
    /// The side whose distances these are.
    pub fn attacker(&self) -> Player {
        self.attacker
    }

    /// The positions in play reached.
    pub fn positions(&self) -> usize {
        self.dist.len() - 2
    }

    /// The distance of `p`: the fewest of the attacker's moves to a won game (`None`: it
    /// cannot force one, or `p` was not reached).
    pub fn of(&self, p: &Position) -> Option<u32> {
        let i = match p.outcome() {
            Some(o) if o.winner == Some(self.attacker) => WON,
            Some(_) => NOT_WON,
            None if p.rules() == self.rules => *self.index.get(&code(p))?,
            None => return None,
        };
        let d = self.dist[i as usize];
        (d != NONE).then_some(d)
    }

    /// The line from `p` to the end of the game: the attacker's quickest win against the
    /// defence that puts it off longest (in the attacker's moves), each the first in the
    /// engine's order among equals. `None` when `p` has no distance.
    pub fn line(&self, p: &Position) -> Option<Vec<Move>> {
        let mut d = self.of(p)?;
        let mut q = p.clone();
        let mut line = Vec::new();
        while !q.is_over() {
            let kids = q.successors(Effort::Exact).legal;
            let (mv, c) = if q.to_move() == self.attacker {
                kids.into_iter()
                    .find(|(_, c)| self.of(c).is_some_and(|e| e + 1 == d))?
            } else {
                let mut best: Option<(Move, Position, u32)> = None;
                for (m, c) in kids {
                    let e = self.of(&c)?;
                    if best.as_ref().is_none_or(|b| e > b.2) {
                        best = Some((m, c, e));
                    }
                }
                let (m, c, _) = best?;
                (m, c)
            };
            d = self.of(&c)?;
            line.push(mv);
            q = c;
        }
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::prove::{Count, Prover};
    use crate::ai::solve_each;
    use crate::engine::{Game, GameId, Rng};

    /// Late positions (at most 8 seeds on the board) of seeded random games.
    fn late(game: GameId, games: u64) -> Vec<Position> {
        let mut rng = Rng::new(5);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut g = Game::from_rules(Rules::default_for(game));
            while !g.current().is_over() && g.moves().len() < 2_000 {
                let Some((mv, _)) = g.current().random_move(&mut rng) else {
                    break;
                };
                g.play(&mv, Effort::Exact).expect("legal");
            }
            out.extend(
                g.positions()
                    .iter()
                    .filter(|p| !p.is_over() && p.seeds_on_board() <= 8)
                    .take(4)
                    .cloned(),
            );
        }
        out
    }

    /// Two ways to the same distances: the retrograde analysis and the proof search
    /// counting the attacker's moves agree wherever the search settles one; a distance's
    /// line plays down to a won game in exactly that many of the winner's moves; and the
    /// exact solver (which plays the threefold rule) never proves a position with a
    /// distance anything but won.
    #[test]
    fn the_distances_are_the_proof_searchs_and_their_lines_win_in_that_many_moves() {
        let mut compared = 0;
        for game in [GameId::RioKadalis, GameId::Hoyito3] {
            for p in late(game, 8) {
                let me = p.to_move();
                let d = win_distances(&p, me, &[], 2_000_000).expect("few positions");
                let mine = d.of(&p);
                if let Some(n) = mine {
                    // The proof search, raising its depth up to the distance, finds it.
                    let mut prover = Prover::counting(1_000_000, Count::Attackers);
                    let proven = prover.distance(&p, me, n);
                    assert!(
                        proven.is_none() || proven == Some(n),
                        "{p}: {proven:?} by the proof search, {n} here"
                    );
                    compared += usize::from(proven.is_some());
                }
                if let Some(n) = mine {
                    let line = d.line(&p).expect("a line");
                    let mut q = p.clone();
                    let mut moves = 0;
                    for mv in &line {
                        moves += u32::from(q.to_move() == me);
                        q = q.play(mv).expect("legal");
                    }
                    assert_eq!(q.outcome().and_then(|o| o.winner), Some(me), "{p}");
                    assert_eq!(moves, n, "{p}: the winner's moves");
                }
                // A distance is a win of the real game: the exact solver (which plays the
                // threefold rule) never proves it is not.
                if let (Some(s), Some(_)) = (solve_each(&p, 20_000, &[]), mine) {
                    assert!(s.moves.iter().any(|m| m.hi.rank() > 0), "{p}");
                }
            }
        }
        assert!(compared >= 10, "{compared} wins compared");
    }

    #[test]
    fn a_position_reads_back_from_its_number() {
        for p in late(GameId::RioKadalis, 3) {
            let back = decode(p.rules(), p.pits().len(), code(&p)).expect("a position");
            assert_eq!(back, p);
        }
        let kiothi = Position::start(Rules::default_for(GameId::Kiothi));
        assert!(matches!(
            win_distances(&kiothi, Player::South, &[], 10),
            Err(Unworked::Rules(_))
        ));
        let rio = late(GameId::RioKadalis, 1).remove(0);
        assert!(matches!(
            win_distances(&rio, Player::South, &[], 1),
            Err(Unworked::TooMany(1))
        ));
    }
}
