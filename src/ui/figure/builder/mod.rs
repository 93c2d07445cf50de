//! The figure builder's own part, pure (no Yew, no DOM): a figure as its author makes
//! it — the game it is cut from, the moves it shows, the step it opens on, its captions
//! and looks — read back from any figure's code or address, and written as the code to
//! paste into a page. Every figure it writes is one the embed reads
//! ([`EmbedConfig::parse`]): the builder's verdict on what the author typed is the
//! embed's own. The screen is `view.rs`.
//!
//! The builder opens at `index.html#figure=QUERY` (the figure's parameters, encoded once
//! more), so that "Make a figure" in a game is a link, and a builder's work is an address
//! (`address.rs`); what an author pastes is read by `paste.rs`.

pub mod address;
pub mod paste;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod marking;
#[cfg(target_arch = "wasm32")]
pub mod view;

use super::captions::Captions;
use super::config::{field_param, Controls, EmbedConfig, EmbedError};
use crate::engine::{
    Annotated, Decisions, Effort, Field as HeaderField, Game, GameId, Header, Marks, Note, Record,
    Rules,
};
use crate::ui::board::theme::Theme;
use crate::ui::game::lessons;
use crate::ui::game::share::{annotated_from_parts, record_from_parts, Parts};
use crate::ui::game::Speed;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{tf, Lang};
use crate::ui::platform::query::{self};
use crate::ui::platform::xml;

/// A field of the builder that the author types into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The game's options (JSON).
    Options,
    /// The start position (JSON).
    Position,
    /// The moves.
    Moves,
    /// The figure's width.
    Width,
    /// The figure's height.
    Height,
    /// A figure's code, address or a record, pasted to be opened.
    Paste,
}

/// A figure in the making: what the author typed and chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    /// The game.
    pub game: GameId,
    /// Its options as JSON; empty for the game's defaults.
    pub options: String,
    /// A set-up start position as JSON; empty for the game's start.
    pub position: String,
    /// The moves, separated by spaces, as a record's `moves:` line writes them: with
    /// their glyphs, comments and marks (README "Annotated records").
    pub moves: String,
    /// Long sowings decided when the moves were played (the app's game): a figure with
    /// some is written as a whole `record=`, so that it never decides them itself.
    pub decisions: Decisions,
    /// The first move shown: the figure starts from the position after this many moves.
    pub first: usize,
    /// The last move shown (a number of moves from the game's start).
    pub last: usize,
    /// The step the figure opens on (a number of moves from the game's start).
    pub at: usize,
    /// The captions, by moves from the game's start, in each language written.
    pub captions: Captions,
    /// How the figure looks.
    pub theme: Theme,
    /// Which controls it shows.
    pub controls: Controls,
    /// Whether the reader may play on.
    pub play: bool,
    /// Whether the moves play by themselves.
    pub autoplay: bool,
    /// How fast a move is shown.
    pub speed: Speed,
    /// The holes named along the board; `None` as the controls have it.
    pub coordinates: Option<bool>,
    /// The figure's language; `None`: each reader's own.
    pub lang: Option<Lang>,
    /// The frame's width (`100%`, `640`); empty: the page's column.
    pub width: String,
    /// The frame's height in pixels; empty: as tall as the preview.
    pub height: String,
    /// The record's header: who played, where, when…
    pub header: Header,
    /// Whether the figure shows the header as a credit line.
    pub credit: bool,
}

/// How the figure's code is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeForm {
    /// An `<iframe>` of `embed.html`.
    Iframe,
    /// The custom element `<mancala-figure>` and `embed.js`.
    Element,
    /// A `<div data-mancala-atlas>` and `embed.js`.
    Script,
    /// The figure's address alone.
    Address,
}

impl CodeForm {
    /// Every form, in the builder's order.
    pub const ALL: [CodeForm; 4] = [
        CodeForm::Iframe,
        CodeForm::Element,
        CodeForm::Script,
        CodeForm::Address,
    ];

    /// The form's id (the screen's `data-form`).
    pub fn id(self) -> &'static str {
        match self {
            CodeForm::Iframe => "iframe",
            CodeForm::Element => "element",
            CodeForm::Script => "script",
            CodeForm::Address => "address",
        }
    }
}

/// A figure the embed reads, with the draft's parameters.
#[derive(Clone, Debug)]
pub struct Figure {
    /// The parameters, in order, decoded.
    pub parameters: Vec<(String, String)>,
    /// The embed's reading of them.
    pub config: EmbedConfig,
}

/// What is wrong with a draft: the field and the embed's reason, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The field it is about.
    pub field: Field,
    /// What is wrong, in the builder's language.
    pub message: String,
}

impl Draft {
    /// A figure of a game's record, showing all its moves, opening on the last.
    pub fn of_record(record: &Record) -> Draft {
        let n = record.moves.len();
        let rules = record.rules;
        let options = if rules == Rules::default_for(rules.game()) {
            String::new()
        } else {
            rules.options_json().to_string()
        };
        Draft {
            game: rules.game(),
            options,
            position: record
                .setup
                .as_ref()
                .map(|p| p.to_json().to_string())
                .unwrap_or_default(),
            moves: record
                .moves
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            decisions: record.decisions.clone(),
            first: 0,
            last: n,
            at: n,
            captions: Captions::new(n),
            theme: Theme::Wood,
            controls: Controls::Step,
            play: false,
            autoplay: false,
            speed: Speed::Normal,
            coordinates: None,
            lang: None,
            width: String::new(),
            height: String::new(),
            header: Header::default(),
            credit: false,
        }
    }

    /// A figure of an annotated record: its moves with their glyphs, comments and marks,
    /// and its header; `None` when play went on from a position set by hand (a figure
    /// plays the rules' moves).
    pub fn of_annotated(a: &Annotated) -> Option<Draft> {
        let mut d = Draft::of_record(&a.record()?);
        d.moves = a.moves_text();
        d.header.clone_from(&a.header);
        Some(d)
    }

    /// The game's moves as an annotated record, if the game's fields read.
    pub fn annotated(&self) -> Option<Annotated> {
        let blank = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
        let (options, position) = (blank(&self.options), blank(&self.position));
        let mut a = annotated_from_parts(Parts {
            game: self.game.id(),
            options: options.as_deref(),
            position: position.as_deref(),
            moves: Some(&self.moves),
            decisions: None,
        })
        .ok()?;
        a.decisions = self.decisions.clone();
        a.header.clone_from(&self.header);
        Some(a)
    }

    /// The marks at step `k` (moves from the game's start).
    pub fn marks_at(&self, k: usize) -> Marks {
        self.annotated()
            .and_then(|a| a.note_at(k).map(|n| n.marks.clone()))
            .unwrap_or_default()
    }

    /// Changes the marks at step `k` with `f`: the moves are written again with them.
    /// Whether they changed (not when the moves do not read, or `k` is past them).
    pub fn mark(&mut self, k: usize, f: impl FnOnce(&mut Marks)) -> bool {
        let Some(mut a) = self.annotated() else {
            return false;
        };
        let note: &mut Note = match k {
            0 => &mut a.start,
            k => match a.steps.get_mut(k - 1) {
                Some(s) => &mut s.note,
                None => return false,
            },
        };
        let before = note.marks.clone();
        f(&mut note.marks);
        if note.marks == before {
            return false;
        }
        self.moves = a.moves_text();
        true
    }

    /// The figure of a query (a figure's parameters): its whole game, every choice as
    /// the query made it.
    ///
    /// # Errors
    /// The embed's reason for refusing the query; a lesson's or a puzzle's figure, which
    /// has nothing to build, is refused too.
    pub fn from_query(query: &str) -> Result<Draft, PasteError> {
        let c = EmbedConfig::parse(query).map_err(PasteError::Figure)?;
        if c.lesson.is_some() || c.puzzle.is_some() {
            return Err(PasteError::Lesson);
        }
        // A figure cut from the middle of a game (`before=`): the whole game, the figure's
        // moves shown after the earlier ones.
        let first = c.earlier.count;
        let whole = match &c.before {
            Some(before) => Record {
                rules: c.record.rules,
                setup: before.setup.clone(),
                moves: [&before.moves[..], &c.record.moves[..]].concat(),
                decisions: c.record.decisions.clone(),
            },
            None => c.record.clone(),
        };
        let mut d = Draft::of_record(&whole);
        // What the figure's record says of its moves: after the earlier ones.
        if !c.notes.start.is_empty() || !c.notes.steps.is_empty() {
            let mut a = Annotated::from(whole.clone());
            match first {
                0 => a.start = c.notes.start.clone(),
                k => a.steps[k - 1].note = c.notes.start.clone(),
            }
            for (step, (glyph, note)) in a.steps[first..].iter_mut().zip(&c.notes.steps) {
                step.glyph = *glyph;
                step.note = note.clone();
            }
            d.moves = a.moves_text();
        }
        d.header.clone_from(&c.notes.header);
        d.credit = c.credit;
        d.first = first;
        d.at = first + c.at;
        let mut captions = Captions::new(whole.moves.len());
        for l in std::iter::once(None).chain(c.captions.languages().map(Some).collect::<Vec<_>>()) {
            for i in 0..c.captions.moments() {
                if let Some(text) = c.captions.own(i, l) {
                    let _ = captions.put(l, first + i, text);
                }
            }
        }
        d.captions = captions;
        d.width = c
            .width
            .as_deref()
            .map(|w| w.strip_suffix("px").unwrap_or(w).to_string())
            .unwrap_or_default();
        d.theme = c.theme;
        d.controls = c.controls;
        d.play = c.play;
        d.autoplay = c.autoplay;
        d.speed = c.speed;
        d.coordinates = (c.coordinates != (c.controls == Controls::Full)).then_some(c.coordinates);
        d.lang = c.lang;
        Ok(d)
    }

    /// The record the author's game fields make, or the field that is wrong and why.
    ///
    /// # Errors
    /// The first field that does not read, with the embed's reason.
    pub fn record(&self, lang: Lang) -> Result<(Record, Game), Problem> {
        let problem = |field, e| Problem {
            field,
            message: EmbedError::Record(e).message(lang),
        };
        let blank = |s: &str| (!s.trim().is_empty()).then_some(s.trim().to_string());
        let (options, position) = (blank(&self.options), blank(&self.position));
        let parts = |position, moves| Parts {
            game: self.game.id(),
            options: options.as_deref(),
            position,
            moves,
            decisions: None,
        };
        // A field that is not JSON is said so with the place in it (not in the record the
        // fields are put together into, which the author never typed).
        for (field, text) in [(Field::Options, &options), (Field::Position, &position)] {
            if let Some(Err(e)) = text
                .as_deref()
                .map(serde_json::from_str::<serde_json::Value>)
            {
                let place = tf(
                    lang,
                    "this field is not JSON (line {}, column {} of what is typed in it)",
                    &[&e.line(), &e.column()],
                );
                return Err(Problem {
                    field,
                    message: tf(lang, "The figure's game cannot be set up: {}.", &[&place]),
                });
            }
        }
        record_from_parts(parts(None, None)).map_err(|e| problem(Field::Options, e))?;
        record_from_parts(parts(position.as_deref(), None))
            .map_err(|e| problem(Field::Position, e))?;
        let mut record = record_from_parts(parts(position.as_deref(), Some(&self.moves)))
            .map_err(|e| problem(Field::Moves, e))?;
        record.decisions = self.decisions.clone();
        let game = record.replay(Effort::Quick).map_err(|e| {
            let field = if matches!(e, crate::engine::RecordError::Move { .. }) {
                Field::Moves
            } else {
                Field::Position
            };
            if e.is_undecided() {
                Problem {
                    field,
                    message: EmbedError::Undecided.message(lang),
                }
            } else {
                problem(field, e)
            }
        })?;
        Ok((record, game))
    }

    /// The game's moves after the last one shown, given back (a builder link's `after`):
    /// they are added to the moves, the figure still ending where it did.
    pub fn extend(&mut self, after: &str) {
        let after = after.trim();
        if after.is_empty() {
            return;
        }
        let last = self.last;
        self.moves = format!("{} {after}", self.moves.trim()).trim().to_string();
        if let Ok((r, _)) = self.record(Lang::En) {
            let n = r.moves.len();
            self.fit(n, usize::MAX);
            self.last = last.min(n);
        }
    }

    /// The game's moves after the last one shown, as the moves' text writes them (with
    /// what is said of them); as typed (space-separated) while the moves do not read.
    pub fn moves_after(&self) -> String {
        match self.annotated() {
            Some(mut a) => {
                a.steps = a.steps.split_off(self.last.min(a.steps.len()));
                a.start = Note::default();
                a.moves_text()
            }
            None => self
                .moves
                .split_whitespace()
                .skip(self.last)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// Keeps the first and last moves shown, and the step shown first, inside a game of
    /// `n` moves, in order (a last move at the old end stays at the end).
    pub fn fit(&mut self, n: usize, old_n: usize) {
        if self.last == old_n || self.last > n {
            self.last = n;
        }
        self.first = self.first.min(self.last);
        if self.at == old_n && self.at != self.last {
            self.at = self.last;
        }
        self.at = self.at.clamp(self.first, self.last);
        if self.captions.moments() != n + 1 {
            let mut c = Captions::new(n);
            for l in
                std::iter::once(None).chain(self.captions.languages().map(Some).collect::<Vec<_>>())
            {
                for i in 0..=n.min(self.captions.moments() - 1) {
                    if let Some(text) = self.captions.own(i, l) {
                        let _ = c.put(l, i, text);
                    }
                }
            }
            self.captions = c;
        }
    }

    /// The figure the draft makes: its parameters and the embed's reading of them.
    ///
    /// # Errors
    /// What is wrong, with the field it is about.
    pub fn figure(&self, lang: Lang) -> Result<Figure, Problem> {
        let (record, game) = self.record(lang)?;
        self.figure_of(&record, &game, lang)
    }

    /// [`Draft::figure`] of the record the draft's game fields make, already read
    /// ([`Draft::record`]).
    ///
    /// # Errors
    /// What the embed refuses, with the field it is about.
    pub fn figure_of(&self, record: &Record, game: &Game, lang: Lang) -> Result<Figure, Problem> {
        let n = record.moves.len();
        let (first, last) = (self.first.min(n), self.last.min(n));
        let (first, last) = (first.min(last), last);
        let at = self.at.clamp(first, last);
        let mut p: Vec<(String, String)> = Vec::new();
        let mut put = |k: &str, v: String| p.push((k.to_string(), v));
        // The figure's game: from the position after `first` moves, `first..last` shown —
        // the moves before them given (`before`), so that the figure numbers its moves as
        // the game does; a record with decided sowings starts from that position.
        let whole = record.decisions.is_empty();
        // What is said of the moves shown: the note at the figure's first step is its
        // start's.
        let said = self.annotated().map(|a| {
            let mut s = Annotated::from(Record {
                moves: record.moves[first..last].to_vec(),
                ..record.clone()
            });
            if let Some(n) = a.note_at(first) {
                s.start = n.clone();
            }
            for (step, from) in s.steps.iter_mut().zip(a.steps.iter().skip(first)) {
                step.glyph = from.glyph;
                step.note = from.note.clone();
            }
            s
        });
        let shown = Record {
            rules: record.rules,
            setup: if first == 0 || whole {
                record.setup.clone()
            } else {
                game.positions().get(first).cloned()
            },
            moves: record.moves[first..last].to_vec(),
            decisions: record.decisions.clone(),
        };
        if whole {
            put("game", self.game.id().to_string());
            if !self.options.trim().is_empty() {
                put("options", shown.rules.options_json().to_string());
            }
            // Cut from the middle: the game's own start (written even when it is the rules'
            // own), and the moves from it to the cut.
            let start = match (&shown.setup, first) {
                (Some(s), _) => Some(s.clone()),
                (None, 0) => None,
                (None, _) => Some(crate::engine::Position::start(shown.rules)),
            };
            if let Some(s) = &start {
                put("position", s.to_json().to_string());
            }
            if first > 0 {
                let before: Vec<String> = record.moves[..first]
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                put("before", before.join(" "));
            }
            // (A record without notes writes its moves alone, separated by spaces.)
            let moves = said.as_ref().map_or_else(
                || {
                    let moves: Vec<String> = shown.moves.iter().map(ToString::to_string).collect();
                    moves.join(" ")
                },
                Annotated::moves_text,
            );
            if !moves.is_empty() {
                put("moves", moves);
            }
        } else {
            match said.filter(Annotated::is_annotated) {
                Some(mut a) => {
                    a.setup.clone_from(&shown.setup);
                    put("record", a.to_json().to_string());
                }
                None => put("record", shown.to_json().to_string()),
            }
        }
        // The header, and whether it is the figure's credit line.
        for f in HeaderField::ALL {
            if let Some(v) = self.header.get(f).map(str::trim).filter(|v| !v.is_empty()) {
                put(field_param(f), v.to_string());
            }
        }
        if self.credit {
            put("credit", "yes".into());
        }
        let steps = last - first;
        let opens_on = if self.autoplay { 0 } else { steps };
        if at - first != opens_on {
            put("at", (at - first).to_string());
        }
        if self.autoplay {
            put("autoplay", "yes".into());
        }
        if self.speed != Speed::Normal {
            put("speed", self.speed.id().into());
        }
        if self.controls != Controls::Step {
            put("controls", self.controls.id().into());
        }
        if self.play {
            put("play", "yes".into());
        }
        if let Some(l) = self.lang {
            put("lang", l.code().into());
        }
        if self.theme != Theme::Wood {
            put("theme", self.theme.id().into());
        }
        if let Some(c) = self.coordinates {
            if c != (self.controls == Controls::Full) {
                put("coordinates", if c { "yes" } else { "no" }.into());
            }
        }
        // The captions of the moments shown, counted from the figure's first.
        let mut shown_captions = Captions::new(steps);
        let langs: Vec<Option<Lang>> = std::iter::once(None)
            .chain(self.captions.languages().map(Some))
            .collect();
        for l in langs {
            for i in first..=last {
                if let Some(text) = self.captions.own(i, l) {
                    let _ = shown_captions.put(l, i - first, text);
                }
            }
        }
        p.extend(shown_captions.parameters());
        let config = EmbedConfig::parse(&query::write(&p)).map_err(|e| Problem {
            field: Field::Moves,
            message: e.message(lang),
        })?;
        Ok(Figure {
            parameters: p,
            config,
        })
    }

    /// The width and height as the code writes them, or what is wrong with one.
    ///
    /// # Errors
    /// A width or height that is no size.
    pub fn size(&self, lang: Lang, measured: Option<u32>) -> Result<(String, String), Problem> {
        let width = self.width.trim();
        let width = if width.is_empty() {
            "100%".to_string()
        } else {
            let (number, unit) = width
                .strip_suffix('%')
                .map_or((width.strip_suffix("px").unwrap_or(width), ""), |w| {
                    (w, "%")
                });
            let max = if unit == "%" { 100 } else { 4000 };
            match number.trim().parse::<u32>() {
                Ok(w) if (1..=max).contains(&w) && (unit == "%" || w >= 200) => format!("{w}{unit}"),
                _ => {
                    return Err(Problem {
                        field: Field::Width,
                        message: tf(
                            lang,
                            "\"{}\" is no width: write a number of pixels from 200 to 4000, or a share of the page from 1% to 100%.",
                            &[&width],
                        ),
                    })
                }
            }
        };
        let height = self
            .height
            .trim()
            .strip_suffix("px")
            .unwrap_or(self.height.trim());
        let height = if height.is_empty() {
            measured.unwrap_or(480).clamp(80, 4000)
        } else {
            match height.trim().parse::<u32>() {
                Ok(h) if (80..=4000).contains(&h) => h,
                _ => {
                    return Err(Problem {
                        field: Field::Height,
                        message: tf(
                            lang,
                            "\"{}\" is no height: write a number of pixels from 80 to 4000.",
                            &[&height],
                        ),
                    })
                }
            }
        };
        Ok((width, height.to_string()))
    }
}

impl Figure {
    /// The figure's query: `game=…&moves=…`.
    pub fn query(&self) -> String {
        query::write(&self.parameters)
    }

    /// The figure's address, `base` being the folder of the Atlas (`https://…/atlas/`).
    pub fn address(&self, base: &str) -> String {
        format!("{base}embed.html?{}", self.query())
    }

    /// The code to paste into a page, in `form`: the figure with its widest (`size`'s
    /// width, as the parameter `width`: never an inline style, which a page's policy may
    /// forbid) and an iframe's height.
    pub fn code(&self, form: CodeForm, base: &str, size: (&str, &str), lang: Lang) -> String {
        let script = format!(
            "<script type=\"module\" src=\"{}\"></script>",
            xml::escape(&format!("{base}embed.js"))
        );
        let (width, height) = size;
        let mut sized = self.parameters.clone();
        if let Some(w) = super::config::width_of(width).filter(|w| w != "100%") {
            sized.push((
                "width".into(),
                w.strip_suffix("px").unwrap_or(&w).to_string(),
            ));
        }
        let query = query::write(&sized);
        match form {
            CodeForm::Address => self.address(base),
            CodeForm::Iframe => {
                let title = tf(
                    lang,
                    "A Mancala Atlas figure: {}",
                    &[&game_name(self.config.record.rules.game(), lang)],
                );
                // No `style` (a page's policy may forbid inline styles): the frame's own
                // width and height, and no border.
                format!(
                    "<iframe src=\"{}\" title=\"{}\" width=\"{width}\" height=\"{height}\" loading=\"lazy\" frameborder=\"0\"></iframe>",
                    xml::escape(&self.address(base)),
                    xml::escape(&title)
                )
            }
            CodeForm::Script => format!(
                "<div data-mancala-atlas=\"{}\"></div>\n{script}",
                xml::escape(&query),
            ),
            CodeForm::Element => {
                let attributes: String = sized
                    .iter()
                    .map(|(k, v)| format!(" {k}=\"{}\"", xml::escape(v)))
                    .collect();
                format!("<mancala-figure{attributes}></mancala-figure>\n{script}")
            }
        }
    }
}

/// What a pasted text does not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing was pasted.
    Empty,
    /// The figure's parameters are refused by the embed.
    Figure(EmbedError),
    /// A lesson's or a puzzle's figure: it brings everything but its language and
    /// looks, and is written by hand.
    Lesson,
    /// Not a figure's code or address, nor a record the Atlas reads (the record
    /// reader's reason).
    Nothing(crate::engine::RecordError),
    /// An iframe of another page than a Mancala Atlas figure (its address).
    NotAFigure(String),
}

impl PasteError {
    /// The error in words.
    pub fn message(&self, lang: Lang) -> String {
        match self {
            PasteError::Empty => tf(lang, "Paste a figure's code or address, or a game's record.", &[]),
            PasteError::Figure(e) => e.message(lang),
            PasteError::Lesson => {
                // A lesson of the first game with lessons: its second, if it has one.
                let game = crate::ui::game::lessons::address::first_game();
                let example = format!("{}/{}", game.id(), lessons::count(game).min(2));
                tf(
                    lang,
                    "A lesson's or a puzzle's figure brings its own game: the builder makes figures of games. Write its address by hand, as embed.html?lesson={}.",
                    &[&example],
                )
            }
            PasteError::NotAFigure(src) => tf(
                lang,
                "This iframe shows another page ({}), not a Mancala Atlas figure: paste the code or the address of a figure (embed.html?…).",
                &[src],
            ),
            PasteError::Nothing(e) => tf(
                lang,
                "This is neither a figure's code or address nor a game's record the Atlas reads: {}.",
                &[&crate::ui::i18n::errors::record_error(lang, e)],
            ),
        }
    }
}

#[cfg(test)]
mod tests;
