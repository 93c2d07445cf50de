//! `mancala-atlas`: the engine on the command line (see the manual "CLI").
//!
//! `args` reads the command line into a typed command and flags, `input` the position
//! and moves, `commands` does each command's work (`commands::search` holds every call
//! into the search), `messages` holds every text printed; every failure is a typed error
//! (`errors`) that carries its exit status.

mod args;
mod commands;
mod errors;
mod input;
mod messages;

use std::io::Write;
use std::process::ExitCode;

use args::Invocation;
use errors::CliError;

fn main() -> ExitCode {
    let done = args::utf8_args(std::env::args_os().skip(1))
        .and_then(|args| args::parse(&args))
        .map_err(CliError::from)
        .and_then(|invocation| match invocation {
            Invocation::Help => Ok(messages::usage()),
            Invocation::Run(command, a) => commands::run(command, &a, &stderr_line),
        })
        .and_then(|out| match print(&out) {
            // The reader stopped reading (`moves | head -1`): what it wanted was written.
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(CliError::CannotWrite(e)),
            _ => Ok(()),
        });
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            stderr_line(&messages::failure_line(&e.to_string()));
            ExitCode::from(e.status() as u8)
        }
    }
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
