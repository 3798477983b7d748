# Runs a program in a fresh home (freshhome.cmake) and passes when it exits 0.
#   cmake -DHOME_DIR=<folder> [-DLESSONS=<folder>] -P run_in_fresh_home.cmake -- <program> <arguments...>
# HOME_DIR is emptied first (a folder of the build tree that belongs to this one test). With
# LESSONS, stdout must also say "lesson <name>: passed (" for every <name>.json in that folder
# (`daynight --headless --lesson all`: a lesson left out or failing is a failing test).
# The program's output is printed as it is, for ctest's FAIL_REGULAR_EXPRESSION and the log.
include(${CMAKE_CURRENT_LIST_DIR}/freshhome.cmake)

set(command)
set(seen_separator FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
    if(seen_separator)
        list(APPEND command "${CMAKE_ARGV${i}}")
    elseif(CMAKE_ARGV${i} STREQUAL "--")
        set(seen_separator TRUE)
    endif()
endforeach()
if(NOT command)
    message(FATAL_ERROR "run_in_fresh_home.cmake: no program given after --")
endif()

daynight_fresh_home("${HOME_DIR}")
execute_process(COMMAND ${command} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT code STREQUAL "0")
    message(FATAL_ERROR "${command}: expected exit 0, got ${code}")
endif()
if(LESSONS)
    file(GLOB lessons "${LESSONS}/*.json")
    if(NOT lessons)
        message(FATAL_ERROR "no lesson in ${LESSONS}")
    endif()
    foreach(f IN LISTS lessons)
        get_filename_component(name "${f}" NAME_WLE)
        string(FIND "${out}" "lesson ${name}: passed (" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "the output does not say \"lesson ${name}: passed (\"")
        endif()
    endforeach()
    list(LENGTH lessons n)
    message(STATUS "all ${n} lessons passed")
endif()
