//! What a record from elsewhere says of long sowings: *claims*, not decisions.
//!
//! A share link's `d=`, a "your move" link's and an imported record's decided sowings
//! were written by whoever made them, and the page's quick pass takes what it is given as
//! decided: a false one would make a legal move illegal, or end a sowing on a board of
//! its own making. So a record opened from elsewhere is replayed without them
//! ([`Claims::take`]). When its replay needs a long sowing decided, the worker decides it
//! exactly from the record without them, as it would with none; each claim about a
//! sowing the worker decided is then compared with its verdict ([`Claims::check`]): a
//! false one is said (`Message::ClaimDropped`) and dropped. The game keeps the worker's
//! verdicts only, and so do its save and the links it makes; a claim about a sowing the
//! game never needed is not used. What this browser decided itself (the game on the
//! board, its saves) is trusted as it is. An embedded figure never decides, and shows
//! what its author's record says (`ui::figure::config`).

use crate::engine::{Decisions, Record};

/// The decided sowings a record from elsewhere carried, not yet checked, and whether
/// the worker found one of them false.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Claims {
    unchecked: Decisions,
    refuted: bool,
}

impl Claims {
    /// Takes the decided sowings out of `record`, as claims.
    pub fn take(record: &mut Record) -> Claims {
        Claims {
            unchecked: std::mem::take(&mut record.decisions),
            refuted: false,
        }
    }

    /// Compares the claims with `truth`, what the worker decided: a claim it decides
    /// otherwise is false. Every claim about a sowing it decided is then dropped (the
    /// game goes by the worker's verdict).
    pub fn check(&mut self, truth: &Decisions) {
        self.refuted |= self.unchecked.contradicted_by(truth) > 0;
        self.unchecked.forget(truth);
    }

    /// Whether the worker found a claim false.
    pub fn refuted(&self) -> bool {
        self.refuted
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::testing::{game, h, quick_long, started, worker_answer};
    use super::super::{LibraryAction, Message, Pending, PlayAction, Speed, State};
    use crate::engine::{Decisions, Effort, Record, MAX_HOLES};
    use crate::ui::game::share;
    use crate::ui::i18n::Lang;

    /// The fixture's record with its undecided move played as move 13, and what the
    /// worker decides of that move's sowing (it never ends).
    fn needing_a_decision() -> (Record, Decisions) {
        let f = quick_long();
        let mut game = f.record.replay(Effort::Exact).expect("replays");
        game.play(&f.mv, Effort::Exact).expect_err("endless");
        let truth = game.decisions().clone();
        assert_eq!(truth.len(), 1);
        let mut record = f.record.clone();
        record.moves.push(f.mv);
        (record, truth)
    }

    /// A false claim about the sowing `truth` decided: that it ends after 5,000 laps,
    /// its last lap starting from a board where all the warriors but one are in South's
    /// prison. Every warrior is counted and a lap from there ends, so the quick pass's own
    /// checks of a kept end let it through.
    fn false_claim(truth: &Decisions) -> Decisions {
        let key = truth.to_json()[0]["key"].clone();
        let mut pits = vec![0u8; MAX_HOLES];
        pits[0] = 1;
        Decisions::from_json(&json!([{
            "key": key, "laps": 5000, "from": 0, "pits": pits, "nki": 0, "captured": [59, 0]
        }]))
        .expect("reads")
    }

    /// What `s` says, in `lang`.
    fn said(s: &State, lang: Lang) -> String {
        s.notices
            .notice
            .as_ref()
            .map(|n| n.message.text(lang))
            .unwrap_or_default()
    }

    /// A game of Katro after one move: what is on the board before a link is opened.
    fn before() -> State {
        started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")))
    }

    #[test]
    fn a_link_s_false_claim_is_checked_in_the_worker_said_and_dropped() {
        let (record, truth) = needing_a_decision();
        let s = before();
        let mut crafted = record.clone();
        crafted.decisions = false_claim(&truth);
        let link = format!("#{}", share::fragment(&crafted));
        assert!(link.contains("&d="), "{link}");
        for (opening, import) in [
            (s.clone().reduce(LibraryAction::OpenLink(link)), false),
            (
                s.clone().reduce(LibraryAction::Import(crafted.to_string())),
                true,
            ),
        ] {
            // Nothing is taken as decided: the worker is asked, without the claim.
            let d = opening
                .deciding()
                .expect("the worker decides what the link claims");
            assert!(d.record.decisions.is_empty(), "{:?}", d.record.decisions);
            assert_eq!(d.record.moves, record.moves);
            let pending = if import {
                Pending::Import
            } else {
                Pending::Link
            };
            assert_eq!(d.pending(), pending);
            assert_eq!(
                opening.position(),
                s.position(),
                "nothing changes until then"
            );
            // The worker's verdict is the one used (the sowing never ends: the link's
            // move 13 cannot be played), and the false claim is said and dropped.
            let done = opening.clone().reduce(worker_answer(&opening));
            assert!(done.deciding().is_none());
            assert_eq!(done.position(), s.position());
            let en = said(&done, Lang::En);
            assert!(
                en.contains("move 13 (j1/4)") && en.contains("never end"),
                "{en}"
            );
            assert!(en.contains("A false claim was dropped"), "{en}");
            assert!(done.notices.notice.as_ref().is_some_and(|n| n.error));
            let fr = said(&done, Lang::Fr);
            assert!(!fr.contains("false claim"), "said in French: {fr}");
            if import {
                assert_eq!(done.notices.import, done.notices.notice, "beside the box");
            }
        }
    }

    #[test]
    fn a_link_s_true_claim_is_checked_too_and_nothing_more_is_said() {
        let (record, truth) = needing_a_decision();
        let s = before();
        let mut claimed = record.clone();
        claimed.decisions = truth.clone();
        let link = format!("#{}", share::fragment(&claimed));
        let opening = s.clone().reduce(LibraryAction::OpenLink(link));
        let d = opening.deciding().expect("a claim is not a decision");
        assert!(d.record.decisions.is_empty(), "{:?}", d.record.decisions);
        let done = opening.clone().reduce(worker_answer(&opening));
        let en = said(&done, Lang::En);
        assert!(en.contains("move 13 (j1/4)"), "{en}");
        assert!(!en.contains("false claim"), "{en}");
        assert_eq!(done.position(), s.position());
        assert!(matches!(
            done.notices.notice.map(|n| n.message),
            Some(Message::LinkRefused(_))
        ));
    }

    #[test]
    fn a_your_move_link_s_false_claim_is_checked_said_and_dropped() {
        let (record, truth) = needing_a_decision();
        let s = before();
        let mut crafted = record.clone();
        crafted.decisions = false_claim(&truth);
        let link = format!("#{}", share::letter_fragment(&crafted, "corr-9"));
        for opening in [
            s.clone().reduce(LibraryAction::OpenLetter {
                fragment: link.clone(),
                saved: None,
            }),
            s.clone().reduce(LibraryAction::OpenLink(link.clone())),
        ] {
            let d = opening
                .deciding()
                .expect("the worker decides what the link claims");
            assert_eq!(d.pending(), Pending::Link);
            assert!(d.record.decisions.is_empty(), "{:?}", d.record.decisions);
            assert_eq!(d.record.moves, record.moves);
            let done = opening.clone().reduce(worker_answer(&opening));
            assert!(done.deciding().is_none());
            assert_eq!(done.position(), s.position());
            assert_ne!(done.session.id.as_str(), "corr-9", "not opened");
            let en = said(&done, Lang::En);
            assert!(en.contains("move 13 (j1/4)"), "{en}");
            assert!(en.contains("A false claim was dropped"), "{en}");
        }
    }

    #[test]
    fn a_claim_the_game_never_needed_is_not_used_and_the_worker_s_verdict_travels_on() {
        let f = quick_long();
        let (_, truth) = needing_a_decision();
        let mut crafted = f.record.clone();
        crafted.decisions = false_claim(&truth);
        let link = format!("#{}", share::fragment(&crafted));
        // Its moves replay quickly: opened at once, the claim left out.
        let opened = before().reduce(LibraryAction::OpenLink(link));
        assert!(opened.deciding().is_none());
        assert_eq!(opened.session.ply(), 12);
        assert!(
            opened.session.game().decisions().is_empty(),
            "a claim is not taken on trust"
        );
        assert!(!said(&opened, Lang::En).contains("claim"));
        // The move it was about is decided here, in the worker: it never ends.
        let playing = opened.reduce(PlayAction::Play(f.mv));
        assert!(playing.deciding().is_some());
        let done = playing.clone().reduce(worker_answer(&playing));
        assert_eq!(done.session.ply(), 12, "refused");
        assert_eq!(done.session.game().decisions(), &truth);
        // The save and the next link carry the worker's verdict.
        assert_eq!(done.session.line_record().decisions, truth);
    }
}
