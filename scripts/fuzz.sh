#!/usr/bin/env bash
# Fuzzes every target of the sanitizer build (docs/testing.md#fuzzing) for SECONDS
# each (default 30), starting from its seed corpus in fuzz/corpus. Inputs the
# fuzzer finds go to a scratch corpus, not into the repository; an input that
# crashes, leaks or hangs is kept in fuzz/findings/ and the script fails: add it
# to the target's corpus once fixed, where the corpus tests run it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
build=${CONTAINERPERF_FUZZ_BUILD:-build-asan}
if ! ls "$build"/fuzz/fuzz_* >/dev/null 2>&1; then
    echo "fuzz.sh: no fuzz targets in $build/fuzz: build them with 'cmake --preset asan && cmake --build --preset asan --target fuzz_targets'" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p fuzz/findings
status=0
for target in $(find "$build/fuzz" -maxdepth 1 -name 'fuzz_*' -type f -executable | sort); do
    name=$(basename "$target")
    short=${name#fuzz_}
    mkdir -p "$scratch/$short"
    log="$scratch/$short.log"
    if "$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="fuzz/findings/$short-" -print_final_stats=1 \
        "$scratch/$short" "fuzz/corpus/$short" >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        echo "$short: ${runs:-?} executions in ${seconds} s, nothing found"
    else
        echo "$short: FOUND something; its input is in fuzz/findings/ (log below)"
        tail -n 60 "$log"
        status=1
    fi
done
exit $status
