#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs the whole test suite with CTest; then builds
# it again in build-asan/ with AddressSanitizer and UndefinedBehaviorSanitizer (VG_SANITIZE,
# asserts on) and runs it there too. VG_SANITIZE=0 skips the sanitizer build.
# With VG_TIMINGS=FILE, each stage's seconds are added to FILE as "seconds<TAB>stage" (.ci/run
# prints them).
set -euo pipefail
cd "$(dirname "$0")/.."
stage() {  # NAME COMMAND...: runs COMMAND, timed
  local name=$1 start=$SECONDS
  shift
  "$@"
  [ -z "${VG_TIMINGS:-}" ] || printf '%s\t%s\n' "$((SECONDS - start))" "$name" >>"$VG_TIMINGS"
}
stage "setup, configure and build (build/)" scripts/setup.sh
stage "ctest (build/)" ctest --test-dir build --output-on-failure -j"$(nproc)"

if [ "${VG_SANITIZE:-1}" != 0 ]; then
  echo "== the test suite under AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/)"
  stage "configure and build with the sanitizers (build-asan/)" bash -c '
    cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DVG_SANITIZE=ON -DVG_BENCH=OFF ${VG_CMAKE_ARGS:-} >/dev/null
    cmake --build build-asan -j"$(nproc)"'
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    stage "ctest with the sanitizers (build-asan/)" ctest --test-dir build-asan --output-on-failure -j"$(nproc)"
fi
