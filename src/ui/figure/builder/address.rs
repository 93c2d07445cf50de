//! The builder's address: `#figure=` and the figure's query, written for "Make a figure"
//! and the builder's own work, and read back when the builder is opened.

use super::{Draft, Figure, PasteError};
use crate::engine::{Annotated, GameId, Record, Rules};
use crate::ui::figure::config::EmbedError;
use crate::ui::i18n::Lang;
use crate::ui::platform::query::{percent_decode, percent_encode};

/// The builder's link: `#figure=` and the figure's query, percent-encoded.
pub const LINK: &str = "figure=";

/// Whether an address's fragment opens the builder.
pub fn is_builder_link(fragment: &str) -> bool {
    fragment.trim_start_matches('#').starts_with(LINK)
}

/// The builder's fragment (without `#`) for a figure's query.
pub fn link(query: &str) -> String {
    format!("{LINK}{}", percent_encode(query))
}

/// The builder's fragment (without `#`) for a draft's figure: the figure's query, and
/// what the author chose that the figure's query does not hold — the game's moves after
/// the last one shown (`after`), the figure's width (`width`, which its code carries) and
/// an iframe's height (`height`) — so that a reload or a bookmark keeps all of it.
pub fn draft_link(figure: &Figure, draft: &Draft, moves_after: &str) -> String {
    let mut out = link(&figure.query());
    let width = crate::ui::figure::config::width_of(&draft.width)
        .filter(|w| w != "100%")
        .unwrap_or_default();
    let width = width.strip_suffix("px").unwrap_or(&width);
    for (key, value) in [
        ("after", moves_after.trim()),
        ("width", width),
        ("height", draft.height.trim()),
    ] {
        if !value.is_empty() {
            out.push_str(&format!("&{key}={}", percent_encode(value)));
        }
    }
    out
}

/// The figure a builder link holds, or why it does not read (`None`: no builder link).
pub fn open(fragment: &str) -> Option<Result<Draft, PasteError>> {
    let rest = fragment.trim_start_matches('#').strip_prefix(LINK)?;
    // The figure's query is encoded whole (no `&` in it): the builder's own parts follow.
    let mut parts = rest.split('&');
    let q = parts.next().unwrap_or_default();
    let unreadable = |why| {
        PasteError::Figure(EmbedError::Unreadable {
            key: "figure".into(),
            why,
        })
    };
    let mut after = String::new();
    let mut height = String::new();
    let mut width = String::new();
    for part in parts {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let value = match percent_decode(value) {
            Ok(v) => v,
            Err(why) => return Some(Err(unreadable(why))),
        };
        match key {
            "after" => after = value,
            "height" => height = value,
            "width" => width = value,
            _ => {}
        }
    }
    Some(match percent_decode(q) {
        Ok(q) => Draft::from_query(&q).map(|mut d| {
            d.height = height;
            if !width.is_empty() {
                d.width = width;
            }
            d.extend(&after);
            d
        }),
        Err(why) => Err(unreadable(why)),
    })
}

/// The builder opened by a link: its figure, and what was wrong with the link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The figure to start from.
    pub draft: Draft,
    /// Why the link's figure could not be opened (then a figure of the first game).
    pub problem: Option<PasteError>,
}

/// The builder an address's fragment opens, if it is a builder link: a link that does
/// not read opens the builder on the first game's start, and says why.
pub fn opened(fragment: &str) -> Option<Opened> {
    open(fragment).map(|r| match r {
        Ok(draft) => Opened {
            draft,
            problem: None,
        },
        Err(e) => Opened {
            draft: Draft::of_record(&Record::new(Rules::default_for(GameId::ALL[0]), vec![])),
            problem: Some(e),
        },
    })
}

/// The builder's link (without `#`) for a game's record and what is said of it (its
/// comments, glyphs, marks and header), opening on move `at`.
pub fn link_for(record: &Annotated, at: usize) -> String {
    let mut d = Draft::of_annotated(record)
        .unwrap_or_else(|| Draft::of_record(&Record::new(record.rules, Vec::new())));
    d.at = at.min(d.last);
    match d.figure(Lang::En) {
        Ok(f) => link(&f.query()),
        Err(_) => link(&format!("game={}", record.rules.game().id())),
    }
}
