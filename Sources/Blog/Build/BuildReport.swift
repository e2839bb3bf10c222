// The outcome of one build: diagnostics, success, counts and the output paths that changed.
import Foundation

/// What a build did.
public struct BuildReport: Sendable, Hashable {
    /// Every problem found, sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// Whether the output was written (no error diagnostics).
    public var succeeded: Bool { !diagnostics.contains(where: \.isError) }
    /// Posts built (drafts only with `includesDrafts`).
    public var postCount: Int = 0
    /// Posts read but not built, by why: drafts, scheduled for later, expired (`PublicationRules`).
    public var postsLeftOut: [PublicationRules.LeftOut: Int] = [:]
    /// HTML pages written or kept.
    public var pageCount: Int = 0
    /// Every output file (pages, feed, sitemap, copies).
    public var fileCount: Int = 0
    /// Output files whose bytes differ from the previous build of this builder (all of them on its first
    /// build), plus files removed; sorted. Empty when the build failed.
    public var changedPaths: [String] = []
    /// Output files removed because the site no longer produces them; sorted.
    public var removedPaths: [String] = []
    /// Pages whose template was actually rendered (the rest were unchanged and reused).
    public var renderedPageCount: Int = 0
    /// Markdown files parsed and rendered (the rest came from the cache).
    public var markdownRenderCount: Int = 0
    /// Where each output file came from (set by a build that planned every page, such as `blog build`'s).
    public var sourceMap: OutputSourceMap?
    /// The hidden content paths blog.yml's `include:` publishes (`.well-known`), which `blog serve` serves and watches.
    public var includedHiddenPaths: [String] = []
    /// Wall time of the build.
    public var duration: Duration = .zero

    /// Creates an empty report.
    public init(diagnostics: [Diagnostic] = []) { self.diagnostics = diagnostics }

    /// `Built 10000 posts, 10213 pages in 1.2 s`, then what was left out: `; left out: 2 drafts, 1 scheduled (--future builds it)`.
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let time = seconds < 10 ? String(format: "%.1f", seconds) : String(Int(seconds.rounded()))
        let built = "Built \(postCount) post\(postCount == 1 ? "" : "s"), \(pageCount) page\(pageCount == 1 ? "" : "s") in \(time) s"
        let leftOut = PublicationRules.LeftOut.allCases.compactMap { reason -> String? in
            guard let count = postsLeftOut[reason], count > 0 else { return nil }
            switch reason {
            case .draft: return "\(count) draft\(count == 1 ? "" : "s") (--drafts builds \(count == 1 ? "it" : "them"))"
            case .scheduled: return "\(count) scheduled for later (--future builds \(count == 1 ? "it" : "them"))"
            case .expired: return "\(count) expired (--expired builds \(count == 1 ? "it" : "them"))"
            }
        }
        return leftOut.isEmpty ? built : built + "; left out: " + leftOut.joined(separator: ", ")
    }
}
