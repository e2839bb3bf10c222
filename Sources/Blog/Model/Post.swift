// One post as read from content/posts: its front matter and rendered Markdown.

/// A post, before the site model gives it a month, an anchor and neighbours.
public struct Post: Sendable, Hashable {
    /// The source file relative to the site root (`content/posts/2021/layout.md`).
    public var sourcePath: String
    /// The title.
    public var title: String
    /// The date as written.
    public var date: PostDate
    /// Category names as written (merged by slug in the site model).
    public var categories: [String]
    /// Tags as written.
    public var tags: [String]
    /// Whether the post is a draft.
    public var isDraft: Bool
    /// The URL slug of its own page.
    public var slug: String
    /// The summary HTML.
    public var summaryHTML: String
    /// The content HTML.
    public var contentHTML: String
    /// Whether the summary is shorter than the content.
    public var hasMore: Bool
    /// The anchor forced with `anchor: pN`, as its number.
    public var forcedAnchor: Int?
    /// The table of contents HTML, when asked for.
    public var tocHTML: String?
    /// Old site paths that redirect to this post (`aliases:`).
    public var aliases: [String]
    /// The 1-based line and column of the `anchor:` value, for clash errors.
    public var anchorLocation: SourceLocation?
    /// Where the `slug` came from, for duplicate errors.
    public var slugLocation: SourceLocation
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
}
