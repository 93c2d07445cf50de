//! What a figure shows around its board — its root, its caption, its step bar — as
//! drawing trees ([`crate::ui::board::picture`]), written once for the figure (Yew,
//! [`super::view`], which listens on them) and its first drawing ([`super::sketch`],
//! the same markup before the figure's controls have arrived); and the "Download
//! image" control of the figure's full controls and of the app. Pure: compiles and is
//! tested everywhere.
//!
//! The root is `<figure class="atlas-embed" data-embed="figure|sketch">` with `lang`,
//! `dir`, `data-controls` and `data-at` (moves played); the caption is
//! `[data-caption]`; every step button has a `data-action`. The download control is
//! `<details data-download>`, its options `input[data-option]` (`coordinates`,
//! `names`, `caption`), its buttons `[data-format]` (`svg`, `png-1`, `png-2`, `png-4`).

use super::config::{Controls, Earlier, EmbedConfig};
use crate::engine::{Game, Move, Player};
use crate::ui::board::tree::{El, Node};
use crate::ui::i18n::{t, tf, Lang};

/// What the figure's root says of the moment shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// Moves played.
    pub played: usize,
    /// Whether the moves are playing by themselves.
    pub playing: bool,
    /// The figure's first drawing, waiting for its controls (`data-embed="sketch"`).
    pub sketch: bool,
}

/// The figure's root element, without its children.
pub fn root(c: &EmbedConfig, lang: Lang, m: Moment) -> El {
    let steps = c.controls != Controls::None;
    El::new("figure")
        .attr(
            "class",
            format!(
                "atlas-embed theme-{} controls-{}",
                c.theme.id(),
                c.controls.id()
            ),
        )
        .attr("data-embed", if m.sketch { "sketch" } else { "figure" })
        .attr("lang", lang.code())
        .attr("dir", lang.dir())
        .attr("data-controls", c.controls.id())
        .attr("data-at", m.played)
        .attr("data-playing", m.playing)
        .attr("aria-label", t(lang, "A mancala board (Mancala Atlas)"))
        .opt("tabindex", steps.then_some("0"))
}

/// What the move shown was: "Opening position", or "Move 3: North plays c2".
pub fn what(lang: Lang, game: &Game, played: usize) -> String {
    what_after(lang, game, played, &Earlier::default())
}

/// [`what`] for a game that goes on from `earlier` moves: its moves numbered after them,
/// and its start the last of them ("Move 7: South plays e1").
pub fn what_after(lang: Lang, game: &Game, played: usize, earlier: &Earlier) -> String {
    let said = |number: usize, mover: Player, mv: Move| match mover {
        Player::South => tf(lang, "Move {}: South plays {}", &[&number, &mv]),
        Player::North => tf(lang, "Move {}: North plays {}", &[&number, &mv]),
    };
    match played.checked_sub(1) {
        None => match earlier.last {
            Some((mover, mv)) if earlier.count > 0 => said(earlier.count, mover, mv),
            _ => t(lang, "Opening position").to_string(),
        },
        Some(i) => match (game.positions().get(i), game.moves().get(i)) {
            (Some(p), Some(mv)) => said(earlier.count + played, p.to_move(), *mv),
            _ => t(lang, "Opening position").to_string(),
        },
    }
}

/// The caption's parts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Caption {
    /// The author's caption for this moment of the figure.
    pub author: Option<String>,
    /// What the move shown was ([`what`]).
    pub what: String,
    /// The reader has played on from the figure.
    pub branch: bool,
    /// The game's status, where the figure shows it.
    pub status: Option<String>,
    /// Say that the reader may play on.
    pub play_on: bool,
    /// The record's header as a credit line (`credit=yes`).
    pub credit: Option<String>,
}

/// The caption: the author's for this moment of the figure, and what the move was.
pub fn caption(lang: Lang, c: &Caption) -> El {
    let span = |class: &'static str, text: &str| {
        Node::from(El::new("span").attr("class", class).text(text))
    };
    let mut el = El::new("figcaption")
        .attr("class", "embed-caption")
        .attr("data-caption", "");
    if let Some(a) = &c.author {
        el = el.child(span("embed-author", a));
    }
    el = el.child(span("embed-what", &c.what));
    if c.branch {
        el = el.child(span(
            "embed-branch",
            t(lang, "You are playing on from the figure."),
        ));
    }
    if let Some(s) = &c.status {
        el = el.child(
            El::new("span")
                .attr("class", "embed-status")
                .attr("data-status", "")
                .text(s.as_str()),
        );
    }
    if c.play_on {
        el = el.child(span("embed-hint", t(lang, "Play on: choose a hole.")));
    }
    if let Some(credit) = &c.credit {
        el = el.child(
            El::new("span")
                .attr("class", "embed-credit")
                .attr("data-credit", "")
                .text(credit.as_str()),
        );
    }
    el
}

/// The step bar's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Steps {
    /// Moves played.
    pub played: usize,
    /// Moves in the line shown.
    pub moves: usize,
    /// Moves of the game before the figure's first (the counter says the game's own
    /// numbers: "Move 8 of 11").
    pub earlier: usize,
    /// The play/pause button, if shown: whether the moves are playing.
    pub autoplay: Option<bool>,
    /// The "back to the figure" button (the reader has played on).
    pub restore: bool,
}

/// A button's picture: `first`, `back`, `forward`, `last` (mirrored in a right-to-left
/// language, like the page's reading direction) and `play`, `pause`.
fn icon(shape: &'static str) -> El {
    let d = match shape {
        "first" => "M3 2h2v12H3z M13 2 6 8l7 6z",
        "back" => "M11 2 4 8l7 6z",
        "forward" => "M5 2l7 6-7 6z",
        "last" => "M3 2l7 6-7 6z M11 2h2v12h-2z",
        "pause" => "M3 2h4v12H3z M9 2h4v12H9z",
        _ => "M4 2l10 6-10 6z",
    };
    let flip = matches!(shape, "first" | "back" | "forward" | "last");
    El::new("svg")
        .class([Some("embed-icon"), flip.then_some("flip")])
        .attr("viewBox", "0 0 16 16")
        .attr("width", "16")
        .attr("height", "16")
        .attr("aria-hidden", "true")
        .attr("focusable", "false")
        .child(El::new("path").attr("d", d).attr("fill", "currentColor"))
}

/// The step bar: to the start, back, "Move 2 of 5", forward, to the end, play/pause, and
/// back to the figure. Each button says what it does in `data-action`.
pub fn steps(lang: Lang, s: &Steps) -> El {
    let has_next = s.played < s.moves;
    let button = |action: &'static str, label: &str, enabled: bool| {
        El::new("button")
            .attr("data-action", action)
            .opt("disabled", (!enabled).then_some(""))
            .attr("aria-label", label)
            .attr("title", label)
            .child(icon(action))
    };
    let mut el = El::new("div")
        .attr("class", "embed-steps")
        .attr("role", "group")
        .child(button("first", t(lang, "To the start"), s.played > 0))
        .child(button("back", t(lang, "Back one move"), s.played > 0))
        .child(
            El::new("span")
                .attr("class", "embed-counter")
                .attr("data-counter", "")
                .text(tf(
                    lang,
                    "Move {} of {}",
                    &[&(s.earlier + s.played), &(s.earlier + s.moves)],
                )),
        )
        .child(button("forward", t(lang, "Forward one move"), has_next))
        .child(button("last", t(lang, "To the end"), has_next));
    if let Some(playing) = s.autoplay {
        let (label, shape) = if playing {
            (t(lang, "Pause"), "pause")
        } else {
            (t(lang, "Play the moves"), "play")
        };
        el = el.child(
            El::new("button")
                .attr("class", "embed-play")
                .attr("data-action", "autoplay")
                .attr("aria-label", label)
                .attr("title", label)
                .child(icon(shape)),
        );
    }
    if s.restore {
        el = el.child(
            El::new("button")
                .attr("data-action", "restore")
                .text(t(lang, "Back to the figure")),
        );
    }
    el
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(q: &str) -> EmbedConfig {
        EmbedConfig::parse(q).unwrap()
    }

    #[test]
    fn the_step_bar_disables_what_cannot_be_done_and_counts_the_moves() {
        let bar = steps(
            Lang::En,
            &Steps {
                played: 0,
                moves: 2,
                earlier: 0,
                autoplay: Some(false),
                restore: false,
            },
        );
        let html = Node::from(bar).markup();
        assert!(
            html.contains(r#"<button data-action="first" disabled="" aria-label="To the start""#),
            "{html}"
        );
        assert!(
            html.contains(r#"<button data-action="forward" aria-label="Forward one move""#),
            "{html}"
        );
        assert!(html.contains(">Move 0 of 2</span>"), "{html}");
        assert!(
            html.contains(r#"data-action="autoplay" aria-label="Play the moves""#),
            "{html}"
        );
        assert!(!html.contains("restore"), "{html}");
    }

    #[test]
    fn the_caption_names_the_mover_and_the_move_and_escapes_the_authors_text() {
        let c = config("game=rio-kadalis&moves=a1%20f2&caption1=<b>%26</b>");
        assert_eq!(what(Lang::En, &c.game, 0), "Opening position");
        assert_eq!(what(Lang::En, &c.game, 2), "Move 2: North plays f2");
        let html = Node::from(caption(
            Lang::En,
            &Caption {
                author: c.caption(1, Lang::En).map(str::to_string),
                what: what(Lang::En, &c.game, 1),
                ..Caption::default()
            },
        ))
        .markup();
        assert_eq!(
            html,
            r#"<figcaption class="embed-caption" data-caption=""><span class="embed-author">&lt;b&gt;&amp;&lt;/b&gt;</span><span class="embed-what">Move 1: South plays a1</span></figcaption>"#
        );
    }

    #[test]
    fn the_root_says_which_drawing_it_is_and_where_the_figure_is() {
        let c = config("game=katro&moves=a1&controls=none&lang=fa");
        let m = Moment {
            played: 1,
            playing: false,
            sketch: true,
        };
        let el = root(&c, Lang::Fa, m);
        assert_eq!(el.get("data-embed"), Some("sketch"));
        assert_eq!(el.get("data-at"), Some("1"));
        assert_eq!(el.get("dir"), Some("rtl"));
        assert_eq!(
            el.get("tabindex"),
            None,
            "no controls: nothing to step with the keyboard"
        );
    }
}
