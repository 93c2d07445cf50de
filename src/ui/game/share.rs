//! Share links: a game record carried in the URL's fragment,
//! `#game=katro&options=%7B%7D&moves=c1%20f6`, and read back with a message saying
//! what is wrong when it is broken. A "your move" link of a correspondence game is a
//! share link with the game's id added, `&corr=k3j2x-4` ([`letter_fragment`]): opened,
//! it continues that game when this browser has it. Pure Rust, tested natively.
//!
//! The long sowings decided in the game (`Record::decisions`, almost always none) ride
//! along as `d=`: their JSON (`Decisions::to_json`) in base64url without padding, which
//! is a third the length of the same JSON %-encoded. A figure's page replays them as they
//! are; the app that opens the link takes them as claims, checked against its worker's
//! own verdicts before they decide anything (`claims.rs`).

use crate::engine::{Annotated, Effort, Game, GameId, Record, RecordError, Rules};
use crate::ui::platform::query;
pub use crate::ui::platform::query::{percent_decode, percent_encode, DecodeError};

/// Why a share link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// A part of the link cannot be decoded.
    Unreadable {
        /// The part (`game`, `options`, `position`, `moves`).
        key: String,
        /// Why.
        error: DecodeError,
    },
    /// The record the link carries cannot be read or replayed.
    Record(RecordError),
    /// A "your move" link whose correspondence id is not one (letters, digits and `-`,
    /// at most 64): the id as written.
    BadId(String),
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648 §5).
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        for k in 0..=chunk.len() {
            out.push(BASE64URL[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// Reads [`base64url_encode`] (padding `=` at the end is accepted too).
///
/// # Errors
/// A character outside the alphabet, or a length no encoding has.
pub fn base64url_decode(s: &str) -> Result<Vec<u8>, DecodeError> {
    let s = s.trim_end_matches('=');
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let mut n: u32 = 0;
    let mut bits = 0;
    for c in s.chars() {
        let v = BASE64URL
            .iter()
            .position(|&b| char::from(b) == c)
            .ok_or_else(|| DecodeError::NotBase64(c.to_string()))?;
        n = n << 6 | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((n >> bits) as u8);
            n &= (1 << bits) - 1;
        }
    }
    if s.len() % 4 == 1 {
        return Err(DecodeError::NotBase64(format!("{} characters", s.len())));
    }
    Ok(out)
}

/// The fragment (without `#`) that carries `record`.
pub fn fragment(record: &Record) -> String {
    let moves: Vec<String> = record.moves.iter().map(|m| m.to_string()).collect();
    let mut s = format!(
        "game={}&options={}",
        record.rules.game().id(),
        percent_encode(&record.rules.options_json().to_string())
    );
    if let Some(p) = &record.setup {
        s.push_str("&position=");
        s.push_str(&percent_encode(&p.to_json().to_string()));
    }
    s.push_str("&moves=");
    s.push_str(&percent_encode(&moves.join(" ")));
    if !record.decisions.is_empty() {
        s.push_str("&d=");
        s.push_str(&base64url_encode(
            record.decisions.to_json().to_string().as_bytes(),
        ));
    }
    s
}

/// The fragment (without `#`) of a "your move" link: the share link of `record` and the
/// correspondence game's id.
pub fn letter_fragment(record: &Record, id: &str) -> String {
    format!("{}&corr={}", fragment(record), percent_encode(id))
}

/// The correspondence id a link's fragment carries (`None`: not a "your move" link),
/// decoded (not yet checked: see [`LinkError::BadId`]).
///
/// # Errors
/// The id cannot be decoded.
pub fn letter_id(fragment: &str) -> Option<Result<String, LinkError>> {
    Some(
        query::value(fragment, "corr")?.map_err(|error| LinkError::Unreadable {
            key: "corr".into(),
            error,
        }),
    )
}

/// A record as an import reads it, for an example (the import box's placeholder): the
/// first game's first two legal moves, written by the engine (`game: …` and `moves: …`).
pub fn example_record() -> &'static str {
    static EXAMPLE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    EXAMPLE.get_or_init(|| {
        let mut game = Game::from_rules(Rules::default_for(GameId::ALL[0]));
        for _ in 0..2 {
            let Some(mv) = game.current().legal_moves().first().copied() else {
                break;
            };
            if game.play(&mv, Effort::Quick).is_err() {
                break;
            }
        }
        game.record().to_string().trim_end().to_string()
    })
}

/// The parts of a record as a link or an embedded figure carries them: the game's id,
/// its options (JSON), a start position (JSON), the moves separated by spaces, and the
/// decided long sowings (JSON); blank parts are left out.
#[derive(Clone, Copy, Debug, Default)]
pub struct Parts<'a> {
    /// The game's id.
    pub game: &'a str,
    /// Its options (JSON).
    pub options: Option<&'a str>,
    /// A start position (JSON).
    pub position: Option<&'a str>,
    /// The moves, separated by spaces.
    pub moves: Option<&'a str>,
    /// The decided long sowings (JSON).
    pub decisions: Option<&'a str>,
}

/// The record of `parts`.
///
/// # Errors
/// What is wrong with a part, as the record reader says it.
pub fn record_from_parts(parts: Parts) -> Result<Record, RecordError> {
    annotated_from_parts(parts)?.into_record()
}

/// The annotated record of `parts`: the moves may carry comments, glyphs and marks
/// (README "Annotated records"), as a record's `moves:` line does.
///
/// # Errors
/// What is wrong with a part, as the record reader says it.
pub fn annotated_from_parts(parts: Parts) -> Result<Annotated, RecordError> {
    let line = |key: &str, value: &str| format!("{key}: {}\n", value.replace('\n', " "));
    let mut text = line("game", parts.game);
    for (key, value) in [
        ("options", parts.options),
        ("position", parts.position),
        ("decisions", parts.decisions),
    ] {
        if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
            text.push_str(&line(key, v));
        }
    }
    text.push_str(&line("moves", parts.moves.unwrap_or_default()));
    text.parse()
}

/// Reads a share link's fragment (with or without `#`): its record, not yet replayed
/// (the caller replays it quickly, and has a long sowing decided off the page's thread
/// when it must). `Ok(None)` when the fragment is not a share link at all (empty, or no
/// `game=`).
///
/// # Errors
/// What is wrong with the link.
pub fn read_fragment(fragment: &str) -> Result<Option<Record>, LinkError> {
    let mut game = None;
    let mut options = None;
    let mut position = None;
    let mut moves = None;
    let mut decisions = None;
    for part in query::parts(fragment) {
        // A name that does not decode names none of the link's parts.
        let Ok(key) = part.name() else { continue };
        let unreadable = |error| LinkError::Unreadable {
            key: key.clone(),
            error,
        };
        if key == "d" {
            let bytes = base64url_decode(part.raw_value).map_err(unreadable)?;
            let json = String::from_utf8(bytes).map_err(|_| unreadable(DecodeError::NotUtf8))?;
            decisions = Some(json);
            continue;
        }
        let value = part.value().map_err(unreadable)?;
        match key.as_str() {
            "game" => game = Some(value),
            "options" => options = Some(value),
            "position" => position = Some(value),
            "moves" => moves = Some(value),
            _ => {}
        }
    }
    let Some(game) = game else { return Ok(None) };
    let record = record_from_parts(Parts {
        game: &game,
        options: options.as_deref(),
        position: position.as_deref(),
        moves: moves.as_deref(),
        decisions: decisions.as_deref(),
    })
    .map_err(LinkError::Record)?;
    Ok(Some(record))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Effort, FormatError, Game, GameId, Rng, Rules, SetupError};

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    #[test]
    fn links_carry_every_game_with_its_options_and_moves() {
        for (k, rules) in Rules::all_variants().into_iter().enumerate() {
            let mut rng = Rng::new(k as u64 + 7);
            let mut game = Game::from_rules(rules);
            for _ in 0..25 {
                let Some((mv, _)) = game.current().random_move(&mut rng) else {
                    break;
                };
                game.play(&mv, Effort::Exact).expect("legal");
            }
            let record = game.record();
            let link = fragment(&record);
            let back = read_fragment(&format!("#{link}"))
                .expect("reads")
                .expect("a link");
            assert_eq!(back, record);
            let replayed = back.replay(Effort::Quick).expect("replays");
            assert_eq!(replayed.current(), game.current());
        }
    }

    #[test]
    fn base64url_round_trips_and_refuses_what_it_is_not() {
        // RFC 4648 §10, without the padding.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded).as_deref(), Ok(plain.as_bytes()));
        }
        let all: Vec<u8> = (0..=255).collect();
        let coded = base64url_encode(&all);
        assert!(coded.bytes().all(|b| BASE64URL.contains(&b)), "{coded}");
        assert_eq!(base64url_decode(&coded), Ok(all));
        assert_eq!(base64url_decode("Zg=="), Ok(b"f".to_vec()));
        assert_eq!(
            base64url_decode("Zm+v"),
            Err(DecodeError::NotBase64("+".into()))
        );
        assert!(matches!(
            base64url_decode("Zm9vY"),
            Err(DecodeError::NotBase64(_))
        ));
    }

    #[test]
    fn links_carry_the_decided_long_sowings_and_refuse_broken_ones() {
        let fixture = crate::ui::game::testing::quick_long();
        let mut game = fixture
            .record
            .replay(Effort::Quick)
            .expect("replays quickly");
        assert_eq!(
            game.play(&fixture.mv, Effort::Quick).err(),
            Some(crate::engine::Refusal::Undecided)
        );
        game.play(&fixture.mv, Effort::Exact)
            .expect_err("decided: endless");
        let record = game.record();
        assert!(!record.decisions.is_empty(), "the decision is kept");
        let link = fragment(&record);
        assert!(link.contains("&d="), "{link}");
        let back = read_fragment(&link).expect("reads").expect("a link");
        assert_eq!(back.decisions, record.decisions);
        // Replayed with them (as a figure does), the quick pass knows the answer; the app
        // takes them as claims first (claims.rs).
        let mut opened = back.replay(Effort::Quick).expect("replays quickly");
        assert!(matches!(
            opened.play(&fixture.mv, Effort::Quick),
            Err(crate::engine::Refusal::Illegal(_))
        ));
        // A link without `d=` leaves it undecided, as before.
        let plain = link.split("&d=").next().expect("a part").to_string();
        let mut undecided = read_fragment(&plain)
            .expect("reads")
            .expect("a link")
            .replay(Effort::Quick)
            .expect("replays");
        assert_eq!(
            undecided.play(&fixture.mv, Effort::Quick).err(),
            Some(crate::engine::Refusal::Undecided)
        );
        // Broken decisions are refused with the reason.
        assert!(matches!(
            read_fragment(&format!("{plain}&d=%%%")),
            Err(LinkError::Unreadable { key, error: DecodeError::NotBase64(_) }) if key == "d"
        ));
        let not_a_list = base64url_encode(br#"{"key":1}"#);
        assert!(matches!(
            read_fragment(&format!("{plain}&d={not_a_list}")),
            Err(LinkError::Record(RecordError::Format(
                FormatError::Decisions(_)
            )))
        ));
        // A sowing said to end after more laps than any decision holds (a number that
        // would overflow where the laps are counted).
        let entry = serde_json::json!([{
            "key": record.decisions.to_json()[0]["key"], "laps": u64::MAX, "from": 0,
            "pits": vec![0; crate::engine::MAX_HOLES], "nki": 0, "captured": [0, 0]
        }]);
        let endless_laps = base64url_encode(entry.to_string().as_bytes());
        let refused = read_fragment(&format!("{plain}&d={endless_laps}"));
        assert_eq!(
            refused,
            Err(LinkError::Record(RecordError::Format(
                FormatError::Decisions(crate::engine::DecisionsError::Entry {
                    number: 1,
                    field: "laps"
                })
            )))
        );
        let said = crate::ui::game::Message::LinkRefused(refused.expect_err("refused"))
            .text(crate::ui::i18n::Lang::En);
        assert!(
            said.contains("decision 1") && said.contains("laps"),
            "{said}"
        );
    }

    #[test]
    fn your_move_links_carry_the_correspondence_id() {
        let mut game = Game::from_rules(Rules::default_for(game_of("hoyito-3")));
        game.play(&"c1".parse().expect("a move"), Effort::Exact)
            .expect("legal");
        let link = letter_fragment(&game.record(), "k3j2x-4");
        assert!(link.ends_with("&corr=k3j2x-4"), "{link}");
        assert_eq!(
            letter_id(&format!("#{link}")),
            Some(Ok("k3j2x-4".to_string()))
        );
        let record = read_fragment(&link).expect("reads").expect("a link");
        assert_eq!(record, game.record());
        let replayed = record.replay(Effort::Quick).expect("replays quickly");
        assert_eq!(replayed.current(), game.current());
        assert_eq!(
            letter_id(&fragment(&game.record())),
            None,
            "a share link is not one"
        );
        assert!(matches!(
            letter_id("#game=katro&corr=%ZZ"),
            Some(Err(LinkError::Unreadable { .. }))
        ));
    }

    #[test]
    fn the_example_record_is_one_the_import_reads() {
        let text = example_record();
        assert!(
            text.starts_with(&format!("game: {}\n", GameId::ALL[0].id())),
            "{text}"
        );
        let record = Record::parse_any(text).expect("reads");
        assert_eq!(record.moves.len(), 2, "{text}");
        record.replay(Effort::Quick).expect("replays");
    }

    #[test]
    fn a_link_written_by_hand_keeps_its_plus_signs() {
        // Kiothi's redistributions are written with "+": the one reader keeps it a plus
        // (a space is %20), as the figure's query does.
        let link = "#game=kiothi&moves=i1+j1=b1:10%20e2+f2=i2:10";
        let record = read_fragment(link).expect("reads").expect("a link");
        assert_eq!(record.moves.len(), 2);
        assert_eq!(record.moves[0].to_string(), "i1+j1=b1:10");
        let game = record.replay(Effort::Quick).expect("replays");
        assert_eq!(game.moves().len(), 2);
        // Written by the app, the same record reads back the same.
        assert_eq!(read_fragment(&fragment(&record)), Ok(Some(record)));
        assert_eq!(
            letter_id("#game=kiothi&corr=a+b"),
            Some(Ok("a+b".to_string()))
        );
    }

    #[test]
    fn broken_links_say_what_is_wrong() {
        assert_eq!(read_fragment("").map(|o| o.is_none()), Ok(true));
        assert_eq!(read_fragment("#top").map(|o| o.is_none()), Ok(true));
        let e = read_fragment("#game=chess&moves=").expect_err("an error");
        assert!(
            matches!(&e, LinkError::Record(RecordError::Setup(SetupError::UnknownGame(g))) if g == "chess"),
            "{e:?}"
        );
        // A move that cannot be played is found by the replay.
        let r = read_fragment("#game=hoyito-3&moves=c1%20q9")
            .expect("reads")
            .expect("a link");
        let e = r.replay(Effort::Quick).expect_err("an error");
        assert!(matches!(e, RecordError::Move { number: 2, .. }), "{e:?}");
        let e = read_fragment("#game=katro&options=%7Bbad").expect_err("an error");
        assert!(matches!(e, LinkError::Record(_)), "{e:?}");
        let e = read_fragment("#game=kiothi&moves=%ZZ").expect_err("an error");
        assert_eq!(
            e,
            LinkError::Unreadable {
                key: "moves".into(),
                error: DecodeError::BrokenEscape("%ZZ".into())
            }
        );
        let ok =
            read_fragment(&format!("game={}&moves=c1", game_of("hoyito-3").id())).expect("reads");
        assert!(ok.is_some());
    }
}
