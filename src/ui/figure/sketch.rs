//! A figure's first drawing: the board at the figure's moment, its caption and its step
//! bar, drawn without Yew as markup from the same drawing trees as the figure
//! ([`crate::ui::board::picture`], [`super::frame`]), by the small `sketch` bundle
//! (`src/bin/sketch.rs`) that `embed.js` loads first. The figure itself (the `figure`
//! bundle, Yew; a lesson's, the `lessons` bundle) replaces it when the reader reaches for
//! its controls, or at once when it has to play by itself, lets the reader play, or shows
//! the full controls ([`Wake`]). A figure with no controls is never more than this
//! drawing.

use super::config::{Controls, EmbedConfig};
use super::frame::{self, Caption, Moment, Steps};
use crate::ui::board::picture::{self, Look};
use crate::ui::board::tree::{El, Node};
use crate::ui::game::{outcome_sentence, BoardView};
use crate::ui::i18n::{t, Lang};

/// When the figure's controls are needed: what `embed.js` does after the first drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// Never: the figure has no controls and shows one moment (the drawing is the figure).
    Never,
    /// When the reader reaches for it (a pointer over it, a touch, the keyboard's focus).
    OnIntent,
    /// At once: it plays its moves by itself, lets the reader play, or shows the full
    /// controls; or its parameters are wrong (the figure explains them).
    Now,
}

impl Wake {
    /// The name `embed.js` reads.
    pub fn id(self) -> &'static str {
        match self {
            Wake::Never => "never",
            Wake::OnIntent => "intent",
            Wake::Now => "now",
        }
    }
}

/// The first drawing of the figure `query` in `lang` (the figure's language if the query
/// names one, else the reader's `languages`), for a window that is `narrow` or not: the
/// markup (stylesheet links for `styles`, then the `<figure>`), and when the figure is to
/// replace it. `None` when the parameters are wrong (the figure says what is wrong) or
/// name a puzzle (its position comes with its game's file, which the lessons bundle
/// fetches: it draws the puzzle at once).
pub fn sketch(
    query: &str,
    languages: &[String],
    styles: &[String],
    narrow: bool,
) -> Option<(String, Wake)> {
    let c = EmbedConfig::parse(query).ok()?;
    if c.puzzle.is_some() {
        return None;
    }
    let lang = c.language(languages);
    let played = c.at;
    let moves = c.record.moves.len();
    let p = c.game.positions().get(played)?;
    let mut view = BoardView::still(p, lang);
    view.coordinates = c.coordinates;
    // What the record marks at this step.
    if let Some(n) = c.notes.at(played) {
        view.marks = n.marks.clone();
    }
    let look = Look {
        mini: false,
        portrait: p.game().layouts().portrait(narrow),
        may_play: c.play,
        narrow,
    };
    let playing = c.autoplay && played < moves;
    let mut figure = frame::root(
        &c,
        lang,
        Moment {
            played,
            playing,
            sketch: true,
        },
    )
    .child(picture::defs())
    .child(
        // As the figure's (Yew writes the class last).
        El::new("div")
            .attr("dir", "ltr")
            .attr("class", "embed-board")
            .child(picture::board(&view, look, lang)),
    )
    .child(frame::caption(
        lang,
        &Caption {
            author: c.caption(played, lang).map(str::to_string),
            what: frame::what_after(lang, &c.game, played, &c.earlier),
            status: outcome_sentence(lang, p),
            credit: c.credit_line(lang),
            ..Caption::default()
        },
    ));
    if c.controls != Controls::None {
        figure = figure.child(frame::steps(
            lang,
            &Steps {
                played,
                moves,
                earlier: c.earlier.count,
                autoplay: (moves > 0).then_some(playing),
                restore: false,
            },
        ));
    }
    let wake = if playing || c.play || c.controls == Controls::Full {
        Wake::Now
    } else if c.controls == Controls::None {
        Wake::Never
    } else {
        Wake::OnIntent
    };
    let mut out = String::new();
    for href in styles {
        out.push_str(
            &Node::from(El::new("link").attr("rel", "stylesheet").attr("href", href)).markup(),
        );
    }
    out.push_str(&Node::from(figure).markup());
    Some((out, wake))
}

/// The embed page's title in `lang`.
pub fn title(lang: Lang) -> &'static str {
    t(lang, "A mancala board (Mancala Atlas)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_drawing_has_the_records_marks_and_credit_at_its_step() {
        let q = "game=rio-kadalis&moves=a1%20%7B%5B%25csl%20Ga1%2CRf2%5D%5B%25cal%20Ga1c1%5D%7D%20f2&at=1&players=Asha&credit=yes";
        let (markup, _) = sketch(q, &[], &[], false).expect("a drawing");
        let highlights = markup.matches(r#"data-mark="highlight""#).count();
        assert_eq!(highlights, 2, "{markup}");
        assert!(
            markup.contains(r#"data-mark="arrow""#)
                && markup.contains(r#"data-from="a1""#)
                && markup.contains(r#"data-to="c1""#),
            "{markup}"
        );
        assert!(
            markup.contains(r#"data-credit="">Players: Asha</span>"#),
            "{markup}"
        );
        // At another step, none of move 1's marks.
        let (later, _) = sketch(&q.replace("at=1", "at=2"), &[], &[], false).expect("a drawing");
        assert!(!later.contains("data-mark="), "{later}");
    }
}
