#!/usr/bin/env bash
# Site search in headless Chromium, over HTTP (python3 -m http.server on 127.0.0.1), on the example blog and
# on a generated blog of SEARCH_POSTS posts (default 10,000): nothing of the index loads before the box is
# used; the browser's tokenizer passes the cases the Swift one passes; typed queries (English, Chinese, a
# prefix, markup) find the posts they should, with the matched words marked and no query text turned into
# markup; "/" focuses the box and the arrows choose a result. Prints the index size and the bytes and time of
# each query; fails when a query loads 300 KB or more of index. (Chromium runs on virtual time here, so query
# times are measured on real time by bench/search.sh (bench/search_latency.py), not by this check.)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
server_pid=""
trap '[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"' EXIT
posts=${SEARCH_POSTS:-10000}

"$blog" build --source . --output "$work/example" > /dev/null
python3 bench/gen_corpus.py "$posts" "$work/generated" > /dev/null
# The benchmark corpus leaves search off (Hugo has none); here it is the point.
sed -i 's/^search: false$/search: true/' "$work/generated/blog/blog.yml"
"$blog" build --source "$work/generated/blog" --output "$work/big" > /dev/null
# The draft of the example blog must not be in its index.
if grep -rq "safe areas" "$work/example/search/d/"; then echo "search-browser: a draft is in the index"; exit 1; fi

port=$((20000 + RANDOM % 20000))
(cd "$work" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
server_pid=$!
python3 - "$port" <<'PY'
import socket, sys, time
for _ in range(100):
    try:
        socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=0.2).close()
        break
    except OSError:
        time.sleep(0.1)
PY

failed=0
# site page expectations (json: query -> a URL that must be among the results, "*" for any result, "" for none)
check() {
    local site=$1 page=$2 expectations=$3
    python3 - "$work/$site/$page" "$work/$site/measured-search.html" "$expectations" <<'PY'
import json, sys
page, out, expectations = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
cases = open("Tests/SearchTests/tokenizer-cases.json", encoding="utf-8").read()
script = open("scripts/checks/search-measure.js", encoding="utf-8").read()
html = open(page, encoding="utf-8").read()
inject = ("<script>window.searchTokenizerCases = " + cases + ";\nwindow.searchQueries = " + json.dumps(list(expectations)) +
          ";</script><script>" + script + "</script></body>")
open(out, "w", encoding="utf-8").write(html.replace("</body>", inject, 1))
PY
    local json
    json=$(timeout 120 chromium --headless --no-sandbox --disable-gpu --window-size=1280,1600 --virtual-time-budget=60000 \
        --dump-dom "http://127.0.0.1:$port/$site/measured-search.html" 2>/dev/null | sed -n 's|.*<pre id="search-measure">\(.*\)</pre>.*|\1|p')
    python3 - "$json" "$expectations" "$site" "$work/$site/search" <<'PY' || failed=1
import html, json, os, sys
raw, expectations, site, index = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3], sys.argv[4]
if not raw.strip():
    print(f"{site}: the measurement did not run"); sys.exit(1)
r = json.loads(html.unescape(raw))
findings = list(r["findings"])
if r["beforeUse"]:
    findings.append(f"the page loaded index files before the box was used: {r['beforeUse']}")
total = sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(index) for f in files)
buckets = len(os.listdir(os.path.join(index, "i")))
print(f"{site}: index {total / 1e6:.2f} MB in {buckets} buckets and {len(os.listdir(os.path.join(index, 'd')))} document files")
for q in r["queries"]:
    want = expectations[q["query"]]
    hrefs = [x["href"] for x in q["results"]]
    print(f"  {q['query']!r}: {q['status']}; {len(q['files'])} files, {q['bytes'] / 1024:.1f} KB of index")
    if not q["done"]:
        findings.append(f"{q['query']!r}: no results shown within 20 s")
    if want == "*" and not hrefs:
        findings.append(f"{q['query']!r}: no results")
    if want not in ("", "*") and not any(h.endswith(want) for h in hrefs):
        findings.append(f"{q['query']!r}: {want} is not among the results {hrefs[:5]}")
    if want == "" and hrefs:
        findings.append(f"{q['query']!r}: expected no results, got {hrefs[:3]}")
    if any(x["images"] for x in q["results"]):
        findings.append(f"{q['query']!r}: markup from the query reached the page")
    if want and q["results"] and not any(x["marks"] for x in q["results"]):
        findings.append(f"{q['query']!r}: no matched word is marked")
    if q["bytes"] >= 300 * 1024:
        findings.append(f"{q['query']!r}: loaded {q['bytes'] / 1024:.0f} KB of index (limit 300 KB)")
if not r["keyboard"].get("slashFocuses"): findings.append("'/' does not focus the search box")
if not r["keyboard"].get("arrowsChoose"): findings.append("the arrow keys do not choose a result")
for f in findings: print("  finding: " + f)
sys.exit(1 if findings else 0)
PY
}
check example search.html '{"UIScrollView": "blog/2021/07/scroll-view-content-size.html", "分页": "blog/2022/02/scroll-view-paging-zh.html", "highlig": "blog/2026/11/highlighted-code.html", "priorities weights": "blog/2022/01/auto-layout-priorities.html", "<img src=x onerror=alert(1)>": "", "safe areas draft": ""}'
check big index.html '{"Post 1234": "post-1234.html", "constraint anchor": "*", "布局": "*", "post 1999": "post-1999.html", "scrolling views": "*", "zzzz": ""}'
exit $failed
