// feed.xml: an Atom 1.0 feed of the newest 20 posts with full content and absolute URLs.

/// Writes the site's Atom feed.
enum AtomFeed {
    /// How many posts the feed holds.
    static let limit = 20

    /// The feed document for `model` (posts newest first).
    static func xml(config: SiteConfig, model: SiteModel, generator: String) -> String {
        let esc = HTMLEscaping.text
        let base = config.baseURL
        let posts = model.posts.prefix(limit)
        let updated = posts.first.map { $0.post.date.rfc3339(in: config.timeZone) } ?? "1970-01-01T00:00:00+00:00"
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(esc(config.language))">
          <title>\(esc(config.title))</title>

        """
        if !config.description.isEmpty { xml += "  <subtitle>\(esc(config.description))</subtitle>\n" }
        xml += """
          <id>\(esc(base))</id>
          <link rel="alternate" type="text/html" href="\(esc(base))"/>
          <link rel="self" type="application/atom+xml" href="\(esc(SitePaths.absolute(SitePaths.feed, baseURL: base)))"/>
          <updated>\(updated)</updated>
          <author><name>\(esc(config.author.isEmpty ? config.title : config.author))</name></author>
          <generator>\(esc(generator))</generator>

        """
        for item in posts {
            let post = item.post
            let url = SitePaths.absolute(item.pagePath, baseURL: base)
            let content = SiteRoot.resolve(post.contentHTML, markers: post.contentSiteRootMarkers, prefix: base)
            xml += """
              <entry>
                <title>\(esc(post.title))</title>
                <id>\(esc(url))</id>
                <link rel="alternate" type="text/html" href="\(esc(url))"/>
                <published>\(post.date.rfc3339(in: config.timeZone))</published>
                <updated>\(post.date.rfc3339(in: config.timeZone))</updated>

            """
            for slug in item.categorySlugs { xml += "    <category term=\"\(esc(slug))\"/>\n" }
            xml += "    <content type=\"html\">\(esc(content))</content>\n  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}
