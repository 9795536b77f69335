#!/usr/bin/env bash
# Checks that the README's commands work on a Debian 12 machine with nothing added.
# Builds a minimal root file system from Debian's archive (debootstrap --variant=minbase
# bookworm) and, inside it (chroot), does what a newcomer does: installs git, clones the
# committed HEAD of this checkout, runs scripts/start.sh --version (installs the build
# packages, builds, starts the app), installs the test packages, runs the unit and
# packaging tests and starts the app's window under Xvfb. Any failing step fails the check and names its log.
#
# Needs root, debootstrap and the Debian archive. Docker is installed but never started.
#   CONTAINERPERF_BARE_CACHE    folder kept between runs: downloaded .debs and, when
#                               this machine has no ccache of its own, the compiler
#                               cache (default /var/cache/containerperf-bare; empty:
#                               download and compile everything every time)
#   CONTAINERPERF_BARE_MIRROR   Debian mirror (default http://deb.debian.org/debian)
#   CONTAINERPERF_BARE_SECURITY security mirror (default http://deb.debian.org/debian-security)
#   CONTAINERPERF_BARE_TIMEOUT  seconds for the whole check (default 900)
#   CONTAINERPERF_BARE_KEEP=1   keep the root file system when the check fails (to look inside)
# A failed check keeps its logs; the root file system is rebuilt on every run.
set -euo pipefail

limit=${CONTAINERPERF_BARE_TIMEOUT:-900}

# kill_rooted ROOT: ends every process whose root directory is ROOT.
kill_rooted() {
    local pid
    for pid in $(ls /proc | grep -E '^[0-9]+$'); do
        [ "$(readlink "/proc/$pid/root" 2>/dev/null)" != "$1" ] || kill -KILL "$pid" 2>/dev/null || true
    done
}

if [ -z "${CONTAINERPERF_BARE_WORK:-}" ]; then
    [ "$(id -u)" -eq 0 ] || { echo "check-bare-machine.sh: needs root (debootstrap, chroot, mounts)" >&2; exit 2; }
    command -v debootstrap >/dev/null ||
        { echo "check-bare-machine.sh: debootstrap is missing (scripts/install-deps.sh ci)" >&2; exit 2; }
    work=$(mktemp -d "${TMPDIR:-/tmp}/containerperf-bare.XXXXXX")
    mkdir -p "$work/rootfs" "$work/logs"
    # The check runs bounded, in a mount namespace of its own: whatever happens to it,
    # no mount outlives it.
    rc=0
    CONTAINERPERF_BARE_WORK=$work timeout --kill-after=30 "$limit" \
        unshare --mount --propagation private bash "$0" "$@" </dev/null || rc=$?
    if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then
        echo "check-bare-machine.sh: FAILED: stopped by the time limit ($limit s)" >&2
    fi
    kill_rooted "$work/rootfs"
    if [ "$rc" -ne 0 ] && [ -n "${CONTAINERPERF_BARE_KEEP:-}" ]; then
        echo "check-bare-machine.sh: kept $work" >&2
    elif findmnt -rn -o TARGET | grep -qF "$work/"; then
        echo "check-bare-machine.sh: something is still mounted under $work; not removing it" >&2
    elif [ "$rc" -ne 0 ]; then
        # The logs outlive the root file system: they say why.
        rm -rf "$work/rootfs"
        echo "check-bare-machine.sh: logs in $work/logs" >&2
    else
        rm -rf "$work"
    fi
    exit "$rc"
fi

repo=$(cd "$(dirname "$0")/.." && pwd)
git=(git -c safe.directory="$repo" -C "$repo")
head=$("${git[@]}" rev-parse HEAD)
mirror=${CONTAINERPERF_BARE_MIRROR:-http://deb.debian.org/debian}
security=${CONTAINERPERF_BARE_SECURITY:-http://deb.debian.org/debian-security}
cache=${CONTAINERPERF_BARE_CACHE-/var/cache/containerperf-bare}
compiler_cache=$cache/ccache
if [ -n "$cache" ] && command -v ccache >/dev/null; then
    compiler_cache=$(ccache --get-config cache_dir)
fi
work=$CONTAINERPERF_BARE_WORK
root=$work/rootfs
logs=$work/logs
step_name="setting up"

# Ends what still runs inside the root file system and unmounts it (the mount
# namespace would drop the mounts anyway when the check ends).
cleanup() {
    kill_rooted "$root"
    local m
    for m in $(findmnt -rn -o TARGET | grep -F "$root/" | sort -r); do
        umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
    done
}
# The traps write to the check's own stderr (fd 3), not to a step's log.
exec 3>&2
trap cleanup EXIT
trap 'echo "check-bare-machine.sh: stopped after $limit s (time limit) during: $step_name" >&3; exit 124' TERM
trap 'echo "check-bare-machine.sh: interrupted during: $step_name" >&3; exit 130' INT

start=$SECONDS
timings=()
n=0
# step NAME COMMAND...: runs COMMAND with its output in a log of its own; stops the
# check, naming the step and its log, when it fails.
step() {
    step_name=$1; shift
    n=$((n + 1))
    local log
    log=$logs/$(printf '%02d' "$n")-$(echo "$step_name" | tr -c 'a-zA-Z0-9.\n' '-' | tr -s '-' | cut -c1-40).log
    local t0=$SECONDS
    echo "== [$n] $step_name" >&2
    local rc=0
    "$@" >"$log" 2>&1 || rc=$?
    local took=$((SECONDS - t0))
    timings+=("$(printf '%4d s  %s' "$took" "$step_name")")
    if [ "$rc" -ne 0 ]; then
        echo "FAILED: step [$n] '$step_name' (exit $rc after $took s); its log ends with:" >&2
        tail -n 40 "$log" | sed 's/^/    /' >&2
        echo "FAILED: step [$n] '$step_name'; full log: $log" >&2
        printf '  %s\n' "${timings[@]}" >&2
        exit 1
    fi
    echo "   done in $took s (total $((SECONDS - start)) s)" >&2
}

# in_root SCRIPT: runs SCRIPT with bash inside the root file system, as root, with the
# environment of a fresh login and no terminal.
in_root() {
    env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM=dumb LANG=C.UTF-8 \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        chroot "$root" /bin/bash -euo pipefail -c "cd /root; $1" </dev/null
}

bootstrap() {
    local args=(--variant=minbase)
    if [ -n "$cache" ]; then
        mkdir -p "$cache/debootstrap"
        args+=(--cache-dir="$cache/debootstrap")
    fi
    debootstrap "${args[@]}" bookworm "$root" "$mirror"
}

# What the Debian installer leaves behind that debootstrap does not: the updates and
# security suites, a resolver. Services never start (policy-rc.d), as in a chroot.
prepare() {
    cat > "$root/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
    cp -L /etc/resolv.conf "$root/etc/resolv.conf"
    printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
    chmod 755 "$root/usr/sbin/policy-rc.d"
    echo containerperf-bare > "$root/etc/hostname"
    mount -t proc proc "$root/proc"
    mount -t sysfs -o ro sysfs "$root/sys"
    mount --rbind /dev "$root/dev"
    mount --make-rslave "$root/dev"
    mount -t tmpfs -o mode=1777 tmpfs "$root/tmp"
    if [ -n "$cache" ]; then
        # Downloaded packages and compiler results, kept for the next run; the root
        # file system itself is new each time. The compiler results are this
        # machine's own when it has a compiler cache: what scripts/test.sh built
        # before is not compiled again (the keys ignore the checkout's path,
        # cmake/CompilerSettings.cmake), but for the tests' own sources, whose
        # fixture and test folders are absolute paths in the code.
        mkdir -p "$cache/archives/partial" "$compiler_cache" "$root/root/.cache/ccache"
        mount --bind "$cache/archives" "$root/var/cache/apt/archives"
        mount --bind "$compiler_cache" "$root/root/.cache/ccache"
    fi
    # The commit under test, as the repository a newcomer clones.
    git init -q --bare "$root/srv/containerperf.git"
    git -C "$root/srv/containerperf.git" config receive.shallowUpdate true
    "${git[@]}" push -q "$root/srv/containerperf.git" "$head:refs/heads/main"
    git -C "$root/srv/containerperf.git" symbolic-ref HEAD refs/heads/main
}

install_git() {
    in_root 'apt-get update -qq
             DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git'
}

clone() {
    in_root "git clone /srv/containerperf.git containerperf
             test \"\$(git -C containerperf rev-parse HEAD)\" = $head"
}

# README: bash scripts/start.sh (installs the build packages, builds, starts the app).
start_version() {
    in_root 'cd containerperf
             bash scripts/start.sh --version | tee /tmp/version.txt
             tail -n 1 /tmp/version.txt | grep -Eq "^ContainerPerf [0-9]+\.[0-9]+\.[0-9]+$" ||
                 { echo "expected \"ContainerPerf x.y.z\" as the last line" >&2; exit 1; }'
}

# README: bash scripts/test.sh installs these (and the sanitizer and bare-machine tools)
# before it starts Docker; Docker is not
# started here.
install_test() {
    in_root 'cd containerperf && bash scripts/install-deps.sh build test'
}

# The unit tier: the tests that need neither Docker nor a display.
unit_tests() {
    in_root 'cd containerperf && bash scripts/build.sh default --target unit_tests && ctest --preset unit'
}

# The packaging tier: the desktop file and metainfo validators and the DEB's
# contents (cpack needs dpkg-shlibdeps and file, which only the test list names).
packaging_tests() {
    in_root 'cd containerperf && bash scripts/build.sh default --target containerperf containerperf-cli &&
             ctest --test-dir build -L packaging --output-on-failure'
}

# The window, through start.sh, on a virtual display: it must still be running when
# timeout ends it (exit 124); a crash or an early exit fails. A screenshot shows what it drew.
window() {
    in_root 'cd containerperf
             rc=0
             xvfb-run -a -s "-screen 0 1280x800x24" bash -c "
                 timeout 10 bash scripts/start.sh --demo & app=\$!
                 sleep 8
                 import -window root /tmp/window.png || true
                 wait \$app" || rc=$?
             if [ "$rc" -ne 124 ]; then
                 echo "containerperf --demo ended with exit $rc before the time limit (124 expected)" >&2
                 exit 1
             fi
             colours=$(identify -format "%k" /tmp/window.png 2>/dev/null || echo 0)
             echo "screenshot: $colours colours"
             [ "$colours" -gt 16 ] || { echo "the screen stayed (almost) blank: $colours colours" >&2; exit 1; }'
    cp "$root/tmp/window.png" "$logs/window.png" 2>/dev/null || true
}

echo "check-bare-machine.sh: commit $head on a bare Debian 12 (work folder $work, cache ${cache:-none})" >&2
if [ -n "$("${git[@]}" status --porcelain --untracked-files=no)" ]; then
    echo "check-bare-machine.sh: note: uncommitted changes are not part of the check" >&2
fi
step "debootstrap --variant=minbase bookworm" bootstrap
step "prepare the root file system" prepare
step "newcomer: apt-get install git" install_git
step "newcomer: git clone" clone
step "scripts/start.sh --version" start_version
step "scripts/install-deps.sh build test" install_test
step "scripts/build.sh default --target unit_tests + ctest --preset unit" unit_tests
step "packaging tests (validators, the DEB)" packaging_tests
step "scripts/start.sh --demo under xvfb-run" window

echo "check-bare-machine.sh: passed in $((SECONDS - start)) s" >&2
printf '  %s\n' "${timings[@]}" >&2
