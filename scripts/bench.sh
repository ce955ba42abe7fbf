#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs the verification benchmark on a generated
# corpus of TD01 vs TD02 games: bench/verify_bench.cpp prints what it measures.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
build/bench/vg_bench "${1:-2000}"
