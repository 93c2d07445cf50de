//! Templates: a text's placeholders (`{}`, `{1}`, `{2}`, …) and their filling.

use std::fmt::Display;

/// The arguments a template takes, in the order it shows them: `{}` is the next one,
/// `{1}`, `{2}`, … name one (counted from 1). `"{} of {}"` is `[0, 1]`, `"{2} de {1}"`
/// is `[1, 0]`.
pub fn placeholders(template: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut next = 0;
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        let after = &rest[i + 1..];
        let Some(close) = after.find('}') else { break };
        let inside = &after[..close];
        if inside.is_empty() {
            out.push(next);
            next += 1;
        } else if let Some(n) = inside
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1 && inside.len() <= 2)
        {
            out.push(n - 1);
        }
        rest = &after[close + 1..];
    }
    out
}

/// `template` with its placeholders filled from `args` ([`placeholders`]); a
/// placeholder with no argument is left empty.
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut next = 0;
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let close = after.find('}');
        let inside = close.map(|c| &after[..c]);
        let slot = match inside {
            Some("") => {
                next += 1;
                Some(next - 1)
            }
            Some(s) if s.len() <= 2 => s.parse::<usize>().ok().filter(|&n| n >= 1).map(|n| n - 1),
            _ => None,
        };
        match (slot, close) {
            (Some(k), Some(c)) => {
                if let Some(a) = args.get(k) {
                    out.push_str(&a.to_string());
                }
                rest = &after[c + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}
