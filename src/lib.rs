//! Mancala Atlas: four traditional mancala games — Katro, Rio Kadalis, Hoyito III and
//! Kiothi — as a pure-Rust rules engine ([`engine`]), a native CLI, and a Yew app
//! compiled to WebAssembly.
pub mod ai;
pub mod engine;
pub mod ui;
