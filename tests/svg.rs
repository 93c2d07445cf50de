//! `mancala-atlas svg`: the board as a standalone SVG file.
//!
//! - the output is well-formed XML (read by an XML parser of its own, roxmltree) with
//!   one element per hole carrying the engine's count after the moves (the engine asked,
//!   through the library, never re-derived), the stores' counts and whose turn it is;
//! - `--at K` shows the position after K of the moves;
//! - it is the library's writer's file for the same board (the one the app's and the
//!   figure's "Download image" write), byte for byte: `tests/data/svg/` keeps one such
//!   file, which the browser test compares with the app's download (`UPDATE_SVG=1`
//!   writes it anew after a change of the board's look);
//! - the options do what they say; bad arguments are refused in one line, status 2.
#![cfg(unix)]

use mancala_atlas::engine::{Effort, Game, GameId, Move, Player, Position, Rules};
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::print::{self, markup::Tag, Kit, Options};

mod cli_run;
use cli_run::run;

/// A successful run's image (its last newline taken off).
fn image(args: &[&str]) -> String {
    let o = run(&[&["svg"], args].concat());
    assert_eq!(o.code, 0, "{args:?} failed: {}", o.stderr);
    assert_eq!(o.stderr, "", "{args:?} wrote to stderr");
    assert!(o.stdout.ends_with("</svg>\n"), "{args:?}");
    o.stdout.trim_end().to_string()
}

/// A refused run: status 2, nothing on stdout, one line on stderr with every fragment.
fn refused(args: &[&str], fragments: &[&str]) {
    let o = run(&[&["svg"], args].concat());
    assert_eq!(o.code, 2, "{args:?}: {}", o.stdout);
    assert_eq!(o.stdout, "");
    assert_eq!(o.stderr.lines().count(), 1, "{:?}", o.stderr);
    assert!(o.stderr.starts_with("mancala-atlas: "), "{:?}", o.stderr);
    for f in fragments {
        assert!(o.stderr.contains(f), "{args:?}: {:?} lacks {f:?}", o.stderr);
    }
}

/// The engine's positions along `moves` (each one of the first legal moves it lists).
fn line(game: GameId, plies: usize) -> (Game, Vec<String>) {
    let mut g = Game::from_rules(Rules::default_for(game));
    let mut moves = Vec::new();
    for i in 0..plies {
        let legal: Vec<Move> = g.current().legal_moves();
        let Some(mv) = legal.get(i % legal.len().max(1)).copied() else {
            break;
        };
        g.play(&mv, Effort::Exact).expect("a legal move");
        moves.push(mv.to_string());
    }
    (g, moves)
}

/// Checks that `svg` shows `p`: each hole's count, the stores, the player to move.
fn shows(svg: &str, p: &Position) {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.attribute("data-game"), Some(p.game().id()));
    assert_eq!(root.attribute("data-to-move"), Some(p.to_move().name()));
    let holes: Vec<_> = doc
        .descendants()
        .filter(|n| n.attribute("data-hole").is_some())
        .collect();
    assert_eq!(holes.len(), p.geometry().len(), "one element per hole");
    let mut seen = std::collections::BTreeSet::new();
    for h in &holes {
        let hole = h.attribute("data-hole").unwrap().parse().expect("a hole");
        assert!(seen.insert(hole), "{hole} twice");
        let count: u8 = h.attribute("data-count").unwrap().parse().unwrap();
        assert_eq!(count, p.count(hole), "{hole}");
    }
    for n in doc
        .descendants()
        .filter(|n| n.attribute("data-store").is_some())
    {
        let player = match n.attribute("data-store") {
            Some("south") => Player::South,
            _ => Player::North,
        };
        let count: u8 = n.attribute("data-count").unwrap().parse().unwrap();
        assert_eq!(count, p.captured(player), "{player:?}'s store");
    }
}

#[test]
fn the_image_is_xml_with_every_hole_and_the_engines_counts() {
    for game in GameId::ALL {
        let (g, moves) = line(game, 3);
        let mut args = vec!["--game", game.id()];
        args.extend(moves.iter().map(String::as_str));
        let svg = image(&args);
        shows(&svg, g.current());
        // No font and no stylesheet needed: the words are outlines.
        assert!(!svg.contains("<text"), "{game:?}: text left as text");
        assert!(
            !svg.contains("<style") && !svg.contains("var(--"),
            "{game:?}"
        );
    }
}

#[test]
fn at_k_shows_the_position_after_k_moves() {
    let (g, moves) = line(GameId::Hoyito3, 4);
    assert_eq!(moves.len(), 4);
    let mut args = vec!["--game", "hoyito-3"];
    args.extend(moves.iter().map(String::as_str));
    for k in 0..=4 {
        let at = k.to_string();
        let svg = image(&[&args[..], &["--at", &at]].concat());
        shows(&svg, &g.positions()[k]);
    }
    assert_eq!(image(&[&args[..], &["--at", "4"]].concat()), image(&args));
    // From a position too.
    let p = g.positions()[2].to_json().to_string();
    let rest: Vec<&str> = moves[2..].iter().map(String::as_str).collect();
    let svg = image(&[&["--position", p.as_str(), "--at", "1"], &rest[..]].concat());
    shows(&svg, &g.positions()[3]);
}

#[test]
fn it_is_the_librarys_image_of_the_board() {
    let (g, moves) = line(GameId::Kiothi, 2);
    let mut args = vec!["--game", "kiothi"];
    args.extend(moves.iter().map(String::as_str));
    let caption = "Kiothi: the warriors after two moves & a <prison>";
    let cli = image(&[&args[..], &["--caption", caption, "--theme", "earth"]].concat());
    let view = print::view(g.current(), Lang::En, false);
    let board = Tag::from(&print::drawing(&view, Lang::En));
    let o = Options {
        theme: mancala_atlas::ui::board::theme::Theme::Earth,
        caption: Some(caption.into()),
        ..Options::default()
    };
    assert_eq!(cli, print::svg(&board, &o, &Kit::built_in()));
}

/// The file the browser test compares the app's download with (tests/browser.rs).
const FIXTURE: &str = "tests/data/svg/hoyito-3-c1.svg";

#[test]
fn the_browser_tests_file_is_the_clis() {
    let cli = image(&["--game", "hoyito-3", "c1"]) + "\n";
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    if std::env::var_os("UPDATE_SVG").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &cli).unwrap();
    }
    let kept = std::fs::read_to_string(&path).expect("the fixture (UPDATE_SVG=1 writes it)");
    assert!(
        kept == cli,
        "{FIXTURE} is not what `mancala-atlas svg --game hoyito-3 c1` writes: after a change \
         of the board's look, run the test with UPDATE_SVG=1"
    );
}

#[test]
fn the_options_do_what_they_say() {
    let base = ["--game", "katro", "a1"];
    let count = |svg: &str, class: &str| {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.descendants()
            .filter(|n| {
                n.attribute("class")
                    .is_some_and(|c| c.split(' ').any(|k| k == class))
            })
            .count()
    };
    let plain = image(&base);
    assert!(
        count(&plain, "coordinate") >= 8 + 4,
        "coordinates by default"
    );
    assert_eq!(count(&plain, "band-name"), 2, "names by default");
    assert_eq!(count(&plain, "caption"), 0);
    let no = image(&[&base[..], &["--coordinates", "no", "--names", "no"]].concat());
    assert_eq!(count(&no, "coordinate"), 0);
    assert_eq!(count(&no, "band-name"), 0);
    let yes = image(&[&base[..], &["--coordinates", "yes", "--names", "yes"]].concat());
    assert_eq!(yes, plain);
    let captioned = image(&[&base[..], &["--caption", "Katro after a1"]].concat());
    assert_eq!(count(&captioned, "caption"), 1);
    let height = |svg: &str| {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.root_element()
            .attribute("height")
            .unwrap()
            .parse::<f64>()
            .unwrap()
    };
    assert!(height(&captioned) > height(&plain));
    let dark = image(&[&base[..], &["--theme", "dark"]].concat());
    assert!(dark.contains("fill=\"#1f1b17\""), "the dark paper");
    assert!(plain.contains("fill=\"#f4efe6\""), "the wood's paper");

    // --out: the file, and nothing on stdout.
    let dir = std::env::temp_dir().join(format!("atlas-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("katro.svg");
    let o = run(&[&["svg"], &base[..], &["--out", file.to_str().unwrap()]].concat());
    assert_eq!((o.code, o.stdout.as_str(), o.stderr.as_str()), (0, "", ""));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), plain + "\n");
    let o = run(&[&["svg"], &base[..], &["--out", "/nonexistent/dir/x.svg"]].concat());
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("--out: cannot write \"/nonexistent/dir/x.svg\""),
        "{}",
        o.stderr
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_arguments_are_refused_in_one_line() {
    refused(
        &["--game", "hoyito-3", "c1", "--at", "2"],
        &["--at must be a whole number from 0 to 1, not \"2\""],
    );
    refused(
        &["--game", "hoyito-3", "--at", "-1"],
        &["--at", "from 0 to 0"],
    );
    refused(&["--game", "hoyito-3", "--at", "x"], &["--at", "\"x\""]);
    refused(
        &["--game", "hoyito-3", "--coordinates", "maybe"],
        &["--coordinates must be yes or no, not \"maybe\""],
    );
    refused(
        &["--game", "hoyito-3", "--names", "1"],
        &["--names must be yes or no"],
    );
    refused(
        &["--game", "hoyito-3", "--theme", "neon"],
        &["--theme: unknown theme \"neon\" (choose wood, earth or dark)"],
    );
    refused(
        &["--game", "hoyito-3", "--caption"],
        &["--caption needs a value"],
    );
    refused(
        &["--game", "hoyito-3", "--at", "0", "--at", "0"],
        &["--at is given twice"],
    );
    refused(&["--game", "chess"], &["unknown game \"chess\""]);
    refused(&[], &["--game is required"]);
    refused(&["--game", "hoyito-3", "c2"], &["move 1", "c2"]);
    refused(&["--game", "hoyito-3", "zz"], &["move 1", "\"zz\""]);
    refused(
        &["--game", "katro", "--depth", "2"],
        &["svg does not take --depth"],
    );
    refused(
        &["--game", "katro", "--shard", "1/2"],
        &["svg does not take --shard"],
    );
    // Other commands do not take the image's flags.
    let o = run(&["play", "--game", "katro", "--theme", "dark"]);
    assert_eq!(o.code, 2);
    assert!(
        o.stderr.contains("play does not take --theme"),
        "{}",
        o.stderr
    );
    let o = run(&["play", "--game", "katro", "--out", "x"]);
    assert!(
        o.stderr.contains("play does not take --out"),
        "{}",
        o.stderr
    );
}

/// The marks an image draws: highlighted holes (`data-mark="highlight"` beside
/// `data-hole`, with `data-colour`), arrows (`data-mark="arrow"`, `data-from`, `data-to`)
/// and labels (`data-mark="label"`, `data-at`), read from its XML.
fn marks_of(svg: &str) -> mancala_atlas::engine::Marks {
    use mancala_atlas::engine::{Arrow, Colour, Marks};
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    let mut m = Marks::default();
    let colour = |n: &roxmltree::Node| {
        Colour::from_name(n.attribute("data-colour").expect("a colour")).expect("a colour's name")
    };
    let hole = |n: &roxmltree::Node, key| n.attribute(key).expect(key).parse().expect("a hole");
    for n in doc.descendants() {
        match n.attribute("data-mark") {
            Some("highlight") => m.holes.push((colour(&n), hole(&n, "data-hole"))),
            Some("arrow") => m.arrows.push(Arrow {
                colour: colour(&n),
                from: hole(&n, "data-from"),
                to: hole(&n, "data-to"),
            }),
            Some("label") => {
                // The label's text is drawn as outlines: its words are the hole's.
                let at: mancala_atlas::engine::Hole = hole(&n, "data-at");
                let words = doc
                    .descendants()
                    .find(|h| h.attribute("data-hole") == Some(&at.to_string()))
                    .and_then(|h| h.children().find(|c| c.has_tag_name("title")))
                    .and_then(|t| t.text())
                    .expect("the hole's words");
                let text = words
                    .split('\u{201c}')
                    .nth(1)
                    .and_then(|t| t.split('\u{201d}').next())
                    .expect("the label in the hole's words");
                m.labels.push((at, text.to_string()));
            }
            _ => {}
        }
    }
    m
}

#[test]
fn a_record_s_marks_are_drawn_at_their_step_and_nowhere_else() {
    use mancala_atlas::engine::Annotated;
    let text = "game: kiothi\noptions: {}\nplayers: Kaburu (South), Mwenda (North)\nmoves: {[%csl Ya1] The players set up their warriors.} e1+f1=c1:5,a2:3,b2:2 e2+f2=j1:4,g2:6 {[%cal Bj1g2,Ra2b2]}\n  c1/3! {[%csl Gc1,Rc2][%cal Gc1e1] Kaburu lifts three warriors from c1.}\n  {[%lang fr] Kaburu lève trois guerriers de c1.} {[%lbl c2,\"nki\",d1,\"x\"]}\n";
    let dir = std::env::temp_dir().join(format!("atlas-svg-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("record.txt");
    std::fs::write(&path, text).expect("written");
    let path = path.to_str().expect("a path");
    let record: Annotated = text.parse().expect("reads");
    let positions = record.positions(Effort::Exact).expect("replays");
    for (k, p) in positions.iter().enumerate() {
        let svg = image(&["--record", path, "--at", &k.to_string()]);
        shows(&svg, p);
        let mut drawn = marks_of(&svg);
        let mut want = record.note_at(k).expect("a step").marks.clone();
        for m in [&mut drawn, &mut want] {
            m.holes.sort_by_key(|(c, h)| (h.to_string(), *c));
            m.labels.sort_by_key(|(h, _)| h.to_string());
        }
        assert_eq!(drawn, want, "step {k}");
    }
    // The last step by default; the comment is the caption unless another is given.
    assert_eq!(
        image(&["--record", path]),
        image(&["--record", path, "--at", "3"])
    );
    assert_ne!(
        image(&["--record", path, "--caption", "Another"]),
        image(&["--record", path])
    );
    // Refused: with a game, an unreadable file, a bad record (said with where).
    refused(
        &["--record", path, "--game", "katro"],
        &["--record gives the game"],
    );
    refused(
        &["--record", "/nonexistent/record.txt"],
        &["--record /nonexistent/record.txt: cannot be read"],
    );
    let bad = dir.join("bad.txt");
    std::fs::write(
        &bad,
        "game: kiothi\nmoves: e1+f1=c1:5,a2:3,b2:2 {[%csl Xa1]}\n",
    )
    .expect("written");
    refused(
        &["--record", bad.to_str().expect("a path")],
        &["move 1 (e1+f1=c1:5,a2:3,b2:2): the mark \"Xa1\" has no colour"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}
