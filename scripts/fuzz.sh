#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, CMake option VG_FUZZ, clang) in build-fuzz/ and runs each
# for SECONDS (default 60; CI runs 45; `scripts/fuzz.sh 1800` is the 30-minute run of each).
# Seeds, copied into build-fuzz/corpus/TARGET/ (which keeps what the fuzzer adds between runs):
# replays/examples/*.xml, tests/verifier/findings/*.xml and tests/hostile/inputs/*.xml for the replay targets (dictionary
# fuzz/replay.dict), the card files of cards/lua, tests/data/cards and tests/hostile/scripts
# for lua_sandbox_fuzz (dictionary fuzz/lua.dict).
# Any crash, hang (-timeout=10), leak, memory blow-up (-rss_limit_mb=2048) or sanitizer report
# fails the script; the input that caused it is kept as build-fuzz/artifacts/TARGET-*.
# Usage: scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
VG_SETUP_ONLY=1 scripts/setup.sh  # the packages, clang included

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g" -DVG_FUZZ=ON -DVG_TESTS=OFF >/dev/null
targets=(replay_reader_fuzz verifier_fuzz lua_sandbox_fuzz)
cmake --build build-fuzz -j"$(nproc)" --target "${targets[@]}"

status=0
for t in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$t
  mkdir -p "$corpus" build-fuzz/artifacts
  if [ "$t" = lua_sandbox_fuzz ]; then
    cp cards/lua/*.lua tests/data/cards/*.lua tests/hostile/scripts/*.lua tests/hostile/scripts/load/*.lua "$corpus"/
    dict=fuzz/lua.dict
  else
    cp replays/examples/*.xml tests/verifier/findings/*.xml tests/hostile/inputs/*.xml "$corpus"/
    dict=fuzz/replay.dict
  fi
  echo "== fuzz $t for ${seconds}s"
  log=build-fuzz/$t.log
  if ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
     build-fuzz/fuzz/$t "$corpus" -dict="$dict" -max_total_time="$seconds" -timeout=10 \
       -rss_limit_mb=2048 -artifact_prefix="build-fuzz/artifacts/$t-" -print_final_stats=1 >"$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|^Done ' "$log" || true
  else
    status=1
    echo "fuzz: $t failed (log: $log)"
    grep -E -A40 'ERROR: |runtime error|==[0-9]+==|Test unit written' "$log" | head -80 || true
  fi
  # A sanitizer report that did not stop the run still fails it.
  if grep -qE 'runtime error:|ERROR: (Address|Leak|Undefined)Sanitizer' "$log"; then
    [ "$status" -ne 0 ] || echo "fuzz: $t logged a sanitizer report (log: $log)"
    status=1
  fi
done
exit "$status"
