#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): the steps that finish a build, in order, on the
# staging folder ($TRUNK_STAGING_DIR), or by hand on a built folder:
#   bash scripts/post-build.sh DIR [release|debug]
# 1. scripts/figure.sh: the figure's bundles (sketch.js, sketch_bg.wasm; figure.js, figure_bg.wasm).
# 2. src/bin/lang-data.rs: the languages' data files (lang-xx.txt, one per language offered), which
#    the web build fetches instead of compiling Turkish and Persian in (native, test
#    profile: the library `cargo test` built is used again).
# 3. scripts/minify.js, on a release build: the build's copies of embed.js, sketch.js,
#    embed.css and board.css minified (what a figure loads before its board appears).
# 4. scripts/sw-manifest.sh: every file's hash and the build's version into sw.js.
# 5. scripts/precompress.js: .br and .gz copies of the large files, for static hosts that
#    serve them as they are (README, "Deploying"); last, so that sw.js has its final bytes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${1:-${TRUNK_STAGING_DIR:-}}"
[[ -n "$DIR" && -d "$DIR" ]] || { echo "usage: $0 DIR [release|debug] (or run as a Trunk hook)" >&2; exit 2; }
MODE="${2:-${TRUNK_PROFILE:-release}}"
bash "$ROOT/scripts/figure.sh" "$DIR" "$MODE"
cargo run --manifest-path "$ROOT/Cargo.toml" --quiet --profile test --bin lang-data -- "$DIR"
if [[ "$MODE" == release ]]; then node "$ROOT/scripts/minify.js" "$DIR"; fi
bash "$ROOT/scripts/sw-manifest.sh" "$DIR"
node "$ROOT/scripts/precompress.js" "$DIR"
