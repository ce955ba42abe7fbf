#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs the verification benchmark on a generated
# corpus (the examples and self-play games over every deck): bench/verify_bench.cpp prints what
# it measures and writes it to build/bench/figures.json (never into the source tree).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
build/bench/vg_bench "${1:-1000}"
