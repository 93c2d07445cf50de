//! Every text built from the game, in the reader's language: the status line, the match
//! line, the call-outs of a move being shown, Kiothi's redistribution rule, the chooser's
//! labels and the messages ([`Message::text`]).

use super::super::i18n::{self, t, tf, tn, Lang};
use super::deciding::{DecideFailure, Pending};
use super::ending::Ending;
use super::input::Choosing;
use super::letters::Letter;
use super::notices::{Message, Previous, Whereabouts};
use super::save::{SaveError, Standing, StorageError, Summary};
use super::view::ChoiceLabel;
use super::State;
use crate::engine::{CaptureKind, Circuit, GameId, Hole, Phase, Player, Position, TraceEvent};
use crate::ui::game::share::{DecodeError, LinkError};
use crate::ui::i18n::errors;

impl State {
    /// One line on where the game stands.
    pub fn status(&self) -> String {
        let s = self.board_status();
        if self.analysis.is_some() {
            tf(self.prefs.lang, "Analysis: {}", &[&s])
        } else {
            s
        }
    }

    /// Where the game on the board stands.
    fn board_status(&self) -> String {
        let lang = self.prefs.lang;
        let p = self.position();
        if let Some(c) = self.shown().ended_now() {
            return c.sentence(lang);
        }
        if let Some(s) = outcome_sentence(lang, p) {
            return s;
        }
        if let Some(a) = self.showing.anim.as_ref().filter(|a| !a.done()) {
            let mover = i18n::player(lang, a.before.to_move());
            let n = self.shown().ply();
            let mv = self
                .shown()
                .game()
                .moves()
                .last()
                .map(|m| m.to_string())
                .unwrap_or_default();
            return tf(lang, "Move {}: {} plays {}…", &[&n, &mover, &mv]);
        }
        if let Some(d) = self.deciding() {
            return tf(
                lang,
                "Deciding a very long sowing ({})… it may take minutes; Cancel leaves everything as it was.",
                &[&pending_text(lang, d.pending())],
            );
        }
        let who = i18n::player(lang, p.to_move());
        if self.computer_stopped() {
            return tf(
                lang,
                "{} (computer, {}) could not choose a move.",
                &[&who, &i18n::level(lang, self.shown().level)],
            );
        }
        if self.computer_to_move() {
            return tf(
                lang,
                "{} (computer, {}) is thinking…",
                &[&who, &i18n::level(lang, self.shown().level)],
            );
        }
        turn_sentence(lang, p, self.shown().mode.is_computer(p.to_move()))
    }

    /// Match play: a line on the rounds, if this is a match.
    pub fn match_line(&self) -> Option<String> {
        let lang = self.prefs.lang;
        let p = self.position();
        if !p.rules().is_match() {
            return None;
        }
        let ms = p.match_state();
        let mut s = tf(lang, "Match, round {}.", &[&ms.round]);
        if let Some(r) = ms.last {
            s.push(' ');
            s.push_str(&super::results::round_sentence(
                lang,
                p.game(),
                // The round just finished (the last one, once the match is over).
                if p.is_over() {
                    ms.round
                } else {
                    ms.round.saturating_sub(1)
                },
                r.winner,
                r.reason,
                r.score,
                r.holdings,
            ));
            s.push('.');
        }
        if ms.reserve != [0, 0] {
            s.push(' ');
            s.push_str(&tf(
                lang,
                "In reserve: South {}, North {}.",
                &[&ms.reserve[0], &ms.reserve[1]],
            ));
        }
        Some(s)
    }

    /// Kiothi's redistribution rule for the player choosing it, in one sentence.
    pub fn redistribution_text(&self, c: &crate::engine::RedistributionChoice) -> String {
        let lang = self.prefs.lang;
        let holes: Vec<String> = c.holes.iter().map(|(h, n)| format!("{h} ({n})")).collect();
        let who = i18n::player(lang, c.player);
        let holes = if lang.is_rtl() {
            // Keep the list of holes left to right inside the Persian sentence.
            format!("\u{2066}{}\u{2069}", holes.join(", "))
        } else {
            holes.join(", ")
        };
        if c.min_empty == c.max_empty {
            tf(
                lang,
                "{} empties exactly {} of {} and places those warriors in any holes of either row.",
                &[&who, &c.min_empty, &holes],
            )
        } else {
            tf(
                lang,
                "{} empties {} to {} of {} and places those warriors in any holes of either row.",
                &[&who, &c.min_empty, &c.max_empty, &holes],
            )
        }
    }

    /// The callouts of the move being shown (or last shown), in order.
    pub fn callouts(&self) -> Vec<String> {
        let Some(a) = &self.showing.anim else {
            return Vec::new();
        };
        let mover = a.before.to_move();
        let game = a.before.game();
        let shown = a.events.iter().take(a.step);
        let tail: &[TraceEvent] = if a.done() { &a.tail } else { &[] };
        shown
            .chain(tail)
            .filter_map(|e| callout(e, mover, game, self.prefs.lang))
            .collect()
    }
}

/// Whose turn it is in `p` (a game on), "(computer)" when `computer` plays it: "North to
/// move." or Kiothi's "Opening redistribution: South to redistribute."
pub fn turn_sentence(lang: Lang, p: &Position, computer: bool) -> String {
    let who = i18n::player(lang, p.to_move());
    match (p.phase(), computer) {
        (Phase::Redistribute, false) => {
            tf(lang, "Opening redistribution: {} to redistribute.", &[&who])
        }
        (Phase::Redistribute, true) => tf(
            lang,
            "Opening redistribution: {} (computer) to redistribute.",
            &[&who],
        ),
        (_, false) => tf(lang, "{} to move.", &[&who]),
        (_, true) => tf(lang, "{} (computer) to move.", &[&who]),
    }
}

/// `n` of the game's pieces: "3 seeds", or Kiothi's "3 warriors".
pub fn pieces(lang: Lang, game: GameId, n: u64) -> String {
    match game.piece() == crate::engine::Piece::Warrior {
        true => tn(lang, n, "{} warrior", "{} warriors", &[&n]),
        false => tn(lang, n, "{} seed", "{} seeds", &[&n]),
    }
}

/// What kind of capture it was, said after the capture (nothing for a plain one).
fn capture_kind(lang: Lang, kind: CaptureKind) -> &'static str {
    match kind {
        CaptureKind::Four => t(lang, " (a four)"),
        CaptureKind::Binikh => t(lang, " (binikh: the last seed made four)"),
        CaptureKind::Bonus => t(lang, " (leftmost bonus)"),
        CaptureKind::Capture => "",
    }
}

/// A sentence for an event worth calling out (lifts, relays, captures, passes, extra
/// turns, round and game ends), in `lang`; `None` for a plain seed drop.
pub fn callout(
    event: &TraceEvent,
    mover: Player,
    game: crate::engine::GameId,
    lang: Lang,
) -> Option<String> {
    let prisons = game.stores() == crate::engine::Stores::Prisons;
    let seeds = |n: u8| pieces(lang, game, n.into());
    let name = |p: Player| i18n::player(lang, p);
    let mover = name(mover);
    Some(match event {
        TraceEvent::Lift {
            hole,
            count,
            relay: false,
        } => tf(lang, "{} lifts {} from {}", &[&mover, &seeds(*count), hole]),
        TraceEvent::Lift {
            hole,
            count,
            relay: true,
        } => tf(
            lang,
            "Relay: {} lifts {} from {}",
            &[&mover, &seeds(*count), hole],
        ),
        TraceEvent::Drop { .. } | TraceEvent::Place { .. } => return None,
        TraceEvent::LongSowing { laps, from, .. } => tf(
            lang,
            "The relay goes on for {} laps, too many to show one by one; the last lap starts from {}",
            &[&i18n::number(lang, *laps), from],
        ),
        TraceEvent::Capture {
            hole,
            count,
            by,
            into,
            kind,
        } => {
            let what = capture_kind(lang, *kind);
            let by = name(*by);
            let n = seeds(*count);
            let mut s = match into {
                Some(h) => tf(
                    lang,
                    "Capture: {} takes {} from {} into {}",
                    &[&by, &n, hole, h],
                ),
                None if prisons => tn(
                    lang,
                    (*count).into(),
                    "Capture: {} from {} goes to {}'s prison",
                    "Capture: {} from {} go to {}'s prison",
                    &[&n, hole, &by],
                ),
                None => tf(lang, "Capture: {} takes {} from {}", &[&by, &n, hole]),
            };
            s.push_str(what);
            s
        }
        TraceEvent::Pass { player } => tf(lang, "{} has no move and passes", &[&name(*player)]),
        // Only Hoyito III gives another turn, and only for a four made by the last seed.
        TraceEvent::ExtraTurn { player } => tf(
            lang,
            "{} moves again: the last seed made a four",
            &[&name(*player)],
        ),
        TraceEvent::Empty { hole, count } => {
            tf(lang, "{} empties {} ({})", &[&mover, hole, &seeds(*count)])
        }
        TraceEvent::NkiMarked { holes } => {
            let names: Vec<String> = holes.iter().map(|h| h.to_string()).collect();
            tf(
                lang,
                "Every occupied hole is now nki (protected): {}",
                &[&names.join(" ")],
            )
        }
        TraceEvent::Sweep { hole, count, to } => tn(
            lang,
            (*count).into(),
            "{} left in {} goes to {}",
            "{} left in {} go to {}",
            &[&seeds(*count), hole, &name(*to)],
        ),
        TraceEvent::RoundEnd {
            round,
            winner,
            reason,
            score,
            holdings,
        } => super::results::round_sentence(lang, game, *round, *winner, *reason, *score, *holdings),
        TraceEvent::GameEnd { outcome } => {
            let reason = i18n::end_reason_in(lang, game, outcome.reason);
            match outcome.winner {
                Some(w) => tf(lang, "Game over: {} wins — {}", &[&name(w), &reason]),
                None => tf(lang, "Game over: a draw — {}", &[&reason]),
            }
        }
    })
}

/// A chooser button's label.
pub fn choice_label(lang: Lang, label: ChoiceLabel) -> String {
    match label {
        ChoiceLabel::Lift { count, all: true } => tf(lang, "all {}", &[&count]),
        ChoiceLabel::Lift { count, all: false } => count.to_string(),
        ChoiceLabel::Circuit { circuit, towards } => {
            let name = match circuit {
                Circuit::Default => t(lang, "the usual circuit"),
                Circuit::Mirrored => t(lang, "the mirrored circuit"),
            };
            match towards {
                Some(h) => tf(lang, "{}, towards {}", &[&name, &h]),
                None => name.to_string(),
            }
        }
    }
}

/// A choice's tooltip in words, no notation: `lift 2 from c1`, `lift all 5 from c1`, `sow
/// from c1 along the mirrored circuit`.
pub fn choice_title(lang: Lang, hole: Hole, label: ChoiceLabel) -> String {
    let h = hole.to_string();
    match label {
        ChoiceLabel::Lift { count, all: true } => tf(lang, "lift all {} from {}", &[&count, &h]),
        ChoiceLabel::Lift { count, all: false } => tf(lang, "lift {} from {}", &[&count, &h]),
        ChoiceLabel::Circuit { .. } => tf(
            lang,
            "sow from {} along {}",
            &[&h, &choice_label(lang, label)],
        ),
    }
}

/// The question of the open chooser, and its kind (`lift`, `circuit`).
pub fn chooser_title(lang: Lang, choosing: Choosing) -> Option<(String, &'static str)> {
    match choosing {
        Choosing::None => None,
        Choosing::Lift(h) => Some((tf(lang, "Lift how many from {}?", &[&h]), "lift")),
        Choosing::Circuit(h) => Some((tf(lang, "Sow from {} along", &[&h]), "circuit")),
    }
}

/// One line on a saved game for the list of recent games: the game, its moves and where
/// it stands ("Katro · 12 moves · South to move").
pub fn summary_text(lang: Lang, s: &Summary) -> String {
    let game = crate::ui::i18n::game_name(s.game, lang);
    let moves = tn(lang, s.moves as u64, "{} move", "{} moves", &[&s.moves]);
    let standing = s.standing.map(|st| match st {
        Standing::ToMove(p) => tf(lang, "{} to move", &[&i18n::player(lang, p)]),
        // From the winner's side, with what the numbers count (saves before units: none).
        Standing::Won {
            winner,
            score,
            unit: Some(unit),
        } => tf(
            lang,
            "{} won with {} to {}'s {}",
            &[
                &i18n::player(lang, winner),
                &unit.count(lang, score[winner.index()]),
                &i18n::player(lang, !winner),
                &score[(!winner).index()],
            ],
        ),
        Standing::Won {
            winner,
            score,
            unit: None,
        } => tf(
            lang,
            "{} won {}–{}",
            &[
                &i18n::player(lang, winner),
                &score[winner.index()],
                &score[(!winner).index()],
            ],
        ),
        Standing::Drawn {
            score,
            unit: Some(unit),
        } => tf(
            lang,
            "drawn, {}",
            &[&super::results::drawn(lang, unit, score)],
        ),
        Standing::Drawn { score, unit: None } => tf(lang, "drawn {}–{}", &[&score[0], &score[1]]),
        Standing::Ended(Ending::Resigned { by }) => tf(
            lang,
            "{} won: {} resigned",
            &[&i18n::player(lang, !by), &i18n::player(lang, by)],
        ),
        Standing::Ended(Ending::DrawAgreed) => t(lang, "drawn by agreement").to_string(),
    });
    let mut parts = vec![game.to_string(), moves];
    parts.extend(standing);
    parts.join(" · ")
}

impl DecodeError {
    /// Why the text cannot be decoded, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            DecodeError::BrokenEscape(bad) => tf(lang, "\"{}\" is a broken %-escape", &[bad]),
            DecodeError::NotUtf8 => t(lang, "it is not valid text (UTF-8)").into(),
            DecodeError::NotBase64(bad) => tf(
                lang,
                "it is not base64url (\"{}\" is not part of it)",
                &[bad],
            ),
        }
    }
}

impl LinkError {
    /// What is wrong with the link, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            LinkError::Unreadable { key, error } => tf(
                lang,
                "the link's \"{}\" cannot be read: {}",
                &[key, &error.describe(lang)],
            ),
            LinkError::Record(e) => errors::record_error(lang, e),
            LinkError::BadId(id) => tf(
                lang,
                "its correspondence id {} is not one (letters, digits and -)",
                &[&crate::engine::quote(id)],
            ),
        }
    }
}

impl StorageError {
    /// Why the browser did not keep it, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            StorageError::Unavailable => t(lang, "this browser keeps no local storage here"),
            StorageError::Refused => t(
                lang,
                "the browser's storage refused it (full, or private browsing)",
            ),
        }
    }
}

impl SaveError {
    /// What is wrong with the saved game, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            SaveError::NotJson { line, column } => tf(
                lang,
                "it is not JSON (the reading stopped at line {}, column {})",
                &[line, column],
            ),
            SaveError::NotAnObject => t(lang, "it is not a saved game (a JSON object)").into(),
            SaveError::NoVersion => t(lang, "it has no format version").into(),
            SaveError::Newer(v) => tf(
                lang,
                "it was saved by another version of the app (format {})",
                &[v],
            ),
            SaveError::Missing("record") => t(lang, "it has no game record").into(),
            SaveError::Missing(part) => tf(lang, "its part \"{}\" is missing", &[part]),
            SaveError::Invalid(part) => tf(lang, "its part \"{}\" is not valid", &[part]),
            SaveError::Unknown(part) => tf(lang, "its part \"{}\" is not valid", &[part]),
            SaveError::Record(e) => errors::record_error(lang, e),
        }
    }
}

/// What is being decided, as a short noun phrase in `lang`.
pub fn pending_text(lang: Lang, p: Pending) -> String {
    match p {
        Pending::Move(mv) => tf(lang, "move {}", &[&mv]),
        Pending::Jump(n) => tf(lang, "the moves up to move {}", &[&n]),
        Pending::Import => t(lang, "the imported game").into(),
        Pending::Link => t(lang, "the shared game").into(),
        Pending::Saved(g) => tf(
            lang,
            "the saved game of {}",
            &[&crate::ui::i18n::game_name(g, lang)],
        ),
    }
}

/// `opened`, then where the game that was on the board went.
fn with_previous(lang: Lang, opened: String, previous: Previous) -> String {
    let name = |g: GameId| crate::ui::i18n::game_name(g, lang);
    let said = match previous {
        Previous::None => return opened,
        Previous::Kept(g) => tf(
            lang,
            "Your previous game of {} is kept under \"Recent games\" on the start screen.",
            &[&name(g)],
        ),
        Previous::NotKept(g) => tf(
            lang,
            "Your previous game of {} could not be kept: this browser keeps no games here.",
            &[&name(g)],
        ),
    };
    format!("{opened} {said}")
}

impl Message {
    /// The message in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let player = |p: &Player| i18n::player(lang, *p);
        let game = |g: &GameId| crate::ui::i18n::game_name(*g, lang);
        match self {
            Message::OptionRefused(e) => tf(
                lang,
                "This option cannot be set: {}.",
                &[&errors::setup_error(lang, e)],
            ),
            Message::ComputersTurn(p) => {
                tf(lang, "It is the computer's turn ({}).", &[&player(p)])
            }
            Message::ComputerIllegal(mv) => tf(
                lang,
                "The computer chose {}, which cannot be played here; it was ignored.",
                &[mv],
            ),
            Message::HintNotNow => t(
                lang,
                "A hint is for the person to move, while the game goes on.",
            )
            .into(),
            Message::HintIllegal => t(
                lang,
                "The hint named a move that cannot be played here; it was ignored.",
            )
            .into(),
            Message::HintFailed => t(lang, "No hint could be computed.").into(),
            Message::ComputerFailed => t(
                lang,
                "The computer could not choose a move here: its search failed twice. Let it try again, or take back a move.",
            )
            .into(),
            Message::WorkerStopped => t(
                lang,
                "The computer's search stopped on an error. The page answered in its place; the next request starts a new search.",
            )
            .into(),
            Message::LanguageUnavailable(l) => tf(
                lang,
                "{} could not be loaded (is this device offline?). The page stays in this language: try again later.",
                &[&l.native_name()],
            ),
            Message::NothingToRedo => t(lang, "There is no move to redo.").into(),
            Message::NothingToUndo => t(lang, "There is no move to take back.").into(),
            Message::StillShowing => t(
                lang,
                "The last move was still being shown; here is the board after it. Choose again.",
            )
            .into(),
            Message::CannotPlay(mv, e) => tf(
                lang,
                "{} cannot be played: {}.",
                &[mv, &errors::play_error(lang, e)],
            ),
            Message::GameOver => t(
                lang,
                "The game is over: take back a move or start a new game.",
            )
            .into(),
            Message::NoSuchHole(h) => tf(lang, "There is no hole {} on this board.", &[h]),
            Message::CannotEmpty { hole, player: p } => tf(
                lang,
                "{} cannot be emptied: choose an occupied hole of {}'s row.",
                &[hole, &player(p)],
            ),
            Message::AtMostEmptied(n) => tf(
                lang,
                "At most {} holes are emptied: choose an emptied hole again to keep it.",
                &[n],
            ),
            Message::AllPlaced => t(
                lang,
                "Every warrior has been placed: confirm, or take one back.",
            )
            .into(),
            Message::EmptyFirst { min, chosen } => tn(
                lang,
                (*min).into(),
                "Choose {} hole to empty first ({} chosen).",
                "Choose {} holes to empty first ({} chosen).",
                &[min, chosen],
            ),
            Message::PlaceFirst(1) => t(
                lang,
                "Place the last warrior in hand first: choose any hole.",
            )
            .into(),
            Message::PlaceFirst(n) => tf(
                lang,
                "Place the {} warriors in hand first: choose any holes.",
                &[n],
            ),
            Message::RedistributionRefused(e) => {
                tf(
                    lang,
                    "This redistribution cannot be played: {}.",
                    &[&errors::parse_error(lang, e)],
                )
            }
            Message::ReplayFailed { number, mv, error } => tf(
                lang,
                "Move {} ({}) cannot be replayed: {}.",
                &[number, mv, &errors::play_error(lang, error)],
            ),
            Message::Imported {
                game: g,
                moves,
                previous,
            } => {
                let opened = tn(
                    lang,
                    *moves as u64,
                    "Imported a game of {} with {} move.",
                    "Imported a game of {} with {} moves.",
                    &[&game(g), moves],
                );
                with_previous(lang, opened, *previous)
            }
            Message::ImportRefused(e) => tf(
                lang,
                "This record cannot be imported: {}.",
                &[&errors::record_error(lang, e)],
            ),
            Message::OpenedLink {
                game: g,
                moves,
                previous,
            } => {
                let opened = tn(
                    lang,
                    *moves as u64,
                    "Opened the shared game of {} ({} move) as a new game.",
                    "Opened the shared game of {} ({} moves) as a new game.",
                    &[&game(g), moves],
                );
                with_previous(lang, opened, *previous)
            }
            Message::LinkRefused(e) => tf(
                lang,
                "The link's game cannot be opened: {}. Nothing was changed.",
                &[&e.describe(lang)],
            ),
            Message::SaveFailed(e) => tf(
                lang,
                "The game cannot be saved in this browser: {}.",
                &[&e.describe(lang)],
            ),
            Message::RestoreFailed {
                error,
                kept: Whereabouts::SetAside,
            } => tf(
                lang,
                "Your saved game could not be restored: {}. It is kept, exactly as it was, under \"Set-aside games\" on the start screen, where you can copy or download it.",
                &[&error.describe(lang)],
            ),
            Message::RestoreFailed {
                error,
                kept: Whereabouts::Untouched,
            } => tf(
                lang,
                "Your saved game could not be restored: {}. It was left as it was in this browser's storage; nothing was deleted.",
                &[&error.describe(lang)],
            ),
            Message::Forked => t(
                lang,
                "This game was also changed in another tab. So that neither overwrites the other, your moves here go on as a new game; the other tab's version stays under \"Recent games\".",
            )
            .into(),
            Message::Followed => t(
                lang,
                "This game was continued in another tab: here is its latest position.",
            )
            .into(),
            Message::RestoredSetAside => t(
                lang,
                "The set-aside game was restored as a new game; it is under \"Recent games\" too.",
            )
            .into(),
            Message::Deleted { game: g } => {
                tf(lang, "The saved game of {} was deleted.", &[&game(g)])
            }
            Message::SaveGone => t(
                lang,
                "That game is no longer saved in this browser (it was deleted in another tab).",
            )
            .into(),
            Message::StillDeciding(p) => tf(
                lang,
                "Still deciding ({}): wait for it, or press Cancel.",
                &[&pending_text(lang, *p)],
            ),
            Message::DecideCancelled(p) => tf(
                lang,
                "Stopped deciding ({}): nothing was changed.",
                &[&pending_text(lang, *p)],
            ),
            Message::DecideFailed(p, why) => {
                let what = pending_text(lang, *p);
                match why {
                    DecideFailure::NoWorker => tf(
                        lang,
                        "Could not decide ({}): a sowing this long is decided in a background worker, and this page could not start one. Nothing was changed.",
                        &[&what],
                    ),
                    DecideFailure::Failed => tf(
                        lang,
                        "Could not decide ({}): the background worker failed. Nothing was changed.",
                        &[&what],
                    ),
                    DecideFailure::InFigure => tf(
                        lang,
                        "Could not decide ({}): a figure never decides a sowing this long (it would hold up the page). Open it in the app to play it.",
                        &[&what],
                    ),
                    DecideFailure::StillUndecided => tf(
                        lang,
                        "Could not decide ({}): the background worker's answer did not settle it. Nothing was changed.",
                        &[&what],
                    ),
                }
            }
            Message::ClaimDropped(p) => tf(
                lang,
                "A false claim was dropped ({}): the background worker decided a very long sowing otherwise than it said; the worker's decision is used.",
                &[&pending_text(lang, *p)],
            ),
            Message::NoEnding => t(
                lang,
                "Nobody can resign or offer a draw now: a player resigns while the game goes on, and a draw is offered between two players on this device.",
            )
            .into(),
            Message::DrawDeclined(by) => tf(
                lang,
                "{} declined the draw: the game goes on.",
                &[&player(&!*by)],
            ),
            Message::TheirMove(p) => tf(
                lang,
                "It is {}'s move: send them the link of your move, and open the link of theirs when it comes.",
                &[&player(p)],
            ),
            Message::Letter { letter, previous } => {
                with_previous(lang, letter_text(lang, letter), *previous)
            }
            Message::Several(all) => all
                .iter()
                .map(|m| m.text(lang))
                .collect::<Vec<_>>()
                .join(" "),
        }
    }
}

/// What a correspondence game's "your move" link brought, said (without what became of
/// the game on the board before).
fn letter_text(lang: Lang, letter: &Letter) -> String {
    let player = |p: &Player| i18n::player(lang, *p);
    let game = |g: &GameId| crate::ui::i18n::game_name(*g, lang);
    match letter {
        Letter::Moves {
            by,
            moves,
            your_move,
        } => {
            let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
            let mut s = tf(lang, "{} played {}.", &[&player(by), &names.join(" ")]);
            if *your_move {
                s.push(' ');
                s.push_str(t(lang, "Your move."));
            }
            s
        }
        Letter::NothingNew => t(
            lang,
            "This link brings nothing new: your game already has all its moves.",
        )
        .into(),
        Letter::Older { link, here } => tn(
            lang,
            *link as u64,
            "This link is older than your game ({} move, yours {}): your game is kept as it is.",
            "This link is older than your game ({} moves, yours {}): your game is kept as it is.",
            &[link, here],
        ),
        Letter::Diverged => t(
            lang,
            "This link does not follow your game: it is opened as a new game, and yours is kept under \"Recent games\".",
        )
        .into(),
        Letter::Opened {
            game: g,
            you,
            moves,
        } => tn(
            lang,
            *moves as u64,
            "Opened a correspondence game of {} ({} move): you play {}.",
            "Opened a correspondence game of {} ({} moves): you play {}.",
            &[&game(g), moves, &player(you)],
        ),
    }
}

/// How the game of `p` ended, if it is over: "South wins 26–22." (and a one-warrior
/// victory said).
pub fn outcome_sentence(lang: Lang, p: &Position) -> Option<String> {
    let o = p.outcome()?;
    let mut s = super::results::result_sentence(lang, p, &o);
    if p.one_warrior_victory() {
        s.push(' ');
        s.push_str(t(lang, "A one-warrior victory!"));
    }
    Some(s)
}

#[cfg(test)]
mod tests {
    use super::super::testing::h;
    use super::super::Speed;
    use super::*;
    use crate::engine::Hole;
    use crate::ui::game::{PlayAction, PrefsAction, SetupAction};

    /// A registered game by its id.
    fn game_of(id: &str) -> GameId {
        id.parse().expect("a registered game")
    }

    #[test]
    fn the_language_changes_the_words_not_the_game_nor_the_save() {
        let s = State::two_players(Speed::Instant)
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("c1")));
        assert_eq!(s.status(), "North to move.");
        let tr = s.clone().reduce(PrefsAction::SetLang(Lang::Tr));
        assert_eq!(tr.status(), "Sıra Kuzey tarafında.");
        assert_eq!(tr.position(), s.position());
        let fa = s.clone().reduce(PrefsAction::SetLang(Lang::Fa));
        assert_eq!(fa.status(), "نوبت شمال است.");
        assert_eq!(fa.board_view().names, ["جنوب", "شمال"]);
        // The language is not part of the saved game: the same save in every language.
        assert_eq!(
            super::super::save::save_text(&fa.session, 0.0),
            super::super::save::save_text(&s.session, 0.0)
        );
        // Messages are kept as data and put into words when shown.
        let n = fa
            .reduce(PlayAction::Hole(h("c1")))
            .notices
            .notice
            .expect("a message");
        let fa_text = n.message.text(Lang::Fa);
        assert!(fa_text.starts_with("c1 قابل بازی نیست: "), "{fa_text}");
        // The engine's reason is translated too, the player's name with it.
        assert!(
            fa_text.contains("شمال") && !fa_text.contains("North"),
            "{fa_text}"
        );
        assert!(n
            .message
            .text(Lang::En)
            .starts_with("c1 cannot be played: "));
        let bad = super::super::save::read("{not json", 0.0).map(|_| ());
        assert!(bad.is_err_and(|e| e.describe(Lang::Tr).starts_with("JSON değil")));
        // The callouts follow the language too.
        let t = State::two_players(Speed::Instant)
            .reduce(PrefsAction::SetLang(Lang::Tr))
            .reduce(SetupAction::ChooseGame(game_of("rio-kadalis")))
            .reduce(SetupAction::Start)
            .reduce(PlayAction::Hole(h("a1")));
        assert!(
            t.callouts()
                .iter()
                .any(|c| c.starts_with("Güney 4 tohum alıyor")),
            "{:?}",
            t.callouts()
        );
    }

    #[test]
    fn a_choice_s_tooltip_says_it_in_words_in_every_language() {
        let h: Hole = "c1".parse().unwrap();
        let two = ChoiceLabel::Lift {
            count: 2,
            all: false,
        };
        let all = ChoiceLabel::Lift {
            count: 5,
            all: true,
        };
        assert_eq!(choice_title(Lang::En, h, two), "lift 2 from c1");
        assert_eq!(choice_title(Lang::En, h, all), "lift all 5 from c1");
        let mirrored = ChoiceLabel::Circuit {
            circuit: Circuit::Mirrored,
            towards: None,
        };
        assert_eq!(
            choice_title(Lang::En, h, mirrored),
            "sow from c1 along the mirrored circuit"
        );
        for lang in Lang::ALL {
            for label in [two, all, mirrored] {
                let title = choice_title(lang, h, label);
                assert!(
                    !title.contains("c1/") && !title.contains("c1'") && title.contains("c1"),
                    "{lang:?}: {title}"
                );
            }
        }
    }

    #[test]
    fn callouts_name_captures_and_extra_turns() {
        let game = game_of("hoyito-3");
        let e = TraceEvent::ExtraTurn {
            player: Player::South,
        };
        assert_eq!(
            callout(&e, Player::South, game, Lang::En).as_deref(),
            Some("South moves again: the last seed made a four")
        );
        assert_eq!(
            callout(&e, Player::South, game, Lang::Tr).as_deref(),
            Some("Güney yeniden oynuyor: son tohum bir dörtlü yaptı")
        );
        let d = TraceEvent::Drop {
            hole: Hole::new(0, 0),
            count: 3,
        };
        assert_eq!(callout(&d, Player::South, game, Lang::Fa), None);
    }

    #[test]
    fn one_warrior_goes_and_several_go_in_every_language() {
        use crate::engine::CaptureKind;
        let kiothi = game_of("kiothi");
        let capture = |count| TraceEvent::Capture {
            hole: Hole::new(2, 1),
            count,
            by: Player::South,
            into: None,
            kind: CaptureKind::Capture,
        };
        let say = |e: &TraceEvent, lang| callout(e, Player::South, kiothi, lang).expect("said");
        assert_eq!(
            say(&capture(1), Lang::En),
            "Capture: 1 warrior from c2 goes to South's prison"
        );
        assert_eq!(
            say(&capture(3), Lang::En),
            "Capture: 3 warriors from c2 go to South's prison"
        );
        assert!(say(&capture(1), Lang::Fa).ends_with("می‌رود"));
        assert!(say(&capture(3), Lang::Fa).ends_with("می‌روند"));
        assert!(say(&capture(1), Lang::Tr).contains("1 savaşçı"));
        let sweep = |count| TraceEvent::Sweep {
            hole: Hole::new(0, 0),
            count,
            to: Player::North,
        };
        assert_eq!(
            say(&sweep(1), Lang::En),
            "1 warrior left in a1 goes to North"
        );
        assert_eq!(
            say(&sweep(2), Lang::En),
            "2 warriors left in a1 go to North"
        );
        let seeds = callout(&sweep(1), Player::South, game_of("hoyito-3"), Lang::En);
        assert_eq!(seeds.as_deref(), Some("1 seed left in a1 goes to North"));
    }

    #[test]
    fn recent_games_say_the_result_from_the_winners_side() {
        let won = Summary {
            game: game_of("hoyito-3"),
            moves: 40,
            at: 40,
            standing: Some(Standing::Won {
                winner: Player::North,
                score: [16, 32],
                unit: Some(super::super::ScoreUnit::Seeds),
            }),
            mode: super::super::Mode::TwoPlayers,
        };
        assert_eq!(
            summary_text(Lang::En, &won),
            "Hoyito III · 40 moves · North won with 32 seeds to South's 16"
        );
        // A save from before units were kept: the winner's number first all the same.
        let mut old = won.clone();
        old.standing = Some(Standing::Won {
            winner: Player::North,
            score: [16, 32],
            unit: None,
        });
        assert!(summary_text(Lang::En, &old).ends_with("North won 32–16"));
    }

    #[test]
    fn a_redistribution_s_words_name_only_its_player_s_holes_and_no_notation() {
        // Issue 36: North was shown South's example (e1+f1=c1:5,a2:5); issue 38: a
        // visitor is shown no notation at all. Each player's sentence names its own holes.
        let board: Vec<Hole> = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
            .iter()
            .flat_map(|f| [format!("{f}1"), format!("{f}2")])
            .map(|n| n.parse().unwrap())
            .collect();
        let s = State::two_players(Speed::Normal);
        for (player, own, other) in [
            (Player::South, ["e1", "f1"], ["e2", "f2"]),
            (Player::North, ["e2", "f2"], ["e1", "f1"]),
        ] {
            let c = crate::engine::RedistributionChoice {
                player,
                holes: own.iter().map(|h| (h.parse().unwrap(), 5)).collect(),
                min_empty: 2,
                max_empty: 2,
                board: board.clone(),
            };
            let text = s.redistribution_text(&c);
            assert!(own.iter().all(|h| text.contains(h)), "{text}");
            assert!(!other.iter().any(|h| text.contains(h)), "{text}");
            assert!(!text.contains("e.g.") && !text.contains('='), "{text}");
        }
    }
}
