// "Record a game" (issue 39, item 2) in the built site (site.js runs this with axe-core
// loaded in every page): a first visit reaches the recorder by touch (the light start
// screen, a game, "New game", the app's start screen's "Record a game"); a whole game of
// Hoyito III — 60 moves, over after the last — is entered on a 390×844 phone by touch
// (real touch events through the DevTools protocol, each tap at the centre of what a
// finger would touch, at machine speed: each tap waits only for the recorder to show its
// result), with comments, glyphs and marks on some moves; the page is reloaded in the
// middle and everything is still there; the record is exported (text and JSON) and read
// back equal to what was entered, and again after a reload; a move against the rules is
// named with "Record it anyway" beside it; axe-core finds no violation on the screen at
// 390 px and at 1280 px (the position editor open too); the screen fits the phone; every
// control is 44 px high and every hole 44 px across; at 1280 px the keyboard alone (real
// key events) undoes a move, enters it again, gives it a glyph, a comment and a
// highlight; the kiosk offers no recorder. The time the 60 moves took to enter is printed
// (it is measured, never checked against a limit).
// Every check waits for its condition.

// A whole game of Hoyito III from seeded random play (the engine's Position::random_move,
// seed 121): 60 moves, the game over after the last, each move one tap on its hole.
const MOVES = ("a1 e2 f2 f1 e2 d2 d2 a2 f1 d2 a1 e2 b1 b2 c1 e2 f2 f1 a2 e2 a1 b2 b1 f2 e2 c2 a1 d1 b2 c1 " +
  "d2 c1 c2 b1 e2 f1 d2 e1 f2 c1 c2 c1 b2 f2 f1 d2 b1 a2 e1 b2 b1 d2 c1 f2 e1 a2 a1 e2 f1 d2").split(" ");

// What the watcher says of some moves, right after entering them (move number → notes).
const NOTES = {
  5: { comment: "Rabe hesitates, then sows from e2.", glyph: "?!", highlight: "e2" },
  17: { comment: "Under the mango tree, the crowd laughs.", arrow: ["f2", "b2"] },
  33: { glyph: "!", label: ["c2", "nki"] },
  48: { comment: "A capture: \"{braces}\" and [%not a mark] kept as text.", highlight: "d2" },
  60: { comment: "The last four seeds go to South.", glyph: "!!" },
};

async function recorder({ call, evaluate, waitFor, check, waitCheck, go, firstVisit, site, axeCheck }) {
  const phone = { width: 390, height: 844, deviceScaleFactor: 1, mobile: true };
  await call("Emulation.setDeviceMetricsOverride", phone);
  await call("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });

  // Resolves in the page as soon as `expr` holds (checked each animation frame), false
  // after `ms`: a tap waits for its result and no longer.
  const soon = (expr, ms = 30000) => evaluate(`new Promise((r) => { const end = performance.now() + ${ms};
    const f = () => { let ok = false; try { ok = !!(${expr}); } catch (_) {} if (ok) r(true); else if (performance.now() > end) r(false); else requestAnimationFrame(f); }; f(); })`);
  // A tap at the centre of the element `selector` (of its first line, for a link that
  // wraps; scrolled into view first): touchStart
  // and touchEnd, as a finger makes them. A page still laying itself out (the start
  // screen adds its boards one a task) is given until the element is where a finger
  // would touch it, and still there a frame later; false when nothing to tap is there
  // after 10 s.
  const tap = async (selector) => {
    const at = await evaluate(`new Promise((r) => { const end = performance.now() + 10000; let last = null; const f = () => {
      const e = document.querySelector(${JSON.stringify(selector)}); let at = null;
      if (e) { e.scrollIntoView({ block: 'center', inline: 'center' }); const b = e.getClientRects()[0] || e.getBoundingClientRect();
        const x = b.left + b.width / 2, y = b.top + b.height / 2; const hit = document.elementFromPoint(x, y);
        if (b.width > 0 && hit && (hit === e || e.contains(hit))) at = { x, y }; }
      const still = at && last && at.x === last.x && at.y === last.y;
      last = at;
      if (still || performance.now() > end) r(still ? at : null); else requestAnimationFrame(f); }; f(); })`);
    if (!at) return false;
    await call("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at.x, y: at.y, radiusX: 6, radiusY: 6, force: 1 }] });
    await call("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    return true;
  };
  const tapOk = async (selector, what) => {
    const ok = await tap(selector);
    if (!ok) check(`a finger can tap ${what}`, false, selector);
    return ok;
  };
  const typeText = (text) => call("Input.insertText", { text });
  const steps = "Number(document.querySelector('section.recorder')?.dataset.steps)";
  const hole = (h) => `section.recorder svg.board.main [data-hole="${h}"]`;

  // A first visit, by touch: the light start screen, Hoyito III's card, Play; then "New
  // game" back to the app's own start screen, and its "Record a game" (the light start
  // screen has no such entry: its bundle stays as small as it is).
  await firstVisit();
  await waitFor("!!document.querySelector('#atlas-start [data-game-card=hoyito-3]') && !!window.axe", 60000);
  await tapOk("[data-game-card=hoyito-3]", "Hoyito III's card");
  await soon("document.querySelector('[data-game-card=hoyito-3]').getAttribute('aria-pressed') === 'true'");
  await tapOk("[data-action=start]", "Play");
  await waitFor("!!document.querySelector('svg.board.main[data-game=hoyito-3] [data-hole]') && !!document.querySelector('[data-action=new-game]')", 60000);
  await tapOk("[data-action=new-game]", "\"New game\"");
  await waitFor("!!document.querySelector('main.app:not(#atlas-start) [data-action=record]') && document.querySelectorAll('svg.board.mini').length === 4", 60000);
  await tapOk("[data-action=record]", "\"Record a game\"");
  const opened = await waitCheck("the start screen's \"Record a game\" opens the recorder (#record) on Hoyito III, nothing recorded",
    "location.hash === '#record' && !!document.querySelector('section.recorder[data-steps=\"0\"] [data-record-game=hoyito-3]') && !!document.querySelector(" + JSON.stringify(hole("a1")) + ")");
  if (!opened) {
    console.log("     the page: " + (await evaluate("location.hash + ' ' + JSON.stringify([...document.querySelectorAll('[data-record-game], section.recorder, [data-action=record]')].map((e) => e.outerHTML.slice(0, 120)))")));
    return;
  }
  check("the recorder fits the phone's width", (await evaluate("document.documentElement.scrollWidth <= innerWidth")) === true,
    String(await evaluate("document.documentElement.scrollWidth")));
  const small = await evaluate(`[...document.querySelectorAll('section.recorder button, section.recorder summary, section.recorder select, section.recorder input, section.recorder textarea, section.recorder a.button')]
    .filter((e) => e.getClientRects().length && !e.closest('.visually-hidden')).map((e) => [e.dataset.action || e.dataset.tool || e.tagName.toLowerCase(), Math.round(e.getBoundingClientRect().height)]).filter(([, h]) => h < 44)`);
  check("every control of the recorder is at least 44 px high on the phone", Array.isArray(small) && small.length === 0, JSON.stringify(small));
  const holeSize = await evaluate(`Math.round(Math.min(...[...document.querySelectorAll(${JSON.stringify("section.recorder svg.board.main [data-hole]")})].map((e) => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })))`);
  check("each hole (what a finger taps) is at least 44 px across on the phone", holeSize >= 44, `${holeSize} px`);

  // The notes of move `n`, entered right after it, by touch and typing.
  const note = async (n, x) => {
    if (x.comment) {
      await tapOk("textarea[data-comment]", "the comment box");
      await soon("document.activeElement === document.querySelector('textarea[data-comment]')");
      await typeText(x.comment);
    }
    if (x.glyph) {
      await tapOk(`[data-glyph="${x.glyph}"]`, `the glyph ${x.glyph}`);
      await soon(`document.querySelector('[data-glyph="${x.glyph}"]').getAttribute('aria-pressed') === 'true'`);
    }
    const tool = async (name) => {
      await tapOk(`[data-tool=${name}]`, `the ${name} tool`);
      await soon(`document.querySelector('section.recorder').dataset.tool === '${name}'`);
    };
    if (x.highlight) {
      await tool("highlight");
      await tapOk(hole(x.highlight), `hole ${x.highlight}`);
      await soon(`document.querySelector('${hole(x.highlight)}').dataset.mark === 'highlight'`);
    }
    if (x.arrow) {
      await tool("arrow");
      await tapOk(hole(x.arrow[0]), `hole ${x.arrow[0]}`);
      await soon(`!!document.querySelector('${hole(x.arrow[0])}.selected')`);
      await tapOk(hole(x.arrow[1]), `hole ${x.arrow[1]}`);
      await soon(`!!document.querySelector('section.recorder [data-mark=arrow][data-from=${x.arrow[0]}][data-to=${x.arrow[1]}]')`);
    }
    if (x.label) {
      await tool("label");
      await tapOk("input[data-label-text]", "the label's box");
      await soon("document.activeElement === document.querySelector('input[data-label-text]')");
      await typeText(x.label[1]);
      await tapOk(hole(x.label[0]), `hole ${x.label[0]}`);
      await soon(`!!document.querySelector('section.recorder [data-mark=label][data-at=${x.label[0]}]')`);
    }
    if (x.highlight || x.arrow || x.label) await tool("moves");
    void n;
  };

  // The 60 moves, by touch; the page reloaded after the 30th.
  let entering = 0;
  const slowest = { ms: 0, move: 0 };
  const enter = async (from, to) => {
    for (let i = from; i < to; i++) {
      const t0 = Date.now();
      if (!(await tapOk(hole(MOVES[i]), `hole ${MOVES[i]} (move ${i + 1})`))) return false;
      if (!(await soon(`${steps} === ${i + 1}`))) {
        check(`move ${i + 1} (${MOVES[i]}) is recorded by its tap`, false, await evaluate("document.querySelector('section.recorder')?.innerText.slice(0, 300)"));
        return false;
      }
      const ms = Date.now() - t0;
      if (ms > slowest.ms) Object.assign(slowest, { ms, move: i + 1 });
      entering += ms;
      if (NOTES[i + 1]) await note(i + 1, NOTES[i + 1]);
    }
    return true;
  };
  const started = Date.now();
  let ok = await enter(0, 30);
  const firstHalf = Date.now() - started;

  // A move against the rules (South's hole at North's turn) is named, with "Record it
  // anyway"; axe finds nothing wrong with the notice either. The right move is then tapped.
  if (ok) {
    await tapOk(hole("a1"), "a hole of the player not to move");
    await waitCheck("a move against the rules is named with the engine's reason and \"Record it anyway\"",
      "(() => { const n = document.querySelector('[data-refused=a1]'); return !!n && /^a1 cannot be played: /.test(n.innerText) && !!n.querySelector('[data-action=record-anyway]'); })()");
    await axeCheck("the recorder with a move refused, on a phone");
    check("nothing is recorded for it", (await evaluate(steps)) === 30);
  }

  // A reload in the middle: the recording, its notes and the board are all there.
  const beforeReload = await evaluate("localStorage.getItem('mancala-atlas.recording')");
  await go();
  await waitCheck("reloaded after 30 moves, the recorder is back with its 30 moves and their notes",
    `${steps} === 30 && !!document.querySelector('${hole("e2")}') && /Rabe hesitates/.test(document.querySelector('[data-step="5"]')?.innerText || '') && /Under the mango tree/.test(document.querySelector('[data-step="17"]')?.innerText || '')`, 60000);
  check("the reload kept the recording as it was", (await evaluate("localStorage.getItem('mancala-atlas.recording')")) === beforeReload);
  const resumed = Date.now();
  ok = ok && (await enter(30, 60));
  const secondHalf = Date.now() - resumed;
  if (ok) {
    // Leaves the last comment box (its text is kept when it loses the focus).
    await tapOk("[data-action=export-recording]", "\"Export the record\"");
    await waitCheck("the 60 moves are recorded and the game is over on the recorder's board",
      `${steps} === 60 && document.querySelector('section.recorder svg.board.main').dataset.phase === 'over'`);
  }
  const total = firstHalf + secondHalf;
  console.log(`     the 60 moves of a whole game entered by touch on a 390 px phone: ${(total / 1000).toFixed(1)} s in all with the notes ` +
    `(${(entering / 1000).toFixed(1)} s for the 60 taps themselves, ${Math.round(entering / 60)} ms a move on average, the slowest ${slowest.ms} ms at move ${slowest.move}); the reload after move 30 not counted`);
  check("a whole 60-move game is entered by touch", ok);

  // The export, as text and JSON, reads back as what was entered.
  if (!(await waitFor("!!document.querySelector('[data-recording-export=json]')"))) {
    check("the export is shown", false);
    return;
  }
  const text = await evaluate("document.querySelector('[data-recording-export=text]').value");
  const json = await evaluate("document.querySelector('[data-recording-export=json]').value");
  let parsed = null;
  try { parsed = JSON.parse(json); } catch (_) {}
  const moveOf = (m) => (typeof m === "string" ? m : m.move);
  check("the JSON export holds the 60 moves entered", !!parsed && parsed.game === "hoyito-3" && parsed.moves.length === 60 && parsed.moves.map(moveOf).join(" ") === MOVES.join(" "),
    parsed ? parsed.moves.map(moveOf).join(" ") : json.slice(0, 200));
  const wrong = [];
  if (parsed) {
    MOVES.forEach((mv, i) => {
      const m = parsed.moves[i], x = NOTES[i + 1] || {};
      const o = typeof m === "object" ? m : {};
      const comment = (o.comments || []).find((c) => !c.lang)?.text;
      if ((x.comment || undefined) !== comment) wrong.push(`${i + 1}: comment ${JSON.stringify(comment)}`);
      if ((x.glyph || undefined) !== o.glyph) wrong.push(`${i + 1}: glyph ${o.glyph}`);
      const marks = o.marks || {};
      const holes = (marks.holes || []).map((h) => h.hole + ":" + h.colour).join(",");
      if ((x.highlight ? x.highlight + ":green" : "") !== holes) wrong.push(`${i + 1}: highlights ${holes}`);
      const arrows = (marks.arrows || []).map((a) => a.from + a.to + ":" + a.colour).join(",");
      if ((x.arrow ? x.arrow.join("") + ":green" : "") !== arrows) wrong.push(`${i + 1}: arrows ${arrows}`);
      const labels = (marks.labels || []).map((l) => l.hole + ":" + l.text).join(",");
      if ((x.label ? x.label.join(":") : "") !== labels) wrong.push(`${i + 1}: labels ${labels}`);
    });
  }
  check("the JSON export holds each comment, glyph and mark where it was entered, and nothing else", parsed && wrong.length === 0, wrong.join("; "));
  const lines = text.split("\n");
  check("the text export is the annotated record: its moves with glyphs, comments and marks in PGN's way",
    lines[0] === "game: hoyito-3" && text.includes(`${MOVES[4]}?! {[%csl Ge2] Rabe hesitates, then sows from e2.}`) &&
      text.includes(`{[%cal Gf2b2] Under the mango tree, the crowd laughs.}`) && text.includes(`${MOVES[32]}! {[%lbl c2,"nki"]}`) &&
      text.includes(`\\{braces\\}" and \\[%not a mark] kept as text.}`) && text.includes(`${MOVES[59]}!! {The last four seeds go to South.}`), "");
  const kept = await evaluate("localStorage.getItem('mancala-atlas.recording')");
  let keptRecord = null;
  try { keptRecord = JSON.parse(kept).record; } catch (_) {}
  check("what the browser keeps is the record exported", JSON.stringify(keptRecord) === JSON.stringify(parsed));
  // The record read back by the app itself: its import takes the text export as a game of
  // 60 moves (a record's annotations are the recorder's; the game is the same).
  await axeCheck("the recorder after a whole game, its notes and its export, on a phone");
  check("the recorder still fits the phone's width", (await evaluate("document.documentElement.scrollWidth <= innerWidth")) === true);

  // Reloaded once more: the same record, exported the same.
  await go();
  await waitFor(`${steps} === 60`, 60000);
  await tapOk("[data-action=export-recording]", "\"Export the record\"");
  await waitFor("!!document.querySelector('[data-recording-export=text]')");
  check("after a reload the export is the same, text and JSON",
    (await evaluate("document.querySelector('[data-recording-export=text]').value")) === text &&
      (await evaluate("document.querySelector('[data-recording-export=json]').value")) === json);

  // At 1280 px: axe on the screen, and with the position editor open.
  await call("Emulation.setTouchEmulationEnabled", { enabled: false });
  await call("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
  await waitFor("innerWidth === 1280");
  await axeCheck("the recorder at 1280 px");
  await evaluate("document.querySelector('[data-action=set-by-hand]').click(), true");
  await waitFor("!!document.querySelector('[data-editor] [data-edit-hole=a1]')");
  await axeCheck("the recorder's position editor at 1280 px");
  await evaluate("document.querySelector('[data-action=cancel-edit]').click(), true");
  await waitCheck("the position editor closes with nothing recorded", `!document.querySelector('[data-editor]') && ${steps} === 60`);

  // By the keyboard alone at 1280 px (real key events: Tab, Shift+Tab, the arrow keys,
  // Enter, text typed): the last move undone and entered again on a hole reached with the
  // arrow keys, a glyph, a comment and a highlight on it.
  const KEYS = { Tab: 9, Enter: 13, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 };
  const key = async (k, shift = false) => {
    const base = { key: k, code: k, windowsVirtualKeyCode: KEYS[k], modifiers: shift ? 8 : 0 };
    await call("Input.dispatchKeyEvent", { type: "keyDown", ...base, ...(k === "Enter" ? { text: "\r" } : {}) });
    await call("Input.dispatchKeyEvent", { type: "keyUp", ...base });
  };
  // Tab (or Shift+Tab) until the focus is on `selector`, at most 150 presses.
  const tabTo = async (selector, back = false) => {
    for (let i = 0; i < 150; i++) {
      if (await evaluate(`!!document.activeElement?.matches(${JSON.stringify(selector)})`)) return true;
      await key("Tab", back);
    }
    check(`the keyboard reaches ${selector}`, false, String(await evaluate("document.activeElement?.outerHTML.slice(0, 120)")));
    return false;
  };
  // From the hole that has the focus to `target` by the arrow keys (South at the bottom,
  // files a… left to right), at most 20 presses.
  const arrowTo = async (target) => {
    for (let i = 0; i < 20; i++) {
      const at = await evaluate("document.activeElement?.dataset?.hole || ''");
      if (at === target) return true;
      if (!at) break;
      const dir = at[1] !== target[1] ? (target[1] > at[1] ? "ArrowUp" : "ArrowDown") : (target[0] > at[0] ? "ArrowRight" : "ArrowLeft");
      await key(dir);
    }
    check(`the arrow keys reach hole ${target}`, false, String(await evaluate("document.activeElement?.outerHTML.slice(0, 120)")));
    return false;
  };
  const boardHole = "section.recorder svg.board.main [data-hole]";
  await evaluate("document.activeElement?.blur(), true");
  const last = MOVES[59];
  let keys = await tabTo("[data-action=undo-step]");
  if (keys) await key("Enter");
  keys = keys && (await waitCheck("by the keyboard alone: Enter on Undo takes the last move back", `${steps} === 59`));
  keys = keys && (await tabTo(boardHole, true)) && (await arrowTo(last));
  if (keys) await key("Enter");
  keys = keys && (await waitCheck(`by the keyboard alone: a hole reached by Shift+Tab and the arrow keys, Enter enters the move (${last})`, `${steps} === 60`));
  keys = keys && (await tabTo('[data-glyph="!"]'));
  if (keys) await key("Enter");
  keys = keys && (await waitCheck("by the keyboard alone: Enter on a glyph gives it to the move", `document.querySelector('[data-glyph="!"]').getAttribute('aria-pressed') === 'true'`));
  keys = keys && (await tabTo("textarea[data-comment]"));
  if (keys) {
    await call("Input.insertText", { text: "Entered again by the keyboard." });
    await key("Tab");
  }
  keys = keys && (await waitCheck("by the keyboard alone: a comment typed is kept when the focus leaves it",
    "/Entered again by the keyboard\\./.test(document.querySelector('[data-step=\"60\"]')?.innerText || '')"));
  keys = keys && (await tabTo("[data-tool=highlight]", true));
  if (keys) await key("Enter");
  keys = keys && (await waitCheck("by the keyboard alone: Enter on Highlight chooses the tool", "document.querySelector('section.recorder').dataset.tool === 'highlight'"));
  keys = keys && (await tabTo(boardHole, true)) && (await arrowTo("e2"));
  if (keys) await key("Enter");
  keys = keys && (await waitCheck("by the keyboard alone: Enter on a hole highlights it", `document.querySelector('${hole("e2")}').dataset.mark === 'highlight'`));
  keys = keys && (await tabTo("[data-tool=moves]"));
  if (keys) await key("Enter");
  keys = keys && (await waitCheck("by the keyboard alone: back to entering moves", "document.querySelector('section.recorder').dataset.tool === 'moves'"));
  if (keys) {
    let k = null;
    try { k = JSON.parse(await evaluate("localStorage.getItem('mancala-atlas.recording')")).record.moves[59]; } catch (_) {}
    check("what the keyboard entered is kept: the move, its glyph, comment and highlight",
      !!k && k.move === last && k.glyph === "!" && k.comments?.[0]?.text === "Entered again by the keyboard." && k.marks?.holes?.[0]?.hole === "e2", JSON.stringify(k));
  }

  // The kiosk offers no recorder (it keeps nothing).
  await call("Emulation.setDeviceMetricsOverride", phone);
  await go(site + "index.html?kiosk=yes");
  await waitFor("!!document.querySelector('main.app.kiosk [data-action=start]')", 60000);
  check("the kiosk's start screen offers no \"Record a game\"", (await evaluate("!document.querySelector('[data-action=record]')")) === true);
  await evaluate("localStorage.clear(), sessionStorage.clear(), true");
}

module.exports = { recorder };
