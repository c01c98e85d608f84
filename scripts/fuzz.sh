#!/usr/bin/env bash
# Runs one fuzz target (fuzz/fuzz_targets/) for a while:
#   scripts/fuzz.sh <save_text|save_mutated|apply_actions|cardgame_apply|computer_request> <seconds> [libFuzzer flags]
# Stable Rust only: the binaries link libFuzzer through the libfuzzer-sys
# crate and get LLVM's coverage instrumentation from stable -C flags (what
# `cargo fuzz build --sanitizer none` passes), with overflow checks and
# debug assertions on. FUZZ_ASAN=1 adds AddressSanitizer through
# RUSTC_BOOTSTRAP=1 -Zsanitizer=address (slower; the engine has no unsafe).
# New inputs go to fuzz/corpus/<target>/, crashes to fuzz/artifacts/<target>/
# (neither is committed); fuzz/seeds/<target>/ is the committed seed corpus.
# Needs only rustc and a C++ compiler (libFuzzer is built from source once).
set -euo pipefail

target="${1:?usage: scripts/fuzz.sh <target> <seconds> [libFuzzer flags]}"
seconds="${2:-60}"
shift 2 || shift $#
cd "$(dirname "${BASH_SOURCE[0]}")/../fuzz"

if ! command -v c++ >/dev/null; then
  echo "fuzz.sh: libFuzzer needs a C++ compiler; installing g++" >&2
  apt-get install -y g++
fi
triple="$(rustc -vV | sed -n 's/^host: //p')"
flags="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4"
flags+=" -Cllvm-args=-sanitizer-coverage-inline-8bit-counters"
flags+=" -Cllvm-args=-sanitizer-coverage-pc-table"
flags+=" -Cllvm-args=-sanitizer-coverage-trace-compares"
flags+=" --cfg fuzzing -Cdebug-assertions -Coverflow-checks"
dir="target"
if [ "${FUZZ_ASAN:-0}" = 1 ]; then
  export RUSTC_BOOTSTRAP=1
  flags+=" -Zsanitizer=address"
  dir="target-asan"
fi
# --target keeps the flags off build scripts and proc macros.
RUSTFLAGS="$flags" cargo build --release --target "$triple" --target-dir "$dir" --bin "$target"

# The apply targets start from a pool of reachable states and the edit
# target from a seed record: a few dozen bytes steer each, and a short input
# keeps one execution to a few actions. Flags given after <seconds> come
# later and win.
case "$target" in
  apply_actions | cardgame_apply) set -- -max_len=32 "$@" ;;
  save_mutated) set -- -max_len=128 "$@" ;;
esac

mkdir -p "corpus/$target" "artifacts/$target"
exec "$dir/$triple/release/$target" "corpus/$target" "seeds/$target" \
  -max_total_time="$seconds" -artifact_prefix="artifacts/$target/" \
  -print_final_stats=1 "$@"
