#!/usr/bin/env bash
# Instruction counts (callgrind) for the engine's speed figures in
# docs/ENGINE.md ("Speed") and docs/bots/speed.md: a random 2-player game, one
# Hard rollout and Hard's set-up ticket choice. The random game is counted
# twice: picking each move with `legal_action_at` (no list built at a turn's
# start), and building every list (`list`): the same games, two ways. The
# first two figures are the difference between two runs divided by the
# difference in work, so start-up and the position's set-up cancel out; the
# set-up choice is one whole run.
# Usage: scripts/engine_instructions.sh   (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p europa-engine --example random_europe_games --example hard_rollouts >&2
ex=target/release/examples
count() { # instructions of one run: count <binary> <args>...
  local out bin=$1
  shift
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$ex/$bin" "$@" >/dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
  rm -f "$out"
}
g1=$(count random_europe_games 100); g2=$(count random_europe_games 300)
echo "random 2-player game: $(( (g2 - g1) / 200 )) instructions"
l1=$(count random_europe_games 100 list); l2=$(count random_europe_games 300 list)
echo "random 2-player game, every list built: $(( (l2 - l1) / 200 )) instructions"
r1=$(count hard_rollouts 40); r2=$(count hard_rollouts 440)
echo "Hard rollout: $(( (r2 - r1) / 400 )) instructions"
# Seat 0's choice of starting tickets at the default 400 (Hard gives the
# set-up three times the rollouts: 1,200 whole games), start-up included.
echo "Hard set-up ticket choice: $(count hard_rollouts 400 setup) instructions"
