//! The messages between the page and the search's Web Worker (`src/bin/worker.rs`).
//!
//! Both directions are JSON **strings** sent with `postMessage` (no structured-clone
//! types to keep in step). The page sends a [`Request`]; the worker answers each with one
//! [`Response`] carrying the same `id`. The worker handles one request at a time; to
//! cancel a search the page terminates the worker and starts a new one (a worker cannot
//! read messages while it computes).
//!
//! ```json
//! {"id": 7, "mode": "play", "level": "expert", "seed": 42,
//!  "position": {"game": "hoyito-3", "to_move": "south", "pits": [[4,4,4,4,4,4],[4,4,4,4,4,4]]}}
//! ```
//! answered by
//! ```json
//! {"id": 7, "ok": true, "move": "d1", "value": {"kind": "heuristic", "score": 40},
//!  "analysis": [], "solved": false, "nodes": 150000, "depth": 9}
//! ```
//! With `"mode": "hint"` the worker analyses every move (`analysis` lists each legal move
//! with its value: `{"kind": "win", "plies": 5}`, `{"kind": "draw"}`,
//! `{"kind": "loss", "plies": 3}` or `{"kind": "heuristic", "score": -120}`, the score in
//! hundredths of a seed for the mover) and `move` is the best of them, with three times
//! the level's budget. With `"mode": "value"` it answers the position's own value for its
//! side to move (`value`, the best move's, always present while the game goes on) with
//! the level's budget: one point of the analysis graph. `nodes` in a
//! request overrides the level's budget. Errors come back as
//! `{"id": 7, "ok": false, "error": "…"}`.
//!
//! With `"mode": "decide"` the worker decides long sowings exactly, which the page never
//! does (it may take minutes): it replays `record` (a game record in JSON, with the
//! `decisions` it already carries) move by move, exactly, and then plays `move` if
//! there is one:
//! ```json
//! {"id": 9, "mode": "decide", "record": {"game": "kiothi", "moves": ["…"]}, "move": "j1/4"}
//! ```
//! answered with every long sowing decided (the record's and the new ones, as
//! `Decisions::to_json` writes them) and, when a move of the record or `move` cannot be
//! played, why (for logs: the page learns the decisions and asks its own quick pass
//! again, which now answers at once):
//! ```json
//! {"id": 9, "ok": true, "decisions": [{"key": "…", "endless": true}],
//!  "refusal": "j1/4: this sowing would never end (endless sowing is not allowed)"}
//! ```

//!
//! # Spawning it from the app
//! Trunk builds `src/bin/worker.rs` from the `data-type="worker" data-loader-shim` link in
//! index.html into `worker.js`, `worker_bg.wasm` and `worker_loader.js` (which runs
//! `importScripts("./worker.js"); wasm_bindgen("./worker_bg.wasm")`). The page starts it
//! as a classic worker:
//!
//! ```ignore
//! let worker = web_sys::Worker::new("./worker_loader.js")?;
//! let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
//!     let text = e.data().as_string().unwrap_or_default();
//!     if text == protocol::READY { /* now requests may be posted */ return; }
//!     let response: protocol::Response = serde_json::from_str(&text).unwrap();
//!     // drop it unless response.id is the latest request's id
//! });
//! worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
//! on_message.forget();
//! worker.post_message(&JsValue::from_str(&serde_json::to_string(&request)?))?;
//! ```

use serde::{Deserialize, Serialize};

use super::tables::Table;
use super::{Level, Think, Value};
use crate::engine::{Effort, Game, Move, Position, Record};

/// What the page asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// The computer's move at `level`.
    #[default]
    Play,
    /// Every move's value and the best move (the hint button), with `level`'s budget.
    Hint,
    /// The position's value for its side to move (`value`, the best move's) and the best
    /// move, with `level`'s budget: a point of the analysis graph.
    Value,
    /// Decide the long sowings of `record` (and of `move` after it) exactly.
    Decide,
}

/// What the worker posts once it is running, before any response.
pub const READY: &str = r#"{"ready":true}"#;

/// What the worker posts when it has stopped on a panic (its panic hook, before the
/// WebAssembly instance aborts): no request it holds will be answered, and it answers
/// no other. The page answers in its place and starts a new worker for the next request.
pub const PANICKED: &str = r#"{"panicked":true}"#;

/// A request to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the response, so the page can drop answers to stale requests.
    #[serde(default)]
    pub id: u64,
    /// `play` (default), `hint`, `value` or `decide`.
    #[serde(default)]
    pub mode: Mode,
    /// The position, as RULES.md JSON (what `Position::to_json` writes); not for `decide`.
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    pub position: serde_json::Value,
    /// `beginner` … `expert` (or the reference players `random`, `greedy`); not for
    /// `decide`.
    #[serde(default = "default_level")]
    pub level: Level,
    /// Seed of every random choice: the same request gives the same answer.
    #[serde(default)]
    pub seed: u64,
    /// The game's earlier positions (RULES.md JSON, oldest first; the current one may be
    /// included), so that the search knows which positions would repeat (RULES.md §1.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<serde_json::Value>,
    /// Overrides the level's node budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// `decide`: the game record to replay exactly (`Record::to_json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<serde_json::Value>,
    /// `decide`: the move to play after the record.
    #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
}

fn default_level() -> Level {
    Level::Medium
}

impl Request {
    /// A `decide` request: replay `record` exactly, then play `mv` if given.
    pub fn decide(id: u64, record: &Record, mv: Option<Move>) -> Request {
        Request {
            id,
            mode: Mode::Decide,
            position: serde_json::Value::Null,
            level: default_level(),
            seed: 0,
            history: Vec::new(),
            nodes: None,
            record: Some(record.to_json()),
            mv: mv.map(|m| m.to_string()),
        }
    }
}

/// One move's value in a response.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveEntry {
    /// The move in notation (`c1`, `c1/3`, `e1+f1=c1:5,a2:5`).
    #[serde(rename = "move")]
    pub mv: String,
    /// Its value for the mover.
    pub value: Value,
    /// From an endgame table: what the mover ends the game with over the opponent after
    /// this move, both playing their best, in the game's points (fours in Rio Kadalis,
    /// seeds in Hoyito III).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub margin: Option<i32>,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Response {
    /// The request's id.
    pub id: u64,
    /// False when the request could not be served (see `error`).
    pub ok: bool,
    /// The chosen move; absent when the game is over.
    #[serde(rename = "move", default, skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    /// The chosen move's value, when the search has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<Value>,
    /// Hint mode: every move (Kiothi's redistribution: the sampled ones) with its value.
    #[serde(default)]
    pub analysis: Vec<MoveEntry>,
    /// Hint mode: every move's value is proven.
    #[serde(default)]
    pub solved: bool,
    /// The search had an endgame table of the position (see [`serve_with`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub table: bool,
    /// Positions searched.
    #[serde(default)]
    pub nodes: u64,
    /// Deepest completed iteration.
    #[serde(default)]
    pub depth: u32,
    /// Why the request failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// `decide`: every long sowing decided (`Decisions::to_json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decisions: Option<serde_json::Value>,
    /// `decide`: the move of the record, or the move asked for, that cannot be played,
    /// and why (English, for logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refusal: Option<String>,
}

impl Response {
    /// An answer to request `id` with nothing in it yet.
    fn new(id: u64) -> Response {
        Response {
            id,
            ok: true,
            mv: None,
            value: None,
            analysis: Vec::new(),
            solved: false,
            table: false,
            nodes: 0,
            depth: 0,
            error: None,
            decisions: None,
            refusal: None,
        }
    }

    fn error(id: u64, error: String) -> Response {
        Response {
            ok: false,
            error: Some(error),
            ..Response::new(id)
        }
    }
}

/// Serves one request (a JSON string) and returns the response as a JSON string: the
/// whole worker, minus `postMessage`.
pub fn handle(request: &str) -> String {
    handle_with(request, &[])
}

/// As [`handle`], with the endgame tables the worker holds (see [`serve_with`]).
pub fn handle_with(request: &str, tables: &[&Table]) -> String {
    let response = match serde_json::from_str::<Request>(request) {
        Ok(r) => serve_with(&r, tables),
        Err(e) => {
            let id = serde_json::from_str::<serde_json::Value>(request)
                .ok()
                .and_then(|v| v.get("id").and_then(serde_json::Value::as_u64))
                .unwrap_or(0);
            Response::error(id, format!("bad request: {e}"))
        }
    };
    serde_json::to_string(&response)
        .unwrap_or_else(|e| format!(r#"{{"id":0,"ok":false,"error":"{e}"}}"#))
}

/// Serves a parsed request.
pub fn serve(r: &Request) -> Response {
    serve_with(r, &[])
}

/// Serves a parsed request with endgame `tables`: when one covers the position, the
/// hint, a point of the graph and the expert's move take its exact values (the expert
/// then plays perfectly), and the hint says each move's final margin; the other levels
/// play as they would without it.
pub fn serve_with(r: &Request, tables: &[&Table]) -> Response {
    match r.mode {
        Mode::Play | Mode::Hint | Mode::Value => search(r, tables),
        Mode::Decide => decide(r),
    }
}

/// Serves a `play`, `hint` or `value` request.
fn search(r: &Request, tables: &[&Table]) -> Response {
    let pos = match Position::from_value(&r.position) {
        Ok(p) => p,
        Err(e) => return Response::error(r.id, format!("position: {e}")),
    };
    let mut history = Vec::with_capacity(r.history.len() + 1);
    for (i, h) in r.history.iter().enumerate() {
        match Position::from_value(h) {
            Ok(p) => history.push(p),
            Err(e) => return Response::error(r.id, format!("history[{i}]: {e}")),
        }
    }
    if history.last() != Some(&pos) {
        history.push(pos.clone());
    }
    let wants_tables = r.mode != Mode::Play || r.level == Level::Expert;
    let covering: Vec<&Table> = tables
        .iter()
        .copied()
        .filter(|t| wants_tables && t.covers(&pos))
        .collect();
    let think = Think::new(&pos)
        .history(&history)
        .level(r.level)
        .seed(r.seed)
        .tables(&covering);
    let think = match r.nodes {
        Some(n) => think.nodes(n),
        None => think,
    };
    let mut out = Response::new(r.id);
    out.table = !covering.is_empty();
    if r.mode == Mode::Play {
        if let Some(c) = think.choose() {
            out.mv = Some(c.mv.to_string());
            out.value = c.value;
            out.nodes = c.nodes;
            out.depth = c.depth;
        }
    } else {
        // Analysing every move with a full window costs more than choosing one: a hint
        // gets three times the level's budget, a point of the graph the level's (unless
        // the request says how many nodes).
        let level_nodes = r.level.budget(pos.game()).nodes;
        let nodes = match r.mode {
            Mode::Hint => r.nodes.unwrap_or(level_nodes * 3),
            _ => r.nodes.unwrap_or(level_nodes),
        }
        .max(1_000);
        let a = think.nodes(nodes).analyse();
        out.mv = a.best.map(|m| m.to_string());
        out.value = a
            .best
            .and_then(|b| a.moves.iter().find(|m| m.mv == b))
            .map(|m| m.value);
        if r.mode == Mode::Hint {
            let me = pos.to_move();
            let margin = |mv: &Move| {
                let table = covering.first()?;
                table.margin(&pos.play(mv).ok()?, me)
            };
            out.analysis = a
                .moves
                .iter()
                .map(|m| MoveEntry {
                    mv: m.mv.to_string(),
                    value: m.value,
                    margin: margin(&m.mv),
                })
                .collect();
        }
        out.solved = a.solved;
        out.nodes = a.nodes;
        out.depth = a.depth;
    }
    out
}

/// Serves a `decide` request: the record replayed exactly, move by move (so that what
/// was decided before a move that cannot be played is kept), then the move asked for.
fn decide(r: &Request) -> Response {
    let Some(record) = &r.record else {
        return Response::error(r.id, "decide: no record".into());
    };
    let record = match Record::from_json(&record.to_string()) {
        Ok(rec) => rec,
        Err(e) => return Response::error(r.id, format!("record: {e}")),
    };
    let mv = match r.mv.as_deref().map(str::parse::<Move>) {
        None => None,
        Some(Ok(m)) => Some(m),
        Some(Err(e)) => return Response::error(r.id, format!("move: {e}")),
    };
    // The start (its no-move rules decided exactly), then each move.
    let start = Record {
        moves: Vec::new(),
        ..record.clone()
    };
    let mut game: Game = match start.replay(Effort::Exact) {
        Ok(g) => g,
        Err(e) => return Response::error(r.id, format!("record: {e}")),
    };
    let mut out = Response::new(r.id);
    let moves = record.moves.iter().map(|m| (Some(m), *m));
    for (n, (recorded, m)) in moves.chain(mv.map(|m| (None, m))).enumerate() {
        if let Err(e) = game.play(&m, Effort::Exact) {
            out.refusal = Some(match recorded {
                Some(_) => format!("move {} ({m}): {e}", n + 1),
                None => format!("{m}: {e}"),
            });
            break;
        }
    }
    out.decisions = Some(game.decisions().to_json());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Decisions, Refusal};

    /// Plays `mv` in `game` at the page's effort.
    fn quick_play(game: &mut Game, mv: &Move) -> Result<(), Refusal> {
        game.play(mv, Effort::Quick).map(|_| ())
    }

    /// A record and a move after it that the quick pass leaves undecided (endless,
    /// decided exactly in about a millisecond): `tests/data/long_sowings.json`.
    fn fixture() -> (Record, Move) {
        let all: serde_json::Value =
            serde_json::from_str(include_str!("../../tests/data/long_sowings.json")).expect("JSON");
        let f = &all["quick"];
        let record = Record::from_json(&f["record"].to_string()).expect("a record");
        (
            record,
            f["move"].as_str().expect("a move").parse().expect("a move"),
        )
    }

    fn ask(r: &Request) -> Response {
        let text = serde_json::to_string(r).expect("serialises");
        serde_json::from_str(&handle(&text)).expect("a response")
    }

    #[test]
    fn decide_replays_the_record_exactly_and_answers_with_what_it_decided() {
        let (record, mv) = fixture();
        let mut quick = record
            .replay(Effort::Quick)
            .expect("the record replays quickly");
        assert_eq!(quick_play(&mut quick, &mv).err(), Some(Refusal::Undecided));
        let r = ask(&Request::decide(4, &record, Some(mv)));
        assert!(r.ok && r.id == 4, "{r:?}");
        let refusal = r.refusal.expect("the move is endless");
        assert!(refusal.starts_with("j1/4: "), "{refusal}");
        let d = Decisions::from_json(r.decisions.as_ref().expect("decisions")).expect("reads");
        assert!(!d.is_empty());
        // What the page does with the answer: the quick pass now knows.
        quick.learn(d.clone());
        assert!(matches!(
            quick_play(&mut quick, &mv),
            Err(Refusal::Illegal(_))
        ));
        // Decided once, kept: a record carrying them is answered with them again.
        let mut known = record.clone();
        known.decisions = d.clone();
        let again = ask(&Request::decide(5, &known, Some(mv)));
        let d2 = Decisions::from_json(again.decisions.as_ref().expect("decisions"));
        assert_eq!(d2, Ok(d));
        // Without a move: the record alone, nothing long in it.
        let plain = ask(&Request::decide(6, &record, None));
        assert!(plain.ok && plain.refusal.is_none(), "{plain:?}");
        assert_eq!(plain.decisions, Some(serde_json::json!([])));
    }

    #[test]
    fn decide_says_which_move_of_the_record_cannot_be_played_and_refuses_bad_requests() {
        let (mut record, mv) = fixture();
        record.moves.push(mv);
        let r = ask(&Request::decide(7, &record, None));
        assert!(r.ok, "{r:?}");
        let refusal = r.refusal.expect("move 13 is endless");
        assert!(refusal.starts_with("move 13 (j1/4): "), "{refusal}");
        assert!(r
            .decisions
            .is_some_and(|d| d.as_array().is_some_and(|a| !a.is_empty())));
        for bad in [
            r#"{"id": 8, "mode": "decide"}"#,
            r#"{"id": 8, "mode": "decide", "record": {"game": "chess"}}"#,
            r#"{"id": 8, "mode": "decide", "record": {"game": "katro"}, "move": "zz"}"#,
        ] {
            let r: Response = serde_json::from_str(&handle(bad)).expect("a response");
            assert!(!r.ok && r.id == 8 && r.error.is_some(), "{bad}: {r:?}");
        }
    }
}
