#!/usr/bin/env bash
# CTest Schema.EveryRecordAndRulingTestIsValid: every *.xml under replays/ and tests/ is a record
# (<vanguard-replay>, validated with replays/record.rng) or a ruling test (<ruling-test> or
# <ruling-tests>, replays/ruling-tests.rng), with xmllint --relaxng; except the files below,
# malformed on purpose, each of which must exist and be refused. A record and a ruling test
# naming the rules "CR 1.31" must be valid too.
# usage: tests/schema/validate.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1
work=$2
mkdir -p "$work"
cd "$src"

# Malformed on purpose, and why.
declare -A malformed=(
  [tests/data/records/broken.xml]="malformed XML (CliVerify.MalformedXmlExitsTwo)"
  [tests/data/rulings/bad.xml]="a unit on the circle 'nowhere' (CliTest.BadRulingExitsTwo)"
  [tests/hostile/inputs/invalid-utf8-name.xml]="a name that is not UTF-8 (Hostile.InvalidUtf8NameIsRefused)"
  [tests/hostile/inputs/ruling-count-unbounded.xml]="a card count of 2000000000 (Hostile.RulingCountIsBounded)"
  [tests/hostile/inputs/ruling-turn-not-whole.xml]="a turn that is not a whole number (tests/hostile/input_test.cpp)"
  [tests/verifier/regressions/critical-trigger-without-critical.xml]="a fuzzer's record: 'critjcal' for 'critical' (tests/verifier/regressions_test.cpp)"
  [tests/verifier/regressions/deck-entry-count-overflow.xml]="a fuzzer's record: a deck entry count past int (regressions_test.cpp)"
  [tests/verifier/regressions/guard-illegal-guardian-and-empty-intercept.xml]="a fuzzer's record: a control character, not XML (regressions_test.cpp)"
)
for f in tests/data/schema/*.xml; do
  malformed[$f]="breaks the schema on purpose (Schema.* in tests/CMakeLists.txt)"
done

records=0 rulings=0 refused=0 bad=0
validate() {  # schema file
  if ! xmllint --noout --relaxng "$1" "$2" >"$work/out" 2>&1; then
    echo "schema: $2 is not valid against $1:"
    grep -v ' fails to validate$' "$work/out" | head -5
    bad=$((bad + 1))
    return 1
  fi
}
while IFS= read -r f; do
  if [ -n "${malformed[$f]+x}" ]; then
    if xmllint --noout --relaxng replays/record.rng "$f" >/dev/null 2>&1 ||
       xmllint --noout --relaxng replays/ruling-tests.rng "$f" >/dev/null 2>&1; then
      echo "schema: $f is listed as malformed (${malformed[$f]}) but is valid"
      bad=$((bad + 1))
    fi
    refused=$((refused + 1))
    continue
  fi
  root=$(xmllint --xpath 'name(/*)' "$f" 2>/dev/null || echo '(not XML)')
  case $root in
    vanguard-replay) validate replays/record.rng "$f" && records=$((records + 1)) ;;
    ruling-test|ruling-tests) validate replays/ruling-tests.rng "$f" && rulings=$((rulings + 1)) ;;
    *) echo "schema: $f is neither a record nor a ruling test (root: $root)"; bad=$((bad + 1)) ;;
  esac
done < <(find replays tests -name '*.xml' -type f | LC_ALL=C sort)
for f in "${!malformed[@]}"; do
  [ -f "$f" ] || { echo "schema: $f is listed as malformed but is not in the tree"; bad=$((bad + 1)); }
done

# The rules editions the schema accepts besides CR 1.10.
sed 's/rules="CR 1.10"/rules="CR 1.31"/' replays/examples/td01-vs-td02-clean-a.xml >"$work/cr-1.31-record.xml"
sed 's/<ruling-test /<ruling-test rules="CR 1.31" /' tests/rulings/playbook/cr-expect-mid-battle.xml >"$work/cr-1.31-ruling.xml"
grep -q 'rules="CR 1.31"' "$work/cr-1.31-record.xml" "$work/cr-1.31-ruling.xml"
validate replays/record.rng "$work/cr-1.31-record.xml" || true
validate replays/ruling-tests.rng "$work/cr-1.31-ruling.xml" || true

echo "schema: $records records and $rulings ruling test files valid, $refused malformed on purpose refused, $bad problems"
[ "$bad" -eq 0 ]
