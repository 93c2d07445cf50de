//! The worker's replies ([`Reply`]): each is taken only when it answers the request that
//! was out when it came (`out`, [`State::request`]); any other is stale and changes
//! nothing.

use super::notices::Message;
use super::work::{Ask, Asked, Effects, Reply, Request};
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
}
