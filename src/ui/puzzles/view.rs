//! The Puzzles screen (`#puzzles`, `#puzzles=GAME`, `#puzzle=ID`): a game's puzzles,
//! fetched when the screen first shows them (`puzzles/GAME.json`, never on a first page
//! load that does not show puzzles), the puzzle of the day or the one linked, the
//! difficulty filter, the streak and the puzzles solved (kept in the browser), and the
//! puzzle shown ([`PuzzleView`]): its board runs on the app's own [`State`] wrapped in
//! the attempt's part ([`Attempt`]), which judges each move ([`puzzles::next_step`]) and
//! plays the computer's answers — the line's, or off the line the solver's, asked of
//! the worker (never searched on the page's thread). The game on the app's board is
//! never touched.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ai::Level;
use crate::engine::{Game, GameId, Move};
use crate::ui::board::controls::{spoken_region, AnimationControls};
use crate::ui::board::inputs::Chooser;
use crate::ui::board::view::Board;
use crate::ui::i18n::data::fetch_text;
use crate::ui::i18n::{player, t, tf, tn, Lang};
use crate::ui::puzzles::{
    self, Failure, Filter, Goal, Next, Opened, Progress, Puzzle, RouteError, Set,
};
use crate::ui::rules::game_name;
use crate::ui::shell::hooks::{use_animation, use_lang, use_narrow, use_steps, Dispatch};
use crate::ui::shell::storage;
use crate::ui::shell::worker::{use_worker, Decider};
use crate::ui::state::{
    chooser_title, Action, Effect, PlayAction, Reply, Request, ShowAction, Speed, State, Work,
};

/// Hands the screen a game's puzzle file instead of fetching it (the tests'): called
/// with the game, it answers through the callback with the file's text or why not.
#[derive(Clone)]
pub struct PuzzleLoader(pub Rc<dyn Fn(GameId, Callback<Loaded>)>);

/// A puzzle file's text, or why it did not come.
pub type Loaded = Result<String, String>;

impl PartialEq for PuzzleLoader {
    fn eq(&self, other: &PuzzleLoader) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for PuzzleLoader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PuzzleLoader")
    }
}

/// Properties of [`PuzzleScreen`].
#[derive(Properties, PartialEq)]
pub struct PuzzleProps {
    /// The link opened.
    pub opened: Opened,
    /// The animation's speed (the app's).
    pub speed: Speed,
    /// Leave the puzzles.
    pub on_leave: Callback<()>,
    /// Where the puzzle files are (`""`: next to the app).
    #[prop_or_default]
    pub files: String,
    /// Reads the puzzle files instead of fetching them (the tests').
    #[prop_or_default]
    pub loader: Option<PuzzleLoader>,
    /// Decides long sowings instead of the worker (the tests').
    #[prop_or_default]
    pub decider: Option<Decider>,
}

/// A game's puzzles, as far as they have come.
#[derive(Clone, PartialEq)]
enum Load {
    Loading(GameId),
    Ready(Rc<Set>),
    Failed(GameId, String),
}

/// Today's day number (UTC).
fn today() -> i64 {
    puzzles::day_of(js_sys::Date::now())
}

/// `game`'s puzzles, fetched from `files` (or read by `loader`) when first asked for; a
/// file asked for a game the reader has left since is ignored when it comes.
#[hook]
fn use_puzzles(game: GameId, files: String, loader: Option<PuzzleLoader>) -> Load {
    let load = use_state(|| Load::Loading(game));
    {
        let load = load.clone();
        use_effect_with(game, move |&game| {
            load.set(Load::Loading(game));
            // Whether `game` is still the one shown: a file that comes after the reader
            // has switched games is not this game's, and is ignored.
            let current = Rc::new(std::cell::Cell::new(true));
            let done = {
                let (load, current) = (load.clone(), Rc::clone(&current));
                Callback::from(move |got: Loaded| {
                    let now = match got.and_then(|text| puzzles::read(game, &text)) {
                        Ok(set) => Load::Ready(Rc::new(set)),
                        Err(e) => Load::Failed(game, e),
                    };
                    // The file read in this task, the screen drawn in the next.
                    let (load, current) = (load.clone(), Rc::clone(&current));
                    Timeout::new(0, move || {
                        if current.get() {
                            load.set(now)
                        }
                    })
                    .forget();
                })
            };
            match loader {
                Some(l) => (l.0)(game, done),
                None => {
                    let url = format!("{files}{}", puzzles::file_name(game));
                    wasm_bindgen_futures::spawn_local(async move {
                        done.emit(fetch_text(&url).await);
                    });
                }
            }
            move || current.set(false)
        });
    }
    (*load).clone()
}

/// A game's puzzles: the puzzle shown, the choices around it, the way back.
#[component]
pub fn PuzzleScreen(p: &PuzzleProps) -> Html {
    let lang = use_lang();
    let game = p.opened.route.game;
    let load = use_puzzles(game, p.files.clone(), p.loader.clone());
    let kept = use_state(|| storage::load_kept(lang, Progress::load, &puzzles::KEPT_WORDS));
    let not_kept = use_state(|| false);
    let filter = use_state(Filter::default);
    let on_result = {
        let (kept, not_kept) = (kept.clone(), not_kept.clone());
        Callback::from(move |(id, solved, clean): (String, bool, bool)| {
            let mut now = kept.0.clone();
            if solved {
                now.solved(&id, clean);
            } else {
                now.failed();
            }
            if now != kept.0 {
                let saved = storage::local_store()
                    .ok_or(())
                    .and_then(|mut s| now.save(&mut s).map_err(|_| ()));
                not_kept.set(saved.is_err() && !storage::kiosk());
                kept.set((now, kept.1.clone()));
            }
        })
    };
    let progress = &kept.0;
    let games = puzzles::GAMES.into_iter().map(|g| {
        let current = (g == game).then_some("page");
        html! { <li><a href={puzzles::link(g)} data-puzzle-game={g.id()} aria-current={current}>{ game_name(g, lang) }</a></li> }
    });
    let mut problems: Vec<String> = [
        p.opened.problem.as_ref().map(|e| e.message(lang)),
        kept.1.clone(),
        (*not_kept).then(|| t(lang, "This browser does not keep the puzzles solved: they are marked until the page is closed.").to_string()),
    ]
    .into_iter()
    .flatten()
    .collect();
    let body = match &load {
        Load::Loading(_) => html! {
            <p class="fine" role="status" data-puzzles-status="loading">{ t(lang, "Loading the puzzles…") }</p>
        },
        Load::Failed(_, why) => html! {
            <p class="notice error" role="alert" data-puzzles-status="error">{ tf(lang, "The puzzles could not be loaded: {}", &[why]) }</p>
        },
        Load::Ready(set) if set.game != game => html! {
            <p class="fine" role="status" data-puzzles-status="loading">{ t(lang, "Loading the puzzles…") }</p>
        },
        Load::Ready(set) => {
            if !set.skipped.is_empty() {
                problems.push(tf(
                    lang,
                    "Some puzzles could not be read and are left out: {}",
                    &[&set.skipped.join("; ")],
                ));
            }
            let day = puzzles::of_the_day(today(), set.puzzles.len());
            let asked = p.opened.route.id.as_deref();
            let found = asked.and_then(|id| set.find(id));
            if let (Some(id), None) = (asked, found) {
                problems.push(RouteError::NoPuzzle(id.chars().take(40).collect()).message(lang));
            }
            match found.or(day) {
                None => html! { <p class="fine">{ t(lang, "This game has no puzzles yet.") }</p> },
                Some(i) => {
                    // The next puzzle (not solved, in the difficulty chosen): the nav's and
                    // the solve's link.
                    let next = puzzles::next(set, Some(i), *filter, progress)
                        .map(|k| set.puzzles[k].link());
                    chooser(
                        lang,
                        set,
                        i,
                        day,
                        next.clone(),
                        progress,
                        filter.clone(),
                        html! {
                            <PuzzleView key={set.puzzles[i].id.clone()} puzzle={Rc::clone(&set.puzzles[i])}
                                speed={p.speed} on_result={on_result.clone()} decider={p.decider.clone()}
                                {next} />
                        },
                    )
                }
            }
        }
    };
    let problems = problems
        .into_iter()
        .map(|m| html! { <p class="notice error" role="alert">{ m }</p> });
    let leave = p.on_leave.reform(|_: MouseEvent| ());
    html! {
        <section class="learn puzzles" data-puzzles={game.id()} aria-labelledby="puzzles-title">
            <h2 id="puzzles-title">{ tf(lang, "Puzzles of {}", &[&game_name(game, lang)]) }</h2>
            { for problems }
            <nav class="learn-games" aria-label={t(lang, "Puzzles of each game")}><ul>{ for games }</ul></nav>
            { body }
            <p class="buttons learn-leave"><button type="button" data-action="leave-puzzles" onclick={leave}>{ t(lang, "Leave the puzzles") }</button></p>
        </section>
    }
}

/// The counts, the filter, the way to other puzzles, and the puzzle shown (`view`).
#[allow(clippy::too_many_arguments)]
fn chooser(
    lang: Lang,
    set: &Set,
    i: usize,
    day: Option<usize>,
    skip: Option<String>,
    progress: &Progress,
    set_filter: UseStateHandle<Filter>,
    view: Html,
) -> Html {
    let filter = *set_filter;
    let puzzle = &set.puzzles[i];
    let admitted = set.puzzles.iter().filter(|p| filter.admits(p)).count();
    let options = Filter::ALL.into_iter().map(|f| {
        let count = set.puzzles.iter().filter(|p| f.admits(p)).count();
        html! {
            <option value={f.value()} selected={f == filter}>{ format!("{} ({count})", f.label(lang)) }</option>
        }
    });
    let on_filter = Callback::from(move |e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        set_filter.set(Filter::from_value(&v));
    });
    let previous = puzzles::previous(set, i, filter).map(|k| set.puzzles[k].link());
    let of_day = day.filter(|&d| d != i).map(|d| set.puzzles[d].link());
    let solved = progress.is_solved(&puzzle.id);
    html! {
        <>
        <p class="learn-count puzzle-counts" data-solved={progress.solved_in(set).to_string()} data-streak={progress.streak.to_string()}>
            { tf(lang, "Solved: {} of {}", &[&progress.solved_in(set), &set.puzzles.len()]) }
            { " · " }
            { tf(lang, "Streak: {} (best {})", &[&progress.streak, &progress.best]) }
        </p>
        <div class="puzzle-choice">
            <label for="puzzle-filter">{ t(lang, "Difficulty") }</label>
            <select id="puzzle-filter" data-puzzle-filter="" onchange={on_filter}>{ for options }</select>
            <span class="fine" data-admitted={admitted.to_string()}>{ tn(lang, admitted as u64, "{} puzzle", "{} puzzles", &[&admitted]) }</span>
        </div>
        <p class="puzzle-where fine">
            if day == Some(i) {
                <strong data-puzzle-of-the-day="">{ t(lang, "The puzzle of the day") }</strong>{ " · " }
            }
            { tf(lang, "Puzzle {} of {}", &[&(i + 1), &set.puzzles.len()]) }
            { " · " }{ difficulty_text(lang, puzzle) }
            if solved { { " · " }<span data-puzzle-solved="">{ t(lang, "solved") }</span> }
        </p>
        <nav class="buttons puzzle-nav" aria-label={t(lang, "Other puzzles")}>
            if let Some(href) = previous {
                <a class="button" {href} data-action="previous-puzzle">{ t(lang, "Previous puzzle") }</a>
            }
            if let Some(href) = skip {
                <a class="button" {href} data-action="skip-puzzle">{ t(lang, "Next puzzle") }</a>
            }
            if let Some(href) = of_day {
                <a class="button" {href} data-action="puzzle-of-the-day">{ t(lang, "The puzzle of the day") }</a>
            }
        </nav>
        { view }
        </>
    }
}

fn difficulty_text(lang: Lang, p: &Puzzle) -> String {
    let d = puzzles::difficulty_name(p.difficulty, lang);
    match &p.goal {
        Goal::Gain(g) => tn(
            lang,
            g.margin.unsigned_abs().into(),
            "{}, {} seed more than any other move",
            "{}, {} seeds more than any other move",
            &[&d, &g.margin],
        ),
        Goal::Win { .. } => tn(
            lang,
            u64::from(p.n),
            "{}, win in {} move",
            "{}, win in {} moves",
            &[&d, &p.n],
        ),
    }
}

/// Properties of [`PuzzleView`].
#[derive(Properties)]
struct ViewProps {
    puzzle: Rc<Puzzle>,
    speed: Speed,
    /// The attempt's end: (id, solved, without a wrong move).
    on_result: Callback<(String, bool, bool)>,
    decider: Option<Decider>,
    /// The next puzzle's link.
    next: Option<String>,
    /// In a figure (`embed.html?puzzle=…`): where the app is. The next puzzle's link then
    /// opens the app in a new tab, never the page.
    #[prop_or_default]
    app_url: Option<String>,
}

impl PartialEq for ViewProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.puzzle, &o.puzzle)
            && self.speed == o.speed
            && self.on_result == o.on_result
            && self.decider == o.decider
            && self.next == o.next
            && self.app_url == o.app_url
    }
}

/// What can happen to an attempt.
enum AttemptAction {
    /// What can happen on a board (and the worker's replies).
    App(Action),
    /// The computer plays the answer waited for.
    Respond,
    /// Back to the puzzle's position.
    Retry,
    /// Show the solution.
    Solution,
}

/// What the computer last did, for the status line.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// Nothing yet (or the player's own extra move).
    Nothing,
    /// It answered with the line's move.
    Line(Move),
    /// The player left the line but still wins: the solver answered.
    Solver(Move),
}

/// The ids of the puzzle's own requests to the worker (above any the state makes).
const ASK_BASE: u64 = 1 << 48;

/// An attempt's part: its board (the app's [`State`], two players), what follows
/// ([`Next`]), and what it asks of the worker (its own solver requests, and long sowings
/// the state asks to decide), gathered in `outbox` for the hooks.
struct Attempt {
    s: State,
    puzzle: Rc<Puzzle>,
    next: Next,
    said: Said,
    /// No wrong move yet (a retry after a failure is not clean).
    clean: bool,
    /// The solver request out, if any.
    asked: Option<u64>,
    asks: u64,
    solution: bool,
    outbox: Rc<RefCell<Vec<Effect>>>,
    count: u64,
}

impl Attempt {
    fn new(puzzle: Rc<Puzzle>, speed: Speed, lang: Lang, clean: bool) -> Attempt {
        let mut s = State::new(speed);
        s.prefs.lang = lang;
        s.load_game(
            Game::new(puzzle.start.clone()),
            Vec::new(),
            0,
            crate::ui::state::Mode::TwoPlayers,
        );
        Attempt {
            s,
            puzzle,
            next: Next::Yours,
            said: Said::Nothing,
            clean,
            asked: None,
            asks: 0,
            solution: false,
            outbox: Rc::default(),
            count: 0,
        }
    }

    fn copy(&self) -> Attempt {
        Attempt {
            s: self.s.clone(),
            puzzle: Rc::clone(&self.puzzle),
            next: self.next.clone(),
            said: self.said.clone(),
            clean: self.clean,
            asked: self.asked,
            asks: self.asks,
            solution: self.solution,
            outbox: Rc::clone(&self.outbox),
            count: self.count,
        }
    }

    /// Whether an action would play a move or change what the player is choosing.
    fn moves(a: &Action) -> bool {
        match a {
            Action::Draft(_) => true,
            Action::Play(p) => !matches!(p, PlayAction::FlipBoard),
            _ => false,
        }
    }

    fn send(&mut self, effects: Vec<Effect>) {
        let wanted: Vec<Effect> = effects
            .into_iter()
            .filter(|e| matches!(e, Effect::Ask(_) | Effect::Cancel(_)))
            .collect();
        if !wanted.is_empty() {
            self.outbox.borrow_mut().extend(wanted);
            self.count += 1;
        }
    }

    /// Applies `a` to the board; then, if a move was played, what follows.
    fn apply(&mut self, a: Action) {
        let before = self.s.session.game().moves().len();
        let effects = self.s.update(a);
        self.send(effects);
        if self.s.session.game().moves().len() != before {
            self.step();
        }
    }

    /// What follows the position now; a solver request when the line is left.
    fn step(&mut self) {
        let game = self.s.session.game();
        self.next = puzzles::next_step(&self.puzzle, game);
        if self.next == Next::Ask {
            self.asks += 1;
            let id = ASK_BASE + self.asks;
            self.asked = Some(id);
            let work = Work {
                request: Request::Hint { id },
                game: Rc::new(game.clone()),
                level: Level::Expert,
                pause: 0,
            };
            self.send(vec![Effect::Ask(work)]);
        }
        if matches!(self.next, Next::Failed(_)) {
            self.clean = false;
        }
    }
}

impl Reducible for Attempt {
    type Action = AttemptAction;
    fn reduce(self: Rc<Self>, action: AttemptAction) -> Rc<Self> {
        let mut me = Rc::try_unwrap(self).unwrap_or_else(|rc| rc.copy());
        match action {
            AttemptAction::Retry => {
                let again = Attempt::new(
                    Rc::clone(&me.puzzle),
                    me.s.prefs.speed,
                    me.s.prefs.lang,
                    false,
                );
                let mut again = Attempt {
                    outbox: Rc::clone(&me.outbox),
                    count: me.count,
                    asks: me.asks,
                    ..again
                };
                again.s.prefs = me.s.prefs;
                if let Some(id) = me.asked {
                    again.send(vec![Effect::Cancel(Request::Hint { id })]);
                }
                return Rc::new(again);
            }
            AttemptAction::Solution => me.solution = true,
            AttemptAction::Respond => {
                if let (Next::Answer(mv), false) = (&me.next, me.s.animating()) {
                    let mv = *mv;
                    let on_line = puzzles::on_line(&me.puzzle, me.s.session.game().moves());
                    me.said = if on_line {
                        Said::Line(mv)
                    } else {
                        Said::Solver(mv)
                    };
                    me.apply(PlayAction::Play(mv).into());
                }
            }
            AttemptAction::App(Action::Reply(Reply::Hint { id, moves, .. }))
                if Some(id) == me.asked =>
            {
                me.asked = None;
                if me.next == Next::Ask {
                    me.next = match puzzles::answer(me.s.session.game(), &moves) {
                        Ok(mv) => Next::Answer(mv),
                        Err(f) => {
                            me.clean = false;
                            Next::Failed(f)
                        }
                    };
                }
            }
            // Only the player's moves, and only when it is the player's turn.
            AttemptAction::App(a) if Attempt::moves(&a) && me.next != Next::Yours => {}
            AttemptAction::App(a) => {
                if Attempt::moves(&a) {
                    me.said = Said::Nothing;
                }
                me.apply(a);
            }
        }
        Rc::new(me)
    }
}

/// One puzzle: its task, its board, what happened.
#[component]
fn PuzzleView(p: &ViewProps) -> Html {
    let lang = use_lang();
    let handle = {
        let (puzzle, speed) = (Rc::clone(&p.puzzle), p.speed);
        use_reducer(move || Attempt::new(puzzle, speed, lang, true))
    };
    let dispatch: Callback<Action> = {
        let handle = handle.clone();
        Callback::from(move |a: Action| handle.dispatch(AttemptAction::App(a)))
    };
    let run = &*handle;
    let s = &run.s;
    use_animation(s, dispatch.clone());
    let worker = use_worker(dispatch.clone(), p.decider.clone());
    {
        let outbox = Rc::clone(&run.outbox);
        use_effect_with(run.count, move |_| {
            for effect in std::mem::take(&mut *outbox.borrow_mut()) {
                match effect {
                    Effect::Ask(work) => worker.ask(work),
                    Effect::Cancel(request) => worker.cancel(&request),
                    _ => {}
                }
            }
        });
    }
    // The computer answers once the player's move has been seen.
    {
        let answering = matches!(run.next, Next::Answer(_)) && !s.animating();
        let ply = s.session.game().moves().len();
        let handle = handle.clone();
        use_effect_with((answering, ply), move |&(answering, _)| {
            let timer = answering
                .then(|| Timeout::new(350, move || handle.dispatch(AttemptAction::Respond)));
            move || drop(timer)
        });
    }
    // The attempt's end is kept (once per end).
    {
        let end = match &run.next {
            Next::Solved | Next::Kept(_) => Some(true),
            Next::Failed(_) => Some(false),
            _ => None,
        };
        let (on_result, id, clean) = (p.on_result.clone(), p.puzzle.id.clone(), run.clean);
        let ply = s.session.game().moves().len();
        use_effect_with((end, ply), move |&(end, _)| {
            if let Some(solved) = end {
                on_result.emit((id, solved, clean));
            }
        });
    }
    let narrow = use_narrow();
    // Drawn in parts, a task each (the task, then the board, then the rest), as the app's
    // own game is: no task of the page draws (and compiles) everything at once.
    let stage = use_steps(2, false);
    let puzzle = &p.puzzle;
    let game = puzzle.game;
    let yours = run.next == Next::Yours;
    let send0 = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.emit(a.clone()))
    };
    let chooser = yours
        .then(|| chooser_title(lang, s.input.choosing))
        .flatten()
        .map(|(title, kind)| {
            let hole = s.input.choosing.hole().unwrap_or(crate::engine::Hole::new(0, 0));
            html! { <Chooser {title} {hole} {kind} items={s.choices()} on_choose={dispatch.to(PlayAction::Play)} on_cancel={send0(PlayAction::CancelInput.into())} /> }
        });
    let to = |a: AttemptAction| {
        let handle = handle.clone();
        Callback::from(move |_: MouseEvent| {
            handle.dispatch(match a {
                AttemptAction::Retry => AttemptAction::Retry,
                _ => AttemptAction::Solution,
            })
        })
    };
    let opponent = player(lang, !puzzle.side());
    let (kind, status) = match &run.next {
        _ if s.animating() => ("moving", Html::default()),
        Next::Yours => {
            let text = match &run.said {
                // The task is said above the board.
                Said::Nothing if s.session.game().moves().is_empty() => String::new(),
                Said::Nothing if puzzles::on_line(puzzle, s.session.game().moves()) => {
                    t(lang, "Right. Your move again.").to_string()
                }
                Said::Nothing => t(lang, "Your move again.").to_string(),
                Said::Line(m) => tf(lang, "Right. {} answered {}: your move.", &[&opponent, m]),
                Said::Solver(m) => tf(
                    lang,
                    "Not the line's move, but the solver finds it still wins. {} answered {}: your move.",
                    &[&opponent, m],
                ),
            };
            ("yours", html! { if !text.is_empty() { <p>{ text }</p> } })
        }
        Next::Answer(_) => (
            "answering",
            html! { <p>{ tf(lang, "{} answers…", &[&opponent]) }</p> },
        ),
        Next::Ask => (
            "asking",
            html! { <p>{ t(lang, "The solver checks whether your move still wins…") }</p> },
        ),
        Next::Solved | Next::Kept(_) => {
            let next = p.next.clone().map(|href| match &p.app_url {
                Some(base) => html! {
                    <p><a class="next-lesson" href={format!("{base}{href}")} target="_blank" rel="noopener" data-action="next-puzzle">{ t(lang, "Next puzzle") }</a></p>
                },
                None => html! {
                    <p><a class="next-lesson" {href} data-action="next-puzzle">{ t(lang, "Next puzzle") }</a></p>
                },
            });
            let verdict = match (&run.next, &puzzle.goal) {
                (Next::Kept(m), _) => tf(
                    lang,
                    "Solved: {} keeps the whole gain too, as the endgame tables prove. The puzzle's line goes another way, so the puzzle ends here.",
                    &[m],
                ),
                (_, Goal::Gain(_)) => {
                    t(lang, "Solved: you kept the whole gain to the end of the game.").to_string()
                }
                _ => t(lang, "Solved: the game is won.").to_string(),
            };
            (
                "solved",
                html! {
                    <div class="lesson-feedback right" data-verdict="right">
                        <p class="verdict">{ verdict }</p>
                        { next.unwrap_or_default() }
                    </div>
                },
            )
        }
        Next::Failed(f) => ("failed", failure(lang, f)),
    };
    let solution = run.solution.then(|| {
        let first = puzzles::story_of_first(puzzle)
            .into_iter()
            .map(|r| html! { <li>{ r.sentence(lang) }</li> });
        let line: Vec<String> = puzzle.line.iter().map(Move::to_string).collect();
        let (solution_first, solution_line) = match &puzzle.goal {
            Goal::Gain(g) => (
                gain_value(lang, &puzzle.line[0], g.value),
                t(lang, "The endgame tables' line to the end of the game:").to_string(),
            ),
            Goal::Win { .. } => (
                tf(lang, "The winning move is {}:", &[&puzzle.line[0]]),
                t(lang, "The solver's line to the end of the game:").to_string(),
            ),
        };
        html! {
            <div class="puzzle-solution" data-solution="">
                <p>{ solution_first }</p>
                <ul class="reasons">{ for first }</ul>
                <p>{ solution_line }{ " " }<span class="notation" dir="ltr">{ line.join(" ") }</span></p>
            </div>
        }
    });
    html! {
        <article class="lesson puzzle" data-puzzle-shown={puzzle.id.clone()} data-puzzle-status={kind}>
            <h3>{ tf(lang, "Puzzle {}", &[&puzzle.id]) }</h3>
            <p class="lesson-task"><strong>{ t(lang, "Your task:") }</strong>{ " " }{ puzzles::task(puzzle, lang) }</p>
            <div class="board-wrap">
                if stage >= 1 {
                    <Board view={s.board_view()} on_hole={dispatch.to(PlayAction::Hole)}
                        portrait={game.layouts().portrait(narrow)} may_play={yours && !s.animating()} />
                }
            </div>
            if stage >= 2 {
            { spoken_region(&s.spoken()) }
            { chooser.unwrap_or_default() }
            <div role="status" class="lesson-status">{ status }</div>
            <div class="buttons lesson-tools">
                // Always there, so that the keyboard's focus on it survives a retry.
                <button type="button" data-action="retry" onclick={to(AttemptAction::Retry)}>{ t(lang, "Try again") }</button>
                if !run.solution {
                    <button type="button" data-action="solution" onclick={to(AttemptAction::Solution)}>{ t(lang, "Show the solution") }</button>
                }
            </div>
            { solution.unwrap_or_default() }
            <AnimationControls {game} speed={s.prefs.speed} animating={s.animating()} callouts={s.callouts()}
                on_speed={dispatch.to(ShowAction::SetSpeed)} on_seed={send0(ShowAction::StepSeed.into())}
                on_lap={send0(ShowAction::StepLap.into())} on_finish={send0(ShowAction::FinishAnimation.into())} />
            }
        </article>
    }
}

/// What a `gain` puzzle's best move makes sure of, in words.
fn gain_value(lang: Lang, best: &Move, value: i32) -> String {
    let n = value.unsigned_abs();
    match value.signum() {
        1 => tn(
            lang,
            n.into(),
            "The best move is {}: with best play on both sides you gain {} seed more than your opponent from here to the end of the game.",
            "The best move is {}: with best play on both sides you gain {} seeds more than your opponent from here to the end of the game.",
            &[best, &n],
        ),
        0 => tf(
            lang,
            "The best move is {}: with best play on both sides you gain as many seeds as your opponent from here to the end of the game.",
            &[best],
        ),
        _ => tn(
            lang,
            n.into(),
            "The best move is {}: with best play on both sides your opponent gains only {} seed more than you from here to the end of the game.",
            "The best move is {}: with best play on both sides your opponent gains only {} seeds more than you from here to the end of the game.",
            &[best, &n],
        ),
    }
}

/// A failure, in words: the verdict, then what the player's move did.
fn failure(lang: Lang, f: &Failure) -> Html {
    let items = f
        .story()
        .iter()
        .map(|r| html! { <li>{ r.sentence(lang) }</li> });
    let answer = match f {
        Failure::NoLongerWins {
            answer: Some(m), ..
        } => Some(tf(lang, "The solver's best answer: {}.", &[m])),
        _ => None,
    };
    html! {
        <div class="lesson-feedback wrong" data-verdict="wrong">
            <p class="verdict">{ f.verdict(lang) }</p>
            <ul class="reasons">{ for items }</ul>
            if let Some(a) = answer { <p>{ a }</p> }
        </div>
    }
}

/// Properties of [`PuzzleFigure`].
#[derive(Properties, PartialEq)]
pub struct PuzzleFigureProps {
    /// The puzzle's id.
    pub id: String,
    /// The animation's speed.
    pub speed: Speed,
    /// Where the app is (its puzzle files, and the links that open it).
    pub app_url: String,
    /// Reads the puzzle files instead of fetching them (the tests').
    #[prop_or_default]
    pub loader: Option<PuzzleLoader>,
}

/// A puzzle in a figure (`embed.html?puzzle=ID`): its game's file fetched from the app's
/// place, the puzzle's task, board and feedback; nothing kept (a figure never stores);
/// an id the file does not hold shows the puzzle of the day, and says so.
#[component]
pub fn PuzzleFigure(p: &PuzzleFigureProps) -> Html {
    let lang = use_lang();
    let game = puzzles::game_of(&p.id).unwrap_or(puzzles::GAMES[0]);
    let load = use_puzzles(game, p.app_url.clone(), p.loader.clone());
    match &load {
        Load::Ready(set) if set.game == game => {
            let found = set.find(&p.id);
            let Some(i) = found.or_else(|| puzzles::of_the_day(today(), set.puzzles.len())) else {
                return html! { <p class="fine">{ t(lang, "This game has no puzzles yet.") }</p> };
            };
            let missing = found
                .is_none()
                .then(|| RouteError::NoPuzzle(p.id.chars().take(40).collect()).message(lang));
            let next = puzzles::next(set, Some(i), Filter::All, &Progress::default())
                .map(|k| set.puzzles[k].link());
            html! {
                <>
                if let Some(m) = missing { <p class="notice error" role="alert">{ m }</p> }
                <PuzzleView key={set.puzzles[i].id.clone()} puzzle={Rc::clone(&set.puzzles[i])}
                    speed={p.speed} on_result={Callback::noop()} decider={None::<Decider>}
                    {next} app_url={Some(p.app_url.clone())} />
                </>
            }
        }
        Load::Failed(_, why) => html! {
            <p class="notice error" role="alert" data-puzzles-status="error">{ tf(lang, "The puzzles could not be loaded: {}", &[why]) }</p>
        },
        _ => html! {
            <p class="fine" role="status" data-puzzles-status="loading">{ t(lang, "Loading the puzzles…") }</p>
        },
    }
}
