#!/usr/bin/env bash
# Opens pages of a generated 16-year blog (2,000 posts) and of the example blog in headless Chromium, at a desktop
# and a phone width, and fails when the sidebar does not stay small however old the blog is: more than one year's
# months listed, a year without its one link and count, a sidebar taller than the window's first screens, a page
# wider than the window, or a year page whose months' counts do not add up to the year's.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/gen_corpus.py 2000 "$work/corpus" > /dev/null
"$blog" build --source "$work/corpus/blog" --output "$work/old" > /dev/null
"$blog" build --source . --output "$work/example" > /dev/null
failed=0
check() { # site folder, page path, number of years the site has
    local site=$1 page=$2 years=$3
    measured="$site/${page%.html}.measured.html"
    python3 - "$site/$page" "$measured" <<'PY'
import sys
script = open("scripts/checks/sidebar-measure.js", encoding="utf-8").read()
html = open(sys.argv[1], encoding="utf-8").read()
open(sys.argv[2], "w", encoding="utf-8").write(html.replace("</body>", "<script>" + script + "</script></body>", 1))
PY
    for width in 1280 390; do
        chromium --headless --no-sandbox --disable-gpu --window-size=$width,900 --virtual-time-budget=2000 \
            --dump-dom "file://$measured" 2>/dev/null | sed -n 's|.*<pre id="sidebar-measure">\(.*\)</pre>.*|\1|p' > "$work/m.json"
        line=$(python3 - "$work/m.json" "$page" "$width" "$years" <<'PY'
import html, json, sys
path, page, width, years = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
text = open(path, encoding="utf-8").read().strip()
if not text:
    print(f"FAIL {page} at {width} px: the measurement did not run"); sys.exit()
m = json.loads(html.unescape(text))
findings = []
listed = [y for y in m["years"] if y["months"]]
if len(m["years"]) != years:
    findings.append(f"{len(m['years'])} years in the sidebar, the site has {years}")
if len(listed) != 1 or m["years"] and m["years"][0]["months"] == 0:
    findings.append(f"{len(listed)} years list their months; only the newest should")
if any(y["count"] is None or y["count"] <= 0 for y in m["years"]):
    findings.append("a year without its count")
if m["months"] > 12:
    findings.append(f"{m['months']} months in the sidebar")
if width >= 1000 and m["height"] > 1400:
    findings.append(f"the sidebar is {m['height']} px tall")
if m["overflow"] > 0:
    findings.append(f"the page is {m['overflow']} px wider than the window")
if m["yearCount"] is not None and page.count("/") == 1 and sum(m["monthCounts"]) != m["yearCount"]:
    findings.append(f"the months' counts add up to {sum(m['monthCounts'])}, the year's is {m['yearCount']}")
status = "FAIL" if findings else "ok"
print(f"{status} {page} at {width} px: sidebar {m['height']} px, {len(m['years'])} years, {m['months']} months, "
      f"{m['categories']} categories" + ("; " + "; ".join(findings) if findings else ""))
PY
)
        echo "$line"
        [[ $line == ok* ]] || failed=1
    done
}
old_years=$(ls -d "$work/old/blog/"[0-9][0-9][0-9][0-9] | wc -l)
newest=$(ls "$work/old/blog/" | grep -E '^[0-9]{4}\.html$' | sort | tail -1)
oldest=$(ls "$work/old/blog/" | grep -E '^[0-9]{4}\.html$' | sort | head -1)
post=$(cd "$work/old" && ls blog/2015/06/*.html | head -1)
for page in index.html archive.html "blog/$newest" "blog/$oldest" "$post"; do
    check "$work/old" "$page" "$old_years"
done
example_years=$(ls -d "$work/example/blog/"[0-9][0-9][0-9][0-9] | wc -l)
for page in index.html "blog/$(ls "$work/example/blog/" | grep -E '^[0-9]{4}\.html$' | sort | head -1)"; do
    check "$work/example" "$page" "$example_years"
done
echo "sidebar-browser: $old_years-year and $example_years-year blogs"
exit $failed
