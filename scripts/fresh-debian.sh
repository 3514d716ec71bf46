#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 commviz contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves the README on a brand-new Debian 12, as a newcomer meets it: a machine where the project's packages
# were never installed. It builds a fresh `debootstrap --variant=minbase bookworm` root filesystem, copies a
# clean clone of HEAD and ../shared into it (the same layout: the tests read ../shared/fixtures), and runs
# inside it with chroot:
#   1. scripts/dev.sh test     the README's test command: installs what is missing, builds, passes every test
#   2. scripts/dev.sh run      the README's run command, on the offscreen platform: the window must still be
#                              running when it is stopped after 20 s (the build before it is a no-op by then)
#   3. scripts/dev.sh package  builds the .deb
#   4. removes every package that 1-3 installed and runs `apt install ./commviz_*.deb`, as on a user's
#      machine: apt must bring all the .deb needs, and commviz --version, eval and export must work
# then lintian checks the .deb (an error fails). A package missing from dev.sh's list fails step 1 or 2.
#
# Only the minbase download is cached between runs (debootstrap --make-tarball: Debian's own base packages),
# outside the clone, renewed weekly; never anything the project installs, which would hide the next package
# missing from dev.sh. The root filesystem is unmounted and removed afterwards, also on failure or Ctrl-C.
#
# usage: scripts/fresh-debian.sh   (as root, or through sudo)
# environment: COMMVIZ_CI_CACHE      cache folder (default /var/cache/commviz-ci)
#              FRESH_ROOT_PARENT     where the root filesystem is built (default /var/tmp)
#              FRESH_DEB_OUT         where the tested .deb is left (default build/fresh-debian)
#              DEBIAN_MIRROR, DEBIAN_SECURITY_MIRROR   default deb.debian.org's
set -euo pipefail

# debootstrap, mount and chroot need root: as dev.sh does for apt, go through sudo otherwise.
[ "$(id -u)" -eq 0 ] || exec sudo --preserve-env=COMMVIZ_CI_CACHE,FRESH_ROOT_PARENT,FRESH_DEB_OUT,DEBIAN_MIRROR,DEBIAN_SECURITY_MIRROR "$0" "$@"

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="$(cd "$repo/.." && pwd)/shared"
cache="${COMMVIZ_CI_CACHE:-/var/cache/commviz-ci}"
tarball="$cache/bookworm-minbase-$(dpkg --print-architecture).tgz"
parent="${FRESH_ROOT_PARENT:-/var/tmp}"
deb_out="${FRESH_DEB_OUT:-$repo/build/fresh-debian}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security_mirror="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
window_seconds=20
budget_seconds=600 # the issue's budget for this step

project=/root/src/commviz # inside the root filesystem; ../shared beside it
root=""                   # the root filesystem, once made
timings=()
current=""

# --- bookkeeping: phases with their times, and a cleanup that runs however the script ends -------------

phase() { # phase NAME COMMAND...: run it as one timed step
    current="$1"
    shift
    echo
    echo "== fresh Debian 12: $current"
    local start=$SECONDS
    "$@"
    timings+=("$(printf '  %-44s %4d s' "$current" $((SECONDS - start)))")
    current=""
}

# Processes still running inside the root filesystem (a window left by Ctrl-C) would keep it busy: they
# are this script's own children, found by their root directory and ended by id.
stop_processes_inside() {
    local pids=() p
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && pids+=("${p#/proc/}")
    done
    [ ${#pids[@]} -eq 0 ] && return 0
    kill -TERM "${pids[@]}" 2>/dev/null || true
    sleep 2
    kill -KILL "${pids[@]}" 2>/dev/null || true
}

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    set +e # tear down as much as possible, whatever fails
    if [ -n "$root" ] && [ -d "$root" ]; then
        stop_processes_inside
        local m
        for m in dev/pts dev sys proc; do
            if mountpoint -q "$root/$m"; then umount "$root/$m" || umount -l "$root/$m"; fi
        done
        # Never delete through a mount that is still there: it would reach the machine's own /dev or /sys.
        if awk -v r="$root/" 'index($2, r) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
            echo "fresh-debian: something is still mounted under $root; left in place" >&2
            status=1
        else
            rm -rf --one-file-system "$root"
        fi
    fi
    rm -f "$tarball.part"
    echo
    echo "== fresh Debian 12: time per phase"
    [ ${#timings[@]} -eq 0 ] || printf '%s\n' "${timings[@]}"
    printf '  %-44s %4d s\n' "total" "$SECONDS"
    if [ -n "$current" ]; then
        echo "fresh-debian: FAILED in \"$current\" (exit $status)" >&2
    elif [ "$status" -eq 0 ] && [ "$SECONDS" -gt "$budget_seconds" ]; then
        echo "fresh-debian: passed, but over its budget of $budget_seconds s" >&2
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- on this machine ---------------------------------------------------------------------------------------

host_tools() {
    local missing=() p
    for p in debootstrap lintian git; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Debian's minbase packages as debootstrap downloads them, kept a week so that point releases come in.
minbase_tarball() {
    if [ -f "$tarball" ] && [ -z "$(find "$tarball" -mtime +6)" ]; then
        echo "cached: $tarball"
        return 0
    fi
    mkdir -p "$cache"
    debootstrap --variant=minbase --make-tarball="$tarball.part" bookworm "$root/download" "$mirror"
    rm -rf "$root/download"
    mv "$tarball.part" "$tarball"
}

unpack_root() {
    if ! debootstrap --variant=minbase --unpack-tarball="$tarball" bookworm "$root" "$mirror"; then
        rm -f "$tarball" # perhaps damaged: the next run downloads it again
        return 1
    fi
    # What a brand-new Debian 12 has and a minbase lacks: the updates and security suites, a resolver, and
    # the kernel's file systems.
    cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security_mirror bookworm-security main
EOF
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"
    mount -t sysfs sysfs "$root/sys"
    mount --bind /dev "$root/dev"
    mount --bind /dev/pts "$root/dev/pts"
    inside dpkg-query -W -f='${Package}\n' | sort >"$root/root/minbase-packages"
}

copy_project() {
    [ -d "$shared/fixtures" ] || {
        echo "fresh-debian: $shared/fixtures is missing; the tests need ../shared next to the clone" >&2
        return 1
    }
    [ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] ||
        echo "note: uncommitted changes are not in the test; it runs HEAD ($(git -C "$repo" rev-parse --short HEAD))"
    mkdir -p "$root${project%/*}"
    # safe.directory: the checkout may belong to the user who ran sudo; it is only read.
    git -c safe.directory='*' clone --quiet --no-hardlinks "$repo" "$root$project"
    git -C "$root$project" checkout --quiet --detach "$(git -C "$repo" rev-parse HEAD)"
    cp -aL "$shared" "$root${project%/*}/shared" # the folder itself, also where ../shared is a symlink
}

# --- inside the root filesystem, with a login's clean environment ------------------------------------------

inside() {
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}
in_project() { inside /bin/bash -c "cd $project && $1"; }

readme_test() {
    in_project "scripts/dev.sh test" 2>&1 | tee "$root/root/test.log"
    grep -q '^100% tests passed' "$root/root/test.log" || {
        echo "fresh-debian: ctest did not report every test passed" >&2
        return 1
    }
}

readme_run() {
    local status=0
    in_project "QT_QPA_PLATFORM=offscreen timeout -k 5 $window_seconds scripts/dev.sh run" || status=$?
    case $status in
    124 | 137) echo "the window was still running after $window_seconds s: stopped it" ;;
    *)
        echo "fresh-debian: scripts/dev.sh run ended by itself with exit $status within $window_seconds s" >&2
        return 1
        ;;
    esac
}

install_deb() {
    # What the build installed goes first, so apt has to bring everything the .deb needs by itself.
    local added
    mapfile -t added < <(comm -13 "$root/root/minbase-packages" <(inside dpkg-query -W -f='${Package}\n' | sort))
    echo "removing the ${#added[@]} packages the build installed"
    inside env DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${added[@]}" >/dev/null
    in_project "cp build/dev/commviz_*.deb /root/"
    inside /bin/bash -c "cd /root && DEBIAN_FRONTEND=noninteractive apt install -y -q ./commviz_*.deb"
    inside commviz --version
    inside commviz eval --gpus 64 >/dev/null
    inside commviz export --chart p2p_time --out /root/p2p.svg
    inside test -s /root/p2p.svg
    inside dpkg -L commviz | grep -E 'copyright|changelog|man1'
    mkdir -p "$deb_out"
    rm -f "$deb_out"/commviz_*.deb
    cp "$root"/root/commviz_*.deb "$deb_out/"
}

run_lintian() {
    local deb
    deb=$(ls "$deb_out"/commviz_*.deb)
    echo "$deb"
    lintian --fail-on error --display-info --show-overrides "$deb"
    echo "lintian: no errors"
}

phase "tools on this machine (debootstrap, lintian)" host_tools
mkdir -p "$parent"
root="$(mktemp -d "$parent/commviz-fresh-debian.XXXXXX")"
chmod 755 "$root" # a root directory: mktemp makes it private, and apt's own user must get in
phase "minbase download (cached weekly)" minbase_tarball
phase "debootstrap minbase bookworm" unpack_root
phase "clean clone of HEAD and ../shared" copy_project
phase "scripts/dev.sh test" readme_test
phase "scripts/dev.sh run (offscreen, ${window_seconds} s)" readme_run
phase "scripts/dev.sh package" in_project "scripts/dev.sh package"
phase "apt install ./commviz_*.deb, commviz runs" install_deb
phase "lintian" run_lintian
echo
echo "fresh-debian: a brand-new Debian 12 builds, tests, runs and installs commviz"
