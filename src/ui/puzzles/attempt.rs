//! An attempt at a puzzle, pure: its board (the app's [`State`], two players), what
//! follows each move ([`Next`], judged by [`super::next_step`]), the computer's answers —
//! the line's, or off the line the solver's, asked of the worker (its own requests,
//! [`ASK_BASE`] and up) — and whether it is still clean (no wrong move yet). It runs
//! through the shell ([`crate::ui::game::Model`]), like every screen that holds a game.

use std::rc::Rc;

use super::hint::{hint_for, Hint, HINTS};
use super::{Next, Puzzle};
use crate::ai::Level;
use crate::engine::{Game, Move};
use crate::ui::game::Model;
use crate::ui::game::{
    Action, Effect, Effects, Mode, PlayAction, Prefs, Reply, Request, Speed, State, Work,
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
    /// The next hint for the player's move (the idea, then the move).
    Hint,
}

/// What the computer last did, for the status line.
#[derive(Clone, Debug, PartialEq)]
pub enum LastReply {
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
    pub said: LastReply,
    /// No wrong move yet (a retry after a failure is not clean).
    pub clean: bool,
    /// The solver's request out, if any.
    pub asked: Option<u64>,
    /// How many solver requests were made (the next one's id).
    asks: u64,
    /// Whether the solution is shown.
    pub solution: bool,
    /// How many hints were given for the player's move now (0 to [`HINTS`]).
    pub hints: u8,
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
            said: LastReply::Nothing,
            clean,
            asked: None,
            asks: 0,
            solution: false,
            hints: 0,
        }
    }

    /// Whether a hint (or another) can be given: the player's turn on the puzzle's line,
    /// fewer than [`HINTS`] given for it, and the solution not shown.
    pub fn can_hint(&self) -> bool {
        self.next == Next::Yours
            && self.hints < HINTS
            && !self.solution
            && !self.s.animating()
            && self.line_move().is_some()
    }

    /// The hint given last for the player's move now, if any.
    pub fn hint(&self) -> Option<Hint> {
        if self.hints == 0 || self.next != Next::Yours {
            return None;
        }
        hint_for(self.s.position(), &self.line_move()?, self.hints)
    }

    /// The line's move for the player now, when the game is still on the line.
    fn line_move(&self) -> Option<Move> {
        let played = self.s.session.game().moves();
        if !self.on_line() || self.s.position().to_move() != self.puzzle.side() {
            return None;
        }
        self.puzzle.line.get(played.len()).copied()
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
            // A hint is for one turn.
            self.hints = 0;
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

/// What an attempt keeps in the tab for a reload ([`Effect::KeepAttempt`]): its puzzle,
/// the moves played on its board, whether it is still clean, whether the solution is
/// shown. Its text is JSON:
/// `{"version":1,"puzzle":"katro-…","moves":["c1","f6'"],"clean":true,"solution":false}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The puzzle's id.
    pub puzzle: String,
    /// The moves played, the player's and the computer's.
    pub moves: Vec<Move>,
    /// No wrong move yet.
    pub clean: bool,
    /// The solution is shown.
    pub solution: bool,
    /// The hints given for the player's move now (`"hints"`, 0 when an older text has
    /// none).
    pub hints: u8,
}

/// The version of [`Snapshot`]'s text.
pub const RECORD_VERSION: u64 = 1;

impl Snapshot {
    /// The record as text.
    pub fn to_text(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        serde_json::json!({
            "version": RECORD_VERSION,
            "puzzle": self.puzzle,
            "moves": moves,
            "clean": self.clean,
            "solution": self.solution,
            "hints": self.hints,
        })
        .to_string()
    }

    /// The record a text holds; `None` when it holds none this version reads (anything
    /// else, a move that does not read: the puzzle then starts afresh).
    pub fn read(text: &str) -> Option<Snapshot> {
        let v: serde_json::Value = serde_json::from_str(text).ok()?;
        if v.get("version")?.as_u64()? != RECORD_VERSION {
            return None;
        }
        let moves = v
            .get("moves")?
            .as_array()?
            .iter()
            .map(|m| m.as_str()?.parse::<Move>().ok())
            .collect::<Option<Vec<Move>>>()?;
        Some(Snapshot {
            puzzle: v.get("puzzle")?.as_str()?.to_string(),
            moves,
            clean: v.get("clean")?.as_bool()?,
            solution: v.get("solution")?.as_bool()?,
            hints: match v.get("hints") {
                None => 0,
                Some(h) => u8::try_from(h.as_u64()?).ok().filter(|&h| h <= HINTS)?,
            },
        })
    }
}

impl Attempt {
    /// What the attempt keeps for a reload.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            puzzle: self.puzzle.id.clone(),
            moves: self.s.session.game().moves().to_vec(),
            clean: self.clean,
            solution: self.solution,
            hints: self.hints,
        }
    }

    /// The attempt `kept` recorded, come back to after a reload: its moves played again
    /// on the puzzle's board and judged as they were (the computer's answers among
    /// them, the line's or the solver's), shown at once; whether it was clean and its
    /// solution shown. With what the shell must do: the solver asked again when its
    /// answer was still awaited. A record of another puzzle, or one whose moves the
    /// attempt does not take, is as far as it goes (a fresh start when none).
    pub fn resume(puzzle: Rc<Puzzle>, prefs: Prefs, kept: &Snapshot) -> (Attempt, Effects) {
        if kept.puzzle != puzzle.id {
            return (Attempt::new(puzzle, prefs, true), Vec::new());
        }
        let mut a = Attempt::new(
            puzzle,
            Prefs {
                speed: Speed::Instant,
                ..prefs
            },
            kept.clean,
        );
        let mut asked = Vec::new();
        for mv in &kept.moves {
            let before = a.s.session.game().moves().len();
            match a.next.clone() {
                Next::Yours => {
                    asked = a.update(AttemptMsg::Board(PlayAction::Play(*mv).into()));
                }
                // The computer's answer: the line's, or the solver's once it answered.
                Next::Answer(m) if m == *mv => {
                    asked = a.update(AttemptMsg::Respond);
                }
                Next::Ask if a.s.position().is_legal(mv) => {
                    a.asked = None;
                    a.next = Next::Answer(*mv);
                    asked = a.update(AttemptMsg::Respond);
                }
                _ => break,
            }
            if a.s.session.game().moves().len() == before {
                break;
            }
        }
        a.s.prefs = prefs;
        a.clean &= kept.clean;
        a.solution = kept.solution;
        if a.line_move().is_some() {
            a.hints = kept.hints;
        }
        // Only the solver's question still open is asked again.
        asked.retain(|e| matches!(e, Effect::Ask(Work { request: Request::Hint { id }, .. }) if Some(*id) == a.asked));
        (a, asked)
    }

    /// What `msg` does to the attempt (before what is kept of it).
    fn take(&mut self, msg: AttemptMsg) -> Effects {
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
            // A puzzle solved with a hint is solved, but does not count for the streak.
            AttemptMsg::Hint => {
                if self.can_hint() {
                    self.hints += 1;
                    self.clean = false;
                }
                Vec::new()
            }
            AttemptMsg::Respond => match (&self.next, self.s.animating()) {
                (Next::Answer(mv), false) => {
                    let mv = *mv;
                    self.said = if self.on_line() {
                        LastReply::Line(mv)
                    } else {
                        LastReply::Solver(mv)
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
            AttemptMsg::Board(a) if a.moves() && self.next != Next::Yours => Vec::new(),
            AttemptMsg::Board(a) => {
                if a.moves() {
                    self.said = LastReply::Nothing;
                }
                self.apply(a)
            }
        }
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

    /// Applies `msg`; when the attempt's record changed (a move, a retry, the solution
    /// shown), it is kept ([`Effect::KeepAttempt`]).
    fn update(&mut self, msg: AttemptMsg) -> Effects {
        let before = self.snapshot();
        let mut effects = self.take(msg);
        let now = self.snapshot();
        if now != before {
            effects.push(Effect::KeepAttempt(now.to_text()));
        }
        effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Value;
    use crate::ui::game::puzzle_address::GAMES;
    use crate::ui::game::Speed;
    use crate::ui::i18n::Lang;
    use crate::ui::puzzles::tests::shipped;

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
                            assert_eq!(a.said, LastReply::Line(m));
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
                            assert_eq!(a.said, LastReply::Solver(answer));
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

#[cfg(test)]
mod kept {
    use super::*;
    use crate::engine::GameId;
    use crate::ui::game::puzzle_address::GAMES;
    use crate::ui::i18n::Lang;
    use crate::ui::puzzles::read;

    fn first_puzzles(game: GameId, n: usize) -> Vec<Rc<Puzzle>> {
        let path = format!(
            "{}/static/puzzles/{}.json",
            env!("CARGO_MANIFEST_DIR"),
            game.id()
        );
        let text = std::fs::read_to_string(path).expect("the shipped file");
        read(game, &text)
            .expect("it reads")
            .puzzles
            .into_iter()
            .take(n)
            .collect()
    }

    fn prefs(speed: Speed) -> Prefs {
        Prefs {
            lang: Lang::En,
            speed,
            coordinates: true,
            sound: false,
        }
    }

    /// The record kept by the last update that kept one.
    fn kept(effects: &Effects) -> Option<Snapshot> {
        effects.iter().rev().find_map(|e| match e {
            Effect::KeepAttempt(text) => Some(Snapshot::read(text).expect("it reads back")),
            _ => None,
        })
    }

    #[test]
    fn a_record_reads_back_and_anything_else_is_none() {
        let r = Snapshot {
            puzzle: "kiothi-0123abcd".into(),
            moves: vec!["e1+f1=c1:5,a2:5".parse().unwrap(), "c1/3".parse().unwrap()],
            clean: false,
            solution: true,
            hints: 1,
        };
        assert_eq!(Snapshot::read(&r.to_text()), Some(r.clone()));
        let text = r.to_text();
        // A text kept before hints existed reads with none.
        let older = text.replace(",\"hints\":1", "");
        assert!(!older.contains("hints"), "{older}");
        assert_eq!(Snapshot::read(&older).map(|s| s.hints), Some(0));
        for bad in [
            "",
            "{}",
            "not json",
            &text.replace("\"version\":1", "\"version\":2"),
            &text.replace("c1/3", "c1/?"),
            &text.replace("\"clean\":false", "\"clean\":0"),
            &text.replace("\"hints\":1", "\"hints\":3"),
        ] {
            assert_eq!(Snapshot::read(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_hint_names_the_hole_to_look_at_then_the_move_and_is_kept_for_a_reload() {
        for game in GAMES {
            for p in first_puzzles(game, 3) {
                let mut a = Attempt::new(Rc::clone(&p), prefs(Speed::Instant), true);
                assert!(a.can_hint() && a.hint().is_none(), "{}", p.id);
                let effects = a.update(AttemptMsg::Hint);
                assert!(matches!(a.hint(), Some(Hint::Look { .. })), "{}", p.id);
                assert_eq!(kept(&effects).expect("kept").hints, 1);
                assert!(
                    !a.clean,
                    "a puzzle solved with a hint does not count for the streak"
                );
                a.update(AttemptMsg::Hint);
                let Some(Hint::Play { hole, .. }) = a.hint() else {
                    panic!("the second hint names the move: {:?}", a.hint())
                };
                let crate::engine::Move::Sow(sow) = p.line[0] else {
                    panic!("a sowing")
                };
                assert_eq!(hole, sow.hole, "{}", p.id);
                // No third hint; a reload keeps the two.
                assert!(!a.can_hint());
                a.update(AttemptMsg::Hint);
                assert_eq!(a.hints, 2);
                let (b, _) = Attempt::resume(Rc::clone(&p), prefs(Speed::Fast), &a.snapshot());
                assert_eq!(
                    (b.hints, b.hint(), b.clean),
                    (2, a.hint(), false),
                    "{}",
                    p.id
                );
                // The move played, the hints are over for that turn.
                a.update(AttemptMsg::Board(PlayAction::Play(p.line[0]).into()));
                assert_eq!((a.hints, a.hint()), (0, None), "{}", p.id);
            }
        }
    }

    #[test]
    fn every_change_of_an_attempt_is_kept_and_a_reload_comes_back_to_it() {
        for game in GAMES {
            for p in first_puzzles(game, 3) {
                let mut a = Attempt::new(Rc::clone(&p), prefs(Speed::Instant), true);
                let mut last = None;
                // Half its line (the player's moves and the computer's answers).
                for mv in p.line.iter().take(p.line.len().div_ceil(2)) {
                    let effects = match a.next {
                        Next::Yours => a.update(AttemptMsg::Board(PlayAction::Play(*mv).into())),
                        _ => a.update(AttemptMsg::Respond),
                    };
                    let record = kept(&effects).expect("a move is kept");
                    assert_eq!(record, a.snapshot());
                    last = Some(record);
                }
                let record = last.expect("a move played");
                // The reload, at the reader's own speed.
                let (b, asked) = Attempt::resume(Rc::clone(&p), prefs(Speed::Slow), &record);
                assert!(asked.is_empty(), "{}", p.id);
                assert_eq!(b.s.position(), a.s.position(), "{}", p.id);
                assert_eq!(b.s.session.game().moves(), a.s.session.game().moves());
                assert_eq!((&b.next, b.clean), (&a.next, a.clean), "{}", p.id);
                assert!(!b.s.animating(), "shown at once");
                assert_eq!(b.s.prefs.speed, Speed::Slow, "the reader's speed");
                // The solution shown is kept too; a retry keeps an empty attempt.
                let effects = a.update(AttemptMsg::Solution);
                assert!(kept(&effects).expect("kept").solution);
                let effects = a.update(AttemptMsg::Retry);
                let fresh = kept(&effects).expect("kept");
                assert!(fresh.moves.is_empty() && !fresh.solution);
            }
        }
    }

    #[test]
    fn a_failed_attempt_comes_back_failed_and_another_puzzle_s_record_starts_afresh() {
        for game in GAMES {
            let p = Rc::clone(&first_puzzles(game, 1)[0]);
            let wrong = p
                .start
                .legal_moves()
                .into_iter()
                .find(|m| *m != p.line[0])
                .expect("another move");
            let mut a = Attempt::new(Rc::clone(&p), prefs(Speed::Instant), true);
            let record =
                kept(&a.update(AttemptMsg::Board(PlayAction::Play(wrong).into()))).expect("kept");
            assert!(!record.clean);
            let (b, _) = Attempt::resume(Rc::clone(&p), prefs(Speed::Fast), &record);
            assert!(matches!(b.next, Next::Failed(_)), "{}", p.id);
            assert!(!b.clean);
            // Another puzzle's record: the puzzle at its start.
            let other = Snapshot {
                puzzle: "another".into(),
                ..record
            };
            let (c, _) = Attempt::resume(Rc::clone(&p), prefs(Speed::Fast), &other);
            assert_eq!(
                (c.s.position(), &c.next, c.clean),
                (&p.start, &Next::Yours, true)
            );
        }
    }

    #[test]
    fn a_reload_while_the_solver_was_asked_asks_it_again_and_takes_its_answer_from_the_record() {
        // A player's move off the line that the solver must judge.
        for game in GAMES {
            for p in first_puzzles(game, 20) {
                let mut a = Attempt::new(Rc::clone(&p), prefs(Speed::Instant), true);
                a.update(AttemptMsg::Board(PlayAction::Play(p.line[0]).into()));
                if !matches!(a.next, Next::Answer(_)) {
                    continue;
                }
                a.update(AttemptMsg::Respond);
                if a.next != Next::Yours {
                    continue;
                }
                let Some(off) =
                    a.s.position()
                        .legal_moves()
                        .into_iter()
                        .find(|m| Some(m) != p.line.get(2))
                else {
                    continue;
                };
                let effects = a.update(AttemptMsg::Board(PlayAction::Play(off).into()));
                if a.next != Next::Ask {
                    continue;
                }
                let record = kept(&effects).expect("kept");
                let (b, asked) = Attempt::resume(Rc::clone(&p), prefs(Speed::Fast), &record);
                assert_eq!(b.next, Next::Ask);
                let id = b.asked.expect("asked again");
                assert!(asked.iter().any(|e| matches!(
                    e,
                    Effect::Ask(Work { request: Request::Hint { id: i }, .. }) if *i == id
                )));
                // Its answer played, then a reload: the answer is the record's.
                let answer = a.s.position().legal_moves()[0];
                let mut a = b;
                a.update(AttemptMsg::Board(
                    Reply::Hint {
                        id,
                        moves: vec![(answer, crate::ai::Value::Loss { plies: 3 })],
                        best: Some(answer),
                        solved: true,
                        margins: None,
                    }
                    .into(),
                ));
                let record = kept(&a.update(AttemptMsg::Respond)).expect("kept");
                let (c, asked) = Attempt::resume(Rc::clone(&p), prefs(Speed::Fast), &record);
                assert!(asked.is_empty());
                assert_eq!(c.s.position(), a.s.position());
                assert_eq!(c.next, Next::Yours);
                return;
            }
        }
        panic!("no puzzle asks the solver after its first answer");
    }
}
