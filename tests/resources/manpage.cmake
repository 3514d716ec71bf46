# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails naming each option that `commviz [COMMAND] --help` lists and the manual page does not, so a new
# option cannot ship undocumented in `man commviz`.
#
# usage: cmake -DCOMMVIZ=path/to/commviz -DMANPAGE=path/to/commviz.1 -P manpage.cmake
file(READ "${MANPAGE}" page)
string(REPLACE "\\-" "-" page "${page}") # roff writes a hyphen as \-

set(missing "")
foreach(command "" eval fit export report)
    execute_process(COMMAND "${COMMVIZ}" ${command} --help --lang en
                    OUTPUT_VARIABLE help RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "commviz ${command} --help exited with ${status}")
    endif()
    if(command AND NOT page MATCHES "\\.SS \"commviz ${command} ")
        list(APPEND missing "the command ${command} (no .SS section)")
    endif()
    # An option's own line in Qt's help: two spaces, an optional short form, then --name.
    string(REGEX MATCHALL "\n  (-[a-zA-Z], )?--[a-z][a-z-]*" options "${help}")
    if(NOT options)
        message(FATAL_ERROR "commviz ${command} --help lists no option:\n${help}")
    endif()
    foreach(line IN LISTS options)
        string(REGEX MATCH "--[a-z-]+" option "${line}")
        if(NOT page MATCHES "${option}([^a-z-]|$)") # --scale must not count as --scale-x
            list(APPEND missing "${option} of commviz ${command}")
        endif()
    endforeach()
endforeach()

if(missing)
    list(REMOVE_DUPLICATES missing)
    list(JOIN missing "\n  " missing)
    message(FATAL_ERROR "${MANPAGE} does not name:\n  ${missing}\n(edit resources/commviz.1.in)")
endif()
message(STATUS "the manual page names every option of commviz, eval, fit, export and report")
