// The example article printed (site.js runs this): Chromium's PDF of article.html, opened
// afresh and printed without scrolling — so that the lazy frames below the first screen
// have not loaded, and one figure has been stepped on — holds every figure's board at the
// step it shows (its hole and store counts, read from the PDF's words with poppler's
// `pdftotext -bbox-layout`, are the numbers the figure's board shows, no more, no fewer),
// its author's caption and the article's own caption, on one page, and none of its
// controls' words. A frame that had not loaded prints the moment it opens at. The PDF is
// saved as target/site/article.pdf. Every check waits for its condition.
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");

const FIGURES = `document.querySelectorAll('iframe[src^="embed.html"], [data-mancala-atlas]')`;

// In the page: what the figure `root` shows — its step, its board's counts and the numbers
// drawn on it, its author's caption, its controls' words — or null if it shows no board.
const READ = `((root) => { const ints = (s) => s.normalize("NFKC").replace(/\\p{Cf}/gu, "").split(/\\s+/).filter((w) => /^\\d+$/.test(w));
  return root && root.querySelector("svg.board.main [data-hole]") ? { at: root.dataset.at ?? "",
    animating: root.querySelector("svg.board.main").dataset.animating === "true",
    playing: root.dataset.playing === "true",
    counts: [...root.querySelectorAll("svg.board.main [data-count]")].map((e) => e.dataset.count).sort(),
    numbers: [...root.querySelectorAll("svg.board.main text")].flatMap((t) => ints(t.textContent)).sort(),
    caption: root.querySelector(".embed-author")?.textContent.trim() ?? "",
    controls: [...root.querySelectorAll("button, summary, option, a, .embed-counter")].map((e) => e.textContent.trim()).filter(Boolean) } : null; })`;

// At `beforeprint` (after embed.js's listener has put its copies in), for each figure:
// what it shows on screen, and the copy of it that is printed, for a frame.
const RECORD = `(() => { window.__printed = null; addEventListener("beforeprint", () => {
  const read = ${READ};
  window.__printed = [...${FIGURES}].map((el) => {
    const frame = el.tagName === "IFRAME";
    const copy = frame && el.nextElementSibling?.classList.contains("atlas-embed-print") ? el.nextElementSibling : null;
    return { title: el.getAttribute("title") || el.getAttribute("aria-label"),
      loaded: !frame || el.contentDocument?.URL !== "about:blank",
      screen: read((frame ? el.contentDocument : (el.shadowRoot ?? el))?.querySelector("[data-embed]")),
      copy: copy ? read((copy.shadowRoot ?? copy).querySelector("[data-embed]")) : null,
      figcaption: el.closest(".subfigure, .figure").querySelector(":scope > figcaption").textContent };
  });
}, { once: true }); return true; })()`;

// The article's own text (its figures' words left out), which the PDF's lines of text are
// told apart from the figures' by.
const ARTICLE_TEXT = `(() => { const b = document.body.cloneNode(true);
  for (const e of b.querySelectorAll("iframe, [data-mancala-atlas], .atlas-embed-print, script")) e.remove(); return b.textContent; })()`;

const norm = (s) => s.normalize("NFKC").replace(/\p{Cf}/gu, "");
const letters = (s) => norm(s).replace(/[^\p{L}\p{N}]/gu, "");
const RTL = /[\u0590-\u08ff]/;
const unescape = (s) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&#39;/g, "'").replace(/&amp;/g, "&");

// The PDF's pages as lines of words with their boxes (points, y down). A line with
// right-to-left words is put back in reading order: pdftotext gives its words, and an RTL
// word's letters, as they stand on the page.
function pdfPages(file) {
  const xml = execFileSync("pdftotext", ["-bbox-layout", file, "-"], { encoding: "utf8", maxBuffer: 64 << 20 });
  const box = (attrs) => Object.fromEntries([...attrs.matchAll(/(\w+)="([\d.]+)"/g)].map(([, k, v]) => [k, Number(v)]));
  return xml.split("<page ").slice(1).map((page) => [...page.matchAll(/<line ([^>]*)>([\s\S]*?)<\/line>/g)].map(([, attrs, body]) => {
    const words = [...body.matchAll(/<word ([^>]*)>([^<]*)<\/word>/g)].map(([, a, t]) => ({ ...box(a), text: norm(unescape(t)) }));
    const rtl = words.some((w) => RTL.test(w.text));
    const reading = rtl ? words.map((w) => (RTL.test(w.text) ? [...w.text].reverse().join("") : w.text)).reverse() : words.map((w) => w.text);
    return { ...box(attrs), words, text: reading.join(" "), letters: letters(reading.join("")) };
  }));
}

// Where `text` stands on one page: the page and the lines it spans, or null.
function locate(pages, text) {
  const want = letters(text);
  for (let p = 0; p < pages.length && want; p++) {
    const lines = pages[p];
    const starts = [];
    let all = "";
    for (const line of lines) { starts.push(all.length); all += line.letters; }
    const at = all.indexOf(want);
    if (at < 0) continue;
    const lineAt = (i) => starts.findLastIndex((s) => s <= i);
    const span = lines.slice(lineAt(at), lineAt(at + want.length - 1) + 1);
    return { page: p, top: Math.min(...span.map((l) => l.yMin)), bottom: Math.max(...span.map((l) => l.yMax)),
      left: Math.min(...span.map((l) => l.xMin)), right: Math.max(...span.map((l) => l.xMax)) };
  }
  return null;
}

async function print({ call, evaluate, waitFor, lastSeen }, { site, check, waitCheck, go }) {
  const out = path.resolve(process.env.SITE_SHOTS || "target/site");
  fs.mkdirSync(out, { recursive: true });
  const pdfFile = path.join(out, "article.pdf");
  await call("Emulation.setDeviceMetricsOverride", { width: 1100, height: 900, deviceScaleFactor: 1, mobile: false });
  await go(site + "article.html");
  // Printed once what is in view has drawn: the script-mounted figure, every frame that
  // has loaded; and the first figure stepped on to its move (the reader's step, not the
  // author's, is the one printed).
  const first = `${FIGURES}[0].contentDocument?.querySelector("[data-embed=figure]")`;
  await waitCheck("print: the article's first figure draws its board without scrolling",
    `!!${FIGURES}[0].contentDocument?.querySelector("[data-embed] [data-action=forward]")`, 60000);
  await evaluate(`${FIGURES}[0].contentDocument.querySelector("[data-embed] [data-action=forward]").click(), true`);
  await waitCheck("print: the first figure steps forward (the reader's step)",
    `(() => { const f = ${first}; return !!f && f.dataset.at === "1" && f.querySelector("svg.board.main").dataset.animating === "false"; })()`, 60000);
  await waitCheck("print: the figures that have loaded are drawn (the frames further down not loaded, as left)",
    `document.readyState === "complete" && [...${FIGURES}].every((el) => { const d = el.tagName === "IFRAME" ? el.contentDocument : (el.shadowRoot ?? el);
      return d.URL === "about:blank" || !!d.querySelector("[data-embed] svg.board.main [data-hole]"); })`, 60000);
  // embed.js has loaded what prints the frames (once the page's figures were drawn).
  await waitCheck("print: the page's printing of its frames is loaded (embed-print.js)",
    "performance.getEntriesByType('resource').some((e) => /embed-print\\.js$/.test(e.name)) && new Promise((r) => setTimeout(() => r(true), 0))", 60000);
  const articleLetters = letters(await evaluate(ARTICLE_TEXT));
  await evaluate(RECORD);
  const pdf = await call("Page.printToPDF", { printBackground: true });
  if (pdf.error) { check("print: Chromium prints the article to PDF", false, pdf.error.message); return; }
  fs.writeFileSync(pdfFile, Buffer.from(pdf.result.data, "base64"));
  const figures = (await evaluate("window.__printed")) || [];
  check("print: every figure was seen as it printed", figures.length >= 6, `${figures.length} figures`);
  const unloaded = figures.filter((f) => !f.loaded).length;
  check("print: without scrolling, some frames had not loaded when the article printed (the lazy case)", unloaded > 0, `${unloaded} of ${figures.length} not loaded`);
  await waitCheck("print: afterwards the page is as before (no copy left, every frame shown)",
    "!document.querySelector('.atlas-embed-print, [data-mancala-atlas-printed]')");

  // What each figure shows: on screen if it was drawn there; else, once scrolled to, its
  // frame's first step (the moment its copy printed, if it had one).
  for (const [k, f] of figures.entries()) {
    // A figure caught playing or sowing prints the whole step (issue 36): its copy's.
    f.expected = f.screen && (f.screen.playing || f.screen.animating) && f.copy ? f.copy : f.screen;
    if (f.expected) continue;
    await waitFor(`(() => { const el = ${FIGURES}[${k}]; el.scrollIntoView({ block: "center" });
      const r = (${READ})(el.contentDocument?.querySelector("[data-embed]")); return !!r && !r.animating && (${!f.copy} || r.at === ${JSON.stringify(f.copy?.at)}) && r; })()`, 60000);
    const seen = lastSeen() || null;
    f.expected = f.copy ? { ...f.copy, controls: [...f.copy.controls, ...(seen ? seen.controls : [])] } : seen;
    f.same = !!seen && !!f.copy && seen.counts.join() === f.copy.counts.join() && seen.caption === f.copy.caption;
  }
  const name = (k) => `figure ${k + 1} (${(figures[k].title || "").slice(0, 40)})`;
  const copied = figures.map((f, k) => [k, f]).filter(([, f]) => !f.screen && f.copy);
  check("print: a frame not drawn when printing prints the step it opens at (its copy = its board once loaded)",
    copied.length > 0 && copied.every(([, f]) => f.same),
    copied.map(([k, f]) => `${name(k)}: ${f.same ? "the same" : "not the same"}`).join("; ") || "no copy was printed");
  const stepped = figures[0]?.copy;
  check("print: a frame drawn on screen prints the step it shows (the first figure's move 1)",
    !!stepped && stepped.at === "1" && stepped.counts.join() === figures[0].screen?.counts.join(), JSON.stringify({ screen: figures[0]?.screen?.at, copy: stepped?.at }));

  let pages = [];
  try { pages = pdfPages(pdfFile); } catch (e) { check("print: pdftotext reads the PDF (scripts/setup.sh installs poppler-utils)", false, String(e.message || e).split("\n")[0]); return; }
  check("print: the PDF has pages of text", pages.length > 1 && pages.every((p) => p.length > 0), `${pages.length} pages, ${pdfFile}`);
  // Each figure's place: its author's caption, the article's caption below it on the same
  // page, and beside it the width of its column (figures side by side share the page).
  const places = figures.map((f) => {
    const caption = f.expected && f.expected.caption ? locate(pages, f.expected.caption) : null;
    const figcaption = caption ? locate([pages[caption.page]], f.figcaption) : null;
    return { caption, figcaption: figcaption && figcaption.top >= caption.bottom - 1 ? figcaption : null };
  });
  const prose = (line) => line.letters.length >= 12 && articleLetters.includes(line.letters);
  const regions = places.map(({ caption, figcaption }, k) => {
    if (!caption || !figcaption) return null;
    const lines = pages[caption.page];
    const mid = (c) => (c.left + c.right) / 2;
    let left = 0, right = Infinity;
    for (const [j, other] of places.entries()) {
      const c = other.caption;
      if (j === k || !c || c.page !== caption.page || c.bottom < caption.top || c.top > caption.bottom) continue;
      const edge = (mid(c) + mid(caption)) / 2;
      if (mid(c) < mid(caption)) left = Math.max(left, edge); else right = Math.min(right, edge);
    }
    const inColumn = (b) => (b.xMin + b.xMax) / 2 >= left && (b.xMin + b.xMax) / 2 <= right;
    // The figure starts below the article's last line of text above its caption.
    const above = lines.filter((l) => prose(l) && l.yMax <= caption.top + 1 && l.xMax > left && l.xMin < right);
    const start = Math.max(0, ...above.map((l) => l.yMax));
    const within = (b, end) => b.yMin >= start - 0.5 && b.yMax <= end + 0.5 && inColumn(b);
    return {
      page: caption.page + 1,
      numbers: lines.flatMap((l) => l.words).filter((w) => within(w, caption.top) && /^\d+$/.test(w.text)).map((w) => w.text).sort(),
      text: ` ${lines.filter((l) => within(l, figcaption.top)).map((l) => l.text).join(" ").replace(/\s+/g, " ")} `,
    };
  });
  const report = (bad) => bad.length ? bad.join("; ") : "";
  const badCaption = figures.map((f, k) => [k, f]).filter(([k]) => !regions[k])
    .map(([k, f]) => `${name(k)}: ${!f.expected ? "shows no board" : !places[k].caption ? "its caption is not on one page" : "the article's caption is not under it on its page"}`);
  check("print: every figure's caption is printed, with the article's caption under it on the same page",
    figures.length > 0 && badCaption.length === 0, report(badCaption) || regions.map((r, k) => `${k + 1}: page ${r.page}`).join(", "));
  const badBoard = figures.map((f, k) => [k, f]).filter(([k, f]) => regions[k] && regions[k].numbers.join() !== f.expected.numbers.join())
    .map(([k, f]) => `${name(k)} on page ${regions[k].page}: the figure shows [${f.expected.numbers.join(" ")}], the PDF has [${regions[k].numbers.join(" ")}]`);
  // Every count is among the numbers drawn (a multiset: as often as it is counted).
  const among = (all, part) => { const left = [...all]; return part.every((x) => left.includes(x) && !!left.splice(left.indexOf(x), 1)); };
  const countsShown = figures.every((f) => !f.expected || among(f.expected.numbers, f.expected.counts));
  check("print: every figure's board is printed above its caption with the numbers it shows (its counts)",
    figures.length > 0 && badCaption.length === 0 && badBoard.length === 0 && countsShown,
    report(badBoard) || (badCaption.length ? `${badCaption.length} figures not found` : countsShown ? figures.map((f) => f.expected.counts.length).join(", ") + " counts" : "a count is not drawn as a number"));
  const badControls = figures.map((f, k) => [k, f]).filter(([k]) => regions[k]).flatMap(([k, f]) => f.expected.controls
    .map((c) => norm(c).replace(/\s+/g, " ")).filter((c) => regions[k].text.includes(` ${c} `)).map((c) => `${name(k)}: "${c}"`));
  check("print: no figure prints its controls (no step bar, no button's words)",
    figures.length > 0 && badCaption.length === 0 && badControls.length === 0, report([...new Set(badControls)]) || (badCaption.length ? `${badCaption.length} figures not found` : ""));
}

module.exports = { print };
