//! An embedded figure's configuration, read from URL query parameters (the embed page,
//! `embed.html?game=katro&moves=…`) or from a `data-mancala-atlas` attribute (the
//! script mount): which game, which moves, where to open, what to show. Every bad
//! parameter is refused with a sentence saying what is wrong, in the reader's language.
//! Pure Rust, tested natively.
//!
//! | key | values | default |
//! |---|---|---|
//! | `game` | a game's id (`GameId::ALL`): `katro`, `rio-kadalis`, `hoyito-3`, `kiothi` | required unless `record` |
//! | `options` | the game's options as JSON (RULES.md) | the game's defaults |
//! | `position` | a start position as JSON (RULES.md) | the game's start |
//! | `before` | the game's moves before the figure's, from the start (or `position`): played, not shown; the figure's moves are numbered after them | none |
//! | `moves` | moves in RULES.md notation, separated by spaces | none |
//! | `record` | a whole record, text or JSON (instead of the four above) | |
//! | `at` | moves played when the figure opens, `0` to the number of moves | all, or `0` with autoplay |
//! | `print-at` | the step printed, `0` to the number of moves | the step shown, or the end with autoplay |
//! | `autoplay` | `yes`/`no` | `no` |
//! | `speed` | `slow`, `normal`, `fast`, `instant` | `normal` |
//! | `controls` | `none`, `step`, `full` | `step` |
//! | `play` | `yes`/`no`: the reader may play on | `no` |
//! | `captions` | captions separated by `\|`, the first for the opening position | none |
//! | `caption0`, `caption1`, … | one caption: shown after that many moves | none |
//! | `captions-fr`, `caption1-fr`, … | the same in one language, for its readers ([`super::captions`]) | none |
//! | `lang` | `en`, `mg`, `fr`, `so`, `es`, `sw`, `tr`, `fa` | the browser's language, else `en` |
//! | `theme` | `wood`, `earth`, `dark` | `wood` |
//! | `coordinates` | `yes`/`no`: file letters and rank numbers along the board | `yes` with `controls=full` (its move list), else `no` |
//! | `width` | the figure's widest, in pixels (`640`) or a share of its column (`50%`) | the column |
//! | `lesson` | `GAME/N`: a lesson of the Learn screen (instead of the game's parameters) | none |
//! | `puzzle` | a puzzle's id (`rio-kadalis-7275bbd4`): a puzzle of the Puzzles screen (instead of the game's parameters) | none |
//! | `players`, `place`, `date`, `event`, `recorded-by`, `source`, `local-name`, `notes` | a record's header field (over the record's own; empty: none) | the record's |
//! | `credit` | `yes`/`no`: the header as a credit line under the caption (every field but `notes`) | `no` |
//!
//! The moves (`moves=`, `record=`) may be an annotated record's (README "Annotated
//! records"): a move's comment is the caption of its step unless the author gave one, its
//! marks are drawn on the board at that step, and its glyph follows it in the move list.
//!
//! The query is read by the app's one reader ([`crate::ui::platform::query`]): `%XX`
//! escapes are decoded and `+` stays a `+` (Kiothi's redistributions are written with
//! it): write spaces as `%20`.

use std::fmt;

use super::captions::{self, Captions};
use crate::engine::{
    Annotated, Effort, Field, Game, GameId, Move, MoveError, Player, Position, Record, RecordError,
};
use crate::ui::board::theme::Theme;
use crate::ui::game::Notes;
use crate::ui::game::Speed;
use crate::ui::i18n::{field_name, t, tf, Lang};
use crate::ui::platform::query::{self, DecodeError};

/// The moves of the game before a figure's own (`before=`): how many, and the last of
/// them with its mover. A figure cut from the middle of a game numbers its moves as the
/// game does: its first is move `count + 1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Earlier {
    /// How many moves were played before the figure's first.
    pub count: usize,
    /// The last of them and who played it.
    pub last: Option<(Player, Move)>,
}

/// Which controls the figure shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controls {
    /// The board and the caption only.
    None,
    /// Back and forward through the moves.
    Step,
    /// Stepping, the speed, seed-by-seed stepping, the move list, the rules and a link
    /// to open the position in the app.
    Full,
}

impl Controls {
    /// The parameter value.
    pub fn id(self) -> &'static str {
        match self {
            Controls::None => "none",
            Controls::Step => "step",
            Controls::Full => "full",
        }
    }
}

/// Every parameter the embed reads, besides `caption0`, `caption1`, ….
pub const KEYS: [&str; 28] = [
    "game",
    "options",
    "position",
    "before",
    "moves",
    "record",
    "at",
    "print-at",
    "autoplay",
    "speed",
    "controls",
    "play",
    "captions",
    "lang",
    "theme",
    "coordinates",
    "width",
    "lesson",
    "puzzle",
    "players",
    "place",
    "date",
    "event",
    "recorded-by",
    "source",
    "local-name",
    "notes",
    "credit",
];

/// The parameter that gives a record's header field `f` (its key, `-` for a space).
pub fn field_param(f: Field) -> &'static str {
    match f {
        Field::Players => "players",
        Field::Place => "place",
        Field::Date => "date",
        Field::Event => "event",
        Field::RecordedBy => "recorded-by",
        Field::Source => "source",
        Field::LocalName => "local-name",
        Field::Notes => "notes",
    }
}

/// The header fields a credit line names, in order (free notes are not a credit).
pub const CREDITED: [Field; 7] = [
    Field::Players,
    Field::Event,
    Field::Place,
    Field::Date,
    Field::LocalName,
    Field::RecordedBy,
    Field::Source,
];

/// What is wrong with an embed's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbedError {
    /// A `%` escape that is broken, or text that is not UTF-8.
    Unreadable {
        /// The parameter.
        key: String,
        /// Why.
        why: DecodeError,
    },
    /// A parameter the embed does not know (a typo, usually).
    Unknown(String),
    /// The same parameter given twice.
    Repeated(String),
    /// A value outside the parameter's choices.
    BadValue {
        /// The parameter.
        key: String,
        /// The value given.
        value: String,
        /// The values allowed.
        allowed: &'static str,
    },
    /// Neither `game` nor `record`.
    NoGame,
    /// `record` together with `game`, `options`, `position` or `moves`.
    RecordAndGame(String),
    /// The game, options, position, moves or record cannot be read or played.
    Record(RecordError),
    /// Replaying the figure's game needs a very long sowing decided, which a figure never
    /// does (it would hold up the host page): a record that carries its decisions
    /// (`record=`, as the app exports it) replays at once.
    Undecided,
    /// `print-at` beyond the moves.
    PrintAtBeyond {
        /// The value given.
        at: usize,
        /// The number of moves.
        moves: usize,
    },
    /// `at` beyond the moves.
    AtBeyond {
        /// The value given.
        at: usize,
        /// The number of moves.
        moves: usize,
    },
    /// `lesson=` names no game with lessons (what it said).
    LessonGame(String),
    /// `lesson=` asks for a lesson its game does not have.
    LessonNumber {
        /// The game.
        game: GameId,
        /// What the parameter asked for.
        asked: String,
        /// How many lessons the game has.
        count: usize,
    },
    /// A parameter a lesson's figure does not take (the lesson brings its position).
    LessonAnd(String),
    /// `puzzle=` is no puzzle's id (what it said).
    PuzzleId(String),
    /// A parameter a puzzle's figure does not take (the puzzle brings its position).
    PuzzleAnd(String),
    /// A caption for a position the figure never reaches.
    CaptionBeyond {
        /// The caption's move number.
        index: usize,
        /// The number of moves.
        moves: usize,
    },
    /// `credit=yes`, but no header field to credit.
    CreditWithout,
}

impl EmbedError {
    /// The explanation shown in the frame, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            EmbedError::Unreadable { key, why } => {
                tf(lang, "The parameter \"{}\" cannot be read: {}.", &[key, &why.describe(lang)])
            }
            EmbedError::Unknown(key) => tf(
                lang,
                "There is no parameter \"{}\". The parameters are: {}.",
                &[key, &format!("{}, caption0, caption1, …, captions-fr, caption1-fr, …", KEYS.join(", "))],
            ),
            EmbedError::Repeated(key) => {
                tf(lang, "The parameter \"{}\" is given twice.", &[key])
            }
            EmbedError::BadValue {
                key,
                value,
                allowed,
            } => tf(
                lang,
                "\"{}\" is not a value of \"{}\": use one of {}.",
                &[value, key, allowed],
            ),
            EmbedError::NoGame => tf(
                lang,
                "Say which game to show: game={} (or give a whole record with record=).",
                &[&crate::ui::i18n::game_ids(lang)],
            ),
            EmbedError::RecordAndGame(key) => tf(
                lang,
                "\"record\" already holds the whole game: leave out \"{}\".",
                &[key],
            ),
            EmbedError::Record(e) => tf(
                lang,
                "The figure's game cannot be set up: {}.",
                &[&crate::ui::i18n::errors::record_error(lang, e)],
            ),
            EmbedError::Undecided => t(
                lang,
                "This figure's game needs a very long sowing decided, which a figure never does (it would hold up the page). Give its record as the app exports it, with its decided sowings (record=), or open it in the app.",
            )
            .into(),
            EmbedError::AtBeyond { at, moves } => tf(
                lang,
                "at={} asks for more moves than the figure has ({}).",
                &[at, moves],
            ),
            EmbedError::PrintAtBeyond { at, moves } => tf(
                lang,
                "print-at={} asks for more moves than the figure has ({}).",
                &[at, moves],
            ),
            EmbedError::LessonGame(value) => tf(
                lang,
                "\"lesson\" names no game with lessons (\"{}\"): write it GAME/N, as {}/1.",
                &[value, &crate::ui::game::lessons::address::first_game().id()],
            ),
            EmbedError::LessonNumber { game, asked, count } => tf(
                lang,
                "The learn link asks for lesson \"{}\", but {} has lessons 1 to {}.",
                &[asked, &crate::ui::i18n::game_name(*game, lang), count],
            ),
            EmbedError::LessonAnd(key) => tf(
                lang,
                "A lesson brings its own position: leave out \"{}\".",
                &[key],
            ),
            EmbedError::PuzzleId(value) => tf(
                lang,
                "\"puzzle\" names no puzzle (\"{}\"): write a puzzle's id, as {}.",
                &[value, &crate::ui::game::words::EXAMPLE_ID],
            ),
            EmbedError::PuzzleAnd(key) => tf(
                lang,
                "A puzzle brings its own position: leave out \"{}\".",
                &[key],
            ),
            EmbedError::CaptionBeyond { index, moves } => tf(
                lang,
                "There is a caption for move {}, but the figure has only {} moves.",
                &[index, moves],
            ),
            EmbedError::CreditWithout => tf(
                lang,
                "credit=yes asks for a credit line, but the figure names nobody and nothing to credit: give {} (or a record with a header).",
                &[&CREDITED.map(|f| format!("{}=", field_param(f))).join(", ")],
            ),
        }
    }
}

impl fmt::Display for EmbedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for EmbedError {}

/// A figure, ready to show.
#[derive(Clone, Debug)]
pub struct EmbedConfig {
    /// The whole figure: rules, start position, moves.
    pub record: Record,
    /// The record played through.
    pub game: Game,
    /// Moves played when the figure opens.
    pub at: usize,
    /// Whether the moves from `at` play by themselves.
    pub autoplay: bool,
    /// How fast a move is shown.
    pub speed: Speed,
    /// Which controls show.
    pub controls: Controls,
    /// Whether the reader may play on.
    pub play: bool,
    /// The caption after each number of moves (0: the opening position), in each
    /// language given.
    pub captions: Captions,
    /// The language asked for (`None`: the browser's).
    pub lang: Option<Lang>,
    /// The look.
    pub theme: Theme,
    /// Whether the coordinates are written along the board.
    pub coordinates: bool,
    /// The lesson shown instead of moves (`lesson=GAME/N`): its game and number.
    pub lesson: Option<(GameId, usize)>,
    /// The puzzle shown instead of moves (`puzzle=ID`): its id (the figure fetches its
    /// game's puzzles; the record is then the game's start, never shown).
    pub puzzle: Option<String>,
    /// The game's moves before the figure's (`before=`): the figure's moves are numbered
    /// after them, and a repetition counts the positions they passed through.
    pub earlier: Earlier,
    /// The game before the figure's first move (`before=`): its start and those moves.
    pub before: Option<Record>,
    /// The step printed (`print-at=`); `None`: the step shown, or the end of the moves
    /// for a figure that plays by itself.
    pub print_at: Option<usize>,
    /// The figure's widest (`width=`): `640px` or `50%`; `None`: its column.
    pub width: Option<String>,
    /// What an annotated record says of the figure's moves (`moves=` or `record=` with
    /// comments, glyphs and marks), and its header with the header parameters over it.
    pub notes: Notes,
    /// Whether the header is shown as a credit line (`credit=yes`).
    pub credit: bool,
}

fn yes_no(key: &str, value: &str) -> Result<bool, EmbedError> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "true" | "1" | "on" | "" => Ok(true),
        "no" | "false" | "0" | "off" => Ok(false),
        _ => Err(EmbedError::BadValue {
            key: key.to_string(),
            value: value.to_string(),
            allowed: "yes, no",
        }),
    }
}

impl EmbedConfig {
    /// The language to speak: the one asked for, else the browser's (`browser`, the
    /// `navigator.languages` list), else English.
    pub fn language<S: AsRef<str>>(&self, browser: &[S]) -> Lang {
        self.lang.unwrap_or_else(|| Lang::from_browser(browser))
    }

    /// The caption a reader of `lang` reads after `moves` moves (none past the
    /// figure's own moves): in their language if the author wrote one.
    /// A comment of the record is the caption of its step unless the author gave one.
    pub fn caption(&self, moves: usize, lang: Lang) -> Option<&str> {
        self.captions
            .get(moves, lang)
            .or_else(|| self.notes.at(moves).and_then(|n| n.comment(lang.code())))
    }

    /// The credit line (`credit=yes`): the header's fields, each named, in `lang`.
    pub fn credit_line(&self, lang: Lang) -> Option<String> {
        if !self.credit {
            return None;
        }
        let parts: Vec<String> = CREDITED
            .iter()
            .filter_map(|f| {
                let v = self.notes.header.get(*f)?.trim();
                (!v.is_empty())
                    .then(|| format!("{}: {}", field_name(lang, *f), v.replace('\n', " ")))
            })
            .collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }

    /// Reads a query (`game=katro&moves=c1%20d2`, with or without a leading `?`).
    ///
    /// A `record=` that carries decided long sowings is replayed with them as its author
    /// wrote them, unchecked: a figure never decides a long sowing (it would hold up the
    /// host page), so it cannot check one, and it shows what its author's record says, on
    /// its author's page. The app, which can, takes a link's or an import's decided
    /// sowings as claims and checks them in its worker (`ui::game::claims`).
    ///
    /// # Errors
    /// The first thing wrong with it.
    pub fn parse(query: &str) -> Result<EmbedConfig, EmbedError> {
        let mut seen: Vec<(String, String)> = Vec::new();
        for part in query::parts(query) {
            let key = part.name().map_err(|why| EmbedError::Unreadable {
                key: part.raw_name.to_string(),
                why,
            })?;
            let value = part.value().map_err(|why| EmbedError::Unreadable {
                key: key.clone(),
                why,
            })?;
            if captions::key(&key).is_none() && !KEYS.contains(&key.as_str()) {
                return Err(EmbedError::Unknown(key));
            }
            if seen.iter().any(|(k, _)| *k == key) {
                return Err(EmbedError::Repeated(key));
            }
            seen.push((key, value));
        }
        let get = |k: &str| seen.iter().find(|(key, _)| key == k).map(|(_, v)| v.trim());

        let lang = match get("lang") {
            None => None,
            Some(v) => Some(Lang::from_code(v).ok_or_else(|| EmbedError::BadValue {
                key: "lang".into(),
                value: v.into(),
                allowed: lang_codes(),
            })?),
        };

        // A lesson's figure: the lesson's position and task (`lesson=GAME/N`).
        let lesson = match get("lesson") {
            None => None,
            Some(v) => {
                let not_with = [
                    "game", "options", "position", "moves", "record", "at", "autoplay", "play",
                    "captions",
                ];
                if let Some((k, _)) = seen
                    .iter()
                    .find(|(k, _)| not_with.contains(&k.as_str()) || k.starts_with("caption"))
                {
                    return Err(EmbedError::LessonAnd(k.clone()));
                }
                Some(lesson_of(v)?)
            }
        };
        // A puzzle's figure: the puzzle's position and task (`puzzle=ID`).
        let puzzle = match get("puzzle") {
            None => None,
            Some(v) => {
                let not_with = [
                    "game", "options", "position", "moves", "record", "at", "autoplay", "play",
                    "captions", "lesson",
                ];
                if let Some((k, _)) = seen
                    .iter()
                    .find(|(k, _)| not_with.contains(&k.as_str()) || k.starts_with("caption"))
                {
                    return Err(EmbedError::PuzzleAnd(k.clone()));
                }
                let well_formed = v.len() <= 64
                    && v.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                    && crate::ui::game::puzzle_address::game_of(v).is_some();
                if !well_formed {
                    return Err(EmbedError::PuzzleId(v.chars().take(24).collect()));
                }
                Some(v.to_string())
            }
        };
        let (record, mut notes) = match (lesson, get("record")) {
            (None, _) if puzzle.is_some() => {
                let game = puzzle
                    .as_deref()
                    .and_then(crate::ui::game::puzzle_address::game_of)
                    .ok_or(EmbedError::NoGame)?;
                (
                    Game::from_rules(crate::engine::Rules::default_for(game)).record(),
                    Notes::default(),
                )
            }
            (Some((g, n)), _) => {
                // Its position only (not the lesson: the sketch bundle carries no
                // lesson's words).
                let start = crate::ui::game::lessons::position(g, n)
                    .and_then(|json| Position::from_json(json).ok())
                    .ok_or(EmbedError::LessonGame(g.id().into()))?;
                (Game::new(start).record(), Notes::default())
            }
            (None, record) => match record {
                Some(text) => {
                    if let Some(k) = ["game", "options", "position", "moves"]
                        .into_iter()
                        .find(|k| get(k).is_some())
                    {
                        return Err(EmbedError::RecordAndGame(k.to_string()));
                    }
                    annotated(Annotated::parse_any(text))?
                }
                None => {
                    let game = get("game").ok_or(EmbedError::NoGame)?;
                    if game.parse::<GameId>().is_err() {
                        return Err(EmbedError::BadValue {
                            key: "game".into(),
                            value: game.into(),
                            allowed: game_ids(),
                        });
                    }
                    annotated(crate::ui::game::share::annotated_from_parts(
                        crate::ui::game::share::Parts {
                            game,
                            options: get("options"),
                            position: get("position"),
                            moves: get("moves"),
                            decisions: None,
                        },
                    ))?
                }
            },
        };
        let undecided = |e: RecordError| {
            if e.is_undecided() {
                EmbedError::Undecided
            } else {
                EmbedError::Record(e)
            }
        };
        // The game's moves before the figure's: played, not shown.
        let before = get("before").filter(|v| !v.is_empty());
        let (record, game, earlier, before) = match before {
            None => {
                // Quickly: a figure never decides a long sowing (it would hold up the host
                // page).
                let game = record.replay(Effort::Quick).map_err(undecided)?;
                (record, game, Earlier::default(), None)
            }
            Some(before) => {
                if lesson.is_some() {
                    return Err(EmbedError::LessonAnd("before".into()));
                }
                if get("record").is_some() {
                    return Err(EmbedError::RecordAndGame("before".into()));
                }
                if puzzle.is_some() {
                    return Err(EmbedError::PuzzleAnd("before".into()));
                }
                with_earlier(&record, get, before).map_err(undecided)?
            }
        };
        let n = record.moves.len();

        let autoplay = get("autoplay").map_or(Ok(false), |v| yes_no("autoplay", v))?;
        let at = match get("at") {
            None if autoplay => 0,
            None => n,
            Some(v) => {
                let at: usize = v.parse().map_err(|_| EmbedError::BadValue {
                    key: "at".into(),
                    value: v.into(),
                    allowed: "a number of moves: 0 for the opening position",
                })?;
                if at > n {
                    return Err(EmbedError::AtBeyond { at, moves: n });
                }
                at
            }
        };
        let speed = match get("speed") {
            None => Speed::Normal,
            Some(v) => match Speed::from_id(v) {
                Some(s) if s != Speed::Step => s,
                _ => {
                    return Err(EmbedError::BadValue {
                        key: "speed".into(),
                        value: v.into(),
                        allowed: "slow, normal, fast, instant",
                    })
                }
            },
        };
        let controls = match get("controls") {
            None | Some("step") => Controls::Step,
            Some("none") => Controls::None,
            Some("full") => Controls::Full,
            Some(v) => {
                return Err(EmbedError::BadValue {
                    key: "controls".into(),
                    value: v.into(),
                    allowed: "none, step, full",
                })
            }
        };
        let play = get("play").map_or(Ok(false), |v| yes_no("play", v))?;
        let theme = match get("theme") {
            None | Some("wood") => Theme::Wood,
            Some("earth") => Theme::Earth,
            Some("dark") => Theme::Dark,
            Some(v) => {
                return Err(EmbedError::BadValue {
                    key: "theme".into(),
                    value: v.into(),
                    allowed: "wood, earth, dark",
                })
            }
        };
        // Where the moves are listed (the full controls), the holes named along the board.
        let coordinates = get("coordinates")
            .map_or(Ok(controls == Controls::Full), |v| yes_no("coordinates", v))?;
        let print_at = match get("print-at") {
            None => None,
            Some(v) => {
                let at: usize = v.parse().map_err(|_| EmbedError::BadValue {
                    key: "print-at".into(),
                    value: v.into(),
                    allowed: "a number of moves: 0 for the opening position",
                })?;
                if at > n {
                    return Err(EmbedError::PrintAtBeyond { at, moves: n });
                }
                Some(at)
            }
        };
        let width = match get("width") {
            None | Some("") | Some("100%") => None,
            Some(v) => Some(width_of(v).ok_or_else(|| EmbedError::BadValue {
                key: "width".into(),
                value: v.into(),
                allowed: "a number of pixels from 200 to 4000 (640), or a share of the column from 1% to 100% (50%)",
            })?),
        };

        // The header: the record's, each field given as a parameter over it (empty: none).
        for f in Field::ALL {
            match get(field_param(f)) {
                None => {}
                Some("") => {
                    notes.header.remove(f);
                }
                Some(v) => {
                    notes.header.insert(f, v.to_string());
                }
            }
        }
        let credit = get("credit").map_or(Ok(false), |v| yes_no("credit", v))?;
        if credit && !CREDITED.iter().any(|f| notes.header.contains(*f)) {
            return Err(EmbedError::CreditWithout);
        }

        let mut captions = Captions::new(n);
        let beyond = |index| EmbedError::CaptionBeyond { index, moves: n };
        // The lists first: a single caption given beside a list wins over the list's.
        let given = || {
            seen.iter()
                .filter_map(|(k, v)| Some((captions::key(k)?, v)))
        };
        let lists = given().filter(|(key, _)| key.index.is_none());
        for (key, v) in lists.chain(given().filter(|(key, _)| key.index.is_some())) {
            match key.index {
                None => {
                    for (i, c) in v.split('|').enumerate() {
                        captions.put(key.lang, i, c).map_err(beyond)?;
                    }
                }
                Some(Some(index)) => captions.put(key.lang, index, v).map_err(beyond)?,
                // Digits too many for a number: no position has that caption.
                Some(None) => return Err(beyond(usize::MAX)),
            }
        }

        Ok(EmbedConfig {
            record,
            game,
            at,
            autoplay,
            speed,
            controls,
            play,
            captions,
            lang,
            theme,
            coordinates,
            lesson,
            puzzle,
            earlier,
            before,
            print_at,
            width,
            notes,
            credit,
        })
    }
}

/// An annotated record read for a figure: the plain record, and what is said of it.
fn annotated(a: Result<Annotated, RecordError>) -> Result<(Record, Notes), EmbedError> {
    let a = a.map_err(EmbedError::Record)?;
    let notes = Notes::of(&a);
    Ok((a.into_record().map_err(EmbedError::Record)?, notes))
}

/// A figure's `width`: `640`, `640px` or `50%`, as CSS (`640px`, `50%`); `None` for
/// anything else.
pub fn width_of(v: &str) -> Option<String> {
    let v = v.trim();
    let (number, unit) = match v.strip_suffix('%') {
        Some(n) => (n, "%"),
        None => (v.strip_suffix("px").unwrap_or(v), "px"),
    };
    let w: u32 = number.trim().parse().ok()?;
    let fits = if unit == "%" {
        (1..=100).contains(&w)
    } else {
        (200..=4000).contains(&w)
    };
    fits.then(|| format!("{w}{unit}"))
}

/// The figure's record and game after the game's moves `before` (from the record's
/// start): the figure starts where they end, its moves numbered after them, and its game
/// remembers the positions they passed through (for the repetition rule).
fn with_earlier<'a>(
    record: &Record,
    get: impl Fn(&str) -> Option<&'a str>,
    before: &str,
) -> Result<(Record, Game, Earlier, Option<Record>), RecordError> {
    let earlier = crate::ui::game::share::record_from_parts(crate::ui::game::share::Parts {
        game: record.rules.game().id(),
        options: get("options"),
        position: get("position"),
        moves: Some(before),
        decisions: None,
    })?;
    let history = earlier.replay(Effort::Quick)?;
    let count = history.moves().len();
    let last = history
        .moves()
        .last()
        .zip(history.positions().get(count.wrapping_sub(1)))
        .map(|(mv, p)| (p.to_move(), *mv));
    let mut game = history.continued();
    for (i, mv) in record.moves.iter().enumerate() {
        game.play(mv, Effort::Quick)
            .map_err(|r| RecordError::Move {
                number: count + i + 1,
                text: mv.to_string(),
                reason: match r {
                    crate::engine::Refusal::Undecided => MoveError::Undecided,
                    crate::engine::Refusal::Illegal(e) => MoveError::Play(e),
                },
            })?;
    }
    let shown = Record {
        rules: record.rules,
        setup: Some(history.current().clone()),
        moves: record.moves.clone(),
        decisions: game.decisions().clone(),
    };
    Ok((shown, game, Earlier { count, last }, Some(earlier)))
}

/// `lesson=GAME/N`: the game and the lesson's number (from 1).
fn lesson_of(v: &str) -> Result<(GameId, usize), EmbedError> {
    use crate::ui::game::lessons::address::{route, RouteError};
    match route(v) {
        Ok(r) => Ok((r.game, r.lesson.unwrap_or(1))),
        Err(RouteError::NoGame(name)) => Err(EmbedError::LessonGame(name)),
        Err(RouteError::NoLesson { game, asked, count }) => {
            Err(EmbedError::LessonNumber { game, asked, count })
        }
    }
}

/// The languages' codes, as `lang=` takes them: `en, mg, …`.
fn lang_codes() -> &'static str {
    static CODES: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    CODES.get_or_init(|| Lang::OFFERED.map(Lang::code).join(", "))
}

/// The games' ids, as a figure's `game=` takes them: `katro, rio-kadalis, …`.
fn game_ids() -> &'static str {
    static IDS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    IDS.get_or_init(|| GameId::ALL.map(|g| g.id()).join(", "))
}

/// The figures' queries in the README's embedding section (its list of examples and
/// its code), for the tests.
#[cfg(test)]
pub(crate) fn readme_examples() -> Vec<String> {
    let readme = include_str!("../../../README.md");
    let section = readme
        .split("## Embedding a board")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("the README has an embedding section");
    section
        .lines()
        .filter_map(|line| {
            line.strip_prefix("- `")
                .and_then(|l| l.split('`').next())
                .or_else(|| {
                    line.split("src=\"")
                        .nth(1)
                        .and_then(|l| l.split("embed.html?").nth(1))
                        .or_else(|| line.split("data-mancala-atlas=\"").nth(1))
                        .and_then(|l| l.split('"').next())
                })
                .map(|q| q.replace("&amp;", "&"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    fn ok(q: &str) -> EmbedConfig {
        EmbedConfig::parse(q).unwrap_or_else(|e| panic!("{q}: {e}"))
    }

    fn err(q: &str) -> EmbedError {
        match EmbedConfig::parse(q) {
            Ok(_) => panic!("{q} was accepted"),
            Err(e) => e,
        }
    }

    #[test]
    fn defaults_open_at_the_last_move_with_step_controls() {
        let c = ok("?game=hoyito-3&moves=c1%20f2");
        assert_eq!(c.record.moves.len(), 2);
        assert_eq!(c.game.moves().len(), 2);
        assert_eq!(c.at, 2);
        assert!(!c.autoplay && !c.play);
        assert_eq!(
            (c.speed, c.controls, c.theme, c.lang),
            (Speed::Normal, Controls::Step, Theme::Wood, None)
        );
        assert!(c.captions.is_empty() && c.captions.moments() == 3);
        // With autoplay the figure opens at the start.
        assert_eq!(ok("game=hoyito-3&moves=c1%20f2&autoplay=yes").at, 0);
        // A game alone is its opening position.
        assert_eq!(ok("game=kiothi").at, 0);
    }

    #[test]
    fn every_parameter_is_read() {
        let c = ok(
            "game=katro&options=%7B%22direction%22%3A%22either%22%7D&moves=a1&at=0\
             &autoplay=no&speed=slow&controls=full&play=yes&lang=fa&theme=earth\
             &captions=Start%7CAfter%20a1&caption1=Overridden",
        );
        assert_eq!(c.record.rules.game(), game_of("katro"));
        assert_eq!(
            c.record.rules.options_json().to_string(),
            "{\"direction\":\"either\"}"
        );
        assert_eq!(c.at, 0);
        assert_eq!(c.speed, Speed::Slow);
        assert_eq!(c.controls, Controls::Full);
        assert!(c.play);
        assert_eq!(c.lang, Some(Lang::Fa));
        assert_eq!(c.theme, Theme::Earth);
        assert!(c.coordinates, "on with the full controls' move list");
        assert!(
            !ok("game=katro").coordinates,
            "off on a figure without a move list"
        );
        assert!(ok("game=katro&coordinates=yes").coordinates);
        assert!(!ok("game=katro&controls=full&coordinates=no").coordinates);
        assert!(err("game=katro&coordinates=maybe")
            .to_string()
            .contains("coordinates"));
        assert_eq!(c.caption(0, Lang::En), Some("Start"));
        assert_eq!(c.caption(1, Lang::En), Some("Overridden"));
        assert_eq!(c.caption(2, Lang::En), None);
    }

    #[test]
    fn a_figure_never_decides_a_long_sowing_and_says_how_to_give_it_decided() {
        let f = crate::ui::game::testing::quick_long();
        let mut record = f.record.clone();
        record.moves.push(f.mv);
        let q = |r: &Record| {
            format!(
                "record={}",
                crate::ui::game::share::percent_encode(&r.to_string())
            )
        };
        let e = err(&q(&record));
        assert_eq!(e, EmbedError::Undecided);
        assert!(e.to_string().contains("record="), "{e}");
        // Decided in the app, the same record comes with its decisions: the figure replays
        // it at once (here, to the refusal of the endless move, with its reason).
        let mut decided = record.clone();
        let mut g = f.record.replay(Effort::Quick).expect("replays quickly");
        g.play(&f.mv, Effort::Exact).expect_err("endless");
        decided.decisions = g.decisions().clone();
        let e = err(&q(&decided));
        assert!(
            matches!(&e, EmbedError::Record(r) if !r.is_undecided()),
            "{e:?}"
        );
        let mut known = f.record.clone();
        known.decisions = g.decisions().clone();
        assert!(!ok(&q(&known)).game.decisions().is_empty());
    }

    #[test]
    fn a_record_or_a_position_sets_the_figure_up() {
        let record = "game: hoyito-3\nmoves: c1 f2\n";
        let c = ok(&format!(
            "record={}&at=1",
            crate::ui::game::share::percent_encode(record)
        ));
        assert_eq!(c.game.moves().len(), 2);
        assert_eq!(c.at, 1);
        let start = Game::from_rules(c.record.rules).current().to_json();
        let q = format!(
            "game=hoyito-3&position={}",
            crate::ui::game::share::percent_encode(&start.to_string())
        );
        assert_eq!(ok(&q).game.current().to_json(), start);
        // Kiothi's redistribution notation keeps its "+".
        let e = err("game=kiothi&moves=e1+f1=c1:5");
        assert!(e.to_string().contains("e1+f1"), "{e}");
    }

    #[test]
    fn bad_parameters_say_what_is_wrong() {
        let cases: &[(&str, &str)] = &[
            ("", "Say which game"),
            ("moves=c1", "Say which game"),
            ("game=chess", "\"chess\" is not a value of \"game\""),
            ("game=katro&mvoes=a1", "There is no parameter \"mvoes\""),
            ("game=katro&game=kiothi", "given twice"),
            ("game=katro&at=x", "\"x\" is not a value of \"at\""),
            (
                "game=katro&moves=a1&at=5",
                "at=5 asks for more moves than the figure has (1)",
            ),
            ("game=hoyito-3&moves=c1%20q9", "move 2"),
            ("game=hoyito-3&options=%7Bbad", "options"),
            ("game=hoyito-3&moves=%ZZ", "\"moves\" cannot be read"),
            (
                "game=katro&speed=warp",
                "\"warp\" is not a value of \"speed\"",
            ),
            ("game=katro&controls=all", "none, step, full"),
            ("game=katro&play=maybe", "yes, no"),
            ("game=katro&lang=de", "en, mg, fr, so, es, sw, tr, fa"),
            (
                "game=katro&caption0-de=Anfang",
                "no parameter \"caption0-de\"",
            ),
            ("game=katro&captions-fr=a%7Cb", "caption for move 1"),
            ("game=katro&theme=neon", "wood, earth, dark"),
            ("game=katro&caption3=Later", "caption for move 3"),
            ("game=katro&captions=a%7Cb", "caption for move 1"),
            (
                "game=katro&caption99999999999999999999999=x",
                "caption for move",
            ),
            ("record=game%3A%20katro&moves=a1", "leave out \"moves\""),
            ("record=nonsense", "cannot be set up"),
        ];
        for (q, want) in cases {
            let e = err(q).to_string();
            assert!(e.contains(want), "{q}: {e:?} should say {want:?}");
        }
    }

    #[test]
    fn captions_in_a_language_are_read_by_its_readers() {
        let c = ok("game=hoyito-3&moves=c1&captions=Start%7CSouth%20sows&caption1-fr=Le%20Sud%20s%C3%A8me&captions-sw=Mwanzo");
        assert_eq!(c.caption(0, Lang::En), Some("Start"));
        assert_eq!(c.caption(1, Lang::Fr), Some("Le Sud sème"));
        assert_eq!(c.caption(0, Lang::Fr), Some("Start"));
        assert_eq!(c.caption(0, Lang::Sw), Some("Mwanzo"));
        assert_eq!(c.caption(1, Lang::Sw), Some("South sows"));
        // A single caption wins over a list, whichever comes first.
        let c = ok("game=hoyito-3&moves=c1&caption1=One&captions=A%7CB");
        assert_eq!(c.caption(1, Lang::En), Some("One"));
        assert_eq!(c.caption(0, Lang::En), Some("A"));
    }

    #[test]
    fn errors_are_explained_in_the_readers_language() {
        for lang in [Lang::Tr, Lang::Fa] {
            let e = err("game=chess");
            assert_ne!(e.message(lang), e.message(Lang::En), "{lang:?}");
            assert!(e.message(lang).contains("chess"));
        }
    }

    #[test]
    fn the_browser_language_is_used_unless_one_is_asked_for() {
        let c = ok("game=katro");
        assert_eq!(c.language(&["fa-IR"]), Lang::Fa);
        assert_eq!(c.language(&["de"]), Lang::En);
        assert_eq!(ok("game=katro&lang=tr").language(&["fa-IR"]), Lang::Tr);
    }

    #[test]
    fn every_example_in_the_readme_shows_a_figure() {
        let examples = readme_examples();
        for q in &examples {
            EmbedConfig::parse(q).unwrap_or_else(|e| panic!("README example {q}: {e}"));
        }
        assert!(examples.len() >= 16, "{} examples", examples.len());
    }

    #[test]
    fn a_puzzle_figure_names_its_puzzle() {
        let c = EmbedConfig::parse("puzzle=kiothi-b2b414da&theme=dark&lang=fr").expect("reads");
        assert_eq!(c.puzzle.as_deref(), Some("kiothi-b2b414da"));
        assert_eq!(c.game.current().game(), GameId::Kiothi);
        assert_eq!((c.theme, c.lang), (Theme::Dark, Some(Lang::Fr)));
        let cases = [
            ("puzzle=oware-1", EmbedError::PuzzleId("oware-1".into())),
            ("puzzle=", EmbedError::PuzzleId(String::new())),
            (
                "puzzle=hoyito-3-<b>",
                EmbedError::PuzzleId("hoyito-3-<b>".into()),
            ),
            (
                "puzzle=kiothi-1&moves=a1",
                EmbedError::PuzzleAnd("moves".into()),
            ),
            (
                "lesson=katro/1&puzzle=kiothi-1",
                EmbedError::PuzzleAnd("lesson".into()),
            ),
        ];
        for (q, want) in cases {
            let e = EmbedConfig::parse(q).expect_err(q);
            assert_eq!(e, want, "{q}");
            assert!(!e.message(Lang::En).is_empty());
        }
        assert!(EmbedConfig::parse("puzzle=x")
            .unwrap_err()
            .message(Lang::En)
            .contains("rio-kadalis-7275bbd4"));
    }

    #[test]
    fn a_lesson_figure_brings_the_lessons_position() {
        for game in GameId::ALL {
            for (i, l) in crate::ui::game::lessons::lessons(game).iter().enumerate() {
                let c = EmbedConfig::parse(&format!("lesson={}/{}&theme=earth", game.id(), i + 1))
                    .expect("a lesson's figure");
                assert_eq!(c.lesson, Some((game, i + 1)));
                assert_eq!(c.game.current(), &l.start().expect("reads"));
                assert_eq!(c.theme, Theme::Earth);
            }
        }
        // Without a number: the first lesson.
        let c = EmbedConfig::parse("lesson=katro").expect("reads");
        assert_eq!(c.lesson, Some((GameId::Katro, 1)));
        let cases = [
            ("lesson=chess/1", EmbedError::LessonGame("chess".into())),
            (
                "lesson=hoyito-3/9",
                EmbedError::LessonNumber {
                    game: GameId::Hoyito3,
                    asked: "9".into(),
                    count: 5,
                },
            ),
            (
                "lesson=katro/0",
                EmbedError::LessonNumber {
                    game: GameId::Katro,
                    asked: "0".into(),
                    count: 6,
                },
            ),
            (
                "lesson=katro/1&moves=a1",
                EmbedError::LessonAnd("moves".into()),
            ),
            (
                "game=katro&lesson=katro/1",
                EmbedError::LessonAnd("game".into()),
            ),
            (
                "lesson=katro/1&caption0=x",
                EmbedError::LessonAnd("caption0".into()),
            ),
        ];
        for (q, want) in cases {
            let e = EmbedConfig::parse(q).expect_err(q);
            assert_eq!(e, want, "{q}");
            for lang in Lang::ALL {
                assert!(!e.message(lang).is_empty());
            }
        }
    }

    #[test]
    fn no_query_makes_it_panic() {
        // Valid queries cut, spliced and salted with odd characters: each is read or
        // refused with a message, never a panic.
        let seeds = [
            "game=katro&moves=a1&at=0&autoplay=yes&speed=slow&controls=full&play=yes",
            "game=kiothi&moves=i1+j1=b1:10%20e2+f2=i2:10%20h1/2&captions=a%7Cb%7Cc&caption2=x",
            "record=game%3A%20hoyito-3%0Amoves%3A%20c1%20f2&lang=fa&theme=earth",
            "game=rio-kadalis&position=%7B%22game%22%3A%22rio-kadalis%22%2C%22pits%22%3A%5B%5B1%5D%5D%7D",
            "lesson=kiothi/3&theme=dark&lang=tr&speed=fast",
        ];
        let salt = [
            "%",
            "%E2%82",
            "&",
            "=",
            "+",
            "|",
            "%00",
            "é",
            "\u{202e}",
            "9999999999999999999999",
            " ",
        ];
        let mut rng = crate::engine::Rng::new(11);
        for _ in 0..20_000 {
            let base = seeds[rng.below(seeds.len() as u32) as usize];
            let mut q: Vec<char> = base.chars().collect();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(q.len() as u32 + 1) as usize;
                match rng.below(3) {
                    0 => {
                        let s = salt[rng.below(salt.len() as u32) as usize];
                        q.splice(at..at, s.chars());
                    }
                    1 => q.truncate(at),
                    _ => {
                        let other: Vec<char> = seeds[rng.below(seeds.len() as u32) as usize]
                            .chars()
                            .collect();
                        let from = rng.below(other.len() as u32) as usize;
                        q.splice(at..at, other[from..].iter().copied());
                    }
                }
            }
            let q: String = q.into_iter().collect();
            if let Err(e) = EmbedConfig::parse(&q) {
                assert!(!e.to_string().is_empty());
                for lang in Lang::ALL {
                    assert!(!e.message(lang).is_empty());
                }
            }
        }
    }

    /// Hoyito III: a position whose 24 moves make a repetition (tests/rules/hoyito-3.txt).
    const REPEAT: &str = r#"{"game":"hoyito-3","to_move":"south","pits":[[1,0,0,1,0,0],[0,0,1,0,0,1]],"captured":{"south":20,"north":24}}"#;
    const CYCLE: &str = "d1 c2 e1 b2 a1 f2 b1 e2 f1 a2 c1 d2";

    #[test]
    fn a_figure_cut_from_the_middle_of_a_game_numbers_its_moves_as_the_game_does() {
        // Issue 36: cut from move 8, it says "Move 8", not "Move 1".
        let before: Vec<&str> = CYCLE.split(' ').take(7).collect();
        let q = format!(
            "game=hoyito-3&position={}&before={}&moves=e2%20f1&at=1",
            query::percent_encode(REPEAT),
            query::percent_encode(&before.join(" "))
        );
        let c = ok(&q);
        assert_eq!(c.earlier.count, 7);
        assert_eq!(c.record.moves.len(), 2, "its own moves only");
        assert_eq!(
            super::super::frame::what_after(Lang::En, &c.game, 1, &c.earlier),
            "Move 8: North plays e2"
        );
        assert_eq!(
            super::super::frame::what_after(Lang::En, &c.game, 0, &c.earlier),
            "Move 7: South plays b1",
            "it opens where the game stood"
        );
        let (markup, _) = super::super::sketch::sketch(&q, &[], &[], false).expect("drawn");
        assert!(markup.contains("Move 8 of 9"), "{markup}");
        assert!(markup.contains("Move 8: North plays e2"), "{markup}");
        // A move of its own that cannot be played is named by the game's number.
        let bad = format!(
            "game=hoyito-3&position={}&before={}&moves=e2%20e2",
            query::percent_encode(REPEAT),
            query::percent_encode(&before.join(" "))
        );
        assert!(
            matches!(
                err(&bad),
                EmbedError::Record(RecordError::Move { number: 9, .. })
            ),
            "{:?}",
            err(&bad)
        );
        // An old address is read exactly as before.
        let old = ok("game=hoyito-3&moves=c1%20f2");
        assert_eq!(old.earlier, Earlier::default());
        assert!(old.before.is_none());
    }

    #[test]
    fn the_moves_before_a_figure_count_for_the_repetition_rule() {
        // The 24th move repeats the start a third time: cut after 23, the figure's one
        // move still ends the game by repetition.
        let all = [CYCLE, CYCLE].join(" ");
        let moves: Vec<&str> = all.split(' ').collect();
        let q = format!(
            "game=hoyito-3&position={}&before={}&moves=d2",
            query::percent_encode(REPEAT),
            query::percent_encode(&moves[..23].join(" "))
        );
        let c = ok(&q);
        assert!(c.game.current().is_over(), "{:?}", c.game.current().phase());
        assert_eq!(
            super::super::frame::what_after(Lang::En, &c.game, 1, &c.earlier),
            "Move 24: North plays d2"
        );
        // Taken back and played again: still the repetition (the history is kept).
        let mut g = c.game.clone();
        g.undo();
        g.play(&"d2".parse().unwrap(), Effort::Quick).unwrap();
        assert!(g.current().is_over());
    }

    #[test]
    fn the_step_printed_and_the_width_are_parameters() {
        let c = ok("game=rio-kadalis&moves=b1%20f2&autoplay=yes&print-at=1&width=640");
        assert_eq!((c.print_at, c.width.as_deref()), (Some(1), Some("640px")));
        assert_eq!(ok("game=katro&width=50%25").width.as_deref(), Some("50%"));
        assert_eq!(ok("game=katro&width=100%25").width, None);
        assert!(matches!(
            err("game=rio-kadalis&moves=b1&print-at=2"),
            EmbedError::PrintAtBeyond { at: 2, moves: 1 }
        ));
        for bad in ["10", "wide", "0%25", "5000"] {
            assert!(
                matches!(
                    err(&format!("game=katro&width={bad}")),
                    EmbedError::BadValue { .. }
                ),
                "{bad}"
            );
        }
        assert!(matches!(
            err("record=game%3A%20katro&before=a1"),
            EmbedError::RecordAndGame(_)
        ));
    }

    /// An annotated record's moves (issue 39): a comment is its step's caption unless
    /// the author gave one, the marks are the figure's at their steps, the glyphs its
    /// moves', the header its credit line when asked for.
    const ANNOTATED: &str = "game=rio-kadalis&moves=a1%20%7B%5B%25csl%20Ga1%2CRf2%5D%5B%25cal%20Ga1c1%5D%20South%20opens.%7D%20%7B%5B%25lang%20fr%5D%20Le%20Sud%20ouvre.%7D%20f2!%20b1";

    #[test]
    fn an_annotated_records_comments_marks_and_glyphs_are_the_figures() {
        let c = ok(ANNOTATED);
        assert_eq!(c.record.moves.len(), 3);
        assert_eq!(c.caption(1, Lang::En), Some("South opens."));
        assert_eq!(c.caption(1, Lang::Fr), Some("Le Sud ouvre."));
        assert_eq!(
            (c.caption(0, Lang::En), c.caption(2, Lang::En)),
            (None, None)
        );
        let marks = &c.notes.at(1).expect("move 1's note").marks;
        assert_eq!(
            (marks.holes.len(), marks.arrows.len(), marks.labels.len()),
            (2, 1, 0)
        );
        assert!(c.notes.at(2).is_none_or(|n| n.marks.is_empty()));
        assert_eq!(c.notes.glyph(1).map(crate::engine::Glyph::text), Some("!"));
        // The author's caption wins over the comment, in every language.
        let own = ok(&format!("{ANNOTATED}&caption1=Mine"));
        assert_eq!(
            (own.caption(1, Lang::En), own.caption(1, Lang::Fr)),
            (Some("Mine"), Some("Mine"))
        );
        // The same record given whole (record=) says the same.
        let whole = ok("record=game%3A%20rio-kadalis%0Aplayers%3A%20Asha%20and%20Omar%0Amoves%3A%20a1%20%7B%5B%25csl%20Ga1%5D%20South%20opens.%7D%20f2");
        assert_eq!(whole.caption(1, Lang::En), Some("South opens."));
        assert_eq!(whole.notes.at(1).map(|n| n.marks.holes.len()), Some(1));
        assert_eq!(
            whole.notes.header.get(Field::Players),
            Some("Asha and Omar")
        );
        // A mark that names no hole of the game is refused, with where it is.
        let bad = err("game=rio-kadalis&moves=a1%20%7B%5B%25csl%20Gz9%5D%7D");
        assert!(matches!(bad, EmbedError::Record(_)), "{bad:?}");
        assert!(
            bad.message(Lang::En).contains("z9"),
            "{}",
            bad.message(Lang::En)
        );
    }

    #[test]
    fn the_header_is_a_credit_line_only_when_asked_for() {
        let q = "game=katro&moves=a1&players=Rasoa%20and%20Fara&place=Ambositra&notes=long%20notes";
        assert_eq!(ok(q).credit_line(Lang::En), None);
        let c = ok(&format!("{q}&credit=yes"));
        assert_eq!(
            c.credit_line(Lang::En).as_deref(),
            Some("Players: Rasoa and Fara · Place: Ambositra")
        );
        assert_eq!(
            c.credit_line(Lang::Fr).as_deref(),
            Some(
                format!(
                    "{}: Rasoa and Fara · {}: Ambositra",
                    field_name(Lang::Fr, Field::Players),
                    field_name(Lang::Fr, Field::Place)
                )
                .as_str()
            )
        );
        // A parameter is over the record's own field; empty takes it off.
        let r = "record=game%3A%20katro%0Aplace%3A%20Fianarantsoa%0Adate%3A%202026%0Amoves%3A%20a1&credit=yes";
        assert_eq!(
            ok(&format!("{r}&place=Ambositra"))
                .credit_line(Lang::En)
                .as_deref(),
            Some("Place: Ambositra · Date: 2026")
        );
        assert_eq!(
            ok(&format!("{r}&place=")).credit_line(Lang::En).as_deref(),
            Some("Date: 2026")
        );
        // Asked for with nothing to credit: said, with the parameters to give.
        let e = err("game=katro&credit=yes&notes=only%20notes");
        assert_eq!(e, EmbedError::CreditWithout);
        assert!(
            e.message(Lang::En).contains("players=, event=, place="),
            "{}",
            e.message(Lang::En)
        );
        assert!(matches!(
            err("game=katro&credit=maybe"),
            EmbedError::BadValue { .. }
        ));
    }
}
