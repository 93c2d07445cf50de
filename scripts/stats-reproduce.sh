#!/usr/bin/env bash
# Reproduces a shipped statistics run (static/stats/GAME.json, the manual "Research") from
# the command and seed the file records for it, byte for byte.
#
#   bash scripts/stats-reproduce.sh GAME OPTIONS          the option set's whole run, in
#                                                         PARTS parts, merged and compared
#   bash scripts/stats-reproduce.sh GAME OPTIONS I/K      part I of K only, compared with
#                                                         the part recorded
#
#   e.g. bash scripts/stats-reproduce.sh katro '{"rows_per_player":2,"holes_per_row":4}'
#
# The whole run: each part I of PARTS is played again (`mancala-atlas stats --game GAME
# --options OPTIONS --players PLAYERS --games N --seed S --shard I/PARTS`, N and S read
# from the file), the parts are added up (`stats merge --json`), and the result must be
# the option set's run as the file holds it, figures and exact counts, to the byte. Then
# every part's SHA-256 is recorded in static/stats/parts.txt with the file's own, so that
# any one part can be checked alone later: `… I/K` plays that part again and compares
# its SHA-256 with the record (CI does this for one part of a small option set:
# tests/stats_figures.rs). The same seed gives the same games on any machine and any
# number of threads, so nothing here depends on where the file was made.
#
# Settings (environment): PLAYERS (random) — or the file's other run, e.g. medium;
# PARTS (16); THREADS (2); BIN, the CLI (built if not given); OUT (static/stats).
set -euo pipefail
cd "$(dirname "$0")/.."

GAME=${1:?usage: bash scripts/stats-reproduce.sh GAME OPTIONS [I/K]}
OPTIONS=${2:?usage: bash scripts/stats-reproduce.sh GAME OPTIONS [I/K]}
PART=${3:-}
PLAYERS=${PLAYERS:-random}
PARTS=${PARTS:-16}
THREADS=${THREADS:-2}
OUT=${OUT:-static/stats}
FILE="$OUT/$GAME.json"
RECORD="$OUT/parts.txt"
if [ -z "${BIN:-}" ]; then
  cargo build --release --quiet --bin mancala-atlas
  BIN=target/release/mancala-atlas
fi
[ -f "$FILE" ] || { echo "stats-reproduce: no $FILE" >&2; exit 2; }

# The option set's canonical options (as the CLI writes them) and the run's recorded
# command, whose games and seed are played again.
canonical=$("$BIN" stats --game "$GAME" --options "$OPTIONS" --players "$PLAYERS" --games 1 --seed 0 --json |
  sed -n 's/^{"rules":{"game":"[^"]*","options":\(.*\)},"players".*/\1/p')
# In the file the command is JSON text: its quotes escaped.
json_options=${canonical//\"/\\\"}
if [ "$canonical" = "{}" ]; then
  prefix="mancala-atlas stats --game $GAME --players $PLAYERS --games "
else
  prefix="mancala-atlas stats --game $GAME --options '$json_options' --players $PLAYERS --games "
fi
pattern=$(sed 's/[][\.*^$/]/\\&/g' <<<"\"command\":\"$prefix")
recorded=$(grep -o "$pattern[0-9]* --seed [0-9]*\"" "$FILE" | head -1 || true)
[ -n "$recorded" ] || { echo "stats-reproduce: $FILE records no $PLAYERS run of $GAME $canonical" >&2; exit 2; }
games=$(sed 's/.* --games \([0-9]*\) .*/\1/' <<<"$recorded")
seed=$(sed 's/.* --seed \([0-9]*\)"$/\1/' <<<"$recorded")
file_sha=$(sha256sum "$FILE" | cut -d' ' -f1)
echo "$GAME $canonical, $PLAYERS: $games games, seed $seed (recorded in $FILE)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
part() { # part I of K into $work/I.json
  "$BIN" stats --game "$GAME" --options "$canonical" --players "$PLAYERS" --games "$games" \
    --seed "$seed" --threads "$THREADS" --shard "$1" --out "$work/${1%/*}.json"
}

if [ -n "$PART" ]; then
  line=$(grep -F "$GAME $canonical $PLAYERS $games $seed $PART " "$RECORD" 2>/dev/null | head -1 || true)
  [ -n "$line" ] || { echo "stats-reproduce: $RECORD has no part $PART of this run" >&2; exit 2; }
  read -r _ _ _ _ _ _ want want_file <<<"$line"
  [ "$want_file" = "$file_sha" ] || {
    echo "stats-reproduce: $FILE changed since its parts were recorded: reproduce the whole run again" >&2
    exit 1
  }
  start=$SECONDS
  part "$PART"
  got=$(sha256sum "$work/${PART%/*}.json" | cut -d' ' -f1)
  if [ "$got" != "$want" ]; then
    echo "stats-reproduce: part $PART differs from the record ($got, not $want)" >&2
    exit 1
  fi
  echo "part $PART: the same bytes as recorded ($got), in $((SECONDS - start)) s"
  exit 0
fi

start=$SECONDS
files=()
for ((i = 1; i <= PARTS; i++)); do
  part "$i/$PARTS"
  files+=("$work/$i.json")
done
merged=$("$BIN" stats merge --json "${files[@]}")
if ! grep -qF -- "$merged" "$FILE"; then
  echo "stats-reproduce: the $PARTS parts added up are not the run $FILE holds" >&2
  exit 1
fi
echo "the $PARTS parts added up are the file's run, byte for byte ($((SECONDS - start)) s)"
# The record: this run's parts replace any recorded before.
{
  if [ -f "$RECORD" ]; then
    grep -vF "$GAME $canonical $PLAYERS $games $seed " "$RECORD" || true
  else
    echo "# Parts of shipped statistics runs, reproduced byte for byte by bash scripts/stats-reproduce.sh:"
    echo "# game options players games seed part sha256-of-the-part sha256-of-the-file"
  fi
  for ((i = 1; i <= PARTS; i++)); do
    echo "$GAME $canonical $PLAYERS $games $seed $i/$PARTS $(sha256sum "${files[$((i - 1))]}" | cut -d' ' -f1) $file_sha"
  done
} >"$work/record"
mv "$work/record" "$RECORD"
echo "$RECORD"
