#!/usr/bin/env bash
# The reproducers of issue 39 against the real binary: each hostile site must end with its expected exit code and
# message, under a 2 GiB address-space cap and a 60 s hang guard; no file outside the output may change, and a feed
# built from control characters must parse as XML. Each case prints its time and peak memory (docs/security.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
failures=0
fail() { echo "hostile inputs: $*"; failures=$((failures + 1)); }

# A site folder with blog.yml and one post whose front matter and body are given.
site() {
    rm -rf "$work/site" "$work/out"
    mkdir -p "$work/site/content/posts"
    printf 'title: Hostile\n' >"$work/site/blog.yml"
}
post() { cat >"$work/site/content/posts/p.md"; }

# Runs `blog build` on the site, expecting exit code $1 and the text $2 in its output (case $3).
expect() {
    local code=$1 text=$2 name=$3
    local start=$SECONDS status=0
    ( ulimit -v $((2 << 20)); /usr/bin/time -f '%e s %M KB' -o "$work/time" \
        timeout 60 "$blog" build --source "$work/site" --output "$work/out" ) >"$work/log" 2>&1 || status=$?
    printf '  %-34s exit %s, %s\n' "$name" "$status" "$(tail -1 "$work/time" 2>/dev/null)"
    [ "$status" = "$code" ] || { fail "$name: exit $status, expected $code"; head -5 "$work/log"; return; }
    grep -qF -- "$text" "$work/log" || { fail "$name: no '$text' in:"; head -5 "$work/log"; }
}

echo "hostile inputs (exit code, wall time, peak memory):"

# An existing folder given as the output keeps its files.
site; printf -- '---\ntitle: P\ndate: 2021-07-17\n---\nHello.\n' | post
mkdir -p "$work/documents"; echo mine >"$work/documents/letter.txt"
ln -s "$work/documents" "$work/out"
expect 1 "holds files blog did not write ('letter.txt')" "output: a folder of someone else's"
[ "$(cat "$work/documents/letter.txt")" = mine ] || fail "letter.txt changed"
[ ! -e "$work/.documents.previous" ] && [ ! -e "$work/.out.previous" ] || fail "a kept tree was made of a foreign folder"
rm "$work/out"
expect 0 "Built 1 post" "output: a new folder"
echo extra >"$work/out/extra.txt"
expect 1 "its .blog-manifest does not list them" "output: a file added to a built site"
rm -f "$work/out/extra.txt"
expect 0 "Built 1 post" "output: built again"
# A snapshot that shares the output's files by hard link is never written through, however many builds follow.
cp -al "$work/out" "$work/snapshot"; cp -a "$work/out" "$work/copy"
for title in One Two Three; do
    printf 'title: %s\n' "$title" >"$work/site/blog.yml"
    "$blog" build --source "$work/site" --output "$work/out" >/dev/null
done
diff -r "$work/snapshot" "$work/copy" >/dev/null || fail "a hard-linked snapshot of the site changed"
# Folders left by a killed build (pid 2^22+1 does not run) are removed by the next.
mkdir -p "$work/.out.staging-4194305-7/blog"; echo x >"$work/.out.staging-4194305-7/blog/a.html"
expect 0 "Built 1 post" "output: a killed build's staging folder"
[ ! -e "$work/.out.staging-4194305-7" ] || fail "a killed build's staging folder was left"

# Links out of the site, special files.
site; printf -- '---\ntitle: P\ndate: 2021-07-17\n---\nHello.\n' | post
ln -s /etc/passwd "$work/site/content/passwd"
expect 1 "'content/passwd' is a symbolic link that leads outside the site folder (to '/etc/passwd')" "link to /etc/passwd"
rm "$work/site/content/passwd"; ln -s /etc "$work/site/content/etc"
expect 1 "'content/etc' is a symbolic link that leads outside" "link to /etc"
rm "$work/site/content/etc"; ln -s /proc/self/pagemap "$work/site/content/pagemap"
expect 1 "'content/pagemap' is a symbolic link that leads outside" "link to /proc/self/pagemap"
rm "$work/site/content/pagemap"; ln -s /proc/self/environ "$work/site/templates"
expect 1 "'templates' is a symbolic link that leads outside" "templates -> /proc/self/environ"
rm "$work/site/templates"; mkfifo "$work/site/content/pipe"
expect 1 "'content/pipe' is a FIFO" "a FIFO in content/"
rm "$work/site/content/pipe"
[ ! -e "$work/out/passwd" ] && [ ! -e "$work/out/pagemap" ] || fail "a file from outside the site was published"

# cmark-gfm's quadratic inputs and the per-post budget.
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + "|a" * 3000 + "|\n" + "|-" * 3000 + "|\n" + "x\n" * 3000)' | post
expect 1 "Its tables hold more than 100000 cells" "wide table over short rows"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + "www.a_" * 40000)' | post
expect 1 "would scan more than 20000000 bytes" "autolink run www.a_ x40000"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\na" + "<!--" * 50000)' | post
expect 1 "more than 10000 inline markers" "HTML comment openers x50000"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + "[" * 50000 + "a")' | post
expect 1 "more than 10000 inline markers" "open brackets x50000"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + "$a " * 1300000)' | post
expect 0 "Built 1 post" "math: dollars x1300000 closing nothing"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n$" + "{" * 10000 + "$\n\n$" + "\\sqrt" * 3000 + "x$")' | post
expect 1 "the formula nests deeper than 64 levels" "math: groups 10000 and roots 3000 deep"
site; printf -- '---\ntitle: P\ndate: 2021-07-17\n---\n![a](/images/a.png) ![b](/images/b.svg)\n' | post
mkdir -p "$work/site/content/images"
python3 -c 'import sys; sys.stdout.buffer.write(bytes([0xFF, 0xD8]) + bytes([0xFF, 0xE1, 0xFF, 0xFF]) * 400000)' >"$work/site/content/images/a.png"
python3 -c 'print("<svg width=\"" + "9" * 3000000 + "\" height=\"1e308\">")' >"$work/site/content/images/b.svg"
expect 0 "Built 1 post" "images: endless JPEG segments, SVG sizes past Int"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + "> " * 5000 + "deep")' | post
expect 1 "Block quotes nest more than 64" "block quotes 5000 deep"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\n---\n" + ("a" * 79 + "\n") * 60000)' | post
expect 1 "at most 4194304 (4 MiB) are read" "a 4.8 MB post"

# A layout block the constraint solver cannot finish in bounded work: a chain of 3,000 views whose widths come last.
site; python3 -c '
n = 3000
lines = ["---", "title: P", "date: 2021-07-17", "---", "```layout", "screen 375x667"]
lines += ["view v%d in screen" % i for i in range(n)]
lines += ["v%d.leading == v%d.trailing + 1" % (i, i - 1) for i in range(1, n)]
lines += ["v%d.width == 10" % i for i in range(n)]
print("\n".join(lines + ["```"]))' | post
expect 1 "the layout is too large for the constraint solver" "layout: 3000 chained views"

# Front matter: depth, aliases, terms per post.
site; python3 -c 'print("+++\ntitle = \"P\"\ndate = 2021-07-17\n" + ".".join(["a"] * 30000) + " = 1\n+++\nHello.")' | post
expect 1 "a dotted key of more than 32 parts" "TOML: 30000 dotted keys"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\nx: " + "[" * 20000 + "]" * 20000 + "\n---\nHello.")' | post
expect 1 "nests lists or mappings more than 32 deep" "YAML: lists 20000 deep"
site; python3 -c '
lines = ["---", "title: P", "date: 2021-07-17", "a: &a [" + ", ".join(["w%d" % i for i in range(100)]) + "]", "b: &b [" + ", ".join(["*a"] * 100) + "]", "tags: [" + ", ".join(["*b"] * 6000) + "]", "---", "Hello."]
print("\n".join(lines))' | post
expect 1 "more than 10000 values once its aliases" "YAML: a list anchor reused 6000 times"
site; python3 -c '
lines = ["---", "title: P", "date: 2021-07-17", "a: &a " + "x" * 10000, "tags: [" + ", ".join(["*a"] * 6000) + "]", "---", "Hello."]
print("\n".join(lines))' | post
expect 1 "more than 1048576 bytes once its aliases" "YAML: a string anchor reused 6000 times"
site; python3 -c 'print("---\ntitle: P\ndate: 2021-07-17\ncategories: [" + ", ".join("c%d" % i for i in range(5000)) + "]\n---\nHello.")' | post
expect 1 "'categories' lists 5000 names; a post may have at most 100" "5000 categories"

# Characters XML forbids reach no feed.
site; printf -- '---\ntitle: "Form\\ffeed"\ndate: 2021-07-17\n---\nA &#1; and a \001 raw.\n' | post
expect 0 "Built 1 post" "control characters in title and body"
python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1]); xml.dom.minidom.parse(sys.argv[2])' \
    "$work/out/feed.xml" "$work/out/sitemap.xml" || fail "feed.xml or sitemap.xml does not parse as XML"
"$blog" check --source "$work/site" --output "$work/out" >"$work/log" 2>&1 || { fail "blog check failed on the cleaned feed"; cat "$work/log"; }

[ "$failures" = 0 ] || { echo "hostile inputs: $failures failed"; exit 1; }
echo "hostile inputs: all held"
