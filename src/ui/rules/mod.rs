//! The rules panel: what the Atlas says about a game (`crate::ui::game::about`) drawn
//! beside its board, and "What play shows" under it (the app hands the statistics panel
//! in: no feature draws another).

#[cfg(target_arch = "wasm32")]
pub mod panel;
