#!/usr/bin/env bash
# Installs what is missing, builds, prepares the Docker test rig and runs every test,
# the bare-machine check last. The README's test command, and all that CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build test sanitize ci
scripts/start-docker.sh
scripts/build-test-images.sh
scripts/build.sh
CONTAINERPERF_REQUIRE_DOCKER=1 ctest --test-dir build --output-on-failure --timeout 900 "$@"
# The sanitizer tier (docs/testing.md#sanitizers): the same tests under ASan and UBSan,
# the fuzz corpora with them, then 30 s of fuzzing per target.
scripts/build.sh asan
CONTAINERPERF_REQUIRE_DOCKER=1 ctest --preset asan "$@"
scripts/fuzz.sh 30
# The bare-machine tier (docs/testing.md#tiers): the README's install, build and start
# on a Debian 12 with nothing added, bounded to 15 minutes. It compiles through this
# machine's compiler cache, so of what the default tier built only the tests' own
# sources (they hold the checkout's path) are compiled again; downloaded packages
# are cached between runs in /var/cache/containerperf-bare.
CONTAINERPERF_BARE_TIMEOUT=900 scripts/check-bare-machine.sh
