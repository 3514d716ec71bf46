#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds every libFuzzer target tests/fuzz/fuzz_*.cpp with clang (address + undefined-behaviour sanitizers, leak
# detection on; core's sources compiled in directly, so no CMake is needed) into build/fuzz, then runs each for
# SECONDS, as many targets at once as there are cores, with tests/fuzz/seeds/NAME (fuzz_NAME.cpp's seeds) as seed corpus, and the measurement fixtures too for
# fuzz_measure. fuzz_scenario reads scenario files as the window does: it links Qt6Core (pkg-config) and
# compiles ui/document's reader and ui/lecture's step reader in (Qt itself is not instrumented).
# Exits non-zero when a target crashes; the crashing input is left as build/fuzz/<target>-crash-*.
# Turn it into a regression row of the reader's test (tests/core/test_measure.cpp hostileInputNeverCrashes,
# tests/cli/test_scenariofile.cpp, tests/core/test_units.cpp).
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

# Builds one target and runs it for $seconds; its output goes to build/fuzz/NAME.log.
fuzz_one() {
    local target_src=$1 name
    name="$(basename "$target_src" .cpp)"
    echo "== building $name"
    local sources=("$target_src" "$root"/core/src/*.cpp) # all of core: a list here would miss a new file
    local flags=(-I"$root/core/include") libs=()
    if [[ "$name" == fuzz_scenario ]]; then
        sources+=("$root"/ui/document/{scenariofile,jsontext,jsonsize,coretext,files,filenames,signalhold,pageid}.cpp "$root"/ui/lecture/{lecturestep,lecturequestion}.cpp)
        flags+=(-fPIC -I"$root/ui/document" -I"$root/ui/lecture" $(pkg-config --cflags Qt6Core))
        libs+=($(pkg-config --libs Qt6Core))
    fi
    "$cxx" -std=c++20 -g -O1 -fno-omit-frame-pointer \
        -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
        "${flags[@]}" "${sources[@]}" "${libs[@]}" -o "$out/$name"

    local corpus="$out/$name-corpus" # new inputs go here; the seed directories stay untouched
    mkdir -p "$corpus"
    local seeds=("$root/tests/fuzz/seeds/${name#fuzz_}")
    [[ "$name" == fuzz_measure && -d "$fixtures" ]] && seeds+=("$fixtures")
    echo "== running $name for ${seconds}s"
    if ! ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
        "$out/$name" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/$name-" "$corpus" "${seeds[@]}"; then
        echo "!! $name crashed: see $out/$name-crash-* (or -timeout-*, -oom-*)"
        return 1
    fi
}

# One target a core at a time (each is single-threaded); a target's log is printed when it ends.
jobs=$(nproc)
status=0
declare -A log_of=()
finish_one() {
    local pid
    wait -n -p pid || status=1
    cat "${log_of[$pid]}"
    unset "log_of[$pid]"
}
for target_src in "$root"/tests/fuzz/fuzz_*.cpp; do
    [ ${#log_of[@]} -lt "$jobs" ] || finish_one
    log="$out/$(basename "$target_src" .cpp).log"
    fuzz_one "$target_src" >"$log" 2>&1 &
    log_of[$!]=$log
done
while [ ${#log_of[@]} -gt 0 ]; do finish_one; done
[ "$status" -eq 0 ] || echo "fuzz: a target did not build or crashed (above)" >&2
exit "$status"
