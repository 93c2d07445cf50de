//! How the last move is being shown: its animation, stepped by the timer or by the player.

use super::prefs::{Keep, Prefs, Speed};
use crate::engine::TraceEvent;
use crate::ui::game::anim::Animation;
pub use crate::ui::platform::sound::Sound;

/// The sounds for `events` shown at once: one drop if any seed was dropped or placed,
/// then one capture if any seeds were captured. A move shown seed by seed sounds each
/// drop and each capture; a move shown at once (instant, "Show all", a whole lap) sounds
/// once of each, not a clatter.
pub fn sounds_for(events: &[TraceEvent]) -> Vec<Sound> {
    let dropped = events
        .iter()
        .any(|e| matches!(e, TraceEvent::Drop { .. } | TraceEvent::Place { .. }));
    let captured = events
        .iter()
        .any(|e| matches!(e, TraceEvent::Capture { .. }));
    let mut out = Vec::new();
    if dropped {
        out.push(Sound::Drop);
    }
    if captured {
        out.push(Sound::Capture);
    }
    out
}

/// The animation's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum ShowAction {
    /// The animation timer: show the next event.
    Tick,
    /// Step mode: show up to the next seed dropped.
    StepSeed,
    /// Step mode: show up to the next lap.
    StepLap,
    /// Show the rest of the move at once.
    FinishAnimation,
    /// Change the speed.
    SetSpeed(Speed),
}

/// The animation part of the state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Showing {
    /// The last move, being shown or shown.
    pub anim: Option<Animation>,
    /// The sounds of what was shown since the last update's effects were taken
    /// ([`Showing::take_sounds`]).
    heard: Vec<Sound>,
}

impl Showing {
    /// Applies `action` (the speed is kept in `prefs`, and in the browser).
    pub fn update(&mut self, action: ShowAction, prefs: &mut Prefs) -> Option<Keep> {
        match action {
            ShowAction::Tick => self.tick(),
            ShowAction::StepSeed => self.next_seed(),
            ShowAction::StepLap => self.next_lap(),
            ShowAction::FinishAnimation => self.finish(),
            ShowAction::SetSpeed(s) => {
                prefs.speed = s;
                if s == Speed::Instant {
                    self.finish();
                }
                return Some(Keep::Speed(s));
            }
        }
        None
    }

    /// The sounds of the events shown since the last call (an update's effect).
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        std::mem::take(&mut self.heard)
    }

    /// Steps the animation by `f`, noting the sounds of the events it showed.
    fn step(&mut self, f: impl FnOnce(&mut Animation)) {
        if let Some(a) = &mut self.anim {
            let from = a.step;
            f(a);
            let to = a.step.min(a.events.len());
            if to > from {
                self.heard.extend(sounds_for(&a.events[from..to]));
            }
        }
    }

    /// Starts showing a move (at once when the speed is instant).
    pub fn show(&mut self, anim: Animation, speed: Speed) {
        self.anim = Some(anim);
        if speed == Speed::Instant {
            self.finish();
        }
    }

    /// Whether a move is being shown.
    pub fn animating(&self) -> bool {
        self.anim.as_ref().is_some_and(|a| !a.done())
    }

    /// Forgets the move shown.
    pub fn clear(&mut self) {
        self.anim = None;
    }

    /// The timer: the next event.
    pub fn tick(&mut self) {
        self.step(Animation::advance);
    }

    /// Step mode: up to the next seed dropped.
    pub fn next_seed(&mut self) {
        self.step(Animation::next_seed);
    }

    /// Step mode: up to the next lap.
    pub fn next_lap(&mut self) {
        self.step(Animation::next_lap);
    }

    /// The rest of the move at once.
    pub fn finish(&mut self) {
        self.step(Animation::finish);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Position, Rules};

    #[test]
    fn a_drop_and_a_capture_sound_once_each_when_shown_at_once_and_each_seed_by_seed() {
        let p = Position::start(Rules::default_for(crate::ui::game::testing::game(
            "rio-kadalis",
        )));
        // a1 then b1 in Rio Kadalis makes fours.
        let mut at = p.clone();
        let mut found = None;
        for mv in at.legal_moves() {
            let (next, trace) = at.play_traced(&mv).expect("legal");
            if trace
                .iter()
                .any(|e| matches!(e, TraceEvent::Capture { .. }))
            {
                found = Some(trace);
                break;
            }
            let _ = next;
        }
        let trace = found.unwrap_or_else(|| {
            let mv = at.legal_moves()[0];
            at = at.play(&mv).expect("legal");
            let mv = at.legal_moves()[0];
            at.play_traced(&mv).expect("legal").1
        });
        let all = sounds_for(&trace);
        assert_eq!(all.first(), Some(&Sound::Drop));
        let captures = trace
            .iter()
            .filter(|e| matches!(e, TraceEvent::Capture { .. }))
            .count();
        assert_eq!(all.contains(&Sound::Capture), captures > 0);
        assert!(all.len() <= 2, "shown at once: once of each");
        // Seed by seed: every drop sounds.
        let one_by_one: Vec<Sound> = trace
            .iter()
            .flat_map(|e| sounds_for(std::slice::from_ref(e)))
            .collect();
        let drops = trace
            .iter()
            .filter(|e| matches!(e, TraceEvent::Drop { .. }))
            .count();
        assert_eq!(
            one_by_one.iter().filter(|s| **s == Sound::Drop).count(),
            drops
        );
        assert_eq!(
            one_by_one.iter().filter(|s| **s == Sound::Capture).count(),
            captures
        );
        assert!(sounds_for(&[]).is_empty());
    }
}
