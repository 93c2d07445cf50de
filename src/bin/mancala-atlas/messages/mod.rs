//! Every text the CLI prints (the help is clap's, `args::cli`): the one-line failures (`errors`), the reports of
//! the commands (`reports`), and how input is echoed in them.

mod errors;
pub mod reports;
pub mod stats;
pub mod stats_csv;

use mancala_atlas::engine::{escape_char, Hole, RedistributionChoice};

/// The one-line failure message, as stderr shows it.
pub fn failure_line(msg: &str) -> String {
    format!("mancala-atlas: {}", escape(msg, false))
}

/// How many characters of one piece of input a message echoes.
const ECHO_CHARS: usize = 60;
/// How long a message built around text from elsewhere (an engine error) may grow.
const MESSAGE_CHARS: usize = 300;
/// The longest run without a space kept whole in a message from elsewhere.
const WORD_CHARS: usize = ECHO_CHARS + 8;

fn escape(s: &str, quoted: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        escape_char(c, quoted, &mut out);
    }
    out
}

/// A piece of the user's input as a message echoes it: quoted, escaped, and cut to
/// [`ECHO_CHARS`] characters with an ellipsis and its full length (the engine's own
/// quoting, so that input is shown the same way whoever reports it).
fn quote(s: &str) -> String {
    mancala_atlas::engine::quote(s)
}

/// As [`quote`], for bytes that may not be UTF-8 (each stray byte shown as `\xFF`).
fn quote_bytes(bytes: &[u8]) -> String {
    let mut body = String::new();
    let mut shown = 0;
    let mut length = 0;
    let mut cut = false;
    let mut add = |piece: &str| {
        length += 1;
        let n = piece.chars().count();
        if !cut && shown + n <= ECHO_CHARS {
            body.push_str(piece);
            shown += n;
        } else {
            cut = true;
        }
    };
    let mut piece = String::new();
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            piece.clear();
            escape_char(c, true, &mut piece);
            add(&piece);
        }
        for b in chunk.invalid() {
            add(&format!("\\x{b:02X}"));
        }
    }
    if cut {
        format!("\"{body}…\" ({length} characters)")
    } else {
        format!("\"{body}\"")
    }
}

/// Text from elsewhere (an engine error, which quotes input already) made sure to fit
/// one line: escaped, every run without a space cut to [`WORD_CHARS`] characters (more
/// than a quote's [`ECHO_CHARS`], so that a quote is never cut twice), the whole to
/// [`MESSAGE_CHARS`].
fn tame(text: &str) -> String {
    let words: Vec<String> = text
        .split(' ')
        .map(|word| {
            let e = escape(word, false);
            if e.chars().count() <= WORD_CHARS {
                e
            } else {
                let head: String = e.chars().take(WORD_CHARS).collect();
                format!("{head}… ({} characters)", word.chars().count())
            }
        })
        .collect();
    let line = words.join(" ");
    let length = line.chars().count();
    if length <= MESSAGE_CHARS {
        line
    } else {
        let head: String = line.chars().take(MESSAGE_CHARS).collect();
        format!("{head}… ({length} characters)")
    }
}

/// `a, b, c or d`.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A partial lift of more seeds than `hole` holds.
fn lift_too_many(hole: Hole, have: u8) -> String {
    match have {
        0 => format!("{hole} is empty"),
        1 => format!("{hole} holds 1 seed: write {hole} to lift it"),
        2 => format!("{hole} holds 2 seeds: a partial lift takes 1 of them"),
        n => format!(
            "{hole} holds {n} seeds: a partial lift takes 1 to {} of them",
            n - 1
        ),
    }
}

/// Kiothi's redistribution rule for the player to move, in one sentence.
pub fn describe_redistribution(c: &RedistributionChoice) -> String {
    let holes: Vec<String> = c.holes.iter().map(|(h, n)| format!("{h} ({n})")).collect();
    let how_many = if c.min_empty == c.max_empty {
        format!("exactly {}", c.min_empty)
    } else {
        format!("{} to {}", c.min_empty, c.max_empty)
    };
    format!(
        "{} empties {how_many} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
        c.player,
        holes.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_is_echoed_quoted_escaped_and_cut() {
        assert_eq!(quote_bytes(b"c1\xff"), r#""c1\xFF""#);
        let long = [b'x'; 70];
        assert_eq!(
            quote_bytes(&long),
            format!("\"{}…\" (70 characters)", "x".repeat(60))
        );
        assert_eq!(failure_line("a\nb"), "mancala-atlas: a\\nb");
        assert_eq!(one_of(&["a", "b", "c"]), "a, b or c");
        let word = "y".repeat(100);
        assert_eq!(
            tame(&format!("no {word}")),
            format!("no {}… (100 characters)", "y".repeat(WORD_CHARS))
        );
    }
}
