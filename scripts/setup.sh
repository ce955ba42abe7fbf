#!/usr/bin/env bash
# Installs what vgjudge needs from Debian 12 packages (only what is missing), then configures
# and builds it in build/. Safe to run again. Installing needs root (or sudo).
# usage: scripts/setup.sh [demo|all]
#   demo: only what building and running vgjudge needs, and only the vgjudge target
#         (scripts/demo.sh: the first run on a fresh machine);
#   all (default): everything the test suite, the benchmark and the fuzz run need, and every
#         target (scripts/test.sh, bench.sh, fuzz.sh).
# VG_SETUP_ONLY=1: the packages only. VG_CMAKE_ARGS: more arguments for configuring build/.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}

packages=(g++ cmake ninja-build pkg-config liblua5.4-dev libpugixml-dev libboost-program-options-dev)
if [ "$mode" = all ]; then
  packages+=(libgtest-dev libgmock-dev  # GoogleTest and its mocks (tests/ link GTest::gmock)
             time            # peak memory in the benchmark (bench/verify_bench.cpp)
             libxml2-utils   # xmllint: the schema tests (tests/schema)
             dpkg-dev file   # cpack's .deb with dpkg-shlibdeps (Package.* tests)
             clang libclang-rt-14-dev  # clang: the fuzz targets (scripts/fuzz.sh)
             chromium)  # the judge's desk test in a real browser (scripts/desk-test.sh)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# npm drives the desk test's browser (tests/desk/package.json); Debian's when none is on the PATH.
[ "$mode" != all ] || command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ "${VG_SETUP_ONLY:-0}" = 1 ] && exit 0  # packages only (scripts/fuzz.sh)

build_type=${VG_BUILD_TYPE:-RelWithDebInfo}
if [ "$mode" = demo ]; then
  # The test suite is not configured (GoogleTest is not installed); a later scripts/test.sh
  # turns it on in the same build/ and builds only what is new.
  [ -f build/CMakeCache.txt ] && grep -q '^VG_TESTS:BOOL=ON' build/CMakeCache.txt && tests=ON || tests=OFF
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DVG_TESTS="$tests" ${VG_CMAKE_ARGS:-} >/dev/null
  cmake --build build -j"$(nproc)" --target vgjudge
else
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" -DVG_TESTS=ON ${VG_CMAKE_ARGS:-} >/dev/null
  cmake --build build -j"$(nproc)"
fi
