// An image named in front matter or blog.yml (a cover, a share image): a file of the site or a full URL.

/// An image a post or the site names (`image:`): a file the site publishes, by its site path, or a full `http(s)` URL.
public enum ImageReference: Sendable, Hashable {
    /// A file of the site, by its output path (`images/cover.png` for `content/images/cover.png`).
    case site(path: String)
    /// An image elsewhere, by its full URL.
    case external(url: String)

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
