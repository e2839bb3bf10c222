// End to end: `content/_index.md`, the home page's own text as Hugo and Zola read it, and `_index.md` elsewhere (a
// section page, which no page of blog build shows): neither is a post, and neither is published as a raw file.
@testable import Blog
import Foundation
import Testing

struct HomeTextTests {
    static func site() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Notes\ndescription: The site's own words.\npostsPerPage: 1\n")
        try site.write("content/_index.md", """
            ---
            title: Home
            description: Notes on layout, and a welcome.
            ---
            # Welcome

            Start with [the about page](/about.html) or ![a picture](/images/a.png).

            """)
        try site.write("content/posts/2021/one.md", "---\ntitle: One\ndate: 2021-07-17\n---\nFirst post.\n")
        try site.write("content/posts/2021/two.md", "---\ntitle: Two\ndate: 2021-07-18\n---\nSecond post.\n")
        try site.write("content/posts/go/_index.md", "---\ntitle: Go\n---\nAll about Go.\n")
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nMe.\n")
        try site.write("content/images/a.png", Data([0x89, 0x50, 0x4E, 0x47]))
        return site
    }

    @Test func theHomeTextIsShownAboveTheNewestPostsAndASectionPageIsNoPost() async throws {
        let site = try Self.site()
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(report.postCount == 2)
        #expect(TestSite.messages(report) == [
            "content/posts/go/_index.md:1:1: warning: This is a section page, as Hugo and Zola read '_index.md'; blog build lists posts by month, category and tag, not by folder, so no page shows its text, and it is not published.\n    note: The home page's text is content/_index.md.",
        ])
        let home = try site.page("index.html")
        #expect(home.contains("<div class=\"home-text post-body\">\n<h1 id=\"welcome\"><a class=\"heading-link\" href=\"#welcome\">Welcome</a></h1>\n<p>Start with <a href=\"about.html\">the about page</a> or <img src=\"images/a.png\" alt=\"a picture\""))
        #expect(home.contains("<meta name=\"description\" content=\"Notes on layout, and a welcome.\">"))
        // Its `# Welcome` is the page's one <h1>, in place of the site's title kept for screen readers.
        #expect(home.components(separatedBy: "<h1").count == 2 && !home.contains("<h1 class=\"visually-hidden\">"))
        // Above the newest post; page 2 shows the older one without the text.
        let text = try #require(home.range(of: "home-text")), newest = try #require(home.range(of: "Second post."))
        #expect(text.lowerBound < newest.lowerBound)
        let second = try site.page("page/2.html")
        #expect(second.contains("First post.") && !second.contains("home-text") && !second.contains("Notes on layout"))
        let files = Set(TestSite.tree(site.output).keys)
        #expect(!files.contains { $0.contains("_index") })
    }

    @Test func eachLanguageHasItsOwnHomeTextAndASecondOneIsAnError() async throws {
        let site = try Self.site()
        try site.write("blog.yml", "title: 笔记\nlanguage: zh-cn\nlanguages:\n  en: {title: Notes}\n")
        try site.write("content/_index.en.md", "---\ntitle: Home\n---\nWelcome, reader.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("en/index.html").contains("<div class=\"home-text post-body\">\n<p>Welcome, reader.</p>"))
        #expect(try site.page("en/index.html").contains("<h1 class=\"visually-hidden\">Notes</h1>"))
        #expect(try !site.page("index.html").contains("Welcome, reader."))
        #expect(try site.page("index.html").contains("Start with"))

        try site.write("blog.yml", "title: Notes\n")
        let twice = try await site.build()
        #expect(TestSite.messages(twice).contains(
            "content/_index.md:1:1: error: This is a second text of the home page, which content/_index.en.md has already.\n    note: Name a translation's file after a language of 'languages:' in blog.yml (_index.en.md), or remove one."),
            "\(TestSite.messages(twice))")
    }

    /// The preview's builder makes the home page again when only its text changed.
    @Test func aReusedBuilderShowsTheChangedHomeText() async throws {
        let site = try Self.site()
        let builder = SiteBuilder()
        #expect(try await site.build(builder: builder).succeeded)
        try site.write("content/_index.md", "---\ntitle: Home\n---\nWelcome again.\n")
        #expect(try await site.build(builder: builder).succeeded)
        #expect(try site.page("index.html").contains("<p>Welcome again.</p>"))
        try site.remove("content/_index.md")
        #expect(try await site.build(builder: builder).succeeded)
        #expect(try !site.page("index.html").contains("home-text"))
    }
}
