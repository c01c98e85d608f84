#!/usr/bin/env bash
# Every test: the repository's own checks, both engines (Europe, the Card Game), a short soak, the lab's
# build, app unit tests, the release build, browser tests in headless Chromium, then the size of a first
# visit. Fails on the first error.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
step() { printf '\n== %s\n' "$*"; }

step "docs and comments: no numbered working periods, no patches in docs/, every doc link resolves"
python3 scripts/check_docs.py

source scripts/setup.sh
SECONDS=0

step "engine tests: both games, the shared crate and the arena (the workspace's default members)"
cargo test --release

step "the lab's programs build (lab/; a few seconds once the engine is built)"
cargo build --release -p europa-lab

step "short soak (every variant, bot and level; invariants after every action)"
cargo run --release -p europa-arena --bin soak -- --games 400 --seed 1

step "app unit tests (native: geometry, palette, i18n, autoplay)"
cargo test -p europa-express --lib

step "release build"
build_start=$SECONDS
trunk build --release --offline
echo "trunk build: $((SECONDS - build_start)) s"

step "browser tests"
PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
SERVER_LOG="$(mktemp)"
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!
stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  rm -f "$SERVER_LOG"
}
trap stop_server EXIT
for _ in $(seq 1 50); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then break; fi
  sleep 0.1
done
e2e_start=$SECONDS
node tests/e2e/run.mjs "http://127.0.0.1:$PORT/"
echo "browser tests: $((SECONDS - e2e_start)) s"

step "app shell: installable, offline, sub-path, rules help"
node tests/e2e/shell.mjs dist

step "size"
# What a first visit waits for is the shell: the page, its script, styles and
# the shell's wasm (home, new game, saves, both engines). Each game's table
# is a module of its own (scripts/split_page.py), fetched right after the
# first paint and precached; the bots worker (europa-bots*) is fetched when
# a computer seat first moves. The shell must stay within 300 KB gzipped.
BUDGET=$((300 * 1024))
shell=0
tables=0
worker=0
while IFS= read -r -d '' f; do
  size=$(gzip -9 -c "$f" | wc -c)
  printf '  %8d B gzipped  %s\n' "$size" "${f#dist/}"
  case "$f" in
    dist/europa-bots*) worker=$((worker + size)) ;;
    dist/split_*.wasm | dist/chunk_*.wasm) tables=$((tables + size)) ;;
    *) shell=$((shell + size)) ;;
  esac
done < <(find dist -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' -o -name '*.svg' \) -print0 | sort -z)
kb() { echo "$(( ($1 + 1023) / 1024 )) KB"; }
echo "first paint, the shell (html, js, wasm, css, icon): $(kb "$shell") gzipped ($shell B; budget $(kb "$BUDGET"))"
echo "the modules fetched right after the first paint (both tables, the replay, the history): $(kb "$tables") gzipped"
echo "first visit in all, shell and modules: $(kb $((shell + tables))) gzipped"
echo "bots worker, when a computer first moves: $(kb "$worker") gzipped"
if ((shell > BUDGET)); then
  echo "the shell is over its budget of $(kb "$BUDGET")" >&2
  exit 1
fi
echo "all tests passed in ${SECONDS} s"
