//! `svg`: the board after K of the moves as a standalone SVG file, written by the
//! library's image writer (`mancala_atlas::ui::print`), the one the app's and the
//! figure's "Download image" use: the same file for the same board.

use mancala_atlas::ui::figure::config::Theme;
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::print::{self, markup::Tag, Kit, Options};

use crate::args::{ArgError, Args, Flag};
use crate::errors::CliError;
use crate::input::game_of;

/// The image's text (`--out FILE`: written there, and nothing printed).
pub fn svg(a: &Args) -> Result<String, CliError> {
    let coordinates = a.yes_no(Flag::Coordinates)?.unwrap_or(true);
    let names = a.yes_no(Flag::Names)?.unwrap_or(true);
    let theme = match a.get(Flag::Theme) {
        None => Theme::Wood,
        Some(t) => Theme::from_id(t).ok_or_else(|| ArgError::UnknownTheme(t.to_string()))?,
    };
    let game = game_of(a)?;
    let moves = game.moves().len();
    let at = a
        .number(Flag::At, 0, moves as u64)?
        .map_or(moves, |k| k as usize);
    let Some(p) = game.positions().get(at) else {
        return Err(ArgError::NotANumber {
            flag: Flag::At,
            min: 0,
            max: moves as u64,
            text: at.to_string(),
        }
        .into());
    };
    let board = Tag::from(&print::drawing(&print::view(p, Lang::En, false), Lang::En));
    let options = Options {
        theme,
        coordinates,
        names,
        caption: a.get(Flag::Caption).map(str::to_string),
        note: None,
    };
    let text = print::svg(&board, &options, &Kit::built_in());
    match a.get(Flag::Out) {
        Some(path) => {
            std::fs::write(path, text + "\n").map_err(|error| CliError::CannotWriteFile {
                path: path.to_string(),
                error,
            })?;
            Ok(String::new())
        }
        None => Ok(text),
    }
}
