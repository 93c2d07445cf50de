//! The shell: what every screen that holds a game runs through — the route, the effects
//! carried out, and the browser's side of them (storage, saves, the worker, sounds); and
//! the pieces every feature shares with it: the one reader of an address's queries
//! (`query`), the one escaper of markup's text (`xml`), the one store of a progress kept
//! in the browser (`kept`).

pub mod kept;
pub mod query;
pub mod route;
pub mod xml;

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
pub mod worker;
