// Usage: node --experimental-websocket play.js URL [games] [max_plies] [max_seconds]
// Drives the real app (trunk build --release, dist/ served on URL) in headless Chromium
// over the DevTools protocol: computer against computer at the expert level for each
// game, every request to the search's Web Worker timed (a wrapper around `Worker`
// records postMessage and the reply by id) and the page's frames counted with
// requestAnimationFrame while each search runs. Then a hint for the person to move,
// timed, with a screenshot (hint.png). Prints one JSON line per game. Not a test.
const url = process.argv[2];
const games = (process.argv[3] || 'hoyito-3,rio-kadalis,katro,kiothi').split(',').filter(Boolean);
const maxPlies = +(process.argv[4] || 80);
const maxSeconds = +(process.argv[5] || 150);
const fs = require('fs');
const { open, sleep } = require('../../tests/site/devtools.js');
const instrument = `(() => {
  const log = window.__log = { req: [], frames: [] };
  const W = window.Worker;
  function Wrapped(url, opts) {
    const w = new W(url, opts);
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => {
      try { const r = JSON.parse(m); log.req.push({ id: r.id, mode: r.mode, level: r.level, game: r.position.game, t0: performance.now() }); } catch (e) {}
      post(m);
    };
    w.addEventListener('message', (e) => {
      try {
        const r = JSON.parse(e.data);
        const q = log.req.find(q => q.id === r.id && q.t1 === undefined);
        if (q) Object.assign(q, { t1: performance.now(), ok: r.ok, move: r.move, value: r.value, nodes: r.nodes, depth: r.depth, solved: r.solved, n: (r.analysis || []).length });
      } catch (e) {}
    });
    return w;
  }
  Wrapped.prototype = W.prototype;
  window.Worker = Wrapped;
  const f = (t) => { log.frames.push(t); requestAnimationFrame(f); };
  requestAnimationFrame(f);
})();`;
(async () => {
  const page = await open({ args: ['--window-size=1280,1000'], profilePrefix: 'app-browser-' });
  const { call } = page;
  const ev = page.evaluate;
  await call('Page.addScriptToEvaluateOnNewDocument', { source: instrument });
  const setup = async (game, mode) => {
    await call('Page.navigate', { url });
    await sleep(300);
    // A fresh start screen: the previous game is forgotten and the page reloaded.
    await ev(`localStorage.clear(); location.reload(); 1`);
    await sleep(300);
    for (let i = 0; i < 100 && !(await ev(`!!document.querySelector('[data-action="start"]')`)); i++) await sleep(100);
    await ev(`document.querySelector('[data-mode="${mode}"]').click(); 1`);
    await sleep(100);
    await ev(`(() => { const s = document.querySelector('[data-level]'); s.value = 'expert'; s.dispatchEvent(new Event('change', { bubbles: true })); return 1; })()`);
    await ev(`document.querySelector('[data-game-card="${game}"]').click(); 1`);
    await sleep(100);
    if (process.env.START_SHOT) {
      const shot = await call('Page.captureScreenshot', { format: 'png', captureBeyondViewport: true });
      fs.writeFileSync(process.env.START_SHOT, Buffer.from(shot.result.data, 'base64'));
    }
    await ev(`document.querySelector('[data-action="start"]').click(); 1`);
    await sleep(200);
    await ev(`document.querySelector('[data-speed="${process.env.SPEED || 'instant'}"]').click(); 1`);
  };
  const stats = (log) => log.req.filter(q => q.t1 !== undefined).map(q => {
    const fr = log.frames.filter(t => t >= q.t0 && t <= q.t1);
    let gap = 0; for (let i = 1; i < fr.length; i++) gap = Math.max(gap, fr[i] - fr[i - 1]);
    const ms = q.t1 - q.t0;
    return { id: q.id, mode: q.mode, ms: Math.round(ms), fps: ms > 100 ? Math.round(fr.length / ms * 1000 * 10) / 10 : null, longest_frame: Math.round(gap), nodes: q.nodes, depth: q.depth, value: q.value, solved: q.solved, n: q.n };
  });
  for (const game of games) {
    await setup(game, 'computers');
    const t0 = Date.now();
    let plies = 0, over = false;
    while (Date.now() - t0 < maxSeconds * 1000) {
      await sleep(500);
      plies = await ev(`document.querySelectorAll('[data-ply]').length`);
      over = await ev(`!!document.querySelector('.status.over')`);
      if (over || plies >= maxPlies) break;
    }
    const log = JSON.parse(await ev(`JSON.stringify(window.__log)`));
    const s = stats(log).filter(q => q.mode === 'play');
    const times = s.map(q => q.ms).sort((a, b) => a - b);
    const fps = s.filter(q => q.fps !== null).map(q => q.fps);
    const status = await ev(`document.querySelector('[data-status]').textContent`);
    console.log(JSON.stringify({ game, plies, over, status, requests: log.req.length, answered: s.length,
      think_ms: { median: times[times.length >> 1], p90: times[Math.floor(times.length * 0.9)], max: times[times.length - 1], total: times.reduce((a, b) => a + b, 0) },
      fps_while_thinking: { min: Math.min(...fps), median: fps.sort((a, b) => a - b)[fps.length >> 1] }, longest_frame_ms: Math.max(...s.map(q => q.longest_frame)),
      fallback_notice: await ev(`(document.querySelector('[data-notice]') || {}).textContent || null`) }));
  }
  // A hint: the person (South) to move in Hoyito III against the expert.
  await setup(process.env.HINT_GAME || 'hoyito-3', 'computer-north');
  await ev(`document.querySelector('[data-action="hint"]').click(); 1`);
  for (let i = 0; i < 200 && !(await ev(`!!document.querySelector('[data-hint]')`)); i++) await sleep(100);
  const log = JSON.parse(await ev(`JSON.stringify(window.__log)`));
  console.log(JSON.stringify({ hint: stats(log).filter(q => q.mode === 'hint'), list: await ev(`[...document.querySelectorAll('[data-hint-move]')].map(e => e.textContent).join(' | ')`) }));
  const shot = await call('Page.captureScreenshot', { format: 'png' });
  fs.writeFileSync(process.env.SHOT || 'hint.png', Buffer.from(shot.result.data, 'base64'));
  await page.close();
  process.exit(0);
})();
