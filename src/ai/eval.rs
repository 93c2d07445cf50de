//! Static evaluation: how good a position looks for one player, in hundredths of a seed.
//!
//! Every game is decided by seeds (Katro: seeds on each half; the others: seeds or fours
//! taken, plus what the end rules sweep), so the main term is always the seed difference
//! that decides the game; the small terms below break ties between positions with the
//! same material. Values stay well inside `±HEURISTIC_MAX` so that they never look like a
//! proven result.

use crate::engine::{GameId, Hole, Player, Position};

/// The largest magnitude a static evaluation (or a heuristic search score) can have.
pub const HEURISTIC_MAX: i32 = 100_000;

/// One seed.
const SEED: i32 = 100;

/// The position from `me`'s point of view (positive: good for `me`).
pub fn evaluate(p: &Position, me: Player) -> i32 {
    let v = match p.game() {
        GameId::Katro => katro(p, me),
        GameId::RioKadalis => rio_kadalis(p, me),
        GameId::Hoyito3 => hoyito(p, me),
        GameId::Kiothi => kiothi(p, me),
        // A game without heuristics of its own: material.
        _ => diff(me, |pl| p.holdings(pl) as i32 + p.seeds_on_side(pl) as i32) * SEED,
    };
    v.clamp(-HEURISTIC_MAX + 1, HEURISTIC_MAX - 1)
}

fn diff(me: Player, f: impl Fn(Player) -> i32) -> i32 {
    f(me) - f(!me)
}

/// Katro: no seed ever leaves the board and a player with none has lost, so material on
/// each half is everything. A seed in the innermost occupied rank is exposed to capture
/// (RULES.md §2.5) and counts slightly less than one kept in reserve behind it.
fn katro(p: &Position, me: Player) -> i32 {
    let material = diff(me, |pl| p.seeds_on_side(pl) as i32) * SEED;
    // Mobility: holes the player could move from (their outermost occupied rank).
    let files = p.files();
    let ranks = p.ranks();
    let half = ranks / 2;
    let movable = |pl: Player| -> i32 {
        let order: Vec<u8> = match pl {
            Player::South => (0..half).collect(),
            Player::North => (half..ranks).rev().collect(),
        };
        for r in order {
            let n = (0..files).filter(|&f| p.count(Hole::new(f, r)) > 0).count() as i32;
            if n > 0 {
                return n;
            }
        }
        0
    };
    material + 5 * diff(me, movable)
}

/// Rio Kadalis: the game is decided by fours taken (RULES.md §3.6); seeds left on a
/// player's rank go to them at the end and count in match play, so they weigh a little.
fn rio_kadalis(p: &Position, me: Player) -> i32 {
    let taken = diff(me, |pl| p.holdings(pl) as i32) * SEED;
    let on_side = diff(me, |pl| p.seeds_on_side(pl) as i32) * (-SEED / 2);
    taken + on_side
}

/// Hoyito III: seeds taken decide (RULES.md §4.5); seeds on one's rank go to one when
/// neither player can move, and keep the player able to move (no forced passes).
fn hoyito(p: &Position, me: Player) -> i32 {
    let taken = diff(me, |pl| p.holdings(pl) as i32) * SEED;
    let on_side = diff(me, |pl| p.seeds_on_side(pl) as i32) * (-SEED / 4);
    taken + on_side
}

/// Kiothi: warriors in prison decide (RULES.md §5.10). Besides the prison difference:
/// * threats — enemy warriors in an unprotected hole facing one of my empty holes can be
///   captured by a turn ending there (§5.8); my own warriors so exposed are at risk;
/// * mobility — the player to move with no legal move loses every warrior on the board
///   (§5.10), so occupied own holes (more possible lifts) count a little.
fn kiothi(p: &Position, me: Player) -> i32 {
    let prison = diff(me, |pl| p.captured(pl) as i32) * SEED;
    let files = p.files();
    let rank_of = |pl: Player| if pl == Player::South { 0 } else { 1 };
    let exposed = |victim: Player| -> i32 {
        let (vr, ar) = (rank_of(victim), rank_of(!victim));
        (0..files)
            .map(|f| {
                let v = Hole::new(f, vr);
                let a = Hole::new(f, ar);
                if p.count(v) > 0 && !p.is_nki(v) && p.count(a) == 0 {
                    p.count(v) as i32
                } else {
                    0
                }
            })
            .sum()
    };
    let occupied = |pl: Player| {
        (0..files)
            .filter(|&f| p.count(Hole::new(f, rank_of(pl))) > 0)
            .count() as i32
    };
    let threats = exposed(!me) - exposed(me);
    prison + threats * (SEED / 5) + diff(me, occupied) * 8
}
