# Runs a vgjudge command and fails unless it exits with the expected status and, when
# EXPECT_ERR (EXPECT_OUT) is given, its standard error (output) matches that regular expression.
# Usage: cmake -DVGJUDGE=path -DARGS="a;b" -DEXPECTED=N [-DEXPECT_ERR=regex] [-DEXPECT_OUT=regex] -P expect_exit.cmake
execute_process(COMMAND ${VGJUDGE} ${ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status STREQUAL "${EXPECTED}")
  message(FATAL_ERROR "vgjudge ${ARGS}: exit status ${status}, expected ${EXPECTED}\n${out}${err}")
endif()
if(DEFINED EXPECT_ERR AND NOT err MATCHES "${EXPECT_ERR}")
  message(FATAL_ERROR "vgjudge ${ARGS}: standard error does not match '${EXPECT_ERR}':\n${err}")
endif()
if(DEFINED EXPECT_OUT AND NOT out MATCHES "${EXPECT_OUT}")
  message(FATAL_ERROR "vgjudge ${ARGS}: standard output does not match '${EXPECT_OUT}':\n${out}")
endif()
