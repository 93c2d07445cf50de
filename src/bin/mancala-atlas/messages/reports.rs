//! The reports the commands print on stdout: what each counted, in words and figures.

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use mancala_atlas::ai::tables::{Exact, FullCheck, Progress, Summary, Table, Verification};
use mancala_atlas::ai::{Analysis, Choice, Level};
use mancala_atlas::engine::{Move, Player, Position, Rules};

/// `reasons: k n, …`: how many games ended by each reason.
fn reason_counts(reasons: &BTreeMap<String, u64>) -> String {
    reasons
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What `selfplay` counted.
pub struct SelfplayReport {
    pub rules: Rules,
    pub games: u64,
    pub seed: u64,
    /// South's wins, North's, draws.
    pub wins: [u64; 3],
    pub reasons: BTreeMap<String, u64>,
    /// One-warrior victories, for a game that has them.
    pub one_warrior: Option<u64>,
    /// Each game's length in moves, sorted.
    pub lengths: Vec<usize>,
    /// Candidate moves that were endless sowings, of how many.
    pub endless: u64,
    pub candidates: u64,
}

impl fmt::Display for SelfplayReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = &self.lengths;
        let mean = l.iter().sum::<usize>() as f64 / l.len().max(1) as f64;
        writeln!(
            f,
            "rules: {}\ngames: {} (seed {})",
            self.rules, self.games, self.seed
        )?;
        let [south, north, draw] = self.wins;
        writeln!(f, "results: south {south} north {north} draw {draw}")?;
        writeln!(f, "reasons: {}", reason_counts(&self.reasons))?;
        if let Some(n) = self.one_warrior {
            writeln!(f, "one-warrior victories: {n}")?;
        }
        writeln!(
            f,
            "length (moves): min {} median {} mean {:.1} max {}",
            l.first().copied().unwrap_or(0),
            l.get(l.len() / 2).copied().unwrap_or(0),
            mean,
            l.last().copied().unwrap_or(0)
        )?;
        write!(
            f,
            "endless candidate moves: {} of {}",
            self.endless, self.candidates
        )
    }
}

/// The head of `bench`'s table.
pub fn bench_header() -> String {
    format!(
        "{:<42} {:>10} {:>14} {:>12}",
        "rules", "playouts/s", "moves/s", "moves/game"
    )
}

/// One line of `bench`'s table: `games` playouts of `moves` moves in all, in `secs`.
pub struct BenchRow {
    pub rules: Rules,
    pub games: u64,
    pub moves: u64,
    pub secs: f64,
}

impl fmt::Display for BenchRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<42} {:>10.0} {:>14.0} {:>12.1}",
            self.rules.to_string(),
            self.games as f64 / self.secs,
            self.moves as f64 / self.secs,
            self.moves as f64 / self.games as f64
        )
    }
}

/// What `match` counted, per side (A, B) where there are two.
#[derive(Default)]
pub struct MatchTally {
    /// Wins, draws, losses.
    pub wdl: [[u64; 3]; 2],
    pub moves: [u64; 2],
    /// Thinking time in seconds, and the slowest move's.
    pub think: [f64; 2],
    pub slowest: [f64; 2],
    pub nodes: [u64; 2],
    pub total_moves: u64,
    pub reasons: BTreeMap<String, u64>,
    /// Each game's moves, written out.
    pub distinct: HashSet<String>,
    /// Games cut at the move cap.
    pub unfinished: u64,
    /// A's wins as South and as North.
    pub a_wins_as: [u64; 2],
    /// Per opening (games 2k and 2k+1): A won both, one, neither; decisive games.
    pub pair_wins: [u64; 3],
    pub pair_decisive: [u64; 3],
    /// The current opening's games so far: A's wins, decisive games.
    pub pair_now: (u64, u64),
    /// Random openings drawn in all (more than one per pair with `--balanced`).
    pub opening_tries: u64,
}

/// `match`'s report: how it was played, and its tally.
pub struct MatchReport<'a> {
    pub rules: Rules,
    pub games: u64,
    pub seed: u64,
    pub levels: [Level; 2],
    pub budget_nodes: [u64; 2],
    /// Random moves per opening.
    pub opening: u64,
    /// `--balanced T`, with the analysis's positions.
    pub balanced: Option<u64>,
    pub balance_nodes: u64,
    pub move_cap: usize,
    pub tally: &'a MatchTally,
}

impl fmt::Display for MatchReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = self.tally;
        writeln!(
            f,
            "rules: {}\ngames: {} (seed {}), sides alternating: A is South in games 1, 3, 5, …",
            self.rules, self.games, self.seed
        )?;
        if self.opening > 0 {
            writeln!(
                f,
                "openings: {} random moves, each opening played twice with sides swapped",
                self.opening
            )?;
        }
        if let Some(within) = self.balanced {
            writeln!(
                f,
                "balanced openings only: analysis ({} nodes) within ±{:.2} seeds or a proven draw; {} openings drawn for {} kept",
                self.balance_nodes,
                within as f64 / 100.0,
                t.opening_tries,
                self.games.div_ceil(2)
            )?;
        }
        for (i, name) in ["A", "B"].iter().enumerate() {
            let [w, d, l] = t.wdl[i];
            let decisive = w + l;
            let rate = if decisive > 0 {
                format!("{:.1}%", 100.0 * w as f64 / decisive as f64)
            } else {
                "n/a".into()
            };
            writeln!(
                f,
                "{name} {:<8} wins {w} draws {d} losses {l}; decisive-game win rate {rate}; think {:.2} ms/move (max {:.1} ms), {:.0} nodes/move; budget {} nodes",
                self.levels[i].id(),
                1000.0 * t.think[i] / t.moves[i].max(1) as f64,
                1000.0 * t.slowest[i],
                t.nodes[i] as f64 / t.moves[i].max(1) as f64,
                self.budget_nodes[i],
            )?;
        }
        writeln!(
            f,
            "A's wins as South {}, as North {}",
            t.a_wins_as[0], t.a_wins_as[1]
        )?;
        if self.games >= 2 {
            let (w, d) = (t.pair_wins, t.pair_decisive);
            writeln!(
                f,
                "per opening (games 2k, 2k+1, sides swapped): A won both {}, one {}, neither {}; decisive games 2: {}, 1: {}, 0: {}",
                w[2], w[1], w[0], d[2], d[1], d[0]
            )?;
        }
        write!(
            f,
            "moves per game: {:.1}; distinct games: {}; ended by: {}",
            t.total_moves as f64 / self.games.max(1) as f64,
            t.distinct.len(),
            reason_counts(&t.reasons)
        )?;
        if t.unfinished > 0 {
            write!(
                f,
                "; unfinished after {} moves (counted as draws): {}",
                self.move_cap, t.unfinished
            )?;
        }
        Ok(())
    }
}

/// `MANCALA_VERBOSE`'s line on stderr for each move of a `match`.
pub fn match_move_line(game: u64, ply: u64, level: Level, mover: Player, c: &Choice) -> String {
    format!(
        "game {game} ply {ply}: {level} ({mover}) plays {} [{}]",
        c.mv,
        c.value.map_or("-".to_string(), |v| v.to_string())
    )
}

/// `think`'s analysis: the position, every move's value, the search's figures.
pub fn analysis_lines(p: &Position, analysis: &Analysis, secs: f64) -> Vec<String> {
    let mut out = vec![format!("position: {p}")];
    for m in &analysis.moves {
        let mark = if Some(m.mv) == analysis.best {
            "  <- best"
        } else {
            ""
        };
        out.push(format!("{:<24} {}{mark}", m.mv.to_string(), m.value));
    }
    out.push(format!(
        "analysis: {} nodes, depth {}, {}, {:.0} ms",
        analysis.nodes,
        analysis.depth,
        if analysis.solved {
            "solved"
        } else {
            "not solved"
        },
        secs * 1000.0
    ));
    out
}

/// `think`'s last line: the move the level chose.
pub fn choice_line(level: Level, c: &Choice, secs: f64) -> String {
    format!(
        "{level} plays {} ({}; {} nodes, depth {}, {:.0} ms)",
        c.mv,
        c.value.map_or("no value".to_string(), |v| v.to_string()),
        c.nodes,
        c.depth,
        secs * 1000.0
    )
}

/// A game's moves written out, to tell games apart.
pub fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `tables build`'s progress line on stderr, after each seed count.
pub fn progress_line(p: &Progress, secs: f64) -> String {
    format!(
        "tables: {} seeds: {} entries, {} positions in play, {} inner moves ({secs:.1} s)",
        p.seeds, p.entries, p.positions, p.inner_moves
    )
}

/// `tables build`'s report.
pub fn build_lines(
    t: &Table,
    s: &Summary,
    raw: usize,
    bytes: usize,
    secs: f64,
    out: &str,
) -> Vec<String> {
    vec![
        format!("table: {}, at most {} seeds on the board", t.rules(), t.max_seeds()),
        format!(
            "entries: {} ({} positions in play: {} exact, {} resting on a repetition; {} held only by endless play)",
            t.entries(),
            s.positions,
            s.exact,
            s.positions - s.exact,
            s.endless
        ),
        format!("longest: {} moves", s.longest),
        format!("bytes: {raw} raw, {bytes} compressed"),
        format!("built in {secs:.1} s, written to {out}"),
    ]
}

/// `tables verify`'s counts.
#[derive(Clone, Debug, Default)]
pub struct VerifyCounts {
    pub positions: u64,
    pub agreed: u64,
    pub unsolved: u64,
    pub open: u64,
    pub disagreements: u64,
    pub first: Vec<String>,
    pub wins: u64,
    pub wins_as_long: u64,
    pub losses: u64,
    pub losses_as_long: u64,
}

impl VerifyCounts {
    pub fn add(&mut self, v: &Verification) {
        self.positions += 1;
        self.agreed += v.agreed as u64;
        self.unsolved += v.unsolved as u64;
        self.open += v.open as u64;
        self.disagreements += v.disagreements.len() as u64;
        for d in &v.disagreements {
            if self.first.len() < 3 {
                self.first.push(d.clone());
            }
        }
        self.wins += v.wins as u64;
        self.wins_as_long += v.wins_as_long as u64;
        self.losses += v.losses as u64;
        self.losses_as_long += v.losses_as_long as u64;
    }
}

/// `tables verify`'s report: the solver with the table one move on, and alone.
pub fn verify_lines(t: &Table, on: &VerifyCounts, alone: &VerifyCounts, secs: f64) -> Vec<String> {
    let counts = |c: &VerifyCounts| {
        format!(
            "{} positions, {} set-ups agreed, {} unsolved, {} left open by the table and unsettled, {} disagreed; wins {} of {} as long as the table's moves (the others shorter), losses {} of {} as long as its against",
            c.positions, c.agreed, c.unsolved, c.open, c.disagreements, c.wins_as_long, c.wins, c.losses_as_long, c.losses
        )
    };
    let mut out = vec![
        format!(
            "table: {}, at most {} seeds on the board",
            t.rules(),
            t.max_seeds()
        ),
        format!("solver, the table one move on: {}", counts(on)),
        format!("solver alone: {}", counts(alone)),
        format!("checked in {secs:.1} s"),
    ];
    out.extend(on.first.iter().chain(&alone.first).cloned());
    out
}

/// `tables verify --all`'s report: every entry checked against the entries one move on,
/// for the table's rules and, when it has one, their mirror image.
pub fn full_check_lines(
    t: &Table,
    bytes: &[u8],
    checks: &[(Rules, FullCheck)],
    threads: usize,
    secs: f64,
) -> Vec<String> {
    let mut out = vec![format!(
        "table: {}, at most {} seeds on the board, {} entries, {} bytes",
        t.rules(),
        t.max_seeds(),
        t.entries(),
        bytes.len()
    )];
    for (rules, c) in checks {
        out.push(format!(
            "one move on, every entry ({rules}): {} entries, {} positions in play ({} held above endless play: each forces its way to a capture), {} disagreed",
            c.entries, c.positions, c.held_out, c.disagreements
        ));
    }
    out.push(format!("checked in {secs:.1} s on {threads} threads"));
    for (_, c) in checks {
        out.extend(c.first.iter().map(|(i, d)| format!("entry {i}: {d}")));
    }
    out
}

/// `think --tables`: what the table says of the position.
pub fn table_line(e: Option<Exact>, covered: bool) -> String {
    match e {
        Some(e) => format!(
            "table: the side to move makes sure of {:+} seeds from here{}",
            e.diff,
            e.moves
                .map_or(" (held by endless play)".to_string(), |m| format!(
                    " within {m} moves"
                ))
        ),
        None if covered => "table: the result rests on a repetition".to_string(),
        None => "table: the position has more seeds than the table".to_string(),
    }
}

/// What a `puzzles` run found, for its report.
pub struct PuzzleReport<'a> {
    /// Each puzzle's difficulty, 1 to 3.
    pub difficulties: Vec<u8>,
    pub asked: u64,
    pub games: u64,
    pub games_per_puzzle: u64,
    pub tried: u64,
    pub nodes: u64,
    pub secs: f64,
    /// The file written, when one was.
    pub out: Option<&'a str>,
}

/// `puzzles`' report: what was found, by difficulty, in how many games and how long; the
/// file written, when one was.
pub fn puzzle_lines(r: &PuzzleReport) -> Vec<String> {
    let mut by = [0usize; 3];
    for &d in &r.difficulties {
        by[(d.clamp(1, 3) - 1) as usize] += 1;
    }
    let found = r.difficulties.len();
    let mut lines = vec![format!(
        "{found} of {} puzzles (difficulty 1: {}, 2: {}, 3: {}) from {} random games, {} positions tried, at most {} solver positions each, in {:.1} s",
        r.asked, by[0], by[1], by[2], r.games, r.tried, r.nodes, r.secs
    )];
    if (found as u64) < r.asked {
        lines.push(format!(
            "only {found} found: the run gives up after {} random games per puzzle asked",
            r.games_per_puzzle
        ));
    }
    if let Some(out) = r.out {
        lines.push(format!("written to {out}"));
    }
    lines
}
