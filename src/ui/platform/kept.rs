//! The one store of a progress the app keeps in the browser under one key (the lessons
//! done, the puzzles solved), versioned like the saves. Pure (over a [`Store`]), so that
//! every rule is tested natively once, for every progress:
//!
//! - **read**: the text is JSON with a `version` from 1 to the progress's own
//!   ([`KeptProgress::VERSION`]); then the progress reads its fields ([`KeptProgress::from_json`]),
//!   older versions included;
//! - **set aside, never deleted**: a kept text that does not read (not JSON, no version,
//!   a newer version's, fields that do not read) is moved to the progress's set-aside key,
//!   unless something is there already (then it stays where it is), and the progress
//!   starts afresh; the reader is told ([`Words`]);
//! - **kept**: written as `{"version":…, fields…}` ([`KeptProgress::write`]) under its key;
//! - **changed and kept** ([`KeptProgress::change_and_keep`]): a change made by the reader (a
//!   lesson done, a puzzle solved) is kept at once; when it could not be (the storage
//!   refused it, or this browser keeps nothing here) the reader is told the progress
//!   lasts until the page is closed — except on a kiosk, which keeps nothing on purpose.

use serde_json::{Map, Value};

use super::store::{StorageError, Store};
use crate::ui::i18n::{t, tf, Lang};

/// Why a kept value could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not the format (why, a catalog text).
    Unreadable(&'static str),
    /// Written by a newer version of the app (its version).
    Newer(u64),
}

/// The sentences that say what became of a progress (catalog texts: `unreadable` takes
/// the reason, `newer` the version).
pub struct Words {
    /// A kept value that is not the format: set aside.
    pub unreadable: &'static str,
    /// A newer version's value: set aside.
    pub newer: &'static str,
    /// A change that could not be kept: it lasts until the page is closed.
    pub not_kept: &'static str,
}

impl ProgressError {
    /// The error in words (`words`: what is kept, and what was done with it).
    pub fn message(self, lang: Lang, words: &Words) -> String {
        match self {
            ProgressError::Unreadable(why) => tf(lang, words.unreadable, &[&t(lang, why)]),
            ProgressError::Newer(v) => tf(lang, words.newer, &[&v]),
        }
    }
}

/// The JSON of a kept text whose `version` is from 1 to `current`.
///
/// # Errors
/// Not JSON, no version, version 0, or a newer version than `current`.
fn versioned(text: &str, current: u64) -> Result<Value, ProgressError> {
    let bad = ProgressError::Unreadable;
    let v: Value = serde_json::from_str(text).map_err(|_| bad("not JSON"))?;
    let version = v
        .get("version")
        .and_then(Value::as_u64)
        .ok_or(bad("no version"))?;
    if version > current {
        return Err(ProgressError::Newer(version));
    }
    if version == 0 {
        return Err(bad("version 0"));
    }
    Ok(v)
}

/// A progress changed by the reader ([`KeptProgress::change_and_keep`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changed<T> {
    /// The progress now.
    pub progress: T,
    /// Whether to tell the reader it could not be kept ([`Words::not_kept`]): the
    /// storage refused it or this browser keeps nothing here — never on a kiosk, which
    /// keeps nothing on purpose.
    pub not_kept: bool,
}

/// A progress kept in the browser: its key, its version, its words and its fields; the
/// rest (reading, setting aside, keeping) is the same for every progress.
pub trait KeptProgress: Default + Clone + PartialEq + Sized {
    /// Where it is kept.
    const KEY: &'static str;
    /// Where a kept text that does not read is set aside (never deleted).
    const SET_ASIDE_KEY: &'static str;
    /// The format's version, written; every version from 1 to it is read.
    const VERSION: u64;
    /// What is said of it.
    const WORDS: Words;

    /// Reads a kept value whose version is from 1 to [`KeptProgress::VERSION`] (the whole JSON,
    /// `version` included).
    ///
    /// # Errors
    /// A field that does not read (why, a catalog text).
    fn from_json(v: &Value) -> Result<Self, ProgressError>;

    /// The fields to keep, in order (the `version` is written before them).
    fn fields(&self) -> Map<String, Value>;

    /// Reads a kept text.
    ///
    /// # Errors
    /// Not the format, or a newer version's.
    fn read(text: &str) -> Result<Self, ProgressError> {
        Self::from_json(&versioned(text, Self::VERSION)?)
    }

    /// The text to keep: `{"version":…, fields…}`.
    fn write(&self) -> String {
        let mut all = Map::new();
        all.insert("version".into(), Self::VERSION.into());
        all.extend(self.fields());
        Value::Object(all).to_string()
    }

    /// The progress kept in `store`, and what was wrong with it: a value that does not
    /// read is set aside under [`KeptProgress::SET_ASIDE_KEY`] (unless something already is
    /// there: then it stays where it is) and the progress starts afresh; nothing is
    /// deleted.
    fn load(store: &mut impl Store) -> (Self, Option<ProgressError>) {
        let Some(text) = store.get(Self::KEY) else {
            return (Self::default(), None);
        };
        match Self::read(&text) {
            Ok(v) => (v, None),
            Err(e) => {
                if store.get(Self::SET_ASIDE_KEY).is_none()
                    && store.set(Self::SET_ASIDE_KEY, &text).is_ok()
                {
                    store.remove(Self::KEY);
                }
                (Self::default(), Some(e))
            }
        }
    }

    /// Keeps the progress in `store`.
    ///
    /// # Errors
    /// The storage refused it.
    fn save(&self, store: &mut impl Store) -> Result<(), StorageError> {
        store.set(Self::KEY, &self.write())
    }

    /// `change` made to a copy of the progress and, when it changed anything, the copy
    /// kept in `store` (`None`: this browser keeps nothing here); `kiosk`: the page is a
    /// kiosk, which keeps nothing on purpose and says nothing of it. `None` when
    /// nothing changed (nothing is written).
    fn change_and_keep<S: Store>(
        &self,
        change: impl FnOnce(&mut Self),
        store: Option<&mut S>,
        kiosk: bool,
    ) -> Option<Changed<Self>> {
        let mut now = self.clone();
        change(&mut now);
        if now == *self {
            return None;
        }
        let saved = store.map_or(Err(StorageError::Unavailable), |s| now.save(s));
        Some(Changed {
            progress: now,
            not_kept: saved.is_err() && !kiosk,
        })
    }

    /// What is said when a change could not be kept, in `lang`.
    fn not_kept_message(lang: Lang) -> String {
        t(lang, Self::WORDS.not_kept).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::platform::store::MemStore;

    /// A progress of the tests: a count and a list, version 2, whose version 1 kept the
    /// count alone (`n`).
    #[derive(Clone, Debug, Default, PartialEq, Eq)]
    struct Tally {
        count: u64,
        seen: Vec<String>,
    }

    impl KeptProgress for Tally {
        const KEY: &'static str = "test.tally";
        const SET_ASIDE_KEY: &'static str = "test.tally.set-aside";
        const VERSION: u64 = 2;
        const WORDS: Words = Words {
            unreadable: "The lessons done that this browser kept could not be read ({}). They are kept aside, untouched, and the lessons start afresh.",
            newer: "The lessons done were kept by a newer version of the Atlas (format {}). They are kept aside, untouched; this version starts afresh.",
            not_kept: "This browser does not keep the lessons done: they are marked until the page is closed.",
        };

        fn from_json(v: &Value) -> Result<Tally, ProgressError> {
            let bad = ProgressError::Unreadable;
            let old = v.get("version").and_then(Value::as_u64) == Some(1);
            let count = v
                .get(if old { "n" } else { "count" })
                .and_then(Value::as_u64)
                .ok_or(bad("a lesson is not a number from 1"))?;
            let seen = if old {
                Vec::new()
            } else {
                v.get("seen")
                    .and_then(Value::as_array)
                    .ok_or(bad("no \"done\""))?
                    .iter()
                    .map(|s| s.as_str().map(String::from))
                    .collect::<Option<_>>()
                    .ok_or(bad("a puzzle solved is not an id"))?
            };
            Ok(Tally { count, seen })
        }

        fn fields(&self) -> Map<String, Value> {
            let mut m = Map::new();
            m.insert("count".into(), self.count.into());
            m.insert("seen".into(), self.seen.clone().into());
            m
        }
    }

    /// A store that refuses every write (full, or private browsing).
    #[derive(Default)]
    struct Full(MemStore);

    impl Store for Full {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get(key)
        }
        fn set(&mut self, _: &str, _: &str) -> Result<(), StorageError> {
            Err(StorageError::Refused)
        }
        fn remove(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.0.keys()
        }
    }

    #[test]
    fn a_progress_is_kept_as_versioned_json_and_read_back() {
        let mut store = MemStore::default();
        assert_eq!(Tally::load(&mut store), (Tally::default(), None));
        let t = Tally {
            count: 3,
            seen: vec!["b".into(), "a".into()],
        };
        t.save(&mut store).expect("kept");
        assert_eq!(
            store.get(Tally::KEY).as_deref(),
            Some(r#"{"version":2,"count":3,"seen":["b","a"]}"#)
        );
        assert_eq!(Tally::load(&mut store), (t.clone(), None));
        assert_eq!(Tally::read(&t.write()), Ok(t));
        // An older version's text still reads (the progress reads its own versions).
        store
            .set(Tally::KEY, r#"{"version":1,"n":7}"#)
            .expect("set");
        assert_eq!(
            Tally::load(&mut store),
            (
                Tally {
                    count: 7,
                    seen: vec![]
                },
                None
            )
        );
        assert_eq!(store.get(Tally::SET_ASIDE_KEY), None);
    }

    #[test]
    fn unreadable_or_newer_progress_is_set_aside_never_lost() {
        let cases = [
            ("not json", "not JSON"),
            (r#"{"count":1}"#, "no version"),
            (r#"{"version":0,"count":1}"#, "version 0"),
            (r#"{"version":"1"}"#, "no version"),
            (r#"{"version":2}"#, "from 1"),
            (r#"{"version":2,"count":1}"#, "no \"done\""),
            (r#"{"version":2,"count":1,"seen":[1]}"#, "not an id"),
        ];
        for (text, why) in cases {
            let mut store = MemStore::default();
            store.set(Tally::KEY, text).expect("set");
            let (p, e) = Tally::load(&mut store);
            assert_eq!(p, Tally::default());
            let msg = e.expect("an error").message(Lang::En, &Tally::WORDS);
            assert!(msg.contains(why), "{text}: {msg}");
            assert!(msg.contains("kept aside, untouched"), "{msg}");
            assert_eq!(store.get(Tally::SET_ASIDE_KEY).as_deref(), Some(text));
            assert_eq!(store.get(Tally::KEY), None);
        }
        let mut store = MemStore::default();
        let newer = r#"{"version":3,"count":1}"#;
        store.set(Tally::KEY, newer).expect("set");
        let (p, e) = Tally::load(&mut store);
        assert_eq!((p, e), (Tally::default(), Some(ProgressError::Newer(3))));
        assert!(e
            .expect("an error")
            .message(Lang::En, &Tally::WORDS)
            .contains("newer version of the Atlas (format 3)"));
        // Something already set aside stays; the new unreadable value stays where it is.
        store.set(Tally::KEY, "second").expect("set");
        let (_, e) = Tally::load(&mut store);
        assert!(e.is_some());
        assert_eq!(store.get(Tally::SET_ASIDE_KEY).as_deref(), Some(newer));
        assert_eq!(store.get(Tally::KEY).as_deref(), Some("second"));
        // A storage that refuses to set it aside: it stays where it is, untouched.
        let mut full = Full::default();
        full.0.set(Tally::KEY, "not json").expect("set");
        assert!(Tally::load(&mut full).1.is_some());
        assert_eq!(full.get(Tally::KEY).as_deref(), Some("not json"));
        assert_eq!(full.get(Tally::SET_ASIDE_KEY), None);
    }

    #[test]
    fn the_errors_are_said_in_every_language() {
        for lang in Lang::ALL {
            for e in [
                ProgressError::Unreadable("not JSON"),
                ProgressError::Newer(9),
            ] {
                assert!(!e.message(lang, &Tally::WORDS).is_empty());
            }
            assert!(!Tally::not_kept_message(lang).is_empty());
        }
        assert_ne!(
            ProgressError::Newer(9).message(Lang::Fr, &Tally::WORDS),
            ProgressError::Newer(9).message(Lang::En, &Tally::WORDS)
        );
    }

    #[test]
    fn a_change_is_kept_at_once_or_said_not_kept() {
        let before = Tally::default();
        let add = |t: &mut Tally| t.count += 1;
        // KeptProgress.
        let mut store = MemStore::default();
        let c = before
            .change_and_keep(add, Some(&mut store), false)
            .expect("changed");
        assert_eq!((c.progress.count, c.not_kept), (1, false));
        assert_eq!(Tally::load(&mut store).0, c.progress);
        // Nothing changed: nothing written, nothing said.
        let mut empty = MemStore::default();
        assert_eq!(
            c.progress.change_and_keep(|_| {}, Some(&mut empty), false),
            None
        );
        assert_eq!(empty, MemStore::default());
        // This browser keeps nothing here, or refuses: said.
        let c = before
            .change_and_keep(add, None::<&mut MemStore>, false)
            .expect("changed");
        assert_eq!((c.progress.count, c.not_kept), (1, true));
        let mut full = Full::default();
        let c = before
            .change_and_keep(add, Some(&mut full), false)
            .expect("changed");
        assert!(c.not_kept);
        // A kiosk keeps nothing on purpose: nothing to say.
        let c = before
            .change_and_keep(add, None::<&mut MemStore>, true)
            .expect("changed");
        assert_eq!((c.progress.count, c.not_kept), (1, false));
        assert!(Tally::not_kept_message(Lang::En).contains("until the page is closed"));
    }
}
