#!/usr/bin/env bash
# The judge's desk test (CTest Desk.ReportInChromium): installs the test's npm packages
# (tests/desk/package-lock.json, npm ci) into WORKDIR, then drives vgjudge report's index and
# pages of the bundled examples in Debian's headless Chromium (scripts/setup.sh installs the
# chromium package).
# usage: scripts/desk-test.sh VGJUDGE WORKDIR [SCREENSHOT]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
vgjudge=$1
work=$2
screenshot=${3:-$work/board.png}
if [ ! -x /usr/bin/chromium ]; then
  echo "desk-test: /usr/bin/chromium is missing: run scripts/setup.sh (it installs the chromium package)" >&2
  exit 1
fi
mkdir -p "$work"
# npm ci again only when the lock file changed.
if ! cmp -s "$root/tests/desk/package-lock.json" "$work/package-lock.json" || [ ! -d "$work/node_modules/playwright-core" ]; then
  cp "$root/tests/desk/package.json" "$root/tests/desk/package-lock.json" "$work/"
  (cd "$work" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
fi
cp "$root/tests/desk/report.test.mjs" "$work/"
rm -rf "$work/pages"
# The records named relative to the source tree, as a user names them: the page shows the name given.
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
vgjudge=$(absolute "$vgjudge") work=$(absolute "$work") screenshot=$(absolute "$screenshot")
cd "$root"
node "$work/report.test.mjs" "$vgjudge" replays/examples replays/examples/td01-vs-td02-mistakes.xml "$work/pages" "$screenshot"
