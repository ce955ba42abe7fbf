#!/usr/bin/env bash
# Makes the hostile inputs of the CLI tests (tests/CMakeLists.txt, Hostile.*) that cannot be
# committed: a FIFO, a directory holding a FIFO, an empty directory, a directory tree nested
# deeper than vgjudge walks, one whose paths grow past PATH_MAX, and directories of symbolic
# links (to a record, to nothing, to directories), and a tree whose names sort byte by byte.
# Usage: make_inputs.sh DIR RECORD (RECORD: a clean record to copy into the trees)
set -eu
dir=$1
record=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
rm -rf "$dir"
mkdir -p "$dir/with-fifo" "$dir/empty-dir" "$dir/deep" "$dir/long" "$dir/link-to-record" "$dir/link-to-nothing" "$dir/links-to-directories"
mkfifo "$dir/fifo.xml" "$dir/with-fifo/pipe.xml"
cp "$record" "$dir/with-fifo/game.xml"
cp "$record" "$dir/deep/game.xml"
cp "$record" "$dir/long/game.xml"
# 65 levels below deep/: the 65th is past the walk's depth of 64.
(cd "$dir/deep" && for i in $(seq 65); do mkdir d && cd d; done && cp "$record" game.xml)
# 20 levels of 250-character names: past PATH_MAX (4096) from the 17th on (relative mkdir).
name=$(printf 'n%.0s' $(seq 250))
(cd "$dir/long" && for i in $(seq 20); do mkdir "$name" && cd "$name"; done && cp "$record" game.xml)
# A link to a record is followed; one to nothing is skipped; links to directories are not
# followed (loop -> .. would never end), and one named *.xml is skipped.
ln -s ../with-fifo/game.xml "$dir/link-to-record/linked.xml"
cp "$record" "$dir/link-to-nothing/game.xml"
ln -s nowhere.xml "$dir/link-to-nothing/gone.xml"
cp "$record" "$dir/links-to-directories/game.xml"
ln -s .. "$dir/links-to-directories/loop"
ln -s .. "$dir/links-to-directories/up.xml"
# Names where byte order differs from a walk's: '-' and '.' come before '/', capitals before
# small letters.
mkdir -p "$dir/name-order/a" "$dir/name-order/a-b" "$dir/name-order/z"
for f in a/x.xml a-b/x.xml a.xml b.xml B.xml z/g.xml; do cp "$record" "$dir/name-order/$f"; done
