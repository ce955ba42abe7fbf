#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs the whole test suite with CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
