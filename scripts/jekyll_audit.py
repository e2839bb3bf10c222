#!/usr/bin/env python3
"""jekyll_audit.py SOURCE SITE: an independent check of a Jekyll site imported with `blog import jekyll` and built.

It reads SOURCE's _config.yml, _posts/ and the collections Jekyll wrote on its own (PyYAML, Jekyll's permalink
rules written again here) and reports every post and collection document whose old URL does not answer in SITE
(the built output): a page or a redirect at the file Jekyll wrote. It also counts pages that still hold raw Liquid ({% or {{ outside <pre>/<code>).
Exit 1 when a post's old URL is missing."""
import html, os, re, sys
from datetime import datetime
import yaml

STYLES = {"date": "/:categories/:year/:month/:day/:title:output_ext", "pretty": "/:categories/:year/:month/:day/:title/",
          "ordinal": "/:categories/:year/:y_day/:title:output_ext", "none": "/:categories/:title:output_ext"}

def front_matter(path):
    text = open(path, encoding="utf-8-sig").read()
    if not text.startswith("---"):
        return {}
    end = text.find("\n---", 3)
    try:
        return yaml.safe_load(text[3:end]) or {}
    except yaml.YAMLError:
        return {}

def slugify(text):
    return re.sub(r"^-|-$", "", re.sub(r"[^\w._~!$&'()+,;=@]+", "-", text))

def old_file(url):
    path = url.lstrip("/")
    if path == "" or path.endswith("/"):
        return path + "index.html"
    return path if os.path.splitext(path)[1] else path + ".html"

def main(source, site):
    config = yaml.safe_load(open(os.path.join(source, "_config.yml"), encoding="utf-8-sig").read().replace("\t", " ")) or {}
    style = str(config.get("permalink") or "date")
    collections = config.get("collections") or {}
    if isinstance(collections, dict) and isinstance(collections.get("posts"), dict) and collections["posts"].get("permalink"):
        style = str(collections["posts"]["permalink"])   # the posts collection's own template wins
    template = STYLES.get(style, style)
    posts = missing = 0
    for root, _, names in os.walk(source):
        if "_posts" not in root.split(os.sep):
            continue
        for name in sorted(names):
            m = re.match(r"(\d{4})-(\d{1,2})-(\d{1,2})-(.+)\.(md|markdown|mdown|mkd|mkdn|html)$", name)
            if not m:
                continue
            matter = front_matter(os.path.join(root, name))
            if matter.get("published") is False:
                continue   # Jekyll did not publish it: it had no URL
            posts += 1
            date = matter.get("date")
            if isinstance(date, str):
                nums = [int(n) for n in re.findall(r"\d+", date)[:3]]
                date = datetime(*nums)
            if not isinstance(date, datetime):
                date = datetime(int(m[1]), int(m[2]), int(m[3]))
            cats = matter.get("categories") or matter.get("category") or []
            if isinstance(cats, str):
                cats = cats.split()
            above = os.path.relpath(root, source).split(os.sep)
            cats = [c for c in above[:above.index("_posts")]] + [str(c) for c in cats]
            seen = []
            for c in cats:
                if c.lower() not in seen:
                    seen.append(c.lower())
            slug = str(matter.get("slug") or m[4])
            values = {"year": f"{date.year:04d}", "month": f"{date.month:02d}", "day": f"{date.day:02d}",
                      "i_month": str(date.month), "i_day": str(date.day), "y_day": f"{date.timetuple().tm_yday:03d}",
                      "title": slugify(slug), "slug": slugify(slug).lower(), "categories": "/".join(seen), "output_ext": ".html"}
            url = str(matter.get("permalink") or template)
            for key in sorted(values, key=len, reverse=True):
                url = url.replace("/:" + key, "") if values[key] == "" and key == "categories" else url.replace(":" + key, values[key])
            url = re.sub("/+", "/", url)
            target = os.path.join(site, old_file(url))
            if not os.path.isfile(target):
                missing += 1
                print(f"{os.path.relpath(os.path.join(root, name), source)}: old URL {url} does not answer ({old_file(url)} missing)")
    # Documents of collections Jekyll wrote: their own permalink, the collection's, else /:collection/:path with the
    # site style's end (jekyll/collection.rb url_template, Utils.add_permalink_suffix).
    documents = 0
    pretty = style == "pretty" or STYLES.get(style, style).endswith("/")
    folder = str(config.get("collections_dir") or "").strip("/")
    for label, settings in (collections.items() if isinstance(collections, dict) else []):
        if label == "posts" or not isinstance(settings, dict) or settings.get("output") is not True:
            continue
        own = settings.get("permalink")
        pattern = STYLES.get(own, own) if own else "/:collection/:path" + ("/" if pretty else ":output_ext")
        base = os.path.join(source, folder, "_" + label)
        for root, _, names in os.walk(base):
            for name in sorted(names):
                full = os.path.join(root, name)
                if not re.search(r"\.(md|markdown|mdown|mkd|mkdn|html)$", name) or not open(full, "rb").read(3) == b"---":
                    continue
                matter = front_matter(full)
                documents += 1
                rel = os.path.splitext(os.path.relpath(full, base))[0]
                stem = os.path.basename(rel)
                slug = str(matter.get("slug") or stem)
                values = {"collection": label, "path": rel, "name": slugify(stem).lower(), "title": slugify(slug),
                          "slug": slugify(slug).lower(), "output_ext": ".html"}
                url = str(matter.get("permalink") or pattern)
                for key in sorted(values, key=len, reverse=True):
                    url = url.replace(":" + key, values[key])
                url = re.sub("/+", "/", url if url.startswith("/") else "/" + url)
                if not os.path.isfile(os.path.join(site, old_file(url))):
                    missing += 1
                    print(f"{os.path.relpath(full, source)}: old URL {url} does not answer ({old_file(url)} missing)")
    raw = 0
    for root, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                text = open(os.path.join(root, name), encoding="utf-8").read()
                text = re.sub(r"<(pre|code)[\s>].*?</\1>", "", text, flags=re.S)
                if re.search(r"\{%|\{\{[<%]", text):
                    raw += 1
                    print(f"{os.path.relpath(os.path.join(root, name), site)}: raw Liquid or shortcode outside code")
    print(f"{posts} posts, {documents} collection documents, {posts + documents - missing} old URLs answer, {missing} missing; {raw} pages with raw Liquid")
    return 1 if missing else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
