//! Kiothi's lessons (RULES.md §5): the opening redistribution, sowing with a partial lift
//! and the first-lap rule, relays, the prison, *nki*, the leftmost bonus and the
//! one-warrior victory.

use super::{Answer, Claim, Goal, Lesson};
use crate::engine::{CaptureKind, Player};

/// Kiothi's lessons, in order.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","phase":"redistribute","pits":[[0,0,0,0,5,5,5,5,5,5],[5,5,5,5,5,5,0,0,0,0]]}"#,
        title: "The opening redistribution",
        text: "The game opens with each player's redistribution: empty two of your holes and place their warriors wherever you like, in either row. When both have done it, every occupied hole becomes nki: protected.",
        task: "Redistribute so that every hole of your row holds warriors.",
        hint: "Ten warriors, and four empty holes to fill besides the two you empty.",
        goal: Goal::FillRow,
        offered: &[
            "e1+f1=a1:2,b1:2,c1:2,d1:2,e1:1,f1:1",
            "e1+f1=a1:5,b1:5",
            "e1+f1=a2:5,b2:5",
        ],
        answers: &[
            Answer {
                mv: "e1+f1=a1:2,b1:2,c1:2,d1:2,e1:1,f1:1",
                right: true,
                claims: &[
                    // Ten warriors, and four empty holes besides the two emptied.
                    Claim::Holds("e1", 5),
                    Claim::Holds("f1", 5),
                    Claim::Empty(&["a1", "b1", "c1", "d1"]),
                ],
            },
            Answer {
                mv: "e1+f1=a1:5,b1:5",
                right: false,
                claims: &[],
            },
            Answer {
                mv: "e1+f1=a2:5,b2:5",
                right: false,
                claims: &[],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","pits":[[0,0,5,0,0,1,0,0,0,0],[0,0,0,0,0,0,0,0,2,2]],"captured":{"south":25,"north":25}}"#,
        title: "Lifting some warriors",
        text: "You may lift any number of a hole's warriors, one up to all, and sow them counter-clockwise round all twenty holes. A move is not allowed if its first lap would end in an occupied hole of your own row.",
        task: "End your sowing in the empty hole e1.",
        hint: "Lift only some of c1's warriors: choose c1, then lift two of them.",
        goal: Goal::EndIn("e1"),
        offered: &[],
        answers: &[
            Answer {
                mv: "c1/2",
                right: true,
                claims: &[
                    Claim::Holds("e1", 0),
                    Claim::Lap(1, "c1", 2, "e1", true),
                ],
            },
            // Its first lap would end in f1, an occupied hole of South's row.
            Answer {
                mv: "c1/3",
                right: false,
                claims: &[Claim::Refused("c1/3")],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","pits":[[1,0,0,0,0,0,0,0,2,1],[0,0,0,0,0,0,0,0,1,1]],"captured":{"south":26,"north":28}}"#,
        title: "Relay sowing",
        text: "After the first lap, a last warrior that falls into an occupied hole lifts that whole hole and sows on. The turn ends when a lap ends in an empty hole.",
        task: "Play a move that sows at least two laps.",
        hint: "Your first lap must end in North's row, on a hole that holds warriors.",
        goal: Goal::Laps(2),
        offered: &[],
        answers: &[
            Answer {
                mv: "i1",
                right: true,
                claims: &[
                    Claim::Lap(1, "i1", 2, "j2", false),
                    Claim::Lap(2, "j2", 2, "h2", true),
                ],
            },
            Answer {
                mv: "j1",
                right: true,
                claims: &[
                    Claim::Lap(1, "j1", 1, "j2", false),
                    Claim::Lap(2, "j2", 2, "h2", true),
                ],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","pits":[[0,2,0,0,0,0,0,0,0,1],[0,0,0,4,0,0,0,0,0,2]],"captured":{"south":25,"north":26}}"#,
        title: "The prison",
        text: "When your turn ends in an empty hole of your row and the enemy hole facing it holds warriors, you put them, with your landing warrior, into your prison.",
        task: "Capture North's warriors in d2.",
        hint: "End your sowing in d1, which faces d2.",
        goal: Goal::Take(5),
        offered: &[],
        answers: &[Answer {
            mv: "b1",
            right: true,
            claims: &[
                Claim::Lap(1, "b1", 2, "d1", true),
                Claim::Takes(Player::South, 4, "d2", CaptureKind::Capture),
                // With the landing warrior.
                Claim::Takes(Player::South, 1, "d1", CaptureKind::Capture),
            ],
        }],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","nki":["c2"],"pits":[[3,1,0,0,0,0,0,0,0,0],[0,0,3,3,0,0,0,0,0,2]],"captured":{"south":24,"north":24}}"#,
        title: "Nki: protected holes",
        text: "A hole marked nki cannot be captured. It loses its mark for good the first time warriors are lifted from it, by either player.",
        task: "Capture warriors from a hole that is not nki.",
        hint: "c2 is nki; d2 is not.",
        goal: Goal::Take(2),
        offered: &[],
        answers: &[
            Answer {
                mv: "a1",
                right: true,
                claims: &[
                    Claim::Nki(&["c2"]),
                    Claim::Lap(1, "a1", 3, "d1", true),
                    Claim::Takes(Player::South, 3, "d2", CaptureKind::Capture),
                    Claim::Takes(Player::South, 1, "d1", CaptureKind::Capture),
                ],
            },
            Answer {
                mv: "b1",
                right: false,
                claims: &[Claim::Lap(1, "b1", 1, "c1", true), Claim::TakesNothing],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","pits":[[0,0,0,0,0,0,0,1,0,11],[2,2,2,3,0,0,0,0,0,2]],"captured":{"south":18,"north":19}}"#,
        title: "The leftmost bonus",
        text: "A capture made from your leftmost hole, a1 (where your row begins: at the bottom of the upright board on a phone), also takes the enemy holes facing your second, third and fourth holes, b2, c2 and d2, in that order, stopping at the first that is empty or nki.",
        task: "Capture from a1 and take the bonus.",
        hint: "Eleven warriors from j1 go round North's row and end in a1, which faces a2.",
        goal: Goal::Kind(CaptureKind::Bonus),
        offered: &[],
        answers: &[
            Answer {
                mv: "j1",
                right: true,
                claims: &[
                    Claim::Holds("j1", 11),
                    Claim::Lap(1, "j1", 11, "a1", true),
                    Claim::Takes(Player::South, 3, "a2", CaptureKind::Capture),
                    Claim::Takes(Player::South, 3, "b2", CaptureKind::Bonus),
                    Claim::Takes(Player::South, 3, "c2", CaptureKind::Bonus),
                    Claim::Takes(Player::South, 4, "d2", CaptureKind::Bonus),
                ],
            },
            // A relay ends in a1 as well; the bonus stops at the first empty hole.
            Answer {
                mv: "j1/7",
                right: true,
                claims: &[
                    Claim::Lap(2, "d2", 4, "a1", true),
                    Claim::Takes(Player::South, 3, "b2", CaptureKind::Bonus),
                    Claim::Takes(Player::South, 3, "c2", CaptureKind::Bonus),
                ],
            },
            Answer {
                mv: "j1/8",
                right: true,
                claims: &[
                    Claim::Lap(2, "c2", 3, "a1", true),
                    Claim::Takes(Player::South, 3, "b2", CaptureKind::Bonus),
                ],
            },
        ],
    },
    Lesson {
        position: r#"{"game":"kiothi","to_move":"south","pits":[[0,0,1,0,0,0,1,0,0,0],[0,0,0,1,0,0,0,0,0,0]],"captured":{"south":28,"north":29}}"#,
        title: "The one-warrior victory",
        text: "The game ends when the player to move has no legal move: every warrior still on the board goes to the other player's prison. There are 60 warriors in all, so 30 each is a draw: a win by exactly two, 31 to 29, is one warrior past the draw, the celebrated one-warrior victory.",
        task: "Win by exactly two warriors.",
        hint: "Take North's last warrior: North then cannot move, and your warriors left on the board go to your prison.",
        goal: Goal::WinByTwo,
        offered: &[],
        answers: &[Answer {
            mv: "c1",
            right: true,
            claims: &[
                Claim::Only(Player::North, &["d2"]),
                Claim::Takes(Player::South, 1, "d2", CaptureKind::Capture),
                // North cannot move: South's warrior left on the board goes to South's
                // prison, 31 to 29.
                Claim::Ends([31, 29]),
            ],
        }],
    },
];
