//! The board as a Yew component: the drawing is [`super::picture`]'s (one writer for the
//! app, the figure and the figure's first drawing), turned into Yew's nodes here; the
//! component listens on the drawing's root: a hole clicked, tapped, or chosen with Enter
//! or Space is emitted through `on_hole`, and the arrow keys move the focus from hole to
//! hole. The board never touches the game state.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::html::{onclick, onkeydown};
use yew::prelude::*;
use yew::virtual_dom::{VTag, VText};

use super::layout::Direction;
use super::picture::{self, Look};
use super::tree::{El, Node};
use crate::engine::Hole;
use crate::ui::game::BoardView;
use crate::ui::platform::hooks::{use_lang, use_narrow};

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

/// A drawing's node as Yew's.
pub fn html(node: &Node) -> Html {
    match node {
        Node::Text(t) => VText::new(t.clone()).into(),
        Node::El(e) => vtag(e).into(),
    }
}

/// A drawing's element as Yew's.
pub fn vtag(e: &El) -> VTag {
    let mut tag = VTag::new(e.tag);
    for (k, v) in &e.attrs {
        tag.add_attribute(k, v.clone());
        // A radio's or a box's state is its property once the user has touched it: Yew
        // sets both.
        if *k == "checked" {
            tag.set_checked(true);
        }
    }
    tag.add_children(e.children.iter().map(html));
    tag
}

/// The length of `el`'s text as drawn (its `getComputedTextLength`), in the drawing's
/// units; 0 when it cannot be measured.
fn text_length(el: &web_sys::Element) -> f64 {
    js_sys::Reflect::get(el, &"getComputedTextLength".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(el).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0)
}

/// `el`'s text at its own length (a squeeze undone, so that it can be measured).
fn unsqueeze(el: &web_sys::Element) {
    let _ = el.remove_attribute("textLength");
    let _ = el.remove_attribute("lengthAdjust");
}

/// `el`'s text (`length` long) squeezed to `room` (its `textLength`) when it is longer.
fn squeeze(el: &web_sys::Element, length: f64, room: f64) {
    if length > room {
        let _ = el.set_attribute("textLength", &super::layout::num(room.max(0.0)));
        let _ = el.set_attribute("lengthAdjust", "spacingAndGlyphs");
    }
}

/// The elements of `svg` that match `selector`.
fn all(svg: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let Ok(list) = svg.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i).and_then(|n| n.dyn_into().ok()))
        .collect()
}

/// A label's room as its attribute writes it (`layout::num`: "212", "84.5"), read by the
/// browser's own number reader so that this bundle carries no float parser of its own;
/// anything else is no limit.
fn room_of(text: &str) -> f64 {
    let room = js_sys::parse_float(text);
    if room.is_nan() {
        f64::INFINITY
    } else {
        room
    }
}

/// Squeezes every label of `svg` marked `data-fit` (its room, in the drawing's units)
/// that is longer than its room: its `textLength` is set to the room. A player's band
/// marked `data-fit-pair` holds the name and the note on their store on one line, in
/// that room: when both do not fit with [`super::layout::BAND_GAP`] between them, the
/// name keeps what the note leaves it (at least half) and the note the rest, each
/// squeezed into its part. Measured in the browser, so it holds for every language and
/// font ("hapishane" in a prison, "Avaratra · solosaina" beside its fours).
fn fit_labels(svg: &web_sys::Element) {
    for el in all(svg, "[data-fit]") {
        let room = el
            .get_attribute("data-fit")
            .map_or(f64::INFINITY, |r| room_of(&r));
        unsqueeze(&el);
        squeeze(&el, text_length(&el), room);
    }
    for band in all(svg, "[data-fit-pair]") {
        let room = band
            .get_attribute("data-fit-pair")
            .map_or(f64::INFINITY, |r| room_of(&r));
        let (Ok(Some(name)), Ok(Some(note))) = (
            band.query_selector(".band-name"),
            band.query_selector(".band-note"),
        ) else {
            continue;
        };
        unsqueeze(&name);
        unsqueeze(&note);
        let (n, m) = (text_length(&name), text_length(&note));
        let shared = room - super::layout::BAND_GAP;
        if n + m <= shared {
            continue;
        }
        let name_room = (shared - m).max(shared / 2.0).min(n);
        squeeze(&name, n, name_room);
        squeeze(&note, m, shared - name_room);
    }
}

/// The shared gradients every board refers to; drawn once per page.
#[component]
pub fn BoardDefs() -> Html {
    html(&picture::defs())
}

/// The hole an event happened in (its `data-hole`), if any.
fn hole_of(target: Option<web_sys::EventTarget>) -> Option<(web_sys::Element, Hole)> {
    let el = target?.dyn_into::<web_sys::Element>().ok()?;
    let g = el.closest("[data-hole]").ok()??;
    let hole = g.get_attribute("data-hole")?.parse().ok()?;
    Some((g, hole))
}

/// A board showing one moment of a game: South at the bottom, or North when the view
/// says it is turned ([`BoardView::flipped`]); upright on a narrow screen (`portrait`).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let lang = use_lang();
    let look = Look {
        mini: props.mini,
        portrait: props.portrait,
        may_play: props.may_play,
        narrow: use_narrow(),
    };
    let v = &props.view;
    let svg = use_node_ref();
    {
        let svg = svg.clone();
        use_effect(move || {
            if let Some(el) = svg.cast::<web_sys::Element>() {
                fit_labels(&el);
            }
        });
    }
    let mut root = vtag(&picture::board(v, look, lang));
    root.node_ref = svg;
    if props.may_play && !props.mini {
        let cb = props.on_hole.clone();
        let click = Callback::from(move |e: MouseEvent| {
            if let Some((_, hole)) = hole_of(e.target()) {
                cb.emit(hole);
            }
        });
        let cb = props.on_hole.clone();
        let l = picture::board_layout(v, look);
        let key = Callback::from(move |e: KeyboardEvent| {
            let Some((g, hole)) = hole_of(e.target()) else {
                return;
            };
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
            let target = g
                .closest("svg")
                .ok()
                .flatten()
                .and_then(|svg| {
                    svg.query_selector(&format!("[data-hole=\"{next}\"]"))
                        .ok()
                        .flatten()
                })
                .and_then(|el| el.dyn_into::<web_sys::SvgElement>().ok());
            if let Some(t) = target {
                let _ = t.focus();
            }
        });
        root.add_listener(Rc::new(onclick::Wrapper::new(click)));
        root.add_listener(Rc::new(onkeydown::Wrapper::new(key)));
    }
    root.into()
}
