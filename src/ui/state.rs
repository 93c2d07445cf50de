//! The app's state and its reducer, as pure Rust (no Yew, no DOM), so that it is
//! unit-tested natively. Every change to the game goes through the engine ([`Game`]);
//! the rest is what the player is in the middle of choosing (a Kiothi lift, a Katro
//! circuit, a redistribution draft), how the last move is being shown, and messages.
//! `ui::app` wraps [`State::reduce`] in Yew's `Reducible`.

use serde_json::{json, Value};

use super::anim::{callout, Animation, Frame};
use super::i18n::{self, t, tf, Lang};
use crate::ai::{Level, Value as MoveValue};
use crate::engine::{
    ChoiceKind, Circuit, Game, GameId, Hole, Lift, Move, Phase, Player, Position, Record,
    Redistribution, Rules, Sow, TraceEvent,
};

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people on one device.
    TwoPlayers,
    /// A person against the computer, which plays `computer`.
    VsComputer {
        /// The computer's side.
        computer: Player,
    },
    /// The computer plays both sides.
    ComputerVsComputer,
}

impl Mode {
    /// Every mode, in the order the start screen offers them.
    pub const ALL: [Mode; 4] = [
        Mode::TwoPlayers,
        Mode::VsComputer {
            computer: Player::North,
        },
        Mode::VsComputer {
            computer: Player::South,
        },
        Mode::ComputerVsComputer,
    ];
    /// A short id for saving.
    pub fn id(self) -> &'static str {
        match self {
            Mode::TwoPlayers => "two-players",
            Mode::VsComputer {
                computer: Player::North,
            } => "computer-north",
            Mode::VsComputer {
                computer: Player::South,
            } => "computer-south",
            Mode::ComputerVsComputer => "computers",
        }
    }
    /// Reads [`Mode::id`].
    pub fn from_id(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.id() == s)
    }
    /// What the start screen calls it, in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Mode::TwoPlayers => t(lang, "Two players on this device"),
            Mode::VsComputer {
                computer: Player::North,
            } => t(lang, "Play South against the computer"),
            Mode::VsComputer {
                computer: Player::South,
            } => t(lang, "Play North against the computer"),
            Mode::ComputerVsComputer => t(lang, "Computer against computer"),
        }
    }
    /// Whether the computer plays `player`.
    pub fn is_computer(self, player: Player) -> bool {
        match self {
            Mode::TwoPlayers => false,
            Mode::VsComputer { computer } => computer == player,
            Mode::ComputerVsComputer => true,
        }
    }
}

/// How fast moves are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    /// No animation.
    Instant,
    /// About 16 seeds a second.
    Fast,
    /// About 5 seeds a second.
    Normal,
    /// About 2 seeds a second.
    Slow,
    /// Only on request: next seed, next lap.
    Step,
}

impl Speed {
    /// Every speed, fastest first.
    pub const ALL: [Speed; 5] = [
        Speed::Instant,
        Speed::Fast,
        Speed::Normal,
        Speed::Slow,
        Speed::Step,
    ];
    /// A short id for saving and for tests.
    pub fn id(self) -> &'static str {
        match self {
            Speed::Instant => "instant",
            Speed::Fast => "fast",
            Speed::Normal => "normal",
            Speed::Slow => "slow",
            Speed::Step => "step",
        }
    }
    /// Reads [`Speed::id`].
    pub fn from_id(s: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|m| m.id() == s)
    }
    /// The button's label, in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Speed::Instant => t(lang, "Instant"),
            Speed::Fast => t(lang, "Fast"),
            Speed::Normal => t(lang, "Normal"),
            Speed::Slow => t(lang, "Slow"),
            Speed::Step => t(lang, "Step"),
        }
    }
    /// Milliseconds per seed; `None` when nothing advances by itself.
    pub fn millis(self) -> Option<u32> {
        match self {
            Speed::Instant | Speed::Step => None,
            Speed::Fast => Some(60),
            Speed::Normal => Some(180),
            Speed::Slow => Some(420),
        }
    }
}

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose a game, its options and the players.
    Start,
    /// The board.
    Play,
}

/// A message for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// An error (something was refused) or information.
    pub error: bool,
    /// The sentence.
    pub text: String,
}

impl Notice {
    /// An error message.
    pub fn error(text: impl Into<String>) -> Notice {
        Notice {
            error: true,
            text: text.into(),
        }
    }
    /// An informative message.
    pub fn info(text: impl Into<String>) -> Notice {
        Notice {
            error: false,
            text: text.into(),
        }
    }
}

/// A move being put together in more than one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Nothing chosen yet.
    None,
    /// Kiothi: the hole is chosen; how many to lift?
    Lift(Hole),
    /// Katro with `either`: the hole is chosen; which circuit?
    Circuit(Hole),
}

/// Kiothi's redistribution being put together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    /// The holes emptied, in the order chosen.
    pub emptied: Vec<Hole>,
    /// Warriors placed one by one, in order.
    pub placed: Vec<Hole>,
    /// False while choosing the holes to empty; true while placing.
    pub placing: bool,
}

/// The whole app state.
#[derive(Clone, Debug)]
pub struct State {
    /// Which screen.
    pub screen: Screen,
    /// The start screen's chosen rules.
    pub setup_rules: Rules,
    /// The start screen's chosen mode.
    pub setup_mode: Mode,
    /// The game: start position, moves played, positions.
    pub game: Game,
    /// The main line: the moves played followed by the moves taken back (redo).
    pub line: Vec<Move>,
    /// Who plays which side.
    pub mode: Mode,
    /// How moves are shown.
    pub speed: Speed,
    /// The last move, being shown or shown.
    pub anim: Option<Animation>,
    /// A move being put together.
    pub input: Input,
    /// Kiothi's redistribution draft.
    pub draft: Draft,
    /// A message.
    pub notice: Option<Notice>,
    /// Counts changes, so that a computer's stale move is never played.
    pub serial: u64,
    /// The last import's result, shown beside the import box.
    pub import_notice: Option<Notice>,
    /// Whether the last move was just played (not redone, jumped to or taken back): the
    /// computer answers it even when moves taken back wait in the main line, but never
    /// plays over the line while the player browses it.
    pub live: bool,
    /// How strong the computer plays in this game.
    pub level: Level,
    /// The start screen's chosen level.
    pub setup_level: Level,
    /// A hint asked for and not yet answered: the request's id (the serial when asked).
    pub hint_asked: Option<u64>,
    /// The last hint, for the position it was asked in.
    pub hint: Option<Hint>,
    /// The interface's language (not part of the saved game).
    pub lang: Lang,
}

/// The level a new game starts with.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// Every move's value in a position, from the search (the hint button).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The position analysed.
    pub position: Position,
    /// Each move and its value for the mover, in the search's order.
    pub moves: Vec<(Move, MoveValue)>,
    /// The best move.
    pub best: Option<Move>,
    /// Whether every value is proven.
    pub solved: bool,
}

/// Everything that can happen.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Start screen: choose a game (its default options).
    ChooseGame(GameId),
    /// Start screen: set one option (RULES.md option JSON).
    SetOption(String, Value),
    /// Start screen: choose who plays.
    SetMode(Mode),
    /// Start screen: choose how strong the computer plays.
    SetLevel(Level),
    /// Start the chosen game.
    Start,
    /// Back to the start screen (the game in progress stays until a new one starts).
    ShowStart,
    /// Back from the start screen to the game in progress.
    Resume,
    /// A hole clicked, tapped or chosen by keyboard.
    Hole(Hole),
    /// A complete move (from a chooser or the computer of a test).
    Play(Move),
    /// The computer's move for the position after `ply` moves at `serial`.
    Computer {
        /// Moves played when the computer started thinking.
        ply: usize,
        /// The state's serial then.
        serial: u64,
        /// The move.
        mv: Move,
    },
    /// Ask for a hint: every move's value (the search answers with [`Action::HintReply`]).
    AskHint,
    /// The search's answer to the hint asked with request `id` (the serial then).
    HintReply {
        /// The request's id.
        id: u64,
        /// Each move and its value.
        moves: Vec<(Move, MoveValue)>,
        /// The best move.
        best: Option<Move>,
        /// Whether every value is proven.
        solved: bool,
    },
    /// The hint could not be computed.
    HintFailed {
        /// The request's id.
        id: u64,
    },
    /// Close the lift or circuit chooser.
    CancelInput,
    /// The animation timer: show the next event.
    Tick,
    /// Step mode: show up to the next seed dropped.
    StepSeed,
    /// Step mode: show up to the next lap.
    StepLap,
    /// Show the rest of the move at once.
    FinishAnimation,
    /// Change the speed.
    SetSpeed(Speed),
    /// Take back a move (two against the computer: back to your turn).
    Undo,
    /// Play the next move of the main line again.
    Redo,
    /// Go to the position after this many moves of the main line.
    Jump(usize),
    /// Redistribution: done choosing holes to empty; now place the warriors.
    DraftTake,
    /// Redistribution: take back the last warrior placed (or go back to choosing holes).
    DraftTakeBack,
    /// Redistribution: start it over.
    DraftReset,
    /// Redistribution: play it.
    DraftConfirm,
    /// Import a record (JSON or text).
    Import(String),
    /// Open a share link's fragment (`#game=…`).
    OpenLink(String),
    /// Show a message.
    Notify(Notice),
    /// Change the interface's language.
    SetLang(Lang),
    /// Close the message.
    Dismiss,
}

/// The board as it is to be drawn now.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The game.
    pub game: GameId,
    /// Holes per row.
    pub files: u8,
    /// Rows.
    pub ranks: u8,
    /// Seeds per hole, by index.
    pub counts: Vec<u32>,
    /// Seeds captured or in prison, `[south, north]`.
    pub captured: [u32; 2],
    /// Match play: seeds in reserve, `[south, north]`.
    pub reserve: [u32; 2],
    /// *Nki* marks, by index.
    pub nki: Vec<bool>,
    /// Closed holes, by index.
    pub closed: Vec<bool>,
    /// Holes the player may click now, by index.
    pub legal: Vec<bool>,
    /// Holes emptied in the redistribution draft, by index.
    pub emptied: Vec<bool>,
    /// The hole chosen in a chooser.
    pub selected: Option<Hole>,
    /// The hole the animation is at.
    pub focus: Option<Hole>,
    /// Holes emptied by a capture in the move shown.
    pub taken: Vec<Hole>,
    /// Seeds in the sower's hand (animation, redistribution).
    pub hand: u32,
    /// Whose turn it is.
    pub to_move: Player,
    /// The phase (`data-phase`).
    pub phase: Phase,
    /// Whether a move is being shown.
    pub animating: bool,
    /// The two players' labels, `[south, north]`.
    pub names: [String; 2],
    /// The side to move is a person who may click now.
    pub interactive: bool,
    /// The circuit the player to move sows along (for the direction chevrons).
    pub track: Vec<Hole>,
    /// The computer is choosing its move (the mover's band says it is thinking).
    pub thinking: bool,
    /// The hint shown on each hole, by index: the best value of the moves from it, and
    /// whether the best move starts there.
    pub hints: Vec<Option<(String, bool)>>,
}

/// The circuit `p`'s player to move sows along by default (Rio Kadalis `cw`: the mirror).
pub fn mover_track(p: &Position) -> Vec<Hole> {
    p.sowing_track().holes().to_vec()
}

impl BoardView {
    /// A position at rest, nothing to click (the start screen's drawings).
    pub fn still(p: &Position) -> BoardView {
        let f = Frame::of(p);
        let g = p.geometry();
        let n = g.len();
        BoardView {
            game: p.game(),
            files: p.files(),
            ranks: p.ranks(),
            counts: f.pits,
            captured: f.captured,
            reserve: [0, 0],
            nki: f.nki,
            closed: g.holes().map(|h| p.is_closed(h)).collect(),
            legal: vec![false; n],
            emptied: vec![false; n],
            selected: None,
            focus: None,
            taken: Vec::new(),
            hand: 0,
            to_move: p.to_move(),
            phase: p.phase(),
            animating: false,
            names: [Player::South.to_string(), Player::North.to_string()],
            interactive: false,
            track: Vec::new(),
            thinking: false,
            hints: Vec::new(),
        }
    }

    /// The index of `hole` in the per-hole vectors.
    pub fn index(&self, hole: Hole) -> usize {
        usize::from(hole.rank()) * usize::from(self.files) + usize::from(hole.file())
    }
}

/// One choice in the lift or circuit chooser.
#[derive(Clone, Debug, PartialEq)]
pub struct ChoiceItem {
    /// The button's label.
    pub label: String,
    /// The move it plays.
    pub mv: Move,
    /// Why it is illegal, if it is.
    pub problem: Option<String>,
}

/// The saved-game format version; a saved game of another version is set aside.
pub const SAVE_VERSION: u64 = 1;

impl State {
    /// A fresh app on the start screen, Hoyito III chosen.
    pub fn new(speed: Speed) -> State {
        let rules = Rules::default_for(GameId::Hoyito3);
        State {
            screen: Screen::Start,
            setup_rules: rules,
            setup_mode: Mode::TwoPlayers,
            game: Game::from_rules(rules),
            line: Vec::new(),
            mode: Mode::TwoPlayers,
            speed,
            anim: None,
            input: Input::None,
            draft: Draft::default(),
            notice: None,
            serial: 0,
            import_notice: None,
            live: false,
            level: DEFAULT_LEVEL,
            setup_level: DEFAULT_LEVEL,
            hint_asked: None,
            hint: None,
            lang: Lang::En,
        }
    }

    /// The position now (after the moves played).
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// Whether a move is being shown.
    pub fn animating(&self) -> bool {
        self.anim.as_ref().is_some_and(|a| !a.done())
    }

    /// Whether the game is at the end of its main line (nothing to redo).
    pub fn at_end(&self) -> bool {
        self.game.moves().len() >= self.line.len()
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        let p = self.position();
        self.screen == Screen::Play
            && !p.is_over()
            && self.mode.is_computer(p.to_move())
            && !self.animating()
            && (self.at_end() || self.live)
    }

    /// Applies `action`.
    pub fn reduce(self, action: Action) -> State {
        let mut s = self.reduce_inner(action);
        // A hint belongs to the position it was asked in.
        if s.hint
            .as_ref()
            .is_some_and(|h| &h.position != s.position() || s.screen != Screen::Play)
        {
            s.hint = None;
        }
        s
    }

    /// Whether the person to move may ask for a hint now.
    pub fn can_hint(&self) -> bool {
        let p = self.position();
        self.screen == Screen::Play
            && !p.is_over()
            && !self.mode.is_computer(p.to_move())
            && !self.animating()
    }

    fn reduce_inner(mut self, action: Action) -> State {
        let before = (
            self.game.moves().len(),
            self.position().clone(),
            self.screen,
        );
        self.serial += 1;
        let hint_asked = self.hint_asked;
        self = self.reduce_action(action);
        // A hint asked for is dropped once the position changes.
        if self.hint_asked.is_some()
            && self.hint_asked == hint_asked
            && (before.0 != self.game.moves().len()
                || &before.1 != self.position()
                || before.2 != self.screen)
        {
            self.hint_asked = None;
        }
        self
    }

    fn reduce_action(mut self, action: Action) -> State {
        match action {
            Action::ChooseGame(g) => {
                if self.setup_rules.game() != g {
                    self.setup_rules = Rules::default_for(g);
                }
            }
            Action::SetOption(key, value) => {
                let game = self.setup_rules.game();
                let mut options = self.setup_rules.options_json();
                if let Some(m) = options.as_object_mut() {
                    m.insert(key, value);
                }
                match Rules::from_options(game, &options) {
                    Ok(r) => self.setup_rules = r,
                    Err(e) => {
                        self.notice = Some(Notice::error(tf(
                            self.lang,
                            "This option cannot be set: {}.",
                            &[&e],
                        )))
                    }
                }
            }
            Action::SetMode(m) => self.setup_mode = m,
            Action::SetLevel(l) => self.setup_level = l,
            Action::Start => {
                self.game = Game::from_rules(self.setup_rules);
                self.line.clear();
                self.mode = self.setup_mode;
                self.level = self.setup_level;
                self.hint = None;
                self.hint_asked = None;
                self.screen = Screen::Play;
                self.clear_transient();
                self.notice = None;
            }
            Action::ShowStart => {
                self.setup_rules = self.position().rules();
                self.setup_mode = self.mode;
                self.setup_level = self.level;
                self.screen = Screen::Start;
                self.clear_transient();
            }
            Action::Resume => self.screen = Screen::Play,
            Action::Hole(h) => self.click(h),
            Action::Play(mv) => {
                if self.animating() {
                    self.finish_animation_notice();
                } else if self.mode.is_computer(self.position().to_move())
                    && !self.position().is_over()
                {
                    self.notice = Some(Notice::error(tf(
                        self.lang,
                        "It is the computer's turn ({}).",
                        &[&i18n::player(self.lang, self.position().to_move())],
                    )));
                } else {
                    self.play(mv);
                }
            }
            Action::Computer { ply, serial, mv } => {
                // Only the move for the position the computer was shown, and only a legal
                // one (a reply from the worker is outside input).
                if ply == self.game.moves().len()
                    && serial + 1 == self.serial
                    && self.computer_to_move()
                {
                    if self.position().is_legal(&mv) {
                        self.play(mv);
                    } else {
                        self.notice = Some(Notice::error(tf(
                            self.lang,
                            "The computer chose {}, which cannot be played here; it was ignored.",
                            &[&mv],
                        )));
                    }
                }
            }
            Action::AskHint => {
                if self.can_hint() {
                    self.hint = None;
                    self.hint_asked = Some(self.serial);
                } else if self.animating() {
                    self.finish_animation_notice();
                } else {
                    self.notice = Some(Notice::error(t(
                        self.lang,
                        "A hint is for the person to move, while the game goes on.",
                    )));
                }
            }
            Action::HintReply {
                id,
                moves,
                best,
                solved,
            } => {
                if self.hint_asked == Some(id) && self.can_hint() {
                    self.hint_asked = None;
                    let p = self.position();
                    let legal = moves.iter().all(|(m, _)| p.is_legal(m))
                        && best.as_ref().is_none_or(|b| p.is_legal(b));
                    if legal && !moves.is_empty() {
                        self.hint = Some(Hint {
                            position: p.clone(),
                            moves,
                            best,
                            solved,
                        });
                    } else {
                        self.notice = Some(Notice::error(t(
                            self.lang,
                            "The hint named a move that cannot be played here; it was ignored.",
                        )));
                    }
                }
            }
            Action::HintFailed { id } => {
                if self.hint_asked == Some(id) {
                    self.hint_asked = None;
                    self.notice = Some(Notice::error(t(self.lang, "No hint could be computed.")));
                }
            }
            Action::CancelInput => self.input = Input::None,
            Action::Tick => {
                if let Some(a) = &mut self.anim {
                    a.advance();
                }
            }
            Action::StepSeed => {
                if let Some(a) = &mut self.anim {
                    a.next_seed();
                }
            }
            Action::StepLap => {
                if let Some(a) = &mut self.anim {
                    a.next_lap();
                }
            }
            Action::FinishAnimation => {
                if let Some(a) = &mut self.anim {
                    a.finish();
                }
            }
            Action::SetSpeed(s) => {
                self.speed = s;
                if s == Speed::Instant {
                    if let Some(a) = &mut self.anim {
                        a.finish();
                    }
                }
            }
            Action::Undo => self.undo(),
            Action::Redo => {
                let n = self.game.moves().len();
                match self.line.get(n).copied() {
                    Some(mv) if !self.animating() => {
                        self.play(mv);
                        self.live = false;
                    }
                    Some(_) => self.finish_animation_notice(),
                    None => {
                        self.notice = Some(Notice::error(t(self.lang, "There is no move to redo.")))
                    }
                }
            }
            Action::Jump(n) => self.jump(n),
            Action::DraftTake => self.draft_take(),
            Action::DraftTakeBack => {
                if self.draft.placed.pop().is_none() {
                    self.draft.placing = false;
                }
            }
            Action::DraftReset => self.draft = Draft::default(),
            Action::DraftConfirm => self.draft_confirm(),
            Action::Import(text) => {
                match Record::parse_any(&text).and_then(|r| r.replay().map(|g| (r, g))) {
                    Ok((record, game)) => {
                        let n = record.moves.len();
                        self.load(game, record.moves, n, Mode::TwoPlayers);
                        let game = super::rules_text::game_name(self.position().game(), self.lang);
                        self.notice = Some(Notice::info(if n == 1 {
                            tf(self.lang, "Imported a game of {} with 1 move.", &[&game])
                        } else {
                            tf(
                                self.lang,
                                "Imported a game of {} with {} moves.",
                                &[&game, &n],
                            )
                        }));
                    }
                    Err(e) => {
                        self.notice = Some(Notice::error(tf(
                            self.lang,
                            "This record cannot be imported: {}.",
                            &[&e],
                        )))
                    }
                }
                // Said again beside the import box, where the player is looking.
                self.import_notice = self.notice.clone();
            }
            Action::OpenLink(fragment) => match super::share::read_fragment(&fragment) {
                Ok(None) => {}
                Ok(Some((record, game))) => {
                    let n = record.moves.len();
                    self.load(game, record.moves, n, Mode::TwoPlayers);
                    let game = super::rules_text::game_name(self.position().game(), self.lang);
                    self.notice = Some(Notice::info(if n == 1 {
                        tf(
                            self.lang,
                            "Opened the shared game of {} (1 move).",
                            &[&game],
                        )
                    } else {
                        tf(
                            self.lang,
                            "Opened the shared game of {} ({} moves).",
                            &[&game, &n],
                        )
                    }));
                }
                Err(e) => {
                    self.notice = Some(Notice::error(tf(
                        self.lang,
                        "The link's game cannot be opened: {}. Nothing was changed.",
                        &[&e],
                    )))
                }
            },
            Action::Notify(n) => self.notice = Some(n),
            Action::SetLang(l) => self.lang = l,
            Action::Dismiss => {
                self.notice = None;
                self.import_notice = None;
            }
        }
        self
    }

    fn clear_transient(&mut self) {
        self.live = false;
        self.anim = None;
        self.input = Input::None;
        self.draft = Draft::default();
    }

    fn finish_animation_notice(&mut self) {
        if let Some(a) = &mut self.anim {
            a.finish();
        }
        self.notice = Some(Notice::info(t(
            self.lang,
            "The last move was still being shown; here is the board after it. Choose again.",
        )));
    }

    /// Replaces the game (an import, a share link, a saved game): `line` is the main
    /// line, of which the first `at` moves have been played in `game`.
    pub fn load(&mut self, game: Game, line: Vec<Move>, at: usize, mode: Mode) {
        self.game = game;
        self.line = line;
        self.game.truncate(at);
        self.mode = mode;
        self.setup_rules = self.position().rules();
        self.setup_mode = mode;
        self.screen = Screen::Play;
        self.clear_transient();
    }

    /// Plays `mv` through the engine; an illegal move leaves everything as it was and
    /// says why.
    fn play(&mut self, mv: Move) {
        let before = self.position().clone();
        match self.game.play(&mv) {
            Ok(trace) => {
                let n = self.game.moves().len();
                if self.line.get(n - 1) != Some(&mv) {
                    self.line.truncate(n - 1);
                    self.line.push(mv);
                }
                let mut anim = Animation::new(before, self.position().clone(), trace);
                if self.speed == Speed::Instant {
                    anim.finish();
                }
                self.anim = Some(anim);
                self.live = true;
                self.input = Input::None;
                self.draft = Draft::default();
                self.notice = None;
            }
            Err(e) => {
                self.notice = Some(Notice::error(tf(
                    self.lang,
                    "{} cannot be played: {}.",
                    &[&mv, &e],
                )));
            }
        }
    }

    fn click(&mut self, hole: Hole) {
        if self.animating() {
            self.finish_animation_notice();
            return;
        }
        let p = self.position().clone();
        if p.is_over() {
            self.notice = Some(Notice::error(t(
                self.lang,
                "The game is over: take back a move or start a new game.",
            )));
            return;
        }
        if self.mode.is_computer(p.to_move()) {
            self.notice = Some(Notice::error(tf(
                self.lang,
                "It is the computer's turn ({}).",
                &[&i18n::player(self.lang, p.to_move())],
            )));
            return;
        }
        if p.geometry().index(hole).is_none() {
            self.notice = Some(Notice::error(tf(
                self.lang,
                "There is no hole {} on this board.",
                &[&hole],
            )));
            return;
        }
        if p.phase() == Phase::Redistribute {
            self.draft_click(&p, hole);
            return;
        }
        // The engine says what the hole offers: one move, or a lift or circuit to choose.
        match p.choices_at(hole, self.game.decisions()) {
            Ok(c) if c.kind == ChoiceKind::Lift => {
                self.input = Input::Lift(hole);
                self.notice = None;
            }
            Ok(c)
                if c.kind == ChoiceKind::Circuit
                    && c.moves
                        .iter()
                        .any(|(_, v)| !matches!(v, crate::engine::Verdict::Illegal(_))) =>
            {
                self.input = Input::Circuit(hole);
                self.notice = None;
            }
            Ok(c) => {
                let mv = c.moves.first().map_or(Move::hole(hole), |(m, _)| *m);
                self.play(mv);
            }
            Err(_) => self.play(Move::hole(hole)),
        }
    }

    fn draft_click(&mut self, p: &Position, hole: Hole) {
        let Some(choice) = p.redistribution_choice() else {
            return;
        };
        if !self.draft.placing {
            if let Some(i) = self.draft.emptied.iter().position(|&h| h == hole) {
                self.draft.emptied.remove(i);
                self.notice = None;
            } else if !choice.holes.iter().any(|&(h, _)| h == hole) {
                self.notice = Some(Notice::error(tf(
                    self.lang,
                    "{} cannot be emptied: choose an occupied hole of {}'s row.",
                    &[&hole, &i18n::player(self.lang, choice.player)],
                )));
            } else if self.draft.emptied.len() >= usize::from(choice.max_empty) {
                self.notice = Some(Notice::error(tf(
                    self.lang,
                    "At most {} holes are emptied: click an emptied hole again to keep it.",
                    &[&choice.max_empty],
                )));
            } else {
                self.draft.emptied.push(hole);
                self.notice = None;
            }
        } else if self.hand() == 0 {
            self.notice = Some(Notice::error(t(
                self.lang,
                "Every warrior has been placed: confirm, or take one back.",
            )));
        } else {
            self.draft.placed.push(hole);
            self.notice = None;
        }
    }

    fn draft_take(&mut self) {
        let Some(choice) = self.position().redistribution_choice() else {
            return;
        };
        let n = self.draft.emptied.len();
        if n < usize::from(choice.min_empty) {
            self.notice = Some(Notice::error(if choice.min_empty == 1 {
                tf(
                    self.lang,
                    "Choose 1 hole to empty first ({} chosen).",
                    &[&n],
                )
            } else {
                tf(
                    self.lang,
                    "Choose {} holes to empty first ({} chosen).",
                    &[&choice.min_empty, &n],
                )
            }));
        } else {
            self.draft.placing = true;
            self.notice = None;
        }
    }

    fn draft_confirm(&mut self) {
        let mut placements: Vec<(Hole, u8)> = Vec::new();
        for &h in &self.draft.placed {
            match placements.iter_mut().find(|(q, _)| *q == h) {
                Some((_, n)) => *n = n.saturating_add(1),
                None => placements.push((h, 1)),
            }
        }
        match Redistribution::new(&self.draft.emptied, &placements) {
            Ok(r) => self.play(Move::Redistribute(r)),
            Err(e) => {
                self.notice = Some(Notice::error(tf(
                    self.lang,
                    "This redistribution cannot be played: {}.",
                    &[&e],
                )))
            }
        }
    }

    /// Warriors in hand during the redistribution draft.
    pub fn hand(&self) -> u32 {
        let p = self.position();
        let lifted: u32 = self
            .draft
            .emptied
            .iter()
            .map(|&h| u32::from(p.count(h)))
            .sum();
        lifted.saturating_sub(self.draft.placed.len() as u32)
    }

    fn undo(&mut self) {
        if self.game.moves().is_empty() {
            self.notice = Some(Notice::error(t(
                self.lang,
                "There is no move to take back.",
            )));
            return;
        }
        self.game.undo();
        if let Mode::VsComputer { computer } = self.mode {
            while !self.game.moves().is_empty() && self.position().to_move() == computer {
                self.game.undo();
            }
        }
        self.clear_transient();
        self.notice = None;
    }

    fn jump(&mut self, n: usize) {
        let n = n.min(self.line.len());
        let have = self.game.moves().len();
        if n < have {
            self.game.truncate(n);
        } else {
            for (i, mv) in self.line[have..n].to_vec().iter().enumerate() {
                if let Err(e) = self.game.play(mv) {
                    // The line was played before, so this cannot happen; say so rather than panic.
                    self.notice = Some(Notice::error(tf(
                        self.lang,
                        "Move {} ({}) cannot be replayed: {}.",
                        &[&(have + i + 1), mv, &e],
                    )));
                    self.line.truncate(have + i);
                    break;
                }
            }
        }
        self.clear_transient();
    }

    /// The board to draw now: the animation's frame while a move is shown, the
    /// redistribution draft while one is being put together, else the engine's position.
    pub fn board_view(&self) -> BoardView {
        let p = self.position();
        let g = p.geometry();
        let n = g.len();
        let animating = self.animating();
        let mut frame = match &self.anim {
            Some(a) if animating => a.frame(),
            _ => Frame::of(p),
        };
        let mut emptied = vec![false; n];
        let interactive = !animating && !p.is_over() && !self.mode.is_computer(p.to_move());
        let mut legal = vec![false; n];
        if p.phase() == Phase::Redistribute && !animating {
            for &h in &self.draft.emptied {
                let i = g.index(h).unwrap_or(0);
                emptied[i] = true;
                frame.pits[i] = 0;
            }
            for &h in &self.draft.placed {
                if let Some(v) = g.index(h).and_then(|i| frame.pits.get_mut(i)) {
                    *v += 1;
                }
            }
            frame.hand = self.hand();
            if interactive {
                if self.draft.placing {
                    legal = vec![true; n];
                } else if let Some(c) = p.redistribution_choice() {
                    for (h, _) in c.holes {
                        if let Some(i) = g.index(h) {
                            legal[i] = true;
                        }
                    }
                }
            }
        } else if interactive {
            // Quick pass: a sowing still undecided after many laps is highlighted too;
            // clicking it lets the engine decide.
            let (moves, undecided) = p.successors_bounded();
            let holes = moves.iter().map(|(m, _)| m).chain(undecided.iter());
            for mv in holes {
                if let Some(i) = mv.sow_hole().and_then(|h| g.index(h)) {
                    legal[i] = true;
                }
            }
        }
        let selected = match self.input {
            Input::None => None,
            Input::Lift(h) | Input::Circuit(h) => Some(h),
        };
        let lang = self.lang;
        let name = |pl: Player| -> String {
            let who = i18n::player(lang, pl);
            if self.mode.is_computer(pl) {
                tf(lang, "{} · computer", &[&who])
            } else if matches!(self.mode, Mode::VsComputer { .. }) {
                tf(lang, "{} · you", &[&who])
            } else {
                who.to_string()
            }
        };
        let ms = p.match_state();
        BoardView {
            game: p.game(),
            files: p.files(),
            ranks: p.ranks(),
            counts: frame.pits,
            captured: frame.captured,
            reserve: [u32::from(ms.reserve[0]), u32::from(ms.reserve[1])],
            nki: frame.nki,
            closed: g.holes().map(|h| p.is_closed(h)).collect(),
            legal,
            emptied,
            selected,
            focus: if animating { frame.focus } else { None },
            taken: if animating { frame.taken } else { Vec::new() },
            hand: frame.hand,
            to_move: if animating {
                self.anim
                    .as_ref()
                    .map_or(p.to_move(), |a| a.before.to_move())
            } else {
                p.to_move()
            },
            phase: if animating {
                self.anim.as_ref().map_or(p.phase(), |a| a.before.phase())
            } else {
                p.phase()
            },
            animating,
            names: [name(Player::South), name(Player::North)],
            interactive,
            track: match &self.anim {
                Some(a) if animating => mover_track(&a.before),
                _ => mover_track(p),
            },
            thinking: self.computer_to_move(),
            hints: if animating {
                Vec::new()
            } else {
                self.hole_hints()
            },
        }
    }

    /// The hint by hole index: the best value of the moves sown from each hole (a Kiothi
    /// lift, a Katro circuit: the best of them), and whether the best move starts there.
    pub fn hole_hints(&self) -> Vec<Option<(String, bool)>> {
        let p = self.position();
        let g = p.geometry();
        let mut out: Vec<Option<(String, bool)>> = vec![None; g.len()];
        let Some(h) = self.hint.as_ref().filter(|h| &h.position == p) else {
            return out;
        };
        let mut best_rank: Vec<Option<i32>> = vec![None; g.len()];
        for (mv, value) in &h.moves {
            let Some(i) = mv.sow_hole().and_then(|hole| g.index(hole)) else {
                continue;
            };
            if best_rank[i].is_none_or(|r| value.rank() > r) {
                best_rank[i] = Some(value.rank());
                let is_best = h.best.as_ref().and_then(Move::sow_hole) == mv.sow_hole();
                out[i] = Some((value.to_string(), is_best));
            }
        }
        out
    }

    /// The hint as lines for the panel: `(move, value, best)`, best first.
    pub fn hint_lines(&self) -> Vec<(String, String, bool)> {
        let Some(h) = self
            .hint
            .as_ref()
            .filter(|h| &h.position == self.position())
        else {
            return Vec::new();
        };
        let mut moves = h.moves.clone();
        moves.sort_by_key(|(_, v)| std::cmp::Reverse(v.rank()));
        moves
            .into_iter()
            .map(|(m, v)| (m.to_string(), v.to_string(), Some(m) == h.best))
            .collect()
    }

    /// The callouts of the move being shown (or last shown), in order.
    pub fn callouts(&self) -> Vec<String> {
        let Some(a) = &self.anim else {
            return Vec::new();
        };
        let mover = a.before.to_move();
        let game = a.before.game();
        let shown = a.events.iter().take(a.step);
        let tail: Vec<&TraceEvent> = if a.done() {
            a.tail.iter().collect()
        } else {
            Vec::new()
        };
        shown
            .chain(tail)
            .filter_map(|e| callout(e, mover, game, self.lang))
            .collect()
    }

    /// The choices of the open chooser (Kiothi's lift, Katro's circuit).
    pub fn choices(&self) -> Vec<ChoiceItem> {
        let p = self.position();
        let item = |label: String, mv: Move| ChoiceItem {
            label,
            problem: p
                .play(&mv)
                .err()
                .map(|e| tf(self.lang, "This move cannot be played: {}.", &[&e])),
            mv,
        };
        match self.input {
            Input::None => Vec::new(),
            Input::Lift(hole) => {
                let n = p.count(hole);
                (1..=n)
                    .map(|k| {
                        let lift = if k == n { Lift::All } else { Lift::Some(k) };
                        let label = if k == n {
                            tf(self.lang, "all {}", &[&k])
                        } else {
                            k.to_string()
                        };
                        item(
                            label,
                            Move::Sow(Sow {
                                hole,
                                lift,
                                circuit: Circuit::Default,
                            }),
                        )
                    })
                    .collect()
            }
            Input::Circuit(hole) => [
                (Circuit::Default, t(self.lang, "the usual circuit")),
                (Circuit::Mirrored, t(self.lang, "the mirrored circuit")),
            ]
            .into_iter()
            .map(|(circuit, label)| {
                // Say which way it goes: the hole the first seed falls into.
                let next = p.geometry().track(p.to_move(), circuit).after(hole);
                let label = match next {
                    Some(n) => tf(self.lang, "{}, towards {}", &[&label, &n]),
                    None => label.to_string(),
                };
                item(
                    label,
                    Move::Sow(Sow {
                        hole,
                        lift: Lift::All,
                        circuit,
                    }),
                )
            })
            .collect(),
        }
    }

    /// One line on where the game stands.
    pub fn status(&self) -> String {
        let lang = self.lang;
        let p = self.position();
        if let Some(o) = p.outcome() {
            let game = p.game();
            let what = match game {
                GameId::RioKadalis if !p.rules().is_match() => t(lang, "fours"),
                GameId::Kiothi => t(lang, "warriors in prison"),
                GameId::Katro => t(lang, "seeds on their side"),
                _ if p.rules().is_match() => t(lang, "seeds held"),
                _ => t(lang, "seeds"),
            };
            let reason = i18n::end_reason(lang, o.reason);
            let mut s = match o.winner {
                Some(w) => tf(
                    lang,
                    "{} wins {}–{} ({}): {}.",
                    &[
                        &i18n::player(lang, w),
                        &o.score[0],
                        &o.score[1],
                        &what,
                        &reason,
                    ],
                ),
                None => tf(
                    lang,
                    "A draw {}–{} ({}): {}.",
                    &[&o.score[0], &o.score[1], &what, &reason],
                ),
            };
            if p.one_warrior_victory() {
                s.push(' ');
                s.push_str(t(lang, "A one-warrior victory!"));
            }
            return s;
        }
        if let Some(a) = self.anim.as_ref().filter(|a| !a.done()) {
            let mover = i18n::player(lang, a.before.to_move());
            let n = self.game.moves().len();
            let mv = self
                .game
                .moves()
                .last()
                .map(|m| m.to_string())
                .unwrap_or_default();
            return tf(lang, "Move {}: {} plays {}…", &[&n, &mover, &mv]);
        }
        let who = i18n::player(lang, p.to_move());
        if self.computer_to_move() {
            return tf(
                lang,
                "{} (computer, {}) is thinking…",
                &[&who, &i18n::level(lang, self.level)],
            );
        }
        let computer = self.mode.is_computer(p.to_move());
        match (p.phase(), computer) {
            (Phase::Redistribute, false) => {
                tf(lang, "Opening redistribution: {} to redistribute.", &[&who])
            }
            (Phase::Redistribute, true) => tf(
                lang,
                "Opening redistribution: {} (computer) to redistribute.",
                &[&who],
            ),
            (_, false) => tf(lang, "{} to move.", &[&who]),
            (_, true) => tf(lang, "{} (computer) to move.", &[&who]),
        }
    }

    /// Match play: a line on the rounds, if this is a match.
    pub fn match_line(&self) -> Option<String> {
        let lang = self.lang;
        let p = self.position();
        if !p.rules().is_match() {
            return None;
        }
        let ms = p.match_state();
        let mut s = tf(lang, "Match, round {}.", &[&ms.round]);
        if let Some(r) = ms.last {
            let reason = i18n::end_reason(lang, r.reason);
            s.push(' ');
            s.push_str(&match r.winner {
                Some(w) => tf(
                    lang,
                    "Last round won by {} {}–{} ({}); holdings {}–{}.",
                    &[
                        &i18n::player(lang, w),
                        &r.score[0],
                        &r.score[1],
                        &reason,
                        &r.holdings[0],
                        &r.holdings[1],
                    ],
                ),
                None => tf(
                    lang,
                    "Last round drawn {}–{} ({}); holdings {}–{}.",
                    &[
                        &r.score[0],
                        &r.score[1],
                        &reason,
                        &r.holdings[0],
                        &r.holdings[1],
                    ],
                ),
            });
        }
        if ms.reserve != [0, 0] {
            s.push(' ');
            s.push_str(&tf(
                lang,
                "In reserve: South {}, North {}.",
                &[&ms.reserve[0], &ms.reserve[1]],
            ));
        }
        Some(s)
    }

    /// Kiothi's redistribution rule for the player choosing it, in one sentence.
    pub fn redistribution_text(&self, c: &crate::engine::RedistributionChoice) -> String {
        let lang = self.lang;
        let holes: Vec<String> = c.holes.iter().map(|(h, n)| format!("{h} ({n})")).collect();
        let who = i18n::player(lang, c.player);
        let holes = if lang.is_rtl() {
            // Keep the list of holes left to right inside the Persian sentence.
            format!("\u{2066}{}\u{2069}", holes.join(", "))
        } else {
            holes.join(", ")
        };
        if c.min_empty == c.max_empty {
            tf(
                lang,
                "{} empties exactly {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
                &[&who, &c.min_empty, &holes],
            )
        } else {
            tf(
                lang,
                "{} empties {} to {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
                &[&who, &c.min_empty, &c.max_empty, &holes],
            )
        }
    }

    /// The record of the main line (every move, including those taken back).
    pub fn line_record(&self) -> Record {
        let mut r = self.game.record();
        r.moves = self.line.clone();
        r
    }

    /// The game as saved in the browser's storage.
    pub fn save_json(&self) -> String {
        json!({
            "version": SAVE_VERSION,
            "record": self.line_record().to_json(),
            "at": self.game.moves().len(),
            "mode": self.mode.id(),
            "level": self.level.id(),
            "speed": self.speed.id(),
            "screen": if self.screen == Screen::Play { "play" } else { "start" },
        })
        .to_string()
    }

    /// A state restored from [`State::save_json`]'s text.
    ///
    /// # Errors
    /// What is wrong with the saved game (not JSON, another version, a record that does
    /// not replay).
    pub fn from_saved(text: &str) -> Result<State, String> {
        State::from_saved_in(text, Lang::En)
    }

    /// [`State::from_saved`] with its reasons in `lang`, and the state in `lang`.
    ///
    /// # Errors
    /// As [`State::from_saved`].
    pub fn from_saved_in(text: &str, lang: Lang) -> Result<State, String> {
        let v: Value =
            serde_json::from_str(text).map_err(|e| tf(lang, "it is not JSON ({})", &[&e]))?;
        match v.get("version").and_then(Value::as_u64) {
            Some(SAVE_VERSION) => {}
            Some(other) => {
                return Err(tf(
                    lang,
                    "it was saved by another version of the app (format {})",
                    &[&other],
                ))
            }
            None => return Err(t(lang, "it has no format version").to_string()),
        }
        let record = v
            .get("record")
            .ok_or_else(|| t(lang, "it has no game record").to_string())?;
        let record = Record::from_json(&record.to_string()).map_err(|e| e.to_string())?;
        let game = record.replay().map_err(|e| e.to_string())?;
        let at = v
            .get("at")
            .and_then(Value::as_u64)
            .map_or(record.moves.len(), |n| n as usize)
            .min(record.moves.len());
        let mode = v
            .get("mode")
            .and_then(Value::as_str)
            .and_then(Mode::from_id)
            .unwrap_or(Mode::TwoPlayers);
        let speed = v
            .get("speed")
            .and_then(Value::as_str)
            .and_then(Speed::from_id)
            .unwrap_or(Speed::Normal);
        // Saved before there were levels: the default.
        let level = v
            .get("level")
            .and_then(|l| serde_json::from_value::<Level>(l.clone()).ok())
            .unwrap_or(DEFAULT_LEVEL);
        let mut s = State::new(speed);
        s.lang = lang;
        s.load(game, record.moves, at, mode);
        s.level = level;
        s.setup_level = level;
        if v.get("screen").and_then(Value::as_str) == Some("start") {
            s.screen = Screen::Start;
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn started(game: GameId, speed: Speed) -> State {
        State::new(speed)
            .reduce(Action::ChooseGame(game))
            .reduce(Action::Start)
    }

    fn h(s: &str) -> Hole {
        s.parse().expect("a hole name")
    }

    #[test]
    fn a_click_plays_and_the_board_equals_the_engine() {
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c1")));
        assert_eq!(s.game.moves().len(), 1);
        let v = s.board_view();
        let want: Vec<u32> = s.position().pits().iter().map(|&n| u32::from(n)).collect();
        assert_eq!(v.counts, want);
        assert!(s.notice.is_none());
    }

    #[test]
    fn illegal_clicks_are_explained() {
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c2")));
        assert_eq!(s.game.moves().len(), 0);
        let n = s.notice.expect("a message");
        assert!(
            n.error && n.text.contains("c2 is not one of South's holes"),
            "{}",
            n.text
        );
    }

    #[test]
    fn animation_ticks_to_the_engine_position() {
        let mut s = started(GameId::RioKadalis, Speed::Normal).reduce(Action::Hole(h("a1")));
        assert!(s.animating());
        assert!(s.board_view().animating);
        let mut guard = 0;
        while s.animating() && guard < 10_000 {
            s = s.reduce(Action::Tick);
            guard += 1;
        }
        let want: Vec<u32> = s.position().pits().iter().map(|&n| u32::from(n)).collect();
        assert_eq!(s.board_view().counts, want);
        assert!(!s.callouts().is_empty());
    }

    #[test]
    fn undo_redo_and_jump_follow_the_main_line() {
        let mut s = started(GameId::Hoyito3, Speed::Instant);
        for _ in 0..4 {
            let mv = s.position().legal_moves()[0];
            s = s.reduce(Action::Play(mv));
        }
        let line = s.line.clone();
        let end = s.position().clone();
        s = s.reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(s.game.moves().len(), 2);
        assert_eq!(s.line, line);
        s = s.reduce(Action::Redo).reduce(Action::Redo);
        assert_eq!(s.position(), &end);
        s = s.reduce(Action::Jump(1));
        assert_eq!(s.game.moves(), &line[..1]);
        s = s.reduce(Action::Jump(4));
        assert_eq!(s.position(), &end);
        // A different move after a jump back cuts the line there.
        s = s.reduce(Action::Jump(0));
        let other = s.position().legal_moves()[1];
        s = s.reduce(Action::Play(other));
        assert_eq!(s.line, vec![other]);
    }

    #[test]
    fn kiothi_redistribution_lift_choice_and_nki() {
        let mut s = started(GameId::Kiothi, Speed::Instant);
        assert_eq!(s.board_view().phase, Phase::Redistribute);
        // A hole not South's cannot be emptied.
        s = s.reduce(Action::Hole(h("a2")));
        assert!(s.notice.as_ref().is_some_and(|n| n.error));
        s = s
            .reduce(Action::Hole(h("e1")))
            .reduce(Action::Hole(h("f1")));
        s = s.reduce(Action::DraftTake);
        assert_eq!(s.hand(), 10);
        for name in ["a1", "a1", "b1", "b1", "c1", "c1", "d1", "d1", "b2", "c2"] {
            s = s.reduce(Action::Hole(h(name)));
        }
        assert_eq!(s.hand(), 0);
        s = s.reduce(Action::DraftTakeBack);
        assert_eq!(s.hand(), 1);
        s = s.reduce(Action::Hole(h("c2"))).reduce(Action::DraftConfirm);
        assert_eq!(s.game.moves().len(), 1, "{:?}", s.notice);
        assert_eq!(
            s.game.moves()[0].to_string(),
            "e1+f1=a1:2,b1:2,c1:2,d1:2,b2:1,c2:1"
        );
        // North: a random legal redistribution, then South sows with a lift choice.
        let north = crate::ui::computer::choose(s.position(), 5).expect("a redistribution");
        s = s.reduce(Action::Play(north));
        assert_eq!(s.position().phase(), Phase::Play);
        let hole = s.position().legal_moves()[0].sow_hole().expect("a sowing");
        if s.position().count(hole) > 1 {
            s = s.reduce(Action::Hole(hole));
            assert_eq!(s.input, Input::Lift(hole));
            assert_eq!(s.choices().len(), usize::from(s.position().count(hole)));
        }
    }

    #[test]
    fn katro_either_asks_for_the_circuit() {
        let s = State::new(Speed::Instant)
            .reduce(Action::ChooseGame(GameId::Katro))
            .reduce(Action::SetOption("direction".into(), json!("either")))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        assert_eq!(s.input, Input::Circuit(h("a1")));
        let c = s.choices();
        assert_eq!(c.len(), 2);
        let s = s.reduce(Action::Play(c[1].mv));
        assert_eq!(s.game.moves()[0].to_string(), "a1'");
    }

    #[test]
    fn bad_options_and_records_are_refused_with_a_reason() {
        let s =
            State::new(Speed::Instant).reduce(Action::SetOption("match".into(), json!("maybe")));
        assert!(s
            .notice
            .as_ref()
            .is_some_and(|n| n.error && n.text.contains("match")));
        let s = started(GameId::Katro, Speed::Instant)
            .reduce(Action::Import("{\"game\": \"chess\"}".into()));
        let n = s.notice.clone().expect("a message");
        assert!(n.error && n.text.contains("chess"), "{}", n.text);
        assert_eq!(
            s.position().game(),
            GameId::Katro,
            "the game in progress is kept"
        );
        let s = s.reduce(Action::Import("game: hoyito-3\nmoves: c1 zz9".into()));
        assert!(s.notice.expect("a message").text.contains("zz9"));
    }

    #[test]
    fn share_links_open_and_broken_ones_change_nothing() {
        let s = started(GameId::Katro, Speed::Instant).reduce(Action::Hole(h("a1")));
        let bad = s
            .clone()
            .reduce(Action::OpenLink("#game=katro&moves=a1%20q9".into()));
        assert_eq!(bad.game.moves().len(), 1);
        assert!(bad
            .notice
            .as_ref()
            .is_some_and(|n| n.error && n.text.contains("q9")));
        let good = s.reduce(Action::OpenLink(
            "#game=hoyito-3&options=%7B%7D&moves=c1".into(),
        ));
        assert_eq!(good.position().game(), GameId::Hoyito3);
        assert_eq!(good.game.moves().len(), 1);
        assert_eq!(good.screen, Screen::Play);
    }

    #[test]
    fn a_saved_game_round_trips_and_a_corrupt_one_is_refused() {
        let mut s = started(GameId::RioKadalis, Speed::Fast);
        for _ in 0..3 {
            let mv = s.position().legal_moves()[0];
            s = s.reduce(Action::Play(mv)).reduce(Action::FinishAnimation);
        }
        s = s.reduce(Action::Undo);
        let text = s.save_json();
        let r = State::from_saved(&text).expect("restores");
        assert_eq!(r.position(), s.position());
        assert_eq!(r.line, s.line);
        assert_eq!(r.speed, Speed::Fast);
        assert!(State::from_saved("{not json").is_err());
        assert!(State::from_saved(r#"{"version": 99}"#).is_err());
        let broken = text.replace("\"moves\":[", "\"moves\":[\"q9\",");
        assert!(State::from_saved(&broken).is_err());
    }

    #[test]
    fn the_computer_move_must_be_for_the_current_position() {
        let s = State::new(Speed::Instant)
            .reduce(Action::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        assert!(s.computer_to_move());
        let mv = crate::ui::computer::choose(s.position(), 1).expect("a move");
        let ply = s.game.moves().len();
        let serial = s.serial;
        // A stale move (the serial moved on) is dropped.
        let stale = s
            .clone()
            .reduce(Action::Dismiss)
            .reduce(Action::Computer { ply, serial, mv });
        assert_eq!(stale.game.moves().len(), 1);
        let s = s.reduce(Action::Computer { ply, serial, mv });
        assert_eq!(s.game.moves().len(), 2);
        // Undo against the computer goes back to the person's turn.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.game.moves().len(), 0);
        assert!(!s.computer_to_move());
        // Jumping through the line never makes the computer play over it...
        let browsing = s.clone().reduce(Action::Jump(1));
        assert!(
            !browsing.computer_to_move(),
            "the computer waits while the line is browsed"
        );
        let redone = s.clone().reduce(Action::Redo);
        assert!(!redone.computer_to_move());
        // ...but the same move played again by the person is answered.
        let again = s.reduce(Action::Hole(h("a1")));
        assert_eq!(again.line.len(), 2, "the line is kept");
        assert!(again.computer_to_move());
    }

    #[test]
    fn worker_replies_stale_or_illegal_are_ignored_and_hints_follow_the_position() {
        use crate::ai::Value as V;
        let s = State::new(Speed::Instant)
            .reduce(Action::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(Action::SetLevel(Level::Expert))
            .reduce(Action::Start);
        assert_eq!(s.level, Level::Expert);
        // The person (South) asks for a hint; the request's id is the serial then.
        assert!(s.can_hint());
        let s = s.reduce(Action::AskHint);
        let id = s.hint_asked.expect("a hint is asked for");
        let legal = s.position().legal_moves();
        let moves: Vec<(Move, V)> = legal
            .iter()
            .enumerate()
            .map(|(k, &m)| {
                (
                    m,
                    V::Heuristic {
                        score: k as i32 * 10,
                    },
                )
            })
            .collect();
        let best = legal.last().copied();
        let reply = |id: u64, moves: Vec<(Move, V)>, best: Option<Move>| Action::HintReply {
            id,
            moves,
            best,
            solved: false,
        };
        // A reply to another request is dropped.
        let stale = s.clone().reduce(reply(id + 7, moves.clone(), best));
        assert!(stale.hint.is_none());
        assert_eq!(stale.hint_asked, Some(id));
        // A reply naming a move that is not legal here is refused with a message.
        let mut bad = moves.clone();
        bad.push((Move::hole(h("a2")), V::Win { plies: 1 }));
        let refused = s.clone().reduce(reply(id, bad, best));
        assert!(refused.hint.is_none());
        assert!(refused.notice.as_ref().is_some_and(|n| n.error));
        // The right reply is stored and shown: every hole with its value, the best starred.
        let s = s.reduce(reply(id, moves.clone(), best));
        assert_eq!(s.hint_asked, None);
        assert_eq!(s.hint.as_ref().map(|h| h.moves.len()), Some(legal.len()));
        let lines = s.hint_lines();
        assert_eq!(lines.len(), legal.len());
        assert!(lines[0].2, "the best move comes first");
        let view = s.board_view();
        let tags: Vec<_> = view.hints.iter().flatten().collect();
        assert_eq!(tags.len(), legal.len());
        assert_eq!(tags.iter().filter(|(_, best)| *best).count(), 1);
        // Other actions that leave the position keep the hint; a move clears it.
        let s = s.reduce(Action::Dismiss);
        assert!(s.hint.is_some());
        let s = s.reduce(Action::Play(legal[0]));
        assert!(s.hint.is_none());
        assert!(s.board_view().hints.iter().all(Option::is_none));
        // A hint asked and the position changed before the answer: the answer is dropped.
        let t = State::new(Speed::Instant)
            .reduce(Action::Start)
            .reduce(Action::AskHint);
        let id = t.hint_asked.expect("asked");
        let mv = t.position().legal_moves()[0];
        let t = t.reduce(Action::Play(mv));
        assert_eq!(t.hint_asked, None);
        let t = t.reduce(reply(id, moves, best));
        assert!(t.hint.is_none());

        // The computer's reply: an illegal move is refused, the game waits for a new one.
        assert!(s.computer_to_move());
        assert!(s.status().contains("thinking"));
        assert!(s.board_view().thinking);
        let (ply, serial) = (s.game.moves().len(), s.serial);
        let illegal = s.clone().reduce(Action::Computer {
            ply,
            serial,
            mv: Move::hole(h("a1")),
        });
        assert_eq!(illegal.game.moves().len(), ply);
        assert!(illegal.notice.is_some());
        let mv = s.position().legal_moves()[0];
        let played = s.reduce(Action::Computer { ply, serial, mv });
        assert_eq!(played.game.moves().len(), ply + 1);
    }

    #[test]
    fn the_language_changes_the_words_not_the_game_nor_the_save() {
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c1")));
        assert_eq!(s.status(), "North to move.");
        let tr = s.clone().reduce(Action::SetLang(Lang::Tr));
        assert_eq!(tr.status(), "Sıra Kuzey tarafında.");
        assert_eq!(tr.position(), s.position());
        let fa = s.clone().reduce(Action::SetLang(Lang::Fa));
        assert_eq!(fa.status(), "نوبت شمال است.");
        assert_eq!(fa.board_view().names, ["جنوب", "شمال"]);
        // The language is not part of the saved game: the same save in every language.
        assert_eq!(fa.save_json(), s.save_json());
        let r = State::from_saved_in(&fa.save_json(), Lang::Fa).expect("restores");
        assert_eq!((r.lang, r.position()), (Lang::Fa, s.position()));
        // Messages are translated; the engine's reason stays English inside the frame.
        let n = fa.reduce(Action::Hole(h("c1"))).notice.expect("a message");
        assert!(n.text.starts_with("c1 قابل بازی نیست: "), "{}", n.text);
        assert!(n.text.contains("North"), "{}", n.text);
        let bad = State::from_saved_in("{not json", Lang::Tr).map(|_| ());
        assert!(bad.is_err_and(|e| e.starts_with("JSON değil")));
        // The callouts follow the language too.
        let t = State::new(Speed::Instant)
            .reduce(Action::SetLang(Lang::Tr))
            .reduce(Action::ChooseGame(GameId::RioKadalis))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        assert!(
            t.callouts()
                .iter()
                .any(|c| c.starts_with("Güney 4 tohum alıyor")),
            "{:?}",
            t.callouts()
        );
    }

    #[test]
    fn the_level_is_saved_and_old_saves_get_the_default() {
        let s = State::new(Speed::Fast)
            .reduce(Action::SetMode(Mode::ComputerVsComputer))
            .reduce(Action::SetLevel(Level::Hard))
            .reduce(Action::Start);
        let r = State::from_saved(&s.save_json()).expect("restores");
        assert_eq!((r.level, r.setup_level), (Level::Hard, Level::Hard));
        assert_eq!(r.mode, Mode::ComputerVsComputer);
        let mut old: Value = serde_json::from_str(&s.save_json()).expect("json");
        if let Some(m) = old.as_object_mut() {
            m.remove("level");
        }
        let r = State::from_saved(&old.to_string()).expect("an old save restores");
        assert_eq!(r.level, DEFAULT_LEVEL);
        let odd = s.save_json().replace("\"hard\"", "\"grandmaster\"");
        assert_eq!(State::from_saved(&odd).map(|r| r.level), Ok(DEFAULT_LEVEL));
    }
}
