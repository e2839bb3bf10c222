// A link named in front matter or blog.yml (a cover, a share image, a favicon, a menu link): a file of the site or a full URL.

/// What `image:`, `favicon:` or a menu's `url:` names: a file the site publishes, by its site path, or a full `http(s)` URL.
public enum SiteLink: Sendable, Hashable {
    /// A file of the site, by its output path (`images/cover.png` for `content/images/cover.png`).
    case site(path: String)
    /// Something elsewhere, by its full URL.
    case external(url: String)

    /// The site path or the URL.
    public var pathOrURL: String {
        switch self {
        case .site(let path): path
        case .external(let url): url
        }
    }

    /// Its URL from a page whose root prefix is `root`.
    public func relative(root: String) -> String {
        switch self {
        case .site(let path): SitePaths.relative(path, root: root)
        case .external(let url): url
        }
    }

    /// Its absolute URL (what link previews need), under `baseURL` for a file of the site.
    public func absolute(baseURL: String) -> String {
        switch self {
        case .site(let path): SitePaths.absolute(path, baseURL: baseURL)
        case .external(let url): url
        }
    }
}
