// Site-root-absolute URLs in Markdown (`/images/a.png`): a marker in rendered HTML, resolved per page.

/// Rendered Markdown keeps URLs that start with `/` as `marker + url`; each page replaces the marker
/// with its own way to the site root, the feed with the site's base URL.
public enum SiteRoot {
    /// The placeholder in front of a site-root-absolute URL. Made of characters cmark-gfm leaves unescaped in URLs.
    public static let marker = "@@blog-site-root@@"

    /// `html` with every `marker/` replaced by `prefix` (`""`, `"../"`, or a base URL ending in `/`).
    public static func resolve(_ html: String, prefix: String) -> String {
        let needle = Array((marker + "/").utf8)
        var result: [UInt8] = []
        var utf8 = Array(html.utf8)
        var start = 0
        var index = 0
        let first = needle[0]
        while index + needle.count <= utf8.count {
            if utf8[index] == first && utf8[index..<(index + needle.count)].elementsEqual(needle) {
                if result.isEmpty { result.reserveCapacity(utf8.count) }
                result += utf8[start..<index]
                result += prefix.utf8
                index += needle.count
                start = index
            } else {
                index += 1
            }
        }
        if start == 0 { return html }
        result += utf8[start...]
        utf8 = []
        return String(decoding: result, as: UTF8.self)
    }
}
