# Runs a vgjudge command and fails unless it exits with the expected status and, when
# EXPECT_ERR (EXPECT_OUT) is given, its standard error (output) matches that regular expression,
# and when FILE is given (removed before the run), the file it writes matches EXPECT_FILE.
# Usage: cmake -DVGJUDGE=path -DARGS="a;b" -DEXPECTED=N [-DEXPECT_ERR=regex] [-DEXPECT_OUT=regex]
#        [-DFILE=path -DEXPECT_FILE=regex] -P expect_exit.cmake
if(DEFINED FILE)
  file(REMOVE "${FILE}")
endif()
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
if(DEFINED FILE)
  if(NOT EXISTS "${FILE}")
    message(FATAL_ERROR "vgjudge ${ARGS}: did not write ${FILE}")
  endif()
  file(READ "${FILE}" text)
  if(NOT text MATCHES "${EXPECT_FILE}")
    message(FATAL_ERROR "vgjudge ${ARGS}: ${FILE} does not match '${EXPECT_FILE}'")
  endif()
endif()
