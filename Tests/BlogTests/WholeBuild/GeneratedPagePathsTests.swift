// A page of the site at the path of one of blog build's lists is an error at its line, or the list moves (`pagePaths:`).
@testable import Blog
import Foundation
import Testing

struct GeneratedPagePathsTests {
    func site(_ settings: String = "") throws -> TestSite {
        let site = try TestSite(copying: "basic")
        try site.write("content/pages/archive.md", "---\ntitle: My archive\n---\nHand-made.\n")
        let blogYML = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", blogYML + settings)
        return site
    }

    @Test func aPageAtAListsPathIsAnErrorThatSaysHowToMoveTheList() async throws {
        let report = try await site().build()
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("content/pages/archive.md:1:1: error: Two sources write 'archive.html'")
            && $0.contains("note: Or move blog build's archive page: 'pagePaths: {archive: posts-by-month.html}' in blog.yml.") }, "\(messages)")
    }

    /// The list moves, every link to it follows (header, sidebar, the search page's and 404 page's help), and the
    /// page keeps its path.
    @Test func pagePathsMoveTheLists() async throws {
        let site = try site("pagePaths: {archive: posts-by-month.html, tags: /all-tags.html, search: find.html}\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("archive.html").contains("Hand-made."))
        #expect(try site.page("posts-by-month.html").contains("<article") || site.page("posts-by-month.html").contains("2021"))
        let home = try site.page("index.html")
        #expect(home.contains("<a href=\"posts-by-month.html\">Archive</a>") && !home.contains("href=\"archive.html\">"))
        #expect(try site.page("all-tags.html").contains("href=\"posts-by-month.html\""))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("find.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("search.html").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("tags.html").path))
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }

    @Test func badPagePathsAreErrorsAtTheirPlace() {
        var diagnostics: [Diagnostic] = []
        let config = ConfigReader.read("title: t\npagePaths: {archive: index.html, tags: x.txt, search: a.html, categories: a.html, home: h.html}\n",
                                       path: "blog.yml", diagnostics: &diagnostics)
        #expect(config == nil)
        let messages = diagnostics.map(\.description)
        for expected in ["blog.yml:2:22: error: 'pagePaths.archive' cannot be 'index.html', which blog build writes itself.",
                         "blog.yml:2:40: error: 'pagePaths.tags' must be a file name ending in '.html' at the site's root",
                         "error: 'pagePaths.categories' and the search page cannot share 'a.html'.",
                         "error: Unknown page 'home' in 'pagePaths'."] {
            #expect(messages.contains { $0.contains(expected) }, "\(expected) in \(messages)")
        }
        diagnostics = []
        #expect(ConfigReader.read("title: t\npagePaths: {archive: b/c.html}\n", path: "blog.yml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description).contains { $0.contains("'pagePaths.archive' must be a file name ending in '.html' at the site's root") })
    }
}
