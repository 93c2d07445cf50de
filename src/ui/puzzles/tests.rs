use super::*;
use crate::engine::Effort;
use crate::ui::game::puzzle_address::{
    game_of, has_puzzles, is_puzzle_link, link, open, Route, GAMES,
};
use crate::ui::game::save::{MemStore, Store};
use serde_json::json;

/// A shipped puzzle file, read (the attempt's tests use it too).
pub(super) fn shipped(game: GameId) -> Set {
    let path = format!(
        "{}/static/puzzles/{}.json",
        env!("CARGO_MANIFEST_DIR"),
        game.id()
    );
    let text = std::fs::read_to_string(path).expect("the shipped file");
    read(game, &text).expect("it reads")
}

#[test]
fn the_puzzle_files_are_one_for_each_game_with_puzzles() {
    let dir = format!("{}/static/puzzles", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("the puzzles' folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".json"))
        .collect();
    // Beside the puzzles, the record of their full check (tests/puzzles.rs reads it).
    let record = files.iter().position(|n| n == "verified.json");
    files.remove(record.expect("the full check's record, verified.json"));
    files.sort();
    let mut expected: Vec<String> = GAMES
        .iter()
        .map(|g| file_name(*g).trim_start_matches("puzzles/").to_string())
        .collect();
    expected.sort();
    assert_eq!(files, expected);
    for g in GameId::registered() {
        assert_eq!(has_puzzles(g), GameId::ALL.contains(&g), "{g:?}");
    }
}

#[test]
fn the_example_id_in_the_messages_is_a_shipped_puzzle() {
    let game = game_of(crate::ui::game::words::EXAMPLE_ID).expect("an id of a game with puzzles");
    assert!(shipped(game)
        .find(crate::ui::game::words::EXAMPLE_ID)
        .is_some());
}

#[test]
fn every_shipped_puzzle_reads() {
    for game in GAMES {
        let set = shipped(game);
        assert!(set.skipped.is_empty(), "{:?}", set.skipped);
        assert!(set.puzzles.len() >= 50, "{game:?}");
        for p in &set.puzzles {
            assert_eq!(game_of(&p.id), Some(game), "{}", p.id);
            assert_eq!(set.find(&p.id).map(|i| &set.puzzles[i].id), Some(&p.id));
        }
    }
}

/// Plays each shipped puzzle's line through the attempt's judge: the player's moves are
/// the player's turns, the computer's answers the line's, and the end is solved.
#[test]
fn the_line_is_followed_to_a_solve_for_every_puzzle() {
    for game in GAMES {
        for p in shipped(game).puzzles {
            let mut g = Game::new(p.start.clone());
            assert_eq!(next_step(&p, &g), Next::Yours, "{}", p.id);
            for (k, mv) in p.line.iter().enumerate() {
                let mover = g.current().to_move();
                match next_step(&p, &g) {
                    Next::Yours => assert_eq!(mover, p.side(), "{} ply {k}", p.id),
                    Next::Answer(m) => {
                        assert_eq!((m, mover == p.side()), (*mv, false), "{} ply {k}", p.id);
                    }
                    other => panic!("{} ply {k}: {other:?}", p.id),
                }
                g.play(mv, Effort::Exact).expect("legal");
            }
            assert_eq!(next_step(&p, &g), Next::Solved, "{}", p.id);
        }
    }
}

#[test]
fn another_first_move_fails_with_what_it_did() {
    for game in GAMES {
        let set = shipped(game);
        let p = &set.puzzles[0];
        let other = p
            .start
            .legal_moves()
            .into_iter()
            .find(|m| *m != p.line[0])
            .expect("a choice");
        let mut g = Game::new(p.start.clone());
        g.play(&other, Effort::Exact).expect("legal");
        match next_step(p, &g) {
            Next::Failed(f @ Failure::NotTheMove { within, .. }) => {
                assert!(!f.story().is_empty(), "{}", p.id);
                let words = f.verdict(Lang::En);
                assert!(words.contains(&other.to_string()), "{words}");
                // Katro's: the only quickest win, said with its length.
                if game == GameId::Katro {
                    assert_eq!(within, Some(p.n), "{}", p.id);
                    assert!(words.contains("does not win in"), "{words}");
                } else {
                    assert_eq!(within, None, "{}", p.id);
                    assert!(words.contains("is not the winning move"), "{words}");
                }
            }
            Next::Failed(Failure::NotWon(_)) => {} // the wrong move ended the game
            other => panic!("{}: {other:?}", p.id),
        }
    }
}

#[test]
fn off_the_line_the_solver_decides() {
    let set = shipped(GameId::RioKadalis);
    // A puzzle whose line has the player move again after the computer's answer.
    let p = set
        .puzzles
        .iter()
        .find(|p| p.line.len() >= 3)
        .expect("a long line");
    let mut g = Game::new(p.start.clone());
    g.play(&p.line[0], Effort::Exact).unwrap();
    g.play(&p.line[1], Effort::Exact).unwrap();
    // The player leaves the line (if the position offers another move).
    let Some(other) = g
        .current()
        .legal_moves()
        .into_iter()
        .find(|m| *m != p.line[2])
    else {
        return;
    };
    g.play(&other, Effort::Exact).unwrap();
    if g.current().outcome().is_some() {
        return;
    }
    if g.current().to_move() != p.side() {
        assert_eq!(next_step(p, &g), Next::Ask);
    }
    let moves = g.current().legal_moves();
    // Every answer a proven loss for the computer: it plays its longest.
    let values: Vec<(Move, Value)> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            (
                *m,
                Value::Loss {
                    plies: 3 + i as u32,
                },
            )
        })
        .collect();
    assert_eq!(answer(&g, &values), Ok(*moves.last().unwrap()));
    // One answer holds a draw: the player's move does not win.
    let mut held = values.clone();
    held[0].1 = Value::Draw;
    match answer(&g, &held) {
        Err(Failure::NoLongerWins {
            played,
            value: Value::Draw,
            answer,
            story,
        }) => {
            assert_eq!((played, answer), (other, Some(moves[0])));
            assert!(!story.is_empty());
        }
        e => panic!("{e:?}"),
    }
    // Not proven either way: said so.
    let mut open = values;
    open[0].1 = Value::Heuristic { score: 10 };
    assert!(matches!(answer(&g, &open), Err(Failure::Unproven { .. })));
}

#[test]
fn puzzle_links_open_their_game_and_puzzle() {
    let cases = [
        ("#puzzles", Some((GameId::Katro, None))),
        ("#puzzles=", Some((GameId::Katro, None))),
        ("#puzzles=katro", Some((GameId::Katro, None))),
        ("#puzzles=kiothi", Some((GameId::Kiothi, None))),
        ("puzzles=hoyito-3", Some((GameId::Hoyito3, None))),
        (
            "#puzzle=hoyito-3-0a1b2c3d",
            Some((GameId::Hoyito3, Some("hoyito-3-0a1b2c3d"))),
        ),
        (
            "#puzzle=rio-kadalis-7275bbd4",
            Some((GameId::RioKadalis, Some("rio-kadalis-7275bbd4"))),
        ),
        ("#puzzlesx", None),
        ("#learn=katro", None),
        ("", None),
    ];
    for (hash, want) in cases {
        let got = open(hash);
        assert_eq!(
            got.as_ref().map(|o| (o.route.game, o.route.id.as_deref())),
            want,
            "{hash}"
        );
        assert!(got.is_none_or(|o| o.problem.is_none()), "{hash}");
        assert_eq!(is_puzzle_link(hash), want.is_some(), "{hash}");
    }
    for g in GAMES {
        assert_eq!(open(&link(g)).map(|o| o.route.game), Some(g));
    }
}

#[test]
fn a_bad_puzzle_link_opens_what_it_can_and_says_why() {
    let o = open("#puzzles=oware").unwrap();
    assert_eq!(o.route.game, GAMES[0]);
    let msg = o.problem.unwrap().message(Lang::En);
    assert!(msg.contains("\"oware\"") && msg.contains("Katro"), "{msg}");
    let o = open(&format!("#puzzle=chess-{}", "x".repeat(200))).unwrap();
    assert_eq!(
        o.route,
        Route {
            game: GAMES[0],
            id: None
        }
    );
    let msg = o.problem.unwrap().message(Lang::En);
    assert!(msg.contains("chess") && msg.len() < 200, "{msg}");
    // "kiothix-1" is no game's id.
    assert_eq!(game_of("kiothix-1"), None);
    assert_eq!(game_of("kiothi-1"), Some(GameId::Kiothi));
}

#[test]
fn the_puzzle_of_the_day_visits_every_puzzle_and_is_the_same_for_everyone() {
    assert_eq!(of_the_day(5, 0), None);
    for n in [1usize, 2, 7, 50, 200, 256] {
        let mut seen = vec![false; n];
        for day in 20_000..20_000 + n as i64 {
            seen[of_the_day(day, n).unwrap()] = true;
        }
        assert!(seen.iter().all(|&s| s), "{n}");
    }
    // 2026-12-03 (UTC) is day 20,790, from noon as from midnight.
    assert_eq!(day_of(1_796_256_000_000.0), 20_790);
    assert_eq!(day_of(1_796_256_000_000.0 + 43_200_000.0), 20_790);
    assert_ne!(of_the_day(20_790, 200), of_the_day(20_791, 200));
}

#[test]
fn a_newcomer_s_puzzle_of_the_day_is_easy_and_a_chosen_difficulty_is_kept() {
    for game in GAMES {
        let set = shipped(game);
        let none = Progress::default();
        let mut hard_days = 0;
        for day in 20_790..20_790 + 60 {
            let i = of_the_day_for(&set, day, Filter::All, &none).unwrap();
            if set.puzzles.iter().any(|p| p.difficulty == 1) {
                assert_eq!(set.puzzles[i].difficulty, 1, "{}: day {day}", game.id());
            }
            // The newcomer's puzzle solved: it stays the day's (the screen keeps it).
            let mut this_one = Progress::default();
            this_one.solved(&set.puzzles[i].id, true);
            assert_eq!(of_the_day_for(&set, day, Filter::All, &this_one), Some(i));
            // Once one of the game's puzzles is solved, the day's is any of them.
            let mut some = Progress::default();
            some.solved(&set.puzzles[0].id, true);
            let j = of_the_day_for(&set, day, Filter::All, &some).unwrap();
            hard_days += usize::from(set.puzzles[j].difficulty == 3);
            // A difficulty chosen: the day's puzzle is of that difficulty.
            let k = of_the_day_for(&set, day, Filter::Only(2), &none).unwrap();
            if set.puzzles.iter().any(|p| p.difficulty == 2) {
                assert_eq!(set.puzzles[k].difficulty, 2, "{}", game.id());
            }
        }
        if set.puzzles.iter().any(|p| p.difficulty == 3) {
            assert!(
                hard_days > 0,
                "{}: a reader who solved one meets every difficulty",
                game.id()
            );
        }
    }
    // The filter is kept with the progress, and a reload reads it back.
    let mut store = MemStore::default();
    let mut p = Progress {
        filter: Filter::Only(2),
        ..Progress::default()
    };
    p.save(&mut store).unwrap();
    assert!(store.get(PROGRESS_KEY).unwrap().contains(r#""filter":"2""#));
    let (back, _) = Progress::load(&mut store);
    assert_eq!(back.filter, Filter::Only(2));
    // Kept before the filter was, or a difficulty this version does not offer: all.
    for text in [
        r#"{"version":1,"solved":[]}"#,
        r#"{"version":1,"solved":[],"filter":"9"}"#,
    ] {
        assert_eq!(Progress::read(text).unwrap().filter, Filter::All, "{text}");
    }
    p.filter = Filter::All;
    assert_eq!(p, Progress::default());
}

#[test]
fn the_filter_and_the_next_puzzle() {
    let set = shipped(GameId::Hoyito3);
    let mut progress = Progress::default();
    for f in Filter::ALL {
        assert_eq!(Filter::from_value(&f.value()), f);
    }
    assert_eq!(Filter::from_value("9"), Filter::All);
    let hard = Filter::Only(3);
    let first = next(&set, None, hard, &progress).unwrap();
    assert_eq!(set.puzzles[first].difficulty, 3);
    let second = next(&set, Some(first), hard, &progress).unwrap();
    assert!(second != first && set.puzzles[second].difficulty == 3);
    // A solved puzzle is passed over while others are not solved.
    progress.solved(&set.puzzles[second].id, true);
    let again = next(&set, Some(first), hard, &progress).unwrap();
    assert!(again != second && again != first);
    assert_eq!(set.puzzles[again].difficulty, 3);
    let back = previous(&set, second, hard).unwrap();
    assert_eq!(set.puzzles[back].difficulty, 3);
    assert!(back < second || second == first.min(second));
}

#[test]
fn a_file_that_does_not_come_offline_says_so_and_any_other_failure_says_why() {
    let why = "puzzles/hoyito-3.json: HTTP 503".to_string();
    let offline = Unloaded::of(false, why.clone());
    assert_eq!(offline, Unloaded::Offline);
    let said = offline.message(GameId::Hoyito3, Lang::En);
    assert!(
        said.starts_with("You are offline") && said.contains("Hoyito III"),
        "{said}"
    );
    assert!(!said.contains("HTTP"), "{said}");
    let failed = Unloaded::of(true, why.clone());
    assert_eq!(failed, Unloaded::Failed(why));
    assert!(failed
        .message(GameId::Hoyito3, Lang::En)
        .contains("HTTP 503"));
    // In every language.
    for lang in Lang::ALL {
        assert!(!offline.message(GameId::Katro, lang).is_empty());
    }
}

#[test]
fn choosing_a_difficulty_moves_off_a_puzzle_it_does_not_admit() {
    let set = shipped(GameId::Hoyito3);
    let progress = Progress::default();
    let hard = set.puzzles.iter().position(|p| p.difficulty == 3).unwrap();
    // "Easy" while a hard puzzle is shown: an easy one instead.
    let easy = shown_after_filter(&set, hard, Filter::Only(1), &progress).expect("another");
    assert_eq!(set.puzzles[easy].difficulty, 1);
    // A filter that admits it, or every difficulty: it stays.
    assert_eq!(
        shown_after_filter(&set, hard, Filter::Only(3), &progress),
        None
    );
    assert_eq!(shown_after_filter(&set, hard, Filter::All, &progress), None);
    assert_eq!(
        shown_after_filter(&set, set.puzzles.len(), Filter::All, &progress),
        None
    );
}

#[test]
fn progress_is_kept_and_the_streak_counts_clean_solves() {
    let mut store = MemStore::default();
    let (mut p, e) = Progress::load(&mut store);
    assert_eq!((p.clone(), e), (Progress::default(), None));
    p.solved("rio-kadalis-1", true);
    p.solved("rio-kadalis-2", true);
    assert_eq!((p.streak, p.best), (2, 2));
    // Solving again counts nothing; a solve after a wrong move marks but adds nothing.
    p.solved("rio-kadalis-2", true);
    p.failed();
    p.solved("kiothi-3", false);
    assert_eq!((p.streak, p.best), (0, 2));
    p.solved("hoyito-3-4", true);
    assert_eq!((p.streak, p.best), (1, 2));
    assert!(p.is_solved("kiothi-3") && !p.is_solved("kiothi-4"));
    p.save(&mut store).unwrap();
    let (back, e) = Progress::load(&mut store);
    assert_eq!((back.clone(), e), (p, None));
    assert_eq!(
        store.get(PROGRESS_KEY).unwrap(),
        r#"{"version":1,"solved":["hoyito-3-4","kiothi-3","rio-kadalis-1","rio-kadalis-2"],"streak":1,"best":2,"filter":"all"}"#
    );
    // An id this version does not know is kept.
    let text = r#"{"version":1,"solved":["oware-9"]}"#;
    let p = Progress::read(text).unwrap();
    assert!(p.is_solved("oware-9") && p.write().contains("oware-9"));
}

/// What is the puzzles' own: their fields that do not read (the rest of what is set
/// aside, newer versions among it, is the one store's: `platform::kept`).
#[test]
fn unreadable_progress_is_set_aside_never_lost() {
    let cases = [
        (r#"{"version":1}"#, "no list"),
        (r#"{"version":1,"solved":[3]}"#, "not an id"),
        (r#"{"version":1,"solved":[],"streak":-1}"#, "not a number"),
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

#[test]
fn a_bad_file_or_puzzle_is_said_never_a_panic() {
    assert!(read(GameId::Kiothi, "nope")
        .unwrap_err()
        .contains("not JSON"));
    assert!(read(GameId::Kiothi, "{}")
        .unwrap_err()
        .contains("not a list"));
    let good = shipped(GameId::RioKadalis).puzzles[0].clone();
    let line: Vec<String> = good.line.iter().map(Move::to_string).collect();
    let item = |patch: &dyn Fn(&mut Json)| {
        let mut v = json!({
            "id": good.id, "game": "rio-kadalis", "options": {},
            "position": good.start.to_string(), "goal": "win", "n": good.n,
            "difficulty": good.difficulty, "line": line,
        });
        patch(&mut v);
        v
    };
    // The position as a JSON object (the CLI writes it so) or, in older files, as a
    // string of that JSON: the same puzzle.
    let as_string = item(&|_| {});
    let as_object = item(&|v| v["position"] = good.start.to_json());
    assert!(as_object["position"].is_object() && as_string["position"].is_string());
    for v in [&as_string, &as_object] {
        let file = Json::Array(vec![v.clone()]).to_string();
        let set = read(GameId::RioKadalis, &file).expect("a file");
        assert_eq!(set.skipped, Vec::<String>::new());
        assert_eq!(set.puzzles[0].start.to_string(), good.start.to_string());
    }
    // One turn's values: the first move 4, another 0.
    let values = |first: &str, other: &str| -> Json {
        serde_json::from_str(&format!(r#"[{{"{first}":4,"{other}":0}}]"#)).expect("JSON")
    };
    let cases: Vec<(Json, &str)> = vec![
        (item(&|v| v["game"] = json!("kiothi")), "not a puzzle of"),
        (item(&|v| v["position"] = json!("{")), "position"),
        (
            item(&|v| v["position"] = json!({"game": "rio-kadalis"})),
            "position",
        ),
        (item(&|v| v["position"] = json!(7)), "no \"position\""),
        (item(&|v| v["goal"] = json!("mate")), "goal"),
        (item(&|v| v["goal"] = json!("gain")), "no \"gain\""),
        (
            item(&|v| {
                v["goal"] = json!("gain");
                v["gain"] = json!(4);
                v["value"] = json!(4);
            }),
            "no \"values\"",
        ),
        (
            item(&|v| {
                v["goal"] = json!("gain");
                v["gain"] = json!(4);
                v["value"] = json!(4);
                v["values"] = values(&line[0], "zz");
            }),
            "does not read",
        ),
        (
            item(&|v| {
                v["goal"] = json!("gain");
                v["gain"] = json!(8);
                v["value"] = json!(4);
                v["values"] = values(&line[0], "a1");
            }),
            "first move the best",
        ),
        (item(&|v| v["line"] = json!([])), "empty line"),
        (item(&|v| v["line"] = json!(["zz9"])), "does not read"),
        (item(&|v| v["difficulty"] = json!(7)), "difficulty"),
        (item(&|v| v["id"] = json!(5)), "no \"id\""),
    ];
    for (bad, why) in cases {
        let text = json!([item(&|_| {}), bad]).to_string();
        let set = read(GameId::RioKadalis, &text).unwrap();
        assert_eq!(set.puzzles.len(), 1);
        assert_eq!(set.skipped.len(), 1);
        assert!(set.skipped[0].contains(why), "{why}: {:?}", set.skipped);
    }
}

#[test]
fn every_puzzle_text_is_in_the_catalog() {
    for key in super::words::CATALOG {
        assert!(crate::ui::app::words::has(key), "{key}");
    }
    let p = &shipped(GameId::Kiothi).puzzles[0];
    assert!(
        task(p, Lang::En).starts_with("South to move")
            || task(p, Lang::En).starts_with("North to move")
    );
}

/// The shipped gain puzzles of `game`.
fn gains(game: GameId) -> Vec<Rc<Puzzle>> {
    shipped(game)
        .puzzles
        .into_iter()
        .filter(|p| matches!(p.goal, Goal::Gain(_)))
        .collect()
}

fn gain_of(p: &Puzzle) -> &Gain {
    match &p.goal {
        Goal::Gain(g) => g,
        Goal::Win { .. } => panic!("{}: a gain puzzle", p.id),
    }
}

#[test]
fn a_gain_puzzle_is_judged_by_its_values_alone() {
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let all = gains(game);
        assert!(all.len() >= 50, "{game:?}");
        for p in &all {
            let g = gain_of(p);
            assert!(g.margin >= 4 && !g.turns.is_empty(), "{}", p.id);
            // Another first move gives seeds back, as many as its values say.
            for (mv, v) in g.turns[0].iter().filter(|(m, _)| *m != p.line[0]) {
                let mut game = Game::new(p.start.clone());
                game.play(mv, Effort::Exact).expect("legal");
                match next_step(p, &game) {
                    Next::Failed(f @ Failure::GaveBack { .. }) => {
                        assert_eq!(
                            f,
                            Failure::GaveBack {
                                played: *mv,
                                story: f.story().to_vec(),
                                lost: g.value - v,
                                first: true,
                            }
                        );
                        assert!(f
                            .verdict(Lang::En)
                            .starts_with(&format!("{mv} is not the best move")));
                    }
                    other => panic!("{}: {mv}: {other:?}", p.id),
                }
            }
        }
    }
}

#[test]
fn off_a_gain_puzzles_line_a_move_keeps_the_gain_or_gives_some_back() {
    let mut kept = 0;
    let mut gave = 0;
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        for p in gains(game) {
            let g = gain_of(&p);
            // Along the line, at each of the player's turns after the first, every other
            // move: kept (solved there) or given back (failed), by the values.
            let mut game = Game::new(p.start.clone());
            let mut turn = 0;
            for mv in &p.line {
                if game.current().to_move() == p.side() {
                    let best = g.turns[turn].iter().map(|(_, v)| *v).max().unwrap();
                    for (other, v) in g.turns[turn].iter().filter(|(m, _)| m != mv) {
                        let mut off = game.clone();
                        off.play(other, Effort::Exact).expect("legal");
                        match next_step(&p, &off) {
                            Next::Kept(m) => {
                                assert_eq!((m, *v), (*other, best), "{}", p.id);
                                kept += 1;
                            }
                            Next::Failed(Failure::GaveBack {
                                played,
                                lost,
                                first,
                                ..
                            }) => {
                                assert_eq!((played, lost, first), (*other, best - v, turn == 0));
                                gave += 1;
                            }
                            e => panic!("{}: {other}: {e:?}", p.id),
                        }
                    }
                    turn += 1;
                }
                game.play(mv, Effort::Exact).expect("legal");
            }
            assert_eq!(next_step(&p, &game), Next::Solved, "{}", p.id);
        }
    }
    assert!(kept > 0 && gave > 0, "{kept} kept, {gave} given back");
}

#[test]
fn a_gain_puzzles_move_its_values_do_not_hold_is_not_judged() {
    let mut p = (*gains(GameId::RioKadalis)[0]).clone();
    let Goal::Gain(g) = &mut p.goal else {
        panic!("a gain puzzle")
    };
    let first = p.line[0];
    let other = p
        .start
        .legal_moves()
        .into_iter()
        .find(|m| *m != first)
        .expect("a choice");
    g.turns[0].retain(|(m, _)| *m == first);
    let mut game = Game::new(p.start.clone());
    game.play(&other, Effort::Exact).expect("legal");
    match next_step(&p, &game) {
        Next::Failed(f @ Failure::Unjudged { .. }) => {
            assert!(f.verdict(Lang::En).contains("cannot be judged"));
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn each_goal_says_its_task() {
    let katro = &shipped(GameId::Katro).puzzles[0];
    assert_eq!(katro.goal, Goal::Win { quickest: true });
    assert!(task(katro, Lang::En).contains(&format!("the only move that wins in {} move", katro.n)));
    let gain = &gains(GameId::Hoyito3)[0];
    let words = task(gain, Lang::En);
    assert!(
        words.contains(&format!("at least {} seeds more", gain_of(gain).margin)),
        "{words}"
    );
    let win = &shipped(GameId::Kiothi).puzzles[0];
    assert!(task(win, Lang::En).contains("find the only move that wins."));
}
