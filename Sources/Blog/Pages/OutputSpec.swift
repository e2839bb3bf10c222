// One output file before rendering: its path and what produces its bytes.
import Foundation

/// What an output file is made from.
public enum PageSource: Sendable, Hashable {
    /// A page of a kind, rendered by the kind's template with a context.
    case template(PageKind, context: ContextValue)
    /// A Mustache template rendered with a context made only when the page is written (one-shot builds:
    /// the contexts of ten thousand pages then never all exist at once).
    case deferred(PageKind, context: DeferredContext)
    /// Bytes produced directly (feed, sitemap, robots.txt, theme static files).
    case bytes(Data)
    /// A file copied from the site's content/ (absolute path, and its size and modification date for caching).
    case copy(sourceURL: URL, size: Int, modified: Date)
}

/// A file the build will write.
public struct OutputSpec: Sendable, Hashable {
    /// The path inside the output folder.
    public var path: String
    /// How its bytes are made.
    public var source: PageSource
    /// Whether it counts as a page in the summary (HTML files do; feeds and copies don't).
    public var isPage: Bool { path.hasSuffix(".html") }

    /// A page of `kind` at `path`, rendered by its template with `context`.
    init(path: String, kind: PageKind, context: ContextValue) {
        self.init(path: path, source: .template(kind, context: context))
    }

    public init(path: String, source: PageSource) {
        self.path = path
        self.source = source
    }
}

extension PageSource {
    /// The kind of page the file is, if a template renders it.
    var kind: PageKind? {
        switch self {
        case .template(let kind, _), .deferred(let kind, _): kind
        case .bytes, .copy: nil
        }
    }
}

/// A page context still to be made. Equal only to itself: a deferred page is always rendered.
public final class DeferredContext: Sendable, Hashable {
    /// Makes the context.
    let make: @Sendable () -> ContextValue

    init(_ make: @escaping @Sendable () -> ContextValue) { self.make = make }

    public static func == (a: DeferredContext, b: DeferredContext) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
