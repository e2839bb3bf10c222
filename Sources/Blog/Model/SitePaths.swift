// Output paths and the URLs that point at them: relative from a page, absolute from the base URL, percent-encoded.

/// URL arithmetic for site paths (`blog/2021/07/x.html`, always `/`-separated, relative to the site root).
public enum SitePaths {
    /// The prefix from the page at `path` to the site root: `""`, `"../"`, `"../../"`.
    public static func root(of path: String) -> String {
        String(repeating: "../", count: path.reduce(0) { $1 == "/" ? $0 + 1 : $0 })
    }

    /// `path` with each component percent-encoded (CJK and spaces become `%XX`), `/` kept.
    public static func encode(_ path: String) -> String {
        if path.utf8.allSatisfy(isKept) { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` stays as is in a URL path: ASCII letters, digits, `-._~/#`.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "#"):
            return true
        default:
            return false
        }
    }

    /// The URL of `target` (a site path, optionally with `#fragment`) from a page whose root prefix is `root`.
    public static func relative(_ target: String, root: String) -> String { root + encode(target) }

    /// The absolute URL of `target`; the index page is the base URL itself.
    public static func absolute(_ target: String, baseURL: String) -> String {
        target == home ? baseURL : baseURL + encode(target)
    }
}

/// Where every file a build makes goes: the one home of each output path rule (`PageKind` names the pages).
extension SitePaths {
    /// The extensions of Markdown sources, in any case: `.md`, and those Jekyll reads (`markdown_ext`) and Hugo's
    /// `.mdown`, so a moved-in blog's `.markdown` posts are posts, not files published raw.
    public static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkdown", "mkdn", "mkd"]

    /// Whether the source at `path` is Markdown, by its extension.
    public static func isMarkdown(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return markdownExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Whether the source at `path` is a section page as Hugo and Zola name it: `_index.md`, or a translation of one
    /// (`_index.en.md`).
    public static func isSectionPage(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard isMarkdown(String(name)) else { return false }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        return parts.first == "_index" && (parts.count == 1 || (parts.count == 2 && !parts[parts.startIndex + 1].isEmpty))
    }

    /// The first index page, which the base URL itself shows.
    public static let home = "index.html"
    public static let archive = "archive.html"
    public static let categories = "categories.html"
    public static let tags = "tags.html"
    /// The default theme's icons.
    public static let favicon = "favicon.svg"
    public static let appleTouchIcon = "apple-touch-icon.png"
    /// The default theme's script that adds copy buttons to code blocks.
    public static let copyScript = "copy.js"
    /// The default theme's script that lets a keyboard move through a diagram's views.
    public static let diagramScript = "diagrams.js"
    /// The default theme's script behind the header's dark-theme toggle.
    public static let themeScript = "theme.js"
    public static let search = "search.html"
    /// Where a site's `pagePaths:` is told to move the lists when a page of its own takes their paths (the error's
    /// suggestion, and what the Jekyll import writes).
    public static let movedArchive = "posts-by-month.html", movedCategories = "all-categories.html", movedTags = "all-tags.html",
                      movedSearch = "search-the-site.html"
    /// The folder of a site's posts, pages and files (`content/posts/`, `content/pages/`).
    public static let contentFolder = "content"
    /// The folder of a site's interface strings, `i18n/<lang>.yml` (read, not published).
    public static let interfaceStringsFolder = "i18n"
    public static let notFound = "404.html"
    public static let feed = "feed.xml"
    public static let sitemap = "sitemap.xml"
    public static let robots = "robots.txt"
    /// The default theme's style sheet and the search script, which every page links.
    public static let stylesheet = "style.css"
    public static let searchScript = "search.js"
    /// The folder of the search index's files (`Search`'s `SearchIndex` writes what is inside).
    public static let searchIndexFolder = "search/"

    /// Index page `number` (1-based): `index.html`, then `page/2.html`, …
    public static func indexPage(_ number: Int) -> String { number == 1 ? home : "page/\(number).html" }

    /// The page of a month, by its key (`2021-07` → `blog/2021-07.html`).
    public static func monthPage(key: String) -> String { "blog/\(key).html" }

    /// The page of a year (`blog/2021.html`).
    public static func yearPage(_ year: Int) -> String { "blog/\(pad(year, 4)).html" }

    /// A post's own page, by its date and slug (`blog/2021/07/slug.html`).
    public static func postPage(year: Int, month: Int, slug: String) -> String {
        "blog/\(pad(year, 4))/\(pad(month))/\(slug).html"
    }

    /// The page of a category, by its slug (`blog/category/slug.html`).
    public static func categoryPage(slug: String) -> String { "blog/category/\(slug).html" }

    /// The Atom feed of a category.
    public static func categoryFeed(slug: String) -> String { "blog/category/\(slug).xml" }

    /// The page of a tag.
    public static func tagPage(slug: String) -> String { "blog/tag/\(slug).html" }

    /// The Atom feed of a tag.
    public static func tagFeed(slug: String) -> String { "blog/tag/\(slug).xml" }

    /// The page of a term of a taxonomy of `taxonomies:` (`blog/series/<slug>.html`).
    public static func termPage(taxonomy name: String, slug: String) -> String { "blog/\(name)/\(slug).html" }

    /// The Atom feed of a term of a taxonomy of `taxonomies:`.
    public static func termFeed(taxonomy name: String, slug: String) -> String { "blog/\(name)/\(slug).xml" }

    /// The page listing every term of a taxonomy of `taxonomies:` (`series.html`).
    public static func terms(taxonomy name: String) -> String { "\(name).html" }
}
