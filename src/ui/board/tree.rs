//! A drawing as a tree of elements, without Yew: the board's drawing (`picture.rs`), a
//! figure's frame, the start screen and the print's images are written as such trees;
//! the Yew views turn them into Yew's nodes, and [`Node::markup`] writes them as markup
//! (a figure's first drawing, the light start screen, an image).

use std::fmt::Write as _;

use super::layout;
use crate::ui::platform::xml::escape_into;

/// A node of the drawing: an element or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    /// An element.
    El(El),
    /// Text.
    Text(String),
}

/// An element: its tag, its attributes in order, its children.
#[derive(Clone, Debug, PartialEq)]
pub struct El {
    /// The tag (`svg`, `g`, `circle`, …).
    pub tag: &'static str,
    /// The attributes, in the order they are written.
    pub attrs: Vec<(&'static str, String)>,
    /// The children.
    pub children: Vec<Node>,
}

impl El {
    /// An element without attributes or children.
    pub fn new(tag: &'static str) -> El {
        El {
            tag,
            attrs: Vec::new(),
            children: Vec::new(),
        }
    }

    /// With the attribute `key="value"`.
    pub fn attr(mut self, key: &'static str, value: impl Attr) -> El {
        self.attrs.push((key, value.text()));
        self
    }

    /// With the attribute if there is a value.
    pub fn opt(self, key: &'static str, value: Option<impl Attr>) -> El {
        match value {
            Some(v) => self.attr(key, v),
            None => self,
        }
    }

    /// With a `class` of the names given (those that are `None` left out).
    pub fn class<'a>(self, names: impl IntoIterator<Item = Option<&'a str>>) -> El {
        let names: Vec<&str> = names.into_iter().flatten().collect();
        self.attr("class", names.join(" "))
    }

    /// With a child.
    pub fn child(mut self, node: impl Into<Node>) -> El {
        self.children.push(node.into());
        self
    }

    /// With children.
    pub fn children(mut self, nodes: impl IntoIterator<Item = Node>) -> El {
        self.children.extend(nodes);
        self
    }

    /// With a text child.
    pub fn text(self, text: impl Into<String>) -> El {
        self.child(Node::Text(text.into()))
    }

    /// The value of the attribute `key`, if any.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }
}

/// An attribute's value: text, a number (a drawing's number with at most one decimal,
/// [`layout::num`]), a count, a yes or no.
pub trait Attr {
    /// The value as the attribute's text.
    fn text(self) -> String;
}

impl Attr for &str {
    fn text(self) -> String {
        self.to_string()
    }
}

impl Attr for String {
    fn text(self) -> String {
        self
    }
}

impl Attr for &String {
    fn text(self) -> String {
        self.clone()
    }
}

impl Attr for f64 {
    fn text(self) -> String {
        layout::num(self)
    }
}

impl Attr for bool {
    fn text(self) -> String {
        self.to_string()
    }
}

macro_rules! count_attr {
    ($($t:ty),*) => {$(
        impl Attr for $t {
            fn text(self) -> String {
                self.to_string()
            }
        }
    )*};
}
count_attr!(u8, u32, usize);

impl From<El> for Node {
    fn from(e: El) -> Node {
        Node::El(e)
    }
}

impl Node {
    /// The node as markup (HTML, SVG inside it), text and attribute values escaped.
    pub fn markup(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Node::Text(t) => escape_into(t, out),
            Node::El(e) => {
                out.push('<');
                out.push_str(e.tag);
                for (k, v) in &e.attrs {
                    let _ = write!(out, " {k}=\"");
                    escape_into(v, out);
                    out.push('"');
                }
                out.push('>');
                // An HTML element that has no content has no end tag either.
                if matches!(e.tag, "link" | "meta" | "br" | "img" | "input") {
                    return;
                }
                for c in &e.children {
                    c.write(out);
                }
                let _ = write!(out, "</{}>", e.tag);
            }
        }
    }
}
