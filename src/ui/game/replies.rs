//! The worker's replies ([`Reply`]): each is taken only when it answers the request that
//! was out when it came (`out`, [`State::request`]); any other is stale and changes
//! nothing.

use super::effect::Effects;
use super::notices::Message;
use super::work::{Ask, Asked, Failing, Reply, Request};
use super::{hint_allowed, State};

impl State {
    /// A reply from the worker (or the page in its place); `out`: the request the
    /// worker had before this update.
    pub(super) fn update_reply(&mut self, reply: Reply, out: Option<&Request>) -> Effects {
        if !reply.answers(out) {
            return Vec::new();
        }
        match reply {
            Reply::Computer { mv, .. } => self.turn().computer(mv),
            Reply::Hint {
                moves,
                best,
                solved,
                margins,
                ..
            } => {
                self.asked = None;
                let board = self.analysis.as_ref().map_or(&self.session, |a| &a.board);
                let allowed = hint_allowed(self.on_board(), board, &self.showing, false);
                if allowed && !self.hint.answer(board, moves, best, solved, margins) {
                    self.notices.error(Message::HintIllegal);
                }
            }
            Reply::HintFailed { .. } => {
                self.asked = None;
                self.notices.error(Message::HintFailed);
            }
            Reply::ComputerFailed { .. } => self.computer_failed(),
            Reply::Graph { id, ply, value } => {
                let next = self.serial;
                if let Some(a) = &mut self.analysis {
                    a.answer(id, ply, value, next);
                }
            }
            Reply::Decided { decisions, .. } => {
                if let Some(Asked {
                    ask: Ask::Decide(d),
                    ..
                }) = self.asked.take()
                {
                    self.decided(&d, decisions);
                }
            }
            Reply::DecideFailed { why, .. } => {
                if let Some(Asked {
                    ask: Ask::Decide(d),
                    ..
                }) = self.asked.take()
                {
                    self.notices.error(Message::DecideFailed(d.pending(), why));
                }
            }
        }
        Vec::new()
    }

    /// The computer's move failed on the board shown: the first time it is asked again
    /// (this update's new serial makes a new request: `reduce.rs`); the second time the
    /// computer stops and says so, until the reader lets it try again
    /// ([`State::retry_computer`]) or the position changes.
    fn computer_failed(&mut self) {
        let board = self.shown();
        let again = self.failing.as_ref().is_some_and(|f| f.holds(board));
        self.failing = Some(Failing::on(board, again));
        if again {
            self.notices.error(Message::ComputerFailed);
        }
    }

    /// "Let the computer try again": the computer, stopped after failing twice here, is
    /// asked once more (a failure stops it again, and says so).
    pub(super) fn retry_computer(&mut self) {
        if self.computer_stopped() {
            if let Some(f) = &mut self.failing {
                f.gave_up = false;
            }
            self.notices.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{computer_to_move, h};
    use super::super::{Action, Effect, NoticeAction, PlayAction, Reply, Request, Speed, State};
    use super::Message;

    /// The computer's request out, as a failure's reply to it.
    fn failure(s: &State) -> Reply {
        match s.request() {
            Some(Request::Computer { ply, serial }) => Reply::ComputerFailed { ply, serial },
            other => panic!("the computer's move is asked for, not {other:?}"),
        }
    }

    /// The computer's requests the last update asked for.
    fn asked(s: &State) -> Vec<Request> {
        s.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Ask(w) => Some(w.request.clone()),
                _ => None,
            })
            .filter(|r| matches!(r, Request::Computer { .. }))
            .collect()
    }

    #[test]
    fn a_failed_computer_move_is_asked_again_once_then_said_and_the_game_stays_playable() {
        let s = computer_to_move();
        let first = s.request();
        // The first failure answers the request: it is asked again at once, silently.
        let f = failure(&s);
        let s = s.reduce(f);
        assert!(s.computer_to_move() && !s.computer_stopped());
        assert!(s.notices.notice.is_none());
        assert_eq!(asked(&s).len(), 1, "asked again: {:?}", s.effects);
        assert_ne!(s.request(), first, "a new request");
        // The second: the computer stops, says so in words, and asks nothing more.
        let f = failure(&s);
        let s = s.reduce(f);
        assert!(s.computer_stopped() && !s.computer_to_move());
        assert_eq!(s.request(), None, "no request left out");
        assert!(asked(&s).is_empty());
        assert!(s.effects.iter().any(|e| matches!(e, Effect::Cancel(_))));
        let n = s.notices.notice.clone().expect("said");
        assert!(n.error && n.message == Message::ComputerFailed);
        assert!(n.message.text(s.lang()).contains("could not choose a move"));
        assert!(
            s.status().contains("could not choose a move"),
            "{}",
            s.status()
        );
        assert!(!s.board_view().thinking);
        // Nothing else asks it again (a message closed, a tick).
        let s = s.reduce(NoticeAction::Dismiss);
        assert!(s.computer_stopped() && s.request().is_none());
        // "Let the computer try again": asked once more, the message gone.
        let s = s.reduce(PlayAction::RetryComputer);
        assert!(s.computer_to_move() && s.notices.notice.is_none());
        assert_eq!(asked(&s).len(), 1);
        assert!(s.status().contains("thinking"), "{}", s.status());
        // A failure then stops it again at once, and says so.
        let f = failure(&s);
        let s = s.reduce(f);
        assert!(s.computer_stopped());
        assert!(s.notices.notice.is_some());
        // Taking the move back leaves the failure behind: the person's turn, and their
        // next move is answered as usual.
        let s = s.reduce(PlayAction::Undo);
        assert!(!s.computer_stopped() && !s.computer_to_move());
        assert_eq!(s.session.ply(), 0);
        let s = s.reduce(PlayAction::Hole(h("b1")));
        assert!(s.computer_to_move() && !s.computer_stopped());
        assert_eq!(asked(&s).len(), 1);
        let mv = s.position().legal_moves()[0];
        let Some(Request::Computer { ply, serial }) = s.request() else {
            panic!("asked");
        };
        let s = s.reduce(Reply::Computer { ply, serial, mv });
        assert_eq!(s.session.ply(), 2, "the computer's move is played");
    }

    #[test]
    fn a_computer_failure_answers_only_its_own_request() {
        let s = computer_to_move();
        let Reply::ComputerFailed { ply, serial } = failure(&s) else {
            unreachable!()
        };
        let out = s.request();
        assert!(Reply::ComputerFailed { ply, serial }.answers(out.as_ref()));
        assert!(!Reply::ComputerFailed {
            ply,
            serial: serial + 1
        }
        .answers(out.as_ref()));
        assert!(!Reply::ComputerFailed { ply, serial }.answers(Some(&Request::Hint { id: serial })));
        assert!(!Reply::HintFailed { id: serial }.answers(out.as_ref()));
        // A stale failure (another request) changes nothing: not even counted.
        let s = s.reduce(Reply::ComputerFailed {
            ply,
            serial: serial + 7,
        });
        assert!(s.failing.is_none() && s.notices.notice.is_none());
        // "Try again" when the computer has not stopped does nothing.
        let again = s.clone().reduce(PlayAction::RetryComputer);
        assert_eq!(again.failing, s.failing);
        assert!(again.computer_to_move());
    }

    #[test]
    fn the_failures_are_said_in_the_reader_s_language() {
        use crate::ui::i18n::Lang;
        for lang in [Lang::Fr, Lang::Fa] {
            let said = Message::LanguageUnavailable(Lang::Tr).text(lang);
            assert!(said.contains("Türkçe"), "{said}");
            assert!(!said.contains("could not be loaded"), "{lang:?}: {said}");
            for m in [Message::ComputerFailed, Message::WorkerStopped] {
                let text = m.text(lang);
                assert!(!text.contains("The computer"), "{lang:?}: {text}");
            }
        }
        let said = Message::LanguageUnavailable(Lang::Fa).text(Lang::En);
        assert!(said.starts_with("فارسی could not be loaded"), "{said}");
    }

    #[test]
    fn a_notice_said_also_comes_after_the_one_shown() {
        let said = |m: Message| super::super::Notice::error(m);
        let s = State::two_players(Speed::Instant)
            .reduce(NoticeAction::Also(said(Message::HintFailed)))
            .reduce(Action::Notice(NoticeAction::Also(said(
                Message::WorkerStopped,
            ))));
        assert_eq!(
            s.notices.notice.map(|n| n.message),
            Some(Message::Several(vec![
                Message::HintFailed,
                Message::WorkerStopped
            ]))
        );
    }
}
