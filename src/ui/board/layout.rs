//! Board geometry: pure functions from a board's shape and seed counts to coordinates, in
//! logical units inside one SVG `viewBox`. No Yew, no DOM: the components only draw what
//! these functions return, and the functions are unit-tested natively.
//!
//! A board is drawn as three horizontal bands: North's label band at the top, the wooden
//! board in the middle, South's label band at the bottom (South sits at the bottom of the
//! screen, RULES.md §1.1). Kiothi's board has its two prisons inside the wood: South's at
//! the east (right) end, North's at the west (left) end (RULES.md §5.1).

use crate::engine::{Hole, Player};

/// Distance between the centres of two neighbouring holes.
pub const PITCH: f64 = 100.0;
/// Radius of a hole.
pub const HOLE_RADIUS: f64 = 40.0;
/// Radius of one drawn seed when a hole holds few seeds.
pub const SEED_RADIUS: f64 = 8.5;
/// At most this many seeds are drawn in a hole (a heap); the count badge always shows the number.
pub const MAX_DRAWN_SEEDS: usize = 24;
/// At most this many seeds are drawn in a prison or a pile of captured seeds.
pub const MAX_DRAWN_STORE: usize = 40;
/// Wood between the outer holes and the board's edge.
pub const MARGIN: f64 = 24.0;
/// Radius of the count badge on a hole's rim.
pub const BADGE_RADIUS: f64 = 18.0;
/// Height of each player's label band above and below the wood.
pub const BAND: f64 = 64.0;
/// Height of a label band of two lines ([`Drawing::stacked`]): the player's name, and the
/// note on their store under it.
pub const BAND_STACKED: f64 = 96.0;
/// Space kept between a player's name and the note on their store when both share one
/// line (a longer pair is squeezed to keep it).
pub const BAND_GAP: f64 = 16.0;
/// Width of one of Kiothi's prisons.
pub const PRISON_WIDTH: f64 = 96.0;
/// Space between a prison and the nearest hole's pitch cell.
pub const PRISON_GAP: f64 = 8.0;
/// The wood is drawn this far inside its rectangle (its edge stays inside the `viewBox`).
pub const WOOD_INSET: f64 = 1.5;
/// Corner radius of the wood.
pub const WOOD_CORNER: f64 = 26.0;
/// Corner radius of the tint of a player's half.
pub const HALF_CORNER: f64 = 18.0;
/// Corner radius of a prison.
pub const PRISON_CORNER: f64 = 30.0;
/// Corner radius of a label band's background and of a hint's tag.
pub const ROUND_CORNER: f64 = 14.0;
/// Radius of the dot that marks the player to move.
pub const TURN_DOT_RADIUS: f64 = 10.0;
/// Room kept clear on either side of a label inside its box, in all (`room` fields).
pub const LABEL_PAD: f64 = 12.0;
/// A direction chevron's outline, pointing right (0°) around its centre.
pub const CHEVRON_PATH: &str = "M -5 -7 L 4 0 L -5 7";

/// An image's caption (`crate::ui::print`): its size, the size of the line under it saying
/// what the move was, the lines' height (in sizes), the room on its left and right and
/// above and below it.
pub const CAPTION_SIZE: f64 = 24.0;
/// See [`CAPTION_SIZE`].
pub const CAPTION_NOTE_SIZE: f64 = 20.0;
/// See [`CAPTION_SIZE`].
pub const CAPTION_LEADING: f64 = 1.35;
/// See [`CAPTION_SIZE`].
pub const CAPTION_PAD: f64 = 16.0;
/// See [`CAPTION_SIZE`].
pub const CAPTION_GAP: f64 = 10.0;

/// An axis-aligned rectangle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The rectangle `d` inside this one on every side.
    pub fn inset(&self, d: f64) -> Rect {
        Rect {
            x: self.x + d,
            y: self.y + d,
            w: self.w - 2.0 * d,
            h: self.h - 2.0 * d,
        }
    }
    /// The centre.
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    /// Whether `other` lies inside this rectangle (edges included).
    #[cfg(test)]
    pub fn contains(&self, other: &Rect) -> bool {
        other.x >= self.x
            && other.y >= self.y
            && other.x + other.w <= self.x + self.w + 1e-9
            && other.y + other.h <= self.y + self.h + 1e-9
    }
}

/// How a board is drawn: which way it is turned and what is written along it. The
/// holes keep their names whatever the drawing: only where they are drawn changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// Turned half a turn: North at the bottom, file `a` on the right (a player playing
    /// North against the computer, or the flip button).
    pub flipped: bool,
    /// Turned a quarter (Kiothi's long board on a narrow screen): the wood upright, the
    /// players' names in one strip above it.
    pub portrait: bool,
    /// File letters along the wood's lower edge and rank numbers along its left edge.
    pub coordinates: bool,
    /// Each player's band in two lines, the note on their store under their name (a
    /// narrow screen, whose larger letters would not hold both on one line; landscape
    /// only: in portrait the names share one strip).
    pub stacked: bool,
}

/// Where everything of one board goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardLayout {
    /// Holes per row.
    pub files: u8,
    /// Rows.
    pub ranks: u8,
    /// Width of the `viewBox`.
    pub width: f64,
    /// Height of the `viewBox`.
    pub height: f64,
    /// The wooden board, in the drawing's own (landscape) units: in portrait it is
    /// turned by [`Self::portrait_transform`].
    pub wood: Rect,
    /// Kiothi's prisons: `[South's (east end), North's (west end)]`.
    pub prisons: Option<[Rect; 2]>,
    /// How it is drawn.
    pub drawing: Drawing,
}

/// Width of each player's half of the name strip above a board drawn in portrait.
pub const PORTRAIT_HALF: f64 = 240.0;

impl BoardLayout {
    /// The layout of a board `files` wide and `ranks` high, with Kiothi's prisons or
    /// without, South at the bottom, in landscape, without coordinates.
    pub fn new(files: u8, ranks: u8, prisons: bool) -> BoardLayout {
        BoardLayout::drawn(files, ranks, prisons, Drawing::default())
    }

    /// The layout of a board drawn as `drawing` says.
    pub fn drawn(files: u8, ranks: u8, prisons: bool, drawing: Drawing) -> BoardLayout {
        let side = if prisons {
            PRISON_WIDTH + PRISON_GAP
        } else {
            0.0
        };
        let wood_w = 2.0 * MARGIN + 2.0 * side + f64::from(files) * PITCH;
        let wood_h = 2.0 * MARGIN + f64::from(ranks) * PITCH;
        let band = if drawing.stacked && !drawing.portrait {
            BAND_STACKED
        } else {
            BAND
        };
        let wood = Rect {
            x: 0.0,
            y: band,
            w: wood_w,
            h: wood_h,
        };
        let prisons = prisons.then(|| {
            let y = band + MARGIN;
            let h = f64::from(ranks) * PITCH;
            let west = Rect {
                x: MARGIN,
                y,
                w: PRISON_WIDTH,
                h,
            };
            let east = Rect {
                x: wood_w - MARGIN - PRISON_WIDTH,
                y,
                w: PRISON_WIDTH,
                h,
            };
            // Turned half a turn, the east end is on the left.
            if drawing.flipped {
                [west, east]
            } else {
                [east, west]
            }
        });
        let (width, height) = if drawing.portrait {
            (wood_h.max(2.0 * PORTRAIT_HALF), BAND + wood_w)
        } else {
            (wood_w, wood_h + 2.0 * band)
        };
        BoardLayout {
            files,
            ranks,
            width,
            height,
            wood,
            prisons,
            drawing,
        }
    }

    /// The wood as drawn ([`WOOD_INSET`] inside [`Self::wood`]).
    pub fn wood_face(&self) -> Rect {
        self.wood.inset(WOOD_INSET)
    }

    /// The `viewBox` attribute.
    pub fn view_box(&self) -> String {
        format!("0 0 {} {}", num(self.width), num(self.height))
    }

    /// Portrait: the SVG `transform` that turns the wood a quarter counter-clockwise
    /// under the name strip, centred across, so that the board stays counter-clockwise
    /// with file `a` at the bottom (at the top when flipped). `None` in landscape.
    pub fn portrait_transform(&self) -> Option<String> {
        self.drawing.portrait.then(|| {
            let across = (self.width - self.wood.h) / 2.0 - self.wood.y;
            format!(
                "translate({} {}) rotate(-90)",
                num(across),
                num(BAND + self.wood.w)
            )
        })
    }

    /// Where a point of the wood lands on the screen (what [`Self::portrait_transform`]
    /// does in portrait; nothing in landscape).
    pub fn on_screen(&self, (x, y): (f64, f64)) -> (f64, f64) {
        if self.drawing.portrait {
            let across = (self.width - self.wood.h) / 2.0 - self.wood.y;
            (y + across, BAND + self.wood.w - x)
        } else {
            (x, y)
        }
    }

    /// The player whose row is drawn at the bottom (South, unless flipped).
    pub fn bottom_player(&self) -> Player {
        if self.drawing.flipped {
            Player::North
        } else {
            Player::South
        }
    }

    /// Left edge of the first pitch cell.
    fn holes_left(&self) -> f64 {
        MARGIN
            + if self.prisons.is_some() {
                PRISON_WIDTH + PRISON_GAP
            } else {
                0.0
            }
    }

    /// Centre of `hole`, in the wood's units. Unflipped, file `a` is on South's left and
    /// rank 1 (South's outer row) at the bottom; flipped, the other way round.
    pub fn hole_center(&self, hole: Hole) -> (f64, f64) {
        let rank = hole.rank().min(self.ranks.saturating_sub(1));
        let file = hole.file().min(self.files.saturating_sub(1));
        let (column, row) = if self.drawing.flipped {
            (self.files - 1 - file, rank)
        } else {
            (file, self.ranks - 1 - rank)
        };
        let x = self.holes_left() + (f64::from(column) + 0.5) * PITCH;
        let y = self.wood.y + MARGIN + (f64::from(row) + 0.5) * PITCH;
        (x, y)
    }

    /// The area of the holes of `player`'s half (for tinting the two halves apart).
    pub fn half(&self, player: Player) -> Rect {
        let half = f64::from(self.ranks / 2) * PITCH;
        let x = self.holes_left() - MARGIN / 2.0;
        let w = f64::from(self.files) * PITCH + MARGIN;
        let top = self.wood.y + MARGIN;
        if player == self.bottom_player() {
            Rect {
                x,
                y: top + half,
                w,
                h: half + MARGIN / 2.0,
            }
        } else {
            Rect {
                x,
                y: top - MARGIN / 2.0,
                w,
                h: half + MARGIN / 2.0,
            }
        }
    }

    /// The height of the groove between South's half and North's half.
    pub fn groove_y(&self) -> Option<f64> {
        (self.ranks >= 2 && self.ranks % 2 == 0)
            .then(|| self.wood.y + MARGIN + f64::from(self.ranks / 2) * PITCH)
    }

    /// The label band of `player`, on the screen (never turned). In landscape the
    /// bottom player's band is below the wood and the other's above it; in portrait
    /// both share the strip above the wood, each on the side of their own row.
    pub fn band(&self, player: Player) -> Rect {
        let bottom = player == self.bottom_player();
        if self.drawing.portrait {
            // Turned counter-clockwise, the bottom row comes to the right.
            let half = self.width / 2.0;
            return Rect {
                x: if bottom { half } else { 0.0 },
                y: 0.0,
                w: half,
                h: BAND,
            };
        }
        Rect {
            x: 0.0,
            y: if bottom {
                self.wood.y + self.wood.h
            } else {
                0.0
            },
            w: self.width,
            h: self.wood.y,
        }
    }

    /// Where a player's captured seeds are piled in their band (games without prisons,
    /// never drawn in portrait), towards the right end of the band: a circle's centre
    /// and radius.
    pub fn pile(&self, player: Player) -> ((f64, f64), f64) {
        let b = self.band(player);
        // As large in a band of two lines as in one.
        let r = BAND / 2.0 - 10.0;
        ((b.x + b.w - r - MARGIN, b.y + b.h / 2.0), r)
    }

    /// The coordinates written along the wood (when [`Drawing::coordinates`]): each
    /// file's letter under the bottom row, each rank's number left of its row, in the
    /// wood's units.
    pub fn coordinates(&self) -> Vec<Coordinate> {
        if !self.drawing.coordinates {
            return Vec::new();
        }
        let edge = PITCH / 2.0 - HOLE_RADIUS;
        let bottom = self.wood.y + self.wood.h - WOOD_INSET;
        let y = (self.wood.y + MARGIN + f64::from(self.ranks) * PITCH - edge + bottom) / 2.0;
        let left = self.holes_left()
            - if self.prisons.is_some() {
                PRISON_GAP
            } else {
                MARGIN - WOOD_INSET
            };
        let x = (left + self.holes_left() + edge) / 2.0;
        let files = (0..self.files).map(|f| Coordinate {
            text: char::from(b'a' + f).to_string(),
            at: (self.hole_center(Hole::new(f, 0)).0, y),
        });
        let ranks = (0..self.ranks).map(|r| Coordinate {
            text: (r + 1).to_string(),
            at: (x, self.hole_center(Hole::new(0, r)).1),
        });
        files.chain(ranks).collect()
    }

    /// The hole next to `hole` on the screen in `direction` (the arrow keys), whichever
    /// way the board is turned: the nearest hole whose centre lies more that way than
    /// across.
    pub fn neighbour(&self, hole: Hole, direction: Direction) -> Option<Hole> {
        let at = self.on_screen(self.hole_center(hole));
        (0..self.ranks)
            .flat_map(|r| (0..self.files).map(move |f| Hole::new(f, r)))
            .filter(|&h| h != hole)
            .filter_map(|h| {
                let (x, y) = self.on_screen(self.hole_center(h));
                let (dx, dy) = (x - at.0, y - at.1);
                let (along, across) = match direction {
                    Direction::Left => (-dx, dy),
                    Direction::Right => (dx, dy),
                    Direction::Up => (-dy, dx),
                    Direction::Down => (dy, dx),
                };
                (along > across.abs()).then_some((h, along * along + across * across))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(h, _)| h)
    }
}

/// A direction on the screen (an arrow key).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards the left edge.
    Left,
    /// Towards the right edge.
    Right,
    /// Towards the top.
    Up,
    /// Towards the bottom.
    Down,
}

/// A file letter or rank number written along the wood.
#[derive(Clone, Debug, PartialEq)]
pub struct Coordinate {
    /// `a`…`j` or `1`…`6`.
    pub text: String,
    /// Where it is centred.
    pub at: (f64, f64),
}

/// Where the count badge of a hole sits: on the rim, towards the lower right.
pub fn badge_center(center: (f64, f64)) -> (f64, f64) {
    let d = HOLE_RADIUS * std::f64::consts::FRAC_1_SQRT_2;
    (center.0 + d, center.1 + d)
}

/// How far a hole's seeds are turned, so that neighbouring holes do not look stamped
/// from one mould.
pub fn hole_turn(hole: Hole) -> u32 {
    u32::from(hole.rank()) * 31 + u32::from(hole.file()) * 7
}

/// How far a player's heap of captured seeds (a prison, a pile) is turned.
pub fn heap_turn(player: Player) -> u32 {
    5 + player.index() as u32 * 13
}

/// The marks drawn on and around a hole centred at `center`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HoleMarks {
    /// Radius of the ring around a playable or chosen hole.
    pub ring_r: f64,
    /// Radius of the lid on a closed hole.
    pub lid_r: f64,
    /// Radius of the *nki* ring.
    pub nki_ring_r: f64,
    /// Where the word *nki* goes (upper left, inside the rim).
    pub nki_label: (f64, f64),
    /// Centre of the count badge.
    pub badge: (f64, f64),
}

/// Where the marks of the hole centred at `center` go.
pub fn hole_marks(center: (f64, f64)) -> HoleMarks {
    let r = HOLE_RADIUS;
    HoleMarks {
        ring_r: r + 4.0,
        lid_r: r - 2.0,
        nki_ring_r: r - 3.0,
        nki_label: (center.0 - r * 0.72, center.1 - r * 0.72),
        badge: badge_center(center),
    }
}

/// A hint's tag across the top of a hole: its box and where its text is centred.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tag {
    /// The box (corners [`ROUND_CORNER`]).
    pub rect: Rect,
    /// The text's anchor.
    pub text: (f64, f64),
}

/// The hint tag of the hole centred at `center`, wide enough for `chars` characters of
/// its bold label.
pub fn hint_tag(center: (f64, f64), chars: usize) -> Tag {
    tag(center, 20.0 + 9.5 * chars as f64)
}

/// The tag over the hole centred at `center` that counts the seeds in the sower's hand:
/// wide enough for `chars` characters of its label at the phone's larger size.
pub fn hand_tag(center: (f64, f64), chars: usize) -> Tag {
    tag(center, 20.0 + 12.0 * chars as f64)
}

/// A tag `w` wide across the top of the hole centred at `center`.
fn tag(center: (f64, f64), w: f64) -> Tag {
    let (cx, cy) = center;
    Tag {
        rect: Rect {
            x: cx - w / 2.0,
            y: cy - HOLE_RADIUS - 10.0,
            w,
            h: 28.0,
        },
        text: (cx, cy - HOLE_RADIUS + 4.0),
    }
}

/// The parts of a prison drawn in `r`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PrisonParts {
    /// Where the warriors are heaped.
    pub floor: Rect,
    /// The word "prison": in landscape above the count, in portrait across the top of
    /// the heap.
    pub label: (f64, f64),
    /// The count's badge.
    pub count: (f64, f64),
    /// Radius of the count's badge.
    pub badge_r: f64,
    /// The owner's name.
    pub name: (f64, f64),
    /// How long the word "prison" may be (a longer one is squeezed).
    pub room: f64,
    /// How long the owner's name may be.
    pub name_room: f64,
}

/// Width of the column of a prison drawn in portrait that holds its count and its
/// owner's name (the warriors are heaped beside it).
pub const PRISON_COLUMN: f64 = 68.0;

/// Where a prison's parts go. In landscape the label, the count and the owner's name are
/// stacked down the prison above the heap. In portrait the prison lies across the upright
/// board: the count above the owner's name (both kept upright) at its left end, the heap
/// beside them under the word "prison". A small drawing (`mini`) is all heap.
pub fn prison_parts(r: &Rect, mini: bool, portrait: bool) -> PrisonParts {
    let (cx, _) = r.center();
    let badge_r = BADGE_RADIUS + 4.0;
    if portrait && !mini {
        // Turned a quarter counter-clockwise: the screen's left is the drawing's top
        // (`y`), the screen's top is the drawing's right (`x + w`).
        let top = r.x + r.w;
        let left = r.y + PRISON_COLUMN / 2.0;
        // The word "prison" in a line across the top of the heap (on the screen).
        let line = 26.0;
        return PrisonParts {
            floor: Rect {
                x: r.x,
                y: r.y + PRISON_COLUMN,
                w: r.w - line,
                h: r.h - PRISON_COLUMN,
            },
            label: (
                top - line / 2.0 - 2.0,
                r.y + PRISON_COLUMN + (r.h - PRISON_COLUMN) / 2.0,
            ),
            count: (top - 34.0, left),
            badge_r,
            name: (top - 76.0, left),
            room: r.h - PRISON_COLUMN - LABEL_PAD,
            name_room: PRISON_COLUMN - LABEL_PAD / 2.0,
        };
    }
    let top = 92.0;
    let floor = if mini {
        *r
    } else {
        Rect {
            x: r.x,
            y: r.y + top,
            w: r.w,
            h: r.h - top,
        }
    };
    PrisonParts {
        floor,
        label: (cx, r.y + 18.0),
        count: (cx, r.y + 44.0),
        badge_r,
        name: (cx, r.y + 76.0),
        room: r.w - LABEL_PAD,
        name_room: r.w - LABEL_PAD,
    }
}

/// The parts of a player's label band drawn in `b`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BandParts {
    /// The background (corners [`ROUND_CORNER`]).
    pub bg: Rect,
    /// The dot marking the player to move (radius [`TURN_DOT_RADIUS`]).
    pub dot: (f64, f64),
    /// Where the player's name starts.
    pub name: (f64, f64),
    /// Where a note at the band's right end ends (Katro's seeds on a side).
    pub note_end: (f64, f64),
    /// A band of two lines ([`Drawing::stacked`]): where the note starts, under the name
    /// (it is then written from there, no further than the name's line goes).
    pub under: Option<(f64, f64)>,
}

/// Where the parts of the band `b` go: one line, or two when `b` is taller than [`BAND`]
/// (a stacked band: the name on the first, the note on the second).
pub fn band_parts(b: &Rect) -> BandParts {
    let cy = b.y + b.h / 2.0;
    let stacked = b.h > BAND + 1e-9;
    // Two lines: each a fifth of the band above or below its middle.
    let line = if stacked { b.h * 0.21 } else { 0.0 };
    BandParts {
        bg: Rect {
            x: b.x + 4.0,
            y: b.y + 6.0,
            w: b.w - 8.0,
            h: b.h - 12.0,
        },
        dot: (b.x + 30.0, cy - line),
        name: (b.x + 50.0, cy - line),
        note_end: (b.x + b.w - MARGIN, cy - line),
        under: stacked.then_some((b.x + 50.0, cy + line)),
    }
}

/// Where the note beside a pile of captured seeds (centre `center`, radius `r`) ends.
pub fn pile_note_end(center: (f64, f64), r: f64) -> (f64, f64) {
    (center.0 - r - 10.0, center.1)
}

/// One seed drawn in a hole: centre and radius, relative to the hole's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seed {
    /// Horizontal offset from the centre.
    pub dx: f64,
    /// Vertical offset from the centre.
    pub dy: f64,
    /// Radius.
    pub r: f64,
}

/// Seeds for a hole holding `count` seeds, packed as a sunflower spiral inside a circle
/// of radius `radius`. `turn` rotates the pattern so that neighbouring holes do not look
/// stamped from one mould. At most `max` are returned (a heap: the badge gives the number).
pub fn seeds_in_circle(count: u32, turn: u32, radius: f64, max: usize) -> Vec<Seed> {
    let n = (count as usize).min(max);
    if n == 0 {
        return Vec::new();
    }
    let scale = radius / HOLE_RADIUS;
    let full = SEED_RADIUS * scale;
    // Shrink seeds a little as holes fill up, so that they stay inside the hole.
    let r = if n <= 6 {
        full
    } else {
        full * (6.0 / n as f64).sqrt().max(0.62)
    };
    let spread = if n == 1 {
        0.0
    } else {
        (radius - r - 4.0 * scale).min(r * 1.25 * (n as f64).sqrt())
    };
    const GOLDEN_ANGLE: f64 = 2.399_963_229_728_653;
    let base = f64::from(turn % 360) * 1.7;
    (0..n)
        .map(|i| {
            let d = spread * ((i as f64 + 0.5) / n as f64).sqrt();
            let angle = base + i as f64 * GOLDEN_ANGLE;
            let (sin, cos) = sin_cos(angle);
            Seed {
                dx: d * cos,
                dy: d * sin,
                r,
            }
        })
        .collect()
}

/// Seeds heaped in a prison `rect`: rows from the bottom up, at most [`MAX_DRAWN_STORE`]
/// and at most as many as fit (the prison's badge gives the number).
/// Offsets are relative to the rectangle's centre.
pub fn seeds_in_rect(count: u32, rect: &Rect, turn: u32) -> Vec<Seed> {
    let r = SEED_RADIUS * 0.75;
    let step = 2.0 * r + 2.0;
    let per_row = (((rect.w - 12.0 - r) / step).floor() as usize).max(1);
    let rows = (((rect.h - 12.0) / (step - 2.0)).floor() as usize).max(1);
    let n = (count as usize).min(MAX_DRAWN_STORE).min(per_row * rows);
    let (cx, cy) = rect.center();
    (0..n)
        .map(|i| {
            let row = (i / per_row) as f64;
            let col = (i % per_row) as f64;
            let jitter = f64::from((turn.wrapping_add(i as u32 * 7)) % 5) - 2.0;
            let x =
                rect.x + 6.0 + r + col * step + if (i / per_row) % 2 == 1 { r * 0.5 } else { 0.0 };
            let y = rect.y + rect.h - 6.0 - r - row * (step - 2.0) + jitter * 0.4;
            Seed {
                dx: x.min(rect.x + rect.w - 6.0 - r) - cx,
                dy: y.max(rect.y + 6.0 + r) - cy,
                r,
            }
        })
        .collect()
}

/// The sine and the cosine of `x` (radians), to within 1e-9: a short series after the
/// angle is brought into [-π/2, π/2]. The drawing's own, so that the small bundles carry
/// no trigonometry of the maths library (whose range reduction alone is several KB).
pub fn sin_cos(x: f64) -> (f64, f64) {
    use std::f64::consts::{FRAC_PI_2, PI, TAU};
    fn sin_near(x: f64) -> f64 {
        // Taylor series to x^15 on [-π/2, π/2]: the next term is under 1e-9.
        let x2 = x * x;
        let mut term = x;
        let mut sum = x;
        for k in 1..8 {
            term *= -x2 / f64::from((2 * k) * (2 * k + 1));
            sum += term;
        }
        sum
    }
    let wrap = |x: f64| x - TAU * (x / TAU + 0.5).floor();
    let fold = |x: f64| {
        if x > FRAC_PI_2 {
            PI - x
        } else if x < -FRAC_PI_2 {
            -PI - x
        } else {
            x
        }
    };
    let x = wrap(x);
    (sin_near(fold(x)), sin_near(fold(wrap(x + FRAC_PI_2))))
}

/// `x` as an SVG number, with at most one decimal: "12", "12.5", "-3.1". Written with
/// integers only, so that the drawing does not bring `core`'s float formatting (and its
/// tables) into the small bundles; a tenth of a unit is well under a pixel.
pub fn num(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let t = tenths.unsigned_abs();
    match t % 10 {
        0 => format!("{sign}{}", t / 10),
        d => format!("{sign}{}.{d}", t / 10),
    }
}

/// Wood grain: a few gentle curves across the wood, as SVG path data.
pub fn grain(wood: &Rect) -> Vec<String> {
    const LINES: u32 = 9;
    (0..LINES)
        .map(|i| {
            let y = wood.y + wood.h * (f64::from(i) + 0.5) / f64::from(LINES);
            let a = 6.0 + 5.0 * sin_cos(f64::from(i) * 1.3).0;
            let b = 4.0 * sin_cos(f64::from(i) * 2.1).1;
            format!(
                "M {} {} C {} {}, {} {}, {} {}",
                num(wood.x),
                num(y),
                num(wood.x + wood.w * 0.3),
                num(y + a),
                num(wood.x + wood.w * 0.7),
                num(y - a),
                num(wood.x + wood.w),
                num(y + b)
            )
        })
        .collect()
}

/// A small chevron showing the sowing direction between two holes of a track.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chevron {
    /// Centre.
    pub x: f64,
    /// Centre.
    pub y: f64,
    /// Direction in degrees (0: towards the right, 90: down the screen).
    pub angle: f64,
}

/// Chevrons between neighbouring holes along `track` (a circuit, first hole first): one
/// in the gap between each two consecutive holes that are next to each other on the
/// board, pointing the way the seeds go. The wrap-around step between far-apart holes
/// (Katro's inner row back to its outer row) gets none.
pub fn chevrons(l: &BoardLayout, track: &[Hole]) -> Vec<Chevron> {
    let n = track.len();
    (0..n)
        .filter_map(|i| {
            let (a, b) = (track[i], track[(i + 1) % n]);
            let df = i16::from(b.file()) - i16::from(a.file());
            let dr = i16::from(b.rank()) - i16::from(a.rank());
            if df.abs() + dr.abs() != 1 {
                return None;
            }
            let (ax, ay) = l.hole_center(a);
            let (bx, by) = l.hole_center(b);
            // Neighbours on the grid: the way is along an axis of the drawing.
            let angle = if (bx - ax).abs() >= (by - ay).abs() {
                if bx >= ax {
                    0.0
                } else {
                    180.0
                }
            } else if by > ay {
                90.0
            } else {
                -90.0
            };
            Some(Chevron {
                x: (ax + bx) / 2.0,
                y: (ay + by) / 2.0,
                angle,
            })
        })
        .collect()
}

/// The ring drawn round a highlighted hole (a mark, `[%csl …]`): its radius.
pub const MARK_RING_RADIUS: f64 = HOLE_RADIUS + 7.0;

/// An arrow drawn from a hole to a hole (a mark, `[%cal …]`): its shaft, from clear of
/// the first hole's middle to the head's base, and the head's three corners (the tip
/// first), short of the second hole's middle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkArrow {
    /// Where the shaft starts.
    pub from: (f64, f64),
    /// Where the shaft ends (the head's base).
    pub to: (f64, f64),
    /// The head: its tip, then its two back corners.
    pub head: [(f64, f64); 3],
}

/// The arrow from the hole centred at `a` to the one centred at `b` (`None`: the same
/// hole, no arrow to draw).
pub fn mark_arrow(a: (f64, f64), b: (f64, f64)) -> Option<MarkArrow> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let clear = HOLE_RADIUS * 0.45;
    let (head_len, half) = (24.0, 14.0);
    let from = (a.0 + ux * clear, a.1 + uy * clear);
    let tip = (b.0 - ux * clear, b.1 - uy * clear);
    let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    Some(MarkArrow {
        from,
        to: base,
        head: [
            tip,
            (base.0 - uy * half, base.1 + ux * half),
            (base.0 + uy * half, base.1 - ux * half),
        ],
    })
}

/// The tag of a label on the hole centred at `center` (a mark, `[%lbl …]`), across the
/// hole's bottom, wide enough for `chars` characters.
pub fn mark_label(center: (f64, f64), chars: usize) -> Tag {
    let (cx, cy) = center;
    let w = 20.0 + 10.0 * chars as f64;
    Tag {
        rect: Rect {
            x: cx - w / 2.0,
            y: cy + HOLE_RADIUS - 18.0,
            w,
            h: 28.0,
        },
        text: (cx, cy + HOLE_RADIUS - 4.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A registered game by its id.
    fn game_of(id: &str) -> crate::engine::GameId {
        id.parse().expect("a registered game")
    }

    #[test]
    fn the_drawings_sine_and_cosine_are_the_libraries_within_a_billionth() {
        for i in -2000..2000 {
            let x = f64::from(i) * 0.0137;
            let (s, c) = sin_cos(x);
            assert!(
                (s - x.sin()).abs() < 1e-9 && (c - x.cos()).abs() < 1e-9,
                "{x}: {s} {c}"
            );
        }
    }

    #[test]
    fn svg_numbers_have_one_decimal_at_most() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(-3.15), "-3.2");
        assert_eq!(num(0.96), "1");
    }

    fn every_hole(files: u8, ranks: u8) -> impl Iterator<Item = Hole> {
        (0..ranks).flat_map(move |r| (0..files).map(move |f| Hole::new(f, r)))
    }

    #[test]
    fn south_is_at_the_bottom_and_file_a_on_the_left() {
        for (files, ranks, prisons) in [
            (6, 2, false),
            (5, 2, false),
            (10, 2, true),
            (6, 6, false),
            (4, 4, false),
        ] {
            let l = BoardLayout::new(files, ranks, prisons);
            let a1 = l.hole_center(Hole::new(0, 0));
            let a_top = l.hole_center(Hole::new(0, ranks - 1));
            let last1 = l.hole_center(Hole::new(files - 1, 0));
            assert!(a1.1 > a_top.1, "rank 1 is drawn below the top rank");
            assert!(a1.0 < last1.0, "file a is on South's left");
            assert!(l.band(Player::South).y > l.band(Player::North).y);
        }
    }

    #[test]
    fn every_hole_lies_inside_the_wood_and_holes_do_not_overlap() {
        for (files, ranks, prisons) in [
            (6, 2, false),
            (5, 2, false),
            (10, 2, true),
            (6, 6, false),
            (4, 6, false),
            (6, 4, false),
            (4, 4, false),
        ] {
            let l = BoardLayout::new(files, ranks, prisons);
            let holes: Vec<_> = every_hole(files, ranks).map(|h| l.hole_center(h)).collect();
            for &(x, y) in &holes {
                let r = HOLE_RADIUS;
                assert!(l.wood.contains(&Rect {
                    x: x - r,
                    y: y - r,
                    w: 2.0 * r,
                    h: 2.0 * r
                }));
            }
            for (i, a) in holes.iter().enumerate() {
                for b in &holes[i + 1..] {
                    let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                    assert!(d >= 2.0 * HOLE_RADIUS, "holes overlap");
                }
            }
            assert_eq!(
                l.view_box(),
                format!("0 0 {} {}", num(l.width), num(l.height))
            );
        }
    }

    #[test]
    fn kiothi_prisons_south_east_north_west_and_clear_of_the_holes() {
        let l = BoardLayout::new(10, 2, true);
        let [south, north] = l.prisons.expect("Kiothi has prisons");
        assert!(
            south.x > north.x,
            "South's prison is at the east (right) end"
        );
        assert!(l.wood.contains(&south) && l.wood.contains(&north));
        let j1 = l.hole_center(Hole::new(9, 0));
        let a2 = l.hole_center(Hole::new(0, 1));
        assert!(
            south.x >= j1.0 + HOLE_RADIUS,
            "the east prison is right of j1"
        );
        assert!(
            north.x + north.w <= a2.0 - HOLE_RADIUS,
            "the west prison is left of a2"
        );
        assert!(BoardLayout::new(6, 2, false).prisons.is_none());
    }

    #[test]
    fn chevrons_follow_the_track_between_neighbours() {
        use crate::engine::{Circuit, Position, Rules};
        // Two rows: counter-clockwise, so rightwards along rank 1, leftwards along rank 2,
        // and up/down at the ends: 12 chevrons for 12 holes.
        let p = Position::start(Rules::default_for(game_of("hoyito-3")));
        let l = BoardLayout::new(6, 2, false);
        let c = chevrons(
            &l,
            p.geometry().track(Player::South, Circuit::Default).holes(),
        );
        assert_eq!(c.len(), 12);
        let (a1, b1) = (
            l.hole_center(Hole::new(0, 0)),
            l.hole_center(Hole::new(1, 0)),
        );
        assert!(c
            .iter()
            .any(|v| (v.x - (a1.0 + b1.0) / 2.0).abs() < 1e-9 && v.angle.abs() < 1e-9));
        // Katro: 18 holes, the step from the inner row's end back to a1 is not adjacent.
        let k = Position::start(Rules::default_for(game_of("katro")));
        let lk = BoardLayout::new(6, 6, false);
        let ck = chevrons(
            &lk,
            k.geometry().track(Player::North, Circuit::Default).holes(),
        );
        assert_eq!(ck.len(), 17);
        for v in ck {
            assert!(
                v.y < lk.groove_y().unwrap_or(0.0),
                "North's chevrons stay in North's half"
            );
        }
    }

    #[test]
    fn portrait_kiothi_keeps_its_orientation() {
        let l = BoardLayout::drawn(
            10,
            2,
            true,
            Drawing {
                portrait: true,
                ..Drawing::default()
            },
        );
        let p = |h: Hole| l.on_screen(l.hole_center(h));
        let (a1, j1, a2) = (p(Hole::new(0, 0)), p(Hole::new(9, 0)), p(Hole::new(0, 1)));
        assert!(a1.1 > j1.1, "file a at the bottom");
        assert!(a1.0 > a2.0, "South's row on the right");
        let [south, north] = l.prisons.expect("prisons");
        assert!(
            l.on_screen(south.center()).1 < l.on_screen(north.center()).1,
            "South's prison at the top"
        );
        // Every hole inside the viewBox, below the name strip.
        for r in 0..2 {
            for f in 0..10 {
                let (x, y) = p(Hole::new(f, r));
                assert!(x > 0.0 && x < l.width && y > BAND && y < l.height);
            }
        }
        // The wood fills the height under the strip and is centred across.
        let (x0, y0) = l.on_screen((l.wood.x, l.wood.y));
        let (x1, y1) = l.on_screen((l.wood.x + l.wood.w, l.wood.y + l.wood.h));
        assert!((x0 + x1 - l.width).abs() < 1e-9, "centred across");
        assert!((y0 - l.height).abs() < 1e-9 && (y1 - BAND).abs() < 1e-9);
        // Both names in the strip above, each on the side of its own row.
        let (bs, bn) = (l.band(Player::South), l.band(Player::North));
        assert!(bs.x > bn.x && bs.y == 0.0 && bn.y == 0.0 && bs.h == BAND);
        assert!((bs.x + bs.w - l.width).abs() < 1e-9 && bn.x == 0.0);
        assert_eq!(
            l.view_box(),
            format!("0 0 {} {}", num(l.width), num(l.height))
        );
        assert!(l.portrait_transform().is_some());
        assert!(BoardLayout::new(10, 2, true).portrait_transform().is_none());
    }

    #[test]
    fn flipped_puts_north_at_the_bottom_and_keeps_the_board_counter_clockwise() {
        for (files, ranks, prisons) in [(6, 2, false), (6, 6, false), (10, 2, true)] {
            let flip = Drawing {
                flipped: true,
                ..Drawing::default()
            };
            let (l, f) = (
                BoardLayout::new(files, ranks, prisons),
                BoardLayout::drawn(files, ranks, prisons, flip),
            );
            for h in every_hole(files, ranks) {
                // Half a turn about the wood's centre.
                let (x, y) = l.hole_center(h);
                let (fx, fy) = f.hole_center(h);
                let (cx, cy) = l.wood.center();
                assert!((x + fx - 2.0 * cx).abs() < 1e-9 && (y + fy - 2.0 * cy).abs() < 1e-9);
            }
            assert!(
                f.band(Player::North).y > f.band(Player::South).y,
                "North below"
            );
            assert_eq!(f.bottom_player(), Player::North);
            let (south, north) = (f.half(Player::South), f.half(Player::North));
            assert!(north.y > south.y);
            if let (Some([ls, ln]), Some([fs, fnorth])) = (l.prisons, f.prisons) {
                // South's prison stays at the east end, now on the left.
                assert!(ls.x > ln.x && fs.x < fnorth.x);
            }
            // The track turns the same way: rotation keeps the sense of a circuit.
            let a1 = f.hole_center(Hole::new(0, 0));
            let b1 = f.hole_center(Hole::new(1, 0));
            assert!(b1.0 < a1.0, "a1 to b1 runs right to left, seen from North");
        }
    }

    #[test]
    fn coordinates_name_each_file_under_its_hole_and_each_rank_beside_its_row() {
        for (files, ranks, prisons) in [(6, 2, false), (6, 6, false), (10, 2, true), (4, 4, false)]
        {
            for flipped in [false, true] {
                let drawing = Drawing {
                    flipped,
                    coordinates: true,
                    ..Drawing::default()
                };
                let l = BoardLayout::drawn(files, ranks, prisons, drawing);
                let c = l.coordinates();
                assert_eq!(c.len(), usize::from(files) + usize::from(ranks));
                let face = l.wood_face();
                for label in &c {
                    let (x, y) = label.at;
                    assert!(face.x < x && x < face.x + face.w && face.y < y && y < face.y + face.h);
                    // Clear of every hole and of the prisons.
                    for h in every_hole(files, ranks) {
                        let (hx, hy) = l.hole_center(h);
                        let d = ((hx - x).powi(2) + (hy - y).powi(2)).sqrt();
                        assert!(
                            d > HOLE_RADIUS + 8.0,
                            "{} at {x},{y} touches {h}",
                            label.text
                        );
                    }
                    for p in l.prisons.iter().flatten() {
                        assert!(!p.contains(&Rect {
                            x: x - 4.0,
                            y: y - 4.0,
                            w: 8.0,
                            h: 8.0
                        }));
                    }
                }
                for f in 0..files {
                    let name = char::from(b'a' + f).to_string();
                    let label = c.iter().find(|c| c.text == name).expect("each file");
                    assert!((label.at.0 - l.hole_center(Hole::new(f, 0)).0).abs() < 1e-9);
                }
                for r in 0..ranks {
                    let label = c
                        .iter()
                        .find(|c| c.text == (r + 1).to_string())
                        .expect("each rank");
                    assert!((label.at.1 - l.hole_center(Hole::new(0, r)).1).abs() < 1e-9);
                }
            }
        }
        assert!(BoardLayout::new(6, 2, false).coordinates().is_empty());
    }

    #[test]
    fn arrow_keys_follow_the_screen_however_the_board_is_turned() {
        let h = |s: &str| s.parse::<Hole>().expect("a hole");
        let l = BoardLayout::new(6, 2, false);
        assert_eq!(l.neighbour(h("a1"), Direction::Right), Some(h("b1")));
        assert_eq!(l.neighbour(h("a1"), Direction::Up), Some(h("a2")));
        assert_eq!(l.neighbour(h("a1"), Direction::Left), None);
        assert_eq!(l.neighbour(h("a1"), Direction::Down), None);
        let flipped = Drawing {
            flipped: true,
            ..Drawing::default()
        };
        let f = BoardLayout::drawn(6, 2, false, flipped);
        assert_eq!(f.neighbour(h("a1"), Direction::Left), Some(h("b1")));
        assert_eq!(f.neighbour(h("a1"), Direction::Down), Some(h("a2")));
        let portrait = Drawing {
            portrait: true,
            ..Drawing::default()
        };
        let p = BoardLayout::drawn(10, 2, true, portrait);
        assert_eq!(p.neighbour(h("a1"), Direction::Up), Some(h("b1")));
        assert_eq!(p.neighbour(h("a1"), Direction::Left), Some(h("a2")));
        assert_eq!(p.neighbour(h("j1"), Direction::Up), None);
    }

    #[test]
    fn katro_halves_are_split_by_the_groove() {
        let l = BoardLayout::new(6, 6, false);
        let g = l.groove_y().expect("an even number of ranks has a groove");
        let south = l.half(Player::South);
        let north = l.half(Player::North);
        assert!((south.y - g).abs() < 1e-9 && (north.y + north.h - g).abs() < 1e-9);
        for h in every_hole(6, 6) {
            let (_, y) = l.hole_center(h);
            if h.rank() < 3 {
                assert!(y > g);
            } else {
                assert!(y < g);
            }
        }
    }

    #[test]
    fn seeds_stay_inside_their_hole_and_heaps_are_capped() {
        for count in 0..=60u8 {
            let seeds = seeds_in_circle(u32::from(count), 17, HOLE_RADIUS, MAX_DRAWN_SEEDS);
            assert_eq!(seeds.len(), usize::from(count).min(MAX_DRAWN_SEEDS));
            for s in seeds {
                assert!((s.dx * s.dx + s.dy * s.dy).sqrt() + s.r <= HOLE_RADIUS + 1e-9);
            }
        }
    }

    #[test]
    fn prison_seeds_stay_inside_the_prison() {
        let l = BoardLayout::new(10, 2, true);
        for rect in l.prisons.expect("prisons") {
            let (cx, cy) = rect.center();
            for count in [0u32, 1, 7, 30, 60] {
                let s = seeds_in_rect(count, &rect, 3);
                assert!(s.len() <= (count as usize).min(MAX_DRAWN_STORE));
                assert_eq!(s.is_empty(), count == 0);
                for seed in s {
                    let (x, y) = (cx + seed.dx, cy + seed.dy);
                    assert!(rect.contains(&Rect {
                        x: x - seed.r,
                        y: y - seed.r,
                        w: 2.0 * seed.r,
                        h: 2.0 * seed.r
                    }));
                }
            }
        }
    }

    #[test]
    fn a_band_of_two_lines_holds_the_name_above_the_note_and_pushes_the_wood_down() {
        // The phone's letters (static/board.css): the name 30 units, the note 26; a line
        // of text takes about 1.2 times its size.
        let (name, note) = (30.0 * 1.2, 26.0 * 1.2);
        for (files, ranks) in [(6, 2), (6, 6), (5, 2)] {
            let one = BoardLayout::new(files, ranks, false);
            let stacked = Drawing {
                stacked: true,
                ..Drawing::default()
            };
            for flipped in [false, true] {
                let drawing = Drawing { flipped, ..stacked };
                let two = BoardLayout::drawn(files, ranks, false, drawing);
                assert!((two.height - one.height - 2.0 * (BAND_STACKED - BAND)).abs() < 1e-9);
                for player in Player::BOTH {
                    let b = two.band(player);
                    assert!((b.h - BAND_STACKED).abs() < 1e-9);
                    let parts = band_parts(&b);
                    let under = parts.under.expect("the note's line, under the name's");
                    assert!(
                        (under.0 - parts.name.0).abs() < 1e-9,
                        "from the name's start"
                    );
                    assert!(under.1 - parts.name.1 >= (name + note) / 2.0 + 2.0, "apart");
                    assert!(parts.name.1 - name / 2.0 >= b.y, "the name inside its band");
                    assert!(
                        under.1 + note / 2.0 <= b.y + b.h,
                        "the note inside its band"
                    );
                    assert!(
                        (parts.dot.1 - parts.name.1).abs() < 1e-9,
                        "the dot on the name's line"
                    );
                    let (pile, r) = two.pile(player);
                    assert!(
                        pile.1 - r >= b.y && pile.1 + r <= b.y + b.h,
                        "the pile in its band"
                    );
                    // Neither band reaches into the wood.
                    assert!(
                        b.y + b.h <= two.wood.y + 1e-9 || b.y >= two.wood.y + two.wood.h - 1e-9
                    );
                }
                let moved = BAND_STACKED - BAND;
                for h in every_hole(files, ranks) {
                    let (x, y) = BoardLayout::drawn(
                        files,
                        ranks,
                        false,
                        Drawing {
                            flipped,
                            ..Drawing::default()
                        },
                    )
                    .hole_center(h);
                    let (x2, y2) = two.hole_center(h);
                    assert!(
                        (x - x2).abs() < 1e-9 && (y2 - y - moved).abs() < 1e-9,
                        "{h}"
                    );
                }
            }
        }
        // One line: no second line. In portrait the names share one strip of one line.
        assert!(
            band_parts(&BoardLayout::new(6, 2, false).band(Player::South))
                .under
                .is_none()
        );
        let upright = BoardLayout::drawn(
            10,
            2,
            true,
            Drawing {
                portrait: true,
                stacked: true,
                ..Drawing::default()
            },
        );
        assert!((upright.band(Player::North).h - BAND).abs() < 1e-9);
    }

    #[test]
    fn marks_tags_prisons_and_bands_stay_in_their_places() {
        let l = BoardLayout::new(10, 2, true);
        let c = l.hole_center(Hole::new(3, 0));
        let m = hole_marks(c);
        assert!(m.lid_r < HOLE_RADIUS && m.nki_ring_r < HOLE_RADIUS && m.ring_r > HOLE_RADIUS);
        // A longer label gets a wider tag, still centred on the hole, above its centre.
        let (short, long) = (hint_tag(c, 4), hint_tag(c, 12));
        assert!(long.rect.w > short.rect.w);
        assert!((long.rect.center().0 - c.0).abs() < 1e-9);
        assert!(short.text.1 < c.1);
        for rect in l.prisons.expect("prisons") {
            // Landscape: stacked down the prison above the heap.
            let p = prison_parts(&rect, false, false);
            assert!(rect.contains(&p.floor));
            for (x, y) in [p.count, p.name] {
                assert!(y > rect.y && y < p.floor.y && (x - rect.center().0).abs() < 1e-9);
            }
            // Portrait: the count above the name (on the screen, the drawing's right is
            // up) in a column left of the heap, neither touching the other.
            let q = prison_parts(&rect, false, true);
            assert!(rect.contains(&q.floor));
            assert!(q.count.0 > q.name.0, "the count above the name");
            assert!(
                q.count.0 - q.name.0 >= q.badge_r + 15.0,
                "the name clear of the badge"
            );
            for (x, y) in [q.count, q.name] {
                assert!(x > rect.x && x < rect.x + rect.w && y > rect.y && y < q.floor.y);
                assert!(y + q.name_room / 2.0 <= q.floor.y + 1e-9);
            }
            // The word "prison" across the heap's top (the screen's), clear of the heap.
            assert!(q.label.0 > q.floor.x + q.floor.w && q.label.0 < rect.x + rect.w);
            assert!(q.label.1 > q.floor.y && q.label.1 < q.floor.y + q.floor.h);
            assert!(q.room > 0.0 && q.room <= q.floor.h);
            assert_eq!(prison_parts(&rect, true, false).floor, rect);
            assert_eq!(prison_parts(&rect, true, true).floor, rect);
        }
        for player in Player::BOTH {
            let b = l.band(player);
            let parts = band_parts(&b);
            assert!(b.contains(&parts.bg));
            assert!(parts.dot.0 < parts.name.0);
            assert!(parts.name.0 < parts.note_end.0 && parts.note_end.0 < b.x + b.w);
        }
        assert!(l.wood.contains(&l.wood_face()));
    }

    #[test]
    fn a_mark_s_arrow_runs_between_the_holes_and_points_at_the_second() {
        let (a, b) = ((100.0, 100.0), (300.0, 100.0));
        let m = mark_arrow(a, b).expect("an arrow");
        assert!(m.from.0 > a.0 && m.head[0].0 < b.0, "clear of both middles");
        assert!(m.to.0 < m.head[0].0, "the head ends the shaft at the tip");
        assert!(
            (m.head[1].1 - m.head[2].1).abs() > 20.0,
            "a head as wide as it is long"
        );
        assert_eq!(mark_arrow(a, a), None);
        let up = mark_arrow(b, a).expect("the other way");
        assert!(up.head[0].0 > a.0 && up.head[0].0 < up.to.0);
        let t = mark_label(a, 3);
        assert!(
            t.rect.y > a.1,
            "below the middle, clear of the hint's tag on top"
        );
    }
}
