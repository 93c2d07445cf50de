//! "What play shows", in a game's rules panel: the shipped statistics of seeded play
//! (`static/stats/GAME.json`, written by `mancala-atlas stats variants` through
//! `scripts/stats.sh`, the manual "Research") read for one game, and their figures in the
//! reader's language. The web build serves the file as `stats/GAME.json`; a panel fetches
//! it only when its reader opens "What play shows" (`stats::panel::PlayStats`).
//!
//! Pure: it compiles everywhere and is tested natively against the shipped files.

pub mod plot;

#[cfg(target_arch = "wasm32")]
pub mod panel;

use serde_json::Value;

use super::i18n::{decimals, fixed, level, number, player, t, tf, tn, Lang};
use crate::ai::Level;
use crate::engine::{GameId, Player, Rules};
use crate::ui::game::about;

/// Where the web build puts `game`'s statistics, below the Atlas's files.
pub fn file_name(game: GameId) -> String {
    format!("stats/{}.json", game.id())
}

/// A share of the games, with its 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Share {
    /// The games counted.
    pub games: u64,
    /// Their share of all the games, 0 to 1.
    pub share: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

/// What the games between players of one kind came to, for one option set.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Who played both sides.
    pub players: Level,
    /// The games played.
    pub games: u64,
    /// Won by South (the first to move).
    pub south: Share,
    /// Won by North.
    pub north: Share,
    /// Drawn.
    pub draws: Share,
    /// The game's length in moves: the quartiles.
    pub moves: [u64; 3],
}

/// One option set and what play showed of it.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSet {
    /// The rules played.
    pub rules: Rules,
    /// One entry per kind of players, in the file's order (random players first).
    pub figures: Vec<Figures>,
}

/// A game's statistics: every option set the file has, in its order.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    /// The game.
    pub game: GameId,
    /// The option sets.
    pub sets: Vec<OptionSet>,
}

/// Reads `game`'s statistics file. A file that is not such a file (another game's, a
/// broken download, an older layout) is an error saying what is wrong, never a panic.
pub fn read(game: GameId, text: &str) -> Result<Stats, String> {
    let file = skim(text)?;
    if file.get("game").and_then(Value::as_str) != Some(game.id()) {
        return Err(format!("not the statistics of {}", game.id()));
    }
    let runs = field(&file, "runs")?.as_array().ok_or("runs: not a list")?;
    let mut sets: Vec<OptionSet> = Vec::new();
    for run in runs {
        let players: Level = str_field(run, "players")?
            .parse()
            .map_err(|e| format!("players: {e}"))?;
        let variants = field(run, "variants")?
            .as_array()
            .ok_or("variants: not a list")?;
        for v in variants {
            let rules = field(v, "rules")?;
            let options = field(rules, "options")?;
            let rules = Rules::from_options(game, options).map_err(|e| format!("options: {e}"))?;
            let results = field(v, "results")?;
            let moves = field(v, "moves")?;
            let figures = Figures {
                players,
                games: u_field(v, "games")?,
                south: share(field(results, "south_wins")?)?,
                north: share(field(results, "north_wins")?)?,
                draws: share(field(results, "draws")?)?,
                moves: [
                    u_field(moves, "q1")?,
                    u_field(moves, "median")?,
                    u_field(moves, "q3")?,
                ],
            };
            match sets.iter_mut().find(|s| s.rules == rules) {
                Some(set) => set.figures.push(figures),
                None => sets.push(OptionSet {
                    rules,
                    figures: vec![figures],
                }),
            }
        }
    }
    if sets.is_empty() {
        return Err("no option set".into());
    }
    Ok(Stats { game, sets })
}

/// The parts of the file the figures are read from: the game, and of each run its players
/// and of each option set its rules, games, results and moves, as a JSON value. Nothing
/// else is kept: the exact counts, most of the file's bytes (Hoyito III's million random
/// matches: a tally of some 44,000 lengths), are skipped as the text is read, never built.
fn skim(text: &str) -> Result<Value, String> {
    use serde::Deserialize;
    #[derive(Deserialize)]
    struct File {
        game: Option<Value>,
        runs: Option<Vec<Run>>,
    }
    #[derive(Deserialize)]
    struct Run {
        players: Option<Value>,
        variants: Option<Vec<Variant>>,
    }
    #[derive(Deserialize)]
    struct Variant {
        rules: Option<Value>,
        games: Option<Value>,
        results: Option<Value>,
        moves: Option<Value>,
    }
    fn object(fields: Vec<(&str, Option<Value>)>) -> Value {
        Value::Object(
            fields
                .into_iter()
                .filter_map(|(k, v)| Some((k.to_string(), v?)))
                .collect(),
        )
    }
    let file: File = serde_json::from_str(text).map_err(|e| match e.classify() {
        serde_json::error::Category::Data => format!("not a statistics file: {e}"),
        _ => format!("not JSON: {e}"),
    })?;
    let runs = file.runs.map(|runs| {
        Value::Array(
            runs.into_iter()
                .map(|r| {
                    let variants = r.variants.map(|vs| {
                        Value::Array(
                            vs.into_iter()
                                .map(|v| {
                                    object(vec![
                                        ("rules", v.rules),
                                        ("games", v.games),
                                        ("results", v.results),
                                        ("moves", v.moves),
                                    ])
                                })
                                .collect(),
                        )
                    });
                    object(vec![("players", r.players), ("variants", variants)])
                })
                .collect(),
        )
    });
    Ok(object(vec![("game", file.game), ("runs", runs)]))
}

fn field<'a>(v: &'a Value, key: &str) -> Result<&'a Value, String> {
    v.get(key).ok_or_else(|| format!("no {key:?}"))
}

fn str_field<'a>(v: &'a Value, key: &str) -> Result<&'a str, String> {
    field(v, key)?
        .as_str()
        .ok_or_else(|| format!("{key}: not text"))
}

fn u_field(v: &Value, key: &str) -> Result<u64, String> {
    field(v, key)?
        .as_u64()
        .ok_or_else(|| format!("{key}: not a whole number"))
}

fn f_field(v: &Value, key: &str) -> Result<f64, String> {
    field(v, key)?
        .as_f64()
        .filter(|x| (0.0..=1.0).contains(x))
        .ok_or_else(|| format!("{key}: not a share"))
}

fn share(v: &Value) -> Result<Share, String> {
    Ok(Share {
        games: u_field(v, "games")?,
        share: f_field(v, "share")?,
        low: f_field(v, "low")?,
        high: f_field(v, "high")?,
    })
}

/// A share as a percentage in `lang`: one decimal, and below 1 % two significant digits
/// (`"44.3%"`, `"0.39%"`, `"0.0038%"`; French `"44,3 %"`).
pub fn percent(lang: Lang, share: f64) -> String {
    let p = share * 100.0;
    let digits = if p > 0.0 && p < 1.0 {
        // 0.39 → 2 decimals, 0.0038 → 4; never more than 4.
        ((-p.log10()).ceil() as usize + 1).clamp(2, 4)
    } else {
        1
    };
    tf(lang, "{}%", &[&decimals(lang, &fixed(p, digits as u32))])
}

/// A share with its interval: `"44.3% (44.0%–44.6%)"`.
fn with_interval(lang: Lang, s: Share) -> String {
    tf(
        lang,
        "{1} ({2}–{3})",
        &[
            &percent(lang, s.share),
            &percent(lang, s.low),
            &percent(lang, s.high),
        ],
    )
}

/// An option set's name: its options that are not the game's defaults
/// ("Holes per row: 5"), or "The default options".
pub fn set_name(rules: Rules, lang: Lang) -> String {
    let changed = about::options_not_default(rules, lang);
    if changed.is_empty() {
        return t(lang, "The default options").to_string();
    }
    changed
        .iter()
        .map(|(label, value)| tf(lang, "{1}: {2}", &[label, value]))
        .collect::<Vec<_>>()
        .join(t(lang, "; "))
}

/// Who played, and how many games: "1,000,000 games of random moves on both sides",
/// "2,000 games between two computer players at level Medium".
pub fn players_line(lang: Lang, f: &Figures) -> String {
    let n = number(lang, f.games);
    match f.players {
        Level::Random => tn(
            lang,
            f.games,
            "{} game of random moves on both sides",
            "{} games of random moves on both sides",
            &[&n],
        ),
        l => tn(
            lang,
            f.games,
            "{1} game between two computer players at level {2}",
            "{1} games between two computer players at level {2}",
            &[&n, &level(lang, l)],
        ),
    }
}

/// The outcome in words: "South won 44.3% (44.0%–44.6%), North 55.3% (55.0%–55.6%),
/// drawn 0.39% (0.35%–0.43%)".
pub fn outcome_line(lang: Lang, f: &Figures) -> String {
    tf(
        lang,
        "{1} won {2}, {3} {4}, drawn {5}",
        &[
            &player(lang, Player::South),
            &with_interval(lang, f.south),
            &player(lang, Player::North),
            &with_interval(lang, f.north),
            &with_interval(lang, f.draws),
        ],
    )
}

/// The length in words: "Moves per game: median 73, middle half 42–118".
pub fn length_line(lang: Lang, f: &Figures) -> String {
    let [q1, median, q3] = f.moves.map(|m| number(lang, m));
    tf(
        lang,
        "Moves per game: median {1}, middle half {2}–{3}",
        &[&median, &q1, &q3],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(game: GameId) -> Stats {
        let path = format!("{}/static/{}", env!("CARGO_MANIFEST_DIR"), file_name(game));
        let text = std::fs::read_to_string(&path).expect("the shipped statistics");
        read(game, &text).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn every_games_shipped_file_reads_with_every_option_set_the_engine_lists() {
        for game in GameId::ALL {
            let stats = shipped(game);
            let listed: Vec<Rules> = Rules::all_variants()
                .into_iter()
                .filter(|r| r.game() == game)
                .collect();
            let read: Vec<Rules> = stats.sets.iter().map(|s| s.rules).collect();
            assert_eq!(read, listed, "{game:?}: the file's option sets");
            for set in &stats.sets {
                let kinds: Vec<Level> = set.figures.iter().map(|f| f.players).collect();
                assert_eq!(kinds, [Level::Random, Level::Medium], "{game:?}");
                for f in &set.figures {
                    let [s, n, d] = [f.south, f.north, f.draws];
                    assert!(s.games + n.games + d.games <= f.games, "{game:?}");
                    for x in [s, n, d] {
                        assert!(x.low <= x.share && x.share <= x.high, "{game:?} {x:?}");
                    }
                    assert!(f.moves[0] <= f.moves[1] && f.moves[1] <= f.moves[2]);
                }
            }
        }
    }

    #[test]
    fn a_file_that_is_not_the_games_statistics_is_an_error_not_a_panic() {
        let katro = std::fs::read_to_string(format!(
            "{}/static/{}",
            env!("CARGO_MANIFEST_DIR"),
            file_name(GameId::Katro)
        ))
        .unwrap();
        for (game, text, why) in [
            (GameId::Katro, "", "not JSON"),
            (GameId::Katro, "<!doctype html>", "not JSON"),
            (GameId::Katro, "\"katro\"", "not a statistics file"),
            (
                GameId::Katro,
                r#"{"game":"katro","runs":[{"players":"random","variants":7}]}"#,
                "not a statistics file",
            ),
            (
                GameId::RioKadalis,
                katro.as_str(),
                "not the statistics of rio-kadalis",
            ),
            (GameId::Katro, r#"{"game":"katro"}"#, "no \"runs\""),
            (
                GameId::Katro,
                r#"{"game":"katro","runs":[]}"#,
                "no option set",
            ),
            (
                GameId::Katro,
                r#"{"game":"katro","runs":[{"players":"wizard","variants":[]}]}"#,
                "players",
            ),
            (
                GameId::Katro,
                r#"{"game":"katro","runs":[{"players":"random","variants":[{"rules":{"options":{"rows_per_player":9}}}]}]}"#,
                "options",
            ),
        ] {
            let e = read(game, text).expect_err(text);
            assert!(e.contains(why), "{e:?} should say {why:?}");
        }
        let broken = katro
            .replace("\"share\": 0.4", "\"share\": 4")
            .replace("\"share\":0.4", "\"share\":4");
        assert_ne!(broken, katro, "the test changes a share");
        assert!(read(GameId::Katro, &broken)
            .unwrap_err()
            .contains("not a share"));
    }

    #[test]
    fn the_figures_in_words() {
        let stats = shipped(GameId::RioKadalis);
        let f = &stats.sets[0].figures[0];
        assert_eq!(
            players_line(Lang::En, f),
            "1,000,000 games of random moves on both sides"
        );
        assert_eq!(
            players_line(Lang::En, &stats.sets[0].figures[1]),
            "2,000 games between two computer players at level Medium"
        );
        assert_eq!(
            outcome_line(Lang::En, f),
            "South won 44.5% (44.4%–44.6%), North 55.1% (55.0%–55.2%), drawn 0.40% (0.39%–0.41%)"
        );
        assert_eq!(
            length_line(Lang::En, f),
            "Moves per game: median 73, middle half 42–118"
        );
        assert_eq!(
            set_name(stats.sets[0].rules, Lang::En),
            "The default options"
        );
        assert_eq!(percent(Lang::En, 0.0), "0.0%");
        assert_eq!(percent(Lang::En, 0.000038), "0.0038%");
        assert_eq!(percent(Lang::En, 0.009512), "0.95%");
        assert_eq!(percent(Lang::En, 0.0000001), "0.0000%");
        assert_eq!(percent(Lang::En, 1.0), "100.0%");
    }

    #[cfg(feature = "translations")]
    #[test]
    fn the_figures_in_other_languages() {
        let stats = shipped(GameId::RioKadalis);
        let f = &stats.sets[0].figures[0];
        assert_eq!(percent(Lang::Fr, 0.443), "44,3\u{a0}%");
        assert_eq!(percent(Lang::Tr, 0.443), "%44,3");
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            for line in [
                players_line(lang, f),
                outcome_line(lang, f),
                length_line(lang, f),
            ] {
                assert!(
                    !line.contains("games") && !line.contains("Moves per"),
                    "{lang:?}: {line}"
                );
            }
            let named: Vec<String> = stats.sets.iter().map(|s| set_name(s.rules, lang)).collect();
            assert!(named.iter().all(|n| !n.is_empty()));
        }
    }
}
