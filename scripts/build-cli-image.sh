#!/usr/bin/env bash
# Builds a Docker image of containerperf-cli from the built binary and the shared
# libraries it uses, with no registry and no base image: a minimal root file system
# imported with `docker import` (docs/scale-out.md#the-cli-image).
#
#   scripts/build-cli-image.sh [--build-dir DIR] [--tag IMAGE] [--load-into DOCKER_HOST]...
#
#   --build-dir DIR          where containerperf-cli was built (default: build)
#   --tag IMAGE              the image's name (default: containerperf-cli:<version>)
#   --load-into DOCKER_HOST  also load the image into that daemon (docker save | docker load),
#                            e.g. each node of a swarm; repeatable
#
# The image runs `containerperf-cli` as its entrypoint: `docker run --rm IMAGE run --url …`.
set -euo pipefail

build_dir=build
tag=
load_into=()
while [ $# -gt 0 ]; do
    case $1 in
        --build-dir) build_dir=${2:?--build-dir needs a directory}; shift 2 ;;
        --tag) tag=${2:?--tag needs an image name}; shift 2 ;;
        --load-into) load_into+=("${2:?--load-into needs a Docker address}"); shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-cli-image.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

cli=$build_dir/app/cli/containerperf-cli
if [ ! -x "$cli" ]; then
    echo "build-cli-image.sh: no $cli: build it first (scripts/build.sh), or give --build-dir" >&2
    exit 1
fi
for tool in docker ldd tar; do
    command -v "$tool" >/dev/null || { echo "build-cli-image.sh: $tool is not installed" >&2; exit 1; }
done
version=$("$cli" --version | awk '{print $2}')
[ -n "$tag" ] || tag=containerperf-cli:$version

# Qt's plugin directory, where the TLS backends and the offscreen platform live.
plugins=$(dirname "$(readlink -f "$(ldd "$cli" | awk '/libQt6Core/ {print $3}')")")/qt6/plugins
if [ ! -d "$plugins" ]; then
    echo "build-cli-image.sh: Qt's plugins are not in $plugins: the image would have no TLS" >&2
    exit 1
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/containerperf-cli-image.XXXXXX")
trap 'rm -rf "$root"' EXIT

# Copies a file to the same path under the root, following links (the image has no package manager to make them).
place() {
    local file=$1
    [ -e "$root$file" ] && return 0
    mkdir -p "$root$(dirname "$file")"
    cp -L "$file" "$root$file"
}

# The binary or library, and every library it needs, as the dynamic loader finds them here.
with_libraries() {
    place "$1"
    local library
    while read -r library; do
        place "$library"
    done < <(ldd "$1" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}')
}

with_libraries "$(readlink -f "$cli")"
mkdir -p "$root/usr/bin"
mv "$root$(readlink -f "$cli")" "$root/usr/bin/containerperf-cli"
for plugin in tls/libqopensslbackend.so tls/libqcertonlybackend.so platforms/libqoffscreen.so; do
    if [ -e "$plugins/$plugin" ]; then
        with_libraries "$plugins/$plugin"
        mkdir -p "$root/usr/lib/qt6/plugins/$(dirname "$plugin")"
        mv "$root$plugins/$plugin" "$root/usr/lib/qt6/plugins/$plugin"
    fi
done
# Qt's TLS backend opens OpenSSL at run time: ldd does not list it.
for library in libssl.so.3 libcrypto.so.3; do
    # awk reads to the end: leaving early would give ldconfig a SIGPIPE, which pipefail makes fatal.
    found=$(ldconfig -p 2>/dev/null | awk -v l="$library" '$1 == l && !seen {print $NF; seen = 1}')
    [ -z "$found" ] || with_libraries "$found"
done
# The CA bundle, for https:// targets with verified certificates.
[ ! -e /etc/ssl/certs/ca-certificates.crt ] || place /etc/ssl/certs/ca-certificates.crt
find "$root" -depth -type d -empty -delete # what the moves above left behind
mkdir -p "$root/tmp" "$root/results"
chmod 1777 "$root/tmp" "$root/results"

echo "build-cli-image.sh: importing $(du -sh "$root" | cut -f1) as $tag" >&2
tar -C "$root" -c . | docker import \
    --change 'ENTRYPOINT ["/usr/bin/containerperf-cli"]' \
    --change 'ENV QT_PLUGIN_PATH=/usr/lib/qt6/plugins' \
    --change 'ENV QT_QPA_PLATFORM=offscreen' \
    --change 'ENV HOME=/tmp' \
    --change 'WORKDIR /results' \
    --message "containerperf-cli $version" \
    - "$tag" >/dev/null
docker run --rm "$tag" --version >/dev/null || {
    echo "build-cli-image.sh: the image does not run: docker run --rm $tag --version failed" >&2
    exit 1
}
for host in "${load_into[@]}"; do
    echo "build-cli-image.sh: loading $tag into $host" >&2
    docker save "$tag" | docker -H "$host" load >/dev/null
done
echo "$tag"
