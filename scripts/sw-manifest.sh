#!/usr/bin/env bash
# Writes the build's file list into its service worker: every file of the build (but
# sw.js itself and precompressed .gz/.br copies) with its SHA-256, and a version, the hash
# of that list. static/sw.js holds one placeholder line, `const BUILD = …;`, replaced here.
# The worker pre-caches these files, checks each one against its hash, and serves a page
# only from a complete cache of one version (see static/sw.js). The languages' files
# (lang-xx.txt), the games' statistics (stats/GAME.json), puzzles (puzzles/GAME.json)
# and endgame tables (tables/NAME.bin) are marked `lazy`: a reader needs few of them, so the worker caches each only when a
# page first asks for it (checked against the same hash, kept in the page's build), never
# at install.
#
# Run by Trunk after each build ([[hooks]] in Trunk.toml; the staging folder is
# $TRUNK_STAGING_DIR), or by hand on a built folder: bash scripts/sw-manifest.sh dist
# Needs only bash and coreutils (find, sort, sha256sum), so it works offline.
# The manual (docs/) is left out: its pages are read online, and a first visit does not
# download 3 MB of them. puzzles/ is left out: a puzzle screen fetches its game's file when shown (the manual, "Puzzles").
set -euo pipefail

DIR="${1:-${TRUNK_STAGING_DIR:-}}"
[[ -n "$DIR" ]] || { echo "usage: $0 DIR (or run as a Trunk hook)" >&2; exit 2; }
SW="$DIR/sw.js"
[[ -f "$SW" ]] || { echo "sw-manifest: no sw.js in $DIR" >&2; exit 1; }

files=""
lazy=""
while IFS= read -r -d '' path; do
  path="${path#./}"
  # The names go into a JavaScript string literal as they are.
  if [[ "$path" =~ [\"\\[:cntrl:]] ]]; then
    echo "sw-manifest: a file name the worker cannot list: $path" >&2
    exit 1
  fi
  sum="$(sha256sum "$DIR/$path" | cut -d' ' -f1)"
  files+="${files:+,}\"$path\":\"$sum\""
  # Fetched only when a reader asks: the languages' files, a game's statistics (its
  # rules panel's "What play shows"), its puzzles and its endgame tables (when a game
  # first needs a position one covers).
  if [[ "$path" == lang-*.txt || "$path" == stats/* || "$path" == puzzles/* || "$path" == tables/* ]]; then lazy+="${lazy:+,}\"$path\""; fi
done < <(cd "$DIR" && find . -type f ! -path './docs/*' ! -name sw.js ! -name '*.gz' ! -name '*.br' ! -name '.*' -print0 | LC_ALL=C sort -z)
[[ -n "$files" ]] || { echo "sw-manifest: $DIR holds no files" >&2; exit 1; }

version="$(printf '%s' "$files|$lazy" | sha256sum | cut -c1-16)"
line="const BUILD = { version: \"$version\", files: {$files}, lazy: [$lazy] };"

count="$(grep -c '^const BUILD = ' "$SW" || true)"
[[ "$count" == 1 ]] || { echo "sw-manifest: $SW must hold exactly one line starting 'const BUILD = ' (found $count)" >&2; exit 1; }
out=""
while IFS= read -r l || [[ -n "$l" ]]; do
  if [[ "$l" == "const BUILD = "* ]]; then out+="$line"$'\n'; else out+="$l"$'\n'; fi
done <"$SW"
printf '%s' "$out" >"$SW"
echo "sw-manifest: build $version, $(tr -cd ',' <<<"$files" | wc -c | awk '{ print $1 + 1 }') files ($(tr -cd '"' <<<"$lazy" | wc -c | awk '{ print $1 / 2 }') lazy)"
