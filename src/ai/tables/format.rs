//! A table as bytes: a versioned header naming its rules, then its entries as planes
//! (every entry's `lo`, then every `hi − lo`, then the low and high bytes of `moves`,
//! then of `against`), each plane cut into blocks of [`BLOCK`] entries compressed alone
//! with DEFLATE (`miniz_oxide`), so that a reader may keep the blocks as they are and
//! inflate one when it needs an entry of it ([`Table::load_packed`]).
//!
//! ```text
//! "MATB"                  4 bytes
//! version                 1 byte (2)
//! game id                 1 byte length, then its bytes ("hoyito-3")
//! options                 2 bytes length (LE), then the options' JSON ("{}")
//! most seeds              1 byte
//! holes                   1 byte
//! entries                 8 bytes (LE)
//! block                   4 bytes (LE): entries per block (the last of a plane: fewer)
//! ends                    4 bytes (LE) per block, plane by plane: where each block ends
//!                         in the payload (a block of no bytes is all zeros)
//! payload length          8 bytes (LE)
//! checksum                8 bytes (LE): FNV-1a (64-bit) of every byte before it and
//!                         of the payload
//! payload                 the blocks, back to back
//! ```
//!
//! Reading checks everything before it allocates or trusts anything: a bad table is
//! refused with the reason ([`TableError`]), never a panic. (Format 1, of the first
//! tables, compressed each plane whole.)

use std::fmt;

use miniz_oxide::deflate::compress_to_vec;

use super::entries::{Entries, Packed, BLOCK, PLANES};
use super::index::Layout;
use super::{supported, Table, MAX_SEEDS};
use crate::engine::{GameId, Rules};

const MAGIC: &[u8; 4] = b"MATB";
const VERSION: u8 = 2;
/// The largest table read: its entries' planes at most this many bytes (1 GiB).
const MAX_RAW: u64 = 1 << 30;
/// The largest block read, in entries.
const MAX_BLOCK: u32 = 1 << 20;

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
    fn u32(&mut self) -> Result<u32, TableError> {
        let s = self.take(4)?;
        Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
    fn u64(&mut self) -> Result<u64, TableError> {
        let mut b = [0u8; 8];
        b.copy_from_slice(self.take(8)?);
        Ok(u64::from_le_bytes(b))
    }
}

/// What the header and the block index say, checked: the table's payload not yet read.
struct Parsed<'a> {
    rules: Rules,
    layout: Layout,
    block: usize,
    ends: Vec<u32>,
    payload: &'a [u8],
}

impl Table {
    /// The table as bytes (what [`Table::load`] reads), each block compressed at
    /// DEFLATE's level `level` (0 to 10; 10 is the smallest and slowest).
    pub fn to_bytes(&self, level: u8) -> Vec<u8> {
        let n = self.entries.len();
        let mut payload = Vec::new();
        let mut ends = Vec::with_capacity(PLANES * n.div_ceil(BLOCK));
        for k in 0..PLANES {
            let plane = self.entries.plane(k);
            for block in plane.chunks(BLOCK) {
                if block.iter().any(|&b| b != 0) {
                    payload.extend_from_slice(&compress_to_vec(block, level.min(10)));
                }
                ends.push(payload.len() as u32);
            }
        }
        let mut out = Vec::with_capacity(payload.len() + ends.len() * 4 + 64);
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
        out.extend_from_slice(&(BLOCK as u32).to_le_bytes());
        for end in &ends {
            out.extend_from_slice(&end.to_le_bytes());
        }
        out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        let sum = fnv(fnv(FNV_START, &out), &payload);
        out.extend_from_slice(&sum.to_le_bytes());
        out.extend_from_slice(&payload);
        out
    }

    /// The entries' planes, uncompressed (their size is the table's raw size).
    pub fn raw(&self) -> Vec<u8> {
        (0..PLANES).flat_map(|k| self.entries.plane(k)).collect()
    }

    /// Reads a table written by [`Table::to_bytes`], every entry inflated (6 bytes an
    /// entry in memory: the CLI's, whose searches read many entries).
    ///
    /// # Errors
    /// A [`TableError`] saying what is wrong with the bytes.
    pub fn load(bytes: &[u8]) -> Result<Table, TableError> {
        let p = parse(bytes)?;
        let n = p.layout.len() as usize;
        let packed = Packed::new(n, p.block, p.payload.to_vec(), p.ends);
        let mut raw = vec![0u8; n * PLANES];
        let blocks = n.div_ceil(p.block);
        for k in 0..PLANES {
            for b in 0..blocks {
                let block = packed.inflate(k * blocks + b).ok_or(TableError::Payload)?;
                let at = k * n + b * p.block;
                raw[at..at + block.len()].copy_from_slice(&block);
            }
        }
        let t = Table {
            rules: p.rules,
            layout: p.layout,
            entries: Entries::from_planes(&raw, n),
        };
        for i in 0..n {
            if t.entry(i).is_none() {
                return Err(TableError::BadEntry(i as u64));
            }
        }
        Ok(t)
    }

    /// Reads a table written by [`Table::to_bytes`], its blocks kept compressed (about
    /// the file's size in memory: the browser's), each inflated when an entry of it is
    /// read. An entry whose block does not inflate, or whose value is out of range, is
    /// not covered (the checksum makes that a table written wrong, not a damaged one).
    ///
    /// # Errors
    /// A [`TableError`] saying what is wrong with the bytes.
    pub fn load_packed(bytes: &[u8]) -> Result<Table, TableError> {
        let p = parse(bytes)?;
        let n = p.layout.len() as usize;
        Ok(Table {
            rules: p.rules,
            layout: p.layout,
            entries: Entries::Packed(Packed::new(n, p.block, p.payload.to_vec(), p.ends)),
        })
    }
}

/// The header, block index and payload of a table's bytes, checked.
fn parse(bytes: &[u8]) -> Result<Parsed<'_>, TableError> {
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
    let rules =
        Rules::from_options(game, &options).map_err(|e| TableError::BadOptions(e.to_string()))?;
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
    let block = r.u32()?;
    if block == 0 || block > MAX_BLOCK {
        return Err(TableError::BadHeader("not a size of block"));
    }
    let block = block as usize;
    let count = PLANES * (entries as usize).div_ceil(block);
    let index = r.take(count.checked_mul(4).ok_or(TableError::Truncated)?)?;
    let ends: Vec<u32> = index
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
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
    if ends.windows(2).any(|w| w[0] > w[1]) || ends.last().map_or(0, |&e| e as u64) != len {
        return Err(TableError::BadHeader("its blocks do not fit its payload"));
    }
    Ok(Parsed {
        rules,
        layout,
        block,
        ends,
        payload,
    })
}
