//! Errors: one enum per operation, each variant a reason a person can act on.

use std::fmt;

use super::board::Hole;
use super::player::Player;
use super::rules::GameId;

/// Why a piece of notation (a hole, a move, a record) could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Not a hole name like `c1`.
    Hole(String),
    /// Not a move like `c1`, `c1/3`, `c1'` or `e1+f1=c1:5,a2:5`.
    Move(String),
    /// A lift count that is not a whole number from 1.
    LiftCount(String),
    /// A redistribution placement that is not `hole:count`.
    Placement(String),
    /// The same hole placed into twice in one redistribution.
    PlacedTwice(Hole),
    /// The same hole emptied twice in one redistribution.
    EmptiedTwice(Hole),
    /// A redistribution naming a hole beyond Kiothi's two rows of ten.
    BeyondKiothi(Hole),
}

/// How much of a piece of input an error message repeats.
const QUOTE_CHARS: usize = 60;

/// One character of input as a one-line message shows it: line breaks, tabs, NUL,
/// other control characters and the invisible ones that could reorder or hide text
/// escaped; inside quotes, `"` and `\` too.
pub fn escape_char(c: char, quoted: bool, out: &mut String) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        '\0' => out.push_str("\\0"),
        '"' | '\\' if quoted => {
            out.push('\\');
            out.push(c);
        }
        c if c.is_control()
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}') =>
        {
            out.extend(c.escape_unicode())
        }
        c => out.push(c),
    }
}

/// A piece of input as a message repeats it, on one line: in quotes, escaped
/// ([`escape_char`]), and cut after `QUOTE_CHARS` (60) characters with an ellipsis and its
/// full length (`"xxxx…" (10000 characters)`).
pub fn quote(s: &str) -> String {
    let mut body = String::new();
    let mut shown = 0;
    let mut piece = String::new();
    let mut cut = false;
    for c in s.chars() {
        piece.clear();
        escape_char(c, true, &mut piece);
        let n = piece.chars().count();
        if shown + n > QUOTE_CHARS {
            cut = true;
            break;
        }
        body.push_str(&piece);
        shown += n;
    }
    if cut {
        format!("\"{body}…\" ({} characters)", s.chars().count())
    } else {
        format!("\"{body}\"")
    }
}

/// `s` as it is when it is a short run of printable ASCII without quotes or backslashes
/// (a move as written, say), else [`quote`]d.
pub fn plain(s: &str) -> String {
    let clean = s.len() <= 24
        && !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\');
    if clean {
        s.to_string()
    } else {
        quote(s)
    }
}

/// A JSON value repeated inside a message, given as its JSON text (strings in their JSON
/// quotes): escaped and cut as [`quote`] does.
pub fn quote_json(text: &str) -> String {
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let mut piece = String::new();
        escape_char(c, false, &mut piece);
        shown += piece.chars().count();
        if shown > QUOTE_CHARS {
            return format!("{out}… ({} characters)", text.chars().count());
        }
        out.push_str(&piece);
    }
    out
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Hole(s) => write!(
                f,
                "{} is not a hole (write a file letter and a rank number, like c1)",
                quote(s)
            ),
            ParseError::Move(s) => write!(
                f,
                "{} is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
                quote(s)
            ),
            ParseError::LiftCount(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.trim_start_matches('0').is_empty() => write!(
                f,
                "{} seeds cannot be lifted: no hole holds that many (lift from 1 up to what the hole holds)",
                quote(s)
            ),
            ParseError::LiftCount(s) => write!(
                f,
                "{} is not a number of seeds to lift (write a whole number from 1, like c1/3)",
                quote(s)
            ),
            ParseError::Placement(s) => write!(
                f,
                "{} is not a placement (write hole:count, like c1:5)",
                quote(s)
            ),
            ParseError::PlacedTwice(h) => write!(f, "{h} is placed into twice: give each hole one count"),
            ParseError::EmptiedTwice(h) => write!(f, "{h} is emptied twice"),
            ParseError::BeyondKiothi(h) => write!(
                f,
                "there is no hole {h} on Kiothi's board: a redistribution names holes a1 to j2"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// What is wrong with the count of a [`ParseError::LiftCount`], as data (for a caller
/// that words it itself, like the CLI).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiftCountProblem {
    /// A lift of no seeds (`c1/0`).
    Zero,
    /// A whole number larger than any hole holds (`c1/999`).
    TooLarge,
    /// Not a whole number (`c1/x`, `c1/`).
    NotANumber,
}

/// What is wrong with a [`ParseError::Placement`], as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlacementProblem {
    /// `hole:count` whose count is more warriors than any board holds (`c1:999`).
    TooMany,
    /// Not `hole:count` (`c1`, `c1:x`).
    NotHoleCount,
}

impl ParseError {
    /// Why a lift count could not be read; `None` for the other errors.
    pub fn lift_count_problem(&self) -> Option<LiftCountProblem> {
        let ParseError::LiftCount(s) = self else {
            return None;
        };
        let digits = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        Some(if !digits {
            LiftCountProblem::NotANumber
        } else if s.bytes().all(|b| b == b'0') {
            LiftCountProblem::Zero
        } else {
            LiftCountProblem::TooLarge
        })
    }

    /// Why a redistribution's placement could not be read; `None` for the other errors.
    pub fn placement_problem(&self) -> Option<PlacementProblem> {
        let ParseError::Placement(s) = self else {
            return None;
        };
        let too_many = s.split_once(':').is_some_and(|(h, n)| {
            h.parse::<Hole>().is_ok() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
        });
        Some(if too_many {
            PlacementProblem::TooMany
        } else {
            PlacementProblem::NotHoleCount
        })
    }
}

/// Why a move cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game is over.
    GameOver,
    /// The hole is not on this board.
    NoSuchHole(Hole),
    /// The hole belongs to the other player.
    NotYourHole {
        /// The hole named.
        hole: Hole,
        /// Who is to move.
        mover: Player,
    },
    /// The hole holds no seeds.
    EmptyHole(Hole),
    /// The hole is closed for this round (match play).
    ClosedHole(Hole),
    /// Katro: moves start from the outermost rank that holds seeds.
    NotOutermostRank {
        /// The hole named.
        hole: Hole,
        /// The rank moves must come from (0-based).
        rank: u8,
    },
    /// A partial lift (`c1/3`) in a game where the whole hole is always lifted.
    PartialLiftNotAllowed,
    /// More seeds asked for than the hole holds.
    LiftTooMany {
        /// The hole named.
        hole: Hole,
        /// Seeds in it.
        have: u8,
        /// Seeds asked for.
        asked: u8,
    },
    /// A lift of every seed written as a partial lift (`c1/5` for a hole of 5): the
    /// canonical spelling is `c1` (RULES.md §1.5).
    WholeLiftWrittenPartial {
        /// The hole named.
        hole: Hole,
        /// Seeds in it (all of them).
        count: u8,
    },
    /// The mirrored circuit (`c1'`) without Katro's `either` option.
    MirroredNotAllowed,
    /// Kiothi: the first lap would end in an occupied hole of the mover's own rank.
    FirstLapOwnOccupied {
        /// Where the first lap's last seed would fall.
        landing: Hole,
    },
    /// The sowing would never end (house rule, RULES.md §1.3).
    EndlessSowing,
    /// No move starts from this hole.
    NoMoveFrom(Hole),
    /// A redistribution in a game that has none.
    NoRedistribution,
    /// A redistribution when a sowing is due, or a sowing during Kiothi's redistribution turns.
    WrongPhase {
        /// True when a redistribution is due.
        redistribution_due: bool,
    },
    /// A redistribution that empties a hole that is not the mover's or holds nothing.
    CannotEmpty(Hole),
    /// A redistribution that empties the wrong number of holes.
    EmptiedCount {
        /// Holes emptied.
        emptied: u8,
        /// The rules ask for at least this many…
        least: u8,
        /// …and at most this many.
        most: u8,
    },
    /// A redistribution that places a different number of warriors than it lifted.
    PlacedCount {
        /// Warriors lifted.
        lifted: u16,
        /// Warriors placed.
        placed: u16,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => write!(f, "the game is over"),
            PlayError::NoSuchHole(h) => write!(f, "there is no hole {h} on this board"),
            PlayError::NotYourHole { hole, mover } => write!(f, "{hole} is not one of {mover}'s holes"),
            PlayError::EmptyHole(h) => write!(f, "{h} is empty"),
            PlayError::ClosedHole(h) => write!(f, "{h} is closed for this round"),
            PlayError::NotOutermostRank { hole, rank } => write!(
                f,
                "{hole} cannot be played: moves start from the outermost row that holds seeds (rank {})",
                rank + 1
            ),
            PlayError::PartialLiftNotAllowed => write!(f, "in this game every seed of the hole is lifted (write just the hole, like c1)"),
            PlayError::LiftTooMany { hole, have, asked } => match have {
                1 => write!(f, "{hole} holds 1 seed, so {asked} cannot be lifted: write {hole} to lift it"),
                2 => write!(f, "{hole} holds 2 seeds: a partial lift takes 1 of them, not {asked}"),
                _ => write!(f, "{hole} holds {have} seeds: a partial lift takes 1 to {} of them, not {asked}", have - 1),
            },
            PlayError::WholeLiftWrittenPartial { hole, count } => write!(
                f,
                "{hole} holds {count}: lifting all of them is written {hole}, not {hole}/{count}"
            ),
            PlayError::MirroredNotAllowed => write!(f, "the mirrored circuit (c1') needs Katro's \"either direction\" option"),
            PlayError::FirstLapOwnOccupied { landing } => write!(
                f,
                "the first lap would end in {landing}, an occupied hole of your own row"
            ),
            PlayError::EndlessSowing => write!(f, "this sowing would never end (endless sowing is not allowed)"),
            PlayError::NoMoveFrom(h) => write!(f, "no move starts from {h}"),
            PlayError::NoRedistribution => write!(f, "this game has no redistribution: a move names a hole, like c1"),
            PlayError::WrongPhase { redistribution_due: true } => {
                write!(f, "the opening redistribution comes first (empty holes, then place their warriors)")
            }
            PlayError::WrongPhase { redistribution_due: false } => {
                write!(f, "the redistribution is over: sow from a hole")
            }
            PlayError::CannotEmpty(h) => write!(f, "{h} cannot be emptied: it must be an occupied hole of your own"),
            PlayError::EmptiedCount {
                emptied,
                least,
                most,
            } => {
                let asked = match (least, most) {
                    (0, 2) => "none, one or two".to_string(),
                    (0, 1) => "none or one".to_string(),
                    (0, _) => "none".to_string(),
                    (2, 2) => "exactly two".to_string(),
                    (l, m) if l == m => format!("every occupied hole ({l})"),
                    (l, m) => format!("{l} to {m}"),
                };
                let holes = if *emptied == 1 { "hole" } else { "holes" };
                write!(f, "{emptied} {holes} emptied, but the rules ask for {asked}")
            }
            PlayError::PlacedCount { lifted, placed } => {
                write!(f, "{lifted} warriors were lifted but {placed} placed: place every one of them")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a position (JSON, a URL, a saved game), a game or its options are not valid. Data,
/// not prose: the app puts each variant into the reader's language; `Display` is the
/// English (the CLI's), repeating any text from the input through [`quote`] or
/// [`quote_json`], bounded and escaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Text that is not JSON, and where reading it stopped.
    Json {
        /// Line, from 1.
        line: usize,
        /// Column, from 1 (0 when the text is empty).
        column: usize,
        /// Whether the text ended before the JSON did (rather than going wrong).
        ends_early: bool,
    },
    /// JSON that is not an object.
    NotAnObject,
    /// A game id that is not one of the four (as written).
    UnknownGame(String),
    /// `"options"` that are not a JSON object (the value as written, JSON text).
    OptionsNotObject(String),
    /// An option the game does not have (the key as written); the game's options are
    /// [`GameId::options`].
    UnknownOption {
        /// The game.
        game: GameId,
        /// The key as written.
        key: String,
    },
    /// A value an option cannot take; the choices are in [`GameId::options`].
    BadOptionValue {
        /// The game.
        game: GameId,
        /// The option.
        key: &'static str,
        /// The value as written, JSON text.
        value: String,
    },
    /// A missing or malformed field.
    Field {
        /// The field, as a path (`captured`, `match.reserve`, `outcome.score`…).
        field: &'static str,
        /// What is wrong with it.
        problem: FieldProblem,
    },
    /// `pits` does not have the board's shape.
    Shape {
        /// Ranks expected.
        ranks: u8,
        /// Files expected.
        files: u8,
    },
    /// The seeds do not add up to the game's total.
    SeedCount {
        /// Seeds the rules play with.
        expected: u32,
        /// Seeds found.
        found: u32,
    },
    /// Something the game does not allow (a store in Katro, a closed hole outside match
    /// play…).
    Inconsistent(Inconsistency),
}

/// What is wrong with one field of a position's JSON ([`SetupError::Field`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FieldProblem {
    /// The field is missing (`game`, `pits`).
    Missing,
    /// Not a string (`game`).
    NotAString,
    /// Not `"south"` or `"north"` (`to_move`).
    NotAPlayer,
    /// A seed count that is not a whole number from 0 to 255 (the value as written, JSON
    /// text).
    NotACount(String),
    /// Not a list of hole names (`nki`, `closed`).
    NotAHoleList,
    /// A listed name that is not a hole (as written).
    NotAHole(String),
    /// A listed hole that is not on this board.
    OffTheBoard(Hole),
    /// Not an object `{"south": n, "north": n}`.
    NotAPair,
    /// A key of such an object that is not `south` or `north` (as written).
    NotAPlayerKey(String),
    /// Not a phase name (`phase`).
    NotAPhase,
    /// No round number from 1 (`match`).
    NoRound,
    /// Given outside match play (`match`).
    OnlyInMatchPlay,
    /// A winner that is not `"south"`, `"north"` or `null` (the value as written, JSON
    /// text).
    NotAWinner(String),
    /// No end reason.
    NoReason,
    /// An end reason that no game has (as written).
    UnknownReason(String),
    /// An outcome that is neither `null` nor an object.
    NotAnOutcome,
}

/// Something a position holds that its game, options or phase do not allow
/// ([`SetupError::Inconsistent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// A redistribution phase in a game without one.
    NoRedistributionPhase(GameId),
    /// Captured seeds in a game without stores.
    NoStores(GameId),
    /// *Nki* marks in a game without them.
    NoNki(GameId),
    /// An *nki* mark on an empty hole.
    NkiOnEmptyHole(Hole),
    /// Closed holes outside match play.
    ClosedOutsideMatch,
    /// A closed hole that holds seeds.
    ClosedHoleHoldsSeeds(Hole),
    /// `"phase": "over"` without an outcome.
    OverWithoutOutcome,
    /// An outcome while the game is in play.
    OutcomeInPlay,
    /// An end reason (its id, as in JSON) that the game, with these options, does not have.
    NoSuchEnd {
        /// The game.
        game: GameId,
        /// The reason's id.
        reason: &'static str,
    },
    /// An outcome whose winner is not the player with the higher score.
    WinnerDisagrees {
        /// The score, South's first.
        score: [u8; 2],
    },
    /// *Nki* marks during the opening redistribution (Kiothi).
    NkiBeforeRedistributionDone,
    /// Prisoners during the opening redistribution (Kiothi).
    PrisonersBeforeRedistributionDone,
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Json {
                line,
                column,
                ends_early: false,
            } => write!(
                f,
                "not a valid position: the JSON cannot be read (line {line}, column {column})"
            ),
            SetupError::Json {
                line,
                column,
                ends_early: true,
            } => write!(
                f,
                "not a valid position: the JSON ends too soon (line {line}, column {column})"
            ),
            SetupError::NotAnObject => {
                write!(f, "not a valid position: a position is a JSON object")
            }
            SetupError::UnknownGame(g) => write!(
                f,
                "unknown game {} (choose katro, rio-kadalis, hoyito-3 or kiothi)",
                quote(g)
            ),
            SetupError::OptionsNotObject(v) => {
                write!(f, "options must be a JSON object, not {}", quote_json(v))
            }
            SetupError::UnknownOption { game, key } => {
                let names = game.option_names();
                write!(
                    f,
                    "{} has no option {} (its options: {})",
                    game.id(),
                    quote(key),
                    if names.is_empty() {
                        "none".to_string()
                    } else {
                        names.join(", ")
                    }
                )
            }
            SetupError::BadOptionValue { game, key, value } => {
                let choices: Vec<String> = game
                    .options()
                    .iter()
                    .filter(|o| o.key == *key)
                    .flat_map(|o| o.choices.iter().map(|c| c.to_string()))
                    .collect();
                write!(
                    f,
                    "option \"{key}\" of {} cannot be {} (choose {})",
                    game.id(),
                    quote_json(value),
                    or_list(&choices)
                )
            }
            SetupError::Field { field, problem } => write!(f, "\"{field}\" {problem}"),
            SetupError::Shape { ranks, files } => {
                write!(f, "\"pits\" must be {ranks} ranks of {files} counts")
            }
            SetupError::SeedCount { expected, found } => write!(
                f,
                "the position holds {found} seeds, but this game plays with {expected}"
            ),
            SetupError::Inconsistent(e) => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for FieldProblem {
    /// What is wrong, to follow the field's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldProblem::Missing => write!(f, "is missing"),
            FieldProblem::NotAString => write!(f, "must be a string"),
            FieldProblem::NotAPlayer => write!(f, "must be \"south\" or \"north\""),
            FieldProblem::NotACount(v) => write!(
                f,
                "must hold whole numbers of seeds from 0 to 255; {} is not one",
                quote_json(v)
            ),
            FieldProblem::NotAHoleList => write!(f, "must be a list of hole names like \"c1\""),
            FieldProblem::NotAHole(s) => write!(f, "lists {}, which is not a hole", quote(s)),
            FieldProblem::OffTheBoard(h) => write!(f, "lists {h}, which is not on this board"),
            FieldProblem::NotAPair => {
                write!(f, "must be an object like {{\"south\": 0, \"north\": 0}}")
            }
            FieldProblem::NotAPlayerKey(k) => {
                write!(f, "has a key {}: use \"south\" and \"north\"", quote(k))
            }
            FieldProblem::NotAPhase => {
                write!(f, "must be \"play\", \"redistribute\" or \"over\"")
            }
            FieldProblem::NoRound => write!(f, "needs a \"round\" from 1"),
            FieldProblem::OnlyInMatchPlay => {
                write!(f, "is only for match play (option \"match\": true)")
            }
            FieldProblem::NotAWinner(v) => write!(
                f,
                "has a winner {}: use \"south\", \"north\" or null",
                quote_json(v)
            ),
            FieldProblem::NoReason => write!(f, "needs a \"reason\""),
            FieldProblem::UnknownReason(s) => write!(f, "has an unknown reason {}", quote(s)),
            FieldProblem::NotAnOutcome => {
                write!(f, "must be null or {{\"winner\": …, \"reason\": …}}")
            }
        }
    }
}

impl fmt::Display for Inconsistency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Inconsistency::NoRedistributionPhase(g) => write!(
                f,
                "{} has no redistribution phase: \"phase\" must be \"play\" or \"over\"",
                g.name()
            ),
            Inconsistency::NoStores(g) => write!(
                f,
                "{} has no stores: \"captured\" must be 0 for both players",
                g.name()
            ),
            Inconsistency::NoNki(g) => {
                write!(f, "{} has no nki holes: \"nki\" must be empty", g.name())
            }
            Inconsistency::NkiOnEmptyHole(h) => write!(f, "{h} is marked nki but is empty"),
            Inconsistency::ClosedOutsideMatch => write!(
                f,
                "holes are closed only in match play: \"closed\" must be empty"
            ),
            Inconsistency::ClosedHoleHoldsSeeds(h) => write!(f, "{h} is closed but holds seeds"),
            Inconsistency::OverWithoutOutcome => write!(
                f,
                "a finished game (\"phase\": \"over\") needs an \"outcome\""
            ),
            Inconsistency::OutcomeInPlay => write!(
                f,
                "a game in play has \"outcome\": null (set \"phase\": \"over\" for a finished one)"
            ),
            Inconsistency::NoSuchEnd { game, reason } => {
                write!(f, "{} does not end by \"{reason}\"", game.name())
            }
            Inconsistency::WinnerDisagrees { score } => write!(
                f,
                "the outcome's winner does not agree with its score ({}–{})",
                score[0], score[1]
            ),
            Inconsistency::NkiBeforeRedistributionDone => {
                write!(f, "nki holes are marked only after both redistributions")
            }
            Inconsistency::PrisonersBeforeRedistributionDone => write!(
                f,
                "no warrior is in prison before both redistributions are done"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why the long sowings decided along a game, kept with its record, cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecisionsError {
    /// They are not a JSON list.
    NotAList,
    /// An entry lacks a field, or holds something else there.
    Entry {
        /// The entry, from 1.
        number: usize,
        /// The field: `key`, `pits`, `captured`, `from`, `nki` or `laps`.
        field: &'static str,
    },
}

impl fmt::Display for DecisionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecisionsError::NotAList => write!(f, "they are not a list"),
            DecisionsError::Entry { number, field } => {
                write!(f, "decision {number} has no valid \"{field}\"")
            }
        }
    }
}

impl std::error::Error for DecisionsError {}

impl From<Inconsistency> for SetupError {
    fn from(e: Inconsistency) -> Self {
        SetupError::Inconsistent(e)
    }
}

impl SetupError {
    /// The error for JSON text that `serde_json` could not read: where it stopped.
    pub(crate) fn json(e: &serde_json::Error) -> SetupError {
        SetupError::Json {
            line: e.line(),
            column: e.column(),
            ends_early: e.is_eof(),
        }
    }

    /// A problem with `field`.
    pub(crate) fn field(field: &'static str, problem: FieldProblem) -> SetupError {
        SetupError::Field { field, problem }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lift_counts_and_placements_say_what_is_wrong() {
        let lift = |s: &str| ParseError::LiftCount(s.into()).lift_count_problem();
        assert_eq!(lift("0"), Some(LiftCountProblem::Zero));
        assert_eq!(lift("000"), Some(LiftCountProblem::Zero));
        assert_eq!(lift("999"), Some(LiftCountProblem::TooLarge));
        assert_eq!(lift("x"), Some(LiftCountProblem::NotANumber));
        assert_eq!(lift(""), Some(LiftCountProblem::NotANumber));
        assert_eq!(lift("-1"), Some(LiftCountProblem::NotANumber));
        let place = |s: &str| ParseError::Placement(s.into()).placement_problem();
        assert_eq!(place("c1:999"), Some(PlacementProblem::TooMany));
        assert_eq!(place("c1"), Some(PlacementProblem::NotHoleCount));
        assert_eq!(place("c1:x"), Some(PlacementProblem::NotHoleCount));
        assert_eq!(place("c1:"), Some(PlacementProblem::NotHoleCount));
        assert_eq!(place("c1:5:3"), Some(PlacementProblem::NotHoleCount));
        // Each accessor answers only for its own variant.
        let other = ParseError::Move("q".into());
        assert_eq!(other.lift_count_problem(), None);
        assert_eq!(other.placement_problem(), None);
        // What the move reader produces for each.
        let read = |s: &str| s.parse::<crate::engine::Move>().unwrap_err();
        assert_eq!(
            read("c1/0").lift_count_problem(),
            Some(LiftCountProblem::Zero)
        );
        assert_eq!(
            read("c1/256").lift_count_problem(),
            Some(LiftCountProblem::TooLarge)
        );
        assert_eq!(
            read("a1+b1=c1:999").placement_problem(),
            Some(PlacementProblem::TooMany)
        );
    }
}
