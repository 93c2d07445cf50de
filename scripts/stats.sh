#!/usr/bin/env bash
# The figures of static/stats/GAME.json: every option set of every game, played by two
# random players and by two players of LEVEL (the manual, "Research").
#
#   bash scripts/stats.sh              the whole run on this machine, then $OUT/
#   bash scripts/stats.sh run I/K      part I of K only (another machine, a Slurm task):
#                                      $SHARDS/GAME.PLAYERS.I-of-K.json
#   bash scripts/stats.sh merge K      the K parts' files added up into $OUT/
#                                      (GAME.json, and its image GAME.svg: stats plot)
#
# $OUT is target/stats/out unless set: the shipped files, static/stats/, are replaced only
# when asked for by name (OUT=static/stats bash scripts/stats.sh merge K).
#
# The parts of a run may be run anywhere, in any order, on any number of threads: game i
# of every option set is played from a seed made of SEED and i alone, and everything is
# counted in whole numbers, so the merged parts give the very files of one run.
#
# Settings (environment):
#   SIZE     quick (default): 100,000 random games per option set (Hoyito III: 10,000,
#            a random match runs some 8,000 moves) and 400 of LEVEL, a check of the
#            commands (about 1,200 CPU-seconds);
#            full: 1,000,000 random games and 2,000 of LEVEL per option set, the shipped
#            files (about 18,200 CPU-seconds; shard it).
#   RANDOM_GAMES, AI_GAMES   override the size's numbers (RANDOM_GAMES for every game)
#   LEVEL    the level of the second set of games (medium)
#   SEED     23;  THREADS  threads per part (2);  BIN  the CLI (built if not given)
#   SHARDS   where the parts go (target/stats/shards)
#   OUT      where the merged files go (target/stats/out; OUT=static/stats for the
#            shipped ones)
set -euo pipefail
cd "$(dirname "$0")/.."

SIZE=${SIZE:-quick}
LEVEL=${LEVEL:-medium}
SEED=${SEED:-23}
THREADS=${THREADS:-2}
SHARDS=${SHARDS:-target/stats/shards}
OUT=${OUT:-target/stats/out}
GAMES=(katro rio-kadalis hoyito-3 kiothi)

case "$SIZE" in
  quick) random_default=100000 ai_default=400 ;;
  full) random_default=1000000 ai_default=2000 ;;
  *) echo "scripts/stats.sh: SIZE is quick or full, not \"$SIZE\"" >&2; exit 2 ;;
esac

# The random games of GAME's option sets.
random_games() {
  if [[ -n "${RANDOM_GAMES:-}" ]]; then
    echo "$RANDOM_GAMES"
  elif [[ "$SIZE" == quick && "$1" == hoyito-3 ]]; then
    echo 10000
  else
    echo "$random_default"
  fi
}
ai_games() { echo "${AI_GAMES:-$ai_default}"; }

# The command that makes this run, for the files (the settings that differ from the
# defaults, then the script).
made_by() {
  local env="SIZE=$SIZE"
  [[ -n "${RANDOM_GAMES:-}" ]] && env+=" RANDOM_GAMES=$RANDOM_GAMES"
  [[ -n "${AI_GAMES:-}" ]] && env+=" AI_GAMES=$AI_GAMES"
  [[ "$LEVEL" != medium ]] && env+=" LEVEL=$LEVEL"
  [[ "$SEED" != 23 ]] && env+=" SEED=$SEED"
  echo "$env bash scripts/stats.sh"
}

cli() {
  if [[ -z "${BIN:-}" ]]; then
    cargo build --release --quiet --bin mancala-atlas
    BIN=target/release/mancala-atlas
  fi
  "$BIN" "$@"
}

# Part I/K of every game's runs.
run_part() {
  local part=$1 i=${1%/*} k=${1#*/}
  mkdir -p "$SHARDS"
  for game in "${GAMES[@]}"; do
    for players in random "$LEVEL"; do
      local n
      if [[ "$players" == random ]]; then n=$(random_games "$game"); else n=$(ai_games); fi
      local file="$SHARDS/$game.$players.$i-of-$k.json"
      local start=$SECONDS
      cli stats variants --game "$game" --players "$players" --games "$n" --seed "$SEED" \
        --threads "$THREADS" --shard "$part" --out "$file"
      echo "$game, $players: part $part of $n games per option set in $((SECONDS - start)) s" >&2
    done
  done
}

# The K parts of every game's runs, added up into $OUT/GAME.json.
merge_parts() {
  local k=$1
  mkdir -p "$OUT"
  for game in "${GAMES[@]}"; do
    local runs=()
    for players in random "$LEVEL"; do
      local files=()
      for ((i = 1; i <= k; i++)); do files+=("$SHARDS/$game.$players.$i-of-$k.json"); done
      runs+=("$(cli stats merge --json "${files[@]}")")
    done
    printf '{"game":"%s","about":"%s","made_by":"%s","full_set":"%s","runs":[%s,%s]}\n' \
      "$game" \
      "Statistics of seeded games of every option set: mancala-atlas stats variants (README, Research). Each run gives its command, its figures with 95% intervals and its exact counts." \
      "$(made_by)" \
      "SIZE=full OUT=static/stats bash scripts/stats.sh (or, in K parts: SIZE=full bash scripts/stats.sh run I/K for I = 1..K, then SIZE=full OUT=static/stats bash scripts/stats.sh merge K)" \
      "${runs[0]}" "${runs[1]}" >"$OUT/$game.json"
    # Its image, every option set at a glance (the example article's figure).
    cli stats plot "$OUT/$game.json" --out "$OUT/$game.svg"
    echo "$OUT/$game.json, $OUT/$game.svg" >&2
  done
}

case "${1:-all}" in
  all) run_part 1/1 && merge_parts 1 ;;
  run) run_part "${2:?run needs I/K}" ;;
  merge) merge_parts "${2:?merge needs K}" ;;
  *) echo "usage: bash scripts/stats.sh [run I/K | merge K]" >&2; exit 2 ;;
esac
