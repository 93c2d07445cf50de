// Usage: [PAGES=puzzles,link] node --experimental-websocket benches/pages/tasks.js DIST [runs] [cpu]
//   runs: loads of each page (default 5); cpu: CPU slow-down factor (default 1; 4 = the
//   slow phone of measure.js)
//
// The page's main thread while each kind of page loads: every task of 50 ms or more
// (a PerformanceObserver for `longtask`, installed before the page's own scripts, in
// every frame), from navigation until the page is drawn and quiet, in headless Chromium,
// each load in a fresh browser profile (no cache, no service worker). Pages: the app's
// start screen on a first visit (the light start screen, the app loaded behind it), and
// then its Play (the app takes over and draws the game); a share link opened on a first visit (a game of Katro); the app reopening
// a saved game of Kiothi (the game screen, a second visit); a figure with the full
// controls (embed.html: its drawing, then the figure at once); a figure with step
// controls, its drawing, then a click on its forward button (the figure bundle comes
// and plays the move: tasks counted until it is quiet again); the Puzzles screen opened by
// its link (#puzzles=hoyito-3: the app, the puzzle file fetched and read); the article. Prints one JSON line per load (the tasks'
// durations) and per page the longest task over the runs. A benchmark: it judges nothing.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");
const { open } = require("../../tests/site/devtools.js");

const dist = path.resolve(process.argv[2] || "dist");
const runs = Number(process.argv[3] || 5);
const cpu = Number(process.argv[4] || 1);
if (!fs.existsSync(path.join(dist, "index.html"))) {
  console.error("usage: tasks.js DIST [runs] [cpu]");
  process.exit(2);
}
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
  ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json", ".json": "application/json" };
const server = http.createServer((req, res) => {
  const rel = decodeURIComponent(new URL(req.url, "http://x").pathname).replace(/^\/+/, "") || "index.html";
  const file = path.join(dist, rel);
  if (!file.startsWith(dist) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
  res.end(fs.readFileSync(file));
});

// In every document (frames included), before its scripts: its long tasks, kept on the top window.
const observer = `(() => {
  const top = (() => { try { return window.top.__tasks ? window.top : window; } catch (_) { return window; } })();
  top.__tasks = top.__tasks || [];
  const sink = top.__tasks;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) sink.push(Math.round(e.duration)); })
    .observe({ type: "longtask", buffered: true });
})();`;

async function load(url, ready, before, act) {
  const page = await open({ args: ["--window-size=1280,900"], profilePrefix: "tasks-bench-" });
  const { call, evaluate, waitFor } = page;
  try {
    await call("Runtime.enable");
    await call("Page.enable");
    if (before) await before(page);
    await call("Page.addScriptToEvaluateOnNewDocument", { source: observer });
    if (cpu > 1) await call("Emulation.setCPUThrottlingRate", { rate: cpu });
    await call("Page.navigate", { url });
    const drawn = await waitFor(ready, 120000);
    // Quiet: no new resource and no new long task over two polls in a row, then one more second of frames.
    const quiet = async () => {
      await waitFor(`(() => { const n = performance.getEntriesByType("resource").length + ":" + (window.__tasks || []).length;
        const q = n === window.__benchLast && document.readyState === "complete"; window.__benchLast = n; return q; })()`, 60000);
      await evaluate("new Promise((r) => { let n = 0; const f = () => (++n >= 60 ? r(true) : requestAnimationFrame(f)); requestAnimationFrame(f); })");
    };
    await quiet();
    if (act) {
      await evaluate(act.run);
      await waitFor(act.done, 120000);
      await quiet();
    }
    const tasks = await evaluate("JSON.stringify(window.__tasks || [])");
    return { drawn, tasks: JSON.parse(tasks || "[]") };
  } finally {
    await page.close();
  }
}

(async () => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}/`;
  // A saved game of Kiothi: the app opens it at once (its game screen), from its own save.
  const saveKiothi = async ({ call, waitFor }) => {
    await call("Page.navigate", { url: base });
    await waitFor("!!document.querySelector('[data-game-card=kiothi]')", 120000);
    await call("Runtime.evaluate", { expression: "document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true" });
    await waitFor("!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')", 60000);
    await call("Page.navigate", { url: "about:blank" });
  };
  const pages = {
    // A first visit: the light start screen, the app loaded behind it.
    start: { url: base, ready: "!!document.querySelector('#atlas-start [data-action=start]')" },
    // Then Play: the app takes over and draws the game chosen (Kiothi).
    "start-play": { url: base, ready: "!!document.querySelector('#atlas-start [data-action=start]')",
      act: { run: "document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true",
        done: "!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')" } },
    link: { url: base + "#game=katro&moves=a1%20f6", ready: "!!document.querySelector('svg.board.main[data-game=katro] [data-hole]')" },
    game: { url: base, ready: "!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')", before: saveKiothi },
    figure: { url: base + "embed.html?game=kiothi&moves=&controls=full", ready: "!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')" },
    "figure-step": { url: base + "embed.html?game=hoyito-3&moves=c1%20f2&at=0", ready: "!!document.querySelector('[data-embed=sketch] svg.board.main [data-hole]')",
      act: { run: "document.querySelector('[data-action=forward]').click(), true", done: "document.querySelector('[data-embed=figure]')?.dataset.at === '1'" } },
    // The Puzzles screen opened by its link on a first visit: the app, then the game's
    // puzzle file fetched and read, and the puzzle of the day drawn.
    puzzles: { url: base + "#puzzles=hoyito-3", ready: "!!document.querySelector('article.puzzle[data-puzzle-status=yours] svg.board.main [data-hole]')" },
    article: { url: base + "article.html", ready: "[...document.querySelectorAll('[data-mancala-atlas]')].some((e) => e.querySelector('svg.board.main [data-hole]'))" },
  };
  const summary = {};
  // PAGES=puzzles,link measures only those.
  const only = (process.env.PAGES || "").split(",").filter(Boolean);
  for (const [name, p] of Object.entries(pages).filter(([n]) => !only.length || only.includes(n))) {
    let longest = 0;
    for (let i = 0; i < runs; i++) {
      const r = await load(p.url, p.ready, p.before, p.act);
      console.log(JSON.stringify({ page: name, run: i + 1, cpu, ...r }));
      longest = Math.max(longest, ...r.tasks);
    }
    summary[name] = longest ? `${longest} ms` : "none of 50 ms or more";
  }
  console.log(JSON.stringify({ longestTask: summary, runs, cpu }));
  server.close();
})().catch((e) => { console.error(e); process.exit(1); });
