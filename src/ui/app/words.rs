//! Every text the app shows, as the features register them: the catalog that each
//! language's file translates. `i18n` holds the mechanism and the words that belong to no
//! one feature; each feature holds its own (its `words.rs`), and they are chained here,
//! where the app knows them all.

use std::collections::BTreeSet;

use crate::engine::GameId;
use crate::ui::game::{about, lessons};
use crate::ui::i18n::data::Wanted;
use crate::ui::i18n::{catalog, errors_text, Lang};
use crate::ui::{figure, platform, puzzles, record};

/// The catalog's English texts, in order: every one is a key of each language's file
/// (`tests/i18n.rs` checks that each file has them all).
pub fn keys() -> impl Iterator<Item = &'static str> {
    catalog::texts()
        .chain(figure::words::CATALOG.iter().copied())
        .chain(errors_text::CATALOG.iter().copied())
        .chain(lessons::text::CATALOG.iter().copied())
        .chain(puzzles::words::CATALOG.iter().copied())
        .chain(figure::builder::words::CATALOG.iter().copied())
        .chain(platform::words::CATALOG.iter().copied())
        .chain(record::words::CATALOG.iter().copied())
}

/// Whether `en` is in the catalog.
pub fn has(en: &str) -> bool {
    keys().any(|k| k == en)
}

/// Whether `en` is in the catalog with a text in every language offered (French's
/// "Expert" may be the English word itself).
pub fn translated(en: &str) -> bool {
    has(en)
        && Lang::OFFERED
            .into_iter()
            .filter(|&l| l != Lang::En)
            .all(|l| crate::ui::i18n::text(l, en).is_some())
}

/// What the app asks of a language's file: the catalog, every game's rules-panel and
/// lesson texts by id, every glossary term (`lang-data --report`, `--sync`).
pub fn wanted() -> Wanted {
    let mut ids = Vec::new();
    let mut seen = BTreeSet::new();
    for game in GameId::ALL {
        for t in about::texts(game).into_iter().chain(lessons::texts(game)) {
            if seen.insert(t.id.clone()) {
                ids.push((t.id, t.en, t.optional));
            }
        }
    }
    let terms = GameId::ALL
        .iter()
        .flat_map(|g| {
            about::glossary_terms(*g)
                .iter()
                .map(move |c| format!("{}.{c}", g.id()))
        })
        .chain(about::SHARED_TERMS.iter().map(|c| format!("all.{c}")))
        .collect();
    Wanted {
        texts: keys().collect(),
        ids,
        terms,
    }
}
