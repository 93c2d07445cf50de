//! The saves' tests, continued (`tests.rs` has the storage policy's): a save that needs a
//! long sowing decided, every fixture of every version (`tests/data/saves/v*/`) read and
//! compared, the version 3 format read strictly, annotated records kept.

use serde_json::{json, Value};

use super::format::parse_object;
use super::*;
use crate::ai::Level;
use crate::engine::{Effort, Game, GameId, Player, Record};
use crate::ui::game::ending::Ending;
use crate::ui::game::prefs::Speed;
use crate::ui::game::session::{IdSource, Mode, SaveId, Session};

use super::tests::{session, store_with, NOW, V1_KATRO, V1_KIOTHI, V1_RIO};

#[test]
fn a_save_that_needs_a_long_sowing_decided_is_never_set_aside_for_it() {
    // A record whose last move the quick pass cannot decide (the app never saves such
    // a move; a save from elsewhere might hold one, or a start that needs one).
    let f = crate::ui::game::testing::quick_long();
    let mut record = f.record.clone();
    record.moves.push(f.mv);
    let saved = |id: &str| {
        let mut m = parse_object(&save_text(
            &session(game_id("kiothi"), 0, &mut IdSource::new("u")),
            NOW,
        ))
        .expect("an object");
        m.insert("id".into(), json!(id));
        m.insert("record".into(), record.to_json());
        m.remove("summary");
        Value::Object(m).to_string()
    };
    let u1 = SaveId::parse("u-1").expect("an id");
    let mut store = store_with(&[(&game_key(&u1), &saved("u-1"))]);
    assert_eq!(migrate(&mut store, NOW), vec![], "not broken");
    match open_game(&mut store, &u1, NOW) {
        Ok(Restored::Undecided(s)) => assert_eq!(s.record, record),
        other => panic!("{other:?}"),
    }
    assert!(store.get(&game_key(&u1)).is_some(), "kept where it was");
    assert_eq!(library(&store, NOW).recent.len(), 1);
    // Set aside by an older version: listed as restorable, and restored as a game.
    let text = saved("u-2");
    let id = set_aside(&mut store, "elsewhere", &text, NOW).expect("kept");
    let lib = library(&store, NOW);
    assert_eq!(lib.set_aside[0].problem, None, "it restores (once decided)");
    match restore_set_aside(&mut store, &id, NOW) {
        Ok(Ok(Restored::Undecided(s))) => {
            assert!(s.id.as_str().starts_with("r-"));
            assert!(store.get(&game_key(&s.id)).is_some(), "saved as a game");
        }
        other => panic!("{other:?}"),
    }
    assert!(library(&store, NOW).set_aside.is_empty());
    // A version 1 save that needs one is migrated as it is.
    let v1 = format!(
        r#"{{"version":1,"record":{},"at":13,"mode":"two-players"}}"#,
        record.to_json()
    );
    let mut store = store_with(&[(V1_SAVE_KEY, &v1)]);
    assert_eq!(migrate(&mut store, NOW), vec![]);
    assert_eq!(store.get(V1_SAVE_KEY), None);
    let lib = library(&store, NOW);
    assert_eq!(lib.recent.len(), 1);
    assert!(matches!(
        open_game(&mut store, &lib.recent[0].id, NOW),
        Ok(Restored::Undecided(_))
    ));
}
/// A game by its id.
pub(super) fn game_id(id: &str) -> GameId {
    id.parse().expect("a game")
}

/// A game of fixture `name`: its version 2 save's record (rules, set-up position, moves)
/// played move by move in a new session, in `mode` at `level`.
pub(super) fn fixture_game(ids: &mut IdSource, name: &str, mode: Mode, level: Level) -> Session {
    let (_, text) = V2.iter().find(|f| f.0 == name).expect("a fixture");
    let v: Value = serde_json::from_str(text).expect("json");
    let r = Record::from_json(&v["record"].to_string()).expect("a record");
    let start = match r.setup {
        Some(p) => Game::new(p),
        None => Game::from_rules(r.rules),
    };
    let mut s = Session::from_game(ids.make(), start, Vec::new(), 0, mode, level);
    for mv in r.moves {
        s.play(mv).expect("legal");
    }
    s
}

/// The games of the save fixtures (`tests/data/saves/v*/NAME.json`), by name: every
/// mode, level, a game with options, one set up from a position, a finished one, a
/// resigned one, an agreed draw, long sowings decided, moves taken back, no move. (Their
/// moves were played at random, seeded, by the app of version 2, which wrote them.)
pub(super) fn fixture_sessions() -> Vec<(&'static str, Session)> {
    let mut ids = IdSource::new("fx");
    let mut out = Vec::new();
    let north = Mode::VsComputer {
        computer: Player::North,
    };
    let south = Mode::VsComputer {
        computer: Player::South,
    };
    for (name, mode, level) in [
        // Katro on two rows a side, either direction, against the computer (North).
        ("katro-options-computer-north", north, Level::Hard),
        // Rio Kadalis, two players, a move taken back below (Redo waits).
        ("rio-kadalis-taken-back", Mode::TwoPlayers, Level::Medium),
        // Played to their ends.
        ("hoyito-3-finished", Mode::ComputerVsComputer, Level::Expert),
        (
            "rio-kadalis-finished-computer-south",
            south,
            Level::Beginner,
        ),
        // By correspondence, both sides.
        (
            "hoyito-3-correspondence-south",
            Mode::Correspondence { you: Player::South },
            Level::Medium,
        ),
        (
            "hoyito-3-correspondence-north",
            Mode::Correspondence { you: Player::North },
            Level::Medium,
        ),
        // Ended by the players below.
        ("katro-resigned", Mode::TwoPlayers, Level::Easy),
        ("kiothi-draw-agreed", Mode::TwoPlayers, Level::Medium),
    ] {
        let mut s = fixture_game(&mut ids, name, mode, level);
        match name {
            "rio-kadalis-taken-back" => assert!(s.undo()),
            "katro-resigned" => s.conclude(Ending::Resigned { by: Player::South }),
            "kiothi-draw-agreed" => s.conclude(Ending::DrawAgreed),
            _ => {}
        }
        if name.contains("finished") {
            assert!(s.position().is_over(), "{name}");
        }
        out.push((name, s));
    }
    // Kiothi with a long sowing decided exactly (the decisions kept in the record).
    let f = crate::ui::game::testing::quick_long();
    let mut g = f.record.replay(Effort::Exact).expect("replays");
    // Endless: refused, and known from now on.
    assert!(g.play(&f.mv, Effort::Exact).is_err());
    assert!(!g.record().decisions.is_empty());
    let line = f.record.moves.clone();
    let at = line.len();
    let s = Session::from_game(ids.make(), g, line, at, Mode::TwoPlayers, Level::Medium);
    out.push(("kiothi-long-sowing-decided", s));
    // Hoyito III set up from a position (a figure's, a link's), then played on.
    let s = fixture_game(
        &mut ids,
        "hoyito-3-set-up-position",
        Mode::TwoPlayers,
        Level::Medium,
    );
    assert!(s.line_record().setup.is_some());
    out.push(("hoyito-3-set-up-position", s));
    // Kiothi, started and left before its first move.
    let s = fixture_game(&mut ids, "kiothi-no-move", Mode::TwoPlayers, Level::Medium);
    out.push(("kiothi-no-move", s));
    out
}

/// The fixtures of version `$v` (`tests/data/saves/$v/NAME.json`), by name.
macro_rules! fixtures {
    ($v:literal: $($name:literal),* $(,)?) => {
        [$((
            $name,
            include_str!(concat!("../../../../tests/data/saves/", $v, "/", $name, ".json")),
        )),*]
    };
}

/// Saves written by version 2 of the app (`save_text` before version 3), of the games of
/// [`fixture_sessions`].
pub(super) const V2: [(&str, &str); 11] = fixtures!("v2":
    "katro-options-computer-north",
    "rio-kadalis-taken-back",
    "hoyito-3-finished",
    "rio-kadalis-finished-computer-south",
    "hoyito-3-correspondence-south",
    "hoyito-3-correspondence-north",
    "katro-resigned",
    "kiothi-draw-agreed",
    "kiothi-long-sowing-decided",
    "hoyito-3-set-up-position",
    "kiothi-no-move",
);

/// The same games written by this version ([`write_v3_fixtures`]).
pub(super) const V3: [(&str, &str); 11] = fixtures!("v3":
    "katro-options-computer-north",
    "rio-kadalis-taken-back",
    "hoyito-3-finished",
    "rio-kadalis-finished-computer-south",
    "hoyito-3-correspondence-south",
    "hoyito-3-correspondence-north",
    "katro-resigned",
    "kiothi-draw-agreed",
    "kiothi-long-sowing-decided",
    "hoyito-3-set-up-position",
    "kiothi-no-move",
);

/// Saves written by version 1 of the app.
pub(super) const V1: [(&str, &str); 3] = [
    ("rio-kadalis-taken-back", V1_RIO),
    ("katro-computer-north", V1_KATRO),
    ("kiothi-start-screen", V1_KIOTHI),
];

/// Writes the fixtures of this version from [`fixture_sessions`] (run by hand when the
/// format changes: `cargo test --lib save::tests::write_v3_fixtures -- --ignored`; the
/// fixtures of earlier versions are never rewritten).
#[test]
#[ignore]
fn write_v3_fixtures() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/saves/v3");
    std::fs::create_dir_all(dir).expect("a folder");
    for (name, s) in fixture_sessions() {
        std::fs::write(format!("{dir}/{name}.json"), save_text(&s, NOW) + "\n").expect("written");
    }
}

#[test]
fn every_fixture_of_every_version_loads() {
    let all = V1
        .iter()
        .map(|f| (1, f))
        .chain(V2.iter().map(|f| (2, f)))
        .chain(V3.iter().map(|f| (3, f)));
    for (v, (name, text)) in all {
        assert_eq!(version_of(text), Some(v), "{name}");
        let saved = read(text, NOW).unwrap_or_else(|e| panic!("v{v} {name}: {e:?}"));
        let l = restore(&saved).unwrap_or_else(|e| panic!("v{v} {name}: {e:?}"));
        assert_eq!(l.line.len(), saved.record.moves.len(), "v{v} {name}");
        // Opened from the storage as the app does: restored, never set aside.
        let key = if v == 1 {
            V1_SAVE_KEY.to_string()
        } else {
            game_key(&saved.id)
        };
        let mut store = store_with(&[(&key, text)]);
        assert_eq!(migrate(&mut store, NOW), vec![], "v{v} {name}");
        let id = if v == 1 {
            library(&store, NOW).recent[0].id.clone()
        } else {
            saved.id.clone()
        };
        assert!(
            matches!(open_game(&mut store, &id, NOW), Ok(Restored::Replayed(_))),
            "v{v} {name}"
        );
    }
    // Every file in the fixtures' folders is one of the above (none forgotten).
    #[cfg(not(target_arch = "wasm32"))]
    for (v, names) in [
        ("v1", V1.map(|f| f.0).to_vec()),
        ("v2", V2.map(|f| f.0).to_vec()),
        ("v3", V3.map(|f| f.0).to_vec()),
    ] {
        let dir = format!("{}/tests/data/saves/{v}", env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .expect("the fixtures' folder")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .collect();
        files.sort();
        let mut want: Vec<String> = names.iter().map(|n| format!("{n}.json")).collect();
        want.sort();
        assert_eq!(files, want, "{dir}");
    }
}

#[test]
fn each_version_2_fixture_reads_to_the_same_game_as_its_version_3_fixture() {
    for ((name, v2), (name3, v3)) in V2.iter().zip(V3.iter()) {
        assert_eq!(name, name3);
        assert_eq!(read(v2, NOW), read(v3, NOW), "{name}");
    }
}

#[test]
fn the_fixtures_are_the_games_this_version_writes_and_a_save_round_trips() {
    let sessions = fixture_sessions();
    assert_eq!(sessions.len(), V3.len());
    for ((name, s), ((_, v2), (_, v3))) in sessions.iter().zip(V2.iter().zip(V3.iter())) {
        let text = save_text(s, NOW);
        assert_eq!(text, v3.trim_end(), "{name}: written as its fixture");
        assert_eq!(version_of(&text), Some(SAVE_VERSION));
        // Read back: equal, in every part, to the game saved (and to the version 2 save).
        let saved = read(&text, NOW).expect("reads");
        let want = SavedGame {
            id: s.id.clone(),
            revision: s.revision,
            saved: NOW,
            record: s.line_record(),
            at: s.ply(),
            mode: s.mode,
            level: s.level,
            summary: Some(Summary::of_session(s)),
            ended: s.ended,
            notes: Default::default(),
        };
        assert_eq!(saved, want, "{name}");
        assert_eq!(read(v2, NOW).as_ref(), Ok(&want), "{name}: version 2");
        // Restored: the same session, which writes the same text.
        let back = Session::from_loaded(&restore(&saved).expect("replays"));
        assert_eq!(back.position(), s.position(), "{name}");
        assert_eq!(back.line(), s.line(), "{name}");
        assert_eq!(
            (back.mode, back.level, back.ended),
            (s.mode, s.level, s.ended)
        );
        assert_eq!((back.revision, back.base), (s.revision, s.revision));
        assert_eq!(back.game().decisions(), s.game().decisions(), "{name}");
        assert_eq!(save_text(&back, NOW), text, "{name}");
    }
}

#[test]
fn a_version_3_save_is_read_strictly_and_says_which_part_is_wrong() {
    let (_, text) = V3[0];
    let with = |change: &dyn Fn(&mut Value)| {
        let mut v: Value = serde_json::from_str(text).expect("json");
        change(&mut v);
        read(&v.to_string(), NOW)
    };
    assert!(with(&|_| {}).is_ok());
    assert_eq!(
        with(&|v| v["colour"] = json!("red")),
        Err(SaveError::Unknown("colour".into()))
    );
    assert_eq!(
        with(&|v| v["summary"]["colour"] = json!("red")),
        Err(SaveError::Invalid("summary"))
    );
    assert_eq!(
        with(&|v| v["revision"] = json!("7")),
        Err(SaveError::Invalid("revision"))
    );
    assert_eq!(
        with(&|v| v["mode"] = json!("three-players")),
        Err(SaveError::Invalid("mode"))
    );
    assert_eq!(
        with(&|v| v["id"] = json!("a b")),
        Err(SaveError::Invalid("id"))
    );
    assert_eq!(
        with(&|v| v["at"] = json!(99)),
        Err(SaveError::Invalid("at"))
    );
    assert_eq!(
        with(&|v| v["summary"]["at"] = json!(99)),
        Err(SaveError::Invalid("summary"))
    );
    assert_eq!(
        with(&|v| {
            v.as_object_mut().and_then(|m| m.remove("saved"));
        }),
        Err(SaveError::Missing("saved"))
    );
    assert_eq!(
        with(&|v| {
            v.as_object_mut().and_then(|m| m.remove("record"));
        }),
        Err(SaveError::Missing("record"))
    );
    // A missing part is said before an unknown one (a renamed part is missing).
    assert_eq!(
        with(&|v| {
            let m = v.as_object_mut().expect("an object");
            let at = m.remove("at").expect("at");
            m.insert("ta".into(), at);
        }),
        Err(SaveError::Missing("at"))
    );
    assert!(matches!(
        with(&|v| v["record"]["moves"] = json!(["z"])),
        Err(SaveError::Record(_))
    ));
    // The parts that may be left out.
    let bare = with(&|v| {
        let m = v.as_object_mut().expect("an object");
        m.remove("summary");
        m.remove("ended");
    });
    assert_eq!(bare.map(|s| s.summary), Ok(None));
    // The standings as the format's documentation writes them.
    for (standing, want) in [
        (json!({"to_move": "south"}), Standing::ToMove(Player::South)),
        (
            json!({"won": {"winner": "north", "score": [20, 28], "unit": "fours"}}),
            Standing::Won {
                winner: Player::North,
                score: [20, 28],
                unit: Some(crate::ui::game::ScoreUnit::Fours),
            },
        ),
        (
            json!({"drawn": {"score": [24, 24]}}),
            Standing::Drawn {
                score: [24, 24],
                unit: None,
            },
        ),
        (
            json!({"resigned": "south"}),
            Standing::Ended(Ending::Resigned { by: Player::South }),
        ),
        (json!("draw_agreed"), Standing::Ended(Ending::DrawAgreed)),
    ] {
        let got = with(&|v| v["summary"]["standing"] = standing.clone());
        assert_eq!(
            got.map(|s| s.summary.and_then(|s| s.standing)),
            Ok(Some(want))
        );
    }
    assert_eq!(
        with(&|v| v["summary"]["standing"] =
            json!({"won": {"winner": "north", "score": [1, 2], "by": 1}})),
        Err(SaveError::Invalid("summary"))
    );
}

#[test]
fn a_malformed_save_is_an_error_never_a_panic_and_is_never_deleted() {
    // Every cut of every fixture, of every version: read (an error or a game), no panic.
    for (_, text) in V1.iter().chain(&V2).chain(&V3) {
        for cut in 0..text.len() {
            if text.is_char_boundary(cut) {
                let _ = read(&text[..cut], NOW);
            }
        }
    }
    // A save cut short in the storage is set aside with its reason, its text kept.
    let (_, text) = V3[1];
    let saved = read(text, NOW).expect("reads");
    let cut = &text[..text.len() / 2];
    let key = game_key(&saved.id);
    let mut store = store_with(&[(&key, cut)]);
    assert!(matches!(
        open_game(&mut store, &saved.id, NOW),
        Err(OpenError::Failed(
            SaveError::NotJson { .. },
            Whereabouts::SetAside
        ))
    ));
    let lib = library(&store, NOW);
    assert_eq!(lib.set_aside.len(), 1);
    assert_eq!(lib.set_aside[0].text, cut, "kept exactly");
    assert_eq!(lib.set_aside[0].from, key);
}

#[test]
fn a_revision_beyond_the_integers_json_carries_exactly_is_not_valid_and_set_aside() {
    let with = |text: &str, revision: u64| {
        let mut v: Value = serde_json::from_str(text).expect("json");
        v["revision"] = json!(revision);
        v.to_string()
    };
    let (_, v3) = V3[1];
    let (_, v2) = V2[1];
    for text in [v3, v2] {
        for revision in [u64::MAX, 1 << 53] {
            assert_eq!(
                read(&with(text, revision), NOW),
                Err(SaveError::Invalid("revision")),
                "{revision}"
            );
        }
        let highest = (1 << 53) - 1;
        assert_eq!(
            read(&with(text, highest), NOW).map(|s| s.revision),
            Ok(highest)
        );
    }
    // In the storage: set aside with the reason, its text kept exactly.
    let saved = read(v3, NOW).expect("reads");
    let key = game_key(&saved.id);
    let text = with(v3, u64::MAX);
    let mut store = store_with(&[(&key, &text)]);
    assert!(matches!(
        open_game(&mut store, &saved.id, NOW),
        Err(OpenError::Failed(
            SaveError::Invalid("revision"),
            Whereabouts::SetAside
        ))
    ));
    let lib = library(&store, NOW);
    assert_eq!(lib.set_aside.len(), 1);
    assert_eq!(lib.set_aside[0].text, text, "kept exactly");
}

#[test]
fn a_game_saved_by_version_2_is_kept_as_it_is_until_saved_again_in_version_3() {
    let (_, v2) = V2[1];
    let saved = read(v2, NOW).expect("reads");
    let key = game_key(&saved.id);
    let mut store = store_with(&[(&key, v2)]);
    assert_eq!(migrate(&mut store, NOW), vec![]);
    assert_eq!(
        store.get(&key).as_deref(),
        Some(v2),
        "not rewritten on load"
    );
    let loaded = open_game(&mut store, &saved.id, NOW)
        .expect("restores")
        .loaded()
        .expect("replays quickly");
    let mut s = Session::from_loaded(&loaded);
    let mv = s.position().legal_moves()[0];
    s.play(mv).expect("legal");
    assert_eq!(
        write_game(&mut store, &s, saved.revision, NOW),
        Ok(Written::Saved)
    );
    let now = store.get(&key).expect("saved");
    assert_eq!(version_of(&now), Some(SAVE_VERSION));
    assert_eq!(read(&now, NOW).map(|g| g.revision), Ok(s.revision));
    // Another revision there is another tab's, whatever its version.
    assert_eq!(
        write_game(&mut store, &s, saved.revision, NOW),
        Ok(Written::Conflict)
    );
}

#[test]
fn a_set_aside_entry_keeps_the_text_exactly() {
    let mut store = MemStore::default();
    let text = "{\"version\": 1, \"record\": \u{e9}";
    let id = set_aside(&mut store, "somewhere", text, NOW).expect("kept");
    let entry: Value =
        serde_json::from_str(&store.get(&set_aside_key(&id)).expect("there")).expect("json");
    assert_eq!(
        entry,
        json!({"version": SAVE_VERSION, "set_aside": NOW, "from": "somewhere", "text": text})
    );
    let lib = library(&store, NOW);
    assert_eq!(
        (
            lib.set_aside[0].when,
            lib.set_aside[0].from.as_str(),
            lib.set_aside[0].text.as_str()
        ),
        (NOW, "somewhere", text)
    );
    // Not an entry (an older app's slot): the whole text is the save.
    store
        .0
        .insert(format!("{SET_ASIDE_PREFIX}x-1"), "[1]".into());
    let lib = library(&store, NOW);
    assert!(lib
        .set_aside
        .iter()
        .any(|s| s.text == "[1]" && s.when == 0.0));
}

#[test]
fn the_ended_part_is_written_as_in_version_2_and_read_only_when_it_holds() {
    let read = |v: Value, moves: usize| {
        serde_json::from_value::<EndedV3>(v)
            .ok()
            .and_then(|e| e.conclusion(moves))
    };
    for (ending, written) in [
        (
            Ending::Resigned { by: Player::North },
            json!({"by": "resignation", "resigned": "north", "winner": "south", "at": 7}),
        ),
        (
            Ending::DrawAgreed,
            json!({"by": "agreement", "winner": null, "at": 7}),
        ),
    ] {
        let c = crate::ui::game::Conclusion { ending, at: 7 };
        let v3 = serde_json::to_value(EndedV3::of(c)).expect("serializes");
        assert_eq!(v3, written, "{ending:?}");
        assert_eq!(read(v3.clone(), 7), Some(c));
        assert_eq!(read(v3, 6), None, "beyond the moves");
    }
    // A winner that contradicts the resignation, a draw with a winner, a resignation
    // without who resigned, another kind of ending: not read.
    for bad in [
        json!({"by": "resignation", "resigned": "south", "winner": "south", "at": 1}),
        json!({"by": "agreement", "winner": "north", "at": 1}),
        json!({"by": "resignation", "winner": "north", "at": 1}),
        json!({"by": "agreement", "resigned": "north", "winner": null, "at": 1}),
        json!({"by": "timeout", "at": 1}),
    ] {
        assert_eq!(read(bad.clone(), 12), None, "{bad}");
    }
}

/// An annotated record imported (issue 39): its notes are the game's — on its moves in the
/// move list, its marks on the board at their step, in its export and its save — and a
/// move played off its line drops the notes from there on.
#[test]
fn an_annotated_record_s_notes_are_kept_shown_saved_and_exported() {
    use crate::engine::{Annotated, Colour, Field, Glyph, Hole};
    use crate::ui::game::{LibraryAction, PlayAction, RecordSource, ShowAction, State};
    let text = "game: rio-kadalis\noptions: {}\nplayers: Abdi (South), Hodan (North)\nplace: Hargeisa\nmoves: {[%csl Ga1] The usual opening.} a1! {[%cal Rf2a2] Abdi opens.} {[%lang so] Abdi ayaa furay.} f2?! b1";
    let s = State::two_players(Speed::Instant).reduce(LibraryAction::Import(text.into()));
    let session = &s.session;
    assert_eq!(session.ply(), 3);
    let notes = session.notes();
    assert_eq!(
        notes.header.get(Field::Players),
        Some("Abdi (South), Hodan (North)")
    );
    assert_eq!(notes.glyph(0), Some(Glyph::Good));
    assert_eq!(notes.glyph(1), Some(Glyph::Dubious));
    // The move list: each move's glyph and comment in the reader's language.
    let listed = s.line_notes();
    assert_eq!(
        listed[0],
        (Some(Glyph::Good), Some("Abdi opens.".to_string()))
    );
    assert_eq!(listed[1], (Some(Glyph::Dubious), None));
    assert_eq!(listed[2], (None, None));
    let mut so = s.clone();
    so.prefs.lang = crate::ui::i18n::Lang::So;
    assert_eq!(so.line_notes()[0].1.as_deref(), Some("Abdi ayaa furay."));
    // The board: the marks of the step shown.
    let h = |n: &str| -> Hole { n.parse().expect("a hole") };
    let at1 = s.clone().reduce(PlayAction::Jump(1));
    assert_eq!(at1.board_view().marks.arrows.len(), 1);
    assert_eq!(at1.board_view().marks.arrows[0].from, h("f2"));
    let at0 = s.clone().reduce(PlayAction::Jump(0));
    assert_eq!(at0.board_view().marks.holes, vec![(Colour::Green, h("a1"))]);
    assert!(s.board_view().marks.is_empty(), "nothing marked after b1");
    // The export and the save keep them, written and read back.
    let exported = RecordSource::of(session).annotated();
    let read: Annotated = text.parse().expect("reads");
    assert_eq!(exported, read);
    let saved = save_text(session, NOW);
    let back = Session::from_loaded(&restore(&read_save(&saved)).expect("replays"));
    assert_eq!(back.notes(), session.notes());
    assert_eq!(save_text(&back, NOW), saved);
    // A plain game's save is as before: no header, no note.
    assert!(!save_text(&State::two_players(Speed::Instant).session, NOW).contains("header"));
    // Played off the line at move 2: the notes of moves 2 and on go; move 1's stay.
    let off = s.clone().reduce(PlayAction::Jump(1));
    let other = off
        .position()
        .legal_moves()
        .into_iter()
        .find(|m| m.to_string() != "f2")
        .expect("another move");
    let off = off
        .reduce(PlayAction::Play(other))
        .reduce(ShowAction::FinishAnimation);
    assert_eq!(off.session.notes().steps.len(), 1);
    assert_eq!(off.session.notes().glyph(0), Some(Glyph::Good));
    assert_eq!(off.session.notes().header.len(), 2, "the header stays");
}

pub(super) fn read_save(text: &str) -> SavedGame {
    read(text, NOW).expect("reads")
}
