//! Rio Kadalis's lessons (RULES.md §3): sowing round all twelve holes, relays, the binikh,
//! the fours made during a lap, and the end of a round.

use super::{Answer, Claim, Goal, Lesson};
use crate::engine::{CaptureKind, Player};

/// Rio Kadalis's lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        position: r#"{"game":"rio-kadalis","to_move":"south","pits":[[0,1,2,0,0,0],[2,0,0,1,2,0]],"captured":{"south":20,"north":20}}"#,
        title: "Sowing round the board",
        text: "Lift every seed of one of your holes and sow them one by one, counter-clockwise: along your row to the right, then along North's row. A last seed that falls into an empty hole ends the turn.",
        task: "End your sowing in the empty hole e1.",
        hint: "Count the seeds: a hole with two seeds reaches two holes further on.",
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
        position: r#"{"game":"rio-kadalis","to_move":"south","pits":[[2,0,1,0,1,0],[0,2,1,0,0,1]],"captured":{"south":20,"north":20}}"#,
        title: "Relay sowing",
        text: "When the last seed falls into a hole that was not empty, you lift the whole hole, that seed included, and sow on: a new lap. The turn ends when a lap ends in an empty hole.",
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
        position: r#"{"game":"rio-kadalis","to_move":"south","pits":[[0,1,0,5,0,0],[1,0,0,3,0,2]],"captured":{"south":16,"north":20}}"#,
        title: "The binikh",
        text: "If the last seed of a lap makes a hole hold exactly four, that is a binikh: you take the four, in either row, and the turn ends.",
        task: "Make a four with your last seed.",
        hint: "North's d2 holds three: count how far each of your holes reaches.",
        goal: Goal::Kind(CaptureKind::Binikh),
        offered: &[],
        answers: &[Answer {
            mv: "d1",
            right: true,
            claims: &[
                Claim::Holds("d2", 3),
                Claim::Lap(1, "d1", 5, "d2", false),
                Claim::Takes(Player::South, 4, "d2", CaptureKind::Binikh),
                Claim::Laps(1),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"rio-kadalis","to_move":"south","pits":[[3,0,3,0,0,0],[0,0,0,0,3,3]],"captured":{"south":16,"north":20}}"#,
        title: "Fours made in passing",
        text: "A seed that is not the last of its lap and makes a hole hold exactly four gives those four to the owner of that hole's row, at once, and the lap goes on. So a four made in passing in North's row is North's.",
        task: "Make a four in passing in your own row.",
        hint: "Your c1 holds three: one more seed sown into it, not the last, makes a four for you.",
        goal: Goal::Kind(CaptureKind::Four),
        offered: &[],
        answers: &[Answer {
            mv: "a1",
            right: true,
            claims: &[
                Claim::Holds("c1", 3),
                Claim::Takes(Player::South, 4, "c1", CaptureKind::Four),
                // The lap goes on past the four.
                Claim::Lap(1, "a1", 3, "d1", true),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"rio-kadalis","to_move":"south","pits":[[2,0,0,2,0,1],[0,0,0,0,0,3]],"captured":{"south":20,"north":20}}"#,
        title: "The end of a round",
        text: "A round ends when the player to move has no legal move; the seeds left go to the owner of the row they lie in. The player who took more fours wins.",
        task: "Take the last four and win the game.",
        hint: "North's only seeds are the three in f2, next to your f1.",
        goal: Goal::Win,
        offered: &[],
        answers: &[Answer {
            mv: "f1",
            right: true,
            claims: &[
                Claim::Holds("f2", 3),
                Claim::Only(Player::North, &["f2"]),
                Claim::Lap(1, "f1", 1, "f2", false),
                Claim::Takes(Player::South, 4, "f2", CaptureKind::Binikh),
                // Six fours to five: the seeds left on South's row are not fours.
                Claim::Ends([6, 5]),
            ],
        }],
    },
];
