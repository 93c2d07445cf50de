//! Every lesson of every game: its position reads, its task can be done from it, every
//! other move it offers gets its reasons from the move's trace, the checker accepts
//! exactly the moves the words allow, and what the words say happens is what the
//! engine's trace does.

use super::*;
use crate::engine::Phase;

fn each() -> impl Iterator<Item = (GameId, usize, &'static Lesson)> {
    GameId::ALL.into_iter().flat_map(|g| {
        lessons(g)
            .iter()
            .enumerate()
            .map(move |(i, l)| (g, i + 1, l))
    })
}

#[test]
fn every_game_has_five_to_eight_lessons() {
    for game in GameId::ALL {
        let n = lessons(game).len();
        assert!((5..=8).contains(&n), "{game}: {n} lessons");
        assert!(lesson(game, 0).is_none() && lesson(game, n + 1).is_none());
        assert!(lesson(game, n).is_some());
    }
}

#[test]
fn the_counts_and_positions_taken_out_are_the_lessons() {
    for game in GameId::ALL {
        let n = lessons(game).len();
        assert_eq!(count(game), n, "{game}");
        assert_eq!(position(game, 0), None, "{game}");
        assert_eq!(position(game, n + 1), None, "{game}");
        for (i, l) in lessons(game).iter().enumerate() {
            assert_eq!(position(game, i + 1), Some(l.position), "{game} {}", i + 1);
        }
    }
}

#[test]
fn every_position_reads_and_is_south_to_move_in_play() {
    for (game, n, l) in each() {
        let p = l.start().unwrap_or_else(|e| panic!("{game} {n}: {e:?}"));
        assert_eq!(p.game(), game, "{game} {n}");
        assert_eq!(p.to_move(), Player::South, "{game} {n}");
        assert_ne!(p.phase(), Phase::Over, "{game} {n}");
        let moves = l.moves(&p).unwrap_or_else(|e| panic!("{game} {n}: {e:?}"));
        assert!(moves.len() >= 2, "{game} {n}: a lesson offers a choice");
        if let Goal::EndIn(h) = l.goal {
            assert!(h.parse::<Hole>().is_ok(), "{game} {n}: {h}");
        }
    }
}

#[test]
fn every_task_is_solvable_and_every_wrong_move_says_why_from_its_trace() {
    for (game, n, l) in each() {
        let p = l.start().unwrap();
        let mut right = 0;
        for m in l.moves(&p).unwrap() {
            match l.judge(&p, &m) {
                Verdict::Right { .. } => right += 1,
                Verdict::Wrong { reasons, .. } => {
                    // First what the task missed, then the trace's story: its laps.
                    assert!(
                        !matches!(reasons[0], Reason::Lap { .. } | Reason::Took { .. }),
                        "{game} {n} {m}: {reasons:?}"
                    );
                    let laps = reasons
                        .iter()
                        .filter(|r| matches!(r, Reason::Lap { .. }))
                        .count();
                    let redistribution = matches!(m, Move::Redistribute(_));
                    assert!(laps >= 1 || redistribution, "{game} {n} {m}: {reasons:?}");
                    for r in &reasons {
                        let s = r.sentence(Lang::En);
                        assert!(!s.is_empty() && !s.contains('{'), "{game} {n} {m}: {s}");
                    }
                }
                Verdict::Illegal(e) => panic!("{game} {n} {m}: offered but illegal: {e}"),
            }
        }
        assert!(right >= 1, "{game} {n}: no move does the task");
    }
}

#[test]
fn a_wrong_move_is_told_lap_by_lap_and_with_what_was_taken() {
    // Rio Kadalis, lesson 5: d1 relays from f1 and makes a four in passing in f2, North's.
    let l = lesson(GameId::RioKadalis, 5).unwrap();
    let p = l.start().unwrap();
    let Verdict::Wrong { reasons, .. } = l.judge(&p, &"d1".parse().unwrap()) else {
        panic!("d1 does not win");
    };
    let said: Vec<String> = reasons.iter().map(|r| r.sentence(Lang::En)).collect();
    assert_eq!(said[0], "The game goes on: it is not won yet.");
    assert!(
        said.iter().any(|s| s.starts_with("Lap 2: 2 from f1")),
        "{said:?}"
    );
    assert!(
        said.iter().any(|s| s.contains("in f2: North takes it")),
        "{said:?}"
    );
    // Kiothi, lesson 5: b1 ends in c1, facing c2, which is nki.
    let l = lesson(GameId::Kiothi, 5).unwrap();
    let p = l.start().unwrap();
    let Verdict::Wrong { reasons, .. } = l.judge(&p, &"b1".parse().unwrap()) else {
        panic!("b1 captures nothing");
    };
    assert!(reasons.contains(&Reason::FacingNki("c1".parse().unwrap())));
}

#[test]
fn every_lesson_text_has_an_id_of_its_own_and_words_in_every_language() {
    let mut seen = std::collections::BTreeSet::new();
    for game in GameId::ALL {
        for t in texts(game) {
            assert!(!t.en.trim().is_empty(), "{}", t.id);
            assert!(seen.insert(t.id.clone()), "{} twice", t.id);
        }
        for n in 1..=lessons(game).len() {
            for lang in Lang::ALL {
                let w = words(game, n, lang).unwrap();
                assert!(!w.title.is_empty() && !w.task.is_empty() && !w.hint.is_empty());
            }
        }
    }
}

/// A lap as its trace tells it: where it lifted, how many, each drop (hole, count after).
type Lap = (Hole, u8, Vec<(Hole, u8)>);

/// A hole of the lesson's position, by its name.
fn hole(p: &Position, name: &str) -> Hole {
    let h: Hole = name
        .parse()
        .unwrap_or_else(|_| panic!("{name}: not a hole"));
    assert!(p.geometry().index(h).is_some(), "{name}: not on this board");
    h
}

/// Checks `claim` against the position `p` and the engine's trace of `mv` from it (read
/// here from the raw events, not through the checker's reading).
fn check_claim(what: &str, p: &Position, mv: &Move, claim: &Claim) {
    match *claim {
        Claim::Holds(h, n) => assert_eq!(p.count(hole(p, h)), n, "{what}: {h}"),
        Claim::Empty(hs) => {
            for h in hs {
                assert_eq!(p.count(hole(p, h)), 0, "{what}: {h} is empty");
            }
        }
        Claim::Only(who, hs) => {
            for h in p.geometry().holes() {
                let named = hs.iter().any(|n| hole(p, n) == h);
                if p.owner(h) == who {
                    assert_eq!(p.count(h) > 0, named, "{what}: {who}'s seeds in {h}");
                }
            }
        }
        Claim::Nki(hs) => {
            for h in p.geometry().holes() {
                let named = hs.iter().any(|n| hole(p, n) == h);
                assert_eq!(p.is_nki(h), named, "{what}: {h} nki");
            }
        }
        Claim::Refused(m) => {
            let m: Move = m.parse().expect("a move");
            assert!(p.play(&m).is_err(), "{what}: {m} is refused");
        }
        _ => {
            let (after, trace) = p
                .play_traced(mv)
                .unwrap_or_else(|e| panic!("{what}: {mv} is legal ({e})"));
            // Each lap: where it lifted, how many, its drops (hole, count after).
            let mut laps: Vec<Lap> = Vec::new();
            let mut takes = Vec::new();
            let (mut extra, mut ended) = (false, None);
            for e in &trace {
                match e {
                    TraceEvent::Lift { hole, count, .. } => laps.push((*hole, *count, Vec::new())),
                    TraceEvent::Drop { hole, count } => {
                        if let Some(l) = laps.last_mut() {
                            l.2.push((*hole, *count));
                        }
                    }
                    TraceEvent::Capture {
                        hole,
                        count,
                        by,
                        kind,
                        ..
                    } => takes.push((*by, *count, *hole, *kind)),
                    TraceEvent::ExtraTurn { .. } => extra = true,
                    TraceEvent::GameEnd { outcome } => ended = Some(outcome.score),
                    _ => {}
                }
            }
            match *claim {
                Claim::Lap(n, from, count, to, empty) => {
                    let (h, k, drops) = laps
                        .get(usize::from(n) - 1)
                        .unwrap_or_else(|| panic!("{what}: no lap {n}"));
                    assert_eq!((*h, *k), (hole(p, from), count), "{what}: lap {n} lifts");
                    let last = drops
                        .last()
                        .unwrap_or_else(|| panic!("{what}: lap {n} sows"));
                    assert_eq!(last.0, hole(p, to), "{what}: lap {n} ends");
                    assert_eq!(last.1 == 1, empty, "{what}: lap {n} ends in an empty hole");
                }
                Claim::Sows(hs) => {
                    let drops = &laps.first().unwrap_or_else(|| panic!("{what}: a lap")).2;
                    let first: Vec<Hole> = drops.iter().take(hs.len()).map(|d| d.0).collect();
                    let said: Vec<Hole> = hs.iter().map(|h| hole(p, h)).collect();
                    assert_eq!(first, said, "{what}: the first seeds");
                }
                Claim::Laps(n) => assert_eq!(laps.len(), usize::from(n), "{what}: laps"),
                Claim::Takes(by, count, h, kind) => assert!(
                    takes.contains(&(by, count, hole(p, h), kind)),
                    "{what}: {by} takes {count} from {h} ({kind:?}): {takes:?}"
                ),
                Claim::TakesNothing => assert!(takes.is_empty(), "{what}: {takes:?}"),
                Claim::ExtraTurn => assert!(extra, "{what}: an extra turn"),
                Claim::Ends(score) => {
                    assert_eq!(ended, Some(score), "{what}: the game's end");
                    assert_eq!(after.outcome().map(|o| o.score), Some(score), "{what}");
                }
                Claim::GoesOn => assert!(ended.is_none() && !after.is_over(), "{what}"),
                _ => unreachable!("position claims above"),
            }
        }
    }
}

/// Every lesson names the moves its words point to: the checker accepts exactly those
/// that do the task (a move the words do not allow is never accepted), and each thing
/// the words say — a hole's count, a lap, a capture, an extra turn, the game's end, a
/// refused move — is what the position and the engine's trace of the move show.
#[test]
fn every_lesson_accepts_exactly_what_its_words_allow_and_says_what_happens() {
    let mut claims = 0;
    for (game, n, l) in each() {
        let p = l.start().unwrap();
        let mut right: Vec<String> = l
            .answers
            .iter()
            .filter(|a| a.right)
            .map(|a| a.mv.to_string())
            .collect();
        let mut accepted: Vec<String> = l
            .moves(&p)
            .unwrap()
            .iter()
            .filter(|m| matches!(l.judge(&p, m), Verdict::Right { .. }))
            .map(Move::to_string)
            .collect();
        right.sort();
        accepted.sort();
        assert_eq!(accepted, right, "{game} {n}: the moves accepted");
        for a in l.answers {
            let mv: Move =
                a.mv.parse()
                    .unwrap_or_else(|_| panic!("{game} {n}: {}", a.mv));
            assert_eq!(
                mv.to_string(),
                a.mv,
                "{game} {n}: written as the notation writes it"
            );
            assert!(!a.claims.is_empty() || !a.right, "{game} {n}: {}", a.mv);
            for c in a.claims {
                check_claim(&format!("{game} {n} {}", a.mv), &p, &mv, c);
                claims += 1;
            }
        }
    }
    eprintln!("lessons: {claims} claims of their words checked against the engine");
    assert!(claims >= 90, "{claims} claims");
}

/// Issue 38, item 10: a lesson about warriors counts warriors, one about seeds seeds.
#[test]
fn a_task_of_taking_counts_the_game_s_own_pieces() {
    let mut said = Vec::new();
    for (game, n, l) in each().filter(|(_, _, l)| matches!(l.goal, Goal::Take(_))) {
        let p = l.start().expect("a lesson starts");
        for mv in l.moves(&p).expect("its moves") {
            if let Verdict::Wrong { reasons, .. } = l.judge(&p, &mv) {
                let first = reasons[0].sentence(Lang::En);
                if first.contains(" you took: ") {
                    let want = match game.piece() {
                        Piece::Warrior => "Warriors you took: ",
                        Piece::Seed => "Seeds you took: ",
                    };
                    assert!(first.starts_with(want), "{game} {n}: {first}");
                    said.push(game);
                }
            }
        }
    }
    assert!(
        said.contains(&GameId::Kiothi) && said.contains(&GameId::Katro),
        "{said:?}"
    );
}

/// Issue 38, item 10: the one-warrior victory says why a win by two is called so (the
/// numbers from the engine's start), and the leftmost bonus where a1 is on a phone.
#[test]
fn kiothi_s_lessons_say_why_and_where() {
    use crate::engine::{Position, Rules};
    let start = Position::start(Rules::default_for(GameId::Kiothi));
    let all: u32 = start
        .geometry()
        .holes()
        .map(|h| u32::from(start.count(h)))
        .sum();
    let text = |n| words(GameId::Kiothi, n, Lang::En).expect("a lesson").text;
    let victory = text(7);
    for number in [all, all / 2, all / 2 + 1, all / 2 - 1] {
        assert!(victory.contains(&number.to_string()), "{number}: {victory}");
    }
    let bonus = text(6);
    assert!(bonus.contains("a1") && bonus.contains("upright"), "{bonus}");
}

/// Whether `text` writes a move in the notation a newcomer has not learnt: a partial lift
/// (`c1/2`) or a mirrored sowing (`c1'`, not `c1's`).
fn writes_notation(text: &str) -> bool {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(2)).any(|i| {
        let hole = b[i].is_ascii_lowercase()
            && b[i + 1].is_ascii_digit()
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
        let next = b.get(i + 3).copied();
        hole && match b[i + 2] {
            b'/' => next.is_some_and(|c| c.is_ascii_digit()),
            b'\'' => !next.is_some_and(|c| c.is_ascii_alphabetic()),
            _ => false,
        }
    })
}

#[test]
fn no_hint_writes_a_move_in_notation() {
    assert!(writes_notation("c1/2 lifts two") && writes_notation("play c1'."));
    assert!(!writes_notation("c1's warriors") && !writes_notation("lift 2 from c1"));
    for (game, n, l) in each() {
        assert!(
            !writes_notation(l.hint),
            "{game} lesson {n}'s hint writes a move in notation: {}",
            l.hint
        );
    }
}
