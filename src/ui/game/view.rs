//! The view model: what the board and the panels get, computed from the state's parts.
//! Values stay typed ([`crate::ai::Value`], moves, players); the components put them
//! into words.

use super::super::i18n::{self, tf, Lang};
use super::deciding::Waiting;
use super::input::Choosing;
use super::results::store_note;
use super::session::{Mode, Session};
use super::State;
use crate::ai::Value;
use crate::engine::{
    ChoiceKind, Circuit, GameId, Hole, Lift, Move, Phase, PlayError, Player, Position, Record,
    Refusal, Scoring, Sow, Stores,
};
use crate::ui::game::anim::Frame;

/// The board as it is to be drawn now.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The game.
    pub game: GameId,
    /// Holes per row.
    pub files: u8,
    /// Rows.
    pub ranks: u8,
    /// Seeds per hole, by index.
    pub counts: Vec<u32>,
    /// Seeds on each player's side of the board as shown, `[south, north]` (which
    /// holes are whose is the engine's: `Position::owner`).
    pub on_side: [u32; 2],
    /// Seeds captured or in prison, `[south, north]`.
    pub captured: [u32; 2],
    /// Match play: seeds in reserve, `[south, north]`.
    pub reserve: [u32; 2],
    /// *Nki* marks, by index.
    pub nki: Vec<bool>,
    /// Closed holes, by index.
    pub closed: Vec<bool>,
    /// Holes the player may click now, by index.
    pub legal: Vec<bool>,
    /// Holes emptied in the redistribution draft, by index.
    pub emptied: Vec<bool>,
    /// The hole chosen in a chooser.
    pub selected: Option<Hole>,
    /// The hole whose move waits for a long sowing to be decided.
    pub deciding: Option<Hole>,
    /// The hole the animation is at.
    pub focus: Option<Hole>,
    /// Holes emptied by a capture in the move shown.
    pub taken: Vec<Hole>,
    /// Seeds in the sower's hand (animation, redistribution).
    pub hand: u32,
    /// Whose turn it is.
    pub to_move: Player,
    /// The phase (`data-phase`).
    pub phase: Phase,
    /// Whether a move is being shown.
    pub animating: bool,
    /// The two players' labels, `[south, north]`.
    pub names: [String; 2],
    /// The note beside each player's store, `[south, north]`, in the reader's language:
    /// Rio Kadalis's fours and their seeds, seeds captured, Katro's seeds on each side
    /// (empty for Kiothi, whose prisons are drawn on the board).
    pub stores: [String; 2],
    /// The side to move is a person who may click now.
    pub interactive: bool,
    /// The circuit the player to move sows along (for the direction chevrons).
    pub track: Vec<Hole>,
    /// The computer is choosing its move (the mover's band says it is thinking).
    pub thinking: bool,
    /// The hint shown on each hole, by index: the best value of the moves from it, and
    /// whether the best move starts there.
    pub hints: Vec<Option<(Value, bool)>>,
    /// Drawn turned half a turn, North at the bottom (presentation only: the holes keep
    /// their names).
    pub flipped: bool,
    /// File letters and rank numbers written along the board.
    pub coordinates: bool,
    /// Nobody moves on this board now (a lesson's move judged, a puzzle's attempt over):
    /// no player is marked to move ([`BoardView::at_rest`]).
    pub at_rest: bool,
    /// What an annotated record marks on the board at this step: holes highlighted,
    /// arrows, labels.
    pub marks: crate::engine::Marks,
}

/// Seeds on each side of `p`'s board for the counts shown.
fn on_side(p: &Position, counts: &[u32]) -> [u32; 2] {
    let mut sides = [0, 0];
    for (hole, n) in p.geometry().holes().zip(counts) {
        sides[p.owner(hole).index()] += n;
    }
    sides
}

impl BoardView {
    /// The same board with nobody to move on it now (a lesson's move judged, a puzzle's
    /// attempt over, whatever the position says): no hole marked playable, no player
    /// marked to move, no way of sowing drawn. The board waits for "Try again".
    pub fn at_rest(mut self) -> BoardView {
        self.at_rest = true;
        self.legal = vec![false; self.legal.len()];
        self.interactive = false;
        self.thinking = false;
        self.track.clear();
        self
    }

    /// A position at rest, nothing to click, in `lang`: the start screen's drawings and
    /// the figure's first drawing. The players are named by their sides.
    pub fn still(p: &Position, lang: Lang) -> BoardView {
        BoardView::drawn(p, p, Frame::of(p), false, lang)
    }

    /// The board showing `frame` of the move from `shown` to `p` (`p` itself when
    /// nothing is animated), nothing to click: what every drawing of it shares. The
    /// callers add what is theirs (what may be clicked, hints, the players' roles).
    fn drawn(
        p: &Position,
        shown: &Position,
        frame: Frame,
        animating: bool,
        lang: Lang,
    ) -> BoardView {
        let g = p.geometry();
        let n = g.len();
        let ms = p.match_state();
        let sides = on_side(p, &frame.pits);
        let stores = {
            // Once a single game of Rio Kadalis is over, its fours are the result's.
            let fours = p
                .outcome()
                .filter(|_| !animating && !p.rules().is_match())
                .map(|o| o.score);
            Player::BOTH.map(|pl| {
                let k = pl.index();
                // Prisons show their count on the board; Katro's score is on the side.
                match (p.game().stores(), p.game().scoring()) {
                    (Stores::Prisons, _) => String::new(),
                    (_, Scoring::OnSide) => store_note(lang, p.game(), sides[k], None, 0),
                    _ => store_note(
                        lang,
                        p.game(),
                        frame.captured[k],
                        fours.map(|f| u32::from(f[k])),
                        u32::from(ms.reserve[k]),
                    ),
                }
            })
        };
        BoardView {
            game: p.game(),
            files: p.files(),
            ranks: p.ranks(),
            on_side: sides,
            counts: frame.pits,
            captured: frame.captured,
            reserve: [u32::from(ms.reserve[0]), u32::from(ms.reserve[1])],
            nki: frame.nki,
            closed: g.holes().map(|h| p.is_closed(h)).collect(),
            legal: vec![false; n],
            emptied: vec![false; n],
            selected: None,
            deciding: None,
            focus: None,
            taken: Vec::new(),
            hand: frame.hand,
            to_move: shown.to_move(),
            phase: shown.phase(),
            animating,
            names: Player::BOTH.map(|pl| i18n::player(lang, pl).to_string()),
            stores,
            interactive: false,
            track: shown.sowing_track().holes().to_vec(),
            thinking: false,
            hints: Vec::new(),
            flipped: false,
            coordinates: false,
            at_rest: false,
            marks: crate::engine::Marks::default(),
        }
    }

    /// The index of `hole` in the per-hole vectors.
    pub fn index(&self, hole: Hole) -> usize {
        usize::from(hole.rank()) * usize::from(self.files) + usize::from(hole.file())
    }
}

/// What a button of the lift or circuit chooser says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceLabel {
    /// Lift this many (`all`: every seed of the hole).
    Lift {
        /// How many.
        count: u8,
        /// Whether that is all of them.
        all: bool,
    },
    /// Sow along this circuit, towards this hole (where the first seed falls).
    Circuit {
        /// Which circuit.
        circuit: Circuit,
        /// The first hole sown.
        towards: Option<Hole>,
    },
}

/// One choice in the lift or circuit chooser.
#[derive(Clone, Debug, PartialEq)]
pub struct ChoiceItem {
    /// The button's label.
    pub label: ChoiceLabel,
    /// The move it plays.
    pub mv: Move,
    /// Why it is illegal, if it is.
    pub problem: Option<PlayError>,
    /// Its sowing is too long to decide in passing: choosing it decides it.
    pub undecided: bool,
    /// It is being decided now.
    pub deciding: bool,
}

/// What the record panel exports, shared with it cheaply: it builds the texts only when
/// it is opened, once per revision of the game.
///
/// The export is the game as shown: the moves played up to the position on the board.
/// Moves taken back (which Redo would play again) are not in it, so that importing the
/// record, or opening the share link, lands on the position the player sees; they stay
/// in the game's save, where Redo finds them, and the panel says how many were left out.
#[derive(Clone, Debug)]
pub struct RecordSource(Session);

impl PartialEq for RecordSource {
    /// The same game at the same revision.
    fn eq(&self, other: &RecordSource) -> bool {
        self.0.id == other.0.id && self.0.revision == other.0.revision
    }
}

impl RecordSource {
    /// The record of `session`.
    pub fn of(session: &Session) -> RecordSource {
        RecordSource(session.clone())
    }
    /// The record exported: the game as shown (the moves played).
    pub fn record(&self) -> Record {
        self.0.game().record()
    }
    /// The record exported with what is said of it (an annotated record opened): the
    /// header, and the notes of the moves played.
    pub fn annotated(&self) -> crate::engine::Annotated {
        let mut a = self.0.line_annotated();
        a.steps.truncate(self.0.ply());
        a
    }
    /// How many moves taken back (waiting for Redo) the export leaves out.
    pub fn taken_back(&self) -> usize {
        self.0.line().len().saturating_sub(self.0.ply())
    }
    /// The resignation or agreed draw that ended the game as shown: not in the notation
    /// (RULES.md has none), so the export says it beside the record.
    pub fn ended(&self) -> Option<super::Conclusion> {
        self.0.ended_now()
    }
}

impl State {
    /// The board to draw now: the animation's frame while a move is shown, the
    /// redistribution draft while one is being put together, else the engine's position.
    pub fn board_view(&self) -> BoardView {
        let p = self.position();
        let g = p.geometry();
        let n = g.len();
        let animating = self.animating();
        let anim = self.showing.anim.as_ref().filter(|_| animating);
        let mut frame = match anim {
            Some(a) => a.frame(),
            None => Frame::of(p),
        };
        let mode = self.shown().mode;
        let mut emptied = vec![false; n];
        // Nothing to click while a long sowing is decided (Cancel stops it).
        let interactive = !animating
            && !self.shown().over()
            && !mode.is_computer(p.to_move())
            && !mode.is_remote(p.to_move())
            && self.deciding().is_none();
        let mut legal = vec![false; n];
        let draft = &self.input.draft;
        if p.phase() == Phase::Redistribute && !animating {
            for &h in &draft.emptied {
                let i = g.index(h).unwrap_or(0);
                emptied[i] = true;
                frame.pits[i] = 0;
            }
            for &h in &draft.placed {
                if let Some(v) = g.index(h).and_then(|i| frame.pits.get_mut(i)) {
                    *v += 1;
                }
            }
            frame.hand = self.hand();
            if interactive {
                if draft.placing {
                    legal = vec![true; n];
                } else if let Some(c) = p.redistribution_choice() {
                    for (h, _) in c.holes {
                        if let Some(i) = g.index(h) {
                            legal[i] = true;
                        }
                    }
                }
            }
        } else if interactive {
            // The engine's quick look: a hole with a move it finds legal or cannot decide
            // in passing (clicking it lets the engine decide).
            legal = p.playable_holes(self.shown().game().decisions());
        }
        let lang = self.prefs.lang;
        let name = |pl: Player| -> String {
            let who = i18n::player(lang, pl);
            if mode.is_computer(pl) {
                tf(lang, "{} · computer", &[&who])
            } else if mode.is_remote(pl) {
                tf(lang, "{} · by link", &[&who])
            } else if matches!(mode, Mode::VsComputer { .. } | Mode::Correspondence { .. }) {
                tf(lang, "{} · you", &[&who])
            } else {
                who.to_string()
            }
        };
        let shown = anim.map_or(p, |a| &a.before);
        let hand = frame.hand;
        let (focus, taken) = if animating {
            (frame.focus, std::mem::take(&mut frame.taken))
        } else {
            (None, Vec::new())
        };
        let mut v = BoardView::drawn(p, shown, frame, animating, lang);
        v.names = [name(Player::South), name(Player::North)];
        v.legal = legal;
        v.emptied = emptied;
        v.selected = self.input.choosing.hole();
        v.deciding = self.deciding_move().and_then(|m| m.sow_hole());
        v.focus = focus;
        v.taken = taken;
        v.hand = hand;
        v.interactive = interactive;
        v.thinking = self.computer_to_move();
        v.hints = if animating {
            Vec::new()
        } else {
            self.hole_hints()
        };
        v.flipped = self.board_flipped();
        v.coordinates = self.prefs.coordinates;
        // What an annotated record marks at this step, once the move is shown.
        if !animating {
            let shown = self.shown();
            if let Some(note) = shown.notes().at(shown.ply()) {
                v.marks = note.marks.clone();
            }
        }
        v
    }

    /// What an annotated record says of each move of the main line, in the reader's
    /// language: its glyph, and its comment (the reader's language's, else the one for
    /// every reader).
    pub fn line_notes(&self) -> Vec<(Option<crate::engine::Glyph>, Option<String>)> {
        let notes = self.shown().notes();
        let lang = self.prefs.lang.code();
        (0..self.shown().line().len())
            .map(|i| {
                let note = notes.at(i + 1);
                (
                    notes.glyph(i),
                    note.and_then(|n| n.comment(lang)).map(str::to_string),
                )
            })
            .collect()
    }

    /// Whether the board is drawn with North at the bottom: when a person plays North
    /// against the computer, unless they turned it back (and the other way round).
    pub fn board_flipped(&self) -> bool {
        let north = matches!(
            self.session.mode,
            Mode::VsComputer {
                computer: Player::South
            }
        );
        north != self.session.turned
    }

    /// The hint by hole index: the best value of the moves sown from each hole (a Kiothi
    /// lift, a Katro circuit: the best of them), and whether the best move starts there.
    pub fn hole_hints(&self) -> Vec<Option<(Value, bool)>> {
        let p = self.position();
        let g = p.geometry();
        let mut out: Vec<Option<(Value, bool)>> = vec![None; g.len()];
        let Some(h) = self.hint() else {
            return out;
        };
        let mut best_rank: Vec<Option<i32>> = vec![None; g.len()];
        for (mv, value) in &h.moves {
            let Some(i) = mv.sow_hole().and_then(|hole| g.index(hole)) else {
                continue;
            };
            if best_rank[i].is_none_or(|r| value.rank() > r) {
                best_rank[i] = Some(value.rank());
                let is_best = h.best.as_ref().and_then(Move::sow_hole) == mv.sow_hole();
                out[i] = Some((*value, is_best));
            }
        }
        out
    }

    /// The hint as lines for the panel: `(move, value, best)`, best first.
    pub fn hint_lines(&self) -> Vec<(Move, Value, bool)> {
        let Some(h) = self.hint() else {
            return Vec::new();
        };
        let mut moves = h.moves.clone();
        moves.sort_by_key(|(_, v)| std::cmp::Reverse(v.rank()));
        moves
            .into_iter()
            .map(|(m, v)| (m, v, Some(m) == h.best))
            .collect()
    }

    /// The main line for the move list: each move and who played it (`None` only when
    /// that is not known).
    pub fn line_items(&self) -> Vec<(Move, Option<Player>)> {
        let positions = self.shown().game().positions();
        let movers = self.shown().movers();
        self.shown()
            .line()
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let who = movers.get(i).copied().flatten();
                (*mv, who.or_else(|| positions.get(i).map(Position::to_move)))
            })
            .collect()
    }

    /// The move waiting for a long sowing to be decided, if any.
    pub fn deciding_move(&self) -> Option<Move> {
        match self.deciding().map(|d| &d.waiting) {
            Some(Waiting::Move { mv, .. }) => Some(*mv),
            _ => None,
        }
    }

    /// Match play: where rounds ended among the moves played, for the move list: after
    /// how many moves, and the round's result in words (the match's too, at its end).
    pub fn round_marks(&self) -> Vec<(usize, String)> {
        let positions = self.shown().game().positions();
        let Some(first) = positions.first() else {
            return Vec::new();
        };
        if !first.rules().is_match() {
            return Vec::new();
        }
        let lang = self.prefs.lang;
        positions
            .windows(2)
            .enumerate()
            .filter_map(|(i, w)| {
                let (before, after) = (w[0].match_state(), w[1].match_state());
                let ended = after.round > before.round || (w[1].is_over() && !w[0].is_over());
                let last = after.last.filter(|_| ended)?;
                let round = if w[1].is_over() {
                    after.round
                } else {
                    after.round.saturating_sub(1)
                };
                let mut text = super::results::round_sentence(
                    lang,
                    w[1].game(),
                    round,
                    last.winner,
                    last.reason,
                    last.score,
                    last.holdings,
                );
                text.push('.');
                if let Some(o) = w[1].outcome() {
                    text.push(' ');
                    text.push_str(&super::results::result_sentence(lang, &w[1], &o));
                }
                Some((i + 1, text))
            })
            .collect()
    }

    /// The choices of the open chooser (Kiothi's lift, Katro's circuit).
    pub fn choices(&self) -> Vec<ChoiceItem> {
        let p = self.position();
        let hole = match self.input.choosing {
            Choosing::None => return Vec::new(),
            Choosing::Lift(h) | Choosing::Circuit(h) => h,
        };
        // The engine's quick verdicts: never an exact decision on the page's thread.
        let Ok(c) = p.choices_at(hole, self.shown().game().decisions()) else {
            return Vec::new();
        };
        let n = p.count(hole);
        let deciding = self.deciding_move();
        c.moves
            .into_iter()
            .map(|(mv, verdict)| {
                let label = match mv {
                    Move::Sow(Sow { circuit, .. }) if c.kind == ChoiceKind::Circuit => {
                        ChoiceLabel::Circuit {
                            circuit,
                            // Say which way it goes: the hole the first seed falls into.
                            towards: p.geometry().track(p.to_move(), circuit).after(hole),
                        }
                    }
                    Move::Sow(Sow { lift, .. }) => ChoiceLabel::Lift {
                        count: match lift {
                            Lift::All => n,
                            Lift::Some(k) => k,
                        },
                        all: lift == Lift::All,
                    },
                    Move::Redistribute(_) => ChoiceLabel::Lift {
                        count: n,
                        all: true,
                    },
                };
                let (problem, undecided) = match verdict {
                    Ok(()) => (None, false),
                    Err(Refusal::Illegal(e)) => (Some(e), false),
                    Err(Refusal::Undecided) => (None, true),
                };
                ChoiceItem {
                    label,
                    mv,
                    problem,
                    undecided,
                    deciding: deciding == Some(mv),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::Speed;
    use super::*;
    use crate::engine::Effort;
    use crate::ui::game::{PlayAction, PrefsAction, SetupAction};

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    #[test]
    fn the_board_shows_the_draft_and_the_chooser_and_the_move_list_its_movers() {
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game_of("kiothi")))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole("e1".parse().expect("hole")));
        let v = s.board_view();
        let e1 = v.index("e1".parse().expect("hole"));
        assert!(v.emptied[e1]);
        assert_eq!(v.counts[e1], 0);
        assert_eq!(v.hand, s.hand());
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole("c1".parse().expect("hole")))
            .reduce(PlayAction::Undo);
        assert_eq!(
            s.line_items(),
            vec![("c1".parse().expect("move"), Some(Player::South))]
        );
        let s = s.reduce(PlayAction::Redo);
        assert_eq!(s.line_items().len(), 1);
    }

    /// The classes of every element of `node` and its children.
    fn classes(node: &crate::ui::board::tree::Node, out: &mut Vec<String>) {
        if let crate::ui::board::tree::Node::El(e) = node {
            out.extend(
                e.attrs
                    .iter()
                    .filter(|(k, _)| *k == "class")
                    .map(|(_, v)| v.clone()),
            );
            e.children.iter().for_each(|c| classes(c, out));
        }
    }

    /// The texts of the elements of class `class` in `node`.
    fn texts_of(node: &crate::ui::board::tree::Node, class: &str, out: &mut Vec<String>) {
        use crate::ui::board::tree::Node;
        if let Node::El(e) = node {
            let has = e
                .attrs
                .iter()
                .any(|(k, v)| *k == "class" && v.split(' ').any(|c| c == class));
            if has {
                let text: String = e
                    .children
                    .iter()
                    .filter_map(|c| match c {
                        Node::Text(t) => Some(t.as_str()),
                        Node::El(_) => None,
                    })
                    .collect();
                out.push(text);
            }
            e.children.iter().for_each(|c| texts_of(c, class, out));
        }
    }

    /// Issue 38, item 10: a prison drawn upright on a phone says it is a prison, as it
    /// does across a wide screen, besides whose it is.
    #[test]
    fn an_upright_prison_is_labelled_a_prison() {
        use crate::ui::board::picture::{self, Look};
        use crate::ui::board::tree::Node;
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game_of("kiothi")))
            .reduce(SetupAction::Start);
        for portrait in [false, true] {
            let look = Look {
                mini: false,
                portrait,
                may_play: true,
                narrow: portrait,
            };
            let mut labels = Vec::new();
            texts_of(
                &Node::El(picture::board(&s.board_view(), look, Lang::En)),
                "prison-label",
                &mut labels,
            );
            labels.sort();
            assert_eq!(
                labels,
                ["North", "South", "prison", "prison"],
                "portrait {portrait}"
            );
        }
    }

    #[test]
    fn a_board_at_rest_offers_no_hole_and_marks_nobody_to_move() {
        use crate::ui::board::picture::{self, Look};
        use crate::ui::board::tree::Node;
        let s = State::two_players(Speed::Instant).reduce(SetupAction::Start);
        let drawn = |v: &BoardView| {
            let look = Look {
                mini: false,
                portrait: false,
                may_play: false,
                narrow: false,
            };
            let mut out = Vec::new();
            classes(&Node::El(picture::board(v, look, Lang::En)), &mut out);
            out
        };
        let playing = s.board_view();
        assert!(playing.legal.iter().any(|&l| l));
        let at = |all: &[String], class: &str| all.iter().any(|c| c.split(' ').any(|w| w == class));
        assert!(at(&drawn(&playing), "legal") && at(&drawn(&playing), "to-move"));
        let rest = playing.clone().at_rest();
        assert!(rest.legal.iter().all(|&l| !l) && !rest.interactive && rest.track.is_empty());
        let classes = drawn(&rest);
        assert!(!at(&classes, "legal"), "no hole offered");
        assert!(!at(&classes, "to-move"), "nobody marked to move");
        assert!(!at(&classes, "chevron"), "no way of sowing drawn");
        assert_eq!(rest.counts, playing.counts, "the same board");
    }

    #[test]
    fn the_board_turns_for_a_person_playing_north_and_the_flip_button_turns_it_back() {
        let north = Mode::VsComputer {
            computer: Player::South,
        };
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::SetMode(north))
            .reduce(SetupAction::Start);
        assert!(s.board_view().flipped, "North at the bottom");
        let s = s.reduce(PlayAction::FlipBoard);
        assert!(!s.board_view().flipped, "turned back by hand");
        let moves_before = s.session.line().to_vec();
        let s = s.reduce(PlayAction::FlipBoard);
        assert!(s.board_view().flipped);
        assert_eq!(s.session.line(), moves_before, "turning changes no move");
        // Turned by hand for that game only.
        let s = s.reduce(PlayAction::FlipBoard).reduce(SetupAction::Start);
        assert!(s.board_view().flipped, "a new game as North starts turned");
        let s = s
            .reduce(SetupAction::ShowStart)
            .reduce(SetupAction::SetMode(Mode::TwoPlayers))
            .reduce(SetupAction::Start);
        assert!(!s.board_view().flipped, "two players: South at the bottom");
        assert!(s.reduce(PlayAction::FlipBoard).board_view().flipped);
        // Coordinates: on by default in the app, a setting.
        let s = State::two_players(Speed::Instant).reduce(SetupAction::Start);
        assert!(s.board_view().coordinates);
        assert!(
            !s.reduce(PrefsAction::SetCoordinates(false))
                .board_view()
                .coordinates
        );
    }

    #[test]
    fn a_first_visits_play_is_against_the_beginner_and_each_label_says_who() {
        // Issue 53: Play on a first visit gave two players on one device, "North / South".
        let s = State::new(Speed::Instant).reduce(SetupAction::Start);
        let computer = crate::engine::Player::North;
        assert_eq!(s.session.mode, Mode::VsComputer { computer });
        assert_eq!(s.session.level, crate::ai::Level::Beginner);
        assert_eq!(s.position().to_move(), crate::engine::Player::South);
        let v = s.board_view();
        assert!(!v.flipped, "the reader at the foot of the board");
        assert_eq!(
            v.names,
            ["South · you".to_string(), "North · computer".to_string()]
        );
    }

    #[test]
    fn moves_taken_back_keep_their_player_in_the_move_list() {
        use crate::engine::{Game, Rules};
        // Hoyito III: a capture earns another turn, so players do not simply alternate.
        let mut s = State::two_players(Speed::Instant).reduce(SetupAction::Start);
        let mut g = Game::from_rules(Rules::default_for(game_of("hoyito-3")));
        for k in 0..6 {
            let mv = g.current().legal_moves()[k % 2];
            g.play(&mv, Effort::Exact).expect("legal");
            s = s.reduce(PlayAction::Play(mv));
        }
        let want: Vec<(Move, Option<Player>)> = g
            .moves()
            .iter()
            .zip(g.positions())
            .map(|(mv, p)| (*mv, Some(p.to_move())))
            .collect();
        assert_eq!(s.line_items(), want);
        for at in [0, 2, 5] {
            let back = s.clone().reduce(PlayAction::Jump(at));
            assert_eq!(back.session.ply(), at);
            assert_eq!(back.line_items(), want, "after jumping back to move {at}");
            let forward = back.reduce(PlayAction::Jump(6));
            assert_eq!(forward.line_items(), want, "and forward again from {at}");
        }
        // A game opened with moves taken back (a save, a figure) knows them too.
        let mut opened = State::two_players(Speed::Instant);
        opened.load_game(g.clone(), g.moves().to_vec(), 1, Mode::TwoPlayers);
        assert_eq!(opened.line_items(), want);
        // A new move after jumping back replaces the rest of the line.
        let back = s.reduce(PlayAction::Jump(2));
        let other = back.position().legal_moves()[1];
        let mover = back.position().to_move();
        let branched = back.reduce(PlayAction::Play(other));
        let items = branched.line_items();
        assert_eq!(items.len(), 3);
        assert_eq!(items[..2], want[..2]);
        assert_eq!(items[2], (other, Some(mover)));
    }

    #[test]
    fn the_move_list_marks_the_rounds_of_a_match_and_their_results() {
        let mut s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game_of("rio-kadalis")));
        s.setup.rules = crate::engine::Rules::from_options(
            game_of("rio-kadalis"),
            &serde_json::json!({"match": true}),
        )
        .expect("rules");
        let mut s = s.reduce(SetupAction::Start);
        let mut rng = crate::engine::Rng::new(5);
        let mut ends = Vec::new();
        while ends.len() < 2 && !s.position().is_over() {
            let before = s.position().match_state().round;
            let (mv, _) = s.position().random_move(&mut rng).expect("a move");
            s = s.reduce(PlayAction::Play(mv));
            if s.position().match_state().round > before || s.position().is_over() {
                ends.push(s.session.ply());
            }
        }
        let marks = s.round_marks();
        assert_eq!(
            marks.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            ends,
            "one mark after each move that ended a round"
        );
        assert!(marks[0].1.starts_with("Round 1 "), "{}", marks[0].1);
        assert!(marks[0].1.contains("fours") && marks[0].1.contains("holdings"));
        // Taken back, the mark goes with the move; not a match: no marks.
        let back = s.clone().reduce(PlayAction::Jump(ends[0] - 1));
        assert!(back.round_marks().is_empty());
        let single = State::two_players(Speed::Instant)
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole("c1".parse().expect("hole")));
        assert!(single.round_marks().is_empty());
    }

    #[test]
    fn the_export_is_the_game_as_shown_and_leaves_out_the_moves_taken_back() {
        // Issue 11.1: Rio Kadalis a1, f2, b1, Undo.
        let mut s = State::two_players(Speed::Instant)
            .reduce(SetupAction::ChooseGame(game_of("rio-kadalis")))
            .reduce(SetupAction::Start);
        for mv in ["a1", "f2", "b1"] {
            s = s.reduce(PlayAction::Play(mv.parse().expect("a move")));
            assert!(s.notices.notice.is_none(), "{mv}: {:?}", s.notices.notice);
        }
        let s = s.reduce(PlayAction::Undo);
        let source = RecordSource::of(&s.session);
        let record = source.record();
        let text = record.to_string();
        assert!(
            text.contains("moves: a1 f2\n") || text.ends_with("moves: a1 f2"),
            "{text}"
        );
        assert_eq!(source.taken_back(), 1);
        // Imported again, the text and the JSON land on the position shown.
        let back: Record = text.parse().expect("the text reads");
        assert_eq!(
            back.replay(Effort::Exact).expect("replays").current(),
            s.position()
        );
        let json = Record::from_json(&record.to_json().to_string()).expect("the JSON reads");
        assert_eq!(
            json.replay(Effort::Exact).expect("replays").current(),
            s.position()
        );
        // The save keeps the move taken back, for Redo.
        assert_eq!(s.session.line_record().moves.len(), 3);
        let redone = s.reduce(PlayAction::Redo);
        assert_eq!(RecordSource::of(&redone.session).taken_back(), 0);
        assert_eq!(RecordSource::of(&redone.session).record().moves.len(), 3);
    }
}
