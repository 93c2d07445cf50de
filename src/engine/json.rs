//! The position JSON of RULES.md §1.5, read (validating) and written exactly.

use serde_json::{json, Map, Value};

use super::board::{Hole, MAX_HOLES};
use super::error::{quote, quote_json, SetupError};
use super::games::has_phase;
use super::outcome::{EndReason, MatchState, Outcome, Phase, RoundResult};
use super::player::Player;
use super::position::Position;
use super::rules::{GameId, Rules};
use super::sowing::Ctx;

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
        let v: Value = serde_json::from_str(text).map_err(|e| SetupError::Json(e.to_string()))?;
        Position::from_value(&v)
    }

    /// Reads a position from parsed RULES.md JSON.
    ///
    /// # Errors
    /// As [`Position::from_json`].
    pub fn from_value(v: &Value) -> Result<Position, SetupError> {
        let mut p = Position::read_value(v)?;
        p.settle(&mut Ctx::exact());
        Ok(p)
    }

    /// Reads and checks a position without applying the no-move rules yet (which can take
    /// an exact decision: [`Game::try_new`](super::Game::try_new) does it quickly).
    pub(crate) fn read_value(v: &Value) -> Result<Position, SetupError> {
        let obj = v
            .as_object()
            .ok_or_else(|| SetupError::Json("a position is a JSON object".into()))?;
        let field = |f: &'static str, problem: &str| SetupError::Field {
            field: f,
            problem: problem.to_string(),
        };
        let game: GameId = obj
            .get("game")
            .ok_or_else(|| field("game", "is missing"))?
            .as_str()
            .ok_or_else(|| field("game", "must be a string"))?
            .parse()?;
        let rules = Rules::from_options(game, obj.get("options").unwrap_or(&Value::Null))?;
        let mut p = Position::start(rules);
        let g = rules.geometry();
        let files = g.files() as usize;

        if let Some(t) = obj.get("to_move") {
            p.to_move = t
                .as_str()
                .and_then(Player::from_name)
                .ok_or_else(|| field("to_move", "must be \"south\" or \"north\""))?;
        }
        let pits = obj.get("pits").ok_or_else(|| field("pits", "is missing"))?;
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
                let n = n.as_u64().filter(|&n| n <= 255).ok_or_else(|| {
                    field(
                        "pits",
                        &format!(
                            "must hold whole numbers of seeds from 0 to 255; {} is not one",
                            quote_json(n)
                        ),
                    )
                })?;
                p.pits[r * files + f] = n as u8;
            }
        }
        p.captured = read_pair(obj.get("captured"), "captured", "")?;
        let read_holes = |key: &'static str| -> Result<u64, SetupError> {
            match obj.get(key) {
                None | Some(Value::Null) => Ok(0),
                Some(Value::Array(a)) => {
                    let mut mask = 0u64;
                    for h in a {
                        let s = h
                            .as_str()
                            .ok_or_else(|| field(key, "must list hole names like \"c1\""))?;
                        let hole: Hole = s.parse().map_err(|_| {
                            field(key, &format!("lists {}, which is not a hole", quote(s)))
                        })?;
                        let i = g.index(hole).ok_or_else(|| {
                            field(key, &format!("lists {hole}, which is not on this board"))
                        })?;
                        mask |= 1 << i;
                    }
                    Ok(mask)
                }
                Some(_) => Err(field(key, "must be a list of hole names")),
            }
        };
        p.nki = read_holes("nki")?;
        p.closed = read_holes("closed")?;
        p.phase = match obj.get("phase") {
            None => Phase::Play,
            Some(v) => v
                .as_str()
                .and_then(Phase::from_name)
                .ok_or_else(|| field("phase", "must be \"play\", \"redistribute\" or \"over\""))?,
        };
        p.matchs = MatchState::default();
        if rules.is_match() {
            if let Some(m) = obj.get("match").filter(|m| !m.is_null()) {
                let round = m
                    .get("round")
                    .and_then(Value::as_u64)
                    .filter(|&r| (1..=u16::MAX as u64).contains(&r))
                    .ok_or_else(|| field("match", "needs a \"round\" from 1"))?;
                p.matchs.round = round as u16;
                p.matchs.reserve = read_pair(m.get("reserve"), "match", "\"reserve\" ")?;
                if let Some(l) = m.get("last_round").filter(|l| !l.is_null()) {
                    p.matchs.last = Some(read_round(l)?);
                }
            }
        } else if obj.get("match").is_some_and(|m| !m.is_null()) {
            return Err(field(
                "match",
                "is only for match play (option \"match\": true)",
            ));
        }
        p.outcome = match obj.get("outcome") {
            None | Some(Value::Null) => None,
            Some(o) => Some(read_outcome(o)?),
        };
        validate(&p)?;
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

/// Reads `{"south": n, "north": n}` (missing or null: both 0); errors name `field`, and
/// `what` (e.g. `"reserve" `) says which part of it.
fn read_pair(v: Option<&Value>, field: &'static str, what: &str) -> Result<[u8; 2], SetupError> {
    let err = |problem: String| SetupError::Field {
        field,
        problem: format!("{what}{problem}"),
    };
    let m = match v {
        None | Some(Value::Null) => return Ok([0, 0]),
        Some(Value::Object(m)) => m,
        Some(_) => {
            return Err(err(
                "must be an object like {\"south\": 0, \"north\": 0}".into()
            ))
        }
    };
    let mut out = [0u8; 2];
    for (k, n) in m {
        let who = Player::from_name(k).ok_or_else(|| {
            err(format!(
                "has a key {}: use \"south\" and \"north\"",
                quote(k)
            ))
        })?;
        out[who.index()] =
            n.as_u64()
                .filter(|&n| n <= 255)
                .ok_or_else(|| err("must hold whole numbers of seeds".into()))? as u8;
    }
    Ok(out)
}

fn read_winner(v: Option<&Value>, field: &'static str) -> Result<Option<Player>, SetupError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Player::from_name(s).map(Some).ok_or(SetupError::Field {
            field,
            problem: format!(
                "has a winner {}: use \"south\", \"north\" or null",
                quote(s)
            ),
        }),
        Some(_) => Err(SetupError::Field {
            field,
            problem: "has a winner that is not \"south\", \"north\" or null".into(),
        }),
    }
}

fn read_reason(v: Option<&Value>, field: &'static str) -> Result<EndReason, SetupError> {
    let s = v.and_then(Value::as_str).ok_or(SetupError::Field {
        field,
        problem: "needs a \"reason\"".into(),
    })?;
    EndReason::from_id(s).ok_or(SetupError::Field {
        field,
        problem: format!("has an unknown reason {}", quote(s)),
    })
}

fn read_outcome(o: &Value) -> Result<Outcome, SetupError> {
    if !o.is_object() {
        return Err(SetupError::Field {
            field: "outcome",
            problem: "must be null or {\"winner\": …, \"reason\": …}".into(),
        });
    }
    Ok(Outcome {
        winner: read_winner(o.get("winner"), "outcome")?,
        reason: read_reason(o.get("reason"), "outcome")?,
        score: read_pair(o.get("score"), "outcome", "\"score\" ")?,
    })
}

fn read_round(l: &Value) -> Result<RoundResult, SetupError> {
    Ok(RoundResult {
        winner: read_winner(l.get("winner"), "match")?,
        reason: read_reason(l.get("reason"), "match")?,
        score: read_pair(l.get("score"), "match", "\"last_round\" score ")?,
        holdings: read_pair(l.get("holdings"), "match", "\"last_round\" holdings ")?,
    })
}

/// The rules a position must keep to, beyond its shape: seeds conserved, and nothing the
/// game does not have (a phase, stores, marks, closed holes, reserves, an end reason).
fn validate(p: &Position) -> Result<(), SetupError> {
    let bad = |s: String| Err(SetupError::Inconsistent(s));
    let expected = p.rules.total_seeds();
    let found = p.total_seeds();
    if expected != found {
        return Err(SetupError::SeedCount { expected, found });
    }
    let g = p.geometry();
    let book = p.rules.book();
    let holds = book.holds();
    let name = book.name();
    if !has_phase(holds, p.phase) {
        return bad(format!(
            "{name} has no redistribution phase: \"phase\" must be \"play\" or \"over\""
        ));
    }
    if !holds.stores && p.captured != [0, 0] {
        return bad(format!(
            "{name} has no stores: \"captured\" must be 0 for both players"
        ));
    }
    if p.nki != 0 {
        if !holds.nki {
            return bad(format!("{name} has no nki holes: \"nki\" must be empty"));
        }
        for i in 0..g.len() {
            if p.nki & (1 << i) != 0 && p.pits[i] == 0 {
                return bad(format!("{} is marked nki but is empty", g.hole(i)));
            }
        }
    }
    if p.closed != 0 {
        if !p.rules.is_match() {
            return bad("holes are closed only in match play: \"closed\" must be empty".into());
        }
        for i in 0..g.len() {
            if p.closed & (1 << i) != 0 && p.pits[i] != 0 {
                return bad(format!("{} is closed but holds seeds", g.hole(i)));
            }
        }
    }
    if !p.rules.is_match() && p.matchs.reserve != [0, 0] {
        return bad("reserves exist only in match play".into());
    }
    match (p.phase, p.outcome) {
        (Phase::Over, None) => {
            return bad("a finished game (\"phase\": \"over\") needs an \"outcome\"".into())
        }
        (Phase::Play | Phase::Redistribute, Some(_)) => {
            return bad(
                "a game in play has \"outcome\": null (set \"phase\": \"over\" for a finished one)"
                    .into(),
            )
        }
        _ => {}
    }
    let reasons = book.end_reasons(p.rules.options);
    let strange = |r: EndReason| -> Result<(), SetupError> {
        if reasons.contains(&r) {
            Ok(())
        } else {
            bad(format!("{name} does not end by \"{}\"", r.id()))
        }
    };
    if let Some(o) = p.outcome {
        strange(o.reason)?;
        if book.score_decides() && o.winner != super::outcome::higher(o.score) {
            return bad(format!(
                "the outcome's winner does not agree with its score ({}–{})",
                o.score[0], o.score[1]
            ));
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
