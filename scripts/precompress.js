// Writes a Brotli (.br) and a gzip (.gz) copy next to every large text or WebAssembly file
// of a build folder, for static hosts that send a precompressed copy as it is when the
// browser accepts it (nginx gzip_static / brotli_static, Caddy's file_server precompressed;
// the manual, "Deploying"). Brotli from Node's own zlib at its best; gzip from Zopfli (the
// same format, 4-5 % smaller than zlib's best: scripts/setup.sh installs @gfx/zopfli and
// says where in MANCALA_ZOPFLI; without it, zlib's best). A copy is kept only when smaller.
// The copies are not in the service worker's file list (scripts/sw-manifest.sh skips
// them): it caches the decoded files.
//
// usage: node scripts/precompress.js DIR   (run by scripts/post-build.sh, after sw.js is final)
"use strict";
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const dir = process.argv[2];
if (!dir || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error("usage: node scripts/precompress.js DIR");
  process.exit(2);
}
// Smaller files gain little and cost a request's worth of nothing: served as they are.
const MIN_BYTES = 1024;
const TEXT = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt"]);
const KINDS = new Set([...TEXT, ".wasm"]);

// Zopfli's gzip, or null (then zlib's).
const zopfli = (() => {
  try {
    return process.env.MANCALA_ZOPFLI ? require(process.env.MANCALA_ZOPFLI) : null;
  } catch (e) {
    console.warn(`precompress: no Zopfli (${e.message}); gzip from zlib`);
    return null;
  }
})();

(async () => {
let count = 0, raw = 0, br = 0, gz = 0;
for (const name of fs.readdirSync(dir).sort()) {
  const file = path.join(dir, name);
  const ext = path.extname(name);
  if (!KINDS.has(ext) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  // A copy left from an earlier build of this folder must not outlive its file.
  for (const old of [file + ".br", file + ".gz"]) fs.rmSync(old, { force: true });
  if (bytes.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(bytes, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: TEXT.has(ext) ? zlib.constants.BROTLI_MODE_TEXT : zlib.constants.BROTLI_MODE_GENERIC,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  } });
  const gzip = zopfli
    ? Buffer.from(await zopfli.gzipAsync(bytes, { numiterations: 15 }))
    : zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION });
  // The same modification time as the file: nginx and Caddy compare it for revalidation.
  const { atime, mtime } = fs.statSync(file);
  for (const [suffix, out] of [[".br", brotli], [".gz", gzip]]) {
    if (out.length >= bytes.length) continue;
    fs.writeFileSync(file + suffix, out);
    fs.utimesSync(file + suffix, atime, mtime);
  }
  count++;
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
  gz += Math.min(gzip.length, bytes.length);
}
const kb = (n) => `${Math.round(n / 1024)} KiB`;
console.log(`precompress: ${count} files, ${kb(raw)} -> ${kb(br)} brotli, ${kb(gz)} gzip${zopfli ? " (Zopfli)" : ""}`);
})().catch((e) => {
  console.error(`precompress: ${e.stack || e}`);
  process.exit(1);
});
