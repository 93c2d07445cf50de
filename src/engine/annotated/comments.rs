//! A note as the comments that say it, both ways: a comment's text with its escapes, the
//! marks as commands (the PGN supplement's `[%csl …]`, `[%cal …]`, `[%lbl …]`, a label's
//! text quoted), a comment in one language (`[%lang fr]`); and a comment's body read back
//! into its note, each operand checked against the board. A small language of its own,
//! apart from the record's lines (`text.rs`), which find the braces around it.

use super::{hole_of, is_lang};
use crate::engine::board::Hole;
use crate::engine::notes::{Arrow, Colour, Marks, Note, NoteError, LABEL_CHARS};
use crate::engine::rules::Rules;

// ---------------------------------------------------------------------------------------
// Writing.

/// Escapes a comment's text: `\`, `{`, `}` and the `[` of a `[%` (which would start a
/// command).
fn escape_comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            '[' if chars.peek() == Some(&'%') => out.push_str("\\["),
            c => out.push(c),
        }
    }
    out
}

/// A quoted operand (a label's text): `"`, `\` and the braces (which would end its
/// comment) escaped.
fn quoted(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        if matches!(c, '"' | '\\' | '{' | '}') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The marks as commands (`[%csl …][%cal …][%lbl …]`).
pub fn marks_text(m: &Marks) -> String {
    let mut out = String::new();
    if !m.holes.is_empty() {
        let ops: Vec<String> = m
            .holes
            .iter()
            .map(|(c, h)| format!("{}{h}", c.letter()))
            .collect();
        out.push_str(&format!("[%csl {}]", ops.join(",")));
    }
    if !m.arrows.is_empty() {
        let ops: Vec<String> = m
            .arrows
            .iter()
            .map(|a| format!("{}{}{}", a.colour.letter(), a.from, a.to))
            .collect();
        out.push_str(&format!("[%cal {}]", ops.join(",")));
    }
    if !m.labels.is_empty() {
        let ops: Vec<String> = m
            .labels
            .iter()
            .map(|(h, t)| format!("{h},{}", quoted(t)))
            .collect();
        out.push_str(&format!("[%lbl {}]", ops.join(",")));
    }
    out
}

/// A note as the comments that write it: the marks and the comment for every reader
/// first, then one comment per language.
pub(super) fn note_text(n: &Note) -> Vec<String> {
    let mut out = Vec::new();
    let general = n.comments.iter().find(|c| c.lang.is_none());
    let marks = marks_text(&n.marks);
    if !marks.is_empty() || general.is_some() {
        let text = general.map(|c| escape_comment(&c.text)).unwrap_or_default();
        let sep = if marks.is_empty() || text.is_empty() {
            ""
        } else {
            " "
        };
        out.push(format!("{{{marks}{sep}{text}}}"));
    }
    for c in n.comments.iter().filter(|c| c.lang.is_some()) {
        let lang = c.lang.as_deref().unwrap_or_default();
        out.push(format!("{{[%lang {lang}] {}}}", escape_comment(&c.text)));
    }
    out
}

// ---------------------------------------------------------------------------------------
// Reading.

/// Reads a comment's content (escapes kept) into `note`: its commands (marks, language)
/// and its text.
pub(super) fn read_comment(body: &str, rules: Rules, note: &mut Note) -> Result<(), NoteError> {
    let mut text = String::new();
    let mut lang = None;
    let mut rest = body;
    loop {
        // The next unescaped `[%`.
        let mut chars = rest.char_indices().peekable();
        let mut found = None;
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => {
                    if let Some((_, n)) = chars.next() {
                        text.push(n);
                    }
                }
                '[' if rest[i + 1..].starts_with('%') => {
                    found = Some(i);
                    break;
                }
                c => text.push(c),
            }
        }
        let Some(i) = found else { break };
        let after = &rest[i + 2..];
        let end = after.find(']').ok_or(NoteError::UnclosedCommand)?;
        // A `]` inside a quoted operand does not end the command.
        let end = command_end(after).unwrap_or(end);
        let command = &after[..end];
        let (name, ops) = command
            .split_once(char::is_whitespace)
            .unwrap_or((command, ""));
        match name {
            "csl" => {
                for (_, op) in operands(ops)? {
                    note.marks.holes.push(coloured_hole(rules, &op)?);
                }
            }
            "cal" => {
                for (_, op) in operands(ops)? {
                    note.marks.arrows.push(arrow(rules, &op)?);
                }
            }
            "lbl" => {
                let ops = operands(ops)?;
                if ops.len() % 2 != 0 || ops.is_empty() {
                    return Err(NoteError::BadMark(format!("[%{command}]")));
                }
                for pair in ops.chunks(2) {
                    let h = hole_of(rules, &pair[0].1)?;
                    let t = pair[1].1.clone();
                    if t.trim().is_empty() || t.chars().count() > LABEL_CHARS {
                        return Err(NoteError::BadLabel(t));
                    }
                    note.marks.labels.push((h, t));
                }
            }
            "lang" => {
                let l = ops.trim();
                if !is_lang(l) {
                    return Err(NoteError::BadLang(l.to_string()));
                }
                lang = Some(l.to_string());
            }
            other => return Err(NoteError::UnknownCommand(other.to_string())),
        }
        rest = &after[end + 1..];
    }
    note.say(lang, text.trim().to_string());
    Ok(())
}

/// Where a command's `]` is, quoted operands skipped.
fn command_end(s: &str) -> Option<usize> {
    let mut quoted = false;
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match (c, quoted) {
            ('"', _) => quoted = !quoted,
            ('\\', true) => {
                chars.next();
            }
            (']', false) => return Some(i),
            _ => {}
        }
    }
    None
}

/// A colour letter and a hole (`Gc1`).
fn coloured_hole(rules: Rules, op: &str) -> Result<(Colour, Hole), NoteError> {
    let mut chars = op.chars();
    let c = chars
        .next()
        .and_then(Colour::from_letter)
        .ok_or_else(|| NoteError::BadColour(op.to_string()))?;
    Ok((c, hole_of(rules, chars.as_str())?))
}

/// A colour letter and two holes (`Gc1f1`).
fn arrow(rules: Rules, op: &str) -> Result<Arrow, NoteError> {
    let mut chars = op.chars();
    let colour = chars
        .next()
        .and_then(Colour::from_letter)
        .ok_or_else(|| NoteError::BadColour(op.to_string()))?;
    let holes = chars.as_str();
    // The second hole starts at the second letter.
    let second = holes
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map(|(i, _)| i)
        .ok_or_else(|| NoteError::BadMark(op.to_string()))?;
    Ok(Arrow {
        colour,
        from: hole_of(rules, &holes[..second])?,
        to: hole_of(rules, &holes[second..])?,
    })
}

/// A command's operands: split at commas outside double quotes; a quoted operand is read
/// as its text (`\"` and `\\` escaped).
fn operands(s: &str) -> Result<Vec<(bool, String)>, NoteError> {
    let mut out = Vec::new();
    let mut chars = s.chars();
    let mut cur = String::new();
    let mut quoted = false;
    let mut was_quoted = false;
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', false) if cur.trim().is_empty() => {
                quoted = true;
                was_quoted = true;
                cur.clear();
            }
            ('"', true) => quoted = false,
            ('\\', true) => {
                if let Some(n) = chars.next() {
                    cur.push(n);
                }
            }
            (',', false) => {
                out.push((
                    was_quoted,
                    if was_quoted {
                        cur.clone()
                    } else {
                        cur.trim().to_string()
                    },
                ));
                cur.clear();
                was_quoted = false;
            }
            (c, true) => cur.push(c),
            (c, false) if was_quoted && !c.is_whitespace() => {
                return Err(NoteError::BadMark(s.to_string()))
            }
            (c, false) => cur.push(c),
        }
    }
    if quoted {
        return Err(NoteError::BadMark(s.to_string()));
    }
    if was_quoted || !cur.trim().is_empty() {
        out.push((
            was_quoted,
            if was_quoted {
                cur
            } else {
                cur.trim().to_string()
            },
        ));
    }
    Ok(out)
}
