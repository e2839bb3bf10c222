// An MPC site imported and built: every old #pN, project page and category URL still leads to the same thing.
@testable import Blog
import Foundation
import Testing

struct ImportEndToEndTests {
    /// The text after `<a id="ANCHOR"></a>` up to the next post, on a month page.
    func post(_ anchor: String, in page: String) -> Substring? {
        guard let start = page.range(of: "<a id=\"\(anchor)\"></a>") else { return nil }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "<article class=\"post\"")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    /// Every entry of the fixture's month files, by hand: month page, anchor, title as the page shows it.
    static let entries: [(String, String, String)] = [
        ("blog/2005-03.html", "p0", "First post"),
        ("blog/2010-12.html", "p1", "Newest of the month"),
        ("blog/2010-12.html", "p0", "Oldest of the month"),
        // Saved with CRLF, a BOM and a tab after `#p1`.
        ("blog/2011-08.html", "p1", "Line endings"),
        ("blog/2011-08.html", "p0", "Still here"),
        // `#p1` twice: the first keeps it, the second takes the lowest free anchor.
        ("blog/2013-08.html", "p1", "Jump between header and source"),
        ("blog/2013-08.html", "p2", "Find a function in the file"),
        ("blog/2013-08.html", "p0", "Emacs for Objective-C"),
        // Timestamp comments after `#category`, blank lines and comments between the head lines.
        ("blog/2014-12.html", "p2", "My First Mac App &amp; its icon"),
        ("blog/2014-12.html", "p1", "MicroEmacs and JED"),
        ("blog/2014-12.html", "p0", "实践了一个 JPEG 解码器"),
        ("blog/2021-07.html", "p1", "定制 UINavigationBar 的转场动画"),
        ("blog/2021-07.html", "p0", "Scroll views, part one"),
    ]

    @Test func everyEntryPageAndOldURLKeepsWorking() async throws {
        let site = try TestSite(copying: nil)
        // MPC passed raw HTML through (cmark-gfm --unsafe); so does an imported site.
        try site.write("blog.yml", "title: Imported\nbaseURL: https://example.com/\nlanguage: zh-cn\nunsafe: true\n")
        let published = TestSite.fixture("mpc-published")
        // A linked file that starts with '.': the import says what blog.yml must name for `blog build` to publish it.
        let first = try MPCImporter(source: ImportTests.fixture, destination: site.source, publishedResources: [published]).run()
        #expect(first.problems.map(\.description).contains(published.appendingPathComponent("code/.site-header.htm").path
            + ":1:1: warning: 1 linked file starts with '.', which `blog build` publishes only when blog.yml's 'include' names it: add 'include: [\"code/.site-header.htm\"]'."))
        try site.write("blog.yml", "title: Imported\nbaseURL: https://example.com/\nlanguage: zh-cn\nunsafe: true\ninclude: [code/.site-header.htm]\n")
        let report = try MPCImporter(source: ImportTests.fixture, destination: site.source, publishedResources: [published]).run()
        #expect(report.succeeded)
        #expect(first.summary == "13 entries in 6 months → 13 posts; 4 pages; 6 resource files; 0 skipped; 24 files written; 4 categories.")
        #expect(report.summary == "13 entries in 6 months → 13 posts; 4 pages; 6 resource files; 0 skipped; 0 files written; 4 categories.")
        #expect(report.problems.map(\.description) == [
            "blog/2010-12.md:10:1: warning: Cannot read the date 'sometime around christmas'; the post is dated 2010-12-01 00:00 to keep its place in the month.",
            "blog/2013-08.md:16:1: warning: '#p1' is used twice in this month (lines 3 and 16); the entry at line 3 keeps it and this one is imported as 'p2'.",
        ])
        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")

        // Every entry is on its month page at its anchor, under its own title, and the month pages hold no other post.
        for (page, anchor, title) in Self.entries {
            let html = try site.page(page)
            #expect(post(anchor, in: html)?.contains(">\(title)</a>") == true, "\(page)#\(anchor) should be '\(title)'")
        }
        for (page, expected) in Dictionary(grouping: Self.entries, by: \.0) {
            let html = try site.page(page)
            #expect(html.components(separatedBy: "<article class=\"post\"").count - 1 == expected.count, "\(page)")
        }
        let december = try site.page("blog/2014-12.html")
        #expect(!december.contains("Untitled") && !december.contains("date: 2014"))
        #expect(december.contains("<sup><a href=\"#p1-fn1\">1</a></sup>") && december.contains("<a id=\"p1-fn1\">1</a>"))

        // Imported code is highlighted like any post's: the C block's `#include <stdio.h>` is a preprocessor line
        // naming a file, and its `#category` line stays code (a preprocessor line), not an MPC directive.
        let july = try site.page("blog/2021-07.html")
        #expect(july.contains("<span class=\"cp\">#include </span><span class=\"cpf\">&lt;stdio.h&gt;</span>"))
        #expect(july.contains("<span class=\"cp\">#category NotADirective</span>"))

        // Project pages at their old URLs, with their titles, contents and MPC's section anchors.
        let tetris = try site.page("cs/Tetris.html")
        #expect(tetris.contains("<h1 class=\"page-title\">Tetris &amp; friends</h1>"))
        #expect(tetris.contains("<nav class=\"toc\"") && tetris.contains("<a id=\"sec-3\"></a>"))
        #expect(try site.page("cs/index.html").contains("<h1 class=\"page-title\">Program Lab</h1>"))
        #expect(try site.page("live/AboutMe.html").contains("href=\"../cs/Tetris.html#sec-3\""))
        #expect(try site.page("live/index.html").contains("href=\"../live/AboutMe.html\""))

        // Each old category URL leads to the category page, which lists the same posts.
        let categories = [("CategoryProgramming", "programming", ["First post", "定制 UINavigationBar 的转场动画", "Find a function in the file"]),
                          ("CategoryiOS", "ios-layout", ["Scroll views, part one"]),
                          ("CategoryMisc", "misc", ["Line endings", "Still here"]),
                          ("CategoryLife", "life", ["Newest of the month", "实践了一个 JPEG 解码器"])]
        for (old, slug, titles) in categories {
            let redirect = try site.page("blog/\(old).html")
            #expect(redirect.contains("url=../blog/category/\(slug).html\""))
            let page = try site.page("blog/category/\(slug).html")
            for title in titles { #expect(page.contains(">\(title)</a>"), "\(slug): \(title)") }
        }

        // Rewritten links, the table of contents, bare anchors, and the one published file a link uses.
        #expect(july.contains("href=\"../cs/Notes.html#stack\""))
        #expect(july.contains("src=\"../images/nav.svg\""))
        #expect(july.contains("<a id=\"details\"></a>"))
        #expect(july.contains("href=\"#p0-content-size\""))   // the table of contents, scoped by the post's anchor
        #expect(december.contains("src=\"../images/face.png\""))
        let copied = TestSite.tree(site.source).keys
        #expect(copied.contains("content/images/face.png") && !copied.contains("content/images/unused.png"))
        #expect(!copied.contains { $0.hasPrefix("content/blog/") })
        // A hand-made page of the old site beside the generated ones is copied when linked, with the files it uses;
        // the category pages MPC made are not (they redirect to the new ones).
        #expect(copied.contains("content/live/Poems.html") && copied.contains("content/styles/old.css"))
        #expect(try site.page("code/.site-header.htm") == "<header>the old site header</header>\n")
        #expect(try site.page("blog/CategoryMisc.html").contains("url=../blog/category/misc.html\""))
        // An image inside a link: both lead to the image from the post's own page too, not only from the month page.
        let pages = TestSite.tree(site.output).filter { $0.key.hasPrefix("blog/2021/07/") }.map { String(decoding: $0.value, as: UTF8.self) }
        let post = try #require(pages.first { $0.contains("小图") })
        #expect(post.contains("<a href=\"../../../images/nav.svg\"><img src=\"../../../images/nav.svg\" alt=\"小图\""), "\(post)")
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }
}
