//! Sounds for a drop and a capture, synthesized with the Web Audio API: nothing is
//! downloaded. Off unless the player turns them on (`Prefs::sound`, kept in the browser);
//! the audio context is made when they do, in that click, as browsers ask.
//!
//! The app plays what the animation shows as it shows it: each update that shows more of
//! a move returns its sounds ([`crate::ui::game::Effect::Sounds`], from
//! [`crate::ui::game::sounds_for`]), which the shell ([`crate::ui::shell::runtime`]) plays. Every sound
//! the app plays is also noted in a short log ([`played`]), so that the browser tests can
//! check what was played without hearing it.

#[cfg(target_arch = "wasm32")]
pub use web::{play, played, unlock};

/// A sound the board makes (when sounds are on).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// Seeds dropped into a hole.
    Drop,
    /// Seeds captured.
    Capture,
}

impl Sound {
    /// A short id (`drop`, `capture`).
    pub fn id(self) -> &'static str {
        match self {
            Sound::Drop => "drop",
            Sound::Capture => "capture",
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;

    use web_sys::{AudioContext, OscillatorType};

    use super::Sound;

    /// How many played sounds the log keeps.
    const LOG: usize = 64;

    thread_local! {
        static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
        static PLAYED: RefCell<(usize, Vec<Sound>)> = const { RefCell::new((0, Vec::new())) };
    }

    /// Makes (or wakes) the audio context: call it from the click that turns sounds on.
    pub fn unlock() {
        CONTEXT.with(|c| {
            let mut c = c.borrow_mut();
            if c.is_none() {
                *c = AudioContext::new().ok();
            }
            if let Some(ctx) = c.as_ref() {
                let _ = ctx.resume();
            }
        });
    }

    /// How many sounds were played since the page opened, and the latest of them (at most
    /// `LOG` of them), oldest first.
    pub fn played() -> (usize, Vec<Sound>) {
        PLAYED.with(|p| p.borrow().clone())
    }

    /// One tone: `kind` from `f0` to `f1` Hz, `start` seconds from now, `length` long.
    fn tone(
        ctx: &AudioContext,
        kind: OscillatorType,
        f0: f32,
        f1: f32,
        start: f64,
        length: f64,
        peak: f32,
    ) {
        let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
            return;
        };
        let t0 = ctx.current_time() + start;
        osc.set_type(kind);
        let f = osc.frequency();
        let _ = f.set_value_at_time(f0, t0);
        let _ = f.exponential_ramp_to_value_at_time(f1, t0 + length);
        let g = gain.gain();
        let _ = g.set_value_at_time(0.0001, t0);
        let _ = g.exponential_ramp_to_value_at_time(peak, t0 + 0.004);
        let _ = g.exponential_ramp_to_value_at_time(0.0001, t0 + length);
        if osc.connect_with_audio_node(&gain).is_ok()
            && gain.connect_with_audio_node(&ctx.destination()).is_ok()
        {
            let _ = osc.start_with_when(t0);
            let _ = osc.stop_with_when(t0 + length + 0.02);
        }
    }

    /// Plays `sound` (when the audio context could be made) and notes it in the log.
    pub fn play(sound: Sound) {
        PLAYED.with(|p| {
            let (count, log) = &mut *p.borrow_mut();
            if log.len() == LOG {
                log.remove(0);
            }
            log.push(sound);
            *count += 1;
        });
        CONTEXT.with(|c| {
            let Some(ctx) = c.borrow().clone() else {
                return;
            };
            match sound {
                // A short wooden tock.
                Sound::Drop => tone(
                    &ctx,
                    OscillatorType::Triangle,
                    420.0,
                    210.0,
                    0.0,
                    0.07,
                    0.25,
                ),
                // Two bright notes, rising.
                Sound::Capture => {
                    tone(&ctx, OscillatorType::Sine, 660.0, 660.0, 0.0, 0.12, 0.2);
                    tone(&ctx, OscillatorType::Sine, 990.0, 990.0, 0.08, 0.16, 0.2);
                }
            }
        });
    }
}
