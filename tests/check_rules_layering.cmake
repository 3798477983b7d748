cmake_minimum_required(VERSION 3.21)
# ctest rules_layering: src/rules stays a Qt Core engine with typed rules.
#   cmake -DRULES=<src/rules> -P check_rules_layering.cmake
# 1. No file includes a GUI, QML or Quick header (ARCHITECTURE.md: Qt Core only).
# 2. Only the file readers and writers name QJson types: the rules areas read typed data.
set(readers carddatabase carddefinition expectations expectationshape jsonreader lesson rulings scenario scenarioedits scenariorun scriptjson statejson statereader stateconsistency)
file(GLOB files ${RULES}/*.cpp ${RULES}/*.h)
set(problems)
foreach(f ${files})
    get_filename_component(name ${f} NAME_WE)
    file(READ ${f} text)
    if(text MATCHES "#include *<(QtGui|QtQml|QtQuick|QGuiApplication|QQml|QQuick|QColor|QImage)")
        list(APPEND problems "${f}: includes a GUI or QML header")
    endif()
    if(NOT name IN_LIST readers AND text MATCHES "QJson")
        list(APPEND problems "${f}: a rules file uses QJson (only readers and writers may: ${readers})")
    endif()
endforeach()
if(problems)
    string(JOIN "\n  " text ${problems})
    message(FATAL_ERROR "src/rules layering:\n  ${text}")
endif()
list(LENGTH files n)
message(STATUS "src/rules layering holds over ${n} files")
