// The static site: dist/ served under a sub-path (/atlas/) works, asks only for
// addresses under that sub-path, is installable (manifest, service worker), and keeps
// working offline after the first visit (the server is stopped, the page reloaded).
// usage: node --experimental-websocket tests/site/offline.js DIST
// Prints one line per check and a closing "N passed, N failed"; exit status 1 on failure.
const http = require("http");
const fs = require("fs");
const path = require("path");
const { spawn } = require("child_process");

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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let passed = 0, failed = 0;
const check = (name, ok, detail = "") => {
  if (ok) passed++; else failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
};

(async () => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const site = `http://127.0.0.1:${server.address().port}${PREFIX}`;
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR || "/tmp", "site-test-"));
  const port = 9400 + Math.floor(Math.random() * 400);
  const chrome = spawn("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, "about:blank"], { stdio: "ignore" });
  const finish = async (code) => {
    try { chrome.kill(); } catch (_) {}
    server.close();
    await sleep(500);
    try { fs.rmSync(profile, { recursive: true, force: true }); } catch (_) {}
    process.exit(code);
  };
  setTimeout(() => { console.log("FAIL the site test took over 120 s"); finish(1); }, 120000);
  let targets;
  for (let i = 0; i < 100 && !targets; i++) {
    try { targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json(); } catch (_) { await sleep(200); }
  }
  const ws = new WebSocket(targets.find((t) => t.type === "page").webSocketDebuggerUrl);
  let id = 0; const pending = new Map();
  ws.onmessage = (m) => { const d = JSON.parse(m.data); if (d.id && pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id); } };
  await new Promise((r) => (ws.onopen = r));
  const call = (method, params = {}) => new Promise((r) => { id++; pending.set(id, r); ws.send(JSON.stringify({ id, method, params })); });
  const evaluate = async (expression) => {
    const r = await call("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    return r.result && r.result.result ? r.result.result.value : undefined;
  };
  const waitFor = async (expression, ms = 30000) => {
    for (let t = 0; t < ms; t += 250) { if (await evaluate(expression)) return true; await sleep(250); }
    return false;
  };
  const board = "!!document.querySelector('svg[data-game] [data-hole]')";
  await call("Page.enable");

  await call("Page.navigate", { url: site });
  check("the start screen renders under the sub-path " + PREFIX, await waitFor("!!document.querySelector('svg.board.mini')"));
  await evaluate("document.querySelector('[data-action=start]').click(), true");
  check("a game starts: the board is drawn", await waitFor(board));
  check("the page asks only for addresses under " + PREFIX,
    requested.every((p) => p.startsWith(PREFIX)), requested.filter((p) => !p.startsWith(PREFIX)).join(" "));
  const manifest = await evaluate(`fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json()).then(m => m.name + '|' + m.icons.length + '|' + m.start_url).catch(e => 'error ' + e)`);
  check("the web manifest is served (name, icons, start_url)", /^Mancala Atlas\|3\|\.\/$/.test(manifest || ""), manifest);
  const sw = await waitFor("navigator.serviceWorker.ready.then(() => true)");
  check("the service worker installs and activates", sw);
  // Let it take control, then fill its cache from the page's own files.
  await call("Page.reload");
  await waitFor(board);
  check("the service worker controls the page", await waitFor("!!navigator.serviceWorker.controller"));
  await sleep(500);

  server.close();
  server.closeAllConnections && server.closeAllConnections();
  await call("Page.reload", { ignoreCache: false });
  check("offline (server stopped), the page reloads and restores the game", await waitFor(board));
  const holes = await evaluate("document.querySelectorAll('[data-hole]').length");
  check("offline, a whole board is drawn", holes >= 12, `${holes} holes`);

  ws.close();
  console.log(`site: ${passed} passed, ${failed} failed`);
  await finish(failed ? 1 : 0);
})().catch((e) => { console.log("FAIL " + e); process.exit(1); });
