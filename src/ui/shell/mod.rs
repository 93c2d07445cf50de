//! The shell: the one runtime every screen that holds a game runs through (`runtime.rs`,
//! `use_shell`: every [`crate::ui::game::Effect`] carried out, or refused as
//! [`crate::ui::game::carries`] says), and the browser's side of the game's effects:
//! the worker's requests (`worker.rs`), the game's saves and other tabs (`saves.rs`),
//! what the game keeps in the browser (`storage.rs`), the sounds of a move, a language
//! switched (`switch.rs`), and the hooks of a screen that holds a game (`hooks.rs`).

#[cfg(target_arch = "wasm32")]
pub mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod runtime;
#[cfg(target_arch = "wasm32")]
pub mod saves;
#[cfg(target_arch = "wasm32")]
pub mod storage;
pub mod switch;
#[cfg(target_arch = "wasm32")]
pub mod worker;
