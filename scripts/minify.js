// Minifies, in a build folder, the text files a figure loads before its board appears
// (README, "How the pages load"): embed.js and sketch.js (the sketch bundle's glue, as
// wasm-bindgen writes it), embed.css and board.css. The readable files are the ones in
// static/ (and wasm-bindgen's output); only the build's copies are minified, with esbuild
// (scripts/setup.sh installs it and says where in MANCALA_ESBUILD; without it the files
// are left as they are, with a warning). The modules stay modules with the same exports,
// written in no newer syntax than ES2022, which embed.js is written in (its private
// fields); nothing is evaluated that the pages' Content-Security-Policy forbids. A page
// of the folder that names one of them with a Subresource Integrity hash (Trunk writes
// index.html's `<link ... integrity="sha384-...">` for board.css) gets the hash of the
// minified file, as builds.js does for the site test's marked copies.
//
// usage: node scripts/minify.js DIR   (run by scripts/post-build.sh on a release build,
//        before the service worker's file list and the compressed copies are made)
"use strict";
const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

const dir = process.argv[2];
if (!dir || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error("usage: node scripts/minify.js DIR");
  process.exit(2);
}
const FILES = ["embed.js", "sketch.js", "embed.css", "board.css"];

let esbuild = null;
try {
  esbuild = process.env.MANCALA_ESBUILD ? require(process.env.MANCALA_ESBUILD) : null;
  if (!esbuild) console.warn("minify: MANCALA_ESBUILD is not set (scripts/setup.sh); the files are left readable");
} catch (e) {
  console.warn(`minify: no esbuild (${e.message}); the files are left readable`);
}
if (!esbuild) process.exit(0);

let before = 0, after = 0;
for (const name of FILES) {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    console.error(`minify: ${file} is missing`);
    process.exit(1);
  }
  const text = fs.readFileSync(file, "utf8");
  const { code } = esbuild.transformSync(text, {
    loader: path.extname(name).slice(1),
    minify: true,
    target: "es2022",
    legalComments: "none",
    sourcefile: name,
  });
  fs.writeFileSync(file, code);
  before += Buffer.byteLength(text);
  after += Buffer.byteLength(code);
}
// The integrity hashes of the minified files, in the folder's pages.
let hashes = 0;
for (const page of fs.readdirSync(dir).filter((n) => n.endsWith(".html"))) {
  const file = path.join(dir, page);
  const html = fs.readFileSync(file, "utf8");
  const fixed = html.replace(/<(?:link|script)\b[^>]*>/g, (tag) => {
    const url = /\b(?:href|src)="([^"]+)"/.exec(tag);
    const sri = /\bintegrity="(sha256|sha384|sha512)-[^"]*"/.exec(tag);
    if (!url || !sri || !FILES.includes(path.posix.normalize(url[1]))) return tag;
    const digest = crypto.createHash(sri[1]).update(fs.readFileSync(path.join(dir, url[1]))).digest("base64");
    hashes++;
    return tag.replace(sri[0], `integrity="${sri[1]}-${digest}"`);
  });
  if (fixed !== html) fs.writeFileSync(file, fixed);
}
console.log(`minify: ${FILES.length} files, ${before} -> ${after} bytes; ${hashes} integrity hash(es) made again`);
