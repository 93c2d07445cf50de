//! Annotated records (issue 39): written and read back exactly, in both forms, over
//! generated records of every game and option set; every plain record reads and writes as
//! before; bad input is one line that says where.

use mancala_atlas::engine::{
    Annotated, Arrow, At, Colour, Comment, Effort, Field, FormatError, Game, Glyph, Header, Hole,
    Marks, Note, NoteError, Position, Record, RecordError, Rng, Rules, Step, LABEL_CHARS,
};

/// Texts that try the escapes: braces, backslashes, a command's `[%`, quotes, a `#`,
/// line breaks, scripts right to left, a colon.
const TRICKY: [&str; 12] = [
    "plain words",
    "a {brace} and a }",
    "back\\slash \\ and \\n not a break",
    "not a [%csl Gc1] mark",
    "a \"quoted\" word, a comma",
    "# not a comment",
    "two\nlines",
    "بازی در میدان",
    "Kaburu: j1 — ¡bien!",
    "trailing [ and ] brackets",
    "[%",
    "x",
];

fn pick<T: Clone>(rng: &mut Rng, xs: &[T]) -> T {
    xs[rng.below(xs.len() as u32) as usize].clone()
}

fn text(rng: &mut Rng) -> String {
    let t = pick(rng, &TRICKY);
    // Never white space at either end: comments and fields are read trimmed.
    t.trim().to_string()
}

fn hole(rng: &mut Rng, rules: Rules) -> Hole {
    let g = rules.geometry();
    g.hole(rng.below(g.len() as u32) as usize)
}

fn note(rng: &mut Rng, rules: Rules) -> Note {
    let mut n = Note::default();
    if rng.below(2) == 0 {
        n.comments.push(Comment {
            lang: None,
            text: text(rng),
        });
    }
    for lang in ["fr", "sw", "fa"] {
        if rng.below(4) == 0 {
            n.comments.push(Comment {
                lang: Some(lang.into()),
                text: text(rng),
            });
        }
    }
    for _ in 0..rng.below(3) {
        let c = pick(rng, &Colour::ALL);
        n.marks.holes.push((c, hole(rng, rules)));
    }
    for _ in 0..rng.below(2) {
        n.marks.arrows.push(Arrow {
            colour: pick(rng, &Colour::ALL),
            from: hole(rng, rules),
            to: hole(rng, rules),
        });
    }
    if rng.below(3) == 0 {
        let t: String = text(rng).chars().take(LABEL_CHARS).collect();
        let t = t.trim().to_string();
        if !t.is_empty() {
            n.marks.labels.push((hole(rng, rules), t));
        }
    }
    n
}

/// A random annotated game of `rules`: a random game's moves, each perhaps with a glyph
/// and a note, a header, and now and then a move the players played against the rules,
/// followed by the position set by hand (the rules' own after another move, here).
fn generated(rng: &mut Rng, rules: Rules) -> Annotated {
    let mut header = Header::default();
    for f in Field::ALL {
        if rng.below(2) == 0 {
            header.insert(f, text(rng));
        }
    }
    let mut a = Annotated::from(Record::new(rules, Vec::new()));
    a.header = header;
    a.start = note(rng, rules);
    let mut p = Position::start(rules);
    for _ in 0..rng.below(14) {
        let Some((mv, next)) = p.random_move(rng) else {
            break;
        };
        let mut step = Step::of(mv);
        if rng.below(3) == 0 {
            step.glyph = Some(pick(rng, &Glyph::ALL));
        }
        if rng.below(2) == 0 {
            step.note = note(rng, rules);
        }
        p = next;
        if rng.below(9) == 0 {
            // Play went on from another position: the one after another legal move.
            if let Some((_, other)) = p.random_move(rng) {
                if rng.below(3) == 0 {
                    step.mv = None;
                }
                step.then = Some(other.clone());
                p = other;
            }
        }
        a.steps.push(step);
    }
    a
}

#[test]
fn the_positions_go_on_from_a_position_set_by_hand() {
    let mut rng = Rng::new(11);
    let mut checked = 0;
    for rules in Rules::all_variants() {
        for _ in 0..10 {
            let a = generated(&mut rng, rules);
            let ps = a
                .positions(Effort::Exact)
                .unwrap_or_else(|e| panic!("{e}\n{a}"));
            assert_eq!(ps.len(), a.steps.len() + 1);
            for (k, s) in a.steps.iter().enumerate() {
                match (&s.then, s.mv) {
                    (Some(p), _) => assert_eq!(&ps[k + 1], p),
                    (None, Some(mv)) => {
                        let played = ps[k].play(&mv).expect("the generated move is legal");
                        // The rules' position, unless a repetition ended the game there.
                        assert!(played == ps[k + 1] || ps[k + 1].is_over());
                    }
                    (None, None) => unreachable!("-- is followed by a position"),
                }
            }
            checked += 1;
        }
    }
    assert!(checked >= 300);
    // A move that is not legal where it stands is said with its number in the record.
    let text = "game: rio-kadalis\noptions: {}\nmoves: a1 a1";
    let a: Annotated = text.parse().expect("reads");
    let e = a.positions(Effort::Exact).expect_err("a1 twice");
    assert!(e.to_string().starts_with("move 2 (a1)"), "{e}");
}

#[test]
fn annotated_records_are_read_back_exactly_in_both_forms() {
    let mut rng = Rng::new(39);
    let mut count = 0;
    for rules in Rules::all_variants() {
        for _ in 0..40 {
            let a = generated(&mut rng, rules);
            let text = a.to_string();
            let read: Annotated = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read, a, "the text form:\n{text}");
            let json = a.to_json().to_string();
            let read = Annotated::from_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
            assert_eq!(read, a, "the JSON form:\n{json}");
            assert_eq!(Annotated::parse_any(&text).ok(), Some(a.clone()));
            assert_eq!(Annotated::parse_any(&json).ok(), Some(a.clone()));
            count += 1;
        }
    }
    assert!(count >= 1000, "{count} records");
}

#[test]
fn every_plain_record_reads_and_writes_as_before() {
    let mut rng = Rng::new(7);
    for rules in Rules::all_variants() {
        let mut g = Game::from_rules(rules);
        for _ in 0..30 {
            let Some((mv, _)) = g.current().random_move(&mut rng) else {
                break;
            };
            g.play(&mv, Effort::Exact).expect("legal");
        }
        let r = g.record();
        let a = Annotated::from(r.clone());
        assert!(!a.is_annotated());
        assert_eq!(
            a.to_string(),
            r.to_string(),
            "the text form is the record's"
        );
        assert_eq!(a.to_json(), r.to_json(), "the JSON form is the record's");
        assert_eq!(a.record(), Some(r.clone()));
        let back: Record = r.to_string().parse().expect("reads");
        assert_eq!(back, r);
        assert_eq!(Record::from_json(&r.to_json().to_string()), Ok(r.clone()));
    }
}

#[test]
fn a_record_read_plainly_drops_its_annotations_but_never_a_position_set_by_hand() {
    let text = "game: rio-kadalis\noptions: {}\nplayers: A, B\nmoves: {A starts.} a1! {[%csl Ga1] good} f2?";
    let r: Record = text.parse().expect("a plain record too");
    assert_eq!(r.moves.len(), 2);
    let a: Annotated = text.parse().expect("annotated");
    assert_eq!(a.header.get(Field::Players), Some("A, B"));
    assert_eq!(a.start.comment("en"), Some("A starts."));
    assert_eq!(a.steps[0].glyph, Some(Glyph::Good));
    assert_eq!(a.steps[0].note.comment("fr"), Some("good"));
    assert_eq!(a.steps[1].glyph, Some(Glyph::Mistake));
    let p = Position::start(Rules::default_for("rio-kadalis".parse().expect("a game")));
    let set = format!("{text}\nposition: {}\nmoves: b1", p.to_json());
    let a: Annotated = set.parse().expect("annotated");
    assert_eq!(a.steps[1].then.as_ref(), Some(&p));
    assert_eq!(a.steps.len(), 3);
    assert_eq!(
        set.parse::<Record>(),
        Err(RecordError::Format(FormatError::SetByHand { after: 2 }))
    );
}

#[test]
fn the_readme_s_example_reads() {
    let text = "game: kiothi\noptions: {}\nplayers: Kaburu (South), Mwenda (North)\nplace: Meru market\ndate: 2026-03-14\nrecorded by: A. Researcher\nlocal name: kiothi\nmoves: {The players set up their warriors.} e1+f1=c1:5,a2:3,b2:2 e2+f2=j1:4,g2:6\n  c1/3! {[%csl Gc1,Rc2][%cal Gc1e1] Kaburu lifts three warriors from c1.}\n  {[%lang fr] Kaburu lève trois guerriers de c1.} {[%lbl c2,\"nki\"]}";
    let a: Annotated = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.header.len(), 5);
    let c1 = &a.steps[2];
    assert_eq!(c1.glyph, Some(Glyph::Good));
    assert_eq!(
        c1.note.marks,
        Marks {
            holes: vec![
                (Colour::Green, "c1".parse().expect("a hole")),
                (Colour::Red, "c2".parse().expect("a hole"))
            ],
            arrows: vec![Arrow {
                colour: Colour::Green,
                from: "c1".parse().expect("a hole"),
                to: "e1".parse().expect("a hole"),
            }],
            labels: vec![("c2".parse().expect("a hole"), "nki".to_string())],
        }
    );
    assert_eq!(
        c1.note.comment("sw"),
        Some("Kaburu lifts three warriors from c1.")
    );
    assert_eq!(
        c1.note.comment("fr"),
        Some("Kaburu lève trois guerriers de c1.")
    );
    assert_eq!(
        a.start.comment("fr"),
        Some("The players set up their warriors.")
    );
    // It replays: the moves are the game's.
    a.record()
        .expect("plain")
        .replay(Effort::Exact)
        .expect("legal");
}

#[test]
fn bad_annotations_say_where_in_one_line() {
    let at = |t: &str| -> String {
        let e = t.parse::<Annotated>().expect_err("refused");
        let s = e.to_string();
        assert!(!s.contains('\n'), "one line: {s}");
        s
    };
    let head = "game: rio-kadalis\noptions: {}\n";
    assert_eq!(
        at(&format!("{head}moves: a1 {{[%csl Xa1]}}")),
        "the record cannot be read: move 1 (a1): the mark \"Xa1\" has no colour: G, R, Y or B"
    );
    assert_eq!(
        at(&format!("{head}moves: a1 f2 {{[%cal Ga1z9]}}")),
        "the record cannot be read: move 2 (f2): \"z9\" is not a hole of this game's board"
    );
    assert_eq!(
        at(&format!("{head}moves: {{[%clk 0:01]}} a1")),
        "the record cannot be read: the start: [%clk] is not a mark (the marks are [%csl …], [%cal …], [%lbl …], and [%lang …] for a comment's language)"
    );
    assert_eq!(
        at(&format!("{head}moves: a1 {{never closed\nf2")),
        "the record cannot be read: line 3: a comment's opening brace is never closed"
    );
    assert_eq!(
        at(&format!("{head}moves: a1!!! f2")),
        "the record cannot be read: move 1 (a1!!!): \"!!!\" is not a glyph (!, ?, !!, ??, !?, ?!)"
    );
    assert_eq!(
        at(&format!("{head}moves: a1 -- f2")),
        "the record cannot be read: move 2 (--): -- (a move the notation cannot write) needs the position set by hand after it (a position: line)"
    );
    assert_eq!(
        at(&format!("{head}moves: a1 {{[%lang French] x}}")),
        "the record cannot be read: move 1 (a1): \"French\" is not a language's code (fr, sw, …)"
    );
    assert!(at(&format!("{head}players: a\nplayers: b"))
        .contains("line 4 gives \"players:\" a second time"));
    let long = "x".repeat(LABEL_CHARS + 1);
    assert!(at(&format!("{head}moves: a1 {{[%lbl a1,\"{long}\"]}}"))
        .contains("is empty or longer than 24 characters"));
    // Where: the error names the note's place, and nothing else is lost: a correct record
    // beside it reads.
    let e = "{\"game\":\"rio-kadalis\",\"moves\":[{\"move\":\"a1\",\"marks\":{\"holes\":[{\"hole\":\"a1\",\"colour\":\"pink\"}]}}]}"
        .parse::<String>()
        .map(|t| Annotated::from_json(&t))
        .expect("text");
    assert_eq!(
        e,
        Err(RecordError::Format(FormatError::Note {
            at: At::Move {
                number: 1,
                text: "a1".into()
            },
            why: NoteError::BadColour("pink".into())
        }))
    );
}

#[test]
fn header_values_keep_their_hash_and_line_breaks() {
    let mut a = Annotated::from(Record::new(
        Rules::default_for("katro".parse().expect("a game")),
        Vec::new(),
    ));
    a.header
        .insert(Field::Event, "Game #3 of the wedding".into());
    a.header
        .insert(Field::Notes, "line one\nline two \\ end".into());
    let text = a.to_string();
    assert!(text.contains("event: Game #3 of the wedding\n"), "{text}");
    assert!(
        text.contains("notes: line one\\nline two \\\\ end\n"),
        "{text}"
    );
    assert_eq!(text.parse::<Annotated>(), Ok(a));
}
