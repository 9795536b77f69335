#!/usr/bin/env bash
# Fails when a core module includes a module that is not below it
# (docs/architecture.md#modules): the shared types in model/ include no other
# module, and nothing includes upwards, so every module builds and tests on the
# ones beneath it alone. Run from the repository root.
set -euo pipefail

# Each module with its layer, lowest first. Modules on one layer may not
# include each other either.
declare -A layer=(
    [model]=0 [thread]=0
    [stats]=1 [demo]=1
    [http]=2
    [docker]=3
    [config]=4
    [store]=5
    [analysis]=6
    [run]=7
)

status=0
for dir in core/*/; do
    module=$(basename "$dir")
    if [[ -z ${layer[$module]+set} ]]; then
        echo "core/$module: not in the layer list of scripts/check-layers.sh; add it there and in core/CMakeLists.txt"
        status=1
        continue
    fi
    while IFS=: read -r file line include; do
        target=${include%%/*}
        [[ $target == "$module" ]] && continue
        if [[ -z ${layer[$target]+set} ]]; then
            continue # not a core module (e.g. a generated header)
        fi
        if ((layer[$target] >= layer[$module])); then
            echo "$file:$line: $module (layer ${layer[$module]}) includes $include from $target (layer ${layer[$target]})"
            status=1
        fi
    done < <(grep -HnoE '^#include "[a-z_]+/[a-z_]+\.h"' "$dir"*.h "$dir"*.cpp | sed -E 's/#include "([^"]+)"/\1/')
done
if ((status == 0)); then
    echo "core layers: every include points downwards"
fi
exit $status
