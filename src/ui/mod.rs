//! The web app: Yew components over the engine (wasm32 only), and the pure logic they
//! draw from, which compiles everywhere and is unit-tested natively. One folder per
//! feature, each with its pure model (native tests), its view (wasm32) and its words:
//!
//! | folder | what |
//! |---|---|
//! | `shell/` | the one shell every screen that holds a game runs through: the route, the effects carried out, the browser (storage, saves, the worker, sounds), the failures said |
//! | `state/` | the app's state and its reducer (pure) |
//! | `board/` | the board: geometry, the drawing, the animation, the component and its inputs |
//! | `start/` | the start screen (also drawn by the light start bundle) |
//! | `play/` | the game's screen: its panels, share links, the analysis |
//! | `rules/` | what the app says about each game: its rules panel |
//! | `stats/` | "What play shows": the statistics of seeded play, panel and plot |
//! | `learn/` | the lessons: their data, the checker, the lesson's run, the screen |
//! | `puzzles/` | the puzzles: their files, the attempt, the screen |
//! | `record/` | "Record a game": a game watched on a real board entered as it is played, annotated, kept, exported |
//! | `figure/` | the embedded figure, its first drawing, and the figure builder |
//! | `kiosk/` | the museum kiosk |
//! | `print/` | images for print and download |
//! | `i18n/` | the languages: the catalogs, the data files, the engine's errors in words |
//!
//! The computer's moves come from `crate::ai` (its `greedy` level is the quick answer when
//! the worker is unavailable).

pub mod app;
pub mod board;
pub mod figure;
pub mod game;
pub mod i18n;
pub mod kiosk;
pub mod learn;
pub mod platform;
pub mod play;
pub mod print;
pub mod puzzles;
pub mod record;
pub mod rules;
pub mod shell;
pub mod start;
pub mod stats;

#[cfg(target_arch = "wasm32")]
pub use app::embed::{EmbedProps, FigureEmbed, LessonEmbed};
#[cfg(target_arch = "wasm32")]
pub use app::root::{prepare, prepare_from, App, AppProps};
#[cfg(target_arch = "wasm32")]
pub use board::view::Board;
#[cfg(target_arch = "wasm32")]
pub use kiosk::view::Clock as KioskClock;
#[cfg(target_arch = "wasm32")]
pub use puzzles::view::PuzzleLoader;
#[cfg(target_arch = "wasm32")]
pub use shell::worker::Decider;
/// Nodes of the hint searched in the page when the worker is unavailable (the tests').
#[cfg(target_arch = "wasm32")]
pub use shell::worker::FALLBACK_HINT_NODES;
