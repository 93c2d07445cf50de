//! The recorder, natively: moves entered by taps, undo, what is said of a step, a move
//! against the rules recorded anyway with a position set by hand, the record equal to
//! what was entered, kept and restored.

use super::model::{EditMsg, EditProblem, Edited, RecordMsg, Recorder, Remark};
use super::*;
use crate::engine::{
    Annotated, Colour, Effort, Field, GameId, Glyph, Hole, Move, PlayError, Player, Rng, Rules,
};
use crate::ui::board::tool::Tool;
use crate::ui::game::save::{MemStore, StorageError};
use crate::ui::game::Model;
use crate::ui::game::{
    Effect, Effects, Message, Notice, NoticeAction, PlayAction, Prefs, ShowAction, Speed,
};
use crate::ui::i18n::Lang;

fn prefs() -> Prefs {
    Prefs {
        lang: Lang::En,
        speed: Speed::Instant,
        coordinates: true,
        sound: false,
    }
}

fn h(s: &str) -> Hole {
    s.parse().expect("a hole")
}

fn recorder(game: GameId) -> Recorder {
    Recorder::new(Rules::default_for(game), prefs())
}

/// The recordings the updates asked the shell to keep, read back.
fn kept(effects: &Effects) -> Vec<Annotated> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::KeepRecording(text) => Some(read_kept(text).expect("a kept recording reads")),
            _ => None,
        })
        .collect()
}

/// Sends `msg`, finishing any animation; the effects.
fn send(r: &mut Recorder, msg: RecordMsg) -> Effects {
    let mut effects = r.update(msg);
    while r.s.animating() {
        effects.extend(r.update(RecordMsg::Board(ShowAction::Tick.into())));
    }
    effects
}

/// Enters `mv` as a watcher would: a tap on its hole, then the chooser's choice or the
/// redistribution's steps when the hole offers more than one move.
fn enter(r: &mut Recorder, mv: Move) -> Effects {
    let mut effects = Vec::new();
    match mv {
        Move::Sow(s) => {
            let before = r.rec.steps.len();
            effects.extend(send(r, RecordMsg::Board(PlayAction::Hole(s.hole).into())));
            if r.rec.steps.len() == before {
                // A chooser opened (a lift, a circuit): its choice.
                effects.extend(send(r, RecordMsg::Board(PlayAction::Play(mv).into())));
            }
        }
        Move::Redistribute(_) => {
            effects.extend(send(r, RecordMsg::Board(PlayAction::Play(mv).into())));
        }
    }
    effects
}

/// A game of `plies` moves (or to its end) of `game` from seeded random play, decided
/// quickly.
fn random_line(game: GameId, seed: u64, plies: usize) -> Vec<Move> {
    let mut rng = Rng::new(seed);
    let mut g = crate::engine::Game::from_rules(Rules::default_for(game));
    let mut line = Vec::new();
    while line.len() < plies && !g.current().is_over() {
        let Some((mv, _)) = g.current().random_move(&mut rng) else {
            break;
        };
        if g.play(&mv, Effort::Quick).is_err() {
            break;
        }
        line.push(mv);
    }
    line
}

#[test]
fn each_move_entered_by_taps_is_a_step_of_the_record_and_is_kept() {
    for game in GameId::ALL {
        let line = random_line(game, 7, 30);
        assert!(line.len() >= 10, "{game:?}: {}", line.len());
        let mut r = recorder(game);
        for (i, mv) in line.iter().enumerate() {
            let effects = enter(&mut r, *mv);
            assert_eq!(r.rec.steps.len(), i + 1, "{game:?} move {} {mv}", i + 1);
            assert_eq!(r.rec.steps[i].mv, Some(*mv));
            assert_eq!(r.selected, i + 1, "the move just entered is selected");
            let kept = kept(&effects);
            assert_eq!(kept.last(), Some(&r.rec), "{game:?}: each step kept");
        }
        // The board is at the record's end, and the positions at each step are the
        // engine's.
        let positions = r.rec.positions(Effort::Exact).expect("the record plays");
        assert_eq!(r.positions(), &positions[..]);
        assert_eq!(r.s.position(), positions.last().unwrap());
        assert_eq!(r.mover(1), Some(positions[0].to_move()));
        let plain = r.rec.record().expect("a plain record");
        assert_eq!(plain.moves, line, "{game:?}");
    }
}

#[test]
fn undo_takes_back_the_last_step_with_what_was_said_of_it() {
    let game = GameId::Hoyito3;
    let line = random_line(game, 3, 6);
    let mut r = recorder(game);
    let effects = send(&mut r, RecordMsg::Undo);
    assert_eq!(r.said, Some(Remark::NothingToUndo));
    assert!(kept(&effects).is_empty(), "nothing changed, nothing kept");
    for mv in &line {
        enter(&mut r, *mv);
    }
    send(&mut r, RecordMsg::Comment(None, "a slip".into()));
    send(&mut r, RecordMsg::Glyph(Some(Glyph::Blunder)));
    let effects = send(&mut r, RecordMsg::Undo);
    assert_eq!(r.rec.steps.len(), 5);
    assert_eq!(
        r.said,
        Some(Remark::Undone(6, line[5].to_string())),
        "the move taken back is named"
    );
    assert_eq!(kept(&effects).last(), Some(&r.rec));
    assert_eq!(r.selected, 5);
    let positions = r.rec.positions(Effort::Exact).unwrap();
    assert_eq!(r.s.position(), &positions[5], "the board went back");
    // The right move entered after it.
    enter(&mut r, line[5]);
    assert_eq!(r.rec.steps.len(), 6);
    assert!(r.rec.steps[5].note.is_empty() && r.rec.steps[5].glyph.is_none());
}

#[test]
fn a_move_against_the_rules_is_named_and_recorded_anyway_from_a_position_set_by_hand() {
    let game = GameId::Hoyito3;
    let mut r = recorder(game);
    enter(&mut r, "c1".parse().unwrap());
    // North to move; the watcher taps a South hole: the board names the move and why.
    let before = r.rec.clone();
    let effects = send(&mut r, RecordMsg::Board(PlayAction::Hole(h("a1")).into()));
    assert!(kept(&effects).is_empty());
    assert_eq!(r.rec, before, "nothing recorded yet");
    let (mv, why) = r.refused().expect("the move is refused");
    assert_eq!(mv.to_string(), "a1");
    assert!(
        matches!(why, PlayError::NotYourHole { .. }),
        "the engine's reason: {why:?}"
    );
    let said = r.s.notices.notice.as_ref().unwrap().message.text(Lang::En);
    assert!(said.starts_with("a1 cannot be played"), "{said}");
    // Recorded anyway: the editor opens from the position now.
    send(&mut r, RecordMsg::RecordAnyway);
    let ed = r.editor.clone().expect("the position editor");
    assert_eq!(ed.edited, Edited::After(Some(mv)));
    assert_eq!(&ed.from, r.s.position());
    assert!(r.refused().is_none(), "the board's notice is gone");
    // Taps on the board enter nothing while the position is set by hand.
    send(&mut r, RecordMsg::Board(PlayAction::Hole(h("a2")).into()));
    assert_eq!(r.rec.steps.len(), 1);
    // The players sowed a1's seeds on South's side: set it by hand. A count that does not
    // add up is refused with the engine's reason.
    let i = |name: &str| ed.from.geometry().index(h(name)).unwrap();
    send(&mut r, RecordMsg::Edit(EditMsg::Step(i("a1"), -4)));
    send(&mut r, RecordMsg::ConfirmEdit);
    let problem = r.editor.as_ref().unwrap().problem.clone();
    assert!(
        matches!(problem, Some(EditProblem::Position(_))),
        "{problem:?}"
    );
    for name in ["b1", "c1", "d1", "e1"] {
        send(&mut r, RecordMsg::Edit(EditMsg::Step(i(name), 1)));
    }
    send(&mut r, RecordMsg::Edit(EditMsg::ToMove(Player::North)));
    send(
        &mut r,
        RecordMsg::Edit(EditMsg::Comment("South played out of turn".into())),
    );
    let set = r.editor.as_ref().unwrap().position().expect("a position");
    let effects = send(&mut r, RecordMsg::ConfirmEdit);
    assert!(r.editor.is_none());
    assert_eq!(r.rec.steps.len(), 2);
    let step = &r.rec.steps[1];
    assert_eq!(step.mv, Some(mv), "kept as the players played it");
    assert_eq!(step.then.as_ref(), Some(&set));
    assert_eq!(step.note.comment("en"), Some("South played out of turn"));
    assert_eq!(r.said, Some(Remark::SetByHand(2)));
    assert_eq!(r.s.position(), &set, "the board goes on from it");
    assert_eq!(kept(&effects).last(), Some(&r.rec));
    // Play goes on from it: North's move.
    let next = set.legal_moves()[0];
    enter(&mut r, next);
    assert_eq!(r.rec.steps.len(), 3);
    let positions = r.rec.positions(Effort::Exact).unwrap();
    assert_eq!(positions[2], set);
    assert_eq!(r.s.position(), &positions[3]);
    // Undo takes back North's move, then the move set by hand (the board goes back to
    // the position before it).
    send(&mut r, RecordMsg::Undo);
    assert_eq!(r.s.position(), &set);
    send(&mut r, RecordMsg::Undo);
    assert_eq!(r.rec.steps.len(), 1);
    assert_eq!(r.s.position(), &positions[1]);
    assert_eq!(r.s.position().to_move(), Player::North);
}

#[test]
fn a_move_the_notation_cannot_write_needs_what_happened_and_the_start_can_be_set() {
    let game = GameId::RioKadalis;
    let mut r = recorder(game);
    // Nothing recorded: the start is set by hand.
    send(&mut r, RecordMsg::SetByHand);
    let ed = r.editor.clone().unwrap();
    assert_eq!(ed.edited, Edited::Start);
    send(&mut r, RecordMsg::Edit(EditMsg::ToMove(Player::North)));
    send(&mut r, RecordMsg::ConfirmEdit);
    assert!(r.editor.is_none());
    let start = r.rec.setup.clone().expect("a start set by hand");
    assert_eq!(start.to_move(), Player::North);
    assert!(r.rec.steps.is_empty());
    let first = start.legal_moves()[0];
    enter(&mut r, first);
    // A move the notation cannot write: `--`, with what happened.
    send(&mut r, RecordMsg::SetByHand);
    assert_eq!(r.editor.as_ref().unwrap().edited, Edited::After(None));
    send(&mut r, RecordMsg::ConfirmEdit);
    assert_eq!(
        r.editor.as_ref().unwrap().problem,
        Some(EditProblem::CommentNeeded)
    );
    send(
        &mut r,
        RecordMsg::Edit(EditMsg::Comment(
            "  the players swapped sides and went on  ".into(),
        )),
    );
    send(&mut r, RecordMsg::ConfirmEdit);
    assert!(r.editor.is_none());
    let step = r.rec.steps.last().unwrap();
    assert_eq!(step.mv, None);
    assert_eq!(
        step.note.comment("fr"),
        Some("the players swapped sides and went on")
    );
    assert!(r.rec.to_string().contains("-- {the players swapped sides"));
    // Cancel leaves everything as it was.
    let before = r.rec.clone();
    send(&mut r, RecordMsg::SetByHand);
    send(&mut r, RecordMsg::Edit(EditMsg::Count(0, 200)));
    send(&mut r, RecordMsg::CancelEdit);
    assert_eq!(r.rec, before);
    assert!(r.editor.is_none());
}

#[test]
fn comments_glyphs_and_marks_go_to_the_step_selected() {
    let game = GameId::Kiothi;
    let line = random_line(game, 11, 8);
    let mut r = recorder(game);
    send(
        &mut r,
        RecordMsg::Comment(None, "Under the mango tree.".into()),
    );
    for mv in &line {
        enter(&mut r, *mv);
    }
    let last = line.len();
    // The move just entered.
    send(&mut r, RecordMsg::Glyph(Some(Glyph::Good)));
    send(&mut r, RecordMsg::Comment(None, "A fine lift.".into()));
    send(
        &mut r,
        RecordMsg::Comment(Some("fr".into()), "Une belle levée.".into()),
    );
    send(&mut r, RecordMsg::Tool(Tool::Highlight));
    send(&mut r, RecordMsg::Mark(h("c1")));
    send(&mut r, RecordMsg::Colour(Colour::Red));
    send(&mut r, RecordMsg::Mark(h("c2")));
    send(&mut r, RecordMsg::Mark(h("c1"))); // green → red
    send(&mut r, RecordMsg::Tool(Tool::Arrow));
    send(&mut r, RecordMsg::Mark(h("a1")));
    assert_eq!(r.said, Some(Remark::ArrowFrom(h("a1"))));
    send(&mut r, RecordMsg::Mark(h("e1")));
    send(&mut r, RecordMsg::Tool(Tool::Label));
    send(&mut r, RecordMsg::Mark(h("b2")));
    assert_eq!(r.said, Some(Remark::LabelBad), "no label typed");
    send(&mut r, RecordMsg::LabelText("nki".into()));
    send(&mut r, RecordMsg::Mark(h("b2")));
    // Taps while marking enter no move.
    assert_eq!(r.rec.steps.len(), last);
    let step = &r.rec.steps[last - 1];
    assert_eq!(step.glyph, Some(Glyph::Good));
    assert_eq!(step.note.comment("sw"), Some("A fine lift."));
    assert_eq!(step.note.comment("fr"), Some("Une belle levée."));
    let m = &step.note.marks;
    assert_eq!(
        m.holes,
        vec![(Colour::Red, h("c1")), (Colour::Red, h("c2"))]
    );
    assert_eq!(m.arrows.len(), 1);
    assert_eq!((m.arrows[0].from, m.arrows[0].to), (h("a1"), h("e1")));
    assert_eq!(m.labels, vec![(h("b2"), "nki".to_string())]);
    assert_eq!(r.marks_shown(), m);
    // An earlier step, chosen in the move list.
    send(&mut r, RecordMsg::Select(2));
    send(&mut r, RecordMsg::Tool(Tool::Highlight));
    send(&mut r, RecordMsg::Mark(h("d1")));
    send(&mut r, RecordMsg::Glyph(Some(Glyph::Dubious)));
    assert_eq!(r.rec.steps[1].glyph, Some(Glyph::Dubious));
    assert_eq!(
        r.rec.steps[1].note.marks.holes,
        vec![(Colour::Red, h("d1"))]
    );
    send(&mut r, RecordMsg::Mark(h("d1")));
    assert!(r.rec.steps[1].note.marks.is_empty(), "tapped again: off");
    // The start's note.
    assert_eq!(r.rec.start.comment("en"), Some("Under the mango tree."));
    // What was entered reads back exactly, as text and as JSON.
    let text = r.rec.to_string();
    assert_eq!(text.parse::<Annotated>().expect("the text reads"), r.rec);
    let json = r.rec.to_json().to_string();
    assert_eq!(Annotated::from_json(&json).expect("the JSON reads"), r.rec);
    assert!(
        text.contains(&format!(
            "{}! {{[%csl Rc1,Rc2][%cal Ra1e1][%lbl b2,\"nki\"] A fine lift.}}",
            line[last - 1]
        )),
        "{text}"
    );
    // Clear the marks; take the comment away.
    send(&mut r, RecordMsg::Select(last));
    send(&mut r, RecordMsg::ClearMarks);
    send(&mut r, RecordMsg::Comment(None, "   ".into()));
    assert!(r.rec.steps[last - 1].note.marks.is_empty());
    assert_eq!(r.rec.steps[last - 1].note.comment("en"), None, "fr's alone");
    assert_eq!(
        r.rec.steps[last - 1].note.comment("fr"),
        Some("Une belle levée.")
    );
}

#[test]
fn header_fields_are_kept_as_typed_and_read_back() {
    let mut r = recorder(GameId::Katro);
    let effects = send(
        &mut r,
        RecordMsg::Header(Field::Players, " Rakoto (South), Rabe (North) ".into()),
    );
    send(&mut r, RecordMsg::Header(Field::Place, "Ambositra".into()));
    send(
        &mut r,
        RecordMsg::Header(Field::Notes, "Two lines:\nthe second".into()),
    );
    send(&mut r, RecordMsg::Header(Field::Date, "2026-03-14".into()));
    send(&mut r, RecordMsg::Header(Field::Date, "".into()));
    assert_eq!(
        r.rec.header.get(Field::Players),
        Some("Rakoto (South), Rabe (North)")
    );
    assert!(!r.rec.header.contains(Field::Date), "emptied: none");
    assert_eq!(kept(&effects).len(), 1);
    let text = r.rec.to_string();
    assert!(text.contains("place: Ambositra\n"), "{text}");
    assert_eq!(text.parse::<Annotated>().unwrap(), r.rec);
}

#[test]
fn the_recording_is_kept_and_restored_and_a_bad_one_is_set_aside_never_lost() {
    let game = GameId::RioKadalis;
    let mut r = recorder(game);
    let mut last = None;
    for mv in random_line(game, 5, 12) {
        last = kept(&enter(&mut r, mv)).pop();
    }
    send(&mut r, RecordMsg::Comment(None, "kept".into()));
    let text = kept_text(&r.rec);
    assert_ne!(last.as_ref(), Some(&r.rec));
    let mut store = MemStore::default();
    store.0.insert(KEY.into(), text.clone());
    let loaded = load(&mut store);
    assert!(loaded.set_aside.is_none() && loaded.may_keep());
    let back = Recorder::from_record(loaded.record.unwrap(), prefs()).expect("restored");
    assert_eq!(back.rec, r.rec);
    assert_eq!(back.s.position(), r.s.position());
    assert_eq!(back.selected, r.rec.steps.len());
    // A text that does not read is set aside, never over another one.
    for bad in [
        "{".to_string(),
        r#"{"version": 9, "record": {}}"#.to_string(),
        r#"{"version": 1, "record": {"game": "katro", "moves": ["z9"]}}"#.to_string(),
    ] {
        store.0.insert(KEY.into(), bad.clone());
        let loaded = load(&mut store);
        assert!(loaded.record.is_none() && loaded.may_keep());
        let aside = loaded.set_aside.expect("set aside");
        assert_eq!(aside.text, bad);
        assert!(!aside.why.message(Lang::Fr).is_empty());
        let key = aside.key.expect("moved");
        assert_eq!(store.get(&key), Some(bad.clone()));
        assert_eq!(store.get(KEY), None);
    }
    let aside = set_aside_in(&store);
    assert_eq!(aside.len(), 3, "{aside:?}");
    assert!(matches!(
        read_kept(r#"{"version": 9, "record": {}}"#),
        Err(RecordingError::Newer(9))
    ));
    // A store that refuses to move it: left where it was, and nothing kept over it.
    struct Refusing(MemStore);
    impl Store for Refusing {
        fn get(&self, k: &str) -> Option<String> {
            self.0.get(k)
        }
        fn set(&mut self, _: &str, _: &str) -> Result<(), StorageError> {
            Err(StorageError::Refused)
        }
        fn remove(&mut self, k: &str) {
            self.0.remove(k)
        }
        fn keys(&self) -> Vec<String> {
            self.0.keys()
        }
    }
    let mut refusing = Refusing(MemStore::default());
    refusing.0 .0.insert(KEY.into(), "not JSON".into());
    let loaded = load(&mut refusing);
    assert!(!loaded.may_keep());
    assert_eq!(refusing.get(KEY).as_deref(), Some("not JSON"));
    let mut r = recorder(game);
    r.keeps = loaded.may_keep();
    let effects = enter(&mut r, random_line(game, 1, 1)[0]);
    assert!(kept(&effects).is_empty(), "nothing written over it");
}

#[test]
fn the_browser_refusing_to_keep_it_is_said_and_a_new_recording_replaces_it() {
    let mut r = recorder(GameId::Hoyito3);
    enter(&mut r, "c1".parse().unwrap());
    let n = Notice::error(Message::SaveFailed(StorageError::Refused));
    let effects = send(&mut r, RecordMsg::Board(NoticeAction::Notify(n).into()));
    assert!(effects.is_empty());
    assert_eq!(r.not_kept, Some(StorageError::Refused));
    assert!(r.s.notices.notice.is_none(), "not the board's to say");
    send(&mut r, RecordMsg::Flip);
    assert!(r.s.session.turned);
    let effects = send(&mut r, RecordMsg::New(Rules::default_for(GameId::Katro)));
    assert_eq!(r.rec.rules.game(), GameId::Katro);
    assert!(r.rec.steps.is_empty());
    assert!(r.s.session.turned, "the board stays turned");
    assert_eq!(kept(&effects).last(), Some(&r.rec));
    assert_eq!(r.not_kept, None, "kept again");
}

#[test]
fn kiothi_s_redistribution_and_lifts_are_entered_with_the_app_s_own_input() {
    let game = GameId::Kiothi;
    let mut r = recorder(game);
    let p = r.s.position().clone();
    let choice = p.redistribution_choice().expect("a redistribution first");
    // The draft: holes emptied, warriors placed one by one, confirmed.
    let first = crate::ui::game::testing::long_fixture("quick").record;
    let mv = first.moves[0];
    let Move::Redistribute(red) = mv else {
        panic!("the fixture starts with a redistribution")
    };
    assert_eq!(choice.player, Player::South);
    for hole in red.emptied() {
        send(&mut r, RecordMsg::Board(PlayAction::Hole(hole).into()));
    }
    send(
        &mut r,
        RecordMsg::Board(crate::ui::game::DraftAction::Take.into()),
    );
    for (hole, n) in red.placements() {
        for _ in 0..n {
            send(&mut r, RecordMsg::Board(PlayAction::Hole(hole).into()));
        }
    }
    send(
        &mut r,
        RecordMsg::Board(crate::ui::game::DraftAction::Confirm.into()),
    );
    assert_eq!(r.rec.steps.len(), 1, "{:?}", r.s.notices.notice);
    assert_eq!(r.rec.steps[0].mv, Some(mv));
    // The rest of the fixture's moves: North's redistribution, then lifts by their chooser.
    for mv in &first.moves[1..] {
        enter(&mut r, *mv);
    }
    assert_eq!(r.rec.steps.len(), first.moves.len());
}
