// An MPC blog imported and built: every old #pN and category URL still leads to the same posts.
@testable import Blog
import Foundation
import Testing

struct ImportEndToEndTests {
    /// The text after `<a id="ANCHOR"></a>` up to the next post, on a month page.
    func post(_ anchor: String, in page: String) -> Substring? {
        guard let start = page.range(of: "<a id=\"\(anchor)\"></a>") else { return nil }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "<a id=\"p")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    @Test func oldPermalinksAndCategoryPagesKeepWorking() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Imported\nbaseURL: https://example.com/\nlanguage: zh-cn\n")
        let report = try MPCImporter(source: ImportTests.fixture, destination: site.source).run()
        #expect(report.warnings.map(\.description) == [
            "blog/2010-12.md:10:1: warning: Cannot read the date 'sometime around christmas'; the post is dated 2010-12-01 00:00 and keeps its place in the month."
        ])
        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")

        // Every #pN of the old month pages is the same post (titles from the fixture, by hand).
        let expected: [(String, String, String)] = [
            ("blog/2021-07.html", "p1", "定制 UINavigationBar 的转场动画"),
            ("blog/2021-07.html", "p0", "Scroll views, part one"),
            ("blog/2005-03.html", "p0", "First post"),
            ("blog/2010-12.html", "p1", "Newest of the month"),
            ("blog/2010-12.html", "p0", "Oldest of the month"),
        ]
        for (page, anchor, title) in expected {
            let html = try site.page(page)
            #expect(post(anchor, in: html)?.contains(">\(title)</a>") == true, "\(page)#\(anchor) should be '\(title)'")
        }

        // Each old category URL leads to the category page, which lists the same posts.
        let categories = [("CategoryProgramming", "programming", ["First post", "定制 UINavigationBar 的转场动画"]),
                          ("CategoryiOSLayout", "ios-layout", ["Scroll views, part one"]),
                          ("CategoryLife", "life", ["Newest of the month", "Oldest of the month"])]
        for (old, slug, titles) in categories {
            let redirect = try site.page("blog/\(old).html")
            #expect(redirect.contains("url=../blog/category/\(slug).html\""))
            let page = try site.page("blog/category/\(slug).html")
            for title in titles { #expect(page.contains(">\(title)</a>")) }
        }

        // Rewritten project links, the table of contents and bare anchors.
        let july = try site.page("blog/2021-07.html")
        #expect(july.contains("href=\"../cs/Notes.html#stack\""))
        #expect(july.contains("src=\"../images/nav.svg\""))
        #expect(july.contains("<a id=\"details\"></a>"))
        #expect(july.contains("href=\"#p0-content-size\""))   // the table of contents, scoped by the post's anchor
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }
}
