#!/usr/bin/env bash
# Whether two arena binaries play the same games: the seven runs a change
# that must not change play is checked on (Hard in 2, 3 and 4 players, Mega,
# Big Cities with Warehouses & Depots, Medium, Random and Easy, the Card
# Game), compared
# with their timings stripped and their lines sorted (threads finish games
# in any order). Prints "run N same" or "run N DIFFERS" for each.
# Usage: lab/scripts/same_games.sh <base arena binary> <new arena binary>
set -euo pipefail
base=$1
new=$2
# Decision times are printed only with --times since the arena reads the
# clock only then; older arenas always printed them: both strip alike.
strip() {
  sed -E 's/"decision_ms_(median|p95)":\[[^]]*\],//g; s/, decision ms median [0-9.]+ p95 [0-9.]+//g;
          s/"(seconds|games_per_sec)":[^a-z"]*(\]|[0-9.]+)//g;
          s/[0-9.]+ s on [0-9]+ thread.*//; s/[0-9.]+ games\/s//'
}
runs=(
  "--games 20 --players 2 --seed 3 --bots hard:rollouts=40,onestep --trace 0"
  "--games 10 --players 4 --seed 12 --bots hard:rollouts=40,onestep,medium,hungry --trace 1 --threads 1"
  "--games 6 --players 3 --seed 7 --variant mega --bots hard:rollouts=40,medium,easy --trace 0"
  "--games 6 --players 2 --seed 9 --variant bigcities --depots --bots hard:rollouts=40,medium --trace 0 --threads 1"
  "--games 2000 --players 2 --seed 11 --bots medium,medium --threads 2 --list"
  "--games 500 --players 3 --seed 11 --bots medium,random,easy --threads 2 --list"
  "--game cardgame --games 300 --players 3 --seed 5 --bots random,greedy,hard --threads 2 --list"
)
dir=$(mktemp -d)
i=0
for r in "${runs[@]}"; do
  i=$((i + 1))
  # shellcheck disable=SC2086 # each run is a list of arguments
  "$base" $r >"$dir/a" 2>&1
  # shellcheck disable=SC2086
  "$new" $r >"$dir/b" 2>&1
  if diff <(strip <"$dir/a" | sort) <(strip <"$dir/b" | sort) >/dev/null; then
    echo "run $i same"
  else
    echo "run $i DIFFERS: arena $r"
  fi
done
rm -rf "$dir"
