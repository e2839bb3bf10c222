// End to end: tags get pages, a tags index, links on posts and feeds, as categories do, with the default theme.
@testable import Blog
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

struct TagPagesTests {
    func site(feeds: String = "") throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Tags\nbaseURL: https://example.com/\n" + feeds)
        // The oldest post spells the tag "swift"; a newer one "Swift": one tag, named as the oldest post wrote it.
        try site.write("content/posts/2021/old.md", "---\ntitle: Old\ndate: 2021-03-04\ntags: [swift]\n---\nOld text.\n")
        try site.write("content/posts/2022/new.md", "---\ntitle: New\ndate: 2022-05-06\ntags: [Swift, 中文标签, Swift]\ncategories: [Notes]\n---\nNew text.\n")
        try site.write("content/posts/2022/none.md", "---\ntitle: Untagged\ndate: 2022-06-07\n---\nNo tags.\n")
        return site
    }

    /// The titles of the entries of the Atom feed at `path`.
    func entryTitles(_ site: TestSite, _ path: String) throws -> [String] {
        let document = try XMLDocument(data: Data(try site.page(path).utf8))
        return try document.nodes(forXPath: "//*[local-name()='entry']/*[local-name()='title']").compactMap(\.stringValue)
    }

    @Test func everyTagHasAPageAFeedAndAPlaceInTheIndex() async throws {
        let site = try site()
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let swift = try site.page("blog/tag/swift.html")
        #expect(swift.contains("<h1 class=\"page-title\">#swift <span class=\"count\">2</span></h1>"))
        #expect(swift.contains(">New</a>") && swift.contains(">Old</a>") && !swift.contains(">Untagged</a>"))
        #expect(swift.contains("<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Tags: #swift\" href=\"../../blog/tag/swift.xml\">"))
        #expect(try site.page("blog/tag/中文标签.html").contains(">New</a>"))

        let tags = try site.page("tags.html")
        #expect(tags.contains("<li><a href=\"blog/tag/swift.html\" rel=\"tag\">#swift</a> <span class=\"count\">2</span></li>"))
        #expect(tags.contains("<li><a href=\"blog/tag/%E4%B8%AD%E6%96%87%E6%A0%87%E7%AD%BE.html\" rel=\"tag\">#中文标签</a> <span class=\"count\">1</span></li>"))
        #expect(try site.page("index.html").contains("<a href=\"tags.html\">All tags</a>"))

        // The post links each of its tags once, in its order.
        let post = try site.page("blog/2022/05/new.html")
        #expect(post.contains("<span class=\"post-tags\"><a class=\"tag\" href=\"../../../blog/tag/swift.html\" rel=\"tag\">#swift</a> "
            + "<a class=\"tag\" href=\"../../../blog/tag/%E4%B8%AD%E6%96%87%E6%A0%87%E7%AD%BE.html\" rel=\"tag\">#中文标签</a> </span>"))
        #expect(LinkPreviewTests.meta("article:tag", in: post) == ["swift", "中文标签"])

        // Feeds: newest first, only the term's posts, absolute self link.
        #expect(try entryTitles(site, "blog/tag/swift.xml") == ["New", "Old"])
        #expect(try entryTitles(site, "blog/category/notes.xml") == ["New"])
        #expect(try site.page("blog/tag/swift.xml").contains("<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.com/blog/tag/swift.xml\"/>"))
        let sitemap = try site.page("sitemap.xml")
        #expect(sitemap.contains("https://example.com/blog/tag/swift.html") && sitemap.contains("https://example.com/tags.html"))
        #expect(!sitemap.contains("swift.xml"))
    }

    @Test func feedsCanBeTurnedOffPerTaxonomy() async throws {
        let site = try site(feeds: "feeds: {tags: false}\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let files = TestSite.tree(site.output).keys
        #expect(!files.contains { $0.hasPrefix("blog/tag/") && $0.hasSuffix(".xml") })
        #expect(files.contains("blog/category/notes.xml"))
        #expect(!(try site.page("blog/tag/swift.html")).contains("application/atom+xml\" title=\"Tags: #swift\""))
    }

    @Test func wrongTagsAndFeedSettingsAreErrorsAtTheirPlace() async throws {
        let site = try site(feeds: "feeds: {tag: false, categories: maybe}\n")
        let config = try await site.build()
        #expect(TestSite.messages(config).contains { $0.hasPrefix("blog.yml:3:9: error: Unknown feed 'tag'.") })
        #expect(TestSite.messages(config).contains { $0.hasPrefix("blog.yml:3:33: error: 'feeds.categories' must be true or false.") })
        try site.write("blog.yml", "title: Tags\n")
        try site.write("content/posts/2022/long.md", "---\ntitle: Long\ndate: 2022-01-01\ntags: [\(String(repeating: "x", count: 300))]\n---\nText.\n")
        let report = try await site.build()
        #expect(!report.succeeded)
        #expect(TestSite.messages(report).contains { $0.hasPrefix("content/posts/2022/long.md:4:7: error: The tag 'xxxx") && $0.contains("cannot be a page") })
    }

    @Test func aSiteWithoutTagsHasNoTagsPage() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Plain\n")
        try site.write("content/posts/2022/none.md", "---\ntitle: Untagged\ndate: 2022-06-07\n---\nNo tags.\n")
        let report = try await site.build()
        #expect(report.succeeded)
        #expect(TestSite.tree(site.output)["tags.html"] == nil)
        #expect(!(try site.page("index.html")).contains("All tags"))
    }

    /// `blog serve`'s builder: adding, renaming and removing tags, and editing a tagged post, leave the site a full
    /// build would make.
    @Test func tagEditsInAReusedBuilderMatchAFullBuild() async throws {
        let site = try site()
        let builder = SiteBuilder()
        _ = try await site.build(mode: .inPlace, builder: builder)
        let steps: [(String, String, String)] = [
            ("content/posts/2021/old.md", "Old text.", "Old text, edited."),
            ("content/posts/2022/none.md", "title: Untagged", "title: Untagged\ntags: [fresh]"),
            ("content/posts/2021/old.md", "tags: [swift]", "tags: [Swift-Lang]"),
            ("content/posts/2022/new.md", "tags: [Swift, 中文标签, Swift]", "tags: []"),
        ]
        for (path, old, new) in steps {
            let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains(old))
            try site.write(path, text.replacingOccurrences(of: old, with: new))
            let report = try await site.build(mode: .inPlace, builder: builder)
            #expect(report.succeeded)
            let fresh = site.root.appendingPathComponent("fresh-\(UUID().uuidString)")
            _ = try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot))
            let expected = TestSite.tree(fresh), actual = TestSite.tree(site.output)
            #expect(actual.keys.sorted() == expected.keys.sorted(), "after editing \(path)")
            for (file, data) in expected where actual[file] != data { Issue.record("\(file) differs from a full build after editing \(path)") }
        }
        #expect(TestSite.tree(site.output)["blog/tag/中文标签.html"] == nil)
        #expect(try entryTitles(site, "blog/tag/swift-lang.xml") == ["Old"])
    }
}
