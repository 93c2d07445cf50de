//! The board drawn as SVG: wood, the two halves, holes with seeds and a count on every
//! hole, Kiothi's prisons, captured seeds, *nki* marks, closed holes and whose turn it is.
//!
//! The root `<svg class="board main">` carries `data-game`, `data-to-move`, `data-phase`
//! and `data-animating` (and `data-deciding` while a move waits for a long sowing to be
//! decided, on the hole too); every hole is a `<g data-hole="a1" data-count="4">`, every store
//! a `<g data-store="south" data-count="0">`. Geometry comes from [`super::layout`],
//! colours from `static/style.css`. A hole emits its name through `on_hole`; the board
//! never touches the game state.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::hooks::use_lang;
use super::i18n::{self, t, tf, Lang};
use super::layout::{self, BoardLayout, Direction, Drawing};
use super::state::{hint_value, BoardView};
use crate::ai::Value;
use crate::engine::{GameId, Hole, Phase, Player};

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What to draw.
    pub view: BoardView,
    /// A hole clicked, tapped, or chosen with Enter or Space.
    #[prop_or_default]
    pub on_hole: Callback<Hole>,
    /// A small drawing for the start screen: no counts, no test attributes, no input.
    #[prop_or_default]
    pub mini: bool,
    /// Drawn turned a quarter (portrait), for a long board on a narrow screen.
    #[prop_or_default]
    pub portrait: bool,
    /// Whether the holes are buttons: `false` for a figure the reader may only look at
    /// (each hole is then a picture with its count, out of the tab order).
    #[prop_or(true)]
    pub may_play: bool,
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

/// Squeezes every label of `svg` marked `data-fit` (its room, in the drawing's units)
/// that is longer than its room: its `textLength` is set to the room. Measured in the
/// browser, so it holds for every language and font ("hapishane" in a prison).
fn fit_labels(svg: &web_sys::Element) {
    let Ok(labels) = svg.query_selector_all("[data-fit]") else {
        return;
    };
    for i in 0..labels.length() {
        let Some(el) = labels
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let room = el
            .get_attribute("data-fit")
            .and_then(|r| r.parse::<f64>().ok())
            .unwrap_or(f64::INFINITY);
        let _ = el.remove_attribute("textLength");
        let _ = el.remove_attribute("lengthAdjust");
        let length = js_sys::Reflect::get(&el, &"getComputedTextLength".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call0(&el).ok())
            .and_then(|v| v.as_f64())
            .unwrap_or(0.0);
        if length > room {
            let _ = el.set_attribute("textLength", &format!("{room:.1}"));
            let _ = el.set_attribute("lengthAdjust", "spacingAndGlyphs");
        }
    }
}

/// The transform that keeps a label upright when the board is drawn in portrait.
fn upright(portrait: bool, x: f64, y: f64) -> Option<String> {
    portrait.then(|| format!("rotate(90 {x:.1} {y:.1})"))
}

/// The shared gradients every board refers to; drawn once per page.
#[component]
pub fn BoardDefs() -> Html {
    html! {
        <svg class="board-defs" width="0" height="0" aria-hidden="true" focusable="false">
            <defs>
                <linearGradient id="wood" x1="0" y1="0" x2="0.15" y2="1">
                    <stop class="wood-light" offset="0" />
                    <stop class="wood-mid" offset="0.55" />
                    <stop class="wood-dark" offset="1" />
                </linearGradient>
                <radialGradient id="pit" cx="0.5" cy="0.38" r="0.65">
                    <stop class="pit-deep" offset="0.55" />
                    <stop class="pit-rim" offset="1" />
                </radialGradient>
                <radialGradient id="seed-shine" cx="0.35" cy="0.3" r="0.75">
                    <stop class="shine-hi" offset="0" />
                    <stop class="shine-lo" offset="1" />
                </radialGradient>
            </defs>
        </svg>
    }
}

/// A board showing one moment of a game: South at the bottom, or North when the view
/// says it is turned ([`BoardView::flipped`]); upright on a narrow screen (`portrait`).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let lang = use_lang();
    let v = &props.view;
    let portrait = props.portrait && !props.mini;
    let drawing = Drawing {
        flipped: v.flipped,
        portrait,
        coordinates: v.coordinates && !props.mini,
    };
    let l = BoardLayout::drawn(v.files, v.ranks, v.game == GameId::Kiothi, drawing);
    let w = &l.wood;

    // Each hole, and the tags over it (a hint, the seeds in hand) in a layer drawn over
    // every hole: a tag is never under a neighbour, and the hole's button holds only its
    // own count as text (the tags are in its accessible name).
    let (holes, tags): (Vec<Html>, Vec<Html>) = (0..v.ranks)
        .flat_map(|rank| (0..v.files).map(move |file| Hole::new(file, rank)))
        .map(|hole| view_hole(&l, v, hole, props, lang))
        .unzip();
    let holes = holes.into_iter().collect::<Html>();
    let tags = tags.into_iter().collect::<Html>();
    let grain = layout::grain(w)
        .into_iter()
        .map(|d| html! { <path class="grain" d={d} /> })
        .collect::<Html>();
    let groove = l.groove_y().map(|y| {
        html! { <line class="groove" x1={(w.x + layout::MARGIN).to_string()} y1={y.to_string()}
        x2={(w.x + w.w - layout::MARGIN).to_string()} y2={y.to_string()} /> }
    });
    // Katro: the two halves told apart by a tint; the others: one tint per row.
    let halves = Player::BOTH
        .into_iter()
        .map(|p| {
            let r = l.half(p);
            html! { <rect class={classes!("half", p.name())} x={r.x.to_string()} y={r.y.to_string()}
            width={r.w.to_string()} height={r.h.to_string()} rx={layout::HALF_CORNER.to_string()} /> }
        })
        .collect::<Html>();
    let prisons = l.prisons.map(|ps| {
        Player::BOTH
            .into_iter()
            .zip(ps)
            .map(|(p, r)| view_prison(v, p, &r, props.mini, portrait, lang))
            .collect::<Html>()
    });
    // Which way the seeds go, for the player to move.
    let chevrons = layout::chevrons(&l, &v.track)
        .into_iter()
        .map(|c| {
            html! { <path class="chevron" d={layout::CHEVRON_PATH}
            transform={format!("translate({:.1} {:.1}) rotate({:.0})", c.x, c.y, c.angle)} /> }
        })
        .collect::<Html>();
    let coordinates = l
        .coordinates()
        .into_iter()
        .map(|c| {
            let (x, y) = c.at;
            html! { <text class="coordinate" x={x.to_string()} y={y.to_string()} transform={upright(portrait, x, y)}>{ c.text }</text> }
        })
        .collect::<Html>();
    let bands = if props.mini {
        Html::default()
    } else {
        Player::BOTH
            .into_iter()
            .map(|p| view_band(&l, v, p, lang))
            .collect::<Html>()
    };

    // The grain stays inside the wood's rounded outline; boards of one shape share an id.
    let clip_id = format!("wood-{}x{}-{}", v.files, v.ranks, v.game.id());
    let label = tf(
        lang,
        "{} board",
        &[&super::rules_text::game_name(v.game, lang)],
    );
    let class = classes!(
        "board",
        if props.mini { "mini" } else { "main" },
        v.animating.then_some("animating"),
        portrait.then_some("portrait"),
        v.flipped.then_some("flipped"),
    );
    let data = !props.mini;
    let view_box = if props.mini {
        format!("{} {} {} {}", w.x, w.y, w.w, w.h)
    } else {
        l.view_box()
    };
    let turn = l.portrait_transform();
    let face = l.wood_face();
    let svg = use_node_ref();
    {
        let svg = svg.clone();
        use_effect(move || {
            if let Some(el) = svg.cast::<web_sys::Element>() {
                fit_labels(&el);
            }
        });
    }
    // A small drawing on a game's card is a picture the card names: hidden from
    // screen readers.
    let (role, label, hidden) = if props.mini {
        (None, None, Some("true"))
    } else {
        (Some("group"), Some(label), None)
    };
    html! {
        <svg ref={svg} class={class} viewBox={view_box} {role} aria-label={label} aria-hidden={hidden}
            data-game={data.then(|| v.game.id())}
            data-to-move={data.then(|| v.to_move.name())}
            data-phase={data.then(|| v.phase.name())}
            data-animating={data.then_some(if v.animating { "true" } else { "false" })}
            data-deciding={(data && v.deciding.is_some()).then_some("true")}
            data-flipped={data.then_some(if v.flipped { "true" } else { "false" })}>
            <g class="wood-group" transform={turn}>
            <clipPath id={clip_id.clone()}>
                <rect x={face.x.to_string()} y={face.y.to_string()}
                    width={face.w.to_string()} height={face.h.to_string()} rx={layout::WOOD_CORNER.to_string()} />
            </clipPath>
            <rect class="wood" x={face.x.to_string()} y={face.y.to_string()}
                width={face.w.to_string()} height={face.h.to_string()} rx={layout::WOOD_CORNER.to_string()} />
            <g class="grains" clip-path={format!("url(#{clip_id})")}>{ grain }</g>
            { halves }
            { groove }
            { for prisons }
            <g class={classes!("chevrons", v.to_move.name())} aria-hidden="true">{ chevrons }</g>
            <g class="coordinates" aria-hidden="true">{ coordinates }</g>
            { holes }
            <g class="tags">{ tags }</g>
            </g>
            { bands }
        </svg>
    }
}

fn seed_circles(cx: f64, cy: f64, seeds: &[layout::Seed], turn: usize) -> Html {
    seeds
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (x, y) = (format!("{:.1}", cx + s.dx), format!("{:.1}", cy + s.dy));
            let r = format!("{:.1}", s.r);
            html! {
                <g class={format!("seed tone-{}", (i + turn) % 4)}>
                    <circle class="seed-body" cx={x.clone()} cy={y.clone()} r={r.clone()} />
                    <circle class="seed-shine" cx={x} cy={y} r={r} />
                </g>
            }
        })
        .collect()
}

/// A hole, and the tags drawn over it.
fn view_hole(
    l: &BoardLayout,
    v: &BoardView,
    hole: Hole,
    props: &BoardProps,
    lang: Lang,
) -> (Html, Html) {
    let i = v.index(hole);
    let count = v.counts.get(i).copied().unwrap_or(0);
    let (cx, cy) = l.hole_center(hole);
    let marks = layout::hole_marks((cx, cy));
    let (bx, by) = marks.badge;
    let turn = layout::hole_turn(hole);
    let seeds = layout::seeds_in_circle(count, turn, layout::HOLE_RADIUS, layout::MAX_DRAWN_SEEDS);
    let legal = v.legal.get(i).copied().unwrap_or(false);
    let closed = v.closed.get(i).copied().unwrap_or(false);
    let nki = v.nki.get(i).copied().unwrap_or(false);
    let emptied = v.emptied.get(i).copied().unwrap_or(false);
    let class = classes!(
        "hole",
        legal.then_some("legal"),
        closed.then_some("closed"),
        nki.then_some("nki"),
        emptied.then_some("emptied"),
        (v.selected == Some(hole)).then_some("selected"),
        (v.deciding == Some(hole)).then_some("deciding"),
        (v.focus == Some(hole)).then_some("focus"),
        v.taken.contains(&hole).then_some("taken"),
    );
    let hint = v.hints.get(i).copied().flatten();
    let tag = hint.map_or_else(String::new, |(value, best)| {
        let value = i18n::value(lang, value);
        if best {
            format!("★ {value}")
        } else {
            value
        }
    });
    let tag_box = layout::hint_tag((cx, cy), tag.chars().count());
    // While a move is shown, the seeds in the sower's hand are counted above the hole
    // they were last lifted from or sown into.
    let hand = (v.animating && v.focus == Some(hole) && v.hand > 0)
        .then(|| tf(lang, "in hand: {}", &[&v.hand]));
    let hand_box = hand
        .as_ref()
        .map(|h| layout::hand_tag((cx, cy), h.chars().count()));
    let name = hole.to_string();
    let mut words = match (v.game == GameId::Kiothi, count == 1) {
        (true, true) => tf(lang, "{}: 1 warrior", &[&name]),
        (true, false) => tf(lang, "{}: {} warriors", &[&name, &count]),
        (false, true) => tf(lang, "{}: 1 seed", &[&name]),
        (false, false) => tf(lang, "{}: {} seeds", &[&name, &count]),
    };
    if nki {
        words.push_str(t(lang, ", nki (protected)"));
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
    if props.mini {
        let hole = html! {
            <g class={class}>
                <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r={layout::HOLE_RADIUS.to_string()} />
                { seed_circles(cx, cy, &seeds, turn as usize) }
            </g>
        };
        return (hole, Html::default());
    }
    let onclick = props.may_play.then(|| {
        let cb = props.on_hole.clone();
        Callback::from(move |_: MouseEvent| cb.emit(hole))
    });
    let onkeydown = props.may_play.then(|| {
        let cb = props.on_hole.clone();
        let l = *l;
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                cb.emit(hole);
                return;
            }
            // Arrow keys move the focus to the next hole that way on the screen, however
            // the board is turned.
            let direction = match key.as_str() {
                "ArrowLeft" => Direction::Left,
                "ArrowRight" => Direction::Right,
                "ArrowUp" => Direction::Up,
                "ArrowDown" => Direction::Down,
                _ => return,
            };
            let Some(next) = l.neighbour(hole, direction) else {
                return;
            };
            e.prevent_default();
            let target = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("svg").ok().flatten())
                .and_then(|svg| {
                    svg.query_selector(&format!("[data-hole=\"{next}\"]"))
                        .ok()
                        .flatten()
                })
                .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok());
            if let Some(t) = target {
                let _ = t.focus();
            }
        })
    });
    let r = layout::HOLE_RADIUS;
    let (nx, ny) = marks.nki_label;
    // A hole the reader may click is a button; on a figure only to look at, a picture.
    let (role, tabindex) = if props.may_play {
        ("button", Some(if legal { "0" } else { "-1" }))
    } else {
        ("img", None)
    };
    let tags = html! {
        <>
            if let Some((value, best)) = hint {
                // Across the top of the hole, clear of the count's badge.
                <g class={classes!("hint-tag", best.then_some("best"), value_class(value))} data-hint-hole={name.clone()}
                    data-hint={value.to_string()} data-best={best.to_string()} aria-hidden="true"
                    transform={upright(props.portrait, tag_box.text.0, tag_box.text.1)}>
                    <rect x={tag_box.rect.x.to_string()} y={tag_box.rect.y.to_string()} width={tag_box.rect.w.to_string()}
                        height={tag_box.rect.h.to_string()} rx={layout::ROUND_CORNER.to_string()} />
                    <text x={tag_box.text.0.to_string()} y={tag_box.text.1.to_string()}>{ rtl_text(lang, tag) }</text>
                </g>
            }
            if let (Some(text), Some(b)) = (hand, hand_box) {
                <g class="hand-tag" data-hand-hole={name.clone()} data-hand={v.hand.to_string()} aria-hidden="true"
                    transform={upright(props.portrait, b.text.0, b.text.1)}>
                    <rect x={b.rect.x.to_string()} y={b.rect.y.to_string()} width={b.rect.w.to_string()}
                        height={b.rect.h.to_string()} rx={layout::ROUND_CORNER.to_string()} />
                    <text x={b.text.0.to_string()} y={b.text.1.to_string()} data-fit={(b.rect.w - layout::LABEL_PAD).to_string()}>{ rtl_text(lang, text) }</text>
                </g>
            }
        </>
    };
    let hole = html! {
        <g class={class} data-hole={name} data-count={count.to_string()}
            data-deciding={(v.deciding == Some(hole)).then_some("true")}
            {tabindex} {role} aria-label={words.clone()}
            {onclick} {onkeydown}>
            <title>{ words }</title>
            <circle class="pit" cx={cx.to_string()} cy={cy.to_string()} r={r.to_string()} />
            { seed_circles(cx, cy, &seeds, turn as usize) }
            if nki {
                <circle class="nki-ring" cx={cx.to_string()} cy={cy.to_string()} r={marks.nki_ring_r.to_string()} />
                <text class="nki-label" x={nx.to_string()} y={ny.to_string()} transform={upright(props.portrait, nx, ny)}>{ "nki" }</text>
            }
            if closed {
                <g class="lid">
                    <circle cx={cx.to_string()} cy={cy.to_string()} r={marks.lid_r.to_string()} />
                    <text class="lid-label" x={cx.to_string()} y={cy.to_string()} transform={upright(props.portrait, cx, cy)}>{ t(lang, "closed") }</text>
                </g>
            }
            <circle class="ring" cx={cx.to_string()} cy={cy.to_string()} r={marks.ring_r.to_string()} />
            <circle class="badge" cx={bx.to_string()} cy={by.to_string()} r={layout::BADGE_RADIUS.to_string()} />
            <text class={classes!("count", (count >= 10).then_some("wide"))} x={bx.to_string()} y={by.to_string()} transform={upright(props.portrait, bx, by)}>{ count.to_string() }</text>
        </g>
    };
    (hole, tags)
}

fn view_prison(
    v: &BoardView,
    p: Player,
    r: &layout::Rect,
    mini: bool,
    portrait: bool,
    lang: Lang,
) -> Html {
    let count = v.captured[p.index()];
    let parts = layout::prison_parts(r, mini, portrait);
    let floor = parts.floor;
    let seeds = layout::seeds_in_rect(count, &floor, layout::heap_turn(p));
    let ((lx, ly), (kx, ky), (mx, my)) = (parts.label, parts.count, parts.name);
    let label = tf(lang, "{}'s prison", &[&i18n::player(lang, p)]);
    html! {
        <g class={classes!("prison", p.name())} data-store={(!mini).then(|| p.name())}
            data-count={(!mini).then(|| count.to_string())} role={(!mini).then_some("img")}
            aria-label={(!mini).then(|| if count == 1 { tf(lang, "{}: 1 warrior", &[&label]) } else { tf(lang, "{}: {} warriors", &[&label, &count]) })}>
            <rect class="prison-floor" x={r.x.to_string()} y={r.y.to_string()} width={r.w.to_string()}
                height={r.h.to_string()} rx={layout::PRISON_CORNER.to_string()} />
            { seed_circles(floor.center().0, floor.center().1, &seeds, p.index()) }
            if !mini {
                if !portrait {
                    <text class="prison-label" x={lx.to_string()} y={ly.to_string()} data-fit={parts.room.to_string()}>{ t(lang, "prison") }</text>
                }
                <circle class="badge" cx={kx.to_string()} cy={ky.to_string()} r={parts.badge_r.to_string()} />
                <text class="count big" x={kx.to_string()} y={ky.to_string()} transform={upright(portrait, kx, ky)}>{ count.to_string() }</text>
                <text class="prison-label" x={mx.to_string()} y={my.to_string()} transform={upright(portrait, mx, my)} data-fit={parts.name_room.to_string()}>{ i18n::player(lang, p) }</text>
            }
        </g>
    }
}

fn view_band(l: &BoardLayout, v: &BoardView, p: Player, lang: Lang) -> Html {
    let b = l.band(p);
    let parts = layout::band_parts(&b);
    let to_move = v.to_move == p && v.phase != Phase::Over;
    let name = v.names[p.index()].clone();
    let captured = v.captured[p.index()];
    // What the store holds, in words (the state's: fours and seeds, seeds on the side).
    let note = v.stores[p.index()].clone();
    // Kiothi shows prisons on the board; Katro has no captures off the board.
    let pile = match v.game {
        GameId::Katro => {
            let (nx, ny) = parts.note_end;
            html! { <text class="band-note" x={nx.to_string()} y={ny.to_string()}>
            { rtl_text(lang, note) }</text> }
        }
        GameId::Kiothi => Html::default(),
        _ => {
            let ((px, py), r) = l.pile(p);
            let seeds =
                layout::seeds_in_circle(captured, layout::heap_turn(p), r, layout::MAX_DRAWN_SEEDS);
            let (nx, ny) = layout::pile_note_end((px, py), r);
            html! {
                <g class="pile" data-store={p.name()} data-count={captured.to_string()}>
                    <circle class="bowl" cx={px.to_string()} cy={py.to_string()} r={r.to_string()} />
                    { seed_circles(px, py, &seeds, p.index()) }
                    <text class="band-note" x={nx.to_string()} y={ny.to_string()}>{ rtl_text(lang, note) }</text>
                </g>
            }
        }
    };
    let bg = parts.bg;
    let (open, close) = if lang.is_rtl() {
        ("\u{202B}", "\u{202C}")
    } else {
        ("", "")
    };
    html! {
        <g class={classes!("band", p.name(), to_move.then_some("to-move"))}>
            <rect class="band-bg" x={bg.x.to_string()} y={bg.y.to_string()} width={bg.w.to_string()}
                height={bg.h.to_string()} rx={layout::ROUND_CORNER.to_string()} />
            <circle class="turn-dot" cx={parts.dot.0.to_string()} cy={parts.dot.1.to_string()} r={layout::TURN_DOT_RADIUS.to_string()} />
            // One right-to-left embedding over the name and the word after it (in Persian).
            <text class="band-name" x={parts.name.0.to_string()} y={parts.name.1.to_string()}
                data-fit={l.drawing.portrait.then(|| (parts.note_end.0 - parts.name.0).to_string())}>
                { format!("{open}{name}{}", if to_move { "" } else { close }) }
                if to_move { <tspan class="to-move-word">{ format!("{}{close}", if v.animating { t(lang, " — sowing") } else if v.thinking { t(lang, " — thinking…") } else { t(lang, " — to move") }) }</tspan> }
            </text>
            { pile }
        </g>
    }
}
