//! The figure bundle: only what an embedded figure of moves needs (`src/ui/figure/view.rs`,
//! behind `ui::FigureEmbed`), built next to the app by `scripts/figure.sh` (a Trunk hook)
//! into `figure.js` + `figure_bg.wasm`, which `embed.js` loads. The app
//! (`src/bin/app.rs`), the start screen and the computer's worker are not in it: an
//! article reader downloads a figure. Nor are the lessons and the puzzles in figures,
//! which the lessons bundle draws (`src/bin/lessons.rs`).

mancala_atlas::figure_bundle!(FigureEmbed, "The figure bundle");
