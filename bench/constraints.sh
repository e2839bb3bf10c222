#!/usr/bin/env bash
# Constraint solver benchmark: our Cassowary solver and kiwisolver (C++ core, driven from Python)
# on the same 1,000-view vertical chain (3,000 constraints). Release build. Prints both side by side.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install -q kiwisolver
swift build -c release --product LayoutBenchmarks >/dev/null
ours=$("$(swift build -c release --show-bin-path)/LayoutBenchmarks" constraints)
theirs=$(python3 bench/kiwi_chain.py)
figure() { # figure TEXT LABEL FIELD: the number after FIELD on the line starting with LABEL
    printf '%s\n' "$1" | grep "^$2" | sed -E "s/.*$3 ([0-9.]+).*/\1/"
}
echo "machine: $(uname -m), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "commit:  $(git rev-parse --short HEAD)"
printf '%-34s %12s %12s %10s\n' "1,000-view chain (3,000 constraints)" "blog" "kiwisolver" "kiwi/blog"
for row in "build+solve ms|best" "build+solve ms|median" "edit re-solve ms|median" "edit re-solve ms|p95"; do
    label=${row%%|*}; field=${row##*|}
    a=$(figure "$ours" "$label" "$field"); b=$(figure "$theirs" "$label" "$field")
    printf '%-34s %12s %12s %9.1fx\n' "$label ($field)" "$a" "$b" "$(echo "$b / $a" | bc -l)"
done
printf '%s\n' "$ours" | grep '^auto layout'
