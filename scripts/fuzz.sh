#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds every libFuzzer target tests/fuzz/fuzz_*.cpp with clang (address + undefined-behaviour
# sanitizers; core's sources compiled in directly, so no CMake is needed) into build/fuzz, then runs each
# for SECONDS with the measurement fixtures and tests/fuzz/seeds as seed corpus.
# Exits non-zero when a target crashes; the crashing input is left as build/fuzz/<target>-crash-*.
# Turn it into a regression row of tests/core/test_measure.cpp (hostileInputNeverCrashes).
#
# usage: scripts/fuzz.sh [SECONDS]   (default 60; environment: CXX, COMMVIZ_FIXTURES_DIR, FUZZ_MAX_LEN)
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/build/fuzz"
cxx="${CXX:-/usr/bin/clang++}"
fixtures="${COMMVIZ_FIXTURES_DIR:-$root/../shared/fixtures/measurements}"
max_len="${FUZZ_MAX_LEN:-16384}" # the 322 KB raw log is truncated as a seed; its shapes fit in 16 KB


mkdir -p "$out"
status=0
for target_src in "$root"/tests/fuzz/fuzz_*.cpp; do
    name="$(basename "$target_src" .cpp)"
    echo "== building $name"
    sources=("$target_src" "$root"/core/src/*.cpp) # all of core: a list here would miss a new file
    "$cxx" -std=c++20 -g -O1 -fno-omit-frame-pointer \
        -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
        -I"$root/core/include" "${sources[@]}" -o "$out/$name"

    corpus="$out/$name-corpus" # new inputs go here; the seed directories stay untouched
    mkdir -p "$corpus"
    seeds=("$root/tests/fuzz/seeds")
    [[ -d "$fixtures" ]] && seeds+=("$fixtures")
    echo "== running $name for ${seconds}s"
    if ! ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
        "$out/$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/$name-" "$corpus" "${seeds[@]}"; then
        echo "!! $name crashed: see $out/$name-crash-* (or -timeout-*, -oom-*)" >&2
        status=1
    fi
done
exit "$status"
