//! "What play shows" as one image: a game's statistics of seeded play ([`crate::ui::stats`])
//! drawn as a standalone SVG file, every option set at a glance — the example article's
//! figures (`static/stats/GAME.svg`) and the CLI's `stats plot`, for an author's page or
//! print. Pure: a string, made the same way everywhere.
//!
//! Each option set is a line: its name, then for each kind of players (random moves, then
//! two computer players) a bar of South's wins, the draws and North's wins, with South's
//! 95 % interval as a black line and the middle as a red mark, and the shares in words
//! under it. The column heads say who played and how many games. The image's `<title>`
//! and `<desc>` say it all in words, intervals and lengths included, for those who do
//! not see it.

use std::fmt::Write;

use crate::engine::Player;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{fixed, player, t, tf, Lang};
use crate::ui::platform::xml::escape;
use crate::ui::stats::{
    length_line, outcome_line, percent, players_line, set_name, Figures, Stats,
};

/// The image's width, in its own units (CSS pixels at 1×).
const WIDTH: f64 = 760.0;
/// The margin round it.
const MARGIN: f64 = 16.0;
/// Where each kind of players' column starts, and its width.
const COLUMN: f64 = (WIDTH - 3.0 * MARGIN) / 2.0;
/// The height of an option set's line.
const ROW: f64 = 54.0;
/// The height of the head: the title and the columns' heads.
const HEAD: f64 = 64.0;

/// The height of a line of an option set's name.
const NAME_LINE: f64 = 17.0;
/// The most characters of a name on one line (at its size, about the image's width).
const NAME_CHARS: usize = 90;

/// An option set's name in lines that fit the image: its parts (one an option), as many
/// on a line as fit.
fn name_lines(name: &str, lang: Lang) -> Vec<String> {
    let sep = t(lang, "; ");
    let mut lines: Vec<String> = Vec::new();
    for part in name.split(sep) {
        match lines.last_mut() {
            Some(line)
                if line.chars().count() + sep.chars().count() + part.chars().count()
                    <= NAME_CHARS =>
            {
                line.push_str(sep);
                line.push_str(part);
            }
            _ => lines.push(part.to_string()),
        }
    }
    lines
}

/// The most characters of a column's head on one line, and the height of its lines.
const HEAD_CHARS: usize = 56;
const HEAD_LINE: f64 = 15.0;

/// `text` in lines of at most `max` characters, cut between words.
fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= max => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// The lines of the longer column head.
fn head_lines(stats: &Stats, lang: Lang) -> usize {
    stats.sets.first().map_or(1, |first| {
        first
            .figures
            .iter()
            .take(2)
            .map(|f| wrap(&players_line(lang, f), HEAD_CHARS).len())
            .max()
            .unwrap_or(1)
    })
}

/// The shares in words, short (no intervals): "South won 48.8%, North 51.2%, drawn 0.0%".
fn shares(lang: Lang, f: &Figures) -> String {
    tf(
        lang,
        "{1} won {2}, {3} {4}, drawn {5}",
        &[
            &player(lang, Player::South),
            &percent(lang, f.south.share),
            &player(lang, Player::North),
            &percent(lang, f.north.share),
            &percent(lang, f.draws.share),
        ],
    )
}

/// A bar of `f`'s shares at `(x, y)`, `w` wide.
fn bar(out: &mut String, f: &Figures, x: f64, y: f64, w: f64) {
    let at = |share: f64| x + share * w;
    let (s, d) = (f.south.share, f.draws.share);
    let n = |v: f64| fixed(v, 1);
    let (x, y1) = (n(x), n(y));
    let _ = write!(
        out,
        r#"<rect class="south" x="{x}" y="{y1}" width="{}" height="12"/><rect class="draws" x="{}" y="{y1}" width="{}" height="12"/><rect class="north" x="{}" y="{y1}" width="{}" height="12"/><line class="half" x1="{}" x2="{}" y1="{}" y2="{}"/><line class="interval" x1="{}" x2="{}" y1="{}" y2="{}"/>"#,
        n(s * w),
        n(at(s)),
        n(d * w),
        n(at(s + d)),
        n(f.north.share * w),
        n(at(0.5)),
        n(at(0.5)),
        n(y - 3.0),
        n(y + 15.0),
        n(at(f.south.low)),
        n(at(f.south.high).max(at(f.south.low) + 0.5)),
        n(y + 6.0),
        n(y + 6.0),
    );
}

/// `stats` as a standalone SVG image, its words in `lang`.
pub fn plot(stats: &Stats, lang: Lang) -> String {
    let extra: usize = stats
        .sets
        .iter()
        .map(|set| name_lines(&set_name(set.rules, lang), lang).len() - 1)
        .sum();
    let height = HEAD
        + HEAD_LINE * (head_lines(stats, lang) - 1) as f64
        + ROW * stats.sets.len() as f64
        + NAME_LINE * extra as f64
        + MARGIN;
    let title = format!(
        "{}: {}",
        game_name(stats.game, lang),
        t(lang, "What play shows")
    );
    let mut desc = String::from(t(
        lang,
        "Games the Atlas played with itself from the start, for every option set of the game: how often each side won and how often a game was drawn, with 95% intervals, and how long a game lasted. Each bar shows South's wins, the draws and North's wins.",
    ));
    for set in &stats.sets {
        let _ = write!(desc, " {}.", set_name(set.rules, lang));
        for f in &set.figures {
            let _ = write!(
                desc,
                " {}: {}. {}.",
                players_line(lang, f),
                outcome_line(lang, f),
                length_line(lang, f)
            );
        }
    }
    let dir = if lang.is_rtl() { "rtl" } else { "ltr" };
    let mut out = String::new();
    let _ = write!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" role="img" aria-labelledby="title desc" lang="{}" direction="{dir}" font-family="system-ui, sans-serif"><title id="title">{}</title><desc id="desc">{}</desc><style>.south{{fill:#f3e2c0;stroke:#3b2412;stroke-width:0.6}}.draws{{fill:#9a8f80}}.north{{fill:#4a2a14}}.half{{stroke:#c0392b;stroke-width:1.5}}.interval{{stroke:#000;stroke-width:2.5}}text{{fill:#2b1a0e}}.set{{font-size:13px;font-weight:600}}.head{{font-size:12px}}.words{{font-size:11px}}</style><rect width="100%" height="100%" fill="#fffdf8"/>"##,
        lang.code(),
        escape(&title),
        escape(&desc),
    );
    // In a right-to-left language the columns run from the right.
    let x_of = |column: usize| {
        let left = MARGIN + column as f64 * (COLUMN + MARGIN);
        if lang.is_rtl() {
            WIDTH - left - COLUMN
        } else {
            left
        }
    };
    let (start, anchor) = if lang.is_rtl() {
        (WIDTH - MARGIN, "end")
    } else {
        (MARGIN, "start")
    };
    let start = crate::ui::board::layout::num(start);
    let _ = write!(
        out,
        r#"<text x="{start}" y="26" font-size="17" font-weight="700" text-anchor="{anchor}">{}</text>"#,
        escape(&title)
    );
    // The columns' heads, in as many lines as they need.
    let heads: Vec<Vec<String>> = stats.sets.first().map_or(Vec::new(), |first| {
        first
            .figures
            .iter()
            .take(2)
            .map(|f| wrap(&players_line(lang, f), HEAD_CHARS))
            .collect()
    });
    for (i, lines) in heads.iter().enumerate() {
        let x = if lang.is_rtl() {
            x_of(i) + COLUMN
        } else {
            x_of(i)
        };
        for (k, line) in lines.iter().enumerate() {
            let _ = write!(
                out,
                r#"<text class="head" x="{}" y="{}" text-anchor="{anchor}">{}</text>"#,
                fixed(x, 1),
                fixed(50.0 + k as f64 * HEAD_LINE, 1),
                escape(line)
            );
        }
    }
    let mut y = HEAD + HEAD_LINE * (head_lines(stats, lang) - 1) as f64;
    for set in &stats.sets {
        let lines = name_lines(&set_name(set.rules, lang), lang);
        let _ = write!(
            out,
            r#"<g data-set="{}">"#,
            escape(&set.rules.options_json().to_string())
        );
        for line in &lines {
            let _ = write!(
                out,
                r#"<text class="set" x="{start}" y="{}" text-anchor="{anchor}">{}</text>"#,
                fixed(y + 14.0, 1),
                escape(line)
            );
            y += NAME_LINE;
        }
        y -= NAME_LINE;
        for (i, f) in set.figures.iter().enumerate().take(2) {
            // The bar always runs South to North from the left, as the game's board does.
            bar(&mut out, f, x_of(i), y + 22.0, COLUMN);
            let x = if lang.is_rtl() {
                x_of(i) + COLUMN
            } else {
                x_of(i)
            };
            let _ = write!(
                out,
                r#"<text class="words" x="{}" y="{}" text-anchor="{anchor}">{}</text>"#,
                fixed(x, 1),
                fixed(y + 48.0, 1),
                escape(&shares(lang, f))
            );
        }
        out.push_str("</g>");
        y += ROW;
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameId;

    fn shipped(game: GameId) -> (Stats, String) {
        let dir = format!("{}/static/stats", env!("CARGO_MANIFEST_DIR"));
        let json = std::fs::read_to_string(format!("{dir}/{}.json", game.id())).expect("JSON");
        let stats = crate::ui::stats::read(game, &json).expect("reads");
        let svg = std::fs::read_to_string(format!("{dir}/{}.svg", game.id())).unwrap_or_default();
        (stats, svg)
    }

    /// The shipped images are their statistics' (`scripts/stats.sh` makes both; made
    /// again, the same bytes): every option set drawn, with its words.
    #[test]
    fn the_shipped_images_are_drawn_from_the_shipped_statistics() {
        for game in GameId::ALL {
            let (stats, shipped) = shipped(game);
            let drawn = plot(&stats, Lang::En);
            assert!(
                drawn == shipped,
                "static/stats/{}.svg is not its statistics' image: make it again (bash scripts/stats.sh merge K, or mancala-atlas stats plot)",
                game.id()
            );
            assert_eq!(drawn.matches("<g data-set=").count(), stats.sets.len());
            assert_eq!(
                drawn.matches(r#"class="south""#).count(),
                stats.sets.iter().map(|s| s.figures.len()).sum::<usize>()
            );
            assert!(drawn.starts_with("<svg xmlns=") && drawn.ends_with("</svg>\n"));
        }
    }

    #[test]
    fn its_words_are_the_readers_and_safe_for_xml() {
        let (stats, _) = shipped(GameId::Katro);
        let fr = plot(&stats, Lang::Fr);
        assert!(
            fr.contains(r#"lang="fr""#) && fr.contains("Sud"),
            "French words"
        );
        let fa = plot(&stats, Lang::Fa);
        assert!(fa.contains(r#"direction="rtl""#) && fa.contains(r#"text-anchor="end""#));
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        // Nothing unescaped: every tag opened is one of the image's own.
        for s in [&fr, &fa] {
            for tag in s.split('<').skip(1) {
                let name: String = tag
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic() || *c == '/')
                    .collect();
                assert!(
                    [
                        "svg", "title", "desc", "style", "rect", "text", "g", "line", "/svg",
                        "/title", "/desc", "/style", "/text", "/g"
                    ]
                    .contains(&name.as_str()),
                    "<{name}"
                );
            }
        }
    }
}
