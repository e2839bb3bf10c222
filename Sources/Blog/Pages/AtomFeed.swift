// feed.xml and each category's and tag's feed: Atom 1.0 of the newest 20 posts with full content and absolute URLs.

/// Writes the site's Atom feeds.
enum AtomFeed {
    /// How many posts the feed holds.
    static let limit = 20

    /// The feed document for `model` (posts newest first): the site's, or with `term` that term's posts only.
    static func xml(config: SiteConfig, model: SiteModel, term: Term? = nil, generator: String) -> String {
        let esc = HTMLEscaping.text
        let base = config.baseURL
        let posts: [PlacedPost] = term.map { $0.postIndexes.prefix(limit).map { model.posts[$0] } } ?? Array(model.posts.prefix(limit))
        let updated = posts.first.map { $0.post.date.rfc3339(in: config.timeZone) } ?? "1970-01-01T00:00:00+00:00"
        let title = term.map { "\(config.title): \($0.name)" } ?? config.title
        let page = term.map { SitePaths.absolute($0.pagePath, baseURL: base) } ?? base
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(esc(config.language))">
          <title>\(esc(title))</title>

        """
        if !config.description.isEmpty { xml += "  <subtitle>\(esc(config.description))</subtitle>\n" }
        xml += """
          <id>\(esc(page))</id>
          <link rel="alternate" type="text/html" href="\(esc(page))"/>
          <link rel="self" type="application/atom+xml" href="\(esc(SitePaths.absolute(term?.feedPath ?? SitePaths.feed, baseURL: base)))"/>
          <updated>\(updated)</updated>
          <author><name>\(esc(config.author.isEmpty ? config.title : config.author))</name></author>
          <generator>\(esc(generator))</generator>

        """
        for item in posts {
            let post = item.post
            let url = SitePaths.absolute(item.pagePath, baseURL: base)
            // `/images/a.png` is the site root's, whichever language's feed it is in.
            let content = SiteRoot.resolve(post.contentHTML, markers: post.contentSiteRootMarkers, prefix: config.siteBaseURL)
            xml += """
              <entry>
                <title>\(esc(post.title))</title>
                <id>\(esc(url))</id>
                <link rel="alternate" type="text/html" href="\(esc(url))"/>
                <published>\(post.date.rfc3339(in: config.timeZone))</published>
                <updated>\(post.updated.rfc3339(in: config.timeZone))</updated>

            """
            for slug in item.categorySlugs { xml += "    <category term=\"\(esc(slug))\"/>\n" }
            xml += "    <content type=\"html\">\(esc(content))</content>\n  </entry>\n"
        }
        return xml + "</feed>\n"
    }
}
