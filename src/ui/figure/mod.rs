//! The embedded figure: its configuration (`config`), captions, frame and first drawing
//! (`sketch`), the Yew figure (`view`), its words, and the figure builder (`builder`).

pub mod builder;
pub mod captions;
pub mod config;
pub mod frame;
pub mod model;
pub mod sketch;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod view;
