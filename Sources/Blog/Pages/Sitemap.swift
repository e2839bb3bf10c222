// sitemap.xml and robots.txt.

/// Writes the sitemap and robots.txt.
enum Sitemap {
    /// A sitemap listing `paths` (HTML pages, sorted) under the base URL; redirects and 404 are left out by the caller.
    static func xml(paths: [String], baseURL: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths.sorted() {
            xml += "  <url><loc>\(HTMLEscaping.text(SitePaths.absolute(path, baseURL: baseURL)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// robots.txt allowing everything and naming the sitemap.
    static func robots(baseURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(SitePaths.absolute(SitePaths.sitemap, baseURL: baseURL))\n"
    }
}
