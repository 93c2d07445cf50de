//! The board: its geometry (`layout`), its drawing as a tree (`picture`), the sowing's
//! animation (`anim`), and the Yew component that draws and listens (`view`).

pub mod anim;
pub mod layout;
pub mod picture;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod inputs;
#[cfg(target_arch = "wasm32")]
pub mod view;
