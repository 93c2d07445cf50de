//! Exact endgame tables for Rio Kadalis and Hoyito III: the value of every position with
//! at most `N` seeds on the board, built by retrograde analysis (see [`build`]) and read
//! back from a compact file ([`Table::load`]).
//!
//! # What an entry says
//! For the side to move: the best **difference of seeds that count** it can make sure of
//! from here to the end of the game (its seeds minus the opponent's: Hoyito III counts
//! every seed, those captured, the last four and those swept to their owners at the end;
//! Rio Kadalis counts the seeds taken as fours, and not those left on the board, which
//! only the seed totals show), and the **moves** in which it makes sure of it by the end
//! of the game, playing the table's best moves whatever the opponent does (an upper bound
//! of the fewest: see below). Adding the score so far gives the game's result: the side
//! to move wins when its lead in points plus the difference is above zero.
//!
//! # What a position is
//! The board and the side to move: nothing else a `Position` holds changes what can
//! happen next in these games' single games (the default options, `match: false`). The
//! stores only add to the score: no rule asks how many seeds were captured (Hoyito III's
//! last four are the last four *on the board*), so an entry holds for any stores. There
//! are no marks, closed holes, reserves or rounds outside match play; an extra turn
//! (Hoyito III) is the same side to move; a pass is made by the engine before a position
//! is in play, so the entries whose side to move cannot move are never read. Match play
//! is not covered: a round's end is not the game's, and from round 3 Hoyito III's last
//! four depend on the previous round.
//!
//! # Endless play (RULES.md §1.4)
//! A game ends at the third occurrence of a position, which depends on the game's history,
//! not on the position alone; a table cannot. The tables take play from the position on,
//! with no earlier position, and treat a line that never leaves a cycle as follows.
//!
//! * **Rio Kadalis**: a repetition sends the board to its owners, and those seeds are not
//!   fours: endless play adds nothing to the difference. The table's value is that of the
//!   game in which endless play is worth 0 more, and that is exactly the value of play from
//!   the position under the threefold rule: a side playing the table's (positional)
//!   strategy makes sure of its value against any line that ends by repetition, since a
//!   third occurrence closes a loop with no capture that the opponent could have gone
//!   round for ever.
//! * **Hoyito III**: a repetition sends the board to its owners and those seeds count, so
//!   what endless play is worth depends on where the game repeats. The table keeps two
//!   bounds: `lo`, what the side to move makes sure of by ending the game (endless play
//!   counted as the worst it could be, every seed on the board to the opponent), and
//!   `hi`, what the opponent holds it to by ending the game (endless play the best it
//!   could be). The true value — under the threefold rule, from any history — lies between
//!   them. Where they meet (nearly everywhere), the value is exact whatever repetition
//!   would give: [`Table::probe`] answers; where they do not, best play rests on a
//!   repetition, and only [`Table::bounds`] answers.
//!
//! # Moves
//! `moves` counts the moves until the game ends while the side to move keeps its value by
//! the table's best moves (the quickest of them) and the opponent prolongs the game as much
//! as it can; `against`, the moves the opponent needs to hold the side to move to its
//! value, the side to move prolonging. Each is the least for the table's own way of
//! playing, counting a move to a smaller seed count by that entry's count: the fewest
//! moves at all can be smaller, when a move wins more than the value needs. `None`: the
//! value is held only by endless play (the game then ends by repetition). A search that
//! wins uses `moves` to make progress: following the table's best moves with the fewest
//! `moves`, a won game ends.

mod build;
mod entries;
mod format;
mod index;
mod verify;

pub use build::Progress;
pub use format::TableError;
pub use verify::{
    check_entry, check_table, verify_entry, verify_position, FullCheck, Part, Verification,
};

use crate::engine::{Effort, GameId, Move, Phase, Player, Position, Rules, Scoring};
use build::NONE;
use entries::{Entries, Entry};
use index::Layout;

/// The most seeds a table may have on the board (a larger one would not fit in memory).
pub const MAX_SEEDS: u8 = 24;

/// An exact value of a position, for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exact {
    /// The best difference of seeds that count, from here to the end of the game.
    pub diff: i32,
    /// The moves in which the side to move makes sure of it by the end of the game
    /// (`None`: only by endless play, which ends by repetition).
    pub moves: Option<u32>,
    /// The moves in which the opponent holds the side to move to it (`None`: as above).
    pub against: Option<u32>,
}

/// A move of a position with what the table proves it worth ([`Table::values`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Valued {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub after: Position,
    /// The best difference of seeds that count the mover makes sure of from the position
    /// before the move to the end of the game by playing it: what the move gains, plus
    /// (or, when the opponent moves next, minus) the table's value after it.
    pub value: i32,
    /// The table's exact value after the move, for the side to move there (`None` when
    /// the move ends the game).
    pub then: Option<Exact>,
}

/// What a table says of a position, for its side to move: the difference lies in
/// `lo..=hi` (equal unless it rests on a repetition, Hoyito III).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// What the side to move makes sure of.
    pub lo: i32,
    /// What the opponent holds it to.
    pub hi: i32,
    /// The moves in which the side to move makes sure of `lo` by the end of the game.
    pub moves: Option<u32>,
    /// The moves in which the opponent holds it to `hi` by the end of the game.
    pub against: Option<u32>,
}

/// Why a table cannot be built for a rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// Only Rio Kadalis and Hoyito III, without match play, have tables.
    Unsupported(Rules),
    /// More seeds than [`MAX_SEEDS`].
    TooManySeeds(u8),
    /// A table whose largest seed count has more moves than the builder counts in 32
    /// bits (Rio Kadalis and Hoyito III with 24 seeds: 834,451,800 entries of up to 6
    /// moves each).
    TooLarge {
        /// The most seeds asked for.
        seeds: u8,
        /// The entries of that seed count.
        entries: u64,
        /// The moves they may have, at most.
        moves: u64,
    },
    /// A distance longer than an entry holds (65,534 moves).
    TooLong {
        /// The seed count where it was met.
        seeds: u8,
    },
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Unsupported(r) => write!(
                f,
                "no tables for {r}: only Rio Kadalis and Hoyito III, without match play, have them"
            ),
            BuildError::TooManySeeds(n) => {
                write!(
                    f,
                    "a table holds at most {MAX_SEEDS} seeds on the board, not {n}"
                )
            }
            BuildError::TooLarge {
                seeds,
                entries,
                moves,
            } => write!(
                f,
                "a table of {seeds} seeds is too large to build: its {entries} entries with {seeds} seeds may have {moves} moves, more than the builder counts ({})",
                build::MAX_MOVES
            ),
            BuildError::TooLong { seeds } => write!(
                f,
                "a distance with {seeds} seeds on the board is longer than a table holds ({} moves)",
                build::NONE - 1
            ),
        }
    }
}

impl std::error::Error for BuildError {}

/// An endgame table of one rule set: an entry per board of at most [`Table::max_seeds`]
/// seeds and side to move. Two tables are equal when they have the same rules and
/// entries, however they keep them ([`Table::load`], [`Table::load_packed`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    rules: Rules,
    layout: Layout,
    /// Per entry, for its side to move: `lo`, `hi − lo`, and the distances (0: none).
    entries: Entries,
}

/// What the move from `p` to `after` gains for `p`'s side to move, in seeds that count:
/// the difference of the points each side took (fours count 4), or when the move ends
/// the game, of the final scores.
pub fn gained(p: &Position, after: &Position) -> i32 {
    let south = build::gain(p, after);
    if p.to_move() == Player::South {
        south
    } else {
        -south
    }
}

/// Whether `rules` can have a table.
pub fn supported(rules: Rules) -> bool {
    (rules.game() == GameId::RioKadalis || rules.game() == GameId::Hoyito3) && !rules.is_match()
}

/// `rules` with the sowing direction the other way round (its mirror image), for games
/// that have the option.
fn mirrored(rules: Rules) -> Option<Rules> {
    let flip = match rules.option("direction")? {
        crate::engine::Choice::Text("ccw") => "cw",
        crate::engine::Choice::Text("cw") => "ccw",
        _ => return None,
    };
    let mut o = rules.options_json();
    o.as_object_mut()?.insert("direction".into(), flip.into());
    Rules::from_options(rules.game(), &o).ok()
}

/// Whether endless play adds nothing to the difference: the seeds a repetition sends to
/// their owners do not count (Rio Kadalis' fours).
fn endless_adds_nothing(rules: Rules) -> bool {
    rules.game().facts().scoring == crate::engine::Scoring::Fours
}

impl Table {
    /// Builds the table of `rules` with at most `max` seeds on the board, reporting each
    /// seed count to `progress` as it is done.
    ///
    /// # Errors
    /// [`BuildError`] for rules without tables or too many seeds.
    pub fn build(
        rules: Rules,
        max: u8,
        progress: impl FnMut(Progress),
    ) -> Result<Table, BuildError> {
        if !supported(rules) {
            return Err(BuildError::Unsupported(rules));
        }
        if max > MAX_SEEDS {
            return Err(BuildError::TooManySeeds(max));
        }
        let layout = Layout::new(rules.geometry().len(), max);
        // Every count of exits and inner moves of a seed count must fit the builder's
        // 32 bits (each position has at most one move per hole of its row), and every
        // entry's number too.
        let entries = 2 * layout.boards(max);
        let moves = entries * (rules.geometry().len() as u64 / 2);
        if moves > build::MAX_MOVES || layout.len() >= build::MAX_MOVES {
            return Err(BuildError::TooLarge {
                seeds: max,
                entries,
                moves,
            });
        }
        const WORST: i32 = -1000;
        let games: &[(i32, bool, bool)] = if endless_adds_nothing(rules) {
            &[(0, true, true)]
        } else {
            &[(WORST, true, false), (-WORST, false, true)]
        };
        let solved = build::solve(rules, &layout, games, progress).map_err(|e| match e {
            build::Failure::Setup => BuildError::Unsupported(rules),
            build::Failure::TooLong(seeds) => BuildError::TooLong { seeds },
        })?;
        let n = layout.len() as usize;
        let (mut lo_of, mut gap_of) = (vec![0i8; n], vec![0u8; n]);
        let (mut moves_of, mut against_of) = (vec![0u16; n], vec![0u16; n]);
        let file = |d: u16| if d == NONE { 0 } else { d };
        let mut i = 0usize;
        for seeds in 0..=max {
            let boards = layout.boards(seeds) as usize;
            for north in [false, true] {
                for _ in 0..boards {
                    let (lo, hi, s_dist, n_dist) = match solved.as_slice() {
                        [one] => (
                            one.value[i],
                            one.value[i],
                            one.south.as_ref().map_or(NONE, |d| d[i]),
                            one.north.as_ref().map_or(NONE, |d| d[i]),
                        ),
                        // South makes sure of the lower bound, North holds South to the
                        // upper one: each side's distance comes from its own game.
                        [low, high] => {
                            let pick = |d: &Option<Vec<u16>>| d.as_ref().map_or(NONE, |d| d[i]);
                            (
                                low.value[i],
                                high.value[i],
                                pick(&low.south),
                                pick(&high.north),
                            )
                        }
                        _ => unreachable!("one or two games"),
                    };
                    let (lo, hi, mine, theirs) = if north {
                        (-hi, -lo, n_dist, s_dist)
                    } else {
                        (lo, hi, s_dist, n_dist)
                    };
                    lo_of[i] = lo;
                    gap_of[i] = (hi - lo) as u8;
                    moves_of[i] = file(mine);
                    against_of[i] = file(theirs);
                    i += 1;
                }
            }
        }
        let t = Table {
            rules,
            layout,
            entries: Entries::Full {
                lo: lo_of,
                gap: gap_of,
                moves: moves_of,
                against: against_of,
            },
        };
        Ok(t)
    }

    /// The rules the table is of.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The most seeds on the board it covers.
    pub fn max_seeds(&self) -> u8 {
        self.layout.max()
    }

    /// Its entries: every board of at most [`Table::max_seeds`] seeds, with either side to
    /// move (a few of them never in play).
    pub fn entries(&self) -> u64 {
        self.layout.len()
    }

    /// Whether `p` is one of the positions the table covers: in play, with at most
    /// [`Table::max_seeds`] seeds on the board, of its rules or their mirror image
    /// ([`Table::mirror_rules`]).
    pub fn covers(&self, p: &Position) -> bool {
        self.index(p).is_some()
    }

    /// `p`'s entry, when the table covers it.
    pub(crate) fn index(&self, p: &Position) -> Option<usize> {
        if p.phase() != Phase::Play {
            return None;
        }
        let north = p.to_move() == Player::North;
        if p.rules() == self.rules {
            return self.layout.index(p.pits(), north).map(|i| i as usize);
        }
        if mirrored(self.rules) != Some(p.rules()) {
            return None;
        }
        // Sowing the other way round is sowing this way on the board seen in a mirror:
        // each rank's files reversed (the owners stay).
        let files = p.files() as usize;
        let pits = p.pits();
        let m: Vec<u8> = (0..pits.len())
            .map(|i| pits[i - i % files + (files - 1 - i % files)])
            .collect();
        self.layout.index(&m, north).map(|i| i as usize)
    }

    /// The rules whose positions the table also covers, seen in a mirror: Rio Kadalis
    /// sown clockwise for a counter-clockwise table, and the other way round.
    pub fn mirror_rules(&self) -> Option<Rules> {
        mirrored(self.rules)
    }

    /// What the table says of `p` (`None` when it does not cover it, or when a packed
    /// table's block of it does not read: see [`Table::load_packed`]).
    pub fn bounds(&self, p: &Position) -> Option<Bounds> {
        self.bounds_at(self.index(p)?)
    }

    /// Whether one of `tables` says `a` cannot win from `p` at all: what `a` has taken
    /// and the most it can still make, in seeds that count, do not pass the other side
    /// (the proof search and the win distances leave such positions out).
    pub fn hopeless(tables: &[&Table], p: &Position, a: Player) -> bool {
        let Some(b) = tables.iter().find_map(|t| t.bounds(p)) else {
            return false;
        };
        let scoring = p.game().facts().scoring;
        let unit = if scoring == Scoring::Fours { 4 } else { 1 };
        let points = |who: Player| scoring.points(p.captured(who) as u32) as i32 * unit;
        // The most `a` can make of what is still to come.
        let most = if p.to_move() == a { b.hi } else { -b.lo };
        points(a) - points(!a) + most <= 0
    }

    /// Entry `i`'s bounds (`i` from [`Table::index`]: a search asks which table covers a
    /// position and reads its entry with one ranking of the board).
    pub(crate) fn bounds_at(&self, i: usize) -> Option<Bounds> {
        let e = self.entry(i)?;
        let d = |x: u16| (x != 0).then_some(x as u32);
        let lo = e.lo as i32;
        Some(Bounds {
            lo,
            hi: lo + e.gap as i32,
            moves: d(e.moves),
            against: d(e.against),
        })
    }

    /// Entry `i`, when it reads and lies in the table's range.
    fn entry(&self, i: usize) -> Option<Entry> {
        self.entries
            .get(i)
            .filter(|e| e.in_range(self.layout.max()))
    }

    /// Whether its entries are kept packed ([`Table::load_packed`]): reading one may
    /// inflate blocks.
    pub fn is_packed(&self) -> bool {
        self.entries.is_packed()
    }

    /// The bytes its entries take in memory: 6 an entry, or about its file's size when
    /// read packed.
    pub fn memory(&self) -> usize {
        self.entries.memory()
    }

    /// The exact value of `p` for its side to move, when the table covers it and the value
    /// does not rest on a repetition.
    pub fn probe(&self, p: &Position) -> Option<Exact> {
        let b = self.bounds(p)?;
        (b.lo == b.hi).then_some(Exact {
            diff: b.lo,
            moves: b.moves,
            against: b.against,
        })
    }

    /// Every legal move of `p` with the best difference of seeds that count its mover
    /// makes sure of by playing it (see [`Valued`]), in the engine's order: `None` when
    /// the table does not cover `p`, or a value after one of its moves is not exact (it
    /// rests on a repetition). The best of them is `p`'s own value.
    pub fn values(&self, p: &Position) -> Option<Vec<Valued>> {
        self.covers(p).then_some(())?;
        let me = p.to_move();
        p.successors(Effort::Exact)
            .legal
            .into_iter()
            .map(|(mv, after)| {
                let gained = gained(p, &after);
                let (value, then) = if after.is_over() {
                    (gained, None)
                } else {
                    let e = self.probe(&after)?;
                    let sign = if after.to_move() == me { 1 } else { -1 };
                    (gained + sign * e.diff, Some(e))
                };
                Some(Valued {
                    mv,
                    after,
                    value,
                    then,
                })
            })
            .collect()
    }

    /// Entry `i`'s position, when it is one in play (its side to move can move), with
    /// every seed off the board in South's store.
    pub fn position(&self, i: u64) -> Option<Position> {
        if i >= self.layout.len() {
            return None;
        }
        let mut pits = vec![0u8; self.layout.holes()];
        let (seeds, north) = self.layout.entry(i, &mut pits);
        let side = if north { Player::North } else { Player::South };
        let stores = [(self.rules.total_seeds() - seeds as u32) as u8, 0];
        let p = Position::from_board(self.rules, &pits, stores, side).ok()?;
        (!p.is_over() && p.to_move() == side).then_some(p)
    }

    /// What the entries hold: positions in play counted by whether their value is exact.
    pub fn summary(&self) -> Summary {
        let mut s = Summary::default();
        for i in 0..self.layout.len() as usize {
            if self.position(i as u64).is_none() {
                continue;
            }
            let Some(e) = self.entry(i) else {
                continue;
            };
            s.positions += 1;
            if e.gap == 0 {
                s.exact += 1;
                if e.moves == 0 {
                    s.endless += 1;
                }
            }
            s.longest = s.longest.max(e.moves as u32);
        }
        s
    }
}

impl Table {
    /// What `me` ends the game with over the opponent, in the game's points (fours in
    /// Rio Kadalis, seeds in Hoyito III), when both play the table's best from `p`: `p`'s
    /// own result when it is over, else its points so far and the table's exact value of
    /// what is still to come. `None`: the table does not cover `p`, or its value there
    /// rests on a repetition.
    pub fn margin(&self, p: &Position, me: Player) -> Option<i32> {
        let points = |who: Player| {
            let scoring = p.game().facts().scoring;
            scoring.points(p.captured(who) as u32) as i32
        };
        if let Some(o) = p.outcome() {
            let [south, north] = o.score.map(i32::from);
            return Some(if me == Player::South {
                south - north
            } else {
                north - south
            });
        }
        let e = self.probe(p)?;
        // The difference still to come is in seeds that count; a four is four of them.
        let unit = if endless_adds_nothing(self.rules) {
            4
        } else {
            1
        };
        let still = if p.to_move() == me { e.diff } else { -e.diff };
        Some(points(me) - points(!me) + still / unit)
    }
}

/// A table the web build serves (`static/tables/NAME.bin`, made by `scripts/tables.sh`):
/// the app fetches one the first time a game needs a value of a position it covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shipped {
    /// The file's name, without `.bin`.
    pub name: &'static str,
    /// The game.
    pub game: GameId,
    /// Its options, as JSON.
    pub options: &'static str,
    /// The most seeds on the board it covers.
    pub seeds: u8,
}

/// The tables the web build serves (a test checks each against its file).
pub const SHIPPED: [Shipped; 3] = [
    Shipped {
        name: "rio-kadalis",
        game: GameId::RioKadalis,
        options: "{}",
        seeds: 14,
    },
    Shipped {
        name: "rio-kadalis-5",
        game: GameId::RioKadalis,
        options: r#"{"holes_per_row":5}"#,
        seeds: 17,
    },
    Shipped {
        name: "hoyito-3",
        game: GameId::Hoyito3,
        options: "{}",
        seeds: 13,
    },
];

impl Shipped {
    /// Its rules.
    pub fn rules(&self) -> Option<Rules> {
        let options = serde_json::from_str(self.options).ok()?;
        Rules::from_options(self.game, &options).ok()
    }

    /// Where the web build serves it, relative to the app.
    pub fn file(&self) -> String {
        format!("tables/{}.bin", self.name)
    }

    /// Whether it covers `p` (as [`Table::covers`] would, without the table): `p` in
    /// play, of its rules or their mirror image, with at most its seeds on the board.
    pub fn covers(&self, p: &Position) -> bool {
        if p.game() != self.game {
            return false;
        }
        let Some(rules) = self.rules() else {
            return false;
        };
        p.phase() == Phase::Play
            && (p.rules() == rules || mirrored(rules) == Some(p.rules()))
            && p.seeds_on_board() <= self.seeds as u32
    }
}

/// The shipped table that covers `p`, if one does.
pub fn shipped_for(p: &Position) -> Option<&'static Shipped> {
    SHIPPED.iter().find(|s| s.covers(p))
}

/// What a table's positions in play come to ([`Table::summary`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Positions in play (entries whose side to move can move).
    pub positions: u64,
    /// Of those, with an exact value.
    pub exact: u64,
    /// Of those exact, held by the side to move only by endless play.
    pub endless: u64,
    /// The most `moves` of any.
    pub longest: u32,
}
