//! The puzzles' own part, pure (no Yew, no DOM): the shipped puzzles read
//! (`static/puzzles/GAME.json`, made by `mancala-atlas puzzles`, the manual "Puzzles"),
//! where the Puzzles screen is opened (`#puzzles`, `#puzzles=GAME`, `#puzzle=ID`), the
//! puzzle of the day, the difficulty filter, the streak and the puzzles solved (kept in
//! the browser, versioned like the saves), and an attempt judged move by move: on the
//! puzzle's line the computer answers with the line's defence; off it, the solver
//! (in the worker) says whether the player's move still wins, and answers. The screen
//! is `view.rs`; an attempt is `attempt.rs`.

pub mod attempt;
pub mod hint;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod view;

use std::collections::BTreeSet;
use std::rc::Rc;

use serde_json::{Map, Value as Json};

use crate::ai::Value;
use crate::engine::{Game, GameId, Move, Player, Position};
use crate::ui::game::lessons::{self, Reason};
use crate::ui::i18n::{game_name, player, t, tf, tn, Lang};
use crate::ui::platform::kept::{KeptProgress, ProgressError, Words};
use crate::ui::platform::query::excerpt;

/// Where the web build serves `game`'s puzzles, relative to the app.
pub fn file_name(game: GameId) -> String {
    format!("puzzles/{}.json", game.id())
}

/// What a puzzle asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win the game, with the only winning move; `quickest` (Katro's, proven by the proof
    /// search): the only move that wins in the puzzle's `n` moves — another may win later.
    Win {
        /// The first move is the only quickest win, not the only win.
        quickest: bool,
    },
    /// Gain the most: one move makes sure of at least `margin` seeds that count more than
    /// any other, to the end of the game (the endgame tables' values, shipped with it).
    Gain(Gain),
}

/// What a `gain` puzzle's file says, from the endgame tables: enough to judge every move
/// the player makes on its line without a table or a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gain {
    /// The seeds that count the best first move makes sure of more than any other.
    pub margin: i32,
    /// What the player makes sure of from the puzzle's position to the end of the game:
    /// the difference of seeds that count, theirs minus the opponent's.
    pub value: i32,
    /// At each of the player's turns in the line, every legal move with what it makes sure
    /// of from there (the same measure).
    pub turns: Vec<Vec<(Move, i32)>>,
}

/// One puzzle, read.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// Its id (`GAME-xxxxxxxx`).
    pub id: String,
    /// Its game.
    pub game: GameId,
    /// The position the player moves from.
    pub start: Position,
    /// What it asks.
    pub goal: Goal,
    /// The winner's moves in the line.
    pub n: u32,
    /// 1 (easy) to 3 (hard).
    pub difficulty: u8,
    /// The solver's line to the end of the game: the player's moves and the best defence.
    pub line: Vec<Move>,
}

impl Puzzle {
    /// The side the player plays.
    pub fn side(&self) -> Player {
        self.start.to_move()
    }

    /// Its link.
    pub fn link(&self) -> String {
        format!("#puzzle={}", self.id)
    }
}

/// A game's puzzles, and what could not be read of its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Set {
    /// The game.
    pub game: GameId,
    /// The puzzles, in the file's order.
    pub puzzles: Vec<Rc<Puzzle>>,
    /// Puzzles left out, each with why (its id or number, the reason).
    pub skipped: Vec<String>,
}

impl Set {
    /// The puzzle with this id.
    pub fn find(&self, id: &str) -> Option<usize> {
        self.puzzles.iter().position(|p| p.id == id)
    }
}

/// Reads `game`'s puzzle file.
///
/// # Errors
/// The file is not a JSON list (a puzzle that does not read is left out, and said).
pub fn read(game: GameId, text: &str) -> Result<Set, String> {
    let v: Json = serde_json::from_str(text).map_err(|e| format!("not JSON ({e})"))?;
    let list = v.as_array().ok_or("not a list of puzzles")?;
    let mut set = Set {
        game,
        puzzles: Vec::with_capacity(list.len()),
        skipped: Vec::new(),
    };
    for (i, item) in list.iter().enumerate() {
        match read_one(game, item) {
            Ok(p) => set.puzzles.push(Rc::new(p)),
            Err(why) => {
                let name = item
                    .get("id")
                    .and_then(Json::as_str)
                    .map_or_else(|| format!("#{}", i + 1), excerpt);
                set.skipped.push(format!("{name}: {why}"));
            }
        }
    }
    Ok(set)
}

fn read_one(game: GameId, v: &Json) -> Result<Puzzle, String> {
    let text = |k: &str| {
        v.get(k)
            .and_then(Json::as_str)
            .ok_or_else(|| format!("no \"{k}\""))
    };
    let id = text("id")?.to_string();
    if text("game")? != game.id() {
        return Err(format!("not a puzzle of {}", game.id()));
    }
    // The position's JSON object; files written before it was one hold it as a string of
    // that JSON.
    let start = match v.get("position") {
        Some(Json::String(s)) => Position::from_json(s),
        Some(object @ Json::Object(_)) => Position::from_value(object),
        _ => return Err("no \"position\"".into()),
    }
    .map_err(|e| format!("position: {e}"))?;
    if start.game() != game {
        return Err(format!("a position of {}", start.game().id()));
    }
    if start.outcome().is_some() {
        return Err("the game is over in its position".into());
    }
    let number = |k: &str| v.get(k).and_then(Json::as_u64);
    let goal = match text("goal")? {
        "win" => Goal::Win {
            quickest: v.get("quickest").and_then(Json::as_bool).unwrap_or(false),
        },
        "gain" => Goal::Gain(read_gain(v)?),
        other => return Err(format!("goal \"{}\"", excerpt(other))),
    };
    let line = v
        .get("line")
        .and_then(Json::as_array)
        .ok_or("no \"line\"")?
        .iter()
        .map(|m| {
            m.as_str()
                .and_then(|s| s.parse::<Move>().ok())
                .ok_or_else(|| format!("a move of the line does not read ({m})"))
        })
        .collect::<Result<Vec<Move>, String>>()?;
    let first = line.first().ok_or("an empty line")?;
    if !start.is_legal(first) {
        return Err(format!("its first move {first} is not legal"));
    }
    if let Goal::Gain(g) = &goal {
        // The first move is the one best by the margin, and makes sure of the value.
        let values = &g.turns[0];
        let best = values.iter().find(|(m, _)| m == first).map(|(_, v)| *v);
        let others = values.iter().filter(|(m, _)| m != first).map(|(_, v)| *v);
        if best != Some(g.value) || others.clone().any(|v| v > g.value - g.margin) {
            return Err("its values do not make its first move the best".into());
        }
    }
    Ok(Puzzle {
        id,
        game,
        start,
        goal,
        n: number("n").and_then(|n| u32::try_from(n).ok()).unwrap_or(0),
        difficulty: number("difficulty")
            .and_then(|d| u8::try_from(d).ok())
            .filter(|d| (1..=3).contains(d))
            .ok_or("no difficulty from 1 to 3")?,
        line,
    })
}

/// A `gain` puzzle's margin, value and values at each of the player's turns.
fn read_gain(v: &Json) -> Result<Gain, String> {
    let int = |k: &str| {
        v.get(k)
            .and_then(Json::as_i64)
            .and_then(|n| i32::try_from(n).ok())
            .ok_or_else(|| format!("no \"{k}\""))
    };
    let margin = int("gain")?;
    if margin < 1 {
        return Err("a gain below one seed".into());
    }
    let turns = v
        .get("values")
        .and_then(Json::as_array)
        .filter(|t| !t.is_empty())
        .ok_or("no \"values\"")?
        .iter()
        .map(|turn| {
            turn.as_object()
                .filter(|o| !o.is_empty())
                .ok_or_else(|| "a turn's values are not moves with values".to_string())?
                .iter()
                .map(|(m, n)| {
                    let mv = m.parse::<Move>().map_err(|_| {
                        format!("a move of the values does not read ({})", excerpt(m))
                    })?;
                    let n = n
                        .as_i64()
                        .and_then(|n| i32::try_from(n).ok())
                        .ok_or_else(|| format!("the value of {mv} is not a number"))?;
                    Ok((mv, n))
                })
                .collect::<Result<Vec<(Move, i32)>, String>>()
        })
        .collect::<Result<Vec<_>, String>>()?;
    Ok(Gain {
        margin,
        value: int("value")?,
        turns,
    })
}

/// Why a game's puzzle file did not come (it is fetched the first time the screen shows
/// the game, then kept for offline use by the service worker).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unloaded {
    /// The reader is offline and the file is not on this device yet: it is tried again
    /// as soon as they are back online.
    Offline,
    /// Any other failure, and why (the address and the reason, or what is wrong with the
    /// file).
    Failed(String),
}

impl Unloaded {
    /// What a failure `why` means when the browser says it is `online` or not.
    pub fn of(online: bool, why: String) -> Unloaded {
        if online {
            Unloaded::Failed(why)
        } else {
            Unloaded::Offline
        }
    }

    /// The failure in words, for `game`'s puzzles.
    pub fn message(&self, game: GameId, lang: Lang) -> String {
        match self {
            Unloaded::Offline => tf(
                lang,
                "You are offline, and the puzzles of {} are not on this device yet: they are downloaded the first time they are shown. They will load as soon as you are back online.",
                &[&game_name(game, lang)],
            ),
            Unloaded::Failed(why) => tf(lang, "The puzzles could not be loaded: {}", &[why]),
        }
    }
}

// ---------------------------------------------------------------------------------------
// Choosing a puzzle.

/// The day number of a time in milliseconds since 1970 (UTC): the puzzle of the day
/// changes at midnight UTC, the same for every reader.
pub fn day_of(millis: f64) -> i64 {
    (millis / 86_400_000.0).floor() as i64
}

/// The puzzle of the day `day` in `set` for this reader: among the puzzles `filter`
/// admits — and, for a reader who has solved none of the game's puzzles yet and chose no
/// difficulty, among the easy ones, so that a newcomer starts with an easy puzzle. Solving
/// that easy puzzle keeps it the day's (the screen does not change under the reader's
/// verdict); solving another one too makes the reader no newcomer.
pub fn of_the_day_for(set: &Set, day: i64, filter: Filter, progress: &Progress) -> Option<usize> {
    let admitted = |f: Filter| -> Vec<usize> {
        (0..set.puzzles.len())
            .filter(|&i| f.admits(&set.puzzles[i]))
            .collect()
    };
    let easy = admitted(Filter::Only(1));
    let easy_pick = of_the_day(day, easy.len()).map(|k| easy[k]);
    let newcomer = filter == Filter::All
        && match progress.solved_in(set) {
            0 => true,
            1 => easy_pick.is_some_and(|i| progress.is_solved(&set.puzzles[i].id)),
            _ => false,
        };
    let mut candidates = if newcomer { easy } else { admitted(filter) };
    if candidates.is_empty() {
        candidates = admitted(Filter::All);
    }
    of_the_day(day, candidates.len()).map(|k| candidates[k])
}

/// The puzzle of the day `day` among `count` puzzles: every puzzle in turn, in an order
/// that mixes the file's (so that neighbouring days do not show neighbouring puzzles).
pub fn of_the_day(day: i64, count: usize) -> Option<usize> {
    if count == 0 {
        return None;
    }
    let n = count as u64;
    let d = day.rem_euclid(n as i64) as u64;
    // A step coprime with n walks through every puzzle once in n days.
    let mut step = (n * 5 / 8).max(1);
    while gcd(step, n) != 1 {
        step += 1;
    }
    Some(((d * step + 7) % n) as usize)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Which puzzles are shown: all, or those of one difficulty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Filter {
    /// Every difficulty.
    #[default]
    All,
    /// Difficulty 1, 2 or 3.
    Only(u8),
}

impl Filter {
    /// The filters, in the order offered.
    pub const ALL: [Filter; 4] = [
        Filter::All,
        Filter::Only(1),
        Filter::Only(2),
        Filter::Only(3),
    ];

    /// Whether `p` passes.
    pub fn admits(self, p: &Puzzle) -> bool {
        match self {
            Filter::All => true,
            Filter::Only(d) => p.difficulty == d,
        }
    }

    /// Its value in the form.
    pub fn value(self) -> String {
        match self {
            Filter::All => "all".into(),
            Filter::Only(d) => d.to_string(),
        }
    }

    /// From its value in the form.
    pub fn from_value(v: &str) -> Filter {
        match v.parse::<u8>() {
            Ok(d) if (1..=3).contains(&d) => Filter::Only(d),
            _ => Filter::All,
        }
    }

    /// Its name.
    pub fn label(self, lang: Lang) -> String {
        match self {
            Filter::All => t(lang, "every difficulty").to_string(),
            Filter::Only(d) => difficulty_name(d, lang),
        }
    }
}

/// A difficulty in words.
pub fn difficulty_name(d: u8, lang: Lang) -> String {
    t(
        lang,
        match d {
            1 => "easy",
            2 => "medium",
            _ => "hard",
        },
    )
    .to_string()
}

/// The next puzzle after `from` (in the file's order, wrapping) that the filter admits
/// and is not solved; else the next the filter admits; `None` when it admits none.
pub fn next(set: &Set, from: Option<usize>, filter: Filter, progress: &Progress) -> Option<usize> {
    let n = set.puzzles.len();
    let start = from.map_or(0, |i| i + 1);
    let order = (0..n).map(|k| (start + k) % n);
    let admitted: Vec<usize> = order
        .filter(|&i| filter.admits(&set.puzzles[i]) && Some(i) != from.filter(|_| n > 1))
        .collect();
    admitted
        .iter()
        .copied()
        .find(|&i| !progress.is_solved(&set.puzzles[i].id))
        .or_else(|| admitted.first().copied())
}

/// The puzzle to show once `filter` is chosen while puzzle `shown` is: `None` when the
/// filter admits it (it stays), else the next one the filter admits, the first not yet
/// solved ([`next`]) — choosing "easy" never leaves a hard puzzle on the screen.
pub fn shown_after_filter(
    set: &Set,
    shown: usize,
    filter: Filter,
    progress: &Progress,
) -> Option<usize> {
    let p = set.puzzles.get(shown)?;
    if filter.admits(p) {
        None
    } else {
        next(set, Some(shown), filter, progress)
    }
}

/// The one before `from` that the filter admits (wrapping).
pub fn previous(set: &Set, from: usize, filter: Filter) -> Option<usize> {
    let n = set.puzzles.len();
    (1..n)
        .map(|k| (from + n - k) % n)
        .find(|&i| filter.admits(&set.puzzles[i]))
}

// ---------------------------------------------------------------------------------------
// What the browser keeps.

/// Where the browser keeps the puzzles solved and the streak.
pub const PROGRESS_KEY: &str = "mancala-atlas.puzzles";
/// Where a kept value the app cannot read is set aside (never deleted).
pub const SET_ASIDE_KEY: &str = "mancala-atlas.puzzles.set-aside";
/// The format's version.
pub const PROGRESS_VERSION: u64 = 1;

/// The puzzles solved (their ids, kept as stored: an id this app does not know stays),
/// and the streak: puzzles solved in a row without a wrong move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    solved: BTreeSet<String>,
    /// The streak now.
    pub streak: u32,
    /// The longest streak.
    pub best: u32,
    /// The difficulty chosen last (kept, so that a reload keeps it).
    pub filter: Filter,
}

/// What is said of the puzzles' progress.
pub const KEPT_WORDS: Words = Words {
    unreadable: "The puzzles solved that this browser kept could not be read ({}). They are kept aside, untouched, and the puzzles start afresh.",
    newer: "The puzzles solved were kept by a newer version of the Atlas (format {}). They are kept aside, untouched; this version starts afresh.",
    not_kept: "This browser does not keep the puzzles solved: they are marked until the page is closed.",
};

/// KeptProgress by the one store of a progress ([`KeptProgress`]: read, set aside, kept).
impl KeptProgress for Progress {
    const KEY: &'static str = PROGRESS_KEY;
    const SET_ASIDE_KEY: &'static str = SET_ASIDE_KEY;
    const VERSION: u64 = PROGRESS_VERSION;
    const WORDS: Words = KEPT_WORDS;

    fn from_json(v: &Json) -> Result<Progress, ProgressError> {
        let bad = ProgressError::Unreadable;
        let solved = v
            .get("solved")
            .and_then(Json::as_array)
            .ok_or_else(|| bad("no list of puzzles solved"))?
            .iter()
            .map(|id| id.as_str().map(str::to_string))
            .collect::<Option<BTreeSet<String>>>()
            .ok_or_else(|| bad("a puzzle solved is not an id"))?;
        let count = |k: &str| match v.get(k) {
            None => Ok(0),
            Some(n) => n
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| bad("a streak is not a number")),
        };
        // Kept since the filter was kept; before, or a value this version does not offer:
        // every difficulty.
        let filter = v
            .get("filter")
            .and_then(Json::as_str)
            .map_or(Filter::All, Filter::from_value);
        Ok(Progress {
            solved,
            streak: count("streak")?,
            best: count("best")?,
            filter,
        })
    }

    fn fields(&self) -> Map<String, Json> {
        let mut m = Map::new();
        m.insert("solved".into(), serde_json::json!(self.solved));
        m.insert("streak".into(), self.streak.into());
        m.insert("best".into(), self.best.into());
        m.insert("filter".into(), self.filter.value().into());
        m
    }
}

impl Progress {
    /// Whether the puzzle `id` was solved.
    pub fn is_solved(&self, id: &str) -> bool {
        self.solved.contains(id)
    }

    /// How many of `set`'s puzzles are solved.
    pub fn solved_in(&self, set: &Set) -> usize {
        set.puzzles.iter().filter(|p| self.is_solved(&p.id)).count()
    }

    /// Puzzle `id` solved; `clean`: without a wrong move in this attempt (the streak
    /// grows only then, and only for a puzzle not solved before).
    pub fn solved(&mut self, id: &str, clean: bool) {
        let new = self.solved.insert(id.to_string());
        if clean && new {
            self.streak += 1;
            self.best = self.best.max(self.streak);
        }
    }

    /// A wrong move: the streak starts again.
    pub fn failed(&mut self) {
        self.streak = 0;
    }
}

// ---------------------------------------------------------------------------------------
// An attempt, judged move by move.

/// What follows a position of an attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// The player moves.
    Yours,
    /// The computer answers with this move: the line's, or off the line the solver's.
    Answer(Move),
    /// Off the line, the computer to move: the solver says whether the player still
    /// wins, and answers.
    Ask,
    /// The game is won (a `gain` puzzle: ended keeping the whole gain): solved.
    Solved,
    /// A `gain` puzzle, off its line: the player's move keeps the whole gain too (by the
    /// puzzle's values) — solved, and the puzzle ends there, its line going another way.
    Kept(Move),
    /// Not solved, and why.
    Failed(Failure),
}

/// Why an attempt failed.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// A first move that is not the puzzle's (only one wins, as the solver proved when
    /// it made the puzzle), with what it did.
    NotTheMove {
        /// The move.
        played: Move,
        /// What it did, from its trace.
        story: Vec<Reason>,
        /// A `quickest` puzzle: the moves in which only the puzzle's move wins.
        within: Option<u32>,
    },
    /// A `gain` puzzle: a move that makes sure of less than the best (by the puzzle's
    /// values, the endgame tables').
    GaveBack {
        /// The move.
        played: Move,
        /// What it did.
        story: Vec<Reason>,
        /// The seeds that count it gives back.
        lost: i32,
        /// Whether it was the puzzle's first move.
        first: bool,
    },
    /// A `gain` puzzle: a move its values do not hold (a file that does not match its
    /// game): it cannot be judged.
    Unjudged {
        /// The move.
        played: Move,
        /// What it did.
        story: Vec<Reason>,
    },
    /// A later move after which the solver finds that the computer is not lost.
    NoLongerWins {
        /// The player's last move.
        played: Move,
        /// What it did.
        story: Vec<Reason>,
        /// The computer's best value after it (a win or a draw for the computer).
        value: Value,
        /// The computer's best move there.
        answer: Option<Move>,
    },
    /// A later move the solver could not prove either way within its budget.
    Unproven {
        /// The player's last move.
        played: Move,
        /// What it did.
        story: Vec<Reason>,
    },
    /// The game ended, not won by the player.
    NotWon(Option<Player>),
}

impl Failure {
    /// The verdict, in words.
    pub fn verdict(&self, lang: Lang) -> String {
        match self {
            Failure::NotTheMove {
                played,
                within: None,
                ..
            } => tf(
                lang,
                "{} is not the winning move: only one move wins here, and the solver proved that after any other the opponent can hold or win.",
                &[played],
            ),
            Failure::NotTheMove {
                played,
                within: Some(n),
                ..
            } => tn(
                lang,
                u64::from(*n),
                "{} does not win in {} move: only one move does, and the proof search proved that no other wins so soon.",
                "{} does not win in {} moves: only one move does, and the proof search proved that no other wins so soon.",
                &[played, n],
            ),
            Failure::GaveBack {
                played,
                lost,
                first: true,
                ..
            } => tn(
                lang,
                lost.unsigned_abs().into(),
                "{} is not the best move: with best play on both sides it ends the game {} seed worse for you than the best move, as the endgame tables prove.",
                "{} is not the best move: with best play on both sides it ends the game {} seeds worse for you than the best move, as the endgame tables prove.",
                &[played, lost],
            ),
            Failure::GaveBack { played, lost, .. } => tn(
                lang,
                lost.unsigned_abs().into(),
                "{} gives back {} seed of the gain: with best play on both sides you now end the game that much worse than the best move would, as the endgame tables prove.",
                "{} gives back {} seeds of the gain: with best play on both sides you now end the game that much worse than the best move would, as the endgame tables prove.",
                &[played, lost],
            ),
            Failure::Unjudged { played, .. } => tf(
                lang,
                "The puzzle's file says nothing of {}: it cannot be judged, so the puzzle ends here.",
                &[played],
            ),
            Failure::NoLongerWins {
                played,
                value: Value::Draw,
                ..
            } => tf(
                lang,
                "After {} the game is no longer won: with best play it is drawn.",
                &[played],
            ),
            Failure::NoLongerWins { played, .. } => tf(
                lang,
                "After {} the game is no longer won: the opponent now wins with best play.",
                &[played],
            ),
            Failure::Unproven { played, .. } => tf(
                lang,
                "After {} the solver cannot prove a win within its budget; the puzzle's line wins for certain.",
                &[played],
            ),
            Failure::NotWon(None) => t(lang, "The game ended in a draw: not solved.").to_string(),
            Failure::NotWon(Some(p)) => {
                tf(lang, "The game ended: {} wins. Not solved.", &[&player(lang, *p)])
            }
        }
    }

    /// What the player's move did (its trace's story), if the failure is about a move.
    pub fn story(&self) -> &[Reason] {
        match self {
            Failure::NotTheMove { story, .. }
            | Failure::NoLongerWins { story, .. }
            | Failure::Unproven { story, .. }
            | Failure::GaveBack { story, .. }
            | Failure::Unjudged { story, .. } => story,
            Failure::NotWon(_) => &[],
        }
    }
}

/// Whether the game's moves are the start of the puzzle's line.
pub fn on_line(puzzle: &Puzzle, moves: &[Move]) -> bool {
    moves.len() <= puzzle.line.len() && puzzle.line[..moves.len()] == *moves
}

/// What follows in `game` (played from the puzzle's position).
pub fn next_step(puzzle: &Puzzle, game: &Game) -> Next {
    if let Goal::Gain(gain) = &puzzle.goal {
        return next_in_gain(puzzle, gain, game);
    }
    let me = puzzle.side();
    let now = game.current();
    if let Some(o) = now.outcome() {
        return if o.winner == Some(me) {
            Next::Solved
        } else {
            Next::Failed(Failure::NotWon(o.winner))
        };
    }
    let moves = game.moves();
    let line = on_line(puzzle, moves);
    if let (false, Some(first)) = (line, moves.first()) {
        if *first != puzzle.line[0] {
            return Next::Failed(Failure::NotTheMove {
                played: *first,
                story: lessons::story(game.start(), first).unwrap_or_default(),
                within: matches!(puzzle.goal, Goal::Win { quickest: true }).then_some(puzzle.n),
            });
        }
    }
    if now.to_move() == me {
        Next::Yours
    } else if line && moves.len() < puzzle.line.len() {
        Next::Answer(puzzle.line[moves.len()])
    } else {
        Next::Ask
    }
}

/// What follows in a `gain` puzzle's `game`, judged by its values alone: on the line, the
/// computer answers with the line's move and the line's end is solved; the first move
/// off the line is the player's (the computer plays only the line's), and it gives part
/// of the gain back (failed), keeps all of it (solved, the puzzle ends there), or is a
/// move the values do not hold (not judged).
fn next_in_gain(puzzle: &Puzzle, gain: &Gain, game: &Game) -> Next {
    let me = puzzle.side();
    let moves = game.moves();
    let left = moves
        .iter()
        .zip(&puzzle.line)
        .position(|(a, b)| a != b)
        .or_else(|| (moves.len() > puzzle.line.len()).then_some(puzzle.line.len()));
    let Some(j) = left else {
        // On the line.
        let now = game.current();
        return if now.is_over() {
            Next::Solved
        } else if now.to_move() == me {
            Next::Yours
        } else {
            match puzzle.line.get(moves.len()) {
                Some(mv) => Next::Answer(*mv),
                None => Next::Failed(Failure::NotWon(None)),
            }
        };
    };
    let positions = game.positions();
    let before = &positions[j];
    let played = moves[j];
    let story = lessons::story(before, &played).unwrap_or_default();
    // The player's turn this was, counted along the line.
    let turn = positions[..j].iter().filter(|p| p.to_move() == me).count();
    let values = gain.turns.get(turn);
    let best = values.and_then(|t| t.iter().map(|(_, v)| *v).max());
    let mine = values.and_then(|t| t.iter().find(|(m, _)| *m == played).map(|(_, v)| *v));
    match (before.to_move() == me, mine, best) {
        (true, Some(v), Some(b)) if v >= b => Next::Kept(played),
        (true, Some(v), Some(b)) => Next::Failed(Failure::GaveBack {
            played,
            story,
            lost: b - v,
            first: j == 0,
        }),
        _ => Next::Failed(Failure::Unjudged { played, story }),
    }
}

/// What the puzzle's winning move does, from its trace (the solution shown).
pub fn story_of_first(puzzle: &Puzzle) -> Vec<Reason> {
    lessons::story(&puzzle.start, &puzzle.line[0]).unwrap_or_default()
}

/// The computer's answer off the line, from the solver's value of each of its moves
/// (the hint's), or why the player's last move failed: the computer plays its longest
/// proven loss; a move of the computer that is not a proven loss means the player's
/// last move does not (provably) win.
pub fn answer(game: &Game, values: &[(Move, Value)]) -> Result<Move, Failure> {
    let played = game.moves().last().copied();
    let before = game
        .positions()
        .len()
        .checked_sub(2)
        .map(|i| &game.positions()[i]);
    let story = match (before, played) {
        (Some(p), Some(m)) => lessons::story(p, &m).unwrap_or_default(),
        _ => Vec::new(),
    };
    let Some(played) = played else {
        return Err(Failure::NotWon(None));
    };
    // The computer's best, as the mover: anything better than a proven loss fails.
    let best = values.iter().max_by_key(|(_, v)| v.rank());
    match best {
        Some((_, Value::Loss { .. })) => Ok(values
            .iter()
            .filter_map(|(m, v)| match v {
                Value::Loss { plies } => Some((*plies, *m)),
                _ => None,
            })
            .max_by_key(|(plies, _)| *plies)
            .map(|(_, m)| m)
            .unwrap_or(played)),
        Some((m, v @ (Value::Win { .. } | Value::Draw))) => Err(Failure::NoLongerWins {
            played,
            story,
            value: *v,
            answer: Some(*m),
        }),
        _ => Err(Failure::Unproven { played, story }),
    }
}

/// What a puzzle asks, in words.
pub fn task(puzzle: &Puzzle, lang: Lang) -> String {
    let side = player(lang, puzzle.side());
    match &puzzle.goal {
        Goal::Win { quickest: false } => tf(
            lang,
            "{} to move: find the only move that wins. The computer defends as well as it can.",
            &[&side],
        ),
        Goal::Win { quickest: true } => tn(
            lang,
            u64::from(puzzle.n),
            "{} to move: find the only move that wins in {} move. The computer defends as well as it can.",
            "{} to move: find the only move that wins in {} moves. The computer defends as well as it can.",
            &[&side, &puzzle.n],
        ),
        Goal::Gain(g) => tn(
            lang,
            g.margin.unsigned_abs().into(),
            "{} to move: one move makes sure of at least {} seed more than any other by the end of the game. Find it, then keep the whole gain to the end; the computer defends as well as it can.",
            "{} to move: one move makes sure of at least {} seeds more than any other by the end of the game. Find it, then keep the whole gain to the end; the computer defends as well as it can.",
            &[&side, &g.margin],
        ),
    }
}

#[cfg(test)]
mod tests;
