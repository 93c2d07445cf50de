//! The game's screen: the panels around the board and the extras (resigning, draws,
//! correspondence, the analysis).

#[cfg(target_arch = "wasm32")]
pub mod extras;
#[cfg(target_arch = "wasm32")]
pub mod hint;
#[cfg(target_arch = "wasm32")]
pub mod history;
#[cfg(target_arch = "wasm32")]
pub mod record;
#[cfg(target_arch = "wasm32")]
pub mod status;
