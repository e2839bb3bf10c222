// One post as read from content/posts: its front matter and rendered Markdown.

/// A post, before the site model gives it a month, an anchor and neighbours.
public struct Post: Sendable, Hashable {
    /// The fields, shared between copies until one is changed: a site's posts are copied through every
    /// step of a build, and one reference is cheaper to copy than a dozen strings and arrays.
    private final class Storage: Sendable {
        let sourcePath: String
        let title: String
        let date: PostDate
        let categories: [String]
        let tags: [String]
        let isDraft: Bool
        let slug: String
        let summaryHTML: String
        let contentHTML: String
        let hasMore: Bool
        let forcedAnchor: Int?
        let tocHTML: String?
        let aliases: [String]
        let anchorLocation: SourceLocation?
        let slugLocation: SourceLocation
        /// Where `contentHTML` has ids and `#links`.
        let contentIDPlaces: HTMLIDPlaces
        /// Where `contentHTML` has site-root markers.
        let contentSiteRootMarkers: [Range<Int>]

        init(sourcePath: String, title: String, date: PostDate, categories: [String], tags: [String], isDraft: Bool, slug: String, summaryHTML: String, contentHTML: String, hasMore: Bool, forcedAnchor: Int?, tocHTML: String?, aliases: [String], anchorLocation: SourceLocation?, slugLocation: SourceLocation) {
            self.sourcePath = sourcePath
            self.title = title
            self.date = date
            self.categories = categories
            self.tags = tags
            self.isDraft = isDraft
            self.slug = slug
            self.summaryHTML = summaryHTML
            self.contentHTML = contentHTML
            self.hasMore = hasMore
            self.forcedAnchor = forcedAnchor
            self.tocHTML = tocHTML
            self.aliases = aliases
            self.anchorLocation = anchorLocation
            self.slugLocation = slugLocation
            contentIDPlaces = HTMLIDPlaces(of: contentHTML)
            contentSiteRootMarkers = SiteRoot.markerRanges(in: contentHTML)
        }

        func with(_ change: (inout Fields) -> Void) -> Storage {
            var fields = Fields(self)
            change(&fields)
            return Storage(sourcePath: fields.sourcePath, title: fields.title, date: fields.date, categories: fields.categories, tags: fields.tags, isDraft: fields.isDraft, slug: fields.slug, summaryHTML: fields.summaryHTML, contentHTML: fields.contentHTML, hasMore: fields.hasMore, forcedAnchor: fields.forcedAnchor, tocHTML: fields.tocHTML, aliases: fields.aliases, anchorLocation: fields.anchorLocation, slugLocation: fields.slugLocation)
        }
    }

    /// A mutable copy of the fields, for changing one.
    private struct Fields {
        var sourcePath: String
        var title: String
        var date: PostDate
        var categories: [String]
        var tags: [String]
        var isDraft: Bool
        var slug: String
        var summaryHTML: String
        var contentHTML: String
        var hasMore: Bool
        var forcedAnchor: Int?
        var tocHTML: String?
        var aliases: [String]
        var anchorLocation: SourceLocation?
        var slugLocation: SourceLocation

        init(_ storage: Storage) {
            sourcePath = storage.sourcePath
            title = storage.title
            date = storage.date
            categories = storage.categories
            tags = storage.tags
            isDraft = storage.isDraft
            slug = storage.slug
            summaryHTML = storage.summaryHTML
            contentHTML = storage.contentHTML
            hasMore = storage.hasMore
            forcedAnchor = storage.forcedAnchor
            tocHTML = storage.tocHTML
            aliases = storage.aliases
            anchorLocation = storage.anchorLocation
            slugLocation = storage.slugLocation
        }
    }

    private var storage: Storage

    /// Creates a post.
    public init(sourcePath: String, title: String, date: PostDate, categories: [String], tags: [String], isDraft: Bool, slug: String, summaryHTML: String, contentHTML: String, hasMore: Bool, forcedAnchor: Int?, tocHTML: String?, aliases: [String], anchorLocation: SourceLocation?, slugLocation: SourceLocation) {
        storage = Storage(sourcePath: sourcePath, title: title, date: date, categories: categories, tags: tags, isDraft: isDraft, slug: slug, summaryHTML: summaryHTML, contentHTML: contentHTML, hasMore: hasMore, forcedAnchor: forcedAnchor, tocHTML: tocHTML, aliases: aliases, anchorLocation: anchorLocation, slugLocation: slugLocation)
    }

    /// The source file relative to the site root (`content/posts/2021/layout.md`).
    public var sourcePath: String {
        get { storage.sourcePath }
        set { storage = storage.with { $0.sourcePath = newValue } }
    }

    /// The title.
    public var title: String {
        get { storage.title }
        set { storage = storage.with { $0.title = newValue } }
    }

    /// The date as written.
    public var date: PostDate {
        get { storage.date }
        set { storage = storage.with { $0.date = newValue } }
    }

    /// Category names as written (merged by slug in the site model).
    public var categories: [String] {
        get { storage.categories }
        set { storage = storage.with { $0.categories = newValue } }
    }

    /// Tags as written.
    public var tags: [String] {
        get { storage.tags }
        set { storage = storage.with { $0.tags = newValue } }
    }

    /// Whether the post is a draft.
    public var isDraft: Bool {
        get { storage.isDraft }
        set { storage = storage.with { $0.isDraft = newValue } }
    }

    /// The URL slug of its own page.
    public var slug: String {
        get { storage.slug }
        set { storage = storage.with { $0.slug = newValue } }
    }

    /// The summary HTML.
    public var summaryHTML: String {
        get { storage.summaryHTML }
        set { storage = storage.with { $0.summaryHTML = newValue } }
    }

    /// The content HTML.
    public var contentHTML: String {
        get { storage.contentHTML }
        set { storage = storage.with { $0.contentHTML = newValue } }
    }

    /// Where the content HTML has ids and `#links` (found once, when the post is made).
    var contentIDPlaces: HTMLIDPlaces { storage.contentIDPlaces }

    /// Where the content HTML has site-root markers (found once, when the post is made: every page that shows the post
    /// resolves them, and looking for them again on each was 1% of a highlighted build's time).
    var contentSiteRootMarkers: [Range<Int>] { storage.contentSiteRootMarkers }

    /// Whether the summary is shorter than the content.
    public var hasMore: Bool {
        get { storage.hasMore }
        set { storage = storage.with { $0.hasMore = newValue } }
    }

    /// The anchor forced with `anchor: pN`, as its number.
    public var forcedAnchor: Int? {
        get { storage.forcedAnchor }
        set { storage = storage.with { $0.forcedAnchor = newValue } }
    }

    /// The table of contents HTML, when asked for.
    public var tocHTML: String? {
        get { storage.tocHTML }
        set { storage = storage.with { $0.tocHTML = newValue } }
    }

    /// Old site paths that redirect to this post (`aliases:`).
    public var aliases: [String] {
        get { storage.aliases }
        set { storage = storage.with { $0.aliases = newValue } }
    }

    /// The 1-based line and column of the `anchor:` value, for clash errors.
    public var anchorLocation: SourceLocation? {
        get { storage.anchorLocation }
        set { storage = storage.with { $0.anchorLocation = newValue } }
    }

    /// Where the `slug` came from, for duplicate errors.
    public var slugLocation: SourceLocation {
        get { storage.slugLocation }
        set { storage = storage.with { $0.slugLocation = newValue } }
    }

    /// Whether both are copies of one post value (a cheap test that implies equality).
    func sharesStorage(with other: Post) -> Bool { storage === other.storage }

    public static func == (a: Post, b: Post) -> Bool {
        if a.storage === b.storage { return true }
        return a.sourcePath == b.sourcePath
            && a.title == b.title
            && a.date == b.date
            && a.categories == b.categories
            && a.tags == b.tags
            && a.isDraft == b.isDraft
            && a.slug == b.slug
            && a.summaryHTML == b.summaryHTML
            && a.contentHTML == b.contentHTML
            && a.hasMore == b.hasMore
            && a.forcedAnchor == b.forcedAnchor
            && a.tocHTML == b.tocHTML
            && a.aliases == b.aliases
            && a.anchorLocation == b.anchorLocation
            && a.slugLocation == b.slugLocation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(sourcePath)
        hasher.combine(title)
        hasher.combine(date)
        hasher.combine(categories)
        hasher.combine(tags)
        hasher.combine(isDraft)
        hasher.combine(slug)
        hasher.combine(summaryHTML)
        hasher.combine(contentHTML)
        hasher.combine(hasMore)
        hasher.combine(forcedAnchor)
        hasher.combine(tocHTML)
        hasher.combine(aliases)
        hasher.combine(anchorLocation)
        hasher.combine(slugLocation)
    }
}

/// A standalone page from content/pages.
public struct StandalonePage: Sendable, Hashable {
    /// The source file relative to the site root.
    public var sourcePath: String
    /// The output path (`about.html`).
    public var outputPath: String
    /// The title.
    public var title: String
    /// The page's meta description.
    public var description: String
    /// The content HTML.
    public var contentHTML: String
    /// The table of contents (`toc:` in the front matter), if asked for.
    public var tocHTML: String?
}
