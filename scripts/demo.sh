#!/usr/bin/env bash
# Installs only what building and running vgjudge needs, builds only vgjudge
# (scripts/setup.sh demo), then verifies the bundled example games.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh demo
echo "== vgjudge verify replays/examples"
status=0
build/vgjudge verify replays/examples || status=$?
# Exit status 1 means findings: three of the examples contain mistakes on purpose.
[ "$status" -le 1 ]
