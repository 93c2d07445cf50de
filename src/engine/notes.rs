//! The vocabulary of annotations (layer 1): a record's header fields, a move's glyph,
//! the marks drawn on the board (highlighted holes, arrows, labels), comments in one or
//! several languages, and what can be wrong with them and where. Annotated records
//! themselves are `annotated/` (layer 6).

use std::fmt;

use super::board::Hole;
use super::error::SetupError;

/// The longest text a label on a hole may have, in characters.
pub const LABEL_CHARS: usize = 24;

/// A header field of an annotated record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Field {
    /// Who played (`players:`).
    Players,
    /// Where (`place:`).
    Place,
    /// When (`date:`).
    Date,
    /// The event or occasion (`event:`).
    Event,
    /// Who recorded the game (`recorded by:`).
    RecordedBy,
    /// Where the record comes from: a field notebook, a publication (`source:`).
    Source,
    /// The players' own name for the game (`local name:`).
    LocalName,
    /// Free notes (`notes:`).
    Notes,
}

impl Field {
    /// Every field, in the order a record writes them.
    pub const ALL: [Field; 8] = [
        Field::Players,
        Field::Place,
        Field::Date,
        Field::Event,
        Field::RecordedBy,
        Field::Source,
        Field::LocalName,
        Field::Notes,
    ];

    /// The field's key, as the record writes it (`recorded by`).
    pub fn key(self) -> &'static str {
        match self {
            Field::Players => "players",
            Field::Place => "place",
            Field::Date => "date",
            Field::Event => "event",
            Field::RecordedBy => "recorded by",
            Field::Source => "source",
            Field::LocalName => "local name",
            Field::Notes => "notes",
        }
    }

    /// The field a key names (white space around it and the letters' case aside).
    pub fn from_key(key: &str) -> Option<Field> {
        let k = key.trim().to_ascii_lowercase();
        Field::ALL.into_iter().find(|f| f.key() == k)
    }
}

/// An annotated record's header: the fields that have a value, in the order a record
/// writes them ([`Field::ALL`]). One place a field: what a map would do, for eight keys,
/// with less code in the bundles that read records.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// Each field's value, in the order of [`Field::ALL`].
    values: [Option<String>; Field::ALL.len()],
}

// A field's place in a `Header` is its place in `Field::ALL`.
const _: () = {
    let mut i = 0;
    while i < Field::ALL.len() {
        assert!(Field::ALL[i] as usize == i);
        i += 1;
    }
};

impl Header {
    /// `field`'s value, if it has one.
    pub fn get(&self, field: Field) -> Option<&str> {
        self.values[field as usize].as_deref()
    }
    /// Gives `field` the value `value`; returns the one it had.
    pub fn insert(&mut self, field: Field, value: String) -> Option<String> {
        self.values[field as usize].replace(value)
    }
    /// Takes `field`'s value away; returns it.
    pub fn remove(&mut self, field: Field) -> Option<String> {
        self.values[field as usize].take()
    }
    /// Whether `field` has a value.
    pub fn contains(&self, field: Field) -> bool {
        self.values[field as usize].is_some()
    }
    /// How many fields have a value.
    pub fn len(&self) -> usize {
        self.values.iter().flatten().count()
    }
    /// Whether no field has a value.
    pub fn is_empty(&self) -> bool {
        self.values.iter().all(Option::is_none)
    }
    /// The fields that have a value, with it, in the order a record writes them.
    pub fn iter(&self) -> impl Iterator<Item = (Field, &str)> {
        Field::ALL
            .into_iter()
            .zip(&self.values)
            .filter_map(|(f, v)| Some((f, v.as_deref()?)))
    }
}

/// A move's glyph: what its annotator thinks of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Glyph {
    /// `!`: a good move.
    Good,
    /// `?`: a mistake.
    Mistake,
    /// `!!`: a brilliant move.
    Brilliant,
    /// `??`: a blunder.
    Blunder,
    /// `!?`: an interesting move.
    Interesting,
    /// `?!`: a dubious move.
    Dubious,
}

impl Glyph {
    /// Every glyph.
    pub const ALL: [Glyph; 6] = [
        Glyph::Good,
        Glyph::Mistake,
        Glyph::Brilliant,
        Glyph::Blunder,
        Glyph::Interesting,
        Glyph::Dubious,
    ];

    /// As it is written after its move.
    pub fn text(self) -> &'static str {
        match self {
            Glyph::Good => "!",
            Glyph::Mistake => "?",
            Glyph::Brilliant => "!!",
            Glyph::Blunder => "??",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
        }
    }

    /// The glyph written `s`.
    pub fn from_text(s: &str) -> Option<Glyph> {
        Glyph::ALL.into_iter().find(|g| g.text() == s)
    }
}

/// A mark's colour (the letters lichess and ChessBase use).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// `G`.
    Green,
    /// `R`.
    Red,
    /// `Y`.
    Yellow,
    /// `B`.
    Blue,
}

impl Colour {
    /// Every colour.
    pub const ALL: [Colour; 4] = [Colour::Green, Colour::Red, Colour::Yellow, Colour::Blue];

    /// Its letter.
    pub fn letter(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Red => 'R',
            Colour::Yellow => 'Y',
            Colour::Blue => 'B',
        }
    }

    /// The colour of a letter.
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// Its name (the JSON's, and drawings' `data-colour`).
    pub fn name(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
        }
    }

    /// The colour a name names.
    pub fn from_name(s: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|k| k.name() == s)
    }
}

/// An arrow from a hole to a hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    /// Its colour.
    pub colour: Colour,
    /// Where it starts.
    pub from: Hole,
    /// Where it points.
    pub to: Hole,
}

/// What is drawn on the board at one step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marks {
    /// Holes highlighted, each in a colour (`[%csl …]`).
    pub holes: Vec<(Colour, Hole)>,
    /// Arrows (`[%cal …]`).
    pub arrows: Vec<Arrow>,
    /// Short texts on holes (`[%lbl …]`).
    pub labels: Vec<(Hole, String)>,
}

impl Marks {
    /// Whether nothing is marked.
    pub fn is_empty(&self) -> bool {
        self.holes.is_empty() && self.arrows.is_empty() && self.labels.is_empty()
    }

    /// Highlights `hole` in `colour`; a hole already in that colour is taken off, one in
    /// another colour takes this one.
    pub fn toggle_hole(&mut self, colour: Colour, hole: Hole) {
        match self.holes.iter().position(|(_, h)| *h == hole) {
            Some(i) if self.holes[i].0 == colour => {
                self.holes.remove(i);
            }
            Some(i) => self.holes[i].0 = colour,
            None => self.holes.push((colour, hole)),
        }
    }

    /// Draws an arrow from `from` to `to` in `colour`; the same arrow in that colour is
    /// taken off, in another colour takes this one. An arrow from a hole to itself is
    /// none.
    pub fn toggle_arrow(&mut self, colour: Colour, from: Hole, to: Hole) {
        if from == to {
            return;
        }
        match self
            .arrows
            .iter()
            .position(|a| a.from == from && a.to == to)
        {
            Some(i) if self.arrows[i].colour == colour => {
                self.arrows.remove(i);
            }
            Some(i) => self.arrows[i].colour = colour,
            None => self.arrows.push(Arrow { colour, from, to }),
        }
    }

    /// Writes `label` on `hole`; the same label there is taken off, another replaced.
    pub fn toggle_label(&mut self, hole: Hole, label: &str) {
        match self.labels.iter().position(|(h, _)| *h == hole) {
            Some(i) if self.labels[i].1 == label => {
                self.labels.remove(i);
            }
            Some(i) => label.clone_into(&mut self.labels[i].1),
            None => self.labels.push((hole, label.to_string())),
        }
    }
}

/// A comment, for every reader (`lang: None`) or for the readers of one language.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Comment {
    /// Its language's code (`fr`), if it is for one language's readers.
    pub lang: Option<String>,
    /// Its text.
    pub text: String,
}

/// What is said and drawn at one step: comments and marks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Note {
    /// The comments, at most one for every reader and one per language.
    pub comments: Vec<Comment>,
    /// The marks.
    pub marks: Marks,
}

impl Note {
    /// Whether nothing is said or marked.
    pub fn is_empty(&self) -> bool {
        self.comments.is_empty() && self.marks.is_empty()
    }

    /// The comment for readers of `lang`: theirs, else the one for every reader.
    pub fn comment(&self, lang: &str) -> Option<&str> {
        let of = |l: Option<&str>| {
            self.comments
                .iter()
                .find(|c| c.lang.as_deref() == l)
                .map(|c| c.text.as_str())
        };
        of(Some(lang)).or_else(|| of(None))
    }

    /// Adds `text` for `lang` (after what that language's comment already says).
    pub(super) fn say(&mut self, lang: Option<String>, text: String) {
        if text.is_empty() {
            return;
        }
        match self.comments.iter_mut().find(|c| c.lang == lang) {
            Some(c) => {
                c.text.push(' ');
                c.text.push_str(&text);
            }
            None => self.comments.push(Comment { lang, text }),
        }
    }
}

/// Where in a record an annotation is, for the reader of an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum At {
    /// A header field.
    Field(Field),
    /// The start, before the first move.
    Start,
    /// After move `number` (from 1), written `text`.
    Move {
        /// Its number, from 1.
        number: usize,
        /// As written.
        text: String,
    },
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Field(field) => write!(f, "the field \"{}:\"", field.key()),
            At::Start => write!(f, "the start"),
            At::Move { number, text } => {
                write!(f, "move {number} ({})", super::error::plain(text))
            }
        }
    }
}

/// What is wrong with an annotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteError {
    /// A comment's `{` is never closed.
    Unclosed,
    /// A `}` with no `{` before it.
    StrayClose,
    /// A command that is not one of `[%csl …]`, `[%cal …]`, `[%lbl …]`, `[%lang …]`.
    UnknownCommand(String),
    /// A command's `[%` never closed by `]`.
    UnclosedCommand,
    /// A mark that does not read (the mark as written).
    BadMark(String),
    /// A colour letter that is not `G`, `R`, `Y` or `B`.
    BadColour(String),
    /// A hole that is not on this game's board.
    NotOnBoard(String),
    /// A label longer than [`LABEL_CHARS`] characters, or empty.
    BadLabel(String),
    /// A language that is not a language code (`fr`, `sw`).
    BadLang(String),
    /// A glyph that is not one of `!`, `?`, `!!`, `??`, `!?`, `?!`.
    BadGlyph(String),
    /// A comment or a glyph before any move, where only a comment may be (a glyph).
    GlyphFirst,
    /// `--` (a move the notation cannot write) without a position set by hand after it.
    UnwrittenWithoutPosition,
    /// A position set by hand before any move (the start is the `position:` line before
    /// the moves).
    SetBeforeMoves,
    /// A position set by hand that is not one (why).
    BadPosition(SetupError),
    /// A JSON annotation that is not the form.
    Json(JsonPart),
}

/// The part of an annotated record's JSON that is not the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonPart {
    /// `"header"` is not an object of fields.
    Header,
    /// `"header"` names a field that is not one.
    HeaderField,
    /// A header field's value is not text.
    HeaderValue,
    /// A note (`"start"`, a move's object) is not an object.
    Note,
    /// `"comments"` is not a list.
    Comments,
    /// A comment is not `{"text": …, "lang"?: …}`.
    Comment,
    /// `"marks"` is not an object.
    Marks,
    /// A kind of marks (`"holes"`, `"arrows"`, `"labels"`) is not a list.
    MarkList,
}

impl fmt::Display for JsonPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JsonPart::Header => "\"header\" must be an object of fields",
            JsonPart::HeaderField => "\"header\" names a field that is not one of players, place, date, event, recorded by, source, local name, notes",
            JsonPart::HeaderValue => "a header field's value must be text",
            JsonPart::Note => "a note must be an object",
            JsonPart::Comments => "\"comments\" must be a list",
            JsonPart::Comment => "a comment must be an object with a \"text\" (and a \"lang\")",
            JsonPart::Marks => "\"marks\" must be an object",
            JsonPart::MarkList => "\"holes\", \"arrows\" and \"labels\" must be lists",
        })
    }
}

impl fmt::Display for NoteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::error::{plain, quote};
        match self {
            NoteError::Unclosed => write!(f, "a comment's opening brace is never closed"),
            NoteError::StrayClose => write!(f, "a closing brace closes no comment"),
            NoteError::UnknownCommand(c) => write!(
                f,
                "[%{}] is not a mark (the marks are [%csl …], [%cal …], [%lbl …], and [%lang …] for a comment's language)",
                plain(c)
            ),
            NoteError::UnclosedCommand => write!(f, "a mark's [% is never closed by ]"),
            NoteError::BadMark(m) => write!(f, "the mark {} does not read", quote(m)),
            NoteError::BadColour(m) => {
                write!(f, "the mark {} has no colour: G, R, Y or B", quote(m))
            }
            NoteError::NotOnBoard(h) => {
                write!(f, "{} is not a hole of this game's board", quote(h))
            }
            NoteError::BadLabel(l) => write!(
                f,
                "the label {} is empty or longer than {LABEL_CHARS} characters",
                quote(l)
            ),
            NoteError::BadLang(l) => {
                write!(f, "{} is not a language's code (fr, sw, …)", quote(l))
            }
            NoteError::BadGlyph(g) => {
                write!(f, "{} is not a glyph (!, ?, !!, ??, !?, ?!)", quote(g))
            }
            NoteError::GlyphFirst => write!(f, "a glyph stands after a move"),
            NoteError::UnwrittenWithoutPosition => write!(
                f,
                "-- (a move the notation cannot write) needs the position set by hand after it (a position: line)"
            ),
            NoteError::SetBeforeMoves => write!(
                f,
                "a position set by hand follows a move (the start's position: line comes before the moves)"
            ),
            NoteError::BadPosition(e) => write!(f, "the position set by hand: {e}"),
            NoteError::Json(what) => write!(f, "{what}"),
        }
    }
}
