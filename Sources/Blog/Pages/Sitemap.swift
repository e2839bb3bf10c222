// sitemap.xml (with each page's versions in other languages as `xhtml:link` alternates) and robots.txt.

/// Writes the sitemap and robots.txt.
enum Sitemap {
    /// One page the sitemap lists.
    struct Entry {
        /// Its absolute URL, as its canonical link says it.
        var url: String
        /// Its versions in every language, itself included (empty when it has no translation): language tag and URL.
        var alternates: [(language: String, url: String)] = []
        /// When it last changed, for a post: its `lastmod`, else its date (RFC 3339, which the sitemap's W3C Datetime takes).
        var lastModified: String?
    }

    /// A sitemap listing `entries` (HTML pages; redirects and 404 are left out by the caller), sorted by URL; the
    /// alternates are Google's `xhtml:link rel="alternate" hreflang` form.
    static func xml(_ entries: [Entry]) -> String {
        let hasAlternates = entries.contains { !$0.alternates.isEmpty }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
            + (hasAlternates ? " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\"" : "") + ">\n"
        for entry in entries.sorted(by: { $0.url < $1.url }) {
            let lastModified = entry.lastModified.map { "<lastmod>\(HTMLEscaping.text($0))</lastmod>" } ?? ""
            guard !entry.alternates.isEmpty else {
                xml += "  <url><loc>\(HTMLEscaping.text(entry.url))</loc>\(lastModified)</url>\n"
                continue
            }
            xml += "  <url>\n    <loc>\(HTMLEscaping.text(entry.url))</loc>\n" + (lastModified.isEmpty ? "" : "    " + lastModified + "\n")
            for alternate in entry.alternates {
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTMLEscaping.attribute(alternate.language))\" href=\"\(HTMLEscaping.attribute(alternate.url))\"/>\n"
            }
            xml += "  </url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// robots.txt allowing everything and naming the sitemap.
    static func robots(baseURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(SitePaths.absolute(SitePaths.sitemap, baseURL: baseURL))\n"
    }
}
