#!/usr/bin/env bash
# The walkthrough (docs/testing.md#walkthrough): tst_walkthrough, a whole session in the real
# window with a real container, on a virtual X display of 1600 × 1000.
#   scripts/walkthrough.sh [--docs] [BINARY [TEST ARGUMENTS...]]
# BINARY is build/tests/tst_walkthrough unless given. Screenshots go to
# $CONTAINERPERF_WALKTHROUGH_SHOTS, else to walkthrough-shots/ beside BINARY; with --docs they
# then replace those in docs/walkthrough/, in 256 colours to stay small.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
docs=0
if [[ ${1:-} == --docs ]]; then
    docs=1
    shift
fi
binary=$(realpath "${1:-$root/build/tests/tst_walkthrough}")
shift $(($# > 0 ? 1 : 0))
[[ -x $binary ]] || { echo "walkthrough.sh: $binary is not built (cmake --build build --target tst_walkthrough)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "walkthrough.sh: xvfb-run is missing (scripts/install-deps.sh test)" >&2; exit 1; }
shots=${CONTAINERPERF_WALKTHROUGH_SHOTS:-$(dirname "$binary")/walkthrough-shots}
mkdir -p "$shots"
rm -f "$shots"/*.png

# xcb: the window on the X server, as a person's would be; without OpenGL, which Xvfb lacks.
CONTAINERPERF_WALKTHROUGH_SHOTS=$shots QT_QPA_PLATFORM=xcb QT_XCB_GL_INTEGRATION=none \
    xvfb-run -a -s "-screen 0 1600x1000x24" "$binary" "$@"

if ((docs)); then
    shopt -s nullglob
    pngs=("$shots"/*.png)
    ((${#pngs[@]} > 0)) || { echo "walkthrough.sh: no screenshots were taken (did Docker answer?)" >&2; exit 1; }
    mkdir -p "$root/docs/walkthrough"
    rm -f "$root/docs/walkthrough"/*.png
    for png in "${pngs[@]}"; do
        convert "$png" -strip +dither -colors 256 -define png:compression-level=9 \
            "$root/docs/walkthrough/$(basename "$png")"
    done
    echo "walkthrough.sh: ${#pngs[@]} screenshots in docs/walkthrough/"
fi
