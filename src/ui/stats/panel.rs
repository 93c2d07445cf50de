//! "What play shows" in a rules panel: the game's statistics of seeded play
//! ([`crate::ui::stats`]), fetched when the reader first opens it, drawn as one small
//! plot per option set — a bar of South's wins, draws and North's wins for each kind of
//! players, with South's 95 % interval — and said in words beside it: [`PlayStats`]. The
//! web build's app draws its disclosure alone ([`StatsFrame`]) and has the screens'
//! bundle draw what it shows ([`StatsBody`]), from the same pieces.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{GameId, Rules};
use crate::ui::i18n::data::fetch_text;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::platform::hooks::use_lang;
use crate::ui::stats::{self, Figures, OptionSet, Stats};

/// Properties of [`PlayStats`].
#[derive(Properties, PartialEq)]
pub struct PlayStatsProps {
    /// The game.
    pub game: GameId,
    /// The rules in play, whose option set is shown first and marked.
    #[prop_or_default]
    pub rules: Option<Rules>,
    /// Where the Atlas's files are (ending in `/`; empty: beside the page).
    #[prop_or_default]
    pub files: AttrValue,
}

#[derive(Clone, PartialEq)]
enum Load {
    /// Not asked for yet: the panel has not been opened.
    Not,
    Loading,
    Ready(Rc<Stats>),
    Failed(String),
}

/// The statistics, a closed disclosure until the reader opens it (then fetched, once).
#[component]
pub fn PlayStats(p: &PlayStatsProps) -> Html {
    let lang = use_lang();
    let load = use_state(|| Load::Not);
    let open = use_state(|| false);
    let toggle = {
        let (load, open, game) = (load.clone(), open.clone(), p.game);
        let url = format!("{}{}", p.files, stats::file_name(p.game));
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            open.set(!*open);
            fetch(&load, game, &url);
        })
    };
    let body = shown(lang, &load, p.rules, &p.files);
    frame(lang, p.game, *open, toggle, body)
}

/// The panel: a disclosure, `open` or not, whose summary `toggle`s it, showing `body`.
fn frame(lang: Lang, game: GameId, open: bool, toggle: Callback<MouseEvent>, body: Html) -> Html {
    html! {
        <details class="play-stats" data-play-stats={game.id()} {open}>
            <summary data-action="play-stats" onclick={toggle}>{ t(lang, "What play shows") }</summary>
            { body }
        </details>
    }
}

/// Fetches the figures of `game` from `url` into `load`, unless they are in or on their
/// way (again after a failure).
fn fetch(load: &UseStateHandle<Load>, game: GameId, url: &str) {
    if !matches!(**load, Load::Not | Load::Failed(_)) {
        return;
    }
    load.set(Load::Loading);
    let (load, url) = (load.clone(), url.to_string());
    wasm_bindgen_futures::spawn_local(async move {
        let got = fetch_text(&url)
            .await
            .and_then(|text| stats::read(game, &text));
        load.set(match got {
            Ok(stats) => Load::Ready(Rc::new(stats)),
            Err(e) => Load::Failed(e),
        });
    });
}

/// What the panel shows as `load` stands: nothing yet, that the figures come, why they
/// did not, or the figures (the option set of `rules` first), with a link to their file
/// at `files`.
fn shown(lang: Lang, load: &Load, rules: Option<Rules>, files: &str) -> Html {
    match load {
        Load::Not => Html::default(),
        Load::Loading => html! {
            <p class="fine" role="status" data-play-stats-status="loading">{ t(lang, "Loading the figures…") }</p>
        },
        Load::Failed(why) => html! {
            <p class="notice error" role="status" data-play-stats-status="error">
                { tf(lang, "The figures could not be loaded: {}", &[why]) }
            </p>
        },
        Load::Ready(stats) => {
            let in_play = rules.filter(|r| r.game() == stats.game);
            let mut sets: Vec<&OptionSet> = stats.sets.iter().collect();
            // The option set in play first.
            sets.sort_by_key(|s| Some(s.rules) != in_play);
            let href = format!("{files}{}", stats::file_name(stats.game));
            html! { <>
                <p class="fine">{ t(lang, "Games the Atlas played with itself from the start, for every option set of the game: how often each side won and how often a game was drawn, with 95% intervals, and how long a game lasted. Each bar shows South's wins, the draws and North's wins.") }</p>
                { for sets.into_iter().map(|s| set(lang, s, Some(s.rules) == in_play)) }
                <p class="fine"><a href={href} data-play-stats-file="">{ t(lang, "The figures with their exact counts and the commands that made them (JSON)") }</a></p>
            </> }
        }
    }
}

/// Properties of [`StatsFrame`].
#[derive(Properties, PartialEq)]
pub struct StatsFrameProps {
    /// The game.
    pub game: GameId,
    /// What the panel shows once opened, given how many times it has been opened: the
    /// web build's app has the screens' bundle draw it ([`StatsBody`]).
    pub body: Callback<u32, Html>,
}

/// [`PlayStats`]'s disclosure alone, for the web build's app: what it shows is drawn
/// from the first opening on by `body` (and kept while it is closed again).
#[component]
pub fn StatsFrame(p: &StatsFrameProps) -> Html {
    let lang = use_lang();
    let open = use_state(|| false);
    let opened = use_state(|| 0u32);
    let toggle = {
        let (open, opened) = (open.clone(), opened.clone());
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            if !*open {
                opened.set(*opened + 1);
            }
            open.set(!*open);
        })
    };
    let body = if *opened > 0 {
        p.body.emit(*opened)
    } else {
        Html::default()
    };
    frame(lang, p.game, *open, toggle, body)
}

/// Properties of [`StatsBody`].
#[derive(Properties, PartialEq)]
pub struct StatsBodyProps {
    /// The game.
    pub game: GameId,
    /// The rules in play, whose option set is shown first and marked.
    #[prop_or_default]
    pub rules: Option<Rules>,
    /// Where the Atlas's files are (ending in `/`; empty: beside the page).
    #[prop_or_default]
    pub files: AttrValue,
    /// How many times the panel has been opened: the figures are fetched at the first
    /// opening, and again at an opening after they failed to come.
    pub opened: u32,
}

/// What [`PlayStats`] shows once opened, alone: the screens' bundle draws it in the web
/// build's app's [`StatsFrame`].
#[component]
pub fn StatsBody(p: &StatsBodyProps) -> Html {
    let lang = use_lang();
    let load = use_state(|| Load::Not);
    {
        let (load, game) = (load.clone(), p.game);
        let url = format!("{}{}", p.files, stats::file_name(p.game));
        use_effect_with(p.opened, move |_| fetch(&load, game, &url));
    }
    shown(lang, &load, p.rules, &p.files)
}

fn set(lang: Lang, s: &OptionSet, in_play: bool) -> Html {
    html! {
        <figure class="stat-set" data-stat-set={s.rules.options_json().to_string()} data-in-play={in_play.to_string()}>
            <figcaption>
                <strong>{ stats::set_name(s.rules, lang) }</strong>
                if in_play { { " " }<span class="tag">{ t(lang, "the options of this game") }</span> }
            </figcaption>
            { for s.figures.iter().map(|f| figures(lang, f)) }
        </figure>
    }
}

fn figures(lang: Lang, f: &Figures) -> Html {
    let pc = |x: f64| crate::ui::i18n::fixed(x * 100.0, 3);
    let (s, d) = (f.south.share, f.draws.share);
    html! {
        <div class="stat-run" data-players={f.players.id()}>
            <p class="fine">{ stats::players_line(lang, f) }</p>
            // The words below say everything the bar shows.
            <svg class="stat-bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                <rect class="south" x="0" y="2" width={pc(s)} height="6" />
                <rect class="draws" x={pc(s)} y="2" width={pc(d)} height="6" />
                <rect class="north" x={pc(s + d)} y="2" width={pc(f.north.share)} height="6" />
                <line class="half" x1="50" x2="50" y1="0" y2="10" />
                <line class="interval" x1={pc(f.south.low)} x2={pc(f.south.high)} y1="5" y2="5" />
            </svg>
            <p data-stat-outcome="">{ stats::outcome_line(lang, f) }</p>
            <p class="fine" data-stat-length="">{ stats::length_line(lang, f) }</p>
        </div>
    }
}
