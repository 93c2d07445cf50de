//! The argument parser (clap, `cli`): each command's flags read into typed values, each
//! refusal a typed error.

use super::*;

fn read(args: &[&str]) -> Result<Invocation, ArgError> {
    parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
}

fn run(args: &[&str]) -> (Command, Args) {
    match read(args) {
        Ok(Invocation::Run(c, a)) => (c, a),
        other => panic!("{args:?}: {other:?}"),
    }
}

#[test]
fn each_command_and_its_flags() {
    let (c, a) = run(&["perft", "--game", "katro", "c1", "--depth", "3", "d2"]);
    assert_eq!(c, Command::Perft);
    assert_eq!(a.get(Flag::Game), Some("katro"));
    assert_eq!(a.number(Flag::Depth, 0, MAX_COUNT), Ok(Some(3)));
    assert_eq!(a.moves, ["c1", "d2"]);
    let (c, a) = run(&[
        "match",
        "--game",
        "katro",
        "--a",
        "random",
        "--b",
        "expert",
        "--games",
        "2",
        "--seed",
        "1",
        "--nodes",
        "9",
        "--opening",
        "2",
        "--balanced",
        "5",
    ]);
    assert_eq!(c, Command::Match);
    assert_eq!(a.required_level(c, Flag::A), Ok(Level::Random));
    assert_eq!(a.required_level(c, Flag::B), Ok(Level::Expert));
    assert_eq!(a.required(c, Flag::Seed, "S", 0, u64::MAX), Ok(1));
    assert_eq!(a.number(Flag::Balanced, 0, MAX_COUNT), Ok(Some(5)));
    let (c, a) = run(&[
        "think",
        "--position",
        "{}",
        "--level",
        "easy",
        "--seed",
        "4",
    ]);
    assert_eq!(c, Command::Think);
    assert_eq!(a.level(Flag::Level), Ok(Some(Level::Easy)));
    assert!(a.has(Flag::Position) && !a.has(Flag::Game));
    for cmd in ["selfplay", "bench", "play", "moves", "trace"] {
        assert_eq!(run(&[cmd]).0.name(), cmd);
    }
    for help in ["help", "--help", "-h", "--version"] {
        assert!(matches!(read(&[help]), Ok(Invocation::Text(_))), "{help}");
    }
    for help in [
        &["play", "--help"][..],
        &["tables", "verify", "-h"],
        &["help", "stats"],
    ] {
        assert!(matches!(read(help), Ok(Invocation::Text(_))), "{help:?}");
    }
    assert_eq!(
        read(&["completions", "bash"]),
        Ok(Invocation::Completions(clap_complete::Shell::Bash))
    );
}

#[test]
fn refusals_are_typed() {
    assert_eq!(read(&[]), Err(ArgError::NoCommand));
    assert!(matches!(
        read(&["PLAY"]),
        Err(ArgError::UnknownCommand { name, .. }) if name == "PLAY"
    ));
    assert_eq!(
        read(&["paly"]),
        Err(ArgError::UnknownCommand {
            name: "paly".into(),
            suggestion: Some("play".into())
        })
    );
    assert_eq!(
        read(&["play", "--bogus"]),
        Err(ArgError::UnknownFlag {
            flag: "--bogus".into(),
            suggestion: None,
            command: Some(Command::Play)
        })
    );
    assert_eq!(
        read(&["play", "--gmae", "katro"]),
        Err(ArgError::UnknownFlag {
            flag: "--gmae".into(),
            suggestion: Some("--game".into()),
            command: Some(Command::Play)
        })
    );
    assert_eq!(
        read(&["play", "--depth", "3"]),
        Err(ArgError::NotTaken {
            command: Command::Play,
            flag: Flag::Depth
        })
    );
    assert_eq!(
        read(&["bench", "c1"]),
        Err(ArgError::TakesNoMoves {
            command: Command::Bench,
            arg: "c1".into()
        })
    );
    assert_eq!(
        read(&["play", "--game"]),
        Err(ArgError::NeedsValue(Flag::Game))
    );
    assert_eq!(
        read(&["play", "--game", "a", "--game", "b"]),
        Err(ArgError::GivenTwice(Flag::Game))
    );
    let (c, a) = run(&["perft", "--depth", "-1"]);
    assert_eq!(
        a.number(Flag::Depth, 0, 9),
        Err(ArgError::NotANumber {
            flag: Flag::Depth,
            min: 0,
            max: 9,
            text: "-1".into()
        })
    );
    assert_eq!(
        a.required(c, Flag::Games, "N", 1, 9),
        Err(ArgError::Missing {
            command: Command::Perft,
            flag: Flag::Games,
            what: "N"
        })
    );
    let (_, a) = run(&["think", "--level", "grandmaster"]);
    assert_eq!(
        a.level(Flag::Level),
        Err(ArgError::UnknownLevel {
            flag: Flag::Level,
            name: "grandmaster".into()
        })
    );
}

#[test]
fn stats_and_its_parts() {
    let (c, a) = run(&[
        "stats",
        "--game",
        "katro",
        "--games",
        "9",
        "--seed",
        "1",
        "--json",
        "--threads",
        "2",
    ]);
    assert_eq!(c, Command::Stats);
    assert!(a.has(Flag::Json) && a.get(Flag::Json) == Some(""));
    assert_eq!(a.number(Flag::Threads, 1, 8), Ok(Some(2)));
    assert_eq!(a.shard(), Ok(None));
    let (c, a) = run(&["stats", "variants", "--shard", "3/8", "--out", "f.json"]);
    assert_eq!(c, Command::StatsVariants);
    assert_eq!(c.name(), "stats variants");
    assert_eq!(a.shard(), Ok(Some(Shard { part: 3, of: 8 })));
    let (c, a) = run(&["stats", "merge", "a.json", "--json", "b.json"]);
    assert_eq!(c, Command::StatsMerge);
    assert_eq!(a.moves, ["a.json", "b.json"]);
    assert!(matches!(
        read(&["stats", "later"]),
        Err(ArgError::UnknownCommand { name, .. }) if name == "stats later"
    ));
    let (c, a) = run(&["stats", "--game", "katro", "--csv", "--per-game", "g.csv"]);
    assert_eq!(c, Command::Stats);
    assert!(a.has(Flag::Csv) && a.get(Flag::PerGame) == Some("g.csv"));
    let (c, a) = run(&["stats", "plot", "f.json", "--game", "katro"]);
    assert_eq!((c, a.get(Flag::Game)), (Command::StatsPlot, Some("katro")));
    assert_eq!(
        read(&["stats", "--json", "--json"]),
        Err(ArgError::GivenTwice(Flag::Json))
    );
    assert_eq!(
        read(&["stats", "merge", "--seed", "1"]),
        Err(ArgError::NotTaken {
            command: Command::StatsMerge,
            flag: Flag::Seed
        })
    );
    assert_eq!(
        read(&["stats", "variants", "--options", "{}"]),
        Err(ArgError::NotTaken {
            command: Command::StatsVariants,
            flag: Flag::Options
        })
    );
    assert_eq!(
        read(&["selfplay", "--json"]),
        Err(ArgError::NotTaken {
            command: Command::Selfplay,
            flag: Flag::Json
        })
    );
    for bad in ["0/2", "3/2", "2", "x/2", "1/", "/1", "1/2/3"] {
        let (_, a) = run(&["stats", "--shard", bad, "--out", "f"]);
        assert_eq!(a.shard(), Err(ArgError::NotAShard(bad.into())), "{bad}");
    }
    let (_, a) = run(&["stats", "--shard", "1/2"]);
    assert_eq!(a.shard(), Err(ArgError::ShardAndOut(Flag::Shard)));
    let (_, a) = run(&["stats", "--out", "f"]);
    assert_eq!(a.shard(), Err(ArgError::ShardAndOut(Flag::Out)));
    let (_, a) = run(&["stats", "--shard", "1/2", "--out", "f", "--json"]);
    assert_eq!(a.shard(), Err(ArgError::JsonWithShard));
}

#[test]
fn tables_and_its_parts() {
    let (c, a) = run(&[
        "tables", "build", "--game", "hoyito-3", "--seeds", "8", "--out", "h.bin",
    ]);
    assert_eq!(c, Command::TablesBuild);
    assert_eq!(c.name(), "tables build");
    assert_eq!(a.get(Flag::Out), Some("h.bin"));
    let (c, a) = run(&[
        "tables", "verify", "--tables", "h.bin", "--all", "--alone", "5",
    ]);
    assert_eq!(c, Command::TablesVerify);
    assert!(a.has(Flag::All) && a.get(Flag::All) == Some(""));
    let (c, a) = run(&["think", "--game", "hoyito-3", "c1", "--tables", "h.bin"]);
    assert_eq!(c, Command::Think);
    assert_eq!(
        (a.get(Flag::Tables), a.moves.as_slice()),
        (Some("h.bin"), &["c1".to_string()][..])
    );
    for bad in [
        &["tables"][..],
        &["tables", "--seeds", "3"],
        &["tables", "make"],
    ] {
        assert!(
            matches!(
                read(bad),
                Err(ArgError::UnknownCommand { .. }
                    | ArgError::NeedsPart(_)
                    | ArgError::UnknownFlag { .. })
            ),
            "{bad:?}: {:?}",
            read(bad)
        );
    }
    assert_eq!(
        read(&["tables", "verify", "--game", "katro"]),
        Err(ArgError::NotTaken {
            command: Command::TablesVerify,
            flag: Flag::Game
        })
    );
    assert_eq!(
        read(&["tables", "build", "--tables", "x"]),
        Err(ArgError::NotTaken {
            command: Command::TablesBuild,
            flag: Flag::Tables
        })
    );
    assert_eq!(
        read(&["play", "--seeds", "3"]),
        Err(ArgError::NotTaken {
            command: Command::Play,
            flag: Flag::Seeds
        })
    );
    assert!(matches!(
        read(&["tables", "build", "c1"]),
        Err(ArgError::TakesNoMoves { .. })
    ));
}

#[cfg(unix)]
#[test]
fn non_utf8_is_refused_by_position() {
    use std::os::unix::ffi::OsStringExt;
    let args = vec![
        OsString::from("play"),
        OsString::from_vec(b"c1\xff".to_vec()),
    ];
    assert_eq!(
        utf8_args(args.into_iter()),
        Err(ArgError::NotUtf8 {
            number: 2,
            bytes: b"c1\xff".to_vec()
        })
    );
}
