// A language switch answered out of order (issue 48): the latest choice wins, always. In
// the app's switcher and in a figure's (full controls), Turkish is chosen and its file
// held back at the network (the DevTools Fetch domain), then Persian is chosen and its
// file let through; Turkish's file is then released (and, on a second visit, failed).
// Its answer comes after Persian's and is no longer the latest choice's: the page must
// end in Persian — its language, the switcher showing Persian, the choice kept (the app;
// a figure keeps none), no notice that a language could not be loaded.
// Turkish's late answer is waited for, not timed: its file read by the page (the
// page's resource timing), or its failure said on the console, then two frames drawn.
// Run by site.js.
const LONG = 60000;

// Whether `predicate` (of the test's own state) holds within `ms`, asked every tenth of a second.
async function until(predicate, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (predicate()) return true;
  }
  return predicate();
}

async function switches({ call, evaluate, waitFor, on }, { site, check, waitCheck, go, forgive }) {
  const js = (s) => JSON.stringify(s);
  const turkish = (url) => /\/lang-tr\.txt$/.test(new URL(url).pathname);
  // Turkish's requests, held at the network until the test says what becomes of them.
  const held = [];
  on("Fetch.requestPaused", (p) => { if (turkish(p.request.url)) held.push(p.requestId); });
  // The page's warnings naming Turkish's file: its fetch failed (ui::i18n::data).
  let warned = 0;
  on("Runtime.consoleAPICalled", (p) => {
    if (p.type === "warning" && p.args.some((a) => typeof a.value === "string" && a.value.includes("lang-tr.txt"))) warned++;
  });
  // Every request goes to the network, where it can be held: not to the service worker's
  // copies (the article and the languages' checks read Turkish's file before), nor the
  // browser's cache.
  await call("Network.setBypassServiceWorker", { bypass: true });
  await call("Network.setCacheDisabled", { cacheDisabled: true });
  await call("Fetch.enable", { patterns: [{ urlPattern: "*lang-tr.txt*", requestStage: "Request" }] });

  const choose = (select, code) => evaluate(`(() => { const s = document.querySelector(${js(select)}); s.value = ${js(code)}; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
  const painted = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))";
  const turkishRead = "performance.getEntriesByType('resource').some((e) => /\\/lang-tr\\.txt$/.test(new URL(e.name).pathname) && e.responseEnd > 0)";

  const switchers = [
    {
      what: "the app",
      open: async (late) => {
        // A game in progress (the app at once, no light start screen), in English. (An
        // address of its own each time: one that differs only after its '#' from the page
        // shown opens no new page.)
        await go(site + "index.html?" + late + "#game=katro&moves=a1");
        await waitFor("document.body.dataset.atlas === 'app' && !!document.querySelector('svg.board.main[data-game=katro]')", LONG);
        await evaluate("localStorage.setItem('mancala-atlas-lang', 'en'), true");
        await go(site);
        return waitFor("document.body.dataset.atlas === 'app' && document.documentElement.lang === 'en' && !!document.querySelector('svg.board.main') && !!document.querySelector('main.app [data-action=lang]')", LONG);
      },
      select: "main.app [data-action=lang]",
      // What the page shows and keeps: [language, switcher, kept choice, notice].
      state: "[document.documentElement.lang + '/' + document.querySelector('main.app').lang, document.querySelector('main.app [data-action=lang]').value, localStorage.getItem('mancala-atlas-lang'), !!document.querySelector('[data-notice=error]')]",
      persian: ["fa/fa", "fa", "fa", false],
    },
    {
      what: "a figure (full controls)",
      open: async () => {
        // The app's choice kept English (a figure reads none, and keeps none).
        await evaluate("localStorage.setItem('mancala-atlas-lang', 'en'), true");
        await go(site + "embed.html?game=katro&moves=a1&controls=full");
        return waitFor("!!document.querySelector('[data-embed=figure][lang=en] [data-action=lang]') && !!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')", LONG);
      },
      select: "[data-embed=figure] [data-action=lang]",
      // On the embed page the figure is the page: the document's language is the figure's.
      state: "[document.documentElement.lang + '/' + document.querySelector('[data-embed=figure]').lang, document.querySelector('[data-embed=figure] [data-action=lang]').value, localStorage.getItem('mancala-atlas-lang'), !!document.querySelector('[data-embed=figure] .embed-notice')]",
      persian: ["fa/fa", "fa", "en", false],
    },
  ];
  for (const s of switchers) {
    for (const late of ["released", "failed"]) {
      const name = `${s.what}: Turkish chosen, then Persian, Turkish's file ${late} after Persian's`;
      if (!(await s.open(late))) {
        check(`${name}: the page opens in English`, false, JSON.stringify(await evaluate(s.state)));
        continue;
      }
      held.length = 0;
      const warnedBefore = warned;
      await choose(s.select, "tr");
      const heldBack = await until(() => held.length > 0, LONG);
      check(`${name}: the test holds Turkish's file back`, heldBack, `${held.length} held`);
      if (!heldBack) continue;
      await choose(s.select, "fa");
      await waitCheck(`${name}: Persian is shown while Turkish's file is held back`,
        `JSON.stringify(${s.state}) === ${js(JSON.stringify(s.persian))}`, LONG);
      const id = held.shift();
      if (late === "released") {
        await call("Fetch.continueRequest", { requestId: id });
        check(`${name}: the page read Turkish's file`, await waitFor(turkishRead, LONG));
      } else {
        await call("Fetch.failRequest", { requestId: id, errorReason: "Failed" });
        check(`${name}: the page read Turkish's failure (said on the console)`, await until(() => warned > warnedBefore, LONG));
      }
      await evaluate(painted);
      const now = JSON.stringify(await evaluate(s.state));
      const ok = now === JSON.stringify(s.persian);
      check(`${name}: the page ends in Persian (language, switcher, choice kept, no notice)`,
        ok, ok ? now : `${now}, not ${JSON.stringify(s.persian)}`);
      if (late === "failed") forgive(); // the failed file is an error on the console, as it should be
    }
  }
  await call("Fetch.disable");
  await call("Network.setCacheDisabled", { cacheDisabled: false });
  await call("Network.setBypassServiceWorker", { bypass: false });
  await evaluate("localStorage.removeItem('mancala-atlas-lang'), true");
}

module.exports = { switches };
