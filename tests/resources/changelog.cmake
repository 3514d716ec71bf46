# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails unless the newest entry of resources/changelog.Debian has the .deb's version (CPack's
# CPACK_PACKAGE_VERSION-CPACK_DEBIAN_PACKAGE_RELEASE) and the file keeps Debian's changelog format
# (deb-changelog(5)): a heading line per entry, change lines indented, and a trailer line with the
# maintainer and an RFC 5322 date. A release that bumps the version without an entry would otherwise ship
# a changelog that describes another package.
#
# usage: cmake -DCHANGELOG=resources/changelog.Debian -DCPACK_CONFIG=build/CPackConfig.cmake -P changelog.cmake
cmake_minimum_required(VERSION 3.25)
include("${CPACK_CONFIG}")
set(version "${CPACK_PACKAGE_VERSION}-${CPACK_DEBIAN_PACKAGE_RELEASE}")

file(READ "${CHANGELOG}" content)
string(REGEX REPLACE "^(#[^\n]*\n)+" "" content "${content}") # the SPDX header and notes, as the build does
string(REPLACE "." "\\." version_pattern "${version}")
if(NOT content MATCHES "^commviz \\(${version_pattern}\\) [a-z-]+; urgency=(low|medium|high|emergency|critical)\n")
    string(REGEX MATCH "^[^\n]*" heading "${content}")
    message(FATAL_ERROR "${CHANGELOG}: the newest entry must start\n"
                        "  commviz (${version}) unstable; urgency=medium\n"
                        "for the package's version (CMakeLists.txt's, and CPACK_DEBIAN_PACKAGE_RELEASE); it reads\n"
                        "  ${heading}")
endif()

string(REPLACE ";" "," content "${content}") # a list of lines below: semicolons would split them
string(REPLACE "\n" ";" lines "${content}")
set(day "(Mon|Tue|Wed|Thu|Fri|Sat|Sun)")
set(month "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)")
set(date "${day}, [0-9][0-9] ${month} [0-9][0-9][0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9] [+-][0-9][0-9][0-9][0-9]")
set(open_entry OFF)
foreach(line IN LISTS lines)
    if(line MATCHES "^commviz \\(")
        if(open_entry)
            message(FATAL_ERROR "${CHANGELOG}: an entry before this heading lacks its trailer line:\n  ${line}")
        endif()
        set(open_entry ON)
    elseif(line MATCHES "^ -- ")
        if(NOT open_entry OR NOT line MATCHES "^ -- [^<]+ <[^>]+@[^>]+>  ${date}$")
            message(FATAL_ERROR "${CHANGELOG}: not a trailer line ( -- Name <mail>  Day, DD Mon YYYY HH:MM:SS +0000):\n"
                                "  ${line}")
        endif()
        set(open_entry OFF)
    elseif(NOT line STREQUAL "" AND NOT line MATCHES "^  ")
        message(FATAL_ERROR "${CHANGELOG}: change lines are indented by two spaces:\n  ${line}")
    endif()
endforeach()
if(open_entry)
    message(FATAL_ERROR "${CHANGELOG}: the last entry lacks its trailer line")
endif()
message(STATUS "${CHANGELOG}: newest entry ${version}, in Debian's changelog format")
