#!/usr/bin/env bash
# Makes sure a Docker daemon answers; starts dockerd in the background if none does.
set -euo pipefail
docker info >/dev/null 2>&1 && exit 0
if ! command -v dockerd >/dev/null; then
    echo "start-docker.sh: dockerd is not installed (scripts/install-deps.sh test installs it)" >&2
    exit 1
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
log=${TMPDIR:-/tmp}/containerperf-dockerd.log
echo "Starting dockerd (log: $log)" >&2
"${sudo[@]}" sh -c "nohup dockerd >'$log' 2>&1 &"
for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && exit 0
    sleep 0.5
done
echo "start-docker.sh: dockerd did not answer within 30 s; see $log" >&2
tail -n 20 "$log" >&2 || true
exit 1
