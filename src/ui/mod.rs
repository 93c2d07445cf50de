//! The web app: Yew components over the engine (wasm32 only), and the pure logic they
//! draw from — board geometry, the animation, the app state and its reducer, share
//! links, the rules text, the engine's errors in words — which compiles everywhere and
//! is unit-tested natively. The computer's moves come from `crate::ai` (its `greedy`
//! level is the quick answer when the worker is unavailable).

pub mod anim;
pub mod aside;
pub mod builder;
pub mod builder_text;
pub mod captions;
pub mod embed_config;
pub mod embed_text;
pub mod figure_frame;
pub mod i18n;
pub mod kept;
pub mod kiosk;
pub mod lang_data;
pub mod lang_format;
pub mod layout;
pub mod learn;
pub mod lessons;
pub mod picture;
pub mod play_stats;
pub mod play_stats_plot;
pub mod print;
pub mod puzzle;
pub mod puzzle_text;
pub mod rules_text;
pub mod share;
pub mod sketch;
pub mod start_view;
pub mod state;
pub mod words;
pub mod words_text;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
mod bot;
#[cfg(target_arch = "wasm32")]
mod builder_screen;
#[cfg(target_arch = "wasm32")]
mod download;
#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
mod extras;
#[cfg(target_arch = "wasm32")]
mod hooks;
#[cfg(target_arch = "wasm32")]
pub mod image;
#[cfg(target_arch = "wasm32")]
mod kiosk_view;
#[cfg(target_arch = "wasm32")]
mod learn_screen;
#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
mod play_stats_panel;
#[cfg(target_arch = "wasm32")]
mod puzzle_screen;
#[cfg(target_arch = "wasm32")]
mod saves;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
pub mod storage;

#[cfg(target_arch = "wasm32")]
pub use app::{prepare, prepare_from, App, AppProps};
#[cfg(target_arch = "wasm32")]
pub use board::Board;
#[cfg(target_arch = "wasm32")]
pub use bot::Decider;
/// Nodes of the hint searched in the page when the worker is unavailable (the tests').
#[cfg(target_arch = "wasm32")]
pub use bot::FALLBACK_HINT_NODES;
#[cfg(target_arch = "wasm32")]
pub use embed::{Embed, EmbedProps};
#[cfg(target_arch = "wasm32")]
pub use kiosk_view::Clock as KioskClock;
#[cfg(target_arch = "wasm32")]
pub use puzzle_screen::PuzzleLoader;
