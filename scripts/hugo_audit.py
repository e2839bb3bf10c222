#!/usr/bin/env python3
"""hugo_audit.py HUGO_PUBLIC SITE: an independent check of a Hugo (or Zola) site imported with `blog import` and built.

HUGO_PUBLIC is what the old generator wrote for the original site (`hugo` run on its source; stub layouts will do, as
the check needs the files and the headings' ids, not the theme). SITE is `blog build`'s output of the import. It
reports every HTML page and XML feed the old site had that SITE does not answer (a page, a redirect page or a feed
copy at that path), and every heading id of the old pages that the page they now lead to lacks (an old deep link
`post/#part` that would land at the top). Exit 1 when a page or a feed does not answer."""
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


def main(old, site):
    counts, missing, ids_total, ids_missing = {}, [], 0, []
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
            for i in ids:
                ids_total += 1
                if i not in have:
                    ids_missing.append((rel, i))
    print("; ".join(f"{kind}: {total - gone}/{total} answer" for kind, (total, gone) in sorted(counts.items()))
          + f"; heading ids: {ids_total - len(ids_missing)}/{ids_total} land")
    for kind, rel in missing[:20]:
        print(f"  missing {kind[:-1]}: {rel}")
    for rel, i in ids_missing[:20]:
        print(f"  heading id missing: {rel}#{i}")
    return 1 if any(kind != "sitemaps" for kind, _ in missing) else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
