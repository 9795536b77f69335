#!/usr/bin/env bash
# Configures (once) and builds ContainerPerf with a preset of CMakePresets.json:
#   build.sh            the default preset (RelWithDebInfo, build/)
#   build.sh asan       AddressSanitizer and UBSan (build-asan/)
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-default}
binary_dir=build
[ "$preset" = default ] || binary_dir=build-$preset
[ -f "$binary_dir/build.ninja" ] || cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --parallel "$(nproc)"
