//! The saved games, in four parts:
//!
//! * `saved.rs`: what a save holds once read ([`SavedGame`]), its summary for the list of
//!   recent games, what is wrong with one ([`SaveError`]), a save replayed ([`Replayed`]);
//! * `format.rs`: the format this app writes, version 3 ([`SAVE_VERSION`]), as structs
//!   read and written by serde's derive, strictly ([`save_text`]);
//! * `migrate.rs`: reading a save of any version ([`read`]), with the readers of versions
//!   1 and 2 kept as they were, turning those saves into version 3 ones (no save of any
//!   version is ever lost);
//! * `policy.rs`: what is kept where in the browser's storage (the keys, the recent games,
//!   the set-aside saves, the saves of newer versions, two tabs on one game).
//!
//! Each file uses only those listed before it. **Long sowings decided** (Kiothi's endless
//! sowings of millions of laps, decided in the worker, never on the page's thread) are
//! kept in the record, as the record's own optional `"decisions"` list
//! (`Record::to_json`), so that a reload decides nothing again. A save is replayed with
//! the quick pass only ([`restore`]); one that needs a long sowing decided is not broken:
//! it is never set aside for it, and the app has the worker decide it
//! ([`Restored::Undecided`]).
//!
//! The dependencies go one way: this module uses the session's types (`Mode`, `SaveId`,
//! `Session`, and makes `Session::from_loaded`); the session, the notices, the letters and
//! the deciding use this module, never the other way round.

mod format;
#[cfg(test)]
mod format_tests;
mod migrate;
mod policy;
mod saved;
#[cfg(test)]
mod tests;

pub use crate::ui::platform::store::{MemStore, StorageError, Store};
pub use format::{
    loaded_text, save_text, EndedV3, Id, Named, SaveV3, StandingV3, SummaryV3, SAVE_VERSION,
};
pub use migrate::{open, read, summary_v2, text_hash, v1_speed, version_of, Context, UPGRADES};
pub use policy::{
    delete_game, game_key, is_app_key, library, migrate, open_game, pick, prune, restore_set_aside,
    set_aside, set_aside_key, write_game, Library, NewerSave, OpenError, RecentGame, SetAsideGame,
    Whereabouts, Written, APP_PREFIX, COORDINATES_KEY, GAME_PREFIX, RECENT_GAMES, RECORDING_KEY,
    SET_ASIDE_PREFIX, SOUND_KEY, SPEED_KEY, V1_SAVE_KEY, V1_SET_ASIDE_KEY,
};
pub use saved::{restore, Replayed, Restored, SaveError, SavedGame, Standing, Summary};
