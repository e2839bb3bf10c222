#!/usr/bin/env bash
# The cost and size of the search index on the synthetic corpus (bench/gen_corpus.py): blog build with the index
# and with `search: false`, side by side (medians of RUNS rounds of A B B A, release build), the index's size and files, and
# what typical queries load (the buckets of their words; the browser check search-browser.sh measures the same
# in Chromium, document files included). Usage: [RUNS=5] bench/search.sh [POSTS=10000]. Target: the index adds
# at most 10% to the build. Then the time from the last keystroke to results on screen in headless Chromium
# (bench/search_latency.py; target: at most 100 ms once the index files are fetched). SearchBenchmarks times the
# indexer alone on the posts the build wrote, to compare two versions of it. A benchmark: it prints
# figures, it asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-10000}
[ -x /usr/bin/time ] || { apt-get update -qq && apt-get install -y -qq time; }
swift build -c release --product blog 2>&1 | grep -E "error:|complete" | tail -1
swift build -c release --product SearchBenchmarks 2>&1 | grep -E "error:|complete" | tail -1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/gen_corpus.py "$posts" "$work" > /dev/null
cp -r "$work/blog" "$work/with"
sed -i 's/^search: false$/search: true/' "$work/with/blog.yml"
runs=${RUNS:-5}
source bench/lib.sh
with_index() { .build/release/blog build --source "$work/with" --output "$work/site-with"; }
without_index() { .build/release/blog build --source "$work/blog" --output "$work/site-without"; }
with_index > /dev/null
without_index > /dev/null
read -r with_s with_cpu without_s without_cpu <<< "$(abba with_index without_index)"
echo "corpus: $posts posts; $(nproc) cores; commit $(git rev-parse --short HEAD); medians of $runs rounds of A B B A"
printf '%-16s %8s %10s\n' build "wall s" "CPU s" "with search" "$with_s" "$with_cpu" "search: false" "$without_s" "$without_cpu"
python3 - "$work/site-with/search" "$with_s" "$without_s" "$with_cpu" "$without_cpu" <<'PY'
import json, os, sys
index, with_s, without_s, with_cpu, without_cpu = sys.argv[1], *map(float, sys.argv[2:6])
def size(folder): return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(folder) for f in fs)
meta = json.load(open(os.path.join(index, "meta.json")))
buckets = {bytes.fromhex(h).decode(): h for h in meta["buckets"]}
print(f"index: {size(index) / 1e6:.1f} MB: meta.json {os.path.getsize(os.path.join(index, 'meta.json')) / 1024:.1f} KB, "
      f"{len(buckets)} buckets {size(os.path.join(index, 'i')) / 1e6:.1f} MB, "
      f"{len(os.listdir(os.path.join(index, 'd')))} document files {size(os.path.join(index, 'd')) / 1e6:.1f} MB")
print(f"with/without: {with_s / without_s:.3f}x wall, {with_cpu / without_cpu:.3f}x CPU (target: at most 1.10x)")
for query in ["constraint", "constraint anchor", "scroll view offset", "布局", "post 1234"]:
    words = query.split()
    files = set()
    for w in words:
        keys = [k for k in buckets if w.startswith(k)]
        if keys: files.add(buckets[max(keys, key=len)])
    loaded = sum(os.path.getsize(os.path.join(index, "i", h + ".json")) for h in files)
    print(f"  {query!r}: {len(files)} buckets, {(loaded + os.path.getsize(os.path.join(index, 'meta.json'))) / 1024:.0f} KB with meta.json")
PY
# The indexer alone on the posts the build wrote (CPU only: steadier than the builds' ratio on a shared machine).
.build/release/SearchBenchmarks "$work/site-with" 9
# Query latency in headless Chromium on real time, over HTTP on loopback (bench/search_latency.py).
python3 -c 'import websocket' 2>/dev/null || python3 -m pip install -q websocket-client
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
python3 bench/search_latency.py "$work/site-with" constraint "constraint anchor" "scroll view offset" 布局 "post 1234" layou
