//! What an author pastes into the builder, read: a figure's code (`<iframe>`,
//! `<mancala-figure>`, `data-mancala-atlas`), its address or bare query, or a game's
//! record.

use super::{Draft, PasteError};

use crate::engine::Annotated;
use crate::ui::platform::query::{self};
use crate::ui::platform::xml;

/// Reads what an author pasted: a figure's `<iframe>`, `<mancala-figure>` or
/// `data-mancala-atlas` code, its address (or bare query), or a game's record (text or
/// JSON, as the app exports it).
///
/// # Errors
/// Why it opens no figure: the embed's reason for a figure, the record reader's for a
/// text that is neither.
pub fn read_pasted(text: &str) -> Result<Draft, PasteError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PasteError::Empty);
    }
    let figure = Draft::from_query;
    if let Some(attrs) = tag_attributes(text, "mancala-figure") {
        let q: Vec<(String, String)> = attrs
            .into_iter()
            .filter(|(k, _)| !not_a_parameter(k))
            .collect();
        let mut d = figure(&query::write(&q))?;
        if d.width.is_empty() {
            d.width = max_width(text).unwrap_or_default();
        }
        return Ok(d);
    }
    if let Some(attrs) = tag_attributes(text, "iframe") {
        let get = |name: &str| {
            attrs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        };
        let src = get("src").unwrap_or_default();
        let path = src.split(['?', '#']).next().unwrap_or_default();
        if !path.ends_with("embed.html") && !src.trim_start().starts_with('?') {
            return Err(PasteError::NotAFigure(src.chars().take(80).collect()));
        }
        let mut d = figure(query::of_address(&src))?;
        if d.width.is_empty() {
            // An older code's width, on the frame itself.
            d.width = get("width").filter(|w| w != "100%").unwrap_or_default();
        }
        d.height = get("height").unwrap_or_default();
        return Ok(d);
    }
    if let Some(q) = tag_attributes(text, "div")
        .and_then(|a| a.into_iter().find(|(k, _)| k == "data-mancala-atlas"))
    {
        let mut d = figure(&q.1)?;
        if d.width.is_empty() {
            d.width = max_width(text).unwrap_or_default();
        }
        return Ok(d);
    }
    let looks_like_figure = text.contains("embed.html")
        || (!text.contains('\n')
            && (text.starts_with("game=") || text.starts_with("record=") || text.starts_with('?')));
    if looks_like_figure {
        return figure(query::of_address(text));
    }
    // An annotated record keeps what is said of its moves, and its header.
    match Annotated::parse_any(text) {
        Ok(a) => match Draft::of_annotated(&a) {
            Some(d) => Ok(d),
            None => match a.into_record() {
                Ok(r) => Ok(Draft::of_record(&r)),
                Err(e) => Err(PasteError::Nothing(e)),
            },
        },
        Err(e) => Err(PasteError::Nothing(e)),
    }
}

/// The element's own attributes, which `embed.js` does not read as parameters.
fn not_a_parameter(name: &str) -> bool {
    matches!(
        name,
        "id" | "class"
            | "style"
            | "title"
            | "hidden"
            | "slot"
            | "part"
            | "tabindex"
            | "role"
            | "dir"
    ) || name.starts_with("data-")
        || name.starts_with("aria-")
}

/// The `max-width` a code's `style` gives its figure.
fn max_width(text: &str) -> Option<String> {
    let start = text.find("max-width:")? + "max-width:".len();
    let w: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '%')
        .collect();
    (!w.is_empty()).then_some(w)
}

/// The attributes of the first `<tag …>` in an HTML text, their values decoded, or
/// `None` if there is no such tag.
fn tag_attributes(html: &str, tag: &str) -> Option<Vec<(String, String)>> {
    let lower = html.to_ascii_lowercase();
    let open = format!("<{tag}");
    let mut from = 0;
    let start = loop {
        let at = from + lower[from..].find(&open)?;
        let after = lower[at + open.len()..].chars().next();
        if after.is_none_or(|c| c.is_whitespace() || c == '>' || c == '/') {
            break at + open.len();
        }
        from = at + open.len();
    };
    let mut rest = html[start..].chars().peekable();
    let mut out = Vec::new();
    loop {
        while rest.peek().is_some_and(|c| c.is_whitespace() || *c == '/') {
            rest.next();
        }
        match rest.peek() {
            None | Some('>') => return Some(out),
            _ => {}
        }
        let name: String =
            std::iter::from_fn(|| rest.next_if(|c| !c.is_whitespace() && !"=>/".contains(*c)))
                .collect::<String>()
                .to_ascii_lowercase();
        while rest.peek().is_some_and(|c| c.is_whitespace()) {
            rest.next();
        }
        let value = if rest.next_if_eq(&'=').is_some() {
            while rest.peek().is_some_and(|c| c.is_whitespace()) {
                rest.next();
            }
            match rest.peek().copied() {
                Some(q @ ('"' | '\'')) => {
                    rest.next();
                    let v: String = std::iter::from_fn(|| rest.next_if(|c| *c != q)).collect();
                    rest.next();
                    v
                }
                _ => std::iter::from_fn(|| rest.next_if(|c| !c.is_whitespace() && *c != '>'))
                    .collect(),
            }
        } else {
            String::new()
        };
        if name.is_empty() {
            rest.next();
        } else {
            out.push((name, xml::unescape(&value)));
        }
    }
}
