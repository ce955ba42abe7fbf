# Runs vgjudge twice, with ARGS then with ARGS2 (';'-separated), and fails unless both give the
# same standard output and exit status (verify -j N against -j 1).
execute_process(COMMAND ${VGJUDGE} ${ARGS} OUTPUT_VARIABLE out1 RESULT_VARIABLE rc1 ERROR_QUIET)
execute_process(COMMAND ${VGJUDGE} ${ARGS2} OUTPUT_VARIABLE out2 RESULT_VARIABLE rc2 ERROR_QUIET)
if(NOT rc1 STREQUAL rc2)
  message(FATAL_ERROR "exit status ${rc1} with '${ARGS}' but ${rc2} with '${ARGS2}'")
endif()
if(NOT out1 STREQUAL out2)
  message(FATAL_ERROR "different output:\n--- ${ARGS}\n${out1}\n--- ${ARGS2}\n${out2}")
endif()
string(LENGTH "${out1}" n)
if(n LESS 100)
  message(FATAL_ERROR "too little output to compare (${n} characters):\n${out1}")
endif()
