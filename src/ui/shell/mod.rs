//! The shell: what every screen that holds a game runs through — the route, the effects
//! carried out, and the browser's side of them (storage, saves, the worker, sounds).

pub mod crash;
pub mod kept;
pub mod route;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod saves;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod switch;
#[cfg(target_arch = "wasm32")]
pub mod worker;
