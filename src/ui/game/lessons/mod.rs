//! Lessons: for each game a short sequence of positions, each made for one point of its
//! rules, with a task the engine checks. A lesson is data (one file per game:
//! `katro.rs`, `rio_kadalis.rs`, `hoyito.rs`, `kiothi.rs`); the checker here is the same
//! for every game: it plays the move with [`Position::play_traced`], asks the lesson's
//! [`Goal`] of the move's trace and result, and when the move does not do it says why,
//! from the trace (which lap ended where, what was taken, by whom).
//!
//! The English is here; every language's is in its file under an id ([`texts`]):
//! `katro.lesson.1.title`, `….text`, `….task`, `….hint`. The sentences of the feedback
//! are catalog texts ([`text::CATALOG`], merged into `i18n.rs`'s).

pub mod address;
mod hoyito;
mod katro;
mod kiothi;
mod rio_kadalis;
pub mod text;

use crate::engine::{CaptureKind, GameId, Hole, Move, Piece, Player, Position, TraceEvent};
use crate::ui::game::about::Text;
use crate::ui::i18n::{self, tf, Lang};

/// What a lesson asks of the move (South's: every lesson is played from South's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The turn's last seed falls into this hole (written `c1`).
    EndIn(&'static str),
    /// The turn sows at least this many laps.
    Laps(u8),
    /// The mover takes at least this many seeds, in any way.
    Take(u8),
    /// The mover takes seeds in this way (a four in passing, a binikh, the bonus).
    Kind(CaptureKind),
    /// The mover moves again.
    ExtraTurn,
    /// The move ends the game, won by the mover.
    Win,
    /// The move ends the game, won by the mover by exactly two (Kiothi's one-warrior
    /// victory).
    WinByTwo,
    /// After the move every hole of the mover's row holds seeds.
    FillRow,
}

/// What a lesson's words (its text, task and hint) say of its position or of a move,
/// checked against the position and the engine's trace of the move (`tests.rs`). Holes
/// are written `c1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// Before the move this hole holds this many ("North's d2 holds three").
    Holds(&'static str, u8),
    /// Before the move these holes are empty ("your outer row is empty").
    Empty(&'static [&'static str]),
    /// Before the move every seed of this player lies in these holes ("North's only seeds
    /// are the three in f2").
    Only(Player, &'static [&'static str]),
    /// Before the move these holes are *nki* ("c2 is nki"); the others are not.
    Nki(&'static [&'static str]),
    /// Lap `n` (from 1) lifts `count` from a hole and its last seed falls into another,
    /// empty before (`true`) or not ("fourteen seeds from c1 reach e3").
    Lap(u8, &'static str, u8, &'static str, bool),
    /// The first lap's first seeds fall into these holes, in this order ("after f1 it turns
    /// into the middle row at f2, then e2").
    Sows(&'static [&'static str]),
    /// The move sows exactly this many laps.
    Laps(u8),
    /// This player takes this many from this hole, in this way.
    Takes(Player, u8, &'static str, CaptureKind),
    /// Nothing is taken.
    TakesNothing,
    /// The mover moves again.
    ExtraTurn,
    /// The game ends with this deciding score, `[south, north]`.
    Ends([u8; 2]),
    /// The game goes on.
    GoesOn,
    /// This move is refused (its reason: the words say it is not allowed).
    Refused(&'static str),
}

/// A move a lesson's words point to, whether it does the task, and what the words say
/// it does.
#[derive(Clone, Copy, Debug)]
pub struct Answer {
    /// The move, in the notation.
    pub mv: &'static str,
    /// Whether it does the task: the checker must accept exactly the lesson's answers
    /// that do.
    pub right: bool,
    /// What the words say of it (and of the position it is played from).
    pub claims: &'static [Claim],
}

/// One lesson: its position, its words in English, its task.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// The position, as RULES.md writes it (with the options the point needs).
    pub position: &'static str,
    /// Its title.
    pub title: &'static str,
    /// Two or three sentences on the point.
    pub text: &'static str,
    /// The task, as the player reads it.
    pub task: &'static str,
    /// The hint.
    pub hint: &'static str,
    /// What the engine checks.
    pub goal: Goal,
    /// The moves offered, when not every legal move (Kiothi's redistribution, whose
    /// moves are too many to choose on the board): each written in the notation.
    pub offered: &'static [&'static str],
    /// The moves the words point to: every one that does the task (no other move may),
    /// and others they speak of, each with what the words say it does.
    pub answers: &'static [Answer],
}

/// `game`'s lessons, in order (none for a game without them).
pub fn lessons(game: GameId) -> &'static [Lesson] {
    match game {
        GameId::Katro => katro::LESSONS,
        GameId::RioKadalis => rio_kadalis::LESSONS,
        GameId::Hoyito3 => hoyito::LESSONS,
        GameId::Kiothi => kiothi::LESSONS,
        _ => &[],
    }
}

/// The `n`th lesson of `game` (from 1).
pub fn lesson(game: GameId, n: usize) -> Option<&'static Lesson> {
    n.checked_sub(1).and_then(|i| lessons(game).get(i))
}

/// How many lessons `game` has. Counted at compile time: a caller that needs only the
/// count (a lesson's route, a figure's `lesson=`) links none of the lessons' words (the
/// sketch bundle, src/bin/sketch.rs, would otherwise carry them all).
pub fn count(game: GameId) -> usize {
    const COUNTS: [usize; 4] = [
        katro::LESSONS.len(),
        rio_kadalis::LESSONS.len(),
        hoyito::LESSONS.len(),
        kiothi::LESSONS.len(),
    ];
    match game {
        GameId::Katro => COUNTS[0],
        GameId::RioKadalis => COUNTS[1],
        GameId::Hoyito3 => COUNTS[2],
        GameId::Kiothi => COUNTS[3],
        _ => 0,
    }
}

/// The position of lesson `n` (from 1) of `game`, as RULES.md writes it: the lesson's
/// [`Lesson::position`], from tables taken out of the lessons at compile time, so that a
/// figure's first drawing of a lesson links the positions and none of the words.
pub fn position(game: GameId, n: usize) -> Option<&'static str> {
    const fn positions<const N: usize>(lessons: &[Lesson]) -> [&'static str; N] {
        let mut out = [""; N];
        let mut i = 0;
        while i < N {
            out[i] = lessons[i].position;
            i += 1;
        }
        out
    }
    static KATRO: [&str; katro::LESSONS.len()] = positions(katro::LESSONS);
    static RIO_KADALIS: [&str; rio_kadalis::LESSONS.len()] = positions(rio_kadalis::LESSONS);
    static HOYITO: [&str; hoyito::LESSONS.len()] = positions(hoyito::LESSONS);
    static KIOTHI: [&str; kiothi::LESSONS.len()] = positions(kiothi::LESSONS);
    let all: &[&str] = match game {
        GameId::Katro => &KATRO,
        GameId::RioKadalis => &RIO_KADALIS,
        GameId::Hoyito3 => &HOYITO,
        GameId::Kiothi => &KIOTHI,
        _ => &[],
    };
    n.checked_sub(1).and_then(|i| all.get(i)).copied()
}

/// What the player reads of a lesson, in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The title.
    pub title: &'static str,
    /// The point.
    pub text: &'static str,
    /// The task.
    pub task: &'static str,
    /// The hint.
    pub hint: &'static str,
}

fn id(game: GameId, n: usize, field: &str) -> String {
    format!("{}.lesson.{n}.{field}", game.id())
}

/// The words of lesson `n` (from 1) of `game` in `lang` (each the English until `lang`'s
/// file has it).
pub fn words(game: GameId, n: usize, lang: Lang) -> Option<Words> {
    let l = lesson(game, n)?;
    let say = |field: &str, en: &'static str| i18n::id_text(lang, &id(game, n, field), en);
    Some(Words {
        title: say("title", l.title),
        text: say("text", l.text),
        task: say("task", l.task),
        hint: say("hint", l.hint),
    })
}

/// Every lesson text of `game` with its id, for the languages' files.
pub fn texts(game: GameId) -> Vec<Text> {
    lessons(game)
        .iter()
        .enumerate()
        .flat_map(|(i, l)| {
            [
                ("title", l.title),
                ("text", l.text),
                ("task", l.task),
                ("hint", l.hint),
            ]
            .map(|(field, en)| Text {
                id: id(game, i + 1, field),
                en,
                optional: false,
            })
        })
        .collect()
}

/// Why a lesson cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// Its position does not read (the engine's reason).
    Position(String),
    /// A move it offers does not read or is not legal there.
    Offered(String),
}

impl Lesson {
    /// The lesson's position.
    ///
    /// # Errors
    /// The engine's reason when the position does not read.
    pub fn start(&self) -> Result<Position, LessonError> {
        Position::from_json(self.position).map_err(|e| LessonError::Position(e.to_string()))
    }

    /// The moves the player may choose from the lesson's position: the offered ones, or
    /// every legal move.
    ///
    /// # Errors
    /// An offered move that does not read or is not legal.
    pub fn moves(&self, p: &Position) -> Result<Vec<Move>, LessonError> {
        if self.offered.is_empty() {
            return Ok(p.legal_moves());
        }
        self.offered
            .iter()
            .map(|s| {
                s.parse::<Move>()
                    .ok()
                    .filter(|m| p.is_legal(m))
                    .ok_or_else(|| LessonError::Offered((*s).to_string()))
            })
            .collect()
    }

    /// Plays `mv` from `p` and judges it.
    pub fn judge(&self, p: &Position, mv: &Move) -> Verdict {
        match p.play_traced(mv) {
            Err(e) => Verdict::Illegal(e.to_string()),
            Ok((after, trace)) => {
                let turn = Turn::read(p, &after, &trace);
                let missed = self.missed(&turn);
                let mut reasons = Vec::new();
                if let Some(m) = missed {
                    reasons.push(m);
                    reasons.extend(turn.story());
                }
                if reasons.is_empty() {
                    Verdict::Right { after, trace }
                } else {
                    Verdict::Wrong {
                        after,
                        trace,
                        reasons,
                    }
                }
            }
        }
    }

    /// What the move did not do of the task, if anything.
    fn missed(&self, turn: &Turn) -> Option<Reason> {
        let me = turn.mover;
        let won = turn.winner == Some(Some(me));
        match self.goal {
            Goal::EndIn(h) => {
                let want: Hole = h.parse().ok()?;
                (turn.last_hole() != Some(want)).then(|| Reason::EndedElsewhere {
                    ended: turn.last_hole(),
                    want,
                })
            }
            Goal::Laps(n) => (turn.laps.len() < n as usize).then_some(Reason::FewLaps {
                laps: turn.laps.len(),
                want: n,
            }),
            Goal::Take(n) => {
                let took = turn.taken_by(me);
                (took < u32::from(n)).then_some(Reason::TookTooFew {
                    took,
                    want: n,
                    piece: turn.piece,
                })
            }
            Goal::Kind(kind) => (!turn.captures.iter().any(|c| c.by == me && c.kind == kind))
                .then_some(Reason::NoneOfKind(kind)),
            Goal::ExtraTurn => (!turn.extra_turn).then_some(Reason::NoExtraTurn),
            Goal::Win => (!won).then_some(Reason::NotWon(turn.winner)),
            Goal::WinByTwo => {
                if !won {
                    Some(Reason::NotWon(turn.winner))
                } else {
                    let mine = turn.after_captured[me.index()];
                    let theirs = turn.after_captured[(!me).index()];
                    (mine.abs_diff(theirs) != 2).then_some(Reason::WonBy(mine.abs_diff(theirs)))
                }
            }
            Goal::FillRow => {
                (!turn.empty_own.is_empty()).then(|| Reason::LeftEmpty(turn.empty_own.clone()))
            }
        }
    }
}

/// What `mv` does from `p`, read from its trace: each lap (seeds lifted, from where,
/// where its last seed fell), then what was taken (the puzzles' feedback tells a move so).
///
/// # Errors
/// The engine's reason when the move cannot be played there.
pub fn story(p: &Position, mv: &Move) -> Result<Vec<Reason>, String> {
    let (after, trace) = p.play_traced(mv).map_err(|e| e.to_string())?;
    Ok(Turn::read(p, &after, &trace).story())
}

/// A move judged.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// It does the task.
    Right {
        /// The position after it.
        after: Position,
        /// Its trace.
        trace: Vec<TraceEvent>,
    },
    /// It does not; the reasons say why (first what it missed, then what it did).
    Wrong {
        /// The position after it.
        after: Position,
        /// Its trace.
        trace: Vec<TraceEvent>,
        /// Why, in order.
        reasons: Vec<Reason>,
    },
    /// The engine refuses it (never for a move the lesson offers).
    Illegal(String),
}

/// One reason a move does not do the task, or one thing it did, read from its trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The turn ended in another hole.
    EndedElsewhere {
        /// Where it ended.
        ended: Option<Hole>,
        /// Where the task asked.
        want: Hole,
    },
    /// Too few laps.
    FewLaps {
        /// Laps sown.
        laps: usize,
        /// Laps asked.
        want: u8,
    },
    /// Too few seeds (warriors) taken.
    TookTooFew {
        /// Seeds (warriors) taken.
        took: u32,
        /// Seeds (warriors) asked.
        want: u8,
        /// What the game's pieces are called.
        piece: Piece,
    },
    /// No capture of this kind by the mover.
    NoneOfKind(CaptureKind),
    /// No extra turn.
    NoExtraTurn,
    /// The game is not won by the mover: it goes on (`None`), or ended with this winner.
    NotWon(Option<Option<Player>>),
    /// Won, but by this many.
    WonBy(u32),
    /// These holes of the mover's row are empty after the move.
    LeftEmpty(Vec<Hole>),
    /// A lap: its number (from 1), seeds lifted, from where, where its last seed fell
    /// and whether that hole was empty before.
    Lap {
        /// The lap's number.
        n: usize,
        /// Seeds lifted.
        count: u8,
        /// Lifted from.
        from: Hole,
        /// Its last seed's hole.
        to: Hole,
        /// The last seed fell into an empty hole.
        into_empty: bool,
    },
    /// More laps than the story tells one by one.
    MoreLaps(usize),
    /// Seeds taken.
    Took {
        /// Who took them.
        by: Player,
        /// How many.
        count: u8,
        /// From where.
        hole: Hole,
        /// How.
        kind: CaptureKind,
    },
    /// Nothing was taken.
    NothingTaken,
    /// The turn ended in an empty hole of the mover's row facing an enemy hole that is
    /// *nki* (Kiothi): protected, nothing taken.
    FacingNki(Hole),
}

/// Laps the story tells one by one.
const TOLD_LAPS: usize = 6;

/// A move's trace, read.
struct Turn {
    mover: Player,
    /// What the game's pieces are called.
    piece: Piece,
    /// Each lap: (from, count, last hole, whether the last hole was empty before).
    laps: Vec<(Hole, u8, Option<Hole>, bool)>,
    captures: Vec<Capture>,
    extra_turn: bool,
    /// `None`: the game goes on; `Some(winner)`: it ended.
    winner: Option<Option<Player>>,
    after_captured: [u32; 2],
    empty_own: Vec<Hole>,
    /// The last hole faces an enemy hole that was *nki*, and nothing was taken.
    facing_nki: Option<Hole>,
}

struct Capture {
    by: Player,
    count: u8,
    hole: Hole,
    kind: CaptureKind,
}

impl Turn {
    fn read(before: &Position, after: &Position, trace: &[TraceEvent]) -> Turn {
        let mover = before.to_move();
        let mut laps: Vec<(Hole, u8, Option<Hole>, bool)> = Vec::new();
        let mut captures = Vec::new();
        let mut extra_turn = false;
        let mut winner = None;
        for e in trace {
            match e {
                TraceEvent::Lift { hole, count, .. } => laps.push((*hole, *count, None, false)),
                TraceEvent::Drop { hole, count } => {
                    if let Some(lap) = laps.last_mut() {
                        lap.2 = Some(*hole);
                        lap.3 = *count == 1;
                    }
                }
                TraceEvent::Capture {
                    hole,
                    count,
                    by,
                    kind,
                    ..
                } => captures.push(Capture {
                    by: *by,
                    count: *count,
                    hole: *hole,
                    kind: *kind,
                }),
                TraceEvent::ExtraTurn { .. } => extra_turn = true,
                TraceEvent::GameEnd { outcome } => winner = Some(outcome.winner),
                _ => {}
            }
        }
        let g = after.geometry();
        let empty_own = g
            .holes()
            .filter(|&h| after.owner(h) == mover && after.count(h) == 0)
            .collect();
        let last = laps.last().and_then(|l| l.2);
        let facing_nki = last.filter(|&h| {
            let facing = Hole::new(h.file(), before.ranks() - 1 - h.rank());
            captures.is_empty()
                && before.owner(h) == mover
                && g.index(facing).is_some()
                && before.owner(facing) != mover
                && before.is_nki(facing)
                && before.count(facing) > 0
        });
        Turn {
            mover,
            piece: before.game().piece(),
            laps,
            captures,
            extra_turn,
            winner,
            after_captured: [
                after.captured(Player::South).into(),
                after.captured(Player::North).into(),
            ],
            empty_own,
            facing_nki,
        }
    }

    fn last_hole(&self) -> Option<Hole> {
        self.laps.last().and_then(|l| l.2)
    }

    fn taken_by(&self, p: Player) -> u32 {
        self.captures
            .iter()
            .filter(|c| c.by == p)
            .map(|c| u32::from(c.count))
            .sum()
    }

    /// What the move did, lap by lap, then what was taken.
    fn story(&self) -> Vec<Reason> {
        let mut out: Vec<Reason> = self
            .laps
            .iter()
            .take(TOLD_LAPS)
            .enumerate()
            .filter_map(|(i, &(from, count, to, into_empty))| {
                Some(Reason::Lap {
                    n: i + 1,
                    count,
                    from,
                    to: to?,
                    into_empty,
                })
            })
            .collect();
        if self.laps.len() > TOLD_LAPS {
            out.push(Reason::MoreLaps(self.laps.len() - TOLD_LAPS));
        }
        if self.captures.is_empty() {
            out.push(Reason::NothingTaken);
        }
        out.extend(self.captures.iter().map(|c| Reason::Took {
            by: c.by,
            count: c.count,
            hole: c.hole,
            kind: c.kind,
        }));
        out.extend(self.facing_nki.map(Reason::FacingNki));
        out
    }
}

impl Reason {
    /// The reason in words.
    pub fn sentence(&self, lang: Lang) -> String {
        let player = |p: Player| i18n::player(lang, p);
        match self {
            Reason::EndedElsewhere {
                ended: Some(h),
                want,
            } => tf(lang, "Your sowing ended in {}, not in {}.", &[h, want]),
            Reason::EndedElsewhere { ended: None, want } => {
                tf(lang, "Your sowing did not end in {}.", &[want])
            }
            Reason::FewLaps { laps, want } => tf(
                lang,
                "Laps sown: {}; the task asks for at least {}.",
                &[laps, want],
            ),
            Reason::TookTooFew {
                took,
                want,
                piece: Piece::Seed,
            } => tf(
                lang,
                "Seeds you took: {}; the task asks for {} or more.",
                &[took, want],
            ),
            Reason::TookTooFew {
                took,
                want,
                piece: Piece::Warrior,
            } => tf(
                lang,
                "Warriors you took: {}; the task asks for {} or more.",
                &[took, want],
            ),
            Reason::NoneOfKind(CaptureKind::Four) => {
                i18n::t(lang, "No four was made in your row during a lap.").to_string()
            }
            Reason::NoneOfKind(CaptureKind::Binikh) => {
                i18n::t(lang, "Your last seed did not make a four: no binikh.").to_string()
            }
            Reason::NoneOfKind(CaptureKind::Bonus) => i18n::t(
                lang,
                "No leftmost bonus: the capture was not made from your leftmost hole.",
            )
            .to_string(),
            Reason::NoneOfKind(CaptureKind::Capture) => {
                i18n::t(lang, "Nothing was captured.").to_string()
            }
            Reason::NoExtraTurn => {
                i18n::t(lang, "Your last seed did not make a four: no extra turn.").to_string()
            }
            Reason::NotWon(None) => {
                i18n::t(lang, "The game goes on: it is not won yet.").to_string()
            }
            Reason::NotWon(Some(None)) => i18n::t(lang, "The game ends in a draw.").to_string(),
            Reason::NotWon(Some(Some(p))) => tf(lang, "The game ends: {} wins.", &[&player(*p)]),
            Reason::WonBy(n) => tf(lang, "You win by {}, not by exactly two.", &[n]),
            Reason::LeftEmpty(holes) => {
                let list = holes
                    .iter()
                    .map(Hole::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                tf(lang, "Holes of your row left empty: {}.", &[&list])
            }
            Reason::Lap {
                n,
                count,
                from,
                to,
                into_empty: true,
            } => tf(
                lang,
                "Lap {}: {} from {}, the last one into {}, which was empty: the turn ends.",
                &[n, count, from, to],
            ),
            Reason::Lap {
                n,
                count,
                from,
                to,
                into_empty: false,
            } => tf(
                lang,
                "Lap {}: {} from {}, the last one into {}, which was not empty.",
                &[n, count, from, to],
            ),
            Reason::MoreLaps(n) => tf(lang, "… and {} more laps.", &[n]),
            Reason::Took {
                by,
                count,
                hole,
                kind: CaptureKind::Four,
            } => tf(
                lang,
                "A four made in passing in {}: {} takes it ({} seeds), as the owner of that row.",
                &[hole, &player(*by), count],
            ),
            Reason::Took {
                by,
                count,
                hole,
                kind: CaptureKind::Binikh,
            } => tf(
                lang,
                "Binikh in {}: {} takes {} seeds.",
                &[hole, &player(*by), count],
            ),
            Reason::Took {
                by,
                count,
                hole,
                kind: CaptureKind::Bonus,
            } => tf(
                lang,
                "Leftmost bonus: {} takes {} from {}.",
                &[&player(*by), count, hole],
            ),
            Reason::Took {
                by,
                count,
                hole,
                kind: CaptureKind::Capture,
            } => tf(lang, "{} takes {} from {}.", &[&player(*by), count, hole]),
            Reason::NothingTaken => i18n::t(lang, "Nothing was taken.").to_string(),
            Reason::FacingNki(h) => tf(
                lang,
                "The enemy hole facing {} is nki (protected): nothing is taken.",
                &[h],
            ),
        }
    }
}

#[cfg(test)]
mod tests;
