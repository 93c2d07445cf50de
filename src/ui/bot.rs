//! The computer's moves and the hints, from the search (`src/ai/`) in a Web Worker
//! (`src/bin/worker.rs`, protocol in [`crate::ai::protocol`]), so that the page keeps
//! animating and answering while it thinks.
//!
//! One worker serves one request at a time. A request's id is the state's serial when
//! it was made; a reply whose id is not the request waited for is dropped, and the
//! reducer checks again that the move is for the current position and legal there. To
//! cancel a search (undo, a new game, the hint no longer wanted) the worker is
//! terminated and a new one is started for the next request.
//!
//! When the worker cannot be started (no `worker_loader.js`, as under
//! wasm-bindgen-test-runner), fails, or answers with an error or something unreadable,
//! the search's one-move lookahead ([`Level::Greedy`]) moves instead and a hint (or a
//! point of the analysis graph) comes from a small search in the page, one position per
//! task: the game never stalls.
//!
//! The analysis graph asks for one position at a time (`Kind::Value`); a hint asked
//! meanwhile goes first (the state asks for no point while a hint is waited for), and
//! stopping the graph, or leaving the analysis, cancels the search under way.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use super::state::{Action, State};
use crate::ai::{self, protocol, Level};
use crate::engine::{Game, Move};

/// The level the hint searches at: the strongest, so that the values are the truth as
/// far as the search can tell.
pub const HINT_LEVEL: Level = Level::Expert;
/// The level each point of the analysis graph is searched at.
pub const GRAPH_LEVEL: Level = Level::Hard;
/// Nodes of the in-page hint when the worker is unavailable (a few milliseconds).
pub const FALLBACK_HINT_NODES: u64 = 3_000;
/// How long the worker may take to start before a request is served in the page.
const READY_MILLIS: u32 = 2_500;
/// How long a search may take before it is abandoned for the quick answer.
const REPLY_MILLIS: u32 = 30_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The computer's move for the position after `ply` moves.
    Play { ply: usize },
    /// Every move's value.
    Hint,
    /// The value of the game's position after `ply` moves (the analysis graph).
    Value { ply: usize },
}

/// A request waiting for its answer.
struct Job {
    id: u64,
    kind: Kind,
    /// The game, shared with the state (never copied per render).
    game: Rc<Game>,
    level: Level,
    /// Milliseconds the computer waits at least before moving (the page paints first).
    pause: u32,
    started: f64,
    dispatch: Callback<Action>,
}

impl Job {
    fn seed(&self) -> u64 {
        (self.game.moves().len() as u64) << 20 ^ self.id
    }

    fn request(&self) -> protocol::Request {
        let (mode, level) = match self.kind {
            Kind::Play { .. } => (protocol::Mode::Play, self.level),
            Kind::Hint => (protocol::Mode::Hint, HINT_LEVEL),
            Kind::Value { .. } => (protocol::Mode::Value, GRAPH_LEVEL),
        };
        protocol::Request {
            id: self.id,
            mode,
            position: self.game.current().to_json(),
            level,
            seed: self.seed(),
            history: self.game.positions().iter().map(|p| p.to_json()).collect(),
            nodes: None,
        }
    }

    /// The answer without the worker: the one-move lookahead's move, or a small search.
    fn fallback(&self) -> Action {
        match self.kind {
            Kind::Play { ply } => match ai::choose(self.game.current(), Level::Greedy, self.seed())
            {
                Some(ai::Choice { mv, .. }) => Action::Computer {
                    ply,
                    serial: self.id,
                    mv,
                },
                None => Action::HintFailed { id: self.id },
            },
            Kind::Hint => {
                let a = ai::analyse_in_game(&self.game, FALLBACK_HINT_NODES, self.seed());
                Action::HintReply {
                    id: self.id,
                    moves: a.moves.iter().map(|m| (m.mv, m.value)).collect(),
                    best: a.best,
                    solved: a.solved,
                }
            }
            Kind::Value { ply } => {
                let a = ai::analyse_in_game(&self.game, FALLBACK_HINT_NODES, self.seed());
                Action::GraphValue {
                    id: self.id,
                    ply,
                    value: a
                        .best
                        .and_then(|b| a.moves.iter().find(|m| m.mv == b))
                        .map(|m| m.value),
                }
            }
        }
    }

    /// The action for the worker's reply, or `None` when the reply is not usable.
    fn read(&self, r: &protocol::Response) -> Option<Action> {
        if !r.ok {
            return None;
        }
        let p = self.game.current();
        match self.kind {
            Kind::Play { ply } => {
                let mv: Move = r.mv.as_deref()?.parse().ok()?;
                p.is_legal(&mv).then_some(Action::Computer {
                    ply,
                    serial: self.id,
                    mv,
                })
            }
            Kind::Hint => {
                let mut moves = Vec::with_capacity(r.analysis.len());
                for e in &r.analysis {
                    let mv: Move = e.mv.parse().ok()?;
                    if !p.is_legal(&mv) {
                        return None;
                    }
                    moves.push((mv, e.value));
                }
                let best = match r.mv.as_deref() {
                    Some(m) => Some(m.parse::<Move>().ok()?),
                    None => None,
                };
                (!moves.is_empty()).then_some(Action::HintReply {
                    id: self.id,
                    moves,
                    best,
                    solved: r.solved,
                })
            }
            Kind::Value { ply } => Some(Action::GraphValue {
                id: self.id,
                ply,
                value: r.value,
            }),
        }
    }
}

/// The worker and the request it is working on.
#[derive(Default)]
struct Bot {
    worker: Option<Worker>,
    /// Counts the workers started, so that a terminated one's late events are ignored.
    generation: u64,
    ready: bool,
    /// The worker could not be started or failed: the page answers from now on.
    broken: bool,
    job: Option<Job>,
    /// Whether `job` was posted to the worker.
    posted: bool,
    timer: Option<Timeout>,
}

type Shared = Rc<RefCell<Bot>>;

fn now() -> f64 {
    js_sys::Date::now()
}

/// Sends `action` once the job's pause has passed since it started.
fn deliver(bot: &Shared, job: &Job, action: Action) {
    let waited = (now() - job.started).max(0.0) as u32;
    let rest = job.pause.saturating_sub(waited);
    let dispatch = job.dispatch.clone();
    let timer = Timeout::new(rest, move || dispatch.emit(action));
    bot.borrow_mut().timer = Some(timer);
}

/// Answers the waiting job in the page (after the job's pause).
fn fall_back(bot: &Shared) {
    let job = bot.borrow_mut().job.take();
    if let Some(job) = job {
        bot.borrow_mut().posted = false;
        let action = job.fallback();
        deliver(bot, &job, action);
    }
}

fn stop_worker(b: &mut Bot) {
    if let Some(w) = b.worker.take() {
        w.terminate();
    }
    b.ready = false;
    b.posted = false;
    b.generation += 1;
}

fn post(bot: &Shared) {
    let text = {
        let b = bot.borrow();
        match (&b.worker, &b.job) {
            (Some(_), Some(job)) if b.ready && !b.posted => {
                serde_json::to_string(&job.request()).ok()
            }
            _ => None,
        }
    };
    let Some(text) = text else {
        return;
    };
    let sent = bot
        .borrow()
        .worker
        .as_ref()
        .is_some_and(|w| w.post_message(&JsValue::from_str(&text)).is_ok());
    if !sent {
        bot.borrow_mut().broken = true;
        fall_back(bot);
        return;
    }
    bot.borrow_mut().posted = true;
    // A search that never answers is abandoned.
    let weak = Rc::downgrade(bot);
    let generation = bot.borrow().generation;
    let watchdog = Timeout::new(REPLY_MILLIS, move || {
        if let Some(bot) = weak.upgrade() {
            if bot.borrow().generation == generation && bot.borrow().posted {
                stop_worker(&mut bot.borrow_mut());
                fall_back(&bot);
            }
        }
    });
    bot.borrow_mut().timer = Some(watchdog);
}

fn on_message(weak: &Weak<RefCell<Bot>>, generation: u64, text: &str) {
    let Some(bot) = weak.upgrade() else {
        return;
    };
    if bot.borrow().generation != generation {
        return;
    }
    if text == protocol::READY {
        bot.borrow_mut().ready = true;
        post(&bot);
        return;
    }
    let response = serde_json::from_str::<protocol::Response>(text).ok();
    let waiting = bot.borrow().job.as_ref().map(|j| j.id);
    // A reply without a readable id cannot be matched: the job waiting is answered here.
    let id = response.as_ref().map(|r| r.id).or(waiting);
    if id != waiting || waiting.is_none() {
        return; // stale: a request since cancelled
    }
    let Some(job) = bot.borrow_mut().job.take() else {
        return;
    };
    {
        let mut b = bot.borrow_mut();
        b.posted = false;
        b.timer = None;
    }
    let action = response
        .as_ref()
        .and_then(|r| job.read(r))
        .unwrap_or_else(|| job.fallback());
    deliver(&bot, &job, action);
}

fn on_error(weak: &Weak<RefCell<Bot>>, generation: u64) {
    let Some(bot) = weak.upgrade() else {
        return;
    };
    if bot.borrow().generation != generation {
        return;
    }
    {
        let mut b = bot.borrow_mut();
        // It never started (no script, no wasm): the page answers from now on. An error
        // in a running worker: a new one serves the next request.
        if !b.ready {
            b.broken = true;
        }
        stop_worker(&mut b);
        b.timer = None;
    }
    fall_back(&bot);
}

/// Starts a worker; `false` when the browser refuses.
fn spawn(bot: &Shared) -> bool {
    let Ok(worker) = Worker::new("./worker_loader.js") else {
        return false;
    };
    let generation = {
        let mut b = bot.borrow_mut();
        b.generation += 1;
        b.ready = false;
        b.posted = false;
        b.generation
    };
    let weak = Rc::downgrade(bot);
    let on_msg = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        on_message(&weak, generation, &text);
    });
    let weak = Rc::downgrade(bot);
    let on_err = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        on_error(&weak, generation);
    });
    worker.set_onmessage(Some(on_msg.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_err.as_ref().unchecked_ref()));
    // Ignored by generation once the worker is replaced; a few per game at most.
    on_msg.forget();
    on_err.forget();
    bot.borrow_mut().worker = Some(worker);
    true
}

fn start(bot: &Shared, job: Job) {
    {
        let mut b = bot.borrow_mut();
        // The worker cannot be interrupted: one busy with an old request is replaced.
        if b.posted {
            stop_worker(&mut b);
        }
        b.timer = None;
        b.job = Some(job);
    }
    if bot.borrow().broken {
        fall_back(bot);
        return;
    }
    if bot.borrow().worker.is_none() && !spawn(bot) {
        bot.borrow_mut().broken = true;
        fall_back(bot);
        return;
    }
    if !bot.borrow().ready {
        // A worker slow to start: this request is answered in the page; the worker
        // serves the next ones once it is ready.
        let weak = Rc::downgrade(bot);
        let generation = bot.borrow().generation;
        let timer = Timeout::new(READY_MILLIS, move || {
            if let Some(bot) = weak.upgrade() {
                let late = {
                    let b = bot.borrow();
                    b.generation == generation && !b.ready
                };
                if late {
                    fall_back(&bot);
                }
            }
        });
        bot.borrow_mut().timer = Some(timer);
    }
    post(bot);
}

fn cancel(bot: &Shared, id: u64) {
    let mut b = bot.borrow_mut();
    if b.job.as_ref().is_some_and(|j| j.id == id) {
        b.job = None;
        b.timer = None;
        if b.posted {
            stop_worker(&mut b);
        }
    }
}

/// The computer's move when it is the computer's turn, and the hint when one is asked
/// for, from the worker (else in the page).
#[hook]
pub fn use_bot(state: &State, dispatch: Callback<Action>) {
    let bot: Shared = use_mut_ref(Bot::default);
    let pause = if state.prefs.speed.millis().is_none() {
        60
    } else {
        450
    };
    let due = state
        .computer_to_move()
        .then(|| (state.session.ply(), state.serial));
    let asked = state.hint.asked;
    let wanted = due.is_some() || asked.is_some();
    // The hint is for the board shown (the analysis board while analysing).
    let game = wanted.then(|| Rc::clone(state.shown().game_rc()));
    let level = state.session.level;
    // A point of the analysis graph: the game up to that position.
    let graph = state.graph_request();
    {
        let bot = bot.clone();
        let dispatch = dispatch.clone();
        let key = graph.as_ref().map(|(id, ply, _)| (*id, *ply));
        use_effect_with(key, move |_| {
            let id = graph.map(|(id, ply, game)| {
                let mut upto = (*game).clone();
                upto.truncate(ply);
                let job = Job {
                    id,
                    kind: Kind::Value { ply },
                    game: Rc::new(upto),
                    level,
                    pause: 0,
                    started: now(),
                    dispatch,
                };
                start(&bot, job);
                id
            });
            move || {
                if let Some(id) = id {
                    cancel(&bot, id);
                }
            }
        });
    }
    {
        let bot = bot.clone();
        let dispatch = dispatch.clone();
        let game = game.clone();
        use_effect_with(due, move |due| {
            let id = due.zip(game).map(|((ply, serial), game)| {
                let job = Job {
                    id: serial,
                    kind: Kind::Play { ply },
                    game,
                    level,
                    pause,
                    started: now(),
                    dispatch,
                };
                start(&bot, job);
                serial
            });
            move || {
                if let Some(id) = id {
                    cancel(&bot, id);
                }
            }
        });
    }
    use_effect_with(asked, move |asked| {
        let id = asked.zip(game).map(|(id, game)| {
            let job = Job {
                id,
                kind: Kind::Hint,
                game,
                level,
                pause: 0,
                started: now(),
                dispatch,
            };
            start(&bot, job);
            id
        });
        move || {
            if let Some(id) = id {
                cancel(&bot, id);
            }
        }
    });
}
