#!/usr/bin/env bash
# Opens every page of the example blog that holds a layout diagram, and the harder diagrams of
# scripts/checks/diagrams/, in headless Chromium; measures each label and view there and fails on two
# labels overlapping, a label crossing a view's edge, text outside the picture, or a label whose drawn
# width differs by more than 5% from the width the layout measured.
set -euo pipefail
cd "$(dirname "$0")/../.."
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list | grep -q "DejaVuSans.ttf" || need+=(fonts-dejavu-core)
fc-list :lang=zh | grep -q . || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$blog" build --source . --output "$work/site" > /dev/null
pages=()
while IFS= read -r page; do pages+=("$page"); done < <(grep -rl 'class="layout-diagram"' "$work/site" --include='*.html' | sort)
# The harder diagrams, each drawn alone into a page of its own.
for block in scripts/checks/diagrams/*.layout; do
    name=$(basename "$block" .layout)
    options=$(head -1 "$block" | sed -n 's/^# options: //p')
    tail -n +2 "$block" > "$work/$name.txt"
    "$blog" layout render "$work/$name.txt" --options "$options" -o "$work/$name.svg"
    { echo '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0;width:704px">'; cat "$work/$name.svg"; echo '</body></html>'; } > "$work/$name.html"
    pages+=("$work/$name.html")
done
failed=0
total_diagrams=0; total_labels=0; total_widths=0
for page in "${pages[@]}"; do
    python3 - "$page" "${page%.html}.measured.html" <<'PY'
import sys
page, out = sys.argv[1], sys.argv[2]
script = open("scripts/checks/diagram-measure.js", encoding="utf-8").read()
html = open(page, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(html.replace("</body>", "<script>" + script + "</script></body>", 1))
PY
    json=$(chromium --headless --no-sandbox --disable-gpu --window-size=1280,2000 --virtual-time-budget=3000 \
        --dump-dom "file://${page%.html}.measured.html" 2>/dev/null | sed -n 's|.*<pre id="diagram-measure">\(.*\)</pre>.*|\1|p')
    [ -n "$json" ] || { echo "$page: the measurement did not run"; failed=1; continue; }
    read -r diagrams labels widths maxerr switches focused findings < <(python3 -c '
import html, json, sys
r = json.loads(html.unescape(sys.argv[1]))
print(r["diagrams"], r["labels"], r["widths"], round(r["maxWidthError"] * 100, 2), r["switches"], r["focused"], len(r["findings"]))
for f in r["findings"]: print("  " + f, file=sys.stderr)' "$json")
    echo "${page#$work/}: $diagrams diagrams, $labels labels, $widths label widths (largest difference ${maxerr}%), $switches widths switched, $focused views focused, $findings findings"
    total_diagrams=$((total_diagrams + diagrams)); total_labels=$((total_labels + labels)); total_widths=$((total_widths + widths))
    [ "$findings" -eq 0 ] || failed=1
done
echo "diagram-browser: $total_diagrams diagrams, $total_labels labels, $total_widths label widths measured in Chromium"
exit $failed
