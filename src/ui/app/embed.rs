//! The embedded page's root (`embed.html`, or an element mounted by `embed.js`): what
//! its parameters ask for — a figure, a lesson (`lesson=GAME/N`), a puzzle (`puzzle=ID`)
//! — or the explanation of what is wrong with them. Each is its feature's own screen; the
//! app chooses among them here, and hands the figure its rules panel.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{GameId, Rules};
use crate::ui::figure::config::EmbedConfig;
use crate::ui::figure::view::Figure;
use crate::ui::game::{Keep, Place, Prefs};
use crate::ui::i18n::{t, Lang};
use crate::ui::learn::view::LessonView;
use crate::ui::puzzles::view::{PuzzleFigure, PuzzleLoader};
use crate::ui::rules::panel::RulesPanel;
use crate::ui::shell::worker::Decider;
use crate::ui::stats::panel::PlayStats;

/// Properties of [`Embed`].
#[derive(Properties, PartialEq)]
pub struct EmbedProps {
    /// The parameters: a URL query (`game=katro&moves=…`, with or without `?`).
    pub query: String,
    /// The browser's preferred languages (`navigator.languages`), for when the query
    /// names none.
    #[prop_or_default]
    pub languages: Vec<String>,
    /// Where the app is (`./` next to `embed.html`), for the "open in the app" link.
    #[prop_or_else(|| "./".to_string())]
    pub app_url: String,
    /// Stylesheets to load inside the figure (the script mount: the page around it has
    /// none of the board's styles).
    #[prop_or_default]
    pub styles: Vec<String>,
    /// Reads the puzzle files instead of fetching them (the tests').
    #[prop_or_default]
    pub puzzles: Option<PuzzleLoader>,
}

/// A figure, or the explanation of what is wrong with its parameters.
#[component]
pub fn Embed(props: &EmbedProps) -> Html {
    let parsed = use_memo(props.query.clone(), |q| EmbedConfig::parse(q));
    let styles = props
        .styles
        .iter()
        .map(|href| html! { <link rel="stylesheet" href={href.clone()} /> });
    // The language the reader picked in the figure (full controls), if any.
    let chosen = use_state(|| None::<Lang>);
    let on_lang = {
        let chosen = chosen.clone();
        Callback::from(move |l: Lang| chosen.set(Some(l)))
    };
    let body = match &*parsed {
        Ok(config) if config.lesson.is_some() => {
            let lang = config.language(&props.languages);
            html! {
                <ContextProvider<Lang> context={lang}>
                    { lesson_figure(config, lang, &props.app_url) }
                </ContextProvider<Lang>>
            }
        }
        Ok(config) if config.puzzle.is_some() => {
            let lang = config.language(&props.languages);
            html! {
                <ContextProvider<Lang> context={lang}>
                    { puzzle_figure(config, lang, &props.app_url, props.puzzles.clone()) }
                </ContextProvider<Lang>>
            }
        }
        Ok(config) => {
            let lang = chosen.unwrap_or_else(|| config.language(&props.languages));
            let files = props.app_url.clone();
            let rules_panel = Callback::from(move |(game, rules): (GameId, Option<Rules>)| {
                let files = files.clone();
                html! {
                    <RulesPanel {game} {rules}>
                        <PlayStats key={game.id()} {game} {rules} files={files} />
                    </RulesPanel>
                }
            });
            html! {
                <ContextProvider<Lang> context={lang}>
                    <Figure config={Rc::new(config.clone())} {lang} app_url={props.app_url.clone()} {on_lang} {rules_panel} />
                </ContextProvider<Lang>>
            }
        }
        Err(e) => {
            let lang = crate::ui::platform::lang::of_query(&props.query)
                .unwrap_or_else(|| Lang::from_browser(&props.languages));
            html! {
                <div class="atlas-embed embed-error" data-embed="error" role="alert" lang={lang.code()} dir={lang.dir()}>
                    <p class="embed-error-title">{ t(lang, "This figure cannot be shown") }</p>
                    <p class="embed-error-text">{ e.message(lang) }</p>
                    <p class="embed-error-help">{ t(lang, "How to write the parameters: the Mancala Atlas manual, \"Embedding a board\".") }</p>
                </div>
            }
        }
    };
    html! { <>{ for styles }{ body }</> }
}

/// A lesson in a figure (`lesson=GAME/N`): the Learn screen's lesson, its board, task,
/// hint and feedback, in the figure's theme. It keeps nothing (a figure never stores);
/// its links open the app in a new tab.
fn lesson_figure(c: &EmbedConfig, lang: Lang, app_url: &str) -> Html {
    let Some((game, n)) = c.lesson else {
        return Html::default();
    };
    let Some(lesson) = crate::ui::game::lessons::lesson(game, n) else {
        return Html::default();
    };
    let last = n == crate::ui::game::lessons::count(game);
    html! {
        <figure class={format!("atlas-embed embed-lesson theme-{} controls-full", c.theme.id())}
            data-embed="lesson" lang={lang.code()} dir={lang.dir()}
            aria-label={t(lang, "A mancala board (Mancala Atlas)")}>
            <LessonView {game} {n} {lesson} {last}
                prefs={Prefs { lang, speed: c.speed, coordinates: true, sound: false }}
                on_keep={None::<Callback<Keep>>} place={Place::Embedded} decider={None::<Decider>}
                on_done={Callback::noop()} on_beginner={Callback::noop()}
                app_url={Some(app_url.to_string())} />
        </figure>
    }
}

/// A puzzle in a figure (`puzzle=ID`): the Puzzles screen's puzzle, its board, task and
/// feedback, in the figure's theme ([`crate::ui::puzzles::view::PuzzleFigure`]).
fn puzzle_figure(c: &EmbedConfig, lang: Lang, app_url: &str, loader: Option<PuzzleLoader>) -> Html {
    let Some(id) = c.puzzle.clone() else {
        return Html::default();
    };
    html! {
        <figure class={format!("atlas-embed embed-lesson embed-puzzle theme-{} controls-full", c.theme.id())}
            data-embed="puzzle" lang={lang.code()} dir={lang.dir()}
            aria-label={t(lang, "A mancala board (Mancala Atlas)")}>
            <PuzzleFigure {id} speed={c.speed} app_url={app_url.to_string()} {loader} />
        </figure>
    }
}
