# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the manual page: the configured commviz.1.in with its parameter options (the line
# `.\" COMMVIZ_PARAMETER_OPTIONS`) replaced by what the registry's generator prints.
#
# usage: cmake -DIN=commviz.1.configured -DGENERATOR=manoptions -DOUT=commviz.1 -P manpage-options.cmake
execute_process(COMMAND "${GENERATOR}" OUTPUT_VARIABLE options RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${GENERATOR} exited with ${status}")
endif()
file(READ "${IN}" page)
string(FIND "${page}" ".\\\" COMMVIZ_PARAMETER_OPTIONS\n" at)
if(at EQUAL -1)
    message(FATAL_ERROR "${IN} has no line .\\\" COMMVIZ_PARAMETER_OPTIONS")
endif()
string(REPLACE ".\\\" COMMVIZ_PARAMETER_OPTIONS\n" "${options}" page "${page}")
file(WRITE "${OUT}.part" "${page}")
file(RENAME "${OUT}.part" "${OUT}")
