// Builds for the update test (tests/site/site.js): a copy of dist/ in which every page,
// script, style sheet and WebAssembly module carries a mark of its build, so that each
// file a browser receives can be told apart by its bytes. The copy is what a new deploy
// looks like: index.html's integrity attributes fit the marked files, and
// scripts/sw-manifest.sh writes the copy's own file list and version into its sw.js.
const fs = require("fs");
const path = require("path");
const crypto = require("crypto");
const { execFileSync } = require("child_process");

const sha256 = (bytes) => crypto.createHash("sha256").update(bytes).digest("hex");

// A WebAssembly custom section (id 0) named `name` holding `text`: any module may end
// with one, and the module stays valid.
function customSection(name, text) {
  const leb = (n) => {
    const out = [];
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n) b |= 0x80;
      out.push(b);
    } while (n);
    return Buffer.from(out);
  };
  const body = Buffer.concat([leb(Buffer.byteLength(name)), Buffer.from(name), Buffer.from(text)]);
  return Buffer.concat([Buffer.from([0]), leb(body.length), body]);
}

function mark(file, label) {
  const ext = path.extname(file);
  const text = `mancala-atlas test build ${label}`;
  const add = {
    ".js": `\n// ${text}\n`,
    ".css": `\n/* ${text} */\n`,
    ".html": `\n<!-- ${text} -->\n`,
    ".svg": `\n<!-- ${text} -->\n`,
  }[ext];
  if (add) fs.appendFileSync(file, add);
  else if (ext === ".wasm") fs.appendFileSync(file, customSection("mancala-atlas-test-build", label));
}

// index.html names its scripts and styles with Subresource Integrity hashes (Trunk):
// recompute them for the marked files.
function fixIntegrity(dir) {
  const index = path.join(dir, "index.html");
  const html = fs.readFileSync(index, "utf8").replace(/<link\b[^>]*>/g, (tag) => {
    const href = /href="([^"]+)"/.exec(tag);
    if (!href || !/integrity="/.test(tag)) return tag;
    const bytes = fs.readFileSync(path.join(dir, href[1]));
    const sri = "sha384-" + crypto.createHash("sha384").update(bytes).digest("base64");
    return tag.replace(/integrity="[^"]*"/, `integrity="${sri}"`);
  });
  fs.writeFileSync(index, html);
}

// The files of a build folder and their SHA-256, and those cached only when asked for
// (lazy), as its sw.js lists them.
function manifest(dir) {
  const line = fs.readFileSync(path.join(dir, "sw.js"), "utf8").split("\n").find((l) => l.startsWith("const BUILD = "));
  const version = /version: "([^"]+)"/.exec(line)[1];
  const [, files, lazy] = /files: (\{.*\}), lazy: (\[.*\]) \};$/.exec(line);
  return { dir, version, files: JSON.parse(files), lazy: JSON.parse(lazy) };
}

// A copy of `from` marked `label` in `to`, with its own manifest.
function markedCopy(from, to, label) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  for (const name of fs.readdirSync(to)) {
    // The precompressed copies (scripts/precompress.js) would be of the unmarked files:
    // the test's server sends the files as they are, so the copy goes without them.
    if (/\.(br|gz)$/.test(name)) fs.rmSync(path.join(to, name));
    else if (name !== "sw.js") mark(path.join(to, name), label);
  }
  fixIntegrity(to);
  execFileSync("bash", [path.join(__dirname, "../../scripts/sw-manifest.sh"), to], { stdio: "ignore" });
  return manifest(to);
}

module.exports = { sha256, manifest, markedCopy };
