//! Images for print: a board as a standalone SVG file that looks the same anywhere —
//! in a browser, an editor, a word processor, a PDF — and, drawn onto a canvas in the
//! browser, as a PNG (`super::print::image`).
//!
//! One writer, on the board's drawing tree ([`super::board::picture`]): the CLI's `svg`
//! command, the app's and the figure's "Download image" write the same file for the
//! same board. The file carries everything it needs:
//!
//! - **styles inlined**: each element gets the colours, strokes and opacities that
//!   `static/board.css` (and the figure's themes in `static/embed.css`) give it in the
//!   app, found by a small cascade over the same stylesheets ([`css`]), written as SVG
//!   presentation attributes (`rgba()` as a colour and an opacity, the wood's CSS
//!   shadow as an SVG filter), so that the image cannot drift from the app's look;
//! - **text as outlines**: every word on the board and in the caption is drawn as a
//!   path from the outlines of DejaVu Sans ([`outline`]: Latin letters with Turkish's,
//!   digits, punctuation) — no font is needed to show it. Text with a character outside
//!   that set (Persian) stays text, in a named font stack: it shows with the reader's
//!   fonts;
//! - the theme's paper behind the board, and the caption under it.
//!
//! The holes keep `data-hole` and `data-count`, the stores `data-store`, and the root
//! `data-game`, `data-to-move` and `data-phase`, as in the app.

#[cfg(target_arch = "wasm32")]
pub mod download;
#[cfg(target_arch = "wasm32")]
pub mod image;

pub mod control;
pub mod css;
pub mod markup;
pub mod outline;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::board::layout;
use super::board::picture::{self, Look};
use super::board::theme::Theme;
use super::board::tree::{El, Node};
use super::game::BoardView;
use super::i18n::Lang;
use super::platform::xml::escape_into;
use crate::engine::Position;
use css::Sheet;
use markup::{Item, Tag};
use outline::{num2, Fonts, Setting};

/// The scales a PNG is offered at (times the SVG's size).
pub const SCALES: [u32; 3] = [1, 2, 4];

/// What an image shows besides the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The figure's theme (the app's board is `wood`).
    pub theme: Theme,
    /// The file letters and rank numbers along the board (when the drawing has them).
    pub coordinates: bool,
    /// The players' names, and the mark of the player to move.
    pub names: bool,
    /// A caption under the board (the author's, in a figure).
    pub caption: Option<String>,
    /// A line under it saying what the move shown was, smaller (as a figure says it).
    pub note: Option<String>,
}

impl Default for Options {
    /// Wood, with the coordinates and the names, no caption.
    fn default() -> Options {
        Options {
            theme: Theme::Wood,
            coordinates: true,
            names: true,
            caption: None,
            note: None,
        }
    }
}

/// What an image is made with: the board's stylesheets and the outlines of its letters.
#[derive(Debug)]
pub struct Kit<'a> {
    sheet: Sheet,
    fonts: Fonts<'a>,
}

impl Kit<'static> {
    /// The crate's own: `static/board.css`, `static/embed.css` and the outlines it ships
    /// (compiled into the binary that calls this: the CLI, the print bundle, the tests).
    pub fn built_in() -> Kit<'static> {
        Kit {
            sheet: Sheet::parse(&[
                include_str!("../../../static/board.css"),
                include_str!("../../../static/embed.css"),
            ]),
            fonts: outline::built_in(),
        }
    }
}

/// The board of `p` as an image shows it: at rest (nothing playable, chosen or
/// animated), the players named by their sides, in landscape, with the coordinates
/// along it (an image may leave them out: [`Options::coordinates`]); turned half a
/// turn or not, in `lang`.
pub fn view(p: &Position, lang: Lang, flipped: bool) -> BoardView {
    let mut v = BoardView::still(p, lang);
    v.coordinates = true;
    v.flipped = flipped;
    v
}

/// The drawing of `view` for an image: the app's board drawing.
pub fn drawing(view: &BoardView, lang: Lang) -> El {
    picture::board(view, Look::default(), lang)
}

/// `t` without what `o` leaves out: the coordinates; the players' names, the mark of
/// the player to move and the band's highlight.
fn trimmed(t: &Tag, o: &Options) -> Tag {
    let gone = |c: &Item| match c {
        Item::Tag(t) => {
            (!o.coordinates && t.has_class("coordinate"))
                || (!o.names && (t.has_class("band-name") || t.has_class("turn-dot")))
        }
        Item::Text(_) => false,
    };
    let mut attrs = t.attrs.clone();
    if !o.names && t.has_class("band") {
        for (k, v) in &mut attrs {
            if k == "class" {
                *v = v
                    .split_whitespace()
                    .filter(|c| *c != "to-move")
                    .collect::<Vec<_>>()
                    .join(" ");
            }
        }
    }
    Tag {
        name: t.name.clone(),
        attrs,
        children: t
            .children
            .iter()
            .filter(|c| !gone(c))
            .map(|c| match c {
                Item::Tag(t) => Item::Tag(trimmed(t, o)),
                text => text.clone(),
            })
            .collect(),
    }
}

/// The standalone SVG file of the drawing `board` (the root `<svg class="board">` of
/// [`drawing`], or its markup read back with [`markup::parse`]).
pub fn svg(board: &Tag, o: &Options, kit: &Kit) -> String {
    let board = &trimmed(board, o);
    let [_, _, width, height] = view_box(board);
    let figure = Tag {
        name: "figure".into(),
        attrs: vec![(
            "class".into(),
            format!("atlas-embed theme-{}", o.theme.id()),
        )],
        children: Vec::new(),
    };
    let mut w = Writer {
        kit,
        filters: Vec::new(),
    };
    let page = w.style(&[&figure], &Style::default());

    // The board's children, styled as in the app (the figure around it gives the theme).
    let root_style = w.style(&[&figure, board], &page);
    let mut body = String::new();
    for child in &board.children {
        w.item(child, &mut vec![&figure, board], &root_style, &mut body);
    }
    // The shared gradients, styled as the page's.
    let defs_tree = Tag::from(&match picture::defs() {
        Node::El(e) => e,
        Node::Text(_) => El::new("svg"),
    });
    let defs_style = w.style(&[&figure, &defs_tree], &page);
    let mut defs = String::new();
    for child in &defs_tree.children {
        if let Item::Tag(t) = child {
            for c in &t.children {
                w.item(c, &mut vec![&figure, &defs_tree, t], &defs_style, &mut defs);
            }
        }
    }
    for f in &w.filters {
        defs.push_str(f);
    }

    let caption = w.caption(o, &figure, &page, width, height);
    let total = height + caption.1;
    let paper = page.var("--e-paper").unwrap_or("#ffffff");
    let (paper, paper_opacity) = css::colour(paper);

    let mut out = String::new();
    out.push_str("<svg xmlns=\"http://www.w3.org/2000/svg\"");
    let size = [0.0, 0.0, width, total].map(num2).join(" ");
    attr(&mut out, "viewBox", &size);
    attr(&mut out, "width", &num2(width));
    attr(&mut out, "height", &num2(total));
    for (k, v) in &board.attrs {
        if k == "class" || k.starts_with("data-") {
            attr(&mut out, k, v);
        }
    }
    let label = board.get("aria-label").unwrap_or("");
    attr(&mut out, "role", "img");
    attr(&mut out, "aria-label", label);
    out.push('>');
    out.push_str("<title>");
    escape_into(label, &mut out);
    out.push_str("</title>");
    let _ = write!(out, "<defs>{defs}</defs>");
    out.push_str("<rect class=\"paper\"");
    attr(&mut out, "width", &num2(width));
    attr(&mut out, "height", &num2(total));
    attr(&mut out, "fill", &paper);
    if let Some(a) = paper_opacity {
        attr(&mut out, "fill-opacity", &num2(a));
    }
    out.push_str("></rect>");
    out.push_str(&body);
    out.push_str(&caption.0);
    out.push_str("</svg>");
    out
}

/// The four numbers of the root's `viewBox` (a square of 100 if it has none).
fn view_box(t: &Tag) -> [f64; 4] {
    let n: Vec<f64> = t
        .get("viewBox")
        .unwrap_or("")
        .split([' ', ','])
        .filter_map(|n| n.parse().ok())
        .filter(|n: &f64| n.is_finite())
        .collect();
    match n.as_slice() {
        &[x, y, w, h] if w > 0.0 && h > 0.0 => [x, y, w, h],
        _ => [0.0, 0.0, 100.0, 100.0],
    }
}

/// An element's styles as its children inherit them: custom properties, and the
/// properties of text and paint that SVG inherits.
#[derive(Clone, Debug, Default)]
struct Style {
    vars: BTreeMap<String, String>,
    inherited: BTreeMap<&'static str, String>,
}

impl Style {
    fn var(&self, name: &str) -> Option<&str> {
        self.vars.get(name).map(String::as_str)
    }
    fn get(&self, name: &str) -> Option<&str> {
        self.inherited.get(name).map(String::as_str)
    }
}

/// Properties written as attributes when an element is given them.
const WRITTEN: [&str; 12] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "stop-color",
    "stop-opacity",
    "filter",
];

/// Properties an element's children inherit (those a text's outline is drawn with).
const INHERITED: [&str; 9] = [
    "fill",
    "fill-opacity",
    "color",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
    "letter-spacing",
    "display",
];

/// Attributes of the drawing an image does without: what the app listens on or says
/// to assistive technology about a board that can be played.
fn dropped(key: &str) -> bool {
    matches!(
        key,
        "role" | "tabindex" | "focusable" | "data-fit" | "style"
    ) || key.starts_with("aria-")
}

struct Writer<'k, 'a> {
    kit: &'k Kit<'a>,
    /// The filters the elements use, as `<filter>` elements.
    filters: Vec<String>,
}

impl Writer<'_, '_> {
    /// The style of the last element of `chain`: its own properties (resolved) and
    /// what it passes on.
    fn style(&self, chain: &[&Tag], parent: &Style) -> Style {
        self.styled(chain, parent).0
    }

    fn styled(&self, chain: &[&Tag], parent: &Style) -> (Style, BTreeMap<&'static str, String>) {
        let declared = self.kit.sheet.declared(chain);
        let mut style = parent.clone();
        for (p, v) in &declared {
            if p.starts_with("--") {
                let value = css::resolve(v, &|n| style.var(n));
                style.vars.insert(p.to_string(), value);
            }
        }
        let mut own = BTreeMap::new();
        for (p, v) in &declared {
            let key = WRITTEN.iter().chain(INHERITED.iter()).find(|k| *k == p);
            if let Some(&key) = key {
                own.insert(key, css::resolve(v, &|n| style.var(n)));
            }
        }
        for (k, v) in &own {
            if INHERITED.contains(k) {
                style.inherited.insert(k, v.clone());
            }
        }
        (style, own)
    }

    fn item<'t>(
        &mut self,
        item: &'t Item,
        chain: &mut Vec<&'t Tag>,
        parent: &Style,
        out: &mut String,
    ) {
        match item {
            Item::Text(t) => escape_into(t, out),
            Item::Tag(t) => {
                chain.push(t);
                self.tag(t, chain, parent, out);
                chain.pop();
            }
        }
    }

    fn tag<'t>(&mut self, t: &'t Tag, chain: &mut Vec<&'t Tag>, parent: &Style, out: &mut String) {
        let (style, own) = self.styled(chain, parent);
        if style.get("display") == Some("none") {
            return;
        }
        if t.name == "text" {
            self.text(t, &style, out);
            return;
        }
        out.push('<');
        out.push_str(&t.name);
        for (k, v) in &t.attrs {
            if !dropped(k) {
                attr(out, k, v);
            }
        }
        self.paint(&own, out);
        out.push('>');
        for c in &t.children {
            self.item(c, chain, &style, out);
        }
        let _ = write!(out, "</{}>", t.name);
    }

    /// An element's own paint as presentation attributes.
    fn paint(&mut self, own: &BTreeMap<&'static str, String>, out: &mut String) {
        let opacity = |k: &str| own.get(k).and_then(|v| v.parse::<f64>().ok());
        for (k, v) in own {
            match *k {
                "fill" | "stroke" | "stop-color" => {
                    let (c, alpha) = css::colour(v);
                    attr(out, k, &c);
                    let o = match *k {
                        "fill" => "fill-opacity",
                        "stroke" => "stroke-opacity",
                        _ => "stop-opacity",
                    };
                    if let Some(a) = alpha {
                        attr(out, o, &num2(a * opacity(o).unwrap_or(1.0)));
                    }
                }
                "fill-opacity" | "stroke-opacity" | "stop-opacity" => {
                    let colour = match *k {
                        "fill-opacity" => "fill",
                        "stroke-opacity" => "stroke",
                        _ => "stop-color",
                    };
                    // Said with the colour's own opacity when it has one.
                    if own.get(colour).is_none_or(|c| css::colour(c).1.is_none()) {
                        attr(out, k, v);
                    }
                }
                "filter" => {
                    if let Some(f) = self.filter(v) {
                        attr(out, k, &f);
                    }
                }
                "stroke-width" | "stroke-dasharray" | "opacity" | "stroke-linecap"
                | "stroke-linejoin" => attr(out, k, &v.replace("px", "")),
                _ => {}
            }
        }
    }

    /// CSS's `drop-shadow(dx dy blur colour)` as an SVG filter (one per shadow), by
    /// its `url(#…)`; `None` for any other filter.
    fn filter(&mut self, value: &str) -> Option<String> {
        let inner = value
            .trim()
            .strip_prefix("drop-shadow(")?
            .strip_suffix(')')?;
        let (lengths, colour) = match inner.find("rgb") {
            Some(i) => (&inner[..i], &inner[i..]),
            None => match inner.rfind(' ') {
                Some(i) => (&inner[..i], &inner[i + 1..]),
                None => (inner, "black"),
            },
        };
        let n: Vec<f64> = lengths
            .split_whitespace()
            .filter_map(|l| l.trim_end_matches("px").parse().ok())
            .collect();
        let &[dx, dy, blur] = n.as_slice() else {
            return None;
        };
        let (flood, alpha) = css::colour(colour);
        let id = format!("shadow-{}", self.filters.len());
        self.filters.push(format!(
            "<filter id=\"{id}\" color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"{}\"></feGaussianBlur><feOffset dx=\"{}\" dy=\"{}\" result=\"offset\"></feOffset><feFlood flood-color=\"{flood}\" flood-opacity=\"{}\"></feFlood><feComposite in2=\"offset\" operator=\"in\"></feComposite><feMerge><feMergeNode></feMergeNode><feMergeNode in=\"SourceGraphic\"></feMergeNode></feMerge></filter>",
            num2(blur / 2.0),
            num2(dx),
            num2(dy),
            num2(alpha.unwrap_or(1.0)),
        ));
        Some(format!("url(#{id})"))
    }

    /// A `<text>` as the outline of its words (or as text, with a font stack, when a
    /// character has no outline).
    fn text(&self, t: &Tag, style: &Style, out: &mut String) {
        let number = |k: &str| t.get(k).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
        let (x, y) = (number("x"), number("y"));
        let raw = t.text();
        let words: String = raw.chars().filter(|c| !is_bidi_control(*c)).collect();
        let fill = style.get("fill").unwrap_or("#000000");
        let size = style
            .get("font-size")
            .and_then(|s| s.trim_end_matches("px").parse::<f64>().ok())
            .unwrap_or(16.0);
        let bold = style
            .get("font-weight")
            .is_some_and(|w| w == "bold" || w.parse::<u32>().is_ok_and(|n| n >= 600));
        let spacing = style
            .get("letter-spacing")
            .and_then(|s| s.trim_end_matches("px").parse::<f64>().ok())
            .unwrap_or(0.0);
        let anchor = style.get("text-anchor").unwrap_or("start");
        let central = style.get("dominant-baseline") == Some("central");
        let mut s = Setting {
            spacing,
            ..Setting::new(size, bold)
        };
        let fonts = &self.kit.fonts;
        let (colour, alpha) = css::colour(fill);
        let paint = |out: &mut String| {
            attr(out, "fill", &colour);
            if let Some(a) = alpha {
                attr(out, "fill-opacity", &num2(a));
            }
            if let Some(tr) = t.get("transform") {
                attr(out, "transform", tr);
            }
        };
        if !fonts.covers(&words) {
            out.push_str("<text");
            if let Some(c) = t.get("class") {
                attr(out, "class", c);
            }
            attr(out, "x", &num2(x));
            attr(out, "y", &num2(y));
            text_font(out, size, bold, anchor, central);
            paint(out);
            out.push('>');
            escape_into(&raw, out);
            out.push_str("</text>");
            return;
        }
        let mut width = fonts.width(&words, s);
        let room = t.get("data-fit").and_then(|r| r.parse::<f64>().ok());
        if let Some(room) = room.filter(|r| *r > 0.0 && width > *r) {
            s.squeeze = room / width;
            width = room;
        }
        let start = match anchor {
            "middle" => x - width / 2.0,
            "end" => x - width,
            _ => x,
        };
        let baseline = if central { y + fonts.central(s) } else { y };
        let d = fonts.path(&words, (start, baseline), s);
        if d.is_empty() {
            return;
        }
        out.push_str("<path");
        if let Some(c) = t.get("class") {
            attr(out, "class", c);
        }
        attr(out, "d", &d);
        paint(out);
        out.push_str("></path>");
    }

    /// The caption's markup under a board `width` wide and `top` high, and how much
    /// higher it makes the image (0 without a caption).
    fn caption(
        &self,
        o: &Options,
        figure: &Tag,
        page: &Style,
        width: f64,
        top: f64,
    ) -> (String, f64) {
        let lines: Vec<(&str, &str, f64)> = [
            (o.caption.as_deref(), "embed-author", layout::CAPTION_SIZE),
            (o.note.as_deref(), "embed-what", layout::CAPTION_NOTE_SIZE),
        ]
        .into_iter()
        .filter_map(|(text, class, size)| {
            let text = text?.trim();
            (!text.is_empty()).then_some((text, class, size))
        })
        .collect();
        if lines.is_empty() {
            return (String::new(), 0.0);
        }
        let caption = Tag {
            name: "figcaption".into(),
            attrs: vec![("class".into(), "embed-caption".into())],
            children: Vec::new(),
        };
        let caption_style = self.style(&[figure, &caption], page);
        let room = width - 2.0 * layout::CAPTION_PAD;
        let mut out = String::from("<g class=\"caption\">");
        let mut y = top + layout::CAPTION_GAP;
        for (text, class, size) in lines {
            let span = Tag {
                name: "span".into(),
                attrs: vec![("class".into(), class.into())],
                children: Vec::new(),
            };
            let style = self.style(&[figure, &caption, &span], &caption_style);
            let ink = style.get("color").unwrap_or("#000000");
            let (ink, alpha) = css::colour(ink);
            let s = Setting::new(size, false);
            let fonts = &self.kit.fonts;
            let outlined = fonts.covers(text);
            let step = size * layout::CAPTION_LEADING;
            for line in wrap(text, room, &|w| {
                if outlined {
                    fonts.width(w, s)
                } else {
                    // Text with the reader's fonts: about half an em a letter.
                    w.chars().count() as f64 * size * 0.55
                }
            }) {
                let baseline = y + size;
                let _ = write!(out, "<g class=\"{class}\">");
                if outlined {
                    out.push_str("<path");
                    attr(
                        &mut out,
                        "d",
                        &fonts.path(&line, (layout::CAPTION_PAD, baseline), s),
                    );
                } else {
                    let rtl = line.chars().any(is_rtl);
                    out.push_str("<text");
                    let x = if rtl {
                        width - layout::CAPTION_PAD
                    } else {
                        layout::CAPTION_PAD
                    };
                    attr(&mut out, "x", &num2(x));
                    attr(&mut out, "y", &num2(baseline));
                    if rtl {
                        attr(&mut out, "direction", "rtl");
                    }
                    text_font(&mut out, size, false, "start", false);
                }
                attr(&mut out, "fill", &ink);
                if let Some(a) = alpha {
                    attr(&mut out, "fill-opacity", &num2(a));
                }
                if outlined {
                    out.push_str("></path></g>");
                } else {
                    out.push('>');
                    escape_into(&line, &mut out);
                    out.push_str("</text></g>");
                }
                y += step;
            }
        }
        out.push_str("</g>");
        let height = y - top + layout::CAPTION_GAP;
        (out, height)
    }
}

/// A text's font as attributes, for text kept as text.
fn text_font(out: &mut String, size: f64, bold: bool, anchor: &str, central: bool) {
    attr(out, "font-family", FONT_STACK);
    attr(out, "font-size", &num2(size));
    if bold {
        attr(out, "font-weight", "700");
    }
    if anchor != "start" {
        attr(out, "text-anchor", anchor);
    }
    if central {
        attr(out, "dominant-baseline", "central");
    }
}

/// The fonts text kept as text asks for (the figure's, those with Persian first).
const FONT_STACK: &str =
    "Vazirmatn, 'Noto Naskh Arabic', 'Noto Sans', 'DejaVu Sans', system-ui, sans-serif";

/// Directional formatting characters (the board wraps Persian labels in an embedding):
/// not drawn.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A letter of a right-to-left script (Hebrew, Arabic and Persian, their forms).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// `text` in lines no wider than `room` by `measure`, broken between words (a word
/// wider than the room on a line of its own, broken between its letters).
fn wrap(text: &str, room: f64, measure: &dyn Fn(&str) -> f64) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if measure(&candidate) <= room {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if measure(word) <= room {
                line = word.to_string();
                continue;
            }
            // The word alone: split it where it must be.
            for c in word.chars() {
                let mut next = line.clone();
                next.push(c);
                if measure(&next) > room && !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                    next = c.to_string();
                }
                line = next;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    lines
}

fn attr(out: &mut String, key: &str, value: &str) {
    let _ = write!(out, " {key}=\"");
    escape_into(value, out);
    out.push('"');
}

#[cfg(test)]
mod tests;
