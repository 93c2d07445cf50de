//! The embedded page's roots (`embed.html`, or an element mounted by `embed.js`): what a
//! figure's parameters ask for — a figure, a lesson (`lesson=GAME/N`), a puzzle
//! (`puzzle=ID`) — or the explanation of what is wrong with them. Each is its feature's
//! own screen; the app chooses among them here, and hands the figure its rules panel.
//!
//! Two bundles draw them, so that a reader of a plain figure never downloads the lessons,
//! the puzzles and what they need (the worker's client, the page's own search, the
//! tables' decoder, their texts): the figure bundle (`src/bin/figure.rs`) mounts
//! [`FigureEmbed`], the lessons bundle (`src/bin/lessons.rs`) [`LessonEmbed`], and
//! `embed.js` loads the one a figure's parameters ask for. Both read the parameters with
//! [`EmbedConfig::parse`] and say what is wrong with them on the same page; a figure the
//! other bundle draws (a page whose `embed.js` is of another version than the bundles)
//! is said there too, never left blank.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::{GameId, Rules};
use crate::ui::figure::config::{EmbedConfig, EmbedError};
use crate::ui::figure::view::Figure;
use crate::ui::game::{Keep, Place, Prefs};
use crate::ui::i18n::{t, Lang};
use crate::ui::learn::view::LessonView;
use crate::ui::puzzles::view::{PuzzleFigure, PuzzleLoader};
use crate::ui::rules::panel::RulesPanel;
use crate::ui::shell::worker::Decider;
use crate::ui::stats::panel::PlayStats;

/// Properties of [`FigureEmbed`] and [`LessonEmbed`].
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
    /// Reads the puzzle files instead of fetching them (a puzzle's figure, in the tests).
    #[prop_or_default]
    pub puzzles: Option<PuzzleLoader>,
}

/// Which bundle draws a figure whose parameters read as `config`: the lessons bundle for
/// a lesson or a puzzle, else the figure bundle. `embed.js` chooses the same way, from the
/// same parameters (`lesson=`, `puzzle=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// `figure.js`: a figure of moves ([`FigureEmbed`]).
    Figure,
    /// `lessons.js`: a lesson or a puzzle ([`LessonEmbed`]).
    Lessons,
}

impl Bundle {
    /// The bundle that draws `config`.
    pub fn of(config: &EmbedConfig) -> Bundle {
        if config.lesson.is_some() || config.puzzle.is_some() {
            Bundle::Lessons
        } else {
            Bundle::Figure
        }
    }

    /// Its name (its files' name: `figure.js`, `lessons.js`).
    pub fn id(self) -> &'static str {
        match self {
            Bundle::Figure => "figure",
            Bundle::Lessons => "lessons",
        }
    }
}

/// The figure bundle's root: a figure of moves, or the explanation of what is wrong with
/// its parameters. A lesson or a puzzle is the lessons bundle's ([`LessonEmbed`]): asked
/// for here, it is said to be (the page's `embed.js` is not of these files' version).
#[component]
pub fn FigureEmbed(props: &EmbedProps) -> Html {
    let parsed = use_memo(props.query.clone(), |q| EmbedConfig::parse(q));
    // The language the reader picked in the figure (full controls), if any.
    let chosen = use_state(|| None::<Lang>);
    let on_lang = {
        let chosen = chosen.clone();
        Callback::from(move |l: Lang| chosen.set(Some(l)))
    };
    let body = match &*parsed {
        Ok(config) if Bundle::of(config) == Bundle::Figure => {
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
        parsed => refused(props, parsed, Bundle::Figure),
    };
    html! { <>{ styles(props) }{ body }</> }
}

/// The lessons bundle's root: a lesson (`lesson=GAME/N`) or a puzzle (`puzzle=ID`) in a
/// figure, or the explanation of what is wrong with its parameters. A figure of moves is
/// the figure bundle's ([`FigureEmbed`]): asked for here, it is said to be.
#[component]
pub fn LessonEmbed(props: &EmbedProps) -> Html {
    let parsed = use_memo(props.query.clone(), |q| EmbedConfig::parse(q));
    let body = match &*parsed {
        Ok(config) if Bundle::of(config) == Bundle::Lessons => {
            let lang = config.language(&props.languages);
            let shown = if config.lesson.is_some() {
                lesson_figure(config, lang, &props.app_url)
            } else {
                puzzle_figure(config, lang, &props.app_url, props.puzzles.clone())
            };
            html! {
                <ContextProvider<Lang> context={lang}>
                    { shown }
                </ContextProvider<Lang>>
            }
        }
        parsed => refused(props, parsed, Bundle::Lessons),
    };
    html! { <>{ styles(props) }{ body }</> }
}

/// The stylesheets to load inside the figure.
fn styles(props: &EmbedProps) -> Html {
    props
        .styles
        .iter()
        .map(|href| html! { <link rel="stylesheet" href={href.clone()} /> })
        .collect()
}

/// Why `drawn_by` shows no figure for `parsed`: what is wrong with its parameters, or
/// that the other bundle draws it (`data-bundle` names that one) — a page whose
/// `embed.js` is of another version than the bundles.
fn refused(props: &EmbedProps, parsed: &Result<EmbedConfig, EmbedError>, drawn_by: Bundle) -> Html {
    let (lang, text, help, other) = match parsed {
        Err(e) => {
            let lang = crate::ui::platform::lang::of_query(&props.query)
                .unwrap_or_else(|| Lang::from_browser(&props.languages));
            (lang, e.message(lang), true, None)
        }
        Ok(config) => {
            let lang = config.language(&props.languages);
            let other = Bundle::of(config);
            debug_assert_ne!(other, drawn_by, "{} draws this figure", drawn_by.id());
            let text = t(
                lang,
                "This page loaded the wrong part of Mancala Atlas for this figure (its embed.js is of another version than the figure's files). Reload the page.",
            );
            (lang, text.to_string(), false, Some(other.id()))
        }
    };
    html! {
        <div class="atlas-embed embed-error" data-embed="error" data-bundle={other} role="alert" lang={lang.code()} dir={lang.dir()}>
            <p class="embed-error-title">{ t(lang, "This figure cannot be shown") }</p>
            <p class="embed-error-text">{ text }</p>
            if help {
                <p class="embed-error-help">{ t(lang, "How to write the parameters: the Mancala Atlas manual, \"Embedding a board\".") }</p>
            }
        </div>
    }
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

/// Gets ready to draw the figure of `query`: fetches its language's text from `base`
/// (where the Atlas's files are) unless it is in the bundle (English) or already in.
/// Never fails: without the file the figure is drawn in English. (Each bundle's
/// `prepare`.)
pub async fn prepare(query: &str, base: &str) {
    let lang = crate::ui::platform::lang::of_query(query)
        .unwrap_or_else(|| Lang::from_browser(&crate::ui::platform::storage::browser_languages()));
    crate::ui::i18n::data::load(lang, base).await;
}

/// Draws the root `C` ([`FigureEmbed`], [`LessonEmbed`]) in `element`: `query` holds its
/// parameters, `app_url` is where the app is (for the figure's links to it, and the
/// languages' data files), and `styles` the stylesheets to load inside the figure. A
/// panic of this bundle's instance is said in it (`ui::platform::crash`). (Each bundle's
/// `mount_embed`.)
///
/// Returns the figure's number, for [`unmount`].
pub fn mount<C>(
    element: web_sys::Element,
    query: String,
    app_url: String,
    styles: Vec<String>,
) -> u32
where
    C: BaseComponent<Properties = EmbedProps>,
{
    let props = EmbedProps {
        query,
        languages: crate::ui::platform::storage::browser_languages(),
        app_url,
        styles,
        puzzles: None,
    };
    crate::ui::platform::crash::hold(&element);
    let app = yew::Renderer::<C>::with_root_and_props(element.clone(), props).render();
    MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        let id = m.last().map_or(1, |(k, _, _)| k + 1);
        m.push((id, Box::new(move || app.destroy()), element));
        id
    })
}

/// Takes away figure `id` (its element drawn again, or gone): its app, its listeners
/// and its memory. A number not drawn, or taken away already, is nothing to do. (Each
/// bundle's `unmount_embed`.)
pub fn unmount(id: u32) {
    let mounted = MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        let at = m.iter().position(|(k, _, _)| *k == id)?;
        Some(m.remove(at))
    });
    if let Some((_, destroy, element)) = mounted {
        crate::ui::platform::crash::release(&element);
        destroy();
    }
}

/// A figure drawn by [`mount`]: its number, what takes its app away, its element.
type Mounted = (u32, Box<dyn FnOnce()>, web_sys::Element);

thread_local! {
    /// The figures drawn and not taken away, in order.
    static MOUNTED: std::cell::RefCell<Vec<Mounted>> = const { std::cell::RefCell::new(Vec::new()) };
}
