//! "Record a game": a game watched on a real board, entered on a phone as it is played —
//! the moves by touching the holes, what is said of them (comments, glyphs, marks), the
//! record's header — and kept in the browser while it grows, exportable at any time as
//! an annotated record ([`crate::engine::Annotated`]). A move the players make against the
//! rules is not refused silently: it is named with the engine's reason, and the recorder
//! can record it anyway and go on from a position set by hand.
//!
//! This file is the screen's own part that needs no board, pure (no Yew, no DOM): its
//! link (`#record`), what a tap on a hole does (`crate::ui::board::tool::Tool`), the words for glyphs and header
//! fields, and what is kept in the browser (one key, [`KEY`]; a kept text that does not
//! read is set aside, never lost: [`load`]). The recording itself — the record and the
//! board it is entered on — is `model.rs` ([`model::Recorder`], a
//! [`crate::ui::game::Model`]); the screen is `view.rs`; its words, `words.rs`.

pub mod model;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
pub mod view;

#[cfg(test)]
mod tests;

use serde_json::{json, Value};

use crate::engine::{Annotated, Effort, Position, RecordError};
use crate::ui::game::save::Store;
use crate::ui::i18n::{t, tf, Lang};

/// Where the recording is kept (local storage).
pub const KEY: &str = crate::ui::game::save::RECORDING_KEY;

/// Where a kept recording that does not read is set aside: this key, or the first of
/// `…-2`, `…-3`, … that is free (nothing set aside is ever written over).
pub const SET_ASIDE_KEY: &str = "mancala-atlas.recording.set-aside";

/// The format's version, written with the recording; every version up to it is read.
pub const VERSION: u64 = 1;

/// The text kept for `record`: `{"version": 1, "record": …}` (the record's JSON form,
/// annotations and all).
pub fn kept_text(record: &Annotated) -> String {
    json!({ "version": VERSION, "record": record.to_json() }).to_string()
}

/// Why a kept recording could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordingError {
    /// Not the format: not JSON, or no `version` or `record`.
    NotTheFormat,
    /// Written by a newer version of the app (its version).
    Newer(u64),
    /// The record in it does not read (the engine's reason).
    Record(RecordError),
}

impl RecordingError {
    /// The error in words, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            RecordingError::NotTheFormat => {
                t(lang, "it is not a recording the Atlas wrote").to_string()
            }
            RecordingError::Newer(v) => tf(
                lang,
                "it was kept by a newer version of the Atlas (format {})",
                &[v],
            ),
            RecordingError::Record(e) => crate::ui::i18n::errors::record_error(lang, e),
        }
    }
}

/// Reads a kept recording's text.
///
/// # Errors
/// Not the format, a newer version's, or a record that does not read.
pub fn read_kept(text: &str) -> Result<Annotated, RecordingError> {
    let v: Value = serde_json::from_str(text).map_err(|_| RecordingError::NotTheFormat)?;
    let version = v
        .get("version")
        .and_then(Value::as_u64)
        .filter(|&n| n >= 1)
        .ok_or(RecordingError::NotTheFormat)?;
    if version > VERSION {
        return Err(RecordingError::Newer(version));
    }
    let record = v.get("record").ok_or(RecordingError::NotTheFormat)?;
    let a = Annotated::from_json(&record.to_string()).map_err(RecordingError::Record)?;
    // Every step plays (or goes on from a position set by hand).
    positions_of(&a).map_err(RecordingError::Record)?;
    Ok(a)
}

/// The positions of `a` at each step, followed quickly and, where a sowing is too long
/// for that, exactly.
///
/// # Errors
/// The first step that does not play.
pub fn positions_of(a: &Annotated) -> Result<Vec<Position>, RecordError> {
    match a.positions(Effort::Quick) {
        Err(e) if e.is_undecided() => a.positions(Effort::Exact),
        r => r,
    }
}

/// A kept recording that could not be read, and where it is now.
#[derive(Clone, Debug, PartialEq)]
pub struct SetAside {
    /// Why it could not be read.
    pub why: RecordingError,
    /// Its text, exactly as it was kept.
    pub text: String,
    /// Where it is now: its set-aside key, or `None` when the browser refused to move it
    /// (it is then left where it was, and nothing is kept over it).
    pub key: Option<String>,
}

/// What the browser kept.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KeptRecording {
    /// The recording, if one was kept and reads.
    pub record: Option<Annotated>,
    /// The kept text that did not read, set aside.
    pub set_aside: Option<SetAside>,
}

impl KeptRecording {
    /// Whether the recording may be kept under [`KEY`]: not when a kept text that did not
    /// read is still there (it would be written over).
    pub fn may_keep(&self) -> bool {
        self.set_aside.as_ref().is_none_or(|s| s.key.is_some())
    }
}

/// The first free set-aside key in `store`.
fn free_key(store: &impl Store) -> String {
    let keys = store.keys();
    (1..)
        .map(|n| match n {
            1 => SET_ASIDE_KEY.to_string(),
            n => format!("{SET_ASIDE_KEY}-{n}"),
        })
        .find(|k| !keys.contains(k))
        .unwrap_or_else(|| SET_ASIDE_KEY.to_string())
}

/// Reads the recording kept in `store`. A text that does not read is moved to a free
/// set-aside key (never over another) and the recorder starts afresh; when the storage
/// refuses to move it, it stays where it is ([`KeptRecording::may_keep`] is then false).
pub fn load(store: &mut impl Store) -> KeptRecording {
    let Some(text) = store.get(KEY) else {
        return KeptRecording::default();
    };
    match read_kept(&text) {
        Ok(record) => KeptRecording {
            record: Some(record),
            set_aside: None,
        },
        Err(why) => {
            let key = free_key(store);
            let moved = store.set(&key, &text).is_ok();
            if moved {
                store.remove(KEY);
            }
            KeptRecording {
                record: None,
                set_aside: Some(SetAside {
                    why,
                    text,
                    key: moved.then_some(key),
                }),
            }
        }
    }
}

/// The recordings set aside in `store`: each key and its text, in the keys' order.
pub fn set_aside_in(store: &impl Store) -> Vec<(String, String)> {
    let mut keys: Vec<String> = store
        .keys()
        .into_iter()
        .filter(|k| k.starts_with(SET_ASIDE_KEY))
        .collect();
    keys.sort();
    keys.into_iter()
        .filter_map(|k| store.get(&k).map(|text| (k, text)))
        .collect()
}
