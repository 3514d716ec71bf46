#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds every libFuzzer target tests/fuzz/fuzz_*.cpp with clang (address + undefined-behaviour sanitizers, leak
# detection on; core's sources compiled once and linked into each, so no CMake is needed) into build/fuzz, then
# runs each for SECONDS, as many targets at once as there are cores, with tests/fuzz/seeds/NAME (fuzz_NAME.cpp's
# seeds) as seed corpus, and the measurement fixtures too for fuzz_measure. fuzz_scenario reads scenario files as
# the window does: it links Qt6Core (pkg-config) and compiles ui/document's reader and ui/lecture's step reader in
# (Qt itself is not instrumented).
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
jobs=$(nproc)
flags=(-std=c++20 -g -O1 -fno-omit-frame-pointer -fPIC -fno-sanitize-recover=undefined -I"$root/core/include")

# Core's sources, compiled once for every target, as many at once as there are cores (all of core: a list here
# would miss a new file).
echo "== building core's objects"
rm -rf "$out/core"
mkdir -p "$out/core"
printf '%s\n' "$root"/core/src/*.cpp | xargs -P "$jobs" -I{} sh -c \
    'src=$1 dir=$2; shift 2; exec "$@" -c "$src" -o "$dir/$(basename "$src" .cpp).o"' \
    sh {} "$out/core" "$cxx" "${flags[@]}" -fsanitize=fuzzer-no-link,address,undefined
core_objects=("$out"/core/*.o)

# Builds one target on core's objects and runs it for $seconds.
fuzz_one() {
    local target_src=$1 name
    name="$(basename "$target_src" .cpp)"
    echo "== building $name"
    local sources=("$target_src") extra=() libs=()
    if [[ "$name" == fuzz_scenario ]]; then
        sources+=("$root"/ui/document/{scenariofile,jsontext,jsonsize,coretext,files,filenames,signalhold,pageid}.cpp "$root"/ui/lecture/{lecturestep,lecturequestion}.cpp)
        extra+=(-I"$root/ui/document" -I"$root/ui/lecture" $(pkg-config --cflags Qt6Core))
        libs+=($(pkg-config --libs Qt6Core))
    fi
    "$cxx" "${flags[@]}" -fsanitize=fuzzer,address,undefined "${extra[@]}" "${sources[@]}" "${core_objects[@]}" \
        "${libs[@]}" -o "$out/$name"

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

# One target a core at a time (each is single-threaded); its output goes to build/fuzz/NAME.log, printed when it
# ends.
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
