//! The sowing animation as pure data: a move's trace (`Position::play_traced`) replayed
//! event by event over the position before the move. The board shown after the last
//! event is always the engine's position itself (see [`Animation::frame`]).

use std::rc::Rc;

use crate::engine::{Hole, Player, Position, TraceEvent};

/// What the board shows at one moment of an animation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Seeds in each hole, by index (`rank * files + file`).
    pub pits: Vec<u32>,
    /// Seeds captured by `[south, north]` (prisons in Kiothi).
    pub captured: [u32; 2],
    /// Seeds in the sower's hand.
    pub hand: u32,
    /// The hole the last event touched.
    pub focus: Option<Hole>,
    /// Holes emptied by captures so far.
    pub taken: Vec<Hole>,
    /// Kiothi's *nki* marks, by index.
    pub nki: Vec<bool>,
}

impl Frame {
    /// The frame of a position at rest.
    pub fn of(p: &Position) -> Frame {
        let g = p.geometry();
        Frame {
            pits: p.pits().iter().map(|&n| u32::from(n)).collect(),
            captured: [
                u32::from(p.captured(Player::South)),
                u32::from(p.captured(Player::North)),
            ],
            hand: 0,
            focus: None,
            taken: Vec::new(),
            nki: g.holes().map(|h| p.is_nki(h)).collect(),
        }
    }
}

/// One move being shown seed by seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// The position before the move.
    pub before: Position,
    /// The position after it (the engine's).
    pub after: Position,
    /// The events that can be shown on the board: the trace up to (not including) a
    /// round's end, after which the board is set up anew. Shared: stepping through a
    /// move never copies them.
    pub events: Rc<[TraceEvent]>,
    /// Events after the shown ones (a new round's set-up), only announced.
    pub tail: Rc<[TraceEvent]>,
    /// How many events have been shown.
    pub step: usize,
}

impl Animation {
    /// An animation of the move from `before` to `after` with its `trace`.
    pub fn new(before: Position, after: Position, trace: Vec<TraceEvent>) -> Animation {
        let cut = trace
            .iter()
            .position(|e| matches!(e, TraceEvent::RoundEnd { .. }))
            .unwrap_or(trace.len());
        let mut events = trace;
        let tail = events.split_off(cut);
        Animation {
            before,
            after,
            events: events.into(),
            tail: tail.into(),
            step: 0,
        }
    }

    /// Whether every event has been shown.
    pub fn done(&self) -> bool {
        self.step >= self.events.len()
    }

    /// Shows one more event.
    pub fn advance(&mut self) {
        self.step = (self.step + 1).min(self.events.len());
    }

    /// Shows events up to and including the next seed dropped.
    pub fn next_seed(&mut self) {
        while !self.done() {
            self.advance();
            if matches!(self.events[self.step - 1], TraceEvent::Drop { .. }) {
                break;
            }
        }
    }

    /// Shows events up to the start of the next lap (a relay lift) or the end.
    pub fn next_lap(&mut self) {
        while !self.done() {
            self.advance();
            if let Some(TraceEvent::Lift { relay: true, .. }) = self.events.get(self.step) {
                break;
            }
        }
    }

    /// Shows everything.
    pub fn finish(&mut self) {
        self.step = self.events.len();
    }

    /// The board after the first `step` events. Once done, this is the engine's position
    /// after the move, exactly.
    pub fn frame(&self) -> Frame {
        if self.done() {
            return Frame::of(&self.after);
        }
        let files = usize::from(self.before.files());
        let index = |h: &Hole| usize::from(h.rank()) * files + usize::from(h.file());
        let mut f = Frame::of(&self.before);
        let sub = |v: &mut u32, n: u8| *v = v.saturating_sub(u32::from(n));
        for e in &self.events[..self.step] {
            match e {
                TraceEvent::Lift { hole, count, .. } => {
                    let i = index(hole);
                    if let Some(v) = f.pits.get_mut(i) {
                        sub(v, *count);
                    }
                    if let Some(m) = f.nki.get_mut(i) {
                        *m = false;
                    }
                    f.hand = u32::from(*count);
                    f.focus = Some(*hole);
                }
                TraceEvent::Drop { hole, count } => {
                    if let Some(v) = f.pits.get_mut(index(hole)) {
                        *v = u32::from(*count);
                    }
                    f.hand = f.hand.saturating_sub(1);
                    f.focus = Some(*hole);
                }
                TraceEvent::Capture {
                    hole,
                    count,
                    by,
                    into,
                    ..
                } => {
                    if let Some(v) = f.pits.get_mut(index(hole)) {
                        sub(v, *count);
                    }
                    match into {
                        Some(h) => {
                            if let Some(v) = f.pits.get_mut(index(h)) {
                                *v += u32::from(*count);
                            }
                        }
                        None => f.captured[by.index()] += u32::from(*count),
                    }
                    f.taken.push(*hole);
                    f.focus = Some(*hole);
                }
                TraceEvent::Empty { hole, count } => {
                    if let Some(v) = f.pits.get_mut(index(hole)) {
                        sub(v, *count);
                    }
                    f.hand += u32::from(*count);
                    f.focus = Some(*hole);
                }
                TraceEvent::Place { hole, count } => {
                    if let Some(v) = f.pits.get_mut(index(hole)) {
                        *v += u32::from(*count);
                    }
                    f.hand = f.hand.saturating_sub(u32::from(*count));
                    f.focus = Some(*hole);
                }
                TraceEvent::Sweep { hole, count, to } => {
                    if let Some(v) = f.pits.get_mut(index(hole)) {
                        sub(v, *count);
                    }
                    f.captured[to.index()] += u32::from(*count);
                    f.focus = Some(*hole);
                }
                TraceEvent::NkiMarked { holes } => {
                    for h in holes {
                        if let Some(m) = f.nki.get_mut(index(h)) {
                            *m = true;
                        }
                    }
                }
                TraceEvent::LongSowing {
                    pits,
                    captured,
                    from,
                    ..
                } => {
                    // The laps in between are not shown: the board as the last lap starts.
                    for (v, &n) in f.pits.iter_mut().zip(pits) {
                        *v = u32::from(n);
                    }
                    f.captured = captured.map(u32::from);
                    f.hand = 0;
                    f.focus = Some(*from);
                }
                TraceEvent::Pass { .. }
                | TraceEvent::ExtraTurn { .. }
                | TraceEvent::RoundEnd { .. }
                | TraceEvent::GameEnd { .. } => {}
            }
        }
        f
    }

    /// How long an event stays on screen, as a multiple of the time per seed.
    pub fn weight(event: &TraceEvent) -> u32 {
        match event {
            TraceEvent::Drop { .. } | TraceEvent::Place { .. } | TraceEvent::Empty { .. } => 1,
            TraceEvent::Lift { .. } | TraceEvent::Sweep { .. } => 2,
            TraceEvent::NkiMarked { .. } => 3,
            _ => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Move, Rng, Rules};

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    /// Random games of every game: stepping through each move's animation never goes
    /// wrong, and the last frame is exactly the engine's position.
    #[test]
    fn animations_end_on_the_engine_position() {
        for (k, rules) in Rules::all_variants().into_iter().enumerate() {
            let mut rng = Rng::new(k as u64 + 1);
            let mut p = Position::start(rules);
            for _ in 0..60 {
                let Some((mv, _)) = p.random_move(&mut rng) else {
                    break;
                };
                let (after, trace) = p.play_traced(&mv).expect("a random move is legal");
                let mut a = Animation::new(p.clone(), after.clone(), trace);
                let before_total: u32 = Frame::of(&p).pits.iter().sum::<u32>()
                    + Frame::of(&p).captured.iter().sum::<u32>();
                while !a.done() {
                    a.advance();
                    let f = a.frame();
                    if !a.done() && a.tail.is_empty() && p.match_state().reserve == [0, 0] {
                        let total: u32 =
                            f.pits.iter().sum::<u32>() + f.captured.iter().sum::<u32>() + f.hand;
                        assert_eq!(
                            total, before_total,
                            "seeds are conserved in every frame ({mv})"
                        );
                    }
                }
                assert_eq!(a.frame(), Frame::of(&after));
                p = after;
            }
        }
    }

    #[test]
    fn stepping_by_seed_and_by_lap() {
        let p = Position::start(Rules::default_for(game_of("hoyito-3")));
        let mv: Move = "c1".parse().expect("notation");
        let (after, trace) = p.play_traced(&mv).expect("legal");
        let mut a = Animation::new(p, after, trace);
        a.next_seed();
        assert!(matches!(a.events[a.step - 1], TraceEvent::Drop { .. }));
        assert_eq!(a.frame().hand, 3);
        a.next_lap();
        assert!(
            a.done()
                || matches!(
                    a.events.get(a.step),
                    Some(TraceEvent::Lift { relay: true, .. })
                )
        );
        a.finish();
        assert!(a.done());
    }
}
