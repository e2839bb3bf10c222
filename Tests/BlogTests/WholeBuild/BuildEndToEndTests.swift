// The fixture blog built into a temporary folder: every page kind, paths, links, feed and sitemap.
@testable import Blog
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

struct BuildEndToEndTests {
    @Test func writesExactlyTheExpectedFiles() async throws {
        let site = try TestSite()
        let report = try await site.build()
        #expect(report.succeeded)
        #expect(report.diagnostics.isEmpty)
        let paths = TestSite.tree(site.output).keys.sorted()
        #expect(paths.filter { !$0.hasPrefix("search/") } == [
            ".blog-manifest", "404.html", "about.html", "apple-touch-icon.png", "archive.html", "blog/2021-07.html", "blog/2021.html", "blog/2021/07/auto-layout.html",
            "blog/2021/07/flexbox.html", "blog/2021/07/forced.html", "blog/2022-01.html", "blog/2022.html", "blog/2022/01/css-grid.html",
            "blog/CategoryLayout.html", "blog/category/layout.html", "blog/category/layout.xml", "blog/category/swift-ui.html",
            "blog/category/swift-ui.xml", "blog/category/布局.html", "blog/category/布局.xml", "blog/tag/css.html", "blog/tag/css.xml",
            "categories.html", "copy.js", "diagrams.js", "favicon.svg", "feed.xml", "images/logo.txt", "index.html", "old/grid.html", "page/2.html", "robots.txt",
            "search.html", "search.js", "sitemap.xml", "style.css", "tags.html", "theme.js",
        ])
        // The search index: its meta file, one file for its five documents (4 posts and about), and buckets.
        let search = paths.filter { $0.hasPrefix("search/") }
        #expect(search.filter { $0.hasPrefix("search/d/") } == ["search/d/0.json"])
        #expect(search.contains("search/meta.json"))
        #expect(search.contains { $0.hasPrefix("search/i/") })
        #expect(report.postCount == 4)
        // The fixture's theme has no tag templates: the tag page and the tags page are the default theme's.
        #expect(report.pageCount == 22)
        #expect(report.summary.hasPrefix("Built 4 posts, 22 pages in "))
    }

    @Test func monthPageHoldsEveryPostInFullNewestFirstWithStableAnchors() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let html = try site.page("blog/2021-07.html")
        let anchors = html.components(separatedBy: "<a id=\"").dropFirst().map { $0.prefix(2) }
        // auto-layout (20th) is newest; forced.md (1st, oldest) forces p1, so flexbox (17th) takes p0.
        #expect(anchors == ["p2", "p0", "p1"])
        // Full content; heading ids deduplicated in the post, then scoped by its anchor (flexbox is p0).
        #expect(html.contains("<h2 id=\"p0-main-axis-1\"><a class=\"heading-link\" href=\"#p0-main-axis-1\">Main axis</a></h2>"))
        #expect(html.contains("<a href=\"../blog/2021-07.html#p0\">Permalink</a>"))
        #expect(html.contains("<a class=\"category\" href=\"../blog/category/%E5%B8%83%E5%B1%80.html\">布局</a>"))
        #expect(html.contains("<a href=\"../images/logo.txt\">the logo</a>"))   // site-root link made relative
        #expect(html.contains("<time datetime=\"2021-07-17T21:10:00+08:00\">Sat, 17 Jul 2021 21:10</time>"))
        #expect(html.contains("<li><a href=\"#p2-约束\">约束</a></li>"))       // toc: 2 lists h2 only (auto-layout is p2)
        #expect(!html.contains("<li><a href=\"#p2-deep\">"))    // h3 is deeper than toc: 2
        #expect(!html.contains("<!-- more -->"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://example.com/blog-root/blog/2021-07.html\">"))
    }

    /// Hugo's `<!--more-->` (no spaces) ends the summary as `<!-- more -->` does.
    @Test func theSummaryEndsAtAMoreMarkerWrittenWithoutSpaces() async throws {
        let site = try TestSite()
        try site.write("content/posts/2022/hugo.md", "---\ntitle: Hugo style\ndate: 2022-09-01\n---\nFirst part.\n\nSecond part.\n<!--more-->\nThird part.\n")
        #expect(try await site.build().succeeded)
        let index = try site.page("index.html")
        let summary = try #require(index.components(separatedBy: "Hugo style").dropFirst().first?.components(separatedBy: "</article>").first)
        #expect(summary.contains("Second part.") && !summary.contains("Third part."))
        let post = try site.page("blog/2022/09/hugo.html")
        #expect(post.contains("Third part.") && !post.contains("more-->"))
    }

    /// A moved-in blog's `.markdown` and `.mdown` files are posts and pages, never published raw; `categories: null`
    /// and `tags: ~` (and null items) are none, while a quoted "null" names a category.
    @Test func markdownExtensionsAndNullTermsAreReadAsJekyllAndHugoMeanThem() async throws {
        let site = try TestSite()
        try site.write("content/posts/2022/jekyll.markdown", "---\ntitle: From Jekyll\ndate: 2022-09-02\ncategories: null\ntags: ~\n---\nJ.\n")
        try site.write("content/posts/2022/hugo.MDown", "---\ntitle: From Hugo\ndate: 2022-09-03\ncategories: [~, Go, null]\n---\nH.\n")
        try site.write("content/posts/2022/quoted.md", "---\ntitle: Quoted\ndate: 2022-09-04\ncategories: \"null\"\n---\nQ.\n")
        try site.write("content/pages/colophon.markdown", "---\ntitle: Colophon\n---\nMade here.\n")
        #expect(try await site.build().succeeded)
        let files = TestSite.tree(site.output).keys
        #expect(files.contains("blog/2022/09/jekyll.html") && files.contains("blog/2022/09/hugo.html") && files.contains("colophon.html"))
        #expect(!files.contains { $0.hasSuffix(".markdown") || $0.hasSuffix(".MDown") })
        let jekyll = try site.page("blog/2022/09/jekyll.html")
        #expect(!jekyll.contains("class=\"category\"") && !jekyll.contains("blog/tag/"))
        #expect(try site.page("blog/2022/09/hugo.html").contains("<a class=\"category\" href=\"../../../blog/category/go.html\">Go</a>"))
        // The quoted "null" is the only post in a category of that name.
        let null = try site.page("blog/category/null.html")
        #expect(null.contains("Quoted") && !null.contains("From Jekyll") && !null.contains("From Hugo"))
    }

    /// Jekyll's and Zola's dated file names: the date is the post's when the front matter has none, and never part of
    /// the slug; a name that starts with no real date is a name.
    @Test func aDateTheFileNameStartsWithIsThePostsDateAndNotItsSlug() async throws {
        let site = try TestSite()
        try site.write("content/posts/2011-05-25-old-post.markdown", "---\ntitle: Old\n---\nOld.\n")
        try site.write("content/posts/2012/2012-01-02-dated.md", "---\ntitle: Dated\ndate: 2013-03-04\n---\nD.\n")
        try site.write("content/posts/2020-02-03_bundle/index.md", "---\ntitle: Bundle\n---\nB.\n")
        try site.write("content/posts/2017-4-2-short.md", "---\ntitle: Short\n---\nS.\n")  // Jekyll reads 1-digit months
        #expect(try await site.build().succeeded)
        let files = TestSite.tree(site.output).keys
        #expect(files.contains("blog/2011/05/old-post.html") && files.contains("blog/2013/03/dated.html")
                && files.contains("blog/2020/02/bundle.html") && files.contains("blog/2017/04/short.html"))
        #expect(try site.page("blog/2011/05/old-post.html").contains("<time datetime=\"2011-05-25"))

        try site.write("content/posts/2011-13-45-no-date.md", "---\ntitle: Not a date\n---\nN.\n")
        let report = try await site.build()
        #expect(!report.succeeded)
        #expect(report.diagnostics.contains { $0.location.path == "content/posts/2011-13-45-no-date.md" && $0.message == "The post has no 'date'." })
    }

    @Test func postPageHasNeighboursAndCanonical() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let html = try site.page("blog/2021/07/flexbox.html")
        #expect(html.contains("<link rel=\"canonical\" href=\"https://example.com/blog-root/blog/2021/07/flexbox.html\">"))
        #expect(html.contains("<a rel=\"prev\" href=\"../../../blog/2021/07/forced.html\">Imported post</a>"))
        #expect(html.contains("<a rel=\"next\" href=\"../../../blog/2021/07/auto-layout.html\">Auto Layout 约束</a>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../../../style.css\">"))
        #expect(html.contains("<meta name=\"description\" content=\"Flexbox lays out items along one axis.\">"))
        let newest = try site.page("blog/2022/01/css-grid.html")
        #expect(!newest.contains("rel=\"next\""))
    }

    @Test func indexPaginates() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let first = try site.page("index.html")
        #expect(first.contains("<a href=\"blog/2022/01/css-grid.html\">Grid</a>"))
        #expect(first.contains("1/2 <a rel=\"next\" href=\"page/2.html\">Older</a>"))
        #expect(first.contains("<a href=\"blog/2022-01.html#p0\">More</a>"))   // summary shorter than content
        let second = try site.page("page/2.html")
        #expect(second.contains("<a rel=\"prev\" href=\"../index.html\">Newer</a> 2/2"))
        #expect(second.contains("<p>Flexbox lays out items <strong>along one axis</strong>.</p>"))
        #expect(!second.contains("<table>"))   // summary only
    }

    @Test func categoryPagesGroupByMonthAndLinkToPermalinks() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let html = try site.page("blog/category/layout.html")
        #expect(html.contains("<h1>layout (2)</h1>"))
        #expect(html.contains("<ul><li><a href=\"../../blog/2021-07.html#p0\">Flexbox basics</a></li><li><a href=\"../../blog/2021-07.html#p1\">Imported post</a></li></ul>"))
        let swiftUI = try site.page("blog/category/swift-ui.html")
        #expect(swiftUI.range(of: "January 2022")!.lowerBound < swiftUI.range(of: "July 2021</a></h2>")!.lowerBound)
        let cjk = try site.page("blog/category/布局.html")
        #expect(cjk.contains("<h1>布局 (1)</h1>"))
    }

    @Test func archiveCategoriesAndSidebar() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let archive = try site.page("archive.html")
        #expect(archive.contains("<h2><a href=\"blog/2022-01.html\">January 2022</a> (1)</h2>"))
        #expect(archive.contains("<h2><a href=\"blog/2021-07.html\">July 2021</a> (3)</h2>"))
        let categories = try site.page("categories.html")
        #expect(categories.contains("<li><a href=\"blog/category/layout.html\">layout</a> (2)</li><li><a href=\"blog/category/swift-ui.html\">Swift UI</a> (2)</li><li><a href=\"blog/category/%E5%B8%83%E5%B1%80.html\">布局</a> (1)</li>"))
        let about = try site.page("about.html")
        #expect(about.contains("<ul class=\"months\"><li><a href=\"blog/2022-01.html\">January 2022</a> (1)</li><li><a href=\"blog/2021-07.html\">July 2021</a> (3)</li></ul>"))
        #expect(about.contains("About this <a href=\"index.html\">blog</a>."))
    }

    /// `content/pages/**/*.md` keep their folders: an imported wiki page stays at its old URL.
    @Test func nestedPagesKeepTheirFoldersLinksAndTableOfContents() async throws {
        let site = try TestSite()
        try site.remove("templates/page.mustache")   // the default theme's, which shows the table of contents
        try site.write("content/pages/cs/tools.md", "---\ntitle: Tools\ntoc: 2\n---\n## Editors\n\nSee [about](/about.html) and [the lab](/cs/index.html).\n\n## Shells\n")
        try site.write("content/pages/cs/index.md", "Lab front page.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let tools = try site.page("cs/tools.html")
        #expect(tools.contains("<h1 class=\"page-title\">Tools</h1>"))
        #expect(tools.contains("<nav class=\"toc\" aria-label=\"Contents\">\n<p class=\"toc-title\">Contents</p>\n<ul>\n<li><a href=\"#editors\">Editors</a></li>\n<li><a href=\"#shells\">Shells</a>"))
        #expect(tools.contains("<a href=\"../about.html\">about</a> and <a href=\"../cs/index.html\">the lab</a>"))
        // A page without a title is named after its file.
        #expect(try site.page("cs/index.html").contains("<h1 class=\"page-title\">index</h1>"))
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }

    @Test func feedIsAtomWithAbsoluteURLsAndFullContent() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let data = try Data(contentsOf: site.output.appendingPathComponent("feed.xml"))
        let parser = XMLParser(data: data)
        #expect(parser.parse())
        let feed = try site.page("feed.xml")
        #expect(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"en\">"))
        #expect(feed.contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.com/blog-root/feed.xml\"/>"))
        #expect(feed.components(separatedBy: "<entry>").count == 5)
        #expect(feed.contains("&lt;a href=&quot;https://example.com/blog-root/images/logo.txt&quot;&gt;the logo&lt;/a&gt;"))
        #expect(feed.contains("<updated>2022-01-05T10:00:00+08:00</updated>"))
    }

    @Test func sitemapRobots404AndRedirects() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let sitemap = try site.page("sitemap.xml")
        #expect(XMLParser(data: Data(sitemap.utf8)).parse())
        #expect(sitemap.contains("<loc>https://example.com/blog-root/blog/category/%E5%B8%83%E5%B1%80.html</loc>"))
        #expect(sitemap.contains("<loc>https://example.com/blog-root/</loc>"))
        #expect(!sitemap.contains("404.html") && !sitemap.contains("old/grid.html"))
        #expect(try site.page("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.com/blog-root/sitemap.xml\n")
        let notFound = try site.page("404.html")
        #expect(notFound.contains("<a href=\"https://example.com/blog-root/index.html\">Home</a>"))
        let alias = try site.page("old/grid.html")
        #expect(alias.contains("<meta http-equiv=\"refresh\" content=\"0; url=../blog/2022/01/css-grid.html\">"))
        #expect(alias.contains("<link rel=\"canonical\" href=\"https://example.com/blog-root/blog/2022/01/css-grid.html\">"))
        let redirect = try site.page("blog/CategoryLayout.html")
        #expect(redirect.contains("url=../blog/category/layout.html"))
        #expect(try site.page("images/logo.txt") == "not an image, just bytes\n")
        #expect(try site.page("style.css") == "body { font-family: sans-serif; }\n")
    }

    @Test func draftsOnlyWithTheFlag() async throws {
        let site = try TestSite()
        _ = try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2022/01/draft.html").path))
        let report = try await site.build(drafts: true)
        #expect(report.postCount == 5)
        #expect(try site.page("blog/2022/01/draft.html").contains("Unfinished"))
    }

    @Test func baseURLOverrideChangesOnlyAbsoluteURLs() async throws {
        let site = try TestSite()
        let report = try await SiteBuilder().build(BuildOptions(sourceFolder: site.source, outputFolder: site.output,
                                                                baseURLOverride: "https://staging.example.org/x"))
        #expect(report.succeeded)
        let html = try site.page("blog/2021/07/flexbox.html")
        #expect(html.contains("<link rel=\"canonical\" href=\"https://staging.example.org/x/blog/2021/07/flexbox.html\">"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"../../../style.css\">"))
        #expect(try site.page("feed.xml").contains("<id>https://staging.example.org/x/</id>"))
    }

    @Test func unsafeConfigLetsRawHTMLThrough() async throws {
        let site = try TestSite()
        let config = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", config + "unsafe: true\n")
        _ = try await site.build()
        #expect(try site.page("blog/2021/07/auto-layout.html").contains("<div>raw</div>"))
    }
}
