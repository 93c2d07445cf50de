// axe-core (npm, pinned and installed by scripts/setup.sh; no network here): loaded into
// every document the browser opens from the moment start() is called (the article's
// iframes included, through the DevTools protocol, so a page's own script policy does
// not stand in its way), and run on the page shown by violations().
const fs = require("fs");
const path = require("path");

function source() {
  const file = process.env.AXE_JS
    || path.join(process.env.TOOLS_DIR || path.join(process.env.HOME || "", ".local/share/mancala-atlas-tools"),
      "node_modules/axe-core/axe.min.js");
  if (!fs.existsSync(file)) throw new Error(`axe-core is missing (${file}): run scripts/setup.sh`);
  return fs.readFileSync(file, "utf8");
}

// Makes every document opened from now on carry axe; returns a function that stops it.
async function start(call) {
  const r = await call("Page.addScriptToEvaluateOnNewDocument", { source: source() });
  const id = r.result && r.result.identifier;
  return async () => { if (id) await call("Page.removeScriptToEvaluateOnNewDocument", { identifier: id }); };
}

// The page's violations (its frames' included): one line each, with up to three places.
async function violations(evaluate) {
  return evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) =>
    v.id + ' (' + v.nodes.length + '): ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' — '
      + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 200)).join(' | ')), (e) => ['axe failed: ' + e])`);
}

module.exports = { start, violations };
