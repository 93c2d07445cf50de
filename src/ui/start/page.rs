//! The start screen and the app's masthead as drawing trees ([`crate::ui::board::picture`]), written
//! once and drawn two ways: by the app (Yew, `screen.rs` and `app/root.rs`, which turn the
//! trees into Yew's nodes and listen on their roots) and as markup by the light start
//! screen ([`light`], the small `start` bundle, `src/bin/start.rs`): what a first visitor
//! sees, and chooses with, while the app is still on its way. Pure: compiles and is
//! tested everywhere.
//!
//! The controls say what they are with `data-` attributes, which both listeners read: a
//! game card `data-game-card="katro"`, an option `<select data-option="key">` whose
//! values are the option's JSON, a player mode `<input data-mode="two-players">`, the
//! computer's level `<select data-level>`, the buttons `data-action="start|resume"`, the
//! language `<select data-action="lang">`.

use crate::ai::Level;
use crate::engine::{GameId, Position, Rules};
use crate::ui::board::picture::{self, Look};
use crate::ui::board::tree::El;
use crate::ui::game::about;
use crate::ui::game::{BoardView, Mode, SetupForm};
use crate::ui::i18n::{self, t, tf, Lang};

/// The masthead: the app's name, a caption (the game played), the language switch.
pub fn masthead(lang: Lang, caption: Option<String>) -> El {
    let options = Lang::OFFERED.into_iter().map(|l| {
        El::new("option")
            .attr("value", l.code())
            .attr("lang", l.code())
            .attr("dir", l.dir())
            .opt("selected", (l == lang).then_some(""))
            .text(l.native_name())
            .into()
    });
    let mut header = El::new("header")
        .attr("class", "masthead")
        .child(El::new("h1").text(t(lang, "Mancala Atlas")));
    if let Some(c) = caption {
        header = header.child(El::new("p").attr("class", "caption").text(c));
    }
    header.child(
        El::new("label")
            .attr("class", "lang-switch")
            .attr("title", t(lang, "Language"))
            .child(
                El::new("select")
                    .attr("data-action", "lang")
                    .attr("aria-label", t(lang, "Language"))
                    .children(options),
            ),
    )
}

/// The start screen's section: the four games' cards (the first `boards` with their
/// board drawn, the others with its place kept), the chosen game's options, who plays,
/// the computer's strength, Play (and Resume when `can_resume`). The saved games are the
/// app's to add (the light start screen is only drawn where there are none).
pub fn screen(setup: &SetupForm, lang: Lang, can_resume: bool, boards: usize) -> El {
    screen_offering(
        setup,
        lang,
        can_resume,
        boards,
        true,
        picture::board_unmarked,
    )
}

/// How a card's board is drawn: [`picture::board`] in the app,
/// [`picture::board_unmarked`] on the light start screen (the same drawing: a card shows
/// no record's marks), so that each bundle carries one drawing of boards.
pub type DrawBoard = fn(&BoardView, Look, Lang) -> El;

/// [`screen`], offering a game by correspondence only when `letters` (not on a kiosk:
/// [`crate::ui::game::offers`]).
pub fn screen_offering(
    setup: &SetupForm,
    lang: Lang,
    can_resume: bool,
    boards: usize,
    letters: bool,
    draw: DrawBoard,
) -> El {
    let chosen = setup.rules.game();
    let cards = GameId::ALL.into_iter().enumerate().map(|(k, g)| {
        let i = about::info_in(g, lang);
        let on = g == chosen;
        let drawing = if k < boards {
            let rules = if on {
                setup.rules
            } else {
                Rules::default_for(g)
            };
            let view = BoardView::still(&Position::start(rules), lang);
            let look = Look {
                mini: true,
                portrait: false,
                may_play: true,
                narrow: false,
            };
            draw(&view, look, lang)
        } else {
            El::new("span")
                .attr("class", "mini-slot")
                .attr("aria-hidden", "true")
        };
        let span =
            |class: &'static str, text: &str| El::new("span").attr("class", class).text(text);
        El::new("li")
            .child(
                El::new("button")
                    .attr("type", "button")
                    .class([Some("game-card"), on.then_some("on")])
                    .attr("data-game-card", g.id())
                    .attr("aria-pressed", if on { "true" } else { "false" })
                    .child(drawing)
                    .child(span("card-name", i18n::game_name(g, lang)))
                    .child(span("card-place", i.place))
                    .child(span("card-special", i.special)),
            )
            .into()
    });

    let options = about::labelled(chosen, lang).into_iter().map(|o| {
        let now = setup.rules.chosen().find(|c| c.key == o.spec.key);
        let choices = o.choices.iter().map(|&(c, label)| {
            El::new("option")
                .attr("value", c.choice.to_string())
                .opt("selected", (Some(c) == now).then_some(""))
                .text(label)
                .into()
        });
        El::new("label")
            .attr("class", "option")
            .child(El::new("span").text(o.label))
            .child(
                El::new("select")
                    .attr("data-option", o.spec.key)
                    .children(choices),
            )
            .into()
    });

    let modes = Mode::ALL
        .into_iter()
        .filter(|m| letters || !matches!(m, Mode::Correspondence { .. }))
        .map(|m| {
            El::new("label")
                .attr("class", "mode")
                .child(
                    El::new("input")
                        .attr("type", "radio")
                        .attr("name", "mode")
                        .attr("value", m.id())
                        .attr("data-mode", m.id())
                        .opt("checked", (m == setup.mode).then_some("")),
                )
                .text(m.label(lang))
                .into()
        });
    let levels = Level::PLAYABLE.into_iter().map(|l| {
        El::new("option")
            .attr("value", l.id())
            .opt("selected", (l == setup.level).then_some(""))
            .text(i18n::level(lang, l))
            .into()
    });
    let uses_computer = matches!(
        setup.mode,
        Mode::VsComputer { .. } | Mode::ComputerVsComputer
    );
    let name = i18n::game_name(chosen, lang);

    let mut buttons = El::new("div").attr("class", "buttons start-bar").child(
        El::new("button")
            .attr("type", "button")
            .attr("class", "primary")
            .attr("data-action", "start")
            .text(tf(lang, "Play {}", &[&name])),
    );
    if can_resume {
        buttons = buttons.child(
            El::new("button")
                .attr("type", "button")
                .attr("data-action", "resume")
                .text(t(lang, "Back to the game in progress")),
        );
    }

    El::new("section")
        .attr("class", "start")
        .attr("aria-label", t(lang, "Choose a game"))
        .child(El::new("p").attr("class", "lede").text(t(
            lang,
            "Four traditional mancala games from four corners of the world. Choose one, set its options and who plays.",
        )))
        .child(El::new("ul").attr("class", "cards").children(cards))
        // The lessons of the game chosen (the Learn screen, `learn.rs`): a link, which
        // the light start screen hands over to the app like any link.
        .child(
            El::new("p").attr("class", "learn-entry").child(
                El::new("a")
                    .attr("href", crate::ui::game::lessons::address::link(chosen, None))
                    .attr("data-action", "learn")
                    .text(tf(lang, "New to {}? Learn it in short lessons", &[&name])),
            ),
        )
        // The puzzles (the Puzzles screen, `puzzle.rs`): the chosen game's, or when it
        // has none, the puzzles of the games that have them.
        .child(
            El::new("p").attr("class", "learn-entry puzzle-entry").child(
                El::new("a")
                    .attr(
                        "href",
                        if crate::ui::game::puzzle_address::has_puzzles(chosen) {
                            crate::ui::game::puzzle_address::link(chosen)
                        } else {
                            "#puzzles".to_string()
                        },
                    )
                    .attr("data-action", "puzzles")
                    .text(if crate::ui::game::puzzle_address::has_puzzles(chosen) {
                        tf(lang, "Puzzles of {}: find the best move", &[&name])
                    } else {
                        t(lang, "Puzzles: find the best move").to_string()
                    }),
            ),
        )
        .child(
            El::new("div")
                .attr("class", "setup")
                .child(
                    El::new("fieldset")
                        .child(El::new("legend").text(tf(lang, "{} options", &[&name])))
                        .children(options),
                )
                .child(
                    El::new("fieldset")
                        .child(El::new("legend").text(t(lang, "Players")))
                        .children(modes)
                        .child(
                            El::new("label")
                                .class([Some("option"), Some("level"), (!uses_computer).then_some("idle")])
                                .child(El::new("span").text(t(lang, "Computer's strength")))
                                .child(El::new("select").attr("data-level", "").children(levels)),
                        ),
                ),
        )
        // Stays in view at the bottom of the screen while the cards and options are
        // scrolled (a phone shows the game chosen and its Play button at once).
        .child(buttons)
}

/// A choice on the start screen, as its control says it (the `data-` attribute's value,
/// and the control's value).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A game card (`data-game-card`).
    Game(String),
    /// An option (`data-option`) and the chosen value's JSON.
    Option(String, String),
    /// A mode (`data-mode`).
    Mode(String),
    /// The computer's level (the `data-level` select's value).
    Level(String),
}

/// What a choice changes in `setup`, or what is wrong with it (in `lang`).
///
/// # Errors
/// The choice names no game, option value, mode or level, or the engine refuses the
/// option (its reason).
pub fn choose(setup: &mut SetupForm, choice: &Choice, lang: Lang) -> Result<(), String> {
    match choice {
        Choice::Game(id) => {
            let g: GameId = id
                .parse()
                .map_err(|e| crate::ui::i18n::errors::setup_error(lang, &e))?;
            setup.choose_game(g);
        }
        Choice::Option(key, text) => {
            let refused = |e| crate::ui::i18n::errors::setup_error(lang, &e);
            let c = setup
                .rules
                .game()
                .option_choice(key, text)
                .map_err(refused)?;
            setup.set_option(c).map_err(refused)?;
        }
        Choice::Mode(id) => setup.mode = offered_mode(id).ok_or_else(|| format!("no mode {id}"))?,
        Choice::Level(id) => {
            setup.level = offered_level(id).ok_or_else(|| format!("no level {id}"))?;
        }
    }
    Ok(())
}

/// The mode the start screen offers under `id` (North's side of a correspondence game is
/// not offered: it comes by link).
pub fn offered_mode(id: &str) -> Option<Mode> {
    Mode::ALL.into_iter().find(|m| m.id() == id)
}

/// The computer's level the start screen offers under `id`.
pub fn offered_level(id: &str) -> Option<Level> {
    Level::PLAYABLE.into_iter().find(|l| l.id() == id)
}

/// The id of the light start screen's `<main>` (the app removes it when it draws itself,
/// as it does the loading frame).
pub const LIGHT_ID: &str = "atlas-start";

/// The light start screen: the app's frame (`<main class="app">` with the board's shared
/// gradients, the masthead) around the start screen with every board drawn, and a notice
/// (a refused choice) if there is one. `data-start="light"` until the app takes over.
pub fn light(setup: &SetupForm, lang: Lang, notice: Option<&str>) -> El {
    let mut main = El::new("main")
        .attr("class", "app")
        .attr("id", LIGHT_ID)
        .attr("data-start", "light")
        .attr("lang", lang.code())
        .attr("dir", lang.dir())
        .child(picture::defs())
        .child(masthead(lang, None));
    if let Some(n) = notice {
        main = main.child(
            El::new("p")
                .attr("class", "notice error")
                .attr("role", "alert")
                .text(n),
        );
    }
    main.child(screen(setup, lang, false, GameId::ALL.len()))
}

/// Whether the light start screen may stand for the app on this visit: nothing of the
/// app is kept in this browser (`keys`: the names in its local and session storage) and
/// the address opens no game (`hash`). Otherwise the app starts at once (it opens the
/// game in progress or the link, and lists the saved games).
pub fn may_start_light(keys: &[String], hash: &str) -> bool {
    hash.trim_start_matches('#').is_empty()
        && !keys.iter().any(|k| crate::ui::game::save::is_app_key(k))
}

/// The choices as text, handed to the app when it takes over (`game`, `options`, `mode`,
/// `level` as JSON).
pub fn setup_json(setup: &SetupForm) -> String {
    serde_json::json!({
        "game": setup.rules.game().id(),
        "options": setup.rules.options_json(),
        "mode": setup.mode.id(),
        "level": setup.level.id(),
    })
    .to_string()
}

/// The choices read back from [`setup_json`]'s text; `None` if it is not such a text (the
/// app then starts with its own defaults).
pub fn setup_from_json(text: &str) -> Option<SetupForm> {
    let v: serde_json::Value = serde_json::from_str(text).ok()?;
    let game: GameId = v.get("game")?.as_str()?.parse().ok()?;
    let rules = Rules::from_options(game, v.get("options")?).ok()?;
    let mode = offered_mode(v.get("mode")?.as_str()?)?;
    let level = offered_level(v.get("level")?.as_str()?)?;
    Some(SetupForm { rules, mode, level })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::board::tree::Node;

    /// Every element of `el` (itself first) for which `pick` holds.
    fn all<'a>(el: &'a El, pick: &dyn Fn(&El) -> bool, out: &mut Vec<&'a El>) {
        if pick(el) {
            out.push(el);
        }
        for c in &el.children {
            if let Node::El(e) = c {
                all(e, pick, out);
            }
        }
    }

    fn find<'a>(el: &'a El, pick: &dyn Fn(&El) -> bool) -> Vec<&'a El> {
        let mut out = Vec::new();
        all(el, pick, &mut out);
        out
    }

    /// Every setup the start screen offers: each game with each choice of each option
    /// (the others at their defaults), each mode, each level.
    fn offered() -> Vec<SetupForm> {
        let mut out = Vec::new();
        for g in GameId::ALL {
            let mut base = SetupForm::default();
            base.choose_game(g);
            out.push(base);
            for o in about::labelled(g, Lang::En) {
                for (c, _) in o.choices {
                    let mut s = base;
                    let text = c.choice.to_string();
                    choose(
                        &mut s,
                        &Choice::Option(c.key.to_string(), text.clone()),
                        Lang::En,
                    )
                    .unwrap_or_else(|e| panic!("{g:?} {} {text}: {e}", c.key));
                    out.push(s);
                }
            }
        }
        for m in Mode::ALL {
            for l in Level::PLAYABLE {
                out.push(SetupForm {
                    mode: m,
                    level: l,
                    ..SetupForm::default()
                });
            }
        }
        out
    }

    #[test]
    fn the_screen_shows_each_choice_made() {
        for setup in offered() {
            let el = screen(&setup, Lang::En, false, 4);
            let cards = find(&el, &|e| e.get("data-game-card").is_some());
            assert_eq!(cards.len(), 4);
            let pressed: Vec<_> = cards
                .iter()
                .filter(|c| c.get("aria-pressed") == Some("true"))
                .collect();
            assert_eq!(pressed.len(), 1);
            assert_eq!(
                pressed[0].get("data-game-card"),
                Some(setup.rules.game().id())
            );
            assert_eq!(find(&el, &|e| e.tag == "svg").len(), 4, "every board drawn");
            let current = setup.rules.options_json();
            let selects = find(&el, &|e| e.get("data-option").is_some());
            assert_eq!(
                selects.len(),
                about::info_in(setup.rules.game(), Lang::En).options.len()
            );
            for s in selects {
                let key = s.get("data-option").unwrap();
                let chosen = find(s, &|e| e.tag == "option" && e.get("selected").is_some());
                assert_eq!(chosen.len(), 1, "{key}");
                if current.get(key).is_some() {
                    let v: serde_json::Value =
                        serde_json::from_str(chosen[0].get("value").unwrap()).unwrap();
                    assert_eq!(Some(&v), current.get(key), "{key}");
                }
            }
            let checked = find(&el, &|e| {
                e.get("data-mode").is_some() && e.get("checked").is_some()
            });
            assert_eq!(checked.len(), 1);
            assert_eq!(checked[0].get("data-mode"), Some(setup.mode.id()));
            let level = find(&el, &|e| e.get("data-level").is_some());
            let chosen = find(level[0], &|e| e.get("selected").is_some());
            assert_eq!(chosen.len(), 1);
            assert_eq!(chosen[0].get("value"), Some(setup.level.id()));
            let idle = find(&el, &|e| {
                e.get("class").is_some_and(|c| c.contains("level idle"))
            });
            let computer = matches!(
                setup.mode,
                Mode::VsComputer { .. } | Mode::ComputerVsComputer
            );
            assert_eq!(idle.len(), usize::from(!computer), "{:?}", setup.mode);
            let play = find(&el, &|e| e.get("data-action") == Some("start"));
            assert_eq!(play.len(), 1);
            assert!(find(&el, &|e| e.get("data-action") == Some("resume")).is_empty());
        }
    }

    #[test]
    fn a_kiosk_s_start_screen_offers_no_game_by_correspondence() {
        let modes = |el: &El| -> Vec<String> {
            find(el, &|e| e.get("data-mode").is_some())
                .iter()
                .filter_map(|e| e.get("data-mode").map(str::to_string))
                .collect()
        };
        let setup = SetupForm::default();
        let atlas = modes(&screen_offering(
            &setup,
            Lang::En,
            false,
            4,
            true,
            picture::board,
        ));
        let kiosk = modes(&screen_offering(
            &setup,
            Lang::En,
            false,
            4,
            false,
            picture::board,
        ));
        assert!(
            atlas.iter().any(|m| m == "correspondence-south"),
            "{atlas:?}"
        );
        assert!(
            !kiosk.iter().any(|m| m.starts_with("correspondence")),
            "{kiosk:?}"
        );
        assert_eq!(kiosk.len(), atlas.len() - 1);
    }

    #[test]
    fn boards_not_yet_drawn_keep_their_place_and_resume_is_offered_when_asked() {
        let el = screen(&SetupForm::default(), Lang::Fa, true, 1);
        assert_eq!(find(&el, &|e| e.tag == "svg").len(), 1);
        assert_eq!(find(&el, &|e| e.get("class") == Some("mini-slot")).len(), 3);
        assert_eq!(
            find(&el, &|e| e.get("data-action") == Some("resume")).len(),
            1
        );
    }

    #[test]
    fn each_control_value_is_a_choice_and_anything_else_is_refused_with_a_reason() {
        // The values the controls carry, read back from the drawing.
        let mut s = SetupForm::default();
        for g in GameId::ALL {
            choose(&mut s, &Choice::Game(g.id().to_string()), Lang::En).unwrap();
            assert_eq!(s.rules.game(), g);
        }
        let el = screen(&s, Lang::En, false, 0);
        for m in find(&el, &|e| e.get("data-mode").is_some()) {
            choose(
                &mut s,
                &Choice::Mode(m.get("value").unwrap().to_string()),
                Lang::En,
            )
            .unwrap();
            assert_eq!(s.mode.id(), m.get("value").unwrap());
        }
        let level = find(&el, &|e| e.get("data-level").is_some())[0];
        for o in find(level, &|e| e.tag == "option") {
            choose(
                &mut s,
                &Choice::Level(o.get("value").unwrap().to_string()),
                Lang::En,
            )
            .unwrap();
            assert_eq!(s.level.id(), o.get("value").unwrap());
        }
        let before = s;
        for bad in [
            Choice::Game("mancala".into()),
            Choice::Mode("three-players".into()),
            Choice::Mode("correspondence-north".into()),
            Choice::Level("random".into()),
            Choice::Option("no-such-option".into(), "true".into()),
            Choice::Option("x".into(), "{".into()),
        ] {
            let e = choose(&mut s, &bad, Lang::En).unwrap_err();
            assert!(!e.is_empty(), "{bad:?}");
            assert_eq!(s, before, "{bad:?} changed nothing");
        }
    }

    #[test]
    fn the_choices_reach_the_app_unchanged() {
        for setup in offered() {
            assert_eq!(setup_from_json(&setup_json(&setup)), Some(setup));
        }
        for bad in [
            "",
            "{}",
            "[1]",
            r#"{"game":"katro","options":{},"mode":"x","level":"easy"}"#,
        ] {
            assert_eq!(setup_from_json(bad), None, "{bad}");
        }
    }

    #[test]
    fn only_a_first_visit_without_a_link_gets_the_light_start_screen() {
        let keys = |k: &[&str]| k.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(may_start_light(&[], ""));
        assert!(may_start_light(&[], "#"));
        assert!(may_start_light(
            &keys(&[crate::ui::platform::lang::KEY, "other-site"]),
            ""
        ));
        for k in [
            "mancala-atlas.game",
            "mancala-atlas.game.a1",
            "mancala-atlas.set-aside.x",
            "mancala-atlas.speed",
            "mancala-atlas.tab",
        ] {
            assert!(!may_start_light(&keys(&[k]), ""), "{k}");
        }
        assert!(!may_start_light(&[], "#katro:c1"));
    }

    /// Every text of `node` and the attributes a reader meets (labels, titles).
    fn words_of(node: &Node, out: &mut Vec<String>) {
        match node {
            Node::Text(t) => out.push(t.trim().to_string()),
            Node::El(e) => {
                for a in ["aria-label", "title", "alt"] {
                    out.extend(e.get(a).map(str::to_string));
                }
                for c in &e.children {
                    words_of(c, out);
                }
            }
        }
    }

    #[test]
    fn the_light_screen_says_nothing_in_english_in_another_language() {
        // What the English says that another language says otherwise: the catalog's
        // texts (those without a value to fill in) and every game's card and options.
        for lang in Lang::OFFERED.into_iter().filter(|&l| l != Lang::En) {
            let mut english: Vec<&str> = crate::ui::app::words::keys()
                .filter(|en| !en.contains('{') && t(lang, en) != *en)
                .collect();
            for g in GameId::ALL {
                english.extend(
                    about::texts(g)
                        .into_iter()
                        .filter(|x| i18n::id_text(lang, &x.id, x.en) != x.en)
                        .map(|x| x.en),
                );
            }
            for g in GameId::ALL {
                let mut setup = SetupForm::default();
                setup.choose_game(g);
                for mode in Mode::ALL {
                    setup.mode = mode;
                    let mut words = Vec::new();
                    words_of(&Node::from(light(&setup, lang, None)), &mut words);
                    let left: Vec<_> = words
                        .iter()
                        .filter(|w| english.contains(&w.as_str()))
                        .collect();
                    assert!(left.is_empty(), "{lang:?} {g:?} {mode:?}: {left:?}");
                    let play = tf(lang, "Play {}", &[&i18n::game_name(g, lang)]);
                    assert!(words.contains(&play), "{lang:?}: {play}");
                }
            }
        }
    }

    #[test]
    fn the_light_screen_is_the_app_s_frame_around_the_start_screen() {
        let main = light(&SetupForm::default(), Lang::Tr, Some("refused"));
        assert_eq!(main.get("id"), Some(LIGHT_ID));
        assert_eq!(main.get("lang"), Some("tr"));
        let markup = Node::from(main.clone()).markup();
        assert!(markup.contains(r#"<svg class="board-defs""#), "{markup}");
        assert!(markup.contains(r#"<header class="masthead">"#));
        assert!(
            markup
                .contains(r#"<option value="tr" lang="tr" dir="ltr" selected="">Türkçe</option>"#),
            "{markup}"
        );
        assert!(markup.contains(r#"role="alert">refused</p>"#));
        assert_eq!(
            find(&main, &|e| e
                .get("class")
                .is_some_and(|c| c.contains("board mini")))
            .len(),
            4
        );
    }

    /// The light screen's cards are drawn without the marks' code
    /// ([`picture::board_unmarked`]), and look exactly as the app's ([`picture::board`]);
    /// a board with marks is drawn with them by the app's drawing only.
    #[test]
    fn the_light_screen_s_boards_are_the_app_s_without_the_marks_code() {
        let setup = SetupForm::default();
        for lang in [Lang::En, Lang::Fa] {
            let light = Node::from(screen_offering(
                &setup,
                lang,
                false,
                4,
                true,
                picture::board_unmarked,
            ))
            .markup();
            let app = Node::from(screen_offering(
                &setup,
                lang,
                false,
                4,
                true,
                picture::board,
            ))
            .markup();
            assert_eq!(light, app);
        }
        let mut view = BoardView::still(
            &Position::start(Rules::default_for(GameId::Hoyito3)),
            Lang::En,
        );
        view.marks
            .holes
            .push((crate::engine::Colour::Red, "c1".parse().expect("a hole")));
        let look = Look {
            mini: false,
            portrait: false,
            may_play: true,
            narrow: false,
        };
        let marked = Node::from(picture::board(&view, look, Lang::En)).markup();
        assert!(marked.contains(r#"data-mark="highlight""#), "{marked}");
        let unmarked = Node::from(picture::board_unmarked(&view, look, Lang::En)).markup();
        assert!(!unmarked.contains("data-mark"), "{unmarked}");
    }
}
