//! The position JSON of RULES.md §1.5, read (validating) and written exactly.

use serde_json::{json, Map, Value};

use super::board::{Hole, MAX_HOLES};
use super::error::{FieldProblem, Inconsistency, SetupError};
use super::games::has_phase;
use super::outcome::{EndReason, MatchState, Outcome, Phase, RoundResult};
use super::player::Player;
use super::position::Position;
use super::rules::{GameId, Rules};
use super::sowing::{Ctx, Effort};

fn pair(v: [u8; 2]) -> Value {
    json!({"south": v[0], "north": v[1]})
}

fn holes_json(p: &Position, mask: u64) -> Value {
    let g = p.geometry();
    Value::Array(
        (0..g.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| Value::String(g.hole(i).to_string()))
            .collect(),
    )
}

fn outcome_json(p: &Position, o: &Outcome) -> Value {
    let mut m = Map::new();
    m.insert(
        "winner".into(),
        o.winner.map_or(Value::Null, |w| w.name().into()),
    );
    m.insert("reason".into(), o.reason.id().into());
    m.insert("score".into(), pair(o.score));
    if p.one_warrior_victory() {
        m.insert("one_warrior_victory".into(), true.into());
    }
    Value::Object(m)
}

impl Position {
    /// The position as RULES.md JSON. Match play adds a `"match"` key (round, reserves,
    /// the previous round's result); outcomes add `"score"`.
    pub fn to_json(&self) -> Value {
        let g = self.geometry();
        let files = g.files() as usize;
        let pits: Vec<Value> = (0..g.ranks() as usize)
            .map(|r| {
                Value::Array(
                    self.pits[r * files..(r + 1) * files]
                        .iter()
                        .map(|&n| n.into())
                        .collect(),
                )
            })
            .collect();
        let mut m = Map::new();
        m.insert("game".into(), self.game().id().into());
        m.insert("options".into(), self.rules.options_json());
        m.insert("to_move".into(), self.to_move.name().into());
        m.insert("pits".into(), Value::Array(pits));
        m.insert("captured".into(), pair(self.captured));
        m.insert("nki".into(), holes_json(self, self.nki));
        m.insert("closed".into(), holes_json(self, self.closed));
        m.insert("phase".into(), self.phase.name().into());
        m.insert(
            "outcome".into(),
            self.outcome
                .as_ref()
                .map_or(Value::Null, |o| outcome_json(self, o)),
        );
        if self.rules.is_match() {
            let ms = self.matchs;
            m.insert(
                "match".into(),
                json!({
                    "round": ms.round,
                    "reserve": pair(ms.reserve),
                    "last_round": ms.last.map_or(Value::Null, |r| json!({
                        "winner": r.winner.map_or(Value::Null, |w| w.name().into()),
                        "reason": r.reason.id(),
                        "score": pair(r.score),
                        "holdings": pair(r.holdings),
                    })),
                }),
            );
        }
        Value::Object(m)
    }

    /// Reads a position from RULES.md JSON text.
    ///
    /// # Errors
    /// A [`SetupError`] naming what is wrong: not JSON, an unknown game or option, a
    /// board of the wrong shape, seeds that do not add up, marks where the game has none.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::Position;
    /// let p = Position::from_json(r#"{"game":"hoyito-3","pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]]}"#).unwrap();
    /// assert_eq!(p.to_string(), Position::from_json(&p.to_string()).unwrap().to_string());
    /// assert!(Position::from_json(r#"{"game":"hoyito-3","pits":[[4]]}"#).is_err());
    /// ```
    pub fn from_json(text: &str) -> Result<Position, SetupError> {
        let v: Value = serde_json::from_str(text).map_err(|e| SetupError::json(&e))?;
        Position::from_value(&v)
    }

    /// Reads a position from parsed RULES.md JSON.
    ///
    /// # Errors
    /// As [`Position::from_json`].
    pub fn from_value(v: &Value) -> Result<Position, SetupError> {
        let mut p = Position::read_value(v)?;
        p.settle(&mut Ctx::new(Effort::Exact));
        Ok(p)
    }

    /// Reads and checks a position without applying the no-move rules yet (which can take
    /// an exact decision: [`Game::try_new`](super::Game::try_new) does it quickly).
    pub(crate) fn read_value(v: &Value) -> Result<Position, SetupError> {
        let obj = v.as_object().ok_or(SetupError::NotAnObject)?;
        let field = SetupError::field;
        let game: GameId = obj
            .get("game")
            .ok_or(field("game", FieldProblem::Missing))?
            .as_str()
            .ok_or(field("game", FieldProblem::NotAString))?
            .parse()?;
        let rules = Rules::from_options(game, obj.get("options").unwrap_or(&Value::Null))?;
        let mut p = Position::start(rules);
        let g = rules.geometry();
        let files = g.files() as usize;

        if let Some(t) = obj.get("to_move") {
            p.to_move = t
                .as_str()
                .and_then(Player::from_name)
                .ok_or(field("to_move", FieldProblem::NotAPlayer))?;
        }
        let pits = obj
            .get("pits")
            .ok_or(field("pits", FieldProblem::Missing))?;
        let shape = SetupError::Shape {
            ranks: g.ranks(),
            files: g.files(),
        };
        let rows = pits.as_array().ok_or(shape.clone())?;
        if rows.len() != g.ranks() as usize {
            return Err(shape);
        }
        p.pits = [0; MAX_HOLES];
        for (r, row) in rows.iter().enumerate() {
            let row = row.as_array().ok_or(shape.clone())?;
            if row.len() != files {
                return Err(shape);
            }
            for (f, n) in row.iter().enumerate() {
                let n = n
                    .as_u64()
                    .filter(|&n| n <= 255)
                    .ok_or_else(|| field("pits", FieldProblem::NotACount(n.to_string())))?;
                p.pits[r * files + f] = n as u8;
            }
        }
        p.captured = read_pair(obj.get("captured"), "captured")?;
        let read_holes = |key: &'static str| -> Result<u64, SetupError> {
            match obj.get(key) {
                None | Some(Value::Null) => Ok(0),
                Some(Value::Array(a)) => {
                    let mut mask = 0u64;
                    for h in a {
                        let s = h.as_str().ok_or(field(key, FieldProblem::NotAHoleList))?;
                        let hole: Hole = s
                            .parse()
                            .map_err(|_| field(key, FieldProblem::NotAHole(s.to_string())))?;
                        let i = g
                            .index(hole)
                            .ok_or(field(key, FieldProblem::OffTheBoard(hole)))?;
                        mask |= 1 << i;
                    }
                    Ok(mask)
                }
                Some(_) => Err(field(key, FieldProblem::NotAHoleList)),
            }
        };
        p.nki = read_holes("nki")?;
        p.closed = read_holes("closed")?;
        p.phase = match obj.get("phase") {
            None => Phase::Play,
            Some(v) => v
                .as_str()
                .and_then(Phase::from_name)
                .ok_or(field("phase", FieldProblem::NotAPhase))?,
        };
        p.matchs = MatchState::default();
        if rules.is_match() {
            if let Some(m) = obj.get("match").filter(|m| !m.is_null()) {
                let round = m
                    .get("round")
                    .and_then(Value::as_u64)
                    .filter(|&r| (1..=u16::MAX as u64).contains(&r))
                    .ok_or(field("match", FieldProblem::NoRound))?;
                p.matchs.round = round as u16;
                p.matchs.reserve = read_pair(m.get("reserve"), "match.reserve")?;
                if let Some(l) = m.get("last_round").filter(|l| !l.is_null()) {
                    p.matchs.last = Some(read_round(l)?);
                }
            }
        } else if obj.get("match").is_some_and(|m| !m.is_null()) {
            return Err(field("match", FieldProblem::OnlyInMatchPlay));
        }
        p.outcome = match obj.get("outcome") {
            None | Some(Value::Null) => None,
            Some(o) => Some(read_outcome(o)?),
        };
        validate(&p)?;
        Ok(p)
    }
}

impl Position {
    /// A position of `rules` in play from its board alone: `pits` by index (as
    /// [`Position::pits`] gives them), the stores and the side to move, no marks, closed
    /// holes or match state. Checked as [`Position::from_json`] checks (the shape, seeds
    /// conserved, what the game holds), then settled as a position read from JSON is (a
    /// pass, or the end, when the side to move cannot move). For tools that walk through
    /// many positions without writing JSON (the endgame tables).
    ///
    /// # Errors
    /// [`SetupError::Shape`] when `pits` is not one count per hole, else as
    /// [`Position::from_json`].
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::{GameId, Player, Position, Rules};
    /// let rules = Rules::default_for(GameId::Hoyito3);
    /// let mut pits = [0u8; 12];
    /// pits[0] = 3;
    /// pits[11] = 5;
    /// let p = Position::from_board(rules, &pits, [40, 0], Player::South).unwrap();
    /// assert_eq!(p.seeds_on_board(), 8);
    /// assert!(Position::from_board(rules, &pits, [0, 0], Player::South).is_err());
    /// assert!(Position::from_board(rules, &pits[..6], [40, 0], Player::South).is_err());
    /// ```
    pub fn from_board(
        rules: Rules,
        pits: &[u8],
        captured: [u8; 2],
        to_move: Player,
    ) -> Result<Position, SetupError> {
        let g = rules.geometry();
        if pits.len() != g.len() {
            return Err(SetupError::Shape {
                ranks: g.ranks(),
                files: g.files(),
            });
        }
        let mut p = Position::empty(rules);
        p.pits[..pits.len()].copy_from_slice(pits);
        p.captured = captured;
        p.to_move = to_move;
        validate(&p)?;
        p.settle(&mut Ctx::new(Effort::Exact));
        Ok(p)
    }
}

impl std::str::FromStr for Position {
    type Err = SetupError;
    /// Reads RULES.md position JSON, as [`Position::from_json`].
    fn from_str(s: &str) -> Result<Position, SetupError> {
        Position::from_json(s)
    }
}

/// Reads `{"south": n, "north": n}` (missing or null: both 0); errors name `field`.
fn read_pair(v: Option<&Value>, field: &'static str) -> Result<[u8; 2], SetupError> {
    let err = |problem| SetupError::field(field, problem);
    let m = match v {
        None | Some(Value::Null) => return Ok([0, 0]),
        Some(Value::Object(m)) => m,
        Some(_) => return Err(err(FieldProblem::NotAPair)),
    };
    let mut out = [0u8; 2];
    for (k, n) in m {
        let who =
            Player::from_name(k).ok_or_else(|| err(FieldProblem::NotAPlayerKey(k.clone())))?;
        out[who.index()] =
            n.as_u64()
                .filter(|&n| n <= 255)
                .ok_or_else(|| err(FieldProblem::NotACount(n.to_string())))? as u8;
    }
    Ok(out)
}

fn read_winner(v: Option<&Value>, field: &'static str) -> Result<Option<Player>, SetupError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(w) => w
            .as_str()
            .and_then(Player::from_name)
            .map(Some)
            .ok_or_else(|| SetupError::field(field, FieldProblem::NotAWinner(w.to_string()))),
    }
}

fn read_reason(v: Option<&Value>, field: &'static str) -> Result<EndReason, SetupError> {
    let s = v
        .and_then(Value::as_str)
        .ok_or(SetupError::field(field, FieldProblem::NoReason))?;
    EndReason::from_id(s)
        .ok_or_else(|| SetupError::field(field, FieldProblem::UnknownReason(s.to_string())))
}

fn read_outcome(o: &Value) -> Result<Outcome, SetupError> {
    if !o.is_object() {
        return Err(SetupError::field("outcome", FieldProblem::NotAnOutcome));
    }
    Ok(Outcome {
        winner: read_winner(o.get("winner"), "outcome")?,
        reason: read_reason(o.get("reason"), "outcome")?,
        score: read_pair(o.get("score"), "outcome.score")?,
    })
}

fn read_round(l: &Value) -> Result<RoundResult, SetupError> {
    Ok(RoundResult {
        winner: read_winner(l.get("winner"), "match.last_round")?,
        reason: read_reason(l.get("reason"), "match.last_round")?,
        score: read_pair(l.get("score"), "match.last_round.score")?,
        holdings: read_pair(l.get("holdings"), "match.last_round.holdings")?,
    })
}

/// The rules a position must keep to, beyond its shape: seeds conserved, and nothing the
/// game does not have (a phase, stores, marks, closed holes, reserves, an end reason).
fn validate(p: &Position) -> Result<(), SetupError> {
    let bad = |e: Inconsistency| Err(SetupError::Inconsistent(e));
    let expected = p.rules.total_seeds();
    let found = p.total_seeds();
    if expected != found {
        return Err(SetupError::SeedCount { expected, found });
    }
    let g = p.geometry();
    let game = p.game();
    let book = p.rules.book();
    let holds = book.holds();
    if !has_phase(holds, p.phase) {
        return bad(Inconsistency::NoRedistributionPhase(game));
    }
    if !holds.stores && p.captured != [0, 0] {
        return bad(Inconsistency::NoStores(game));
    }
    if p.nki != 0 {
        if !holds.nki {
            return bad(Inconsistency::NoNki(game));
        }
        if let Some(i) = (0..g.len()).find(|&i| p.nki & (1 << i) != 0 && p.pits[i] == 0) {
            return bad(Inconsistency::NkiOnEmptyHole(g.hole(i)));
        }
    }
    if p.closed != 0 {
        if !p.rules.is_match() {
            return bad(Inconsistency::ClosedOutsideMatch);
        }
        if let Some(i) = (0..g.len()).find(|&i| p.closed & (1 << i) != 0 && p.pits[i] != 0) {
            return bad(Inconsistency::ClosedHoleHoldsSeeds(g.hole(i)));
        }
    }
    // Reserves need no check here: `match` is read only in match play.
    match (p.phase, p.outcome) {
        (Phase::Over, None) => return bad(Inconsistency::OverWithoutOutcome),
        (Phase::Play | Phase::Redistribute, Some(_)) => return bad(Inconsistency::OutcomeInPlay),
        _ => {}
    }
    let reasons = book.end_reasons(p.rules.options);
    let strange = |r: EndReason| -> Result<(), SetupError> {
        if reasons.contains(&r) {
            Ok(())
        } else {
            bad(Inconsistency::NoSuchEnd {
                game,
                reason: r.id(),
            })
        }
    };
    if let Some(o) = p.outcome {
        strange(o.reason)?;
        if book.score_decides() && o.winner != super::outcome::higher(o.score) {
            return bad(Inconsistency::WinnerDisagrees { score: o.score });
        }
    }
    if let Some(r) = p.matchs.last {
        strange(r.reason)?;
    }
    book.validate(p)
}

impl std::fmt::Display for Position {
    /// The position as one line of RULES.md JSON.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.to_json())
    }
}
