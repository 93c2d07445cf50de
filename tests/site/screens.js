// The app's screens as a player meets them, at 1280×800 and on a 390×844 phone: each
// screen is saved as a screenshot (target/site/screens/, to look at) and checked for the
// defects issue 11 names: the start screen's Play button in view once a game is chosen;
// Kiothi's redistribution panel leaving every hole in view; a hint that never widens the
// page; Turkish labels inside their prisons; Persian with Latin digits and its own title;
// no label on a board printed over another while seeds are sown; the board turned for a
// person playing North; the current move readable under the pointer; the embed's arrow
// keys after a click on its board. Used by site.js; every check waits for its condition.
const fs = require("fs");
const path = require("path");

// In-page helpers, defined once per document (see `helpers` below).
const HELPERS = `window.__atlas = window.__atlas || (() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  // The colour behind an element: the first ancestor with an opaque background.
  const ground = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const contrast = (el) => {
    const a = lum(rgb(getComputedStyle(el).color).slice(0, 3)), b = lum(ground(el));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  // Texts of a board whose boxes overlap (more than a pixel each way).
  const clashes = (svg) => {
    const boxes = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim())
      .map((t) => [t.textContent, t.getBoundingClientRect()]).filter(([, r]) => r.width > 0);
    const out = [];
    boxes.forEach(([ta, a], i) => boxes.slice(i + 1).forEach(([tb, b]) => {
      if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1) out.push(ta + ' / ' + tb);
    }));
    return out;
  };
  // Holes whose centre is hidden by something else (a panel over the board).
  const covered = () => [...document.querySelectorAll('svg.board.main [data-hole]')].filter((h) => {
    const r = h.querySelector('.pit').getBoundingClientRect();
    const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !e || e.closest('[data-hole]') !== h;
  }).map((h) => h.dataset.hole);
  const click = (sel) => {
    const e = document.querySelector(sel);
    if (!e) return false;
    e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    return true;
  };
  const lang = (code) => {
    const s = document.querySelector('select[data-action=lang]');
    s.value = code;
    s.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  };
  return { contrast, clashes, covered, click, lang };
})(), true`;

async function screens({ call, evaluate, waitFor, lastSeen }, { site, check, waitCheck, go, firstVisit }) {
  const out = path.resolve(process.env.SITE_SHOTS || "target/site", "screens");
  fs.mkdirSync(out, { recursive: true });
  const helpers = () => evaluate(HELPERS);
  const js = (body) => evaluate(`(() => { ${body} })()`);
  const click = async (sel) => { await helpers(); return js(`return __atlas.click(${JSON.stringify(sel)})`); };
  const painted = "document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))))";
  // A screenshot: the whole page, or what the screen shows.
  const snap = async (name, full = true) => {
    await waitFor(painted);
    const m = (await call("Page.getLayoutMetrics")).result;
    const size = m.cssContentSize, vp = m.cssVisualViewport;
    const clip = full
      ? { x: 0, y: 0, width: size.width, height: Math.min(size.height, 5000), scale: 1 }
      : { x: vp.pageX, y: vp.pageY, width: vp.clientWidth, height: vp.clientHeight, scale: 1 };
    const png = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: full, clip });
    fs.writeFileSync(path.join(out, name + ".png"), Buffer.from(png.result.data, "base64"));
  };
  const settled = "document.querySelector('svg.board.main')?.dataset.animating === 'false'";
  const fresh = async () => {
    await firstVisit();
    await waitFor("!!document.querySelector('[data-action=start]')");
  };
  const startGame = async (game, mode) => {
    await click(`[data-game-card=${game}]`);
    await waitFor(`!!document.querySelector('[data-game-card=${game}].on')`);
    if (mode) await js(`document.querySelector('[data-mode=${mode}]').click(); return true`);
    await click("[data-action=start]");
    return waitFor(`!!document.querySelector('svg.board.main[data-game=${game}]')`);
  };
  // Waits for `expression`; a failure says what `why` shows then.
  const waitWhy = async (name, expression, why) => {
    const ok = await waitFor(expression, 30000);
    check(name, ok, ok ? "" : String(await evaluate(why)));
    return ok;
  };
  // No text on the board printed over another.
  const apart = async (name) => {
    await helpers();
    return waitWhy(name, "__atlas.clashes(document.querySelector('svg.board.main')).length === 0",
      "__atlas.clashes(document.querySelector('svg.board.main')).join('; ')");
  };
  const lang = async (code) => {
    await helpers();
    await js(`return __atlas.lang('${code}')`);
    return waitFor(`document.documentElement.lang === '${code}' && !!document.querySelector('main.app[lang=${code}]')`);
  };

  for (const [width, height, tag] of [[1280, 800, "desktop"], [390, 844, "phone"]]) {
    await call("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 600 });
    await fresh();
    await snap(`start-${tag}`);
    // Choosing a game far down the list: its Play button is on the screen at once.
    await js("document.querySelector('[data-game-card=kiothi]').scrollIntoView({ block: 'center' }); return true");
    await click("[data-game-card=kiothi]");
    await waitCheck(`${tag}: after a tap on a game's card, its Play button is on the screen`,
      "(() => { const b = document.querySelector('[data-action=start]'); const r = b.getBoundingClientRect(); " +
      "return /Kiothi/.test(b.textContent) && r.top >= 0 && r.bottom <= innerHeight && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[data-action=start]') === b; })()");
    await snap(`start-chosen-${tag}`, false);
    await click("[data-action=start]");
    await waitFor("!!document.querySelector('svg.board.main[data-game=kiothi] [data-hole]')");
    await snap(`kiothi-${tag}`);
    // Each player's band is a strip as high as its label, holding the player's name.
    await waitWhy(`${tag}: Kiothi's player bands hold their names and are no taller than a label needs`,
      "[...document.querySelectorAll('svg.board.main .band')].every((b) => { const bg = b.querySelector('.band-bg').getBoundingClientRect(); " +
      "const n = b.querySelector('.band-name'); const t = n.getBoundingClientRect(); return n.textContent.trim() !== '' && t.height > 0 " +
      "&& bg.height <= 2.5 * t.height && t.top >= bg.top - 1 && t.bottom <= bg.bottom + 1; })",
      "[...document.querySelectorAll('svg.board.main .band')].map((b) => b.querySelector('.band-name').textContent + ': band ' + " +
      "Math.round(b.querySelector('.band-bg').getBoundingClientRect().height) + ' px, name ' + Math.round(b.querySelector('.band-name').getBoundingClientRect().height) + ' px').join('; ')");

    // The redistribution: two holes emptied, warriors being placed.
    for (const sel of ["[data-hole=e1]", "[data-hole=f1]", "[data-action=draft-take]", "[data-hole=a2]", "[data-hole=a2]"]) {
      await click(sel);
      await waitFor(settled);
    }
    await waitFor("document.querySelector('[data-action=draft-confirm]') && document.querySelector('[data-hand]')?.dataset.hand === '8'");
    // The board scrolled up to the (sticky) status line: no hole under the panel.
    await js("const b = document.querySelector('svg.board.main').getBoundingClientRect(); " +
      "const s = document.querySelector('.status-bar').getBoundingClientRect(); scrollBy(0, b.top - s.bottom); return true");
    await helpers();
    await waitWhy(`${tag}: during Kiothi's redistribution every hole is in view, none under the panel`,
      "__atlas.covered().length === 0", "'covered: ' + __atlas.covered().join(' ')");
    await snap(`kiothi-draft-${tag}`, false);
    await js("scrollTo(0, 0); return true");

    // A hint during the redistribution: its long lines stay inside the page.
    await click("[data-action=hint]");
    await waitFor("document.querySelectorAll('[data-hint-move]').length > 0", 60000);
    await waitCheck(`${tag}: a hint during Kiothi's redistribution does not widen the page`,
      "document.documentElement.scrollWidth <= innerWidth");
    const wide = await evaluate("document.documentElement.scrollWidth + ' px in ' + innerWidth");
    check(`${tag}: the page's width with the hint shown`, true, wide);
    await snap(`kiothi-hint-${tag}`);

    // Turkish: "hapishane" inside its prison, no label over another.
    await lang("tr");
    // (Across a wide screen a label runs along its prison's width; upright on a phone,
    // where a label is turned to stay upright, it is measured on the screen.)
    await waitCheck(`${tag}: Turkish prison labels fit their prisons`,
      "[...document.querySelectorAll('svg.board.main .prison')].every((p) => { const f = p.querySelector('.prison-floor'), room = f.getBBox().width, s = f.getBoundingClientRect(); " +
      "return [...p.querySelectorAll('.prison-label')].every((l) => { if (!l.hasAttribute('transform')) return l.getBBox().width <= room - 11.5; " +
      "const r = l.getBoundingClientRect(); return r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom; }); })");
    await apart(`${tag}: Kiothi in Turkish, no label printed over another`);
    await snap(`kiothi-tr-${tag}`);

    // Persian: Latin digits throughout, the title translated, each hint value apart.
    await lang("fa");
    await waitWhy(`${tag}: Persian writes Latin digits only`,
      "!/[\\u0660-\\u0669\\u06F0-\\u06F9]/.test(document.body.innerText + document.title)",
      "(document.body.innerText.match(/.{0,30}[\\u0660-\\u0669\\u06F0-\\u06F9].{0,30}/g) || []).join(' | ')");
    await waitCheck(`${tag}: the page's title in Persian`, "document.title === 'اطلس منقله'");
    await snap(`kiothi-fa-${tag}`);
    await lang("en");

    // Katro, seed by seed: the seeds in hand counted over the hole, no label over another.
    await click("[data-action=new-game]");
    await startGame("katro");
    await click("[data-speed=step]");
    await waitFor("!!document.querySelector('[data-speed=step].on')");
    await click("[data-hole=a1]");
    await waitFor("document.querySelector('svg.board.main').dataset.animating === 'true'");
    await click("[data-action=step-seed]");
    await waitFor("!!document.querySelector('svg.board.main .hand-tag')");
    await apart(`${tag}: Katro while sowing, no label printed over another`);
    await snap(`katro-sowing-${tag}`);
    await click("[data-action=finish]");
    await waitFor(settled);
    await click("[data-speed=instant]");

    // Hoyito III as North against the computer: the board turned; back to move 1, the
    // later moves still say who played them, the current one readable under the pointer.
    await click("[data-action=new-game]");
    await startGame("hoyito-3", "computer-south");
    await waitCheck(`${tag}: playing North against the computer, North is drawn at the bottom`,
      "document.querySelector('svg.board.main').dataset.flipped === 'true' && " +
      "document.querySelector('.band.north').getBoundingClientRect().top > document.querySelector('.band.south').getBoundingClientRect().top");
    await waitFor(`document.querySelectorAll('[data-ply]').length >= 2 && ${settled} && !!document.querySelector('.hole.legal')`, 60000);
    await click(".hole.legal");
    await waitFor(`document.querySelectorAll('[data-ply]').length >= 4 && ${settled}`, 60000);
    await click("[data-ply='1']");
    await waitFor("!!document.querySelector(\"[data-ply='1'].current\")");
    await waitCheck(`${tag}: after jumping back every move says who played it`,
      "[...document.querySelectorAll('[data-ply] .who')].every((w) => /^[SN]$/.test(w.textContent))");
    await js("document.querySelector(\"[data-ply='1'].current\").scrollIntoView({ block: 'center' }); return true");
    const chip = await evaluate("(() => { const r = document.querySelector(\"[data-ply='1'].current\").getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()");
    await call("Input.dispatchMouseEvent", { type: "mouseMoved", x: chip.x, y: chip.y });
    await helpers();
    await waitCheck(`${tag}: the current move under the pointer is readable (contrast 4.5 or more)`,
      "(() => { const c = document.querySelector(\"[data-ply='1'].current\"); if (!c.matches(':hover')) return false; " +
      "return __atlas.contrast(c.querySelector('.mv')) >= 4.5 && __atlas.contrast(c.querySelector('.who')) >= 4.5; })()");
    const ratios = await evaluate("(() => { const c = document.querySelector(\"[data-ply='1'].current\"); return __atlas.contrast(c.querySelector('.mv')).toFixed(1) + ' / ' + __atlas.contrast(c.querySelector('.who')).toFixed(1); })()");
    check(`${tag}: contrast of the hovered current move (move / player)`, true, ratios);
    await snap(`hoyito-north-${tag}`, false);
    await call("Input.dispatchMouseEvent", { type: "mouseMoved", x: 1, y: 1 });

    // The embed: after a click on its board the arrow keys still step.
    await go(site + "embed.html?game=hoyito-3&moves=c1%20f2%20a2&at=1&speed=instant&controls=full");
    await waitFor("!!document.querySelector('[data-embed=figure] svg.board.main [data-hole=a1] .pit')");
    await snap(`embed-full-${tag}`);
    const hole = await evaluate("(() => { const r = document.querySelector('[data-embed=figure] [data-hole=a1] .pit').getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()");
    for (const type of ["mousePressed", "mouseReleased"]) {
      await call("Input.dispatchMouseEvent", { type, x: hole.x, y: hole.y, button: "left", clickCount: 1 });
    }
    await call("Input.dispatchKeyEvent", { type: "keyDown", key: "ArrowRight", code: "ArrowRight", windowsVirtualKeyCode: 39 });
    await call("Input.dispatchKeyEvent", { type: "keyUp", key: "ArrowRight", code: "ArrowRight", windowsVirtualKeyCode: 39 });
    await waitCheck(`${tag}: in the embed, after a click on the board the arrow key steps to the next move`,
      "document.querySelector('[data-embed=figure]').dataset.at === '2'");
    await go(site + "embed.html?game=kiothi&moves=&lang=tr&theme=dark");
    await waitFor("!!document.querySelector('[data-embed] svg.board.main [data-hole]')");
    await waitCheck(`${tag}: the embed page opened on its own fills the window with its figure (its first drawing)`,
      "document.querySelector('[data-embed=sketch]').getBoundingClientRect().height >= innerHeight - 1");
    await snap(`embed-kiothi-${tag}`);
  }
  await call("Emulation.clearDeviceMetricsOverride");
  return lastSeen;
}

module.exports = { screens };
