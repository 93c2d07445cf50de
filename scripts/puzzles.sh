#!/usr/bin/env bash
# The puzzles of static/puzzles/ (README "Puzzles"): positions of seeded random games
# where the side to move has exactly one winning move, proven by the exact solver (with
# the endgame tables of static/tables/ for Rio Kadalis and Hoyito III), each with the
# solver's line to the end of the game.
#
#   bash scripts/puzzles.sh               the shipped games (Rio Kadalis, Hoyito III, Kiothi)
#   bash scripts/puzzles.sh katro         only those (Katro: the solver alone proves
#                                         hardly any of its positions; none shipped)
#
# Settings (environment): SEED (1); OUT, the folder (static/puzzles); BIN, the CLI (built
# if not given); COUNT_2X6 (200), the puzzles of each 2x6 game; COUNT_OTHER (50) those of
# Katro and Kiothi, with NODES_OTHER (50000) solver positions per candidate. The same
# seed writes the same files.
set -euo pipefail
cd "$(dirname "$0")/.."

SEED=${SEED:-1}
OUT=${OUT:-static/puzzles}
COUNT_2X6=${COUNT_2X6:-200}
COUNT_OTHER=${COUNT_OTHER:-50}
NODES_OTHER=${NODES_OTHER:-50000}
if [ -z "${BIN:-}" ]; then
  cargo build --release --bin mancala-atlas
  BIN=target/release/mancala-atlas
fi
mkdir -p "$OUT"
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(rio-kadalis hoyito-3 kiothi)
for game in "${GAMES[@]}"; do
  case $game in
    rio-kadalis | hoyito-3) extra=(--count "$COUNT_2X6" --tables "static/tables/$game.bin") ;;
    *) extra=(--count "$COUNT_OTHER" --nodes "$NODES_OTHER") ;;
  esac
  echo "== $game"
  TIMEFORMAT="$game: %U CPU-seconds (user), %R s wall"
  time "$BIN" puzzles --game "$game" --seed "$SEED" "${extra[@]}" --out "$OUT/$game.json"
done
