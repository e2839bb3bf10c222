// End to end: what a shared link and a search engine read of a page, with the default theme.
@testable import Blog
import Foundation
import Testing

struct LinkPreviewTests {
    static let config = """
    title: Notes "&" more
    author: Ann Example
    description: A blog about layout.
    baseURL: https://example.com/notes
    language: zh-cn
    image: /images/site.png
    twitter: "@notes_blog"
    """

    /// The `content` of every `<meta property|name="key">` of `page`, in order, with HTML's escapes undone.
    static func meta(_ key: String, in page: String) -> [String] {
        let pattern = "<meta (?:property|name)=\"" + NSRegularExpression.escapedPattern(for: key) + "\" content=\"([^\"]*)\">"
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            String(page[Range(match.range(at: 1), in: page)!])
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The page's JSON-LD, parsed; the script must hold no `<` (so no `</script>` can end it early).
    static func jsonLD(in page: String) throws -> [String: Any] {
        let open = try #require(page.range(of: "<script type=\"application/ld+json\">"))
        let close = try #require(page.range(of: "</script>", range: open.upperBound..<page.endIndex))
        let text = String(page[open.upperBound..<close.lowerBound])
        #expect(!text.contains("<"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Jekyll themes' `image:` mappings: Chirpy's `path` is the post's image; HPSTR's `feature` (a name its templates
    /// resolve) is no image, with a warning at the value, and the post builds.
    @Test func anImageMappingGivesItsPathOrAWarning() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", Self.config)
        try site.write("content/images/cover.png", Data([0x89]))
        try site.write("content/posts/2024/chirpy.md", "---\ntitle: Chirpy\ndate: 2024-05-06\nimage:\n  path: /images/cover.png\n  alt: A cover\n---\nC.\n")
        try site.write("content/posts/2024/hpstr.md", "---\ntitle: HPSTR\ndate: 2024-05-07\nimage:\n  feature: abstract-3.jpg\n  credit: someone\n---\nH.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(Self.meta("og:image", in: try site.page("blog/2024/05/chirpy.html")) == ["https://example.com/notes/images/cover.png"])
        #expect(Self.meta("og:image", in: try site.page("blog/2024/05/hpstr.html")) == ["https://example.com/notes/images/site.png"])
        #expect(TestSite.messages(report).contains {
            $0.hasPrefix("content/posts/2024/hpstr.md:5:3: warning: 'image' has no 'path', 'src' or 'url' (it has 'feature', 'credit')")
        })
    }

    @Test func aPostPageCarriesItsPreviewAndItsJSONLD() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", Self.config)
        try site.write("content/images/site.png", Data([0x89]))
        try site.write("content/images/cover.png", Data([0x89]))
        try site.write("content/posts/2024/cover.md", """
        ---
        title: A </script> "quoted" 标题
        date: 2024-05-06 07:08
        lastmod: 2024-06-01
        description: What the preview says.
        image: images/cover.png
        author: Bo Writer
        categories: [Layout]
        tags: [flexbox, 中文]
        ---
        The summary paragraph.

        More text.
        """)
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let page = try site.page("blog/2024/05/cover.html")
        let url = "https://example.com/notes/blog/2024/05/cover.html"
        #expect(Self.meta("og:title", in: page) == ["A </script> \"quoted\" 标题"])
        #expect(Self.meta("og:description", in: page) == ["What the preview says."])
        #expect(Self.meta("description", in: page) == ["What the preview says."])
        #expect(Self.meta("og:type", in: page) == ["article"])
        #expect(Self.meta("og:url", in: page) == [url])
        #expect(Self.meta("og:image", in: page) == ["https://example.com/notes/images/cover.png"])
        #expect(Self.meta("og:site_name", in: page) == ["Notes \"&\" more"])
        #expect(Self.meta("og:locale", in: page) == ["zh_CN"])
        #expect(Self.meta("article:published_time", in: page) == ["2024-05-06T07:08:00+00:00"])
        #expect(Self.meta("article:modified_time", in: page) == ["2024-06-01T00:00:00+00:00"])
        #expect(Self.meta("article:section", in: page) == ["Layout"])
        #expect(Self.meta("article:tag", in: page) == ["flexbox", "中文"])
        #expect(Self.meta("twitter:card", in: page) == ["summary_large_image"])
        #expect(Self.meta("twitter:site", in: page) == ["@notes_blog"])
        #expect(Self.meta("author", in: page) == ["Bo Writer"])
        // The title is the page's one level-one heading; the cover is shown above the text.
        #expect(page.components(separatedBy: "<h1").count - 1 == 1)
        #expect(page.contains("<h1 class=\"post-title\">A &lt;/script&gt; &quot;quoted&quot; 标题</h1>"))
        #expect(page.contains("<img class=\"post-cover\" src=\"../../../images/cover.png\" alt=\"\">"))
        #expect(page.contains("更新于 <time datetime=\"2024-06-01T00:00:00+00:00\">"))

        let json = try Self.jsonLD(in: page)
        #expect(json["@context"] as? String == "https://schema.org")
        #expect(json["@type"] as? String == "BlogPosting")
        #expect(json["headline"] as? String == "A </script> \"quoted\" 标题")
        #expect(json["url"] as? String == url)
        #expect((json["mainEntityOfPage"] as? [String: Any])?["@id"] as? String == url)
        #expect(json["description"] as? String == "What the preview says.")
        #expect(json["datePublished"] as? String == "2024-05-06T07:08:00+00:00")
        #expect(json["dateModified"] as? String == "2024-06-01T00:00:00+00:00")
        #expect((json["author"] as? [String: Any])?["name"] as? String == "Bo Writer")
        #expect(json["image"] as? [String] == ["https://example.com/notes/images/cover.png"])
        #expect(json["keywords"] as? [String] == ["flexbox", "中文"])
        #expect(json["articleSection"] as? String == "Layout")
        #expect(json["inLanguage"] as? String == "zh-cn")
        #expect((json["publisher"] as? [String: Any])?["name"] as? String == "Ann Example")
        #expect((json["isPartOf"] as? [String: Any])?["url"] as? String == "https://example.com/notes/")

        // Breadcrumbs: home, year, month, and the post itself, on the page and as a BreadcrumbList.
        #expect(page.contains("<nav class=\"breadcrumbs\" aria-label=\"当前位置\"><ol><li><a href=\"../../../index.html\">Notes &quot;&amp;&quot; more</a></li>"
            + "<li><a href=\"../../../blog/2024.html\">2024年</a></li><li><a href=\"../../../blog/2024-05.html\">2024年5月</a></li>"
            + "<li aria-current=\"page\">A &lt;/script&gt; &quot;quoted&quot; 标题</li></ol></nav>"))
        let scripts = page.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst().map { $0.components(separatedBy: "</script>")[0] }
        #expect(scripts.count == 2)
        let crumbs = try #require(try JSONSerialization.jsonObject(with: Data(scripts[1].utf8)) as? [String: Any])
        #expect(crumbs["@type"] as? String == "BreadcrumbList")
        let items = try #require(crumbs["itemListElement"] as? [[String: Any]])
        #expect(items.map { $0["position"] as? Int } == [1, 2, 3, 4])
        #expect(items.map { $0["item"] as? String } == ["https://example.com/notes/", "https://example.com/notes/blog/2024.html",
                                                         "https://example.com/notes/blog/2024-05.html", url])

        // The month page shows the post under its month's heading: the title is not the page's h1 there.
        let month = try site.page("blog/2024-05.html")
        #expect(month.contains("<h2 class=\"post-title\"><a href=\"../blog/2024/05/cover.html\">"))
        #expect(Self.meta("og:type", in: month) == ["website"])
        #expect(Self.meta("og:image", in: month) == ["https://example.com/notes/images/site.png"])
        #expect(!month.contains("application/ld+json"))
    }

    @Test func withoutDescriptionOrImageThePreviewUsesTheSummaryAndASmallCard() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Plain\nbaseURL: https://example.org/\n")
        try site.write("content/posts/2024/plain.md", "---\ntitle: Plain post\ndate: 2024-01-02\n---\nFirst *paragraph* here.\n\nSecond.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let page = try site.page("blog/2024/01/plain.html")
        #expect(Self.meta("og:description", in: page) == ["First paragraph here."])
        #expect(Self.meta("og:image", in: page).isEmpty)
        #expect(Self.meta("twitter:card", in: page) == ["summary"])
        #expect(Self.meta("twitter:site", in: page).isEmpty)
        #expect(Self.meta("og:locale", in: page) == ["en"])
        let json = try Self.jsonLD(in: page)
        #expect(json["image"] == nil && json["keywords"] == nil && json["author"] == nil)
        #expect(json["dateModified"] as? String == json["datePublished"] as? String)
        #expect((json["publisher"] as? [String: Any])?["@type"] as? String == "Organization")
        // A site without a description says none on its other pages, rather than an empty one.
        let index = try site.page("index.html")
        #expect(Self.meta("og:description", in: index).isEmpty && Self.meta("description", in: index).isEmpty)
        #expect(!index.contains("content=\"\""))
    }

    @Test func theHomePageDescribesTheSiteAndItsSearch() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", Self.config)
        try site.write("content/images/site.png", Data([0x89]))
        try site.write("content/posts/2024/one.md", "---\ntitle: One\ndate: 2024-01-02\n---\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let page = try site.page("index.html")
        #expect(Self.meta("og:type", in: page) == ["website"])
        #expect(Self.meta("og:title", in: page) == ["Notes \"&\" more"])
        #expect(Self.meta("og:url", in: page) == ["https://example.com/notes/"])
        #expect(Self.meta("twitter:card", in: page) == ["summary_large_image"])
        let json = try Self.jsonLD(in: page)
        let graph = try #require(json["@graph"] as? [[String: Any]])
        #expect(graph.map { $0["@type"] as? String } == ["WebSite", "Blog"])
        let search = try #require(graph[0]["potentialAction"] as? [String: Any])
        #expect(search["target"] as? String == "https://example.com/notes/search.html?q={search_term_string}")
        #expect(try site.page("search.html").contains("name=\"q\""))
        #expect((graph[1]["author"] as? [String: Any])?["name"] as? String == "Ann Example")
    }

    @Test func wrongPreviewValuesAreErrorsAtTheirPlace() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nimage: javascript:alert(1)\ntwitter: not a handle\n")
        let config = try await site.build()
        #expect(!config.succeeded)
        #expect(TestSite.messages(config).contains {
            $0.hasPrefix("blog.yml:2:8: error: The image 'javascript:alert(1)' cannot be shown: 'javascript:' is no address of a page or file")
        })
        #expect(TestSite.messages(config).contains { $0.hasPrefix("blog.yml:3:10: error: 'twitter' must be an account name") })
        try site.write("blog.yml", "title: T\n")
        try site.write("content/posts/2024/bad.md", "---\ntitle: Bad\ndate: 2024-01-02\nimage: data:image/png;base64,xx\nlastmod: someday\ndescription: [a, b]\n---\nText.\n")
        let report = try await site.build()
        #expect(!report.succeeded)
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("content/posts/2024/bad.md:4:8: error: The image 'data:image/png;base64,xx' cannot be shown") })
        #expect(messages.contains { $0.hasPrefix("content/posts/2024/bad.md:5:10: error: Cannot read the date 'someday'") })
        #expect(messages.contains { $0.hasPrefix("content/posts/2024/bad.md:6:14: error: 'description' must be a string") })
    }

    @Test func localesFollowTheLanguageTag() {
        #expect(LinkPreview.locale(language: "zh-cn") == "zh_CN")
        #expect(LinkPreview.locale(language: "en") == "en")
        #expect(LinkPreview.locale(language: "pt_BR") == "pt_BR")
        #expect(LinkPreview.locale(language: "zh-Hant-TW") == "zh")
    }

    @Test func jsonLDTextIsSafeInsideAScript() throws {
        let text = LinkPreview.JSON.object([("a", .string("</script><!-- & \u{2028}\"\\\n"))]).text
        #expect(text == "{\"a\":\"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\\"\\\\\\n\"}")
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(parsed?["a"] == "</script><!-- & \u{2028}\"\\\n")
    }
}
