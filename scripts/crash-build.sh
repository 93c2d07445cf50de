#!/usr/bin/env bash
# The site test's crash build: a copy of a built folder whose eight bundles (the app, the
# worker, the figure, the lessons bundle, the sketch, the light start screen, the print
# bundle, the screens' bundle) are built again with the `crash-tests` feature, which adds
# each one's `crash_for_tests` export
# (src/ui/platform/crash.rs). The shipped build never has it; tests/site/failures.js
# serves this copy for its panic checks. Each bundle is built as the shipped one is
# (no default features: the languages are data files; `panic = "abort"`), but in one
# build, all seven with `long-sowings` and `traces` (the shipped sketch leaves them out),
# and without the size optimisations (LTO, wasm-opt), which a panic's path does not
# depend on and which would double the test's build time. The service worker's list and
# the precompressed copies are made again, so that the copy is a whole build.
#
# usage: bash scripts/crash-build.sh DIST OUT
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="${1:-}" OUT="${2:-}"
[[ -n "$DIST" && -d "$DIST" && -n "$OUT" ]] || { echo "usage: $0 DIST OUT" >&2; exit 2; }
rm -rf "$OUT"
cp -r "$DIST" "$OUT"
cargo build --manifest-path "$ROOT/Cargo.toml" --quiet --target wasm32-unknown-unknown --profile crash-tests \
  --no-default-features --features crash-tests,long-sowings,traces \
  --bin app --bin worker --bin figure --bin lessons --bin sketch --bin start --bin print --bin screens
target="$(cargo metadata --manifest-path "$ROOT/Cargo.toml" --format-version 1 --no-deps --offline | node -e 'let s="";process.stdin.on("data",(d)=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
built="$target/wasm32-unknown-unknown/crash-tests"
for bundle in app figure lessons sketch start print screens; do
  rm -f "$OUT/$bundle.js" "$OUT/${bundle}_bg.wasm" "$OUT/$bundle.js".{gz,br} "$OUT/${bundle}_bg.wasm".{gz,br}
  wasm-bindgen --target web --no-typescript --out-dir "$OUT" --out-name "$bundle" "$built/$bundle.wasm"
done
# The worker as Trunk builds it (data-type="worker"): a classic script, loaded by worker_loader.js.
rm -f "$OUT/worker.js" "$OUT/worker_bg.wasm" "$OUT"/worker.js.{gz,br} "$OUT"/worker_bg.wasm.{gz,br}
wasm-bindgen --target no-modules --no-typescript --out-dir "$OUT" --out-name worker "$built/worker.wasm"
bash "$ROOT/scripts/sw-manifest.sh" "$OUT"
node "$ROOT/scripts/precompress.js" "$OUT"
echo "crash build: $OUT"
