//! Where a position's entry lies in a table: every board of `h` holes with at most `n`
//! seeds in all, each with either side to move, numbered without gaps.
//!
//! The entries come by seeds on the board (0 first), then by side to move (South, then
//! North), then by the board's rank among the boards of that many seeds: boards in
//! lexicographic order of their counts by hole index (`a1` first), so that
//! `[0, …, 0, k]` is first and `[k, 0, …, 0]` last.

/// The numbering of a table's entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    holes: usize,
    max: u8,
    /// `comps[m][s]`: the boards of `s` seeds in `m` holes, C(s + m − 1, m − 1).
    comps: Vec<Vec<u64>>,
    /// The first entry of each seed count, and the number of entries after the last.
    offsets: Vec<u64>,
}

impl Layout {
    /// The layout of boards of `holes` holes (1 to 64) with at most `max` seeds.
    pub fn new(holes: usize, max: u8) -> Layout {
        let smax = max as usize;
        let mut comps = vec![vec![0u64; smax + 1]; holes + 1];
        comps[1].fill(1);
        for m in 2..=holes {
            // Boards of s seeds in m holes: the first hole holds x, the rest s − x.
            let (done, rest) = comps.split_at_mut(m);
            let mut acc = 0u64;
            for (c, &fewer) in rest[0].iter_mut().zip(&done[m - 1]) {
                acc = acc.saturating_add(fewer);
                *c = acc;
            }
        }
        let mut offsets = Vec::with_capacity(smax + 2);
        let mut at = 0u64;
        for &n in &comps[holes] {
            offsets.push(at);
            at += 2 * n;
        }
        offsets.push(at);
        Layout {
            holes,
            max,
            comps,
            offsets,
        }
    }

    /// Holes on the board.
    pub fn holes(&self) -> usize {
        self.holes
    }

    /// The most seeds on the board.
    pub fn max(&self) -> u8 {
        self.max
    }

    /// Entries in all.
    pub fn len(&self) -> u64 {
        self.offsets[self.offsets.len() - 1]
    }

    /// Boards of `seeds` seeds.
    pub fn boards(&self, seeds: u8) -> u64 {
        self.comps[self.holes][seeds as usize]
    }

    /// The first entry with `seeds` seeds on the board.
    pub fn offset(&self, seeds: u8) -> u64 {
        self.offsets[seeds as usize]
    }

    /// The rank of `pits` (holding `seeds` in all) among the boards of that many seeds.
    pub fn rank(&self, pits: &[u8], seeds: u8) -> u64 {
        let mut left = seeds as usize;
        let mut r = 0u64;
        for (i, &n) in pits.iter().enumerate().take(self.holes - 1) {
            let m = self.holes - i;
            let n = n as usize;
            // Boards whose first differing hole (this one) holds fewer than n.
            r += self.comps[m][left] - self.comps[m][left - n];
            left -= n;
        }
        r
    }

    /// The board of rank `r` among those of `seeds` seeds, written into `pits`.
    pub fn unrank(&self, mut r: u64, seeds: u8, pits: &mut [u8]) {
        let mut left = seeds as usize;
        let last = self.holes - 1;
        for (i, hole) in pits.iter_mut().enumerate().take(last) {
            let m = self.holes - i;
            // The largest n with comps[m][left] − comps[m][left − n] ≤ r.
            let mut n = 0;
            while n < left && self.comps[m][left] - self.comps[m][left - n - 1] <= r {
                n += 1;
            }
            r -= self.comps[m][left] - self.comps[m][left - n];
            *hole = n as u8;
            left -= n;
        }
        pits[last] = left as u8;
    }

    /// The entry of a board with the side to move (`north`), if it has at most `max` seeds.
    pub fn index(&self, pits: &[u8], north: bool) -> Option<u64> {
        if pits.len() != self.holes {
            return None;
        }
        let seeds: u32 = pits.iter().map(|&n| n as u32).sum();
        if seeds > self.max as u32 {
            return None;
        }
        let s = seeds as u8;
        Some(self.offset(s) + north as u64 * self.boards(s) + self.rank(pits, s))
    }

    /// The seed count, side to move and board of entry `i` (`i < len`).
    pub fn entry(&self, i: u64, pits: &mut [u8]) -> (u8, bool) {
        let s = self.offsets.partition_point(|&o| o <= i) - 1;
        let s = s as u8;
        let mut r = i - self.offset(s);
        let north = r >= self.boards(s);
        if north {
            r -= self.boards(s);
        }
        self.unrank(r, s, pits);
        (s, north)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_is_numbered_once_and_read_back() {
        let l = Layout::new(5, 6);
        let mut pits = [0u8; 5];
        for i in 0..l.len() {
            let (s, north) = l.entry(i, &mut pits);
            assert_eq!(pits.iter().map(|&n| n as u32).sum::<u32>(), s as u32);
            assert_eq!(l.index(&pits, north), Some(i));
        }
        // C(6 + 5, 5) boards of at most 6 seeds, each with either side to move.
        assert_eq!(l.len(), 2 * 462);
        assert_eq!(l.index(&[7, 0, 0, 0, 0], false), None);
        let big = Layout::new(12, 16);
        // C(16 + 11, 11).
        assert_eq!(big.boards(16), 13_037_895);
    }
}
