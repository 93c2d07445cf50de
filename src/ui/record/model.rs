//! The recording, pure: the annotated record being written ([`Annotated`]) and the board
//! it is entered on — the app's [`State`], two players on one device, at the position
//! after the last step — so that a move is entered with the app's own input (a tap on a
//! hole; Kiothi's lift chooser and redistribution, Katro's circuit chooser) and checked by
//! the engine as in a game. Each move the board plays becomes a new [`Step`] of the
//! record; a move it refuses is named with the engine's reason (the board's notice,
//! [`Recorder::refused`]) and can be recorded anyway: the step is kept as the players
//! played it, and play goes on from a position set by hand ([`Editor`], validated by
//! [`Position::from_json`]'s reasons; [`Step::then`]).
//!
//! What is said of a step — a comment for every reader or per language, a glyph, marks —
//! goes to the step selected ([`Recorder::selected`]: the move just entered, or any step
//! chosen in the move list). Every change of the record asks the shell to keep it
//! ([`Effect::KeepRecording`]; the shell refuses it where nothing is kept). It runs
//! through the shell ([`crate::ui::game::Model`]) as every screen that holds a game.

use std::rc::Rc;

use super::{kept_text, positions_of};
use crate::engine::{
    Annotated, Colour, Comment, Effort, Field, Glyph, Hole, Marks, Move, Note, Phase, PlayError,
    Player, Position, Record, RecordError, SetupError, Step, Stores, LABEL_CHARS,
};
use crate::ui::board::tool::Tool;
use crate::ui::game::Model;
use crate::ui::game::{
    Action, Effect, Effects, Message, Mode, NoticeAction, PlayAction, Prefs, State, StorageError,
};

/// What is being set by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edited {
    /// The start position (no move recorded yet).
    Start,
    /// The position play goes on from after a move: the move as the players played it
    /// (`None`: one the notation cannot write, `--`).
    After(Option<Move>),
}

/// What is wrong with a position set by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditProblem {
    /// The engine's reason.
    Position(SetupError),
    /// A move the notation cannot write needs a comment that says what happened.
    CommentNeeded,
    /// Play cannot go on from it (the engine's reason).
    Record(RecordError),
}

/// The position editor: a position set by hand, field by field, from the position the
/// board was at.
#[derive(Clone, Debug, PartialEq)]
pub struct Editor {
    /// What the position is for.
    pub edited: Edited,
    /// Why the board refused the move, when it did.
    pub refused: Option<PlayError>,
    /// The position it started from (what the editor does not change comes from it).
    pub from: Position,
    /// Seeds (or warriors) in each hole, by the board's index.
    pub counts: Vec<u32>,
    /// Who moves next.
    pub to_move: Player,
    /// Captured (or in prison), `[south, north]`.
    pub captured: [u32; 2],
    /// The phase.
    pub phase: Phase,
    /// What happened, in a comment for every reader (needed for a move the notation cannot
    /// write).
    pub comment: String,
    /// What was wrong the last time it was confirmed.
    pub problem: Option<EditProblem>,
}

/// A change in the position editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditMsg {
    /// The count of the hole of this index, typed.
    Count(usize, u32),
    /// One more (`+1`) or one fewer (`-1`) in the hole of this index.
    Step(usize, i32),
    /// Who moves next.
    ToMove(Player),
    /// What a player has captured, typed.
    Captured(Player, u32),
    /// One more or one fewer captured by a player.
    StepCaptured(Player, i32),
    /// The phase.
    Phase(Phase),
    /// The comment.
    Comment(String),
}

fn stepped(n: u32, by: i32) -> u32 {
    n.saturating_add_signed(by)
}

impl Editor {
    /// An editor for `edited`, starting from `from`.
    pub fn new(edited: Edited, refused: Option<PlayError>, from: &Position) -> Editor {
        let g = from.geometry();
        Editor {
            edited,
            refused,
            from: from.clone(),
            counts: g.holes().map(|h| u32::from(from.count(h))).collect(),
            to_move: from.to_move(),
            captured: Player::BOTH.map(|p| u32::from(from.captured(p))),
            phase: match from.phase() {
                Phase::Over => Phase::Play,
                p => p,
            },
            comment: String::new(),
            problem: None,
        }
    }

    /// The phases the editor offers: the game's own, but the end (set by hand, a
    /// position is one to play on from).
    pub fn phases(&self) -> Vec<Phase> {
        let start = Position::start(self.from.rules());
        let redistributes =
            start.phase() == Phase::Redistribute || self.from.phase() == Phase::Redistribute;
        Phase::ALL
            .into_iter()
            .filter(|&p| p == Phase::Play || (p == Phase::Redistribute && redistributes))
            .collect()
    }

    /// Whether the game keeps what is captured off the board (piles or prisons).
    pub fn has_captures(&self) -> bool {
        self.from.game().stores() != Stores::None
    }

    /// The seeds (or warriors) in all, as set.
    pub fn total(&self) -> u32 {
        self.counts.iter().sum::<u32>() + self.captured.iter().sum::<u32>()
    }

    /// The seeds (or warriors) the position it started from holds in all.
    pub fn expected(&self) -> u32 {
        let g = self.from.geometry();
        g.holes()
            .map(|h| u32::from(self.from.count(h)))
            .sum::<u32>()
            + Player::BOTH
                .map(|p| u32::from(self.from.captured(p)))
                .iter()
                .sum::<u32>()
    }

    /// The position as set, or the engine's reason why it is none.
    ///
    /// # Errors
    /// What [`Position::from_json`] says of it.
    pub fn position(&self) -> Result<Position, SetupError> {
        let g = self.from.geometry();
        let files = usize::from(g.files());
        let rows: Vec<serde_json::Value> = self
            .counts
            .chunks(files.max(1))
            .map(|r| r.iter().copied().collect())
            .collect();
        let mut v = self.from.to_json();
        v["pits"] = serde_json::Value::Array(rows);
        v["to_move"] = self.to_move.name().into();
        v["captured"] = serde_json::json!({ "south": self.captured[0], "north": self.captured[1] });
        v["phase"] = self.phase.name().into();
        v["outcome"] = serde_json::Value::Null;
        Position::from_value(&v)
    }

    /// Applies a change.
    pub fn update(&mut self, msg: EditMsg) {
        match msg {
            EditMsg::Count(i, n) => {
                if let Some(c) = self.counts.get_mut(i) {
                    *c = n;
                }
            }
            EditMsg::Step(i, by) => {
                if let Some(c) = self.counts.get_mut(i) {
                    *c = stepped(*c, by);
                }
            }
            EditMsg::ToMove(p) => self.to_move = p,
            EditMsg::Captured(p, n) => self.captured[p.index()] = n,
            EditMsg::StepCaptured(p, by) => {
                self.captured[p.index()] = stepped(self.captured[p.index()], by)
            }
            EditMsg::Phase(p) => self.phase = p,
            EditMsg::Comment(c) => self.comment = c,
        }
        self.problem = None;
    }
}

/// What the recorder says of its own actions (the board says what it refuses).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remark {
    /// Undo with no step recorded.
    NothingToUndo,
    /// A step taken back: its number and how it was written.
    Undone(usize, String),
    /// An arrow started here: now the hole it points to.
    ArrowFrom(Hole),
    /// A label to write is empty or too long.
    LabelBad,
    /// The move refused was recorded anyway, and the position set by hand: its number.
    SetByHand(usize),
}

/// What can happen to a recording.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordMsg {
    /// What can happen on the board (a hole tapped to enter a move, a chooser's choice,
    /// the worker's decision of a long sowing, the app's settings).
    Board(Action),
    /// Takes back the last step recorded, with what is said of it.
    Undo,
    /// The step that comments, glyphs and marks go to (`0`: the start).
    Select(usize),
    /// What a tap on a hole does now.
    Tool(Tool),
    /// The colour of the next highlight or arrow.
    Colour(Colour),
    /// The label the next tap writes.
    LabelText(String),
    /// A hole tapped while marking (a highlight, an end of an arrow, a label).
    Mark(Hole),
    /// Takes every mark off the step selected.
    ClearMarks,
    /// The comment of the step selected for readers of a language (`None`: for every
    /// reader); an empty text takes it away.
    Comment(Option<String>, String),
    /// The glyph of the step selected (`None`: none).
    Glyph(Option<Glyph>),
    /// A header field's value (empty: none).
    Header(Field, String),
    /// Records the move the board refused as the players played it, and opens the
    /// position editor from the position before it.
    RecordAnyway,
    /// Opens the position editor: after a move the notation cannot write (`--`), or for
    /// the start while nothing is recorded.
    SetByHand,
    /// A change in the position editor.
    Edit(EditMsg),
    /// The position set by hand is the one play goes on from.
    ConfirmEdit,
    /// Closes the position editor, nothing recorded.
    CancelEdit,
    /// Turns the board half a turn.
    Flip,
    /// A new recording of these rules, in place of this one.
    New(crate::engine::Rules),
}

/// The recording and its board.
#[derive(Clone, Debug)]
pub struct Recorder {
    /// The record as entered so far.
    pub rec: Annotated,
    /// The board: the position after the last step, two players on one device.
    pub s: State,
    /// Steps before the board's game (its start is the position set by hand after them,
    /// or the record's start).
    base: usize,
    /// The position at each step: the start, then after each step.
    positions: Rc<Vec<Position>>,
    /// The step what is said goes to: `0` the start, `k` move `k`.
    pub selected: usize,
    /// What a tap on a hole does.
    pub tool: Tool,
    /// The colour of the next highlight or arrow.
    pub colour: Colour,
    /// The label the next tap writes.
    pub label: String,
    /// Where the arrow being drawn starts.
    pub arrow_from: Option<Hole>,
    /// The position editor, while it is open.
    pub editor: Option<Editor>,
    /// What the recorder said of the last action.
    pub said: Option<Remark>,
    /// Whether each change is kept in the browser (not while a kept text that did not
    /// read is still where it would go).
    pub keeps: bool,
    /// The browser did not keep the last change (why).
    pub not_kept: Option<StorageError>,
}

/// Sets `lang`'s comment of `note` to `text` (none when empty), the comment for every
/// reader first, as a record writes and reads them.
fn set_comment(note: &mut Note, lang: Option<String>, text: &str) {
    let text = text.trim();
    let at = note.comments.iter().position(|c| c.lang == lang);
    match (at, text.is_empty()) {
        (Some(i), true) => {
            note.comments.remove(i);
        }
        (Some(i), false) => note.comments[i].text = text.to_string(),
        (None, true) => {}
        (None, false) => {
            let c = Comment {
                lang: lang.clone(),
                text: text.to_string(),
            };
            if lang.is_none() {
                note.comments.insert(0, c);
            } else {
                note.comments.push(c);
            }
        }
    }
}

impl Recorder {
    /// A new recording of `rules`, its board with the reader's settings (`prefs`).
    pub fn new(rules: crate::engine::Rules, prefs: Prefs) -> Recorder {
        let rec = Annotated::from(Record::new(rules, Vec::new()));
        Recorder::from_record(rec, prefs).unwrap_or_else(|_| {
            // A new record always plays: its start is the rules' own.
            unreachable!("a new recording has no move to refuse")
        })
    }

    /// The recording `rec` (one kept in the browser), at its end.
    ///
    /// # Errors
    /// A step that does not play (the record was not written by the recorder).
    pub fn from_record(rec: Annotated, prefs: Prefs) -> Result<Recorder, RecordError> {
        let mut s = State::new(prefs.speed);
        s.prefs = prefs;
        let mut r = Recorder {
            selected: rec.steps.len(),
            rec,
            s,
            base: 0,
            positions: Rc::new(Vec::new()),
            tool: Tool::Moves,
            colour: Colour::Green,
            label: String::new(),
            arrow_from: None,
            editor: None,
            said: None,
            keeps: true,
            not_kept: None,
        };
        r.rebuild()?;
        Ok(r)
    }

    /// The board made again from the record: its game starts at the last position set by
    /// hand (or the start) and plays the steps after it.
    fn rebuild(&mut self) -> Result<(), RecordError> {
        let positions = positions_of(&self.rec)?;
        let base = self
            .rec
            .steps
            .iter()
            .rposition(|s| s.then.is_some())
            .map_or(0, |i| i + 1);
        let moves: Vec<Move> = self.rec.steps[base..].iter().filter_map(|s| s.mv).collect();
        let r = Record {
            rules: self.rec.rules,
            setup: positions.get(base).cloned(),
            moves: moves.clone(),
            decisions: self.rec.decisions.clone(),
        };
        let game = match r.replay(Effort::Quick) {
            Err(e) if e.is_undecided() => r.replay(Effort::Exact)?,
            g => g?,
        };
        let (prefs, turned) = (self.s.prefs, self.s.session.turned);
        let mut s = State::new(prefs.speed);
        s.prefs = prefs;
        let n = moves.len();
        s.load_game(game, moves, n, Mode::TwoPlayers);
        s.session.turned = turned;
        self.s = s;
        self.base = base;
        self.positions = Rc::new(positions);
        self.selected = self.selected.min(self.rec.steps.len());
        Ok(())
    }

    /// The position at each step: the start, then after each step.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The position at step `k` (`0`: the start).
    pub fn position_at(&self, k: usize) -> &Position {
        self.positions
            .get(k)
            .or(self.positions.last())
            .unwrap_or_else(|| self.s.position())
    }

    /// The note at step `k` (`0`: the start).
    pub fn note_at(&self, k: usize) -> &Note {
        self.rec.note_at(k).unwrap_or(&self.rec.start)
    }

    fn note_mut(&mut self, k: usize) -> &mut Note {
        match k.checked_sub(1).and_then(|i| self.rec.steps.get_mut(i)) {
            Some(step) => &mut step.note,
            None => &mut self.rec.start,
        }
    }

    /// The marks drawn with the board: those of the step selected while marking, else of
    /// the last step.
    pub fn marks_shown(&self) -> &Marks {
        let k = if self.tool == Tool::Moves {
            self.rec.steps.len()
        } else {
            self.selected
        };
        &self.note_at(k).marks
    }

    /// The move the board refused last, with the engine's reason, while the board says so:
    /// what "Record it anyway" records.
    pub fn refused(&self) -> Option<(Move, &PlayError)> {
        match self.s.notices.notice.as_ref().map(|n| &n.message) {
            Some(Message::CannotPlay(mv, e)) => Some((*mv, e)),
            _ => None,
        }
    }

    /// Who played step `k` (from 1): the player to move before it.
    pub fn mover(&self, k: usize) -> Option<Player> {
        k.checked_sub(1)
            .and_then(|i| self.positions.get(i))
            .map(Position::to_move)
    }

    /// The record's steps made to follow the board's game: its moves after the last
    /// position set by hand.
    fn follow_board(&mut self) {
        let game = self.s.session.game();
        let moves = game.moves();
        let segment = &self.rec.steps[self.base.min(self.rec.steps.len())..];
        let same = segment
            .iter()
            .zip(moves)
            .take_while(|(s, m)| s.mv == Some(**m) && s.then.is_none())
            .count();
        self.rec.decisions.merge(game.decisions().clone());
        if same == segment.len() && same == moves.len() {
            return;
        }
        let grew = moves.len() > same;
        self.rec.steps.truncate(self.base + same);
        self.rec
            .steps
            .extend(moves[same..].iter().map(|mv| Step::of(*mv)));
        let positions = Rc::make_mut(&mut self.positions);
        positions.truncate(self.base + same + 1);
        positions.extend(game.positions()[same + 1..].iter().cloned());
        self.selected = if grew {
            self.rec.steps.len()
        } else {
            self.selected.min(self.rec.steps.len())
        };
    }

    fn board(&mut self, a: Action) -> Effects {
        // The shell says when the browser did not keep the recording (the runtime's
        // answer to `Effect::KeepRecording`).
        if let Action::Notice(NoticeAction::Notify(n)) = &a {
            if let Message::SaveFailed(e) = n.message {
                self.not_kept = Some(e);
                return Vec::new();
            }
        }
        // Moves are entered only with the move tool, never while a position is set by
        // hand.
        if a.moves() && (self.tool != Tool::Moves || self.editor.is_some()) {
            return Vec::new();
        }
        let effects = self.s.update(a);
        self.follow_board();
        effects
    }

    fn undo(&mut self) {
        self.editor = None;
        self.arrow_from = None;
        let n = self.rec.steps.len();
        match self.rec.steps.pop() {
            None => self.said = Some(Remark::NothingToUndo),
            Some(step) => {
                let text = step.mv.map_or_else(|| "--".to_string(), |m| m.to_string());
                self.said = Some(Remark::Undone(n, text));
                self.selected = self.selected.min(n - 1);
                if self.rebuild().is_err() {
                    // The steps before it played when they were entered: never here.
                    self.rec.steps.push(step);
                }
            }
        }
    }

    fn mark(&mut self, hole: Hole) {
        if self.s.position().geometry().index(hole).is_none() {
            return;
        }
        let (tool, colour, k) = (self.tool, self.colour, self.selected);
        let label = self.label.trim().to_string();
        let from = self.arrow_from.take();
        match tool {
            Tool::Moves => {}
            Tool::Highlight => self.note_mut(k).marks.toggle_hole(colour, hole),
            Tool::Arrow => match from {
                None => {
                    self.arrow_from = Some(hole);
                    self.said = Some(Remark::ArrowFrom(hole));
                }
                Some(from) if from == hole => {}
                Some(from) => self.note_mut(k).marks.toggle_arrow(colour, from, hole),
            },
            Tool::Label => {
                let chars = label.chars().count();
                if chars == 0 || chars > LABEL_CHARS {
                    self.said = Some(Remark::LabelBad);
                    return;
                }
                self.note_mut(k).marks.toggle_label(hole, &label);
            }
        }
    }

    fn record_anyway(&mut self) {
        let Some((mv, why)) = self.refused().map(|(m, e)| (m, e.clone())) else {
            return;
        };
        self.s.update(NoticeAction::Dismiss.into());
        self.s.update(PlayAction::CancelInput.into());
        self.s.input.clear();
        self.editor = Some(Editor::new(
            Edited::After(Some(mv)),
            Some(why),
            self.s.position(),
        ));
    }

    fn set_by_hand(&mut self) {
        self.s.update(NoticeAction::Dismiss.into());
        self.s.input.clear();
        let edited = if self.rec.steps.is_empty() {
            Edited::Start
        } else {
            Edited::After(None)
        };
        self.editor = Some(Editor::new(edited, None, self.s.position()));
    }

    fn confirm_edit(&mut self) {
        let Some(mut ed) = self.editor.take() else {
            return;
        };
        let p = match ed.position() {
            Ok(p) => p,
            Err(e) => {
                ed.problem = Some(EditProblem::Position(e));
                self.editor = Some(ed);
                return;
            }
        };
        let before = self.rec.clone();
        match &ed.edited {
            Edited::Start => {
                self.rec.setup = (p != Position::start(self.rec.rules)).then_some(p);
                set_comment(&mut self.rec.start, None, &ed.comment);
            }
            Edited::After(mv) => {
                if mv.is_none() && ed.comment.trim().is_empty() {
                    ed.problem = Some(EditProblem::CommentNeeded);
                    self.editor = Some(ed);
                    return;
                }
                let mut step = Step {
                    mv: *mv,
                    glyph: None,
                    note: Note::default(),
                    then: Some(p),
                };
                set_comment(&mut step.note, None, &ed.comment);
                self.rec.steps.push(step);
                self.said = Some(Remark::SetByHand(self.rec.steps.len()));
            }
        }
        self.selected = self.rec.steps.len();
        if let Err(e) = self.rebuild() {
            // The position set by hand plays on by construction; should the engine
            // refuse it all the same, nothing is recorded and the editor says why.
            self.rec = before;
            let _ = self.rebuild();
            ed.problem = Some(EditProblem::Record(e));
            self.editor = Some(ed);
        }
    }
}

impl Model for Recorder {
    type Msg = RecordMsg;

    fn board(action: Action) -> RecordMsg {
        RecordMsg::Board(action)
    }

    fn state(&self) -> &State {
        &self.s
    }

    fn update(&mut self, msg: RecordMsg) -> Effects {
        let before = self.rec.clone();
        let board = matches!(msg, RecordMsg::Board(_));
        if !board {
            self.said = None;
        }
        let mut effects = Vec::new();
        match msg {
            RecordMsg::Board(a) => effects = self.board(a),
            RecordMsg::Undo => self.undo(),
            RecordMsg::Select(k) => {
                self.selected = k.min(self.rec.steps.len());
                self.arrow_from = None;
            }
            RecordMsg::Tool(t) => {
                self.tool = t;
                self.arrow_from = None;
                if t != Tool::Moves {
                    self.s.update(PlayAction::CancelInput.into());
                }
            }
            RecordMsg::Colour(c) => self.colour = c,
            RecordMsg::LabelText(text) => self.label = text,
            RecordMsg::Mark(h) => self.mark(h),
            RecordMsg::ClearMarks => {
                self.arrow_from = None;
                let k = self.selected;
                self.note_mut(k).marks = Marks::default();
            }
            RecordMsg::Comment(lang, text) => {
                let k = self.selected;
                set_comment(self.note_mut(k), lang, &text);
            }
            RecordMsg::Glyph(g) => {
                if let Some(step) = self
                    .selected
                    .checked_sub(1)
                    .and_then(|i| self.rec.steps.get_mut(i))
                {
                    step.glyph = g;
                }
            }
            RecordMsg::Header(f, value) => {
                let value = value.trim();
                if value.is_empty() {
                    self.rec.header.remove(f);
                } else {
                    self.rec.header.insert(f, value.to_string());
                }
            }
            RecordMsg::RecordAnyway => self.record_anyway(),
            RecordMsg::SetByHand => self.set_by_hand(),
            RecordMsg::Edit(m) => {
                if let Some(ed) = self.editor.as_mut() {
                    ed.update(m);
                }
            }
            RecordMsg::ConfirmEdit => self.confirm_edit(),
            RecordMsg::CancelEdit => self.editor = None,
            RecordMsg::Flip => {
                self.s.update(PlayAction::FlipBoard.into());
            }
            RecordMsg::New(rules) => {
                let prefs = self.s.prefs;
                let turned = self.s.session.turned;
                let (keeps, not_kept) = (self.keeps, self.not_kept);
                *self = Recorder::new(rules, prefs);
                self.s.session.turned = turned;
                self.keeps = keeps;
                self.not_kept = not_kept;
            }
        }
        if self.keeps && self.rec != before {
            self.not_kept = None;
            effects.push(Effect::KeepRecording(kept_text(&self.rec).into()));
        }
        effects
    }
}
