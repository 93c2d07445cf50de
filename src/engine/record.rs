//! Games with their history: threefold repetition (RULES.md §1.4), undo, and game
//! records in JSON and text.

use std::collections::HashMap;
use std::fmt;

use serde_json::{json, Value};

use super::error::{DecisionsError, ParseError, PlayError, SetupError};
use super::notation::Move;
use super::notes::{At, NoteError};
use super::outcome::Phase;
use super::play::Refusal;
use super::position::Position;
use super::rules::Rules;
use super::sowing::{Ctx, Decisions, Effort};
use super::trace::TraceEvent;

/// A game in progress: the start position, the moves, every position reached, and the
/// long sowings decided along the way ([`Decisions`]).
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
    seen: HashMap<Position, u8>,
    /// The positions seen before the game's start (a game cut from another one, which a
    /// repetition counts too): what `seen` starts from.
    earlier: HashMap<Position, u8>,
    decisions: Decisions,
}

impl Game {
    /// A game from `start` (a start position, or one read with [`Position::from_json`]).
    pub fn new(start: Position) -> Game {
        let mut seen = HashMap::new();
        if start.phase() != Phase::Over {
            seen.insert(start.clone(), 1);
        }
        Game {
            positions: vec![start],
            moves: Vec::new(),
            seen,
            earlier: HashMap::new(),
            decisions: Decisions::default(),
        }
    }

    /// The game as it goes on from its position now, without its moves but remembering
    /// the positions they passed through: a repetition counts them (a figure cut from the
    /// middle of a game, whose first move is this game's next).
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{Effort, Game, GameId, Rules};
    /// let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    /// g.play(&"c1".parse().unwrap(), Effort::Quick).unwrap();
    /// let rest = g.continued();
    /// assert_eq!(rest.start(), g.current());
    /// assert!(rest.moves().is_empty());
    /// ```
    pub fn continued(&self) -> Game {
        let mut earlier = self.seen.clone();
        if let Some(now) = earlier.get_mut(self.current()) {
            // The start is counted again as the new game's own.
            *now -= 1;
        }
        earlier.retain(|_, n| *n > 0);
        Game {
            positions: vec![self.current().clone()],
            moves: Vec::new(),
            seen: self.seen.clone(),
            earlier,
            decisions: self.decisions.clone(),
        }
    }
    /// A new game of `rules`.
    pub fn from_rules(rules: Rules) -> Game {
        Game::new(Position::start(rules))
    }
    /// The position now.
    pub fn current(&self) -> &Position {
        self.positions
            .last()
            .unwrap_or_else(|| unreachable!("a game always has its start position"))
    }
    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }
    /// The moves played.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// Every position, the start first: `positions()[i]` is the position after `i` moves.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The long sowings decided in this game, kept so that nobody decides them twice.
    pub fn decisions(&self) -> &Decisions {
        &self.decisions
    }

    /// Takes `d` as decided (from a worker that decided exactly, or a save).
    pub fn learn(&mut self, d: Decisions) {
        self.decisions.merge(d);
    }

    /// Plays `mv` and returns its trace; a position reached for the third time ends the
    /// game. Each sowing is followed as `effort` says: at [`Effort::Exact`] a long sowing
    /// is walked to its end (seconds, in the rarest Kiothi positions) and kept in
    /// [`Game::decisions`]; at [`Effort::Quick`] one too long to decide in passing and not
    /// in [`Game::decisions`] is [`Refusal::Undecided`] (never at `Exact`).
    ///
    /// # Errors
    /// Why the move is illegal, or undecided; the game is unchanged (but for the long
    /// sowings decided on the way, which are kept).
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{Effort, Game, GameId, Refusal, Rules};
    /// let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    /// assert!(g.play(&"c1".parse().unwrap(), Effort::Quick).is_ok());
    /// let e = g.play(&"c1".parse().unwrap(), Effort::Exact).unwrap_err(); // North's turn
    /// assert!(matches!(e, Refusal::Illegal(_)));
    /// assert_eq!(g.moves().len(), 1);
    /// ```
    pub fn play(&mut self, mv: &Move, effort: Effort) -> Result<Vec<TraceEvent>, Refusal> {
        let mut next = self.current().clone();
        let mut ctx = Ctx::new(effort)
            .traced()
            .knowing(&self.decisions)
            .learning();
        let r = self.step(mv, &mut next, &mut ctx);
        let learned = ctx.take_learned();
        let trace = ctx.ev.into_vec();
        self.decisions.merge(learned);
        r?;
        self.push(*mv, next);
        Ok(trace)
    }

    /// The trace of move `i` (from 0) as it was played: the move sown again, quickly,
    /// from the position before it with the sowings this game decided, and the repetition
    /// rule where it ended the game then. `None` past the last move, or for a sowing too
    /// long to follow in passing that the game has not kept decided.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{Effort, Game, GameId, Rules, TraceEvent};
    /// let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
    /// let played = g.play(&"c1".parse().unwrap(), Effort::Quick).unwrap();
    /// assert_eq!(g.trace_of(0), Some(played));
    /// assert_eq!(g.trace_of(1), None);
    /// ```
    pub fn trace_of(&self, i: usize) -> Option<Vec<TraceEvent>> {
        let (mv, after) = (self.moves.get(i)?, self.positions.get(i + 1)?);
        let mut next = self.positions[i].clone();
        let mut ctx = Ctx::new(Effort::Quick).traced().knowing(&self.decisions);
        let r = next.apply(mv, &mut ctx);
        ctx.refusal(r).ok()?;
        if &next != after && after.is_over() {
            next.repeat(&mut ctx);
        }
        Some(ctx.ev.into_vec())
    }

    /// Plays `mv` on `next` (the current position) with the repetition rule, as `ctx`
    /// says; the game itself is not changed.
    fn step(&self, mv: &Move, next: &mut Position, ctx: &mut Ctx) -> Result<(), Refusal> {
        let r = next.apply(mv, ctx);
        ctx.refusal(r)?;
        if self.repeats(next) {
            next.repeat(ctx);
            ctx.refusal(Ok(()))?;
        }
        Ok(())
    }

    /// Whether reaching `next` makes a position occur for the third time.
    fn repeats(&self, next: &Position) -> bool {
        next.phase() != Phase::Over && self.seen.get(next).copied().unwrap_or(0) >= 2
    }

    fn push(&mut self, mv: Move, next: Position) {
        if next.phase() != Phase::Over {
            *self.seen.entry(next.clone()).or_insert(0) += 1;
        }
        self.moves.push(mv);
        self.positions.push(next);
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.recount();
        Some(mv)
    }

    /// Keeps only the first `n` moves.
    pub fn truncate(&mut self, n: usize) {
        if n < self.moves.len() {
            self.moves.truncate(n);
            self.positions.truncate(n + 1);
            self.recount();
        }
    }

    fn recount(&mut self) {
        self.seen.clone_from(&self.earlier);
        for p in &self.positions {
            if p.phase() != Phase::Over {
                *self.seen.entry(p.clone()).or_insert(0) += 1;
            }
        }
    }

    /// The game's record.
    pub fn record(&self) -> Record {
        let start = self.start().clone();
        let setup = (start != Position::start(start.rules())).then_some(start.clone());
        Record {
            rules: start.rules(),
            setup,
            moves: self.moves.clone(),
            decisions: self.decisions.clone(),
        }
    }
}

/// Why a move of a record could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The move's text is not notation.
    Parse(ParseError),
    /// The move is not legal where it stands.
    Play(PlayError),
    /// A sowing in it is too long to decide in passing ([`Record::replay`] at
    /// [`Effort::Quick`]).
    Undecided,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Play(e) => e.fmt(f),
            MoveError::Undecided => write!(f, "a sowing is too long to decide in passing"),
        }
    }
}

/// What is wrong with a record's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// JSON that does not parse, and where.
    NotJson {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
    },
    /// JSON that is not an object.
    NotAnObject,
    /// No game named (`"game"` or the `game:` line).
    NoGame,
    /// The `options:` line of a text record, on `line`, is not JSON.
    OptionsNotJson {
        /// Line, from 1.
        line: usize,
    },
    /// A line of a text record that is none of `game:`, `options:`, `position:`,
    /// `moves:`, `decisions:` (or a continuation of the moves).
    UnknownLine {
        /// Line, from 1.
        line: usize,
        /// Its start.
        text: String,
    },
    /// The set-up position is of another game or other options.
    PositionRulesDiffer,
    /// `"moves"` is not a list.
    MovesNotAList,
    /// A line of a text record says again what an earlier one said.
    Repeated {
        /// Line, from 1.
        line: usize,
        /// What it names: `game`, `options`, `position` or `decisions`.
        key: &'static str,
    },
    /// The decisions kept with the record cannot be read.
    Decisions(DecisionsError),
    /// An annotation cannot be read: where it is, and why.
    Note {
        /// Where: a header field, the start, a move.
        at: At,
        /// Why.
        why: NoteError,
    },
    /// The moves' text on `line` cannot be read (a comment's braces).
    NoteLine {
        /// Line, from 1.
        line: usize,
        /// Why.
        why: NoteError,
    },
    /// The record has annotations a plain record cannot hold: play went on from a
    /// position set by hand after move `after` (or the move cannot be written).
    SetByHand {
        /// The move's number, from 1.
        after: usize,
    },
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatError::NotJson { line, column } => {
                write!(f, "it is not JSON (line {line}, column {column})")
            }
            FormatError::NotAnObject => write!(f, "a record in JSON is an object"),
            FormatError::NoGame => write!(f, "it names no game"),
            FormatError::OptionsNotJson { line } => {
                write!(f, "line {line}: the options are not JSON")
            }
            FormatError::UnknownLine { line, text } => write!(
                f,
                "line {line} {} is not \"game:\", \"options:\", \"position:\", \"moves:\" or \"decisions:\"",
                super::error::quote(text)
            ),
            FormatError::PositionRulesDiffer => {
                write!(f, "the position's game and options differ from the record's")
            }
            FormatError::MovesNotAList => write!(f, "\"moves\" must be a list of moves"),
            FormatError::Repeated { line, key } => {
                write!(f, "line {line} gives \"{key}:\" a second time")
            }
            FormatError::Decisions(e) => write!(f, "its decided sowings cannot be read: {e}"),
            FormatError::Note { at, why } => write!(f, "{at}: {why}"),
            FormatError::NoteLine { line, why } => write!(f, "line {line}: {why}"),
            FormatError::SetByHand { after } => write!(
                f,
                "play went on from a position set by hand after move {after}: only an annotated record holds it"
            ),
        }
    }
}

/// Why a game record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The record's layout is wrong.
    Format(FormatError),
    /// The game, its options or its set-up position are wrong.
    Setup(SetupError),
    /// The set-up position's no-move rule needs a sowing too long to decide in passing
    /// ([`Record::replay`] at [`Effort::Quick`]).
    StartUndecided,
    /// A move cannot be read or played.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// The move as written.
        text: String,
        /// Why.
        reason: MoveError,
    },
}

impl RecordError {
    /// Whether replaying stopped only because a sowing could not be decided quickly (an
    /// exact replay, off the page's main thread, will go on).
    pub fn is_undecided(&self) -> bool {
        matches!(
            self,
            RecordError::StartUndecided
                | RecordError::Move {
                    reason: MoveError::Undecided,
                    ..
                }
        )
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Format(e) => write!(f, "the record cannot be read: {e}"),
            RecordError::Setup(e) => write!(f, "the record's game is not valid: {e}"),
            RecordError::StartUndecided => write!(
                f,
                "the start position needs a sowing too long to decide in passing"
            ),
            RecordError::Move {
                number,
                text,
                reason,
            } => write!(f, "move {number} ({}): {reason}", super::error::plain(text)),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> Self {
        RecordError::Setup(e)
    }
}

impl From<FormatError> for RecordError {
    fn from(e: FormatError) -> Self {
        RecordError::Format(e)
    }
}

/// A game record: the rule set, an optional set-up start position, the moves, and the
/// long sowings decided when they were played (so that replaying does not decide them
/// again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game and its options.
    pub rules: Rules,
    /// The start position when it is not the rules' own.
    pub setup: Option<Position>,
    /// The moves from the start.
    pub moves: Vec<Move>,
    /// Long sowings already decided.
    pub decisions: Decisions,
}

impl Record {
    /// A record of `rules` from their start position.
    pub fn new(rules: Rules, moves: Vec<Move>) -> Record {
        Record {
            rules,
            setup: None,
            moves,
            decisions: Decisions::default(),
        }
    }

    /// Plays the record through, each sowing followed as `effort` says: at
    /// [`Effort::Exact`] a long sowing not among its decisions is decided (which can take
    /// seconds) and kept; at [`Effort::Quick`] it stops the replay with an error for which
    /// [`RecordError::is_undecided`] holds.
    ///
    /// # Errors
    /// The first move that cannot be played, with its number, or undecided.
    pub fn replay(&self, effort: Effort) -> Result<Game, RecordError> {
        let ctx = || Ctx::new(effort).learning();
        let mut start = self
            .setup
            .clone()
            .unwrap_or_else(|| Position::start(self.rules));
        let mut c = ctx().knowing(&self.decisions);
        start.settle(&mut c);
        if c.undecided {
            return Err(RecordError::StartUndecided);
        }
        let mut game = Game::new(start);
        game.decisions = self.decisions.clone();
        game.decisions.merge(c.take_learned());
        for (i, mv) in self.moves.iter().enumerate() {
            let mut c = ctx().knowing(&self.decisions);
            let mut next = game.current().clone();
            let r = game.step(mv, &mut next, &mut c);
            let err = |reason| RecordError::Move {
                number: i + 1,
                text: mv.to_string(),
                reason,
            };
            match r {
                Ok(()) => game.push(*mv, next),
                Err(Refusal::Undecided) => return Err(err(MoveError::Undecided)),
                Err(Refusal::Illegal(e)) => return Err(err(MoveError::Play(e))),
            }
            game.decisions.merge(c.take_learned());
        }
        Ok(game)
    }

    /// The record as JSON: `{"game", "options", "position"?, "moves": [...],
    /// "decisions"?: [...]}`.
    pub fn to_json(&self) -> Value {
        let mut v = json!({
            "game": self.rules.game().id(),
            "options": self.rules.options_json(),
        });
        if let Some(p) = &self.setup {
            v["position"] = p.to_json();
        }
        v["moves"] = Value::Array(
            self.moves
                .iter()
                .map(|m| Value::String(m.to_string()))
                .collect(),
        );
        if !self.decisions.is_empty() {
            v["decisions"] = self.decisions.to_json();
        }
        v
    }

    /// Reads a record in either form (JSON or text).
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn parse_any(text: &str) -> Result<Record, RecordError> {
        // A byte-order mark, as some editors write, is not part of the record.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim_start().starts_with('{') {
            Record::from_json(text)
        } else {
            text.parse()
        }
    }
}

impl fmt::Display for Record {
    /// The text form:
    ///
    /// ```text
    /// game: katro
    /// options: {"direction":"either"}
    /// moves: c1 f6' d1
    /// ```
    ///
    /// with a `position:` line for a set-up start and a `decisions:` line when long
    /// sowings were decided.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game: {}", self.rules.game().id())?;
        writeln!(f, "options: {}", self.rules.options_json())?;
        if let Some(p) = &self.setup {
            writeln!(f, "position: {}", p.to_json())?;
        }
        let moves: Vec<String> = self.moves.iter().map(|m| m.to_string()).collect();
        writeln!(f, "moves: {}", moves.join(" "))?;
        if !self.decisions.is_empty() {
            writeln!(f, "decisions: {}", self.decisions.to_json())?;
        }
        Ok(())
    }
}

/// The number of legal move sequences of length `depth` from `start` (perft): perft(0) is
/// 1, a finished game has no moves, passes are not moves, and threefold repetition
/// (counted from `start`) ends a game.
pub fn perft(start: &Position, depth: u32) -> u64 {
    fn go(path: &mut Vec<Position>, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let here = path.last().cloned().unwrap_or_else(|| unreachable!());
        if here.is_over() {
            return 0;
        }
        let mut total = 0;
        for (_, mut child) in here.successors(Effort::Exact).legal {
            if depth == 1 {
                total += 1;
                continue;
            }
            if !child.is_over() && path.iter().filter(|p| **p == child).count() >= 2 {
                child.end_by_repetition();
            }
            path.push(child);
            total += go(path, depth - 1);
            path.pop();
        }
        total
    }
    go(&mut vec![start.clone()], depth)
}
