//! Reading a save of any version ([`read`]): the current one through `format.rs`, the
//! earlier ones through their readers here, kept so that no save of any version is lost:
//! each turns a save into the version 3 structs ([`SaveV3`]), reading it exactly as the
//! app that wrote it did.
//!
//! **Version 1** was one slot (`mancala-atlas.game`) with `record`, `at`, `mode`,
//! `level`, `speed` and `screen`. [`v1_to_v2`] makes it a version 2 save (the storage
//! side, `policy.rs`, moves the slot into a game's key on the first load).
//!
//! **Version 2**:
//!
//! ```json
//! {"version":2,"id":"k3j2x-1","revision":7,"saved":1718000000000,
//!  "record":{"game":"katro","options":{},"moves":["a1","f6'"]},"at":2,
//!  "mode":"two-players","level":"medium",
//!  "summary":{"game":"katro","moves":2,"at":2,"to_move":"south"}}
//! ```
//!
//! read leniently, as it always was: `saved` may be missing (0), `at` beyond the moves
//! is cut to them (missing: all of them), an unknown `mode` is two players, an unknown
//! `level` the default, a summary that does not read is left out (the list replays
//! nothing: it shows the moves). A finished game's summary says
//! `"result":{"winner":"north","score":[20,28],"unit":"fours"}` instead of `to_move`, an
//! ended one `"result":{"winner":"north","resigned":"south"}` or
//! `{"winner":null,"agreed":true}`. Only an `ended` part that does not hold together makes
//! the save unreadable (as [`SaveV3::into_saved`] checks for every version).

use serde::Deserialize;
use serde_json::{json, Map, Value};

use super::super::ending::Ending;
use super::super::prefs::Speed;
use super::super::results::ScoreUnit;
use super::super::session::{Mode, SaveId, DEFAULT_LEVEL};
use super::format::{
    parse_object, version, EndedV3, Id, Named, SaveV3, SummaryV3, MAX_REVISION, SAVE_VERSION,
};
use super::saved::{restore, Replayed, SaveError, SavedGame, Standing, Summary};
use crate::ai::Level;
use crate::engine::{GameId, Player, Record};

/// What a migration step knows besides the save itself.
pub struct Context<'a> {
    /// The text read (version 1 saves take their id from it).
    pub text: &'a str,
    /// Now, in milliseconds since 1970.
    pub now: f64,
}

type Upgrade = fn(Map<String, Value>, &Context) -> Result<Map<String, Value>, SaveError>;

/// The migrations of the objects before version 2: `UPGRADES[v - 1]` turns a version
/// `v` save into version `v + 1`; [`v2`] reads version 2 into the current structs.
pub const UPGRADES: [Upgrade; 1] = [v1_to_v2];

/// Version 1 → 2: the one slot becomes a game with an id (`v1-` and the hash of its
/// text, so that the same slot migrated twice is one game) at revision 1; the speed goes
/// to the preferences and the screen to the tab (both are dropped here).
fn v1_to_v2(mut m: Map<String, Value>, cx: &Context) -> Result<Map<String, Value>, SaveError> {
    m.remove("speed");
    m.remove("screen");
    m.insert("version".into(), json!(2));
    m.insert("id".into(), json!(format!("v1-{}", text_hash(cx.text))));
    m.insert("revision".into(), json!(1));
    m.insert("saved".into(), json!(cx.now));
    Ok(m)
}

/// Reads a save of version `v` (1 or 2) into the current structs.
///
/// # Errors
/// What is wrong with it; [`SaveError::Newer`] for a version this reader does not know.
pub fn to_v3(mut m: Map<String, Value>, cx: &Context) -> Result<SaveV3, SaveError> {
    loop {
        let v = version(&m)?;
        if v == 2 {
            return v2(&m);
        }
        let step = usize::try_from(v - 1)
            .ok()
            .and_then(|i| UPGRADES.get(i))
            .ok_or(SaveError::Newer(v))?;
        m = step(m, cx)?;
    }
}

/// Reads a version 2 save (the reader of version 2 of the app, unchanged but for the
/// bound on the revision, [`MAX_REVISION`], as version 3 reads it).
fn v2(m: &Map<String, Value>) -> Result<SaveV3, SaveError> {
    let id = m
        .get("id")
        .ok_or(SaveError::Missing("id"))?
        .as_str()
        .and_then(SaveId::parse)
        .ok_or(SaveError::Invalid("id"))?;
    let revision = m
        .get("revision")
        .ok_or(SaveError::Missing("revision"))?
        .as_u64()
        .filter(|&r| r <= MAX_REVISION)
        .ok_or(SaveError::Invalid("revision"))?;
    let saved = m.get("saved").and_then(Value::as_f64).unwrap_or(0.0);
    let record_json = m.get("record").ok_or(SaveError::Missing("record"))?;
    // Read here too: a record that does not read is said before any other part.
    let moves = Record::from_json(&record_json.to_string())
        .map_err(SaveError::Record)?
        .moves
        .len();
    let at = m
        .get("at")
        .and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
        .map_or(moves, |n| n.min(moves));
    let mode = m
        .get("mode")
        .and_then(Value::as_str)
        .and_then(Mode::from_id)
        .unwrap_or(Mode::TwoPlayers);
    // A level this app does not know (or none, saved before there were levels): the default.
    let level = m
        .get("level")
        .and_then(Value::as_str)
        .and_then(Level::named)
        .unwrap_or(DEFAULT_LEVEL);
    let summary = m.get("summary").and_then(summary_v2);
    // A resignation or an agreed draw: kept only when it holds together (a save whose
    // `ended` part does not is not read, and so is set aside with the reason).
    // (The `ended` part is the same in versions 2 and 3: read as version 3 reads it.)
    let ended = match Option::<EndedV3>::deserialize(m.get("ended").cloned().unwrap_or_default()) {
        Ok(None) => None,
        Ok(Some(e)) => Some(e.conclusion(moves).ok_or(SaveError::Invalid("ended"))?),
        Err(_) => return Err(SaveError::Invalid("ended")),
    };
    Ok(SaveV3 {
        version: SAVE_VERSION,
        id,
        revision,
        saved,
        record: record_json.clone(),
        at,
        mode: Id(mode),
        level,
        summary: summary.as_ref().map(SummaryV3::of),
        ended: ended.map(EndedV3::of),
    })
}

/// Reads a version 2 summary; `None` for anything else.
pub fn summary_v2(v: &Value) -> Option<Summary> {
    let game: GameId = v.get("game")?.as_str()?.parse().ok()?;
    let moves = usize::try_from(v.get("moves")?.as_u64()?).ok()?;
    let at = usize::try_from(v.get("at")?.as_u64()?).ok()?.min(moves);
    let mode = v
        .get("mode")
        .and_then(Value::as_str)
        .and_then(Mode::from_id)
        .unwrap_or(Mode::TwoPlayers);
    let score = |r: &Value| -> Option<[u8; 2]> {
        let s = r.get("score")?.as_array()?;
        let n = |i: usize| u8::try_from(s.get(i)?.as_u64()?).ok();
        Some([n(0)?, n(1)?])
    };
    let resigned = |r: &Value| r.get("resigned")?.as_str().and_then(Player::from_name);
    let standing = if let Some(by) = v.get("result").and_then(resigned) {
        Some(Standing::Ended(Ending::Resigned { by }))
    } else if v.get("result").and_then(|r| r.get("agreed")) == Some(&Value::Bool(true)) {
        Some(Standing::Ended(Ending::DrawAgreed))
    } else if let Some(r) = v.get("result") {
        let score = score(r)?;
        let unit = r
            .get("unit")
            .and_then(Value::as_str)
            .and_then(ScoreUnit::from_id);
        match r.get("winner")? {
            Value::Null => Some(Standing::Drawn { score, unit }),
            w => Some(Standing::Won {
                winner: Player::from_name(w.as_str()?)?,
                score,
                unit,
            }),
        }
    } else {
        v.get("to_move")
            .and_then(Value::as_str)
            .and_then(Player::from_name)
            .map(Standing::ToMove)
    };
    Some(Summary {
        game,
        moves,
        at,
        standing,
        mode,
    })
}

/// A version 1 save's speed, if it has a known one.
pub fn v1_speed(text: &str) -> Option<Speed> {
    let m = parse_object(text).ok()?;
    (version(&m).ok()? == 1)
        .then(|| m.get("speed")?.as_str().and_then(Speed::from_id))
        .flatten()
}

/// A short, stable hash of a text (FNV-1a, 64 bits, in hex): the id of a migrated or
/// set-aside save, so that the same text is never kept twice.
pub fn text_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// The format version of a saved text, if it has one.
pub fn version_of(text: &str) -> Option<u64> {
    parse_object(text).ok().and_then(|m| version(&m).ok())
}

/// Reads a save of any known version (upgrading it to the current one).
///
/// # Errors
/// What is wrong with it; [`SaveError::Newer`] for a version this app does not know.
pub fn read(text: &str, now: f64) -> Result<SavedGame, SaveError> {
    let m = parse_object(text)?;
    let v = version(&m)?;
    let save = if v == SAVE_VERSION {
        SaveV3::from_object(m)?
    } else if v < SAVE_VERSION {
        to_v3(m, &Context { text, now })?
    } else {
        return Err(SaveError::Newer(v));
    };
    save.into_saved()
}

/// Reads and replays a save.
///
/// # Errors
/// As [`read`] and [`restore`].
pub fn open(text: &str, now: f64) -> Result<Replayed, SaveError> {
    restore(&read(text, now)?)
}
