#!/usr/bin/env bash
# Opens pages of the example blog in headless Chromium, light and dark, at 1280 and 390 px, and fails on what a reader
# would meet: an axe-core violation of serious or critical impact, a post page without exactly one <h1>, a heading
# that does not link to its section, a code block without a copy button or one that copies anything but the code,
# or a page wider than the window. axe-core comes from the axe-playwright-python wheel (pip download), kept in a cache.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
axe="${XDG_CACHE_HOME:-$HOME/.cache}/blog-checks/axe.min.js"
if [ ! -s "$axe" ]; then
    mkdir -p "$(dirname "$axe")"
    wheel=$(mktemp -d)
    pip download --no-deps -q -d "$wheel" axe-playwright-python
    python3 - "$wheel" "$axe" <<'PY'
import glob, sys, zipfile
wheel = glob.glob(sys.argv[1] + "/axe_playwright_python-*.whl")[0]
open(sys.argv[2], "wb").write(zipfile.ZipFile(wheel).read("axe_playwright_python/axe.min.js"))
PY
    rm -rf "$wheel"
fi
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$blog" build --source . --output "$work/site" > /dev/null
# Served over HTTP, as readers get it (the search page fetches its index, which file:// forbids).
port=$((8700 + RANDOM % 250))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
pages=(index.html blog/2026/11/code-diagram-masonry-scroll.html blog/2026/11/chinese-and-english.html blog/2026/11/flex-arithmetic.html blog/2026-11.html
       blog/tag/uiscrollview.html blog/series/layout-from-uikit-code.html tags.html "search.html?q=layout")
failed=0
for entry in "${pages[@]}"; do
    page=${entry%%\?*}
    query=${entry#"$page"}
    [ -f "$work/site/$page" ] || { echo "FAIL $page: not built"; failed=1; continue; }
    measured="$work/site/${page%.html}.measured.html"
    python3 - "$work/site/$page" "$measured" "$axe" <<'PY'
import sys
page, measured, axe = sys.argv[1:4]
html = open(page, encoding="utf-8").read()
scripts = "<script>" + open(axe, encoding="utf-8").read() + "</script><script>" + open("scripts/checks/reader-measure.js", encoding="utf-8").read() + "</script>"
open(measured, "w", encoding="utf-8").write(html.replace("</body>", scripts + "</body>", 1))
PY
    for scheme in light dark; do
        flags=()
        [ "$scheme" = dark ] && flags=(--force-dark-mode --blink-settings=preferredColorScheme=0)
        for width in 1280 390; do
            chromium --headless --no-sandbox --disable-gpu "${flags[@]}" --window-size=$width,900 --virtual-time-budget=20000 \
                --dump-dom "http://127.0.0.1:$port/${page%.html}.measured.html$query" 2>/dev/null | sed -n 's|.*<pre id="reader-measure">\(.*\)</pre>.*|\1|p' > "$work/m.json"
            line=$(python3 - "$work/m.json" "$entry" "$scheme" "$width" <<'PY'
import html, json, sys
path, page, scheme, width = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
text = open(path, encoding="utf-8").read().strip()
where = f"{page} ({scheme}, {width} px)"
if not text:
    print(f"FAIL {where}: the measurement did not run"); sys.exit()
m = json.loads(html.unescape(text))
findings = []
if m["error"]:
    findings.append(f"the measurement failed: {m['error']}")
for v in m["violations"]:
    findings.append(f"axe {v['impact']} '{v['id']}' on {v['nodes']} elements, first {v['target']}: {v['summary']}")
if m["h1"] != 1:
    findings.append(f"{m['h1']} <h1> elements, not one")
if m["headingLinks"] != m["headings"]:
    findings.append(f"{m['headings'] - m['headingLinks']} of {m['headings']} headings do not link to their section")
if m["copyButtons"] != m["codeBlocks"]:
    findings.append(f"{m['copyButtons']} copy buttons for {m['codeBlocks']} code blocks")
for i, copied in enumerate(m["copied"]):
    if not copied["same"] or copied["hasLineNumbers"]:
        findings.append(f"code block {i + 1}'s copy button copies something other than its code")
if m["overflow"] > 0:
    findings.append(f"the page is {m['overflow']} px wider than the window")
if findings:
    print(f"FAIL {where}: " + "; ".join(findings))
else:
    print(f"ok   {where}: {m['headings']} headings, {m['codeBlocks']} code blocks, no serious axe violation")
PY
)
            echo "$line"
            case $line in FAIL*) failed=1 ;; esac
        done
    done
done
exit $failed
