// The static site: dist/ served under a sub-path (/atlas/) works, asks only for
// addresses under that sub-path, is installable (manifest, service worker), and keeps
// working offline after the first visit (the server is stopped, the page reloaded).
// The embed page opens with parameters (position, caption, controls, language) and
// explains a bad one; the example article renders every figure, never leaves its own
// address, and is saved as a screenshot (target/site/article.png, phone: article-phone.png).
// usage: node --experimental-websocket tests/site/site.js DIST
// Prints one line per check and a closing "N passed, N failed"; exit status 1 on failure.
const http = require("http");
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { open, sleep } = require("./devtools.js");

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
  const { call, evaluate, waitFor, close } = await open({ profilePrefix: "site-test-" });
  const finish = async (code) => {
    await close();
    server.close();
    process.exit(code);
  };
  setTimeout(() => { console.log("FAIL the site test took over 120 s"); finish(1); }, 120000);
  const board = "!!document.querySelector('svg[data-game] [data-hole]')";

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
  // The embed page with parameters: the position reached, the caption, the controls, the language.
  const embed = site + "embed.html?game=hoyito-3&moves=c1%20f2&at=1&lang=tr&captions=%7CG%C3%BCney%20c1%20ile%20a%C3%A7ar&controls=step";
  await call("Page.navigate", { url: embed });
  check("the embed page draws its figure", await waitFor("!!document.querySelector('[data-embed=figure] svg.board.main')"));
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
  await call("Page.navigate", { url: site + "embed.html?game=hoyito-3&moves=c1&lang=fa" });
  check("lang=fa: the embed reads right to left", await waitFor("document.querySelector('[data-embed=figure]')?.dir === 'rtl'"));
  const rtl = await evaluate(`(() => { const a = document.querySelector('[data-hole=a1]').getBoundingClientRect();
    const f = document.querySelector('[data-hole=f1]').getBoundingClientRect();
    return getComputedStyle(document.querySelector('svg.board.main')).direction + ' ' + (a.left < f.left); })()`);
  check("lang=fa: the board does not mirror (a1 left of f1)", rtl === "ltr true", rtl);
  await call("Page.navigate", { url: site + "embed.html?game=chess&moves=c1" });
  check("a bad parameter is explained in the frame",
    await waitFor("/This figure cannot be shown/.test(document.querySelector('[data-embed=error]')?.textContent || '') && /chess/.test(document.body.textContent)"));

  // The article: every figure renders (iframes and the script-mounted ones), and the
  // page never leaves its own address.
  await call("Emulation.setDeviceMetricsOverride", { width: 1100, height: 900, deviceScaleFactor: 1, mobile: false });
  const article = site + "article.html";
  await call("Page.navigate", { url: article });
  await waitFor("document.readyState === 'complete'");
  const figures = await evaluate("document.querySelectorAll('iframe[src^=\"embed.html\"], [data-mancala-atlas]').length");
  check("the article has figures", figures >= 6, `${figures}`);
  // Lazy frames load as they come into view: scroll through the article.
  const height = await evaluate("document.documentElement.scrollHeight");
  for (let y = 0; y < height; y += 600) { await evaluate(`window.scrollTo(0, ${y}), true`); await sleep(150); }
  const drawn = `(() => { let n = 0, errors = [];
    for (const f of document.querySelectorAll('iframe[src^="embed.html"]')) {
      const d = f.contentDocument; if (!d) continue;
      if (d.querySelector('[data-embed=figure] svg.board.main [data-hole]')) n++;
      const e = d.querySelector('[data-embed=error]'); if (e) errors.push(e.textContent);
    }
    for (const el of document.querySelectorAll('[data-mancala-atlas]')) {
      if (el.querySelector('[data-embed=figure] svg.board.main [data-hole]')) n++;
      const e = el.querySelector('[data-embed=error]'); if (e) errors.push(e.textContent);
    }
    return n + '|' + errors.join(' / '); })()`;
  let rendered = "0|";
  for (let t = 0; t < 40000 && Number(rendered.split("|")[0]) < figures; t += 500) { rendered = await evaluate(drawn); await sleep(500); }
  check("every figure of the article draws its board", Number(rendered.split("|")[0]) === figures && figures > 0, `${rendered.split("|")[0]} of ${figures} ${rendered.split("|")[1] || ""}`);
  check("the article stays at its own address (no figure navigates the page)", (await evaluate("location.href")) === article);
  await evaluate("window.scrollTo(0, 0), true");
  await sleep(2500);
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
    return `${path.join(out, name)} (${Math.round(size.width)}×${Math.round(size.height)})`;
  };
  check("the article's screenshot is saved", true, await shot("article.png"));
  await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await call("Page.reload");
  await waitFor("document.readyState === 'complete'");
  for (let y = 0; y < 30000; y += 600) { await evaluate(`window.scrollTo(0, ${y}), true`); await sleep(100); }
  for (let t = 0; t < 20000; t += 500) { if (Number((await evaluate(drawn)).split("|")[0]) >= figures) break; await sleep(500); }
  await evaluate("window.scrollTo(0, 0), true");
  await sleep(1500);
  const wide = await evaluate("document.documentElement.scrollWidth");
  check("on a phone (390 px) the article does not scroll sideways", wide <= 390, `${wide} px wide`);
  check("the article's phone screenshot is saved", true, await shot("article-phone.png"));
  await call("Emulation.clearDeviceMetricsOverride");

  // Back to the app: let the worker take control, then fill its cache from the page's own files.
  await call("Page.navigate", { url: site });
  await waitFor(board);
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
  await call("Page.navigate", { url: site + "embed.html?game=kiothi&moves=&lang=fa" });
  check("offline, the embed page draws a figure", await waitFor("!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')"));
  await call("Page.navigate", { url: article });
  check("offline, the example article opens with its figures",
    await waitFor("[...document.querySelectorAll('[data-mancala-atlas]')].some(e => e.querySelector('svg.board.main'))"));

  console.log(`site: ${passed} passed, ${failed} failed`);
  await finish(failed ? 1 : 0);
})().catch((e) => { console.log("FAIL " + e); process.exit(1); });
