//! The Learn screen (`#learn=GAME`, `#learn=GAME/N`): a game's lessons, the lesson shown
//! with its board, its task, a hint, and what the move did. The lesson's board is its run
//! ([`Run`], pure) through the shell, as every screen that holds a game: the first move
//! played is judged by the lesson ([`super::lessons::Lesson::judge`], from the move's
//! trace) and the board then waits for "Try again". Which lessons are done is
//! [`Progress`], kept in the browser. The game on the app's board is never touched.

use yew::prelude::*;

use super::lessons::{self, Lesson, Verdict};
use super::run::{Run, RunMsg};
use super::Progress;
use crate::engine::{GameId, Move};
use crate::ui::board::controls::{board_says, spoken_region, AnimationControls};
use crate::ui::board::inputs::board_inputs;
use crate::ui::board::view::Board;
use crate::ui::game::lessons::address as learn;
use crate::ui::game::lessons::address::Opened;
use crate::ui::game::{Action, Keep, PlayAction, Prefs, ShowAction};
use crate::ui::game::{Host, Place};
use crate::ui::i18n::game_name;
use crate::ui::i18n::{t, tf, Lang};
use crate::ui::platform::hooks::{use_board_in_view, use_in_view, use_lang, use_narrow, use_room};
use crate::ui::platform::kept::KeptProgress as _;
use crate::ui::platform::storage;
use crate::ui::shell::hooks::Dispatch;
use crate::ui::shell::runtime::{use_shell, ShellSetup};
use crate::ui::shell::worker::Decider;

/// Properties of [`LearnScreen`].
#[derive(Properties, PartialEq)]
pub struct LearnProps {
    /// The link opened (the game and lesson, and what was wrong with it).
    pub opened: Opened,
    /// The app's settings (the lesson's board follows them).
    pub prefs: Prefs,
    /// A setting the reader changed on the lesson's board (the app keeps it).
    pub on_keep: Callback<Keep>,
    /// Where the page is (a kiosk keeps nothing).
    pub place: Place,
    /// Decides long sowings instead of the Web Worker (the tests').
    #[prop_or_default]
    pub decider: Option<Decider>,
    /// Leave the lessons (back to the screen the app was on).
    pub on_leave: Callback<()>,
    /// Start a game of this game against the computer at the beginner level.
    pub on_beginner: Callback<GameId>,
}

/// A game's lessons: the list, the lesson shown, the way back.
#[component]
pub fn LearnScreen(p: &LearnProps) -> Html {
    let lang = use_lang();
    let kept = use_state(|| storage::load_kept::<Progress>(lang));
    let (progress, kept_error) = (&kept.0, &kept.1);
    let not_kept = use_state(|| None::<String>);
    let route = p.opened.route;
    let game = route.game;
    let all = lessons::lessons(game);
    // The lesson shown: the link's, or when it names none the first not done when the
    // link was opened (kept while the link stays: doing it shows its feedback, never
    // the next lesson at once).
    let n = *use_memo(route, {
        let progress = progress.clone();
        move |r| progress.lesson_for(*r)
    });
    let on_done = {
        let (kept, not_kept) = (kept.clone(), not_kept.clone());
        Callback::from(move |(game, n): (GameId, usize)| {
            if let Some(changed) = storage::change_kept(&kept.0, |p| {
                p.mark(game, n);
            }) {
                not_kept.set(changed.not_kept.then(|| Progress::not_kept_message(lang)));
                kept.set((changed.progress, kept.1.clone()));
            }
        })
    };
    let problems = [
        p.opened.problem.as_ref().map(|e| e.message(lang)),
        kept_error.clone(),
        (*not_kept).clone(),
    ];
    let problems = problems
        .into_iter()
        .flatten()
        .map(|m| html! { <p class="notice error" role="alert">{ m }</p> });
    let games = GameId::ALL
        .into_iter()
        .filter(|g| !lessons::lessons(*g).is_empty())
        .map(|g| {
            let current = (g == game).then_some("page");
            html! { <li><a href={learn::link(g, None)} data-learn-game={g.id()} aria-current={current}>{ game_name(g, lang) }</a></li> }
        });
    let list = all.iter().enumerate().map(|(i, _)| {
        let k = i + 1;
        let done = progress.is_done(game, k);
        let title = lessons::words(game, k, lang).map_or("", |w| w.title);
        let current = (k == n).then_some("step");
        html! {
            <li class={classes!(done.then_some("done"))}>
                <a href={learn::link(game, Some(k))} data-lesson={k.to_string()} aria-current={current}>
                    <span class="lesson-number">{ format!("{k}.") }</span>{ " " }{ title }
                    if done { <span class="lesson-done" aria-hidden="true">{ " ✓" }</span><span class="visually-hidden">{ format!(" ({})", t(lang, "done")) }</span> }
                </a>
            </li>
        }
    });
    let leave = p.on_leave.reform(|_: MouseEvent| ());
    html! {
        <section class="learn" data-learn={game.id()} aria-labelledby="learn-title">
            <h2 id="learn-title">{ tf(lang, "Learn {}", &[&game_name(game, lang)]) }</h2>
            { for problems }
            <nav class="learn-games" aria-label={t(lang, "Lessons of each game")}><ul>{ for games }</ul></nav>
            <p class="learn-count" data-done={progress.done_count(game).to_string()}>
                { tf(lang, "Lessons done: {} of {}", &[&progress.done_count(game), &all.len()]) }
            </p>
            <ol class="lesson-list" aria-label={t(lang, "Lessons")}>{ for list }</ol>
            if let Some(lesson) = lessons::lesson(game, n) {
                <LessonView key={format!("{}/{n}", game.id())} {game} {n} {lesson} prefs={p.prefs}
                    on_keep={Some(p.on_keep.clone())} place={p.place} decider={p.decider.clone()}
                    last={n == all.len()} on_done={on_done} on_beginner={p.on_beginner.clone()} />
            }
            <p class="buttons learn-leave"><button type="button" data-action="leave-lessons" onclick={leave}>{ t(lang, "Leave the lessons") }</button></p>
        </section>
    }
}

/// Properties of [`LessonView`].
#[derive(Properties)]
pub(crate) struct LessonProps {
    pub game: GameId,
    pub n: usize,
    pub lesson: &'static Lesson,
    /// The reader's settings, which the board follows.
    pub prefs: Prefs,
    /// Where a setting changed on the board goes (`None`: a figure's, kept nowhere).
    pub on_keep: Option<Callback<Keep>>,
    /// Where the page is.
    pub place: Place,
    /// Decides long sowings instead of the Web Worker (the tests').
    pub decider: Option<Decider>,
    pub last: bool,
    pub on_done: Callback<(GameId, usize)>,
    pub on_beginner: Callback<GameId>,
    /// In a figure (`embed.html?lesson=…`): where the app is. Its links then open the
    /// app in a new tab (the next lesson; after the last, the app), never the page.
    #[prop_or_default]
    pub app_url: Option<String>,
}

impl PartialEq for LessonProps {
    fn eq(&self, o: &Self) -> bool {
        (self.game, self.n, self.prefs, self.last) == (o.game, o.n, o.prefs, o.last)
            && (self.place, &self.on_keep, &self.decider) == (o.place, &o.on_keep, &o.decider)
            && self.app_url == o.app_url
            && std::ptr::eq(self.lesson, o.lesson)
            && self.on_done == o.on_done
            && self.on_beginner == o.on_beginner
    }
}

/// A redistribution offered, in words (or the move as the notation writes it).
fn offered_label(lang: Lang, mv: &Move) -> String {
    match mv {
        Move::Redistribute(r) => {
            let emptied: Vec<String> = r.emptied().map(|h| h.to_string()).collect();
            let placed: Vec<String> = r.placements().map(|(h, k)| format!("{h} × {k}")).collect();
            tf(
                lang,
                "Empty {} and place the warriors: {}",
                &[&emptied.join(", "), &placed.join(", ")],
            )
        }
        Move::Sow(_) => mv.to_string(),
    }
}

/// One lesson: its words, its board, its feedback.
#[component]
pub(crate) fn LessonView(p: &LessonProps) -> Html {
    let lang = use_lang();
    let shell = {
        let (lesson, prefs) = (p.lesson, p.prefs);
        use_shell(
            move || (Run::new(lesson, prefs), Vec::new()),
            ShellSetup {
                host: Host::Lesson,
                place: p.place,
                decider: p.decider.clone(),
                prefs: p.on_keep.clone().map(|k| (p.prefs, k)),
                drawn: true,
            },
        )
    };
    let dispatch = shell.dispatch.clone();
    let run = shell.model();
    let s = &run.s;
    let narrow = use_narrow();
    let hint = use_state(|| false);
    // The verdict, once given (below the board), is brought into view.
    let verdict = use_node_ref();
    use_in_view(verdict.clone(), run.verdict.is_some() && !s.animating());
    // The task and the board in view while a move is chosen in a panel or shown; the
    // task's height is room an upright board leaves on a phone (style.css).
    let (task, board) = (use_node_ref(), use_node_ref());
    // (The task's room set first: the board is measured at the height it then has.)
    use_room(task.clone(), "--task-room");
    use_board_in_view(task.clone(), board.clone(), (s.panel_open(), s.animating()));
    let (game, n) = (p.game, p.n);
    let right = run.done();
    {
        let on_done = p.on_done.clone();
        use_effect_with(right, move |&right| {
            if right {
                on_done.emit((game, n));
            }
        });
    }
    let Some(words) = lessons::words(game, n, lang) else {
        return Html::default();
    };
    let send0 = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: ()| d.emit(a.clone()))
    };
    let show_hint = {
        let hint = hint.clone();
        Callback::from(move |_: MouseEvent| hint.set(!*hint))
    };
    let retry = shell.send().reform(|_: MouseEvent| RunMsg::Retry);

    let start = match &run.start {
        Ok(p) => p,
        Err(why) => {
            return html! {
                <p class="notice error" role="alert">{ tf(lang, "This lesson cannot be shown: {}", &[why]) }</p>
            }
        }
    };
    let waiting = run.waiting();
    // The moves a lesson offers (Kiothi's redistribution), as buttons.
    let offered = match (waiting, p.lesson.offered.is_empty()) {
        (true, false) => {
            let moves = p.lesson.moves(start).unwrap_or_default();
            let buttons = moves.into_iter().enumerate().map(|(i, mv)| {
                let label = offered_label(lang, &mv);
                let onclick = dispatch.reform(move |_: MouseEvent| PlayAction::Play(mv).into());
                html! { <li><button type="button" data-offered={i.to_string()} {onclick}>{ label }</button></li> }
            });
            html! {
                <div class="lesson-offered">
                    <p>{ t(lang, "Or choose one of these:") }</p>
                    <ul class="buttons">{ for buttons }</ul>
                </div>
            }
        }
        _ => Html::default(),
    };

    let feedback = match run.verdict.as_deref() {
        Some(_) if s.animating() => Html::default(),
        Some(Verdict::Right { .. }) => {
            let next = if let Some(base) = &p.app_url {
                let (href, label) = if p.last {
                    (base.clone(), t(lang, "Open in Mancala Atlas").to_string())
                } else {
                    let title = lessons::words(game, n + 1, lang).map_or("", |w| w.title);
                    (
                        format!("{base}{}", learn::link(game, Some(n + 1))),
                        tf(lang, "Next lesson: {}", &[&title]),
                    )
                };
                html! {
                    <>
                    if p.last {
                        <p>{ tf(lang, "That was the last lesson of {}. Now play a whole game against the computer, at the beginner level.", &[&game_name(game, lang)]) }</p>
                    }
                    <p><a class="next-lesson" {href} target="_blank" rel="noopener" data-action="open-in-app">{ label }</a></p>
                    </>
                }
            } else if p.last {
                let play = {
                    let on_beginner = p.on_beginner.clone();
                    Callback::from(move |_: MouseEvent| on_beginner.emit(game))
                };
                html! {
                    <>
                    <p>{ tf(lang, "That was the last lesson of {}. Now play a whole game against the computer, at the beginner level.", &[&game_name(game, lang)]) }</p>
                    <p class="buttons"><button type="button" class="primary" data-action="play-beginner" onclick={play}>
                        { tf(lang, "Play {} against the beginner", &[&game_name(game, lang)]) }
                    </button></p>
                    </>
                }
            } else {
                let title = lessons::words(game, n + 1, lang).map_or("", |w| w.title);
                html! {
                    <p><a class="next-lesson" href={learn::link(game, Some(n + 1))} data-action="next-lesson">
                        { tf(lang, "Next lesson: {}", &[&title]) }
                    </a></p>
                }
            };
            html! {
                <div class="lesson-feedback right" data-verdict="right">
                    <p class="verdict">{ t(lang, "Well done: that does it.") }</p>
                    { next }
                </div>
            }
        }
        Some(Verdict::Wrong { reasons, .. }) => {
            let items = reasons
                .iter()
                .map(|r| html! { <li>{ r.sentence(lang) }</li> });
            html! {
                <div class="lesson-feedback wrong" data-verdict="wrong">
                    <p class="verdict">{ t(lang, "Not yet: this move does not do it.") }</p>
                    <ul class="reasons">{ for items }</ul>
                </div>
            }
        }
        Some(Verdict::Illegal(why)) => html! {
            <div class="lesson-feedback wrong" data-verdict="illegal"><p class="verdict">{ why.clone() }</p></div>
        },
        None => Html::default(),
    };
    let played = !waiting || s.session.ply() > 0;
    // Once a drawing: under the board and in the sowing's panel.
    let callouts = s.callouts();
    html! {
        <article class="lesson" data-lesson-shown={format!("{}/{n}", game.id())}>
            <h3>{ tf(lang, "Lesson {}: {}", &[&n, &words.title]) }</h3>
            <p class="lesson-text">{ words.text }</p>
            <p class="lesson-task" ref={task}><strong>{ t(lang, "Your task:") }</strong>{ " " }{ words.task }</p>
            <div class="board-wrap" ref={board}>
                // Once the move is judged nobody moves on the board: it waits for "Try again".
                <Board view={if waiting || s.animating() { s.board_view() } else { s.board_view().at_rest() }}
                    on_hole={dispatch.to(PlayAction::Hole)} portrait={game.layouts().portrait(narrow)} may_play={waiting} />
            </div>
            { board_says(&callouts, s.animating()) }
            { spoken_region(&run.spoken()) }
            { board_inputs(s, &dispatch, waiting) }
            { offered }
            <div role="status" class="lesson-status" ref={verdict}>{ feedback }</div>
            <div class="buttons lesson-tools">
                <button type="button" data-action="hint" aria-expanded={if *hint { "true" } else { "false" }} onclick={show_hint}>{ t(lang, "Hint") }</button>
                if played {
                    <button type="button" data-action="retry" onclick={retry}>{ t(lang, "Try again") }</button>
                }
            </div>
            if *hint {
                <p class="lesson-hint" data-hint="">{ words.hint }</p>
            }
            <AnimationControls {game} speed={s.prefs.speed} animating={s.animating()} {callouts}
                on_speed={dispatch.to(ShowAction::SetSpeed)} on_seed={send0(ShowAction::StepSeed.into())}
                on_lap={send0(ShowAction::StepLap.into())} on_finish={send0(ShowAction::FinishAnimation.into())} />
        </article>
    }
}
