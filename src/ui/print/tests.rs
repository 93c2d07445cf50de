use super::markup::{parse, Item, Tag};
use super::*;
use crate::engine::{Effort, Game, GameId, Rules};

fn after(game: GameId, moves: &str) -> Position {
    let mut g = Game::from_rules(Rules::default_for(game));
    for m in moves.split_whitespace() {
        g.play(&m.parse().expect("a move"), Effort::Exact)
            .expect("a legal move");
    }
    g.current().clone()
}

fn image(p: &Position, lang: Lang, o: &Options) -> String {
    let board = drawing(&view(p, lang, false), lang);
    svg(&Tag::from(&board), o, &Kit::built_in())
}

/// Every element of `t` (itself first) with `pred`.
fn all<'t>(t: &'t Tag, pred: &dyn Fn(&Tag) -> bool, out: &mut Vec<&'t Tag>) {
    if pred(t) {
        out.push(t);
    }
    for c in &t.children {
        if let Item::Tag(c) = c {
            all(c, pred, out);
        }
    }
}

fn find<'t>(t: &'t Tag, pred: &dyn Fn(&Tag) -> bool) -> Vec<&'t Tag> {
    let mut out = Vec::new();
    all(t, pred, &mut out);
    out
}

#[test]
fn an_image_has_every_hole_with_the_positions_count_and_needs_no_stylesheet_or_font() {
    for game in GameId::ALL {
        let p = Position::start(Rules::default_for(game));
        let text = image(&p, Lang::En, &Options::default());
        let root = parse(&text).expect("the image reads back");
        assert_eq!(root.get("xmlns"), Some("http://www.w3.org/2000/svg"));
        assert_eq!(root.get("data-game"), Some(game.id()));
        let holes = find(&root, &|t| t.get("data-hole").is_some());
        assert_eq!(holes.len(), p.geometry().len(), "{game:?}");
        for h in holes {
            let hole: crate::engine::Hole = h.get("data-hole").unwrap().parse().unwrap();
            assert_eq!(
                h.get("data-count"),
                Some(p.count(hole).to_string().as_str()),
                "{game:?} {hole}"
            );
        }
        // Everything the app's stylesheet said is said on the elements themselves.
        for gone in ["var(", "rgba(", "transparent", "<text", "<style", "px\""] {
            assert!(!text.contains(gone), "{game:?}: {gone} in the image");
        }
        let counts = find(&root, &|t| t.has_class("count"));
        assert!(counts
            .iter()
            .all(|c| c.name == "path" && c.get("fill") == Some("#3b2a1a")));
    }
}

#[test]
fn the_styles_are_the_apps_and_the_themes() {
    let p = after(GameId::Hoyito3, "c1");
    let wood = parse(&image(&p, Lang::En, &Options::default())).unwrap();
    let rect = |root: &Tag| -> Tag { find(root, &|t| t.has_class("wood"))[0].clone() };
    let r = rect(&wood);
    assert_eq!(r.get("fill"), Some("url(#wood)"));
    assert_eq!(r.get("filter"), Some("url(#shadow-0)"));
    assert_eq!(r.get("stroke"), Some("#7a4620"));
    let paper = find(&wood, &|t| t.has_class("paper"))[0];
    assert_eq!(paper.get("fill"), Some("#f4efe6"));
    let grain = find(&wood, &|t| t.has_class("grain"))[0];
    assert_eq!(grain.get("stroke-opacity"), Some("0.18"));
    // The shine on a seed is the gradient's, the gradient's stops coloured.
    let stops = find(&wood, &|t| t.name == "stop");
    assert!(stops.iter().all(|s| s.get("stop-color").is_some()));

    let earth = Options {
        theme: Theme::Earth,
        ..Options::default()
    };
    let earth = parse(&image(&p, Lang::En, &earth)).unwrap();
    let r = rect(&earth);
    assert_eq!(r.get("fill"), Some("#a4532c"));
    assert_eq!(r.get("filter"), None, "no shadow on earth");
    let pit = find(&earth, &|t| t.has_class("pit"))[0];
    assert_eq!(pit.get("fill"), Some("#4a1d0c"));

    let dark = Options {
        theme: Theme::Dark,
        ..Options::default()
    };
    let dark = parse(&image(&p, Lang::En, &dark)).unwrap();
    let paper = find(&dark, &|t| t.has_class("paper"))[0];
    assert_eq!(paper.get("fill"), Some("#1f1b17"));
    let name = find(&dark, &|t| t.has_class("band-name"))[0];
    assert_eq!(
        name.get("fill"),
        Some("#f1e8da"),
        "light names on dark paper"
    );
}

#[test]
fn the_caption_goes_under_the_board_in_lines_that_fit() {
    let p = after(GameId::Katro, "");
    let plain = parse(&image(&p, Lang::En, &Options::default())).unwrap();
    let long = "A long caption that an author wrote for the figure, which cannot fit on one line under the board and so goes on to the next one and further.";
    let o = Options {
        caption: Some(long.into()),
        note: Some("Opening position".into()),
        ..Options::default()
    };
    let with = parse(&image(&p, Lang::En, &o)).unwrap();
    let height = |t: &Tag| t.get("height").unwrap().parse::<f64>().unwrap();
    assert!(height(&with) > height(&plain) + 3.0 * layout::CAPTION_SIZE);
    let authors = find(&with, &|t| t.has_class("embed-author"));
    assert!(authors.len() >= 2, "{} lines", authors.len());
    let notes = find(&with, &|t| t.has_class("embed-what"));
    assert_eq!(notes.len(), 1);
    // The note is the muted ink, the caption the ink.
    let fill = |t: &Tag| {
        find(t, &|e| e.name == "path")[0]
            .get("fill")
            .map(str::to_string)
    };
    assert_eq!(fill(authors[0]).as_deref(), Some("#2b2118"));
    assert_eq!(fill(notes[0]).as_deref(), Some("#5f5043"));
    let fonts = outline::built_in();
    let room = height(&plain) * 0.0 + 848.0 - 2.0 * layout::CAPTION_PAD;
    for line in wrap(long, room, &|w| fonts.width(w, Setting::new(24.0, false))) {
        assert!(
            fonts.width(&line, Setting::new(24.0, false)) <= room,
            "{line}"
        );
    }
    assert_eq!(
        wrap("abcdefghij", 3.0, &|w| w.len() as f64),
        ["abc", "def", "ghi", "j"]
    );
    assert!(wrap("   ", 10.0, &|w| w.len() as f64).is_empty());
}

#[test]
fn words_without_outlines_stay_text_with_a_font_stack() {
    let p = after(GameId::Hoyito3, "c1");
    let o = Options {
        caption: Some("دانه‌ها".into()),
        ..Options::default()
    };
    let text = image(&p, Lang::Fa, &o);
    let root = parse(&text).unwrap();
    let names = find(&root, &|t| t.has_class("band-name"));
    assert!(names
        .iter()
        .all(|n| n.name == "text" && n.get("font-family").is_some()));
    // The counts are digits: outlined in every language.
    assert!(find(&root, &|t| t.has_class("count"))
        .iter()
        .all(|c| c.name == "path"));
    let caption = find(&root, &|t| t.has_class("embed-author"));
    let line = find(caption[0], &|t| t.name == "text")[0];
    assert_eq!(line.get("direction"), Some("rtl"));
}

#[test]
fn the_markup_of_a_drawing_makes_the_same_image_as_the_drawing() {
    let p = after(GameId::Kiothi, "");
    for lang in Lang::ALL {
        let el = drawing(&view(&p, lang, true), lang);
        let markup = Node::from(el.clone()).markup();
        let o = Options {
            caption: Some("<Kiothi> & \"prisons\"".into()),
            names: false,
            ..Options::default()
        };
        let kit = Kit::built_in();
        assert_eq!(
            svg(&parse(&markup).unwrap(), &o, &kit),
            svg(&Tag::from(&el), &o, &kit),
            "{lang:?}"
        );
    }
}

#[test]
fn without_names_the_bands_keep_their_stores_only() {
    let p = after(GameId::Hoyito3, "c1");
    let with = parse(&image(&p, Lang::En, &Options::default())).unwrap();
    let o = Options {
        names: false,
        coordinates: false,
        ..Options::default()
    };
    let without = parse(&image(&p, Lang::En, &o)).unwrap();
    assert_eq!(find(&with, &|t| t.has_class("band-name")).len(), 2);
    assert_eq!(find(&with, &|t| t.has_class("coordinate")).len(), 6 + 2);
    assert_eq!(find(&with, &|t| t.has_class("to-move")).len(), 1);
    assert!(find(&without, &|t| t.has_class("band-name")).is_empty());
    assert!(find(&without, &|t| t.has_class("turn-dot")).is_empty());
    assert!(find(&without, &|t| t.has_class("to-move")).is_empty());
    assert!(find(&without, &|t| t.has_class("coordinate")).is_empty());
    assert_eq!(find(&without, &|t| t.get("data-store").is_some()).len(), 2);
    assert_eq!(find(&without, &|t| t.get("data-hole").is_some()).len(), 12);
}

#[test]
fn a_drawing_that_is_no_board_still_makes_a_file() {
    let kit = Kit::built_in();
    for markup in [
        "<svg></svg>",
        "<svg viewBox=\"a b c d\"><text>x</text></svg>",
        "<g><text class=\"count\" x=\"NaN\" y=\"1e999\">\u{7}1</text></g>",
    ] {
        let text = svg(&parse(markup).unwrap(), &Options::default(), &kit);
        assert!(parse(&text).is_ok(), "{text}");
    }
}
