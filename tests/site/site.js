// The static site in headless Chromium. dist/ served under a sub-path (/atlas/) works,
// asks only for addresses under that sub-path, and is installable (manifest, service
// worker). Before the app's wasm has arrived the page shows its frame and a board, and
// says why in its place when the wasm cannot be loaded. Every screen works at 1280×800
// and on a 390×844 phone (screens.js), what a learner meets holds (learner.js: the
// players' strips apart at 320, 390 and 1280 px in every language, verdicts in view,
// Kiothi's panels clear of the holes, a puzzle file offline), and axe-core finds no
// accessibility violation
// (axe.js). Every page (the app, the embed page, the example
// article) loads with no Content-Security-Policy violation. The embed page opens with
// parameters (position, caption, controls, language) and explains a bad one; the example
// article renders every figure, each iframe as tall as its figure, never leaves its own
// address, and is saved as a screenshot (target/site/article.png, phone:
// article-phone.png) and printed to PDF with every figure's board (print.js). embed.js
// on a page of another origin mounts only the marked elements, once each, one per task,
// touches nothing else, and a broken figure shows its error in its own element only. An
// update is atomic: with build B deployed over build A, a page opened on A keeps getting
// A's files (its worker too), a reload gets B's, every one; an update that fails half-way
// (a file cut off, a file of another build, a full disk) leaves B serving, whole; and the
// site works offline after the update. Failures are said (failures.js): a language whose
// file does not come, and a panic in each bundle. A language switch answered out of order
// ends in the latest choice, in the app and in a figure (switches.js). "Record a game"
// takes a whole game by touch on a phone and by the keyboard (record.js). The recorder,
// the figure builder and What play shows come in a bundle of their own, loaded the first
// time one is shown, and its failures are said (lazy.js).
// usage: node --experimental-websocket tests/site/site.js DIST CRASH_DIST
// Prints one line per check and a closing "N passed, N failed"; exit status 1 on failure.
// Every check waits for its condition (with a deadline, and says what it saw last when
// the condition never came); nothing sleeps a fixed time to let the page get there, and
// nothing is timed.
const http = require("http");
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { open, sleep } = require("./devtools.js");
const { screens } = require("./screens.js");
const { learner } = require("./learner.js");
const axe = require("./axe.js");
const { sha256, manifest, markedCopy } = require("./builds.js");
const { languages } = require("./languages.js");
const { print } = require("./print.js");
const { failures: failuresSaid } = require("./failures.js");
const { switches } = require("./switches.js");
const { recorder } = require("./record.js");
const { lazyScreens } = require("./lazy.js");
const { figures: figureChecks, pages: testPages, hostPages } = require("./figures.js");

const dist = path.resolve(process.argv[2] || "dist");
// The crash build (scripts/crash-build.sh): the same bundles with `crash_for_tests`, which
// the panic checks need (failures.js) and the shipped build must not carry.
const crashDist = process.argv[3] ? path.resolve(process.argv[3]) : null;
const PREFIX = "/atlas/";
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
  ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json", ".json": "application/json" };
const LONG = 60000; // the deadline for a condition that needs the app to load and draw
// The policy as a header too (the manual, "Deploying"), as a host that can set headers sends
// it: it is what the workers run under (a <meta> policy does not reach them).
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";
const cspHeader = (file) => CSP + (file.endsWith("embed.html") ? "; frame-ancestors *" : file.endsWith(".html") ? "; frame-ancestors 'none'" : "");

// Polls `predicate` (an async function of the test) until it holds; false at the deadline.
async function until(predicate, ms = LONG) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(250)) {
    if (await predicate()) return true;
  }
  return false;
}

// The Atlas's server: one build folder at a time under PREFIX (switched to deploy a new
// build), with a fault to inject: a file cut off half-way, or a file from another build.
// `down`: the host is unreachable (every connection cut), the site offline.
// `refuse`: files (a pattern of their path under PREFIX) answered 404, as if missing.
// `hold`: files (a pattern) kept waiting until `held`'s functions are called, which answer
// them 404 (a file that is slow to come and then fails).
const atlas = { root: dist, fault: null, down: false, refuse: null, hold: null, held: [] };
const requested = [];
const atlasServer = http.createServer((req, res) => {
  if (atlas.down) { req.socket.destroy(); return; }
  const url = new URL(req.url, "http://x");
  requested.push(url.pathname);
  // embed.js on another site, and embed.html in a sandboxed frame (the manual); under
  // PREFIX/nocors/ the same files without the header (a host that does not send it).
  const nocors = url.pathname.startsWith(PREFIX + "nocors/");
  if (!nocors) res.setHeader("access-control-allow-origin", "*");
  if (!url.pathname.startsWith(PREFIX)) { res.writeHead(404); res.end(); return; }
  const rel = decodeURIComponent(url.pathname.slice(PREFIX.length + (nocors ? "nocors/".length : 0))) || "index.html";
  if (atlas.refuse && atlas.refuse.test(rel)) { res.writeHead(404); res.end(); return; }
  if (atlas.hold && atlas.hold.test(rel)) { atlas.held.push(() => { res.writeHead(404); res.end(); }); return; }
  // A page of the Atlas's origin that runs nothing: the storage is cleared there (forget).
  if (rel === "test-pages/blank.html") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><link rel=\"icon\" href=\"data:,\"><title>blank</title><p>Nothing runs here.</p></html>");
    return;
  }
  // The pages of tests/site/figures.js, on the Atlas's own origin (it reads into their frames).
  if (rel.startsWith("test-pages/")) {
    const body = testPages(rel.slice("test-pages/".length), url);
    if (body === undefined) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { "content-type": "text/html" });
    res.end(body);
    return;
  }
  const fault = atlas.fault && atlas.fault.path === rel ? atlas.fault : null;
  const root = fault && fault.from ? fault.from : atlas.root;
  let file = path.join(root, rel);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  if (!file.startsWith(root) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  const bytes = fs.readFileSync(file);
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "content-length": bytes.length,
    "content-security-policy": cspHeader(file) });
  if (fault && fault.cut) { res.write(bytes.subarray(0, bytes.length >> 1), () => res.socket.destroy()); return; }
  res.end(bytes);
});
// Another origin (another port): a host page that embeds figures with embed.js, and a
// probe that breaks its own policy, to show that violations are seen.
let atlasBase = "";
const hostServer = http.createServer((req, res) => {
  const name = new URL(req.url, "http://x").pathname.slice(1);
  if (name === "favicon.ico") { res.writeHead(204); res.end(); return; } // the browser asks for one
  const probe = {
    "probe.html": `<!doctype html><meta charset="utf-8"><title>probe</title><iframe src="probe-frame.html"></iframe>`,
    "probe-frame.html": `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>frame</title><script>document.title = "ran";</script>`,
  }[name];
  // The pages of tests/site/figures.js on another site.
  const made = probe === undefined ? hostPages(name, atlasBase, new URL(req.url, "http://x")) : undefined;
  if (made !== undefined) {
    res.writeHead(200, { "content-type": TYPES[path.extname(name)] || "text/html" });
    res.end(made);
    return;
  }
  const file = path.join(__dirname, "host", name);
  if (probe === undefined && !/^[a-z.-]+$/.test(name || "-")) { res.writeHead(404); res.end(); return; }
  if (probe === undefined && !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  const body = (probe ?? fs.readFileSync(file, "utf8")).replaceAll("{{ATLAS}}", atlasBase);
  res.writeHead(200, { "content-type": TYPES[path.extname(name)] || "text/plain" });
  res.end(body);
});

let passed = 0, failed = 0;
const check = (name, ok, detail = "") => {
  if (ok) passed++; else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
};

(async () => {
  await new Promise((r) => atlasServer.listen(0, "127.0.0.1", r));
  await new Promise((r) => hostServer.listen(0, "127.0.0.1", r));
  const site = `http://127.0.0.1:${atlasServer.address().port}${PREFIX}`;
  const origin = new URL(site).origin;
  const host = `http://127.0.0.1:${hostServer.address().port}/`;
  atlasBase = site;
  const { call, evaluate, waitFor, lastSeen, close, on } = await open({ profilePrefix: "site-test-" });
  const finish = async (code) => {
    await close();
    atlasServer.close();
    hostServer.close();
    process.exit(code);
  };
  // A last resort for a hung browser, far beyond what the test needs: each wait below has
  // its own deadline.
  // A guard against a hang, not a measure: a busy CI machine takes some 12 minutes.
  setTimeout(() => { console.log("FAIL the site test did not finish in 25 minutes"); finish(1); }, 25 * 60000).unref();

  // Content-Security-Policy violations in every frame (reported by the page itself, from
  // before its first script) and errors on the console.
  const violations = [];
  const consoleErrors = [];
  on("Runtime.bindingCalled", (p) => { if (p.name === "__atlasCspViolation") violations.push(p.payload); });
  on("Log.entryAdded", (p) => { if (p.entry.level === "error") consoleErrors.push(`${p.entry.text} (${p.entry.url || ""})`); });
  on("Runtime.exceptionThrown", (p) => consoleErrors.push(p.exceptionDetails.exception?.description || p.exceptionDetails.text));
  await call("Runtime.enable");
  await call("Log.enable");
  await call("Runtime.addBinding", { name: "__atlasCspViolation" });
  await call("Page.addScriptToEvaluateOnNewDocument", { source: `addEventListener("securitypolicyviolation", (e) =>
    __atlasCspViolation(location.href + ": " + e.violatedDirective + " blocked " + (e.blockedURI || "?") + " at " + e.sourceFile + ":" + e.lineNumber), true);` });
  const noViolations = (what) => {
    check(`${what}: no Content-Security-Policy violation`, violations.length === 0, violations.join(" / "));
    violations.length = 0;
  };
  // `except`, a pattern of messages that are not the page's own (each use says why).
  const noConsoleErrors = (what, except) => {
    const errors = except ? consoleErrors.filter((e) => !except.test(e)) : consoleErrors;
    check(`${what}: no error on the console`, errors.length === 0, errors.join(" / "));
    consoleErrors.length = 0;
  };

  // What the browser receives: every response of the page, its frames and its workers
  // (attached as they start), with the bytes.
  let received = null;
  const responses = new Map();
  on("Network.responseReceived", (p, sid) => responses.set(`${sid}/${p.requestId}`,
    { url: p.response.url, sw: p.response.fromServiceWorker, csp: p.response.headers["content-security-policy"] || p.response.headers["Content-Security-Policy"] }));
  on("Network.loadingFinished", async (p, sid) => {
    const r = responses.get(`${sid}/${p.requestId}`);
    if (!r || !received) return;
    const list = received;
    const body = await call("Network.getResponseBody", { requestId: p.requestId }, sid);
    if (body.result) list.push({ ...r, body: Buffer.from(body.result.body, body.result.base64Encoded ? "base64" : "utf8") });
  });
  on("Target.attachedToTarget", async (p) => {
    if (p.targetInfo.type === "worker") await call("Network.enable", {}, p.sessionId);
    await call("Runtime.runIfWaitingForDebugger", {}, p.sessionId);
  });
  await call("Network.enable");
  // Dedicated workers only, each held until its network is watched; nothing else waits.
  await call("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true,
    filter: [{ type: "worker", exclude: false }, { exclude: true }] });

  const board = "!!document.querySelector('svg[data-game] [data-hole]')";
  // Where the page is and what it says, for a failure's message.
  const where = async () => evaluate("location.href + ' says: ' + (document.body ? document.body.innerText.replace(/\\s+/g, ' ').slice(0, 160) : '(no body)')");
  // Waits for `expression` to hold and checks that it did.
  const waitCheck = async (name, expression, ms = 30000) => {
    const ok = await waitFor(expression, ms);
    check(name, ok, ok ? "" : `not so after ${ms / 1000} s; last seen ${JSON.stringify(lastSeen())} at ${await where()}`);
    return ok;
  };
  // The page's frames after two animation frames: laid out and painted.
  const painted = "document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))))";
  // The page names an icon, and the icon is served.
  const favicon = async (what) => waitCheck(`${what} has a favicon`,
    "(() => { const l = document.querySelector('link[rel~=icon]'); return l ? fetch(l.href).then((r) => r.ok) : false; })()");
  // Opens `url` (reloads, without one) and waits until the new document is there: the old
  // one is marked first, so that no check can be answered by the page being left.
  const go = async (url, reload = {}) => {
    await evaluate("window.__siteTestOld = true");
    await call(url ? "Page.navigate" : "Page.reload", url ? { url } : reload);
    if (!(await waitFor("!window.__siteTestOld && document.readyState !== 'loading'"))) {
      check(`${url || "the reload"} opens`, false, `last seen ${await where()}`);
    }
  };
  // Clears the browser's storage for the site on a page of its origin that runs nothing:
  // an app still starting on the page left (its first state read before the clearing)
  // would write its game and its tab's record after it, and make the next visit a
  // returning one.
  const forget = async () => {
    await go(site + "test-pages/blank.html");
    await evaluate("localStorage.clear(), sessionStorage.clear(), true");
  };
  // A first visit to `url` (the site's own address without one): nothing kept, and a new
  // history entry (no screen kept in it).
  const firstVisit = async (url = site) => {
    await forget();
    await go(url);
  };

  // The precompressed copies (scripts/precompress.js): every large page, script, style
  // sheet and wasm file has a .br and a .gz that decode to exactly its bytes.
  {
    const zlib = require("zlib");
    const large = fs.readdirSync(dist).filter((n) => /\.(html|js|css|wasm|svg)$/.test(n) && fs.statSync(path.join(dist, n)).size >= 1024);
    const bad = large.filter((n) => {
      const bytes = fs.readFileSync(path.join(dist, n));
      const copy = (ext, decode) => { try { return decode(fs.readFileSync(path.join(dist, n + ext))).equals(bytes); } catch (_) { return false; } };
      return !copy(".br", zlib.brotliDecompressSync) || !copy(".gz", zlib.gunzipSync);
    });
    check("every large file has .br and .gz copies of its exact bytes", large.length >= 10 && bad.length === 0, `${large.length} large files; wrong or missing: ${bad.join(" ")}`);
  }

  // 0. The watch on the policy sees a violation, in a frame too.
  await go(host + "probe.html");
  check("a page that breaks its policy is seen doing so (the watch works, in frames too)",
    await until(async () => violations.some((v) => v.includes("probe-frame.html") && v.includes("script-src"))), violations.join(" / "));
  violations.length = 0;
  consoleErrors.length = 0;

  // 1. The app.
  // The page's requests for the app's wasm (its preload, the loader's fetch) stop at the
  // network: each fails while `failWasm` is set, else it is held until released.
  // pausedWasm() is true once the page asks for it (false if it has not in 30 s).
  // Once `passWasm` is set, a request let through (the app's, asked for after the light
  // start screen's was released).
  let failWasm = false, passWasm = false, onPaused = () => {};
  const heldWasm = [];
  on("Fetch.requestPaused", (p) => {
    if (!/\.wasm$/.test(new URL(p.request.url).pathname)) return; // another check's (switches.js)
    if (failWasm) call("Fetch.failRequest", { requestId: p.requestId, errorReason: "Failed" });
    else if (passWasm) call("Fetch.continueRequest", { requestId: p.requestId });
    else heldWasm.push(p.requestId);
    onPaused(true);
  });
  const pausedWasm = () => new Promise((r) => { onPaused = r; setTimeout(() => r(false), 30000).unref(); });
  // The app's wasm, and the light start screen's (which a first visit loads first).
  const wasmPatterns = { patterns: [{ urlPattern: "*app_bg.wasm", requestStage: "Request" }, { urlPattern: "*start_bg.wasm", requestStage: "Request" }] };
  await call("Fetch.enable", wasmPatterns);

  // When the app cannot start (its wasm fails to load, and the light start screen's), the
  // loading frame says so in place of its note and board, rather than go on promising a
  // board.
  failWasm = true;
  let paused = pausedWasm();
  await go(site);
  check("the test can make the app's wasm fail to load", await paused);
  await waitCheck("when the app cannot start, the loading frame says so instead of a loading board",
    "(() => { const f = document.getElementById('atlas-loading'); const a = f && f.querySelector('[role=alert]'); " +
    "return !!a && /could not start/.test(a.textContent) && !f.querySelector('.loading-board, .loading-note'); })()");
  failWasm = false;
  consoleErrors.length = 0; // the failure is also reported on the console, as it should be
  // A first visit again: the service worker this visit installed, and its cache, removed
  // once it is done (activated: its activate handler, which opens caches, has finished).
  await waitFor("navigator.serviceWorker.getRegistrations().then((rs) => rs.every((r) => !r.installing && !r.waiting && (!r.active || r.active.state === 'activated')))", LONG);
  const cleared = await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
  const swLeft = "Promise.all([navigator.serviceWorker.getRegistrations(), caches.keys()])" +
    ".then(([r, k]) => ({ workers: r.map((w) => (w.installing || w.waiting || w.active || {}).state), caches: k }))";
  const swGone = await waitFor(`${swLeft}.then((s) => s.workers.length === 0 && s.caches.length === 0)`);
  check("the first visit's service worker and cache are removed", swGone, swGone ? "" : `left: ${JSON.stringify(await evaluate(swLeft))}${cleared.error ? "; " + cleared.error.message : ""}`);

  // The example article on a first visit (no service worker yet): it registers none, and
  // asks only for what a figure needs — the figure bundle, never the app, the computer's
  // worker, the web manifest or the app's icons (the manual, "How the pages load").
  {
    const since = requested.length;
    await go(site + "article.html");
    await waitCheck("the article on a first visit draws its script-mounted figure",
      "[...document.querySelectorAll('[data-mancala-atlas]')].some(e => (e.shadowRoot ?? e).querySelector('svg.board.main [data-hole]'))", LONG);
    await waitCheck("the article on a first visit draws a figure in an iframe",
      "[...document.querySelectorAll('iframe')].some((f) => { try { return !!f.contentDocument.querySelector('[data-embed] svg.board.main [data-hole]'); } catch (_) { return false; } })", LONG);
    const regs = await evaluate("navigator.serviceWorker.getRegistrations().then((r) => r.length)");
    check("the article registers no service worker", regs === 0, `${regs} registered`);
    const asked = [...new Set(requested.slice(since).map((p) => p.slice(PREFIX.length)))].sort();
    const needed = new Set(["article.html", "article.css", "embed.js", "embed-print.js", "embed.html", "board.css", "embed.css", "sketch.js", "sketch_bg.wasm",
      "figure.js", "figure_bg.wasm", "lang-tr.txt", "lang-fa.txt", "icon.svg",
      // What play shows (section 6): its plots, images of their own, once in view.
      "stats/katro.svg", "stats/rio-kadalis.svg", "stats/hoyito-3.svg", "stats/kiothi.svg"]);
    check("the article asks only for what its figures need (no app, no worker, no manifest)",
      asked.includes("sketch_bg.wasm") && asked.every((p) => needed.has(p)), asked.join(" "));
    noViolations("the article on a first visit");
    // The article registers no worker (checked above). "Service worker went to a bad state
    // unexpectedly" is Chromium's error for a worker whose version went away under it
    // (kServiceWorkerInvalidVersionError): the app's, which this test removed just before,
    // said here at a moment of Chromium's own. Not the article's error.
    noConsoleErrors("the article on a first visit", /^Service worker went to a bad state unexpectedly\./);
  }

  // Each figure loads only the bundle that draws it (README, "How the pages load"), still
  // without a service worker (each file asked of the site): a figure of moves the figure
  // bundle, never the lessons bundle; a lesson or a puzzle the lessons bundle, never the
  // figure bundle. A lesson with step controls is first drawn by the sketch, as a figure
  // is, and its bundle comes when the reader reaches for it; a puzzle's comes at once.
  {
    const named = (since) => new Set(requested.slice(since).map((p) => p.slice(PREFIX.length)));
    const list = (asked) => [...asked].sort().join(" ");
    let since = requested.length;
    await go(site + "embed.html?game=hoyito-3&moves=c1%20f2&controls=full");
    await waitCheck("a figure's page draws its figure", "!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')", LONG);
    let asked = named(since);
    check("a figure's page loads the figure bundle, never the lessons bundle",
      asked.has("figure.js") && asked.has("figure_bg.wasm") && !asked.has("lessons.js") && !asked.has("lessons_bg.wasm"), list(asked));
    since = requested.length;
    await go(site + "embed.html?lesson=katro/2&lang=fr");
    await waitCheck("a lesson's page (step controls) is drawn first by the sketch: its board",
      "!!document.querySelector('[data-embed=sketch] svg.board.main [data-hole]')", LONG);
    asked = named(since);
    check("a lesson's drawing loads the sketch and neither the figure bundle nor the lessons bundle",
      asked.has("sketch_bg.wasm") && ![...asked].some((p) => /^(figure|lessons)(\.js|_bg\.wasm)$/.test(p)), list(asked));
    await evaluate("document.querySelector('[data-mancala-atlas]').dispatchEvent(new PointerEvent('pointerover', { bubbles: true })), true");
    await waitCheck("reached for, the lesson comes in its drawing's place, in French",
      "!!document.querySelector('[data-embed=lesson][lang=fr] article.lesson svg.board.main [data-hole]') && !document.querySelector('[data-embed=sketch]')", LONG);
    asked = named(since);
    check("a lesson's page loads the lessons bundle, never the figure bundle",
      asked.has("lessons.js") && asked.has("lessons_bg.wasm") && !asked.has("figure.js") && !asked.has("figure_bg.wasm"), list(asked));
    since = requested.length;
    await go(site + "embed.html?puzzle=rio-kadalis-7275bbd4&theme=dark");
    await waitCheck("a puzzle's page draws its puzzle",
      "!!document.querySelector('[data-embed=puzzle] article.puzzle[data-puzzle-shown=rio-kadalis-7275bbd4] svg.board.main [data-hole]')", LONG);
    asked = named(since);
    check("a puzzle's page loads the lessons bundle and its game's puzzles, never the figure bundle",
      asked.has("lessons_bg.wasm") && asked.has("puzzles/rio-kadalis.json") && !asked.has("figure.js") && !asked.has("figure_bg.wasm"), list(asked));
    // A puzzle as before, from the lessons bundle: its loading state while its game's file
    // comes, in the reader's language, and that file's failure said on the page in it.
    since = requested.length;
    atlas.hold = /^puzzles\/katro\.json$/;
    await go(site + "embed.html?puzzle=katro-fa376565&lang=fr");
    await waitCheck("a puzzle whose file is slow to come: the lessons bundle says it is loading it, in French",
      "(() => { const s = document.querySelector('[data-embed=puzzle][lang=fr] [data-puzzles-status=loading][role=status]'); return !!s && /Chargement/.test(s.textContent); })()", LONG);
    check("a puzzle's page loads the lessons bundle, never the figure bundle (its file still coming)",
      named(since).has("lessons_bg.wasm") && !named(since).has("figure_bg.wasm"), list(named(since)));
    for (const answer of atlas.held.splice(0)) answer();
    atlas.hold = null;
    await waitCheck("its file refused: the failure is said on the page in French, with Try again",
      "(() => { const s = document.querySelector('[data-embed=puzzle][lang=fr] [data-puzzles-status=error][role=alert]'); return !!s && /problèmes/.test(s.textContent) && !/could not be loaded/.test(s.textContent) && !!s.querySelector('[data-action=puzzles-again]'); })()", LONG);
    noViolations("the figures' pages, each with its bundle");
    // The refused puzzle file is reported on the console too, as it should be.
    noConsoleErrors("the figures' pages, each with its bundle", /status of 404 \(Not Found\)/);
  }

  // Before the app's wasm has arrived (held back here): the page's frame and a loading
  // board, never a blank page; once the app has drawn itself the frame is gone.
  paused = pausedWasm();
  await call("Fetch.enable", wasmPatterns);
  const englishVisit = requested.length;
  await go(site);
  check("the test holds the app's wasm back (and the light start screen's)", await paused);
  await waitCheck("while the wasm loads, the page shows its frame and a board drawn in HTML and CSS",
    "(() => { const f = document.getElementById('atlas-loading'); if (!f) return false; const b = f.querySelector('.loading-board').getBoundingClientRect(); " +
    "return /Mancala Atlas/.test(f.querySelector('h1').textContent) && f.querySelectorAll('.loading-board span').length === 12 && b.height > 80 && b.width > 200 " +
    "&& getComputedStyle(f.querySelector('.loading-board')).backgroundImage !== 'none' " +
    "&& [...f.querySelectorAll('.loading-board span')].every((h) => { const r = h.getBoundingClientRect(); " +
    "return r.width > 10 && r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom; }); })()");
  // The policy allows no inline style or script: the frame is styled by style.css alone.
  const inline = await evaluate("(() => { const f = document.getElementById('atlas-loading'); return f ? [f, ...f.querySelectorAll('*')].filter((e) => e.hasAttribute('style') || /^(style|script)$/i.test(e.tagName)).length : -1; })()");
  check("the loading frame has no inline style or script", inline === 0, `${inline}`);
  {
    await waitFor(painted);
    const png = await call("Page.captureScreenshot", { format: "png" });
    const out = path.resolve(process.env.SITE_SHOTS || "target/site", "screens");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "loading-desktop.png"), Buffer.from(png.result.data, "base64"));
    // The same frame on a phone (390×844), the wasm still held back: it fits the width.
    await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
    await waitCheck("on a phone the loading frame and its board fit the width",
      "innerWidth === 390 && document.documentElement.scrollWidth <= 390 && !!document.getElementById('atlas-loading') && " +
      "(() => { const b = document.querySelector('#atlas-loading .loading-board').getBoundingClientRect(); return b.left >= 0 && b.right <= 390 && b.width > 200; })()");
    await waitFor(painted);
    const phone = await call("Page.captureScreenshot", { format: "png" });
    fs.writeFileSync(path.join(out, "loading-phone.png"), Buffer.from(phone.result.data, "base64"));
    await call("Emulation.clearDeviceMetricsOverride");
  }
  passWasm = true;
  for (const id of heldWasm.splice(0)) await call("Fetch.continueRequest", { requestId: id });
  await waitCheck("the light start screen comes first, then the app behind it",
    "!!document.getElementById('atlas-start') || document.body.dataset.atlas === 'app'", LONG);
  await call("Fetch.disable");
  passWasm = false;
  await waitCheck("the start screen renders under the sub-path " + PREFIX, "!!document.querySelector('svg.board.mini')", LONG);
  await waitCheck("once the app is drawn, the loading frame is gone", "!document.getElementById('atlas-loading')");
  await evaluate("document.querySelector('[data-action=start]').click(), true");
  await waitCheck("a game starts: the board is drawn", board);
  check("the page asks only for addresses under " + PREFIX,
    requested.every((p) => p.startsWith(PREFIX)), requested.filter((p) => !p.startsWith(PREFIX)).join(" "));
  const manifestText = await evaluate(`fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json()).then(m => m.name + '|' + m.icons.length + '|' + m.start_url).catch(e => 'error ' + e)`);
  check("the web manifest is served (name, icons, start_url)", /^Mancala Atlas\|3\|\.\/$/.test(manifestText || ""), manifestText);
  await waitCheck("the service worker installs and activates", "navigator.serviceWorker.ready.then(() => true)");
  {
    // The languages' files are cached only when asked for (static/sw.js: lazy files).
    const langs = requested.slice(englishVisit).filter((p) => /\/lang-[^/]*\.txt$/.test(p));
    check("a first visit in English downloads no language's file (nor does its service worker's install)", langs.length === 0, langs.join(" "));
  }
  await favicon("the app");
  const inlineScripts = await evaluate("[...document.scripts].filter(s => !s.src).length");
  check("the app's page has no inline script", inlineScripts === 0, `${inlineScripts}`);
  noViolations("the app, from its loading frame on");
  noConsoleErrors("the app");

  // The light start screen (src/bin/start.rs): a first visit can choose and press Play
  // before the app has come (its wasm held back here); the app then starts the game
  // chosen. A returning visit gets the app at once.
  {
    await forget();
    await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
    await waitFor(`${swLeft}.then((s) => s.workers.length === 0 && s.caches.length === 0)`);
    await call("Fetch.enable", { patterns: [{ urlPattern: "*app_bg.wasm", requestStage: "Request" }] });
    const since = requested.length;
    paused = pausedWasm();
    await go(site + "?lang=fa");
    check("a first visit: the test holds the app's wasm back", await paused);
    await waitCheck("a first visit: the start screen is drawn, every board, before the app has come",
      "document.body.dataset.atlas === 'light' && !!document.querySelector('#atlas-start[data-start=light] [data-action=start]') && " +
      "document.querySelectorAll('#atlas-start svg.board.mini').length === 4 && !document.getElementById('atlas-loading')");
    const asked = new Set(requested.slice(since).map((p) => p.slice(PREFIX.length)));
    check("the light start screen loads the start bundle", asked.has("start.js") && asked.has("start_bg.wasm"), [...asked].join(" "));
    const switchTo = (code) => evaluate(`(() => { const s = document.querySelector('[data-action=lang]'); s.value = '${code}'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
    await waitCheck("it speaks the address's language (?lang=fa), right to left",
      "document.documentElement.lang === 'fa' && document.documentElement.dir === 'rtl' && document.getElementById('atlas-start').dir === 'rtl' && !/Four traditional/.test(document.querySelector('.lede').textContent)");
    await switchTo("en");
    await waitCheck("the language switch turns it English", "document.documentElement.lang === 'en' && document.documentElement.dir === 'ltr' && /Four traditional/.test(document.querySelector('.lede').textContent) && document.title === 'Mancala Atlas'");
    // By keyboard: Enter on a game's card chooses it, and the focus stays on the card.
    const key = async (k, code, vk) => {
      await call("Input.dispatchKeyEvent", { type: "keyDown", key: k, code, windowsVirtualKeyCode: vk, ...(k === "Enter" ? { text: "\r" } : {}) });
      await call("Input.dispatchKeyEvent", { type: "keyUp", key: k, code, windowsVirtualKeyCode: vk });
    };
    await evaluate("document.querySelector('[data-game-card=kiothi]').focus(), true");
    await key("Enter", "Enter", 13);
    await waitCheck("Enter on a card chooses its game, the focus kept on it",
      "document.querySelector('[data-game-card=kiothi]').getAttribute('aria-pressed') === 'true' && document.activeElement?.dataset.gameCard === 'kiothi' && /Kiothi/.test(document.querySelector('[data-action=start]').textContent)");
    await evaluate("document.querySelector('[data-game-card=katro]').click(), true");
    await waitCheck("a click on a card chooses its game and shows its options",
      "document.querySelector('[data-game-card=katro]').getAttribute('aria-pressed') === 'true' && /Katro/.test(document.querySelector('legend').textContent) && !!document.querySelector('select[data-option=rows_per_player]')");
    await evaluate("(() => { const s = document.querySelector('select[data-option=rows_per_player]'); s.value = '2'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()");
    await waitCheck("an option chosen stays chosen, and the card's board shows it (4 rows of 6 holes)",
      "document.querySelector('select[data-option=rows_per_player]').value === '2' && document.querySelectorAll('[data-game-card=katro] svg .pit').length === 24");
    // The arrow keys move between the players' choices, each chosen as it is reached (a
    // first visit's is against the computer: up to two players, down to it again).
    await evaluate("document.querySelector('[data-mode=computer-north]').focus(), true");
    await key("ArrowUp", "ArrowUp", 38);
    await waitCheck("an arrow key chooses the way to play before, the focus kept on it",
      "document.querySelector('[data-mode=two-players]').checked && document.activeElement?.dataset.mode === 'two-players' && document.querySelector('.level').classList.contains('idle')");
    await key("ArrowDown", "ArrowDown", 40);
    await waitCheck("an arrow key chooses the next way to play, the focus kept on it",
      "document.querySelector('[data-mode=computer-north]').checked && document.activeElement?.dataset.mode === 'computer-north' && !document.querySelector('.level').classList.contains('idle')");
    await evaluate("(() => { const s = document.querySelector('select[data-level]'); s.value = 'hard'; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()");
    await waitCheck("the computer's strength chosen stays chosen", "document.querySelector('select[data-level]').value === 'hard'");
    // The language: Turkish, then English again, the choices kept.
    await switchTo("tr");
    await waitCheck("the language switch turns the start screen Turkish, the choices kept",
      "document.documentElement.lang === 'tr' && document.getElementById('atlas-start').lang === 'tr' && " +
      "!/Four traditional/.test(document.querySelector('.lede').textContent) && document.querySelector('select[data-level]').value === 'hard' && " +
      "document.querySelector('select[data-option=rows_per_player]').value === '2' && " +
      "document.querySelector('[data-mode=computer-north]').checked && document.querySelector('[data-game-card=katro]').getAttribute('aria-pressed') === 'true'");
    await switchTo("en");
    await waitCheck("and English again", "document.documentElement.lang === 'en' && /Four traditional/.test(document.querySelector('.lede').textContent)");
    await switchTo("tr");
    await waitCheck("and Turkish again, its text already in", "document.documentElement.lang === 'tr' && !/Four traditional/.test(document.querySelector('.lede').textContent)");
    await switchTo("en");
    await waitCheck("and English once more", "document.documentElement.lang === 'en' && /Four traditional/.test(document.querySelector('.lede').textContent)");
    {
      await waitFor(painted);
      const out = path.resolve(process.env.SITE_SHOTS || "target/site", "screens");
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(path.join(out, "light-start-desktop.png"), Buffer.from((await call("Page.captureScreenshot", { format: "png" })).result.data, "base64"));
      await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
      await waitCheck("on a phone the light start screen fits the width, Play in view",
        "innerWidth === 390 && document.documentElement.scrollWidth <= 390 && (() => { const b = document.querySelector('[data-action=start]').getBoundingClientRect(); return b.bottom <= innerHeight && b.top >= 0; })()");
      await waitFor(painted);
      fs.writeFileSync(path.join(out, "light-start-phone.png"), Buffer.from((await call("Page.captureScreenshot", { format: "png" })).result.data, "base64"));
      await call("Emulation.clearDeviceMetricsOverride");
    }
    // Play before the app has come: it says it is busy; the app, once in, starts the game
    // chosen, with its options, mode and level, and gives the board the focus.
    await evaluate("document.querySelector('[data-action=start]').focus(), true");
    await key("Enter", "Enter", 13);
    await waitCheck("Play pressed before the app has come says it is busy", "document.querySelector('#atlas-start [data-action=start]')?.getAttribute('aria-busy') === 'true'");
    check("and no board is drawn yet (the app is still held)", (await evaluate("!document.querySelector('svg.board.main') && !!document.getElementById('atlas-start')")) === true);
    passWasm = true;
    for (const id of heldWasm.splice(0)) await call("Fetch.continueRequest", { requestId: id });
    await waitCheck("once the app has come, the game chosen is on the board, the light screen gone, the board focused, in the language shown (not the address's)",
      "!!document.querySelector('svg.board.main[data-game=katro] [data-hole]') && !document.getElementById('atlas-start') && document.body.dataset.atlas === 'app' && " +
      "!!document.activeElement?.closest('svg.board.main') && document.documentElement.lang === 'en' && document.querySelector('main.app').lang === 'en'", LONG);
    const saved = await waitFor("(() => { const k = Object.keys(localStorage).find((k) => k.startsWith('mancala-atlas.game.')); if (!k) return false; " +
      "const g = JSON.parse(localStorage.getItem(k)); return g.record.game === 'katro' && g.record.options.rows_per_player === 2 && g.mode === 'computer-north' && g.level === 'hard'; })()");
    check("the game started is the one chosen: Katro, 2 rows each, against the computer (North), hard", saved,
      saved ? "" : await evaluate("JSON.stringify(Object.entries(localStorage))"));
    await call("Fetch.disable");
    passWasm = false;
    // A returning visit: the game in progress, at once, never the light start screen.
    const watch = await call("Page.addScriptToEvaluateOnNewDocument", { source:
      "new MutationObserver(() => { if (document.getElementById('atlas-start')) window.__sawLight = true; }).observe(document, { childList: true, subtree: true });" });
    await go();
    await waitCheck("a returning visit opens the game in progress, with no light start screen",
      "!!document.querySelector('svg.board.main[data-game=katro] [data-hole]') && document.body.dataset.atlas === 'app' && !window.__sawLight", LONG);
    await call("Page.removeScriptToEvaluateOnNewDocument", { identifier: watch.result.identifier });
    noViolations("the light start screen and its Play");
    noConsoleErrors("the light start screen and its Play");
  }

  // A language's file is fetched only when its reader reads it, and kept for offline use
  // then (static/sw.js, lazy files): a first visit with ?lang=mg downloads lang-mg.txt and
  // no other language's file, its service worker keeps it, and the plain address opened
  // offline is in Malagasy (the address's language kept as the choice on a first visit).
  {
    await forget();
    await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
    await waitFor(`${swLeft}.then((s) => s.workers.length === 0 && s.caches.length === 0)`);
    const since = requested.length;
    await go(site + "?lang=mg");
    const malagasy = "document.documentElement.lang === 'mg' && !!document.querySelector('main.app[lang=mg] .lede') && !/Four traditional/.test(document.querySelector('.lede').textContent)";
    await waitCheck("?lang=mg: a first visit's start screen is in Malagasy", malagasy, LONG);
    const kept = `navigator.serviceWorker.ready.then(() => caches.keys()).then(async (names) => {
      for (const n of names) if (await caches.match('${site}lang-mg.txt', { cacheName: n })) return true; return false; })`;
    await waitCheck("?lang=mg: the service worker keeps lang-mg.txt, which the page loaded before it came", kept, LONG);
    const langs = [...new Set(requested.slice(since).filter((p) => /\/lang-[^/]*\.txt$/.test(p)).map((p) => p.slice(PREFIX.length)))];
    check("?lang=mg: lang-mg.txt is the only language's file downloaded (the worker's install included)", langs.join(" ") === "lang-mg.txt", langs.join(" ") || "none");
    atlas.down = true;
    await go(site);
    await waitCheck("offline, the plain address opens in Malagasy (the saved choice; its file from the service worker)", malagasy, LONG);
    atlas.down = false;
    await evaluate("localStorage.clear(), sessionStorage.clear(), true");
    consoleErrors.length = 0; // offline, the page's own requests beyond the build fail, as they should
  }

  // Every screen at 1280×800 and 390×844, with the checks of issue 11 (screens.js).
  await screens({ call, evaluate, waitFor, lastSeen }, { site, check, waitCheck, go, firstVisit });
  noViolations("every screen, desktop and phone");
  noConsoleErrors("every screen, desktop and phone");

  // What a learner meets (issue 38, learner.js): the players' strips in every language
  // and width, the verdicts in view, Kiothi's panels on a phone, a puzzle file offline.
  await learner({ call, evaluate, waitFor }, { site, check, waitCheck, go, firstVisit, atlas });
  noViolations("what a learner meets");
  consoleErrors.length = 0; // offline, the puzzle file's request fails, as it should


  // axe-core finds no violation on the start screen, in games, on the embed page.
  const stopAxe = await axe.start(call);
  const axeCheck = async (what) => {
    const v = await axe.violations(evaluate);
    check(`axe: no violations on ${what}`, Array.isArray(v) && v.length === 0, Array.isArray(v) ? v.join(" ;; ") : String(v));
  };
  await firstVisit();
  await waitFor("!!document.querySelector('#atlas-start [data-action=start]') && !!window.axe");
  await axeCheck("the light start screen (a first visit)");
  await evaluate("document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')");
  await axeCheck("a game of Kiothi (its redistribution)");
  await evaluate("document.querySelector('[data-action=new-game]').click(), true");
  await waitFor("!!document.querySelector('[data-game-card=hoyito-3]') && document.querySelectorAll('svg.board.mini').length === 4");
  await axeCheck("the app's own start screen (after a game)");
  // (Two people on this device: the board stays as the test plays it.)
  await evaluate("document.querySelector('[data-game-card=hoyito-3]').click(), document.querySelector('[data-mode=two-players]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] .hole.legal')");
  await evaluate("document.querySelector('[data-speed=instant]').click(), document.querySelector('.hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
  await waitFor("document.querySelectorAll('[data-ply]').length >= 2 && document.querySelector('svg.board.main').dataset.animating === 'false'");
  await evaluate("document.querySelector('[data-action=hint]').click(), document.querySelector('[data-action=record-panel]').click(), true");
  await waitFor("document.querySelectorAll('[data-hint-move]').length > 0 && !!document.querySelector('[data-share]')", 60000);
  await axeCheck("a game of Hoyito III (a move played, a hint, the record panel open)");
  // The Learn screen, from the light start screen's Learn entry (the app takes over).
  const learnScreen = async (where) => {
    await firstVisit();
    await waitFor("!!document.querySelector('#atlas-start [data-action=learn]')");
    // The light start screen may hand over to the app at any moment (the same screen,
    // drawn by the app): each click is on the entry shown then, and tried again if the
    // screen it was on went before the link was followed.
    await evaluate("document.querySelector('[data-game-card=rio-kadalis]').click(), true");
    await waitFor("(() => { const a = document.querySelector('[data-action=learn]'); if (!a) return false; if (!/rio-kadalis$/.test(a.getAttribute('href'))) { const c = document.querySelector('[data-game-card=rio-kadalis]:not(.on)'); if (c) c.click(); return false; } return true; })()");
    await waitCheck(`the start screen's Learn entry opens Rio Kadalis's first lesson${where}`,
      "(() => { if (location.hash !== '#learn=rio-kadalis') { const a = document.querySelector('[data-action=learn]'); if (a) a.click(); return false; } return !!document.querySelector('article.lesson[data-lesson-shown=\"rio-kadalis/1\"] svg.board.main .hole.legal') && !!window.axe; })()");
    await axeCheck(`the Learn screen (a lesson of Rio Kadalis)${where}`);
    await evaluate("document.querySelector('article.lesson [data-speed=instant]').click(), document.querySelector('article.lesson [data-action=hint]').click(), true");
    await evaluate("document.querySelector('article.lesson .hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitCheck(`a lesson's move is judged${where}`, "!!document.querySelector('article.lesson [data-verdict]') && !!document.querySelector('.lesson-hint')");
    await axeCheck(`a lesson with its hint and the move judged${where}`);
  };
  await learnScreen("");
  // The Puzzles screen, from the start screen's Puzzles entry: the puzzle file is fetched
  // then, and only then (a first page load that shows no puzzles fetches none).
  const puzzleScreen = async (where) => {
    await firstVisit();
    await waitFor("!!document.querySelector('[data-action=puzzles]') && !!document.querySelector('[data-game-card=hoyito-3]')");
    const puzzleFiles = "performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\/puzzles\\//.test(n)).map((n) => n.split('/').pop()).sort().join(' ')";
    check(`a first page load fetches no puzzles${where}`, (await evaluate(puzzleFiles)) === "", await evaluate(puzzleFiles));
    await evaluate("document.querySelector('[data-game-card=hoyito-3]').click(), true");
    await waitFor("(() => { const a = document.querySelector('[data-action=puzzles]'); if (!a) return false; if (!/hoyito-3$/.test(a.getAttribute('href'))) { const c = document.querySelector('[data-game-card=hoyito-3]:not(.on)'); if (c) c.click(); return false; } return true; })()");
    await waitCheck(`the start screen's Puzzles entry opens Hoyito III's puzzle of the day${where}`,
      "(() => { if (location.hash !== '#puzzles=hoyito-3') { const a = document.querySelector('[data-action=puzzles]'); if (a) a.click(); return false; } return !!document.querySelector('article.puzzle[data-puzzle-status=yours] svg.board.main .hole.legal') && !!document.querySelector('[data-puzzle-of-the-day]') && !!window.axe; })()", LONG);
    const fetched = await evaluate(puzzleFiles);
    check(`the Puzzles screen fetched its game's file, and no other${where}`, fetched === "hoyito-3.json", fetched);
    await axeCheck(`the Puzzles screen (Hoyito III's puzzle of the day)${where}`);
    if (where) check("the Puzzles screen fits the phone's width", (await evaluate("document.documentElement.scrollWidth <= innerWidth")) === true);
    await evaluate("document.querySelector('article.puzzle [data-speed=instant]').click(), document.querySelector('article.puzzle [data-action=solution]').click(), true");
    await waitFor("!!document.querySelector('[data-solution] .notation')");
    // The solution's first move played: the computer answers, or the line's next move is
    // the player's again (a sowing that leaves the opponent without a move), or the
    // puzzle is solved. Which one depends on the puzzle of the day, so each is accepted
    // here, and each is checked on a puzzle of its own below.
    await evaluate("(() => { const m = document.querySelector('[data-solution] .notation').textContent.split(' ')[0]; document.querySelector(`article.puzzle [data-hole=${m}]`).dispatchEvent(new MouseEvent('click', { bubbles: true })); return true; })()");
    await waitCheck(`the winning first move is answered by the computer, or it is the player's move again${where}`,
      "(() => { const a = document.querySelector('article.puzzle'); return !!a && ['yours', 'solved'].includes(a.dataset.puzzleStatus) && a.querySelector('svg.board.main').dataset.animating === 'false' && document.querySelectorAll('article.puzzle [data-verdict=wrong]').length === 0 && (a.dataset.puzzleStatus === 'solved' || /answered|move again/.test(a.querySelector('.lesson-status').textContent)); })()", LONG);
    await axeCheck(`a puzzle with its solution shown and a move answered${where}`);
    if (!where) {
      // Off the line: another move than the line's second and third (either may be the
      // player's next); the solver in the worker says
      // whether it still wins (the computer answers) or not (the puzzle says why).
      const left = await evaluate("(() => { const a = document.querySelector('article.puzzle'); if (a.dataset.puzzleStatus !== 'yours') return ''; " +
        "const line = document.querySelector('[data-solution] .notation').textContent.split(' '); " +
        "const h = [...a.querySelectorAll('svg.board.main .hole.legal')].map((e) => e.dataset.hole).find((h) => h !== line[1] && h !== line[2]); " +
        "if (!h) return ''; a.querySelector(`[data-hole=${h}]`).dispatchEvent(new MouseEvent('click', { bubbles: true })); return h; })()");
      if (left) {
        await waitCheck(`a move off the line (${left}) is judged by the solver in the worker, never left waiting`,
          "(() => { const a = document.querySelector('article.puzzle'); return !!a && ['yours', 'failed', 'solved'].includes(a.dataset.puzzleStatus) && a.querySelector('svg.board.main').dataset.animating === 'false'; })()", LONG);
      }
      // Whatever the day: one puzzle whose line's first move is answered by the computer,
      // and one whose line gives the player the next move too, each opened by its link.
      // Two-row boards: South's holes are rank 1, North's rank 2 (RULES.md).
      const file = JSON.parse(fs.readFileSync(path.join(dist, "puzzles", "hoyito-3.json"), "utf8"));
      const rank = (m) => m.slice(-1);
      const shapes = [
        ["the computer answers it", /answered/, (p) => p.line.length > 2 && rank(p.line[0]) !== rank(p.line[1])],
        ["it is the player's move again", /Right\. Your move again\./, (p) => p.line.length > 2 && rank(p.line[0]) === rank(p.line[1])],
      ];
      for (const [what, said, shape] of shapes) {
        const p = file.find(shape);
        check(`Hoyito III's file holds a puzzle whose first move ${what}`, !!p);
        if (!p) continue;
        // (A new page each: two puzzle links differ only after their '#'.)
        await go("about:blank");
        await go(site + "index.html?lang=en#puzzle=" + p.id);
        await waitFor(`!!document.querySelector('article.puzzle[data-puzzle-status=yours] svg.board.main .hole.legal') && /${p.id}/.test(document.querySelector('article.puzzle').textContent)`, LONG);
        await evaluate("document.querySelector('article.puzzle [data-speed=instant]').click(), true");
        await evaluate(`document.querySelector('article.puzzle [data-hole=${p.line[0]}]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true`);
        await waitCheck(`puzzle ${p.id}: its line's first move (${p.line[0]}, then ${p.line[1]}) is right and ${what}`,
          `(() => { const a = document.querySelector('article.puzzle'); return !!a && a.dataset.puzzleStatus === 'yours' && a.querySelector('svg.board.main').dataset.animating === 'false' && ${said}.test(a.querySelector('.lesson-status').textContent); })()`, LONG);
      }
    }
  };
  await puzzleScreen("");
  // The figure builder (#figure=…): its preview is the real figure (embed.html with the
  // code's own address, drawn by the figure's bundles), and the address copied draws the
  // same board and caption in a page of its own.
  const builderScreen = async (where) => {
    const query = "game=hoyito-3&moves=a1%20a2%20c2&at=2&theme=earth&caption2=North%20captures&caption2-fr=Le%20Nord%20prend";
    await go(site + "index.html#figure=" + encodeURIComponent(query));
    const board = (doc) => `(() => { const d = ${doc}; const svg = d && d.querySelector('[data-embed] svg.board.main'); if (!svg) return null; ` +
      "return [...svg.querySelectorAll('[data-hole]')].map((h) => h.dataset.hole + '=' + h.dataset.count).join(' ') + ' | ' + (d.querySelector('[data-caption]')?.textContent || ''); })()";
    const preview = "document.querySelector('iframe[data-preview]')?.contentDocument";
    await waitCheck(`the builder opens with its preview drawn by the figure${where}`,
      `!!document.querySelector('section[data-builder]') && !!${board(preview)} && !!window.axe`, LONG);
    await axeCheck(`the figure builder${where}`);
    // The preview is as tall as its figure says it is, and so is the iframe the code writes.
    await waitCheck(`the preview takes its figure's height, and the iframe's code that height${where}`,
      "(() => { const f = document.querySelector('iframe[data-preview]'); const h = Math.ceil(f.contentDocument.body.getBoundingClientRect().height); " +
      "const code = document.querySelector('textarea[data-code=iframe]')?.value || ''; return h > 100 && Math.abs(f.getBoundingClientRect().height - h) <= 2 && code.includes(`height=\"${h}\"`); })()", LONG);
    if (where) check("the figure builder fits the phone's width", (await evaluate("document.documentElement.scrollWidth <= innerWidth")) === true);
    await evaluate("document.querySelector('input[name=builder-form][value=address]').click(), true");
    await waitFor("!!document.querySelector('textarea[data-code=address]')");
    const address = await evaluate("document.querySelector('textarea[data-code=address]').value");
    const src = await evaluate("document.querySelector('iframe[data-preview]').getAttribute('src')");
    check(`the builder's address is its preview's${where}`, address === new URL(src, site).href, `${address} / ${src}`);
    const shown = await evaluate(board(preview));
    check(`the preview shows the figure's step and caption${where}`, /North captures/.test(shown), shown);
    await go(address);
    await waitFor(`!!${board("document")}`, LONG);
    const copied = await evaluate(board("document"));
    check(`the copied address draws the preview's board and caption${where}`, copied === shown, `${copied} / ${shown}`);
    // Marks by pointing (issue 39): a red highlight on d1 and a green arrow from a1 to f1
    // at the step shown first, made on the builder's marks board; the preview draws them,
    // and the code carries them in the record's grammar.
    await go(site + "index.html#figure=" + encodeURIComponent(query));
    const marksBoard = "[data-builder-marks] svg.board";
    await waitFor(`!!document.querySelector('${marksBoard} [data-hole=d1]') && !!${board(preview)} && !!window.axe`, LONG);
    const tap = (sel) => `(() => { const e = document.querySelector(${JSON.stringify(sel)}); if (!e) return false; e.dispatchEvent(new MouseEvent('click', { bubbles: true })); return true; })()`;
    await evaluate(tap("[data-builder-marks] [data-mark-colour=red]"));
    await evaluate(tap(`${marksBoard} [data-hole=d1]`));
    await waitFor(`!!document.querySelector('${marksBoard} [data-hole=d1][data-mark=highlight]')`, LONG);
    await evaluate(tap("[data-builder-marks] [data-mark-tool=arrow]"));
    await evaluate(tap("[data-builder-marks] [data-mark-colour=green]"));
    await evaluate(tap(`${marksBoard} [data-hole=a1]`));
    await evaluate(tap(`${marksBoard} [data-hole=f1]`));
    const previewMarks = "(() => { const d = document.querySelector('iframe[data-preview]')?.contentDocument; const svg = d && d.querySelector('[data-embed] svg.board.main'); if (!svg) return ''; " +
      "return [...svg.querySelectorAll('[data-mark=highlight]')].map((e) => e.dataset.hole + ' ' + e.dataset.colour).concat([...svg.querySelectorAll('[data-mark=arrow]')].map((e) => e.dataset.from + '>' + e.dataset.to + ' ' + e.dataset.colour)).sort().join('; '); })()";
    await waitCheck(`marks made by pointing on the builder's board are drawn by its preview${where}`,
      `${previewMarks} === 'a1>f1 green; d1 red' && /%5B%25csl%20Rd1%5D%5B%25cal%20Ga1f1%5D/.test(document.querySelector('iframe[data-preview]').getAttribute('src'))`, LONG);
    await axeCheck(`the figure builder with marks made${where}`);
  };
  await builderScreen("");
  for (const [what, query] of [["the embed page (full controls, playable)", "game=hoyito-3&moves=c1%20f2&at=1&controls=full&play=yes"],
    ["the embed page (Kiothi, dark, Persian: its first drawing)", "game=kiothi&moves=&theme=dark&lang=fa"]]) {
    await go(site + "embed.html?" + query);
    await waitFor("!!document.querySelector('[data-embed] svg.board.main [data-hole]') && !!window.axe");
    await axeCheck(what);
  }
  // The same on a phone (390×844): the start screen, a game, the embed page.
  await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await firstVisit();
  await waitFor("!!document.querySelector('[data-action=start]') && !!window.axe && innerWidth === 390");
  await axeCheck("the start screen, on a phone");
  await evaluate("document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')");
  await axeCheck("a game of Kiothi, on a phone");
  await go(site + "embed.html?game=hoyito-3&moves=c1%20f2&at=1&controls=full&play=yes");
  await waitFor("!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]') && !!window.axe");
  await axeCheck("the embed page (full controls, playable), on a phone");
  await learnScreen(", on a phone");
  await puzzleScreen(", on a phone");
  await builderScreen(", on a phone");
  // "Record a game": a whole game entered by touch on the phone (record.js).
  await recorder({ call, evaluate, waitFor, check, waitCheck, go, firstVisit, site, axeCheck });
  // The museum kiosk: the whole app at once (no light start screen), its offer first,
  // nothing kept.
  await firstVisit(site + "index.html?kiosk=yes");
  await waitCheck("the kiosk opens with its offer first (the app itself, not the light start screen)",
    "!!document.querySelector('main.app.kiosk [data-kiosk-offer] [data-action=kiosk-computer]') && !document.getElementById('atlas-start') && !!window.axe");
  await axeCheck("the kiosk's start screen, on a phone");
  await evaluate("document.querySelector('[data-action=kiosk-computer]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main .hole.legal')");
  await evaluate("document.querySelector('.hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
  await waitCheck("a kiosk game is played and nothing is kept", "document.querySelectorAll('[data-ply]').length >= 2 && localStorage.length === 0 && sessionStorage.length === 0");
  await axeCheck("a kiosk game, on a phone");
  // A screenshot of the whole page, to look at (target/site/screens/NAME.png).
  const screenshot = async (name) => {
    await waitFor(painted);
    const out = path.resolve(process.env.SITE_SHOTS || "target/site", "screens");
    fs.mkdirSync(out, { recursive: true });
    const m = (await call("Page.getLayoutMetrics")).result.cssContentSize;
    const png = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: true, clip: { x: 0, y: 0, width: m.width, height: Math.min(m.height, 5000), scale: 1 } });
    fs.writeFileSync(path.join(out, name + ".png"), Buffer.from(png.result.data, "base64"));
  };
  await languages({ call, evaluate, waitFor, check, waitCheck, go, firstVisit, site, axeCheck, shot: screenshot });
  await call("Emulation.clearDeviceMetricsOverride");
  // axe-core runs inside each page, under its policy: the policy must let it work.
  noViolations("the pages axe-core checked");

  // Download image (issue 21, part 4): the print bundle comes only when a reader asks for
  // an image; the SVG saved is the board shown, and a PNG is drawn from it at 2× (the
  // pages' policy lets the canvas draw the SVG: img-src blob:).
  {
    await firstVisit();
    await waitFor("!!document.querySelector('[data-game-card=hoyito-3]') && !!document.querySelector('[data-action=start]')", LONG);
    // (Two people on this device: nothing moves on the board while its image is saved.)
    await evaluate("document.querySelector('[data-game-card=hoyito-3]').click(), document.querySelector('[data-mode=two-players]').click(), document.querySelector('[data-action=start]').click(), true");
    await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] .hole.legal') && !!document.querySelector('[data-download]')", LONG);
    await evaluate("document.querySelector('[data-speed=instant]').click(), document.querySelector('[data-hole=c1]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitFor("document.querySelectorAll('[data-ply]').length >= 2 && document.querySelector('svg.board.main').dataset.animating === 'false'");
    const printFiles = "performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => /^print(\\.js|_bg\\.wasm)$/.test(n)).sort().join(' ')";
    const before = await evaluate(printFiles);
    check("the app loads no print bundle before an image is asked for", before === "", before);
    // The files saved, kept (the page's policy lets it fetch no blob: address back).
    await evaluate("(() => { window.__saved = []; window.__blobs = {}; const made = URL.createObjectURL; URL.createObjectURL = (b) => { const u = made(b); window.__blobs[u] = b; return u; }; " +
      "HTMLAnchorElement.prototype.click = function () { window.__saved.push([this.download, this.href]); }; return true; })()");
    await evaluate("document.querySelector('[data-download] summary').click(), document.querySelector('[data-format=svg]').click(), true");
    await waitCheck("Download image saves an SVG file", "window.__saved.length === 1", LONG);
    const holes = "[...document.querySelectorAll('svg.board.main [data-hole]')].map((h) => h.dataset.hole + ':' + h.dataset.count).sort().join(' ')";
    const svg = await evaluate(`(async () => {
      const [name, url] = window.__saved[0];
      const d = new DOMParser().parseFromString(await window.__blobs[url].text(), 'image/svg+xml');
      const shown = [...d.querySelectorAll('[data-hole]')].map((h) => h.dataset.hole + ':' + h.dataset.count).sort().join(' ');
      return [name, d.querySelector('parsererror') ? 'not XML' : 'XML', d.querySelectorAll('text').length, shown === ${holes} ? 'the board' : shown].join('|');
    })()`);
    check("the SVG is XML, its words outlined, its holes the board's", svg === "hoyito-3-move-1.svg|XML|0|the board", svg);
    const after = await evaluate(printFiles);
    check("the print bundle was loaded for it", after === "print.js print_bg.wasm", after);
    await evaluate("document.querySelector('[data-format=png-2]').click(), true");
    await waitCheck("Download image saves a PNG at 2×", "window.__saved.length === 2", LONG);
    const png = await evaluate(`(async () => {
      const [name, url] = window.__saved[1];
      const b = new DataView(await window.__blobs[url].arrayBuffer());
      return [name, b.getUint32(0).toString(16), b.getUint32(16), b.getUint32(20)].join('|');
    })()`);
    check("the PNG is the board at twice its size", /^hoyito-3-move-1@2x\.png\|89504e47\|1296\|\d+$/.test(png || ""), png);
    check("and says nothing went wrong", (await evaluate("document.querySelector('[data-download-status]').textContent")) === "");
    noViolations("Download image");
    noConsoleErrors("Download image");
  }

  // What play shows (issue 23): a game's statistics come only when its reader opens them
  // in the rules panel, one plot per option set, the set in play first.
  {
    const statsFiles = "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((n) => n.includes('/stats/')).join(' ')";
    const before = await evaluate(statsFiles);
    check("the app fetches no statistics before they are asked for", before === "", before);
    await evaluate("document.querySelector('details.rules').open = true, document.querySelector('[data-action=play-stats]').click(), true");
    await waitCheck("What play shows draws Hoyito III's two option sets, two bars each, the set in play first",
      "document.querySelectorAll('[data-stat-set]').length === 2 && document.querySelectorAll('[data-stat-set] svg.stat-bar').length === 4 && document.querySelector('[data-stat-set]').dataset.inPlay === 'true'", LONG);
    const after = await evaluate(statsFiles);
    check("only Hoyito III's file was fetched for it", after === PREFIX + "stats/hoyito-3.json", after);
    const words = await evaluate("document.querySelector('[data-stat-outcome]').textContent");
    check("the plot says its figures in words: South's share with its interval", /^South won \d+\.\d%/.test(words || ""), words);
    noViolations("What play shows");
    noConsoleErrors("What play shows");
  }

  // Endgame tables (issue 23): a game's table is fetched once, the first time a hint (or
  // the expert) needs a position it covers, and never for one it does not; from then the
  // hint's values are the table's, each with the game's final margin. (The walk through
  // the languages has already reached such positions: the service worker holds its copy.)
  {
    const tableAsks = () => requested.filter((p) => p.includes("/tables/rio-kadalis.bin"));
    const pageTables = "performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((n) => n.includes('/tables/')).join(' ')";
    // (The search runs in the worker at its own pace: on a machine whose both CPUs are
    // busy it has taken over a minute, so the deadline is three.)
    // The hint is asked for once its button may be pressed (a page just loaded may still
    // be opening its link), and answered by the worker or, failing it, by the page.
    const hint = async (what) => {
      await waitFor("document.querySelector('[data-action=hint]')?.disabled === false", LONG);
      await evaluate("document.querySelector('[data-action=hint]').click(), true");
      const ok = await waitCheck(what, "document.querySelectorAll('[data-hint-move]').length > 0 && !document.querySelector('[data-action=hint]').disabled", 3 * LONG);
      if (!ok) console.log("     the hint panel:", await evaluate("(() => { const b = document.querySelector('[data-action=hint]'); return JSON.stringify({ button: !!b, disabled: b?.disabled, panel: b?.closest('section, aside, div')?.innerText.slice(0, 300) }); })()"));
    };
    // Rio Kadalis from its start (48 seeds): a hint needs no table.
    await go(site + "index.html#game=rio-kadalis&moves=");
    await waitFor("!!document.querySelector('svg.board.main[data-game=rio-kadalis] .hole.legal')", LONG);
    await hint("a hint at Rio Kadalis' start");
    check("a hint at Rio Kadalis' start fetches no table", (await evaluate(pageTables)) === "", await evaluate(pageTables));
    // An endgame of 5 seeds (the manual, "Hints"): the hint fetches the table and answers from it.
    const endgame = '{"game":"rio-kadalis","to_move":"south","pits":[[0,0,1,2,0,1],[0,0,1,0,0,3]],"captured":{"south":20,"north":20}}';
    // (A link in the address of the page on show: the app opens it on hashchange.)
    await evaluate(`location.hash = ${JSON.stringify("#game=rio-kadalis&position=" + encodeURIComponent(endgame))}, true`);
    await waitFor("!!document.querySelector('svg.board.main[data-game=rio-kadalis] [data-hole=f1].legal')", LONG);
    await evaluate("document.querySelector('[data-speed=instant]').click(), true");
    await hint("a hint in a Rio Kadalis endgame");
    await waitCheck("the hint in an endgame is the table's: exact values, \"win in N\" with the margin",
      "document.querySelector('[data-hint-table]')?.dataset.hintTable === 'true' && [...document.querySelectorAll('[data-hint-move]')].some((li) => /^win in \\d+$/.test(li.dataset.hintValue) && /^by \\d+ fours?$/.test(li.querySelector('[data-hint-margin]')?.textContent || ''))", LONG);
    const once = PREFIX + "tables/rio-kadalis.bin";
    check("the page fetched the game's table for it, once", (await evaluate(pageTables)) === once, await evaluate(pageTables));
    // A move on (North to move, two players on this device), and the hint again: the table
    // is not fetched again.
    await evaluate("document.querySelector('svg.board.main [data-hole=f1]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitFor("document.querySelector('svg.board.main').dataset.toMove === 'north' && document.querySelector('svg.board.main').dataset.animating === 'false'", LONG);
    await hint("a hint after a move");
    await waitCheck("the next hint is the table's too", "document.querySelector('[data-hint-table]')?.dataset.hintTable === 'true'", LONG);
    check("the table is not fetched again for it", (await evaluate(pageTables)) === once, await evaluate(pageTables));
    // The table's hint on a phone, to look at: each value with its margin.
    await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
    await waitCheck("the table's hint fits a phone's width", "document.documentElement.scrollWidth <= innerWidth && innerWidth === 390");
    await screenshot("hint-table-phone");
    await call("Emulation.clearDeviceMetricsOverride");
    // Another page load (the worker and the page start anew): the service worker's copy.
    await go(site + "index.html?again#game=rio-kadalis&position=" + encodeURIComponent(endgame));
    await waitFor("!!document.querySelector('svg.board.main[data-game=rio-kadalis] [data-hole=f1].legal')", LONG);
    await hint("a hint after a reload");
    await waitCheck("after a reload the hint is the table's, from the service worker's copy", "document.querySelector('[data-hint-table]')?.dataset.hintTable === 'true'", LONG);
    check("the table came from the site once in the whole run, whichever pages asked for it", tableAsks().length === 1, tableAsks().join(" "));
    noViolations("endgame tables");
    noConsoleErrors("endgame tables");
  }
  // A language switch answered out of order (switches.js): the latest choice wins, in the
  // app and in a figure.
  await switches({ call, evaluate, waitFor, on }, { site, check, waitCheck, go, forgive: () => { consoleErrors.length = 0; } });
  noViolations("a language switch answered out of order");
  noConsoleErrors("a language switch answered out of order");
  // Failures said (failures.js): a language whose file does not come, a panic in each
  // bundle.
  // No page can crash a shipped bundle: none exports `crash_for_tests` (the crash build's
  // do, and the panic checks use them).
  {
    const bundles = ["app.js", "worker.js", "figure.js", "lessons.js", "sketch.js", "start.js", "print.js", "screens.js"];
    const exporting = (dir) => bundles.filter((f) => fs.readFileSync(path.join(dir, f), "utf8").includes("crash_for_tests"));
    check("no shipped bundle exports crash_for_tests", exporting(dist).length === 0, exporting(dist).join(", "));
    check("every bundle of the crash build does (scripts/crash-build.sh)", !!crashDist && exporting(crashDist).length === bundles.length,
      crashDist ? exporting(crashDist).join(", ") : "no crash build given: site.js DIST CRASH_DIST");
  }
  // The screens' bundle (lazy.js): the recorder, the figure builder and What play shows
  // come with it, the first time one is shown, and its failures are said.
  await lazyScreens({ call, evaluate, waitFor }, { site, origin, atlas, requested, check, waitCheck, go, firstVisit,
    forgive: () => { consoleErrors.length = 0; }, noConsoleErrors });
  noViolations("the screens' bundle");
  noConsoleErrors("the screens' bundle, its failures said");
  await failuresSaid({ call, evaluate, waitFor, on }, { site, host, origin, atlas, crash: crashDist, requested, check, waitCheck, go,
    firstVisit, forgive: () => { consoleErrors.length = 0; } });
  noViolations("the failures said");
  noConsoleErrors("the failures said");

  // 2. The embed page with parameters: the position reached, the caption, the controls, the language.
  const embed = site + "embed.html?game=hoyito-3&moves=c1%20f2&at=1&lang=tr&captions=%7CG%C3%BCney%20c1%20ile%20a%C3%A7ar&controls=step";
  await go(embed);
  await waitCheck("the embed page draws its figure", "!!document.querySelector('[data-embed] svg.board.main [data-hole]')", LONG);
  await favicon("the embed page");
  const fig = await evaluate(`(() => { const f = document.querySelector('[data-embed]');
    return [f.dataset.at, f.lang, f.dir, document.querySelector('[data-caption]').textContent,
      !!document.querySelector('[data-action=forward]'), !!document.querySelector('[data-action=step-seed]'),
      [...document.querySelectorAll('[data-hole]')].map(h => h.dataset.hole + '=' + h.dataset.count).join(' ')].join('|'); })()`);
  const [figAt, figLang, figDir, figCaption, figStep, figFull, figHoles] = (fig || "").split("|");
  check("the embed opens at move 1 of its moves", figAt === "1", fig);
  check("the embed shows the author's caption for that move", /Güney c1 ile açar/.test(figCaption), figCaption);
  check("the embed speaks Turkish (lang=tr), left to right", figLang === "tr" && figDir === "ltr", `${figLang} ${figDir}`);
  check("controls=step: step buttons, not the full set", figStep === "true" && figFull === "false");
  // The engine's own position after c1, from the CLI (ATLAS_CLI, built by `cargo test`).
  const cli = process.env.ATLAS_CLI || "target/debug/mancala-atlas";
  const after = JSON.parse(execFileSync(cli, ["play", "--game", "hoyito-3", "c1"]).toString());
  const want = after.pits.flatMap((row, r) => row.map((n, f) => "abcdefghij"[f] + (r + 1) + "=" + n)).sort().join(" ");
  check("the embed's board is the engine's position after c1", (figHoles || "").split(" ").sort().join(" ") === want, `${figHoles} / engine ${want}`);
  // The first drawing, without the figure's bundle: a reader who only reads loads no more.
  // A click on its forward button brings the figure, which then steps forward.
  const firstLoad = await evaluate(`[document.querySelector('[data-embed]').dataset.embed,
    ...performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()).filter((f) => f.endsWith('.wasm'))].join(' ')`);
  check("a figure with step controls is first a drawing, with no figure bundle loaded", firstLoad === "sketch sketch_bg.wasm", firstLoad);
  await evaluate("document.querySelector('[data-action=forward]').click(), true");
  await waitCheck("a click on the drawing's forward button is done on the figure once it has come (move 2)",
    "document.querySelector('[data-embed=figure]')?.dataset.at === '2' && document.querySelector('[data-embed=figure] svg.board.main').dataset.animating === 'false'", LONG);
  const stepped = await evaluate(`[...document.querySelectorAll('[data-hole]')].map(h => h.dataset.hole + '=' + h.dataset.count).join(' ')`);
  const after2 = JSON.parse(execFileSync(cli, ["play", "--game", "hoyito-3", "c1", "f2"]).toString());
  const want2 = after2.pits.flatMap((row, r) => row.map((n, f) => "abcdefghij"[f] + (r + 1) + "=" + n)).sort().join(" ");
  check("the figure's board is then the engine's position after c1 f2", (stepped || "").split(" ").sort().join(" ") === want2, `${stepped} / engine ${want2}`);
  // By the keyboard alone: Tab to the drawing, an arrow key before the figure has come.
  await go(embed);
  await waitFor("document.querySelector('[data-embed=sketch] svg.board.main [data-hole]')");
  await evaluate("document.querySelector('[data-embed=sketch]').focus(), true");
  await call("Input.dispatchKeyEvent", { type: "keyDown", key: "ArrowLeft", code: "ArrowLeft", windowsVirtualKeyCode: 37 });
  await call("Input.dispatchKeyEvent", { type: "keyUp", key: "ArrowLeft", code: "ArrowLeft", windowsVirtualKeyCode: 37 });
  await waitCheck("an arrow key pressed on the drawing is done on the figure once it has come (move 0), the focus kept",
    "document.querySelector('[data-embed=figure]')?.dataset.at === '0' && document.activeElement === document.querySelector('[data-embed=figure]')", LONG);
  // (Three moves: forward stays enabled at move 2, so it keeps the focus.)
  await go(site + "embed.html?game=hoyito-3&moves=c1%20f2%20a2&at=1&controls=step");
  await waitFor("document.querySelector('[data-embed=sketch] svg.board.main [data-hole]')");
  await evaluate("document.querySelector('[data-embed=sketch] [data-action=forward]').focus(), true");
  await call("Input.dispatchKeyEvent", { type: "keyDown", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" });
  await call("Input.dispatchKeyEvent", { type: "keyUp", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
  await waitCheck("Enter on the drawing's forward button is done on the figure (move 2), the focus on its forward button",
    "document.querySelector('[data-embed=figure]')?.dataset.at === '2' && document.activeElement === document.querySelector('[data-embed=figure] [data-action=forward]')", LONG);
  await go(site + "embed.html?game=hoyito-3&moves=c1&lang=fa");
  await waitCheck("lang=fa: the embed reads right to left", "document.querySelector('[data-embed] svg.board.main [data-hole]') && document.querySelector('[data-embed]').dir === 'rtl' && document.documentElement.dir === 'rtl'");
  const rtl = await evaluate(`(() => { const a = document.querySelector('[data-hole=a1]').getBoundingClientRect();
    const f = document.querySelector('[data-hole=f1]').getBoundingClientRect();
    return getComputedStyle(document.querySelector('svg.board.main')).direction + ' ' + (a.left < f.left); })()`);
  check("lang=fa: the board does not mirror (a1 left of f1)", rtl === "ltr true", rtl);
  // A Kiothi drawing with no controls (it stays a drawing) on a phone turned: drawn again,
  // upright below the width the figure uses, lying above it.
  await go(site + "embed.html?game=kiothi&controls=none");
  await waitCheck("a Kiothi drawing on a wide window lies", "!!document.querySelector('[data-embed=sketch] svg.board.main:not(.portrait) [data-hole]')", LONG);
  await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await waitCheck("the window narrowed to a phone's: the drawing is drawn again, upright", "!!document.querySelector('[data-embed=sketch] svg.board.main.portrait [data-hole]')");
  await call("Emulation.clearDeviceMetricsOverride");
  await waitCheck("widened again: it lies again", "!!document.querySelector('[data-embed=sketch] svg.board.main:not(.portrait) [data-hole]')");
  await go(site + "embed.html?game=chess&moves=c1");
  await waitCheck("a bad parameter is explained in the frame",
    "/This figure cannot be shown/.test(document.querySelector('[data-embed=error]')?.textContent || '') && /chess/.test(document.body.textContent)", LONG);
  noViolations("the embed page");
  noConsoleErrors("the embed page");

  // 3. The article: every figure renders (iframes and the script-mounted ones), and the
  // page never leaves its own address.
  await call("Emulation.setDeviceMetricsOverride", { width: 1100, height: 900, deviceScaleFactor: 1, mobile: false });
  const article = site + "article.html";
  await go(article);
  await waitCheck("the article loads", "document.readyState === 'complete'");
  const FIGURES = `document.querySelectorAll('iframe[src^="embed.html"], [data-mancala-atlas]')`;
  const figures = await evaluate(`${FIGURES}.length`);
  check("the article has figures", figures >= 6, `${figures}`);
  // Whether figure k shows its board ("drawn"), explains an error ("error: …"), or not yet ("").
  const figureState = (k) => `(() => { const el = ${FIGURES}[${k}]; if (!el) return 'missing';
    const d = el.tagName === 'IFRAME' ? el.contentDocument : (el.shadowRoot ?? el); if (!d) return '';
    if (d.querySelector('[data-embed] svg.board.main [data-hole]')) return 'drawn';
    const e = d.querySelector('[data-embed=error]'); return e ? 'error: ' + e.textContent : ''; })()`;
  // Lazy frames load as they come into view: bring each figure into view and wait until
  // it has drawn its board (or said why not).
  const visitFigures = async () => {
    const states = [];
    for (let k = 0; k < figures; k++) {
      await waitFor(`(${FIGURES}[${k}]?.scrollIntoView({ block: 'center' }), ${figureState(k)})`, 40000);
      states.push(lastSeen() || "not drawn");
    }
    return states;
  };
  const drawnCheck = (name, states) => {
    const bad = states.map((st, k) => [k + 1, st]).filter(([, st]) => st !== "drawn");
    check(name, figures > 0 && bad.length === 0,
      `${figures - bad.length} of ${figures}${bad.length ? "; " + bad.map(([k, st]) => `figure ${k}: ${st}`).join("; ") : ""}`);
  };
  drawnCheck("every figure of the article draws its board", await visitFigures());
  // What play shows: each game's plot, an image (static/stats/GAME.svg), drawn once in view.
  await waitCheck("the article's four plots of what play shows are drawn",
    "(() => { const imgs = [...document.querySelectorAll('figure.figure-plot > img')]; imgs.forEach((i) => i.scrollIntoView({ block: 'center' })); return imgs.length === 4 && imgs.every((i) => i.complete && i.naturalWidth === 760); })()", LONG);
  check("the article stays at its own address (no figure navigates the page)", (await evaluate("location.href")) === article);
  await favicon("the article");
  // Each iframe is as tall as its figure (the embed page tells its height; embed.js sets it):
  // the height inside the frame's border (the article's frames have one) less the figure's.
  const frameFits = `[...document.querySelectorAll('iframe[src^="embed.html"]')].map((f) => {
    const inner = f.contentDocument && f.contentDocument.body ? f.contentDocument.body.getBoundingClientRect().height : -1;
    return Math.round(f.clientHeight - inner); })`;
  await waitCheck("every article iframe is as tall as its figure (no blank below it)",
    `${frameFits}.every((gap) => Math.abs(gap) <= 2)`);
  check("the article's iframes: height minus figure, px", true, JSON.stringify(await evaluate(frameFits)));
  await axeCheck("the article (its figures included)");
  await evaluate("window.scrollTo(0, 0), true");
  await waitFor(painted);
  const shot = async (name) => {
    const metrics = await call("Page.getLayoutMetrics");
    const size = metrics.result.cssContentSize || metrics.result.contentSize;
    const png = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: true,
      clip: { x: 0, y: 0, width: size.width, height: size.height, scale: 1 } });
    const out = path.resolve(process.env.SITE_SHOTS || "target/site");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, name), Buffer.from(png.result.data, "base64"));
    // And in screen-sized pages, to look at: article-1.png, article-2.png, …
    const page = 1400;
    for (let y = 0, k = 1; y < size.height; y += page, k++) {
      const part = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: true,
        clip: { x: 0, y, width: size.width, height: Math.min(page, size.height - y), scale: 1 } });
      fs.writeFileSync(path.join(out, name.replace(".png", `-${k}.png`)), Buffer.from(part.result.data, "base64"));
    }
    return { file: path.join(out, name), width: Math.round(size.width), height: Math.round(size.height) };
  };
  // A PNG of the whole page on disk, as wide as the page and taller than one screen.
  const shotCheck = (name, { file, width, height }, wide) => {
    const png = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
    const ok = png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
      && png.readUInt32BE(16) === width && png.readUInt32BE(20) === height && width <= wide && height > 900;
    check(name, ok, `${file} (${width}×${height}, ${png.length} bytes)`);
  };
  shotCheck("the article's screenshot is saved", await shot("article.png"), 1100);
  await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await go();
  await waitCheck("the article reloads at phone size", "document.readyState === 'complete' && innerWidth === 390");
  drawnCheck("on a phone every figure of the article draws its board", await visitFigures());
  await waitCheck("on a phone every article iframe is as tall as its figure", `${frameFits}.every((gap) => Math.abs(gap) <= 2)`);
  await evaluate("window.scrollTo(0, 0), true");
  await waitFor(painted);
  const wide = await evaluate("document.documentElement.scrollWidth");
  check("on a phone (390 px) the article does not scroll sideways", wide <= 390, `${wide} px wide`);
  shotCheck("the article's phone screenshot is saved", await shot("article-phone.png"), 390);
  await axeCheck("the article (its figures included), on a phone");
  await stopAxe();
  await call("Emulation.clearDeviceMetricsOverride");
  noViolations("the article and its figures");
  noConsoleErrors("the article and its figures");
  // The article printed to PDF without scrolling: every figure's board, captions, no controls.
  await print({ call, evaluate, waitFor, lastSeen }, { site, check, waitCheck, go });
  await call("Emulation.clearDeviceMetricsOverride");
  noViolations("the article printed");
  noConsoleErrors("the article printed");

  // 4. embed.js on another site's page (tests/site/host/): five marked figures, one with
  // a bad parameter, one on an element that refuses children; embed.js loaded twice.
  await go(host + "host.html");
  const settledHost = "window.hostRecord && window.hostRecord.hostTaskBeforeLast !== null";
  await waitCheck("embed.js on another site: every marked element gets a figure or an error", settledHost, LONG);
  // Each figure is drawn in its element's own shadow root (issue 36): read there.
  const hostFig = (id) => `((e) => e.shadowRoot?.querySelector('.mancala-figure') ?? e)(document.getElementById('${id}'))`;
  const hostFigure = async (id) => evaluate(`(() => { const el = ${hostFig(id)};
    return [el.querySelectorAll(':scope > [data-embed]').length, el.querySelector(':scope > [data-embed]')?.dataset.embed,
      !!el.querySelector('svg.board.main [data-hole]'), el.textContent.slice(0, 160)].join('|'); })()`);
  const f = {};
  for (const id of ["figure-1", "figure-2", "figure-3", "figure-4", "figure-5"]) f[id] = (await hostFigure(id)) || "";
  check("the figures with good parameters are first drawn, boards and all (1, 3, 4, 5)",
    ["figure-1", "figure-3", "figure-4", "figure-5"].every((id) => f[id].startsWith("1|sketch|true|")), ["figure-1", "figure-3", "figure-4", "figure-5"].map((id) => f[id]).join(" / "));
  check("a bad parameter is explained inside its own figure (2)", /^1\|error\|false\|.*cannot be shown.*chess/.test(f["figure-2"]), f["figure-2"]);
  // A reader steps the first figure: the figure comes in place of its drawing.
  await evaluate(`${hostFig("figure-1")}.querySelector('[data-action=forward]').click(), true`);
  await waitCheck("a click on a drawing's step button brings its figure, which steps (1)",
    `${hostFig("figure-1")}.querySelector('[data-embed=figure]')?.dataset.at === '1'`, LONG);
  // The broken element fails when its figure comes (the figure bundle's instance stops).
  await evaluate(`${hostFig("figure-3")}.querySelector('[data-action=autoplay]').click(), true`);
  await waitCheck("the broken element shows its own error when its figure comes (3)",
    `/This Mancala Atlas figure could not be drawn/.test(${hostFig("figure-3")}.querySelector('[data-embed=error]')?.textContent || '')`, LONG);
  f["figure-3"] = (await hostFigure("figure-3")) || "";
  // The figure drawn before the broken one still answers: it was moved to a fresh
  // instance (drawn anew, at its first moment), and steps forward again.
  await waitCheck("the first figure is drawn anew by a fresh instance",
    `${hostFig("figure-1")}.querySelector('[data-embed=figure]')?.dataset.at === '0'`, LONG);
  await evaluate(`${hostFig("figure-1")}.querySelector('[data-action=forward]').click(), true`);
  await waitCheck("the broken element stops no other figure: the first one still steps forward",
    `${hostFig("figure-1")}.querySelector('[data-embed=figure]')?.dataset.at === '1'`, LONG);
  const rec = await evaluate(`(() => { const r = window.hostRecord; return JSON.stringify({ order: r.order, drawnAtFirst: r.drawnAtFirst,
    hostTaskBeforeLast: r.hostTaskBeforeLast, scans: r.scans, same: r.snapshot() === r.before,
    globals: Object.keys(window).filter((k) => !r.globals.includes(k)), style: r.style() === r.styleBefore }); })()`);
  const r = JSON.parse(rec || "{}");
  check("each figure is mounted once though embed.js is loaded twice",
    Object.values(f).every((v) => v.startsWith("1|")), Object.values(f).map((v) => v.split("|")[0]).join(" "));
  check("the document is searched for figures once per copy of embed.js (two)", r.scans === 2, `${r.scans}`);
  check("figures are drawn one per task: the first appears alone", r.drawnAtFirst === 1, `${r.drawnAtFirst} (order ${r.order})`);
  check("the host page runs between figures (a task it queued ran before the last figure)", r.hostTaskBeforeLast === true);
  check("nothing on the page but the marked elements changes (text, attributes, the unmarked element)", r.same === true);
  check("embed.js adds no global names", Array.isArray(r.globals) && r.globals.length === 0, (r.globals || []).join(" "));
  check("the host's own styles are untouched by the figures' style sheets", r.style === true);
  // Listeners left on the host's window and document: none that would take its keys,
  // clicks or touches.
  const listeners = [];
  for (const target of ["window", "document"]) {
    const obj = await call("Runtime.evaluate", { expression: target });
    const got = await call("DOMDebugger.getEventListeners", { objectId: obj.result.result.objectId });
    for (const l of got.result?.listeners || []) listeners.push(`${target}:${l.type}`);
  }
  check("no key, click or pointer listener on the host's window or document",
    !listeners.some((l) => /:(key|click|pointer|mouse|touch|wheel|focus)/.test(l)), listeners.join(" "));
  noViolations("the host page under its own strict policy");
  consoleErrors.length = 0; // the broken element's panic is reported on the console, as it should be

  // 4b. <mancala-figure> (embed.js's custom element) on another site's page under the
  // same strict policy: each draws in its own shadow root, the host's own DOM untouched;
  // a figure, an error, a lesson and a puzzle; an attribute changed draws it again; one
  // download of each bundle for them all.
  await go(host + "element.html");
  const inShadow = (id, sel) => `!!document.getElementById('${id}').shadowRoot?.querySelector(${JSON.stringify(sel)})`;
  await waitCheck("<mancala-figure>: a drawing in its own shadow root (step controls)", inShadow("el-1", "[data-embed=sketch][data-at='0'] svg.board.main [data-hole]"), LONG);
  await waitCheck("<mancala-figure>: a playable figure (full controls)", inShadow("el-2", "[data-embed=figure] svg.board.main [data-hole]"), LONG);
  await waitCheck("<mancala-figure>: a bad parameter said inside its own element",
    "/chess/.test(document.getElementById('el-3').shadowRoot?.querySelector('[data-embed=error]')?.textContent || '')", LONG);
  await waitCheck("<mancala-figure lesson=…>: the lesson, in French", inShadow("el-4", "[data-embed=lesson][lang=fr] article.lesson svg.board.main [data-hole]"), LONG);
  await waitCheck("<mancala-figure puzzle=…>: the puzzle, its file fetched from the Atlas",
    inShadow("el-5", "[data-embed=puzzle].theme-dark article.puzzle[data-puzzle-shown='rio-kadalis-7275bbd4'][data-puzzle-status=yours] svg.board.main [data-hole]"), LONG);
  check("<mancala-figure>: nothing written into the host's own DOM (no child, the attributes as written)",
    (await evaluate("[...document.querySelectorAll('mancala-figure')].every((e) => e.childNodes.length === 0) && document.getElementById('el-1').getAttribute('class') === 'host-class' && !document.querySelector('[data-mancala-atlas]')")) === true);
  await evaluate("document.getElementById('el-1').setAttribute('at', '1'), true");
  await waitCheck("<mancala-figure>: a changed attribute draws the figure again (at=1)", inShadow("el-1", "[data-embed=sketch][data-at='1'] svg.board.main [data-hole]"), LONG);
  // A figure drawn again frees the one before: its app's listeners go with it (read off
  // the window by the protocol: each figure listens for the window's resize).
  const resizeListeners = async () => {
    const win = await call("Runtime.evaluate", { expression: "window" });
    const got = await call("DOMDebugger.getEventListeners", { objectId: win.result.result.objectId });
    return got.result.listeners.filter((l) => l.type === "resize").length;
  };
  const listenersBefore = await resizeListeners();
  for (const at of ["0", "2", "1"]) {
    await evaluate(`document.getElementById('el-2').setAttribute('at', '${at}'), true`);
    await waitFor(inShadow("el-2", `[data-embed=figure][data-at='${at}'] svg.board.main [data-hole]`), LONG);
  }
  const listenersAfter = await resizeListeners();
  check("<mancala-figure>: drawn again three times, it leaves no app of the figures before it (as many resize listeners as before)",
    listenersBefore > 0 && listenersAfter === listenersBefore, `${listenersBefore} before, ${listenersAfter} after`);
  const downloads = await evaluate("JSON.stringify(performance.getEntriesByType('resource').map((e) => e.name.split('/').pop().split('?')[0]).filter((n) => /(_bg\\.wasm|\\.json)$/.test(n)).sort())");
  const counted = JSON.parse(downloads || "[]").reduce((m, n) => ({ ...m, [n]: (m[n] || 0) + 1 }), {});
  check("<mancala-figure>: one download of each bundle and of the puzzle file for all five (the lessons bundle for the lesson and the puzzle)",
    counted["sketch_bg.wasm"] === 1 && counted["figure_bg.wasm"] === 1 && counted["lessons_bg.wasm"] === 1 && counted["rio-kadalis.json"] === 1 && Object.values(counted).every((n) => n === 1), downloads);
  // Every figure of the manual's chapter on embedding, as a <mancala-figure> on the same
  // page: each draws its board (or its lesson's or puzzle's) in its own shadow root.
  const section = fs.readFileSync(path.join(__dirname, "../../docs/src/figures.md"), "utf8");
  const examples = section.split("\n").map((l) => (l.startsWith("- `") ? l.slice(3).split("`")[0]
    : (l.split('src="')[1]?.split("embed.html?")[1] ?? l.split('data-mancala-atlas="')[1])?.split('"')[0]))
    .filter(Boolean).map((q) => q.replace(/&amp;/g, "&"));
  check("the manual's figures are found", examples.length >= 16, `${examples.length}`);
  await evaluate(`(() => { for (const [i, q] of ${JSON.stringify(examples)}.entries()) { const el = document.createElement('mancala-figure'); el.id = 'readme-' + i;
    for (const p of q.split('&').filter(Boolean)) { const [k, ...v] = p.split('='); el.setAttribute(decodeURIComponent(k), decodeURIComponent(v.join('=').replace(/\\+/g, '%2B'))); }
    document.body.append(el); } return true; })()`);
  await waitCheck(`<mancala-figure>: every figure of the manual (${examples.length}) draws its board`,
    `${JSON.stringify(examples)}.every((q, i) => !!document.getElementById('readme-' + i).shadowRoot?.querySelector('svg.board.main [data-hole]'))`, LONG);
  const french = examples.findIndex((q) => /caption1-fr=/.test(q));
  check("<mancala-figure>: a caption written for French readers is not read by the others",
    french >= 0 && (await evaluate(`document.getElementById('readme-${french}').shadowRoot.querySelector('[data-caption]')?.textContent || ''`)).includes("South sows c1"));
  noViolations("the custom elements' host page under its strict policy");
  noConsoleErrors("the custom elements' host page");

  // 4c. Where authors publish: embed.html in <iframe sandbox="allow-scripts"> on another
  // origin (no storage, an opaque origin: every fetch cross-origin) draws its figure; and
  // from a host that does not send Access-Control-Allow-Origin the frame says so.
  {
    // The frames are in processes of their own (Chromium isolates sandboxed frames):
    // attached as targets for this part, each read in its own session.
    const frameSessions = new Set();
    on("Target.attachedToTarget", (p) => { if (p.targetInfo.type === "iframe") frameSessions.add(p.sessionId); });
    const attach = (types) => call("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true,
      filter: [...types.map((type) => ({ type, exclude: false })), { exclude: true }] });
    await attach(["worker", "iframe"]);
    const frameEval = async (match, expression) => {
      for (const sid of frameSessions) {
        const href = (await call("Runtime.evaluate", { expression: "location.href", returnByValue: true }, sid)).result?.result?.value || "";
        if (!href.includes(match)) continue;
        const r = await call("Runtime.evaluate", { expression, returnByValue: true }, sid);
        return r.result?.result?.value;
      }
      return null;
    };
    await go(host + "sandbox.html");
    const drawn = await until(async () => (await frameEval(PREFIX + "embed.html", "!!document.querySelector('[data-embed] svg.board.main [data-hole]') && !document.querySelector('.atlas-embed-stalled')")) === true);
    check("a figure in <iframe sandbox=\"allow-scripts\"> on another origin draws its board", drawn,
      String(await frameEval(PREFIX + "embed.html", "document.body.innerText.slice(0, 200)")));
    // The reader scrolls to the second frame (an offscreen frame is not rendered).
    await evaluate("document.querySelectorAll('iframe')[1].scrollIntoView(), true");
    const said = await until(async () => /Access-Control-Allow-Origin/.test((await frameEval("nocors/embed.html",
      "(() => { const n = document.querySelector('.atlas-embed-stalled'); return n && getComputedStyle(n).visibility === 'visible' ? n.textContent : ''; })()")) || ""));
    check("from a host that does not send Access-Control-Allow-Origin, the sandboxed frame says which header is missing", said,
      said ? "" : String(await frameEval("nocors/embed.html", "JSON.stringify({ text: document.body.innerText.slice(0, 300), notice: !!document.querySelector('.atlas-embed-stalled'), sheets: document.styleSheets.length })")));
    await attach(["worker"]);
    violations.length = 0;
    consoleErrors.length = 0; // the blocked script is reported on the console, as it should be
  }

  // 4d. Issue 36: a figure an author can publish (tests/site/figures.js): sizes in every
  // form, the builder typed into at machine speed, the codes under the manual's policy,
  // print, the app and the article.
  try {
    await figureChecks({ call, evaluate, waitFor, lastSeen, check, waitCheck, go, site, host, on, violations, consoleErrors, LONG });
  } catch (e) {
    check("the figure checks (tests/site/figures.js) ran to their end", false, String(e && e.stack || e));
  }
  await call("Emulation.setDeviceMetricsOverride", { width: 1100, height: 900, deviceScaleFactor: 1, mobile: false });
  violations.length = 0;
  consoleErrors.length = 0;

  // 5. The service worker controls the app's page; what a page receives is one build.
  const A = { label: "A", ...manifest(dist) };
  const buildsDir = path.resolve("target/site/builds");
  const B = { label: "B", ...markedCopy(dist, path.join(buildsDir, "b"), "B") };
  const C = { label: "C", ...markedCopy(dist, path.join(buildsDir, "c"), "C") };
  const builds = [A, B, C];
  const fileOf = (url) => {
    if (!url.startsWith(site)) return null;
    const rel = url.slice(site.length).split(/[?#]/)[0] || "index.html";
    return rel in A.files ? rel : null;
  };
  // "file=build …" for what was received; ok when every file that differs between the
  // builds is of `label`, and `needed` were all received.
  // A file received twice counts twice ("app.js=A+B" is a mix).
  const whose = (list, label, needed) => {
    const got = new Map();
    const net = [];
    for (const r of list) {
      const file = fileOf(r.url);
      if (!file) continue;
      const h = sha256(r.body);
      const of = builds.filter((b) => b.files[file] === h).map((b) => b.label);
      const mark = of.length === builds.length ? "*" : of.join("") || "?";
      if (!r.sw) net.push(file);
      got.set(file, [...new Set([...(got.get(file) || []), mark])]);
    }
    // Which came from the network rather than the service worker: a wrong file from the
    // network is a page (or worker) the service worker had no pin for.
    const detail = [...got].map(([k, v]) => `${k}=${v.join("+")}`).sort().join(" ") + (net.length ? `; from the network: ${net.sort().join(" ")}` : "");
    const marks = [...got.values()].flat().filter((v) => v !== "*");
    const ok = needed.every((n) => got.has(n)) && marks.every((v) => v === label);
    return { ok, detail, labels: new Set(marks) };
  };
  const receive = async (action, needed) => {
    received = [];
    await action();
    const list = received;
    await until(async () => needed.every((n) => list.some((r) => fileOf(r.url) === n)));
    received = null;
    return list;
  };
  // The build the page's controller (or the registration's active worker) serves: it
  // answers a "version" message (null: no worker, or no answer within 10 s).
  const version = (which) => evaluate(`navigator.serviceWorker.getRegistration().then((reg) => new Promise((resolve) => {
    const w = ${which === "controller" ? "navigator.serviceWorker.controller" : "reg && reg.active"};
    if (!w) return resolve(null);
    setTimeout(() => resolve(null), 10000);
    const c = new MessageChannel(); c.port1.onmessage = (e) => resolve(e.data); w.postMessage("version", [c.port2]); }))`);
  // Asks the browser to look for a new sw.js. A look already under way (a navigation's)
  // absorbs the request, and may have fetched the previous sw.js: the waits below ask
  // again until what they wait for happens.
  const update = () => evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true, () => true)");
  // The registration and the caches, to explain a failed wait.
  const state = async () => `active ${await version("active")}, installing ${await evaluate(
    "navigator.serviceWorker.getRegistration().then((r) => !!r.installing + ' waiting ' + !!r.waiting)")}, caches ${await evaluate("caches.keys().then((k) => k.join(' '))")}`;
  // While the new build's worker is installing or waiting, nothing is asked of the old
  // one: to activate the new worker (skipWaiting) Chromium stops the old one once it is
  // idle, and a message to it in that moment starts it again, after which every poll
  // kept it busy and the new worker waited on — the update section's flake under load
  // (seen in the workers' states: the old one stopping, starting again at the next
  // poll, the new one installed until its idle timeout). So the version is asked only
  // of a registration with nothing installing or waiting.
  const settling = () => evaluate("navigator.serviceWorker.getRegistration().then((r) => !!r && !!(r.installing || r.waiting))");
  // Taken over means activated, not only activating: the browser may stop a worker at any
  // time (the test does, below), and one stopped in the middle of its activate event must
  // not be what the checks after this see. Its state is read off the registration, which
  // asks nothing of the worker.
  const activated = () => evaluate("navigator.serviceWorker.getRegistration().then((r) => !!r && !!r.active && r.active.state === 'activated')");
  const takesOver = async (build) => {
    const ok = await until(async () => !(await settling()) && (await activated()) && ((await version("active")) === build.version || (await update(), false)));
    return [ok, ok ? "" : await state()];
  };
  const pageFiles = ["index.html", "boot.js", "app.js", "app_bg.wasm", "style.css", "board.css", "register-sw.js"];
  const workerFiles = ["worker_loader.js", "worker.js", "worker_bg.wasm"];
  // The computer's worker, started as the app starts it; `ready` once its WebAssembly runs.
  const startWorker = `(window.__testWorker = new Worker('worker_loader.js'), window.__testWorkerReady = new Promise((resolve) =>
    window.__testWorker.addEventListener('message', (e) => { if (/"ready"/.test(e.data)) resolve(true); })), true)`;
  const workerAnswers = `Promise.race([window.__testWorkerReady.then(() => new Promise((resolve) => {
      window.__testWorker.addEventListener('message', (e) => { const r = JSON.parse(e.data); if (r.id === 1) resolve(r.ok ? 'move ' + r.move : 'error ' + r.error); });
      window.__testWorker.postMessage(JSON.stringify({ id: 1, mode: 'play', level: 'beginner', seed: 1,
        position: { game: 'hoyito-3', to_move: 'south', pits: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]] } }));
    })), new Promise((r) => setTimeout(r, 30000, 'no answer in 30 s'))])`;

  await go(site);
  await waitCheck("back in the app, the board is drawn", board, LONG);
  let got = await receive(() => go(), pageFiles);
  await waitCheck("reloaded, the board is drawn", board, LONG);
  await waitCheck("the service worker controls the page", "!!navigator.serviceWorker.controller");
  const first = await version("controller");
  check("it serves build A, the one deployed", first === A.version, `${first} / ${A.version}`);
  let w = whose(got, "A", pageFiles);
  check("the page's files are all build A's, from the service worker", w.ok && got.filter((x) => fileOf(x.url)).every((x) => x.sw), w.detail);
  const page = got.find((x) => fileOf(x.url) === "index.html");
  check("from the service worker, the page keeps the host's Content-Security-Policy header", page && page.csp === cspHeader("index.html"), page && page.csp);

  // Build B is deployed while the page is open.
  atlas.root = B.dir;
  let [over, why] = await takesOver(B);
  check("with build B deployed, B's worker takes over once its copy is complete", over, why);
  // The browser may stop a service worker whenever it is idle: what a page is pinned to
  // must survive that.
  await call("ServiceWorker.enable");
  const stopped = await call("ServiceWorker.stopAllWorkers");
  check("the service worker is stopped (and starts again on the next request)", !stopped.error, JSON.stringify(stopped.error || ""));
  got = await receive(async () => { await evaluate(startWorker); await evaluate("Promise.race([fetch('app.js').then(r => r.text()).then(() => true, () => false), new Promise((r) => setTimeout(r, 20000, false))])"); }, [...workerFiles, "app.js"]);
  w = whose(got, "A", [...workerFiles, "app.js"]);
  check("the page opened on A still gets A's files after B took over: its worker's too", w.ok, w.detail);
  await evaluate("window.__testWorker.terminate(), true");
  check("build A's cache stays while a page uses it", (await evaluate("caches.keys()") || []).includes("mancala-atlas-" + A.version));
  got = await receive(() => go(), pageFiles);
  await waitCheck("after a reload the page is drawn (build B)", board, LONG);
  w = whose(got, "B", pageFiles);
  check("after a reload every file of the page is build B's", w.ok, w.detail);
  got = await receive(() => evaluate(startWorker), workerFiles);
  w = whose(got, "B", workerFiles);
  check("and so are its worker's", w.ok, w.detail);
  const answer = await evaluate(workerAnswers);
  check("the worker runs its WebAssembly under the policy header and answers a request", /^move [a-f][12]$/.test(answer || ""), answer);
  await evaluate("window.__testWorker.terminate(), true");
  noViolations("the updated app");

  // Updates that fail half-way: build C with one file cut off, with one file of build B
  // in it (a deploy caught half-done), and with a full disk. Each time B goes on serving.
  const failures = [
    ["C's app_bg.wasm cut off half-way", { path: "app_bg.wasm", cut: true }],
    ["C deployed with B's app.js (half-deployed)", { path: "app.js", from: B.dir }],
    ["the disk full (quota)", null],
  ];
  for (const [what, fault] of failures) {
    atlas.root = C.dir;
    atlas.fault = fault;
    const quota = !fault;
    if (quota) {
      const q = await call("Storage.overrideQuotaForOrigin", { origin, quotaSize: 1 });
      check("the origin's storage quota can be made too small", !q.error, JSON.stringify(q.error || ""));
    }
    const since = requested.length;
    // Every file of C but the lazy ones (no page has asked for a language's file of C).
    const tried = async () => Object.keys(C.files).filter((file) => !C.lazy.includes(file)).every((file) => requested.slice(since).includes(PREFIX + file)) || (await update(), false);
    const done = async () => (await tried()) && (await evaluate("navigator.serviceWorker.getRegistration().then((r) => !r.installing && !r.waiting)"));
    const finished = await until(done);
    check(`${what}: C's worker tries, fails and is dropped`, finished, finished ? "" : await state());
    const still = await version("active");
    check(`${what}: B's worker still serves`, still === B.version, `${still}`);
    const keys = (await evaluate("caches.keys()")) || [];
    check(`${what}: nothing of C is left in the caches`, !keys.includes("mancala-atlas-" + C.version), keys.join(" "));
    got = await receive(() => go(), pageFiles);
    const drew = await waitFor(board, LONG);
    w = whose(got, "B", pageFiles);
    if (quota) {
      // No room even to pin the page to B's copy: it comes whole from the network, as C.
      const one = w.labels.size === 1 && (w.labels.has("B") || w.labels.has("C")) && pageFiles.every((n) => got.some((x) => fileOf(x.url) === n));
      check(`${what}: a reload gets one build whole (${[...w.labels].join("")}) and draws the board`, one && drew, w.detail);
      await call("Storage.overrideQuotaForOrigin", { origin });
    } else {
      check(`${what}: a reload gets B's files, every one, and draws the board`, w.ok && drew, w.detail);
    }
    atlas.fault = null;
  }

  // Build C deployed whole: it takes over, and a reload gets all of it.
  atlas.root = C.dir;
  [over, why] = await takesOver(C);
  check("with build C deployed whole, C's worker takes over", over, why);
  got = await receive(() => go(), pageFiles);
  await waitCheck("after a reload the page is drawn (build C)", board, LONG);
  w = whose(got, "C", pageFiles);
  check("after a reload every file of the page is build C's", w.ok, w.detail);
  // Every file this page loaded from the site is in build C's cache before the server goes
  // (the service worker keeps a page under the name of its file: "atlas/" is index.html).
  const cacheC = "mancala-atlas-" + C.version;
  const uncached = `(async () => { if (!(await caches.has('${cacheC}'))) return ['no cache ${cacheC}'];
    const cache = await caches.open('${cacheC}'); const missing = [];
    const urls = [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)].filter((u) => u.startsWith('${site}'));
    for (const u of urls) {
      const url = new URL(u); url.search = ''; url.hash = '';
      if (url.pathname.endsWith('/')) url.pathname += 'index.html';
      if (!(await cache.match(url.href))) missing.push(u);
    }
    return missing; })()`;
  const cached = await waitFor(`${uncached}.then((m) => m.length === 0)`);
  check("every file the page loaded is in build C's cache", cached, cached ? "" : `missing: ${(await evaluate(uncached) || []).join(" ")}`);

  // 6. Offline after the update: the server stopped, the page reloaded.
  atlasServer.close();
  atlasServer.closeAllConnections && atlasServer.closeAllConnections();
  got = await receive(() => go(undefined, { ignoreCache: false }), pageFiles);
  await waitCheck("offline (server stopped), the page reloads and restores the game", board, LONG);
  const holes = await evaluate("document.querySelectorAll('[data-hole]').length");
  check("offline, a whole board is drawn", holes >= 12, `${holes} holes`);
  w = whose(got, "C", pageFiles);
  check("offline, every file of the page is build C's", w.ok, w.detail);
  // The screens' bundle was kept with the rest of the build (the worker's list holds it).
  await evaluate("location.hash = '#record', true");
  await waitCheck("offline, the recorder opens: the screens' bundle from the service worker's copy",
    "!!document.querySelector('[data-lazy-screen=record] [data-lazy-root] section.recorder svg.board.main [data-hole]')", LONG);
  await go(site + "embed.html?game=kiothi&moves=&lang=fa");
  await waitCheck("offline, the embed page draws a figure", "!!document.querySelector('[data-embed] svg.board.main [data-hole]')", LONG);
  // The lessons bundle too comes from build C's cache (pre-cached at install, as every
  // bundle: scripts/sw-manifest.sh lists every file of the build).
  await go(site + "embed.html?lesson=katro/2&controls=full&lang=fa");
  await waitCheck("offline, the embed page draws a lesson (the lessons bundle, from the service worker)",
    "!!document.querySelector('[data-embed=lesson][lang=fa] article.lesson svg.board.main [data-hole]')", LONG);
  await go(article);
  await waitCheck("offline, the example article opens with its figures",
    "[...document.querySelectorAll('[data-mancala-atlas]')].some(e => (e.shadowRoot ?? e).querySelector('svg.board.main'))", LONG);
  noViolations("offline");

  console.log(`site: ${passed} passed, ${failed} failed`);
  await finish(failed ? 1 : 0);
})().catch((e) => { console.log("FAIL " + (e && e.stack || e)); process.exit(1); });
// Node ends by itself only if nothing is left to wait for: the test stopped half-way.
process.on("beforeExit", () => {
  console.log("FAIL the site test stopped before its end");
  process.exit(1);
});
