#!/usr/bin/env bash
# The puzzles of static/puzzles/ (README "Puzzles"): positions of seeded random games
# where the side to move has exactly one winning move, proven by the exact solver (with
# the endgame tables of static/tables/ for Rio Kadalis and Hoyito III; Katro's by the
# proof search: the only move that wins in the fewest moves), each with the line to the
# end of the game; and for Rio Kadalis and Hoyito III, gain puzzles proven by the tables
# (one move makes sure of at least a four more than any other).
#
#   bash scripts/puzzles.sh               every game's file
#   bash scripts/puzzles.sh katro kiothi  only those
#
# Settings (environment): SEED (1); OUT, the folder (static/puzzles); BIN, the CLI (built
# if not given); COUNT_2X6 (200) win puzzles and GAINS_2X6 (50) gain puzzles of each 2x6
# game; COUNT_OTHER (50), those of Katro and Kiothi, with NODES_KIOTHI (50000) solver
# positions per Kiothi candidate (Katro: the proof search's default, 200000). The same
# seed writes the same files.
set -euo pipefail
cd "$(dirname "$0")/.."

SEED=${SEED:-1}
OUT=${OUT:-static/puzzles}
COUNT_2X6=${COUNT_2X6:-200}
COUNT_OTHER=${COUNT_OTHER:-50}
GAINS_2X6=${GAINS_2X6:-50}
NODES_KIOTHI=${NODES_KIOTHI:-50000}
if [ -z "${BIN:-}" ]; then
  cargo build --release --bin mancala-atlas
  BIN=target/release/mancala-atlas
fi
mkdir -p "$OUT"
GAMES=("$@")
[ ${#GAMES[@]} -gt 0 ] || GAMES=(katro rio-kadalis hoyito-3 kiothi)
for game in "${GAMES[@]}"; do
  case $game in
    rio-kadalis | hoyito-3)
      extra=(--count "$COUNT_2X6" --tables "static/tables/$game.bin" --gains "$GAINS_2X6") ;;
    katro) extra=(--count "$COUNT_OTHER") ;;
    *) extra=(--count "$COUNT_OTHER" --nodes "$NODES_KIOTHI") ;;
  esac
  echo "== $game"
  TIMEFORMAT="$game: %U CPU-seconds (user), %R s wall"
  time "$BIN" puzzles --game "$game" --seed "$SEED" "${extra[@]}" --out "$OUT/$game.json"
done
