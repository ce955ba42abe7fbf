#!/usr/bin/env bash
# Captures every report the exactness check of issue 16 compares, so that an optimization can
# be checked byte for byte: run it with the binary before and after, then diff the directories
# (paths inside name the output directory: diff with them replaced).
#   bench/capture_reports.sh VGJUDGE OUTDIR
set -u
V=$(realpath "$1"); O=$(realpath -m "$2")
cd "$(dirname "$0")/.."
rm -rf "$O"; mkdir -p "$O"
for f in replays/examples/*.xml; do
  b=$(basename "$f" .xml)
  "$V" verify -q -j1 "$f" > "$O/$b.txt" 2>&1; echo "rc=$?" >> "$O/$b.txt"
  "$V" verify -q -j1 --format json "$f" > "$O/$b.json" 2>&1
  "$V" trace "$f" > "$O/$b.trace" 2>&1
done
"$V" verify -q -j1 replays/examples > "$O/all-j1.txt" 2>&1; echo "rc=$?" >> "$O/all-j1.txt"
# Records with findings, written by hand and for each finding: the paths of trials and take-backs.
for d in tests/verifier/hand tests/verifier/findings; do
  n=$(basename "$d")
  "$V" verify -j1 "$d" > "$O/$n.txt" 2>&1; echo "rc=$?" >> "$O/$n.txt"
  "$V" verify -q -j1 --format jsonl "$d" > "$O/$n.jsonl" 2>&1
done
"$V" variants --games 2 --seed 3 > "$O/variants.txt" 2>&1; echo "rc=$?" >> "$O/variants.txt"
"$V" verify -q -j2 replays/examples > "$O/all-j2.txt" 2>&1; echo "rc=$?" >> "$O/all-j2.txt"
"$V" mutate replays/examples/td01-vs-td02-clean-a.xml replays/examples/td02-vs-td01-clean.xml -o "$O/mut" --check > "$O/mutate.txt" 2>&1
echo "rc=$?" >> "$O/mutate.txt"
for pair in "TD01 TD02" "TD02 TD01" "BT-Kagero TD01" "TD02 BT-Kagero" "BT-Kagero BT-Kagero"; do
  set -- $pair
  d="$O/sp-$1-$2"; mkdir -p "$d"
  "$V" selfplay --deck "cards/decks/$1.deck" --deck "cards/decks/$2.deck" --seed 1 --games 40 -o "$d" > "$O/sp-$1-$2.txt" 2>&1
  "$V" verify -q -j1 "$d" > "$O/sp-$1-$2.verify" 2>&1; echo "rc=$?" >> "$O/sp-$1-$2.verify"
  "$V" play --deck "cards/decks/$1.deck" --deck "cards/decks/$2.deck" --seed 7 > "$O/play-$1-$2.txt" 2>&1
done
