//! The lessons' sentences in English: the Learn screen's words and the feedback's
//! (merged into the catalog of `i18n.rs`; each language's file translates them). Data
//! only.

/// The lessons' catalog texts.
pub const CATALOG: &[&str] = &[
    // The feedback (lessons/mod.rs).
    "Your sowing ended in {}, not in {}.",
    "Your sowing did not end in {}.",
    "Laps sown: {}; the task asks for at least {}.",
    "Seeds you took: {}; the task asks for {} or more.",
    "No four was made in your row during a lap.",
    "Your last seed did not make a four: no binikh.",
    "No leftmost bonus: the capture was not made from your leftmost hole.",
    "Nothing was captured.",
    "Your last seed did not make a four: no extra turn.",
    "The game goes on: it is not won yet.",
    "The game ends in a draw.",
    "The game ends: {} wins.",
    "You win by {}, not by exactly two.",
    "Holes of your row left empty: {}.",
    "Lap {}: {} from {}, the last one into {}, which was empty: the turn ends.",
    "Lap {}: {} from {}, the last one into {}, which was not empty.",
    "… and {} more laps.",
    "A four made in passing in {}: {} takes it ({} seeds), as the owner of that row.",
    "Binikh in {}: {} takes {} seeds.",
    "Leftmost bonus: {} takes {} from {}.",
    "{} takes {} from {}.",
    "Nothing was taken.",
    "The enemy hole facing {} is nki (protected): nothing is taken.",
];
