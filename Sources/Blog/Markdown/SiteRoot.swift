// Site-root-absolute URLs in Markdown (`/images/a.png`): a marker in rendered HTML, resolved per page.

/// Rendered Markdown keeps URLs that start with `/` as `marker + url`; each page replaces the marker
/// with its own way to the site root, the feed with the site's base URL.
public enum SiteRoot {
    /// The placeholder in front of a site-root-absolute URL. Made of characters cmark-gfm leaves unescaped in URLs.
    public static let marker = "@@blog-site-root@@"

    /// `html` with every `marker/` replaced by `prefix` (`""`, `"../"`, or a base URL ending in `/`).
    public static func resolve(_ html: String, prefix: String) -> String {
        guard html.contains(marker) else { return html }
        return html.replacingOccurrences(of: marker + "/", with: prefix)
    }
}
