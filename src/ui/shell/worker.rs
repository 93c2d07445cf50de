//! The computer's moves and the hints, from the search (`src/ai/`) in a Web Worker
//! (`src/bin/worker.rs`, protocol in [`crate::ai::protocol`]), so that the page keeps
//! animating and answering while it thinks.
//!
//! One worker serves one request at a time. A request's id is the state's serial when
//! it was made; a reply whose id is not the request waited for is dropped, and the
//! reducer checks again that the move is for the current position and legal there. To
//! cancel a search (undo, a new game, the hint no longer wanted) the worker is
//! terminated and a new one is started for the next request. A worker is held with the
//! handlers that listen to it ([`Running`]): stopped, replaced, or its app gone, it is
//! terminated and its handlers are freed with it.
//!
//! When the worker cannot be started (no `worker_loader.js`, as under
//! wasm-bindgen-test-runner), fails, or answers with an error or something unreadable,
//! the search's one-move lookahead moves instead and a hint (or a point of the analysis
//! graph) comes from a small search in the page, one position per task (both at
//! [`Effort::Quick`], which never decides a long sowing exactly): the game never stalls.
//! When even the lookahead finds no move (every move a long sowing the quick pass cannot
//! decide), the computer's request is answered [`Reply::ComputerFailed`], which the state
//! takes as the computer's answer: it asks once more, then says so and waits for the
//! reader (`state/replies.rs`).
//!
//! A worker that stops on a panic (a bug: its panic hook posts
//! [`protocol::PANICKED`], `ui::platform::crash`) is treated as one that failed — the
//! request it held is answered in the page, a new worker serves the next — and the page
//! says so in its notices ([`crate::ui::game::Message::WorkerStopped`]).
//!
//! The analysis graph asks for one position at a time (`Request::Graph`); a hint asked
//! meanwhile goes first, and so does a long sowing to decide (the state asks for no
//! point while either is waited for), and stopping the graph, or leaving the analysis,
//! cancels the search under way.
//!
//! Endgame tables (Rio Kadalis, Hoyito III: `ai::tables::SHIPPED`): the first time the
//! worker is asked about a position a table covers (a hint, a point of the graph, the
//! expert's move), the page fetches the table's file, once, and hands a copy of its bytes
//! to the worker and to every worker started after it, before any request; a request
//! made while the file comes waits for it ([`TABLE_WAIT_MILLIS`] at most, then goes
//! without). A file that does not come is said on the console and not asked again.
//!
//! The worker also decides long sowings for the page ([`crate::ui::game::Deciding`], the
//! protocol's `decide` mode), which the page never does itself: such a request has no
//! time limit (Cancel terminates the worker) and no answer in the page — without a
//! worker the page says so and plays nothing. Tests may hand the app a [`Decider`]
//! instead of the worker.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use crate::ui::platform::worker::WebWorker;
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::tables::{shipped_for, Shipped};
use crate::ai::{self, protocol, Level};
use crate::engine::{Decisions, Effort, Game, Move, Refusal};
use crate::ui::game::{
    quick_verdict, Action, DecideFailure, Message, Notice, NoticeAction, Reply, Request, Work,
};

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
/// How long a request waits for an endgame table's file still coming before it goes to
/// the worker without it (a slow connection: a table is several megabytes).
pub const TABLE_WAIT_MILLIS: u32 = 15_000;

/// Decides long sowings instead of the Web Worker (the tests'): it is handed each
/// `decide` request as the worker would get it (JSON text) and answers, whenever it
/// likes, through the callback, with the text the worker would post.
#[derive(Clone)]
pub struct Decider(pub Rc<dyn Fn(String, Callback<String>)>);

impl PartialEq for Decider {
    fn eq(&self, other: &Decider) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for Decider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Decider")
    }
}

/// A request waiting for its answer.
struct Job {
    id: u64,
    kind: Request,
    /// The game, shared with the state (never copied per render).
    game: Rc<Game>,
    level: Level,
    /// Milliseconds the computer waits at least before moving (the page paints first).
    pause: u32,
    started: f64,
    dispatch: Callback<Action>,
}

impl Job {
    fn of(work: Work, dispatch: Callback<Action>) -> Job {
        Job {
            id: work.request.id(),
            kind: work.request,
            game: work.game,
            level: work.level,
            pause: work.pause,
            started: now(),
            dispatch,
        }
    }
}

impl Job {
    fn seed(&self) -> u64 {
        (self.game.moves().len() as u64) << 20 ^ self.id
    }

    fn request(&self) -> protocol::Request {
        let (mode, level) = match &self.kind {
            Request::Computer { .. } => (protocol::Mode::Play, self.level),
            Request::Hint { .. } => (protocol::Mode::Hint, HINT_LEVEL),
            Request::Graph { .. } => (protocol::Mode::Value, GRAPH_LEVEL),
            Request::Decide(d) => return protocol::Request::decide(self.id, &d.record, d.mv),
        };
        protocol::Request {
            id: self.id,
            mode,
            position: self.game.current().to_json(),
            level,
            seed: self.seed(),
            history: self.game.positions().iter().map(|p| p.to_json()).collect(),
            nodes: None,
            record: None,
            mv: None,
        }
    }

    /// Whether the job waits for the worker whatever it takes (a decision: there is no
    /// answer in the page, and no time limit).
    fn needs_worker(&self) -> bool {
        matches!(self.kind, Request::Decide(_))
    }

    /// The endgame table the worker would use for this job: the hint's, the graph's and
    /// the expert's, when one covers the position.
    fn table(&self) -> Option<&'static Shipped> {
        let uses = match self.kind {
            Request::Hint { .. } | Request::Graph { .. } => true,
            Request::Computer { .. } => self.level == Level::Expert,
            Request::Decide(_) => false,
        };
        uses.then(|| shipped_for(self.game.current())).flatten()
    }

    /// A search of the game in the page: quick, never deciding a long sowing exactly.
    fn quick(&self) -> ai::Think<'_> {
        ai::Think::in_game(&self.game)
            .effort(Effort::Quick)
            .seed(self.seed())
    }

    /// The answer without the worker (`why`: what became of it): the one-move
    /// lookahead's move or a small search, both bounded; a decision is not made.
    fn fallback(&self, why: DecideFailure) -> Reply {
        match &self.kind {
            Request::Computer { ply, .. } => match self.quick().level(Level::Greedy).choose() {
                Some(ai::Choice { mv, .. }) => Reply::Computer {
                    ply: *ply,
                    serial: self.id,
                    mv,
                },
                None => Reply::ComputerFailed {
                    ply: *ply,
                    serial: self.id,
                },
            },
            Request::Decide(_) => Reply::DecideFailed { id: self.id, why },
            Request::Hint { .. } => {
                let a = self.quick().nodes(FALLBACK_HINT_NODES).analyse();
                Reply::Hint {
                    id: self.id,
                    moves: a.moves.iter().map(|m| (m.mv, m.value)).collect(),
                    best: a.best,
                    solved: a.solved,
                    margins: None,
                }
            }
            Request::Graph { ply, .. } => {
                let a = self.quick().nodes(FALLBACK_HINT_NODES).analyse();
                Reply::Graph {
                    id: self.id,
                    ply: *ply,
                    value: a
                        .best
                        .and_then(|b| a.moves.iter().find(|m| m.mv == b))
                        .map(|m| m.value),
                }
            }
        }
    }

    /// The action for the worker's reply, or `None` when the reply is not usable. Moves
    /// are checked quickly (one the quick pass cannot decide is taken on the worker's
    /// word: the reducer decides it before playing it).
    fn read(&self, r: &protocol::Response) -> Option<Reply> {
        read_reply(self.id, &self.kind, &self.game, r)
    }
}

/// The action for the reply `r` to request `id` of `kind` in `game` (see [`Job::read`]).
fn read_reply(id: u64, kind: &Request, game: &Game, r: &protocol::Response) -> Option<Reply> {
    if !r.ok {
        return None;
    }
    let p = game.current();
    let legal = |mv: &Move| {
        !matches!(
            quick_verdict(p, game.decisions(), mv),
            Err(Refusal::Illegal(_))
        )
    };
    match kind {
        Request::Decide(_) => {
            let decisions = Decisions::from_json(r.decisions.as_ref()?).ok()?;
            Some(Reply::Decided { id, decisions })
        }
        Request::Computer { ply, .. } => {
            let mv: Move = r.mv.as_deref()?.parse().ok()?;
            legal(&mv).then_some(Reply::Computer {
                ply: *ply,
                serial: id,
                mv,
            })
        }
        Request::Hint { .. } => {
            let mut moves = Vec::with_capacity(r.analysis.len());
            let mut margins = Vec::new();
            for e in &r.analysis {
                let mv: Move = e.mv.parse().ok()?;
                if !legal(&mv) {
                    return None;
                }
                moves.push((mv, e.value));
                if let Some(m) = e.margin {
                    margins.push((mv, m));
                }
            }
            let margins = r.table.then_some(margins);
            let best = match r.mv.as_deref() {
                Some(m) => Some(m.parse::<Move>().ok()?),
                None => None,
            };
            (!moves.is_empty()).then_some(Reply::Hint {
                id,
                moves,
                best,
                solved: r.solved,
                margins,
            })
        }
        Request::Graph { ply, .. } => Some(Reply::Graph {
            id,
            ply: *ply,
            value: r.value,
        }),
    }
}

/// An endgame table's file, as the page has it.
enum TableFile {
    /// Asked for, not come yet.
    Coming,
    /// Its bytes, for every worker.
    Here(js_sys::ArrayBuffer),
    /// It did not come (said on the console): not asked again.
    Failed,
}

/// The worker and the request it is working on.
#[derive(Default)]
struct Bot {
    worker: Option<WebWorker>,
    /// Counts the workers started, so that a terminated one's late events are ignored.
    generation: u64,
    ready: bool,
    /// The worker could not be started or failed: the page answers from now on.
    broken: bool,
    job: Option<Job>,
    /// Whether `job` was posted to the worker.
    posted: bool,
    timer: Option<Timeout>,
    /// The endgame tables' files asked for, by name.
    tables: Vec<(&'static str, TableFile)>,
    /// The tables the worker running has been given.
    given: Vec<&'static str>,
    /// The job waits no longer for a table still coming (its wait is over).
    waited: bool,
    /// Ends the job's wait for its table.
    table_timer: Option<Timeout>,
    /// Where the last job's replies went: a panic of the worker is said there.
    dispatch: Option<Callback<Action>>,
}

impl Bot {
    fn table(&self, name: &str) -> Option<&TableFile> {
        self.tables.iter().find(|(n, _)| *n == name).map(|(_, f)| f)
    }

    /// Whether the job waits for its table's file.
    fn job_waits_for_table(&self) -> bool {
        !self.waited
            && self
                .job
                .as_ref()
                .and_then(Job::table)
                .is_some_and(|t| matches!(self.table(t.name), Some(TableFile::Coming)))
    }
}

type Shared = Rc<RefCell<Bot>>;

fn now() -> f64 {
    js_sys::Date::now()
}

/// Sends `reply`, then `then` if any, once the job's pause has passed since it started.
fn deliver(bot: &Shared, job: &Job, reply: Reply, then: Option<Action>) {
    let waited = (now() - job.started).max(0.0) as u32;
    let rest = job.pause.saturating_sub(waited);
    let dispatch = job.dispatch.clone();
    let timer = Timeout::new(rest, move || {
        dispatch.emit(reply.into());
        if let Some(then) = then {
            dispatch.emit(then);
        }
    });
    bot.borrow_mut().timer = Some(timer);
}

/// Answers the waiting job in the page (after the job's pause); `why`: what became of
/// the worker.
fn fall_back(bot: &Shared, why: DecideFailure) {
    answer_in_page(bot, why, None);
}

/// [`fall_back`], then `then`; `then` at once when no job waits.
fn answer_in_page(bot: &Shared, why: DecideFailure, then: Option<Action>) {
    let job = bot.borrow_mut().job.take();
    if let Some(job) = job {
        bot.borrow_mut().posted = false;
        let action = job.fallback(why);
        deliver(bot, &job, action, then);
    } else if let (Some(then), Some(dispatch)) = (then, bot.borrow().dispatch.clone()) {
        dispatch.emit(then);
    }
}

/// Worker `generation` stopped on a panic ([`protocol::PANICKED`]): if it is the one in
/// use it is stopped and its job answered in the page, as on an error (a new worker
/// serves the next request); the page says so after the answer (whose own words come
/// first). One that was replaced meanwhile (its error came first) is only said.
fn panicked(bot: &Shared, generation: u64) {
    let said = NoticeAction::Also(Notice::error(Message::WorkerStopped)).into();
    if bot.borrow().generation != generation {
        if let Some(dispatch) = bot.borrow().dispatch.clone() {
            dispatch.emit(said);
        }
        return;
    }
    {
        let mut b = bot.borrow_mut();
        stop_worker(&mut b);
        b.timer = None;
    }
    answer_in_page(bot, DecideFailure::Failed, Some(said));
}

fn stop_worker(b: &mut Bot) {
    b.worker = None;
    b.ready = false;
    b.posted = false;
    b.given.clear();
    b.generation += 1;
}

/// Hands the worker, once it runs, every table's file come that it has not been given.
fn give_tables(bot: &Shared) {
    let mut b = bot.borrow_mut();
    if !b.ready {
        return;
    }
    let Bot {
        worker,
        tables,
        given,
        ..
    } = &mut *b;
    let Some(worker) = worker else {
        return;
    };
    for (name, file) in tables.iter() {
        if let TableFile::Here(bytes) = file {
            if !given.contains(name) && worker.post(bytes).is_ok() {
                given.push(name);
            }
        }
    }
}

/// Fetches `table`'s file, once, then gives it to the worker and sends the job that
/// waited for it.
fn fetch_table(bot: &Shared, table: &'static Shipped) {
    if bot.borrow().table(table.name).is_some() {
        return;
    }
    bot.borrow_mut()
        .tables
        .push((table.name, TableFile::Coming));
    let weak = Rc::downgrade(bot);
    wasm_bindgen_futures::spawn_local(async move {
        let got = fetch_bytes(&table.file()).await;
        let Some(bot) = weak.upgrade() else {
            return;
        };
        let file = match got {
            Ok(bytes) => TableFile::Here(bytes),
            Err(e) => {
                web_sys::console::warn_1(&format!("Mancala Atlas: {e}").into());
                TableFile::Failed
            }
        };
        if let Some(slot) = bot
            .borrow_mut()
            .tables
            .iter_mut()
            .find(|(n, _)| *n == table.name)
        {
            slot.1 = file;
        }
        give_tables(&bot);
        post(&bot);
    });
}

/// The bytes at `url`, or why they did not come.
async fn fetch_bytes(url: &str) -> Result<js_sys::ArrayBuffer, String> {
    let (response, why) = crate::ui::i18n::data::fetch_ok(url).await?;
    wasm_bindgen_futures::JsFuture::from(response.array_buffer().map_err(&why)?)
        .await
        .map_err(&why)?
        .dyn_into()
        .map_err(why)
}

fn post(bot: &Shared) {
    if bot.borrow().job_waits_for_table() {
        return;
    }
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
        .is_some_and(|w| w.post(&JsValue::from_str(&text)).is_ok());
    if !sent {
        bot.borrow_mut().broken = true;
        fall_back(bot, DecideFailure::NoWorker);
        return;
    }
    bot.borrow_mut().posted = true;
    if bot.borrow().job.as_ref().is_some_and(Job::needs_worker) {
        // A decision takes what it takes; Cancel stops it.
        return;
    }
    // A search that never answers is abandoned.
    let weak = Rc::downgrade(bot);
    let generation = bot.borrow().generation;
    let watchdog = Timeout::new(REPLY_MILLIS, move || {
        if let Some(bot) = weak.upgrade() {
            if bot.borrow().generation == generation && bot.borrow().posted {
                stop_worker(&mut bot.borrow_mut());
                fall_back(&bot, DecideFailure::Failed);
            }
        }
    });
    bot.borrow_mut().timer = Some(watchdog);
}

fn on_message(weak: &Weak<RefCell<Bot>>, generation: u64, text: &str) {
    let Some(bot) = weak.upgrade() else {
        return;
    };
    if text == protocol::PANICKED {
        return panicked(&bot, generation);
    }
    if bot.borrow().generation != generation {
        return;
    }
    if text == protocol::READY {
        bot.borrow_mut().ready = true;
        give_tables(&bot);
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
        .unwrap_or_else(|| job.fallback(DecideFailure::Failed));
    deliver(&bot, &job, action, None);
}

fn on_error(weak: &Weak<RefCell<Bot>>, generation: u64) {
    let Some(bot) = weak.upgrade() else {
        return;
    };
    if bot.borrow().generation != generation {
        return;
    }
    let why = {
        let mut b = bot.borrow_mut();
        // It never started (no script, no wasm): the page answers from now on. An error
        // in a running worker: a new one serves the next request.
        let why = if b.ready {
            DecideFailure::Failed
        } else {
            b.broken = true;
            DecideFailure::NoWorker
        };
        stop_worker(&mut b);
        b.timer = None;
        why
    };
    fall_back(&bot, why);
}

/// Starts a worker; `false` when the browser refuses.
fn spawn(bot: &Shared) -> bool {
    let generation = bot.borrow().generation + 1;
    let weak = Rc::downgrade(bot);
    let on_message = move |text: String| on_message(&weak, generation, &text);
    let weak = Rc::downgrade(bot);
    let on_error = move || on_error(&weak, generation);
    let Some(worker) = WebWorker::start("./worker_loader.js", on_message, on_error) else {
        return false;
    };
    let mut b = bot.borrow_mut();
    b.generation = generation;
    b.ready = false;
    b.posted = false;
    b.given.clear();
    b.worker = Some(worker);
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
        b.waited = false;
        b.dispatch = Some(job.dispatch.clone());
        b.job = Some(job);
    }
    if bot.borrow().broken {
        fall_back(bot, DecideFailure::NoWorker);
        return;
    }
    let table = bot.borrow().job.as_ref().and_then(Job::table);
    if let Some(table) = table {
        fetch_table(bot, table);
        if bot.borrow().job_waits_for_table() {
            // Its file is coming: the job waits for it, a while.
            let weak = Rc::downgrade(bot);
            let id = bot.borrow().job.as_ref().map(|j| j.id);
            let wait = Timeout::new(TABLE_WAIT_MILLIS, move || {
                if let Some(bot) = weak.upgrade() {
                    if bot.borrow().job.as_ref().map(|j| j.id) == id {
                        bot.borrow_mut().waited = true;
                        post(&bot);
                    }
                }
            });
            bot.borrow_mut().table_timer = Some(wait);
        }
    }
    if bot.borrow().worker.is_none() && !spawn(bot) {
        bot.borrow_mut().broken = true;
        fall_back(bot, DecideFailure::NoWorker);
        return;
    }
    let waits = bot.borrow().job.as_ref().is_some_and(Job::needs_worker);
    if !bot.borrow().ready && !waits {
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
                    fall_back(&bot, DecideFailure::Failed);
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

/// The worker, as the hooks hold it: it takes the state's requests
/// ([`crate::ui::game::Effect::Ask`], [`crate::ui::game::Effect::Cancel`]) and dispatches the
/// replies.
#[derive(Clone)]
pub struct BotHandle {
    bot: Shared,
    dispatch: Callback<Action>,
    /// Decides long sowings instead of the Web Worker (the tests').
    decider: Option<Decider>,
}

impl BotHandle {
    /// Takes `work`: from the worker (else in the page; a decision from the decider
    /// when the app was given one, never in the page).
    pub fn ask(&self, work: Work) {
        let job = Job::of(work, self.dispatch.clone());
        match (&job.kind, &self.decider) {
            (Request::Decide(_), Some(decider)) => ask_decider(decider, job),
            _ => start(&self.bot, job),
        }
    }

    /// Where the replies go.
    pub fn dispatch(&self) -> Callback<Action> {
        self.dispatch.clone()
    }

    /// Stops working on `request`, if it still is.
    pub fn cancel(&self, request: &Request) {
        cancel(&self.bot, request.id());
    }
}

/// The worker of the app (one per app; `decider`: the tests').
#[hook]
pub fn use_worker(dispatch: Callback<Action>, decider: Option<Decider>) -> BotHandle {
    let bot: Shared = use_mut_ref(Bot::default);
    BotHandle {
        bot,
        dispatch,
        decider,
    }
}

/// Hands decide `job` to `decider`; its answer is read as the worker's would be.
fn ask_decider(decider: &Decider, job: Job) {
    let (id, dispatch) = (job.id, job.dispatch.clone());
    let request = match &job.kind {
        Request::Decide(d) => protocol::Request::decide(id, &d.record, d.mv),
        _ => return,
    };
    let Ok(text) = serde_json::to_string(&request) else {
        return;
    };
    let reply = Callback::from(move |text: String| {
        let reply = serde_json::from_str::<protocol::Response>(&text)
            .ok()
            .filter(|r| r.id == id)
            .and_then(|r| read_reply(id, &job.kind, &job.game, &r))
            .unwrap_or(Reply::DecideFailed {
                id,
                why: DecideFailure::Failed,
            });
        dispatch.emit(reply.into());
    });
    (decider.0)(text, reply);
}
