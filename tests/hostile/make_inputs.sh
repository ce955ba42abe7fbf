#!/usr/bin/env bash
# Makes the hostile inputs of the CLI tests (tests/CMakeLists.txt, Hostile.*) that cannot be
# committed: a FIFO, a directory holding a FIFO, an empty directory, a directory tree nested
# deeper than vgjudge walks, and one whose paths grow past PATH_MAX.
# Usage: make_inputs.sh DIR RECORD (RECORD: a clean record to copy into the trees)
set -eu
dir=$1
record=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
rm -rf "$dir"
mkdir -p "$dir/with-fifo" "$dir/empty-dir" "$dir/deep" "$dir/long"
mkfifo "$dir/fifo.xml" "$dir/with-fifo/pipe.xml"
cp "$record" "$dir/with-fifo/game.xml"
cp "$record" "$dir/deep/game.xml"
cp "$record" "$dir/long/game.xml"
# 65 levels below deep/: the 65th is past the walk's depth of 64.
(cd "$dir/deep" && for i in $(seq 65); do mkdir d && cd d; done && cp "$record" game.xml)
# 20 levels of 250-character names: past PATH_MAX (4096) from the 17th on (relative mkdir).
name=$(printf 'n%.0s' $(seq 250))
(cd "$dir/long" && for i in $(seq 20); do mkdir "$name" && cd "$name"; done && cp "$record" game.xml)
