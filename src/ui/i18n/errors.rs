//! The engine's errors in the reader's language. Each error crosses into the app as the
//! engine's enum and is put into words here, variant by variant, from its catalog
//! (`errors_text.rs`, merged into [`crate::ui::i18n`]'s) — never the engine's English `Display` dropped into a
//! Turkish or Persian sentence, never a string read back.
//!
//! The engine's errors are data, never prose: what they carry is a hole, a number, a
//! game, a field's name or a piece of the input as written. Input is repeated through the
//! engine's `quote` / `quote_json` (bounded, escaped); games are named in the reader's
//! language.
//!
//! Every variant has a [`Phrase`]: its catalog key and its values, so that
//! `tests/i18n.rs` can check that each one is translated in every language.

use crate::engine::{
    quote, quote_json, At, Circuit, DecisionsError, FieldProblem, FormatError, GameId,
    Inconsistency, JsonPart, Move, MoveError, NoteError, ParseError, Phase, PlayError, Position,
    RecordError, Rules, SetupError, LABEL_CHARS,
};
use crate::ui::i18n::game_name;
use crate::ui::i18n::{self, tf, Lang};

/// The games' names in `lang`, as a choice ([`i18n::or_list`]).
fn names(lang: Lang, games: &[GameId]) -> String {
    let names: Vec<&str> = games.iter().map(|g| game_name(*g, lang)).collect();
    i18n::or_list(lang, &names)
}

/// The games of the Atlas with a rule set (some options) where the mirrored circuit
/// (`c1'`) is a legal move: asked of the engine, at each one's start.
fn mirrored_games() -> Vec<GameId> {
    games_where(|p| {
        p.legal_moves()
            .iter()
            .any(|m| matches!(m, Move::Sow(s) if s.circuit == Circuit::Mirrored))
    })
}

/// The games of the Atlas with a rule set (some options) that opens with a
/// redistribution, whose notation names the holes of that game's board.
fn redistributing_games() -> Vec<GameId> {
    games_where(|p| p.phase() == Phase::Redistribute)
}

/// The games of the Atlas of which some rule set's start position is `such`.
fn games_where(such: impl Fn(&Position) -> bool) -> Vec<GameId> {
    let variants = Rules::all_variants();
    GameId::ALL
        .into_iter()
        .filter(|&g| {
            variants
                .iter()
                .any(|r| r.game() == g && such(&Position::start(*r)))
        })
        .collect()
}

/// A sentence before it is put into words: the catalog key and its values (already in
/// the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The English template, the catalog's key.
    pub key: &'static str,
    /// The values for its `{}`s, in order.
    pub args: Vec<String>,
}

impl Phrase {
    fn new(key: &'static str, args: Vec<String>) -> Phrase {
        Phrase { key, args }
    }
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<&dyn std::fmt::Display> = self
            .args
            .iter()
            .map(|a| a as &dyn std::fmt::Display)
            .collect();
        tf(lang, self.key, &args)
    }
}

fn s(v: impl ToString) -> String {
    v.to_string()
}

/// Why a move cannot be played, as a phrase in `lang`.
pub fn play_error_phrase(lang: Lang, e: &PlayError) -> Phrase {
    let p = Phrase::new;
    match e {
        PlayError::GameOver => p("the game is over", vec![]),
        PlayError::NoSuchHole(h) => p("there is no hole {} on this board", vec![s(h)]),
        PlayError::NotYourHole { hole, mover } => p(
            "{} is not one of {}'s holes",
            vec![s(hole), s(i18n::player(lang, *mover))],
        ),
        PlayError::EmptyHole(h) => p("{} is empty", vec![s(h)]),
        PlayError::ClosedHole(h) => p("{} is closed for this round", vec![s(h)]),
        PlayError::NotOutermostRank { hole, rank } => p(
            "{} cannot be played: moves start from the outermost row that holds seeds (rank {})",
            vec![s(hole), s(u16::from(*rank) + 1)],
        ),
        PlayError::PartialLiftNotAllowed => p(
            "in this game every seed of the hole is lifted (write just the hole, like c1)",
            vec![],
        ),
        PlayError::LiftTooMany { hole, have, asked } => match have {
            1 => p(
                "{} holds 1 seed, so {} cannot be lifted: write {} to lift it",
                vec![s(hole), s(asked), s(hole)],
            ),
            _ => p(
                "{} holds {} seeds: a partial lift takes 1 to {} of them, not {}",
                vec![s(hole), s(have), s(have - 1), s(asked)],
            ),
        },
        PlayError::WholeLiftWrittenPartial { hole, count } => p(
            "{} holds {}: lifting all of them is written {}, not {}/{}",
            vec![s(hole), s(count), s(hole), s(hole), s(count)],
        ),
        PlayError::MirroredNotAllowed => p(
            "the mirrored circuit (c1') needs {}'s \"either direction\" option",
            vec![names(lang, &mirrored_games())],
        ),
        PlayError::FirstLapOwnOccupied { landing } => p(
            "the first lap would end in {}, an occupied hole of your own row",
            vec![s(landing)],
        ),
        PlayError::EndlessSowing => p(
            "this sowing would never end (endless sowing is not allowed)",
            vec![],
        ),
        PlayError::WrongPhase {
            redistribution_due: true,
        } => p(
            "the opening redistribution comes first (empty holes, then place their warriors)",
            vec![],
        ),
        PlayError::WrongPhase {
            redistribution_due: false,
        } => p("the redistribution is over: sow from a hole", vec![]),
        PlayError::NoRedistribution => p(
            "this game has no redistribution: a move names a hole, like c1",
            vec![],
        ),
        PlayError::NoMoveFrom(h) => p("no move starts from {}", vec![s(h)]),
        PlayError::CannotEmpty(h) => p(
            "{} cannot be emptied: it must be an occupied hole of your own",
            vec![s(h)],
        ),
        PlayError::EmptiedCount {
            emptied,
            least,
            most,
        } if least == most => p(
            "{} holes emptied, but the rules ask for exactly {}",
            vec![s(emptied), s(least)],
        ),
        PlayError::EmptiedCount {
            emptied,
            least,
            most,
        } => p(
            "{} holes emptied, but the rules ask for {} to {}",
            vec![s(emptied), s(least), s(most)],
        ),
        PlayError::PlacedCount { lifted, placed } => p(
            "{} warriors were lifted but {} placed: place every one of them",
            vec![s(lifted), s(placed)],
        ),
    }
}

/// Why a piece of notation cannot be read, as a phrase.
pub fn parse_error_phrase(lang: Lang, e: &ParseError) -> Phrase {
    let p = Phrase::new;
    match e {
        ParseError::Hole(x) => p(
            "\"{}\" is not a hole (write a file letter and a rank number, like c1)",
            vec![s(x)],
        ),
        ParseError::Move(x) => p(
            "\"{}\" is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
            vec![s(x)],
        ),
        ParseError::LiftCount(x) => p(
            "\"{}\" is not a number of seeds to lift (write a whole number from 1)",
            vec![s(x)],
        ),
        ParseError::Placement(x) => p(
            "\"{}\" is not a placement (write hole:count, like c1:5)",
            vec![s(x)],
        ),
        ParseError::PlacedTwice(h) => p(
            "{} is placed into twice: give each hole one count",
            vec![s(h)],
        ),
        ParseError::EmptiedTwice(h) => p("{} is emptied twice", vec![s(h)]),
        ParseError::BeyondKiothi(h) => p(
            "there is no hole {} on {}'s board: a redistribution names holes a1 to j2",
            vec![s(h), names(lang, &redistributing_games())],
        ),
    }
}

/// Why a position, a game or its options are not valid, as a phrase in `lang` (game
/// names in the reader's language; text from the input repeated through the engine's
/// [`quote`] and [`quote_json`], bounded and escaped).
pub fn setup_error_phrase(lang: Lang, e: &SetupError) -> Phrase {
    let p = Phrase::new;
    let game = |g: &GameId| s(game_name(*g, lang));
    // Lists of option keys and values are JSON words, the same in every language; only
    // the comma is the reader's.
    let comma = i18n::list_comma(lang);
    match e {
        SetupError::Json {
            line,
            column,
            ends_early: false,
        } => p(
            "not a valid position: the JSON cannot be read (line {}, column {})",
            vec![s(line), s(column)],
        ),
        SetupError::Json {
            line,
            column,
            ends_early: true,
        } => p(
            "not a valid position: the JSON ends too soon (line {}, column {})",
            vec![s(line), s(column)],
        ),
        SetupError::NotAnObject => p("not a valid position: a position is a JSON object", vec![]),
        SetupError::UnknownGame(g) => p(
            "unknown game {} (choose {})",
            vec![quote(g), i18n::game_ids(lang)],
        ),
        SetupError::OptionsNotObject(v) => {
            p("options must be a JSON object, not {}", vec![quote_json(v)])
        }
        SetupError::UnknownOption { game: g, key } => p(
            "{} has no option {} (its options: {})",
            vec![game(g), quote(key), g.option_names().join(comma)],
        ),
        SetupError::BadOptionValue {
            game: g,
            key,
            value,
        } => {
            let choices: Vec<String> = g
                .options()
                .iter()
                .filter(|o| o.key == *key)
                .flat_map(|o| o.choices.iter().map(|c| c.to_json().to_string()))
                .collect();
            p(
                "option \"{}\" of {} cannot be {} (its choices: {})",
                vec![s(key), game(g), quote_json(value), choices.join(comma)],
            )
        }
        SetupError::Field { field, problem } => field_problem_phrase(field, problem),
        SetupError::Shape { ranks, files } => p(
            "\"pits\" must be {} ranks of {} counts",
            vec![s(ranks), s(files)],
        ),
        SetupError::SeedCount { expected, found } => p(
            "the position holds {} seeds, but this game plays with {}",
            vec![s(found), s(expected)],
        ),
        SetupError::Inconsistent(i) => inconsistency_phrase(lang, i),
    }
}

/// What is wrong with a field of a position, as a phrase naming the field.
fn field_problem_phrase(field: &str, problem: &FieldProblem) -> Phrase {
    let p = |key, more: Vec<String>| {
        let mut args = vec![s(field)];
        args.extend(more);
        Phrase::new(key, args)
    };
    match problem {
        FieldProblem::Missing => p("\"{}\" is missing", vec![]),
        FieldProblem::NotAString => p("\"{}\" must be a string", vec![]),
        FieldProblem::NotAPlayer => p("\"{}\" must be \"south\" or \"north\"", vec![]),
        FieldProblem::NotACount(v) => p(
            "\"{}\" must hold whole numbers of seeds from 0 to 255; {} is not one",
            vec![quote_json(v)],
        ),
        FieldProblem::NotAHoleList => p("\"{}\" must be a list of hole names like \"c1\"", vec![]),
        FieldProblem::NotAHole(h) => p("\"{}\" lists {}, which is not a hole", vec![quote(h)]),
        FieldProblem::OffTheBoard(h) => {
            p("\"{}\" lists {}, which is not on this board", vec![s(h)])
        }
        FieldProblem::NotAPair => p(
            "\"{}\" must be an object like {\"south\": 0, \"north\": 0}",
            vec![],
        ),
        FieldProblem::NotAPlayerKey(k) => p(
            "\"{}\" has a key {}: use \"south\" and \"north\"",
            vec![quote(k)],
        ),
        FieldProblem::NotAPhase => p(
            "\"{}\" must be \"play\", \"redistribute\" or \"over\"",
            vec![],
        ),
        FieldProblem::NoRound => p("\"{}\" needs a \"round\" from 1", vec![]),
        FieldProblem::OnlyInMatchPlay => p(
            "\"{}\" is only for match play (option \"match\": true)",
            vec![],
        ),
        FieldProblem::NotAWinner(v) => p(
            "\"{}\" has a winner {}: use \"south\", \"north\" or null",
            vec![quote_json(v)],
        ),
        FieldProblem::NoReason => p("\"{}\" needs a \"reason\"", vec![]),
        FieldProblem::UnknownReason(r) => p("\"{}\" has an unknown reason {}", vec![quote(r)]),
        FieldProblem::NotAnOutcome => p(
            "\"{}\" must be null or {\"winner\": …, \"reason\": …}",
            vec![],
        ),
    }
}

/// What a position holds that its game does not allow, as a phrase in `lang`.
fn inconsistency_phrase(lang: Lang, i: &Inconsistency) -> Phrase {
    let p = Phrase::new;
    let game = |g: &GameId| s(game_name(*g, lang));
    match i {
        Inconsistency::NoRedistributionPhase(g) => p(
            "{} has no redistribution phase: \"phase\" must be \"play\" or \"over\"",
            vec![game(g)],
        ),
        Inconsistency::NoStores(g) => p(
            "{} has no stores: \"captured\" must be 0 for both players",
            vec![game(g)],
        ),
        Inconsistency::NoNki(g) => p("{} has no nki holes: \"nki\" must be empty", vec![game(g)]),
        Inconsistency::NkiOnEmptyHole(h) => p("{} is marked nki but is empty", vec![s(h)]),
        Inconsistency::ClosedOutsideMatch => p(
            "holes are closed only in match play: \"closed\" must be empty",
            vec![],
        ),
        Inconsistency::ClosedHoleHoldsSeeds(h) => p("{} is closed but holds seeds", vec![s(h)]),
        Inconsistency::OverWithoutOutcome => p(
            "a finished game (\"phase\": \"over\") needs an \"outcome\"",
            vec![],
        ),
        Inconsistency::OutcomeInPlay => p(
            "a game in play has \"outcome\": null (set \"phase\": \"over\" for a finished one)",
            vec![],
        ),
        Inconsistency::NoSuchEnd { game: g, reason } => {
            p("{} does not end by \"{}\"", vec![game(g), s(reason)])
        }
        Inconsistency::WinnerDisagrees { score } => p(
            "the outcome's winner does not agree with its score ({}–{})",
            vec![s(score[0]), s(score[1])],
        ),
        Inconsistency::NkiBeforeRedistributionDone => p(
            "nki holes are marked only after both redistributions",
            vec![],
        ),
        Inconsistency::PrisonersBeforeRedistributionDone => p(
            "no warrior is in prison before both redistributions are done",
            vec![],
        ),
    }
}

/// Why a move of a record cannot be read or played, as a phrase in `lang`.
pub fn move_error_phrase(lang: Lang, e: &MoveError) -> Phrase {
    match e {
        MoveError::Parse(e) => parse_error_phrase(lang, e),
        MoveError::Play(e) => play_error_phrase(lang, e),
        MoveError::Undecided => {
            Phrase::new("a sowing in it is too long to decide in passing", vec![])
        }
    }
}

/// Why a record cannot be read or replayed, as a phrase in `lang`.
pub fn record_error_phrase(lang: Lang, e: &RecordError) -> Phrase {
    let p = Phrase::new;
    match e {
        RecordError::Format(f) => p(
            "the record cannot be read: {}",
            vec![format_error_phrase(lang, f).text(lang)],
        ),
        RecordError::StartUndecided => p(
            "the start position needs a sowing too long to decide in passing",
            vec![],
        ),
        RecordError::Setup(e) => p(
            "the record's game is not valid: {}",
            vec![setup_error(lang, e)],
        ),
        RecordError::Move {
            number,
            text,
            reason,
        } => p(
            "move {} ({}): {}",
            vec![s(number), s(text), move_error(lang, reason)],
        ),
    }
}

/// What is wrong with a record's layout, as a phrase in `lang`.
pub fn format_error_phrase(lang: Lang, e: &FormatError) -> Phrase {
    let p = Phrase::new;
    match e {
        FormatError::NotJson { line, column } => p(
            "it is not JSON (line {}, column {})",
            vec![s(line), s(column)],
        ),
        FormatError::NotAnObject => p("a record in JSON is an object", vec![]),
        FormatError::NoGame => p("it names no game", vec![]),
        FormatError::OptionsNotJson { line } => {
            p("line {}: the options are not JSON", vec![s(line)])
        }
        FormatError::UnknownLine { line, text } => p(
            "line {} {} is not \"game:\", \"options:\", \"position:\", \"moves:\" or \"decisions:\"",
            vec![s(line), crate::engine::quote(text)],
        ),
        FormatError::PositionRulesDiffer => p(
            "the position's game and options differ from the record's",
            vec![],
        ),
        FormatError::MovesNotAList => p("\"moves\" must be a list of moves", vec![]),
        FormatError::Repeated { line, key } => {
            p("line {} gives \"{}:\" a second time", vec![s(line), s(key)])
        }
        FormatError::Decisions(DecisionsError::NotAList) => p(
            "its decided sowings cannot be read: they are not a list",
            vec![],
        ),
        FormatError::Decisions(DecisionsError::Entry { number, field }) => p(
            "its decided sowings cannot be read: decision {} has no valid \"{}\"",
            vec![s(number), s(field)],
        ),
        FormatError::Note { at, why } => p(
            "at {}: {}",
            vec![at_phrase(at).text(lang), note_error_phrase(lang, why).text(lang)],
        ),
        FormatError::NoteLine { line, why } => p(
            "line {}: {}",
            vec![s(line), note_error_phrase(lang, why).text(lang)],
        ),
        FormatError::SetByHand { after } => p(
            "play went on from a position set by hand after move {}: only an annotated record holds it",
            vec![s(after)],
        ),
    }
}

/// Where in a record an annotation is, as a phrase.
pub fn at_phrase(at: &At) -> Phrase {
    let p = Phrase::new;
    match at {
        At::Field(f) => p("the field \"{}:\"", vec![s(f.key())]),
        At::Start => p("the start", vec![]),
        At::Move { number, text } => p("move {} ({})", vec![s(number), s(text)]),
    }
}

/// What is wrong with an annotation, as a phrase in `lang`.
pub fn note_error_phrase(lang: Lang, e: &NoteError) -> Phrase {
    let p = Phrase::new;
    let q = |t: &str| crate::engine::quote(t);
    match e {
        NoteError::Unclosed => p("a comment's opening brace is never closed", vec![]),
        NoteError::StrayClose => p("a closing brace closes no comment", vec![]),
        NoteError::UnknownCommand(c) => p(
            "[%{}] is not a mark (the marks are [%csl …], [%cal …], [%lbl …], and [%lang …] for a comment's language)",
            vec![crate::engine::plain(c)],
        ),
        NoteError::UnclosedCommand => p("a mark's [% is never closed by ]", vec![]),
        NoteError::BadMark(m) => p("the mark {} does not read", vec![q(m)]),
        NoteError::BadColour(m) => p("the mark {} has no colour: G, R, Y or B", vec![q(m)]),
        NoteError::NotOnBoard(h) => p("{} is not a hole of this game's board", vec![q(h)]),
        NoteError::BadLabel(l) => p(
            "the label {} is empty or longer than {} characters",
            vec![q(l), s(LABEL_CHARS)],
        ),
        NoteError::BadLang(l) => p("{} is not a language's code (fr, sw, …)", vec![q(l)]),
        NoteError::BadGlyph(g) => p("{} is not a glyph (!, ?, !!, ??, !?, ?!)", vec![q(g)]),
        NoteError::GlyphFirst => p("a glyph stands after a move", vec![]),
        NoteError::UnwrittenWithoutPosition => p(
            "-- (a move the notation cannot write) needs the position set by hand after it (a position: line)",
            vec![],
        ),
        NoteError::SetBeforeMoves => p(
            "a position set by hand follows a move (the start's position: line comes before the moves)",
            vec![],
        ),
        NoteError::BadPosition(e) => {
            p("the position set by hand: {}", vec![setup_error(lang, e)])
        }
        NoteError::Json(part) => p(
            match part {
                JsonPart::Header => "\"header\" must be an object of fields",
                JsonPart::HeaderField => "\"header\" names a field that is not one of players, place, date, event, recorded by, source, local name, notes",
                JsonPart::HeaderValue => "a header field's value must be text",
                JsonPart::Note => "a note must be an object",
                JsonPart::Comments => "\"comments\" must be a list",
                JsonPart::Comment => "a comment must be an object with a \"text\" (and a \"lang\")",
                JsonPart::Marks => "\"marks\" must be an object",
                JsonPart::MarkList => "\"holes\", \"arrows\" and \"labels\" must be lists",
            },
            vec![],
        ),
    }
}

/// Why a move cannot be played, in `lang`.
pub fn play_error(lang: Lang, e: &PlayError) -> String {
    play_error_phrase(lang, e).text(lang)
}

/// Why a piece of notation cannot be read, in `lang`.
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    parse_error_phrase(lang, e).text(lang)
}

/// Why a position, a game or its options are not valid, in `lang`.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    setup_error_phrase(lang, e).text(lang)
}

/// Why a move of a record cannot be read or played, in `lang`.
pub fn move_error(lang: Lang, e: &MoveError) -> String {
    move_error_phrase(lang, e).text(lang)
}

/// Why a record cannot be read or replayed, in `lang`.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    record_error_phrase(lang, e).text(lang)
}

/// The value of a move as its phrase (`None` for the search's estimate, a number).
pub fn value_key(v: crate::ai::Value) -> Option<&'static str> {
    use crate::ai::Value;
    match v {
        Value::Win { .. } => Some("win in {}"),
        Value::Loss { .. } => Some("loss in {}"),
        Value::Draw => Some("draw"),
        Value::Heuristic { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Hole, Player};

    #[test]
    fn errors_are_said_in_the_readers_language_with_the_players_name_translated() {
        let e = PlayError::NotYourHole {
            hole: Hole::new(2, 1),
            mover: Player::South,
        };
        assert_eq!(play_error(Lang::En, &e), "c2 is not one of South's holes");
        assert_eq!(play_error(Lang::Tr, &e), "c2 çukuru Güney tarafının değil");
        assert_eq!(play_error(Lang::Fa, &e), "c2 از حفره‌های جنوب نیست");
        let r = RecordError::Move {
            number: 2,
            text: "q9".into(),
            reason: MoveError::Parse(ParseError::Move("q9".into())),
        };
        let tr = record_error(Lang::Tr, &r);
        assert!(
            tr.starts_with("2. hamle (q9): \"q9\" bir hamle değil"),
            "{tr}"
        );
        assert!(!tr.contains("is not"), "no English in the Turkish: {tr}");
    }
}
