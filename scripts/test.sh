#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs the whole test suite with CTest; then builds
# it again in build-asan/ with AddressSanitizer and UndefinedBehaviorSanitizer (VG_SANITIZE,
# asserts on) and runs it there too. VG_SANITIZE=0 skips the sanitizer build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"

if [ "${VG_SANITIZE:-1}" != 0 ]; then
  echo "== the test suite under AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/)"
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DVG_SANITIZE=ON ${VG_CMAKE_ARGS:-} >/dev/null
  cmake --build build-asan -j"$(nproc)"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir build-asan --output-on-failure -j"$(nproc)"
fi
