#!/usr/bin/env bash
# Sets up and builds (scripts/setup.sh), then runs vgjudge on the bundled examples.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo "== vgjudge deck check cards/decks/TD01.deck cards/decks/TD02.deck"
build/vgjudge deck check cards/decks/TD01.deck cards/decks/TD02.deck
echo "== vgjudge play --deck cards/decks/TD01.deck --deck cards/decks/TD02.deck --seed 1 (last lines)"
build/vgjudge play --deck cards/decks/TD01.deck --deck cards/decks/TD02.deck --seed 1 | tail -n 12
