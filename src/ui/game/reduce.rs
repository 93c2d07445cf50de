//! The reducer: it routes each action to its part, and collects the part's effects with
//! the worker's change of request ([`State::request`]) and what the hooks keep of the
//! state outside it (the game's save, the tab's record, the board's focus: `Mirror`). It patches nothing after a part:
//! what belongs together is kept together by construction (see the module's doc).

use super::effect::{Effect, Effects, Write};
use super::notices::Notice;
use super::opening::LibraryAction;
use super::route::{Route, RouteAction};
use super::session::SaveId;
use super::setup::SetupAction;
use super::work::Request;
use super::{Action, Screen, State};

impl State {
    /// Applies `action`; its effects are in [`State::effects`].
    pub fn reduce(mut self, action: impl Into<Action>) -> State {
        self.effects = self.update(action.into()).into();
        self
    }

    /// Applies `action` and returns what the hooks must do.
    pub fn update(&mut self, action: Action) -> Effects {
        if let Action::Route(RouteAction::Arrived { aside, screen }) = &action {
            // The address says where the reader already is (popstate and hashchange may
            // both come for one move of the browser): nothing changes.
            if *aside == self.aside && screen.is_none_or(|s| s == self.screen) {
                return Vec::new();
            }
        }
        let out = self.request();
        let before = Mirror::of(self);
        if !matches!(action, Action::Library(ref l) if l.is_bookkeeping()) {
            // Counts changes: a request names the serial it was made at.
            self.serial += 1;
        }
        // The browser has moved already: the address is not written again.
        let arrived = matches!(action, Action::Route(RouteAction::Arrived { .. }));
        if leaves_aside(&action) {
            self.aside = None;
        }
        let mut effects = match action {
            Action::Setup(a) => self.update_setup(a),
            Action::Show(a) => self
                .showing
                .update(a, &mut self.prefs)
                .map(Effect::Keep)
                .into_iter()
                .collect(),
            Action::Prefs(a) => self.prefs.update(a).map(Effect::Keep).into_iter().collect(),
            Action::Play(a) => self.update_play(a),
            Action::Draft(a) => self.turn().draft(a),
            Action::Analysis(a) => self.update_analysis(a),
            Action::Library(a) => self.update_library(a),
            Action::Notice(a) => {
                self.notices.update(a);
                Vec::new()
            }
            Action::Reply(r) => self.update_reply(r, out.as_ref()),
            Action::Route(a) => self.update_route(a),
        };
        let sounds = self.showing.take_sounds();
        if !sounds.is_empty() {
            effects.push(Effect::Sounds(sounds));
        }
        effects.extend(self.worker_effects(out));
        let cleared = effects.iter().any(|e| matches!(e, Effect::ClearAddress));
        effects.extend(before.changes(self, arrived, cleared));
        effects
    }

    /// The worker's change of request: the one out is cancelled, the new one asked.
    fn worker_effects(&self, out: Option<Request>) -> Effects {
        let now = self.request();
        if now == out {
            return Vec::new();
        }
        let cancel = out.map(Effect::Cancel);
        cancel
            .into_iter()
            .chain(now.map(|r| Effect::Ask(self.work(r))))
            .collect()
    }

    /// What the first state asks of the hooks before any update: the worker's request,
    /// the game saved (when it has a revision not saved yet), the tab's record, the start
    /// screen's lists when they are shown.
    pub fn first_effects(&self) -> Effects {
        let ask = self.request().map(|r| Effect::Ask(self.work(r)));
        let lists = (self.screen == Screen::Start).then_some(Effect::RefreshLibrary);
        let kept = [
            Effect::Save(self.session.clone()),
            Effect::Tab(self.session.id.clone(), self.screen),
        ];
        ask.into_iter().chain(lists).chain(kept).collect()
    }

    /// Shows `notice` after the one already shown, if any (both are said).
    pub fn add_notice(&mut self, notice: Notice) {
        self.notices.notice = Some(match self.notices.notice.take() {
            Some(before) => before.and(notice),
            None => notice,
        });
    }
}

/// Whether an action goes back to the game's own screens, leaving any screen over the game
/// (the start screen's Play, New game and Resume; a link opened).
fn leaves_aside(action: &Action) -> bool {
    matches!(
        action,
        Action::Setup(SetupAction::Start | SetupAction::ShowStart | SetupAction::Resume)
            | Action::Library(LibraryAction::OpenLink(_) | LibraryAction::OpenLetter { .. })
    )
}

/// What the hooks keep of the state outside it, as it was before an update: an update
/// that changes it asks for it to be kept again (one place, as the worker's request).
struct Mirror {
    /// The game's save: its id and revision (every change a save sees bumps the revision).
    save: (SaveId, u64),
    /// The screen shown (the tab's record; the board's focus when it comes from the start
    /// screen).
    screen: Screen,
    /// Where the reader is (the address).
    route: Route,
}

impl Mirror {
    fn of(state: &State) -> Mirror {
        Mirror {
            save: (state.session.id.clone(), state.session.revision),
            screen: state.screen,
            route: state.route(),
        }
    }

    /// The effects of the change from `self` to `state`: the game saved when its save
    /// changed, the tab's record kept when its game or screen did, the board focused when
    /// it comes from the start screen, and the route written in the address when it
    /// changed (not when the address brought it, `arrived`; in place of the link's entry
    /// when a link was opened, `cleared`).
    fn changes(self, state: &State, arrived: bool, cleared: bool) -> Effects {
        let s = &state.session;
        let saved = self.save.0 != s.id || self.save.1 != s.revision;
        let tab = self.save.0 != s.id || self.screen != state.screen;
        let route = state.route();
        let shown =
            self.screen == Screen::Start && state.screen == Screen::Play && route == Route::Play;
        let save = saved.then(|| Effect::Save(s.clone()));
        let tab = tab.then(|| Effect::Tab(s.id.clone(), state.screen));
        let focus = shown.then_some(Effect::FocusBoard);
        let write = if cleared { Write::Replace } else { Write::Push };
        let address = (route != self.route && !arrived).then(|| {
            let (fragment, screen) = route.address(state.screen);
            Effect::Route {
                fragment,
                screen,
                write,
            }
        });
        save.into_iter()
            .chain(tab)
            .chain(focus)
            .chain(address)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{computer_to_move, game, h, started, worker_answer};
    use super::super::{Choosing, Speed, State};
    use super::*;
    use crate::ai::Level;
    use crate::engine::Move;
    use crate::engine::{Phase, Player};
    use crate::ui::game::{
        AnalysisAction, DraftAction, LibraryAction, NoticeAction, PlayAction, PrefsAction, Reply,
        SetupAction, ShowAction,
    };
    use crate::ui::game::{Message, Mode, Screen};
    use crate::ui::i18n::Lang;
    use serde_json::json;
    use std::rc::Rc;

    /// An option's choice, as the start screen's controls send it.
    fn choice(key: &'static str, choice: crate::engine::Choice) -> crate::engine::OptionChoice {
        crate::engine::OptionChoice { key, choice }
    }

    fn greedy(p: &crate::engine::Position, seed: u64) -> Move {
        crate::ai::Think::new(p)
            .level(Level::Greedy)
            .seed(seed)
            .choose()
            .expect("a move")
            .mv
    }

    #[test]
    fn a_click_plays_and_the_board_equals_the_engine() {
        let s = started(game("hoyito-3"), Speed::Instant).reduce(PlayAction::Hole(h("c1")));
        assert_eq!(s.session.ply(), 1);
        let v = s.board_view();
        let want: Vec<u32> = s.position().pits().iter().map(|&n| u32::from(n)).collect();
        assert_eq!(v.counts, want);
        assert!(s.notices.notice.is_none());
    }

    #[test]
    fn illegal_clicks_are_explained() {
        let s = started(game("hoyito-3"), Speed::Instant).reduce(PlayAction::Hole(h("c2")));
        assert_eq!(s.session.ply(), 0);
        let n = s.notices.notice.expect("a message");
        let text = n.message.text(s.prefs.lang);
        assert!(
            n.error && text.contains("c2 is not one of South's holes"),
            "{text}"
        );
    }

    #[test]
    fn animation_ticks_to_the_engine_position() {
        let mut s = started(game("rio-kadalis"), Speed::Normal).reduce(PlayAction::Hole(h("a1")));
        assert!(s.animating());
        assert!(s.board_view().animating);
        let mut guard = 0;
        while s.animating() && guard < 10_000 {
            s = s.reduce(ShowAction::Tick);
            guard += 1;
        }
        let want: Vec<u32> = s.position().pits().iter().map(|&n| u32::from(n)).collect();
        assert_eq!(s.board_view().counts, want);
        assert!(!s.callouts().is_empty());
    }

    #[test]
    fn undo_redo_and_jump_follow_the_main_line() {
        let mut s = started(game("hoyito-3"), Speed::Instant);
        for _ in 0..4 {
            let mv = s.position().legal_moves()[0];
            s = s.reduce(PlayAction::Play(mv));
        }
        let line = s.session.line().to_vec();
        let end = s.position().clone();
        s = s.reduce(PlayAction::Undo).reduce(PlayAction::Undo);
        assert_eq!(s.session.ply(), 2);
        assert_eq!(s.session.line(), line);
        s = s.reduce(PlayAction::Redo).reduce(PlayAction::Redo);
        assert_eq!(s.position(), &end);
        s = s.reduce(PlayAction::Jump(1));
        assert_eq!(s.session.game().moves(), &line[..1]);
        s = s.reduce(PlayAction::Jump(4));
        assert_eq!(s.position(), &end);
        // A different move after a jump back cuts the line there.
        s = s.reduce(PlayAction::Jump(0));
        let other = s.position().legal_moves()[1];
        s = s.reduce(PlayAction::Play(other));
        assert_eq!(s.session.line(), [other]);
    }

    #[test]
    fn kiothi_redistribution_lift_choice_and_nki() {
        let mut s = started(game("kiothi"), Speed::Instant);
        assert_eq!(s.board_view().phase, Phase::Redistribute);
        // A hole not South's cannot be emptied.
        s = s.reduce(PlayAction::Hole(h("a2")));
        assert!(s.notices.notice.as_ref().is_some_and(|n| n.error));
        s = s
            .reduce(PlayAction::Hole(h("e1")))
            .reduce(PlayAction::Hole(h("f1")));
        s = s.reduce(DraftAction::Take);
        assert_eq!(s.hand(), 10);
        for name in ["a1", "a1", "b1", "b1", "c1", "c1", "d1", "d1", "b2", "c2"] {
            s = s.reduce(PlayAction::Hole(h(name)));
        }
        assert_eq!(s.hand(), 0);
        s = s.reduce(DraftAction::TakeBack);
        assert_eq!(s.hand(), 1);
        s = s
            .reduce(PlayAction::Hole(h("c2")))
            .reduce(DraftAction::Confirm);
        assert_eq!(s.session.ply(), 1, "{:?}", s.notices.notice);
        assert_eq!(
            s.session.game().moves()[0].to_string(),
            "e1+f1=a1:2,b1:2,c1:2,d1:2,b2:1,c2:1"
        );
        // North: a legal redistribution, then South sows with a lift choice.
        let north = greedy(s.position(), 5);
        s = s.reduce(PlayAction::Play(north));
        assert_eq!(s.position().phase(), Phase::Play);
        let hole = s.position().legal_moves()[0].sow_hole().expect("a sowing");
        if s.position().count(hole) > 1 {
            s = s.reduce(PlayAction::Hole(hole));
            assert_eq!(s.input.choosing, Choosing::Lift(hole));
            assert_eq!(s.choices().len(), usize::from(s.position().count(hole)));
        }
    }

    #[test]
    fn kiothi_confirm_with_nothing_done_is_disabled_and_explained() {
        let s = started(game("kiothi"), Speed::Instant);
        let can = |s: &State| s.draft_buttons();
        // Nothing done: nothing to take back, start over or confirm; too few holes to take up.
        assert_eq!(can(&s), super::super::DraftButtons::default());
        let refused = s.clone().reduce(DraftAction::Confirm);
        assert_eq!(refused.session.ply(), 0);
        let n = refused.notices.notice.expect("a message");
        assert_eq!(n.message, Message::EmptyFirst { min: 2, chosen: 0 });
        assert!(!n
            .message
            .text(refused.prefs.lang)
            .contains("cannot be played"));
        // Two holes chosen: take up, start over.
        let s = s
            .reduce(PlayAction::Hole(h("e1")))
            .reduce(PlayAction::Hole(h("f1")));
        let c = can(&s);
        assert!(c.take && c.reset && !c.back && !c.confirm, "{c:?}");
        // Taken up, some in hand: take back, not yet confirm (and Confirm says why).
        let s = s
            .reduce(DraftAction::Take)
            .reduce(PlayAction::Hole(h("a1")));
        let c = can(&s);
        assert!(!c.take && c.back && c.reset && !c.confirm, "{c:?}");
        let early = s.clone().reduce(DraftAction::Confirm);
        assert_eq!(
            early.notices.notice.map(|n| n.message),
            Some(Message::PlaceFirst(9))
        );
        // Every warrior placed: the engine finds it legal, Confirm plays it.
        let mut s = s;
        for _ in 0..9 {
            s = s.reduce(PlayAction::Hole(h("b2")));
        }
        assert!(can(&s).confirm);
        let s = s.reduce(DraftAction::Confirm);
        assert_eq!(s.session.ply(), 1, "{:?}", s.notices.notice);
        // With "up-to-two", emptying nothing is a redistribution: Confirm is allowed at once.
        let t = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game("kiothi")))
            .reduce(SetupAction::SetOption(choice(
                "redistribute",
                crate::engine::Choice::Text("up-to-two"),
            )))
            .reduce(SetupAction::Start);
        assert!(can(&t).confirm && can(&t).take);
        assert_eq!(t.reduce(DraftAction::Confirm).session.ply(), 1);
    }

    #[test]
    fn resigning_and_an_agreed_draw_end_the_game_outside_the_notation() {
        use super::super::save::{read, restore, save_text, Standing, Summary};
        use super::super::{Conclusion, Ending};
        let s = started(game("hoyito-3"), Speed::Instant).reduce(PlayAction::Hole(h("c1")));
        // Two players: the player to move resigns.
        assert_eq!(s.resigner(), Some(Player::North));
        let s = s.reduce(PlayAction::Resign);
        let ended = Conclusion {
            ending: Ending::Resigned { by: Player::North },
            at: 1,
        };
        assert_eq!(s.session.ended_now(), Some(ended));
        assert_eq!(s.status(), "North resigned: South wins.");
        assert!(s.session.over() && !s.can_hint() && s.resigner().is_none());
        assert!(!s.board_view().interactive);
        // Nothing more is played.
        let t = s.clone().reduce(PlayAction::Hole(h("a2")));
        assert_eq!(t.session.ply(), 1);
        assert_eq!(t.notices.notice.map(|n| n.message), Some(Message::GameOver));
        // Not in the notation: the record is the moves; the save says who won.
        assert_eq!(s.session.game().record().moves.len(), 1);
        let text = save_text(&s.session, 0.0);
        let v: serde_json::Value = serde_json::from_str(&text).expect("json");
        assert_eq!(v["ended"]["winner"], json!("south"));
        assert_eq!(v["ended"]["resigned"], json!("north"));
        let back = super::super::Session::from_loaded(
            &restore(&read(&text, 0.0).expect("reads")).expect("replays"),
        );
        assert_eq!(back.ended_now(), Some(ended));
        assert_eq!(
            Summary::of_session(&back).standing,
            Some(Standing::Ended(Ending::Resigned { by: Player::North }))
        );
        // Undo takes back the resignation first, then moves.
        let u = s.clone().reduce(PlayAction::Undo);
        assert_eq!((u.session.ended_now(), u.session.ply()), (None, 1));
        assert_eq!(u.resigner(), Some(Player::North));

        // A draw offered by the player to move: the other accepts, declines, or a move
        // declines it.
        let d = started(game("hoyito-3"), Speed::Instant);
        assert!(d.may_offer_draw());
        let offered = d.reduce(PlayAction::OfferDraw);
        assert_eq!(offered.input.offer, Some(Player::South));
        assert!(!offered.may_offer_draw(), "one offer at a time");
        let agreed = offered.clone().reduce(PlayAction::AcceptDraw);
        assert_eq!(
            agreed.session.ended_now().map(|c| c.ending),
            Some(Ending::DrawAgreed)
        );
        assert_eq!(agreed.status(), "A draw, agreed by the players.");
        let declined = offered.clone().reduce(PlayAction::DeclineDraw);
        assert_eq!(declined.input.offer, None);
        assert_eq!(
            declined.notices.notice.map(|n| n.message.text(Lang::En)),
            Some("North declined the draw: the game goes on.".to_string())
        );
        let moved = offered.reduce(PlayAction::Hole(h("c1")));
        assert_eq!(moved.input.offer, None);
        assert!(moved.reduce(PlayAction::AcceptDraw).session.ended.is_none());

        // Against the computer: the person resigns, even on the computer's turn; no draws.
        let c = computer_to_move();
        assert_eq!(c.resigner(), Some(Player::South));
        assert!(!c.may_offer_draw());
        let c = c.reduce(PlayAction::Resign);
        assert!(
            !c.computer_to_move(),
            "the computer does not move after a resignation"
        );
        // The computer against itself: nobody resigns.
        let cc = State::two_players(Speed::Instant)
            .reduce(SetupAction::SetMode(Mode::ComputerVsComputer))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Resign);
        assert!(cc.session.ended.is_none());
        assert_eq!(
            cc.notices.notice.map(|n| n.message),
            Some(Message::NoEnding)
        );

        // Resigning after jumping back drops the moves after (the game as shown ends);
        // a new move from an earlier position drops the ending.
        let mut g = started(game("hoyito-3"), Speed::Instant);
        for name in ["c1", "f2", "a1"] {
            let mv: Move = name.parse().expect("a move");
            if g.position().is_legal(&mv) {
                g = g.reduce(PlayAction::Play(mv));
            }
        }
        let n = g.session.ply();
        let r = g.reduce(PlayAction::Jump(1)).reduce(PlayAction::Resign);
        assert_eq!(r.session.line().len(), 1);
        assert_eq!(r.session.ended.map(|c| c.at), Some(1));
        assert!(n > 1);
        let replayed = r
            .reduce(PlayAction::Jump(0))
            .reduce(PlayAction::Hole(h("d1")));
        assert_eq!(replayed.session.ended, None);
    }

    #[test]
    fn katro_either_asks_for_the_circuit() {
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game("katro")))
            .reduce(SetupAction::SetOption(choice(
                "direction",
                crate::engine::Choice::Text("either"),
            )))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("a1")));
        assert_eq!(s.input.choosing, Choosing::Circuit(h("a1")));
        let c = s.choices();
        assert_eq!(c.len(), 2);
        let s = s.reduce(PlayAction::Play(c[1].mv));
        assert_eq!(s.session.game().moves()[0].to_string(), "a1'");
    }

    #[test]
    fn bad_options_and_records_are_refused_with_a_reason() {
        let s = State::two_players(Speed::Instant).reduce(SetupAction::SetOption(choice(
            "match",
            crate::engine::Choice::Text("maybe"),
        )));
        let text = |s: &State| {
            s.notices
                .notice
                .as_ref()
                .map(|n| (n.error, n.message.text(s.prefs.lang)))
        };
        assert!(text(&s).is_some_and(|(e, t)| e && t.contains("match")));
        let s = started(game("katro"), Speed::Instant)
            .reduce(LibraryAction::Import("{\"game\": \"chess\"}".into()));
        let (error, t) = text(&s).expect("a message");
        assert!(error && t.contains("chess"), "{t}");
        assert_eq!(
            s.position().game(),
            game("katro"),
            "the game in progress is kept"
        );
        assert_eq!(
            s.notices.import, s.notices.notice,
            "said beside the box too"
        );
        let s = s.reduce(LibraryAction::Import(
            "game: hoyito-3\nmoves: c1 zz9".into(),
        ));
        assert!(text(&s).expect("a message").1.contains("zz9"));
    }

    #[test]
    fn share_links_open_and_broken_ones_change_nothing() {
        let s = started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")));
        let bad = s
            .clone()
            .reduce(LibraryAction::OpenLink("#game=katro&moves=a1%20q9".into()));
        assert_eq!(bad.session.ply(), 1);
        let n = bad.notices.notice.as_ref().expect("a message");
        assert!(n.error && n.message.text(bad.prefs.lang).contains("q9"));
        let good = s.reduce(LibraryAction::OpenLink(
            "#game=hoyito-3&options=%7B%7D&moves=c1".into(),
        ));
        assert_eq!(good.position().game(), game("hoyito-3"));
        assert_eq!(good.session.ply(), 1);
        assert_eq!(good.screen, Screen::Play);
    }

    #[test]
    fn the_computer_move_must_be_for_the_current_position() {
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("a1")));
        assert!(s.computer_to_move());
        let mv = greedy(s.position(), 1);
        let ply = s.session.ply();
        let serial = s.serial;
        // A stale move (the serial moved on) is dropped.
        let stale = s
            .clone()
            .reduce(NoticeAction::Dismiss)
            .reduce(Reply::Computer { ply, serial, mv });
        assert_eq!(stale.session.ply(), 1);
        let s = s.reduce(Reply::Computer { ply, serial, mv });
        assert_eq!(s.session.ply(), 2);
        // Undo against the computer goes back to the person's turn.
        let s = s.reduce(PlayAction::Undo);
        assert_eq!(s.session.ply(), 0);
        assert!(!s.computer_to_move());
        // Jumping through the line never makes the computer play over it...
        let browsing = s.clone().reduce(PlayAction::Jump(1));
        assert!(
            !browsing.computer_to_move(),
            "the computer waits while the line is browsed"
        );
        let redone = s.clone().reduce(PlayAction::Redo);
        assert!(!redone.computer_to_move());
        // ...but the same move played again by the person is answered.
        let again = s.reduce(PlayAction::Hole(h("a1")));
        assert_eq!(again.session.line().len(), 2, "the line is kept");
        assert!(again.computer_to_move());
    }

    #[test]
    fn worker_replies_stale_or_illegal_are_ignored_and_hints_follow_the_position() {
        use crate::ai::Value as V;
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(SetupAction::SetLevel(Level::Expert))
            .reduce(SetupAction::Start);
        assert_eq!(s.session.level, Level::Expert);
        // The person (South) asks for a hint; the request's id is the serial then.
        assert!(s.can_hint());
        let s = s.reduce(PlayAction::AskHint);
        let id = s.hint_asked().expect("a hint is asked for");
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
        let reply = |id: u64, moves: Vec<(Move, V)>, best: Option<Move>| Reply::Hint {
            id,
            moves,
            best,
            solved: false,
            margins: None,
        };
        // A reply to another request is dropped.
        let stale = s.clone().reduce(reply(id + 7, moves.clone(), best));
        assert!(stale.hint().is_none());
        assert_eq!(stale.hint_asked(), Some(id));
        // A reply naming a move that is not legal here is refused with a message.
        let mut bad = moves.clone();
        bad.push((Move::hole(h("a2")), V::Win { plies: 1 }));
        let refused = s.clone().reduce(reply(id, bad, best));
        assert!(refused.hint().is_none());
        assert!(refused.notices.notice.as_ref().is_some_and(|n| n.error));
        // The right reply is stored and shown: every hole with its value, the best starred.
        let s = s.reduce(reply(id, moves.clone(), best));
        assert_eq!(s.hint_asked(), None);
        assert_eq!(s.hint().as_ref().map(|h| h.moves.len()), Some(legal.len()));
        let lines = s.hint_lines();
        assert_eq!(lines.len(), legal.len());
        assert!(lines[0].2, "the best move comes first");
        let view = s.board_view();
        let tags: Vec<_> = view.hints.iter().flatten().collect();
        assert_eq!(tags.len(), legal.len());
        assert_eq!(tags.iter().filter(|(_, best)| *best).count(), 1);
        // Other actions that leave the position keep the hint; a move clears it.
        let s = s.reduce(NoticeAction::Dismiss);
        assert!(s.hint().is_some());
        let s = s.reduce(PlayAction::Play(legal[0]));
        assert!(s.hint().is_none());
        assert!(s.board_view().hints.iter().all(Option::is_none));
        // A hint asked and the position changed before the answer: the answer is dropped.
        let t = State::two_players(Speed::Instant)
            .reduce(SetupAction::Start)
            .reduce(PlayAction::AskHint);
        let id = t.hint_asked().expect("asked");
        let mv = t.position().legal_moves()[0];
        let t = t.reduce(PlayAction::Play(mv));
        assert_eq!(t.hint_asked(), None);
        let t = t.reduce(reply(id, moves, best));
        assert!(t.hint().is_none());

        // The computer's reply: an illegal move is refused, the game waits for a new one.
        assert!(s.computer_to_move());
        assert!(s.status().contains("thinking"));
        assert!(s.board_view().thinking);
        let (ply, serial) = (s.session.ply(), s.serial);
        let illegal = s.clone().reduce(Reply::Computer {
            ply,
            serial,
            mv: Move::hole(h("a1")),
        });
        assert_eq!(illegal.session.ply(), ply);
        assert!(illegal.notices.notice.is_some());
        let mv = s.position().legal_moves()[0];
        let played = s.reduce(Reply::Computer { ply, serial, mv });
        assert_eq!(played.session.ply(), ply + 1);
    }

    #[test]
    fn a_clone_shares_the_game_until_a_move_changes_it() {
        let s = started(game("kiothi"), Speed::Normal);
        let shown = s.clone();
        assert!(std::rc::Rc::ptr_eq(
            shown.session.game_rc(),
            s.session.game_rc()
        ));
        // Actions that leave the game (a tick, a message) keep sharing it.
        let s = s.reduce(NoticeAction::Dismiss).reduce(ShowAction::Tick);
        assert!(std::rc::Rc::ptr_eq(
            shown.session.game_rc(),
            s.session.game_rc()
        ));
        let mv = greedy(s.position(), 3);
        let s = s.reduce(PlayAction::Play(mv));
        assert_eq!((shown.session.ply(), s.session.ply()), (0, 1));
    }

    #[test]
    fn games_of_every_variant_play_to_their_end_through_the_reducer() {
        // The moves the page falls back on when the worker is unavailable (the search's
        // greedy level), played as the app plays them.
        for (k, rules) in crate::engine::Rules::all_variants().into_iter().enumerate() {
            let mut s = State::two_players(Speed::Instant);
            s.setup.rules = rules;
            let mut s = s.reduce(SetupAction::Start);
            for ply in 0..400u64 {
                if s.position().is_over() {
                    break;
                }
                let mv = greedy(s.position(), k as u64 * 1000 + ply);
                s = s.reduce(PlayAction::Play(mv));
                assert!(s.notices.notice.is_none(), "{rules:?}: {mv} was refused");
                assert_eq!(s.session.ply() as u64, ply + 1);
            }
        }
    }

    #[test]
    fn a_link_or_an_import_opens_a_new_game_and_says_where_the_previous_one_is() {
        use super::super::{Library, Previous};
        let mut s = started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")));
        s.library = std::rc::Rc::new(Library {
            available: true,
            ..Library::default()
        });
        let before = s.session.id.clone();
        let s = s.reduce(LibraryAction::OpenLink("#game=hoyito-3&moves=c1".into()));
        assert_ne!(s.session.id, before, "a new game, under a new id");
        let n = s.notices.notice.clone().expect("a message");
        assert_eq!(
            n.message,
            Message::OpenedLink {
                game: game("hoyito-3"),
                moves: 1,
                previous: Previous::Kept(game("katro")),
            }
        );
        let text = n.message.text(crate::ui::i18n::Lang::En);
        assert!(text.contains("Recent games"), "{text}");
        // Without storage the previous game is said to be gone; a game with no move is
        // not mentioned.
        let mut t = started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")));
        t.library = std::rc::Rc::default();
        assert_eq!(t.previous(), Previous::NotKept(game("katro")));
        let t = started(game("katro"), Speed::Instant)
            .reduce(LibraryAction::Import("game: katro\nmoves: a1".into()));
        assert!(matches!(
            t.notices.notice.map(|n| n.message),
            Some(Message::Imported {
                previous: Previous::None,
                ..
            })
        ));
    }

    #[test]
    fn another_tabs_save_is_followed_only_when_nothing_here_is_unsaved_and_a_conflict_forks() {
        use super::super::save::{read, restore, save_text};
        use std::rc::Rc;
        let s = started(game("hoyito-3"), Speed::Instant).reduce(PlayAction::Hole(h("c1")));
        // The other tab played on from the same revision.
        let mut other = s.session.clone();
        let mv = other.position().legal_moves()[0];
        other.play(mv).expect("legal");
        let loaded =
            Rc::new(restore(&read(&save_text(&other, 1.0), 1.0).expect("reads")).expect("replays"));
        let seen = s.session.revision;
        let followed = s.clone().reduce(LibraryAction::Followed {
            loaded: loaded.clone(),
            seen,
        });
        assert_eq!(followed.session.ply(), 2);
        assert_eq!(followed.session.id, s.session.id);
        assert_eq!(
            (followed.session.revision, followed.session.base),
            (other.revision, other.revision),
            "in step with the other tab's save"
        );
        assert_eq!(
            followed.notices.notice.map(|n| n.message),
            Some(Message::Followed)
        );
        // This tab moved on meanwhile: nothing is followed (its save will fork).
        let moved = s.clone().reduce(PlayAction::Undo);
        let kept = moved
            .clone()
            .reduce(LibraryAction::Followed { loaded, seen });
        assert_eq!(kept.session.ply(), 0);
        // The save found another tab's revision: the same moves go on as a new game, and
        // nothing else changes (not even the computer's request serial).
        let forked = s
            .clone()
            .reduce(LibraryAction::SaveConflict(s.session.id.clone()));
        assert_ne!(forked.session.id, s.session.id);
        assert_eq!(forked.session.line(), s.session.line());
        assert_eq!(forked.serial, s.serial);
        assert!(forked.session.revision > forked.session.base, "to be saved");
        assert_eq!(
            forked.notices.notice.map(|n| n.message),
            Some(Message::Forked)
        );
        // A conflict on a game no longer shown changes nothing.
        let other_id = s.clone().reduce(SetupAction::Start);
        let same = other_id
            .clone()
            .reduce(LibraryAction::SaveConflict(s.session.id.clone()));
        assert_eq!(same.session.id, other_id.session.id);
    }

    /// Two players on the fixture's game (Kiothi after 12 moves, South to move), opened
    /// by an import.
    fn on_the_long_fixture() -> (State, Move) {
        let f = super::super::testing::quick_long();
        let s = started(game("hoyito-3"), Speed::Instant)
            .reduce(LibraryAction::Import(f.record.to_string()));
        assert!(s.deciding().is_none(), "its moves replay quickly");
        assert_eq!(s.session.ply(), 12);
        (s, f.mv)
    }

    #[test]
    fn a_move_that_needs_a_decision_waits_for_the_worker_and_cancel_changes_nothing() {
        let (s, mv) = on_the_long_fixture();
        let j1 = h("j1");
        // The chooser shows the lift that needs deciding as such, and it is choosable.
        let s = s.reduce(PlayAction::Hole(j1));
        assert_eq!(s.input.choosing, Choosing::Lift(j1));
        let items = s.choices();
        let undecided: Vec<Move> = items.iter().filter(|i| i.undecided).map(|i| i.mv).collect();
        assert_eq!(undecided, vec![mv]);
        assert!(s.board_view().legal[s.board_view().index(j1)]);
        let before = (
            s.position().clone(),
            s.session.ply(),
            s.session.line().to_vec(),
        );

        // Choosing it: nothing is played, the worker is asked, the page says so.
        let s = s.reduce(PlayAction::Play(mv));
        let d = s.deciding().cloned().expect("deciding");
        assert_eq!((d.mv, d.record.moves.len()), (Some(mv), 12));
        assert_eq!(s.session.ply(), 12);
        assert!(
            s.status()
                .starts_with("Deciding a very long sowing (move j1/4)"),
            "{}",
            s.status()
        );
        let v = s.board_view();
        assert_eq!(v.deciding, Some(j1));
        assert!(!v.interactive && v.legal.iter().all(|l| !l));
        assert_eq!(
            s.input.choosing,
            Choosing::Lift(j1),
            "the chooser stays open"
        );
        assert!(s.choices().iter().any(|i| i.mv == mv && i.deciding));
        assert!(!s.can_hint());
        // Meanwhile other moves wait (the player may cancel instead).
        let busy = s.clone().reduce(PlayAction::Hole(h("a1")));
        assert!(busy.deciding().is_some());
        assert!(matches!(
            busy.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::StillDeciding(_))
        ));

        // Cancel: the game is as it was, and a late answer is dropped.
        let answer = worker_answer(&s);
        let cancelled = s.clone().reduce(PlayAction::CancelDecide);
        assert!(cancelled.deciding().is_none());
        assert_eq!(
            (
                cancelled.position().clone(),
                cancelled.session.ply(),
                cancelled.session.line().to_vec()
            ),
            before
        );
        assert!(matches!(
            cancelled.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::DecideCancelled(_))
        ));
        let late = cancelled.clone().reduce(answer.clone());
        assert_eq!(late.position(), cancelled.position());
        assert!(
            late.session.game().decisions().is_empty(),
            "a stale answer is dropped"
        );

        // Asked again: a new request; the old answer is stale for it too.
        let again = cancelled.reduce(PlayAction::Play(mv));
        let id = again.deciding().expect("deciding").id;
        assert_ne!(id, d.id);
        let still = again.clone().reduce(answer);
        assert_eq!(still.deciding().map(|d| d.id), Some(id));

        // The worker's answer settles it: the game learns the decision (and its save will
        // keep it) and the quick pass plays or refuses the move at once; this one is endless.
        let revision = again.session.revision;
        let answered = again.clone().reduce(worker_answer(&again));
        assert!(answered.deciding().is_none());
        assert!(!answered.session.game().decisions().is_empty());
        assert!(
            answered.session.revision > revision,
            "a save keeps the decision"
        );
        assert_eq!(answered.position(), &before.0);
        assert!(matches!(
            answered.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::CannotPlay(m, crate::engine::PlayError::EndlessSowing)) if *m == mv
        ));
        let item = answered
            .choices()
            .into_iter()
            .find(|i| i.mv == mv)
            .expect("listed");
        assert!(!item.undecided && item.problem.is_some(), "{item:?}");
        // Asked again, it is refused at once: nothing waits.
        let refused = answered.clone().reduce(PlayAction::Play(mv));
        assert!(refused.deciding().is_none());
        assert!(refused.notices.notice.is_some_and(|n| n.error));
        // The chooser's Cancel also stops a decision.
        let closed = again.reduce(PlayAction::CancelInput);
        assert!(closed.deciding().is_none() && closed.input.choosing == Choosing::None);
    }

    #[test]
    fn decisions_travel_with_saves_records_and_links_and_a_save_decides_nothing_twice() {
        use super::super::save::{read, restore, save_text};
        let (s, mv) = on_the_long_fixture();
        let s = s.reduce(PlayAction::Play(mv));
        let s = s.clone().reduce(worker_answer(&s));
        let known = s.session.game().decisions().clone();
        assert!(!known.is_empty());
        // The save keeps them: a reload answers at once.
        let loaded = restore(&read(&save_text(&s.session, 1.0), 1.0).expect("reads"))
            .expect("replays quickly");
        assert_eq!(loaded.game.decisions(), &known);
        let mut reloaded = s.clone();
        reloaded.open_saved(&loaded);
        let r = reloaded.reduce(PlayAction::Play(mv));
        assert!(r.deciding().is_none() && r.notices.notice.is_some_and(|n| n.error));
        // The exported record and the share link carry them too; whoever opens one takes
        // them as claims (claims.rs), never as decided: the move they are about is decided
        // in the worker, whose verdict is the game's.
        let record = s.session.line_record();
        assert_eq!(record.decisions, known);
        let link = format!("#{}", crate::ui::game::share::fragment(&record));
        for opened in [
            started(game("katro"), Speed::Instant)
                .reduce(LibraryAction::Import(record.to_string())),
            started(game("katro"), Speed::Instant)
                .reduce(LibraryAction::Import(record.to_json().to_string())),
            started(game("katro"), Speed::Instant).reduce(LibraryAction::OpenLink(link.clone())),
        ] {
            assert!(opened.session.game().decisions().is_empty(), "a claim");
            let r = opened.reduce(PlayAction::Play(mv));
            assert!(r.deciding().is_some(), "decided here, in the worker");
            let r = r.clone().reduce(worker_answer(&r));
            assert_eq!(r.session.game().decisions(), &known);
            assert!(r.notices.notice.is_some_and(|n| n.error));
        }
    }

    #[test]
    fn a_record_a_link_or_a_save_that_needs_a_decision_waits_for_it() {
        use super::super::save::{read, save_text, SavedGame};
        use super::super::Pending;
        let f = super::super::testing::quick_long();
        // Its last move is the one a quick pass cannot decide.
        let mut record = f.record.clone();
        record.moves.push(f.mv);
        let s = started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")));
        let game = s.position().clone();

        let import = s.clone().reduce(LibraryAction::Import(record.to_string()));
        assert_eq!(
            import.deciding().map(|d| d.pending()),
            Some(Pending::Import)
        );
        assert_eq!(
            import.position(),
            &game,
            "the game on the board stays until then"
        );
        assert!(
            import.status().contains("the imported game"),
            "{}",
            import.status()
        );
        let done = import.clone().reduce(worker_answer(&import));
        assert!(done.deciding().is_none());
        assert_eq!(done.position(), &game);
        let said = done
            .notices
            .notice
            .as_ref()
            .expect("a message")
            .message
            .text(done.lang());
        assert!(
            said.contains("move 13 (j1/4)") && said.contains("never end"),
            "{said}"
        );
        assert_eq!(
            done.notices.import, done.notices.notice,
            "said beside the box too"
        );

        let link = format!("#{}", crate::ui::game::share::fragment(&record));
        let opening = s.clone().reduce(LibraryAction::OpenLink(link));
        assert_eq!(opening.deciding().map(|d| d.pending()), Some(Pending::Link));
        let done = opening.clone().reduce(worker_answer(&opening));
        assert!(matches!(
            done.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::LinkRefused(_))
        ));

        // A saved game whose replay needs it (written by hand: the app never saves a move
        // it could not play).
        let mut session = s.session.clone();
        let text = save_text(&session, 1.0);
        let mut saved: SavedGame = read(&text, 1.0).expect("reads");
        saved.record = record.clone();
        let restoring = s
            .clone()
            .reduce(LibraryAction::DecideSaved(std::rc::Rc::new(saved)));
        assert_eq!(
            restoring.deciding().map(|d| d.pending()),
            Some(Pending::Saved(super::super::testing::game("kiothi")))
        );
        assert!(restoring.status().contains("the saved game of Kiothi"));
        let done = restoring.clone().reduce(worker_answer(&restoring));
        assert!(matches!(
            done.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::RestoreFailed { .. })
        ));
        // Without a worker: said plainly, nothing changes.
        let id = restoring.deciding().expect("deciding").id;
        let failed = restoring.reduce(Reply::DecideFailed {
            id,
            why: super::super::DecideFailure::NoWorker,
        });
        assert!(failed.deciding().is_none());
        assert_eq!(failed.position(), &game);
        let said = failed
            .notices
            .notice
            .expect("a message")
            .message
            .text(failed.prefs.lang);
        assert!(
            said.contains("background worker") && said.contains("Nothing was changed"),
            "{said}"
        );
        // A saved game that replays quickly opens at once.
        session.revision = 5;
        let quick = read(&save_text(&session, 1.0), 1.0).expect("reads");
        let opened = s.reduce(LibraryAction::DecideSaved(std::rc::Rc::new(quick)));
        assert!(opened.deciding().is_none());
        assert_eq!(opened.session.revision, 5);
    }

    #[test]
    fn what_waits_is_dropped_when_the_player_moves_on() {
        let (s, mv) = on_the_long_fixture();
        let s = s.reduce(PlayAction::Play(mv));
        let answer = worker_answer(&s);
        for other in [
            Action::from(PlayAction::Undo),
            SetupAction::Start.into(),
            SetupAction::ShowStart.into(),
            PlayAction::Jump(3).into(),
        ] {
            let t = s.clone().reduce(other.clone());
            assert!(t.deciding().is_none(), "{other:?}");
            let late = t.clone().reduce(answer.clone());
            assert_eq!(late.position(), t.position(), "{other:?}");
        }
        // Messages, ticks and the language leave it waiting.
        for same in [
            Action::from(NoticeAction::Dismiss),
            ShowAction::Tick.into(),
            PrefsAction::SetLang(crate::ui::i18n::Lang::Tr).into(),
        ] {
            assert!(s.clone().reduce(same).deciding().is_some());
        }
        // A hint asked for before is dropped (the worker decides instead).
        let (t, _) = on_the_long_fixture();
        let t = t.reduce(PlayAction::AskHint);
        assert!(t.hint_asked().is_some());
        let t = t.reduce(PlayAction::Play(mv));
        assert!(t.deciding().is_some() && t.hint_asked().is_none());
        // The computer waits too.
        let mut vs = s.clone();
        vs.session.mode = Mode::VsComputer {
            computer: Player::North,
        };
        assert!(!vs.computer_to_move());
    }

    #[test]
    fn a_move_of_the_analysis_board_waits_for_the_worker_and_the_game_is_untouched() {
        let (s, mv) = on_the_long_fixture();
        let line = s.session.line().to_vec();
        let a = s
            .clone()
            .reduce(AnalysisAction::Open)
            .reduce(AnalysisAction::GraphStart);
        assert!(a.graph_request().is_some());
        // The analysis board's move needs deciding: it waits, and so does the graph (the
        // worker serves one request at a time).
        let waiting = a.reduce(PlayAction::Play(mv));
        let d = waiting.deciding().expect("deciding");
        assert_eq!(d.record.moves.len(), 12);
        assert!(waiting.graph_request().is_none(), "the decision goes first");
        assert!(
            waiting
                .status()
                .starts_with("Analysis: Deciding a very long sowing"),
            "{}",
            waiting.status()
        );
        // The answer settles it on the analysis board; the game learns nothing (it is
        // not changed, nor saved, by the analysis) and the graph goes on.
        let answered = waiting.clone().reduce(worker_answer(&waiting));
        assert!(answered.deciding().is_none() && answered.analysis.is_some());
        assert!(!answered.shown().game().decisions().is_empty());
        assert!(answered.session.game().decisions().is_empty());
        assert_eq!(answered.session.line(), line);
        assert_eq!(answered.session.revision, s.session.revision);
        assert!(matches!(
            answered.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::CannotPlay(m, crate::engine::PlayError::EndlessSowing)) if *m == mv
        ));
        assert!(answered.graph_request().is_some(), "the graph goes on");
        // Leaving the analysis drops what waits on its board: a late answer is stale.
        let left = waiting.clone().reduce(AnalysisAction::Leave);
        assert!(left.deciding().is_none() && left.analysis.is_none());
        let late = left.clone().reduce(worker_answer(&waiting));
        assert!(late.session.game().decisions().is_empty());
        assert_eq!(late.position(), left.position());
        // So does entering it while a move of the game waits: the analysis board never
        // receives the game's answer.
        let game_wait = s.clone().reduce(PlayAction::Play(mv));
        let analysing = game_wait.clone().reduce(AnalysisAction::Open);
        assert!(analysing.deciding().is_none() && analysing.analysis.is_some());
        let late = analysing.reduce(worker_answer(&game_wait));
        assert!(late.shown().game().decisions().is_empty());
        assert!(late.session.game().decisions().is_empty());
        // The analysis of a game whose main line needs no decision replays it quickly.
        let back = s
            .clone()
            .reduce(PlayAction::Jump(4))
            .reduce(AnalysisAction::Open);
        let a = back.analysis.as_ref().expect("analysing");
        assert_eq!(a.game.moves(), line.as_slice());
        assert_eq!(back.shown().ply(), 4);
    }

    #[test]
    fn resigning_or_agreeing_a_draw_while_a_move_waits_ends_the_game_and_drops_it() {
        let (s, mv) = on_the_long_fixture();
        let waiting = s.reduce(PlayAction::Play(mv));
        assert!(waiting.deciding().is_some());
        assert_eq!(waiting.resigner(), Some(Player::South));
        let answer = worker_answer(&waiting);
        let resigned = waiting.clone().reduce(PlayAction::Resign);
        assert!(resigned.deciding().is_none(), "the move waits no more");
        assert_eq!(
            resigned.session.ended_now().map(|c| c.ending),
            Some(super::super::Ending::Resigned { by: Player::South })
        );
        let late = resigned.clone().reduce(answer.clone());
        assert_eq!(late.session.ply(), 12);
        assert!(late.session.ended_now().is_some());
        assert!(late.session.game().decisions().is_empty(), "stale");
        // A draw offered meanwhile leaves the move waiting; agreed, it ends the game.
        let offered = waiting.clone().reduce(PlayAction::OfferDraw);
        assert!(offered.deciding().is_some() && offered.input.offer.is_some());
        let agreed = offered.reduce(PlayAction::AcceptDraw);
        assert!(agreed.deciding().is_none());
        assert_eq!(
            agreed.session.ended_now().map(|c| c.ending),
            Some(super::super::Ending::DrawAgreed)
        );
        assert_eq!(agreed.reduce(answer).session.ply(), 12);
    }

    #[test]
    fn a_your_move_link_that_needs_a_decision_opens_through_the_worker() {
        use super::super::save::{read, save_text, Restored};
        use super::super::Pending;
        let f = super::super::testing::quick_long();
        let s = started(game("katro"), Speed::Instant).reduce(PlayAction::Hole(h("a1")));
        let game = s.position().clone();
        // The link's last move is one a quick pass cannot decide.
        let mut record = f.record.clone();
        record.moves.push(f.mv);
        let link = format!(
            "#{}",
            crate::ui::game::share::letter_fragment(&record, "corr-7")
        );
        for opening in [
            s.clone().reduce(LibraryAction::OpenLink(link.clone())),
            s.clone().reduce(LibraryAction::OpenLetter {
                fragment: link.clone(),
                saved: None,
            }),
        ] {
            let d = opening.deciding().expect("waits for the worker");
            assert_eq!(d.pending(), Pending::Link);
            assert_eq!(d.record.moves.len(), 13);
            assert_eq!(opening.position(), &game, "nothing changes until then");
            assert!(
                opening.status().contains("the shared game"),
                "{}",
                opening.status()
            );
            // The worker's answer: the link's move 13 never ends, said as for any link.
            let done = opening.clone().reduce(worker_answer(&opening));
            assert!(done.deciding().is_none());
            assert_eq!(done.position(), &game);
            let said = done
                .notices
                .notice
                .as_ref()
                .expect("a message")
                .message
                .text(done.lang());
            assert!(said.contains("move 13 (j1/4)"), "{said}");
            // Cancelled instead: nothing changes.
            let cancelled = opening.reduce(PlayAction::CancelDecide);
            assert!(cancelled.deciding().is_none());
            assert_eq!(cancelled.position(), &game);
        }

        // A link that replays quickly, of a game saved here whose save needs a decision:
        // the worker decides the save first.
        let quick = format!(
            "#{}",
            crate::ui::game::share::letter_fragment(&f.record, "corr-7")
        );
        let mut saved = read(&save_text(&s.session, 1.0), 1.0).expect("reads");
        saved.id = super::super::SaveId::parse("corr-7").expect("an id");
        saved.record = record.clone();
        let opening = s.clone().reduce(LibraryAction::OpenLetter {
            fragment: quick.clone(),
            saved: Some(Rc::new(Restored::Undecided(saved))),
        });
        let d = opening.deciding().expect("the save waits");
        assert_eq!(d.record.moves.len(), 13, "the saved game's record");
        let done = opening.clone().reduce(worker_answer(&opening));
        assert!(done.deciding().is_none());
        assert_eq!(
            done.position(),
            &game,
            "a save that does not replay: refused"
        );
        assert!(matches!(
            done.notices.notice.as_ref().map(|n| &n.message),
            Some(Message::RestoreFailed { .. })
        ));
        // The same link alone opens at once, as a new correspondence game.
        let opened = s.reduce(LibraryAction::OpenLink(quick));
        assert!(opened.deciding().is_none());
        assert_eq!(opened.session.ply(), 12);
        assert_eq!(opened.session.id.as_str(), "corr-7");
        assert!(matches!(opened.session.mode, Mode::Correspondence { .. }));
    }

    /// The effects of the last update that are not the worker's or sounds.
    fn kept(s: &State) -> Vec<&'static str> {
        s.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Save(_) => Some("save"),
                Effect::Tab(..) => Some("tab"),
                Effect::ClearAddress => Some("address"),
                Effect::FocusBoard => Some("focus"),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_game_is_saved_when_its_save_changes_and_the_board_focused_from_the_start_screen() {
        let s = State::two_players(Speed::Normal).reduce(SetupAction::ChooseGame(game("hoyito-3")));
        assert!(
            kept(&s).is_empty(),
            "a choice on the start screen keeps nothing"
        );
        let s = s.reduce(SetupAction::Start);
        assert_eq!(
            kept(&s),
            ["save", "tab", "focus"],
            "a new game, shown from the start"
        );
        let s = s.reduce(PlayAction::Hole(h("c1")));
        assert_eq!(kept(&s), ["save"], "a move is a new revision");
        match s.effects.iter().find(|e| matches!(e, Effect::Save(_))) {
            Some(Effect::Save(saved)) => assert_eq!(saved.revision, s.session.revision),
            _ => unreachable!("a save"),
        }
        assert!(s.animating());
        let s = s.reduce(ShowAction::Tick);
        assert!(kept(&s).is_empty(), "showing the move changes no save");
        let s = s.reduce(PlayAction::Hole(h("c2")));
        assert!(kept(&s).is_empty(), "a refused move changes nothing");
        let s = s.reduce(SetupAction::ShowStart);
        assert_eq!(kept(&s), ["tab"], "the screen is the tab's record");
        let s = s.reduce(SetupAction::Resume);
        assert_eq!(kept(&s), ["tab", "focus"]);
        let id = s.session.id.clone();
        let s = s.reduce(LibraryAction::SaveConflict(id));
        assert_eq!(kept(&s), ["save", "tab"], "a fork is a new game, saved");
    }

    #[test]
    fn an_opened_link_clears_the_address_and_the_first_state_restates_what_is_kept() {
        let s = State::two_players(Speed::Instant);
        let first = s.first_effects();
        assert!(matches!(
            first.as_slice(),
            [
                Effect::RefreshLibrary,
                Effect::Save(_),
                Effect::Tab(_, Screen::Start)
            ]
        ));
        let s = s.reduce(LibraryAction::OpenLink("#game=hoyito-3&moves=c1".into()));
        assert_eq!(s.session.ply(), 1);
        assert_eq!(kept(&s), ["address", "save", "tab", "focus"]);
        let refused = s.reduce(LibraryAction::OpenLink("#game=nope".into()));
        assert!(refused.notices.notice.as_ref().is_some_and(|n| n.error));
        assert_eq!(
            kept(&refused),
            ["address"],
            "a refused link goes from the address too"
        );
    }
}
