//! The library part: games opened from elsewhere — an imported record, a share link, a
//! correspondence game's "your move" link ([`super::letters`]), a saved game, another
//! tab's newer save — and what the browser keeps. Opening a game replaces the session
//! (a new session: nothing asked for the old board is kept); one whose replay needs a
//! long sowing decided waits for the worker first. What a link or an imported record says
//! of long sowings is a claim, never taken as decided ([`super::claims`]).

use std::rc::Rc;

use super::claims::Claims;
use super::deciding::{DecideFailure, Deciding, Pending, Waiting};
use super::effect::{Effect, Effects};
use super::letters::{reader, saved_id, Incoming, LetterPart};
use super::notices::{Letter, Message, Notice, NoticeAction, Previous, Whereabouts};
use super::save::{restore, Library, Replayed, Restored, SavedGame};
use super::session::{Mode, Notes, SaveId, Session};
use super::work::Asked;
use super::{previous_game, Screen, State};
use crate::ai::Level;
use crate::engine::{
    Annotated, Decisions, Effort, FormatError, Game, GameId, Move, Player, Record, RecordError,
};
use crate::ui::game::share::{self, LinkError};

/// The library's actions.
#[derive(Clone, Debug, PartialEq)]
pub enum LibraryAction {
    /// Import a record (JSON or text).
    Import(String),
    /// Open a share link's fragment (`#game=…`).
    OpenLink(String),
    /// Open a "your move" link of a correspondence game (`#game=…&corr=…`), with the
    /// game saved under its id in this browser, if any (read by the caller).
    OpenLetter {
        /// The link's fragment.
        fragment: String,
        /// The saved game of the link's id (restored, or waiting for a long sowing to
        /// be decided).
        saved: Option<Rc<Restored>>,
    },
    /// Open a saved game (restored from the browser's storage by the caller).
    OpenSaved(Rc<Replayed>),
    /// Open a saved game whose replay needs a long sowing decided first (in the worker).
    DecideSaved(Rc<SavedGame>),
    /// Another tab saved a newer revision of the game on the board. Followed only if
    /// the game is still at revision `seen` (everything this tab did was saved).
    Followed {
        /// The other tab's game, restored.
        loaded: Rc<Replayed>,
        /// The revision the game on the board had when the other tab's save arrived.
        seen: u64,
    },
    /// Saving game `id` found another tab's revision there: this tab's game goes on as
    /// a new game.
    SaveConflict(SaveId),
    /// What the browser keeps, read again.
    Refreshed(Rc<Library>),
}

impl LibraryAction {
    /// Whether it only keeps the books (what the browser keeps, a save's conflict): the
    /// game and its requests stay as they are.
    pub fn is_bookkeeping(&self) -> bool {
        matches!(
            self,
            LibraryAction::Refreshed(_) | LibraryAction::SaveConflict(_)
        )
    }
}

/// What opening a record or a saved game came to.
enum Opening {
    /// Opened (or refused, and said).
    Done,
    /// It waits for a long sowing to be decided.
    Waits(Box<Deciding>),
}

impl State {
    /// The library's actions.
    pub(super) fn update_library(&mut self, action: LibraryAction) -> Effects {
        // A link comes from the page's address: once opened, it goes from there.
        let link = matches!(
            action,
            LibraryAction::OpenLink(_) | LibraryAction::OpenLetter { .. }
        );
        match action {
            LibraryAction::Refreshed(library) => self.library = library,
            LibraryAction::SaveConflict(id) => {
                if self.session.id == id {
                    let new = self.ids.make();
                    self.session.fork(new);
                    self.notices.info(Message::Forked);
                }
            }
            LibraryAction::OpenLetter { fragment, saved } => {
                self.analysis = None;
                self.open_letter(&fragment, saved);
            }
            LibraryAction::OpenLink(fragment) if share::letter_id(&fragment).is_some() => {
                // A "your move" link (a plain share link that carries a correspondence
                // id too).
                self.analysis = None;
                self.open_letter(&fragment, None);
            }
            LibraryAction::Import(text) => {
                // An annotated record keeps what it says; one where play went on from a
                // position set by hand is refused with that reason.
                let read = Annotated::parse_any(&text).and_then(|a| {
                    let notes = Notes::of(&a);
                    a.into_record().map(|r| (r, notes))
                });
                match read {
                    Ok((record, notes)) => self.open_read(Ok(Some(record)), true, notes),
                    Err(e) => {
                        self.open_read(Err(Message::ImportRefused(e)), true, Notes::default())
                    }
                }
            }
            LibraryAction::OpenLink(fragment) => {
                let read = share::read_fragment(&fragment).map_err(Message::LinkRefused);
                self.open_read(read, false, Notes::default());
            }
            LibraryAction::OpenSaved(loaded) => {
                self.analysis = None;
                self.show_saved(&loaded, false);
            }
            LibraryAction::DecideSaved(saved) => {
                self.analysis = None;
                if let Opening::Waits(d) = self.open_saved_or_wait(saved, false) {
                    self.asked = Some(Asked::decide(*d, &self.session));
                }
            }
            LibraryAction::Followed { loaded, seen } => self.follow(&loaded, seen),
        }
        link.then_some(Effect::ClearAddress).into_iter().collect()
    }

    /// Another tab's newer revision of the game on board, when everything here was saved.
    fn follow(&mut self, loaded: &Replayed, seen: u64) {
        self.analysis = None;
        let s = &self.session;
        if loaded.id == s.id && s.revision == seen && loaded.revision > s.revision {
            let mut next = Session::from_loaded(loaded);
            next.turned = s.turned;
            self.session = next;
            self.turn().clear_transient();
            self.notices.info(Message::Followed);
        }
    }

    /// A record read from the import box or a link (`Ok(None)`: an empty link), opened.
    fn open_read(&mut self, read: Result<Option<Record>, Message>, import: bool, notes: Notes) {
        self.analysis = None;
        match read {
            Ok(None) => {}
            Ok(Some(mut record)) => {
                // What it says of long sowings is checked before it decides anything.
                let claims = Claims::take(&mut record);
                let notes = Rc::new(notes);
                if let Opening::Waits(d) = self.open_or_wait(record, claims, import, notes) {
                    self.asked = Some(Asked::decide(*d, &self.session));
                    self.notices.clear();
                }
            }
            Err(m) => self.notices.error(m),
        }
        if import {
            // Said again beside the import box, where the player is looking.
            self.notices.import = self.notices.notice.clone();
        }
    }

    /// Shows a restored save as the game on the board; `learned`: long sowings were
    /// decided for it, which its save must now keep.
    fn show_saved(&mut self, loaded: &Replayed, learned: bool) {
        self.session = Session::from_loaded(loaded);
        if learned {
            // The decisions are saved with it: a reload decides nothing again.
            self.session.revision += 1;
        }
        self.setup.follow(&self.session);
        self.screen = Screen::Play;
        self.turn().clear_transient();
        self.hint.clear();
        self.notices.clear();
    }

    /// Opens a record (an import, a share link) as a new game, all its moves played.
    fn open_record(&mut self, record: Record, game: Game) -> GameId {
        let n = record.moves.len();
        let id = self.ids.make();
        let level = self.session.level;
        self.session = Session::from_game(id, game, record.moves, n, Mode::TwoPlayers, level);
        self.setup.follow(&self.session);
        self.screen = Screen::Play;
        self.turn().clear_transient();
        self.session.position().game()
    }

    /// Replays `record` quickly and opens it as a new game, saying so (or why not); a
    /// record whose replay needs a long sowing decided waits for the worker, with the
    /// `claims` it carried.
    fn open_or_wait(
        &mut self,
        record: Record,
        claims: Claims,
        import: bool,
        notes: Rc<Notes>,
    ) -> Opening {
        match record.replay(Effort::Quick) {
            Ok(game) => {
                let moves = record.moves.len();
                let previous = previous_game(&self.session, &self.library);
                let game = self.open_record(record, game);
                if !notes.is_empty() {
                    self.session.annotate(Notes::clone(&notes));
                }
                self.notices.info(if import {
                    Message::Imported {
                        game,
                        moves,
                        previous,
                    }
                } else {
                    Message::OpenedLink {
                        game,
                        moves,
                        previous,
                    }
                });
                Opening::Done
            }
            Err(e) if e.is_undecided() => Opening::Waits(Box::new(Deciding::for_record(
                self.serial,
                record,
                claims,
                import,
                notes,
            ))),
            Err(e) if import => {
                self.notices.error(Message::ImportRefused(e));
                Opening::Done
            }
            Err(e) => {
                self.notices
                    .error(Message::LinkRefused(LinkError::Record(e)));
                Opening::Done
            }
        }
    }

    /// Restores a saved game quickly and shows it (a save whose replay needs a long
    /// sowing decided waits for the worker).
    fn open_saved_or_wait(&mut self, saved: Rc<SavedGame>, learned: bool) -> Opening {
        match restore(&saved) {
            Ok(loaded) => {
                self.show_saved(&loaded, learned);
                Opening::Done
            }
            Err(e) if e.is_undecided() => {
                Opening::Waits(Box::new(Deciding::for_saved(self.serial, saved)))
            }
            Err(error) => {
                self.notices.error(Message::RestoreFailed {
                    error,
                    kept: Whereabouts::Untouched,
                });
                Opening::Done
            }
        }
    }

    /// The worker decided what `d` waited for (taken from the slot): it goes on.
    pub(super) fn decided(&mut self, d: &Deciding, decisions: Decisions) {
        let why = DecideFailure::StillUndecided;
        let failed = Message::DecideFailed(d.pending(), why);
        let still = match d.waiting.clone() {
            Waiting::Move { mv, redo } => {
                let mut turn = self.turn();
                turn.session.learn(decisions);
                turn.play(mv, redo);
                turn.deciding().is_some()
            }
            Waiting::Jump(n) => {
                let mut turn = self.turn();
                turn.session.learn(decisions);
                turn.jump(n);
                turn.deciding().is_some()
            }
            Waiting::Open {
                mut record,
                mut claims,
                import,
                notes,
            } => {
                claims.check(&decisions);
                record.decisions.merge(decisions);
                let opened = self.open_or_wait(record, claims.clone(), import, notes);
                if matches!(opened, Opening::Waits(_)) {
                    self.notices.error(failed.clone());
                }
                self.say_refuted(&claims, d.pending());
                if import {
                    self.notices.import = self.notices.notice.clone();
                }
                return;
            }
            Waiting::Letter(incoming, part) => {
                let mut incoming = Incoming::clone(&incoming);
                incoming.learn(&decisions, part);
                self.analysis = None;
                return self.receive_letter(incoming);
            }
            Waiting::Saved(saved) => {
                let mut saved = SavedGame::clone(&saved);
                saved.record.decisions.merge(decisions);
                let opened = self.open_saved_or_wait(Rc::new(saved), true);
                matches!(opened, Opening::Waits(_))
            }
        };
        if still {
            self.asked = None;
            self.notices.error(failed);
        }
    }

    /// Says, after what was said, that a claim of a record from elsewhere was false and
    /// dropped, if the worker found one.
    fn say_refuted(&mut self, claims: &Claims, what: Pending) {
        if claims.refuted() {
            let dropped = Notice::error(Message::ClaimDropped(what));
            self.notices.update(NoticeAction::Also(dropped));
        }
    }
}

/// What came of reading a "your move" link.
enum Received {
    /// Done (or refused): what to say.
    Said(Result<Message, Message>),
    /// A record must be decided first.
    Waits(LetterPart, Record),
}

impl State {
    /// The "your move" link of the game on the board, when it is a correspondence game
    /// whose last move was played here and the turn has passed to the other side (or the
    /// game ended): its fragment, without `#`. Not while an extra turn is still to play.
    pub fn letter_to_send(&self) -> Option<String> {
        let Mode::Correspondence { you } = self.session.mode else {
            return None;
        };
        let game = self.session.game();
        let last = game.moves().len().checked_sub(1)?;
        let mine = game.positions()[last].to_move() == you;
        let passed = self.session.over() || self.position().to_move() != you;
        (mine && passed).then(|| share::letter_fragment(&game.record(), self.session.id.as_str()))
    }

    /// Opens the "your move" link `fragment`; `saved`: the game saved in this browser
    /// under the link's id, if any (read by the caller). Says what it did, or why not; a
    /// link (or a saved game) whose replay needs a long sowing decided waits for the
    /// worker, as any link does.
    pub(super) fn open_letter(&mut self, fragment: &str, saved: Option<Rc<Restored>>) {
        let refused = Message::LinkRefused;
        let read = match share::letter_id(fragment) {
            Some(Ok(text)) => SaveId::parse(&text).ok_or(refused(LinkError::BadId(text))),
            Some(Err(e)) => Err(refused(e)),
            None => Err(refused(LinkError::BadId(String::new()))),
        }
        .and_then(|id| {
            let record = share::read_fragment(fragment)
                .map_err(refused)?
                .ok_or(refused(LinkError::Record(RecordError::Format(
                    FormatError::NoGame,
                ))))?;
            Ok((id, record))
        });
        match read {
            Ok((id, mut record)) => {
                // What it says of long sowings is checked before it decides anything.
                let claims = Claims::take(&mut record);
                self.receive_letter(Incoming {
                    id,
                    record,
                    claims,
                    saved,
                    decided: None,
                })
            }
            Err(message) => self.notices.error(message),
        }
    }

    /// Opens a "your move" link read (again, once the worker has decided what it needed).
    pub(super) fn receive_letter(&mut self, mut incoming: Incoming) {
        // What this browser already decided for the game is not decided again.
        if self.session.id == incoming.id {
            let known = self.session.game().decisions().clone();
            incoming.record.decisions.merge(known);
        }
        let claims = incoming.claims.clone();
        match self.receive(&incoming) {
            Received::Said(Ok(message)) => self.notices.info(message),
            Received::Said(Err(message)) => self.notices.error(message),
            Received::Waits(part, _) if incoming.decided == Some(part) => {
                let why = DecideFailure::StillUndecided;
                self.notices
                    .error(Message::DecideFailed(Pending::Link, why));
            }
            Received::Waits(part, record) => {
                let d = Deciding::for_letter(self.serial, record, part, incoming);
                self.asked = Some(Asked::decide(d, &self.session));
                self.notices.clear();
                return;
            }
        }
        self.say_refuted(&claims, Pending::Link);
    }

    /// The link replayed quickly and opened, or why not, or the record to decide first
    /// (nothing changed then).
    fn receive(&mut self, incoming: &Incoming) -> Received {
        let id = incoming.id.clone();
        let record = incoming.record.clone();
        let game = match record.replay(Effort::Quick) {
            Ok(g) => g,
            Err(e) if e.is_undecided() => return Received::Waits(LetterPart::Link, record),
            Err(e) => return Received::Said(Err(Message::LinkRefused(LinkError::Record(e)))),
        };
        let on_board = self.session.id == id;
        let here: Option<Session> = if on_board {
            Some(self.session.clone())
        } else {
            match incoming.saved.as_deref().filter(|r| saved_id(r) == &id) {
                None => None,
                Some(Restored::Replayed(l)) => Some(Session::from_loaded(l)),
                Some(Restored::Undecided(s)) => {
                    let mut s = s.clone();
                    s.record.decisions.merge(record.decisions.clone());
                    match restore(&s) {
                        Ok(l) => Some(Session::from_loaded(&l)),
                        Err(e) if e.is_undecided() => {
                            return Received::Waits(LetterPart::Saved, s.record);
                        }
                        Err(error) => {
                            return Received::Said(Err(Message::RestoreFailed {
                                error,
                                kept: Whereabouts::Untouched,
                            }))
                        }
                    }
                }
            }
        };
        // The game on the board, when another one takes its place.
        let replaced = previous_game(&self.session, &self.library);
        let previous = if on_board { Previous::None } else { replaced };
        let Some(here) = here else {
            // A game this browser does not have: a new game under the link's id.
            let which = record.rules.game();
            let (you, moves) = self.install_letter_game(id, game, record, self.session.level);
            return Received::Said(Ok(Message::Letter {
                letter: Letter::Opened {
                    game: which,
                    you,
                    moves,
                },
                previous,
            }));
        };
        let mine = here.line();
        let theirs = &record.moves;
        let same_start = here.game().start() == game.start();
        let letter = if same_start && theirs.len() > mine.len() && theirs.starts_with(mine) {
            let new: Vec<Move> = theirs[mine.len()..].to_vec();
            let you = match here.mode {
                Mode::Correspondence { you } => you,
                _ => reader(&game),
            };
            let by = !reader(&game);
            let n = theirs.len();
            let mut next = Session::from_game(
                here.id.clone(),
                game,
                record.moves,
                n,
                Mode::Correspondence { you },
                here.level,
            );
            next.revision = here.revision + 1;
            next.base = here.base;
            let your_move = !next.over() && next.position().to_move() == you;
            self.install(next);
            Letter::Moves {
                by,
                moves: new,
                your_move,
            }
        } else if same_start && mine.starts_with(theirs) {
            let (link, kept) = (theirs.len(), mine.len());
            if !on_board {
                self.install(here);
            }
            if link == kept {
                Letter::NothingNew
            } else {
                Letter::Older { link, here: kept }
            }
        } else {
            // Not this game's line: a new game; the game here is kept as it is.
            let fresh = self.ids.make();
            self.install_letter_game(fresh, game, record, here.level);
            return Received::Said(Ok(Message::Letter {
                letter: Letter::Diverged,
                previous: replaced,
            }));
        };
        Received::Said(Ok(Message::Letter { letter, previous }))
    }

    /// Shows `session` in place of the game on the board.
    /// Shows a link's game as a new correspondence game under `id`, all its moves played,
    /// the reader the player to move after its last move; that player and the moves.
    fn install_letter_game(
        &mut self,
        id: SaveId,
        game: Game,
        record: Record,
        level: Level,
    ) -> (Player, usize) {
        let you = reader(&game);
        let moves = record.moves.len();
        self.install(Session::from_game(
            id,
            game,
            record.moves,
            moves,
            Mode::Correspondence { you },
            level,
        ));
        (you, moves)
    }

    fn install(&mut self, mut session: Session) {
        if session.id == self.session.id {
            // The same game, further on: the board stays turned as it was.
            session.turned = self.session.turned;
        }
        self.session = session;
        self.setup.follow(&self.session);
        self.screen = Screen::Play;
        self.session.live = false;
        self.showing.clear();
        self.input.clear();
        self.hint.clear();
    }
}
