# CTest Install.StagedTreeVerifiesAnExample and Package.DebUnpackedVerifiesAnExample: vgjudge laid
# out under a prefix outside the source tree, by `cmake --install --prefix` (MODE install) or by
# unpacking the .deb that CPack builds (MODE deb: its fields checked first), finds its cards and
# rules reference there and verifies an example game from there to its expected report.
# Usage: cmake -DMODE=install|deb -DBUILD_DIR=dir -DWORK=dir -DVERSION=x.y.z -DSTATIC=ON|OFF -P installed_test.cmake
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(run)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${WORK}" RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(status "${status}" PARENT_SCOPE)
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()
function(expect_equal what actual expected)
  if(NOT actual STREQUAL expected)
    message(FATAL_ERROR "${what}:\n--- expected\n${expected}\n--- actual\n${actual}")
  endif()
endfunction()

set(root "${WORK}/root")
if(MODE STREQUAL "install")
  run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${root}/usr")
  expect_equal("cmake --install: exit status (${err})" "${status}" "0")
else()
  run(cpack -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${WORK}/package")
  expect_equal("cpack -G DEB: exit status (${out}${err})" "${status}" "0")
  file(GLOB debs "${WORK}/package/vgjudge_${VERSION}_*.deb")
  list(LENGTH debs n)
  expect_equal("packages vgjudge_${VERSION}_*.deb written" "${n}" "1")
  run(dpkg-deb --field "${debs}" Package Version Section Depends)
  # A static vgjudge needs no library; a dynamic one the libraries it links (dpkg-shlibdeps).
  if(STATIC)
    expect_equal("the package's fields" "${out}" "Package: vgjudge\nVersion: ${VERSION}\nSection: games\n")
  else()
    foreach(library libc6 libstdc\\+\\+6 liblua5[.]4-0 libpugixml1v5 libboost-program-options1[.]74[.]0)
      if(NOT out MATCHES "\nDepends: ([^\n]*, )?${library} ")
        message(FATAL_ERROR "the package does not depend on ${library}:\n${out}")
      endif()
    endforeach()
  endif()
  run(dpkg-deb -x "${debs}" "${root}")
  expect_equal("dpkg-deb -x: exit status (${err})" "${status}" "0")
endif()

foreach(f bin/vgjudge share/vgjudge/cards/lua/TD01-005.lua share/vgjudge/cards/decks/TD01.deck
          share/vgjudge/docs/rules/cr-1.10/section-07.txt share/vgjudge/schema/record.rng
          share/vgjudge/schema/ruling-tests.rng share/man/man1/vgjudge.1.gz
          share/bash-completion/completions/vgjudge share/doc/vgjudge/examples/td01-vs-td02-mistakes.xml)
  if(NOT EXISTS "${root}/usr/${f}")
    message(FATAL_ERROR "not laid out: usr/${f}")
  endif()
endforeach()

# Run from the staging directory: no cards/lua or docs/rules there, so the data is the installed one.
run("${root}/usr/bin/vgjudge" --version)
expect_equal("vgjudge --version" "${out}${err}" "vgjudge ${VERSION}\nrules editions: CR 1.10, CR 1.31\ndata: ${root}/usr/share/vgjudge\n")
set(example usr/share/doc/vgjudge/examples/td01-vs-td02-mistakes.xml)
file(READ "${root}/usr/share/doc/vgjudge/examples/td01-vs-td02-mistakes.expected" expected)
string(REPLACE "replays/examples/" "usr/share/doc/vgjudge/examples/" expected "${expected}")
execute_process(COMMAND "${root}/usr/bin/vgjudge" verify ${example} WORKING_DIRECTORY "${root}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect_equal("vgjudge verify ${example}: exit status (${err})" "${status}" "1")
expect_equal("vgjudge verify ${example}" "${out}"
             "${expected}total: 1 games, 0 clean, 1 with findings (4 findings), 0 not verified\n")
# The rules reference: a rule's text from the installed docs/rules.
execute_process(COMMAND "${root}/usr/bin/vgjudge" rules 7.6.1 WORKING_DIRECTORY "${root}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
expect_equal("vgjudge rules 7.6.1: exit status (${err})" "${status}" "0")
if(NOT out MATCHES "^7[.]6[.]1 [^\n]+\n  [^\n]+\nCR 1[.]31: 7[.]6[.]1 [^\n]+\nlisted at ${root}/usr/share/vgjudge/docs/rules/cr-1[.]10/section-07[.]txt:[0-9]+\n")
  message(FATAL_ERROR "vgjudge rules 7.6.1 did not read the installed rules reference:\n${out}")
endif()
