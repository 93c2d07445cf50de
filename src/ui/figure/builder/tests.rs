use super::address::{draft_link, is_builder_link, link, link_for, open};
use super::paste::read_pasted;
use super::*;
use crate::engine::{Colour, Glyph};
use crate::ui::figure::config::readme_examples;

const BASE: &str = "https://example.org/atlas/";

fn figure(d: &Draft) -> Figure {
    d.figure(Lang::En)
        .unwrap_or_else(|p| panic!("{d:?}: {}", p.message))
}

/// What a reader sees of a figure: its moves, positions, opening step, captions, looks.
fn seen(c: &EmbedConfig) -> String {
    let positions: Vec<String> = c
        .game
        .positions()
        .iter()
        .map(|p| p.to_json().to_string())
        .collect();
    let captions: Vec<_> = (0..c.captions.moments())
        .map(|i| Lang::ALL.map(|l| c.caption(i, l).map(str::to_string)))
        .collect();
    format!(
        "{positions:?} {:?} at {} {:?} {:?} {:?} {:?} {} {} {} {:?} {:?} {:?}",
        c.game.moves(),
        c.at,
        captions,
        c.theme,
        c.controls,
        c.speed,
        c.play,
        c.autoplay,
        c.coordinates,
        c.lang,
        c.notes,
        c.credit_line(Lang::En),
    )
}

#[test]
fn every_readme_figure_comes_back_from_the_builder_as_it_was() {
    for q in readme_examples() {
        let original = EmbedConfig::parse(&q).expect("the README's figures read");
        let d = match Draft::from_query(&q) {
            Ok(d) => d,
            Err(PasteError::Lesson) => {
                assert!(
                    original.lesson.is_some() || original.puzzle.is_some(),
                    "{q}"
                );
                continue;
            }
            Err(e) => panic!("{q}: {e:?}"),
        };
        let f = figure(&d);
        assert_eq!(seen(&f.config), seen(&original), "{q} → {}", f.query());
        // Its code, pasted back, is the same figure again (and the same query).
        let again = figure(&Draft::from_query(&f.query()).expect("reads back"));
        assert_eq!(again.query(), f.query(), "{q}");
    }
}

#[test]
fn a_figure_cut_from_a_game_starts_at_its_first_move_with_its_captions() {
    let record: Record = "game: hoyito-3\nmoves: a1 a2 c2\n"
        .parse()
        .expect("a record");
    let game = record.replay(Effort::Quick).expect("plays");
    let mut d = Draft::of_record(&record);
    // The app's game opens the builder on every move, at the last.
    assert_eq!((d.first, d.last, d.at), (0, 3, 3));
    d.first = 1;
    d.last = 2;
    d.at = 1;
    d.captions.put(None, 1, "South has played a1").unwrap();
    d.captions.put(None, 2, "North captures").unwrap();
    d.captions
        .put(Some(Lang::Es), 2, "El Norte captura")
        .unwrap();
    d.captions.put(None, 3, "Not shown").unwrap();
    d.theme = Theme::Earth;
    d.lang = Some(Lang::Es);
    let f = figure(&d);
    let c = &f.config;
    assert_eq!(c.game.moves(), &game.moves()[1..2]);
    assert_eq!(
        c.game.positions()[0].to_json(),
        game.positions()[1].to_json()
    );
    assert_eq!(c.at, 0);
    assert_eq!(c.caption(0, Lang::En), Some("South has played a1"));
    assert_eq!(c.caption(1, Lang::Es), Some("El Norte captura"));
    assert_eq!(c.caption(1, Lang::Fr), Some("North captures"));
    assert_eq!((c.theme, c.lang), (Theme::Earth, Some(Lang::Es)));
    let q = f.query();
    assert!(q.starts_with("game=hoyito-3&position=%7B"), "{q}");
    assert!(q.contains("&moves=a2&at=0&lang=es&theme=earth&caption0=South%20has%20played%20a1&caption1=North%20captures&caption1-es=El%20Norte%20captura"), "{q}");
    assert!(!q.contains("Not%20shown"), "{q}");
    // Opened on its last step, with no autoplay, `at` is left out.
    d.at = 2;
    assert!(!figure(&d).query().contains("at="));
    d.autoplay = true;
    assert!(figure(&d).query().contains("at=1&autoplay=yes"));
}

#[test]
fn each_code_pasted_back_opens_the_same_figure() {
    let mut d = Draft::from_query("game=kiothi&moves=i1+j1=b1:10%20e2+f2=i2:10&at=1&captions=The%20opening%7CSouth%E2%80%99s%20turn&controls=full&coordinates=no&theme=dark").expect("reads");
    d.width = "640".into();
    d.height = "520".into();
    let f = figure(&d);
    let size = d.size(Lang::En, None).expect("a size");
    assert_eq!(size, ("640".to_string(), "520".to_string()));
    for form in CodeForm::ALL {
        let code = f.code(form, BASE, (&size.0, &size.1), Lang::En);
        let back = read_pasted(&code).unwrap_or_else(|e| panic!("{code}: {e:?}"));
        assert_eq!(figure(&back).query(), f.query(), "{code}");
        if form == CodeForm::Iframe {
            assert_eq!(
                (back.width.as_str(), back.height.as_str()),
                ("640", "520"),
                "{code}"
            );
            assert!(
                code.contains("title=\"A Mancala Atlas figure: Kiothi\""),
                "{code}"
            );
        }
        if matches!(form, CodeForm::Element | CodeForm::Script) {
            assert!(
                code.contains(
                    "<script type=\"module\" src=\"https://example.org/atlas/embed.js\"></script>"
                ),
                "{code}"
            );
            assert_eq!(back.width, "640", "{code}");
        }
    }
    let element = f.code(CodeForm::Element, BASE, ("100%", "400"), Lang::En);
    assert!(element.starts_with("<mancala-figure game=\"kiothi\" moves=\"i1+j1=b1:10 e2+f2=i2:10\" at=\"1\" controls=\"full\" theme=\"dark\" coordinates=\"no\" caption0=\"The opening\" caption1=\"South’s turn\">"), "{element}");
    assert_eq!(f.address(BASE), format!("{BASE}embed.html?{}", f.query()));
    // Pasted as an author's page holds it: other attributes, single quotes, entities.
    let page = "<p>See:</p>\n<MANCALA-FIGURE id='f1' class=\"wide\" game='hoyito-3' moves=\"c1 f2\" caption1=\"South &amp; North&#39;s\" data-x=\"1\"></MANCALA-FIGURE>";
    let d = read_pasted(page).expect("reads");
    let f = figure(&d);
    assert_eq!(
        f.query(),
        "game=hoyito-3&moves=c1%20f2&caption1=South%20%26%20North%27s"
    );
}

#[test]
fn addresses_queries_links_and_records_open_too() {
    let q = "game=rio-kadalis&moves=b1%20f2&at=1";
    for text in [
        format!("{BASE}embed.html?{q}"),
        format!("  {BASE}embed.html?{q}#ignored \n"),
        q.to_string(),
        format!("?{q}"),
        format!(
            "<div data-mancala-atlas=\"{}\"></div>",
            q.replace('&', "&amp;")
        ),
    ] {
        let d = read_pasted(&text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        assert_eq!(figure(&d).query(), q, "{text}");
    }
    // The builder's own link.
    let link = link(q);
    assert!(is_builder_link(&format!("#{link}")) && !is_builder_link("#g=katro"));
    let d = open(&format!("#{link}"))
        .expect("a builder link")
        .expect("reads");
    assert_eq!(figure(&d).query(), q);
    assert_eq!(open("#learn=katro"), None);
    assert!(matches!(
        open("#figure=%ZZ"),
        Some(Err(PasteError::Figure(EmbedError::Unreadable { .. })))
    ));
    // A link written by hand keeps its plus signs (the one reader's rule): a
    // redistribution, as the figure's own query reads it.
    let kiothi = "game=kiothi&moves=i1+j1=b1:10%20e2+f2=i2:10";
    let d = open(&format!(
        "#figure={}",
        kiothi.replace('=', "%3D").replace('&', "%26")
    ))
    .expect("a builder link")
    .expect("reads");
    assert_eq!(figure(&d).query(), kiothi);
    // A record, as the app exports it: every move, opening on the last.
    let d = read_pasted("game: hoyito-3\nmoves: c1 f2\n").expect("a record");
    assert_eq!(figure(&d).query(), "game=hoyito-3&moves=c1%20f2");
}

#[test]
fn what_does_not_open_says_why() {
    type Is = fn(&PasteError) -> bool;
    let cases: [(&str, Is, &str); 5] = [
        ("   ", |e| *e == PasteError::Empty, "Paste a figure"),
        (
            "game=chess",
            |e| matches!(e, PasteError::Figure(_)),
            "\"chess\" is not a value of \"game\"",
        ),
        (
            "embed.html?game=katro&moves=a1&colour=red",
            |e| matches!(e, PasteError::Figure(EmbedError::Unknown(_))),
            "no parameter \"colour\"",
        ),
        (
            "embed.html?lesson=kiothi/3",
            |e| *e == PasteError::Lesson,
            "lesson=katro/2",
        ),
        (
            "Dear editor,\nhere is my figure.",
            |e| matches!(e, PasteError::Nothing(_)),
            "neither a figure's code",
        ),
    ];
    for (text, is, says) in cases {
        let e = read_pasted(text).expect_err(text);
        assert!(is(&e), "{text}: {e:?}");
        assert!(
            e.message(Lang::En).contains(says),
            "{text}: {}",
            e.message(Lang::En)
        );
    }
}

#[test]
fn errors_are_said_next_to_the_field_with_the_embeds_reasons() {
    let d = Draft::of_record(&Record::new(Rules::default_for(GameId::Hoyito3), vec![]));
    let problem = |f: fn(&mut Draft)| {
        let mut d = d.clone();
        f(&mut d);
        d.figure(Lang::En).expect_err("refused")
    };
    let p = problem(|d| d.options = "{\"seeds\":".into());
    assert_eq!(p.field, Field::Options, "{p:?}");
    assert!(
        p.message.starts_with("The figure's game cannot be set up:"),
        "{p:?}"
    );
    let p = problem(|d| d.position = "[1,2]".into());
    assert_eq!(p.field, Field::Position, "{p:?}");
    let p = problem(|d| d.moves = "c1 c1".into());
    assert_eq!(p.field, Field::Moves, "{p:?}");
    assert!(p.message.contains("move 2"), "{p:?}");
    let p = problem(|d| d.moves = "zz9".into());
    assert_eq!(p.field, Field::Moves, "{p:?}");
    // Sizes.
    for (w, h, field) in [
        ("abc", "", Field::Width),
        ("150", "", Field::Width),
        ("120%", "", Field::Width),
        ("", "12", Field::Height),
        ("", "tall", Field::Height),
    ] {
        let mut d = d.clone();
        (d.width, d.height) = (w.into(), h.into());
        assert_eq!(d.size(Lang::En, None).expect_err(w).field, field, "{w} {h}");
    }
    let mut d2 = d.clone();
    (d2.width, d2.height) = ("80%".into(), String::new());
    assert_eq!(
        d2.size(Lang::En, Some(612)).unwrap(),
        ("80%".into(), "612".into())
    );
    // In the builder's language.
    let p = d.clone();
    let mut p = p;
    p.moves = "c1 c1".into();
    let fr = p.figure(Lang::Fr).expect_err("refused").message;
    assert_ne!(fr, p.figure(Lang::En).expect_err("refused").message);
}

#[test]
fn moves_typed_again_keep_the_cut_and_the_captions() {
    let mut d = Draft::from_query("game=hoyito-3&moves=a1%20a2%20c2&caption1=One&caption3=Three")
        .expect("reads");
    assert_eq!((d.first, d.last, d.at), (0, 3, 3));
    d.first = 1;
    d.fit(2, 3);
    assert_eq!((d.first, d.last, d.at), (1, 2, 2));
    assert_eq!(d.captions.own(1, None), Some("One"));
    assert_eq!(d.captions.moments(), 3);
    d.fit(4, 2);
    assert_eq!((d.first, d.last, d.at), (1, 4, 4));
    assert_eq!(d.captions.own(1, None), Some("One"));
}

#[test]
fn a_game_with_decided_long_sowings_is_written_as_its_record() {
    let f = crate::ui::game::testing::quick_long();
    let mut g = f.record.replay(Effort::Quick).expect("replays quickly");
    // Decided in the app (an endless sowing, refused, its verdict kept).
    g.play(&f.mv, Effort::Exact).expect_err("endless");
    let record = g.record();
    assert!(!record.decisions.is_empty());
    let d = Draft::of_record(&record);
    let fig = figure(&d);
    assert!(fig.query().starts_with("record=%7B"), "{}", fig.query());
    assert_eq!(fig.config.game.moves(), g.moves());
    let again = figure(&Draft::from_query(&fig.query()).expect("reads back"));
    assert_eq!(again.query(), fig.query());
}

/// Hoyito III: a position whose 24 moves make a repetition (tests/rules/hoyito-3.txt).
const REPEAT: &str = r#"{"game":"hoyito-3","to_move":"south","pits":[[1,0,0,1,0,0],[0,0,1,0,0,1]],"captured":{"south":20,"north":24}}"#;
const MOVES: &str = "d1 c2 e1 b2 a1 f2 b1 e2 f1 a2 c1 d2";

fn long_draft() -> Draft {
    let mut d = Draft::from_query(&format!(
        "game=hoyito-3&position={}&moves={}",
        query::percent_encode(REPEAT),
        query::percent_encode(MOVES)
    ))
    .expect("a figure");
    d.first = 7;
    d.last = 10;
    d.at = 8;
    d.captions.put(None, 8, "North answers").unwrap();
    d
}

#[test]
fn a_figure_cut_from_move_8_carries_the_moves_before_it_and_their_numbers() {
    // Issue 36: "Move 8" in the builder is "Move 8" in the figure, its list and its image.
    let d = long_draft();
    let f = figure(&d);
    let q = f.query();
    assert!(q.contains("before=d1%20c2%20e1%20b2%20a1%20f2%20b1"), "{q}");
    assert!(q.contains("moves=e2%20f1%20a2"), "{q}");
    assert_eq!(f.config.earlier.count, 7);
    assert_eq!(
        crate::ui::figure::frame::what_after(Lang::En, &f.config.game, 1, &f.config.earlier),
        "Move 8: North plays e2"
    );
    assert_eq!(f.config.caption(1, Lang::En), Some("North answers"));
    // Opened again (a pasted code, a reload): the same cut of the same game.
    let back = Draft::from_query(&q).expect("reads back");
    assert_eq!((back.first, back.last, back.at), (7, 10, 8));
    assert_eq!(back.captions.own(8, None), Some("North answers"));
    assert_eq!(figure(&back).query(), q);
}

#[test]
fn a_builder_link_keeps_the_width_the_height_and_the_moves_after_the_last_shown() {
    // Issue 36: a reload set the width back to 100% and dropped the moves after "To".
    let mut d = long_draft();
    d.width = "640".into();
    d.height = "512".into();
    let f = figure(&d);
    let code = f.code(CodeForm::Script, BASE, ("640", "512"), Lang::En);
    assert!(code.contains("width=640"), "{code}");
    let link = draft_link(&f, &d, &d.moves_after());
    let opened = open(&link).expect("a builder link").expect("reads");
    assert_eq!(opened.moves, MOVES);
    assert_eq!((opened.first, opened.last, opened.at), (7, 10, 8));
    assert_eq!(
        (opened.width.as_str(), opened.height.as_str()),
        ("640", "512")
    );
    assert_eq!(figure(&opened).query(), f.query());
    // A link of before (the figure's query alone) opens as it did.
    assert!(open(&link_for(
        &Record::new(Rules::default_for(GameId::Hoyito3), vec![]).into(),
        0
    ))
    .expect("a link")
    .is_ok());
}

#[test]
fn the_code_needs_no_inline_style_and_its_width_is_the_figures() {
    // Issue 36: a page's policy may forbid inline styles.
    let mut d = long_draft();
    d.width = "640".into();
    let f = figure(&d);
    for form in CodeForm::ALL {
        let code = f.code(form, BASE, ("640", "500"), Lang::En);
        assert!(!code.contains("style="), "{code}");
        if form != CodeForm::Address {
            assert!(
                code.contains("width=640") || code.contains("width=\"640\""),
                "{code}"
            );
            let back = read_pasted(&code).expect("pasted back");
            assert_eq!(back.width, "640", "{code}");
        }
    }
    assert!(f
        .code(CodeForm::Iframe, BASE, ("640", "500"), Lang::En)
        .contains("frameborder=\"0\""));
}

#[test]
fn what_is_not_a_figure_or_not_json_is_said_so() {
    // Issue 36: another site's iframe is not a figure (not "no parameter https://…").
    let e =
        read_pasted(r#"<iframe src="https://example.com/x" width="600"></iframe>"#).unwrap_err();
    assert!(matches!(e, PasteError::NotAFigure(_)), "{e:?}");
    let said = e.message(Lang::En);
    assert!(
        said.contains("not a Mancala Atlas figure") && !said.contains("no parameter"),
        "{said}"
    );
    // A field that is not JSON: its own line and column, not the record's.
    let mut d = long_draft();
    d.position = r#"{"pits": [[1,0,0,1,0,0],[0,0,1,0,0,1]], oops}"#.into();
    let p = d.record(Lang::En).unwrap_err();
    assert_eq!(p.field, Field::Position);
    assert!(p.message.contains("line 1, column 41"), "{}", p.message);
    d.position.clear();
    d.options = "{\n  \"seeds\": }".into();
    let p = d.record(Lang::En).unwrap_err();
    assert_eq!(p.field, Field::Options);
    assert!(p.message.contains("line 2"), "{}", p.message);
}

/// Issue 39: a record's comments, glyphs, marks and header go through the builder — from
/// the app's annotated game, a pasted record or a figure's code — into the figure it
/// writes, at the same steps, and back.
#[test]
fn marks_comments_and_the_header_go_through_the_builder_and_back() {
    let a: Annotated = "game: hoyito-3\nplayers: Ana and Luis\nplace: Santiago\nmoves: a1 {[%csl Ga1] Ana opens.} a2?! c2 {[%cal Rc2a1]}\n"
        .parse()
        .expect("an annotated record");
    let mut d = Draft::of_annotated(&a).expect("a figure of it");
    assert_eq!(d.marks_at(1).holes.len(), 1);
    assert_eq!(d.marks_at(3).arrows.len(), 1);
    // Marks added by pointing: a highlight on move 2, an arrow on the start.
    assert!(d.mark(2, |m| m.toggle_hole(Colour::Yellow, "b2".parse().unwrap())));
    assert!(d.mark(0, |m| m.toggle_arrow(
        Colour::Blue,
        "a1".parse().unwrap(),
        "c1".parse().unwrap()
    )));
    assert!(
        !d.mark(9, |m| m.toggle_hole(Colour::Red, "a1".parse().unwrap())),
        "no step 9"
    );
    d.credit = true;
    let f = figure(&d);
    let c = &f.config;
    assert_eq!(c.caption(1, Lang::En), Some("Ana opens."));
    assert_eq!(c.notes.glyph(1).map(Glyph::text), Some("?!"));
    assert_eq!(
        c.notes.at(2).map(|n| n.marks.holes.clone()),
        Some(vec![(Colour::Yellow, "b2".parse().unwrap())])
    );
    assert_eq!(c.notes.at(0).map(|n| n.marks.arrows.len()), Some(1));
    assert_eq!(
        c.credit_line(Lang::En).as_deref(),
        Some("Players: Ana and Luis · Place: Santiago")
    );
    // Pasted back, the same figure.
    let again = figure(&Draft::from_query(&f.query()).expect("reads back"));
    assert_eq!(seen(&again.config), seen(c));
    assert_eq!(again.query(), f.query());
    // Taking a highlight off is pointing at it again.
    let mut off = d.clone();
    assert!(off.mark(2, |m| m.toggle_hole(Colour::Yellow, "b2".parse().unwrap())));
    assert!(off.marks_at(2).is_empty());

    // A figure cut from the game (moves 2 to 3): move 1's note is its start's, and the
    // builder gives it back at move 1 of the whole game.
    let mut cut = d.clone();
    cut.first = 1;
    cut.at = 2;
    let f = figure(&cut);
    assert_eq!(f.config.caption(0, Lang::En), Some("Ana opens."));
    assert_eq!(f.config.notes.at(1).map(|n| n.marks.holes.len()), Some(1));
    let back = Draft::from_query(&f.query()).expect("reads back");
    assert_eq!(
        (
            back.first,
            back.marks_at(1).holes.len(),
            back.marks_at(2).holes.len()
        ),
        (1, 1, 1)
    );
    assert_eq!(figure(&back).query(), f.query());

    // The moves after the last shown keep what is said of them through a builder link.
    let mut short = d.clone();
    short.last = 1;
    short.at = 1;
    let f = figure(&short);
    let opened = open(&draft_link(&f, &short, &short.moves_after()))
        .expect("a link")
        .expect("reads");
    assert_eq!(opened.marks_at(3).arrows.len(), 1);
    assert_eq!(opened.annotated().map(|a| a.steps.len()), Some(3));

    // A record pasted keeps its notes and header.
    let pasted = read_pasted(&a.to_string()).expect("a record");
    assert_eq!(pasted.marks_at(1).holes.len(), 1);
    assert_eq!(pasted.header.get(HeaderField::Place), Some("Santiago"));
    // From the app: the builder's link for the annotated game.
    let linked = super::address::opened(&link_for(&a, 1)).expect("a builder link");
    assert_eq!(linked.problem, None);
    assert_eq!(linked.draft.at, 1);
    assert_eq!(
        figure(&linked.draft).config.caption(1, Lang::En),
        Some("Ana opens.")
    );
}
