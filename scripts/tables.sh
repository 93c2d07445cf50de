#!/usr/bin/env bash
# The endgame tables of static/tables/ (the manual, "Research"): Rio Kadalis with at most 14
# seeds on the board (its default 6 holes a row; clockwise sowing is read from it in a
# mirror), Rio Kadalis with 5 holes a row with at most 17, Hoyito III with at most 13;
# each checked in full once written, and the check recorded.
#
#   bash scripts/tables.sh            build the three, then verify them
#   bash scripts/tables.sh verify     verify the files as they are
#
# Verifying a table is its full check (`tables verify --all`: every entry against the
# entries one move on, through the mirror too; status 2 on any disagreement), then
# 10,000 random positions against the exact solver one move on and 300 by the solver
# alone. Only when both pass is the file's SHA-256 written with the check's counts into
# static/tables/verified.json — the record `cargo test --test tables` requires of every
# shipped file (a table rebuilt or changed without a passing check is refused).
#
# Settings (environment): RIO, RIO5 and HOYITO, the most seeds (14, 17, 13); OUT, the folder
# (static/tables); VERIFY=0 to skip the check (no record is written); THREADS, the full
# check's threads (2); SAMPLE=0 to skip the solver's sample; BIN, the CLI (built if not
# given). The build is deterministic: the same CLI writes the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."

RIO=${RIO:-14}
RIO5=${RIO5:-17}
HOYITO=${HOYITO:-13}
OUT=${OUT:-static/tables}
VERIFY=${VERIFY:-1}
THREADS=${THREADS:-2}
SAMPLE=${SAMPLE:-1}
WHAT=${1:-all}
case "$WHAT" in
  all | verify) ;;
  *) echo "usage: bash scripts/tables.sh [verify]" >&2; exit 2 ;;
esac
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
if [ "$WHAT" = all ]; then
  for spec in "${TABLES[@]}"; do
    read -r name game options seeds <<<"$spec"
    echo "== $name: $game $options, at most $seeds seeds"
    TIMEFORMAT="$name: %U CPU-seconds (user), %S (system), %R s wall"
    time "$BIN" tables build --game "$game" --options "$options" --seeds "$seeds" --out "$OUT/$name.bin"
  done
fi
[ "$VERIFY" != 0 ] || exit 0

# A JSON string of $1.
json() {
  local s=${1//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  printf '"%s"' "$s"
}

records=()
for spec in "${TABLES[@]}"; do
  read -r name _ <<<"$spec"
  file="$OUT/$name.bin"
  echo "== $name: the full check"
  command="mancala-atlas tables verify --tables $file --all --threads $THREADS"
  TIMEFORMAT="%U %R"
  { time "$BIN" tables verify --tables "$file" --all --threads "$THREADS" >"$OUT/.check.txt"; } 2>"$OUT/.time.txt"
  report=$(cat "$OUT/.check.txt")
  read -r cpu wall <"$OUT/.time.txt"
  rm -f "$OUT/.check.txt" "$OUT/.time.txt"
  echo "$report"
  echo "$name: checked in $cpu CPU-seconds (user), $wall s wall"
  # The counts of the table's own rules (the first line), then of its mirror image.
  counts=$(sed -n 's/^one move on, every entry ([^)]*): \([0-9]*\) entries, \([0-9]*\) positions in play (\([0-9]*\) held.*), \([0-9]*\) disagreed$/\1 \2 \3 \4/p' <<<"$report")
  read -r entries positions held disagreed <<<"$(head -1 <<<"$counts")"
  mirror=$(sed -n 2p <<<"$counts")
  mirror_field=""
  if [ -n "$mirror" ]; then
    read -r m_entries _ _ m_disagreed <<<"$mirror"
    disagreed=$((disagreed + m_disagreed))
    mirror_field="\"mirror_entries\":$m_entries,"
  fi
  sample=""
  if [ "$SAMPLE" != 0 ]; then
    echo "== $name: the solver's sample"
    sample=$("$BIN" tables verify --tables "$file" --positions 10000 --alone 300 --nodes 20000)
    echo "$sample"
  fi
  sha=$(sha256sum "$file" | cut -d' ' -f1)
  bytes=$(wc -c <"$file" | tr -d ' ')
  records+=("{\"name\":\"$name\",\"sha256\":\"$sha\",\"bytes\":$bytes,\"entries\":$entries,\"positions\":$positions,\"held_out\":$held,${mirror_field}\"disagreements\":$disagreed,\"command\":$(json "$command"),\"cpu_seconds\":$cpu,\"wall_seconds\":$wall,\"date\":\"$(date -u +%Y-%m-%d)\",\"commit\":\"$(git rev-parse --short HEAD 2>/dev/null || echo unknown)\",\"report\":$(json "$report"),\"solver_sample\":$(json "$sample")}")
done
{
  printf '{"about":%s,"tables":[\n' "$(json "The full checks that passed on the shipped endgame tables (bash scripts/tables.sh verify): each file by its SHA-256, with what tables verify --all found. cargo test --test tables refuses a shipped file without one.")"
  for i in "${!records[@]}"; do
    sep=","
    [ "$i" -eq $((${#records[@]} - 1)) ] && sep=""
    printf '%s%s\n' "${records[$i]}" "$sep"
  done
  printf ']}\n'
} >"$OUT/verified.json"
echo "$OUT/verified.json"
