// Site-root-absolute URLs in Markdown (`/images/a.png`): a marker in rendered HTML, resolved per page.
import Foundation

/// Rendered Markdown keeps URLs that start with `/` as `marker + url`; each page replaces the marker
/// with its own way to the site root, the feed with the site's base URL.
public enum SiteRoot {
    /// The placeholder in front of a site-root-absolute URL. Made of characters cmark-gfm leaves unescaped in URLs.
    public static let marker = "@@blog-site-root@@"

    /// `html` with every `marker/` replaced by `prefix` (`""`, `"../"`, or a base URL ending in `/`).
    public static func resolve(_ html: String, prefix: String) -> String {
        resolve(html, markers: markerRanges(in: html), prefix: prefix)
    }

    /// `html`, whose every `marker/` is at `markers` (`markerRanges(in:)`, found once for a post shown on many pages),
    /// with each replaced by `prefix`.
    static func resolve(_ html: String, markers: [Range<Int>], prefix: String) -> String {
        html.replacingUTF8Ranges(edits(markers, prefix: prefix))
    }

    /// The edits that replace each of `markers` (in order) with `prefix`.
    static func edits(_ markers: [Range<Int>], prefix: String) -> [TextEdit] {
        markers.map { TextEdit($0, prefix) }
    }

    /// The byte ranges of every `marker/` in `html`, in order: found with memchr and compared in place. A post's are
    /// found once, when it is read (`Post.contentSiteRootMarkers`).
    static func markerRanges(in html: String) -> [Range<Int>] {
        var html = html
        return html.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [] }
            let needle = markerSlashBytes
            var ranges: [Range<Int>] = []
            var index = 0
            while index + needle.count <= bytes.count {
                // memchr finds the marker's first byte (rare in HTML) far faster than a byte loop.
                guard let found = memchr(base + index, Int32(needle[0]), bytes.count - needle.count + 1 - index) else { break }
                index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                if memcmp(base + index, needle, needle.count) == 0 {
                    ranges.append(index..<(index + needle.count))
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return ranges
        }
    }

    private static let markerSlashBytes = Array((marker + "/").utf8)
}
