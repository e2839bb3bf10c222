#!/usr/bin/env bash
# Highlighting at build time, side by side with Hugo highlighting the same code (Chroma, CSS classes):
# the 10,000-post corpus with two 30-line code blocks in every post (gen_corpus.py --code), built by blog with
# highlighting on, by blog with `highlight: false`, and by Hugo; then the highlighter alone on the corpus's code
# blocks (HighlightBenchmarks --blocks: lexing, and lexing and writing HTML), and every lexer's throughput at 1 and
# 4 MB.
# Usage: [RUNS=15] [HUGO_RUNS=3] bench/highlight.sh [POSTS=10000]. Targets: blog at most 0.1x Hugo's time, and
# highlighting on at most 1.15x off. RUNS rounds of blog's builds (a round takes seconds; the on/off ratio moves
# by several points from round to round on this machine, so its median needs many), HUGO_RUNS of Hugo's (most of
# a minute each; blog takes about 0.03x of it, far from the 0.1x line). A benchmark: it prints figures, it asserts
# nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-10000}
command -v hugo >/dev/null || { apt-get update -qq && apt-get install -y -qq hugo; }
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time; }
swift build -c release --product blog 2>&1 | grep -E "error:|complete" | tail -1
swift build -c release --product HighlightBenchmarks 2>&1 | grep -E "error:|complete" | tail -1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/gen_corpus.py "$posts" "$work" --code
cp -r "$work/blog" "$work/blog-off"
echo "highlight: false" >> "$work/blog-off/blog.yml"
echo "corpus: $posts posts with two 30-line code blocks each, $(du -sh "$work/blog/content" | cut -f1) of Markdown; $(nproc) cores; commit $(git rev-parse --short HEAD)"

runs=${RUNS:-15}
source bench/lib.sh
# Warm-up builds, then each tool rebuilding over its previous output.
.build/release/blog build --source "$work/blog" --output "$work/on-site" >/dev/null
.build/release/blog build --source "$work/blog-off" --output "$work/off-site" >/dev/null
hugo --quiet --source "$work/hugo" --destination "$work/hugo-site" >/dev/null 2>&1
highlight_on() { .build/release/blog build --source "$work/blog" --output "$work/on-site"; }
highlight_off() { .build/release/blog build --source "$work/blog-off" --output "$work/off-site"; }
read -r on_s on_cpu off_s off_cpu <<< "$(abba highlight_on highlight_off)"
hugo_runs=${HUGO_RUNS:-3}
read -r hugo_s hugo_mb <<< "$(runs=$hugo_runs; measure hugo hugo --quiet --source "$work/hugo" --destination "$work/hugo-site")"
spans_blog=$(grep -o '<span class="[a-z0-9]*">' "$work/on-site/blog/"*/*/post-1.html | wc -l)
spans_hugo=$(grep -o '<span class="[a-z0-9]*">' "$work/hugo-site/posts/post-1/index.html" | wc -l)
echo "blog: medians of $runs rounds of A B B A (on, off, off, on); hugo: median of $hugo_runs runs"
printf '%-22s %8s %10s %10s\n' build "wall s" "CPU s" "peak MB"
printf '%-22s %8s %10s %10s\n' "blog, highlighting" "$on_s" "$on_cpu" "" "blog, highlight: false" "$off_s" "$off_cpu" "" "hugo, highlighting" "$hugo_s" "" "$hugo_mb"
echo "token spans in post 1: blog $spans_blog, hugo $spans_hugo"
python3 -c "print(f'blog/hugo: {$on_s/$hugo_s:.3f}x (target: at most 0.1x); highlighting on/off: {$on_s/$off_s:.3f}x wall, {$on_cpu/$off_cpu:.3f}x CPU (target: at most 1.15x)')"
echo
# The highlighter alone on the corpus's code blocks: one file per block, named N.LANGUAGE.
python3 - "$work/blog/content" "$work/blocks" <<'EOF'
import pathlib, re, sys
out = pathlib.Path(sys.argv[2]); out.mkdir()
blocks = (m for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.md"))
          for m in re.finditer(r"^```(\w+)[^\n]*\n(.*?)^```", path.read_text(), re.M | re.S))
for index, match in enumerate(blocks):
    (out / f"{index}.{match.group(1)}").write_text(match.group(2))
EOF
.build/release/HighlightBenchmarks --blocks "$work/blocks"
.build/release/HighlightBenchmarks Tests/HighlightTests/Corpus
