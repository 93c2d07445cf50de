//! Text drawn as outlines: the glyphs of `glyphs.txt` (DejaVu Sans, Book and Bold,
//! written by `scripts/glyphs.py`; licence in `FONT-LICENSE.txt`) laid out along a line
//! by their advances and written as one SVG path, so that an image's words need no font
//! on the machine that shows it. Only the characters in the file are drawn
//! ([`Fonts::covers`]); the writer keeps any other text as text.

use std::collections::HashMap;

/// The outlines the crate ships (parsed on each call: a few hundred lines).
pub fn built_in() -> Fonts<'static> {
    Fonts::parse(include_str!("glyphs.txt"))
}

/// The two faces of the outlines.
#[derive(Debug, Default)]
pub struct Fonts<'a> {
    book: Face<'a>,
    bold: Face<'a>,
}

/// One face: its vertical metrics and its glyphs, in thousandths of an em.
#[derive(Debug, Default)]
struct Face<'a> {
    ascent: f64,
    descent: f64,
    glyphs: HashMap<char, (f64, &'a str)>,
}

/// How a line of text is set: its size and weight, the room between letters, and a
/// squeeze across (1 unless the line is fitted into a room).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Setting {
    /// The font size, in the drawing's units.
    pub size: f64,
    /// Bold (a weight of 600 and more) or book.
    pub bold: bool,
    /// Added after every letter (CSS `letter-spacing`).
    pub spacing: f64,
    /// Every advance and outline scaled across by this much.
    pub squeeze: f64,
}

impl Setting {
    /// Book or bold at `size`, nothing added between letters, nothing squeezed.
    pub fn new(size: f64, bold: bool) -> Setting {
        Setting {
            size,
            bold,
            spacing: 0.0,
            squeeze: 1.0,
        }
    }
}

impl<'a> Fonts<'a> {
    /// The outlines of the file `text` (lines that cannot be read are left out).
    pub fn parse(text: &'a str) -> Fonts<'a> {
        let mut fonts = Fonts::default();
        let mut bold = false;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let mut words = line.splitn(3, ' ');
            let (Some(first), Some(second)) = (words.next(), words.next()) else {
                continue;
            };
            let third = words.next().unwrap_or("");
            if first == "face" {
                let mut metrics = third.split(' ').filter_map(|n| n.parse::<f64>().ok());
                bold = second == "bold";
                let face = fonts.face_mut(bold);
                face.ascent = metrics.next().unwrap_or(0.0);
                face.descent = metrics.next().unwrap_or(0.0);
                continue;
            }
            let c = u32::from_str_radix(first, 16).ok().and_then(char::from_u32);
            if let (Some(c), Ok(advance)) = (c, second.parse::<f64>()) {
                fonts.face_mut(bold).glyphs.insert(c, (advance, third));
            }
        }
        fonts
    }

    fn face_mut(&mut self, bold: bool) -> &mut Face<'a> {
        if bold {
            &mut self.bold
        } else {
            &mut self.book
        }
    }

    fn face(&self, bold: bool) -> &Face<'a> {
        if bold {
            &self.bold
        } else {
            &self.book
        }
    }

    /// Whether every character of `text` has an outline.
    pub fn covers(&self, text: &str) -> bool {
        let face = &self.bold;
        text.chars().all(|c| face.glyphs.contains_key(&c)) && !self.book.glyphs.is_empty()
    }

    /// The width of `text` set as `s` (every letter's advance and spacing).
    pub fn width(&self, text: &str, s: Setting) -> f64 {
        let face = self.face(s.bold);
        let k = s.size / 1000.0;
        text.chars()
            .map(|c| face.glyphs.get(&c).map_or(0.0, |g| g.0) * k + s.spacing)
            .sum::<f64>()
            * s.squeeze
    }

    /// How far below a line's middle its baseline is (CSS `dominant-baseline: central`:
    /// half way between the ascent and the descent), at `size`.
    pub fn central(&self, s: Setting) -> f64 {
        let face = self.face(s.bold);
        (face.ascent - face.descent) / 2.0 * s.size / 1000.0
    }

    /// The outline of `text` set as `s` from `(x, baseline)`, as SVG path data in
    /// absolute coordinates (two decimals).
    pub fn path(&self, text: &str, (x, baseline): (f64, f64), s: Setting) -> String {
        let face = self.face(s.bold);
        let k = s.size / 1000.0;
        let mut out = String::new();
        let mut origin = x;
        for c in text.chars() {
            let Some(&(advance, path)) = face.glyphs.get(&c) else {
                continue;
            };
            glyph(path, (origin, baseline), k * s.squeeze, k, &mut out);
            origin += (advance * k + s.spacing) * s.squeeze;
        }
        out
    }
}

/// One glyph's outline (`m`/`l`/`q`/`z`, relative, y upwards) from `(ox, oy)`, scaled by
/// `kx` across and `ky` up, appended to `out` in absolute coordinates.
fn glyph(path: &str, (ox, oy): (f64, f64), kx: f64, ky: f64, out: &mut String) {
    let mut pen = Pen {
        origin: (ox, oy),
        k: (kx, ky),
        at: (0.0, 0.0),
        start: (0.0, 0.0),
    };
    let mut command = ' ';
    let mut numbers: Vec<f64> = Vec::with_capacity(4);
    let mut chars = path.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            'm' | 'l' | 'q' | 'z' => {
                pen.draw(command, &numbers, out);
                numbers.clear();
                command = c;
                if c == 'z' {
                    pen.at = pen.start;
                    out.push('Z');
                }
            }
            '-' | '0'..='9' => {
                let mut end = i + 1;
                while let Some(&(j, d)) = chars.peek() {
                    if !d.is_ascii_digit() {
                        break;
                    }
                    end = j + 1;
                    chars.next();
                }
                if let Ok(n) = path[i..end].parse::<f64>() {
                    numbers.push(n);
                }
            }
            _ => {}
        }
    }
    pen.draw(command, &numbers, out);
}

/// Where a glyph's outline is: its origin and scale, the current point and the start of
/// the contour (in font units from the origin).
struct Pen {
    origin: (f64, f64),
    k: (f64, f64),
    at: (f64, f64),
    start: (f64, f64),
}

impl Pen {
    fn point(&self, (x, y): (f64, f64)) -> String {
        format!(
            "{} {}",
            num2(self.origin.0 + x * self.k.0),
            num2(self.origin.1 - y * self.k.1)
        )
    }

    /// One command with its numbers (a command with too few is left out).
    fn draw(&mut self, command: char, numbers: &[f64], out: &mut String) {
        let (x, y) = self.at;
        match (command, numbers) {
            ('m', &[dx, dy]) => {
                self.at = (x + dx, y + dy);
                self.start = self.at;
                out.push('M');
                out.push_str(&self.point(self.at));
            }
            ('l', &[dx, dy]) => {
                self.at = (x + dx, y + dy);
                out.push('L');
                out.push_str(&self.point(self.at));
            }
            ('q', &[cx, cy, dx, dy]) => {
                let control = self.point((x + cx, y + cy));
                self.at = (x + dx, y + dy);
                out.push('Q');
                out.push_str(&control);
                out.push(' ');
                out.push_str(&self.point(self.at));
            }
            _ => {}
        }
    }
}

/// A coordinate with at most two decimals (`12.5`, `-3`, never `-0`), written from
/// whole hundredths (no float formatting: it would weigh on the print bundle).
pub fn num2(v: f64) -> String {
    let hundredths = (v * 100.0).round();
    if !hundredths.is_finite() || hundredths.abs() >= 1e15 {
        return "0".to_string();
    }
    let h = hundredths as i64;
    let sign = if h < 0 { "-" } else { "" };
    let (whole, part) = (h.unsigned_abs() / 100, h.unsigned_abs() % 100);
    match (part, part % 10) {
        (0, _) => format!("{sign}{whole}"),
        (p, 0) => format!("{sign}{whole}.{}", p / 10),
        (p, _) => format!("{sign}{whole}.{p:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_outlines_cover_the_boards_words_in_both_faces() {
        let f = built_in();
        for text in [
            "0123456789",
            "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            "South — to move",
            "Güney · Kuzey · hapishane · İ ı Ş ş Ğ ğ",
            "Move 3: North plays c1'",
            "…“”‘’–",
        ] {
            assert!(f.covers(text), "{text}");
        }
        assert!(!f.covers("جنوب"), "Persian is not outlined");
        assert_eq!(f.book.glyphs.len(), f.bold.glyphs.len());
        assert_eq!((f.bold.ascent, f.bold.descent), (928.0, 236.0));
    }

    #[test]
    fn a_line_is_as_wide_as_its_advances_and_drawn_from_its_origin() {
        let f = built_in();
        let s = Setting::new(20.0, true);
        let one = f.width("1", s);
        assert!((one - 20.0 * 0.696).abs() < 0.01, "{one}");
        assert!((f.width("11", s) - 2.0 * one).abs() < 1e-9);
        let spaced = Setting { spacing: -0.5, ..s };
        assert!((f.width("11", spaced) - (2.0 * one - 1.0)).abs() < 1e-9);
        let squeezed = Setting { squeeze: 0.5, ..s };
        assert!((f.width("11", squeezed) - one).abs() < 1e-9);
        // A space has no outline; "l" is one rectangle, closed.
        assert_eq!(f.path(" ", (0.0, 0.0), s), "");
        let l = f.path("l", (10.0, 100.0), s);
        assert!(l.starts_with('M') && l.ends_with('Z'), "{l}");
        assert_eq!(l.matches('M').count(), 1, "{l}");
        // Every point of the "l" lies on the baseline or above it, inside its advance.
        let numbers: Vec<f64> = l
            .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
            .filter_map(|n| n.parse().ok())
            .collect();
        for xy in numbers.chunks(2) {
            assert!((10.0..=10.0 + f.width("l", s)).contains(&xy[0]), "{l}");
            assert!((100.0 - 20.0..=100.0).contains(&xy[1]), "{l}");
        }
        // The central baseline: half the ascent less the descent below the middle.
        assert!((f.central(s) - 20.0 * 0.346).abs() < 1e-9);
    }

    #[test]
    fn numbers_have_two_decimals_at_most() {
        assert_eq!(num2(12.0), "12");
        assert_eq!(num2(-3.456), "-3.46");
        assert_eq!(num2(0.001), "0");
        assert_eq!(num2(-0.001), "0");
        assert_eq!(num2(2.5), "2.5");
        assert_eq!(num2(f64::NAN), "0");
        assert_eq!(num2(0.05), "0.05");
        assert_eq!(num2(-1.2), "-1.2");
        assert_eq!(num2(1e300), "0");
    }

    #[test]
    fn damaged_outline_files_are_read_without_a_panic() {
        for text in [
            "",
            "face",
            "face bold x y",
            "zz 12 m1",
            "41 x m1 2",
            "41 500 m1 2 q3",
            "41 500 mm--z",
        ] {
            let f = Fonts::parse(text);
            let _ = f.path("AA", (0.0, 0.0), Setting::new(10.0, false));
            let _ = f.width("A", Setting::new(10.0, true));
        }
    }
}
