//! The interface's languages: English, built in, and the others as data files.
//!
//! The English text is the key: `t(lang, "Undo")` gives the text of `lang`, and falls
//! back to the English when a text has no translation (never a panic). Strings with
//! values in them use `{}` placeholders filled in order by [`tf`] (a translation may
//! reorder them as `{1}`, `{2}`, …); a count's sentence has two forms chosen by the
//! language's plural rule ([`tn`], [`Lang::plural`]). Game terms (*binikh*, *nki*,
//! *boma*, *casitas*) are kept in their own language in every translation, with a
//! gloss. The board itself never mirrors: only the page's text runs right to left in
//! Persian; South's holes and the sowing direction stay where they are.
//!
//! Every language but English is one file, `src/ui/i18n/lang/xx.txt` (its format:
//! `src/ui/i18n/lang/README.md`, read by `format.rs`). The web build fetches the one a
//! reader needs (`data.rs`, [`install_text`]); with the `translations` feature (the
//! native builds and the tests) the files are compiled in and read when first used.
//!
//! | file | what |
//! |---|---|
//! | `lang.rs` | the languages: codes, names, direction, plural rule |
//! | `catalog.rs` | the English catalog (every text's key) |
//! | `text.rs` | the installed strings and the lookups: [`t`], [`tf`], [`tn`] |
//! | `fill.rs` | templates and their placeholders |
//! | `numbers.rs` | numbers and dates as each language writes them |
//! | `format.rs`, `data.rs` | the language files as text, and fetching them |
//! | `errors.rs` (`errors_text.rs`) | the engine's errors in words |
//! | here | the game's own terms: players, levels, values, endings |

pub mod catalog;
pub mod data;
pub mod errors;
pub mod errors_text;
pub mod fill;
pub mod format;
pub mod lang;
pub mod numbers;
pub mod text;

pub use catalog::MONTHS;
pub use fill::{fill, placeholders};
pub use lang::{Lang, Plural};
pub use numbers::{date, decimals, fixed, number, Moment};
#[cfg(feature = "translations")]
pub use text::source;
pub use text::{built_in_lang, id_text, install_text, installed, named, t, text, text_now, tf, tn};

use crate::ai::{Level, Value};
use crate::engine::{EndReason, Field, GameId, Glyph, Piece, Player};

/// The game's name in `lang`: the name its file gives (`katro.name`: Persian writes the
/// names in its own script), else the English name.
pub fn game_name(game: GameId, lang: Lang) -> &'static str {
    if lang == Lang::En {
        return game.name();
    }
    id_text(lang, &format!("{}.name", game.id()), game.name())
}

/// A player's name in `lang`: South / North, Güney / Kuzey, جنوب / شمال.
pub fn player(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "South"),
        Player::North => t(lang, "North"),
    }
}

/// A player's one-letter mark in the move list.
pub fn player_initial(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "S"),
        Player::North => t(lang, "N"),
    }
}

/// Why a game or round of `game` ended, as a clause for the result, in `lang`: its
/// pieces called what the game calls them (seeds, or Kiothi's warriors).
pub fn end_reason_in(lang: Lang, game: GameId, r: EndReason) -> &'static str {
    match r {
        EndReason::NoSeeds if game.piece() == Piece::Warrior => {
            t(lang, "the player to move has no warriors")
        }
        _ => end_reason(lang, r),
    }
}

/// Why a game or round ended, as a clause for the result, in `lang` (a game's pieces
/// called seeds: [`end_reason_in`] names them as the game does).
pub fn end_reason(lang: Lang, r: EndReason) -> &'static str {
    match r {
        EndReason::OpponentEmptied => t(lang, "a capture emptied the opponent's side"),
        EndReason::NoSeeds => t(lang, "the player to move has no seeds"),
        EndReason::NoLegalMove => t(lang, "the player to move has no legal move"),
        EndReason::OnlyEndlessMoves => t(
            lang,
            "every move left to the player to move would sow endlessly",
        ),
        EndReason::LastFour => t(lang, "a capture left the last four seeds"),
        EndReason::NeitherCanMove => t(lang, "neither player can move"),
        EndReason::Repetition => t(lang, "the same position occurred three times"),
        EndReason::CannotFillHole => t(lang, "a player cannot fill a single hole"),
    }
}

/// A move's glyph in words, in `lang` (what a screen reader says for `!?`).
pub fn glyph_name(lang: Lang, g: Glyph) -> &'static str {
    match g {
        Glyph::Good => t(lang, "a good move"),
        Glyph::Mistake => t(lang, "a mistake"),
        Glyph::Brilliant => t(lang, "a brilliant move"),
        Glyph::Blunder => t(lang, "a blunder"),
        Glyph::Interesting => t(lang, "an interesting move"),
        Glyph::Dubious => t(lang, "a dubious move"),
    }
}

/// A record's header field by name, in `lang`.
pub fn field_name(lang: Lang, f: Field) -> &'static str {
    match f {
        Field::Players => t(lang, "Players"),
        Field::Place => t(lang, "Place"),
        Field::Date => t(lang, "Date"),
        Field::Event => t(lang, "Event"),
        Field::RecordedBy => t(lang, "Recorded by"),
        Field::Source => t(lang, "Source"),
        Field::LocalName => t(lang, "The players' name for the game"),
        Field::Notes => t(lang, "Notes"),
    }
}

/// What the app calls a level of the computer.
pub fn level(lang: Lang, l: Level) -> &'static str {
    match l {
        Level::Random => t(lang, "Random"),
        Level::Greedy => t(lang, "Greedy"),
        Level::Beginner => t(lang, "Beginner"),
        Level::Easy => t(lang, "Easy"),
        Level::Medium => t(lang, "Medium"),
        Level::Hard => t(lang, "Hard"),
        Level::Expert => t(lang, "Expert"),
    }
}

/// A move's value for the mover, in `lang`: "win in 5", "draw", "loss in 3", or the
/// search's estimate (`+1.25`, in seeds, with the language's decimal sign). In a
/// right-to-left language the signed number is isolated left to right (U+2066 …
/// U+2069), so that its sign stays in front of it ("+0.20", never "0.20+") wherever it
/// is shown.
pub fn value(lang: Lang, v: Value) -> String {
    match v {
        Value::Win { plies } => tf(lang, "win in {}", &[&plies]),
        Value::Loss { plies } => tf(lang, "loss in {}", &[&plies]),
        Value::Draw => t(lang, "draw").to_string(),
        Value::Heuristic { .. } if lang.is_rtl() => format!("\u{2066}{v}\u{2069}"),
        Value::Heuristic { .. } => decimals(lang, &v.to_string()),
    }
}

/// What separates the items of a list in `lang` (`, `; Persian's `، `).
pub fn list_comma(lang: Lang) -> &'static str {
    match lang {
        Lang::Fa => "، ",
        _ => ", ",
    }
}

/// Choices in `lang`: the items separated by its comma, the last two by its "or"
/// (`katro, rio-kadalis, hoyito-3 or kiothi`); one item alone, none empty.
pub fn or_list<S: AsRef<str>>(lang: Lang, items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [first @ .., last] => {
            let first: Vec<&str> = first.iter().map(AsRef::as_ref).collect();
            tf(
                lang,
                "{} or {}",
                &[&first.join(list_comma(lang)), &last.as_ref()],
            )
        }
    }
}

/// The games' ids as a choice, in the engine's order ([`GameId::ALL`]): what a
/// `game=` or a record's `game:` takes, `katro, rio-kadalis, hoyito-3 or kiothi`.
pub fn game_ids(lang: Lang) -> String {
    or_list(lang, &GameId::ALL.map(GameId::id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Display;

    #[test]
    fn choices_are_listed_with_the_languages_or() {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
        let en = game_ids(Lang::En);
        let (rest, last) = en.rsplit_once(" or ").expect("an or");
        assert_eq!(rest.split(", ").chain([last]).collect::<Vec<_>>(), ids);
        assert_eq!(or_list(Lang::Fr, &["a", "b", "c"]), "a, b ou c");
        assert_eq!(or_list(Lang::Fa, &["a", "b", "c"]), "a، b یا c");
        assert_eq!(or_list(Lang::En, &["a"]), "a");
        assert_eq!(or_list::<&str>(Lang::En, &[]), "");
        for lang in Lang::ALL {
            let list = or_list(lang, &["x1", "x2"]);
            assert!(
                list.starts_with("x1") && list.ends_with("x2"),
                "{lang:?}: {list}"
            );
            assert!(list.len() > "x1 x2".len(), "{lang:?}: {list}");
        }
    }

    #[test]
    fn codes_and_browser_tags_choose_a_language() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_code("FA_ir"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("sw-KE"), Some(Lang::Sw));
        assert_eq!(Lang::from_code("fr-MG"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("plt"), Some(Lang::Mg));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_browser(&["de-DE", "fa-IR", "en"]), Lang::Fa);
        assert_eq!(Lang::from_browser(&["de-DE", "es-DO"]), Lang::Es);
        assert_eq!(Lang::from_browser(&["de-DE"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert!(Lang::Fa.is_rtl() && !Lang::Tr.is_rtl());
        assert!(Lang::ALL.iter().filter(|l| l.is_rtl()).count() == 1);
    }

    /// Issue 38, item 10: the interface asks for no click (it is read on touch screens
    /// too) and shows no notation to a visitor as an example to follow; Kiothi's end
    /// names its warriors.
    #[test]
    fn the_words_fit_every_screen_and_every_game() {
        for en in crate::ui::app::words::keys() {
            let lower = en.to_lowercase();
            assert!(!lower.contains("click"), "{en}");
            assert!(!en.contains("e.g. e1"), "{en}");
        }
        let kiothi = end_reason_in(Lang::En, GameId::Kiothi, EndReason::NoSeeds);
        assert_eq!(kiothi, "the player to move has no warriors");
        let katro = end_reason_in(Lang::En, GameId::Katro, EndReason::NoSeeds);
        assert_eq!(katro, "the player to move has no seeds");
        assert_eq!(
            end_reason_in(Lang::En, GameId::Kiothi, EndReason::Repetition),
            end_reason(Lang::En, EndReason::Repetition)
        );
    }

    #[test]
    fn catalog_keys_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for en in crate::ui::app::words::keys() {
            assert!(seen.insert(en), "{en:?} is in the catalog twice");
            assert!(!en.trim().is_empty());
        }
    }

    #[test]
    fn placeholders_fill_in_order_or_by_number() {
        assert_eq!(placeholders("{} of {}"), [0, 1]);
        assert_eq!(placeholders("{2} de {1}"), [1, 0]);
        assert_eq!(placeholders("{x} {}"), [0]);
        let args: [&dyn Display; 2] = [&"a1", &3];
        assert_eq!(fill("{} to {}", &args), "a1 to 3");
        assert_eq!(fill("{2} depuis {1}", &args), "3 depuis a1");
        assert_eq!(fill("{} and {}", &args[..1]), "a1 and ");
        assert_eq!(fill("{x} {", &args), "{x} {");
    }

    #[test]
    fn an_estimate_keeps_its_sign_in_front_right_to_left() {
        let v = Value::Heuristic { score: 20 };
        assert_eq!(value(Lang::En, v), "+0.20");
        assert_eq!(value(Lang::Fr, v), "+0,20");
        assert_eq!(value(Lang::Fa, v), "\u{2066}+0.20\u{2069}");
        assert_eq!(value(Lang::Fa, Value::Draw), t(Lang::Fa, "draw"));
    }

    #[test]
    fn fixed_writes_what_format_writes() {
        // The reference is core's formatter: every value below, at 0 to 4 places.
        let mut xs: Vec<f64> = vec![
            0.0,
            -0.0,
            0.5,
            1.5,
            2.5,
            -2.5,
            0.125,
            0.375,
            44.25,
            44.35,
            99.95,
            99.995,
            100.0,
            0.05,
            0.005,
            0.0038,
            1e-9,
            -1e-9,
            5e-324,
            1e15,
            123_456.789,
            f64::MAX.sqrt().sqrt().sqrt(),
            18_446_744_073_709_549_568.0,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.1 + 0.2,
            1.0 / 3.0,
            2.0 / 3.0,
            f64::MAX,
            -f64::MAX,
            1e300,
            2f64.powi(64),
            2f64.powi(75),
            2f64.powi(76),
            0.5 - 1e-17,
        ];
        let mut rng = crate::engine::Rng::new(35);
        for _ in 0..20_000 {
            let u = rng.unit();
            xs.push(u);
            xs.push(u * 100.0);
            xs.push((u * 1000.0).round() / 1000.0 * 100.0);
            xs.push((u - 0.5) * 2000.0);
            xs.push(f64::from((u * 200_000.0) as u32) / 8.0);
        }
        for &x in &xs {
            for places in 0..=4u32 {
                let p = places as usize;
                assert_eq!(fixed(x, places), format!("{x:.p$}"), "{x:e} at {places}");
            }
        }
    }

    #[test]
    fn numbers_are_grouped_as_each_language_groups_them() {
        assert_eq!(number(Lang::En, 999), "999");
        assert_eq!(number(Lang::En, 1234567), "1,234,567");
        assert_eq!(number(Lang::Fr, 1234), "1\u{202f}234");
        assert_eq!(number(Lang::Es, 1234), "1234");
        assert_eq!(number(Lang::Es, 12345), "12.345");
        assert_eq!(number(Lang::Sw, 100000000), "100,000,000");
    }

    #[test]
    fn missing_strings_fall_back_to_english_and_placeholders_fill_in_order() {
        let missing = "not in the catalog";
        assert_eq!(t(Lang::Tr, missing), missing);
        assert_eq!(t(Lang::En, "Language"), "Language");
        let (to, and) = ("{} to {}", "{} and {}");
        assert_eq!(tf(Lang::En, to, &[&"a1", &3]), "a1 to 3");
        assert_eq!(tf(Lang::En, and, &[&1]), "1 and ");
        assert_eq!(
            id_text(Lang::Tr, "katro.rules.1", "An English of another build"),
            "An English of another build"
        );
    }
}
