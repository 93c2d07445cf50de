// Usage: node benches/pages/sizes.js WASM... (run by benches/pages/sizes.sh)
//
// Where the bytes of a WebAssembly binary go, from `twiggy top` (twiggy 0.8, on a binary
// that still has its names: wasm-bindgen --keep-debug, before wasm-opt): the code and data
// per crate (and per module of this crate), the largest single items, and how much of the
// binary is each. The names section itself is left out of the sums. A benchmark's
// report, not a test: it judges nothing.
"use strict";
const { execFileSync } = require("child_process");
const path = require("path");

const top = Number(process.env.TOP || 15);
const pct = (n, total) => ((100 * n) / total).toFixed(1).padStart(5) + " %";
const kb = (n) => (n / 1000).toFixed(1).padStart(7) + " KB";

// "crate" of an item: its first path segment (this crate: two more), or what twiggy calls it.
function owner(name) {
  const m = /^<?(?:&mut |&)?<?([a-z_0-9]+)(?:\[[0-9a-f]+\])?::(?:([a-z_0-9]+)::)?(?:([a-z_0-9]+)::)?/.exec(name);
  if (!m) return /^data segment|^data\[/.test(name) ? "data (strings, tables)" : name.replace(/\[\d+\]$/, "[…]").slice(0, 40);
  return m[1] === "mancala_atlas" ? ["mancala_atlas", m[2], m[3]].filter(Boolean).join("::") : m[1];
}

function csvRows(text) {
  // twiggy's CSV: Name,ShallowSize,ShallowSizePercent,RetainedSize,RetainedSizePercent; names may be quoted.
  const rows = [];
  for (const line of text.split("\n").slice(1)) {
    if (!line) continue;
    const m = /^(?:"((?:[^"]|"")*)"|([^,]*)),(\d+),/.exec(line);
    if (m) rows.push({ name: m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2], bytes: Number(m[3]) });
  }
  return rows;
}

for (const file of process.argv.slice(2)) {
  const out = execFileSync("twiggy", ["top", "-n", "1000000", "--format", "csv", file], { maxBuffer: 1 << 28 }).toString();
  const rows = csvRows(out).filter((r) => !/function names|^Σ|^\.\.\. and/.test(r.name));
  const total = rows.reduce((s, r) => s + r.bytes, 0);
  const groups = new Map();
  for (const r of rows) groups.set(owner(r.name), (groups.get(owner(r.name)) || 0) + r.bytes);
  console.log(`\n${path.basename(file)}: ${kb(total)} of code and data (before wasm-opt, names left out)`);
  console.log("  by crate (this crate by module):");
  for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kb(v)} ${pct(v, total)}  ${k}`);
  console.log("  largest items:");
  for (const r of [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, top))
    console.log(`  ${kb(r.bytes)} ${pct(r.bytes, total)}  ${r.name.replace(/::h[0-9a-f]{16}$/, "").slice(0, 110)}`);
}
