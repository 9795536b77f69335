#!/usr/bin/env bash
# Installs the Debian packages ContainerPerf needs for a purpose, skipping those present.
#   install-deps.sh build   compilers, Qt 6, llhttp, libnghttp2, libarchive, Boost.Math
#   install-deps.sh test    build + Docker engine, Podman, busybox (test images), nginx (the HTTP/2 server), validators, chromium
#   install-deps.sh bench   build + wrk, h2load and nginx (the references), python3 and time (bench/run.sh)
#   install-deps.sh sanitize  clang with its sanitizer and libFuzzer runtimes (the asan preset, scripts/fuzz.sh)
#   install-deps.sh ci      debootstrap (scripts/check-bare-machine.sh)
set -euo pipefail

# Installs run without Recommends: whatever is needed is named here.
# libqt6opengl6-dev: Qt6Charts' CMake package needs Qt6OpenGL (only recommended by qt6-base-dev).
# node-llhttp: llhttp, the HTTP/1.x parser, comes as C sources that the build compiles (cmake/Llhttp.cmake).
build=(gcc g++ cmake ninja-build pkg-config ccache
       qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools
       qt6-l10n-tools qt6-translations-l10n qt6-svg-dev node-llhttp libnghttp2-dev libarchive-dev libboost-math-dev)
# dpkg-dev and file: cpack builds the DEB with dpkg-shlibdeps, and finds its binaries with file.
# podman: tst_podman_stats runs it rootful with vfs storage and no network, which needs
# none of its Recommends; its OCI runtime (crun or runc) comes as a dependency.
# chromium: tst_report opens the HTML report in it, headless.
test=(docker.io busybox-static curl iproute2 nginx-light desktop-file-utils appstream xvfb xauth imagemagick dpkg-dev file
      podman chromium)
bench=(wrk nghttp2-client nginx-light procps python3 time util-linux)
# llvm: llvm-symbolizer, which turns the sanitizers' reports into file:line.
sanitize=(clang libclang-rt-14-dev llvm)
ci=(debootstrap debian-archive-keyring)

packages=("${build[@]}")
for purpose in "$@"; do
    case "$purpose" in
        build) ;;
        test) packages+=("${test[@]}") ;;
        bench) packages+=("${bench[@]}") ;;
        sanitize) packages+=("${sanitize[@]}") ;;
        ci) packages+=("${ci[@]}") ;;
        *) echo "install-deps.sh: unknown purpose '$purpose' (build, test, bench, sanitize, ci)" >&2; exit 2 ;;
    esac
done

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "Installing: ${missing[*]}" >&2
"${sudo[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
