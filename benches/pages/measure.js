// Usage: node --experimental-websocket benches/pages/measure.js DIST [profile] [encoding] [runs]
//   profile: slow (default: 1.6 Mbps down, 750 kbps up, 150 ms latency, CPU 4x slower) | fast (no throttling)
//   encoding: gzip (default) | br | identity — what the local server sends (the
//   precompressed copies in DIST, as a static host with gzip_static/brotli_static would)
//   runs: how many times each page is loaded (default 3); the median is printed.
//
// What a reader downloads and how soon they see something, for each kind of page, in
// headless Chromium over the DevTools protocol (tests/site/devtools.js), every run in a
// fresh browser profile (no HTTP cache, no service worker):
// - figure: embed.html with step controls — bytes transferred until its board is drawn
//   (its first drawing: the sketch bundle), the time from navigation to that board, and
//   the files asked for by then; then a click on its forward button: the time until the
//   figure (the figure bundle, fetched on that click) shows the next move, and the bytes
//   by then;
// - element: an author's page with one <mancala-figure> (step controls) and embed.js —
//   bytes until its board is drawn in its shadow root, and the time to it;
// - article: article.html — bytes until its first figure's board is drawn, and in all
//   once the page is quiet; whether it registers a service worker; its files;
// - app: index.html — bytes until the start screen answers (on a first visit the light
//   start screen, src/bin/start.rs: its Play button is there, its listeners in place), the
//   time to it; the time from Play (Katro chosen first) to the game's board; whether the computer's worker was loaded by
//   then, after a two-player game is started, and after a hint is asked for.
// Bytes are what crossed the (emulated) network: encodedDataLength, headers included; a
// file still coming in at the moment counts with what it had received by then.
// Prints one JSON line per run and a summary per page. A benchmark, not a test: it
// passes or fails nothing.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");
const { open } = require("../../tests/site/devtools.js");

const dist = path.resolve(process.argv[2] || "dist");
const profileName = process.argv[3] || "slow";
const encoding = process.argv[4] || "gzip";
const runs = Number(process.argv[5] || 3);
const PROFILES = {
  slow: { network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }, cpu: 4 },
  fast: { network: null, cpu: 1 },
};
const profile = PROFILES[profileName];
if (!profile || !["gzip", "br", "identity"].includes(encoding) || !fs.existsSync(path.join(dist, "index.html"))) {
  console.error("usage: measure.js DIST [slow|fast] [gzip|br|identity] [runs]");
  process.exit(2);
}
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
  ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json", ".json": "application/json" };

// A static host: the file, or its precompressed copy when the browser accepts it.
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  let rel = decodeURIComponent(url.pathname).replace(/^\/+/, "") || "index.html";
  if (rel === "__element.html") {
    // An author's page with one <mancala-figure> and embed.js, nothing else.
    res.writeHead(200, { "content-type": "text/html", "cache-control": "no-cache" });
    res.end(`<!doctype html><meta charset="utf-8"><title>element</title>
<mancala-figure game="hoyito-3" moves="c1 f2 a2" at="1" controls="step"></mancala-figure>
<script type="module" src="embed.js"></script>`);
    return;
  }
  const file = path.join(dist, rel);
  if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end(); return; }
  const accepts = String(req.headers["accept-encoding"] || "");
  const suffix = { gzip: ".gz", br: ".br" }[encoding];
  const packed = suffix && accepts.includes(encoding) && fs.existsSync(file + suffix) ? file + suffix : null;
  const bytes = fs.readFileSync(packed || file);
  const headers = { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "content-length": bytes.length,
    "cache-control": "no-cache", vary: "accept-encoding" };
  if (packed) headers["content-encoding"] = encoding;
  res.writeHead(200, headers);
  res.end(bytes);
});

// In every page, before its scripts: the time (ms since navigation) at which `selector`
// first matches, reported through a binding.
const watcher = (selector) => `(() => {
  // "shadow:SELECTOR": inside the first <mancala-figure>'s shadow root (looked at every
  // frame: a shadow root's changes reach no observer of the document).
  const inShadow = ${JSON.stringify(selector)}.startsWith("shadow:");
  const seen = () => inShadow ? document.querySelector("mancala-figure")?.shadowRoot?.querySelector(${JSON.stringify(selector.replace(/^shadow:/, ""))})
    : document.querySelector(${JSON.stringify(selector)});
  if (inShadow) { const poll = () => { if (!report()) requestAnimationFrame(poll); }; requestAnimationFrame(poll); }
  const report = () => { if (!window.__benchSeen && seen()) { window.__benchSeen = performance.now(); __benchReport(String(window.__benchSeen)); return true; } return false; };
  const start = () => { if (!report()) new MutationObserver((_, o) => { if (report()) o.disconnect(); }).observe(document, { childList: true, subtree: true, attributes: true }); };
  if (window.top === window) document.readyState === "loading" ? document.addEventListener("DOMContentLoaded", start) : start();
})();`;

async function load(url, selector, after) {
  const page = await open({ args: ["--window-size=1280,900"], profilePrefix: "pages-bench-" });
  const { call, evaluate, waitFor, on } = page;
  try {
    const requests = new Map();
    const finished = [];
    let seenAt = null; // index into `finished` when the selector matched
    let seenMs = null;
    on("Network.requestWillBeSent", (p) => requests.set(p.requestId, p.request.url));
    // Bytes of responses still coming in (a file only partly received by the moment
    // counts with what it had received).
    const partial = new Map();
    let inFlightAtSeen = 0;
    on("Network.dataReceived", (p) => partial.set(p.requestId, (partial.get(p.requestId) || 0) + p.encodedDataLength));
    on("Network.loadingFinished", (p) => {
      partial.delete(p.requestId);
      finished.push({ url: requests.get(p.requestId) || "?", bytes: p.encodedDataLength });
    });
    on("Runtime.bindingCalled", (p) => {
      if (p.name === "__benchReport" && seenAt === null) {
        seenAt = finished.length;
        seenMs = Number(p.payload);
        inFlightAtSeen = [...partial.values()].reduce((a, b) => a + b, 0);
      }
    });
    await call("Runtime.enable");
    await call("Runtime.addBinding", { name: "__benchReport" });
    await call("Page.addScriptToEvaluateOnNewDocument", { source: watcher(selector) });
    await call("Network.enable");
    await call("Network.setCacheDisabled", { cacheDisabled: true });
    if (profile.network) await call("Network.emulateNetworkConditions", profile.network);
    if (profile.cpu > 1) await call("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
    await call("Page.navigate", { url });
    const drawn = await waitFor(`!!window.__benchSeen`, 120000);
    // Quiet: nothing new finished for two polls in a row (what loads after the first board).
    let last = -1;
    await waitFor(`(() => { const n = performance.getEntriesByType("resource").length; const q = n === window.__benchLast; window.__benchLast = n; return q && document.readyState === "complete"; })()`, 60000);
    last = finished.length;
    const files = (list) => [...new Set(list.map((f) => new URL(f.url).pathname.split("/").pop() || "index.html"))].sort();
    const sum = (list) => list.reduce((s, f) => s + f.bytes, 0);
    const extra = after ? await after(page) : {};
    const bytesAfter = after ? sum(finished) : null;
    const before = finished.slice(0, seenAt ?? finished.length);
    return { drawn, ms: seenMs === null ? null : Math.round(seenMs), bytesBefore: sum(before) + inFlightAtSeen, inFlightAtSeen, filesBefore: files(before),
      bytesQuiet: sum(finished.slice(0, last)), filesQuiet: files(finished.slice(0, last)), bytesAfter, ...extra };
  } finally {
    await page.close();
  }
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

(async () => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const pages = {
    figure: { url: base + "embed.html?game=hoyito-3&moves=c1%20f2%20a2&at=1&controls=step", selector: "[data-embed] svg.board.main [data-hole]",
      // The reader steps: from the click on the drawing's forward button to the figure's
      // next move on the board (its sowing shown, then settled).
      after: async ({ evaluate }) => ({ msToStep: Math.round(await evaluate(`new Promise((resolve) => {
        const t0 = performance.now();
        document.querySelector("[data-action=forward]").click();
        const done = () => { const f = document.querySelector("[data-embed=figure]");
          if (f && f.dataset.at === "2") { resolve(performance.now() - t0); return true; } return false; };
        if (!done()) new MutationObserver((_, o) => { if (done()) o.disconnect(); }).observe(document, { childList: true, subtree: true, attributes: true });
      })`)) }) },
    // The custom element: an author's page with one <mancala-figure> (step controls):
    // bytes until its board is drawn in its shadow root.
    element: { url: base + "__element.html", selector: "shadow:[data-embed] svg.board.main [data-hole]" },
    article: { url: base + "article.html", selector: "svg.board.main [data-hole]",
      after: async ({ evaluate }) => ({ serviceWorkers: await evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)") }) },
    // Answers: the start screen (the light one on a first visit) is drawn, with its
    // listeners (they are in place before it is drawn).
    app: { url: base, selector: "main.app [data-action=start]",
      after: async ({ evaluate, waitFor }) => {
        const workerFiles = "performance.getEntriesByType('resource').some((e) => /worker/.test(e.name))";
        const atStart = await evaluate(workerFiles);
        // A choice made at once (Katro, two players), then Play: the time from the click
        // on Play to the game's board.
        await evaluate("document.querySelector('[data-game-card=katro]').click(), true");
        await waitFor("document.querySelector('[data-game-card=katro]')?.getAttribute('aria-pressed') === 'true'", 60000);
        await evaluate("document.querySelector('[data-mode=two-players]').click(), true");
        const msToPlay = Math.round(await evaluate(`new Promise((resolve) => {
          const t0 = performance.now();
          document.querySelector("[data-action=start]").click();
          const done = () => { const b = document.querySelector("svg.board.main[data-game=katro] [data-hole]");
            if (b) { resolve(performance.now() - t0); return true; } return false; };
          if (!done()) new MutationObserver((_, o) => { if (done()) o.disconnect(); }).observe(document, { childList: true, subtree: true, attributes: true });
        })`));
        const inGame = await evaluate(workerFiles);
        await evaluate("document.querySelector('[data-action=hint]')?.click(), true");
        const hinted = await waitFor("document.querySelectorAll('[data-hint-move]').length > 0", 120000);
        return { msToPlay, workerAtStartScreen: atStart, workerInTwoPlayerGame: inGame, workerAfterHint: hinted && (await evaluate(workerFiles)) };
      } },
  };
  const only = (process.env.PAGES || "figure,element,article,app").split(",");
  const summary = {};
  for (const name of only) {
    const p = pages[name];
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = await load(p.url, p.selector, p.after);
      console.log(JSON.stringify({ page: name, profile: profileName, encoding, run: i + 1, ...r }));
      results.push(r);
    }
    summary[name] = { ms: median(results.map((r) => r.ms ?? Infinity)), kbBefore: +(median(results.map((r) => r.bytesBefore)) / 1000).toFixed(1),
      kbQuiet: +(median(results.map((r) => r.bytesQuiet)) / 1000).toFixed(1) };
    if (results[0].msToPlay !== undefined) summary[name].msToPlay = median(results.map((r) => r.msToPlay));
    if (results[0].msToStep !== undefined) {
      Object.assign(summary[name], { msToStep: median(results.map((r) => r.msToStep)), kbAfterStep: +(median(results.map((r) => r.bytesAfter)) / 1000).toFixed(1) });
    }
  }
  console.log(JSON.stringify({ summary, profile: profileName, encoding, runs }));
  server.close();
})().catch((e) => { console.error(e); process.exit(1); });
