#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Static checks on the project's own sources (app/, core/, ui/): clang-tidy with .clang-tidy's checks and clazy's
# Qt checks (its connect checks stand in for QT_NO_CONTEXTLESS_CONNECT, which Qt 6.4 does not honour), every
# warning an error. Uses build/dev's compile_commands.json (configured here if missing).
#   scripts/lint.sh            every file
#   scripts/lint.sh FILE...    only these
set -euo pipefail
cd "$(dirname "$0")/.."

[ -f build/dev/compile_commands.json ] || cmake --preset dev >/dev/null
# Generated sources (moc, resources) must exist before they can be parsed.
cmake --build --preset dev --target commviz_core commviz_window commviz_cli >/dev/null

if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files 'app/*.cpp' 'core/*.cpp' 'ui/*.cpp')
fi
jobs=$(nproc)
# Two of clazy's level 0/1 checks are left out, on purpose: qcolor-from-literal (the palette is written as the
# "#1f77b4" its sources give, read once) and non-pod-global-static (the settings keys and file keys are static
# QStrings in anonymous namespaces, made once at start-up).
clazy_checks=level0,level1,no-qcolor-from-literal,no-non-pod-global-static
clazy_checks+=,connect-3arg-lambda,old-style-connect,lambda-in-connect,connect-non-signal

log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
echo "clang-tidy and clazy on ${#files[@]} files, $jobs at a time"
printf '%s\n' "${files[@]}" | xargs -P "$jobs" -I{} sh -c '
    out="$1/$(echo "$2" | tr / _)"
    clang-tidy -p build/dev --quiet --warnings-as-errors="*" "$2" >"$out.tidy" 2>&1 || echo "$2" >>"$1/failed"
    clazy-standalone -p build/dev -checks="$3" "$2" >"$out.clazy" 2>&1
    if grep -q "warning:\|error:" "$out.clazy"; then echo "$2" >>"$1/failed"; fi
' sh "$log" {} "$clazy_checks"

if [ -s "$log/failed" ]; then
    grep -h -A3 "warning:\|error:" "$log"/*.tidy "$log"/*.clazy | grep -v '^[0-9]* warnings\? generated' >&2 || true
    echo "lint: $(sort -u "$log/failed" | wc -l) files have findings (above)" >&2
    exit 1
fi
echo "lint ok"
