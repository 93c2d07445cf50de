//! The app: its game's state ([`State`]) run through the shell ([`use_shell`], which
//! carries out every effect of its updates), the route (where the reader is: the start
//! screen, the board, or a screen over the game: the lessons, the puzzles, the figure
//! builder, the recorder), and the screens.

use std::rc::Rc;

use yew::html::onchange;
use yew::prelude::*;

use super::address::use_address;
#[cfg(not(feature = "screens"))]
use super::holder::Holder;
#[cfg(not(feature = "screens"))]
use super::lazy::Shown;
use crate::ui::board::controls::{board_says, AnimationControls};
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::theme::Theme;
use crate::ui::board::view::{vtag, Board, BoardDefs};
use crate::ui::figure::builder;
#[cfg(feature = "screens")]
use crate::ui::figure::builder::view::BuilderScreen;
use crate::ui::figure::frame;
use crate::ui::game::lessons::address as learn;
use crate::ui::game::puzzle_address;
use crate::ui::game::{offers, Host, Place, Takeaway};
use crate::ui::game::{
    Action, AnalysisAction, AsideKind, Effect, Effects, Keep, LibraryAction, Mode, NoticeAction,
    Pending, PlayAction, PrefsAction, RecordSource, Route, RouteAction, SaveId, Screen,
    SetupAction, ShowAction, Speed, State,
};
use crate::ui::i18n::{t, Lang};
use crate::ui::kiosk::view::{Clock, Kiosk, KioskOffer};
use crate::ui::learn::view::LearnScreen;
use crate::ui::platform::hooks::{use_document_lang, use_narrow, use_room, use_steps};
use crate::ui::platform::storage;
use crate::ui::play::extras::{AnalysisPanel, EndControls, LetterPanel};
use crate::ui::play::hint::HintPanel;
use crate::ui::play::history::History;
use crate::ui::play::record::RecordPanel;
use crate::ui::play::status::StatusBar;
use crate::ui::print::download::{download_image, Download};
use crate::ui::puzzles::view::{PuzzleLoader, PuzzleScreen};
#[cfg(feature = "screens")]
use crate::ui::record::view::RecordScreen;
use crate::ui::rules::panel::RulesPanel;
use crate::ui::shell::hooks::Dispatch;
use crate::ui::shell::runtime::{use_shell, ShellSetup};
use crate::ui::shell::saves;
use crate::ui::shell::switch::Switcher;
use crate::ui::shell::worker::Decider;
use crate::ui::start::page;
use crate::ui::start::screen::StartScreen;
#[cfg(feature = "screens")]
use crate::ui::stats::panel::PlayStats;
#[cfg(not(feature = "screens"))]
use crate::ui::stats::panel::StatsFrame;

/// The first state with what the shell must do from the start: the first state's own
/// ([`State::first_effects`]: the worker's request, the game saved, the tab's record,
/// the lists), then the page's of the updates that made it (`made`: the address cleared,
/// the board focused; their worker's requests, saves and records are the first state's).
fn first((state, made): (State, Effects)) -> (State, Effects) {
    let restated = |e: &Effect| {
        matches!(
            e,
            Effect::Ask(_) | Effect::Cancel(_) | Effect::Save(_) | Effect::Tab(..)
        )
    };
    let mut effects = state.first_effects();
    effects.extend(made.into_iter().filter(|e| !restated(e)));
    (state, effects)
}

thread_local! {
    /// The first state (with the effects of the updates that made it), read by
    /// [`prepare`] before the app is drawn.
    static PREPARED: std::cell::RefCell<Option<(State, Effects)>> = const { std::cell::RefCell::new(None) };
}

/// Reads the app's first state now (the saved games, a share link), for the [`App`] drawn
/// after: the page's entry point calls it in a task of its own, so that reading and the
/// first drawing are two tasks of the page, not one (each also compiles its code: the
/// browser compiles WebAssembly lazily). Without it, the app reads its state as it is
/// first drawn.
pub fn prepare() {
    prepare_from(None, storage::initial_lang(), false);
}

/// [`prepare`] in `lang`, with the choices made on the light start screen
/// ([`crate::ui::start::page::light`]) before the app came: `setup` (its text,
/// [`crate::ui::start::page::setup_json`]) becomes the start screen's; `play`: its Play was
/// pressed, and the game starts at once (the board then takes the focus, as after Play).
pub fn prepare_from(setup: Option<&str>, lang: Lang, play: bool) {
    let (mut state, mut effects) = initial_state();
    state.prefs.lang = lang;
    if let Some(form) = setup.and_then(crate::ui::start::page::setup_from_json) {
        state.setup = form;
    }
    if play {
        // The light start screen's Play: the board comes from a start screen (the light
        // one, whatever the state's screen was), and takes the focus.
        state = state.reduce(SetupAction::Start);
        let page = state
            .effects
            .iter()
            .filter(|e| !matches!(e, Effect::FocusBoard));
        effects.extend(page.cloned());
        effects.push(Effect::FocusBoard);
    }
    PREPARED.with(|p| *p.borrow_mut() = Some((state, effects)));
}

fn first_state() -> (State, Effects) {
    first(
        PREPARED
            .with(|p| p.borrow_mut().take())
            .unwrap_or_else(initial_state),
    )
}

/// The first state: the saved games read (see [`saves::initial_state`]), then a share
/// link in the URL if there is one, opened as a new game (else a message saying what is
/// wrong with it); with the effects of the link's updates (the address cleared).
fn initial_state() -> (State, Effects) {
    let default_speed = if storage::prefers_reduced_motion() {
        Speed::Instant
    } else {
        Speed::Normal
    };
    let (mut state, restored) = saves::initial_state(default_speed);
    state.prefs.lang = storage::initial_lang();
    if storage::prefers_reduced_motion() {
        state.prefs.speed = Speed::Instant;
    }
    state.prefs.sound = crate::ui::shell::storage::saved_sound();
    if state.prefs.sound {
        // Turned on before: ready (a browser may still wait for a first click).
        crate::ui::platform::sound::unlock();
    }
    let mut effects = Vec::new();
    let hash = storage::location_hash();
    // The board the history entry says the reader was on comes back only with its game:
    // a reload after the browser's storage was cleared starts at the start screen.
    let screen = storage::history_screen().filter(|_| restored);
    match super::route::read(&hash, screen.as_deref()) {
        // Where the reader was (a reload, a walk back to the page) or a lesson's,
        // puzzle's or builder's link: the game on the board is not touched by it.
        super::route::Address::Route(arrived) => {
            let before = state.notices.notice.take();
            state = state.reduce(arrived);
            effects.extend(page_effects(&state));
            state.notices.notice = before;
        }
        super::route::Address::Link(hash) => {
            // A share link: opened (or refused with a message) after the restore; what
            // the restore had to say is still said, first.
            let before = state.notices.notice.take();
            let current = state.session.id.clone();
            let mut said = Vec::new();
            for a in saves::link_actions(hash, &current) {
                state = state.reduce(a);
                said.extend(state.notices.notice.take());
                effects.extend(page_effects(&state));
            }
            state.notices.notice = said.into_iter().reduce(crate::ui::game::Notice::and);
            if let Some(before) = before {
                let link = state.notices.notice.replace(before);
                if let Some(link) = link {
                    state.add_notice(link);
                }
            }
        }
    }
    (state, effects)
}

/// The page's effects of the last update, for the first state: the page's first drawing
/// keeps its own focus (a reload): the board shown by a link is not focused.
fn page_effects(state: &State) -> impl Iterator<Item = Effect> + '_ {
    state
        .effects
        .iter()
        .filter(|e| !matches!(e, Effect::FocusBoard))
        .cloned()
}

/// Properties of [`App`] (none on the app's own page).
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// Decides long sowings instead of the Web Worker (the tests').
    #[prop_or_default]
    pub decider: Option<Decider>,
    /// The kiosk's clock (`?kiosk=yes`): the page's, or one a test moves by hand.
    #[prop_or_default]
    pub clock: Option<Clock>,
    /// Reads the puzzle files instead of fetching them (the tests').
    #[prop_or_default]
    pub puzzles: Option<PuzzleLoader>,
}

/// The whole app: the Atlas, or on a museum's kiosk (`?kiosk=yes`) the Atlas inside the
/// kiosk's part ([`Kiosk`]), which starts it afresh for each visitor.
#[component]
pub fn App(props: &AppProps) -> Html {
    if storage::kiosk() {
        let clock = props.clock.clone().unwrap_or_default();
        let (decider, puzzles) = (props.decider.clone(), props.puzzles.clone());
        let atlas = Callback::from(move |key: String| {
            html! { <Atlas {key} decider={decider.clone()} puzzles={puzzles.clone()} kiosk={true} /> }
        });
        html! { <Kiosk {clock} {atlas} /> }
    } else {
        html! { <Atlas decider={props.decider.clone()} puzzles={props.puzzles.clone()} kiosk={false} /> }
    }
}

/// Properties of [`Atlas`].
#[derive(Properties, PartialEq)]
pub(crate) struct AtlasProps {
    /// Decides long sowings instead of the Web Worker (the tests').
    pub decider: Option<Decider>,
    /// On a museum's kiosk: the computer and the lessons offered first.
    pub kiosk: bool,
    /// Reads the puzzle files instead of fetching them (the tests').
    pub puzzles: Option<PuzzleLoader>,
}

/// The Atlas: its start screen, its games, its lessons.
#[component]
pub(crate) fn Atlas(props: &AtlasProps) -> Html {
    // How far the app's first drawing has got: a game shows its status and the board's
    // place (0), then its board (1), then everything (2), a task each.
    let stage = use_steps(2, false);
    let place = if props.kiosk {
        Place::Kiosk
    } else {
        Place::Atlas
    };
    let shell = use_shell(
        first_state,
        ShellSetup {
            host: Host::App,
            place,
            decider: props.decider.clone(),
            prefs: None,
            drawn: stage >= 1,
        },
    );
    let dispatch = shell.dispatch.clone();
    let s = shell.model();
    use_address(dispatch.clone(), s.session.id.clone(), s.screen);
    use_document_lang(s.prefs.lang, "Mancala Atlas");
    let narrow = use_narrow();
    let lang = s.prefs.lang;
    let head = use_node_ref();
    use_room(head.clone(), "--head-room");
    // The language switcher's choices: only the latest is carried out.
    let switcher = use_memo((), |_| Switcher::default());
    // The app is drawn: the page's loading frame (index.html) goes.
    use_effect_with((), |_| storage::remove_loading_frame());
    // Back online: a notice that was only about being offline goes.
    {
        let d = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "online", move |_| {
                    d.emit(NoticeAction::BackOnline.into())
                })
            });
            move || drop(listener)
        });
    }

    let send = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.emit(a.clone()))
    };
    let on_dismiss = send(NoticeAction::Dismiss.into());

    let batch = |f: fn(&SaveId) -> Vec<Action>| {
        let d = dispatch.clone();
        Callback::from(move |id: SaveId| f(&id).into_iter().for_each(|a| d.emit(a)))
    };
    let on_open_saved = {
        let d = dispatch.clone();
        let current = s.session.id.clone();
        Callback::from(move |id: SaveId| {
            if id == current {
                d.send(SetupAction::Resume);
            } else {
                saves::open_saved(&id).into_iter().for_each(|a| d.emit(a));
            }
        })
    };
    let on_delete_saved = {
        let d = dispatch.clone();
        Callback::from(move |(id, game): (SaveId, crate::engine::GameId)| {
            saves::delete_saved(&id, game)
                .into_iter()
                .for_each(|a| d.emit(a));
        })
    };

    let leave = send(RouteAction::Leave.into());
    let play_beginner = {
        let d = dispatch.clone();
        Callback::from(move |game: crate::engine::GameId| {
            d.send(SetupAction::ChooseGame(game));
            d.send(SetupAction::SetMode(Mode::VsComputer {
                computer: crate::engine::Player::North,
            }));
            d.send(SetupAction::SetLevel(crate::ai::Level::Beginner));
            // Leaves the lessons for the board (a new entry in the history).
            d.send(SetupAction::Start);
        })
    };
    // A setting changed on a lesson's or a puzzle's board is the app's to keep.
    let on_keep = dispatch.reform(|k: Keep| match k {
        Keep::Speed(speed) => ShowAction::SetSpeed(speed).into(),
        Keep::Coordinates(on) => PrefsAction::SetCoordinates(on).into(),
        Keep::Sound(on) => PrefsAction::SetSound(on).into(),
    });
    let route = s.route();
    let start = html! {
        <>
        if props.kiosk {
            <KioskOffer game={s.setup.rules.game()} on_computer={play_beginner.clone()} />
        }
        <StartScreen rules={s.setup.rules} mode={s.setup.mode} can_resume={s.session.ply() > 0 || s.session.over()}
            library={s.library.clone()} current={s.session.id.clone()}
            on_open_saved={on_open_saved} on_delete_saved={on_delete_saved}
            on_restore_set_aside={batch(saves::restore_set_aside)}
            on_game={dispatch.to(SetupAction::ChooseGame)}
            on_option={dispatch.to(SetupAction::SetOption)}
            on_mode={dispatch.to(SetupAction::SetMode)}
            level={s.setup.level} on_level={dispatch.to(SetupAction::SetLevel)}
            on_start={send(SetupAction::Start.into())} on_resume={send(SetupAction::Resume.into())}
            letters={offers(place, Takeaway::Letters)} />
        </>
    };
    let body = match &route {
        Route::Aside(a) => match a.kind {
            AsideKind::Learn => match learn::open(&a.fragment) {
                Some(opened) => html! {
                    <LearnScreen {opened} prefs={s.prefs} {on_keep} place={place}
                        on_leave={leave.clone()} on_beginner={play_beginner.clone()} decider={props.decider.clone()} />
                },
                None => Html::default(),
            },
            // A kiosk makes no figure for another page: its start screen instead.
            AsideKind::Builder if !offers(place, Takeaway::Figure) => start.clone(),
            #[cfg(feature = "screens")]
            AsideKind::Builder => match builder::address::opened(&a.fragment) {
                Some(opened) => html! { <BuilderScreen {opened} on_leave={leave.clone()} /> },
                None => Html::default(),
            },
            // The web build's app: the screens' bundle draws it (holder.rs), and reads
            // the figure from the address itself.
            #[cfg(not(feature = "screens"))]
            AsideKind::Builder if builder::address::is_builder_link(&a.fragment) => html! {
                <Holder key="builder" shown={Shown::Builder { fragment: a.fragment.clone(), lang }}
                    on_leave={Some(leave.clone())} />
            },
            #[cfg(not(feature = "screens"))]
            AsideKind::Builder => Html::default(),
            #[cfg(feature = "screens")]
            AsideKind::Record => html! {
                <RecordScreen rules={s.setup.rules} prefs={s.prefs} {on_keep} place={place}
                    on_leave={leave.clone()} decider={props.decider.clone()} />
            },
            #[cfg(not(feature = "screens"))]
            AsideKind::Record => html! {
                <Holder key="record" shown={Shown::Record { rules: s.setup.rules, prefs: s.prefs, place }}
                    {on_keep} on_leave={Some(leave.clone())} />
            },
            AsideKind::Puzzles => match puzzle_address::open(&a.fragment) {
                Some(opened) => html! {
                    <PuzzleScreen {opened} prefs={s.prefs} {on_keep} place={place} on_leave={leave.clone()}
                        loader={props.puzzles.clone()} decider={props.decider.clone()} />
                },
                None => Html::default(),
            },
        },
        Route::Start => start,
        Route::Play => view_play(s, &dispatch, &send, narrow, stage, place),
    };
    let learning = s.aside.is_some();
    // While a long sowing is decided the status says so, with Cancel, on either screen.
    let on_cancel_decide = s
        .deciding()
        .is_some()
        .then(|| send(PlayAction::CancelDecide.into()));
    let status = ((s.screen == Screen::Play && !learning) || s.deciding().is_some()).then(|| {
        html! { <StatusBar status={s.status()} over={s.shown().over() && s.deciding().is_none()} match_line={s.match_line()} notice={s.notices.notice.clone()} on_dismiss={on_dismiss.clone()} {on_cancel_decide} spoken={Some(s.spoken())}
            on_retry_computer={s.computer_stopped().then(|| send(PlayAction::RetryComputer.into()))} /> }
    });
    let start_notice = ((s.screen == Screen::Start || learning) && s.deciding().is_none() && s.notices.notice.is_some()).then(|| {
        html! { <StatusBar status={String::new()} match_line={None::<String>} notice={s.notices.notice.clone()} on_dismiss={on_dismiss.clone()} /> }
    });
    let on_lang = {
        let dispatch = dispatch.clone();
        let switcher = (*switcher).clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                if let Some(l) = Lang::from_code(&sel.value()) {
                    // Once the language's text is in (the web build fetches it); kept
                    // then. Else the page stays in `lang` and says so. Only if no other
                    // language was chosen meanwhile.
                    let d = dispatch.clone();
                    switcher.language(sel, lang, l, String::new(), dispatch.clone(), move || {
                        storage::save_lang(l);
                        d.send(PrefsAction::SetLang(l))
                    });
                }
            }
        })
    };
    let caption = (s.screen == Screen::Play && !learning).then(|| {
        let game = s.position().game();
        format!(
            "{} · {}",
            crate::ui::i18n::game_name(game, lang),
            crate::ui::game::about::info_in(game, lang).place
        )
    });
    let mut masthead = vtag(&page::masthead(lang, caption));
    masthead.add_listener(Rc::new(onchange::Wrapper::new(on_lang)));
    // Its height leaves room above an upright board (the styles: no hole under a panel).
    masthead.node_ref = head;
    html! {
        <ContextProvider<Lang> context={lang}>
        <main class={classes!("app", props.kiosk.then_some("kiosk"))} lang={lang.code()} dir={lang.dir()}>
            <BoardDefs />
            { Html::from(masthead) }
            { for start_notice }
            { for status }
            { body }
        </main>
        </ContextProvider<Lang>>
    }
}

/// The analysis panel: the button that opens it, or the analysis with its graph.
fn analysis_panel(
    s: &State,
    dispatch: &Callback<Action>,
    send: &dyn Fn(Action) -> Callback<()>,
) -> Html {
    let game = s.session.position().game();
    let a = s.analysis.as_ref();
    // The board's position on the graph, while it is on the game's moves.
    let at = a.and_then(|a| {
        let ply = a.board.ply();
        let off = a.side_line_from().is_some_and(|from| ply >= from);
        (!off && ply < a.values.len()).then_some(ply)
    });
    html! {
        <AnalysisPanel analysing={a.is_some()} values={a.map(|a| a.values.clone()).unwrap_or_default()}
            running={a.is_some_and(|a| a.running)} {at} side_from={a.and_then(|a| a.side_line_from())} {game}
            on_analyse={send(AnalysisAction::Open.into())} on_leave={send(AnalysisAction::Leave.into())}
            on_start={send(AnalysisAction::GraphStart.into())} on_stop={send(AnalysisAction::GraphStop.into())}
            on_point={dispatch.to(AnalysisAction::ToGame)} />
    }
}

/// "Make a figure": the builder, on the game's moves, opening on the move shown (the
/// link is written when asked for: it replays the game).
fn make_figure(s: &State) -> Callback<MouseEvent> {
    // With what an annotated record opened here says of the moves.
    let record = s.session.notes().on(s.session.game().record());
    let at = s.shown().ply();
    Callback::from(move |_: MouseEvent| {
        let link = crate::ui::figure::builder::address::link_for(&record, at);
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&link);
        }
    })
}

/// "What play shows" of the game on the board, at the end of its rules panel.
#[cfg(feature = "screens")]
fn play_stats(game: crate::engine::GameId, rules: crate::engine::Rules, _: Lang) -> Html {
    html! { <PlayStats key={game.id()} {game} rules={Some(rules)} /> }
}

/// "What play shows" of the game on the board, at the end of its rules panel: the web
/// build's app draws the panel, and the screens' bundle what it shows (holder.rs).
#[cfg(not(feature = "screens"))]
fn play_stats(game: crate::engine::GameId, rules: crate::engine::Rules, lang: Lang) -> Html {
    let body = Callback::from(move |opened: u32| {
        let rules = Some(rules);
        html! { <Holder shown={Shown::Stats { game, rules, lang, opened }} /> }
    });
    html! { <StatsFrame key={game.id()} {game} {body} /> }
}

fn view_play(
    s: &State,
    dispatch: &Callback<Action>,
    send: &dyn Fn(Action) -> Callback<()>,
    narrow: bool,
    stage: usize,
    place: Place,
) -> Html {
    let lang = s.prefs.lang;
    let p = s.position();
    let view = s.board_view();
    let marks = view.marks.clone();
    let flipped = view.flipped;
    let game = p.game();
    // Who plays on the board shown (two people on the analysis board).
    let mode = s.shown().mode;
    let inputs = board_inputs(s, dispatch, !mode.is_computer(p.to_move()));
    let coordinates = s.prefs.coordinates;
    // Each once a drawing: under the board and in the sowing's panel, under the board and
    // in the move list.
    let (callouts, line) = (s.callouts(), s.line_items());
    html! {
        <div class="play">
            <div class="main-col">
            <div class="board-wrap">
                if stage >= 1 {
                    <Board view={view} on_hole={dispatch.to(PlayAction::Hole)} portrait={game.layouts().portrait(narrow)} />
                }
            </div>
            if stage >= 2 {
                { board_says(&callouts, s.animating()) }
                <div class="board-tools buttons">
                    // Undo and Redo beside the board, where a phone's player has it in view.
                    <span class="buttons" role="group" aria-label={t(lang, "Moves")}>
                        <button type="button" data-action="undo" disabled={s.shown().ply() == 0}
                            onclick={send(PlayAction::Undo.into()).reform(|_: MouseEvent| ())}>{ t(lang, "↶ Undo") }</button>
                        <button type="button" data-action="redo" disabled={s.shown().ply() >= line.len()}
                            onclick={send(PlayAction::Redo.into()).reform(|_: MouseEvent| ())}>{ t(lang, "Redo ↷") }</button>
                    </span>
                    <span class="buttons" role="group" aria-label={t(lang, "Board")}>
                    <button type="button" data-action="flip" title={t(lang, "Turn the board half a turn: the other player at the bottom (the holes keep their names)")}
                        onclick={send(PlayAction::FlipBoard.into()).reform(|_: MouseEvent| ())}>
                        <span aria-hidden="true">{ "⇅" }</span>{ t(lang, "Turn the board") }
                    </button>
                    <button type="button" data-action="coordinates" aria-pressed={if coordinates { "true" } else { "false" }}
                        title={t(lang, "Show the names of the files and ranks along the board")}
                        onclick={send(PrefsAction::SetCoordinates(!coordinates).into()).reform(|_: MouseEvent| ())}>
                        { t(lang, "Coordinates") }
                    </button>
                    </span>
                </div>
                // One node each, present or not (`{ for … }` would be spread into this list
                // and shift the board's place in it: the board would be drawn anew, and the
                // focus lost, whenever a chooser opens or closes). Before the image and the
                // figure: the panel, kept in view at the window's foot, never covers them.
                { inputs }
                if offers(place, Takeaway::Download) {
                    { download_image(lang, Download { position: p.clone(), flipped, coordinates, caption: None, credit: None,
                        note: frame::what(lang, s.shown().game(), s.shown().ply()), theme: Theme::Wood,
                        base: String::new(), name: format!("{}-move-{}", game.id(), s.shown().ply()),
                        marks, words: None }) }
                }
                if offers(place, Takeaway::Figure) {
                    <p class="buttons make-figure">
                        <button type="button" data-action="make-figure" onclick={make_figure(s)}>{ t(lang, "Make a figure") }</button>
                    </p>
                }
                <RulesPanel {game} rules={p.rules()}>
                    { play_stats(game, p.rules(), lang) }
                </RulesPanel>
                if offers(place, Takeaway::Share) {
                    <RecordPanel source={RecordSource::of(&s.session)} page={storage::page_address()}
                        on_import={dispatch.to(LibraryAction::Import)} message={s.notices.import.clone()}
                        deciding={s.deciding().filter(|d| d.pending() == Pending::Import).map(|_| s.status())} />
                }
            }
            </div>
            <div class="side">
                if stage >= 2 {
                    if let (Mode::Correspondence { you }, None, true) = (mode, &s.analysis, offers(place, Takeaway::Letters)) {
                        <LetterPanel {you} over={s.session.over()}
                            link={s.letter_to_send().map(|f| format!("{}#{f}", storage::page_address()))} />
                    }
                    if !mode.is_computer(crate::engine::Player::South) || !mode.is_computer(crate::engine::Player::North) {
                        <HintPanel {game} can_hint={s.can_hint()} thinking={s.hint_asked().is_some()} lines={s.hint_lines()}
                            solved={s.hint().is_some_and(|h| h.solved)}
                            margins={s.hint().and_then(|h| h.margins.clone())}
                            on_hint={send(PlayAction::AskHint.into())} />
                    }
                    if !s.session.over() && mode != Mode::ComputerVsComputer && s.analysis.is_none() {
                        <EndControls resigner={s.resigner()} against_computer={matches!(mode, Mode::VsComputer { .. })}
                            can_offer={s.may_offer_draw()} offer={s.input.offer}
                            on_resign={send(PlayAction::Resign.into())} on_offer={send(PlayAction::OfferDraw.into())}
                            on_accept={send(PlayAction::AcceptDraw.into())} on_decline={send(PlayAction::DeclineDraw.into())} />
                    }
                    <AnimationControls {game} speed={s.prefs.speed} animating={s.animating()} {callouts}
                        sound={Some(s.prefs.sound)} on_sound={dispatch.reform(|on: bool| {
                            if on {
                                crate::ui::platform::sound::unlock();
                            }
                            PrefsAction::SetSound(on).into()
                        })}
                        on_speed={dispatch.to(ShowAction::SetSpeed)} on_seed={send(ShowAction::StepSeed.into())}
                        on_lap={send(ShowAction::StepLap.into())} on_finish={send(ShowAction::FinishAnimation.into())} />
                    { analysis_panel(s, dispatch, send) }
                    <History {line} at={s.shown().ply()} rounds={s.round_marks()}
                        notes={s.line_notes()}
                        header={s.shown().notes().header.iter().map(|(f, v)| (crate::ui::i18n::field_name(lang, f).to_string(), v.to_string())).collect::<Vec<_>>()}
                        start_note={s.shown().notes().start.comment(lang.code()).map(str::to_string)}
                        ending={s.shown().ended_now().map(|c| c.sentence(lang))}
                        side_from={s.analysis.as_ref().and_then(|a| a.side_line_from())}
                        on_jump={dispatch.to(PlayAction::Jump)} on_new={send(SetupAction::ShowStart.into())} />
                }
            </div>
        </div>
    }
}
