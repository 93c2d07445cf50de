//! Hoyito III's lessons (RULES.md §4): sowing with relays, the exact four, the extra turn
//! in either row, and the last four.

use super::{Answer, Claim, Goal, Lesson};
use crate::engine::{CaptureKind, Player};

/// Hoyito III's lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        position: r#"{"game":"hoyito-3","to_move":"south","pits":[[0,1,2,0,0,0],[2,0,0,1,2,0]],"captured":{"south":20,"north":20}}"#,
        title: "Sowing round the board",
        text: "Lift every seed of one of your holes and sow them one by one, counter-clockwise, round all twelve holes. A last seed that falls into an empty hole ends the turn.",
        task: "End your sowing in the empty hole e1.",
        hint: "A hole with two seeds reaches two holes further on.",
        goal: Goal::EndIn("e1"),
        offered: &[],
        answers: &[Answer {
            mv: "c1",
            right: true,
            claims: &[
                Claim::Holds("c1", 2),
                Claim::Holds("e1", 0),
                Claim::Lap(1, "c1", 2, "e1", true),
                Claim::Laps(1),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"hoyito-3","to_move":"south","pits":[[2,0,1,0,1,0],[0,2,1,0,0,1]],"captured":{"south":20,"north":20}}"#,
        title: "Relay sowing",
        text: "A last seed that falls into an occupied hole is lifted with everything in that hole, and the sowing goes on: a new lap. The turn ends when a lap ends in an empty hole.",
        task: "Play a move that sows at least three laps.",
        hint: "Follow each lap: where does its last seed land, and was that hole empty?",
        goal: Goal::Laps(3),
        offered: &[],
        answers: &[Answer {
            mv: "a1",
            right: true,
            claims: &[
                Claim::Lap(1, "a1", 2, "c1", false),
                Claim::Lap(2, "c1", 2, "e1", false),
                Claim::Lap(3, "e1", 2, "f2", false),
                Claim::Lap(4, "f2", 2, "d2", true),
                Claim::Laps(4),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"hoyito-3","to_move":"south","pits":[[0,3,0,2,3,0],[0,0,0,3,0,1]],"captured":{"south":16,"north":20}}"#,
        title: "The exact four",
        text: "When the last seed of a lap makes its hole hold exactly four, you capture those four. A four made by any other seed is not taken: only the last seed counts.",
        task: "Capture four seeds with your last seed.",
        hint: "Your e1 holds three: which hole ends its sowing there?",
        goal: Goal::Take(4),
        offered: &[],
        answers: &[Answer {
            mv: "b1",
            right: true,
            claims: &[
                Claim::Holds("e1", 3),
                Claim::Lap(1, "b1", 3, "e1", false),
                Claim::Takes(Player::South, 4, "e1", CaptureKind::Capture),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"hoyito-3","to_move":"south","pits":[[0,0,0,1,2,2],[4,0,0,0,3,0]],"captured":{"south":16,"north":20}}"#,
        title: "Extra turns",
        text: "A capture earns you another turn at once, and it counts in either row: a four made in North's row is yours too. A player with no seeds in their row passes.",
        task: "Make a four with your last seed and earn an extra turn.",
        hint: "North's e2 holds three, two holes past f1.",
        goal: Goal::ExtraTurn,
        offered: &[],
        answers: &[
            Answer {
                mv: "f1",
                right: true,
                claims: &[
                    Claim::Holds("e2", 3),
                    Claim::Sows(&["f2", "e2"]),
                    Claim::Lap(1, "f1", 2, "e2", false),
                    Claim::Takes(Player::South, 4, "e2", CaptureKind::Capture),
                    Claim::ExtraTurn,
                ],
            },
            Answer {
                mv: "d1",
                right: true,
                claims: &[
                    Claim::Lap(2, "e1", 3, "e2", false),
                    Claim::Takes(Player::South, 4, "e2", CaptureKind::Capture),
                    Claim::ExtraTurn,
                ],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"hoyito-3","to_move":"south","pits":[[0,0,1,3,0,0],[0,0,0,0,0,4]],"captured":{"south":20,"north":20}}"#,
        title: "The last four",
        text: "The game ends when a capture leaves exactly four seeds on the board: the player who made that capture takes the last four too. More seeds wins.",
        task: "Make the capture that ends the game, and win.",
        hint: "Your d1 holds three: end a sowing there.",
        goal: Goal::Win,
        offered: &[],
        answers: &[Answer {
            mv: "c1",
            right: true,
            claims: &[
                Claim::Holds("d1", 3),
                Claim::Lap(1, "c1", 1, "d1", false),
                Claim::Takes(Player::South, 4, "d1", CaptureKind::Capture),
                // Four seeds are left, and the capturer takes them too: 28 to 20.
                Claim::Ends([28, 20]),
            ],
        }],
    },
];
