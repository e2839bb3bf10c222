#!/usr/bin/env bash
# Times `blog build` against Hugo on the same synthetic corpus, side by side: wall time, peak memory, output size.
# Usage:
#   [RUNS=3] bench/build.sh [POSTS=10000]       blog and Hugo on one corpus: the median of RUNS runs of each
#   [RUNS=3] bench/build.sh --scale [--hugo]    blog at 10,000 and 100,000 posts, output on tmpfs (/dev/shm), per
#                                               post side by side (--hugo adds Hugo at both: minutes and GBs)
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
    # On tmpfs, so that the disk's write-back (seconds of noise at 100,000 posts) stays out of the figures.
    work=$(mktemp -d -p /dev/shm)
    trap 'rm -rf "$work"' EXIT
    echo "blog at 10,000 and 100,000 posts, output on tmpfs; median of $runs runs; $(nproc) cores; ${BLOG:+binary $BLOG, }commit $(git rev-parse --short HEAD)"
    printf '%-6s %-6s %8s %10s %9s %10s %11s %12s\n' tool posts "wall s" "peak MB" "site MB" "ms/post" "peak KB/post" "site KB/post"
    declare -A per_post
    for count in 10000 100000; do
        python3 bench/gen_corpus.py "$count" "$work/c$count"
        tools=(blog); $with_hugo && tools+=(hugo)
        for tool in "${tools[@]}"; do
            if [ "$tool" = blog ]; then
                command=("$blog" build --source "$work/c$count/blog" --output "$work/out-$tool-$count")
            else
                command=(hugo --quiet --source "$work/c$count/hugo" --destination "$work/out-$tool-$count")
            fi
            "${command[@]}" >/dev/null 2>&1   # warm-up; the measured runs rebuild over its output
            read -r seconds peak <<< "$(measure "$tool-$count" "${command[@]}")"
            size=$(megabytes "$work/out-$tool-$count")
            read -r ms kb site_kb <<< "$(python3 -c "print(f'{$seconds * 1000 / $count:.3f} {$peak * 1024 / $count:.1f} {$size * 1000 / $count:.1f}')")"
            per_post[$tool-$count]=$ms
            printf '%-6s %-6s %8s %10s %9s %10s %11s %12s\n' "$tool" "$count" "$seconds" "$peak" "$size" "$ms" "$kb" "$site_kb"
            rm -rf "$work/out-$tool-$count"
        done
        rm -rf "$work/c$count"
    done
    python3 -c "print(f'blog: time per post at 100,000 / at 10,000: {${per_post[blog-100000]} / ${per_post[blog-10000]}:.2f}x (target: at most 1.1x)')"
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
