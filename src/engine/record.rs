//! Games with their history: threefold repetition (RULES.md §1.4), undo, and game
//! records in JSON and text.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use serde_json::{json, Value};

use super::error::{ParseError, PlayError, SetupError};
use super::notation::Move;
use super::position::{Phase, Position};
use super::rules::{GameId, Rules};
use super::trace::TraceEvent;

/// A game in progress: the start position, the moves and every position reached.
#[derive(Clone, Debug)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
    seen: HashMap<Position, u8>,
}

impl Game {
    /// A game from `start` (a start position or one set up directly).
    pub fn new(start: Position) -> Game {
        let mut seen = HashMap::new();
        if start.phase() != Phase::Over {
            seen.insert(start.clone(), 1);
        }
        Game {
            positions: vec![start],
            moves: Vec::new(),
            seen,
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

    /// Plays `mv` and returns its trace; a position reached for the third time ends the game.
    ///
    /// # Errors
    /// Why the move is illegal; the game is unchanged.
    pub fn play(&mut self, mv: &Move) -> Result<Vec<TraceEvent>, PlayError> {
        let (mut next, mut trace) = self.current().play_traced(mv)?;
        if next.phase() != Phase::Over {
            let n = self.seen.entry(next.clone()).or_insert(0);
            *n += 1;
            if *n >= 3 {
                trace.extend(next.end_by_repetition());
            }
        }
        self.moves.push(*mv);
        self.positions.push(next);
        Ok(trace)
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
        self.seen.clear();
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
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Parse(e) => e.fmt(f),
            MoveError::Play(e) => e.fmt(f),
        }
    }
}

/// Why a game record cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The record's layout is wrong.
    Format(String),
    /// The game, its options or its set-up position are wrong.
    Setup(SetupError),
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

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Format(s) => write!(f, "the record cannot be read: {s}"),
            RecordError::Setup(e) => write!(f, "the record's game is not valid: {e}"),
            RecordError::Move {
                number,
                text,
                reason,
            } => write!(f, "move {number} ({text}): {reason}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> Self {
        RecordError::Setup(e)
    }
}

/// A game record: the rule set, an optional set-up start position, and the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The game and its options.
    pub rules: Rules,
    /// The start position when it is not the rules' own.
    pub setup: Option<Position>,
    /// The moves from the start.
    pub moves: Vec<Move>,
}

impl Record {
    /// Plays the record through.
    ///
    /// # Errors
    /// The first move that cannot be played, with its number.
    pub fn replay(&self) -> Result<Game, RecordError> {
        let start = self
            .setup
            .clone()
            .unwrap_or_else(|| Position::start(self.rules));
        let mut game = Game::new(start);
        for (i, mv) in self.moves.iter().enumerate() {
            game.play(mv).map_err(|e| RecordError::Move {
                number: i + 1,
                text: mv.to_string(),
                reason: MoveError::Play(e),
            })?;
        }
        Ok(game)
    }

    /// The record as JSON: `{"game", "options", "position"?, "moves": [...]}`.
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
        v
    }

    /// Reads a record from JSON.
    ///
    /// # Errors
    /// What is wrong with it (a move's problems are reported by [`Record::replay`] too).
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        let v: Value = serde_json::from_str(text)
            .map_err(|e| RecordError::Format(format!("not JSON: {e}")))?;
        let obj = v
            .as_object()
            .ok_or_else(|| RecordError::Format("a record is a JSON object".into()))?;
        let game: GameId = obj
            .get("game")
            .and_then(Value::as_str)
            .ok_or_else(|| RecordError::Format("\"game\" is missing".into()))?
            .parse()?;
        let rules = Rules::from_options(game, obj.get("options").unwrap_or(&Value::Null))?;
        let setup = match obj.get("position") {
            None | Some(Value::Null) => None,
            Some(p) => {
                let p = Position::from_value(p)?;
                if p.rules() != rules {
                    return Err(RecordError::Format(
                        "the position's game and options differ from the record's".into(),
                    ));
                }
                Some(p)
            }
        };
        let moves = match obj.get("moves") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(a)) => a
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let text = m.as_str().ok_or_else(|| RecordError::Move {
                        number: i + 1,
                        text: m.to_string(),
                        reason: MoveError::Parse(ParseError::Move(m.to_string())),
                    })?;
                    text.parse().map_err(|e| RecordError::Move {
                        number: i + 1,
                        text: text.into(),
                        reason: MoveError::Parse(e),
                    })
                })
                .collect::<Result<_, _>>()?,
            Some(_) => {
                return Err(RecordError::Format(
                    "\"moves\" must be a list of moves".into(),
                ))
            }
        };
        Ok(Record {
            rules,
            setup,
            moves,
        })
    }

    /// Reads a record in either form (JSON or text).
    ///
    /// # Errors
    /// What is wrong with it.
    pub fn parse_any(text: &str) -> Result<Record, RecordError> {
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game: {}", self.rules.game().id())?;
        writeln!(f, "options: {}", self.rules.options_json())?;
        if let Some(p) = &self.setup {
            writeln!(f, "position: {}", p.to_json())?;
        }
        let moves: Vec<String> = self.moves.iter().map(|m| m.to_string()).collect();
        writeln!(f, "moves: {}", moves.join(" "))
    }
}

impl FromStr for Record {
    type Err = RecordError;
    fn from_str(s: &str) -> Result<Record, RecordError> {
        let mut game = None;
        let mut options = Value::Null;
        let mut position = None;
        let mut move_texts: Vec<String> = Vec::new();
        let mut in_moves = false;
        for (n, line) in s.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let keyed = line
                .split_once(':')
                .filter(|(k, _)| matches!(k.trim(), "game" | "options" | "position" | "moves"));
            match keyed {
                Some((k, rest)) => {
                    let rest = rest.trim();
                    in_moves = false;
                    match k.trim() {
                        "game" => game = Some(rest.parse::<GameId>()?),
                        "options" => {
                            options = serde_json::from_str(rest)
                                .map_err(|e| RecordError::Format(format!("line {}: options are not JSON: {e}", n + 1)))?
                        }
                        "position" => position = Some(rest.to_string()),
                        _ => {
                            in_moves = true;
                            move_texts.extend(rest.split_whitespace().map(String::from));
                        }
                    }
                }
                None if in_moves => move_texts.extend(line.split_whitespace().map(String::from)),
                None => {
                    return Err(RecordError::Format(format!(
                        "line {} \"{line}\" is not \"game:\", \"options:\", \"position:\" or \"moves:\"",
                        n + 1
                    )))
                }
            }
        }
        let game =
            game.ok_or_else(|| RecordError::Format("the \"game:\" line is missing".into()))?;
        let rules = Rules::from_options(game, &options)?;
        let setup = match position {
            None => None,
            Some(text) => {
                let p = Position::from_json(&text)?;
                if p.rules() != rules {
                    return Err(RecordError::Format(
                        "the position's game and options differ from the record's".into(),
                    ));
                }
                Some(p)
            }
        };
        let moves = move_texts
            .iter()
            .enumerate()
            .map(|(i, t)| {
                t.parse::<Move>().map_err(|e| RecordError::Move {
                    number: i + 1,
                    text: t.clone(),
                    reason: MoveError::Parse(e),
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Record {
            rules,
            setup,
            moves,
        })
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
        for (_, mut child) in here.successors() {
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
