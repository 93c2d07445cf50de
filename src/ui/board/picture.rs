//! The board's drawing as a tree of SVG elements: wood, the two halves, holes with seeds
//! and a count on every hole, Kiothi's prisons, captured seeds, *nki* marks, closed holes
//! and whose turn it is. Written once, here, and drawn two ways: by the app's and the
//! figure's Yew component ([`super::view`], which turns the tree into Yew's nodes and
//! listens on the drawing's root), and as markup by the figure's first drawing
//! ([`crate::ui::figure::sketch`], no Yew: what an article reader sees before the figure's controls
//! arrive).
//!
//! The root `<svg class="board main">` carries `data-game`, `data-to-move`, `data-phase`
//! and `data-animating` (and `data-deciding` while a move waits for a long sowing to be
//! decided, on the hole too); every hole is a `<g data-hole="a1" data-count="4">`, every
//! store a `<g data-store="south" data-count="0">`. Geometry comes from [`super::layout`],
//! colours from `static/board.css`. Pure: compiles and is tested everywhere.

use super::layout::{self, BoardLayout, Drawing};
use super::tree::{El, Node};
use crate::ai::Value;
use crate::engine::{Colour, Hole, Marks, Phase, Piece, Player, Stores};
use crate::ui::game::{hint_value, BoardView};
use crate::ui::i18n::{self, t, tf, tn, Lang};

/// How a board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Look {
    /// A small drawing for the start screen: no counts, no test attributes, no input.
    pub mini: bool,
    /// Drawn turned a quarter (portrait), for a long board on a narrow screen.
    pub portrait: bool,
    /// Whether the holes are buttons: `false` for a figure the reader may only look at
    /// (each hole is then a picture with its count, out of the tab order).
    pub may_play: bool,
    /// Drawn for a narrow screen (a phone), whose letters are larger: each player's band
    /// holds their name and the note on their store in two lines ([`Drawing::stacked`]).
    pub narrow: bool,
}

/// The hint label's colour class: a proven win, draw or loss, or an estimate.
fn value_class(value: Value) -> &'static str {
    match value {
        Value::Win { .. } => "win",
        Value::Loss { .. } => "loss",
        Value::Draw => "draw",
        Value::Heuristic { .. } => "estimate",
    }
}

/// Right-to-left text for an SVG label. The board keeps `direction: ltr` (it never
/// mirrors), so a Persian label is wrapped in a right-to-left embedding (U+202B … U+202C)
/// to read in the right order; its anchor stays where the layout puts it.
fn rtl_text(lang: Lang, text: impl Into<String>) -> String {
    let text = text.into();
    if lang.is_rtl() {
        format!("\u{202B}{text}\u{202C}")
    } else {
        text
    }
}

/// The transform that keeps a label upright when the board is drawn in portrait.
fn upright(portrait: bool, x: f64, y: f64) -> Option<String> {
    portrait.then(|| format!("rotate(90 {} {})", layout::num(x), layout::num(y)))
}

/// The layout `view` is drawn with.
pub fn board_layout(view: &BoardView, look: Look) -> BoardLayout {
    let prisons = view.game.stores() == Stores::Prisons;
    let drawing = Drawing {
        flipped: view.flipped,
        portrait: look.portrait && !look.mini,
        coordinates: view.coordinates && !look.mini,
        // Prisons are on the board: their bands hold only the names.
        stacked: look.narrow && !look.mini && !look.portrait && !prisons,
    };
    BoardLayout::drawn(view.files, view.ranks, prisons, drawing)
}

/// The shared gradients every board refers to; drawn once per page.
pub fn defs() -> Node {
    let stop = |class: &str, offset: &str| {
        Node::from(El::new("stop").attr("class", class).attr("offset", offset))
    };
    // A radial gradient: its centre and radius, its two stops.
    let radial = |id: &str, [cx, cy, r]: [&str; 3], stops: [(&str, &str); 2]| {
        El::new("radialGradient")
            .attr("id", id)
            .attr("cx", cx)
            .attr("cy", cy)
            .attr("r", r)
            .children(stops.map(|(class, offset)| stop(class, offset)))
    };
    El::new("svg")
        .attr("class", "board-defs")
        .attr("width", "0")
        .attr("height", "0")
        .attr("aria-hidden", "true")
        .attr("focusable", "false")
        .child(
            El::new("defs")
                .child(
                    El::new("linearGradient")
                        .attr("id", "wood")
                        .attr("x1", "0")
                        .attr("y1", "0")
                        .attr("x2", "0.15")
                        .attr("y2", "1")
                        .child(stop("wood-light", "0"))
                        .child(stop("wood-mid", "0.55"))
                        .child(stop("wood-dark", "1")),
                )
                .child(radial(
                    "pit",
                    ["0.5", "0.38", "0.65"],
                    [("pit-deep", "0.55"), ("pit-rim", "1")],
                ))
                .child(radial(
                    "seed-shine",
                    ["0.35", "0.3", "0.75"],
                    [("shine-hi", "0"), ("shine-lo", "1")],
                )),
        )
        .into()
}

/// A rectangle `r` of class `class` with corners rounded by `rx`.
fn rect(class: Option<&str>, r: &layout::Rect, rx: f64) -> El {
    El::new("rect")
        .opt("class", class)
        .attr("x", r.x)
        .attr("y", r.y)
        .attr("width", r.w)
        .attr("height", r.h)
        .attr("rx", rx)
}

/// A board showing one moment of a game: South at the bottom, or North when the view
/// says it is turned ([`BoardView::flipped`]); upright on a narrow screen
/// (`look.portrait`). The root is the `<svg>`.
pub fn board(v: &BoardView, look: Look, lang: Lang) -> El {
    board_of::<true>(v, look, lang)
}

/// [`board`] without an annotated record's marks (`v.marks` is not read): the light
/// start screen's cards, which never show a record, so that its bundle carries no
/// drawing of marks. (The app draws its cards with [`board`]: one drawing of boards in
/// each bundle.)
pub fn board_unmarked(v: &BoardView, look: Look, lang: Lang) -> El {
    board_of::<false>(v, look, lang)
}

/// The drawing of [`board`], with the marks or without (`MARKS`).
fn board_of<const MARKS: bool>(v: &BoardView, look: Look, lang: Lang) -> El {
    let portrait = look.portrait && !look.mini;
    let l = board_layout(v, look);
    let w = &l.wood;

    // Each hole, and the tags over it (a hint, the seeds in hand) in a layer drawn over
    // every hole: a tag is never under a neighbour, and the hole's button holds only its
    // own count as text (the tags are in its accessible name).
    let (holes, tags): (Vec<Node>, Vec<Vec<Node>>) = (0..v.ranks)
        .flat_map(|rank| (0..v.files).map(move |file| Hole::new(file, rank)))
        .map(|hole| view_hole::<MARKS>(&l, v, hole, look, lang))
        .unzip();
    let grain = layout::grain(w)
        .into_iter()
        .map(|d| El::new("path").attr("class", "grain").attr("d", d).into());
    let groove = l.groove_y().map(|y| {
        El::new("line")
            .attr("class", "groove")
            .attr("x1", w.x + layout::MARGIN)
            .attr("y1", y)
            .attr("x2", w.x + w.w - layout::MARGIN)
            .attr("y2", y)
            .into()
    });
    // Katro: the two halves told apart by a tint; the others: one tint per row.
    let halves = Player::BOTH.into_iter().map(|p| {
        let r = l.half(p);
        rect(None, &r, layout::HALF_CORNER)
            .class([Some("half"), Some(p.name())])
            .into()
    });
    let prisons = l.prisons.into_iter().flat_map(|ps| {
        Player::BOTH
            .into_iter()
            .zip(ps)
            .map(|(p, r)| view_prison(v, p, &r, look.mini, portrait, lang))
            .collect::<Vec<_>>()
    });
    // Which way the seeds go, for the player to move (not on a game's card).
    let track: &[Hole] = if look.mini { &[] } else { &v.track };
    let chevrons = layout::chevrons(&l, track).into_iter().map(|c| {
        El::new("path")
            .attr("class", "chevron")
            .attr("d", layout::CHEVRON_PATH)
            .attr(
                "transform",
                format!(
                    "translate({} {}) rotate({})",
                    layout::num(c.x),
                    layout::num(c.y),
                    layout::num(c.angle.round())
                ),
            )
            .into()
    });
    let coordinates = l.coordinates().into_iter().map(|c| {
        let (x, y) = c.at;
        label("coordinate", (x, y), portrait).text(c.text).into()
    });
    let bands: Vec<Node> = if look.mini {
        Vec::new()
    } else {
        Player::BOTH
            .into_iter()
            .map(|p| view_band(&l, v, p, lang))
            .collect()
    };

    // The grain stays inside the wood's rounded outline; boards of one shape share an id.
    let clip_id = format!("wood-{}x{}-{}", v.files, v.ranks, v.game.id());
    let data = !look.mini;
    let view_box = if look.mini {
        [w.x, w.y, w.w, w.h].map(layout::num).join(" ")
    } else {
        l.view_box()
    };
    let face = l.wood_face();
    // A small drawing on a game's card is a picture the card names: hidden from
    // screen readers.
    let (role, label, hidden) = if look.mini {
        (None, None, Some("true"))
    } else {
        let name = crate::ui::i18n::game_name(v.game, lang);
        (Some("group"), Some(tf(lang, "{} board", &[&name])), None)
    };
    let yes_no = |b: bool| if b { "true" } else { "false" };
    let wood = El::new("g")
        .attr("class", "wood-group")
        .opt("transform", l.portrait_transform())
        .child(El::new("clipPath").attr("id", &clip_id).child(rect(
            None,
            &face,
            layout::WOOD_CORNER,
        )))
        .child(rect(Some("wood"), &face, layout::WOOD_CORNER))
        .child(
            El::new("g")
                .attr("class", "grains")
                .attr("clip-path", format!("url(#{clip_id})"))
                .children(grain),
        )
        .children(halves)
        .children(groove)
        .children(prisons)
        .child(
            El::new("g")
                .class([Some("chevrons"), Some(v.to_move.name())])
                .attr("aria-hidden", "true")
                .children(chevrons),
        )
        .child(
            El::new("g")
                .attr("class", "coordinates")
                .attr("aria-hidden", "true")
                .children(coordinates),
        )
        .children(holes)
        .child(
            El::new("g")
                .attr("class", "tags")
                .children(tags.into_iter().flatten()),
        )
        .children(if MARKS {
            view_arrows(&l, v, lang)
        } else {
            None
        });
    El::new("svg")
        .class([
            Some("board"),
            Some(if look.mini { "mini" } else { "main" }),
            v.animating.then_some("animating"),
            portrait.then_some("portrait"),
            v.flipped.then_some("flipped"),
        ])
        .attr("viewBox", view_box)
        .opt("role", role)
        .opt("aria-label", label)
        .opt("aria-hidden", hidden)
        .opt("data-game", data.then(|| v.game.id()))
        .opt("data-to-move", data.then(|| v.to_move.name()))
        .opt("data-phase", data.then(|| v.phase.name()))
        .opt("data-animating", data.then(|| yes_no(v.animating)))
        .opt(
            "data-deciding",
            (data && v.deciding.is_some()).then_some("true"),
        )
        .opt("data-flipped", data.then(|| yes_no(v.flipped)))
        .child(wood)
        .children(bands)
}

/// A mark's colour in words, in `lang`.
pub fn colour_name(lang: Lang, c: Colour) -> &'static str {
    match c {
        Colour::Green => t(lang, "green"),
        Colour::Red => t(lang, "red"),
        Colour::Yellow => t(lang, "yellow"),
        Colour::Blue => t(lang, "blue"),
    }
}

/// The marks in words: each highlight, arrow and label.
pub fn marks_words(lang: Lang, m: &Marks) -> Vec<String> {
    let holes = m
        .holes
        .iter()
        .map(|(c, h)| tf(lang, "{} highlighted {}", &[h, &colour_name(lang, *c)]));
    let arrows = m.arrows.iter().map(|a| {
        tf(
            lang,
            "an arrow from {} to {} ({})",
            &[&a.from, &a.to, &colour_name(lang, a.colour)],
        )
    });
    let labels = m
        .labels
        .iter()
        .map(|(h, text)| tf(lang, "{} labelled \u{201c}{}\u{201d}", &[h, text]));
    holes.chain(arrows).chain(labels).collect()
}

/// The arrows an annotated record draws at this step, over every hole: each
/// `data-mark="arrow"` with `data-from`, `data-to` and `data-colour`, and said in words.
fn view_arrows(l: &BoardLayout, v: &BoardView, lang: Lang) -> Option<Node> {
    if v.marks.arrows.is_empty() {
        return None;
    }
    let arrows = v.marks.arrows.iter().filter_map(|a| {
        let m = layout::mark_arrow(l.hole_center(a.from), l.hole_center(a.to))?;
        let words = tf(
            lang,
            "an arrow from {} to {} ({})",
            &[&a.from, &a.to, &colour_name(lang, a.colour)],
        );
        let head: Vec<String> = m
            .head
            .iter()
            .map(|(x, y)| format!("{},{}", layout::num(*x), layout::num(*y)))
            .collect();
        Some(
            El::new("g")
                .class([Some("mark-arrow"), Some(a.colour.name())])
                .attr("data-mark", "arrow")
                .attr("data-from", a.from.to_string())
                .attr("data-to", a.to.to_string())
                .attr("data-colour", a.colour.name())
                .attr("role", "img")
                .attr("aria-label", &words)
                .child(El::new("title").text(words))
                .child(
                    El::new("line")
                        .attr("x1", m.from.0)
                        .attr("y1", m.from.1)
                        .attr("x2", m.to.0)
                        .attr("y2", m.to.1),
                )
                .child(El::new("polygon").attr("points", head.join(" ")))
                .into(),
        )
    });
    Some(
        El::new("g")
            .attr("class", "mark-arrows")
            .children(arrows)
            .into(),
    )
}

fn seed_circles(cx: f64, cy: f64, seeds: &[layout::Seed], turn: usize) -> Vec<Node> {
    seeds
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (x, y) = (layout::num(cx + s.dx), layout::num(cy + s.dy));
            let r = layout::num(s.r);
            let circle = |class: &str| {
                El::new("circle")
                    .attr("class", class)
                    .attr("cx", &x)
                    .attr("cy", &y)
                    .attr("r", &r)
            };
            El::new("g")
                .attr("class", format!("seed tone-{}", (i + turn) % 4))
                .child(circle("seed-body"))
                .child(circle("seed-shine"))
                .into()
        })
        .collect()
}

/// A `<text>` of class `class` at `(x, y)`, kept upright when the board is drawn in
/// portrait.
fn label(class: &str, (x, y): (f64, f64), portrait: bool) -> El {
    El::new("text")
        .attr("class", class)
        .attr("x", x)
        .attr("y", y)
        .opt("transform", upright(portrait, x, y))
}

fn circle(class: &str, (cx, cy): (f64, f64), r: f64) -> El {
    El::new("circle")
        .attr("class", class)
        .attr("cx", cx)
        .attr("cy", cy)
        .attr("r", r)
}

/// A label drawn over a hole: its box and its text.
fn tag_label(el: El, b: &layout::Tag, portrait: bool, fit: Option<f64>, text: String) -> Node {
    el.attr("aria-hidden", "true")
        .opt("transform", upright(portrait, b.text.0, b.text.1))
        .child(rect(None, &b.rect, layout::ROUND_CORNER))
        .child(
            El::new("text")
                .attr("x", b.text.0)
                .attr("y", b.text.1)
                .opt("data-fit", fit)
                .text(text),
        )
        .into()
}

/// A hole, and the tags drawn over it.
fn view_hole<const MARKS: bool>(
    l: &BoardLayout,
    v: &BoardView,
    hole: Hole,
    look: Look,
    lang: Lang,
) -> (Node, Vec<Node>) {
    let i = v.index(hole);
    let count = v.counts.get(i).copied().unwrap_or(0);
    let (cx, cy) = l.hole_center(hole);
    let marks = layout::hole_marks((cx, cy));
    let turn = layout::hole_turn(hole);
    let seeds = layout::seeds_in_circle(count, turn, layout::HOLE_RADIUS, layout::MAX_DRAWN_SEEDS);
    let flag = |v: &Vec<bool>| v.get(i).copied().unwrap_or(false);
    let (legal, closed, nki, emptied) = (
        flag(&v.legal),
        flag(&v.closed),
        flag(&v.nki),
        flag(&v.emptied),
    );
    let class = [
        Some("hole"),
        legal.then_some("legal"),
        closed.then_some("closed"),
        nki.then_some("nki"),
        emptied.then_some("emptied"),
        (v.selected == Some(hole)).then_some("selected"),
        (v.deciding == Some(hole)).then_some("deciding"),
        (v.focus == Some(hole)).then_some("focus"),
        v.taken.contains(&hole).then_some("taken"),
    ];
    let pit = circle("pit", (cx, cy), layout::HOLE_RADIUS);
    if look.mini {
        let hole = El::new("g").class(class).child(pit).children(seed_circles(
            cx,
            cy,
            &seeds,
            turn as usize,
        ));
        return (hole.into(), Vec::new());
    }
    let hint = v.hints.get(i).copied().flatten();
    // While a move is shown, the seeds in the sower's hand are counted above the hole
    // they were last lifted from or sown into.
    let hand = (v.animating && v.focus == Some(hole) && v.hand > 0)
        .then(|| tf(lang, "in hand: {}", &[&v.hand]));
    let name = hole.to_string();
    let mut words = match v.game.piece() == Piece::Warrior {
        true => tn(
            lang,
            count.into(),
            "{}: {} warrior",
            "{}: {} warriors",
            &[&name, &count],
        ),
        false => tn(
            lang,
            count.into(),
            "{}: {} seed",
            "{}: {} seeds",
            &[&name, &count],
        ),
    };
    if nki {
        words.push_str(t(lang, ", nki (protected)"));
    }
    // What an annotated record marks on the hole, said too.
    let highlight = v
        .marks
        .holes
        .iter()
        .find(|(_, h)| MARKS && *h == hole)
        .map(|(c, _)| *c);
    if let Some(c) = highlight {
        words.push_str(&tf(lang, ", marked {}", &[&colour_name(lang, c)]));
    }
    let labels: Vec<&str> = v
        .marks
        .labels
        .iter()
        .filter(|(h, _)| MARKS && *h == hole)
        .map(|(_, t)| t.as_str())
        .collect();
    for text in &labels {
        words.push_str(&tf(lang, ", labelled \u{201c}{}\u{201d}", &[text]));
    }
    if closed {
        words.push_str(t(lang, ", closed for this round"));
    }
    // What the tags over the hole say, said too (a screen reader hears the hint, with
    // its unit, and the seeds in hand).
    if let Some((value, best)) = hint {
        let value = hint_value(lang, value, v.game);
        let value = if best { format!("★ {value}") } else { value };
        words.push_str(&tf(lang, ", hint: {}", &[&value]));
    }
    if let Some(hand) = &hand {
        words.push_str(", ");
        words.push_str(hand);
    }
    let mut tags = Vec::new();
    if let Some((value, best)) = hint {
        // Across the top of the hole, clear of the count's badge.
        let text = i18n::value(lang, value);
        let text = if best { format!("★ {text}") } else { text };
        let b = layout::hint_tag((cx, cy), text.chars().count());
        let el = El::new("g")
            .class([
                Some("hint-tag"),
                best.then_some("best"),
                Some(value_class(value)),
            ])
            .attr("data-hint-hole", &name)
            .attr("data-hint", value.to_string())
            .attr("data-best", best);
        tags.push(tag_label(el, &b, look.portrait, None, rtl_text(lang, text)));
    }
    for text in labels {
        let b = layout::mark_label((cx, cy), text.chars().count());
        let el = El::new("g")
            .attr("class", "mark-label")
            .attr("data-mark", "label")
            .attr("data-at", &name);
        tags.push(tag_label(el, &b, look.portrait, None, text.to_string()));
    }
    if let Some(text) = hand {
        let b = layout::hand_tag((cx, cy), text.chars().count());
        let el = El::new("g")
            .attr("class", "hand-tag")
            .attr("data-hand-hole", &name)
            .attr("data-hand", v.hand);
        let fit = Some(b.rect.w - layout::LABEL_PAD);
        tags.push(tag_label(el, &b, look.portrait, fit, rtl_text(lang, text)));
    }
    // A hole the reader may click is a button; on a figure only to look at, a picture.
    let (role, tabindex) = if look.may_play {
        ("button", Some(if legal { "0" } else { "-1" }))
    } else {
        ("img", None)
    };
    let portrait = look.portrait;
    let (nx, ny) = marks.nki_label;
    let (bx, by) = marks.badge;
    let mut el = El::new("g")
        .class(class)
        .attr("data-hole", &name)
        .attr("data-count", count)
        .opt("data-mark", highlight.map(|_| "highlight"))
        .opt("data-colour", highlight.map(|c| c.name()))
        .opt(
            "data-deciding",
            (v.deciding == Some(hole)).then_some("true"),
        )
        .opt("tabindex", tabindex)
        .attr("role", role)
        .attr("aria-label", &words)
        .child(El::new("title").text(words))
        .child(pit)
        .children(seed_circles(cx, cy, &seeds, turn as usize));
    if nki {
        el = el
            .child(circle("nki-ring", (cx, cy), marks.nki_ring_r))
            .child(label("nki-label", (nx, ny), portrait).text("nki"));
    }
    if closed {
        el = el.child(
            El::new("g")
                .attr("class", "lid")
                .child(
                    El::new("circle")
                        .attr("cx", cx)
                        .attr("cy", cy)
                        .attr("r", marks.lid_r),
                )
                .child(label("lid-label", (cx, cy), portrait).text(t(lang, "closed"))),
        );
    }
    if let Some(c) = highlight {
        el = el.child(
            El::new("circle")
                .class([Some("mark-ring"), Some(c.name())])
                .attr("cx", cx)
                .attr("cy", cy)
                .attr("r", layout::MARK_RING_RADIUS),
        );
    }
    let el = el
        .child(circle("ring", (cx, cy), marks.ring_r))
        .child(circle("badge", (bx, by), layout::BADGE_RADIUS))
        .child(
            El::new("text")
                .class([Some("count"), (count >= 10).then_some("wide")])
                .attr("x", bx)
                .attr("y", by)
                .opt("transform", upright(portrait, bx, by))
                .text(count.to_string()),
        );
    (el.into(), tags)
}

fn view_prison(
    v: &BoardView,
    p: Player,
    r: &layout::Rect,
    mini: bool,
    portrait: bool,
    lang: Lang,
) -> Node {
    let count = v.captured[p.index()];
    let parts = layout::prison_parts(r, mini, portrait);
    let floor = parts.floor;
    let seeds = layout::seeds_in_rect(count, &floor, layout::heap_turn(p));
    let ((lx, ly), (kx, ky), (mx, my)) = (parts.label, parts.count, parts.name);
    let prison = tf(lang, "{}'s prison", &[&i18n::player(lang, p)]);
    let words = tn(
        lang,
        count.into(),
        "{}: {} warrior",
        "{}: {} warriors",
        &[&prison, &count],
    );
    let (cx, cy) = floor.center();
    let mut el = El::new("g")
        .class([Some("prison"), Some(p.name())])
        .opt("data-store", (!mini).then(|| p.name()))
        .opt("data-count", (!mini).then_some(count))
        .opt("role", (!mini).then_some("img"))
        .opt("aria-label", (!mini).then_some(words))
        .child(rect(Some("prison-floor"), r, layout::PRISON_CORNER))
        .children(seed_circles(cx, cy, &seeds, p.index()));
    if !mini {
        // The word "prison" (in portrait too: a phone's prisons are not only names).
        el = el
            .child(
                label("prison-label", (lx, ly), portrait)
                    .attr("data-fit", parts.room)
                    .text(t(lang, "prison")),
            )
            .child(circle("badge", (kx, ky), parts.badge_r))
            .child(label("count big", (kx, ky), portrait).text(count.to_string()))
            .child(
                label("prison-label", (mx, my), portrait)
                    .attr("data-fit", parts.name_room)
                    .text(i18n::player(lang, p)),
            );
    }
    el.into()
}

fn view_band(l: &BoardLayout, v: &BoardView, p: Player, lang: Lang) -> Node {
    let b = l.band(p);
    let parts = layout::band_parts(&b);
    let to_move = v.to_move == p && v.phase != Phase::Over && !v.at_rest;
    let name = &v.names[p.index()];
    let captured = v.captured[p.index()];
    // What the store holds, in words (the state's: fours and seeds, seeds on the side).
    let note = v.stores[p.index()].clone();
    // Where the name's line ends (before the note's end, or the pile's): the room the
    // name and the note share on one line, or each has on its own.
    let line_end = match v.game.stores() {
        Stores::Piles => {
            let (center, r) = l.pile(p);
            layout::pile_note_end(center, r).0
        }
        _ => parts.note_end.0,
    };
    let note_text = |at: (f64, f64)| {
        // In a band of two lines, under the name: from the name's start to the line's end.
        let ((x, y), fit) = match parts.under {
            Some(under) => (under, Some(line_end - under.0)),
            None => (at, None),
        };
        El::new("text")
            .class([Some("band-note"), parts.under.map(|_| "under")])
            .attr("x", x)
            .attr("y", y)
            .opt("data-fit", fit)
            .text(rtl_text(lang, note.clone()))
    };
    // Prisons are on the board; a game with no stores has no captures off the board.
    let pile = match v.game.stores() {
        Stores::None => Some(note_text(parts.note_end)),
        Stores::Prisons => None,
        Stores::Piles => {
            let ((px, py), r) = l.pile(p);
            let seeds =
                layout::seeds_in_circle(captured, layout::heap_turn(p), r, layout::MAX_DRAWN_SEEDS);
            Some(
                El::new("g")
                    .attr("class", "pile")
                    .attr("data-store", p.name())
                    .attr("data-count", captured)
                    .child(circle("bowl", (px, py), r))
                    .children(seed_circles(px, py, &seeds, p.index()))
                    .child(note_text(layout::pile_note_end((px, py), r))),
            )
        }
    };
    let (open, close) = if lang.is_rtl() {
        ("\u{202B}", "\u{202C}")
    } else {
        ("", "")
    };
    // The name's room: in portrait its half of the strip; in a band of two lines its
    // line; on one line, shared with the note ([`layout::BAND_GAP`] between them: the
    // band's `data-fit-pair`, which the page's fitting reads).
    let alone = l.drawing.portrait || parts.under.is_some() || pile.is_none();
    let mut label = El::new("text")
        .attr("class", "band-name")
        .attr("x", parts.name.0)
        .attr("y", parts.name.1)
        .opt(
            "data-fit",
            l.drawing
                .portrait
                .then_some(parts.note_end.0 - parts.name.0)
                .or_else(|| alone.then_some(line_end - parts.name.0)),
        )
        // One right-to-left embedding over the name and the word after it (in Persian).
        .text(format!("{open}{name}{}", if to_move { "" } else { close }));
    if to_move {
        let word = if v.animating {
            t(lang, " — sowing")
        } else if v.thinking {
            t(lang, " — thinking…")
        } else {
            t(lang, " — to move")
        };
        label = label.child(
            El::new("tspan")
                .attr("class", "to-move-word")
                .text(format!("{word}{close}")),
        );
    }
    El::new("g")
        .class([Some("band"), Some(p.name()), to_move.then_some("to-move")])
        .opt("data-fit-pair", (!alone).then_some(line_end - parts.name.0))
        .child(rect(Some("band-bg"), &parts.bg, layout::ROUND_CORNER))
        .child(circle("turn-dot", parts.dot, layout::TURN_DOT_RADIUS))
        .child(label)
        .children(pile.map(Node::from))
        .into()
}
