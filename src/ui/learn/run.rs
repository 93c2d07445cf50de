//! A lesson's run, pure: its board (the app's [`State`], two players, no computer), the
//! position it starts from, and the first move's verdict once one is played
//! ([`Lesson::judge`], from the move's trace). Once a move is judged the board waits for
//! "Try again" ([`RunMsg::Retry`]): nothing moves on it. It runs through the shell
//! ([`crate::ui::game::Model`]), like every screen that holds a game.

use std::rc::Rc;

use crate::engine::{Game, Position};
use crate::ui::game::lessons::{self, Lesson, Verdict};
use crate::ui::game::Model;
use crate::ui::game::{Action, Effects, Mode, Prefs, State};

/// What can happen to a lesson's run.
#[derive(Clone, Debug, PartialEq)]
pub enum RunMsg {
    /// What can happen on a board.
    Board(Action),
    /// Back to the lesson's position.
    Retry,
}

/// A lesson's part.
#[derive(Clone, Debug)]
pub struct Run {
    /// The board.
    pub s: State,
    /// The lesson.
    pub lesson: &'static Lesson,
    /// The position it starts from, or why it cannot be shown.
    pub start: Result<Position, String>,
    /// The first move's verdict, once one is played.
    pub verdict: Option<Rc<Verdict>>,
}

impl Run {
    /// The lesson at its start, its board with the reader's settings (`prefs`).
    pub fn new(lesson: &'static Lesson, prefs: Prefs) -> Run {
        let mut s = State::new(prefs.speed);
        s.prefs = prefs;
        let start = lesson.start().map_err(|e| match e {
            lessons::LessonError::Position(why) | lessons::LessonError::Offered(why) => why,
        });
        if let Ok(p) = &start {
            s.load_game(Game::new(p.clone()), Vec::new(), 0, Mode::TwoPlayers);
        }
        Run {
            s,
            lesson,
            start,
            verdict: None,
        }
    }

    /// Whether the board waits for a move (none judged yet).
    pub fn waiting(&self) -> bool {
        self.verdict.is_none()
    }

    /// Whether the lesson is done: its move was right and has been shown to its end (the
    /// lesson's ✓ comes then, not while the sowing is still being shown).
    pub fn done(&self) -> bool {
        matches!(self.verdict.as_deref(), Some(Verdict::Right { .. })) && !self.s.animating()
    }

    /// What the screen reader says of the board: the move and what it did; once a move is
    /// judged the lesson has stopped, and no one's turn is said.
    pub fn spoken(&self) -> String {
        if self.verdict.is_some() {
            self.s.spoken_stopped()
        } else {
            self.s.spoken()
        }
    }
}

impl Model for Run {
    type Msg = RunMsg;

    fn board(action: Action) -> RunMsg {
        RunMsg::Board(action)
    }

    fn state(&self) -> &State {
        &self.s
    }

    fn update(&mut self, msg: RunMsg) -> Effects {
        match msg {
            RunMsg::Retry => {
                *self = Run::new(self.lesson, self.s.prefs);
                Vec::new()
            }
            // Once a move is judged, the board waits for "Try again": nothing moves.
            RunMsg::Board(a) if self.verdict.is_some() && a.moves() => Vec::new(),
            RunMsg::Board(a) => {
                let effects = self.s.update(a);
                if self.verdict.is_none() {
                    let first = self.s.session.game().moves().first().copied();
                    if let (Some(first), Ok(p)) = (first, &self.start) {
                        self.verdict = Some(Rc::new(self.lesson.judge(p, &first)));
                    }
                }
                effects
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Move};
    use crate::ui::game::{Effect, PlayAction, PrefsAction, ShowAction, Speed};
    use crate::ui::i18n::Lang;

    fn prefs(speed: Speed) -> Prefs {
        Prefs {
            lang: Lang::Fr,
            speed,
            coordinates: false,
            sound: true,
        }
    }

    /// A lesson's start, a move that does its task and one that does not (if any).
    fn right_and_wrong(lesson: &Lesson) -> (Position, Move, Option<Move>) {
        let p = lesson.start().expect("a lesson starts");
        let moves = lesson.moves(&p).expect("the lesson's moves");
        let judged = |right: bool| {
            moves.iter().copied().find(|m| {
                matches!(
                    (lesson.judge(&p, m), right),
                    (Verdict::Right { .. }, true) | (Verdict::Wrong { .. }, false)
                )
            })
        };
        let (right, wrong) = (judged(true).expect("a move does the task"), judged(false));
        (p, right, wrong)
    }

    #[test]
    fn a_run_starts_with_the_reader_s_settings_at_the_lesson_s_position() {
        for game in GameId::ALL {
            for lesson in lessons::lessons(game) {
                let run = Run::new(lesson, prefs(Speed::Fast));
                assert_eq!(run.s.prefs, prefs(Speed::Fast));
                assert!(run.waiting());
                assert_eq!(run.s.position(), &lesson.start().expect("starts"));
                assert_eq!(run.s.session.mode, Mode::TwoPlayers);
            }
        }
    }

    #[test]
    fn the_first_move_is_judged_and_the_board_then_waits_for_try_again() {
        let mut checked = 0;
        for game in GameId::ALL {
            for lesson in lessons::lessons(game) {
                let (p, right, wrong) = right_and_wrong(lesson);
                let mut run = Run::new(lesson, prefs(Speed::Instant));
                run.update(RunMsg::Board(PlayAction::Play(right).into()));
                assert!(
                    matches!(run.verdict.as_deref(), Some(Verdict::Right { .. })),
                    "{game:?}: {right}"
                );
                let after = run.s.session.ply();
                // Nothing moves once judged, whatever is clicked.
                for mv in run.s.position().legal_moves() {
                    let effects = run.update(RunMsg::Board(PlayAction::Play(mv).into()));
                    assert!(effects.is_empty());
                }
                assert_eq!(run.s.session.ply(), after, "{game:?}");
                // Try again: back at the start, the settings kept.
                run.update(RunMsg::Board(ShowAction::SetSpeed(Speed::Slow).into()));
                run.update(RunMsg::Retry);
                assert!(run.waiting());
                assert_eq!(run.s.position(), &p);
                assert_eq!(run.s.prefs.speed, Speed::Slow, "the speed chosen stays");
                if let Some(wrong) = wrong {
                    run.update(RunMsg::Board(PlayAction::Play(wrong).into()));
                    assert!(
                        matches!(run.verdict.as_deref(), Some(Verdict::Wrong { .. })),
                        "{game:?}: {wrong}"
                    );
                }
                checked += 1;
            }
        }
        assert!(checked > 10, "{checked} lessons");
    }

    #[test]
    fn a_lesson_is_done_once_its_move_has_been_shown_and_then_nobody_is_to_move() {
        let english = |speed| Prefs {
            lang: Lang::En,
            ..prefs(speed)
        };
        // Lessons after whose move the game would go on with someone's turn, now unsaid.
        let mut quieter = 0;
        for game in GameId::ALL {
            for lesson in lessons::lessons(game) {
                let (_, right, _) = right_and_wrong(lesson);
                let mut run = Run::new(lesson, english(Speed::Normal));
                assert!(!run.done());
                run.update(RunMsg::Board(PlayAction::Play(right).into()));
                if run.s.animating() {
                    assert!(!run.done(), "{game:?}: not done while the move is shown");
                    run.update(RunMsg::Board(ShowAction::FinishAnimation.into()));
                }
                assert!(!run.s.animating() && run.done(), "{game:?}: {right}");
                // The lesson stopped: the screen reader hears the move, not whose turn.
                let (said, full) = (run.spoken(), run.s.spoken());
                assert!(
                    !said.is_empty() && full.starts_with(&said),
                    "{game:?}: {said} / {full}"
                );
                quieter += usize::from(full.len() > said.len());
                run.update(RunMsg::Retry);
                assert!(run.waiting() && run.spoken() == run.s.spoken());
            }
        }
        assert!(quieter > 10, "{quieter} lessons");
    }

    #[test]
    fn the_board_s_effects_reach_the_shell() {
        let lesson = lessons::lesson(GameId::RioKadalis, 1).expect("a lesson");
        let (_, right, _) = right_and_wrong(lesson);
        let mut run = Run::new(lesson, prefs(Speed::Normal));
        let effects = run.update(RunMsg::Board(ShowAction::SetSpeed(Speed::Fast).into()));
        assert!(
            effects
                .iter()
                .any(|e| matches!(e, Effect::Keep(crate::ui::game::Keep::Speed(Speed::Fast)))),
            "a speed changed in a lesson is asked to be kept: {effects:?}"
        );
        let mut effects = run.update(RunMsg::Board(PlayAction::Play(right).into()));
        while run.s.animating() {
            effects.extend(run.update(RunMsg::Board(ShowAction::Tick.into())));
        }
        assert!(
            effects.iter().any(|e| matches!(e, Effect::Sounds(_))),
            "the move's sounds are asked for"
        );
        let effects = run.update(RunMsg::Board(PrefsAction::SetLang(Lang::Tr).into()));
        assert!(effects.is_empty());
        assert_eq!(run.s.prefs.lang, Lang::Tr, "the board follows the language");
    }
}
