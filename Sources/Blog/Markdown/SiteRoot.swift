// Site-root-absolute URLs in Markdown (`/images/a.png`): a marker in rendered HTML, resolved per page.
import Foundation

/// Rendered Markdown keeps URLs that start with `/` as `marker + url`; each page replaces the marker
/// with its own way to the site root, the feed with the site's base URL.
public enum SiteRoot {
    /// The placeholder in front of a site-root-absolute URL. Made of characters cmark-gfm leaves unescaped in URLs.
    public static let marker = "@@blog-site-root@@"

    /// `html` with every `marker/` replaced by `prefix` (`""`, `"../"`, or a base URL ending in `/`).
    public static func resolve(_ html: String, prefix: String) -> String {
        let needle = Array((marker + "/").utf8)
        var html = html
        // Runs over every post's HTML on every page that shows it: compared in place, copied only when found.
        return html.withUTF8 { bytes -> String? in
            guard let base = bytes.baseAddress else { return nil }
            var result: [UInt8] = []
            var start = 0, index = 0
            while index + needle.count <= bytes.count {
                // memchr finds the marker's first byte (rare in HTML) far faster than a byte loop.
                guard let found = memchr(base + index, Int32(needle[0]), bytes.count - needle.count + 1 - index) else { break }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                if memcmp(base + index, needle, needle.count) == 0 {
                    if result.isEmpty { result.reserveCapacity(bytes.count) }
                    result += bytes[start..<index]
                    result += prefix.utf8
                    index += needle.count
                    start = index
                } else {
                    index += 1
                }
            }
            if start == 0 { return nil }
            result += bytes[start...]
            return String(decoding: result, as: UTF8.self)
        } ?? html
    }
}
