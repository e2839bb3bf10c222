#!/usr/bin/env bash
# Times `blog build` against Hugo on the same synthetic corpus, side by side: wall time, peak memory, ratios.
# Usage: [RUNS=3] bench/build.sh [POSTS=10000]: the median of RUNS runs of each. Builds blog in release;
# installs hugo and GNU time when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-10000}
command -v hugo >/dev/null || { apt-get update -qq && apt-get install -y -qq hugo; }
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time; }
swift build -c release --product blog 2>&1 | grep -E "error:|complete" | tail -1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/gen_corpus.py "$posts" "$work"
echo "corpus: $posts posts, $(du -sh "$work/blog/content" | cut -f1) of Markdown; $(nproc) cores; commit $(git rev-parse --short HEAD)"

runs=${RUNS:-3}
measure() { # name, command…: runs it $runs times; prints the median wall seconds and that run's peak RSS in MB
    local name=$1; shift
    for i in $(seq "$runs"); do
        # "{i}" in an argument is the run's number: a new empty output folder each time, none deleted just
        # before (deleting a big tree right before creating one costs the disk more than either alone).
        # Each run starts with the previous runs' writes on disk (sync, untimed): otherwise a run pays
        # for the write-back of whatever ran before it.
        sync
        /usr/bin/time -f "%e %M" -o "$work/time-$name-$i" "${@//\{i\}/$i}" >"$work/log-$name" 2>&1 || { cat "$work/log-$name"; exit 1; }
    done
    cat "$work/time-$name-"* | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2) { printf "%s %d\n", $1, $2 / 1024 }'
}
# Warm-up runs (file cache; blog's second build leaves the tree it keeps for the next one), then the
# measured runs: each tool rebuilding over its previous output, as on a writer's machine, and blog into
# an empty folder (a first build, or CI on a fresh clone).
.build/release/blog build --source "$work/blog" --output "$work/blog-site" >/dev/null
.build/release/blog build --source "$work/blog" --output "$work/blog-site" >/dev/null
hugo --quiet --source "$work/hugo" --destination "$work/hugo-site" >/dev/null 2>&1
read -r blog_s blog_mb <<< "$(measure blog .build/release/blog build --source "$work/blog" --output "$work/blog-site")"
read -r hugo_s hugo_mb <<< "$(measure hugo hugo --quiet --source "$work/hugo" --destination "$work/hugo-site")"
read -r fresh_s fresh_mb <<< "$(measure fresh .build/release/blog build --source "$work/blog" --output "$work/blog-fresh-{i}")"
blog_files=$(find "$work/blog-site" -type f | wc -l); hugo_files=$(find "$work/hugo-site" -type f | wc -l)
echo "median of $runs runs each"
printf '%-18s %8s %10s %8s\n' tool "wall s" "peak MB" files
printf '%-18s %8s %10s %8s\n' blog "$blog_s" "$blog_mb" "$blog_files" hugo "$hugo_s" "$hugo_mb" "$hugo_files" \
    "blog, empty output" "$fresh_s" "$fresh_mb" "$blog_files"
python3 -c "print(f'blog/hugo: time {$blog_s/$hugo_s:.2f}x ({$fresh_s/$hugo_s:.2f}x into an empty folder), memory {$blog_mb/$hugo_mb:.2f}x (target: at most 0.25x each)')"
