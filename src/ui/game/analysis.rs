//! Analysis: a board of its own where any side line can be explored from any position of
//! the game, while the game itself (its moves, its save) stays as it was; and a graph of
//! the computer's value of each position of the game.
//!
//! The analysis board is a copy of the game ([`Session`]) played by hand on both sides
//! and never saved; Back to the game drops it. The graph's values come from the search
//! (the worker, see `ui::bot`), one position at a time, on request: the player starts it
//! and may stop it, a hint asked for meanwhile goes first, and a position already over
//! is valued from its result, without a search. Every value is kept from South's side.

use std::rc::Rc;

use super::effect::Effects;
use super::session::{Mode, Session};
use super::work::{Ask, Asked};
use super::State;
use crate::ai::Value;
use crate::engine::{Effort, Game, Move, Player, Position};

/// The analysis's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisAction {
    /// Open the analysis board at the position shown.
    Open,
    /// Back to the game from the analysis (the side lines are dropped).
    Leave,
    /// Put the board at the game's position after this many moves.
    ToGame(usize),
    /// Compute the graph of the game's values (one position at a time).
    GraphStart,
    /// Stop computing it.
    GraphStop,
}

impl State {
    /// The analysis's actions (those on its graph and board do nothing without it).
    pub(super) fn update_analysis(&mut self, action: AnalysisAction) -> Effects {
        let serial = self.serial;
        let on_board = self.on_board();
        match (action, self.analysis.as_mut()) {
            (AnalysisAction::Open, None) if on_board => {
                self.showing.finish();
                self.input.clear();
                self.analysis = Some(Analysis::of(&self.session));
                // The board is another: a decision waited for on the game is dropped
                // (a hint asked stays: the board shows the same position).
                if matches!(
                    self.asked,
                    Some(Asked {
                        ask: Ask::Decide(_),
                        ..
                    })
                ) {
                    self.asked = None;
                }
            }
            (AnalysisAction::Leave, Some(_)) => {
                if let Some(a) = self.analysis.take() {
                    // What was asked or answered for the board as it is now stays, when
                    // the game shows the same (else it is gone with the board).
                    let holds =
                        |asked: &Asked| matches!(asked.ask, Ask::Hint(_)) && asked.holds(&a.board);
                    self.asked = self.asked.take().filter(holds);
                    if self.hint.for_board(&a.board).is_none() {
                        self.hint.clear();
                    }
                }
                self.showing.clear();
                self.input.clear();
            }
            (AnalysisAction::ToGame(ply), Some(a)) => {
                a.to_game(ply);
                self.showing.clear();
                self.input.clear();
            }
            (AnalysisAction::GraphStart, Some(a)) => a.start(serial),
            (AnalysisAction::GraphStop, Some(a)) => a.stop(),
            _ => {}
        }
        Vec::new()
    }
}

/// The analysis part of the state.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The board explored: the game's copy, two players, never saved.
    pub board: Session,
    /// The game analysed: its main line when the analysis began.
    pub game: Rc<Game>,
    /// The value of the position after each move of the game (index: moves played), for
    /// South; `None` until computed.
    pub values: Vec<Option<Value>>,
    /// A value asked of the search: the request's id and the position's number.
    pub asked: Option<(u64, usize)>,
    /// Whether the graph is being computed (until it is complete or stopped).
    pub running: bool,
}

/// `v`, a value for the side to move in `p`, from South's side.
pub fn for_south(p: &Position, v: Value) -> Value {
    if p.to_move() == Player::South {
        return v;
    }
    match v {
        Value::Win { plies } => Value::Loss { plies },
        Value::Loss { plies } => Value::Win { plies },
        Value::Draw => Value::Draw,
        Value::Heuristic { score } => Value::Heuristic { score: -score },
    }
}

/// The value of a finished game for South (its result: nothing to search).
fn result_for_south(p: &Position) -> Option<Value> {
    let o = p.outcome()?;
    Some(match o.winner {
        Some(Player::South) => Value::Win { plies: 0 },
        Some(Player::North) => Value::Loss { plies: 0 },
        None => Value::Draw,
    })
}

impl Analysis {
    /// The analysis of the game of `session`: its whole main line (the moves taken back
    /// included, replayed as Redo would), the board at the position shown.
    pub fn of(session: &Session) -> Analysis {
        let mut whole = session.game().clone();
        for mv in &session.line()[session.ply()..] {
            // The line was played before (its long sowings are known), and is replayed
            // with the engine's quick pass only: a move that no longer plays, or that it
            // cannot decide in passing, ends it there.
            if whole.play(mv, Effort::Quick).is_err() {
                break;
            }
        }
        let game = Rc::new(whole);
        let board = Session::from_game(
            session.id.clone(),
            (*game).clone(),
            game.moves().to_vec(),
            session.ply(),
            Mode::TwoPlayers,
            session.level,
        );
        let mut board = board;
        // The same board, until a move is played on it.
        board.same_board_as(session);
        let values = game.positions().iter().map(result_for_south).collect();
        Analysis {
            board,
            game,
            values,
            asked: None,
            running: false,
        }
    }

    /// The first position whose value is not known yet.
    fn missing(&self) -> Option<usize> {
        self.values.iter().position(Option::is_none)
    }

    /// Starts (or goes on) computing the graph; `id` names the first request.
    pub fn start(&mut self, id: u64) {
        self.running = true;
        self.ask_next(id);
    }

    /// Stops computing the graph (the values found stay).
    pub fn stop(&mut self) {
        self.running = false;
        self.asked = None;
    }

    fn ask_next(&mut self, id: u64) {
        self.asked = self.missing().map(|ply| (id, ply));
        if self.asked.is_none() {
            self.running = false;
        }
    }

    /// The search's answer to request `id` for position `ply`: its value for the side to
    /// move there (`None`: the search failed; the graph goes on without it). Then the
    /// next position is asked for, as request `next`. `false` when it was not the answer
    /// waited for.
    pub fn answer(&mut self, id: u64, ply: usize, value: Option<Value>, next: u64) -> bool {
        if self.asked != Some((id, ply)) {
            return false;
        }
        if let Some(p) = self.game.positions().get(ply) {
            // A failed search leaves a value of 0 (shown as an estimate), so that the
            // graph moves on.
            let v = value.unwrap_or(Value::Heuristic { score: 0 });
            self.values[ply] = Some(for_south(p, v));
        }
        if self.running {
            self.ask_next(next);
        } else {
            self.asked = None;
        }
        true
    }

    /// How many values are known, of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.values.iter().filter(|v| v.is_some()).count(),
            self.values.len(),
        )
    }

    /// Where the board's line leaves the game's moves: the number of the first move of a
    /// side line, if any.
    pub fn side_line_from(&self) -> Option<usize> {
        let game = self.game.moves();
        let line: &[Move] = self.board.line();
        line.iter()
            .zip(game.iter().map(Some).chain(std::iter::repeat(None)))
            .position(|(a, b)| Some(a) != b)
            .map(|i| i + 1)
    }

    /// Puts the board at the game's position after `ply` moves (the side line dropped).
    pub fn to_game(&mut self, ply: usize) {
        let at = ply.min(self.game.moves().len());
        self.board = Session::from_game(
            self.board.id.clone(),
            (*self.game).clone(),
            self.game.moves().to_vec(),
            at,
            Mode::TwoPlayers,
            self.board.level,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{h, started};
    use super::super::{Speed, State};
    use super::*;
    use crate::ui::game::{AnalysisAction, PlayAction, Reply, SetupAction};

    #[test]
    fn side_lines_are_explored_without_touching_the_game() {
        let mut s = started(super::super::testing::game("hoyito-3"), Speed::Instant);
        for name in ["c1", "d2", "a1"] {
            s = s.reduce(PlayAction::Hole(h(name)));
        }
        let game = s.session.clone();
        let s = s.reduce(PlayAction::Jump(1)).reduce(AnalysisAction::Open);
        assert!(s.analysis.is_some());
        assert_eq!(
            s.shown().ply(),
            1,
            "the analysis starts where the game is shown"
        );
        // A side line: another move at ply 1, then another.
        let mv = s.position().legal_moves()[0];
        let s = s.reduce(PlayAction::Play(mv));
        let a = s.analysis.as_ref().expect("analysing");
        assert_eq!(
            a.side_line_from(),
            Some(2),
            "{mv} leaves the game at move 2"
        );
        assert_eq!(s.shown().ply(), 2);
        // The game is untouched: its moves, its revision (nothing to save).
        assert_eq!(s.session.line(), game.line());
        assert_eq!(s.session.revision, game.revision + 1, "only the jump");
        assert!(!s.computer_to_move());
        // Undo in the analysis undoes the side line only.
        let s = s.reduce(PlayAction::Undo);
        assert_eq!(s.shown().ply(), 1);
        assert_eq!(s.session.ply(), 1);
        // Back to the game: as it was.
        let back = s.clone().reduce(AnalysisAction::Leave);
        assert!(back.analysis.is_none());
        assert_eq!(back.session.line(), game.line());
        assert_eq!(back.position(), &game.game().positions()[1]);
        // A point of the graph: the board goes to the game's position there.
        let to = s.reduce(AnalysisAction::ToGame(3));
        assert_eq!(to.shown().ply(), 3);
        assert_eq!(
            to.analysis.as_ref().and_then(Analysis::side_line_from),
            None
        );
    }

    #[test]
    fn the_graph_asks_one_position_at_a_time_and_stops_on_request() {
        let mut s = started(super::super::testing::game("hoyito-3"), Speed::Instant);
        for name in ["c1", "d2"] {
            s = s.reduce(PlayAction::Hole(h(name)));
        }
        let s = s
            .reduce(AnalysisAction::Open)
            .reduce(AnalysisAction::GraphStart);
        let (id, ply) = s
            .graph_request()
            .map(|(i, p, _)| (i, p))
            .expect("a request");
        assert_eq!(ply, 0);
        // The answer for South's move at the start; then position 1 (North to move) is
        // asked, and its value is turned to South's side.
        let s = s.reduce(Reply::Graph {
            id,
            ply,
            value: Some(Value::Heuristic { score: 50 }),
        });
        let (id, ply) = s.graph_request().map(|(i, p, _)| (i, p)).expect("the next");
        assert_eq!(ply, 1);
        // A stale answer is dropped.
        let stale = s.clone().reduce(Reply::Graph {
            id: id + 99,
            ply,
            value: Some(Value::Draw),
        });
        assert_eq!(stale.analysis.as_ref().map(|a| a.values[1]), Some(None));
        let s = s.reduce(Reply::Graph {
            id,
            ply,
            value: Some(Value::Heuristic { score: 120 }),
        });
        let a = s.analysis.as_ref().expect("analysing");
        assert_eq!(a.values[0], Some(Value::Heuristic { score: 50 }));
        assert_eq!(
            a.values[1],
            Some(Value::Heuristic { score: -120 }),
            "North's value, for South"
        );
        // A hint goes first: no graph request while it is asked for.
        let hinted = s.clone().reduce(PlayAction::AskHint);
        assert!(hinted.graph_request().is_none());
        // Stopped: nothing more is asked; the values stay.
        let stopped = s.reduce(AnalysisAction::GraphStop);
        assert!(stopped.graph_request().is_none());
        assert_eq!(
            stopped.analysis.as_ref().map(|a| a.progress()),
            Some((2, 3))
        );
    }

    #[test]
    fn a_finished_game_is_valued_from_its_result_without_a_search() {
        let mut s = State::two_players(Speed::Instant).reduce(SetupAction::Start);
        let mut rng = crate::engine::Rng::new(4);
        while !s.position().is_over() {
            let (mv, _) = s.position().random_move(&mut rng).expect("a move");
            s = s.reduce(PlayAction::Play(mv));
        }
        let o = s.position().outcome().expect("over");
        let s = s.reduce(AnalysisAction::Open);
        let a = s.analysis.as_ref().expect("analysing");
        let last = *a.values.last().expect("a value");
        let want = match o.winner {
            Some(Player::South) => Value::Win { plies: 0 },
            Some(Player::North) => Value::Loss { plies: 0 },
            None => Value::Draw,
        };
        assert_eq!(last, Some(want));
    }
}
