//! The interface's languages: English, built in, and the others as data files.
//!
//! The English text is the key: `t(lang, "Undo")` gives the text of `lang`, and falls
//! back to the English when a text has no translation (never a panic). Strings with
//! values in them use `{}` placeholders filled in order by [`tf`] (a translation may
//! reorder them as `{1}`, `{2}`, …); a count's sentence has two forms chosen by the
//! language's plural rule ([`tn`], [`Lang::plural`]). Game terms (*binikh*, *nki*,
//! *boma*, *casitas*) are kept in their own language in every translation, with a
//! gloss. The board itself never mirrors: only the page's text runs right to left in
//! Persian; South's holes and the sowing direction stay where they are.
//!
//! Every language but English is one file, `src/ui/lang/xx.txt` (its format:
//! `src/ui/lang/README.md`, read by `lang_format.rs`). The web build fetches the one a
//! reader needs (`lang_data.rs`, [`install_text`]); with the `translations` feature (the
//! native builds and the tests) the files are compiled in and read when first used.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Display;

use super::lang_format::{id_key, name_key, text_key};
use crate::ai::{Level, Value};
use crate::engine::{EndReason, Player};

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default, built in).
    #[default]
    En,
    /// Malagasy (Katro's home, with French).
    Mg,
    /// French (Katro's home, with Malagasy).
    Fr,
    /// Somali (Rio Kadalis's home).
    So,
    /// Spanish (Hoyito III's home).
    Es,
    /// Swahili (Kiothi's home country; the game's own words are Kimeru).
    Sw,
    /// Turkish.
    Tr,
    /// Persian (written right to left).
    Fa,
}

/// A plural form: the language's rule says which a count takes ([`Lang::plural`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    /// The form of one ("1 move"; in French and Malagasy also 0).
    One,
    /// Every other count's form.
    Other,
}

impl Lang {
    /// Every language, in the switcher's order: English, then the games' homes in the
    /// games' order (Katro: Malagasy and French; Rio Kadalis: Somali; Hoyito III:
    /// Spanish; Kiothi: Swahili), then the languages of the texts the Atlas was made from.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Mg,
        Lang::Fr,
        Lang::So,
        Lang::Es,
        Lang::Sw,
        Lang::Tr,
        Lang::Fa,
    ];

    /// The languages offered to readers (the switcher, `?lang=`, the browser's
    /// languages): only those whose file is complete, every text of the English
    /// catalog translated and none stale (`tests/i18n.rs` fails otherwise, and
    /// `lang-data` refuses to ship one that is not).
    pub const OFFERED: [Lang; 8] = Lang::ALL;

    /// The BCP 47 code: `en`, `mg`, `fr`, `so`, `es`, `sw`, `tr`, `fa`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Mg => "mg",
            Lang::Fr => "fr",
            Lang::So => "so",
            Lang::Es => "es",
            Lang::Sw => "sw",
            Lang::Tr => "tr",
            Lang::Fa => "fa",
        }
    }

    /// The offered language named by a code or a browser language tag (`tr`, `tr-TR`,
    /// `FA-ir`, `en_GB`, `sw-KE`, `fra`); `None` for any other language.
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let lang = match primary.as_str() {
            "en" | "eng" => Lang::En,
            "mg" | "mlg" | "plt" => Lang::Mg,
            "fr" | "fra" | "fre" => Lang::Fr,
            "so" | "som" => Lang::So,
            "es" | "spa" => Lang::Es,
            "sw" | "swa" | "swh" => Lang::Sw,
            "tr" | "tur" => Lang::Tr,
            "fa" | "per" | "fas" => Lang::Fa,
            _ => return None,
        };
        Lang::OFFERED.contains(&lang).then_some(lang)
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter()
            .find_map(|t| Lang::from_code(t.as_ref()))
            .unwrap_or_default()
    }

    /// The language's own name, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Mg => "Malagasy",
            Lang::Fr => "Français",
            Lang::So => "Soomaali",
            Lang::Es => "Español",
            Lang::Sw => "Kiswahili",
            Lang::Tr => "Türkçe",
            Lang::Fa => "فارسی",
        }
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The HTML `dir` value: `ltr` or `rtl`.
    pub fn dir(self) -> &'static str {
        if self.is_rtl() {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The plural form a count of `n` takes (CLDR's rules for whole numbers, which are
    /// all the app counts): one for 1 (in French, Malagasy and Persian also for 0),
    /// other for the rest. Malagasy, Turkish and Persian nouns do not change with the
    /// number, nor do Swahili's N-class nouns and Somali's after a numeral, but the two
    /// forms are there for any sentence whose words do (Swahili *shimo* / *mashimo*).
    pub fn plural(self, n: u64) -> Plural {
        self.plural_of(n, false)
    }

    /// The plural form of a number whose whole part is `whole`, with a fraction or not
    /// (the hint's estimates, "+1.5 seeds"): French takes the one form for every number
    /// below 2 (CLDR: i = 0,1), the others only for exactly 1 (and Persian also 0).
    pub fn plural_of(self, whole: u64, fraction: bool) -> Plural {
        let one = match self {
            Lang::Fr => whole <= 1,
            Lang::Mg => whole <= 1 && !fraction,
            Lang::Fa => whole == 0 || (whole == 1 && !fraction),
            Lang::En | Lang::So | Lang::Es | Lang::Sw | Lang::Tr => whole == 1 && !fraction,
        };
        if one {
            Plural::One
        } else {
            Plural::Other
        }
    }

    /// The sign before a number's decimals: a comma in French, Spanish, Malagasy and
    /// Turkish, a point in English, Somali, Swahili and Persian (whose digits the app
    /// writes in Latin, as the notation's).
    pub fn decimal_sign(self) -> char {
        match self {
            Lang::Fr | Lang::Es | Lang::Mg | Lang::Tr => ',',
            Lang::En | Lang::So | Lang::Sw | Lang::Fa => '.',
        }
    }

    /// Whether the language's dates come from the browser's own formatting: Persian's,
    /// whose readers count in the Solar Hijri calendar (Chromium, Firefox and Safari all
    /// have it), with Latin digits. The others are written by [`date`].
    pub fn browser_dates(self) -> bool {
        self == Lang::Fa
    }

    /// The browser's locale for [`Lang::browser_dates`]: the language with Latin digits.
    pub fn date_locale(self) -> &'static str {
        match self {
            Lang::Fa => "fa-u-nu-latn",
            other => other.code(),
        }
    }
}

/// The app's texts in English: every one of them is a key of the languages' files.
const CATALOG: &[&str] = &[
    // Saved games: recent games, set-aside saves, other tabs (src/ui/start.rs, state/).
    "Recent games",
    "Resume",
    "Delete",
    "Delete this saved game?",
    "Yes, delete it",
    "Keep it",
    "this tab's game",
    "{} move",
    "{} moves",
    "{} to move",
    "{} won {}–{}",
    "drawn {}–{}",
    "Set-aside games",
    "Saved games that could not be restored, kept exactly as they were.",
    "Set aside on {}",
    "Why it could not be restored: {}.",
    "This version of the app can restore it.",
    "The saved text",
    "Restore",
    "Copy text",
    "Copying failed: select the text and copy it",
    "Saved by a newer version of the app",
    "Format {}: kept as it is. Open it with a newer version of Mancala Atlas.",
    "its part \"{}\" is not valid",
    "Opened the shared game of {} ({} move) as a new game.",
    "Opened the shared game of {} ({} moves) as a new game.",
    "Your previous game of {} is kept under \"Recent games\" on the start screen.",
    "Your previous game of {} could not be kept: this browser keeps no games here.",
    "Your saved game could not be restored: {}. It is kept, exactly as it was, under \"Set-aside games\" on the start screen, where you can copy or download it.",
    "Your saved game could not be restored: {}. It was left as it was in this browser's storage; nothing was deleted.",
    "This game was also changed in another tab. So that neither overwrites the other, your moves here go on as a new game; the other tab's version stays under \"Recent games\".",
    "This game was continued in another tab: here is its latest position.",
    "The set-aside game was restored as a new game; it is under \"Recent games\" too.",
    "The saved game of {} was deleted.",
    "That game is no longer saved in this browser (it was deleted in another tab).",
    // Scores in words (src/ui/state/results.rs): results from the winner's side.
    "{} four",
    "{} fours",
    "{} warrior in prison",
    "{} warriors in prison",
    "{} seed on their side",
    "{} seeds on their side",
    "{} seed held",
    "{} seeds held",
    "{} each",
    "{} {} and {} {}",
    "{} wins with {} to {}'s {}: {}.",
    "{} wins the match with {} to {}'s {}: {}.",
    "A draw, {}: {}.",
    "Seeds in all, fours and seeds left: {} {}, {} {}.",
    "Round {} won by {} with {} to {}'s {} ({}); holdings for the next round: {} {}, {} {}",
    "Round {} drawn, {} ({}); holdings for the next round: {} {}, {} {}",
    "{} + {} left = {}",
    "{} seed captured",
    "{} seeds captured",
    "{} won with {} to {}'s {}",
    "drawn, {}",
    "Capture: {} from {} goes to {}'s prison",
    "{} left in {} goes to {}",
    "{}: {} warrior",
    "Next warrior",
    // The hint's values and what they are (src/ui/state/results.rs).
    "Place the last warrior in hand first: click any hole.",
    "Place the {} warriors in hand first: click any holes.",
    // The rules panel's options in play (src/ui/rules_text.rs).
    "Options of this game",
    "Either way: at each turn the mover chooses to sow along the usual circuit or along its mirror image, and keeps that way for the whole turn, relays included. A move along the mirrored circuit is written with a prime (c1'). Click a hole and choose the way.",
    // Resigning and draws agreed (src/ui/state/ending.rs, src/ui/extras.rs).
    "{} resigned: {} wins.",
    "A draw, agreed by the players.",
    "{} won: {} resigned",
    "drawn by agreement",
    "Nobody can resign or offer a draw now: a player resigns while the game goes on, and a draw is offered between two players on this device.",
    "{} declined the draw: the game goes on.",
    "{} The notation has no word for this: the record ends with the last move.",
    "A draw is offered",
    "{} offers a draw. {}, do you accept?",
    "Accept the draw",
    "Decline and play on",
    "Resign",
    "{} resigns and loses this game? Undo takes it back.",
    "Yes, resign",
    "Keep playing",
    "Resign ({})",
    "Offer a draw",
    "End the game",
    "Sounds: on",
    "Sounds: off",
    // Correspondence games (src/ui/state/letters.rs, src/ui/extras.rs).
    "its correspondence id {} is not one (letters, digits and -)",
    "Two players by correspondence: each move makes a link to send",
    "{} · by link",
    "It is {}'s move: send them the link of your move, and open the link of theirs when it comes.",
    "{} played {}.",
    "Your move.",
    "This link brings nothing new: your game already has all its moves.",
    "This link is older than your game ({} move, yours {}): your game is kept as it is.",
    "This link is older than your game ({} moves, yours {}): your game is kept as it is.",
    "This link does not follow your game: it is opened as a new game, and yours is kept under \"Recent games\".",
    "Opened a correspondence game of {} ({} move): you play {}.",
    "Opened a correspondence game of {} ({} moves): you play {}.",
    "Correspondence",
    "The game is over. Send this link to {} so that they see its end:",
    "Your move is played. Send this link to {}:",
    "You play {}. When you have played, the link to send to {} appears here; open the link of their move when it comes.",
    // Analysis (src/ui/state/analysis.rs, src/ui/extras.rs).
    "Analysis: {}",
    "Analysis",
    "Analyse",
    "Explore side lines from any position and see the computer's value of each move; the game stays as it is.",
    "Computing: {} of {} positions…",
    "{} of {} positions computed.",
    "A side line, from move {}: the game's moves are kept.",
    "On the game's moves: play any move to explore a side line.",
    "Back to the game",
    "Stop",
    "Compute the graph",
    "Above the middle line South is ahead, below it North.",
    "After move {}: {} for South",
    "The computer's value of each position of the game, for South: arrow keys go from move to move",
    "{} seed",
    "{} warrior",
    "Solved to the end: every value is exact; “win in N” and “loss in N” count the moves of both sides until the game ends.",
    // Hints from an endgame table (Rio Kadalis, Hoyito III): the final margin.
    "From the endgame table: every value is exact, and where the table knows it, how much the game is won or lost by when both play their best; “win in N” counts the moves of both sides in which that margin is made sure of, not the fewest to win.",
    "by {} four",
    "by {} fours",
    "by {} seed",
    "by {} seeds",
    "Estimates in warriors for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
    "Estimates in seeds for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
    ", hint: {}",
    "Mancala Atlas",
    // The board's tools (src/ui/app.rs).
    "Board",
    "Turn the board",
    "Coordinates",
    // "Download image", by the board and in a figure's full controls (src/ui/download.rs).
    "Download image",
    "Players' names",
    "Caption",
    "The image could not be made: {}.",
    "Show the names of the files and ranks along the board",
    "Turn the board half a turn: the other player at the bottom (the holes keep their names)",
    "Language",
    "Undo",
    "South",
    "North",
    "S",
    "N",
    "a capture emptied the opponent's side",
    "the player to move has no seeds",
    "the player to move has no legal move",
    "every move left to the player to move would sow endlessly",
    "a capture left the last four seeds",
    "neither player can move",
    "the same position occurred three times",
    "a player cannot fill a single hole",
    "Random",
    "Greedy",
    "Beginner",
    "Easy",
    "Medium",
    "Hard",
    "Expert",
    "draw",
    "win in {}",
    "loss in {}",
    "best",
    "Two players on this device",
    "Play South against the computer",
    "Play North against the computer",
    "Computer against computer",
    "Instant",
    "Fast",
    "Normal",
    "Slow",
    "Step",
    "Choose a game",
    "Four traditional mancala games from four corners of the world. Choose one, set its options and who plays.",
    "{} options",
    "Players",
    "Computer's strength",
    "Play {}",
    "Back to the game in progress",
    "fours",
    "warriors in prison",
    "seeds on their side",
    "seeds",
    "A one-warrior victory!",
    "Move {}: {} plays {}…",
    "{} (computer, {}) is thinking…",
    "Opening redistribution: {} to redistribute.",
    "Opening redistribution: {} (computer) to redistribute.",
    "{} to move.",
    "{} (computer) to move.",
    "Match, round {}.",
    "In reserve: South {}, North {}.",
    "This option cannot be set: {}.",
    "It is the computer's turn ({}).",
    "The computer chose {}, which cannot be played here; it was ignored.",
    "A hint is for the person to move, while the game goes on.",
    "The hint named a move that cannot be played here; it was ignored.",
    "No hint could be computed.",
    "There is no move to redo.",
    "There is no move to take back.",
    "Imported a game of {} with {} move.",
    "Imported a game of {} with {} moves.",
    "This record cannot be imported: {}.",
    "The link's game cannot be opened: {}. Nothing was changed.",
    "The last move was still being shown; here is the board after it. Choose again.",
    "{} cannot be played: {}.",
    "The game is over: take back a move or start a new game.",
    "There is no hole {} on this board.",
    "{} cannot be emptied: choose an occupied hole of {}'s row.",
    "At most {} holes are emptied: click an emptied hole again to keep it.",
    "Every warrior has been placed: confirm, or take one back.",
    "Choose {} hole to empty first ({} chosen).",
    "Choose {} holes to empty first ({} chosen).",
    "This redistribution cannot be played: {}.",
    "Move {} ({}) cannot be replayed: {}.",
    "This move cannot be played: {}.",
    "it is not JSON (the reading stopped at line {}, column {})",
    "it is not a saved game (a JSON object)",
    "its part \"{}\" is missing",
    "\"{}\" is a broken %-escape",
    "it is not valid text (UTF-8)",
    "it is not base64url (\"{}\" is not part of it)",
    "the link's \"{}\" cannot be read: {}",
    "it was saved by another version of the app (format {})",
    "it has no format version",
    "it has no game record",
    "The game cannot be saved in this browser: {}.",
    "this browser keeps no local storage here",
    "the browser's storage refused it (full, or private browsing)",
    "Lift how many from {}?",
    "Sow from {} along",
    "all {}",
    "the usual circuit",
    "the mirrored circuit",
    "{}, towards {}",
    "play {}",
    "Cancel",
    // Long sowings decided in the background (src/ui/state/deciding.rs).
    "Deciding a very long sowing ({})… it may take minutes; Cancel leaves everything as it was.",
    "move {}",
    "the moves up to move {}",
    "the imported game",
    "the shared game",
    "the saved game of {}",
    "Still deciding ({}): wait for it, or press Cancel.",
    "Stopped deciding ({}): nothing was changed.",
    "Could not decide ({}): a sowing this long is decided in a background worker, and this page could not start one. Nothing was changed.",
    "Could not decide ({}): the background worker failed. Nothing was changed.",
    "Could not decide ({}): the background worker's answer did not settle it. Nothing was changed.",
    "{} — needs deciding (a very long sowing): choose it to decide it",
    "deciding…",
    "Could not decide ({}): a figure never decides a sowing this long (it would hold up the page). Open it in the app to play it.",
    "This figure's game needs a very long sowing decided, which a figure never does (it would hold up the page). Give its record as the app exports it, with its decided sowings (record=), or open it in the app.",
    "{} seeds",
    "{} warriors",
    "{} lifts {} from {}",
    "Relay: {} lifts {} from {}",
    "The relay goes on for {} laps, too many to show one by one; the last lap starts from {}",
    " (a four)",
    " (binikh: the last seed made four)",
    " (leftmost bonus)",
    "Capture: {} takes {} from {} into {}",
    "Capture: {} from {} go to {}'s prison",
    "Capture: {} takes {} from {}",
    "{} has no move and passes",
    "Extra turn: {} moves again",
    "{} empties {} ({})",
    "Every occupied hole is now nki (protected): {}",
    "{} left in {} go to {}",
    "Game over: {} wins — {}",
    "Game over: a draw — {}",
    // The moves as a screen reader hears them (src/ui/state/spoken.rs).
    "Move {}: {} sows {} from {}, ending in {}",
    "Move {}: {} sows {} from {} in {} lap, ending in {}",
    "Move {}: {} sows {} from {} in {} laps, ending in {}",
    "Move {}: {} redistributes, emptying {} and placing the warriors in {}",
    "Move {}: {} passes",
    "{} left on the board goes to {}",
    "{} left on the board go to {}",
    "No move played yet.",
    "{} board",
    "{}: {} seed",
    "{}: {} seeds",
    ", nki (protected)",
    ", closed for this round",
    "closed",
    "{}'s prison",
    "{}: {} warriors",
    "prison",
    "captured",
    " · reserve {}",
    "in hand: {}",
    " — sowing",
    " — thinking…",
    " — to move",
    "{} · computer",
    "{} · you",
    "Close the message",
    "Click any hole, in either row, to place a warrior there ({} in hand).",
    "Click the holes of your row to empty.",
    "Emptying {}. Click a hole again to keep it.",
    " and ",
    "Opening redistribution",
    "{} empties exactly {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
    "{} empties {} to {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
    "Take up the warriors",
    "Take back one",
    "Start over",
    "Confirm",
    "Sowing",
    "Speed",
    "Next seed",
    "Next lap",
    "Show all",
    "Moves",
    "↶ Undo",
    "Redo ↷",
    "New game",
    "Start",
    "Copy link",
    "Copied",
    "Copying failed: select the link and copy it",
    "Save, share and import",
    "Share link (the game, its options and its moves)",
    "Record (notation)",
    "Record (JSON)",
    "Download text",
    "Download JSON",
    "Import a record (text or JSON)",
    "Import",
    "Rules of {}",
    "House rules",
    "Not in any source: they make every game end with one outcome.",
    "house rule",
    "Sources",
    "Readings not taken",
    "Hint",
    "Thinking…",
    "The record is the game as shown: {} move taken back (Redo) is not in it.",
    "The record is the game as shown: {} moves taken back (Redo) are not in it.",
    "Every move's value for the player to move.",
];

/// The months, as a date names them ([`date`]): keys of the catalog, between [`CATALOG`]
/// and [`CATALOG_AFTER_MONTHS`].
pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const CATALOG_AFTER_MONTHS: &[&str] = &[
    // Dates (i18n::date): the date's order: {1} the month (one of MONTHS), {2} the day,
    // {3} the year, {4} the time (hours:minutes).
    "{1} {2}, {3}, {4}",
    // The rules panel's glossary and draft note (src/ui/panels.rs, rules_text.rs).
    "The game's words",
    "Source: {}",
    "No source gives a word for this: a plain translation.",
    // "What play shows" in the rules panel (src/ui/play_stats.rs, play_stats_panel.rs):
    // the statistics of seeded games, one plot per option set.
    "What play shows",
    "Loading the figures…",
    "The figures could not be loaded: {}",
    "Games the Atlas played with itself from the start, for every option set of the game: how often each side won and how often a game was drawn, with 95% intervals, and how long a game lasted. Each bar shows South's wins, the draws and North's wins.",
    "The figures with their exact counts and the commands that made them (JSON)",
    "the options of this game",
    "The default options",
    // An option and its value ("Holes per row: 5"), and what separates two of them.
    "{1}: {2}",
    "; ",
    "{} game of random moves on both sides",
    "{} games of random moves on both sides",
    "{1} game between two computer players at level {2}",
    "{1} games between two computer players at level {2}",
    // {1} South, {2} its share, {3} North, {4} its share, {5} the draws' share.
    "{1} won {2}, {3} {4}, drawn {5}",
    // A share and its 95% interval: "44.3% (44.0%–44.6%)".
    "{1} ({2}–{3})",
    // A percentage.
    "{}%",
    "Moves per game: median {1}, middle half {2}–{3}",
    // The page's loading frame and the loader's failure, said before the wasm has come
    // (static/boot.js: its table is written by the build, lang_data::boot_table).
    "Loading the boards…",
    "Mancala Atlas could not start: {}. Reloading the page may help.",
];

// The app's strings, the embed's (src/ui/embed_text.rs), the engine's errors
// (src/ui/words_text.rs) and the lessons' (src/ui/lessons/text.rs).
fn entries() -> impl Iterator<Item = &'static str> {
    CATALOG
        .iter()
        .chain(&MONTHS)
        .chain(CATALOG_AFTER_MONTHS)
        .chain(super::embed_text::CATALOG)
        .chain(super::words_text::CATALOG)
        .chain(super::lessons::text::CATALOG)
        .chain(super::puzzle_text::CATALOG)
        .chain(super::builder_text::CATALOG)
        .copied()
}

/// The catalog's English texts, in order: every one is a key of each language's file
/// (`tests/i18n.rs` checks that each file has them all).
pub fn keys() -> impl Iterator<Item = &'static str> {
    entries()
}

/// Whether `en` is in the English catalog.
pub fn has(en: &str) -> bool {
    entries().any(|k| k == en)
}

thread_local! {
    // Each language's text installed from its data file, by key (`lang_format.rs`):
    // leaked, as it lives as long as the page.
    static INSTALLED: RefCell<HashMap<Lang, &'static HashMap<u64, &'static str>>> =
        RefCell::new(HashMap::new());
}

/// Installs `lang`'s texts (each under its key, `lang_format.rs`) in place of any
/// installed before: from then on [`t`] and the others answer in `lang`.
/// `lang_data.rs` reads the data files.
pub fn install_text(lang: Lang, texts: Vec<(u64, String)>) {
    let texts: HashMap<u64, &'static str> = texts
        .into_iter()
        .map(|(k, v)| (k, &*Box::leak(v.into_boxed_str())))
        .collect();
    let texts: &'static HashMap<u64, &'static str> = Box::leak(Box::new(texts));
    INSTALLED.with(|l| l.borrow_mut().insert(lang, texts));
}

/// Whether text of `lang` has been installed ([`install_text`]).
pub fn installed(lang: Lang) -> bool {
    INSTALLED.with(|l| l.borrow().contains_key(&lang))
}

/// The translator's file of `lang` as compiled in (the `translations` feature; none for
/// English, which is the catalog itself).
#[cfg(feature = "translations")]
pub fn source(lang: Lang) -> Option<&'static str> {
    Some(match lang {
        Lang::En => return None,
        Lang::Mg => include_str!("lang/mg.txt"),
        Lang::Fr => include_str!("lang/fr.txt"),
        Lang::So => include_str!("lang/so.txt"),
        Lang::Es => include_str!("lang/es.txt"),
        Lang::Sw => include_str!("lang/sw.txt"),
        Lang::Tr => include_str!("lang/tr.txt"),
        Lang::Fa => include_str!("lang/fa.txt"),
    })
}

/// `lang`'s compiled-in texts by key, read from its file when first asked for.
#[cfg(feature = "translations")]
fn built_in(lang: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<HashMap<u64, &'static str>>; 8] = [const { OnceLock::new() }; 8];
    let at = Lang::ALL.iter().position(|&l| l == lang)?;
    let text = source(lang)?;
    Some(TABLES[at].get_or_init(|| {
        let src = super::lang_format::read_source(text)
            .unwrap_or_else(|e| panic!("src/ui/lang/{}.txt: {e}", lang.code()));
        let src: &'static super::lang_format::Source = Box::leak(Box::new(src));
        src.keyed().into_iter().collect()
    }))
}

#[cfg(not(feature = "translations"))]
fn built_in(_: Lang) -> Option<&'static HashMap<u64, &'static str>> {
    None
}

/// Whether `lang`'s text is compiled in (English always; every language with the
/// `translations` feature), so that nothing has to be fetched for it.
pub fn built_in_lang(lang: Lang) -> bool {
    lang == Lang::En || built_in(lang).is_some()
}

/// The text under `key` in `lang`: installed from its data file, else compiled in.
fn lookup(lang: Lang, key: u64) -> Option<&'static str> {
    if lang == Lang::En {
        return None;
    }
    let table = INSTALLED
        .with(|l| l.borrow().get(&lang).copied())
        .or_else(|| built_in(lang))?;
    table.get(&key).copied()
}

/// `en` in `lang` (the English itself when it has no translation).
pub fn t(lang: Lang, en: &'static str) -> &'static str {
    text(lang, en).unwrap_or(en)
}

/// `en` in `lang`, if `lang`'s file has it (never for English).
pub fn text(lang: Lang, en: &str) -> Option<&'static str> {
    lookup(lang, text_key(en))
}

/// The rules-panel text `id` in `lang`, translated from `en`: the English itself when
/// `lang`'s file has no translation of this English (none, or one made from an earlier
/// English: a stale one).
pub fn id_text(lang: Lang, id: &str, en: &'static str) -> &'static str {
    lookup(lang, id_key(id, en)).unwrap_or(en)
}

/// A named entry of `lang`'s file: a glossary term (`term.kiothi.warrior`), its source
/// (`term.kiothi.warrior/source`), the draft note (`note`).
pub fn named(lang: Lang, name: &str) -> Option<&'static str> {
    lookup(lang, name_key(name))
}

/// The arguments a template takes, in the order it shows them: `{}` is the next one,
/// `{1}`, `{2}`, … name one (counted from 1). `"{} of {}"` is `[0, 1]`, `"{2} de {1}"`
/// is `[1, 0]`.
pub fn placeholders(template: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut next = 0;
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        let after = &rest[i + 1..];
        let Some(close) = after.find('}') else { break };
        let inside = &after[..close];
        if inside.is_empty() {
            out.push(next);
            next += 1;
        } else if let Some(n) = inside
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1 && inside.len() <= 2)
        {
            out.push(n - 1);
        }
        rest = &after[close + 1..];
    }
    out
}

/// `template` with its placeholders filled from `args` ([`placeholders`]); a
/// placeholder with no argument is left empty.
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next = 0;
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let close = after.find('}');
        let inside = close.map(|c| &after[..c]);
        let slot = match inside {
            Some("") => {
                next += 1;
                Some(next - 1)
            }
            Some(s) if s.len() <= 2 => s.parse::<usize>().ok().filter(|&n| n >= 1).map(|n| n - 1),
            _ => None,
        };
        match (slot, close) {
            (Some(k), Some(c)) => {
                if let Some(a) = args.get(k) {
                    out.push_str(&a.to_string());
                }
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `en` in `lang` with its placeholders filled from `args` ([`fill`]).
pub fn tf(lang: Lang, en: &'static str, args: &[&dyn Display]) -> String {
    fill(t(lang, en), args)
}

/// A sentence about a count `n` in `lang`: `one` or `other` (English texts, both with
/// their placeholders: `"{} move"`, `"{} moves"`) as `lang`'s plural rule says for `n`
/// ([`Lang::plural`]: French says "0 coup"), filled from `args`.
pub fn tn(
    lang: Lang,
    n: u64,
    one: &'static str,
    other: &'static str,
    args: &[&dyn Display],
) -> String {
    let en = match lang.plural(n) {
        Plural::One => one,
        Plural::Other => other,
    };
    tf(lang, en, args)
}

/// A number written with its decimal sign in `lang` (`"+1.25"` is `"+1,25"` in French):
/// `text` is the number as Rust writes it.
pub fn decimals(lang: Lang, text: &str) -> String {
    text.replace('.', lang.decimal_sign().encode_utf8(&mut [0; 4]))
}

/// A whole number in `lang`, its thousands grouped as the language groups them
/// (`1,234,567`; French `1 234 567` with narrow spaces, Spanish `1.234.567` and `1234`
/// ungrouped, as CLDR says).
pub fn number(lang: Lang, n: u64) -> String {
    let digits = n.to_string();
    let (sign, least) = match lang {
        Lang::En | Lang::So | Lang::Sw | Lang::Fa => (",", 4),
        Lang::Fr => ("\u{202f}", 4),
        Lang::Mg => ("\u{a0}", 4),
        Lang::Es => (".", 5),
        Lang::Tr => (".", 4),
    };
    if digits.len() < least {
        return digits;
    }
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push_str(sign);
        }
        out.push(c);
    }
    out
}

/// A moment, as the reader's clock shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month.
    pub day: u8,
    /// The hour, 0 to 23.
    pub hour: u8,
    /// The minute.
    pub minute: u8,
}

/// A date and time in `lang`, as each language writes one: the month's name and the
/// order of the day, the month, the year and the time are its file's ("March 5, 2025,
/// 14:03"; "5 mars 2025, 14:03"). Times in 24 hours in every language.
pub fn date(lang: Lang, m: Moment) -> String {
    let month = MONTHS
        .get(usize::from(m.month.max(1) - 1))
        .map_or("", |&name| t(lang, name));
    let time = format!("{:02}:{:02}", m.hour, m.minute);
    tf(lang, "{1} {2}, {3}, {4}", &[&month, &m.day, &m.year, &time])
}

/// A player's name in `lang`: South / North, Güney / Kuzey, جنوب / شمال.
pub fn player(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "South"),
        Player::North => t(lang, "North"),
    }
}

/// A player's one-letter mark in the move list.
pub fn player_initial(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "S"),
        Player::North => t(lang, "N"),
    }
}

/// Why a game or round ended, as a clause for the result, in `lang`.
pub fn end_reason(lang: Lang, r: EndReason) -> &'static str {
    match r {
        EndReason::OpponentEmptied => t(lang, "a capture emptied the opponent's side"),
        EndReason::NoSeeds => t(lang, "the player to move has no seeds"),
        EndReason::NoLegalMove => t(lang, "the player to move has no legal move"),
        EndReason::OnlyEndlessMoves => t(
            lang,
            "every move left to the player to move would sow endlessly",
        ),
        EndReason::LastFour => t(lang, "a capture left the last four seeds"),
        EndReason::NeitherCanMove => t(lang, "neither player can move"),
        EndReason::Repetition => t(lang, "the same position occurred three times"),
        EndReason::CannotFillHole => t(lang, "a player cannot fill a single hole"),
    }
}

/// What the app calls a level of the computer.
pub fn level(lang: Lang, l: Level) -> &'static str {
    match l {
        Level::Random => t(lang, "Random"),
        Level::Greedy => t(lang, "Greedy"),
        Level::Beginner => t(lang, "Beginner"),
        Level::Easy => t(lang, "Easy"),
        Level::Medium => t(lang, "Medium"),
        Level::Hard => t(lang, "Hard"),
        Level::Expert => t(lang, "Expert"),
    }
}

/// A move's value for the mover, in `lang`: "win in 5", "draw", "loss in 3", or the
/// search's estimate (`+1.25`, in seeds, with the language's decimal sign). In a
/// right-to-left language the signed number is isolated left to right (U+2066 …
/// U+2069), so that its sign stays in front of it ("+0.20", never "0.20+") wherever it
/// is shown.
pub fn value(lang: Lang, v: Value) -> String {
    match v {
        Value::Win { plies } => tf(lang, "win in {}", &[&plies]),
        Value::Loss { plies } => tf(lang, "loss in {}", &[&plies]),
        Value::Draw => t(lang, "draw").to_string(),
        Value::Heuristic { .. } if lang.is_rtl() => format!("\u{2066}{v}\u{2069}"),
        Value::Heuristic { .. } => decimals(lang, &v.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_browser_tags_choose_a_language() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_code("FA_ir"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("sw-KE"), Some(Lang::Sw));
        assert_eq!(Lang::from_code("fr-MG"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("plt"), Some(Lang::Mg));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_browser(&["de-DE", "fa-IR", "en"]), Lang::Fa);
        assert_eq!(Lang::from_browser(&["de-DE", "es-DO"]), Lang::Es);
        assert_eq!(Lang::from_browser(&["de-DE"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert!(Lang::Fa.is_rtl() && !Lang::Tr.is_rtl());
        assert!(Lang::ALL.iter().filter(|l| l.is_rtl()).count() == 1);
    }

    #[test]
    fn catalog_keys_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for en in keys() {
            assert!(seen.insert(en), "{en:?} is in the catalog twice");
            assert!(!en.trim().is_empty());
        }
    }

    #[test]
    fn placeholders_fill_in_order_or_by_number() {
        assert_eq!(placeholders("{} of {}"), [0, 1]);
        assert_eq!(placeholders("{2} de {1}"), [1, 0]);
        assert_eq!(placeholders("{x} {}"), [0]);
        let args: [&dyn Display; 2] = [&"a1", &3];
        assert_eq!(fill("{} to {}", &args), "a1 to 3");
        assert_eq!(fill("{2} depuis {1}", &args), "3 depuis a1");
        assert_eq!(fill("{} and {}", &args[..1]), "a1 and ");
        assert_eq!(fill("{x} {", &args), "{x} {");
    }

    #[test]
    fn an_estimate_keeps_its_sign_in_front_right_to_left() {
        let v = Value::Heuristic { score: 20 };
        assert_eq!(value(Lang::En, v), "+0.20");
        assert_eq!(value(Lang::Fr, v), "+0,20");
        assert_eq!(value(Lang::Fa, v), "\u{2066}+0.20\u{2069}");
        assert_eq!(value(Lang::Fa, Value::Draw), t(Lang::Fa, "draw"));
    }

    #[test]
    fn numbers_are_grouped_as_each_language_groups_them() {
        assert_eq!(number(Lang::En, 999), "999");
        assert_eq!(number(Lang::En, 1234567), "1,234,567");
        assert_eq!(number(Lang::Fr, 1234), "1\u{202f}234");
        assert_eq!(number(Lang::Es, 1234), "1234");
        assert_eq!(number(Lang::Es, 12345), "12.345");
        assert_eq!(number(Lang::Sw, 100000000), "100,000,000");
    }

    #[test]
    fn missing_strings_fall_back_to_english_and_placeholders_fill_in_order() {
        let missing = "not in the catalog";
        assert_eq!(t(Lang::Tr, missing), missing);
        assert_eq!(t(Lang::En, "Language"), "Language");
        let (to, and) = ("{} to {}", "{} and {}");
        assert_eq!(tf(Lang::En, to, &[&"a1", &3]), "a1 to 3");
        assert_eq!(tf(Lang::En, and, &[&1]), "1 and ");
        assert_eq!(
            id_text(Lang::Tr, "katro.rules.1", "An English of another build"),
            "An English of another build"
        );
    }
}
