//! The Puzzles screen (`#puzzles`, `#puzzles=GAME`, `#puzzle=ID`): a game's puzzles,
//! fetched when the screen first shows them (`puzzles/GAME.json`, never on a first page
//! load that does not show puzzles), the puzzle of the day or the one linked, the
//! difficulty filter, the streak and the puzzles solved (kept in the browser), and the
//! puzzle shown ([`PuzzleView`]): its board is the attempt's part ([`Attempt`], pure)
//! through the shell, as every screen that holds a game; it judges each move
//! ([`puzzles::next_step`]) and plays the computer's answers — the line's, or off the
//! line the solver's, asked of the worker (never searched on the page's thread). The game
//! on the app's board is never touched.

use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use super::attempt::{Attempt, AttemptMsg, LastReply, Snapshot};
use crate::engine::{GameId, Move};
use crate::ui::board::controls::{board_says, spoken_region, AnimationControls};
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::view::Board;
use crate::ui::game::puzzle_address::{self, Opened, RouteError};
use crate::ui::game::{resumes_attempt, Host, Place};
use crate::ui::game::{Action, Keep, PlayAction, Prefs, ShowAction, Speed};
use crate::ui::i18n::data::fetch_text;
use crate::ui::i18n::game_name;
use crate::ui::i18n::{player, t, tf, tn, Lang};
use crate::ui::platform::hooks::{
    use_board_in_view, use_in_view, use_lang, use_narrow, use_room, use_steps,
};
use crate::ui::platform::kept::KeptProgress as _;
use crate::ui::platform::storage;
use crate::ui::puzzles::{self, Failure, Filter, Goal, Next, Progress, Puzzle, Set, Unloaded};
use crate::ui::shell::hooks::Dispatch;
use crate::ui::shell::runtime::{use_shell, ShellSetup};
use crate::ui::shell::worker::Decider;

/// Hands the screen a game's puzzle file instead of fetching it (the tests'): called
/// with the game, it answers through the callback with the file's text or why not.
#[derive(Clone)]
pub struct PuzzleLoader(pub Rc<dyn Fn(GameId, Callback<PuzzleFile>)>);

/// A puzzle file's text, or why it did not come.
pub type PuzzleFile = Result<String, String>;

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
    /// The app's settings (the puzzle's board follows them).
    pub prefs: Prefs,
    /// A setting the reader changed on the puzzle's board (the app keeps it).
    pub on_keep: Callback<Keep>,
    /// Where the page is (a kiosk keeps nothing).
    pub place: Place,
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
    Failed(GameId, Unloaded),
}

/// Today's day number (UTC).
fn today() -> i64 {
    puzzles::day_of(js_sys::Date::now())
}

/// Whether the browser says it is online (`navigator.onLine`; yes when it cannot say).
fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
}

/// `game`'s puzzles, fetched from `files` (or read by `loader`) when first asked for, and
/// again each time `again` is emitted while they have not come (a "Try again" button)
/// or the browser comes back online: the one hook that fetches them, and its retry. A file
/// asked for a game the reader has left since is ignored when it comes.
#[hook]
fn use_puzzles(game: GameId, files: String, loader: Option<PuzzleLoader>) -> (Load, Callback<()>) {
    let load = use_state(|| Load::Loading(game));
    // How many times the file was asked for again.
    let tries = use_state(|| 0u32);
    let again = {
        let tries = tries.clone();
        Callback::from(move |()| tries.set(*tries + 1))
    };
    {
        let load = load.clone();
        use_effect_with((game, *tries), move |&(game, _)| {
            load.set(Load::Loading(game));
            // Whether `game` is still the one shown: a file that comes after the reader
            // has switched games is not this game's, and is ignored.
            let current = Rc::new(std::cell::Cell::new(true));
            let done = {
                let (load, current) = (load.clone(), Rc::clone(&current));
                Callback::from(move |got: PuzzleFile| {
                    let now = match got.and_then(|text| puzzles::read(game, &text)) {
                        Ok(set) => Load::Ready(Rc::new(set)),
                        Err(e) => Load::Failed(game, Unloaded::of(online(), e)),
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
    // Back online: whatever did not come is asked for again.
    {
        let (failed, again) = (matches!(*load, Load::Failed(..)), again.clone());
        use_effect_with(failed, move |&failed| {
            let listener = failed
                .then(web_sys::window)
                .flatten()
                .map(|w| gloo::events::EventListener::new(&w, "online", move |_| again.emit(())));
            move || drop(listener)
        });
    }
    ((*load).clone(), again)
}

/// The puzzles that did not come, in words, with "Try again".
fn unloaded(lang: Lang, game: GameId, why: &Unloaded, again: &Callback<()>) -> Html {
    let onclick = again.reform(|_: MouseEvent| ());
    let kind = match why {
        Unloaded::Offline => "offline",
        Unloaded::Failed(_) => "error",
    };
    html! {
        <div class="notice error puzzles-unloaded" role="alert" data-puzzles-status={kind}>
            <p>{ why.message(game, lang) }</p>
            <p class="buttons"><button type="button" data-action="puzzles-again" {onclick}>{ t(lang, "Try again") }</button></p>
        </div>
    }
}

/// A game's puzzles: the puzzle shown, the choices around it, the way back.
#[component]
pub fn PuzzleScreen(p: &PuzzleProps) -> Html {
    let lang = use_lang();
    let game = p.opened.route.game;
    let (load, again) = use_puzzles(game, p.files.clone(), p.loader.clone());
    let kept = use_state(|| storage::load_kept::<Progress>(lang));
    let not_kept = use_state(|| false);
    // The difficulty chosen last, kept with the progress: a reload keeps it.
    let filter = use_state({
        let kept = kept.0.filter;
        move || kept
    });
    {
        let (kept, not_kept) = (kept.clone(), not_kept.clone());
        use_effect_with(*filter, move |&f| {
            if kept.0.filter != f {
                if let Some(changed) =
                    storage::change_kept(&kept.0, |p: &mut Progress| p.filter = f)
                {
                    not_kept.set(changed.not_kept);
                    kept.set((changed.progress, kept.1.clone()));
                }
            }
        });
    }
    let on_result = {
        let (kept, not_kept) = (kept.clone(), not_kept.clone());
        Callback::from(move |(id, solved, clean): (String, bool, bool)| {
            let change = |p: &mut Progress| {
                if solved {
                    p.solved(&id, clean);
                } else {
                    p.failed();
                }
            };
            if let Some(changed) = storage::change_kept(&kept.0, change) {
                not_kept.set(changed.not_kept);
                kept.set((changed.progress, kept.1.clone()));
            }
        })
    };
    let progress = &kept.0;
    let games = puzzle_address::GAMES.into_iter().map(|g| {
        let current = (g == game).then_some("page");
        html! { <li><a href={puzzle_address::link(g)} data-puzzle-game={g.id()} aria-current={current}>{ game_name(g, lang) }</a></li> }
    });
    let mut problems: Vec<String> = [
        p.opened.problem.as_ref().map(|e| e.message(lang)),
        kept.1.clone(),
        (*not_kept).then(|| Progress::not_kept_message(lang)),
    ]
    .into_iter()
    .flatten()
    .collect();
    let body = match &load {
        Load::Loading(_) => html! {
            <p class="fine" role="status" data-puzzles-status="loading">{ t(lang, "Loading the puzzles…") }</p>
        },
        Load::Failed(_, why) => unloaded(lang, game, why, &again),
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
            let day = puzzles::of_the_day_for(set, today(), *filter, progress);
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
                                prefs={p.prefs} on_keep={Some(p.on_keep.clone())} place={p.place}
                                on_result={on_result.clone()} decider={p.decider.clone()} {next} />
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
    // A difficulty that does not admit the puzzle shown moves to one it admits.
    let moves: Vec<(Filter, Option<String>)> = Filter::ALL
        .into_iter()
        .map(|f| {
            let to = puzzles::shown_after_filter(set, i, f, progress);
            (f, to.map(|k| set.puzzles[k].link()))
        })
        .collect();
    let on_filter = Callback::from(move |e: Event| {
        let v = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_default();
        let f = Filter::from_value(&v);
        set_filter.set(f);
        let link = moves
            .iter()
            .find(|(g, _)| *g == f)
            .and_then(|(_, l)| l.clone());
        if let (Some(link), Some(w)) = (link, web_sys::window()) {
            let _ = w.location().set_hash(&link);
        }
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
            <label for="puzzle-filter">{ t(lang, "Difficulty") }</label>{ " " }
            <select id="puzzle-filter" data-puzzle-filter="" onchange={on_filter}>{ for options }</select>{ " " }
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
    /// The reader's settings, which the board follows.
    prefs: Prefs,
    /// Where a setting changed on the board goes (`None`: a figure's, kept nowhere).
    on_keep: Option<Callback<Keep>>,
    /// Where the page is.
    place: Place,
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
            && self.prefs == o.prefs
            && (self.place, &self.on_keep) == (o.place, &o.on_keep)
            && self.on_result == o.on_result
            && self.decider == o.decider
            && self.next == o.next
            && self.app_url == o.app_url
    }
}

/// One puzzle: its task, its board, what happened.
#[component]
fn PuzzleView(p: &ViewProps) -> Html {
    let lang = use_lang();
    let shell = {
        let (puzzle, prefs, place) = (Rc::clone(&p.puzzle), p.prefs, p.place);
        use_shell(
            // The attempt this tab kept, after a reload (its own record says which puzzle).
            move || {
                let kept = resumes_attempt(place)
                    .then(crate::ui::shell::storage::kept_attempt)
                    .flatten()
                    .and_then(|text| Snapshot::read(&text));
                match kept {
                    Some(record) => Attempt::resume(puzzle, prefs, &record),
                    None => (Attempt::new(puzzle, prefs, true), Vec::new()),
                }
            },
            ShellSetup {
                host: Host::Puzzle,
                place: p.place,
                decider: p.decider.clone(),
                prefs: p.on_keep.clone().map(|k| (p.prefs, k)),
                drawn: true,
            },
        )
    };
    let dispatch = shell.dispatch.clone();
    let send = shell.send();
    let run = shell.model();
    let s = &run.s;
    // The computer answers once the player's move has been seen.
    {
        let answering = matches!(run.next, Next::Answer(_)) && !s.animating();
        let ply = s.session.game().moves().len();
        let send = send.clone();
        use_effect_with((answering, ply), move |&(answering, _)| {
            let timer =
                answering.then(|| Timeout::new(350, move || send.emit(AttemptMsg::Respond)));
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
    // The verdict, once given (below the board), is brought into view.
    let verdict = use_node_ref();
    use_in_view(
        verdict.clone(),
        !s.animating() && matches!(run.next, Next::Solved | Next::Kept(_) | Next::Failed(_)),
    );
    // The task and the board in view while a move is chosen in a panel or shown.
    let (task, board) = (use_node_ref(), use_node_ref());
    // (The task's room set first: the board is measured at the height it then has.)
    use_room(task.clone(), "--task-room");
    use_board_in_view(task.clone(), board.clone(), (s.panel_open(), s.animating()));
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
    let to = |m: AttemptMsg| send.reform(move |_: MouseEvent| m.clone());
    let opponent = player(lang, !puzzle.side());
    let (kind, status) = match &run.next {
        _ if s.animating() => ("moving", Html::default()),
        Next::Yours => {
            let text = match &run.said {
                // The task is said above the board.
                LastReply::Nothing if s.session.game().moves().is_empty() => String::new(),
                LastReply::Nothing if run.on_line() => {
                    t(lang, "Right. Your move again.").to_string()
                }
                LastReply::Nothing => t(lang, "Your move again.").to_string(),
                LastReply::Line(m) => tf(lang, "Right. {} answered {}: your move.", &[&opponent, m]),
                LastReply::Solver(m) => tf(
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
    // Once a drawing: under the board and in the sowing's panel.
    let callouts = s.callouts();
    html! {
        <article class="lesson puzzle" data-puzzle-shown={puzzle.id.clone()} data-puzzle-status={kind}>
            <h3>{ tf(lang, "Puzzle {}", &[&puzzle.id]) }</h3>
            <p class="lesson-task" ref={task}><strong>{ t(lang, "Your task:") }</strong>{ " " }{ puzzles::task(puzzle, lang) }</p>
            <div class="board-wrap" ref={board}>
                if stage >= 1 {
                    <Board view={board_view(run)} on_hole={dispatch.to(PlayAction::Hole)}
                        portrait={game.layouts().portrait(narrow)} may_play={yours && !s.animating()} />
                }
            </div>
            { board_says(&callouts, s.animating()) }
            if stage >= 2 {
            { spoken_region(&s.spoken()) }
            { board_inputs(s, &dispatch, yours) }
            <div role="status" class="lesson-status" ref={verdict}>{ status }</div>
            <div class="buttons lesson-tools">
                // Always there, so that the keyboard's focus on it survives a retry.
                <button type="button" data-action="retry" onclick={to(AttemptMsg::Retry)}>{ t(lang, "Try again") }</button>
                if run.can_hint() {
                    <button type="button" data-action="hint" onclick={to(AttemptMsg::Hint)}>{ t(lang, if run.hints == 0 { "Hint" } else { "Another hint" }) }</button>
                }
                if !run.solution {
                    <button type="button" data-action="solution" onclick={to(AttemptMsg::Solution)}>{ t(lang, "Show the solution") }</button>
                }
            </div>
            <p class="puzzle-hint" aria-live="polite" data-hint={run.hints.to_string()}>{ run.hint().map(|h| h.text(lang)).unwrap_or_default() }</p>
            { solution.unwrap_or_default() }
            <AnimationControls {game} speed={s.prefs.speed} animating={s.animating()} {callouts}
                on_speed={dispatch.to(ShowAction::SetSpeed)} on_seed={send0(ShowAction::StepSeed.into())}
                on_lap={send0(ShowAction::StepLap.into())} on_finish={send0(ShowAction::FinishAnimation.into())} />
            }
        </article>
    }
}

/// The attempt's board: once the attempt is over (failed or solved) nobody moves on it
/// (it waits for "Try again"); while the computer answers, none of its holes is offered
/// to the player.
fn board_view(run: &Attempt) -> crate::ui::game::BoardView {
    let view = run.s.board_view();
    match &run.next {
        _ if run.s.animating() => view,
        Next::Failed(_) | Next::Solved | Next::Kept(_) => view.at_rest(),
        Next::Yours => view,
        Next::Answer(_) | Next::Ask => crate::ui::game::BoardView {
            legal: vec![false; view.legal.len()],
            interactive: false,
            ..view
        },
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
    let game = puzzle_address::game_of(&p.id).unwrap_or(puzzle_address::GAMES[0]);
    let (load, again) = use_puzzles(game, p.app_url.clone(), p.loader.clone());
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
                    prefs={Prefs { lang, speed: p.speed, coordinates: true, sound: false }}
                    on_keep={None::<Callback<Keep>>} place={Place::Embedded}
                    on_result={Callback::noop()} decider={None::<Decider>}
                    {next} app_url={Some(p.app_url.clone())} />
                </>
            }
        }
        Load::Failed(_, why) => unloaded(lang, game, why, &again),
        _ => html! {
            <p class="fine" role="status" data-puzzles-status="loading">{ t(lang, "Loading the puzzles…") }</p>
        },
    }
}
