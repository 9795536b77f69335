#!/usr/bin/env bash
# Builds the test images without a registry: for each tests/images/<name>/, a root
# file system of busybox-static plus that folder's rootfs/ is imported as
# containerperf-test/<name>:latest. Rebuilt only when its files changed.
set -euo pipefail
cd "$(dirname "$0")/.."
busybox=/bin/busybox
[ -x "$busybox" ] || { echo "build-test-images.sh: $busybox missing (install busybox-static)" >&2; exit 1; }

for dir in tests/images/*/; do
    name=$(basename "$dir")
    image=containerperf-test/$name:latest
    digest=$( (sha256sum "$busybox"; find "$dir" -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-16)
    if [ "$(docker image inspect -f '{{index .Config.Labels "containerperf.digest"}}' "$image" 2>/dev/null)" = "$digest" ]; then
        continue
    fi
    root=$(mktemp -d)
    trap 'rm -rf "$root"' EXIT
    mkdir -p "$root"/{bin,tmp,proc,sys,dev,etc,www}
    cp "$busybox" "$root/bin/busybox"
    for applet in $("$busybox" --list); do
        [ -e "$root/bin/$applet" ] || ln -s busybox "$root/bin/$applet"
    done
    echo "root:x:0:0:root:/:/bin/sh" > "$root/etc/passwd"
    echo "root:x:0:" > "$root/etc/group"
    [ -d "$dir/rootfs" ] && cp -a "$dir/rootfs/." "$root/"
    cmd=$(cat "$dir/cmd" 2>/dev/null || echo '["/bin/sh"]')
    tar -C "$root" -c . | docker import \
        --change "CMD $cmd" \
        --change "LABEL containerperf.digest=$digest" \
        - "$image" >/dev/null
    rm -rf "$root"
    trap - EXIT
    echo "built $image" >&2
done
