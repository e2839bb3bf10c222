// One output file before rendering: its path and what produces its bytes.
import Foundation

/// What an output file is made from.
public enum PageSource: Sendable, Hashable {
    /// A Mustache template rendered with a context.
    case template(name: String, context: ContextValue)
    /// Bytes produced directly (feed, sitemap, robots.txt, theme static files).
    case bytes(Data)
    /// A file copied from the site's content/ (absolute path, and its size and modification date for caching).
    case copy(sourceURL: URL, size: Int, modified: Date)
}

/// A file the build will write.
public struct PageSpec: Sendable, Hashable {
    /// The path inside the output folder.
    public var path: String
    /// How its bytes are made.
    public var source: PageSource
    /// Whether it counts as a page in the summary (HTML files do; feeds and copies don't).
    public var isPage: Bool { path.hasSuffix(".html") }
}
