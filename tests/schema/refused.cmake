# CTest Schema.*: a record that breaks replays/record.rng is refused by xmllint --relaxng, and by
# vgjudge verify with exit status 2, exactly the positioned message EXPECT_ERR, and the record
# counted as not verified.
# Usage: cmake -DVGJUDGE=path -DSCHEMA=record.rng -DRECORD=file.xml -DEXPECT_ERR=text -P refused.cmake
execute_process(COMMAND xmllint --noout --relaxng ${SCHEMA} ${RECORD} RESULT_VARIABLE status OUTPUT_QUIET ERROR_VARIABLE err)
if(status EQUAL 0)
  message(FATAL_ERROR "xmllint --relaxng ${SCHEMA} accepts ${RECORD}")
endif()
if(NOT err MATCHES "Relax-NG validity error")
  message(FATAL_ERROR "xmllint did not refuse ${RECORD} for the schema:\n${err}")
endif()
execute_process(COMMAND ${VGJUDGE} verify ${RECORD} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(expect_out "${RECORD}: ERROR (not verified), 0 findings, 0 steps; \ntotal: 1 games, 0 clean, 0 with findings (0 findings), 1 not verified\n")
if(NOT status STREQUAL "2" OR NOT err STREQUAL "${EXPECT_ERR}\n" OR NOT out STREQUAL expect_out)
  message(FATAL_ERROR "vgjudge verify ${RECORD}: exit status ${status} (expected 2), standard error:\n${err}"
                      "expected:\n${EXPECT_ERR}\nstandard output:\n${out}")
endif()
