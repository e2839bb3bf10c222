#!/usr/bin/env bash
# Opens every page of the example blog holding highlighted code in headless Chromium, in the light and the
# dark palette, and fails when a block's text differs from the same block built with `highlight: false`, when
# selecting a block copies anything but its code (line numbers, markup), when a line number is not drawn, or
# when a token's colour is not readable on its background (WCAG AA, 4.5:1) or keywords, strings, comments and
# numbers are not coloured at all.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$blog" build --source . --output "$work/site" > /dev/null
# The same site with highlighting off: the reference text of every block.
mkdir "$work/plain-source"
cp -r content templates blog.yml "$work/plain-source/"
[ -f redirects.yml ] && cp redirects.yml "$work/plain-source/"
printf '\nhighlight: false\n' >> "$work/plain-source/blog.yml"
"$blog" build --source "$work/plain-source" --output "$work/plain" > /dev/null
failed=0
pages=0; blocks=0; tokens=0
while IFS= read -r page; do
    relative=${page#$work/site/}
    # Beside the page, so that its relative links to the style sheet resolve.
    measured="${page%.html}.measured.html"
    python3 - "$page" "$measured" <<'PY'
import sys
page, out = sys.argv[1], sys.argv[2]
script = open("scripts/checks/highlight-measure.js", encoding="utf-8").read()
html = open(page, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(html.replace("</body>", "<script>" + script + "</script></body>", 1))
PY
    for scheme in light dark; do
        flag=$([ "$scheme" = dark ] && echo 0 || echo 1)
        chromium --headless --no-sandbox --disable-gpu --window-size=1280,2000 --virtual-time-budget=3000 \
            --blink-settings=preferredColorScheme=$flag --dump-dom "file://$measured" 2>/dev/null \
            | sed -n 's|.*<pre id="highlight-measure">\(.*\)</pre>.*|\1|p' > "$work/$scheme.json"
    done
    summary=$(python3 - "$work/light.json" "$work/dark.json" "$work/plain/$relative" "$relative" <<'PY'
import html, json, re, sys
light_path, dark_path, plain_path, name = sys.argv[1:5]
findings = []
runs = {}
for scheme, path in (("light", light_path), ("dark", dark_path)):
    text = open(path, encoding="utf-8").read().strip()
    if not text:
        print(f"0 0 0 the measurement did not run in the {scheme} palette"); sys.exit(0)
    runs[scheme] = json.loads(html.unescape(text))
    findings += [f"{scheme}: {f}" for f in runs[scheme]["findings"]]
light = runs["light"]
# The reference: each <pre><code> of the plain page, in order, as text.
plain = open(plain_path, encoding="utf-8").read()
expected = [html.unescape(re.sub(r"<[^>]+>", "", m)) for m in re.findall(r"<pre><code[^>]*>(.*?)</code></pre>", plain, re.S)]
# Only the blocks the highlighted page highlighted (those with a known language) are measured: match by text.
for i, block in enumerate(light["blocks"]):
    if block["text"] not in expected:
        findings.append(f"block {i + 1} ({block['language']}): its text differs from the plain build's")
    if block["copied"].replace("\r\n", "\n").rstrip("\n") != block["text"].rstrip("\n"):
        findings.append(f"block {i + 1} ({block['language']}): selecting it copies {block['copied'][:60]!r}, not its code")
    if block["numbers"] and not all(n.lstrip("-").isdigit() for n in block["numbers"]):
        findings.append(f"block {i + 1}: line numbers drawn as {block['numbers'][:3]}")
for f in findings:
    print("  " + f, file=sys.stderr)
numbered = sum(1 for b in light["blocks"] if b["numbers"])
print(f'{len(light["blocks"])} {light["tokens"]} {len(findings)} {numbered} numbered, lowest contrast {min(light["minContrast"], runs["dark"]["minContrast"]):.2f}')
PY
)
    read -r n_blocks n_tokens n_findings rest <<< "$summary"
    echo "$relative: $n_blocks blocks, $n_tokens tokens, $rest, $n_findings findings"
    pages=$((pages + 1)); blocks=$((blocks + n_blocks)); tokens=$((tokens + n_tokens))
    [ "$n_findings" = 0 ] && [ "$n_blocks" != 0 ] || failed=1
done < <(grep -rl 'class="highlight"' "$work/site" --include='*.html' | sort)
[ "$pages" -gt 0 ] || { echo "highlight-browser: no page holds highlighted code"; exit 1; }
echo "highlight-browser: $pages pages, $blocks blocks, $tokens tokens measured in Chromium (light and dark)"
exit $failed
