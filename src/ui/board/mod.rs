//! The board: its geometry (`layout`), its drawing as a tree (`picture`), and the Yew
//! component that draws and listens (`view`), with its inputs and controls.

pub mod layout;
pub mod picture;
pub mod theme;
pub mod tool;
pub mod tree;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod inputs;
#[cfg(target_arch = "wasm32")]
pub mod view;
