#!/usr/bin/env bash
# Installs what vgjudge needs from Debian 12 packages (only what is missing), then configures
# and builds it in build/. Safe to run again. Installing needs root (or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(g++ time cmake ninja-build pkg-config liblua5.4-dev libpugixml-dev libboost-program-options-dev libgtest-dev
          clang libclang-rt-14-dev  # clang: the fuzz targets (scripts/fuzz.sh)
          chromium)  # the judge's desk test in a real browser (scripts/desk-test.sh)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# npm drives the desk test's browser (tests/desk/package.json); Debian's when none is on the PATH.
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  as_root=()
  [ "$(id -u)" -eq 0 ] || as_root=(sudo)
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ "${VG_SETUP_ONLY:-0}" = 1 ] && exit 0  # packages only (scripts/fuzz.sh)

build_type=${VG_BUILD_TYPE:-RelWithDebInfo}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE="$build_type" ${VG_CMAKE_ARGS:-} >/dev/null
cmake --build build -j"$(nproc)"
