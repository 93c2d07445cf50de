//! Katro's lessons (RULES.md §2): the track in your own half, relays, the capture from
//! the innermost rows, the outermost-row rule, the two halves and the `either` direction.

use super::{Answer, Claim, Goal, Lesson};
use crate::engine::{CaptureKind, Player};

/// Katro's lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        position: r#"{"game":"katro","to_move":"south","pits":[[0,0,0,0,3,1],[0,0,0,0,0,0],[1,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[17,17,17,16,0,0]]}"#,
        title: "Your own half",
        text: "Each player sows only in their own three rows: along the outer row from left to right, back along the middle row, then along the inner row. A sowing whose last seed falls into an empty hole ends there.",
        task: "End your sowing in e2.",
        hint: "Follow your track: after f1 it turns into the middle row at f2, then e2.",
        goal: Goal::EndIn("e2"),
        offered: &[],
        answers: &[Answer {
            mv: "e1",
            right: true,
            claims: &[
                Claim::Sows(&["f1", "f2", "e2"]),
                Claim::Lap(1, "e1", 3, "e2", true),
                Claim::Laps(1),
                Claim::TakesNothing,
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"katro","to_move":"south","pits":[[1,1,0,1,0,0],[0,0,0,0,0,0],[1,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[17,17,17,17,0,0]]}"#,
        title: "Relay sowing",
        text: "When the last seed falls into a hole that was not empty, you lift everything in it and sow on: a new lap. The turn ends only when a lap ends in an empty hole.",
        task: "Play a move that sows at least three laps.",
        hint: "Look for a hole whose last seed lands on a hole that already holds seeds, and follow on.",
        goal: Goal::Laps(3),
        offered: &[],
        answers: &[Answer {
            mv: "a1",
            right: true,
            claims: &[
                Claim::Lap(1, "a1", 1, "b1", false),
                Claim::Lap(2, "b1", 2, "d1", false),
                Claim::Lap(3, "d1", 2, "f1", true),
                Claim::Laps(3),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"katro","to_move":"south","pits":[[1,0,12,0,0,0],[0,0,0,0,0,0],[0,0,1,0,0,0],[0,0,3,0,0,0],[0,0,0,0,0,0],[11,11,11,11,11,0]]}"#,
        title: "Capturing",
        text: "A lap that ends in an occupied hole of your innermost row captures the seeds in North's facing hole, if it holds any. The captured seeds join your hole, and the whole lot is sown on.",
        task: "Capture North's seeds in c4.",
        hint: "c1 holds twelve seeds: count them along your track to c3, which already holds a seed.",
        goal: Goal::Take(3),
        offered: &[],
        answers: &[Answer {
            mv: "c1",
            right: true,
            claims: &[
                Claim::Holds("c1", 12),
                Claim::Holds("c3", 1),
                Claim::Lap(1, "c1", 12, "c3", false),
                Claim::Takes(Player::South, 3, "c4", CaptureKind::Capture),
                // The captured seeds join the landing hole and the whole lot is sown on:
                // its seed, the last one and the three taken.
                Claim::Lap(2, "c3", 5, "b1", true),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"katro","to_move":"south","pits":[[0,0,0,0,0,0],[0,5,0,0,2,0],[0,0,0,1,0,0],[0,0,0,2,0,0],[0,0,0,0,0,0],[12,12,12,12,14,0]]}"#,
        title: "The outermost row",
        text: "You always play from your outermost row that still holds seeds. Your outer row is empty here, so you play from the middle row; and captures are judged on the innermost rows that hold seeds.",
        task: "Capture North's seeds with a move from your middle row.",
        hint: "The middle row is sown from right to left, then the track runs into the inner row at a3.",
        goal: Goal::Take(2),
        offered: &[],
        answers: &[Answer {
            mv: "b2",
            right: true,
            claims: &[
                Claim::Empty(&["a1", "b1", "c1", "d1", "e1", "f1"]),
                Claim::Sows(&["a2", "a3"]),
                Claim::Lap(1, "b2", 5, "d3", false),
                Claim::Takes(Player::South, 2, "d4", CaptureKind::Capture),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"katro","to_move":"south","pits":[[1,0,14,0,0,0],[9,9,9,9,9,8],[0,0,0,0,1,0],[0,0,0,0,3,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]}"#,
        title: "Two halves",
        text: "No seed ever crosses into the other half: seeds change sides only by captures. A player left with no seeds in their half has lost, at once.",
        task: "Take North's last seeds and win.",
        hint: "Fourteen seeds from c1 reach e3, facing North's only seeds in e4.",
        goal: Goal::Win,
        offered: &[],
        answers: &[Answer {
            mv: "c1",
            right: true,
            claims: &[
                Claim::Holds("c1", 14),
                Claim::Only(Player::North, &["e4"]),
                Claim::Lap(1, "c1", 14, "e3", false),
                Claim::Takes(Player::South, 3, "e4", CaptureKind::Capture),
                // North has no seeds left: lost at once, no lap more.
                Claim::Laps(1),
                Claim::Ends([72, 0]),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"katro","options":{"direction":"either"},"to_move":"south","pits":[[0,0,0,0,0,0],[0,0,4,0,0,0],[1,0,0,0,0,1],[0,0,0,0,0,3],[0,0,0,0,0,0],[13,13,13,12,12,0]]}"#,
        title: "Either direction",
        text: "With the \"either direction\" option you choose, each turn, your track or its mirror image; c2' sows along the mirrored one. The choice holds for the whole turn, relays included.",
        task: "Capture North's seeds: choose the move and its direction.",
        hint: "Sown the usual way, c2 goes left; mirrored, it goes right, towards f3.",
        goal: Goal::Take(3),
        offered: &[],
        answers: &[
            Answer {
                mv: "c2'",
                right: true,
                claims: &[
                    Claim::Sows(&["d2", "e2", "f2", "f3"]),
                    Claim::Lap(1, "c2", 4, "f3", false),
                    Claim::Takes(Player::South, 3, "f4", CaptureKind::Capture),
                ],
            },
            Answer {
                mv: "c2",
                right: false,
                claims: &[Claim::Sows(&["b2", "a2"]), Claim::TakesNothing],
            },
        ],
    },
];
