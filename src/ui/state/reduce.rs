//! The reducer: each action gets the parts of the state it may change, and only those.

use super::ending::Ending;
use super::input::Click;
use super::notices::{Message, Notice, Notices};
use super::prefs::Speed;
use super::session::{Mode, Session};
use super::showing::Showing;
use super::{computer_due, hint_allowed, previous_game, Action, Input, Screen, State};
use crate::engine::{Game, GameId, Move, Player, Record};

/// Who would resign now: the person against the computer, the player to move between
/// two people; nobody when the game is over or the computer plays both sides.
pub(super) fn resigner(screen: Screen, session: &Session) -> Option<Player> {
    if screen != Screen::Play || session.over() {
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
pub(super) fn may_offer_draw(screen: Screen, session: &Session) -> bool {
    screen == Screen::Play && !session.over() && session.mode == Mode::TwoPlayers
}

/// Plays `mv` and shows it; an illegal move changes nothing and says why.
fn play(
    session: &mut Session,
    showing: &mut Showing,
    input: &mut Input,
    notices: &mut Notices,
    speed: Speed,
    mv: Move,
) {
    if session.ended_now().is_some() {
        notices.error(Message::GameOver);
        return;
    }
    match session.play(mv) {
        Ok(anim) => {
            showing.show(anim, speed);
            input.clear();
            notices.clear();
        }
        Err(e) => notices.error(Message::CannotPlay(mv, e)),
    }
}

/// A move asked for while the last one is shown: it is shown whole, and the player is
/// asked to choose again.
fn still_showing(showing: &mut Showing, notices: &mut Notices) {
    showing.finish();
    notices.info(Message::StillShowing);
}

/// What is half done is dropped (the position changes under it).
fn clear_transient(session: &mut Session, showing: &mut Showing, input: &mut Input) {
    session.live = false;
    showing.clear();
    input.clear();
}

/// The parts a newly opened record replaces.
struct Parts<'a> {
    screen: &'a mut Screen,
    setup: &'a mut super::SetupForm,
    session: &'a mut Session,
    showing: &'a mut Showing,
    input: &'a mut Input,
    ids: &'a mut super::IdSource,
}

/// Opens a record (an import, a share link) as a new game, all its moves played; its game.
fn open_record(p: Parts, record: Record, game: Game) -> GameId {
    let n = record.moves.len();
    *p.session = Session::from_game(
        p.ids.make(),
        game,
        record.moves,
        n,
        Mode::TwoPlayers,
        p.session.level,
    );
    p.setup.follow(p.session);
    *p.screen = Screen::Play;
    clear_transient(p.session, p.showing, p.input);
    p.session.position().game()
}

impl State {
    /// Applies `action`.
    pub fn reduce(mut self, action: Action) -> State {
        // Bookkeeping from the storage: the game, its position and the serial (the
        // computer's and the hint's requests) stay as they are.
        match action {
            Action::Library(library) => {
                self.library = library;
                return self;
            }
            Action::SaveConflict(id) => {
                if self.session.id == id {
                    let new = self.ids.make();
                    self.session.fork(new);
                    self.notices.info(Message::Forked);
                }
                return self;
            }
            _ => {}
        }
        let before = (self.shown().ply(), self.position().clone(), self.screen);
        self.serial += 1;
        let asked = self.hint.asked;
        self.apply(action);
        let changed = before.0 != self.shown().ply()
            || &before.1 != self.position()
            || before.2 != self.screen;
        // A hint asked for is dropped once the position changes.
        if self.hint.asked.is_some() && self.hint.asked == asked && changed {
            self.hint.asked = None;
        }
        // A hint belongs to the position it was asked in.
        if self.screen != Screen::Play || self.hint.for_position(self.position()).is_none() {
            self.hint.hint = None;
        }
        self
    }

    fn apply(&mut self, action: Action) {
        // A "your move" link (a plain share link that carries a correspondence id too).
        let letter = match &action {
            Action::OpenLetter { fragment, saved } => Some((fragment.clone(), saved.clone())),
            Action::OpenLink(fragment) if super::super::share::letter_id(fragment).is_some() => {
                Some((fragment.clone(), None))
            }
            _ => None,
        };
        if let Some((fragment, saved)) = letter {
            self.analysis = None;
            self.open_letter(&fragment, saved.as_deref());
            return;
        }
        // The analysis: its own actions, and those that end it (another game on the
        // board) or have no place in it (ending the game).
        let serial = self.serial;
        match (&action, self.analysis.as_mut()) {
            (Action::Analyse, _) => {
                if self.screen == Screen::Play && self.analysis.is_none() {
                    self.showing.finish();
                    self.input.clear();
                    self.analysis = Some(super::Analysis::of(&self.session));
                }
                return;
            }
            (Action::LeaveAnalysis, _) => {
                if self.analysis.take().is_some() {
                    self.showing.clear();
                    self.input.clear();
                }
                return;
            }
            (Action::AnalysisToGame(ply), Some(a)) => {
                a.to_game(*ply);
                self.showing.clear();
                self.input.clear();
                return;
            }
            (Action::GraphStart, Some(a)) => {
                a.start(serial);
                return;
            }
            (Action::GraphStop, Some(a)) => {
                a.stop();
                return;
            }
            (Action::GraphValue { id, ply, value }, Some(a)) => {
                a.answer(*id, *ply, *value, serial);
                return;
            }
            (
                Action::AnalysisToGame(_)
                | Action::GraphStart
                | Action::GraphStop
                | Action::GraphValue { .. },
                None,
            ) => return,
            (Action::Resign | Action::OfferDraw | Action::AcceptDraw, Some(_)) => {
                self.notices.error(Message::NoEnding);
                return;
            }
            (
                Action::Start
                | Action::ShowStart
                | Action::Import(_)
                | Action::OpenLink(_)
                | Action::OpenSaved(_)
                | Action::Followed { .. },
                Some(_),
            ) => {
                // Start, Import and the rest act on the game: the analysis ends first.
                self.analysis = None;
            }
            _ => {}
        }
        let State {
            screen,
            setup,
            session,
            hint,
            notices,
            showing,
            input,
            prefs,
            library,
            ids,
            serial,
            analysis,
        } = self;
        // The board the player acts on: the analysis board while analysing.
        let session: &mut Session = match analysis {
            Some(a) => &mut a.board,
            None => session,
        };
        let speed = prefs.speed;
        match action {
            Action::ChooseGame(g) => setup.choose_game(g),
            Action::SetOption(key, value) => {
                if let Err(e) = setup.set_option(key, value) {
                    notices.error(Message::OptionRefused(e));
                }
            }
            Action::SetMode(m) => setup.mode = m,
            Action::SetLevel(l) => setup.level = l,
            Action::Start => {
                *session = Session::new_game(ids.make(), setup.rules, setup.mode, setup.level);
                hint.clear();
                *screen = Screen::Play;
                clear_transient(session, showing, input);
                notices.clear();
            }
            Action::ShowStart => {
                setup.follow(session);
                *screen = Screen::Start;
                clear_transient(session, showing, input);
            }
            Action::Resume => *screen = Screen::Play,
            Action::Hole(h) => {
                if showing.animating() {
                    still_showing(showing, notices);
                    return;
                }
                if session.ended_now().is_some() {
                    notices.error(Message::GameOver);
                    return;
                }
                match input.click(
                    session.position(),
                    session.game().decisions(),
                    session.mode,
                    h,
                ) {
                    Click::Play(mv) => play(session, showing, input, notices, speed, mv),
                    Click::Done => notices.clear(),
                    Click::Refused(m) => notices.error(m),
                }
            }
            Action::Play(mv) => {
                let p = session.position();
                if showing.animating() {
                    still_showing(showing, notices);
                } else if session.mode.is_computer(p.to_move()) && !p.is_over() {
                    notices.error(Message::ComputersTurn(p.to_move()));
                } else if session.mode.is_remote(p.to_move()) && !p.is_over() {
                    notices.error(Message::TheirMove(p.to_move()));
                } else {
                    play(session, showing, input, notices, speed, mv);
                }
            }
            Action::Computer {
                ply,
                serial: asked,
                mv,
            } => {
                // Only the move for the position the computer was shown, and only a legal
                // one (a reply from the worker is outside input).
                if ply == session.ply()
                    && asked + 1 == *serial
                    && computer_due(*screen, session, showing)
                {
                    if session.position().is_legal(&mv) {
                        play(session, showing, input, notices, speed, mv);
                    } else {
                        notices.error(Message::ComputerIllegal(mv));
                    }
                }
            }
            Action::AskHint => {
                if hint_allowed(*screen, session, showing) {
                    hint.ask(*serial);
                } else if showing.animating() {
                    still_showing(showing, notices);
                } else {
                    notices.error(Message::HintNotNow);
                }
            }
            Action::HintReply {
                id,
                moves,
                best,
                solved,
            } => {
                if hint.asked == Some(id)
                    && hint_allowed(*screen, session, showing)
                    && !hint.answer(session.position(), moves, best, solved)
                {
                    notices.error(Message::HintIllegal);
                }
            }
            Action::HintFailed { id } => {
                if hint.asked == Some(id) {
                    hint.asked = None;
                    notices.error(Message::HintFailed);
                }
            }
            Action::CancelInput => input.choosing = Default::default(),
            Action::Tick => showing.tick(),
            Action::StepSeed => showing.next_seed(),
            Action::StepLap => showing.next_lap(),
            Action::FinishAnimation => showing.finish(),
            Action::SetSound(on) => prefs.sound = on,
            Action::SetSpeed(s) => {
                prefs.speed = s;
                if s == Speed::Instant {
                    showing.finish();
                }
            }
            Action::Undo => {
                if session.undo() {
                    clear_transient(session, showing, input);
                    notices.clear();
                } else {
                    notices.error(Message::NothingToUndo);
                }
            }
            Action::Redo => match session.next_in_line() {
                Some(mv) if !showing.animating() => {
                    play(session, showing, input, notices, speed, mv);
                    session.live = false;
                }
                Some(_) => still_showing(showing, notices),
                None => notices.error(Message::NothingToRedo),
            },
            Action::Jump(n) => {
                if let Err((number, mv, error)) = session.jump(n) {
                    notices.error(Message::ReplayFailed { number, mv, error });
                }
                clear_transient(session, showing, input);
            }
            Action::DraftTake => match input.draft_take(session.position()) {
                Ok(()) => notices.clear(),
                Err(m) => notices.error(m),
            },
            Action::DraftTakeBack => input.draft_take_back(),
            Action::DraftReset => input.draft_reset(),
            Action::DraftConfirm => match input.draft_complete(session.position()) {
                Ok(mv) => play(session, showing, input, notices, speed, mv),
                Err(m) => notices.error(m),
            },
            Action::Import(_) | Action::OpenLink(_) => {
                let import = matches!(action, Action::Import(_));
                let read = match action {
                    Action::Import(text) => Record::parse_any(&text)
                        .and_then(|r| r.replay().map(|g| Some((r, g))))
                        .map_err(Message::ImportRefused),
                    Action::OpenLink(fragment) => {
                        super::super::share::read_fragment(&fragment).map_err(Message::LinkRefused)
                    }
                    _ => Ok(None),
                };
                match read {
                    Ok(None) => {}
                    Ok(Some((record, game))) => {
                        let moves = record.moves.len();
                        let previous = previous_game(session, library);
                        let parts = Parts {
                            screen,
                            setup,
                            session,
                            showing,
                            input,
                            ids,
                        };
                        let game = open_record(parts, record, game);
                        notices.info(if import {
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
                    }
                    Err(m) => notices.error(m),
                }
                if import {
                    // Said again beside the import box, where the player is looking.
                    notices.import = notices.notice.clone();
                }
            }
            Action::OpenSaved(loaded) => {
                *session = Session::from_loaded(&loaded);
                setup.follow(session);
                *screen = Screen::Play;
                clear_transient(session, showing, input);
                hint.clear();
                notices.clear();
            }
            Action::Followed { loaded, seen } => {
                if loaded.id == session.id
                    && session.revision == seen
                    && loaded.revision > session.revision
                {
                    *session = Session::from_loaded(&loaded);
                    clear_transient(session, showing, input);
                    notices.info(Message::Followed);
                }
            }
            // Handled before (bookkeeping, "your move" links, the analysis).
            Action::Library(_)
            | Action::SaveConflict(_)
            | Action::OpenLetter { .. }
            | Action::Analyse
            | Action::LeaveAnalysis
            | Action::AnalysisToGame(_)
            | Action::GraphStart
            | Action::GraphStop
            | Action::GraphValue { .. } => {}
            Action::Notify(n) => notices.notice = Some(n),
            Action::SetLang(l) => prefs.lang = l,
            Action::Dismiss => notices.dismiss(),
            Action::Resign => match resigner(*screen, session) {
                Some(by) => {
                    showing.finish();
                    input.clear();
                    session.conclude(Ending::Resigned { by });
                    notices.clear();
                }
                None => notices.error(Message::NoEnding),
            },
            Action::OfferDraw => {
                if may_offer_draw(*screen, session) && input.offer.is_none() {
                    input.offer = Some(session.position().to_move());
                } else {
                    notices.error(Message::NoEnding);
                }
            }
            Action::AcceptDraw => {
                if input.offer.take().is_some() && may_offer_draw(*screen, session) {
                    showing.finish();
                    input.clear();
                    session.conclude(Ending::DrawAgreed);
                    notices.clear();
                } else {
                    notices.error(Message::NoEnding);
                }
            }
            Action::DeclineDraw => {
                if let Some(by) = input.offer.take() {
                    notices.info(Message::DrawDeclined(by));
                }
            }
        }
    }

    /// Shows `notice` after the one already shown, if any (both are said).
    pub fn add_notice(&mut self, notice: Notice) {
        self.notices.notice = Some(match self.notices.notice.take() {
            Some(before) => before.and(notice),
            None => notice,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{h, started};
    use super::super::{Choosing, Speed, State};
    use super::*;
    use crate::ai::Level;
    use crate::engine::{Phase, Player};
    use crate::ui::i18n::Lang;
    use serde_json::json;

    fn greedy(p: &crate::engine::Position, seed: u64) -> Move {
        crate::ai::choose(p, Level::Greedy, seed)
            .expect("a move")
            .mv
    }

    #[test]
    fn a_click_plays_and_the_board_equals_the_engine() {
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c1")));
        assert_eq!(s.session.ply(), 1);
        let v = s.board_view();
        let want: Vec<u32> = s.position().pits().iter().map(|&n| u32::from(n)).collect();
        assert_eq!(v.counts, want);
        assert!(s.notices.notice.is_none());
    }

    #[test]
    fn illegal_clicks_are_explained() {
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c2")));
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
        let line = s.session.line().to_vec();
        let end = s.position().clone();
        s = s.reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(s.session.ply(), 2);
        assert_eq!(s.session.line(), line);
        s = s.reduce(Action::Redo).reduce(Action::Redo);
        assert_eq!(s.position(), &end);
        s = s.reduce(Action::Jump(1));
        assert_eq!(s.session.game().moves(), &line[..1]);
        s = s.reduce(Action::Jump(4));
        assert_eq!(s.position(), &end);
        // A different move after a jump back cuts the line there.
        s = s.reduce(Action::Jump(0));
        let other = s.position().legal_moves()[1];
        s = s.reduce(Action::Play(other));
        assert_eq!(s.session.line(), [other]);
    }

    #[test]
    fn kiothi_redistribution_lift_choice_and_nki() {
        let mut s = started(GameId::Kiothi, Speed::Instant);
        assert_eq!(s.board_view().phase, Phase::Redistribute);
        // A hole not South's cannot be emptied.
        s = s.reduce(Action::Hole(h("a2")));
        assert!(s.notices.notice.as_ref().is_some_and(|n| n.error));
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
        assert_eq!(s.session.ply(), 1, "{:?}", s.notices.notice);
        assert_eq!(
            s.session.game().moves()[0].to_string(),
            "e1+f1=a1:2,b1:2,c1:2,d1:2,b2:1,c2:1"
        );
        // North: a legal redistribution, then South sows with a lift choice.
        let north = greedy(s.position(), 5);
        s = s.reduce(Action::Play(north));
        assert_eq!(s.position().phase(), Phase::Play);
        let hole = s.position().legal_moves()[0].sow_hole().expect("a sowing");
        if s.position().count(hole) > 1 {
            s = s.reduce(Action::Hole(hole));
            assert_eq!(s.input.choosing, Choosing::Lift(hole));
            assert_eq!(s.choices().len(), usize::from(s.position().count(hole)));
        }
    }

    #[test]
    fn kiothi_confirm_with_nothing_done_is_disabled_and_explained() {
        let s = started(GameId::Kiothi, Speed::Instant);
        let can = |s: &State| s.input.draft_buttons(s.position());
        // Nothing done: nothing to take back, start over or confirm; too few holes to take up.
        assert_eq!(can(&s), super::super::DraftButtons::default());
        let refused = s.clone().reduce(Action::DraftConfirm);
        assert_eq!(refused.session.ply(), 0);
        let n = refused.notices.notice.expect("a message");
        assert_eq!(n.message, Message::EmptyFirst { min: 2, chosen: 0 });
        assert!(!n
            .message
            .text(refused.prefs.lang)
            .contains("cannot be played"));
        // Two holes chosen: take up, start over.
        let s = s
            .reduce(Action::Hole(h("e1")))
            .reduce(Action::Hole(h("f1")));
        let c = can(&s);
        assert!(c.take && c.reset && !c.back && !c.confirm, "{c:?}");
        // Taken up, some in hand: take back, not yet confirm (and Confirm says why).
        let s = s.reduce(Action::DraftTake).reduce(Action::Hole(h("a1")));
        let c = can(&s);
        assert!(!c.take && c.back && c.reset && !c.confirm, "{c:?}");
        let early = s.clone().reduce(Action::DraftConfirm);
        assert_eq!(
            early.notices.notice.map(|n| n.message),
            Some(Message::PlaceFirst(9))
        );
        // Every warrior placed: the engine finds it legal, Confirm plays it.
        let mut s = s;
        for _ in 0..9 {
            s = s.reduce(Action::Hole(h("b2")));
        }
        assert!(can(&s).confirm);
        let s = s.reduce(Action::DraftConfirm);
        assert_eq!(s.session.ply(), 1, "{:?}", s.notices.notice);
        // With "up-to-two", emptying nothing is a redistribution: Confirm is allowed at once.
        let t = State::new(Speed::Instant)
            .reduce(Action::ChooseGame(GameId::Kiothi))
            .reduce(Action::SetOption("redistribute".into(), json!("up-to-two")))
            .reduce(Action::Start);
        assert!(can(&t).confirm && can(&t).take);
        assert_eq!(t.reduce(Action::DraftConfirm).session.ply(), 1);
    }

    #[test]
    fn resigning_and_an_agreed_draw_end_the_game_outside_the_notation() {
        use super::super::save::{read, restore, save_text, Standing, Summary};
        use super::super::{Conclusion, Ending};
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c1")));
        // Two players: the player to move resigns.
        assert_eq!(s.resigner(), Some(Player::North));
        let s = s.reduce(Action::Resign);
        let ended = Conclusion {
            ending: Ending::Resigned { by: Player::North },
            at: 1,
        };
        assert_eq!(s.session.ended_now(), Some(ended));
        assert_eq!(s.status(), "North resigned: South wins.");
        assert!(s.session.over() && !s.can_hint() && s.resigner().is_none());
        assert!(!s.board_view().interactive);
        // Nothing more is played.
        let t = s.clone().reduce(Action::Hole(h("a2")));
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
        let u = s.clone().reduce(Action::Undo);
        assert_eq!((u.session.ended_now(), u.session.ply()), (None, 1));
        assert_eq!(u.resigner(), Some(Player::North));

        // A draw offered by the player to move: the other accepts, declines, or a move
        // declines it.
        let d = started(GameId::Hoyito3, Speed::Instant);
        assert!(d.may_offer_draw());
        let offered = d.reduce(Action::OfferDraw);
        assert_eq!(offered.input.offer, Some(Player::South));
        assert!(!offered.may_offer_draw(), "one offer at a time");
        let agreed = offered.clone().reduce(Action::AcceptDraw);
        assert_eq!(
            agreed.session.ended_now().map(|c| c.ending),
            Some(Ending::DrawAgreed)
        );
        assert_eq!(agreed.status(), "A draw, agreed by the players.");
        let declined = offered.clone().reduce(Action::DeclineDraw);
        assert_eq!(declined.input.offer, None);
        assert_eq!(
            declined.notices.notice.map(|n| n.message.text(Lang::En)),
            Some("North declined the draw: the game goes on.".to_string())
        );
        let moved = offered.reduce(Action::Hole(h("c1")));
        assert_eq!(moved.input.offer, None);
        assert!(moved.reduce(Action::AcceptDraw).session.ended.is_none());

        // Against the computer: the person resigns, even on the computer's turn; no draws.
        let c = State::new(Speed::Instant)
            .reduce(Action::SetMode(Mode::VsComputer {
                computer: Player::North,
            }))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        assert!(c.computer_to_move());
        assert_eq!(c.resigner(), Some(Player::South));
        assert!(!c.may_offer_draw());
        let c = c.reduce(Action::Resign);
        assert!(
            !c.computer_to_move(),
            "the computer does not move after a resignation"
        );
        // The computer against itself: nobody resigns.
        let cc = State::new(Speed::Instant)
            .reduce(Action::SetMode(Mode::ComputerVsComputer))
            .reduce(Action::Start)
            .reduce(Action::Resign);
        assert!(cc.session.ended.is_none());
        assert_eq!(
            cc.notices.notice.map(|n| n.message),
            Some(Message::NoEnding)
        );

        // Resigning after jumping back drops the moves after (the game as shown ends);
        // a new move from an earlier position drops the ending.
        let mut g = started(GameId::Hoyito3, Speed::Instant);
        for name in ["c1", "f2", "a1"] {
            let mv: Move = name.parse().expect("a move");
            if g.position().is_legal(&mv) {
                g = g.reduce(Action::Play(mv));
            }
        }
        let n = g.session.ply();
        let r = g.reduce(Action::Jump(1)).reduce(Action::Resign);
        assert_eq!(r.session.line().len(), 1);
        assert_eq!(r.session.ended.map(|c| c.at), Some(1));
        assert!(n > 1);
        let replayed = r.reduce(Action::Jump(0)).reduce(Action::Hole(h("d1")));
        assert_eq!(replayed.session.ended, None);
    }

    #[test]
    fn katro_either_asks_for_the_circuit() {
        let s = State::new(Speed::Instant)
            .reduce(Action::ChooseGame(GameId::Katro))
            .reduce(Action::SetOption("direction".into(), json!("either")))
            .reduce(Action::Start)
            .reduce(Action::Hole(h("a1")));
        assert_eq!(s.input.choosing, Choosing::Circuit(h("a1")));
        let c = s.choices();
        assert_eq!(c.len(), 2);
        let s = s.reduce(Action::Play(c[1].mv));
        assert_eq!(s.session.game().moves()[0].to_string(), "a1'");
    }

    #[test]
    fn bad_options_and_records_are_refused_with_a_reason() {
        let s =
            State::new(Speed::Instant).reduce(Action::SetOption("match".into(), json!("maybe")));
        let text = |s: &State| {
            s.notices
                .notice
                .as_ref()
                .map(|n| (n.error, n.message.text(s.prefs.lang)))
        };
        assert!(text(&s).is_some_and(|(e, t)| e && t.contains("match")));
        let s = started(GameId::Katro, Speed::Instant)
            .reduce(Action::Import("{\"game\": \"chess\"}".into()));
        let (error, t) = text(&s).expect("a message");
        assert!(error && t.contains("chess"), "{t}");
        assert_eq!(
            s.position().game(),
            GameId::Katro,
            "the game in progress is kept"
        );
        assert_eq!(
            s.notices.import, s.notices.notice,
            "said beside the box too"
        );
        let s = s.reduce(Action::Import("game: hoyito-3\nmoves: c1 zz9".into()));
        assert!(text(&s).expect("a message").1.contains("zz9"));
    }

    #[test]
    fn share_links_open_and_broken_ones_change_nothing() {
        let s = started(GameId::Katro, Speed::Instant).reduce(Action::Hole(h("a1")));
        let bad = s
            .clone()
            .reduce(Action::OpenLink("#game=katro&moves=a1%20q9".into()));
        assert_eq!(bad.session.ply(), 1);
        let n = bad.notices.notice.as_ref().expect("a message");
        assert!(n.error && n.message.text(bad.prefs.lang).contains("q9"));
        let good = s.reduce(Action::OpenLink(
            "#game=hoyito-3&options=%7B%7D&moves=c1".into(),
        ));
        assert_eq!(good.position().game(), GameId::Hoyito3);
        assert_eq!(good.session.ply(), 1);
        assert_eq!(good.screen, Screen::Play);
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
        let mv = greedy(s.position(), 1);
        let ply = s.session.ply();
        let serial = s.serial;
        // A stale move (the serial moved on) is dropped.
        let stale = s
            .clone()
            .reduce(Action::Dismiss)
            .reduce(Action::Computer { ply, serial, mv });
        assert_eq!(stale.session.ply(), 1);
        let s = s.reduce(Action::Computer { ply, serial, mv });
        assert_eq!(s.session.ply(), 2);
        // Undo against the computer goes back to the person's turn.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.session.ply(), 0);
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
        assert_eq!(again.session.line().len(), 2, "the line is kept");
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
        assert_eq!(s.session.level, Level::Expert);
        // The person (South) asks for a hint; the request's id is the serial then.
        assert!(s.can_hint());
        let s = s.reduce(Action::AskHint);
        let id = s.hint.asked.expect("a hint is asked for");
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
        assert!(stale.hint.hint.is_none());
        assert_eq!(stale.hint.asked, Some(id));
        // A reply naming a move that is not legal here is refused with a message.
        let mut bad = moves.clone();
        bad.push((Move::hole(h("a2")), V::Win { plies: 1 }));
        let refused = s.clone().reduce(reply(id, bad, best));
        assert!(refused.hint.hint.is_none());
        assert!(refused.notices.notice.as_ref().is_some_and(|n| n.error));
        // The right reply is stored and shown: every hole with its value, the best starred.
        let s = s.reduce(reply(id, moves.clone(), best));
        assert_eq!(s.hint.asked, None);
        assert_eq!(
            s.hint.hint.as_ref().map(|h| h.moves.len()),
            Some(legal.len())
        );
        let lines = s.hint_lines();
        assert_eq!(lines.len(), legal.len());
        assert!(lines[0].2, "the best move comes first");
        let view = s.board_view();
        let tags: Vec<_> = view.hints.iter().flatten().collect();
        assert_eq!(tags.len(), legal.len());
        assert_eq!(tags.iter().filter(|(_, best)| *best).count(), 1);
        // Other actions that leave the position keep the hint; a move clears it.
        let s = s.reduce(Action::Dismiss);
        assert!(s.hint.hint.is_some());
        let s = s.reduce(Action::Play(legal[0]));
        assert!(s.hint.hint.is_none());
        assert!(s.board_view().hints.iter().all(Option::is_none));
        // A hint asked and the position changed before the answer: the answer is dropped.
        let t = State::new(Speed::Instant)
            .reduce(Action::Start)
            .reduce(Action::AskHint);
        let id = t.hint.asked.expect("asked");
        let mv = t.position().legal_moves()[0];
        let t = t.reduce(Action::Play(mv));
        assert_eq!(t.hint.asked, None);
        let t = t.reduce(reply(id, moves, best));
        assert!(t.hint.hint.is_none());

        // The computer's reply: an illegal move is refused, the game waits for a new one.
        assert!(s.computer_to_move());
        assert!(s.status().contains("thinking"));
        assert!(s.board_view().thinking);
        let (ply, serial) = (s.session.ply(), s.serial);
        let illegal = s.clone().reduce(Action::Computer {
            ply,
            serial,
            mv: Move::hole(h("a1")),
        });
        assert_eq!(illegal.session.ply(), ply);
        assert!(illegal.notices.notice.is_some());
        let mv = s.position().legal_moves()[0];
        let played = s.reduce(Action::Computer { ply, serial, mv });
        assert_eq!(played.session.ply(), ply + 1);
    }

    #[test]
    fn a_clone_shares_the_game_until_a_move_changes_it() {
        let s = started(GameId::Kiothi, Speed::Normal);
        let shown = s.clone();
        assert!(std::rc::Rc::ptr_eq(
            shown.session.game_rc(),
            s.session.game_rc()
        ));
        // Actions that leave the game (a tick, a message) keep sharing it.
        let s = s.reduce(Action::Dismiss).reduce(Action::Tick);
        assert!(std::rc::Rc::ptr_eq(
            shown.session.game_rc(),
            s.session.game_rc()
        ));
        let mv = greedy(s.position(), 3);
        let s = s.reduce(Action::Play(mv));
        assert_eq!((shown.session.ply(), s.session.ply()), (0, 1));
    }

    #[test]
    fn games_of_every_variant_play_to_their_end_through_the_reducer() {
        // The moves the page falls back on when the worker is unavailable (the search's
        // greedy level), played as the app plays them.
        for (k, rules) in crate::engine::Rules::all_variants().into_iter().enumerate() {
            let mut s = State::new(Speed::Instant);
            s.setup.rules = rules;
            let mut s = s.reduce(Action::Start);
            for ply in 0..400u64 {
                if s.position().is_over() {
                    break;
                }
                let mv = greedy(s.position(), k as u64 * 1000 + ply);
                s = s.reduce(Action::Play(mv));
                assert!(s.notices.notice.is_none(), "{rules:?}: {mv} was refused");
                assert_eq!(s.session.ply() as u64, ply + 1);
            }
        }
    }

    #[test]
    fn a_link_or_an_import_opens_a_new_game_and_says_where_the_previous_one_is() {
        use super::super::{Library, Previous};
        let mut s = started(GameId::Katro, Speed::Instant).reduce(Action::Hole(h("a1")));
        s.library = std::rc::Rc::new(Library {
            available: true,
            ..Library::default()
        });
        let before = s.session.id.clone();
        let s = s.reduce(Action::OpenLink("#game=hoyito-3&moves=c1".into()));
        assert_ne!(s.session.id, before, "a new game, under a new id");
        let n = s.notices.notice.clone().expect("a message");
        assert_eq!(
            n.message,
            Message::OpenedLink {
                game: GameId::Hoyito3,
                moves: 1,
                previous: Previous::Kept(GameId::Katro),
            }
        );
        let text = n.message.text(crate::ui::i18n::Lang::En);
        assert!(text.contains("Recent games"), "{text}");
        // Without storage the previous game is said to be gone; a game with no move is
        // not mentioned.
        let mut t = started(GameId::Katro, Speed::Instant).reduce(Action::Hole(h("a1")));
        t.library = std::rc::Rc::default();
        assert_eq!(t.previous(), Previous::NotKept(GameId::Katro));
        let t = started(GameId::Katro, Speed::Instant)
            .reduce(Action::Import("game: katro\nmoves: a1".into()));
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
        let s = started(GameId::Hoyito3, Speed::Instant).reduce(Action::Hole(h("c1")));
        // The other tab played on from the same revision.
        let mut other = s.session.clone();
        let mv = other.position().legal_moves()[0];
        other.play(mv).expect("legal");
        let loaded =
            Rc::new(restore(&read(&save_text(&other, 1.0), 1.0).expect("reads")).expect("replays"));
        let seen = s.session.revision;
        let followed = s.clone().reduce(Action::Followed {
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
        let moved = s.clone().reduce(Action::Undo);
        let kept = moved.clone().reduce(Action::Followed { loaded, seen });
        assert_eq!(kept.session.ply(), 0);
        // The save found another tab's revision: the same moves go on as a new game, and
        // nothing else changes (not even the computer's request serial).
        let forked = s.clone().reduce(Action::SaveConflict(s.session.id.clone()));
        assert_ne!(forked.session.id, s.session.id);
        assert_eq!(forked.session.line(), s.session.line());
        assert_eq!(forked.serial, s.serial);
        assert!(forked.session.revision > forked.session.base, "to be saved");
        assert_eq!(
            forked.notices.notice.map(|n| n.message),
            Some(Message::Forked)
        );
        // A conflict on a game no longer shown changes nothing.
        let other_id = s.clone().reduce(Action::Start);
        let same = other_id
            .clone()
            .reduce(Action::SaveConflict(s.session.id.clone()));
        assert_eq!(same.session.id, other_id.session.id);
    }
}
