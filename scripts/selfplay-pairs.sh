#!/usr/bin/env bash
# The self-play proof of the card pool: every pair of decks in cards/decks (a deck against
# itself included) plays GAMES seeded games under an edition, and every game must verify clean.
#
#   scripts/selfplay-pairs.sh [GAMES] [EDITION] [JOBS]     (defaults: 200, "CR 1.31", 2)
#
# Needs a build (scripts/setup.sh); VGJUDGE names another binary, DECKS another deck directory. Each pair's games are written to a scratch directory, verified
# and removed; a pair whose games are not all clean keeps its directory and is listed. Prints one
# line per pair and the totals; exit status 0 when every game verified clean, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-200}
edition=${2:-CR 1.31}
jobs=${3:-2}
vgjudge=${VGJUDGE:-build/vgjudge}
[ -x "$vgjudge" ] || { echo "selfplay-pairs: no $vgjudge: run scripts/setup.sh first" >&2; exit 2; }
scratch=$(mktemp -d /tmp/vg-selfplay-pairs.XXXXXX)

decks=("${DECKS:-cards/decks}"/*.deck)
pairs=()
for ((i = 0; i < ${#decks[@]}; ++i)); do
  for ((j = i; j < ${#decks[@]}; ++j)); do pairs+=("${decks[i]} ${decks[j]}"); done
done

# One pair: "<clean> <games> <A> <B>" on standard output.
play_pair() {
  local a=$1 b=$2 dir
  dir="$scratch/$(basename "$a" .deck)-$(basename "$b" .deck)"
  "$vgjudge" selfplay --rules "$edition" --deck "$a" --deck "$b" --seed 1 --games "$games" -o "$dir" >/dev/null
  local clean
  clean=$("$vgjudge" verify --quiet "$dir" | sed -n 's/^total: [0-9]* games, \([0-9]*\) clean.*/\1/p' || true)
  clean=${clean:-0}
  echo "$clean $games $(basename "$a" .deck) $(basename "$b" .deck)"
  [ "$clean" -eq "$games" ] && rm -rf "$dir"
  return 0
}
export -f play_pair
export vgjudge edition games scratch

start=$(date +%s)
printf '%s\n' "${pairs[@]}" | xargs -P "$jobs" -L 1 bash -c 'play_pair "$0" "$1"' | tee "$scratch/pairs.txt"
seconds=$(($(date +%s) - start))
awk -v s="$seconds" -v e="$edition" '
  { clean += $1; total += $2; if ($1 != $2) bad = bad "\n  " $3 " vs " $4 ": " $1 " of " $2 " clean" }
  END {
    printf "%d pairs, %d games under %s: %d clean, %d not, in %d s%s\n", NR, total, e, clean, total - clean, s, bad
    exit (clean == total && NR > 0) ? 0 : 1
  }' "$scratch/pairs.txt" && status=0 || status=1
[ "$status" -eq 0 ] && rm -rf "$scratch" || echo "kept: $scratch"
exit "$status"
