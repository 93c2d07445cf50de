// Mancala Atlas figures without an iframe: one <script type="module" src=".../embed.js">
// and elements such as <div data-mancala-atlas="game=katro&moves=a1"></div>, mounted
// with the same parameters as embed.html. Everything is loaded relative to this file,
// so the script works from any sub-path and from another site that serves it.
// It touches nothing on the page but those elements (and adds no global names).
import init, { mount_embed } from "./app.js";

const base = new URL(".", import.meta.url);
const embedPage = document.body && document.body.dataset.atlas === "embed";
// On the embed page the styles are linked in its head; elsewhere each figure loads them.
const styles = embedPage ? [] : [new URL("board.css", base).href, new URL("embed.css", base).href];
const ready = init({ module_or_path: new URL("app_bg.wasm", base) });

function mountAll() {
  for (const el of document.querySelectorAll("[data-mancala-atlas]:not([data-mancala-atlas-mounted])")) {
    el.setAttribute("data-mancala-atlas-mounted", "");
    const own = el.getAttribute("data-mancala-atlas") || "";
    const query = embedPage && own === "" ? location.search : own;
    mount_embed(el, query, base.href, styles);
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

ready.then(
  () => (document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", mountAll) : mountAll()),
  (e) => {
    for (const el of document.querySelectorAll("[data-mancala-atlas]")) {
      el.textContent = "This Mancala Atlas figure could not start: " + e;
    }
  },
);
