#!/usr/bin/env bash
# CTest Docs.ManPageAndCompletionFollowTheHelp: the generated vgjudge(1) and bash completion
# (packaging/gen_docs.cmake) hold every command of `vgjudge --help` and every option of each
# command's --help, and the completion completes them in bash.
# usage: tests/packaging/docs_test.sh VGJUDGE MAN_PAGE COMPLETION
set -euo pipefail
vgjudge=$1
man=$2
completion=$3
cd "$(dirname "$man")"  # no cards/lua here
status=0
fail() { echo "docs: $*"; status=1; }

# shellcheck source=/dev/null
source "$completion"
complete_line() {  # words...: what the completion offers for the last word
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _vgjudge
  echo "${COMPREPLY[*]}"
}

commands=$("$vgjudge" --help | sed -n '/^commands:/,/^$/p' | sed -n 's/^  \([a-z]*\) .*/\1/p')
[ -n "$commands" ] || fail "no commands in vgjudge --help"
offered=" $(complete_line vgjudge '') "
for c in $commands; do
  [[ $offered == *" $c "* ]] || fail "the completion of 'vgjudge ' does not offer $c: $offered"
  grep -qx "\.SS $c" "$man" || fail "$man has no section for $c"
  # The first column of boost's option list, without its argument: "  -o [ --output ] arg",
  # "  --cards arg (=...)".
  options=$("$vgjudge" "$c" --help | sed -n 's/^  \(-.*\)/\1/p' | sed 's/  .*//; s/ arg\b.*//' |
            grep -o -- '--\?[a-zA-Z][a-zA-Z0-9-]*' || true)
  [ -n "$options" ] || fail "vgjudge $c --help lists no options"
  offered_options=" $(complete_line vgjudge "$c" -) "
  for o in $options; do
    [[ $offered_options == *" $o "* ]] || fail "the completion of 'vgjudge $c -' does not offer $o: $offered_options"
    grep -q -- "^  ${o//-/\\\\-}" "$man" || grep -q -- "${o//-/\\\\-} \[\|\[ ${o//-/\\\\-} \]" "$man" ||
      fail "$man does not list $o of $c"
  done
done
# Exactly one command completes a prefix, and an option a command's prefix.
[ "$(complete_line vgjudge ver)" = "verify" ] || fail "'vgjudge ver' completes as '$(complete_line vgjudge ver)', not verify"
[ "$(complete_line vgjudge verify --fo)" = "--format" ] || fail "'vgjudge verify --fo' completes as '$(complete_line vgjudge verify --fo)'"
[ "$(complete_line vgjudge --vers)" = "--version" ] || fail "'vgjudge --vers' completes as '$(complete_line vgjudge --vers)'"
grep -q "^This vgjudge applies the rules editions: $("$vgjudge" --version | sed -n 's/^rules editions: //p' | sed 's/-/\\\\-/g')\.$" "$man" ||
  fail "$man does not name the rules editions of vgjudge --version"
[ "$status" -eq 0 ] && echo "docs: $(echo $commands | wc -w) commands in vgjudge(1) and the completion"
exit "$status"
