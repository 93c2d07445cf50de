//! A drawing tree with its own strings, for the image writer: made from the board's
//! drawing ([`El`], in the app, the figure and the CLI) or read back from its markup
//! ([`parse`]: what the app and the figure hand to the print bundle, which has no
//! engine and no drawing code of its own). Either way the writer gets the same tree.

use crate::ui::board::tree::{El, Node};
use crate::ui::platform::xml::unescape;

/// An element of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// Its name (`svg`, `g`, `text`, …).
    pub name: String,
    /// Its attributes, in order.
    pub attrs: Vec<(String, String)>,
    /// Its children.
    pub children: Vec<Item>,
}

/// A child: an element or text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// An element.
    Tag(Tag),
    /// Text.
    Text(String),
}

impl Tag {
    /// The value of the attribute `key`, if any.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Whether its `class` holds `name`.
    pub fn has_class(&self, name: &str) -> bool {
        self.get("class")
            .is_some_and(|c| c.split_whitespace().any(|k| k == name))
    }

    /// Its text, and that of every element in it, in order.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for c in &self.children {
            match c {
                Item::Text(t) => out.push_str(t),
                Item::Tag(t) => out.push_str(&t.text()),
            }
        }
        out
    }
}

impl From<&El> for Tag {
    fn from(e: &El) -> Tag {
        Tag {
            name: e.tag.to_string(),
            attrs: e
                .attrs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
            children: e
                .children
                .iter()
                .map(|c| match c {
                    Node::El(e) => Item::Tag(e.into()),
                    Node::Text(t) => Item::Text(t.clone()),
                })
                .collect(),
        }
    }
}

/// Why markup cannot be read: where, and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkupError {
    /// The byte offset.
    pub at: usize,
    /// What was expected.
    pub expected: &'static str,
}

impl std::fmt::Display for MarkupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the drawing's markup at byte {}: expected {}",
            self.at, self.expected
        )
    }
}

/// The element of `markup`: one element, as [`Node::markup`] writes it (attributes in
/// double quotes, text escaped; `<x/>` is read too). Nothing is left over after it.
///
/// # Errors
/// Markup that is not one well-formed element.
pub fn parse(markup: &str) -> Result<Tag, MarkupError> {
    let mut r = Reader { s: markup, at: 0 };
    r.space();
    let tag = r.element(0)?;
    r.space();
    if r.at != markup.len() {
        return Err(r.error("the end after the element"));
    }
    Ok(tag)
}

struct Reader<'a> {
    s: &'a str,
    at: usize,
}

/// Deeper than any drawing: a bound on the reader's recursion.
const MAX_DEPTH: usize = 64;

impl Reader<'_> {
    fn error(&self, expected: &'static str) -> MarkupError {
        MarkupError {
            at: self.at,
            expected,
        }
    }

    fn rest(&self) -> &str {
        &self.s[self.at..]
    }

    fn space(&mut self) {
        let trimmed = self.rest().trim_start();
        self.at = self.s.len() - trimmed.len();
    }

    fn eat(&mut self, prefix: &str) -> bool {
        if self.rest().starts_with(prefix) {
            self.at += prefix.len();
            true
        } else {
            false
        }
    }

    fn name(&mut self) -> Result<String, MarkupError> {
        let end = self
            .rest()
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.')))
            .unwrap_or(self.rest().len());
        if end == 0 {
            return Err(self.error("a name"));
        }
        let name = self.rest()[..end].to_string();
        self.at += end;
        Ok(name)
    }

    fn element(&mut self, depth: usize) -> Result<Tag, MarkupError> {
        if depth > MAX_DEPTH {
            return Err(self.error("a shallower drawing"));
        }
        if !self.eat("<") {
            return Err(self.error("<"));
        }
        let name = self.name()?;
        let mut tag = Tag {
            name,
            attrs: Vec::new(),
            children: Vec::new(),
        };
        loop {
            self.space();
            if self.eat("/>") {
                return Ok(tag);
            }
            if self.eat(">") {
                break;
            }
            let key = self.name()?;
            self.space();
            if !self.eat("=") {
                return Err(self.error("="));
            }
            self.space();
            if !self.eat("\"") {
                return Err(self.error("a value in double quotes"));
            }
            let end = self
                .rest()
                .find('"')
                .ok_or_else(|| self.error("the value's closing quote"))?;
            let value = unescape(&self.rest()[..end]);
            self.at += end + 1;
            tag.attrs.push((key, value));
        }
        loop {
            let end_tag = self.at;
            if self.eat("</") {
                let name = self.name()?;
                if name != tag.name {
                    return Err(MarkupError {
                        at: end_tag,
                        expected: "the element's own end tag",
                    });
                }
                self.space();
                if !self.eat(">") {
                    return Err(self.error(">"));
                }
                return Ok(tag);
            }
            if self.rest().starts_with('<') {
                let child = self.element(depth + 1)?;
                tag.children.push(Item::Tag(child));
                continue;
            }
            let end = self
                .rest()
                .find('<')
                .ok_or_else(|| self.error("the element's end tag"))?;
            tag.children.push(Item::Text(unescape(&self.rest()[..end])));
            self.at += end;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawings_markup_reads_back_as_its_tree() {
        let el = El::new("svg")
            .attr("viewBox", "0 0 10 10")
            .attr("aria-label", "a \"quoted\" <board> & more")
            .child(
                El::new("g")
                    .attr("class", "hole")
                    .child(El::new("circle").attr("r", "4")),
            )
            .child(El::new("text").text("1 < 2 & \u{202B}جنوب\u{202C}"));
        let markup = Node::from(el.clone()).markup();
        assert_eq!(parse(&markup), Ok(Tag::from(&el)));
        assert_eq!(
            parse(r#"<a x="1"/>"#).map(|t| t.attrs),
            Ok(vec![("x".into(), "1".into())])
        );
    }

    #[test]
    fn broken_markup_is_refused_with_where() {
        for (markup, at) in [
            ("", 0),
            ("text", 0),
            ("<svg", 4),
            ("<svg x=1></svg>", 7),
            ("<svg x=\"1></svg>", 8),
            ("<svg><g></svg>", 8),
            ("<svg></svg> more", 12),
            ("<svg>text", 5),
        ] {
            let e = parse(markup).unwrap_err();
            assert_eq!(e.at, at, "{markup}: {e}");
        }
        let deep = "<g>".repeat(100) + &"</g>".repeat(100);
        assert!(parse(&deep).is_err());
    }
}
