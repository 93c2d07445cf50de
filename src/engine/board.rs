//! Holes, board shapes and sowing tracks.
//!
//! Every board is a grid of `ranks × files` holes. A hole's index is
//! `rank * files + file`; all per-hole arrays use that index. A *track* is the
//! circuit a player sows along, kept as a "next hole" table so that sowing a
//! lap is a table walk shared by every game.

use std::fmt;
use std::str::FromStr;

use super::error::ParseError;
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

impl FromStr for Hole {
    type Err = ParseError;
    /// Parses `c1`: one file letter `a`–`z` and a rank number from 1.
    fn from_str(s: &str) -> Result<Hole, ParseError> {
        let bad = || ParseError::Hole(s.to_string());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?;
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let rank: u8 = digits.parse().map_err(|_| bad())?;
        if rank == 0 {
            return Err(bad());
        }
        Ok(Hole::new(letter as u8 - b'a', rank - 1))
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
    #[inline]
    pub(crate) const fn index(self) -> usize {
        match self {
            Circuit::Default => 0,
            Circuit::Mirrored => 1,
        }
    }
}

/// A board shape and its sowing circuits.
#[derive(Clone, Debug)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    /// `next[player][circuit][hole]`: the hole after `hole` on that circuit
    /// (holes off the circuit map to themselves).
    pub(crate) next: [[[u8; MAX_HOLES]; 2]; 2],
    /// The circuits as hole lists, starting hole first: `tracks[player][circuit]`.
    tracks: [[Vec<Hole>; 2]; 2],
}

impl Geometry {
    /// Builds a geometry from the circuits of each player (default circuit; the
    /// mirrored one is its left-right mirror image).
    fn from_tracks(files: u8, ranks: u8, south: Vec<Hole>, north: Vec<Hole>) -> Geometry {
        let mirror = |t: &Vec<Hole>| -> Vec<Hole> {
            t.iter()
                .map(|h| Hole::new(files - 1 - h.file, h.rank))
                .collect()
        };
        let tracks = [
            [south.clone(), mirror(&south)],
            [north.clone(), mirror(&north)],
        ];
        let mut next = [[[0u8; MAX_HOLES]; 2]; 2];
        for p in 0..2 {
            for c in 0..2 {
                for (i, slot) in next[p][c].iter_mut().enumerate() {
                    *slot = i as u8;
                }
                let t = &tracks[p][c];
                for (i, h) in t.iter().enumerate() {
                    let n = t[(i + 1) % t.len()];
                    next[p][c][(h.rank as usize) * files as usize + h.file as usize] =
                        n.rank * files + n.file;
                }
            }
        }
        Geometry {
            files,
            ranks,
            next,
            tracks,
        }
    }

    /// The counter-clockwise circuit round a two-row board, shared by both players:
    /// `a1…` along rank 1, then back along rank 2 to `a2`.
    pub(crate) fn two_rows(files: u8) -> Geometry {
        let mut t: Vec<Hole> = (0..files).map(|f| Hole::new(f, 0)).collect();
        t.extend((0..files).rev().map(|f| Hole::new(f, 1)));
        Geometry::from_tracks(files, 2, t.clone(), t)
    }

    /// Katro's boustrophedon circuit over each player's own `rows` ranks.
    pub(crate) fn katro(files: u8, rows: u8) -> Geometry {
        let ranks = rows * 2;
        let mut south = Vec::new();
        for r in 0..rows {
            if r % 2 == 0 {
                south.extend((0..files).map(|f| Hole::new(f, r)));
            } else {
                south.extend((0..files).rev().map(|f| Hole::new(f, r)));
            }
        }
        // North: the same circuit turned 180°.
        let north = south
            .iter()
            .map(|h| Hole::new(files - 1 - h.file, ranks - 1 - h.rank))
            .collect();
        Geometry::from_tracks(files, ranks, south, north)
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
        if hole.file < self.files && hole.rank < self.ranks {
            Some(hole.rank as usize * self.files as usize + hole.file as usize)
        } else {
            None
        }
    }
    /// The hole at `index` (which must be below [`Geometry::len`]).
    #[inline]
    pub fn hole(&self, index: usize) -> Hole {
        Hole::new(
            (index % self.files as usize) as u8,
            (index / self.files as usize) as u8,
        )
    }
    /// All holes in notation order: rank by rank, each rank from file `a`.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + '_ {
        (0..self.len()).map(move |i| self.hole(i))
    }
    /// The circuit `player` sows along, starting hole first.
    pub fn track(&self, player: Player, circuit: Circuit) -> &[Hole] {
        &self.tracks[player.index()][circuit.index()]
    }
}
