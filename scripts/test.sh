#!/usr/bin/env bash
# Installs what is missing, builds, prepares the Docker test rig and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build test sanitize
scripts/start-docker.sh
scripts/build-test-images.sh
scripts/build.sh
CONTAINERPERF_REQUIRE_DOCKER=1 ctest --test-dir build --output-on-failure --timeout 900 "$@"
# The sanitizer tier (docs/testing.md#sanitizers): the same tests under ASan and UBSan,
# the fuzz corpora with them, then 30 s of fuzzing per target.
scripts/build.sh asan
CONTAINERPERF_REQUIRE_DOCKER=1 ctest --preset asan "$@"
scripts/fuzz.sh 30
