#!/usr/bin/env bash
# Builds the app with Trunk in release mode and serves it (rebuilding on changes).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh

ADDRESS="${ADDRESS:-127.0.0.1}"
PORT="${PORT:-8080}"
step "trunk serve --release --offline: the app will be at http://$ADDRESS:$PORT/"
exec trunk serve --release --offline --address "$ADDRESS" --port "$PORT"
