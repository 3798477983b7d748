# Runs `daynight --headless --scenario FILE` and checks its exit code and message.
#   cmake -DAPP=<daynight> -DFILE=<scenario> -DCODE=<expected exit> -DEXPECTED=<words file>
#         -DHOME_DIR=<folder> -P expect_exit.cmake
# Every line of EXPECTED must appear in what the program printed on stderr. The program runs in a
# fresh home, HOME_DIR emptied first (../common/freshhome.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/../common/freshhome.cmake)
daynight_fresh_home("${HOME_DIR}")
execute_process(COMMAND ${APP} --headless --scenario ${FILE}
    RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL CODE)
    message(FATAL_ERROR "expected exit ${CODE}, got ${code}\nstderr: ${err}")
endif()
file(STRINGS ${EXPECTED} words)
foreach(w IN LISTS words)
    string(FIND "${err}" "${w}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "stderr lacks \"${w}\"\nstderr: ${err}")
    endif()
endforeach()
message(STATUS "exit ${code} as expected: ${err}")
