//! The argument parser: each command's flags read into typed values, each refusal a typed
//! error.

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
    for help in ["help", "--help", "-h"] {
        assert_eq!(read(&[help]), Ok(Invocation::Help));
    }
}

#[test]
fn refusals_are_typed() {
    assert_eq!(read(&[]), Err(ArgError::NoCommand));
    assert_eq!(
        read(&["PLAY"]),
        Err(ArgError::UnknownCommand("PLAY".into()))
    );
    assert_eq!(
        read(&["play", "--bogus"]),
        Err(ArgError::UnknownFlag("--bogus".into()))
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
