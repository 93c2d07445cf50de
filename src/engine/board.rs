//! Holes, board shapes and sowing tracks: the vocabulary every layer above uses.
//!
//! Every board is a grid of `ranks × files` holes. A hole's index is `rank * files + file`;
//! all per-hole arrays use that index, and this file is the only place that turns holes
//! into indices and back ([`Geometry::index`], [`Geometry::hole`]). A [`Track`] is the
//! circuit a player sows along; sowing a lap is a walk along it.

use std::fmt;
use std::sync::{Mutex, OnceLock};

use super::player::Player;

/// The most holes any board has (Katro 6 × 6).
pub const MAX_HOLES: usize = 36;

/// A hole, named like a chess square: file `a…` from South's left, rank `1…` from South's edge.
///
/// Internally 0-based: `Hole::new(0, 0)` is `a1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    rank: u8,
    file: u8,
}

impl Hole {
    /// The hole on 0-based `file` and `rank` (`Hole::new(2, 0)` is `c1`).
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Hole {
        Hole { rank, file }
    }
    /// 0-based file (`a` is 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.file
    }
    /// 0-based rank (rank `1` is 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.rank
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank as u32 + 1)
    }
}

/// Which of a player's two circuits a sowing follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Circuit {
    /// The game's normal circuit (counter-clockwise; Katro's boustrophedon).
    Default,
    /// The mirror image (clockwise; Katro's mirrored boustrophedon, written `c1'`).
    Mirrored,
}

impl Circuit {
    /// Both circuits, the default first.
    pub const BOTH: [Circuit; 2] = [Circuit::Default, Circuit::Mirrored];

    #[inline]
    const fn index(self) -> usize {
        match self {
            Circuit::Default => 0,
            Circuit::Mirrored => 1,
        }
    }
}

/// The shape of a board and of its circuits: what a [`Geometry`] is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Two ranks of `files` holes; both players sow counter-clockwise round all of them
    /// (`a1…` along rank 1, then back along rank 2 to `a2`).
    Ring {
        /// Holes per rank.
        files: u8,
    },
    /// `2 × rows` ranks of `files` holes; each player sows round their own `rows` ranks
    /// only, boustrophedon (Katro: outer row left to right, the next row back, …), North's
    /// circuit being South's turned 180°.
    Halves {
        /// Holes per rank.
        files: u8,
        /// Ranks per player.
        rows: u8,
    },
}

/// A circuit: the holes in sowing order, and for each hole index the index after it.
#[derive(Clone, Debug)]
pub struct Track {
    holes: Vec<Hole>,
    next: [u8; MAX_HOLES],
}

impl Track {
    fn new(files: u8, holes: Vec<Hole>) -> Track {
        let mut next = [0u8; MAX_HOLES];
        for (i, slot) in next.iter_mut().enumerate() {
            *slot = i as u8;
        }
        for (k, h) in holes.iter().enumerate() {
            let n = holes[(k + 1) % holes.len()];
            next[index_in(files, *h)] = index_in(files, n) as u8;
        }
        Track { holes, next }
    }

    /// The holes in sowing order, starting hole first.
    pub fn holes(&self) -> &[Hole] {
        &self.holes
    }

    /// The hole after `hole` on this circuit (`None` when `hole` is not on it).
    pub fn after(&self, hole: Hole) -> Option<Hole> {
        let k = self.holes.iter().position(|&h| h == hole)?;
        Some(self.holes[(k + 1) % self.holes.len()])
    }

    /// The index of the hole after the hole at `index` (holes off the circuit map to
    /// themselves).
    #[inline(always)]
    pub(crate) fn next(&self, index: usize) -> usize {
        self.next[index] as usize
    }
}

#[inline]
fn index_in(files: u8, h: Hole) -> usize {
    h.rank as usize * files as usize + h.file as usize
}

/// A board shape and its sowing circuits.
#[derive(Clone, Debug)]
pub struct Geometry {
    shape: Shape,
    files: u8,
    ranks: u8,
    /// `tracks[player][circuit]`.
    tracks: [[Track; 2]; 2],
    /// Each player's holes as a bit set by index.
    sides: [u64; 2],
    /// Holes per player: South's are the indices below it.
    half: usize,
    /// The hole at each index (no division on the hot paths).
    names: [Hole; MAX_HOLES],
}

impl Geometry {
    /// The geometry of `shape`, built once and shared by every position of that shape.
    pub fn of(shape: Shape) -> &'static Geometry {
        static BUILT: OnceLock<Mutex<Vec<&'static Geometry>>> = OnceLock::new();
        let built = BUILT.get_or_init(|| Mutex::new(Vec::new()));
        let mut built = built.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = built.iter().find(|g| g.shape == shape) {
            return g;
        }
        let g: &'static Geometry = Box::leak(Box::new(Geometry::build(shape)));
        built.push(g);
        g
    }

    fn build(shape: Shape) -> Geometry {
        let (files, ranks, south, north) = match shape {
            Shape::Ring { files } => {
                let mut t: Vec<Hole> = (0..files).map(|f| Hole::new(f, 0)).collect();
                t.extend((0..files).rev().map(|f| Hole::new(f, 1)));
                (files, 2, t.clone(), t)
            }
            Shape::Halves { files, rows } => {
                let ranks = rows * 2;
                let mut south = Vec::new();
                for r in 0..rows {
                    if r % 2 == 0 {
                        south.extend((0..files).map(|f| Hole::new(f, r)));
                    } else {
                        south.extend((0..files).rev().map(|f| Hole::new(f, r)));
                    }
                }
                let north = south
                    .iter()
                    .map(|h| Hole::new(files - 1 - h.file, ranks - 1 - h.rank))
                    .collect();
                (files, ranks, south, north)
            }
        };
        let mirror = |t: &[Hole]| -> Vec<Hole> {
            t.iter()
                .map(|h| Hole::new(files - 1 - h.file, h.rank))
                .collect()
        };
        let (south_m, north_m) = (mirror(&south), mirror(&north));
        let len = files as u32 * ranks as u32;
        let south_side = (1u64 << (len / 2)) - 1;
        let mut names = [Hole::new(0, 0); MAX_HOLES];
        for (i, h) in names.iter_mut().enumerate().take(len as usize) {
            *h = Hole::new((i % files as usize) as u8, (i / files as usize) as u8);
        }
        Geometry {
            shape,
            files,
            ranks,
            names,
            sides: [south_side, south_side << (len / 2)],
            half: len as usize / 2,
            tracks: [
                [Track::new(files, south), Track::new(files, south_m)],
                [Track::new(files, north), Track::new(files, north_m)],
            ],
        }
    }

    /// The shape this geometry was built from.
    pub fn shape(&self) -> Shape {
        self.shape
    }
    /// Number of files (holes per row).
    #[inline]
    pub fn files(&self) -> u8 {
        self.files
    }
    /// Number of ranks (rows).
    #[inline]
    pub fn ranks(&self) -> u8 {
        self.ranks
    }
    /// Number of holes.
    #[inline]
    pub fn len(&self) -> usize {
        self.files as usize * self.ranks as usize
    }
    /// Always false: every board has holes.
    pub fn is_empty(&self) -> bool {
        false
    }
    /// The index of `hole` if it is on this board.
    #[inline]
    pub fn index(&self, hole: Hole) -> Option<usize> {
        (hole.file < self.files && hole.rank < self.ranks).then(|| index_in(self.files, hole))
    }
    /// The index of the hole on 0-based `file` and `rank` (both on the board).
    #[inline]
    pub(crate) fn at(&self, file: u8, rank: u8) -> usize {
        index_in(self.files, Hole::new(file, rank))
    }
    /// The hole at `index` (which must be below [`Geometry::len`]).
    #[inline]
    pub fn hole(&self, index: usize) -> Hole {
        self.names[index]
    }
    /// All holes in notation order: rank by rank, each rank from file `a`.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + '_ {
        (0..self.len()).map(move |i| self.hole(i))
    }
    /// The circuit `player` sows along.
    pub fn track(&self, player: Player, circuit: Circuit) -> &Track {
        &self.tracks[player.index()][circuit.index()]
    }
    /// The indices of `player`'s holes: South owns the lower half of the ranks.
    #[inline]
    pub(crate) fn side(&self, player: Player) -> std::ops::Range<usize> {
        let half = self.half;
        match player {
            Player::South => 0..half,
            Player::North => half..2 * half,
        }
    }
    /// `player`'s holes as a bit set by index.
    #[inline]
    pub(crate) fn side_mask(&self, player: Player) -> u64 {
        self.sides[player.index()]
    }
    /// The holes of `rank` as a bit set by index.
    #[inline]
    pub(crate) fn rank_mask(&self, rank: u8) -> u64 {
        ((1u64 << self.files) - 1) << (rank as u32 * self.files as u32)
    }
    /// The owner of the hole at `index`.
    #[inline]
    pub(crate) fn owner_at(&self, index: usize) -> Player {
        if index < self.half {
            Player::South
        } else {
            Player::North
        }
    }
    /// The owner of `hole` (South owns the lower half of the ranks).
    #[inline]
    pub fn owner(&self, hole: Hole) -> Player {
        if hole.rank < self.ranks / 2 {
            Player::South
        } else {
            Player::North
        }
    }
    /// On a two-rank board, the index of the hole across the board from `index`.
    #[inline]
    pub(crate) fn facing(&self, index: usize) -> usize {
        // Two ranks: a player's half is one rank.
        let f = self.half;
        if index < f {
            index + f
        } else {
            index - f
        }
    }
    /// The index of `player`'s `k`-th hole of their outer rank counted from their own left
    /// (0 is the leftmost): South's `a1, b1, …`; North's `j2, i2, …` on a 2 × 10 board.
    #[inline]
    pub(crate) fn nth_from_left(&self, player: Player, k: usize) -> usize {
        match player {
            Player::South => k,
            Player::North => self.len() - 1 - k,
        }
    }
    /// The index of `player`'s `k`-th hole of their outer rank counted from their own
    /// right (0 is the rightmost): South's `f1, e1, …`; North's `a2, b2, …` on a 2 × 6 board.
    #[inline]
    pub(crate) fn nth_from_right(&self, player: Player, k: usize) -> usize {
        let f = self.files as usize;
        match player {
            Player::South => f - 1 - k,
            Player::North => self.len() - f + k,
        }
    }
}
