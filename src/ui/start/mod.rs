//! The start screen: its drawing trees (`page`, also drawn by the light start bundle)
//! and the app's screen (`screen`).

pub mod page;

#[cfg(target_arch = "wasm32")]
pub mod screen;
