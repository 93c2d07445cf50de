// Usage: node --experimental-websocket benches/pages/playouts.js DIST CLI [games] [rounds]
//   DIST: a release build (trunk build --release --offline); CLI: the native release CLI
//   (cargo build --release --bin mancala-atlas; target/release/mancala-atlas).
//   games: playouts per game and round (default 2000); rounds: default 3, best kept.
//
// The engine's speed in the browser against native, in one run: random playouts
// (`Position::random_playout` from each game's start, seeded, at most 2,000 moves each),
// natively with the CLI's `bench`, and in headless Chromium in the computer's Web Worker
// as the site ships it (worker.js + worker_bg.wasm, its `playouts` export, timed inside
// the worker with performance.now()). Prints one JSON line per game: playouts/s native
// and wasm and their ratio. A benchmark, not a test: it passes or fails nothing.
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { open } = require("../../tests/site/devtools.js");

const dist = path.resolve(process.argv[2] || "dist");
const cli = process.argv[3];
const games = Number(process.argv[4] || 2000);
const rounds = Number(process.argv[5] || 3);
if (!cli || !fs.existsSync(path.join(dist, "worker_bg.wasm"))) {
  console.error("usage: playouts.js DIST CLI [games] [rounds]");
  process.exit(2);
}
const GAMES = ["katro", "rio-kadalis", "hoyito-3", "kiothi"];

// Native: the CLI's bench, best of `rounds`.
function native(game) {
  let best = 0;
  for (let i = 0; i < rounds; i++) {
    const out = execFileSync(cli, ["bench", "--game", game, "--games", String(games), "--seed", "1"]).toString();
    const row = out.trim().split("\n").pop().trim().split(/\s+/);
    best = Math.max(best, Number(row[1]));
  }
  return best;
}

// The browser: a page of the bench's own server starts the shipped worker's files in a
// Worker whose loader (served below, not part of the site) calls the `playouts` export.
const LOADER = `importScripts("worker.js");
wasm_bindgen("worker_bg.wasm").then(() => {
  self.onmessage = (e) => {
    const { game, games, seed } = e.data;
    try {
      const t0 = performance.now();
      const moves = wasm_bindgen.playouts(game, games, seed);
      postMessage({ game, ms: performance.now() - t0, moves });
    } catch (err) { postMessage({ game, error: String(err) }); }
  };
  postMessage({ up: true });
});`;
const TYPES = { ".js": "text/javascript", ".wasm": "application/wasm", ".html": "text/html" };
const server = http.createServer((req, res) => {
  const name = new URL(req.url, "http://x").pathname.slice(1);
  if (name === "bench-loader.js") { res.writeHead(200, { "content-type": "text/javascript" }); res.end(LOADER); return; }
  if (name === "bench.html") { res.writeHead(200, { "content-type": "text/html" }); res.end("<!doctype html><title>playouts</title>"); return; }
  const file = path.join(dist, name);
  if (!/^[a-z_]+\.(js|wasm)$/.test(name) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { "content-type": TYPES[path.extname(name)] });
  res.end(fs.readFileSync(file));
});

(async () => {
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const page = await open({ profilePrefix: "playouts-bench-" });
  try {
    await page.call("Page.navigate", { url: base + "bench.html" });
    await page.waitFor("document.readyState === 'complete'");
    await page.evaluate(`window.__w = new Worker("bench-loader.js"), window.__up = new Promise((r) => __w.addEventListener("message", (e) => e.data && e.data.up && r(true))), true`);
    if (!(await page.waitFor("window.__up", 60000))) throw new Error("the worker's wasm did not start");
    const wasm = async (game) => {
      let best = 0;
      for (let i = 0; i < rounds; i++) {
        const r = await page.evaluate(`new Promise((resolve) => { const on = (e) => { if (e.data && e.data.game === ${JSON.stringify(game)}) { __w.removeEventListener("message", on); resolve(e.data); } };
          __w.addEventListener("message", on); __w.postMessage({ game: ${JSON.stringify(game)}, games: ${games}, seed: 1 }); })`);
        if (!r || r.error) throw new Error(`${game}: ${r ? r.error : "no answer"}`);
        best = Math.max(best, games / (r.ms / 1000));
      }
      return best;
    };
    for (const game of GAMES) {
      const n = native(game);
      const w = await wasm(game);
      console.log(JSON.stringify({ game, games, native: Math.round(n), wasm: Math.round(w), ratio: +(n / w).toFixed(2) }));
    }
  } finally {
    await page.close();
    server.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
