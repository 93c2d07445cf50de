//! Moves and their notation (RULES.md §1.5).

use std::fmt;
use std::str::FromStr;

use super::board::{Circuit, Hole};
use super::error::ParseError;

// A hole's name (`c1`), read here with the moves' notation: `board.rs`, below the errors,
// knows nothing of parsing.
impl FromStr for Hole {
    type Err = ParseError;
    /// Parses `c1`: one file letter `a`–`z` and a rank number from 1 to 99.
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

/// A redistribution is written without a board, so its holes are kept by their place in a
/// grid of two ranks of [`GRID_FILES`] files: room for Kiothi's 2 × 10 board, the only
/// game that redistributes. The game checks each hole against its own board when the
/// move is played.
const GRID_FILES: u8 = 10;
const GRID_HOLES: usize = 2 * GRID_FILES as usize;

/// How many seeds a sowing lifts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lift {
    /// Every seed of the hole (`c1`).
    All,
    /// Only this many (Kiothi, `c1/3`); never the whole content in canonical form.
    Some(u8),
}

/// A sowing move: a hole, how many seeds, which circuit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sow {
    /// The hole lifted from.
    pub hole: Hole,
    /// How many seeds are lifted.
    pub lift: Lift,
    /// The circuit (Katro's `either` option: `c1'` is the mirrored one).
    pub circuit: Circuit,
}

/// Kiothi's opening redistribution: holes emptied, then warriors placed. The default
/// empties and places nothing (`=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Redistribution {
    emptied: u32,
    placed: [u8; GRID_HOLES],
}

impl Redistribution {
    /// A redistribution emptying `emptied` and placing `placements` (hole, count).
    ///
    /// # Errors
    /// A hole beyond Kiothi's two ranks of ten files, or a hole emptied or placed into
    /// twice.
    pub fn new(emptied: &[Hole], placements: &[(Hole, u8)]) -> Result<Redistribution, ParseError> {
        let mut r = Redistribution {
            emptied: 0,
            placed: [0; GRID_HOLES],
        };
        for &h in emptied {
            let i = grid_index(h).ok_or(ParseError::BeyondKiothi(h))?;
            if r.emptied & (1 << i) != 0 {
                return Err(ParseError::EmptiedTwice(h));
            }
            r.emptied |= 1 << i;
        }
        let mut seen = 0u32;
        for &(h, n) in placements {
            let i = grid_index(h).ok_or(ParseError::BeyondKiothi(h))?;
            if seen & (1 << i) != 0 {
                return Err(ParseError::PlacedTwice(h));
            }
            seen |= 1 << i;
            r.placed[i] = n;
        }
        Ok(r)
    }

    /// The holes emptied, in notation order.
    pub fn emptied(&self) -> impl Iterator<Item = Hole> + '_ {
        (0..GRID_HOLES)
            .filter(|i| self.emptied & (1 << i) != 0)
            .map(grid_hole)
    }
    /// The placements with a count, in notation order.
    pub fn placements(&self) -> impl Iterator<Item = (Hole, u8)> + '_ {
        (0..GRID_HOLES)
            .filter(|&i| self.placed[i] > 0)
            .map(|i| (grid_hole(i), self.placed[i]))
    }
    /// Warriors placed in all.
    pub fn placed_total(&self) -> u16 {
        self.placed.iter().map(|&n| n as u16).sum()
    }
}

/// `s` if it is written with digits only (no sign, no spaces).
fn digits(s: &str) -> Option<&str> {
    (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())).then_some(s)
}

fn grid_index(h: Hole) -> Option<usize> {
    (h.file() < GRID_FILES && h.rank() < 2).then(|| (h.rank() * GRID_FILES + h.file()) as usize)
}
fn grid_hole(i: usize) -> Hole {
    Hole::new(i as u8 % GRID_FILES, i as u8 / GRID_FILES)
}

/// A move in any of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Lift seeds from a hole and sow them.
    Sow(Sow),
    /// Kiothi's opening redistribution.
    Redistribute(Redistribution),
}

impl Move {
    /// The plain move that sows every seed of `hole` along the default circuit (`c1`).
    pub const fn hole(hole: Hole) -> Move {
        Move::Sow(Sow {
            hole,
            lift: Lift::All,
            circuit: Circuit::Default,
        })
    }
    /// The hole a sowing move lifts from.
    pub fn sow_hole(&self) -> Option<Hole> {
        match self {
            Move::Sow(s) => Some(s.hole),
            Move::Redistribute(_) => None,
        }
    }
}

impl fmt::Display for Sow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Lift::Some(n) = self.lift {
            write!(f, "/{n}")?;
        }
        if self.circuit == Circuit::Mirrored {
            write!(f, "'")?;
        }
        Ok(())
    }
}

impl fmt::Display for Redistribution {
    /// `e1+f1=c1:5,a2:3,b2:2`; emptying nothing is written `=`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let emptied: Vec<String> = self.emptied().map(|h| h.to_string()).collect();
        let placed: Vec<String> = self.placements().map(|(h, n)| format!("{h}:{n}")).collect();
        write!(f, "{}={}", emptied.join("+"), placed.join(","))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(s) => s.fmt(f),
            Move::Redistribute(r) => r.fmt(f),
        }
    }
}

impl FromStr for Move {
    type Err = ParseError;
    /// Reads a move without looking at a position: `c1`, `c1/3`, `c1'`, `e1+f1=c1:5,a2:5`.
    fn from_str(s: &str) -> Result<Move, ParseError> {
        let s = s.trim();
        if let Some((emptied, placed)) = s.split_once('=') {
            let emptied: Vec<Hole> = if emptied.is_empty() {
                Vec::new()
            } else {
                emptied
                    .split('+')
                    .map(|h| h.parse())
                    .collect::<Result<_, _>>()?
            };
            let mut placements = Vec::new();
            if !placed.is_empty() {
                for p in placed.split(',') {
                    let (h, n) = p
                        .split_once(':')
                        .ok_or_else(|| ParseError::Placement(p.to_string()))?;
                    let h: Hole = h.parse()?;
                    let n: u8 = digits(n)
                        .and_then(|n| n.parse().ok())
                        .ok_or_else(|| ParseError::Placement(p.to_string()))?;
                    if n > 0 {
                        placements.push((h, n));
                    } else if placements.iter().any(|&(q, _)| q == h) {
                        return Err(ParseError::PlacedTwice(h));
                    }
                }
            }
            return Ok(Move::Redistribute(Redistribution::new(
                &emptied,
                &placements,
            )?));
        }
        let (body, circuit) = match s.strip_suffix('\'') {
            Some(b) => (b, Circuit::Mirrored),
            None => (s, Circuit::Default),
        };
        let (hole, lift) = match body.split_once('/') {
            Some((h, n)) => {
                let count: u8 = digits(n)
                    .and_then(|n| n.parse().ok())
                    .filter(|&k| k > 0)
                    .ok_or_else(|| ParseError::LiftCount(n.to_string()))?;
                (h, Lift::Some(count))
            }
            None => (body, Lift::All),
        };
        let hole: Hole = hole.parse().map_err(|_| ParseError::Move(s.to_string()))?;
        Ok(Move::Sow(Sow {
            hole,
            lift,
            circuit,
        }))
    }
}
