//! The example article (static/article.html): every figure is a live embed whose
//! parameters parse and replay, the page uses each embedding feature at least once, and
//! the four figures the text is built round show what their captions claim — checked
//! against the engine's trace of the move, not against the caption.

use mancala_atlas::engine::{CaptureKind, Hole, Phase, Player, TraceEvent};
use mancala_atlas::ui::board::theme::Theme;
use mancala_atlas::ui::figure::config::{Controls, EmbedConfig};
use mancala_atlas::ui::i18n::Lang;

const ARTICLE: &str = include_str!("../static/article.html");
const CSS: &str = include_str!("../static/article.css");

/// One embed on the page.
struct Embed {
    /// The innermost `<figure>` around it (its `id`).
    figure: String,
    /// The enclosing figure ids, outermost first.
    figures: Vec<String>,
    /// `iframe` or the tag carrying `data-mancala-atlas`.
    tag: String,
    /// The element's attributes (values HTML-unescaped).
    attrs: Vec<(String, String)>,
    /// The query: the iframe's `src` after `embed.html?`, or the attribute's value.
    query: String,
}

impl Embed {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    fn config(&self) -> EmbedConfig {
        EmbedConfig::parse(&self.query)
            .unwrap_or_else(|e| panic!("figure {}: {e:?}\n{}", self.figure, self.query))
    }
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A start tag's name and attributes (`None` for end tags, comments, doctype).
fn start_tag(tag: &str) -> Option<(String, Vec<(String, String)>)> {
    let body = tag.trim_start_matches('<').trim_end_matches('>');
    let body = body.trim_end_matches('/');
    if body.starts_with(['/', '!', '?']) {
        return None;
    }
    let name_end = body.find(|c: char| c.is_whitespace()).unwrap_or(body.len());
    let name = body[..name_end].to_ascii_lowercase();
    let mut attrs = Vec::new();
    let mut rest = body[name_end..].trim_start();
    while !rest.is_empty() {
        let key_end = rest
            .find(|c: char| c.is_whitespace() || c == '=')
            .unwrap_or(rest.len());
        let key = rest[..key_end].to_ascii_lowercase();
        rest = rest[key_end..].trim_start();
        let value = if let Some(r) = rest.strip_prefix('=') {
            let r = r.trim_start();
            let (value, after) = match r.chars().next() {
                Some(q @ ('"' | '\'')) => {
                    let end = r[1..]
                        .find(q)
                        .unwrap_or_else(|| panic!("unclosed attribute in {tag}"));
                    (&r[1..1 + end], &r[end + 2..])
                }
                _ => {
                    let end = r.find(char::is_whitespace).unwrap_or(r.len());
                    (&r[..end], &r[end..])
                }
            };
            rest = after.trim_start();
            unescape(value)
        } else {
            String::new()
        };
        if !key.is_empty() {
            attrs.push((key, value));
        }
    }
    Some((name, attrs))
}

/// Every embed on the page, with the figures around it; also every figure id met.
fn embeds() -> (Vec<Embed>, Vec<String>) {
    let mut out = Vec::new();
    let mut all_figures = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut rest = ARTICLE;
    while let Some(start) = rest.find('<') {
        rest = &rest[start..];
        if rest.starts_with("<!--") {
            let end = rest.find("-->").expect("a comment closes");
            rest = &rest[end + 3..];
            continue;
        }
        // Quoted attribute values may hold '>' only escaped; the first '>' ends the tag.
        let end = rest.find('>').expect("a tag closes");
        let tag = &rest[..=end];
        rest = &rest[end + 1..];
        if tag.starts_with("</figure") {
            stack.pop().expect("</figure> matches a <figure>");
            continue;
        }
        let Some((name, attrs)) = start_tag(tag) else {
            continue;
        };
        let get = |k: &str| attrs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        if name == "figure" {
            let id = get("id").unwrap_or_default();
            all_figures.push(id.clone());
            stack.push(id);
        }
        let query = if name == "iframe" {
            get("src").and_then(|s| s.strip_prefix("embed.html?").map(str::to_string))
        } else {
            get("data-mancala-atlas")
        };
        if let Some(query) = query {
            out.push(Embed {
                figure: stack.last().cloned().unwrap_or_default(),
                figures: stack.clone(),
                tag: name,
                attrs,
                query,
            });
        }
    }
    assert!(stack.is_empty(), "unclosed <figure>: {stack:?}");
    (out, all_figures)
}

fn figure(id: &str) -> (Embed, EmbedConfig) {
    let (list, _) = embeds();
    let e = list
        .into_iter()
        .find(|e| e.figure == id)
        .unwrap_or_else(|| panic!("no figure #{id} with an embed"));
    let c = e.config();
    (e, c)
}

/// The trace of move `index` (0-based) of a figure's record, and who made it.
fn trace_of(c: &EmbedConfig, index: usize) -> (Player, Vec<TraceEvent>) {
    let before = &c.game.positions()[index];
    let mv = &c.record.moves[index];
    let (after, trace) = before
        .play_traced(mv)
        .unwrap_or_else(|e| panic!("move {} ({mv}): {e:?}", index + 1));
    assert_eq!(&after, &c.game.positions()[index + 1], "replay differs");
    (before.to_move(), trace)
}

fn hole(s: &str) -> Hole {
    s.parse().unwrap_or_else(|_| panic!("{s} is not a hole"))
}

/// The figure opens at or before move `index` and captions the position after it.
fn shows_move(c: &EmbedConfig, index: usize) {
    assert!(c.at <= index, "the figure opens after the move it is about");
    assert!(
        c.caption(index + 1, Lang::En).is_some_and(|t| t.len() > 20),
        "move {} has no caption",
        index + 1
    );
}

#[test]
fn every_figure_parses_and_replays() {
    let (list, figures) = embeds();
    assert!(list.len() >= 7, "only {} figures", list.len());
    for e in &list {
        assert!(!e.figure.is_empty(), "an embed outside a <figure id>");
        let c = e.config();
        assert_eq!(c.game.moves().len(), c.record.moves.len());
        assert!(c.at <= c.record.moves.len());
        assert_eq!(c.captions.moments(), c.record.moves.len() + 1);
        // Every figure explains itself: a caption at the position it opens on or at a
        // move the reader steps to.
        assert!(
            c.captions.plain()[c.at..].iter().any(Option::is_some),
            "figure {} has no caption from where it opens",
            e.figure
        );
        assert!(!e.query.contains(' '), "unencoded space in {}", e.figure);
    }
    // Figure ids are unique, and the numbered figcaptions run 1, 2, 3, ….
    let mut ids = figures.clone();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), figures.len(), "a figure id is repeated");
    let numbers: Vec<u32> = ARTICLE
        .match_indices("<span class=\"fig-no\">Figure ")
        .map(|(i, m)| {
            let rest = &ARTICLE[i + m.len()..];
            rest[..rest.find('.').expect("Figure N.")]
                .parse()
                .expect("a figure number")
        })
        .collect();
    assert_eq!(numbers, (1..=numbers.len() as u32).collect::<Vec<_>>());
    assert!(numbers.len() >= 6);
}

#[test]
fn iframes_are_lazy_titled_full_width_and_cannot_navigate_the_page() {
    let (list, _) = embeds();
    let iframes: Vec<&Embed> = list.iter().filter(|e| e.tag == "iframe").collect();
    assert!(iframes.len() >= 6);
    for e in iframes {
        assert_eq!(e.attr("loading"), Some("lazy"), "{}", e.figure);
        assert!(
            e.attr("title").is_some_and(|t| t.len() > 10),
            "{}",
            e.figure
        );
        assert_eq!(e.attr("width"), Some("100%"), "{}", e.figure);
        let h: u32 = e
            .attr("height")
            .and_then(|h| h.parse().ok())
            .unwrap_or_else(|| panic!("{}: a height in pixels", e.figure));
        let c = e.config();
        let least = match (c.controls, c.record.rules.game().id()) {
            (Controls::Full, _) => 850,
            (_, "katro") => 580,
            (_, "kiothi") => 450,
            _ => 400,
        };
        assert!(h >= least, "{}: {h}px is too short", e.figure);
        let sandbox = e.attr("sandbox").unwrap_or("");
        assert!(!sandbox.contains("top-navigation"), "{}", e.figure);
        assert!(sandbox.contains("allow-scripts"), "{}", e.figure);
        assert!(
            !e.attr("src").unwrap_or("").contains("//"),
            "relative URLs only"
        );
    }
    assert!(!ARTICLE.contains("allow-top-navigation"));
}

#[test]
fn the_page_uses_every_way_of_embedding() {
    let (list, _) = embeds();
    let configs: Vec<(&Embed, EmbedConfig)> = list.iter().map(|e| (e, e.config())).collect();
    // The script form, with the script loaded once.
    assert!(list.iter().any(|e| e.tag != "iframe"));
    assert_eq!(ARTICLE.matches("src=\"embed.js\"").count(), 1);
    assert!(ARTICLE.contains("<script type=\"module\" src=\"embed.js\">"));
    assert!(configs.iter().any(|(_, c)| c.autoplay));
    assert!(configs
        .iter()
        .any(|(_, c)| c.controls == Controls::Full && c.play));
    assert!(configs.iter().any(|(_, c)| c.theme == Theme::Earth));
    // The language pair: the same figure in Turkish and in Persian.
    let (tr, ctr) = figure("fig-lang-tr");
    let (fa, cfa) = figure("fig-lang-fa");
    assert_eq!((ctr.lang, cfa.lang), (Some(Lang::Tr), Some(Lang::Fa)));
    assert_eq!(ctr.record, cfa.record);
    assert_eq!(ctr.at, cfa.at);
    assert_eq!(tr.figures[0], "fig-languages");
    assert_eq!(fa.figures[0], "fig-languages");
    // …and it is Figure 3's capture.
    let (_, hoyito) = figure("fig-hoyito-extra");
    assert_eq!(ctr.record.rules, hoyito.record.rules);
    assert_eq!(
        ctr.record.moves[..],
        hoyito.record.moves[..ctr.record.moves.len()]
    );
    // The page is styled by its own sheet and readable on a phone.
    assert!(ARTICLE.contains("<link rel=\"stylesheet\" href=\"article.css\" />"));
    assert!(ARTICLE.contains("name=\"viewport\""));
    assert!(CSS.contains("serif") && CSS.contains("@media (max-width"));
}

#[test]
fn katro_capture_joins_the_hole_and_is_sown_on() {
    let (_, c) = figure("fig-katro-capture");
    assert_eq!(c.record.rules.game().id(), "katro");
    assert_eq!(c.theme, Theme::Earth);
    shows_move(&c, 0);
    let (mover, trace) = trace_of(&c, 0);
    let at = trace
        .iter()
        .position(|e| matches!(e, TraceEvent::Capture { by, into: Some(_), .. } if *by == mover))
        .expect("a capture");
    let TraceEvent::Capture {
        into: Some(landing),
        count,
        ..
    } = trace[at]
    else {
        unreachable!()
    };
    assert!(count > 0);
    // The landing hole is lifted whole (its seeds and the captured ones) and sown on.
    match &trace[at + 1] {
        TraceEvent::Lift {
            hole,
            count: n,
            relay: true,
        } => {
            assert_eq!(*hole, landing);
            assert!(*n > count, "the captured seeds join the landing hole");
        }
        e => panic!("after the capture: {e:?}"),
    }
    let drops = trace[at + 2..]
        .iter()
        .filter(|e| matches!(e, TraceEvent::Drop { .. }))
        .count();
    assert!(drops >= 2, "sown on");
    assert_eq!(landing, hole("c3"), "the caption says c3");
}

#[test]
fn rio_kadalis_binikh_goes_to_the_mover() {
    let (_, c) = figure("fig-rio-binikh");
    assert_eq!(c.record.rules.game().id(), "rio-kadalis");
    assert!(c.autoplay);
    shows_move(&c, 1);
    let (mover, trace) = trace_of(&c, 1);
    let before = &c.game.positions()[1];
    let last = trace
        .iter()
        .rev()
        .find(|e| matches!(e, TraceEvent::Capture { .. }))
        .expect("a capture");
    match last {
        TraceEvent::Capture {
            kind: CaptureKind::Binikh,
            by,
            hole: h,
            count: 4,
            ..
        } => {
            assert_eq!(*by, mover, "the binikh goes to the mover");
            assert_ne!(
                before.owner(*h),
                mover,
                "in the opponent's row, as the text says"
            );
        }
        e => panic!("the last capture is not a binikh: {e:?}"),
    }
    // The binikh ends the move: nothing is sown after it.
    let end = trace
        .iter()
        .position(|e| {
            matches!(
                e,
                TraceEvent::Capture {
                    kind: CaptureKind::Binikh,
                    ..
                }
            )
        })
        .expect("binikh");
    assert!(!trace[end..]
        .iter()
        .any(|e| matches!(e, TraceEvent::Drop { .. } | TraceEvent::Lift { .. })));
    // The mid-lap fours the caption names: one to the opponent (their row), one to the mover.
    let fours: Vec<Player> = trace
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Capture {
                kind: CaptureKind::Four,
                by,
                ..
            } => Some(*by),
            _ => None,
        })
        .collect();
    assert!(fours.contains(&!mover) && fours.contains(&mover));
}

#[test]
fn hoyito_capture_earns_an_extra_turn() {
    let (_, c) = figure("fig-hoyito-extra");
    assert_eq!(c.record.rules.game().id(), "hoyito-3");
    assert!(c.controls == Controls::Full && c.play);
    // Moves 2 and 3 are both North's: each captures a four with its last seed and earns
    // another turn.
    for index in [1, 2] {
        shows_move(&c, index);
        let (mover, trace) = trace_of(&c, index);
        assert_eq!(mover, Player::North);
        let cap = trace
            .iter()
            .position(|e| matches!(e, TraceEvent::Capture { by, count: 4, .. } if *by == mover))
            .expect("a capture of four");
        assert!(
            matches!(trace.get(cap + 1), Some(TraceEvent::ExtraTurn { player }) if *player == mover),
            "an extra turn after the capture"
        );
        assert_eq!(
            c.game.positions()[index + 1].to_move(),
            mover,
            "moves again"
        );
    }
    assert_eq!(c.game.current().to_move(), Player::North);
}

#[test]
fn kiothi_redistribution_then_leftmost_bonus() {
    let (mount, r) = figure("fig-kiothi-redistribution");
    assert_ne!(mount.tag, "iframe", "the script-mounted figure");
    assert_eq!(r.record.rules.game().id(), "kiothi");
    assert_eq!(r.at, 0);
    let phases: Vec<Phase> = r.game.positions().iter().map(|p| p.phase()).collect();
    assert_eq!(
        phases,
        [Phase::Redistribute, Phase::Redistribute, Phase::Play]
    );
    for index in [0, 1] {
        shows_move(&r, index);
        let (_, trace) = trace_of(&r, index);
        let emptied = trace
            .iter()
            .filter(|e| matches!(e, TraceEvent::Empty { .. }))
            .count();
        assert_eq!(emptied, 2, "exactly two holes emptied");
        assert!(trace.iter().any(|e| matches!(e, TraceEvent::Place { .. })));
    }
    let (_, trace) = trace_of(&r, 1);
    assert!(trace
        .iter()
        .any(|e| matches!(e, TraceEvent::NkiMarked { holes } if !holes.is_empty())));

    let (_, b) = figure("fig-kiothi-bonus");
    assert_eq!(b.record.rules, r.record.rules);
    assert_eq!(b.record.moves[..2], r.record.moves[..], "Figure 4's game");
    assert_eq!(b.at, 2, "opens when the redistribution is done");
    shows_move(&b, 3);
    let (mover, trace) = trace_of(&b, 3);
    let leftmost = if mover == Player::South { "a1" } else { "j2" };
    let captures: Vec<(String, &str)> = trace
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Capture { hole, by, kind, .. } if *by == mover => {
                Some((hole.to_string(), kind.id()))
            }
            _ => None,
        })
        .collect();
    assert!(
        captures.contains(&(leftmost.to_string(), "capture")),
        "the landing warrior in the leftmost hole: {captures:?}"
    );
    let bonus: Vec<&str> = captures
        .iter()
        .filter(|(_, k)| *k == "bonus")
        .map(|(h, _)| h.as_str())
        .collect();
    assert_eq!(bonus, ["i1", "h1"], "the caption's bonus holes");
    // The bonus stops at g1 because it is still nki.
    assert!(b.game.positions()[3].is_nki(hole("g1")));
    assert!(b.game.positions()[3].count(hole("g1")) > 0);
}

/// Section 6 draws what play shows for every game: each game's image of its statistics
/// (`static/stats/GAME.svg`, made with its JSON by `scripts/stats.sh`), at its own size,
/// with words for those who do not see it.
#[test]
fn the_article_draws_what_play_shows_for_every_game() {
    for game in mancala_atlas::engine::GameId::ALL {
        let src = format!("stats/{}.svg", game.id());
        let at = ARTICLE
            .find(&format!("<img src=\"{src}\""))
            .unwrap_or_else(|| panic!("no image of {src}"));
        let tag = &ARTICLE[at..at + ARTICLE[at..].find('>').expect("a tag")];
        let svg = std::fs::read_to_string(format!("{}/static/{src}", env!("CARGO_MANIFEST_DIR")))
            .expect("the image");
        let height = svg
            .split("height=\"")
            .nth(1)
            .and_then(|h| h.split(['"', '.']).next())
            .expect("its height");
        assert!(
            tag.contains(&format!("height=\"{height}\"")),
            "{src}: {tag}"
        );
        assert!(tag.contains("width=\"760\"") && tag.contains("loading=\"lazy\""));
        assert!(
            tag.contains("alt=\"") && tag.len() > 200,
            "{src}: words for it"
        );
    }
}
