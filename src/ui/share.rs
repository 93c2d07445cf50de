//! Share links: a game record carried in the URL's fragment,
//! `#game=katro&options=%7B%7D&moves=c1%20f6`, and read back with a message saying
//! what is wrong when it is broken. A "your move" link of a correspondence game is a
//! share link with the game's id added, `&corr=k3j2x-4` ([`letter_fragment`]): opened,
//! it continues that game when this browser has it. Pure Rust, tested natively.

use crate::engine::{Game, Record, RecordError};

/// Why a %-encoded text cannot be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// A `%` not followed by two hex digits (what was found, `%` included).
    BrokenEscape(String),
    /// The bytes are not UTF-8 text.
    NotUtf8,
}

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

/// Percent-encodes everything but `A–Z a–z 0–9 - _ . ~`.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Decodes `%XX` escapes (and `+` as a space).
///
/// # Errors
/// A broken escape or text that is not UTF-8.
pub fn percent_decode(s: &str) -> Result<String, DecodeError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                let b = hex
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| {
                        // Bytes, not a str slice: a multi-byte character may follow "%".
                        let end = (i + 3).min(bytes.len());
                        DecodeError::BrokenEscape(
                            String::from_utf8_lossy(&bytes[i..end]).into_owned(),
                        )
                    })?;
                out.push(b);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| DecodeError::NotUtf8)
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
    let fragment = fragment.trim_start_matches('#');
    let value = fragment
        .split('&')
        .find_map(|part| part.strip_prefix("corr="))?;
    Some(
        percent_decode(value).map_err(|error| LinkError::Unreadable {
            key: "corr".into(),
            error,
        }),
    )
}

/// A record from its parts as a link or an embedded figure carries them: the game's id,
/// its options (JSON), a start position (JSON) and the moves separated by spaces; blank
/// parts are left out.
///
/// # Errors
/// What is wrong with a part, as the record reader says it.
pub fn record_from_parts(
    game: &str,
    options: Option<&str>,
    position: Option<&str>,
    moves: Option<&str>,
) -> Result<Record, RecordError> {
    let line = |key: &str, value: &str| format!("{key}: {}\n", value.replace('\n', " "));
    let mut text = line("game", game);
    for (key, value) in [("options", options), ("position", position)] {
        if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
            text.push_str(&line(key, v));
        }
    }
    text.push_str(&line("moves", moves.unwrap_or_default()));
    text.parse()
}

/// Reads a share link's fragment (with or without `#`) and replays it. `Ok(None)` when
/// the fragment is not a share link at all (empty, or no `game=`).
///
/// # Errors
/// What is wrong with the link.
pub fn read_fragment(fragment: &str) -> Result<Option<(Record, Game)>, LinkError> {
    let fragment = fragment.trim_start_matches('#');
    let mut game = None;
    let mut options = None;
    let mut position = None;
    let mut moves = None;
    for part in fragment.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let value = percent_decode(value).map_err(|error| LinkError::Unreadable {
            key: key.to_string(),
            error,
        })?;
        match key {
            "game" => game = Some(value),
            "options" => options = Some(value),
            "position" => position = Some(value),
            "moves" => moves = Some(value),
            _ => {}
        }
    }
    let Some(game) = game else { return Ok(None) };
    let record = record_from_parts(
        &game,
        options.as_deref(),
        position.as_deref(),
        moves.as_deref(),
    )
    .map_err(LinkError::Record)?;
    let replayed = record.replay().map_err(LinkError::Record)?;
    Ok(Some((record, replayed)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameId, Rng, Rules, SetupError};

    #[test]
    fn percent_encoding_round_trips() {
        for s in [
            "",
            "c1 d6",
            "e1+f1=c1:5,a2:3",
            "{\"direction\":\"either\"}",
            "a1' b2/3",
            "é",
        ] {
            assert_eq!(percent_decode(&percent_encode(s)).as_deref(), Ok(s));
        }
        assert!(percent_decode("%G1").is_err());
        assert!(percent_decode("%4").is_err());
        assert!(percent_decode("%FF").is_err());
        // A multi-byte character right after "%" is reported, not sliced through.
        assert!(percent_decode("%é").is_err());
        assert!(percent_decode("a%€b").is_err());
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
                game.play(&mv).expect("legal");
            }
            let record = game.record();
            let link = fragment(&record);
            let (back, replayed) = read_fragment(&format!("#{link}"))
                .expect("reads")
                .expect("a link");
            assert_eq!(back, record);
            assert_eq!(replayed.current(), game.current());
        }
    }

    #[test]
    fn your_move_links_carry_the_correspondence_id() {
        let mut game = Game::from_rules(Rules::default_for(GameId::Hoyito3));
        game.play(&"c1".parse().expect("a move")).expect("legal");
        let link = letter_fragment(&game.record(), "k3j2x-4");
        assert!(link.ends_with("&corr=k3j2x-4"), "{link}");
        assert_eq!(
            letter_id(&format!("#{link}")),
            Some(Ok("k3j2x-4".to_string()))
        );
        let (record, replayed) = read_fragment(&link).expect("reads").expect("a link");
        assert_eq!(record, game.record());
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
    fn broken_links_say_what_is_wrong() {
        assert_eq!(read_fragment("").map(|o| o.is_none()), Ok(true));
        assert_eq!(read_fragment("#top").map(|o| o.is_none()), Ok(true));
        let e = read_fragment("#game=chess&moves=").expect_err("an error");
        assert!(
            matches!(&e, LinkError::Record(RecordError::Setup(SetupError::UnknownGame(g))) if g == "chess"),
            "{e:?}"
        );
        let e = read_fragment("#game=hoyito-3&moves=c1%20q9").expect_err("an error");
        assert!(
            matches!(e, LinkError::Record(RecordError::Move { number: 2, .. })),
            "{e:?}"
        );
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
        let ok = read_fragment(&format!("game={}&moves=c1", GameId::Hoyito3.id())).expect("reads");
        assert!(ok.is_some());
    }
}
