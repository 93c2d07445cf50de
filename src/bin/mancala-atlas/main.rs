//! `mancala-atlas`: the engine on the command line (see the manual "CLI").
//!
//! `args` reads the command line into a typed command and flags, `input` the position
//! and moves, `commands` does each command's work (`commands::search` holds every call
//! into the search), `messages` holds every text printed; every failure is a typed error
//! (`errors`) that carries its exit status.
//!
//! The CLI is native only (clap, indicatif and csv are not built for the web): built for
//! wasm32 (`cargo clippy --target wasm32-unknown-unknown --bins`), the program is empty.

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod commands;
#[cfg(not(target_arch = "wasm32"))]
mod errors;
#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod messages;
#[cfg(not(target_arch = "wasm32"))]
mod progress;

#[cfg(not(target_arch = "wasm32"))]
use std::io::Write;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use args::Invocation;
#[cfg(not(target_arch = "wasm32"))]
use errors::CliError;

/// Nothing: the CLI is native only.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let done = args::utf8_args(std::env::args_os().skip(1))
        .and_then(|args| args::parse(&args))
        .map_err(CliError::from)
        .and_then(|invocation| match invocation {
            Invocation::Text(text) => Ok(text.trim_end().to_string()),
            Invocation::Completions(shell) => Ok(completions(shell)),
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

/// The completion script of `shell`.
#[cfg(not(target_arch = "wasm32"))]
fn completions(shell: clap_complete::Shell) -> String {
    let mut script = Vec::new();
    clap_complete::generate(
        shell,
        &mut args::clap_command(),
        "mancala-atlas",
        &mut script,
    );
    String::from_utf8_lossy(&script).trim_end().to_string()
}

/// Writes the command's output and a newline to stdout (nothing for an empty output).
#[cfg(not(target_arch = "wasm32"))]
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
#[cfg(not(target_arch = "wasm32"))]
fn stderr_line(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}
