//! The game part: the game on the board with what is shown of it, what the player is
//! choosing and what waits for the worker — one composite part, since a move changes
//! all of them. Its actions: [`PlayAction`] (moves, the line, endings, the hint),
//! [`DraftAction`] (Kiothi's redistribution) and the start screen's [`SetupAction`]s that
//! change the screen.

use super::deciding::{Deciding, Waiting};
use super::effect::{Effect, Effects};
use super::ending::Ending;
use super::input::{Click, Input};
use super::notices::{Message, Notices};
use super::prefs::Speed;
use super::session::{JumpError, Mode, Session};
use super::setup::SetupAction;
use super::showing::Showing;
use super::work::{Ask, Asked};
use super::{computer_due, hint_allowed, Screen, State};
use crate::engine::{Hole, Move, Player, Refusal};

/// The game's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction {
    /// A hole clicked, tapped or chosen by keyboard.
    Hole(Hole),
    /// A complete move (from a chooser or the computer of a test).
    Play(Move),
    /// Close the lift or circuit chooser.
    CancelInput,
    /// Take back a move (two against the computer: back to your turn).
    Undo,
    /// Play the next move of the main line again.
    Redo,
    /// Go to the position after this many moves of the main line.
    Jump(usize),
    /// Ask for a hint: every move's value (the search answers with `Reply::Hint`).
    AskHint,
    /// Stop deciding (the game is left as it was).
    CancelDecide,
    /// Turn the board half a turn (which player is drawn at the bottom; the holes keep
    /// their names).
    FlipBoard,
    /// The person (two players: the player to move) resigns.
    Resign,
    /// Two players on one device: the player to move offers a draw.
    OfferDraw,
    /// The other player accepts the draw offered.
    AcceptDraw,
    /// The other player declines it.
    DeclineDraw,
    /// The computer, stopped after failing twice to choose its move here, tries again
    /// ([`super::State::computer_stopped`]).
    RetryComputer,
}

/// The redistribution draft's actions (Kiothi).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftAction {
    /// Done choosing holes to empty; now place the warriors.
    Take,
    /// Take back the last warrior placed (or go back to choosing holes).
    TakeBack,
    /// Start it over.
    Reset,
    /// Play it.
    Confirm,
}

/// Who would resign now: the person against the computer, the player to move between
/// two people; nobody when the game is over or the computer plays both sides.
pub(super) fn resigner(on_board: bool, session: &Session) -> Option<Player> {
    if !on_board || session.over() {
        return None;
    }
    match session.mode {
        Mode::TwoPlayers => Some(session.position().to_move()),
        Mode::VsComputer { computer } => Some(!computer),
        Mode::Correspondence { you } => Some(you),
        Mode::ComputerVsComputer => None,
    }
}

/// Whether the player to move may offer a draw: two people on one device, the game on.
pub(super) fn may_offer_draw(on_board: bool, session: &Session) -> bool {
    on_board && !session.over() && session.mode == Mode::TwoPlayers
}

/// The parts a move changes: the board the player acts on (the analysis board while
/// analysing) and what is shown, chosen, said and waited for on it.
pub(super) struct Turn<'a> {
    pub session: &'a mut Session,
    pub showing: &'a mut Showing,
    pub input: &'a mut Input,
    pub notices: &'a mut Notices,
    pub asked: &'a mut Option<Asked>,
    /// Whether the board is what the reader sees ([`State::on_board`]).
    pub on_board: bool,
    pub speed: Speed,
    /// The serial of the action (a decide request's id).
    pub serial: u64,
}

impl Turn<'_> {
    /// What waits for a long sowing on this board, if anything.
    pub fn deciding(&self) -> Option<&Deciding> {
        match self.asked.as_ref().filter(|a| a.holds(self.session)) {
            Some(Asked {
                ask: Ask::Decide(d),
                ..
            }) => Some(d),
            _ => None,
        }
    }

    /// `d` waits for the worker (whatever was asked before is dropped).
    pub fn wait(&mut self, d: Deciding) {
        *self.asked = Some(Asked::decide(d, self.session));
    }

    /// Plays `mv` and shows it; an illegal move changes nothing and says why; a move too
    /// long to decide in passing changes nothing either and waits for the worker to
    /// decide it (the chooser it came from stays open). `redo`: from the main line. No
    /// move after a resignation or an agreed draw.
    pub fn play(&mut self, mv: Move, redo: bool) {
        if self.session.ended_now().is_some() {
            self.notices.error(Message::GameOver);
            return;
        }
        match self.session.play(mv) {
            Ok(anim) => {
                self.showing.show(anim, self.speed);
                self.input.clear();
                self.notices.clear();
                if redo {
                    self.session.live = false;
                }
            }
            Err(Refusal::Illegal(e)) => self.notices.error(Message::CannotPlay(mv, e)),
            Err(Refusal::Undecided) => {
                let d = Deciding::for_move(self.serial, self.session.game(), mv, redo);
                self.wait(d);
                self.notices.clear();
            }
        }
    }

    /// Goes to the position after `n` moves of the main line (a move too long to decide
    /// in passing waits for the worker).
    pub fn jump(&mut self, n: usize) {
        match self.session.jump(n) {
            Ok(()) => {}
            Err(JumpError::Undecided) => {
                let line = self.session.line_record();
                self.wait(Deciding::for_jump(self.serial, &line, n));
                return;
            }
            Err(JumpError::Illegal(number, mv, error)) => {
                self.notices
                    .error(Message::ReplayFailed { number, mv, error });
            }
        }
        self.clear_transient();
    }

    /// A move asked for while the last one is shown: it is shown whole, and the player
    /// is asked to choose again.
    fn still_showing(&mut self) {
        self.showing.finish();
        self.notices.info(Message::StillShowing);
    }

    /// What is half done is dropped (the position changes under it).
    pub fn clear_transient(&mut self) {
        self.session.live = false;
        self.showing.clear();
        self.input.clear();
    }

    /// A hole clicked.
    fn hole(&mut self, h: Hole) {
        if self.showing.animating() {
            return self.still_showing();
        }
        if self.session.ended_now().is_some() {
            return self.notices.error(Message::GameOver);
        }
        let s = &*self.session;
        match self
            .input
            .click(s.position(), s.game().decisions(), s.mode, h)
        {
            Click::Play(mv) => self.play(mv, false),
            Click::Done => self.notices.clear(),
            Click::Refused(m) => self.notices.error(m),
        }
    }

    /// A whole move asked for by the player.
    fn play_asked(&mut self, mv: Move) {
        let p = self.session.position();
        if self.showing.animating() {
            self.still_showing();
        } else if self.session.mode.is_computer(p.to_move()) && !p.is_over() {
            self.notices.error(Message::ComputersTurn(p.to_move()));
        } else if self.session.mode.is_remote(p.to_move()) && !p.is_over() {
            self.notices.error(Message::TheirMove(p.to_move()));
        } else {
            self.play(mv, false);
        }
    }

    /// The computer's move, when it is due (a reply from the worker is outside input:
    /// only a legal move is played).
    pub fn computer(&mut self, mv: Move) {
        if !computer_due(
            self.on_board,
            self.session,
            self.showing,
            self.deciding().is_some(),
        ) {
            return;
        }
        let (p, known) = (self.session.position(), self.session.game().decisions());
        if let Err(Refusal::Illegal(_)) = super::quick_verdict(p, known, &mv) {
            self.notices.error(Message::ComputerIllegal(mv));
        } else {
            self.play(mv, false);
        }
    }

    fn ask_hint(&mut self) {
        if hint_allowed(
            self.on_board,
            self.session,
            self.showing,
            self.deciding().is_some(),
        ) {
            *self.asked = Some(Asked::hint(self.serial, self.session));
        } else if self.showing.animating() {
            self.still_showing();
        } else {
            self.notices.error(Message::HintNotNow);
        }
    }

    fn cancel_input(&mut self) {
        self.input.choosing = Default::default();
        // The chooser's Cancel also stops deciding the move chosen in it.
        let chosen = matches!(
            self.deciding().map(|d| &d.waiting),
            Some(Waiting::Move { .. })
        );
        if chosen {
            self.cancel_decide();
        }
    }

    fn cancel_decide(&mut self) {
        if let Some(p) = self.deciding().map(Deciding::pending) {
            *self.asked = None;
            self.notices.info(Message::DecideCancelled(p));
        }
    }

    fn undo(&mut self) {
        if self.session.undo() {
            self.clear_transient();
            self.notices.clear();
        } else {
            self.notices.error(Message::NothingToUndo);
        }
    }

    fn redo(&mut self) {
        match self.session.next_in_line() {
            Some(mv) if !self.showing.animating() => self.play(mv, true),
            Some(_) => self.still_showing(),
            None => self.notices.error(Message::NothingToRedo),
        }
    }

    /// Ends the game by `ending` (a move waiting for a decision is dropped with the game
    /// it was for: the game's stamp changes).
    fn conclude(&mut self, ending: Ending) {
        self.showing.finish();
        self.input.clear();
        self.session.conclude(ending);
        self.notices.clear();
    }

    fn resign(&mut self) {
        match resigner(self.on_board, self.session) {
            Some(by) => self.conclude(Ending::Resigned { by }),
            None => self.notices.error(Message::NoEnding),
        }
    }

    fn offer_draw(&mut self) {
        if may_offer_draw(self.on_board, self.session) && self.input.offer.is_none() {
            self.input.offer = Some(self.session.position().to_move());
        } else {
            self.notices.error(Message::NoEnding);
        }
    }

    fn accept_draw(&mut self) {
        if self.input.offer.take().is_some() && may_offer_draw(self.on_board, self.session) {
            self.conclude(Ending::DrawAgreed);
        } else {
            self.notices.error(Message::NoEnding);
        }
    }

    /// A move, a hint or a redistribution asked for while a long sowing is decided
    /// waits: the player may cancel the decision instead. `true`: said so.
    fn busy(&mut self) -> bool {
        let Some(p) = self.deciding().map(Deciding::pending) else {
            return false;
        };
        self.notices.error(Message::StillDeciding(p));
        true
    }

    /// Applies one of the game's actions (`FlipBoard` and `RetryComputer` are the
    /// game's, not the board's: [`State::update_play`]).
    pub fn update(&mut self, action: PlayAction) {
        let asks_move = matches!(
            action,
            PlayAction::Hole(_) | PlayAction::Play(_) | PlayAction::AskHint
        );
        if asks_move && self.busy() {
            return;
        }
        match action {
            PlayAction::Hole(h) => self.hole(h),
            PlayAction::Play(mv) => self.play_asked(mv),
            PlayAction::CancelInput => self.cancel_input(),
            PlayAction::Undo => self.undo(),
            PlayAction::Redo => self.redo(),
            PlayAction::Jump(n) => self.jump(n),
            PlayAction::AskHint => self.ask_hint(),
            PlayAction::CancelDecide => self.cancel_decide(),
            PlayAction::Resign => self.resign(),
            PlayAction::OfferDraw => self.offer_draw(),
            PlayAction::AcceptDraw => self.accept_draw(),
            PlayAction::DeclineDraw => {
                if let Some(by) = self.input.offer.take() {
                    self.notices.info(Message::DrawDeclined(by));
                }
            }
            PlayAction::FlipBoard | PlayAction::RetryComputer => {}
        }
    }

    /// Applies one of the draft's actions.
    pub fn draft(&mut self, action: DraftAction) -> Effects {
        if action == DraftAction::Confirm && self.busy() {
            return Vec::new();
        }
        let p = self.session.position();
        match action {
            DraftAction::Take => match self.input.draft_take(p) {
                Ok(()) => self.notices.clear(),
                Err(m) => self.notices.error(m),
            },
            DraftAction::TakeBack => self.input.draft_take_back(),
            DraftAction::Reset => self.input.draft_reset(),
            DraftAction::Confirm => match self.input.draft_complete(p) {
                Ok(mv) => self.play(mv, false),
                Err(m) => self.notices.error(m),
            },
        }
        Vec::new()
    }
}

impl State {
    /// The game part, on the board the player acts on (the analysis board while
    /// analysing).
    pub(super) fn turn(&mut self) -> Turn<'_> {
        let on_board = self.on_board();
        let session = match &mut self.analysis {
            Some(a) => &mut a.board,
            None => &mut self.session,
        };
        Turn {
            session,
            showing: &mut self.showing,
            input: &mut self.input,
            notices: &mut self.notices,
            asked: &mut self.asked,
            on_board,
            speed: self.prefs.speed,
            serial: self.serial,
        }
    }

    /// The game's actions.
    pub(super) fn update_play(&mut self, action: PlayAction) -> Effects {
        match action {
            PlayAction::FlipBoard => self.session.turned = !self.session.turned,
            PlayAction::RetryComputer => self.retry_computer(),
            // Ending the game has no place on the analysis board.
            PlayAction::Resign | PlayAction::OfferDraw | PlayAction::AcceptDraw
                if self.analysis.is_some() =>
            {
                self.notices.error(Message::NoEnding)
            }
            a => self.turn().update(a),
        }
        Vec::new()
    }

    /// The start screen's actions: the form's, and the screens (the start screen's
    /// lists are read again whenever it is shown).
    pub(super) fn update_setup(&mut self, action: SetupAction) -> Effects {
        match action {
            SetupAction::Start => {
                self.analysis = None;
                let f = self.setup;
                let session = Session::new_game(self.ids.make(), f.rules, f.mode, f.level);
                self.session = session;
                self.hint.clear();
                self.screen = Screen::Play;
                self.turn().clear_transient();
                self.notices.clear();
            }
            SetupAction::ShowStart => {
                self.analysis = None;
                self.setup.follow(&self.session);
                let shown = self.screen != Screen::Start;
                self.leave_board(Screen::Start);
                self.turn().clear_transient();
                if shown {
                    return vec![Effect::RefreshLibrary];
                }
            }
            SetupAction::Resume => self.leave_board(Screen::Play),
            form => {
                if let Err(m) = self.setup.update(form) {
                    self.notices.error(m);
                }
            }
        }
        Vec::new()
    }

    /// Goes to `screen`: when it is another, the hint and what waited for the worker
    /// are dropped (they were for the screen left).
    fn leave_board(&mut self, screen: Screen) {
        if self.screen != screen {
            self.asked = None;
            self.hint.clear();
        }
        self.screen = screen;
    }
}
