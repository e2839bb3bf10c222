#!/usr/bin/env python3
"""Checks a built site: every internal link and #anchor resolves, feed.xml and every term's feed are valid Atom with absolute
URLs, sitemap.xml parses and lists every HTML page, and every page's link preview (Open Graph, Twitter card,
schema.org JSON-LD) is complete, absolute and points at files the site has. Usage: check_site.py SITE_DIR | --self-test"""
import datetime
import html.parser
import json
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


def check_feeds(site):
    """feed.xml, and the feed of every term of every taxonomy (blog/category/*.xml, blog/tag/*.xml, blog/series/*.xml):
    each folder of blog/ that is no year's."""
    feeds = ["feed.xml"]
    blog = os.path.join(site, "blog")
    folders = sorted(f"blog/{name}" for name in os.listdir(blog) if not name.isdigit() and os.path.isdir(os.path.join(blog, name))) \
        if os.path.isdir(blog) else []
    for folder in folders:
        if os.path.isdir(os.path.join(site, folder)):
            feeds += sorted(f"{folder}/{name}" for name in os.listdir(os.path.join(site, folder)) if name.endswith(".xml"))
    return [problem for feed in feeds for problem in check_feed(site, feed)]


def check_feed(site, name="feed.xml"):
    problems = []
    path = os.path.join(site, name)
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as error:
        return [f"{name}: {error}"]
    if root.tag != ATOM + "feed":
        problems.append(f"{name}: the root element is not an Atom <feed>")
    for required in ("id", "title", "updated"):
        if root.find(ATOM + required) is None:
            problems.append(f"{name}: the feed has no <{required}>")
    entries = root.findall(ATOM + "entry")
    if not entries:
        problems.append(f"{name}: no entries")
    for entry in entries:
        for required in ("id", "title", "updated", "content"):
            if entry.find(ATOM + required) is None:
                problems.append(f"{name}: an entry has no <{required}>")
        for link in entry.findall(ATOM + "link"):
            if not urllib.parse.urlsplit(link.get("href", "")).scheme:
                problems.append(f"{name}: entry link '{link.get('href')}' is not absolute")
    try:
        import feedparser
        parsed = feedparser.parse(path)
        if parsed.bozo:
            problems.append(f"{name}: feedparser: {parsed.bozo_exception}")
        elif parsed.version != "atom10":
            problems.append(f"{name}: feedparser reads it as '{parsed.version}', not Atom 1.0")
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


class PreviewParser(html.parser.HTMLParser):
    """Collects a page's <meta property|name> values, its canonical link and its JSON-LD scripts."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.meta = {}  # key -> [content]
        self.canonical = None
        self.scripts = []
        self.in_json = False

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "meta":
            key = attributes.get("property") or attributes.get("name")
            if key:
                self.meta.setdefault(key, []).append(attributes.get("content") or "")
        elif tag == "link" and attributes.get("rel") == "canonical":
            self.canonical = attributes.get("href")
        elif tag == "script" and attributes.get("type") == "application/ld+json":
            self.in_json = True
            self.scripts.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_json = False

    def handle_data(self, data):
        if self.in_json:
            self.scripts[-1] += data


def check_previews(site, pages):
    """Every page blog rendered has a complete link preview; returns 'file: message' problems."""
    problems = []
    for page in pages:
        relative = os.path.relpath(page, site)
        if relative == "404.html" or is_redirect(page) or not is_generated(page):
            continue
        parser = PreviewParser()
        with open(page, encoding="utf-8") as f:
            parser.feed(f.read())
        meta = {key: values[0] for key, values in parser.meta.items()}
        def problem(message):
            problems.append(f"{relative}: {message}")
        for key in ("og:title", "og:type", "og:url", "og:site_name", "twitter:card"):
            if not meta.get(key):
                problem(f"no {key}")
        # A description is left out when there is none to give (a site without one, a post without text), never empty.
        if "og:description" in meta and not meta["og:description"].strip():
            problem("an empty og:description")
        url = meta.get("og:url", "")
        if url != parser.canonical:
            problem(f"og:url '{url}' is not the canonical URL '{parser.canonical}'")
        # The site's base URL: the canonical URL without the page's own path (the home page's is the base URL).
        base = parser.canonical or ""
        encoded = urllib.parse.quote(relative)
        if relative != "index.html" and base.endswith(encoded):
            base = base[: -len(encoded)]
        def check_image(image, where):
            split = urllib.parse.urlsplit(image)
            if split.scheme not in ("http", "https"):
                problem(f"{where} '{image}' is not absolute")
            elif image.startswith(base):
                target = os.path.join(site, urllib.parse.unquote(image[len(base):]))
                if not os.path.isfile(target):
                    problem(f"{where} '{image}' is no file of the site")
        if "og:image" in meta:
            check_image(meta["og:image"], "og:image")
        expected_card = "summary_large_image" if "og:image" in meta else "summary"
        if meta.get("twitter:card") != expected_card:
            problem(f"twitter:card is '{meta.get('twitter:card')}', not '{expected_card}'")
        is_article = meta.get("og:type") == "article"
        types = []
        for text in parser.scripts:
            if "<" in text:
                problem("JSON-LD holds '<'")
            try:
                data = json.loads(text)
            except ValueError as error:
                problem(f"JSON-LD does not parse: {error}")
                continue
            if data.get("@context") != "https://schema.org":
                problem("JSON-LD without the schema.org @context")
            for item in data.get("@graph", [data]):
                types.append(item.get("@type"))
                if item.get("@type") == "BlogPosting":
                    for key in ("headline", "datePublished", "dateModified", "url", "publisher"):
                        if not item.get(key):
                            problem(f"BlogPosting without {key}")
                    if item.get("url") != url:
                        problem(f"BlogPosting url '{item.get('url')}' is not og:url")
                    for key in ("datePublished", "dateModified"):
                        try:
                            datetime.datetime.fromisoformat(item.get(key, ""))
                        except ValueError:
                            problem(f"BlogPosting {key} '{item.get(key)}' is no ISO 8601 date")
                    if item.get("headline") != meta.get("og:title"):
                        problem("BlogPosting headline is not og:title")
                    for image in item.get("image", []):
                        check_image(image, "JSON-LD image")
        if is_article:
            if "BlogPosting" not in types:
                problem("an article without a BlogPosting")
            for key in ("article:published_time", "article:modified_time"):
                if not meta.get(key):
                    problem(f"an article without {key}")
        if relative == "index.html" and not {"WebSite", "Blog"} <= set(types):
            problem("the home page's JSON-LD has no WebSite and Blog")
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
    return link_problems + check_feeds(site) + check_sitemap(site, pages) + check_previews(site, pages), len(pages)


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
        head = ('<meta name="generator" content="blog"><link rel="canonical" href="https://e.com/b/blog/x.html">'
                '<meta property="og:title" content="X"><meta property="og:type" content="article">'
                '<meta property="og:url" content="https://e.com/b/blog/x.html"><meta property="og:site_name" content="S">'
                '<meta property="og:description" content="D"><meta property="og:image" content="https://e.com/b/none.png">'
                '<meta name="twitter:card" content="summary">'
                '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting",'
                '"headline":"Y","datePublished":"2024-01-02T00:00:00+00:00","dateModified":"yesterday",'
                '"url":"https://e.com/b/blog/x.html","publisher":{"name":"S"}}</script>')
        write("blog/x.html", head)
        problems = check_previews(site, [os.path.join(site, "blog/x.html")])
        expected = {"blog/x.html: og:image 'https://e.com/b/none.png' is no file of the site",
                    "blog/x.html: twitter:card is 'summary', not 'summary_large_image'",
                    "blog/x.html: BlogPosting dateModified 'yesterday' is no ISO 8601 date",
                    "blog/x.html: BlogPosting headline is not og:title",
                    "blog/x.html: an article without article:published_time",
                    "blog/x.html: an article without article:modified_time"}
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
