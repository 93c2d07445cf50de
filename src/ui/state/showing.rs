//! How the last move is being shown: its animation, stepped by the timer or by the player.

use super::super::anim::Animation;
use super::prefs::Speed;

/// The animation part of the state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Showing {
    /// The last move, being shown or shown.
    pub anim: Option<Animation>,
}

impl Showing {
    /// Starts showing a move (at once when the speed is instant).
    pub fn show(&mut self, mut anim: Animation, speed: Speed) {
        if speed == Speed::Instant {
            anim.finish();
        }
        self.anim = Some(anim);
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
        if let Some(a) = &mut self.anim {
            a.advance();
        }
    }

    /// Step mode: up to the next seed dropped.
    pub fn next_seed(&mut self) {
        if let Some(a) = &mut self.anim {
            a.next_seed();
        }
    }

    /// Step mode: up to the next lap.
    pub fn next_lap(&mut self) {
        if let Some(a) = &mut self.anim {
            a.next_lap();
        }
    }

    /// The rest of the move at once.
    pub fn finish(&mut self) {
        if let Some(a) = &mut self.anim {
            a.finish();
        }
    }
}
