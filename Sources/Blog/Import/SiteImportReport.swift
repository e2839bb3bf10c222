// What an import of another generator's site (Jekyll, Hugo) found, converted and wrote, and the one-line summary it prints.
import Foundation

/// What an import of another generator's site found and did. It succeeds only when every post and page found
/// was written: any difference is an error, never a warning.
public struct SiteImportReport: Sendable {
    /// Posts found, and posts now in place.
    public var postsFound = 0, posts = 0
    /// Pages found, and pages now in place.
    public var pagesFound = 0, pages = 0
    /// Old listing pages (home, archive, tag pages, feeds) that `blog build` makes itself; their old URLs redirect.
    public var listings = 0
    /// Static files now in place.
    public var files = 0
    /// Old URLs kept: aliases of posts, and redirects of pages and listings.
    public var oldURLs = 0
    /// Files the old generator did not publish as they are and the import leaves out, with why (drafts, theme feeds, …).
    public var leftOut: [String: Int] = [:]
    /// Template tags converted (Liquid tags and outputs, shortcodes), and what they are called.
    public var tags = 0
    public var tagNoun: String
    /// Files written by this run, relative to the destination.
    public var written: [String] = []
    /// Existing files left alone because they differ and `--force` was not given.
    public var skipped: [String] = []
    /// Problems found, in file order.
    public var problems: [ImportProblem] = []

    public init(tagNoun: String) { self.tagNoun = tagNoun }

    /// Whether everything found was imported and nothing is in error.
    public var succeeded: Bool {
        postsFound == posts && pagesFound == pages && skipped.isEmpty && !problems.contains { $0.severity == .error }
    }

    /// `119 posts of 119; 5 pages of 5; 4 listings made by blog build; 62 files; 126 old URLs kept; 230 Liquid tags converted; …`
    public var summary: String {
        var parts = ["\(counted(posts, "post")) of \(postsFound)", "\(counted(pages, "page")) of \(pagesFound)",
                     "\(counted(listings, "listing")) made by blog build", counted(files, "file"),
                     "\(counted(oldURLs, "old URL")) kept", "\(counted(tags, tagNoun)) converted"]
        parts += leftOut.keys.sorted().map { "\(leftOut[$0]!) \($0) left out" }
        parts += ["\(skipped.count) skipped", "\(counted(written.count, "file")) written"]
        return parts.joined(separator: "; ") + "."
    }

    /// The problems to print (`ImportProblem.lines`).
    public func problemLines(verbose: Bool = false) -> [String] { problems.lines(verbose: verbose) }
}
