// Pages that hold several posts keep every id unique; aligned table cells are valid HTML5.
@testable import Blog
import Foundation
import Testing

struct PageIDTests {
    func site() async throws -> TestSite {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try site.write("redirects.yml", "{}\n")
        // Both posts of July 2021 use footnote [^1] and a heading "Notes"; A (older) is p0, B is p1.
        try site.write("content/posts/a.md", "---\ntitle: A\ndate: 2021-07-01\ntoc: true\n---\nText[^1].\n\n## Notes\n\n| n | x |\n|--:|:-:|\n| 1 | 2 |\n\n[^1]: Note A.\n")
        try site.write("content/posts/b.md", "---\ntitle: B\ndate: 2021-07-02\n---\nMore[^1], [见注释](#注释).\n\n## Notes\n\n## 注释\n\n[^1]: Note B.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        return site
    }

    static func ids(_ html: String) -> [String] {
        html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func monthPagePrefixesEachPostsIdsWithItsAnchor() async throws {
        let site = try await site()
        let month = try site.page("blog/2021-07.html")
        let ids = Self.ids(month)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        #expect(ids.contains("p0-fn-1") && ids.contains("p1-fn-1") && ids.contains("p0-notes") && ids.contains("p1-notes"))
        #expect(month.contains("href=\"#p0-fn-1\"") && month.contains("href=\"#p1-fnref-1\""))
        #expect(month.contains("<a href=\"#p0-notes\">Notes</a>"))   // the table of contents follows
        // A link to a CJK heading, which cmark percent-encodes, follows its heading too.
        #expect(ids.contains("p1-注释") && month.contains("href=\"#p1-%E6%B3%A8%E9%87%8A\""))
        // The posts' own anchors stay as they are.
        #expect(ids.contains("p0") && ids.contains("p1"))
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }

    @Test func postPagesKeepPlainIds() async throws {
        let post = try await site().page("blog/2021/07/a.html")
        #expect(Self.ids(post).contains("notes") && Self.ids(post).contains("fn-1"))
    }

    @Test func summaryFootnotesOnTheIndexLinkToThePostPage() async throws {
        let index = try await site().page("index.html")
        #expect(index.contains("href=\"blog/2021/07/a.html#fn-1\""))
        #expect(index.contains("href=\"blog/2021/07/b.html#fn-1\""))
    }

    @Test func alignedTableCellsUseStyles() async throws {
        let post = try await site().page("blog/2021/07/a.html")
        #expect(post.contains("<th style=\"text-align: right\">n</th>"))
        #expect(!post.contains(" align=\""))
    }
}
