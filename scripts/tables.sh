#!/usr/bin/env bash
# The endgame tables of static/tables/ (README "Research"): Rio Kadalis with at most 14
# seeds on the board, Hoyito III with at most 13, both at their default options, each
# checked against the search's solver on 10,000 random positions after it is written.
#
#   bash scripts/tables.sh            build both, then verify both
#
# Settings (environment): RIO and HOYITO, the most seeds (14 and 13); OUT, the folder
# (static/tables); VERIFY=0 to skip the check; BIN, the CLI (built if not given).
# The build is deterministic: the same CLI writes the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."

RIO=${RIO:-14}
HOYITO=${HOYITO:-13}
OUT=${OUT:-static/tables}
VERIFY=${VERIFY:-1}
if [ -z "${BIN:-}" ]; then
  cargo build --release --bin mancala-atlas
  BIN=target/release/mancala-atlas
fi
mkdir -p "$OUT"
for spec in "rio-kadalis $RIO" "hoyito-3 $HOYITO"; do
  set -- $spec
  echo "== $1: at most $2 seeds"
  TIMEFORMAT="$1: %U CPU-seconds (user), %S (system), %R s wall"
  time "$BIN" tables build --game "$1" --seeds "$2" --out "$OUT/$1.bin"
done
if [ "$VERIFY" != 0 ]; then
  for game in rio-kadalis hoyito-3; do
    echo "== $game: verify"
    "$BIN" tables verify --tables "$OUT/$game.bin" --positions 10000 --alone 300 --nodes 20000
  done
fi
