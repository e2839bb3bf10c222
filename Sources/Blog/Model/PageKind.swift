// Every kind of page a build makes, and the template that renders it.

/// A kind of page: its template (`templates/<name>.mustache`) and the `page.kind` its context carries are both
/// `templateName`. Where each kind's pages go is `SitePaths`'s.
public enum PageKind: String, Sendable, CaseIterable {
    /// `index.html`, `page/2.html`, …: the newest posts, a page at a time.
    case index
    /// `blog/2021-07.html`: every post of a month in full, each at its `#pN` anchor.
    case month
    /// `blog/2021.html`: a year's months with their posts' titles.
    case year
    /// `blog/2021/07/slug.html`: one post.
    case post
    /// `blog/category/slug.html`: a category's posts by month.
    case category
    /// `blog/tag/slug.html`: a tag's posts by month.
    case tag
    /// `tags.html`: every tag.
    case tags
    /// `blog/series/slug.html`: the posts of a term of a taxonomy of `taxonomies:`, oldest first.
    case term
    /// `series.html`: every term of a taxonomy of `taxonomies:`.
    case terms
    /// `archive.html`: every post by month.
    case archive
    /// `categories.html`: every category.
    case categories
    /// A standalone page from `content/pages/`.
    case page
    /// `search.html`, when the site has search.
    case search
    /// `404.html`.
    case notFound = "404"
    /// An old path (`aliases:`, `redirects.yml`) that sends the reader on.
    case redirect

    /// The template that renders this kind of page, and the `page.kind` its context carries.
    public var templateName: String { rawValue }

    /// Whether every theme must have this kind's template. Year, search, tag and taxonomy pages came after
    /// themes were written: a theme without their templates gets the default theme's.
    var isRequiredInTheme: Bool { ![.year, .search, .tag, .tags, .term, .terms].contains(self) }

    /// Whether pages of this kind are listed in the sitemap (not the 404 page, not redirects).
    var isInSitemap: Bool { self != .notFound && self != .redirect }
}
