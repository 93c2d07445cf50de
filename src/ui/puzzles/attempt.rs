//! An attempt at a puzzle, pure: its board (the app's [`State`], two players), what
//! follows each move ([`Next`], judged by [`super::next_step`]), the computer's answers —
//! the line's, or off the line the solver's, asked of the worker (its own requests,
//! [`ASK_BASE`] and up) — and whether it is still clean (no wrong move yet). It runs
//! through the shell ([`crate::ui::shell::Model`]), like every screen that holds a game.

use std::rc::Rc;

use super::{Next, Puzzle};
use crate::ai::Level;
use crate::engine::{Game, Move};
use crate::ui::learn::run::moves;
use crate::ui::shell::Model;
use crate::ui::state::{
    Action, Effect, Effects, Mode, PlayAction, Prefs, Reply, Request, State, Work,
};

/// What can happen to an attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum AttemptMsg {
    /// What can happen on a board (and the worker's replies).
    Board(Action),
    /// The computer plays the answer waited for.
    Respond,
    /// Back to the puzzle's position.
    Retry,
    /// Show the solution.
    Solution,
}

/// What the computer last did, for the status line.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// Nothing yet (or the player's own extra move).
    Nothing,
    /// It answered with the line's move.
    Line(Move),
    /// The player left the line but still wins: the solver answered.
    Solver(Move),
}

/// The ids of the puzzle's own requests to the worker (above any the state makes).
pub const ASK_BASE: u64 = 1 << 48;

/// An attempt's part.
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The board.
    pub s: State,
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// What follows.
    pub next: Next,
    /// What the computer last did.
    pub said: Said,
    /// No wrong move yet (a retry after a failure is not clean).
    pub clean: bool,
    /// The solver's request out, if any.
    pub asked: Option<u64>,
    /// How many solver requests were made (the next one's id).
    asks: u64,
    /// Whether the solution is shown.
    pub solution: bool,
}

impl Attempt {
    /// The puzzle at its start, its board with the reader's settings (`prefs`); `clean`:
    /// no wrong move yet.
    pub fn new(puzzle: Rc<Puzzle>, prefs: Prefs, clean: bool) -> Attempt {
        let mut s = State::new(prefs.speed);
        s.prefs = prefs;
        s.load_game(
            Game::new(puzzle.start.clone()),
            Vec::new(),
            0,
            Mode::TwoPlayers,
        );
        Attempt {
            s,
            puzzle,
            next: Next::Yours,
            said: Said::Nothing,
            clean,
            asked: None,
            asks: 0,
            solution: false,
        }
    }

    /// Whether the game on the board is still the puzzle's line.
    pub fn on_line(&self) -> bool {
        super::on_line(&self.puzzle, self.s.session.game().moves())
    }

    /// Applies `a` to the board; then, if a move was played, what follows.
    fn apply(&mut self, a: Action) -> Effects {
        let before = self.s.session.game().moves().len();
        let mut effects = self.s.update(a);
        if self.s.session.game().moves().len() != before {
            effects.extend(self.step());
        }
        effects
    }

    /// What follows the position now; a solver request when the line is left.
    fn step(&mut self) -> Effects {
        let game = self.s.session.game();
        self.next = super::next_step(&self.puzzle, game);
        let mut effects = Vec::new();
        if self.next == Next::Ask {
            self.asks += 1;
            let id = ASK_BASE + self.asks;
            self.asked = Some(id);
            effects.push(Effect::Ask(Work {
                request: Request::Hint { id },
                game: Rc::new(game.clone()),
                level: Level::Expert,
                pause: 0,
            }));
        }
        if matches!(self.next, Next::Failed(_)) {
            self.clean = false;
        }
        effects
    }
}

impl Model for Attempt {
    type Msg = AttemptMsg;

    fn board(action: Action) -> AttemptMsg {
        AttemptMsg::Board(action)
    }

    fn state(&self) -> &State {
        &self.s
    }

    fn update(&mut self, msg: AttemptMsg) -> Effects {
        match msg {
            AttemptMsg::Retry => {
                let out = self.asked.map(|id| Effect::Cancel(Request::Hint { id }));
                let asks = self.asks;
                *self = Attempt::new(Rc::clone(&self.puzzle), self.s.prefs, false);
                self.asks = asks;
                out.into_iter().collect()
            }
            AttemptMsg::Solution => {
                self.solution = true;
                Vec::new()
            }
            AttemptMsg::Respond => match (&self.next, self.s.animating()) {
                (Next::Answer(mv), false) => {
                    let mv = *mv;
                    self.said = if self.on_line() {
                        Said::Line(mv)
                    } else {
                        Said::Solver(mv)
                    };
                    self.apply(PlayAction::Play(mv).into())
                }
                _ => Vec::new(),
            },
            AttemptMsg::Board(Action::Reply(Reply::Hint { id, moves, .. }))
                if Some(id) == self.asked =>
            {
                self.asked = None;
                if self.next == Next::Ask {
                    self.next = match super::answer(self.s.session.game(), &moves) {
                        Ok(mv) => Next::Answer(mv),
                        Err(f) => {
                            self.clean = false;
                            Next::Failed(f)
                        }
                    };
                }
                Vec::new()
            }
            // Only the player's moves, and only when it is the player's turn.
            AttemptMsg::Board(a) if moves(&a) && self.next != Next::Yours => Vec::new(),
            AttemptMsg::Board(a) => {
                if moves(&a) {
                    self.said = Said::Nothing;
                }
                self.apply(a)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Value;
    use crate::ui::i18n::Lang;
    use crate::ui::puzzles::tests::shipped;
    use crate::ui::puzzles::GAMES;
    use crate::ui::state::Speed;

    fn prefs() -> Prefs {
        Prefs {
            lang: Lang::En,
            speed: Speed::Instant,
            coordinates: true,
            sound: false,
        }
    }

    fn play(a: &mut Attempt, mv: Move) -> Effects {
        a.update(AttemptMsg::Board(PlayAction::Play(mv).into()))
    }

    #[test]
    fn the_line_played_through_the_attempt_solves_it_cleanly() {
        for game in GAMES {
            for p in shipped(game).puzzles.into_iter().take(5) {
                let mut a = Attempt::new(Rc::clone(&p), prefs(), true);
                for mv in &p.line {
                    match a.next.clone() {
                        Next::Yours => {
                            play(&mut a, *mv);
                        }
                        Next::Answer(m) => {
                            assert_eq!(m, *mv, "{}", p.id);
                            // Nothing the player clicks moves while the computer answers.
                            assert!(play(&mut a, *mv).is_empty());
                            a.update(AttemptMsg::Respond);
                            assert_eq!(a.said, Said::Line(m));
                        }
                        other => panic!("{}: {other:?}", p.id),
                    }
                }
                assert!(
                    matches!(a.next, Next::Solved | Next::Kept(_)),
                    "{}: {:?}",
                    p.id,
                    a.next
                );
                assert!(a.clean, "{}", p.id);
            }
        }
    }

    #[test]
    fn a_wrong_first_move_fails_and_a_retry_is_not_clean() {
        for game in GAMES {
            let p = Rc::clone(&shipped(game).puzzles[0]);
            let wrong = p
                .start
                .legal_moves()
                .into_iter()
                .find(|m| *m != p.line[0])
                .expect("another move");
            let mut a = Attempt::new(Rc::clone(&p), prefs(), true);
            play(&mut a, wrong);
            assert!(matches!(a.next, Next::Failed(_)), "{}", p.id);
            assert!(!a.clean);
            assert!(play(&mut a, wrong).is_empty(), "the board waits");
            a.update(AttemptMsg::Solution);
            assert!(a.solution);
            a.update(AttemptMsg::Retry);
            assert_eq!(a.next, Next::Yours);
            assert!(!a.clean && !a.solution);
            assert_eq!(a.s.position(), &p.start);
        }
    }

    #[test]
    fn off_the_line_the_solver_is_asked_and_its_answer_played() {
        // A player's move off the line (after the first) that the line does not judge.
        let mut found = 0;
        for game in GAMES {
            'puzzles: for p in shipped(game).puzzles {
                let mut g = Game::new(p.start.clone());
                for (k, mv) in p.line.iter().enumerate() {
                    if k > 0 && g.current().to_move() == p.side() {
                        for other in g.current().legal_moves() {
                            if other == *mv {
                                continue;
                            }
                            let mut a = Attempt::new(Rc::clone(&p), prefs(), true);
                            for m in &p.line[..k] {
                                match a.next {
                                    Next::Yours => {
                                        play(&mut a, *m);
                                    }
                                    _ => {
                                        a.update(AttemptMsg::Respond);
                                    }
                                }
                            }
                            let effects = play(&mut a, other);
                            if a.next != Next::Ask {
                                continue;
                            }
                            let id = a.asked.expect("asked");
                            assert!(id > ASK_BASE);
                            assert!(effects.iter().any(|e| matches!(
                                e,
                                Effect::Ask(Work { request: Request::Hint { id: i }, .. }) if *i == id
                            )));
                            // A stale answer changes nothing; the solver's answer is played.
                            let answer = a.s.position().legal_moves()[0];
                            let reply = |id| Reply::Hint {
                                id,
                                moves: vec![(answer, Value::Loss { plies: 3 })],
                                best: Some(answer),
                                solved: true,
                                margins: None,
                            };
                            a.update(AttemptMsg::Board(reply(id + 1).into()));
                            assert_eq!(a.next, Next::Ask);
                            a.update(AttemptMsg::Board(reply(id).into()));
                            assert_eq!(a.next, Next::Answer(answer), "{}", p.id);
                            a.update(AttemptMsg::Respond);
                            assert_eq!(a.said, Said::Solver(answer));
                            found += 1;
                            continue 'puzzles;
                        }
                    }
                    g.play(mv, crate::engine::Effort::Exact).expect("legal");
                }
            }
        }
        assert!(found > 0, "a puzzle asks the solver");
    }
}
