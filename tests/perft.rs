//! Perft: every file in `tests/perft/` lists start positions and the number of move
//! sequences of each depth (`engine::perft`). A block:
//!
//! ```text
//! game: hoyito-3
//! options: {}
//! position: {...}        # optional set-up position (RULES.md JSON)
//! moves: c1 d2           # optional moves played first
//! depth 1 6
//! depth 2 32
//! ```
//!
//! The Hoyito III, Rio Kadalis and Katro counts are also checked against plain, slow
//! re-implementations of those games written from RULES.md (below), which share no code
//! with the engine; Kiothi's sowing and the match play of Rio Kadalis and Hoyito III are
//! compared with their own references move by move along random games.

use std::collections::HashSet;
use std::fs;
use std::path::Path;

use mancala_atlas::engine::{perft, Effort, GameId, Hole, Player, Position, Record, Rules};

struct Block {
    at: String,
    record: String,
    depths: Vec<(u32, u64)>,
}

fn read_blocks(path: &Path) -> Vec<Block> {
    let text = fs::read_to_string(path).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let mut blocks: Vec<Block> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if line.starts_with("game:") {
            blocks.push(Block {
                at: format!("{name}:{}", n + 1),
                record: String::new(),
                depths: Vec::new(),
            });
        }
        let b = blocks
            .last_mut()
            .unwrap_or_else(|| panic!("{name}:{}: a block starts with \"game:\"", n + 1));
        if let Some(rest) = line.strip_prefix("depth ") {
            let (d, c) = rest
                .split_once(' ')
                .unwrap_or_else(|| panic!("{name}:{}: \"depth D COUNT\"", n + 1));
            b.depths
                .push((d.trim().parse().unwrap(), c.trim().parse().unwrap()));
        } else {
            b.record.push_str(line);
            b.record.push('\n');
        }
    }
    blocks
}

#[test]
fn perft_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "perft"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 4, "one file per game");
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in files {
        for b in read_blocks(&path) {
            let record: Record = b.record.parse().unwrap_or_else(|e| panic!("{}: {e}", b.at));
            let game = record
                .replay(Effort::Exact)
                .unwrap_or_else(|e| panic!("{}: {e}", b.at));
            assert!(!b.depths.is_empty(), "{}: no depths", b.at);
            for &(d, expected) in &b.depths {
                checked += 1;
                let got = perft(game.current(), d);
                if got != expected {
                    failures.push(format!(
                        "{} ({}): depth {d}: {got}, expected {expected}",
                        b.at, record.rules
                    ));
                }
            }
        }
    }
    println!("{checked} perft counts");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_basics() {
    for rules in Rules::all_variants() {
        let p = Position::start(rules);
        assert_eq!(perft(&p, 0), 1, "{rules}");
    }
    // A finished game has no moves.
    let over = Position::from_json(r#"{"game":"hoyito-3","pits":[[0,0,0,0,0,0],[0,0,0,0,0,0]],"captured":{"south":24,"north":24}}"#)
        .unwrap();
    assert!(over.is_over());
    assert_eq!(perft(&over, 0), 1);
    assert_eq!(perft(&over, 1), 0);
    // Passes are not moves: South has no seeds and passes; North's three moves count.
    let pass = Position::from_json(
        r#"{"game":"hoyito-3","to_move":"south","pits":[[0,0,0,0,0,0],[0,0,1,3,0,4]],"captured":{"south":20,"north":20}}"#,
    )
    .unwrap();
    assert_eq!(perft(&pass, 1), 3);
}

// ---------------------------------------------------------------------------------------
// An independent reference: Hoyito III and Rio Kadalis single games, written from RULES.md
// §1.2-1.3, §3 and §4 as plainly as possible. Holes are numbered along the counter-clockwise
// circuit (a1 … f1, f2 … a2); South owns the first half. Endless sowing is found by
// remembering every lap-start state. Repetition (§1.4) is left out: it cannot happen within
// the depths compared.

#[derive(Clone, Copy, PartialEq, Debug)]
enum RefGame {
    Hoyito,
    Rio,
}

#[derive(Clone)]
struct RefPos {
    game: RefGame,
    pits: Vec<u32>,
    captured: [u32; 2],
    to_move: usize,
    over: bool,
}

/// The next hole along the mover's circuit.
fn next_hole(n: usize, h: usize, clockwise: bool) -> usize {
    if clockwise {
        (h + n - 1) % n
    } else {
        (h + 1) % n
    }
}

impl RefPos {
    fn start(game: RefGame, files: usize) -> RefPos {
        RefPos {
            game,
            pits: vec![4; 2 * files],
            captured: [0, 0],
            to_move: 0,
            over: false,
        }
    }

    fn owner(&self, h: usize) -> usize {
        usize::from(h >= self.pits.len() / 2)
    }

    /// Sows from `from`; `None` when the sowing never ends. Returns (extra turn, last four).
    fn sow(&mut self, from: usize, clockwise: bool) -> Option<(bool, bool)> {
        let n = self.pits.len();
        let mover = self.to_move;
        let mut seen: HashSet<(Vec<u32>, usize)> = HashSet::new();
        let mut h = from;
        loop {
            if !seen.insert((self.pits.clone(), h)) {
                return None;
            }
            let mut hand = self.pits[h];
            self.pits[h] = 0;
            let mut at = h;
            while hand > 0 {
                at = next_hole(n, at, clockwise);
                self.pits[at] += 1;
                hand -= 1;
                if self.game == RefGame::Rio && hand > 0 && self.pits[at] == 4 {
                    // §3.3 a four made by a seed that is not the last: to the rank's owner.
                    self.pits[at] = 0;
                    let o = self.owner(at);
                    self.captured[o] += 4;
                }
            }
            if self.pits[at] == 4 {
                // §3.4 binikh / §4.3 capture: the mover takes the four.
                self.pits[at] = 0;
                self.captured[mover] += 4;
                return Some(match self.game {
                    RefGame::Rio => (false, false),
                    RefGame::Hoyito => (true, self.pits.iter().sum::<u32>() == 4),
                });
            }
            if self.pits[at] == 1 {
                return Some((false, false));
            }
            h = at;
        }
    }

    /// The legal moves of `player` with the positions after the sowing (before the
    /// end-of-turn rules).
    fn sowings(&self, player: usize, clockwise: bool) -> Vec<(usize, RefPos, bool, bool)> {
        let half = self.pits.len() / 2;
        let mut out = Vec::new();
        for h in player * half..(player + 1) * half {
            if self.pits[h] == 0 {
                continue;
            }
            let mut p = self.clone();
            p.to_move = player;
            if let Some((extra, last_four)) = p.sow(h, clockwise) {
                out.push((h, p, extra, last_four));
            }
        }
        out
    }

    /// The positions after each legal move, with the end-of-turn rules applied.
    fn children(&self, clockwise: bool) -> Vec<RefPos> {
        if self.over {
            return Vec::new();
        }
        let mover = self.to_move;
        let mut out = Vec::new();
        for (_, mut p, extra, last_four) in self.sowings(mover, clockwise) {
            if last_four {
                // §4.5 single game: the capturer takes the last 4.
                let rest: u32 = p.pits.iter().sum();
                p.captured[mover] += rest;
                p.pits.iter_mut().for_each(|x| *x = 0);
                p.over = true;
            } else {
                p.to_move = if extra { mover } else { 1 - mover };
                let stuck = |q: &RefPos, who: usize| q.sowings(who, clockwise).is_empty();
                if stuck(&p, p.to_move) {
                    match p.game {
                        // §4.4 pass, §4.5 neither can move.
                        RefGame::Hoyito if !stuck(&p, 1 - p.to_move) => p.to_move = 1 - p.to_move,
                        // §3.5 / §4.5 the game ends: the seeds left go to their ranks' owners.
                        _ => {
                            for h in 0..p.pits.len() {
                                let o = p.owner(h);
                                p.captured[o] += p.pits[h];
                                p.pits[h] = 0;
                            }
                            p.over = true;
                        }
                    }
                }
            }
            out.push(p);
        }
        out
    }
}

fn ref_perft(p: &RefPos, depth: u32, clockwise: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.children(clockwise)
        .iter()
        .map(|c| ref_perft(c, depth - 1, clockwise))
        .sum()
}

#[test]
fn reference_matches_engine() {
    let cases: [(&str, &str, RefGame, usize, bool, u32); 4] = [
        ("hoyito-3", "{}", RefGame::Hoyito, 6, false, 6),
        ("rio-kadalis", "{}", RefGame::Rio, 6, false, 6),
        (
            "rio-kadalis",
            r#"{"direction":"cw"}"#,
            RefGame::Rio,
            6,
            true,
            5,
        ),
        (
            "rio-kadalis",
            r#"{"holes_per_row":5}"#,
            RefGame::Rio,
            5,
            false,
            6,
        ),
    ];
    for (game, options, rg, files, cw, max_depth) in cases {
        let id: GameId = game.parse().unwrap();
        let rules = Rules::from_options(id, &serde_json::from_str(options).unwrap()).unwrap();
        let engine = Position::start(rules);
        let reference = RefPos::start(rg, files);
        for d in 0..=max_depth {
            assert_eq!(
                perft(&engine, d),
                ref_perft(&reference, d, cw),
                "{game} {options} depth {d}"
            );
        }
    }
}

/// The reference and the engine agree move by move along random games, not only in
/// counts: the same boards, captures and side to move after every legal move.
#[test]
fn reference_matches_engine_along_random_games() {
    use mancala_atlas::engine::{Player, Rng};
    let mut rng = Rng::new(11);
    for (game, rg) in [("hoyito-3", RefGame::Hoyito), ("rio-kadalis", RefGame::Rio)] {
        let rules = Rules::default_for(game.parse().unwrap());
        for _ in 0..300 {
            let mut engine = Position::start(rules);
            let mut reference = RefPos::start(rg, 6);
            for _ in 0..60 {
                let successors = engine.successors(Effort::Exact).legal;
                let children = reference.children(false);
                assert_eq!(
                    successors.len(),
                    children.len(),
                    "{game}: legal moves differ in {engine}"
                );
                if successors.is_empty() {
                    assert!(engine.is_over() && reference.over, "{game}: {engine}");
                    break;
                }
                let as_circuit = |p: &Position| -> Vec<u32> {
                    let mut v: Vec<u32> = (0..6).map(|f| p.pits()[f] as u32).collect();
                    v.extend((0..6).rev().map(|f| p.pits()[6 + f] as u32));
                    v
                };
                let mut e_boards: Vec<(Vec<u32>, [u32; 2], usize, bool)> = successors
                    .iter()
                    .map(|(_, q)| {
                        (
                            as_circuit(q),
                            [
                                q.captured(Player::South) as u32,
                                q.captured(Player::North) as u32,
                            ],
                            q.to_move().index(),
                            q.is_over(),
                        )
                    })
                    .collect();
                let mut r_boards: Vec<(Vec<u32>, [u32; 2], usize, bool)> = children
                    .iter()
                    .map(|c| (c.pits.clone(), c.captured, c.to_move, c.over))
                    .collect();
                // A finished game's side to move is not part of its result.
                for b in e_boards.iter_mut().chain(r_boards.iter_mut()) {
                    if b.3 {
                        b.2 = 0;
                    }
                }
                e_boards.sort();
                r_boards.sort();
                assert_eq!(
                    e_boards, r_boards,
                    "{game}: positions after the moves differ in {engine}"
                );
                let k = rng.below(successors.len() as u32) as usize;
                engine = successors[k].1.clone();
                let wanted = (
                    as_circuit(&engine),
                    [
                        engine.captured(Player::South) as u32,
                        engine.captured(Player::North) as u32,
                    ],
                    if engine.is_over() {
                        0
                    } else {
                        engine.to_move().index()
                    },
                    engine.is_over(),
                );
                reference = children
                    .into_iter()
                    .find(|c| {
                        (
                            c.pits.clone(),
                            c.captured,
                            if c.over { 0 } else { c.to_move },
                            c.over,
                        ) == wanted
                    })
                    .unwrap();
                if engine.is_over() {
                    break;
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// An independent reference for Katro (RULES.md §2), as plain as possible: holes are
// (rank, file) from 0; the track is built from the words of §2.2 and §2.7.

#[derive(Clone)]
struct KatroRef {
    pits: Vec<Vec<u32>>,
    rows: usize,
    files: usize,
    either: bool,
    to_move: usize,
    over: bool,
}

impl KatroRef {
    fn start(rows: usize, files: usize, seeds: u32, either: bool) -> KatroRef {
        KatroRef {
            pits: vec![vec![seeds; files]; 2 * rows],
            rows,
            files,
            either,
            to_move: 0,
            over: false,
        }
    }

    /// §2.2 South: outer row left to right, middle right to left, inner left to right
    /// (two rows: out along the outer, back along the inner); North: turned 180°.
    /// Mirrored (§2.7 either): left and right swapped.
    fn track(&self, player: usize, mirrored: bool) -> Vec<(usize, usize)> {
        let mut t = Vec::new();
        for k in 0..self.rows {
            let files: Vec<usize> = if k % 2 == 0 {
                (0..self.files).collect()
            } else {
                (0..self.files).rev().collect()
            };
            for f in files {
                t.push((k, f));
            }
        }
        let ranks = 2 * self.rows;
        t.into_iter()
            .map(|(r, f)| {
                if player == 1 {
                    (ranks - 1 - r, self.files - 1 - f)
                } else {
                    (r, f)
                }
            })
            .map(|(r, f)| {
                if mirrored {
                    (r, self.files - 1 - f)
                } else {
                    (r, f)
                }
            })
            .collect()
    }

    /// The player's ranks from outermost to innermost.
    fn ranks_out_to_in(&self, player: usize) -> Vec<usize> {
        let ranks = 2 * self.rows;
        (0..self.rows)
            .map(|k| if player == 0 { k } else { ranks - 1 - k })
            .collect()
    }

    fn rank_has_seeds(&self, r: usize) -> bool {
        self.pits[r].iter().any(|&n| n > 0)
    }

    fn seeds_of(&self, player: usize) -> u32 {
        self.ranks_out_to_in(player)
            .iter()
            .map(|&r| self.pits[r].iter().sum::<u32>())
            .sum()
    }

    /// Sows from `hole`; `None` when endless. Returns whether the opponent was emptied.
    fn sow(&mut self, hole: (usize, usize), mirrored: bool) -> Option<bool> {
        let me = self.to_move;
        let track = self.track(me, mirrored);
        let mut seen = HashSet::new();
        let mut h = hole;
        loop {
            if !seen.insert((self.pits.clone(), h)) {
                return None;
            }
            let mut hand = self.pits[h.0][h.1];
            self.pits[h.0][h.1] = 0;
            let mut i = track.iter().position(|&x| x == h).unwrap();
            while hand > 0 {
                i = (i + 1) % track.len();
                let (r, f) = track[i];
                self.pits[r][f] += 1;
                hand -= 1;
            }
            let last = track[i];
            if self.pits[last.0][last.1] == 1 {
                return Some(false); // §2.4
            }
            // §2.5: judged after the drop.
            let my_inner = self
                .ranks_out_to_in(me)
                .into_iter()
                .rev()
                .find(|&r| self.rank_has_seeds(r));
            let their_inner = self
                .ranks_out_to_in(1 - me)
                .into_iter()
                .rev()
                .find(|&r| self.rank_has_seeds(r));
            if let (Some(mine), Some(theirs)) = (my_inner, their_inner) {
                if mine == last.0 && self.pits[theirs][last.1] > 0 {
                    self.pits[last.0][last.1] += self.pits[theirs][last.1];
                    self.pits[theirs][last.1] = 0;
                    if self.seeds_of(1 - me) == 0 {
                        return Some(true); // §2.6
                    }
                }
            }
            h = last;
        }
    }

    /// The player to move's legal sowings: the position after each (before the end rules)
    /// and whether it emptied the opponent.
    fn sowings(&self) -> Vec<(KatroRef, bool)> {
        let me = self.to_move;
        let Some(rank) = self
            .ranks_out_to_in(me)
            .into_iter()
            .find(|&r| self.rank_has_seeds(r))
        else {
            return Vec::new();
        };
        let circuits: &[bool] = if self.either {
            &[false, true]
        } else {
            &[false]
        };
        let mut out = Vec::new();
        for f in 0..self.files {
            if self.pits[rank][f] == 0 {
                continue;
            }
            for &mirrored in circuits {
                let mut p = self.clone();
                if let Some(emptied) = p.sow((rank, f), mirrored) {
                    out.push((p, emptied));
                }
            }
        }
        out
    }

    fn children(&self) -> Vec<KatroRef> {
        if self.over {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (mut p, emptied) in self.sowings() {
            p.to_move = 1 - self.to_move;
            // §2.6, and the lead's reading: a player without a legal move loses.
            p.over = emptied || p.sowings().is_empty();
            out.push(p);
        }
        out
    }
}

fn katro_ref_perft(p: &KatroRef, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.children()
        .iter()
        .map(|c| katro_ref_perft(c, depth - 1))
        .sum()
}

#[test]
fn katro_reference_matches_engine() {
    let cases: [(&str, usize, usize, u32, bool, u32); 6] = [
        ("{}", 3, 6, 2, false, 5),
        (r#"{"direction":"either"}"#, 3, 6, 2, true, 4),
        (
            r#"{"rows_per_player":2,"holes_per_row":4}"#,
            2,
            4,
            2,
            false,
            5,
        ),
        (
            r#"{"rows_per_player":2,"holes_per_row":4,"seeds_per_hole":3}"#,
            2,
            4,
            3,
            false,
            5,
        ),
        (r#"{"rows_per_player":2}"#, 2, 6, 2, false, 4),
        (
            r#"{"holes_per_row":4,"seeds_per_hole":3,"direction":"either"}"#,
            3,
            4,
            3,
            true,
            3,
        ),
    ];
    for (options, rows, files, seeds, either, max_depth) in cases {
        let rules =
            Rules::from_options(GameId::Katro, &serde_json::from_str(options).unwrap()).unwrap();
        let engine = Position::start(rules);
        let reference = KatroRef::start(rows, files, seeds, either);
        for d in 0..=max_depth {
            assert_eq!(
                perft(&engine, d),
                katro_ref_perft(&reference, d),
                "katro {options} depth {d}"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// An independent reference for Kiothi's sowing (RULES.md §5.4-5.10), compared move by move
// with the engine along random games. Holes are (rank, file); the circuit runs a1 … j1,
// j2 … a2. Endless sowing is found by remembering lap-start states, up to a lap cap:
// Kiothi has rare endless sowings with cycles of 10^8 laps, which neither side decides here.

const KIOTHI_CAP: u64 = mancala_atlas::engine::QUICK_LAPS;

#[derive(Clone, PartialEq, Debug)]
struct KiothiRef {
    pits: [[u32; 10]; 2],
    nki: [[bool; 10]; 2],
    captured: [u32; 2],
    to_move: usize,
    over: bool,
}

#[derive(PartialEq, Debug)]
enum KiothiVerdict {
    Legal(Box<KiothiRef>),
    Illegal,
    Undecided,
}

fn kiothi_next((r, f): (usize, usize)) -> (usize, usize) {
    match (r, f) {
        (0, 9) => (1, 9),
        (0, f) => (0, f + 1),
        (1, 0) => (0, 0),
        (1, f) => (1, f - 1),
        _ => unreachable!(),
    }
}

impl KiothiRef {
    fn from_engine(p: &Position) -> KiothiRef {
        let mut r = KiothiRef {
            pits: [[0; 10]; 2],
            nki: [[false; 10]; 2],
            captured: [
                p.captured(Player::South) as u32,
                p.captured(Player::North) as u32,
            ],
            to_move: p.to_move().index(),
            over: p.is_over(),
        };
        for rank in 0..2 {
            for file in 0..10 {
                let h = Hole::new(file as u8, rank as u8);
                r.pits[rank][file] = p.count(h) as u32;
                r.nki[rank][file] = p.is_nki(h);
            }
        }
        r
    }

    /// Lifts `k` from `hole` and plays the turn (§5.5-5.9), before the end rule.
    fn sow(&self, hole: (usize, usize), k: u32) -> KiothiVerdict {
        let me = self.to_move;
        let mut p = self.clone();
        let drop_from = |p: &mut KiothiRef, from: (usize, usize), n: u32| {
            let mut at = from;
            for _ in 0..n {
                at = kiothi_next(at);
                p.pits[at.0][at.1] += 1;
            }
            at
        };
        // §5.5 the first lap lifts k; §5.4 lifting clears nki.
        p.pits[hole.0][hole.1] -= k;
        p.nki[hole.0][hole.1] = false;
        let mut last = drop_from(&mut p, hole, k);
        // §5.6 the first lap may not end in an occupied hole of the mover's rank.
        if last.0 == me && p.pits[last.0][last.1] > 1 {
            return KiothiVerdict::Illegal;
        }
        // §5.7 relay with the whole hole until a lap ends in an empty hole.
        let mut seen = HashSet::new();
        let mut laps = 0;
        while p.pits[last.0][last.1] > 1 {
            if !seen.insert((p.pits, p.nki, last)) {
                return KiothiVerdict::Illegal; // endless (§1.3)
            }
            laps += 1;
            if laps > KIOTHI_CAP {
                return KiothiVerdict::Undecided;
            }
            let n = p.pits[last.0][last.1];
            p.pits[last.0][last.1] = 0;
            p.nki[last.0][last.1] = false;
            last = drop_from(&mut p, last, n);
        }
        // §5.8 capture from an empty own hole facing an occupied, non-nki enemy hole.
        let (r, f) = last;
        let them = 1 - me;
        if r == me && p.pits[them][f] > 0 && !p.nki[them][f] {
            p.captured[me] += p.pits[them][f] + 1;
            p.pits[them][f] = 0;
            p.pits[r][f] = 0;
            // §5.9 the leftmost bonus: South a1 takes b2, c2, d2; North j2 takes i1, h1, g1.
            let leftmost = if me == 0 { 0 } else { 9 };
            if f == leftmost {
                for step in 1..=3 {
                    let file = if me == 0 { step } else { 9 - step };
                    if p.pits[them][file] == 0 || p.nki[them][file] {
                        break;
                    }
                    p.captured[me] += p.pits[them][file];
                    p.pits[them][file] = 0;
                }
            }
        }
        KiothiVerdict::Legal(Box::new(p))
    }

    /// Every (hole, lift) of the player to move, with its verdict; §5.10 applied to the
    /// legal ones (the opponent without a decided legal move ends the game).
    fn moves(&self) -> Vec<((usize, usize), u32, KiothiVerdict)> {
        let me = self.to_move;
        let mut out = Vec::new();
        for f in 0..10 {
            for k in 1..=self.pits[me][f] {
                out.push(((me, f), k, self.sow((me, f), k)));
            }
        }
        out
    }

    fn finish_turn(mut p: KiothiRef) -> Option<KiothiRef> {
        let me = p.to_move;
        p.to_move = 1 - me;
        let replies = p.moves();
        if replies
            .iter()
            .any(|(_, _, v)| matches!(v, KiothiVerdict::Legal(_)))
        {
            return Some(p);
        }
        if replies
            .iter()
            .any(|(_, _, v)| *v == KiothiVerdict::Undecided)
        {
            return None;
        }
        // §5.10 every warrior on the board goes to the other player's prison.
        let board: u32 = p.pits.iter().flatten().sum();
        p.captured[me] += board;
        p.pits = [[0; 10]; 2];
        p.nki = [[false; 10]; 2];
        p.over = true;
        Some(p)
    }
}

#[test]
fn kiothi_reference_matches_engine_along_random_games() {
    use mancala_atlas::engine::{Lift, Move, Rng};
    let mut rng = Rng::new(2024);
    let mut compared = 0;
    for rules in Rules::all_variants()
        .into_iter()
        .filter(|r| r.game() == GameId::Kiothi)
    {
        for _ in 0..40 {
            let mut p = Position::start(rules);
            while p.phase() == mancala_atlas::engine::Phase::Redistribute {
                p = p.random_move(&mut rng).unwrap().1;
            }
            for _ in 0..100 {
                if p.is_over() {
                    break;
                }
                let r = KiothiRef::from_engine(&p);
                let mancala_atlas::engine::Successors { legal, undecided } =
                    p.successors(Effort::Quick);
                for ((rank, f), k, verdict) in r.moves() {
                    let hole = Hole::new(f as u8, rank as u8);
                    let lift = if k == r.pits[rank][f] {
                        Lift::All
                    } else {
                        Lift::Some(k as u8)
                    };
                    let mv = Move::Sow(mancala_atlas::engine::Sow {
                        hole,
                        lift,
                        circuit: mancala_atlas::engine::Circuit::Default,
                    });
                    let engine = legal.iter().find(|(m, _)| *m == mv).map(|(_, q)| q);
                    if undecided.contains(&mv) {
                        // The engine's quick pass left it (or the answer to it) undecided.
                        continue;
                    }
                    match verdict {
                        KiothiVerdict::Legal(after) => {
                            let Some(q) = engine else {
                                panic!("{mv} is legal by the reference but not the engine in {p}")
                            };
                            if let Some(want) = KiothiRef::finish_turn(*after) {
                                compared += 1;
                                assert_eq!(KiothiRef::from_engine(q), want, "{mv} in {p}");
                            }
                        }
                        KiothiVerdict::Illegal => {
                            assert!(
                                engine.is_none(),
                                "{mv} is illegal by the reference but plays in {p}"
                            )
                        }
                        // Longer than the cap: not decided here (the engine decides it exactly).
                        KiothiVerdict::Undecided => {}
                    }
                }
                if legal.is_empty() {
                    break;
                }
                let k = rng.below(legal.len() as u32) as usize;
                p = legal[k].1.clone();
            }
        }
    }
    assert!(compared > 10_000, "{compared}");
}

// ---------------------------------------------------------------------------------------
// An independent reference for match play (RULES.md §3.8, §4.5, §4.7 and the lead's
// readings: seeds beyond what a player's holes take stay in their reserve), compared move
// by move with the engine along random matches. Holes follow the circuit a1 … f1, f2 … a2,
// so each player's rightmost hole is the last of their half (South f1; North a2).

#[derive(Clone, PartialEq, Debug)]
struct MatchRef {
    game: RefGame,
    pits: Vec<u32>,
    closed: Vec<bool>,
    captured: [u32; 2],
    reserve: [u32; 2],
    round: u32,
    /// The previous round's winner (`Some(None)`: drawn).
    last_winner: Option<Option<usize>>,
    to_move: usize,
    over: bool,
}

fn more(a: [u32; 2]) -> Option<usize> {
    match a[0].cmp(&a[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

impl MatchRef {
    fn from_engine(game: RefGame, p: &Position) -> MatchRef {
        let files = p.files();
        let circuit: Vec<Hole> = (0..files)
            .map(|f| Hole::new(f, 0))
            .chain((0..files).rev().map(|f| Hole::new(f, 1)))
            .collect();
        let m = p.match_state();
        MatchRef {
            game,
            pits: circuit.iter().map(|&h| p.count(h) as u32).collect(),
            closed: circuit.iter().map(|&h| p.is_closed(h)).collect(),
            captured: [
                p.captured(Player::South) as u32,
                p.captured(Player::North) as u32,
            ],
            reserve: [m.reserve[0] as u32, m.reserve[1] as u32],
            round: m.round as u32,
            last_winner: m.last.map(|l| l.winner.map(|w| w.index())),
            to_move: if p.is_over() { 0 } else { p.to_move().index() },
            over: p.is_over(),
        }
    }

    fn half(&self) -> usize {
        self.pits.len() / 2
    }

    /// Sows from `h` skipping closed holes; `None` when endless. (extra turn, last four)
    fn sow(&mut self, h: usize) -> Option<(bool, bool)> {
        let n = self.pits.len();
        let half = self.half();
        let me = self.to_move;
        let mut seen = HashSet::new();
        let mut h = h;
        loop {
            if !seen.insert((self.pits.clone(), h)) {
                return None;
            }
            let mut hand = self.pits[h];
            self.pits[h] = 0;
            let mut at = h;
            while hand > 0 {
                at = (at + 1) % n;
                if self.closed[at] {
                    continue;
                }
                self.pits[at] += 1;
                hand -= 1;
                if self.game == RefGame::Rio && hand > 0 && self.pits[at] == 4 {
                    self.pits[at] = 0;
                    self.captured[usize::from(at >= half)] += 4;
                }
            }
            match self.pits[at] {
                4 => {
                    self.pits[at] = 0;
                    self.captured[me] += 4;
                    return Some(match self.game {
                        RefGame::Rio => (false, false),
                        RefGame::Hoyito => (true, self.pits.iter().sum::<u32>() == 4),
                    });
                }
                1 => return Some((false, false)),
                _ => h = at,
            }
        }
    }

    fn can_move(&self, who: usize) -> bool {
        let half = self.half();
        (who * half..(who + 1) * half).any(|h| {
            let mut p = self.clone();
            p.to_move = who;
            p.pits[h] > 0 && !p.closed[h] && p.sow(h).is_some()
        })
    }

    fn sweep_to_owners(&mut self) {
        let half = self.half();
        for h in 0..self.pits.len() {
            self.captured[usize::from(h >= half)] += self.pits[h];
            self.pits[h] = 0;
        }
    }

    /// §3.8 the round is over (board already swept): holdings, refill or the match's end.
    fn end_round(&mut self, winner: Option<usize>) {
        let holdings = [
            self.captured[0] + self.reserve[0],
            self.captured[1] + self.reserve[1],
        ];
        self.last_winner = Some(winner);
        if holdings.iter().any(|&x| x < 4) {
            self.over = true;
            self.to_move = 0;
            return;
        }
        let half = self.half();
        self.captured = [0, 0];
        for (who, &held) in holdings.iter().enumerate() {
            let mut left = held;
            // Rightmost first: the last hole of each half along the circuit.
            for k in 0..half {
                let h = who * half + half - 1 - k;
                if left >= 4 {
                    self.pits[h] = 4;
                    self.closed[h] = false;
                    left -= 4;
                } else {
                    self.pits[h] = 0;
                    self.closed[h] = true;
                }
            }
            self.reserve[who] = left;
        }
        self.round += 1;
        self.to_move = if self.round % 2 == 1 { 0 } else { 1 };
        self.settle();
    }

    /// The player to move cannot move: pass (Hoyito) or the round ends.
    fn settle(&mut self) {
        if self.over || self.can_move(self.to_move) {
            return;
        }
        match self.game {
            RefGame::Hoyito if self.can_move(1 - self.to_move) => self.to_move = 1 - self.to_move,
            RefGame::Hoyito => {
                self.sweep_to_owners();
                let w = more(self.captured);
                self.end_round(w);
            }
            RefGame::Rio => {
                let fours = [self.captured[0] / 4, self.captured[1] / 4];
                self.sweep_to_owners();
                self.end_round(more(fours));
            }
        }
    }

    fn children(&self) -> Vec<MatchRef> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        let half = self.half();
        let me = self.to_move;
        for h in me * half..(me + 1) * half {
            if self.pits[h] == 0 || self.closed[h] {
                continue;
            }
            let mut p = self.clone();
            let Some((extra, last_four)) = p.sow(h) else {
                continue;
            };
            if last_four {
                // §4.5 the last 4: the capturer's in rounds 1-2; later the previous winner's.
                let to = match self.last_winner {
                    Some(Some(w)) if self.round >= 3 => w,
                    _ => me,
                };
                let rest: u32 = p.pits.iter().sum();
                p.pits.iter_mut().for_each(|x| *x = 0);
                p.captured[to] += rest;
                let w = more(p.captured);
                p.end_round(w);
            } else {
                p.to_move = if extra { me } else { 1 - me };
                p.settle();
            }
            out.push(p);
        }
        out
    }
}

#[test]
fn match_reference_matches_engine_along_random_matches() {
    use mancala_atlas::engine::Rng;
    let mut rng = Rng::new(99);
    let mut rounds_seen = 0;
    for (options, rg) in [
        (r#"{"match":true}"#, RefGame::Hoyito),
        (r#"{"match":true}"#, RefGame::Rio),
        (r#"{"match":true,"holes_per_row":5}"#, RefGame::Rio),
    ] {
        let game = if rg == RefGame::Hoyito {
            GameId::Hoyito3
        } else {
            GameId::RioKadalis
        };
        let rules = Rules::from_options(game, &serde_json::from_str(options).unwrap()).unwrap();
        for _ in 0..60 {
            let mut p = Position::start(rules);
            for _ in 0..3000 {
                let r = MatchRef::from_engine(rg, &p);
                let mut want: Vec<String> = r.children().iter().map(|c| format!("{c:?}")).collect();
                let successors = p.successors(Effort::Exact).legal;
                let mut got: Vec<String> = successors
                    .iter()
                    .map(|(_, q)| format!("{:?}", MatchRef::from_engine(rg, q)))
                    .collect();
                want.sort();
                got.sort();
                assert_eq!(
                    got, want,
                    "{options}: the positions after the moves differ in {p}"
                );
                if successors.is_empty() {
                    break;
                }
                let k = rng.below(successors.len() as u32) as usize;
                p = successors[k].1.clone();
                rounds_seen = rounds_seen.max(p.match_state().round);
            }
        }
    }
    assert!(rounds_seen >= 5, "{rounds_seen}");
}
