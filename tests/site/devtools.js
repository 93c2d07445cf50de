// Headless Chromium over the DevTools protocol: the one connection the site test
// (tests/site/site.js) and the browser benchmarks (benches/*_browser/) drive pages with.
// Node 20 with --experimental-websocket, or Node 22.
//
//   const { open } = require("./devtools.js");
//   const page = await open({ args: ["--window-size=1280,1000"], profilePrefix: "site-test-" });
//   await page.call("Page.navigate", { url });
//   await page.waitFor("!!document.querySelector('svg')");
//   const title = await page.evaluate("document.title");
//   page.on("Log.entryAdded", (params, sessionId) => …);   // protocol events
//   await page.call("Network.enable", {}, sessionId);      // a worker's session (Target.*)
//   await page.close();
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawn } = require("child_process");

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function open({ args = [], profilePrefix = "chromium-" } = {}) {
  const profile = fs.mkdtempSync(path.join(process.env.TMPDIR || os.tmpdir(), profilePrefix));
  const port = 9400 + Math.floor(Math.random() * 400);
  const chrome = spawn("/usr/bin/chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
    `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, ...args, "about:blank"], { stdio: "ignore" });
  let targets;
  for (let i = 0; i < 100 && !targets; i++) {
    try { targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json(); } catch (_) { await sleep(200); }
  }
  if (!targets) { chrome.kill(); throw new Error("Chromium's DevTools port never answered"); }
  const ws = new WebSocket(targets.find((t) => t.type === "page").webSocketDebuggerUrl);
  let id = 0;
  const pending = new Map();
  const listeners = new Map();
  ws.onmessage = (m) => {
    const d = JSON.parse(m.data);
    if (d.id && pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id); }
    else if (d.method) for (const f of listeners.get(d.method) || []) f(d.params, d.sessionId);
  };
  await new Promise((r) => (ws.onopen = r));
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
  const on = (method, f) => listeners.set(method, [...(listeners.get(method) || []), f]);
  const evaluate = async (expression) => {
    const r = await call("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
    return r.result && r.result.result ? r.result.result.value : undefined;
  };
  const waitFor = async (expression, ms = 30000) => {
    for (let t = 0; t < ms; t += 250) { if (await evaluate(expression)) return true; await sleep(250); }
    return false;
  };
  const close = async () => {
    try { ws.close(); } catch (_) {}
    try { chrome.kill(); } catch (_) {}
    await sleep(500);
    try { fs.rmSync(profile, { recursive: true, force: true }); } catch (_) {}
  };
  await call("Page.enable");
  return { call, evaluate, waitFor, close, on };
}

module.exports = { open, sleep };
