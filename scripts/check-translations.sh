#!/usr/bin/env bash
# Fails when a message the program shows would stay in English in a translated
# window: lupdate over the translated sources (the list app/gui/CMakeLists.txt
# globs) finds a message the .ts files lack or have moved, the German file
# leaves one unfinished, or the code translates at run time in a context the
# .ts files do not hold (a file-local tr() with a context of its own: its
# messages are filed under another one and never looked up there).
# Usage: check-translations.sh LUPDATE; run from the repository root.
set -euo pipefail

lupdate=$1
sources=(ui app/gui core report)
committed=(translations/containerperf_en.ts translations/containerperf_de.ts)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

fail=0
cp "${committed[@]}" "$scratch/"
if ! "$lupdate" -silent -no-obsolete -locations none -extensions cpp,h "${sources[@]}" \
    -ts "$scratch/containerperf_en.ts" "$scratch/containerperf_de.ts" 2> "$scratch/lupdate.log"; then
    cat "$scratch/lupdate.log"
    exit 1
fi
for ts in "${committed[@]}"; do
    if ! diff -u "$ts" "$scratch/$(basename "$ts")" > "$scratch/diff"; then
        echo "$ts is not current: run '$lupdate -no-obsolete -locations none -extensions cpp,h ${sources[*]} -ts ${committed[*]}' and translate what it adds:"
        head -40 "$scratch/diff"
        fail=1
    fi
done

unfinished=$(grep -cE 'type="unfinished"|<translation></translation>' translations/containerperf_de.ts || true)
if [ "$unfinished" -ne 0 ]; then
    echo "translations/containerperf_de.ts leaves $unfinished messages unfinished or empty"
    fail=1
fi

contexts=$(grep -ho '<name>[^<]*</name>' "${committed[@]}" | sed 's/<[^>]*>//g' | sort -u)
used=$( (grep -rhoE --include='*.cpp' --include='*.h' 'translate\("[^"]+"' "${sources[@]}" | sed -E 's/.*\("//; s/"$//'
         grep -rhoE --include='*.cpp' --include='*.h' 'Q_DECLARE_TR_FUNCTIONS\([^)]+\)' "${sources[@]}" \
             | sed -E 's/.*\(//; s/\)$//') | sort -u)
for context in $used; do
    if ! grep -qxF "$context" <<< "$contexts"; then
        echo "the code translates in the context '$context', which no .ts file holds: its messages are never translated"
        fail=1
    fi
done
exit $fail
