#!/usr/bin/env bash
# Configures (once) and builds ContainerPerf with a preset of CMakePresets.json:
#   build.sh                         the default preset (RelWithDebInfo, build/), every target
#   build.sh asan                    AddressSanitizer and UBSan (build-asan/)
#   build.sh default --target X      only target X (and what it needs)
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-default}
shift || true
binary_dir=build
[ "$preset" = default ] || binary_dir=build-$preset
[ -f "$binary_dir/build.ninja" ] || cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --parallel "$(nproc)" "$@"
