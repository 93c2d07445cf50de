//! The position a command starts from and the moves played from it: `--game` with
//! `--options`, or `--position`; then each move read and played in turn, each refusal an
//! [`InputError`] built from the engine's typed errors.

use mancala_atlas::engine::{
    Circuit, Effort, Game, GameId, Hole, Lift, LiftCountProblem, Move, ParseError, Phase,
    PlacementProblem, PlayError, Position, Rules, SetupError, Sow, TraceEvent,
};

use crate::args::{ArgError, Args, Flag};
use crate::errors::{CliError, InputError, LiftRefusal, MoveError};

/// The game of `--game`, if given.
pub fn game_flag(a: &Args) -> Result<Option<GameId>, CliError> {
    let Some(name) = a.get(Flag::Game) else {
        return Ok(None);
    };
    let game = name.parse().map_err(|_| InputError::UnknownGame {
        flag: Flag::Game,
        name: name.to_string(),
    })?;
    Ok(Some(game))
}

/// The rules of `--game` with `--options`.
pub fn rules_of(a: &Args) -> Result<Rules, CliError> {
    let game = game_flag(a)?.ok_or(ArgError::GameRequired)?;
    let options = match a.get(Flag::Options) {
        Some(o) => serde_json::from_str(o).map_err(InputError::OptionsNotJson)?,
        None => serde_json::Value::Null,
    };
    Ok(Rules::from_options(game, &options).map_err(InputError::Options)?)
}

/// The position of `--position`, or the start of `--game`'s rules.
pub fn start_of(a: &Args) -> Result<Position, CliError> {
    match (a.get(Flag::Position), a.has(Flag::Game)) {
        (Some(_), true) => Err(ArgError::GameAndPosition.into()),
        (Some(p), false) => {
            if a.has(Flag::Options) {
                return Err(ArgError::OptionsWithPosition.into());
            }
            Position::from_json(p).map_err(|e| {
                let e = match e {
                    SetupError::UnknownGame(name) => InputError::UnknownGame {
                        flag: Flag::Position,
                        name,
                    },
                    e => InputError::Position(e),
                };
                e.into()
            })
        }
        (None, _) => Ok(Position::start(rules_of(a)?)),
    }
}

/// Plays `moves` from `start` through a [`Game`] (so repetition counts).
pub fn replay(start: Position, moves: &[String]) -> Result<Game, InputError> {
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        play_text(&mut game, i + 1, text)?;
    }
    Ok(game)
}

/// The start of the command and its moves played.
pub fn game_of(a: &Args) -> Result<Game, CliError> {
    Ok(replay(start_of(a)?, &a.moves)?)
}

/// Reads move number `number` and plays it; its trace, or why it cannot be read or played.
pub fn play_text(
    game: &mut Game,
    number: usize,
    text: &str,
) -> Result<Vec<TraceEvent>, InputError> {
    let at = |error| InputError::Move { number, error };
    let p = game.current();
    // Only a game whose start is a redistribution turn has redistributions (Kiothi).
    let redistributes = Position::start(p.rules()).phase() == Phase::Redistribute;
    let parsed = text.parse::<Move>();
    if text.contains('=') && !redistributes {
        return Err(at(MoveError::NoRedistribution {
            text: text.to_string(),
            game: p.game(),
        }));
    }
    let mv = parsed.map_err(|e| at(unreadable(p, text, e)))?;
    game.play(&mv, Effort::Exact)
        .map_err(|error| at(MoveError::Illegal { mv, error }))
}

/// Why `text` is not a move, from the engine's reason.
fn unreadable(p: &Position, text: &str, e: ParseError) -> MoveError {
    let lift = e.lift_count_problem();
    let placement = e.placement_problem();
    match e {
        ParseError::Move(_) => MoveError::NotAMove(text.to_string()),
        ParseError::Hole(h) => MoveError::NotAHole(h),
        ParseError::LiftCount(count) => match lift {
            Some(LiftCountProblem::Zero) => MoveError::ZeroLift(text.to_string()),
            Some(LiftCountProblem::TooLarge) => {
                too_big_lift(p, text).unwrap_or(MoveError::NotALiftCount(count))
            }
            Some(LiftCountProblem::NotANumber) | None => MoveError::NotALiftCount(count),
        },
        ParseError::Placement(placement_text) => match placement {
            Some(PlacementProblem::TooMany) => MoveError::TooManyPlaced {
                placement: placement_text,
                total: p.rules().total_seeds(),
            },
            Some(PlacementProblem::NotHoleCount) | None => MoveError::NotAPlacement(placement_text),
        },
        ParseError::BeyondKiothi(hole) => MoveError::OffTheBoard(hole),
        e @ (ParseError::PlacedTwice(_) | ParseError::EmptiedTwice(_)) => MoveError::Twice {
            text: text.to_string(),
            error: e,
        },
    }
}

/// `c1/999`: a lift count too large to be read. The engine judges the same lift with the
/// largest count it reads; the message then names what the hole holds. `None` when the
/// text names no hole (`zz/999`).
fn too_big_lift(p: &Position, text: &str) -> Option<MoveError> {
    let shown = text.trim();
    let (body, circuit) = match shown.strip_suffix('\'') {
        Some(b) => (b, Circuit::Mirrored),
        None => (shown, Circuit::Default),
    };
    let (hole, _) = body.split_once('/')?;
    let hole: Hole = hole.parse().ok()?;
    let largest = Move::Sow(Sow {
        hole,
        lift: Lift::Some(u8::MAX),
        circuit,
    });
    let why = match p.play(&largest) {
        Err(PlayError::WholeLiftWrittenPartial { hole, count }) => {
            LiftRefusal::TooMany { hole, have: count }
        }
        Err(e) => e.into(),
        Ok(_) => LiftRefusal::TooMany {
            hole,
            have: p.count(hole),
        },
    };
    Some(MoveError::LiftTooLarge {
        shown: shown.to_string(),
        why,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::errors::Status;
    use mancala_atlas::engine::Refusal;

    fn start(id: &str) -> Game {
        let game: GameId = id.parse().expect("a game id");
        Game::from_rules(Rules::default_for(game))
    }

    fn refusal(id: &str, text: &str) -> MoveError {
        match play_text(&mut start(id), 1, text) {
            Err(InputError::Move { number: 1, error }) => error,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn moves_refused_by_typed_reason() {
        assert!(matches!(
            refusal("katro", "c1="),
            MoveError::NoRedistribution { .. }
        ));
        assert!(matches!(refusal("katro", "zz9"), MoveError::NotAMove(_)));
        assert!(matches!(refusal("katro", "c1/0"), MoveError::ZeroLift(_)));
        assert!(matches!(
            refusal("katro", "c1/999"),
            MoveError::LiftTooLarge {
                why: LiftRefusal::Other(PlayError::PartialLiftNotAllowed),
                ..
            }
        ));
        assert!(matches!(
            refusal("kiothi", "a1+b1=c1:999"),
            MoveError::TooManyPlaced { total: 60, .. }
        ));
        assert!(matches!(
            refusal("kiothi", "a1+b1=c1"),
            MoveError::NotAPlacement(_)
        ));
        assert!(matches!(
            refusal("kiothi", "k1+a1="),
            MoveError::OffTheBoard(_)
        ));
        assert!(matches!(
            refusal("kiothi", "a1+a1="),
            MoveError::Twice { .. }
        ));
        assert!(matches!(
            refusal("katro", "c2"),
            MoveError::Illegal {
                error: Refusal::Illegal(PlayError::NotOutermostRank { .. }),
                ..
            }
        ));
        let e: CliError = InputError::Move {
            number: 1,
            error: refusal("katro", "c2"),
        }
        .into();
        assert_eq!(e.status(), Status::BadInput);
        let e = CliError::CannotWrite(std::io::Error::other("full"));
        assert_eq!(e.status(), Status::CannotWrite);
    }
}
