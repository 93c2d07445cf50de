//! What the app says about each game: where it is played, what makes it special, the
//! rules in plain words (from RULES.md), the house rules marked as such, the sources,
//! the readings not taken (RULES.md §6), the options offered on the start screen, and
//! the glossary of the game's own words in each language.
//!
//! The English is here; every other language's is in its file (`src/ui/i18n/lang/xx.txt`),
//! each text under an id ([`texts`]): `katro.place`, `katro.rules.3`,
//! `katro.option.direction` (an option's label, by the engine's option key) and
//! `katro.option.direction.either` (a choice's, by the engine's value), `all.house.endless`
//! and the like for a text that several games share, `katro.name` for a name the
//! language writes its own way (Persian). A translation made from an earlier English
//! fits no more (its key is the id and the English, `i18n/format.rs`): the English is
//! shown until it is translated again.

use crate::engine::{Choice, GameId, OptionChoice, OptionSpec, Rules};
use crate::ui::i18n::{self, Lang};

/// The English words for one option: its label and its choices' labels, one for each of
/// the engine's choices (the default first).
#[derive(Clone, Copy)]
struct OptionWords {
    label: &'static str,
    choices: &'static [&'static str],
}

/// The English of one game, as [`GameInfo`] says it.
struct Words {
    place: &'static str,
    special: &'static str,
    rules: &'static [&'static str],
    house: &'static [&'static str],
    sources: &'static [&'static str],
    not_taken: &'static [&'static str],
    options: &'static [OptionWords],
}

/// The words for one option of a game, as the start screen offers it: the option and its
/// choices are the engine's ([`OptionSpec`]), in the engine's order; these are their
/// labels ([`labelled`] pairs them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionInfo {
    /// The label.
    pub label: &'static str,
    /// The choices' labels, one for each of the engine's choices (the default first).
    pub choices: Vec<&'static str>,
}

/// One of a game's options with its words: the engine's option, its label, and each of
/// its choices with its label.
pub struct Labelled {
    /// The engine's option.
    pub spec: &'static OptionSpec,
    /// Its label.
    pub label: &'static str,
    /// Its choices, the default first, each with its label.
    pub choices: Vec<(OptionChoice, &'static str)>,
}

/// The options of `game` with their words in `lang`, in the engine's order (none for a
/// game the app has no words for: [`UNLISTED`]).
pub fn labelled(game: GameId, lang: Lang) -> Vec<Labelled> {
    game.options()
        .iter()
        .zip(info_in(game, lang).options)
        .map(|(spec, words)| Labelled {
            spec,
            label: words.label,
            choices: spec.each().zip(words.choices).collect(),
        })
        .collect()
}

/// Everything the app says about one game, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Where it is played.
    pub place: &'static str,
    /// One line on what makes it special.
    pub special: &'static str,
    /// The rules in plain words.
    pub rules: Vec<&'static str>,
    /// House rules (in no source; they make every game end with one outcome).
    pub house: Vec<&'static str>,
    /// Sources.
    pub sources: Vec<&'static str>,
    /// Readings of the sources that the app does not follow.
    pub not_taken: Vec<&'static str>,
    /// The options.
    pub options: Vec<OptionInfo>,
}

/// What is said of a registered game the app has no words for (none of the Atlas's four).
const UNLISTED: Words = Words {
    place: "",
    special: "",
    rules: &[],
    house: &[],
    sources: &[],
    not_taken: &[],
    options: &[],
};

/// One text of a game's rules panel, as the languages' files hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    /// Its id in the files (`katro.rules.3`).
    pub id: String,
    /// The English.
    pub en: &'static str,
    /// Whether a language may leave it out (a game's name, which most write as English
    /// does).
    pub optional: bool,
}

/// The id of a choice in the files: the engine's value as written in JSON, without
/// quotes (`either`, `4`, `true`).
pub fn choice_id(c: Choice) -> String {
    match c {
        Choice::Number(n) => n.to_string(),
        Choice::Text(s) => s.to_string(),
        Choice::Flag(b) => b.to_string(),
    }
}

/// The id of the `n`th text (from 1) of a list of `game`'s rules panel (`rules`,
/// `house`, `sources`, `not_taken`): a text several games share has one id of its own.
fn list_id(game: GameId, field: &str, n: usize, en: &str) -> String {
    SHARED.iter().find(|(_, text)| *text == en).map_or_else(
        || format!("{}.{field}.{n}", game.id()),
        |(id, _)| id.to_string(),
    )
}

/// The texts several games share, under one id.
const SHARED: [(&str, &str); 3] = [
    ("all.house.endless", ENDLESS),
    ("all.house.repetition", REPETITION_OTHERS),
    ("all.house.match-gaps", MATCH_GAPS),
];

/// The prefix of the ids of `game`'s option `k`: `all` for match play, which two games
/// offer in the same words, else the game's id.
fn option_prefix(game: GameId, words: &OptionWords) -> &'static str {
    if words.label == MATCH.label && words.choices == MATCH.choices {
        "all"
    } else {
        game.id()
    }
}

/// Every text of `game`'s rules panel and start card with its id, in the panel's order:
/// the name, the place, the special line, the rules, the house rules, the sources, the
/// readings not taken, then each option's label and its choices' labels.
pub fn texts(game: GameId) -> Vec<Text> {
    let w = words(game);
    let g = game.id();
    let text = |id: String, en: &'static str| Text {
        id,
        en,
        optional: false,
    };
    let mut out = vec![
        Text {
            id: format!("{g}.name"),
            en: game.name(),
            optional: true,
        },
        text(format!("{g}.place"), w.place),
        text(format!("{g}.special"), w.special),
    ];
    for (field, list) in [
        ("rules", w.rules),
        ("house", w.house),
        ("sources", w.sources),
        ("not_taken", w.not_taken),
    ] {
        for (n, &en) in list.iter().enumerate() {
            out.push(text(list_id(game, field, n + 1, en), en));
        }
    }
    for (spec, o) in game.options().iter().zip(w.options) {
        let prefix = option_prefix(game, o);
        out.push(text(format!("{prefix}.option.{}", spec.key), o.label));
        for (&c, &en) in spec.choices.iter().zip(o.choices) {
            out.push(text(
                format!("{prefix}.option.{}.{}", spec.key, choice_id(c)),
                en,
            ));
        }
    }
    out
}

/// What the app says about `game`, in `lang`: the same fields, the same number of rules,
/// notes and choices, the same option keys and JSON values in every language; each text
/// the English until `lang`'s file has it (in the web build, until that file has come:
/// `i18n/data.rs`).
pub fn info_in(game: GameId, lang: Lang) -> GameInfo {
    let w = words(game);
    let g = game.id();
    let say = |id: &str, en: &'static str| i18n::id_text(lang, id, en);
    let list = |field: &str, items: &'static [&'static str]| -> Vec<&'static str> {
        items
            .iter()
            .enumerate()
            .map(|(n, &en)| say(&list_id(game, field, n + 1, en), en))
            .collect()
    };
    let options = game
        .options()
        .iter()
        .zip(w.options)
        .map(|(spec, o)| {
            let id = format!("{}.option.{}", option_prefix(game, o), spec.key);
            OptionInfo {
                label: say(&id, o.label),
                choices: spec
                    .choices
                    .iter()
                    .zip(o.choices)
                    .map(|(&c, &en)| say(&format!("{id}.{}", choice_id(c)), en))
                    .collect(),
            }
        })
        .collect();
    GameInfo {
        place: say(&format!("{g}.place"), w.place),
        special: say(&format!("{g}.special"), w.special),
        rules: list("rules", w.rules),
        house: list("house", w.house),
        sources: list("sources", w.sources),
        not_taken: list("not_taken", w.not_taken),
        options,
    }
}

/// What the app says about `game`, in English.
pub fn info(game: GameId) -> GameInfo {
    info_in(game, Lang::En)
}

/// The concepts of `game`'s glossary, in the order the rules panel lists them: each
/// language's file gives the word its rules text uses for each (`term: kiothi.warrior`)
/// and the word's source.
pub fn glossary_terms(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Katro => &["hole", "seed", "row", "circuit"],
        GameId::RioKadalis => &["hole", "seed", "four", "binikh"],
        GameId::Hoyito3 => &["hole", "seed", "four"],
        GameId::Kiothi => &["hole", "warrior", "prison", "nki"],
        _ => &[],
    }
}

/// The words every game's texts share, each language's one word for each: the
/// interface, the rules panels and the lessons say a hole, a seed or a lap with the word
/// its file names for it (`term: all.hole`), and never with a word that file forbids
/// (`forbid:`, `i18n/format.rs`). `store` is the store of captured seeds (Kiothi's
/// prison); `round` a round of a match; `lift` taking up a hole's seeds to sow them,
/// `capture` winning the other side's.
pub const SHARED_TERMS: [&str; 15] = [
    "hole", "seed", "warrior", "row", "store", "sow", "lap", "relay", "lift", "capture", "turn",
    "move", "round", "board", "resign",
];

/// One word of a game's glossary in a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The word (with a gloss if the file gives one).
    pub word: &'static str,
    /// Where it comes from, in the language; `None` when no source gives a word for it
    /// (the file says `source: none`): a plain translation.
    pub source: Option<&'static str>,
}

/// `game`'s glossary in `lang`: the words its file gives, in [`glossary_terms`]'s order
/// (none in English, whose rules text is the glossary's reference).
pub fn glossary(game: GameId, lang: Lang) -> Vec<Term> {
    glossary_terms(game)
        .iter()
        .filter_map(|concept| {
            let id = format!("term.{}.{concept}", game.id());
            let word = i18n::named(lang, &id)?;
            let source = i18n::named(lang, &format!("{id}/source")).filter(|&s| s != "none");
            Some(Term { word, source })
        })
        .collect()
}

/// The note of a draft translation, in its language (the file's `note:`: it says that a
/// speaker has not yet checked the translation, and how to send a correction); `None`
/// for English and for a checked translation.
pub fn draft_note(lang: Lang) -> Option<&'static str> {
    i18n::named(lang, "note")
}

/// The options of `rules` as the rules panel lists them: each option's label and the
/// label of its value in this game, in `lang`, and a sentence on what a value changes
/// in play when the rules above do not describe it (Katro's `either`).
pub fn options_in_play(
    rules: Rules,
    lang: Lang,
) -> Vec<(&'static str, &'static str, Option<&'static str>)> {
    labelled(rules.game(), lang)
        .into_iter()
        .zip(rules.chosen())
        .enumerate()
        .filter_map(|(i, (o, now))| {
            let k = o.choices.iter().position(|(c, _)| *c == now)?;
            Some((o.label, o.choices[k].1, more(rules.game(), i, k, lang)))
        })
        .collect()
}

/// The options of `rules` that are not its game's defaults, as [`options_in_play`] words
/// them: `(label, value)` ("Holes per row", "5").
pub fn options_not_default(rules: Rules, lang: Lang) -> Vec<(&'static str, &'static str)> {
    let default = Rules::default_for(rules.game());
    labelled(rules.game(), lang)
        .into_iter()
        .zip(rules.chosen().zip(default.chosen()))
        .filter(|(_, (now, was))| now != was)
        .filter_map(|(o, (now, _))| {
            let k = o.choices.iter().position(|(c, _)| *c == now)?;
            Some((o.label, o.choices[k].1))
        })
        .collect()
}

/// What choice `choice` of option `option` (places in the engine's lists) changes in play
/// when the rules do not describe it, in `lang`: Katro's `direction` `either`.
fn more(game: GameId, option: usize, choice: usize, lang: Lang) -> Option<&'static str> {
    match (game, option, choice) {
        (GameId::Katro, 3, 1) => Some(i18n::t(
            lang,
            "Either way: at each turn the mover chooses to sow along the usual circuit or along its mirror image, and keeps that way for the whole turn, relays included. A move along the mirrored circuit is written with a prime (c1'). Choose a hole, then the way.",
        )),
        _ => None,
    }
}

const ENDLESS: &str = "Endless sowing: a move whose sowing would come back to a state it has already been in never ends, so it is not allowed. A player whose only moves are endless has no legal move.";
const REPETITION_KATRO: &str =
    "Repetition: when the same position occurs for the third time the game ends in a draw.";
const REPETITION_OTHERS: &str = "Repetition: when the same position occurs for the third time the game ends; every seed still on the board goes to the owner of the row it lies in, and the game is scored as usual.";

const MATCH_GAPS: &str = "Where the sources are silent (the Atlas's choice): in match play, seeds beyond what a player's holes take stay in their reserve and count in their holdings; a repetition ends the round, and the match goes on.";

const MATCH: OptionWords = OptionWords {
    label: "Play",
    choices: &["a single game", "a match of rounds"],
};

/// What the app says about `game`, in English.
fn words(game: GameId) -> Words {
    match game {
        GameId::Katro => Words {
            place: "Madagascar",
            special: "Six rows (four on de Voogt's smaller boards), each player sowing only round their own half — captured seeds stay on the board and join your row.",
            rules: &[
                "The board has 6 rows of 6 holes; each player owns the three rows on their side. Every hole starts with 2 seeds. No seed ever leaves the board.",
                "You sow round your own half only: along your outer row from your left, back along your middle row, along your inner row, then round to the start again.",
                "Choose any occupied hole of your outermost row that still holds seeds, lift all its seeds and sow them one by one.",
                "If the last seed falls into an empty hole, your turn ends.",
                "If it falls into an occupied hole, you capture when that hole is in your innermost row that holds seeds and the hole on the same file in the opponent's innermost row with seeds is occupied: its seeds join your hole. Capture or not, you lift the whole hole and sow on.",
                "A player with no seeds has lost; when a capture empties the opponent's half, the game ends at once and the mover wins.",
            ],
            house: &[
                ENDLESS,
                REPETITION_KATRO,
                "Where the sources are silent (the Atlas's choice): a player who has seeds but only endless moves cannot move, and loses as a player without seeds does, since passing is not allowed.",
            ],
            sources: &["Mancala World, “Katro”", "Wikipedia, “Katro”", "A. de Voogt, field notes (1999)", "The Atlas's seed text 000"],
            not_taken: &[
                "Ludii runs North's circuit from the inner row outwards and picks the capture target column by column.",
                "Wikipedia captures when the last seed lands in an empty hole.",
                "The optional lone-seed diagonal step in de Voogt's notes is not offered.",
            ],
            options: &[
                OptionWords { label: "Rows per player", choices: &["3 (6 × 6 board)", "2 (de Voogt's 4-row boards)"] },
                OptionWords { label: "Holes per row", choices: &["6", "4"] },
                OptionWords { label: "Seeds per hole", choices: &["2", "3"] },
                OptionWords { label: "Sowing direction", choices: &["the fixed circuit", "either way, chosen each turn"] },
            ],
        },
        GameId::RioKadalis => Words {
            place: "Somalia",
            special: "Every four made during a lap goes to the owner of its row — and the last seed making four (binikh) goes to the mover.",
            rules: &[
                "The board has 2 rows of 6 holes with 4 seeds each; each player owns their row. Captured seeds are kept off the board.",
                "Lift all the seeds of any occupied hole of your row and sow them counter-clockwise round all twelve holes.",
                "When a seed that is not the last of its lap makes a hole hold exactly 4, the owner of that row takes the 4 at once and the lap goes on.",
                "If the last seed makes exactly 4 (binikh), the mover takes them, whichever row they are in, and the turn ends. Into an empty hole, the turn ends; otherwise the hole's seeds are lifted and sown on (relay).",
                "The game ends when the player to move has no legal move; seeds left go to the owner of the row they lie in.",
                "The player who took more fours wins; equal fours is a draw. Seed totals are shown beside the result.",
                "Match play: after a round each player refills their own holes with 4 seeds from their rightmost hole leftwards; holes they cannot fill are closed for the round. Who cannot fill one hole loses the match.",
            ],
            house: &[ENDLESS, REPETITION_OTHERS, MATCH_GAPS],
            sources: &["Mancala World, “Rio Kadalis”", "R. Pankhurst (1971)", "The Atlas's seed text 001"],
            not_taken: &["Ludii scans for fours after each lap and lets the richer player buy the other's holes in match play; here fours are taken on the drop and holes close."],
            options: &[
                OptionWords { label: "Holes per row", choices: &["6 (48 seeds)", "5 (40 seeds)"] },
                OptionWords { label: "Sowing direction", choices: &["counter-clockwise", "clockwise"] },
                MATCH,
            ],
        },
        GameId::Hoyito3 => Words {
            place: "Dominican Republic",
            special: "Make exactly four with your last seed and you take them and move again; the last four on the board decide the game.",
            rules: &[
                "The board has 2 rows of 6 holes with 4 seeds each; each player owns their row.",
                "Lift all the seeds of any occupied hole of your row and sow them counter-clockwise round all twelve holes.",
                "If the last seed makes its hole hold exactly 4 (in either row), you capture those 4 and move again. Into an occupied hole otherwise, you lift that hole and sow on; into an empty hole, your turn ends.",
                "A player with no seeds in their row passes until seeds reach them; so does a player who earned a move again but has no seeds.",
                "The game ends when a capture leaves exactly 4 seeds on the board: the capturer takes them too (from round 3 of a match, the previous round's winner; the capturer when that round was drawn). If neither player can move, the seeds go to the owners of the rows they lie in. The player with more seeds wins; 24–24 is a draw.",
                "Match play: as Rio Kadalis, refilling holes with 4 seeds; a player with no seeds has lost the match.",
            ],
            house: &[ENDLESS, REPETITION_OTHERS, MATCH_GAPS],
            sources: &["Mancala World, “Hoyito III” and “Hoyito II”", "Bautista i Roca (2005)", "The Atlas's seed text 003"],
            not_taken: &["Ludii's “Hoyito” is Hoyito I.", "Some accounts allow captures only in the opponent's row."],
            options: &[MATCH],
        },
        GameId::Kiothi => Words {
            place: "Meru, Kenya",
            special: "Warriors and prisons: an opening where each side redistributes freely, protected nki holes, and the celebrated one-warrior victory.",
            rules: &[
                "The board has 2 rows of 10 holes (boma) and two prisons: South's at the east end, North's at the west end. Each player owns their row.",
                "Each player starts with 5 warriors in each of their six rightmost holes.",
                "Redistribution: on the first two turns (South, then North) a player empties exactly two of their occupied holes and places those warriors freely, any number per hole, in any holes of either row.",
                "Nki: after both redistributions every occupied hole is protected (nki). A hole loses its mark for good the first time warriors are lifted from it.",
                "From turn 3, choose one of your occupied holes, lift any number of its warriors (1 up to all) and sow them counter-clockwise round all twenty holes. The first lap may not end in an occupied hole of your own row.",
                "A lap ending in an occupied hole starts a new lap with that hole's whole content; the turn ends in an empty hole.",
                "Capture: ending in an empty hole of your own row facing an occupied enemy hole that is not nki, you put those warriors and the landing warrior into your prison. From your leftmost hole you also take the enemy holes facing your 2nd, 3rd and 4th holes, stopping at the first empty or nki one.",
                "The game ends when the player to move has no legal move; every warrior on the board goes to the other player's prison. More warriors in prison wins; equal is a draw; winning by exactly two is the one-warrior victory.",
            ],
            house: &[
                ENDLESS,
                REPETITION_OTHERS,
                "Where the sources are silent (the Atlas's choice): with “exactly two”, a player with fewer than two occupied holes empties all of them; a redistribution that empties nothing (with “up to two”) is written “=”.",
            ],
            sources: &["Mancala World, “Kiothi”", "Wikipedia, “Kiothi”", "Bernardi (1959)", "Botta (1972)", "The Atlas's seed text 004"],
            not_taken: &[
                "Wikipedia lets only the owner's own sowing clear nki and requires the sowing to cross the opponent's row before a capture.",
                "Ludii has no Kiothi.",
            ],
            options: &[
                OptionWords { label: "Opening",
                    choices: &["six holes of 5", "five holes of 5", "five holes of 6 (Wikipedia)"],
                },
                OptionWords { label: "Redistribution",
                    choices: &["empty exactly two holes", "empty none, one or two (Mancala World)"],
                },
            ],
        },
        _ => UNLISTED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::option_names;
    use crate::ui::i18n::game_name;

    /// Game terms kept in their own language in every translation.
    const NATIVE_TERMS: &[&str] = &["binikh", "nki", "boma", "casitas", "njodthie"];

    /// Whether `word` occurs in `s` as a word of Latin letters (any case).
    fn has_word(s: &str, word: &str) -> bool {
        let lower = s.to_lowercase();
        lower.match_indices(word).any(|(at, _)| {
            let before = lower[..at].chars().next_back();
            let after = lower[at + word.len()..].chars().next();
            !before.is_some_and(|c| c.is_ascii_alphabetic())
                && !after.is_some_and(|c| c.is_ascii_alphabetic())
        })
    }

    fn is_persian_letter(c: char) -> bool {
        matches!(
            c,
            '\u{0621}'
                ..='\u{064A}'
                    | '\u{067E}'
                    | '\u{0686}'
                    | '\u{0698}'
                    | '\u{06A9}'
                    | '\u{06AF}'
                    | '\u{06CC}'
        )
    }

    fn is_persian_digit(c: char) -> bool {
        ('\u{06F0}'..='\u{06F9}').contains(&c)
    }

    #[test]
    fn english_is_words_and_every_text_has_an_id_of_its_own() {
        let mut ids = std::collections::HashMap::new();
        for game in GameId::ALL {
            let en = info(game);
            assert_eq!(en.rules, words(game).rules);
            assert_eq!(en.special, words(game).special);
            assert_eq!(game_name(game, Lang::En), game.name());
            let texts = texts(game);
            let fields = 3
                + en.rules.len()
                + en.house.len()
                + en.sources.len()
                + en.not_taken.len()
                + en.options
                    .iter()
                    .map(|o| 1 + o.choices.len())
                    .sum::<usize>();
            assert_eq!(texts.len(), fields, "{game}: every text has an id");
            let mut here = std::collections::HashSet::new();
            for t in texts {
                assert!(here.insert(t.id.clone()), "{game}: {} twice", t.id);
                // An id shared by games says the same English in each.
                if let Some(other) = ids.insert(t.id.clone(), t.en) {
                    assert_eq!(other, t.en, "{}", t.id);
                    assert!(t.id.starts_with("all."), "{}", t.id);
                }
            }
        }
        assert!(ids.contains_key("katro.rules.3"));
        assert!(ids.contains_key("katro.option.direction.either"));
        assert!(ids.contains_key("all.option.match.true"));
        assert!(ids.contains_key("all.house.endless"));
    }

    #[cfg(feature = "translations")]
    #[test]
    fn translations_keep_the_games_own_words_and_persian_its_script() {
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            for game in GameId::ALL {
                for text in texts(game) {
                    let t = i18n::id_text(lang, &text.id, text.en);
                    let at = format!("{} {}: {t:?}", lang.code(), text.id);
                    for term in NATIVE_TERMS {
                        if has_word(text.en, term) {
                            assert!(has_word(t, term), "{at} lacks {term}");
                        }
                    }
                    if lang == Lang::Fa && t != text.en {
                        // Without Persian letters only a number or a citation, as in
                        // English.
                        assert!(t.chars().any(is_persian_letter), "{at}: no Persian letters");
                        assert!(
                            !t.chars().any(is_persian_digit),
                            "{at}: Persian digits (the app writes Latin digits throughout)"
                        );
                        assert!(!t.contains([',', ';', '?']), "{at}: Latin punctuation");
                    }
                }
            }
        }
        for game in GameId::ALL {
            let fa = game_name(game, Lang::Fa);
            assert!(fa.chars().any(is_persian_letter), "{fa}");
            assert!(!fa.chars().any(|c| c.is_ascii_alphabetic()), "{fa}");
            assert!(!fa.chars().any(is_persian_digit), "{fa}: Latin digits");
            assert_eq!(game_name(game, Lang::Tr), game.name());
        }
        assert_eq!(game_name(GameId::Katro, Lang::Fa), "کاترو");
    }

    #[test]
    fn the_helpers_see_words_and_letters() {
        assert!(has_word("protected (nki).", "nki") && has_word("Nki: after", "nki"));
        assert!(has_word("حفره‌های nki را", "nki") && !has_word("ranking", "nki"));
        assert!(is_persian_letter('پ') && is_persian_letter('ی') && !is_persian_letter('a'));
        assert!(is_persian_digit('۶') && !is_persian_digit('6'));
    }

    #[test]
    fn every_option_choice_is_a_valid_option() {
        for game in GameId::ALL {
            let i = info(game);
            // Words for every option and every choice the engine has, in its order.
            assert_eq!(i.options.len(), option_names(game).len(), "{game}");
            let labelled = labelled(game, Lang::En);
            assert_eq!(labelled.len(), game.options().len(), "{game}");
            for (o, words) in labelled.iter().zip(&i.options) {
                assert_eq!(
                    o.choices.len(),
                    o.spec.choices.len(),
                    "{game} {}",
                    o.spec.key
                );
                assert_eq!(
                    words.choices.len(),
                    o.spec.choices.len(),
                    "{game} {}",
                    o.spec.key
                );
                for (c, _) in &o.choices {
                    let v = c.choice.to_json();
                    let options = serde_json::json!({ c.key: v });
                    assert!(
                        Rules::from_options(game, &options).is_ok(),
                        "{game} {} {v}",
                        c.key
                    );
                    assert!(Rules::default_for(game).with_choice(*c).is_ok());
                }
                // The first choice is the default.
                let first = o.choices[0].0.choice.to_json();
                assert_eq!(
                    Rules::from_options(game, &serde_json::json!({ o.spec.key: first })).ok(),
                    Some(Rules::default_for(game))
                );
            }
            assert!(
                !i.rules.is_empty()
                    && !i.house.is_empty()
                    && !i.sources.is_empty()
                    && !i.not_taken.is_empty()
            );
            assert!(!glossary_terms(game).is_empty(), "{game}");
            assert!(glossary(game, Lang::En).is_empty());
        }
        assert_eq!(draft_note(Lang::En), None);
    }

    #[test]
    fn the_rules_panel_lists_the_options_in_play_and_describes_either() {
        let either =
            Rules::from_options(GameId::Katro, &serde_json::json!({"direction": "either"}))
                .expect("rules");
        for lang in Lang::ALL {
            let listed = options_in_play(either, lang);
            assert_eq!(listed.len(), 4, "every Katro option, {lang:?}");
            let described: Vec<_> = listed.iter().filter_map(|(_, _, m)| *m).collect();
            assert_eq!(described.len(), 1, "{lang:?}");
            assert!(described[0].contains("c1'"), "{}", described[0]);
            let (_, value, _) = listed[3];
            assert_eq!(value, info_in(GameId::Katro, lang).options[3].choices[1]);
        }
        // The sentence is the engine's `direction` `either`.
        let direction = GameId::Katro.options()[3];
        assert_eq!(direction.key, "direction");
        assert_eq!(direction.choices[1], crate::engine::Choice::Text("either"));
        let fixed = options_in_play(Rules::default_for(GameId::Katro), Lang::En);
        assert!(fixed.iter().all(|(_, _, m)| m.is_none()));
        assert_eq!(fixed[3].1, "the fixed circuit");
        assert!(options_in_play(Rules::default_for(GameId::Kiothi), Lang::Tr).len() == 2);
    }
}
