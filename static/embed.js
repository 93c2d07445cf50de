// Mancala Atlas figures without an iframe: one <script type="module" src=".../embed.js">
// and elements such as <div data-mancala-atlas="game=katro&moves=a1"></div>, mounted
// with the same parameters as embed.html. Everything is loaded relative to this file,
// so the script works from any sub-path and from another site that serves it.
//
// What it does to the page, and nothing else:
// - Once the page is parsed it looks once for elements marked data-mancala-atlas and
//   claims each (data-mancala-atlas-mounted), so that a second copy of this script on the
//   page leaves them alone. Elements added later are not looked for. It adds no global
//   names, and on the page's window three listeners only: for `message`, by which iframes
//   of embed.html on the page say how tall their figure is (it sets that iframe's height,
//   nothing else), and — on a page with such iframes, from embed-print.js — for
//   `beforeprint` and `afterprint`, which put a printed copy of those iframes' figures
//   next to them and take it away again. Its other listeners are on the marked elements.
// - A figure comes in two steps. First its drawing: the sketch bundle (sketch.js and
//   sketch_bg.wasm, small: the rules engine and the board's drawing, no Yew) draws the
//   board at the figure's moment with its caption and step bar, one figure per task (the
//   page runs, scrolls and answers clicks between two figures). Then the figure itself:
//   the figure bundle (figure.js and figure_bg.wasm: a figure and nothing of the app, no
//   start screen, no computer opponent) replaces the drawing when the reader reaches for
//   it — a pointer over it, a touch, the keyboard's focus — and does what the reader
//   did meanwhile (the button clicked, the key pressed). A figure that plays by itself,
//   lets the reader play or shows the full controls is replaced at once; one with no
//   controls stays a drawing. A reader who only reads downloads only the drawing.
//   A lesson or a puzzle (lesson=, puzzle=) comes from the lessons bundle (lessons.js,
//   lessons_bg.wasm) in the figure bundle's place: neither downloads the other.
// - A figure that fails shows why inside its own element. A failure while drawing can
//   leave a bundle's WebAssembly instance unusable (a Rust panic stops it): after the
//   sketch's, the figures left are drawn by their bundle; after the figure's (or the
//   lessons'), the figures it held and those still to come move to a fresh instance. A
//   panic is said in the figure's language (src/ui/platform/crash.rs): each bundle's own
//   hook says it in each figure it holds, and the sketch's gives its words to this script,
//   which says them in the figure's element until its bundle has drawn the figure again.
const base = new URL(".", import.meta.url);
const embedPage = document.body?.dataset.atlas === "embed";
// The embed page's notice for a script that never came: this script came.
for (const notice of document.querySelectorAll(".atlas-embed-stalled")) notice.remove();
// On the embed page the styles are linked in its head; elsewhere each figure loads them.
const styles = embedPage ? [] : [new URL("board.css", base).href, new URL("embed.css", base).href];
// Fresh instances of a figures' bundle after failures, at most: each holds its own memory.
const MAX_COPIES = 3;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const queryOf = (el) => {
  const own = el.getAttribute("data-mancala-atlas") || "";
  return embedPage && own === "" ? location.search : own;
};
// The width a figure is drawn in (its element's; the window's before it is laid out).
const widthOf = (el) => el.clientWidth || innerWidth;

// A query's parts, raw (`+` stays a `+`: Kiothi's redistributions are written with it),
// and one parameter's value, decoded; null if it is not given.
const partsOf = (query) => query.replace(/^\?/, "").split("&").filter(Boolean);
const nameOf = (part) => { try { return decodeURIComponent(part.split("=")[0]).trim(); } catch (_) { return ""; } };
function parameter(query, name) {
  const part = partsOf(query).find((p) => nameOf(p) === name);
  if (part === undefined) return null;
  try { return decodeURIComponent(part.includes("=") ? part.slice(part.indexOf("=") + 1) : ""); } catch (_) { return null; }
}
// The bundle that draws the figure of `query` (as src/ui/app/embed.rs `Bundle` chooses).
const bundleOf = (query) => (parameter(query, "lesson") !== null || parameter(query, "puzzle") !== null ? "lessons" : "figure");
// The figure's widest (`width=640`, `width=50%`), as CSS, or "" for its column. Set on the
// figure's own element through the CSSOM: a page's policy may forbid inline styles.
function maxWidthOf(query) {
  const w = (parameter(query, "width") || "").trim().match(/^(\d+)(px|%)?$/);
  if (!w) return "";
  const n = Number(w[1]);
  return w[2] === "%" ? (n >= 1 && n <= 100 ? `${n}%` : "") : n >= 200 && n <= 4000 ? `${n}px` : "";
}

// Printing shows a whole step (the manual, "Images", print): the step the author chose
// (`print-at`), or for a figure that plays by itself the end of its moves, or the step a
// sowing in flight is going to; never the sowing itself. The query to draw for print, or
// null when the figure as shown prints (`root`: the figure shown, or null before).
function printedQuery(query, root) {
  const printAt = parameter(query, "print-at");
  const auto = /^(yes|true|1|on|)$/i.test(parameter(query, "autoplay") ?? "no");
  const board = root?.querySelector("svg.board.main");
  const branch = !!root?.querySelector("[data-action=restore]");
  let at;
  if (printAt !== null) at = printAt;
  else if (root ? root.dataset.playing === "true" : auto) at = "";
  else if (root && board?.dataset.animating === "true" && !branch) at = root.dataset.at ?? "";
  else return null;
  const kept = partsOf(query).filter((p) => !["at", "autoplay", "print-at"].includes(nameOf(p)));
  if (at !== "") kept.push(`at=${encodeURIComponent(at)}`);
  return kept.join("&");
}

// The sketch bundle, once; null if it cannot start (the figures' bundles then draw all).
let sketchLoad = null;
let sketchReady = null; // the sketch once started, for printing (which cannot wait)
let printing = () => {}; // on a page around figures: what prints its iframes (below)
// The figures drawn, by element: the bundle's instance and the figure's number.
const drawnFigures = new WeakMap();
// Takes the figure drawn in `el` away (its Yew app, listeners and memory), if there is one.
function forget(el) {
  const m = drawnFigures.get(el);
  if (!m) return;
  drawnFigures.delete(el);
  try { m.app.unmount_embed(m.id); } catch (_) { /* a broken instance: nothing left to free */ }
}

function loadSketch() {
  sketchLoad ??= (async () => {
    const sketch = await import(new URL("sketch.js", base).href);
    await sketch.default({ module_or_path: new URL("sketch_bg.wasm", base) });
    return (sketchReady = sketch);
  })().catch(() => null);
  return sketchLoad;
}

const browserLanguages = () => [...(navigator.languages?.length ? navigator.languages : [navigator.language || ""])];

// A language's text for the sketch: its data file, fetched once (else English).
const languages = new Map();
function sketchLanguage(sketch, code) {
  if (code === "en") return null;
  if (!languages.has(code)) {
    languages.set(code, fetch(new URL(`lang-${code}.txt`, base))
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((text) => sketch.install_language(code, text))
      .catch((e) => String(e))
      .then((why) => why && console.warn(`Mancala Atlas: lang-${code}.txt: ${why}; the text stays English`)));
  }
  return languages.get(code);
}

// Each label squeezed into its room (measured, as the figure does: src/ui/board/view.rs).
function fitLabels(el) {
  for (const label of el.querySelectorAll("[data-fit]")) {
    const room = Number(label.getAttribute("data-fit"));
    if (label.getComputedTextLength() > room) {
      label.setAttribute("textLength", String(room));
      label.setAttribute("lengthAdjust", "spacingAndGlyphs");
    }
  }
}

// Draws the figure's first drawing; says when the figure is to replace it ("never",
// "intent", "now"), "now" when there is no drawing.
async function drawSketch(sketch, el) {
  const query = queryOf(el);
  await sketchLanguage(sketch, sketch.language(query, browserLanguages()));
  // The figure's own width decides whether a long board stands upright, in every form alike.
  const [wake, lang, dir, title, ...markup] = sketch.draw(query, browserLanguages(), widthOf(el), styles).split("\n");
  if (wake === "now" && !markup.length) return wake;
  el.innerHTML = markup.join("\n");
  fitLabels(el);
  if (embedPage) {
    // On the embed page the figure is the page: its language and title follow it.
    Object.assign(document.documentElement, { lang, dir });
    document.title = title;
    const heading = document.getElementById("atlas-embed-title");
    if (heading) heading.textContent = title;
  }
  return wake;
}

// The figures' bundle `name` (figure, lessons): its .js (shared with any other copy of
// this script), or for copy > 0 a separate module instance of it, with its own
// WebAssembly instance.
async function loadApp(name, copy) {
  const url = new URL(`${name}.js`, base);
  if (copy > 0) url.searchParams.set("copy", String(copy));
  const app = await import(url.href);
  await app.default({ module_or_path: new URL(`${name}_bg.wasm`, base) });
  return app;
}

// Says in `el` why its figure failed: `title`, then `error`, or `said` in its place (a
// panic's notice, in the figure's language, with its Reload button).
function showFailure(el, title, error, said = null) {
  const box = document.createElement("div");
  box.className = "atlas-embed embed-error";
  box.setAttribute("data-embed", "error");
  box.setAttribute("role", "alert");
  const head = document.createElement("p");
  head.className = "embed-error-title";
  head.textContent = title;
  const text = document.createElement("p");
  text.className = "embed-error-text";
  text.textContent = `${error}${error instanceof WebAssembly.RuntimeError ? " (the details are on the browser's console)" : ""}`;
  if (said) {
    said.removeAttribute("role");
    said.removeAttribute("class");
  }
  box.append(head, said || text);
  const links = styles.map((href) => Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
  el.replaceChildren(...links, box);
}

// Says in `el` that the sketch stopped on a panic, when `error` is its hook's (lines:
// "crashed", the figure's language and direction, the notice, its button's label, what
// the panic said; src/ui/platform/crash.rs): a notice in the figure's language with a button
// that reloads the page. Returns whether it was.
function sayCrash(el, error) {
  const [mark, lang, dir, text, reload, ...panic] = String(error?.message ?? "").split("\n");
  if (mark !== "crashed") return false;
  console.error(`Mancala Atlas: a figure's drawing stopped on an error: ${panic.join("\n")}`);
  const box = document.createElement("div");
  box.className = "atlas-embed embed-error";
  for (const [name, value] of [["role", "alert"], ["data-crashed", ""], ["lang", lang], ["dir", dir]]) box.setAttribute(name, value);
  const note = document.createElement("p");
  note.textContent = text;
  const button = Object.assign(document.createElement("button"), { type: "button", textContent: reload });
  button.dataset.action = "reload";
  button.addEventListener("click", () => location.reload());
  box.append(note, button);
  const links = styles.map((href) => Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
  el.replaceChildren(...links, box);
  return true;
}

// Runs `draw` for `el`, noting the errors of this script's bundles that happen in it or
// before the next task (Yew draws in the microtasks right after mount_embed returns; a
// WebAssembly trap, or an error thrown from a bundle's file); the page's own errors are
// not noted. Returns what `draw` returned, or the error and whether the bundle's
// instance may be broken by it (it was thrown in or after the bundle's call).
async function guarded(el, draw) {
  let failure = null;
  let broken = false;
  const ours = (error, file) => error instanceof WebAssembly.RuntimeError || (file || "").startsWith(base.href);
  const onError = (e) => {
    if (!failure && ours(e.error, e.filename)) [failure, broken] = [e.error || e.message, true];
  };
  const onRejection = (e) => {
    if (!failure && ours(e.reason)) [failure, broken] = [e.reason, true];
  };
  addEventListener("error", onError);
  addEventListener("unhandledrejection", onRejection);
  let result;
  try {
    result = await draw(() => (broken = true), () => (broken = false));
  } catch (e) {
    failure = e;
  }
  await nextTask();
  removeEventListener("error", onError);
  removeEventListener("unhandledrejection", onRejection);
  return failure ? { failure, broken } : { result };
}

// Mounts one figure with the bundle `app` in place of what `el` shows. Returns
// also what had the keyboard's focus in `el` before (the `data-action` of a button, ""
// for the figure itself), or null.
async function mountOne(app, el) {
  let focused = null;
  const mounted = await guarded(el, async (enter, leave) => {
    const query = queryOf(el);
    // The figure's language, if the bundle has to fetch it (never fails: else English).
    await app.prepare(query, base.href);
    const active = document.activeElement;
    if (active && active !== el && el.contains(active)) focused = active.getAttribute("data-action") ?? "";
    enter();
    forget(el);
    el.replaceChildren();
    drawnFigures.set(el, { app, id: app.mount_embed(el, query, base.href, styles) });
    leave();
  });
  return { ...mounted, focused };
}

// Each figures' bundle, loaded when first needed: its instance, its copy, the figures it
// holds (`held`). Its figures are drawn one at a time and one per task, in the order
// asked for; `then(focused)` runs once a figure is drawn.
const bundles = {};
function wake(el, then = () => {}) {
  const name = bundleOf(queryOf(el));
  const b = (bundles[name] ??= { name, copy: 0, app: null, startError: null, held: [], mounting: Promise.resolve() });
  b.mounting = b.mounting.then(async () => {
    if (!el.isConnected) return;
    if (!b.app && !b.startError && b.copy <= MAX_COPIES) {
      try {
        b.app = await loadApp(b.name, b.copy);
      } catch (e) {
        b.startError = e;
      }
    }
    if (b.startError) return showFailure(el, "This Mancala Atlas figure could not start", b.startError);
    if (!b.app) return showFailure(el, "This Mancala Atlas figure was not drawn", "too many figures of this page failed");
    await nextTask();
    const mounted = await mountOne(b.app, el);
    if (!mounted.failure) {
      b.held.push(el);
      then(mounted.focused);
      return;
    }
    // A panic's notice, in the figure's language (the bundle's hook), says why.
    showFailure(el, "This Mancala Atlas figure could not be drawn", mounted.failure, el.querySelector(":scope > [data-crashed]"));
    if (!mounted.broken) return;
    // The instance is unusable: the figures it held move to a fresh one.
    const moved = b.held;
    [b.app, b.held] = [null, []];
    b.copy++;
    for (const other of moved) wake(other);
  });
  return b.mounting;
}

// A drawing whose figure comes when the reader reaches for it; what the reader did
// meanwhile (a step button clicked, an arrow key pressed) is done again on the figure,
// and the keyboard's focus stays where it was.
function wakeOnIntent(el) {
  let woken = false;
  let pending = null;
  const action = (e) => (e.target instanceof Element ? e.target.closest("[data-action]")?.getAttribute("data-action") ?? "" : "");
  const start = () => {
    if (woken) return;
    woken = true;
    // On the drawing (replaced with it), not on the host's element.
    const drawing = el.querySelector("[data-embed=sketch]");
    drawing?.setAttribute("aria-busy", "true");
    drawing?.setAttribute("data-waking", "");
    wake(el, (focused) => {
      for (const [type, listener] of listeners) el.removeEventListener(type, listener, true);
      // A figure of moves, or a lesson (the lessons bundle's: its root is a lesson's).
      const figure = el.querySelector("[data-embed=figure], [data-embed=lesson], [data-embed=puzzle]");
      if (!figure) return;
      const at = (name) => (name ? figure.querySelector(`[data-action="${name}"]`) : null) ?? figure;
      if (focused !== null) at(focused).focus();
      if (pending?.click) at(pending.click).click();
      if (pending?.key) at(pending.on).dispatchEvent(new KeyboardEvent("keydown", { key: pending.key, bubbles: true, cancelable: true }));
    });
  };
  const listeners = [
    ["pointerover", start],
    ["pointerdown", start],
    ["focusin", start],
    ["click", (e) => {
      const name = action(e);
      if (name) pending = { click: name };
      start();
    }],
    ["keydown", (e) => {
      if (!e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey && ["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) {
        e.preventDefault();
        pending = { key: e.key, on: action(e) };
      }
      start();
    }],
  ];
  for (const [type, listener] of listeners) el.addEventListener(type, listener, true);
}

// The element a figure is drawn in, inside `host`'s own shadow root: the page's styles do
// not reach it (a blog's `figcaption` rule, its colours), as they reach neither a
// <mancala-figure> nor an iframe's. Returns null where the host can have no shadow root
// (then the figure is drawn in the host itself, as before).
function shadowBox(host, query) {
  let root;
  try { root = host.shadowRoot ?? host.attachShadow({ mode: "open" }); } catch (_) { return null; }
  const box = document.createElement("div");
  box.className = "mancala-figure";
  box.setAttribute("data-mancala-atlas", query);
  box.setAttribute("data-mancala-atlas-mounted", "");
  root.replaceChildren(box);
  return box;
}

// Every figure this script draws (the element it is drawn in), for printing.
const boxes = new Set();

async function main() {
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  const queue = [];
  for (const el of document.querySelectorAll("[data-mancala-atlas]:not([data-mancala-atlas-mounted])")) {
    el.setAttribute("data-mancala-atlas-mounted", "");
    queue.push(embedPage ? el : shadowBox(el, el.getAttribute("data-mancala-atlas") || "") ?? el);
  }
  if (queue.length === 0) return;
  let sketch = await loadSketch();
  // A phone turned (or a window or a column resized) across the width at which a long
  // board is drawn upright: the drawings still waiting for their figure are drawn again.
  if (sketch) {
    const narrow = new WeakMap();
    const below = sketch.narrow_below();
    const watch = new ResizeObserver(async (entries) => {
      for (const { target: el } of entries) {
        const now = widthOf(el) < below;
        const was = narrow.get(el);
        narrow.set(el, now);
        if (was === undefined || was === now) continue;
        if (!sketch || !el.isConnected || !el.querySelector(":scope > [data-embed=sketch]:not([data-waking])")) continue;
        const drawn = await guarded(el, () => drawSketch(sketch, el));
        if (drawn.failure) sketch = null;
      }
    });
    for (const el of queue) watch.observe(el);
  }
  for (const el of queue) {
    await nextTask();
    if (!el.isConnected) continue; // taken off the page meanwhile
    sketch = await drawFigure(el, sketch);
  }
}

// Printing this script's figures: each that would print a sowing in flight, or whose
// author chose the step printed, prints a drawing of that step in its place (beside it,
// shown only in print: embed.css), taken away after printing.
addEventListener("beforeprint", () => {
  if (!sketchReady) return;
  for (const el of boxes) {
    if (!el.isConnected || el.hasAttribute("data-mancala-atlas-printed")) continue;
    const root = el.querySelector(":scope > [data-embed]");
    if (!root || root.dataset.embed === "error") continue;
    const query = printedQuery(queryOf(el), root);
    if (query === null) continue;
    let markup;
    try { markup = sketchReady.draw(query, browserLanguages(), widthOf(el), []).split("\n").slice(4); } catch (_) { continue; }
    if (!markup.length) continue;
    const copy = document.createElement("div");
    copy.className = "atlas-embed-print-step";
    copy.innerHTML = markup.join("\n");
    el.after(copy);
    el.setAttribute("data-mancala-atlas-printed", "");
    fitLabels(copy);
  }
});
addEventListener("afterprint", () => {
  for (const el of boxes) {
    if (!el.hasAttribute("data-mancala-atlas-printed")) continue;
    el.removeAttribute("data-mancala-atlas-printed");
    if (el.nextElementSibling?.classList.contains("atlas-embed-print-step")) el.nextElementSibling.remove();
  }
});

// One figure in `el`: its drawing by `sketch` (if there is one), then the figure when it
// is to come. Returns the sketch bundle, or null once it has failed (the figures' bundles
// then draw this figure and the rest).
async function drawFigure(el, sketch) {
  boxes.add(el);
  el.style.maxWidth = maxWidthOf(queryOf(el));
  let when = "now";
  if (sketch) {
    const drawn = await guarded(el, () => drawSketch(sketch, el));
    if (drawn.failure) {
      // A panic is said until its bundle has drawn the figure in its place.
      if (!sayCrash(el, drawn.failure)) el.replaceChildren();
      sketch = null;
    } else {
      when = drawn.result;
    }
  }
  if (when === "now") wake(el);
  else if (when === "intent") wakeOnIntent(el);
  return sketch;
}

// <mancala-figure game="katro" moves="a1 f6" at="1" …>: the same figure, its parameters
// as attributes (those of embed.html: game, options, position, moves, record, at,
// autoplay, speed, controls, play, captions, caption0…, lang, theme, coordinates, lesson,
// puzzle). It draws into its own shadow root (the page's styles do not reach it, and it
// touches nothing outside the element); a change of any attribute draws it again. All
// the figures of a page share one download of each bundle they need. The page's own attributes
// (id, class, style, title, hidden, slot, part, tabindex, role, dir, data-…, aria-…)
// are not parameters.
const NOT_PARAMETERS = /^(id|class|style|title|hidden|slot|part|tabindex|role|dir|data-.*|aria-.*)$/;
const queryOfAttributes = (host) => [...host.attributes]
  .filter((a) => !NOT_PARAMETERS.test(a.name))
  .map((a) => `${encodeURIComponent(a.name)}=${encodeURIComponent(a.value)}`)
  .join("&");
if (!embedPage && globalThis.customElements && !customElements.get("mancala-figure")) {
  customElements.define("mancala-figure", class extends HTMLElement {
    #watch = null;
    #drawn = null;
    #queued = false;
    connectedCallback() {
      this.#watch ??= new MutationObserver(() => this.#redraw());
      this.#watch.observe(this, { attributes: true });
      if (this.#drawn !== queryOfAttributes(this)) this.#redraw();
    }
    disconnectedCallback() {
      this.#watch?.disconnect();
    }
    // Several attributes changed at once are one drawing, a task later.
    #redraw() {
      if (this.#queued) return;
      this.#queued = true;
      setTimeout(async () => {
        this.#queued = false;
        const query = queryOfAttributes(this);
        if (!this.isConnected || query === this.#drawn) return;
        this.#drawn = query;
        // The figure drawn before goes with its drawing (its app freed, not left running).
        for (const old of this.shadowRoot?.children ?? []) {
          forget(old);
          boxes.delete(old);
        }
        const el = shadowBox(this, query);
        if (el) await drawFigure(el, await loadSketch());
      }, 0);
    }
  });
}

// Iframes of embed.html size to their figure: the embed page says how tall it is (a
// message carrying only its height), and a page that loads this script sets the height
// of the iframe the message came from (only iframes of this embed.html, within bounds).
const HEIGHT = "mancala-atlas:height";
// The answer of a page that sizes the frame to its figure (this script, the builder).
const SIZED = "mancala-atlas:sized";
if (embedPage && window.parent === window) {
  // Opened on its own: the figure fills the window.
  document.body.classList.add("atlas-embed-alone", "atlas-embed-fit");
} else if (embedPage) {
  // Until the page around says it sizes the frame to the figure, the figure fits the
  // frame's own height (a frame the page cannot resize: a blog's sandboxed embed): its
  // board drawn as large as the frame lets it, nothing cut off, no scrollbar. Once sized,
  // the board fills the frame's width and the frame takes the figure's height.
  document.body.classList.add("atlas-embed-fit");
  window.addEventListener("message", (e) => {
    if (e.source === window.parent && e.data && e.data.type === SIZED) {
      document.body.classList.replace("atlas-embed-fit", "atlas-embed-sized");
    }
  });
  // Each figure's page region is named after its iframe's title (an article may hold
  // several: their landmarks are then told apart).
  try {
    const title = window.frameElement && window.frameElement.title;
    if (title) document.querySelector("main")?.setAttribute("aria-label", title);
  } catch (_) { /* another site's page: its frame is not ours to read */ }
  let last = 0;
  const tell = () => {
    const height = Math.max(Math.ceil(document.body.getBoundingClientRect().height), document.body.scrollHeight);
    if (height > 0 && height !== last) {
      last = height;
      window.parent.postMessage({ type: HEIGHT, height }, "*");
    }
  };
  new ResizeObserver(tell).observe(document.body);
} else {
  const page = new URL("embed.html", base).href;
  const ofEmbed = (frame) => {
    const src = new URL(frame.getAttribute("src") || "", document.baseURI);
    return src.origin + src.pathname === page;
  };
  // Printing (the manual, "Images"): iframes of embed.html print as copies in this page,
  // by embed-print.js, loaded once this page's figures are drawn and only on a page
  // that has such a frame (a figure's own page, or a page without frames, never loads it).
  printing = () => {
    if (![...document.querySelectorAll("iframe")].some(ofEmbed)) return;
    import(new URL("embed-print.js", base).href)
      .then((m) => m.install({ ofEmbed, sketch: () => sketchReady, fitLabels, browserLanguages, styles, printedQuery }))
      .catch(() => {});
  };
  window.addEventListener("message", (e) => {
    const d = e.data;
    if (!d || d.type !== HEIGHT || !Number.isFinite(d.height)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow !== e.source) continue;
      if (!ofEmbed(frame)) return;
      // The figure's height inside the frame's own border and padding (a page whose frames
      // are border-box would otherwise cut 1 or 2 px off and show a scrollbar).
      const cs = getComputedStyle(frame);
      const edges = cs.boxSizing === "border-box"
        ? ["borderTopWidth", "borderBottomWidth", "paddingTop", "paddingBottom"].reduce((n, k) => n + (parseFloat(cs[k]) || 0), 0) : 0;
      frame.style.height = Math.min(Math.max(Math.round(d.height), 80), 4000) + Math.ceil(edges) + "px";
      // The frame is sized to its figure: its board may fill the frame's width.
      e.source.postMessage({ type: SIZED }, "*");
      return;
    }
  });
}

main().finally(() => printing());
