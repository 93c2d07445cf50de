// What a learner meets (issue 38), in the built site: the players' strips, whose texts
// never overlap (at 320, 390 and 1280 px, in every language, at a game's start and at its
// end); a lesson's and a puzzle's verdict in view at 1280×800; Kiothi's redistribution
// and lift panels leaving every hole of the upright board free on a phone; "Make a
// figure" after the board, never above it, on a phone; a first visit's Play against the
// computer, a move said beside the board and Undo by it at 320, 390 and 1280 px; the
// task and the board uncovered in Kiothi's lessons; a puzzle file not yet downloaded,
// offline: said so, tried again by hand and by itself once back online. Used by site.js;
// every check waits for its condition.
const { LANGS, ENDINGS } = require("./languages.js");

// In the page: the texts of the board's players' strips that overlap another (more than
// half a pixel each way), or stand out of the board's drawing; each with its language.
const CLASHES = `(() => { const svg = document.querySelector('svg.board.main'); if (!svg) return ['no board'];
  const frame = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll('.band text')].filter((t) => t.textContent.trim())
    .map((t) => [t.textContent.trim(), t.getBoundingClientRect()]).filter(([, r]) => r.width > 0);
  const out = [];
  texts.forEach(([a, ra], i) => {
    if (ra.left < frame.left - 1 || ra.right > frame.right + 1) out.push(a + ' out of the board');
    texts.slice(i + 1).forEach(([b, rb]) => {
      const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left), y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (x > 0.5 && y > 0.5) out.push(a + ' [' + Math.round(ra.left) + '–' + Math.round(ra.right) + '] over ' + b + ' [' + Math.round(rb.left) + '–' + Math.round(rb.right) + ']');
    });
  });
  return out; })()`;

const PAINTED = "document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))))";

// The interface switched to `code` with the switcher, as a reader does.
const switchTo = (code) => `(() => { const s = document.querySelector('select[data-action=lang]'); if (!s) return false;
  if (s.value !== '${code}') { s.value = '${code}'; s.dispatchEvent(new Event('change', { bubbles: true })); } return true; })()`;
const inLang = (code) => `document.documentElement.lang === '${code}' && !!document.querySelector('main.app[lang=${code}]')`;

// 1. The players' strips: at each width, each game's start (against the computer: "North ·
// computer") and end (a "your move" link one move before it: "South · you", "North · by
// link", the last move played), in every language.
async function strips({ call, evaluate, waitFor, check, go, firstVisit, site }) {
  for (const width of [320, 390, 1280]) {
    await call("Emulation.setDeviceMetricsOverride", { width, height: width < 600 ? 800 : 800, deviceScaleFactor: 1, mobile: width < 600 });
    await firstVisit(site + "index.html?lang=en");
    for (const [game, position, last] of ENDINGS) {
      const moments = [
        ["its start against the computer", async () => {
          // (The app's start screen: the game of the step before is left for it.)
          await go(site + "index.html?lang=en");
          await waitFor("document.body.dataset.atlas === 'app' && !!document.querySelector('[data-action=new-game], [data-game-card]')", 60000);
          await evaluate("document.querySelector('[data-action=new-game]')?.click(), true");
          await waitFor(`!!document.querySelector('[data-game-card=${game}]') && !!document.querySelector('[data-mode=computer-north]')`, 60000);
          await evaluate(`document.querySelector('[data-game-card=${game}]').click(), true`);
          await waitFor(`!!document.querySelector('[data-game-card=${game}].on')`);
          await evaluate("document.querySelector('[data-mode=computer-north]').click(), true");
          await waitFor("document.querySelector('[data-mode=computer-north]').checked");
          await evaluate("document.querySelector('[data-action=start]').click(), true");
          return waitFor(`!!document.querySelector('svg.board.main[data-game=${game}] .band.north text')`, 60000);
        }],
        ["its end, from a \"your move\" link", async () => {
          const link = "#game=" + game + "&position=" + encodeURIComponent(position) + "&corr=strips-" + width;
          await evaluate(`location.hash = ${JSON.stringify(link)}, true`);
          if (!(await waitFor(`!!document.querySelector('svg.board.main[data-game=${game}] [data-hole=${last}].legal')`, 60000))) return false;
          await evaluate(`document.querySelector('[data-speed=instant]')?.click(), document.querySelector('svg.board.main [data-hole=${last}]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true`);
          return waitFor("!!document.querySelector('[data-status].over') && document.querySelector('svg.board.main').dataset.animating === 'false'", 60000);
        }],
      ];
      for (const [moment, reach] of moments) {
        await evaluate(switchTo("en"));
        await waitFor(inLang("en"));
        if (!(await reach())) {
          check(`${width} px: ${game} at ${moment}`, false, "not reached: " + JSON.stringify(await evaluate("document.body.innerText.slice(0, 200)")));
          continue;
        }
        const seen = [];
        for (const code of LANGS) {
          await evaluate(switchTo(code));
          await waitFor(inLang(code), 60000);
          await waitFor(PAINTED);
          // (The labels are fitted as the board is drawn: nothing to wait for but that.)
          const clashes = await evaluate(CLASHES);
          if (!Array.isArray(clashes) || clashes.length) seen.push(`${code}: ${JSON.stringify(clashes)}`);
        }
        check(`${width} px: ${game} at ${moment}, in every language: no text of the players' strips over another`, seen.length === 0, seen.join("; "));
      }
    }
    await evaluate(switchTo("en"));
  }
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
  await evaluate("localStorage.clear(), sessionStorage.clear(), true");
}

// Holes of the main board whose centre is hidden by something else (a panel over it).
const COVERED = `[...document.querySelectorAll('svg.board.main [data-hole]')].filter((h) => {
    const r = h.querySelector('.pit').getBoundingClientRect();
    const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !e || e.closest('[data-hole]') !== h;
  }).map((h) => h.dataset.hole)`;
// Taps `selector` (a bubbling click, as a tap makes it).
const tap = (selector) => `(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return false;
  e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window })); return true; })()`;
const SETTLED = "document.querySelector('svg.board.main')?.dataset.animating === 'false'";

// 5. At 1280×800 the verdict of a lesson or a puzzle comes into view once given (a 2×6
// board and Katro's tall one).
async function verdicts({ call, evaluate, waitFor, check, go, site }) {
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
  const inView = "(() => { const v = document.querySelector('.lesson-feedback .verdict'); if (!v) return false; const r = v.getBoundingClientRect(); " +
    "const b = document.querySelector('.lesson-feedback').getBoundingClientRect(); return r.top >= 0 && b.bottom <= innerHeight; })()";
  const where = "(() => { const v = document.querySelector('.lesson-feedback'); return v ? 'the verdict at ' + Math.round(v.getBoundingClientRect().top) + '–' + Math.round(v.getBoundingClientRect().bottom) + ' in ' + innerHeight : 'no verdict'; })()";
  for (const lesson of ["rio-kadalis/1", "katro/2", "hoyito-3/3"]) {
    await go(site + "index.html?lang=en#learn=" + lesson);
    await waitFor("!!document.querySelector('article.lesson svg.board.main .hole.legal')", 60000);
    await evaluate(tap("article.lesson [data-speed=instant]"));
    await waitFor("!!document.querySelector('article.lesson [data-speed=instant].on')");
    await evaluate("scrollTo(0, 0), true");
    await evaluate(tap("article.lesson svg.board.main .hole.legal"));
    await waitFor("!!document.querySelector('.chooser [data-choice]') || !!document.querySelector('[data-verdict]')");
    await evaluate(tap(".chooser [data-choice]:not([aria-disabled=true])"));
    const ok = await waitFor(`!!document.querySelector('[data-verdict]') && ${SETTLED} && ${inView}`, 30000);
    check(`1280×800: lesson ${lesson}'s verdict comes into view once given`, ok, ok ? "" : String(await evaluate(where)));
  }
  // A puzzle of Rio Kadalis failed by another first move than its line's.
  const puzzles = JSON.parse(require("fs").readFileSync(require("path").join(__dirname, "../../static/puzzles/rio-kadalis.json"), "utf8"));
  const p = puzzles.find((q) => q.goal === "win");
  const right = p.line[0].match(/^[a-z]+[0-9]+/)[0];
  await go(site + "index.html?lang=en#puzzle=" + p.id);
  await waitFor(`!!document.querySelector('article.puzzle[data-puzzle-shown="${p.id}"] svg.board.main .hole.legal')`, 60000);
  await evaluate(tap("article.puzzle [data-speed=instant]"));
  await evaluate("scrollTo(0, 0), true");
  await evaluate(tap(`article.puzzle svg.board.main .hole.legal:not([data-hole=${right}])`));
  const ok = await waitFor(`!!document.querySelector('[data-verdict=wrong]') && ${SETTLED} && ${inView}`, 30000);
  check("1280×800: a failed puzzle's verdict comes into view", ok, ok ? "" : String(await evaluate(where)));
  // Failed, the board waits for "Try again": no hole offered, nobody marked to move.
  const atRest = "document.querySelectorAll('svg.board.main .hole.legal').length === 0 && document.querySelectorAll('svg.board.main .band.to-move').length === 0";
  check("a failed puzzle's board offers no hole and marks nobody to move", await waitFor(atRest),
    String(await evaluate("document.querySelectorAll('svg.board.main .hole.legal').length + ' holes offered'")));
}

// 6. On a 390 px phone, Kiothi's redistribution panel and lift chooser leave every hole
// of the upright board free once the board is scrolled to the top of the screen (under
// the status line on the game's screen): in a lesson, on the kiosk, in a kiosk's game.
// 11. "Make a figure" comes after the board on a phone, never above it.
async function panels({ call, evaluate, waitFor, check, go, site }) {
  await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  const free = async (what) => {
    // The board's top at the top of the screen (under the sticky status line, if any).
    await evaluate("(() => { const b = document.querySelector('svg.board.main').getBoundingClientRect(); const s = document.querySelector('.status-bar'); " +
      "scrollBy(0, b.top - (s ? s.getBoundingClientRect().bottom : 0)); return true; })()");
    await waitFor(PAINTED);
    const ok = await waitFor(`${COVERED}.length === 0`, 10000);
    check(`390 px: ${what}, no hole under the panel`, ok, ok ? "" : "covered: " + (await evaluate(`${COVERED}.join(' ')`)) +
      "; the board " + (await evaluate("Math.round(document.querySelector('svg.board.main').getBoundingClientRect().height)")) + " px high in " +
      (await evaluate("innerHeight")) + ", the panel " + (await evaluate("Math.round((document.querySelector('.draft, .chooser') || { getBoundingClientRect: () => ({ height: 0 }) }).getBoundingClientRect().height)")) + " px");
  };
  const redistribution = async (scope) => {
    for (const sel of [`${scope} [data-hole=e1]`, `${scope} [data-hole=f1]`, `${scope} [data-action=draft-take]`, `${scope} [data-hole=a2]`]) {
      await waitFor(`!!document.querySelector(${JSON.stringify(sel)})`);
      await evaluate(tap(sel));
      await waitFor(SETTLED);
    }
    return waitFor("!!document.querySelector('[data-action=draft-confirm]') && Number(document.querySelector('[data-hand]')?.dataset.hand) > 0");
  };
  for (const [what, address] of [["a lesson", "index.html?lang=en#learn=kiothi/1"], ["a lesson on the kiosk", "index.html?kiosk=yes&lang=en#learn=kiothi/1"]]) {
    await go(site + address);
    await waitFor("!!document.querySelector('article.lesson svg.board.main.portrait [data-hole]')", 60000);
    await evaluate(tap("article.lesson [data-speed=instant]"));
    if (!(await redistribution("article.lesson svg.board.main"))) check(`390 px: ${what}, the redistribution under way`, false, String(await evaluate("document.querySelector('.draft')?.innerText")));
    await free(`${what}, Kiothi's redistribution`);
  }
  // The lift chooser (lesson 2: c1 holds five).
  await go(site + "index.html?lang=en#learn=kiothi/2");
  await waitFor("!!document.querySelector('article.lesson svg.board.main.portrait [data-hole=c1]')", 60000);
  await evaluate(tap("article.lesson svg.board.main [data-hole=c1]"));
  await waitFor("!!document.querySelector('.chooser [data-choice]')");
  await free("a lesson, Kiothi's lift chooser open");
  // The kiosk's own game against the computer: the redistribution on the game's screen.
  await go(site + "index.html?kiosk=yes&lang=en");
  await waitFor("!!document.querySelector('[data-game-card=kiothi]')", 60000);
  await evaluate(tap("[data-game-card=kiothi]"));
  await waitFor("document.querySelector('[data-kiosk-offer]')?.dataset.kioskOffer === 'kiothi'");
  await evaluate(tap("[data-action=kiosk-computer]"));
  await waitFor("!!document.querySelector('.play svg.board.main.portrait [data-hole]')", 60000);
  await evaluate(tap("[data-speed=instant]"));
  await redistribution(".play svg.board.main");
  await free("the kiosk's game, Kiothi's redistribution");
  // "Make a figure" after the board (and after the player's own controls).
  await go(site + "index.html?lang=en");
  await waitFor("document.body.dataset.atlas === 'app' && !!document.querySelector('[data-action=new-game], [data-game-card]')", 60000);
  await evaluate(tap("[data-action=new-game]"));
  await waitFor("!!document.querySelector('[data-game-card=katro]')");
  await evaluate(tap("[data-game-card=katro]"));
  await evaluate(tap("[data-action=start]"));
  await waitFor("!!document.querySelector('[data-action=make-figure]') && !!document.querySelector('svg.board.main[data-game=katro]')", 60000);
  const after = "(() => { const f = document.querySelector('[data-action=make-figure]').getBoundingClientRect(); const b = document.querySelector('svg.board.main').getBoundingClientRect(); " +
    "const h = document.querySelector('[data-action=hint]').getBoundingClientRect(); return f.top >= b.bottom && f.top >= h.bottom; })()";
  check("390 px: \"Make a figure\" comes after the board and the hint, never above the board", await waitFor(after),
    String(await evaluate("Math.round(document.querySelector('[data-action=make-figure]').getBoundingClientRect().top) + ' vs the board from ' + Math.round(document.querySelector('svg.board.main').getBoundingClientRect().top)")));
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
}

// 7. Issue 53, on a 320, 390 and 1280 px screen: a first visit's Play is a game against
// the computer whose labels say who is who; a move played by touch is said beside the
// board while it is shown (the call-out on the screen, under the board or at the screen's
// foot over a board taller than it), and Undo is on the screen with the board. Where each
// sat is printed (the closing note's figures).
const BESIDE = `(() => { const b = document.querySelector('svg.board.main')?.getBoundingClientRect(), e = document.querySelector('[data-board-says]'),
    u = document.querySelector('[data-action=undo]')?.getBoundingClientRect(); if (!b || !e || !u) return null; const s = e.getBoundingClientRect();
    return { board: [Math.round(b.top), Math.round(b.bottom)], says: [Math.round(s.top), Math.round(s.bottom)], undo: [Math.round(u.top), Math.round(u.bottom)],
      height: innerHeight, text: e.querySelector('span:last-child')?.textContent || '' }; })()`;
const saidThere = (m) => !!m && m.text !== "" && m.says[0] >= 0 && m.says[1] <= m.height && m.says[0] >= Math.min(m.board[1], m.height - (m.says[1] - m.says[0])) - 2 &&
  m.says[0] - Math.min(m.board[1], m.height) <= 48;
async function beside({ call, evaluate, waitFor, check, firstVisit, site }) {
  for (const [width, height] of [[320, 640], [390, 844], [1280, 800]]) {
    await call("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 600 });
    await firstVisit(site + "index.html?lang=en");
    await waitFor("!!document.querySelector('[data-action=start]') && document.body.dataset.atlas === 'app'", 60000);
    await evaluate(tap("[data-action=start]"));
    const started = await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] .hole.legal')", 60000);
    const who = await evaluate("[...document.querySelectorAll('svg.board.main .band-name')].map((t) => t.textContent).join(' / ')");
    check(`${width} px: a first visit's Play is Hoyito III against the computer, each label saying who is who`,
      started && /South · you/.test(who) && /North · computer/.test(who), who);
    await evaluate("scrollTo(0, 0), true");
    await evaluate(tap("svg.board.main .hole.legal"));
    await waitFor("document.querySelector('svg.board.main').dataset.animating === 'true'", 30000);
    const ok = await waitFor(`(${saidThere})(${BESIDE}) && document.querySelector('svg.board.main').dataset.animating === 'true'`, 30000);
    const m = await evaluate(BESIDE);
    check(`${width} px: while a move is shown, what it does is said beside the board, on the screen with it`, ok, JSON.stringify(m));
    check(`${width} px: Undo is on the screen with the board`, !!m && m.undo[0] >= 0 && m.undo[1] <= m.height, JSON.stringify(m));
    console.log(`     ${width}×${height}: the board ${m?.board.join("–")}, the call-out ${m?.says.join("–")} ("${m?.text}"), Undo ${m?.undo.join("–")}`);
    const saved = await waitFor("(() => { const k = Object.keys(localStorage).find((k) => k.startsWith('mancala-atlas.game.')); if (!k) return false; " +
      "const g = JSON.parse(localStorage.getItem(k)); return g.mode === 'computer-north' && g.level === 'beginner'; })()");
    check(`${width} px: the game saved is against the computer (North), the beginner`, saved);
  }
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
}

// 8. Issue 53: Kiothi's lessons at 390 and 1280 px: the redistribution panel (lesson 1)
// and the lift chooser (lesson 6) leave the task and every hole in view as the lesson
// opens; the sowing chosen (all of a hole's warriors) is shown on the screen.
const TASK_SEEN = `(() => { const t = document.querySelector('.lesson-task'); if (!t) return false; const r = t.getBoundingClientRect();
  const e = document.elementFromPoint(r.left + Math.min(40, r.width / 2), r.top + r.height / 2); return r.top >= 0 && !!e && !!e.closest('.lesson-task'); })()`;
async function uncovered({ call, evaluate, waitFor, check, go, site }) {
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    await call("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 600 });
    await go(site + "index.html?lang=en#learn=kiothi/1");
    await waitFor("!!document.querySelector('article.lesson svg.board.main [data-hole]') && !!document.querySelector('.draft')", 60000);
    await waitFor(PAINTED);
    const ok = await waitFor(`${TASK_SEEN} && ${COVERED}.length === 0`, 10000);
    check(`${width} px: Kiothi's lesson 1 opens with its task and every hole in view, none under the redistribution panel`, ok,
      ok ? "" : "covered: " + (await evaluate(`${COVERED}.join(' ')`)) + "; the task " + (await evaluate("Math.round(document.querySelector('.lesson-task').getBoundingClientRect().top)")));
    await go(site + "index.html?lang=en#learn=kiothi/6");
    await waitFor("!!document.querySelector('article.lesson svg.board.main .hole.legal')", 60000);
    // At Normal speed (an earlier part chose Instant, a setting kept): the sowing is shown.
    await evaluate(tap("article.lesson [data-speed=normal]"));
    await waitFor("!!document.querySelector('article.lesson [data-speed=normal].on')");
    await evaluate("scrollTo(0, 0), true");
    const hole = await evaluate("[...document.querySelectorAll('article.lesson svg.board.main .hole.legal')].sort((a, b) => b.dataset.count - a.dataset.count)[0]?.dataset.hole");
    await evaluate(tap(`article.lesson svg.board.main [data-hole=${hole}]`));
    await waitFor("!!document.querySelector('.chooser [data-choice]')");
    await waitFor(PAINTED);
    const chooser = await waitFor(`${TASK_SEEN} && ${COVERED}.length === 0`, 10000);
    check(`${width} px: Kiothi's lesson 6, the lift chooser open: the task and every hole in view`, chooser,
      chooser ? "" : "covered: " + (await evaluate(`${COVERED}.join(' ')`)));
    // The last choice offered: the hole's every warrior.
    await evaluate("(() => { const c = [...document.querySelectorAll('.chooser [data-choice]:not([aria-disabled=true])')].pop(); " +
      "c?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window })); return !!c; })()");
    const shown = await waitFor("document.querySelector('svg.board.main').dataset.animating === 'true' && (() => { const b = document.querySelector('svg.board.main').getBoundingClientRect(); " +
      "return b.top >= -1 && (b.bottom <= innerHeight + 1 || b.top <= 120); })()", 30000);
    check(`${width} px: Kiothi's lesson 6, the lift chosen: the sowing is shown on the screen`, shown,
      String(await evaluate("Math.round(document.querySelector('svg.board.main').getBoundingClientRect().top) + ' in ' + innerHeight")));
  }
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
}

// 4. A puzzle file not downloaded yet, offline: the page says the reader is offline and
// offers to try again; once back online it loads by itself.
async function offline({ call, evaluate, waitFor, check, go, site, atlas }) {
  await go(site + "index.html?lang=en");
  await waitFor("document.body.dataset.atlas === 'app'", 60000);
  // Katro's file not kept by the service worker: never downloaded, as far as the page knows.
  await waitFor("navigator.serviceWorker.ready.then(async () => { for (const n of await caches.keys()) { const c = await caches.open(n); " +
    "for (const r of await c.keys()) if (r.url.includes('puzzles/katro.json')) await c.delete(r); } return true; })", 60000);
  await call("Network.enable");
  atlas.down = true;
  await call("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await evaluate("location.hash = '#puzzles=katro', true");
  const said = await waitFor("!!document.querySelector('[data-puzzles-status=offline] [data-action=puzzles-again]') && /offline/.test(document.querySelector('[data-puzzles-status=offline]').textContent) && !/HTTP/.test(document.body.innerText)", 60000);
  check("offline, a puzzle file not downloaded yet: the page says the reader is offline and offers Try again", said,
    String(await evaluate("(document.querySelector('section.puzzles') || document.body).innerText.slice(0, 300)")));
  await evaluate(tap("[data-action=puzzles-again]"));
  await waitFor("!!document.querySelector('[data-puzzles-status=loading]') || !!document.querySelector('[data-puzzles-status=offline]')");
  check("offline, Try again tries again and says so again", await waitFor("!!document.querySelector('[data-puzzles-status=offline] [data-action=puzzles-again]')", 30000));
  atlas.down = false;
  await call("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  check("back online, the puzzles load by themselves", await waitFor("!!document.querySelector('article.puzzle svg.board.main [data-hole]')", 60000),
    String(await evaluate("(document.querySelector('section.puzzles') || document.body).innerText.slice(0, 300)")));
}

async function learner(page, test) {
  const t = { ...page, ...test };
  // An address that differs from the page's only after its '#' would be followed in the
  // same document (no new page, and site.js's go() would say it did not open): the
  // address is put in place and the page reloaded, a new document at that address.
  const plain = test.go;
  t.go = async (url, ...rest) => {
    if (!url || !url.includes("#")) return plain(url, ...rest);
    await t.evaluate(`history.replaceState(null, "", ${JSON.stringify(url)}), true`);
    return plain(undefined, ...rest);
  };
  const only = test.only ? test.only.split(",") : null;
  for (const [name, part] of [["strips", strips], ["verdicts", verdicts], ["panels", panels], ["beside", beside], ["uncovered", uncovered], ["offline", offline]]) {
    if (!only || only.includes(name)) await part(t);
  }
  await t.evaluate("localStorage.clear(), sessionStorage.clear(), true");
}

module.exports = { learner, CLASHES };
