//! The platform: the browser's services every layer above may use, knowing no game and
//! no feature — the failures said when a bundle stops (`crash`, its words in `words`),
//! what the browser keeps (`store`: the key-value store, `storage`: the browser's
//! storage, the address, the document; `kept`: a progress kept under one key), the one
//! reader of an address's query (`query`) and of the reader's language (`lang`), the one
//! escaper of markup (`xml`), the hooks the screens share (`hooks`), the sounds
//! (`sound`), the copy button (`copy`) and a Web Worker held with its handlers
//! (`worker`).

pub mod crash;
pub mod kept;
pub mod lang;
pub mod query;
pub mod sound;
pub mod store;
pub mod words;
pub mod xml;

#[cfg(target_arch = "wasm32")]
pub mod copy;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod worker;

/// Windows narrower than this many CSS pixels are narrow (a phone): Kiothi's long board
/// is then drawn upright.
pub const NARROW_BELOW: f64 = 600.0;

/// Whether a window `width` CSS pixels wide is narrow ([`NARROW_BELOW`]).
pub fn narrow(width: f64) -> bool {
    width < NARROW_BELOW
}

/// How far the page must scroll down (up, when negative) to show a box from `top` to
/// `bottom` (its place in a window `height` high, `margin` kept clear at either edge):
/// the least that shows it whole, or its top when it is taller than the window; none
/// when it is in view. Pure, for `hooks::use_in_view`.
pub fn scroll_to_show(top: f64, bottom: f64, height: f64, margin: f64) -> f64 {
    if top < margin {
        top - margin
    } else if bottom > height - margin {
        (bottom - (height - margin)).min(top - margin)
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_below_the_window_is_scrolled_up_just_enough_and_never_past_its_top() {
        // In view: nothing.
        assert_eq!(scroll_to_show(100.0, 300.0, 800.0, 8.0), 0.0);
        // Below the fold (a verdict at 920 in an 800 px window): its bottom comes up.
        assert_eq!(scroll_to_show(900.0, 1000.0, 800.0, 8.0), 208.0);
        // Taller than the window: its top, not its bottom.
        assert_eq!(scroll_to_show(900.0, 2000.0, 800.0, 8.0), 892.0);
        // Above the window: back down to its top.
        assert_eq!(scroll_to_show(-50.0, 20.0, 800.0, 8.0), -58.0);
    }
}
