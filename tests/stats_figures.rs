//! Every figure of every shipped statistics file (`static/stats/GAME.json`, README
//! "Research") recomputed here from the exact counts the same file carries — shares and
//! their Wilson score intervals, means with their normal intervals, standard deviations,
//! quartiles, smallest and largest — by this file's own arithmetic (nothing of the code
//! that wrote the file: exact whole numbers and fractions where the figure is one, the
//! textbook formulas where it is not); and every bar and share of each shipped image
//! (`static/stats/GAME.svg`) recomputed from the figures it draws.
//!
//! A figure agrees when it is its exact value rounded to the file's six decimals (a tie
//! either way; for a square root, the value computed here within half a unit of the
//! sixth decimal and a margin of 10⁻⁹ for the floating point); whole numbers must be
//! equal. The test fails on any figure that does not, and says how many it checked.

use serde_json::Value;

/// The normal quantile of a two-sided 95 % interval (Φ⁻¹(0.975)).
const Z: f64 = 1.959_963_984_540_054;

const GAMES: [&str; 4] = ["katro", "rio-kadalis", "hoyito-3", "kiothi"];

fn shipped(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/static/stats/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// A tally of games per value, as the file writes it: `{"value": games}`.
fn tally(v: &Value) -> Vec<(u128, u128)> {
    let mut t: Vec<(u128, u128)> = v
        .as_object()
        .expect("a tally")
        .iter()
        .map(|(k, n)| {
            (
                k.parse().expect("a value"),
                u128::from(n.as_u64().expect("games")),
            )
        })
        .collect();
    t.sort_unstable();
    t
}

/// What checking figures came to.
#[derive(Default)]
struct Checked {
    figures: usize,
    differ: Vec<String>,
}

impl Checked {
    /// A whole number.
    fn whole(&mut self, what: &str, file: &Value, exact: u128) {
        self.figures += 1;
        if file.as_u64().map(u128::from) != Some(exact) {
            self.differ.push(format!("{what}: {file}, not {exact}"));
        }
    }

    /// A fraction `num / den`, rounded to six decimals in the file.
    fn fraction(&mut self, what: &str, file: &Value, num: u128, den: u128) {
        self.figures += 1;
        let f = file.as_f64().unwrap_or(f64::NAN);
        // |f − num/den| ≤ ½·10⁻⁶, compared in whole numbers where they are exact:
        // |f·den − num| ≤ den / 2·10⁶ (f has six decimals: f·10⁶ is a whole number).
        let micro = (f * 1e6).round();
        let ok = (micro - f * 1e6).abs() < 1e-6 && {
            let lhs = (micro as i128 * den as i128 - num as i128 * 1_000_000).unsigned_abs();
            2 * lhs <= den
        };
        if !ok {
            self.differ.push(format!(
                "{what}: {file}, not {} rounded",
                num as f64 / den as f64
            ));
        }
    }

    /// An irrational figure, `exact` as computed here.
    fn real(&mut self, what: &str, file: &Value, exact: f64) {
        self.figures += 1;
        let f = file.as_f64().unwrap_or(f64::NAN);
        if (f - exact).abs() > 0.5e-6 + 1e-9 {
            self.differ
                .push(format!("{what}: {file}, not {exact:.9} rounded"));
        }
    }

    /// A share of the games and its Wilson score interval: `{"games", "share", "low",
    /// "high"}`.
    fn share(&mut self, what: &str, v: &Value, count: u128, n: u128) {
        self.whole(&format!("{what}.games"), &v["games"], count);
        self.fraction(&format!("{what}.share"), &v["share"], count, n);
        let (nf, p) = (n as f64, count as f64 / n as f64);
        let centre = (p + Z * Z / (2.0 * nf)) / (1.0 + Z * Z / nf);
        let half = Z / (1.0 + Z * Z / nf) * (p * (1.0 - p) / nf + Z * Z / (4.0 * nf * nf)).sqrt();
        // No games of that kind: the interval starts at 0; all of them: it ends at 1.
        let low = if count == 0 { 0.0 } else { centre - half };
        let high = if count == n { 1.0 } else { centre + half };
        self.real(&format!("{what}.low"), &v["low"], low);
        self.real(&format!("{what}.high"), &v["high"], high);
    }

    /// A value per game from its tally: mean, normal interval, standard deviation,
    /// smallest, quartiles (nearest rank), largest.
    fn mean(&mut self, what: &str, v: &Value, t: &[(u128, u128)]) {
        let n: u128 = t.iter().map(|&(_, k)| k).sum();
        let sum: u128 = t.iter().map(|&(x, k)| x * k).sum();
        let squares: u128 = t.iter().map(|&(x, k)| x * x * k).sum();
        self.fraction(&format!("{what}.mean"), &v["mean"], sum, n);
        // The sample variance, (n·Σx² − (Σx)²) / (n·(n − 1)), exact before its root.
        let sd = if n < 2 {
            0.0
        } else {
            ((n * squares - sum * sum) as f64 / (n * (n - 1)) as f64).sqrt()
        };
        self.real(&format!("{what}.sd"), &v["sd"], sd);
        let mean = sum as f64 / n as f64;
        let half = Z * sd / (n as f64).sqrt();
        self.real(&format!("{what}.low"), &v["low"], (mean - half).max(0.0));
        self.real(&format!("{what}.high"), &v["high"], mean + half);
        // The value of game number ⌈n·q⌉ in order (the first at least).
        let rank = |num: u128, den: u128| {
            let r = (n * num).div_ceil(den).max(1);
            let mut seen = 0;
            t.iter()
                .find(|&&(_, k)| {
                    seen += k;
                    seen >= r
                })
                .map_or(0, |&(x, _)| x)
        };
        self.whole(
            &format!("{what}.min"),
            &v["min"],
            t.first().map_or(0, |p| p.0),
        );
        self.whole(&format!("{what}.q1"), &v["q1"], rank(1, 4));
        self.whole(&format!("{what}.median"), &v["median"], rank(1, 2));
        self.whole(&format!("{what}.q3"), &v["q3"], rank(3, 4));
        self.whole(
            &format!("{what}.max"),
            &v["max"],
            t.last().map_or(0, |p| p.0),
        );
    }
}

/// Every figure of one option set's run, from its counts.
fn check_run(c: &mut Checked, what: &str, v: &Value) {
    let counts = &v["counts"];
    let n = u128::from(counts["games"].as_u64().expect("games"));
    assert!(n > 0, "{what}: no games");
    c.whole(&format!("{what}.games"), &v["games"], n);
    let r = &v["results"];
    for (key, count) in [
        ("south_wins", "south_wins"),
        ("north_wins", "north_wins"),
        ("draws", "draws"),
        ("unfinished", "unfinished"),
    ] {
        let k = u128::from(counts[count].as_u64().expect("a count"));
        c.share(&format!("{what}.{key}"), &r[key], k, n);
    }
    // Every game is won, drawn or unfinished; the finished ones by their end reasons.
    let outcomes: u128 = ["south_wins", "north_wins", "draws", "unfinished"]
        .iter()
        .map(|k| u128::from(counts[k].as_u64().unwrap_or(0)))
        .sum();
    assert_eq!(outcomes, n, "{what}: the outcomes are the games");
    let ends = counts["ended_by"].as_object().expect("end reasons");
    for (reason, k) in ends {
        c.whole(
            &format!("{what}.ended_by.{reason}"),
            &v["ended_by"][reason],
            u128::from(k.as_u64().expect("games")),
        );
    }
    assert_eq!(
        v["ended_by"].as_object().map(|o| o.len()),
        Some(ends.len()),
        "{what}"
    );
    for key in ["moves", "captures", "endless"] {
        let t = tally(&counts[key]);
        assert_eq!(t.iter().map(|p| p.1).sum::<u128>(), n, "{what}.{key}");
        c.mean(&format!("{what}.{key}"), &v[key], &t);
    }
    // Games that met an endless move: every game but those that met none.
    let none = tally(&counts["endless"])
        .iter()
        .find(|p| p.0 == 0)
        .map_or(0, |p| p.1);
    c.share(
        &format!("{what}.endless.games_meeting"),
        &v["endless"]["games_meeting"],
        n - none,
        n,
    );
    c.whole(
        &format!("{what}.endless.undecided"),
        &v["endless"]["undecided"],
        u128::from(counts["undecided"].as_u64().expect("undecided")),
    );
    c.whole(
        &format!("{what}.long_sowings"),
        &v["long_sowings"],
        u128::from(counts["long_sowings"].as_u64().expect("long sowings")),
    );
    match (&counts["rounds"], &v["rounds"]) {
        (Value::Null, Value::Null) => {}
        (t, m) => {
            let t = tally(t);
            assert_eq!(t.iter().map(|p| p.1).sum::<u128>(), n, "{what}.rounds");
            c.mean(&format!("{what}.rounds"), m, &t);
        }
    }
}

/// The figures recomputed: 3,372 in the four files (the manual, "Research"), none differing.
#[test]
fn every_figure_of_every_shipped_statistics_file_is_its_exact_counts() {
    let mut c = Checked::default();
    for game in GAMES {
        let file: Value = serde_json::from_str(&shipped(&format!("{game}.json"))).expect("JSON");
        assert_eq!(file["game"], game);
        for run in file["runs"].as_array().expect("runs") {
            for v in run["variants"].as_array().expect("option sets") {
                let what = format!(
                    "{game} {} {}",
                    v["rules"]["options"],
                    v["players"].as_str().unwrap_or("?")
                );
                check_run(&mut c, &what, v);
            }
        }
    }
    eprintln!(
        "statistics: {} figures recomputed from their counts, {} differ",
        c.figures,
        c.differ.len()
    );
    assert!(c.differ.is_empty(), "{:#?}", c.differ);
    assert!(c.figures >= 3_000, "{} figures", c.figures);
}

/// A share in words as the image writes it: one decimal, or two to four below 1 %.
fn percent(share: f64) -> String {
    let p = share * 100.0;
    if p > 0.0 && p < 1.0 {
        let digits = ((-p.log10()).ceil() as usize + 1).clamp(2, 4);
        format!("{p:.digits$}%")
    } else {
        format!("{p:.1}%")
    }
}

/// Each image's bars and words, recomputed from the figures of its statistics file: for
/// every option set and kind of players, a bar whose three parts are South's wins, the
/// draws and North's wins in proportion, the middle marked at its half, South's
/// interval drawn from its low to its high end, and the three shares in words.
#[test]
fn every_shipped_image_draws_its_files_figures() {
    let mut checked = 0;
    for game in GAMES {
        let file: Value = serde_json::from_str(&shipped(&format!("{game}.json"))).expect("JSON");
        let svg = shipped(&format!("{game}.svg"));
        let doc = roxmltree::Document::parse(&svg).expect("SVG");
        let runs = file["runs"].as_array().expect("runs");
        let sets: Vec<_> = doc
            .descendants()
            .filter(|n| n.has_tag_name("g") && n.attribute("data-set").is_some())
            .collect();
        assert_eq!(
            sets.len(),
            runs[0]["variants"].as_array().map_or(0, Vec::len),
            "{game}: an option set a line"
        );
        let mut width = None;
        for g in sets {
            let options: Value =
                serde_json::from_str(g.attribute("data-set").unwrap_or("")).expect("options");
            let of = |class: &str, attr: &str| -> Vec<f64> {
                g.children()
                    .filter(|n| n.attribute("class") == Some(class))
                    .map(|n| n.attribute(attr).and_then(|a| a.parse().ok()).expect(attr))
                    .collect()
            };
            let words: Vec<String> = g
                .children()
                .filter(|n| n.attribute("class") == Some("words"))
                .map(|n| n.text().unwrap_or("").to_string())
                .collect();
            for (k, run) in runs.iter().enumerate().take(2) {
                let v = run["variants"]
                    .as_array()
                    .and_then(|vs| vs.iter().find(|v| v["rules"]["options"] == options))
                    .unwrap_or_else(|| panic!("{game} {options}: not in the file"));
                let r = &v["results"];
                let share = |key: &str, f: &str| r[key][f].as_f64().expect("a figure");
                let (s, d, n) = (
                    share("south_wins", "share"),
                    share("draws", "share"),
                    share("north_wins", "share"),
                );
                let (x0, ws) = (of("south", "x")[k], of("south", "width")[k]);
                let (xd, wd) = (of("draws", "x")[k], of("draws", "width")[k]);
                let (xn, wn) = (of("north", "x")[k], of("north", "width")[k]);
                // The bar's length: the same for every bar of the image.
                let w = ws + wd + wn;
                let w0 = *width.get_or_insert(w);
                let what = format!("{game} {options} {}", run["players"]);
                // Coordinates are written with one decimal, so the bar's length (three
                // of them) may be 0.15 off: a part is drawn within 0.16 of its share of
                // the bar (a 0.05 % share is 0.18 of a bar 356 long).
                let near = |a: f64, b: f64, what: &str| {
                    assert!(
                        (a - b).abs() <= 0.16,
                        "{what}: {a} drawn, {b} from the figures"
                    );
                };
                near(w, w0, &format!("{what}: the bar's length"));
                near(ws, s * w0, &format!("{what}: South's part"));
                near(xd, x0 + s * w0, &format!("{what}: the draws' start"));
                near(wd, d * w0, &format!("{what}: the draws' part"));
                near(xn, x0 + (s + d) * w0, &format!("{what}: North's start"));
                near(wn, n * w0, &format!("{what}: North's part"));
                near(
                    of("half", "x1")[k],
                    x0 + 0.5 * w0,
                    &format!("{what}: the middle"),
                );
                let low = x0 + share("south_wins", "low") * w0;
                let high = (x0 + share("south_wins", "high") * w0).max(low + 0.5);
                near(
                    of("interval", "x1")[k],
                    low,
                    &format!("{what}: South's low end"),
                );
                near(
                    of("interval", "x2")[k],
                    high,
                    &format!("{what}: South's high end"),
                );
                assert_eq!(
                    words[k],
                    format!(
                        "South won {}, North {}, drawn {}",
                        percent(s),
                        percent(n),
                        percent(d)
                    ),
                    "{what}"
                );
                checked += 12;
            }
        }
    }
    eprintln!("statistics images: {checked} drawn figures recomputed from the files' figures");
    assert!(checked > 700, "{checked}");
}

/// One whole part of a shipped run played again from the command and seed its file
/// records, by the script that reproduces any of them (`scripts/stats-reproduce.sh`):
/// part 1 of the 16 whose SHA-256s `static/stats/parts.txt` records for the small Katro
/// board's random run (the whole run, 1,000,000 games, was reproduced byte for byte and
/// recorded by the script), here 62,500 games: the same bytes again.
#[cfg(unix)]
#[test]
fn a_part_of_a_shipped_run_is_played_again_to_the_byte() {
    let root = env!("CARGO_MANIFEST_DIR");
    let record = shipped("parts.txt");
    let line = record
        .lines()
        .find(|l| !l.starts_with('#') && l.contains(" 1/16 "))
        .expect("a part recorded");
    let fields: Vec<&str> = line.split(' ').collect();
    let (game, options) = (fields[0], fields[1]);
    let out = std::process::Command::new("bash")
        .arg(format!("{root}/scripts/stats-reproduce.sh"))
        .args([game, options, "1/16"])
        .env("BIN", env!("CARGO_BIN_EXE_mancala-atlas"))
        .env("THREADS", "2")
        .output()
        .expect("bash runs");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("part 1/16: the same bytes as recorded"),
        "{said}"
    );
}
