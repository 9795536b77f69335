#!/usr/bin/env bash
# Installs what is missing, builds, and starts the desktop application. Without a
# reachable Docker daemon the app offers its built-in demo endpoint.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
# The app alone: starting it needs none of the tests or benchmarks.
scripts/build.sh default --target containerperf
exec build/app/gui/containerperf "$@"
