//! Board geometry: pure functions from board size and seed counts to coordinates, in
//! logical units inside one SVG `viewBox`. No Yew, no DOM: the components only draw what
//! these functions return.

/// Distance between the centres of two neighbouring holes.
pub const PITCH: f64 = 100.0;
/// Radius of a hole.
pub const HOLE_RADIUS: f64 = 40.0;
/// Radius of one drawn seed when a hole holds few seeds.
pub const SEED_RADIUS: f64 = 8.5;
/// At most this many seeds are drawn in a hole; the count badge always shows the number.
pub const MAX_DRAWN_SEEDS: usize = 24;
/// Wood between the outer holes and the board's edge.
pub const MARGIN: f64 = 24.0;
/// Radius of the count badge on a hole's rim.
pub const BADGE_RADIUS: f64 = 13.0;

/// Size of the whole board (the `viewBox` is `0 0 width height`).
pub fn board_size(files: u8, ranks: u8) -> (f64, f64) {
    (
        2.0 * MARGIN + f64::from(files) * PITCH,
        2.0 * MARGIN + f64::from(ranks) * PITCH,
    )
}

/// Centre of the hole at `file`, `rank` (0-based). File 0 is on South's left; rank 0 is
/// South's outer row and is drawn at the bottom.
pub fn hole_center(files: u8, ranks: u8, file: u8, rank: u8) -> (f64, f64) {
    debug_assert!(file < files && rank < ranks);
    let x = MARGIN + (f64::from(file) + 0.5) * PITCH;
    let y = MARGIN + (f64::from(ranks - 1 - rank) + 0.5) * PITCH;
    (x, y)
}

/// Where the count badge of a hole sits: on the rim, towards the lower right.
pub fn badge_center(center: (f64, f64)) -> (f64, f64) {
    let d = HOLE_RADIUS * std::f64::consts::FRAC_1_SQRT_2;
    (center.0 + d, center.1 + d)
}

/// The height of the groove between South's half and North's half of the board, if the
/// board has an even number of ranks.
pub fn groove_y(ranks: u8) -> Option<f64> {
    (ranks >= 2 && ranks % 2 == 0).then(|| MARGIN + f64::from(ranks / 2) * PITCH)
}

/// One seed drawn in a hole: centre and radius, relative to the hole's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seed {
    /// Horizontal offset from the hole's centre.
    pub dx: f64,
    /// Vertical offset from the hole's centre.
    pub dy: f64,
    /// Radius.
    pub r: f64,
}

/// Seeds for a hole holding `count` seeds, packed as a sunflower spiral inside the hole.
/// `turn` (any number, e.g. the hole's index) rotates the pattern so that neighbouring
/// holes do not look stamped from one mould. At most [`MAX_DRAWN_SEEDS`] are returned.
pub fn seeds(count: u8, turn: u32) -> Vec<Seed> {
    let n = usize::from(count).min(MAX_DRAWN_SEEDS);
    if n == 0 {
        return Vec::new();
    }
    // Shrink seeds a little as holes fill up, so that they stay inside the hole.
    let r = if n <= 6 {
        SEED_RADIUS
    } else {
        SEED_RADIUS * (6.0 / n as f64).sqrt().max(0.62)
    };
    let spread = if n == 1 {
        0.0
    } else {
        (HOLE_RADIUS - r - 4.0).min(r * 1.25 * (n as f64).sqrt())
    };
    const GOLDEN_ANGLE: f64 = 2.399_963_229_728_653;
    let base = f64::from(turn % 360) * 1.7;
    (0..n)
        .map(|i| {
            let radius = spread * ((i as f64 + 0.5) / n as f64).sqrt();
            let angle = base + i as f64 * GOLDEN_ANGLE;
            Seed {
                dx: radius * angle.cos(),
                dy: radius * angle.sin(),
                r,
            }
        })
        .collect()
}

/// Wood grain: a few gentle curves across the board, as SVG path data.
pub fn grain(width: f64, height: f64) -> Vec<String> {
    const LINES: u32 = 9;
    (0..LINES)
        .map(|i| {
            let y = height * (f64::from(i) + 0.5) / f64::from(LINES);
            let a = 6.0 + 5.0 * (f64::from(i) * 1.3).sin();
            let b = 4.0 * (f64::from(i) * 2.1).cos();
            format!(
                "M 0 {y:.1} C {:.1} {:.1}, {:.1} {:.1}, {width:.1} {:.1}",
                width * 0.3,
                y + a,
                width * 0.7,
                y - a,
                y + b
            )
        })
        .collect()
}
