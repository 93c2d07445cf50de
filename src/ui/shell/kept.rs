//! A value the app keeps in the browser under one key, versioned like the saves (the
//! lessons done, the puzzles solved): its text read with the version checked, and a
//! value that does not read set aside, never deleted. Pure (a [`Store`]).

use serde_json::Value;

use crate::ui::i18n::{t, tf, Lang};
use crate::ui::state::save::Store;

/// Why a kept value could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptError {
    /// Not the format (why, a catalog text).
    Unreadable(&'static str),
    /// Written by a newer version of the app (its version).
    Newer(u64),
}

/// The sentences that say what became of a kept value that could not be read (catalog
/// texts: `unreadable` takes the reason, `newer` the version).
pub struct Words {
    /// A value that is not the format.
    pub unreadable: &'static str,
    /// A newer version's value.
    pub newer: &'static str,
}

impl KeptError {
    /// The error in words (`words`: what is kept, and what was done with it).
    pub fn message(self, lang: Lang, words: &Words) -> String {
        match self {
            KeptError::Unreadable(why) => tf(lang, words.unreadable, &[&t(lang, why)]),
            KeptError::Newer(v) => tf(lang, words.newer, &[&v]),
        }
    }
}

/// The JSON of a kept text whose `version` is from 1 to `current`.
///
/// # Errors
/// Not JSON, no version, version 0, or a newer version than `current`.
pub fn versioned(text: &str, current: u64) -> Result<Value, KeptError> {
    let bad = KeptError::Unreadable;
    let v: Value = serde_json::from_str(text).map_err(|_| bad("not JSON"))?;
    let version = v
        .get("version")
        .and_then(Value::as_u64)
        .ok_or(bad("no version"))?;
    if version > current {
        return Err(KeptError::Newer(version));
    }
    if version == 0 {
        return Err(bad("version 0"));
    }
    Ok(v)
}

/// The value kept in `store` under `key` (`read` reads its text), and what was wrong
/// with it: a value that does not read is set aside under `aside` (unless something
/// already is there) and the default starts afresh; nothing is deleted.
pub fn load<T: Default, E>(
    store: &mut impl Store,
    key: &str,
    aside: &str,
    read: impl Fn(&str) -> Result<T, E>,
) -> (T, Option<E>) {
    let Some(text) = store.get(key) else {
        return (T::default(), None);
    };
    match read(&text) {
        Ok(v) => (v, None),
        Err(e) => {
            if store.get(aside).is_none() && store.set(aside, &text).is_ok() {
                store.remove(key);
            }
            (T::default(), Some(e))
        }
    }
}
