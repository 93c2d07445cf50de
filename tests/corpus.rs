//! The bad-input corpus (`tests/corpus/`): inputs every reader must refuse cleanly, with an
//! error whose message starts as written, never a panic.
//!
//! One file per kind of input, one entry per line, `INPUT => MESSAGE START`:
//!
//! | file | reader | refused means |
//! |---|---|---|
//! | `moves.txt` | `Move::from_str` | `Err`; its message |
//! | `records.txt` | `Record::parse_any`, then `Record::replay` | `Err` from either |
//! | `positions.txt` | `Position::from_json` | `Err` |
//! | `cli.txt` | the `mancala-atlas` binary (arguments split at spaces) | exit status 2, nothing on stdout, one stderr line `mancala-atlas: MESSAGE` of at most 400 characters |
//!
//! `#` starts a comment line. Both sides are written with escapes: `\\`, `\n`, `\r`, `\t`,
//! `\0`, `\xHH` (one byte; only the CLI takes bytes that are not UTF-8), `\u{HHHH}`, and
//! `\{N*TEXT\}` for TEXT repeated N times (a 1 MB string, JSON nested 100,000 deep; N = 0
//! writes an empty CLI argument). In a message, `\*` stands for any text.
//!
//! `samples.txt` holds valid inputs (`move: `, `record: `, `position: `, `cli: `), each
//! checked to be accepted; the generated part cuts, splices and flips them (seeded) and
//! checks that every reader still answers without a panic.
//!
//! `cargo test --test corpus -- --nocapture` prints how many inputs were tried and refused.
#![cfg(unix)]

use std::ffi::OsStr;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::process::Command;

use mancala_atlas::engine::{Effort, Move, Position, Record, Rng};

/// The longest CLI message allowed, whatever the input (as `tests/cli.rs`).
const LONGEST_MESSAGE: usize = 400;

/// One entry: where it is written, its input as written, and the start of its message.
struct Entry {
    at: String,
    written: String,
    expected: Option<Vec<String>>,
}

impl Entry {
    /// The input, escapes decoded.
    fn input(&self) -> Vec<u8> {
        let (input, more) = decode(&self.written, &self.at);
        assert!(more.is_empty(), "{}: \\* is only for messages", self.at);
        input
    }
}

/// Decodes the escapes of a corpus line (see the module docs). In a message, `\*` splits it
/// into the fragments returned after the first.
fn decode(text: &str, at: &str) -> (Vec<u8>, Vec<Vec<u8>>) {
    let mut out = Vec::new();
    let mut fragments = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('\\') {
        out.extend_from_slice(&rest.as_bytes()[..i]);
        let tail = &rest[i + 1..];
        let mut chars = tail.chars();
        let c = chars
            .next()
            .unwrap_or_else(|| panic!("{at}: a line ends in a lone backslash"));
        rest = chars.as_str();
        match c {
            '\\' => out.push(b'\\'),
            'n' => out.push(b'\n'),
            'r' => out.push(b'\r'),
            't' => out.push(b'\t'),
            '0' => out.push(0),
            '*' => fragments.push(std::mem::take(&mut out)),
            'x' => {
                let hex = rest
                    .get(..2)
                    .unwrap_or_else(|| panic!("{at}: \\x needs two hex digits"));
                out.push(
                    u8::from_str_radix(hex, 16)
                        .unwrap_or_else(|_| panic!("{at}: \\x{hex} is not a byte")),
                );
                rest = &rest[2..];
            }
            'u' => {
                let close = rest
                    .find('}')
                    .unwrap_or_else(|| panic!("{at}: \\u{{ without }}"));
                let hex = rest[..close]
                    .strip_prefix('{')
                    .unwrap_or_else(|| panic!("{at}: \\u needs {{HEX}}"));
                let c = u32::from_str_radix(hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .unwrap_or_else(|| panic!("{at}: \\u{{{hex}}} is not a character"));
                out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                rest = &rest[close + 1..];
            }
            '{' => {
                let close = rest
                    .find("\\}")
                    .unwrap_or_else(|| panic!("{at}: \\{{ without \\}}"));
                let (n, body) = rest[..close]
                    .split_once('*')
                    .unwrap_or_else(|| panic!("{at}: write \\{{N*TEXT\\}}"));
                let n: usize = n
                    .parse()
                    .unwrap_or_else(|_| panic!("{at}: {n} is not a count"));
                let (body, inner) = decode(body, at);
                assert!(inner.is_empty(), "{at}: no \\* inside \\{{…\\}}");
                out.extend(body.repeat(n));
                rest = &rest[close + 2..];
            }
            other => panic!("{at}: unknown escape \\{other}"),
        }
    }
    out.extend_from_slice(rest.as_bytes());
    if fragments.is_empty() {
        (out, Vec::new())
    } else {
        fragments.push(out);
        let first = fragments.remove(0);
        (first, fragments)
    }
}

fn corpus_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus"))
}

fn utf8(bytes: Vec<u8>, at: &str) -> String {
    String::from_utf8(bytes).unwrap_or_else(|_| panic!("{at}: a message is UTF-8"))
}

/// The entries of `tests/corpus/NAME`; `need_message`: every entry names its message.
fn read_entries(name: &str, need_message: bool) -> Vec<Entry> {
    let path = corpus_dir().join(name);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut entries = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = format!("{name}:{}", n + 1);
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (input, expected) = match line.rsplit_once(" => ") {
            Some((input, message)) => {
                let (first, more) = decode(message, &at);
                let mut all = vec![utf8(first, &at)];
                all.extend(more.into_iter().map(|m| utf8(m, &at)));
                (input, Some(all))
            }
            None => {
                assert!(!need_message, "{at}: write INPUT => MESSAGE START");
                (line, None)
            }
        };
        entries.push(Entry {
            at,
            written: input.to_string(),
            expected,
        });
    }
    assert!(!entries.is_empty(), "{name} holds no entries");
    entries
}

/// Whether `message` starts with the first fragment and holds the others in order.
fn matches(message: &str, fragments: &[String]) -> bool {
    let Some((first, rest)) = fragments.split_first() else {
        return true;
    };
    let Some(mut tail) = message.strip_prefix(first.as_str()) else {
        return false;
    };
    for f in rest {
        match tail.find(f.as_str()) {
            Some(i) => tail = &tail[i + f.len()..],
            None => return false,
        }
    }
    true
}

/// The failure when `message` does not start as the entry says (if it says).
fn wrong_message(e: &Entry, message: &str) -> Option<String> {
    let expected = e.expected.as_ref()?;
    (!matches(message, expected)).then(|| {
        format!(
            "{}: the message {} does not start {:?}",
            e.at,
            shown(message.as_bytes()),
            expected.join("…")
        )
    })
}

/// An input as a failure report shows it: escaped, and cut.
fn shown(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(input);
    let mut s: String = text
        .chars()
        .take(120)
        .collect::<String>()
        .escape_debug()
        .to_string();
    if text.chars().count() > 120 {
        s += &format!("… ({} bytes)", input.len());
    }
    s
}

/// Reads `input` with one of the in-process readers: `Ok` when accepted, else the message.
type Reader = fn(&str) -> Result<(), String>;

fn read_move(s: &str) -> Result<(), String> {
    s.parse::<Move>().map(drop).map_err(|e| e.to_string())
}

fn read_record(s: &str) -> Result<(), String> {
    let record = Record::parse_any(s).map_err(|e| e.to_string())?;
    record
        .replay(Effort::Exact)
        .map(drop)
        .map_err(|e| e.to_string())
}

fn read_position(s: &str) -> Result<(), String> {
    Position::from_json(s).map(drop).map_err(|e| e.to_string())
}

/// How an in-process reader answered one input.
enum Answer {
    Accepted,
    Refused(String),
    Panicked(String),
}

fn ask(reader: Reader, input: &str) -> Answer {
    match catch_unwind(AssertUnwindSafe(|| reader(input))) {
        Ok(Ok(())) => Answer::Accepted,
        Ok(Err(message)) => Answer::Refused(message),
        Err(panic) => Answer::Panicked(
            panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default(),
        ),
    }
}

/// Feeds every entry of `file` to `reader`; returns the failures and how many were refused.
fn check_file(file: &str, reader: Reader, need_message: bool) -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut refused = 0;
    let mut long_or_broken = 0;
    for e in read_entries(file, need_message) {
        let bytes = e.input();
        let Ok(input) = std::str::from_utf8(&bytes) else {
            failures.push(format!(
                "{}: this reader takes text; the input is not UTF-8",
                e.at
            ));
            continue;
        };
        match ask(reader, input) {
            Answer::Accepted => failures.push(format!("{}: accepted {}", e.at, shown(&bytes))),
            Answer::Panicked(p) => {
                failures.push(format!("{}: PANIC ({p}) on {}", e.at, shown(&bytes)))
            }
            Answer::Refused(message) => {
                refused += 1;
                if message.contains('\n') || message.chars().count() > LONGEST_MESSAGE {
                    long_or_broken += 1;
                }
                failures.extend(wrong_message(&e, &message));
            }
        }
    }
    println!(
        "{file}: {refused} inputs refused; {long_or_broken} of the messages span lines or pass {LONGEST_MESSAGE} characters (the engine echoes input as it is)"
    );
    (failures, refused)
}

fn report(failures: Vec<String>) {
    assert!(
        failures.is_empty(),
        "{} corpus failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Splits a CLI entry as written into arguments at spaces, then decodes each (so `\x20`
/// is a space in an argument and `\{0*x\}` an empty one).
fn cli_args(written: &str, at: &str) -> Vec<Vec<u8>> {
    written.split(' ').map(|a| decode(a, at).0).collect()
}

/// The CLI's answer to `args`: `Err` with a reason when it is not a clean refusal or a
/// success (status 0 or 2; on status 2 nothing on stdout and one bounded stderr line).
fn run_cli(args: &[Vec<u8>]) -> Result<Option<String>, String> {
    let out = Command::new(env!("CARGO_BIN_EXE_mancala-atlas"))
        .args(args.iter().map(|a| OsStr::from_bytes(a)))
        .output()
        .map_err(|e| format!("the CLI does not run: {e}"))?;
    let stderr = String::from_utf8(out.stderr).map_err(|_| "stderr is not UTF-8".to_string())?;
    match out.status.code() {
        Some(0) => Ok(None),
        Some(2) => {
            if !out.stdout.is_empty() {
                return Err("status 2 with output on stdout".into());
            }
            let line = stderr
                .strip_suffix('\n')
                .filter(|l| !l.contains('\n'))
                .ok_or_else(|| format!("not one stderr line: {}", shown(stderr.as_bytes())))?;
            if line.chars().count() > LONGEST_MESSAGE {
                return Err(format!("a message of {} characters", line.chars().count()));
            }
            let message = line.strip_prefix("mancala-atlas: ").ok_or_else(|| {
                format!("no \"mancala-atlas: \" before {}", shown(line.as_bytes()))
            })?;
            Ok(Some(message.to_string()))
        }
        other => Err(format!("status {other:?}: {}", shown(stderr.as_bytes()))),
    }
}

/// The entries of `samples.txt` of one kind (`move`, `record`, …), as written.
fn written_samples(kind: &str) -> Vec<(String, String)> {
    let text = fs::read_to_string(corpus_dir().join("samples.txt")).expect("samples.txt");
    let prefix = format!("{kind}: ");
    text.lines()
        .enumerate()
        .filter_map(|(n, line)| {
            let s = line.strip_prefix(&prefix)?;
            Some((format!("samples.txt:{}", n + 1), s.to_string()))
        })
        .collect()
}

/// The samples of one kind read by a reader in this process, decoded.
fn samples(kind: &str) -> Vec<Vec<u8>> {
    written_samples(kind)
        .iter()
        .map(|(at, s)| decode(s, at).0)
        .collect()
}

/// The CLI samples, as argument lists.
fn cli_samples() -> Vec<Vec<Vec<u8>>> {
    written_samples("cli")
        .iter()
        .map(|(at, s)| cli_args(s, at))
        .collect()
}

const INTERESTING: &[&str] = &[
    "0",
    "1",
    "9",
    "255",
    "256",
    "-1",
    "99999999999999999999",
    "1e3",
    "a",
    "z",
    "k",
    "'",
    "/",
    "=",
    "+",
    ":",
    ",",
    "{",
    "}",
    "[",
    "]",
    "\"",
    "\\",
    " ",
    "\n",
    "\0",
    "é",
    "\u{202e}",
    "null",
    "true",
    "#",
    "moves:",
    "game:",
    "\"phase\":\"redistribute\"",
    "\"over\"",
    "[[",
    "]]",
];

/// One seeded mutation of `sample`: a cut, a splice of another sample, or a few flips.
fn mutate(sample: &[u8], others: &[Vec<u8>], rng: &mut Rng) -> Vec<u8> {
    let mut v: Vec<char> = String::from_utf8_lossy(sample).chars().collect();
    let at = |rng: &mut Rng, len: usize| rng.below(len as u32 + 1) as usize;
    match rng.below(4) {
        0 => {
            let i = at(rng, v.len());
            v.truncate(i);
        }
        1 => {
            let other: Vec<char> =
                String::from_utf8_lossy(&others[rng.below(others.len() as u32) as usize])
                    .chars()
                    .collect();
            let (a, b) = (at(rng, other.len()), at(rng, other.len()));
            let piece = &other[a.min(b)..a.max(b)];
            let i = at(rng, v.len());
            let j = (i + at(rng, v.len() - i)).min(v.len());
            v.splice(i..j, piece.iter().copied());
        }
        _ => {
            for _ in 0..=rng.below(3) {
                let i = at(rng, v.len());
                let piece: Vec<char> = INTERESTING[rng.below(INTERESTING.len() as u32) as usize]
                    .chars()
                    .collect();
                match rng.below(3) {
                    0 if i < v.len() => {
                        v.remove(i);
                    }
                    1 if i < v.len() => {
                        v.splice(i..i + 1, piece);
                    }
                    _ => {
                        v.splice(i..i, piece);
                    }
                }
            }
        }
    }
    v.into_iter().collect::<String>().into_bytes()
}

/// Feeds every entry of `cli.txt` to the binary; returns the failures and how many were
/// refused.
fn check_cli() -> (Vec<String>, usize) {
    let mut failures = Vec::new();
    let mut refused = 0;
    for e in read_entries("cli.txt", true) {
        let args = cli_args(&e.written, &e.at);
        let input = args.join(&b' ');
        match run_cli(&args) {
            Err(why) => failures.push(format!("{}: {why} for {}", e.at, shown(&input))),
            Ok(None) => failures.push(format!("{}: accepted {}", e.at, shown(&input))),
            Ok(Some(message)) => {
                refused += 1;
                failures.extend(wrong_message(&e, &message));
            }
        }
    }
    println!("cli.txt: {refused} argument lists refused");
    (failures, refused)
}

#[test]
fn every_corpus_input_is_refused() {
    let mut failures = Vec::new();
    let mut counts = Vec::new();
    for (file, reader) in [
        ("moves.txt", read_move as Reader),
        ("records.txt", read_record),
        ("positions.txt", read_position),
    ] {
        let (f, n) = check_file(file, reader, true);
        failures.extend(f);
        counts.push((file, n));
    }
    let (f, n) = check_cli();
    failures.extend(f);
    counts.push(("cli.txt", n));
    println!(
        "the corpus: {} inputs tried and refused ({})",
        counts.iter().map(|(_, n)| n).sum::<usize>(),
        counts
            .iter()
            .map(|(file, n)| format!("{file} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    report(failures);
}

/// The valid samples are valid: the mutations start from inputs the readers accept.
#[test]
fn samples_are_accepted() {
    let mut failures = Vec::new();
    for (kind, reader) in [
        ("move", read_move as Reader),
        ("record", read_record),
        ("position", read_position),
    ] {
        let all = samples(kind);
        assert!(!all.is_empty(), "no {kind} samples");
        for s in all {
            let text = String::from_utf8(s).expect("samples are UTF-8");
            if !matches!(ask(reader, &text), Answer::Accepted) {
                failures.push(format!(
                    "{kind} sample not accepted: {}",
                    shown(text.as_bytes())
                ));
            }
        }
    }
    for args in cli_samples() {
        if run_cli(&args) != Ok(None) {
            failures.push(format!(
                "cli sample not accepted: {}",
                shown(&args.join(&b' '))
            ));
        }
    }
    report(failures);
}

/// Cases generated per in-process sample, and per CLI sample.
const MUTATIONS: usize = 150;
const CLI_MUTATIONS: usize = 25;

#[test]
fn mutated_samples_never_panic() {
    let mut rng = Rng::new(0x00C0_FFEE);
    let mut failures = Vec::new();
    let (mut tried, mut refused) = (0, 0);
    for (kind, reader) in [
        ("move", read_move as Reader),
        ("record", read_record),
        ("position", read_position),
    ] {
        let all = samples(kind);
        for s in &all {
            for _ in 0..MUTATIONS {
                let m = mutate(s, &all, &mut rng);
                let text = String::from_utf8(m).expect("mutations stay UTF-8");
                tried += 1;
                match ask(reader, &text) {
                    Answer::Accepted => {}
                    Answer::Refused(_) => refused += 1,
                    Answer::Panicked(p) => {
                        failures.push(format!("{kind}: PANIC ({p}) on {}", shown(text.as_bytes())))
                    }
                }
            }
        }
    }
    // The CLI: one argument of each sample mutated (never the command's name; never a NUL
    // byte, which no argument can hold).
    let all = cli_samples();
    let pool: Vec<Vec<u8>> = all.iter().flatten().cloned().collect();
    for sample in &all {
        for _ in 0..CLI_MUTATIONS {
            let mut args = sample.clone();
            let i = 1 + rng.below(args.len() as u32 - 1) as usize;
            args[i] = mutate(&args[i], &pool, &mut rng);
            args[i].retain(|&b| b != 0);
            tried += 1;
            match run_cli(&args) {
                Ok(None) => {}
                Ok(Some(_)) => refused += 1,
                Err(why) => failures.push(format!("cli: {why} for {}", shown(&args.join(&b' ')))),
            }
        }
    }
    println!(
        "generated: {tried} inputs tried, {refused} refused, {} failures",
        failures.len()
    );
    report(failures);
}
