// Usage: node --experimental-websocket measure.js URL [fixtures] [max_decide_seconds]
// The page's main thread while long sowings are decided (issue 10 item 1): drives the
// real app (trunk build --release, dist/ served on URL) in headless Chromium over the
// DevTools protocol and records every main-thread task longer than 50 ms with a
// PerformanceObserver for 'longtask' entries (installed before the app's scripts on
// every page). For each fixture of tests/data/long_sowings.json (default:
// long_endless,ninety) it opens the position by a share link, opens the lift chooser,
// plays the long move (the worker decides it; the page shows "deciding…"), reloads
// the saved game and plays the move again (decided: no request to the worker), opens a
// link of the record with the long move in it (the worker decides it) and the app's
// own share link of the game (its decisions ride along as claims, never taken as
// decided: the move shows undecided again). Prints
// one JSON line per step and a summary: the longest main-thread task of each step
// (a step with none over 50 ms says so). A benchmark, not a test: nothing here passes
// or fails.
const url = process.argv[2];
const fixtures = (process.argv[3] || 'long_endless,ninety').split(',').filter(Boolean);
const maxDecide = 1000 * +(process.argv[4] || 900);
const fs = require('fs');
const path = require('path');
const { open } = require('../../tests/site/devtools.js');
const data = JSON.parse(fs.readFileSync(path.join(__dirname, '../../tests/data/long_sowings.json'), 'utf8'));

const instrument = `(() => {
  const a = window.__atlas = { longtasks: [], decide: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) a.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const W = window.Worker;
  function Wrapped(u, o) {
    const w = new W(u, o);
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => {
      try { const r = JSON.parse(m); if (r.mode === 'decide') a.decide.push({ id: r.id, move: r.move || null, t0: performance.now() }); } catch (e) {}
      post(m);
    };
    w.addEventListener('message', (e) => {
      try {
        const r = JSON.parse(e.data);
        const q = a.decide.find((q) => q.id === r.id && q.t1 === undefined);
        if (q) Object.assign(q, { t1: performance.now(), ok: r.ok, refusal: r.refusal || null, decisions: (r.decisions || []).length });
      } catch (e) {}
    });
    return w;
  }
  Wrapped.prototype = W.prototype;
  window.Worker = Wrapped;
})();`;

/// The share-link fragment of a record (as src/ui/game/share.rs writes it, without decisions).
function fragment(record) {
  const enc = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  let s = `game=${record.game}&options=${enc(JSON.stringify(record.options || {}))}`;
  if (record.position) s += `&position=${enc(JSON.stringify(record.position))}`;
  return s + `&moves=${enc((record.moves || []).join(' '))}`;
}

(async () => {
  const page = await open({ args: ['--window-size=1280,1000'], profilePrefix: 'decide-browser-' });
  const { call, evaluate: ev, waitFor } = page;
  await call('Page.addScriptToEvaluateOnNewDocument', { source: instrument });
  const results = [];
  const must = async (what, expr, ms = 60000) => {
    if (!(await waitFor(expr, ms))) throw new Error(`waited in vain for ${what}: ${expr} (last seen: ${JSON.stringify(page.lastSeen())})`);
  };
  const longtasks = async (t0, t1) => JSON.parse(await ev(`JSON.stringify(window.__atlas.longtasks.filter((e) => e.start >= ${t0} && e.start <= ${t1}))`));
  const decides = async () => JSON.parse(await ev('JSON.stringify(window.__atlas.decide)'));
  // One step: what it does, then the main-thread tasks over 50 ms while it ran (`fresh`:
  // the step loads a new page, whose clock starts at 0).
  const step = async (fixture, name, fn, fresh = false) => {
    const before = fresh ? 0 : await ev('performance.now()');
    const asked = fresh ? 0 : (await decides()).length;
    const extra = (await fn()) || {};
    const after = await ev('performance.now()');
    const lt = await longtasks(before, after);
    const d = (await decides()).slice(asked);
    const r = {
      fixture, step: name, ms: Math.round(after - before),
      longest_task_ms: lt.length ? Math.round(Math.max(...lt.map((e) => e.duration))) : '< 50',
      tasks_over_50ms: lt.length,
      worker_decisions: d.map((q) => ({ move: q.move, ms: q.t1 === undefined ? null : Math.round(q.t1 - q.t0), refusal: q.refusal })),
      ...extra,
    };
    results.push(r);
    console.log(JSON.stringify(r));
  };
  const clickHole = (h) => ev(`document.querySelector('svg.board.main [data-hole="${h}"]').dispatchEvent(new MouseEvent('click', { bubbles: true })), 1`);
  const notice = () => ev(`(document.querySelector('[data-notice]') || {}).textContent || ''`);
  const deciding = `!!document.querySelector('[data-action="cancel-decide"]')`;

  for (const name of fixtures) {
    const f = data[name];
    const mv = f.move;
    const hole = mv.split('/')[0];
    const game = f.record.game;
    // A fresh page, nothing saved.
    await call('Page.navigate', { url });
    await must('the app', `!!document.querySelector('[data-action="start"], svg.board.main')`);
    await ev('localStorage.clear(); sessionStorage.clear(); 1');
    await call('Page.navigate', { url: url + '#' + fragment(f.record) });
    await step(name, 'open the position by a share link (page load included)', async () => {
      await must('the board', `!!document.querySelector('svg.board.main[data-game="${game}"]')`);
    }, true);
    await ev(`document.querySelector('[data-speed="instant"]').click(), 1`);
    await step(name, 'open the lift chooser', async () => {
      await clickHole(hole);
      await must('the chooser', `!!document.querySelector('[data-move="${mv}"]')`);
      return { undecided_shown: await ev(`document.querySelector('[data-move="${mv}"]').getAttribute('data-undecided') === 'true'`) };
    });
    await step(name, `play ${mv}, then Cancel once the worker has it`, async () => {
      const asked = (await decides()).length;
      await ev(`document.querySelector('[data-move="${mv}"]').click(), 1`);
      await must('deciding…', deciding, 10000);
      await must('the request to the worker', `window.__atlas.decide.length > ${asked}`, 10000);
      await ev(`document.querySelector('[data-action="cancel-decide"]').click(), 1`);
      await must('the cancel', `!(${deciding})`, 10000);
      return { then: await notice() };
    });
    await step(name, `play ${mv}: deciding… until the worker answers`, async () => {
      await ev(`document.querySelector('[data-move="${mv}"]').click(), 1`);
      await must('deciding…', deciding, 10000);
      const status = await ev(`document.querySelector('[data-status]').textContent`);
      await must('the answer', `!(${deciding})`, maxDecide);
      return { status, then: await notice() };
    });
    await step(name, 'reload the saved game (page load)', async () => {
      await ev('location.reload(), 1');
      await must('the board', `!!document.querySelector('svg.board.main[data-game="${game}"]')`);
    }, true);
    await step(name, `play ${mv} again after the reload (decision kept)`, async () => {
      await clickHole(hole);
      await must('the chooser', `!!document.querySelector('[data-move="${mv}"]')`);
      await ev(`document.querySelector('[data-move="${mv}"]').click(), 1`);
      await must('the refusal', `!!document.querySelector('[data-notice="error"]')`);
      return { then: await notice(), asked_again: (await decides()).length > 0 };
    });
    // The app's own share link: the record with its decisions (d=), claims to the app.
    await ev(`document.querySelector('[data-action="record-panel"]').click(), 1`);
    await must('the share link', `!!document.querySelector('[data-share]')`);
    const shared = await ev(`document.querySelector('[data-share]').value`);
    const withMove = { ...f.record, moves: [...(f.record.moves || []), mv] };
    await step(name, `open a link of the record with ${mv} in it (needs the decision)`, async () => {
      await ev(`location.hash = ${JSON.stringify(fragment(withMove))}, 1`);
      await must('deciding…', deciding, 10000);
      await must('the answer', `!(${deciding})`, maxDecide);
      return { then: await notice() };
    });
    await step(name, "open the app's share link of the game (decisions in d=)", async () => {
      await ev(`location.hash = ${JSON.stringify(shared.split('#')[1])}, 1`);
      await must('the board', `!!document.querySelector('svg.board.main[data-game="${game}"]')`);
      await must('the link opened', `(document.querySelector('[data-notice]') || {}).textContent.includes('Opened the shared game')`);
      await clickHole(hole);
      await must('the chooser', `!!document.querySelector('[data-move="${mv}"]')`);
      return { link_has_decisions: shared.includes('&d='), undecided_shown: await ev(`document.querySelector('[data-move="${mv}"]').getAttribute('data-undecided') === 'true'`) };
    });
  }
  const worst = results.filter((r) => !r.step.includes('page load')).reduce((m, r) => Math.max(m, typeof r.longest_task_ms === 'number' ? r.longest_task_ms : 0), 0);
  console.log(JSON.stringify({ summary: 'longest main-thread task of a user action (page loads apart)', ms: worst || '< 50',
    page_loads: results.filter((r) => r.step.includes('page load')).map((r) => r.longest_task_ms) }));
  await page.close();
  process.exit(0);
})().catch((e) => { console.error(e); process.exit(1); });
