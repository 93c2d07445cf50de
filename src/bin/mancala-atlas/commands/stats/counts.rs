//! What `stats` counts, as whole numbers that add up: each game is played from a seed of
//! its own (`Rng::nth(seed, index)`), so any split of the games — threads, shards on
//! other machines — adds up to the same counts.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use mancala_atlas::ai::Level;
use mancala_atlas::engine::{
    Decisions, EndReason, Game, GameId, Phase, PlayError, Player, Position, Refusal, Rng, Rules,
    TraceEvent,
};

use super::super::search;
use crate::errors::{CountsProblem, RunError};

/// What a run plays: the command that asked for it, its rules, the players, the number
/// of games and the seed. Game `i` (from 0) of every set of rules is played from
/// `Rng::nth(seed, i)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// `stats variants` (else `stats`).
    pub variants: bool,
    /// `stats variants --game`: the game whose option sets are run (`None`: every game's).
    pub game: Option<GameId>,
    /// The rules played: one set for `stats`, every option set for `stats variants`.
    pub rules: Vec<Rules>,
    /// The level on both sides.
    pub players: Level,
    pub games: u64,
    pub seed: u64,
}

/// A game still going after this many moves is cut and counted unfinished.
pub const MOVE_CAP: usize = 1_000_000;

/// How many games gave each value (of a game's length, its captures, …): exact, and the
/// same whatever order the games were counted in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Tally(BTreeMap<u64, u64>);

impl Tally {
    /// Counts one game's value.
    pub fn add(&mut self, value: u64) {
        *self.0.entry(value).or_default() += 1;
    }

    /// Adds another tally's games.
    pub fn merge(&mut self, other: &Tally) {
        for (&v, &n) in &other.0 {
            *self.0.entry(v).or_default() += n;
        }
    }

    /// The games counted.
    pub fn games(&self) -> u64 {
        self.0.values().sum()
    }

    /// The sum of the values, and of their squares.
    pub fn sums(&self) -> (u128, u128) {
        self.0.iter().fold((0, 0), |(s, q), (&v, &n)| {
            let (v, n) = (u128::from(v), u128::from(n));
            (s + v * n, q + v * v * n)
        })
    }

    /// The smallest value that at least `num/den` of the games reach or stay under (the
    /// nearest-rank quantile: the value of game number ⌈n·num/den⌉ in order, at least
    /// the first); 0 for no games.
    pub fn quantile(&self, num: u64, den: u64) -> u64 {
        let n = self.games();
        let rank = (u128::from(n) * u128::from(num))
            .div_ceil(u128::from(den))
            .max(1);
        let mut seen = 0u128;
        for (&v, &k) in &self.0 {
            seen += u128::from(k);
            if seen >= rank {
                return v;
            }
        }
        0
    }

    /// The smallest and the largest value (0 for no games).
    pub fn range(&self) -> (u64, u64) {
        let first = self.0.keys().next().copied().unwrap_or(0);
        let last = self.0.keys().next_back().copied().unwrap_or(0);
        (first, last)
    }

    /// The games whose value is `value`.
    pub fn at(&self, value: u64) -> u64 {
        self.0.get(&value).copied().unwrap_or(0)
    }
}

/// What a run of games counted, for one set of rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counts {
    pub games: u64,
    pub south_wins: u64,
    pub north_wins: u64,
    pub draws: u64,
    /// Games cut at [`MOVE_CAP`] moves.
    pub unfinished: u64,
    /// Finished games by the reason they ended (the engine's ids).
    pub ended_by: BTreeMap<String, u64>,
    /// Moves per game.
    pub moves: Tally,
    /// Per game: the mover's candidate moves, over every position met, whose sowing is
    /// endless (illegal, RULES.md §1.3).
    pub endless: Tally,
    /// Candidate moves a quick pass left undecided (longer than `QUICK_LAPS` laps, almost
    /// always endless): not decided, since no player played them.
    pub undecided: u64,
    /// Per game: the captures the engine's trace shows.
    pub captures: Tally,
    /// Moves whose sowing ran longer than `QUICK_LAPS` laps (played, decided exactly).
    pub long_sowings: u64,
    /// Per match: the rounds played (rules with match play only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<Tally>,
}

impl Counts {
    /// No games yet, for `rules`.
    pub fn new(rules: Rules) -> Counts {
        Counts {
            rounds: rules.is_match().then(Tally::default),
            ..Counts::default()
        }
    }

    /// Adds another count's games (of the same rules).
    pub fn merge(&mut self, other: &Counts) {
        self.games += other.games;
        self.south_wins += other.south_wins;
        self.north_wins += other.north_wins;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        for (k, &n) in &other.ended_by {
            *self.ended_by.entry(k.clone()).or_default() += n;
        }
        self.moves.merge(&other.moves);
        self.endless.merge(&other.endless);
        self.undecided += other.undecided;
        self.captures.merge(&other.captures);
        self.long_sowings += other.long_sowings;
        if let (Some(r), Some(o)) = (self.rounds.as_mut(), other.rounds.as_ref()) {
            r.merge(o);
        }
    }

    /// Whether the counts add up, for `games` games of `rules` (read from a file).
    pub fn check(&self, rules: Rules, games: u64) -> Result<(), CountsProblem> {
        if self.games != games {
            return Err(CountsProblem::Range);
        }
        let finished = self.south_wins + self.north_wins + self.draws;
        if finished.checked_add(self.unfinished) != Some(games) {
            return Err(CountsProblem::Results);
        }
        if let Some(k) = self
            .ended_by
            .keys()
            .find(|k| EndReason::from_id(k).is_none())
        {
            return Err(CountsProblem::UnknownReason(k.clone()));
        }
        let reasons = self
            .ended_by
            .values()
            .try_fold(0u64, |a, &n| a.checked_add(n));
        if reasons != Some(finished) {
            return Err(CountsProblem::Reasons);
        }
        let mut tallies = vec![
            ("moves", &self.moves),
            ("endless", &self.endless),
            ("captures", &self.captures),
        ];
        match (&self.rounds, rules.is_match()) {
            (Some(r), true) => tallies.push(("rounds", r)),
            (None, false) => {}
            _ => return Err(CountsProblem::Rounds),
        }
        for (name, t) in tallies {
            let n = t.0.values().try_fold(0u64, |a, &n| a.checked_add(n));
            if n != Some(games) {
                return Err(CountsProblem::Tally(name));
            }
        }
        Ok(())
    }
}

/// What one game met, before it is counted.
#[derive(Default)]
struct Met {
    endless: u64,
    undecided: u64,
    captures: u64,
    long_sowings: u64,
}

/// One game of a run, as `--per-game` writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// The game's index in the run (from 0): game `index` is played from
    /// `Rng::nth(seed, index)`.
    pub index: u64,
    /// `south`, `north`, `draw`, or `unfinished` (cut at [`MOVE_CAP`] moves).
    pub winner: &'static str,
    pub moves: u64,
    pub captures: u64,
    /// The end reason's id (the engine's), or `unfinished`.
    pub ended_by: &'static str,
    /// The mover's endless candidate moves met, over the game.
    pub endless: u64,
    pub long_sowings: u64,
    /// Rounds played (rules with match play).
    pub rounds: Option<u64>,
}

/// Plays game `index` (from 0) of a run seeded `seed`, `level` on both sides, and counts
/// it into `c`; the game's own row.
pub fn play_game(
    rules: Rules,
    level: Level,
    seed: u64,
    index: u64,
    c: &mut Counts,
) -> Result<GameRow, RunError> {
    let mut rng = Rng::new(Rng::nth(seed, index));
    let mut game = Game::from_rules(rules);
    let mut met = Met::default();
    while !game.current().is_over() && game.moves().len() < MOVE_CAP {
        endless_met(game.current(), game.decisions(), &mut met);
        let trace = play_move(&mut game, level, rng.next_u64(), index)?;
        for e in &trace {
            match e {
                TraceEvent::Capture { .. } => met.captures += 1,
                TraceEvent::LongSowing { .. } => met.long_sowings += 1,
                _ => {}
            }
        }
    }
    let p = game.current();
    c.games += 1;
    let (winner, ended_by) = match p.outcome() {
        None => {
            c.unfinished += 1;
            ("unfinished", "unfinished")
        }
        Some(o) => {
            *c.ended_by.entry(o.reason.id().to_string()).or_default() += 1;
            let winner = match o.winner {
                Some(Player::South) => {
                    c.south_wins += 1;
                    "south"
                }
                Some(Player::North) => {
                    c.north_wins += 1;
                    "north"
                }
                None => {
                    c.draws += 1;
                    "draw"
                }
            };
            (winner, o.reason.id())
        }
    };
    c.moves.add(game.moves().len() as u64);
    c.endless.add(met.endless);
    c.undecided += met.undecided;
    c.captures.add(met.captures);
    c.long_sowings += met.long_sowings;
    let rounds = c.rounds.as_mut().map(|r| {
        let round = u64::from(p.match_state().round);
        r.add(round);
        round
    });
    Ok(GameRow {
        index,
        winner,
        moves: game.moves().len() as u64,
        captures: met.captures,
        ended_by,
        endless: met.endless,
        long_sowings: met.long_sowings,
        rounds,
    })
}

/// Counts the candidate moves of `p`'s mover that are endless, or undecided by a quick
/// pass, as the engine judges each hole's moves (`choices_at`, knowing `known`).
fn endless_met(p: &Position, known: &Decisions, met: &mut Met) {
    if p.phase() != Phase::Play {
        return;
    }
    for hole in p.geometry().holes() {
        if p.owner(hole) != p.to_move() || p.count(hole) == 0 {
            continue;
        }
        let Ok(choices) = p.choices_at(hole, known) else {
            continue;
        };
        for (_, verdict) in &choices.moves {
            match verdict {
                Err(Refusal::Illegal(PlayError::EndlessSowing)) => met.endless += 1,
                Err(Refusal::Undecided) => met.undecided += 1,
                _ => {}
            }
        }
    }
}

/// Plays `level`'s move in `game` (game `index` of the run), as the players of a run
/// choose (`search::choose_in_run`): a long sowing it chose as the last resort is then
/// decided exactly, and if it is endless the level chooses again with every move decided.
fn play_move(
    game: &mut Game,
    level: Level,
    seed: u64,
    index: u64,
) -> Result<Vec<TraceEvent>, RunError> {
    use mancala_atlas::engine::Effort::{Exact, Quick};
    let number = index + 1;
    let no_move = |game: &Game| RunError::NoMove {
        game: number,
        level,
        position: Box::new(game.current().clone()),
    };
    let c = search::choose_in_run(game, level, seed, false).ok_or_else(|| no_move(game))?;
    let illegal = |mv, error| RunError::IllegalChoice {
        game: number,
        level,
        mv,
        error,
    };
    match game.play(&c.mv, Quick) {
        Ok(trace) => return Ok(trace),
        Err(Refusal::Undecided) => {}
        Err(e) => return Err(illegal(c.mv, e)),
    }
    if let Ok(trace) = game.play(&c.mv, Exact) {
        return Ok(trace);
    }
    let c = search::choose_in_run(game, level, seed, true).ok_or_else(|| no_move(game))?;
    game.play(&c.mv, Exact).map_err(|e| illegal(c.mv, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(values: &[u64]) -> Tally {
        let mut t = Tally::default();
        for &v in values {
            t.add(v);
        }
        t
    }

    #[test]
    fn quartiles_are_nearest_rank() {
        let t = tally(&[5, 1, 4, 2, 3]);
        assert_eq!(t.quantile(1, 4), 2);
        assert_eq!(t.quantile(1, 2), 3);
        assert_eq!(t.quantile(3, 4), 4);
        assert_eq!(t.quantile(0, 4), 1);
        assert_eq!(t.quantile(4, 4), 5);
        assert_eq!(t.range(), (1, 5));
        assert_eq!(t.sums(), (15, 55));
        assert_eq!(tally(&[]).quantile(1, 2), 0);
        assert_eq!(tally(&[7, 9]).quantile(1, 2), 7);
    }

    #[test]
    fn counts_merged_in_any_order_are_the_same() {
        let rules = Rules::default_for(mancala_atlas::engine::GameId::Hoyito3);
        let mut each = Vec::new();
        for i in 0..6 {
            let mut c = Counts::new(rules);
            play_game(rules, Level::Random, 9, i, &mut c).expect("a game");
            each.push(c);
        }
        let mut forward = Counts::new(rules);
        each.iter().for_each(|c| forward.merge(c));
        let mut backward = Counts::new(rules);
        each.iter().rev().for_each(|c| backward.merge(c));
        assert_eq!(forward, backward);
        assert_eq!(forward.check(rules, 6), Ok(()));
        assert_eq!(forward.check(rules, 7), Err(CountsProblem::Range));
    }
}
