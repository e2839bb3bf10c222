#!/usr/bin/env bash
# Layout-diagram scaling benchmark (release build): `blog layout render` and `blog layout solve` on generated
# files of growing size, printing seconds and microseconds per view so the ratios show whether time grows
# linearly. No assertions: it prints figures.
#   bench/diagram-scale.sh              # build the release blog and run every input
#   BLOG=/path/to/blog bench/diagram-scale.sh   # time another binary (e.g. an older commit's)
#   SIZES="1000 9999" bench/diagram-scale.sh    # children of the stack / views of the chains
# Inputs: a vstack of N children; a forest of chains of views nested as deep as the layout language allows
# (64 levels), N views in all; N views side by side, each constrained to the previous one (render and solve).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${BLOG:-}" ]]; then
    swift build -c release --product blog >/dev/null 2>&1
    BLOG="$(swift build -c release --show-bin-path 2>/dev/null)/blog"
fi
SIZES=${SIZES:-"1000 9999"}
DEPTH=64
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

stack() { # stack N: a vstack with N fixed-size children
    echo "screen 390x844"
    echo "vstack list spacing=1"
    for ((i = 1; i <= $1; i++)); do echo "  view item$i size=20x2"; done
}
chains() { # chains N: chains of views nested DEPTH deep (each line one more space in), N views in all
    echo "screen 390x844"
    local i level=0 indent=""
    for ((i = 1; i <= $1; i++)); do
        if ((level == DEPTH)); then level=0; indent=""; fi
        echo "${indent}view v$i size=100x100"
        indent+=" "; level=$((level + 1))
    done
}
side_by_side() { # side_by_side N: N views in a row, each leading edge on the previous view's trailing edge
    echo "screen 390x844"
    for ((i = 1; i <= $1; i++)); do echo "view v$i in screen"; done
    echo "v1.leading == screen.leading"
    for ((i = 1; i <= $1; i++)); do
        echo "v$i.top == screen.top"
        echo "v$i.width == 2"
        echo "v$i.height == 10"
        if ((i > 1)); then echo "v$i.leading == v$((i - 1)).trailing"; fi
    done
}
run() { # run LABEL VIEWS COMMAND FILE
    local label=$1 views=$2 start end status=ok
    start=$(date +%s.%N)
    "$BLOG" layout "$3" "$4" >/dev/null 2>"$work/err" || status="error: $(head -c 120 "$work/err")"
    end=$(date +%s.%N)
    awk -v l="$label" -v n="$views" -v s="$start" -v e="$end" -v st="$status" \
        'BEGIN { t = e - s; printf "%-44s %7d views %8.3f s %8.2f µs/view  %s\n", l, n, t, t * 1e6 / n, st }'
}

echo "machine: $(uname -m), $(nproc) cores; commit $(git rev-parse --short HEAD); binary $BLOG"
for n in $SIZES; do
    stack "$n" >"$work/stack-$n.layout"
    chains "$n" >"$work/chains-$n.layout"
    side_by_side "$n" >"$work/row-$n.layout"
    run "render: vstack of $n children" $((n + 1)) render "$work/stack-$n.layout"
    run "render: chains nested $DEPTH deep" "$n" render "$work/chains-$n.layout"
    run "render: views side by side (constraints)" "$n" render "$work/row-$n.layout"
    run "solve: views side by side (constraints)" "$n" solve "$work/row-$n.layout"
done
