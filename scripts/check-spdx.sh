#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# CI: every source file says its licence in its own header (an SPDX-License-Identifier line in its first 10
# lines), so a file copied out of commviz keeps it. Checks what git tracks: *.cpp, *.h, *.cmake,
# CMakeLists.txt, *.sh and .ci/run. Fails naming each file without one.
#
# usage: scripts/check-spdx.sh
set -euo pipefail
cd "$(dirname "$0")/.."

checked=0
missing=()
while IFS= read -r -d '' file; do
    [ -f "$file" ] || continue # deleted in the working tree, not yet in the index
    checked=$((checked + 1))
    head -n 10 "$file" | grep -q 'SPDX-License-Identifier:' || missing+=("$file")
done < <(git ls-files -z -- '*.cpp' '*.h' '*.cmake' '*CMakeLists.txt' '*.sh' '.ci/run')

if [ ${#missing[@]} -gt 0 ]; then
    echo "No SPDX-License-Identifier line in the first 10 lines of ${#missing[@]} file(s):" >&2
    printf '  %s\n' "${missing[@]}" >&2
    echo "Start each with the two lines the others have, e.g. for C++:" >&2
    echo "  // SPDX-FileCopyrightText: 2026 commviz contributors" >&2
    echo "  // SPDX-License-Identifier: GPL-3.0-or-later" >&2
    exit 1
fi
echo "SPDX-License-Identifier in all $checked source files"
