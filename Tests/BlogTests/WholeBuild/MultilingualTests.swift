// End to end: a site in two languages (`languages:`): each language's pages under its folder, translations found by
// file name and by `translationKey`, linked both ways (hreflang, the language switch, the sitemap), and a reused
// builder's rebuild equal to a fresh build.
@testable import Blog
import Foundation
import Testing

struct MultilingualTests {
    static func site() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", """
            title: 布局笔记
            language: zh-cn
            baseURL: https://example.org/notes/
            menu: [{name: 归档, url: archive.html}, {name: 关于, url: about.html}]
            languages:
              en: {title: Layout Notes, menu: [{name: Archive, url: archive.html}, {name: Contact, url: contact.html}]}

            """)
        let diagram = "\n```layout show=frames\nscreen 100x50\nview a\na.edges == screen.edges\n```\n"
        try site.write("content/posts/2021/stack.md", "---\ntitle: 栈视图\ndate: 2021-07-17 21:10\ncategories: [iOS]\n---\n第一段。![图](/images/a.png)\n" + diagram)
        try site.write("content/posts/2021/stack.en.md", "---\ntitle: Stack views\ndate: 2021-07-18\nlastmod: 2021-09-01\ncategories: [iOS]\n---\nFirst. ![pic](/images/a.png)\n" + diagram)
        try site.write("content/posts/2021/only.md", "---\ntitle: 只有中文\ndate: 2021-07-02\naliases: [/old/only.html]\n---\n中文。\n")
        try site.write("content/posts/2021/keyed.md", "---\ntitle: 入门\ndate: 2021-08-01\ntranslationKey: intro\n---\n中文。\n")
        try site.write("content/posts/2021/intro.md", "---\ntitle: Basics\ndate: 2021-08-03\nlang: en\ntranslationKey: intro\naliases: [/old/intro.html]\n---\nEnglish.\n")
        try site.write("content/pages/about.md", "---\ntitle: 关于\n---\n关于。\n")
        try site.write("content/pages/about.en.md", "---\ntitle: About\n---\nAbout.\n")
        try site.write("content/pages/contact.md", "---\ntitle: 联系\n---\n联系。\n")
        try site.write("content/images/a.png", Data([0x89, 0x50, 0x4E, 0x47]))
        return site
    }

    /// The `hreflang` alternates of a page's head, as `language=url` lines.
    static func alternates(_ page: String) -> [String] {
        page.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("<link rel=\"alternate\" hreflang=\"") else { return nil }
            let parts = line.split(separator: "\"")
            return "\(parts[3])=\(parts[5])"
        }
    }

    @Test func eachLanguageIsASiteOfItsOwnLinkedToTheOtherBothWays() async throws {
        let site = try Self.site()
        // A page bundle (Hugo's `posts/<name>/index.<lang>.md`, as the LoveIt theme's example site keeps its posts) is
        // named by its folder.
        try site.write("content/posts/2021/bundle/index.md", "---\ntitle: 包\ndate: 2021-08-20\n---\n包。\n")
        try site.write("content/posts/2021/bundle/index.en.md", "---\ntitle: Bundle\ndate: 2021-08-20\n---\nBundle.\n")
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer(keepsGoing: false).register(in: &renderers)
        let report = try await site.build(builder: SiteBuilder(fencedBlockRenderers: renderers))
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(report.postCount == 7)
        let files = Set(TestSite.tree(site.output).keys)
        // The English posts under en/, their slugs without the language of the file's name.
        for path in ["en/index.html", "en/blog/2021/07/stack.html", "en/blog/2021/08/intro.html", "en/blog/2021-07.html",
                     "en/blog/category/ios.html", "en/archive.html", "en/feed.xml", "en/about.html", "en/search.html",
                     "blog/2021/07/stack.html", "blog/2021/07/only.html", "about.html", "contact.html", "old/intro.html"] {
            #expect(files.contains(path), "\(path)")
        }
        #expect(Self.alternates(try site.page("en/blog/2021/08/bundle.html")).first == "zh-cn=https://example.org/notes/blog/2021/08/bundle.html")
        #expect(!files.contains("en/contact.html") && !files.contains("blog/2021/07/stack.en.html"))

        let base = "https://example.org/notes/"
        // Each language has a 404 page in its own words, its links absolute (it is served at any depth) into its folder.
        let notFound = try site.page("404.html"), enNotFound = try site.page("en/404.html")
        #expect(notFound.contains("<html lang=\"zh-cn\"") && enNotFound.contains("<html lang=\"en\""))
        #expect(enNotFound.contains("href=\"\(base)en/archive.html\"") && !enNotFound.contains("href=\"\(base)archive.html\""))
        // Its language switch leads to the other language's home, a full URL without `../` in it.
        #expect(enNotFound.contains("href=\"\(base)index.html\" hreflang=\"zh-cn\"") && !enNotFound.contains("/../"), "\(enNotFound)")
        let zh = try site.page("blog/2021/07/stack.html"), en = try site.page("en/blog/2021/07/stack.html")
        let pair = ["zh-cn=\(base)blog/2021/07/stack.html", "en=\(base)en/blog/2021/07/stack.html", "x-default=\(base)blog/2021/07/stack.html"]
        #expect(Self.alternates(zh) == pair)
        #expect(Self.alternates(en) == pair)
        #expect(en.contains("<html lang=\"en\">") && en.contains("<title>Stack views · Layout Notes</title>"))
        #expect(en.contains("<link rel=\"canonical\" href=\"\(base)en/blog/2021/07/stack.html\">"))
        // The switch links the translation; the theme's files and content/'s images are the site root's.
        #expect(zh.contains("<a class=\"language-link\" href=\"../../../en/blog/2021/07/stack.html\" hreflang=\"en\" lang=\"en\">English</a>"))
        #expect(en.contains("<a class=\"language-link\" href=\"../../../../blog/2021/07/stack.html\" hreflang=\"zh-cn\" lang=\"zh-cn\">简体中文</a>"))
        #expect(en.contains("href=\"../../../../style.css\"") && en.contains("src=\"../../../../images/a.png\""))
        #expect(en.contains("data-index=\"../../../../search/\" data-root=\"../../../../\""))
        // The words around a diagram are its post's language's.
        #expect(en.contains("<summary>Frames</summary>") && zh.contains("<summary>视图位置与大小</summary>"))
        // By translationKey, across slugs and dates.
        #expect(Self.alternates(try site.page("en/blog/2021/08/intro.html")).first == "zh-cn=\(base)blog/2021/08/keyed.html")
        // A post with no translation has no alternates, and its switch goes to the other language's home.
        let only = try site.page("blog/2021/07/only.html")
        #expect(Self.alternates(only).isEmpty)
        #expect(only.contains("<a class=\"language-link\" href=\"../../../en/index.html\" hreflang=\"en\" lang=\"en\">English</a>"))
        // Homes: the language's folder is its canonical URL.
        #expect(Self.alternates(try site.page("index.html")) == ["zh-cn=\(base)", "en=\(base)en/", "x-default=\(base)"])
        // Each language's menu; a page the language lacks is the default language's.
        let enHome = try site.page("en/index.html")
        #expect(enHome.contains("<a href=\"archive.html\">Archive</a>") && enHome.contains("<a href=\"../contact.html\">Contact</a>"))
        // Anchors count among each language's own posts: July has p0 and p1 in Chinese, p0 in English.
        let enJuly = try site.page("en/blog/2021-07.html")
        #expect(enJuly.contains("id=\"p0\"") && !enJuly.contains("id=\"p1\""))
        #expect(try site.page("blog/2021-07.html").contains("id=\"p1\""))
        // Feeds per language, with absolute links to the right folders.
        let enFeed = try site.page("en/feed.xml")
        #expect(enFeed.contains("xml:lang=\"en\"") && enFeed.contains("<link rel=\"alternate\" type=\"text/html\" href=\"\(base)en/blog/2021/08/intro.html\"/>"))
        #expect(enFeed.contains("src=&quot;\(base)images/a.png&quot;"))
        #expect(!(try site.page("feed.xml")).contains("Stack views"))
        // An English post's alias redirects to its page under en/.
        #expect(try site.page("old/intro.html").contains("\(base)en/blog/2021/08/intro.html"))

        // The search index says which documents are which language's, as runs: the standalone pages by path (about,
        // contact, en/about), then each language's posts.
        #expect(try site.page("search/meta.json").contains(#""sections":[["",2],["en/",1],["",4],["en/",3]]"#))
        #expect(en.contains("data-section=\"en/\"") && !zh.contains("data-section"))

        // The sitemap: every page of both languages once, each translated one with the same alternates as its head; a
        // post's `lastmod`, else its date, as its last change.
        let sitemap = try site.page("sitemap.xml")
        #expect(sitemap.contains("<loc>\(base)blog/2021/07/stack.html</loc>\n    <lastmod>2021-07-17T21:10:00+00:00</lastmod>\n"))
        #expect(sitemap.contains("<url>\n    <loc>\(base)about.html</loc>\n    <xhtml:link"))
        #expect(sitemap.contains("xmlns:xhtml=\"http://www.w3.org/1999/xhtml\""))
        #expect(sitemap.contains("<loc>\(base)en/</loc>") && sitemap.contains("<loc>\(base)blog/2021/07/only.html</loc>"))
        #expect(sitemap.contains("""
              <url>
                <loc>\(base)en/blog/2021/07/stack.html</loc>
                <lastmod>2021-09-01T00:00:00+00:00</lastmod>
                <xhtml:link rel="alternate" hreflang="zh-cn" href="\(base)blog/2021/07/stack.html"/>
                <xhtml:link rel="alternate" hreflang="en" href="\(base)en/blog/2021/07/stack.html"/>
                <xhtml:link rel="alternate" hreflang="x-default" href="\(base)blog/2021/07/stack.html"/>
              </url>
            """))
        let pages = files.filter { $0.hasSuffix(".html") && !$0.hasPrefix("old/") && ($0 as NSString).lastPathComponent != "404.html" }
        #expect(sitemap.components(separatedBy: "<loc>").count - 1 == pages.count)
        if case .failure(let problem) = XMLCheck.check(sitemap) { Issue.record("sitemap.xml: \(problem)") }
        // English has a sitemap of its own pages in its folder, with the same alternates, as Hugo writes one per language.
        let enSitemap = try site.page("en/sitemap.xml")
        let enPages = pages.filter { $0.hasPrefix("en/") }
        #expect(!enPages.isEmpty && enSitemap.components(separatedBy: "<loc>").count - 1 == enPages.count)
        #expect(!enSitemap.contains("<loc>\(base)blog/") && enSitemap.contains("<loc>\(base)en/blog/2021/07/stack.html</loc>"))
        #expect(enSitemap.contains("hreflang=\"zh-cn\" href=\"\(base)blog/2021/07/stack.html\""))
        if case .failure(let problem) = XMLCheck.check(enSitemap) { Issue.record("en/sitemap.xml: \(problem)") }
        #expect(!files.contains { $0.hasSuffix("/sitemap.xml") && $0 != "en/sitemap.xml" })
    }

    @Test func problemsAreReportedWhereTheyAreWritten() async throws {
        let site = try Self.site()
        try site.write("content/posts/2021/other.md", "---\ntitle: 又一篇\ndate: 2021-08-09\ntranslationKey: intro\n---\n中文。\n")
        try site.write("content/posts/2021/clash.en.md", "---\ntitle: Clash\ndate: 2021-08-09\nlang: ja\n---\nText.\n")
        let report = try await site.build()
        let messages = TestSite.messages(report)
        #expect(!report.succeeded)
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/other.md") && $0.contains("both the 'zh-cn' translation of one post") })
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/clash.en.md:4:") && $0.contains("contradicts the file's name") })

        try site.write("blog.yml", "title: T\nlanguage: zh-cn\nmenu: [{name: A, url: archive.html}]\nlanguages:\n  en: {path: blog}\n  english!: {}\n  fr: {colour: blue}\n")
        let bad = TestSite.messages(try await site.build())
        #expect(bad.contains { $0.hasPrefix("blog.yml:5:") && $0.contains("The language folder 'blog' cannot be used") })
        #expect(bad.contains { $0.hasPrefix("blog.yml:6:") && $0.contains("'english!' in 'languages' is not a language tag") })
        #expect(bad.contains { $0.hasPrefix("blog.yml:7:") && $0.contains("Unknown key 'colour' in 'languages.fr'") })
        // A language without a menu of its own shows the default language's, and is told so.
        #expect(bad.contains { $0.contains("warning") && $0.contains("The pages in 'en' show 'menu:' in the words of 'zh-cn'.") })

        // At most 16 languages: each is a copy of every list page and feed.
        let many = (0..<17).map { "  l\(String(UnicodeScalar(UInt8(97 + $0))))x: {}" }.joined(separator: "\n")
        try site.write("blog.yml", "title: T\nlanguages:\n\(many)\n")
        #expect(TestSite.messages(try await site.build()).contains { $0.hasPrefix("blog.yml:3:") && $0.contains("lists 17 languages; a site may have at most 16") })
    }

    @Test func aReusedBuildersRebuildEqualsAFreshBuild() async throws {
        let site = try Self.site()
        let builder = SiteBuilder()
        #expect(try await site.build(builder: builder).succeeded)
        try site.write("content/posts/2021/stack.en.md", "---\ntitle: Stack views, again\ndate: 2021-07-18\ncategories: [iOS]\n---\nSecond.\n")
        try site.remove("content/pages/about.en.md")
        #expect(try await site.build(builder: builder).succeeded)
        let fresh = site.root.appendingPathComponent("fresh")
        defer { try? FileManager.default.removeItem(at: fresh) }
        #expect(try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot)).succeeded)
        let (rebuilt, made) = (TestSite.tree(site.output), TestSite.tree(fresh))
        #expect(rebuilt.keys.sorted() == made.keys.sorted())
        for (path, bytes) in made where path != ".blog-manifest" { #expect(rebuilt[path] == bytes, "\(path)") }
        #expect(try site.page("en/blog/2021/07/stack.html").contains("Stack views, again"))
        #expect(!Self.alternates(try site.page("about.html")).contains { $0.hasPrefix("en=") })
    }
}

/// A 404 page's links are full URLs (it is served at any depth): a link out of its language's folder climbs from it.
struct RebasedLinkTests {
    @Test func leadingParentSegmentsClimbFromTheBaseButNotAboveItsHost() {
        #expect(PageContexts.resolved("../index.html", from: "https://example.com/notes/en/") == "https://example.com/notes/index.html")
        #expect(PageContexts.resolved("archive.html", from: "https://example.com/notes/en/") == "https://example.com/notes/en/archive.html")
        #expect(PageContexts.resolved("../../x.html", from: "https://example.com/en/") == "https://example.com/../x.html")
        #expect(PageContexts.resolved("../x.html", from: "/en/") == "/x.html")
        #expect(PageContexts.resolved("../x.html", from: "/") == "/../x.html")
    }
}
