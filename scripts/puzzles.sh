#!/usr/bin/env bash
# The puzzles of static/puzzles/ (the manual, "Puzzles"): positions of seeded random games
# where the side to move has exactly one winning move, proven by the exact solver (with
# the endgame tables of static/tables/ for Rio Kadalis and Hoyito III; Katro's by the
# proof search: the only move that wins in the fewest moves), each with the line to the
# end of the game; and for Rio Kadalis and Hoyito III, gain puzzles proven by the tables
# (one move makes sure of at least a four more than any other).
#
#   bash scripts/puzzles.sh               every game's file
#   bash scripts/puzzles.sh katro kiothi  only those
#   bash scripts/puzzles.sh verify        every shipped file re-verified in full, recorded
#
# The budgets are the generator's policy (src/ai/puzzles.rs), the same the tests read.
# A Rio Kadalis or Hoyito III win puzzle's n and line are its exact win distance
# (src/ai/win_distance.rs: the fewest of the winner's own moves against the longest
# defence); `verify` recomputes every one of them and every proof without the shipped
# tables (PUZZLES_FULL=1 cargo test --test puzzles: CI does the same for those
# whose distances reach at most 2,500,000 positions) and writes what it found, with each
# file's SHA-256, to static/puzzles/verified.json, which CI requires of the 2x6 files.
#
# Settings (environment): SEED (1); OUT, the folder (static/puzzles); BIN, the CLI (built
# if not given); COUNT_2X6 (200) win puzzles and GAINS_2X6 (50) gain puzzles of each 2x6
# game; COUNT_OTHER (50), those of Katro and Kiothi. The same seed writes the same files.
set -euo pipefail
cd "$(dirname "$0")/.."

SEED=${SEED:-1}
OUT=${OUT:-static/puzzles}
COUNT_2X6=${COUNT_2X6:-200}
COUNT_OTHER=${COUNT_OTHER:-50}
GAINS_2X6=${GAINS_2X6:-50}
if [ "${1:-}" = verify ]; then
  log=$(mktemp)
  cargo test --test puzzles --no-run --quiet
  TIMEFORMAT="%U %R"
  { time PUZZLES_FULL=1 cargo test --test puzzles -- --nocapture --test-threads 2 \
      every_ 2>&1 | tee "$log" >&2; } 2>"$log.time"
  grep -q '^test result: ok' "$log" || { echo "scripts/puzzles.sh: the check failed" >&2; exit 1; }
  read -r cpu wall < <(tail -1 "$log.time")
  records=()
  for game in rio-kadalis hoyito-3 kiothi katro; do
    line=$(grep "^PUZZLES $game:" "$log" | head -1 | sed 's/"/\\"/g')
    sha=$(sha256sum "static/puzzles/$game.json" | cut -d' ' -f1)
    records+=("{\"game\":\"$game\",\"sha256\":\"$sha\",\"found\":\"${line#PUZZLES }\"}")
  done
  {
    printf '{"about":"Every shipped puzzle re-verified in full without the shipped endgame tables (bash scripts/puzzles.sh verify: PUZZLES_FULL=1 cargo test --test puzzles), each file by its SHA-256. cargo test --test puzzles requires it of the 2x6 files.",'
    printf '"command":"PUZZLES_FULL=1 cargo test --test puzzles","cpu_seconds":%s,"wall_seconds":%s,"date":"%s","commit":"%s","files":[\n' \
      "$cpu" "$wall" "$(date -u +%Y-%m-%d)" "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    for i in "${!records[@]}"; do
      sep=","
      [ "$i" -eq $((${#records[@]} - 1)) ] && sep=""
      printf '%s%s\n' "${records[$i]}" "$sep"
    done
    printf ']}\n'
  } >static/puzzles/verified.json
  rm -f "$log" "$log.time"
  echo static/puzzles/verified.json
  exit 0
fi
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
    *) extra=(--count "$COUNT_OTHER") ;;
  esac
  echo "== $game"
  TIMEFORMAT="$game: %U CPU-seconds (user), %R s wall"
  time "$BIN" puzzles --game "$game" --seed "$SEED" "${extra[@]}" --out "$OUT/$game.json"
done
