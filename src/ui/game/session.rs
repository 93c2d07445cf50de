//! The session: the game being played (start position, moves, positions), its main line
//! (the moves played followed by the moves taken back), who plays which side, the
//! computer's level, and which saved game it is (its id and revision). Every change to
//! the game goes through the engine ([`Game`]); every change that a save would see bumps
//! [`Session::revision`].

use std::fmt;
use std::rc::Rc;

use super::super::i18n::{t, Lang};
use super::ending::{Conclusion, Ending};
use crate::ai::Level;
use crate::engine::{
    Annotated, Decisions, Effort, Game, Glyph, Header, Move, Note, PlayError, Player, Position,
    Record, Refusal, Rules,
};
use crate::ui::game::anim::Animation;

/// Who plays which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Two people on one device.
    TwoPlayers,
    /// A person against the computer, which plays `computer`.
    VsComputer {
        /// The computer's side.
        computer: Player,
    },
    /// The computer plays both sides.
    ComputerVsComputer,
    /// Two people on two devices, by correspondence: this device plays `you`; each move
    /// makes a link to send, and the other's moves come back as links.
    Correspondence {
        /// The side played here.
        you: Player,
    },
}

impl Mode {
    /// Every mode, in the order the start screen offers them (a correspondence game is
    /// started as South; North's side opens from South's first link).
    pub const ALL: [Mode; 5] = [
        Mode::TwoPlayers,
        Mode::VsComputer {
            computer: Player::North,
        },
        Mode::VsComputer {
            computer: Player::South,
        },
        Mode::ComputerVsComputer,
        Mode::Correspondence { you: Player::South },
    ];
    /// A short id for saving.
    pub fn id(self) -> &'static str {
        match self {
            Mode::TwoPlayers => "two-players",
            Mode::VsComputer {
                computer: Player::North,
            } => "computer-north",
            Mode::VsComputer {
                computer: Player::South,
            } => "computer-south",
            Mode::ComputerVsComputer => "computers",
            Mode::Correspondence { you: Player::South } => "correspondence-south",
            Mode::Correspondence { you: Player::North } => "correspondence-north",
        }
    }
    /// Reads [`Mode::id`].
    pub fn from_id(s: &str) -> Option<Mode> {
        Mode::ALL
            .into_iter()
            // A save may also hold North's side of a correspondence game.
            .chain([Mode::Correspondence { you: Player::North }])
            .find(|m| m.id() == s)
    }
    /// What the start screen calls it, in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Mode::TwoPlayers => t(lang, "Two players on this device"),
            Mode::VsComputer {
                computer: Player::North,
            } => t(lang, "Play South against the computer"),
            Mode::VsComputer {
                computer: Player::South,
            } => t(lang, "Play North against the computer"),
            Mode::ComputerVsComputer => t(lang, "Computer against computer"),
            Mode::Correspondence { .. } => t(
                lang,
                "Two players by correspondence: each move makes a link to send",
            ),
        }
    }
    /// Whether `player`'s moves come from elsewhere (the other side of a correspondence
    /// game): this device waits for their link.
    pub fn is_remote(self, player: Player) -> bool {
        matches!(self, Mode::Correspondence { you } if you != player)
    }
    /// Whether the computer plays `player`.
    pub fn is_computer(self, player: Player) -> bool {
        match self {
            Mode::TwoPlayers | Mode::Correspondence { .. } => false,
            Mode::VsComputer { computer } => computer == player,
            Mode::ComputerVsComputer => true,
        }
    }
}

/// Why a jump along the main line stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JumpError {
    /// A move's sowing is too long to decide in passing: nothing changed.
    Undecided,
    /// A move no longer plays (its number from 1, the move, why): the game stops before
    /// it and the line is cut there.
    Illegal(usize, Move, PlayError),
}

/// What an annotated record says of a game ([`Annotated`]): its header, the start's note,
/// and each move's glyph and note along the main line. A move played off the line drops
/// the notes from there on (they were about the moves it replaces).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The header's fields.
    pub header: Header,
    /// What is said and marked at the start.
    pub start: Note,
    /// Each move's glyph and note, the first move first (as far as the record went).
    pub steps: Vec<(Option<Glyph>, Note)>,
}

impl Notes {
    /// The notes of an annotated record.
    pub fn of(a: &Annotated) -> Notes {
        let mut steps: Vec<(Option<Glyph>, Note)> =
            a.steps.iter().map(|s| (s.glyph, s.note.clone())).collect();
        // Nothing said after the last annotated move: no entries to carry.
        while steps
            .last()
            .is_some_and(|(g, n)| g.is_none() && n.is_empty())
        {
            steps.pop();
        }
        Notes {
            header: a.header.clone(),
            start: a.start.clone(),
            steps,
        }
    }

    /// Whether nothing is said at all.
    pub fn is_empty(&self) -> bool {
        self.header.is_empty() && self.start.is_empty() && self.steps.is_empty()
    }

    /// The note at `ply`: the start's (0), else the note after move `ply`.
    pub fn at(&self, ply: usize) -> Option<&Note> {
        match ply {
            0 => Some(&self.start),
            k => self.steps.get(k - 1).map(|(_, n)| n),
        }
    }

    /// Move `i`'s glyph (from 0).
    pub fn glyph(&self, i: usize) -> Option<Glyph> {
        self.steps.get(i).and_then(|(g, _)| *g)
    }

    /// `record` with what the notes say of it (the notes of its first moves).
    pub fn on(&self, record: Record) -> Annotated {
        let mut a = Annotated::from(record);
        a.header.clone_from(&self.header);
        a.start = self.start.clone();
        for (step, (glyph, note)) in a.steps.iter_mut().zip(&self.steps) {
            step.glyph = *glyph;
            step.note = note.clone();
        }
        a
    }

    /// Keeps the notes of the first `n` moves only.
    fn cut(&mut self, n: usize) {
        self.steps.truncate(n);
    }
}

/// The level a new game starts with.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// Which saved game a session is: letters, digits and `-`, at most 64 of them (it is
/// part of a storage key).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SaveId(String);

impl SaveId {
    /// Reads an id; `None` when it holds anything but letters, digits and `-`.
    pub fn parse(s: &str) -> Option<SaveId> {
        let ok = !s.is_empty()
            && s.len() <= 64
            && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
        ok.then(|| SaveId(s.to_string()))
    }
    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SaveId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Makes new [`SaveId`]s: a prefix chosen once per page (random in the browser, so that
/// two tabs never make the same id) and a counter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdSource {
    prefix: String,
    next: u64,
}

impl IdSource {
    /// Ids `prefix-1`, `prefix-2`, … (`prefix` is cut to letters, digits and `-`).
    pub fn new(prefix: &str) -> IdSource {
        let prefix: String = prefix
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .take(40)
            .collect();
        IdSource {
            prefix: if prefix.is_empty() {
                "g".to_string()
            } else {
                prefix
            },
            next: 1,
        }
    }
    /// A new id.
    pub fn make(&mut self) -> SaveId {
        let id = SaveId(format!("{}-{}", self.prefix, self.next));
        self.next += 1;
        id
    }
}

/// The game part of the state.
#[derive(Clone, Debug)]
pub struct Session {
    /// Which saved game this is.
    pub id: SaveId,
    /// Counts the changes a save would see; a save carries it.
    pub revision: u64,
    /// The revision this session was loaded at, or 0 for a game not saved yet: the
    /// saved copy a save may replace (another revision there was written by another tab).
    pub base: u64,
    game: Rc<Game>,
    line: Rc<Vec<Move>>,
    /// Who plays each move of the main line, when known: the moves taken back keep
    /// their player (the move list shows it), though their positions are gone.
    movers: Rc<Vec<Option<Player>>>,
    /// Who plays which side.
    pub mode: Mode,
    /// How strong the computer plays in this game.
    pub level: Level,
    /// Whether the last move was just played (not redone, jumped to or taken back): the
    /// computer answers it even when moves taken back wait in the main line, but never
    /// plays over the line while the player browses it.
    pub live: bool,
    /// A resignation or an agreed draw, after the last move of the main line.
    pub ended: Option<Conclusion>,
    /// The player turned the board half a turn from where it is drawn by itself
    /// (`State::board_flipped`): a new game starts unturned.
    pub turned: bool,
    /// What an annotated record says of the game (nothing for a game played here).
    notes: Rc<Notes>,
    /// The position's stamp: new whenever the position changes ([`Session::stamp`]).
    moved: u64,
    /// The game's stamp: new whenever anything a save would see changes.
    changed: u64,
}

/// Which board (and which state of it) something was made for: a hint asked, a wait for
/// a long sowing. Stamps are never reused, so a changed board never matches an old one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp(u64);

thread_local! {
    /// The last stamp handed out.
    static STAMPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// A stamp never handed out before.
fn fresh() -> u64 {
    STAMPS.with(|c| {
        let n = c.get() + 1;
        c.set(n);
        n
    })
}

impl Session {
    /// A new game of `rules`, not saved yet.
    pub fn new_game(id: SaveId, rules: Rules, mode: Mode, level: Level) -> Session {
        Session::from_game(id, Game::from_rules(rules), Vec::new(), 0, mode, level)
    }

    /// A new session for `game` (an import, a share link, a figure): `line` is the main
    /// line, of which the first `at` moves have been played in `game`.
    pub fn from_game(
        id: SaveId,
        mut game: Game,
        line: Vec<Move>,
        at: usize,
        mode: Mode,
        level: Level,
    ) -> Session {
        // The game holds the main line played through (or its start): who played each
        // move is known before the moves after `at` are taken back.
        let movers = line
            .iter()
            .enumerate()
            .map(|(i, mv)| (game.moves().get(i) == Some(mv)).then(|| game.positions()[i].to_move()))
            .collect();
        game.truncate(at);
        Session {
            id,
            revision: 1,
            base: 0,
            game: Rc::new(game),
            line: Rc::new(line),
            movers: Rc::new(movers),
            mode,
            level,
            live: false,
            ended: None,
            turned: false,
            notes: Rc::default(),
            moved: fresh(),
            changed: 0,
        }
        .stamped()
    }

    fn stamped(mut self) -> Session {
        self.changed = self.moved;
        self
    }

    /// The position's stamp: it changes with every move played, taken back or jumped
    /// over (and with a new session), never otherwise; a hint is for one stamp.
    pub fn stamp(&self) -> Stamp {
        Stamp(self.moved)
    }

    /// The game's stamp: it changes with every change a save would see (a move, an
    /// ending, decisions learned) and with a new session; a wait for a long sowing is for
    /// one stamp.
    pub fn version(&self) -> Stamp {
        Stamp(self.changed)
    }

    /// Takes `other`'s stamps: the same board (the analysis board made from the game).
    pub fn same_board_as(&mut self, other: &Session) {
        self.moved = other.moved;
        self.changed = other.changed;
    }

    // A saved game restored (`Session::from_loaded`) is made in `save/saved.rs`, which
    // uses the session's types: the dependency goes one way.

    /// The same game under a new id, not saved yet (another tab saved the old id).
    pub fn fork(&mut self, id: SaveId) {
        self.id = id;
        self.base = 0;
        self.revision = 1;
    }

    fn touch(&mut self) {
        self.revision += 1;
        self.changed = fresh();
    }

    /// [`Session::touch`] for a change of the position.
    fn touch_position(&mut self) {
        self.touch();
        self.moved = self.changed;
    }

    /// What an annotated record says of the game.
    pub fn notes(&self) -> &Notes {
        &self.notes
    }

    /// Takes `notes` as what is said of the game (an annotated record opened): a save
    /// keeps them.
    pub fn annotate(&mut self, notes: Notes) {
        self.notes = Rc::new(notes);
        self.touch();
    }

    /// The game: start position, moves played, positions.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, shared (cheap to hand to a component or the worker).
    pub fn game_rc(&self) -> &Rc<Game> {
        &self.game
    }

    /// The main line: the moves played followed by the moves taken back (redo).
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// Who played (or plays, for a move taken back) each move of the main line, when
    /// known.
    pub fn movers(&self) -> &[Option<Player>] {
        &self.movers
    }

    /// The position now (after the moves played).
    pub fn position(&self) -> &Position {
        self.game.current()
    }

    /// Moves played.
    pub fn ply(&self) -> usize {
        self.game.moves().len()
    }

    /// Whether the game is at the end of its main line (nothing to redo).
    pub fn at_end(&self) -> bool {
        self.ply() >= self.line.len()
    }

    /// The next move of the main line, if a move was taken back.
    pub fn next_in_line(&self) -> Option<Move> {
        self.line.get(self.ply()).copied()
    }

    /// Plays `mv` through the engine's quick pass and returns the move to show; a move
    /// that is illegal, or too long to decide in passing, changes nothing.
    ///
    /// # Errors
    /// The engine's reason, or [`Refusal::Undecided`] (decide it in the worker, then
    /// [`Session::learn`] and play again).
    pub fn play(&mut self, mv: Move) -> Result<Animation, Refusal> {
        let before = self.position().clone();
        let trace = Rc::make_mut(&mut self.game).play(&mv, Effort::Quick)?;
        let n = self.ply();
        if self.line.get(n - 1) != Some(&mv) {
            let line = Rc::make_mut(&mut self.line);
            line.truncate(n - 1);
            line.push(mv);
            // A new line: the old one's ending and notes go with it.
            self.ended = None;
            if self.notes.steps.len() >= n {
                Rc::make_mut(&mut self.notes).cut(n - 1);
            }
        }
        let movers = Rc::make_mut(&mut self.movers);
        movers.resize(self.line.len(), None);
        movers[n - 1] = Some(before.to_move());
        self.live = true;
        self.touch_position();
        Ok(Animation::new(before, self.position().clone(), trace))
    }

    /// The resignation or agreed draw that ends the game as shown (none while an earlier
    /// position of the line is shown).
    pub fn ended_now(&self) -> Option<Conclusion> {
        self.ended.filter(|c| c.at == self.ply())
    }

    /// Whether the game as shown is over: by the rules, or by the players.
    pub fn over(&self) -> bool {
        self.position().is_over() || self.ended_now().is_some()
    }

    /// Ends the game as shown by `ending`: the moves taken back after it (Redo) are
    /// dropped, as a new move would drop them.
    pub fn conclude(&mut self, ending: Ending) {
        let at = self.ply();
        if self.line.len() > at {
            Rc::make_mut(&mut self.line).truncate(at);
            Rc::make_mut(&mut self.movers).truncate(at);
            if self.notes.steps.len() > at {
                Rc::make_mut(&mut self.notes).cut(at);
            }
        }
        self.ended = Some(Conclusion { ending, at });
        self.live = false;
        self.touch();
    }

    /// Takes back a move (against the computer: back to the person's turn), or first the
    /// resignation or draw that ended the game. `false` when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        if self.ended_now().is_some() {
            self.ended = None;
            self.touch();
            return true;
        }
        if self.game.moves().is_empty() {
            return false;
        }
        let game = Rc::make_mut(&mut self.game);
        game.undo();
        // Against the computer, or by correspondence: back to this side's turn.
        let other = match self.mode {
            Mode::VsComputer { computer } => Some(computer),
            Mode::Correspondence { you } => Some(!you),
            _ => None,
        };
        if let Some(other) = other {
            while !game.moves().is_empty() && game.current().to_move() == other {
                game.undo();
            }
        }
        self.live = false;
        self.touch_position();
        true
    }

    /// Takes the long sowings in `d` as decided (the worker's answer); a save keeps them.
    pub fn learn(&mut self, d: Decisions) {
        Rc::make_mut(&mut self.game).learn(d);
        self.touch();
    }

    /// Goes to the position after `n` moves of the main line, through the engine's quick
    /// pass.
    ///
    /// # Errors
    /// A move of the line too long to decide in passing (nothing changed: decide it in
    /// the worker, [`Session::learn`], jump again), or one that no longer plays (the
    /// line is cut before it).
    pub fn jump(&mut self, n: usize) -> Result<(), JumpError> {
        let n = n.min(self.line.len());
        let have = self.ply();
        if n == have {
            self.live = false;
            return Ok(());
        }
        if n < have {
            self.live = false;
            self.touch_position();
            Rc::make_mut(&mut self.game).truncate(n);
            return Ok(());
        }
        let mut game = Game::clone(&self.game);
        let line = Rc::clone(&self.line);
        let mut movers = Vec::clone(&self.movers);
        movers.resize(line.len(), None);
        for (i, mv) in line[have..n].iter().enumerate() {
            movers[have + i] = Some(game.current().to_move());
            match game.play(mv, Effort::Quick) {
                Ok(_) => {}
                Err(Refusal::Undecided) => return Err(JumpError::Undecided),
                Err(Refusal::Illegal(e)) => {
                    // The line was played before, so this cannot happen; say so rather
                    // than panic.
                    self.live = false;
                    self.touch_position();
                    self.game = Rc::new(game);
                    Rc::make_mut(&mut self.line).truncate(have + i);
                    Rc::make_mut(&mut self.notes).cut(have + i);
                    movers.truncate(have + i);
                    self.movers = Rc::new(movers);
                    return Err(JumpError::Illegal(have + i + 1, *mv, e));
                }
            }
        }
        self.live = false;
        self.touch_position();
        self.game = Rc::new(game);
        self.movers = Rc::new(movers);
        Ok(())
    }

    /// The record of the main line (every move, including those taken back).
    pub fn line_record(&self) -> Record {
        let mut r = self.game.record();
        r.moves = self.line.to_vec();
        r
    }

    /// The record of the main line with what is said of it (a plain record's form when
    /// nothing is).
    pub fn line_annotated(&self) -> Annotated {
        self.notes.on(self.line_record())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_safe_for_storage_keys_and_never_repeat() {
        let mut ids = IdSource::new("tab 7/é");
        let (a, b) = (ids.make(), ids.make());
        assert_ne!(a, b);
        assert_eq!(a.as_str(), "tab7-1");
        assert_eq!(SaveId::parse(a.as_str()), Some(a));
        assert_eq!(SaveId::parse("a.b"), None);
        assert_eq!(SaveId::parse(""), None);
        assert_eq!(IdSource::new("").make().as_str(), "g-1");
    }

    #[test]
    fn every_change_a_save_sees_bumps_the_revision_and_clones_share_until_changed() {
        let mut s = Session::new_game(
            IdSource::new("t").make(),
            Rules::default_for(crate::ui::game::testing::game("hoyito-3")),
            Mode::TwoPlayers,
            DEFAULT_LEVEL,
        );
        let r0 = s.revision;
        let copy = s.clone();
        assert!(
            Rc::ptr_eq(copy.game_rc(), s.game_rc()),
            "a clone shares the game"
        );
        let mv = s.position().legal_moves()[0];
        s.play(mv).expect("legal");
        assert!(s.revision > r0);
        assert_eq!(copy.ply(), 0, "the clone is untouched");
        let r1 = s.revision;
        assert!(s.play(mv).is_err(), "the same hole again is North's turn");
        assert_eq!(s.revision, r1, "a refused move changes nothing");
        assert!(s.undo());
        assert!(s.revision > r1);
        let r2 = s.revision;
        s.jump(0).expect("nothing to replay");
        assert_eq!(s.revision, r2, "a jump to where it is changes nothing");
        s.jump(1).expect("replays");
        assert_eq!(s.ply(), 1);
        assert!(s.revision > r2);
    }
}
