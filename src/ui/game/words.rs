//! The game model's own words that name a game: the example its messages give.

/// A puzzle's id as the messages give one for an example (a shipped puzzle: a test
/// checks that its file holds it). The same in every language.
pub const EXAMPLE_ID: &str = "rio-kadalis-7275bbd4";
