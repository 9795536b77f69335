#!/usr/bin/env bash
# Fails when a C++ source file of the repository is longer than 600 lines
# (docs/architecture.md#modules): past that a file holds more than one job,
# and should be split along them. Run from the repository root.
set -euo pipefail

limit=600
status=0
while IFS= read -r file; do
    lines=$(wc -l <"$file")
    if ((lines > limit)); then
        echo "$file: $lines lines, more than $limit: split it along its jobs"
        status=1
    fi
done < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find . -path './build*' -prune -o \( -name '*.cpp' -o -name '*.h' \) -print)
if ((status == 0)); then
    echo "source sizes: every C++ file has at most $limit lines"
fi
exit $status
