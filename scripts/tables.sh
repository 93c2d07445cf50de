#!/usr/bin/env bash
# The endgame tables of static/tables/ (README "Research"): Rio Kadalis with at most 14
# seeds on the board (its default 6 holes a row; clockwise sowing is read from it in a
# mirror), Rio Kadalis with 5 holes a row with at most 17, Hoyito III with at most 13,
# each checked against the search's solver on 10,000 random positions once written.
#
#   bash scripts/tables.sh            build both, then verify both
#
# Settings (environment): RIO, RIO5 and HOYITO, the most seeds (14, 17, 13); OUT, the folder
# (static/tables); VERIFY=0 to skip the check; BIN, the CLI (built if not given).
# The build is deterministic: the same CLI writes the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."

RIO=${RIO:-14}
RIO5=${RIO5:-17}
HOYITO=${HOYITO:-13}
OUT=${OUT:-static/tables}
VERIFY=${VERIFY:-1}
if [ -z "${BIN:-}" ]; then
  cargo build --release --bin mancala-atlas
  BIN=target/release/mancala-atlas
fi
mkdir -p "$OUT"
# name, game, options, most seeds
TABLES=(
  "rio-kadalis rio-kadalis {} $RIO"
  "rio-kadalis-5 rio-kadalis {\"holes_per_row\":5} $RIO5"
  "hoyito-3 hoyito-3 {} $HOYITO"
)
for spec in "${TABLES[@]}"; do
  read -r name game options seeds <<<"$spec"
  echo "== $name: $game $options, at most $seeds seeds"
  TIMEFORMAT="$name: %U CPU-seconds (user), %S (system), %R s wall"
  time "$BIN" tables build --game "$game" --options "$options" --seeds "$seeds" --out "$OUT/$name.bin"
done
if [ "$VERIFY" != 0 ]; then
  for spec in "${TABLES[@]}"; do
    read -r name _ <<<"$spec"
    echo "== $name: verify"
    TIMEFORMAT="$name: verified in %U CPU-seconds"
    time "$BIN" tables verify --tables "$OUT/$name.bin" --positions 10000 --alone 300 --nodes 20000
  done
fi
