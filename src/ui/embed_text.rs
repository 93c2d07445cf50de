//! The embed's own interface strings in Turkish and Persian (merged into the catalog
//! of [`super::i18n`]).

/// The English key, the Turkish, the Persian.
pub const CATALOG: &[(&str, &str, &str)] = &[];
