// The static site: dist/ served under a sub-path (/atlas/) works, asks only for
// addresses under that sub-path, is installable (manifest, service worker), and keeps
// working offline after the first visit (the server is stopped, the page reloaded).
// The embed page opens with parameters (position, caption, controls, language) and
// explains a bad one; the example article renders every figure, never leaves its own
// address, and is saved as a screenshot (target/site/article.png, phone: article-phone.png).
// usage: node --experimental-websocket tests/site/site.js DIST
// Prints one line per check and a closing "N passed, N failed"; exit status 1 on failure.
// Every check waits for its condition (with a deadline, and says what it saw last when
// the condition never came); nothing sleeps a fixed time to let the page get there.
const http = require("http");
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { open } = require("./devtools.js");
const { screens } = require("./screens.js");
const axe = require("./axe.js");

const dist = path.resolve(process.argv[2] || "dist");
const PREFIX = "/atlas/";
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css",
  ".svg": "image/svg+xml", ".png": "image/png", ".webmanifest": "application/manifest+json", ".json": "application/json" };
const requested = [];
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  requested.push(url.pathname);
  if (!url.pathname.startsWith(PREFIX)) { res.writeHead(404); res.end(); return; }
  let file = path.join(dist, decodeURIComponent(url.pathname.slice(PREFIX.length)) || "index.html");
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
  if (!file.startsWith(dist) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
  fs.createReadStream(file).pipe(res);
});

let passed = 0, failed = 0;
const check = (name, ok, detail = "") => {
  if (ok) passed++; else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
};

(async () => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const site = `http://127.0.0.1:${server.address().port}${PREFIX}`;
  const { call, evaluate, waitFor, lastSeen, close, on } = await open({ profilePrefix: "site-test-" });
  const finish = async (code) => {
    await close();
    server.close();
    process.exit(code);
  };
  // A last resort for a hung browser: each wait below has its own deadline.
  setTimeout(() => { console.log("FAIL the site test took over 300 s"); finish(1); }, 300000).unref();
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

  // Before the app's wasm has arrived (held back here): the page's frame and a loading
  // board, never a blank page; once the app has drawn itself the frame is gone.
  let held = null;
  const paused = new Promise((r) => on("Fetch.requestPaused", (p) => { held = p.requestId; r(true); }));
  await call("Fetch.enable", { patterns: [{ urlPattern: "*app_bg.wasm", requestStage: "Request" }] });
  await go(site);
  check("the test holds the app's wasm back",
    await Promise.race([paused, new Promise((r) => setTimeout(() => r(false), 30000).unref())]));
  await waitCheck("while the wasm loads, the page shows its frame and a board drawn in HTML and CSS",
    "(() => { const f = document.getElementById('atlas-loading'); if (!f) return false; const b = f.querySelector('.loading-board').getBoundingClientRect(); " +
    "return /Mancala Atlas/.test(f.querySelector('h1').textContent) && f.querySelectorAll('.loading-board span').length === 12 && b.height > 80 && b.width > 200 " +
    "&& getComputedStyle(f.querySelector('.loading-board')).backgroundImage !== 'none' " +
    "&& [...f.querySelectorAll('.loading-board span')].every((h) => { const r = h.getBoundingClientRect(); " +
    "return r.width > 10 && r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom; }); })()");
  {
    await waitFor(painted);
    const png = await call("Page.captureScreenshot", { format: "png" });
    const out = path.resolve(process.env.SITE_SHOTS || "target/site", "screens");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "loading-desktop.png"), Buffer.from(png.result.data, "base64"));
  }
  if (held !== null) await call("Fetch.continueRequest", { requestId: held });
  await call("Fetch.disable");
  await waitCheck("the start screen renders under the sub-path " + PREFIX, "!!document.querySelector('svg.board.mini')");
  await waitCheck("once the app is drawn, the loading frame is gone", "!document.getElementById('atlas-loading')");
  await evaluate("document.querySelector('[data-action=start]').click(), true");
  await waitCheck("a game starts: the board is drawn", board);
  check("the page asks only for addresses under " + PREFIX,
    requested.every((p) => p.startsWith(PREFIX)), requested.filter((p) => !p.startsWith(PREFIX)).join(" "));
  const manifest = await evaluate(`fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json()).then(m => m.name + '|' + m.icons.length + '|' + m.start_url).catch(e => 'error ' + e)`);
  check("the web manifest is served (name, icons, start_url)", /^Mancala Atlas\|3\|\.\/$/.test(manifest || ""), manifest);
  await waitCheck("the service worker installs and activates", "navigator.serviceWorker.ready.then(() => true)");
  await favicon("the app");

  // Every screen at 1280×800 and 390×844, with the checks of issue 11 (screens.js).
  await screens({ call, evaluate, waitFor, lastSeen }, { site, check, waitCheck, go });

  // axe-core finds no violation on the start screen, in games, on the embed page.
  const stopAxe = await axe.start(call);
  const axeCheck = async (what) => {
    const v = await axe.violations(evaluate);
    check(`axe: no violations on ${what}`, Array.isArray(v) && v.length === 0, Array.isArray(v) ? v.join(" ;; ") : String(v));
  };
  await go(site);
  await evaluate("localStorage.clear(), sessionStorage.clear(), true");
  await go();
  await waitFor("!!document.querySelector('[data-action=start]') && !!window.axe");
  await axeCheck("the start screen");
  await evaluate("document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')");
  await axeCheck("a game of Kiothi (its redistribution)");
  await evaluate("document.querySelector('[data-action=new-game]').click(), true");
  await waitFor("!!document.querySelector('[data-game-card=hoyito-3]')");
  await evaluate("document.querySelector('[data-game-card=hoyito-3]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] .hole.legal')");
  await evaluate("document.querySelector('[data-speed=instant]').click(), document.querySelector('.hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
  await waitFor("document.querySelectorAll('[data-ply]').length >= 2 && document.querySelector('svg.board.main').dataset.animating === 'false'");
  await evaluate("document.querySelector('[data-action=hint]').click(), document.querySelector('[data-action=record-panel]').click(), true");
  await waitFor("document.querySelectorAll('[data-hint-move]').length > 0 && !!document.querySelector('[data-share]')", 60000);
  await axeCheck("a game of Hoyito III (a move played, a hint, the record panel open)");
  for (const [what, query] of [["the embed page (full controls, playable)", "game=hoyito-3&moves=c1%20f2&at=1&controls=full&play=yes"],
    ["the embed page (Kiothi, dark, Persian)", "game=kiothi&moves=&theme=dark&lang=fa"]]) {
    await go(site + "embed.html?" + query);
    await waitFor("!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]') && !!window.axe");
    await axeCheck(what);
  }
  // The embed page with parameters: the position reached, the caption, the controls, the language.
  const embed = site + "embed.html?game=hoyito-3&moves=c1%20f2&at=1&lang=tr&captions=%7CG%C3%BCney%20c1%20ile%20a%C3%A7ar&controls=step";
  await go(embed);
  await waitCheck("the embed page draws its figure", "!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')");
  await favicon("the embed page");
  const fig = await evaluate(`(() => { const f = document.querySelector('[data-embed=figure]');
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
  await go(site + "embed.html?game=hoyito-3&moves=c1&lang=fa");
  await waitCheck("lang=fa: the embed reads right to left", "document.querySelector('[data-embed=figure] svg.board.main [data-hole]') && document.querySelector('[data-embed=figure]').dir === 'rtl'");
  const rtl = await evaluate(`(() => { const a = document.querySelector('[data-hole=a1]').getBoundingClientRect();
    const f = document.querySelector('[data-hole=f1]').getBoundingClientRect();
    return getComputedStyle(document.querySelector('svg.board.main')).direction + ' ' + (a.left < f.left); })()`);
  check("lang=fa: the board does not mirror (a1 left of f1)", rtl === "ltr true", rtl);
  await go(site + "embed.html?game=chess&moves=c1");
  await waitCheck("a bad parameter is explained in the frame",
    "/This figure cannot be shown/.test(document.querySelector('[data-embed=error]')?.textContent || '') && /chess/.test(document.body.textContent)");

  // The article: every figure renders (iframes and the script-mounted ones), and the
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
    const d = el.tagName === 'IFRAME' ? el.contentDocument : el; if (!d) return '';
    if (d.querySelector('[data-embed=figure] svg.board.main [data-hole]')) return 'drawn';
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
  check("the article stays at its own address (no figure navigates the page)", (await evaluate("location.href")) === article);
  await favicon("the article");
  // Each iframe is as tall as its figure (the embed page tells its height; embed.js sets it).
  const frameFits = `[...document.querySelectorAll('iframe[src^="embed.html"]')].map((f) => {
    const inner = f.contentDocument && f.contentDocument.body ? f.contentDocument.body.getBoundingClientRect().height : -1;
    return Math.round(f.getBoundingClientRect().height - inner); })`;
  await waitCheck("every article iframe is as tall as its figure (no blank below it)",
    `${frameFits}.every((gap) => Math.abs(gap) <= 2)`);
  check("the article's iframes: height minus figure, px", true, JSON.stringify(await evaluate(frameFits)));
  await axeCheck("the article (its figures included)");
  await stopAxe();
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
  await call("Emulation.clearDeviceMetricsOverride");

  // Back to the app: let the worker take control, then fill its cache from the page's own files.
  await go(site);
  await waitCheck("back in the app, the board is drawn", board);
  await go();
  await waitCheck("reloaded, the board is drawn", board);
  await waitCheck("the service worker controls the page", "!!navigator.serviceWorker.controller");
  // Every file this page loaded from the site is in the worker's cache before the server goes.
  const uncached = `(async () => { const missing = [];
    const urls = [location.href, ...performance.getEntriesByType('resource').map((e) => e.name)]
      .filter((u) => u.startsWith(location.origin + '${PREFIX}'));
    for (const u of urls) if (!(await caches.match(u, { ignoreSearch: true }))) missing.push(u);
    return missing; })()`;
  const cached = await waitFor(`${uncached}.then((m) => m.length === 0)`);
  check("every file the page loaded is cached", cached, cached ? "" : `missing: ${(await evaluate(uncached) || []).join(" ")}`);

  server.close();
  server.closeAllConnections && server.closeAllConnections();
  await go(undefined, { ignoreCache: false });
  await waitCheck("offline (server stopped), the page reloads and restores the game", board);
  const holes = await evaluate("document.querySelectorAll('[data-hole]').length");
  check("offline, a whole board is drawn", holes >= 12, `${holes} holes`);
  await go(site + "embed.html?game=kiothi&moves=&lang=fa");
  await waitCheck("offline, the embed page draws a figure", "!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')");
  await go(article);
  await waitCheck("offline, the example article opens with its figures",
    "[...document.querySelectorAll('[data-mancala-atlas]')].some(e => e.querySelector('svg.board.main'))");

  console.log(`site: ${passed} passed, ${failed} failed`);
  await finish(failed ? 1 : 0);
})().catch((e) => { console.log("FAIL " + e); process.exit(1); });
