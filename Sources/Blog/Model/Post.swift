// One post as read from content/posts: what places it (its outline) and what it shows (its body).

/// What places a post on the site: everything that decides the site model (order, months, anchors, paths,
/// categories, the model's diagnostics) and what other posts' pages show of it besides its summary.
public struct PostOutline: Sendable, Hashable {
    /// The source file relative to the site root (`content/posts/2021/layout.md`).
    public var sourcePath: String
    public var title: String
    /// The date as written.
    public var date: PostDate
    /// Category names as written (merged by slug in the site model).
    public var categories: [String]
    /// Tags as written.
    public var tags: [String]
    public var isDraft: Bool
    /// The URL slug of its own page.
    public var slug: String
    /// The anchor forced with `anchor: pN`, as its number.
    public var forcedAnchor: Int?
    /// Old site paths that redirect to this post (`aliases:`).
    public var aliases: [String]
    /// The 1-based line and column of the `anchor:` value, for clash errors.
    public var anchorLocation: SourceLocation?
    /// Where the `slug` came from, for duplicate errors.
    public var slugLocation: SourceLocation
    /// What link previews and search results say of the post (`description:`); nil: an excerpt of its summary.
    public var description: String? = nil
    /// The cover (`image:`): shown above the post and in link previews.
    public var image: SiteLink? = nil
    /// The author when not the site's (`author:`).
    public var author: String? = nil
    /// The post's language when not the site's (`lang:`, a BCP 47 tag such as `en` or `zh-tw`), lowercased.
    public var language: String? = nil
    /// What its translations share (`key:` and its `translationKey:`, else `file:` and its path without the language of
    /// its name); nil when not read from a file.
    public var translationKey: String? = nil
    /// When the post last changed (`lastmod:`), if it says.
    public var lastModified: PostDate? = nil
    /// When it last changed, else when it was written: a feed entry's `<updated>`, a sitemap's `<lastmod>`.
    public var updated: PostDate { lastModified ?? date }
    /// Not published before (`publishDate:`, Hugo's); nil: its `date`.
    public var publishDate: PostDate? = nil
    /// Not published from then on (`expiryDate:`, Hugo's), if it says.
    public var expiryDate: PostDate? = nil
    /// Whether its page shows the site's comments (`comments: false` turns them off).
    public var allowsComments = true
    /// Where it is discussed (`discussion:`), shown as a "Discussion" link under it.
    public var discussionURL: String? = nil
    /// Its custom front-matter keys, for templates (`params`).
    public var params = PostParams()
    /// The names it gives in each taxonomy of `taxonomies:`, by key (`series`), as written.
    public var customTerms: [String: [String]] = [:]
}

/// Rendered Markdown as a page shows it; posts and standalone pages both have one.
public struct RenderedBody: Sendable, Hashable {
    public var contentHTML: String
    /// The depth of the table of contents the text asks for (`toc: true` is 3), or nil.
    public var tocDepth: Int?
    /// Whether the text refuses a table of contents (`toc: false`), even one the site would give it for its length.
    public var refusesTOC = false
    /// Its headings, for the table of contents.
    public var headings: [Heading] = []
    /// What a page that shows the content needs (the diagrams' style sheet).
    public var needs: PageNeeds = []
    /// The words of its text and code, for word counts and reading times.
    public var wordCount = WordCount()
    /// The site's images its content and summary show, with the size each had (`ImageSizes`).
    public var imageLookups: ImageLookups = [:]
}

/// What a post shows: its rendered Markdown and the summary lists show of it.
public struct PostBody: Sendable, Hashable {
    public var rendered: RenderedBody
    public var summaryHTML: String
    /// What a page that shows the summary needs.
    public var summaryNeeds: PageNeeds = []
    /// Whether the summary is shorter than the content.
    public var hasMore: Bool
}

/// A post, before the site model gives it a month, an anchor and neighbours. Its outline's and body's fields read
/// as its own (`post.title`, `post.summaryHTML`, `post.contentHTML`).
@dynamicMemberLookup
public struct Post: Sendable, Hashable {
    /// The outline, the body and what is found in the body once, behind one reference: a site's posts are copied
    /// through every step of a build, and one reference is cheaper to copy than a dozen strings and arrays.
    private final class Parts: Sendable {
        let outline: PostOutline
        let body: PostBody
        let contentIDPlaces: HTMLIDPlaces
        let contentSiteRootMarkers: [Range<Int>]

        init(outline: PostOutline, body: PostBody, contentIDPlaces: HTMLIDPlaces, contentSiteRootMarkers: [Range<Int>]) {
            self.outline = outline
            self.body = body
            self.contentIDPlaces = contentIDPlaces
            self.contentSiteRootMarkers = contentSiteRootMarkers
        }
    }

    private let parts: Parts

    public init(outline: PostOutline, body: PostBody) {
        let html = body.rendered.contentHTML
        parts = Parts(outline: outline, body: body, contentIDPlaces: HTMLIDPlaces(of: html),
                      contentSiteRootMarkers: SiteRoot.markerRanges(in: html))
    }

    public var outline: PostOutline { parts.outline }
    public var body: PostBody { parts.body }

    public subscript<Value>(dynamicMember field: KeyPath<PostOutline, Value>) -> Value { parts.outline[keyPath: field] }
    public subscript<Value>(dynamicMember field: KeyPath<PostBody, Value>) -> Value { parts.body[keyPath: field] }
    public subscript<Value>(dynamicMember field: KeyPath<RenderedBody, Value>) -> Value { parts.body.rendered[keyPath: field] }

    /// The same body under another outline; what was found in the body is kept, not looked for again.
    public func with(outline: PostOutline) -> Post {
        Post(parts: Parts(outline: outline, body: body, contentIDPlaces: parts.contentIDPlaces,
                          contentSiteRootMarkers: parts.contentSiteRootMarkers))
    }

    private init(parts: Parts) { self.parts = parts }

    /// Where the content HTML has ids and `#links` (found once, when the body is given).
    var contentIDPlaces: HTMLIDPlaces { parts.contentIDPlaces }

    /// Where the content HTML has site-root markers (found once, when the body is given: every page that shows the
    /// post resolves them, and looking for them again on each was 1% of a highlighted build's time).
    var contentSiteRootMarkers: [Range<Int>] { parts.contentSiteRootMarkers }

    /// Whether both are copies of one post value (a cheap test that implies equality).
    func sharesParts(with other: Post) -> Bool { parts === other.parts }

    public static func == (a: Post, b: Post) -> Bool {
        a.parts === b.parts || (a.outline == b.outline && a.body == b.body)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(outline)
        hasher.combine(body)
    }
}

/// A standalone page from content/pages.
public struct StandalonePage: Sendable, Hashable {
    /// The source file relative to the site root.
    public var sourcePath: String
    /// The output path (`about.html`).
    public var outputPath: String
    public var title: String
    /// The page's meta description.
    public var description: String
    /// The language its file's name says (`about.en.md`), on a multilingual site; its translations are the other
    /// languages' pages at the same path.
    public var language: String? = nil
    public var body: RenderedBody
}
