//! Correspondence games: two people on two devices, no server. Each move on this device
//! makes a "your move" link (the share link of the game and its id, see
//! [`crate::ui::game::share::letter_fragment`]) that the player sends however they like;
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

use super::claims::Claims;
pub use super::notices::Letter;
use super::save::Restored;
use super::session::SaveId;
use crate::engine::{Game, Player, Record};
#[cfg(test)]
use crate::ui::game::share;

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
    /// The link's record, without the decided sowings it carried (with those this
    /// browser decided).
    pub record: Record,
    /// What the link said of long sowings, checked against the worker's verdicts.
    pub claims: Claims,
    /// The game saved under the id in this browser, if any (read by the caller).
    pub saved: Option<Rc<Restored>>,
    /// The part the worker decided last: when it still cannot be replayed quickly, the
    /// worker's answer did not settle it.
    pub decided: Option<LetterPart>,
}

impl Incoming {
    /// Takes the long sowings in `d`, the worker's, as decided, in the link's record and
    /// the saved game; the link's claims are checked against them.
    pub fn learn(&mut self, d: &crate::engine::Decisions, part: LetterPart) {
        self.claims.check(d);
        self.record.decisions.merge(d.clone());
        if let Some(Restored::Undecided(s)) = self.saved.as_deref() {
            let mut s = s.clone();
            s.record.decisions.merge(d.clone());
            self.saved = Some(Rc::new(Restored::Undecided(s)));
        }
        self.decided = Some(part);
    }
}

/// The side a link's reader plays: the one who did not make its last move (the side to
/// move in a link of no move).
pub(super) fn reader(game: &Game) -> Player {
    let n = game.moves().len();
    match n.checked_sub(1) {
        Some(last) => !game.positions()[last].to_move(),
        None => game.current().to_move(),
    }
}

/// The id of a saved game, restored or not.
pub(super) fn saved_id(r: &Restored) -> &SaveId {
    match r {
        Restored::Replayed(l) => &l.id,
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
    use super::super::{Message, Mode, Speed, State};
    use super::*;
    use crate::engine::{Effort, Rules};
    use crate::ui::game::{LibraryAction, PlayAction, SetupAction};
    use std::rc::Rc;

    fn game_of(moves: &[&str]) -> Game {
        let mut g = Game::from_rules(Rules::default_for(super::super::testing::game("hoyito-3")));
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
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::SetMode(Mode::Correspondence {
                you: Player::South,
            }))
            .reduce(SetupAction::Start);
        assert_eq!(s.letter_to_send(), None, "nothing to send before a move");
        let s = s.reduce(PlayAction::Hole(h("c1")));
        let link = s.letter_to_send().expect("a link to send");
        assert!(link.contains(&format!("corr={}", s.session.id)), "{link}");
        // North's move cannot be played here.
        let refused = s.clone().reduce(PlayAction::Hole(h("f2")));
        assert_eq!(refused.session.ply(), 1);
        assert_eq!(
            refused.notices.notice.map(|n| n.message),
            Some(Message::TheirMove(Player::North))
        );
        assert!(!s.can_hint() && !s.board_view().interactive);

        // North, in another browser, opens it: a new game under the same id, as North.
        let north = State::with_ids(Speed::Instant, super::super::IdSource::new("n")).reduce(
            LibraryAction::OpenLetter {
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
        let north = north.reduce(PlayAction::Hole(h("d2")));
        let reply = north.letter_to_send().expect("North's link");

        // South opens North's reply: the same game goes on, f2 arrived.
        let back = s.clone().reduce(LibraryAction::OpenLetter {
            fragment: reply.clone(),
            saved: None,
        });
        assert_eq!(back.session.id, s.session.id, "the same game");
        assert_eq!(back.session.ply(), 2);
        assert!(back.session.revision > s.session.revision, "to be saved");
        assert_eq!(text(&back), "North played d2. Your move.");
        assert_eq!(back.letter_to_send(), None, "South's move now");
        // The same link again, or South's own older one: nothing changes.
        let again = back.clone().reduce(LibraryAction::OpenLetter {
            fragment: reply.clone(),
            saved: None,
        });
        assert_eq!(again.session.revision, back.session.revision);
        assert!(text(&again).contains("nothing new"), "{}", text(&again));
        let older = back.clone().reduce(LibraryAction::OpenLetter {
            fragment: link.clone(),
            saved: None,
        });
        assert_eq!(older.session.ply(), 2);
        assert!(text(&older).contains("older"), "{}", text(&older));

        // A link that does not follow the game here opens as a new game; this one is kept.
        let other = letter_of(&game_of(&["a1"]), &s.session.id);
        let diverged = back.clone().reduce(LibraryAction::OpenLetter {
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
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("a1")));
        let went_on = elsewhere.reduce(LibraryAction::OpenLetter {
            fragment: reply,
            saved: Some(Rc::new(Restored::Replayed(loaded))),
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
            let t = back.clone().reduce(LibraryAction::OpenLetter {
                fragment: bad.into(),
                saved: None,
            });
            assert_eq!(t.session.id, back.session.id, "{bad}");
            assert!(t.notices.notice.as_ref().is_some_and(|n| n.error), "{bad}");
        }
    }
}
