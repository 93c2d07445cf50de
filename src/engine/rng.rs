//! A small seeded random number generator (SplitMix64): the same seed gives the same
//! games on every machine and in the browser. No global or OS randomness.

/// A seeded pseudo-random generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

/// What SplitMix64 adds to its state at each draw.
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    /// The `n`-th number (from 0) that `Rng::new(seed)` draws, without drawing the ones
    /// before it: the state moves by a constant at each draw, so any draw is reached at
    /// once. A seed per game of a long run, the same whichever thread or machine plays it.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::Rng;
    /// let mut rng = Rng::new(7);
    /// let third = (0..3).map(|_| rng.next_u64()).last();
    /// assert_eq!(Some(Rng::nth(7, 2)), third);
    /// ```
    pub fn nth(seed: u64, n: u64) -> u64 {
        Rng(seed.wrapping_add(n.wrapping_mul(GAMMA))).next_u64()
    }
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GAMMA);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A uniform number in `0..n` (`n` > 0; 0 when `n` is 0).
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_is_the_draw_of_that_number() {
        for seed in [0, 1, u64::MAX] {
            let mut rng = Rng::new(seed);
            for n in 0..100 {
                assert_eq!(Rng::nth(seed, n), rng.next_u64(), "seed {seed}, draw {n}");
            }
        }
    }
}
