//! Progress bars for the long commands (`stats`, `tables build` and `verify`, `puzzles`):
//! on stderr with an estimate of the time left, drawn only when stderr is a terminal.
//! Piped or redirected (a script, a Slurm job, a test), a bar is hidden and writes nothing.

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Where bars are drawn: stderr on a terminal, nowhere otherwise.
pub fn draw_target(terminal: bool) -> ProgressDrawTarget {
    if terminal {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    }
}

/// A bar of `len` steps named `unit` (`games`, `positions`), drawn if stderr is a terminal.
pub fn bar(len: u64, unit: &str) -> ProgressBar {
    let style = ProgressStyle::with_template(&format!(
        "{{spinner}} [{{bar:30}}] {{human_pos}}/{{human_len}} {unit} · {{elapsed}} · about {{eta}} left {{msg}}"
    ))
    .unwrap_or_else(|_| ProgressStyle::default_bar())
    .progress_chars("=> ");
    ProgressBar::with_draw_target(Some(len), draw_target(std::io::stderr().is_terminal()))
        .with_style(style)
}

/// The bar of a `stats` run: `games` games of each of `sets` option sets.
pub fn games_bar(games: u64, sets: u64) -> ProgressBar {
    bar(games.saturating_mul(sets), "games")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_is_hidden_unless_stderr_is_a_terminal() {
        // (A terminal's target is hidden too when the test's stderr is no terminal:
        // indicatif asks the terminal itself; tests/cli.rs runs the commands piped.)
        assert!(draw_target(false).is_hidden());
        // A hidden bar still counts.
        let b = ProgressBar::with_draw_target(Some(10), draw_target(false));
        b.inc(4);
        assert_eq!(b.position(), 4);
        assert!(b.is_hidden());
    }
}
