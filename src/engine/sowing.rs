//! Sowing: one [`turn`] that lifts seeds, drops them one by one along a [`Track`] and
//! relays from where the last seed lands, until the game says stop. A game supplies only
//! what happens where seeds land ([`Laps`]): a capture, a relay or a stop. Endless sowing
//! (RULES.md §1.3) is decided here, exactly, for every game.
//!
//! Deciding exactly can take long: Kiothi has rare endless sowings whose relay cycle runs
//! to hundreds of millions of laps. A quick [`Ctx`] gives up after [`QUICK_LAPS`] laps
//! and says the sowing is undecided, so that the page never waits on it; an exact one
//! walks on, and can keep what it found in [`Decisions`], which later quick passes (a
//! replay, a reload) use instead of walking again.

use serde_json::{json, Value};

use super::board::{Circuit, Track, MAX_HOLES};
use super::error::{DecisionsError, PlayError};
use super::player::Player;
use super::position::Position;
use super::trace::{Events, TraceEvent};

/// Relay laps a quick pass follows before it calls a sowing undecided; also the laps a
/// trace shows seed by seed. Ordinary sowings take a handful of laps.
pub const QUICK_LAPS: u64 = 4096;

/// The most laps a decided sowing may be said to take (2^40, about 1.1 × 10^12): what
/// [`Decisions::from_json`] reads, so that whatever counts or says the laps (`1 + laps`,
/// a number in words) never overflows, however the decisions were written. Deciding walks
/// every lap (natively about 4 × 10^7 a second: Kiothi's longest known cycle, 157,243,048
/// laps, takes 3.6 s), so a sowing of 2^40 laps would take hours to decide, and no sowing
/// the engine has met comes within a thousandth of it.
pub const MAX_LAPS: u64 = 1 << 40;

/// How far the engine follows a long sowing: the one knob between the page, which must
/// never wait, and everyone else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effort {
    /// A relay is followed at most [`QUICK_LAPS`] laps; a longer one is *undecided* (the
    /// page's main thread).
    Quick,
    /// Every sowing is walked to its end, however long (the worker, the CLI, tests). A
    /// build without the `long-sowings` feature (the sketch bundle, which never asks for
    /// it) has no such walk: there a long sowing not known is undecided, as at `Quick`.
    Exact,
}

/// What the last seed of a lap leads to.
pub(crate) enum Landing {
    /// Lift the landing hole and sow on.
    Relay,
    /// The sowing is over.
    Stop,
}

/// What a game does where seeds land, for one turn.
pub(crate) trait Laps {
    /// Whether [`Laps::passing`] does anything.
    const PASSING: bool = false;
    /// A seed that is not its lap's last has just made hole `i` what it is (Rio Kadalis
    /// takes fours there).
    #[inline(always)]
    fn passing(&mut self, _p: &mut Position, _i: usize, _ev: &mut Events) {}
    /// The last seed of a lap has just fallen into hole `i`; `first` for the turn's first
    /// lap. Captures happen here; the answer says whether to relay.
    ///
    /// # Errors
    /// A move the rules forbid (Kiothi's first-lap rule).
    fn last(
        &mut self,
        p: &mut Position,
        i: usize,
        first: bool,
        ev: &mut Events,
    ) -> Result<Landing, PlayError>;
}

/// How a move is being played: what is recorded, how far sowings are followed, which
/// long sowings are known already and which were decided now.
pub(crate) struct Ctx<'a> {
    /// The trace.
    pub ev: Events,
    exact: bool,
    /// Set when a quick pass met a sowing it could not decide: its result is void.
    pub undecided: bool,
    known: Option<&'a Decisions>,
    learned: Option<Decisions>,
}

/// `can_move(position, player, ctx)`: whether `player` has a legal sowing (the play
/// layer's answer, handed to the games' no-move rules).
pub(crate) type CanMove = fn(&Position, Player, &mut Ctx) -> bool;

impl<'a> Ctx<'a> {
    /// Nothing recorded, sowings followed as `effort` says.
    pub fn new(effort: Effort) -> Ctx<'a> {
        Ctx {
            ev: Events::off(),
            exact: effort == Effort::Exact,
            undecided: false,
            known: None,
            learned: None,
        }
    }
    /// Records the trace.
    pub fn traced(mut self) -> Ctx<'a> {
        self.ev = Events::recording();
        self
    }
    /// Uses what `known` holds before walking a long sowing.
    pub fn knowing(mut self, known: &'a Decisions) -> Ctx<'a> {
        self.known = Some(known);
        self
    }
    /// Keeps every long sowing decided exactly.
    pub fn learning(mut self) -> Ctx<'a> {
        self.learned = Some(Decisions::default());
        self
    }
    /// Whether sowings are followed to the end.
    pub fn is_exact(&self) -> bool {
        self.exact
    }
    /// What this context takes as decided.
    pub fn known(&self) -> Option<&'a Decisions> {
        self.known
    }
    /// The long sowings decided by this context.
    pub fn take_learned(&mut self) -> Decisions {
        self.learned.take().unwrap_or_default()
    }
}

/// One turn's sowing along the mover's `circuit`: `count` seeds lifted from the hole at
/// `start`, then relays as `rule` decides.
///
/// # Errors
/// What `rule` refuses, or [`PlayError::EndlessSowing`] (also for a quick pass that gave
/// up: then `ctx.undecided` is set).
pub(crate) fn turn<L: Laps>(
    p: &mut Position,
    circuit: Circuit,
    start: usize,
    count: u8,
    rule: &mut L,
    ctx: &mut Ctx,
) -> Result<(), PlayError> {
    // Compiled twice: with the trace (the animation) and without (play, search).
    if ctx.ev.on() {
        Walk::<true>::new(p, circuit).turn(p, start, count, rule, ctx)
    } else {
        Walk::<false>::new(p, circuit).turn(p, start, count, rule, ctx)
    }
}

/// A sowing in progress along the mover's circuit; `TRACE`: whether events are kept.
struct Walk<'t, const TRACE: bool> {
    circuit: Circuit,
    track: &'t Track,
}

/// The state a relay lap starts from: what decides how the sowing goes on (board and
/// marks), plus the stores, for keeping a long sowing's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Snap {
    pits: [u8; MAX_HOLES],
    nki: u64,
    captured: [u8; 2],
    hole: u8,
}

impl Snap {
    #[inline]
    fn of(p: &Position, hole: usize) -> Snap {
        Snap {
            pits: p.pits,
            nki: p.nki,
            captured: p.captured,
            hole: hole as u8,
        }
    }
    /// The same sowing state (the stores do not steer a sowing).
    #[inline]
    fn same(&self, p: &Position, hole: usize) -> bool {
        self.hole as usize == hole && self.pits == p.pits && self.nki == p.nki
    }
    fn restore(&self, p: &mut Position) -> usize {
        p.pits = self.pits;
        p.nki = self.nki;
        p.captured = self.captured;
        self.hole as usize
    }
    fn seeds(&self) -> u32 {
        self.pits
            .iter()
            .chain(&self.captured)
            .map(|&n| n as u32)
            .sum()
    }
}

impl<const TRACE: bool> Walk<'_, TRACE> {
    fn new(p: &Position, circuit: Circuit) -> Walk<'static, TRACE> {
        Walk {
            circuit,
            track: p.geometry().track(p.to_move, circuit),
        }
    }

    #[inline(always)]
    fn turn<L: Laps>(
        &mut self,
        p: &mut Position,
        start: usize,
        count: u8,
        rule: &mut L,
        ctx: &mut Ctx,
    ) -> Result<(), PlayError> {
        let last = self.lap(p, start, count, false, rule, &mut ctx.ev);
        match rule.last(p, last, true, &mut ctx.ev)? {
            Landing::Stop => Ok(()),
            Landing::Relay => self.relay(p, last, rule, ctx),
        }
    }

    /// Lifts `n` seeds from `from` and drops them one at a time into the following holes
    /// of the track, skipping closed holes (the hole lifted from is not skipped). Returns
    /// the hole of the last drop.
    #[inline(always)]
    fn lap<L: Laps>(
        &mut self,
        p: &mut Position,
        from: usize,
        n: u8,
        relay: bool,
        rule: &mut L,
        ev: &mut Events,
    ) -> usize {
        p.pits[from] -= n;
        p.nki &= !(1 << from);
        if TRACE {
            let hole = p.geometry().hole(from);
            ev.push(|| TraceEvent::Lift {
                hole,
                count: n,
                relay,
            });
        }
        let mut h = from;
        if p.closed == 0 {
            // No hole closed (every game but a match's later rounds): no test per seed.
            for k in 0..n {
                h = self.track.next(h);
                p.pits[h] += 1;
                self.dropped::<L>(p, h, k + 1 == n, rule, ev);
            }
            return h;
        }
        for k in 0..n {
            h = self.track.next(h);
            while p.closed & (1 << h) != 0 {
                h = self.track.next(h);
            }
            p.pits[h] += 1;
            self.dropped::<L>(p, h, k + 1 == n, rule, ev);
        }
        h
    }

    /// After a seed fell into `h`: the trace, and the game's rule for a passing seed.
    #[inline(always)]
    fn dropped<L: Laps>(
        &self,
        p: &mut Position,
        h: usize,
        last: bool,
        rule: &mut L,
        ev: &mut Events,
    ) {
        if TRACE {
            let (hole, count) = (p.geometry().hole(h), p.pits[h]);
            ev.push(|| TraceEvent::Drop { hole, count });
        }
        if L::PASSING && !last {
            rule.passing(p, h, ev);
        }
    }

    /// One relay lap from `hole`: the next hole to relay from, or `None` when it stops.
    #[inline(always)]
    fn relay_lap<L: Laps>(
        &mut self,
        p: &mut Position,
        hole: usize,
        rule: &mut L,
        ev: &mut Events,
    ) -> Result<Option<usize>, PlayError> {
        let n = p.pits[hole];
        let last = self.lap(p, hole, n, true, rule, ev);
        Ok(match rule.last(p, last, false, ev)? {
            Landing::Relay => Some(last),
            Landing::Stop => None,
        })
    }

    /// Relay laps from `hole` until `rule` stops them. The lap-start state (board, marks,
    /// hole to lift) is a function of the previous one, so a repeated state means the
    /// sowing never ends. Each state is compared in full (no hashing, no lap cap) with the
    /// state after the first relay lap (relay sowing is almost always reversible, so an
    /// endless sowing comes back to it) and with Brent's saved state (which finds any
    /// cycle). Past [`QUICK_LAPS`] laps, see [`Walk::long`].
    fn relay<L: Laps>(
        &mut self,
        p: &mut Position,
        mut hole: usize,
        rule: &mut L,
        ctx: &mut Ctx,
    ) -> Result<(), PlayError> {
        // The starting state names a long relay in `Decisions`: kept only when they are.
        let origin = (ctx.known.is_some() || ctx.learned.is_some()).then(|| Snap::of(p, hole));
        let mut first: Option<Snap> = None;
        let mut saved: Option<Snap> = None;
        let mut power: u64 = 1;
        let mut steps: u64 = 0;
        let mut laps: u64 = 0;
        loop {
            match self.relay_lap(p, hole, rule, &mut ctx.ev)? {
                None => return Ok(()),
                Some(h) => hole = h,
            }
            laps += 1;
            match &first {
                Some(s) if s.same(p, hole) => return Err(PlayError::EndlessSowing),
                Some(_) => {}
                None => first = Some(Snap::of(p, hole)),
            }
            if saved.as_ref().is_some_and(|s| s.same(p, hole)) {
                return Err(PlayError::EndlessSowing);
            }
            if laps == QUICK_LAPS {
                let cycle = Cycle {
                    first,
                    saved,
                    power,
                    steps,
                };
                return self.long(p, hole, rule, ctx, origin, laps, cycle);
            }
            steps += 1;
            if steps == power {
                saved = Some(Snap::of(p, hole));
                power <<= 1;
                steps = 0;
            }
        }
    }

    /// A relay still going after [`QUICK_LAPS`] laps. What `ctx` knows of it is used (a
    /// kept end is checked to end the sowing); else a quick pass gives up (undecided) and
    /// an exact one walks on, keeps the trace short ([`TraceEvent::LongSowing`] instead
    /// of every seed) and, learning, keeps the result.
    #[allow(clippy::too_many_arguments)]
    #[cold]
    #[inline(never)]
    fn long<L: Laps>(
        &mut self,
        p: &mut Position,
        mut hole: usize,
        rule: &mut L,
        ctx: &mut Ctx,
        origin: Option<Snap>,
        mut laps: u64,
        mut c: Cycle,
    ) -> Result<(), PlayError> {
        let key = origin.map(|o| (o, Decisions::key(p, self.circuit, &o)));
        let known = key.and_then(|(_, k)| ctx.known?.get(k));
        match known {
            Some(Decision::Endless) => return Err(PlayError::EndlessSowing),
            Some(Decision::Ends { last, laps })
                if key.is_some_and(|(o, _)| last.seeds() == o.seeds())
                    && self.stops(p, last, rule) =>
            {
                return self.finish_long(p, rule, ctx, last, laps);
            }
            // Not known, or kept wrong (its last lap does not end the sowing): decide.
            _ => {}
        }
        // A build without the exact walk (the sketch, which plays only quickly: Cargo.toml's
        // `long-sowings`) gives up as a quick pass does.
        if !ctx.exact || !cfg!(feature = "long-sowings") {
            ctx.undecided = true;
            return Err(PlayError::EndlessSowing);
        }
        let kept = ctx.ev.pause();
        let mut quiet = Events::off();
        let result = loop {
            let start = Snap::of(p, hole);
            match self.relay_lap(p, hole, rule, &mut quiet) {
                Err(e) => break Err(e),
                Ok(None) => break Ok(start),
                Ok(Some(h)) => hole = h,
            }
            laps += 1;
            if c.first.is_some_and(|s| s.same(p, hole)) || c.saved.is_some_and(|s| s.same(p, hole))
            {
                break Err(PlayError::EndlessSowing);
            }
            c.steps += 1;
            if c.steps == c.power {
                c.saved = Some(Snap::of(p, hole));
                c.power <<= 1;
                c.steps = 0;
            }
        };
        ctx.ev.resume(kept);
        match result {
            Err(PlayError::EndlessSowing) => {
                if let (Some(l), Some((_, key))) = (&mut ctx.learned, key) {
                    l.insert(key, Decision::Endless);
                }
                Err(PlayError::EndlessSowing)
            }
            Err(e) => Err(e),
            Ok(last) => {
                let laps = laps + 1;
                if let (Some(l), Some((_, key))) = (&mut ctx.learned, key) {
                    l.insert(key, Decision::Ends { last, laps });
                }
                self.finish_long(p, rule, ctx, last, laps)
            }
        }
    }

    /// Whether a lap from `last` ends the sowing (tried on a copy).
    #[cold]
    fn stops<L: Laps>(&mut self, p: &Position, last: Snap, rule: &mut L) -> bool {
        let mut q = p.clone();
        let hole = last.restore(&mut q);
        matches!(
            self.relay_lap(&mut q, hole, rule, &mut Events::off()),
            Ok(None)
        )
    }

    /// Ends a long relay from the start of its last lap, `last` (a lap from there ends
    /// it): the trace says how long it was and shows that lap seed by seed.
    #[cold]
    fn finish_long<L: Laps>(
        &mut self,
        p: &mut Position,
        rule: &mut L,
        ctx: &mut Ctx,
        last: Snap,
        laps: u64,
    ) -> Result<(), PlayError> {
        let hole = last.restore(p);
        if TRACE {
            let len = p.geometry().len();
            let from = p.geometry().hole(hole);
            ctx.ev.push(|| TraceEvent::LongSowing {
                laps,
                pits: last.pits[..len].to_vec(),
                captured: last.captured,
                from,
            });
        }
        self.relay_lap(p, hole, rule, &mut ctx.ev).map(|_| ())
    }
}

/// Brent's cycle search, carried from the quick laps into the long ones.
struct Cycle {
    first: Option<Snap>,
    saved: Option<Snap>,
    power: u64,
    steps: u64,
}

/// What is known of a long relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decision {
    /// It never ends.
    Endless,
    /// It ends: `last` is where its last lap starts, after `laps` laps in all.
    Ends { last: Snap, laps: u64 },
}

/// Long sowings decided exactly, kept so that nobody waits for them twice: with a game
/// (`Game::decisions`), in its saves and records. Keyed by a 128-bit fingerprint of the
/// game, options, circuit and the state the relay starts from; a kept result is used only
/// when its seed count fits the board it is applied to. A game keeps a handful at most:
/// a list in the keys' order, searched by halves, is less code in a bundle than a map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Decisions {
    /// One entry a key, by key.
    list: Vec<(u128, Decision)>,
}

impl Decisions {
    /// How many sowings are kept.
    pub fn len(&self) -> usize {
        self.list.len()
    }
    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
    /// Adds what `other` keeps (over what this keeps of the same sowing).
    pub fn merge(&mut self, other: Decisions) {
        for (key, d) in other.list {
            self.insert(key, d);
        }
    }

    fn get(&self, key: u128) -> Option<Decision> {
        let i = self.list.binary_search_by_key(&key, |e| e.0).ok()?;
        Some(self.list[i].1)
    }

    fn insert(&mut self, key: u128, d: Decision) {
        match self.list.binary_search_by_key(&key, |e| e.0) {
            Ok(i) => self.list[i].1 = d,
            Err(i) => self.list.insert(i, (key, d)),
        }
    }
    /// How many of the sowings kept here `truth` keeps too, with another verdict (it never
    /// ends, or ends otherwise): a record from elsewhere whose decisions are checked
    /// against the ones made here.
    ///
    /// # Examples
    /// ```
    /// use mancala_atlas::engine::Decisions;
    /// use serde_json::json;
    ///
    /// let key = "0000000000000000000000000000002a";
    /// let endless = Decisions::from_json(&json!([{"key": key, "endless": true}])).unwrap();
    /// let ends = Decisions::from_json(&json!([{"key": key, "laps": 5000, "from": 0,
    ///     "pits": vec![0; 36], "nki": 0, "captured": [0, 0]}])).unwrap();
    /// assert_eq!(ends.contradicted_by(&endless), 1);
    /// assert_eq!(endless.contradicted_by(&endless), 0);
    /// assert_eq!(endless.contradicted_by(&Decisions::default()), 0);
    /// ```
    pub fn contradicted_by(&self, truth: &Decisions) -> usize {
        self.list
            .iter()
            .filter(|(key, d)| truth.get(*key).is_some_and(|t| t != *d))
            .count()
    }
    /// Forgets the sowings `decided` keeps (right or wrong here).
    pub fn forget(&mut self, decided: &Decisions) {
        self.list.retain(|(key, _)| decided.get(*key).is_none());
    }

    /// FNV-1a (128 bits) of the rules, the circuit and the relay's starting state.
    fn key(p: &Position, circuit: Circuit, origin: &Snap) -> u128 {
        const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013B;
        let mut h: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
        let mut eat = |bytes: &[u8]| {
            for &b in bytes {
                h ^= b as u128;
                h = h.wrapping_mul(PRIME);
            }
        };
        eat(p.game().id().as_bytes());
        eat(&p.rules.options.0);
        eat(&[
            p.to_move.index() as u8,
            matches!(circuit, Circuit::Mirrored) as u8,
            origin.hole,
        ]);
        eat(&p.closed.to_le_bytes());
        eat(&origin.pits[..p.geometry().len()]);
        eat(&origin.nki.to_le_bytes());
        eat(&origin.captured);
        h
    }

    /// As JSON: a list of `{"key": hex, "endless": true}` and
    /// `{"key": hex, "laps": n, "from": i, "pits": [...], "nki": n, "captured": [s, n]}`.
    pub fn to_json(&self) -> Value {
        Value::Array(
            self.list
                .iter()
                .map(|(k, d)| match d {
                    Decision::Endless => json!({"key": format!("{k:032x}"), "endless": true}),
                    Decision::Ends { last, laps } => json!({
                        "key": format!("{k:032x}"),
                        "laps": laps,
                        "from": last.hole,
                        "pits": last.pits.to_vec(),
                        "nki": last.nki,
                        "captured": last.captured.to_vec(),
                    }),
                })
                .collect(),
        )
    }

    /// Reads [`Decisions::to_json`]. Only what a decision can hold is read: a hole of a
    /// board (`from`, and the marks of `nki`: one bit a hole, fewer than
    /// [`MAX_HOLES`]), counts of 0 to 255, and `laps` more than
    /// [`QUICK_LAPS`] (a sowing the quick pass decides is never kept) and at most
    /// [`MAX_LAPS`].
    ///
    /// # Errors
    /// Which entry is malformed, and in which field (one holding a number beyond those
    /// bounds is malformed).
    pub fn from_json(v: &Value) -> Result<Decisions, DecisionsError> {
        let list = v.as_array().ok_or(DecisionsError::NotAList)?;
        let mut d = Decisions::default();
        for (i, e) in list.iter().enumerate() {
            let bad = |field| DecisionsError::Entry {
                number: i + 1,
                field,
            };
            // `key`: 32 hexadecimal digits.
            let key = e
                .get("key")
                .and_then(Value::as_str)
                .filter(|k| k.len() == 32)
                .and_then(|k| u128::from_str_radix(k, 16).ok())
                .ok_or(bad("key"))?;
            let decision = if e.get("endless").and_then(Value::as_bool) == Some(true) {
                Decision::Endless
            } else {
                // A list of `len` counts from 0 to 255.
                let bytes = |name: &'static str, len: usize| -> Result<Vec<u8>, DecisionsError> {
                    e.get(name)
                        .and_then(Value::as_array)
                        .filter(|a| a.len() == len)
                        .and_then(|a| {
                            a.iter()
                                .map(|n| n.as_u64().filter(|&n| n <= 255).map(|n| n as u8))
                                .collect::<Option<Vec<u8>>>()
                        })
                        .ok_or(bad(name))
                };
                let mut pits = [0u8; MAX_HOLES];
                pits.copy_from_slice(&bytes("pits", MAX_HOLES)?);
                let captured = bytes("captured", 2)?;
                let hole = e
                    .get("from")
                    .and_then(Value::as_u64)
                    .filter(|&h| (h as usize) < MAX_HOLES)
                    .ok_or(bad("from"))?;
                Decision::Ends {
                    last: Snap {
                        pits,
                        nki: e
                            .get("nki")
                            .and_then(Value::as_u64)
                            .filter(|&n| n >> MAX_HOLES == 0)
                            .ok_or(bad("nki"))?,
                        captured: [captured[0], captured[1]],
                        hole: hole as u8,
                    },
                    laps: e
                        .get("laps")
                        .and_then(Value::as_u64)
                        .filter(|l| (QUICK_LAPS + 1..=MAX_LAPS).contains(l))
                        .ok_or(bad("laps"))?,
                }
            };
            d.insert(key, decision);
        }
        Ok(d)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// One decided end as JSON, with `laps` and `nki` as given.
    fn ends(laps: u64, nki: u64) -> Value {
        json!([{
            "key": format!("{:032x}", 7u128), "laps": laps, "from": 0,
            "pits": vec![0u8; MAX_HOLES], "nki": nki, "captured": [0, 0]
        }])
    }

    #[test]
    fn numbers_beyond_what_a_decision_can_hold_are_refused_with_the_field() {
        let bad = |field| Err(DecisionsError::Entry { number: 1, field });
        assert_eq!(Decisions::from_json(&ends(u64::MAX, 0)), bad("laps"));
        assert_eq!(
            Decisions::from_json(&ends(5000, 1 << MAX_HOLES)),
            bad("nki")
        );
        assert_eq!(Decisions::from_json(&ends(5000, u64::MAX)), bad("nki"));
        assert!(Decisions::from_json(&ends(5000, (1 << MAX_HOLES) - 1)).is_ok());
        // A long sowing takes more laps than the quick pass follows, and at most MAX_LAPS.
        for laps in [QUICK_LAPS, MAX_LAPS + 1, 0] {
            assert_eq!(Decisions::from_json(&ends(laps, 0)), bad("laps"), "{laps}");
        }
        for laps in [QUICK_LAPS + 1, MAX_LAPS] {
            assert!(Decisions::from_json(&ends(laps, 0)).is_ok(), "{laps}");
        }
    }

    #[test]
    fn decisions_are_checked_against_the_ones_made_here() {
        let key = |k: u128| format!("{k:032x}");
        let end = |k: u128, laps: u64| {
            json!({"key": key(k), "laps": laps, "from": 0, "pits": vec![0u8; MAX_HOLES],
                   "nki": 0, "captured": [0, 0]})
        };
        let read = |v: Value| Decisions::from_json(&v).expect("reads");
        let claims = read(json!([
            {"key": key(1), "endless": true},
            end(2, 5000),
            end(3, 5000),
            {"key": key(4), "endless": true},
        ]));
        let truth = read(json!([
            {"key": key(1), "endless": true},
            end(2, 5001),
            {"key": key(3), "endless": true},
            {"key": key(5), "endless": true},
        ]));
        // 2 ends otherwise, 3 never ends; 1 agrees; 4 was not decided here, 5 not claimed.
        assert_eq!(claims.contradicted_by(&truth), 2);
        assert_eq!(truth.contradicted_by(&claims), 2);
        let mut left = claims.clone();
        left.forget(&truth);
        assert_eq!(left, read(json!([{"key": key(4), "endless": true}])));
        assert_eq!(left.contradicted_by(&truth), 0);
    }
}
