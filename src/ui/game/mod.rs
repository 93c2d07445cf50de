//! The app's state and its reducer, as pure Rust (no Yew, no DOM), so that it is
//! unit-tested natively. The shell runs it ([`crate::ui::shell`]: the app's
//! [`State`] is a [`crate::ui::game::Model`]).
//!
//! The state is a set of parts, each in its own file with its actions and the only
//! functions that change it. [`Action`] wraps one enum per part; the reducer
//! (`reduce.rs`) only routes it to the part's update, which returns [`Effects`]: what the
//! shell must do ([`Effect`]: the worker's request, sounds, settings to keep, lists to
//! read again, the address to write).
//!
//! | part | file | actions | what |
//! |---|---|---|---|
//! | [`SetupForm`] | `setup.rs` | [`SetupAction`] | the start screen's choices |
//! | the game (composite) | `play.rs` | [`PlayAction`], [`DraftAction`] | a move and what it changes: the board, what is shown, chosen, said and waited for |
//! | [`Session`] | `session.rs` | | the game, its main line, who plays, the level, which save it is, the board's turn |
//! | [`HintRequest`] | `hint.rs` | | the last hint, for the position it was asked in |
//! | [`Notices`] | `notices.rs` | [`NoticeAction`] | messages, as data ([`Message`]) |
//! | [`Showing`] | `showing.rs` | [`ShowAction`] | the last move's animation, its sounds |
//! | [`Input`] | `input.rs` | | a lift or circuit being chosen, the redistribution draft |
//! | [`Asked`] | `work.rs` | [`Reply`] | what waits for the worker: a hint or a decision ([`Deciding`], `deciding.rs`) |
//! | [`Analysis`] | `analysis.rs` | [`AnalysisAction`] | the analysis board and the graph of the game's values |
//! | [`Prefs`] | `prefs.rs` | [`PrefsAction`] | language, coordinates, sounds |
//! | [`Library`] | `opening.rs` (saves: `save/`) | [`LibraryAction`] | games opened from elsewhere; what the browser keeps |
//! | the route ([`Route`]) | `route.rs` | [`RouteAction`] | where the reader is: the start screen, the board, or a screen over the game ([`Aside`]) |
//!
//! What the components draw is computed from the parts in `view.rs` (the board and the
//! panels' data) and `sentences.rs` (every text built from the game, in the reader's
//! language; `spoken.rs`, the last move as a screen reader hears it); the saves are the folder `save/` (the format, its migration from older
//! versions, the storage policy: which save a tab opens, conflicts, set-aside saves).
//!
//! The worker's one request is [`State::request`]: what waits ([`Asked`]), else the
//! computer's move when it is due, else the graph's next value; each update's effects
//! carry the change of it ([`Effect::Cancel`] the one out, [`Effect::Ask`] the new one),
//! and a reply is taken only when it answers the request that was out
//! ([`Reply::answers`]).
//!
//! What the shell keeps outside the state follows from one comparison in the router, as
//! the worker's request does: the game's save (its id and revision, which every change a
//! save sees bumps) changed: [`Effect::Save`]; its id or the screen changed:
//! [`Effect::Tab`] (the tab's record); the board shown from the start screen:
//! [`Effect::FocusBoard`]; the route changed, by the app and not by the address:
//! [`Effect::Route`]. No part has to remember to ask for them. The animation's
//! timer is not an effect but a subscription: it is derived from the state drawn
//! ([`State::next_tick`]), so every update that starts, steps or stops an animation
//! changes it without saying so.
//!
//! What the reducer used to patch after each action now holds by construction:
//!
//! 1. *A hint asked is dropped when the position changes*: the request is an [`Asked`]
//!    stamped with the position's [`Stamp`] ([`Session::stamp`]), which every move
//!    played, taken back or jumped over replaces with one never used before, and which
//!    a new session starts with a new one; a request for another stamp is not read
//!    ([`State::asked`]), so no later board can carry it. Leaving the board (the start
//!    screen) drops it in that action's update.
//! 2. *A hint belongs to the position it was asked in*: the answer is kept with the
//!    stamp and the position it is for ([`HintRequest::for_board`]), and read only
//!    through them ([`State::hint`], also only on the board's screen).
//! 3. *A wait for a long sowing is dropped when the board changes*: the wait is an
//!    [`Asked`] stamped with the game's stamp ([`Session::version`]), new with every
//!    change a save would see (a move, an ending, decisions learned) and with every new
//!    session (a new game, an import, a link, a saved game, another tab's revision);
//!    entering or leaving the analysis and leaving the board drop it in their updates.
//! 4. *No hint is asked while a long sowing is decided*: the worker has one slot,
//!    `State::asked: Option<Asked>` whose [`Ask`] is a hint *or* a decision: asking one
//!    replaces the other.
//! 5. *The turned board is reset for each new game*: the turn is a field of the
//!    [`Session`] (`turned`), so a new session starts unturned; the same game further on
//!    (another tab's revision, a letter's moves) carries it over where it is made.
//!
//! Files depend one way: `save` ← `notices` ← `letters` ← `deciding`, with `session`
//! under `save` and `letters` (it knows no save: [`Session::from_loaded`] is in
//! `save/saved.rs`) and `claims` (what a record from elsewhere says of long sowings,
//! checked by the worker) under `letters` and `deciding`; `tests/layers.rs` fails on any
//! circle between files.
//!
//! Cloning a [`State`] is cheap: the game and the main line are shared (`Rc`) and copied
//! only when a move changes them, so Yew's reducer never deep-copies a game.

pub mod about;
mod action;
mod analysis;
pub mod anim;
mod claims;
mod deciding;
mod effect;
mod ending;
mod hint;
pub mod host;
mod input;
pub mod lessons;
mod letters;
mod notices;
mod opening;
mod play;
mod prefs;
pub mod puzzle_address;
mod reduce;
mod replies;
mod results;
mod route;
pub mod save;
mod sentences;
mod session;
mod setup;
pub mod share;
mod showing;
mod spoken;
mod view;
pub mod words;
mod work;

pub use action::Action;
pub use analysis::{for_south, Analysis, AnalysisAction};
pub use deciding::{quick_verdict, DecideFailure, Deciding, Pending, Waiting};
pub use effect::{Effect, Effects, Write};
pub use ending::{Conclusion, Ending};
pub use hint::{Hint, HintRequest};
pub use host::{
    carries, offers, refused_reply, resumes_attempt, Host, Model, Place, Refusal, Takeaway,
};
pub use input::{Choosing, Click, Draft, DraftButtons, Input};
pub use notices::{Letter, Message, Notice, NoticeAction, Notices, Previous, Whereabouts};
pub use opening::LibraryAction;
pub use play::{DraftAction, PlayAction};
pub use prefs::{Keep, Prefs, PrefsAction, Speed};
pub use results::{
    hint_margin, hint_summary, hint_value, result_sentence, round_sentence, store_note, ScoreUnit,
};
pub use route::{
    is_record_link, record_link, screen_code, screen_of, Aside, AsideKind, Route, RouteAction,
    RECORD_LINK,
};
pub use save::{Library, Replayed, Restored, SaveError, SavedGame, StorageError};
pub use sentences::{
    callout, choice_label, choice_title, chooser_title, outcome_sentence, summary_text,
};
pub use session::{IdSource, JumpError, Mode, Notes, SaveId, Session, Stamp, DEFAULT_LEVEL};
pub use setup::{SetupAction, SetupForm};
pub use showing::{sounds_for, ShowAction, Showing, Sound};
pub use spoken::{last_move_sentence, move_sentence, PlayedMove};
pub use view::{BoardView, ChoiceItem, ChoiceLabel, RecordSource};
pub use work::{Ask, Asked, Failing, Reply, Request, Work};

use std::rc::Rc;

use super::i18n::Lang;
use crate::engine::{Game, Move, Position};

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose a game, its options and the players.
    Start,
    /// The board.
    Play,
}

/// The whole app state.
#[derive(Clone, Debug)]
pub struct State {
    /// The game's screen: the start screen or the board.
    pub screen: Screen,
    /// A screen over the game, opened by an address (the lessons, the puzzles, the figure
    /// builder): the game's screen stays as it was, for the way back ([`State::route`]).
    pub aside: Option<Aside>,
    /// The start screen's choices.
    pub setup: SetupForm,
    /// The game.
    pub session: Session,
    /// The last hint.
    pub hint: HintRequest,
    /// What waits for the worker: a hint or a long sowing to decide (one slot), for the
    /// board it was asked on ([`State::asked`]).
    pub asked: Option<Asked>,
    /// The computer's move failed on the board shown: asked again once, then it waits
    /// for the reader ([`State::computer_stopped`]).
    pub failing: Option<Failing>,
    /// Messages.
    pub notices: Notices,
    /// The last move's animation.
    pub showing: Showing,
    /// What the player is putting together.
    pub input: Input,
    /// Language and speed.
    pub prefs: Prefs,
    /// What this browser keeps: recent games, set-aside saves, saves of newer versions.
    pub library: Rc<Library>,
    /// Where new games' ids come from.
    pub ids: IdSource,
    /// Counts changes, so that a computer's stale move is never played.
    pub serial: u64,
    /// The analysis board and the graph, while the player analyses the game.
    pub analysis: Option<Analysis>,
    /// The effects of the last [`State::reduce`] (the app takes each update's from
    /// [`State::update`], which returns them).
    pub effects: Rc<[Effect]>,
}

/// Whether the computer should move now (the reducer's check, on the parts): not
/// while something waits for a long sowing to be decided.
fn computer_due(on_board: bool, session: &Session, showing: &Showing, deciding: bool) -> bool {
    let p = session.position();
    on_board
        && !session.over()
        && session.mode.is_computer(p.to_move())
        && !showing.animating()
        && (session.at_end() || session.live)
        && !deciding
}

/// Whether the person to move may ask for a hint now.
fn hint_allowed(on_board: bool, session: &Session, showing: &Showing, deciding: bool) -> bool {
    let p = session.position();
    on_board
        && !session.over()
        && !session.mode.is_computer(p.to_move())
        && !session.mode.is_remote(p.to_move())
        && !showing.animating()
        && !deciding
}

/// Where the game of `session` goes when another one is opened: it is saved (under
/// "Recent games") once it has a move, when the browser keeps games.
fn previous_game(session: &Session, library: &Library) -> Previous {
    let game = session.position().game();
    if session.line().is_empty() {
        Previous::None
    } else if library.available {
        Previous::Kept(game)
    } else {
        Previous::NotKept(game)
    }
}

impl State {
    /// A fresh app on the start screen, Hoyito III chosen.
    pub fn new(speed: Speed) -> State {
        State::with_ids(speed, IdSource::new("g"))
    }

    /// [`State::new`] with new games' ids from `ids` (in the browser, a prefix of its own
    /// per page).
    pub fn with_ids(speed: Speed, mut ids: IdSource) -> State {
        let setup = SetupForm::default();
        let session = Session::new_game(ids.make(), setup.rules, setup.mode, setup.level);
        State {
            screen: Screen::Start,
            aside: None,
            setup,
            session,
            hint: HintRequest::default(),
            asked: None,
            failing: None,
            notices: Notices::default(),
            showing: Showing::default(),
            input: Input::default(),
            prefs: Prefs {
                lang: Lang::En,
                speed,
                coordinates: true,
                sound: false,
            },
            library: Rc::default(),
            ids,
            serial: 0,
            analysis: None,
            effects: Rc::new([]),
        }
    }

    /// Whether the board is what the reader sees (the board's screen, no screen over it).
    pub fn on_board(&self) -> bool {
        self.screen == Screen::Play && self.aside.is_none()
    }

    /// The game on the board: the analysis board while analysing, else the game.
    pub fn shown(&self) -> &Session {
        self.analysis.as_ref().map_or(&self.session, |a| &a.board)
    }

    /// The graph's request waiting for the search: its id, the position's number and
    /// the game (a hint asked for goes first, and so does a long sowing to decide: the
    /// worker serves one request at a time).
    pub fn graph_request(&self) -> Option<(u64, usize, Rc<Game>)> {
        let a = self.analysis.as_ref().filter(|a| a.running)?;
        if self.asked().is_some() || !self.on_board() {
            return None;
        }
        a.asked.map(|(id, ply)| (id, ply, Rc::clone(&a.game)))
    }

    /// What waits for the worker on the board shown, if anything (what was asked on a
    /// board since changed is gone).
    pub fn asked(&self) -> Option<&Ask> {
        let asked = self.asked.as_ref().filter(|a| a.holds(self.shown()))?;
        Some(&asked.ask)
    }

    /// What waits for a long sowing to be decided, if anything.
    pub fn deciding(&self) -> Option<&Rc<Deciding>> {
        match self.asked() {
            Some(Ask::Decide(d)) => Some(d),
            _ => None,
        }
    }

    /// The hint asked for and not answered yet: its request's id.
    pub fn hint_asked(&self) -> Option<u64> {
        match self.asked() {
            Some(Ask::Hint(id)) => Some(*id),
            _ => None,
        }
    }

    /// The hint for the position on the board, if there is one.
    pub fn hint(&self) -> Option<&Hint> {
        let board = self.shown();
        self.on_board()
            .then(|| self.hint.for_board(board))
            .flatten()
    }

    /// The worker's one request now: what waits (a decision or a hint), else the
    /// computer's move when it is due, else the graph's next value.
    pub fn request(&self) -> Option<Request> {
        match self.asked() {
            Some(Ask::Decide(d)) => return Some(Request::Decide(Rc::clone(d))),
            Some(Ask::Hint(id)) => return Some(Request::Hint { id: *id }),
            None => {}
        }
        if self.computer_to_move() {
            let (ply, serial) = (self.shown().ply(), self.serial);
            return Some(Request::Computer { ply, serial });
        }
        self.graph_request()
            .map(|(id, ply, _)| Request::Graph { id, ply })
    }

    /// What the worker needs for `request`.
    pub fn work(&self, request: Request) -> Work {
        let game = match (&request, self.graph_request()) {
            (Request::Graph { ply, .. }, Some((_, _, game))) => {
                let mut upto = (*game).clone();
                upto.truncate(*ply);
                Rc::new(upto)
            }
            _ => Rc::clone(self.shown().game_rc()),
        };
        // The computer waits a little before moving (the page paints first).
        let pause = match (&request, self.prefs.speed.millis()) {
            (Request::Computer { .. }, None) => 60,
            (Request::Computer { .. }, Some(_)) => 450,
            _ => 0,
        };
        Work {
            request,
            game,
            level: self.session.level,
            pause,
        }
    }

    /// The position on the board now (the analysis board's while analysing).
    pub fn position(&self) -> &Position {
        self.shown().position()
    }

    /// The interface's language.
    pub fn lang(&self) -> Lang {
        self.prefs.lang
    }

    /// Whether a move is being shown.
    pub fn animating(&self) -> bool {
        self.showing.animating()
    }

    /// Whether a panel is open under the board for the move being chosen: a lift's
    /// chooser, or Kiothi's opening redistribution (not while a move is shown).
    pub fn panel_open(&self) -> bool {
        self.input.choosing.hole().is_some()
            || (!self.animating() && self.position().phase() == crate::engine::Phase::Redistribute)
    }

    /// The animation's next tick, if a move is being shown at a speed that shows it: the
    /// event it shows (the game's position number, the event's number) and after how many
    /// milliseconds (the app's timer is derived from it: `hooks::use_animation`).
    pub fn next_tick(&self) -> Option<((usize, usize), u32)> {
        let a = self.showing.anim.as_ref().filter(|a| !a.done())?;
        let ms = self.prefs.speed.millis()?;
        let weight = a.events.get(a.step).map_or(1, anim::Animation::weight);
        Some(((self.session.ply(), a.step), ms * weight))
    }

    /// Whether the computer should move now (never on the analysis board; not once it
    /// has failed twice on this position: [`State::computer_stopped`]).
    pub fn computer_to_move(&self) -> bool {
        computer_due(
            self.on_board(),
            self.shown(),
            &self.showing,
            self.deciding().is_some(),
        ) && !self.computer_stopped()
    }

    /// Whether the computer, to move, failed twice to choose its move on the position
    /// shown and waits until the reader lets it try again (`PlayAction::RetryComputer`)
    /// or takes a move back.
    pub fn computer_stopped(&self) -> bool {
        self.failing
            .as_ref()
            .is_some_and(|f| f.gave_up && f.holds(self.shown()))
            && computer_due(
                self.on_board(),
                self.shown(),
                &self.showing,
                self.deciding().is_some(),
            )
    }

    /// Whether the person to move may ask for a hint now.
    pub fn can_hint(&self) -> bool {
        hint_allowed(
            self.on_board(),
            self.shown(),
            &self.showing,
            self.deciding().is_some(),
        )
    }

    /// Who would resign now, if anybody may (see the reducer's `PlayAction::Resign`; not
    /// while analysing).
    pub fn resigner(&self) -> Option<crate::engine::Player> {
        play::resigner(self.on_board(), &self.session).filter(|_| self.analysis.is_none())
    }

    /// Whether the player to move may offer a draw now.
    pub fn may_offer_draw(&self) -> bool {
        play::may_offer_draw(self.on_board(), &self.session)
            && self.input.offer.is_none()
            && self.analysis.is_none()
    }

    /// What the redistribution panel's buttons can do now.
    pub fn draft_buttons(&self) -> DraftButtons {
        self.input
            .draft_buttons(self.position(), self.shown().game().decisions())
    }

    /// Warriors in hand during the redistribution draft.
    pub fn hand(&self) -> u32 {
        self.input.hand(self.position())
    }

    /// Shows `game` (an embedded figure): `line` is the main line, of which the first
    /// `at` moves are played.
    pub fn load_game(&mut self, game: Game, line: Vec<Move>, at: usize, mode: Mode) {
        let session = Session::from_game(self.ids.make(), game, line, at, mode, self.session.level);
        self.replace_session(session);
    }

    /// Shows a saved game restored.
    pub fn open_saved(&mut self, loaded: &Replayed) {
        self.replace_session(Session::from_loaded(loaded));
    }

    /// Where the game on the board goes when another one is opened.
    pub fn previous(&self) -> Previous {
        previous_game(&self.session, &self.library)
    }

    fn replace_session(&mut self, session: Session) {
        self.analysis = None;
        self.session = session;
        self.setup.follow(&self.session);
        self.screen = Screen::Play;
        self.showing.clear();
        self.input.clear();
    }
}

#[cfg(test)]
pub(crate) mod testing {
    //! What the state's tests share.
    use super::{Action, Mode, PlayAction, Reply, SetupAction, Speed, State};
    use crate::engine::{GameId, Hole, Move, Player, Record};

    /// The game of id `id` (`"kiothi"`, `"rio-kadalis"`…).
    pub fn game(id: &str) -> GameId {
        id.parse().expect("a game's id")
    }

    impl State {
        /// A fresh app whose start screen is set for two people on this device (a first
        /// visit's is set against the computer): the tests that play both sides.
        pub fn two_players(speed: Speed) -> State {
            State::new(speed).reduce(SetupAction::SetMode(Mode::TwoPlayers))
        }
    }

    /// A new game of `game` at `speed`, for two people on this device.
    pub fn started(game: GameId, speed: Speed) -> State {
        State::two_players(speed)
            .reduce(SetupAction::ChooseGame(game))
            .reduce(SetupAction::Start)
    }

    /// A game against the computer (North), the person's first move played: the
    /// computer is to move.
    pub fn computer_to_move() -> State {
        let s = State::new(Speed::Instant)
            .reduce(SetupAction::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("a1")));
        assert!(s.computer_to_move());
        s
    }

    /// A hole by name.
    pub fn h(s: &str) -> Hole {
        s.parse().expect("a hole name")
    }

    /// A record and a move after it that a quick pass leaves undecided
    /// (`tests/data/long_sowings.json`).
    pub struct LongFixture {
        /// The record (it replays quickly).
        pub record: Record,
        /// The move.
        pub mv: Move,
    }

    /// The fixture `name` of `tests/data/long_sowings.json`.
    pub fn long_fixture(name: &str) -> LongFixture {
        let all: serde_json::Value =
            serde_json::from_str(include_str!("../../../tests/data/long_sowings.json"))
                .expect("the fixtures are JSON");
        let f = &all[name];
        LongFixture {
            record: Record::from_json(&f["record"].to_string()).expect("a record"),
            mv: f["move"].as_str().expect("a move").parse().expect("a move"),
        }
    }

    /// Kiothi after 12 moves: South's `j1/4` is undecided in passing, and endless
    /// (decided exactly in about a millisecond).
    pub fn quick_long() -> LongFixture {
        long_fixture("quick")
    }

    /// What the worker answers to the decide request waiting in `s` (the fixtures decide
    /// in about a millisecond, so the test asks the real protocol).
    pub fn worker_answer(s: &State) -> Action {
        let d = s.deciding().expect("something waits");
        let request = crate::ai::protocol::Request::decide(d.id, &d.record, d.mv);
        let text = serde_json::to_string(&request).expect("serialises");
        let r: crate::ai::protocol::Response =
            serde_json::from_str(&crate::ai::protocol::handle(&text)).expect("a response");
        assert!(r.ok, "{r:?}");
        let decisions =
            crate::engine::Decisions::from_json(&r.decisions.expect("decisions")).expect("reads");
        Reply::Decided {
            id: r.id,
            decisions,
        }
        .into()
    }
}
