// What a learner meets (issue 38), in the built site: the players' strips, whose texts
// never overlap (at 320, 390 and 1280 px, in every language, at a game's start and at its
// end); a lesson's and a puzzle's verdict in view at 1280×800; Kiothi's redistribution
// and lift panels leaving every hole of the upright board free on a phone; "Make a
// figure" after the board, never above it, on a phone; a puzzle file not yet downloaded,
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
async function strips({ call, evaluate, waitFor, check, go, site }) {
  for (const width of [320, 390, 1280]) {
    await call("Emulation.setDeviceMetricsOverride", { width, height: width < 600 ? 800 : 800, deviceScaleFactor: 1, mobile: width < 600 });
    await go(site + "index.html?lang=en");
    await evaluate("localStorage.clear(), sessionStorage.clear(), true");
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

async function learner(page, test) {
  await strips({ ...page, ...test });
}

module.exports = { learner, CLASHES };
