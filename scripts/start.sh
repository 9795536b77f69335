#!/usr/bin/env bash
# Installs what is missing, builds, and starts the desktop application. Without a
# reachable Docker daemon the app offers its built-in demo endpoint.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh build
scripts/build.sh
exec build/app/gui/containerperf "$@"
