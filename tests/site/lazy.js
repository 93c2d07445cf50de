// The screens' bundle (README, "How the pages load"): the app's own bundle leaves out the
// recorder, the figure builder and "What play shows", and loads screens.js and
// screens_bg.wasm the first time one of them is shown (src/ui/app/holder.rs). Here, with
// no service worker (its script refused, so that every request the server sees is the
// page's own; the service worker pre-caches the bundle like every file of the build):
// - a first visit, a game and its rules panel ask for neither file;
// - #record asks for each once, says it is loading meanwhile (the page's own loading
//   note), and shows the recorder; a setting changed on the recorder's board is kept by the
//   app, whose own board follows it; a language switched while it is open reaches it;
// - leaving and coming back, the figure builder (#figure=…) and What play shows ask for
//   nothing more;
// - when the bundle cannot come (the server refuses it; the browser offline) the holder
//   says why in the reader's language (French here), with "Try again" and the screen's way
//   back; "Try again" brings it once it is served, and back online it comes by itself;
//   meanwhile nothing is lost (a move recorded before is still kept, and shown when the
//   recorder comes).
// The panic of the screens' bundle is checked with the other bundles' (failures.js, on
// the crash build). Every check waits for its condition. Run by site.js.
const { said } = require("./failures.js");

const LONG = 60000;
const LOADING = "Loading the boards…";
const FAILED = "This part of the Atlas could not be loaded: {}";
const OFFLINE = "You are offline, and this part of the Atlas is not on this device yet: it is downloaded the first time it is shown. It will load as soon as you are back online.";

async function lazyScreens({ call, evaluate, waitFor }, { site, origin, atlas, requested, check, waitCheck, go, firstVisit, forgive, noConsoleErrors }) {
  const js = (s) => JSON.stringify(s);
  const prefix = new URL(site).pathname;
  // How many times the server was asked for screens.js and for screens_bg.wasm since `since`.
  const asked = (since) => ["screens.js", "screens_bg.wasm"].map((f) => requested.slice(since).filter((p) => p === prefix + f).length).join(" ");
  const switchTo = (code) => evaluate(`(() => { const s = document.querySelector('main.app [data-action=lang]'); s.value = ${js(code)}; s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`);
  const recorder = "!!document.querySelector('[data-lazy-screen=record] [data-lazy-root] section.recorder svg.board.main [data-hole]')";
  // The recording in progress, one move, as the recorder shows it and as this browser keeps it.
  const oneMove = "!!document.querySelector('section.recorder[data-steps=\"1\"]')";
  const kept = "/\\ba1\\b/.test(localStorage.getItem('mancala-atlas.recording') || '')";
  const playBoard = "!!document.querySelector('svg.board.main[data-game=hoyito-3] [data-hole]')";

  // No service worker: the one of earlier visits and its caches gone, its script refused.
  atlas.refuse = /^sw\.js$/;
  await call("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers,cache_storage" });
  await call("Network.clearBrowserCache");
  const since = requested.length;
  await firstVisit();
  await waitFor("!!document.querySelector('[data-game-card=hoyito-3]') && !!document.querySelector('[data-action=start]')", LONG);
  await evaluate("document.querySelector('[data-game-card=hoyito-3]').click(), document.querySelector('[data-action=start]').click(), true");
  await waitFor(`${playBoard} && document.body.dataset.atlas === 'app' && !!document.querySelector('details.rules')`, LONG);
  await evaluate("document.querySelector('details.rules').open = true, true");
  await waitFor("!!document.querySelector('details.rules[open] [data-action=play-stats]') && !!document.querySelector('.board-tools [data-action=coordinates][aria-pressed=true]')", LONG);
  check("a first visit, a game and its rules panel ask for no screens' bundle (no service worker: every request is the page's)", asked(since) === "0 0", asked(since));

  // #record: the holder says it is loading (seen as it is drawn), then the recorder.
  await evaluate(`(() => { window.__lazySaid = []; new MutationObserver(() => {
    const s = document.querySelector('[data-lazy-screen=record] [data-lazy-status=loading]');
    if (s && !window.__lazySaid.includes(s.textContent)) window.__lazySaid.push(s.textContent); }).observe(document.body, { childList: true, subtree: true }); return true; })()`);
  await evaluate("location.hash = '#record', true");
  await waitCheck("#record: the app loads the screens' bundle and it draws the recorder in the app's page", recorder, LONG);
  check("meanwhile the holder said it was loading, in the page's own words", (await evaluate("JSON.stringify(window.__lazySaid)")) === js([LOADING]), await evaluate("JSON.stringify(window.__lazySaid)"));
  check("#record asked for screens.js and screens_bg.wasm once each", asked(since) === "1 1", asked(since));
  // A setting changed on the recorder's board is the app's: kept by it, its board follows.
  await evaluate("document.querySelector('section.recorder [data-action=coordinates]').click(), true");
  await waitCheck("the coordinates turned off on the recorder's board: its board drops them, and the app keeps the setting",
    "document.querySelector('section.recorder [data-action=coordinates]').getAttribute('aria-pressed') === 'false' && !document.querySelector('section.recorder svg.board.main .coordinates > *') && localStorage.getItem('mancala-atlas.coordinates') === 'off'");
  // A language switched while the recorder is open reaches it.
  await switchTo("fr");
  await waitCheck("French chosen while the recorder is open: the recorder speaks French",
    `document.documentElement.lang === 'fr' && document.querySelector('section.recorder h2')?.textContent === ${js(said("fr", "Record a game"))} && document.querySelector('[data-action=leave-record]')?.textContent === ${js(said("fr", "Leave the recorder"))}`, LONG);
  await switchTo("en");
  await waitCheck("and English again", "document.documentElement.lang === 'en' && document.querySelector('section.recorder h2')?.textContent === 'Record a game'", LONG);
  await evaluate("document.querySelector('[data-action=leave-record]').click(), true");
  await waitCheck("leaving the recorder: the game again, and its board follows the setting (no coordinates)",
    `${playBoard} && location.hash !== '#record' && !document.querySelector('[data-lazy-screen]') && document.querySelector('.board-tools [data-action=coordinates]')?.getAttribute('aria-pressed') === 'false' && !document.querySelector('svg.board.main .coordinates > *')`, LONG);
  await evaluate("location.hash = '#record', true");
  await waitCheck("coming back to the recorder: it is drawn again", recorder, LONG);
  // A move recorded, kept in this browser: what a bundle that does not come must not lose.
  await evaluate(`document.querySelector('section.recorder svg.board.main [data-hole="a1"]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window })), true`);
  await waitCheck("a move tapped on the recorder's board is recorded and kept in this browser", `${oneMove} && ${kept}`, LONG);
  await evaluate("document.querySelector('[data-action=leave-record]').click(), true");
  await waitFor(playBoard, LONG);
  await evaluate(`location.hash = ${js("#figure=" + encodeURIComponent("game=hoyito-3&moves=a1%20a2"))}, true`);
  await waitCheck("#figure=…: the figure builder from the same bundle, its preview drawn",
    "!!document.querySelector('[data-lazy-screen=builder] [data-lazy-root] section[data-builder]') && !!document.querySelector('iframe[data-preview]')?.contentDocument?.querySelector('[data-embed] svg.board.main')", LONG);
  await evaluate("document.querySelector('[data-action=leave-builder]').click(), true");
  await waitFor(`${playBoard} && !!document.querySelector('details.rules')`, LONG);
  await evaluate("document.querySelector('details.rules').open = true, document.querySelector('[data-action=play-stats]').click(), true");
  await waitCheck("What play shows: drawn by the same bundle inside the app's panel",
    "document.querySelectorAll('[data-lazy-screen=stats] [data-lazy-root] [data-stat-set] svg.stat-bar').length === 4", LONG);
  check("leaving and coming back, the builder and What play shows asked for the bundle no more", asked(since) === "1 1", asked(since));
  // The refused service worker's script is an error on the console, as it should be.
  noConsoleErrors("the screens' bundle", /sw\.js|A bad HTTP response code \(404\) was received when fetching the script/);

  // The bundle refused by the server: said in the reader's language (French, kept), with
  // Try again and the way back; Try again brings it once it is served.
  await switchTo("fr");
  await waitFor("document.documentElement.lang === 'fr'", LONG);
  atlas.refuse = /^(sw\.js|screens\.js|screens_bg\.wasm)$/;
  await call("Network.clearBrowserCache");
  await go(site + "index.html#record");
  const failedSaid = said("fr", FAILED).split("{}")[0];
  await waitCheck("the screens' bundle refused (404): the holder says it could not be loaded, why, in French, with Try again and the way back",
    `(() => { const n = document.querySelector('[data-lazy-screen=record] [data-lazy-status=error][role=alert]'); return !!n && n.querySelector('p').textContent.startsWith(${js(failedSaid)}) &&
      n.querySelector('p').textContent.length > ${failedSaid.length + 5} && n.querySelector('[data-action=lazy-again]')?.textContent === ${js(said("fr", "Try again"))} &&
      n.querySelector('[data-action=leave-record]')?.textContent === ${js(said("fr", "Leave the recorder"))} && !document.querySelector('section.recorder'); })()`, LONG);
  check("meanwhile the recording in progress is still kept in this browser", (await evaluate(kept)) === true, String(await evaluate("localStorage.getItem('mancala-atlas.recording')")));
  atlas.refuse = /^sw\.js$/;
  await evaluate("document.querySelector('[data-action=lazy-again]').click(), true");
  await waitCheck("served again, Try again brings the recorder, with the move recorded before", `${recorder} && ${oneMove} && !document.querySelector('[data-lazy-status]')`, LONG);
  forgive(); // the refused files are errors on the console, as they should be

  // Offline before the bundle was kept: said so; its way back leaves; back online it comes.
  await call("Network.clearBrowserCache");
  await go(site);
  await waitFor("document.body.dataset.atlas === 'app' && document.documentElement.lang === 'fr' && !!document.querySelector('main.app')", LONG);
  await call("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await evaluate("location.hash = '#record', true");
  const offline = `(() => { const n = document.querySelector('[data-lazy-screen=record] [data-lazy-status=offline][role=alert]'); return !!n && n.querySelector('p').textContent === ${js(said("fr", OFFLINE))} && !!n.querySelector('[data-action=lazy-again]'); })()`;
  await waitCheck("offline, the bundle not on this device: the holder says so, in French", offline, LONG);
  await evaluate("document.querySelector('[data-lazy-screen=record] [data-action=leave-record]').click(), true");
  await waitCheck("its way back leaves the recorder", "location.hash !== '#record' && !document.querySelector('[data-lazy-screen]') && !!document.querySelector('main.app')", LONG);
  await evaluate("location.hash = '#record', true");
  await waitFor(offline, LONG);
  await call("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  check("offline, the recording in progress is still kept in this browser", (await evaluate(kept)) === true);
  await waitCheck("back online, the recorder comes by itself, with the move recorded before", `${recorder} && ${oneMove} && !document.querySelector('[data-lazy-status]')`, LONG);
  forgive(); // offline, the bundle's requests fail, as they should

  atlas.refuse = null;
  // Left on a page that runs nothing, storage cleared: the next checks open their own.
  await go(site + "test-pages/blank.html");
  await evaluate("localStorage.clear(), sessionStorage.clear(), true");
}

module.exports = { lazyScreens };
