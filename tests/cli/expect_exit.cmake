# Runs a vgjudge command and fails unless it exits with the expected status.
# Usage: cmake -DVGJUDGE=path -DARGS="a;b" -DEXPECTED=N -P expect_exit.cmake
execute_process(COMMAND ${VGJUDGE} ${ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status STREQUAL "${EXPECTED}")
  message(FATAL_ERROR "vgjudge ${ARGS}: exit status ${status}, expected ${EXPECTED}\n${out}${err}")
endif()
