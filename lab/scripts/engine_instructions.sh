#!/usr/bin/env bash
# Instruction counts (callgrind) for the engines' speed figures in
# docs/ENGINE.md ("Speed") and docs/bots/speed.md: a random 2-player Europe
# game (in the engine two ways, and in the arena), a random 2-player Card
# Game, one Hard rollout and Hard's set-up ticket choice. The random Europe
# game is counted naming and playing each move with `play_at` (no list
# built at a turn's start, no events, no check of the engine's own move),
# and building every list (`list`, applied with `apply_quiet`): the same
# games, two ways; the first is counted again with `legal_action_at` and
# every move's events built (`events`, as the `engine` bench). In the arena (`arena --bots random,random`: other seeds, so other
# games) it is the whole harness's cost, printed with its ratio to the
# engine's. Every figure but the set-up choice is the difference between two
# runs divided by the difference in work, so start-up and the position's
# set-up cancel out; the set-up choice is one whole run.
# Usage: lab/scripts/engine_instructions.sh   (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -p europa-engine --example random_europe_games \
  -p cardgame-engine --example random_games -p europa-arena --bin arena >&2
cargo build --release -p europa-lab --bin hard_rollouts >&2
bin=${CARGO_TARGET_DIR:-target}/release
ex=$bin/examples
count() { # instructions of one run: count <binary> <args>...
  local out bin=$1
  shift
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" "$@" >/dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
  rm -f "$out"
}
g1=$(count "$ex/random_europe_games" 100); g2=$(count "$ex/random_europe_games" 300)
game=$(( (g2 - g1) / 200 ))
echo "random 2-player game: $game instructions"
e1=$(count "$ex/random_europe_games" 100 events); e2=$(count "$ex/random_europe_games" 300 events)
echo "random 2-player game, events built: $(( (e2 - e1) / 200 )) instructions"
l1=$(count "$ex/random_europe_games" 100 list); l2=$(count "$ex/random_europe_games" 300 list)
echo "random 2-player game, every list built: $(( (l2 - l1) / 200 )) instructions"
arena() { count "$bin/arena" --games "$1" --players 2 --seed 1 --bots random,random; }
a1=$(arena 100); a2=$(arena 300)
in_arena=$(( (a2 - a1) / 200 ))
echo "random 2-player game in the arena: $in_arena instructions" \
  "($(awk -v a="$in_arena" -v g="$game" 'BEGIN {printf "%.2f", a / g}')x the engine's)"
c1=$(count "$ex/random_games" 100); c2=$(count "$ex/random_games" 300)
echo "random 2-player Card Game: $(( (c2 - c1) / 200 )) instructions"
r1=$(count "$bin/hard_rollouts" 40); r2=$(count "$bin/hard_rollouts" 440)
echo "Hard rollout: $(( (r2 - r1) / 400 )) instructions"
# Seat 0's choice of starting tickets at the default 400 (Hard gives the
# set-up three times the rollouts: 1,200 whole games), start-up included.
echo "Hard set-up ticket choice: $(count "$bin/hard_rollouts" 400 setup) instructions"
