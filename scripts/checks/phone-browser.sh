#!/usr/bin/env bash
# Opens every kind of page of the example blog in headless Chromium at 320, 390 and 768 px and fails on what issue 43
# asks a phone to give: a page wider than the window, a header of more than two rows, two search boxes on one page,
# diagram text drawn below 9 px in a figure that does not scroll (or scrolls without its hint), and a diagram that is
# not exactly one tab stop (the width picker of a `switch` diagram aside), a diagram shown smaller than its own size
# that offers no full screen, or whose full screen is not at its own size. The same blog with `language: zh-cn` must show
# no English word in the theme's own interface (the words its posts bring are theirs).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$blog" build --source . --output "$work/site/en" > /dev/null
# The Chinese copy: the site's own words in Chinese too, so every ASCII word left in the interface is the theme's.
mkdir -p "$work/zh"
cp -r content "$work/zh/"
printf 'title: 布局笔记\nauthor: 作者\nbaseURL: https://example.com/layout-notes/\nlanguage: zh-cn\ntimeZone: Asia/Shanghai\npostsPerPage: 5\ntaxonomies:\n  series: {title: 系列}\n' > "$work/zh/blog.yml"
"$blog" build --source "$work/zh" --output "$work/site/zh" > /dev/null
port=$((8700 + RANDOM % 250))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/en/" && break; sleep 0.1; done
# One page of each kind, and every page that holds a diagram.
diagramPages=$(cd "$work/site/en" && grep -l 'class="layout-diagram' blog/*/*/*.html | sort | tr '\n' ' ')
kinds="index.html page/2.html blog/2026-11.html blog/2026.html archive.html categories.html tags.html series.html
       blog/tag/uiscrollview.html blog/series/layout-from-uikit-code.html search.html 404.html"
failed=0
measure() {   # site page width → the measurement's JSON line
    local site=$1 page=$2 width=$3
    python3 - "$work/site/$site/$page" "$work/site/$site/${page%.html}.phone.html" <<'PY'
import sys
page, measured = sys.argv[1:3]
html = open(page, encoding="utf-8").read()
script = "<script>" + open("scripts/checks/phone-measure.js", encoding="utf-8").read() + "</script>"
open(measured, "w", encoding="utf-8").write(html.replace("</body>", script + "</body>", 1))
PY
    chromium --headless --no-sandbox --disable-gpu --window-size=$width,800 --virtual-time-budget=10000 \
        --dump-dom "http://127.0.0.1:$port/$site/${page%.html}.phone.html" 2>/dev/null | sed -n 's|.*<pre id="phone-measure">\(.*\)</pre>.*|\1|p'
}
judge() {   # json where site width
    python3 - "$1" "$2" "$3" "$4" <<'PY'
import html, json, sys
text, where, site, width = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
if not text.strip():
    print(f"FAIL {where}: the measurement did not run"); sys.exit()
m = json.loads(html.unescape(text))
findings = []
if m["error"]: findings.append("the measurement failed: " + m["error"])
if m["overflow"] > 0: findings.append(f"{m['overflow']} px wider than the window")
if width <= 390 and m["headerRows"] > 2: findings.append(f"the header takes {m['headerRows']} rows")
if m["searchBoxes"] > 1: findings.append(f"{m['searchBoxes']} search boxes")
for d in m["diagrams"]:
    if d["smallest"] < 9 and not d["scrolls"]: findings.append(f"diagram '{d['label']}' draws {d['smallest']} px text and does not scroll")
    if d["scrolls"] and not d["hint"]: findings.append(f"diagram '{d['label']}' scrolls without its hint")
    if (d["scrolls"] or d["reduced"]) and not d["offered"]: findings.append(f"diagram '{d['label']}' is shown smaller than its size and offers no full screen")
    if d["offered"] and not d["fullSize"]: findings.append(f"diagram '{d['label']}' full screen is not at its own size")
if m["diagramTabStops"] != m["figures"]: findings.append(f"{m['diagramTabStops']} tab stops in {m['figures']} diagrams")
if site == "zh" and m["interfaceWords"]: findings.append("English interface words: " + ", ".join(m["interfaceWords"]))
small = [d["smallest"] for d in m["diagrams"]]
scrolled = sum(d["scrolls"] for d in m["diagrams"])
full = sum(bool(d["offered"]) for d in m["diagrams"])
print(("FAIL " if findings else "ok   ") + where + ": " + ("; ".join(findings) if findings else
      f"{m['headerRows']} header rows, {len(small)} diagrams (smallest text {min(small) if small else '-'} px, {scrolled} scroll, {full} open full screen), {m['diagramTabStops']} diagram tab stops"))
PY
}
for site in en zh; do
    for page in $kinds $diagramPages; do
        [ -f "$work/site/$site/$page" ] || { echo "FAIL $site/$page: not built"; failed=1; continue; }
        for width in 320 390 768; do
            # The diagram pages are measured at the phone's width only; the page kinds at all three.
            case " $diagramPages " in *" $page "*) [ "$width" = 390 ] || continue ;; esac
            line=$(judge "$(measure "$site" "$page" "$width")" "$site/$page ($width px)" "$site" "$width")
            echo "$line"
            case $line in FAIL*) failed=1 ;; esac
        done
    done
done
exit $failed
