//! The screens the web build's app leaves out of its own bundle — the recorder ("Record a
//! game"), the figure builder and the rules panel's "What play shows" — as what crosses to
//! the screens' bundle (`src/bin/screens.rs`), which draws them once the app has loaded it
//! (`holder.rs`): plain values, written as one JSON text, and the settings the recorder
//! hands back to the app as a short text. Two WebAssembly instances share no memory, so
//! neither a Rust value nor a Yew callback crosses: the app writes what a screen is drawn
//! from, the bundle reads it and draws the screen itself.

use serde_json::{json, Map, Value};

use crate::engine::{GameId, Rules};
use crate::ui::game::{Keep, Place, Prefs, Speed};
use crate::ui::i18n::Lang;

/// A screen of the screens' bundle, with what it is drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// "Record a game" (`#record`).
    Record,
    /// The figure builder (`#figure=…`).
    Builder,
    /// "What play shows", in the rules panel of the game on the board.
    Stats,
}

impl Kind {
    /// Its name in the JSON text and on the holder (`data-lazy-screen`).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Record => "record",
            Kind::Builder => "builder",
            Kind::Stats => "stats",
        }
    }

    /// What its holder says while the bundle comes, in English (the catalog's): the
    /// page's own loading note for a screen, the statistics' for "What play shows".
    pub fn loading(self) -> &'static str {
        match self {
            Kind::Record | Kind::Builder => "Loading the boards…",
            Kind::Stats => "Loading the figures…",
        }
    }

    /// Its way back's label, in English (the catalog's: the screen's own button), if it
    /// has one (a panel in the rules has none: it is closed).
    pub fn back(self) -> Option<&'static str> {
        match self {
            Kind::Record => Some("Leave the recorder"),
            Kind::Builder => Some("Back to the game"),
            Kind::Stats => None,
        }
    }
}

/// What a screen of the screens' bundle is drawn from.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// "Record a game": the game a new recording is of (the start screen's choice), the
    /// app's settings (the language among them), where the page is.
    Record {
        /// The game, with its options.
        rules: Rules,
        /// The app's settings.
        prefs: Prefs,
        /// Where the page is (a kiosk keeps nothing).
        place: Place,
    },
    /// The figure builder, opened by the address's fragment (`figure=…`, read by the
    /// bundle itself: `figure::builder::address::opened`), in `lang`.
    Builder {
        /// The address's fragment, without `#`.
        fragment: String,
        /// The app's language.
        lang: Lang,
    },
    /// "What play shows" of `game`, the option set of `rules` (the game on the board)
    /// marked, in `lang`; `opened`: how many times the reader has opened it (an opening
    /// after a failure asks for the figures again).
    Stats {
        /// The game.
        game: GameId,
        /// The rules in play.
        rules: Option<Rules>,
        /// The app's language.
        lang: Lang,
        /// How many times the panel was opened.
        opened: u32,
    },
}

/// A place's name in the JSON text.
fn place_id(place: Place) -> &'static str {
    match place {
        Place::Atlas => "atlas",
        Place::Kiosk => "kiosk",
        Place::Embedded => "embedded",
    }
}

/// The rules as JSON: the game's id and its options (RULES.md's option JSON).
fn rules_json(rules: Rules) -> Value {
    json!({ "game": rules.game().id(), "options": rules.options_json() })
}

/// Reads [`rules_json`].
fn rules_from(v: &Value) -> Result<Rules, String> {
    let game: GameId = v["game"]
        .as_str()
        .ok_or("no game")?
        .parse()
        .map_err(|e| format!("{e}"))?;
    Rules::from_options(game, &v["options"]).map_err(|e| format!("{e}"))
}

impl Shown {
    /// Which screen it is.
    pub fn kind(&self) -> Kind {
        match self {
            Shown::Record { .. } => Kind::Record,
            Shown::Builder { .. } => Kind::Builder,
            Shown::Stats { .. } => Kind::Stats,
        }
    }

    /// The language it is drawn in.
    pub fn lang(&self) -> Lang {
        match self {
            Shown::Record { prefs, .. } => prefs.lang,
            Shown::Builder { lang, .. } | Shown::Stats { lang, .. } => *lang,
        }
    }

    /// As the JSON text the screens' bundle reads ([`Shown::read`]).
    pub fn text(&self) -> String {
        let mut v = Map::new();
        v.insert("screen".into(), self.kind().id().into());
        v.insert("lang".into(), self.lang().code().into());
        match self {
            Shown::Record {
                rules,
                prefs,
                place,
            } => {
                v.insert("rules".into(), rules_json(*rules));
                v.insert("speed".into(), prefs.speed.id().into());
                v.insert("coordinates".into(), prefs.coordinates.into());
                v.insert("sound".into(), prefs.sound.into());
                v.insert("place".into(), place_id(*place).into());
            }
            Shown::Builder { fragment, .. } => {
                v.insert("fragment".into(), fragment.as_str().into());
            }
            Shown::Stats {
                game,
                rules,
                opened,
                ..
            } => {
                v.insert("game".into(), game.id().into());
                v.insert("rules".into(), rules.map_or(Value::Null, rules_json));
                v.insert("opened".into(), (*opened).into());
            }
        }
        Value::Object(v).to_string()
    }

    /// Reads [`Shown::text`].
    ///
    /// # Errors
    /// Text that is not one (a bundle of another build: what was wrong, for the console).
    pub fn read(text: &str) -> Result<Shown, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let s = |key: &str| v[key].as_str().ok_or_else(|| format!("no {key}"));
        let lang = Lang::from_code(s("lang")?).ok_or("no such language")?;
        Ok(match s("screen")? {
            "record" => Shown::Record {
                rules: rules_from(&v["rules"])?,
                prefs: Prefs {
                    lang,
                    speed: Speed::from_id(s("speed")?).ok_or("no such speed")?,
                    coordinates: v["coordinates"].as_bool().ok_or("no coordinates")?,
                    sound: v["sound"].as_bool().ok_or("no sound")?,
                },
                place: [Place::Atlas, Place::Kiosk, Place::Embedded]
                    .into_iter()
                    .find(|&p| Ok(place_id(p)) == s("place").as_deref())
                    .ok_or("no such place")?,
            },
            "builder" => Shown::Builder {
                fragment: s("fragment")?.to_string(),
                lang,
            },
            "stats" => Shown::Stats {
                game: s("game")?.parse().map_err(|e| format!("{e}"))?,
                rules: match &v["rules"] {
                    Value::Null => None,
                    r => Some(rules_from(r)?),
                },
                lang,
                opened: v["opened"]
                    .as_u64()
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or("no opened")?,
            },
            other => return Err(format!("no screen {other}")),
        })
    }
}

/// A setting the reader changed on the recorder's board, as the text the bundle hands
/// the app (`speed=fast`, `coordinates=on`, `sound=off`).
pub fn keep_text(k: Keep) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    match k {
        Keep::Speed(s) => format!("speed={}", s.id()),
        Keep::Coordinates(b) => format!("coordinates={}", on(b)),
        Keep::Sound(b) => format!("sound={}", on(b)),
    }
}

/// Reads [`keep_text`].
pub fn keep_from(text: &str) -> Option<Keep> {
    let (key, value) = text.split_once('=')?;
    let on = match value {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    };
    match key {
        "speed" => Speed::from_id(value).map(Keep::Speed),
        "coordinates" => on.map(Keep::Coordinates),
        "sound" => on.map(Keep::Sound),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_screen_crosses_as_text_and_reads_back_the_same() {
        // A game with options other than its default.
        let optioned = Rules::all_variants()
            .into_iter()
            .rfind(|r| r.options_json() != json!({}))
            .expect("a game has options");
        let shown = [
            Shown::Record {
                rules: optioned,
                prefs: Prefs {
                    lang: Lang::Fa,
                    speed: Speed::Fast,
                    coordinates: false,
                    sound: true,
                },
                place: Place::Kiosk,
            },
            Shown::Builder {
                fragment: "figure=game%3Dhoyito-3%26moves%3Da1&after=a2".into(),
                lang: Lang::Fr,
            },
            Shown::Stats {
                game: GameId::Katro,
                rules: Some(Rules::default_for(GameId::Katro)),
                lang: Lang::En,
                opened: 3,
            },
            Shown::Stats {
                game: GameId::Hoyito3,
                rules: None,
                lang: Lang::Sw,
                opened: 1,
            },
        ];
        for s in shown {
            assert_eq!(Shown::read(&s.text()), Ok(s.clone()), "{}", s.text());
        }
        assert!(Shown::read("{}").is_err());
        assert!(Shown::read(r#"{"screen":"lessons","lang":"en"}"#).is_err());
    }

    #[test]
    fn every_option_set_of_every_game_crosses() {
        for rules in Rules::all_variants() {
            let s = Shown::Stats {
                game: rules.game(),
                rules: Some(rules),
                lang: Lang::En,
                opened: 1,
            };
            assert_eq!(Shown::read(&s.text()), Ok(s), "{rules}");
        }
    }

    #[test]
    fn what_a_holder_says_is_in_the_catalog() {
        for k in [Kind::Record, Kind::Builder, Kind::Stats] {
            assert!(crate::ui::app::words::has(k.loading()), "{k:?}");
            assert!(k.back().is_none_or(crate::ui::app::words::has), "{k:?}");
        }
    }

    #[test]
    fn a_setting_crosses_as_text() {
        let all = Speed::ALL
            .into_iter()
            .map(Keep::Speed)
            .chain([true, false].into_iter().map(Keep::Coordinates))
            .chain([true, false].into_iter().map(Keep::Sound));
        for k in all {
            assert_eq!(keep_from(&keep_text(k)), Some(k), "{}", keep_text(k));
        }
        assert_eq!(keep_text(Keep::Coordinates(true)), "coordinates=on");
        assert_eq!(keep_from("coordinates=yes"), None);
        assert_eq!(keep_from("volume=on"), None);
    }
}
