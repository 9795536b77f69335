#!/usr/bin/env bash
# Installs what is missing, builds, prepares the Docker test rig and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build test
scripts/start-docker.sh
scripts/build-test-images.sh
scripts/build.sh
CONTAINERPERF_REQUIRE_DOCKER=1 ctest --test-dir build --output-on-failure --timeout 900 "$@"
