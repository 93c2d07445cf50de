//! What the app says about each game: where it is played, what makes it special, the
//! rules in plain words (from RULES.md), the house rules marked as such, the sources,
//! the readings not taken (RULES.md §6) and the options offered on the start screen.

use std::cell::RefCell;
use std::collections::HashMap;

use super::i18n::Lang;
use crate::engine::{GameId, OptionChoice, OptionSpec, Rules};

// Compiled in with the `translations` feature; the web build fetches them as data
// (`lang_data.rs`, which installs them here: [`install`]).
#[cfg(feature = "translations")]
mod fa;
#[cfg(feature = "translations")]
mod tr;

/// The words for one option of a game, as the start screen offers it: the option and its
/// choices are the engine's ([`OptionSpec`]), in the engine's order; these are their
/// labels ([`labelled`] pairs them).
#[derive(Clone, Copy)]
pub struct OptionInfo {
    /// The label.
    pub label: &'static str,
    /// The choices' labels, one for each of the engine's choices (the default first).
    pub choices: &'static [&'static str],
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
            choices: spec.each().zip(words.choices.iter().copied()).collect(),
        })
        .collect()
}

/// Everything the app says about one game.
#[derive(Clone, Copy)]
pub struct GameInfo {
    /// Where it is played.
    pub place: &'static str,
    /// One line on what makes it special.
    pub special: &'static str,
    /// The rules in plain words.
    pub rules: &'static [&'static str],
    /// House rules (in no source; they make every game end with one outcome).
    pub house: &'static [&'static str],
    /// Sources.
    pub sources: &'static [&'static str],
    /// Readings of the sources that the app does not follow.
    pub not_taken: &'static [&'static str],
    /// The options.
    pub options: &'static [OptionInfo],
}

/// What is said of a registered game the app has no words for (none of the Atlas's four).
pub const UNLISTED: GameInfo = GameInfo {
    place: "",
    special: "",
    rules: &[],
    house: &[],
    sources: &[],
    not_taken: &[],
    options: &[],
};

const ENDLESS: &str = "Endless sowing: a move whose sowing would come back to a state it has already been in never ends, so it is not allowed. A player whose only moves are endless has no legal move.";
const REPETITION_KATRO: &str =
    "Repetition: when the same position occurs for the third time the game ends in a draw.";
const REPETITION_OTHERS: &str = "Repetition: when the same position occurs for the third time the game ends; every seed still on the board goes to the owner of the row it lies in, and the game is scored as usual.";

const MATCH_GAPS: &str = "Where the sources are silent (the Atlas's choice): in match play, seeds beyond what a player's holes take stay in their reserve and count in their holdings; a repetition ends the round, and the match goes on.";

const MATCH: OptionInfo = OptionInfo {
    label: "Play",
    choices: &["a single game", "a match of rounds"],
};

/// What the app says about `game`, in `lang`: the same fields, the same number of
/// rules, notes and choices, the same option keys and JSON values in every language.
/// In the web build Turkish and Persian come from the language's data file, and are the
/// English until it has arrived (`lang_data.rs`: [`install`]).
pub fn info_in(game: GameId, lang: Lang) -> GameInfo {
    #[cfg(feature = "translations")]
    return match lang {
        Lang::En => info(game),
        Lang::Tr => tr::info(game),
        Lang::Fa => fa::info(game),
    };
    #[cfg(not(feature = "translations"))]
    return installed(lang, game).unwrap_or_else(|| info(game));
}

thread_local! {
    // Each language's rules text installed from its data file (leaked by the reader, as
    // it lives as long as the page).
    static INSTALLED: RefCell<HashMap<Lang, HashMap<GameId, GameInfo>>> =
        RefCell::new(HashMap::new());
}

/// Installs `lang`'s rules text (`rules`, by game) in place of any installed before:
/// from then on [`installed`] answers with it, and in the web build [`info_in`].
pub fn install(lang: Lang, rules: HashMap<GameId, GameInfo>) {
    INSTALLED.with(|l| l.borrow_mut().insert(lang, rules));
}

/// `game`'s rules text in `lang` as installed ([`install`]), if it is.
pub fn installed(lang: Lang, game: GameId) -> Option<GameInfo> {
    INSTALLED.with(|l| l.borrow().get(&lang)?.get(&game).copied())
}

/// The game's name in `lang`: the English name in English and Turkish, the name in
/// Persian script in Persian.
pub fn game_name(game: GameId, lang: Lang) -> &'static str {
    match (lang, game) {
        (Lang::En | Lang::Tr, _) => game.name(),
        (Lang::Fa, GameId::Katro) => "کاترو",
        (Lang::Fa, GameId::RioKadalis) => "ریو کادالیس",
        (Lang::Fa, GameId::Hoyito3) => "اوییتو 3",
        (Lang::Fa, GameId::Kiothi) => "کیوتی",
        (Lang::Fa, _) => game.name(),
    }
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

/// What choice `choice` of option `option` (places in the engine's lists) changes in play
/// when the rules do not describe it, in `lang`: Katro's `direction` `either`.
fn more(game: GameId, option: usize, choice: usize, lang: Lang) -> Option<&'static str> {
    match (game, option, choice) {
        (GameId::Katro, 3, 1) => Some(super::i18n::t(
            lang,
            "Either way: at each turn the mover chooses to sow along the usual circuit or along its mirror image, and keeps that way for the whole turn, relays included. A move along the mirrored circuit is written with a prime (c1'). Click a hole and choose the way.",
        )),
        _ => None,
    }
}

/// What the app says about `game`, in English.
pub fn info(game: GameId) -> GameInfo {
    match game {
        GameId::Katro => GameInfo {
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
                OptionInfo { label: "Rows per player", choices: &["3 (6 × 6 board)", "2 (de Voogt's 4-row boards)"] },
                OptionInfo { label: "Holes per row", choices: &["6", "4"] },
                OptionInfo { label: "Seeds per hole", choices: &["2", "3"] },
                OptionInfo { label: "Sowing direction", choices: &["the fixed circuit", "either way, chosen each turn"] },
            ],
        },
        GameId::RioKadalis => GameInfo {
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
                OptionInfo { label: "Holes per row", choices: &["6 (48 seeds)", "5 (40 seeds)"] },
                OptionInfo { label: "Sowing direction", choices: &["counter-clockwise", "clockwise"] },
                MATCH,
            ],
        },
        GameId::Hoyito3 => GameInfo {
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
        GameId::Kiothi => GameInfo {
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
                OptionInfo { label: "Opening",
                    choices: &["six holes of 5", "five holes of 5", "five holes of 6 (Wikipedia)"],
                },
                OptionInfo { label: "Redistribution",
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

    /// Game terms kept in their own language in every translation.
    const NATIVE_TERMS: &[&str] = &["binikh", "nki", "boma", "casitas", "njodthie"];

    /// The translations that are rightly identical to the English: names of places
    /// and citations with nothing to translate. Numbers alone (choice labels) may be
    /// identical too: the app writes Latin digits in every language (issue 11 item 15).
    const SAME_AS_ENGLISH: &[(Lang, &str)] = &[
        (Lang::Tr, "Meru, Kenya"),
        (Lang::Tr, "R. Pankhurst (1971)"),
        (Lang::Tr, "Bautista i Roca (2005)"),
        (Lang::Tr, "Bernardi (1959)"),
        (Lang::Tr, "Botta (1972)"),
        (Lang::Fa, "R. Pankhurst (1971)"),
        (Lang::Fa, "Bautista i Roca (2005)"),
        (Lang::Fa, "Bernardi (1959)"),
        (Lang::Fa, "Botta (1972)"),
    ];

    /// Every string of `i` with the field it belongs to, in order.
    fn strings(i: &GameInfo) -> Vec<(String, &'static str)> {
        let mut out = vec![
            ("place".to_string(), i.place),
            ("special".to_string(), i.special),
        ];
        for (field, list) in [
            ("rules", i.rules),
            ("house", i.house),
            ("sources", i.sources),
            ("not_taken", i.not_taken),
        ] {
            out.extend(
                list.iter()
                    .enumerate()
                    .map(|(n, s)| (format!("{field}[{n}]"), *s)),
            );
        }
        for (k, o) in i.options.iter().enumerate() {
            out.push((format!("options[{k}].label"), o.label));
            for (n, label) in o.choices.iter().enumerate() {
                out.push((format!("options[{k}].choices[{n}]"), *label));
            }
        }
        out
    }

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
    fn english_is_info_and_game_names_in_every_language() {
        for game in GameId::ALL {
            assert_eq!(info_in(game, Lang::En).rules, info(game).rules);
            assert_eq!(info_in(game, Lang::En).special, info(game).special);
            assert_eq!(game_name(game, Lang::En), game.name());
            assert_eq!(game_name(game, Lang::Tr), game.name());
            let fa = game_name(game, Lang::Fa);
            assert!(fa.chars().any(is_persian_letter), "{fa}");
            assert!(!fa.chars().any(|c| c.is_ascii_alphabetic()), "{fa}");
            assert!(!fa.chars().any(is_persian_digit), "{fa}: Latin digits");
        }
        assert_eq!(game_name(GameId::Katro, Lang::Fa), "کاترو");
    }

    #[test]
    fn translations_match_the_english_field_for_field() {
        let mut same_used = Vec::new();
        for lang in [Lang::Tr, Lang::Fa] {
            for game in GameId::ALL {
                let (en, tr) = (info(game), info_in(game, lang));
                let what = format!("{game} {}", lang.code());
                assert_eq!(tr.rules.len(), en.rules.len(), "{what}: rules");
                assert_eq!(tr.house.len(), en.house.len(), "{what}: house rules");
                assert_eq!(tr.sources.len(), en.sources.len(), "{what}: sources");
                assert_eq!(tr.not_taken.len(), en.not_taken.len(), "{what}: not taken");
                assert_eq!(tr.options.len(), en.options.len(), "{what}: options");
                for (k, (o, e)) in tr.options.iter().zip(en.options).enumerate() {
                    assert_eq!(o.choices.len(), e.choices.len(), "{what} {k}: choices");
                }
                let (en_strings, tr_strings) = (strings(&en), strings(&tr));
                assert_eq!(en_strings.len(), tr_strings.len(), "{what}");
                for ((field, e), (_, t)) in en_strings.iter().zip(&tr_strings) {
                    let at = format!("{what} {field}: {t:?}");
                    assert!(!t.trim().is_empty(), "{at} is empty");
                    if t == e {
                        let number = !e.is_empty() && e.chars().all(|c| c.is_ascii_digit());
                        let listed = SAME_AS_ENGLISH.contains(&(lang, *t));
                        assert!(number || listed, "{at} is the English");
                        if listed {
                            same_used.push((lang, *t));
                        }
                    }
                    for term in NATIVE_TERMS {
                        if has_word(e, term) {
                            assert!(has_word(t, term), "{at} lacks {term}");
                        }
                    }
                    if lang == Lang::Fa {
                        // Without Persian letters only a number or a citation, as in
                        // English.
                        assert!(
                            t.chars().any(is_persian_letter) || t == e,
                            "{at}: no Persian letters"
                        );
                        assert!(
                            !t.chars().any(is_persian_digit),
                            "{at}: Persian digits (the app writes Latin digits throughout)"
                        );
                        assert!(!t.contains([',', ';', '?']), "{at}: Latin punctuation");
                    }
                }
            }
        }
        for entry in SAME_AS_ENGLISH {
            assert!(same_used.contains(entry), "{entry:?} is never used");
        }
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
            for (o, words) in labelled.iter().zip(i.options) {
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
        }
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
