#!/usr/bin/env python3
"""Checks a built site: every internal link and #anchor resolves, feed.xml is valid Atom with absolute
URLs, sitemap.xml parses and lists every HTML page. Usage: check_site.py SITE_DIR | --self-test"""
import html.parser
import os
import sys
import tempfile
import urllib.parse
import xml.etree.ElementTree as ET

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


class PageParser(html.parser.HTMLParser):
    """Collects the ids a page defines and the URLs it references."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (attribute, url, line)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("id", "name") if tag == "a" else ("id",):
            if attributes.get(name):
                self.ids.add(attributes[name])
        for name in ("href", "src"):
            if name in attributes and attributes[name] is not None and tag not in ("svg",):
                self.links.append((name, attributes[name], self.getpos()[0]))


def is_external(url):
    scheme = urllib.parse.urlsplit(url).scheme
    return scheme in ("http", "https", "mailto", "data", "javascript", "tel") or url.startswith("//")


def check_links(site):
    """Returns a list of 'file:line: message' for broken internal links and anchors."""
    pages = {}
    for folder, _, files in os.walk(site):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                parser = PageParser()
                with open(path, encoding="utf-8") as f:
                    parser.feed(f.read())
                pages[os.path.normpath(path)] = parser
    problems = []
    for path, parser in sorted(pages.items()):
        for attribute, url, line in parser.links:
            if not url or is_external(url):
                continue
            parts = urllib.parse.urlsplit(url)
            target_path = urllib.parse.unquote(parts.path)
            if target_path.startswith("/"):
                problems.append(f"{os.path.relpath(path, site)}:{line}: root-absolute {attribute} '{url}' breaks under a base path")
                continue
            target = os.path.normpath(os.path.join(os.path.dirname(path), target_path)) if target_path else path
            if os.path.isdir(target):
                target = os.path.join(target, "index.html")
            if not os.path.realpath(target).startswith(os.path.realpath(site) + os.sep):
                problems.append(f"{os.path.relpath(path, site)}:{line}: {attribute} '{url}' leaves the site")
            elif not os.path.isfile(target):
                problems.append(f"{os.path.relpath(path, site)}:{line}: {attribute} '{url}' points at a missing file")
            elif parts.fragment:
                fragment = urllib.parse.unquote(parts.fragment)
                ids = pages[target].ids if target in pages else None
                if ids is not None and fragment not in ids:
                    problems.append(f"{os.path.relpath(path, site)}:{line}: {attribute} '{url}': no id '{fragment}' in {os.path.relpath(target, site)}")
    return problems, sorted(pages)


def check_feed(site):
    problems = []
    path = os.path.join(site, "feed.xml")
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as error:
        return [f"feed.xml: {error}"]
    if root.tag != ATOM + "feed":
        problems.append("feed.xml: the root element is not an Atom <feed>")
    for required in ("id", "title", "updated"):
        if root.find(ATOM + required) is None:
            problems.append(f"feed.xml: the feed has no <{required}>")
    entries = root.findall(ATOM + "entry")
    if not entries:
        problems.append("feed.xml: no entries")
    for entry in entries:
        for required in ("id", "title", "updated", "content"):
            if entry.find(ATOM + required) is None:
                problems.append(f"feed.xml: an entry has no <{required}>")
        for link in entry.findall(ATOM + "link"):
            if not urllib.parse.urlsplit(link.get("href", "")).scheme:
                problems.append(f"feed.xml: entry link '{link.get('href')}' is not absolute")
    try:
        import feedparser
        parsed = feedparser.parse(path)
        if parsed.bozo:
            problems.append(f"feed.xml: feedparser: {parsed.bozo_exception}")
        elif parsed.version != "atom10":
            problems.append(f"feed.xml: feedparser reads it as '{parsed.version}', not Atom 1.0")
    except ImportError:
        problems.append("feedparser is not installed (pip install feedparser)")
    return problems


def check_sitemap(site, pages):
    path = os.path.join(site, "sitemap.xml")
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as error:
        return [f"sitemap.xml: {error}"]
    listed = set()
    for url in root.findall(SITEMAP + "url"):
        location = url.findtext(SITEMAP + "loc") or ""
        if not urllib.parse.urlsplit(location).scheme:
            return [f"sitemap.xml: '{location}' is not absolute"]
        path_listed = urllib.parse.unquote(urllib.parse.urlsplit(location).path)
        listed.add(path_listed + "index.html" if path_listed.endswith("/") else path_listed)
    problems = []
    for page in pages:
        relative = os.path.relpath(page, site)
        if relative == "404.html" or is_redirect(page) or not is_generated(page):
            continue
        if not any(entry.endswith("/" + relative) for entry in listed):
            problems.append(f"sitemap.xml: {relative} is not listed")
    return problems


def is_generated(path):
    """Whether blog rendered the page (static HTML copied from content/ is not a page of the sitemap)."""
    with open(path, encoding="utf-8") as f:
        return '<meta name="generator" content="blog' in f.read(4096)


def is_redirect(path):
    with open(path, encoding="utf-8") as f:
        return 'http-equiv="refresh"' in f.read(2048)


def check(site):
    link_problems, pages = check_links(site)
    return link_problems + check_feed(site) + check_sitemap(site, pages), len(pages)


def self_test():
    """The checker must find what is broken and nothing in what is not."""
    with tempfile.TemporaryDirectory() as site:
        def write(path, text):
            os.makedirs(os.path.dirname(os.path.join(site, path)), exist_ok=True)
            with open(os.path.join(site, path), "w", encoding="utf-8") as f:
                f.write(text)
        write("index.html", '<a href="blog/a.html#p0">a</a><a href="blog/a.html#p9">bad anchor</a>'
              '<a href="missing.html">missing</a><a href="https://example.com/">external</a>'
              '<a href="/root.html">root</a><img src="blog/%E5%B8%83.png">')
        write("blog/a.html", '<a id="p0"></a><a href="../index.html">home</a>')
        write("blog/布.png", "")
        problems, _ = check_links(site)
        expected = {"index.html:1: href 'blog/a.html#p9': no id 'p9' in blog/a.html",
                    "index.html:1: href 'missing.html' points at a missing file",
                    "index.html:1: root-absolute href '/root.html' breaks under a base path"}
        if set(problems) != expected:
            print("self-test failed:", problems)
            return 1
    print("check_site self-test: ok")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    problems, count = check(sys.argv[1])
    for problem in problems:
        print(problem)
    print(f"check_site: {count} pages, {len(problems)} problems")
    sys.exit(1 if problems else 0)
