//! `svg`: the board after K of the moves as a standalone SVG file, written by the
//! library's image writer (`mancala_atlas::ui::print`), the one the app's and the
//! figure's "Download image" use: the same file for the same board. With `--record FILE`
//! the game is an (annotated) record's, and the image shows what it marks at that step
//! (holes highlighted, arrows, labels), its comment the caption unless `--caption` says
//! another.

use mancala_atlas::engine::{Annotated, Effort, Marks, Position};
use mancala_atlas::ui::board::theme::Theme;
use mancala_atlas::ui::i18n::Lang;
use mancala_atlas::ui::print::{self, markup::Tag, Kit, Options};

use crate::args::{ArgError, Args, Flag};
use crate::errors::CliError;
use crate::errors::InputError;
use crate::input::game_of;

/// The positions a command's image is drawn from, and what the record marks and says at
/// each step (none without `--record`).
type Steps = (Vec<Position>, Option<Annotated>);

/// `--record FILE`'s positions and the record, else the game of `--game`/`--position`
/// and its moves.
fn steps_of(a: &Args) -> Result<Steps, CliError> {
    let Some(path) = a.get(Flag::Record) else {
        return Ok((game_of(a)?.positions().to_vec(), None));
    };
    if a.has(Flag::Game) || a.has(Flag::Options) || a.has(Flag::Position) || !a.moves.is_empty() {
        return Err(ArgError::RecordAndGame.into());
    }
    let text = std::fs::read_to_string(path).map_err(|error| InputError::RecordFile {
        path: path.to_string(),
        error,
    })?;
    let bad = |error| InputError::Record {
        path: path.to_string(),
        error,
    };
    let record = Annotated::parse_any(&text).map_err(bad)?;
    let positions = record.positions(Effort::Exact).map_err(bad)?;
    Ok((positions, Some(record)))
}

/// The image's text (`--out FILE`: written there, and nothing printed).
pub fn svg(a: &Args) -> Result<String, CliError> {
    let coordinates = a.yes_no(Flag::Coordinates)?.unwrap_or(true);
    let names = a.yes_no(Flag::Names)?.unwrap_or(true);
    let theme = match a.get(Flag::Theme) {
        None => Theme::Wood,
        Some(t) => Theme::from_id(t).ok_or_else(|| ArgError::UnknownTheme(t.to_string()))?,
    };
    let (positions, record) = steps_of(a)?;
    let moves = positions.len() - 1;
    let at = a
        .number(Flag::At, 0, moves as u64)?
        .map_or(moves, |k| k as usize);
    let Some(p) = positions.get(at) else {
        return Err(ArgError::NotANumber {
            flag: Flag::At,
            min: 0,
            max: moves as u64,
            text: at.to_string(),
        }
        .into());
    };
    let note = record.as_ref().and_then(|r| r.note_at(at));
    let mut view = print::view(p, Lang::En, false);
    view.marks = note.map_or_else(Marks::default, |n| n.marks.clone());
    let board = Tag::from(&print::drawing(&view, Lang::En));
    let options = Options {
        theme,
        coordinates,
        names,
        caption: a.get(Flag::Caption).map(str::to_string).or_else(|| {
            note.and_then(|n| n.comment(Lang::En.code()))
                .map(str::to_string)
        }),
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
