#!/usr/bin/env bash
# Times `blog build` against Hugo on the same synthetic corpus, side by side: wall time, peak memory, output size.
# Usage:
#   [RUNS=3] bench/build.sh [POSTS=10000]       blog and Hugo on one corpus: the median of RUNS runs of each
#   [RUNS=3] bench/build.sh --scale [--hugo]    blog at 10,000 and 100,000 posts, output on tmpfs (/dev/shm), per
#                                               post side by side, in RUNS rounds that build each size once
#                                               (--hugo adds Hugo at both: minutes and GBs)
# Builds blog in release; installs hugo and GNU time when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scale=false; with_hugo=false; posts=10000
for argument in "$@"; do
    case $argument in
        --scale) scale=true ;;
        --hugo) with_hugo=true ;;
        *) posts=$argument ;;
    esac
done
command -v hugo >/dev/null || { apt-get update -qq && apt-get install -y -qq hugo; }
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time; }
# BLOG=path/to/blog times another build of blog (an older commit's, for a before/after); by default this one's.
blog=${BLOG:-.build/release/blog}
[ -n "${BLOG:-}" ] || swift build -c release --product blog 2>&1 | grep -E "error:|complete" | tail -1
runs=${RUNS:-3}
source bench/lib.sh

if $scale; then
    # On tmpfs, so that the disk's write-back (seconds of noise at 100,000 posts) stays out of the figures. The
    # two sizes run alternately, a pair per round, so that a machine whose speed drifts over minutes (this one's
    # does, by a third) slows both alike; the ratio is the median of the rounds' ratios.
    work=$(mktemp -d -p /dev/shm)
    trap 'rm -rf "$work"' EXIT
    echo "blog at 10,000 and 100,000 posts, output on tmpfs; $runs alternating rounds; $(nproc) cores; ${BLOG:+binary $BLOG, }commit $(git rev-parse --short HEAD)"
    tools=(blog); $with_hugo && tools+=(hugo)
    command_for() {  # TOOL COUNT: the build command
        if [ "$1" = blog ]; then
            echo "$blog" build --source "$work/c$2/blog" --output "$work/out-$1-$2"
        else
            echo hugo --quiet --source "$work/c$2/hugo" --destination "$work/out-$1-$2"
        fi
    }
    for count in 10000 100000; do
        python3 bench/gen_corpus.py "$count" "$work/c$count" >/dev/null
        for tool in "${tools[@]}"; do $(command_for "$tool" "$count") >/dev/null 2>&1; done   # warm-up
    done
    for round in $(seq "$runs"); do
        for tool in "${tools[@]}"; do
            for count in 10000 100000; do
                /usr/bin/time -f "%e %M %U %S" -o "$work/time-$tool-$count-$round" $(command_for "$tool" "$count") \
                    >"$work/log" 2>&1 || { cat "$work/log"; exit 1; }
            done
        done
    done
    printf '%-6s %-6s %8s %10s %9s %10s %11s %12s %14s\n' tool posts "wall s" "peak MB" "site MB" "ms/post" "peak KB/post" "site KB/post" "CPU ms/post"
    for tool in "${tools[@]}"; do
        for count in 10000 100000; do
            size=$(megabytes "$work/out-$tool-$count")
            # Medians of the rounds: wall seconds, peak RSS, user + system CPU.
            python3 - "$work" "$tool" "$count" "$runs" "$size" <<'PY'
import statistics, sys
work, tool, count, runs, size = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5])
rows = [list(map(float, open(f"{work}/time-{tool}-{count}-{r}").read().split()[-4:])) for r in range(1, runs + 1)]
wall = statistics.median(r[0] for r in rows); peak = statistics.median(r[1] for r in rows) / 1024
cpu = statistics.median(r[2] + r[3] for r in rows)
print(f"{tool:<6} {count:<6} {wall:8.2f} {peak:10.0f} {size:9.1f} {wall * 1000 / count:10.3f} {peak * 1024 / count:11.1f} {size * 1000 / count:12.1f} {cpu * 1000 / count:14.3f}")
PY
        done
        python3 - "$work" "$tool" "$runs" <<'PY'
import statistics, sys
work, tool, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def row(count, r): return list(map(float, open(f"{work}/time-{tool}-{count}-{r}").read().split()[-4:]))
walls = [row(100000, r)[0] / row(10000, r)[0] / 10 for r in range(1, runs + 1)]
cpus = [sum(row(100000, r)[2:]) / sum(row(10000, r)[2:]) / 10 for r in range(1, runs + 1)]
target = " (target: at most 1.1x)" if tool == "blog" else ""
print(f"{tool}: time per post at 100,000 / at 10,000: {statistics.median(walls):.2f}x wall{target}, rounds "
      + " ".join(f"{w:.2f}" for w in walls) + f"; CPU {statistics.median(cpus):.2f}x")
PY
    done
    exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/gen_corpus.py "$posts" "$work"
echo "corpus: $posts posts, $(du -sh "$work/blog/content" | cut -f1) of Markdown; $(nproc) cores; ${BLOG:+binary $BLOG, }commit $(git rev-parse --short HEAD)"
# Warm-up runs (file cache; blog's second build leaves the tree it keeps for the next one), then the
# measured runs: each tool rebuilding over its previous output, as on a writer's machine, and blog into
# an empty folder (a first build, or CI on a fresh clone).
"$blog" build --source "$work/blog" --output "$work/blog-site" >/dev/null
"$blog" build --source "$work/blog" --output "$work/blog-site" >/dev/null
hugo --quiet --source "$work/hugo" --destination "$work/hugo-site" >/dev/null 2>&1
read -r blog_s blog_mb <<< "$(measure blog "$blog" build --source "$work/blog" --output "$work/blog-site")"
read -r hugo_s hugo_mb <<< "$(measure hugo hugo --quiet --source "$work/hugo" --destination "$work/hugo-site")"
read -r fresh_s fresh_mb <<< "$(measure fresh "$blog" build --source "$work/blog" --output "$work/blog-fresh-{i}")"
blog_files=$(find "$work/blog-site" -type f | wc -l); hugo_files=$(find "$work/hugo-site" -type f | wc -l)
blog_size=$(megabytes "$work/blog-site"); hugo_size=$(megabytes "$work/hugo-site")
echo "median of $runs runs each"
printf '%-18s %8s %10s %8s %9s\n' tool "wall s" "peak MB" files "site MB"
printf '%-18s %8s %10s %8s %9s\n' blog "$blog_s" "$blog_mb" "$blog_files" "$blog_size" hugo "$hugo_s" "$hugo_mb" "$hugo_files" "$hugo_size" \
    "blog, empty output" "$fresh_s" "$fresh_mb" "$blog_files" "$blog_size"
python3 -c "print(f'blog/hugo: time {$blog_s/$hugo_s:.2f}x ({$fresh_s/$hugo_s:.2f}x into an empty folder), memory {$blog_mb/$hugo_mb:.2f}x (target: at most 0.25x each), site size {$blog_size/$hugo_size:.2f}x (target: at most 1.5x)')"
