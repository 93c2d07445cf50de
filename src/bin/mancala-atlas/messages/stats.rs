//! What `stats` prints: a report per set of rules, as text or JSON, and the command line
//! that makes it again.

use serde_json::{json, Map, Value};

use mancala_atlas::engine::{Rules, QUICK_LAPS};

use crate::commands::stats::counts::{Counts, Run, MOVE_CAP};
use crate::commands::stats::report::{Figures, Mean, Share};

/// How the intervals are made, said in every report.
pub const INTERVALS: &str = "95% intervals: Wilson score intervals for shares of games; \
normal intervals (mean ± 1.96·s/√n, s the sample standard deviation) for means; \
quartiles by nearest rank";

/// The report of `run`, with `counts` per set of rules (in the run's order).
pub fn report(run: &Run, counts: &[Counts], as_json: bool) -> String {
    let each = run
        .rules
        .iter()
        .zip(counts)
        .map(|(&r, c)| (r, c, Figures::of(c)));
    if as_json {
        let reports: Vec<Value> = each.map(|(r, c, f)| json_of(run, r, c, &f)).collect();
        let out = if run.variants {
            let mut m = Map::new();
            m.insert("command".into(), command_line(run, None).into());
            if let Some(g) = run.game {
                m.insert("game".into(), g.id().into());
            }
            m.insert("players".into(), run.players.id().into());
            m.insert("games".into(), run.games.into());
            m.insert("seed".into(), run.seed.into());
            m.insert("intervals".into(), INTERVALS.into());
            m.insert("variants".into(), reports.into());
            Value::Object(m)
        } else {
            reports.into_iter().next().unwrap_or_default()
        };
        out.to_string()
    } else {
        let blocks: Vec<String> = each.map(|(r, c, f)| text_of(run, r, c, &f)).collect();
        blocks.join("\n\n")
    }
}

/// The command that makes the report of `rules` (or, with `None`, the whole run).
pub fn command_line(run: &Run, rules: Option<Rules>) -> String {
    let mut out = String::from("mancala-atlas stats");
    match rules {
        Some(r) => {
            out += &format!(" --game {}", r.game().id());
            let o = r.options_json();
            if o.as_object().is_some_and(|m| !m.is_empty()) {
                out += &format!(" --options '{o}'");
            }
        }
        None => {
            out += " variants";
            if let Some(g) = run.game {
                out += &format!(" --game {}", g.id());
            }
        }
    }
    format!(
        "{out} --players {} --games {} --seed {}",
        run.players.id(),
        run.games,
        run.seed
    )
}

/// `x` to six decimals, for JSON.
fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

fn share_json(s: &Share) -> Value {
    json!({
        "games": s.count,
        "share": round6(s.value()),
        "low": round6(s.low),
        "high": round6(s.high),
    })
}

fn mean_json(m: &Mean) -> Value {
    json!({
        "mean": round6(m.mean),
        "low": round6(m.low),
        "high": round6(m.high),
        "sd": round6(m.sd),
        "min": m.min,
        "q1": m.q1,
        "median": m.median,
        "q3": m.q3,
        "max": m.max,
    })
}

fn json_of(run: &Run, rules: Rules, c: &Counts, f: &Figures) -> Value {
    let mut m = Map::new();
    m.insert(
        "rules".into(),
        json!({"game": rules.game().id(), "options": rules.options_json()}),
    );
    m.insert("players".into(), run.players.id().into());
    m.insert("games".into(), run.games.into());
    m.insert("seed".into(), run.seed.into());
    m.insert("command".into(), command_line(run, Some(rules)).into());
    m.insert("intervals".into(), INTERVALS.into());
    m.insert(
        "results".into(),
        json!({
            "south_wins": share_json(&f.south),
            "north_wins": share_json(&f.north),
            "draws": share_json(&f.draws),
            "unfinished": share_json(&f.unfinished),
        }),
    );
    m.insert("move_cap".into(), MOVE_CAP.into());
    m.insert("ended_by".into(), json!(c.ended_by));
    m.insert("moves".into(), mean_json(&f.moves));
    m.insert("captures".into(), mean_json(&f.captures));
    let mut endless = mean_json(&f.endless);
    if let Some(e) = endless.as_object_mut() {
        e.insert("games_meeting".into(), share_json(&f.meeting_endless));
        e.insert("undecided".into(), c.undecided.into());
    }
    m.insert("endless".into(), endless);
    m.insert("long_sowings".into(), c.long_sowings.into());
    m.insert("quick_laps".into(), QUICK_LAPS.into());
    if let Some(r) = &f.rounds {
        m.insert("rounds".into(), mean_json(r));
    }
    m.insert("counts".into(), json!(c));
    Value::Object(m)
}

/// `498 (49.80%, 46.71–52.89%)`.
fn share_text(s: &Share) -> String {
    format!(
        "{} ({:.2}%, {:.2}–{:.2}%)",
        s.count,
        100.0 * s.value(),
        100.0 * s.low,
        100.0 * s.high
    )
}

/// `mean 191.400 (185.012–197.788), sd 140.2; quartiles 80, 143, 250; min 12, max 1393`.
fn mean_text(m: &Mean) -> String {
    format!(
        "mean {:.3} ({:.3}–{:.3}), sd {:.3}; quartiles {}, {}, {}; min {}, max {}",
        m.mean, m.low, m.high, m.sd, m.q1, m.median, m.q3, m.min, m.max
    )
}

fn text_of(run: &Run, rules: Rules, c: &Counts, f: &Figures) -> String {
    let reasons: Vec<String> = c.ended_by.iter().map(|(k, n)| format!("{k} {n}")).collect();
    let mut lines = vec![
        format!("rules: {rules}"),
        format!(
            "players: {} on both sides; games: {} (seed {})",
            run.players, run.games, run.seed
        ),
        INTERVALS.to_string(),
        format!("south wins: {}", share_text(&f.south)),
        format!("north wins: {}", share_text(&f.north)),
        format!("draws: {}", share_text(&f.draws)),
        format!(
            "unfinished (cut at {MOVE_CAP} moves): {}",
            share_text(&f.unfinished)
        ),
        format!("ended by: {}", reasons.join(", ")),
        format!("moves per game: {}", mean_text(&f.moves)),
        format!("captures per game: {}", mean_text(&f.captures)),
        format!(
            "endless moves met per game: {}; games meeting one: {}; moves a quick pass left undecided: {}",
            mean_text(&f.endless),
            share_text(&f.meeting_endless),
            c.undecided
        ),
        format!(
            "sowings longer than {QUICK_LAPS} laps played: {}",
            c.long_sowings
        ),
    ];
    if let Some(r) = &f.rounds {
        lines.push(format!("rounds per match: {}", mean_text(r)));
    }
    lines.join("\n")
}
