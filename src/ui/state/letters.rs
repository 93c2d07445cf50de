//! Correspondence games: two people on two devices, no server. Each move on this device
//! makes a "your move" link (the share link of the game and its id, see
//! [`super::super::share::letter_fragment`]) that the player sends however they like;
//! the other's moves come back the same way.
//!
//! Opening such a link never silently replaces a game:
//!
//! * when this browser has the game (on the board, or saved under the link's id) and the
//!   link's moves continue it, the game goes on with them, under the same id, and the
//!   message names the moves that arrived;
//! * a link that brings nothing new, or is older than the game here, changes nothing;
//! * a link that does not follow the game here (its moves differ: a move taken back
//!   after a link was sent) opens as a new game, and the game here is kept;
//! * a link of a game this browser does not have opens as a new game under the link's
//!   id, played here by the side whose move it is (who did not make the last move).
//!
//! In every case the game that was on the board, when it is another, stays under
//! "Recent games" (the message says so).

use std::rc::Rc;

use super::super::share::{self, LinkError};
use super::deciding::{DecideFailure, Deciding, Pending};
use super::notices::{Kept, Message, Previous};
use super::save::{restore, Restored};
use super::session::{Mode, SaveId, Session};
use super::{previous_game, Screen, State};
use crate::engine::{Effort, FormatError, Game, GameId, Move, Player, Record, RecordError};

/// What came of opening a "your move" link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Letter {
    /// The link's moves continue the game here: these moves arrived.
    Moves {
        /// Who played them (the last of them, when the mover played again).
        by: Player,
        /// The moves.
        moves: Vec<Move>,
        /// Whether it is now this side's move.
        your_move: bool,
    },
    /// The link brings no move this game does not have.
    NothingNew,
    /// The link is older than the game here (it has fewer moves).
    Older {
        /// The link's moves.
        link: usize,
        /// The game's.
        here: usize,
    },
    /// The link does not follow the game here: opened as a new game.
    Diverged,
    /// A game this browser did not have, opened: this side plays `you`.
    Opened {
        /// The game.
        game: GameId,
        /// The side played here.
        you: Player,
        /// Its moves.
        moves: usize,
    },
}

/// Which record of a "your move" link being opened needed a long sowing decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LetterPart {
    /// The link's own record.
    Link,
    /// The game saved under the link's id in this browser.
    Saved,
}

/// A "your move" link read, waiting for a long sowing to be decided in the worker (like
/// any link, it is replayed with the engine's quick pass only).
#[derive(Clone, Debug, PartialEq)]
pub struct Incoming {
    /// The correspondence game's id.
    pub id: SaveId,
    /// The link's record.
    pub record: Record,
    /// The game saved under the id in this browser, if any (read by the caller).
    pub saved: Option<Rc<Restored>>,
    /// The part the worker decided last: when it still cannot be replayed quickly, the
    /// worker's answer did not settle it.
    pub decided: Option<LetterPart>,
}

impl Incoming {
    /// Takes the long sowings in `d` as decided, in the link's record and the saved game.
    pub fn learn(&mut self, d: &crate::engine::Decisions, part: LetterPart) {
        self.record.decisions.merge(d.clone());
        if let Some(Restored::Undecided(s)) = self.saved.as_deref() {
            let mut s = s.clone();
            s.record.decisions.merge(d.clone());
            self.saved = Some(Rc::new(Restored::Undecided(s)));
        }
        self.decided = Some(part);
    }
}

/// What came of reading a "your move" link.
enum Received {
    /// Done (or refused): what to say.
    Said(Result<Message, Message>),
    /// A record must be decided first.
    Waits(LetterPart, Record),
}

/// The side a link's reader plays: the one who did not make its last move (the side to
/// move in a link of no move).
fn reader(game: &Game) -> Player {
    let n = game.moves().len();
    match n.checked_sub(1) {
        Some(last) => !game.positions()[last].to_move(),
        None => game.current().to_move(),
    }
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
            Ok((id, record)) => self.receive_letter(Incoming {
                id,
                record,
                saved,
                decided: None,
            }),
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
                self.deciding = Some(Rc::new(d));
                self.notices.clear();
            }
        }
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
                Some(Restored::Loaded(l)) => Some(Session::from_loaded(l)),
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
                                kept: Kept::Untouched,
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
            let you = reader(&game);
            let moves = record.moves.len();
            let which = record.rules.game();
            self.install(Session::from_game(
                id,
                game,
                record.moves,
                moves,
                Mode::Correspondence { you },
                self.session.level,
            ));
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
            let you = reader(&game);
            let moves = record.moves.len();
            let fresh = self.ids.make();
            self.install(Session::from_game(
                fresh,
                game,
                record.moves,
                moves,
                Mode::Correspondence { you },
                here.level,
            ));
            return Received::Said(Ok(Message::Letter {
                letter: Letter::Diverged,
                previous: replaced,
            }));
        };
        Received::Said(Ok(Message::Letter { letter, previous }))
    }

    /// Shows `session` in place of the game on the board.
    fn install(&mut self, session: Session) {
        self.session = session;
        self.setup.follow(&self.session);
        self.screen = Screen::Play;
        self.session.live = false;
        self.showing.clear();
        self.input.clear();
        self.hint.clear();
    }
}

/// The id of a saved game, restored or not.
fn saved_id(r: &Restored) -> &SaveId {
    match r {
        Restored::Loaded(l) => &l.id,
        Restored::Undecided(s) => &s.id,
    }
}

/// A "your move" link of `game` under `id`, for the tests.
#[cfg(test)]
pub(crate) fn letter_of(game: &Game, id: &SaveId) -> String {
    share::letter_fragment(&game.record(), id.as_str())
}

#[cfg(test)]
mod tests {
    use super::super::testing::h;
    use super::super::{Action, Speed};
    use super::*;
    use crate::engine::Rules;
    use std::rc::Rc;

    fn game_of(moves: &[&str]) -> Game {
        let mut g = Game::from_rules(Rules::default_for(GameId::Hoyito3));
        for m in moves {
            g.play(&m.parse().expect("a move"), Effort::Exact)
                .expect("legal");
        }
        g
    }

    fn text(s: &State) -> String {
        s.notices
            .notice
            .as_ref()
            .map(|n| n.message.text(s.prefs.lang))
            .unwrap_or_default()
    }

    #[test]
    fn a_correspondence_game_goes_back_and_forth_by_links() {
        // South starts a correspondence game and plays c1: a link to send.
        let s = State::new(Speed::Instant)
            .reduce(Action::SetMode(Mode::Correspondence { you: Player::South }))
            .reduce(Action::Start);
        assert_eq!(s.letter_to_send(), None, "nothing to send before a move");
        let s = s.reduce(Action::Hole(h("c1")));
        let link = s.letter_to_send().expect("a link to send");
        assert!(link.contains(&format!("corr={}", s.session.id)), "{link}");
        // North's move cannot be played here.
        let refused = s.clone().reduce(Action::Hole(h("f2")));
        assert_eq!(refused.session.ply(), 1);
        assert_eq!(
            refused.notices.notice.map(|n| n.message),
            Some(Message::TheirMove(Player::North))
        );
        assert!(!s.can_hint() && !s.board_view().interactive);

        // North, in another browser, opens it: a new game under the same id, as North.
        let north = State::with_ids(Speed::Instant, super::super::IdSource::new("n")).reduce(
            Action::OpenLetter {
                fragment: format!("#{link}"),
                saved: None,
            },
        );
        assert_eq!(north.session.id, s.session.id);
        assert_eq!(
            north.session.mode,
            Mode::Correspondence { you: Player::North }
        );
        assert_eq!(north.position(), s.position());
        assert!(text(&north).contains("you play North"), "{}", text(&north));
        // d2 passes the turn back to South (f2 would earn North another move).
        let north = north.reduce(Action::Hole(h("d2")));
        let reply = north.letter_to_send().expect("North's link");

        // South opens North's reply: the same game goes on, f2 arrived.
        let back = s.clone().reduce(Action::OpenLetter {
            fragment: reply.clone(),
            saved: None,
        });
        assert_eq!(back.session.id, s.session.id, "the same game");
        assert_eq!(back.session.ply(), 2);
        assert!(back.session.revision > s.session.revision, "to be saved");
        assert_eq!(text(&back), "North played d2. Your move.");
        assert_eq!(back.letter_to_send(), None, "South's move now");
        // The same link again, or South's own older one: nothing changes.
        let again = back.clone().reduce(Action::OpenLetter {
            fragment: reply.clone(),
            saved: None,
        });
        assert_eq!(again.session.revision, back.session.revision);
        assert!(text(&again).contains("nothing new"), "{}", text(&again));
        let older = back.clone().reduce(Action::OpenLetter {
            fragment: link.clone(),
            saved: None,
        });
        assert_eq!(older.session.ply(), 2);
        assert!(text(&older).contains("older"), "{}", text(&older));

        // A link that does not follow the game here opens as a new game; this one is kept.
        let other = letter_of(&game_of(&["a1"]), &s.session.id);
        let diverged = back.clone().reduce(Action::OpenLetter {
            fragment: other,
            saved: None,
        });
        assert_ne!(diverged.session.id, back.session.id);
        assert!(
            text(&diverged).contains("does not follow"),
            "{}",
            text(&diverged)
        );

        // Saved elsewhere in this browser (not on the board): continued from the save.
        let loaded = super::super::save::open(&super::super::save::save_text(&s.session, 0.0), 0.0)
            .expect("restores");
        // (Another page: its own ids.)
        let elsewhere = State::with_ids(Speed::Instant, super::super::IdSource::new("other"))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        let went_on = elsewhere.reduce(Action::OpenLetter {
            fragment: reply,
            saved: Some(Rc::new(Restored::Loaded(loaded))),
        });
        assert_eq!(went_on.session.id, s.session.id);
        assert_eq!(went_on.session.ply(), 2);
        assert_eq!(
            went_on.session.base, s.session.revision,
            "written over the save"
        );

        // Broken links change nothing and say why.
        for bad in [
            "#game=hoyito-3&moves=c1&corr=a%20b",
            "#game=hoyito-3&moves=q9&corr=x-1",
            "#corr=x-1",
        ] {
            let t = back.clone().reduce(Action::OpenLetter {
                fragment: bad.into(),
                saved: None,
            });
            assert_eq!(t.session.id, back.session.id, "{bad}");
            assert!(t.notices.notice.as_ref().is_some_and(|n| n.error), "{bad}");
        }
    }
}
