# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Compresses a documentation file for the .deb the way Debian policy asks: gzip -9n (best compression, no
# file name or time stamp inside, so the same input always gives the same bytes). With STRIP_COMMENTS, the
# lines starting with "#" at the top (a SPDX header and notes, in a format that has no comments) go first.
#
# usage: cmake -DIN=FILE -DOUT=FILE.gz [-DSTRIP_COMMENTS=ON] -P gzip-doc.cmake
find_program(GZIP gzip REQUIRED) # Essential on Debian: every machine has it

set(input "${IN}")
if(STRIP_COMMENTS)
    file(READ "${IN}" content)
    string(REGEX REPLACE "^(#[^\n]*\n)+" "" content "${content}")
    set(input "${OUT}.plain")
    file(WRITE "${input}" "${content}")
endif()
# Written next to the target and renamed, so an interrupted build leaves no half file to install.
execute_process(COMMAND "${GZIP}" -9n -c INPUT_FILE "${input}" OUTPUT_FILE "${OUT}.part" COMMAND_ERROR_IS_FATAL ANY)
file(RENAME "${OUT}.part" "${OUT}")
