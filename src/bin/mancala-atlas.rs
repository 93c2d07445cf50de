//! `mancala-atlas`: the engine on the command line (see README "CLI").

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use mancala_atlas::ai::{analyse_in_game, choose_budget, choose_in_game, Level, Value};
use mancala_atlas::engine::{
    escape_char, perft, Circuit, Game, GameId, Hole, Lift, Move, ParseError, Phase, PlayError,
    Player, Position, Rng, Rules, SetupError, Sow, TraceEvent,
};

const USAGE: &str = "usage: mancala-atlas <play|moves|perft|trace|selfplay|bench|match|think> …
  play     (--game ID [--options JSON] | --position JSON) [MOVE...]
  moves    (--game ID [--options JSON] | --position JSON) [MOVE...]
  perft    (--game ID [--options JSON] | --position JSON) [MOVE...] --depth D
  trace    (--game ID [--options JSON] | --position JSON) [MOVE...] MOVE
  selfplay --game ID [--options JSON] --games N --seed S
  bench    [--game ID] [--options JSON] [--games N] [--seed S]
  match    --game ID [--options JSON] --a LEVEL --b LEVEL --games N --seed S [--nodes N] [--opening K [--balanced T]]
  think    (--game ID [--options JSON] | --position JSON) [MOVE...] [--level LEVEL] [--nodes N] [--seed S]
levels: random, greedy, beginner, easy, medium, hard, expert
games: katro, rio-kadalis, hoyito-3, kiothi
exit status: 0 done, 1 the output could not be written, 2 bad input (one line on stderr)";

/// A failure: the message for stderr (exit status 2).
struct Fail(String);

/// Exit statuses: 0 done (also when the reader of stdout stopped reading early), 1 the
/// output could not be written, 2 bad input (arguments, JSON, moves).
const CANNOT_WRITE: u8 = 1;
const BAD_INPUT: u8 = 2;

fn main() -> ExitCode {
    match utf8_args(std::env::args_os().skip(1)).and_then(|args| run(&args)) {
        Ok(out) => match print(&out) {
            Ok(()) => ExitCode::SUCCESS,
            // The reader stopped reading (`moves | head -1`): what it wanted was written.
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                say(&format!(
                    "cannot write the output: {}",
                    tame(&e.to_string())
                ));
                ExitCode::from(CANNOT_WRITE)
            }
        },
        Err(Fail(msg)) => {
            say(&msg);
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// The arguments as text: one that is not UTF-8 is refused, naming its position.
fn utf8_args(args: impl Iterator<Item = OsString>) -> Result<Vec<String>, Fail> {
    args.enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                Fail(format!(
                    "argument {} {} is not UTF-8 text",
                    i + 1,
                    quote_bytes(a.as_encoded_bytes())
                ))
            })
        })
        .collect()
}

/// Writes the command's output and a newline to stdout (nothing for an empty output).
fn print(out: &str) -> std::io::Result<()> {
    if out.is_empty() {
        return Ok(());
    }
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "{out}")?;
    stdout.flush()
}

/// One line on stderr. A stderr that cannot be written to (closed, a reader gone) is
/// ignored: there is nowhere else to tell.
fn stderr_line(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}

/// The one-line failure message.
fn say(msg: &str) {
    stderr_line(&format!("mancala-atlas: {}", escape(msg, false)));
}

/// How many characters of one piece of input a message echoes.
const ECHO_CHARS: usize = 60;
/// How long a message built around text from elsewhere (an engine error) may grow.
const MESSAGE_CHARS: usize = 300;
/// The longest run without a space kept whole in a message from elsewhere.
const WORD_CHARS: usize = ECHO_CHARS + 8;

fn escape(s: &str, quoted: bool) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        escape_char(c, quoted, &mut out);
    }
    out
}

/// A piece of the user's input as a message echoes it: quoted, escaped, and cut to
/// [`ECHO_CHARS`] characters with an ellipsis and its full length (the engine's own
/// quoting, so that input is shown the same way whoever reports it).
fn quote(s: &str) -> String {
    mancala_atlas::engine::quote(s)
}

/// As [`quote`], for bytes that may not be UTF-8 (each stray byte shown as `\xFF`).
fn quote_bytes(bytes: &[u8]) -> String {
    let mut body = String::new();
    let mut shown = 0;
    let mut length = 0;
    let mut cut = false;
    let mut add = |piece: &str| {
        length += 1;
        let n = piece.chars().count();
        if !cut && shown + n <= ECHO_CHARS {
            body.push_str(piece);
            shown += n;
        } else {
            cut = true;
        }
    };
    let mut piece = String::new();
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            piece.clear();
            escape_char(c, true, &mut piece);
            add(&piece);
        }
        for b in chunk.invalid() {
            add(&format!("\\x{b:02X}"));
        }
    }
    if cut {
        format!("\"{body}…\" ({length} characters)")
    } else {
        format!("\"{body}\"")
    }
}

/// Text from elsewhere (an engine error, which quotes input already) made sure to fit
/// one line: escaped, every run without a space cut to [`WORD_CHARS`] characters (more
/// than a quote's [`ECHO_CHARS`], so that a quote is never cut twice), the whole to
/// [`MESSAGE_CHARS`].
fn tame(text: &str) -> String {
    let words: Vec<String> = text
        .split(' ')
        .map(|word| {
            let e = escape(word, false);
            if e.chars().count() <= WORD_CHARS {
                e
            } else {
                let head: String = e.chars().take(WORD_CHARS).collect();
                format!("{head}… ({} characters)", word.chars().count())
            }
        })
        .collect();
    let line = words.join(" ");
    let length = line.chars().count();
    if length <= MESSAGE_CHARS {
        line
    } else {
        let head: String = line.chars().take(MESSAGE_CHARS).collect();
        format!("{head}… ({length} characters)")
    }
}

/// `a, b, c or d`.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

fn unknown_game(flag: &str, name: &str) -> Fail {
    let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
    Fail(format!(
        "{flag}: unknown game {} (choose {})",
        quote(name),
        one_of(&ids)
    ))
}

/// Every flag, and which commands take it.
const FLAGS: &[(&str, &[&str])] = &[
    (
        "--game",
        &[
            "play", "moves", "perft", "trace", "think", "selfplay", "bench", "match",
        ],
    ),
    (
        "--options",
        &[
            "play", "moves", "perft", "trace", "think", "selfplay", "bench", "match",
        ],
    ),
    ("--position", &["play", "moves", "perft", "trace", "think"]),
    ("--depth", &["perft"]),
    ("--games", &["selfplay", "bench", "match"]),
    ("--seed", &["selfplay", "bench", "match", "think"]),
    ("--a", &["match"]),
    ("--b", &["match"]),
    ("--level", &["think"]),
    ("--nodes", &["match", "think"]),
    ("--opening", &["match"]),
    ("--balanced", &["match"]),
];

/// Commands that take moves after the position.
const TAKE_MOVES: &[&str] = &["play", "moves", "perft", "trace", "think"];

/// A command's arguments: each flag's value (given once) and the moves.
struct Args {
    values: BTreeMap<&'static str, String>,
    free: Vec<String>,
}

/// Kiothi's redistribution rule for the player to move, in one sentence.
fn describe_redistribution(c: &mancala_atlas::engine::RedistributionChoice) -> String {
    let holes: Vec<String> = c.holes.iter().map(|(h, n)| format!("{h} ({n})")).collect();
    let how_many = if c.min_empty == c.max_empty {
        format!("exactly {}", c.min_empty)
    } else {
        format!("{} to {}", c.min_empty, c.max_empty)
    };
    format!(
        "{} empties {how_many} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
        c.player,
        holes.join(", ")
    )
}

impl Args {
    fn parse(cmd: &str, args: &[String]) -> Result<Args, Fail> {
        let mut a = Args {
            values: BTreeMap::new(),
            free: Vec::new(),
        };
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            if !arg.starts_with("--") {
                if !TAKE_MOVES.contains(&cmd) {
                    return Err(Fail(format!("{cmd} takes no moves (got {})", quote(arg))));
                }
                a.free.push(arg.clone());
                continue;
            }
            let Some(&(flag, commands)) = FLAGS.iter().find(|(f, _)| f == arg) else {
                return Err(Fail(format!(
                    "unknown flag {} (mancala-atlas help lists the flags)",
                    quote(arg)
                )));
            };
            if !commands.contains(&cmd) {
                return Err(Fail(format!(
                    "{cmd} does not take {flag} (mancala-atlas help lists each command's flags)"
                )));
            }
            let value = rest
                .next()
                .ok_or_else(|| Fail(format!("{flag} needs a value")))?;
            if a.values.insert(flag, value.clone()).is_some() {
                return Err(Fail(format!("{flag} is given twice")));
            }
        }
        Ok(a)
    }

    fn get(&self, flag: &str) -> Option<&str> {
        self.values.get(flag).map(String::as_str)
    }

    /// The whole number given to `flag`, from `min` to `max`.
    fn number(&self, flag: &str, min: u64, max: u64) -> Result<Option<u64>, Fail> {
        let Some(text) = self.get(flag) else {
            return Ok(None);
        };
        match text.parse::<u64>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(Fail(format!(
                "{flag} must be a whole number from {min} to {max}, not {}",
                quote(text)
            ))),
        }
    }

    /// As [`Args::number`], and required: `what` is how the command names it (`N`).
    fn required(&self, cmd: &str, flag: &str, what: &str, min: u64, max: u64) -> Result<u64, Fail> {
        self.number(flag, min, max)?
            .ok_or_else(|| Fail(format!("{cmd} needs {flag} {what}")))
    }
}

/// Games, levels and openings are counted in `u32`s.
const MAX_COUNT: u64 = u32::MAX as u64;

fn level_of(a: &Args, flag: &str) -> Result<Option<Level>, Fail> {
    let Some(name) = a.get(flag) else {
        return Ok(None);
    };
    name.parse().map(Some).map_err(|_| {
        let ids: Vec<&str> = Level::ALL.iter().map(|l| l.id()).collect();
        Fail(format!(
            "{flag}: unknown level {} (choose {})",
            quote(name),
            one_of(&ids)
        ))
    })
}

fn rules_of(a: &Args) -> Result<Rules, Fail> {
    let name = a.get("--game").ok_or_else(|| {
        Fail("--game is required (katro, rio-kadalis, hoyito-3 or kiothi)".into())
    })?;
    let game: GameId = name.parse().map_err(|_| unknown_game("--game", name))?;
    let options = match a.get("--options") {
        Some(o) => serde_json::from_str(o)
            .map_err(|e| Fail(format!("--options is not JSON: {}", tame(&e.to_string()))))?,
        None => serde_json::Value::Null,
    };
    Rules::from_options(game, &options)
        .map_err(|e| Fail(format!("--options: {}", tame(&e.to_string()))))
}

fn start_of(a: &Args) -> Result<Position, Fail> {
    match (a.get("--position"), a.get("--game")) {
        (Some(_), Some(_)) => Err(Fail("give either --game or --position, not both".into())),
        (Some(p), None) => {
            if a.get("--options").is_some() {
                return Err(Fail(
                    "--options goes with --game (a --position carries its own options)".into(),
                ));
            }
            Position::from_json(p).map_err(|e| match e {
                SetupError::UnknownGame(g) => unknown_game("--position", &g),
                e => Fail(format!("--position: {}", tame(&e.to_string()))),
            })
        }
        (None, _) => Ok(Position::start(rules_of(a)?)),
    }
}

/// Plays `moves` from `start` through a [`Game`] (so repetition counts).
fn replay(start: Position, moves: &[String]) -> Result<Game, Fail> {
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        play_text(&mut game, i + 1, text)?;
    }
    Ok(game)
}

/// Reads move number `n` and plays it; its trace, or why it cannot be read or played.
fn play_text(game: &mut Game, n: usize, text: &str) -> Result<Vec<TraceEvent>, Fail> {
    let p = game.current();
    // Only a game whose start is a redistribution turn has redistributions (Kiothi).
    let redistributes = Position::start(p.rules()).phase() == Phase::Redistribute;
    let parsed = text.parse::<Move>();
    if text.contains('=') && !redistributes {
        return Err(Fail(format!(
            "move {n} {}: {} has no redistribution: a move sows from a hole, like c1",
            quote(text),
            p.game().name()
        )));
    }
    let mv = match parsed {
        Ok(mv) => mv,
        Err(e) => return Err(Fail(format!("move {n}{}", unreadable(p, text, e)))),
    };
    game.play(&mv).map_err(|e| {
        let why = match e {
            PlayError::LiftTooMany { hole, have, .. } => lift_too_many(hole, have),
            e => tame(&e.to_string()),
        };
        Fail(format!("move {n} ({mv}): {why}"))
    })
}

/// Why `text` is not a move, in words that echo it once (after "move N").
fn unreadable(p: &Position, text: &str, e: ParseError) -> String {
    match e {
        ParseError::Move(_) => format!(
            " {} is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
            quote(text)
        ),
        // A redistribution naming a hole off the board, or something that is no hole.
        ParseError::Hole(h) => match h.parse::<Hole>() {
            Ok(hole) => format!(": there is no hole {hole} on this board"),
            Err(_) => format!(
                ": {} is not a hole (write a file letter and a rank number, like c1)",
                quote(&h)
            ),
        },
        ParseError::LiftCount(count) => too_big_lift(p, text, &count).unwrap_or_else(|| {
            if !count.is_empty() && count.bytes().all(|b| b == b'0') {
                format!(" {}: a partial lift takes at least 1 seed", quote(text))
            } else {
                format!(
                    ": {} is not a number of seeds to lift (write a whole number from 1, like c1/3)",
                    quote(&count)
                )
            }
        }),
        ParseError::Placement(place) => {
            let too_many = place.split_once(':').is_some_and(|(h, n)| {
                h.parse::<Hole>().is_ok() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())
            });
            if too_many {
                format!(
                    ": {} places more warriors than the board holds ({})",
                    quote(&place),
                    p.rules().total_seeds()
                )
            } else {
                format!(
                    ": {} is not a placement (write hole:count, like c1:5)",
                    quote(&place)
                )
            }
        }
        ParseError::BeyondKiothi(hole) => format!(": there is no hole {hole} on this board"),
        e @ (ParseError::PlacedTwice(_) | ParseError::EmptiedTwice(_)) => {
            format!(" {}: {}", quote(text), tame(&e.to_string()))
        }
    }
}

/// `c1/999`: a lift count too large to be read. The engine judges the same lift with the
/// largest count it reads; the message then names what the hole holds.
fn too_big_lift(p: &Position, text: &str, count: &str) -> Option<String> {
    if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) || count.parse::<u8>().is_ok()
    {
        return None;
    }
    let body = text.trim();
    let (body, circuit) = match body.strip_suffix('\'') {
        Some(b) => (b, Circuit::Mirrored),
        None => (body, Circuit::Default),
    };
    let (hole, _) = body.split_once('/')?;
    let hole: Hole = hole.parse().ok()?;
    let largest = Move::Sow(Sow {
        hole,
        lift: Lift::Some(u8::MAX),
        circuit,
    });
    let why = match p.play(&largest) {
        Err(PlayError::LiftTooMany { hole, have, .. })
        | Err(PlayError::WholeLiftWrittenPartial { hole, count: have }) => {
            lift_too_many(hole, have)
        }
        Err(e) => tame(&e.to_string()),
        Ok(_) => lift_too_many(hole, p.count(hole)),
    };
    let shown = format!(
        "{body}{}",
        if circuit == Circuit::Mirrored {
            "'"
        } else {
            ""
        }
    );
    let shown = if shown.chars().count() <= ECHO_CHARS {
        format!("({shown})")
    } else {
        quote(&shown)
    };
    Some(format!(" {shown}: {why}"))
}

/// A partial lift of more seeds than `hole` holds.
fn lift_too_many(hole: Hole, have: u8) -> String {
    match have {
        0 => format!("{hole} is empty"),
        1 => format!("{hole} holds 1 seed: write {hole} to lift it"),
        2 => format!("{hole} holds 2 seeds: a partial lift takes 1 of them"),
        n => format!(
            "{hole} holds {n} seeds: a partial lift takes 1 to {} of them",
            n - 1
        ),
    }
}

fn unknown_command(cmd: &str) -> Fail {
    Fail(format!(
        "unknown command {} (mancala-atlas help lists the commands)",
        quote(cmd)
    ))
}

fn run(args: &[String]) -> Result<String, Fail> {
    let Some(cmd) = args.first() else {
        return Err(Fail(
            "no command given (mancala-atlas help lists the commands)".into(),
        ));
    };
    let cmd = cmd.as_str();
    if matches!(cmd, "help" | "--help" | "-h") {
        return Ok(USAGE.into());
    }
    if !FLAGS.iter().any(|(_, commands)| commands.contains(&cmd)) {
        return Err(unknown_command(cmd));
    }
    let a = Args::parse(cmd, &args[1..])?;
    match cmd {
        "play" => Ok(replay(start_of(&a)?, &a.free)?.current().to_string()),
        "moves" => {
            let game = replay(start_of(&a)?, &a.free)?;
            let p = game.current();
            if let Some(choice) = p.redistribution_choice() {
                stderr_line(&describe_redistribution(&choice));
            }
            Ok(p.legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join("\n"))
        }
        "perft" => {
            let depth = a.required("perft", "--depth", "D", 0, u32::MAX as u64)? as u32;
            let game = replay(start_of(&a)?, &a.free)?;
            Ok(perft(game.current(), depth).to_string())
        }
        "trace" => {
            let (last, earlier) = a
                .free
                .split_last()
                .ok_or_else(|| Fail("trace needs the MOVE to trace".into()))?;
            let mut game = replay(start_of(&a)?, earlier)?;
            let events = play_text(&mut game, earlier.len() + 1, last)?;
            let mv = game.moves().last().map(|m| m.to_string());
            let out = serde_json::json!({
                "move": mv,
                "events": events,
                "position": game.current().to_json(),
            });
            Ok(out.to_string())
        }
        "selfplay" => selfplay(&a),
        "bench" => bench(&a),
        "match" => match_levels(&a),
        "think" => think(&a),
        other => Err(unknown_command(other)),
    }
}

fn selfplay(a: &Args) -> Result<String, Fail> {
    let rules = rules_of(a)?;
    let games = a.required("selfplay", "--games", "N", 1, MAX_COUNT)?;
    let seed = a.required("selfplay", "--seed", "S", 0, u64::MAX)?;
    let mut rng = Rng::new(seed);
    let mut wins = [0u64; 3];
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut lengths = Vec::new();
    let mut endless = 0u64;
    let mut candidates = 0u64;
    let mut one_warrior = 0u64;
    for _ in 0..games {
        let mut game = Game::from_rules(rules);
        while game.current().phase() != Phase::Over {
            let p = game.current().clone();
            if p.phase() == Phase::Play {
                for mv in candidate_moves(&p) {
                    candidates += 1;
                    if p.play(&mv) == Err(PlayError::EndlessSowing) {
                        endless += 1;
                    }
                }
            }
            let Some((mv, _)) = p.random_move(&mut rng) else {
                break;
            };
            if game.play(&mv).is_err() {
                break;
            }
        }
        let o = game.current().outcome();
        let w = match o.and_then(|o| o.winner) {
            Some(Player::South) => 0,
            Some(Player::North) => 1,
            None => 2,
        };
        wins[w] += 1;
        if let Some(o) = o {
            *reasons.entry(o.reason.id().to_string()).or_default() += 1;
            if game.current().one_warrior_victory() {
                one_warrior += 1;
            }
        }
        lengths.push(game.moves().len());
    }
    lengths.sort_unstable();
    let mean = lengths.iter().sum::<usize>() as f64 / lengths.len().max(1) as f64;
    let mut out = format!("rules: {rules}\ngames: {games} (seed {seed})\n");
    out += &format!(
        "results: south {} north {} draw {}\n",
        wins[0], wins[1], wins[2]
    );
    out += &format!(
        "reasons: {}\n",
        reasons
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if rules.facts().celebrates_win_by_two {
        out += &format!("one-warrior victories: {one_warrior}\n");
    }
    out += &format!(
        "length (moves): min {} median {} mean {:.1} max {}\n",
        lengths.first().copied().unwrap_or(0),
        lengths.get(lengths.len() / 2).copied().unwrap_or(0),
        mean,
        lengths.last().copied().unwrap_or(0)
    );
    out += &format!("endless candidate moves: {endless} of {candidates}");
    Ok(out)
}

/// Every candidate sowing of the side to move (legal or not), for counting endless ones.
fn candidate_moves(p: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    let g = p.geometry();
    for hole in g.holes() {
        if p.owner(hole) != p.to_move() || p.count(hole) == 0 {
            continue;
        }
        for text in [format!("{hole}"), format!("{hole}'")] {
            if let Ok(mv) = text.parse::<Move>() {
                match p.play(&mv) {
                    Err(
                        PlayError::MirroredNotAllowed
                        | PlayError::NotOutermostRank { .. }
                        | PlayError::ClosedHole(_),
                    ) => {}
                    _ => out.push(mv),
                }
            }
        }
        if p.game().facts().partial_lifts {
            for k in 1..p.count(hole) {
                if let Ok(mv) = format!("{hole}/{k}").parse::<Move>() {
                    out.push(mv);
                }
            }
        }
    }
    out
}

fn bench(a: &Args) -> Result<String, Fail> {
    let variants: Vec<Rules> = if a.get("--game").is_some() {
        vec![rules_of(a)?]
    } else if a.get("--options").is_some() {
        return Err(Fail(
            "--options goes with --game (bench without --game runs every game's defaults)".into(),
        ));
    } else {
        GameId::ALL.iter().map(|&g| Rules::default_for(g)).collect()
    };
    let games = a.number("--games", 1, MAX_COUNT)?.unwrap_or(2000);
    let seed = a.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let mut out = vec![format!(
        "{:<42} {:>10} {:>14} {:>12}",
        "rules", "playouts/s", "moves/s", "moves/game"
    )];
    for rules in variants {
        let mut rng = Rng::new(seed);
        let start = Position::start(rules);
        let t = Instant::now();
        let mut moves = 0u64;
        for _ in 0..games {
            // Random playouts without the repetition history; a rare endless random walk
            // is cut at 2,000 moves.
            moves += start.random_playout(&mut rng, 2000).1 as u64;
        }
        let secs = t.elapsed().as_secs_f64();
        out.push(format!(
            "{:<42} {:>10.0} {:>14.0} {:>12.1}",
            rules.to_string(),
            games as f64 / secs,
            moves as f64 / secs,
            moves as f64 / games as f64
        ));
    }
    Ok(out.join("\n"))
}

/// `match`: seeded games between two levels, sides alternating (A is South in games 1, 3, …).
fn match_levels(a: &Args) -> Result<String, Fail> {
    let rules = rules_of(a)?;
    let level =
        |flag: &str| level_of(a, flag)?.ok_or_else(|| Fail(format!("match needs {flag} LEVEL")));
    let levels = [level("--a")?, level("--b")?];
    let games = a.required("match", "--games", "N", 1, MAX_COUNT)?;
    let seed = a.required("match", "--seed", "S", 0, u64::MAX)?;
    let nodes = a.number("--nodes", 1, u64::MAX)?;
    let opening = a.number("--opening", 0, MAX_COUNT)?.unwrap_or(0);
    let balanced = a.number("--balanced", 0, MAX_COUNT)?;
    if balanced.is_some() && opening == 0 {
        return Err(Fail(
            "--balanced needs --opening K from 1 (it chooses among random openings)".into(),
        ));
    }
    let budgets = levels.map(|l| {
        let mut b = l.budget(rules.game());
        if let Some(n) = nodes {
            b.solve_nodes = b.solve_nodes.min(n);
            b.nodes = n;
        }
        b
    });
    // Per side: wins, draws, losses, moves, thinking time, nodes, slowest move.
    let mut wdl = [[0u64; 3]; 2];
    let mut moves = [0u64; 2];
    let mut think = [0f64; 2];
    let mut nodes = [0u64; 2];
    let mut slowest = [0f64; 2];
    let mut total_moves = 0u64;
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut distinct = std::collections::HashSet::new();
    let mut unfinished = 0u64;
    // A's wins as South and as North.
    let mut a_wins_as = [0u64; 2];
    // Per opening (games 2k and 2k+1): A's wins among the two, and decisive games.
    let mut pair_wins = [0u64; 3];
    let mut pair_decisive = [0u64; 3];
    let mut pair_now = (0u64, 0u64);
    const MOVE_CAP: usize = 3000;
    const BALANCE_NODES: u64 = 500_000;
    let mut opening_moves = Vec::new();
    let mut opening_tries = 0u64;
    for g in 0..games {
        let a_side = if g % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        // Games 2k and 2k+1 start with the same K random moves, sides swapped. With
        // --balanced T, random openings are drawn until one whose value for the side to
        // move (an analysis of BALANCE_NODES positions) is a proven draw or an estimate
        // within ±T hundredths of a seed: a position neither side has already won.
        if g % 2 == 0 {
            let mut orng = Rng::new(seed ^ (g / 2).wrapping_mul(0xD1B5_4A32_D192_ED03));
            let mut tries = 0u64;
            opening_moves = loop {
                tries += 1;
                let mut game = Game::from_rules(rules);
                let mut mvs = Vec::new();
                for _ in 0..opening {
                    let Some((mv, _)) = game.current().random_move(&mut orng) else {
                        break;
                    };
                    game.play(&mv)
                        .map_err(|e| Fail(format!("opening move {mv}: {e}")))?;
                    mvs.push(mv);
                }
                let Some(t) = balanced else { break mvs };
                if game.current().is_over() {
                    continue;
                }
                let an = analyse_in_game(&game, BALANCE_NODES, 1);
                let best = an.moves.iter().map(|m| m.value).max_by_key(|v| v.rank());
                let fair = match best {
                    Some(Value::Draw) => true,
                    Some(Value::Heuristic { score }) => score.unsigned_abs() as u64 <= t,
                    _ => false,
                };
                if fair {
                    break mvs;
                }
                if tries >= 10_000 {
                    return Err(Fail(format!(
                        "no balanced opening within ±{t} after {tries} tries"
                    )));
                }
            };
            opening_tries += tries;
        }
        let mut game = Game::from_rules(rules);
        for mv in &opening_moves {
            game.play(mv)
                .map_err(|e| Fail(format!("opening move {mv}: {e}")))?;
        }
        let mut ply = 0u64;
        while !game.current().is_over() && game.moves().len() < MOVE_CAP {
            let p = game.current().clone();
            let who = usize::from(p.to_move() != a_side);
            let move_seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (g << 20) ^ ply;
            let t = Instant::now();
            let c = choose_budget(
                &p,
                game.positions(),
                levels[who],
                budgets[who],
                move_seed,
                &|| false,
            )
            .ok_or_else(|| {
                Fail(format!(
                    "game {}: no move for {} in {}",
                    g + 1,
                    levels[who],
                    p
                ))
            })?;
            let dt = t.elapsed().as_secs_f64();
            think[who] += dt;
            slowest[who] = slowest[who].max(dt);
            moves[who] += 1;
            nodes[who] += c.nodes;
            if std::env::var_os("MANCALA_VERBOSE").is_some() {
                stderr_line(&format!(
                    "game {} ply {ply}: {} ({}) plays {} [{}]",
                    g + 1,
                    levels[who],
                    p.to_move(),
                    c.mv,
                    c.value.map_or("-".to_string(), |v| v.to_string())
                ));
            }
            game.play(&c.mv).map_err(|e| {
                Fail(format!(
                    "game {}: {} played {} illegally: {e}",
                    g + 1,
                    levels[who],
                    c.mv
                ))
            })?;
            ply += 1;
        }
        total_moves += game.moves().len() as u64;
        distinct.insert(
            game.moves()
                .iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" "),
        );
        match game.current().outcome() {
            None => {
                unfinished += 1;
                wdl[0][1] += 1;
                wdl[1][1] += 1;
            }
            Some(o) => {
                *reasons.entry(o.reason.id().to_string()).or_default() += 1;
                match o.winner {
                    None => {
                        wdl[0][1] += 1;
                        wdl[1][1] += 1;
                    }
                    Some(w) => {
                        let a_won = w == a_side;
                        if a_won {
                            a_wins_as[a_side.index()] += 1;
                            pair_now.0 += 1;
                        }
                        pair_now.1 += 1;
                        wdl[0][if a_won { 0 } else { 2 }] += 1;
                        wdl[1][if a_won { 2 } else { 0 }] += 1;
                    }
                }
            }
        }
        if g % 2 == 1 {
            // Both games of this opening played: A won 0, 1 or 2 of them.
            pair_wins[pair_now.0 as usize] += 1;
            pair_decisive[pair_now.1 as usize] += 1;
            pair_now = (0, 0);
        }
    }
    let mut out = format!("rules: {rules}\ngames: {games} (seed {seed}), sides alternating: A is South in games 1, 3, 5, …\n");
    if opening > 0 {
        out += &format!(
            "openings: {opening} random moves, each opening played twice with sides swapped\n"
        );
    }
    if let Some(t) = balanced {
        out += &format!(
            "balanced openings only: analysis ({BALANCE_NODES} nodes) within ±{:.2} seeds or a proven draw; {opening_tries} openings drawn for {} kept\n",
            t as f64 / 100.0,
            games.div_ceil(2)
        );
    }
    for (i, name) in ["A", "B"].iter().enumerate() {
        let [w, d, l] = wdl[i];
        let decisive = w + l;
        let rate = if decisive > 0 {
            format!("{:.1}%", 100.0 * w as f64 / decisive as f64)
        } else {
            "n/a".into()
        };
        out += &format!(
            "{name} {:<8} wins {w} draws {d} losses {l}; decisive-game win rate {rate}; think {:.2} ms/move (max {:.1} ms), {:.0} nodes/move; budget {} nodes\n",
            levels[i].id(),
            1000.0 * think[i] / moves[i].max(1) as f64,
            1000.0 * slowest[i],
            nodes[i] as f64 / moves[i].max(1) as f64,
            budgets[i].nodes,
        );
    }
    out += &format!(
        "A's wins as South {}, as North {}\n",
        a_wins_as[0], a_wins_as[1]
    );
    if games >= 2 {
        out += &format!(
            "per opening (games 2k, 2k+1, sides swapped): A won both {}, one {}, neither {}; decisive games 2: {}, 1: {}, 0: {}\n",
            pair_wins[2], pair_wins[1], pair_wins[0], pair_decisive[2], pair_decisive[1], pair_decisive[0]
        );
    }
    out += &format!(
        "moves per game: {:.1}; distinct games: {}; ended by: {}",
        total_moves as f64 / games.max(1) as f64,
        distinct.len(),
        reasons
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if unfinished > 0 {
        out += &format!("; unfinished after {MOVE_CAP} moves (counted as draws): {unfinished}");
    }
    Ok(out)
}

/// `think`: the chosen move and every move's value in a position.
fn think(a: &Args) -> Result<String, Fail> {
    let game = replay(start_of(a)?, &a.free)?;
    let p = game.current().clone();
    let level = level_of(a, "--level")?.unwrap_or(Level::Expert);
    let seed = a.number("--seed", 0, u64::MAX)?.unwrap_or(1);
    let nodes = a
        .number("--nodes", 1, u64::MAX)?
        .unwrap_or_else(|| level.budget(p.game()).nodes);
    let t = Instant::now();
    let analysis = analyse_in_game(&game, nodes, seed);
    let secs = t.elapsed().as_secs_f64();
    let mut out = vec![format!("position: {p}")];
    for m in &analysis.moves {
        let mark = if Some(m.mv) == analysis.best {
            "  <- best"
        } else {
            ""
        };
        out.push(format!("{:<24} {}{mark}", m.mv.to_string(), m.value));
    }
    out.push(format!(
        "analysis: {} nodes, depth {}, {}, {:.0} ms",
        analysis.nodes,
        analysis.depth,
        if analysis.solved {
            "solved"
        } else {
            "not solved"
        },
        secs * 1000.0
    ));
    let t = Instant::now();
    if let Some(c) = choose_in_game(&game, level, seed) {
        out.push(format!(
            "{level} plays {} ({}; {} nodes, depth {}, {:.0} ms)",
            c.mv,
            c.value.map_or("no value".to_string(), |v| v.to_string()),
            c.nodes,
            c.depth,
            t.elapsed().as_secs_f64() * 1000.0
        ));
    }
    Ok(out.join("\n"))
}
