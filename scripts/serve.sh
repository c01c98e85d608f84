#!/usr/bin/env bash
# Builds the release app and serves it on this machine.
#   scripts/serve.sh            # http://127.0.0.1:8080/
#   PORT=9000 scripts/serve.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh

PORT="${PORT:-8080}"
HOST="${HOST:-127.0.0.1}"

trunk build --release --offline
echo "Europa Express: http://$HOST:$PORT/  (Ctrl-C stops the server)"
exec python3 -m http.server "$PORT" --bind "$HOST" --directory dist
