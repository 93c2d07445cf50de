//! The embed's own interface strings in English (merged into the catalog of `i18n.rs`;
//! each language's file translates them, `src/ui/i18n/lang/`). Parameter names and values
//! (`game`, `katro`, `at=`) are what the author typed, so they stay as they are in every
//! language.

/// The English texts, the keys of the languages' files.
pub const CATALOG: &[&str] = &[
    // What is wrong with a figure's parameters (config.rs).
    "The parameter \"{}\" cannot be read: {}.",
    "There is no parameter \"{}\". The parameters are: {}.",
    "The parameter \"{}\" is given twice.",
    "\"{}\" is not a value of \"{}\": use one of {}.",
    "Say which game to show: game={} (or give a whole record with record=).",
    "\"record\" already holds the whole game: leave out \"{}\".",
    "The figure's game cannot be set up: {}.",
    "at={} asks for more moves than the figure has ({}).",
    "print-at={} asks for more moves than the figure has ({}).",
    "There is a caption for move {}, but the figure has only {} moves.",
    "\"lesson\" names no game with lessons (\"{}\"): write it GAME/N, as {}/1.",
    "A lesson brings its own position: leave out \"{}\".",
    "\"puzzle\" names no puzzle (\"{}\"): write a puzzle's id, as {}.",
    "A puzzle brings its own position: leave out \"{}\".",
    "credit=yes asks for a credit line, but the figure names nobody and nothing to credit: give {} (or a record with a header).",
    // The embedded figure (embed.rs).
    "This figure cannot be shown",
    "How to write the parameters: the Mancala Atlas manual, \"Embedding a board\".",
    "This page loaded the wrong part of Mancala Atlas for this figure (its embed.js is of another version than the figure's files). Reload the page.",
    "Opening position",
    "Move {} of {}",
    "Move {}: South plays {}",
    "Move {}: North plays {}",
    "To the start",
    "Back one move",
    "Forward one move",
    "To the end",
    "Play the moves",
    "Pause",
    "Back to the figure",
    "Open in Mancala Atlas",
    "Play on: choose a hole.",
    "You are playing on from the figure.",
    "A mancala board (Mancala Atlas)",
    // "Open in Mancala Atlas" in a frame that may open no new tab.
    "This page does not let the figure open a new tab: copy the address below to open the game in Mancala Atlas.",
    "The game's address in Mancala Atlas",
];
