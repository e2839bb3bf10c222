// Where blog build writes its archive, categories, tags and search pages (`pagePaths:` in blog.yml), so that a page of the site may take one of their usual paths.

/// The paths of the pages `blog build` makes that a site may move: by default `archive.html`, `categories.html`,
/// `tags.html` and `search.html` (`SitePaths`). A site whose own `content/pages/archive.md` was at `archive.html` on
/// its old generator moves the generated archive instead (`pagePaths: {archive: posts-by-month.html}`).
public struct GeneratedPagePaths: Sendable, Hashable {
    public var archive = SitePaths.archive
    public var categories = SitePaths.categories
    public var tags = SitePaths.tags
    public var search = SitePaths.search

    public init() {}

    /// The keys of `pagePaths:`, in order.
    public static let keys = ["archive", "categories", "tags", "search"]

    /// The path of the page `key` names.
    public subscript(key: String) -> String? {
        get {
            switch key {
            case "archive": archive
            case "categories": categories
            case "tags": tags
            case "search": search
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch key {
            case "archive": archive = newValue
            case "categories": categories = newValue
            case "tags": tags = newValue
            case "search": search = newValue
            default: break
            }
        }
    }

    /// Where to move the page `key` when a page of the site takes its usual path (a suggestion, and what imports write).
    public static func elsewhere(_ key: String) -> String {
        switch key {
        case "archive": SitePaths.movedArchive
        case "categories": SitePaths.movedCategories
        case "tags": SitePaths.movedTags
        default: SitePaths.movedSearch
        }
    }

    /// The key of the page whose usual path `path` is, if it is one (`archive.html` → `archive`).
    public static func key(ofUsualPath path: String) -> String? {
        keys.first { GeneratedPagePaths()[$0] == path }
    }

    /// Every path, in the order of `keys`.
    public var all: [String] { Self.keys.compactMap { self[$0] } }
}
