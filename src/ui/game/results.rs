//! Scores in words: what a game's numbers count (seeds, fours, warriors in prison), the
//! result read from the winner's side ("North wins with 32 seeds to South's 16"), a
//! round of a match, and the note beside each player's store on the board. The engine
//! says who won and the score; these only put them into words.

use super::super::i18n::{self, t, tf, tn, Lang, Plural};
use crate::ai::Value;
use crate::engine::{EndReason, GameId, Outcome, Piece, Player, Position, Scoring};

/// What a score counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreUnit {
    /// Seeds captured (Hoyito III).
    Seeds,
    /// Fours taken (Rio Kadalis).
    Fours,
    /// Warriors in prison (Kiothi).
    Warriors,
    /// Seeds on each player's side (Katro).
    SeedsOnSide,
    /// Seeds held after a round (the end of a match).
    SeedsHeld,
}

impl ScoreUnit {
    /// Every unit.
    pub const ALL: [ScoreUnit; 5] = [
        ScoreUnit::Seeds,
        ScoreUnit::Fours,
        ScoreUnit::Warriors,
        ScoreUnit::SeedsOnSide,
        ScoreUnit::SeedsHeld,
    ];

    /// A short id for saving (`seeds`, `fours`, …).
    pub fn id(self) -> &'static str {
        match self {
            ScoreUnit::Seeds => "seeds",
            ScoreUnit::Fours => "fours",
            ScoreUnit::Warriors => "warriors",
            ScoreUnit::SeedsOnSide => "seeds-on-side",
            ScoreUnit::SeedsHeld => "seeds-held",
        }
    }

    /// Reads [`ScoreUnit::id`].
    pub fn from_id(s: &str) -> Option<ScoreUnit> {
        ScoreUnit::ALL.into_iter().find(|u| u.id() == s)
    }

    /// What a round's score counts in `game`: its scoring's unit (Rio Kadalis: fours).
    pub fn of_round(game: GameId) -> ScoreUnit {
        match game.scoring() {
            Scoring::Captured => ScoreUnit::Seeds,
            Scoring::Fours => ScoreUnit::Fours,
            Scoring::Prisoners => ScoreUnit::Warriors,
            Scoring::OnSide => ScoreUnit::SeedsOnSide,
        }
    }

    /// What the score of outcome `o` of a game of `p`'s rules counts: a match lost for
    /// want of seeds to fill a hole is scored by the seeds held.
    pub fn of(p: &Position, o: &Outcome) -> ScoreUnit {
        if p.rules().is_match() && o.reason == EndReason::CannotFillHole {
            ScoreUnit::SeedsHeld
        } else {
            ScoreUnit::of_round(p.game())
        }
    }

    /// `n` of this unit, in `lang` ("1 seed", "32 warriors in prison"), in the form the
    /// language's plural rule gives `n`.
    pub fn count(self, lang: Lang, n: impl Into<u32>) -> String {
        let n: u32 = n.into();
        let (one, other) = match self {
            ScoreUnit::Seeds => ("{} seed", "{} seeds"),
            ScoreUnit::Fours => ("{} four", "{} fours"),
            ScoreUnit::Warriors => ("{} warrior in prison", "{} warriors in prison"),
            ScoreUnit::SeedsOnSide => ("{} seed on their side", "{} seeds on their side"),
            ScoreUnit::SeedsHeld => ("{} seed held", "{} seeds held"),
        };
        tn(lang, n.into(), one, other, &[&n])
    }
}

/// A score `[south, north]` from the winner's side: the winner's count with its unit,
/// the loser, the loser's number.
fn from_winner(lang: Lang, unit: ScoreUnit, winner: Player, score: [u8; 2]) -> [String; 3] {
    let loser = !winner;
    [
        unit.count(lang, score[winner.index()]),
        i18n::player(lang, loser).to_string(),
        score[loser.index()].to_string(),
    ]
}

/// A draw's score: "24 seeds each", or each side's when they differ (Katro's repetition).
pub(super) fn drawn(lang: Lang, unit: ScoreUnit, score: [u8; 2]) -> String {
    if score[0] == score[1] {
        tf(lang, "{} each", &[&unit.count(lang, score[0])])
    } else {
        tf(
            lang,
            "{} {} and {} {}",
            &[
                &i18n::player(lang, Player::South),
                &unit.count(lang, score[0]),
                &i18n::player(lang, Player::North),
                &score[1],
            ],
        )
    }
}

/// The result of the game over in `p`, in one or two sentences, read from the winner's
/// side with what the numbers count; Rio Kadalis adds the seed totals (fours and seeds
/// left), which the board's stores show.
pub fn result_sentence(lang: Lang, p: &Position, o: &Outcome) -> String {
    let unit = ScoreUnit::of(p, o);
    let reason = i18n::end_reason_in(lang, p.game(), o.reason);
    let mut s = match o.winner {
        Some(w) => {
            let [won, loser, lost] = from_winner(lang, unit, w, o.score);
            let args: [&dyn std::fmt::Display; 5] =
                [&i18n::player(lang, w), &won, &loser, &lost, &reason];
            if unit == ScoreUnit::SeedsHeld {
                tf(lang, "{} wins the match with {} to {}'s {}: {}.", &args)
            } else {
                tf(lang, "{} wins with {} to {}'s {}: {}.", &args)
            }
        }
        None => tf(
            lang,
            "A draw, {}: {}.",
            &[&drawn(lang, unit, o.score), &reason],
        ),
    };
    if unit == ScoreUnit::Fours {
        // RULES.md §3.6: the seed totals beside the fours (match play uses them).
        let first = o.winner.unwrap_or(Player::South);
        let seeds =
            |pl: Player| u32::from(p.captured(pl)) + u32::from(p.match_state().reserve[pl.index()]);
        s.push(' ');
        s.push_str(&tf(
            lang,
            "Seeds in all, fours and seeds left: {} {}, {} {}.",
            &[
                &i18n::player(lang, first),
                &ScoreUnit::Seeds.count(lang, seeds(first)),
                &i18n::player(lang, !first),
                &seeds(!first),
            ],
        ));
    }
    s
}

/// A finished round of a match: "won by North with 7 fours to South's 5 (…)" or
/// "drawn, 6 fours each (…)", the holdings after it named by player.
pub fn round_sentence(
    lang: Lang,
    game: GameId,
    round: u16,
    winner: Option<Player>,
    reason: EndReason,
    score: [u8; 2],
    holdings: [u8; 2],
) -> String {
    let unit = ScoreUnit::of_round(game);
    let reason = i18n::end_reason_in(lang, game, reason);
    let (south, north) = (
        i18n::player(lang, Player::South),
        i18n::player(lang, Player::North),
    );
    match winner {
        Some(w) => {
            let [won, loser, lost] = from_winner(lang, unit, w, score);
            tf(
                lang,
                "Round {} won by {} with {} to {}'s {} ({}); holdings for the next round: {} {}, {} {}",
                &[
                    &round,
                    &i18n::player(lang, w),
                    &won,
                    &loser,
                    &lost,
                    &reason,
                    &south,
                    &holdings[0],
                    &north,
                    &holdings[1],
                ],
            )
        }
        None => tf(
            lang,
            "Round {} drawn, {} ({}); holdings for the next round: {} {}, {} {}",
            &[
                &round,
                &drawn(lang, unit, score),
                &reason,
                &south,
                &holdings[0],
                &north,
                &holdings[1],
            ],
        ),
    }
}

/// The note beside `player`'s store on the board: Rio Kadalis's fours and the seeds they
/// make ("3 fours = 12 seeds"; at the end "7 fours + 2 left = 30 seeds", the seeds left on the
/// row included), Hoyito III's seeds captured, Katro's seeds on the side; with match
/// play's reserve. `fours`: the fours counted by the result, once the game is over.
pub fn store_note(
    lang: Lang,
    game: GameId,
    captured: u32,
    fours: Option<u32>,
    reserve: u32,
) -> String {
    let mut s = match game.scoring() {
        Scoring::Fours => {
            let fours = fours.unwrap_or(Scoring::Fours.points(captured));
            let rest = captured.saturating_sub(fours * 4);
            let f = ScoreUnit::Fours.count(lang, fours);
            let total = ScoreUnit::Seeds.count(lang, captured);
            if rest == 0 {
                format!("{f} = {total}")
            } else {
                tf(lang, "{} + {} left = {}", &[&f, &rest, &total])
            }
        }
        Scoring::OnSide => ScoreUnit::SeedsOnSide.count(lang, captured),
        Scoring::Captured | Scoring::Prisoners => tn(
            lang,
            captured.into(),
            "{} seed captured",
            "{} seeds captured",
            &[&captured],
        ),
    };
    if reserve > 0 {
        s.push_str(&tf(lang, " · reserve {}", &[&reserve]));
    }
    s
}

/// A move's value for the hint, in `lang`, with its unit: "win in 5", "draw", "loss in 3"
/// when the search proved it, else its estimate in seeds (warriors in Kiothi) for the
/// mover: "+1.5 seeds", "−1 warrior", "0 seeds".
pub fn hint_value(lang: Lang, value: Value, game: GameId) -> String {
    let Value::Heuristic { score } = value else {
        return i18n::value(lang, value);
    };
    // Hundredths of a seed, with no trailing zeros: +1.5, -0.25, +2. In integers (the
    // value's own "+1.50"), not as a float: core's float formatting would come into the
    // sketch bundle (which draws the board, hints and all) for this alone.
    let mut n = value.to_string();
    while n.contains('.') && (n.ends_with('0') || n.ends_with('.')) {
        n.pop();
    }
    if n == "+0" || n == "-0" {
        n = "0".to_string();
    }
    if lang.is_rtl() {
        // The signed number stays left to right inside the Persian phrase.
        n = format!("\u{2066}{n}\u{2069}");
    }
    let n = i18n::decimals(lang, &n);
    let whole = (score.unsigned_abs() / 100).into();
    let one = lang.plural_of(whole, score % 100 != 0) == Plural::One;
    match (game.piece() == Piece::Warrior, one) {
        (true, true) => tf(lang, "{} warrior", &[&n]),
        (true, false) => tf(lang, "{} warriors", &[&n]),
        (false, true) => tf(lang, "{} seed", &[&n]),
        (false, false) => tf(lang, "{} seeds", &[&n]),
    }
}

/// What a move's final margin from an endgame table says beside its value: "by 3 fours"
/// (Rio Kadalis), "by 12 seeds" (Hoyito III); nothing for a draw.
pub fn hint_margin(lang: Lang, margin: i32, game: GameId) -> String {
    let n = u64::from(margin.unsigned_abs());
    if n == 0 {
        return String::new();
    }
    if game.facts().scoring == Scoring::Fours {
        tn(lang, n, "by {} four", "by {} fours", &[&n])
    } else {
        tn(lang, n, "by {} seed", "by {} seeds", &[&n])
    }
}

/// The line above the hint's values: whether they are proven (from an endgame table:
/// `table`, with the final margins it knows), or estimates (a table's value that rests on
/// a repetition may leave a move's value open).
pub fn hint_summary(lang: Lang, solved: bool, table: bool, game: GameId) -> &'static str {
    match (solved, game.piece() == Piece::Warrior) {
        (true, _) if table => t(
            lang,
            "From the endgame table: every value is exact, and where the table knows it, how much the game is won or lost by when both play their best; “win in N” counts the moves of both sides in which that margin is made sure of, not the fewest to win.",
        ),
        (true, _) => t(lang, "Solved to the end: every value is exact; “win in N” and “loss in N” count the moves of both sides until the game ends."),
        (false, true) => t(
            lang,
            "Estimates in warriors for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
        ),
        (false, false) => t(
            lang,
            "Estimates in seeds for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Effort, Game, Rules};

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    fn over(game: GameId, options: &str, moves: usize, seed: u64) -> Position {
        let rules = Rules::from_options(game, &serde_json::from_str(options).expect("json"))
            .expect("rules");
        let mut g = Game::from_rules(rules);
        let mut rng = crate::engine::Rng::new(seed);
        for _ in 0..moves {
            let Some((mv, _)) = g.current().random_move(&mut rng) else {
                break;
            };
            g.play(&mv, Effort::Exact).expect("legal");
        }
        g.current().clone()
    }

    #[test]
    fn results_read_from_the_winners_side_with_their_unit() {
        // Hoyito III, set up and finished: North has more seeds.
        let p = Position::from_json(
            r#"{"game":"hoyito-3","to_move":"south","pits":[[0,0,0,0,0,0],[0,0,0,0,0,0]],
            "captured":{"south":16,"north":32},"phase":"over",
            "outcome":{"winner":"north","reason":"last-four","score":{"south":16,"north":32}}}"#,
        )
        .expect("a position");
        let o = p.outcome().expect("over");
        assert_eq!(
            result_sentence(Lang::En, &p, &o),
            "North wins with 32 seeds to South's 16: a capture left the last four seeds."
        );
        assert!(result_sentence(Lang::Tr, &p, &o).starts_with("Kuzey kazandı (32 tohum"));
        assert!(result_sentence(Lang::Fa, &p, &o).starts_with("شمال برنده شد (32 دانه"));
        // Every game played to its end says its unit, the winner's number first.
        for (game, options, unit) in [
            (game_of("katro"), "{}", "seeds on their side"),
            (game_of("kiothi"), "{}", "warriors in prison"),
            (game_of("hoyito-3"), "{}", "seeds"),
            (game_of("rio-kadalis"), "{}", "fours"),
        ] {
            for seed in 0..40 {
                let p = over(game, options, 2000, seed);
                let Some(o) = p.outcome() else { continue };
                let s = result_sentence(Lang::En, &p, &o);
                assert!(s.contains(unit), "{s}");
                if let Some(w) = o.winner {
                    let (won, lost) = (o.score[w.index()], o.score[(!w).index()]);
                    assert!(won >= lost || game == game_of("katro"), "{s}");
                    let (winner, loser) = (i18n::player(Lang::En, w), i18n::player(Lang::En, !w));
                    assert!(s.starts_with(&format!("{winner} wins with {won} ")), "{s}");
                    assert!(s.contains(&format!("to {loser}'s {lost}")), "{s}");
                } else {
                    assert!(s.starts_with("A draw, "), "{s}");
                }
            }
        }
    }

    #[test]
    fn rio_kadalis_says_its_fours_and_its_seeds_without_contradiction() {
        for seed in 0..60 {
            let p = over(game_of("rio-kadalis"), "{}", 2000, seed);
            let Some(o) = p.outcome() else { continue };
            let s = result_sentence(Lang::En, &p, &o);
            // The fours decide; the seed totals (what the board's stores hold) are beside.
            for pl in Player::BOTH {
                let seeds = u32::from(p.captured(pl));
                let name = i18n::player(Lang::En, pl);
                assert!(s.contains(&format!("{name} {seeds}")), "{s}");
                let note = store_note(
                    Lang::En,
                    game_of("rio-kadalis"),
                    seeds,
                    Some(u32::from(o.score[pl.index()])),
                    0,
                );
                assert!(
                    note.starts_with(&format!("{} four", o.score[pl.index()])),
                    "{note}"
                );
                assert!(
                    note.ends_with(&format!("= {seeds} seeds")) || note.ends_with("= 1 seed"),
                    "{note}"
                );
            }
        }
        assert_eq!(
            store_note(Lang::En, game_of("rio-kadalis"), 12, None, 0),
            "3 fours = 12 seeds"
        );
        assert_eq!(
            store_note(Lang::En, game_of("rio-kadalis"), 30, Some(7), 0),
            "7 fours + 2 left = 30 seeds"
        );
        assert_eq!(
            store_note(Lang::En, game_of("rio-kadalis"), 4, None, 3),
            "1 four = 4 seeds · reserve 3"
        );
        assert_eq!(
            store_note(Lang::En, game_of("hoyito-3"), 1, None, 0),
            "1 seed captured"
        );
        assert_eq!(
            store_note(Lang::En, game_of("katro"), 1, None, 0),
            "1 seed on their side"
        );
    }

    #[test]
    fn rounds_are_said_from_the_winners_side_and_name_the_holdings() {
        let s = round_sentence(
            Lang::En,
            game_of("rio-kadalis"),
            1,
            Some(Player::North),
            EndReason::NoLegalMove,
            [5, 7],
            [22, 26],
        );
        assert_eq!(s, "Round 1 won by North with 7 fours to South's 5 (the player to move has no legal move); holdings for the next round: South 22, North 26");
        let d = round_sentence(
            Lang::En,
            game_of("hoyito-3"),
            2,
            None,
            EndReason::LastFour,
            [24, 24],
            [24, 24],
        );
        assert!(d.starts_with("Round 2 drawn, 24 seeds each"), "{d}");
        for lang in [Lang::Tr, Lang::Fa] {
            assert_ne!(
                round_sentence(
                    lang,
                    game_of("hoyito-3"),
                    2,
                    None,
                    EndReason::LastFour,
                    [24, 24],
                    [24, 24]
                ),
                d
            );
        }
    }

    #[test]
    fn hint_values_carry_their_unit() {
        let h = |score| Value::Heuristic { score };
        assert_eq!(
            hint_value(Lang::En, h(150), game_of("hoyito-3")),
            "+1.5 seeds"
        );
        assert_eq!(
            hint_value(Lang::En, h(-25), game_of("katro")),
            "-0.25 seeds"
        );
        assert_eq!(
            hint_value(Lang::En, h(200), game_of("rio-kadalis")),
            "+2 seeds"
        );
        assert_eq!(hint_value(Lang::En, h(100), game_of("hoyito-3")), "+1 seed");
        assert_eq!(hint_value(Lang::En, h(0), game_of("hoyito-3")), "0 seeds");
        assert_eq!(hint_value(Lang::En, h(-5), game_of("katro")), "-0.05 seeds");
        assert_eq!(hint_value(Lang::En, h(-50), game_of("katro")), "-0.5 seeds");
        assert_eq!(
            hint_value(Lang::En, h(-100), game_of("kiothi")),
            "-1 warrior"
        );
        assert_eq!(
            hint_value(Lang::En, h(310), game_of("kiothi")),
            "+3.1 warriors"
        );
        assert_eq!(
            hint_value(Lang::Tr, h(150), game_of("hoyito-3")),
            "+1,5 tohum"
        );
        assert_eq!(
            hint_value(Lang::Fa, h(150), game_of("hoyito-3")),
            "\u{2066}+1.5\u{2069} دانه"
        );
        assert_eq!(
            hint_value(Lang::En, Value::Win { plies: 3 }, game_of("hoyito-3")),
            "win in 3"
        );
        assert_eq!(
            hint_value(Lang::Tr, Value::Draw, game_of("kiothi")),
            "berabere"
        );
        assert!(hint_summary(Lang::En, true, false, game_of("katro")).starts_with("Solved"));
        assert!(hint_summary(Lang::En, false, false, game_of("kiothi")).contains("warriors"));
        assert!(hint_summary(Lang::En, true, true, game_of("hoyito-3")).contains("endgame table"));
        assert_eq!(
            hint_margin(Lang::En, 3, game_of("rio-kadalis")),
            "by 3 fours"
        );
        assert_eq!(
            hint_margin(Lang::En, -1, game_of("rio-kadalis")),
            "by 1 four"
        );
        assert_eq!(
            hint_margin(Lang::En, 12, game_of("hoyito-3")),
            "by 12 seeds"
        );
        assert_eq!(hint_margin(Lang::En, 0, game_of("hoyito-3")), "");
    }
}
