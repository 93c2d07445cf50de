#!/usr/bin/env bash
# Everything CI checks, in order; stops at the first failure with a non-zero exit.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh

# Per-step wall times for the summary.
TIMES=()
LAST_STEP="install check (scripts/setup.sh)" LAST_START=0
timed() { # start timing a step (and finish the previous one)
  [[ -n "$LAST_STEP" ]] && TIMES+=("$(printf '%4ds  %s' $((SECONDS - LAST_START)) "$LAST_STEP")")
  LAST_STEP="$1" LAST_START=$SECONDS
  [[ "$1" == summary ]] || step "$1"
}

LOGS="$ROOT/target/test-logs"
mkdir -p "$LOGS"
rm -f "$LOGS"/*.log

timed "cargo fmt --check"
cargo fmt --all -- --check

timed "cargo clippy (native, all targets)"
cargo clippy --all-targets -- -D warnings

timed "cargo clippy (wasm32: lib, bins, tests)"
cargo clippy --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings

timed "cargo test (native)"
cargo test 2>&1 | tee "$LOGS/native.log"

timed "cargo test --target wasm32-unknown-unknown --test browser --test embed (headless Chromium)"
# Chromium writes a profile per session into TMPDIR and chromedriver leaves them behind:
# keep them under target/ and start each run with an empty folder.
export TMPDIR="$ROOT/target/browser-tmp"
rm -rf "$TMPDIR"
mkdir -p "$TMPDIR"
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
# wasm-bindgen-test-runner reads ./webdriver.json for the browser's flags. Among them
# --disable-ipc-flooding-protection: Chromium silently ignores a change of the address
# past 200 in 10 seconds, and the tests mount some forty apps in ten seconds on a fast
# machine, each writing its address (tests/common/mod.rs, paste_link, checks it is off).
cargo test --target wasm32-unknown-unknown --test browser --test embed 2>&1 | tee "$LOGS/browser.log"

timed "trunk build --release --offline (with the manual, docs/, into dist/docs/)"
if ! trunk build --release --offline >"$LOGS/trunk.log" 2>&1; then
  cat "$LOGS/trunk.log"
  die "trunk build failed"
fi

timed "the site test's crash build: the bundles with crash_for_tests (scripts/crash-build.sh)"
bash scripts/crash-build.sh dist target/site-crash >"$LOGS/crash-build.log" 2>&1 || { cat "$LOGS/crash-build.log"; die "the crash build failed"; }

timed "static site: sub-path, CSP, embed.js, atomic updates, offline (tests/site/site.js)"
node --experimental-websocket tests/site/site.js dist target/site-crash 2>&1 | grep -v -e ExperimentalWarning -e 'node --trace-warnings' | tee "$LOGS/site.log"

timed "summary"
step "summary"
summarize() { # $1 = label, $2 = log
  local lines
  lines="$(grep -E '^test result:' "$2" || true)"
  printf '%s: %s suites, %s passed, %s failed, %s ignored\n' "$1" \
    "$(grep -c . <<<"$lines" || true)" \
    "$(grep -oE '[0-9]+ passed' <<<"$lines" | awk '{ s += $1 } END { print s + 0 }')" \
    "$(grep -oE '[0-9]+ failed' <<<"$lines" | awk '{ s += $1 } END { print s + 0 }')" \
    "$(grep -oE '[0-9]+ ignored' <<<"$lines" | awk '{ s += $1 } END { print s + 0 }')"
}
summarize "native tests " "$LOGS/native.log"
summarize "browser tests" "$LOGS/browser.log"
grep -E '^site: ' "$LOGS/site.log" | sed 's/^site: /static site  : /'
echo "web build    : ok ($(du -sh dist | cut -f1) in dist/, wasm $(du -k dist/*.wasm | awk '{ s += $1 } END { print s " KB" }'))"
echo "manual       : $(find dist/docs -maxdepth 1 -name '*.html' | wc -l) pages in dist/docs/"
echo "step times:"
printf '  %s\n' "${TIMES[@]}"
echo "browser test runner said:"
grep -E '^(running [0-9]+ tests?|test .* \.\.\. |test result:)' "$LOGS/browser.log" | sed 's/^/  /'
