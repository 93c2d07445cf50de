//! `stats --csv` and `--per-game FILE`: the figures as CSV for R, pandas or a spreadsheet.
//! A header row, then one row per option set (`--csv`: every figure a column, named to
//! explain itself) or per game (`--per-game`). Shares are from 0 to 1; `_low95` and
//! `_high95` are the 95% interval's bounds (Wilson score for shares, normal for means).

use mancala_atlas::engine::{EndReason, Rules, QUICK_LAPS};

use crate::commands::stats::counts::{Counts, GameRow, Run, MOVE_CAP};
use crate::commands::stats::report::{Figures, Mean, Share};

/// The CSV text written by `rows` (header first).
fn csv_text(rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut w = csv::Writer::from_writer(Vec::new());
    for row in rows {
        // Writing to memory never fails.
        let _ = w.write_record(&row);
    }
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// `x` to six decimals.
fn num(x: f64) -> String {
    format!("{:.6}", (x * 1e6).round() / 1e6)
}

fn share_columns(name: &str, header: &mut Vec<String>) {
    for part in ["games", "share", "share_low95", "share_high95"] {
        header.push(format!("{name}_{part}"));
    }
}

fn share_values(s: &Share, row: &mut Vec<String>) {
    row.extend([s.count.to_string(), num(s.value()), num(s.low), num(s.high)]);
}

const MEAN_PARTS: [&str; 9] = [
    "mean",
    "mean_low95",
    "mean_high95",
    "sd",
    "min",
    "q1",
    "median",
    "q3",
    "max",
];

fn mean_columns(name: &str, header: &mut Vec<String>) {
    for part in MEAN_PARTS {
        header.push(format!("{name}_{part}"));
    }
}

fn mean_values(m: Option<&Mean>, row: &mut Vec<String>) {
    match m {
        None => row.extend(MEAN_PARTS.map(|_| String::new())),
        Some(m) => row.extend([
            num(m.mean),
            num(m.low),
            num(m.high),
            num(m.sd),
            m.min.to_string(),
            m.q1.to_string(),
            m.median.to_string(),
            m.q3.to_string(),
            m.max.to_string(),
        ]),
    }
}

/// The header of `--csv`.
pub fn header() -> Vec<String> {
    let mut h: Vec<String> = ["game", "options", "players", "games", "seed"]
        .map(String::from)
        .to_vec();
    for name in ["south_wins", "north_wins", "draws"] {
        share_columns(name, &mut h);
    }
    share_columns(&format!("unfinished_cut_at_{MOVE_CAP}_moves"), &mut h);
    for reason in EndReason::ALL {
        h.push(format!("ended_by_{}", reason.id().replace('-', "_")));
    }
    mean_columns("moves_per_game", &mut h);
    mean_columns("captures_per_game", &mut h);
    mean_columns("endless_moves_met_per_game", &mut h);
    share_columns("games_meeting_an_endless_move", &mut h);
    h.push("moves_a_quick_pass_left_undecided".into());
    h.push(format!("sowings_longer_than_{QUICK_LAPS}_laps_played"));
    mean_columns("rounds_per_match", &mut h);
    h.push("command".into());
    h
}

/// One option set's row of `--csv`.
fn report_row(run: &Run, rules: Rules, c: &Counts) -> Vec<String> {
    let f = Figures::of(c);
    let mut row = vec![
        rules.game().id().to_string(),
        rules.options_json().to_string(),
        run.players.id().to_string(),
        run.games.to_string(),
        run.seed.to_string(),
    ];
    for s in [&f.south, &f.north, &f.draws, &f.unfinished] {
        share_values(s, &mut row);
    }
    for reason in EndReason::ALL {
        let n = c.ended_by.get(reason.id()).copied().unwrap_or(0);
        row.push(n.to_string());
    }
    mean_values(Some(&f.moves), &mut row);
    mean_values(Some(&f.captures), &mut row);
    mean_values(Some(&f.endless), &mut row);
    share_values(&f.meeting_endless, &mut row);
    row.push(c.undecided.to_string());
    row.push(c.long_sowings.to_string());
    mean_values(f.rounds.as_ref(), &mut row);
    row.push(super::stats::command_line(run, Some(rules)));
    row
}

/// `--csv`: the header, then one row per option set of `run` (`counts` in its order).
pub fn report(run: &Run, counts: &[Counts]) -> String {
    let rows = run
        .rules
        .iter()
        .zip(counts)
        .map(|(&r, c)| report_row(run, r, c));
    csv_text(std::iter::once(header()).chain(rows))
}

/// The header of `--per-game`.
pub const PER_GAME_HEADER: [&str; 11] = [
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
    "rounds",
];

/// `--per-game FILE`: the header, then one row a game, option set by option set.
pub fn per_game(run: &Run, sets: &[(Rules, Vec<GameRow>)]) -> String {
    let header = PER_GAME_HEADER.map(String::from).to_vec();
    let rows = sets.iter().flat_map(|(rules, rows)| {
        let game = rules.game().id().to_string();
        let options = rules.options_json().to_string();
        rows.iter().map(move |g| {
            vec![
                game.clone(),
                options.clone(),
                run.players.id().to_string(),
                g.index.to_string(),
                g.winner.to_string(),
                g.moves.to_string(),
                g.captures.to_string(),
                g.ended_by.to_string(),
                g.endless.to_string(),
                g.long_sowings.to_string(),
                g.rounds.map_or(String::new(), |r| r.to_string()),
            ]
        })
    });
    csv_text(std::iter::once(header).chain(rows))
}
