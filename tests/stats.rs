//! `mancala-atlas stats`: seeded games and what they came to.
//!
//! - the same seed gives the same report on 1, 2 and 3 threads;
//! - shards (`--shard I/K --out FILE`) added up by `stats merge` give, byte for byte, the
//!   report of one run, as text and as JSON, for `stats` and `stats variants`;
//! - the figures add up: wins, draws and unfinished games are the games, each tally has
//!   one value per game, quartiles are in order, every mean lies in its interval;
//! - `stats variants` runs every option set the engine lists, and rounds are reported
//!   for match play only;
//! - a bad `--shard`, `--options`, `--players` or shard file: exit status 2, one line on
//!   stderr saying what is wrong, nothing on stdout.
#![cfg(unix)]

use std::path::PathBuf;

use mancala_atlas::engine::{GameId, Rules};
use serde_json::Value;

mod cli_run;
use cli_run::{ok, run};

/// A run that fails with `code`: nothing on stdout, one line on stderr with `fragments`.
fn fails(code: i32, args: &[&str], fragments: &[&str]) {
    let o = run(args);
    assert_eq!(o.code, code, "{args:?}: status (stderr {:?})", o.stderr);
    assert_eq!(o.stdout, "", "{args:?} wrote to stdout");
    assert_eq!(o.stderr.lines().count(), 1, "{args:?}: {:?}", o.stderr);
    assert!(o.stderr.starts_with("mancala-atlas: "), "{:?}", o.stderr);
    assert!(!o.stderr.contains("panicked"), "{:?}", o.stderr);
    for f in fragments {
        assert!(o.stderr.contains(f), "{args:?}: {:?} lacks {f:?}", o.stderr);
    }
}

/// A fresh folder for shard files.
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("stats-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    dir
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).expect("JSON")
}

#[test]
fn the_same_seed_gives_the_same_report_on_any_threads() {
    for (game, options) in [
        ("kiothi", "{}"),
        ("rio-kadalis", r#"{"match":true}"#),
        ("katro", r#"{"direction":"either"}"#),
    ] {
        let base = [
            "stats",
            "--game",
            game,
            "--options",
            options,
            "--games",
            "120",
            "--seed",
            "7",
            "--json",
        ];
        let one = ok(&base);
        for threads in ["2", "3"] {
            let mut args = base.to_vec();
            args.extend(["--threads", threads]);
            assert_eq!(ok(&args), one, "{game} {options} on {threads} threads");
        }
        let mut other = base.to_vec();
        other[8] = "8";
        assert_ne!(ok(&other), one, "{game}: another seed, other games");
    }
    let medium = [
        "stats",
        "--game",
        "hoyito-3",
        "--games",
        "4",
        "--seed",
        "3",
        "--players",
        "medium",
    ];
    let mut on_two = medium.to_vec();
    on_two.extend(["--threads", "2"]);
    assert_eq!(ok(&medium), ok(&on_two));
}

/// Runs `base` in `k` shards into `dir` and merges them (the files in reverse order).
fn shards_merged(dir: &std::path::Path, base: &[&str], k: u64, json_out: bool) -> String {
    let mut files = Vec::new();
    for i in 1..=k {
        let file = dir.join(format!("part-{i}.json")).display().to_string();
        let shard = format!("{i}/{k}");
        let mut args = base.to_vec();
        args.extend(["--shard", &shard, "--out", &file, "--threads", "2"]);
        assert_eq!(ok(&args), "", "a shard prints nothing");
        files.push(file);
    }
    let mut args = vec!["stats", "merge"];
    if json_out {
        args.push("--json");
    }
    args.extend(files.iter().rev().map(String::as_str));
    ok(&args)
}

#[test]
fn merged_shards_are_the_unsharded_run() {
    let dir = folder("merge");
    let base = [
        "stats",
        "--game",
        "hoyito-3",
        "--options",
        r#"{"match":true}"#,
        "--games",
        "50",
        "--seed",
        "11",
    ];
    let text = ok(&base);
    assert_eq!(shards_merged(&dir, &base, 3, false), text);
    let mut with_json = base.to_vec();
    with_json.push("--json");
    assert_eq!(shards_merged(&dir, &base, 4, true), ok(&with_json));
    // More parts than games: the empty parts add nothing.
    let few = ["stats", "--game", "kiothi", "--games", "3", "--seed", "2"];
    assert_eq!(shards_merged(&dir, &few, 5, false), ok(&few));
    let variants = [
        "stats",
        "variants",
        "--game",
        "rio-kadalis",
        "--games",
        "30",
        "--seed",
        "4",
    ];
    assert_eq!(shards_merged(&dir, &variants, 2, false), ok(&variants));
}

/// Checks a share object: its games, and 0 ≤ low ≤ share ≤ high ≤ 1.
fn share(v: &Value, games: u64) -> u64 {
    let n = v["games"].as_u64().expect("games");
    let (s, low, high) = (v["share"].as_f64(), v["low"].as_f64(), v["high"].as_f64());
    let (s, low, high) = (s.expect("share"), low.expect("low"), high.expect("high"));
    assert!((s - n as f64 / games as f64).abs() < 1e-6, "{v}");
    assert!((0.0..=s).contains(&low) && (s..=1.0).contains(&high), "{v}");
    assert!(high > low, "{v}: a 95% interval has a width");
    n
}

/// Checks a mean object: min ≤ q1 ≤ median ≤ q3 ≤ max, and low ≤ mean ≤ high.
fn mean(v: &Value) -> f64 {
    let q: Vec<u64> = ["min", "q1", "median", "q3", "max"]
        .iter()
        .map(|k| v[k].as_u64().expect("a quartile"))
        .collect();
    assert!(q.windows(2).all(|w| w[0] <= w[1]), "{v}");
    let m = v["mean"].as_f64().expect("mean");
    let (low, high) = (v["low"].as_f64().expect("low"), v["high"].as_f64());
    assert!(low <= m && m <= high.expect("high"), "{v}");
    assert!(q[0] as f64 <= m && m <= q[4] as f64, "{v}");
    m
}

/// The games a tally of the exact counts holds.
fn tally_games(v: &Value) -> u64 {
    let t = v.as_object().expect("a tally");
    t.values().map(|n| n.as_u64().expect("a count")).sum()
}

/// Checks one report object of `games` games.
fn sane(r: &Value, games: u64) {
    assert_eq!(r["games"], games);
    let res = &r["results"];
    let total: u64 = ["south_wins", "north_wins", "draws", "unfinished"]
        .iter()
        .map(|k| share(&res[k], games))
        .sum();
    assert_eq!(
        total, games,
        "wins, draws and unfinished games are the games"
    );
    let unfinished = res["unfinished"]["games"].as_u64().expect("unfinished");
    let reasons: u64 = r["ended_by"]
        .as_object()
        .expect("reasons")
        .values()
        .map(|n| n.as_u64().expect("a count"))
        .sum();
    assert_eq!(reasons, games - unfinished);
    assert!(mean(&r["moves"]) >= 1.0);
    mean(&r["captures"]);
    mean(&r["endless"]);
    share(&r["endless"]["games_meeting"], games);
    let c = &r["counts"];
    assert_eq!(c["games"], games);
    for t in ["moves", "endless", "captures"] {
        assert_eq!(tally_games(&c[t]), games, "{t}: one value per game");
    }
    let rules = Rules::from_options(
        r["rules"]["game"]
            .as_str()
            .expect("a game")
            .parse()
            .expect("a game id"),
        &r["rules"]["options"],
    )
    .expect("the rules");
    assert_eq!(r["rounds"].is_object(), rules.is_match(), "{}", r["rules"]);
    if rules.is_match() {
        assert!(mean(&r["rounds"]) >= 1.0);
        assert_eq!(tally_games(&c["rounds"]), games);
    }
    let command = r["command"].as_str().expect("the command");
    assert!(
        command.starts_with("mancala-atlas stats --game "),
        "{command}"
    );
    assert!(r["intervals"]
        .as_str()
        .expect("intervals")
        .contains("Wilson"));
}

#[test]
fn report_fields_add_up() {
    for (game, options) in [
        ("hoyito-3", "{}"),
        ("hoyito-3", r#"{"match":true}"#),
        ("katro", r#"{"rows_per_player":2,"holes_per_row":4}"#),
    ] {
        let r = json(&ok(&[
            "stats",
            "--game",
            game,
            "--options",
            options,
            "--games",
            "80",
            "--seed",
            "1",
            "--json",
        ]));
        sane(&r, 80);
        assert_eq!(r["rules"]["game"], game);
        assert_eq!(r["players"], "random");
    }
    let text = ok(&[
        "stats",
        "--game",
        "rio-kadalis",
        "--games",
        "20",
        "--seed",
        "1",
    ]);
    for line in [
        "rules: rio-kadalis",
        "south wins: ",
        "north wins: ",
        "draws: ",
        "moves per game: mean ",
        "captures per game: mean ",
        "endless moves met per game: mean ",
        "Wilson",
    ] {
        assert!(text.contains(line), "{text} lacks {line:?}");
    }
    assert!(!text.contains("rounds per match"), "no match, no rounds");
}

#[test]
fn variants_are_the_engines_option_sets() {
    for game in GameId::ALL {
        let r = json(&ok(&[
            "stats",
            "variants",
            "--game",
            game.id(),
            "--games",
            "6",
            "--seed",
            "2",
            "--json",
        ]));
        let expected: Vec<Value> = Rules::all_variants()
            .into_iter()
            .filter(|r| r.game() == game)
            .map(|r| r.options_json())
            .collect();
        let variants = r["variants"].as_array().expect("variants");
        let got: Vec<Value> = variants
            .iter()
            .map(|v| v["rules"]["options"].clone())
            .collect();
        assert_eq!(got, expected, "{game}");
        for v in variants {
            sane(v, 6);
        }
        assert_eq!(r["game"], game.id());
    }
}

#[test]
fn bad_input_is_refused_with_a_clear_message() {
    let base = ["stats", "--game", "kiothi", "--games", "5", "--seed", "1"];
    let with = |extra: &[&'static str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        a
    };
    for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", ""] {
        fails(
            2,
            &with(&["--shard", bad, "--out", "x.json"]),
            &["--shard must be I/K", &format!("\"{bad}\"")],
        );
    }
    fails(2, &with(&["--shard", "1/2"]), &["--shard needs --out"]);
    fails(2, &with(&["--out", "x.json"]), &["--out goes with --shard"]);
    fails(
        2,
        &with(&["--shard", "1/2", "--out", "x.json", "--json"]),
        &["--json goes with a report"],
    );
    fails(
        2,
        &with(&["--players", "wizard"]),
        &["--players: unknown level \"wizard\"", "medium"],
    );
    fails(
        2,
        &with(&["--options", r#"{"opening":"9x9"}"#]),
        &["--options", "opening"],
    );
    fails(2, &with(&["--options", "{"]), &["--options is not JSON"]);
    fails(
        2,
        &with(&["--threads", "0"]),
        &["--threads must be a whole number"],
    );
    fails(
        2,
        &["stats", "--games", "5", "--seed", "1"],
        &["--game is required"],
    );
    fails(
        2,
        &["stats", "--game", "kiothi", "--seed", "1"],
        &["stats needs --games N"],
    );
    fails(
        2,
        &["stats", "sideways"],
        &["unknown command \"stats sideways\""],
    );
    fails(
        2,
        &["stats", "variants", "--game", "katro", "--options", "{}"],
        &["stats variants does not take --options"],
    );
    fails(2, &["stats", "merge"], &["stats merge needs the FILE"]);
    fails(
        2,
        &["stats", "merge", "--game", "katro"],
        &["does not take --game"],
    );
}

#[test]
fn shard_files_are_checked_before_they_are_added() {
    let dir = folder("bad");
    let path = |name: &str| dir.join(name).display().to_string();
    let shard = |args: &[&str], part: &str, file: &str| {
        let mut a = args.to_vec();
        a.extend(["--shard", part, "--out", file]);
        ok(&a);
    };
    let run = [
        "stats", "--game", "hoyito-3", "--games", "20", "--seed", "1",
    ];
    shard(&run, "1/2", &path("a1.json"));
    shard(&run, "2/2", &path("a2.json"));
    let other_seed = [
        "stats", "--game", "hoyito-3", "--games", "20", "--seed", "2",
    ];
    shard(&other_seed, "2/2", &path("b2.json"));
    let (a1, a2, b2) = (path("a1.json"), path("a2.json"), path("b2.json"));
    fails(2, &["stats", "merge", &a1], &["part 2 of 2 is missing"]);
    fails(
        2,
        &["stats", "merge", &a1, &a2, &a1],
        &["is part 1 of 2 again"],
    );
    fails(
        2,
        &["stats", "merge", &a1, &b2],
        &["another run", "seeds differ"],
    );
    fails(2, &["stats", "merge", &path("none.json")], &["cannot read"]);
    let write = |name: &str, text: &str| {
        std::fs::write(path(name), text).expect("a file");
        path(name)
    };
    fails(
        2,
        &["stats", "merge", &write("x.json", "[1,")],
        &["is not JSON"],
    );
    fails(
        2,
        &["stats", "merge", &write("y.json", "{}")],
        &["is not a shard file"],
    );
    // A shard whose counts were changed by hand.
    let text = std::fs::read_to_string(&a2).expect("the shard");
    let edited = text.replacen("\"draws\":", "\"draws\":1000,\"was\":", 1);
    fails(
        2,
        &["stats", "merge", &a1, &write("z.json", &edited)],
        &["is not a shard file"],
    );
    let edited = text.replacen("\"south_wins\":", "\"south_wins\":1", 1);
    fails(
        2,
        &["stats", "merge", &a1, &write("w.json", &edited)],
        &["wins, draws and unfinished games are not its games"],
    );
    fails(
        1,
        &[
            "stats",
            "--game",
            "katro",
            "--games",
            "2",
            "--seed",
            "1",
            "--shard",
            "1/1",
            "--out",
            "/dev/full",
        ],
        &["--out: cannot write \"/dev/full\""],
    );
}

/// `stats plot FILE`: a game's statistics file drawn as an image — the shipped images are
/// what it draws of the shipped files (stdout, or `--out`), in the language asked; bad
/// input is refused with what is wrong.
#[test]
fn plot_draws_a_statistics_file_as_an_image() {
    let root = env!("CARGO_MANIFEST_DIR");
    let json = format!("{root}/static/stats/hoyito-3.json");
    let shipped =
        std::fs::read_to_string(format!("{root}/static/stats/hoyito-3.svg")).expect("image");
    assert_eq!(ok(&["stats", "plot", &json]), shipped);
    let dir = folder("plot");
    let out = dir.join("k.svg");
    let kiothi = format!("{root}/static/stats/kiothi.json");
    let written = ok(&[
        "stats",
        "plot",
        &kiothi,
        "--lang",
        "sw",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(written, "");
    let sw = std::fs::read_to_string(&out).expect("written");
    assert!(
        sw.contains(r#"lang="sw""#) && sw.contains("Kusini"),
        "in Swahili"
    );
    fails(
        2,
        &["stats", "plot"],
        &["stats plot needs one FILE", "not 0"],
    );
    fails(2, &["stats", "plot", &json, &json], &["not 2"]);
    fails(
        2,
        &["stats", "plot", &json, "--lang", "de"],
        &["--lang", "\"de\"", "en, mg, fr, so, es, sw, tr, fa"],
    );
    fails(
        2,
        &["stats", "plot", "/no/such.json"],
        &["cannot read", "/no/such.json"],
    );
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"game":"hoyito-3","runs":[]}"#).unwrap();
    fails(
        2,
        &["stats", "plot", bad.to_str().unwrap()],
        &["is not a game's statistics", "no option set"],
    );
    std::fs::write(&bad, "not json").unwrap();
    fails(
        2,
        &["stats", "plot", bad.to_str().unwrap()],
        &["is not a game's statistics"],
    );
    // --game chooses among a file's games; the shipped file has one.
    fails(
        2,
        &["stats", "plot", &json, "--game", "katro"],
        &["--game \"katro\"", "hoyito-3"],
    );
    assert_eq!(ok(&["stats", "plot", &json, "--game", "hoyito-3"]), shipped);
}

/// Whether `text` is one SVG image (and a newline).
fn is_svg(text: &str) -> bool {
    text.starts_with("<svg") && text.trim_end().ends_with("</svg>")
}

#[test]
fn plot_draws_every_statistics_file_the_cli_writes() {
    let dir = folder("plot-kinds");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let base = ["--games", "6", "--seed", "3"];
    let write = |file: &str, args: &[&str]| {
        let text = ok(args);
        std::fs::write(path(file), text).unwrap();
    };
    // stats --json: one option set.
    write(
        "one.json",
        &[&["stats", "--game", "katro", "--json"][..], &base].concat(),
    );
    // stats variants --json, of one game and of every game.
    write(
        "variants.json",
        &[
            &["stats", "variants", "--game", "hoyito-3", "--json"][..],
            &base,
        ]
        .concat(),
    );
    write(
        "every.json",
        &[&["stats", "variants", "--json", "--games", "2", "--seed", "1"][..]].concat(),
    );
    // A shard of a run in one part, and stats merge --json of two parts.
    for (part, file) in [("1/1", "whole.part"), ("1/2", "a.part"), ("2/2", "b.part")] {
        let out = path(file);
        ok(&[
            &["stats", "--game", "katro", "--shard", part, "--out", &out][..],
            &base,
        ]
        .concat());
    }
    write(
        "merged.json",
        &["stats", "merge", "--json", &path("a.part"), &path("b.part")],
    );
    for file in ["one.json", "variants.json", "whole.part", "merged.json"] {
        let svg = ok(&["stats", "plot", &path(file)]);
        assert!(is_svg(&svg), "{file}: {svg}");
    }
    // The same counts drawn the same, whichever file holds them.
    assert_eq!(
        ok(&["stats", "plot", &path("one.json")]),
        ok(&["stats", "plot", &path("whole.part")])
    );
    assert_eq!(
        ok(&["stats", "plot", &path("merged.json")]),
        ok(&["stats", "plot", &path("one.json")])
    );
    // Every game's variants: one game at a time.
    fails(
        2,
        &["stats", "plot", &path("every.json")],
        &["give --game ID", "katro, rio-kadalis, hoyito-3, kiothi"],
    );
    for game in ["katro", "rio-kadalis", "hoyito-3", "kiothi"] {
        let svg = ok(&["stats", "plot", &path("every.json"), "--game", game]);
        assert!(is_svg(&svg), "{game}");
    }
    // A part of a run in two parts is refused as stats merge refuses it.
    fails(
        2,
        &["stats", "plot", &path("a.part")],
        &["part 2 of 2 is missing"],
    );
}

/// The CSV text's records (the header first).
fn csv_rows(text: &str) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| {
            r.expect("a CSV record")
                .iter()
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// The column `name` of `rows` (the header first), row `i` from 1.
fn cell<'a>(rows: &'a [Vec<String>], i: usize, name: &str) -> &'a str {
    let col = rows[0]
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name}: {:?}", rows[0]));
    &rows[i][col]
}

#[test]
fn csv_has_a_header_and_one_row_per_option_set() {
    let args = ["stats", "--game", "katro", "--games", "30", "--seed", "5"];
    let rows = csv_rows(&ok(&[&args[..], &["--csv"]].concat()));
    assert_eq!(rows.len(), 2, "a header and one row");
    let report = json(&ok(&[&args[..], &["--json"]].concat()));
    for (column, figure) in [
        (
            "south_wins_games",
            &report["results"]["south_wins"]["games"],
        ),
        (
            "north_wins_games",
            &report["results"]["north_wins"]["games"],
        ),
        ("draws_games", &report["results"]["draws"]["games"]),
        ("moves_per_game_median", &report["moves"]["median"]),
        ("captures_per_game_max", &report["captures"]["max"]),
    ] {
        assert_eq!(cell(&rows, 1, column), figure.to_string(), "{column}");
    }
    let share: f64 = cell(&rows, 1, "south_wins_share").parse().unwrap();
    assert!((share - report["results"]["south_wins"]["share"].as_f64().unwrap()).abs() < 1e-6);
    assert_eq!(cell(&rows, 1, "game"), "katro");
    assert_eq!(cell(&rows, 1, "players"), "random");
    assert_eq!(cell(&rows, 1, "games"), "30");
    // Every row as long as the header; every column named once.
    let header = &rows[0];
    let mut names = header.clone();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), header.len(), "a column named twice");
    assert!(header.iter().any(|h| h == "ended_by_opponent_emptied"));
    // stats variants: one row per option set the engine lists.
    let hoyito = Rules::all_variants()
        .into_iter()
        .filter(|r| r.game() == GameId::Hoyito3)
        .count();
    let rows = csv_rows(&ok(&[
        "stats", "variants", "--game", "hoyito-3", "--games", "2", "--seed", "1", "--csv",
    ]));
    assert_eq!(rows.len(), 1 + hoyito);
    assert!(rows.iter().all(|r| r.len() == rows[0].len()));
    // The match rules have rounds; the others leave them empty.
    let rounds: Vec<&str> = (1..rows.len())
        .map(|i| cell(&rows, i, "rounds_per_match_mean"))
        .collect();
    assert!(rounds.iter().any(|r| r.is_empty()) && rounds.iter().any(|r| !r.is_empty()));
    // stats merge --csv: the parts' rows, the whole run's.
    let dir = folder("csv");
    let mut parts = Vec::new();
    for part in ["1/2", "2/2"] {
        let out = dir
            .join(part.replace('/', "-"))
            .to_str()
            .unwrap()
            .to_string();
        ok(&[&args[..], &["--shard", part, "--out", &out]].concat());
        parts.push(out);
    }
    let merged = ok(&["stats", "merge", "--csv", &parts[0], &parts[1]]);
    assert_eq!(merged, ok(&[&args[..], &["--csv"]].concat()));
    fails(
        2,
        &[&args[..], &["--csv", "--json"]].concat(),
        &["--csv", "--json"],
    );
}

#[test]
fn per_game_csv_has_one_row_a_game() {
    let dir = folder("per-game");
    let file = dir.join("games.csv");
    let f = file.to_str().unwrap();
    let args = ["stats", "--game", "katro", "--games", "25", "--seed", "2"];
    // The report on stdout is the one without --per-game.
    let report = ok(&[&args[..], &["--json", "--per-game", f]].concat());
    assert_eq!(report, ok(&[&args[..], &["--json"]].concat()));
    let rows = csv_rows(&std::fs::read_to_string(&file).unwrap());
    assert_eq!(
        rows[0],
        [
            "game",
            "options",
            "players",
            "index",
            "winner",
            "moves",
            "captures",
            "ended_by",
            "endless_moves_met",
            "long_sowings",
            "rounds"
        ]
    );
    assert_eq!(rows.len(), 26);
    let r = json(&report);
    let count = |w: &str| {
        (1..rows.len())
            .filter(|&i| cell(&rows, i, "winner") == w)
            .count()
    };
    assert_eq!(
        count("south") as u64,
        r["results"]["south_wins"]["games"].as_u64().unwrap()
    );
    assert_eq!(
        count("north") as u64,
        r["results"]["north_wins"]["games"].as_u64().unwrap()
    );
    let moves: u64 = (1..rows.len())
        .map(|i| cell(&rows, i, "moves").parse::<u64>().unwrap())
        .sum();
    assert!((moves as f64 / 25.0 - r["moves"]["mean"].as_f64().unwrap()).abs() < 1e-6);
    for (i, row) in rows.iter().skip(1).enumerate() {
        assert_eq!(row[3], i.to_string(), "games in order");
        assert_eq!(row[7], "opponent-emptied");
    }
    // The same rows on any number of threads.
    let again = dir.join("again.csv");
    ok(&[
        &args[..],
        &["--threads", "3", "--per-game", again.to_str().unwrap()],
    ]
    .concat());
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        std::fs::read_to_string(&again).unwrap()
    );
    // stats variants: every option set's games.
    ok(&[
        "stats",
        "variants",
        "--game",
        "hoyito-3",
        "--games",
        "3",
        "--seed",
        "1",
        "--per-game",
        f,
    ]);
    let hoyito = Rules::all_variants()
        .into_iter()
        .filter(|r| r.game() == GameId::Hoyito3)
        .count();
    assert_eq!(
        csv_rows(&std::fs::read_to_string(&file).unwrap()).len(),
        1 + 3 * hoyito
    );
}

#[test]
fn progress_is_drawn_on_a_terminal_only() {
    let args = ["stats", "--game", "katro", "--games", "300", "--seed", "1"];
    // Piped (as here): nothing on stderr, the report on stdout.
    let piped = ok(&args);
    assert!(piped.contains("south wins"), "{piped}");
    // On a terminal (util-linux `script` gives the command one): a bar with the games
    // counted and the time left, then the same report.
    let has_script = std::process::Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_script {
        eprintln!("no `script` here: the terminal's bar is not checked");
        return;
    }
    let line = format!("{} {}", env!("CARGO_BIN_EXE_mancala-atlas"), args.join(" "));
    let out = std::process::Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .output()
        .expect("script runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("/300 games"), "no bar: {text:?}");
    assert!(text.contains("left"), "no estimate: {text:?}");
    assert!(text.contains("south wins"), "{text:?}");
}
