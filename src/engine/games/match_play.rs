//! Match play, shared by Rio Kadalis (RULES.md §3.8) and Hoyito III (§4.7): the end of a
//! round and the set-up of the next.

use crate::engine::board::MAX_HOLES;
use crate::engine::outcome::{EndReason, Phase, RoundResult};
use crate::engine::player::Player;
use crate::engine::position::Position;
use crate::engine::trace::{Events, TraceEvent};

/// Ends a round: a whole single game, or one round of a match, after which each player
/// fills their own holes with 4 from their rightmost hole leftwards; holes they cannot
/// fill are closed, seeds too few for a hole stay in their reserve, and a player who
/// cannot fill one hole loses the match. The board has been swept into `captured`.
/// Rounds are started by South, North, South, …
pub(crate) fn end_round(
    p: &mut Position,
    winner: Option<Player>,
    reason: EndReason,
    score: [u8; 2],
    ev: &mut Events,
) {
    if !p.rules.is_match() {
        p.finish(winner, reason, score, ev);
        return;
    }
    let holdings = Player::BOTH.map(|pl| p.holdings(pl) as u8);
    let round = p.matchs.round;
    ev.push(|| TraceEvent::RoundEnd {
        round,
        winner,
        reason,
        score,
        holdings,
    });
    p.matchs.last = Some(RoundResult {
        winner,
        reason,
        score,
        holdings,
    });
    if let Some(loser) = Player::BOTH.into_iter().find(|pl| holdings[pl.index()] < 4) {
        p.finish(Some(!loser), EndReason::CannotFillHole, holdings, ev);
        return;
    }
    let g = p.geometry();
    p.pits = [0; MAX_HOLES];
    p.closed = 0;
    p.captured = [0, 0];
    for pl in Player::BOTH {
        let mut left = holdings[pl.index()];
        for k in 0..g.files() as usize {
            let i = g.nth_from_right(pl, k);
            if left >= 4 {
                p.pits[i] = 4;
                left -= 4;
            } else {
                p.closed |= 1 << i;
            }
        }
        p.matchs.reserve[pl.index()] = left;
    }
    p.matchs.round = round.saturating_add(1);
    p.to_move = if p.matchs.round % 2 == 1 {
        Player::South
    } else {
        Player::North
    };
    p.phase = Phase::Play;
}
