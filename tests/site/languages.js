// Every language on a 390 px phone (site.js runs this with axe-core loaded in every page):
// for each, a first visit with ?lang= — the light start screen, then a game, then the
// app's own start screen — has `<html lang>` and `dir` right (rtl for Persian), fetches no
// language's file but its own (none for English), and axe-core finds no violation on the
// start screen and the game. In the longest language (Malagasy, by its file's text) no
// label overflows its box or the page, no English text of the catalog is left on either
// start screen, and the screens are saved (target/site/screens/lang-mg-*.png, to look at).
// Every check waits for its condition.
const fs = require("fs");
const path = require("path");

const LANGS = ["en", "mg", "fr", "so", "es", "sw", "tr", "fa"];

// A position of each game one move before its end, and that move (each game's result:
// Katro's side emptied, Rio Kadalis' fours when a side cannot move, Hoyito III's last
// four, Kiothi's one-warrior victory). Three are the end of a shipped puzzle's line.
const ENDINGS = [
  ["katro", '{"game":"katro","to_move":"south","pits":[[0,0,0,0,0,1],[10,10,10,10,10,6],[5,8,0,0,0,0],[0,2,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]}', "f1"],
  ["rio-kadalis", '{"game":"rio-kadalis","to_move":"south","pits":[[0,2,2,0,0,0],[0,0,0,0,0,0]],"captured":{"south":20,"north":24}}', "b1"],
  ["hoyito-3", '{"game":"hoyito-3","to_move":"south","pits":[[0,0,1,1,3,0],[0,0,1,1,0,1]],"captured":{"south":24,"north":16}}', "d1"],
  ["kiothi", '{"game":"kiothi","to_move":"south","pits":[[1,0,2,3,2,2,1,1,0,1],[0,1,0,0,0,0,0,0,0,0]],"captured":{"south":17,"north":29}}', "a1"],
];
const LONGEST = "mg";

// The English texts that `code`'s file says otherwise (interface texts and the rules
// panels' ids), without those with a value to fill in: none may be seen in `code`.
function english(code) {
  const lines = fs.readFileSync(path.join(__dirname, "../../src/ui/i18n/lang", `${code}.txt`), "utf8").split("\n");
  const un = (s) => s.replace(/\\s/g, " ").trim();
  const out = new Set();
  const translations = new Set();
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].startsWith("en: ") || !lines[i + 1].startsWith(code + ": ")) continue;
    const en = un(lines[i].slice(4)), tr = un(lines[i + 1].slice(code.length + 2));
    translations.add(tr);
    if (en !== tr && !en.includes("{") && en.length > 2) out.add(en);
  }
  // An English text that is also the language's own word for another (French "Analyse"
  // for "Analysis", beside the English "Analyse") is no sign of English left.
  return [...out].filter((en) => !translations.has(en));
}

// In the page: the visible texts (each text node's, and the labels a reader hears) that
// are in `list`.
const leftIn = (list, within = "main.app") => `(() => { const english = new Set(${JSON.stringify(list)}); const seen = new Set();
  const root = document.querySelector(${JSON.stringify(within)}); const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) { const t = n.textContent.trim(); const e = n.parentElement;
    if (t && e && e.getClientRects().length && english.has(t)) seen.add(t); }
  for (const e of root.querySelectorAll('[aria-label], [title]')) for (const a of ['aria-label', 'title']) { const t = e.getAttribute(a); if (t && english.has(t.trim())) seen.add(t.trim()); }
  return [...seen]; })()`;

// In the page: the elements whose text overflows their box (not the scrolling ones, not
// the boards' drawings), and the page wider than the screen.
const overflowing = `(() => { const out = []; if (document.documentElement.scrollWidth > innerWidth) out.push('the page: ' + document.documentElement.scrollWidth + ' px');
  for (const e of document.querySelectorAll('main.app *')) { if (e.closest('svg') || e.closest('.visually-hidden')) continue;
    const s = getComputedStyle(e); if (/(auto|scroll)/.test(s.overflowX) || s.display === 'none' || !e.getClientRects().length) continue;
    const r = e.getBoundingClientRect();
    if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) out.push(e.tagName.toLowerCase() + '.' + e.className + ' "' + e.textContent.trim().slice(0, 40) + '" ' + e.scrollWidth + '>' + e.clientWidth);
    else if (r.width > 0 && (r.right > innerWidth + 1 || r.left < -1)) out.push(e.tagName.toLowerCase() + '.' + e.className + ' "' + e.textContent.trim().slice(0, 40) + '" out of the screen'); }
  return out; })()`;

async function languages({ call, evaluate, waitFor, check, waitCheck, go, firstVisit, site, axeCheck, shot }) {
  for (const code of LANGS) {
    const dir = code === "fa" ? "rtl" : "ltr";
    const right = `document.documentElement.lang === '${code}' && document.documentElement.dir === '${dir}' && !!document.querySelector('main.app[lang=${code}][dir=${dir}]')`;
    await firstVisit(site + "?lang=" + code);
    await waitCheck(`${code}: the light start screen: <html lang> and dir right`,
      `${right} && !!document.querySelector('#atlas-start [data-action=start]') && document.querySelectorAll('svg.board.mini').length === 4 && !!window.axe && innerWidth === 390`, 60000);
    await axeCheck(`the light start screen in ${code}, on a phone`);
    const long = code === LONGEST;
    const words = code === "en" ? [] : english(code);
    if (code !== "en") {
      const left = await evaluate(leftIn(words));
      check(`${code}: no English text on the light start screen`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
    }
    if (long) {
      const over = await evaluate(overflowing);
      check(`${code}: on the light start screen every label fits its box at 390 px`, Array.isArray(over) && over.length === 0, JSON.stringify(over));
      await shot(`lang-${code}-light-start-phone`);
    }
    await evaluate("document.querySelector('[data-action=start]').click(), true");
    await waitCheck(`${code}: a game: <html lang> and dir right`,
      `${right} && !!document.querySelector('svg.board.main [data-hole]') && document.body.dataset.atlas === 'app' && !!window.axe`, 60000);
    await axeCheck(`a game in ${code}, on a phone`);
    if (code !== "en") {
      // With a hint asked for (the computer's worker answers in the page's language).
      await evaluate("document.querySelector('[data-action=hint]').click(), true");
      await waitFor("document.querySelectorAll('[data-hint-move]').length > 0", 60000);
      const left = await evaluate(leftIn(words));
      check(`${code}: no English text in a game with a hint`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
    }
    if (long) {
      const over = await evaluate(overflowing);
      check(`${code}: in a game every label fits its box at 390 px`, Array.isArray(over) && over.length === 0, JSON.stringify(over));
      await shot(`lang-${code}-game-phone`);
      await evaluate("document.querySelector('[data-action=new-game]').click(), true");
      await waitCheck(`${code}: the app's own start screen`, `${right} && !!document.querySelector('[data-game-card=kiothi]') && document.querySelectorAll('svg.board.mini').length === 4`);
      const left = await evaluate(leftIn(words));
      check(`${code}: no English text on the app's start screen`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
      const over2 = await evaluate(overflowing);
      check(`${code}: on the app's start screen every label fits its box at 390 px`, Array.isArray(over2) && over2.length === 0, JSON.stringify(over2));
      await shot(`lang-${code}-app-start-phone`);
      // The Learn screen (Kiothi's first lesson, a redistribution offered and judged),
      // and the museum kiosk's start, in the longest language too.
      await evaluate("document.querySelector('[data-game-card=kiothi]').click(), true");
      await waitFor("/kiothi$/.test((document.querySelector('[data-action=learn]') || { getAttribute: () => '' }).getAttribute('href'))");
      await evaluate("document.querySelector('[data-action=learn]').click(), true");
      await waitCheck(`${code}: the Learn screen`, `${right} && !!document.querySelector('article.lesson [data-offered]')`);
      await evaluate("document.querySelector('article.lesson [data-speed=instant]').click(), document.querySelector('article.lesson [data-offered]').click(), true");
      await waitCheck(`${code}: a lesson's move judged`, "!!document.querySelector('article.lesson [data-verdict]')");
      const left3 = await evaluate(leftIn(words));
      check(`${code}: no English text on the Learn screen`, Array.isArray(left3) && left3.length === 0, JSON.stringify(left3));
      const over3 = await evaluate(overflowing);
      check(`${code}: on the Learn screen every label fits its box at 390 px`, Array.isArray(over3) && over3.length === 0, JSON.stringify(over3));
      await shot(`lang-${code}-learn-phone`);
      // The Puzzles screen (Kiothi's puzzle of the day, its solution shown).
      await evaluate("location.hash = '#puzzles=kiothi', true");
      await waitCheck(`${code}: the Puzzles screen`, `${right} && !!document.querySelector('article.puzzle[data-puzzle-status=yours] svg.board.main [data-hole]')`, 60000);
      await evaluate("document.querySelector('article.puzzle [data-action=solution]').click(), true");
      await waitFor("!!document.querySelector('[data-solution] .notation')");
      const left5 = await evaluate(leftIn(words));
      check(`${code}: no English text on the Puzzles screen`, Array.isArray(left5) && left5.length === 0, JSON.stringify(left5));
      const over5 = await evaluate(overflowing);
      check(`${code}: on the Puzzles screen every label fits its box at 390 px`, Array.isArray(over5) && over5.length === 0, JSON.stringify(over5));
      await shot(`lang-${code}-puzzles-phone`);
      // The figure builder (a Hoyito III figure with a caption).
      await evaluate("location.hash = '#figure=' + encodeURIComponent('game=hoyito-3&moves=a1%20a2&caption1=x'), true");
      await waitCheck(`${code}: the figure builder`, `${right} && !!document.querySelector('section[data-builder] iframe[data-preview]')`, 60000);
      const left6 = await evaluate(leftIn(words));
      check(`${code}: no English text in the figure builder`, Array.isArray(left6) && left6.length === 0, JSON.stringify(left6));
      const over6 = await evaluate(overflowing);
      check(`${code}: in the figure builder every label fits its box at 390 px`, Array.isArray(over6) && over6.length === 0, JSON.stringify(over6));
      await shot(`lang-${code}-builder-phone`);
      await go(site + "index.html?kiosk=yes&lang=" + code);
      await waitCheck(`${code}: the kiosk's start`, `${right} && !!document.querySelector('main.app.kiosk [data-kiosk-offer]')`, 60000);
      const over4 = await evaluate(overflowing);
      check(`${code}: on the kiosk's start screen every label fits its box at 390 px`, Array.isArray(over4) && over4.length === 0, JSON.stringify(over4));
      await shot(`lang-${code}-kiosk-start-phone`);
      // The same screens on a desktop (1280 px): a game with its hint, its rules and its
      // record open, the Learn and Puzzles screens and the figure builder.
      await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
      const desktop = [
        ["a game", "", "(() => { if (!document.querySelector('svg.board.main [data-hole]')) { document.querySelector('[data-action=start]')?.click(); return false; } return true; })()",
          "document.querySelector('[data-action=hint]')?.click(), document.querySelector('details.rules')?.setAttribute('open', ''), document.querySelector('[data-action=record-panel]')?.click(), true",
          "document.querySelectorAll('[data-hint-move]').length > 0 && !!document.querySelector('[data-share]')"],
        ["the Learn screen", "#learn=katro/2", "!!document.querySelector('article.lesson svg.board.main [data-hole]')", "true", "true"],
        ["the Puzzles screen", "#puzzles=rio-kadalis", "!!document.querySelector('article.puzzle svg.board.main [data-hole]')", "true", "true"],
        ["the figure builder", "#figure=" + encodeURIComponent("game=kiothi&controls=full"), "!!document.querySelector('section[data-builder] iframe[data-preview]')", "true", "true"],
      ];
      for (const [what, hash, shown, then, ready] of desktop) {
        // (The app's own address first; the other screens by their link, as in the app.)
        if (!hash) await go(site + "index.html?lang=" + code);
        else await evaluate(`location.hash = ${JSON.stringify(hash)}, true`);
        await waitCheck(`${code}: ${what} at 1280 px`, `${right} && ${shown} && innerWidth === 1280`, 60000);
        await evaluate(then);
        await waitFor(ready, 60000);
        const over = await evaluate(overflowing);
        check(`${code}: ${what}: every label fits its box at 1280 px`, Array.isArray(over) && over.length === 0, JSON.stringify(over));
        const left = await evaluate(leftIn(words));
        check(`${code}: no English text in ${what} at 1280 px`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
        await shot(`lang-${code}-${what.replace(/^the /, "").replace(/ /g, "-")}-desktop`);
      }
      await call("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
    }
    // Only its own language's file, by the light start screen and by the app.
    const files = await evaluate("[...new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.split('/').pop()).filter((n) => /^lang-.*\\.txt$/.test(n)))]");
    const own = code === "en" ? [] : [`lang-${code}.txt`];
    check(`${code}: the only language's file fetched is its own (${own.join("") || "none"})`,
      Array.isArray(files) && files.length === own.length && files.every((f) => own.includes(f)), JSON.stringify(files));
    if (code !== "en") {
      // A figure, a lesson and a puzzle in the language: no English text left.
      const walk = [
        ["a figure (full controls)", site + "embed.html?game=rio-kadalis&moves=b1%20f2&at=1&controls=full&lang=" + code,
          "!!document.querySelector('[data-embed=figure] svg.board.main [data-hole]')", "[data-embed]"],
        ["a lesson", site + "index.html?lang=" + code + "#learn=hoyito-3/1", "!!document.querySelector('article.lesson svg.board.main [data-hole]')", "main.app"],
        ["a puzzle", "#puzzles=hoyito-3", "!!document.querySelector('article.puzzle svg.board.main [data-hole]')", "main.app"],
      ];
      for (const [what, where, shown, within] of walk) {
        if (where.startsWith("#")) await evaluate(`location.hash = ${JSON.stringify(where)}, true`);
        else await go(where);
        await waitCheck(`${code}: ${what}`, `document.documentElement.lang === '${code}' && ${shown}`, 60000);
        const left = await evaluate(leftIn(words, within));
        check(`${code}: no English text in ${what}`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
      }
      // A game of each kind to its end: opened from a share link one move before it, a
      // hint asked for, the last move played; the result's sentence and the hint's, the
      // link's notice and the record: no English text left.
      for (const [game, position, last] of ENDINGS) {
        // (A link in the address of the page on show: the app opens it on hashchange.)
        await evaluate(`location.hash = ${JSON.stringify("#game=" + game + "&position=" + encodeURIComponent(position))}, true`);
        await waitCheck(`${code}: ${game} one move before its end`,
          `document.documentElement.lang === '${code}' && !!document.querySelector('svg.board.main[data-game=${game}] [data-hole=${last}]') && !!document.querySelector('[data-action=hint]')`, 60000);
        await evaluate("document.querySelector('[data-action=hint]').click(), true");
        await waitFor("document.querySelectorAll('[data-hint-move]').length > 0", 60000);
        await evaluate(`document.querySelector('svg.board.main [data-hole=${last}]').dispatchEvent(new MouseEvent('click', { bubbles: true })), true`);
        await waitCheck(`${code}: ${game}'s result`, "!!document.querySelector('[data-status].over')", 60000);
        const left = await evaluate(leftIn(words));
        check(`${code}: no English text in a game of ${game} with a hint and its result`, Array.isArray(left) && left.length === 0, JSON.stringify(left));
      }
    }
  }
  await evaluate("localStorage.clear(), sessionStorage.clear(), true");
}

module.exports = { languages, english, LANGS, ENDINGS };
