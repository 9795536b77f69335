#!/usr/bin/env bash
# Peak RSS per retained sample of a whole containerperf-cli run
# (docs/specification.md#performance-targets: <= 48 B): `/usr/bin/time -f %M` of a
# run of --requests N minus that of a tiny run of --baseline requests, divided by
# the difference in samples. What stays constant (libraries, threads, buffers)
# cancels; the store, the end-of-run statistics and the writers do not.
#
# Both runs are closed loop, --concurrency connections (32), one thread. Against
# a server that answers at once the engine's thread keeps the client core busy
# and the experiment's thread (nice 19) falls behind it: the samples waiting for
# it, not what the run retains, then set the peak (the throughput rows' concern).
# So the server is a containerperf-demo-serve from --build-dir with 2 ms of
# service time (at most 16 000 requests/s), unless --url names another. Server
# on CPU 0, client on CPU 1 when there are two cores. Every request must be
# answered; otherwise the figure is refused.
#
# Usage: bench/cli_memory.sh [--build-dir DIR] [--url URL] [--requests N] [--baseline N]
#                            [--concurrency N] [--numbers]
# Prints one line; with --numbers only "<baseline bytes> <large bytes> <baseline requests> <requests>".
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
build_dir=$(dirname "$here")/build
url=
requests=2000000
baseline=1000
concurrency=32
numbers=0

while [ $# -gt 0 ]; do
    case "$1" in
        --build-dir) build_dir=$2; shift 2 ;;
        --url) url=$2; shift 2 ;;
        --requests) requests=$2; shift 2 ;;
        --baseline) baseline=$2; shift 2 ;;
        --concurrency) concurrency=$2; shift 2 ;;
        --numbers) numbers=1; shift ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        *) echo "cli_memory.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done

cli=$build_dir/app/cli/containerperf-cli
demo=$build_dir/bench/containerperf-demo-serve
for tool in python3 taskset /usr/bin/time "$cli"; do
    command -v "$tool" >/dev/null || { echo "cli_memory.sh: $tool is missing" >&2; exit 1; }
done
if [ "$(nproc)" -ge 2 ]; then
    server_cpu=(taskset -c 0)
    client_cpu=(taskset -c 1)
else
    server_cpu=()
    client_cpu=()
fi

work=$(mktemp -d)
demo_pid=
cleanup() {
    if [ -n "$demo_pid" ]; then kill "$demo_pid" 2>/dev/null || true; fi
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

if [ -z "$url" ]; then
    command -v "$demo" >/dev/null || { echo "cli_memory.sh: give --url or build $demo" >&2; exit 1; }
    # Long enough for both runs at 5 000 requests/s, a slow machine.
    "${server_cpu[@]}" "$demo" --latency-us 2000 --seconds $((requests / 5000 + 60)) >"$work/demo.out" &
    demo_pid=$!
    for _ in $(seq 50); do grep -q '^port' "$work/demo.out" 2>/dev/null && break; sleep 0.1; done
    url=http://127.0.0.1:$(awk '/^port/ { print $2 }' "$work/demo.out")/
fi

# Peak RSS (bytes) of a run of N requests.
peak_rss() {
    local n=$1 out=$work/run-$1
    "${client_cpu[@]}" /usr/bin/time -f %M -o "$work/time-$n" "$cli" run --url "$url" --method GET \
        --concurrency "$concurrency" --threads 1 --requests "$n" --duration 0 --engine socket \
        --out "$out" --quiet >/dev/null
    python3 - "$out/summary.json" "$n" <<'PY' || return 1
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
n = int(sys.argv[2])
if run["accepted"] != n:
    sys.exit(f"cli_memory.sh: {n - run['accepted']} of {n} requests failed; the figure needs every sample")
PY
    echo $(($(cat "$work/time-$n") * 1024))
}

small=$(peak_rss "$baseline") || exit 1
large=$(peak_rss "$requests") || exit 1
if [ "$numbers" -eq 1 ]; then
    echo "$small $large $baseline $requests"
else
    python3 - "$small" "$large" "$baseline" "$requests" <<'PY'
import sys
small, large, baseline, requests = map(float, sys.argv[1:])
per = (large - small) / (requests - baseline)
print(f"whole cli run, peak RSS: {small / 2**20:.1f} MiB at {baseline:,.0f} requests, "
      f"{large / 2**20:.1f} MiB at {requests:,.0f}: {per:.1f} B per retained sample"
      f" (target <= 48 B){'' if per <= 48 else '  MISSED'}")
PY
fi
