//! The app, on top of every other layer: its root and its screens (`root.rs`), the route
//! in the address (`route.rs`: which screen an address opens; `address.rs`: the address
//! followed), the embedded page's two roots (`embed.rs`: a figure, for the figure bundle;
//! a lesson or a puzzle, for the lessons bundle; `bundle.rs`: what both bundles export), the parts the web build's app loads when
//! first shown (`lazy.rs`: what crosses to the screens' bundle; `holder.rs`: the app's
//! side; `screens.rs`: the bundle's root), and the catalog of every text the features
//! register (`words.rs`). A feature is its folder and its line here; no feature imports
//! another.

pub mod bundle;
pub mod lazy;
pub mod route;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod address;
#[cfg(target_arch = "wasm32")]
pub mod embed;
#[cfg(target_arch = "wasm32")]
pub mod holder;
#[cfg(target_arch = "wasm32")]
pub mod root;
#[cfg(target_arch = "wasm32")]
pub mod screens;
