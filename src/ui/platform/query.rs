//! The one reader of the `name=value&name=value` texts in the app's addresses: a share
//! link's fragment (`#game=katro&moves=c1%20f2`), a figure's query
//! (`embed.html?game=…`, `data-mancala-atlas="…"`), the builder's `#figure=…`, the kiosk's
//! `?kiosk=yes`; and the two ways they are written. Pure Rust, tested natively.
//!
//! How a text is read, for every one of them:
//!
//! - a leading `?` or `#` (and white space around the whole) is left out;
//! - the parts are split on `&`; a part that is empty or blank is left out;
//! - a part's name and value are split at its first `=` (a value may hold more `=`,
//!   as Kiothi's redistributions do: `e1+f1=c1:5`); a part without `=` has an empty value;
//! - names and values are percent-decoded: `%XX` is the byte `XX` (`%20` a space, `%2B`
//!   a plus), and the bytes must be UTF-8; a `%` not followed by two hex digits is an
//!   error ([`DecodeError`]), never guessed at; a name is then trimmed of spaces;
//! - **`+` is a plus**, never a space. An author who pastes an address expects the
//!   characters they typed: the notation writes `+` (a redistribution, `e1+f1=c1:5`)
//!   and a caption may too. Only HTML forms write a space as `+`, and no address of the
//!   Atlas comes from a form: the app, the builder and `embed.js` write a space as `%20`;
//! - a name given twice: the last one counts ([`last`]), unless the reader refuses
//!   repeats (a figure's query says which parameter is given twice).
//!
//! [`percent_encode`] writes a value for a link, every character but `A–Z a–z 0–9 - _ .
//! ~` escaped; [`write`] writes a figure's query, leaving legible what means nothing to
//! the reader (`+`, `:`, `,`, `/`, `=` …), so that moves and JSON stay readable.

/// Why an encoded part of an address cannot be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// A `%` not followed by two hex digits (what was found, `%` included).
    BrokenEscape(String),
    /// The bytes are not UTF-8 text.
    NotUtf8,
    /// Not base64url (`A–Z a–z 0–9 - _`), where a value is written so (a share link's
    /// `d=`): the first character that is not, or the length when it is cut short.
    NotBase64(String),
}

/// One `name=value` part of a query, as written (still encoded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part<'a> {
    /// The name as written.
    pub raw_name: &'a str,
    /// The value as written: what follows the first `=` (empty without one).
    pub raw_value: &'a str,
}

impl Part<'_> {
    /// The name, decoded and trimmed of spaces.
    ///
    /// # Errors
    /// A broken escape, or bytes that are not UTF-8.
    pub fn name(&self) -> Result<String, DecodeError> {
        percent_decode(self.raw_name).map(|n| n.trim().to_string())
    }

    /// The value, decoded (`+` stays a plus).
    ///
    /// # Errors
    /// A broken escape, or bytes that are not UTF-8.
    pub fn value(&self) -> Result<String, DecodeError> {
        percent_decode(self.raw_value)
    }

    /// Whether the part is named `name` (a name that does not decode is no name).
    pub fn is(&self, name: &str) -> bool {
        self.name().is_ok_and(|n| n == name)
    }
}

/// The parts of a query or a fragment (with or without its `?` or `#`), in order, as
/// written: empty and blank parts left out.
pub fn parts(query: &str) -> impl Iterator<Item = Part<'_>> {
    query
        .trim()
        .trim_start_matches(['?', '#'])
        .split('&')
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let (raw_name, raw_value) = p.split_once('=').unwrap_or((p, ""));
            Part {
                raw_name,
                raw_value,
            }
        })
}

/// The last part named `name`, if any.
pub fn last<'a>(query: &'a str, name: &str) -> Option<Part<'a>> {
    parts(query).filter(|p| p.is(name)).last()
}

/// The decoded value of the last part named `name`: `None` when there is none.
///
/// # Errors
/// The value does not decode.
pub fn value(query: &str, name: &str) -> Option<Result<String, DecodeError>> {
    last(query, name).map(|p| p.value())
}

/// The query of an address: what follows its `?`, up to a `#`; a text without `?` is
/// taken as a query itself.
pub fn of_address(address: &str) -> &str {
    let q = address.split_once('?').map_or(address, |(_, q)| q);
    q.split('#').next().unwrap_or(q)
}

/// Decodes `%XX` escapes; `+` stays a plus (the module's rule).
///
/// # Errors
/// A broken escape or text that is not UTF-8.
pub fn percent_decode(s: &str) -> Result<String, DecodeError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        let digit = |k: usize| bytes.get(i + k).copied().and_then(hex_digit);
        match (digit(1), digit(2)) {
            (Some(high), Some(low)) => {
                out.push(high << 4 | low);
                i += 3;
            }
            // What was found: the "%" and the two characters after it, as written (a
            // "%" is one byte, so `i` is a character boundary).
            _ => return Err(DecodeError::BrokenEscape(s[i..].chars().take(3).collect())),
        }
    }
    String::from_utf8(out).map_err(|_| DecodeError::NotUtf8)
}

/// The value of a hex digit (`0–9 a–f A–F`).
fn hex_digit(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Percent-encodes everything but `A–Z a–z 0–9 - _ . ~` (a link's value).
pub fn percent_encode(s: &str) -> String {
    encode(s, "-_.~")
}

/// Characters a figure's query leaves as they are, besides letters and digits: those that
/// mean nothing to the reader, so that moves and JSON stay legible (`+` among them: it is
/// read as a plus).
const LEGIBLE: &str = "-_.~:,/+!()*@;=";

/// `s` with every byte of a character that is not an ASCII letter or digit nor in
/// `keep` written `%XX`.
fn encode(s: &str, keep: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() || keep.contains(c) {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// A query of decoded parameters, `name=value&…`, written legibly (the names as they
/// are: the app's own).
pub fn write(parameters: &[(String, String)]) -> String {
    parameters
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v, LEGIBLE)))
        .collect::<Vec<_>>()
        .join("&")
}

/// Whether an address's query (`?kiosk=yes&lang=fr`, with or without `?`) asks for the
/// kiosk: `kiosk=yes` (or `true`, `1`, `on`, or `kiosk` alone; the last `kiosk` counts),
/// read by the one reader ([`value`]).
pub fn is_kiosk(query: &str) -> bool {
    value(query, "kiosk").and_then(Result::ok).is_some_and(|v| {
        matches!(
            v.to_ascii_lowercase().as_str(),
            "yes" | "true" | "1" | "on" | ""
        )
    })
}

/// At most 24 characters of what a link or a file said, without control characters (a
/// message never repeats a long address).
pub fn excerpt(s: &str) -> String {
    let mut out: String = s.chars().filter(|c| !c.is_control()).take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every part, decoded.
    fn read(q: &str) -> Vec<(String, String)> {
        parts(q)
            .map(|p| (p.name().expect("a name"), p.value().expect("a value")))
            .collect()
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_plus_is_a_plus_and_a_space_is_percent_20() {
        assert_eq!(
            read("moves=e1+f1=c1:5%20h1/2&caption=a%2Bb+c"),
            pairs(&[("moves", "e1+f1=c1:5 h1/2"), ("caption", "a+b+c")])
        );
        assert_eq!(percent_decode("a+b"), Ok("a+b".into()));
        assert_eq!(percent_decode("a%2Bb"), Ok("a+b".into()));
        assert_eq!(percent_decode("a%2bb"), Ok("a+b".into()));
        assert_eq!(percent_decode("a%20b"), Ok("a b".into()));
        assert_eq!(percent_decode("caf%C3%A9"), Ok("café".into()));
        // Both writers keep a plus a plus, and a space a `%20`.
        assert_eq!(percent_encode("e1+f1 c1"), "e1%2Bf1%20c1");
        assert_eq!(
            write(&pairs(&[("moves", "e1+f1=c1:5 a1")])),
            "moves=e1+f1=c1:5%20a1"
        );
    }

    #[test]
    fn a_part_is_split_at_its_first_equals_sign() {
        assert_eq!(
            read("?a=b=c&d&e=&=f"),
            pairs(&[("a", "b=c"), ("d", ""), ("e", ""), ("", "f")])
        );
        // `#` or `?`, white space around, empty and blank parts: left out.
        assert_eq!(read("  #&x=1&& &y=2 "), pairs(&[("x", "1"), ("y", "2")]));
        assert_eq!(read(""), pairs(&[]));
        assert_eq!(read("?"), pairs(&[]));
        // A name is trimmed after decoding; a value is not.
        assert_eq!(read("%20lang%20=%20fr"), pairs(&[("lang", " fr")]));
    }

    #[test]
    fn an_empty_name_is_a_name_like_any_other() {
        let q = "=x&a=1";
        assert_eq!(last(q, "").map(|p| p.raw_value), Some("x"));
        assert!(last(q, "b").is_none());
    }

    #[test]
    fn a_repeated_name_counts_its_last_value() {
        let q = "kiosk=yes&lang=fr&kiosk=no";
        assert_eq!(value(q, "kiosk"), Some(Ok("no".into())));
        assert_eq!(value(q, "lang"), Some(Ok("fr".into())));
        assert_eq!(value(q, "game"), None);
        // Every part is still there, in order, for a reader that refuses repeats.
        assert_eq!(parts(q).filter(|p| p.is("kiosk")).count(), 2);
        // Names are compared decoded.
        assert_eq!(value("%6Biosk=1", "kiosk"), Some(Ok("1".into())));
    }

    #[test]
    fn a_bad_escape_is_an_error_never_a_guess() {
        for (bad, found) in [
            ("%G1", "%G1"),
            ("%4", "%4"),
            ("a%", "%"),
            ("%+1", "%+1"),
            ("%-1", "%-1"),
            ("%é", "%é"),
        ] {
            assert_eq!(
                percent_decode(bad),
                Err(DecodeError::BrokenEscape(found.into())),
                "{bad}"
            );
        }
        // A multi-byte character right after "%" is reported as written, not sliced
        // through.
        assert_eq!(
            percent_decode("a%€b"),
            Err(DecodeError::BrokenEscape("%€b".into()))
        );
        assert_eq!(
            percent_decode("%aé"),
            Err(DecodeError::BrokenEscape("%aé".into()))
        );
        assert_eq!(percent_decode("%FF"), Err(DecodeError::NotUtf8));
        assert_eq!(percent_decode("%C3"), Err(DecodeError::NotUtf8));
        // In a name or a value: the part says so when asked, the others still read.
        let q = "a=%ZZ&%ZZ=b&c=d";
        let all: Vec<Part> = parts(q).collect();
        assert_eq!(all[0].value(), Err(DecodeError::BrokenEscape("%ZZ".into())));
        assert!(all[1].name().is_err() && !all[1].is("%ZZ"));
        assert_eq!(value(q, "c"), Some(Ok("d".into())));
        assert_eq!(
            value(q, "a"),
            Some(Err(DecodeError::BrokenEscape("%ZZ".into())))
        );
    }

    #[test]
    fn what_is_written_reads_back() {
        for s in [
            "",
            "c1 d6",
            "e1+f1=c1:5,a2:3",
            "{\"direction\":\"either\"}",
            "a1' b2/3",
            "é",
            "a&b=c#d?e%f",
            "South’s turn | \u{202e}",
        ] {
            assert_eq!(percent_decode(&percent_encode(s)).as_deref(), Ok(s), "{s}");
            let q = write(&pairs(&[("x", s), ("y", "1")]));
            assert_eq!(read(&q), pairs(&[("x", s), ("y", "1")]), "{q}");
        }
    }

    #[test]
    fn the_query_of_an_address() {
        assert_eq!(
            of_address("https://x.org/atlas/embed.html?game=katro&at=1#top"),
            "game=katro&at=1"
        );
        assert_eq!(of_address("game=katro"), "game=katro");
        assert_eq!(of_address("embed.html"), "embed.html");
        assert_eq!(of_address("?a=1"), "a=1");
    }
}
