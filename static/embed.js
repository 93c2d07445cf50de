// Mancala Atlas figures without an iframe: one <script type="module" src=".../embed.js">
// and elements such as <div data-mancala-atlas="game=katro&moves=a1"></div>, mounted
// with the same parameters as embed.html. Everything is loaded relative to this file,
// so the script works from any sub-path and from another site that serves it.
//
// What it does to the page, and nothing else:
// - Once the page is parsed it looks once for elements marked data-mancala-atlas and
//   claims each (data-mancala-atlas-mounted), so that a second copy of this script on the
//   page leaves them alone. Elements added later are not looked for. It adds no global
//   names, and one listener only: for `message`, by which iframes of embed.html on the
//   page say how tall their figure is (it sets that iframe's height, nothing else).
// - It loads the figure bundle (figure.js and figure_bg.wasm: a figure and nothing of the
//   app, no start screen, no computer opponent) only if there is a figure, then draws one
//   figure per task: the page runs (scrolls, answers clicks) between two figures.
// - A figure that fails shows why inside its own element. A failure while drawing can
//   leave the bundle's WebAssembly instance unusable (a Rust panic stops it), so the
//   figures drawn before and those still to draw move to a fresh instance.
const base = new URL(".", import.meta.url);
const embedPage = document.body?.dataset.atlas === "embed";
// On the embed page the styles are linked in its head; elsewhere each figure loads them.
const styles = embedPage ? [] : [new URL("board.css", base).href, new URL("embed.css", base).href];
// Fresh instances after failures, at most: each holds its own memory.
const MAX_COPIES = 3;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The figure bundle: figure.js (shared with any other copy of this script), or for
// copy > 0 a separate module instance of it, with its own WebAssembly instance.
async function loadApp(copy) {
  const url = new URL("figure.js", base);
  if (copy > 0) url.searchParams.set("copy", String(copy));
  const app = await import(url.href);
  await app.default({ module_or_path: new URL("figure_bg.wasm", base) });
  return app;
}

function showFailure(el, title, error) {
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
  box.append(head, text);
  const links = styles.map((href) => Object.assign(document.createElement("link"), { rel: "stylesheet", href }));
  el.replaceChildren(...links, box);
}

// Mounts one figure. Yew draws it in the microtasks right after mount_embed returns, so
// an error of the bundle (a WebAssembly trap, or thrown from figure.js) reported before the next
// task is this figure's; the page's own errors are not. Returns null, or the error and
// whether the bundle's instance may be broken by it (it was thrown in or after mount_embed).
async function mountOne(app, el) {
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
  try {
    const own = el.getAttribute("data-mancala-atlas") || "";
    const query = embedPage && own === "" ? location.search : own;
    // The figure's language, if the bundle has to fetch it (never fails: else English).
    await app.prepare(query, base.href);
    broken = true;
    app.mount_embed(el, query, base.href, styles);
    broken = false;
  } catch (e) {
    failure = e;
  }
  await nextTask();
  removeEventListener("error", onError);
  removeEventListener("unhandledrejection", onRejection);
  return failure && { failure, broken };
}

async function main() {
  if (document.readyState === "loading") {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  const queue = [];
  for (const el of document.querySelectorAll("[data-mancala-atlas]:not([data-mancala-atlas-mounted])")) {
    el.setAttribute("data-mancala-atlas-mounted", "");
    queue.push(el);
  }
  if (queue.length === 0) return;
  let copy = 0;
  let app;
  try {
    app = await loadApp(copy);
  } catch (e) {
    for (const el of queue) showFailure(el, "This Mancala Atlas figure could not start", e);
    return;
  }
  let drawn = []; // the figures the current instance holds
  while (queue.length) {
    const el = queue.shift();
    await nextTask();
    if (!el.isConnected) continue; // taken off the page meanwhile
    const failed = await mountOne(app, el);
    if (!failed) {
      drawn.push(el);
      continue;
    }
    showFailure(el, "This Mancala Atlas figure could not be drawn", failed.failure);
    if (!failed.broken || drawn.length + queue.length === 0) continue;
    if (copy === MAX_COPIES) {
      for (const rest of queue.splice(0)) showFailure(rest, "This Mancala Atlas figure was not drawn", "too many figures of this page failed");
      return;
    }
    try {
      app = await loadApp(++copy);
    } catch (e) {
      for (const rest of [...drawn, ...queue.splice(0)]) showFailure(rest, "This Mancala Atlas figure could not start", e);
      return;
    }
    for (const done of drawn) done.replaceChildren();
    queue.unshift(...drawn);
    drawn = [];
  }
}

// Iframes of embed.html size to their figure: the embed page says how tall it is (a
// message carrying only its height), and a page that loads this script sets the height
// of the iframe the message came from (only iframes of this embed.html, within bounds).
const HEIGHT = "mancala-atlas:height";
if (embedPage && window.parent === window) {
  // Opened on its own: the figure fills the window.
  document.body.classList.add("atlas-embed-alone");
} else if (embedPage) {
  // Each figure's page region is named after its iframe's title (an article may hold
  // several: their landmarks are then told apart).
  try {
    const title = window.frameElement && window.frameElement.title;
    if (title) document.querySelector("main")?.setAttribute("aria-label", title);
  } catch (_) { /* another site's page: its frame is not ours to read */ }
  let last = 0;
  const tell = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== last) {
      last = height;
      window.parent.postMessage({ type: HEIGHT, height }, "*");
    }
  };
  new ResizeObserver(tell).observe(document.body);
} else {
  const page = new URL("embed.html", base).href;
  window.addEventListener("message", (e) => {
    const d = e.data;
    if (!d || d.type !== HEIGHT || !Number.isFinite(d.height)) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow !== e.source) continue;
      const src = new URL(frame.getAttribute("src") || "", document.baseURI);
      if (src.origin + src.pathname !== page) return;
      frame.style.height = Math.min(Math.max(Math.round(d.height), 80), 4000) + "px";
      return;
    }
  });
}

main();
