#!/usr/bin/env bash
# Side by side: the engine's random playouts (the CLI's `bench`) and the search's nodes per
# second (the CLI's `think --nodes N`) of an earlier commit and of the work tree, in one
# run, on one core, alternating builds, R rounds each. Prints each round's figures and the
# best of the rounds with the ratio new / old. Figures, not verdicts: run it on a quiet
# machine. Then, unless CALLGRIND=0, the instructions each build executes per random
# playout and per search node under `valgrind --tool=callgrind`: repeatable however busy
# the machine is (the same seed plays the same games), so the figure to trust on a shared
# machine.
#
# usage: [CALLGRIND=0] bash benches/compare.sh [BASE_COMMIT] [ROUNDS] [GAMES] [NODES]
#   BASE_COMMIT  default b934b37; built from a clean checkout in target/compare/
#   ROUNDS       default 3
#   GAMES        random playouts per game and round (default 4000)
#   NODES        search nodes per `think` (default 300000)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
BASE="${1:-b934b37}" ROUNDS="${2:-3}" GAMES="${3:-4000}" NODES="${4:-300000}"
DIR="$ROOT/target/compare"
mkdir -p "$DIR"

# The earlier commit, built once per commit (its own checkout and target folder).
rev="$(git rev-parse --short "$BASE")"
src="$DIR/src-$rev"
if [[ ! -x "$src/target/release/mancala-atlas" ]]; then
  rm -rf "$src"
  git -c advice.detachedHead=false clone -q "$ROOT" "$src"
  git -C "$src" checkout -q "$rev"
  (cd "$src" && cargo build --release --quiet --bin mancala-atlas)
fi
cargo build --release --quiet --bin mancala-atlas
OLD="$src/target/release/mancala-atlas" NEW="$ROOT/target/release/mancala-atlas"
one_core() { if command -v taskset >/dev/null; then taskset -c 0 "$@"; else "$@"; fi; }

GAMES_LIST=(katro rio-kadalis hoyito-3 kiothi)
# Positions to think in: a few moves into each game (the start is too easy for some).
declare -A MOVES=([katro]="" [rio-kadalis]="c1 d2" [hoyito-3]="c1 d2" [kiothi]="")

declare -A best
run() { # $1 = label (old/new), $2 = binary
  local g out pps nps
  for g in "${GAMES_LIST[@]}"; do
    out="$(one_core "$2" bench --game "$g" --games "$GAMES" --seed 1 | tail -n 1)"
    pps="$(awk '{ print $(NF-2) }' <<<"$out")"
    # shellcheck disable=SC2086
    out="$(one_core "$2" think --game "$g" --nodes "$NODES" --seed 1 ${MOVES[$g]} | grep '^analysis:')"
    nps="$(sed -E 's/^analysis: ([0-9]+) nodes.*, ([0-9]+) ms$/\1 \2/' <<<"$out" | awk '{ printf "%.0f", $1 / ($2 / 1000) }')"
    printf '  %-4s %-12s playouts/s %8s   think nodes/s %9s\n' "$1" "$g" "$pps" "$nps"
    [[ "${best[$1,$g,p]:-0}" -ge "$pps" ]] || best[$1,$g,p]="$pps"
    [[ "${best[$1,$g,n]:-0}" -ge "$nps" ]] || best[$1,$g,n]="$nps"
  done
}
echo "old: $rev   new: the work tree ($(git rev-parse --short HEAD)$(git diff --quiet || echo ', with changes'))"
for ((r = 1; r <= ROUNDS; r++)); do
  echo "round $r of $ROUNDS"
  if ((r % 2)); then run old "$OLD"; run new "$NEW"; else run new "$NEW"; run old "$OLD"; fi
done
echo "best of $ROUNDS rounds:"
printf '  %-12s %12s %12s %7s   %12s %12s %7s\n' game "playouts old" "new" ratio "nodes/s old" "new" ratio
for g in "${GAMES_LIST[@]}"; do
  printf '  %-12s %12s %12s %7s   %12s %12s %7s\n' "$g" \
    "${best[old,$g,p]}" "${best[new,$g,p]}" "$(awk -v a="${best[old,$g,p]}" -v b="${best[new,$g,p]}" 'BEGIN { printf "%.3f", b / a }')" \
    "${best[old,$g,n]}" "${best[new,$g,n]}" "$(awk -v a="${best[old,$g,n]}" -v b="${best[new,$g,n]}" 'BEGIN { printf "%.3f", b / a }')"
done

[[ "${CALLGRIND:-1}" != 0 ]] || exit 0
if ! command -v valgrind >/dev/null; then
  echo "instructions: valgrind not found (CALLGRIND=0 skips this part)"
  exit 0
fi
# Instructions of one run under callgrind.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -nE 's/^==[0-9]+== Collected : ([0-9]+)$/\1/p'
}
# The difference of two runs, so that what every run does once (start-up, the start
# position, the output) drops out: playouts 101 to 400 and nodes 20,001 to 100,000.
CG_GAMES=(100 400) CG_NODES=(20000 100000)
per_playout() { # $1 = binary, $2 = game
  local a b
  a="$(instructions "$1" bench --game "$2" --games "${CG_GAMES[0]}" --seed 1)"
  b="$(instructions "$1" bench --game "$2" --games "${CG_GAMES[1]}" --seed 1)"
  awk -v a="$a" -v b="$b" -v n=$((CG_GAMES[1] - CG_GAMES[0])) 'BEGIN { printf "%.0f", (b - a) / n }'
}
per_node() { # $1 = binary, $2 = game
  local a b na nb
  # shellcheck disable=SC2086
  na="$("$1" think --game "$2" --nodes "${CG_NODES[0]}" --seed 1 ${MOVES[$2]} | sed -nE 's/^analysis: ([0-9]+) nodes.*/\1/p')"
  # shellcheck disable=SC2086
  nb="$("$1" think --game "$2" --nodes "${CG_NODES[1]}" --seed 1 ${MOVES[$2]} | sed -nE 's/^analysis: ([0-9]+) nodes.*/\1/p')"
  # shellcheck disable=SC2086
  a="$(instructions "$1" think --game "$2" --nodes "${CG_NODES[0]}" --seed 1 ${MOVES[$2]})"
  # shellcheck disable=SC2086
  b="$(instructions "$1" think --game "$2" --nodes "${CG_NODES[1]}" --seed 1 ${MOVES[$2]})"
  awk -v a="$a" -v b="$b" -v n=$((nb - na)) 'BEGIN { printf "%.0f", (b - a) / n }'
}
echo "instructions (callgrind), per playout (bench, playouts ${CG_GAMES[0]}+1 to ${CG_GAMES[1]}) and per search node (think, nodes ${CG_NODES[0]}+1 to ${CG_NODES[1]}); ratio old / new:"
printf '  %-12s %12s %12s %7s   %12s %12s %7s\n' game "/playout old" "new" ratio "/node old" "new" ratio
for g in "${GAMES_LIST[@]}"; do
  po="$(per_playout "$OLD" "$g")" pn="$(per_playout "$NEW" "$g")"
  no="$(per_node "$OLD" "$g")" nn="$(per_node "$NEW" "$g")"
  printf '  %-12s %12s %12s %7s   %12s %12s %7s\n' "$g" \
    "$po" "$pn" "$(awk -v a="$po" -v b="$pn" 'BEGIN { printf "%.3f", a / b }')" \
    "$no" "$nn" "$(awk -v a="$no" -v b="$nn" 'BEGIN { printf "%.3f", a / b }')"
done
