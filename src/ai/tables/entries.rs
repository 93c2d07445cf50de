//! A table's entries in memory, two ways: every entry at hand ([`Entries::Full`]: a table
//! built, or read whole by the CLI, 6 bytes an entry), or the file's compressed blocks
//! kept as they are, a block inflated when one of its entries is read and a few kept
//! inflated ([`Entries::Packed`]: the browser's, in about the file's size — a whole Rio
//! Kadalis table of 14 seeds would take 116 MB, too much for a phone).
//!
//! Either way an entry is its six bytes, one in each **plane**: `lo`, `hi − lo`, the low
//! and high bytes of `moves`, those of `against`. The file cuts each plane into blocks of
//! [`BLOCK`] entries, each compressed alone (`format.rs`), so that reading one entry
//! inflates six blocks at most.

use std::sync::Mutex;

use miniz_oxide::inflate::decompress_to_vec_with_limit;

/// Bytes per entry: one in each plane.
pub(crate) const PLANES: usize = 6;

/// Entries per block of a plane in the files written: 32,768 (a block of 32 KB): small
/// enough to inflate at once when a search reads one entry, large enough to compress
/// nearly as well as the whole plane (the manual, "Endgame tables", gives the sizes).
pub(crate) const BLOCK: usize = 32_768;

/// Blocks a packed table keeps inflated (every plane of eight blocks' entries: some
/// 1.5 MB), the least recently read given up first.
const CACHED: usize = 8 * PLANES;

/// One entry: the bounds and distances of a position for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Entry {
    pub lo: i8,
    pub gap: u8,
    pub moves: u16,
    pub against: u16,
}

impl Entry {
    /// Its plane bytes.
    fn bytes(self) -> [u8; PLANES] {
        let [m0, m1] = self.moves.to_le_bytes();
        let [a0, a1] = self.against.to_le_bytes();
        [self.lo as u8, self.gap, m0, m1, a0, a1]
    }

    fn from_bytes(b: [u8; PLANES]) -> Entry {
        Entry {
            lo: b[0] as i8,
            gap: b[1],
            moves: u16::from_le_bytes([b[2], b[3]]),
            against: u16::from_le_bytes([b[4], b[5]]),
        }
    }

    /// Whether its bounds lie in a table of at most `max` seeds.
    pub fn in_range(self, max: u8) -> bool {
        let (lo, hi) = (self.lo as i32, self.lo as i32 + self.gap as i32);
        let max = max as i32;
        lo >= -max && hi <= max
    }
}

/// A table's entries.
#[derive(Clone)]
pub(crate) enum Entries {
    /// Every entry, plane by plane.
    Full {
        lo: Vec<i8>,
        gap: Vec<u8>,
        moves: Vec<u16>,
        against: Vec<u16>,
    },
    /// The file's blocks, inflated when read.
    Packed(Packed),
}

/// The compressed blocks of a table read packed.
pub(crate) struct Packed {
    /// Entries in all.
    n: usize,
    /// Entries per block.
    block: usize,
    /// Blocks per plane.
    blocks: usize,
    /// The blocks, back to back, plane by plane.
    payload: Vec<u8>,
    /// Where each block ends in `payload` (plane `k`'s block `b` at `k * blocks + b`); a
    /// block of no bytes is all zeros.
    ends: Vec<u32>,
    /// Blocks inflated, by their number in `ends`, the most recently read last.
    cache: Mutex<Vec<(usize, Vec<u8>)>>,
}

impl Packed {
    /// The blocks of `n` entries, `block` a block, whose ends in `payload` are `ends`
    /// (checked by the caller: as many as the planes' blocks, rising, the last at the
    /// payload's end).
    pub fn new(n: usize, block: usize, payload: Vec<u8>, ends: Vec<u32>) -> Packed {
        Packed {
            n,
            block,
            blocks: n.div_ceil(block),
            payload,
            ends,
            cache: Mutex::new(Vec::with_capacity(CACHED)),
        }
    }

    /// The compressed bytes kept.
    pub fn bytes(&self) -> usize {
        self.payload.len() + self.ends.len() * 4
    }

    /// Entries of block `b` of a plane.
    fn block_len(&self, b: usize) -> usize {
        (self.n - b * self.block).min(self.block)
    }

    /// Block `j` (of `ends`) inflated; `None` when its bytes do not inflate to its size.
    pub fn inflate(&self, j: usize) -> Option<Vec<u8>> {
        let start = if j == 0 { 0 } else { self.ends[j - 1] as usize };
        let end = self.ends[j] as usize;
        let len = self.block_len(j % self.blocks);
        if start == end {
            return Some(vec![0; len]);
        }
        let out = decompress_to_vec_with_limit(self.payload.get(start..end)?, len).ok()?;
        (out.len() == len).then_some(out)
    }

    /// Entry `i`'s plane bytes (`None`: a block that does not inflate).
    fn get(&self, i: usize) -> Option<[u8; PLANES]> {
        let (b, at) = (i / self.block, i % self.block);
        // A poisoned lock only means a panic elsewhere: the cache is still whole.
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        let mut out = [0u8; PLANES];
        for (k, byte) in out.iter_mut().enumerate() {
            let j = k * self.blocks + b;
            let slot = match cache.iter().position(|(key, _)| *key == j) {
                Some(s) => s,
                None => {
                    let inflated = self.inflate(j)?;
                    if cache.len() == CACHED {
                        cache.remove(0);
                    }
                    cache.push((j, inflated));
                    cache.len() - 1
                }
            };
            let hit = cache.remove(slot);
            *byte = hit.1[at];
            cache.push(hit);
        }
        Some(out)
    }
}

impl Entries {
    /// Entries in all.
    pub fn len(&self) -> usize {
        match self {
            Entries::Full { lo, .. } => lo.len(),
            Entries::Packed(p) => p.n,
        }
    }

    /// Entry `i` (`None` out of the table, or a packed block that does not inflate).
    pub fn get(&self, i: usize) -> Option<Entry> {
        match self {
            Entries::Full {
                lo,
                gap,
                moves,
                against,
            } => Some(Entry {
                lo: *lo.get(i)?,
                gap: gap[i],
                moves: moves[i],
                against: against[i],
            }),
            Entries::Packed(p) => (i < p.n).then(|| p.get(i)).flatten().map(Entry::from_bytes),
        }
    }

    /// Whether the entries are kept packed.
    pub fn is_packed(&self) -> bool {
        matches!(self, Entries::Packed(_))
    }

    /// The bytes the entries take in memory (a packed table's cache aside).
    pub fn memory(&self) -> usize {
        match self {
            Entries::Full { lo, .. } => lo.len() * PLANES,
            Entries::Packed(p) => p.bytes(),
        }
    }

    /// Plane `k` of every entry, uncompressed.
    pub fn plane(&self, k: usize) -> Vec<u8> {
        (0..self.len())
            .map(|i| self.get(i).map_or(0, |e| e.bytes()[k]))
            .collect()
    }

    /// Entries read whole from their planes (`raw`: `n` bytes of each plane, one after
    /// the other).
    pub fn from_planes(raw: &[u8], n: usize) -> Entries {
        let plane = |k: usize| &raw[k * n..(k + 1) * n];
        let word = |k: usize| -> Vec<u16> {
            plane(k)
                .iter()
                .zip(plane(k + 1))
                .map(|(&a, &b)| u16::from_le_bytes([a, b]))
                .collect()
        };
        Entries::Full {
            lo: plane(0).iter().map(|&v| v as i8).collect(),
            gap: plane(1).to_vec(),
            moves: word(2),
            against: word(4),
        }
    }
}

/// A copy holds the same blocks, none of them inflated yet.
impl Clone for Packed {
    fn clone(&self) -> Packed {
        Packed::new(self.n, self.block, self.payload.clone(), self.ends.clone())
    }
}

impl std::fmt::Debug for Entries {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let how = if self.is_packed() { "packed" } else { "full" };
        write!(f, "Entries({} {how}, {} bytes)", self.len(), self.memory())
    }
}

/// Entries equal one by one, however they are kept.
impl PartialEq for Entries {
    fn eq(&self, other: &Entries) -> bool {
        self.len() == other.len() && (0..self.len()).all(|i| self.get(i) == other.get(i))
    }
}

impl Eq for Entries {}
