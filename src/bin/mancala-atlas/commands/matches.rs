//! `match`: seeded games between two levels, sides alternating (A is South in games 1,
//! 3, …), each opening played twice with sides swapped.

use std::time::Instant;

use mancala_atlas::ai::{Budget, Level, Value};
use mancala_atlas::engine::{Game, Move, Player, Rng, Rules};

use super::search;
use crate::args::{ArgError, Args, Command, Flag, MAX_COUNT};
use crate::errors::{CliError, RunError};
use crate::input::rules_of;
use crate::messages::reports::{match_move_line, moves_text, MatchReport, MatchTally};

/// A game is cut (and counted a draw) after this many moves.
const MOVE_CAP: usize = 3000;
/// Positions the analysis of a `--balanced` opening searches.
const BALANCE_NODES: u64 = 500_000;
/// Random openings drawn at most for one balanced one.
const MAX_TRIES: u64 = 10_000;

/// The match asked for.
struct Setup {
    rules: Rules,
    levels: [Level; 2],
    budgets: [Budget; 2],
    games: u64,
    seed: u64,
    opening: u64,
    balanced: Option<u64>,
}

impl Setup {
    fn read(a: &Args) -> Result<Setup, CliError> {
        let rules = rules_of(a)?;
        let levels = [
            a.required_level(Command::Match, Flag::A)?,
            a.required_level(Command::Match, Flag::B)?,
        ];
        let games = a.required(Command::Match, Flag::Games, "N", 1, MAX_COUNT)?;
        let seed = a.required(Command::Match, Flag::Seed, "S", 0, u64::MAX)?;
        let nodes = a.number(Flag::Nodes, 1, u64::MAX)?;
        let opening = a.number(Flag::Opening, 0, MAX_COUNT)?.unwrap_or(0);
        let balanced = a.number(Flag::Balanced, 0, MAX_COUNT)?;
        if balanced.is_some() && opening == 0 {
            return Err(ArgError::BalancedNeedsOpening.into());
        }
        Ok(Setup {
            rules,
            levels,
            budgets: levels.map(|l| search::budget(l, rules.game(), nodes)),
            games,
            seed,
            opening,
            balanced,
        })
    }
}

pub fn match_levels(a: &Args, note: &dyn Fn(&str)) -> Result<String, CliError> {
    let s = Setup::read(a)?;
    let mut t = MatchTally::default();
    let mut opening_moves = Vec::new();
    for g in 0..s.games {
        let a_side = if g % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        // Games 2k and 2k+1 start with the same K random moves, sides swapped.
        if g % 2 == 0 {
            let tries;
            (opening_moves, tries) = draw_opening(&s, g)?;
            t.opening_tries += tries;
        }
        let game = play_game(&s, g, a_side, &opening_moves, &mut t, note)?;
        record(&mut t, &game, a_side, g);
    }
    let report = MatchReport {
        rules: s.rules,
        games: s.games,
        seed: s.seed,
        levels: s.levels,
        budget_nodes: s.budgets.map(|b| b.nodes),
        opening: s.opening,
        balanced: s.balanced,
        balance_nodes: BALANCE_NODES,
        move_cap: MOVE_CAP,
        tally: &t,
    };
    Ok(report.to_string())
}

/// The opening of games `g` and `g + 1`, and how many were drawn for it. With
/// `--balanced T`, random openings are drawn until one whose value for the side to move
/// (an analysis of [`BALANCE_NODES`] positions) is a proven draw or an estimate within
/// ±T hundredths of a seed: a position neither side has already won.
fn draw_opening(s: &Setup, g: u64) -> Result<(Vec<Move>, u64), CliError> {
    let mut orng = Rng::new(s.seed ^ (g / 2).wrapping_mul(0xD1B5_4A32_D192_ED03));
    let mut tries = 0u64;
    loop {
        tries += 1;
        let mut game = Game::from_rules(s.rules);
        let mut mvs = Vec::new();
        for _ in 0..s.opening {
            let Some((mv, _)) = game.current().random_move(&mut orng) else {
                break;
            };
            game.play(&mv)
                .map_err(|error| RunError::OpeningMove { mv, error })?;
            mvs.push(mv);
        }
        let Some(within) = s.balanced else {
            return Ok((mvs, tries));
        };
        if game.current().is_over() {
            continue;
        }
        let fair = match search::best_value(&game, BALANCE_NODES) {
            Some(Value::Draw) => true,
            Some(Value::Heuristic { score }) => score.unsigned_abs() as u64 <= within,
            _ => false,
        };
        if fair {
            return Ok((mvs, tries));
        }
        if tries >= MAX_TRIES {
            return Err(RunError::NoBalancedOpening { within, tries }.into());
        }
    }
}

/// Game `g` from `opening`, A playing `a_side`; each side's moves, time and nodes
/// counted into `t`.
fn play_game(
    s: &Setup,
    g: u64,
    a_side: Player,
    opening: &[Move],
    t: &mut MatchTally,
    note: &dyn Fn(&str),
) -> Result<Game, CliError> {
    let mut game = Game::from_rules(s.rules);
    for &mv in opening {
        game.play(&mv)
            .map_err(|error| RunError::OpeningMove { mv, error })?;
    }
    let verbose = std::env::var_os("MANCALA_VERBOSE").is_some();
    let mut ply = 0u64;
    while !game.current().is_over() && game.moves().len() < MOVE_CAP {
        let mover = game.current().to_move();
        let who = usize::from(mover != a_side);
        let level = s.levels[who];
        let move_seed = s.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (g << 20) ^ ply;
        let clock = Instant::now();
        let c = search::choose(&game, level, s.budgets[who], move_seed).ok_or_else(|| {
            RunError::NoMove {
                game: g + 1,
                level,
                position: Box::new(game.current().clone()),
            }
        })?;
        let dt = clock.elapsed().as_secs_f64();
        t.think[who] += dt;
        t.slowest[who] = t.slowest[who].max(dt);
        t.moves[who] += 1;
        t.nodes[who] += c.nodes;
        if verbose {
            note(&match_move_line(g + 1, ply, level, mover, &c));
        }
        game.play(&c.mv).map_err(|error| RunError::IllegalChoice {
            game: g + 1,
            level,
            mv: c.mv,
            error,
        })?;
        ply += 1;
    }
    Ok(game)
}

/// Counts game `g`'s result into `t`.
fn record(t: &mut MatchTally, game: &Game, a_side: Player, g: u64) {
    t.total_moves += game.moves().len() as u64;
    t.distinct.insert(moves_text(game.moves()));
    let winner = match game.current().outcome() {
        None => {
            t.unfinished += 1;
            None
        }
        Some(o) => {
            *t.reasons.entry(o.reason.id().to_string()).or_default() += 1;
            o.winner
        }
    };
    match winner {
        None => {
            t.wdl[0][1] += 1;
            t.wdl[1][1] += 1;
        }
        Some(w) => {
            let a_won = w == a_side;
            if a_won {
                t.a_wins_as[a_side.index()] += 1;
            }
            t.wdl[0][if a_won { 0 } else { 2 }] += 1;
            t.wdl[1][if a_won { 2 } else { 0 }] += 1;
        }
    }
    // Both games of an opening played: A won 0, 1 or 2 of them.
    if let Some(w) = winner {
        t.pair_now.0 += u64::from(w == a_side);
        t.pair_now.1 += 1;
    }
    if g % 2 == 1 {
        t.pair_wins[t.pair_now.0 as usize] += 1;
        t.pair_decisive[t.pair_now.1 as usize] += 1;
        t.pair_now = (0, 0);
    }
}
