#!/usr/bin/env python3
"""Checks an imported MarkdownProjectCompositor site against its source, reading the source on its own.

A second opinion on `blog import mpc`, independent of its Swift parser: every `#pN` entry of every month
file must be on the built month page (default theme markup) at its anchor under its own `## ` title, the
month page must hold no other post, and every project page (`cs/X.md`) must be built at `cs/X.html` under
its `#title`. An anchor used twice in a month is expected to move to another anchor of the same page.

Usage: mpc_audit.py MPC_SOURCE BUILT_SITE    (exit 1 on any difference)
"""
import html
import os
import re
import sys

MONTH = re.compile(r"^(\d{4})-(\d{2})(\.md)?$")
ANCHOR = re.compile(r"^#(p\d+)[ \t]*$")
TITLE = re.compile(r"^##[ \t]+(.+?)[ \t]*$")
FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
POST = re.compile(r'<a id="(p\d+)"></a>\s*<header>\s*<h2 class="post-title"><a href="[^"]*">(.*?)</a></h2>', re.S)
PAGE_TITLE = re.compile(r'<h1 class="page-title">(.*?)</h1>', re.S)


def read(path):
    with open(path, "rb") as f:
        text = f.read().decode("utf-8-sig")
    # MPC ran dos2unix on its sources: CRLF and CR are line ends like LF.
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def outside_code(lines):
    fence = None
    for line in lines:
        m = FENCE.match(line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line.strip(" \t`~"):
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        yield line


def plain(text):
    return " ".join(html.unescape(re.sub(r"</?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?/?>", "", text)).split())


def month_entries(lines):
    """[(anchor, title)] in file order: an entry runs from its #pN line to the next one. In a month
    written without #pN, each #date starts an entry, and its anchor is None."""
    entries = []
    anchored = any(ANCHOR.match(line) for line in outside_code(lines))
    for line in outside_code(lines):
        m = ANCHOR.match(line) if anchored else re.match(r"^#date\b", line)
        if m:
            entries.append([m.group(1) if anchored else None, None])
            continue
        t = TITLE.match(line)
        if t and entries and entries[-1][1] is None:
            entries[-1][1] = plain(t.group(1))
    return [(a, t or "Untitled") for a, t in entries]


def main(source, site):
    problems = []
    months = entries_count = 0
    blog = os.path.join(source, "blog")
    for name in sorted(os.listdir(blog)):
        m = MONTH.match(name)
        if not m:
            continue
        months += 1
        expected = month_entries(read(os.path.join(blog, name)))
        entries_count += len(expected)
        page_path = os.path.join(site, "blog", f"{m.group(1)}-{m.group(2)}.html")
        if not os.path.exists(page_path):
            problems.append(f"blog/{name}: no month page {page_path}")
            continue
        with open(page_path, encoding="utf-8") as f:
            built = [(a, plain(t)) for a, t in POST.findall(f.read())]
        if len(built) != len(expected):
            problems.append(f"blog/{name}: {len(expected)} entries, but the month page shows {len(built)} posts")
        by_anchor = dict(built)
        seen = set()
        if expected and expected[0][0] is None:
            if sorted(t for _, t in expected) != sorted(t for _, t in built):
                problems.append(f"blog/{name}: the entries {[t for _, t in expected]} are not the page's posts {[t for _, t in built]}")
            continue
        for anchor, title in expected:
            if anchor in seen:
                # The second entry with one anchor keeps its title under another anchor of the page.
                if title not in [t for a, t in built if a not in {x for x, _ in expected}]:
                    problems.append(f"blog/{name}: the second #{anchor} '{title}' is not on the page under a new anchor")
                continue
            seen.add(anchor)
            if by_anchor.get(anchor) != title:
                problems.append(f"blog/{name}: #{anchor} should be '{title}', the page has '{by_anchor.get(anchor)}'")
    pages = 0
    for project in sorted(os.listdir(source)):
        folder = os.path.join(source, project)
        if project.startswith(".") or not os.path.isdir(folder):
            continue
        for root, dirs, files in os.walk(folder):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for file in sorted(files):
                rel = os.path.relpath(os.path.join(root, file), source)
                if not file.endswith(".md") or file.startswith(".") or (project == "blog" and MONTH.match(file)):
                    continue
                pages += 1
                lines = read(os.path.join(root, file))
                titles = [l[len("#title"):].strip() for l in outside_code(lines) if re.match(r"^#title[ \t]", l)]
                title = plain(titles[0]) if titles else file[:-3]
                built_path = os.path.join(site, rel[:-3] + ".html")
                if not os.path.exists(built_path):
                    problems.append(f"{rel}: not built at {rel[:-3]}.html")
                    continue
                with open(built_path, encoding="utf-8") as f:
                    found = PAGE_TITLE.search(f.read())
                if not found or plain(found.group(1)) != title:
                    problems.append(f"{rel}: should be titled '{title}', the page has '{found and plain(found.group(1))}'")
    for p in problems:
        print(p)
    print(f"mpc_audit: {entries_count} entries in {months} months, {pages} project pages; {len(problems)} differences")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
