# Writes vgjudge(1) and the bash completion from the built vgjudge's own texts: `vgjudge --help`
# gives the commands, `vgjudge COMMAND --help` each command's synopsis, description and options,
# `vgjudge --version` the rules editions. Run at build time (packaging/CMakeLists.txt), so
# neither can drift from the binary; the defaults that name the source tree are written as the
# installed data directory.
# Usage: cmake -DVGJUDGE=path -DMAN=out.1 -DCOMPLETION=out.bash -DSOURCE_DIR=dir -DDATA_DIR=dir
#              -DVERSION=x.y.z -P gen_docs.cmake
cmake_minimum_required(VERSION 3.25)
get_filename_component(work_dir "${MAN}" DIRECTORY)

function(run_vgjudge out_var)
  execute_process(COMMAND ${VGJUDGE} ${ARGN} WORKING_DIRECTORY ${work_dir}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "vgjudge ${ARGN}: exit status ${status}\n${err}")
  endif()
  string(REPLACE "${SOURCE_DIR}" "${DATA_DIR}" out "${out}")
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()

# roff text: backslashes and leading dots escaped, hyphens as \-.
function(roff out_var text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out_var} "${text}" PARENT_SCOPE)
endfunction()

run_vgjudge(usage --help)
run_vgjudge(version --version)
string(REGEX MATCH "rules editions: [^\n]*" editions "${version}")

# The commands: the lines after "commands:" up to the blank line.
string(REGEX MATCH "\ncommands:\n(  [^\n]*\n)+" command_block "${usage}")
string(REGEX MATCHALL "\n  [a-z]+ " command_heads "${command_block}")
set(commands "")
foreach(h IN LISTS command_heads)
  string(STRIP "${h}" name)
  list(APPEND commands ${name})
endforeach()
if(NOT commands)
  message(FATAL_ERROR "no commands in 'vgjudge --help':\n${usage}")
endif()
string(REGEX MATCH "\nExit status:[^\n]*(\n[^\n]+)*" exit_status "${usage}")
string(STRIP "${exit_status}" exit_status)

set(man ".\\\" vgjudge(1), written by packaging/gen_docs.cmake from vgjudge's --help texts: do not edit.\n")
string(APPEND man ".TH VGJUDGE 1 \"\" \"vgjudge ${VERSION}\" \"User Commands\"\n")
string(APPEND man ".SH NAME\nvgjudge \\- judge\\-grade rules engine and replay verifier for Cardfight!! Vanguard\n")
string(APPEND man ".SH SYNOPSIS\n.B vgjudge\n.I COMMAND\n.RI [ OPTIONS ]\n.br\n.B vgjudge \\-\\-version\n")
roff(editions_roff "${editions}")
string(APPEND man ".SH DESCRIPTION\nvgjudge replays recorded games of Cardfight!! Vanguard (XML records) through a rules engine that\n"
       "follows the Comprehensive Rules, and reports every illegal action, every required action the\n"
       "record skipped and every contradiction, each with its step, player and rule.\n"
       "It also runs ruling tests, checks decks, draws games as HTML pages and plays seeded games.\n"
       ".PP\nThis vgjudge applies the ${editions_roff}.\n"
       "Each command has \\fB\\-\\-help\\fR; what it prints is the command's section below.\n"
       ".SH COMMANDS\n")

set(completion_cases "")
foreach(name IN LISTS commands)
  run_vgjudge(help ${name} --help)
  roff(help_roff "${help}")
  string(APPEND man ".SS ${name}\n.nf\n${help_roff}.fi\n")
  # The options: the first column of each line of boost's option list ("  -o [ --output ] arg").
  string(REGEX MATCHALL "\n  -[^\n]*" option_lines "${help}")
  set(options "")
  foreach(line IN LISTS option_lines)
    string(REGEX REPLACE "^\n  " "" line "${line}")
    string(REGEX REPLACE "  .*" "" spec "${line}")
    string(REGEX REPLACE " arg( .*)?$" "" spec "${spec}")  # the argument and its default
    string(REGEX MATCHALL "--?[a-zA-Z][a-zA-Z0-9-]*" names "${spec}")
    list(APPEND options ${names})
  endforeach()
  list(REMOVE_DUPLICATES options)
  list(JOIN options " " options)
  string(APPEND completion_cases "    ${name}) opts=\"${options}\" ;;\n")
endforeach()

roff(exit_roff "${exit_status}")
string(APPEND man ".SH EXIT STATUS\n${exit_roff}\n")
string(APPEND man ".SH FILES\n.TP\n.I ${DATA_DIR}/cards/lua\nthe card files (\\fB\\-\\-cards\\fR replaces them)\n"
       ".TP\n.I ${DATA_DIR}/cards/decks\nthe decks of the trial decks and boosters\n"
       ".TP\n.I ${DATA_DIR}/docs/rules\nthe rules reference: every rule number of the rules, in our own words\n"
       ".TP\n.I ${DATA_DIR}/schema\nRELAX NG schemas of records and ruling tests\n"
       ".PP\nPREFIX is where vgjudge is installed: \\fI/usr\\fR for the Debian package; vgjudge finds it as\n"
       "the directory above the one holding the vgjudge binary.\n"
       ".PP\nRun from a directory holding \\fIcards/lua\\fR (a checkout), vgjudge reads the cards there,\n"
       "and the rules reference from \\fIdocs/rules\\fR there.\n"
       ".SH SEE ALSO\nThe record format, \\fIFORMAT.md\\fR, the ruling tests, \\fIruling\\-tests.md\\fR, and example games in\n"
       "\\fIPREFIX/share/doc/vgjudge\\fR.\n")
file(WRITE "${MAN}" "${man}")
execute_process(COMMAND gzip -9n -c "${MAN}" OUTPUT_FILE "${MAN}.gz" RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gzip ${MAN}: exit status ${status}")
endif()

list(JOIN commands " " command_words)
file(WRITE "${COMPLETION}" "# bash completion for vgjudge, written by packaging/gen_docs.cmake from vgjudge's --help texts.
_vgjudge() {
  local cur=\${COMP_WORDS[COMP_CWORD]} opts
  if [ \"\$COMP_CWORD\" -eq 1 ]; then
    COMPREPLY=(\$(compgen -W \"${command_words} --help --version\" -- \"\$cur\"))
    return
  fi
  case \${COMP_WORDS[1]} in
${completion_cases}    *) return ;;
  esac
  if [[ \$cur == -* ]]; then
    COMPREPLY=(\$(compgen -W \"\$opts\" -- \"\$cur\"))
  else
    COMPREPLY=(\$(compgen -f -- \"\$cur\"))
  fi
}
complete -o filenames -F _vgjudge vgjudge
")
