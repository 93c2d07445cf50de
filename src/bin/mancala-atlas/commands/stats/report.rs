//! The figures of a run's counts: shares with Wilson score intervals, means with normal
//! intervals, quartiles. All from whole-number counts, so the same counts give the same
//! figures to the last digit.

use super::counts::{Counts, Tally};

/// The normal quantile of a two-sided 95% interval.
pub const Z: f64 = 1.959_963_984_540_054;

/// A share of the games: `count` of `of`, with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Share {
    pub count: u64,
    pub of: u64,
    pub low: f64,
    pub high: f64,
}

impl Share {
    /// `count` of `of` games, with the Wilson score interval (which never leaves [0, 1]).
    pub fn of(count: u64, of: u64) -> Share {
        if of == 0 {
            return Share {
                count,
                of,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z2 = Z * Z;
        let denom = 1.0 + z2 / n;
        let centre = (p + z2 / (2.0 * n)) / denom;
        let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
        // At 0 and at every game the bound is 0 or 1 exactly (rounding would miss it).
        Share {
            count,
            of,
            low: if count == 0 { 0.0 } else { centre - half },
            high: if count >= of { 1.0 } else { centre + half },
        }
    }

    /// The share, from 0 to 1.
    pub fn value(&self) -> f64 {
        if self.of == 0 {
            0.0
        } else {
            self.count as f64 / self.of as f64
        }
    }
}

/// A value per game (its moves, its captures, …; never below 0): the mean with its 95%
/// normal interval (mean ± Z·s/√n, s the sample standard deviation, cut at 0), and the
/// quartiles.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mean {
    pub games: u64,
    pub mean: f64,
    /// The sample standard deviation (0 for fewer than two games).
    pub sd: f64,
    pub low: f64,
    pub high: f64,
    pub min: u64,
    /// Nearest-rank quartiles.
    pub q1: u64,
    pub median: u64,
    pub q3: u64,
    pub max: u64,
}

impl Mean {
    pub fn of(t: &Tally) -> Mean {
        let n = t.games();
        let (sum, squares) = t.sums();
        let mean = if n == 0 { 0.0 } else { sum as f64 / n as f64 };
        // n·Σx² − (Σx)², exact, then divided: the variance without cancellation.
        let n128 = u128::from(n);
        let spread = (n128 * squares).saturating_sub(sum * sum);
        let sd = if n < 2 {
            0.0
        } else {
            (spread as f64 / (n128 * (n128 - 1)) as f64).sqrt()
        };
        let half = if n == 0 {
            0.0
        } else {
            Z * sd / (n as f64).sqrt()
        };
        let (min, max) = t.range();
        Mean {
            games: n,
            mean,
            sd,
            low: (mean - half).max(0.0),
            high: mean + half,
            min,
            q1: t.quantile(1, 4),
            median: t.quantile(1, 2),
            q3: t.quantile(3, 4),
            max,
        }
    }
}

/// Every figure of one set of rules' counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    pub south: Share,
    pub north: Share,
    pub draws: Share,
    pub unfinished: Share,
    pub moves: Mean,
    pub captures: Mean,
    pub endless: Mean,
    /// Games in which at least one endless move was met.
    pub meeting_endless: Share,
    /// Rounds per match (rules with match play).
    pub rounds: Option<Mean>,
}

impl Figures {
    pub fn of(c: &Counts) -> Figures {
        let n = c.games;
        Figures {
            south: Share::of(c.south_wins, n),
            north: Share::of(c.north_wins, n),
            draws: Share::of(c.draws, n),
            unfinished: Share::of(c.unfinished, n),
            moves: Mean::of(&c.moves),
            captures: Mean::of(&c.captures),
            endless: Mean::of(&c.endless),
            meeting_endless: Share::of(n - c.endless.at(0).min(n), n),
            rounds: c.rounds.as_ref().map(Mean::of),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_and_normal_intervals() {
        let s = Share::of(50, 100);
        assert!((s.low - 0.4038).abs() < 1e-4 && (s.high - 0.5962).abs() < 1e-4);
        let none = Share::of(0, 10);
        assert_eq!(none.low, 0.0);
        assert!((none.high - 0.2775).abs() < 1e-4);
        assert_eq!(Share::of(10, 10).high, 1.0);
        let mut t = Tally::default();
        for v in [2, 4, 4, 4, 5, 5, 7, 9] {
            t.add(v);
        }
        let m = Mean::of(&t);
        assert_eq!(m.mean, 5.0);
        assert!((m.sd - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
        assert!((m.high - m.mean - Z * m.sd / 8f64.sqrt()).abs() < 1e-12);
        assert_eq!((m.min, m.q1, m.median, m.q3, m.max), (2, 4, 4, 5, 9));
    }
}
