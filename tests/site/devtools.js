// Headless Chromium over the DevTools protocol: the one connection the site test
// (tests/site/site.js) and the browser benchmarks (benches/*_browser/) drive pages with.
// Node 20 with --experimental-websocket, or Node 22.
//
//   const { open } = require("./devtools.js");
//   const page = await open({ args: ["--window-size=1280,1000"], profilePrefix: "site-test-" });
//   await page.call("Page.navigate", { url });
//   await page.waitFor("!!document.querySelector('svg')");   // true, or false after 30 s
//   page.lastSeen();                                         // what waitFor saw last
//   const title = await page.evaluate("document.title");
//   page.on("Fetch.requestPaused", (params, sessionId) => …); // DevTools events
//   await page.call("Network.enable", {}, sessionId);           // a worker's session (Target.*)
//   await page.close();
//
// Everything waits for a condition (the DevTools port announced, an expression true,
// Chromium gone), each with a deadline; nothing sleeps a fixed time to let things happen.
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/// Polls `probe` (async, returns a value or undefined) until it returns something, for
/// at most `ms`; undefined if it never does.
async function poll(probe, ms, every = 100) {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > end) return undefined;
    await sleep(every);
  }
}

async function open({ args = [], profilePrefix = "chromium-" } = {}) {
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR || os.tmpdir(), profilePrefix));
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort in the
  // profile, so that several browsers on one machine never collide.
  const chrome = spawn("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    `--user-data-dir=${profile}`, "--remote-debugging-port=0", ...args, "about:blank"], { stdio: "ignore" });
  let exited = false;
  const gone = new Promise((r) => chrome.once("exit", () => { exited = true; r(); }));
  const port = await poll(() => {
    if (exited) return null;
    try {
      const first = fs.readFileSync(path.join(profile, "DevToolsActivePort"), "utf8").split("\n")[0];
      return /^\d+$/.test(first) ? Number(first) : undefined;
    } catch (_) { return undefined; }
  }, 60000);
  const targets = port && await poll(async () => {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      return list.find((t) => t.type === "page") ? list : undefined;
    } catch (_) { return undefined; }
  }, 30000);
  if (!targets) {
    chrome.kill();
    throw new Error(exited ? "Chromium exited at start" : "Chromium's DevTools port never answered");
  }
  const ws = new WebSocket(targets.find((t) => t.type === "page").webSocketDebuggerUrl);
  let id = 0;
  const pending = new Map();
  // Events (`Fetch.requestPaused`, `Log.entryAdded`, …) go to the handlers given to on(),
  // with the session they came from (a worker's, attached with Target.*), if any.
  const handlers = new Map();
  ws.onmessage = (m) => {
    const d = JSON.parse(m.data);
    if (d.id && pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id); }
    else if (d.method) for (const h of handlers.get(d.method) || []) h(d.params, d.sessionId);
  };
  const on = (method, handler) => handlers.set(method, [...(handlers.get(method) || []), handler]);
  await new Promise((r, reject) => { ws.onopen = r; ws.onerror = () => reject(new Error("DevTools connection failed")); });
  // The browser gone (crashed, killed): every call waiting for an answer gets an error.
  ws.onclose = () => {
    for (const answer of pending.values()) answer({ error: { message: "the DevTools connection closed" } });
    pending.clear();
  };
  const call = (method, params = {}, sessionId) => new Promise((r) => {
    id++;
    pending.set(id, r);
    ws.send(JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params }));
  });
  const evaluate = async (expression) => {
    const r = await call("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    return r.result && r.result.result ? r.result.result.value : undefined;
  };
  let last;
  // True once `expression` is truthy in the page, false after `ms`; lastSeen() tells
  // what it was the last time.
  const waitFor = async (expression, ms = 30000) => {
    last = undefined;
    const found = await poll(async () => {
      last = await evaluate(expression);
      return last ? true : undefined;
    }, ms, 100);
    return found === true;
  };
  const lastSeen = () => last;
  const close = async () => {
    try { ws.close(); } catch (_) {}
    try { chrome.kill(); } catch (_) {}
    // The profile is removed once Chromium has gone (it writes to it until then).
    await Promise.race([gone, new Promise((r) => setTimeout(r, 10000).unref())]);
    try { fs.rmSync(profile, { recursive: true, force: true }); } catch (_) {}
  };
  await call("Page.enable");
  return { call, evaluate, waitFor, lastSeen, close, on };
}

module.exports = { open, sleep };
