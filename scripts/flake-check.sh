#!/usr/bin/env bash
# Runs the browser suites (tests/browser.rs, tests/embed.rs) and the static-site test
# (tests/site/site.js) N times in a row while two busy loops keep both CPUs busy, to show
# that the browser tests wait for conditions and not for time. Not part of `make test`.
# A run takes about half a minute under that load; the builds come first, without it.
#
# usage: bash scripts/flake-check.sh [N] [--no-site]
#   N          runs (default 20)
#   --no-site  only the two wasm-bindgen-test suites (no `trunk build`, no site test)
#   LOAD=K     (environment) K busy loops instead of 2: more load than CPUs, to shake
#              out races sooner
#
# Prints one line per run ("run 3 of 20: ok (23 passed)" or the failing tests) and a
# closing "N of N passed"; exits non-zero when any run failed. The output of each run
# is kept in target/flake-check/run-K.log.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

RUNS=20 SITE=yes
for arg in "$@"; do
  case "$arg" in
    --no-site) SITE=no ;;
    '' | *[!0-9]*) echo "usage: bash scripts/flake-check.sh [N] [--no-site]" >&2; exit 2 ;;
    *) RUNS="$arg" ;;
  esac
done
((RUNS > 0)) || { echo "N must be at least 1" >&2; exit 2; }

source scripts/setup.sh
export TMPDIR="$ROOT/target/browser-tmp"
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
LOGS="$ROOT/target/flake-check"
rm -rf "$LOGS"
mkdir -p "$LOGS" "$TMPDIR"

# Build everything first, without the load: the runs exercise the tests, not the compiler.
step "building the browser tests"
cargo test --target wasm32-unknown-unknown --test browser --test embed --no-run 2>&1 | tail -n 3
if [[ "$SITE" == yes ]]; then
  step "building the site, and the CLI the site test asks for the engine's positions"
  cargo test --no-run --test cli --quiet
  trunk build --release --offline >"$LOGS/trunk.log" 2>&1 || { cat "$LOGS/trunk.log"; die "trunk build failed"; }
fi

# Two busy loops (LOAD), one per core, for as long as the runs last.
LOAD="${LOAD:-2}"
[[ "$LOAD" =~ ^[0-9]+$ ]] || die "LOAD must be a number of busy loops"
BUSY=()
RUN=""
stop_load() {
  local pid
  # A run cut short (Ctrl-C): its process group, the browser and its driver included.
  if [[ -n "$RUN" ]]; then
    kill -- "-$RUN" 2>/dev/null || true
    wait "$RUN" 2>/dev/null || true
    RUN=""
  fi
  for pid in "${BUSY[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${BUSY[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  BUSY=()
}
trap stop_load EXIT
trap 'stop_load; exit 130' INT TERM
for ((i = 0; i < LOAD; i++)); do
  sh -c 'while :; do :; done' &
  BUSY+=("$!")
done
step "load: busy loops ${BUSY[*]} on $(nproc) CPUs"

PASSED=0
for ((k = 1; k <= RUNS; k++)); do
  log="$LOGS/run-$k.log"
  rm -rf "$TMPDIR"
  mkdir -p "$TMPDIR"
  start=$SECONDS
  ok=yes
  # In its own process group, waited for with `wait` so that Ctrl-C is handled at once.
  setsid cargo test --target wasm32-unknown-unknown --test browser --test embed --no-fail-fast >"$log" 2>&1 &
  RUN=$!
  wait "$RUN" || ok=no
  RUN=""
  if [[ "$SITE" == yes ]]; then
    setsid node --experimental-websocket tests/site/site.js dist >>"$log" 2>&1 &
    RUN=$!
    wait "$RUN" || ok=no
    RUN=""
  fi
  count="$(awk '/^test result:/ { for (i = 1; i < NF; i++) if ($(i + 1) ~ /^passed/) s += $i } END { print s + 0 }' "$log")"
  site=""
  [[ "$SITE" == yes ]] && site=", site: $(awk '/^site: / { sub(/^site: /, ""); r = $0 } END { print (r == "" ? "no result" : r) }' "$log")"
  if [[ "$ok" == yes ]]; then
    PASSED=$((PASSED + 1))
    echo "run $k of $RUNS: ok ($count passed$site) in $((SECONDS - start)) s"
  else
    failing="$( (grep -E '^test .* \.\.\. FAIL' "$log" || true) | sed 's/ \.\.\. FAIL.*//; s/^test //' | sort -u | paste -sd, -)"
    echo "run $k of $RUNS: FAILED (${failing:-see the log}$site) in $((SECONDS - start)) s; log: $log"
    (grep -E -A3 "^ *panicked at" "$log" || true) | awk '!seen[$0]++' | head -n 8 | sed 's/^ */    /'
    (grep -E "^(Error|FAIL)|timed out" "$log" || true) | head -n 3 | sed 's/^/    /'
  fi
done
stop_load
echo "$PASSED of $RUNS passed"
((PASSED == RUNS))
