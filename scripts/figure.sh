#!/usr/bin/env bash
# Builds the light start screen, `start.js` + `start_bg.wasm` (src/bin/start.rs: the app's
# start screen for a first visit, without Yew, which static/boot.js loads before the app),
# the print bundle, `print.js` + `print_bg.wasm` (src/bin/print.rs: a board's image for
# "Download image", loaded by the app and the figure when a reader first asks for one),
# the screens' bundle, `screens.js` + `screens_bg.wasm` (src/bin/screens.rs: the recorder,
# the figure builder and "What play shows", loaded by the app when one is first shown),
# and the figure's bundles into the build: the sketch, `sketch.js` + `sketch_bg.wasm`
# (src/bin/sketch.rs: a figure's first drawing, without Yew), the figure, `figure.js` +
# `figure_bg.wasm` (src/bin/figure.rs: only what an embedded figure of moves needs), and
# the lessons bundle, `lessons.js` + `lessons_bg.wasm` (src/bin/lessons.rs: a lesson or a
# puzzle in a figure, in place of the figure bundle), so that an article reader downloads
# a figure and not the app (no start screen, no saved games, no computer opponent).
# embed.js loads them (the manual, "Embedding a board").
#
# Run by Trunk after each build ([[hooks]] in Trunk.toml, before the service worker's
# file list is written: the worker pre-caches these files too), or by hand:
#   bash scripts/figure.sh DIR [release|debug]
# Trunk builds one main binary per page, hence this hook. The same steps as Trunk's for
# the app: cargo (profile wasm-release: small; no default features: Turkish and Persian
# are data files, src/ui/i18n/data.rs), wasm-bindgen --target web, wasm-opt -Oz. The
# sketch is built apart, without the `long-sowings` and `traces` features (Cargo.toml):
# it plays only quickly and draws no sowing, so their code stays out of it; the others
# have them, as the app.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIR="${1:-${TRUNK_STAGING_DIR:-}}"
MODE="${2:-${TRUNK_PROFILE:-release}}"
[[ -n "$DIR" && -d "$DIR" ]] || { echo "usage: $0 DIR [release|debug] (or run as a Trunk hook)" >&2; exit 2; }

if [[ "$MODE" == release ]]; then profile=wasm-release out=wasm-release; else profile=dev out=debug; fi
# The hook may run under `trunk serve`, whose cargo runs meanwhile: cargo waits for its lock.
cargo build --manifest-path "$ROOT/Cargo.toml" --quiet --target wasm32-unknown-unknown --profile "$profile" --no-default-features --features long-sowings,traces --bin figure --bin lessons --bin start --bin print --bin screens
cargo build --manifest-path "$ROOT/Cargo.toml" --quiet --target wasm32-unknown-unknown --profile "$profile" --no-default-features --bin sketch
target="$(cargo metadata --manifest-path "$ROOT/Cargo.toml" --format-version 1 --no-deps --offline | node -e 'let s="";process.stdin.on("data",(d)=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
for bundle in figure lessons sketch start print screens; do
  wasm-bindgen --target web --no-typescript --out-dir "$DIR" --out-name "$bundle" "$target/wasm32-unknown-unknown/$out/$bundle.wasm"
  if [[ "$MODE" == release ]]; then
    wasm-opt -Oz "$DIR/${bundle}_bg.wasm" -o "$DIR/${bundle}_bg.wasm"
  fi
  echo "$bundle: $(stat -c %s "$DIR/${bundle}_bg.wasm") bytes of wasm ($MODE)"
done
