//! The Learn screen's own part, pure (no Yew, no DOM): which lessons are done (kept in
//! the browser, versioned like the saves). The lessons themselves and their addresses
//! (`#learn=GAME`, `#learn=GAME/N`) are the game model's ([`crate::ui::game::lessons`]);
//! the screen is `view.rs`; a lesson's run is `run.rs`.

pub mod run;

#[cfg(target_arch = "wasm32")]
pub mod view;

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use crate::engine::GameId;
use crate::ui::game::lessons::{self, address::Route};
use crate::ui::platform::kept::{KeptProgress, ProgressError, Words};

/// Where the browser keeps the lessons done.
pub const PROGRESS_KEY: &str = "mancala-atlas.lessons";
/// Where a kept value the app cannot read is set aside (never deleted).
pub const SET_ASIDE_KEY: &str = "mancala-atlas.lessons.set-aside";
/// The format's version.
pub const PROGRESS_VERSION: u64 = 1;

/// The lessons done, by game (kept as the browser stored them: a game or a lesson this
/// app does not know is kept, not dropped).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeMap<String, BTreeSet<usize>>,
}

/// What is said of the lessons' progress.
pub const KEPT_WORDS: Words = Words {
    unreadable: "The lessons done that this browser kept could not be read ({}). They are kept aside, untouched, and the lessons start afresh.",
    newer: "The lessons done were kept by a newer version of the Atlas (format {}). They are kept aside, untouched; this version starts afresh.",
    not_kept: "This browser does not keep the lessons done: they are marked until the page is closed.",
};

/// KeptProgress by the one store of a progress ([`KeptProgress`]: read, set aside, kept).
impl KeptProgress for Progress {
    const KEY: &'static str = PROGRESS_KEY;
    const SET_ASIDE_KEY: &'static str = SET_ASIDE_KEY;
    const VERSION: u64 = PROGRESS_VERSION;
    const WORDS: Words = KEPT_WORDS;

    fn from_json(v: &Value) -> Result<Progress, ProgressError> {
        let bad = ProgressError::Unreadable;
        let done = v
            .get("done")
            .and_then(Value::as_object)
            .ok_or_else(|| bad("no \"done\""))?;
        let mut out = Progress::default();
        for (game, list) in done {
            let list = list
                .as_array()
                .ok_or_else(|| bad("a game's lessons are not a list"))?;
            let mut set = BTreeSet::new();
            for n in list {
                let n = n
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|&n| n >= 1)
                    .ok_or_else(|| bad("a lesson is not a number from 1"))?;
                set.insert(n);
            }
            out.done.insert(game.clone(), set);
        }
        Ok(out)
    }

    fn fields(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("done".into(), serde_json::json!(self.done));
        m
    }
}

impl Progress {
    /// Whether lesson `n` of `game` is done.
    pub fn is_done(&self, game: GameId, n: usize) -> bool {
        self.done.get(game.id()).is_some_and(|s| s.contains(&n))
    }

    /// Marks lesson `n` of `game` done; whether it was not before.
    pub fn mark(&mut self, game: GameId, n: usize) -> bool {
        self.done
            .entry(game.id().to_string())
            .or_default()
            .insert(n)
    }

    /// How many of `game`'s lessons are done.
    pub fn done_count(&self, game: GameId) -> usize {
        let count = lessons::count(game);
        self.done
            .get(game.id())
            .map_or(0, |s| s.iter().filter(|&&n| n <= count).count())
    }

    /// The lesson a route shows: its own, else the first of the game not yet done (the
    /// first when all are).
    pub fn lesson_for(&self, route: Route) -> usize {
        route.lesson.unwrap_or_else(|| {
            (1..=lessons::count(route.game))
                .find(|&n| !self.is_done(route.game, n))
                .unwrap_or(1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::Lang;
    use crate::ui::platform::store::{MemStore, Store};

    #[test]
    fn progress_is_kept_and_read_back() {
        let mut store = MemStore::default();
        let (mut p, e) = Progress::load(&mut store);
        assert_eq!((p.clone(), e), (Progress::default(), None));
        assert!(p.mark(GameId::Katro, 2));
        assert!(!p.mark(GameId::Katro, 2));
        p.mark(GameId::Kiothi, 7);
        p.save(&mut store).unwrap();
        let (back, e) = Progress::load(&mut store);
        assert_eq!(e, None);
        assert_eq!(back, p);
        assert!(back.is_done(GameId::Katro, 2) && !back.is_done(GameId::Katro, 1));
        assert_eq!(back.done_count(GameId::Kiothi), 1);
        assert_eq!(
            store.get(PROGRESS_KEY).unwrap(),
            r#"{"version":1,"done":{"katro":[2],"kiothi":[7]}}"#
        );
        // The first lesson not done, unless the route names one.
        let route = Route {
            game: GameId::Katro,
            lesson: None,
        };
        assert_eq!(back.lesson_for(route), 1);
        assert_eq!(
            back.lesson_for(Route {
                lesson: Some(4),
                ..route
            }),
            4
        );
        let mut all = Progress::default();
        for n in 1..=lessons::lessons(GameId::Hoyito3).len() {
            all.mark(GameId::Hoyito3, n);
        }
        assert_eq!(
            all.lesson_for(Route {
                game: GameId::Hoyito3,
                lesson: None
            }),
            1
        );
    }

    #[test]
    fn what_this_version_does_not_know_is_kept() {
        let text = r#"{"version":1,"done":{"katro":[1,40],"oware":[3]}}"#;
        let p = Progress::read(text).unwrap();
        assert_eq!(p.done_count(GameId::Katro), 1);
        assert_eq!(Progress::read(&p.write()).unwrap(), p);
        assert!(p.write().contains("oware") && p.write().contains("40"));
    }

    /// What is the lessons' own: their fields that do not read (the rest of what is
    /// set aside, newer versions among it, is the one store's: `platform::kept`).
    #[test]
    fn unreadable_progress_is_set_aside_never_lost() {
        let cases = [
            (r#"{"version":1,"done":{"katro":[0]}}"#, "from 1"),
            (r#"{"version":1,"done":{"katro":"1"}}"#, "not a list"),
            (r#"{"version":1}"#, "no \"done\""),
        ];
        for (text, why) in cases {
            let mut store = MemStore::default();
            store.set(PROGRESS_KEY, text).unwrap();
            let (p, e) = Progress::load(&mut store);
            assert_eq!(p, Progress::default());
            let msg = e.unwrap().message(Lang::En, &KEPT_WORDS);
            assert!(msg.contains(why), "{text}: {msg}");
            assert_eq!(store.get(SET_ASIDE_KEY).as_deref(), Some(text));
            assert_eq!(store.get(PROGRESS_KEY), None);
        }
    }
}
