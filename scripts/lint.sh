#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Static checks on the project's own sources (app/, core/, ui/): clang-tidy with .clang-tidy's checks and clazy's
# Qt checks (its connect checks stand in for QT_NO_CONTEXTLESS_CONNECT, which Qt 6.4 does not honour), every
# warning an error. Parses the files as build/lint's compile_commands.json says: the dev build without precompiled
# headers (the "lint" preset, configured here), so a file that forgets an include fails here. Nothing is built:
# every header the sources include is in the tree (moc's output is only compiled, never included).
#   scripts/lint.sh            every file
#   scripts/lint.sh FILE...    only these
set -euo pipefail
cd "$(dirname "$0")/.."

cmake --preset lint >/dev/null

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
    clang-tidy -p build/lint --quiet --warnings-as-errors="*" "$2" >"$out.tidy" 2>&1 || echo "$2" >>"$1/failed"
    clazy-standalone -p build/lint -checks="$3" "$2" >"$out.clazy" 2>&1
    if grep -q "warning:\|error:" "$out.clazy"; then echo "$2" >>"$1/failed"; fi
' sh "$log" {} "$clazy_checks"

if [ -s "$log/failed" ]; then
    grep -h -A3 "warning:\|error:" "$log"/*.tidy "$log"/*.clazy | grep -v '^[0-9]* warnings\? generated' >&2 || true
    echo "lint: $(sort -u "$log/failed" | wc -l) files have findings (above)" >&2
    exit 1
fi
echo "lint ok"
