#!/usr/bin/env bash
# Builds the DEB from a configured and built tree and checks what it holds:
# both programs, the desktop file, the AppStream metainfo, the icon and the
# translations, all under the application's one id.
#   check-deb.sh BUILD_DIR
set -euo pipefail
build_dir=$(cd "${1:?usage: check-deb.sh BUILD_DIR}" && pwd)
app_id=org.containerperf.ContainerPerf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && cpack -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1) || {
    echo "check-deb: cpack failed:" >&2
    cat "$work/cpack.log" >&2
    exit 1
}
deb=$(find "$work" -maxdepth 1 -name 'containerperf_*.deb' | head -n 1)
[ -n "$deb" ] || { echo "check-deb: cpack made no .deb" >&2; cat "$work/cpack.log" >&2; exit 1; }

contents=$(dpkg-deb -c "$deb" | awk '{ print $NF }' | sed 's|^\./|/|')
missing=0
for path in \
    /usr/bin/containerperf \
    /usr/bin/containerperf-cli \
    "/usr/share/applications/$app_id.desktop" \
    "/usr/share/metainfo/$app_id.metainfo.xml" \
    "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    /usr/share/containerperf/translations/containerperf_de.qm \
    /usr/share/containerperf/translations/containerperf_en.qm; do
    if ! grep -qxF "$path" <<<"$contents"; then
        echo "check-deb: $(basename "$deb") lacks $path" >&2
        missing=1
    fi
done
[ "$missing" -eq 0 ] || { echo "check-deb: it holds:" >&2; echo "$contents" >&2; exit 1; }

# The package's metadata names it and depends on the Qt libraries it links.
fields=$(dpkg-deb -f "$deb" Package Version Depends)
grep -q '^Package: containerperf$' <<<"$fields" || { echo "check-deb: wrong package name: $fields" >&2; exit 1; }
grep -q 'libqt6core6' <<<"$fields" || { echo "check-deb: no dependency on Qt: $fields" >&2; exit 1; }
echo "check-deb: $(basename "$deb") ($(stat -c %s "$deb") bytes) holds every expected file"
