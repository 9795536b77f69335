#!/usr/bin/env bash
# Checks the links into the documentation, with nothing but bash, grep, sed and awk:
#   - every docs/<file>.md or docs/<file>.md#<anchor> named in a source file
#     (*.h, *.cpp, *.cmake, CMakeLists.txt, *.sh under core ui app tests bench
#     scripts cmake, and the top CMakeLists.txt), resolved from the repository root;
#   - every relative link ](target) or ](target#anchor) or ](#anchor) in README.md
#     and docs/**/*.md, resolved from the markdown file's folder;
#   - that no text file in those trees still cites sections of the old, external
#     product document ("S" "PEC §n"): cite docs/specification.md#<anchor> instead.
# A target must exist, and an anchor must be one a heading of that markdown file
# produces by GitHub's rules: heading text without markup, lower case, characters
# other than letters, digits, spaces, '-' and '_' dropped (non-ASCII too), spaces
# turned into '-', and a repeated heading suffixed -1, -2, ...
# Prints file:line and the missing target for every broken link; exits 1 if any.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2
export LC_ALL=C

source_trees=(core ui app tests bench scripts cmake)
failures=0
checked=0

# The anchors the headings of markdown file $1 produce, one per line.
anchors_of() {
    awk '
        FNR == 1 { fence = 0 }
        /^ ? ? ?(```|~~~)/ { fence = !fence; next }
        fence { next }
        /^ ? ? ?#+[ \t]/ {
            s = $0
            sub(/^ *#+[ \t]+/, "", s)
            sub(/[ \t]+#+[ \t]*$/, "", s)
            sub(/[ \t]+$/, "", s)
            gsub(/`/, "", s)
            gsub(/\]\([^)]*\)/, "", s)
            s = tolower(s)
            gsub(/[^a-z0-9 _-]/, "", s)
            gsub(/ /, "-", s)
            n = seen[s]++
            print (n ? s "-" n : s)
        }
    ' "$1"
}

declare -A anchor_cache

has_anchor() {
    local file=$1 anchor=$2
    if [[ -z ${anchor_cache[$file]+set} ]]; then
        anchor_cache[$file]=$'\n'"$(anchors_of "$file")"$'\n'
    fi
    [[ ${anchor_cache[$file]} == *$'\n'"$anchor"$'\n'* ]]
}

fail() {
    echo "$1"
    failures=$((failures + 1))
}

# check WHERE FILE TARGET: TARGET as written at WHERE (file:line), FILE the path it names.
check() {
    local where=$1 file=$2 target=$3 anchor=
    [[ $target == *'#'* ]] && anchor=${target#*#}
    checked=$((checked + 1))
    if [[ ! -e $file ]]; then
        fail "$where: $target: $file does not exist"
    elif [[ -n $anchor && $file == *.md ]] && ! has_anchor "$file" "$anchor"; then
        fail "$where: $target: no heading in $file gives the anchor #$anchor"
    fi
}

# Source files: docs/<file>.md[#anchor], not as part of a longer path.
mapfile -t sources < <(
    find "${source_trees[@]}" -type f \
        \( -name '*.h' -o -name '*.cpp' -o -name '*.cmake' -o -name CMakeLists.txt -o -name '*.sh' \) \
        2>/dev/null | sort
    [[ -f CMakeLists.txt ]] && echo CMakeLists.txt
)
if ((${#sources[@]} > 0)); then
    while IFS= read -r hit; do
        file=${hit%%:*}
        rest=${hit#*:}
        line=${rest%%:*}
        target=${rest#*:}
        check "$file:$line" "${target%%#*}" "$target"
    done < <(grep -HnoE '(^|[^A-Za-z0-9_./-])docs/[A-Za-z0-9_.-]+\.md(#[A-Za-z0-9_-]+)?' "${sources[@]}" |
        sed -E 's#^([^:]*:[0-9]+:).?(docs/)#\1\2#')
fi

# Markdown files: the targets of ](...) links outside code, relative to the file.
mapfile -t markdown < <(
    [[ -f README.md ]] && echo README.md
    find docs -type f -name '*.md' 2>/dev/null | sort
)
if ((${#markdown[@]} > 0)); then
    while IFS= read -r hit; do
        file=${hit%%:*}
        rest=${hit#*:}
        line=${rest%%:*}
        target=${rest#*:}
        case $target in
            *://* | mailto:* | '') continue ;;
        esac
        path=${target%%#*}
        if [[ -z $path ]]; then
            resolved=$file
        else
            resolved=$(dirname "$file")/$path
            resolved=${resolved#./}
        fi
        check "$file:$line" "$resolved" "$target"
    done < <(awk '
        FNR == 1 { fence = 0 }
        /^ ? ? ?(```|~~~)/ { fence = !fence; next }
        fence { next }
        {
            text = $0
            gsub(/`[^`]*`/, "", text)
            while (match(text, /\]\([^)]*\)/)) {
                target = substr(text, RSTART + 2, RLENGTH - 3)
                sub(/^[ \t]*</, "", target)
                sub(/>?([ \t].*)?$/, "", target)
                print FILENAME ":" FNR ":" target
                text = substr(text, RSTART + RLENGTH)
            }
        }
    ' "${markdown[@]}")
fi

# Citations of the old external document, spelled so this file does not match itself.
old_citation="S""PEC §"
while IFS= read -r hit; do
    fail "${hit%%:*}:$(cut -d: -f2 <<<"$hit"): cites \"$old_citation\"; link a section of docs/specification.md instead"
done < <(grep -rnIF --exclude-dir=.git -- "$old_citation" "${source_trees[@]}" docs README.md CMakeLists.txt 2>/dev/null)

if ((failures > 0)); then
    echo "check-doc-links: $failures broken of $checked links checked" >&2
    exit 1
fi
echo "check-doc-links: all $checked links resolve"
