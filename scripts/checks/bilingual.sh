#!/usr/bin/env bash
# Builds the bilingual example blog (examples/bilingual: Chinese at the root, English under en/) and fails on what
# issue 43 asks of a site in two languages: a sitemap that does not validate (sitemap.xsd, with its xhtml:link
# alternates) or lists a page twice or one that is not there; a page whose hreflang alternates do not link back with
# the same set, name a page that is not there, or differ from its sitemap entry; a page whose <html lang> is not its
# language's; a language switch that leads nowhere. Then, in headless Chromium, the header's dark-theme toggle: a
# remembered choice paints the first frame in its palette (no flash of the other), pressing it flips the palette and
# is remembered, pressing it back to the system's scheme forgets the choice; with the system dark too. A search from
# one language's page that shows the other language's posts.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
command -v xmllint >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$blog" build --source examples/bilingual --output "$work/site" > /dev/null
failed=0

# The schema must be able to fail: a copy with a relative <loc> and a bad hreflang is refused.
sed -e '0,/<loc>https:\/\/example.com\/notes\//s//<loc>/' -e '0,/hreflang="en"/s//hreflang="english!"/' \
    "$work/site/sitemap.xml" > "$work/broken-sitemap.xml"
if xmllint --noout --schema scripts/checks/sitemap/sitemap.xsd "$work/broken-sitemap.xml" 2>/dev/null; then
    echo "FAIL the sitemap schema accepts a relative <loc> and hreflang=\"english!\""; failed=1
fi
# The site's sitemap and the English folder's own.
for sitemap in sitemap.xml en/sitemap.xml; do
    if xmllint --noout --schema scripts/checks/sitemap/sitemap.xsd "$work/site/$sitemap" 2> "$work/xmllint.txt"; then
        echo "ok   $sitemap validates against sitemap.xsd (with xhtml:link alternates)"
    else
        echo "FAIL $sitemap does not validate:"; cat "$work/xmllint.txt"; failed=1
    fi
done

python3 - "$work/site" <<'PY' || failed=1
import html, os, re, sys
from html.parser import HTMLParser
site = sys.argv[1]
base = "https://example.com/notes/"
languages = {"": "zh-cn", "en/": "en"}
def path_of(url):
    assert url.startswith(base), url
    rest = url[len(base):]
    return rest + "index.html" if rest == "" or rest.endswith("/") else rest
class Page(HTMLParser):
    def __init__(self):
        super().__init__(); self.lang = None; self.alternates = {}; self.switch = []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html": self.lang = a.get("lang")
        if tag == "link" and a.get("rel") == "alternate" and "hreflang" in a: self.alternates[a["hreflang"]] = a["href"]
        if tag == "a" and "language-link" in (a.get("class") or ""): self.switch.append(a["href"])
pages = {}
for folder, _, files in os.walk(site):
    for name in files:
        if name.endswith(".html"):
            path = os.path.relpath(os.path.join(folder, name), site)
            parser = Page(); parser.feed(open(os.path.join(site, path), encoding="utf-8").read()); pages[path] = parser
findings = []
linked = 0
for path, page in sorted(pages.items()):
    if path.startswith("old/") or 'http-equiv="refresh"' in open(os.path.join(site, path), encoding="utf-8").read():
        continue
    prefix = "en/" if path.startswith("en/") else ""
    if page.lang != languages[prefix]: findings.append(f"{path}: <html lang={page.lang}>, not {languages[prefix]}")
    for href in page.switch:
        # The 404 page's links are absolute: it is served at any depth.
        target = path_of(href) if href.startswith("http") else os.path.normpath(os.path.join(os.path.dirname(path), href))
        if target not in pages: findings.append(f"{path}: the language switch leads to {href}, not a page")
    if not page.alternates: continue
    linked += 1
    if set(page.alternates) - {"x-default"} != {"zh-cn", "en"} or "x-default" not in page.alternates:
        findings.append(f"{path}: alternates {sorted(page.alternates)}")
    own = page.alternates.get(languages[prefix])
    if own is None or path_of(own) != path: findings.append(f"{path}: its own alternate is {own}")
    for language, url in page.alternates.items():
        other = path_of(url)
        if other not in pages: findings.append(f"{path}: its {language} alternate {url} is not a page"); continue
        if pages[other].alternates != page.alternates: findings.append(f"{path}: {other} does not link back with the same alternates")
# The sitemap: each page once, alternates as in the page's head.
sitemap = open(os.path.join(site, "sitemap.xml"), encoding="utf-8").read()
entries = re.findall(r"<url>(.*?)</url>", sitemap, re.S)
locs = [html.unescape(re.search(r"<loc>(.*?)</loc>", e).group(1)) for e in entries]
if len(locs) != len(set(locs)): findings.append("the sitemap lists a page twice")
for entry, loc in zip(entries, locs):
    path = path_of(loc)
    if path not in pages: findings.append(f"sitemap: {loc} is not a page"); continue
    alternates = dict((l, html.unescape(h)) for l, h in re.findall(r'hreflang="([^"]+)" href="([^"]+)"', entry))
    if alternates != pages[path].alternates: findings.append(f"sitemap: {loc}'s alternates differ from its page's")
expected = {"index.html", "en/index.html", "blog/2026/11/stack-views.html", "en/blog/2026/11/stack-views.html",
            "blog/2026/11/auto-layout-zh.html", "en/blog/2026/11/priorities.html", "about.html", "en/about.html"}
for path in sorted(expected):
    if not pages.get(path) or not pages[path].alternates: findings.append(f"{path}: no translation linked")
for finding in findings: print("FAIL " + finding)
if not findings:
    print(f"ok   {len(pages)} pages in two languages: {linked} linked both ways to their translations, {len(locs)} sitemap entries")
sys.exit(1 if findings else 0)
PY

port=$((8700 + RANDOM % 250))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$work/site" > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
page=en/blog/2026/11/stack-views.html
measure() {   # name stored-choice chromium-flags… → the measurement's JSON
    local name=$1 stored=$2; shift 2
    python3 - "$work/site/$page" "$work/site/${page%.html}.$name.html" "$stored" <<'PY'
import sys
page, measured, stored = sys.argv[1:4]
text = open(page, encoding="utf-8").read()
# A choice remembered from an earlier visit: in storage before the page's own head script runs.
if stored != "none":
    text = text.replace("<head>", "<head><script>localStorage.setItem('blog-theme', '%s')</script>" % stored, 1)
# What the first frame shows: the body's colours once the head (its script and style sheet) is done, before any content.
text = text.replace("<body", "<script>window.firstPaint = 1</script><body", 1)
text = text.replace('<a class="skip"', "<script>window.firstPaint = getComputedStyle(document.body).backgroundColor</script><a class=\"skip\"", 1)
text = text.replace("</body>", "<script>" + open("scripts/checks/theme-measure.js", encoding="utf-8").read() + "</script></body>", 1)
open(measured, "w", encoding="utf-8").write(text)
PY
    chromium --headless --no-sandbox --disable-gpu --window-size=1280,800 --virtual-time-budget=5000 "$@" \
        --dump-dom "http://127.0.0.1:$port/${page%.html}.$name.html" 2>/dev/null | sed -n 's|.*<pre id="theme-measure">\(.*\)</pre>.*|\1|p'
}
judge() {   # json name expected-first-palette system-palette
    python3 - "$@" <<'PY'
import html, json, sys
text, name, first, system = sys.argv[1:5]
if not text.strip(): print(f"FAIL {name}: the measurement did not run"); sys.exit(1)
m = json.loads(html.unescape(text))
dark, light = "rgb(13, 17, 23)", "rgb(255, 255, 255)"
palette = {"dark": dark, "light": light}
other = "light" if system == "dark" else "dark"
findings = []
if m["firstPaint"] != palette[first]: findings.append(f"first frame {m['firstPaint']}, not {first}")
if not m["shown"]: findings.append("the toggle is hidden")
if m["pressed"][0] != ("true" if first == "dark" else "false"): findings.append(f"aria-pressed {m['pressed'][0]} on a {first} page")
flipped = "light" if first == "dark" else "dark"
if m["background"][1] != palette[flipped]: findings.append(f"pressed once: {m['background'][1]}, not {flipped}")
if m["diagramText"][1] != ("rgb(243, 244, 246)" if flipped == "dark" else "rgb(17, 24, 39)"): findings.append(f"pressed once: diagram text {m['diagramText'][1]}")
expected_store = None if flipped == system else flipped
if m["stored"][1] != expected_store: findings.append(f"pressed once: stored {m['stored'][1]}, not {expected_store}")
back = first
expected_store = None if back == system else back
if m["background"][2] != palette[back]: findings.append(f"pressed twice: {m['background'][2]}, not {back}")
if m["stored"][2] != expected_store: findings.append(f"pressed twice: stored {m['stored'][2]}, not {expected_store}")
print(("FAIL " if findings else "ok   ") + name + ": " + ("; ".join(findings) if findings else
      f"first frame {first}, pressed → {flipped} (stored {m['stored'][1]}), pressed again → {back} (stored {m['stored'][2]})"))
sys.exit(1 if findings else 0)
PY
}
darkFlags=(--force-dark-mode --blink-settings=preferredColorScheme=0)
judge "$(measure light-none none)" "system light, nothing stored" light light || failed=1
judge "$(measure light-dark dark)" "system light, dark remembered" dark light || failed=1
judge "$(measure dark-none none "${darkFlags[@]}")" "system dark, nothing stored" dark dark || failed=1
judge "$(measure dark-light light "${darkFlags[@]}")" "system dark, light remembered" light dark || failed=1

# Search: a word both languages' posts have finds, from each language's page, that language's posts only.
search() {   # page → the hrefs of the header box's results, one a line
    python3 - "$work/site/$1" "$work/site/${1%.html}.searched.html" <<'PY'
import sys
page, measured = sys.argv[1:3]
probe = """<script>
window.addEventListener('load', async () => {
  const form = document.querySelector('form.site-search'), input = form.querySelector('input[type=search]');
  input.value = 'UIStackView';
  input.dispatchEvent(new Event('input', { bubbles: true }));
  for (let waited = 0; form.getAttribute('data-searched') !== 'UIStackView' && waited < 10000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  const pre = document.createElement('pre');
  pre.id = 'searched';
  pre.textContent = [...form.querySelectorAll('.search-results li a.search-title')].map((a) => a.href).join(' ');
  document.body.appendChild(pre);
});
</script>"""
open(measured, "w", encoding="utf-8").write(open(page, encoding="utf-8").read().replace("</body>", probe + "</body>", 1))
PY
    chromium --headless --no-sandbox --disable-gpu --window-size=1280,800 --virtual-time-budget=15000 \
        --dump-dom "http://127.0.0.1:$port/${1%.html}.searched.html" 2>/dev/null | sed -n 's|.*<pre id="searched">\(.*\)</pre>.*|\1|p'
}
for page in index.html en/index.html; do
    hrefs=$(search "$page")
    case $page in en/*) inside=yes ;; *) inside=no ;; esac
    python3 - "$page" "$inside" "$hrefs" "http://127.0.0.1:$port/" <<'PY' || failed=1
import sys
page, inside, hrefs, base = sys.argv[1], sys.argv[2] == "yes", sys.argv[3].split(), sys.argv[4]
wrong = [h for h in hrefs if h.startswith(base + "en/") != inside]
if not hrefs or wrong:
    print(f"FAIL search for UIStackView from {page}: {len(hrefs)} results" + (f", {len(wrong)} in the other language: {wrong}" if wrong else ""))
    sys.exit(1)
print(f"ok   search for UIStackView from {page}: {len(hrefs)} results, all in its language")
PY
done
exit $failed
