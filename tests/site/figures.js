// Issue 36: a figure an author can publish (site.js runs this; alone, for a build:
// `node --experimental-websocket tests/site/figures.js DIST`, which serves DIST itself).
// - Sizes: a figure of each game in each form (an iframe of embed.html, <mancala-figure>,
//   an element mounted by embed.js, the builder's preview) in columns of 390, 720 and
//   1280 px: its board's drawn width, alike in every form and filling the column; no
//   frame with an inner scrollbar; a frame no script sizes (a blog's) holds its whole
//   figure at the height the builder wrote, at every width.
// - The builder typed into as a person types, by real key events at machine speed while
//   the CPUs are busy: every keystroke kept, captions and width; a caption still being
//   typed survives another control's change; a reload keeps the width and the moves after
//   "To"; a figure cut from move 8 says "Move 8".
// - The builder's image in the figure's language; its smaller defects (issue 36, 9).
// - The builder's code pasted into a page under exactly the manual's policy: drawn, no
//   violation, no inline style, no border; the host's styles reach no figure.
// - Print: a figure playing by itself prints the whole step its captions describe (its
//   end, or its print-at), never a sowing in flight; a frame of another origin prints with
//   no blank under its caption.
// - The app and the article: the redistribution panel never covers "Make a figure", the
//   article's plots are readable on a phone, its script-mounted figure has no empty band.
// Every check waits for its condition; nothing sleeps a fixed time.
const fs = require("fs");
const path = require("path");
const { spawn, execFileSync } = require("child_process");

const GAMES = ["katro", "rio-kadalis", "hoyito-3", "kiothi"];
const COLUMNS = [390, 720, 1280];
// A figure of each game: a few moves, step controls.
const FIGURE = {
  "katro": "game=katro&moves=a1",
  "rio-kadalis": "game=rio-kadalis&moves=b1%20f2",
  "hoyito-3": "game=hoyito-3&moves=c1%20f2",
  "kiothi": "game=kiothi&moves=i1%2Bj1%3Db1%3A10",
};
// Hoyito III: a position whose 24 moves make a repetition (tests/rules/hoyito-3.txt).
const REPEAT = '{"game":"hoyito-3","to_move":"south","pits":[[1,0,0,1,0,0],[0,0,1,0,0,1]],"captured":{"south":20,"north":24}}';
const CYCLE = "d1 c2 e1 b2 a1 f2 b1 e2 f1 a2 c1 d2";
const LONG_GAME = `${CYCLE} ${CYCLE}`.split(" ").slice(0, 23).join(" ");

// Pages this test serves from the Atlas's own origin (`PREFIX + "test-pages/NAME"`), so
// that it can read into their frames; `pages(name, url)` is the page or undefined.
function pages(name, url) {
  const q = (k, d) => url.searchParams.get(k) ?? d;
  if (name === "sizes.html") {
    // One game's figure in each form in a column of W px (no inline style under a
    // policy: this page has none).
    const game = q("game", "katro");
    const w = Number(q("w", "720"));
    const query = FIGURE[game];
    const amp = query.replaceAll("&", "&amp;");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>sizes</title>
<style>body{margin:0;font-family:Georgia,serif} .col{width:${w}px;margin:0 20px} .col>*{display:block;margin:0 0 24px} iframe{width:100%;border:0}</style>
<script type="module" src="../embed.js"></script></head><body><div class="col">
<iframe id="frame" title="f" src="../embed.html?${amp}" height="400"></iframe>
<mancala-figure id="element" ${query.split("&").map((p) => { const [k, v] = p.split("="); return `${k}="${decodeURIComponent(v).replaceAll('"', "&quot;")}"`; }).join(" ")}></mancala-figure>
<div id="script" data-mancala-atlas="${amp}"></div>
</div></body></html>`;
  }
  if (name === "fixed.html") {
    // The builder's iframe code alone in a column (no embed.js: nothing sizes it).
    const w = Number(q("w", "720"));
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>fixed</title>
<style>body{margin:0} .col{width:${w}px;margin:0 20px}</style></head><body><div class="col">${q("code", "")}</div></body></html>`;
  }
  if (name === "print.html") {
    // Figures that play by themselves, printed while they sow: as an element and a frame.
    const fig = (k, extra) => `game=rio-kadalis&moves=b1%20f2&autoplay=yes&speed=slow&captions=STEPZERO${k}%7CSTEPONE${k}%7CSTEPTWO${k}${extra}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>print</title>
<style>body{margin:0 20px;font-family:Georgia,serif} .f{width:600px;margin:0 0 20px} iframe{width:100%;border:0}</style>
<script type="module" src="../embed.js"></script></head><body>
<figure class="f"><div id="auto" data-mancala-atlas="${fig("A", "").replaceAll("&", "&amp;")}"></div><figcaption>Caption A</figcaption></figure>
<figure class="f"><div id="chosen" data-mancala-atlas="${fig("B", "&print-at=1").replaceAll("&", "&amp;")}"></div><figcaption>Caption B</figcaption></figure>
<figure class="f"><iframe id="frame" title="f" src="../embed.html?${fig("C", "").replaceAll("&", "&amp;")}" height="400"></iframe><figcaption>Caption C</figcaption></figure>
</body></html>`;
  }
  if (name === "marks.html") {
    // The annotated figure (ANNOTATED) as an element, at one step.
    const at = q("at", "1");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>marks</title>
<script type="module" src="../embed.js"></script></head><body>
<mancala-figure id="element" game="hoyito-3" moves="${annotatedMoves().replaceAll('"', "&quot;")}" at="${at}" players="Ana and Luis" place="Santiago" credit="yes"></mancala-figure>
</body></html>`;
  }
  return undefined;
}

// Issue 39: an annotated record, written here in the record's grammar (the manual,
// "Annotated records") from what the test expects: each step's comment, highlights
// ([%csl]) and arrows ([%cal]). The figure's drawing is compared with this list, not
// with anything the Atlas computed.
const ANNOTATED = [
  { comment: "The start.", csl: ["Ga1", "Rf2"], cal: [] },
  { move: "c1", comment: "South sows c1.", csl: ["Yc1"], cal: ["Gc1f1"] },
  { move: "f2", glyph: "?!", csl: [], cal: [] },
  { move: "a2", comment: "North sows a2.", csl: ["Bb2", "Ga2"], cal: ["Ra2d1", "Gf2a2"] },
];
function annotatedMoves() {
  return ANNOTATED.map((s) => {
    const marks = (s.csl.length ? `[%csl ${s.csl.join(",")}]` : "") + (s.cal.length ? `[%cal ${s.cal.join(",")}]` : "");
    const note = marks || s.comment ? ` {${marks}${marks && s.comment ? " " : ""}${s.comment || ""}}` : "";
    return `${s.move ? s.move + (s.glyph || "") : ""}${note}`.trim();
  }).join(" ");
}
const COLOURS = { G: "green", R: "red", Y: "yellow", B: "blue" };
// A step's marks as the test expects them, and as a drawing (in `root`) shows them.
const expectedMarks = (k) => {
  const s = ANNOTATED[k];
  return [...s.csl.map((m) => `highlight ${m.slice(1)} ${COLOURS[m[0]]}`), ...s.cal.map((m) => `arrow ${m.slice(1, 3)}>${m.slice(3)} ${COLOURS[m[0]]}`)].sort().join("; ");
};
const DRAWN_MARKS = `((root) => { const svg = root && root.querySelector("[data-embed] svg.board.main"); if (!svg) return null;
  return [...[...svg.querySelectorAll("[data-mark=highlight]")].map((e) => "highlight " + e.dataset.hole + " " + e.dataset.colour),
    ...[...svg.querySelectorAll("[data-mark=arrow]")].map((e) => "arrow " + e.dataset.from + ">" + e.dataset.to + " " + e.dataset.colour)].sort().join("; "); })`;

// Pages of another site (the host's origin): `hostPages(name, atlas, url)`.
function hostPages(name, atlas, url) {
  if (name === "policy.html") {
    // The manual's Content-Security-Policy recipe for a page that embeds figures,
    // exactly as written, with the Atlas at the test's address; the builder's code in each
    // form; and a blog's own rules for captions (italic grey), which reach no figure.
    const section = fs.readFileSync(path.join(__dirname, "..", "..", "docs", "src", "figures.md"), "utf8");
    const recipe = section.split("```text\n")[1].split("```")[0].trim().replace(/\s*\n\s*/g, " ")
      .replaceAll("https://example.org/atlas/", atlas);
    const codes = JSON.parse(url.searchParams.get("codes") || "[]");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${recipe.replaceAll('"', "&quot;")}"><title>A blog</title>
<link rel="stylesheet" href="blog.css"></head><body><main class="col">
${codes.map((c, i) => `<figure class="blog-figure" id="code-${i}">${c}<figcaption>Figure ${i + 1}</figcaption></figure>`).join("\n")}
</main></body></html>`;
  }
  if (name === "blog.css") return "body{margin:0;background:#222;color:#ddd} .col{width:720px;margin:0 20px} figcaption{font-style:italic;color:#aaa;font-size:11px} p,span{letter-spacing:3px}";
  if (name === "crossprint.html") {
    // An author's page printing a frame of another origin (it prints itself).
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cross</title>
<style>body{margin:0 20px;font-family:Georgia,serif} iframe{width:600px;border:0;display:block}</style>
<script type="module" src="${atlas}embed.js"></script></head><body><p>Some text of the post above its figure.</p>
<figure><iframe title="f" src="${atlas}embed.html?game=hoyito-3&amp;moves=c1&amp;controls=full&amp;captions=%7CCROSSCAPTION" height="700"></iframe>
<figcaption>ARTICLECAPTION under the figure</figcaption></figure></body></html>`;
  }
  return undefined;
}

// In a document: the drawn width of the board of the figure in `root` (the SVG's box
// less what its aspect ratio leaves empty), or 0.
const DRAWN = `((root) => { const svg = root && root.querySelector("[data-embed] svg.board.main"); if (!svg) return 0;
  const r = svg.getBoundingClientRect(); const vb = svg.viewBox.baseVal; if (!vb || !vb.width || !r.height) return Math.round(r.width);
  return Math.round(Math.min(r.width, r.height * vb.width / vb.height)); })`;

async function figures(t) {
  const { call, evaluate, waitFor, lastSeen, check, waitCheck, go, site, host, violations, consoleErrors, LONG } = t;
  const out = path.resolve(process.env.SITE_SHOTS || "target/site");
  fs.mkdirSync(out, { recursive: true });
  const page = (name, params = {}) => `${site}test-pages/${name}?${new URLSearchParams(params)}`;
  const metrics = (width, height = 900) => call("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 500 });
  const table = [];
  // The builder opened at `url` in a page of its own (from another figure's builder, an
  // address that differs only in its fragment would not load a new page).
  const builder = async (url) => { await go("about:blank"); await go(url); };

  // 1. Sizes. Each game in each form, at each column width (the window 40 px wider).
  // (FIGURES_ONLY=keys: the builder typed into, alone, as for a build before issue 36;
  // FIGURES_ONLY=builder: the builder's image and its smaller defects, alone.)
  const only = process.env.FIGURES_ONLY;
  for (const w of only && only !== "sizes" ? [] : COLUMNS) {
    await metrics(w + 40);
    for (const game of GAMES) {
      await go(page("sizes.html", { game, w }));
      const read = `(() => { const d = ${DRAWN}; const f = document.getElementById("frame");
        const fd = f.contentDocument; const el = document.getElementById("element").shadowRoot; const s = document.getElementById("script");
        const sd = s.shadowRoot ?? s; const body = fd && fd.body; const steady = !!fd && !!fd.querySelector("[data-embed]") &&
          Math.abs(f.getBoundingClientRect().height - Math.max(Math.ceil(body.getBoundingClientRect().height), body.scrollHeight)) <= 2;
        return { frame: d(fd), element: d(el), script: d(sd), steady, height: Math.round(f.getBoundingClientRect().height),
          scroll: !!fd && (fd.documentElement.scrollHeight > fd.documentElement.clientHeight + 1 || fd.documentElement.scrollWidth > fd.documentElement.clientWidth + 1) }; })()`;
      // Settled: all three drawn, the frame as tall as its figure, two reads alike.
      let last = null;
      await waitFor(`(() => { const r = ${read}; const same = JSON.stringify(r) === window.__sizesLast; window.__sizesLast = JSON.stringify(r);
        return r.frame > 0 && r.element > 0 && r.script > 0 && r.steady && same && r; })()`, LONG);
      last = lastSeen() || (await evaluate(read));
      const widths = [last.frame, last.element, last.script];
      const spread = Math.max(...widths) - Math.min(...widths);
      table.push({ game, w, ...last });
      check(`sizes: ${game} at ${w} px: the board is as wide in an iframe, an element and a script mount (±2 px), filling the column`,
        spread <= 2 && Math.min(...widths) >= w - 40, `iframe ${last.frame}, element ${last.element}, script ${last.script} px`);
      check(`sizes: ${game} at ${w} px: no scrollbar inside the frame`, last.scroll === false);
    }
  }
  // The builder's preview: its board fills the preview's width (set by the author).
  await metrics(1400);
  for (const game of only && only !== "sizes" ? [] : GAMES) {
    for (const w of COLUMNS) {
      await builder(site + "index.html#figure=" + encodeURIComponent(FIGURE[game]));
      await waitFor("!!document.querySelector('[data-builder] [data-field=width]')", LONG);
      // The width as an author sets it (typed and left).
      await evaluate(`(() => { const f = document.querySelector('[data-builder] [data-field=width]'); f.value = "${w}"; f.dispatchEvent(new Event("input", { bubbles: true })); f.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
      const read = `(() => { const f = document.querySelector("iframe[data-preview]"); const d = f && f.contentDocument;
        const body = d && d.body;
        return { preview: (${DRAWN})(d), frame: f ? Math.round(f.getBoundingClientRect().width) : 0,
          steady: !!body && Math.abs(f.getBoundingClientRect().height - Math.max(Math.ceil(body.getBoundingClientRect().height), body.scrollHeight)) <= 2,
          scroll: !!d && !!d.body && (d.documentElement.scrollHeight > d.documentElement.clientHeight + 1 || d.documentElement.scrollWidth > d.documentElement.clientWidth + 1) }; })()`;
      // Settled: the preview as tall as its figure, two reads alike.
      await waitFor(`(() => { const r = ${read}; const same = JSON.stringify(r) === window.__pLast; window.__pLast = JSON.stringify(r); return r.preview > 0 && r.steady && same && r; })()`, LONG);
      const r = lastSeen() || (await evaluate(read));
      const row = table.find((x) => x.game === game && x.w === w);
      if (row) Object.assign(row, { preview: r.preview, previewFrame: r.frame });
      check(`sizes: ${game}, the builder's preview ${w} px wide: its board fills the preview (no inner scrollbar)`,
        r.preview >= Math.min(w, r.frame) - 40 && !r.scroll, `board ${r.preview} px in a ${r.frame} px preview${r.scroll ? ", a scrollbar" : ""}`);
    }
  }
  console.log("sizes: the board's drawn width, px (game, column: iframe / element / script mount / builder preview [its frame's width]; the iframe's height)");
  for (const r of table) console.log(`sizes:   ${r.game.padEnd(12)} ${String(r.w).padStart(4)}: ${r.frame} / ${r.element} / ${r.script} / ${r.preview ?? "-"} [${r.previewFrame ?? "-"}]; ${r.height} px tall`);

  // (FIGURES_ONLY=sizes: the measurements alone, as for a build before issue 36.)
  if (only === "sizes") return;

  // A frame no script sizes holds its whole figure at the height the builder wrote for
  // it (full controls: "Open in Mancala Atlas" at its foot), at every width.
  if (!only) {
    await metrics(1400);
    await builder(site + "index.html#figure=" + encodeURIComponent("game=rio-kadalis&moves=b1%20f2&controls=full"));
    await waitFor("/height=\"\\d+\"/.test(document.querySelector('textarea[data-code=iframe]')?.value || '') && !!document.querySelector('iframe[data-preview]')?.contentDocument?.querySelector('[data-embed=figure] a[data-action=open-in-app]')", LONG);
    // The height once the preview has settled (two reads alike).
    await waitFor("(() => { const v = document.querySelector('textarea[data-code=iframe]').value; const same = v === window.__codeLast; window.__codeLast = v; return same && v; })()", LONG);
    const code = lastSeen();
    for (const w of COLUMNS) {
      await metrics(w + 40);
      await go(page("fixed.html", { w, code }));
      const seen = `(() => { const f = document.querySelector("iframe"); const d = f?.contentDocument; const a = d?.querySelector("[data-embed=figure] a[data-action=open-in-app]");
        if (!a) return null; const r = a.getBoundingClientRect(); return { bottom: Math.round(r.bottom), height: d.documentElement.clientHeight,
          scroll: d.documentElement.scrollHeight > d.documentElement.clientHeight + 1, board: (${DRAWN})(d) }; })()`;
      await waitFor(`(() => { const r = ${seen}; const same = JSON.stringify(r) === window.__fLast; window.__fLast = JSON.stringify(r); return !!r && same && r; })()`, LONG);
      const r = lastSeen() || {};
      check(`a frame nothing sizes, ${w} px wide at the builder's height: the whole figure in view, "Open in Mancala Atlas" too, no scrollbar`,
        !!r.bottom && r.bottom <= r.height && !r.scroll, JSON.stringify(r));
    }
  }

  // 2. The builder typed into as a person types: real key events at machine speed, while
  // the CPUs are busy (two processes spinning, bounded in time, ended after typing).
  const keys = (text) => [...text].flatMap((ch) => [
    call("Input.dispatchKeyEvent", { type: "keyDown", key: ch, text: ch, unmodifiedText: ch }),
    call("Input.dispatchKeyEvent", { type: "keyUp", key: ch })]);
  const special = (key, code, vk, modifiers = 0) => [
    call("Input.dispatchKeyEvent", { type: "rawKeyDown", key, code, windowsVirtualKeyCode: vk, modifiers }),
    call("Input.dispatchKeyEvent", { type: "keyUp", key, code, windowsVirtualKeyCode: vk, modifiers })];
  const busy = () => [0, 1].map(() => spawn(process.execPath, ["-e", "const end = Date.now() + 60000; while (Date.now() < end) {}"], { stdio: "ignore" }));
  const field = (name) => `document.querySelector('[data-builder] [data-field=${name}]')`;
  if (only !== "builder") {
    await metrics(1280, 900);
    const query = `game=hoyito-3&position=${encodeURIComponent(REPEAT)}&moves=${encodeURIComponent(LONG_GAME)}`;
    await builder(site + "index.html#figure=" + encodeURIComponent(query));
    await waitFor(`!!${field("first")} && !!document.querySelector('iframe[data-preview]')?.contentDocument?.querySelector('[data-embed] [data-hole]')`, LONG);
    // Cut from move 7 to move 12, shown first after move 8.
    for (const [name, v] of [["first", 7], ["last", 12], ["at", 8]]) {
      await evaluate(`(() => { const s = ${field(name)}; s.value = "${v}"; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
      await waitFor(`${field(name)}.value === "${v}"`);
    }
    const preview = "document.querySelector('iframe[data-preview]')?.contentDocument";
    await waitCheck("a figure cut from move 7 says the game's own numbers: \"Move 8: North plays e2\", \"Move 8 of 12\"",
      `(() => { const d = ${preview}; const f = d && d.querySelector('[data-embed]'); return !!f && /Move 8: North plays e2/.test(f.querySelector('[data-caption]')?.textContent || '') && /Move 8 of 12/.test(f.querySelector('[data-counter]')?.textContent || ''); })()`, LONG);
    check("the builder's labels say the same step (\"Move 8: North plays e2\")",
      /Move 8: North plays e2/.test(await evaluate(`${field("at")}.selectedOptions[0].textContent`)));
    // Six captions (moves 7 to 12), typed one after the other: focus, type at once, Tab.
    // Long enough that the preview, drawn again after each caption, answers while the next
    // one is being typed (a drawing then would take back what was typed, before the fix).
    const more = " The seeds go round the row one by one, and the move ends where the last seed falls.";
    const texts = ["South opens the sowing from b1.", "North answers from e2 at once.", "South sows f1 round the row.",
      "North plays a2 to the corner.", "South comes back to c1.", "North ends the cut with d2."].map((t) => t + more);
    const burners = busy();
    try {
      await evaluate("document.querySelector('[data-builder] textarea[data-caption=\"7\"]').focus(), true");
      const sent = [];
      for (const [i, text] of texts.entries()) {
        sent.push(...keys(text));
        if (i < texts.length - 1) sent.push(...special("Tab", "Tab", 9));
      }
      await Promise.all(sent);
      // Then the width: moved to (the focus put there), typed at once.
      await evaluate(`${field("width")}.focus(), true`);
      await Promise.all([...keys("640"), ...special("Tab", "Tab", 9)]);
    } finally {
      for (const b of burners) b.kill();
    }
    const typed = texts.join("").length + 3;
    const read = `[...document.querySelectorAll('[data-builder] textarea[data-caption]')].map((t) => t.value).concat(${field("width")}.value)`;
    await waitFor(`(() => { const v = JSON.stringify(${read}); const same = v === window.__typedLast; window.__typedLast = v; return same; })()`, LONG);
    const values = (await evaluate(read)) || [];
    // Keystrokes kept: the longest common subsequence of what was typed and what is there.
    const lcs = (a, b) => { const m = Array(b.length + 1).fill(0); for (const x of a) { let prev = 0; for (let j = 1; j <= b.length; j++) { const t = m[j]; m[j] = x === b[j - 1] ? prev + 1 : Math.max(m[j], m[j - 1]); prev = t; } } return m[b.length]; };
    const want = [...texts, "640"];
    const kept = want.reduce((n, text, i) => n + lcs(text, values[i] || ""), 0);
    console.log(`keystrokes: ${kept} of ${typed} kept, typed at machine speed on busy CPUs`);
    check("every keystroke typed at machine speed on busy CPUs is kept (six captions and the width)", kept === typed,
      `${kept} of ${typed}: ${JSON.stringify(values)}`);
    await waitCheck("what was typed is in the figure's code (its captions, width=640)",
      `(() => { const c = document.querySelector('textarea.builder-code')?.value || '';
        // The code's address read back (its parameters percent-encoded, as the code may
        // leave a comma as it is), so that the captions are compared as typed.
        let read = c; try { read = decodeURIComponent(c.replaceAll('&amp;', '&')); } catch (_) { /* left as it is */ }
        return ${JSON.stringify(texts)}.every((t) => read.includes(t)) && /width(=|=")640/.test(c); })()`, LONG);
    // A caption being typed when another control changes the figure stays.
    await evaluate("document.querySelector('[data-builder] textarea[data-caption=\"9\"]').focus(), true");
    await Promise.all(keys(" More."));
    await evaluate(`(() => { const s = ${field("theme")}; s.value = "dark"; s.dispatchEvent(new Event("change", { bubbles: true })); return true; })()`);
    await waitFor("(document.querySelector('textarea.builder-code')?.value || '').includes('theme=dark')", LONG);
    check("a caption still being typed when another control changes the figure is kept",
      (await evaluate("document.querySelector('[data-builder] textarea[data-caption=\"9\"]').value")) === texts[2] + " More.");
    await evaluate("document.activeElement.blur(), true");
    // The codes with width 640, for the page under the manual's policy below.
    const codes = [];
    for (const form of ["iframe", "element", "script"]) {
      await evaluate(`document.querySelector('input[name=builder-form][value=${form}]').click(), true`);
      await waitFor(`!!document.querySelector('textarea[data-code=${form}]')`);
      codes.push(await evaluate(`document.querySelector('textarea[data-code=${form}]').value`));
    }
    t.codes = codes;
    check("the builder's code has no inline style (a page's policy may forbid it)", codes.every((c) => !/\sstyle=/.test(c)), codes.join(" | "));
    // A reload keeps the width, the captions, the cut and the moves after "To".
    await waitFor("location.hash.includes('after=')", LONG);
    await go();
    await waitFor(`!!${field("width")} && !!document.querySelector('iframe[data-preview]')`, LONG);
    const back = await evaluate(`({ width: ${field("width")}.value, moves: ${field("moves")}.value.trim().split(/\\s+/).length,
      first: ${field("first")}.value, last: ${field("last")}.value, caption: document.querySelector('[data-builder] textarea[data-caption="8"]')?.value })`);
    check("a reload keeps the width, the cut, its captions and the moves after \"To\"",
      back && back.width === "640" && back.moves === 23 && back.first === "7" && back.last === "12" && back.caption === texts[1], JSON.stringify(back));
  }
  if (only === "keys") return;

  // 5. The builder's image in the figure's language (French), as its preview shows it.
  {
    await builder(site + "index.html#figure=" + encodeURIComponent("game=hoyito-3&moves=c1&lang=fr&caption1=Le%20Sud%20s%C3%A8me"));
    await waitFor("!!document.querySelector('[data-builder] [data-download] [data-format=svg]')", LONG);
    const dir = fs.mkdtempSync(path.join(out, "download-"));
    await call("Page.setDownloadBehavior", { behavior: "allow", downloadPath: dir });
    await evaluate("document.querySelector('[data-builder] [data-download] summary').click(), document.querySelector('[data-builder] [data-download] [data-format=svg]').click(), true");
    const file = await (async () => { for (let i = 0; i < 200; i++) { const f = fs.readdirSync(dir).find((n) => n.endsWith(".svg")); if (f) return path.join(dir, f); await new Promise((r) => setTimeout(r, 100)); } return null; })();
    const svg = file ? fs.readFileSync(file, "utf8") : "";
    const title = (svg.match(/<title>([^<]*)<\/title>/) || [])[1] || "";
    // The preview's board, once its frame has drawn it (the figure comes in a frame of
    // its own, and may come after the image).
    const previewTitle = "(() => { const d = document.querySelector('iframe[data-preview]')?.contentDocument; return d?.querySelector('[data-embed] svg.board.main')?.getAttribute('aria-label') || ''; })()";
    await waitFor(previewTitle, LONG);
    const figureTitle = lastSeen() || "";
    check("the builder's image of a French figure is French throughout (its board's words as its preview's)",
      !!title && title === figureTitle && !/South|North/.test(title), `${title} / preview: ${figureTitle}`);
    await call("Page.setDownloadBehavior", { behavior: "default" });
  }

  // 9. The builder's smaller defects.
  {
    await builder(site + "index.html#figure=" + encodeURIComponent("game=hoyito-3&moves=c1%20f2"));
    await waitFor(`!!${field("options")}`, LONG);
    check("\"Options and start position\" shows a disclosure marker",
      await evaluate("(() => { const s = document.querySelector('[data-builder] .builder-more summary'); return getComputedStyle(s).display === 'list-item' || getComputedStyle(s, '::before').content !== 'none'; })()"));
    await evaluate("document.querySelector('[data-builder] .builder-more summary').click(), true");
    await evaluate(`${field("options")}.focus(), true`);
    await Promise.all(keys("{}"));
    await Promise.all([...special("Backspace", "Backspace", 8), ...special("Backspace", "Backspace", 8)]);
    await Promise.all(special("Tab", "Tab", 9));
    await waitFor("!!document.querySelector('iframe[data-preview]')");
    check("\"Options and start position\" stays open when its field is cleared",
      await evaluate("document.querySelector('[data-builder] .builder-more').open"));
    await evaluate(`${field("position")}.focus(), true`);
    await Promise.all(keys('{"pits": [[4,4,4,4,4,4],[4,4,4,4,4,4]], oops}'));
    await Promise.all(special("Tab", "Tab", 9));
    await waitCheck("a start position that is not JSON is said with its place in the field (not a record's line 2)",
      "(() => { const e = document.getElementById('builder-position-error'); return !!e && /line 1, column \\d+/.test(e.textContent) && !/line 2/.test(e.textContent) && e.textContent; })()", LONG);
    check("while an error is shown, the steps keep their names and the code box says why it is gone",
      await evaluate(`/Move 1: South plays c1/.test(${field("last")}.textContent) && !!document.querySelector('[data-no-code]')`), String(lastSeen()));
    await evaluate(`(() => { const p = ${field("paste")}; p.value = '<iframe src="https://example.com/x" width="600" height="400"></iframe>'; p.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`);
    await evaluate("document.querySelector('[data-action=open-pasted]').click(), true");
    await waitCheck("another site's iframe pasted is said to be no Mancala Atlas figure",
      "(() => { const e = document.getElementById('builder-paste-error'); return !!e && /not a Mancala Atlas figure/.test(e.textContent) && !/no parameter/.test(e.textContent); })()");
  }
  if (only === "builder") return;

  // 6 and 7. The builder's codes (width 640) on another site's page under exactly the
  // manual's policy, with the blog's own caption rule: every form drawn, no violation,
  // no border, no wider than 640 px; the blog's styles reach none of them.
  if (t.codes) {
    await metrics(1280, 900);
    violations.length = 0;
    await go(host + "policy.html?" + new URLSearchParams({ codes: JSON.stringify(t.codes) }));
    await waitCheck("under the manual's policy the builder's code draws in every form (iframe, element, script)",
      `[0, 1, 2].every((i) => { const f = document.getElementById('code-' + i); const fr = f.querySelector('iframe');
        if (fr) return fr.getBoundingClientRect().height > 150; const h = f.querySelector('mancala-figure, [data-mancala-atlas]'); return !!h?.shadowRoot?.querySelector('[data-embed] svg.board.main [data-hole]'); })`, LONG);
    check("under the manual's policy: no violation (frame-src, styles and all)", violations.length === 0, violations.join(" / "));
    const seen = await evaluate(`[0, 1, 2].map((i) => { const f = document.getElementById('code-' + i); const fr = f.querySelector('iframe');
      if (fr) { const s = getComputedStyle(fr); return { border: s.borderTopWidth }; }
      const h = f.querySelector('mancala-figure, [data-mancala-atlas]'); const fig = h.shadowRoot.querySelector('[data-embed]');
      const cap = fig.querySelector('figcaption'); const cs = getComputedStyle(cap);
      return { width: Math.round(fig.getBoundingClientRect().width), italic: cs.fontStyle, color: cs.color }; })`);
    check("the iframe's code has no border under the policy", seen && seen[0].border === "0px", JSON.stringify(seen && seen[0]));
    check("the element's and the script mount's width=640 holds under the policy", seen && seen[1].width <= 640 && seen[2].width <= 640 && seen[1].width > 600, JSON.stringify(seen));
    check("the blog's caption rule (italic grey) reaches no figure: the element and the script mount alike",
      seen && [seen[1], seen[2]].every((s) => s.italic === "normal" && s.color !== "rgb(170, 170, 170)"), JSON.stringify(seen));
    violations.length = 0;
    consoleErrors.length = 0;
  }

  // 4. Print: figures that play by themselves printed while they sow.
  const pdfText = (file) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  {
    await metrics(1100, 900);
    await go(page("print.html"));
    // The element caught sowing (the frame is playing too, or has played to its end).
    const sowing = `(() => { const a = document.getElementById('auto').shadowRoot?.querySelector('[data-embed=figure] svg.board.main');
      const f = document.getElementById('frame').contentDocument?.querySelector('[data-embed] svg.board.main');
      return a?.dataset.animating === 'true' && !!f; })()`;
    const caught = await waitFor(sowing, LONG);
    check("print: the figures are caught sowing (the case to print)", caught);
    const pdf = await call("Page.printToPDF", {});
    const file = path.join(out, "autoplay.pdf");
    if (pdf.result) fs.writeFileSync(file, Buffer.from(pdf.result.data, "base64"));
    const text = pdf.result ? pdfText(file) : "";
    check("print: a figure playing by itself prints the end of its moves, whole (element and frame)",
      /STEPTWOA/.test(text) && /STEPTWOC/.test(text) && !/STEPZEROA|STEPONEA|STEPZEROC|STEPONEC/.test(text), text.replace(/\s+/g, " ").slice(0, 300));
    check("print: a figure's print-at is the step printed", /STEPONEB/.test(text) && !/STEPTWOB|STEPZEROB/.test(text));
    check("print: no sowing in flight is printed (no \"in hand\", no \"sowing\")", !/in hand|sowing/i.test(text));
  }
  // Frames of another origin, read through the protocol (each in a process of its own).
  const frameSessions = new Set();
  t.on("Target.attachedToTarget", (p) => { if (p.targetInfo.type === "iframe") frameSessions.add(p.sessionId); });
  const attach = (types) => call("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: true, flatten: true,
    filter: [...types.map((type) => ({ type, exclude: false })), { exclude: true }] });
  const frameEval = async (match, expression) => {
    for (const sid of frameSessions) {
      const href = (await call("Runtime.evaluate", { expression: "location.href", returnByValue: true }, sid)).result?.result?.value || "";
      if (!href.includes(match)) continue;
      return (await call("Runtime.evaluate", { expression, returnByValue: true }, sid)).result?.result?.value;
    }
    return null;
  };
  const frameUntil = async (match, expression) => {
    for (const end = Date.now() + LONG; Date.now() < end; await new Promise((r) => setTimeout(r, 150))) {
      const v = await frameEval(match, expression);
      if (v) return v;
    }
    return null;
  };
  await attach(["worker", "iframe"]);
  // A frame of another origin prints itself: no blank between its caption and the page's.
  {
    await metrics(1100, 900);
    await go(host + "crossprint.html");
    // Drawn and sized: the frame told the page its figure's height (it has none before).
    const drawn = await waitFor("document.readyState === 'complete' && document.querySelector('iframe').style.height !== ''", LONG);
    // Printed until the frame's own caption is in the PDF: on a busy machine the frame's
    // process may draw it after it has told its height (a condition, not a time).
    const file = path.join(out, "crossprint.pdf");
    let xml = "";
    for (const end = Date.now() + LONG; ; await new Promise((r) => setTimeout(r, 500))) {
      const pdf = await call("Page.printToPDF", {});
      if (pdf.result) fs.writeFileSync(file, Buffer.from(pdf.result.data, "base64"));
      xml = pdf.result ? execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" }) : "";
      if (xml.includes(">CROSSCAPTION<") || Date.now() > end) break;
    }
    const y = (word) => { const m = xml.match(new RegExp(`<word xMin="[\\d.]+" yMin="([\\d.]+)" xMax="[\\d.]+" yMax="([\\d.]+)">${word}</word>`)); return m ? [Number(m[1]), Number(m[2])] : null; };
    const own = y("CROSSCAPTION"), theirs = y("ARTICLECAPTION");
    check("print: a frame of another origin leaves no blank under its caption (its caption near the page's)",
      drawn && !!own && !!theirs && theirs[0] - own[1] < 60, `drawn ${drawn}; caption at ${own}, the page's at ${theirs} (pt)`);
  }
  // 8. "Open in Mancala Atlas" in a sandboxed frame (no new tab allowed): the frame says
  // so and shows the address.
  {
    await metrics(1280, 900);
    await go(host + "sandbox.html");
    // (The frame with full controls, not the page's other frame, nocors/embed.html?game=katro.)
    await frameUntil("embed.html?game=katro&moves=a1&controls=full", "(() => { const a = document.querySelector('[data-embed=figure] a[data-action=open-in-app]'); if (!a) return false; a.click(); return true; })()");
    const said = await frameUntil("embed.html?game=katro&moves=a1&controls=full", "(() => { const n = document.querySelector('[data-open-blocked]'); const i = n?.querySelector('input'); return n && i && /new tab/.test(n.textContent) && /#/.test(i.value) ? i.value : null; })()");
    check("in a sandboxed frame, \"Open in Mancala Atlas\" says it cannot open a tab and shows the address to copy", !!said, String(said));
  }
  await attach(["worker"]);
  violations.length = 0;
  consoleErrors.length = 0;

  // 10. The app: on a 1280 × 657 window the redistribution panel never covers "Make a
  // figure"; the article: readable plots on a phone, no empty band under Figure 4.
  {
    await metrics(1280, 657);
    await go(site + "index.html");
    await waitFor("!!document.querySelector('[data-game-card=kiothi]') && !!document.querySelector('[data-action=start]')", LONG);
    await evaluate("document.querySelector('[data-game-card=kiothi]').click(), document.querySelector('[data-action=start]').click(), true");
    await waitFor("!!document.querySelector('.draft') && !!document.querySelector('[data-action=make-figure]')", LONG);
    const free = await evaluate(`(() => { const b = document.querySelector('[data-action=make-figure]'); b.scrollIntoView({ block: 'end' });
      const r = b.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); return hit === b || b.contains(hit); })()`);
    check("in a 657 px tall window the redistribution panel does not cover \"Make a figure\"", free === true);
    await metrics(1280, 900);
    await go(site + "article.html");
    await waitFor("(() => { const m = document.querySelector('.figure-mount'); const f = m?.shadowRoot?.querySelector('[data-embed] svg.board.main [data-hole]'); return !!f; })()", LONG);
    const band = await evaluate("(() => { const m = document.querySelector('.figure-mount'); const f = m.shadowRoot.querySelector('[data-embed]'); return Math.round(m.getBoundingClientRect().bottom - f.getBoundingClientRect().bottom); })()");
    check("at 1280 px the article's script-mounted figure has no empty band under it", band !== undefined && band <= 4, `${band} px`);
    await metrics(390, 844);
    await go(site + "article.html");
    const plots = "[...document.querySelectorAll('figure.figure-plot > img')]";
    await waitFor(`${plots}.length === 4 && ${plots}.every((i) => (i.scrollIntoView({ block: 'center' }), i.complete && i.naturalWidth > 0))`, LONG);
    const scale = await evaluate(`${plots}.map((i) => Math.round(100 * i.getBoundingClientRect().width / 760) / 100)`);
    check("on a phone the article's plots keep readable words (drawn at 0.75 of their size or more)", Array.isArray(scale) && scale.every((s) => s >= 0.75), JSON.stringify(scale));
    check("on a phone the article does not scroll sideways as a whole", (await evaluate("document.documentElement.scrollWidth <= innerWidth")) === true);
  }

  // 11. An annotated record's marks, comments and header (issue 39): at every step, the
  // figure draws the record's marks and no other — its first drawing (no controls), the
  // figure itself (full controls, stepped through), and a <mancala-figure> element —, a
  // comment is the step's caption, and the header is the credit line asked for.
  {
    await metrics(720, 900);
    const moves = encodeURIComponent(annotatedMoves());
    const base = `${site}embed.html?game=hoyito-3&moves=${moves}&players=Ana%20and%20Luis&place=Santiago&credit=yes&lang=en`;
    const last = ANNOTATED.length - 1;
    // The first drawing (no controls: it stays a drawing), opened at each step.
    {
      const wrong = [];
      for (let k = 0; k <= last; k++) {
        await go(`${base}&controls=none&at=${k}`);
        const want = expectedMarks(k);
        const got = await waitFor(`(() => { if (!document.querySelector('[data-embed] svg.board.main [data-hole]')) return null; return ${DRAWN_MARKS}(document) === ${JSON.stringify(want)}; })()`, LONG);
        if (!got) wrong.push(`step ${k}: drawn ${JSON.stringify(await evaluate(`${DRAWN_MARKS}(document)`))}, the record's ${JSON.stringify(want)}; ${await evaluate("(document.querySelector('[data-embed]')?.textContent || '').slice(0, 160)")}`);
      }
      check(`an annotated figure's first drawing draws the record's marks at each of its ${last + 1} steps`, wrong.length === 0, wrong.join(" / "));
    }
    // The figure itself (full controls), stepped forward with its own button from the
    // start: each step draws that step's marks; move 1's comment is its caption, and the
    // header the credit line asked for.
    {
      await go(`${base}&controls=full&at=0`);
      const wrong = [];
      let said = null;
      for (let k = 0; k <= last; k++) {
        if (k > 0) await waitFor("(() => { const b = document.querySelector('[data-embed=figure] [data-action=forward]'); if (!b || b.disabled) return false; b.click(); return true; })()", LONG);
        const want = expectedMarks(k);
        const ok = await waitFor(`(() => { const f = document.querySelector('[data-embed=figure]'); const svg = f && f.querySelector('svg.board.main'); return !!svg && svg.dataset.animating === 'false' && ${DRAWN_MARKS}(document) === ${JSON.stringify(want)}; })()`, LONG);
        if (!ok) wrong.push(`step ${k}: drawn ${JSON.stringify(await evaluate(`${DRAWN_MARKS}(document)`))}, the record's ${JSON.stringify(want)}`);
        if (k === 1) {
          await waitFor("(() => { const c = document.querySelector('[data-caption]'); return !!c && /South sows c1\\./.test(c.textContent) && !!c.querySelector('[data-credit]'); })()", LONG);
          said = await evaluate("(document.querySelector('[data-caption]')?.textContent || '').includes('South sows c1.') ? document.querySelector('[data-caption] [data-credit]')?.textContent : null");
        }
      }
      check("stepping through an annotated figure, each step draws that step's marks", wrong.length === 0, wrong.join(" / "));
      check("a comment is its step's caption, and the header the credit line asked for", said === "Players: Ana and Luis · Place: Santiago", String(said));
    }
    await go(page("marks.html", { at: "3" }));
    const inElement = await waitFor(`(() => { const r = document.getElementById('element')?.shadowRoot; return ${DRAWN_MARKS}(r) === ${JSON.stringify(expectedMarks(3))}; })()`, LONG);
    check("a <mancala-figure> element draws the record's marks at its step", !!inElement,
      String(await evaluate(`${DRAWN_MARKS}(document.getElementById('element')?.shadowRoot)`)));
  }
}

module.exports = { figures, pages, hostPages };

// Alone: `node --experimental-websocket tests/site/figures.js DIST` serves DIST under
// /atlas/ and a host page on another port, and runs the checks above.
if (require.main === module) {
  const http = require("http");
  const { open } = require("./devtools.js");
  const dist = path.resolve(process.argv[2] || "dist");
  const PREFIX = "/atlas/";
  const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".txt": "text/plain" };
  const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";
  let atlasBase = "";
  const atlas = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    res.setHeader("access-control-allow-origin", "*");
    if (!url.pathname.startsWith(PREFIX)) { res.writeHead(404); res.end(); return; }
    const rel = decodeURIComponent(url.pathname.slice(PREFIX.length)) || "index.html";
    if (rel.startsWith("test-pages/")) {
      const body = pages(rel.slice("test-pages/".length), url);
      if (body === undefined) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, { "content-type": "text/html" });
      res.end(body);
      return;
    }
    const file = path.join(dist, rel);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream",
      "content-security-policy": CSP + (file.endsWith("embed.html") ? "; frame-ancestors *" : "") });
    res.end(fs.readFileSync(file));
  });
  const hostSrv = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    const name = url.pathname.slice(1);
    let body = hostPages(name, atlasBase, url);
    if (body === undefined && /^[a-z.-]+$/.test(name) && fs.existsSync(path.join(__dirname, "host", name))) {
      body = fs.readFileSync(path.join(__dirname, "host", name), "utf8").replaceAll("{{ATLAS}}", atlasBase);
    }
    if (body === undefined) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { "content-type": TYPES[path.extname(name)] || "text/html" });
    res.end(body);
  });
  let passed = 0, failed = 0;
  const check = (name, ok, detail = "") => {
    if (ok) passed++; else failed++;
    console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ": " + detail : ""}`);
  };
  (async () => {
    await new Promise((r) => atlas.listen(0, "127.0.0.1", r));
    await new Promise((r) => hostSrv.listen(0, "127.0.0.1", r));
    const site = `http://127.0.0.1:${atlas.address().port}${PREFIX}`;
    atlasBase = site;
    const host = `http://127.0.0.1:${hostSrv.address().port}/`;
    const b = await open({ profilePrefix: "figures-test-" });
    const violations = [], consoleErrors = [];
    b.on("Runtime.bindingCalled", (p) => { if (p.name === "__atlasCspViolation") violations.push(p.payload); });
    b.on("Target.attachedToTarget", (p) => b.call("Runtime.runIfWaitingForDebugger", {}, p.sessionId));
    await b.call("Runtime.enable");
    await b.call("Runtime.addBinding", { name: "__atlasCspViolation" });
    await b.call("Page.addScriptToEvaluateOnNewDocument", { source: `addEventListener("securitypolicyviolation", (e) =>
      __atlasCspViolation(location.href + ": " + e.violatedDirective + " blocked " + (e.blockedURI || "?")), true);` });
    const go = async (url) => {
      await b.evaluate("window.__old = true");
      await b.call(url ? "Page.navigate" : "Page.reload", url ? { url } : {});
      await b.waitFor("!window.__old && document.readyState !== 'loading'");
    };
    const waitCheck = async (name, expression, ms = 30000) => {
      const ok = await b.waitFor(expression, ms);
      check(name, ok, ok ? "" : `last seen ${JSON.stringify(b.lastSeen())}`);
      return ok;
    };
    setTimeout(() => { console.log("FAIL did not finish in 20 minutes"); process.exit(1); }, 20 * 60000).unref();
    try {
      await figures({ ...b, check, waitCheck, go, site, host, violations, consoleErrors, LONG: 60000 });
    } catch (e) {
      check("the checks ran to their end", false, String(e && e.stack || e));
    }
    console.log(`${passed} passed, ${failed} failed`);
    await b.close();
    atlas.close();
    hostSrv.close();
    process.exit(failed ? 1 : 0);
  })();
}
