//! Endgame tables (`ai::tables`): small tables of each shipped rule set built here, every
//! entry checked one move on (the full check the shipped tables pass in
//! `scripts/tables.sh`) and by the exact solver alone wherever it decides; their values
//! checked against the solver one move on at random positions, the bytes read back, bad
//! bytes refused; the shipped files refused unless the full check passed on their very
//! bytes (`static/tables/verified.json`); the shipped tables checked against the solver
//! by an ignored test (`cargo test --release --test tables -- --ignored`).

use mancala_atlas::ai::tables::{
    check_table, verify_entry, verify_position, FullCheck, Table, TableError, Verification,
};
use mancala_atlas::ai::{Level, Think, Value};
use mancala_atlas::engine::{GameId, Player, Position, Rng, Rules};

const SEEDS: u8 = 8;

fn table(game: GameId) -> Table {
    Table::build(Rules::default_for(game), SEEDS, |_| {}).expect("a table")
}

/// What checking `count` random positions in play of `t` found.
#[derive(Default, Debug)]
struct Tally {
    positions: u32,
    agreed: u32,
    unsolved: u32,
    wins: u32,
    wins_as_long: u32,
    losses: u32,
    losses_as_long: u32,
}

fn check(t: &Table, count: u32, nodes: u64, leaves: &[&Table], seed: u64) -> Tally {
    let mut rng = Rng::new(seed);
    let mut tally = Tally::default();
    while tally.positions < count {
        let i = rng.next_u64() % t.entries();
        let v: Verification = verify_entry(t, i, nodes, leaves);
        if !v.in_play {
            continue;
        }
        assert!(v.disagreements.is_empty(), "{:?}", v.disagreements);
        tally.positions += 1;
        tally.agreed += v.agreed;
        tally.unsolved += v.unsolved;
        tally.wins += v.wins;
        tally.wins_as_long += v.wins_as_long;
        tally.losses += v.losses;
        tally.losses_as_long += v.losses_as_long;
    }
    tally
}

/// The rule sets the shipped tables are built for (`SHIPPED`): Rio Kadalis with 6 and 5
/// holes a row (each read for clockwise sowing too, in a mirror) and Hoyito III.
fn shipped_rules() -> Vec<Rules> {
    use mancala_atlas::ai::tables::SHIPPED;
    SHIPPED
        .iter()
        .map(|s| s.rules().expect("the shipped rules"))
        .collect()
}

/// `check_table` on one thread.
fn full_check(t: &Table, mirror: bool) -> FullCheck {
    check_table(t, mirror, |ranges, work| {
        ranges.iter().cloned().map(work).collect()
    })
}

/// The full check the shipped tables pass (`tables verify --all`), on complete tables of
/// 8 seeds of each shipped rule set and its mirror image: every entry agrees with the
/// entries one move on, and every position whose value is held above what endless play
/// gives forces its way to a capture.
#[test]
fn every_entry_of_a_small_table_of_each_shipped_rule_set_agrees_one_move_on() {
    for rules in shipped_rules() {
        let t = Table::build(rules, SEEDS, |_| {}).expect("a table");
        let in_play = t.summary().positions;
        let mirrors: &[bool] = if t.mirror_rules().is_some() {
            &[false, true]
        } else {
            &[false]
        };
        for &mirror in mirrors {
            let c = full_check(&t, mirror);
            assert_eq!(
                c.disagreements, 0,
                "{rules} (mirror {mirror}): {:?}",
                c.first
            );
            assert_eq!(c.entries, t.entries(), "{rules}: every entry");
            assert_eq!(c.positions, in_play, "{rules}: every position in play");
            // The last step had work: values held by a capture, then endless play.
            assert!(c.held_out > 10_000, "{rules}: {c:?}");
        }
    }
}

/// The exact solver alone — no table, every line played out under the threefold rule —
/// on every entry of complete tables of 4 seeds of each shipped rule set (and its mirror
/// image), 2,000 positions a set-up: it never disagrees, and it decides (README
/// "Endgame tables") 4,011 set-ups of Rio Kadalis' 3,220 positions in play (the same
/// through the mirror), 2,320 of Rio Kadalis' with 5 holes a row (1,750 positions),
/// 106 of Hoyito III's (3,220 positions: best play there mostly rests on a repetition).
#[test]
fn the_solver_alone_agrees_with_every_entry_of_small_tables_wherever_it_decides() {
    let decided_at_least = [4_011, 2_320, 106];
    for (rules, least) in shipped_rules().into_iter().zip(decided_at_least) {
        let t = Table::build(rules, 4, |_| {}).expect("a table");
        let mut through_mirror = Vec::new();
        for mirror in [false, true] {
            if mirror && t.mirror_rules().is_none() {
                continue;
            }
            let mut tally = Tally::default();
            for i in 0..t.entries() {
                let Some(p) = t.position(i) else { continue };
                let p = if mirror { mirrored(&t, &p) } else { p };
                let v = verify_position(&t, &p, 2_000, &[]);
                assert!(v.disagreements.is_empty(), "{:?}", v.disagreements);
                tally.positions += 1;
                tally.agreed += v.agreed;
                tally.unsolved += v.unsolved;
            }
            assert_eq!(u64::from(tally.positions), t.summary().positions, "{rules}");
            assert!(
                tally.agreed >= least,
                "{rules} (mirror {mirror}): {tally:?}"
            );
            through_mirror.push(tally.agreed);
        }
        eprintln!("{rules}: the solver alone decided {through_mirror:?} set-ups");
    }
}

/// `p` (a position of `t`'s rules) seen in a mirror: of its mirror rules, each rank's
/// files reversed.
fn mirrored(t: &Table, p: &Position) -> Position {
    let rules = t.mirror_rules().expect("a mirror");
    let files = p.files() as usize;
    let pits = p.pits();
    let m: Vec<u8> = (0..pits.len())
        .map(|i| pits[i - i % files + files - 1 - i % files])
        .collect();
    let stores = [p.captured(Player::South), p.captured(Player::North)];
    Position::from_board(rules, &m, stores, p.to_move()).expect("a position")
}

#[test]
fn every_value_agrees_with_the_solver_one_move_on_on_ten_thousand_random_positions() {
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let t = table(game);
        let tally = check(&t, 10_000, 2_000, &[&t], 23);
        // Every set-up whose result the table fixes is settled (an open one needs none).
        assert_eq!(tally.unsolved, 0, "{game}: {tally:?}");
        assert!(tally.agreed >= 20_000, "{game}: {tally:?}");
        // One move on, the solver's lengths are the table's own.
        assert_eq!(tally.wins, tally.wins_as_long, "{game}: {tally:?}");
        assert_eq!(tally.losses, tally.losses_as_long, "{game}: {tally:?}");
        assert!(
            tally.wins > 1_000 && tally.losses > 1_000,
            "{game}: {tally:?}"
        );
    }
}

#[test]
fn the_solver_alone_agrees_wherever_it_settles_a_position() {
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let t = table(game);
        let tally = check(&t, 300, 20_000, &[], 7);
        // Where best play cycles the threefold tree is too large to settle; where the
        // game ends soon the solver settles it, and agrees (lengths: at most the table's).
        assert!(tally.agreed >= 40, "{game}: {tally:?}");
        assert!(tally.wins >= 10, "{game}: {tally:?}");
    }
}

#[test]
fn a_counter_clockwise_table_answers_for_clockwise_sowing_seen_in_a_mirror() {
    let t = table(GameId::RioKadalis);
    let cw = Rules::from_options(GameId::RioKadalis, &serde_json::json!({"direction": "cw"}))
        .expect("rules");
    assert_eq!(t.mirror_rules(), Some(cw));
    let mut rng = Rng::new(5);
    let mut checked = 0;
    while checked < 3_000 {
        let i = rng.next_u64() % t.entries();
        let Some(p) = t.position(i) else { continue };
        let pits = p.pits();
        let mirror: Vec<u8> = (0..12).map(|i| pits[i - i % 6 + 5 - i % 6]).collect();
        let stores = [p.captured(Player::South), p.captured(Player::North)];
        let q = Position::from_board(cw, &mirror, stores, p.to_move()).expect("a position");
        assert_eq!(t.bounds(&q), t.bounds(&p), "{q}");
        // The solver plays the clockwise moves; the table answers one move on.
        let v = verify_position(&t, &q, 2_000, &[&t]);
        assert!(v.disagreements.is_empty(), "{:?}", v.disagreements);
        assert_eq!(v.unsolved, 0, "{q}");
        checked += 1;
    }
}

#[test]
fn a_table_reads_back_from_its_bytes() {
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let t = table(game);
        let bytes = t.to_bytes(6);
        let back = Table::load(&bytes).expect("reads back");
        assert_eq!(back, t);
        // Read packed (the browser's way): the same entries, in the file's size.
        let packed = Table::load_packed(&bytes).expect("reads back packed");
        assert_eq!(packed, t);
        assert!(packed.memory() < bytes.len() && back.memory() == 6 * 2 * 125_970);
        assert_eq!(back.max_seeds(), SEEDS);
        assert_eq!(back.entries(), 2 * 125_970);
        let mut rng = Rng::new(1);
        for _ in 0..1_000 {
            let i = rng.next_u64() % t.entries();
            if let Some(p) = t.position(i) {
                assert_eq!(back.bounds(&p), t.bounds(&p));
            }
        }
    }
}

#[test]
fn bad_bytes_are_refused_with_the_reason() {
    let t = Table::build(Rules::default_for(GameId::RioKadalis), 4, |_| {}).expect("a table");
    let good = t.to_bytes(6);
    assert!(Table::load(&good).is_ok());
    assert_eq!(Table::load(b""), Err(TableError::NotATable));
    assert_eq!(Table::load(b"PK\x03\x04rest"), Err(TableError::NotATable));
    let mut v = good.clone();
    v[4] = 9;
    assert_eq!(Table::load(&v), Err(TableError::Version(9)));
    assert_eq!(Table::load(&good[..20]), Err(TableError::Truncated));
    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x40;
    assert_eq!(Table::load(&flipped), Err(TableError::Checksum));
    let mut longer = good.clone();
    longer.push(0);
    assert!(matches!(
        Table::load(&longer),
        Err(TableError::BadHeader(_))
    ));
    // Another game's name in the header.
    let mut other = good.clone();
    other[6..6 + 11].copy_from_slice(b"rio-kadalix");
    assert_eq!(
        Table::load(&other),
        Err(TableError::UnknownGame("rio-kadalix".into()))
    );
    // Match play has no tables.
    let opts = br#"{"match":true}"#;
    let mut m = good[..17].to_vec();
    m.extend_from_slice(&(opts.len() as u16).to_le_bytes());
    m.extend_from_slice(opts);
    m.extend_from_slice(&good[17 + 2 + 2..]);
    assert!(matches!(Table::load(&m), Err(TableError::Unsupported(_))));
    // A header asking for more than a table may hold (24 seeds: 2 × C(36, 12) entries).
    let mut huge = good.clone();
    huge[21] = 24;
    huge[23..31].copy_from_slice(&2_503_355_400u64.to_le_bytes());
    assert!(matches!(Table::load(&huge), Err(TableError::BadHeader(_))));
    huge[21] = 25;
    assert!(matches!(Table::load(&huge), Err(TableError::BadHeader(_))));
    // The messages say what is wrong.
    assert_eq!(
        TableError::Checksum.to_string(),
        "the endgame table is damaged (its checksum does not match)"
    );
    // Any damage is refused, never a panic.
    let mut rng = Rng::new(3);
    for _ in 0..2_000 {
        let mut b = good.clone();
        let n = 1 + rng.below(4);
        for _ in 0..n {
            let i = rng.below(b.len() as u32) as usize;
            b[i] = rng.next_u64() as u8;
        }
        let cut = rng.below(b.len() as u32 + 1) as usize;
        let _ = Table::load(&b[..cut]);
        let _ = Table::load_packed(&b[..cut]);
        if b != good {
            assert!(Table::load(&b).is_err(), "damaged bytes read");
            assert!(Table::load_packed(&b).is_err(), "damaged bytes read packed");
        }
    }
}

/// FNV-1a, 64 bits (the tables' checksum).
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A table whose blocks were written wrong but whose checksum holds (a writer's fault,
/// not damage on the way) is refused whole by `load`; read packed, the entries of the
/// blocks that do not inflate are not covered, and the others are read as written.
#[test]
fn a_packed_table_leaves_out_the_entries_of_a_block_written_wrong() {
    let t = Table::build(Rules::default_for(GameId::RioKadalis), 6, |_| {}).expect("a table");
    let good = t.to_bytes(6);
    // The payload's length is the 8 bytes before the checksum, which is before it.
    let len = (0..good.len() - 16)
        .find(|&l| {
            let at = good.len() - l - 16;
            u64::from_le_bytes(good[at..at + 8].try_into().unwrap()) == l as u64
        })
        .expect("the payload's length");
    let payload = good.len() - len;
    let mut bad = good.clone();
    // The first block (of the `lo` plane) made a stored block of the wrong length.
    for b in &mut bad[payload..payload + 8] {
        *b = 0xff;
    }
    let sum = fnv(&[&bad[..payload - 8], &bad[payload..]].concat());
    bad[payload - 8..payload].copy_from_slice(&sum.to_le_bytes());
    assert!(Table::load(&bad).is_err());
    let packed = Table::load_packed(&bad).expect("the header and index read");
    let (mut out, mut read) = (0, 0);
    for i in 0..t.entries() {
        if let Some(p) = t.position(i) {
            match packed.bounds(&p) {
                None => out += 1,
                Some(b) => {
                    assert_eq!(Some(b), t.bounds(&p));
                    read += 1;
                }
            }
        }
    }
    // Its first block of each plane is all that is lost (a table of 6 seeds has two).
    assert!(out > 0 && read > 0, "{out} left out, {read} read");
}

#[test]
fn a_table_covers_only_its_rules_and_seeds() {
    let t = table(GameId::Hoyito3);
    let start = Position::start(Rules::default_for(GameId::Hoyito3));
    assert!(!t.covers(&start), "48 seeds");
    let rio = Position::start(Rules::default_for(GameId::RioKadalis));
    assert!(!t.covers(&rio));
    let mut pits = [0u8; 12];
    pits[2] = 3;
    pits[9] = 5;
    let p = Position::from_board(t.rules(), &pits, [20, 20], Player::South).expect("a position");
    assert!(t.covers(&p));
    let m = Rules::from_options(GameId::Hoyito3, &serde_json::json!({"match": true})).unwrap();
    assert!(Table::build(m, 4, |_| {}).is_err());
}

#[test]
fn the_expert_with_a_table_keeps_a_won_game_won_to_the_end() {
    let t = table(GameId::RioKadalis);
    let tables = [&t];
    let mut rng = Rng::new(11);
    let mut played = 0;
    while played < 5 {
        let i = rng.next_u64() % t.entries();
        let Some(p) = t.position(i) else { continue };
        let e = match t.probe(&p) {
            Some(e) if e.diff > 0 && e.moves.is_some() => e,
            _ => continue,
        };
        // Stores level: the side to move wins by the difference the table gives.
        let Ok(mut p) = Position::from_board(p.rules(), p.pits(), [20, 20], p.to_move()) else {
            continue;
        };
        let me = p.to_move();
        let mut moves = 0;
        while !p.is_over() && moves < 400 {
            let c = Think::new(&p)
                .level(Level::Expert)
                .tables(&tables)
                .seed(moves)
                .choose()
                .expect("a move");
            if p.to_move() == me {
                assert!(
                    matches!(c.value, Some(Value::Win { .. }) | None),
                    "{p}: {:?}",
                    c.value
                );
            }
            p = p.play(&c.mv).expect("legal");
            moves += 1;
        }
        let o = p.outcome().expect("the game ends");
        assert_eq!(o.winner, Some(me), "a table win of {:+} is kept", e.diff);
        played += 1;
    }
}

/// The shipped tables, at their full size: one move on, 10,000 random positions each
/// (`tables verify` does the same from the command line).
#[test]
#[ignore]
fn the_shipped_tables_agree_with_the_solver() {
    for name in ["rio-kadalis", "rio-kadalis-5", "hoyito-3"] {
        let path = format!("{}/static/tables/{name}.bin", env!("CARGO_MANIFEST_DIR"));
        let t = Table::load(&std::fs::read(&path).expect("the shipped table")).expect("a table");
        let tally = check(&t, 10_000, 2_000, &[&t], 23);
        assert_eq!(tally.unsolved, 0, "{name}: {tally:?}");
        // Alone, the solver settles few positions this large (best play mostly cycles):
        // those it settles agree (`check` fails on any disagreement).
        let alone = check(&t, 200, 20_000, &[], 7);
        eprintln!("{name}: one move on {tally:?}; alone {alone:?}");
    }
}

/// The worker's protocol with a table it was given (read packed, as the worker reads the
/// file the page fetched): the hint's values are the table's, each with its final margin;
/// the expert's move keeps the table's result and a medium player's ignores the table;
/// a position the table does not cover is searched as without it.
#[test]
fn the_worker_answers_from_a_table_it_was_given() {
    use mancala_atlas::ai::protocol::{serve_with, Mode, Request};
    for game in [GameId::RioKadalis, GameId::Hoyito3] {
        let t = table(game);
        let packed = Table::load_packed(&t.to_bytes(6)).expect("reads packed");
        let tables = [&packed];
        let ask = |p: &Position, mode: Mode, level: Level| Request {
            id: 1,
            mode,
            position: p.to_json(),
            level,
            seed: 5,
            history: Vec::new(),
            nodes: Some(20_000),
            record: None,
            mv: None,
        };
        let mut rng = Rng::new(17);
        let mut checked = 0;
        while checked < 30 {
            let i = rng.next_u64() % t.entries();
            let Some(p) = t.position(i) else { continue };
            if t.probe(&p).is_none() || p.legal_moves().len() < 2 {
                continue;
            }
            let me = p.to_move();
            let hint = serve_with(&ask(&p, Mode::Hint, Level::Expert), &tables);
            assert!(hint.ok && hint.table, "{p}: {hint:?}");
            let mut best_margin = i32::MIN;
            for e in &hint.analysis {
                let child = p.play(&e.mv.parse().expect("a move")).expect("legal");
                let margin = t.margin(&child, me);
                assert_eq!(e.margin, margin, "{p}, {}", e.mv);
                let Some(m) = margin else { continue };
                best_margin = best_margin.max(m);
                // The value says the same result as the margin.
                match e.value {
                    Value::Win { .. } => assert!(m > 0, "{p}, {}: {m}", e.mv),
                    Value::Loss { .. } => assert!(m < 0, "{p}, {}: {m}", e.mv),
                    Value::Draw => assert_eq!(m, 0, "{p}, {}", e.mv),
                    Value::Heuristic { .. } => panic!("{p}, {}: not exact", e.mv),
                }
            }
            // The expert's move keeps the best result the hint found (a win, else a
            // draw); the medium player is not given the table.
            let expert = serve_with(&ask(&p, Mode::Play, Level::Expert), &tables);
            assert!(expert.table, "{p}");
            let sign = |v: Value| v.rank().signum();
            let best = hint
                .analysis
                .iter()
                .map(|e| sign(e.value))
                .max()
                .expect("moves");
            let chosen = expert.mv.expect("a move");
            let entry = hint
                .analysis
                .iter()
                .find(|e| e.mv == chosen)
                .expect("analysed");
            assert_eq!(sign(entry.value), best, "{p}: {chosen}");
            assert!(
                best_margin == i32::MIN || best_margin.signum() <= best,
                "{p}"
            );
            let medium = serve_with(&ask(&p, Mode::Play, Level::Medium), &tables);
            assert!(!medium.table && medium.mv.is_some(), "{p}");
            checked += 1;
        }
        // The start is not covered: searched as without a table.
        let start = Position::start(Rules::default_for(game));
        let r = serve_with(&ask(&start, Mode::Hint, Level::Expert), &tables);
        assert!(!r.table && r.analysis.iter().all(|e| e.margin.is_none()));
    }
}

/// The tables the web build serves are the files of `static/tables/`, with the rules
/// and seeds the app reckons with (the app decides from these when to fetch one).
#[test]
fn the_shipped_tables_are_what_the_app_reckons_with() {
    use mancala_atlas::ai::tables::{shipped_for, SHIPPED};
    for s in SHIPPED {
        let path = format!(
            "{}/static/tables/{}.bin",
            env!("CARGO_MANIFEST_DIR"),
            s.name
        );
        let bytes = std::fs::read(&path).expect("the shipped table");
        let t = Table::load_packed(&bytes).expect("reads");
        assert_eq!(Some(t.rules()), s.rules(), "{}", s.name);
        assert_eq!(t.max_seeds(), s.seeds, "{}", s.name);
        assert!(bytes.len() < 8_000_000, "{}: {} bytes", s.name, bytes.len());
        assert!(t.memory() <= bytes.len(), "{}", s.name);
    }
    // A position with as many seeds as the table: covered; one more: not.
    let rules = Rules::default_for(GameId::RioKadalis);
    let mut pits = [0u8; 12];
    pits[0] = 7;
    pits[7] = 7;
    let p = Position::from_board(rules, &pits, [16, 18], Player::South).expect("a position");
    assert_eq!(shipped_for(&p).map(|s| s.name), Some("rio-kadalis"));
    pits[7] = 8;
    let q = Position::from_board(rules, &pits, [16, 17], Player::South).expect("a position");
    assert_eq!(shipped_for(&q), None);
    // Clockwise sowing: the counter-clockwise table, in a mirror.
    let cw =
        Rules::from_options(GameId::RioKadalis, &serde_json::json!({"direction": "cw"})).unwrap();
    pits[7] = 7;
    let c = Position::from_board(cw, &pits, [16, 18], Player::South).expect("a position");
    assert_eq!(shipped_for(&c).map(|s| s.name), Some("rio-kadalis"));
    // Kiothi and Katro have none; nor has match play.
    assert_eq!(
        shipped_for(&Position::start(Rules::default_for(GameId::Kiothi))),
        None
    );
    let m = Rules::from_options(GameId::Hoyito3, &serde_json::json!({"match": true})).unwrap();
    let mut pits = [0u8; 12];
    pits[2] = 4;
    let h = Position::from_board(m, &pits, [20, 24], Player::South);
    if let Ok(h) = h {
        assert_eq!(shipped_for(&h), None);
    }
}

mod checksum;
use checksum::sha256;

#[test]
fn sha256_is_the_standard_one() {
    assert_eq!(
        sha256(b""),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
    assert_eq!(
        sha256(b"abc"),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    let long = vec![b'a'; 1_000];
    assert_eq!(
        sha256(&long),
        "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"
    );
}

/// CI refuses a shipped table whose very bytes have not passed the full check: each file
/// of `SHIPPED` must be on record in `static/tables/verified.json` (written by
/// `scripts/tables.sh` only when `tables verify --all` passed) under its SHA-256, with
/// every entry checked, the mirror image too where the table has one, and no
/// disagreement.
#[test]
fn every_shipped_table_passed_the_full_check_on_its_very_bytes() {
    use mancala_atlas::ai::tables::SHIPPED;
    let dir = format!("{}/static/tables", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(format!("{dir}/verified.json")).expect("the record");
    let record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let checks = record["tables"].as_array().expect("a list of checks");
    for s in SHIPPED {
        let bytes = std::fs::read(format!("{dir}/{}.bin", s.name)).expect("the shipped table");
        let sum = sha256(&bytes);
        let r = checks
            .iter()
            .find(|r| r["name"] == s.name && r["sha256"] == sum.as_str())
            .unwrap_or_else(|| {
                panic!(
                    "{}.bin (sha256 {sum}) has no full check on record: run `bash scripts/tables.sh verify`",
                    s.name
                )
            });
        let t = Table::load_packed(&bytes).expect("a table");
        let number = |k: &str| {
            r[k].as_u64()
                .unwrap_or_else(|| panic!("{}: no {k}", s.name))
        };
        assert_eq!(number("bytes"), bytes.len() as u64, "{}", s.name);
        assert_eq!(number("entries"), t.entries(), "{}: every entry", s.name);
        assert_eq!(number("disagreements"), 0, "{}", s.name);
        let mirror = r["mirror_entries"].as_u64();
        match t.mirror_rules() {
            Some(_) => assert_eq!(mirror, Some(t.entries()), "{}: the mirror", s.name),
            None => assert_eq!(mirror, None, "{}", s.name),
        }
        let command = r["command"].as_str().unwrap_or("");
        assert!(
            command.contains("tables verify") && command.contains("--all"),
            "{}: {command}",
            s.name
        );
    }
}
