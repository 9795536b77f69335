#!/usr/bin/env bash
# Load-generator benchmarks (docs/specification.md#performance-targets) in one command: builds ContainerPerf,
# starts a loopback nginx (one worker, access log off, a tiny static file) and
# measures side by side with wrk, server and load generator pinned to
# different cores, tools alternating (which goes first changes every round),
# each tool's figure the median of its --rounds (default 5) and each result the
# median of the rounds' ratios or differences, a round running both tools:
#   - socket engine throughput against wrk: 32 and 256 connections with one
#     thread, 64 connections with two threads against wrk -t2 (target >= 1.0)
#   - p50 and p99 latency at concurrency 1 and 32, with the client pinned and
#     unpinned (target: within 10 % or 20 µs of wrk's), ContainerPerf's samples
#     given the correction wrk applies to its own before it prints them (cp_run),
#     beside the medians the rounds' requests/s against wrk's (a closed loop's
#     median is its connections over its rate)
#   - the machine's own pauses over 1 ms, before and after the latency rounds
#     (containerperf-pause-probe, nothing else running): whether the machine was
#     quiet enough for the p99 rows to measure the tools rather than the machine
#   - qnam engine throughput at 32 connections (published beside it)
#   - HTTP/2 (h2c, the same nginx): the socket engine against h2load, 8 connections
#     with 10 streams each, one thread (target >= 0.80)
#   - bytes per retained sample (target <= 48): peak RSS slope between two request counts
#     for the engine feeding a SampleStore, and a whole containerperf-cli run of
#     2 000 000 requests against a tiny one (bench/cli_memory.sh)
#   - the demo server's throughput under wrk (the embedded default target)
#   - open loop at 200 req/s through the demo server's 1 s stalls: late sends
#     while it stalls and while it answers (target <= 1 % each)
#   - the answers of 1 000 000 samples: bills, perf-cost curves and cold-start
#     overheads (containerperf-answers-bench, target < 1 s)
# With --all it then runs the other benchmarks of that section too: the GUI's chart
# refresh and event-loop stall at 20 000 req/s against that nginx
# (containerperf-gui-bench, offscreen) and the
# cost of Docker stats for 50 containers (containerperf-docker-stats-bench,
# when a Docker daemon answers).
#
# Usage: bench/run.sh [--build-dir DIR] [--no-build] [--seconds N] [--rounds N]
#                     [--small N] [--large N] [--all]
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$here")
build_dir=$repo/build-bench
build=1
seconds=4
rounds=5
small=100000
large=600000
all=0

while [ $# -gt 0 ]; do
    case "$1" in
        --build-dir) build_dir=$2; shift 2 ;;
        --no-build) build=0; shift ;;
        --seconds) seconds=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --small) small=$2; shift 2 ;;
        --large) large=$2; shift 2 ;;
        --all) all=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done

if [ "$build" -eq 1 ]; then
    "$repo/scripts/install-deps.sh" build bench
    targets=(containerperf-cli containerperf-demo-serve containerperf-sample-memory containerperf-answers-bench
             containerperf-pause-probe)
    gui=OFF
    if [ "$all" -eq 1 ]; then
        gui=ON
        targets+=(containerperf-gui-bench containerperf-docker-stats-bench)
    fi
    cmake -S "$repo" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCONTAINERPERF_BUILD_GUI=$gui -DCONTAINERPERF_BUILD_TESTS=OFF >/dev/null
    cmake --build "$build_dir" --target "${targets[@]}"
fi
cli=$build_dir/app/cli/containerperf-cli
demo=$build_dir/bench/containerperf-demo-serve
sample_memory=$build_dir/bench/containerperf-sample-memory
answers=$build_dir/bench/containerperf-answers-bench
pause_probe=$build_dir/bench/containerperf-pause-probe
for tool in wrk h2load nginx python3 taskset /usr/bin/time "$cli" "$demo" "$sample_memory" "$answers" "$pause_probe"; do
    command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing" >&2; exit 1; }
done

# The server on one core, the load generator on another (wrk and ContainerPerf alike).
if [ "$(nproc)" -ge 2 ]; then
    server_cpu=(taskset -c 0)
    client_cpu=(taskset -c 1)
    probed_cpus=0,1
else
    echo "run.sh: one core only: server and load generator share it" >&2
    server_cpu=()
    client_cpu=()
    probed_cpus=0
fi

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# --- nginx -------------------------------------------------------------------
port=$(free_port)
h2port=$(free_port)
mkdir -p "$work/www" "$work/tmp"
printf 'hello, world\n' > "$work/www/index.html"
cat > "$work/nginx.conf" <<CONF
worker_processes 1;
master_process off;
daemon off;
pid $work/nginx.pid;
error_log $work/error.log;
events { worker_connections 4096; }
http {
    access_log off;
    keepalive_requests 100000000;
    client_body_temp_path $work/tmp;
    server {
        listen 127.0.0.1:$port;
        listen 127.0.0.1:$h2port http2;
        root $work/www;
    }
}
CONF
"${server_cpu[@]}" nginx -p "$work" -c "$work/nginx.conf" &
pids+=($!)
url=http://127.0.0.1:$port/index.html
h2url=http://127.0.0.1:$h2port/index.html
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
for _ in $(seq 50); do listening "$port" && break; sleep 0.1; done
listening "$port" || { echo "run.sh: nginx did not start:" >&2; cat "$work/error.log" >&2; exit 1; }

# --- helpers -----------------------------------------------------------------
# Each load generator runs pinned to the client CPU (pinned=1) or wherever the
# scheduler puts it (pinned=0); the server stays on its own CPU either way.
client() {
    if [ "$pinned" -eq 1 ]; then "${client_cpu[@]}" "$@"; else "$@"; fi
}

# wrk: prints "<requests/s> <p50 µs> <p99 µs>". Its output is read once it has
# ended: a reader started beside it (python's start-up takes tens of milliseconds
# of a CPU) would stall it, and wrk's correction turns each stall into a tail.
wrk_run() {
    local connections=$1 threads=${2:-1} target=${3:-$url} out
    out=$(client wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$target")
    python3 -c '
import re, sys
text = sys.stdin.read()
def us(p):
    value, unit = re.search(r"^\s+" + p + r"%\s+([0-9.]+)(us|ms|s)\s*$", text, re.M).groups()
    return float(value) * {"us": 1, "ms": 1e3, "s": 1e6}[unit]
rps = float(re.search(r"Requests/sec:\s+([0-9.]+)", text).group(1))
print(rps, us("50"), us("99"))' <<<"$out"
}

# h2load: prints "<requests/s>"
h2load_run() {
    local connections=$1 streams=$2 out
    out=$(client h2load -c"$connections" -m"$streams" -t1 -D"$seconds" "$h2url")
    sed -n 's|^finished in [0-9.]*s, \([0-9.]*\) req/s.*|\1|p' <<<"$out"
}

# containerperf-cli ENGINE CONNECTIONS THREADS [OPTION...], against $cp_url (default: $url):
# prints "<requests/s> <p50 total µs> <p99 total µs> <errors> <engine CPU wait µs>
# <p50 µs as wrk reports it> <p99 µs as wrk reports it>". wrk 4 does not report the
# latencies it measured: before printing, its stats_correct() adds for every
# latency L of at least twice the mean time a connection takes per request (E =
# runtime / (requests / connections)) one made-up latency at each of L - E,
# L - 2E, ... while above E (a correction for coordinated omission). The last two
# figures apply that same correction to this run's samples, so that the latency
# rows compare like with like; the first two are ContainerPerf's own.
cp_run() {
    local engine=$1 connections=$2 threads=$3 out
    shift 3
    out=$(mktemp -d "$work/run.XXXX")
    rmdir "$out"
    client "$cli" run --url "${cp_url:-$url}" --method GET --concurrency "$connections" --threads "$threads" \
        --duration "${seconds}s" --engine "$engine" --out "$out" --quiet "$@" >/dev/null
    python3 - "$out" "$connections" <<'PY'
import csv, json, sys
from collections import Counter
run = json.load(open(sys.argv[1] + "/summary.json"))["runs"][0]
errors = run["errors"]
# Either a count or one per error class, ok included.
errors = sum(n for name, n in errors.items() if name != "ok") if isinstance(errors, dict) else errors
wait = run.get("engine_cpu_wait_us")
# wrk's histogram: whole microseconds, every completed request.
histogram = Counter(int(row["total_us"]) for row in csv.DictReader(open(sys.argv[1] + "/samples.csv")))
complete = sum(histogram.values())
expected = int(run["duration_s"] * 1e6) // max(complete // int(sys.argv[2]), 1)
for latency, count in sorted(histogram.items()) if expected > 0 else ():
    made_up = latency - expected
    while latency >= 2 * expected and made_up > expected:
        histogram[made_up] += count
        made_up -= expected
ordered, count = sorted(histogram.items()), sum(histogram.values())
def wrk_percentile(p):
    rank, seen = round(p / 100 * count + 0.5), 0
    for latency, n in ordered:
        seen += n
        if seen >= rank:
            return latency
print(run["throughput_rps"], run["total_us"]["median"], run["total_us"]["p99"], errors, -1 if wait is None else wait,
      wrk_percentile(50), wrk_percentile(99))
PY
}

# The two tools of round ROUND in the order they run: the first one first in odd
# rounds, second in even ones, so that what drifts within a round (the write-back
# of the last run's files, the host's other guests) falls on both alike.
in_turn() {
    if [ $(($1 % 2)) -eq 1 ]; then echo "$2 $3"; else echo "$3 $2"; fi
}

# Peak RSS and heap in use at the end (bytes) of the socket engine keeping N
# samples in a SampleStore.
store_rss() {
    "${client_cpu[@]}" "$sample_memory" --url "$url" --requests "$1" --concurrency 32 |
        awk '/^samples/ { print $6, $8 }'
}


# --- measurements ------------------------------------------------------------
echo "ContainerPerf benchmarks, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "CPU: $(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -n 1), $(nproc) cores; $(nginx -v 2>&1 | sed 's/.*: //'), $(wrk -v 2>&1 | head -n 1 | awk '{print $1, $2}'), $("$cli" --version 2>/dev/null | head -n 1)"
echo "nginx and the demo server on CPU 0, load generators on CPU 1 (unless unpinned); ${seconds}s per measurement, median of $rounds rounds"
echo

# Throughput: "label:connections:threads" set-ups, wrk and the socket engine
# alternating, each the median of the rounds. Two client threads share the
# client CPU, as wrk -t2's do.
setups=("c32 t1:32:1" "c256 t1:256:1" "c64 t2:64:2")
pinned=1
results=$work/results.txt
: >"$results"
errors=0
for setup in "${setups[@]}"; do
    IFS=: read -r label connections threads <<<"$setup"
    for round in $(seq "$rounds"); do
        for tool in $(in_turn "$round" wrk socket); do
            if [ "$tool" = wrk ]; then
                read -r rps _ < <(wrk_run "$connections" "$threads"); echo "tput wrk $label $rps" >>"$results"
            else
                read -r rps _ _ err wait < <(cp_run socket "$connections" "$threads")
                echo "tput socket $label $rps" >>"$results"; echo "wait socket $label $wait" >>"$results"
                errors=$((errors + ${err%.*}))
            fi
        done
    done
done
for _ in $(seq "$rounds"); do
    read -r rps _ _ err _ < <(cp_run qnam 32 1); echo "tput qnam c32 t1 $rps" >>"$results"
    errors=$((errors + ${err%.*}))
done
# HTTP/2: 8 connections with 10 streams each, h2load and the socket engine alternating.
for round in $(seq "$rounds"); do
    for tool in $(in_turn "$round" h2load socket); do
        if [ "$tool" = h2load ]; then
            echo "tput h2load h2 c8 m10 $(h2load_run 8 10)" >>"$results"
        else
            read -r rps _ _ err _ < <(cp_url=$h2url cp_run socket 8 1 --http2 --streams 10)
            echo "tput socket-h2 h2 c8 m10 $rps" >>"$results"
            errors=$((errors + ${err%.*}))
        fi
    done
done
# The machine's own pauses, for as long as a round, with nothing else running:
# "pause CPU COUNT MICROSECONDS".
probe_pauses() {
    "$pause_probe" --cpus "$probed_cpus" --seconds "$seconds" |
        awk '{ print "pause", $2, $4, $6 }' >>"$results"
}
# Latency at concurrency 1 and 32, with the client pinned and unpinned, between
# two probes of the machine's pauses.
probe_pauses
for pinned in 1 0; do
    for connections in 1 32; do
        for round in $(seq "$rounds"); do
            for tool in $(in_turn "$round" wrk socket); do
                if [ "$tool" = wrk ]; then
                    read -r rps p50 p99 < <(wrk_run "$connections" 1)
                    echo "lat wrk c$connections pinned$pinned $p50 $p99 $rps" >>"$results"
                else
                    read -r rps p50 p99 err _ wrk_p50 wrk_p99 < <(cp_run socket "$connections" 1)
                    echo "lat socket c$connections pinned$pinned $p50 $p99 $rps" >>"$results"
                    echo "lat socket-as-wrk c$connections pinned$pinned $wrk_p50 $wrk_p99 $rps" >>"$results"
                    errors=$((errors + ${err%.*}))
                fi
            done
        done
    done
done
probe_pauses
pinned=1

read -r store_small heap_small < <(store_rss "$small")
read -r store_large heap_large < <(store_rss "$large")
# The whole CLI run: the store plus whatever the run keeps besides (statistics, writers),
# against a demo server of its own with a service time, so that the run keeps up.
read -r rss_small rss_large rss_small_n rss_large_n < <("$here/cli_memory.sh" --build-dir "$build_dir" --numbers)

# nginx stays up, idle, for the GUI stall benchmark of --all.
demo_out=$work/demo.out
"${server_cpu[@]}" "$demo" --seconds $((seconds + 3)) >"$demo_out" &
pids+=($!)
for _ in $(seq 50); do grep -q '^port' "$demo_out" 2>/dev/null && break; sleep 0.1; done
demo_port=$(awk '/^port/ { print $2 }' "$demo_out")
read -r demo_rps _ < <(wrk_run 64 1 "http://127.0.0.1:$demo_port/")

# Open loop through server stalls: 200 req/s for 7 s while the demo server
# holds every answer for 1 s in 3. Each request due while it stalls needs a
# new connection; the engine must still send it on time. Prints the late
# sends (over 1 ms behind schedule) among requests held 100 ms or more, and
# among the others.
stall_out=$work/stall-demo.out
"${server_cpu[@]}" "$demo" --seconds 12 --latency-us 1000 --stall-every-ms 3000 --stall-for-ms 1000 >"$stall_out" &
pids+=($!)
for _ in $(seq 50); do grep -q '^port' "$stall_out" 2>/dev/null && break; sleep 0.1; done
stall_run=$work/stall-run
client "$cli" run --url "http://127.0.0.1:$(awk '/^port/ { print $2 }' "$stall_out")/" --method GET \
    --type rate --rate 200 --concurrency 1000 --duration 7s --out "$stall_run" --quiet >/dev/null
read -r held held_late other other_late < <(python3 - "$stall_run/samples.csv" <<'PY'
import csv, sys
counts = [0, 0, 0, 0]
for row in csv.DictReader(open(sys.argv[1])):
    total, latency = int(row["total_us"]), int(row["latency_us"])
    slot = 0 if total >= 100_000 else 2
    counts[slot] += 1
    counts[slot + 1] += latency - total > 1000
print(*counts)
PY
)

python3 - "$results" "$store_small" "$store_large" "$heap_small" "$heap_large" \
    "$rss_small" "$rss_large" "$rss_small_n" "$rss_large_n" "$small" "$large" "$demo_rps" "$errors" \
    "$held" "$held_late" "$other" "$other_late" "$seconds" <<'PY'
import math, statistics, sys
from collections import defaultdict
(ss, sl, hs, hl, rs, rl, rsn, rln, small, large, demo, errors,
 held, held_late, other, other_late, seconds) = map(float, sys.argv[2:])
tput, wait, lat, pauses = defaultdict(list), defaultdict(list), defaultdict(list), defaultdict(list)
for line in open(sys.argv[1]):
    kind, tool, *rest = line.split()
    if kind == "pause":
        pauses[int(tool)].append((int(rest[0]), int(rest[1])))
    elif kind == "tput":
        tput[(tool, " ".join(rest[:-1]))].append(float(rest[-1]))
    elif kind == "wait":
        wait[(tool, " ".join(rest[:-1]))].append(float(rest[-1]))
    else:
        lat[(tool, rest[0], rest[1])].append((float(rest[2]), float(rest[3]), float(rest[4])))
med = statistics.median
# Each round runs both tools back to back, so a round's two figures met the same
# machine: the result is the median of the rounds' ratios (or differences), which
# the machine's drift from round to round does not enter; the tools' columns are
# the medians of their own rounds.
def paired(ours, theirs, compare):
    return med(compare(o, t) for o, t in zip(ours, theirs))
# Three decimals, cut rather than rounded: a ratio just below its target never prints as it.
def times(ratio):
    return f"{math.floor(ratio * 1000) / 1000:.3f} x"
# The median of latency rounds (p50 us, p99 us, req/s) in units of connections / rate.
def cycles(rounds, connections):
    return med(p50 * rps / connections / 1e6 for p50, _, rps in rounds)
rows = []
for label in ("c32 t1", "c256 t1", "c64 t2"):
    w, c = tput[("wrk", label)], tput[("socket", label)]
    ratio = paired(c, w, lambda o, t: o / t)
    waits = [x for x in wait[("socket", label)] if x >= 0]
    note = f"  (engine waited {med(waits) / 1e3:.0f} ms for a CPU)" if waits else ""
    rows.append((f"socket engine, {label}", f"{med(w):,.0f} req/s", f"{med(c):,.0f} req/s", times(ratio),
                 ">= 1.00 x", ratio >= 1.0, note))
# The qnam engine's rounds run on their own: the ratio of medians.
w, q = med(tput[("wrk", "c32 t1")]), med(tput[("qnam", "c32 t1")])
rows.append(("qnam engine, c32 t1", f"{w:,.0f} req/s", f"{q:,.0f} req/s", f"{q / w:.2f} x", "published", None, ""))
h, c = tput[("h2load", "h2 c8 m10")], tput[("socket-h2", "h2 c8 m10")]
ratio = paired(c, h, lambda o, t: o / t)
rows.append(("HTTP/2 against h2load, c8 m10 t1", f"{med(h):,.0f} req/s", f"{med(c):,.0f} req/s", times(ratio),
             ">= 0.80 x", ratio >= 0.8, ""))
for pinned in ("pinned1", "pinned0"):
    for conns in ("c1", "c32"):
        wl, cl = lat[("wrk", conns, pinned)], lat[("socket-as-wrk", conns, pinned)]
        own = lat[("socket", conns, pinned)]
        # In a closed loop a connection waits for its answer before it sends again, so
        # the median follows the rate: connections / requests per second. Each tool's
        # median in that unit compares the two at the same pace.
        rate = paired(own, wl, lambda o, t: o[2] / t[2])
        connections = int(conns[1:])
        for i, name in ((0, "p50"), (1, "p99")):
            wv, cv = med(x[i] for x in wl), med(x[i] for x in cl)
            difference = paired(cl, wl, lambda o, t: o[i] - t[i])
            within = abs(difference) <= max(20.0, 0.10 * wv)
            where = "pinned" if pinned == "pinned1" else "unpinned"
            pace = (f", at {rate:.2f} x wrk's requests/s; median {cycles(own, connections):.2f} x connections/rate,"
                    f" wrk's {cycles(wl, connections):.2f} x") if i == 0 else ""
            rows.append((f"latency {name}, {conns[1:]} conn, {where}", f"{wv:,.0f} us", f"{cv:,.0f} us",
                         f"{difference:+,.0f} us", "10%/20 us", within,
                         f"  (as measured: {med(x[i] for x in own):,.0f} us{pace})"))
# A p99 is decided by a round's slowest 1 %: with wrk's correction, which makes up the
# requests a pause held back, that is about 1 % of the round's time. The machine's own
# pauses take their part of it from the tools' latencies: past a tenth of it, the p99
# rows measure the machine, which both tools meet alike, as much as either tool.
paused_ms = sum(statistics.mean(us for _, us in probes) for probes in pauses.values()) / 1e3
quiet_ms = 0.001 * seconds * 1e3
rows.append((f"machine's own pauses > 1 ms, per {seconds:.0f} s", "", f"{paused_ms:.1f} ms", "",
             f"<= {quiet_ms:.0f} ms", "quiet" if paused_ms <= quiet_ms else "NOT QUIET",
             "  (" + ", ".join(f"CPU {cpu}: {statistics.mean(n for n, _ in probes):.0f} pauses, "
                                f"{statistics.mean(us for _, us in probes) / 1e3:.1f} ms"
                                for cpu, probes in sorted(pauses.items()))
             + f"; a round's slowest 1 % is {10 * quiet_ms:.0f} ms)"))
per_sample = (sl - ss) / (large - small)
heap_per_sample = (hl - hs) / (large - small)
per_request = (rl - rs) / (rln - rsn)
rows += [
    (f"bytes per retained sample ({int(small) // 1000}k -> {int(large) // 1000}k)", "",
     f"{ss / 2**20:.1f} -> {sl / 2**20:.1f} MiB", f"{per_sample:.1f} B", "<= 48 B", per_sample <= 48, ""),
    ("  heap still in use at the end, per sample", "", f"{hs / 2**20:.1f} -> {hl / 2**20:.1f} MiB",
     f"{heap_per_sample:.1f} B", "<= 48 B", heap_per_sample <= 48, ""),
    (f"  whole cli run, peak RSS ({int(rsn) // 1000}k -> {int(rln) // 1000}k)", "",
     f"{rs / 2**20:.1f} -> {rl / 2**20:.1f} MiB", f"{per_request:.1f} B", "<= 48 B", per_request <= 48, ""),
    ("demo server under wrk, 64 conns", f"{demo:,.0f} req/s", "", "", "", None, ""),
    ("open loop 200/s, late sends: server stalled", "", f"{held_late:.0f} of {held:.0f}",
     f"{100 * held_late / max(held, 1):.1f} %", "<= 1 %", held_late <= 0.01 * held, ""),
    ("  the same run, server answering", "", f"{other_late:.0f} of {other:.0f}",
     f"{100 * other_late / max(other, 1):.1f} %", "<= 1 %", other_late <= 0.01 * other, ""),
]
print(f"{'benchmark':42} {'wrk':>14} {'ContainerPerf':>22} {'result':>10} {'target':>10}")
for name, ref, ours, result, target, ok, note in rows:
    verdict = "" if ok is None else "  " + (ok if isinstance(ok, str) else "ok" if ok else "MISSED")
    print(f"{name:42} {ref:>14} {ours:>22} {result:>10} {target:>10}{verdict}{note}")
if errors:
    print(f"\nwarning: ContainerPerf runs reported {int(errors)} request errors")
# Every round, so the spread behind each median shows.
print()
for (tool, label), values in sorted(tput.items()):
    print(f"rounds: {tool} {label}: " + " ".join(f"{v:,.0f}" for v in values) + " req/s")
for (tool, conns, pinned), values in sorted(lat.items()):
    print(f"rounds: {tool} {conns} {pinned}: " + " ".join(f"{a:.0f}/{b:.0f}@{r:,.0f}" for a, b, r in values)
          + " us p50/p99 @ req/s")
for cpu, probes in sorted(pauses.items()):
    print(f"probes: CPU {cpu}: " + " ".join(f"{n}/{us / 1e3:.1f}" for n, us in probes) + " pauses/ms, before and after")
PY

echo
"$answers"

if [ "$all" -eq 1 ]; then
    gui_bench=$build_dir/bench/containerperf-gui-bench
    stats_bench=$build_dir/bench/containerperf-docker-stats-bench
    echo
    if [ -x "$gui_bench" ]; then
        # The stall is measured against the same nginx: the in-process demo server
        # would take the GUI's second core on a two-core machine. One engine thread
        # keeps 20 000 req/s on schedule and leaves the GUI thread a core.
        QT_QPA_PLATFORM=offscreen "$gui_bench" --url "$url" --threads 1
    else
        echo "GUI benchmark not built (configure with CONTAINERPERF_BUILD_GUI=ON)"
    fi
    echo
    if [ ! -x "$stats_bench" ]; then
        echo "Docker stats benchmark not built"
    elif docker info >/dev/null 2>&1; then
        "$stats_bench"
    else
        echo "Docker stats benchmark skipped: no Docker daemon answers"
    fi
fi
