#!/usr/bin/env bash
# `blog import mpc` as a user runs it, on the fixture MPC site: import, build, then check the result with
# an independent reader of the source (scripts/mpc_audit.py) and the site checker; a second import writes
# nothing; the same site saved with CRLF imports to the same files; an incomplete import exits 1.
set -euo pipefail
cd "$(dirname "$0")/../.."
# check_site.py reads the feed with feedparser (site.sh, later in the order, installs it too).
python3 -c "import feedparser" 2>/dev/null || pip install -q feedparser
source scripts/checks/lib/blog-binary.bash
fixture="$PWD/Tests/BlogTests/Fixtures/mpc"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

site="$work/site"
mkdir -p "$site"
printf 'title: Imported\nbaseURL: https://example.com/\nlanguage: zh-cn\nunsafe: true\ninclude: [code/.site-header.htm]\n' > "$site/blog.yml"
"$blog" import mpc "$fixture" --published "$PWD/Tests/BlogTests/Fixtures/mpc-published" --into "$site" > "$work/first.txt"
cat "$work/first.txt"
grep -q '^13 entries in 6 months → 13 posts; 4 pages; 6 resource files; 0 skipped; 24 files written; 4 categories.$' "$work/first.txt"
"$blog" build --source "$site" --output "$site/site"
python3 scripts/mpc_audit.py "$fixture" "$site/site"
python3 scripts/check_site.py "$site/site"

# A second import writes nothing and still counts everything.
"$blog" import mpc "$fixture" --published "$PWD/Tests/BlogTests/Fixtures/mpc-published" --into "$site" > "$work/second.txt"
grep -q '13 posts; 4 pages; 6 resource files; 0 skipped; 0 files written' "$work/second.txt"

# The whole source saved with CRLF (and with lone CRs) imports to byte-identical files.
for ending in crlf cr; do
    copy="$work/source-$ending"
    cp -r "$fixture" "$copy"
    find "$copy" -name '*.md' -print0 | while IFS= read -r -d '' file; do
        if [ "$ending" = crlf ]; then sed -i 's/\r$//; s/$/\r/' "$file"; else python3 -c "import sys; p=sys.argv[1]; d=open(p,'rb').read().replace(b'\r\n',b'\n').replace(b'\n',b'\r'); open(p,'wb').write(d)" "$file"; fi
    done
    other="$work/site-$ending"
    mkdir -p "$other"
    cp "$site/blog.yml" "$other/"
    "$blog" import mpc "$copy" --published "$PWD/Tests/BlogTests/Fixtures/mpc-published" --into "$other" > /dev/null
    diff -r "$site/content" "$other/content"
    diff "$site/redirects.yml" "$other/redirects.yml"
done

# A post edited by hand is left alone, and the import says it is incomplete (exit 1).
echo "edited" > "$site/content/posts/2014/2014-12-p0.md"
if "$blog" import mpc "$fixture" --published "$PWD/Tests/BlogTests/Fixtures/mpc-published" --into "$site" > /dev/null 2> "$work/err.txt"; then
    echo "an incomplete import exited 0"; exit 1
fi
grep -q 'error: the import is incomplete: 1 of 13 entries were not imported.' "$work/err.txt"
echo "mpc-import: ok"
