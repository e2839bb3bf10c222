// End to end: what the default theme gives a reader around the text: icons, the menu, reading time.
@testable import Blog
import Foundation
import Testing

struct ReadingAidsTests {
    @Test func everyPageLinksAnIconThatExists() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Icons\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: One\ndate: 2024-01-02\n---\nText.\n")
        #expect(try await site.build().succeeded)
        let post = try site.page("blog/2024/01/one.html")
        #expect(post.contains("<link rel=\"icon\" href=\"../../../favicon.svg\" type=\"image/svg+xml\">"))
        #expect(post.contains("<link rel=\"apple-touch-icon\" href=\"../../../apple-touch-icon.png\">"))
        let files = TestSite.tree(site.output)
        #expect(String(decoding: try #require(files["favicon.svg"]), as: UTF8.self).hasPrefix("<svg"))
        #expect(try #require(files["apple-touch-icon.png"]).starts(with: [0x89, 0x50, 0x4E, 0x47]))

        try site.write("blog.yml", "title: Icons\nfavicon: /images/me.png\n")
        try site.write("content/images/me.png", Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(try await site.build().succeeded)
        #expect(try site.page("index.html").contains("<link rel=\"icon\" href=\"images/me.png\" type=\"image/png\">"))
    }

    @Test func theMenuReplacesTheThemesLinksAndMarksTheCurrentPage() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Menu\nmenu:\n  - {name: About, url: /about.html}\n  - {name: Blog, url: /blog/}\n  - {name: Code, url: \"https://github.com/ann\"}\n")
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nMe.\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: One\ndate: 2024-01-02\n---\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let about = try site.page("about.html")
        #expect(about.contains("<a href=\"about.html\" aria-current=\"page\">About</a>\n<a href=\"blog/index.html\">Blog</a>\n<a href=\"https://github.com/ann\">Code</a>"))
        #expect(!about.contains(">Archive</a>\n<a href"))
        let post = try site.page("blog/2024/01/one.html")
        #expect(post.contains("<a href=\"../../../about.html\">About</a>"))

        try site.write("blog.yml", "title: Menu\nmenu:\n  - {name: About}\n  - {name: X, url: \"javascript:go()\", rel: me}\n")
        let bad = try await site.build()
        #expect(!bad.succeeded)
        let messages = TestSite.messages(bad)
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:5: error: A menu item has a 'name' and a 'url'.") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:4:20: error: The menu link 'javascript:go()' cannot be followed") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:4:39: error: Unknown key 'rel' in a menu item") })
    }

    @Test func postsShowTheirReadingTime() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Time\n")
        let english = Array(repeating: "word", count: 300).joined(separator: " ")
        let chinese = String(repeating: "中", count: 1200)
        try site.write("content/posts/2024/long.md", "---\ntitle: Long\ndate: 2024-01-02\n---\n\(english)\n\n\(chinese)\n")
        #expect(try await site.build().succeeded)
        // 300 words (two minutes at 213) and 1,200 characters (three at 500): 300/213 + 1200/500 = 3.8, four minutes.
        #expect(try site.page("blog/2024/01/long.html").contains("<span class=\"reading-time\" title=\"1500 words\">4 min read</span>"))
        #expect(try site.page("index.html").contains("4 min read"))
    }

    /// A long post gets a labelled table of contents without asking; a short one, or one that says `toc: false`,
    /// gets none; `toc:` in blog.yml sets the length and depth.
    @Test func longPostsGetALabelledTableOfContents() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: TOC\nlanguage: zh-cn\ntoc: {minWords: 40, depth: 2}\n")
        let words = Array(repeating: "word", count: 20).joined(separator: " ")
        let long = "## First\n\n\(words)\n\n### Deep\n\n\(words)\n\n## Second\n\n\(words)\n"
        try site.write("content/posts/2024/long.md", "---\ntitle: Long\ndate: 2024-01-02\n---\n" + long)
        try site.write("content/posts/2024/refused.md", "---\ntitle: Refused\ndate: 2024-01-03\ntoc: false\n---\n" + long)
        try site.write("content/posts/2024/short.md", "---\ntitle: Short\ndate: 2024-01-04\n---\n## Only\n\nA few words.\n")
        try site.write("content/posts/2024/asked.md", "---\ntitle: Asked\ndate: 2024-01-05\ntoc: 3\n---\n## Only\n\nA few words.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let page = try site.page("blog/2024/01/long.html")
        #expect(page.contains("<nav class=\"toc\" aria-label=\"目录\">\n<p class=\"toc-title\">目录</p>\n<ul>\n<li><a href=\"#first\">First</a></li>\n<li><a href=\"#second\">Second</a></li>\n</ul>\n</nav>"))
        #expect(!(try site.page("blog/2024/01/refused.html")).contains("class=\"toc\""))
        #expect(!(try site.page("blog/2024/01/short.html")).contains("class=\"toc\""))
        #expect(try site.page("blog/2024/01/asked.html").contains("<li><a href=\"#only\">Only</a></li>"))

        try site.write("blog.yml", "title: TOC\ntoc: false\n")
        #expect(try await site.build().succeeded)
        #expect(!(try site.page("blog/2024/01/long.html")).contains("class=\"toc\""))
        #expect(try site.page("blog/2024/01/asked.html").contains("<p class=\"toc-title\">Contents</p>"))
    }
}
