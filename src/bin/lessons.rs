//! The lessons bundle: a lesson (`lesson=GAME/N`: `src/ui/learn/view.rs`) or a puzzle
//! (`puzzle=ID`: `src/ui/puzzles/view.rs`) in a figure, behind `ui::LessonEmbed`, built
//! next to the figure bundle by `scripts/figure.sh` into `lessons.js` + `lessons_bg.wasm`,
//! which `embed.js` loads in place of the figure bundle for a figure whose parameters ask
//! for one. They are a bundle of their own because they alone need the computer's
//! answers (the worker's client, the page's own search, the tables' decoder) and the
//! lessons' and puzzles' texts: a reader of a figure of moves never downloads them.
//! Its interface to `embed.js` is the figure bundle's (`src/bin/figure.rs`), and so is
//! its panic hook.

mancala_atlas::figure_bundle!(LessonEmbed, "The lessons bundle");
