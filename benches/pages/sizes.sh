#!/usr/bin/env bash
# Where the WebAssembly's bytes go: builds the app, the figure bundle, the lessons bundle
# (a lesson or a puzzle in a figure), the sketch (a figure's first drawing), the start
# bundle (a first visit's light start screen) and the screens' bundle (the recorder, the
# figure builder, "What play shows": loaded by the app when one is first shown) as Trunk
# and scripts/figure.sh do (profile wasm-release, no default features) and the computer's
# worker (release), keeps their names (wasm-bindgen --keep-debug, no wasm-opt), and prints
# per binary the bytes per crate (this crate per module) and the largest items, with
# twiggy (crates.io, pinned: installed here on first use) and benches/pages/sizes.js.
# Also prints the shipped sizes of a built dist/ (wasm-opt'd; gzip and brotli copies).
#
# usage: bash benches/pages/sizes.sh [DIST]     (TOP=N for longer lists; default 15)
# A benchmark's report, not a test.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
TWIGGY_VERSION=0.8.0
if ! twiggy --version 2>/dev/null | grep -q " $TWIGGY_VERSION\$"; then
  echo "cargo install twiggy $TWIGGY_VERSION (once)" >&2
  cargo install twiggy --version "$TWIGGY_VERSION" --locked
fi
source scripts/setup.sh >/dev/null
DIST="${1:-}"
OUT="$ROOT/target/sizes"
rm -rf "$OUT"; mkdir -p "$OUT"
target="$(cargo metadata --format-version 1 --no-deps --offline | node -e 'let s="";process.stdin.on("data",(d)=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
cargo build --quiet --target wasm32-unknown-unknown --profile wasm-release --no-default-features --features long-sowings,traces --bin app --bin figure --bin lessons --bin start --bin screens
cargo build --quiet --target wasm32-unknown-unknown --profile wasm-release --no-default-features --bin sketch
cargo build --quiet --target wasm32-unknown-unknown --release --bin worker
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name app "$target/wasm32-unknown-unknown/wasm-release/app.wasm"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name figure "$target/wasm32-unknown-unknown/wasm-release/figure.wasm"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name lessons "$target/wasm32-unknown-unknown/wasm-release/lessons.wasm"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name sketch "$target/wasm32-unknown-unknown/wasm-release/sketch.wasm"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name start "$target/wasm32-unknown-unknown/wasm-release/start.wasm"
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$OUT" --out-name screens "$target/wasm32-unknown-unknown/wasm-release/screens.wasm"
wasm-bindgen --target no-modules --no-typescript --keep-debug --out-dir "$OUT" --out-name worker "$target/wasm32-unknown-unknown/release/worker.wasm"
node benches/pages/sizes.js "$OUT/app_bg.wasm" "$OUT/figure_bg.wasm" "$OUT/lessons_bg.wasm" "$OUT/sketch_bg.wasm" "$OUT/start_bg.wasm" "$OUT/screens_bg.wasm" "$OUT/worker_bg.wasm"
if [[ -n "$DIST" ]]; then
  echo
  echo "shipped in $DIST (bytes: file, .gz, .br):"
  for f in "$DIST"/*.wasm "$DIST"/*.js "$DIST"/*.json; do
    [[ -f "$f" ]] || continue
    printf '  %-22s %8s %8s %8s\n' "$(basename "$f")" "$(stat -c %s "$f")" "$( [[ -f $f.gz ]] && stat -c %s "$f.gz" || echo -)" "$( [[ -f $f.br ]] && stat -c %s "$f.br" || echo -)"
  done
fi
