//! The board drawn as SVG: wood, holes, seeds and a count on every hole.
//!
//! Every hole is a `<g class="hole" data-hole="a1" data-count="4">`; the root `<svg>`
//! carries `data-game` (`hoyito-3`). Geometry comes from [`super::layout`], colours from
//! `static/style.css`.

use yew::prelude::*;

use super::layout;
use crate::engine::{Hole, Position};

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position to draw.
    pub position: Position,
}

/// A board showing one position, South at the bottom.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let position = &props.position;
    let game = position.game();
    let (files, ranks) = (position.files(), position.ranks());
    let (width, height) = layout::board_size(files, ranks);

    let holes = (0..ranks)
        .flat_map(|rank| (0..files).map(move |file| Hole::new(file, rank)))
        .map(|hole| view_hole(files, ranks, hole, position.count(hole)));
    let grain = layout::grain(width, height)
        .into_iter()
        .map(|d| html! { <path class="grain" d={d} /> });
    let groove = layout::groove_y(ranks).map(|y| {
        html! {
            <line class="groove" x1={layout::MARGIN.to_string()} y1={y.to_string()}
                x2={(width - layout::MARGIN).to_string()} y2={y.to_string()} />
        }
    });

    // Inset by half the outline's stroke so that the stroke stays inside the viewBox.
    let outline = html! {
        <rect x="1.5" y="1.5" width={(width - 3.0).to_string()}
            height={(height - 3.0).to_string()} rx="26" />
    };

    html! {
        <svg class="board" data-game={game.id()} viewBox={format!("0 0 {width} {height}")}
            role="img" aria-label={format!("{} board", game.name())}>
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
                <clipPath id="board-shape">{ outline.clone() }</clipPath>
            </defs>
            <g class="wood">{ outline }</g>
            <g clip-path="url(#board-shape)">{ for grain }</g>
            { for groove }
            { for holes }
        </svg>
    }
}

fn view_hole(files: u8, ranks: u8, hole: Hole, count: u8) -> Html {
    let (cx, cy) = layout::hole_center(files, ranks, hole.file(), hole.rank());
    let (bx, by) = layout::badge_center((cx, cy));
    let turn = u32::from(hole.rank()) * 31 + u32::from(hole.file()) * 7;
    let seeds = layout::seeds(count, turn)
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            let (x, y) = ((cx + s.dx).to_string(), (cy + s.dy).to_string());
            let r = s.r.to_string();
            let tone = format!("seed tone-{}", (i + turn as usize) % 4);
            html! {
                <g class={tone}>
                    <circle class="seed-body" cx={x.clone()} cy={y.clone()} r={r.clone()} />
                    <circle class="seed-shine" cx={x} cy={y} r={r} />
                </g>
            }
        });
    let name = hole.to_string();
    let noun = if count == 1 { "seed" } else { "seeds" };
    html! {
        <g class="hole" data-hole={name.clone()} data-count={count.to_string()}>
            <title>{ format!("{name}: {count} {noun}") }</title>
            <circle class="pit" cx={cx.to_string()} cy={cy.to_string()}
                r={layout::HOLE_RADIUS.to_string()} />
            { for seeds }
            <circle class="badge" cx={bx.to_string()} cy={by.to_string()}
                r={layout::BADGE_RADIUS.to_string()} />
            <text class="count" x={bx.to_string()} y={by.to_string()}>{ count.to_string() }</text>
        </g>
    }
}
