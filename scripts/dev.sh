#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# commviz developer entry point. On a fresh Debian 12 machine it installs what is missing, then:
#   scripts/dev.sh run     build and start the app
#   scripts/dev.sh test    build and run every test
#   scripts/dev.sh deps    only install what is missing
#   scripts/dev.sh ci-deps also what CI needs beyond the tests (clang and its fuzzer runtime, clang-tidy, clazy)
#   scripts/dev.sh package build the .deb, build/dev/commviz_VERSION_ARCH.deb (also dpkg-dev and file)
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake make g++ qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
          libgl-dev fonts-noto-cjk qt6-translations-l10n clang-format
          poppler-utils) # pdftotext: the report tests read the PDF's pages

install_missing() {
    local missing=()
    for p in "${packages[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    cmake --preset "$1" >/dev/null
    cmake --build --preset "$1"
}

case "${1:-}" in
deps)
    install_missing
    ;;
ci-deps)
    install_missing clang libclang-rt-14-dev clang-tidy clazy
    ;;
run)
    install_missing
    build dev
    shift
    exec build/dev/app/commviz "$@"
    ;;
test)
    install_missing
    build dev
    ctest --preset dev
    ;;
package)
    # dpkg-shlibdeps (dpkg-dev) works out the .deb's Depends from the libraries the binary links; CPack runs
    # file to find the binaries to ask it about.
    install_missing dpkg-dev file
    build dev
    rm -f build/dev/commviz_*.deb # one .deb for `apt install ./build/dev/commviz_*.deb`, not last version's too
    (cd build/dev && cpack -G DEB)
    ;;
*)
    echo "usage: scripts/dev.sh run|test|package|deps|ci-deps" >&2
    exit 2
    ;;
esac
