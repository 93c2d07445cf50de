//! Errors: one enum per operation, each variant a reason a person can act on.

use std::fmt;

use super::board::Hole;
use super::player::Player;

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
    /// A game record that could not be read.
    Record(String),
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
/// ([`escape_char`]), and cut after [`QUOTE_CHARS`] characters with an ellipsis and its
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
pub(crate) fn plain(s: &str) -> String {
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

/// A JSON value repeated inside a message: as written (strings in their JSON quotes),
/// escaped and cut as [`quote`] does.
pub(crate) fn quote_json(v: &serde_json::Value) -> String {
    let text = v.to_string();
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
            ParseError::Record(s) => write!(f, "the game record cannot be read: {s}"),
        }
    }
}

impl std::error::Error for ParseError {}

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

/// Why a position (JSON, a URL, a saved game) is not a valid position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not JSON, or not of the position format's shape.
    Json(String),
    /// A game id that is not one of the four.
    UnknownGame(String),
    /// An option that does not exist or a value it cannot take.
    Options(String),
    /// A missing or malformed field.
    Field {
        /// The field.
        field: &'static str,
        /// What is wrong with it.
        problem: String,
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
    /// Something the game does not allow (a store in Katro, a seed outside a track…).
    Inconsistent(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Json(e) => write!(f, "not a valid position: {e}"),
            SetupError::UnknownGame(g) => write!(
                f,
                "unknown game {} (choose katro, rio-kadalis, hoyito-3 or kiothi)",
                quote(g)
            ),
            SetupError::Options(e) => write!(f, "{e}"),
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

impl std::error::Error for SetupError {}
