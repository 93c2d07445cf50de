//! Text in markup (XML, SVG, HTML), both ways: [`escape`] writes a text as an element's
//! text or a double-quoted attribute's value — the board's drawing (`board::picture`),
//! the images for print, the statistics' plot, the builder's code all write through it —
//! and [`unescape`] reads the entities of a text back (the print bundle's reader of a
//! drawing's markup, the builder's reader of an author's pasted code). Pure Rust, tested
//! natively.

/// `text` as markup's text or attribute value, pushed onto `out`: `&`, `<`, `>` and `"`
/// as entities, control characters other than white space left out (XML allows none;
/// HTML shows none). `'` is left as it is: every attribute written is in double quotes.
pub fn escape_into(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() && !matches!(c, '\n' | '\t' | '\r') => {}
            c => out.push(c),
        }
    }
}

/// [`escape_into`] a new string.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(text, &mut out);
    out
}

/// Text with its entities read: the five named ones and numeric ones; an `&` that starts
/// no entity stays as it is.
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        let entity = after.find(';').map(|end| (&after[..end], end));
        let decoded = entity.and_then(|(name, end)| {
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                n => n
                    .strip_prefix("#x")
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, end))
        });
        match decoded {
            Some((c, end)) => {
                out.push(c);
                rest = &after[end + 1..];
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_markup_characters_are_escaped() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        assert_eq!(escape("<b>&</b>"), "&lt;b&gt;&amp;&lt;/b&gt;");
        assert_eq!(escape("North's"), "North's");
        assert_eq!(escape("&amp;"), "&amp;amp;");
        assert_eq!(
            escape("جنوب \u{202B}x\u{202C} é"),
            "جنوب \u{202B}x\u{202C} é"
        );
        let mut out = String::from("<t>");
        escape_into("1 < 2", &mut out);
        assert_eq!(out, "<t>1 &lt; 2");
    }

    #[test]
    fn control_characters_are_left_out_but_white_space_stays() {
        assert_eq!(escape("a\u{0}b\u{7}c\u{1b}d"), "abcd");
        assert_eq!(escape("a\nb\tc\rd"), "a\nb\tc\rd");
    }

    #[test]
    fn entities_are_read_back() {
        assert_eq!(unescape("&#65;&#x42;&bogus;&"), "AB&bogus;&");
        assert_eq!(
            unescape("South &amp; North&#39;s &lt;b&gt; &quot;q&quot; &apos;"),
            "South & North's <b> \"q\" '"
        );
        assert_eq!(unescape("&#xZZ; &#99999999; &;"), "&#xZZ; &#99999999; &;");
        for s in ["", "a<b & \"c\" > 'd'", "&amp;", "\u{202e}جنوب", "&#65;"] {
            assert_eq!(unescape(&escape(s)), s, "{s}");
        }
    }
}
