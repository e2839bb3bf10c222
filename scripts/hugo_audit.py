#!/usr/bin/env python3
"""hugo_audit.py HUGO_PUBLIC SITE: an independent check of a Hugo (or Zola) site imported with `blog import` and built.

HUGO_PUBLIC is what the old generator wrote for the original site (`hugo` run on its source; stub layouts will do, as
the check needs the files and the headings' ids, not the theme). SITE is `blog build`'s output of the import. It
reports every HTML page and XML feed the old site had that SITE does not answer (a page, a redirect page or a feed
copy at that path), and every heading id of the old pages that the page they now lead to lacks (an old deep link
`post/#part` that would land at the top; a missing id that more than half the pages had is the theme's, counted
apart): the first 20 of each, or all with --all. Exit 1 when a page or a feed does not answer."""
import html, os, re, sys, urllib.parse

# A heading's id, quoted or (minified output, as Zola's minify_html writes it) bare.
ID = re.compile(r'<h[1-6][^>]*? id=(?:"([^"]*)"|([^\s">]+))')
REFRESH = re.compile(r'http-equiv="refresh" content="0; url=([^"]+)"')


def read(path):
    return open(path, encoding="utf-8", errors="replace").read()


def landing(site, rel):
    """The text of the page SITE shows for the old path `rel`, following one redirect page."""
    text = read(os.path.join(site, rel))
    m = REFRESH.search(text)
    if not m:
        return text
    target = urllib.parse.urljoin("/" + rel, html.unescape(m.group(1)))
    path = os.path.join(site, urllib.parse.unquote(urllib.parse.urlparse(target).path).lstrip("/"))
    if os.path.isdir(path):
        path = os.path.join(path, "index.html")
    return read(path) if os.path.isfile(path) else None


def main(old, site, shown=20):
    counts, missing, ids_total, ids_missing, pages_by_id, pages_with_ids = {}, [], 0, [], {}, 0
    for root, _, files in os.walk(old):
        for name in sorted(files):
            if not (name.endswith(".html") or name.endswith(".xml")):
                continue
            rel = os.path.relpath(os.path.join(root, name), old)
            kind = "sitemaps" if name == "sitemap.xml" else "feeds" if name.endswith(".xml") else "pages"
            total, gone = counts.get(kind, (0, 0))
            answered = os.path.isfile(os.path.join(site, rel))
            counts[kind] = (total + 1, gone + (0 if answered else 1))
            if not answered:
                missing.append((kind, rel))
                continue
            if kind != "pages":
                continue
            ids = [html.unescape(quoted or bare) for quoted, bare in ID.findall(read(os.path.join(root, name)))]
            if not ids:
                continue
            text = landing(site, rel)
            have = set(html.unescape(i) for i in re.findall(r' id="([^"]*)"', text or ""))
            pages_with_ids += 1
            for i in set(ids):
                pages_by_id[i] = pages_by_id.get(i, 0) + 1
            for i in ids:
                ids_total += 1
                if i not in have:
                    ids_missing.append((rel, i))
    # A missing id that most pages had (a search dialog's heading) is the theme's, not a post's: counted apart.
    theme = {i for _, i in ids_missing if pages_with_ids > 4 and pages_by_id[i] * 2 > pages_with_ids}
    theme_missing = sum(1 for _, i in ids_missing if i in theme)
    ids_missing = [(rel, i) for rel, i in ids_missing if i not in theme]
    print("; ".join(f"{kind}: {total - gone}/{total} answer" for kind, (total, gone) in sorted(counts.items()))
          + f"; heading ids: {ids_total - theme_missing - len(ids_missing)}/{ids_total - theme_missing} land"
          + (f" (and {theme_missing} of the theme's do not: {', '.join(sorted(theme))})" if theme else ""))
    for kind, rel in missing[:shown]:
        print(f"  missing {kind[:-1]}: {rel}")
    for rel, i in ids_missing[:shown]:
        print(f"  heading id missing: {rel}#{i}")
    return 1 if any(kind != "sitemaps" for kind, _ in missing) else 0


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--all"]
    if len(arguments) != 2:
        sys.exit(__doc__)
    sys.exit(main(*arguments, shown=None if "--all" in sys.argv else 20))
