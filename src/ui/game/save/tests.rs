//! The saves' tests: every fixture of every version (`tests/data/saves/v*/`), the
//! version 1 and 2 readers, the version 3 round trip, and the storage policy.

use serde_json::{json, Value};

use super::format_tests::game_id;
use super::*;
use crate::ai::Level;
use crate::engine::{GameId, Move, Player, Rules};
use crate::ui::game::prefs::Speed;
use crate::ui::game::session::{IdSource, Mode, SaveId, Session, DEFAULT_LEVEL};

/// Saves written by version 1 of the app (`State::save_json` before version 2): Rio
/// Kadalis with a move taken back, Katro `either` against the computer at the hard
/// level, and Kiothi with both redistributions and partial lifts, left on the start
/// screen.
pub(super) const V1_RIO: &str =
    include_str!("../../../../tests/data/saves/v1/rio-kadalis-taken-back.json");
pub(super) const V1_KATRO: &str =
    include_str!("../../../../tests/data/saves/v1/katro-computer-north.json");
pub(super) const V1_KIOTHI: &str =
    include_str!("../../../../tests/data/saves/v1/kiothi-start-screen.json");
/// A version 1 save whose record does not replay (`q7` is no hole), as the browser
/// test of version 1 wrote it.
pub(super) const V1_BROKEN: &str =
    r#"{"version": 1, "record": {"game": "katro", "moves": ["q7"]}}"#;

pub(super) const NOW: f64 = 1_700_000_000_000.0;

pub(super) fn store_with(pairs: &[(&str, &str)]) -> MemStore {
    MemStore(
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    )
}

pub(super) fn session(game: GameId, moves: usize, ids: &mut IdSource) -> Session {
    let mut s = Session::new_game(
        ids.make(),
        Rules::default_for(game),
        Mode::TwoPlayers,
        DEFAULT_LEVEL,
    );
    let mut rng = crate::engine::Rng::new(moves as u64);
    for _ in 0..moves {
        let (mv, _) = s.position().random_move(&mut rng).expect("a move");
        s.play(mv).expect("legal");
    }
    s
}

#[test]
fn every_v1_save_migrates_with_nothing_lost() {
    for (text, game, moves, at, mode, level, speed) in [
        (
            V1_RIO,
            game_id("rio-kadalis"),
            3,
            2,
            Mode::TwoPlayers,
            Level::Medium,
            Speed::Fast,
        ),
        (
            V1_KATRO,
            game_id("katro"),
            1,
            1,
            Mode::VsComputer {
                computer: Player::North,
            },
            Level::Hard,
            Speed::Normal,
        ),
        (
            V1_KIOTHI,
            game_id("kiothi"),
            5,
            5,
            Mode::TwoPlayers,
            Level::Medium,
            Speed::Step,
        ),
    ] {
        let mut store = store_with(&[(V1_SAVE_KEY, text)]);
        assert_eq!(migrate(&mut store, NOW), vec![]);
        assert_eq!(
            store.get(V1_SAVE_KEY),
            None,
            "the version 1 slot is emptied"
        );
        assert_eq!(store.get(SPEED_KEY).as_deref(), Some(speed.id()));
        let lib = library(&store, NOW);
        assert_eq!(lib.recent.len(), 1);
        let g = &lib.recent[0];
        assert_eq!(g.summary.game, game);
        assert_eq!((g.summary.moves, g.summary.at), (moves, at));
        assert_eq!(g.summary.mode, mode);
        assert!(g.id.as_str().starts_with("v1-"));
        let l = open_game(&mut store, &g.id, NOW)
            .expect("restores")
            .loaded()
            .expect("replays quickly");
        assert_eq!(
            (l.line.len(), l.at, l.mode, l.level),
            (moves, at, mode, level)
        );
        let v1: Value = serde_json::from_str(text).expect("json");
        let want: Vec<String> = v1["record"]["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .map(|m| m.as_str().expect("a move").to_string())
            .collect();
        let got: Vec<String> = l.line.iter().map(Move::to_string).collect();
        assert_eq!(got, want, "every move of the main line is kept");
        assert_eq!(
            l.game.record().rules.options_json(),
            v1["record"]["options"]
        );
        // An old tab writing the same slot again: still one game, as it went on.
        store.0.insert(V1_SAVE_KEY.into(), text.into());
        assert_eq!(migrate(&mut store, NOW + 1.0), vec![]);
        assert_eq!(library(&store, NOW).recent.len(), 1);
    }
}

#[test]
fn a_v1_save_that_does_not_restore_is_set_aside_and_a_second_never_overwrites_it() {
    let mut store = store_with(&[(V1_SAVE_KEY, V1_BROKEN), (V1_SET_ASIDE_KEY, "{old")]);
    let failures = migrate(&mut store, NOW);
    assert_eq!(failures.len(), 1);
    assert!(matches!(
        failures[0],
        (SaveError::Record(_), Whereabouts::SetAside)
    ));
    assert_eq!(store.get(V1_SAVE_KEY), None);
    assert_eq!(store.get(V1_SET_ASIDE_KEY), None);
    let lib = library(&store, NOW);
    assert_eq!(
        lib.set_aside.len(),
        2,
        "the v1 set-aside slot is listed too"
    );
    let broken = lib
        .set_aside
        .iter()
        .find(|s| s.text == V1_BROKEN)
        .expect("listed with its text");
    assert_eq!(broken.from, V1_SAVE_KEY);
    assert!(matches!(broken.problem, Some(SaveError::Record(_))));
    // A second broken save: both are kept.
    let second = V1_BROKEN.replace("q7", "q8");
    store.0.insert(V1_SAVE_KEY.into(), second.clone());
    assert_eq!(migrate(&mut store, NOW + 5.0).len(), 1);
    let lib = library(&store, NOW);
    assert_eq!(lib.set_aside.len(), 3);
    assert!(lib.set_aside.iter().any(|s| s.text == V1_BROKEN));
    assert!(lib.set_aside.iter().any(|s| s.text == second));
    assert_eq!(lib.set_aside[0].text, second, "the latest first");
    // Not JSON at all: set aside with where the reading stopped.
    let mut store = store_with(&[(V1_SAVE_KEY, "{not json")]);
    let failures = migrate(&mut store, NOW);
    assert!(matches!(
        failures[0],
        (
            SaveError::NotJson { line: 1, column: 2 },
            Whereabouts::SetAside
        )
    ));
}

#[test]
fn a_save_of_a_newer_version_is_listed_and_never_touched() {
    // One version beyond this app's.
    let newer = &format!(
        r#"{{"version":{},"id":"x-1","record":{{}},"decisions":[]}}"#,
        SAVE_VERSION + 1
    );
    let newer = newer.as_str();
    let key = format!("{GAME_PREFIX}x-1");
    let mut store = store_with(&[(V1_SAVE_KEY, newer), (&key, newer)]);
    assert_eq!(migrate(&mut store, NOW), vec![]);
    assert_eq!(store.get(V1_SAVE_KEY).as_deref(), Some(newer));
    assert_eq!(store.get(&key).as_deref(), Some(newer));
    let lib = library(&store, NOW);
    assert_eq!(lib.newer.len(), 2);
    assert!(lib
        .newer
        .iter()
        .all(|n| n.version == SAVE_VERSION + 1 && n.text == newer));
    assert!(lib.recent.is_empty());
    let id = SaveId::parse("x-1").expect("an id");
    assert_eq!(
        open_game(&mut store, &id, NOW).map(|_| ()),
        Err(OpenError::Failed(
            SaveError::Newer(SAVE_VERSION + 1),
            Whereabouts::Untouched
        ))
    );
    assert_eq!(store.get(&key).as_deref(), Some(newer), "still untouched");
    // Writing the game of that id is refused as another tab's.
    let mut ids = IdSource::new("t");
    let mut s = session(game_id("hoyito-3"), 1, &mut ids);
    s.id = id;
    assert_eq!(write_game(&mut store, &s, 0, NOW), Ok(Written::Conflict));
    assert_eq!(store.get(&key).as_deref(), Some(newer));
}

#[test]
fn a_save_round_trips_and_reads_its_summary() {
    let mut ids = IdSource::new("t");
    let mut s = session(game_id("rio-kadalis"), 3, &mut ids);
    assert!(s.undo());
    let text = save_text(&s, NOW);
    let saved = read(&text, NOW).expect("reads");
    assert_eq!(
        (saved.id.clone(), saved.revision),
        (s.id.clone(), s.revision)
    );
    assert_eq!(saved.summary, Some(Summary::of_session(&s)));
    assert_eq!(
        saved.summary.as_ref().and_then(|x| x.standing),
        Some(Standing::ToMove(s.position().to_move()))
    );
    let l = restore(&saved).expect("replays");
    assert_eq!(l.line, s.line());
    assert_eq!(l.at, 2);
    let back = Session::from_loaded(&l);
    assert_eq!(back.position(), s.position());
    assert_eq!((back.revision, back.base), (s.revision, s.revision));
    // What is wrong is said, as data.
    assert_eq!(read("[1]", NOW), Err(SaveError::NotAnObject));
    assert_eq!(read("{}", NOW), Err(SaveError::NoVersion));
    assert_eq!(
        read(&text.replace("\"id\":", "\"di\":"), NOW),
        Err(SaveError::Missing("id"))
    );
    let broken = text.replace("\"moves\":[", "\"moves\":[\"q9\",");
    assert!(matches!(open(&broken, NOW), Err(SaveError::Record(_))));
    // An `ended` part that does not hold together is not read (the save is set aside
    // with the reason); one that does is kept.
    let with = |ended: Value| {
        let mut v: Value = serde_json::from_str(&text).expect("json");
        v["ended"] = ended;
        v.to_string()
    };
    let at = s.line().len();
    let good = json!({"by": "resignation", "resigned": "north", "winner": "south", "at": at});
    assert!(read(&with(good), NOW).is_ok_and(|g| g.ended.is_some()));
    let bad = json!({"by": "resignation", "resigned": "north", "winner": "north", "at": at});
    assert_eq!(read(&with(bad), NOW), Err(SaveError::Invalid("ended")));
    let beyond = json!({"by": "agreement", "winner": null, "at": at + 5});
    assert_eq!(read(&with(beyond), NOW), Err(SaveError::Invalid("ended")));
    // A level this app does not know: the default.
    let odd = text.replace("\"medium\"", "\"grandmaster\"");
    assert_eq!(read(&odd, NOW).map(|s| s.level), Ok(DEFAULT_LEVEL));
    // A finished game says its result (in a version 2 summary).
    let over = summary_v2(&json!({"game":"katro","moves":9,"at":9,
        "result":{"winner":"north","score":[10,22]}}));
    assert_eq!(
        over.and_then(|s| s.standing),
        Some(Standing::Won {
            winner: Player::North,
            score: [10, 22],
            unit: None,
        })
    );
}

#[test]
fn a_tab_writes_only_over_the_revision_it_started_from() {
    let mut ids = IdSource::new("a");
    let mut store = MemStore::default();
    let mut a = session(game_id("hoyito-3"), 1, &mut ids);
    assert_eq!(write_game(&mut store, &a, 0, NOW), Ok(Written::Saved));
    let saved = a.revision;
    // Tab B restored the same game and played on.
    let loaded = open_game(&mut store, &a.id, NOW).expect("restores");
    let mut b = Session::from_loaded(&loaded.loaded().expect("replays quickly"));
    let mv = b.position().legal_moves()[0];
    b.play(mv).expect("legal");
    assert_eq!(write_game(&mut store, &b, saved, NOW), Ok(Written::Saved));
    // Tab A plays on from the revision it saved: it must not overwrite B's move.
    let mv = a.position().legal_moves()[1];
    a.play(mv).expect("legal");
    let before = store.get(&game_key(&a.id));
    assert_eq!(
        write_game(&mut store, &a, saved, NOW),
        Ok(Written::Conflict)
    );
    assert_eq!(store.get(&game_key(&a.id)), before, "B's save is kept");
    // A goes on as a new game: both are kept.
    a.fork(ids.make());
    assert_eq!(write_game(&mut store, &a, a.base, NOW), Ok(Written::Saved));
    assert_eq!(library(&store, NOW).recent.len(), 2);
    // A game with no move is saved (a reload finds it) but not listed, and goes when
    // another game is first saved.
    let empty = session(game_id("katro"), 0, &mut ids);
    assert_eq!(write_game(&mut store, &empty, 0, NOW), Ok(Written::Saved));
    assert_eq!(pick(&store, Some(&empty.id), NOW), Some(empty.id.clone()));
    assert_eq!(library(&store, NOW).recent.len(), 2);
    let next = session(game_id("katro"), 1, &mut ids);
    write_game(&mut store, &next, 0, NOW).expect("saved");
    // Its tab, reloaded, opens the latest game instead.
    let latest = library(&store, NOW).recent.first().map(|g| g.id.clone());
    assert!(latest.is_some());
    assert_eq!(pick(&store, Some(&empty.id), NOW), latest);
    assert_eq!(library(&store, NOW).recent.len(), 3);
}

#[test]
fn only_the_most_recent_games_are_kept() {
    let mut ids = IdSource::new("p");
    let mut store = MemStore::default();
    let mut first = None;
    for k in 0..(RECENT_GAMES + 3) {
        let s = session(game_id("hoyito-3"), 1, &mut ids);
        first.get_or_insert_with(|| s.id.clone());
        write_game(&mut store, &s, 0, NOW + k as f64).expect("saved");
    }
    let lib = library(&store, NOW);
    assert_eq!(lib.recent.len(), RECENT_GAMES);
    assert!(lib.recent.iter().all(|g| Some(&g.id) != first.as_ref()));
    assert!(lib.recent[0].saved > lib.recent[1].saved, "newest first");
}

#[test]
fn set_aside_games_restore_once_they_replay_and_games_delete() {
    let mut ids = IdSource::new("s");
    let good = save_text(&session(game_id("katro"), 2, &mut ids), NOW);
    let mut store = MemStore::default();
    let id = set_aside(&mut store, "somewhere", &good, NOW).expect("kept");
    let lib = library(&store, NOW);
    assert_eq!(lib.set_aside[0].problem, None, "it restores now");
    let l = restore_set_aside(&mut store, &id, NOW)
        .expect("stored")
        .expect("restores")
        .loaded()
        .expect("replays quickly");
    assert_eq!(l.line.len(), 2);
    let lib = library(&store, NOW);
    assert!(lib.set_aside.is_empty());
    assert_eq!(lib.recent.len(), 1);
    assert_eq!(lib.recent[0].id, l.id);
    assert!(delete_game(&mut store, &l.id));
    assert!(!delete_game(&mut store, &l.id), "deleted once");
    assert!(library(&store, NOW).recent.is_empty());
    assert_eq!(
        open_game(&mut store, &l.id, NOW).map(|_| ()),
        Err(OpenError::Gone)
    );
    // One that does not replay stays listed, with its reason.
    let bad = set_aside(&mut store, "x", V1_BROKEN, NOW).expect("kept");
    assert!(matches!(
        restore_set_aside(&mut store, &bad, NOW),
        Ok(Err(SaveError::Record(_)))
    ));
    assert_eq!(library(&store, NOW).set_aside.len(), 1);
}

#[test]
fn a_tab_opens_its_own_game_and_a_new_tab_the_latest() {
    let mut ids = IdSource::new("q");
    let mut store = MemStore::default();
    let old = session(game_id("katro"), 1, &mut ids);
    let new = session(game_id("kiothi"), 1, &mut ids);
    write_game(&mut store, &old, 0, NOW).expect("saved");
    write_game(&mut store, &new, 0, NOW + 1.0).expect("saved");
    assert_eq!(pick(&store, None, NOW), Some(new.id.clone()));
    assert_eq!(pick(&store, Some(&old.id), NOW), Some(old.id.clone()));
    // A tab whose game is gone (deleted elsewhere) opens the latest, as a new tab.
    let other = ids.make();
    assert_eq!(pick(&store, Some(&other), NOW), Some(new.id.clone()));
}
