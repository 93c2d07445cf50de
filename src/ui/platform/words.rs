//! The words of the failures said (the manual, "When something fails"), in English: the keys
//! of the languages' files (merged into the catalog of `src/ui/i18n/catalog.rs`; each
//! language's file translates them, `src/ui/i18n/lang/`). The crash notices are looked up
//! by a panic hook ([`super::crash`]), hence named.

/// The app stopped on a panic, in a browser that keeps its games.
pub const APP_STOPPED: &str = "Something went wrong: Mancala Atlas stopped on an error. Your game is saved in this browser: reload the page to go on with it.";
/// The app stopped on a panic, on a page that keeps nothing (the kiosk, a browser that
/// keeps no games).
pub const APP_STOPPED_NOTHING_KEPT: &str =
    "Something went wrong: Mancala Atlas stopped on an error. Reload the page to start again.";
/// A figure stopped on a panic.
pub const FIGURE_STOPPED: &str =
    "Something went wrong: this figure stopped on an error. Reload the page to show it again.";
/// A figure's first drawing stopped on a panic: the figure bundle draws it instead.
pub const DRAWING_STOPPED: &str = "Something went wrong while drawing this figure: it is being drawn again. If it does not come back, reload the page.";
/// The print bundle stopped on a panic.
pub const PRINT_STOPPED: &str =
    "The image writer stopped on an error. Reload the page to make images again.";
/// A part of the Atlas that the screens' bundle draws (the recorder, the figure builder,
/// "What play shows") stopped on a panic: the app goes on.
pub const SCREEN_STOPPED: &str = "Something went wrong: this part of the Atlas stopped on an error. The rest of the Atlas goes on; reload the page to open this part again.";
/// The button of a crash notice.
pub const RELOAD: &str = "Reload the page";

/// A part of the Atlas that the app loads when it is first shown (the screens' bundle)
/// did not come, and the browser says it is offline.
pub const SCREEN_OFFLINE: &str = "You are offline, and this part of the Atlas is not on this device yet: it is downloaded the first time it is shown. It will load as soon as you are back online.";

/// The English texts, the keys of the languages' files.
pub const CATALOG: &[&str] = &[
    // A panic in a bundle (src/ui/platform/crash.rs).
    APP_STOPPED,
    APP_STOPPED_NOTHING_KEPT,
    FIGURE_STOPPED,
    DRAWING_STOPPED,
    PRINT_STOPPED,
    SCREEN_STOPPED,
    RELOAD,
    // The computer's search failed (src/ui/game/replies.rs, src/ui/shell/worker.rs).
    "The computer's search stopped on an error. The page answered in its place; the next request starts a new search.",
    "The computer could not choose a move here: its search failed twice. Let it try again, or take back a move.",
    "{} (computer, {}) could not choose a move.",
    "Let the computer try again",
    // A part of the Atlas that the app loads when it is first shown, and that did not
    // come (src/ui/app/holder.rs).
    SCREEN_OFFLINE,
    "This part of the Atlas could not be loaded: {}",
    // A language's file that did not come ({}: the language's name in itself).
    "{} could not be loaded (is this device offline?). The page stays in this language: try again later.",
];
