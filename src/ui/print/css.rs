//! A small CSS cascade over a drawing tree, for images that carry their styles: the
//! board's stylesheets (`static/board.css`, and the figure's themes in
//! `static/embed.css`) read into rules, and each element's declarations found the way a
//! browser finds them (selectors, specificity, order). Enough for the board's own
//! selectors: type, class and attribute selectors joined by spaces. A selector with
//! anything else (a pseudo-class such as `:hover`, `>` or `+`) matches nothing here: it
//! is about something an image does not have. `@media` blocks are left out (an image is
//! drawn at its own size, for no particular screen).

use super::markup::Tag;

/// Rules read from stylesheets, in their order.
#[derive(Debug, Default)]
pub struct Sheet {
    rules: Vec<Rule>,
}

#[derive(Debug)]
struct Rule {
    /// The compounds of the selector, outermost first (joined by spaces).
    chain: Vec<Compound>,
    /// Classes and attributes; types.
    specificity: (usize, usize),
    declarations: Vec<(String, String)>,
}

#[derive(Debug, Default)]
struct Compound {
    tag: Option<String>,
    classes: Vec<String>,
    attrs: Vec<(String, Option<String>)>,
}

impl Sheet {
    /// The rules of the stylesheets `css`, in order.
    pub fn parse(css: &[&str]) -> Sheet {
        let mut sheet = Sheet::default();
        for text in css {
            sheet.read(&without_comments(text));
        }
        sheet
    }

    fn read(&mut self, text: &str) {
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let head = rest[..open].trim();
            let Some(close) = block_end(rest, open) else {
                return;
            };
            let body = &rest[open + 1..close];
            rest = &rest[close + 1..];
            if head.starts_with('@') {
                continue;
            }
            let declarations: Vec<(String, String)> = body
                .split(';')
                .filter_map(|d| d.split_once(':'))
                .map(|(p, v)| {
                    let v = v.trim().trim_end_matches("!important").trim();
                    (p.trim().to_ascii_lowercase(), v.to_string())
                })
                .filter(|(p, v)| !p.is_empty() && !v.is_empty())
                .collect();
            for selector in head.split(',') {
                if let Some(chain) = selector_chain(selector) {
                    let classes = chain.iter().map(|c| c.classes.len() + c.attrs.len()).sum();
                    let types = chain.iter().filter(|c| c.tag.is_some()).count();
                    self.rules.push(Rule {
                        chain,
                        specificity: (classes, types),
                        declarations: declarations.clone(),
                    });
                }
            }
        }
    }

    /// The declarations that apply to the last element of `chain` (the root first), in
    /// the cascade's order: a later one wins over an earlier one of the same property.
    pub fn declared<'s>(&'s self, chain: &[&Tag]) -> Vec<(&'s str, &'s str)> {
        let mut found: Vec<(&Rule, usize)> = self
            .rules
            .iter()
            .enumerate()
            .filter(|(_, r)| matches(&r.chain, chain))
            .map(|(i, r)| (r, i))
            .collect();
        found.sort_by_key(|(r, i)| (r.specificity, *i));
        found
            .into_iter()
            .flat_map(|(r, _)| r.declarations.iter().map(|(p, v)| (p.as_str(), v.as_str())))
            .collect()
    }
}

/// The text without its `/* … */` comments.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        match rest[start + 2..].find("*/") {
            Some(end) => rest = &rest[start + 2 + end + 2..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

/// Where the block opened at `open` closes (nested blocks included).
fn block_end(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

/// A selector's compounds, or `None` for one this cascade does not match.
fn selector_chain(selector: &str) -> Option<Vec<Compound>> {
    let chain: Option<Vec<Compound>> = selector.split_whitespace().map(compound).collect();
    chain.filter(|c| !c.is_empty())
}

fn compound(text: &str) -> Option<Compound> {
    let mut c = Compound::default();
    let name_end = |s: &str| {
        s.find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '-' || ch == '_'))
            .unwrap_or(s.len())
    };
    let mut rest = text;
    if let Some(r) = rest.strip_prefix('*') {
        rest = r;
    } else {
        let end = name_end(rest);
        if end > 0 {
            c.tag = Some(rest[..end].to_string());
            rest = &rest[end..];
        }
    }
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = name_end(r);
            if end == 0 {
                return None;
            }
            c.classes.push(r[..end].to_string());
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let close = r.find(']')?;
            let inside = &r[..close];
            rest = &r[close + 1..];
            let attr = match inside.split_once('=') {
                Some((k, v)) => (
                    k.trim().to_string(),
                    Some(v.trim().trim_matches(|q| q == '"' || q == '\'').to_string()),
                ),
                None => (inside.trim().to_string(), None),
            };
            c.attrs.push(attr);
        } else {
            // A pseudo-class, a combinator, anything else: not matched.
            return None;
        }
    }
    Some(c)
}

fn matches(selector: &[Compound], chain: &[&Tag]) -> bool {
    let Some((last, outer)) = selector.split_last() else {
        return false;
    };
    let Some((element, ancestors)) = chain.split_last() else {
        return false;
    };
    if !compound_matches(last, element) {
        return false;
    }
    // Each outer compound on some ancestor, nearest first.
    let mut ancestors = ancestors.iter().rev();
    outer
        .iter()
        .rev()
        .all(|c| ancestors.any(|a| compound_matches(c, a)))
}

fn compound_matches(c: &Compound, t: &Tag) -> bool {
    if c.tag.as_ref().is_some_and(|tag| *tag != t.name) {
        return false;
    }
    let class = t.get("class").unwrap_or("");
    c.classes
        .iter()
        .all(|name| class.split_whitespace().any(|k| k == name))
        && c.attrs.iter().all(|(k, v)| match (t.get(k), v) {
            (Some(have), Some(want)) => have == want,
            (Some(_), None) => true,
            (None, _) => false,
        })
}

/// `value` with each `var(--name)` or `var(--name, fallback)` replaced by what `lookup`
/// gives for the name (or the fallback, or nothing). A value that holds another
/// `var()` is resolved again, a few rounds at most.
pub fn resolve<'v>(value: &str, lookup: &dyn Fn(&str) -> Option<&'v str>) -> String {
    let mut v = value.to_string();
    for _ in 0..8 {
        if !v.contains("var(") {
            break;
        }
        let mut out = String::new();
        let mut rest = v.as_str();
        while let Some(start) = rest.find("var(") {
            let inner = &rest[start + 4..];
            let Some(end) = closing_paren(inner) else {
                break;
            };
            out.push_str(&rest[..start]);
            let (name, fallback) = match inner[..end].split_once(',') {
                Some((n, f)) => (n.trim(), Some(f.trim())),
                None => (inner[..end].trim(), None),
            };
            out.push_str(lookup(name).or(fallback).unwrap_or(""));
            rest = &inner[end + 1..];
        }
        out.push_str(rest);
        if out == v {
            break;
        }
        v = out;
    }
    v
}

/// Where the parenthesis opened before `text` closes.
fn closing_paren(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 0 => return Some(i),
            ')' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// A colour as SVG 1.1 writes it everywhere: `#rrggbb` (or `none`, or the value as it
/// is), with the opacity an `rgba()` carried. `transparent` is `none`.
pub fn colour(value: &str) -> (String, Option<f64>) {
    let v = value.trim();
    if v == "transparent" {
        return ("none".to_string(), None);
    }
    let Some(inner) = v
        .strip_prefix("rgba(")
        .or_else(|| v.strip_prefix("rgb("))
        .and_then(|r| r.strip_suffix(')'))
    else {
        return (v.to_string(), None);
    };
    let parts: Vec<f64> = inner
        .split([',', '/', ' '])
        .filter(|p| !p.is_empty())
        .filter_map(|p| p.trim().parse().ok())
        .collect();
    match parts.as_slice() {
        [r, g, b, rest @ ..] => {
            let byte = |c: f64| c.clamp(0.0, 255.0).round() as u8;
            let hex = format!("#{:02x}{:02x}{:02x}", byte(*r), byte(*g), byte(*b));
            (hex, rest.first().copied().filter(|a| *a < 1.0))
        }
        _ => (v.to_string(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(name: &str, attrs: &[(&str, &str)]) -> Tag {
        Tag {
            name: name.to_string(),
            attrs: attrs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            children: Vec::new(),
        }
    }

    #[test]
    fn the_cascade_orders_by_specificity_then_by_place() {
        let sheet = Sheet::parse(&[
            "/* a comment { } */ .board .count { fill: red; font-size: 23px }\n\
             .board .count.wide { font-size: 19px; }\n\
             svg.board[data-game=\"katro\"] .count { fill: blue }\n\
             .board .count:hover, .board > .count, .board .count + .x { fill: green }\n\
             @media (max-width: 40rem) { .board .count { font-size: 28px; } }\n\
             .board .count { fill: var(--ink, black) !important; }",
        ]);
        let root = tag("svg", &[("class", "board main"), ("data-game", "katro")]);
        let g = tag("g", &[("class", "hole")]);
        let count = tag("text", &[("class", "count wide")]);
        let got = sheet.declared(&[&root, &g, &count]);
        assert_eq!(
            got,
            [
                ("fill", "red"),
                ("font-size", "23px"),
                ("fill", "var(--ink, black)"),
                ("font-size", "19px"),
                ("fill", "blue"),
            ]
        );
        let other = tag("svg", &[("class", "board"), ("data-game", "kiothi")]);
        let plain = tag("text", &[("class", "count")]);
        let got = sheet.declared(&[&other, &plain]);
        assert_eq!(
            got,
            [
                ("fill", "red"),
                ("font-size", "23px"),
                ("fill", "var(--ink, black)")
            ]
        );
        assert!(sheet.declared(&[&plain]).is_empty(), "no .board ancestor");
    }

    #[test]
    fn variables_resolve_with_their_fallbacks_and_colours_are_written_for_svg() {
        let vars = |name: &str| match name {
            "--ink" => Some("#123456"),
            "--deep" => Some("var(--ink)"),
            _ => None,
        };
        assert_eq!(resolve("var(--ink)", &vars), "#123456");
        assert_eq!(resolve("var(--none, #fff)", &vars), "#fff");
        assert_eq!(resolve("1px solid var(--deep)", &vars), "1px solid #123456");
        assert_eq!(resolve("var(--none)", &vars), "");
        assert_eq!(resolve("var(--broken", &vars), "var(--broken");
        assert_eq!(
            colour("rgba(255, 236, 200, 0.10)"),
            ("#ffecc8".to_string(), Some(0.1))
        );
        assert_eq!(colour("rgb(1, 2, 3)"), ("#010203".to_string(), None));
        assert_eq!(colour("transparent"), ("none".to_string(), None));
        assert_eq!(colour("url(#wood)"), ("url(#wood)".to_string(), None));
        assert_eq!(colour("rgba(x)"), ("rgba(x)".to_string(), None));
    }

    #[test]
    fn broken_sheets_are_read_as_far_as_they_go() {
        for css in [
            "",
            "{",
            "}",
            "a {",
            ".b { fill }",
            "[x { y: z }",
            ". { a: b }",
            "@media {",
        ] {
            let sheet = Sheet::parse(&[css]);
            let _ = sheet.declared(&[&tag("svg", &[])]);
        }
    }
}
