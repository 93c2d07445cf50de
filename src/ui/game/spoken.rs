//! What a screen reader hears of the moves: one sentence for the move that led to the
//! position shown — who sowed how many from where, how many laps, where the sowing ended,
//! what was taken, and whose turn it is now (or how the game ended) — built from the
//! move's trace, never from the drawing. The app and a figure show it in one
//! `aria-live="polite"` region each ([`State::spoken`]).

use super::super::i18n::{self, t, tf, tn, Lang};
use super::sentences::{callout, outcome_sentence, pieces, turn_sentence};
use super::State;
use crate::engine::{Game, GameId, Hole, Player, Position, TraceEvent};

/// A move to put into words: its number (from 1), the positions before and after it, and
/// its trace (`Position::play_traced`, or what the animation keeps).
pub struct PlayedMove<'a> {
    /// The move's number in the game (1 for the first).
    pub number: usize,
    /// The position it was played in.
    pub before: &'a Position,
    /// The position after it.
    pub after: &'a Position,
    /// Its trace.
    pub trace: &'a [TraceEvent],
    /// Who the computer plays (`[south, north]`): "(computer)" after their name.
    pub computer: [bool; 2],
}

/// Holes as a list: "c1, d1" (kept left to right inside a right-to-left sentence).
fn hole_list(lang: Lang, holes: &[String]) -> String {
    let list = holes.join(", ");
    match lang.is_rtl() {
        true => format!("\u{2066}{list}\u{2069}"),
        false => list,
    }
}

/// The sentence for one move, in `lang`: "Move 3: South sows 4 seeds from c1 in 2 laps,
/// ending in f2. Capture: South takes 5 seeds from f2. North to move."
pub fn move_sentence(lang: Lang, m: &PlayedMove) -> String {
    said(lang, m, true)
}

/// [`move_sentence`], and with `turn` who moves next unless the game ended: a lesson or a
/// puzzle that stopped after the move says no one's turn.
fn said(lang: Lang, m: &PlayedMove, turn: bool) -> String {
    let game = m.before.game();
    let mover = m.before.to_move();
    let who = i18n::player(lang, mover);
    let mut parts = vec![sowing(lang, game, m, who)];
    let mut extra_turn = false;
    let mut swept = [0u64; 2];
    for e in m.trace {
        match e {
            // Said in the first part, or by the position after the move.
            TraceEvent::Lift { .. }
            | TraceEvent::Drop { .. }
            | TraceEvent::Empty { .. }
            | TraceEvent::Place { .. }
            | TraceEvent::LongSowing { .. }
            | TraceEvent::GameEnd { .. } => {}
            TraceEvent::Sweep { count, to, .. } => swept[to.index()] += u64::from(*count),
            other => {
                extra_turn |= matches!(other, TraceEvent::ExtraTurn { .. });
                parts.extend(callout(other, mover, game, lang));
            }
        }
    }
    for to in [Player::South, Player::North] {
        let count = swept[to.index()];
        if count > 0 {
            parts.push(tn(
                lang,
                count,
                "{} left on the board goes to {}",
                "{} left on the board go to {}",
                &[&pieces(lang, game, count), &i18n::player(lang, to)],
            ));
        }
    }
    let mut s = parts.join(". ");
    s.push('.');
    let next = m.after.to_move();
    match outcome_sentence(lang, m.after) {
        Some(end) => {
            s.push(' ');
            s.push_str(&end);
        }
        // "South moves again: …" said it already; or nobody moves on.
        None if (extra_turn && next == mover) || !turn => {}
        None => {
            s.push(' ');
            s.push_str(&turn_sentence(lang, m.after, m.computer[next.index()]));
        }
    }
    s
}

/// The move's first part: the sowing (or Kiothi's redistribution) and where it ended.
fn sowing(lang: Lang, game: GameId, m: &PlayedMove, who: &str) -> String {
    let n = m.number;
    let lift = m.trace.iter().find_map(|e| match e {
        TraceEvent::Lift {
            hole,
            count,
            relay: false,
        } => Some((*hole, *count)),
        _ => None,
    });
    let relays = m
        .trace
        .iter()
        .filter(|e| matches!(e, TraceEvent::Lift { relay: true, .. }))
        .count() as u64;
    let long = m
        .trace
        .iter()
        .find_map(|e| match e {
            TraceEvent::LongSowing { laps, .. } => Some(*laps),
            _ => None,
        })
        .unwrap_or(0);
    let laps = 1 + relays.max(long);
    let last: Option<Hole> = m.trace.iter().rev().find_map(|e| match e {
        TraceEvent::Drop { hole, .. } => Some(*hole),
        _ => None,
    });
    if let Some((from, count)) = lift {
        let seeds = pieces(lang, game, count.into());
        let end = last.unwrap_or(from);
        return match laps {
            1 => tf(
                lang,
                "Move {}: {} sows {} from {}, ending in {}",
                &[&n, &who, &seeds, &from, &end],
            ),
            _ => tn(
                lang,
                laps,
                "Move {}: {} sows {} from {} in {} lap, ending in {}",
                "Move {}: {} sows {} from {} in {} laps, ending in {}",
                &[&n, &who, &seeds, &from, &i18n::number(lang, laps), &end],
            ),
        };
    }
    let emptied: Vec<String> = m
        .trace
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Empty { hole, .. } => Some(hole.to_string()),
            _ => None,
        })
        .collect();
    let placed: Vec<String> = m
        .trace
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Place { hole, count } => Some(format!("{hole} ({count})")),
            _ => None,
        })
        .collect();
    if !emptied.is_empty() {
        return tf(
            lang,
            "Move {}: {} redistributes, emptying {} and placing the warriors in {}",
            &[
                &n,
                &who,
                &hole_list(lang, &emptied),
                &hole_list(lang, &placed),
            ],
        );
    }
    tf(lang, "Move {}: {} passes", &[&n, &who])
}

impl State {
    /// What the board's live region says: the move that led to the position shown (from
    /// its animation's trace, or the game's own once the animation is gone — after an
    /// undo, a jump, a game opened), the same text from the first frame of the animation
    /// to its end; the ending agreed by the players; what waits for the worker.
    pub fn spoken(&self) -> String {
        self.spoken_after(0)
    }

    /// [`State::spoken`] for a game that goes on from `earlier` moves of another (a
    /// figure cut from the middle of a game): its moves numbered after them.
    pub fn spoken_after(&self, earlier: usize) -> String {
        self.spoken_with(earlier, true)
    }

    /// [`State::spoken`] where play stopped after the last move (a lesson once its move is
    /// judged): the move and what it did, no one's turn.
    pub fn spoken_stopped(&self) -> String {
        self.spoken_with(0, false)
    }

    fn spoken_with(&self, earlier: usize, turn: bool) -> String {
        let lang = self.prefs.lang;
        let shown = self.shown();
        if let Some(c) = shown.ended_now() {
            return c.sentence(lang);
        }
        if self.deciding().is_some() {
            return self.status();
        }
        let game = shown.game();
        let after = game.current();
        let computer = [
            shown.mode.is_computer(Player::South),
            shown.mode.is_computer(Player::North),
        ];
        let number = game.moves().len();
        if number == 0 {
            let turn = outcome_sentence(lang, after)
                .unwrap_or_else(|| turn_sentence(lang, after, computer[after.to_move().index()]));
            return format!("{} {turn}", t(lang, "No move played yet."));
        }
        let trace = match self.showing.anim.as_ref().filter(|a| a.after == *after) {
            Some(a) => [&a.events[..], &a.tail[..]].concat(),
            None => game.trace_of(number - 1).unwrap_or_default(),
        };
        numbered_move_sentence(lang, game, &trace, computer, earlier, turn).unwrap_or_default()
    }
}

/// The sentence for the last move of `game`, whose trace is `trace` (`computer`: which
/// sides the computer plays, South's first); `None` before the first move.
pub fn last_move_sentence(
    lang: Lang,
    game: &Game,
    trace: &[TraceEvent],
    computer: [bool; 2],
) -> Option<String> {
    numbered_move_sentence(lang, game, trace, computer, 0, true)
}

/// [`last_move_sentence`] with the moves numbered after `earlier` moves of another game.
fn numbered_move_sentence(
    lang: Lang,
    game: &Game,
    trace: &[TraceEvent],
    computer: [bool; 2],
    earlier: usize,
    turn: bool,
) -> Option<String> {
    let number = game.moves().len();
    let before = game.positions().get(number.checked_sub(1)?)?;
    Some(said(
        lang,
        &PlayedMove {
            number: earlier + number,
            before,
            after: game.current(),
            trace,
            computer,
        },
        turn,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Effort, Move, Rules};

    /// The game `id` after `moves`, and the trace of the last one.
    fn played(id: &str, moves: &[&str]) -> (Game, Vec<TraceEvent>) {
        let game: GameId = id.parse().expect("a registered game");
        let mut g = Game::from_rules(Rules::default_for(game));
        let mut trace = Vec::new();
        for mv in moves {
            let mv: Move = mv.parse().expect("a move");
            trace = g.play(&mv, Effort::Exact).expect("legal");
        }
        (g, trace)
    }

    fn say(lang: Lang, g: &Game, trace: &[TraceEvent]) -> String {
        last_move_sentence(lang, g, trace, [false, false]).expect("a move to say")
    }

    #[test]
    fn a_sowing_says_its_laps_where_it_ended_and_its_captures() {
        let (g, trace) = played("katro", &["c1"]);
        assert_eq!(
            say(Lang::En, &g, &trace),
            "Move 1: South sows 2 seeds from c1 in 7 laps, ending in e2. \
             Capture: South takes 2 seeds from b4 into b3. North to move."
        );
        let tr = say(Lang::Tr, &g, &trace);
        assert!(tr.starts_with("Hamle 1: Güney"), "{tr}");
        assert!(tr.ends_with("Sıra Kuzey tarafında."), "{tr}");
        let (g, trace) = played("rio-kadalis", &["c1", "a2"]);
        assert_eq!(
            say(Lang::En, &g, &trace),
            "Move 2: North sows 1 seed from a2 in 3 laps, ending in c1. \
             Capture: North takes 4 seeds from c1 (binikh: the last seed made four). \
             South to move."
        );
    }

    #[test]
    fn an_extra_turn_is_said_once_and_a_single_lap_not_at_all() {
        let (g, trace) = played("hoyito-3", &["c1", "a2"]);
        assert_eq!(
            say(Lang::En, &g, &trace),
            "Move 2: North sows 1 seed from a2 in 3 laps, ending in c1. \
             Capture: North takes 4 seeds from c1. North moves again: the last seed made a four."
        );
        let (g, trace) = played("hoyito-3", &["f1", "f2"]);
        let s = say(Lang::En, &g, &trace);
        assert_eq!(
            s,
            "Move 2: North sows 7 seeds from f2, ending in b1. South to move."
        );
        assert!(!s.contains("lap"), "{s}");
        let fa = say(Lang::Fa, &g, &trace);
        assert!(fa.contains("جنوب") && !fa.contains("South"), "{fa}");
    }

    #[test]
    fn kiothi_says_the_redistribution_the_nki_and_the_prisons() {
        let first = "e1+i1=c1:2,e1:1,g1:1,i1:1,j1:2,b2:1,i2:1,j2:1";
        let (g, trace) = played("kiothi", &[first]);
        assert_eq!(
            say(Lang::En, &g, &trace),
            "Move 1: South redistributes, emptying e1, i1 and placing the warriors in \
             c1 (2), e1 (1), g1 (1), i1 (1), j1 (2), b2 (1), i2 (1), j2 (1). \
             Opening redistribution: North to redistribute."
        );
        let second = "d2+i2=c1:1,g1:1,c2:1,d2:1,f2:1,h2:1";
        let (g, trace) = played("kiothi", &[first, second, "j1/3", "a2/3", "j1/2"]);
        let s = say(Lang::En, &g, &trace);
        assert!(
            s.contains("2 warriors from j1 in 9 laps")
                && s.contains("Capture: 1 warrior from d2 goes to South's prison"),
            "{s}"
        );
        let (g, trace) = played("kiothi", &[first, second]);
        assert!(say(Lang::En, &g, &trace).contains("is now nki (protected)"));
    }

    #[test]
    fn the_last_move_says_the_sweep_and_the_result() {
        for id in ["katro", "rio-kadalis", "hoyito-3", "kiothi"] {
            let game: GameId = id.parse().expect("a registered game");
            let mut g = Game::from_rules(Rules::default_for(game));
            let mut rng = crate::engine::Rng::new(7);
            let mut trace = Vec::new();
            while let Some((mv, _)) = g.current().random_move(&mut rng) {
                trace = g.play(&mv, Effort::Exact).expect("a legal move");
                if g.current().is_over() || g.moves().len() > 2000 {
                    break;
                }
            }
            assert!(g.current().is_over(), "{id}: the playout ended");
            let s = say(Lang::En, &g, &trace);
            let result = outcome_sentence(Lang::En, g.current()).expect("over");
            assert!(s.ends_with(&result), "{id}: {s}");
            assert!(!s.contains(" to move."), "{id}: {s}");
            // The game's own trace, sown again, says the same.
            let n = g.moves().len();
            assert_eq!(g.trace_of(n - 1).as_deref(), Some(&trace[..]), "{id}");
        }
    }

    #[test]
    fn the_state_says_the_move_shown_through_undo_and_redo() {
        use super::super::testing::h;
        use super::super::{PlayAction, SetupAction, Speed};
        let s = State::two_players(Speed::Instant).reduce(SetupAction::Start);
        assert_eq!(s.spoken(), "No move played yet. South to move.");
        let one = s.reduce(PlayAction::Hole(h("c1")));
        assert!(
            one.spoken().starts_with("Move 1: South sows"),
            "{}",
            one.spoken()
        );
        let two = one.clone().reduce(PlayAction::Hole(h("a2")));
        assert!(
            two.spoken().starts_with("Move 2: North sows"),
            "{}",
            two.spoken()
        );
        // Taken back: the move now last is said again, from the game's own trace.
        let back = two.clone().reduce(PlayAction::Undo);
        assert_eq!(back.spoken(), one.spoken());
        assert_eq!(back.reduce(PlayAction::Redo).spoken(), two.spoken());
        // The same words from the first frame of a slow animation to its end.
        let slow = State::two_players(Speed::Slow)
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("c1")));
        assert!(slow.animating());
        assert_eq!(slow.spoken(), one.spoken());
    }
}
