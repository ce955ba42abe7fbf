#!/usr/bin/env bash
# The attacks of issue 32 on what vgjudge reads and writes, one per CTest test (Hostile.*,
# tests/CMakeLists.txt): each makes its inputs in a folder of its own and asserts vgjudge's
# exact exit status, standard output and standard error (trailing line feeds aside).
# Usage: attacks.sh ATTACK VGJUDGE SOURCE_DIR WORK_DIR
set -u
attack=$1 vgjudge=$2 src=$3 work=$4/$1
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
clean=$src/replays/examples/td01-vs-td02-clean-a.xml
decks=$src/cards/decks
clean_line=": CLEAN, 0 findings, 121 steps; player A wins in turn 8"
failed=0

# Runs vgjudge: its status in $status, its output in out.txt and err.txt.
run() {
  timeout 60 "$vgjudge" "$@" >out.txt 2>err.txt
  status=$?
}
# expect STATUS OUTPUT ERROR: the last run's, exactly.
expect() {
  [ "$status" = "$1" ] || { echo "exit status $status, expected $1"; failed=1; }
  [ "$(cat out.txt)" = "$2" ] || { echo "standard output:"; cat -v out.txt; echo "expected:"; printf '%s\n' "$2" | cat -v; failed=1; }
  [ "$(cat err.txt)" = "$3" ] || { echo "standard error:"; cat -v err.txt; echo "expected:"; printf '%s\n' "$3" | cat -v; failed=1; }
}
# check CONDITION MESSAGE
check() {
  if ! eval "$1"; then echo "$2"; failed=1; fi
}
# A copy of cards/lua as folder $1, with TD01-001.lua (Brigitte, whose AUTO ability the clean
# record uses) replaced by tests/hostile/cards/$2.
cards_with() {
  rm -rf "$1" && cp -r "$src/cards/lua" "$1" && cp "$src/tests/hostile/cards/$2" "$1/TD01-001.lua"
}
# A copy of the clean record with sed expression $2 applied, as $1.
record_with() {
  sed "$2" "$clean" >"$1"
}

case $attack in
  CardStateDoesNotCrossGames)  # a card keeping state: each copy gets the verdict it gets alone
    cards_with cards stateful.lua
    for i in 1 2 3 4; do cp "$clean" "copy-$i.xml"; done
    run verify -j 1 --cards cards copy-1.xml copy-2.xml copy-3.xml copy-4.xml
    expect 0 "copy-1.xml$clean_line
copy-2.xml$clean_line
copy-3.xml$clean_line
copy-4.xml$clean_line
total: 4 games, 4 clean, 0 with findings (0 findings), 0 not verified" ""
    run verify -j 4 --cards cards copy-1.xml copy-2.xml copy-3.xml copy-4.xml copy-1.xml copy-2.xml copy-3.xml copy-4.xml
    expect 0 "copy-1.xml$clean_line
copy-2.xml$clean_line
copy-3.xml$clean_line
copy-4.xml$clean_line
copy-1.xml$clean_line
copy-2.xml$clean_line
copy-3.xml$clean_line
copy-4.xml$clean_line
total: 8 games, 8 clean, 0 with findings (0 findings), 0 not verified" ""
    cards_with cards stateful-table.lua  # its state in a table an upvalue holds
    run verify -j 1 --cards cards copy-1.xml copy-2.xml copy-3.xml copy-4.xml
    expect 0 "copy-1.xml$clean_line
copy-2.xml$clean_line
copy-3.xml$clean_line
copy-4.xml$clean_line
total: 4 games, 4 clean, 0 with findings (0 findings), 0 not verified" "" ;;
  BrokenCardFileFailsOnlyItsRecords)  # a card file that does not load: only the records using it
    rm -rf cards && cp -r "$src/cards/lua" cards && printf 'return {\n  number = "TD04/005",\n  this is not Lua\n}\n' >cards/TD04-005.lua
    cp "$src/replays/examples/oracle-vs-td02-missed-auto.xml" a-uses-it.xml
    cp "$clean" b-does-not.xml
    run verify -j 1 --cards cards a-uses-it.xml b-does-not.xml
    expect 2 "a-uses-it.xml: ERROR (not verified), 0 findings, 0 steps; 
b-does-not.xml$clean_line
total: 2 games, 1 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD04-005.lua:3:1: '}' expected (to close '{' at line 1) near 'is'" ;;
  GivenPowerOutOfRange)
    cards_with cards power-overflow.lua
    run verify --cards cards "$clean"
    expect 3 "$clean: ERROR (not verified), 0 findings, 83 steps; verification stopped at step 84: a card script failed
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD01-001.lua:21: card TD01/001 ability 1: give: 'power' must be an integer from -1000000 to 1000000" ;;
  GivenPowerSumOutOfRange)
    cards_with cards power-sum-overflow.lua
    run verify --cards cards "$clean"
    expect 3 "$clean: ERROR (not verified), 0 findings, 83 steps; verification stopped at step 84: a card script failed
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD01-001.lua:21: card TD01/001 ability 1: give: the power and shield given by effects in force would add up to more than 100000000" ;;
  GivenAbilityNumberOutOfRange)
    cards_with cards ability-index-overflow.lua
    run verify --cards cards "$clean"
    expect 3 "$clean: ERROR (not verified), 0 findings, 83 steps; verification stopped at step 84: a card script failed
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD01-001.lua:21: card TD01/001 ability 1: give: 'cannot_use' must be an integer from 1 to 99" ;;
  NulReferenceInACount)
    record_with game.xml '0,/count="4"/s//count="4\&#0;5"/'
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:6:22: the character reference '&#0;' stands for U+0000, which XML 1.0 forbids" ;;
  NulReferenceInAnAbility)
    record_with game.xml '0,/ability="1"/s//ability="1\&#0;7"/'
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:76:59: the character reference '&#0;' stands for U+0000, which XML 1.0 forbids" ;;
  NulReferenceInTheFormat)
    record_with game.xml 's/format="1"/format="1\&#0;junk"/'
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:2:27: the character reference '&#0;' stands for U+0000, which XML 1.0 forbids" ;;
  FileNameCannotForgeAVerdictLine)  # a line feed and terminal escapes in a record's name
    mkdir names && cp "$src/replays/examples/td01-vs-td02-mistakes.xml" "names/$(printf 'm\033]0;owned\007\nx.xml: CLEAN, 0 findings\nz.xml')"
    run verify names
    check '[ "$(grep -c "" out.txt)" = 6 ]' "the four findings, the verdict and the total are not six lines"
    check 'grep -q "^names/m\\\\x1b\\]0;owned\\\\x07\\\\x0ax.xml: CLEAN, 0 findings\\\\x0az.xml: FINDINGS, 4 findings, 196 steps; player B wins in turn 14$" out.txt' \
      "the verdict line is not the one line of the escaped name: $(cat -v out.txt)"
    check '! grep -q "^x.xml" out.txt' "a forged line starts with x.xml" ;;
  EscapeInARecordIsRefused)  # a raw ESC (a terminal's command) in a record
    record_with game.xml "s/format=\"1\"/format=\"1\" event=\"$(printf '\033')]0;owned\"/"
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:2:36: the record holds the character U+001B, which XML 1.0 forbids (a control character)" ;;
  EscapeReferenceInARecordIsRefused)  # &#27; and &#7; (ESC, BEL): decoded, they would reach the terminal
    record_with game.xml '0,/card="TD01\/001"/s//card="\&#27;]2;owned\&#7;"/'
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:6:30: the character reference '&#27;' stands for U+001B, which XML 1.0 forbids" ;;
  EscapeInADeckFileIsRefused)
    printf '4 TD01/001\n4 TD01/002\033[2J\033[H\n' >game.deck
    run deck check game.deck
    expect 2 "" "game.deck:2:11: the deck file holds the character U+001B, which XML 1.0 forbids (a control character)" ;;
  C1ControlIsEscapedOnTheTerminal)  # U+009B (CSI, which XML allows) quoted in a message
    record_with game.xml '0,/card="TD01\/001"/s//card="\&#x9b;2J"/'
    run verify game.xml
    expect 2 "game.xml: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "game.xml:6:7: unknown card \\xc2\\x9b2J" ;;
  ReportLinkIsNeverAScheme)
    mkdir records && cp "$clean" 'records/javascript:alert(1).xml'
    run report records -o out
    expect 0 "report: 1 games written to out/index.html" ""
    check 'grep -q "<a href=\"./javascript%3Aalert%281%29.html\">records/javascript:alert(1).xml</a>" out/index.html' \
      "the index does not link the page as ./javascript%3Aalert%281%29.html"
    check '[ -f "out/javascript:alert(1).html" ]' "the page is not written" ;;
  ReportDoesNotWriteThroughLinks)  # a reused report folder whose page names are links
    mkdir records out && cp "$clean" records/game.xml && echo "the judge's file" >victim.txt
    ln -s ../victim.txt out/game.html && ln -s ../victim-index.txt out/index.html && ln -s ../victim.txt out/vgjudge-report.js
    run report records -o out
    expect 0 "report: 1 games written to out/index.html" ""
    check '[ "$(cat victim.txt)" = "the judge'"'"'s file" ] && [ ! -e victim-index.txt ]' "report wrote through a link"
    check '[ -f out/game.html ] && [ ! -L out/game.html ] && [ -f out/index.html ] && [ ! -L out/index.html ]' "the pages are not files of their own"
    check '[ -f out/vgjudge-report.js ] && [ ! -L out/vgjudge-report.js ]' "the pages' script is not a file of its own"
    check '[ "$(ls out | wc -l)" = 3 ]' "report left other files: $(ls out)" ;;
  ReportScriptThatCannotBeWrittenExitsTwo)  # the name of the pages' script is taken by a folder
    mkdir -p out/vgjudge-report.js
    run report "$clean" -o out
    expect 2 "" "out/vgjudge-report.js:1:1: cannot write the pages' script: Is a directory"
    check '[ "$(ls out)" = vgjudge-report.js ]' "report wrote pages without their script: $(ls out)" ;;
  ReportIndexEscapesThePlayersNames)  # a player's name is the record writer's text
    mkdir records && record_with records/game.xml 's/name="Player A"/name="\&lt;img src=x onerror=alert(1)\&gt;"/'
    run report records -o out
    expect 0 "report: 1 games written to out/index.html" ""
    check 'grep -q "<td>&lt;img src=x onerror=alert(1)&gt; (Royal Paladin)</td>" out/index.html' "the index does not escape the player's name"
    check '! grep -q "<img" out/index.html' "the index holds the player's name as markup" ;;
  JsonIsUtf8WhateverTheCardFileName)  # a card folder whose name is not UTF-8, named in an error
    dir=$(printf 'cards\377')
    cards_with "$dir" fails.lua
    run verify --format json --cards "$dir" "$clean"
    check '[ "$status" = 3 ]' "exit status $status, expected 3"
    check 'python3 -c "import json, sys; v = json.loads(open(\"out.txt\", encoding=\"utf-8\").read()); sys.exit(v[0][\"error\"] != \"cards\ufffd/TD01-001.lua:21: card TD01/001 ability 1: this card fails\")"' \
      "the output is not JSON in UTF-8 with the error: $(cat -v out.txt)" ;;
  JunitWriteFailureExitsTwo)
    run verify --junit /dev/full "$clean"
    expect 2 "$clean$clean_line
total: 1 games, 1 clean, 0 with findings (0 findings), 0 not verified" "/dev/full:1:1: cannot write the JUnit file: No space left on device" ;;
  StandardOutputWriteFailureExitsTwo)  # the verdicts printed to a full disk
    timeout 60 "$vgjudge" verify "$clean" >/dev/full 2>err.txt
    status=$?
    : >out.txt
    expect 2 "" "vgjudge: cannot write standard output: No space left on device" ;;
  SelfplayWriteFailureExitsTwo)  # the replay's name is taken by a folder
    mkdir -p out/game-1.xml
    run selfplay --deck "$decks/TD01.deck" --deck "$decks/TD02.deck" --seed 1 -o out
    expect 2 "" "out/game-1.xml:1:1: cannot write the replay: Is a directory" ;;
  MutateWriteFailureExitsTwo)
    cp "$clean" game.xml && mkdir -p out/game.DeckNotFifty.xml
    run mutate game.xml -o out --op DeckNotFifty
    expect 2 "" "out/game.DeckNotFifty.xml:1:1: cannot write the mutated record: Is a directory" ;;
  CardFileLinkToDevZeroIsRefused)
    rm -rf cards && cp -r "$src/cards/lua" cards && ln -sf /dev/zero cards/TD01-001.lua
    run verify --cards cards "$clean"
    expect 2 "$clean: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD01-001.lua:1:1: cannot read the card file: it is a character device, not a regular file" ;;
  CardFileFifoIsRefused)
    rm -rf cards && cp -r "$src/cards/lua" cards && rm cards/TD01-001.lua && mkfifo cards/TD01-001.lua
    run verify --cards cards "$clean"
    expect 2 "$clean: ERROR (not verified), 0 findings, 0 steps; 
total: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified" \
      "cards/TD01-001.lua:1:1: cannot read the card file: it is a FIFO, not a regular file" ;;
  *)
    echo "unknown attack $attack"
    exit 2 ;;
esac
exit $failed
