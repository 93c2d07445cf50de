//! Every interface string is translated: scans each `.rs` file under `src/ui/` for the string
//! literals passed to `t(lang, "…")`, `tf(lang, "…", …)` and `tn(lang, n, "…", "…", …)`
//! and fails naming any that is not in the catalog of `src/ui/i18n/mod.rs` — so an
//! untranslated string cannot slip in; and every language's file (`src/ui/i18n/lang/`) has
//! every text of the catalog, of the rules panels and of the glossary.

use std::fs;
use std::path::Path;

use mancala_atlas::ui::app::words::has;
use mancala_atlas::ui::i18n::{t, tf, Lang};

/// Reads a Rust string literal starting at `s[0] == '"'` (or a raw `r"…"`/`r#"…"#`);
/// returns its value and the bytes it takes.
fn literal(s: &str) -> Option<(String, usize)> {
    let b = s.as_bytes();
    if b.first() == Some(&b'r') {
        let hashes = s[1..].bytes().take_while(|&c| c == b'#').count();
        if b.get(1 + hashes) != Some(&b'"') {
            return None;
        }
        let body = 2 + hashes;
        let end = format!("\"{}", "#".repeat(hashes));
        let close = s[body..].find(&end)?;
        return Some((s[body..body + close].to_string(), body + close + end.len()));
    }
    if b.first() != Some(&b'"') {
        return None;
    }
    let mut out = String::new();
    let mut chars = s[1..].char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, i + 2)),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                '0' => out.push('\0'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                'u' => {
                    let mut hex = String::new();
                    for (_, c) in chars.by_ref() {
                        match c {
                            '{' => {}
                            '}' => break,
                            c => hex.push(c),
                        }
                    }
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                '\n' => {
                    // A line continuation: the next line's leading whitespace is skipped.
                    let rest = &s[1 + i + 2..];
                    let skip = rest.len() - rest.trim_start().len();
                    for _ in 0..rest[..skip].chars().count() {
                        chars.next();
                    }
                }
                other => panic!("an unexpected escape \\{other}"),
            },
            c => out.push(c),
        }
    }
    None
}

/// The string literals given as the second argument of `t(…)` / `tf(…)` calls in `src`,
/// and as the third and fourth of `tn(…)`, with their line numbers.
fn keys(src: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let bytes = src.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    for name in ["t(", "tf(", "tn("] {
        // The arguments to skip before the literals: the language (and tn's count).
        let skip = if name == "tn(" { 2 } else { 1 };
        let mut from = 0;
        while let Some(k) = src[from..].find(name) {
            let at = from + k;
            from = at + name.len();
            if at > 0 && (ident(bytes[at - 1]) || bytes[at - 1] == b'.') {
                continue;
            }
            // Skip the first arguments: each up to a comma outside brackets.
            let mut depth = 0i32;
            let mut i = from;
            let mut comma = None;
            let mut commas = 0;
            while i < bytes.len() {
                match bytes[i] {
                    b'(' | b'[' | b'{' => depth += 1,
                    b')' | b']' | b'}' => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    b',' if depth == 0 => {
                        commas += 1;
                        if commas == skip {
                            comma = Some(i);
                            break;
                        }
                    }
                    b'"' => break,
                    _ => {}
                }
                i += 1;
            }
            let Some(comma) = comma else { continue };
            let line = src[..at].matches('\n').count() + 1;
            let rest = src[comma + 1..].trim_start();
            if let Some((text, used)) = literal(rest) {
                found.push((line, text));
                // tn's second form, after a comma.
                let after = rest[used..].trim_start();
                if name == "tn(" {
                    if let Some((other, _)) = after
                        .strip_prefix(',')
                        .and_then(|a| literal(a.trim_start()))
                    {
                        found.push((line, other));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn the_scanner_reads_calls_across_lines_and_escapes() {
    let src = "let a = t(lang, \"Undo\");\nlet b = tf(\n    self.lang,\n    \"Move {}: \\\"{}\\\"\",\n    &[&n],\n);\nlet c = format!(\"x\"); it(lang, \"no\"); x.t(l, \"no\"); t(f(a, b), \"Yes\");\ntn(lang, n.into(), \"{} move\",\n \"{} moves\", &[&n]);";
    let k: Vec<String> = keys(src).into_iter().map(|(_, s)| s).collect();
    assert_eq!(k, ["Undo", "Yes", "Move {}: \"{}\"", "{} move", "{} moves"]);
}

#[test]
fn every_interface_string_is_in_the_catalog() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut files = Vec::new();
    let mut dirs = vec![dir.clone()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).expect("a folder of src/ui").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(
        files.iter().any(|p| p.ends_with("game/sentences.rs")),
        "the scan reaches the folders of src/ui"
    );
    let mut missing = Vec::new();
    let mut total = 0;
    for path in &files {
        let src = fs::read_to_string(path).expect("a source file");
        for (line, key) in keys(&src) {
            total += 1;
            if !has(&key) {
                let name = path.strip_prefix(&dir).unwrap_or(path).display();
                missing.push(format!("{name}:{line}: {key:?}"));
            }
        }
    }
    assert!(
        total > 100,
        "only {total} translated strings found: is the scan broken?"
    );
    assert!(
        missing.is_empty(),
        "{} interface strings are not in the catalog (src/ui/i18n/mod.rs):\n{}",
        missing.len(),
        missing.join("\n")
    );
}

/// Every language but English.
fn others() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|&l| l != Lang::En)
}

#[test]
fn translations_are_used_and_placeholders_filled() {
    assert_eq!(t(Lang::Tr, "South"), "Güney");
    assert_eq!(t(Lang::Fa, "North"), "شمال");
    assert_eq!(tf(Lang::En, "{} wins", &[&"South"]), "South wins");
    assert!(tf(Lang::Tr, "{} wins", &[&"Güney"]).starts_with("Güney"));
}

mod typed_boundaries {
    //! Every variant of the enums that cross from the engine and the search into the
    //! interface has its own entry in the catalog, translated into every language.
    //! Each list below is checked for completeness by a `match` without a catch-all: a
    //! new variant does not compile until it is listed here (and so translated).

    use mancala_atlas::ai::{Level, Value};
    use mancala_atlas::engine::{
        At, DecisionsError, EndReason, Field, FieldProblem, FormatError, GameId, Hole,
        Inconsistency, JsonPart, MoveError, NoteError, ParseError, PlayError, Player, RecordError,
        SetupError,
    };
    use mancala_atlas::ui::app::words::{has, translated};
    use mancala_atlas::ui::game::share::{DecodeError, LinkError};
    use mancala_atlas::ui::game::{SaveError, StorageError};
    use mancala_atlas::ui::i18n::errors::{self, Phrase};
    use mancala_atlas::ui::i18n::{self, Lang};

    use super::others;

    fn h() -> Hole {
        Hole::new(2, 0)
    }

    fn play_errors() -> Vec<PlayError> {
        let all = vec![
            PlayError::GameOver,
            PlayError::NoSuchHole(h()),
            PlayError::NotYourHole {
                hole: h(),
                mover: Player::North,
            },
            PlayError::EmptyHole(h()),
            PlayError::ClosedHole(h()),
            PlayError::NotOutermostRank { hole: h(), rank: 2 },
            PlayError::PartialLiftNotAllowed,
            PlayError::LiftTooMany {
                hole: h(),
                have: 3,
                asked: 5,
            },
            PlayError::LiftTooMany {
                hole: h(),
                have: 1,
                asked: 5,
            },
            PlayError::WholeLiftWrittenPartial {
                hole: h(),
                count: 4,
            },
            PlayError::MirroredNotAllowed,
            PlayError::FirstLapOwnOccupied { landing: h() },
            PlayError::EndlessSowing,
            PlayError::WrongPhase {
                redistribution_due: true,
            },
            PlayError::WrongPhase {
                redistribution_due: false,
            },
            PlayError::CannotEmpty(h()),
            PlayError::EmptiedCount {
                emptied: 3,
                least: 2,
                most: 2,
            },
            PlayError::EmptiedCount {
                emptied: 3,
                least: 0,
                most: 2,
            },
            PlayError::NoRedistribution,
            PlayError::NoMoveFrom(h()),
            PlayError::PlacedCount {
                lifted: 8,
                placed: 7,
            },
        ];
        for e in &all {
            match e {
                PlayError::GameOver
                | PlayError::NoSuchHole(_)
                | PlayError::NotYourHole { .. }
                | PlayError::EmptyHole(_)
                | PlayError::ClosedHole(_)
                | PlayError::NotOutermostRank { .. }
                | PlayError::PartialLiftNotAllowed
                | PlayError::LiftTooMany { .. }
                | PlayError::WholeLiftWrittenPartial { .. }
                | PlayError::MirroredNotAllowed
                | PlayError::FirstLapOwnOccupied { .. }
                | PlayError::EndlessSowing
                | PlayError::WrongPhase { .. }
                | PlayError::CannotEmpty(_)
                | PlayError::EmptiedCount { .. }
                | PlayError::NoRedistribution
                | PlayError::NoMoveFrom(_)
                | PlayError::PlacedCount { .. } => {}
            }
        }
        all
    }

    fn parse_errors() -> Vec<ParseError> {
        let all = vec![
            ParseError::Hole("z9".into()),
            ParseError::Move("c1//".into()),
            ParseError::LiftCount("x".into()),
            ParseError::Placement("c1-5".into()),
            ParseError::PlacedTwice(h()),
            ParseError::EmptiedTwice(h()),
            ParseError::BeyondKiothi(h()),
        ];
        for e in &all {
            match e {
                ParseError::Hole(_)
                | ParseError::Move(_)
                | ParseError::LiftCount(_)
                | ParseError::Placement(_)
                | ParseError::PlacedTwice(_)
                | ParseError::EmptiedTwice(_)
                | ParseError::BeyondKiothi(_) => {}
            }
        }
        all
    }

    fn field_problems() -> Vec<FieldProblem> {
        let all = vec![
            FieldProblem::Missing,
            FieldProblem::NotAString,
            FieldProblem::NotAPlayer,
            FieldProblem::NotACount("-1".into()),
            FieldProblem::NotAHoleList,
            FieldProblem::NotAHole("zz".into()),
            FieldProblem::OffTheBoard(h()),
            FieldProblem::NotAPair,
            FieldProblem::NotAPlayerKey("east".into()),
            FieldProblem::NotAPhase,
            FieldProblem::NoRound,
            FieldProblem::OnlyInMatchPlay,
            FieldProblem::NotAWinner("\"east\"".into()),
            FieldProblem::NoReason,
            FieldProblem::UnknownReason("resigned".into()),
            FieldProblem::NotAnOutcome,
        ];
        for e in &all {
            match e {
                FieldProblem::Missing
                | FieldProblem::NotAString
                | FieldProblem::NotAPlayer
                | FieldProblem::NotACount(_)
                | FieldProblem::NotAHoleList
                | FieldProblem::NotAHole(_)
                | FieldProblem::OffTheBoard(_)
                | FieldProblem::NotAPair
                | FieldProblem::NotAPlayerKey(_)
                | FieldProblem::NotAPhase
                | FieldProblem::NoRound
                | FieldProblem::OnlyInMatchPlay
                | FieldProblem::NotAWinner(_)
                | FieldProblem::NoReason
                | FieldProblem::UnknownReason(_)
                | FieldProblem::NotAnOutcome => {}
            }
        }
        all
    }

    fn inconsistencies() -> Vec<Inconsistency> {
        let all = vec![
            Inconsistency::NoRedistributionPhase(GameId::Katro),
            Inconsistency::NoStores(GameId::Katro),
            Inconsistency::NoNki(GameId::Hoyito3),
            Inconsistency::NkiOnEmptyHole(h()),
            Inconsistency::ClosedOutsideMatch,
            Inconsistency::ClosedHoleHoldsSeeds(h()),
            Inconsistency::OverWithoutOutcome,
            Inconsistency::OutcomeInPlay,
            Inconsistency::NoSuchEnd {
                game: GameId::Hoyito3,
                reason: "no-seeds",
            },
            Inconsistency::WinnerDisagrees { score: [7, 5] },
            Inconsistency::NkiBeforeRedistributionDone,
            Inconsistency::PrisonersBeforeRedistributionDone,
        ];
        for e in &all {
            match e {
                Inconsistency::NoRedistributionPhase(_)
                | Inconsistency::NoStores(_)
                | Inconsistency::NoNki(_)
                | Inconsistency::NkiOnEmptyHole(_)
                | Inconsistency::ClosedOutsideMatch
                | Inconsistency::ClosedHoleHoldsSeeds(_)
                | Inconsistency::OverWithoutOutcome
                | Inconsistency::OutcomeInPlay
                | Inconsistency::NoSuchEnd { .. }
                | Inconsistency::WinnerDisagrees { .. }
                | Inconsistency::NkiBeforeRedistributionDone
                | Inconsistency::PrisonersBeforeRedistributionDone => {}
            }
        }
        all
    }

    /// Every set-up error: each variant, each field problem and each inconsistency.
    fn setup_errors() -> Vec<SetupError> {
        let mut all = vec![
            SetupError::Json {
                line: 1,
                column: 18,
                ends_early: false,
            },
            SetupError::Json {
                line: 1,
                column: 1,
                ends_early: true,
            },
            SetupError::NotAnObject,
            SetupError::UnknownGame("chess".into()),
            SetupError::OptionsNotObject("[]".into()),
            SetupError::UnknownOption {
                game: GameId::Kiothi,
                key: "match".into(),
            },
            SetupError::BadOptionValue {
                game: GameId::Katro,
                key: "holes_per_row",
                value: "5".into(),
            },
            SetupError::Shape { ranks: 2, files: 6 },
            SetupError::SeedCount {
                expected: 48,
                found: 47,
            },
        ];
        all.extend(
            field_problems()
                .into_iter()
                .map(|problem| SetupError::Field {
                    field: "captured",
                    problem,
                }),
        );
        all.extend(inconsistencies().into_iter().map(SetupError::Inconsistent));
        for e in &all {
            match e {
                SetupError::Json { .. }
                | SetupError::NotAnObject
                | SetupError::UnknownGame(_)
                | SetupError::OptionsNotObject(_)
                | SetupError::UnknownOption { .. }
                | SetupError::BadOptionValue { .. }
                | SetupError::Field { .. }
                | SetupError::Shape { .. }
                | SetupError::SeedCount { .. }
                | SetupError::Inconsistent(_) => {}
            }
        }
        all
    }

    fn move_errors() -> Vec<MoveError> {
        let all = vec![
            MoveError::Parse(ParseError::Move("x".into())),
            MoveError::Play(PlayError::EndlessSowing),
            MoveError::Undecided,
        ];
        for e in &all {
            match e {
                MoveError::Parse(_) | MoveError::Play(_) | MoveError::Undecided => {}
            }
        }
        all
    }

    fn format_errors() -> Vec<FormatError> {
        let mut all = vec![
            FormatError::NotJson { line: 1, column: 2 },
            FormatError::NotAnObject,
            FormatError::NoGame,
            FormatError::OptionsNotJson { line: 2 },
            FormatError::UnknownLine {
                line: 3,
                text: "gam: katro".into(),
            },
            FormatError::PositionRulesDiffer,
            FormatError::MovesNotAList,
            FormatError::Repeated {
                line: 4,
                key: "game",
            },
            FormatError::Decisions(DecisionsError::NotAList),
            FormatError::Decisions(DecisionsError::Entry {
                number: 2,
                field: "laps",
            }),
            FormatError::SetByHand { after: 7 },
        ];
        // Every annotation error, at every kind of place, and on a line.
        let notes = note_errors();
        let places = [
            At::Field(Field::RecordedBy),
            At::Start,
            At::Move {
                number: 3,
                text: "f2".into(),
            },
        ];
        for (i, why) in notes.iter().enumerate() {
            all.push(FormatError::Note {
                at: places[i % places.len()].clone(),
                why: why.clone(),
            });
        }
        all.push(FormatError::NoteLine {
            line: 5,
            why: NoteError::Unclosed,
        });
        for e in &all {
            match e {
                FormatError::NotJson { .. }
                | FormatError::NotAnObject
                | FormatError::NoGame
                | FormatError::OptionsNotJson { .. }
                | FormatError::UnknownLine { .. }
                | FormatError::PositionRulesDiffer
                | FormatError::MovesNotAList
                | FormatError::Repeated { .. }
                | FormatError::Decisions(_)
                | FormatError::Note { .. }
                | FormatError::NoteLine { .. }
                | FormatError::SetByHand { .. } => {}
            }
        }
        all
    }

    fn note_errors() -> Vec<NoteError> {
        let mut all = vec![
            NoteError::Unclosed,
            NoteError::StrayClose,
            NoteError::UnknownCommand("clk".into()),
            NoteError::UnclosedCommand,
            NoteError::BadMark("[%lbl c1]".into()),
            NoteError::BadColour("Xc1".into()),
            NoteError::NotOnBoard("z9".into()),
            NoteError::BadLabel(String::new()),
            NoteError::BadLang("French".into()),
            NoteError::BadGlyph("!!!".into()),
            NoteError::GlyphFirst,
            NoteError::UnwrittenWithoutPosition,
            NoteError::SetBeforeMoves,
            NoteError::BadPosition(SetupError::UnknownGame("chess".into())),
        ];
        all.extend(
            [
                JsonPart::Header,
                JsonPart::HeaderField,
                JsonPart::HeaderValue,
                JsonPart::Note,
                JsonPart::Comments,
                JsonPart::Comment,
                JsonPart::Marks,
                JsonPart::MarkList,
            ]
            .map(NoteError::Json),
        );
        for e in &all {
            match e {
                NoteError::Unclosed
                | NoteError::StrayClose
                | NoteError::UnknownCommand(_)
                | NoteError::UnclosedCommand
                | NoteError::BadMark(_)
                | NoteError::BadColour(_)
                | NoteError::NotOnBoard(_)
                | NoteError::BadLabel(_)
                | NoteError::BadLang(_)
                | NoteError::BadGlyph(_)
                | NoteError::GlyphFirst
                | NoteError::UnwrittenWithoutPosition
                | NoteError::SetBeforeMoves
                | NoteError::BadPosition(_)
                | NoteError::Json(
                    JsonPart::Header
                    | JsonPart::HeaderField
                    | JsonPart::HeaderValue
                    | JsonPart::Note
                    | JsonPart::Comments
                    | JsonPart::Comment
                    | JsonPart::Marks
                    | JsonPart::MarkList,
                ) => {}
            }
        }
        all
    }

    fn record_errors() -> Vec<RecordError> {
        let mut all: Vec<RecordError> = format_errors()
            .into_iter()
            .map(RecordError::Format)
            .collect();
        all.extend([
            RecordError::StartUndecided,
            RecordError::Setup(SetupError::UnknownGame("chess".into())),
            RecordError::Move {
                number: 2,
                text: "q9".into(),
                reason: MoveError::Parse(ParseError::Move("q9".into())),
            },
        ]);
        for e in &all {
            match e {
                RecordError::Format(_)
                | RecordError::StartUndecided
                | RecordError::Setup(_)
                | RecordError::Move { .. } => {}
            }
        }
        all
    }

    fn values() -> Vec<Value> {
        let all = vec![
            Value::Win { plies: 5 },
            Value::Draw,
            Value::Loss { plies: 3 },
            Value::Heuristic { score: -125 },
        ];
        for v in &all {
            match v {
                Value::Win { .. } | Value::Draw | Value::Loss { .. } | Value::Heuristic { .. } => {}
            }
        }
        all
    }

    /// The phrase's key is in the catalog, translated, and each language's sentence
    /// differs from the English one.
    fn check(what: &str, phrase: &Phrase) {
        assert!(
            has(phrase.key),
            "{what}: {:?} is not in the catalog",
            phrase.key
        );
        assert!(
            translated(phrase.key),
            "{what}: {:?} is not translated in every language offered",
            phrase.key
        );
        let en = phrase.text(Lang::En);
        for lang in others() {
            assert_ne!(phrase.text(lang), en, "{what} in {lang:?}");
        }
    }

    #[test]
    fn every_engine_error_variant_is_translated_in_every_language() {
        let mut keys = std::collections::HashSet::new();
        for e in play_errors() {
            let p = errors::play_error_phrase(Lang::En, &e);
            check(&format!("{e:?}"), &p);
            keys.insert(p.key);
            // The player named is in the reader's language.
            if let PlayError::NotYourHole { .. } = e {
                assert!(errors::play_error(Lang::Tr, &e).contains("Kuzey"));
                assert!(errors::play_error(Lang::Fa, &e).contains("شمال"));
                for lang in others() {
                    let north = i18n::player(lang, Player::North);
                    assert!(errors::play_error(lang, &e).contains(north), "{lang:?}");
                }
            }
        }
        assert_eq!(
            keys.len(),
            play_errors().len(),
            "each play error has its own sentence"
        );
        for e in parse_errors() {
            check(&format!("{e:?}"), &errors::parse_error_phrase(Lang::En, &e));
        }
        let mut keys = std::collections::HashSet::new();
        for e in setup_errors() {
            let p = errors::setup_error_phrase(Lang::En, &e);
            check(&format!("{e:?}"), &p);
            keys.insert(p.key);
            for lang in others() {
                let said = errors::setup_error(lang, &e);
                // The whole sentence is in the reader's language: none of the English
                // Display's wording inside, only the names and values it repeats.
                for english in [
                    " is ", " must ", " has ", " not ", " the ", " only ", " needs ",
                ] {
                    assert!(!said.contains(english), "{e:?} in {lang:?}: {said}");
                }
            }
        }
        assert_eq!(
            keys.len(),
            setup_errors().len(),
            "each set-up error, field problem and inconsistency has its own sentence"
        );
        for e in move_errors() {
            check(&format!("{e:?}"), &errors::move_error_phrase(Lang::En, &e));
        }
        for e in record_errors() {
            check(
                &format!("{e:?}"),
                &errors::record_error_phrase(Lang::En, &e),
            );
            // Nested errors are translated too: no English sentence inside.
            for lang in others() {
                let said = errors::record_error(lang, &e);
                assert!(!said.contains(" is not "), "{lang:?}: {said}");
            }
        }
    }

    #[test]
    fn every_value_end_reason_and_level_is_translated() {
        for v in values() {
            let en = i18n::value(Lang::En, v);
            for lang in others() {
                let said = i18n::value(lang, v);
                match errors::value_key(v) {
                    Some(key) => {
                        assert!(translated(key), "{v:?}");
                        assert_ne!(en, said, "{v:?} in {lang:?}");
                    }
                    // The search's estimate is a signed number of seeds, with the
                    // language's decimal sign (isolated left to right in Persian, so
                    // that its sign stays in front).
                    None if lang.is_rtl() => {
                        assert_eq!(said, format!("\u{2066}{en}\u{2069}"), "{lang:?}")
                    }
                    None => assert_eq!(
                        said,
                        en.replace('.', &lang.decimal_sign().to_string()),
                        "{lang:?}"
                    ),
                }
            }
            assert!(
                errors::value_key(v).is_some() || en.starts_with('-'),
                "{en}"
            );
        }
        for r in EndReason::ALL {
            let en = i18n::end_reason(Lang::En, r);
            assert!(translated(en), "{r:?}");
        }
        for l in Level::ALL {
            let en = i18n::level(Lang::En, l);
            assert!(translated(en), "{l:?}");
        }
    }

    #[test]
    fn every_save_storage_and_link_error_is_translated() {
        let saves = vec![
            SaveError::NotJson { line: 1, column: 2 },
            SaveError::NotAnObject,
            SaveError::NoVersion,
            SaveError::Newer(3),
            SaveError::Missing("record"),
            SaveError::Missing("id"),
            SaveError::Invalid("revision"),
            SaveError::Unknown("colour".into()),
            SaveError::Record(RecordError::Format(FormatError::NoGame)),
        ];
        for e in &saves {
            match e {
                SaveError::NotJson { .. }
                | SaveError::NotAnObject
                | SaveError::NoVersion
                | SaveError::Newer(_)
                | SaveError::Missing(_)
                | SaveError::Invalid(_)
                | SaveError::Unknown(_)
                | SaveError::Record(_) => {}
            }
            let en = e.describe(Lang::En);
            for lang in others() {
                assert_ne!(e.describe(lang), en, "{e:?} in {lang:?}");
            }
        }
        for e in [StorageError::Unavailable, StorageError::Refused] {
            match e {
                StorageError::Unavailable | StorageError::Refused => {}
            }
            assert!(translated(e.describe(Lang::En)), "{e:?}");
        }
        let links = vec![
            LinkError::Unreadable {
                key: "moves".into(),
                error: DecodeError::BrokenEscape("%ZZ".into()),
            },
            LinkError::Unreadable {
                key: "moves".into(),
                error: DecodeError::NotUtf8,
            },
            LinkError::Unreadable {
                key: "d".into(),
                error: DecodeError::NotBase64("%".into()),
            },
            LinkError::Record(RecordError::Setup(SetupError::UnknownGame("x".into()))),
            LinkError::BadId("a b".into()),
        ];
        for e in &links {
            match e {
                LinkError::Unreadable {
                    error:
                        DecodeError::BrokenEscape(_) | DecodeError::NotUtf8 | DecodeError::NotBase64(_),
                    ..
                }
                | LinkError::Record(_)
                | LinkError::BadId(_) => {}
            }
            let en = e.describe(Lang::En);
            for lang in others() {
                assert_ne!(e.describe(lang), en, "{e:?} in {lang:?}");
            }
        }
    }
}

mod setup_errors_said {
    //! The engine's set-up errors, met the way the app meets them (a position, options or
    //! a record that the engine refuses), put into words in each language.

    use mancala_atlas::engine::{GameId, Position, Record, RecordError, Rules, SetupError};
    use mancala_atlas::ui::i18n::errors;
    use mancala_atlas::ui::i18n::Lang;

    fn refused(json: &str) -> SetupError {
        Position::from_json(json).expect_err(json)
    }

    #[test]
    fn game_names_are_in_the_readers_language() {
        let e = Rules::from_options(GameId::Katro, &serde_json::json!({"match": true}))
            .expect_err("Katro has no match play");
        assert_eq!(
            errors::setup_error(Lang::En, &e),
            "Katro has no option \"match\" (its options: rows_per_player, holes_per_row, seeds_per_hole, direction)"
        );
        assert!(errors::setup_error(Lang::Tr, &e)
            .starts_with("Katro oyununda \"match\" diye bir seçenek yok"));
        assert!(
            errors::setup_error(Lang::Fa, &e).starts_with("کاترو گزینه‌ای به نام \"match\" ندارد")
        );
        let e = refused(
            r#"{"game":"hoyito-3","pits":[[0,0,0,0,0,0],[0,0,0,0,0,0]],"captured":{"south":40,"north":8},"phase":"over","outcome":{"winner":"north","reason":"no-seeds","score":{"south":40,"north":8}}}"#,
        );
        assert_eq!(
            errors::setup_error(Lang::Fa, &e),
            "اوییتو 3 با «no-seeds» پایان نمی‌یابد"
        );
    }

    #[test]
    fn an_option_value_is_refused_with_its_choices_in_every_language() {
        let e = Rules::from_options(GameId::Katro, &serde_json::json!({"holes_per_row": 5}))
            .expect_err("5 holes a row");
        assert_eq!(
            errors::setup_error(Lang::En, &e),
            "option \"holes_per_row\" of Katro cannot be 5 (its choices: 6, 4)"
        );
        assert_eq!(
            errors::setup_error(Lang::Tr, &e),
            "\"holes_per_row\" seçeneği Katro oyununda 5 olamaz (alabileceği değerler: 6, 4)"
        );
        assert_eq!(
            errors::setup_error(Lang::Fa, &e),
            "گزینهٔ «holes_per_row» در کاترو نمی‌تواند 5 باشد (مقدارهای ممکن: 6، 4)"
        );
    }

    #[test]
    fn a_field_problem_is_said_whole_in_turkish_and_persian() {
        let e = refused(
            r#"{"game":"hoyito-3","pits":[[4,4,4,4,4,4],[4,4,4,4,4,0]],"captured":{"west":4}}"#,
        );
        assert_eq!(
            errors::setup_error(Lang::Tr, &e),
            "\"captured\" içinde \"west\" diye bir anahtar var: \"south\" ve \"north\" kullanın"
        );
        assert_eq!(
            errors::setup_error(Lang::Fa, &e),
            "«captured» کلیدی به نام \"west\" دارد: «south» و «north» را به کار ببرید"
        );
        // Inside a record, the record's frame and the position's problem are both translated.
        let r: RecordError = Record::parse_any(
            "game: kiothi\nposition: {\"game\":\"kiothi\",\"pits\":[[0,0,0,0,5,5,5,5,5,5],[5,5,5,5,5,5,0,0,0,0]],\"nki\":[\"a1\"]}",
        )
        .expect_err("nki on an empty hole");
        assert_eq!(
            errors::record_error(Lang::Tr, &r),
            "kaydın oyunu geçerli değil: a1 nki olarak işaretli ama boş"
        );
    }

    #[test]
    fn text_from_the_input_is_repeated_bounded_and_escaped() {
        let huge = "x".repeat(1_000_000);
        let cases = [
            format!(r#"{{"game":"{huge}"}}"#),
            format!(r#"{{"game":"katro","options":{{"{huge}":1}}}}"#),
            format!(r#"{{"game":"katro","options":{{"direction":"{huge}"}}}}"#),
            format!(
                r#"{{"game":"kiothi","pits":[[0,0,0,0,5,5,5,5,5,5],[5,5,5,5,5,5,0,0,0,0]],"nki":["{huge}"]}}"#
            ),
            r#"{"game":"katro","options":{"a\nb\u202e":1}}"#.to_string(),
        ];
        for json in cases {
            let e = refused(&json);
            for lang in Lang::ALL {
                let said = errors::setup_error(lang, &e);
                assert!(said.chars().count() < 400, "{lang:?}: {said}");
                assert!(
                    !said.contains('\n') && !said.contains('\u{202e}'),
                    "{lang:?}: {said}"
                );
            }
        }
    }
}

mod language_files {
    //! Every language's file (`src/ui/i18n/lang/xx.txt`) against the English: the catalog, the
    //! rules panels and the glossary; the app offers only the complete ones. And each
    //! language's plural rule, numbers and dates.

    use mancala_atlas::engine::GameId;
    use mancala_atlas::ui::game::about;
    use mancala_atlas::ui::i18n::data;
    use mancala_atlas::ui::i18n::format::{self, Entry};
    use mancala_atlas::ui::i18n::{self, date, number, tn, Lang, Moment, Plural};

    use super::others;

    fn source(lang: Lang) -> &'static str {
        i18n::source(lang).expect("compiled in")
    }

    #[test]
    fn every_key_of_the_english_is_in_every_language_and_the_app_offers_only_complete_ones() {
        for lang in others() {
            let r = data::report(lang, source(lang), &mancala_atlas::ui::app::words::wanted())
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(
                r.complete() || !Lang::OFFERED.contains(&lang),
                "{} is offered but its file is incomplete:\n{}",
                lang.code(),
                r.lines(false)
            );
            assert!(r.obsolete.is_empty(), "{}", r.lines(false));
            // Every English text of the catalog has its translation in this language.
            for en in mancala_atlas::ui::app::words::keys() {
                assert!(i18n::text(lang, en).is_some(), "{}: {en:?}", lang.code());
            }
            for game in GameId::ALL {
                for t in about::texts(game).into_iter().filter(|t| !t.optional) {
                    let said = i18n::id_text(lang, &t.id, t.en);
                    let number = t.en.chars().all(|c| c.is_ascii_digit());
                    assert!(
                        said != t.en
                            || number
                            || r.same_as_english.iter().any(|s| s.ends_with(&t.id)),
                        "{} {}",
                        lang.code(),
                        t.id
                    );
                }
                let glossary = about::glossary(game, lang);
                assert_eq!(
                    glossary.len(),
                    about::glossary_terms(game).len(),
                    "{} {game}",
                    lang.code()
                );
            }
        }
        assert_eq!(
            Lang::OFFERED.len(),
            Lang::ALL.len(),
            "every language is complete"
        );
    }

    /// A language's file, read.
    fn read(lang: Lang) -> format::Source {
        format::read_source(source(lang)).unwrap_or_else(|e| panic!("{}: {e}", lang.code()))
    }

    /// One word per term: each file's glossary names its one word for each term every
    /// game shares (`term: all.hole`, `about::SHARED_TERMS`) and the words it must not
    /// use for one (`forbid:`); no text of the file — the interface, the rules panels,
    /// the lessons — uses a forbidden word, so that the lessons cannot drift from the
    /// rules again (issue 38: the lessons, translated apart, named things otherwise).
    #[test]
    fn no_text_uses_a_word_its_glossary_forbids() {
        let mut found = Vec::new();
        for lang in others() {
            let file = read(lang);
            for concept in about::SHARED_TERMS {
                let id = format!("all.{concept}");
                assert!(
                    file.entries.iter().any(
                        |e| matches!(e, Entry::Term { id: i, word, .. } if *i == id && !word.is_empty())
                    ),
                    "{}: the glossary names no word for {id}",
                    lang.code()
                );
            }
            found.extend(
                file.forbidden_uses()
                    .into_iter()
                    .map(|u| format!("{}.txt {u}", lang.code())),
            );
        }
        assert!(
            found.is_empty(),
            "{} texts use a word their language's glossary forbids:\n{}",
            found.len(),
            found.join("\n")
        );
    }

    /// The words a reading of each language found used where its glossary's word belongs
    /// (issue 38) stay forbidden, so that the test above keeps looking for them.
    #[test]
    fn the_glossaries_forbid_the_words_readers_found_wrong() {
        let cases: [(Lang, &[&str]); 7] = [
            (
                Lang::Fr,
                &[
                    "capturer",
                    "tablier*",
                    "lever",
                    "prise partielle",
                    "nouveau tour",
                ],
            ),
            (Lang::Es, &["casilla*", "tomar", "toma"]),
            (Lang::Tr, &["bayrak tur*", "devre", "çekil*", "taşlar"]),
            (Lang::Fa, &["اشغال*", "رله*", "گرفتن", "بگیرید"]),
            (Lang::Sw, &["*kamat*", "njodthie", "*pokezan*"]),
            (Lang::Mg, &["solaitra*"]),
            (Lang::So, &["guddi*", "dhaqaaq*"]),
        ];
        for (lang, words) in cases {
            let forbidden: Vec<String> = read(lang)
                .entries
                .into_iter()
                .filter_map(|e| match e {
                    Entry::Term { forbid, .. } => Some(forbid),
                    _ => None,
                })
                .flatten()
                .collect();
            for w in words {
                assert!(
                    forbidden.iter().any(|f| f == w),
                    "{}: {w} is no longer forbidden",
                    lang.code()
                );
            }
        }
        // And the warriors of Kiothi's texts are never called seeds.
        for lang in others() {
            let warrior = read(lang).entries.into_iter().find_map(|e| match e {
                Entry::Term { id, forbid, .. } if id == "kiothi.warrior" => Some(forbid),
                _ => None,
            });
            assert!(
                warrior.is_some_and(|f| !f.is_empty()),
                "{}: kiothi.warrior forbids no word",
                lang.code()
            );
        }
    }

    /// Turkish and Persian speak to the reader formally (`siz`, `شما`) in every text,
    /// the lessons too: none of the familiar pronouns.
    #[test]
    fn turkish_and_persian_address_the_reader_formally() {
        let familiar: [(Lang, &[&str]); 2] = [
            (
                Lang::Tr,
                &[
                    "sen", "senin", "sana", "seni", "sende", "senden", "seninle", "sence",
                ],
            ),
            (Lang::Fa, &["تو", "تورا", "ترا"]),
        ];
        let mut found = Vec::new();
        for (lang, words) in familiar {
            for e in read(lang).entries {
                let text = match &e {
                    Entry::Text { text, .. } | Entry::Id { text, .. } => text,
                    Entry::Term { .. } => continue,
                };
                for w in words {
                    if format::uses_word(text, w) {
                        found.push(format!("{} line {}: {w}: {text}", lang.code(), e.lines().0));
                    }
                }
            }
        }
        assert!(found.is_empty(), "{}", found.join("\n"));
    }

    #[test]
    fn each_new_language_is_a_draft_that_says_how_to_send_a_correction() {
        // No speaker has checked any of them: each is a draft (Turkish and Persian too).
        for lang in [
            Lang::Mg,
            Lang::Fr,
            Lang::So,
            Lang::Es,
            Lang::Sw,
            Lang::Tr,
            Lang::Fa,
        ] {
            let note = about::draft_note(lang).unwrap_or_else(|| panic!("{lang:?}: no note"));
            let file = format!("src/ui/i18n/lang/{}.txt", lang.code());
            assert!(note.contains(&file), "{lang:?}: {note}");
        }
        assert_eq!(about::draft_note(Lang::En), None);
    }

    #[test]
    fn the_switcher_names_each_language_in_itself() {
        let names: Vec<&str> = Lang::ALL.iter().map(|l| l.native_name()).collect();
        assert_eq!(
            names,
            [
                "English",
                "Malagasy",
                "Français",
                "Soomaali",
                "Español",
                "Kiswahili",
                "Türkçe",
                "فارسی"
            ]
        );
        for lang in others() {
            let file = source(lang);
            let name = file
                .lines()
                .find_map(|l| l.strip_prefix("name: "))
                .expect("a name");
            assert_eq!(name, lang.native_name(), "{}", lang.code());
        }
    }

    #[test]
    fn latin_script_languages_write_no_letters_of_another_script() {
        let foreign = |c: char| {
            ('\u{0370}'..='\u{03FF}').contains(&c) // Greek
                || ('\u{0400}'..='\u{04FF}').contains(&c) // Cyrillic
                || ('\u{0600}'..='\u{06FF}').contains(&c) // Arabic script
        };
        for lang in others().filter(|l| !l.is_rtl()) {
            for en in mancala_atlas::ui::app::words::keys() {
                let said = super::t(lang, en);
                assert!(!said.chars().any(foreign), "{}: {said:?}", lang.code());
            }
        }
    }

    #[test]
    fn plural_forms_follow_each_language_s_rule() {
        use Plural::{One, Other};
        let cases: [(Lang, [Plural; 4]); 8] = [
            // 0, 1, 2, 21
            (Lang::En, [Other, One, Other, Other]),
            (Lang::Fr, [One, One, Other, Other]),
            (Lang::Mg, [One, One, Other, Other]),
            (Lang::Fa, [One, One, Other, Other]),
            (Lang::Es, [Other, One, Other, Other]),
            (Lang::So, [Other, One, Other, Other]),
            (Lang::Sw, [Other, One, Other, Other]),
            (Lang::Tr, [Other, One, Other, Other]),
        ];
        for (lang, forms) in cases {
            for (n, form) in [0, 1, 2, 21].into_iter().zip(forms) {
                assert_eq!(lang.plural(n), form, "{lang:?} {n}");
            }
        }
        // French says "1,5 graine"; English "1.5 seeds".
        assert_eq!(Lang::Fr.plural_of(1, true), One);
        assert_eq!(Lang::En.plural_of(1, true), Other);
        let moves = |lang, n| tn(lang, n, "{} move", "{} moves", &[&n]);
        assert_eq!(moves(Lang::En, 1), "1 move");
        assert_eq!(moves(Lang::En, 0), "0 moves");
        assert_eq!(moves(Lang::Fr, 0), "0 coup");
        assert_eq!(moves(Lang::Fr, 2), "2 coups");
        assert_eq!(moves(Lang::Es, 1), "1 jugada");
        assert_eq!(moves(Lang::Es, 3), "3 jugadas");
        // Swahili's number follows its noun, whose class makes the plural.
        assert_eq!(moves(Lang::Sw, 3), "hatua 3");
        let warriors = |lang, n| tn(lang, n, "{} warrior", "{} warriors", &[&n]);
        assert_eq!(warriors(Lang::Sw, 1), "mpiganaji 1");
        assert_eq!(warriors(Lang::Sw, 5), "wapiganaji 5");
        // Malagasy and Somali nouns do not change with the number (Somali's stays
        // singular after a numeral); Malagasy's number follows it, Somali's comes first.
        assert_eq!(warriors(Lang::Mg, 1), "mpiady 1");
        assert_eq!(warriors(Lang::Mg, 5), "mpiady 5");
        assert_eq!(warriors(Lang::So, 5), "5 dagaalyahan");
    }

    #[test]
    fn results_put_their_words_in_each_language_s_order() {
        // "{} wins with {} to {}'s {}": the loser's count before or after their name.
        let said = |lang| {
            i18n::tf(
                lang,
                "{} wins with {} to {}'s {}: {}.",
                &[&"N", &"32 x", &"S", &16, &"r"],
            )
        };
        assert_eq!(said(Lang::En), "N wins with 32 x to S's 16: r.");
        assert_eq!(said(Lang::Fr), "N gagne avec 32 x contre 16 pour S : r.");
        assert_eq!(said(Lang::Es), "Gana N con 32 x contra 16 de S: r.");
        assert_eq!(said(Lang::Sw), "N ameshinda kwa 32 x dhidi ya 16 za S: r.");
    }

    #[test]
    fn numbers_and_dates_are_written_as_each_language_writes_them() {
        assert_eq!(i18n::decimals(Lang::Fr, "+1.25"), "+1,25");
        assert_eq!(i18n::decimals(Lang::Sw, "+1.25"), "+1.25");
        assert_eq!(i18n::decimals(Lang::Mg, "-0.5"), "-0,5");
        assert_eq!(number(Lang::En, 123456789), "123,456,789");
        assert_eq!(number(Lang::Fr, 123456789), "123\u{202f}456\u{202f}789");
        assert_eq!(number(Lang::Es, 4096), "4096");
        assert_eq!(number(Lang::Es, 40960), "40.960");
        assert_eq!(number(Lang::Mg, 40960), "40\u{a0}960");
        assert_eq!(number(Lang::Tr, 40960), "40.960");
        let m = Moment {
            year: 2025,
            month: 3,
            day: 5,
            hour: 14,
            minute: 3,
        };
        for (lang, want) in [
            (Lang::En, "March 5, 2025, 14:03"),
            (Lang::Fr, "5 mars 2025, 14:03"),
            (Lang::Es, "5 de marzo de 2025, 14:03"),
            (Lang::Mg, "5 Martsa 2025, 14:03"),
            (Lang::So, "5 Maarso 2025, 14:03"),
            (Lang::Sw, "5 Machi 2025, 14:03"),
            (Lang::Tr, "5 Mart 2025 14:03"),
        ] {
            assert_eq!(date(lang, m), want, "{lang:?}");
            assert!(!lang.browser_dates());
        }
        // Persian's come from the browser, in the Solar Hijri calendar.
        assert!(Lang::Fa.browser_dates() && Lang::Fa.date_locale() == "fa-u-nu-latn");
    }
}

/// The lines of `block`, one per language the Atlas has, each marked with its language
/// (`<li lang="xx">`, Persian right to left), checked to say `what` in more than a few
/// words.
fn every_language_line(block: &str, what: &str) {
    for lang in Lang::ALL {
        let dir = if lang.is_rtl() { " dir=\"rtl\"" } else { "" };
        let mark = format!("<li lang=\"{}\"{dir}>", lang.code());
        let line = block
            .split(&mark)
            .nth(1)
            .and_then(|l| l.split("</li>").next())
            .unwrap_or_else(|| panic!("{what}: no {mark} line"));
        assert!(
            line.contains(what) || lang == Lang::Fa,
            "{}: {line}",
            lang.code()
        );
        assert!(line.chars().count() > 30, "{}: {line}", lang.code());
    }
}

/// What lies between `open` and `close` in `page`.
fn between<'a>(page: &'a str, open: &str, close: &str) -> &'a str {
    page.split(open)
        .nth(1)
        .and_then(|n| n.split(close).next())
        .unwrap_or_else(|| panic!("no {open}"))
}

/// Without JavaScript nothing can tell the reader's language: the app's page and the
/// figure's page say that they need JavaScript in every language the Atlas has, each
/// marked with its language; so does the figure's notice for a script that never came
/// (a sandboxed frame on a host without the header it needs).
#[test]
fn the_pages_notice_without_javascript_is_in_every_language() {
    let app = include_str!("../index.html");
    every_language_line(between(app, "<noscript>", "</noscript>"), "JavaScript");
    let figure = include_str!("../static/embed.html");
    every_language_line(between(figure, "<noscript>", "</noscript>"), "JavaScript");
    every_language_line(
        between(figure, "<ul class=\"atlas-embed-stalled\"", "</ul>"),
        "Access-Control-Allow-Origin",
    );
}
