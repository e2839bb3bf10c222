// Paths a blog moving in keeps: an old feed redirected to a feed is a copy of it, and a site's own file replaces the theme's of the same path.
@testable import Blog
import Foundation
import Testing

struct OldFeedsAndFilesTests {
    /// Hugo's `index.xml` and a tag's `tags/x/index.xml`: feed readers follow no HTML redirect, so the feed is copied
    /// there; an HTML page keeps its redirect page; a redirect to a feed the build does not write is a warning.
    @Test func anOldFeedRedirectedToAFeedIsACopyOfIt() async throws {
        let site = try TestSite()
        let existing = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        try site.write("redirects.yml", existing + "index.xml: feed.xml\nrss.rss: /feed.xml\nold/missing.xml: blog/tag/none.xml\n")
        let report = try await site.build()
        #expect(try site.page("index.xml") == site.page("feed.xml"))
        #expect(try site.page("rss.rss") == site.page("feed.xml"))
        #expect(try site.page("blog/CategoryLayout.html").contains("blog/category/layout.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("old/missing.xml").path))
        #expect(TestSite.messages(report).contains { $0.contains("redirects.yml") && $0.contains("'old/missing.xml' leads to the feed 'blog/tag/none.xml', which this build does not write") })
    }

    /// A site's `content/apple-touch-icon.png` was an error ("two sources write"); it is the site's icon now.
    @Test func aContentFileReplacesTheThemesFileOfTheSamePath() async throws {
        let site = try TestSite()
        try site.write("content/apple-touch-icon.png", Data([0x89, 0x50, 0x4E, 0x47, 0x01]))
        let report = try await site.build()
        #expect(report.diagnostics.filter(\.isError).isEmpty, "\(TestSite.messages(report))")
        #expect(try Data(contentsOf: site.output.appendingPathComponent("apple-touch-icon.png")) == Data([0x89, 0x50, 0x4E, 0x47, 0x01]))
    }
}
