//! A table as bytes: a versioned header naming its rules, then its entries as planes
//! (every entry's `lo`, then every `hi − lo`, then the low and high bytes of `moves`,
//! then of `against`), compressed with DEFLATE (`miniz_oxide`).
//!
//! ```text
//! "MATB"                  4 bytes
//! version                 1 byte (1)
//! game id                 1 byte length, then its bytes ("hoyito-3")
//! options                 2 bytes length (LE), then the options' JSON ("{}")
//! most seeds              1 byte
//! holes                   1 byte
//! entries                 8 bytes (LE)
//! payload length          8 bytes (LE)
//! checksum                8 bytes (LE): FNV-1a (64-bit) of every byte before it and
//!                         of the payload
//! payload                 the planes, compressed
//! ```
//!
//! Reading checks everything before it allocates or trusts anything: a bad table is
//! refused with the reason ([`TableError`]), never a panic.

use std::fmt;

use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;

use super::index::Layout;
use super::{supported, Table, MAX_SEEDS};
use crate::engine::{GameId, Rules};

const MAGIC: &[u8; 4] = b"MATB";
const VERSION: u8 = 1;
/// Bytes per entry in the planes.
const PLANES: usize = 6;
/// The largest table read: its entries' planes at most this many bytes (1 GiB).
const MAX_RAW: u64 = 1 << 30;

/// Why bytes are not a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Not a table at all (no "MATB" at the start).
    NotATable,
    /// A table of a format this version cannot read.
    Version(u8),
    /// The bytes end before the header or the payload does.
    Truncated,
    /// The header names a game that does not exist.
    UnknownGame(String),
    /// The header's options are not the game's.
    BadOptions(String),
    /// Rules that have no tables (match play, or another game).
    Unsupported(String),
    /// The header's numbers do not fit together (holes, seeds, entries).
    BadHeader(&'static str),
    /// The checksum does not match: the bytes were damaged.
    Checksum,
    /// The payload does not decompress to the entries the header announces.
    Payload,
    /// An entry holds a value out of its range.
    BadEntry(u64),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::NotATable => f.write_str("not an endgame table (no MATB header)"),
            TableError::Version(v) => {
                write!(
                    f,
                    "an endgame table of format {v}, this version reads format {VERSION}"
                )
            }
            TableError::Truncated => f.write_str("the endgame table is cut short"),
            TableError::UnknownGame(g) => {
                write!(f, "the endgame table is of an unknown game {g:?}")
            }
            TableError::BadOptions(o) => write!(f, "the endgame table's options are wrong: {o}"),
            TableError::Unsupported(r) => write!(f, "no endgame tables for {r}"),
            TableError::BadHeader(what) => write!(f, "the endgame table's header is wrong: {what}"),
            TableError::Checksum => {
                f.write_str("the endgame table is damaged (its checksum does not match)")
            }
            TableError::Payload => {
                f.write_str("the endgame table's entries do not decompress to its size")
            }
            TableError::BadEntry(i) => write!(f, "the endgame table's entry {i} is out of range"),
        }
    }
}

impl std::error::Error for TableError {}

/// FNV-1a, 64 bits.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// A cursor over the bytes, every read checked.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TableError> {
        let end = self.at.checked_add(n).ok_or(TableError::Truncated)?;
        let s = self.bytes.get(self.at..end).ok_or(TableError::Truncated)?;
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, TableError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, TableError> {
        let s = self.take(2)?;
        Ok(u16::from_le_bytes([s[0], s[1]]))
    }
    fn u64(&mut self) -> Result<u64, TableError> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }
}

impl Table {
    /// The table as bytes (what [`Table::load`] reads), compressed at DEFLATE's level
    /// `level` (0 to 10; 10 is the smallest and slowest).
    pub fn to_bytes(&self, level: u8) -> Vec<u8> {
        let raw = self.raw();
        let payload = compress_to_vec(&raw, level.min(10));
        let mut out = Vec::with_capacity(payload.len() + 64);
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        let id = self.rules.game().id().as_bytes();
        out.push(id.len() as u8);
        out.extend_from_slice(id);
        let options = self.rules.options_json().to_string();
        out.extend_from_slice(&(options.len() as u16).to_le_bytes());
        out.extend_from_slice(options.as_bytes());
        out.push(self.layout.max());
        out.push(self.layout.holes() as u8);
        out.extend_from_slice(&self.layout.len().to_le_bytes());
        out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        let sum = fnv(fnv(FNV_START, &out), &payload);
        out.extend_from_slice(&sum.to_le_bytes());
        out.extend_from_slice(&payload);
        out
    }

    /// The entries' planes, uncompressed (their size is the table's raw size).
    pub fn raw(&self) -> Vec<u8> {
        let n = self.lo.len();
        let mut raw = Vec::with_capacity(n * PLANES);
        raw.extend(self.lo.iter().map(|&v| v as u8));
        raw.extend_from_slice(&self.gap);
        for d in [&self.moves, &self.against] {
            raw.extend(d.iter().map(|&x| x as u8));
            raw.extend(d.iter().map(|&x| (x >> 8) as u8));
        }
        raw
    }

    /// Reads a table written by [`Table::to_bytes`].
    ///
    /// # Errors
    /// A [`TableError`] saying what is wrong with the bytes.
    pub fn load(bytes: &[u8]) -> Result<Table, TableError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4).ok() != Some(&MAGIC[..]) {
            return Err(TableError::NotATable);
        }
        let version = r.u8()?;
        if version != VERSION {
            return Err(TableError::Version(version));
        }
        let n = r.u8()? as usize;
        let id = String::from_utf8_lossy(r.take(n)?).into_owned();
        let game: GameId = id
            .parse()
            .map_err(|_| TableError::UnknownGame(id.clone()))?;
        let n = r.u16()? as usize;
        let text = r.take(n)?;
        let options: serde_json::Value = serde_json::from_slice(text)
            .map_err(|_| TableError::BadOptions(String::from_utf8_lossy(text).into_owned()))?;
        let rules = Rules::from_options(game, &options)
            .map_err(|e| TableError::BadOptions(e.to_string()))?;
        if !supported(rules) {
            return Err(TableError::Unsupported(rules.to_string()));
        }
        let max = r.u8()?;
        let holes = r.u8()? as usize;
        if max > MAX_SEEDS {
            return Err(TableError::BadHeader("more seeds than a table may hold"));
        }
        if holes != rules.geometry().len() {
            return Err(TableError::BadHeader("not the game's number of holes"));
        }
        let layout = Layout::new(holes, max);
        let entries = r.u64()?;
        if entries != layout.len() {
            return Err(TableError::BadHeader(
                "not the number of entries of its seeds",
            ));
        }
        if entries.saturating_mul(PLANES as u64) > MAX_RAW {
            return Err(TableError::BadHeader(
                "more entries than a table read may hold",
            ));
        }
        let len = r.u64()?;
        let header_end = r.at;
        let sum = r.u64()?;
        let payload = r.take(usize::try_from(len).map_err(|_| TableError::Truncated)?)?;
        if r.at != bytes.len() {
            return Err(TableError::BadHeader("bytes after the payload"));
        }
        if fnv(fnv(FNV_START, &bytes[..header_end]), payload) != sum {
            return Err(TableError::Checksum);
        }
        let n = entries as usize;
        let raw =
            decompress_to_vec_with_limit(payload, n * PLANES).map_err(|_| TableError::Payload)?;
        if raw.len() != n * PLANES {
            return Err(TableError::Payload);
        }
        let plane = |k: usize| &raw[k * n..(k + 1) * n];
        let word = |k: usize| -> Vec<u16> {
            plane(k)
                .iter()
                .zip(plane(k + 1))
                .map(|(&a, &b)| a as u16 | (b as u16) << 8)
                .collect()
        };
        let t = Table {
            rules,
            layout,
            lo: plane(0).iter().map(|&v| v as i8).collect(),
            gap: plane(1).to_vec(),
            moves: word(2),
            against: word(4),
        };
        let max = max as i32;
        for i in 0..n {
            let (lo, hi) = t.stored(i);
            if lo < -max || hi > max {
                return Err(TableError::BadEntry(i as u64));
            }
        }
        Ok(t)
    }
}
