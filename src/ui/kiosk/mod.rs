//! The museum kiosk (`index.html?kiosk=yes`): what is pure of it, tested everywhere.
//! A kiosk keeps nothing (no saves, no recent games, no lessons done: the next visitor
//! starts afresh), has no link that leaves the app, and goes back to its start screen
//! when nobody has touched it for [`IDLE_MS`], after a countdown of [`COUNTDOWN_MS`]
//! that any touch stops. The time is read from a [`Clock`]: the page's, or one a test
//! moves by hand (a test never waits three minutes).

#[cfg(target_arch = "wasm32")]
pub mod view;

/// How long without a touch before the kiosk goes back to its start (3 minutes).
pub const IDLE_MS: f64 = 180_000.0;
/// How long the countdown is shown before it does (the last 30 seconds).
pub const COUNTDOWN_MS: f64 = 30_000.0;

pub use crate::ui::platform::query::is_kiosk;

/// Where the kiosk is, some time after its last touch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idle {
    /// In use (or not idle long enough to say anything).
    Active,
    /// The countdown: this many whole seconds left (rounded up, from 30 to 1).
    Countdown(u32),
    /// Time is up: back to the start.
    Return,
}

/// Where the kiosk is at `now`, last touched at `touched` (milliseconds, any origin).
/// A clock that went back (the system's time changed) counts as a touch.
pub fn idle(touched: f64, now: f64) -> Idle {
    let quiet = now - touched;
    if !quiet.is_finite() || quiet < IDLE_MS - COUNTDOWN_MS {
        Idle::Active
    } else if quiet >= IDLE_MS {
        Idle::Return
    } else {
        let left = ((IDLE_MS - quiet) / 1000.0).ceil();
        Idle::Countdown(left.clamp(1.0, COUNTDOWN_MS / 1000.0) as u32)
    }
}

/// Whether a link's address would leave the app (another site, or a page that is not
/// the app's): a kiosk shows such a link as plain text.
pub fn leaves_app(href: &str) -> bool {
    let h = href.trim();
    let lower = h.to_ascii_lowercase();
    if lower.starts_with('#') || lower.is_empty() {
        return false;
    }
    lower.contains("://")
        || lower.starts_with("//")
        || lower.starts_with("mailto:")
        || lower.starts_with("javascript:")
        || !(lower.starts_with("./#")
            || lower.starts_with("index.html")
            || lower.starts_with("./index.html"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kiosk_is_asked_for_in_the_query() {
        for q in [
            "?kiosk=yes",
            "kiosk=yes",
            "lang=fr&kiosk=1",
            "?kiosk",
            "kiosk=YES",
            "kiosk=on",
        ] {
            assert!(is_kiosk(q), "{q}");
        }
        for q in [
            "",
            "?kiosk=no",
            "kiosk=0",
            "kiosks=yes",
            "?lang=fr",
            "kiosk=maybe",
            "kiosk=yes&kiosk=no",
        ] {
            assert!(!is_kiosk(q), "{q}");
        }
    }

    #[test]
    fn the_countdown_comes_before_the_return_and_counts_down() {
        let t0 = 1_000_000.0;
        assert_eq!(idle(t0, t0), Idle::Active);
        assert_eq!(idle(t0, t0 + 149_999.0), Idle::Active);
        assert_eq!(idle(t0, t0 + 150_000.0), Idle::Countdown(30));
        assert_eq!(idle(t0, t0 + 150_001.0), Idle::Countdown(30));
        assert_eq!(idle(t0, t0 + 151_000.0), Idle::Countdown(29));
        assert_eq!(idle(t0, t0 + 179_001.0), Idle::Countdown(1));
        assert_eq!(idle(t0, t0 + 180_000.0), Idle::Return);
        assert_eq!(idle(t0, t0 + 1e9), Idle::Return);
        // Every second of the countdown is said once, in order.
        let said: Vec<u32> = (150_000..180_000)
            .step_by(250)
            .filter_map(|ms| match idle(0.0, f64::from(ms)) {
                Idle::Countdown(s) => Some(s),
                _ => None,
            })
            .collect();
        let mut distinct = said.clone();
        distinct.dedup();
        assert_eq!(distinct, (1..=30).rev().collect::<Vec<u32>>());
        // A clock that went back, or a time that is not one, is not idle.
        assert_eq!(idle(t0, t0 - 5_000_000.0), Idle::Active);
        assert_eq!(idle(f64::NAN, t0), Idle::Active);
    }

    #[test]
    fn links_that_leave_the_app_are_known() {
        for h in [
            "https://mancala.fandom.com/wiki/Katro",
            "//example.org/x",
            "mailto:a@b.c",
            "article.html",
            "embed.html?game=katro",
            "README.md",
        ] {
            assert!(leaves_app(h), "{h}");
        }
        for h in [
            "#learn=katro",
            "./#learn=katro/2",
            "index.html#game=katro",
            "",
            "#",
        ] {
            assert!(!leaves_app(h), "{h}");
        }
    }
}
