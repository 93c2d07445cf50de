//! A figure's part, pure: its board (the app's [`State`], its moves as the main line) and
//! the figure it shows, to go back to after the reader has played on ([`FigureMsg::Restore`]).
//! It runs through the shell ([`crate::ui::game::Model`]) as the embedded host: it keeps
//! nothing and searches nothing (a long sowing is answered at once as not decided here).

use std::rc::Rc;

use super::config::EmbedConfig;
use crate::ui::game::Model;
use crate::ui::game::{Action, Effects, Mode, PlayAction, PrefsAction, Speed, State};
use crate::ui::i18n::Lang;

/// What can happen to a figure.
#[derive(Clone, Debug, PartialEq)]
pub enum FigureMsg {
    /// What can happen on a board.
    Board(Action),
    /// Back to the figure's own moves, where the reader left them.
    Restore,
}

/// A figure's part.
#[derive(Clone, Debug)]
pub struct Figure {
    /// The board.
    pub s: State,
    /// What the figure shows.
    pub config: Rc<EmbedConfig>,
    /// Its language.
    pub lang: Lang,
}

impl Figure {
    /// The figure's first state: its moves as the main line, the first `at` played;
    /// `reduced`: the reader asks for less motion (each move shown whole).
    pub fn new(config: Rc<EmbedConfig>, lang: Lang, reduced: bool) -> Figure {
        let speed = if reduced {
            Speed::Instant
        } else {
            config.speed
        };
        let mut s = State::new(speed);
        s.prefs.lang = lang;
        s.prefs.coordinates = config.coordinates;
        s.load_game(
            config.game.clone(),
            config.record.moves.clone(),
            config.at,
            Mode::TwoPlayers,
        );
        // What the record says of the moves: their marks drawn at their steps.
        if !config.notes.is_empty() {
            s.session.annotate(config.notes.clone());
        }
        Figure { s, config, lang }
    }
}

impl Model for Figure {
    type Msg = FigureMsg;
    const SEARCHES: bool = false;
    const SOUNDS: bool = false;

    fn board(action: Action) -> FigureMsg {
        FigureMsg::Board(action)
    }

    fn state(&self) -> &State {
        &self.s
    }

    fn update(&mut self, msg: FigureMsg) -> Effects {
        match msg {
            FigureMsg::Board(a) => {
                if let Action::Prefs(PrefsAction::SetLang(l)) = a {
                    self.lang = l;
                }
                self.s.update(a)
            }
            FigureMsg::Restore => {
                // The figure's own line, at the point where the reader left it.
                let same = self
                    .config
                    .record
                    .moves
                    .iter()
                    .zip(self.s.session.game().moves())
                    .take_while(|(a, b)| a == b)
                    .count();
                let mut back = Figure::new(Rc::clone(&self.config), self.lang, false);
                back.s.prefs = self.s.prefs;
                let effects = back.s.update(PlayAction::Jump(same).into());
                *self = back;
                effects
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    fn config(query: &str) -> Rc<EmbedConfig> {
        Rc::new(EmbedConfig::parse(query).expect("a figure"))
    }

    #[test]
    fn a_figure_opens_at_its_step_and_goes_back_to_its_line() {
        let c = config("game=rio-kadalis&moves=a1%20f2%20b1&at=1&speed=fast");
        let mut f = Figure::new(Rc::clone(&c), Lang::Fr, false);
        assert_eq!(f.s.session.ply(), 1);
        assert_eq!(f.s.prefs.speed, Speed::Fast);
        assert_eq!(f.s.prefs.lang, Lang::Fr);
        assert_eq!(
            Figure::new(Rc::clone(&c), Lang::Fr, true).s.prefs.speed,
            Speed::Instant
        );
        f.update(FigureMsg::Board(PlayAction::Redo.into()));
        while f.s.animating() {
            f.update(FigureMsg::Board(crate::ui::game::ShowAction::Tick.into()));
        }
        assert_eq!(f.s.session.ply(), 2);
        // The reader plays on: another move than the figure's third.
        let other =
            f.s.position()
                .legal_moves()
                .into_iter()
                .find(|m| *m != c.record.moves[2])
                .expect("another move");
        f.update(FigureMsg::Board(PlayAction::Play(other).into()));
        assert_eq!(f.s.session.game().moves().last(), Some(&other));
        f.update(FigureMsg::Board(PrefsAction::SetLang(Lang::Tr).into()));
        f.update(FigureMsg::Restore);
        let moves: Vec<Move> = f.s.session.game().moves().to_vec();
        assert_eq!(
            moves,
            c.record.moves[..2],
            "back on the figure's line, where it was left"
        );
        assert_eq!(f.s.session.line(), &c.record.moves[..]);
        assert_eq!((f.lang, f.s.prefs.lang), (Lang::Tr, Lang::Tr));
    }
}
