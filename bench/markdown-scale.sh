#!/usr/bin/env bash
# Scale of one post's Markdown (release build): a post of N identical headings, then N distinct ones, built
# by `blog build` at two sizes ten times apart; prints the time per heading so a ratio near 1 shows linear time.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product blog >/dev/null 2>&1
blog="$(swift build -c release --show-bin-path 2>/dev/null)/blog"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "machine: $(uname -m), $(nproc) cores; commit $(git rev-parse --short HEAD)"
time_build() { # KIND COUNT -> seconds
    local site="$work/$1-$2"
    mkdir -p "$site/content/posts/2021"
    echo 'title: T' > "$site/blog.yml"
    python3 - "$1" "$2" > "$site/content/posts/2021/p.md" <<'PY'
import sys
kind, count = sys.argv[1], int(sys.argv[2])
print("---\ntitle: P\ndate: 2021-07-17\n---")
for i in range(count):
    print(f"## Same heading\n" if kind == "identical" else f"## Heading {i}\n")
PY
    local start end
    start=$(date +%s%N)
    "$blog" build --source "$site" --output "$site/site" >/dev/null
    end=$(date +%s%N)
    python3 -c "print(($end - $start) / 1e9)"
}
printf '%-10s %8s %10s %14s\n' kind headings seconds "µs/heading"
for kind in identical distinct; do
    small=$(time_build "$kind" 2000)
    large=$(time_build "$kind" 20000)
    for pair in "2000 $small" "20000 $large"; do
        set -- $pair
        printf '%-10s %8d %10.3f %14.1f\n' "$kind" "$1" "$2" "$(python3 -c "print($2 * 1e6 / $1)")"
    done
    printf '%-10s per-heading time at 20,000 / at 2,000: %.2fx\n' "$kind" "$(python3 -c "print(($large / 20000) / ($small / 2000))")"
done
