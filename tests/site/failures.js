// Failures said (the manual, "When something fails"), on the release build — its bundles built
// with `panic = "abort"`, as readers get them:
// - a language whose file does not come (the server refuses it): the app's switcher, a
//   figure's and the light start screen's each keep the page's language, show it again,
//   and say in it that the language could not be loaded;
// - a panic in each bundle (the light start screen's included), forced through the bundle's
//   `crash_for_tests` export — only in the crash build (scripts/crash-build.sh), served for
//   these checks (which
//   no page calls: the test imports the bundle's module itself, or calls it in the
//   worker's scope through the DevTools protocol): the app says so at the top of the page
//   in its language, its game still saved, and its Reload button brings the game back;
//   the worker's panic is said by the page, which answers without it and starts a new
//   one; a figure's is said inside each figure of that instance, in each figure's
//   language, and nowhere else on the host's page (the lessons bundle's alike, in its
//   lessons, and each bundle's leaves the other's figures drawn); the sketch's is said in
//   the figure's element until the figure bundle has drawn the figure; the print bundle's
//   in the download's status; the screens' bundle's in the recorder's place, with its way
//   back, the app going on; the light start screen's hands the page to the app.
// Every check waits for its condition. Run by site.js.
const fs = require("fs");
const path = require("path");

const LONG = 60000;

// Whether `predicate` (async) holds within `ms`, asked again every quarter second.
async function until(predicate, ms) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    if (await predicate()) return true;
  }
  return false;
}

// `en` as the language file of `code` says it (src/ui/i18n/lang/CODE.txt).
function said(code, en) {
  const lines = fs.readFileSync(path.join(__dirname, "../../src/ui/i18n/lang", `${code}.txt`), "utf8").split("\n");
  const at = lines.indexOf(`en: ${en}`);
  if (at < 0 || !lines[at + 1].startsWith(`${code}: `)) throw new Error(`${code}.txt has no ${en}`);
  return lines[at + 1].slice(code.length + 2).replace(/\\s/g, " ");
}

const APP_STOPPED = "Something went wrong: Mancala Atlas stopped on an error. Your game is saved in this browser: reload the page to go on with it.";
const FIGURE_STOPPED = "Something went wrong: this figure stopped on an error. Reload the page to show it again.";
const DRAWING_STOPPED = "Something went wrong while drawing this figure: it is being drawn again. If it does not come back, reload the page.";
const PRINT_STOPPED = "The image writer stopped on an error. Reload the page to make images again.";
const SCREEN_STOPPED = "Something went wrong: this part of the Atlas stopped on an error. The rest of the Atlas goes on; reload the page to open this part again.";
const WORKER_STOPPED = "The computer's search stopped on an error. The page answered in its place; the next request starts a new search.";
const RELOAD = "Reload the page";
const UNAVAILABLE = "{} could not be loaded (is this device offline?). The page stays in this language: try again later.";

async function failures({ call, evaluate, waitFor, on }, { site, host, origin, atlas, crash, requested, check, waitCheck, go, firstVisit, forgive }) {
  const js = (s) => JSON.stringify(s);
  // Chooses `code` in the switcher `select` (a selector, in `root`: an expression).
  const choose = (root, select, code) => evaluate(`(() => { const s = ${root}.querySelector(${js(select)}); s.value = ${js(code)}; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
  const unavailable = (code) => said(code, UNAVAILABLE).replace("{}", "Kiswahili");

  // 1. A language whose file does not come: Swahili's, refused by the server (the
  // service worker's copies of the languages read before are gone with its cache).
  await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
  await call("Network.clearBrowserCache");
  atlas.refuse = /^lang-sw\.txt$/;
  const asked = () => requested.filter((p) => p.endsWith("/lang-sw.txt")).length;
  {
    // The app (a game opened by a link, then in progress: the app at once), in French.
    await go(site + "#game=katro&moves=a1");
    await waitFor("document.body.dataset.atlas === 'app' && !!document.querySelector('svg.board.main[data-game=katro]')", LONG);
    await evaluate("localStorage.setItem('mancala-atlas-lang', 'fr'), true");
    await go(site);
    await waitFor("document.body.dataset.atlas === 'app' && document.documentElement.lang === 'fr' && !!document.querySelector('svg.board.main') && !!document.querySelector('main.app [data-action=lang]')", LONG);
    const before = asked();
    await choose("document", "main.app [data-action=lang]", "sw");
    await waitCheck("a language whose file does not come: the app says so, in the language it keeps",
      `(() => { const n = document.querySelector('[data-notice=error][role=alert]'); return !!n && n.textContent.includes(${js(unavailable("fr"))}); })()`, LONG);
    check("and asked the server for it", asked() > before, `${asked() - before} requests`);
    await waitCheck("the app stays French, its switch shows French again, and French stays the choice kept",
      "document.documentElement.lang === 'fr' && document.querySelector('main.app').lang === 'fr' && document.querySelector('main.app [data-action=lang]').value === 'fr' && localStorage.getItem('mancala-atlas-lang') === 'fr'");
  }
  {
    // A figure with the full controls (its own switch).
    await go(site + "embed.html?game=katro&moves=a1&controls=full&lang=fr");
    await waitFor("!!document.querySelector('[data-embed=figure][lang=fr] [data-action=lang]')", LONG);
    await choose("document", "[data-embed=figure] [data-action=lang]", "sw");
    await waitCheck("a figure says the language could not be loaded, in its own language",
      `(() => { const n = document.querySelector('[data-embed=figure] .embed-notice[role=alert]'); return !!n && n.textContent.includes(${js(unavailable("fr"))}); })()`, LONG);
    await waitCheck("and stays French, its switch showing French again",
      "document.querySelector('[data-embed=figure]').lang === 'fr' && document.querySelector('[data-embed=figure] [data-action=lang]').value === 'fr'");
  }
  {
    // The light start screen of a first visit.
    await firstVisit(site + "?lang=fr");
    await waitFor("document.body.dataset.atlas === 'light' && document.documentElement.lang === 'fr' && !!document.querySelector('#atlas-start [data-action=lang]')", LONG);
    await choose("document", "#atlas-start [data-action=lang]", "sw");
    await waitCheck("the light start screen says the language could not be loaded, in the language it keeps",
      `(() => { const n = document.querySelector('#atlas-start .notice.error[role=alert]'); return !!n && n.textContent.includes(${js(unavailable("fr"))}); })()`, LONG);
    await waitCheck("and stays French, its switch showing French again, French kept",
      "document.documentElement.lang === 'fr' && document.querySelector('#atlas-start [data-action=lang]').value === 'fr' && localStorage.getItem('mancala-atlas-lang') === 'fr'");
  }
  atlas.refuse = null;
  forgive(); // the refused file is an error on the console, as it should be

  // The panics are forced through each bundle's `crash_for_tests`, which only the crash
  // build has (scripts/crash-build.sh; the shipped bundles do not carry it): it is served
  // from here on, from an origin that keeps nothing of the shipped build.
  if (!crash) return; // said by site.js: no crash build given
  const shipped = atlas.root;
  const serve = async (root) => {
    atlas.root = root;
    await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
    await call("Network.clearBrowserCache");
  };
  await serve(crash);
  // The light start screen of a first visit, in French, now from the crash build.
  await firstVisit(site + "?lang=fr");
  await waitFor("document.body.dataset.atlas === 'light' && document.documentElement.lang === 'fr' && !!document.querySelector('#atlas-start [data-game-card=kiothi]')", LONG);

  // 2a. The light start screen's bundle stops on a panic (a choice armed to make it):
  // the app takes over at once with its own start screen, in the language shown.
  {
    // A new page, of the crash build: the page before imported the shipped start and app
    // bundles, and a module once imported is the page's (importing it again gives it back).
    await firstVisit(site + "?lang=fr");
    await waitFor("document.body.dataset.atlas === 'light' && document.documentElement.lang === 'fr' && !!document.querySelector('#atlas-start [data-game-card=kiothi]')", LONG);
    const armed = await evaluate("(async () => { const url = new URL('start.js', document.baseURI); const m = await import(url.href); await m.default({ module_or_path: new URL('start_bg.wasm', url) }); m.crash_for_tests(); return true; })()");
    check("the test arms the start bundle's panic", armed === true, String(armed));
    await evaluate("document.querySelector('#atlas-start [data-game-card=kiothi]').click(), true");
    await waitCheck("a panic in the light start screen's bundle: the app takes over with its own start screen, in French",
      "document.body.dataset.atlas === 'app' && !document.getElementById('atlas-start') && document.querySelectorAll('main.app section.start svg.board.mini').length === 4 && document.documentElement.lang === 'fr'", LONG);
    forgive();
  }

  // 2. The app stops on a panic: said at the top of the page in its language, the game
  // saved, and Reload brings it back.
  const gameSaved = `(() => { const k = Object.keys(localStorage).find((k) => k.startsWith('mancala-atlas.game.')); return k ? localStorage.getItem(k) : ''; })()`;
  {
    await waitFor("!!document.querySelector('main.app [data-game-card=hoyito-3]') && !!document.querySelector('main.app [data-action=start]')", LONG);
    // Two people on this device (a first visit's Play is against the computer): the test
    // plays South's move and finds North to move.
    await evaluate("document.querySelector('main.app [data-game-card=hoyito-3]').click(), document.querySelector('main.app [data-mode=two-players]').click(), document.querySelector('main.app [data-action=start]').click(), true");
    await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] .hole.legal')", LONG);
    await evaluate("document.querySelector('[data-speed=instant]').click(), document.querySelector('svg.board.main [data-hole=c1]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitFor(`document.querySelector('svg.board.main').dataset.toMove === 'north' && JSON.parse(${gameSaved} || '{}').record?.moves?.length === 1`, LONG);
    const saved = await evaluate(gameSaved);
    const thrown = await evaluate("import(new URL(document.querySelector('script[data-atlas-boot]').dataset.js, document.baseURI).href).then((m) => { try { m.crash_for_tests(); return 'no panic'; } catch (e) { return String(e); } })");
    check("the test makes the app's bundle panic (it stops: a trap)", /RuntimeError/.test(thrown || ""), thrown);
    const notice = "document.querySelector('body > [data-crashed][role=alert]')";
    await waitCheck("a panic in the app: a notice at the top of the page, in its language (French), its Reload button focused, the rest inert",
      `(() => { const n = ${notice}; const b = n && n.querySelector('button[data-action=reload]'); return !!b && n.lang === 'fr' && document.body.firstElementChild === n &&
        n.querySelector('p').textContent === ${js(said("fr", APP_STOPPED))} && b.textContent === ${js(said("fr", RELOAD))} && document.activeElement === b && document.querySelector('main.app').inert; })()`);
    check("the game is still saved, as it was before the panic", (await evaluate(gameSaved)) === saved && !!saved);
    await evaluate(`window.__siteTestOld = true, ${notice}.querySelector('button').click(), true`);
    await waitCheck("its Reload button reloads the page, and the game is back (the move played)",
      "!window.__siteTestOld && !document.querySelector('[data-crashed]') && document.querySelector('svg.board.main[data-game=hoyito-3]')?.dataset.toMove === 'north' && document.documentElement.lang === 'fr'", LONG);
    forgive(); // the panic is written on the console, as it should be
  }

  // 3. The computer's worker stops on a panic: the page says so and answers without it.
  {
    const workers = [];
    on("Target.attachedToTarget", (p) => { if (p.targetInfo.type === "worker") workers.push(p.sessionId); });
    on("Target.detachedFromTarget", (p) => { const at = workers.indexOf(p.sessionId); if (at >= 0) workers.splice(at, 1); });
    await evaluate("document.querySelector('[data-action=hint]').click(), true");
    await waitFor("document.querySelectorAll('[data-hint-move]').length > 0", LONG);
    // On a busy machine the page may answer before the worker's thread has even started
    // (it answers in its place after a while): the worker is waited for, then its
    // WebAssembly (the loader's own start, awaited again: it runs once).
    const started = await until(async () => workers.length > 0, LONG);
    check("a hint started the computer's worker", started, `${workers.length} workers`);
    const session = workers[workers.length - 1];
    const inWorker = async (expression) => (await call("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true }, session)).result?.result?.value;
    await until(async () => (await inWorker("typeof wasm_bindgen === 'function'")) === true, LONG);
    const r = await call("Runtime.evaluate", { expression: "wasm_bindgen({ module_or_path: './worker_bg.wasm' }).then(() => { try { wasm_bindgen.crash_for_tests(); return 'no panic'; } catch (e) { return String(e); } })", awaitPromise: true, returnByValue: true }, session);
    const thrown = r.result?.result?.value;
    check("the test makes the worker's bundle panic", /RuntimeError/.test(thrown || ""), thrown || JSON.stringify(r));
    await waitCheck("the page says the computer's search stopped, in its language",
      `(() => { const n = document.querySelector('[data-notice=error][role=alert]'); return !!n && n.textContent.includes(${js(said("fr", WORKER_STOPPED))}); })()`);
    // The game goes on: a move is played, and a hint is answered again (by a new worker).
    const plies = await evaluate("document.querySelectorAll('[data-ply]').length");
    await evaluate("document.querySelector('svg.board.main .hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitFor(`document.querySelectorAll('[data-ply]').length > ${plies} && document.querySelector('svg.board.main').dataset.animating === 'false' && !document.querySelector('[data-action=hint]').disabled`, LONG);
    await evaluate("document.querySelector('[data-action=hint]').click(), true");
    await waitCheck("after it the game goes on and a hint is answered", "document.querySelectorAll('[data-hint-move]').length > 0", LONG);
    forgive();
  }

  // 3b. The screens' bundle stops on a panic (the recorder open): said in the recorder's
  // place, in the page's language, with Reload and the recorder's way back, and nowhere
  // else; the app goes on, and the recorder opened again comes from a fresh copy.
  {
    const drawn = "!!document.querySelector('[data-lazy-screen=record] [data-lazy-root] section.recorder svg.board.main [data-hole]')";
    await evaluate("location.hash = '#record', true");
    await waitFor(drawn, LONG);
    const thrown = await evaluate("import(new URL('screens.js', document.baseURI).href).then((m) => { try { m.crash_for_tests(); return 'no panic'; } catch (e) { return String(e); } })");
    check("the test makes the screens' bundle panic (it stops: a trap)", /RuntimeError/.test(thrown || ""), thrown);
    const notice = "document.querySelector('[data-lazy-root] > [data-crashed][role=alert]')";
    await waitCheck("a panic in the screens' bundle: a notice in the recorder's place, in French, with Reload and the recorder's way back, what is left of it inert; the app not",
      `(() => { const n = ${notice}; return !!n && n.lang === 'fr' && n.querySelector('p').textContent === ${js(said("fr", SCREEN_STOPPED))} &&
        n.querySelector('button[data-action=reload]')?.textContent === ${js(said("fr", RELOAD))} &&
        n.querySelector('button[data-action=leave-crashed]')?.textContent === ${js(said("fr", "Leave the recorder"))} &&
        n.nextElementSibling?.inert === true && !document.querySelector('main.app').inert && document.querySelectorAll('[data-crashed]').length === 1; })()`);
    await evaluate(`${notice}.querySelector('[data-action=leave-crashed]').click(), true`);
    await waitCheck("its way back leaves the recorder: the app goes on, the game on its board",
      "location.hash !== '#record' && !document.querySelector('[data-crashed]') && !!document.querySelector('svg.board.main[data-game=hoyito-3] [data-hole]')", LONG);
    await evaluate("location.hash = '#record', true");
    await waitCheck("the recorder opened again is drawn by a fresh copy of the bundle",
      `${drawn} && !document.querySelector('[data-crashed]') && performance.getEntriesByType('resource').some((e) => e.name.endsWith('/screens.js?copy=1'))`, LONG);
    await evaluate("document.querySelector('[data-action=leave-record]').click(), true");
    await waitFor("location.hash !== '#record' && !!document.querySelector('svg.board.main[data-game=hoyito-3] [data-hole]')", LONG);
    forgive(); // the panic is written on the console, as it should be
  }

  // 4. The print bundle stops on a panic: the download's status says so, in the page's
  // language, and the app itself goes on.
  {
    const armed = await evaluate("(async () => { const url = new URL('print.js', document.baseURI); const m = await import(url.href); await m.default({ module_or_path: new URL('print_bg.wasm', url) }); m.crash_for_tests(); return true; })()");
    check("the test arms the print bundle's panic", armed === true, String(armed));
    await evaluate("document.querySelector('[data-download] summary').click(), document.querySelector('[data-format=svg]').click(), true");
    await waitCheck("a panic in the print bundle: the download's status says so, in French",
      `(() => { const s = document.querySelector('[data-download-status]'); return !!s && s.hasAttribute('data-crashed') && s.textContent === ${js(said("fr", PRINT_STOPPED))}; })()`, LONG);
    const plies = await evaluate("document.querySelectorAll('[data-ply]').length");
    await evaluate("document.querySelector('svg.board.main .hole.legal').dispatchEvent(new MouseEvent('click', { bubbles: true })), true");
    await waitCheck("and the app goes on (a move is played)", `document.querySelectorAll('[data-ply]').length > ${plies}`, LONG);
    // The pages after this one read English again.
    await evaluate("localStorage.setItem('mancala-atlas-lang', 'en'), true");
    forgive();
  }

  // 5. Figures on another site's page (tests/site/host/crash.html): the sketch stops while
  // drawing one (said in its element, in its language, until the figure comes), then the
  // figure bundle stops (said in each of its figures, in each one's language, nothing
  // else on the page touched, the lesson of the lessons bundle still drawn), then the
  // lessons bundle (said in its lesson, in its language).
  {
    const atlasBase = site;
    await go(host + "crash.html");
    const shadow = (id) => `document.getElementById(${js(id)}).shadowRoot?.querySelector('.mancala-figure')`;
    // Every form draws in its element's own shadow root (a marked element too: issue 36).
    const lessonDrawn = `!!${shadow("lesson-es")}?.querySelector('[data-embed=lesson][lang=es] article.lesson svg.board.main [data-hole]')`;
    await waitFor(`!!${shadow("figure-fr")}?.querySelector('[data-embed=figure]') && !!${shadow("figure-tr")}?.querySelector('[data-embed=figure]') && ${lessonDrawn}`, LONG);
    // What embed.js puts in a figure's element, seen as it happens.
    await evaluate(`(() => { const put = Element.prototype.replaceChildren; window.__crashSaid = [];
      Element.prototype.replaceChildren = function (...nodes) { for (const n of nodes) if (n.hasAttribute?.('data-crashed')) window.__crashSaid.push([n.lang, n.dir, n.querySelector('p').textContent, n.querySelector('button').textContent]); return put.apply(this, nodes); };
      return true; })()`);
    const armed = await evaluate(`(async () => { const url = new URL('sketch.js', ${js(atlasBase)}); const m = await import(url.href); await m.default({ module_or_path: new URL('sketch_bg.wasm', url) }); m.crash_for_tests(); return true; })()`);
    check("the test arms the sketch's panic", armed === true, String(armed));
    await evaluate("(() => { const f = document.createElement('mancala-figure'); for (const [k, v] of [['id', 'figure-fa'], ['game', 'hoyito-3'], ['moves', 'c1'], ['controls', 'none'], ['lang', 'fa']]) f.setAttribute(k, v); document.body.append(f); return true; })()");
    await waitCheck("a panic in the sketch: said in the figure's element, in its language (Persian, right to left), then the figure bundle draws the figure",
      `JSON.stringify(window.__crashSaid) === ${js(JSON.stringify([["fa", "rtl", said("fa", DRAWING_STOPPED), said("fa", RELOAD)]]))} && !!${shadow("figure-fa")}?.querySelector('[data-embed=figure][lang=fa] svg.board.main [data-hole]')`, LONG);
    // The host's page outside the figures' elements: its elements, their attributes.
    const hostPage = "[...document.body.querySelectorAll('*')].filter((e) => !e.closest('#figure-fr') || e.id === 'figure-fr').map((e) => e.outerHTML.split('>')[0] + '>').join('')";
    const before = await evaluate(hostPage);
    const thrown = await evaluate(`import(new URL('figure.js', ${js(atlasBase)}).href).then((m) => { try { m.crash_for_tests(); return 'no panic'; } catch (e) { return String(e); } })`);
    check("the test makes the figure bundle panic", /RuntimeError/.test(thrown || ""), thrown);
    const notice = (el, code) => `(() => { const n = ${el}?.querySelector(':scope > [data-crashed][role=alert]'); return !!n && n.lang === ${js(code)} &&
      n.querySelector('p').textContent === ${js(said(code, FIGURE_STOPPED))} && !!n.querySelector('button[data-action=reload]') && n.nextElementSibling?.inert === true; })()`;
    await waitCheck("a panic in the figure bundle: each of its figures says so inside its own element, in its own language (French, Turkish, Persian), what is left of it inert",
      `${notice(shadow("figure-fr"), "fr")} && ${notice(shadow("figure-tr"), "tr")} && ${notice(shadow("figure-fa"), "fa")}`);
    check("nothing else on the host's page is touched: no notice outside the figures' elements, nothing inert, the focus not taken",
      (await evaluate("document.querySelectorAll('[data-crashed]').length === 0 && document.activeElement === document.body")) === true &&
      (await evaluate(hostPage)) === before);
    check("the lesson, drawn by the lessons bundle, is not the figure bundle's: still drawn, nothing said in it",
      (await evaluate(`${lessonDrawn} && !${shadow("lesson-es")}.querySelector('[data-crashed]')`)) === true);
    const lessonThrown = await evaluate(`import(new URL('lessons.js', ${js(atlasBase)}).href).then((m) => { try { m.crash_for_tests(); return 'no panic'; } catch (e) { return String(e); } })`);
    check("the test makes the lessons bundle panic", /RuntimeError/.test(lessonThrown || ""), lessonThrown);
    await waitCheck("a panic in the lessons bundle: its lesson says so inside its own element, in its language (Spanish), what is left of it inert",
      notice(shadow("lesson-es"), "es"));
    check("the figure bundle's figures say their own notice once, nothing more",
      (await evaluate(`[${shadow("figure-fr")}, ${shadow("figure-tr")}, ${shadow("figure-fa")}].every((b) => b.querySelectorAll('[data-crashed]').length === 1)`)) === true);
    await evaluate(`window.__siteTestOld = true, ${shadow("figure-fr")}.querySelector('[data-crashed] button').click(), true`);
    await waitCheck("a figure's Reload button reloads the page, and its figures are drawn again (the lesson too)",
      `!window.__siteTestOld && !!${shadow("figure-fr")}?.querySelector('[data-embed=figure]') && !!${shadow("figure-tr")}?.querySelector('[data-embed=figure]') && ${lessonDrawn} && ![${shadow("figure-fr")}, ${shadow("figure-tr")}, ${shadow("lesson-es")}].some((b) => b?.querySelector('[data-crashed]'))`, LONG);
    forgive();
  }
  await serve(shipped);
}

module.exports = { failures, said };
